"""A preprint and its published version, both papers of the library: what the user chose to
do with the pair once a lookup found that one is the other's.

The lookup leaves the two apart (:func:`lectern.core.lookup.filling.fill_in`); the user then
keeps both, linked (each names the other in its record: the preprint's `published` field
holds the published DOI, the published paper's `preprint` field the arXiv id), merges them
by the records rules (the published paper kept, the preprint's values among its
alternates), or keeps the preprint only (the published paper goes to the Trash). The
preprint, or the paper both became, names its published version in every case, so a search
`has:published` finds the preprints that were published. Each choice is one History entry.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from lectern.core.models import normalize_doi

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.models import Paper

PUBLISHED_FIELD = "published"  # the preprint's record: "doi:DOI" of its published version
PREPRINT_FIELD = "preprint"  # the published paper's record: "arxiv:ID" of its preprint


class Versions(Enum):
    """What to do with a preprint and its published version."""

    LINK = "link"
    MERGE = "merge"
    PREPRINT_ONLY = "preprint only"


def linked(preprint: Paper, doi: str) -> bool:
    """Whether the preprint names `doi` as its published version already (the user chose
    what to do with the two before)."""
    return preprint.fields.get(PUBLISHED_FIELD) == f"doi:{normalize_doi(doi)}"


def _named(library: Library, paper_id: str, name: str, value: str) -> None:
    fields = dict(library.papers.paper(paper_id).fields)
    if fields.get(name) != value:
        library.papers.edit(paper_id, fields={**fields, name: value})


def settle(library: Library, preprint_id: str, published_id: str, choice: Versions) -> str:
    """Do what the user chose with the pair: one History entry. Returns the paper the
    preprint now is (the published one after a merge)."""
    preprint = library.papers.paper(preprint_id)
    published = library.papers.paper(published_id)
    doi = normalize_doi(published.doi)
    with library.action():
        if choice is Versions.MERGE:
            library.papers.merge(published_id, [preprint_id])
            _named(library, published_id, PUBLISHED_FIELD, f"doi:{doi}")
            return published_id
        _named(library, preprint_id, PUBLISHED_FIELD, f"doi:{doi}")
        if choice is Versions.LINK:
            if preprint.arxiv_id:
                _named(library, published_id, PREPRINT_FIELD, f"arxiv:{preprint.arxiv_id}")
        else:
            library.papers.trash([published_id])
    return preprint_id
