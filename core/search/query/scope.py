"""Where a query searches: the library, the Trash (`in:trash`) or the reading queue
(`in:queue`)."""

from __future__ import annotations

import re

from lectern.core.said import in_turn, said

_IN_SCOPE = re.compile(r"(?<![^\s(])in:([\w-]*)", re.IGNORECASE)
PLACES = ("trash", "queue", "library")  # the first named wins: the Trash holds no queue


def split_scope(query: str) -> tuple[str, str, str]:
    """`in:trash transformer` → ("transformer", "trash", ""); the place is "" for the library
    (`in:library`, the default, changes nothing). An unknown `in:` place is left out and
    named in the message."""
    named = [match.group(1) for match in _IN_SCOPE.finditer(query)]
    if not named:
        return query, "", ""
    places = {p.lower() for p in named}
    problems = [
        said("Unknown place 'in:{place}' — use in:trash or in:queue", place=p)
        for p in named
        if p.lower() not in PLACES
    ]
    place = next((p for p in PLACES[:2] if p in places), "")
    return " ".join(_IN_SCOPE.sub(" ", query).split()), place, in_turn(problems)
