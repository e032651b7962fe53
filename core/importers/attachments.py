"""The files a record names: BibTeX's `file` field and RIS's L1/L4, read and written.

Reference managers write the `file` field in three dialects of one form, ``description:
path:type`` entries joined by ``;``:

- JabRef escapes ``:``, ``;`` and ``\\`` with a backslash (``:C\\:\\\\Users\\\\x.pdf:PDF``),
  writes paths relative to the .bib file's folder, and older versions left Windows paths
  unescaped (``desc:C:\\test.pdf:PDF``), which its reader still takes;
- Zotero writes ``Full Text:/home/…/x.pdf:application/pdf`` with the same escapes (and
  ``\\$``); Better BibTeX writes a single file as its bare path, unescaped, and several as
  escaped paths joined by ``;``;
- Mendeley writes ``:home/user/…/x.pdf:pdf``, without the leading slash of the path, a
  Windows drive as ``C$\\backslash$:`` (its LaTeX for ``C\\:``), and accented letters and
  ``_`` as LaTeX (``{\\'{a}}``, ``{\\_}``).

A path that is not absolute is the imported file's folder's; what is only a web link is not
a file. :func:`jabref_file_field` writes JabRef's form back, and :func:`bibtex_files` reads
what it wrote exactly. RIS has one file per L1 (PDFs) or L4 (figures, other files) line:
a path, a ``file://`` URL, or EndNote's ``internal-pdf://`` name inside its library's
``<name>.Data/PDF`` folder.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from functools import lru_cache
from pathlib import Path, PurePosixPath, PureWindowsPath
from urllib.parse import unquote, urlsplit

from lectern.core.text.bibtex import unmatched_braces
from lectern.core.text.latex import latex_to_text

__all__ = ["bibtex_files", "jabref_file_field", "ris_files"]

# Mendeley's LaTeX for a backslash; JabRef reads it as one before anything else.
_MENDELEY_BACKSLASH = "$\\backslash$"
# Mendeley's LaTeX for letters and signs in a path: {\'{a}}, {\"u}, {\_}, {\&}. A JabRef
# escape inside braces ({\:}, {\\x}) is not one of them.
_LATEX_GROUP = re.compile(r"\{\\(?![\\:;&])[^{}]*(?:\{[^{}]*\}[^{}]*)*\}")
# Lone braces in a path: BibTeX counts every brace in a value, escaped or not, so
# Lectern writes them as LaTeX, and reads that back.
_BRACE_WORDS = {"\\textbraceleft{}": "{", "\\textbraceright{}": "}"}
_WEB = re.compile(r"^(?:[a-z][a-z0-9+.-]*://|www\.)", re.I)
_WINDOWS_DRIVE = re.compile(r"^[A-Za-z]:[\\/]")
# Where Linux and macOS keep home folders and mounted disks: a Mendeley path starts there.
_ROOTS = frozenset(
    "home Users Volumes media mnt run root private tmp opt srv net Applications".split()
)
# JabRef's names for the file types it knows; another type is named by its extension.
_JABREF_TYPES = {
    "pdf": "PDF",
    "ps": "PostScript",
    "djvu": "Djvu",
    "epub": "ePUB",
    "html": "URL",
    "htm": "URL",
    "txt": "Text",
    "md": "Markdown",
    "tex": "LaTeX",
    "png": "PNG image",
    "gif": "GIF image",
    "jpg": "JPG image",
    "jpeg": "JPG image",
    "tif": "TIFF image",
    "tiff": "TIFF image",
    "doc": "Word",
    "docx": "Word 2007+",
    "odt": "OpenDocument text",
    "rtf": "Rich Text Format",
}


def bibtex_files(value: str, base: Path) -> list[str]:
    """The files a BibTeX `file` field names, as absolute paths, in order, each once.

    `base` is the folder of the imported file, which relative paths are in.
    """
    value = value.strip()
    if not value or _is_web(value):
        return []
    whole = _bare_path(value, base)
    if whole is not None:
        return [whole]
    value = _LATEX_GROUP.sub(lambda m: latex_to_text(m.group(0)), value)
    value = value.replace(_MENDELEY_BACKSLASH, "\\")
    found = []
    for fields in _entries(value):
        description, link, kind = _link_of(fields)
        if not link:
            continue
        mendeley = not description and kind.isalnum() and kind.islower()
        path = local_path(link, base, mendeley=mendeley)
        if path:
            found.append(path)
    return _unique(found)


def _bare_path(value: str, base: Path) -> str | None:
    """A single path written as it is (Better BibTeX, BibDesk), although it holds ``;`` or
    ``:``: it names a file that is there, or it is absolute, unescaped and holds no ``;``;
    or a single ``file://`` URL (Bookends)."""
    if "\\" in value:
        return None
    path = local_path(value, base)
    if path is None:
        return None
    if value.lower().startswith("file:") and not re.search(r"[\s;]", value):
        return path
    if os.path.isfile(path):  # False, not an error, for a name this system cannot hold
        return path
    if ":" in value and ";" not in value and value.startswith(("/", "~/")):
        return path
    return None


