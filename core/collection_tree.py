"""Collections as a tree: each keeps its unique name, and a parent map nests them.

A name stays the collection's whole identity (counts, ``collection:`` searches, exports and
other devices go by it), so nesting is only a map from a collection to the one it sits
inside. This module reads that map as a tree: the nodes in order, the collections inside
one, and the check that a move would not put a collection inside itself.
"""

from __future__ import annotations

import locale
from collections.abc import Iterator, Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CollectionNode:
    """One collection in the tree: its papers (its own, not those of the collections
    inside it) and the collections inside it, in order."""

    name: str
    count: int
    children: tuple[CollectionNode, ...] = ()

    def walk(self, depth: int = 0) -> Iterator[tuple[int, CollectionNode]]:
        """This node and every node inside it, depth first, with their depth."""
        yield depth, self
        for child in self.children:
            yield from child.walk(depth + 1)


def sort_key(name: str) -> tuple[str, str]:
    """Siblings in the order of the language's alphabet, ignoring case (the process's
    collation; the window sorts its own rows with the user's locale)."""
    folded = name.casefold()
    try:
        return locale.strxfrm(folded), name
    except (ValueError, OSError):  # a name the C library cannot collate (a NUL in it)
        return folded, name


def clean_parents(names: Mapping[str, object], parents: Mapping[str, str]) -> dict[str, str]:
    """The nesting of the collections in `names`: a link to a collection that is gone is
    dropped (its child is at the top), and so is a link that closes a loop (never made
    here, but a hand-edited or half-synced file may hold one)."""
    links = {c: p for c, p in parents.items() if c in names and p in names and c != p}
    for name in sorted(links):
        seen = {name}
        parent = links.get(name)
        while parent is not None:
            if parent in seen:
                links.pop(name, None)
                break
            seen.add(parent)
            parent = links.get(parent)
    return links


def build(counts: Mapping[str, int], parents: Mapping[str, str]) -> list[CollectionNode]:
    """The top-level collections, each with the ones inside it, siblings in order."""
    links = clean_parents(counts, parents)
    inside: dict[str | None, list[str]] = {}
    for name in counts:
        inside.setdefault(links.get(name), []).append(name)

    def node(name: str) -> CollectionNode:
        children = sorted(inside.get(name, ()), key=sort_key)
        return CollectionNode(name, counts[name], tuple(node(c) for c in children))

    return [node(name) for name in sorted(inside.get(None, ()), key=sort_key)]


def inside(name: str, parents: Mapping[str, str]) -> set[str]:
    """Every collection inside `name`, at any depth."""
    children: dict[str, list[str]] = {}
    for child, parent in parents.items():
        children.setdefault(parent, []).append(child)
    found: set[str] = set()
    waiting = list(children.get(name, ()))
    while waiting:
        child = waiting.pop()
        if child not in found and child != name:
            found.add(child)
            waiting.extend(children.get(child, ()))
    return found


def path(name: str, parents: Mapping[str, str]) -> tuple[str, ...]:
    """The names from the top down to `name` ("Thesis", "Chapter 2")."""
    out = [name]
    while (parent := parents.get(out[-1])) is not None and parent not in out:
        out.append(parent)
    return tuple(reversed(out))
