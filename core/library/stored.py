"""The stored paper documents by id, with their abstracts read from disk when asked for.

`_by_id` maps each paper's id to TinyDB's own document (`_live` and `_trash` say which are
in the library and which in the Trash). Opening a library leaves the papers' abstracts in
papers.json (their documents hold ``ON_DISK``; see lectern.core.storage.abstracts).
Whatever needs a paper whole (showing, exporting, indexing, comparing it, recording what a
change replaced, keeping it for undo) takes it from here; what needs its other fields
reads `_by_id`.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from lectern.core.citekeys import base_key, doc_key_parts, fold, kept_key, unique_key
from lectern.core.library.duplicates import DuplicateGroup
from lectern.core.models import Annotation, Entry, Paper
from lectern.core.storage.abstracts import FIELD, ON_DISK, TABLE, Abstracts
from lectern.core.storage.serialize import collections_of, paper_from_dict
from lectern.core.storage.store import StoreFile


class StoredPapers:
    """Part of Library: paper documents whole."""

    _by_id: dict[str, dict[str, Any]]
    _papers_file: StoreFile
    _groups: list[DuplicateGroup] | None
    _key_map_lock: threading.Lock  # publishing and forgetting the citation keys' map
    annotation: Callable[[str], Annotation]

    def _rebuild_paper_maps(self) -> None:
        """Map ids to TinyDB's own documents (updated in place by TinyDB; re-mapped on insert)."""
        raw = self._papers_file.raw(TABLE)
        docs = list(raw.values())
        ids = [doc["id"] for doc in docs]
        self._doc_ids: dict[str, str] = dict(zip(ids, raw))
        self._by_id: dict[str, dict[str, Any]] = dict(zip(ids, docs))
        # Most papers are neither trashed nor merged away: only those with the keys are looked at.
        hidden = [
            (pid, doc) for pid, doc in zip(ids, docs) if "trashed" in doc or "merged_into" in doc
        ]
        self._trash: dict[str, None] = {pid: None for pid, doc in hidden if doc.get("trashed")}
        gone = {pid for pid, doc in hidden if doc.get("trashed") or doc.get("merged_into")}
        live = dict.fromkeys(self._by_id)
        for pid in gone:
            del live[pid]
        self._live: dict[str, None] = live  # whole before readers on other threads see it
        self._collections: dict[str, int] | None = None
        self._groups = None  # possible duplicates, found again after the papers change
        with self._key_map_lock:
            self._key_map: dict[str, str] | None = None  # citation keys, worked out when asked
        # Hundreds of thousands of loaded objects live as long as the library; without
        # this, every burst of allocations (a search, a sort) makes the cyclic garbage
        # collector walk all of them again, which costs more than the work itself.
        gc.freeze()

    def _key_owners(self) -> dict[str, str]:
        """Every citation key and alias taken in the library (folded, as keys compare) → the
        paper holding it; papers in the Trash and merged away keep theirs taken too.

        The edit form asks from the UI thread while the writer may be changing papers: the
        map is kept only if the papers it was made from are still the library's (a write
        maps them anew), so a map made from papers a write replaced is never kept."""
        owners = self._key_map
        if owners is None:
            owners = {}
            by_id = self._by_id
            for pid, doc in by_id.items():
                for key in (doc.get("key"), *(doc.get("aliases") or ())):
                    if key:
                        owners.setdefault(fold(str(key)), pid)
            with self._key_map_lock:
                if self._by_id is by_id:
                    self._key_map = owners
        return owners

    def _give_keys(self, docs: Sequence[dict[str, Any]]) -> None:
        """Each new paper's citation key, given once: its own (imported) key when no other
        paper has it, else the pattern's (lectern.core.citekeys), with a suffix if taken."""
        if not docs:
            return
        owners = self._key_owners()
        taken = owners.__contains__
        for doc in docs:
            own = kept_key(str(doc.get("key") or ""))
            if own and not taken(fold(own)):
                key = own
            else:
                _, authors, title, year = doc_key_parts(doc)
                key = unique_key(base_key(own, authors, title, year), taken)
                if own:  # the file's key, by which a re-import finds this entry again
                    doc["source_key"] = own
            doc["key"] = key
            owners[fold(key)] = doc["id"]
            for alias in doc.get("aliases") or ():
                owners.setdefault(fold(str(alias)), doc["id"])

    def key_holder(self, key: str) -> str | None:
        """The paper whose citation key or alias `key` is (compared as biber does)."""
        pid = self._key_owners().get(fold(key))
        while pid is not None and (into := self._by_id.get(pid, {}).get("merged_into")):
            if into == pid or into not in self._by_id:
                break
            pid = into
        return pid

    def _doc(self, paper_id: str) -> dict[str, Any]:
        return self._by_id[paper_id]

    def _docs(self) -> Iterator[dict[str, Any]]:
        """Every paper document: live, in the Trash and merged away."""
        return iter(list(self._by_id.values()))

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
