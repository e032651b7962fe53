"""The plain data Lectern deals in: papers, annotations, statuses and ids.

The store returns these dataclasses; the TinyDB document shape stays inside
:mod:`lectern.core.storage.store`.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass, field
from dataclasses import fields as dataclass_fields
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from lectern.core.marks.model import Mark
from lectern.core.said import said


class Status(StrEnum):
    NEW = "new"
    TO_READ = "to-read"
    READING = "reading"
    READ = "read"
    DROPPED = "dropped"

    @property
    def label(self) -> str:
        return _STATUS_LABELS[self]

    @classmethod
    def parse(cls, text: str) -> Status:
        """Accept the value, the label or a loose spelling ("toread", "to_read", "done")."""
        exact = _STATUS_VALUES.get(text)  # as stored: most calls, without the loose matching
        if exact is not None:
            return exact
        key = re.sub(r"[\s_\-]+", "", text.strip().lower())
        try:
            return _STATUS_ALIASES[key]
        except KeyError:
            names = ", ".join(s.value for s in cls)
            raise ValueError(f"unknown status {text!r} (use one of: {names})") from None


_STATUS_LABELS = {
    Status.NEW: "New",
    Status.TO_READ: "To read",
    Status.READING: "Reading",
    Status.READ: "Read",
    Status.DROPPED: "Dropped",
}
_STATUS_VALUES = {s.value: s for s in Status}
_STATUS_ALIASES = {re.sub(r"[\s_\-]+", "", s.value): s for s in Status} | {
    "unread": Status.NEW,
    "todo": Status.TO_READ,
    "toread": Status.TO_READ,
    "done": Status.READ,
    "finished": Status.READ,
    "skipped": Status.DROPPED,
}

MAX_RATING = 5
# "Starred" is 4 stars and up: the sidebar's Starred view and count, and the papers
# Recommended follows. Asked of the index as STARRED_QUERY, of an annotation as is_starred().
STARRED_RATING = 4
STARRED_QUERY = f"rating:>={STARRED_RATING}"


def is_starred(annotation: Annotation) -> bool:
    return is_starred_rating(annotation.rating)


def is_starred_rating(rating: int) -> bool:
    return rating >= STARRED_RATING


def utcnow() -> datetime:
    return datetime.now(UTC)


def to_iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


def from_iso(text: str) -> datetime:
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


# The fields of a paper a user can correct (the detail pane, `lectern edit`).
EDITABLE = (
    "title",
    "authors",
    "year",
    "venue",
    "doi",
    "arxiv_id",
    "urls",
    "abstract",
    "volume",
    "number",
    "pages",
    "files",
    "key",
    "kind",
    "fields",
)


@dataclass(frozen=True, slots=True)
class Paper:
    """A paper's metadata: what imports brought, as the user corrected it.

    `key` is the paper's citation key: unique in the library (compared case-insensitively,
    as biber does), given once when the paper is added and never changed by an edit.
    `edited` names the fields the user changed (a later import leaves them alone),
    `derived` those Lectern guessed from the paper's PDF (a later import replaces them);
    `alternates` keeps each differing value an import or a merge brought for a field
    (field → values), so nothing a file said is lost. A paper in the Trash has `trashed`
    set; one merged into another names it in `merged_into` and is hidden, kept for undo.
    """

    id: str
    title: str
    title_derived: bool = False
    authors: tuple[str, ...] = ()
    year: int | None = None
    venue: str = ""
    collections: tuple[str, ...] = ()  # any number; the first is where it was imported
    abstract: str = ""
    doi: str = ""
    arxiv_id: str = ""
    urls: tuple[str, ...] = ()
    code_urls: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    kind: str = ""
    key: str = ""
    source_file: str = ""
    added: datetime = field(default_factory=utcnow)
    volume: str = ""
    number: str = ""
    pages: str = ""
    # The paper's files: links to the user's own (full paths, never copied) and the
    # library's copies of imported PDFs (``files/…``, relative to the library: see
    # lectern.core.attached).
    files: tuple[str, ...] = ()
    edited: tuple[str, ...] = ()
    alternates: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    trashed: datetime | None = None
    merged_into: str = ""
    # The record whole, as its source wrote it (see lectern.core.crosswalk): every field by
    # the source's own name and spelling ("publisher", "date", LaTeX kept in BibTeX values),
    # in `dialect`'s vocabulary ("bibtex", "csl", "ris", "medline", "endnote"). The fields
    # above are Lectern's view of it; an export in the same dialect writes these back.
    fields: dict[str, Any] = field(default_factory=dict)
    dialect: str = ""
    # The fields of a BibTeX record whose source wrote them with `@string` macros: field →
    # the written form (`ack-bnb # " and " # ack-nhfb`); `fields` holds the value it stands
    # for. The BibTeX export writes the form back while it still gives that value with the
    # library's definitions (lectern.core.text.bibtex_macros); an edit of the field drops it.
    macros: dict[str, str] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()  # other citation keys: merged papers' keys, biblatex ids
    # The fields Lectern guessed from the paper's own PDF rather than read from a record
    # (its title, authors, year, DOI, arXiv id): like a derived title, a record of the work
    # that joins the paper later puts its values in their place.
    derived: tuple[str, ...] = ()

    @property
    def collection(self) -> str:
        """The first collection (where the paper came in), for a one-line display."""
        return self.collections[0] if self.collections else ""

    @property
    def is_live(self) -> bool:
        """In the library (not in the Trash, not merged into another paper)."""
        return self.trashed is None and not self.merged_into


@dataclass(frozen=True, slots=True)
class StatusChange:
    status: Status
    at: datetime


@dataclass(frozen=True, slots=True)
class NoteConflict:
    """A note written on another device (or here) at the same time as the one kept: the
    later of the two is the paper's note, this one waits for the user to resolve it.
    `stamp` is its change's stamp (lectern.core.sync.stamps): when, and on which device."""

    notes: str
    stamp: str


