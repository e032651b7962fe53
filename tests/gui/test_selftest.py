"""`lectern --self-test` and the entry point's split between GUI and CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lectern.gui.launcher import is_cli

ROOT = Path(__file__).resolve().parents[2]


def _env(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }


def test_self_test_checks_the_real_window_and_prints_one_json_line(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "lectern.gui.launcher", "--self-test"],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 0, done.stdout + done.stderr
    assert len(lines) == 1
    report = json.loads(lines[0])
    assert report["ok"] is True
    assert report["checks"] == [
        "window",
        "sample",
        "search",
        "note",
        "cite",
        "pdf",
        "close",
        "reopen",
        "restart",
    ]
    assert report["restart"]["kept_rows"] == 39  # the sample's papers and the PDF's
    assert report["pdf"]["found_by_fulltext"] is True
    assert report["papers"] == 38
    assert 0 < report["search"]["hits"] <= 38
    assert report["note"]["persisted"] is True
    assert not (tmp_path / "data").exists()  # it never touched the user's real library


def test_cli_commands_run_without_loading_qt(tmp_path):
    code = (
        "import sys\n"
        "from lectern.gui.launcher import main\n"
        "rc = main(['--help'])\n"
        "print(rc, 'PySide6' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.stdout.strip().splitlines()[-1] == "0 False", done.stdout + done.stderr


def test_arguments_choose_between_the_window_and_the_cli():
    assert not is_cli([])
    assert not is_cli(["--library", "/tmp/x"])
    assert not is_cli(["--self-test"])
    assert is_cli(["search", "diffusion"])
    assert is_cli(["--library", "/tmp/x", "mark", "arxiv:1", "--status", "read"])
    assert is_cli(["--help"])


@pytest.mark.usefixtures("qtbot")
def test_self_test_fails_loudly_when_the_sample_is_missing(monkeypatch, capsys):
    from lectern.gui.selftest import run_self_test

    monkeypatch.setattr("lectern.core.resources.sample_files", list)
    assert run_self_test() == 1
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["ok"] is False
    assert "sample is missing" in report["error"]
    assert report["checks"] == ["window"]
