"""From parsed records to papers: titles, ids, identity and what an import changes.

Every format goes through here. Which record is which paper is decided by
:mod:`lectern.core.library.identity` alone: a record joins a paper already in the library
only when they are certainly the same work, and a near match is added as its own paper and
reported as a possible duplicate. Joining never overwrites: an empty field is filled in, a
field the user edited is left alone, and a value that differs is kept beside the paper's own
(``alternates``). An entry of the file that joins another of the same file, or a BibTeX
entry that joins a paper of the library, keeps its citation key as the paper's alias
(``aliases``). Annotations are never touched by an import,
except when restoring a Lectern backup, where the newer of the two versions of an annotation
wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from lectern.core.crosswalk import BIBTEX, CSL, RIS, SHARED_NAMES, VIEWED, translate_fields
from lectern.core.errors import ImportCancelled
from lectern.core.importers.base import (
    NOTHING_TO_SHOW,
    ParsedFile,
    RawRecord,
    Skipped,
    names_a_paper,
)
from lectern.core.importers.personal import names_collections, record_collections
from lectern.core.library.duplicates import pair_key
from lectern.core.library.group_paths import GroupPlaces
from lectern.core.library.identity import LOCATOR, IdentityIndex, Keys, Match, Reason
from lectern.core.models import (
    fold_text,
    folded_fingerprint,
    normalize_arxiv_id,
    normalize_doi,
    paper_id,
    to_iso,
    utcnow,
)
from lectern.core.said import said
from lectern.core.storage.serialize import paper_from_dict, paper_to_dict
from lectern.core.text import (
    CODE_HOSTS,
    derive_title,
    find_code_urls,
    find_urls,
    identifier_title,
)

# Fields an import fills in on a paper already in the library when they are empty; a value
# that differs from the paper's own is kept among its alternates instead.
FILLABLE = (
    "authors",
    "year",
    "venue",
    "abstract",
    "doi",
    "arxiv_id",
    "keywords",
    "kind",
    "key",
    "volume",
    "number",
    "pages",
)
ALTERNATE = ("title", "authors", "year", "venue", "abstract", "doi", "arxiv_id", *LOCATOR)
_UNION = ("urls", "code_urls", "files")
_UNION_UNLESS_EDITED = frozenset({"files"})
_CANCEL_EVERY = 500


@dataclass
class PreparedImport:
    """What one file would change; nothing is written until the library applies it."""

    path: str
    format: str
    collection: str
    new: list[dict[str, Any]] = field(default_factory=list)
    merged: dict[str, dict[str, Any]] = field(default_factory=dict)  # id → fields to set
    found: Counter[str] = field(default_factory=Counter)  # Reason → records already known
    known_ids: set[str] = field(default_factory=set)  # the known papers those records are
    in_file: list[tuple[int, str, str]] = field(default_factory=list)  # (line, paper id, reason)
    skipped: list[Skipped] = field(default_factory=list)
    annotations: list[dict[str, Any]] = field(default_factory=list)  # backups only
    kept_as_written: Counter[str] = field(default_factory=Counter)  # see unplaced_fields
    # Lectern's own exports: the paper each record's Lectern id became, and the pairs of
    # (paper, the other paper's Lectern id in the file) the user said are not duplicates.
    file_ids: dict[str, str] = field(default_factory=dict)
    not_duplicates: list[tuple[str, str]] = field(default_factory=list)
    named: list[str] = field(default_factory=list)  # papers whose records named collections
    made: list[str] = field(default_factory=list)  # collections the file's groups make
    made_parents: dict[str, str] = field(default_factory=dict)  # … and where they go

    @property
    def unchanged(self) -> int:
        return len(self.known_ids - self.merged.keys())


def record_to_doc(
    record: RawRecord, collection: str, source: str, groups: Sequence[str] = ()
) -> dict[str, Any]:
    """A parsed record as a paper document (its id is given once it is known to be new), in
    the import's collection and the collections its groups are."""
    if record.paper is not None:  # a Lectern backup: the paper as it was saved
        return complete(paper_to_dict(paper_from_dict(record.paper)))
    abstract = record.abstract.strip()
    title = " ".join(record.title.split())
    derived = not title or record.title_derived
    arxiv = normalize_arxiv_id(record.arxiv_id) if record.arxiv_id else ""
    doi = normalize_doi(record.doi) if record.doi else ""
    if not title:  # named by its abstract, else (like a DOI typed into New paper) its identifier
        title = derive_title(abstract) if abstract else identifier_title(doi=doi, arxiv_id=arxiv)
    urls = _unique(record.urls)
    doc = {
        "id": record.lectern_id,  # only Lectern's own exports name it
        "title": title,
        "title_derived": derived,
        "authors": [a for a in (" ".join(x.split()) for x in record.authors) if a],
        "year": record.year,
        "venue": record.venue.strip(),
        "collections": _unique([*record_collections(record, collection), *groups]),
        "abstract": abstract,
        "doi": doi,
        "arxiv_id": arxiv,
        "urls": urls,
        "code_urls": find_code_urls(" ".join(urls)) if urls else [],
        "keywords": _unique(k.strip() for k in record.keywords if k.strip()),
        "kind": record.kind,
        "key": record.key,
        "source_file": source,
        # Lectern's own export says when; else it is when the record turns out to be a new
        # paper (`prepare_import`): a record of a paper the library has needs no moment
        "added": record.added,
    }
    for name in LOCATOR:
        if value := " ".join(getattr(record, name).split()):
            doc[name] = value
    if record.fields:
        doc["fields"] = dict(record.fields)
        doc["dialect"] = record.dialect
    if record.macros:
        doc["macros"] = dict(record.macros)
    if record.aliases and (aliases := _other_keys(doc, record.aliases)):
        doc["aliases"] = aliases
    if files := _unique(f for f in record.files if f):
        doc["files"] = files  # a paper's files are sparse, as the store keeps them
    if record.derived:
        doc["derived"] = _unique(record.derived)
    if record.alternates:
        doc["alternates"] = {name: list(values) for name, values in record.alternates.items()}
    return doc


