"""Fixtures shared by the core tests: where the real sample data lives, a sample library.

The data sits next to the project (../shared relative to the project root) and is
not part of the repository; tests that need it are skipped, with the reason, when
it is absent.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from lectern.core.library import Library

SHARED = Path(__file__).resolve().parents[2].parent / "shared"


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


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    """A library in tmp_path holding the bundled 38-paper sample."""
    lib = Library.open(tmp_path / "lib")
    lib.imports.import_sample()
    yield lib
    lib.close()
