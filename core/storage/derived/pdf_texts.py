"""The text of attached PDFs, kept per file by its SHA-256: the same bytes are read once.

Reading a PDF takes a worker process and up to seconds; its text is kept here so that the
pages' index (lectern.core.search.pages) can be made again without reading any PDF, a
second paper with the same file costs nothing, and `lectern text` prints it at once. Each
file's reading is one JSON file, ``fulltext/texts/ab/abcdef….json``: how the reading went
(the PDF reader's outcome, in its words), why there is no text, the pages' text. It is
derived data in a folder that is never synced (`.stignore`), written whole and not fsynced:
a torn or missing one is read again from the PDF.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import orjson

from lectern.core.atomic_file import write_file

FULLTEXT = "fulltext"  # the library's folder of derived PDF text and its pages' index
TEXTS = "texts"
FORMAT = 1
_SHA = re.compile(r"^[0-9a-f]{64}$")


@dataclass(frozen=True, slots=True)
class KeptText:
    """What reading one file gave: `outcome` is the reader's word for it ("text", "no text
    layer", "encrypted", …), `why` the sentence for the user when there is no text."""

    outcome: str
    why: str = ""
    pages: tuple[str, ...] = ()
    page_count: int = 0


class PdfTexts:
    """The kept texts of one library (its `fulltext/texts/` folder)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder) / TEXTS

    def _path(self, sha: str) -> Path:
        if not _SHA.match(sha):
            raise ValueError(f"not a SHA-256: {sha!r}")
        return self.folder / sha[:2] / f"{sha}.json"

    def get(self, sha: str) -> KeptText | None:
        """The kept text of the file with this digest; None if missing or unreadable."""
        try:
            data = orjson.loads(self._path(sha).read_bytes())
            if data.get("format") != FORMAT:
                return None
            return KeptText(
                outcome=str(data["outcome"]),
                why=str(data.get("why") or ""),
                pages=tuple(str(page) for page in data.get("pages") or ()),
                page_count=int(data.get("page_count") or 0),
            )
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None

    def has(self, sha: str) -> bool:
        return self._path(sha).is_file()

    def put(self, sha: str, kept: KeptText) -> None:
        path = self._path(sha)
        path.parent.mkdir(parents=True, exist_ok=True)
        data = {
            "format": FORMAT,
            "outcome": kept.outcome,
            "why": kept.why,
            "page_count": kept.page_count,
            "pages": list(kept.pages),
        }
        # Not durable: derived from the PDF, read again when torn or lost.
        write_file(path, orjson.dumps(data), durable=False)
