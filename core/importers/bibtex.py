"""BibTeX and biblatex files through bibtexparser 2.

bibtexparser splits the file and removes enclosing braces; Lectern reads ``@string``
macros itself (:mod:`lectern.core.text.bibtex_macros`), so each field that refers to one
keeps its written form beside the value it stands for, and adds what a reading list
needs on top: crossref inheritance (biblatex rules: a parent's
title becomes the child's booktitle), LaTeX → Unicode in titles, names and venues,
"Last, First" → "First Last", one :class:`Skipped` per block that failed, and JabRef's
groups as collections (:mod:`lectern.core.importers.jabref_groups`).
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import bibtexparser
from bibtexparser.middlewares.enclosing import RemoveEnclosingMiddleware
from bibtexparser.model import Block, DuplicateBlockKeyBlock, DuplicateFieldKeyBlock, Entry

from lectern.core.crosswalk import VENUE_SOURCES
from lectern.core.importers.attachments import bibtex_files
from lectern.core.importers.base import (
    ParsedFile,
    RawRecord,
    Skipped,
    names_a_paper,
)
from lectern.core.importers.common import (
    arxiv_from,
    clean_doi,
    collection_name,
    decode_text,
    parse_year,
    read_all,
    squash,
    string_list,
    unwrap,
)
from lectern.core.importers.jabref_groups import read_tree
from lectern.core.importers.personal import (
    annotation,
    parse_alternates,
    parse_collections,
    parse_derived,
    parse_history,
    parse_ids,
    parse_json,
    parse_marks,
    parse_moment,
    parse_place,
    parse_position,
    parse_rating,
    parse_status,
)
from lectern.core.said import said
from lectern.core.text.bibtex import escape, unescape, unescape_free_text
from lectern.core.text.bibtex_macros import defined_in_order, expand, folded, references
from lectern.core.text.bibtex_values import display_names, latex_text, latex_value
from lectern.core.text.latex import latex_to_text

log = logging.getLogger(__name__)

# Fields a child never takes from its crossref parent: they identify the parent itself.
_NOT_INHERITED = frozenset(
    "ids crossref xref entryset entrysubtype execute label options presort related relatedoptions "
    "relatedstring relatedtype shorthand shorthandintro sortkey doi eprint eprinttype "
    "archiveprefix url urldate abstract annote annotation file note keywords title subtitle "
    "titleaddon shorttitle sorttitle indextitle indexsorttitle key "
    # the reader's own, of the entry itself (JabRef's and Lectern's)
    "comment readstatus ranking".split()
)
# biblatex: the parent's title is the child's booktitle (or maintitle / journaltitle).
_PARENT_TITLE_AS = {
    "title": "booktitle",
    "subtitle": "booksubtitle",
    "titleaddon": "booktitleaddon",
}
# Free-text notes: JabRef's comment, Mendeley's and older Lectern's annote, biblatex's annotation.
_NOTE_FIELDS = ("comment", "annote", "annotation")
# Where an entry's venue is read from, in order: lectern.core.crosswalk.VENUE_SOURCES.
_CODING = re.compile(rb"coding[:=]\s*([-\w.]+)", re.I)


class _QuietParse(logging.Filter):
    """Turns bibtexparser's per-block warnings into debug records while Lectern parses.

    Every block it complains about already becomes a :class:`Skipped` with its line
    and reason; the same news as a WARNING per block only floods the log. Errors
    (a bibtexparser bug) pass unchanged; other threads' use of bibtexparser too.
    """

    def __init__(self) -> None:
        super().__init__()
        self.active = threading.local()

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(self.active, "depth", 0) and record.levelno < logging.ERROR:
            record.levelno, record.levelname = logging.DEBUG, "DEBUG"
            return logging.getLogger(record.name).isEnabledFor(logging.DEBUG)
        return True


_QUIET = _QuietParse()


@contextmanager
def _quiet_bibtexparser() -> Iterator[None]:
    # A logger's filters see only its own records, so every bibtexparser logger gets one.
    names = [n for n in list(logging.root.manager.loggerDict) if n.split(".")[0] == "bibtexparser"]
    for name in names:
        logger = logging.getLogger(name)
        if _QUIET not in logger.filters:
            logger.addFilter(_QUIET)
    _QUIET.active.depth = getattr(_QUIET.active, "depth", 0) + 1
    try:
        yield
    finally:
        _QUIET.active.depth -= 1


def _decode(path: Path, data: bytes) -> str:
    """UTF-8, else the file's own Emacs ``-*- coding: latin-9 -*-`` line, else cp1252."""
    hint = _CODING.search(data[:400])
    encodings: tuple[str, ...] = ("cp1252", "latin-1")
    if hint:
        name = re.sub(r"-(?:unix|dos|mac)$", "", hint.group(1).decode("ascii", "ignore").lower())
        name = {"latin-9": "iso8859-15", "latin-2": "iso8859-2", "latin-1": "latin-1"}.get(
            name, name
        )
        encodings = (name, *encodings)
    try:
        return decode_text(path, data, encodings)
    except LookupError:  # an unknown codec name in the coding line
        return decode_text(path, data)


