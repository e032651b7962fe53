"""One table of the fields BibTeX/biblatex, CSL-JSON and RIS all know, and their values
carried from one to another.

A paper keeps its source's record whole (`Paper.fields`, in the source's `dialect`); an
export in the same format writes it back as it was. An export in another format writes
Lectern's own values (title, authors, venue, …) and, through this table, every other field
the two formats share, under the other format's name and in its spelling: LaTeX becomes
text for CSL-JSON and RIS, text is escaped for BibTeX, names become lists of names, dates
become the other format's dates. A field no other format knows is carried in Lectern's own
field of the export, so reading it back into Lectern loses nothing either.

Values between formats go through a *concept*: plain text, a list of display names, or a
date written as ISO 8601 ("2020", "2020-05", "2020-05-14").

The readers and writers of values import `core/text` (names, LaTeX, BibTeX escaping) when
first called, not with this table: the search index imports the table, and `lectern
search` would load LaTeX's and HTML's readers and bibtexparser for nothing.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

BIBTEX, CSL, RIS, MEDLINE, ENDNOTE = "bibtex", "csl", "ris", "medline", "endnote"
TEXT, NAMES, DATE, MONTH = "text", "names", "date", "month"
# What a person calls each dialect.
DIALECT_NAMES = {
    BIBTEX: "BibTeX",
    CSL: "CSL-JSON",
    RIS: "RIS",
    MEDLINE: "MEDLINE",
    ENDNOTE: "EndNote XML",
}


@dataclass(frozen=True, slots=True)
class Concept:
    """One kind of value, and the field each format keeps it in (the first name is the one
    written; the others are read too)."""

    name: str
    kind: str
    bibtex: tuple[str, ...] = ()
    csl: tuple[str, ...] = ()
    ris: tuple[str, ...] = ()
    medline: tuple[str, ...] = ()
    endnote: tuple[str, ...] = ()

    def names(self, dialect: str) -> tuple[str, ...]:
        return tuple(getattr(self, dialect, ()))


# The fields Lectern's own values are not read from, that the formats share.
CONCEPTS: tuple[Concept, ...] = (
    Concept("publisher", TEXT, ("publisher",), ("publisher",), ("PB",), (), ("publisher",)),
    Concept(
        "place",
        TEXT,
        ("location", "address"),
        ("publisher-place",),
        ("CY",),
        (),
        ("pub-location",),
    ),
    Concept("editor", NAMES, ("editor",), ("editor",), ("ED", "A2"), (), ("secondary-authors",)),
    Concept("translator", NAMES, ("translator",), ("translator",), ("A4",), (), ()),
    Concept("edition", TEXT, ("edition",), ("edition",), ("ET",), (), ("edition",)),
    Concept("series", TEXT, ("series",), ("collection-title",), ("T3",), (), ("tertiary-title",)),
    Concept("isbn", TEXT, ("isbn",), ("ISBN",), ("SN",), (), ("isbn",)),
    Concept("issn", TEXT, ("issn",), ("ISSN",), ("SN",), ("IS",), ()),
    Concept("date", DATE, ("date",), ("issued",), ("DA",), ("DP",), ("pub-dates",)),
    Concept("month", MONTH, ("month",), (), (), (), ()),
    Concept("chapter", TEXT, ("chapter",), ("chapter-number",), ("SE",), (), ("section",)),
    Concept("institution", TEXT, ("institution",), ("authority",), ("PB",), (), ()),
    Concept("school", TEXT, ("school",), ("publisher",), ("PB",), (), ()),
    Concept("organization", TEXT, ("organization",), ("publisher",), ("PB",), (), ()),
    Concept("report-type", TEXT, ("type",), ("genre",), ("M3",), (), ("work-type",)),
    Concept("note", TEXT, ("note",), ("note",), (), (), ()),
    Concept("language", TEXT, ("language", "langid"), ("language",), ("LA",), ("LA",), ()),
    Concept("accessed", DATE, ("urldate",), ("accessed",), ("Y2",), (), ("access-date",)),
    Concept("short-title", TEXT, ("shorttitle",), ("title-short",), ("ST",), (), ("short-title",)),
    Concept("eprint-class", TEXT, ("eprintclass", "primaryclass"), (), (), (), ()),
    Concept("event", TEXT, ("eventtitle",), ("event-title",), (), (), ()),
    Concept("pmid", TEXT, ("pmid",), ("PMID",), (), ("PMID",), ()),
    Concept("pmcid", TEXT, ("pmcid",), ("PMCID",), (), ("PMC",), ()),
)
BY_NAME = {concept.name: concept for concept in CONCEPTS}
# The fields the table carries to other formats, by format.
SHARED_NAMES: dict[str, frozenset[str]] = {
    dialect: frozenset(name for concept in CONCEPTS for name in concept.names(dialect))
    for dialect in (BIBTEX, CSL, RIS, MEDLINE, ENDNOTE)
}

# The fields each format reads Lectern's own values from (title, authors, venue, …): those
# are written from the paper, not through the table.
VIEWED: dict[str, frozenset[str]] = {
    BIBTEX: frozenset(
        "title subtitle titleaddon author year date journal journaltitle booktitle eventtitle "
        "series school institution organization publisher howpublished volume number issue "
        "pages doi eprint eprinttype archiveprefix url abstract keywords file ids".split()
    ),
    CSL: frozenset(
        "id type title author issued container-title volume issue number page DOI URL "
        "abstract keyword citation-key custom note".split()
    ),
    RIS: frozenset("TY ID TI T1 AU A1 PY Y1 JO JF T2 VL IS SP EP DO UR AB KW L1 L4 N1".split()),
    MEDLINE: frozenset("PMID TI FAU AU DP JT TA VI IP PG LID AID AB OT MH".split()),
    ENDNOTE: frozenset(),
}
# The fields each format reads the reader's own values from: the notes, read status, stars
# and collections (lectern.core.importers.personal, .jabref_groups). They are shown as those
# values, never as a copy that goes stale when the user marks the paper. The record keeps
# them as written, because an export in the same format writes each back from the live
# value (as written while it is unchanged, so a round trip gives the file back): see
# lectern.core.exporters.bibtex. The other formats keep these values out of the record.
READER_FIELDS: dict[str, frozenset[str]] = {
    BIBTEX: frozenset("comment annote annotation readstatus ranking groups".split()),
}
# Where a BibTeX entry's venue is read from, in order (lectern.core.importers.bibtex).
VENUE_SOURCES = (
    "journal",
    "journaltitle",
    "booktitle",
    "eventtitle",
    "series",
    "school",
    "institution",
    "organization",
    "publisher",
    "howpublished",
)


def shown_fields(dialect: str, fields: Mapping[str, Any], venue: str) -> frozenset[str]:
    """The names of a record's fields that Lectern's own values show (its title, authors,
    venue, …, and the reader's status, stars, notes and collections): `VIEWED` and
    `READER_FIELDS`, but of BibTeX's venue fields only the one the venue is: the first
    filled in that says what the venue says, else the first filled in (the one an edited
    venue is written to). An article's publisher is not its venue: it is one of the
    record's other fields, for the user to see and correct like any other."""
    viewed = VIEWED.get(dialect, frozenset()) | READER_FIELDS.get(dialect, frozenset())
    if dialect != BIBTEX:
        return viewed
    present = [f for f in VENUE_SOURCES if isinstance(fields.get(f), str) and fields[f].strip()]
    source = ""
    if venue and present:
        said = " ".join(venue.split()).casefold()
        from lectern.core.text.latex import latex_to_text  # LaTeX's reader loads when used

        same = (f for f in present if " ".join(latex_to_text(fields[f]).split()).casefold() == said)
        source = next(same, present[0])
    return viewed - {f for f in VENUE_SOURCES if f != source}


def other_fields(dialect: str, fields: Mapping[str, Any], venue: str) -> dict[str, Any]:
    """The record's fields that Lectern's own values do not show, in the record's order."""
    shown = shown_fields(dialect, fields, venue)
    return {name: value for name, value in fields.items() if name not in shown}


_MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split()
_MONTH_NAMES = {name: n for n, name in enumerate(_MONTHS, 1)} | {
    full: n
    for n, full in enumerate(
        "january february march april may june july august september october november "
        "december".split(),
        1,
    )
}


# --- reading a format's values as concepts ----------------------------------------------
def concepts_of(dialect: str, fields: Mapping[str, Any]) -> dict[str, Any]:
    """The table's values in a record of `dialect`, as concepts."""
    reader = _READERS.get(dialect)
    if reader is None:
        return {}
    out: dict[str, Any] = {}
    for concept in CONCEPTS:
        for name in concept.names(dialect):
            if name in fields and fields[name] not in ("", None, [], {}):
                value = reader(concept, name, fields[name])
                if value not in ("", None, []):
                    out[concept.name] = value
                    break
    if dialect == RIS and "SN" in fields:  # RIS keeps an ISBN and an ISSN in one tag
        number = _text_of(fields["SN"])
        out.pop("isbn", None)
        out.pop("issn", None)
        out["issn" if re.fullmatch(r"\d{4}-?\d{3}[\dXx]", number.strip()) else "isbn"] = number
    # RIS's PB and CSL's publisher hold a school's or an organisation's name too: read as
    # the publisher, which a BibTeX entry of a thesis or report puts back (fields_for).
    shared = {RIS: ("institution", "school", "organization"), CSL: ("school", "organization")}
    for name in shared.get(dialect, ()):
        if name in out and "publisher" in out and out[name] == out["publisher"]:
            del out[name]
    return out


def _text_of(value: Any) -> str:
    if isinstance(value, list):
        return "; ".join(str(v) for v in value)
    return str(value)


def _read_bibtex(concept: Concept, _name: str, value: Any) -> Any:
    from lectern.core.text.bibtex_values import display_names, latex_text

    text = str(value)
    if concept.kind == NAMES:
        return display_names(text)
    if concept.kind == MONTH:
        return _month(text)
    if concept.kind == DATE:
        return text.strip()
    return latex_text(text)


def _read_csl(concept: Concept, _name: str, value: Any) -> Any:
    if concept.kind == NAMES:
        names = value if isinstance(value, list) else []
        return [_csl_display(n) for n in names if isinstance(n, dict) and _csl_display(n)]
    if concept.kind == DATE:
        return _csl_date(value)
    return " ".join(_text_of(value).split())


def _read_ris(concept: Concept, _name: str, value: Any) -> Any:
    from lectern.core.text.names import display_name

    if concept.kind == NAMES:
        items = value if isinstance(value, list) else [value]
        return [display_name(str(v)) for v in items if str(v).strip()]
    if concept.kind == DATE:
        pieces = _text_of(value).strip().split("/", 3)
        if len(pieces) == 4 and _RANGE.fullmatch(pieces[3].strip()):
            return pieces[3].strip()  # a range, kept whole in the date's "other" part
        parts = [p for p in re.split(r"[/\-]", "/".join(pieces[:3])) if p]
        return "-".join(parts[:1] + [p.zfill(2) for p in parts[1:3] if p.isdigit()])
    return " ".join(_text_of(value).split())


# A range of ISO dates, as biblatex writes one ("1984/1986", "2020-05-01/2020-05-03").
_RANGE = re.compile(r"\d{4}(?:-\d{2}){0,2}/\d{4}(?:-\d{2}){0,2}")


def _read_plain(concept: Concept, _name: str, value: Any) -> Any:
    if concept.kind == NAMES:
        items = value if isinstance(value, list) else [value]
        return [str(v) for v in items if str(v).strip()]
    if concept.kind == DATE:
        match = re.search(r"\d{4}", _text_of(value))
        return match.group(0) if match else ""
    return " ".join(_text_of(value).split())


_READERS: dict[str, Callable[[Concept, str, Any], Any]] = {
    BIBTEX: _read_bibtex,
    CSL: _read_csl,
    RIS: _read_ris,
    MEDLINE: _read_plain,
    ENDNOTE: _read_plain,
}


def _month(text: str) -> int | None:
    text = text.strip().lower().rstrip(".")
    if text.isdigit() and 1 <= int(text) <= 12:
        return int(text)
    return _MONTH_NAMES.get(text) or _MONTH_NAMES.get(text[:3])


def _csl_display(name: dict[str, Any]) -> str:
    if name.get("literal"):
        return " ".join(str(name["literal"]).split())
    parts = [name.get("given"), name.get("non-dropping-particle"), name.get("family")]
    display = " ".join(str(p) for p in parts if p)
    if name.get("suffix"):
        display += f", {name['suffix']}"
    return " ".join(display.split())


def _csl_date(value: Any) -> str:
    """A CSL date as ISO 8601; two date-parts are a range ("1984/1986")."""
    if isinstance(value, dict):
        parts = value.get("date-parts")
        if isinstance(parts, list) and parts and isinstance(parts[0], list) and parts[0]:
            dates = []
            for part in parts[:2]:
                items = (
                    [str(p) for p in part[:3] if str(p).strip()] if isinstance(part, list) else ()
                )
                if items:
                    dates.append("-".join([items[0], *(p.zfill(2) for p in items[1:])]))
            return "/".join(dates)
        return str(value.get("raw") or value.get("literal") or "").strip()
    return str(value or "").strip()


# --- writing concepts in a format -----------------------------------------------------
def fields_for(dialect: str, concepts: Mapping[str, Any], kind: str = "") -> dict[str, Any]:
    """The concepts as fields of `dialect`, by its names and in its spelling."""
    out: dict[str, Any] = {}
    for concept in CONCEPTS:
        value = concepts.get(concept.name)
        names = concept.names(dialect)
        if value in (None, "", []) or not names:
            continue
        name = names[0]
        if name in out:  # several concepts share a field in this format (RIS's PB)
            continue
        written = _WRITERS[dialect](concept, value, concepts)
        if written not in (None, "", []):
            out[name] = written
    if dialect == BIBTEX and "month" in out and "date" in out:
        del out["month"]  # the full date says it
    # A thesis's school, a report's institution.
    if (
        dialect == BIBTEX
        and (named := _PUBLISHER_AS.get(kind))
        and named not in out
        and "publisher" in out
    ):
        out[named] = out.pop("publisher")
    return out


# The field of a BibTeX entry that names who published it, by entry type, when the other
# format has one publisher for all (RIS's PB, CSL's publisher).
_PUBLISHER_AS = {
    "techreport": "institution",
    "report": "institution",
    "phdthesis": "school",
    "mastersthesis": "school",
    "thesis": "school",
}


def _write_bibtex(concept: Concept, value: Any, _concepts: Mapping[str, Any]) -> Any:
    from lectern.core.text.bibtex import escape, escape_name

    if concept.kind == NAMES:
        return " and ".join(escape_name(n) for n in value)
    if concept.kind == MONTH:
        return _MONTHS[int(value) - 1] if isinstance(value, int) and 1 <= value <= 12 else ""
    if concept.kind == DATE:
        return str(value)
    return escape(str(value))


def _write_csl(concept: Concept, value: Any, _concepts: Mapping[str, Any]) -> Any:
    from lectern.core.text.names import csl_name

    if concept.kind == NAMES:
        return [csl_name(n) for n in value]
    if concept.kind == DATE:
        dates = [[int(p) for p in d.split("-")[:3] if p.isdigit()] for d in str(value).split("/")]
        if 1 <= len(dates) <= 2 and all(dates):
            return {"date-parts": dates}
        return {"raw": str(value)}
    if concept.kind == MONTH:
        return None
    return str(value)


def _write_ris(concept: Concept, value: Any, _concepts: Mapping[str, Any]) -> Any:
    from lectern.core.text.names import ris_name

    if concept.kind == NAMES:
        return [ris_name(n) for n in value]
    if concept.kind == DATE:  # YYYY/MM/DD/other: a range is written whole as the other
        text = str(value)
        start = text.split("/", maxsplit=1)[0]
        parts = start.split("-")[:3]
        other = text if _RANGE.fullmatch(text) else ""
        return "/".join(parts + [""] * (3 - len(parts))) + "/" + other if parts[0] else ""
    if concept.kind == MONTH:
        return None
    return str(value)


_WRITERS: dict[str, Callable[[Concept, Any, Mapping[str, Any]], Any]] = {
    BIBTEX: _write_bibtex,
    CSL: _write_csl,
    RIS: _write_ris,
}


def with_month(concepts: Mapping[str, Any], year: int | None) -> dict[str, Any]:
    """The concepts, with a month and the paper's year made one date (for the formats
    whose date holds the month)."""
    out = dict(concepts)
    month = out.pop("month", None)
    if month and year and "date" not in out:
        out["date"] = f"{year}-{int(month):02d}"
    return out


def translate_fields(source: str, target: str, fields: Mapping[str, Any]) -> dict[str, Any]:
    """A record's fields in another format: the table's through their concepts, the rest
    under `<source>:<name>`, so nothing is lost and nothing is mistaken for the other
    format's own field of that name."""
    if source == target:
        return dict(fields)
    shared = {name for c in CONCEPTS for name in c.names(source)}
    out = fields_for(target, concepts_of(source, fields)) if target in _WRITERS else {}
    for name, value in fields.items():
        if name not in shared and name not in VIEWED.get(source, frozenset()):
            out.setdefault(f"{source}:{name}", _as_bibtex(value) if target == BIBTEX else value)
    return out


def _as_bibtex(value: Any) -> str:
    """Another format's value as a BibTeX field holds it: text, escaped (a list one value
    per line, anything else as its JSON), so the file stays valid."""
    from lectern.core.text.bibtex import escape

    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return escape("\n".join(value))
    if not isinstance(value, str):
        return escape(json.dumps(value, ensure_ascii=False))
    return escape(value)
