"""MEDLINE tagged files: PubMed's "Send to → Citation manager" (.nbib) and its MEDLINE text.

Each line is a tag padded to four characters, "- " and a value; a value goes on over the
lines indented below it, and a blank line ends a record. The file is read line by line,
so a 10,000-record export is never held whole. Every tag of a record is kept in
``fields`` as PubMed wrote it (the lines of a value joined with single spaces); the title,
authors, journal and the rest are Lectern's reading of the usual tags.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from lectern.core.errors import ImportFileError
from lectern.core.importers.base import ParsedFile, RawRecord, Skipped
from lectern.core.importers.common import (
    arxiv_from,
    clean_doi,
    collection_name,
    expand_initials,
    iter_lines,
    parse_year,
    squash,
)
from lectern.core.importers.detect import (
    KNOWN,
    MEDLINE_TAG,
    looks_like_medline,
    read_text_head,
)
from lectern.core.said import said
from lectern.core.text.names import display_name

# Tags NLM defines as repeatable: their value in `fields` is always a list, so a record with
# one author reads like one with ten. Any other tag that a record repeats is a list too.
REPEATING = frozenset(
    "AD AID AU AUID CIN CN CON CRF CRI DDIN DRIN ECF ECI ED EFR EIN FAU FED FIR FPS GN GR GS "
    "IR IRAD IS ISBN LA LID MH NM OAB OABL OCI OID ORI OT OTO PHST PMCR PS PT RF RIN RN ROF "
    "RPF RPI SB SFM SI SPIN UIN UOF".split()
)
_SUFFIXES = frozenset({"Jr", "Sr", "2nd", "3rd", "4th", "II", "III", "IV"})
_PUBMED = "https://pubmed.ncbi.nlm.nih.gov/{}/"
_PMC = "https://www.ncbi.nlm.nih.gov/pmc/articles/{}/"

Entry = tuple[int, list[tuple[str, str]]]  # (line of the first tag, [(tag, value), …])


def _tag(line: str) -> tuple[str, str] | None:
    match = MEDLINE_TAG.match(line)
    if match is None or len(match.group(1)) + len(match.group(2)) not in (4, 5):
        return None
    return match.group(1), (match.group(3) or "").rstrip()


def _entries(path: Path) -> Iterator[Entry | Skipped]:
    """Each blank-line separated block as its (tag, value) pairs; a block that does not
    start with a tag is not a record, and is reported rather than read into one."""
    start, pairs, junk = 0, list[tuple[str, str]](), 0
    for number, line in iter_lines(path):
        if not line.strip():
            if pairs:
                yield start, pairs
            pairs, junk = [], 0
            continue
        tagged = _tag(line)
        if tagged is not None and not junk:
            if not pairs:
                start = number
            pairs.append(tagged)
        elif pairs and not junk:  # the value goes on (PubMed indents by six spaces)
            tag, value = pairs[-1]
            pairs[-1] = (tag, f"{value} {line.strip()}" if value else line.strip())
        elif not junk:
            junk = number
            yield Skipped(
                number, said("not a MEDLINE record: {text}", text=repr(squash(line)[:60]))
            )
    if pairs:
        yield start, pairs


def record_fields(pairs: list[tuple[str, str]]) -> dict[str, Any]:
    """Every tag → its value, or its values in order for a tag that repeats."""
    values: dict[str, list[str]] = {}
    for tag, value in pairs:
        values.setdefault(tag, []).append(value)
    return {
        tag: found if tag in REPEATING or len(found) > 1 else found[0]
        for tag, found in values.items()
    }


def _all(fields: dict[str, Any], tag: str) -> list[str]:
    value = fields.get(tag)
    if value is None:
        return []
    return [squash(v) for v in (value if isinstance(value, list) else [value]) if squash(v)]


def _one(fields: dict[str, Any], *tags: str) -> str:
    for tag in tags:
        if found := _all(fields, tag):
            return found[0]
    return ""


def _au_name(name: str) -> str:
    """MEDLINE's short form, "de Hoon MJ" or "Hambrick GW Jr" → "M. J. de Hoon" (ERIC
    writes "Smith, Tom" there)."""
    if "," in name:
        return display_name(name)
    words = name.split()
    suffix = [words.pop()] if len(words) > 2 and words[-1] in _SUFFIXES else []
    initials = expand_initials(words[-1]) if len(words) > 1 else None
    if initials is None:
        return name
    return " ".join([initials, *words[:-1], *suffix])


def _authors(fields: dict[str, Any]) -> list[str]:
    """Full names where PubMed gives them (FAU), else short ones, a group, or the editors."""
    if full := _all(fields, "FAU"):
        return [display_name(n) for n in full]
    if short := _all(fields, "AU"):
        return [_au_name(n) for n in short]
    if groups := _all(fields, "CN"):
        return groups
    if editors := _all(fields, "FED"):
        return [display_name(n) for n in editors]
    return [_au_name(n) for n in _all(fields, "ED")]


def _doi(fields: dict[str, Any]) -> str:
    ids = _all(fields, "LID") + _all(fields, "AID")
    for value in ids:
        if value.endswith("[doi]") and (doi := clean_doi(value.removesuffix("[doi]"))):
            return doi
    return next((clean_doi(v) for v in ids if "doi.org/" in v and clean_doi(v)), "")


def _urls(fields: dict[str, Any]) -> list[str]:
    """PubMed's page (and PubMed Central's) for the record, and links the record states."""
    urls = []
    pmid = _one(fields, "PMID")
    if pmid.isdigit():
        urls.append(_PUBMED.format(pmid))
    pmc = _one(fields, "PMC")
    if re.fullmatch(r"PMC\d+", pmc):
        urls.append(_PMC.format(pmc))
    for value in _all(fields, "LID") + _all(fields, "AID"):
        link = value.split()[0]
        if link.startswith(("http://", "https://")) and "doi.org/" not in link:
            urls.append(link)
    return list(dict.fromkeys(urls))


def _keywords(fields: dict[str, Any]) -> list[str]:
    """The author's keywords (OT), then the MeSH headings without their major-topic stars."""
    headings = [" ".join(h.replace("*", "").split()) for h in _all(fields, "MH")]
    return list(dict.fromkeys(k for k in [*_all(fields, "OT"), *headings] if k))


