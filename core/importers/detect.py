"""Which format a file is in, from its name and its first 64 KiB.

Content wins when it is unambiguous (a JSON Lines file named ``.json``, RIS
saved as ``.txt``); the extension decides between weak signals; a file whose
content contradicts every format (a PNG renamed ``.bib``) is refused with a
message that says what it looks like instead.
"""

from __future__ import annotations

import codecs
import csv
import re
from pathlib import Path

import orjson

from lectern.core.errors import ImportFileError
from lectern.core.importers.common import bom_encoding, read_head

FORMATS = ("seed", "bibtex", "ris", "csljson", "arxiv-atom", "jsonl", "csv", "lectern-backup")
KNOWN = (
    "BibTeX, RIS, CSL-JSON, arXiv Atom XML, JSON Lines, CSV, Lectern backups "
    "and plain-text abstract lists"
)

_EXTENSIONS = {
    ".bib": "bibtex",
    ".bibtex": "bibtex",
    ".ris": "ris",
    ".ciw": "ris",
    ".wos": "ris",
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
    ".csv": "csv",
    ".tsv": "csv",
    ".xml": "arxiv-atom",
    ".atom": "arxiv-atom",
    ".txt": "seed",
    ".text": "seed",
}
_MAGIC = (
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"%PDF", "a PDF document"),
    (b"PK\x03\x04", "a ZIP archive (or a Word/Excel/EPUB file)"),
    (b"SQLite format 3\x00", "an SQLite database"),
    (b"\x7fELF", "a program"),
    (b"MZ\x90\x00", "a Windows program"),
    (b"BZh", "a bzip2 archive"),
    (b"\xfd7zXZ\x00", "an xz archive"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive"),
    (b"Rar!\x1a\x07", "a RAR archive"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an old Microsoft Office document"),
    (b"RIFF", "a media file"),
    (b"ID3", "an MP3 file"),
    (b"\x00\x00\x00\x18ftyp", "a video"),
    (b"\x00\x00\x00\x20ftyp", "a video"),
    (b"\x1a\x45\xdf\xa3", "a video"),
    (b"OggS", "an audio file"),
    (b"fLaC", "an audio file"),
    (b"wOFF", "a font"),
    (b"\x00\x01\x00\x00\x00", "a font"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"BM", None),
)
CSL_KEYS = frozenset(
    "type title author issued container-title DOI URL abstract citation-key editor page volume "
    "publisher ISBN ISSN accessed language collection-title event title-short note".split()
)
RECORD_KEYS = frozenset({"title", "abstract", "summary", "text"})
_RIS_LINE = re.compile(r"^(?:\ufeff)?(?:TY  - |PT [A-Z]\s*$|FN (?:Clarivate|Thomson|ISI))", re.M)
_BIBTEX_ENTRY = re.compile(r"^\s*@\s*[A-Za-z]+\s*[{(]", re.M)
CSV_COLUMNS = {  # normalised header → field; normalising drops case, spaces, punctuation
    "title": "title",
    "articletitle": "title",
    "papertitle": "title",
    "documenttitle": "title",
    "name": "title",
    "ti": "title",
    "abstract": "abstract",
    "summary": "abstract",
    "text": "abstract",
    "description": "abstract",
    "ab": "abstract",
    "abstractnote": "abstract",
}


def _fail(path: Path, message: str) -> ImportFileError:
    return ImportFileError(str(path), message)


def _extension(path: Path) -> str:
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] == ".gz":
        suffixes = suffixes[:-1]
    if suffixes[-2:] == [".csl", ".json"]:
        return ".csl.json"
    return suffixes[-1] if suffixes else ""


