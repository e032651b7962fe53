"""The `lectern` entry point: no command opens the window, `lectern <command>` is the CLI.

The CLI path never imports PySide6, so `lectern search …` starts fast and works on a
machine without a display.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

CLI_FLAGS = frozenset({"-h", "--help", "--version", "-V"})


def is_cli(argv: Sequence[str]) -> bool:
    """True when the arguments name a CLI command (`lectern [--library DIR] search …`), or
    a word that is no command and no file (`lectern frobnicate`: the CLI says so, rather
    than a window opening)."""
    from lectern.core.cli import COMMAND_NAMES, first_arg

    arg = first_arg(argv)
    if arg is None:
        return False
    if arg.startswith("-"):
        return arg in CLI_FLAGS
    return arg in COMMAND_NAMES or not Path(arg).exists()


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if is_cli(args):
        from lectern.core.cli import main as cli_main

        try:
            return int(cli_main(args) or 0)
        except SystemExit as exc:  # argparse's --help and usage errors
            return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    if "--self-test" in args:
        from lectern.gui.selftest import run_self_test

        return run_self_test([a for a in args if a != "--self-test"])
    from lectern.gui.app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
