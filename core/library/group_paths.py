"""Where an import's nested collections go: each path a file names becomes one collection.

A file (a JabRef library's groups) names collections by their path from the top, and one
name may appear in two branches ("Thesis / Reading" and "Review / Reading"); Lectern's
collection names are unique, so the two must be two collections:

- A path's first name joins the library's collection of that name, wherever it is (an
  import never moves the user's collections), or is made where the file has it.
- The same name at a second place in the file is told apart by the group it sits in:
  "Reading (Review)", then "Reading (Review) 2", …; at the top, "Reading 2". That name too
  joins the library's collection of that name, so importing the file again adds nothing.

Paths are placed in the order they come (the file's tree first), parents before children.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator


class GroupPlaces:
    """The collections of one import's paths, and the new ones it makes."""

    def __init__(self, existing: Iterable[str] = ()) -> None:
        """`existing`: the library's collections."""
        self._existing = set(existing)
        self._placed: dict[tuple[str, ...], str] = {}
        self._used: set[str] = set()  # names a path of this import already took
        self.made: list[str] = []  # collections this import makes, parents first
        self.made_parents: dict[str, str] = {}  # a made collection → the one it is inside

    def name_of(self, path: tuple[str, ...]) -> str:
        """The collection `path` goes into (made if new)."""
        path = tuple(" ".join(p.split()) for p in path)
        if path in self._placed:
            return self._placed[path]
        parent = self.name_of(path[:-1]) if len(path) > 1 else None
        for name in _candidates(path):
            if name in self._used:
                continue
            if name not in self._existing:
                self._existing.add(name)
                self.made.append(name)
                if parent is not None:
                    self.made_parents[name] = parent
            break
        self._used.add(name)
        self._placed[path] = name
        return name

    def names_of(self, paths: Iterable[tuple[str, ...]]) -> list[str]:
        return list(dict.fromkeys(self.name_of(p) for p in paths if p and all(p)))


def _candidates(path: tuple[str, ...]) -> Iterator[str]:
    """The name, then the name with its parent's ("Reading (Review)"), then numbered."""
    stem = path[-1]
    yield stem
    if len(path) > 1:
        stem = f"{stem} ({path[-2]})"
        yield stem
    n = 2
    while True:
        yield f"{stem} {n}"
        n += 1
