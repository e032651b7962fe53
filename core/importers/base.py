"""What every importer yields: raw records and skips, before ids and dedup.

A parser turns one file into a :class:`ParsedFile`: the collection name, an iterator of
:class:`RawRecord` or :class:`Skipped`, and the tree of collections the file names.
:mod:`lectern.core.library` does the rest (titles, ids, dedup, merge) so every format
behaves the same way.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from lectern.core.said import said


@dataclass(slots=True)
class RawRecord:
    """One record as a file states it. Empty strings mean "the file does not say"."""

    line: int
    title: str = ""
    authors: list[str] = field(default_factory=list)
    year: int | None = None
    venue: str = ""
    abstract: str = ""
    doi: str = ""
    arxiv_id: str = ""
    urls: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    kind: str = ""
    key: str = ""
    # Where in its venue: what tells two entries of one title apart (issue 2 p. 43, p. 54).
    volume: str = ""
    number: str = ""
    pages: str = ""
    # Lectern's own exports name the paper's id and say when its title was derived from
    # the abstract, so reading one back gives the same paper.
    lectern_id: str = ""
    title_derived: bool = False
    # When the paper was added to the library it was exported from (ISO 8601, UTC), as
    # Lectern's own exports say: a paper it brings in keeps that date, not the import's.
    added: str = ""
    # The fields guessed from a paper's PDF rather than stated by a record (Paper.derived).
    derived: list[str] = field(default_factory=list)
    # The record whole, as its source wrote it: every field (names as the source spells
    # them; BibTeX names lower-cased, values with their LaTeX), in `dialect`'s vocabulary
    # ("bibtex", "csl", "ris", "medline", "endnote"). The fields above are Lectern's view of
    # it; an export in the same dialect writes these back. Fields read into the annotation
    # (notes, status, stars) and Lectern's own fields are not among them.
    fields: dict[str, Any] = field(default_factory=dict)
    dialect: str = ""
    # The fields whose value the source wrote with `@string` macros: field → the written
    # form (`j-TUGboat`), while `fields` has the value it stands for (Paper.macros).
    macros: dict[str, str] = field(default_factory=dict)
    # Other citation keys the record answers to (biblatex's `ids`).
    aliases: list[str] = field(default_factory=list)
    # Files the record names (absolute paths, a relative one resolved against the imported
    # file's folder; they may not exist).
    files: list[str] = field(default_factory=list)
    # Collections the record belongs to, each a path from the top ("Thesis/Chapter 2"),
    # as a JabRef `groups` field and group tree name them.
    collections: list[tuple[str, ...]] = field(default_factory=list)
    # What Lectern's own exports carry of the library (lectern.core.importers.personal): the
    # paper's collections (None when the record does not name them), the differing values
    # other records of the work brought, and the papers, by their ids in the file, the user
    # said it is not a duplicate of.
    lectern_collections: list[str] | None = None
    alternates: dict[str, list[Any]] = field(default_factory=dict)
    not_duplicates: list[str] = field(default_factory=list)
    # The full JSON backup carries a paper's saved state to restore; other formats may
    # carry an annotation too (status, stars, tags, notes; see lectern.core.importers.personal).
    paper: dict[str, Any] | None = None
    annotation: dict[str, Any] | None = None


# Why a record is skipped when it has nothing a paper could be shown or found by.
NOTHING_TO_SHOW = said("no title, abstract, DOI or arXiv id")


def names_a_paper(title: str, abstract: str, doi: str = "", arxiv_id: str = "") -> bool:
    """A record becomes a paper when it has a title, an abstract or an identifier; one with
    only a DOI or arXiv id is titled by it, as a DOI typed into File → New paper is."""
    return bool(title.strip() or abstract.strip() or doi.strip() or arxiv_id.strip())


@dataclass(frozen=True, slots=True)
class Skipped:
    """A record the file holds but Lectern cannot use, with where and why."""

    line: int
    reason: str


@dataclass(slots=True)
class ParsedFile:
    path: str
    format: str
    collection: str
    records: Iterator[RawRecord | Skipped]
    # The user chose the collection (rather than the file's name): every paper goes in it,
    # even those whose records name their own.
    collection_chosen: bool = False
    # Every collection the file names, nested ones after the ones they sit in, as paths
    # from the top (a JabRef group tree): an empty group is a collection too.
    tree: list[tuple[str, ...]] = field(default_factory=list)
    # The `@string` macros the file defines: name as written → the value it stands for.
    strings: dict[str, str] = field(default_factory=dict)
