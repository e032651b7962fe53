"""Which attached files Lectern hands to the system to open: documents, never programs.

A paper's files may come from someone else's .bib or .ris, which can name any path. Asking
the system to open a file lets it pick a program by the file's type, and for a program or a
script that can mean running it. So Lectern opens an attachment only when both its name and
its first bytes say it is a document of a kind it knows (PDF, EPUB, DjVu, HTML, an image,
plain text), and refuses, saying which file and why, anything else: an ELF, Mach-O or
Windows program whatever its name, a script starting with ``#!``, a ``.desktop`` launcher, a
``.exe``/``.bat``/``.lnk``/``.jar``/AppImage, a file whose content is not what its name says,
and text marked as runnable. A symbolic link is judged by its own name and by its target's.
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from enum import Enum
from pathlib import Path, PureWindowsPath

from lectern.core.attached import full_path
from lectern.core.said import said

__all__ = ["DocumentKind", "Document", "Refusal", "Refused", "check_attachment"]

_SAMPLE = 8192  # enough for a PDF's header (within its first 1024 bytes) and a launcher


class DocumentKind(Enum):
    """The kinds of document Lectern opens, each with how a sentence names it."""

    PDF = said("a PDF")
    EPUB = said("an EPUB book")
    DJVU = said("a DjVu document")
    HTML = said("a web page (HTML)")
    IMAGE = said("an image")
    TEXT = said("a text file")


_KINDS = {
    ".pdf": DocumentKind.PDF,
    ".epub": DocumentKind.EPUB,
    ".djvu": DocumentKind.DJVU,
    ".djv": DocumentKind.DJVU,
    ".html": DocumentKind.HTML,
    ".htm": DocumentKind.HTML,
    ".xhtml": DocumentKind.HTML,
    ".png": DocumentKind.IMAGE,
    ".jpg": DocumentKind.IMAGE,
    ".jpeg": DocumentKind.IMAGE,
    ".gif": DocumentKind.IMAGE,
    ".webp": DocumentKind.IMAGE,
    ".tif": DocumentKind.IMAGE,
    ".tiff": DocumentKind.IMAGE,
    ".bmp": DocumentKind.IMAGE,
    ".txt": DocumentKind.TEXT,
    ".text": DocumentKind.TEXT,
    ".md": DocumentKind.TEXT,
}
# Names that say "program" on some system: refused by name, whatever they hold.
_PROGRAM_NAMES = {
    **dict.fromkeys(
        (".exe", ".com", ".scr", ".pif", ".msi", ".cpl", ".dll"), said("a Windows program")
    ),
    **dict.fromkeys((".bat", ".cmd", ".ps1", ".psm1", ".vbs", ".vbe"), said("a Windows script")),
    **dict.fromkeys((".js", ".jse", ".wsf", ".wsh", ".hta", ".reg"), said("a Windows script")),
    ".lnk": said("a Windows shortcut, which starts whatever it points to"),
    ".url": said("an internet shortcut, which opens whatever it points to"),
    ".jar": said("a Java program"),
    ".appimage": said("an AppImage program"),
    ".desktop": said("a desktop launcher, which starts a program"),
    **dict.fromkeys(
        (".sh", ".bash", ".zsh", ".csh", ".ksh", ".fish", ".run", ".command", ".tool"),
        said("a shell script"),
    ),
    **dict.fromkeys((".py", ".pyw", ".pl", ".rb", ".php", ".lua", ".tcl"), said("a script")),
    **dict.fromkeys((".bin", ".elf", ".so", ".out", ".app"), said("a program")),
    **dict.fromkeys(
        (".deb", ".rpm", ".apk", ".dmg", ".pkg", ".snap", ".flatpak"), said("an installer")
    ),
}
_MACH_O = (b"\xfe\xed\xfa\xce", b"\xfe\xed\xfa\xcf", b"\xce\xfa\xed\xfe", b"\xcf\xfa\xed\xfe")
_WINDOWS_SHORTCUT = b"L\x00\x00\x00\x01\x14\x02\x00"
_WINDOWS_DRIVE = re.compile(r"^(?:[A-Za-z]:[\\/]|\\\\)")
_IMAGES = (
    b"\x89PNG\r\n\x1a\n",
    b"\xff\xd8\xff",
    b"GIF87a",
    b"GIF89a",
    b"II*\x00",
    b"MM\x00*",
    b"BM",
)
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1a\x1c-\x1f\x7f]")


class Refusal(Enum):
    """Why an attached file was not opened."""

    MISSING = "missing"
    ELSEWHERE = "elsewhere"  # a path of another computer, or not a full path
    NOT_A_FILE = "not a file"
    UNREADABLE = "unreadable"
    EMPTY = "empty"
    PROGRAM = "program"
    NOT_A_DOCUMENT = "not a document"
    MISMATCH = "mismatch"
    RUNNABLE_TEXT = "runnable text"


@dataclass(frozen=True, slots=True)
class Document:
    """An attached file Lectern may ask the system to open (only check_attachment makes one).

    `path` is the file itself, a symbolic link followed."""

    path: str
    kind: DocumentKind


@dataclass(frozen=True, slots=True)
class Refused:
    """An attached file Lectern does not open, and why, in words for the user."""

    path: str
    reason: Refusal
    why: str

    @property
    def name(self) -> str:
        return _name(self.path) or self.path

    @property
    def message(self) -> str:
        return said("Lectern did not open “{name}”: {reason}.", name=self.name, reason=self.why)


def _name(path: str) -> str:
    return PureWindowsPath(path).name if _WINDOWS_DRIVE.match(path) else Path(path).name


def check_attachment(path: str, library: Path | None = None) -> Document | Refused:
    """Whether Lectern opens the attached file at `path`: a Document, or why not. A copy
    in the library's `files/` folder (stored as ``files/…``) is looked for in `library`."""
    if library is not None:
        path = full_path(path, library)

    def refuse(reason: Refusal, why: str) -> Refused:
        return Refused(path, reason, why)

    if os.name != "nt" and _WINDOWS_DRIVE.match(path):
        return refuse(
            Refusal.ELSEWHERE, said("it is a path on a Windows computer ({path})", path=path)
        )
    full = os.path.expanduser(path)
    if not os.path.isabs(full):
        return refuse(Refusal.ELSEWHERE, said("it is not a full path, so its folder is unknown"))
    try:
        info = os.stat(full)
    except FileNotFoundError:
        return refuse(Refusal.MISSING, said("it is missing; nothing is at {path}", path=full))
    except OSError as exc:
        return refuse(
            Refusal.UNREADABLE,
            said("it cannot be reached ({reason})", reason=exc.strerror or str(exc)),
        )
    if stat.S_ISDIR(info.st_mode):
        return refuse(Refusal.NOT_A_FILE, said("it is a folder, not a file"))
    if not stat.S_ISREG(info.st_mode):
        return refuse(Refusal.NOT_A_FILE, said("it is not an ordinary file"))
    real = os.path.realpath(full)
    names = [_name(full)] + ([_name(real)] if _name(real) != _name(full) else [])
    kinds = set()
    for name in names:
        extension = os.path.splitext(name)[1].lower()
        if extension in _PROGRAM_NAMES:
            return refuse(
                Refusal.PROGRAM,
                said("its name says it is {what}", what=_PROGRAM_NAMES[extension]),
            )
        if extension not in _KINDS and extension:
            return refuse(
                Refusal.NOT_A_DOCUMENT,
                said(
                    "Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, "
                    "not “{extension}” files",
                    extension=extension,
                ),
            )
        if extension not in _KINDS:
            return refuse(
                Refusal.NOT_A_DOCUMENT,
                said(
                    "Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, "
                    "not files without a type in the name"
                ),
            )
        kinds.add(_KINDS[extension])
    if len(kinds) > 1:
        return refuse(
            Refusal.MISMATCH,
            said("it is a link to “{name}”, whose name says another type", name=names[-1]),
        )
    (kind,) = kinds
    try:
        with open(real, "rb") as handle:
            head = handle.read(_SAMPLE)
    except OSError as exc:
        return refuse(
            Refusal.UNREADABLE,
            said("it cannot be read ({reason})", reason=exc.strerror or str(exc)),
        )
    if not head:
        return refuse(Refusal.EMPTY, said("it is empty"))
    program = _program(head)
    if program:
        return refuse(
            Refusal.PROGRAM,
            said("its name says {kind}, but it is {program}", kind=kind.value, program=program),
        )
    if not _is_kind(kind, head, real):
        return refuse(
            Refusal.MISMATCH, said("its name says {kind}, but its content is not", kind=kind.value)
        )
    runnable = os.name != "nt" and info.st_mode & (stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    if runnable and kind in (DocumentKind.TEXT, DocumentKind.HTML):
        return refuse(
            Refusal.RUNNABLE_TEXT,
            said(
                "it is text marked as a program (it has permission to run), so it could run as "
                "a script; if it is only text, remove that permission"
            ),
        )
    return Document(real, kind)


def _program(head: bytes) -> str:
    """What program `head` begins, in words; "" when it is none Lectern knows."""
    if head.startswith(b"\x7fELF"):
        appimage = head[8:11] in (b"AI\x01", b"AI\x02")
        return said("an AppImage program") if appimage else said("a program (ELF, for Linux)")
    if head.startswith((b"MZ", b"ZM")):
        return said("a Windows program")
    if head.startswith(_MACH_O):
        return said("a program (Mach-O, for macOS)")
    if head.startswith(b"\xca\xfe\xba\xbe"):
        return said("a program (for macOS, or Java)")
    if head.startswith(_WINDOWS_SHORTCUT):
        return said("a Windows shortcut, which starts whatever it points to")
    text = head.removeprefix(b"\xef\xbb\xbf")
    if text.startswith(b"#!"):
        return said("a script (it starts with #!)")
    for raw in text.splitlines():
        line = raw.strip()
        if line and not line.startswith(b"#"):
            if line == b"[Desktop Entry]":
                return said("a desktop launcher, which starts a program")
            break
    if head.startswith(b"PK\x03\x04") and b"META-INF/MANIFEST.MF" in head[:256]:
        return said("a Java program")
    return ""


def _is_kind(kind: DocumentKind, head: bytes, path: str) -> bool:
    """Whether the file's first bytes are those of `kind`."""
    if kind is DocumentKind.PDF:
        return b"%PDF-" in head[:1024]
    if kind is DocumentKind.EPUB:
        return head.startswith(b"PK\x03\x04") and _epub_mimetype(path)
    if kind is DocumentKind.DJVU:
        return head.startswith(b"AT&TFORM") and head[12:16] in (b"DJVU", b"DJVM")
    if kind is DocumentKind.IMAGE:
        return head.startswith(_IMAGES) or (head[:4] == b"RIFF" and head[8:12] == b"WEBP")
    text = _text(head)
    if text is None:
        return False
    return kind is DocumentKind.TEXT or text.lstrip().startswith("<")


def _epub_mimetype(path: str) -> bool:
    import zipfile  # only when an EPUB is opened: the window starts without it

    try:
        with zipfile.ZipFile(path) as archive:
            return archive.read("mimetype").strip() == b"application/epub+zip"
    except (OSError, KeyError, zipfile.BadZipFile, RuntimeError, ValueError):
        return False


def _text(head: bytes) -> str | None:
    """`head` as text (UTF-8, UTF-16 with its mark, or a Windows code page), or None when
    it holds bytes text does not."""
    for mark, encoding in ((b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be")):
        if head.startswith(mark):
            body = head[len(mark) :]
            decoded = body[: len(body) // 2 * 2].decode(encoding, errors="replace")
            return None if _CONTROL.search(decoded) else decoded
    head = head.removeprefix(b"\xef\xbb\xbf")
    for cut in range(4):  # the sample may end inside a UTF-8 character
        try:
            decoded = head[: len(head) - cut].decode("utf-8")
            break
        except UnicodeDecodeError:
            continue
    else:
        decoded = head.decode("cp1252", errors="replace")
    return None if _CONTROL.search(decoded) else decoded
