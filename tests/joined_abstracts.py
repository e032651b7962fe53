"""Real arXiv abstracts joined into one long text: the abstract field of a broken export,
as the huge-record window test, its bench and the word-finding test make it."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

LISTING = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "arxiv-cs-74k.jsonl.gz"


def joined_abstracts(characters: int, listing: Path = LISTING) -> str:
    """The listing's abstracts, each on one line, joined by spaces until `characters` long."""
    parts: list[str] = []
    size = 0
    with gzip.open(listing, "rt", encoding="utf-8") as lines:
        for line in lines:
            part = " ".join(json.loads(line)["summary"].split())
            parts.append(part)
            size += len(part) + 1
            if size >= characters:
                break
    return " ".join(parts)
