"""What the Lectern-over-Syncthing tests do on each side: real files to import, random
edits recorded as they are made, the library's state to compare, and what its change
files say about each edit."""

from __future__ import annotations

import gzip
import json
import random
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import Any

from lectern.core.library import Library
from lectern.core.models import Annotation, Paper, Status
from lectern.core.sync.stamps import stamp_device

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
DATA = SHARED / "data"
BASE_FILE = DATA / "imports" / "bibtex" / "biblatex-examples.bib"
ARXIV_LISTING = DATA / "arxiv-cs-74k.jsonl.gz"
COMMON_DOI = "10.5555/lectern.sync.common"


def import_real_papers(lib: Library) -> None:
    """Real papers into `lib`: a real BibTeX file of ../shared/data when it is there, else
    the ICML abstracts Lectern ships (so the test runs on a machine without ../shared)."""
    if BASE_FILE.exists():
        lib.imports.import_files([BASE_FILE])
    else:
        lib.imports.import_sample()


def arxiv_slice(target: Path, count: int) -> Path:
    """`count` papers as a .jsonl file to import: the first of the 74k arXiv listing when
    ../shared is there, else the shipped abstracts numbered again and again."""
    if ARXIV_LISTING.exists():
        with gzip.open(ARXIV_LISTING, "rb") as source:
            target.write_bytes(b"".join(islice(source, count)))
        return target
    from lectern.core.resources import sample_files

    abstracts = [
        block.strip()
        for path in sample_files()
        for block in path.read_text(encoding="utf-8").split("\n\n")[1:]
        if block.strip()
    ]
    lines = [
        json.dumps(
            {
                "id": f"2601.{n:05d}",
                "title": f"Listing paper {n}: " + abstracts[n % len(abstracts)][:60],
                "summary": abstracts[n % len(abstracts)],
            }
        )
        for n in range(count)
    ]
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target


def bibtex_of(side: str, target: Path) -> Path:
    """A small BibTeX file of three papers of `side`'s own and one both sides import."""
    entries = [
        (f"{side}-{n}", f"Results only side {side} imported, part {n}", f"10.5555/{side}.{n}")
        for n in range(3)
    ]
    entries.append(("common", "A paper both computers imported", COMMON_DOI))
    text = "".join(
        f"@article{{{key},\n  title = {{{title}}},\n  author = {{Lovelace, Ada and Babbage, "
        f"Charles}},\n  journal = {{Journal of Synced Libraries}},\n  year = {{2025}},\n"
        f"  doi = {{{doi}}},\n  abstract = {{What {title.lower()} says about syncing.}}\n}}\n\n"
        for key, title, doi in entries
    )
    target.write_text(text, encoding="utf-8")
    return target


def state(lib: Library) -> tuple[dict[str, Paper], dict[str, Annotation]]:
    """Every paper (the Trash's too) and its annotation, as the user sees them."""
    papers = {pid: lib.papers.paper(pid) for pid in sorted([*lib.ids(), *lib.papers.trash_ids()])}
    return papers, {pid: lib.notes.annotation(pid) for pid in papers}


@dataclass(frozen=True)
class Edit:
    side: str
    paper: str
    field: str  # status, rating, tag+, tag-, notes
    value: Any


class Editor:
    """Makes random edits on one side's open library, each one a real change (never the
    value the field has already), and records them."""

    def __init__(self, side: str, lib: Library, seed: int) -> None:
        self.side, self.lib = side, lib
        self.rng = random.Random(seed)
        self.edits: list[Edit] = []

    def edit(self, pid: str, field: str, value: Any) -> None:
        lib = self.lib
        if field == "status":
            lib.notes.set_status([pid], value)
        elif field == "rating":
            lib.notes.set_rating([pid], value)
        elif field == "tag+":
            lib.notes.add_tags([pid], [value])
        elif field == "tag-":
            lib.notes.remove_tags([pid], [value])
        else:
            lib.notes.set_notes(pid, value)
        self.edits.append(Edit(self.side, pid, field, value))

    def random_edit(self, pool: list[str], n: int) -> None:
        rng, pid = self.rng, self.rng.choice(pool)
        current = self.lib.notes.annotation(pid)
        kind = rng.choice(["status", "rating", "tags", "notes"])
        if kind == "status":
            self.edit(pid, "status", rng.choice([s for s in Status if s is not current.status]))
        elif kind == "rating":
            self.edit(pid, "rating", rng.choice([r for r in range(6) if r != current.rating]))
        elif kind == "tags":
            missing = [t for t in (f"topic-{k}" for k in range(6)) if t not in current.tags]
            if missing and (not current.tags or rng.random() < 0.7):
                self.edit(pid, "tag+", rng.choice(missing))
            else:
                self.edit(pid, "tag-", rng.choice(current.tags))
        else:
            self.edit(pid, "notes", f"Note {n} typed on side {self.side} about {pid}.")


class History:
    """What a library's change files say, indexed for checking edits against them."""

    def __init__(self, lib: Library) -> None:
        self.records = [r for r in lib.sync.changes() if r.get("k") == "a"]
        self.seen: set[tuple[str, str, str, str]] = set()
        self.latest: dict[tuple[str, str], tuple[str, Any]] = {}
        for record in self.records:
            stamp, pid = str(record["s"]), str(record["id"])
            device, fields = stamp_device(stamp), record.get("f") or {}
            old = set((record.get("o") or {}).get("tags") or ())
            for name in ("status", "rating", "notes", "tags"):
                if name in fields:
                    self.latest[(pid, name)] = max(
                        self.latest.get((pid, name), ("", None)),
                        (stamp, fields[name]),
                        key=lambda item: item[0],
                    )
            for name in ("status", "rating", "notes"):
                if name in fields:
                    self.seen.add((device, pid, name, repr(fields[name])))
            if "tags" in fields:
                new = set(fields["tags"] or ())
                for tag in new - old:
                    self.seen.add((device, pid, "tag+", repr(tag)))
                for tag in old - new:
                    self.seen.add((device, pid, "tag-", repr(tag)))

    def has(self, device: str, edit: Edit) -> bool:
        value = edit.value.value if isinstance(edit.value, Status) else edit.value
        return (device, edit.paper, edit.field, repr(value)) in self.seen

    def final(self, pid: str, name: str) -> Any:
        """The value of the latest change to `pid`'s `name` (what the merge rule keeps)."""
        return self.latest[(pid, name)][1]

    def stamp_of_note(self, pid: str, text: str) -> str:
        return max(
            str(r["s"]) for r in self.records if r["id"] == pid and r["f"].get("notes") == text
        )
