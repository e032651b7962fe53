"""What the window marks after a search: a phrase where its words stand together (never a
lone word of it), a fuzzy word by the words it matched. Real window, real sample library."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.gui.table.model import Column
from lectern.gui.table.view import match_spans
from tests.gui.conftest import search

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


KEY_VALUE_TITLE = "Building a distributed key-value store with FPGA-based microservers"
KEY_VALUE_ABSTRACT = (
    "We build a key-value store on FPGAs. Each key maps to a value, and the key-value "
    "store scales to many boards."
)


@pytest.fixture
def key_value_window(session, lib_path: Path):
    """The sample library with one paper about a key-value store, open in the window."""
    with Library.open(lib_path) as library:
        library.imports.add_paper(title=KEY_VALUE_TITLE, abstract=KEY_VALUE_ABSTRACT)
    return session.open(lib_path)


def marked_row_title(window) -> list[str]:
    """What the list marks in the first row's title (the words its delegate paints bold)."""
    title = window.model.index(0, Column.TITLE).data()
    return [title[a:b].lower() for a, b in match_spans(title, window.model.terms)]


def test_a_hyphenated_phrase_is_marked_as_it_is_written(qtbot, key_value_window):
    window = key_value_window
    search(qtbot, window, '"key-value store"')
    assert window.model.ids() and window.library.papers.paper(window.model.ids()[0]).title == (
        KEY_VALUE_TITLE
    )
    assert marked_row_title(window) == ["key-value store"]
    show(qtbot, window, KEY_VALUE_TITLE)
    assert marked_title(window) == ["key-value store"]
    assert marked_abstract(window) == ["key-value store", "key-value store"]


def test_a_hyphenated_word_is_marked_whole(qtbot, key_value_window):
    window = key_value_window
    search(qtbot, window, "key-value")
    show(qtbot, window, KEY_VALUE_TITLE)
    assert marked_title(window) == ["key-value"]
    # Unquoted, its words match apart too ("each key maps to a value"), and are marked so.
    assert marked_abstract(window) == ["key-value", "key", "value", "key-value"]
    row = window.model.ids().index(window.detail.current_id())
    title = window.model.index(row, Column.TITLE).data()
    assert [title[a:b] for a, b in match_spans(title, window.model.terms)] == ["key-value"]
