"""Libraries built from real files once a run (the xdist workers share them) and copied for
every test that asks.

Importing tugboat.bib takes seconds; copying the library it makes takes a fraction of one.
A test that needs a library holding some real files (and perhaps the reader's marks on
them) copies the template to its own folder and opens the copy: a real library with real
TinyDB files and a real Whoosh index, which it may change as it likes. The import itself
is still checked, once, by the tests whose point it is.
"""

from __future__ import annotations

import gzip
import hashlib
import itertools
import pickle
import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import orjson
from filelock import FileLock

from lectern.core.library import Library
from lectern.core.results import ImportReport
from lectern.core.sync.device import LOCAL_FILE


@dataclass(frozen=True)
class Template:
    """A closed library made by importing files, and what each file's import reported."""

    folder: Path
    reports: tuple[ImportReport, ...]

    def copy(self, target: Path, *, index: bool = True) -> Path:
        """A private copy at `target`, as a user copies a library folder (without its lock);
        without its search index (the `index` folder) unless `index`, for a library a test
        opens store-only (helpers_store_only)."""
        left_out = ("*.lock",) if index else ("*.lock", "index")
        shutil.copytree(self.folder, target, ignore=shutil.ignore_patterns(*left_out))
        return target

    def copy_made_here(self, target: Path, *, index: bool = True) -> Path:
        """A private copy that is still the device that made the template, as if the library
        had been made at `target` on this computer: its device.json names `target`.

        A plain copy is a new device (core/sync/device.py, as a folder a user copies), and
        History undoes only what its own device did; a test of Undo on a big import needs
        the device that imported it. `index` as `copy` takes it."""
        self.copy(target, index=index)
        local = target / LOCAL_FILE
        record = orjson.loads(local.read_bytes())
        record["path"] = str(target.resolve())
        local.write_bytes(orjson.dumps(record, option=orjson.OPT_INDENT_2))
        return target


class Templates:
    """The templates of one test run, each built on first use.

    Under xdist the workers share one folder of templates: the first worker to ask for a
    template builds it while holding its lock, and a worker asking meanwhile waits for it
    (it would otherwise spend the same time building its own). Each template's name comes
    from what it is made of, so every worker finds the same one."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._ready: dict[str, Path] = {}

    def _shared(self, kind: str, what: str, build: Callable[[Path], None]) -> Path:
        """The folder (or file) called for `what`, built by `build` once for the run."""
        name = f"{kind}-{hashlib.sha256(what.encode()).hexdigest()[:16]}"
        if name not in self._ready:
            target, done = self.root / name, self.root / f"{name}.done"
            with FileLock(self.root / f"{name}.building"):
                if not done.exists():
                    shutil.rmtree(target, ignore_errors=True)  # a worker that died building
                    build(target)
                    done.touch()
            self._ready[name] = target
        return self._ready[name]

    def imported(
        self, files: Sequence[Path], then: Callable[[Library], None] | None = None
    ) -> Template:
        """A library holding `files`, imported in one go as `import_files` takes them, then
        changed by `then` (a module-level function, so that every test naming it shares it)."""

        def build(folder: Path) -> None:
            with Library.open(folder) as library:
                reports = tuple(library.imports.import_files(list(files)))
                if then is not None:
                    then(library)
            _reports(folder).write_bytes(pickle.dumps(reports))

        what = repr([str(f) for f in files]) + (_named(then) if then is not None else "")
        folder = self._shared("library", what, build)
        reports = pickle.loads(_reports(folder).read_bytes())
        return Template(folder, reports)

    def made(self, make: Callable[[Library], None]) -> Template:
        """A library that `make` (a module-level function) built in an empty library once a
        run: the bundled sample imported and then annotated, papers added by hand. What a
        per-test fixture built again for every test, each test now copies."""

        def build(folder: Path) -> None:
            with Library.open(folder) as library:
                make(library)

        return Template(self._shared("made", _named(make), build), ())

    def first_lines(self, gzipped: Path, count: int, name: str) -> Path:
        """The first `count` lines of a gzipped JSON Lines file, as a file called `name`."""

        def build(folder: Path) -> None:
            folder.mkdir()
            with (
                gzip.open(gzipped, "rt", encoding="utf-8") as source,
                (folder / name).open("w", encoding="utf-8") as out,
            ):
                out.writelines(itertools.islice(source, count))

        return self._shared("lines", f"{gzipped}:{count}:{name}", build) / name


def _reports(folder: Path) -> Path:
    """Beside the template, not in it: what its import reported (pickled: every worker
    reads the reports of the import one of them made)."""
    return folder.with_name(folder.name + ".reports")


def _named(function: Callable[[Library], None]) -> str:
    return f"{function.__module__}.{function.__qualname__}"
