""" "Did you mean …": a search's misspelt words, corrected from the library's own words.

On TUGboat's 3,644 real entries: "metafnot" finds nothing and is offered "metafont"; the
offer is field-aware (a title's words for `title:`, the names for `author:`), never a word
the library does not have, never for a search that finds papers, and `lectern search`
prints it on stderr (by the quick path from the index, and by the library opened).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.library import Library
from lectern.core.search.spelling import corrected
from tests.core.helpers_templates import Templates


@pytest.fixture(scope="module")
def tugboat(
    templates: Templates, imports_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    template = templates.imported([imports_dir / "bibtex" / "tugboat.bib"])
    return template.copy(tmp_path_factory.mktemp("tugboat") / "library")


@pytest.mark.parametrize(
    ("typed", "offered"),
    [
        ("metafnot", "metafont"),
        ("Metafnot AND fonts", "Metafont AND fonts"),  # a known word kept, the capital too
        ("title:hyphenaton", "title:hyphenation"),
        ("author:knth", "author:knuth"),
    ],
)
def test_a_typo_is_offered_the_word_the_library_has(
    tugboat: Path, typed: str, offered: str
) -> None:
    with Library.open(tugboat) as library:
        result = library.searching.search(typed)
        assert result.total == 0
        found = library.searching.corrections(typed, result.total)
        assert corrected(typed, dict(found)) == offered
        assert library.searching.search(offered).total > 0
        in_trash = library.searching.corrections(f"in:trash {typed}", 0)
        assert in_trash == ()  # the Trash is empty: nothing would find more there


@pytest.mark.parametrize(
    "typed",
    [
        "metafont",  # found: nothing to offer
        "qwertyuiop",  # nothing the library has is near it
        "tag:metafnot",  # a tag is the user's own word, not a typo of the titles'
        "metafnot~",  # fuzzy already
        "-metafnot",  # left out anyway
    ],
)
def test_nothing_is_offered_where_nothing_is_misspelt_or_near(tugboat: Path, typed: str) -> None:
    with Library.open(tugboat) as library:
        found = library.searching.search(typed).total
        assert library.searching.corrections(typed, found) == ()


def test_lectern_search_prints_the_offer_on_stderr(
    tugboat: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for argv in (["search", "metafnot"], ["search", "metafnot", "--sort", "year"]):
        assert main(["--library", str(tugboat), *argv]) == 0  # quick path, then opened
        out, err = capsys.readouterr()
        assert "No papers match 'metafnot'." in out
        assert "Did you mean “metafont”?" in err
