"""`lectern history`: every change to the library, newest first, and undoing any of them;
`lectern undo` and `lectern redo`, the window's Undo and Redo.

`lectern history` lists the latest changes (`--paper ID`, `--kind KIND`, `--limit N`,
`--json`); `lectern history undo CHANGE` undoes one, by the id the list shows. `lectern
undo` takes back this computer's latest change still in effect (made in the window or
here), `lectern redo` brings back what the last undo took back.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from lectern.core.cli.format import json_text, shorten
from lectern.core.sync.entry_kind import EntryKind

if TYPE_CHECKING:
    from lectern.core.library import Library

NAME = "history"


def add_parser(commands: Any) -> None:
    p = commands.add_parser(NAME, help="list every change, newest first, or undo one")
    p.add_argument(
        "--paper", metavar="ID", help="only the changes of this paper, by its id or citation key"
    )
    p.add_argument(
        "--kind",
        choices=[kind.value for kind in EntryKind],
        action="append",
        help="only changes of this kind",
    )
    p.add_argument("--limit", type=int, default=50, metavar="N", help="how many (default 50)")
    p.add_argument("--json", action="store_true", help="print a JSON list")
    actions = p.add_subparsers(dest="action", metavar="<action>")
    a = actions.add_parser("undo", help="undo one change (any age), by its id from the list")
    a.add_argument("change", metavar="CHANGE")
    commands.add_parser("undo", help="undo this computer's latest change (the window's Ctrl+Z)")
    commands.add_parser("redo", help="bring back what the latest undo took back")


def cmd_undo(library: Library, _args: argparse.Namespace) -> int:
    entry = library.history.undo_last()
    print(f"Undone: {library.history.describe_undo(entry)}")
    return 0


def cmd_redo(library: Library, _args: argparse.Namespace) -> int:
    entry = library.history.redo_last()
    print(f"Redone: {library.history.describe_undo(entry)}")
    return 0


def cmd_history(library: Library, args: argparse.Namespace) -> int:
    if args.action == "undo":
        entry = library.history.undo(args.change)
        print(f"Undone: {library.history.describe(entry)}")
        return 0
    paper = None
    if args.paper:
        from lectern.core.cli.paper_ref import find_paper

        paper = find_paper(library, args.paper)
    kinds = [EntryKind(kind) for kind in args.kind] if args.kind else None
    entries = library.history.entries(paper_id=paper, kinds=kinds, limit=max(1, args.limit))
    names = library.sync.device_names()
    if args.json:
        print(
            json_text(
                [
                    {
                        "change": e.group,
                        "at": e.at.isoformat(timespec="seconds"),
                        "kind": e.kind,
                        "what": library.history.describe(e),
                        "papers": list(e.papers),
                        "device": names.get(e.device, e.device),
                        "this_device": e.device == library.sync.device,
                    }
                    for e in entries
                ]
            )
        )
        return 0
    for e in entries:
        where = "here" if e.device == library.sync.device else names.get(e.device, e.device)
        when = e.at.astimezone().strftime("%Y-%m-%d %H:%M")
        print(f"{e.group}  {when}  {shorten(library.history.describe(e), 60)}  ({where})")
    if not entries:
        print("No changes yet.")
    return 0


COMMANDS = {NAME: cmd_history, "undo": cmd_undo, "redo": cmd_redo}
