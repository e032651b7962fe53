"""A typo in the search box is offered the library's own word: "Did you mean metafont?"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.core.helpers_templates import Templates
from tests.gui.conftest import SHARED, search, wait_for

EXAMPLES = SHARED / "data" / "imports" / "bibtex" / "biblatex-examples.bib"

pytestmark = pytest.mark.skipif(
    not EXAMPLES.is_file(), reason=f"biblatex's examples are not at {EXAMPLES}"
)


@pytest.fixture
def window(session, templates: Templates, tmp_path: Path):
    """The window on a private copy of a library holding biblatex's examples."""
    return session.open(templates.imported([EXAMPLES]).copy(tmp_path / "library"))


def test_a_typo_is_offered_the_librarys_word_and_ctrl_enter_takes_it(qtbot, window) -> None:
    search(qtbot, window, "metafnot")
    assert window.last_result.ids == []
    offer = window.correction
    wait_for(qtbot, offer.isVisible)
    assert offer.offered() == "metafont"
    assert f"{offer.label.text()} {offer.button.text()}" == "Did you mean metafont?"
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    wait_for(qtbot, lambda: window.last_result.request.text == "metafont")
    assert window.search_box.query() == "metafont"
    assert window.last_result.ids  # the papers the typo missed
    assert not offer.isVisible()


def test_a_click_takes_it_and_a_search_that_finds_papers_offers_nothing(qtbot, window) -> None:
    search(qtbot, window, "title:compnaion")
    offer = window.correction
    wait_for(qtbot, offer.isVisible)
    assert offer.button.text() == "title:companion?"
    qtbot.mouseClick(offer.button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: window.last_result.request.text == "title:companion")
    assert window.last_result.ids
    assert not offer.isVisible()
    search(qtbot, window, "qwertyuiop")  # nothing the library has is near it
    assert window.last_result.ids == [] and not offer.isVisible()