def _fields(
    entry: Entry, strings: dict[str, str], raw: bool
) -> tuple[dict[str, str], dict[str, str]]:
    """Lower-cased field names → values, the first occurrence winning, as in BibTeX; and
    the written form of each value that refers to a macro and stands for another text.

    ``raw`` entries (set aside by bibtexparser before its middleware ran), macros and
    ``a # " and " # b`` concatenations are evaluated here.
    """
    out: dict[str, str] = {}
    written: dict[str, str] = {}
    for field in entry.fields:
        key = field.key.lower()
        if key in out or not isinstance(field.value, str):
            continue
        value = field.value
        if raw or field.enclosing == "no-enclosing":
            value = expand(value, strings)
            if value != field.value and references(field.value):
                written[key] = field.value.strip()
        out[key] = value
    return out, written


def _resolve_crossrefs(entries: dict[str, dict[str, str]], types: dict[str, str]) -> None:
    for key, fields in entries.items():
        parent_key = fields.get("crossref", "").strip().lower()
        parent = entries.get(parent_key)
        if not parent or parent_key == key:
            continue
        for name, value in parent.items():
            target = _PARENT_TITLE_AS.get(name, name)
            if (name in _NOT_INHERITED and name not in _PARENT_TITLE_AS) or name.startswith(
                "lectern-"
            ):
                continue
            if target == "booktitle" and types.get(parent_key) == "periodical":
                target = "journaltitle"
            fields.setdefault(target, value)


def _exact(value: str) -> str:
    """A field of an entry Lectern wrote: read back exactly as it was written."""
    return squash(unescape(value))


def own_fields(fields: dict[str, str]) -> dict[str, str]:
    """The record's fields as the source wrote them, less Lectern's own (`lectern-…`). The
    notes, read status and stars are kept as written too: an export writes them back so
    while the user has not changed them."""
    return {name: value for name, value in fields.items() if not name.startswith("lectern-")}


def notes_of(fields: dict[str, str]) -> str:
    """The notes an entry carries (JabRef's comment, Mendeley's annote, biblatex's
    annotation), as the annotation has them.

    biblatex prints an annotation and Mendeley escapes its annote: both are LaTeX, and the
    notes are what they print ("an \\texttt{article}" reads "an article"; math stays for
    the notes to show, paragraphs stay paragraphs). The record keeps them as written, and
    an export writes them so while the notes are unchanged. JabRef's comment, and every
    note Lectern wrote (an entry with its lectern-id), are text as the user typed it."""
    typed = "lectern-id" in fields
    return "\n\n".join(
        _note_text(name, fields, typed) for name in _NOTE_FIELDS if fields.get(name, "").strip()
    )


_LATEX_NOTES = frozenset({"annote", "annotation"})
_PARAGRAPHS = re.compile(r"\n[ \t]*\n\s*")
# biblatex's counters of a name list, as its examples' annotations use them
# ("\arabic{author} authors"): the number of names the field gives.
_NAME_COUNT = re.compile(r"\\arabic\{(author|editor|translator)\}")


