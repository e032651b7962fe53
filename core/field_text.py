"""A record's other fields as text a person reads and types, and back.

The edit form (F2), `lectern show` and `lectern edit --set` show and take a paper's other
fields (`Paper.fields` beyond what Lectern's own values show) through these two functions,
so every place reads a value the same way:

- a value of text is shown as the file wrote it, LaTeX and line breaks kept; one typed into
  a BibTeX record is LaTeX too, so a bare "&", "%" or "#" (which LaTeX cannot print) gets
  its backslash, outside the fields biblatex reads verbatim (URLs, DOIs);
- a field holding several values (a RIS tag that repeats, a MEDLINE tag, a CSL list of
  strings) is shown one value per line: a value may hold "; " or ", " itself (a name
  "Smith, J"), never a line break, so lines are the one separator that cannot be misread;
- a value with structure (a CSL record's names or dates, a number) is shown as JSON, as
  CSL-JSON files write it, and must stay JSON when it is changed.
"""

from __future__ import annotations

import json
from typing import Any

from lectern.core.crosswalk import BIBTEX, ENDNOTE, MEDLINE, RIS
from lectern.core.said import said
from lectern.core.text.bibtex import VERBATIM_FIELDS, escape_bare_specials

# The format of the record a paper gets with its first field when it came without one (typed
# in, or from a list or a feed): BibTeX, the format Lectern writes such a paper's record in.
NEW_RECORD = BIBTEX
# Formats whose records repeat a tag for each value: a new field typed on several lines is
# several values there, and one value of several lines elsewhere (BibTeX, CSL).
REPEATING = frozenset({RIS, MEDLINE, ENDNOTE})


def is_lines(value: Any) -> bool:
    """A field of several values of text, shown one per line."""
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def record_dialect(dialect: str) -> str:
    """The format a paper's fields are typed in: its record's, or `NEW_RECORD` for a paper
    without one, whose first field starts its record (lectern.core.library.papers)."""
    return dialect or NEW_RECORD


def field_text(value: Any) -> str:
    """The value as the user reads and edits it."""
    if isinstance(value, str):
        return value
    if is_lines(value):
        return "\n".join(value)
    return json.dumps(value, ensure_ascii=False)


def field_value(name: str, text: str, before: Any, dialect: str) -> Any:
    """What the user typed for a field, as the record keeps it; `before` is the value it
    had (None for a new field), whose shape it keeps. "" removes the field. ValueError in
    plain words for structure that is not JSON any more."""
    if before is not None and text == field_text(before):
        return before  # untouched: exactly as it was, whatever its shape
    if not text.strip():
        return ""
    if isinstance(before, str) or (before is None and dialect == BIBTEX):
        return _typed_text(name, text.strip(), dialect)
    if is_lines(before) or (before is None and dialect in REPEATING and "\n" in text.strip()):
        return [line.strip() for line in text.splitlines() if line.strip()]
    if before is None:
        return text.strip()
    if isinstance(before, bool | int | float):
        try:
            number = json.loads(text)
        except ValueError:
            return text.strip()  # a number written as text, as CSL allows
        return number if isinstance(number, int | float) else text.strip()
    try:
        value = json.loads(text)
    except ValueError:
        value = None
    if not isinstance(value, list | dict):
        raise ValueError(
            said(
                "{name} holds names or a date as its file writes them: keep it JSON, "
                "such as {example}",
                name=name,
                example=field_text(before)[:60],
            )
        )
    return value


def _typed_text(name: str, text: str, dialect: str) -> str:
    if dialect == BIBTEX and name.lower() not in VERBATIM_FIELDS:
        return escape_bare_specials(text)
    return text
