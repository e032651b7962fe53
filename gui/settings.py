"""Every persisted UI setting, declared once with its type and default (Picard-style).

Widgets read and write through :class:`Settings` with a :class:`Key`, never with a bare
string, so a typo is an AttributeError instead of a silently new setting.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QSettings

T = TypeVar("T")

ORGANIZATION = "Lectern"
APPLICATION = "Lectern"


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
    HEADER = Key("list/header", QByteArray, QByteArray())
    SORT_COLUMN = Key("list/sort_column", int, -1)  # -1: relevance / library order
    SORT_DESCENDING = Key("list/sort_descending", bool, False)
    SIDEBAR = Key("sidebar/selection", str, "all")
    THEME = Key("view/theme", str, "system")  # system, light or dark
    ADVANCE = Key("triage/advance_after_marking", bool, True)


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
        self._qs.setValue(key.name, value)

    def sync(self) -> None:
        self._qs.sync()


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
    if key.type is QByteArray:
        if isinstance(raw, QByteArray):
            return raw  # type: ignore[return-value]
        if isinstance(raw, (bytes, bytearray)):
            return QByteArray(bytes(raw))  # type: ignore[return-value]
        return key.default
    return raw
