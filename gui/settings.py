"""Every persisted UI setting, declared once with its type and default (Picard-style).

Widgets read and write through :class:`Settings` with a :class:`Key`, never with a bare
string, so a typo is an AttributeError instead of a silently new setting.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Generic, TypeVar

import platformdirs
from PySide6.QtCore import QByteArray, QSettings

from lectern.core.arrivals import QUIET_SECONDS

T = TypeVar("T")

ORGANIZATION = "Lectern"
APPLICATION = "Lectern"


def default_library_folder() -> Path:
    """The library opened when none is chosen: in the platform's user data folder."""
    return Path(platformdirs.user_data_dir(APPLICATION, appauthor=False)) / "library"


@dataclass(frozen=True, slots=True)
class Key(Generic[T]):
    name: str
    type: type
    default: T


class Keys:
    """The settings Lectern keeps between runs."""

    GEOMETRY = Key("window/geometry", QByteArray, QByteArray())
    WINDOW_STATE = Key("window/state", QByteArray, QByteArray())
    SPLITTER = Key("window/splitter", QByteArray, QByteArray())
    # Per library (see Settings.for_library): each library keeps its own list and sidebar.
    HEADER = Key("list/header", QByteArray, QByteArray())
    # How many columns the list had when HEADER was kept (12 before the Key column): a column
    # added since starts as a new user's list has it.
    HEADER_COLUMNS = Key("list/header_columns", int, 12)
    SORT_COLUMN = Key("list/sort_column", int, -1)  # -1: relevance / library order
    SORT_DESCENDING = Key("list/sort_descending", bool, False)
    SIDEBAR = Key("sidebar/selection", str, "all")
    THEME = Key("view/theme", str, "system")  # system, light or dark
    # The window's language (lectern.gui.i18n.LANGUAGES); empty: the system's.
    LANGUAGE = Key("view/language", str, "")
    ADVANCE = Key("triage/advance_after_marking", bool, True)
    # Opening a paper's PDF marks it reading, its last page read (`gui/reader/following.py`).
    STATUS_FOLLOWS_READING = Key("reader/status_follows_reading", bool, True)
    CITATION_STYLE = Key("citing/style", str, "apa")  # a style's short name (core.citing)
    CITATION_KEY_FORM = Key("citing/key_form", str, "latex")  # latex or pandoc
    # PDFs imported are linked where they are rather than copied into the library's files/.
    LINK_PDFS = Key("import/link_pdfs", bool, False)
    # Read by core/lookup/switch.py too (the command line honours them): same names.
    LOOK_UP = Key("online/look_up_when_asked", bool, True)
    CONTACT = Key("online/contact", str, "")
    # File → Watch a folder: the folders (this computer's paths), and the PDFs found there
    # that are imported or were there before (`core.arrivals.Sighting.key`), never again.
    WATCHED_FOLDERS: Key[tuple[str, ...]] = Key("watch/folders", tuple, ())
    WATCH_SEEN: Key[tuple[str, ...]] = Key("watch/seen", tuple, ())
    # How long a new PDF there must stay the same size before it is imported (milliseconds):
    # longer for a sync client or a network share that writes in long pauses.
    WATCH_QUIET_MS = Key("watch/quiet_ms", int, round(QUIET_SECONDS * 1000))


LIBRARY_KEYS: tuple[Key[Any], ...] = (
    Keys.HEADER,
    Keys.HEADER_COLUMNS,
    Keys.SORT_COLUMN,
    Keys.SORT_DESCENDING,
    Keys.SIDEBAR,
)


def library_group(folder: str | Path) -> str:
    """The settings group of one library: its folder, hashed (paths make poor INI keys)."""
    resolved = str(Path(folder).expanduser().resolve())
    return "libraries/" + hashlib.sha1(resolved.encode("utf-8")).hexdigest()[:16]


class Settings:
    """Typed access to QSettings; `path` gives tests (and the self-test) their own file."""

    def __init__(self, path: str | Path | None = None) -> None:
        if path is None:
            self._qs = QSettings(
                QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION
            )
        else:
            self._qs = QSettings(str(path), QSettings.Format.IniFormat)

    @property
    def file_name(self) -> str:
        return self._qs.fileName()

    def get(self, key: Key[T]) -> T:
        if not self._qs.contains(key.name):
            return key.default
        raw: Any = self._qs.value(key.name)
        try:
            return _coerce(raw, key)
        except (TypeError, ValueError):
            return key.default

    def set(self, key: Key[T], value: T) -> None:
        if key.type is tuple:  # as JSON: an INI file's own lists lose a list of one
            self._qs.setValue(key.name, json.dumps(list(value), ensure_ascii=False))  # type: ignore[call-overload]
            return
        self._qs.setValue(key.name, value)

    def sync(self) -> None:
        self._qs.sync()

    def for_library(self, folder: str | Path) -> LibraryKeys:
        """The per-library keys for `folder`. The first library opened after an update takes
        the old settings every library shared, once; any other starts from the defaults."""
        group = library_group(folder)
        names = [replace(key, name=f"{group}/{key.name}") for key in LIBRARY_KEYS]
        scoped = LibraryKeys(*names)
        if not self._qs.contains(f"{group}/folder"):
            self._qs.setValue(f"{group}/folder", str(folder))  # for a person reading the file
            for old, new in zip(LIBRARY_KEYS, names, strict=True):
                if self._qs.contains(old.name):
                    self._qs.setValue(new.name, self._qs.value(old.name))
                    self._qs.remove(old.name)
        return scoped


@dataclass(frozen=True, slots=True)
class LibraryKeys:
    """The keys one library keeps for itself (sort, columns, sidebar selection)."""

    HEADER: Key[QByteArray]
    HEADER_COLUMNS: Key[int]
    SORT_COLUMN: Key[int]
    SORT_DESCENDING: Key[bool]
    SIDEBAR: Key[str]


def _coerce(raw: Any, key: Key[T]) -> T:
    """INI files hand values back as strings; turn them into the declared type."""
    if key.type is bool:
        if isinstance(raw, str):
            return raw.strip().lower() in ("true", "1", "yes")  # type: ignore[return-value]
        return bool(raw)  # type: ignore[return-value]
    if key.type is int:
        return int(raw)  # type: ignore[return-value]
    if key.type is str:
        return str(raw)  # type: ignore[return-value]
    if key.type is tuple:
        items = json.loads(str(raw))
        if not isinstance(items, list):
            raise ValueError("not a list")
        return tuple(str(item) for item in items)  # type: ignore[return-value]
    if key.type is QByteArray:
        if isinstance(raw, QByteArray):
            return raw  # type: ignore[return-value]
        if isinstance(raw, (bytes, bytearray)):
            return QByteArray(bytes(raw))  # type: ignore[return-value]
        return key.default
    return raw
