"""annotations.json is written in pieces (the window keeps answering meanwhile), and the
pieces are byte for byte the one compact document `lectern search` reads positions from."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
import pytest

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.storage import doclines
from lectern.core.storage.doclines import COMPACT_CHUNK, dump_compact


def test_the_pieces_are_the_one_compact_document() -> None:
    many = {str(n): {"paper_id": f"p{n}", "notes": f'é {n} "q" \\'} for n in range(2500)}
    data: dict[str, Any]
    for data in (
        {},
        {"annotations": {}},
        {"annotations": many, "saved_searches": {}, "_meta": {"1": {"generation": 3}}},
        {"annotations": dict(list(many.items())[:COMPACT_CHUNK])},
    ):
        assert b"".join(dump_compact(data)) == orjson.dumps(data)


def test_annotations_written_in_many_pieces_read_back_every_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sample_copy: Callable[[Path], Path]
) -> None:
    monkeypatch.setattr(doclines, "COMPACT_CHUNK", 5)  # the 38 papers' notes: eight pieces
    folder = sample_copy(tmp_path / "lib")
    with Library.open(folder) as library:
        ids = library.ids()
        with library.notes.group():  # saved as one, as the writer saves keys typed at once
            library.notes.set_status(ids, Status.READ)
            for n, pid in enumerate(ids):
                library.notes.set_notes(pid, f'Note {n}: ünïcode "quoted"')
    raw = (folder / "annotations.json").read_bytes()
    assert b"\n" not in raw  # one compact document, as before
    notes = {d["paper_id"]: d["notes"] for d in orjson.loads(raw)["annotations"].values()}
    assert notes == {pid: f'Note {n}: ünïcode "quoted"' for n, pid in enumerate(ids)}
    with Library.open(folder) as library:
        assert library.notes.status_counts()[Status.READ] == len(ids)
