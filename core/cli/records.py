"""The commands that correct records: add, edit, delete, restore, trash, duplicates, imports.

:mod:`lectern.core.cli` registers their arguments with :func:`add_parsers`; :data:`COMMANDS` runs
them once the library is open. Each says what it did in one line a person can act on.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from lectern.core.cli.format import json_text, shorten
from lectern.core.cli.paper_ref import ID_HELP, IDS_HELP, find_paper
from lectern.core.crosswalk import READER_FIELDS, shown_fields
from lectern.core.errors import LecternError
from lectern.core.field_text import field_value, record_dialect
from lectern.core.models import EDITABLE

if TYPE_CHECKING:  # the commands get an open library; `lectern search` may not need one
    from lectern.core.library import Library
    from lectern.core.models import Paper

# Commands that only read unless given the option that changes something.
READS_UNLESS = {
    "trash": "empty",
    "duplicates": ("merge", "dismiss"),
    "imports": "undo",
    "collections": ("create", "rename", "move", "delete", "add", "remove"),
}
NAMES = ("add", "edit", "delete", "restore", "trash", "duplicates", "imports", "collections")

_FIELD_OPTIONS = (  # option, Library field, help
    ("--title", "title", "the title"),
    ("--authors", "authors", 'authors separated by ";" ("Ada Lovelace; Alan Turing")'),
    ("--year", "year", "the year (empty clears it)"),
    ("--venue", "venue", "journal, conference or publisher"),
    ("--doi", "doi", "the DOI (10.1234/abc)"),
    ("--arxiv", "arxiv_id", "the arXiv id (2401.01234)"),
    ("--url", "urls", "a link (repeatable; replaces the links)"),
    ("--abstract", "abstract", "the abstract"),
    ("--volume", "volume", "volume"),
    ("--number", "number", "issue number"),
    ("--pages", "pages", "pages (12-34)"),
)


def add_parsers(commands: Any) -> None:
    p = commands.add_parser(
        "add",
        help="add papers by their identifiers, looked up online, or one paper by hand",
        description="Add papers by their DOI, arXiv id, pmid:N, PMCID or ISBN, each looked "
        "up online (only the identifier is sent) and added without a prompt; or one paper "
        "typed by hand with --title and the other fields (nothing is fetched). A paper whose "
        "lookup fails, or with lookups off in Preferences, is added as its identifier and "
        "tagged 'not looked up yet' for `lectern lookup`.",
    )
    p.add_argument(
        "identifiers",
        nargs="*",
        metavar="ID",
        help="a DOI, arXiv id, pmid:N, PMCID or ISBN (or their links)",
    )
    p.add_argument(
        "--dry-run",
        action="store_true",
        help="with IDs: print what would be added, change nothing",
    )
    _field_options(p)
    p.add_argument("--collection", default="", metavar="NAME", help="put it in a collection")

    p = commands.add_parser("edit", help="correct a paper's fields (never overwritten by imports)")
    p.add_argument("id", metavar="ID", help=ID_HELP)
    _field_options(p)
    p.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="set one field: one of the options above by its name (title, year, key, kind, "
        "…) or any other field of the record (publisher=…, isbn=…); NAME= removes it; "
        "repeatable",
    )
    p.add_argument(
        "--regenerate-key",
        action="store_true",
        help="make the citation key again from the first author, year and title",
    )

    p = commands.add_parser("delete", help="move papers to the Trash")
    p.add_argument("ids", nargs="+", metavar="ID", help=IDS_HELP)

    p = commands.add_parser("restore", help="take papers out of the Trash")
    p.add_argument("ids", nargs="+", metavar="ID", help=IDS_HELP)

    p = commands.add_parser("trash", help="list the Trash, or empty it")
    p.add_argument("--empty", action="store_true", help="delete every paper in it for good")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = commands.add_parser("duplicates", help="list possible duplicates; merge or dismiss them")
    action = p.add_mutually_exclusive_group()
    action.add_argument("--merge", type=int, metavar="N", help="merge group N into one paper")
    action.add_argument(
        "--dismiss", type=int, metavar="N", help="group N is not duplicates: stop listing it"
    )
    p.add_argument(
        "--keep",
        metavar="ID",
        help="with --merge: the paper the others join, by its id or citation key (default: "
        "the oldest)",
    )
    p.add_argument("--json", action="store_true", help="print JSON")

    p = commands.add_parser(
        "collections",
        help=(
            "list, create, nest, rename, merge or delete collections; put papers in or take "
            "them out"
        ),
    )
    action = p.add_mutually_exclusive_group()
    action.add_argument("--create", metavar="NAME", help="a new, empty collection")
    action.add_argument(
        "--move",
        nargs=2,
        metavar=("NAME", "PARENT"),
        help='put it inside PARENT ("" for the top), with the collections inside it',
    )
    action.add_argument(
        "--rename",
        nargs=2,
        metavar=("OLD", "NEW"),
        help="rename (onto an existing name: merge the two)",
    )
    action.add_argument(
        "--delete",
        metavar="NAME",
        help="delete it; its papers stay, the collections inside it move up",
    )
    p.add_argument("--inside", metavar="PARENT", help="with --create: inside this collection")
    action.add_argument("--add", metavar="NAME", help="put the papers ID… in it")
    action.add_argument("--remove", metavar="NAME", help="take the papers ID… out of it")
    p.add_argument("ids", nargs="*", metavar="ID", help=IDS_HELP)
    p.add_argument("--json", action="store_true", help="print JSON")

    p = commands.add_parser("imports", help="list the recent imports, or undo one")
    p.add_argument(
        "--undo", type=int, metavar="N", help="undo import N (its papers go to the Trash)"
    )


def _field_options(parser: argparse.ArgumentParser) -> None:
    for option, dest, help_text in _FIELD_OPTIONS:
        if dest == "urls":
            parser.add_argument(option, dest=dest, action="append", metavar="URL", help=help_text)
        else:
            parser.add_argument(
                option, dest=dest, metavar=dest.split("_")[0].upper(), help=help_text
            )


def is_read_only(args: argparse.Namespace) -> bool | None:
    """Whether a records command only reads; None for the other commands."""
    if args.command == "add":
        return bool(args.dry_run)
    changing = READS_UNLESS.get(args.command)
    if changing is None:
        return False if args.command in NAMES else None
    names = changing if isinstance(changing, tuple) else (changing,)
    return not any(getattr(args, name) for name in names)


def usage_problem(args: argparse.Namespace) -> str:
    if args.command == "edit" and not (_fields(args) or args.set or args.regenerate_key):
        return "edit needs at least one field to change, such as --title, --year or --set"
    if args.command == "edit":
        for item in args.set:
            if "=" not in item:
                return f"--set takes NAME=VALUE, such as publisher=MIT Press, not {item!r}"
        if args.regenerate_key and any(_set_name(item) == "key" for item in args.set):
            return "--regenerate-key makes the key: it goes without --set key=…"
    if args.command == "collections" and args.inside and not args.create:
        return "--inside goes with --create (to nest an existing collection: --move NAME PARENT)"
    if args.command == "add" and args.identifiers:
        if _fields(args):
            return "add takes IDs to look up, or a paper's fields (--title …), not both"
        from lectern.core.cli.lookup import parse_identifiers

        if isinstance(problem := parse_identifiers(args.identifiers), str):
            return problem
    elif args.command == "add" and args.dry_run:
        return "--dry-run goes with IDs to look up"
    elif args.command == "add" and not (args.title or args.abstract or args.doi or args.arxiv_id):
        return "add needs IDs to look up, or --title (or --abstract, --doi or --arxiv)"
    if args.command == "duplicates" and args.keep and args.merge is None:
        return "--keep goes with --merge"
    if args.command == "collections" and (args.add or args.remove) and not args.ids:
        return "--add and --remove need the ids of the papers"
    if args.command == "collections" and args.ids and not (args.add or args.remove):
        return "paper ids go with --add NAME or --remove NAME"
    return ""


def _fields(args: argparse.Namespace) -> dict[str, Any]:
    return {
        dest: getattr(args, dest)
        for _, dest, _ in _FIELD_OPTIONS
        if getattr(args, dest, None) is not None
    }


def _papers(n: int) -> str:
    return "1 paper" if n == 1 else f"{n:,} papers"


def cmd_add(library: Library, args: argparse.Namespace) -> int:
    if args.identifiers:
        from lectern.core.cli.lookup import add_identifiers

        return add_identifiers(library, args)
    fields = _fields(args)
    title = fields.pop("title", "") or ""
    try:
        report = library.imports.add_paper(title=title, collection=args.collection, **fields)
    except ValueError as exc:
        raise LecternError(str(exc)) from None
    if report.added_ids:
        [pid] = report.added_ids
        print(f"Added {pid}: {shorten(library.papers.paper(pid).title, 70)}")
        if report.possible:
            print("It might be a paper already in the library: see `lectern duplicates`.")
        return 0
    [(reason, _)] = report.found
    print(
        f"Already in the library ({reason}); nothing added. "
        "`lectern edit` corrects the paper that is there."
    )
    return 0


def _set_name(item: str) -> str:
    return item.partition("=")[0].strip()


def _set_fields(paper: Paper, items: Sequence[str]) -> dict[str, Any]:
    """`--set NAME=VALUE`s as library.papers.edit takes them: a field Lectern edits itself by
    its name, any other into the record's fields (a name matched case aside, as BibTeX
    does), the whole record at once."""
    edits: dict[str, Any] = {}
    fields = dict(paper.fields)
    dialect = record_dialect(paper.dialect)
    shown = {name.casefold() for name in shown_fields(dialect, fields, paper.venue)}
    reader = {name.casefold() for name in READER_FIELDS.get(dialect, ())}
    for item in items:
        name, _, text = item.partition("=")
        name = name.strip()
        if name in EDITABLE and name != "fields":
            edits[name] = text
            continue
        if name.casefold() in reader:
            raise LecternError(
                f"{name} is where this paper's status, stars, notes or collections are read "
                "from in its record: change those with `lectern mark`, `lectern note` or "
                "`lectern collections` (an export writes the field from them)."
            )
        if name.casefold() in shown:
            raise LecternError(
                f"{name} is where this paper's own title, authors, venue or the like are read "
                "from in its record: correct those with --title, --authors, --venue, … instead."
            )
        name = next((n for n in fields if n.casefold() == name.casefold()), name)
        try:
            value = field_value(name, text, fields.get(name), dialect)
        except ValueError as exc:
            raise LecternError(str(exc)) from None
        if value == "":
            fields.pop(name, None)
        else:
            fields[name] = value
    if fields != paper.fields:
        edits["fields"] = fields
    return edits


def cmd_edit(library: Library, args: argparse.Namespace) -> int:
    pid = find_paper(library, args.id)
    old = library.papers.paper(pid).fields
    edits = {**_fields(args), **_set_fields(library.papers.paper(pid), args.set)}
    try:
        changed = library.papers.edit(pid, **edits) if edits else []
    except ValueError as exc:
        raise LecternError(str(exc)) from None
    if changed:
        new = library.papers.paper(pid).fields
        named = [name for name in dict.fromkeys([*old, *new]) if old.get(name) != new.get(name)]
        said = [name for name in changed if name != "fields"]
        said += [f"{name} (removed)" if name not in new else name for name in named]
        print(f"Edited {pid}: {', '.join(said)}")
    if args.regenerate_key:
        before = library.papers.paper(pid).key
        key = library.papers.regenerate_key(pid)
        print(
            f"The citation key of {pid} is now {key} (it was {before})."
            if key != before
            else f"The citation key of {pid} is already the pattern's: {key}."
        )
    elif not changed:
        print(f"{pid} already had those values; nothing changed.")
    return 0


def cmd_delete(library: Library, args: argparse.Namespace) -> int:
    ids = [find_paper(library, text) for text in args.ids]
    moved = library.papers.trash(ids)
    already = len(set(ids)) - len(moved)
    print(
        f"Moved {_papers(len(moved))} to the Trash"
        + (f" ({already} already there)" if already else "")
        + ". `lectern restore ID…` brings them back."
    )
    return 0


def cmd_restore(library: Library, args: argparse.Namespace) -> int:
    ids = [find_paper(library, text) for text in args.ids]
    back = library.papers.restore(ids)
    print(
        f"Restored {_papers(len(back))} from the Trash"
        + (f"; {len(set(ids)) - len(back)} were not in it" if len(back) < len(set(ids)) else "")
        + "."
    )
    return 0


def cmd_trash(library: Library, args: argparse.Namespace) -> int:
    if args.empty:
        gone = library.papers.empty_trash()
        print(f"Deleted {_papers(len(gone))} for good." if gone else "The Trash is empty.")
        return 0
    ids = library.papers.trash_ids()
    papers = [library.papers.paper(pid) for pid in ids]
    if args.json:
        print(
            json_text(
                [
                    {
                        "id": p.id,
                        "title": p.title,
                        "deleted": p.trashed.isoformat() if p.trashed else None,
                    }
                    for p in papers
                ]
            )
        )
        return 0
    if not papers:
        print("The Trash is empty.")
        return 0
    for paper in papers:
        when = f"{paper.trashed:%Y-%m-%d}" if paper.trashed else ""
        print(f"{when}  {paper.id:<24}  {shorten(paper.title, 60)}")
    print(
        f"{_papers(len(papers))} in the Trash. `lectern restore ID…` brings one back; "
        "`lectern trash --empty` deletes them for good."
    )
    return 0


def cmd_duplicates(library: Library, args: argparse.Namespace) -> int:
    groups = library.papers.possible_duplicates()
    chosen = args.merge if args.merge is not None else args.dismiss
    if chosen is not None:
        if not 1 <= chosen <= len(groups):
            raise LecternError(
                f"There is no group {chosen}; `lectern duplicates` lists {len(groups)}."
            )
        group = groups[chosen - 1]
        if args.dismiss is not None:
            library.papers.dismiss_duplicates(group.ids)
            print(
                f"Group {chosen} dismissed: its {len(group.ids)} papers are not listed "
                "as duplicates again."
            )
            return 0
        keep = find_paper(library, args.keep) if args.keep else group.ids[0]
        if keep not in group.ids:
            raise LecternError(f"{keep} is not in group {chosen}.")
        library.papers.merge(keep, [pid for pid in group.ids if pid != keep])
        print(f"Merged {len(group.ids)} papers into {keep}; every value and note is kept.")
        return 0
    if args.json:
        print(
            json_text(
                [
                    {
                        "group": n,
                        "reasons": list(g.reasons),
                        "papers": [_brief(library, pid) for pid in g.ids],
                    }
                    for n, g in enumerate(groups, 1)
                ]
            )
        )
        return 0
    if not groups:
        print("No possible duplicates.")
        return 0
    for n, group in enumerate(groups, 1):
        print(f"{n}. {'; '.join(group.reasons)}")
        for pid in group.ids:
            b = _brief(library, pid)
            who = (b["authors"][0] if b["authors"] else "") + (
                " et al." if len(b["authors"]) > 1 else ""
            )
            print(
                f"   {pid:<26} {b['year'] or '':<5} {shorten(who, 20):<20} "
                f"{shorten(b['title'], 50)}"
            )
    print(
        f"{len(groups)} groups. `lectern duplicates --merge N` joins a group into one paper, "
        "`--dismiss N` says they are different works."
    )
    return 0


def _brief(library: Library, pid: str) -> dict[str, Any]:
    paper = library.papers.paper(pid)
    return {
        "id": pid,
        "title": paper.title,
        "authors": list(paper.authors),
        "year": paper.year,
        "doi": paper.doi,
        "arxiv_id": paper.arxiv_id,
        "source": paper.source_file,
    }


def cmd_imports(library: Library, args: argparse.Namespace) -> int:
    if args.undo is not None:
        record = library.imports.undo_import(args.undo)
        print(
            f"Undid import {record.id} ({record.label}): {_papers(record.added)} moved to the "
            f"Trash, {_papers(record.merged)} put back as they were."
        )
        return 0
    records = library.imports.recent_imports()
    if not records:
        print("No imports to undo.", file=sys.stderr)
        return 0
    for record in records:
        state = "  (undone)" if record.undone else ""
        print(
            f"{record.id:>3}  {record.when}  {record.added:>6} added  "
            f"{record.merged:>5} filled in  {record.label}{state}"
        )
    print("`lectern imports --undo N` undoes import N.")
    return 0


def cmd_collections(library: Library, args: argparse.Namespace) -> int:
    if args.create:
        name = library.collections.create(args.create, parent=args.inside)
        where = f" inside {args.inside!r}" if args.inside else ""
        print(f"Created the collection {name!r}{where}.")
    elif args.move:
        name, parent = args.move
        library.collections.move(name, parent or None)
        print(f"Moved {name!r} {f'inside {parent!r}' if parent else 'to the top'}.")
    elif args.rename:
        old, new = args.rename
        merged = new in library.collections.counts()
        library.collections.rename(old, new)
        print(f"{'Merged' if merged else 'Renamed'} {old!r} {'into' if merged else 'to'} {new!r}.")
    elif args.delete:
        if args.delete not in library.collections.counts():
            raise LecternError(f"There is no collection named {args.delete!r}.")
        held = library.collections.delete(args.delete)
        print(f"Deleted the collection {args.delete!r}; its {_papers(held)} stay in the library.")
    elif args.add or args.remove:
        ids = [find_paper(library, text) for text in args.ids]
        if args.add:
            done = library.collections.add(ids, args.add)
            print(f"Put {_papers(len(done))} in {args.add!r}.")
        else:
            done = library.collections.remove(ids, args.remove)
            print(f"Took {_papers(len(done))} out of {args.remove!r}.")
    else:
        counts = library.collections.counts()
        if args.json:
            print(json_text(counts))
        elif not counts:
            print("No collections yet.")
        else:  # a collection's own papers, the ones inside it indented below it
            for root in library.collections.tree():
                for depth, node in root.walk():
                    print(f"{node.count:>7}  {'  ' * depth}{node.name}")
    return 0


COMMANDS = {
    "add": cmd_add,
    "edit": cmd_edit,
    "delete": cmd_delete,
    "restore": cmd_restore,
    "trash": cmd_trash,
    "duplicates": cmd_duplicates,
    "imports": cmd_imports,
    "collections": cmd_collections,
}
