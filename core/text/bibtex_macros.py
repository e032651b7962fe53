"""BibTeX `@string` macros: a value as a file writes it, and the value it stands for.

A field may be a macro (`journal = j-TUGboat`), a month (`month = oct`), or pieces joined
by ``#`` (`acknowledgement = ack-bnb # " and " # ack-nhfb`). Lectern reads the value each
stands for, for search, citing and display, and keeps the written form beside it so the
BibTeX export writes the reference back, as JabRef does. Both directions use
:func:`expand`, so a written form is written back only while it still gives the value
the paper has: a field the user edited, or a name another file defined differently, is
written as its plain value.

Undefined names stand for themselves: the months ``jan``…``dec`` are BibTeX's own and
need no definition, and a file may name a macro its style defines.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

MONTHS = frozenset("jan feb mar apr may jun jul aug sep oct nov dec".split())

_PIECE = re.compile(
    r"\s*(?:\{(?P<brace>(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}"
    r'|"(?P<quote>(?:[^"{}\\]|\\.|\{[^{}]*\})*)"|(?P<bare>[^\s#"{}]+))\s*(?:#|$)'
)


def expand(value: str, strings: Mapping[str, str]) -> str:
    """A written value ({..}, "..", macros and numbers joined by #) → the text it stands
    for; `strings` maps lower-cased names to their values. Unchanged if it is not one."""
    parts, pos = [], 0
    while pos < len(value):
        match = _PIECE.match(value, pos)
        if not match or match.end() == pos:
            return value
        if match.group("brace") is not None:
            parts.append(match.group("brace"))
        elif match.group("quote") is not None:
            parts.append(match.group("quote"))
        else:
            parts.append(strings.get(match.group("bare").lower(), match.group("bare")))
        pos = match.end()
    return "".join(parts)


def references(value: str) -> list[str]:
    """The macro names a written value refers to, as written (numbers are no names)."""
    names, pos = [], 0
    while pos < len(value):
        match = _PIECE.match(value, pos)
        if not match or match.end() == pos:
            return []
        bare = match.group("bare")
        if bare is not None and not bare.isdigit():
            names.append(bare)
        pos = match.end()
    return names


def folded(strings: Mapping[str, str]) -> dict[str, str]:
    """Definitions by lower-cased name, as BibTeX looks them up (the first of a name)."""
    out: dict[str, str] = {}
    for name, value in strings.items():
        out.setdefault(name.lower(), value)
    return out


def defined_in_order(definitions: Iterable[tuple[str, str, bool]]) -> dict[str, str]:
    """A file's `@string`s (name as written, value with its delimiters removed, whether it
    was written bare): a bare value (a macro, pieces joined by #) is read with the
    definitions before it, as BibTeX reads them; the first definition of a name wins."""
    strings: dict[str, str] = {}
    lookup: dict[str, str] = {}
    for name, value, bare in definitions:
        if name.lower() in lookup:
            continue
        strings[name] = lookup[name.lower()] = expand(value, lookup) if bare else value
    return strings


def written_form(name: str, value: str) -> str:
    """A `@string` definition as the export writes it."""
    return f"@string{{{name} = {{{value}}}}}\n"


class Written(str):
    """A field value the BibTeX export writes bare, as its source wrote it: a macro
    reference or pieces joined by ``#`` (never in braces, which would make it text)."""

    __slots__ = ()
