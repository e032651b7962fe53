"""The `lectern` entry point: no command opens the window, `lectern <command>` is the CLI.

The CLI path never imports PySide6, so `lectern search …` starts fast and works on a
machine without a display.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

CLI_COMMANDS = frozenset(
    {"import", "search", "show", "mark", "note", "export", "check", "stats", "help"}
)
CLI_FLAGS = frozenset({"-h", "--help", "--version", "-V"})


CLI_OPTIONS_WITH_VALUE = frozenset({"--library"})
CLI_SWITCHES = frozenset({"-v", "--verbose"})


def is_cli(argv: Sequence[str]) -> bool:
    """True when the arguments name a CLI command (`lectern [--library DIR] search …`)."""
    args = iter(argv)
    for arg in args:
        if arg in CLI_OPTIONS_WITH_VALUE:
            next(args, None)
        elif arg.startswith("--library=") or arg in CLI_SWITCHES:
            continue
        else:
            return arg in CLI_COMMANDS or arg in CLI_FLAGS
    return False


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if is_cli(args):
        from core.cli import main as cli_main

        try:
            return int(cli_main(args) or 0)
        except SystemExit as exc:  # argparse's --help and usage errors
            return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    if "--self-test" in args:
        from gui.selftest import run_self_test

        return run_self_test([a for a in args if a != "--self-test"])
    from gui.app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
