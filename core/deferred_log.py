"""Loggers that import :mod:`logging` only when they first log.

`lectern search` answers from the index without loading the library and logs nothing
when all goes well, yet importing `logging` (with `traceback` and its handlers) and
setting up its handler was about 17 M instructions of its start (callgrind), a tenth of
what Python's own start costs. The modules on that path log through a
:class:`DeferredLogger`; a command that wants logging set up its way says so with
:func:`set_up_when_used`, and the setup runs before the first message (or at once where
`logging` is in use already, as in the window and every command that opens the library).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import logging

_pending: list[Callable[[], None]] = []


def set_up_when_used(setup: Callable[[], None]) -> None:
    """Run `setup` (a `logging.basicConfig`, say) before the first message of any deferred
    logger, in place of any setup asked for before that has not run; at once if `logging`
    is imported already (another module may log through it)."""
    _pending[:] = [setup]
    if "logging" in sys.modules:
        set_up_now()


def set_up_now() -> None:
    """Run the setup asked for, if it has not run yet: before work that logs through
    `logging` itself."""
    while _pending:
        try:
            setup = _pending.pop()
        except IndexError:  # another thread's first message took it first
            return
        setup()


class DeferredLogger:
    """`logging.getLogger(name)`, got on the first message."""

    __slots__ = ("name", "_logger")

    def __init__(self, name: str) -> None:
        self.name = name
        self._logger: logging.Logger | None = None

    def _real(self) -> logging.Logger:
        if self._logger is None:
            import logging

            set_up_now()
            self._logger = logging.getLogger(self.name)
        return self._logger

    def debug(self, msg: str, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("stacklevel", 2)  # the caller's line, not this one
        self._real().debug(msg, *args, **kwargs)

    def info(self, msg: str, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("stacklevel", 2)
        self._real().info(msg, *args, **kwargs)

    def warning(self, msg: str, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("stacklevel", 2)
        self._real().warning(msg, *args, **kwargs)

    def error(self, msg: str, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("stacklevel", 2)
        self._real().error(msg, *args, **kwargs)

    def exception(self, msg: str, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("exc_info", True)
        kwargs.setdefault("stacklevel", 2)
        self._real().error(msg, *args, **kwargs)
