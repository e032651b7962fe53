"""Whoosh without three modules it never uses here: a quarter of `lectern search`.

`whoosh.compat` imports `urllib.request` (10 ms, with http.client, email and ssl) for
`urlretrieve`, which Lectern never calls; Whoosh's `cached_property` dependency imports
`asyncio` (9 ms) to ask whether a function is a coroutine; and `whoosh.query` imports
`whoosh.lang.morph_en` (4 ms: a table of English word forms compiled into six large
patterns) for `variations`, which only Whoosh's own Variations query calls and Lectern never
builds. While Whoosh is imported, each of them (if nothing loaded it yet) is a small
stand-in whose functions load the real module on first use; the stand-ins leave
`sys.modules` right after, so any later import gets the real module. Whoosh's own code is
not touched.
"""

from __future__ import annotations

import importlib
import inspect
import sys
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any


def _later(module: str, name: str) -> Callable[..., Any]:
    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    call.__name__ = name
    return call


def _stand_ins() -> dict[str, types.ModuleType]:
    request = types.ModuleType("urllib.request", "stands in while Whoosh is imported")
    request.urlretrieve = _later("urllib.request", "urlretrieve")  # type: ignore[attr-defined]
    asyncio = types.ModuleType("asyncio", "stands in while Whoosh is imported")
    asyncio.iscoroutinefunction = inspect.iscoroutinefunction  # type: ignore[attr-defined]
    asyncio.ensure_future = _later("asyncio", "ensure_future")  # type: ignore[attr-defined]
    morph = types.ModuleType("whoosh.lang.morph_en", "stands in while Whoosh is imported")
    morph.variations = _later("whoosh.lang.morph_en", "variations")  # type: ignore[attr-defined]
    return {"urllib.request": request, "asyncio": asyncio, "whoosh.lang.morph_en": morph}


@contextmanager
def without_unused_modules() -> Iterator[None]:
    """Import Whoosh inside this block."""
    placed = {name: module for name, module in _stand_ins().items() if name not in sys.modules}
    sys.modules.update(placed)
    try:
        yield
    finally:
        for name, module in placed.items():
            if sys.modules.get(name) is module:
                del sys.modules[name]
