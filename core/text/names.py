"""Names of people between the forms the formats write: "Last, First" to a display name, and
a display name to CSL-JSON's parts and RIS's "Last, First, Suffix".

Shared by the importers and exporters and by the crosswalk, which reads and writes Lectern's
own fields in each format.
"""

from __future__ import annotations

import re

from lectern.core.citekeys import split_name


def _one_line(text: str) -> str:
    return " ".join(text.split())


_SUFFIX = re.compile(r"(?:jr|sr|ii|iii|iv|v|vi)\.?", re.I)


def display_name(name: str) -> str:
    """ "Last, First" / "Last, Jr., First" (BibTeX's order) / "Last, First, Jr." (RIS's)
    → "First Last Jr."; anything else tidied."""
    name = _one_line(name).strip(",; ")
    if name.count(",") == 1:
        last, first = (part.strip() for part in name.split(","))
        return _one_line(f"{first} {last}") if first and last else (first or last)
    if name.count(",") == 2:
        last, suffix, first = (part.strip() for part in name.split(","))
        if _SUFFIX.fullmatch(first) and not _SUFFIX.fullmatch(suffix):
            first, suffix = suffix, first
        return _one_line(f"{first} {last} {suffix}")
    return name


def csl_name(display: str) -> dict[str, str]:
    """Split a display name; organisations and single names stay whole as a "literal"."""
    display = " ".join(display.split())
    if "," in display or re.search(r"\sand\s", display, re.I):
        return {"literal": display}
    family, given, suffix = split_name(display)
    if not given and not suffix:
        return {"literal": family}
    name = {"family": family, "given": given}
    if suffix:
        name["suffix"] = suffix
    return name


def ris_name(display: str) -> str:
    family, given, suffix = split_name(display)
    return ", ".join(part for part in (family, given, suffix) if part)
