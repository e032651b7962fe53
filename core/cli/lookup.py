"""`lectern add ID…` and `lectern lookup PAPER…`: looking papers up online, when asked.

`add` with identifiers (DOI, arXiv id, `pmid:N`, PMCID, ISBN) looks each up and adds its
record, without a prompt (`--dry-run` prints what it would add and changes nothing). When
lookups are off in Preferences, offline, or when the service does not answer, the paper is
added as a bare identifier is and tagged "not looked up yet"; `lectern lookup` with no paper
looks those up. `lookup` fills in what each paper's record lacks and prints what it changed;
a field the user edited is never overwritten. Each paper's change is one History entry.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from lectern.core.cli.format import shorten
from lectern.core.cli.paper_ref import IDS_HELP, find_paper
from lectern.core.errors import LecternError

if TYPE_CHECKING:
    from lectern.core.importers.base import RawRecord
    from lectern.core.library import Library
    from lectern.core.lookup.identifiers import Identifier

NAMES = frozenset({"lookup"})


def add_parser(commands: Any) -> None:
    p = commands.add_parser(
        "lookup",
        help="look papers up online by their DOI, arXiv id, PMID or ISBN and fill in what "
        "their records lack",
        description="Look each paper up online (Crossref, DataCite, arXiv, PubMed, Open "
        "Library: only its identifier is sent) and fill in what its record lacks; a field "
        "you edited is never overwritten. Without PAPER, the papers tagged 'not looked up "
        "yet'. `lectern undo` undoes it.",
    )
    p.add_argument("ids", nargs="*", metavar="PAPER", help=IDS_HELP)


def _fetcher() -> Any:
    from lectern.core.lookup.fetching import Fetcher
    from lectern.core.lookup.switch import online_settings

    return Fetcher(contact=online_settings().contact)


def _lookups_allowed() -> bool:
    from lectern.core.lookup.switch import online_settings

    return online_settings().look_up_when_asked


def parse_identifiers(texts: list[str]) -> list[Identifier] | str:
    """The identifiers typed, or the usage problem of the first that is none."""
    from lectern.core.lookup.identifiers import parse_identifier

    found = []
    for text in texts:
        try:
            found.append(parse_identifier(text))
        except ValueError as exc:
            return str(exc)
    return found


def record_lines(record: RawRecord) -> list[str]:
    """A record as `--dry-run` prints it: one field a line."""
    rows = [
        ("title", record.title),
        ("authors", "; ".join(record.authors)),
        ("year", str(record.year or "")),
        ("venue", record.venue),
        ("volume", record.volume),
        ("issue", record.number),
        ("pages", record.pages),
        ("type", record.kind),
        ("doi", record.doi),
        ("arxiv", record.arxiv_id),
        ("abstract", shorten(record.abstract, 100)),
    ]
    return [f"  {name + ':':<9} {value}" for name, value in rows if value]


def add_identifiers(library: Library, args: argparse.Namespace) -> int:
    from lectern.core.lookup.filling import NOT_LOOKED_UP, add_record
    from lectern.core.lookup.looking_up import LookupBatch

    identifiers = parse_identifiers(args.identifiers)
    if isinstance(identifiers, str):
        raise LecternError(identifiers)
    allowed = _lookups_allowed()
    if not allowed:
        print(
            "lectern: looking papers up online is off (Preferences: Look papers up online "
            f"when I ask); each is added as its identifier, tagged '{NOT_LOOKED_UP}'.",
            file=sys.stderr,
        )
    batch = LookupBatch(identifiers if allowed else [], _fetcher())
    looked = {item.identifier: item for item in batch.run()}
    for identifier in identifiers:
        item = looked.get(identifier)
        record = item.record if item is not None else None
        if item is not None and item.failed is not None:
            print(f"lectern: {item.failed}", file=sys.stderr)
        if args.dry_run:
            if record is None:
                print(f"Would add {identifier} as it is, tagged '{NOT_LOOKED_UP}'.")
            else:
                print(f"Would add {identifier}:")
                print("\n".join(record_lines(record)))
            continue
        report = add_record(library, record, identifier, collection=args.collection)
        if report.added_ids:
            [pid] = report.added_ids
            title = shorten(library.papers.paper(pid).title, 70)
            how = "" if record is not None else f" (tagged '{NOT_LOOKED_UP}')"
            print(f"Added {pid}: {title}{how}")
        elif report.merged:
            print(f"{identifier} is already in the library; its record was filled in.")
        else:
            print(f"{identifier} is already in the library; nothing added.")
    return 0


def cmd_lookup(library: Library, args: argparse.Namespace) -> int:
    from lectern.core.lookup.filling import fill_in, identifier_of, waiting
    from lectern.core.lookup.looking_up import LookupBatch

    ids = [find_paper(library, text) for text in args.ids] if args.ids else waiting(library)
    if not ids:
        print("No paper is waiting to be looked up; name the papers: lectern lookup PAPER…")
        return 0
    if not _lookups_allowed():
        raise LecternError(
            "Looking papers up online is off (Preferences: Look papers up online when I "
            "ask); nothing was changed."
        )
    by_identifier: dict[Identifier, list[str]] = {}
    failed = 0
    for pid in dict.fromkeys(ids):
        identifier = identifier_of(library.papers.paper(pid))
        if identifier is None:
            print(
                f"lectern: {pid} has no DOI, arXiv id, PMID or ISBN to look it up by; "
                "`lectern edit --doi` gives it one.",
                file=sys.stderr,
            )
            failed += 1
        else:
            by_identifier.setdefault(identifier, []).append(pid)
    batch = LookupBatch(list(by_identifier), _fetcher())
    for item in batch.run():
        for pid in by_identifier[item.identifier]:
            if item.record is None:
                print(f"lectern: {item.failed}", file=sys.stderr)
                failed += 1
                continue
            try:
                filled = fill_in(library, pid, item.record)
            except LecternError as exc:
                print(f"lectern: {exc}", file=sys.stderr)
                failed += 1
                continue
            if not filled.changed:
                print(f"{pid}: its record already had everything {item.identifier} gives.")
            else:
                print(f"{pid}: filled in {', '.join(name for name, _, _ in filled.changed)}")
                for name, old, new in filled.changed:
                    print(f"  {name + ':':<9} {_shown(old)} → {_shown(new)}")
            if filled.published:
                print(
                    f"  Its published version, doi:{item.record.doi.lower()}, is "
                    f"{filled.published} in the library; the two stay apart (`lectern "
                    "duplicates` can merge them)."
                )
    return 1 if failed else 0


def _shown(value: object) -> str:
    if isinstance(value, tuple):
        value = "; ".join(str(v) for v in value)
    return shorten(str(value), 60) if value not in (None, "") else "(none)"


COMMANDS = {"lookup": cmd_lookup}
