"""A library opened without its search index, for a test that reads back only what an
import stored.

An export read back into a fresh library is compared paper by paper, field by field: the
store holds all of it, and the search index, derived from it, is never read. Indexing a
few thousand papers is half the CPU time of their import (tugboat.bib: 2.2 s of 4.4), so
those tests open the library without building an index: every write leaves the index out
(core/search/index.py, `_writable`: "change not indexed"), and the rest of the import is
the one users run. A test that searches opens its library as usual.
"""

from __future__ import annotations

from pathlib import Path

from lectern.core.library import Library


def store_only(folder: Path) -> Library:
    """A new library at `folder` whose imports are stored and not indexed."""
    library = Library.open(folder, ensure_index=False)
    assert library.index_state() == "missing"  # a library with an index would index
    return library
