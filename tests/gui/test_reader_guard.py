"""A PDF the PDF reader stopped on (in its own process, when its text was read) is rendered
in the window's process only after Lectern says so and the user chooses: read it anyway,
open it in the system's viewer, or leave it."""

from __future__ import annotations

import hashlib

import pytest

from lectern.core.pdf.outcome import Outcome, PdfReading
from lectern.core.storage.derived.pdf_texts import FULLTEXT, KeptText, PdfTexts
from lectern.gui.actions import opening
from lectern.gui.actions.opening import ReadChoice
from tests.gui.helpers_reader import PDFS, TRACEMONKEY, attach, needs_pdfs, press

STOPPED = PdfReading(path="", outcome=Outcome.CRASHED).why


@needs_pdfs
@pytest.mark.parametrize("choice", list(ReadChoice))
def test_a_pdf_the_reader_stopped_on_is_read_only_after_saying_so(
    qtbot, window, viewer, monkeypatch, choice
):
    # What the text reader kept of this file: it stopped on it, in two workers in turn.
    sha = hashlib.sha256((PDFS / TRACEMONKEY).read_bytes()).hexdigest()
    PdfTexts(window.library.folder / FULLTEXT).put(
        sha, KeptText(outcome=Outcome.CRASHED.value, why=STOPPED)
    )
    asked: list[tuple[str, str]] = []

    def answer(_parent: object, path: str, why: str) -> ReadChoice:
        asked.append((path.rsplit("/", 1)[-1], why))
        return choice

    monkeypatch.setattr(opening, "ask_before_reading", answer)
    attach(qtbot, window, window.library.folder.parent, TRACEMONKEY, 2)
    press(qtbot, window.view, "O")
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == [(TRACEMONKEY, STOPPED)]
    reader = window.reader
    if choice is ReadChoice.READER:
        qtbot.waitUntil(lambda: reader.page_count() > 0)
        assert window.center.currentWidget() is reader
    elif choice is ReadChoice.VIEWER:
        qtbot.waitUntil(lambda: len(viewer.opened) == 1)
        assert viewer.opened[0].endswith(TRACEMONKEY) and not reader.is_reading()
    else:
        assert viewer.opened == [] and not reader.is_reading()
        assert window.center.currentWidget() is window.list_area
