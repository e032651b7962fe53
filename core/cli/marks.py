"""`lectern marks ID`: the marks on a paper's PDF, in page order.

Each mark is printed on a line of its own (page from 1, colour, kind, the marked text)
with its note indented under it; `--markdown` prints them as the window's "Copy marks as
Markdown" does (lectern.core.marks.markdown), `--by-colour` grouped by colour, and `--json`
as a list for scripts.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lectern.core.cli.format import json_text
from lectern.core.cli.paper_ref import ID_HELP, find_paper

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.marks import Mark

NAME = "marks"


def add_parser(commands: Any) -> None:
    p = commands.add_parser(
        NAME, help="print the highlights, underlines and margin notes on a paper's PDF"
    )
    p.add_argument("id", metavar="ID", help=ID_HELP)
    shown = p.add_mutually_exclusive_group()
    shown.add_argument(
        "--markdown",
        action="store_true",
        help="print Markdown: each passage quoted, linked to its page (lectern://open/…)",
    )
    shown.add_argument("--json", action="store_true", help="print a JSON list")
    p.add_argument(
        "--save-copy",
        metavar="PATH",
        nargs="?",
        const="",
        help="write a copy of the paper's PDF with its marks in it as PDF annotations, for "
        "other readers, to PATH (default: '<title> (marked).pdf' beside the PDF); the PDF "
        "itself is never written",
    )
    p.add_argument(
        "--by-colour",
        action="store_true",
        help="with --markdown: group by colour instead of by page",
    )


def _record(mark: Mark) -> dict[str, Any]:
    """One mark of `marks --json`: the documented keys, stable for scripts."""
    return {
        "id": mark.id,
        "page": mark.page + 1,
        "colour": mark.colour.value,
        "kind": mark.kind.value,
        "text": mark.text,
        "note": mark.note,
        "rects": [list(r) for r in mark.rects],
        "sha256": mark.sha256,
        "made": mark.made.isoformat() if mark.made else None,
        "changed": mark.changed.isoformat() if mark.changed else None,
    }


def cmd_marks(library: Library, args: argparse.Namespace) -> int:
    paper_id = find_paper(library, args.id)
    marks = library.marks.of_paper(paper_id)
    if args.save_copy is not None:
        saved = library.marks.save_copy(
            paper_id, Path(args.save_copy).expanduser() if args.save_copy else None
        )
        print(f"Saved a copy with {saved.marks} mark(s) in it to {saved.path}")
        return 0
    if args.json:
        print(json_text([_record(m) for m in marks]))
        return 0
    if args.markdown:
        from lectern.core.marks.markdown import Grouping, as_markdown

        grouping = Grouping.COLOUR if args.by_colour else Grouping.PAGE
        print(as_markdown(library.papers.paper(paper_id), marks, grouping=grouping), end="")
        return 0
    if not marks:
        print(f"No marks on {paper_id}.")
        return 0
    for mark in marks:
        text = " ".join(mark.text.split())
        print(f"p. {mark.page + 1:<4} {mark.colour.value:<7} {mark.kind.value:<10} {text}")
        for line in mark.note.strip().splitlines():
            print(f"{'':>24}{line}")
    return 0


COMMANDS = {NAME: cmd_marks}
