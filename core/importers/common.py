"""What every importer needs: opening (gzip too), decoding, names, years, DOIs, arXiv ids.

Files can be hundreds of megabytes, so the line-based formats read line by line
and only the head is ever read for sniffing.
"""

from __future__ import annotations

import codecs
import gzip
import io
import json
import re
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO, cast

from lectern.core.errors import ImportFileError
from lectern.core.models import normalize_arxiv_id
from lectern.core.said import said
from lectern.core.text import single_spaced
from lectern.core.text.names import display_name

HEAD_BYTES = 64 * 1024
_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
# Windows tools write cp1252; latin-1 decodes anything, so it is the last resort.
FALLBACK_ENCODINGS = ("cp1252", "latin-1")


def is_gzip(path: Path) -> bool:
    with open(path, "rb") as handle:
        return handle.read(2) == b"\x1f\x8b"


def open_binary(path: Path) -> BinaryIO:
    """The file's bytes, transparently un-gzipped."""
    try:
        if is_gzip(path):
            return cast(BinaryIO, gzip.open(path, "rb"))
        return open(path, "rb")
    except OSError as exc:
        raise ImportFileError(
            str(path), said("cannot be read ({reason})", reason=exc.strerror or str(exc))
        ) from exc


def read_head(path: Path, size: int = HEAD_BYTES) -> bytes:
    try:
        with open_binary(path) as handle:
            return handle.read(size)
    except (OSError, EOFError, zlib.error) as exc:
        raise ImportFileError(
            str(path), said("cannot be read ({reason})", reason=str(exc))
        ) from exc


def read_all(path: Path) -> bytes:
    try:
        with open_binary(path) as handle:
            return handle.read()
    except (OSError, EOFError, zlib.error) as exc:
        raise ImportFileError(
            str(path), said("cannot be read ({reason})", reason=str(exc))
        ) from exc


def bom_encoding(data: bytes) -> tuple[str | None, int]:
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return encoding, len(bom)
    return None, 0


def decode_text(path: Path, data: bytes, fallbacks: tuple[str, ...] = FALLBACK_ENCODINGS) -> str:
    """Whole-file decoding: BOM, then UTF-8, then the fallbacks; never mojibake silently."""
    encoding, skip = bom_encoding(data)
    if encoding:
        try:
            return data[skip:].decode(encoding)
        except UnicodeDecodeError as exc:
            raise ImportFileError(
                str(path),
                said(
                    "is not valid {encoding} ({problem})",
                    encoding=encoding.upper(),
                    problem=exc.reason,
                ),
                _line_at(data, exc.start),
            ) from exc
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        for fallback in fallbacks:
            try:
                return data.decode(fallback)
            except UnicodeDecodeError:
                continue
        raise ImportFileError(
            str(path), said("is not UTF-8 text"), _line_at(data, exc.start)
        ) from exc


