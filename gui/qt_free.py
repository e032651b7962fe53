"""The Qt-free modules the window needs at start, imported before PySide6 is.

Once PySide6 is loaded, its import hook reads the source of every module imported after it
(to see whether the module switches on one of PySide6's `__feature__` options), which
adds some 10 ms to every start for these alone; `lectern.gui.app` imports this first.
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
