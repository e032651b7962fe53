"""Lectern's desktop app (PySide6). Importing this package must not import Qt: the CLI shares
the entry point (`gui.launcher`).

PySide6 6.12.0 on CPython 3.11 loses a reference to ``None`` on every call of a C++ method
that returns nothing (``setText``, ``resize``…) and to ``True`` on every ``Signal.emit``:
the wheel assumes the immortal singletons of Python 3.12+. After enough calls CPython
aborts with "Fatal Python error: none_dealloc" (PySide6 6.11.3 is fine). Until the pinned
PySide6 is fixed, give those three singletons a reference count no session can exhaust;
they are never freed in a healthy interpreter anyway, and 3.12+ already treats them so.
"""

from __future__ import annotations

import sys


def _pin_singletons() -> None:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import ctypes

    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40


_pin_singletons()
