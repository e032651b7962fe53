"""What each `lectern` command does, once :mod:`lectern.core.cli` has parsed the arguments.

Commands print results to stdout and notes about them (counts, best-effort
query messages) to stderr, so `lectern search x --json | jq` and
`lectern export --format bibtex > refs.bib` get clean output.
"""

from __future__ import annotations

import argparse
import glob
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from lectern.core.cli.format import (
    entry_details,
    entry_record,
    import_lines,
    json_text,
    print_search_results,
    report_query,
    stats_lines,
)
from lectern.core.cli.paper_ref import find_paper
from lectern.core.errors import ImportFileError, LecternError, LibraryLockedError
from lectern.core.library import Library
from lectern.core.results import Change, FileAction, SortKey

# One subcommand: it works on the open library and returns the exit status.
Command = Callable[[Library, argparse.Namespace], int]


def run(args: argparse.Namespace, folder: Path, *, readonly: bool) -> int:
    if readonly and not folder.is_dir():
        raise LecternError(
            f"There is no library at {folder} yet. Import papers first: lectern import FILE..."
        )
    program = f"lectern {args.command}"
    if readonly and args.command != "check":
        # Reading commands answer with every device's changes, merged first if need be.
        library = Library.open_for_reading(folder, program=program)
    else:
        # `check` must see a damaged index, and the changes not merged yet, before anything
        # repairs or merges them; writers rebuild the index on open so they never work
        # against a stale one.
        library = _open_to_write(folder, args, readonly, program)
    for notice in library.notices:  # what was repaired while opening
        print(f"lectern: {notice}", file=sys.stderr)
    with library:
        if readonly:
            return COMMANDS[args.command](library, args)
        changes: list[Change] = []
        library.add_listener(changes.append)
        code = COMMANDS[args.command](library, args)
        if changes:  # the exports kept up to date follow this command's change
            for result in library.kept.bring_up_to_date():
                if result.error:
                    print(f"lectern: {result.describe()}", file=sys.stderr)
        return code


def _open_to_write(folder: Path, args: argparse.Namespace, readonly: bool, program: str) -> Library:
    try:
        return Library.open(
            folder, readonly=readonly, program=program, ensure_index=args.command != "check"
        )
    except LibraryLockedError as exc:
        if args.command != "sync":
            raise
        raise LecternError(
            f"{exc.holder} has the library at {folder} open. Lectern's window merges what "
            "your other devices write as it arrives; `lectern sync` merges it once the "
            "library is closed."
        ) from None


def write_stdout_bytes(data: bytes) -> None:
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:  # a replaced stdout without bytes (some embedding hosts)
        sys.stdout.write(data.decode("utf-8"))
        return
    sys.stdout.flush()
    buffer.write(data)
    buffer.flush()


# --- commands ----------------------------------------------------------------


def cmd_import(library: Library, args: argparse.Namespace) -> int:
    failures = 0
    paths: list[Path] = []
    for name in args.files:
        path = Path(name).expanduser()
        if not path.exists() and glob.has_magic(name):  # Windows shells do not expand *.txt
            matches = sorted(glob.glob(str(path)))
            if matches:
                paths.extend(Path(m) for m in matches)
                continue
        if not path.exists():
            print(f"lectern: {name}: no such file", file=sys.stderr)
            failures += 1
            continue
        paths.append(path)
    reports = []
    if args.sample:
        sample = library.imports.import_sample()
        if not sample:
            print(
                "lectern: the bundled sample collection is missing from this installation",
                file=sys.stderr,
            )
            failures += 1
        reports.extend(sample)
    from lectern.core.library.pdf_import import is_pdf

    pdfs = [path for path in paths if path.is_dir() or is_pdf(path)]
    others = [path for path in paths if path not in pdfs]
    for path in others:
        try:
            reports.extend(library.imports.import_files([path], collection=args.collection))
        except ImportFileError as exc:
            print(f"lectern: {exc}", file=sys.stderr)
            failures += 1
    if pdfs:  # one import of all of them: one History entry, one line per file
        try:
            pdf_report = library.imports.import_pdfs(
                pdfs, link=args.link, collection=args.collection
            )
        except ImportFileError as exc:
            print(f"lectern: {exc}", file=sys.stderr)
            failures += 1
        else:
            reports.append(pdf_report)
            failures += pdf_report.count(FileAction.FAILED)
    for report in reports:
        print("\n".join(import_lines(report)))
    if reports:
        added = sum(r.added for r in reports)
        print(f"Library: {len(library)} papers ({added} new) at {library.folder}")
        _make_pdf_text_searchable(library)
    return 1 if failures else 0


