"""Helpers every exporter shares: write errors, citation keys, tags, Lectern's own fields."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from lectern.core.citekeys import ascii_fold, base_key, fold, kept_key, split_name, unique_key
from lectern.core.errors import StorageWriteError
from lectern.core.marks.stored import mark_to_doc
from lectern.core.models import Annotation, Entry, Paper, to_iso
from lectern.core.said import said

__all__ = ["ascii_fold", "citation_keys", "split_name", "writing_to"]

# --- writing ---------------------------------------------------------------


@contextmanager
def writing_to(dest: Path) -> Iterator[None]:
    """While writing `dest`, an OSError (a full disk, a refused folder) becomes a
    StorageWriteError that names it in words the user can act on."""
    try:
        yield
    except OSError as exc:
        raise StorageWriteError(
            said(
                "Could not write {path}: {reason}", path=str(dest), reason=exc.strerror or str(exc)
            )
        ) from exc


# --- citation keys ---------------------------------------------------------


def citation_keys(entries: Sequence[Entry]) -> list[str]:
    """Each entry's stored citation key (lectern.core.citekeys): the same whichever papers
    are exported with it. A paper without one (made outside a library) gets the pattern's,
    unique within the export."""
    stored = [kept_key(e.paper.key) for e in entries]
    taken = {fold(key) for key in stored if key}
    tried: dict[str, int] = {}
    keys: list[str] = []
    for entry, own in zip(entries, stored):
        paper = entry.paper
        if own:
            keys.append(own)
            continue
        base = base_key("", paper.authors, paper.title, paper.year)
        key = unique_key(base, taken.__contains__, tried)
        taken.add(fold(key))
        keys.append(key)
    return keys


# --- keywords and tags -----------------------------------------------------


def merged_keywords(entry: Entry) -> list[str]:
    """The paper's keywords then the user's tags, without case-insensitive repeats."""
    seen: set[str] = set()
    merged: list[str] = []
    for given in (*entry.paper.keywords, *entry.annotation.tags):
        word = " ".join(given.split())
        if word and word.lower() not in seen:
            seen.add(word.lower())
            merged.append(word)
    return merged


def arxiv_url(arxiv_id: str) -> str:
    return f"https://arxiv.org/abs/{arxiv_id}" if arxiv_id else ""


def main_url(paper: Paper) -> str:
    """The link a reader would follow: the paper's own URL, else its arXiv page."""
    return paper.urls[0] if paper.urls else arxiv_url(paper.arxiv_id)


# --- what a paper without an entry type of its own is --------------------------------

# A venue that names a meeting: its papers are conference papers (BibTeX @inproceedings with
# a booktitle, CSL paper-conference, RIS CONF), never journal articles. Words in any case;
# the meetings' acronyms only as they are written ("IEEE Micro" is a magazine).
_CONFERENCE = re.compile(
    r"\b(?:conference|proceedings|proc\.|symposium|workshop|congress|meeting|colloquium|"
    r"summit|findings of|advances in neural information processing)|(?-i:\b(?:"
    r"ICML|NeurIPS|NIPS|ICLR|CVPR|ICCV|ECCV|ACL|EMNLP|NAACL|EACL|COLING|AAAI|IJCAI|"
    r"KDD|SIGIR|SIGMOD|VLDB|WWW|CHI|UIST|ICSE|FSE|PLDI|POPL|OSDI|SOSP|NSDI|USENIX|ICASSP|"
    r"INTERSPEECH|Interspeech|COLT|UAI|AISTATS|ICRA|IROS|RSS|CoRL|MICCAI|WACV|BMVC|ISCA|"
    r"MICRO|ASPLOS)\b)",
    re.I,
)
# arXiv's subject classes ("cs.LG", "math.PR", "hep-th"): a listing names the paper's
# primary class first among its categories.
_ARXIV_CLASS = re.compile(
    r"(?:cs|math|stat|eess|econ|q-bio|q-fin|physics|astro-ph|cond-mat|nlin)\.[A-Za-z][A-Za-z-]+"
    r"|hep-th|hep-ph|hep-ex|hep-lat|gr-qc|quant-ph|math-ph|nucl-th|nucl-ex"
)


