"""Collections the user manages: a paper belongs to any number of them, and they nest.

The `Collections` part of :class:`lectern.core.library.Library`. Membership lives on each paper
(``collections``, its first the one it was imported into); collections the user made are
also listed in ``annotations.json`` so an empty one stays. Each collection keeps one name,
unique in the library; nesting is a map from a collection to the one it sits inside, kept
beside that list (:mod:`lectern.core.collection_tree`), and a collection with a
parent or a child is always on the list, so it stays while empty.

Deleting a collection keeps its papers, and the collections inside it move up to its own
parent. Renaming one takes the collections inside it along; renaming it onto another's name
merges the two, and its children go inside the one it merged into. Each change goes through
``LibraryState.put_papers`` as one action, which Undo takes back (History puts back the
papers' collections, the list of collections and the nesting). It owns the counts of
papers per collection, kept on the state until papers change.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from lectern.core import collection_tree
from lectern.core.collection_tree import CollectionNode
from lectern.core.errors import LecternError
from lectern.core.library.state import LibraryState
from lectern.core.said import said


class Collections:
    """The collections: what is in each, how they nest, and changing either."""

    def __init__(self, state: LibraryState) -> None:
        self._state = state

    # --- reading --------------------------------------------------------------------------
    def counts(self) -> dict[str, int]:
        """Papers per collection; counted again only when papers come in (not per edit)."""
        state = self._state
        counts = state.collection_counts
        if counts is None:
            by_id = state.by_id
            counts = dict(
                Counter(
                    name for pid in state.live for name in by_id[pid].get("collections") or ()
                ).most_common()
            )
            for name in self._state.annotations.collection_names():  # made by the user, still empty
                counts.setdefault(name, 0)
            state.collection_counts = counts
        return dict(counts)

    def ids(self, name: str) -> list[str]:
        """Every paper in the collection, the Trash's included."""
        return [
            pid for pid, doc in self._state.by_id.items() if name in (doc.get("collections") or ())
        ]

    def parents(self) -> dict[str, str]:
        """A nested collection → the collection it sits inside (top-level ones are absent)."""
        return collection_tree.clean_parents(
            self.counts(), self._state.annotations.collection_parents()
        )

    def tree(self) -> list[CollectionNode]:
        """The top-level collections, each with the ones inside it; siblings in alphabetical
        order ignoring case. A count is the collection's own papers, not its children's, as
        its view shows them (JabRef's default, "independent" groups, is the same)."""
        return collection_tree.build(self.counts(), self._state.annotations.collection_parents())

    def paths(self, names: Iterable[str] | None = None) -> list[tuple[str, ...]]:
        """Each collection as the names from the top down to it, in the tree's order: every
        collection, or those in `names` with the ones they sit inside."""
        wanted: set[str] | None = None
        if names is not None:
            parents = self.parents()
            wanted = {n for name in names for n in collection_tree.path(name, parents)}
        out: list[tuple[str, ...]] = []
        trail: list[str] = []
        for root in self.tree():
            for depth, node in root.walk():
                del trail[depth:]
                trail.append(node.name)
                if wanted is None or node.name in wanted:
                    out.append(tuple(trail))
        return out

    # --- changes --------------------------------------------------------------------------
    def create(self, name: str, *, parent: str | None = None) -> str:
        """Make an empty collection, at the top or inside `parent`; returns its name."""
        state = self._state
        name = _name(name)
        existing = self.counts()
        if name in existing:
            raise LecternError(said("There is already a collection named {name}.", name=repr(name)))
        if parent is not None and parent not in existing:
            raise LecternError(said("There is no collection named {name}.", name=repr(parent)))
        state.require_writable()
        with state.write_lock:
            names = state.annotations.collection_names()
            if parent is None:
                state.put_papers({}, names=[*names, name])
            else:
                state.put_papers(
                    {},
                    names=_with(names, parent, name),
                    parents={**state.annotations.collection_parents(), name: parent},
                )
        return name

    def move(self, name: str, parent: str | None) -> None:
        """Put a collection (with the ones inside it) inside `parent`, or at the top (None).
        LecternError, changing nothing, if that would put it inside itself."""
        state = self._state
        existing = self.counts()
        for known in (name, parent):
            if known is not None and known not in existing:
                raise LecternError(said("There is no collection named {name}.", name=repr(known)))
        parents = self.parents()
        if parents.get(name) == parent:
            return
        if parent == name:
            raise LecternError(said("“{name}” cannot go inside itself.", name=name))
        if parent is not None and parent in collection_tree.inside(name, parents):
            raise LecternError(
                said(
                    "“{parent}” is inside “{name}”, so “{name}” cannot go inside it: "
                    "move “{parent}” out of it first.",
                    parent=parent,
                    name=name,
                )
            )
        state.require_writable()
        with state.write_lock:
            parents = dict(state.annotations.collection_parents())
            names = state.annotations.collection_names()
            if parent is None:
                parents.pop(name, None)
            else:
                parents[name] = parent
                names = _with(names, parent, name)
            state.put_papers({}, names=names, parents=parents)

    def add(self, ids: Iterable[str], name: str) -> list[str]:
        """Put papers in a collection (made if new); returns those that were not in it."""
        state = self._state
        name = _name(name)
        changed = {
            pid: {
                **state.by_id[pid],
                "collections": [*(state.by_id[pid].get("collections") or ()), name],
            }
            for pid in state.require(ids)
            if name not in (state.by_id[pid].get("collections") or ())
        }
        state.put_papers(changed, names=self._names_with(name))
        return list(changed)

    def remove(self, ids: Iterable[str], name: str) -> list[str]:
        """Take papers out of a collection (they stay in the library)."""
        state = self._state
        changed = {
            pid: {
                **state.by_id[pid],
                "collections": [c for c in state.by_id[pid].get("collections") or () if c != name],
            }
            for pid in state.require(ids)
            if name in (state.by_id[pid].get("collections") or ())
        }
        if changed:
            state.put_papers(changed)
        return list(changed)

    def rename(self, old: str, new: str) -> None:
        """Rename a collection; the collections inside it stay inside it. Onto an existing
        name, the two become one: the renamed one's children go inside the other, which
        takes the renamed one's place if it was inside it."""
        state = self._state
        new = _name(new)
        existing = self.counts()
        if old not in existing:
            raise LecternError(said("There is no collection named {name}.", name=repr(old)))
        if new == old:
            return
        changed = {}
        for pid in self.ids(old):
            names = state.by_id[pid].get("collections") or []
            changed[pid] = {
                **state.by_id[pid],
                "collections": list(dict.fromkeys(new if c == old else c for c in names)),
            }
        names = [new if c == old else c for c in state.annotations.collection_names()]
        parents = state.annotations.collection_parents()
        takes_place = new not in existing or new in collection_tree.inside(old, parents)
        place = parents.pop(old, None)
        if takes_place:  # a new name, or the one merged into was inside the renamed one
            parents.pop(new, None)
            if place is not None:
                parents[new] = place
        parents = {child: new if parent == old else parent for child, parent in parents.items()}
        state.put_papers(changed, names=_with(names, new), parents=parents)

    def delete(self, name: str) -> int:
        """Delete a collection; its papers stay in the library, and the collections inside
        it move up to where it was. Returns how many papers it held."""
        state = self._state
        ids = self.ids(name)
        changed = {
            pid: {
                **state.by_id[pid],
                "collections": [c for c in state.by_id[pid].get("collections") or () if c != name],
            }
            for pid in ids
        }
        parents = state.annotations.collection_parents()
        place = parents.pop(name, None)
        for child in [c for c, parent in parents.items() if parent == name]:
            if place is None:
                del parents[child]  # to the top, where the deleted one was
            else:
                parents[child] = place
        state.put_papers(
            changed,
            names=[c for c in state.annotations.collection_names() if c != name],
            parents=parents,
        )
        return len(ids)

    def _names_with(self, name: str) -> list[str] | None:
        names = self._state.annotations.collection_names()
        return None if name in names else [*names, name]


def _with(names: Sequence[str], *more: str) -> list[str]:
    """The list of collections made, with `more` on it (a parent and a child stay while empty)."""
    return list(dict.fromkeys([*names, *more]))


def _name(name: str) -> str:
    name = " ".join(str(name).split())
    if not name:
        raise ValueError(said("A collection needs a name."))
    return name
