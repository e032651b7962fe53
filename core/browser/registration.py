"""Where each browser looks for Lectern's native host, and the files that register it there.

A browser finds a native host by a manifest named for it (`org.lectern.lectern.json`) in a
folder of its own (per user, or system-wide for every user: the .deb registers there,
`system=True`), allowing one
extension: Chromium-family browsers by the caller's origin (`allowed_origins`), Firefox by
the extension's id (`allowed_extensions`). The manifest's `path` is a launcher: Chromium
passes the host no arguments of our choosing, so the launcher is a tiny script that runs
this Lectern's program with `browser host`. `status` reads both back, so a launcher left
pointing at a Lectern since removed is found.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from lectern.core.browser.extension import CHROMIUM_ORIGIN, GECKO_ID, HOST_NAME
from lectern.core.errors import LecternError
from lectern.core.said import said

LAUNCHER_NAME = "lectern-browser-host"
MANIFEST_NAME = f"{HOST_NAME}.json"


class Browser(StrEnum):
    CHROMIUM = "chromium"
    CHROME = "chrome"
    EDGE = "edge"
    BRAVE = "brave"
    FIREFOX = "firefox"

    @property
    def is_firefox(self) -> bool:
        return self is Browser.FIREFOX


# Each browser's profile folder under the user's configuration folder (Linux) and under
# ~/Library/Application Support (macOS); Firefox's are its own.
_LINUX = {
    Browser.CHROMIUM: "chromium",
    Browser.CHROME: "google-chrome",
    Browser.EDGE: "microsoft-edge",
    Browser.BRAVE: "BraveSoftware/Brave-Browser",
}
_MACOS = {
    Browser.CHROMIUM: "Chromium",
    Browser.CHROME: "Google/Chrome",
    Browser.EDGE: "Microsoft Edge",
    Browser.BRAVE: "BraveSoftware/Brave-Browser",
    Browser.FIREFOX: "Mozilla",
}


# The folders each browser reads every user's manifests from on Linux, as each documents
# them (Chrome's and Chromium's native-messaging page, Mozilla's "Native manifests"; Edge and
# Brave use their own /etc/opt folder, as their packages lay out /etc/opt/<name>).
_LINUX_SYSTEM = {
    Browser.CHROMIUM: "/etc/chromium/native-messaging-hosts",
    Browser.CHROME: "/etc/opt/chrome/native-messaging-hosts",
    Browser.EDGE: "/etc/opt/edge/native-messaging-hosts",
    Browser.BRAVE: "/etc/opt/brave/native-messaging-hosts",
    Browser.FIREFOX: "/usr/lib/mozilla/native-messaging-hosts",
}
# The launcher every user's manifests point at (a system-wide manifest needs a launcher
# every user can run, outside anyone's home).
SYSTEM_LAUNCHER_FOLDER = Path("/usr/lib/lectern")


@dataclass(frozen=True, slots=True)
class Registration:
    """The host as one browser finds it: its manifest, the launcher the manifest points
    at, and the Lectern program the launcher runs (None: no launcher there)."""

    browser: Browser
    manifest: Path
    launcher: Path | None
    program: Path | None

    @property
    def works(self) -> bool:
        return self.program is not None and self.program.exists()


def hosts_folder(browser: Browser) -> Path:
    """The per-user folder `browser` reads native host manifests from."""
    home = Path.home()
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / _MACOS[browser] / "NativeMessagingHosts"
    if sys.platform == "win32":
        raise LecternError(
            said(
                "On Windows the installer registers Lectern with the browsers; "
                "give --dir to write a manifest."
            )
        )
    if browser.is_firefox:
        return home / ".mozilla" / "native-messaging-hosts"
    config = Path(os.environ.get("XDG_CONFIG_HOME", "") or home / ".config")
    return config / _LINUX[browser] / "NativeMessagingHosts"


def system_hosts_folder(browser: Browser) -> Path:
    """The folder `browser` reads every user's native host manifests from (Linux)."""
    if not sys.platform.startswith("linux"):
        raise LecternError(
            said("Lectern registers for every user only on Linux; register it per user here.")
        )
    return Path(_LINUX_SYSTEM[browser])


def default_launcher_folder() -> Path:
    import platformdirs

    return platformdirs.user_data_path("Lectern", appauthor=False) / "browser"


