"""Whoosh without the modules it never uses here: a third of `lectern search`'s imports.

While Whoosh is imported, each of these (if nothing loaded it yet) is a small stand-in
whose functions load the real module on first use:

- `urllib.request` (10 ms, with http.client, email and ssl), which `whoosh.compat` imports
  for `urlretrieve`, which Lectern never calls;
- `asyncio` (9 ms), which Whoosh's `cached_property` dependency imports to ask whether a
  function is a coroutine;
- `whoosh.lang.morph_en` (4 ms: a table of English word forms compiled into six large
  patterns), for `variations`, which only Whoosh's Variations query calls (Lectern never
  builds one), and `whoosh.lang.dmetaphone`, for Whoosh's sounds-like filter;
- `whoosh.lang.porter` (2 ms: the original Porter stemmer), the default of Whoosh's
  `StemFilter` and `StemmingAnalyzer`, which Lectern always gives porter2's `stem`;
- `html` (with its table of entities), for `escape`, which Whoosh's highlighter calls;
- `tempfile` and `random`, which Whoosh's storage and writer use to name temporary files
  and segments: these stand-ins hand over every attribute of the real module.

The stand-ins leave `sys.modules` right after, so any later import gets the real module.
Whoosh's own code is not touched.
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


def _forwarding(name: str) -> types.ModuleType:
    """A module whose attributes are the real module's, loaded when one is first asked for."""
    module = types.ModuleType(name, "stands in while Whoosh is imported")

    def attribute(attr: str) -> Any:
        if sys.modules.get(name) is module:  # Whoosh changed: a test says so
            raise AttributeError(f"{name}.{attr} is used while Whoosh is imported")
        return getattr(importlib.import_module(name), attr)

    module.__dict__["__getattr__"] = attribute
    return module


def _stand_ins() -> dict[str, types.ModuleType]:
    request = types.ModuleType("urllib.request", "stands in while Whoosh is imported")
    request.urlretrieve = _later("urllib.request", "urlretrieve")  # type: ignore[attr-defined]
    asyncio = types.ModuleType("asyncio", "stands in while Whoosh is imported")
    asyncio.iscoroutinefunction = inspect.iscoroutinefunction  # type: ignore[attr-defined]
    asyncio.ensure_future = _later("asyncio", "ensure_future")  # type: ignore[attr-defined]
    morph = types.ModuleType("whoosh.lang.morph_en", "stands in while Whoosh is imported")
    morph.variations = _later("whoosh.lang.morph_en", "variations")  # type: ignore[attr-defined]
    sounds = types.ModuleType("whoosh.lang.dmetaphone", "stands in while Whoosh is imported")
    sounds.double_metaphone = _later("whoosh.lang.dmetaphone", "double_metaphone")  # type: ignore[attr-defined]
    porter = types.ModuleType("whoosh.lang.porter", "stands in while Whoosh is imported")
    porter.stem = _later("whoosh.lang.porter", "stem")  # type: ignore[attr-defined]
    markup = types.ModuleType("html", "stands in while Whoosh is imported")
    markup.escape = _later("html", "escape")  # type: ignore[attr-defined]
    return {
        "urllib.request": request,
        "asyncio": asyncio,
        "whoosh.lang.morph_en": morph,
        "whoosh.lang.dmetaphone": sounds,
        "whoosh.lang.porter": porter,
        "html": markup,
        "tempfile": _forwarding("tempfile"),
        "random": _forwarding("random"),
    }


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
