"""BibTeX export that BibTeX, biber, JabRef and bibtexparser all read back.

Written by hand rather than with bibtexparser's writer because the escaping
rules below (brace balance, line-start "@", protected capitals) are exactly the
part a generic writer leaves to the caller.

JabRef fields: ``readstatus`` uses JabRef's two values, "read" and "skimmed";
Lectern's *read* maps to "read", *reading* (partly read) to "skimmed", and
*new*, *to-read* and *dropped* have no JabRef counterpart, so the field is left
out (JabRef's "no read status"). ``ranking`` is "rank1".."rank5" for 1–5 stars.
Notes go to ``comment`` (JabRef's notes field), nearly as typed; tags are merged into
``keywords``, where JabRef shows them. Lectern's own fields carry the rest exactly, so an
export imported into an empty library is the same library: ``lectern-status``,
``lectern-tags``, ``lectern-id`` and ``lectern-title-derived``. Collections are JabRef's
``groups``, with its group tree at the end of the file
(:mod:`lectern.core.exporters.jabref_groups`).

A field its source wrote with ``@string`` macros (``journal = j-TUGboat``) is written so
again, with the library's definitions of the macros the entries use before them, while
the macro still gives the field's value (lectern.core.text.bibtex_macros); a field the
user edited is written as its value.

Text is stored in Lectern as the source gave it and may hold LaTeX math
("$W^{k,p}$"). Math between ``$…$`` is written as it is; the rest is escaped so every
title is valid LaTeX and re-imports to the same string.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence

from lectern.core.crosswalk import BIBTEX, CSL, VENUE_SOURCES, concepts_of, fields_for, with_month
from lectern.core.exporters.common import (
    arxiv_class,
    citation_keys,
    is_conference,
    library_fields,
    merged_keywords,
)
from lectern.core.exporters.jabref_groups import FIELD as GROUPS
from lectern.core.exporters.jabref_groups import grouping_comment, groups_field
from lectern.core.importers.attachments import jabref_file_field
from lectern.core.importers.base import RawRecord
from lectern.core.importers.bibtex import notes_of, view
from lectern.core.importers.personal import parse_rating, parse_status
from lectern.core.models import Entry, Paper, Status, normalize_arxiv_id, normalize_doi
from lectern.core.text.bibtex import escape, escape_free_text, escape_name, escape_title, verbatim
from lectern.core.text.bibtex_macros import (
    MONTHS,
    Written,
    expand,
    folded,
    references,
    written_form,
)

__all__ = [
    "entry_fields",
    "escape",
    "format_entry",
    "string_definitions",
    "to_bibtex",
    "write_entry",
]

READSTATUS = {Status.READ: "read", Status.READING: "skimmed"}

# Known entry kinds from BibTeX, CSL and RIS sources → a BibTeX entry type.
_KIND_TO_TYPE = {
    **{
        t: t
        for t in (
            "article",
            "book",
            "booklet",
            "inbook",
            "incollection",
            "inproceedings",
            "manual",
            "mastersthesis",
            "misc",
            "phdthesis",
            "proceedings",
            "techreport",
            "unpublished",
            "online",
            "report",
            "thesis",
            "collection",
            "software",
            "dataset",
            "patent",
            "periodical",
            "mvbook",
            "mvcollection",
            "mvproceedings",
            "bookinbook",
            "suppbook",
            "reference",
            "inreference",
            "set",
            "standard",
            "letter",
            "review",
        )
    },
    "electronic": "online",
    "www": "online",
    "pat": "patent",
    "data": "dataset",
    "comp": "software",
    "edbook": "collection",
    "encyc": "inreference",
    "jfull": "periodical",
    "conference": "inproceedings",
    "article-journal": "article",
    "article-magazine": "article",
    "article-newspaper": "article",
    "paper-conference": "inproceedings",
    "chapter": "incollection",
    "manuscript": "unpublished",
    "webpage": "online",
    "post-weblog": "online",
    "post": "online",
    "preprint": "misc",
    "jour": "article",
    "mgzn": "article",
    "news": "article",
    "ejour": "article",
    "conf": "inproceedings",
    "cpaper": "inproceedings",
    "chap": "incollection",
    "thes": "phdthesis",
    "rprt": "techreport",
    "elec": "online",
    "gen": "misc",
    "unpb": "unpublished",
}
# CSL types whose name is another BibTeX type: CSL's "article" is a preprint or a document
# not formally published, BibTeX's @misc (a journal article is CSL's "article-journal").
_CSL_TYPES = {"article": "misc"}
# The types a record of this format names, for the edit form to offer.
ENTRY_TYPES = tuple(sorted(set(_KIND_TO_TYPE.values())))
_BOOKTITLE_TYPES = frozenset({"inproceedings", "incollection", "inbook"})
_JOURNAL_TYPES = frozenset({"article"})


def entry_type(paper: Paper) -> str:
    """The paper's entry type: its own, as BibTeX names it; else what is known of it (a
    conference venue gives @inproceedings, another venue @article, an arXiv preprint
    without one @misc with its eprint fields)."""
    kind = paper.kind.strip().lower()
    if paper.dialect == CSL and kind in _CSL_TYPES:
        return _CSL_TYPES[kind]
    if found := _KIND_TO_TYPE.get(kind):
        return found
    if paper.venue:
        return "inproceedings" if is_conference(paper.venue) else "article"
    return "misc"


def format_entry(entry: Entry, key: str, not_duplicates: Sequence[str] = ()) -> str:
    kind, fields = entry_fields(entry, not_duplicates)
    return write_entry(kind, key, fields)


def entry_fields(
    entry: Entry, not_duplicates: Sequence[str] = (), strings: Mapping[str, str] | None = None
) -> tuple[str, list[tuple[str, str]]]:
    """The entry type and the fields, in order, with their values escaped as written; with
    the library's `@string` definitions (`strings`: name → value), a field its source
    wrote with macros as it wrote it (a :class:`Written` value)."""
    paper = entry.paper
    if paper.dialect == "bibtex" and paper.fields:
        kind = paper.kind.strip().lower() or entry_type(paper)
        written, exact = as_written(paper)
        if strings is not None and paper.macros:
            written = _with_macros(written, paper, folded(strings))
        fields = _with_groups(_personal_as_written(entry, written), paper)
        fields.append(("lectern-record", "source"))
        if exact:
            fields.append(("lectern-exact", ", ".join(exact)))
    else:
        kind, fields = entry_type(paper), _with_groups(_from_view(entry), paper)
    return kind, fields + _library_fields(entry, not_duplicates)


def write_entry(kind: str, key: str, fields: Sequence[tuple[str, str]]) -> str:
    body = ",\n".join(f"  {name} = {_delimited(name, value)}" for name, value in fields)
    return f"@{kind}{{{key},\n{body}\n}}\n"


def _delimited(name: str, value: str) -> str:
    """A value in braces; a month abbreviation stays the bare macro BibTeX defines, and a
    value its source wrote with macros is written as it was."""
    if isinstance(value, Written):
        return str(value)
    if name == "month" and value.strip().lower() in MONTHS:
        return value.strip().lower()
    return "{" + value + "}"


def _with_macros(
    fields: list[tuple[str, str]], paper: Paper, strings: Mapping[str, str]
) -> list[tuple[str, str]]:
    """The fields with each value the source wrote with macros in its written form, while
    that still gives the value (an edited field, or a macro defined otherwise in the
    library, is written as its value)."""
    out: list[tuple[str, str]] = []
    for name, value in fields:
        form = paper.macros.get(name, "")
        if form and value == paper.fields.get(name) and expand(form, strings) == value:
            out.append((name, Written(form)))
        else:
            out.append((name, value))
    return out


def string_definitions(
    strings: Mapping[str, str] | None, entries: Iterable[Sequence[tuple[str, str]]]
) -> str:
    """The `@string`s of the library the entries' fields refer to, in the library's order,
    each once; "" when they refer to none."""
    if not strings:
        return ""
    used = {
        name.lower()
        for fields in entries
        for _, value in fields
        if isinstance(value, Written)
        for name in references(value)
    }
    lines = [written_form(name, value) for name, value in strings.items() if name.lower() in used]
    return "".join(lines) + "\n" if lines else ""


# Which of an entry's fields each of Lectern's own values is read from.
_SOURCES: dict[str, tuple[str, ...]] = {
    "title": ("title", "subtitle", "titleaddon"),
    "authors": ("author",),
    "year": ("year", "date"),
    "volume": ("volume",),
    "number": ("number", "issue"),
    "pages": ("pages",),
    "doi": ("doi",),
    "arxiv_id": ("eprint", "archiveprefix", "eprinttype"),
    "urls": ("url", "lectern-urls"),
    "abstract": ("abstract",),
    "keywords": ("keywords",),
    "files": ("file",),
    "aliases": ("ids",),
}


def as_written(paper: Paper) -> tuple[list[tuple[str, str]], list[str]]:
    """The paper's entry as its source wrote it, with what Lectern knows differently (the
    user's corrections, values another record of the same work filled in) written over
    the fields they are read from; and the names of the fields Lectern wrote."""
    fields = dict(paper.fields)
    exact: list[str] = []
    shown = view(paper.kind, paper.key, fields)
    differs = _differing(paper, shown if isinstance(shown, RawRecord) else None)
    for name in differs:
        sources = _SOURCES.get(name, ())
        if name == "venue":
            present = tuple(f for f in VENUE_SOURCES if f in fields)
            if present and "venue" not in paper.edited:
                continue  # from a crossref parent or another record: the entry's own stays
            sources = present[:1]
        for source in sources:
            fields.pop(source, None)
        for field, value in _view_fields(paper, name, sources):
            fields[field] = value
            exact.append(field)
    return list(fields.items()), exact


def _differing(paper: Paper, shown: RawRecord | None) -> list[str]:
    """Lectern's values that the entry's fields no longer give (all, if it gives none)."""
    names = [*_SOURCES, "venue"]
    if shown is None:
        return names
    read_back = _read_values(shown)
    out = []
    for name in names:
        mine, read = getattr(paper, name) or _NONE, read_back.get(name) or _NONE
        if name == "files" and isinstance(read, tuple):
            same = len(mine) == len(read) and all(
                m == r or m.endswith("/" + r.lstrip("./")) for m, r in zip(mine, read)
            )
        else:
            same = mine == read
        if not same:
            out.append(name)
    return out


_NONE: tuple[()] = ()


def _read_values(record: RawRecord) -> dict[str, object]:
    """Lectern's values as an import of `record` stores them."""
    return {
        "title": " ".join(record.title.split()),
        "authors": tuple(a for a in (" ".join(x.split()) for x in record.authors) if a),
        "year": record.year,
        "venue": record.venue.strip(),
        "volume": " ".join(record.volume.split()),
        "number": " ".join(record.number.split()),
        "pages": " ".join(record.pages.split()),
        "doi": normalize_doi(record.doi) if record.doi else "",
        "arxiv_id": normalize_arxiv_id(record.arxiv_id) if record.arxiv_id else "",
        "urls": tuple(dict.fromkeys(record.urls)),
        "abstract": record.abstract.strip(),
        "keywords": tuple(dict.fromkeys(k.strip() for k in record.keywords if k.strip())),
        "files": tuple(dict.fromkeys(record.files)),
        "aliases": tuple(record.aliases),
    }


