"""Callbacks that arrive after their widget may be gone.

The service answers later, on the UI thread; by then the user may have closed the dialog
that asked. Calling into a deleted Qt object raises (or worse), so such answers are dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import shiboken6
from PySide6.QtCore import QObject

T = TypeVar("T")


def if_alive(owner: QObject, callback: Callable[[T], object]) -> Callable[[T], None]:
    """``callback`` if ``owner`` still exists when the answer comes, else nothing."""

    def call(value: T) -> None:
        if shiboken6.isValid(owner):
            callback(value)

    return call
