"""Helpers every exporter shares: atomic writes, name splitting, citation keys, tags."""

from __future__ import annotations

import os
import re
import tempfile
import unicodedata
from collections.abc import Iterable, Sequence
from pathlib import Path

from lectern.core.errors import StorageWriteError
from lectern.core.models import Entry, Paper

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


# --- names -----------------------------------------------------------------

# Lower-case words that belong to the family name ("Ludwig van Beethoven").
_PARTICLES = frozenset(
    "van von der den de del della di da dos das du des la le ten ter zu y al el bin ibn".split()
)
_SUFFIXES = frozenset({"jr", "jr.", "sr", "sr.", "ii", "iii", "iv", "v"})


def split_name(display: str) -> tuple[str, str, str]:
    """A display name → (family, given, suffix).

    Accepts "Given Family", "Family, Given" and "Family, Suffix, Given"; keeps
    particles with the family name; a single word (an organisation, a mononym)
    becomes the family name alone.
    """
    name = " ".join(display.split())
    if not name:
        return "", "", ""
    if "," in name:
        parts = [p.strip() for p in name.split(",")]
        if len(parts) >= 3:
            return parts[0], ", ".join(parts[2:]), parts[1]
        family, given = parts[0], parts[1]
        if (
            given.lower() in _SUFFIXES
        ):  # "King Jr., Martin" is not this; "Gates, III" is odd but possible
            return family, "", given
        return family, given, ""
    words = name.split(" ")
    suffix = ""
    if len(words) > 2 and words[-1].lower().strip(",") in _SUFFIXES:
        suffix = words.pop()
    if len(words) == 1:
        return words[0], "", suffix
    start = len(words) - 1
    while start > 1 and words[start - 1].lower() in _PARTICLES:
        start -= 1
    # "Jean de la Fontaine": the first particle must follow at least one given name.
    return " ".join(words[start:]), " ".join(words[:start]), suffix


def ascii_fold(text: str) -> str:
    """ "Gödel" → "Godel": citation keys must survive BibTeX, which is ASCII at heart."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if ord(ch) < 128 and not unicodedata.combining(ch))


# --- citation keys ---------------------------------------------------------

_STOPWORDS = frozenset(
    "a an the on of in for and to with from at by is are via towards toward how what why "
    "when do does can we our your its".split()
)
_KEY_BAD = re.compile(r"[^A-Za-z0-9_:.\-+/]")


def _key_base(paper: Paper) -> str:
    if paper.key:
        cleaned = _KEY_BAD.sub("", ascii_fold(paper.key))
        if cleaned:
            return cleaned
    family = split_name(paper.authors[0])[0] if paper.authors else ""
    family = re.sub(r"[^a-z]", "", ascii_fold(family).lower())
    word = ""
    for candidate in re.findall(r"[A-Za-z0-9]+", ascii_fold(paper.title)):
        if candidate.lower() not in _STOPWORDS:
            word = candidate.lower()
            break
    year = str(paper.year) if paper.year else ""
    return (family + year + word) or "paper"


def _suffixes() -> Iterable[str]:
    """ "", then a..z, aa..zz: the convention JabRef and Better BibTeX users know."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    yield ""
    yield from letters
    for first in letters:
        for second in letters:
            yield first + second
    n = 0
    while True:
        n += 1
        yield f"-{n}"


def citation_keys(entries: Sequence[Entry]) -> list[str]:
    """One unique key per entry: Paper.key when it has one, else "firstauthorYEARfirstword".

    Keys compare case-insensitively because BibTeX and biber treat "Smith2020"
    and "smith2020" as clashing.
    """
    taken: set[str] = set()
    keys: list[str] = []
    for entry in entries:
        base = _key_base(entry.paper)
        for suffix in _suffixes():
            key = base + suffix
            if key.lower() not in taken:
                break
        taken.add(key.lower())
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
