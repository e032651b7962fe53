"""Markdown notes: one file per paper with YAML front matter, ready for an Obsidian vault.

The YAML is emitted by hand (no PyYAML dependency) in a deliberately small
subset: every string double-quoted with YAML escapes, integers bare, lists in
block style. Any YAML 1.1 or 1.2 parser reads it back to the same values.

Re-exporting into the same folder updates each paper's note in place: files are
matched by the ``lectern-id`` front-matter key, so a renamed paper keeps its
file name (and the vault's links to it), and a note the user wrote themselves,
without that key, is never overwritten.

The user's edits are never overwritten either. ``.lectern-export.json`` in the folder
records a hash of every note's body as Lectern wrote it; a note whose body no longer
matches (edited in Obsidian, say) is kept as it is, and the new note is written beside it as
"<name> (updated by Lectern).md". A folder that is not empty and holds no earlier export
is written into only when the caller says so (``force``), and the filesystem root and the
home folder itself are refused.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections.abc import Container, Sequence
from datetime import UTC
from pathlib import Path

from lectern.core.atomic_file import fsync_folder, write_file
from lectern.core.errors import LecternError
from lectern.core.exporters.common import main_url, writing_to
from lectern.core.models import Entry
from lectern.core.said import said

MANIFEST = ".lectern-export.json"
BESIDE = " (updated by Lectern)"


class FolderNotEmptyError(LecternError):
    """The folder holds other files and no earlier Lectern export: ask before writing."""


ID_KEY = "lectern-id"
MAX_NAME_BYTES = 120  # well under the 255-byte limit of every common file system
_WINDOWS_RESERVED = frozenset(
    {"con", "prn", "aux", "nul"} | {f"com{i}" for i in range(10)} | {f"lpt{i}" for i in range(10)}
)
# Obsidian's property editor rewrites front matter and drops quotes it finds
# unnecessary, so the id is recognised double-quoted, single-quoted or plain.
_ID_LINE = re.compile(
    rb"""^lectern-id:[ \t]*"""
    rb"""(?:"((?:[^"\\]|\\.)*)"|'((?:[^']|'')*)'|([^\s"'#][^\r\n]*?))[ \t]*\r?$""",
    re.M,
)

# --- YAML ------------------------------------------------------------------

_YAML_ESCAPES = {
    "\\": "\\\\",
    '"': '\\"',
    "\0": "\\0",
    "\a": "\\a",
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\v": "\\v",
    "\f": "\\f",
    "\r": "\\r",
    "\x1b": "\\e",
    "\x85": "\\N",
    "\u2028": "\\L",
    "\u2029": "\\P",
}


def _yaml_char(char: str) -> str:
    if char in _YAML_ESCAPES:
        return _YAML_ESCAPES[char]
    code = ord(char)
    if 0xD800 <= code <= 0xDFFF:  # a lone surrogate cannot be written as UTF-8
        return "\ufffd"
    if code < 0x20 or 0x7F <= code <= 0x9F:
        return f"\\x{code:02X}"
    if code in (0xFEFF, 0xFFFE, 0xFFFF):
        return f"\\u{code:04X}"
    return char


_NEEDS_ESCAPE = re.compile('[\\\\"\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]')


def yaml_string(text: str) -> str:
    """A double-quoted YAML scalar: safe for any text, whatever YAML would read into it."""
    return '"' + _NEEDS_ESCAPE.sub(lambda m: _yaml_char(m.group(0)), text) + '"'


def yaml_value(value: str | int | list[str]) -> str:
    if isinstance(value, bool):
        raise TypeError("booleans are not part of the front matter")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        if not value:
            return " []"
        return "".join(f"\n  - {yaml_string(item)}" for item in value)
    return yaml_string(value)


def front_matter(fields: dict[str, str | int | list[str]]) -> str:
    lines = ["---"]
    for key, value in fields.items():
        rendered = yaml_value(value)
        sep = ":" if isinstance(value, list) else ": "
        lines.append(f"{key}{sep}{rendered}")
    lines.append("---")
    return "\n".join(lines) + "\n"


# --- notes -----------------------------------------------------------------


def obsidian_tag(tag: str) -> str:
    """Obsidian tags hold letters, digits, "_", "-" and "/" only: spaces become "-"."""
    tag = "-".join(tag.strip().lstrip("#").split())
    return re.sub(r"[^\w\-/]", "", tag)