def is_conference(venue: str) -> bool:
    """Whether the venue names a conference, a workshop or their proceedings."""
    return bool(venue) and _CONFERENCE.search(venue) is not None


def arxiv_class(paper: Paper) -> str:
    """An arXiv paper's primary class when it is known: the first of its keywords that is
    an arXiv category, as an arXiv listing gives them ("" if none is, or no arXiv id)."""
    if not paper.arxiv_id:
        return ""
    return next((k for k in paper.keywords if _ARXIV_CLASS.fullmatch(k.strip())), "").strip()


def lectern_fields(entry: Entry, not_duplicates: Sequence[str] = ()) -> dict[str, object]:
    """What only Lectern reads back from its own exports: the id, the reader's status,
    stars and tags, a title derived from the abstract, and the rest of what the library
    keeps of the paper (set values only; the collections always, see collections_field)."""
    paper, note = entry.paper, entry.annotation
    own: dict[str, object] = {"id": paper.id, "status": note.status.value}
    if note.rating:
        own["rating"] = note.rating
    if note.tags:
        own["tags"] = list(note.tags)
    if paper.title_derived:
        own["title_derived"] = True
    own.update(library_fields(entry, not_duplicates))
    return own


def library_fields(entry: Entry, not_duplicates: Sequence[str] = ()) -> dict[str, Any]:
    """The paper's place in the reading queue, when it was last read, each status it had
    and when it was set (the status history), where the reader was left, the marks on its
    PDF, when the paper was added and its annotation last edited, the values other records
    of it brought (alternates), the fields guessed from its PDF, the papers the user said
    it is not a duplicate of (their ids) and its collections, as JSON-able values (set
    values only, but for the collections: see collections_field). Times are ISO 8601 in UTC, to the
    microsecond, as the library keeps them: read back, "read this week" and Recently read
    count what they counted before."""
    paper, note = entry.paper, entry.annotation
    own: dict[str, Any] = {}
    if note.queued is not None:
        own["queued"] = note.queued
    if note.last_read is not None:
        own["last_read"] = to_iso(note.last_read)
    if note.history:
        own["status_history"] = status_history_value(note)
    if note.page:
        own["reading_position"] = {"page": note.page, "pages": note.pages, "reached": note.reached}
    if note.marks:
        own["marks"] = marks_value(note)
    own["added"] = to_iso(paper.added)
    if note.modified is not None:
        own["modified"] = to_iso(note.modified)
    if paper.alternates:
        own["alternates"] = alternates_value(paper)
    if paper.derived:
        own["derived"] = list(paper.derived)
    if not_duplicates:
        own["not_duplicates"] = list(not_duplicates)
    own["collections"] = collections_field(entry)
    return own


def status_history_value(note: Annotation) -> list[dict[str, str]]:
    """Each status the paper had, oldest first, with the time it was set."""
    return [{"status": change.status.value, "at": to_iso(change.at)} for change in note.history]


def marks_value(note: Annotation) -> list[dict[str, Any]]:
    """The marks on the paper's PDF, whole (id, page, rectangles, text, colour, kind, note,
    times), as Lectern's own field carries them: another library reads them back the same."""
    return [{"id": mark.id, **mark_to_doc(mark)} for mark in note.marks]


def alternates_value(paper: Paper) -> dict[str, list[Any]]:
    return {name: list(values) for name, values in paper.alternates.items() if values}


# --- collections and "not duplicates" --------------------------------------


def collections_field(entry: Entry) -> list[str]:
    """The paper's collections, written even when there are none: a file whose every record
    names its collections is Lectern's own export, and importing it puts each paper back in
    its own collections instead of a new one named after the file."""
    return list(entry.paper.collections)


def partners(
    pairs: Iterable[tuple[str, str]], entries: Sequence[Entry]
) -> Mapping[str, tuple[str, ...]]:
    """Each exported paper's "not duplicates" partners among the papers exported with it
    (the pairs the user dismissed name paper ids), in a stable order."""
    exported = {entry.paper.id for entry in entries}
    found: dict[str, set[str]] = defaultdict(set)
    for a, b in pairs:
        if a != b and a in exported and b in exported:
            found[a].add(b)
            found[b].add(a)
    return {pid: tuple(sorted(others)) for pid, others in found.items()}
