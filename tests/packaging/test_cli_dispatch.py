"""`lectern <command>` is the CLI and never loads Qt; it must work on a machine with no display."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import lectern.core

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import contextlib, io, json, sys
from lectern.gui.launcher import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    code = main(json.loads(sys.argv[1]))
qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))
print(json.dumps({"code": code, "stdout": out.getvalue(), "qt": qt}))
"""


def dispatch(argv: list[str], env_home: Path) -> dict:
    """Run the real entry point in a fresh interpreter, so sys.modules tells the truth."""
    result = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(argv)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={
            "PATH": "/usr/bin:/bin",
            "HOME": str(env_home),
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_DATA_HOME": str(env_home / "data"),
            "PYTHONPATH": str(ROOT),
        },
        check=False,
    )
    assert result.stdout, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize(
    "argv",
    [
        ["--help"],
        ["--version"],
        ["stats"],
        ["--library", "{library}", "stats"],
        ["--library={library}", "search", "diffusion"],
        ["-v", "search", "diffusion", "--limit", "3"],
    ],
    ids=["help", "version", "command", "library-then-command", "library=-then-search", "verbose"],
)
def test_cli_commands_never_load_qt(argv: list[str], tmp_path: Path) -> None:
    argv = [arg.replace("{library}", str(tmp_path / "library")) for arg in argv]
    outcome = dispatch(argv, tmp_path)
    assert outcome["qt"] == []
    assert isinstance(outcome["code"], int)


def test_help_lists_the_commands(tmp_path: Path) -> None:
    outcome = dispatch(["--help"], tmp_path)
    assert outcome["code"] == 0
    assert outcome["stdout"].startswith("usage: lectern")
    for command in ("import", "search", "export"):
        assert command in outcome["stdout"]


def test_the_installed_console_script_prints_the_version(tmp_path: Path) -> None:
    script = Path(sys.executable).with_name("lectern")
    if not script.exists():
        pytest.skip("the lectern console script is installed by `make` (pip install -e .)")
    result = subprocess.run(
        [str(script), "--version"],
        capture_output=True,
        text=True,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"lectern {lectern.core.__version__}"


@pytest.mark.parametrize("argv", [["frobnicate", "x"], ["--library", "{library}", "delet", "x"]])
def test_a_mistyped_command_is_refused_without_opening_a_window(
    argv: list[str], tmp_path: Path
) -> None:
    argv = [arg.replace("{library}", str(tmp_path / "library")) for arg in argv]
    outcome = dispatch(argv, tmp_path)
    assert outcome["code"] == 2 and outcome["qt"] == []


def test_every_command_the_parser_knows_is_one_the_launcher_sends_to_it() -> None:
    from lectern.core.cli import COMMAND_NAMES, build_parser

    parser = build_parser()
    [commands] = [a for a in parser._actions if a.dest == "command"]
    assert commands.choices is not None and set(commands.choices) == COMMAND_NAMES


def test_a_command_line_builds_only_its_commands_parser() -> None:
    """Each command's own parser is the same as in the whole one (a script's `lectern search`
    does not pay for building the other commands' options)."""
    import argparse

    from lectern.core.cli import COMMAND_NAMES, build_parser

    def commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
        (action,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        return dict(action.choices)

    whole = commands(build_parser())
    assert set(whole) == COMMAND_NAMES
    for name in COMMAND_NAMES - {"help"}:
        alone = commands(build_parser(only=name))
        assert name in alone and len(alone) < len(whole)  # the records commands come together
        assert alone[name].format_help() == whole[name].format_help()
    assert set(commands(build_parser(only="search"))) == {"search"}
