"""What a lookup changes in the library: a paper added by its identifier, or a paper's
record filled in.

Both go through the import's rules (:mod:`lectern.core.library.importing`), so a looked-up
record joins a paper only when it is certainly the same work, fills in what the paper lacks,
never overwrites a field the user edited and keeps a differing value among the paper's
alternates; each is one History entry, undone by one Ctrl+Z or `lectern undo`.

A paper added while lookups are off, offline, or when the service did not answer, is added as
a bare identifier is (titled by it) and tagged "not looked up yet", so the user sees it and a
later lookup (`lectern lookup`, which takes every paper with the tag when given none) finds
it and takes the tag off.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from lectern.core.errors import LecternError
from lectern.core.importers.base import RawRecord
from lectern.core.lookup.identifiers import Identifier, Scheme, isbn13
from lectern.core.models import normalize_arxiv_id, normalize_doi
from lectern.core.said import said
from lectern.core.text.titles import identifier_title

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.models import Paper
    from lectern.core.results import ImportReport

NOT_LOOKED_UP = "not looked up yet"  # the tag of a paper added without its record
# The fields a lookup can fill in, as `lectern lookup` names what it changed.
SHOWN_FIELDS = (
    "title",
    "authors",
    "year",
    "venue",
    "volume",
    "number",
    "pages",
    "abstract",
    "doi",
    "arxiv_id",
    "urls",
    "kind",
)
# The CSL variables that name a PubMed record or a book, kept in a bare paper's record so a
# later lookup knows what to ask.
_RECORD_NAMES = {Scheme.PMID: "PMID", Scheme.PMCID: "PMCID", Scheme.ISBN: "ISBN"}


def bare_record(identifier: Identifier) -> RawRecord:
    """The paper an identifier makes without its record, as File → New paper makes one."""
    doi = identifier.value if identifier.scheme is Scheme.DOI else ""
    arxiv = identifier.value if identifier.scheme is Scheme.ARXIV else ""
    fields = {}
    if name := _RECORD_NAMES.get(identifier.scheme):
        fields = {name: identifier.value}
    return RawRecord(
        line=1,
        title=identifier_title(doi=doi, arxiv_id=arxiv) or str(identifier),
        title_derived=True,
        doi=doi,
        arxiv_id=arxiv,
        fields=fields,
        dialect="csl" if fields else "",
    )


def add_record(
    library: Library, record: RawRecord | None, identifier: Identifier, *, collection: str = ""
) -> ImportReport:
    """Add the record looked up for `identifier`, or, with None, the bare identifier tagged
    "not looked up yet": one History entry. A record that joins a paper the library has (one
    added earlier while its service did not answer) fills it in and takes its tag off, as
    Look up does."""
    with library.action():
        report = library.imports.add_records(
            [record or bare_record(identifier)], collection=collection
        )
        notes = library.notes
        tagged = [pid for pid in report.known if NOT_LOOKED_UP in notes.annotation(pid).tags]
        if record is None and report.added_ids:
            library.notes.add_tags(report.added_ids, [NOT_LOOKED_UP])
        elif record is not None and tagged:
            library.notes.remove_tags(tagged, [NOT_LOOKED_UP])
    return report


def identifier_of(paper: Paper) -> Identifier | None:
    """What to look a paper up by: its arXiv id, DOI, PMID, PMCID or ISBN, in that order."""
    if arxiv := normalize_arxiv_id(paper.arxiv_id):
        return Identifier(Scheme.ARXIV, arxiv)
    if doi := normalize_doi(paper.doi):
        return Identifier(Scheme.DOI, doi)
    fields = {name.upper(): value for name, value in paper.fields.items()}
    if str(fields.get("PMID") or "").strip().isdigit():
        return Identifier(Scheme.PMID, str(int(str(fields["PMID"]).strip())))
    pmcid = str(fields.get("PMCID") or "").strip().upper()
    if pmcid.startswith("PMC") and pmcid[3:].isdigit():
        return Identifier(Scheme.PMCID, pmcid)
    for isbn in _texts(fields.get("ISBN")):
        if found := isbn13(isbn.replace("-", "").replace(" ", "").upper()):
            return Identifier(Scheme.ISBN, found)
    return None


def _texts(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value] if isinstance(value, list | tuple) else []


@dataclass(frozen=True, slots=True)
class Filled:
    """What a lookup changed of one paper: the fields, each with its old and new value, and
    the paper that is the published version the record names by its DOI, when the library
    has it as a paper of its own (`published`): that DOI is left off, so the two stay
    apart until the user links or merges them."""

    paper_id: str
    changed: tuple[tuple[str, object, object], ...]
    published: str = ""


def _published_elsewhere(library: Library, paper_id: str, record: RawRecord) -> str:
    """Another paper of the library that has the DOI the record names (an arXiv preprint's
    published version), or ""."""
    doi = normalize_doi(record.doi)
    if not doi or doi == normalize_doi(library.papers.paper(paper_id).doi):
        return ""
    holders = library.imports.preview_record(RawRecord(line=1, doi=doi)).known_ids
    return next((pid for pid in sorted(holders) if pid != paper_id), "")


def _checked_record(library: Library, paper_id: str, record: RawRecord) -> tuple[RawRecord, str]:
    """The record as it will join the paper (a published version the library has apart
    left off), and that paper's id or ""; LecternError when it is not this paper's."""
    if published := _published_elsewhere(library, paper_id, record):
        record = replace(record, doi="")
    # The record names the paper it was asked for, as a Lectern export names its papers: it
    # joins that paper unless their DOIs or arXiv ids differ (a paper known by its PMID or
    # ISBN alone has neither).
    record = replace(record, lectern_id=paper_id)
    plan = library.imports.preview_record(record)
    if paper_id not in plan.known_ids:
        raise LecternError(
            said(
                "The record found for {paper} is not of the same work by Lectern's rules "
                "(its identifiers differ); nothing was changed.",
                paper=paper_id,
            )
        )
    return record, published


def _comparable(value: object) -> object:
    return tuple(value) if isinstance(value, list) else value


def preview_fill(library: Library, paper_id: str, record: RawRecord) -> Filled:
    """What :func:`fill_in` would change, nothing written: the window shows it before the
    user applies it. LecternError when the record is not this paper's."""
    record, published = _checked_record(library, paper_id, record)
    plan = library.imports.preview_record(record)
    before = library.papers.paper(paper_id)
    setting = plan.merged.get(paper_id, {})
    changed = tuple(
        (name, getattr(before, name), _comparable(setting[name]))
        for name in SHOWN_FIELDS
        if name in setting and _comparable(setting[name]) != _comparable(getattr(before, name))
    )
    return Filled(paper_id, changed, published)


def fill_in(library: Library, paper_id: str, record: RawRecord) -> Filled:
    """Fill in what the paper lacks from its looked-up record: one History entry; LecternError,
    changing nothing, when the record is not this paper's."""
    record, published = _checked_record(library, paper_id, record)
    before = library.papers.paper(paper_id)
    with library.action():
        library.imports.add_records([record])
        if NOT_LOOKED_UP in library.notes.annotation(paper_id).tags:
            library.notes.remove_tags([paper_id], [NOT_LOOKED_UP])
    after = library.papers.paper(paper_id)
    changed = tuple(
        (name, getattr(before, name), getattr(after, name))
        for name in SHOWN_FIELDS
        if getattr(before, name) != getattr(after, name)
    )
    return Filled(paper_id, changed, published)


def waiting(library: Library) -> list[str]:
    """The papers tagged "not looked up yet", for a lookup given no paper."""
    return [pid for pid in library.ids() if NOT_LOOKED_UP in library.notes.annotation(pid).tags]