def unplaced_fields(dialect: str, fields: dict[str, Any]) -> list[str]:
    """The fields of a record that no other format has a place for: kept as written, and
    written back by an export in the same format (and in Lectern's own field in others)."""
    if not fields or dialect not in (BIBTEX, CSL, RIS):
        return []
    placed = VIEWED.get(dialect, frozenset()) | SHARED_NAMES[dialect]
    return [name for name in fields if name not in placed]


def complete(doc: dict[str, Any]) -> dict[str, Any]:
    """The abstract's key and the links found in it: the costly part of a record, needed
    only for papers that turn out to be new (or whose abstract is filled in)."""
    if "afp" in doc:
        return doc
    folded = fold_text(doc["abstract"])
    doc["afp"] = folded_fingerprint("", folded) if folded else ""
    abstract = doc["abstract"]
    if "http" in abstract or "www." in abstract or any(h in abstract for h in CODE_HOSTS):
        found = find_urls(abstract)
        doc["urls"] = _unique([*doc["urls"], *found])
        doc["code_urls"] = _unique([*doc["code_urls"], *find_code_urls(abstract, found)])
    return doc


def new_id(doc: dict[str, Any], keys: Keys, taken: Callable[[str], bool]) -> str:
    """`arxiv:<id>`, `doi:<doi>`, else a hash of title, abstract, first author and year,
    and of the venue, the place in it and the citation key when the record names them;
    never an id another paper already has.

    The venue and key tell apart works that share the rest ("personal notes" of two
    volumes of one year): with the `~2` of the second left to import order, two computers
    importing the volumes in another order would give one id to two works, and syncing
    would merge them without asking identity."""
    if doc["arxiv_id"] or doc["doi"]:
        base = paper_id(arxiv_id=doc["arxiv_id"], doi=doc["doi"])
    else:
        basis = "\n".join([keys.title, keys.abstract, keys.first_author, str(keys.year or "")])
        venue, key = doc.get("venue") or "", doc["key"] or ""
        if venue or key or any(keys.place):
            basis += "\n" + "\n".join((venue.casefold(), *keys.place, key.casefold()))
        base = "h:" + folded_fingerprint(basis, "")
    pid, n = base, 1
    while taken(pid):
        n += 1
        pid = f"{base}~{n}"
    return pid


