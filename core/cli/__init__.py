"""`lectern [--library DIR] <command>`: the library from a terminal.

Read-only commands (search, list, show, export, stats, check, note without a change)
open the library read-only and take no lock, so they work while the app or
another command is writing. They answer with every device's changes: what a sync
engine delivered that this copy has not merged yet is merged first, and saved as the
window saves it when no one holds the lock, or else merged in memory only (`check`
instead says what waits; `sync` merges it). Writing commands take the lock and fail
with a message naming its holder. Errors go to stderr in plain words with exit code 1;
usage errors exit with 2 (argparse's convention).

Never imports Qt: the CLI must run on a headless server.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import gc
import os
import sys
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import lectern.core
from lectern.core.cli.arguments import limit
from lectern.core.cli.paper_ref import ID_HELP, IDS_HELP
from lectern.core.deferred_log import set_up_now, set_up_when_used
from lectern.core.errors import LecternError, StorageWriteError
from lectern.core.library_folder import ENV_LIBRARY, default_library

if TYPE_CHECKING:
    from lectern.core.models import Status

EXIT_OK, EXIT_ERROR, EXIT_USAGE = 0, 1, 2

# Commands that never write (`styles` and `exports` change this computer's settings, not the
# library: lectern.core.cli.citing); `note` and `check` join them when given no change to make
# (and `trash`, `duplicates` and `imports`, see lectern.core.cli.records).
READ_ONLY = frozenset(
    {"search", "list", "show", "export", "stats", "cite", "styles", "exports", "text", "marks"}
)
# Every command, named here so the launcher can tell one without importing the parser:
# those this module adds, and those each command module adds (a command line builds only
# its own command's parser, so it imports only that module).
_OWN_COMMANDS = frozenset(
    {"import", "search", "show", "mark", "note", "export", "check", "sync", "stats", "help"}
)
_MODULE_COMMANDS = {
    "listing": frozenset({"list"}),
    "records": frozenset(
        {"add", "edit", "delete", "restore", "trash", "duplicates", "imports", "collections"}
    ),
    "queue": frozenset({"queue"}),
    "marks": frozenset({"marks"}),
    "history": frozenset({"history", "undo", "redo"}),
    "citing": frozenset({"cite", "styles", "exports"}),
    "pdf_text": frozenset({"text"}),
    "browser": frozenset({"browser"}),
    "lookup": frozenset({"lookup"}),
}
COMMAND_NAMES = _OWN_COMMANDS.union(*_MODULE_COMMANDS.values())

# The formats `lectern export` writes, as lectern.core.exporters.FORMATS names them (a test
# compares the two): importing the exporters would cost every command their start-up.
EXPORT_FORMATS = ("bibtex", "biblatex", "csljson", "ris", "csv", "markdown", "json")


def _rating(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"a rating is a whole number from 0 to 5, not {text!r}"
        ) from None
    if not 0 <= value <= 5:
        raise argparse.ArgumentTypeError(f"a rating is 0 to 5 stars, not {value}")
    return value


def _status(text: str) -> Status:
    from lectern.core.models import Status

    try:
        return Status.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


_DEFAULT_FOLDER = "{default folder}"


class _HelpFormatter(argparse.HelpFormatter):
    """Names the default library folder only when help is shown: finding it imports
    platformdirs, which a command given --library never needs."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = super()._get_help_string(action)
        if text is None or _DEFAULT_FOLDER not in text:
            return text
        return text.replace(_DEFAULT_FOLDER, str(default_library()).replace("%", "%%"))


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser, or with `only` that command's (a command line then costs only the
    options it can have: the other commands' modules are not even imported)."""
    from lectern.core.hits import SortKey

    def want(name: str) -> bool:
        return only is None or only == name

    parser = argparse.ArgumentParser(
        prog="lectern",
        description="Lectern: an offline reading list for research papers.",
        epilog=f"The library folder defaults to ${ENV_LIBRARY} or the platform's data folder.",
        formatter_class=_HelpFormatter,
    )
    parser.add_argument(
        "-V", "--version", action="version", version=f"lectern {lectern.core.__version__}"
    )
    parser.add_argument(
        "--library",
        metavar="DIR",
        type=Path,
        help=f"library folder (default: ${ENV_LIBRARY} or {_DEFAULT_FOLDER})",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log what happens to stderr")
    commands = parser.add_subparsers(dest="command", metavar="<command>", required=True)

    if want("import"):
        p = commands.add_parser(
            "import", help="import papers from files (BibTeX, RIS, CSL-JSON, PDFs, ...)"
        )
        p.add_argument(
            "files",
            nargs="*",
            metavar="FILE",
            help="files to import; PDFs, and folders searched for PDFs, are one import",
        )
        p.add_argument(
            "--link",
            action="store_true",
            help="link to each PDF where it is instead of copying it into the library",
        )
        p.add_argument(
            "--sample", action="store_true", help="also import the bundled sample collection"
        )
        p.add_argument(
            "--collection",
            metavar="NAME",
            help="put the papers in this collection, new or existing, or in none with '' "
            "(default: one named after each file)",
        )

    if want("search"):
        p = commands.add_parser("search", help="search the library")
        p.add_argument("query", metavar="QUERY", help="e.g. 'diffusion rating:>=4 year:2024..2026'")
        p.add_argument(
            "--limit",
            type=limit,
            default=20,
            metavar="N",
            help="show at most N results (default 20; 0 for all)",
        )
        p.add_argument(
            "--sort",
            choices=[k.value for k in SortKey],
            default=SortKey.RELEVANCE.value,
            help="order of the results (default: relevance)",
        )
        p.add_argument("--desc", action="store_true", help="reverse the sort order")
        p.add_argument("--json", action="store_true", help="print a JSON list")

    if want("show"):
        p = commands.add_parser("show", help="show one paper with its notes")
        p.add_argument("id", metavar="ID", help=ID_HELP)
        p.add_argument("--json", action="store_true", help="print JSON")

    if want("mark"):
        p = commands.add_parser("mark", help="set status, rating or tags of papers")
        p.add_argument("ids", nargs="+", metavar="ID", help=IDS_HELP)
        p.add_argument(
            "--status", type=_status, metavar="S", help="new, to-read, reading, read or dropped"
        )
        p.add_argument("--rating", type=_rating, metavar="N", help="0 to 5 stars (0 clears)")
        p.add_argument(
            "--tag", action="append", default=[], metavar="T", help="add a tag (repeatable)"
        )
        p.add_argument(
            "--untag", action="append", default=[], metavar="T", help="remove a tag (repeatable)"
        )

    if want("note"):
        p = commands.add_parser("note", help="print or change a paper's notes")
        p.add_argument("id", metavar="ID", help=ID_HELP)
        change = p.add_mutually_exclusive_group()
        change.add_argument("--set", metavar="TEXT", help="replace the notes")
        change.add_argument("--append", metavar="TEXT", help="add a line to the notes")
        change.add_argument(
            "--file", metavar="F", help="replace the notes with a file ('-' reads stdin)"
        )
        p.add_argument(
            "--resolve",
            action="store_true",
            help="settle the other versions of the note kept from a conflict (lectern show "
            "lists them): the note is kept, or what --set, --append or --file give",
        )

    if want("export"):
        p = commands.add_parser("export", help="export papers (all, or a search's results)")
        p.add_argument("--format", required=True, choices=EXPORT_FORMATS, help="output format")
        p.add_argument("--query", metavar="Q", help="export only the papers this search finds")
        p.add_argument(
            "-o",
            "--output",
            metavar="PATH",
            type=Path,
            help="file to write (a folder for markdown); default: standard output",
        )
        p.add_argument(
            "--force",
            action="store_true",
            help="markdown: write into a folder that holds other files",
        )

    if want("check"):
        p = commands.add_parser(
            "check",
            help="check the library, its search index and what other devices wrote that "
            "is not merged yet",
        )
        p.add_argument("--repair", action="store_true", help="rebuild what is damaged")

    if want("sync"):
        commands.add_parser(
            "sync",
            help="merge what your other devices wrote into this copy now, and say what came",
            description="Merge the changes your other computers wrote (delivered by a sync "
            "engine such as Syncthing) into this copy's files and search index, as Lectern "
            "does when it opens, and say what came from which computer. While Lectern's "
            "window has the library open, it merges them itself as they arrive.",
        )

    if want("stats"):
        p = commands.add_parser("stats", help="numbers about the library")
        p.add_argument("--json", action="store_true", help="print JSON")

    if only is None or only in _MODULE_COMMANDS["listing"]:
        from lectern.core.cli.listing import add_parser as add_list_parser

        add_list_parser(commands)
    if only is None or only in _MODULE_COMMANDS["records"]:
        from lectern.core.cli.records import add_parsers

        add_parsers(commands)
    if want("queue"):
        from lectern.core.cli.queue import add_parser as add_queue_parser

        add_queue_parser(commands)
    if want("marks"):
        from lectern.core.cli.marks import add_parser as add_marks_parser

        add_marks_parser(commands)
    if only is None or only in _MODULE_COMMANDS["history"]:
        from lectern.core.cli.history import add_parser as add_history_parser

        add_history_parser(commands)
    if only is None or only in _MODULE_COMMANDS["citing"]:
        from lectern.core.cli.citing import add_parsers as add_citing_parsers

        add_citing_parsers(commands, only)
    if only is None or only in _MODULE_COMMANDS["pdf_text"]:
        from lectern.core.cli.pdf_text import add_parser as add_text_parser

        add_text_parser(commands)
    if want("browser"):
        from lectern.core.cli.browser import add_parser as add_browser_parser

        add_browser_parser(commands)
    if want("lookup"):
        from lectern.core.cli.lookup import add_parser as add_lookup_parser

        add_lookup_parser(commands)
    if want("help"):
        p = commands.add_parser("help", help="show help for a command")
        p.add_argument("topic", nargs="?", metavar="COMMAND", choices=list(commands.choices))
    return parser


def is_read_only(args: argparse.Namespace) -> bool:
    from lectern.core.cli.records import is_read_only as records_read_only

    if (answer := records_read_only(args)) is not None:
        return answer
    if args.command == "queue":
        from lectern.core.cli.queue import is_read_only as queue_read_only

        return queue_read_only(args)
    if args.command == "history":
        return args.action is None
    if args.command == "note":
        return args.set is None and args.append is None and args.file is None
    if args.command == "check":
        return not args.repair
    return args.command in READ_ONLY


def _setup_output() -> None:
    """Never crash on a console that cannot show a title's characters."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):  # a detached stream
                reconfigure(errors="replace")


def _set_up_logging(verbose: bool) -> None:
    """Lectern's messages on stderr, INFO too with -v. Run before the first message (see
    lectern.core.deferred_log): `lectern search` answered from the index logs none, and
    does not import `logging` at all."""
    import logging

    logging.basicConfig(
        level=logging.INFO if verbose else logging.WARNING,
        format="lectern: %(levelname)s: %(message)s",
        stream=sys.stderr,
    )


def error(message: str) -> int:
    print(f"lectern: {message}", file=sys.stderr)
    return EXIT_ERROR


def main(argv: list[str] | None = None, *, process_ends: bool = False) -> int:
    """Run one command; `process_ends` when the program exits right after (a terminal's
    command line, not a caller that goes on)."""
    command = first_arg(sys.argv[1:] if argv is None else argv)
    parser = build_parser(only=command if command in COMMAND_NAMES - {"help"} else None)
    if command is not None and not command.startswith("-") and command not in COMMAND_NAMES:
        parser.exit(
            EXIT_USAGE,
            f"lectern: unknown command {command!r}. Commands: "
            f"{', '.join(sorted(COMMAND_NAMES))} (lectern --help says more).\n",
        )
    args = parser.parse_args(argv)
    _setup_output()
    if args.command == "help":
        target = ["--help"] if args.topic is None else [args.topic, "--help"]
        parser.parse_args(target)  # prints the help and exits with 0
    set_up_when_used(partial(_set_up_logging, args.verbose))
    problem = _check_usage(args)
    if problem:
        parser.error(problem)  # exits with 2
    folder = (args.library or default_library()).expanduser()
    try:
        return _run(args, folder, process_ends)
    except StorageWriteError as exc:
        return error(_unsaved(exc))
    except LecternError as exc:
        return error(str(exc))
    except KeyboardInterrupt:
        print("lectern: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `lectern search x | head`: the reader left, nothing to report
        # Point stdout at devnull so the flush at exit does not complain again.
        with contextlib.suppress(OSError, ValueError, AttributeError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except OSError as exc:
        return error(f"{exc.filename or ''}{': ' if exc.filename else ''}{exc.strerror or exc}")


def _unsaved(refused: StorageWriteError) -> str:
    """What became of a change the disk refused. The window keeps it in memory and saves it
    again; a command ends here, so unless its lines reached the change file (which the next
    open saves), nothing of it was kept."""
    if refused.in_change_file:
        return str(refused)
    values = getattr(refused.args[0] if refused.args else None, "values", {})
    if {"name", "folder", "reason"} <= values.keys():
        return (
            f"Could not save {values['name']} in {values['folder']}: {values['reason']}. "
            "Nothing was changed."
        )
    return str(refused)


def _run(args: argparse.Namespace, folder: Path, process_ends: bool = False) -> int:
    if args.command == "browser":  # opens the library itself, if at all (lectern.core.browser)
        from lectern.core.cli.browser import run as run_browser

        set_up_now()
        return run_browser(args, folder)
    # By relevance, the printed papers need no loaded library.
    if (
        args.command == "search"
        and (code := _search_without_collector(args, folder, process_ends)) is not None
    ):
        return code
    set_up_now()  # what follows logs through `logging` itself
    from lectern.core.cli.commands import run

    return run(args, folder, readonly=is_read_only(args))


def _search_without_collector(
    args: argparse.Namespace, folder: Path, process_ends: bool
) -> int | None:
    """`lectern search` from the index alone, with Python's cycle collector paused: it makes
    almost no reference cycles, yet the collector walked every module as it loaded, all
    they made once back on, and all again at exit (a fifth of the command's time). When
    the process ends after it, the collector stays off and what is left is frozen at exit
    (`gc.freeze`): nothing of it has anything to write (stdout is flushed all the same).
    A caller that goes on gets the collector back as it was, as does the library opened
    instead."""
    collecting = gc.isenabled()
    gc.disable()
    code = None
    try:
        from lectern.core.cli.quick_search import search_without_loading

        code = search_without_loading(args, folder)
    finally:
        if collecting and (code is None or not process_ends):
            gc.enable()
    if code is not None and process_ends:
        atexit.register(gc.freeze)
    return code


OPTIONS_WITH_VALUE = frozenset({"--library"})
SWITCHES = frozenset({"-v", "--verbose"})


def first_arg(argv: Sequence[str]) -> str | None:
    """What follows `lectern [--library DIR] [-v]`: the command word, or a flag; None if nothing."""
    args = iter(argv)
    for arg in args:
        if arg in OPTIONS_WITH_VALUE:
            next(args, None)
        elif not (arg.startswith("--library=") or arg in SWITCHES):
            return arg
    return None


def _check_usage(args: argparse.Namespace) -> str:
    """Combinations argparse cannot express; reported as usage errors (exit 2)."""
    if args.command in _MODULE_COMMANDS["records"]:
        from lectern.core.cli.records import usage_problem

        if problem := usage_problem(args):
            return problem
    if args.command == "browser":
        from lectern.core.cli.browser import usage_problem as browser_problem

        if problem := browser_problem(args):
            return problem
    if args.command == "import" and not args.files and not args.sample:
        return "import needs at least one FILE, or --sample"
    if (
        args.command == "mark"
        and args.status is None
        and args.rating is None
        and not args.tag
        and not args.untag
    ):
        return "mark needs at least one of --status, --rating, --tag, --untag"
    if args.command == "export" and args.format == "markdown" and args.output is None:
        return "markdown export writes one file per paper: give a folder with -o"
    return ""


def entry_point(argv: Sequence[str] | None = None) -> None:
    """For console scripts: exit with main()'s code."""
    sys.exit(main(list(argv) if argv is not None else None, process_ends=True))


if __name__ == "__main__":
    entry_point()