def _entries(value: str) -> list[list[str]]:
    """``a:b:c;d:e:f`` → [[a, b, c], [d, e, f]], escapes undone (JabRef's reading rules)."""
    entries: list[list[str]] = []
    fields: list[str] = []
    chars: list[str] = []
    windows = False  # inside a Windows path written unescaped: a backslash is itself
    escaped = False
    in_entity = False  # inside an XML character reference such as "&#44;"
    i = 0
    while i < len(value):
        char = value[i]
        if escaped:
            chars.append(char)
            escaped = False
        elif char == "\\":
            word = next((w for w in _BRACE_WORDS if value.startswith(w, i)), None)
            if windows:
                chars.append(char)
            elif word is not None:
                chars.append(_BRACE_WORDS[word])
                i += len(word)
                continue
            else:
                escaped = True
        elif char == "&" and not in_entity:
            chars.append(char)
            in_entity = value.startswith("&#", i)
        elif char == ";" and in_entity:
            chars.append(char)
            in_entity = False
        elif char == ":":
            next_char = value[i + 1] if i + 1 < len(value) else ""
            drive = len(chars) == 1 and chars[0].isalpha()
            if drive and (len(fields) == 1 or next_char == "\\"):
                chars.append(char)  # "desc:C:\x.pdf" or "C:\x.pdf": a drive letter
                windows = True
            else:
                fields.append("".join(chars))
                chars, windows = [], False
        elif char == ";":
            fields.append("".join(chars))
            entries.append(fields)
            fields, chars, windows, in_entity = [], [], False, False
        else:
            chars.append(char)
        i += 1
    if chars or fields:
        fields.append("".join(chars))
        entries.append(fields)
    return entries


def _link_of(fields: list[str]) -> tuple[str, str, str]:
    """(description, path, type) of one entry; one field alone is the path."""
    if len(fields) == 1:
        return "", fields[0], ""
    description, link, kind = (fields + ["", ""])[:3]
    if not link and not description and kind:
        return "", kind, ""  # "::x.pdf"
    if not link and description and not kind:
        return "", description, ""  # "x.pdf::"
    return description, link, kind


def local_path(link: str, base: Path, *, mendeley: bool = False) -> str | None:
    """One named file as an absolute path; None for a web link or nothing.

    ``mendeley``: the entry has Mendeley's shape (no description, the extension as its
    type), so a path from a home or disk folder without its leading slash gets it back,
    unless the imported file's folder holds it.
    """
    lowered = link.lower()
    if lowered.startswith("file:"):
        return _from_file_url(link)
    if lowered.startswith("internal-pdf://"):
        return _endnote_pdf(unquote(link[len("internal-pdf://") :]), base)
    if not link.strip() or _is_web(link):
        return None
    if _WINDOWS_DRIVE.match(link) or link.startswith("\\\\"):
        return link  # a Windows path, kept as written: it opens only on Windows
    if link.startswith("/"):
        return link
    if os.sep == "/":
        link = link.replace("\\", "/")  # a relative path written on Windows
    if link.startswith("~"):
        link = os.path.expanduser(link)
        if os.path.isabs(link):
            return link
    if mendeley and link.split("/", 1)[0] in _ROOTS and not os.path.exists(base / link):
        return "/" + link
    return os.path.abspath(os.path.join(base, link))


