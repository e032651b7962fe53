"""Pieces of Lectern's query language and pathological queries, for query fuzzing.

Random text alone rarely gets past the first token of a query parser; strings built from
these pieces reach fields, ranges, dates, phrases, groups and operators in every order.
"""

from __future__ import annotations

import random

PIECES = [
    "title:",
    "author:",
    "abstract:",
    "notes:",
    "tag:",
    "status:",
    "rating:",
    "year:",
    "added:",
    "venue:",
    "collection:",
    "id:",
    "doi:",
    "arxiv:",
    "unknown:",
    "AND",
    "OR",
    "NOT",
    "and",
    "-",
    "+",
    "(",
    ")",
    '"',
    "'",
    "*",
    "?",
    "~",
    "~2",
    "^2",
    ":",
    "..",
    ">=",
    "<=",
    ">",
    "<",
    "=",
    "to-read",
    "read",
    "5",
    "-1",
    "99999999999999999999",
    "2024..2026",
    "2026..2024",
    "today",
    "yesterday",
    "last week",
    "7d",
    "-3m",
    "2026-11-01",
    "2026-13-45",
    "learning",
    "diffusion",
    "agent",
    "a",
    "é",
    "Ω",
    "ﬁ",
    "日本語",
    "\u202e",
    "\x00",
    "\\",
    "/",
    "{",
    "}",
    "[",
    "]",
    " ",
    "  ",
    "\t",
    "\n",
    ",",
    ";",
    "%",
    "$x$",
    "\\alpha",
    "*:*",
    "**",
    "a*",
    "*a",
    "?a",
    "a~~",
]

# Queries that return quickly and without an exception today.
NASTY = [
    '"' * 999,
    "NOT " * 2000,
    "a OR " * 3000 + "b",
    "x" * 100_000,
    "title:" * 1000,
    "*" * 500,
    "~" * 500,
    "year:" + "1" * 400 + ".." + "2" * 400,
    "added:>" + "2026-" * 200,
    "\x00\x01\x02",
    "\uffff\ufffe",
    "learning~99",
    "a" * 50 + "~",
    "(" * 50 + "learning",
    "rating:>=" + "9" * 300,
    "year:>=-99999999999",
    "added:<9999-99-99",
    "(" * 5000 + "learning" + ")" * 5000,
    "(" * 3000,
    "NOT (" * 2000 + "x",
]
# Numbers past the value Lectern's search index can hold: a hint, never a "damaged index".
OUT_OF_RANGE = ["year:>=-99999999999", "rating:>=" + "9" * 300, "year:1000000..2000000"]

# Queries that raise out of library.searching.search (see test_found_bugs.py).
NASTY_KNOWN_BAD = ["rating:>=" + "9" * 5000, "year:" + "2" * 5000]


def random_query(rng: random.Random) -> str:
    """Random text, or query-language pieces glued together with or without spaces."""
    shape = rng.random()
    if shape < 0.25:
        return "".join(
            chr(
                rng.choice(
                    [rng.randint(32, 126), rng.randint(0, 0x2FFF), rng.randint(0x1F300, 0x1F6FF)]
                )
            )
            for _ in range(rng.randint(0, 40))
        )
    pieces = [rng.choice(PIECES) for _ in range(rng.randint(1, 20))]
    return ("" if shape < 0.6 else " ").join(pieces)
