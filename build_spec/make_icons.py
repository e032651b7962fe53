"""Render Lectern's icon files from the two SVG masters in build_spec/icons/.

Run after editing an SVG (`.venv/bin/python build_spec/make_icons.py`) and commit the
results: the build and the install script use the generated files as they are, so a
build needs no rendering step and no extra imaging library.

- `lectern.svg` is the master for 48 px and up; `lectern-small.svg` is hinted for 16-32 px
  (full-bleed tile, no text lines), because detail that reads at 256 px turns to mush at 16.
- Writes PNGs (16..512), `lectern.ico` (Windows) and `lectern.icns` (macOS) to
  build_spec/icons/, and the SVG plus PNGs the running app loads to resources/icons/.
- .ico and .icns are plain containers of PNG images, written here directly: Qt's own ico and
  icns writers store a single image per file.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "build_spec" / "icons"
RUNTIME_ICONS = ROOT / "resources" / "icons"
MASTER = ICONS / "lectern.svg"
SMALL_MASTER = ICONS / "lectern-small.svg"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SMALL_LIMIT = 32  # sizes up to this use the hinted master
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, with their pixel size (Apple's "icp4".."ic14").
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(size: int) -> bytes:
    """The icon at `size` px as PNG bytes (premultiplied ARGB, antialiased)."""
    master = SMALL_MASTER if size <= SMALL_LIMIT else MASTER
    renderer = QSvgRenderer(str(master))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {master}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
        raise SystemExit(f"cannot encode the {size} px icon")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (supported since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    directory = b""
    images = b""
    offset = 6 + 16 * len(ICO_SIZES)
    for size in ICO_SIZES:
        data = pngs[size]
        edge = 0 if size >= 256 else size  # 0 means 256 in the directory
        directory += struct.pack(
            "<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset + len(images)
        )
        images += data
    return header + directory + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns whose elements are PNGs, including the @2x (Retina) variants."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_bytes() == data:
        return
    path.write_bytes(data)
    print(f"wrote {path.relative_to(ROOT)} ({len(data):,} bytes)")


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    sizes = sorted({*PNG_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(size) for size in sizes}
    for size in PNG_SIZES:
        write(ICONS / "png" / f"lectern-{size}.png", pngs[size])
        write(RUNTIME_ICONS / f"lectern-{size}.png", pngs[size])
    write(ICONS / "lectern.ico", ico_bytes(pngs))
    write(ICONS / "lectern.icns", icns_bytes(pngs))
    RUNTIME_ICONS.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(MASTER, RUNTIME_ICONS / "lectern.svg")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
