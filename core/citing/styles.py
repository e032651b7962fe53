"""The citation styles: the CSL files Lectern bundles, and those a user adds.

A style is a CSL 1.0 file (the Citation Style Language Zotero, Mendeley, JabRef and Pandoc
read). Lectern ships eight from the CSL project's repository, each CC BY-SA 3.0 and credited
to its authors in About and the user guide. A user's own go in the library's `styles/` folder
(this computer's, like the index: only `sync/` is shared), added through Preferences →
Styles → Add… or `lectern styles --add FILE`; a file is checked before it is kept, and a
broken one is refused with what is wrong with it.

A style is named on the command line and in the settings by its short name: "apa" for a
bundled one, the file's name without `.csl` for a user's.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from lectern.core.atomic_file import write_file
from lectern.core.citing.style import Style
from lectern.core.errors import LecternError
from lectern.core.resources import resource_path
from lectern.core.said import in_turn, message_of, said

CSL_NS = "http://purl.org/net/xbiblio/csl"
_NS = {"c": CSL_NS}
STYLES_FOLDER = "styles"  # in the library folder: the user's own styles

# The bundled styles: short name, the name the menus show, the file in resources/styles.
BUNDLED: tuple[tuple[str, str, str], ...] = (
    ("apa", "APA 7th edition", "apa.csl"),
    ("chicago", "Chicago author-date", "chicago-author-date.csl"),
    ("ieee", "IEEE", "ieee.csl"),
    ("nature", "Nature", "nature.csl"),
    ("acm", "ACM", "association-for-computing-machinery.csl"),
    ("harvard", "Harvard (Cite Them Right)", "harvard-cite-them-right.csl"),
    ("vancouver", "Vancouver", "nlm-citation-sequence.csl"),
    ("mla", "MLA 9th edition", "modern-language-association.csl"),
)
DEFAULT_STYLE = "apa"


class StyleError(LecternError):
    """A style that cannot be used: not CSL, a dependent style, broken, or unknown."""


def bundled_styles() -> list[Style]:
    """The styles Lectern ships, in the order the menus list them."""
    styles = []
    for name, title, file in BUNDLED:
        path = resource_path(STYLES_FOLDER, file)
        info = _read_info(path)
        styles.append(_style(name, title, path, info, bundled=True))
    return styles


def user_styles(library_folder: Path | None) -> list[Style]:
    """The styles added to this library, by name; a file that no longer reads is left out
    (Preferences lists it as broken through `broken_user_styles`)."""
    styles = []
    for path, error in _user_files(library_folder):
        if error is None:
            styles.append(_style(path.stem, "", path, _read_info(path), bundled=False))
    return styles


def broken_user_styles(library_folder: Path | None) -> list[tuple[Path, str]]:
    """The files in the library's styles folder that are not usable styles, with why."""
    return [(path, error) for path, error in _user_files(library_folder) if error is not None]


def style_titles(library_folder: Path | None) -> list[tuple[str, str]]:
    """Each style's short name and the name the menus show, the bundled ones without
    reading their files (what the window lists as it starts)."""
    bundled = [(name, title) for name, title, _ in BUNDLED]
    return [*bundled, *((s.name, s.title) for s in user_styles(library_folder))]


def all_styles(library_folder: Path | None) -> list[Style]:
    return [*bundled_styles(), *user_styles(library_folder)]


def find_style(name: str, library_folder: Path | None = None) -> Style:
    """The style with this short name (any case), or whose menu name this is."""
    wanted = name.strip().casefold()
    styles = all_styles(library_folder)
    for style in styles:
        if wanted in (style.name.casefold(), style.title.casefold()):
            return style
    known = ", ".join(style.name for style in styles)
    raise StyleError(
        said(
            "No citation style is called {name}. The styles are: {known}.",
            name=repr(name),
            known=known,
        )
    )


def check_style(path: Path) -> Style:
    """Read a CSL file and format a book, an article and a preprint with it; StyleError
    says in plain words why it cannot be used."""
    info = _read_info(path)
    _check_schema(path)
    style = _style(path.stem, "", path, info, bundled=False)
    from lectern.core.citing.formatting import trial_format  # loads citeproc: only to add one

    try:
        trial_format(style)
    except Exception as exc:
        raise StyleError(
            said(
                "{name} could not format a citation: {problem}",
                name=path.name,
                problem=message_of(exc)
                if isinstance(exc, LecternError)
                else f"{type(exc).__name__}: {exc}",
            )
        ) from exc
    return style


