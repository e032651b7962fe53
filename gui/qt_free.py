"""The Qt-free modules the window needs at start, imported before PySide6 is.

`lectern.gui.app` imports this first. (PySide6's import hook, which reads the source of
every module an import names after PySide6 is loaded, these included, is told beforehand
that none selects a feature: `lectern.gui.pyside_sources`.)
The search index and the library itself are not here: they load on the writer thread,
after the window is on screen.
"""

from __future__ import annotations

from importlib import import_module

MODULES = (
    "lectern.core.counts",
    "lectern.core.view",
    "lectern.core.stats",
    "lectern.core.history_words",
    "lectern.core.text",
    "lectern.core.storage.derived.first_rows",
    "lectern.core.sync.journal",
    "lectern.core.openable",
)

for _name in MODULES:
    import_module(_name)
