"""The icon files a desktop, Windows and macOS show for Lectern are complete and in sync."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "build_spec" / "icons"
RUNTIME = ROOT / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_every_png_size_exists_and_matches_its_name() -> None:
    for size in SIZES:
        data = (ICONS / "png" / f"lectern-{size}.png").read_bytes()
        assert png_size(data) == (size, size)


def test_the_runtime_icons_are_copies_of_the_build_icons() -> None:
    """make_icons.py writes both; a hand edit to one of them would show two different icons."""
    assert (RUNTIME / "lectern.svg").read_bytes() == (ICONS / "lectern.svg").read_bytes()
    for size in SIZES:
        built = (ICONS / "png" / f"lectern-{size}.png").read_bytes()
        assert (RUNTIME / f"lectern-{size}.png").read_bytes() == built


def test_windows_ico_holds_each_size_up_to_256() -> None:
    data = (ICONS / "lectern.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        image = data[offset : offset + length]
        assert png_size(image) == (width or 256, height or 256)
        sizes.append(width or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_macos_icns_holds_standard_and_retina_sizes() -> None:
    data = (ICONS / "lectern.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    found: dict[bytes, tuple[int, int]] = {}
    position = 8
    while position < len(data):
        kind = data[position : position + 4]
        (length,) = struct.unpack(">I", data[position + 4 : position + 8])
        found[kind] = png_size(data[position + 8 : position + length])
        position += length
    assert found[b"ic10"] == (1024, 1024)  # 512@2x, what Finder shows on Retina
    assert found[b"ic07"] == (128, 128)
    assert found[b"icp4"] == (16, 16)


@pytest.mark.usefixtures("qapp")
def test_the_svg_master_draws_an_opaque_tile() -> None:
    for master in ("lectern.svg", "lectern-small.svg"):
        renderer = QSvgRenderer(str(ICONS / master))
        assert renderer.isValid(), master
        image = QImage(64, 64, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        assert image.pixelColor(32, 32).alpha() == 255, master
        assert image.pixelColor(32, 4).alpha() == 255, master
