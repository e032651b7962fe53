"""Plain-text abstract lists: a header line naming the collection, then one abstract per
blank-line-separated paragraph, no titles (Lectern's bundled sample is one of these).

Only a file that reads as prose is taken (see
:func:`lectern.core.importers.detect.abstract_list_problem`): any other file would turn
into papers whose abstracts are another format's records.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from lectern.core.errors import ImportFileError
from lectern.core.importers.base import ParsedFile, RawRecord, Skipped
from lectern.core.importers.common import collection_name, iter_lines
from lectern.core.importers.detect import KNOWN, abstract_list_problem, read_text_head
from lectern.core.said import said

MAX_HEADER_WORDS = 15


def _paragraphs(path: Path) -> Iterator[tuple[int, list[str]]]:
    start, lines = 0, list[str]()
    for number, line in iter_lines(path):
        if line.strip():
            if not lines:
                start = number
            lines.append(line.strip())
        elif lines:
            yield start, lines
            lines = []
    if lines:
        yield start, lines


def _is_header(lines: list[str]) -> bool:
    """One short line that does not read like a sentence: "ICML 2026 Papers"."""
    return (
        len(lines) == 1
        and len(lines[0].split()) <= MAX_HEADER_WORDS
        and not lines[0].rstrip().endswith((".", "?", "!"))
    )


def parse(path: Path) -> ParsedFile:
    problem = abstract_list_problem(read_text_head(path))
    if problem:
        raise ImportFileError(
            str(path),
            said(
                "is not a list of abstracts ({problem}); Lectern imports {known}",
                problem=problem,
                known=KNOWN,
            ),
        )
    paragraphs = _paragraphs(path)
    first = next(paragraphs, None)
    collection = collection_name(path)
    pending: list[tuple[int, list[str]]] = []
    if first is not None:
        if _is_header(first[1]):
            collection = first[1][0].strip().lstrip("#").strip() or collection
        else:
            pending.append(first)

    def records() -> Iterator[RawRecord | Skipped]:
        for line, lines in [*pending, *paragraphs]:
            text = " ".join(lines)
            if len(text.split()) < 3:
                yield Skipped(
                    line, said("too short to be an abstract: {text}", text=repr(text[:60]))
                )
            else:
                yield RawRecord(line=line, abstract=text)

    return ParsedFile(str(path), "seed", collection, records())