def _make_pdf_text_searchable(library: Library) -> None:
    """Make the attached PDFs' text searchable now, as the window would at its next start,
    so `lectern search fulltext:` finds what was just imported."""
    from lectern.core.library.fulltext_pass import catch_up

    waiting = library.fulltext.waiting()
    if not waiting:
        return
    papers = f"{len(waiting)} paper" + ("s" if len(waiting) != 1 else "")
    print(f"Full-text search: making the PDFs of {papers} searchable…", flush=True)
    catch_up(library, waiting)


def cmd_search(library: Library, args: argparse.Namespace) -> int:
    limit = args.limit or None
    result = library.searching.search(
        args.query, limit=limit, sort=SortKey(args.sort), descending=args.desc
    )
    report_query(library, result.message)
    entries = library.papers.entries(result.ids)
    offered = library.searching.corrections(args.query, result.total)
    return print_search_results(
        args.query, entries, result.hits, result.total, "", args.json, offered
    )


def cmd_show(library: Library, args: argparse.Namespace) -> int:
    entry = library.papers.entry(find_paper(library, args.id))
    if args.json:
        print(json_text(entry_record(entry, library.sync.device_names())))
    else:
        names, here = library.sync.device_names(), library.sync.device
        print(entry_details(entry, library.folder, names, here))
    return 0


def cmd_mark(library: Library, args: argparse.Namespace) -> int:
    ids = list(dict.fromkeys(find_paper(library, text) for text in args.ids))
    done = []
    if args.status is not None:
        library.notes.set_status(ids, args.status)
        done.append(f"status {args.status.value}")
    if args.rating is not None:
        library.notes.set_rating(ids, args.rating)
        done.append(f"rating {args.rating}")
    if args.tag:
        library.notes.add_tags(ids, args.tag)
        done.append("tagged " + ", ".join(args.tag))
    if args.untag:
        library.notes.remove_tags(ids, args.untag)
        done.append("untagged " + ", ".join(args.untag))
    noun = "paper" if len(ids) == 1 else "papers"
    print(f"Marked {len(ids)} {noun}: {'; '.join(done)}")
    return 0


def cmd_note(library: Library, args: argparse.Namespace) -> int:
    paper_id = find_paper(library, args.id)
    current = library.notes.annotation(paper_id).notes
    if args.set is not None:
        notes = args.set
    elif args.append is not None:
        notes = f"{current.rstrip(chr(10))}\n{args.append}" if current.strip() else args.append
    elif args.file is not None:
        notes = _read_notes_file(args.file)
    elif args.resolve:
        notes = current  # "keep this note"
    else:
        if current:
            print(current, end="" if current.endswith("\n") else "\n")
        else:
            print(f"({paper_id} has no notes)", file=sys.stderr)
        return 0
    if args.resolve:
        kept = len(library.notes.annotation(paper_id).conflicts)
        library.notes.resolve_note_conflict(paper_id, notes)
        settled = (
            f"{kept} other version{'s' if kept > 1 else ''} kept from a conflict settled"
            if kept
            else "no other version was kept from a conflict"
        )
        print(f"Saved notes for {paper_id} ({len(notes)} characters); {settled}")
        return 0
    library.notes.set_notes(paper_id, notes)
    print(f"Saved notes for {paper_id} ({len(notes)} characters)")
    return 0


def _read_notes_file(name: str) -> str:
    if name == "-":
        return sys.stdin.read()
    try:
        return Path(name).expanduser().read_text("utf-8-sig")
    except UnicodeDecodeError:
        raise LecternError(f"{name} is not UTF-8 text.") from None