def guessed(doc: dict[str, Any], name: str) -> bool:
    """Whether a paper's (or record's) value of `name` is Lectern's rather than a record's:
    a title made from the abstract or an identifier, or a value read off the paper's PDF."""
    return name in guesses(doc)


def guesses(doc: dict[str, Any]) -> frozenset[str]:
    """The fields whose values are Lectern's guesses (`guessed`), read once per join."""
    derived = doc.get("derived") or ()
    if doc.get("title_derived"):
        return frozenset(("title", *derived))
    return frozenset(derived) if derived else _NO_GUESSES


_NO_GUESSES: frozenset[str] = frozenset()


def join(existing: dict[str, Any], incoming: dict[str, Any]) -> dict[str, Any]:
    """The changes that join a record to the paper it is: fill what is empty, put a record's
    value in the place of one Lectern guessed, keep what differs among the alternates, leave
    what the user edited alone."""
    changes: dict[str, Any] = {}
    edited = set(existing.get("edited") or ())
    derived = list(existing.get("derived") or ())
    ours, theirs = guesses(existing), guesses(incoming)
    if "title" in ours and "title" not in theirs and incoming["title"] and "title" not in edited:
        changes["title"] = incoming["title"]
        changes["title_derived"] = False
    for name in FILLABLE:
        if not incoming.get(name) or name in edited:
            continue
        if not existing.get(name):
            changes[name] = incoming[name]
            if name in theirs:  # a guess fills an empty field, still a guess
                derived.append(name)
        elif name in ours and name not in theirs and incoming[name] != existing[name]:
            changes[name] = incoming[name]
    # A value a record gives, the same as the guess or in its place, is a guess no longer.
    stated = {name for name in ("title", *FILLABLE) if incoming.get(name)}
    derived = [name for name in dict.fromkeys(derived) if name not in stated or name in theirs]
    if derived != list(existing.get("derived") or ()):
        changes["derived"] = derived
    for name in _UNION:
        if name in _UNION_UNLESS_EDITED and name in edited:
            continue  # the user chose the paper's files: an import does not add any back
        merged = _unique([*(existing.get(name) or ()), *(incoming.get(name) or ())])
        if len(merged) != len(existing.get(name) or ()):
            changes[name] = merged
    fields = join_fields(existing, incoming, edited)
    if fields is not None:
        changes["fields"] = fields
        if not existing.get("dialect"):
            changes["dialect"] = incoming.get("dialect") or ""
        if macros := join_macros(existing, incoming, fields):
            changes["macros"] = macros
    alternates = _alternates(existing, incoming, changes, ours | theirs)
    if alternates != (existing.get("alternates") or {}):
        changes["alternates"] = alternates
    return changes


def join_fields(
    existing: dict[str, Any], incoming: dict[str, Any], edited: set[str]
) -> dict[str, Any] | None:
    """The paper's kept record with what another record of the same work adds: a field it
    lacks is added (in the paper's own dialect, when the two dialects differ and the field
    is one they share), a differing value is kept among the alternates (by `join`), and
    nothing it has is replaced. None when nothing is added."""
    theirs = incoming.get("fields") or {}
    if not theirs or "fields" in edited:
        return None
    ours = dict(existing.get("fields") or {})
    dialect, their_dialect = existing.get("dialect") or "", incoming.get("dialect") or ""
    if ours and dialect and their_dialect and dialect != their_dialect:
        theirs = translate_fields(their_dialect, dialect, theirs)
    added = {name: value for name, value in theirs.items() if name not in ours}
    if not added:
        return None
    return {**ours, **added}


def join_macros(
    existing: dict[str, Any], incoming: dict[str, Any], fields: dict[str, Any]
) -> dict[str, str] | None:
    """The paper's written forms (Paper.macros) with those of the fields another record
    of the work added to its record as that record had them; None when none is added."""
    theirs = incoming.get("macros") or {}
    had, given = existing.get("fields") or {}, incoming.get("fields") or {}
    added = {
        name: form
        for name, form in theirs.items()
        if name not in had and name in fields and fields[name] == given.get(name)
    }
    return {**(existing.get("macros") or {}), **added} if added else None


