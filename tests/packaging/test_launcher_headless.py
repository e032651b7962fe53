"""`lectern` on a machine without a display: the window says so in one line, the CLI works.

Each case runs the real entry point in a fresh interpreter with no DISPLAY, WAYLAND_DISPLAY
or QT_QPA_PLATFORM, as over ssh or in a container.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from lectern.gui.arguments import split_addresses, split_files

pytestmark = pytest.mark.skipif(
    sys.platform in ("win32", "darwin"), reason="X11 or Wayland desktops only"
)


def headless(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "lectern.gui.launcher", *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=home,
        env={
            "PATH": "/usr/bin:/bin",
            "HOME": str(home),
            "LANG": "C.UTF-8",
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_STATE_HOME": str(home / "state"),
        },
        check=False,
    )


def test_the_window_without_a_display_explains_itself_in_one_line(tmp_path: Path) -> None:
    result = headless(["--library", str(tmp_path / "library")], tmp_path)
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("Lectern needs a graphical display: ")
    assert not (tmp_path / "library").exists()  # nothing was opened or created


def test_opening_a_file_without_a_display_explains_itself_too(tmp_path: Path) -> None:
    bib = tmp_path / "paper.bib"
    bib.write_text("@misc{a, title = {A}}\n", encoding="utf-8")
    result = headless([str(bib)], tmp_path)
    assert result.returncode == 1
    assert result.stderr.startswith("Lectern needs a graphical display: ")


def test_the_command_line_works_without_a_display(tmp_path: Path) -> None:
    bib = tmp_path / "paper.bib"
    bib.write_text("@misc{a, title = {Headless Marmots}, year = {2026}}\n", encoding="utf-8")
    library = str(tmp_path / "library")
    imported = headless(["--library", library, "import", str(bib)], tmp_path)
    assert imported.returncode == 0, imported.stderr
    found = headless(["--library", library, "search", "marmots"], tmp_path)
    assert found.returncode == 0, found.stderr
    assert "Headless Marmots" in found.stdout
    assert "graphical display" not in imported.stderr + found.stderr


def test_an_unknown_command_says_so_without_a_display(tmp_path: Path) -> None:
    result = headless(["frobnicate", "x"], tmp_path)
    assert result.returncode == 2
    assert "unknown command 'frobnicate'" in result.stderr
    assert "graphical display" not in result.stderr


def test_files_are_told_apart_from_qt_options() -> None:
    files, rest = split_files(
        ["-platform", "xcb", "a.bib", "--reverse", "file:///tmp/My%20papers.ris", "-style=fusion"]
    )
    assert files == ["a.bib", "/tmp/My papers.ris"]
    assert rest == ["-platform", "xcb", "--reverse", "-style=fusion"]


def test_a_lectern_address_is_for_the_window_not_the_command_line(tmp_path: Path) -> None:
    """What the desktop runs for a click on a `lectern://open/…` link in pasted Markdown:
    the window is wanted (here, without a display, it says so), not an unknown command."""
    result = headless(["lectern://open/doi:10.1145%2F1543135?page=3"], tmp_path)
    assert result.returncode == 1
    assert result.stderr.startswith("Lectern needs a graphical display: ")
    assert "unknown command" not in result.stderr


def test_addresses_are_told_apart_from_files() -> None:
    files, opened = split_addresses(
        ["a.bib", "lectern://open/arxiv:2302.07302?page=4", "LECTERN://open/h:ab12", "b.ris"]
    )
    assert files == ["a.bib", "b.ris"]
    assert opened == [("arxiv:2302.07302", 4), ("h:ab12", 1)]
