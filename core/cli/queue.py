"""`lectern queue`: the reading queue ("Up next") from a terminal.

`lectern queue` lists it in order (`--json` too); `queue add ID… [--front]`,
`queue remove ID…` and `queue move ID --to N` (N counts from 1) change it.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from lectern.core.cli.format import json_text, shorten
from lectern.core.cli.paper_ref import ID_HELP, IDS_HELP, find_paper
from lectern.core.errors import LecternError

if TYPE_CHECKING:
    from lectern.core.library import Library

NAME = "queue"


def _place(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"a place in the queue is a number, not {text!r}"
        ) from None
    if value < 1:
        raise argparse.ArgumentTypeError("places in the queue count from 1")
    return value


def add_parser(commands: Any) -> None:
    p = commands.add_parser(NAME, help="list the reading queue (Up next), or change it")
    p.add_argument("--json", action="store_true", help="print a JSON list")
    actions = p.add_subparsers(dest="action", metavar="<action>")
    a = actions.add_parser("add", help="add papers to the end of the queue (new ones: to read)")
    a.add_argument("ids", nargs="+", metavar="ID", help=IDS_HELP)
    a.add_argument("--front", action="store_true", help="add them to the front instead")
    a = actions.add_parser("remove", help="take papers out of the queue (their status stays)")
    a.add_argument("ids", nargs="+", metavar="ID", help=IDS_HELP)
    a = actions.add_parser("move", help="move a queued paper to place N")
    a.add_argument("id", metavar="ID", help=ID_HELP)
    a.add_argument("--to", type=_place, required=True, metavar="N", help="1 is the front")


def is_read_only(args: argparse.Namespace) -> bool:
    return args.action is None


def _ids(library: Library, texts: list[str]) -> list[str]:
    return [find_paper(library, text) for text in texts]


def _papers(n: int) -> str:
    return "1 paper" if n == 1 else f"{n:,} papers"


def cmd_queue(library: Library, args: argparse.Namespace) -> int:
    if args.action == "add":
        ids = _ids(library, args.ids)
        trashed = [pid for pid in ids if pid not in library]
        if trashed:
            raise LecternError(f"{trashed[0]} is in the Trash; restore it to queue it.")
        moved = library.queue.add(ids, front=args.front)
        where = "the front of" if args.front else "the end of"
        kept = len(ids) - len(moved)
        print(
            f"Put {_papers(len(moved))} at {where} the queue"
            + (f" ({_papers(kept)} already in it kept their place)." if kept else ".")
        )
    elif args.action == "remove":
        gone = library.queue.remove(_ids(library, args.ids))
        print(f"Took {_papers(len(gone))} out of the queue.")
    elif args.action == "move":
        paper_id = _ids(library, [args.id])[0]
        library.queue.move(paper_id, args.to - 1)
        place = library.queue.ids().index(paper_id) + 1
        print(f"{paper_id} is now number {place} in the queue.")
    return _print_queue(library, as_json=args.json, brief=args.action is not None)


def _print_queue(library: Library, *, as_json: bool, brief: bool) -> int:
    ids = library.queue.ids()
    if as_json:
        records = []
        for place, entry in enumerate(library.papers.entries(ids), start=1):
            paper = entry.paper
            records.append(
                {
                    "place": place,
                    "id": paper.id,
                    "title": paper.title,
                    "status": entry.annotation.status.value,
                    "year": paper.year,
                    "authors": list(paper.authors),
                }
            )
        print(json_text(records))
        return 0
    if brief:
        return 0
    if not ids:
        print("The queue is empty. `lectern queue add ID` puts a paper in it.")
        return 0
    width = len(str(len(ids)))
    for place, entry in enumerate(library.papers.entries(ids), start=1):
        status = entry.annotation.status.label
        print(f"{place:>{width}}. {entry.id}  [{status}]  {shorten(entry.paper.title, 70)}")
    print(f"{_papers(len(ids))} in the queue")
    return 0


COMMANDS = {NAME: cmd_queue}
