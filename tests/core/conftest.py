"""Fixtures shared by the core tests: where the real sample data lives, a sample library.

The data sits next to the project (../shared relative to the project root) and is
not part of the repository; tests that need it are skipped, with the reason, when
it is absent.

The bundled sample is imported once per session (per xdist worker) into a template
library; each test that asks for `library` gets its own copy of that folder, a real
library with real TinyDB files and a real Whoosh index, for a fraction of an import.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from lectern.core.library import Library

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
SAMPLE_SIZE = 38


def _existing(path: Path) -> Path:
    if not path.exists():
        pytest.skip(f"sample data not found at {path}")
    return path


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """../shared/data: real bibliographies and the 74k arXiv listing."""
    return _existing(SHARED / "data")


@pytest.fixture(scope="session")
def imports_dir(shared_data: Path) -> Path:
    """../shared/data/imports: one folder of real files per import format."""
    return _existing(shared_data / "imports")


@pytest.fixture(scope="session")
def pdfs_dir(shared_data: Path) -> Path:
    """../shared/data/pdfs: real papers' PDFs, with MANIFEST.json saying what each is."""
    return _existing(shared_data / "pdfs")


@pytest.fixture(scope="session")
def seeds_dir() -> Path:
    """../shared/seeds: the user's "ICML 2026 Papers" abstract lists (38 papers)."""
    return _existing(SHARED / "seeds")


@pytest.fixture(scope="session")
def sample_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A closed library holding the bundled 38-paper sample, imported once; copy it, never
    open it (`sample_copy`)."""
    folder = tmp_path_factory.mktemp("template") / "library"
    with Library.open(folder) as library:
        library.imports.import_sample()
        assert len(library) == SAMPLE_SIZE
    return folder


@pytest.fixture
def sample_copy(sample_template: Path) -> Callable[[Path], Path]:
    """Copies the sample library to a folder of the test's choosing, as a user copies a
    library folder; the copy is the test's own to change."""

    def copy(target: Path) -> Path:
        shutil.copytree(sample_template, target, ignore=shutil.ignore_patterns("*.lock"))
        return target

    return copy


@pytest.fixture
def library(tmp_path: Path, sample_copy: Callable[[Path], Path]) -> Iterator[Library]:
    """A library in tmp_path holding the bundled 38-paper sample."""
    lib = Library.open(sample_copy(tmp_path / "lib"))
    yield lib
    lib.close()


@pytest.fixture
def freshly_imported_library(tmp_path: Path) -> Iterator[Library]:
    """A library in tmp_path that imported the bundled sample in this test's own process,
    for a test of what the open library knows just after an import (a copy of the
    template is a library reopened, which has counted more since)."""
    lib = Library.open(tmp_path / "lib")
    lib.imports.import_sample()
    yield lib
    lib.close()
