"""Damaged versions of real bibliography files, for import fuzzing.

Real files are what users import, so the mutations start from them: a download cut
short, bits flipped on a bad disk, a file saved in the wrong encoding, NUL bytes from
a broken sync tool, a 10 MB line from a scraper gone wrong, and nesting deep enough to
blow a recursive parser's stack. Shared by `make test` (a seeded sample per file) and
`tests/reliability/torture.py` (many more).
"""

from __future__ import annotations

import csv
import gzip
import io
import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
IMPORTS = SHARED / "data" / "imports"
SEEDS = SHARED / "seeds"
ARXIV_LISTING = SHARED / "data" / "arxiv-cs-74k.jsonl.gz"

KINDS = (
    "truncate",
    "byte_flip",
    "wrong_encoding",
    "nul_bytes",
    "long_line",
    "deep_nesting",
    "cut_and_splice",
)
LONG_LINE_BYTES = 10 * 1024 * 1024
NESTING_DEPTH = 100_000

# Where a value starts in each kind of file: nesting is inserted there, so it reaches the
# parser's value handling instead of failing at the first character.
_VALUE_STARTS = (
    rb'"title"\s*:\s*',
    rb'"abstract"\s*:\s*',
    rb'"summary"\s*:\s*',
    rb'"author"\s*:\s*',
    rb"title\s*=\s*",
    rb"abstract\s*=\s*",
    rb"<summary>",
    rb"<title>",
    rb"TI  - ",
    rb"AB  - ",
)
_OPENERS = {  # (opening, closing) per family of format
    "json": (b"[", b"]"),
    "bib": (b"{", b"}"),
    "xml": (b"<x>", b"</x>"),
    "text": (b"{", b"}"),
}


@dataclass(frozen=True)
class Case:
    """One mutated file to import: where it came from and what was done to it."""

    source: Path
    kind: str
    data: bytes
    suffix: str  # the name keeps the original's extension, as a user's file would

    @property
    def label(self) -> str:
        return f"{self.source.name}:{self.kind}"


def family(path: Path) -> str:
    name = path.name.lower()
    if name.endswith((".json", ".jsonl")):
        return "json"
    if name.endswith(".bib"):
        return "bib"
    if name.endswith((".xml", ".atom")):
        return "xml"
    return "text"


def suffix_of(path: Path) -> str:
    name = path.name.lower()
    return ".csl.json" if name.endswith(".csl.json") else path.suffix


# --- the mutations ------------------------------------------------------------------


def truncate(data: bytes, rng: random.Random) -> bytes:
    """A download or copy cut short, possibly in the middle of a UTF-8 character."""
    return data[: rng.randint(0, max(0, len(data) - 1))]


def byte_flip(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 16)):
        if out:
            out[rng.randrange(len(out))] ^= rng.randint(1, 255)
    return bytes(out)


def wrong_encoding(data: bytes, rng: random.Random) -> bytes:
    """The same text saved by a tool that picked another encoding (or decoded it twice)."""
    text = data.decode("utf-8", errors="replace")
    choice = rng.choice(
        [
            "utf-16",
            "utf-16-le",
            "utf-32",
            "latin-1",
            "cp1252",
            "shift_jis",
            "double-utf8",
            "utf-8-sig",
            "mac_roman",
        ]
    )
    if choice == "double-utf8":
        return text.encode("utf-8").decode("latin-1").encode("utf-8")
    return text.encode(choice, errors="replace")


