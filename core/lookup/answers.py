"""Reading a service's answer: what every lookup checks before it believes a body.

A body that is not what the service promises (not JSON, not XML, no record in it) and a
record of another identifier than the one asked are refused with a sentence for the user,
so nothing is changed by them. Abstracts come in JATS (`<jats:p>`, `<jats:title>`), which is
read as paragraphs of plain text.
"""

from __future__ import annotations

import html
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson

from lectern.core.errors import ImportFileError
from lectern.core.importers.base import ParsedFile, RawRecord, Skipped
from lectern.core.lookup.fetching import Answer, LookupFailed, Problem, Service
from lectern.core.said import said


def not_as_promised(service: Service, what: str, reason: str) -> LookupFailed:
    return LookupFailed(
        Problem.BAD_ANSWER,
        said(
            "{service} answered about {what} with something that is not a record "
            "({reason}); nothing was changed.",
            service=service.title,
            what=what,
            reason=reason,
        ),
    )


def other_record(service: Service, what: str, named: str) -> LookupFailed:
    return LookupFailed(
        Problem.OTHER_RECORD,
        said(
            "{service} answered about {what} with the record of {named}; nothing was changed.",
            service=service.title,
            what=what,
            named=named or "another work",
        ),
    )


def json_object(service: Service, answer: Answer, what: str) -> dict[str, Any]:
    try:
        document = orjson.loads(answer.body)
    except orjson.JSONDecodeError:
        raise not_as_promised(service, what, said("not JSON")) from None
    if not isinstance(document, dict):
        raise not_as_promised(service, what, said("not a JSON object"))
    return document


def parsed_record(
    service: Service,
    answer: Answer,
    what: str,
    parse: Callable[[Path], ParsedFile],
    suffix: str,
) -> RawRecord:
    """The first record an importer reads from the body, written to a file of its own (the
    importers read files, and stream them)."""
    with tempfile.TemporaryDirectory(prefix="lectern-lookup-") as folder:
        path = Path(folder) / f"answer{suffix}"
        path.write_bytes(answer.body)
        try:
            records = list(parse(path).records)
        except ImportFileError as exc:
            raise not_as_promised(service, what, exc.problem) from None
    found = [r for r in records if isinstance(r, RawRecord)]
    if not found:
        reasons = [r.reason for r in records if isinstance(r, Skipped)]
        raise not_as_promised(service, what, reasons[0] if reasons else said("no record"))
    return found[0]


_JATS_HEADING = re.compile(r"<(?:jats:)?title>\s*(?:abstract|summary)\s*</(?:jats:)?title>", re.I)
_JATS_BREAK = re.compile(r"</?(?:jats:)?(?:p|sec|title)\b[^>]*>", re.I)
_TAG = re.compile(r"</?[a-zA-Z][\w:.-]*(?:\s[^<>]{0,500})?/?>")


def plain_abstract(text: Any) -> str:
    """A JATS or HTML abstract as plain paragraphs, a blank line between them; a section's
    heading ("Background") starts its paragraph."""
    if not isinstance(text, str):
        return ""
    text = _JATS_HEADING.sub("", text)
    text = _JATS_BREAK.sub("\n\n", text)
    text = html.unescape(_TAG.sub("", text))
    paragraphs = (" ".join(part.split()) for part in re.split(r"\n\s*\n", text))
    return "\n\n".join(p for p in paragraphs if p)
