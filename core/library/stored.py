"""The stored paper documents, with their abstracts read from disk when asked for.

Opening a library leaves the papers' abstracts in papers.json (their documents hold
``ON_DISK``; see lectern.core.storage.abstracts). Whatever needs a paper whole (showing,
exporting, indexing, comparing it, recording what a change replaced, keeping it for
undo) takes it from here; what needs its other fields reads `_by_id` as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from lectern.core.models import Annotation, Entry, Paper
from lectern.core.storage.abstracts import FIELD, ON_DISK, Abstracts
from lectern.core.storage.serialize import collections_of, paper_from_dict
from lectern.core.storage.store import StoreFile


class StoredPapers:
    """Part of Library: paper documents whole."""

    _by_id: dict[str, dict[str, Any]]
    _papers_file: StoreFile
    annotation: Callable[[str], Annotation]

    @property
    def _abstracts(self) -> Abstracts | None:
        return self._papers_file.abstracts

    def _abstract(self, paper_id: str) -> str:
        """The paper's abstract, read from the file if it is not in memory."""
        return self._abstract_of(self._by_id[paper_id])

    def _abstract_of(self, doc: dict[str, Any]) -> str:
        value = doc.get(FIELD, "")
        if value is ON_DISK:
            abstracts = self._abstracts
            assert abstracts is not None  # ON_DISK comes only from reading the file
            return abstracts.read(str(doc["id"]))
        return str(value or "")

    def _whole(self, doc: dict[str, Any]) -> dict[str, Any]:
        """`doc` itself, or a copy with its abstract read from the file."""
        if doc.get(FIELD) is not ON_DISK:
            return doc
        return {**doc, FIELD: self._abstract_of(doc)}

    def _full_doc(self, paper_id: str) -> dict[str, Any]:
        """The paper's document with its abstract (a copy when it had to be read)."""
        return self._whole(self._by_id[paper_id])

    def _full_docs(self, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """Many papers whole, reading their abstracts in one pass over the file."""
        docs = {pid: self._by_id[pid] for pid in ids}
        on_disk = [pid for pid, doc in docs.items() if doc.get(FIELD) is ON_DISK]
        if on_disk:
            abstracts = self._abstracts
            assert abstracts is not None
            texts = abstracts.read_many(on_disk)
            for pid in on_disk:
                docs[pid] = {**docs[pid], FIELD: texts[pid]}
        return docs

    # --- reading (safe from any thread) ---------------------------------------------
    def paper(self, paper_id: str) -> Paper:
        try:
            return paper_from_dict(self._full_doc(paper_id))
        except KeyError:
            raise KeyError(f"No paper with id {paper_id!r} in this library") from None

    def entry(self, paper_id: str) -> Entry:
        return Entry(self.paper(paper_id), self.annotation(paper_id))

    def entries(self, ids: Iterable[str]) -> list[Entry]:
        """Many entries, their abstracts read in one pass (KeyError for an unknown id)."""
        wanted = list(ids)
        try:
            docs = self._full_docs(wanted)
        except KeyError as exc:
            raise KeyError(f"No paper with id {exc.args[0]!r} in this library") from None
        return [Entry(paper_from_dict(docs[pid]), self.annotation(pid)) for pid in wanted]

    def collections_of(self, paper_id: str) -> tuple[str, ...]:
        """The collections a paper is in (as `paper(paper_id).collections`, without reading
        its abstract from disk)."""
        return collections_of(self._by_id[paper_id])