def nul_bytes(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        at = rng.randint(0, len(out))
        out[at:at] = b"\x00" * rng.choice([1, 1, 2, 64, 4096])
    return bytes(out)


def long_line(data: bytes, rng: random.Random, size: int = LONG_LINE_BYTES) -> bytes:
    """A 10 MB line in the middle of the file, made of words (so every layer sees it)."""
    starts = [0] + [m.end() for m in re.finditer(rb"\n", data)]
    at = rng.choice(starts)
    word = rng.choice([b"lorem ", b"\\alpha ", b"x", b"{a} ", b"$x$ ", b"\xc3\xa9t\xc3\xa9 "])
    line = (word * (size // len(word) + 1))[:size]
    return data[:at] + line + b"\n" + data[at:]


def deep_nesting(data: bytes, fam: str, rng: random.Random) -> bytes:
    """A value nested 100,000 deep, balanced, where the format expects a value."""
    opening, closing = _OPENERS[fam]
    spots = [m.end() for pattern in _VALUE_STARTS for m in re.finditer(pattern, data)]
    at = rng.choice(spots) if spots else rng.randint(0, len(data))
    depth = rng.choice([1_000, NESTING_DEPTH])
    inner = b"1" if fam == "json" else b"deep"
    value = opening * depth + inner + closing * depth
    if fam == "json" and data[at : at + 1] in (b'"', b"[", b"{"):
        value += b", " if rng.random() < 0.5 else b""
    return data[:at] + value + data[at:]


def cut_and_splice(data: bytes, rng: random.Random) -> bytes:
    """Two files' worth of sync conflict: a span deleted, another span repeated."""
    if len(data) < 4:
        return data * 2
    a, b = sorted(rng.sample(range(len(data)), 2))
    c, d = sorted(rng.sample(range(len(data)), 2))
    return data[:a] + data[b:] + data[c:d]


def mutate(
    data: bytes, kind: str, fam: str, rng: random.Random, long_bytes: int = LONG_LINE_BYTES
) -> bytes:
    if kind == "truncate":
        return truncate(data, rng)
    if kind == "byte_flip":
        return byte_flip(data, rng)
    if kind == "wrong_encoding":
        return wrong_encoding(data, rng)
    if kind == "nul_bytes":
        return nul_bytes(data, rng)
    if kind == "long_line":
        return long_line(data, rng, long_bytes)
    if kind == "deep_nesting":
        return deep_nesting(data, fam, rng)
    if kind == "cut_and_splice":
        return cut_and_splice(data, rng)
    raise ValueError(f"unknown mutation {kind!r}")


# --- the real files -------------------------------------------------------------------


def _listing_sample(folder: Path, lines: int = 40) -> list[Path]:
    """JSON Lines and CSV versions of real arXiv listings (no such files ship in imports/)."""
    if not ARXIV_LISTING.exists():
        return []
    records = []
    with gzip.open(ARXIV_LISTING, "rt", encoding="utf-8") as handle:
        for raw in handle:
            records.append(json.loads(raw))
            if len(records) >= lines:
                break
    jsonl = folder / "arxiv-listing.jsonl"
    jsonl.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), "utf-8")
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["Title", "Authors", "Abstract", "Year", "URL", "Categories"])
    for r in records:
        writer.writerow(
            [
                r.get("title", ""),
                "; ".join(r.get("authors", [])),
                r.get("summary", ""),
                str(r.get("listing_date", ""))[:4],
                r.get("abs", ""),
                ", ".join(r.get("categories", [])),
            ]
        )
    table = folder / "arxiv-listing.csv"
    table.write_text(buffer.getvalue(), "utf-8")
    return [jsonl, table]


def backup_sample(library: Path, work: Path) -> Path:
    """A Lectern backup (papers, annotations, saved searches) of an existing library."""
    from lectern.core.library import Library

    target = work / "lectern-backup.json"
    with Library.open(library, readonly=True) as opened:
        opened.exports.export("json", target)
    return target


def real_files(work: Path, library: Path | None = None) -> list[Path]:
    """Every real import file: ../shared/data/imports, the seeds, listing samples in `work`,
    and a backup of `library` when given (Lectern's own format is imported too)."""
    files = sorted(p for p in IMPORTS.rglob("*") if p.is_file()) if IMPORTS.is_dir() else []
    files += sorted(SEEDS.glob("*.txt")) if SEEDS.is_dir() else []
    work.mkdir(parents=True, exist_ok=True)
    files += _listing_sample(work)
    return files + ([backup_sample(library, work)] if library is not None else [])


def cases(
    files: list[Path],
    per_file: int,
    seed: int,
    *,
    kinds: tuple[str, ...] = KINDS,
    max_long: int | None = None,
    head_bytes: int | None = None,
    long_bytes: int = LONG_LINE_BYTES,
) -> Iterator[Case]:
    """`per_file` mutations of each file, reproducible from `seed`.

    Every kind comes up in turn, so even a small sample covers them all. `max_long`
    caps the number of long-line cases (10 MB each unless `long_bytes` says otherwise;
    a 10 MB abstract costs seconds to parse and index); `head_bytes` keeps
    only the start of large files (importing all 3,600 entries of tugboat.bib takes
    seconds, and the quick tests have many cases to get through).
    """
    rng = random.Random(seed)
    long_done = 0
    turn = 0
    for path in files:
        data = path.read_bytes()[:head_bytes]
        fam = family(path)
        for _ in range(per_file):
            kind = kinds[turn % len(kinds)]
            turn += 1
            if kind == "long_line" and max_long is not None and long_done >= max_long:
                kind = "byte_flip"
            if kind == "long_line":
                long_done += 1
            yield Case(path, kind, mutate(data, kind, fam, rng, long_bytes), suffix_of(path))
