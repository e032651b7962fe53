"""The edit form's other fields in the detail pane: a paper that came from a listing, with no
record from a file, is given a field there like any other; and a record read back from
Lectern's own BibTeX export lists none of the fields its status, stars, notes and
collections are read from."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from lectern.core.library import Library
from lectern.core.models import Status
from tests.gui.conftest import SHARED, wait_for
from tests.gui.test_window_other_fields import edit, open_with, rows, save

LISTING = SHARED / "data" / "arxiv-cs-74k.jsonl.gz"
ARXIV_ID = "2503.12213"


def key_of(window, pid: str) -> str:
    return window.library.papers.paper(pid).key


@pytest.mark.skipif(not LISTING.is_file(), reason=f"the arXiv listing is not at {LISTING}")
def test_a_paper_from_a_listing_is_given_its_first_field_in_the_form(
    qtbot, session, tmp_path: Path
) -> None:
    with gzip.open(LISTING, "rt", encoding="utf-8") as lines:
        line = next(line for line in lines if f'"id": "{ARXIV_ID}"' in line)
    source = tmp_path / "listing.jsonl"
    source.write_text(line, "utf-8")
    window = open_with(session, tmp_path, source)
    pid = f"arxiv:{ARXIV_ID}"
    assert not window.library.papers.paper(pid).dialect  # no record from a file
    _, form = edit(qtbot, window, key_of(window, pid))
    assert rows(form) == {}
    assert form.fields.add_button.isVisible()
    qtbot.mouseClick(form.fields.add_button, Qt.MouseButton.LeftButton)
    name = QApplication.focusWidget()
    qtbot.keyClicks(name, "publisher")
    qtbot.keyClick(name, Qt.Key.Key_Tab)
    value = QApplication.focusWidget()
    qtbot.keyClicks(value, "Imaginary Press")
    save(qtbot, value)
    wait_for(
        qtbot, lambda: window.library.papers.paper(pid).fields == {"publisher": "Imaginary Press"}
    )
    paper = window.library.papers.paper(pid)
    assert (paper.dialect, paper.kind) == ("bibtex", "misc")
    _, form = edit(qtbot, window, key_of(window, pid))
    assert list(rows(form)) == ["publisher"]
    assert form.edits["kind"].text() == "misc"


def test_a_record_from_lecterns_own_export_lists_no_read_status_or_stars(
    qtbot, session, tmp_path: Path
) -> None:
    first = tmp_path / "first"
    with Library.open(first) as library:
        library.imports.import_sample()
        pid = library.ids()[0]
        library.notes.set_status([pid], Status.READ)
        library.notes.set_rating([pid], 5)
        library.notes.set_notes(pid, "Proof of lemma 2 is neat.")
        library.exports.export("bibtex", tmp_path / "library.bib")
    window = open_with(session, tmp_path, tmp_path / "library.bib")
    assert window.library.notes.annotation(pid).status is Status.READ
    assert "readstatus" in window.library.papers.paper(pid).fields  # kept for an export
    _, form = edit(qtbot, window, key_of(window, pid))
    shown = set(rows(form))
    assert not shown & {"readstatus", "ranking", "comment", "groups"}, shown
