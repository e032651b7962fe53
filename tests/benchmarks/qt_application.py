"""The one Qt application of a bench run, made as the app makes it.

Every section that needs Qt shares it: a process can hold one Qt application for its life,
and a `QCoreApplication` made by one section would leave a later section that shows widgets
(the reader's) unable to make its `QApplication`.
"""

from __future__ import annotations

import os
from typing import Any


def application() -> Any:
    """The QApplication (offscreen unless QT_QPA_PLATFORM says otherwise), as the app makes it."""
    from lectern.gui.app import create_application  # imports what the app imports first

    previous = os.environ.get("QT_QPA_PLATFORM")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        return create_application()
    finally:
        if previous is None:
            del os.environ["QT_QPA_PLATFORM"]