def _is_web(text: str) -> bool:
    """A link to a page or a download (http, ftp, www.…), not to a file on this computer."""
    return bool(_WEB.match(text)) and not text.lower().startswith(("file:", "internal-pdf:"))


def _from_file_url(url: str) -> str | None:
    """``file:///home/a/x%20y.pdf`` → ``/home/a/x y.pdf``; ``file:///C:/x.pdf`` → ``C:/x.pdf``."""
    parts = urlsplit(url)
    path = unquote(parts.path)
    host = parts.netloc.lower()
    if host not in ("", "localhost"):
        return str(PureWindowsPath(f"//{parts.netloc}{path}"))  # a Windows share
    if re.match(r"^/[A-Za-z]:", path):
        return path[1:]
    return path or None


def _endnote_pdf(name: str, base: Path) -> str:
    """EndNote keeps a library's PDFs in ``<library>.Data/PDF/``, beside its .enl file."""
    try:
        stamp = os.stat(base).st_mtime_ns  # a folder made or removed in `base` changes it
    except OSError:
        stamp = 0
    folders = _endnote_folders(base, stamp)
    for folder in folders:
        if (folder / name).exists():
            return str(folder / name)
    if len(folders) == 1:
        return str(folders[0] / name)
    return os.path.abspath(os.path.join(base, name))


@lru_cache(maxsize=16)
def _endnote_folders(base: Path, _stamp: int) -> tuple[Path, ...]:
    """The PDF folders of the EndNote libraries in `base`: looked for once per record file,
    not once per record."""
    return tuple(sorted(p / "PDF" for p in base.glob("*.Data") if (p / "PDF").is_dir()))


# L1 and L4 name one file a line; EndNote joins several with ";" before each name.
_RIS_SPLIT = re.compile(r";\s*(?=internal-pdf://|file://)", re.I)


def ris_files(values: Iterable[str], base: Path) -> list[str]:
    """The files of a RIS record's L1 and L4 values, as absolute paths, each once."""
    found = []
    for value in values:
        for line in value.splitlines():
            for piece in _RIS_SPLIT.split(line):
                path = local_path(piece.strip(), base)
                if path:
                    found.append(path)
    return _unique(found)


def jabref_file_field(paths: Sequence[str]) -> str:
    """The `file` field JabRef writes for `paths`: ``:path:PDF`` joined by ``;``, read back
    exactly by :func:`bibtex_files`; a brace without a partner is written as LaTeX, so
    the BibTeX file stays readable."""
    entries = []
    for path in paths:
        if path:
            entries.append(":".join(_quote(f) for f in ("", path, _jabref_type(path))))
    return _lone_braces_as_latex(";".join(entries))


def _quote(text: str) -> str:
    """JabRef's escape: a backslash before ``:``, ``;`` and ``\\``; Lectern adds one before
    an ``&`` that starts ``&#``, which JabRef's reader would take for an XML reference."""
    text = re.sub(r"[\\:;]", lambda m: "\\" + m.group(0), text)
    return text.replace("&#", "\\&#")


def _jabref_type(path: str) -> str:
    name = PureWindowsPath(path).name if "\\" in path else PurePosixPath(path).name
    extension = name.rpartition(".")[2].lower() if "." in name.lstrip(".") else ""
    return _JABREF_TYPES.get(extension, extension)


def _lone_braces_as_latex(text: str) -> str:
    lone = unmatched_braces(text)
    if not lone:
        return text
    return "".join(
        ("\\textbraceleft{}" if c == "{" else "\\textbraceright{}") if i in lone else c
        for i, c in enumerate(text)
    )


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))
