"""The reference engine: SQLite FTS5 (Python's sqlite3, porter tokenizer, bm25).

It shows what is physically possible on this machine for the same work: the same text,
the same queries (fields become WHERE clauses on ordinary columns), the same top 50 with
highlighted fragments for the first 20.
"""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tests.benchmarks.corpus import Record, read_records

SCHEMA = """
CREATE TABLE papers(
    rowid INTEGER PRIMARY KEY, pid TEXT UNIQUE NOT NULL, authors TEXT NOT NULL,
    year INTEGER, status TEXT NOT NULL DEFAULT 'new', rating INTEGER NOT NULL DEFAULT 0);
CREATE VIRTUAL TABLE fts USING fts5(title, abstract, notes, tokenize='porter');
"""
MARK = ('<b class="match">', "</b>")
_TOKEN = re.compile(r'(\w+):("[^"]*"|\S+)|"[^"]*"|\S+')
_RANGE = re.compile(r"^(>=|<=|>|<|=)?(\d+)(?:\.\.(\d+))?$")
_WORD = re.compile(r"\w+")
_COMPARE = {">=": ">=", "<=": "<=", ">": ">", "<": "<", "=": "=", None: "="}


@dataclass(frozen=True, slots=True)
class Translated:
    """A Lectern query as FTS5 MATCH text plus WHERE clauses on the papers table."""

    match: str
    where: tuple[str, ...] = ()
    params: tuple[object, ...] = ()


@dataclass
class Hit:
    pid: str
    score: float
    fragments: dict[str, str] = field(default_factory=dict)


def _quote(text: str) -> str:
    return '"' + text.replace('"', '""') + '"'


def translate(query: str, *, any_word: bool = False) -> Translated:
    """Fields → SQL, words and phrases → FTS5 strings (implicit AND, or OR when `any_word`)."""
    terms: list[str] = []
    where: list[str] = []
    params: list[object] = []
    for match in _TOKEN.finditer(query):
        name, value = match.group(1), match.group(2)
        if name in ("status",):
            where.append("p.status = ?")
            params.append(value)
        elif name in ("rating", "year"):
            found = _RANGE.match(value)
            if not found:
                continue
            op, low, high = found.groups()
            if high:
                where.append(f"p.{name} BETWEEN ? AND ?")
                params += [int(low), int(high)]
            else:
                where.append(f"p.{name} {_COMPARE[op]} ?")
                params.append(int(low))
        elif name in ("title", "abstract", "notes"):
            terms.append(f"{name} : {_phrase(value)}")
        else:
            terms.append(_phrase(match.group(0)))
    joiner = " OR " if any_word else " "
    return Translated(joiner.join(t for t in terms if t), tuple(where), tuple(params))


def _phrase(token: str) -> str:
    prefix = token.endswith("*")
    text = token.strip('"').rstrip("*")
    if not _WORD.search(text):
        return ""
    return _quote(text) + ("*" if prefix else "")


def or_query(text: str) -> str:
    """The usual bag-of-words query: every distinct word of the text, OR-ed."""
    words = dict.fromkeys(w.lower() for w in _WORD.findall(text))
    return " OR ".join(_quote(w) for w in words)


