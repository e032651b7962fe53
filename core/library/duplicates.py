"""Possible duplicates: papers that might be one work, for the user to merge or dismiss.

Imports merge only what :mod:`lectern.core.library.identity` finds certain; this module finds
the rest in the library as it is: papers sharing a normalised title (or an abstract, where one of
them has no title) whose other details leave the question open. Connected pairs form one
group ("Attention is all you need" from 2017 and 2017's preprint with another year).

Two rules keep the list worth reading:

- a title that one file repeats in three or more entries is a recurring title (a
  journal's "Editorial comments", a Mendeley export's "Online reference"): that file keeps
  those entries apart on purpose, so they are not offered as duplicates of each other;
- a pair the user dismissed ("not duplicates") stays dismissed.

`identity.near_reason` keeps out the rest of what is no work twice: two papers whose authors
share no surname ("Chairman's report" by Palais and by Spivak), and one journal's title in
two of its issues or on pages apart in one (a column, an advertiser's notice each year).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from lectern.core.library.identity import Keys, near_reason

RECURRING = 3  # entries of one file with one title that make it a recurring title
BUCKET_LIMIT = 200  # more papers than this under one title are a recurring title anyway


@dataclass(frozen=True, slots=True)
class DuplicateGroup:
    """Papers that might be one work: ids oldest first, and why they were grouped."""

    ids: tuple[str, ...]
    reasons: tuple[str, ...]


def pair_key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


def all_pairs(ids: Sequence[str]) -> list[tuple[str, str]]:
    """Every pair among `ids`, as the dismissed pairs are kept."""
    return [pair_key(a, b) for i, a in enumerate(ids) for b in ids[i + 1 :]]


def find_groups(
    docs: Mapping[str, Mapping[str, Any]],
    bucket_keys: Mapping[str, tuple[int, str]],
    keys_of: Callable[[str], Keys],
    dismissed: set[tuple[str, str]],
) -> list[DuplicateGroup]:
    """The possible-duplicate groups among `docs` (the live papers), oldest paper first.

    `bucket_keys` holds a hash of each paper's normalised title (0 when it has none) and
    its abstract key (Keys' `title` and `abstract`); `keys_of` works out the whole keys,
    needed only for papers that share one (at 75,000 papers, keeping every paper's keys
    would take 100 MB), and which compare the titles themselves.
    """
    # Only keys that two papers share get a bucket: a list per paper would cost more than
    # the papers' keys themselves.
    titles = Counter(title for title, _ in bucket_keys.values() if title)
    abstracts = Counter(abstract for _, abstract in bucket_keys.values() if abstract)
    buckets: dict[tuple[str, int | str], list[str]] = defaultdict(list)
    for pid, (title, abstract) in bucket_keys.items():
        if title and titles[title] > 1:
            buckets[("t", title)].append(pid)
        if abstract and abstracts[abstract] > 1:
            buckets[("a", abstract)].append(pid)
    del titles, abstracts
    keys: dict[str, Keys] = {}

    def key(pid: str) -> Keys:
        found = keys.get(pid)
        if found is None:
            found = keys[pid] = keys_of(pid)
        return found

    parent: dict[str, str] = {}
    reasons: dict[str, set[str]] = defaultdict(set)

    def root(pid: str) -> str:
        while parent.get(pid, pid) != pid:
            pid = parent[pid]
        return pid

    for (kind, _), ids in buckets.items():
        if len(ids) < 2 or len(ids) > BUCKET_LIMIT:
            continue
        if kind == "a" and all(bucket_keys[pid][0] for pid in ids):
            continue  # chapters sharing their book's abstract are not one work
        recurring = _recurring_sources(docs, ids) if kind == "t" else set()
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                if pair_key(a, b) in dismissed:
                    continue
                source = docs[a].get("source_file")
                if source and source in recurring and docs[b].get("source_file") == source:
                    continue
                why = near_reason(key(a), key(b))
                if why is None:
                    continue
                ra, rb = root(a), root(b)
                if ra != rb:
                    parent[rb] = ra
                reasons[a].add(str(why))
                reasons[b].add(str(why))
    members: dict[str, list[str]] = defaultdict(list)
    for pid in parent.keys() | {p for p in parent.values()}:
        members[root(pid)].append(pid)
    groups = []
    for ids in members.values():
        ordered = tuple(sorted(ids, key=lambda p: (str(docs[p].get("added") or ""), p)))
        because = tuple(sorted({r for pid in ordered for r in reasons[pid]}))
        groups.append(DuplicateGroup(ordered, because))
    groups.sort(key=lambda g: (str(docs[g.ids[0]].get("title") or "").casefold(), g.ids))
    return groups


def _recurring_sources(docs: Mapping[str, Mapping[str, Any]], ids: Iterable[str]) -> set[str]:
    counts = Counter(str(docs[pid].get("source_file") or "") for pid in ids)
    return {source for source, n in counts.items() if source and n >= RECURRING}