def _note_text(name: str, fields: dict[str, str], typed: bool) -> str:
    value = fields[name]
    if typed or name not in _LATEX_NOTES:
        return unescape_free_text(value)
    value = _NAME_COUNT.sub(lambda m: _name_count(fields.get(m.group(1), "")) or m.group(0), value)
    paragraphs = (" ".join(p.split()) for p in _PARAGRAPHS.split(value.strip()))
    return "\n\n".join(latex_to_text(p, keep_math=True) for p in paragraphs if p)


def _name_count(names: str) -> str:
    """How many names a BibTeX name list holds ("" when none)."""
    listed = [n for n in re.split(r"\s+and\s+", names.strip()) if n.strip()]
    return str(len(listed)) if listed else ""


def kept_fields(fields: dict[str, str], abstract: str) -> dict[str, str]:
    """What a paper keeps of its entry: its own fields, the abstract only when the paper's
    abstract would not write it back the same (most are plain text: kept once, not twice)."""
    kept = own_fields(fields)
    if "abstract" in kept and _tidy(escape(abstract)) == _tidy(kept["abstract"]):
        del kept["abstract"]
    return kept


def _tidy(value: str) -> str:
    """A value compared as the round trip does: braces and white space aside."""
    return " ".join(value.replace("{", "").replace("}", "").split())


def view(kind: str, key: str, fields: dict[str, str], base: Path = Path()) -> RawRecord | Skipped:
    """Lectern's view of an entry (title, authors, venue, …) from its fields; the exporter
    asks it which of a paper's values its kept fields still give (relative paths of
    attached files resolved against `base`)."""
    return _record(0, kind, key, fields, base)


def _record(
    line: int, kind: str, key: str, fields: dict[str, str], base: Path
) -> RawRecord | Skipped:
    """One entry as a record; `base` is the imported file's folder, where relative paths of
    its attached files are."""
    # Lectern's own export of a paper it wrote itself is read exactly; one that carries the
    # source's entry as written (`lectern-record`) is LaTeX like any other file, but for the
    # fields Lectern wrote into it (`lectern-exact`: the user's corrections).
    ours = bool(fields.get("lectern-id", "").strip()) and not fields.get("lectern-record")
    exact = set(string_list(fields.get("lectern-exact", ""), ","))
    _text = _exact if ours else latex_text

    def text(name: str) -> str:
        return (_exact if ours or name in exact else latex_text)(fields.get(name, ""))

    title = text("title")
    for extra in ("subtitle", "titleaddon"):
        if fields.get(extra) and title:
            title = f"{title.rstrip(':')}: {text(extra)}"
    if ours or "abstract" in exact:
        abstract = unescape(fields.get("abstract", "")).strip()
    else:
        abstract = unwrap(
            latex_value(fields.get("abstract", ""), keep_math=True), indented_paragraphs=False
        )
    doi = clean_doi(fields.get("doi", ""))
    eprint_type = (fields.get("eprinttype") or fields.get("archiveprefix") or "").lower()
    arxiv = arxiv_from(fields.get("eprint", "")) if eprint_type == "arxiv" else ""
    arxiv = arxiv or arxiv_from(
        fields.get("journal", ""), fields.get("url", ""), fields.get("doi", "")
    )
    if kind == "set" and not title and not abstract:
        return Skipped(line, said("@set {key} only groups other entries", key=repr(key)))
    if not names_a_paper(title, abstract, doi, arxiv):
        return Skipped(
            line, said("entry {key} has no title, abstract, DOI or arXiv id", key=repr(key))
        )
    venue = next((text(f) for f in VENUE_SOURCES if fields.get(f, "").strip()), "")
    for extra in ("booksubtitle",):
        # a crossref'd entry's own booktitle, as an export that wrote the book's whole
        # title into it has it, already ends with the subtitle the book brings again
        subtitle = _text(fields.get(extra, ""))
        if subtitle and venue and fields.get("booktitle") and not venue.endswith(subtitle):
            venue = f"{venue}: {subtitle}"
    # Several links are separated by spaces, or by "; " as in TUGboat's bibliography.
    urls = [
        u.rstrip(";,")
        for u in re.split(
            r"\s+", latex_to_text(fields.get("url", "") + " " + fields.get("lectern-urls", ""))
        )
        if "://" in u
    ]
    separators = "," if ours else r"[;,]"  # Lectern writes "I.2; I.2.7" as one keyword
    keywords = [_text(k) for k in string_list(fields.get("keywords", ""), separators)]
    tags = [_text(t) for t in string_list(fields.get("lectern-tags", ""), separators)]
    if tags:  # Lectern wrote its tags into keywords too, for JabRef: take them out again
        folded = {t.casefold() for t in tags}
        keywords = [k for k in keywords if k.casefold() not in folded]
    notes = notes_of(fields)
    return RawRecord(
        line=line,
        fields=kept_fields(fields, abstract),
        dialect="bibtex",
        aliases=[a for a in string_list(fields.get("ids", ""), ",") if a != key],
        title=title,
        authors=display_names(fields.get("author", "")) or display_names(fields.get("editor", "")),
        year=parse_year(fields.get("year", "")) or parse_year(fields.get("date", "")),
        venue=venue,
        abstract=abstract,
        doi=doi,
        arxiv_id=arxiv,
        urls=urls,
        keywords=keywords,
        kind=kind,
        key=key,
        volume=text("volume"),
        number=text("number") or text("issue"),
        pages=text("pages"),
        lectern_id=squash(fields.get("lectern-id", "")),
        title_derived=fields.get("lectern-title-derived", "").strip().lower() == "true",
        files=bibtex_files(fields.get("file", ""), base),
        annotation=annotation(
            status=parse_status(fields.get("lectern-status"), fields.get("readstatus")),
            rating=parse_rating(fields.get("ranking")),
            notes=notes,
            tags=tags,
            queued=parse_place(fields.get("lectern-queued")),
            last_read=parse_moment(fields.get("lectern-last-read")),
            **_dated_values(fields),
        ),
        added=parse_moment(fields.get("lectern-added")) or "",
        **_library_values(fields),
    )


