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
from lectern.core.said import said

FORMATS = (
    "seed",
    "bibtex",
    "ris",
    "medline",
    "csljson",
    "arxiv-atom",
    "endnote-xml",
    "jsonl",
    "csv",
    "lectern-backup",
)
KNOWN = said(
    "BibTeX, RIS, MEDLINE (PubMed .nbib), CSL-JSON, arXiv Atom XML, EndNote XML, JSON Lines, "
    "CSV, Lectern backups and plain-text abstract lists"
)

_EXTENSIONS = {
    ".bib": "bibtex",
    ".bibtex": "bibtex",
    ".ris": "ris",
    ".ciw": "ris",
    ".wos": "ris",
    ".nbib": "medline",
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
    (b"\x89PNG\r\n\x1a\n", said("a PNG image")),
    (b"\xff\xd8\xff", said("a JPEG image")),
    (b"GIF87a", said("a GIF image")),
    (b"GIF89a", said("a GIF image")),
    (b"%PDF", said("a PDF document")),
    (b"PK\x03\x04", said("a ZIP archive (or a Word/Excel/EPUB file)")),
    (b"SQLite format 3\x00", said("an SQLite database")),
    (b"\x7fELF", said("a program")),
    (b"MZ\x90\x00", said("a Windows program")),
    (b"BZh", said("a bzip2 archive")),
    (b"\xfd7zXZ\x00", said("an xz archive")),
    (b"7z\xbc\xaf\x27\x1c", said("a 7-Zip archive")),
    (b"Rar!\x1a\x07", said("a RAR archive")),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", said("an old Microsoft Office document")),
    (b"RIFF", said("a media file")),
    (b"ID3", said("an MP3 file")),
    (b"\x00\x00\x00\x18ftyp", said("a video")),
    (b"\x00\x00\x00\x20ftyp", said("a video")),
    (b"\x1a\x45\xdf\xa3", said("a video")),
    (b"OggS", said("an audio file")),
    (b"fLaC", said("an audio file")),
    (b"wOFF", said("a font")),
    (b"\x00\x01\x00\x00\x00", said("a font")),
    (b"II*\x00", said("a TIFF image")),
    (b"MM\x00*", said("a TIFF image")),
    (b"BM", None),
)
CSL_KEYS = frozenset(
    "type title author issued container-title DOI URL abstract citation-key editor page volume "
    "publisher ISBN ISSN accessed language collection-title event title-short note".split()
)
RECORD_KEYS = frozenset({"title", "abstract", "summary", "text"})
_RIS_LINE = re.compile(r"^(?:\ufeff)?(?:TY  - |PT [A-Z]\s*$|FN (?:Clarivate|Thomson|ISI))", re.M)
_BIBTEX_ENTRY = re.compile(r"^\s*@\s*[A-Za-z]+\s*[{(]", re.M)
# MEDLINE: a tag padded to four characters (ERIC writes five), "-", a space and the value.
MEDLINE_TAG = re.compile(r"^([A-Z][A-Z0-9]{1,4})( *)-(?: (.*))?$")
_MEDLINE_TAGS = re.compile(r"^([A-Z][A-Z0-9]{1,4})( *)- ", re.M)
# Tags MEDLINE writes and RIS never does, so two of them tell the formats apart.
_MEDLINE_ONLY = frozenset(
    "PMID OWN STAT PMC FAU DCOM LR EDAT MHDA CRDT PHST PST JID OTO AID LID JT DEP PUBM MH".split()
)
_RIS_TAGS = re.compile(r"^(?:TY|ER)  -", re.M)
# EndNote's own XML: the root <xml> holds <records>, each <record> a reference.
_ENDNOTE_ROOT = re.compile(
    r"(?:<\?xml[^>]*\?>\s*)?(?:<!--.*?-->\s*)*<xml(?:\s[^>]*)?>\s*<records[\s/>]", re.S
)
# A line of a tagged format: RIS and MEDLINE ("TI  - "), Web of Science ("PT J"), the refer
# format EndNote and Ovid write ("%T "), BibTeX ("@article{").
_TAGGED_LINE = re.compile(
    r"^(?:[A-Z][A-Z0-9]{1,3} {0,3}- "
    r"|(?:FN|VR|PT|AU|AF|TI|SO|DT|DE|AB|C1|RP|EM|CR|NR|TC|PU|PY|VL|BP|EP|DI|UT|ER|EF) \S"
    r"|%[A-Z0-9@!#$&()*+<>?^~\]\[] |\s*@\s*[A-Za-z]+\s*[{(])"
)
_WOS_HEAD = re.compile(r"^(?:PT [A-Z]\s*$|FN (?:Clarivate|Thomson|ISI))", re.M)
_RECORD_MARKERS = (
    (_RIS_TAGS, said("it is RIS")),
    (re.compile(r"^PMID- ", re.M), said("it is MEDLINE (PubMed) data")),
    (_WOS_HEAD, said("it is Web of Science data")),
    (re.compile(r"^%0 ", re.M), said("it is an EndNote or refer tagged export")),
    (_BIBTEX_ENTRY, said("it is BibTeX")),
)
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
        if (
            len(header) >= 2
            and any(normalise_column(h) in CSV_COLUMNS for h in header)
            and (best is None or len(header) > len(best[1]))
        ):
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
                said(
                    "is JSON Lines, but its records have no title or abstract (fields: {fields})",
                    fields=", ".join(list(record)[:8]),
                ),
            )
    keys = re.findall(r'"([^"\\]{1,40})"\s*:', stripped[:20000])
    if stripped.startswith("{") and re.search(r'"items"\s*:\s*\[', stripped[:4096]):
        keys = [k for k in keys if k != "items"]
    if CSL_KEYS & set(keys):
        return "csljson"
    shown = ", ".join(dict.fromkeys(keys[:40]))
    if not shown:
        raise _fail(
            path,
            said(
                "is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a "
                "Lectern backup); its fields are: none"
            ),
        )
    raise _fail(
        path,
        said(
            "is JSON but not a bibliography Lectern knows (CSL-JSON, JSON Lines or a "
            "Lectern backup); its fields are: {fields}",
            fields=shown,
        ),
    )


