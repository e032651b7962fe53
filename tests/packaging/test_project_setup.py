"""The project metadata and the Makefile promise the README's commands."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
from importlib.metadata import distributions, version
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_installed_lectern_command_answers_on_the_command_line() -> None:
    """The command the install puts on PATH is Lectern's launcher: with a CLI flag it
    answers in the terminal (and opens no window)."""
    command = Path(sys.executable).with_name("lectern")
    assert command.exists(), "the install puts a lectern command beside the interpreter"
    result = subprocess.run(
        [str(command), "--version"], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    assert re.search(r"\d+\.\d+", result.stdout + result.stderr)


def test_the_installed_whoosh_reads_the_index_format_libraries_store() -> None:
    """The index is stored data: the Whoosh that reads it is the one it was written with."""
    assert version("whoosh-reloaded") == "2.7.5"
    assert "pyside6" not in {d.metadata["Name"].lower() for d in distributions()}, (
        "the full PySide6 wheel (QtQuick, Pdf, WebEngine) would swell the app"
    )


def test_a_warning_in_a_test_fails_it(tmp_path: Path) -> None:
    """The suite, as configured, turns warnings into failures: a deprecation cannot pass
    unseen."""
    (tmp_path / "test_warns.py").write_text(
        "import warnings\n\n\ndef test_warns():\n"
        "    warnings.warn('soon gone', DeprecationWarning)\n",
        encoding="utf-8",
    )
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"), "-q"]
        + ["--rootdir", str(tmp_path), "-p", "no:cacheprovider", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 1, result.stdout
    assert "1 failed" in result.stdout and "DeprecationWarning" in result.stdout


@pytest.mark.skipif(shutil.which("make") is None, reason="make not installed")
@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("run", ".venv/bin/lectern"),
        ("test", "-m pytest"),
        ("lint", ".venv/bin/vulture"),
        ("bench", "tests/benchmarks/run.py"),
        ("torture N=7", "tests/reliability/torture.py --count 7"),
        ("uninstall", "build_spec/install.sh uninstall"),
        ("clean", "rm -rf build dist"),
    ],
)
def test_make_targets(target: str, expected: str) -> None:
    """Dry runs (`make -n`): each README command exists and runs what it says."""
    result = subprocess.run(
        ["make", "-n", *target.split()],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert expected in result.stdout


def test_every_package_folder_is_in_the_wheel() -> None:
    """setuptools installs only the packages listed: a new subpackage left out of the list
    works in the editable install and is missing from the wheel and the frozen app."""
    setup = PYPROJECT["tool"]["setuptools"]
    listed = set(setup["packages"])
    found = set()
    for name, folder in setup["package-dir"].items():
        root = ROOT / folder
        for init in root.rglob("__init__.py"):
            parts = init.parent.relative_to(root).parts
            if "__pycache__" not in parts:
                found.add(".".join([name, *parts]))
    assert found - listed == set()
