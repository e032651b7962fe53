"""What the window marks after a search: a phrase where its words stand together (never a
lone word of it), a fuzzy word by the words it matched. Real window, real sample library."""

from __future__ import annotations

import re

from conftest import search

PHRASE_PAPER = "Synthetic data becomes crucial for large language model training"
FUZZY_PAPER = "Existing expressivity results for transformers typically rely on hardmax attention"
SPAN = re.compile(r"<span style=[^>]*>(.*?)</span>")


def show(qtbot, window, title: str) -> str:
    """Select the listed paper with this title; the detail pane shows it."""
    ids = window.model.ids()
    pid = next(pid for pid in ids if window.library.papers.paper(pid).title == title)
    window.view.selectRow(ids.index(pid))
    qtbot.waitUntil(lambda: window.detail.current_id() == pid)
    return pid


def marked_title(window) -> list[str]:
    return [m.lower() for m in SPAN.findall(window.detail.header.title_label.text())]


def marked_abstract(window) -> list[str]:
    return [s.cursor.selectedText().lower() for s in window.detail.abstract_view.extraSelections()]


def test_a_phrase_is_marked_where_its_words_stand_together(qtbot, window):
    search(qtbot, window, '"language model"')
    pid = show(qtbot, window, PHRASE_PAPER)
    assert marked_title(window) == ["language model"]
    abstract = marked_abstract(window)
    assert abstract and set(abstract) == {"language model"}
    assert (
        " a model only " in window.library.papers.paper(pid).abstract
    )  # a lone one, left unmarked


def test_a_fuzzy_word_marks_the_words_it_found(qtbot, window):
    search(qtbot, window, "tranformer~")
    show(qtbot, window, FUZZY_PAPER)
    assert marked_title(window) == ["transformers"]
    assert {"transformers", "transformer"} <= set(marked_abstract(window))