def _dated_values(fields: dict[str, str]) -> dict[str, Any]:
    """What Lectern's own export keeps of the reader's values with their times: each
    status and when it was set, where the reader was left (JSON, escaped as text is) and
    when the annotation was last edited, and the marks on the paper's PDF."""
    history, position = fields.get("lectern-status-history"), fields.get("lectern-reading-position")
    marks = fields.get("lectern-marks")
    return {
        "history": parse_history(parse_json(unescape(history))) if history else [],
        "position": parse_position(parse_json(unescape(position))) if position else None,
        "marks": parse_marks(parse_json(unescape(marks))) if marks else {},
        "modified": parse_moment(fields.get("lectern-modified")),
    }


def _library_values(fields: dict[str, str]) -> dict[str, Any]:
    """What Lectern's own export keeps of the library in its fields: the collections and
    alternates as JSON (escaped as text is, read with the exact inverse), the ids of the
    papers the user said it is not a duplicate of."""
    alternates, collections = fields.get("lectern-alternates"), fields.get("lectern-collections")
    named = parse_json(unescape(collections)) if collections is not None else None
    derived = fields.get("lectern-derived")
    return {
        "alternates": parse_alternates(parse_json(unescape(alternates))) if alternates else {},
        "derived": parse_derived(parse_json(unescape(derived))) if derived else [],
        "lectern_collections": parse_collections(named),
        "not_duplicates": parse_ids(fields.get("lectern-not-duplicates", "")),
    }


def split(text: str) -> tuple[bibtexparser.Library, dict[str, str]]:
    """The file's blocks as bibtexparser splits them (enclosing braces removed, macro
    references left as written: Lectern reads them), and its `@string` definitions in
    order, each read as BibTeX reads it (lectern.core.text.bibtex_macros)."""
    with _quiet_bibtexparser():
        library = bibtexparser.parse_string(text, parse_stack=[RemoveEnclosingMiddleware()])
    defined = defined_in_order(
        (string.key, string.value, string.enclosing == "no-enclosing") for string in library.strings
    )
    return library, defined


