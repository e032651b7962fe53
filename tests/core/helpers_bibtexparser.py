"""bibtexparser's reading of a real .bib file, made once a process for every test that
holds Lectern's reading to it: tugboat.bib alone takes it most of a second, and the
latex-display and fast-path tests read the same three files. The tests only read it."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import bibtexparser
from bibtexparser.library import Library as BibLibrary


@cache
def parsed(path: Path) -> BibLibrary:
    """`path` as bibtexparser reads it (a byte it cannot decode as UTF-8 replaced)."""
    return bibtexparser.parse_string(path.read_bytes().decode("utf-8", "replace"))
