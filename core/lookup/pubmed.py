"""NCBI E-utilities: a PubMed record by its PMID (efetch, XML), or by its PMCID (esearch
for the PMID first).

PubMed's XML is read here (the MEDLINE importer reads the text format): the title, the
authors in order, the journal, its volume, issue and pages, the year of the issue, the
abstract (a structured abstract's parts each start with its label), the DOI and the PMCID.
The XML names its DTD, which is dropped unread; any other DTD or entity is refused.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from lectern.core.importers.base import RawRecord
from lectern.core.importers.common import parse_year, squash
from lectern.core.lookup.answers import not_as_promised, other_record
from lectern.core.lookup.fetching import Answer, Fetcher, LookupFailed, Problem, Service
from lectern.core.lookup.identifiers import Identifier, Scheme
from lectern.core.said import said

_DOCTYPE = re.compile(rb"<!DOCTYPE[^\[>]*>")
_KINDS = {  # PubMed's publication types as CSL names them
    "Journal Article": "article-journal",
    "Review": "article-journal",
    "Preprint": "article",
    "Congress": "paper-conference",
    "Book": "book",
    "Dataset": "dataset",
}


def look_up(fetcher: Fetcher, identifier: Identifier) -> RawRecord:
    what = str(identifier)
    pmid = identifier.value if identifier.scheme is Scheme.PMID else _pmid_of(fetcher, what)
    answer = fetcher.get(
        Service.NCBI,
        "/entrez/eutils/efetch.fcgi",
        params={"db": "pubmed", "id": pmid, "retmode": "xml"},
        what=what,
    )
    root = _xml(answer, what)
    article = root.find("PubmedArticle")
    if root.tag != "PubmedArticleSet":
        raise not_as_promised(Service.NCBI, what, said("not a PubMed article set"))
    if article is None:
        raise LookupFailed(
            Problem.NOT_FOUND,
            said("PubMed has no record of {what}; nothing was changed.", what=what),
        )
    record = article_record(article)
    named = squash(article.findtext("MedlineCitation/PMID"))
    if named != pmid:
        raise other_record(Service.NCBI, what, f"pmid:{named}" if named else "")
    if identifier.scheme is Scheme.PMCID and record.fields.get("PMCID") != identifier.value:
        raise other_record(Service.NCBI, what, f"pmid:{named}")
    return record


def _pmid_of(fetcher: Fetcher, what: str) -> str:
    """The PMID of a PMCID, as PubMed's search finds it."""
    pmcid = what.partition(":")[2]
    answer = fetcher.get(
        Service.NCBI,
        "/entrez/eutils/esearch.fcgi",
        params={"db": "pubmed", "term": f"{pmcid}[pmc]", "retmode": "xml"},
        what=what,
    )
    ids = [squash(e.text) for e in _xml(answer, what).iterfind("IdList/Id")]
    if len(ids) != 1 or not ids[0].isdigit():
        raise LookupFailed(
            Problem.NOT_FOUND,
            said("PubMed has no record of {what}; nothing was changed.", what=what),
        )
    return ids[0]


def _xml(answer: Answer, what: str) -> ET.Element:
    body = _DOCTYPE.sub(b"", answer.body, count=1)
    if b"<!DOCTYPE" in body or b"<!ENTITY" in body:
        raise not_as_promised(Service.NCBI, what, said("XML with a DTD of its own"))
    try:
        return ET.fromstring(body)
    except ET.ParseError:
        raise not_as_promised(Service.NCBI, what, said("not XML")) from None


def _text(element: ET.Element | None) -> str:
    """An element's text with its inline markup (<i>, <sub>) read as plain text."""
    return squash("".join(element.itertext())) if element is not None else ""


def article_record(article: ET.Element) -> RawRecord:
    citation = article.find("MedlineCitation")
    part = citation.find("Article") if citation is not None else None
    if citation is None or part is None:
        return RawRecord(line=1)
    journal = part.find("Journal")
    issue = journal.find("JournalIssue") if journal is not None else None
    date = issue.find("PubDate") if issue is not None else None
    year = None
    if date is not None:
        year = parse_year(date.findtext("Year")) or parse_year(
            (date.findtext("MedlineDate") or "")[:4]
        )
    if year is None:
        year = parse_year(part.findtext("ArticleDate/Year"))
    authors = []
    for author in part.iterfind("AuthorList/Author"):
        if author.get("ValidYN", "Y") != "Y":
            continue
        if collective := _text(author.find("CollectiveName")):
            authors.append(collective)
            continue
        given = squash(author.findtext("ForeName")) or squash(author.findtext("Initials"))
        family = squash(author.findtext("LastName"))
        if family:
            authors.append(f"{given} {family}".strip())
    paragraphs = []
    for text in part.iterfind("Abstract/AbstractText"):
        body = _text(text)
        label = text.get("Label", "")
        paragraphs.append(f"{label.capitalize()}: {body}" if label else body)
    ids = {
        (e.get("IdType") or ""): squash(e.text)
        for e in article.iterfind("PubmedData/ArticleIdList/ArticleId")
    }
    doi = ids.get("doi") or next(
        (squash(e.text) for e in part.iterfind("ELocationID") if e.get("EIdType") == "doi"), ""
    )
    pmid = squash(citation.findtext("PMID"))
    types = [squash(t.text) for t in part.iterfind("PublicationTypeList/PublicationType")]
    kind = next((_KINDS[t] for t in types if t in _KINDS), "article-journal")
    urls = [f"https://pubmed.ncbi.nlm.nih.gov/{pmid}/"] if pmid else []
    if pmc := ids.get("pmc"):
        urls.append(f"https://www.ncbi.nlm.nih.gov/pmc/articles/{pmc}/")
    fields = {"type": kind, "PMID": pmid}
    if pmc:
        fields["PMCID"] = pmc
    return RawRecord(
        line=1,
        title=_title(_text(part.find("ArticleTitle"))),
        authors=authors,
        year=year,
        venue=squash(journal.findtext("Title")) if journal is not None else "",
        volume=squash(issue.findtext("Volume")) if issue is not None else "",
        number=squash(issue.findtext("Issue")) if issue is not None else "",
        pages=squash(part.findtext("Pagination/MedlinePgn")),
        abstract="\n\n".join(p for p in paragraphs if p),
        doi=doi,
        urls=urls,
        kind=kind,
        fields=fields,
        dialect="csl",
    )


def _title(text: str) -> str:
    """PubMed ends every title with a full stop, which is no part of it ("…?" and "…" stay)."""
    return text[:-1] if text.endswith(".") and not text.endswith("..") else text
