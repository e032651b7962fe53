"""BibTeX field values read as text: LaTeX to Unicode, BibTeX's grouping braces gone, and
name lists as display names.

Shared by the BibTeX importer and the crosswalk, which reads Lectern's own fields back from
any BibTeX file it wrote.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bibtexparser.middlewares.names import (
    parse_single_name_into_parts,
    split_multiple_persons_names,
)

from lectern.core.text.latex import latex_to_text

_TIE = re.compile(r"(?<!\\)~")  # "J.~Chem. Phys.": a non-breaking space


def latex_value(value: str, *, keep_math: bool = False) -> str:
    """A field value → Unicode; grouping braces go, escaped ones (``\\{``) stay as text.

    The LaTeX reader removes groups itself; in text without ``\\`` or ``$`` it reads only
    TeX's dashes and quotes, and there every brace is a BibTeX group ("{BERT}" protects
    capitals), so they are removed here first.
    """
    if "\\" not in value and "$" not in value:
        value = value.replace("{", "").replace("}", "")
    return latex_to_text(value, keep_math=keep_math)


def latex_text(value: str) -> str:
    """A title-like field: LaTeX → Unicode, case-protecting braces gone, one line."""
    return " ".join(latex_value(_TIE.sub(" ", value)).split())


def display_names(value: str) -> list[str]:
    """A name list as display names. A short list is kept for the entries that follow: a
    proceedings' editors and a column's author repeat across a large file, and reading
    each name was much of reading an entry."""
    if len(value) <= _KEPT_NAMES_LENGTH:
        return list(_kept_names(value))
    return list(_display_names(value))


def _display_names(value: str) -> tuple[str, ...]:
    names = []
    for raw in split_multiple_persons_names(value):
        if raw.strip().lower() == "others":
            continue
        try:
            parts = parse_single_name_into_parts(raw, strict=False)
            display = parts.merge_first_name_first
        except Exception:  # noqa: BLE001 - bibtexparser raises assorted errors on odd names
            display = raw
        display = latex_text(display)
        if display:
            names.append(display)
    return tuple(names)


_kept_names = lru_cache(maxsize=2048)(_display_names)
_KEPT_NAMES_LENGTH = 1000
