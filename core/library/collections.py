"""Collections the user manages: a paper belongs to any number of them, and they nest.

Part of :class:`lectern.core.library.Library` (a mixin). Membership lives on each paper
(``collections``, its first the one it was imported into); collections the user made are
also listed in ``annotations.json`` so an empty one stays. Each collection keeps one name,
unique in the library; nesting is a map from a collection to the one it sits inside, kept
beside that list (:mod:`lectern.core.collection_tree`), and a collection with a
parent or a child is always on the list, so it stays while empty.

Deleting a collection keeps its papers, and the collections inside it move up to its own
parent. Renaming one takes the collections inside it along; renaming it onto another's name
merges the two, and its children go inside the one it merged into. Each change goes through
``_put_papers`` and can be undone with a snapshot of the collection's papers (a snapshot
holds the list and the nesting too).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from lectern.core import collection_tree
from lectern.core.collection_tree import CollectionNode
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

    # --- reading --------------------------------------------------------------------------
    def collection_ids(self, name: str) -> list[str]:
        """Every paper in the collection, the Trash's included (for a snapshot before a change)."""
        return [pid for pid, doc in self._by_id.items() if name in (doc.get("collections") or ())]

    def collection_parents(self) -> dict[str, str]:
        """A nested collection → the collection it sits inside (top-level ones are absent)."""
        return collection_tree.clean_parents(self.collections(), self._notes.collection_parents())

    def collection_tree(self) -> list[CollectionNode]:
        """The top-level collections, each with the ones inside it; siblings in alphabetical
        order ignoring case. A count is the collection's own papers, not its children's, as
        its view shows them (JabRef's default, "independent" groups, is the same)."""
        return collection_tree.build(self.collections(), self._notes.collection_parents())

    def collection_paths(self, names: Iterable[str] | None = None) -> list[tuple[str, ...]]:
        """Each collection as the names from the top down to it, in the tree's order: every
        collection, or those in `names` with the ones they sit inside."""
        wanted: set[str] | None = None
        if names is not None:
            parents = self.collection_parents()
            wanted = {n for name in names for n in collection_tree.path(name, parents)}
        out: list[tuple[str, ...]] = []
        trail: list[str] = []
        for root in self.collection_tree():
            for depth, node in root.walk():
                del trail[depth:]
                trail.append(node.name)
                if wanted is None or node.name in wanted:
                    out.append(tuple(trail))
        return out

    # --- changes --------------------------------------------------------------------------
    def create_collection(self, name: str, *, parent: str | None = None) -> str:
        """Make an empty collection, at the top or inside `parent`; returns its name."""
        name = _name(name)
        existing = self.collections()
        if name in existing:
            raise LecternError(f"There is already a collection named {name!r}.")
        if parent is not None and parent not in existing:
            raise LecternError(f"There is no collection named {parent!r}.")
        self._writable()
        with self._write_lock:
            names = self._notes.collection_names()
            if parent is None:
                self._put_papers({}, names=[*names, name])
            else:
                self._put_papers(
                    {},
                    names=_with(names, parent, name),
                    parents={**self._notes.collection_parents(), name: parent},
                )
        return name

    def move_collection(self, name: str, parent: str | None) -> None:
        """Put a collection (with the ones inside it) inside `parent`, or at the top (None).
        LecternError, changing nothing, if that would put it inside itself."""
        existing = self.collections()
        for known in (name, parent):
            if known is not None and known not in existing:
                raise LecternError(f"There is no collection named {known!r}.")
        parents = self.collection_parents()
        if parents.get(name) == parent:
            return
        if parent == name:
            raise LecternError(f"“{name}” cannot go inside itself.")
        if parent is not None and parent in collection_tree.inside(name, parents):
            raise LecternError(
                f"“{parent}” is inside “{name}”, so “{name}” cannot go inside it: "
                f"move “{parent}” out of it first."
            )
        self._writable()
        with self._write_lock:
            parents = dict(self._notes.collection_parents())
            names = self._notes.collection_names()
            if parent is None:
                parents.pop(name, None)
            else:
                parents[name] = parent
                names = _with(names, parent, name)
            self._put_papers({}, names=names, parents=parents)

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
        """Rename a collection; the collections inside it stay inside it. Onto an existing
        name, the two become one: the renamed one's children go inside the other, which
        takes the renamed one's place if it was inside it."""
        new = _name(new)
        existing = self.collections()
        if old not in existing:
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
        parents = self._notes.collection_parents()
        takes_place = new not in existing or new in collection_tree.inside(old, parents)
        place = parents.pop(old, None)
        if takes_place:  # a new name, or the one merged into was inside the renamed one
            parents.pop(new, None)
            if place is not None:
                parents[new] = place
        parents = {child: new if parent == old else parent for child, parent in parents.items()}
        self._put_papers(changed, names=_with(names, new), parents=parents)

    def delete_collection(self, name: str) -> int:
        """Delete a collection; its papers stay in the library, and the collections inside
        it move up to where it was. Returns how many papers it held."""
        ids = self.collection_ids(name)
        changed = {
            pid: {
                **self._by_id[pid],
                "collections": [c for c in self._by_id[pid].get("collections") or () if c != name],
            }
            for pid in ids
        }
        parents = self._notes.collection_parents()
        place = parents.pop(name, None)
        for child in [c for c, parent in parents.items() if parent == name]:
            if place is None:
                del parents[child]  # to the top, where the deleted one was
            else:
                parents[child] = place
        self._put_papers(
            changed,
            names=[c for c in self._notes.collection_names() if c != name],
            parents=parents,
        )
        return len(ids)

    def _names_with(self, name: str) -> list[str] | None:
        names = self._notes.collection_names()
        return None if name in names else [*names, name]


def _with(names: Sequence[str], *more: str) -> list[str]:
    """The list of collections made, with `more` on it (a parent and a child stay while empty)."""
    return list(dict.fromkeys([*names, *more]))


def _name(name: str) -> str:
    name = " ".join(str(name).split())
    if not name:
        raise ValueError("A collection needs a name.")
    return name