def parse(path: Path) -> ParsedFile:
    text = _decode(path, read_all(path))
    library, defined = split(text)
    strings = folded(defined)
    written: dict[str, dict[str, str]] = {}
    types: dict[str, str] = {}
    entries: dict[str, dict[str, str]] = {}
    order: list[tuple[int, str, str]] = []  # (line, kind, key)
    failures: list[Skipped] = []
    lines = _block_lines(text, library.blocks)
    for block in library.failed_blocks:
        line = lines.get(id(block)) or (block.start_line or 0) + 1
        if isinstance(block, DuplicateFieldKeyBlock) and isinstance(
            block.ignore_error_block, Entry
        ):
            entry = block.ignore_error_block
            fields, as_written = _fields(entry, strings, raw=True)
            written.setdefault(entry.key.strip().lower(), as_written)
            _add(entry, line, entries, types, order, fields)
        elif isinstance(block, DuplicateBlockKeyBlock):
            failures.append(
                Skipped(
                    line,
                    said(
                        "duplicate key {key}; the first entry with this key was imported",
                        key=repr(block.key),
                    ),
                )
            )
        else:
            why = getattr(block.error, "abort_reason", "") or str(block.error)
            failures.append(
                Skipped(
                    line,
                    said("not readable as BibTeX: {problem}", problem=why or said("syntax error")),
                )
            )
    for entry in library.entries:
        fields, as_written = _fields(entry, strings, raw=False)
        written.setdefault(entry.key.strip().lower(), as_written)
        _add(
            entry,
            lines.get(id(entry)) or (entry.start_line or 0) + 1,
            entries,
            types,
            order,
            fields,
        )
    own = {key: dict(fields) for key, fields in entries.items()}
    groups = read_tree(block.comment for block in library.comments)
    _resolve_crossrefs(entries, types)
    base = path.absolute().parent
    log.debug("%s: %d entries, %d blocks skipped", path, len(entries), len(failures))

    def records() -> Iterator[RawRecord | Skipped]:
        pending = sorted(failures, key=lambda s: s.line)
        for line, kind, key in sorted(order):
            while pending and pending[0].line < line:
                yield pending.pop(0)
            record = _record(line, kind, key, entries[key.lower()], base)
            if isinstance(record, RawRecord):  # what the entry itself says, not its parent
                record.fields = kept_fields(own[key.lower()], record.abstract)
                record.macros = {
                    name: form
                    for name, form in written.get(key.lower(), {}).items()
                    if name in record.fields
                }
                record.collections = groups.collections_of(own[key.lower()].get("groups", ""), key)
            yield record
        yield from pending

    return ParsedFile(
        str(path),
        "bibtex",
        collection_name(path),
        records(),
        tree=list(groups.paths),
        strings=defined,
    )


def _block_lines(text: str, blocks: list[Block]) -> dict[int, int]:
    """id(block) → 1-based line where it starts, found from its raw text.

    bibtexparser's own line count drifts after a backslash at the end of a line
    ("\\TeX\\" then a newline), so Lectern locates each block itself.
    """
    lines: dict[int, int] = {}
    cursor, line = 0, 1
    for block in blocks:
        raw = getattr(block, "raw", None)
        if not raw:
            continue
        found = text.find(raw, cursor)
        if found < 0:
            continue
        line += text.count("\n", cursor, found)
        lines[id(block)] = line
        cursor = found
    return lines


def _add(
    entry: Entry,
    line: int,
    entries: dict[str, dict[str, str]],
    types: dict[str, str],
    order: list[tuple[int, str, str]],
    fields: dict[str, str],
) -> None:
    key = entry.key.strip()
    if key.lower() in entries:
        return
    entries[key.lower()] = fields
    types[key.lower()] = entry.entry_type.lower()
    order.append((line, entry.entry_type.lower(), key))
