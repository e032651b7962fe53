"""The shortcuts a large BibTeX import takes give what the long way gives, on real files."""

from __future__ import annotations

from pathlib import Path

import pytest

from lectern.core.text import bibtex_values, find_code_urls, find_urls
from tests.core.helpers_bibtexparser import parsed

FILES = ("tugboat.bib", "biblatex-examples.bib", "bu-disc_mendeley_library.bib")


def _values(path: Path) -> list[str]:
    library = parsed(path)
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
    library = parsed(imports_dir / "bibtex" / name)
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
