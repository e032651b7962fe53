"""A small annotated library and ways to compare it before and after something breaks.

The reliability tests ask one question again and again: after a crash, a damaged file
or a refused write, does the user still see exactly what they had? These helpers build
a library with the kind of data a user would hate to lose (statuses with history,
ratings, tags, notes, a saved search) and take snapshots of it: what the library
returns, what search returns, and the bytes of the store files.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.storage.serialize import annotation_to_dict, paper_to_dict

STORE_FILES = ("papers.json", "annotations.json")
# Free words, fields, phrases, prefixes, fuzzy terms, ranges and annotations: after an
# index rebuild every one of them must return the same papers in the same order.
QUERIES = (
    "learning",
    "diffusion model",
    '"language models"',
    "agent*",
    "optimizaton~",
    "title:learning",
    "status:to-read",
    "status:read",
    "rating:>=4",
    "tag:keep",
    "notes:wombat",
    "year:2020..2030",
    "reinforcement OR robot",
    "learning NOT diffusion",
    "",
)


@dataclass(frozen=True)
class LibraryState:
    """What a user sees: every paper, every annotation, the saved searches."""

    papers: dict[str, dict[str, Any]]
    annotations: dict[str, dict[str, Any]]
    searches: dict[str, str]


def annotate(library: Library) -> None:
    """Give a handful of papers the kind of annotations months of reading leave behind."""
    ids = sorted(library.ids())
    library.notes.set_status(ids[:6], Status.TO_READ)
    library.notes.set_status(ids[:2], Status.READ)
    library.notes.set_status([ids[2]], Status.READING)
    library.notes.set_rating(ids[:3], 5)
    library.notes.set_rating([ids[3]], 4)
    library.notes.add_tags(ids[1:4], ["keep", "to cite"])
    library.notes.set_notes(
        ids[0], "wombat: the key idea is in section 3.\n\n**Reread** before the talk."
    )
    library.notes.set_notes(ids[4], "Compare with the baseline in table 2 (wombat).")
    library.searching.save_search("Favourites", "rating:>=4")


def build_library(folder: Path) -> None:
    """The bundled sample (38 papers) with annotations, closed, and a backup that holds it all.

    Reopening once makes the open-time backup of the final state, so a damaged file can
    be restored from a backup that loses nothing. The index is then rebuilt once, so that
    "before the damage" means a freshly built index: Whoosh keeps replaced documents in
    its term statistics until segments merge, which shifts scores a little between an
    index that saw many edits and a rebuilt one.
    """
    with Library.open(folder, program="lectern-tests") as library:
        library.imports.import_sample()
        annotate(library)
    with Library.open(folder, program="lectern-tests") as library:
        library.repair()


def copy_library(template: Path, folder: Path) -> Path:
    shutil.copytree(template, folder)
    return folder


def state(library: Library) -> LibraryState:
    ids = sorted(library.ids())
    return LibraryState(
        papers={pid: paper_to_dict(library.papers.paper(pid)) for pid in ids},
        annotations={pid: annotation_to_dict(library.notes.annotation(pid)) for pid in ids},
        searches=library.searching.saved_searches(),
    )


def results(library: Library, queries: tuple[str, ...] = QUERIES) -> dict[str, list[str]]:
    """Ids per query in rank order; papers with equal scores listed by id (their order is arbitrary)."""
    return {
        query: [
            hit.id
            for hit in sorted(
                library.searching.search(query, limit=None).hits,
                key=lambda hit: (-hit.score, hit.id),
            )
        ]
        for query in queries
    }


def result_sets(library: Library, queries: tuple[str, ...] = QUERIES) -> dict[str, set[str]]:
    """Which papers each query finds, whatever the order."""
    return {query: set(library.searching.search(query, limit=None).ids) for query in queries}


def store_bytes(folder: Path) -> dict[str, bytes | None]:
    return {
        name: (folder / name).read_bytes() if (folder / name).exists() else None
        for name in STORE_FILES
    }


def stray_files(folder: Path) -> list[str]:
    """Half-written temp files left in the library folder."""
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))
