"""The browser extension's two downloads, from its one source (resources/browser/):

    python build_spec/browser_extension.py VERSION [SOURCE [OUT_DIR]]

    OUT_DIR/lectern-browser-VERSION.zip   Chromium, Chrome, Edge, Brave: unzip it and "Load
        unpacked" the folder (the manifest's `key` keeps the id the native host allows);
    OUT_DIR/lectern-browser-VERSION.xpi   Firefox: the same files (an unsigned .xpi is a
        zip), installed by its `browser_specific_settings.gecko.id`.

Both hold the same files, the manifest at the top, in a fixed order with fixed times, so the
same source gives the same bytes. The manifest in them carries Lectern's version: the
extension ships with the Lectern it talks to (browsers take one to four numbers, 0.1.0).
"""

from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "resources" / "browser"
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the earliest a zip can say: no build's own clock
SKIPPED = {".DS_Store", "Thumbs.db"}
BROWSER_VERSION = re.compile(r"(0|[1-9][0-9]{0,8})(\.(0|[1-9][0-9]{0,8})){0,3}")


def files_of(source: Path) -> list[Path]:
    """The extension's files, the manifest first."""
    found = sorted(
        path
        for path in source.rglob("*")
        if path.is_file() and path.name not in SKIPPED and "__pycache__" not in path.parts
    )
    return sorted(found, key=lambda path: path.name != "manifest.json")


def write_archive(source: Path, target: Path, manifest: bytes) -> None:
    partial = target.with_name(target.name + ".tmp")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in files_of(source):
            info = zipfile.ZipInfo(path.relative_to(source).as_posix(), FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            data = manifest if path == source / "manifest.json" else path.read_bytes()
            archive.writestr(info, data)
    partial.replace(target)


def build(version: str, source: Path = SOURCE, out: Path = ROOT / "dist") -> list[Path]:
    if not BROWSER_VERSION.fullmatch(version):
        raise SystemExit(
            f"browsers take one to four numbers as an extension's version, not {version}"
        )
    manifest = json.loads((source / "manifest.json").read_text("utf-8"))
    if not manifest.get("browser_specific_settings", {}).get("gecko", {}).get("id"):
        raise SystemExit("the extension's manifest names no browser_specific_settings.gecko.id")
    manifest["version"] = version
    data = (json.dumps(manifest, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    out.mkdir(parents=True, exist_ok=True)
    made = [out / f"lectern-browser-{version}.zip", out / f"lectern-browser-{version}.xpi"]
    for target in made:
        write_archive(source, target, data)
    return made


def main(argv: list[str]) -> int:
    if not 1 <= len(argv) <= 3:
        print(__doc__, file=sys.stderr)
        return 2
    source = Path(argv[1]) if len(argv) > 1 else SOURCE
    out = Path(argv[2]) if len(argv) > 2 else ROOT / "dist"
    for made in build(argv[0], source, out):
        print(made)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
