"""Search: the query language, the Whoosh index and Lectern's own ranking over its postings.

The face of this package is :class:`~lectern.core.search.index.SearchIndex` (open, update,
search, check) and :func:`~lectern.core.search.query.parse_query`; everything else is
theirs. Every private Whoosh name the fast path reads or overrides is in
:mod:`lectern.core.search.whoosh_private`, which refuses any Whoosh but the pinned 2.7.5 at
import and says which errors mean damaged index files (the only ones that start a rebuild).
"""

from lectern.core.search.lean_imports import without_unused_modules

with without_unused_modules():  # Whoosh's modules, loaded once for every module here
    import whoosh.filedb.filestore
    import whoosh.query
    import whoosh.reading
    import whoosh.searching  # the index module and its first search use these two anyway
    import whoosh.writing  # noqa: F401
