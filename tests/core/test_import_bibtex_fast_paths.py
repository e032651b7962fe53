"""The shortcuts a large BibTeX import takes give what the long way gives, on real files."""

from __future__ import annotations

from pathlib import Path

import bibtexparser
import pytest

from lectern.core.text import bibtex_values, find_code_urls, find_urls

FILES = ("tugboat.bib", "biblatex-examples.bib", "bu-disc_mendeley_library.bib")


def _values(path: Path) -> list[str]:
    library = bibtexparser.parse_string(path.read_text("utf-8"))
    return [str(f.value) for entry in library.entries for f in entry.fields]


@pytest.mark.parametrize("name", FILES)
def test_code_links_are_the_same_with_the_host_check_first(imports_dir: Path, name: str) -> None:
    from lectern.core.text import _is_code_url

    values = _values(imports_dir / "bibtex" / name)
    values += ["see GitHub.com/lectern/lectern and https://HF.co/model", "www.github.com/a/b"]
    for value in values:
        assert find_code_urls(value) == [u for u in find_urls(value) if _is_code_url(u)], value
    assert find_code_urls(values[-2]) == [
        "https://GitHub.com/lectern/lectern",
        "https://HF.co/model",
    ]


@pytest.mark.parametrize("name", FILES)
def test_a_name_list_read_again_is_the_same_and_the_callers_own(
    imports_dir: Path, name: str
) -> None:
    library = bibtexparser.parse_string((imports_dir / "bibtex" / name).read_text("utf-8"))
    lists = [
        str(f.value)
        for entry in library.entries
        for f in entry.fields
        if f.key.lower() in ("author", "editor")
    ]
    assert lists
    for value in lists:
        first = bibtex_values.display_names(value)
        assert first == list(bibtex_values._display_names(value)), value
        first.append("someone else")  # a caller's list is its own to change
        assert bibtex_values.display_names(value) == list(bibtex_values._display_names(value)), (
            value
        )
