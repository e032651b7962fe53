"""`make release` (build_spec/release.sh): the .tar.gz, the .deb and the browser extension's
.zip and .xpi, from a stand-in build.

The stand-in `lectern` is a shell script that answers --version like the real one, so these
tests need no PyInstaller build; .ci/run installs the real .deb and self-tests it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from lectern.core.browser.extension import GECKO_ID

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "build_spec" / "release.sh"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

pytestmark = [
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux downloads"),
    pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb not installed"),
]


@pytest.fixture(scope="module")
def release(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("release")
    build = base / "dist" / "lectern"
    (build / "_internal").mkdir(parents=True)
    (build / "_internal" / "base_library.zip").write_bytes(b"frozen")
    program = build / "lectern"
    program.write_text(
        '#!/bin/sh\n[ "$1" = --version ] && echo "lectern 9.8.7" && exit 0\n'
        'printf "started with: %s\\n" "$*"\n',
        encoding="utf-8",
    )
    program.chmod(0o755)
    out = base / "out"
    result = subprocess.run(
        ["sh", str(SCRIPT), str(build), str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return out


def test_the_tarball_unpacks_to_an_app_that_install_sh_puts_in_the_menu(
    release: Path, tmp_path: Path
) -> None:
    [tarball] = release.glob("lectern-9.8.7-linux-*.tar.gz")
    with tarfile.open(tarball) as archive:
        archive.extractall(tmp_path, filter="tar")
    unpacked = tmp_path / "lectern-9.8.7"
    assert os.access(unpacked / "install.sh", os.X_OK)
    assert (unpacked / "lectern" / "_internal" / "base_library.zip").read_bytes() == b"frozen"

    home = tmp_path / "home"
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data")}
    env["BIN_DIR"] = str(home / "bin")
    installed = subprocess.run(
        ["./install.sh"],
        cwd=unpacked,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert installed.returncode == 0, installed.stderr
    entry = (home / "data" / "applications" / "lectern.desktop").read_text(encoding="utf-8")
    assert f"Exec={home / 'data' / 'lectern' / 'lectern'} %U" in entry.splitlines()
    assert (home / "data" / "icons" / "hicolor" / "48x48" / "apps" / "lectern.png").is_file()
    started = subprocess.run(
        [str(home / "bin" / "lectern"), "paper.bib"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert started.stdout.strip() == "started with: paper.bib"


def deb_listing(deb: Path) -> dict[str, str]:
    """Path in the package -> its link target ('' for other entries)."""
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    entries = {}
    for line in listing.splitlines():
        name = line.split(None, 5)[5]
        path, _, target = name.partition(" -> ")
        entries[path.removeprefix(".").rstrip("/") or "/"] = target
    return entries


def test_the_deb_puts_the_app_where_desktops_look(release: Path) -> None:
    [deb] = release.glob("lectern_9.8.7_*.deb")
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Package", "Version"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Package: lectern" in fields and "Version: 9.8.7" in fields
    entries = deb_listing(deb)
    assert "/opt/lectern/lectern" in entries
    assert "/opt/lectern/_internal/base_library.zip" in entries
    assert entries["/usr/bin/lectern"] == "/opt/lectern/lectern"
    assert "/usr/share/applications/lectern.desktop" in entries
    assert "/usr/share/metainfo/org.lectern.Lectern.metainfo.xml" in entries
    for size in SIZES:
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/lectern.png" in entries
    assert "/usr/share/icons/hicolor/scalable/apps/lectern.svg" in entries


def test_the_deb_metainfo_names_this_release(release: Path, tmp_path: Path) -> None:
    [deb] = release.glob("lectern_9.8.7_*.deb")
    subprocess.run(["dpkg-deb", "--extract", str(deb), str(tmp_path)], check=True)
    metainfo = tmp_path / "usr" / "share" / "metainfo" / "org.lectern.Lectern.metainfo.xml"
    text = metainfo.read_text(encoding="utf-8")
    assert '<release version="9.8.7"' in text and "@" not in text.split("<releases>")[1]
    if shutil.which("appstreamcli"):
        checked = subprocess.run(
            ["appstreamcli", "validate", "--no-net", str(metainfo)],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert checked.returncode == 0, checked.stdout + checked.stderr
    if shutil.which("desktop-file-validate"):
        entry = tmp_path / "usr" / "share" / "applications" / "lectern.desktop"
        checked = subprocess.run(
            ["desktop-file-validate", str(entry)],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert checked.returncode == 0 and checked.stdout == "", checked.stdout


def test_the_browser_extension_ships_for_chromium_and_firefox(release: Path) -> None:
    """The .zip (unzipped and loaded unpacked in Chromium) and the .xpi (Firefox) hold the
    extension's files, the manifest on top naming this Lectern's version and the ids the
    native host allows."""
    source = ROOT / "resources" / "browser"
    wanted = sorted(p.relative_to(source).as_posix() for p in source.rglob("*") if p.is_file())
    for name in ("lectern-browser-9.8.7.zip", "lectern-browser-9.8.7.xpi"):
        with zipfile.ZipFile(release / name) as archive:
            assert archive.namelist()[0] == "manifest.json"
            assert sorted(archive.namelist()) == wanted
            manifest = json.loads(archive.read("manifest.json"))
            for other in wanted:
                if other != "manifest.json":
                    assert archive.read(other) == (source / other).read_bytes()
        assert manifest["version"] == "9.8.7"
        assert manifest["manifest_version"] == 3
        assert manifest["browser_specific_settings"]["gecko"]["id"] == GECKO_ID
        assert manifest["key"]  # the Chromium id, bijjnfgkedijpaimmeecphdhddjmilne


def test_the_deb_registers_the_browser_host_for_every_user_and_removes_it(
    release: Path, tmp_path: Path
) -> None:
    """dpkg runs the package's scripts: after install, `lectern browser register --system`
    (each browser's folder for every user); before removal, `unregister --system`."""
    [deb] = release.glob("lectern_9.8.7_*.deb")
    control = tmp_path / "control"
    subprocess.run(["dpkg-deb", "-e", str(deb), str(control)], check=True)
    scripts = {name: (control / name) for name in ("postinst", "prerm")}
    for script in scripts.values():
        assert os.access(script, os.X_OK), script
        assert subprocess.run(["sh", "-n", str(script)], check=False).returncode == 0
    assert "/opt/lectern/lectern browser register --system" in scripts["postinst"].read_text()
    assert "/opt/lectern/lectern browser unregister --system" in scripts["prerm"].read_text()
