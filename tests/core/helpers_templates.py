"""Libraries built from real files once a session and copied for every test that asks.

Importing tugboat.bib takes seconds; copying the library it makes takes a fraction of one.
A test that needs a library holding some real files (and perhaps the reader's marks on
them) copies the template to its own folder and opens the copy: a real library with real
TinyDB files and a real Whoosh index, which it may change as it likes. The import itself
is still checked, once, by the tests whose point it is.
"""

from __future__ import annotations

import gzip
import itertools
import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import orjson

from lectern.core.library import Library
from lectern.core.results import ImportReport
from lectern.core.sync.device import LOCAL_FILE


@dataclass(frozen=True)
class Template:
    """A closed library made by importing files, and what each file's import reported."""

    folder: Path
    reports: tuple[ImportReport, ...]

    def copy(self, target: Path) -> Path:
        """A private copy at `target`, as a user copies a library folder (without its lock)."""
        shutil.copytree(self.folder, target, ignore=shutil.ignore_patterns("*.lock"))
        return target

    def copy_made_here(self, target: Path) -> Path:
        """A private copy that is still the device that made the template, as if the library
        had been made at `target` on this computer: its device.json names `target`.

        A plain copy is a new device (core/sync/device.py, as a folder a user copies), and
        History undoes only what its own device did; a test of Undo on a big import needs
        the device that imported it."""
        self.copy(target)
        local = target / LOCAL_FILE
        record = orjson.loads(local.read_bytes())
        record["path"] = str(target.resolve())
        local.write_bytes(orjson.dumps(record, option=orjson.OPT_INDENT_2))
        return target


class Templates:
    """The templates of one test session (one per xdist worker), each built on first use."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._built: dict[tuple[tuple[Path, ...], Callable[[Library], None] | None], Template] = {}
        self._made: dict[Callable[[Library], None], Path] = {}
        self._lines: dict[tuple[Path, int, str], Path] = {}

    def imported(
        self, files: Sequence[Path], then: Callable[[Library], None] | None = None
    ) -> Template:
        """A library holding `files`, imported in one go as `import_files` takes them, then
        changed by `then` (a module-level function, so that every test naming it shares it)."""
        key = (tuple(files), then)
        if key not in self._built:
            folder = self.root / f"library-{len(self._built)}"
            with Library.open(folder) as library:
                reports = tuple(library.imports.import_files(list(files)))
                if then is not None:
                    then(library)
            self._built[key] = Template(folder, reports)
        return self._built[key]

    def made(self, make: Callable[[Library], None]) -> Template:
        """A library that `make` (a module-level function) built in an empty library once a
        session: the bundled sample imported and then annotated, papers added by hand. What a
        per-test fixture built again for every test, each test now copies."""
        if make not in self._made:
            folder = self.root / f"made-{len(self._made)}"
            with Library.open(folder) as library:
                make(library)
            self._made[make] = folder
        return Template(self._made[make], ())

    def first_lines(self, gzipped: Path, count: int, name: str) -> Path:
        """The first `count` lines of a gzipped JSON Lines file, as a file called `name`."""
        key = (gzipped, count, name)
        if key not in self._lines:
            folder = self.root / f"lines-{len(self._lines)}"
            folder.mkdir()
            path = folder / name
            with (
                gzip.open(gzipped, "rt", encoding="utf-8") as source,
                path.open("w", encoding="utf-8") as out,
            ):
                out.writelines(itertools.islice(source, count))
            self._lines[key] = path
        return self._lines[key]
