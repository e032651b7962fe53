"""Collections the user manages: a paper belongs to any number of them.

Part of :class:`lectern.core.library.Library` (a mixin). Membership lives on each paper
(``collections``, its first the one it was imported into); collections the user made are
also listed in ``annotations.json`` so an empty one stays. Deleting a collection keeps its
papers; renaming one onto another's name merges the two. Each change goes through
``_put_papers`` and can be undone with a snapshot of the collection's papers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from lectern.core.errors import LecternError

if TYPE_CHECKING:
    from lectern.core.library.grouping import WriteLock
    from lectern.core.storage.annotations import AnnotationTable


class PaperCollections:
    _notes: AnnotationTable
    _by_id: dict[str, dict[str, Any]]
    _write_lock: WriteLock
    _writable: Callable[[], None]
    _put_papers: Callable[..., None]
    _require: Callable[..., list[str]]
    collections: Callable[[], dict[str, int]]

    def collection_ids(self, name: str) -> list[str]:
        """Every paper in the collection, the Trash's included (for a snapshot before a change)."""
        return [pid for pid, doc in self._by_id.items() if name in (doc.get("collections") or ())]

    def create_collection(self, name: str) -> str:
        name = _name(name)
        if name in self.collections():
            raise LecternError(f"There is already a collection named {name!r}.")
        self._writable()
        with self._write_lock:
            self._put_papers({}, names=[*self._notes.collection_names(), name])
        return name

    def add_to_collection(self, ids: Iterable[str], name: str) -> list[str]:
        """Put papers in a collection (made if new); returns those that were not in it."""
        name = _name(name)
        changed = {
            pid: {
                **self._by_id[pid],
                "collections": [*(self._by_id[pid].get("collections") or ()), name],
            }
            for pid in self._require(ids)
            if name not in (self._by_id[pid].get("collections") or ())
        }
        self._put_papers(changed, names=self._names_with(name))
        return list(changed)

    def remove_from_collection(self, ids: Iterable[str], name: str) -> list[str]:
        """Take papers out of a collection (they stay in the library)."""
        changed = {
            pid: {
                **self._by_id[pid],
                "collections": [c for c in self._by_id[pid].get("collections") or () if c != name],
            }
            for pid in self._require(ids)
            if name in (self._by_id[pid].get("collections") or ())
        }
        if changed:
            self._put_papers(changed)
        return list(changed)

    def rename_collection(self, old: str, new: str) -> None:
        """Rename a collection; onto an existing name, the two become one."""
        new = _name(new)
        if old not in self.collections():
            raise LecternError(f"There is no collection named {old!r}.")
        if new == old:
            return
        changed = {}
        for pid in self.collection_ids(old):
            names = self._by_id[pid].get("collections") or []
            changed[pid] = {
                **self._by_id[pid],
                "collections": list(dict.fromkeys(new if c == old else c for c in names)),
            }
        names = [new if c == old else c for c in self._notes.collection_names()]
        self._put_papers(changed, names=list(dict.fromkeys([*names, new])))

    def delete_collection(self, name: str) -> int:
        """Delete a collection; its papers stay in the library. Returns how many it held."""
        ids = self.collection_ids(name)
        changed = {
            pid: {
                **self._by_id[pid],
                "collections": [c for c in self._by_id[pid].get("collections") or () if c != name],
            }
            for pid in ids
        }
        self._put_papers(changed, names=[c for c in self._notes.collection_names() if c != name])
        return len(ids)

    def _names_with(self, name: str) -> list[str] | None:
        names = self._notes.collection_names()
        return None if name in names else [*names, name]


def _name(name: str) -> str:
    name = " ".join(str(name).split())
    if not name:
        raise ValueError("A collection needs a name.")
    return name