class Fts5Index:
    """One SQLite file: the papers table and its FTS5 index."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.db = sqlite3.connect(path)

    @classmethod
    def build(cls, path: Path, records: Iterable[Record]) -> Fts5Index:
        """Create and fill the index in one transaction, durable on disk when it returns."""
        path.unlink(missing_ok=True)
        index = cls(path)
        db = index.db
        db.executescript(SCHEMA)
        with db:
            for rowid, rec in enumerate(records, 1):
                db.execute(
                    "INSERT INTO papers(rowid, pid, authors, year) VALUES (?,?,?,?)",
                    (rowid, rec.pid, rec.authors, rec.year),
                )
                db.execute(
                    "INSERT INTO fts(rowid, title, abstract, notes) VALUES (?,?,?,'')",
                    (rowid, rec.title, rec.abstract),
                )
        return index

    @classmethod
    def build_from_file(
        cls, path: Path, source: Path, limit: int | None = None
    ) -> tuple[Fts5Index, float]:
        """Read the JSON Lines file and index it; the seconds include reading and parsing."""
        started = time.perf_counter()
        index = cls.build(path, read_records(source, limit))
        return index, time.perf_counter() - started

    def add_new(self, records: Iterable[Record]) -> int:
        """A re-import: insert only the papers not there yet (by id); how many were new."""
        added = 0
        with self.db:
            for rec in records:
                cursor = self.db.execute(
                    "INSERT OR IGNORE INTO papers(pid, authors, year) VALUES (?,?,?)",
                    (rec.pid, rec.authors, rec.year),
                )
                if cursor.rowcount:
                    self.db.execute(
                        "INSERT INTO fts(rowid, title, abstract, notes) VALUES (?,?,?,'')",
                        (cursor.lastrowid, rec.title, rec.abstract),
                    )
                    added += 1
        return added

    def close(self) -> None:
        self.db.close()

    def __len__(self) -> int:
        return int(self.db.execute("SELECT count(*) FROM papers").fetchone()[0])

    def set_annotations(self, plan: Mapping[str, tuple[str, int]]) -> None:
        with self.db:
            self.db.executemany(
                "UPDATE papers SET status = ?, rating = ? WHERE pid = ?",
                [(status, rating, pid) for pid, (status, rating) in plan.items()],
            )

    def search(
        self, query: str, *, limit: int = 50, highlight: int = 20, any_word: bool = False
    ) -> list[Hit]:
        """Top `limit` by bm25, snippets of title and abstract for the first `highlight`."""
        tr = translate(query, any_word=any_word)
        where = " AND ".join(tr.where)
        if tr.match:
            sql = (
                "SELECT p.rowid, p.pid, bm25(fts) AS score FROM fts JOIN papers p "
                "ON p.rowid = fts.rowid WHERE fts MATCH ?"
                + (f" AND {where}" if where else "")
                + " ORDER BY score LIMIT ?"
            )
            rows = self.db.execute(sql, (tr.match, *tr.params, limit)).fetchall()
        else:  # fields only: the newest first, like a filtered list
            sql = (
                "SELECT p.rowid, p.pid, 0.0 FROM papers p"
                + (f" WHERE {where}" if where else "")
                + " ORDER BY p.rowid DESC LIMIT ?"
            )
            rows = self.db.execute(sql, (*tr.params, limit)).fetchall()
        hits = [Hit(pid, -score) for _, pid, score in rows]
        if highlight and tr.match and rows:
            self._add_snippets(tr.match, [r[0] for r in rows[:highlight]], hits)
        return hits

    def _add_snippets(self, match: str, rowids: Sequence[int], hits: list[Hit]) -> None:
        marks = ", ".join("?" for _ in rowids)
        sql = (
            f"SELECT rowid, snippet(fts, 0, ?, ?, '…', 16), snippet(fts, 1, ?, ?, '…', 32) "
            f"FROM fts WHERE fts MATCH ? AND rowid IN ({marks})"
        )
        snippets = {row[0]: row[1:] for row in self.db.execute(sql, (*MARK, *MARK, match, *rowids))}
        for rowid, hit in zip(rowids, hits):
            title, abstract = snippets.get(rowid, ("", ""))
            hit.fragments = {"title": title, "abstract": abstract}

    def ranked(self, text: str, limit: int) -> list[str]:
        """Bag-of-words ranking for the relevance collections (OR of the query's words)."""
        match = or_query(text)
        if not match:
            return []
        sql = (
            "SELECT p.pid FROM fts JOIN papers p ON p.rowid = fts.rowid "
            "WHERE fts MATCH ? ORDER BY bm25(fts) LIMIT ?"
        )
        return [row[0] for row in self.db.execute(sql, (match, limit))]

    def save_annotation(
        self, pid: str, *, notes: str | None = None, status: str | None = None
    ) -> None:
        """The reference for "durable and searchable": one committed update of row and index."""
        with self.db:
            if status is not None:
                self.db.execute("UPDATE papers SET status = ? WHERE pid = ?", (status, pid))
            if notes is not None:
                self.db.execute(
                    "UPDATE fts SET notes = ? WHERE rowid = "
                    "(SELECT rowid FROM papers WHERE pid = ?)",
                    (notes, pid),
                )

    def find(self, query: str) -> list[str]:
        return [hit.pid for hit in self.search(query, limit=50, highlight=0)]
