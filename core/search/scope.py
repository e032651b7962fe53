"""Where a query searches: the library, or the Trash (`in:trash`)."""

from __future__ import annotations

import re

_IN_SCOPE = re.compile(r"(?<![^\s(])in:([\w-]*)", re.IGNORECASE)


def split_scope(query: str) -> tuple[str, bool, str]:
    """`in:trash transformer` → ("transformer", True, ""); an unknown `in:` place is left
    out and named in the message. `in:library` is the default and changes nothing."""
    places = [match.group(1) for match in _IN_SCOPE.finditer(query)]
    if not places:
        return query, False, ""
    problems = [
        f"Unknown place 'in:{p}' — use in:trash"
        for p in places
        if p.lower() not in ("trash", "library")
    ]
    in_trash = any(p.lower() == "trash" for p in places)
    return " ".join(_IN_SCOPE.sub(" ", query).split()), in_trash, "; ".join(problems)