def cmd_export(library: Library, args: argparse.Namespace) -> int:
    """Export on a read-only library: the exporters get the entries directly."""
    from lectern.core.exporters import export_entries, render

    if args.query is not None:
        result = library.searching.search(args.query, limit=None)
        report_query(library, result.message)
        ids = result.ids
    else:
        ids = library.exports.ids(args.format)
    entries = library.exports.entries(ids, args.format)
    searches, distinct = library.searching.saved_searches(), library.papers.dismissed_pairs()
    tree = library.exports.tree(entries, whole=args.query is None)
    strings = library.exports.bibtex_strings()
    if args.output is None:
        write_stdout_bytes(
            render(
                args.format,
                entries,
                saved_searches=searches,
                distinct=distinct,
                tree=tree,
                strings=strings,
            )
        )
        return 0
    notices: list[str] = []
    count = export_entries(
        args.format,
        entries,
        args.output.expanduser(),
        saved_searches=searches,
        distinct=distinct,
        tree=tree,
        strings=strings,
        force=args.force,
        notices=notices,
    )
    for notice in notices:
        print(f"lectern: {notice}", file=sys.stderr)
    noun = "paper" if count == 1 else "papers"
    print(f"Exported {count} {noun} to {args.output}", file=sys.stderr)
    return 0


def cmd_check(library: Library, args: argparse.Namespace) -> int:
    report = library.check()
    if args.repair and not report.ok:
        for problem in report.problems:
            print(f"found: {problem}")
        print("Repairing...")
        library.repair()
        report = library.check()
    if report.ok:
        print(f"Library OK: {len(library)} papers, search index {report.index_state}.")
        _say_note_conflicts(library)
        return 0
    for problem in report.problems:
        print(f"problem: {problem}")
    if report.unmerged:
        print("Run `lectern sync` to merge them (Lectern's window merges them when it opens).")
    if not args.repair and len(report.problems) > len(report.unmerged):
        print("Run `lectern check --repair` to fix what can be fixed.")
    _say_note_conflicts(library)
    return 1


def _say_note_conflicts(library: Library) -> None:
    """The papers whose note waits for the user to choose between two versions: no fault of
    the library (the exit status stays), but nothing else says so outside the window."""
    waiting = library.notes.in_conflict()
    if not waiting:
        return
    named = ", ".join(waiting[:10]) + (
        f" and {len(waiting) - 10} more" if len(waiting) > 10 else ""
    )
    noun = "1 paper has" if len(waiting) == 1 else f"{len(waiting)} papers have"
    print(
        f"note: {noun} a note kept from a conflict (written on two computers, neither seeing "
        f"the other's): {named}. `lectern show ID` shows both versions; `lectern note ID "
        "--resolve` keeps the note (with --set TEXT, other words), or choose in Lectern's window."
    )


def cmd_sync(library: Library, _args: argparse.Namespace) -> int:
    """What opening the library merged (it merges every device's changes, as the window does)."""
    for changes in library.sync.merged_at_open:
        print(f"Merged {changes.describe()}.")
    if not library.sync.merged_at_open:
        others = sorted(
            n for d, n in library.sync.device_names().items() if d != library.sync.device
        )
        print(
            f"Nothing to merge: this copy has every change from {', '.join(others)}."
            if others
            else "Nothing to merge: no other device has written to this library yet."
        )
    print(f"Library: {len(library)} papers at {library.folder}")
    return 0


def cmd_stats(library: Library, args: argparse.Namespace) -> int:
    stats = library.stats()
    if args.json:
        print(json_text(stats))
    else:
        print("\n".join(stats_lines(stats)))
    return 0


def _records_commands() -> Mapping[str, Command]:
    from lectern.core.cli.records import COMMANDS as RECORDS

    return RECORDS


def _listing_commands() -> dict[str, Command]:
    from lectern.core.cli.citing import COMMANDS as CITING
    from lectern.core.cli.history import COMMANDS as HISTORY
    from lectern.core.cli.listing import COMMANDS as LISTING
    from lectern.core.cli.lookup import COMMANDS as LOOKUP
    from lectern.core.cli.marks import COMMANDS as MARKS
    from lectern.core.cli.pdf_text import COMMANDS as PDF_TEXT
    from lectern.core.cli.queue import COMMANDS as QUEUE

    return {**LISTING, **QUEUE, **MARKS, **HISTORY, **CITING, **PDF_TEXT, **LOOKUP}


COMMANDS: dict[str, Command] = {
    "import": cmd_import,
    "search": cmd_search,
    "show": cmd_show,
    "mark": cmd_mark,
    "note": cmd_note,
    "export": cmd_export,
    "check": cmd_check,
    "sync": cmd_sync,
    "stats": cmd_stats,
    **_listing_commands(),
    **_records_commands(),
}
