"""JabRef's groups, read: the group tree at the end of a library and each entry's `groups`.

JabRef keeps its tree in one comment, ``@Comment{jabref-meta: grouping: …}`` (JabRef 3.3
and later; ``groupstree:`` before), one group per unit ending in ``;``::

    0 AllEntriesGroup:;
    1 StaticGroup:Thesis\\;0\\;1\\;0x8a8a8aff\\;\\;\\;;
    2 StaticGroup:Chapter 2\\;0\\;1\\;0x8a8a8aff\\;\\;\\;;

The number is the group's depth. Escapes come twice: a unit escapes its ``;`` and ``\\``
with a backslash, and inside the unit the group's own parts (name; hierarchical context;
…) are separated by ``;`` and escape theirs the same way; any other escaped character
(``\\:``) stands for itself. A line deeper than the one before by more than one goes
inside that one, as JabRef reads it. Files of JabRef 2 wrap long lines: newlines are not
part of the tree.

A static group (``StaticGroup``; ``ExplicitGroup`` in older files) holds the entries whose
`groups` field names it: the field is a comma-separated list (a backslash escapes the next
character, ``>`` separates the levels of a hierarchical word), and an entry is in a group
when every word of the group's name is in its list, as JabRef decides. An old
``ExplicitGroup`` lists its entries' citation keys itself. JabRef works out the other kinds
(keyword, search and automatic groups, groups of a LaTeX file's citations) from a search:
Lectern does not run those searches, so such a group is left out, unless static groups sit
inside it, when it is kept (empty) to keep them where they are. A name in the `groups` field
that no group of the tree matches is a collection at the top.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from lectern.core.text.bibtex import unescape_free_text

_META = re.compile(r"\s*jabref-meta:\s*(grouping|groupstree)\s*:", re.I)
_LINE = re.compile(r"(\d+)\s+([A-Za-z]+):(.*)", re.S)
ROOT = "AllEntriesGroup"
STATIC = frozenset({"StaticGroup", "ExplicitGroup"})
LEGACY_STATIC = "ExplicitGroup"  # may list its entries' citation keys
ESCAPE, SEPARATOR = "\\", ";"

Word = tuple[str, ...]  # one word of a `groups` field, by its levels ("A > B": ("A", "B"))


@dataclass(slots=True)
class Group:
    """One group of the tree: its name as written (its escapes undone), kind, the groups
    inside it, and for an old ExplicitGroup the citation keys of its entries."""

    written: str
    kind: str
    keys: tuple[str, ...] = ()
    children: list[Group] = field(default_factory=list)

    @property
    def static(self) -> bool:
        return self.kind in STATIC

    @property
    def name(self) -> str:
        """The collection's name: as written, but for the braces Lectern's export wrote
        as ``\\textbraceleft{}`` (a lone brace would break the file)."""
        return unescape_free_text(" ".join(self.written.split()))

    def holds_static(self) -> bool:
        return any(child.static or child.holds_static() for child in self.children)


@dataclass(frozen=True, slots=True)
class _Member:
    path: tuple[str, ...]
    words: frozenset[Word]
    keys: frozenset[str]


class GroupTree:
    """The groups of one file that become collections, and who is in them."""

    def __init__(self, top: Iterable[Group] = ()) -> None:
        self.paths: list[tuple[str, ...]] = []  # every kept group, parents first, file order
        self._members: list[_Member] = []
        for group in top:
            self._add(group, ())

    def _add(self, group: Group, above: tuple[str, ...]) -> None:
        kept = bool(group.name) and (group.static or group.holds_static())
        path = (*above, group.name) if kept else above
        if kept and path not in self.paths:
            self.paths.append(path)
        if kept and group.static:
            words = frozenset(words_of(group.written))
            self._members.append(_Member(path, words, frozenset(group.keys)))
        for child in group.children:
            self._add(child, path)

    def __bool__(self) -> bool:
        return bool(self.paths)

    def collections_of(self, groups: str, key: str = "") -> list[tuple[str, ...]]:
        """The groups an entry is in, as paths from the top, from its `groups` field and its
        citation key (old files list the keys in the tree); a word no group of the tree
        accounts for is a group at the top."""
        words = words_of(groups)
        have = set(words)
        found: list[tuple[str, ...]] = []
        for member in self._members:
            if (member.words and member.words <= have) or (key and key in member.keys):
                found.append(member.path)
        accounted = {word for member in self._members for word in member.words}
        found.extend((_display(word),) for word in words if word not in accounted)
        return list(dict.fromkeys(p for p in found if p[-1]))


def read_tree(comments: Iterable[str]) -> GroupTree:
    """The group tree of a file's comments: its ``grouping`` one (else its older
    ``groupstree``); empty if it has neither."""
    found: dict[str, str] = {}
    for comment in comments:
        match = _META.match(comment)
        if match:
            found.setdefault(match.group(1).lower(), comment[match.end() :])
    value = found.get("grouping", found.get("groupstree"))
    return GroupTree(parse_groups(value).children) if value is not None else GroupTree()


def parse_groups(value: str) -> Group:
    """The tree a ``grouping`` value holds, under an AllEntriesGroup of its own."""
    root = Group("", ROOT)
    trail = [root]  # the groups from the root down to the last one read
    for unit in _units(value.replace("\r", "").replace("\n", "")):
        match = _LINE.fullmatch(unit.strip())
        if not match:
            continue  # not a group line: JabRef would drop the whole tree; Lectern the line
        level, kind, spec = int(match.group(1)), match.group(2), match.group(3)
        if kind == ROOT:
            del trail[1:]
            continue
        parts = [_unquote(p) for p in _tokens(spec)]
        keys = tuple(k for k in parts[2:] if k.strip()) if kind == LEGACY_STATIC else ()
        group = Group(parts[0] if parts else "", kind, keys)
        while len(trail) > 1 and level <= len(trail) - 1:
            trail.pop()
        trail[-1].children.append(group)
        trail.append(group)
    return root


def words_of(groups: str) -> list[Word]:
    """A `groups` field's words, as JabRef splits it: at commas, each word at ``>`` into
    its levels, a backslash keeping the next character as it is; spaces trimmed."""
    words: list[Word] = []
    levels: list[str] = []
    current: list[str] = []
    escaped = False

    def level() -> None:
        levels.append(" ".join("".join(current).split()))
        current.clear()

    def word() -> None:
        level()
        if any(levels):
            words.append(tuple(levels))
        levels.clear()

    for char in groups:
        if escaped:
            current.append(char)
            escaped = False
        elif char == ESCAPE:
            escaped = True
        elif char == ">":
            level()
        elif char == ",":
            word()
        else:
            current.append(char)
    if current or levels:
        word()
    return list(dict.fromkeys(words))


def _display(word: Word) -> str:
    return unescape_free_text(" > ".join(word))


def _units(value: str) -> list[str]:
    """The ``;``-ended units of a metadata value, their ``\\;`` and ``\\\\`` undone (any other
    escape is left for the group's own parts)."""
    units, current = [], []
    chars = iter(value)
    for char in chars:
        if char == ESCAPE:
            following = next(chars, "")
            current.append(following if following in (SEPARATOR, ESCAPE) else char + following)
        elif char == SEPARATOR:
            units.append("".join(current))
            current = []
        else:
            current.append(char)
    units.append("".join(current))
    return [unit for unit in units if unit.strip()]


def _tokens(spec: str) -> list[str]:
    """A group's parts, split at each ``;`` not escaped; escapes kept for _unquote."""
    tokens, current = [], []
    chars = iter(spec)
    for char in chars:
        if char == ESCAPE:
            current.append(char + next(chars, ""))
        elif char == SEPARATOR:
            tokens.append("".join(current))
            current = []
        else:
            current.append(char)
    tokens.append("".join(current))
    return tokens


def _unquote(token: str) -> str:
    """A part with every escape undone: the character after a backslash, as it is."""
    return re.sub(r"\\(.)", r"\1", token, flags=re.S)