def _alternates(
    existing: dict[str, Any],
    incoming: dict[str, Any],
    changes: dict[str, Any],
    guessed_names: frozenset[str],
) -> dict[str, list[Any]]:
    kept: dict[str, list[Any]] = {k: list(v) for k, v in (existing.get("alternates") or {}).items()}
    for name in ALTERNATE:
        if name in guessed_names:
            continue  # a guess is not another record's value, nor worth keeping beside one
        add_alternate(kept, name, changes.get(name, existing.get(name)), incoming.get(name))
    ours, theirs = existing.get("fields") or {}, incoming.get("fields") or {}
    if ours and (existing.get("dialect") or "") == (incoming.get("dialect") or ""):
        for name, value in theirs.items():
            if name in ours and name not in VIEWED.get(existing.get("dialect") or "", ()):
                add_alternate(kept, f"fields.{name}", ours[name], value)
    for name, values in (incoming.get("alternates") or {}).items():  # an export's own
        current = ours.get(name[7:]) if name.startswith("fields.") else existing.get(name)
        for value in values:
            add_alternate(kept, name, changes.get(name, current), value)
    return kept


def add_alternate(kept: dict[str, list[Any]], name: str, ours: Any, theirs: Any) -> bool:
    """Keep `theirs` among the alternates of field `name` unless it is empty, the same as
    `ours` or kept already; True if it was added."""
    if not ours or not theirs or _same_value(name, ours, theirs):
        return False
    values = kept.setdefault(name, [])
    if any(_same_value(name, v, theirs) for v in values):
        return False
    values.append(theirs)
    return True


def _same_value(name: str, a: Any, b: Any) -> bool:
    if a == b:
        return True
    if name in ("title", "venue", "abstract"):
        return " ".join(str(a).split()).casefold() == " ".join(str(b).split()).casefold()
    return False


class Known:
    """The library's papers as an import sees them: documents, found by their arXiv id or
    DOI at once, and by their every identity key once a record needs it.

    Most records of a file imported again (a listing downloaded anew) are found by an
    identifier: the keys of every paper (a folded title, an abstract's fingerprint read
    from disk when it was not kept) are worked out only when the first record is not,
    which at 75,000 papers saves a re-import more than a second."""

    def __init__(
        self,
        docs: Iterable[dict[str, Any]],
        whole: Callable[[dict[str, Any]], dict[str, Any]] = lambda doc: doc,
    ) -> None:
        """`whole` gives a stored document with its abstract read from disk."""
        self.docs: dict[str, dict[str, Any]] = {}
        self.whole = whole
        self._identity: IdentityIndex | None = None
        # the first paper with each arXiv id and DOI, as IdentityIndex.find_by_ids finds it
        self._by_arxiv: dict[str, str] = {}
        self._by_doi: dict[str, str] = {}
        for doc in docs:
            pid = doc["id"]
            self.docs[pid] = doc
            if arxiv := doc.get("arxiv_id"):
                self._by_arxiv.setdefault(str(arxiv), pid)
            if doi := doc.get("doi"):
                self._by_doi.setdefault(str(doi), pid)

    @property
    def identity(self) -> IdentityIndex:
        """Every paper by its identity keys (lectern.core.library.identity), made the first
        time a record is not found by an identifier."""
        if self._identity is None:
            identity = IdentityIndex()
            whole = self.whole
            for pid, doc in self.docs.items():
                identity.add(pid, Keys.of(doc, partial(_abstract_of, whole, doc)))
            self._identity = identity
        return self._identity

    def find_by_ids(self, arxiv: str, doi: str) -> Match | None:
        """The paper with this arXiv id, else with this DOI (`IdentityIndex.find_by_ids`)."""
        if arxiv and (pid := self._by_arxiv.get(arxiv)):
            return Match(pid, Reason.ARXIV)
        if doi and (pid := self._by_doi.get(doi)):
            return Match(pid, Reason.DOI)
        return None

    def resolve(self, pid: str) -> str:
        """The paper a merged-away paper now lives in."""
        seen = {pid}
        while (
            (into := self.docs.get(pid, {}).get("merged_into"))
            and into in self.docs
            and into not in seen
        ):
            seen.add(into)
            pid = into
        return pid


