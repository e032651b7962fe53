"""Fixtures for the reliability tests: an annotated library built once, copied per test.

Building the library (import the 38-paper sample, annotate, index) takes a second;
copying the finished folder takes milliseconds, so each test gets its own real library
on tmp_path without paying for it again.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reliability.libstate import build_library, copy_library
from tests.reliability.mutations import IMPORTS


@pytest.fixture(scope="session")
def template_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("template") / "library"
    build_library(folder)
    return folder


@pytest.fixture
def library_folder(template_library: Path, tmp_path: Path) -> Path:
    """A closed, annotated library with a backup that holds everything in it."""
    return copy_library(template_library, tmp_path / "library")


@pytest.fixture(scope="session")
def imports_dir() -> Path:
    """../shared/data/imports: the real files users import."""
    if not IMPORTS.is_dir():
        pytest.skip(f"sample data not found at {IMPORTS}")
    return IMPORTS
