"""Search: the query language, the Whoosh index and Lectern's own ranking over its postings.

The face of this package is :class:`~lectern.core.search.index.SearchIndex` (open, update,
search, check) and :func:`~lectern.core.search.query.parse_query`. Every private Whoosh name
the fast path reads is in :mod:`lectern.core.search.whoosh_private`.
"""