@dataclass(frozen=True, slots=True)
class Annotation:
    """What the user wrote about a paper. Kept apart from papers so a save stays small.

    `queued` is the paper's place in the reading queue ("Up next"), lowest first; None when
    it is not queued. Places are fractions, so moving one paper changes only its own
    annotation: to the end is the largest place + 1, to the front the smallest − 1, a move
    the middle of its new neighbours.

    `last_read` is when the paper was last read in Lectern (shown alone in the detail pane
    for a while, or its link or attachment opened from Lectern), UTC; None when never.
    Recording it is not an edit: it leaves `modified` and the status as they are.

    `page` is where the reader was left in the paper's PDF (1 is the first page; 0: never
    opened in the reader), `pages` how many pages that PDF has and `reached` the furthest
    page read: progress is `reached` out of `pages`. Recorded with `last_read`, as reading
    in Lectern, never as an edit.

    `marks` are the marks shown on its PDF's pages (lectern.core.marks); each is a field of
    its own in the stored document, merged per mark across devices.
    """

    paper_id: str
    status: Status = Status.NEW
    history: tuple[StatusChange, ...] = ()
    rating: int = 0
    notes: str = ""
    tags: tuple[str, ...] = ()
    modified: datetime | None = None
    queued: float | None = None
    last_read: datetime | None = None
    page: int = 0
    pages: int = 0
    reached: int = 0
    conflicts: tuple[NoteConflict, ...] = ()  # set only by merging other devices' changes
    marks: tuple[Mark, ...] = ()  # highlights, underlines, margin notes: page order, top down

    @property
    def is_blank(self) -> bool:
        return (
            self.status is Status.NEW
            and not self.history
            and not self.rating
            and not self.notes
            and not self.tags
            and self.queued is None
            and self.last_read is None
            and not self.page
            and not self.conflicts
            and not self.marks
        )

    @property
    def progress(self) -> int | None:
        """Pages reached out of pages, in percent; None when never read in the reader."""
        return progress_percent(self.reached, self.pages)

    def fields_differing(self, other: Annotation) -> frozenset[str]:
        """The fields the reader wrote that differ between the two (`modified` and the
        paper's id are bookkeeping, not something written)."""
        return frozenset(
            name for name in ANNOTATION_FIELDS if getattr(self, name) != getattr(other, name)
        )