def note_text(entry: Entry) -> str:
    paper, note = entry.paper, entry.annotation
    title = " ".join(paper.title.split())
    fields: dict[str, str | int | list[str]] = {"title": title, "aliases": [title] if title else []}
    if paper.authors:
        fields["authors"] = [a for a in paper.authors if a.strip()]
    if paper.year:
        fields["year"] = paper.year
    for key, value in (
        ("venue", paper.venue),
        ("doi", paper.doi),
        ("arxiv", paper.arxiv_id),
        ("url", main_url(paper)),
    ):
        if value:
            fields[key] = value
    tags = [t for t in (obsidian_tag(t) for t in note.tags) if t]
    fields.update(
        {
            "status": note.status.value,
            "rating": note.rating,
            "tags": list(dict.fromkeys(tags)),
            "added": paper.added.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
            ID_KEY: paper.id,
        }
    )
    parts = [front_matter(fields), f"# {title}\n"]
    if paper.abstract.strip():
        parts.append(paper.abstract.strip() + "\n")
    parts.append("## Notes\n")
    if note.notes.strip():
        parts.append(note.notes.strip("\n") + "\n")
    return "\n".join(parts)


# --- file names ------------------------------------------------------------


def slugify(title: str) -> str:
    """A lower-case, hyphenated name that is safe on Windows, macOS and Linux."""
    text = unicodedata.normalize("NFKC", title).lower()
    text = re.sub(r"[^\w]+", "-", text).strip("-_.")
    text = re.sub(r"-{2,}", "-", text)
    encoded = text.encode("utf-8")[:MAX_NAME_BYTES]
    text = encoded.decode("utf-8", errors="ignore").rstrip("-_.")
    if not text:
        text = "untitled"
    if text.split(".")[0] in _WINDOWS_RESERVED:
        text += "-paper"
    return text


def _fold(name: str) -> str:
    """How a case-insensitive, normalising file system (macOS, Windows) compares names."""
    return unicodedata.normalize("NFC", name).casefold()


def _existing_notes(folder: Path, owned: Container[str] = ()) -> tuple[dict[str, str], set[str]]:
    """(lectern id → file name) for notes a previous export wrote, and every name taken.
    Where two files carry one id (the user's edited note and Lectern's beside it), the
    one Lectern wrote last (in `owned`) is the paper's note."""
    by_id: dict[str, str] = {}
    taken: set[str] = set()
    if not folder.is_dir():
        return by_id, taken
    for path in folder.iterdir():
        taken.add(_fold(path.name))
        if path.suffix.lower() != ".md" or not path.is_file():
            continue
        try:
            with path.open("rb") as handle:
                head = handle.read(8192)
        except OSError:
            continue
        if not head.lstrip(b"\xef\xbb\xbf").startswith(b"---"):
            continue  # no front matter: the user's own note
        match = _ID_LINE.search(head.split(b"\n---", 1)[0])
        if match:
            pid = _matched_id(match)
            if pid not in by_id or (path.name in owned and by_id[pid] not in owned):
                by_id[pid] = path.name
    return by_id, taken


def _matched_id(match: re.Match[bytes]) -> str:
    double, single, plain = (
        g.decode("utf-8", "replace") if g is not None else None for g in match.groups()
    )
    if double is not None:
        return re.sub(r"\\(.)", r"\1", double)  # ids hold no escapes beyond \" and \\
    if single is not None:
        return single.replace("''", "'")
    return plain or ""


def plan_file_names(
    entries: Sequence[Entry], folder: Path, owned: Container[str] = ()
) -> list[str]:
    """One unique file name per entry; a paper's earlier note keeps its name."""
    by_id, taken = _existing_notes(folder, owned)
    names: list[str] = []
    used: set[str] = set()
    for entry in entries:
        previous = by_id.get(entry.id)
        if previous and _fold(previous) not in used:
            name = previous
        else:
            base = slugify(entry.paper.title)
            name, n = f"{base}.md", 1
            while _fold(name) in used or _fold(name) in taken:
                n += 1
                name = f"{base}-{n}.md"
        used.add(_fold(name))
        names.append(name)
    return names


