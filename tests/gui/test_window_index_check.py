"""The index files are read through once the list shows: a damaged one that only reading
finds (same size, same time) is still found at start-up, and the index rebuilt."""

from __future__ import annotations

import os
from pathlib import Path

from lectern.core.library import Library
from tests.gui.conftest import SAMPLE_SIZE, search, wait_for


def _damage_postings_keeping_size_and_time(folder: Path) -> int:
    damaged = 0
    for path in (folder / "index").rglob("*.pst"):
        info = path.stat()
        data = path.read_bytes()
        path.write_bytes(data[:16] + b"\x00" * (len(data) - 16))
        os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
        damaged += 1
    return damaged


def test_a_damaged_index_file_is_found_after_the_list_shows_and_rebuilt(
    qtbot, session, lib_path: Path
) -> None:
    assert _damage_postings_keeping_size_and_time(lib_path) > 0
    with Library.open(lib_path, readonly=True) as library:  # what a quick look sees
        assert library.index_state() == "ok"
    window = session.start(lib_path)
    window.show()
    qtbot.waitExposed(window)
    wait_for(qtbot, lambda: window.service.is_open and window.model.rowCount() == SAMPLE_SIZE)
    # the writer checks the files right after the open, and rebuilds the index
    wait_for(qtbot, lambda: window.service.library.check().index_state == "ok")
    search(qtbot, window, "sharpness")
    wait_for(qtbot, lambda: window.model.rowCount() >= 1)
    assert any(
        "harpness" in window.service.entry(pid).paper.title
        or "harpness" in window.service.entry(pid).paper.abstract
        for pid in window.model.ids()
    )
