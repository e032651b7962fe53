"""What the extension asks the native host, and what it is answered (docs/browser.md, "The
native host").

Three requests: `hello` (is Lectern there, and which library), `inspect` (what the page's
paper is, and whether the library has it) and `save`. A message is read whole and checked
before anything is opened, so a malformed one is refused in plain words and changes nothing;
every answer is `{"ok": true, …}` or `{"ok": false, "error": CODE, "message": SENTENCE}`,
the sentence said (`said`) for the user. The answers to `inspect` and `save` are made here
from a library, so the host writing to the library itself and the window it hands a save to
answer alike.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from lectern.core.browser.protocol import (
    ErrorCode,
    Kind,
    Refused,
    kind_of,
    message_in,
    refusal,
)
from lectern.core.capture.page import CaptureError, PageCapture
from lectern.core.capture.reading import CapturedRecord, NoPaperFound, read_capture
from lectern.core.capture.saving import (
    Inspection,
    NotAPdf,
    PdfFile,
    SaveChoices,
    SaveOutcome,
    inspect,
    save,
)
from lectern.core.errors import LecternError, LibraryLockedError
from lectern.core.models import Status
from lectern.core.said import message_of, said

if TYPE_CHECKING:  # the host handing a save to the window never opens a library
    from lectern.core.library import Library

FIRST_AUTHORS = 3  # the popup names this many authors, then "and N more"
TAG_CAP = 50
TEXT_CAP = 500  # a tag's or collection's length


@dataclass(frozen=True, slots=True)
class Request:
    """One message from the extension, checked."""

    kind: Kind
    capture: PageCapture | None = None
    choices: SaveChoices = SaveChoices()
    pdf: PdfFile | None = None


def refusal_of(error: BaseException) -> dict[str, Any]:
    """The answer for an error a request met: its own code and words where Lectern knows
    it, a plain sentence (never a traceback) where it does not."""
    if isinstance(error, Refused):
        return refusal(error.code, message_of(error))
    if isinstance(error, NoPaperFound):
        return refusal(ErrorCode.NO_PAPER, message_of(error))
    if isinstance(error, NotAPdf):
        return refusal(ErrorCode.NOT_A_PDF, message_of(error))
    if isinstance(error, LibraryLockedError):
        return refusal(
            ErrorCode.LOCKED,
            said(
                "{holder} is writing your library, so nothing was saved. Close it, or open "
                "the library in Lectern's window, and save again.",
                holder=error.holder,
            ),
        )
    if isinstance(error, CaptureError):
        return refusal(ErrorCode.MALFORMED, message_of(error))
    if isinstance(error, (LecternError, ValueError)):
        return refusal(ErrorCode.REFUSED, message_of(error))
    return refusal(
        ErrorCode.FAILED,
        said(
            "Lectern could not do this ({problem}); nothing was saved.",
            problem=type(error).__name__,
        ),
    )


def read_request(data: bytes) -> Request:
    """The request in a message's bytes; Refused, in plain words, for one Lectern cannot read."""
    message = message_in(data)
    kind = kind_of(message)
    if kind is Kind.HELLO:
        return Request(kind)
    try:
        capture = PageCapture.from_json(message.get("page"))
    except CaptureError as exc:
        raise Refused(ErrorCode.MALFORMED, message_of(exc)) from None
    if kind is Kind.SAVE:
        choices, pdf = _choices(message.get("choices", {})), _pdf(message.get("pdf"))
        return Request(kind, capture, choices, pdf)
    return Request(kind, capture)


def record_of(request: Request) -> CapturedRecord:
    """The page's paper; NoPaperFound for a page that names none."""
    assert request.capture is not None
    return read_capture(request.capture)


def inspect_answer(library: Library | None, record: CapturedRecord) -> dict[str, Any]:
    """What the popup shows before Save: the page's paper, and the library's (None: the
    library does not exist yet, so it has none)."""
    known = inspect(library, record).known if library is not None else None
    return {"ok": True, "found": found(record), "known": _known(Inspection(record, known))}


