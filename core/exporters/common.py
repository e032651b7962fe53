"""Helpers every exporter shares: atomic writes, citation keys, tags, Lectern's own fields."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from lectern.core.citekeys import ascii_fold, base_key, fold, kept_key, split_name, unique_key
from lectern.core.errors import StorageWriteError
from lectern.core.models import Entry, Paper

__all__ = ["ascii_fold", "citation_keys", "split_name", "write_atomic"]

# --- writing ---------------------------------------------------------------


def write_atomic(dest: Path, data: bytes, *, durable: bool = True) -> None:
    """Replace `dest` in one step so a crash or a full disk never leaves half a file.

    `durable=False` skips the fsyncs; the Markdown exporter uses it per note and
    syncs the folder once at the end, because thousands of fsyncs make a large
    export crawl while each file is still replaced atomically.
    """
    dest = Path(dest)
    folder = dest.parent
    tmp_name = ""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp_name, dest)
        tmp_name = ""
        if durable:
            sync_folder(folder)
    except OSError as exc:
        raise StorageWriteError(f"Could not write {dest}: {exc.strerror or exc}") from exc
    finally:
        if tmp_name:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass


def sync_folder(folder: Path) -> None:
    """Make a rename durable; folders cannot be opened for fsync on Windows, which is fine."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# --- citation keys ---------------------------------------------------------


def citation_keys(entries: Sequence[Entry]) -> list[str]:
    """Each entry's stored citation key (lectern.core.citekeys): the same whichever papers
    are exported with it. A paper without one (made outside a library) gets the pattern's,
    unique within the export."""
    stored = [kept_key(e.paper.key) for e in entries]
    taken = {fold(key) for key in stored if key}
    keys: list[str] = []
    for entry, own in zip(entries, stored):
        paper = entry.paper
        if own:
            keys.append(own)
            continue
        key = unique_key(base_key("", paper.authors, paper.title, paper.year), taken.__contains__)
        taken.add(fold(key))
        keys.append(key)
    return keys


# --- keywords and tags -----------------------------------------------------


def merged_keywords(entry: Entry) -> list[str]:
    """The paper's keywords then the user's tags, without case-insensitive repeats."""
    seen: set[str] = set()
    merged: list[str] = []
    for word in (*entry.paper.keywords, *entry.annotation.tags):
        word = " ".join(word.split())
        if word and word.lower() not in seen:
            seen.add(word.lower())
            merged.append(word)
    return merged


def arxiv_url(arxiv_id: str) -> str:
    return f"https://arxiv.org/abs/{arxiv_id}" if arxiv_id else ""


def main_url(paper: Paper) -> str:
    """The link a reader would follow: the paper's own URL, else its arXiv page."""
    return paper.urls[0] if paper.urls else arxiv_url(paper.arxiv_id)


def lectern_fields(entry: Entry) -> dict[str, object]:
    """What only Lectern reads back from its own exports: the id, the reader's status,
    stars and tags, and a title derived from the abstract (set values only)."""
    paper, note = entry.paper, entry.annotation
    own: dict[str, object] = {"id": paper.id, "status": note.status.value}
    if note.rating:
        own["rating"] = note.rating
    if note.tags:
        own["tags"] = list(note.tags)
    if paper.title_derived:
        own["title_derived"] = True
    return own
