"""The app finds its bundled sample and icon, from a checkout and from the frozen folder."""

from __future__ import annotations

import logging
import shutil
import struct
import sys
from pathlib import Path

import pytest

from lectern.core import resources
from lectern.core.resources import (
    app_icon_files,
    guide_folder,
    resource_path,
    resource_root,
    sample_files,
)

ROOT = Path(__file__).resolve().parents[2]


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_from_source_resources_sit_beside_core() -> None:
    assert resource_root() == ROOT / "resources"
    assert resource_path("icons", "lectern.svg").is_file()


def test_from_source_the_user_guide_is_docs_guide() -> None:
    """Help → User guide opens the very pages the repository shows."""
    assert guide_folder() == ROOT / "docs" / "guide"
    assert (ROOT / "docs" / "guide" / "README.md").is_file()


def test_the_bundled_sample_is_the_icml_2026_collection() -> None:
    files = sample_files()
    assert files, "no sample files under resources/sample"
    for path in files:
        assert path.suffix == ".txt"
        first_line = path.read_text(encoding="utf-8").splitlines()[0]
        assert first_line == "ICML 2026 Papers"


def test_the_app_icon_comes_in_every_size() -> None:
    files = app_icon_files()
    assert files[0].name == "lectern.svg"
    sizes = [png_size(path) for path in files[1:]]
    assert sizes == [(s, s) for s in resources.APP_ICON_SIZES]


def test_frozen_app_reads_resources_from_its_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundle = tmp_path / "_internal"
    shutil.copytree(ROOT / "resources", bundle / "lectern" / "resources")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)

    assert resource_root() == bundle / "lectern" / "resources"
    samples = sample_files()
    assert samples
    assert all(path.parent == bundle / "lectern" / "resources" / "sample" for path in samples)
    assert app_icon_files()[0] == bundle / "lectern" / "resources" / "icons" / "lectern.svg"
    assert guide_folder() is None  # a build without the guide: Help says so
    shutil.copytree(ROOT / "docs" / "guide", bundle / "lectern" / "guide")
    assert guide_folder() == bundle / "lectern" / "guide"


def test_a_missing_sample_gives_an_empty_list_and_a_logged_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    with caplog.at_level(logging.WARNING, logger="lectern.core.resources"):
        assert sample_files() == []
    assert "no bundled sample files" in caplog.text