def save_answer(library: Library, request: Request) -> dict[str, Any]:
    """Save the request's paper into `library` and say what happened, in the popup's words."""
    record = record_of(request)
    outcome = save(library, record, request.choices, request.pdf)
    return {
        "ok": True,
        "paper_id": outcome.paper_id,
        "title": library.papers.paper(outcome.paper_id).title,
        "added": outcome.added,
        "changed": outcome.changed,
        "filled": list(outcome.filled),
        "pdf_attached": outcome.pdf_attached,
        "status": library.notes.annotation(outcome.paper_id).status.value,
        "message": saved_sentence(library, outcome),
    }


def saved_sentence(library: Library, outcome: SaveOutcome) -> str:
    title = library.papers.paper(outcome.paper_id).title
    if outcome.added:
        return said("Saved to your reading list: {title}", title=title)
    status = library.notes.annotation(outcome.paper_id).status.label
    if not outcome.changed:
        return said("Already in your library ({status}); nothing new to save.", status=status)
    if outcome.filled:
        return said(
            "Already in your library ({status}); updated {fields}.",
            status=status,
            fields=", ".join(outcome.filled),
        )
    return said("Already in your library ({status}); your choices are saved.", status=status)


def found(record: CapturedRecord) -> dict[str, Any]:
    """The record as the popup shows it: the first authors, the fields it marks as guesses."""
    return {
        "title": record.title,
        "authors": list(record.authors[:FIRST_AUTHORS]),
        "more_authors": max(0, len(record.authors) - FIRST_AUTHORS),
        "year": record.year,
        "venue": record.venue,
        "doi": record.doi,
        "arxiv_id": record.arxiv_id,
        "pmid": record.pmid,
        "kind": record.kind,
        "pdf_url": record.pdf_url,
        "guessed": sorted(name.value for name in record.guessed),
    }


def _known(inspection: Inspection) -> dict[str, Any] | None:
    known = inspection.known
    if known is None:
        return None
    return {
        "paper_id": known.paper_id,
        "title": known.title,
        "status": known.status.value,
        "status_label": known.status.label,
        "in_trash": known.in_trash,
    }


def _malformed(message: str) -> Refused:
    return Refused(ErrorCode.MALFORMED, message)


def _choices(value: Any) -> SaveChoices:
    if value is None:
        return SaveChoices()
    if not isinstance(value, Mapping):
        raise _malformed(said("The save's choices are not in the form Lectern reads."))
    status = value.get("status")
    rating = value.get("rating")
    tags = value.get("tags", [])
    collection = value.get("collection", "")
    up_next = value.get("up_next", False)
    if (
        not (status is None or isinstance(status, str))
        or not (rating is None or (isinstance(rating, int) and not isinstance(rating, bool)))
        or not isinstance(tags, list)
        or not all(isinstance(t, str) and len(t) <= TEXT_CAP for t in tags)
        or len(tags) > TAG_CAP
        or not isinstance(collection, str)
        or len(collection) > TEXT_CAP
        or not isinstance(up_next, bool)
    ):
        raise _malformed(said("The save's choices are not in the form Lectern reads."))
    try:
        chosen = Status(status) if status else None
    except ValueError:
        raise _malformed(said("Lectern has no status {status}.", status=status)) from None
    return SaveChoices(
        status=chosen,
        rating=rating,
        tags=tuple(t.strip() for t in tags if t.strip()),
        collection=collection.strip(),
        up_next=up_next,
    )


def _pdf(value: Any) -> PdfFile | None:
    if value is None:
        return None
    if (
        not isinstance(value, Mapping)
        or not isinstance(value.get("name", ""), str)
        or not isinstance(value.get("data"), str)
    ):
        raise _malformed(said("The PDF sent with the page is not in the form Lectern reads."))
    try:
        data = base64.b64decode(value["data"], validate=True)
    except (binascii.Error, ValueError):
        raise _malformed(
            said("The PDF sent with the page is not in the form Lectern reads.")
        ) from None
    return PdfFile(name=value.get("name", "")[:TEXT_CAP], data=data)