def check_folder(folder: Path, *, force: bool = False) -> None:
    """Refuse the root and the home folder; a foreign, non-empty folder needs `force`."""
    resolved = folder.expanduser().resolve()
    if resolved == Path(resolved.anchor) or resolved == Path.home().resolve():
        raise LecternError(
            said(
                "Lectern does not write notes straight into {folder}; choose or "
                "create a folder for them.",
                folder=str(resolved),
            )
        )
    if force or not resolved.is_dir() or (resolved / MANIFEST).exists():
        return
    entries = [p for p in resolved.iterdir() if not p.name.startswith(".")]
    if entries and not _existing_notes(resolved)[0]:
        raise FolderNotEmptyError(
            said(
                "{folder} already holds {count} other files and no earlier Lectern "
                "export. Choose an empty folder, or confirm to write the notes among them.",
                folder=str(resolved),
                count=len(entries),
            )
        )


def _digest(data: bytes) -> str:
    """A hash of what the user could have written in: the note's body, line endings aside.
    The front matter only mirrors the library (and Obsidian rewrites its quoting), so a
    change there is no edit to keep."""
    text = data.replace(b"\r\n", b"\n")
    if text.lstrip(b"\xef\xbb\xbf").startswith(b"---\n"):
        _, _, body = text.partition(b"\n---\n")
        text = body or text
    return hashlib.sha256(text).hexdigest()


def _read_manifest(folder: Path) -> dict[str, str]:
    """file name → hash of what Lectern last wrote there."""
    try:
        data = json.loads((folder / MANIFEST).read_text("utf-8"))
        files = data.get("files", {}) if isinstance(data, dict) else {}
        return {str(k): str(v) for k, v in files.items() if isinstance(v, str)}
    except (OSError, ValueError):
        return {}


def _edited(path: Path, written: dict[str, str], new: bytes) -> bool:
    """Whether the file at `path` holds something Lectern did not write (the user's edit)."""
    try:
        current = path.read_bytes()
    except FileNotFoundError:
        return False
    if current == new or _digest(current) == _digest(new):
        return False
    recorded = written.get(path.name)
    return recorded is None or recorded != _digest(current)


def write_notes(
    entries: Sequence[Entry], folder: Path, *, force: bool = False, notices: list[str] | None = None
) -> int:
    """Write one note per paper; `notices` gets a line for every edited note kept."""
    folder = Path(folder)
    check_folder(folder, force=force)
    folder.mkdir(parents=True, exist_ok=True)
    written = _read_manifest(folder)
    kept: list[str] = []
    taken = {_fold(p.name) for p in folder.iterdir()}
    for entry, planned in zip(entries, plan_file_names(entries, folder, written)):
        data = note_text(entry).encode("utf-8")
        name = planned
        if _edited(folder / planned, written, data):
            kept.append(planned)
            name = _beside(planned, taken)
        taken.add(_fold(name))
        # Each note is replaced in one step but not fsynced on its own: thousands of fsyncs
        # make a large export crawl. The folder is fsynced once at the end instead.
        with writing_to(folder / name):
            write_file(folder / name, data, durable=False, shared=True)
        written[name] = _digest(data)
    manifest = json.dumps({"version": 1, "files": written}, indent=1, sort_keys=True)
    with writing_to(folder / MANIFEST):
        write_file(folder / MANIFEST, manifest.encode("utf-8"), durable=False, shared=True)
    with writing_to(folder):
        fsync_folder(folder)
    if kept and notices is not None:
        named = f"…{BESIDE}.md"
        if len(kept) == 1:
            notices.append(
                said(
                    "{count} note you edited since the last export was kept as it was; "
                    "the new version is beside each, named “{name}” (first: {first}).",
                    count=len(kept),
                    name=named,
                    first=kept[0],
                )
            )
        else:
            notices.append(
                said(
                    "{count} notes you edited since the last export were kept as they were; "
                    "the new version is beside each, named “{name}” (first: {first}).",
                    count=len(kept),
                    name=named,
                    first=kept[0],
                )
            )
    return len(entries)


def _beside(name: str, taken: set[str]) -> str:
    stem = name.removesuffix(".md").removesuffix(BESIDE)
    candidate, n = f"{stem}{BESIDE}.md", 1
    while _fold(candidate) in taken:
        n += 1
        candidate = f"{stem}{BESIDE} {n}.md"
    return candidate