def progress_percent(reached: int, pages: int) -> int | None:
    """`reached` pages of `pages` in whole percent (rounded down: 100 is the last page)."""
    if pages <= 0:
        return None
    return max(0, min(100, reached * 100 // pages))


# What a reader writes in an annotation, as `Change.fields` names them.
ANNOTATION_FIELDS = tuple(
    f.name for f in dataclass_fields(Annotation) if f.name not in ("paper_id", "modified")
)


@dataclass(frozen=True, slots=True)
class Entry:
    """A paper with its annotation: what a list row or the detail pane shows."""

    paper: Paper
    annotation: Annotation

    @property
    def id(self) -> str:
        return self.paper.id


# --- ids -------------------------------------------------------------------

_ARXIV_NEW = re.compile(r"(\d{4}\.\d{4,5})(v\d+)?", re.I)
_ARXIV_OLD = re.compile(r"([a-z\-]+(?:\.[A-Z]{2})?/\d{7})(v\d+)?", re.I)
_DOI = re.compile(r"10\.\d{4,9}/\S+", re.I)


def normalize_arxiv_id(text: str) -> str:
    """`arXiv:2401.01234v3`, an abs/pdf URL or a bare id → `2401.01234`; "" if none."""
    text = text.strip()
    for pattern in (_ARXIV_NEW, _ARXIV_OLD):
        match = pattern.search(text)
        if match:
            return match.group(1).lower() if pattern is _ARXIV_NEW else match.group(1)
    return ""


def normalize_doi(text: str) -> str:
    """`https://doi.org/10.1000/XYZ.` → `10.1000/xyz`; "" if none."""
    match = _DOI.search(text.strip())
    if not match:
        return ""
    return match.group(0).rstrip(".,;)]}").lower()


def fold_text(text: str) -> str:
    """Lowercase, accents and punctuation removed, spaces collapsed: for fingerprints.

    Most abstracts are ASCII: nothing to decompose, and their bytes are lowered and their
    punctuation blanked by one table (`bytes.translate`), the same as the pattern's
    `[^\\w]`, in a fifth of its time (then a third less again than `str.translate`'s
    lookup a character, split in bytes); an import folds every new abstract."""
    if text.isascii():
        return b" ".join(text.encode("ascii").translate(_ASCII_FOLD).split()).decode("ascii")
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(_NON_WORD.sub(" ", text.lower()).split())


_NON_WORD = re.compile(r"[^\w]+")
# Each ASCII byte lowered, or a space if the pattern's `[^\w]` takes it (the rest: no text
# that is ASCII has them).
_ASCII_FOLD = bytes(
    ord(chr(code).lower()) if chr(code).isalnum() or chr(code) == "_" else ord(" ")
    for code in range(128)
) + bytes(128)


def fingerprint(title: str, abstract: str) -> str:
    """A short stable hash of the normalised title and abstract."""
    return folded_fingerprint(fold_text(title), fold_text(abstract))


def folded_fingerprint(folded_title: str, folded_abstract: str) -> str:
    """fingerprint() of texts already through fold_text (an import folds each text once)."""
    basis = folded_title + "\n" + folded_abstract
    return hashlib.sha1(basis.encode("utf-8")).hexdigest()[:16]


def paper_id(*, arxiv_id: str = "", doi: str = "", title: str = "", abstract: str = "") -> str:
    """Stable ids: `arxiv:<id>`, `doi:<doi>`, else `h:<hash of title + abstract>`."""
    if arxiv := normalize_arxiv_id(arxiv_id) if arxiv_id else "":
        return f"arxiv:{arxiv}"
    if norm := normalize_doi(doi) if doi else "":
        return f"doi:{norm}"
    return f"h:{fingerprint(title, abstract)}"


def clean_field(name: str, value: Any) -> Any:
    """A field typed by the user as the store keeps it; ValueError (in plain words) if it
    cannot be one. The edit form checks with it before the library is asked."""
    if name == "key":
        from lectern.core.citekeys import check_key

        return check_key(str(value or ""))
    if name == "fields":
        return clean_other_fields(value)
    if name in ("authors", "urls", "files"):
        items = [value] if isinstance(value, str) else list(value or ())
        if name == "authors" and isinstance(value, str):
            items = value.split(";")
        if name == "files":  # a file's name may hold two spaces in a row: keep them
            return list(dict.fromkeys(str(v).strip() for v in items if str(v).strip()))
        return list(dict.fromkeys(" ".join(str(v).split()) for v in items if str(v).strip()))
    if name == "year":
        if value in (None, ""):
            return None
        text = str(value).strip()
        if not text.isdigit() or not 0 < int(text) < 10000:
            raise ValueError(
                said("A year is a number such as 2024, not {value}.", value=repr(value))
            )
        return int(text)
    text = str(value or "")
    if name == "abstract":
        return text.strip()
    text = " ".join(text.split())
    if name == "title" and not text:
        raise ValueError(said("A title cannot be empty."))
    if name == "doi" and text:
        doi = normalize_doi(text)
        if not doi:
            raise ValueError(
                said("{text} is not a DOI (they look like 10.1234/abc).", text=repr(text))
            )
        return doi
    if name == "arxiv_id" and text:
        arxiv = normalize_arxiv_id(text)
        if not arxiv:
            raise ValueError(
                said("{text} is not an arXiv id (they look like 2401.01234).", text=repr(text))
            )
        return arxiv
    return text


def clean_other_fields(value: Any) -> dict[str, Any]:
    """A paper's other fields as the user left them: names trimmed (a name is one word, as
    in every format), empty values gone (removing a field), values as typed. A value with
    structure (a CSL record's names or dates, a number) is kept as it is: the whole record
    comes back with each edit, and what the user did not touch must not turn into text."""
    if not isinstance(value, dict):
        raise ValueError(said("Other fields are names with values."))
    out: dict[str, Any] = {}
    for raw_name, raw in value.items():
        name = str(raw_name).strip()
        if not name:
            continue
        if any(ch.isspace() or ch in '{}=,"#' for ch in name):
            raise ValueError(
                said(
                    "A field name is one word, without {{ }} = , or quotes: {name}.",
                    name=repr(name),
                )
            )
        if isinstance(raw, list) and all(isinstance(v, str) for v in raw):
            items = [v for v in raw if v.strip()]
            if items:
                out[name] = items
        elif isinstance(raw, list | dict):
            if raw:
                out[name] = raw
        elif isinstance(raw, bool | int | float):
            out[name] = raw
        elif str(raw if raw is not None else "").strip():
            out[name] = str(raw).strip()
    return out
