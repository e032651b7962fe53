"""Whether Lectern may go online when the user asks it to look a paper up, and the contact
address it gives the services: Preferences settings the command line honours too.

They live in the window's own settings file (Qt's INI format, read here without Qt), so the
window's Preferences and `lectern add` agree: `[online]` `look_up_when_asked` (true unless
the user turned it off) and `contact` (an email address for Crossref's polite pool). Nothing
goes online unless a user's request asks: never at start, in the background or on import.
"""

from __future__ import annotations

import configparser
import os
import sys
from dataclasses import dataclass
from pathlib import Path

# The window's settings keys (lectern.gui.settings.Keys names them by these).
LOOK_UP_KEY = "online/look_up_when_asked"
CONTACT_KEY = "online/contact"
ENV_CONTACT = "LECTERN_CONTACT"


def settings_file() -> Path:
    """Where Qt keeps the window's settings (QSettings, INI format, user scope)."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    else:
        base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / "Lectern" / "Lectern.ini"


@dataclass(frozen=True, slots=True)
class OnlineSettings:
    look_up_when_asked: bool = True
    contact: str = ""


def online_settings(path: Path | None = None) -> OnlineSettings:
    """The settings as the user left them; the defaults when the file is missing or unreadable."""
    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read(path or settings_file(), encoding="utf-8")
    except (configparser.Error, OSError, UnicodeDecodeError):
        return OnlineSettings()

    def value(key: str) -> str:
        section, _, name = key.partition("/")
        return parser.get(section, name, fallback="").strip()

    allowed = value(LOOK_UP_KEY).lower() not in ("false", "0", "no", "off")
    contact = os.environ.get(ENV_CONTACT, "").strip() or value(CONTACT_KEY)
    return OnlineSettings(look_up_when_asked=allowed, contact=contact)
