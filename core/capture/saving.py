"""A captured paper saved into the library, with the user's choices, as one change in History.

The save goes the way every import goes (lectern.core.library.importing), so the same
identity rules decide whether the page's paper is one the library has: then nothing is
added, the fields the library lacks are filled in and what the user has (an edited field, a
value a file brought) is never overwritten. The user's choices from the popup (status, stars,
tags, a collection, Up next) are applied in the same action, so the whole save is one History
entry, "Saved from the browser: TITLE", that one Undo takes back.

The PDF the extension fetched comes as bytes: it is refused, before anything changes, unless
it is one (a link that answers with a login page gives HTML); else it is written to a
temporary file and imported with the record, read and kept in `files/` as any imported PDF.

`inspect` answers the popup before the user presses Save: what would be saved, and whether
(and as which paper, with its status) the library has it already.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from lectern.core.capture.page import CaptureError
from lectern.core.capture.reading import CapturedRecord
from lectern.core.models import MAX_RATING, Status
from lectern.core.said import said
from lectern.core.storage.library_files import readable_name
from lectern.core.sync.recording import Origin, Via

if TYPE_CHECKING:  # the library's code is loaded by whoever opened it, not by a save handed on
    from lectern.core.library import Library

SOURCE = "browser"  # the import's name, as `lectern imports` lists it
_PDF_HEAD = b"%PDF-"
_HTML_HEADS = (b"<!doctype html", b"<html", b"<head", b"<body", b"<?xml")


class NotAPdf(CaptureError):
    """The bytes given as the paper's PDF are not a PDF: nothing was saved."""


@dataclass(frozen=True, slots=True)
class SaveChoices:
    """What the user chose in the popup. `status` None keeps a known paper's status and
    gives a new one To read; `rating` None leaves the stars as they are."""

    status: Status | None = None
    rating: int | None = None
    tags: tuple[str, ...] = ()
    collection: str = ""
    up_next: bool = False


@dataclass(frozen=True, slots=True)
class PdfFile:
    """The PDF the extension fetched for the paper, and the name the page gave it."""

    name: str
    data: bytes


@dataclass(frozen=True, slots=True)
class KnownPaper:
    """The paper of the library a captured record is (in the Trash, a save restores it)."""

    paper_id: str
    title: str
    status: Status
    in_trash: bool = False


@dataclass(frozen=True, slots=True)
class Inspection:
    """What Save would do: the record, and the paper the library has of it (or None)."""

    record: CapturedRecord
    known: KnownPaper | None


@dataclass(frozen=True, slots=True)
class SaveOutcome:
    """What a save did, for the popup and the window's "Saved from the browser: …"."""

    paper_id: str
    added: bool  # a new paper (else one the library had)
    filled: tuple[str, ...] = ()  # the fields a known paper gained
    message: str = ""
    pdf_attached: bool = False
    changed: bool = True  # False when the library already had all of it, choices too
    group: str = field(default="", compare=False)  # its History entry


def inspect(library: Library, record: CapturedRecord) -> Inspection:
    """What saving `record` would do, nothing written."""
    plan = library.imports.preview_record(record.to_record())
    if not plan.known_ids:
        return Inspection(record, None)
    pid = next(iter(plan.known_ids))
    paper = library.papers.paper(pid)
    status = library.notes.annotation(pid).status
    return Inspection(record, KnownPaper(pid, paper.title, status, paper.trashed is not None))


def save(
    library: Library,
    record: CapturedRecord,
    choices: SaveChoices = SaveChoices(),
    pdf: PdfFile | None = None,
) -> SaveOutcome:
    """Save the page's paper (and its PDF) with the user's choices: one History entry.
    NotAPdf, LecternError (a PDF that cannot be read) or ValueError (stars out of range),
    each in plain words and changing nothing, before anything is written."""
    library.state.require_writable()
    if choices.rating is not None and not 0 <= choices.rating <= MAX_RATING:
        raise ValueError(
            said(
                "A rating is 0 to {most} stars, not {rating}.",
                most=MAX_RATING,
                rating=choices.rating,
            )
        )
    if pdf is not None:
        _check_pdf(pdf)
    before = {
        entry.group for entry in library.history.entries(limit=1)
    }  # to tell whether the save wrote anything
    with tempfile.TemporaryDirectory(prefix="lectern-capture-") as folder:
        path = None
        if pdf is not None:
            path = Path(folder) / _file_name(pdf.name, record)
            path.write_bytes(pdf.data)
        # the write lock for the whole save: no other writer's change joins its History entry
        with library.state.write_lock, library.action(Origin(Via.BROWSER, record.title)):
            report = library.imports.add_record_with_file(
                record.to_record(), source=SOURCE, collection=choices.collection, pdf=path
            )
            added = bool(report.added_ids)
            pid = report.added_ids[0] if added else report.known[0]
            filled = _filled(library, pid, report.merged)
            if pid not in library:  # in the Trash: the user wants it on the list again
                library.papers.restore([pid])
            _apply_choices(library, pid, choices, new=added)
    newest = library.history.entries(limit=1)
    changed = bool(newest) and newest[0].group not in before
    title = library.papers.paper(pid).title
    message = (
        said("Saved from the browser: {title}", title=title)
        if changed
        else said("Already in the library, nothing new to save: {title}", title=title)
    )
    return SaveOutcome(
        paper_id=pid,
        added=added,
        filled=filled,
        message=message,
        pdf_attached=path is not None,
        changed=changed,
        group=newest[0].group if changed else "",
    )


def _check_pdf(pdf: PdfFile) -> None:
    head = pdf.data[:1024]
    if _PDF_HEAD in head:
        return
    if any(mark in head.lower() for mark in _HTML_HEADS):
        raise NotAPdf(
            said(
                "The PDF link gave a web page, not a PDF (a sign-in page, perhaps): "
                "nothing was saved. Open the PDF in the browser and save again."
            )
        )
    raise NotAPdf(said("The file the PDF link gave is not a PDF: nothing was saved."))


def _file_name(name: str, record: CapturedRecord) -> str:
    """A name for the PDF's temporary file: the page's, else one made from the record."""
    own = Path(name).name.strip()
    if own and own.lower().endswith(".pdf"):
        return own
    surname = record.authors[0].split()[-1] if record.authors else ""
    return readable_name(record.title or "paper", author=surname, year=record.year) + ".pdf"


def _filled(library: Library, pid: str, merged: int) -> tuple[str, ...]:
    """The fields the save filled in on a known paper, as its last History lines say."""
    if not merged:
        return ()
    entries = library.history.entries(paper_id=pid, limit=1)
    if not entries:
        return ()
    old, new = entries[0].change(pid)
    return tuple(sorted(name for name in new if not old.get(name) and new.get(name)))


def _apply_choices(library: Library, pid: str, choices: SaveChoices, *, new: bool) -> None:
    """The popup's choices on the saved paper, each written only when it changes something."""
    annotation = library.notes.annotation(pid)
    status = choices.status or (Status.TO_READ if new else None)
    with library.notes.group():
        if status is not None and annotation.status is not status:
            library.notes.set_status([pid], status)
        if choices.rating is not None and annotation.rating != choices.rating:
            library.notes.set_rating([pid], choices.rating)
        having = {t.casefold() for t in annotation.tags}
        wanted = [t for t in choices.tags if t.strip() and t.strip().casefold() not in having]
        if wanted:
            library.notes.add_tags([pid], wanted)
    if choices.collection.strip() and choices.collection not in library.papers.collections_of(pid):
        library.collections.add([pid], choices.collection)
    if choices.up_next and pid not in library.queue.ids():
        library.queue.add([pid])
