"""Which statement of a page feeds which field of the record, in the order they are trusted.

Every form a page states its paper in (Highwire `citation_*` tags, PRISM, Dublin Core,
JSON-LD, COinS, the address, the page's own text, Open Graph, the title bar) is first read
into *statements*: (form, key, value). `RULES` is then the one table of the page rules: for
each field, the statements it is read from, the most trusted first; the first that gives a
value wins, and the record remembers where it came from. A value from a form in `GUESSED` is
a guess, shown as one by the popup and replaced by the next record of the work that states
it (as a value read off a PDF is).

The order within a field is the publishers' practice, checked on the saved pages in
../shared/data/web: the date a page states for the work (`citation_publication_date`,
`citation_date`) comes before the date it went online or was digitised
(`citation_online_date`, Springer's `dc.date` and `prism.publicationDate`), so those come
last among the stated ones; of those, the Highwire tag before Dublin Core's, as everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Form(StrEnum):
    """Where on the page a value was stated (the popup names it)."""

    HIGHWIRE = "citation_*"
    PRISM = "prism.*"
    DUBLIN_CORE = "dc.*"
    JSON_LD = "JSON-LD"
    COINS = "COinS"
    LINK = "link"
    ADDRESS = "address"
    ABSTRACT_BLOCK = "abstract block"
    PAGE_TEXT = "page text"
    OPEN_GRAPH = "og:*"
    OTHER_META = "meta"
    PAGE_TITLE = "page title"


# Forms every page carries whether or not it shows a paper: their values are guesses, and
# alone they never make a page a paper's.
GUESSED = frozenset({Form.PAGE_TEXT, Form.OPEN_GRAPH, Form.OTHER_META, Form.PAGE_TITLE})


class Field(StrEnum):
    """A field of the captured record."""

    TITLE = "title"
    AUTHORS = "authors"
    DATE = "date"
    VENUE = "venue"
    VOLUME = "volume"
    ISSUE = "issue"
    FIRST_PAGE = "first_page"
    LAST_PAGE = "last_page"
    PAGES = "pages"
    PUBLISHER = "publisher"
    DOI = "doi"
    ARXIV_ID = "arxiv_id"
    PMID = "pmid"
    ISBN = "isbn"
    ABSTRACT = "abstract"
    KEYWORDS = "keywords"
    PDF_URL = "pdf_url"
    URL = "url"


# Fields that take every value of their first statement (a list), not just the first value.
LISTS = frozenset({Field.AUTHORS, Field.KEYWORDS})


@dataclass(frozen=True, slots=True)
class Rule:
    field: Field
    form: Form
    key: str  # the tag (lower-cased), JSON-LD property or COinS key


def _rules(field: Field, *sources: tuple[Form, str]) -> list[Rule]:
    return [Rule(field, form, key) for form, key in sources]


# The page rules: field ← statement, most trusted first.
RULES: tuple[Rule, ...] = (
    *_rules(
        Field.TITLE,
        (Form.HIGHWIRE, "citation_title"),
        (Form.PRISM, "prism.title"),
        (Form.DUBLIN_CORE, "dc.title"),
        (Form.DUBLIN_CORE, "dcterms.title"),
        (Form.JSON_LD, "headline"),
        (Form.JSON_LD, "name"),
        (Form.COINS, "rft.atitle"),
        (Form.COINS, "rft.btitle"),
        (Form.COINS, "rft.title"),
        (Form.PAGE_TEXT, "title"),  # the page title's part its text prints as a line
        (Form.OPEN_GRAPH, "og:title"),
        (Form.OPEN_GRAPH, "twitter:title"),
        (Form.PAGE_TITLE, "title"),
    ),
    *_rules(
        Field.AUTHORS,
        (Form.HIGHWIRE, "citation_author"),
        (Form.HIGHWIRE, "citation_authors"),  # CiteSeerX's plural, "A; B"
        (Form.DUBLIN_CORE, "dc.creator"),
        (Form.DUBLIN_CORE, "dcterms.creator"),
        (Form.JSON_LD, "author"),
        (Form.JSON_LD, "creator"),
        (Form.COINS, "rft.au"),
        (Form.PAGE_TEXT, "byline"),  # the line under the title, when it reads as names
        (Form.OTHER_META, "author"),
    ),
    *_rules(
        Field.DATE,
        (Form.HIGHWIRE, "citation_publication_date"),
        (Form.HIGHWIRE, "citation_date"),
        (Form.HIGHWIRE, "citation_cover_date"),
        (Form.HIGHWIRE, "citation_year"),
        (Form.PRISM, "prism.coverdate"),
        (Form.DUBLIN_CORE, "dcterms.issued"),
        (Form.JSON_LD, "datePublished"),
        (Form.COINS, "rft.date"),
        (Form.PRISM, "prism.publicationdate"),
        (Form.HIGHWIRE, "citation_online_date"),
        (Form.DUBLIN_CORE, "dc.date"),
        (Form.DUBLIN_CORE, "dcterms.date"),
        (Form.JSON_LD, "dateCreated"),
        (Form.PAGE_TEXT, "year"),  # the year printed with the DOI the text gives
        (Form.OPEN_GRAPH, "article:published_time"),
    ),
    *_rules(
        Field.VENUE,
        (Form.HIGHWIRE, "citation_journal_title"),
        (Form.HIGHWIRE, "citation_conference_title"),
        (Form.HIGHWIRE, "citation_inbook_title"),
        (Form.HIGHWIRE, "citation_book_title"),
        (Form.HIGHWIRE, "citation_technical_report_institution"),
        (Form.HIGHWIRE, "citation_dissertation_institution"),
        (Form.PRISM, "prism.publicationname"),
        (Form.DUBLIN_CORE, "dc.relation.ispartof"),
        (Form.DUBLIN_CORE, "dcterms.ispartof"),
        (Form.JSON_LD, "isPartOf"),
        (Form.COINS, "rft.jtitle"),
    ),
    *_rules(
        Field.VOLUME,
        (Form.HIGHWIRE, "citation_volume"),
        (Form.PRISM, "prism.volume"),
        (Form.JSON_LD, "volumeNumber"),
        (Form.COINS, "rft.volume"),
    ),
    *_rules(
        Field.ISSUE,
        (Form.HIGHWIRE, "citation_issue"),
        (Form.PRISM, "prism.number"),
        (Form.JSON_LD, "issueNumber"),
        (Form.COINS, "rft.issue"),
    ),
    *_rules(
        Field.FIRST_PAGE,
        (Form.HIGHWIRE, "citation_firstpage"),
        (Form.PRISM, "prism.startingpage"),
        (Form.JSON_LD, "pageStart"),
        (Form.COINS, "rft.spage"),
    ),
    *_rules(
        Field.LAST_PAGE,
        (Form.HIGHWIRE, "citation_lastpage"),
        (Form.PRISM, "prism.endingpage"),
        (Form.JSON_LD, "pageEnd"),
        (Form.COINS, "rft.epage"),
    ),
    *_rules(
        Field.PAGES,
        (Form.PRISM, "prism.pagerange"),
        (Form.JSON_LD, "pagination"),
        (Form.COINS, "rft.pages"),
    ),
    *_rules(
        Field.PUBLISHER,
        (Form.HIGHWIRE, "citation_publisher"),
        (Form.PRISM, "prism.publisher"),
        (Form.DUBLIN_CORE, "dc.publisher"),
        (Form.DUBLIN_CORE, "dcterms.publisher"),
        (Form.JSON_LD, "publisher"),
        (Form.COINS, "rft.pub"),
    ),
    *_rules(
        Field.DOI,
        (Form.HIGHWIRE, "citation_doi"),
        (Form.PRISM, "prism.doi"),
        (Form.DUBLIN_CORE, "dc.identifier"),
        (Form.DUBLIN_CORE, "dcterms.identifier"),
        (Form.JSON_LD, "doi"),
        (Form.COINS, "doi"),
        (Form.ADDRESS, "doi"),
        (Form.PAGE_TEXT, "doi"),
    ),
    *_rules(
        Field.ARXIV_ID,
        (Form.HIGHWIRE, "citation_arxiv_id"),
        (Form.DUBLIN_CORE, "arxiv"),
        (Form.COINS, "arxiv"),
        (Form.ADDRESS, "arxiv"),
        (Form.PAGE_TEXT, "arxiv"),
    ),
    *_rules(
        Field.PMID,
        (Form.HIGHWIRE, "citation_pmid"),
        (Form.DUBLIN_CORE, "pmid"),
        (Form.COINS, "pmid"),
        (Form.ADDRESS, "pmid"),
    ),
    *_rules(
        Field.ISBN,
        (Form.HIGHWIRE, "citation_isbn"),
        (Form.PRISM, "prism.isbn"),
        (Form.DUBLIN_CORE, "isbn"),
        (Form.JSON_LD, "isbn"),
        (Form.COINS, "rft.isbn"),
    ),
    *_rules(
        Field.ABSTRACT,
        (Form.HIGHWIRE, "citation_abstract"),
        (Form.DUBLIN_CORE, "dcterms.abstract"),
        (Form.DUBLIN_CORE, "dc.description"),
        (Form.DUBLIN_CORE, "dcterms.description"),
        (Form.JSON_LD, "abstract"),
        (Form.JSON_LD, "description"),
        (Form.ABSTRACT_BLOCK, "abstract"),
        (Form.OPEN_GRAPH, "og:description"),  # (a plain "description" is often the site's own)
    ),
    *_rules(
        Field.KEYWORDS,
        (Form.HIGHWIRE, "citation_keywords"),
        (Form.PRISM, "prism.keyword"),
        (Form.DUBLIN_CORE, "dc.subject"),
        (Form.DUBLIN_CORE, "dcterms.subject"),
        (Form.JSON_LD, "keywords"),
    ),
    *_rules(
        Field.PDF_URL,
        (Form.HIGHWIRE, "citation_pdf_url"),
        (Form.LINK, "pdf"),
        (Form.ADDRESS, "pdf"),  # arXiv's abs page: its PDF's address
    ),
    *_rules(
        Field.URL,
        (Form.LINK, "canonical"),
        (Form.HIGHWIRE, "citation_abstract_html_url"),
        (Form.OPEN_GRAPH, "og:url"),
        (Form.ADDRESS, "url"),
    ),
)

# The meta tags' prefixes and the form each belongs to.
META_FORMS = (
    ("citation_", Form.HIGHWIRE),
    ("prism.", Form.PRISM),
    ("dc.", Form.DUBLIN_CORE),
    ("dcterms.", Form.DUBLIN_CORE),
    ("og:", Form.OPEN_GRAPH),
    ("article:", Form.OPEN_GRAPH),
    ("twitter:", Form.OPEN_GRAPH),
)

# The JSON-LD types that are a work (schema.org), read with their `@graph` and `mainEntity`.
WORK_TYPES = frozenset(
    {
        "ScholarlyArticle",
        "MedicalScholarlyArticle",
        "Article",
        "TechArticle",
        "Report",
        "Thesis",
        "Book",
        "Chapter",
        "Dataset",
        "CreativeWork",
        "PublicationIssue",
    }
)
