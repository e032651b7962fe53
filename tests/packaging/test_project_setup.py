"""The project metadata and the Makefile promise the README's commands."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def requirement_names(requirements: list[str]) -> dict[str, str]:
    return {re.split(r"[<>=!~ \[]", r, maxsplit=1)[0].lower(): r for r in requirements}


def test_lectern_command_is_the_launcher() -> None:
    assert PYPROJECT["project"]["scripts"] == {"lectern": "lectern.gui.launcher:main"}


def test_runtime_dependencies_and_the_whoosh_pin() -> None:
    deps = requirement_names(PYPROJECT["project"]["dependencies"])
    assert {
        "pyside6-essentials",
        "tinydb",
        "whoosh-reloaded",
        "orjson",
        "platformdirs",
        "filelock",
        "bibtexparser",
        "rispy",
        "pylatexenc",
    } <= deps.keys()
    assert "pyside6" not in deps  # the full wheel drags in QtQuick, Pdf and WebEngine
    assert deps["whoosh-reloaded"] == "whoosh-reloaded==2.7.5"  # the index format is stored data
    extras = PYPROJECT["project"]["optional-dependencies"]
    assert {"pytest", "pytest-qt", "hypothesis"} <= requirement_names(extras["test"]).keys()
    assert "pyinstaller" in requirement_names(extras["build"])


def test_pytest_is_strict() -> None:
    options = PYPROJECT["tool"]["pytest"]["ini_options"]
    assert options["filterwarnings"][0] == "error"
    assert options["xfail_strict"] is True
    assert options["qt_api"] == "pyside6"
    assert options["qt_log_level_fail"] == "WARNING"
    assert "--strict-markers" in options["addopts"]


@pytest.mark.skipif(shutil.which("make") is None, reason="make not installed")
@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("run", ".venv/bin/lectern"),
        ("test", "-m pytest"),
        ("bench", "tests/benchmarks/run.py"),
        ("torture N=7", "tests/reliability/torture.py --count 7"),
        ("uninstall", "build_spec/install.sh uninstall"),
        ("clean", "rm -rf build dist"),
    ],
)
def test_make_targets(target: str, expected: str) -> None:
    """Dry runs (`make -n`): each README command exists and runs what it says."""
    result = subprocess.run(
        ["make", "-n", *target.split()], cwd=ROOT, capture_output=True, text=True, timeout=60
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