def _by_content(path: Path, text: str, hint: str | None) -> str | None:
    stripped = text.lstrip()
    if stripped[:1] in "[{":
        return _json_kind(path, text, hint)
    if stripped.startswith("<"):
        start = stripped[:8192]
        if re.search(r"<(?:\w+:)?feed\b", start) and "http://www.w3.org/2005/Atom" in start:
            return "arxiv-atom"
        if _ENDNOTE_ROOT.match(start):
            return "endnote-xml"
        if re.match(r"<(?:\?xml|!DOCTYPE\s+(?!html)|[\w:]+[\s>])", stripped, re.I) and not re.match(
            r"<(?:!doctype\s+html|html)", stripped, re.I
        ):
            raise _fail(
                path,
                said(
                    "is XML but not an Atom feed or an EndNote XML export "
                    "(Lectern reads arXiv API results and EndNote's XML)"
                ),
            )
        raise _fail(path, said("is a web page (HTML), not a bibliography"))
    if looks_like_medline(text):
        return "medline"
    if _RIS_LINE.search(text[:20000]):
        return "ris"
    if _BIBTEX_ENTRY.search(text):
        return "bibtex"
    if hint in (None, "csv", "seed") and csv_dialect(text):
        return "csv"
    return None


def looks_like_medline(text: str) -> bool:
    """MEDLINE tag lines from the first line on, with tags only MEDLINE writes (PMID, OWN, FAU…)."""
    if _RIS_TAGS.search(text):
        return False
    first = next((line for line in text.splitlines() if line.strip()), "")
    if not _is_medline_tag(first):
        return False
    tags = {m.group(1) for m in _MEDLINE_TAGS.finditer(text[:20000]) if _is_medline_tag(m.group(0))}
    return bool(tags & {"PMID", "OWN"}) and len(tags & _MEDLINE_ONLY) >= 2


def _is_medline_tag(line: str) -> bool:
    match = MEDLINE_TAG.match(line)
    return match is not None and len(match.group(1)) + len(match.group(2)) in (4, 5)


def _csv_rows(lines: list[str]) -> bool:
    """Five lines in a row that split into the same three or more cells (or two tab-separated)."""
    for delimiter, least in ((",", 3), (";", 3), ("|", 3), ("\t", 2)):
        run, width = 0, 0
        for line in lines:
            if not line.strip():
                run = 0
                continue
            try:
                cells = len(next(csv.reader([line], delimiter=delimiter)))
            except (csv.Error, StopIteration):
                cells = 0
            if cells < least:
                run = 0
            elif cells == width:
                run += 1
            else:
                run = 1
            width = cells
            if run >= 5:
                return True
    return False


def abstract_list_problem(text: str) -> str | None:
    """None when the head of a file reads as a list of abstracts, else why it does not.

    A list of abstracts is prose: paragraphs of sentences split by blank lines, perhaps
    under a one-line header (Lectern's bundled sample). Tagged lines, BibTeX entries, JSON,
    XML and table rows are some other format's records, and reading them as abstracts
    would make papers titled "PMID- 11075599 OWN - NLM…".
    """
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped[:1] in "[{":
        return said("it is JSON")
    if stripped[:1] == "<":
        return said("it is XML or HTML")
    for pattern, name in _RECORD_MARKERS:
        if pattern.search(text):
            return name
    lines = text.splitlines()
    filled = [line for line in lines if line.strip()]
    tagged = sum(1 for line in filled if _TAGGED_LINE.match(line))
    if tagged >= 3 and tagged * 5 >= len(filled):
        return said("its lines are tagged fields")
    if _csv_rows(lines):
        return said("its lines are rows of a table")
    if not any(len(p.split()) >= 20 for p in re.split(r"\n\s*\n", text)):
        return said("it has no paragraph of prose")
    return None


def read_text_head(path: str | Path) -> str:
    """The first 64 KiB as text, or ImportFileError for missing, empty and binary files."""
    path = Path(path)
    if path.is_dir():
        raise _fail(path, said("is a folder, not a file"))
    if not path.exists():
        raise _fail(path, said("does not exist"))
    head = read_head(path)
    if not head.strip(b" \t\r\n\x00\xef\xbb\xbf"):
        raise _fail(path, said("is empty"))
    for magic, what in _MAGIC:
        if head.startswith(magic) and (what or _looks_binary(head[:512].decode("latin-1"))):
            raise _fail(
                path,
                said(
                    "is {what}, not a bibliography (Lectern imports {known})",
                    what=what or said("a bitmap image"),
                    known=KNOWN,
                ),
            )
    text = _decode_head(head)
    if _looks_binary(text):
        raise _fail(
            path,
            said("is a binary file, not a bibliography (Lectern imports {known})", known=KNOWN),
        )
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
        raise _fail(path, said("has no title or abstract column in its first row"))
    if hint in (None, "seed") and abstract_list_problem(text) is None:
        return "seed"
    if hint in ("ris", "medline", "jsonl", "arxiv-atom", "csljson"):
        raise _fail(
            path,
            said(
                "does not look like {extension} data (no records found at its start)", extension=ext
            ),
        )
    raise _fail(
        path, said("is not in a format Lectern knows (Lectern imports {known})", known=KNOWN)
    )