def _decode_head(head: bytes) -> str:
    encoding, skip = bom_encoding(head)
    if encoding == "utf-16":
        return head[skip:].decode("utf-16", errors="ignore")
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    text = decoder.decode(head[skip:], final=False)  # a character cut at 64 KiB is not an error
    if text.count("\ufffd") > max(8, len(text) // 200):
        text = head[skip:].decode("cp1252", errors="replace")
    return text


def _looks_binary(text: str) -> bool:
    if "\x00" in text:
        return True
    sample = text[:8192]
    controls = sum(1 for ch in sample if ord(ch) < 32 and ch not in "\t\n\r\f\v\x1a")
    return controls > max(2, len(sample) // 100)


def normalise_column(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.strip().lower())


def csv_dialect(text: str) -> tuple[str, list[str]] | None:
    """The delimiter and header of a CSV whose header names a title or abstract column."""
    first = next((line for line in text.splitlines() if line.strip()), "")
    best: tuple[str, list[str]] | None = None
    for delimiter in (",", "\t", ";", "|"):
        try:
            header = next(csv.reader([first], delimiter=delimiter))
        except (csv.Error, StopIteration):
            continue
        if len(header) >= 2 and any(normalise_column(h) in CSV_COLUMNS for h in header):
            if best is None or len(header) > len(best[1]):
                best = (delimiter, header)
    return best


def _json_kind(path: Path, text: str, hint: str | None) -> str:
    stripped = text.lstrip()
    if stripped.startswith("{") and re.search(r'"lectern_backup"\s*:', stripped[:4096]):
        return "lectern-backup"
    first_line = stripped.split("\n", 1)[0].strip()
    if stripped.startswith("{") and first_line.endswith("}"):
        try:
            record = orjson.loads(first_line)
        except orjson.JSONDecodeError:
            record = None
        if isinstance(record, dict):
            several = re.search(r"\n\s*\{", stripped) is not None
            if not several and hint != "jsonl" and (CSL_KEYS - RECORD_KEYS) & record.keys():
                return "csljson"  # one CSL item on one line, in a .json file
            if RECORD_KEYS & record.keys():
                return "jsonl"
            if CSL_KEYS & record.keys() and not several:
                return "csljson"
            raise _fail(
                path,
                "is JSON Lines, but its records have no title or abstract "
                f"(fields: {', '.join(list(record)[:8])})",
            )
    keys = re.findall(r'"([^"\\]{1,40})"\s*:', stripped[:20000])
    if stripped.startswith("{") and re.search(r'"items"\s*:\s*\[', stripped[:4096]):
        keys = [k for k in keys if k != "items"]
    if CSL_KEYS & set(keys):
        return "csljson"
    shown = ", ".join(dict.fromkeys(keys[:40]))
    raise _fail(
        path,
        "is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a "
        f"Lectern backup); its fields are: {shown or 'none'}",
    )


def _by_content(path: Path, text: str, hint: str | None) -> str | None:
    stripped = text.lstrip()
    if stripped[:1] in "[{":
        return _json_kind(path, text, hint)
    if stripped.startswith("<"):
        start = stripped[:8192]
        if re.search(r"<(?:\w+:)?feed\b", start) and "http://www.w3.org/2005/Atom" in start:
            return "arxiv-atom"
        if re.match(r"<(?:\?xml|!DOCTYPE\s+(?!html)|[\w:]+[\s>])", stripped, re.I) and not re.match(
            r"<(?:!doctype\s+html|html)", stripped, re.I
        ):
            raise _fail(path, "is XML but not an Atom feed (Lectern reads arXiv API results)")
        raise _fail(path, "is a web page (HTML), not a bibliography")
    if _RIS_LINE.search(text[:20000]):
        return "ris"
    if _BIBTEX_ENTRY.search(text):
        return "bibtex"
    if hint in (None, "csv", "seed") and csv_dialect(text):
        return "csv"
    return None


def _looks_like_seed(text: str) -> bool:
    """Prose paragraphs: at least one of twenty words or more."""
    return any(len(p.split()) >= 20 for p in re.split(r"\n\s*\n", text))


def read_text_head(path: str | Path) -> str:
    """The first 64 KiB as text, or ImportFileError for missing, empty and binary files."""
    path = Path(path)
    if path.is_dir():
        raise _fail(path, "is a folder, not a file")
    if not path.exists():
        raise _fail(path, "does not exist")
    head = read_head(path)
    if not head.strip(b" \t\r\n\x00\xef\xbb\xbf"):
        raise _fail(path, "is empty")
    for magic, what in _MAGIC:
        if head.startswith(magic) and (what or _looks_binary(head[:512].decode("latin-1"))):
            raise _fail(
                path, f"is {what or 'a bitmap image'}, not a bibliography (Lectern imports {KNOWN})"
            )
    text = _decode_head(head)
    if _looks_binary(text):
        raise _fail(path, f"is a binary file, not a bibliography (Lectern imports {KNOWN})")
    return text


def sniff(path: str | Path) -> str:
    """The format name of a file, or ImportFileError saying why it cannot be imported."""
    path = Path(path)
    text = read_text_head(path)
    ext = _extension(path)
    hint = "csljson" if ext in (".csl.json", ".json") else _EXTENSIONS.get(ext)
    found = _by_content(path, text, hint)
    if found:
        return found
    if hint == "bibtex":
        return "bibtex"  # a long comment header can push the first entry past the head
    if hint == "csv":
        raise _fail(path, "has no title or abstract column in its first row")
    if hint in (None, "seed") and _looks_like_seed(text):
        return "seed"
    if hint in ("ris", "jsonl", "arxiv-atom", "csljson"):
        raise _fail(path, f"does not look like {ext} data (no records found at its start)")
    raise _fail(path, f"is not in a format Lectern knows (Lectern imports {KNOWN})")
