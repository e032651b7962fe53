"""Files Lectern ships in the package `lectern.resources`: the bundled sample and the app icon;
and the user guide's pages, shipped as the data-only package `lectern.guide`.

They are package data, found through :mod:`importlib.resources`, so a checkout (through the
editable install), an installed wheel and the PyInstaller build (data files unpacked under
``sys._MEIPASS``) all answer the same way and no other module needs to know how the app
was started.
"""

from __future__ import annotations

import logging
import sys
from importlib.resources import files
from importlib.util import find_spec
from pathlib import Path

log = logging.getLogger(__name__)

APP_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
PACKAGE = "lectern.resources"
GUIDE_PACKAGE = "lectern.guide"


def resource_root() -> Path:
    """The folder of the running copy's `lectern.resources` package."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "lectern" / "resources"
    # Lectern is never run from a zip, so the package is a folder on disk.
    return Path(str(files(PACKAGE)))


def guide_folder() -> Path | None:
    """The folder of the user guide's pages: `docs/guide/` in a checkout, `lectern/guide/` in
    an installed wheel and in the frozen app; None when this copy has no guide.

    The pages stay in docs/guide/ (where the repository shows them beside the README) and are
    mapped to `lectern.guide`, a package without an `__init__`: importlib.resources cannot
    open a namespace package through the editable install's finder, so its folder is read
    from the import spec instead.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        folder = Path(bundle) / "lectern" / "guide"
        return folder if folder.is_dir() else None
    spec = find_spec(GUIDE_PACKAGE)
    places = spec.submodule_search_locations if spec is not None else None
    for place in places or ():
        if Path(place).is_dir():
            return Path(place)
    return None


def resource_path(*parts: str) -> Path:
    """Path of a shipped file, e.g. ``resource_path("icons", "lectern.svg")``.

    The path is returned whether or not the file exists, so callers can report exactly
    which file a broken installation lacks.
    """
    return resource_root().joinpath(*parts)


def sample_files() -> list[Path]:
    """The bundled "ICML 2026 Papers" seed files, in a stable order.

    Empty (with a warning in the log) when the sample is missing, so a damaged
    installation still opens an empty library instead of failing to start.
    """
    folder = resource_path("sample")
    files = sorted(p for p in folder.glob("*.txt") if p.is_file())
    if not files:
        log.warning("no bundled sample files in %s", folder)
    return files


def app_icon_files() -> list[Path]:
    """The app icon as the SVG master followed by the PNG renderings that exist.

    Give all of them to one ``QIcon`` so each size is drawn from its hinted rendering.
    """
    candidates = [resource_path("icons", "lectern.svg")]
    candidates += [resource_path("icons", f"lectern-{size}.png") for size in APP_ICON_SIZES]
    return [p for p in candidates if p.is_file()]
