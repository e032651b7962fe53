"""`make install` / `make uninstall` (build_spec/install.sh) on a throwaway home folder.

A stand-in build folder whose `lectern` is a tiny shell script records how the menu entry
starts it, so these tests need no PyInstaller build; .ci/run and the README's steps use the
real one.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "build_spec" / "install.sh"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="Linux desktop install"
)


def desktop_entry(path: Path) -> dict[str, str]:
    entries = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.startswith(("#", "[")):
            key, value = line.split("=", 1)
            entries[key] = value
    return entries


def exec_argv(value: str) -> list[str]:
    """Split an Exec value the way a desktop does (Desktop Entry spec, "The Exec key")."""
    unescaped = value.replace("\\\\", "\\")  # the file's string escaping comes first
    return [
        arg.replace("%%", "%")
        for arg in shlex.split(unescaped)
        if arg not in {"%f", "%F", "%u", "%U"}
    ]


class Home:
    def __init__(self, base: Path) -> None:
        self.data = base / "data with space & 100%"
        self.bin = base / "bin"
        self.config = base / "config"
        self.state = base / "state"
        self.env = {
            **os.environ,
            "HOME": str(base),
            "XDG_DATA_HOME": str(self.data),
            "XDG_CONFIG_HOME": str(self.config),
            "XDG_STATE_HOME": str(self.state),
            "BIN_DIR": str(self.bin),
        }

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        return self.command("sh", str(SCRIPT), *args)

    def command(self, *argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            list(argv),
            env=self.env,
            capture_output=True,
            text=True,
            timeout=120,
            cwd=ROOT,
            check=False,
        )


@pytest.fixture
def home(tmp_path: Path) -> Home:
    return Home(tmp_path / "home")


@pytest.fixture
def build(tmp_path: Path) -> Path:
    folder = tmp_path / "dist" / "lectern"
    (folder / "_internal").mkdir(parents=True)
    program = folder / "lectern"
    program.write_text('#!/bin/sh\nprintf "started with: %s\\n" "$*"\n', encoding="utf-8")
    program.chmod(0o755)
    return folder


def test_install_registers_a_menu_entry_that_starts_the_installed_app(
    home: Home, build: Path
) -> None:
    result = home.run("install", str(build))
    assert result.returncode == 0, result.stderr
    installed = home.data / "lectern" / "lectern"
    assert installed.is_file()

    entry = desktop_entry(home.data / "applications" / "lectern.desktop")
    assert entry["Name"] == "Lectern"
    assert entry["Icon"] == "lectern"
    argv = exec_argv(entry["Exec"])
    assert argv == [str(installed)]
    started = subprocess.run(
        [*argv, "--self-test"], capture_output=True, text=True, timeout=60, check=False
    )
    assert started.stdout.strip() == "started with: --self-test"


def test_the_menu_entry_is_the_handler_of_lectern_addresses(home: Home, build: Path) -> None:
    """A `lectern://open/ID?page=N` link (in marks copied as Markdown) opens Lectern: the
    entry claims the scheme, and its Exec takes addresses as well as files (%U)."""
    assert home.run("install", str(build)).returncode == 0
    entry = desktop_entry(home.data / "applications" / "lectern.desktop")
    assert "x-scheme-handler/lectern" in entry["MimeType"].split(";")
    assert entry["Exec"].endswith(" %U")
    assert "text/x-bibtex" in entry["MimeType"].split(";")  # the files it opened before


def test_install_puts_the_icon_in_every_size_into_hicolor(home: Home, build: Path) -> None:
    assert home.run("install", str(build)).returncode == 0
    hicolor = home.data / "icons" / "hicolor"
    for size in SIZES:
        icon = hicolor / f"{size}x{size}" / "apps" / "lectern.png"
        assert (
            icon.read_bytes()
            == (ROOT / "build_spec" / "icons" / "png" / f"lectern-{size}.png").read_bytes()
        )
    assert (hicolor / "scalable" / "apps" / "lectern.svg").is_file()


def test_install_links_the_command_line(home: Home, build: Path) -> None:
    assert home.run("install", str(build)).returncode == 0
    link = home.bin / "lectern"
    result = subprocess.run(
        [str(link), "--version"], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.stdout.strip() == "started with: --version"


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed"
)
def test_the_installed_menu_entry_is_valid(home: Home, build: Path) -> None:
    assert home.run("install", str(build)).returncode == 0
    result = subprocess.run(
        ["desktop-file-validate", str(home.data / "applications" / "lectern.desktop")],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0 and result.stdout == "", result.stdout


def test_reinstall_replaces_the_previous_version(home: Home, build: Path) -> None:
    assert home.run("install", str(build)).returncode == 0
    (build / "_internal" / "new-file").write_text("v2", encoding="utf-8")
    assert home.run("install", str(build)).returncode == 0
    assert (home.data / "lectern" / "_internal" / "new-file").read_text(encoding="utf-8") == "v2"
    assert not list(home.data.glob(".lectern-install.*"))


def test_uninstall_removes_the_app_but_keeps_the_library(home: Home, build: Path) -> None:
    assert home.run("install", str(build)).returncode == 0
    library = home.data / "Lectern" / "library"
    library.mkdir(parents=True)
    (library / "annotations.json").write_text("{}", encoding="utf-8")

    result = home.run("uninstall")
    assert result.returncode == 0, result.stderr
    assert not (home.data / "lectern" / "lectern").exists()
    assert not (home.data / "applications" / "lectern.desktop").exists()
    assert not list((home.data / "icons").rglob("lectern.*"))
    assert not (home.bin / "lectern").exists()
    assert (library / "annotations.json").read_text(encoding="utf-8") == "{}"


def test_install_refuses_to_replace_a_folder_it_did_not_create(home: Home, build: Path) -> None:
    foreign = home.data / "lectern"
    foreign.mkdir(parents=True)
    (foreign / "precious.txt").write_text("mine", encoding="utf-8")
    result = home.run("install", str(build))
    assert result.returncode != 0
    assert "not installed by this script" in result.stderr
    assert (foreign / "precious.txt").read_text(encoding="utf-8") == "mine"
    assert home.run("uninstall").returncode == 0
    assert (foreign / "precious.txt").exists()


def test_install_without_a_build_says_to_run_make_dist(home: Home, tmp_path: Path) -> None:
    result = home.run("install", str(tmp_path / "nothing"))
    assert result.returncode != 0
    assert "make dist" in result.stderr


def test_uninstall_leaves_no_empty_folders_behind(home: Home, build: Path) -> None:
    assert home.run("install", str(build)).returncode == 0
    assert (home.data / "icons" / "hicolor" / "512x512" / "apps").is_dir()
    assert home.run("uninstall").returncode == 0
    assert not home.data.exists(), sorted(home.data.rglob("*"))
    assert not home.bin.exists()


def test_uninstall_keeps_the_folders_that_were_there_before(home: Home, build: Path) -> None:
    other_icon = home.data / "icons" / "hicolor" / "48x48" / "apps" / "other-app.png"
    other_icon.parent.mkdir(parents=True)
    other_icon.write_bytes(b"not ours")
    (home.data / "applications").mkdir()
    home.bin.mkdir()

    assert home.run("install", str(build)).returncode == 0
    assert home.run("install", str(build)).returncode == 0  # a reinstall forgets nothing
    assert home.run("uninstall").returncode == 0
    assert other_icon.read_bytes() == b"not ours"
    assert (home.data / "applications").is_dir()
    assert home.bin.is_dir()
    assert not (home.data / "icons" / "hicolor" / "16x16").exists()
    assert not (home.data / "lectern").exists()


def test_settings_stay_unless_the_user_asks_to_purge_them(home: Home, build: Path) -> None:
    settings = home.config / "Lectern" / "Lectern.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[General]\ntheme=dark\n", encoding="utf-8")
    log = home.state / "Lectern" / "log" / "lectern.log"
    log.parent.mkdir(parents=True)
    log.write_text("started\n", encoding="utf-8")
    library = home.data / "Lectern" / "library" / "annotations.json"
    library.parent.mkdir(parents=True)
    library.write_text("{}", encoding="utf-8")

    assert home.run("install", str(build)).returncode == 0
    kept = home.command("make", "-s", "uninstall")
    assert kept.returncode == 0, kept.stderr
    assert "PURGE=1" in kept.stdout
    assert settings.read_text(encoding="utf-8") == "[General]\ntheme=dark\n"

    assert home.run("install", str(build)).returncode == 0
    purged = home.command("make", "-s", "uninstall", "PURGE=1")
    assert purged.returncode == 0, purged.stderr
    assert not settings.exists() and not log.exists()
    assert library.read_text(encoding="utf-8") == "{}"
    assert not (home.data / "lectern").exists()


def test_install_registers_with_every_browser_and_uninstall_takes_it_back(
    home: Home, tmp_path: Path
) -> None:
    """The build's `lectern` here is Lectern's command line itself, so the registration is
    the real one: each browser's manifest where it looks for this user, naming a launcher
    that runs the installed app; uninstalling removes them."""
    folder = tmp_path / "dist" / "lectern"
    (folder / "_internal").mkdir(parents=True)
    program = folder / "lectern"
    program.write_text(
        f'#!/bin/sh\nexec {shlex.quote(sys.executable)} -m lectern.core.cli "$@"\n',
        encoding="utf-8",
    )
    program.chmod(0o755)
    home.env.pop("LECTERN_LIBRARY", None)
    home_dir = Path(home.env["HOME"])
    manifests = [
        home.config / "chromium" / "NativeMessagingHosts",
        home.config / "google-chrome" / "NativeMessagingHosts",
        home.config / "microsoft-edge" / "NativeMessagingHosts",
        home.config / "BraveSoftware" / "Brave-Browser" / "NativeMessagingHosts",
        home_dir / ".mozilla" / "native-messaging-hosts",
    ]
    manifests = [hosts / "org.lectern.lectern.json" for hosts in manifests]

    installed = home.run("install", str(folder))
    assert installed.returncode == 0, installed.stderr
    assert "Registered with your browsers" in installed.stdout
    for manifest in manifests:
        assert manifest.is_file(), manifest
    status = home.command(str(home.bin / "lectern"), "browser", "status")
    assert status.returncode == 0, status.stdout + status.stderr
    assert status.stdout.count("registered in") == len(manifests)

    assert home.run("uninstall").returncode == 0
    assert [manifest for manifest in manifests if manifest.exists()] == []
    assert not (home.data / "Lectern" / "browser").exists()  # the launcher too