def _kind(fields: dict[str, Any]) -> str:
    """Lectern's kinds are BibTeX's entry types; the publication types (PT) are in fields."""
    types = {t.casefold() for t in _all(fields, "PT")}
    if _one(fields, "BTI"):
        return "incollection" if _one(fields, "TI") else "book"
    if "preprint" in types:
        return "misc"
    if "dataset" in types:
        return "dataset"
    return "article" if types or _one(fields, "JT", "TA") else ""


def _year(fields: dict[str, Any]) -> int | None:
    """The year of publication (DP), else of the electronic one or of the record's dates,
    which MEDLINE writes as 20060110."""
    for tag in ("DP", "DEP", "DA", "EDAT", "CRDT"):
        value = _one(fields, tag)
        if re.fullmatch(r"\d{8}", value):
            value = value[:4]
        if (year := parse_year(value)) is not None:
            return year
    return None


def _title(fields: dict[str, Any]) -> str:
    """The title without the full stop NLM puts after every one ("…: a review.")."""
    title = _one(fields, "TI") or _one(fields, "BTI")
    return title[:-1] if title.endswith(".") and not title.endswith("..") else title


def medline_record(line: int, pairs: list[tuple[str, str]]) -> RawRecord | Skipped:
    fields = record_fields(pairs)
    title = _title(fields)
    abstract = "\n\n".join(_all(fields, "AB"))
    if not title and not abstract:
        pmid = _one(fields, "PMID")
        if pmid:
            return Skipped(
                line, said("record has neither a title nor an abstract (PMID {pmid})", pmid=pmid)
            )
        return Skipped(line, said("record has neither a title nor an abstract"))
    doi = _doi(fields)
    return RawRecord(
        line=line,
        title=title,
        authors=_authors(fields),
        year=_year(fields),
        venue=_one(fields, "JT", "TA") or (_one(fields, "BTI") if _one(fields, "TI") else ""),
        abstract=abstract,
        doi=doi,
        arxiv_id=arxiv_from(doi) if "10.48550" in doi else "",
        urls=_urls(fields),
        keywords=_keywords(fields),
        kind=_kind(fields),
        volume=_one(fields, "VI"),
        number=_one(fields, "IP"),
        pages=_one(fields, "PG"),
        fields=fields,
        dialect="medline",
    )


def parse(path: Path) -> ParsedFile:
    if not looks_like_medline(read_text_head(path)):
        raise ImportFileError(
            str(path),
            said(
                "is not MEDLINE (PubMed) data: its first lines are not MEDLINE's tags "
                "(PMID- , TI  - , FAU - …); Lectern imports {known}",
                known=KNOWN,
            ),
        )

    def records() -> Iterator[RawRecord | Skipped]:
        for entry in _entries(path):
            yield entry if isinstance(entry, Skipped) else medline_record(*entry)

    return ParsedFile(str(path), "medline", collection_name(path), records())
