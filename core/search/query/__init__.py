"""The query language: one search box for words, phrases, fields and filters.

What a user can type (``SearchIndex.search`` runs it, :mod:`lectern.core.search.ranking` ranks it):

- ``diffusion models`` — papers with any of the words; those with all of them first.
- ``"graph neural network"`` — the words in a row (title, abstract or notes).
- ``diffus*`` (prefix), ``tranformer~`` / ``tranformer~2`` (one or two typos).
- ``title:`` ``author:`` ``abstract:`` ``notes:`` ``marks:`` ``tag:`` ``venue:``
  ``collection:`` ``id:`` with a word, ``"a phrase"``, a prefix or ``(a group OR of words)``.
- ``marks:yellow`` (a colour's name: a mark of that colour), ``has:marks`` (any mark),
  ``has:published``.
- ``status:to-read`` (also ``status:toread``, ``status:done``, ``status:reading,to-read``).
- ``rating:>=4``, ``rating:5``, ``rating:<3``, ``year:2024..2026``, ``year:>=2020``
  (see :mod:`lectern.core.search.query.values`; unrated papers have rating 0).
- ``added:>2026-11-01``, ``added:2026-11``, ``added:<7d``, ``added:this-week``, ``modified:today``;
  ``lastread:`` takes the same forms and ``lastread:never``.
- ``fulltext:`` (or ``pdf:``) with a word, phrase, prefix or fuzzy word: the text of the
  papers' attached PDFs alone, page by page (lectern.core.search.pages). Plain words and
  phrases search it too, and a paper they find only there ranks below every paper they
  find in its title, abstract, notes or other fields.
- ``AND``, ``OR``, ``NOT``, ``-word``, parentheses. NOT binds tighter than AND, AND (or
  just a space) tighter than OR, as in SQLite FTS5. Operators are upper case; "and" is a word.

Nothing the user types raises: what cannot be read is searched as words or left out, and
``message`` says so ("Unknown field 'foo:' — searched it as words").
"""

from __future__ import annotations

from lectern.core.search.query.fields import FUZZY_MARK, TEXT_PLACES, Highlights, ParsedQuery
from lectern.core.search.query.parser import parse, parse_query

__all__ = ["FUZZY_MARK", "TEXT_PLACES", "Highlights", "ParsedQuery", "parse", "parse_query"]