def add_style(source: Path, library_folder: Path) -> Style:
    """Check `source` and keep a copy in the library's styles folder (a file of the same
    name is replaced: a newer version of the style). The user's file is not changed."""
    check_style(source)
    name = _safe_stem(source.stem)
    if name.casefold() in {n for n, _, _ in BUNDLED}:
        name = f"{name}-own"  # a bundled style keeps its short name
    dest = library_folder / STYLES_FOLDER / f"{name}.csl"
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
        write_file(dest, source.read_bytes(), durable=True)
    except OSError as exc:
        raise StyleError(
            said(
                "Could not keep the style in {folder}: {reason}",
                folder=str(dest.parent),
                reason=exc.strerror or str(exc),
            )
        ) from exc
    return _style(name, "", dest, _read_info(dest), bundled=False)


def remove_style(name: str, library_folder: Path) -> None:
    """Take a user's style out of the library (a bundled one cannot be removed)."""
    style = find_style(name, library_folder)
    if style.bundled:
        raise StyleError(
            said("{title} comes with Lectern and cannot be removed.", title=style.title)
        )
    try:
        style.path.unlink()
    except OSError as exc:
        raise StyleError(
            said(
                "Could not remove {path}: {reason}",
                path=str(style.path),
                reason=exc.strerror or str(exc),
            )
        ) from exc


# --- reading a file ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Info:
    title: str
    numeric: bool
    authors: tuple[str, ...]
    licence: str


def _read_info(path: Path) -> _Info:
    from lxml import etree  # a style is read only when one is used or added

    try:
        root = etree.parse(str(path), etree.XMLParser(no_network=True, resolve_entities=False))
    except OSError as exc:
        raise StyleError(
            said("Could not read {path}: {reason}", path=str(path), reason=str(exc))
        ) from exc
    except etree.XMLSyntaxError as exc:
        raise StyleError(
            said("{name} is not an XML file: {problem}", name=path.name, problem=str(exc))
        ) from exc
    style = root.getroot()
    if style.tag != f"{{{CSL_NS}}}style":
        raise StyleError(
            said("{name} is not a CSL citation style (it has no <style> of CSL).", name=path.name)
        )
    info = style.find("c:info", _NS)
    title = (info.findtext("c:title", "", _NS) if info is not None else "").strip()
    if style.find("c:citation", _NS) is None:
        parent = info.find("c:link[@rel='independent-parent']", _NS) if info is not None else None
        if parent is not None:
            raise StyleError(
                said(
                    "{name} is a dependent style: it only points to another style ({parent}). "
                    "Add that style instead.",
                    name=path.name,
                    parent=str(parent.get("href")),
                )
            )
        raise StyleError(
            said(
                "{name} is a dependent style: it only points to another style. "
                "Add that style instead.",
                name=path.name,
            )
        )
    names: list[str] = []
    if info is not None:
        for person in (*info.findall("c:author", _NS), *info.findall("c:contributor", _NS)):
            if (name := person.findtext("c:name", "", _NS).strip()) and name not in names:
                names.append(name)
    category = info.find("c:category[@citation-format]", _NS) if info is not None else None
    numeric = category is not None and category.get("citation-format") == "numeric"
    rights = info.find("c:rights", _NS) if info is not None else None
    licence = (rights.get("license") or rights.text or "") if rights is not None else ""
    return _Info(title or path.stem, numeric, tuple(names), licence.strip())


def _check_schema(path: Path) -> None:
    from citeproc.frontend import SCHEMA_PATH
    from lxml import etree

    schema = etree.RelaxNG(etree.parse(SCHEMA_PATH))
    document = etree.parse(str(path), etree.XMLParser(no_network=True, resolve_entities=False))
    if not schema.validate(document):
        errors = [
            said("line {line}: {problem}", line=e.line, problem=e.message)  # the validator's
            for e in list(schema.error_log)[:3]
        ]
        raise StyleError(
            said(
                "{name} is not a valid CSL 1.0 style: {problems}",
                name=path.name,
                problems=in_turn(errors),
            )
        )


def _style(name: str, title: str, path: Path, info: _Info, *, bundled: bool) -> Style:
    return Style(
        name=name,
        title=title or info.title,
        path=path,
        bundled=bundled,
        numeric=info.numeric,
        full_title=info.title,
        authors=info.authors,
        licence=info.licence,
    )


def _user_files(library_folder: Path | None) -> Sequence[tuple[Path, str | None]]:
    if library_folder is None:
        return []
    folder = library_folder / STYLES_FOLDER
    try:
        paths = sorted(p for p in folder.glob("*.csl") if p.is_file())
    except OSError:
        return []
    found: list[tuple[Path, str | None]] = []
    for path in paths:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                _read_info(path)
        except StyleError as exc:
            found.append((path, message_of(exc)))  # for the window, as it was said
        else:
            found.append((path, None))
    return found


def _safe_stem(stem: str) -> str:
    return re.sub(r"[^\w.-]+", "-", stem).strip("-.") or "style"
