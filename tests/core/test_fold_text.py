"""Folding a text (how an import compares titles and abstracts): an ASCII abstract is
folded by a byte table, with the same result as the word pattern, so a paper imported
before is found again and keeps its id."""

from __future__ import annotations

import gzip
import itertools
import re
import unicodedata
from pathlib import Path

import orjson

from lectern.core import models
from lectern.core.models import fingerprint, fold_text


def _by_pattern(text: str) -> str:
    """The folding every library so far was made with."""
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(re.sub(r"[^\w]+", " ", text.lower()).split())


def test_every_ascii_character_folds_as_the_word_pattern_folds_it() -> None:
    table = models._ASCII_FOLD
    for code in range(128):
        text = f"Graph{chr(code)}Neural_Nets 2"
        assert fold_text(text) == _by_pattern(text), repr(chr(code))
        padded = chr(code) * 3 + text + chr(code)
        assert fold_text(padded) == _by_pattern(padded), repr(chr(code))
        word = re.fullmatch(r"\w", chr(code)) is not None
        assert table[code] == (ord(chr(code).lower()) if word else ord(" ")), repr(chr(code))


def test_real_abstracts_fold_and_fingerprint_as_before(shared_data: Path) -> None:
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz") as lines:
        records = [orjson.loads(line) for line in itertools.islice(lines, 2000)]
    texts = [str(r.get("abstract") or "") for r in records] + [str(r["title"]) for r in records]
    texts += ["Schrödinger’s “cat” — naïve café", "  Déjà\tvu\n(again)  ", "", "---"]
    for text in texts:
        assert fold_text(text) == _by_pattern(text)
    title, abstract = texts[2000], texts[0]
    assert fingerprint(title, abstract) == models.folded_fingerprint(
        _by_pattern(title), _by_pattern(abstract)
    )