def lectern_program() -> list[str]:
    """The command that runs this Lectern: the frozen app itself, the `lectern` script next
    to this Python (a virtual environment's), the one on PATH, or this Python with the CLI."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    beside = Path(sys.executable).parent / ("lectern.exe" if sys.platform == "win32" else "lectern")
    if beside.exists():
        return [str(beside)]
    if found := shutil.which("lectern"):
        return [str(Path(found).resolve())]
    return [sys.executable, "-m", "lectern.core.cli"]


def manifest_of(browser: Browser, launcher: Path) -> dict[str, object]:
    manifest: dict[str, object] = {
        "name": HOST_NAME,
        "description": "Lectern: save the paper on a page to your reading list",
        "path": str(launcher),
        "type": "stdio",
    }
    if browser.is_firefox:
        manifest["allowed_extensions"] = [GECKO_ID]
    else:
        manifest["allowed_origins"] = [CHROMIUM_ORIGIN]
    return manifest


def _where(browser: Browser, folder: Path | None, system: bool) -> tuple[Path, Path]:
    """The folder of the manifest and the folder of its launcher."""
    if folder is not None:
        return folder, folder
    if system:
        return system_hosts_folder(browser), SYSTEM_LAUNCHER_FOLDER
    return hosts_folder(browser), default_launcher_folder()


def register(browser: Browser, folder: Path | None = None, *, system: bool = False) -> Registration:
    """Write the host's manifest where `browser` looks (or in `folder`, a profile's
    NativeMessagingHosts; or, `system`, where it looks for every user), and the launcher it
    points at (beside it when `folder` is given)."""
    hosts, launcher_folder = _where(browser, folder, system)
    launcher = (launcher_folder / LAUNCHER_NAME).absolute()
    program = lectern_program()
    hosts.mkdir(parents=True, exist_ok=True)
    launcher_folder.mkdir(parents=True, exist_ok=True)
    launcher.write_text(
        "#!/bin/sh\n"
        "# Lectern's native-messaging host: the browser starts it for Lectern's extension.\n"
        f'exec {shlex.join([*program, "browser", "host"])} "$@"\n',
        encoding="utf-8",
    )
    launcher.chmod(0o755)
    manifest = hosts / MANIFEST_NAME
    manifest.write_text(json.dumps(manifest_of(browser, launcher), indent=2) + "\n", "utf-8")
    if system:  # every user's browser reads it, whatever the installer's umask
        manifest.chmod(0o644)
    return read_registration(browser, manifest)


def unregister(
    browser: Browser, folder: Path | None = None, *, system: bool = False
) -> Path | None:
    """Remove the host's manifest for `browser` (and the launcher when no other browser's
    manifest points at it, and Lectern's own launcher folder once empty); the manifest
    removed, or None when there was none."""
    manifest = _where(browser, folder, system)[0] / MANIFEST_NAME
    if not manifest.exists():
        return None
    found = read_registration(browser, manifest)
    manifest.unlink()
    launcher = found.launcher
    if launcher is not None and launcher.exists() and not _still_used(launcher, system):
        launcher.unlink()
        own = {SYSTEM_LAUNCHER_FOLDER, default_launcher_folder()}
        if launcher.parent in own and not any(launcher.parent.iterdir()):
            launcher.parent.rmdir()
    return manifest


def status(
    browser: Browser, folder: Path | None = None, *, system: bool = False
) -> Registration | None:
    manifest = _where(browser, folder, system)[0] / MANIFEST_NAME
    return read_registration(browser, manifest) if manifest.exists() else None


def in_use(browser: Browser) -> Registration | None:
    """The registration `browser` finds: this user's own, else (on Linux) the one for every
    user that the .deb writes (a browser reads the user's folder first)."""
    found = status(browser)
    if found is None and sys.platform.startswith("linux"):
        found = status(browser, system=True)
    return found


def read_registration(browser: Browser, manifest: Path) -> Registration:
    try:
        path = json.loads(manifest.read_text("utf-8")).get("path")
    except (OSError, ValueError, AttributeError):
        path = None
    launcher = Path(path) if isinstance(path, str) and path else None
    return Registration(browser, manifest, launcher, _program_of(launcher))


def _program_of(launcher: Path | None) -> Path | None:
    """The program the launcher's `exec` line runs."""
    if launcher is None or not launcher.exists():
        return None
    for line in launcher.read_text("utf-8", errors="replace").splitlines():
        if line.startswith("exec "):
            words = shlex.split(line)
            return Path(words[1]) if len(words) > 1 else None
    return None


def _still_used(launcher: Path, system: bool = False) -> bool:
    for browser in Browser:
        try:
            found = status(browser, system=system)
        except LecternError:
            return False
        if found is not None and found.launcher == launcher:
            return True
    return False