def _view_fields(paper: Paper, name: str, sources: tuple[str, ...]) -> list[tuple[str, str]]:
    """The fields that write one of Lectern's values, as Lectern writes them."""
    if name == "title":
        return [("title", escape_title(paper.title))]
    if name == "authors":
        return [("author", _authors(paper))] if paper.authors else []
    if name == "year":
        return [("year", str(paper.year))] if paper.year else []
    if name == "venue":
        if not paper.venue:
            return []
        field = sources[0] if sources else venue_field(entry_type(paper))
        return [(field, escape(paper.venue))]
    if name in ("volume", "number", "pages"):
        value = getattr(paper, name)
        return [(name, escape(value))] if value else []
    if name == "doi":
        return [("doi", verbatim(paper.doi))] if paper.doi else []
    if name == "arxiv_id":
        return (
            [("eprint", verbatim(paper.arxiv_id)), ("archiveprefix", "arXiv")]
            if paper.arxiv_id
            else []
        )
    if name == "urls":
        return _url_fields(paper)
    if name == "abstract":
        return [("abstract", escape(paper.abstract))] if paper.abstract else []
    if name == "keywords":
        return [("keywords", escape(", ".join(paper.keywords)))] if paper.keywords else []
    if name == "files":
        return [("file", jabref_file_field(paper.files))] if paper.files else []
    if name == "aliases":
        return [("ids", ", ".join(paper.aliases))] if paper.aliases else []
    return []


