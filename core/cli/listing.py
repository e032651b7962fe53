"""`lectern list [--scope SCOPE] [QUERY]`: the papers the window lists for a sidebar item.

The same ids in the same order as the window's list (`library.searching.view`): newest first, by
relevance with search words, or by `--sort`; the Trash only with `--scope trash`.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from lectern.core.cli.arguments import limit
from lectern.core.cli.format import json_text, report_query, result_table, search_record
from lectern.core.results import Hit, SortKey
from lectern.core.view import KINDS, Scope, ScopeKind

if TYPE_CHECKING:  # the parser is built for every command; the library loads only to run one
    from lectern.core.library import Library

NAME = "list"


def _scope(text: str) -> Scope:
    try:
        return Scope.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_parser(commands: Any) -> None:
    p = commands.add_parser(NAME, help="list the papers of a sidebar view, as the window does")
    p.add_argument(
        "query", nargs="?", default="", metavar="QUERY", help="search words (default: none)"
    )
    p.add_argument(
        "--scope",
        type=_scope,
        default=Scope(),
        metavar="SCOPE",
        help=f"the view: {', '.join(KINDS[:6])}, status:S, tag:T, collection:NAME or "
        "saved:NAME (default: all)",
    )
    p.add_argument(
        "--limit",
        type=limit,
        default=20,
        metavar="N",
        help="show at most N papers (default 20; 0 for all)",
    )
    p.add_argument(
        "--sort",
        choices=[k.value for k in SortKey if k is not SortKey.RELEVANCE],
        help="order of the papers (default: newest first, or relevance with search words)",
    )
    p.add_argument("--desc", action="store_true", help="reverse the --sort order")
    p.add_argument("--json", action="store_true", help="print a JSON list")


def list_record(library: Library, paper_id: str) -> dict[str, Any]:
    """One `list --json` paper: the keys of `search --json` but the score."""
    record = search_record(library.papers.entry(paper_id), 0.0)
    del record["score"]
    return record


def cmd_list(library: Library, args: argparse.Namespace) -> int:
    scope: Scope = args.scope
    if scope.kind is ScopeKind.SAVED and scope.value not in library.searching.saved_searches():
        print(f"lectern: there is no saved search named {scope.value!r}", file=sys.stderr)
        return 1
    sort = SortKey(args.sort) if args.sort else None
    result = library.searching.view(scope, args.query, sort=sort, descending=args.desc)
    report_query(library, result.message)
    ids = result.ids[: args.limit or None]
    if args.json:
        print(json_text([list_record(library, pid) for pid in ids]))
        return 0
    if not ids:
        where = scope.label
        print(f"No papers in {where} match {args.query!r}." if args.query else f"{where} is empty.")
        return 0
    print(result_table(library.papers.entries(ids), [Hit(pid, 0.0) for pid in ids]))
    total = len(result.ids)
    noun = "paper" if total == 1 else "papers"
    if total > len(ids):
        print(f"{len(ids)} of {total} {noun} in {scope.label} (--limit 0 shows all)")
    else:
        print(f"{total} {noun} in {scope.label}")
    return 0


COMMANDS = {NAME: cmd_list}
