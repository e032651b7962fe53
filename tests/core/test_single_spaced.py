"""An abstract's line breaks and runs of spaces are made single spaces (on import, and for the
index) the quick way when it has no other spaces: the same text as splitting it into words
and joining them, so a paper imported again is the same paper with the same abstract."""

from __future__ import annotations

import gzip
import itertools
import re
from pathlib import Path

import orjson

from lectern.core.importers.common import unwrap
from lectern.core.text import plain_text, single_spaced
from tests.core.helpers_pieces import new_seed, texts_of

SPACES = [" ", "  ", "\n", "\n\n", "\t", "\r", "\x0b", "\x0c", "\x1c", "\x1f", "\x85", "\xa0"]


def _unwrapped_by_words(text: str) -> str:
    """How every library so far unwrapped an abstract: each paragraph's words joined."""
    text = text.strip()
    if "\n" not in text:
        return text
    paragraphs = re.split(r"\n\s*\n|\n(?=[ \t]+\S)", text)
    return "\n\n".join(" ".join(p.split()) for p in paragraphs if p.strip())


def test_real_abstracts_are_single_spaced_as_their_words_joined(shared_data: Path) -> None:
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz") as lines:
        records = [orjson.loads(line) for line in itertools.islice(lines, 5000)]
    texts = [str(r.get("summary") or "") for r in records] + [str(r["title"]) for r in records]
    quick = 0
    for text in texts:
        assert single_spaced(text) == " ".join(text.split())
        assert unwrap(text) == _unwrapped_by_words(text)
        quick += single_spaced(text) == text.strip().replace("\n", " ")
    assert quick > 9000  # nearly all of them: hard-wrapped ASCII
    assert unwrap("A first\nline.\n  An indented one\nwrapped.") == (
        "A first line.\n\nAn indented one wrapped."
    )
    assert plain_text("Graph\nneural  nets\t\x1c") == "Graph neural nets"


def test_any_spacing_is_single_spaced_as_the_words_joined() -> None:
    seed = new_seed()
    for text in texts_of([*SPACES, "a", "bc", "é", "Ω"], 12, seed):
        assert single_spaced(text) == " ".join(text.split()), (seed, text)
        assert unwrap(text) == _unwrapped_by_words(text), (seed, text)
