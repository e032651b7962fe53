"""The `lectern` entry point: no command opens the window, `lectern <command>` is the CLI.

The CLI path never imports PySide6, so `lectern search …` starts fast and works on a
machine without a display. `lectern FILE…` (how the file manager opens a .bib, .ris or
CSL-JSON file with Lectern) opens the window and imports the files; `lectern
lectern://open/ID?page=N` (a link in marks copied as Markdown, which the desktop hands to
Lectern as the scheme's handler) opens the window's reader on that paper at page N. The
frozen app is also its own PDF worker (lectern.core.pdf.worker): started with WORKER_FLAG,
it serves PDFs and nothing else; and the window's PDF pass
(lectern.core.library.fulltext_child): started with PASS_FLAG and a library folder, it
reads and indexes that library's PDFs and nothing else;
a large import's second indexer (lectern.core.search.index_child), with INDEX_FLAG; and the
reader of a large file's records (lectern.core.importers.reading_child), with READ_FLAG.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from lectern.core.pdf.worker import INDEX_FLAG, PASS_FLAG, READ_FLAG, WORKER_FLAG
from lectern.gui.arguments import is_address

CLI_FLAGS = frozenset({"-h", "--help", "--version", "-V"})
# The variable each of Qt's desktop platforms finds its display by.
DISPLAY_NEEDED = {"xcb": "DISPLAY", "wayland": "WAYLAND_DISPLAY", "wayland-egl": "WAYLAND_DISPLAY"}
# What the launcher the browsers find runs (lectern.core.browser.registration): started
# straight into the host, without the command line's parser.
HOST_COMMAND = ["browser", "host"]


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
    if is_address(arg):
        return False  # the window opens at the paper's page
    return arg in COMMAND_NAMES or not Path(arg).exists()


def missing_display(args: Sequence[str], environ: dict[str, str] | None = None) -> str | None:
    """Why the window cannot open here (no X11 or Wayland display), or None when it can.

    Qt itself would abort (SIGABRT, exit 134) with a message about platform plugins; this
    says what is wrong in one line instead. Windows and macOS always have their display.
    """
    env = os.environ if environ is None else environ
    if sys.platform in ("win32", "darwin"):
        return None
    if any(arg == "-platform" or arg.startswith("-platform=") for arg in args):
        return None
    # QT_QPA_PLATFORM=xcb names a platform, not a display: with no DISPLAY, Qt aborts (134).
    chosen = [p.split(":")[0] for p in env.get("QT_QPA_PLATFORM", "").split(";") if p.strip()]
    for platform in chosen or list(DISPLAY_NEEDED):
        needed = DISPLAY_NEEDED.get(platform)
        if needed is None or env.get(needed):
            return None  # a platform with no display to find (offscreen), or it is there
    unset = list(dict.fromkeys(DISPLAY_NEEDED[p] for p in chosen))
    if len(unset) == 1:
        what = f"QT_QPA_PLATFORM is {env['QT_QPA_PLATFORM']} but {unset[0]} is not set"
    elif unset:
        what = (
            f"QT_QPA_PLATFORM is {env['QT_QPA_PLATFORM']} but neither {' nor '.join(unset)} is set"
        )
    else:
        what = "neither DISPLAY nor WAYLAND_DISPLAY is set"
    return (
        f"Lectern needs a graphical display: {what}. "
        "Start it from a desktop session, or use the command line (lectern --help)."
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == [WORKER_FLAG]:  # the frozen app started as its own PDF worker
        from lectern.core.pdf.worker import main as worker_main

        return worker_main()
    if args[:1] == [PASS_FLAG]:  # the frozen app started as the window's PDF pass
        from lectern.core.library.fulltext_child import main as pass_main

        return pass_main(args[1:])
    if args[:1] == [INDEX_FLAG]:  # the frozen app started as an import's second indexer
        from lectern.core.search.index_child import main as index_main

        return index_main()
    if args[:1] == [READ_FLAG]:  # the frozen app started to read an import's records
        from lectern.core.importers.reading_child import main as read_main

        return read_main(args[1:])
    if args[:2] == HOST_COMMAND:  # the browser's native host: a save waits for its start
        from lectern.core.browser.host import main as host_main

        return host_main(args[2:])
    if is_cli(args):
        from lectern.core.cli import main as cli_main

        try:
            return int(cli_main(args, process_ends=argv is None) or 0)
        except SystemExit as exc:  # argparse's --help and usage errors
            return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    if "--self-test" in args:
        from lectern.gui.selftest import run_self_test

        return run_self_test()
    reason = missing_display(args)
    if reason:
        print(reason, file=sys.stderr)
        return 1
    from lectern.gui.app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
