"""`lectern cite`, `lectern styles` and `lectern exports`: citing from a terminal.

- `lectern cite ID… [--style apa] [--format text|html|markdown]` prints the papers'
  bibliography entries in a citation style; `--citation` the in-text citation instead
  ("(Knuth, 1984; Lee, 2024)"), `--key latex|pandoc` the citation keys as a document
  cites them (``\\cite{a,b}``, ``[@a; @b]``).
- `lectern styles` lists the styles; `--add FILE` checks one and adds it to the library,
  `--remove NAME` takes a user's style out.
- `lectern exports` lists the kept exports and how each stands; `--add PATH --scope SCOPE
  --format bibtex|biblatex|csljson` keeps one more (written at once), `--remove N` stops
  keeping one. A command that changes the library rewrites the kept exports it affects
  before it returns (lectern.core.cli.commands).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lectern.core.cli.paper_ref import IDS_HELP

if TYPE_CHECKING:
    from lectern.core.library import Library

NAMES = frozenset({"cite", "styles", "exports"})
_FORMS = ("text", "html", "markdown")
_KEPT_FORMATS = ("bibtex", "biblatex", "csljson")


def add_parsers(commands: Any, only: str | None = None) -> None:
    if only in (None, "cite"):
        p = commands.add_parser("cite", help="print papers as a citation style formats them")
        p.add_argument("ids", nargs="+", metavar="ID", help=IDS_HELP)
        p.add_argument(
            "--style", metavar="NAME", help="a style's short name (lectern styles lists them)"
        )
        p.add_argument("--format", choices=_FORMS, default="text", help="default: text")
        what = p.add_mutually_exclusive_group()
        what.add_argument(
            "--citation", action="store_true", help="the in-text citation, not the entries"
        )
        what.add_argument(
            "--key",
            choices=("latex", "pandoc"),
            help=r"the citation keys as \cite{a,b} (latex) or [@a; @b] (pandoc)",
        )
    if only in (None, "styles"):
        p = commands.add_parser("styles", help="list, add or remove citation styles")
        change = p.add_mutually_exclusive_group()
        change.add_argument("--add", metavar="FILE", type=Path, help="add a .csl style file")
        change.add_argument("--remove", metavar="NAME", help="remove a style you added")
    if only in (None, "exports"):
        p = commands.add_parser(
            "exports", help="list, add or remove the exports Lectern keeps up to date"
        )
        change = p.add_mutually_exclusive_group()
        change.add_argument(
            "--add", metavar="PATH", type=Path, help="keep this file up to date (with --scope)"
        )
        change.add_argument("--remove", metavar="N", type=int, help="stop keeping export N")
        p.add_argument(
            "--scope",
            default="all",
            metavar="SCOPE",
            help="what it holds: all (default), collection:NAME, saved:NAME, tag:NAME, "
            "status:NAME or starred",
        )
        p.add_argument("--format", choices=_KEPT_FORMATS, default="bibtex", help="default: bibtex")


def cmd_cite(library: Library, args: argparse.Namespace) -> int:
    from lectern.core.citing.formatting import Form, format_papers
    from lectern.core.citing.keys import KeyForm, cite_keys
    from lectern.core.citing.styles import DEFAULT_STYLE, find_style
    from lectern.core.cli.paper_ref import find_paper
    from lectern.core.exporters.common import citation_keys

    ids = list(dict.fromkeys(find_paper(library, text) for text in args.ids))
    entries = library.papers.entries(ids)
    if args.key:
        print(cite_keys(citation_keys(entries), KeyForm(args.key)))
        return 0
    style = find_style(args.style or DEFAULT_STYLE, library.folder)
    formatted = format_papers(entries, style, Form(args.format))
    if args.citation:
        print(formatted.citation)
    else:
        print("\n\n".join(formatted.entries) if args.format != "html" else _html(formatted))
    return 0


def _html(formatted: Any) -> str:
    return "\n".join(f'<div class="csl-entry">{text}</div>' for text in formatted.entries)


def cmd_styles(library: Library, args: argparse.Namespace) -> int:
    from lectern.core.citing.styles import (
        DEFAULT_STYLE,
        add_style,
        all_styles,
        broken_user_styles,
        remove_style,
    )

    if args.add is not None:
        style = add_style(args.add, library.folder)
        print(f"Added the style {style.title!r}: lectern cite --style {style.name} ID")
        return 0
    if args.remove is not None:
        remove_style(args.remove, library.folder)
        print(f"Removed the style {args.remove!r}.")
        return 0
    styles = all_styles(library.folder)
    width = max(len(s.name) for s in styles)
    for style in styles:
        mark = " (default)" if style.name == DEFAULT_STYLE else ""
        where = "" if style.bundled else f"  [{style.path}]"
        print(f"{style.name:<{width}}  {style.title}{mark}{where}")
    for path, problem in broken_user_styles(library.folder):
        print(f"lectern: {path} is not used: {problem}")
    return 0


def cmd_exports(library: Library, args: argparse.Namespace) -> int:
    if args.add is not None:
        result = library.kept.add(args.add, args.scope, args.format)
        print(f"Keeping {result.export.describe()} up to date ({result.papers:,} papers now).")
        return 0
    if args.remove is not None:
        export = library.kept.remove(args.remove)
        print(f"No longer kept up to date (the file stays): {export.describe()}")
        return 0
    kept = library.kept.listed()
    if not kept:
        print("No export is kept up to date. Add one: lectern exports --add FILE --scope all")
        return 0
    for export in kept:
        print(f"{export.number}  {export.describe()}")
    return 0


COMMANDS = {"cite": cmd_cite, "styles": cmd_styles, "exports": cmd_exports}
