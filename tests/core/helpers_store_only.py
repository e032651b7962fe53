"""A library opened without its search index, for a test that reads back only what an
import stored.

An export read back into a fresh library is compared paper by paper, field by field: the
store holds all of it, and the search index, derived from it, is never read. Indexing a
few thousand papers is half the CPU time of their import (tugboat.bib: 2.2 s of 4.4), so
those tests open the library without building an index: every write leaves the index out
(core/search/index.py, `_writable`: "change not indexed"), and the rest of the import is
the one users run. A test that searches opens its library as usual.

A file imported again into a copy of a big import gives each of its papers the file's
collection, a change of every paper to index again (a renamed copy of tugboat.bib: 10 of
the re-import's 16 CPU seconds); a test of what the re-import stored copies the library
without its index.
"""

from __future__ import annotations

from pathlib import Path

from lectern.core.library import Library
from tests.core.helpers_templates import Template


def store_only(folder: Path) -> Library:
    """A library at `folder` (new, or made this way before) whose writes are stored and
    not indexed."""
    library = Library.open(folder, ensure_index=False)
    assert library.index_state() == "missing"  # a library with an index would index
    return library


def store_only_copy(template: Template, target: Path) -> Library:
    """A private copy of `template` at `target`, without its search index (the library's
    `index` folder), opened as `store_only`."""
    return store_only(template.copy(target, index=False))