def venue_field(kind: str) -> str:
    """The field an entry of type `kind` holds its venue in."""
    if kind in _BOOKTITLE_TYPES:
        return "booktitle"
    if kind in _JOURNAL_TYPES:
        return "journal"
    return "howpublished"


def _authors(paper: Paper) -> str:
    return " and ".join(escape_name(a) for a in paper.authors if a.strip())


def _url_fields(paper: Paper) -> list[tuple[str, str]]:
    fields = [("url", verbatim(paper.urls[0]))] if paper.urls else []
    if len(paper.urls) > 1:
        fields.append(("lectern-urls", " ".join(verbatim(u) for u in paper.urls)))
    return fields


_NOTE_SOURCES = ("comment", "annote", "annotation")


def _personal_as_written(entry: Entry, written: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The entry's fields with what the reader added: the notes, read status and stars the
    entry had, as written while they are unchanged, tags (into keywords too, for JabRef),
    and Lectern's own fields."""
    note = entry.annotation
    fields = dict(written)
    if notes_of(fields) != note.notes:
        for name in _NOTE_SOURCES:
            fields.pop(name, None)
        if note.notes.strip():
            fields["comment"] = escape_free_text(note.notes)
    if parse_status(fields.get("readstatus")) not in (note.status, None) or (
        "readstatus" not in fields and note.status in READSTATUS
    ):
        fields.pop("readstatus", None)
        if note.status in READSTATUS:
            fields["readstatus"] = READSTATUS[note.status]
    if parse_rating(fields.get("ranking")) != note.rating:
        fields.pop("ranking", None)
        if note.rating:
            fields["ranking"] = f"rank{note.rating}"
    if note.tags:
        fields["keywords"] = escape(", ".join(merged_keywords(entry)))
    return [*fields.items(), *_lectern_fields(entry)]


def _personal(entry: Entry) -> list[tuple[str, str]]:
    """What the reader added: tags (into keywords too, for JabRef), notes, status, stars,
    and Lectern's own fields."""
    note = entry.annotation
    fields: list[tuple[str, str]] = []
    if note.tags:
        fields.append(("keywords", escape(", ".join(merged_keywords(entry)))))
    if note.notes.strip():
        fields.append(("comment", escape_free_text(note.notes)))
    if note.status in READSTATUS:
        fields.append(("readstatus", READSTATUS[note.status]))
    if note.rating:
        fields.append(("ranking", f"rank{note.rating}"))
    return [*fields, *_lectern_fields(entry)]


def _lectern_fields(entry: Entry) -> list[tuple[str, str]]:
    """What only Lectern reads back: the tags apart, the status, the id, a derived title."""
    paper, note = entry.paper, entry.annotation
    fields: list[tuple[str, str]] = []
    if note.tags:
        fields.append(("lectern-tags", escape(", ".join(note.tags))))
    fields.append(("lectern-status", note.status.value))
    fields.append(("lectern-id", verbatim(paper.id)))
    if paper.title_derived:
        fields.append(("lectern-title-derived", "true"))
    return fields


def _library_fields(entry: Entry, not_duplicates: Sequence[str]) -> list[tuple[str, str]]:
    """The rest of what the library keeps of the paper, in Lectern's own fields: its place
    in the reading queue, when it was last read, the values other records of it brought
    (JSON), the papers the user said it is not a duplicate of (their ids, as lectern-id
    writes them) and its collections (JSON). JSON goes through the same escaping as text,
    so the file's braces stay balanced and the importer's exact inverse gives it back."""
    fields: list[tuple[str, str]] = []
    for name, value in library_fields(entry, not_duplicates).items():
        field = "lectern-" + name.replace("_", "-")
        if name == "queued":
            text = str(int(value)) if float(value).is_integer() else repr(float(value))
        elif name == "not_duplicates":
            text = " ".join(verbatim(pid) for pid in value)
        elif isinstance(value, str):
            text = verbatim(value)
        else:
            text = escape(json.dumps(value, ensure_ascii=False, separators=(",", ":")))
        fields.append((field, text))
    return fields


def _from_view(entry: Entry) -> list[tuple[str, str]]:
    """A paper with no entry of its own (an arXiv listing, a pasted DOI, a record from
    another format), written from Lectern's values, with the record's other fields through
    the table the formats share (lectern.core.crosswalk)."""
    paper = entry.paper
    fields: dict[str, str] = {}
    for name in ("authors", "title", "year", "venue", "volume", "number", "pages", "doi"):
        fields.update(_view_fields(paper, name, ()))
    fields.update(_view_fields(paper, "arxiv_id", ()))
    if (primary := arxiv_class(paper)) and not _eprint_class(paper):
        fields["primaryclass"] = escape(primary)
    fields.update(_url_fields(paper))
    fields.update(_view_fields(paper, "abstract", ()))
    if paper.keywords and not entry.annotation.tags:
        fields.update(_view_fields(paper, "keywords", ()))
    fields.update(_view_fields(paper, "files", ()))
    fields.update(_view_fields(paper, "aliases", ()))
    if paper.fields and paper.dialect:
        other = with_month(concepts_of(paper.dialect, paper.fields), paper.year)
        for name, value in fields_for(BIBTEX, other, entry_type(paper)).items():
            fields.setdefault(name, value)
    return [*fields.items(), *_personal(entry)]


def _eprint_class(paper: Paper) -> str:
    """The arXiv class the paper's own record names (written through the table)."""
    if not paper.fields or not paper.dialect:
        return ""
    return str(concepts_of(paper.dialect, paper.fields).get("eprint-class") or "")


def _with_groups(fields: list[tuple[str, str]], paper: Paper) -> list[tuple[str, str]]:
    """The entry's fields with its collections as JabRef's `groups`: in the place of the
    `groups` its source had, else before Lectern's own fields; none when it is in none."""
    value = groups_field(paper.collections) if paper.collections else ""
    at = next((i for i, (name, _) in enumerate(fields) if name == GROUPS), None)
    if at is None:
        at = next((i for i, (name, _) in enumerate(fields) if name.startswith("lectern-")), None)
        at = len(fields) if at is None else at
        kept = fields
    else:
        kept = [f for f in fields if f[0] != GROUPS]
    return [*kept[:at], *([(GROUPS, value)] if value else []), *kept[at:]]


def to_bibtex(
    entries: Sequence[Entry],
    distinct: Mapping[str, Sequence[str]] | None = None,
    tree: Sequence[tuple[str, ...]] | None = None,
    strings: Mapping[str, str] | None = None,
) -> str:
    """The entries as BibTeX; `distinct` names each paper's "not duplicates" partners
    (lectern.core.exporters.common.partners); with `tree` (the collections as paths from the
    top), JabRef's group tree at the end, so JabRef shows the collections as its groups;
    with `strings` (the library's `@string` macros), the macros the entries' sources used,
    defined first (without, every value is written as it reads)."""
    keys = citation_keys(entries)
    others = distinct or {}
    made = [entry_fields(entry, others.get(entry.paper.id, ()), strings) for entry in entries]
    text = string_definitions(strings, (fields for _, fields in made)) + "\n".join(
        write_entry(kind, key, fields) for (kind, fields), key in zip(made, keys)
    )
    comment = grouping_comment(tree or ())
    return f"{text}\n{comment}" if comment else text
