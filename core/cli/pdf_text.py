"""`lectern text ID [--page N]`: the text of a paper's attached PDF, as full-text search
reads it.

The kept text is printed when there is one (lectern.core.library.fulltext); otherwise the
PDF is read on the spot, in the worker process with its deadline. Pages are separated by a
form feed, as pdftotext separates them, so `lectern text ID > paper.txt` gives the same
kind of file. A file without text says why on stderr ("no text layer", "encrypted").
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from lectern.core.cli.paper_ref import ID_HELP, find_paper
from lectern.core.errors import LecternError

if TYPE_CHECKING:  # the parser is built for every command; the library loads only to run one
    from lectern.core.library import Library

NAME = "text"


def _page(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"a page is a number from 1, not {text!r}")
    return value


def add_parser(commands: Any) -> None:
    p = commands.add_parser(NAME, help="print the text of a paper's attached PDF")
    p.add_argument("id", metavar="ID", help=ID_HELP)
    p.add_argument("--page", type=_page, metavar="N", help="print page N alone (from 1)")


def cmd_text(library: Library, args: argparse.Namespace) -> int:
    from lectern.core.pdf.outcome import Outcome
    from lectern.core.pdf.reader import PdfReader

    paper_id = find_paper(library, args.id)
    known = library.fulltext.kept(paper_id)
    if not known.files:
        raise LecternError(f"{paper_id} has no attached PDF.")
    if all(f.kept is not None for f in known.files):
        found = known
    else:
        with PdfReader() as reader:
            found = library.fulltext.read(paper_id, reader)
    texts = []
    for file in found.files:
        kept = file.kept
        if kept is None or kept.outcome != Outcome.TEXT.value:
            why = kept.why if kept is not None and kept.why else "it could not be read"
            print(f"lectern: {file.path}: {why}", file=sys.stderr)
            continue
        texts.append(kept.pages)
    if not texts:
        return 1
    pages = texts[0] if args.page is not None else [p for pages in texts for p in pages]
    if args.page is not None:
        if args.page > len(pages):
            raise LecternError(f"The PDF has {len(pages)} pages; there is no page {args.page}.")
        pages = [pages[args.page - 1]]
    print("\f".join(page.rstrip("\n") for page in pages))
    return 0


COMMANDS = {NAME: cmd_text}
