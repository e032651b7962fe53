"""A listing imported again is matched by its arXiv ids: no other paper's identity keys
(a folded title, an abstract read from disk to be fingerprinted) are worked out for it."""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Any

from lectern.core.importers import parse_file
from lectern.core.library import Library
from lectern.core.library.identity import Reason
from lectern.core.library.importing import Known, prepare_import

PAPERS = 300


def _listing(shared_data: Path, dest: Path) -> Path:
    """The first real records of the 74k arXiv listing, as their own file."""
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz", "rt", encoding="utf-8") as handle:
        dest.write_text("".join(next(handle) for _ in range(PAPERS)), encoding="utf-8")
    return dest


def test_a_listing_imported_again_reads_only_the_abstracts_of_the_papers_it_finds(
    shared_data: Path, tmp_path: Path
) -> None:
    source = _listing(shared_data, tmp_path / "listing.jsonl")
    library = Library.open(tmp_path / "lib")
    try:
        library.imports.import_files([source])
        state = library.state
        read: list[str] = []

        def whole(doc: dict[str, Any]) -> dict[str, Any]:
            read.append(doc["id"])
            return state.whole(doc)

        # papers whose abstract's key is not kept with them: finding one by its keys would
        # read its abstract from disk
        docs = [{k: v for k, v in doc.items() if k != "afp"} for doc in state.docs()]
        abstracts = state.papers_file.abstracts
        assert abstracts is not None
        with abstracts.reading():
            plan = prepare_import(parse_file(source), Known(docs, whole))
        assert plan.found == {Reason.ARXIV: PAPERS}
        assert not plan.new and not plan.merged  # nothing new, nothing to add
        assert len(read) == PAPERS  # one abstract per paper found, for what the file adds
        assert len(set(read)) == PAPERS
    finally:
        library.close()
