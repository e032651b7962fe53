"""How the CLI shows things: aligned tables, paper details, JSON a script can rely on.

What only a paper's details need (textwrap, the crosswalk's tables) is imported where they
are made: `lectern search` prints none.
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lectern.core.attached import full_path
from lectern.core.hits import Hit
from lectern.core.models import MAX_RATING, Entry, Paper, to_iso
from lectern.core.said import said
from lectern.core.search.spelling import corrected
from lectern.core.sync.stamps import stamp_device, stamp_time

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.results import ImportReport


def utf8_output() -> bool:
    return (getattr(sys.stdout, "encoding", "") or "").lower().replace("-", "") == "utf8"


def _is_terminal() -> bool:
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def json_text(value: Any) -> str:
    """Pretty JSON; non-ASCII kept when the terminal takes UTF-8, escaped otherwise."""
    return json.dumps(value, ensure_ascii=not utf8_output(), indent=2)


def stars(rating: int) -> str:
    if not rating:
        return "-"
    if utf8_output():
        return "★" * rating + "☆" * (MAX_RATING - rating)
    return f"{rating}/{MAX_RATING}"


def shorten(text: str, width: int) -> str:
    text = " ".join(text.split())
    if len(text) <= width:
        return text
    return text[: max(width - 1, 0)] + ("…" if utf8_output() else "~")


def search_record(entry: Entry, score: float) -> dict[str, Any]:
    """One `search --json` result: the documented keys, stable for scripts."""
    paper, note = entry.paper, entry.annotation
    return {
        "id": paper.id,
        "title": paper.title,
        "score": round(float(score), 4),
        "status": note.status.value,
        "rating": note.rating,
        "year": paper.year,
        "authors": list(paper.authors),
        "tags": list(note.tags),
        "venue": paper.venue,
        "collection": paper.collection,
        "collections": list(paper.collections),
        "doi": paper.doi,
        "arxiv_id": paper.arxiv_id,
    }


def result_table(entries: Sequence[Entry], hits: Sequence[Hit]) -> str:
    """Score, status, stars, year, id and as much of the title as the terminal fits."""
    width = shutil.get_terminal_size((100, 24)).columns
    id_width = min(max((len(e.id) for e in entries), default=2), 30)
    rows = [("score", "status", "rating", "year", "id", "title")]
    for entry, hit in zip(entries, hits):
        rows.append(
            (
                f"{hit.score:.2f}" if hit.score else "",
                entry.annotation.status.value,
                stars(entry.annotation.rating),
                str(entry.paper.year or ""),
                shorten(entry.id, id_width),
                entry.paper.title,
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(5)]
    used = sum(widths) + 2 * 5
    # Cut titles to the terminal's width; piped into grep or a file, keep them whole.
    title_width = max(width - used - 1, 20) if _is_terminal() else 10**6
    lines = []
    for row in rows:
        cells = [row[0].rjust(widths[0])] + [row[i].ljust(widths[i]) for i in range(1, 5)]
        lines.append("  ".join(cells) + "  " + shorten(row[5], title_width))
    return "\n".join(line.rstrip() for line in lines)


def print_search_results(
    query: str,
    entries: Sequence[Entry],
    hits: Sequence[Hit],
    total: int,
    message: str,
    as_json: bool,
    corrections: Sequence[tuple[str, str]] = (),
) -> int:
    """What `lectern search` prints: a JSON list, or a table and the count; notes on stderr,
    with the search its misspelt words would make ("Did you mean …", as the window offers)."""
    if message:
        print(f"lectern: {message}", file=sys.stderr)
    if corrections:
        better = corrected(query, dict(corrections))
        print(f"lectern: {said('Did you mean “{query}”?', query=better)}", file=sys.stderr)
    if as_json:
        print(json_text([search_record(entry, hit.score) for entry, hit in zip(entries, hits)]))
        return 0
    if not hits:
        print(f"No papers match {query!r}." if query.strip() else "The library is empty.")
        return 0
    print(result_table(entries, hits))
    shown = len(hits)
    if total > shown:
        print(f"{shown} of {total} matches (--limit 0 shows all)")
    else:
        print(f"{total} match{'es' if total != 1 else ''}")
    return 0


def import_lines(report: ImportReport) -> list[str]:
    head = f"{report.path} ({report.format}"
    if report.collection:
        head += f", collection {report.collection!r}"
    lines = [f"{head}): {report.summary()}"]
    for line, pid, reason in report.in_file:
        lines.append(f"  line {line}: repeats an earlier record ({reason}); merged into {pid}")
    for skipped in report.skipped:
        lines.append(f"  skipped line {skipped.line}: {skipped.reason}")
    lines.extend(f"  {outcome.describe()}" for outcome in report.files)
    return lines


def _wrap(text: str, indent: str = "  ") -> str:
    import textwrap

    width = min(shutil.get_terminal_size((100, 24)).columns, 100) - len(indent)
    paragraphs = [p for p in text.replace("\r\n", "\n").split("\n\n") if p.strip()]
    return "\n\n".join(
        textwrap.fill(
            " ".join(p.split()),
            width=max(width, 30),
            initial_indent=indent,
            subsequent_indent=indent,
        )
        for p in paragraphs
    )


def entry_record(entry: Entry, computers: Mapping[str, str]) -> dict[str, Any]:
    """A paper as `lectern show --json` prints it: the paper, its annotation, and each version
    of its note kept from a conflict (`note_conflicts`, with the computer that wrote it and
    when). `fields` leaves out those its status, stars, notes and collections are read from:
    the record keeps them for an export to write back, but the values are the keys above."""
    from lectern.core.crosswalk import READER_FIELDS
    from lectern.core.storage.serialize import annotation_to_dict, paper_to_dict

    record: dict[str, Any] = paper_to_dict(entry.paper)
    if "fields" in record:
        reader = READER_FIELDS.get(entry.paper.dialect, frozenset())
        record["fields"] = {k: v for k, v in record["fields"].items() if k not in reader}
    record.update(
        {k: v for k, v in annotation_to_dict(entry.annotation).items() if k != "paper_id"}
    )
    record["note_conflicts"] = [
        {
            "notes": conflict.notes,
            "written": to_iso(stamp_time(conflict.stamp)),
            "computer": computers.get(stamp_device(conflict.stamp), stamp_device(conflict.stamp)),
        }
        for conflict in entry.annotation.conflicts
    ]
    return record


def entry_details(
    entry: Entry, library: Path, computers: Mapping[str, str] | None = None, here: str = ""
) -> str:
    """A paper as `lectern show` prints it; its library copies by their full path under
    `library`, the library folder. `computers` names each device (its id → its computer's
    name), `here` is this copy's device: they say where a note kept from a conflict was
    written."""
    import textwrap

    paper, note = entry.paper, entry.annotation
    fields: list[tuple[str, str]] = [
        ("id", paper.id),
        ("key", paper.key),
        ("also cited as", ", ".join(paper.aliases)),
        ("type", paper.kind),
        ("authors", ", ".join(paper.authors)),
        ("year", str(paper.year or "")),
        ("venue", paper.venue),
        ("collections", "; ".join(paper.collections)),
        ("volume", paper.volume),
        ("issue", paper.number),
        ("pages", paper.pages),
        ("doi", paper.doi),
        ("arXiv", paper.arxiv_id),
        ("links", " ".join(dict.fromkeys((*paper.urls, *paper.code_urls)))),
        *[
            ("" if n else "files", _attachment(full_path(path, library)))
            for n, path in enumerate(paper.files)
        ],
        (
            "status",
            note.status.value
            + (f" (since {note.history[-1].at:%Y-%m-%d %H:%M} UTC)" if note.history else ""),
        ),
        ("rating", stars(note.rating)),
        ("tags", ", ".join(note.tags)),
        ("added", f"{paper.added:%Y-%m-%d}"),
        ("edited", ", ".join(paper.edited)),
        ("guessed", ", ".join(paper.derived) + " (read from its PDF)" if paper.derived else ""),
        ("in Trash", f"since {paper.trashed:%Y-%m-%d %H:%M} UTC" if paper.trashed else ""),
    ]
    fields += [
        (f"also {name}", "; ".join(_value(v) for v in values))
        for name, values in paper.alternates.items()
    ]
    label_width = max(len(label) for label, _ in fields) + 1
    lines = [paper.title + (" (derived title)" if paper.title_derived else ""), ""]
    lines += [
        f"  {(label + ':' if label else '').ljust(label_width)} {value}"
        for label, value in fields
        if value
    ]
    lines += _other_fields(paper)
    if paper.abstract.strip():
        from lectern.core.text import latex_to_text  # its tables cost `search` a start-up

        lines += ["", "Abstract", _wrap(latex_to_text(paper.abstract))]
    lines += ["", "Notes"]
    if note.notes.strip():
        lines += [textwrap.indent(note.notes.rstrip("\n"), "  ", lambda _line: True)]
    else:
        lines += ["  (none)"]
    lines += _conflict_lines(entry, computers or {}, here)
    return "\n".join(lines)


def _conflict_lines(entry: Entry, computers: Mapping[str, str], here: str) -> list[str]:
    """Each other version of the note, kept from a conflict until the user settles it: the
    note above is only the one written last, and the other must not go unseen."""
    import textwrap

    conflicts = entry.annotation.conflicts
    if not conflicts:
        return []
    lines: list[str] = []
    for conflict in sorted(conflicts, key=lambda c: c.stamp, reverse=True):
        device = stamp_device(conflict.stamp)
        where = "this computer" if device == here else computers.get(device) or "another computer"
        at = f"{stamp_time(conflict.stamp):%Y-%m-%d %H:%M} UTC"
        lines += [
            "",
            f"Note kept from a conflict (written on {where} at {at}, without either side "
            "seeing the other's change)",
        ]
        text = conflict.notes.rstrip("\n") or "(empty)"
        lines += [textwrap.indent(text, "  ", lambda _line: True)]
    pid = entry.paper.id
    lines += [
        "",
        _wrap(
            f"`lectern note {pid} --resolve` keeps the note under Notes; add --set TEXT, "
            "--append TEXT or --file F to keep other words instead. Lectern's window offers "
            "each version too."
        ),
    ]
    return lines


def _attachment(path: str) -> str:
    return path if Path(path).expanduser().is_file() else f"{path} (missing)"


def _other_fields(paper: Paper) -> list[str]:
    """The record's other fields, each value as its file wrote it (a field of several values
    one per line, as the edit form shows them)."""
    # Here: it reads LaTeX, whose tables `lectern search` (which prints no record) never needs.
    from lectern.core.crosswalk import DIALECT_NAMES, other_fields
    from lectern.core.field_text import field_text

    others = other_fields(paper.dialect, paper.fields, paper.venue)
    if not others:
        return []
    width = max(len(name) for name in others) + 1
    lines = ["", f"Other fields ({DIALECT_NAMES.get(paper.dialect, paper.dialect)}, as written)"]
    for name, value in others.items():
        text = field_text(value).splitlines() or [""]
        lines.append(f"  {(name + ':').ljust(width)} {text[0]}")
        lines += [f"  {'':{width}} {line}" for line in text[1:]]
    return lines


def _value(value: Any) -> str:
    return "; ".join(map(str, value)) if isinstance(value, list | tuple) else str(value)


def stats_lines(stats: dict[str, Any]) -> list[str]:
    lines = [
        f"Library:        {stats.get('folder', '')}",
        f"Papers:         {stats.get('papers', 0)}",
    ]
    status = stats.get("status") or {}
    if status:
        lines.append(
            "By status:      " + ", ".join(f"{name} {count}" for name, count in status.items())
        )
    for key, label in (
        ("rated", "Rated"),
        ("with_notes", "With notes"),
        ("tags", "Tags"),
        ("read_this_week", "Read this week"),
        ("saved_searches", "Saved searches"),
        ("index", "Search index"),
    ):
        if key in stats:
            lines.append(f"{(label + ':').ljust(16)}{stats[key]}")
    collections = stats.get("collections") or {}
    if collections:
        lines.append("Collections:")
        lines += [f"  {count:>6}  {name or '(none)'}" for name, count in collections.items()]
    return lines


def report_query(library: Library, message: str) -> None:
    """Say on stderr when a query was read loosely, or when the index cannot answer it."""
    state = library.index_state()
    if state != "ok":
        print(
            f"lectern: the search index is {state}; results may be incomplete until "
            "`lectern check --repair` rebuilds it.",
            file=sys.stderr,
        )
    elif message:
        print(f"lectern: {message}", file=sys.stderr)
