"""JabRef's groups, written: a paper's collections in `groups`, the tree at the file's end.

Written as JabRef 5 and later write them (its ``GroupSerializer`` and
``MetaDataSerializer``), so JabRef shows each collection as a static group with the same
papers, nested the same way: ``groups = {A, B}`` on each entry, and at the end ::

    @Comment{jabref-meta: grouping:
    0 AllEntriesGroup:;
    1 StaticGroup:A\\;0\\;1\\;0x8a8a8aff\\;\\;\\;;
    2 StaticGroup:A child\\;0\\;1\\;0x8a8a8aff\\;\\;\\;;
    }

Each group is: its name (``;`` and ``\\`` escaped with a backslash), its hierarchical
context 0 ("independent": a group shows its own papers, as a collection does), expanded,
JabRef's grey, no icon, no description; the whole line is escaped once more and ends in
``;``. Names are written as they are, as JabRef writes them, but for a lone brace (it
would end the entry or the comment): ``\\textbraceleft{}``, which Lectern reads back.
:mod:`lectern.core.importers.jabref_groups` reads all of it back.
"""

from __future__ import annotations

from collections.abc import Sequence

from lectern.core.text.bibtex import escape_free_text

FIELD = "groups"
COLOR = "0x8a8a8aff"  # JabRef's default group colour


def groups_field(names: Sequence[str]) -> str:
    """The value of an entry's `groups` field: its collections, as JabRef lists them."""
    return ", ".join(_name(n) for n in names)


def grouping_comment(paths: Sequence[tuple[str, ...]]) -> str:
    """The ``jabref-meta: grouping`` comment of collections given as paths from the top,
    each after the one it sits in; "" for none (JabRef writes no tree then either)."""
    if not paths:
        return ""
    lines = ["0 AllEntriesGroup:"]
    for path in paths:
        lines.append(f"{len(path)} StaticGroup:{_quote(_name(path[-1]))};0;1;{COLOR};;;")
    body = "".join(f"{_quote(line)};\n" for line in lines)
    return f"@Comment{{jabref-meta: grouping:\n{body}}}\n"


def _name(name: str) -> str:
    return escape_free_text(" ".join(name.split()))


def _quote(text: str) -> str:
    """JabRef's escaping of a part: a backslash before each ``\\`` and ``;``."""
    return text.replace("\\", "\\\\").replace(";", "\\;")
