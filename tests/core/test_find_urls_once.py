"""An import finds an abstract's links once, and only where a link can start: the same links
as the patterns tried at every character, so a paper imported again keeps the same links and
code links (13,000 of the 74,728 arXiv abstracts have some)."""

from __future__ import annotations

import functools
import gzip
import itertools
from pathlib import Path

import orjson

from lectern.core import text as text_module
from lectern.core.library.importing import complete
from lectern.core.text import CODE_HOSTS, find_code_urls, find_urls
from tests.core.helpers_pieces import new_seed, texts_of

PIECES = (
    "http://",
    "https://",
    "HTTPS://",
    "hTtPs://",
    "://",
    "github.com/",
    "GitHub.com/a",
    "www.github.com/x",
    "www.",
    "hf.co/m",
    "huggingface.co/x/y",
    "anonymous.4open.science/r/z",
    "https://github.com/o/r.",
    "\\_",
    "ſ",  # the long s: a pattern's "s" in any case
    "K",  # the Kelvin sign: a pattern's "k"
    "é",
    " ",
    ".",
    "/",
    "@",
    "-",
    ":",
    "(",
    ")",
    ",",
    "a",
)


def _everywhere(text: str) -> list[tuple[int, int, str]]:
    """The links the patterns find tried at every character: how every library so far
    found them."""
    found = [(m.start(), m.end(), m.group(0)) for m in text_module._URL.finditer(text)]
    found += [(m.start(), m.end(), m.group(0)) for m in text_module._BARE.finditer(text)]
    return found


def _tried_where_links_start(text: str) -> list[tuple[int, int, str]]:
    found = [(m.start(), m.end(), m.group(0)) for m in text_module._url_matches(text)]
    found += [(m.start(), m.end(), m.group(0)) for m in text_module._bare_matches(text)]
    return found


@functools.cache
def _real_texts(shared_data: Path, count: int) -> list[str]:
    """The abstracts and comments of the listing's first `count` records, read once a
    process (two tests look at the first 20,000; neither changes the list)."""
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz") as lines:
        records = [orjson.loads(line) for line in itertools.islice(lines, count)]
    return [str(r.get(name) or "") for r in records for name in ("summary", "comment")]


def test_real_abstracts_give_the_same_links(shared_data: Path) -> None:
    texts = _real_texts(shared_data, 20_000)
    with_links = [t for t in texts if "http" in t or "www." in t or any(h in t for h in CODE_HOSTS)]
    assert len(with_links) > 3000
    for text in with_links:
        assert _tried_where_links_start(text) == _everywhere(text), text


def test_made_up_texts_give_the_same_links() -> None:
    seed = new_seed()
    for text in texts_of(PIECES, 14, seed):
        assert _tried_where_links_start(text) == _everywhere(text), (seed, text)


def test_a_new_papers_code_links_come_from_the_links_found_once(shared_data: Path) -> None:
    texts = [t for t in _real_texts(shared_data, 20_000) if "github" in t.lower()]
    assert len(texts) > 500
    for text in texts:
        found = find_urls(text)
        assert find_code_urls(text, found) == find_code_urls(text)
    doc = complete(
        {
            "abstract": "Code at https://github.com/lectern/lectern, weights on hf.co/org/m.",
            "urls": ["https://arxiv.org/abs/2401.01234"],
            "code_urls": [],
        }
    )
    assert doc["urls"] == [
        "https://arxiv.org/abs/2401.01234",
        "https://github.com/lectern/lectern",
        "https://hf.co/org/m",
    ]
    assert doc["code_urls"] == ["https://github.com/lectern/lectern", "https://hf.co/org/m"]