def _abstract_of(whole: Callable[[dict[str, Any]], dict[str, Any]], doc: dict[str, Any]) -> str:
    return str(whole(doc).get("abstract") or "")


def prepare_import(
    parsed: ParsedFile,
    known: Known,
    *,
    places: GroupPlaces | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> PreparedImport:
    """Read every record of one file and decide, for each, add / join / skip. Each paper
    goes into the import's collection and its groups' (`places` says which collections
    the groups are, among the library's)."""
    plan = PreparedImport(parsed.path, parsed.format, parsed.collection)
    places = places if places is not None else GroupPlaces()
    places.names_of(parsed.tree)  # the file's tree first: empty groups are collections too
    pending: dict[str, dict[str, Any]] = {}  # papers this file adds, by id
    pending_identity = IdentityIndex(one_file=True)
    source = Path(parsed.path).name
    every = True  # every record named its own collections
    for count, item in enumerate(parsed.records, 1):
        if count % _CANCEL_EVERY == 0:
            if cancel and cancel():
                raise ImportCancelled(said("Import cancelled; the library is unchanged."))
            if progress:
                progress(count, 0)
        if isinstance(item, Skipped):
            plan.skipped.append(item)
            continue
        if item.paper is None and not names_a_paper(
            item.title, item.abstract, item.doi, item.arxiv_id
        ):
            plan.skipped.append(Skipped(item.line, NOTHING_TO_SHOW))
            continue
        groups = places.names_of(item.collections)
        doc = record_to_doc(item, parsed.collection, source, groups)
        plan.kept_as_written.update(unplaced_fields(item.dialect, item.fields))
        every = every and names_collections(item)
        if item.annotation is not None:
            plan.annotations.append(dict(item.annotation))
        match = _find_by_ids(doc, known)
        keys = None
        if match is None:  # the cheap lookups failed: work out every key
            keys = Keys.of(complete(doc), file_id=item.lectern_id)
            match = known.identity.find(keys)
        if match is not None:
            pid = known.resolve(match.paper_id)
            plan.found[match.reason] += 1
            plan.known_ids.add(pid)
            base = {**known.whole(known.docs[pid]), **plan.merged.get(pid, {})}
            if doc["abstract"] and not base.get("abstract"):
                complete(doc)  # the abstract is new to this paper: so are its links
            changes = join(base, doc)
            # the import puts the paper in its collections too, beside the ones it has
            if joined := _joined_collections(base, doc):
                changes["collections"] = joined
            # a BibTeX entry keeps its citation key as the paper's alias, so a document
            # citing it by that key still finds it (biblatex's `ids`)
            if doc.get("dialect") == "bibtex" and (
                aliases := _other_keys(base, [doc["key"], *(doc.get("aliases") or ())])
            ):
                changes["aliases"] = [*(base.get("aliases") or ()), *aliases]
            if changes:
                plan.merged.setdefault(pid, {}).update(changes)
            _annotate(plan, item, pid)
            continue
        keys = keys or Keys.of(complete(doc), file_id=item.lectern_id)
        in_file = pending_identity.find(keys)
        if in_file is not None:
            pid = in_file.paper_id
            target = pending[pid]
            target.update(join(target, doc))
            if joined := _joined_collections(target, doc):
                target["collections"] = joined
            if aliases := _other_keys(target, [doc["key"], *(doc.get("aliases") or ())]):
                target["aliases"] = [*(target.get("aliases") or ()), *aliases]
            pending_identity.add(pid, Keys.of(target, file_id=pending_identity.keys[pid].file_id))
            plan.in_file.append((item.line, pid, str(in_file.reason)))
            _annotate(plan, item, pid)
            continue
        complete(doc)
        doc["added"] = doc["added"] or to_iso(utcnow())
        if not doc["id"] or _taken(doc["id"], known, pending):  # an export keeps its ids
            doc["id"] = new_id(doc, keys, lambda pid: _taken(pid, known, pending))
        doc.pop("merged_into", None)
        pending[doc["id"]] = doc
        pending_identity.add(doc["id"], keys)
        plan.new.append(doc)
        _annotate(plan, item, doc["id"])
    _file_collection(plan, parsed, known, every)
    plan.made, plan.made_parents = list(places.made), dict(places.made_parents)
    return plan


def _find_by_ids(doc: dict[str, Any], known: Known) -> Match | None:
    """The known paper with this record's Lectern id, arXiv id or DOI: what most
    re-imports need, found without folding any text."""
    pid = doc.get("id")
    if pid and pid in known.docs and not _ids_differ(doc, known.docs[pid]):
        return Match(pid, Reason.SAME_ID)  # an export of this very library
    return known.find_by_ids(doc.get("arxiv_id") or "", doc.get("doi") or "")


def _ids_differ(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return any(a.get(k) and b.get(k) and a[k] != b[k] for k in ("arxiv_id", "doi"))


def _other_keys(doc: dict[str, Any], keys: Iterable[str]) -> list[str]:
    """The citation keys among `keys` that the paper does not answer to yet: a file's
    entry merged into another keeps its key as the paper's alias (biblatex's `ids`). The
    key the paper's own file gave it (`source_key`, kept when another paper had that key)
    is another paper's: reading that entry again gives it no alias."""
    names = (doc.get("key") or "", doc.get("source_key") or "", *(doc.get("aliases") or ()))
    known = {k.casefold() for k in names if k}
    added = []
    for key in (" ".join(k.split()) for k in keys):
        if key and key.casefold() not in known:
            known.add(key.casefold())
            added.append(key)
    return added


def _taken(pid: str, known: Known, pending: dict[str, dict[str, Any]]) -> bool:
    return pid in known.docs or pid in pending


def _annotate(plan: PreparedImport, item: RawRecord, pid: str) -> None:
    if item.annotation is not None:
        plan.annotations[-1]["paper_id"] = pid
    if item.lectern_id:
        plan.file_ids.setdefault(item.lectern_id, pid)
    plan.not_duplicates += [(pid, other) for other in item.not_duplicates]
    if names_collections(item):
        plan.named.append(pid)


def _joined_collections(base: dict[str, Any], doc: dict[str, Any]) -> list[str] | None:
    """The paper's collections with the record's added; None when it adds none."""
    have = list(base.get("collections") or ())
    adding = [name for name in doc.get("collections") or () if name not in have]
    return [*have, *adding] if adding else None


def _file_collection(plan: PreparedImport, parsed: ParsedFile, known: Known, every: bool) -> None:
    """The file's own collection, once every record is read. When every record named its
    own collections (Lectern's export of a library) and the user chose none, there is none:
    each paper is back in its own. Otherwise the papers whose records named theirs go into
    the file's collection too, like every other paper of the file."""
    if not parsed.collection or not plan.named:
        return
    if every and not parsed.collection_chosen:
        plan.collection = ""
        return
    new = {doc["id"]: doc for doc in plan.new}
    for pid in dict.fromkeys(plan.named):
        if pid in new:
            if parsed.collection not in new[pid]["collections"]:
                new[pid]["collections"].append(parsed.collection)
            continue
        changes = plan.merged.get(pid, {})
        base = {"collections": changes.get("collections", known.docs[pid].get("collections"))}
        if joined := _joined_collections(base, {"collections": [parsed.collection]}):
            plan.merged.setdefault(pid, {})["collections"] = joined


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


def carried_pairs(plan: PreparedImport, exists: Callable[[str], bool]) -> set[tuple[str, str]]:
    """The pairs of papers the file says the user dismissed as not duplicates, as papers of
    the library: each partner is named by its Lectern id in the file (the paper that record
    became), or is a paper the library has by that id."""
    pairs = set()
    for pid, other in plan.not_duplicates:
        partner = plan.file_ids.get(other) or (other if exists(other) else "")
        if partner and partner != pid and exists(pid):
            pairs.add(pair_key(pid, partner))
    return pairs


__all__ = [
    "Known",
    "PreparedImport",
    "Reason",
    "carried_pairs",
    "complete",
    "join",
    "prepare_import",
    "record_to_doc",
]