def _line_at(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def iter_lines(path: Path) -> Iterator[tuple[int, str]]:
    """(1-based line number, text without the newline); each line decoded on its own.

    A file that is UTF-8 except for a few cp1252 bytes (a typical spreadsheet
    export) keeps its good lines intact instead of being misread as a whole.
    """
    with open_binary(path) as handle:
        head = handle.peek(4)[:4] if hasattr(handle, "peek") else b""
        encoding, skip = bom_encoding(head)
        if encoding == "utf-16":
            text = io.TextIOWrapper(handle, encoding="utf-16", newline=None)
            try:
                for number, line in enumerate(text, 1):
                    yield number, line.rstrip("\r\n")
            except UnicodeDecodeError as exc:
                raise ImportFileError(
                    str(path), said("is not valid UTF-16 ({problem})", problem=exc.reason)
                ) from exc
            return
        handle.read(skip)
        number = 0
        try:
            for raw in handle:
                number += 1
                yield number, decode_line(raw).rstrip("\r\n")
        except (OSError, EOFError, zlib.error) as exc:
            raise ImportFileError(
                str(path),
                said("cannot be read to the end ({problem})", problem=str(exc)),
                number + 1,
            ) from exc


def decode_line(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="strict") if _cp1252_ok(raw) else raw.decode("latin-1")


def _cp1252_ok(raw: bytes) -> bool:
    return not any(b in raw for b in (b"\x81", b"\x8d", b"\x8f", b"\x90", b"\x9d"))


def collection_name(path: Path) -> str:
    """ "bu-disc_mendeley_library.bib" → "bu-disc mendeley library"."""
    name = path.name
    for suffix in (
        ".gz",
        ".json",
        ".csl",
        ".jsonl",
        ".ndjson",
        ".bib",
        ".bibtex",
        ".ris",
        ".nbib",
        ".csv",
        ".tsv",
        ".txt",
        ".xml",
        ".atom",
        ".lectern",
        ".backup",
    ):
        if name.lower().endswith(suffix) and len(name) > len(suffix):
            name = name[: -len(suffix)]
    return " ".join(name.replace("_", " ").split()) or path.name


# --- field clean-up ------------------------------------------------------------

_BARE_ARXIV = re.compile(r"\s*(?:\d{4}\.\d{4,5}|[a-z\-]+(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?\s*", re.I)
_YEAR = re.compile(r"(?<!\d)(1[5-9]\d\d|20\d\d|21\d\d)(?!\d)")
_DOI = re.compile(r"10\.\d{4,9}/\S+|10/[a-z0-9]+\b", re.I)  # DOIs may hold <>;() too


def squash(text: Any) -> str:
    """Any value → one line of text with single spaces."""
    if text is None:
        return ""
    if not isinstance(text, str):
        text = str(text)
    return " ".join(text.split())


def parse_year(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 1000 <= value <= 2999 else None
    if isinstance(value, float) and value.is_integer():
        return parse_year(int(value))
    if isinstance(value, str):
        match = _YEAR.search(value)
        return int(match.group(1)) if match else None
    return None


def clean_doi(text: Any) -> str:
    """ "https://dx.doi.org/10.1000/XYZ." → "10.1000/XYZ" (case kept); "" if none."""
    if not isinstance(text, str):
        return ""
    match = _DOI.search(text.strip())
    return match.group(0).rstrip(".,;)]}") if match else ""


def arxiv_from(*texts: Any) -> str:
    """An arXiv id (no version) from an id, an abs/pdf URL or a 10.48550 DOI; "" if none."""
    for text in texts:
        if not isinstance(text, str) or not text:
            continue
        lowered = text.lower()
        if "arxiv" in lowered or _BARE_ARXIV.fullmatch(text):
            found = normalize_arxiv_id(
                text.split("arxiv.", 1)[-1] if "10.48550" in lowered else text
            )
            if found:
                return found
    return ""


def expand_initials(text: str) -> str | None:
    """ "AS" / "A.S." → "A. S."; None when `text` is not a run of capital initials."""
    letters = text.replace(".", "").replace(" ", "")
    if 1 <= len(letters) <= 4 and letters.isalpha() and letters.isupper():
        return " ".join(f"{ch}." for ch in letters)
    return None


def initials_name(name: str) -> str:
    """ "Ahmad, AS" → "A. S. Ahmad" (EndNote and MEDLINE write bare initials); any other
    name as :func:`display_name` gives it."""
    name = squash(name).strip(",; ")
    if name.count(",") == 1:
        last, first = (part.strip() for part in name.split(","))
        initials = expand_initials(first)
        if initials and last:
            return f"{initials} {last}"
    return display_name(name)


def split_names(text: str) -> list[str]:
    """ "A. Smith; B. Jones", "Smith, A. and Jones, B.", "A Smith, B Jones" → one name each."""
    text = squash(text)
    if not text:
        return []
    if ";" in text:
        parts = text.split(";")
    elif re.search(r"\s+and\s+", text, re.I):
        parts = [
            p for chunk in re.split(r",?\s+and\s+", text, flags=re.I) for p in _comma_names(chunk)
        ]
    else:
        parts = _comma_names(text)
    return [
        display_name(p)
        for p in parts
        if p.strip() and p.strip().lower() not in ("others", "et al.")
    ]


def _comma_names(text: str) -> list[str]:
    pieces = [p.strip() for p in text.split(",")]
    # "Smith, John" is one person; "John Smith, Jane Doe" is two.
    if len(pieces) == 2 and len(pieces[0].split()) == 1 and len(pieces[1].split()) <= 3:
        return [text]
    if len(pieces) % 2 == 0 and all(len(p.split()) == 1 for p in pieces) and len(pieces) > 2:
        return [f"{pieces[i]}, {pieces[i + 1]}" for i in range(0, len(pieces), 2)]
    return pieces


def string_list(value: Any, separators: str = r"[;,]", *, unique: bool = True) -> list[str]:
    """A list or a delimited string → clean strings (a name list keeps repeats: two
    authors may share a name)."""
    if value is None:
        return []
    if isinstance(value, str):
        items = re.split(separators, value)
    elif isinstance(value, list | tuple):
        items = [v if isinstance(v, str) else str(v) for v in value if v is not None]
    else:
        items = [str(value)]
    out: list[str] = []
    for raw in items:
        item = squash(raw)
        if item and (not unique or item not in out):
            out.append(item)
    return out


def find_first(record: dict[str, Any], keys: tuple[str, ...]) -> str:
    """The first of ``keys`` that holds non-blank text."""
    for key in keys:
        value = record.get(key)
        if isinstance(value, str) and value.strip():
            return value
    return ""


def unwrap(text: str, *, indented_paragraphs: bool = True) -> str:
    """Hard-wrapped abstracts → one line per paragraph, paragraphs split by a blank line.

    arXiv marks a new paragraph by indenting its first line; BibTeX files indent
    every continuation line, so they pass ``indented_paragraphs=False``.
    """
    text = text.strip()
    if "\n" not in text:
        return text
    paragraphs = (_PARAGRAPHS_INDENTED if indented_paragraphs else _PARAGRAPHS).split(text)
    return "\n\n".join(single_spaced(p) for p in paragraphs if p.strip())


# Compiled once: every abstract of a large import is unwrapped (the module's pattern cache
# was looked up 75,000 times).
_PARAGRAPHS_INDENTED = re.compile(r"\n\s*\n|\n(?=[ \t]+\S)")
_PARAGRAPHS = re.compile(r"\n\s*\n")


# --- JSON with line numbers -----------------------------------------------------

_DECODER = json.JSONDecoder()
_WS = re.compile(r"[ \t\n\r]*")


class JsonError(ValueError):
    """Malformed JSON at a character offset."""

    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message)
        self.pos = pos


def _skip(text: str, pos: int) -> int:
    return _WS.match(text, pos).end()  # type: ignore[union-attr]


def _decode(text: str, pos: int) -> tuple[Any, int]:
    try:
        return _DECODER.raw_decode(text, pos)
    except json.JSONDecodeError as exc:
        raise JsonError(exc.msg, exc.pos) from exc
    except RecursionError as exc:
        raise JsonError("nested too deeply", pos) from exc


def json_array(text: str, pos: int) -> tuple[list[tuple[int, Any]], int]:
    """The JSON array at ``pos`` as [(offset of item, item)], and the offset after it.

    Decoding item by item (with the C scanner) is what gives each record a line number.
    """
    if text[pos : pos + 1] != "[":
        raise JsonError("expected a list", pos)
    items: list[tuple[int, Any]] = []
    pos = _skip(text, pos + 1)
    if text[pos : pos + 1] == "]":
        return items, pos + 1
    while True:
        value, end = _decode(text, pos)
        items.append((pos, value))
        pos = _skip(text, end)
        if text[pos : pos + 1] == ",":
            pos = _skip(text, pos + 1)
        elif text[pos : pos + 1] == "]":
            return items, pos + 1
        else:
            raise JsonError("expected ',' or ']'", pos)


def json_object(text: str, pos: int, arrays: frozenset[str]) -> tuple[dict[str, Any], int]:
    """The JSON object at ``pos``; the values of keys in ``arrays`` come from :func:`json_array`."""
    if text[pos : pos + 1] != "{":
        raise JsonError("expected an object", pos)
    result: dict[str, Any] = {}
    pos = _skip(text, pos + 1)
    if text[pos : pos + 1] == "}":
        return result, pos + 1
    while True:
        key, end = _decode(text, pos)
        if not isinstance(key, str):
            raise JsonError("expected a key", pos)
        pos = _skip(text, end)
        if text[pos : pos + 1] != ":":
            raise JsonError("expected ':'", pos)
        pos = _skip(text, pos + 1)
        if key in arrays and text[pos : pos + 1] == "[":
            result[key], end = json_array(text, pos)
        else:
            result[key], end = _decode(text, pos)
        pos = _skip(text, end)
        if text[pos : pos + 1] == ",":
            pos = _skip(text, pos + 1)
        elif text[pos : pos + 1] == "}":
            return result, pos + 1
        else:
            raise JsonError("expected ',' or '}'", pos)


def json_document(
    path: Path, text: str, arrays: frozenset[str] = frozenset()
) -> tuple[Any, LineCounter]:
    """A whole JSON file: a list → [(offset, item)], an object → dict (see :func:`json_object`)."""
    lines = LineCounter(text)
    pos = _skip(text, 0)
    value: Any
    try:
        if text[pos : pos + 1] == "[":
            value, end = json_array(text, pos)
        elif text[pos : pos + 1] == "{":
            value, end = json_object(text, pos, arrays)
        else:
            raise JsonError("expected a JSON list or object", pos)
        if _skip(text, end) != len(text):
            raise JsonError("unexpected text after the JSON data", _skip(text, end))
    except JsonError as exc:
        raise ImportFileError(
            str(path), said("is not valid JSON ({problem})", problem=str(exc)), lines(exc.pos)
        ) from exc
    return value, lines


class LineCounter:
    """Offsets → 1-based line numbers, fast when offsets come in increasing order."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.offset = 0
        self.line = 1

    def __call__(self, offset: int) -> int:
        if offset < self.offset:
            self.offset, self.line = 0, 1
        self.line += self.text.count("\n", self.offset, offset)
        self.offset = offset
        return self.line
