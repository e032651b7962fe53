"""annotations.json's library-wide values: saved searches, the collections the user made
and which collection each one sits inside, the pairs of papers the user said are not
duplicates, the BibTeX `@string` macros imported files defined, and the tombstones of
papers deleted for good. Each change to one is recorded
for the other devices as one library value (lectern.core.sync), stamped in the file's
meta."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from lectern.core.said import said

if TYPE_CHECKING:
    from lectern.core.storage.recording import ChangeRecorder
    from lectern.core.storage.store import StoreFile

SEARCHES = "saved_searches"
DISTINCT = "distinct"  # pairs of papers the user said are not duplicates
COLLECTIONS = "collections"  # collections the user made, kept even while empty
COLLECTION_PARENTS = "collection_parents"  # a collection → the one it sits inside
TOMBSTONES = "tombstones"  # papers deleted for good, with when (to merge other devices)
SEARCH_KEY = "search:"  # a saved search, as a library-wide value merged between devices
STRINGS = "bibtex_strings"  # BibTeX @string macros imported files defined: name, value
STRING_KEY = "string:"  # one of them, as a library-wide value merged between devices


class LibraryValues:
    """The library-wide tables of annotations.json (a part of AnnotationTable)."""

    file: StoreFile
    recorder: ChangeRecorder | None

    # --- pairs that are not duplicates ------------------------------------------
    def distinct_pairs(self) -> set[tuple[str, str]]:
        return {
            (str(d["a"]), str(d["b"]))
            for d in self.file.raw(DISTINCT).values()
            if d.get("a") and d.get("b")
        }

    def set_distinct_pairs(self, pairs: set[tuple[str, str]]) -> None:
        """Replace the dismissed pairs (in memory; the caller flushes)."""
        old = self.distinct_pairs()
        if pairs == old:
            return
        self._record_library("distinct", sorted(map(list, old)), sorted(map(list, pairs)))
        table = self.file.table(DISTINCT)
        with self.file.storage.batch(flush=False):
            table.truncate()
            table.insert_multiple({"a": a, "b": b} for a, b in sorted(pairs))

    # --- collections the user made --------------------------------------------------
    def collection_names(self) -> list[str]:
        return [str(d["name"]) for d in self.file.raw(COLLECTIONS).values() if d.get("name")]

    def set_collection_names(self, names: list[str]) -> None:
        """Replace the list (in memory; the caller flushes)."""
        old = self.collection_names()
        if names == old:
            return
        self._record_library(COLLECTIONS, old, list(names))
        table = self.file.table(COLLECTIONS)
        with self.file.storage.batch(flush=False):
            table.truncate()
            table.insert_multiple({"name": name} for name in names)

    def collection_parents(self) -> dict[str, str]:
        """A nested collection → the collection it sits inside (a top-level one is absent)."""
        return {
            str(d["name"]): str(d["parent"])
            for d in self.file.raw(COLLECTION_PARENTS).values()
            if d.get("name") and d.get("parent")
        }

    def set_collection_parents(self, parents: dict[str, str]) -> None:
        """Replace the nesting (in memory; the caller flushes). Recorded whole, as the list
        of collections is, so another device takes the latest tree."""
        old = self.collection_parents()
        new = {name: parents[name] for name in sorted(parents) if parents[name]}
        if new == old:
            return
        self._record_library(COLLECTION_PARENTS, old, new)
        table = self.file.table(COLLECTION_PARENTS)
        with self.file.storage.batch(flush=False):
            table.truncate()
            table.insert_multiple({"name": name, "parent": parent} for name, parent in new.items())

    # --- saved searches (not part of the index stamp: no generation bump) -----
    def searches(self) -> dict[str, str]:
        rows = sorted(
            self.file.raw(SEARCHES).values(), key=lambda d: str(d.get("name", "")).casefold()
        )
        return {str(d["name"]): str(d.get("query", "")) for d in rows if d.get("name")}

    def _search_key(self, name: str) -> int | None:
        for key, doc in self.file.raw(SEARCHES).items():
            if doc.get("name") == name:
                return int(key)
        return None

    def save_search(self, name: str, query: str) -> None:
        name = " ".join(name.split())
        if not name:
            raise ValueError(said("A saved search needs a name."))
        table = self.file.table(SEARCHES)
        key = self._search_key(name)
        self._record_library(SEARCH_KEY + name, self.searches().get(name), query)
        with self.file.storage.batch():
            if key is None:
                table.insert({"name": name, "query": query})
            else:
                table.update({"query": query}, doc_ids=[key])

    def rename_search(self, old: str, new: str) -> None:
        new = " ".join(new.split())
        key = self._search_key(old)
        if key is None:
            raise KeyError(f"No saved search named {old!r}")
        if not new:
            raise ValueError(said("A saved search needs a name."))
        if new != old and self._search_key(new) is not None:
            raise ValueError(said("There is already a saved search named {name}.", name=repr(new)))
        query = self.searches().get(old)
        self._record_library(SEARCH_KEY + old, query, None)
        self._record_library(SEARCH_KEY + new, None, query)
        with self.file.storage.batch():
            self.file.table(SEARCHES).update({"name": new}, doc_ids=[key])

    def delete_search(self, name: str) -> None:
        key = self._search_key(name)
        if key is not None:
            self._record_library(SEARCH_KEY + name, self.searches().get(name), None)
            with self.file.storage.batch():
                self.file.table(SEARCHES).remove(doc_ids=[key])

    def merge_searches(self, searches: dict[str, str]) -> None:
        ours = self.searches()
        for name, query in searches.items():
            if name not in ours:
                self.save_search(name, query)

    # --- BibTeX @string macros -------------------------------------------------------
    def bibtex_strings(self) -> dict[str, str]:
        """The `@string` macros of the imported BibTeX files: name as first written → the
        value it stands for, in the order they came (what the BibTeX export defines)."""
        rows = sorted(self.file.raw(STRINGS).items(), key=lambda kv: int(kv[0]))
        return {str(d["name"]): str(d.get("value") or "") for _, d in rows if d.get("name")}

    def add_bibtex_strings(self, strings: Mapping[str, str]) -> None:
        """Keep the definitions of the names not defined yet (BibTeX compares names without
        case; in memory, the caller flushes). A later file's different definition of a
        name is not kept: its papers' references to it are written expanded, as their
        written form no longer gives their value (lectern.core.text.bibtex_macros)."""
        known = {name.lower() for name in self.bibtex_strings()}
        new: dict[str, str] = {}
        for name, value in strings.items():
            if name.lower() not in known:
                known.add(name.lower())
                new[name] = value
        if not new:
            return
        for name, value in new.items():
            self._record_library(STRING_KEY + name, None, value)
        with self.file.storage.batch(flush=False):
            self.file.table(STRINGS).insert_multiple(
                {"name": name, "value": value} for name, value in new.items()
            )

    def _put_bibtex_string(self, name: str, value: str | None) -> None:
        """Another device's definition of a name (None: it has none), as it stands."""
        table = self.file.table(STRINGS)
        rows = [int(k) for k, d in self.file.raw(STRINGS).items() if d.get("name") == name]
        with self.file.storage.batch(flush=False):
            if value is None:
                if rows:
                    table.remove(doc_ids=rows)
            elif rows:
                table.update({"value": value}, doc_ids=rows)
            else:
                table.insert({"name": name, "value": value})

    def tombstones(self) -> dict[str, str]:
        """Papers deleted for good → the stamp of their deletion."""
        return {
            str(d["paper_id"]): str(d.get("s") or "")
            for d in self.file.raw(TOMBSTONES).values()
            if d.get("paper_id")
        }

    def add_tombstones(self, stamps: dict[str, str]) -> None:
        """Remember deletions (in memory; the caller flushes)."""
        if not stamps:
            return
        known = self.tombstones()
        table = self.file.table(TOMBSTONES)
        with self.file.storage.batch(flush=False):
            keys = {str(d.get("paper_id")): int(k) for k, d in self.file.raw(TOMBSTONES).items()}
            for pid, stamp in stamps.items():
                if pid in keys:
                    if stamp > known.get(pid, ""):
                        table.update({"s": stamp}, doc_ids=[keys[pid]])
                else:
                    table.insert({"paper_id": pid, "s": stamp})

    def library_stamps(self) -> dict[str, str]:
        """The stamps of the library-wide values (a dictionary kept in the file's meta)."""
        stamps = self.file.meta.get("library_stamps")
        if not isinstance(stamps, dict):
            stamps = self.file.meta["library_stamps"] = {}
        return stamps

    def library_values(self) -> dict[str, Any]:
        values: dict[str, Any] = {
            SEARCH_KEY + name: query for name, query in self.searches().items()
        }
        values[COLLECTIONS] = self.collection_names()
        values[COLLECTION_PARENTS] = self.collection_parents()
        values["distinct"] = sorted(map(list, self.distinct_pairs()))
        values.update({STRING_KEY + name: v for name, v in self.bibtex_strings().items()})
        return values

    def _record_library(self, key: str, old: Any, new: Any) -> None:
        if self.recorder is not None:
            stamp = self.recorder.library(key, old, new)
            if stamp:
                self.library_stamps()[key] = stamp

    def _put_library(self, key: str, value: Any) -> None:
        if key.startswith(SEARCH_KEY):
            name = key[len(SEARCH_KEY) :]
            if value is None:
                self.delete_search(name)
            elif isinstance(value, str):
                self.save_search(name, value)
        elif key.startswith(STRING_KEY):
            self._put_bibtex_string(
                key[len(STRING_KEY) :], value if isinstance(value, str) else None
            )
        elif key == COLLECTIONS and isinstance(value, list):
            self.set_collection_names([str(v) for v in value])
        elif key == COLLECTION_PARENTS and isinstance(value, dict):
            self.set_collection_parents({str(k): str(v) for k, v in value.items() if v})
        elif key == "distinct" and isinstance(value, list):
            pairs = {(str(p[0]), str(p[1])) for p in value if isinstance(p, list) and len(p) == 2}
            self.set_distinct_pairs(pairs)
