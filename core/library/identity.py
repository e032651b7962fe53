"""When two records are the same work, and when they only might be.

One rule for imports, for a file's own duplicates, for the works two computers imported
and for the Possible duplicates view:

- the same arXiv id (any version) or the same DOI is the same work;
- otherwise nothing both records state may say they differ: an arXiv id, a DOI, the
  volume, issue or pages (a journal's recurring column, "Editorial comments" in issue 2
  on page 43 and again on page 54, is two works) or the venue (the same paper by the same
  authors at two conferences is two works; venues compare folded, "Proc." read as
  "Proceedings", and otherwise differing is differing);
- then the same normalised title is the same work when the authors agree (the first
  author's surname, or one side names no authors: when neither does, the title alone is
  not enough) and the years agree (or one is missing), unless the title is a placeholder
  (``PLACEHOLDER_TITLES``: "Preface", "Untitled", "No English Translation Available" say
  nothing about which work an entry is);
- two entries of one file (or of files of one name) with their own citation keys are two
  works unless, beyond all that, every field both state is equal: the file's author gave
  them two names. Entries without keys (RIS, CSV) follow the rule above;
- two entries of one file that name two Lectern ids (Lectern's own export) are two works,
  whatever they share: they were two papers in the library that wrote the file (the volumes
  of one book, or papers the user kept apart, even with one DOI);
- the same entry read again (its file's name and its citation key, or with no key, every
  field, are the same: a re-import, or the same file imported on another computer) is the
  same work even with a placeholder title, no title of its own or no authors, when nothing
  differs;
- the same record, whatever file it comes from (its citation key, entry type and every
  field equal to a paper's record, or to some of the fields of a paper other entries were
  joined into: a file downloaded twice, "refs (1).bib", a copy, a part of a file imported
  before), is that paper, and of several papers that fit, the one;
- an abstract alone identifies a paper only when neither record has a title of its own.

Anything less certain (the same title with another year, author or venue, a titled record
whose abstract equals an untitled one's) is a *near match*: imported as its own paper and
shown to the user as a possible duplicate, never merged behind their back.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from lectern.core.crosswalk import VENUE_SOURCES
from lectern.core.models import fold_text, folded_fingerprint
from lectern.core.said import said
from lectern.core.storage.abstracts import ON_DISK, AbstractNotRead


class Reason(StrEnum):
    """Why a record was taken for a paper already known. The values are written with `said`
    so `make translations` collects them; the window names them in the user's language
    (`say_words`)."""

    SAME_ID = said("same Lectern id")
    ARXIV = said("same arXiv id")
    DOI = said("same DOI")
    TITLE = said("same title, authors and year")
    EQUAL = said("every field the same, under another key")
    ENTRY = said("same entry of the same file")
    RECORD = said("same entry, in a file of another name")
    ABSTRACT = said("same abstract, neither has a title")


class NearReason(StrEnum):
    """Why two papers might be one: shown beside a possible duplicate."""

    TITLE_YEAR = said("same title, different year")
    TITLE_AUTHOR = said("same title, different first author")
    TITLE_IDS = said("same title, different DOI or arXiv id")
    TITLE_PLACE = said("same title, different volume, issue or pages")
    TITLE_VENUE = said("same title, different venue")
    TITLE_NO_AUTHORS = said("same title, neither names its authors")
    TITLE_ENTRIES = said("same title, two entries of one file")
    TITLE_PLACEHOLDER = said("same generic title, such as Preface")
    TITLE_AMBIGUOUS = said("same title as several papers")
    ABSTRACT = said("same abstract, one has no title")


LOCATOR = ("volume", "number", "pages")
_NAME_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})
# An abstract shorter than this is too generic ("See the paper.") to point at a near match.
NEAR_ABSTRACT_MIN = 200

# Titles that do not tell which work an entry is, compared folded and whole ("Preface" is
# one, "Preface to the second edition" is not). Two entries with one of them are one work
# only by DOI or arXiv id, or as the same entry read again; a title left off this list
# merges by title as any other, so the list leans to include. Three kinds:
PLACEHOLDER_TITLES = frozenset(
    fold_text(title)
    for title in (
        # a title that says there is none, or stands in for it
        "Untitled",
        "Untitled document",
        "No title",
        "No title available",
        "Title not available",
        "Title unknown",
        "Unknown",
        "No English Translation Available",
        "No English title available",
        "Personal notes",
        "Notes",
        "Note",
        # the parts of a volume or an issue around its papers
        "Front matter",
        "Frontmatter",
        "Back matter",
        "Backmatter",
        "Cover",
        "Front cover",
        "Back cover",
        "Title page",
        "Half title",
        "Half title page",
        "Copyright",
        "Copyright page",
        "Masthead",
        "Contents",
        "Table of contents",
        "Preface",
        "Foreword",
        "Introduction",
        "Editorial",
        "Editorial board",
        "Editor's note",
        "Editors' note",
        "From the editor",
        "From the editors",
        "Letter from the editor",
        "Message from the general chair",
        "Message from the program chairs",
        "Welcome message",
        "Organizing committee",
        "Program committee",
        "Committees",
        "Reviewers",
        "List of reviewers",
        "Sponsors",
        "Acknowledgments",
        "Acknowledgements",
        "Keynote",
        "Keynote address",
        "Invited talk",
        "Panel discussion",
        "Abstracts",
        "Author index",
        "Subject index",
        "Index of authors",
        "Index",
        "Announcements",
        "In this issue",
        "Book reviews",
        "Letters to the editor",
        "Obituary",
        "In memoriam",
        # notices that follow a work rather than being one
        "Errata",
        "Erratum",
        "Corrigendum",
        "Corrigenda",
        "Correction",
        "Addendum",
        "Retraction",
        "Retraction notice",
        "Expression of concern",
        # the parts of a chapter or a book that a file may list on their own
        "Appendix",
        "Bibliography",
        "References",
        "Glossary",
        "Prologue",
        "Epilogue",
        "Summary",
        "Conclusion",
        "Conclusions",
        "Discussion",
    )
)
# Venue words read as their full form before venues compare: only abbreviations that
# mean one word wherever they stand ("Proc. of X" is "Proceedings of X").
_VENUE_WORDS = {"proc": "proceedings"}


def surname(name: str) -> str:
    """The folded surname of "Knuth, Donald E." or "Donald E. Knuth" (both give "knuth")."""
    head = name.split(",", 1)[0] if "," in name else name
    words = [w for w in fold_text(head).split() if w not in _NAME_SUFFIXES]
    return words[-1] if words else ""


def title_key(doc: Mapping[str, Any]) -> str:
    """The normalised title, or "" when the title was derived from the abstract."""
    if doc.get("title_derived"):
        return ""
    return fold_text(str(doc.get("title") or ""))


def venue_key(venue: str) -> str:
    """The normalised venue: "Proc. of the Workshop" and "Proceedings of the workshop"
    read alike; nothing else is taken for an abbreviation."""
    return " ".join(_VENUE_WORDS.get(word, word) for word in fold_text(venue).split())


def abstract_key(doc: Mapping[str, Any]) -> str:
    """A hash of the normalised abstract; "" when there is none. Stored papers keep it as
    `afp` (folding 75,000 abstracts at every import would take seconds)."""
    if doc.get("afp"):
        return str(doc["afp"])
    folded = fold_text(str(doc.get("abstract") or ""))
    return folded_fingerprint("", folded) if folded else ""


@dataclass(frozen=True, slots=True)
class Keys:
    """What identity compares, worked out once per record. The venue and the record's
    other fields are folded only when two records share a title or a citation key (the
    keys, read from the record, are the index's lookup too)."""

    arxiv: str
    doi: str
    title: str
    first_author: str
    year: int | None
    abstract: str
    abstract_length: int  # -1: not known yet (the abstract is on disk): see length()
    place: tuple[str, str, str] = ("", "", "")  # volume, number, pages, normalised
    read_abstract: Callable[[], str] | None = field(default=None, compare=False, repr=False)
    # The record itself: its venue, citation keys and other fields are read from it when
    # needed (a field more per paper would slow a 75,000-paper import).
    record: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)
    # The Lectern id the file named the record by (Lectern's own exports name one).
    file_id: str = field(default="", compare=False)

    @classmethod
    def of(
        cls,
        doc: Mapping[str, Any],
        read_abstract: Callable[[], str] | None = None,
        *,
        file_id: str = "",
    ) -> Keys:
        """The keys of a record or stored paper; `read_abstract` reads a stored paper's
        abstract from disk, only if its key or length is ever needed; `file_id` is the
        Lectern id the imported file names the record by."""
        authors = doc.get("authors") or ()
        year = doc.get("year")
        value = doc.get("abstract")
        if value is ON_DISK:
            if read_abstract is None:
                raise AbstractNotRead("Keys.of needs read_abstract for a stored paper")
            abstract = str(doc.get("afp") or "") or abstract_key({"abstract": read_abstract()})
            length = -1
        else:
            abstract, length = abstract_key(doc), len(str(value or ""))
        return cls(
            arxiv=str(doc.get("arxiv_id") or ""),
            doi=str(doc.get("doi") or ""),
            title=title_key(doc),
            first_author=surname(authors[0]) if authors else "",
            year=year if isinstance(year, int) else None,
            abstract=abstract,
            abstract_length=length,
            place=(_place(doc.get("volume")), _place(doc.get("number")), _place(doc.get("pages"))),
            read_abstract=read_abstract if length < 0 else None,
            record=doc,
            file_id=file_id,
        )

    @property
    def venues(self) -> tuple[str, ...]:
        """The venue as written, then the other venues joined records brought."""
        venue = self.record.get("venue")
        alternates = (self.record.get("alternates") or {}).get("venue")
        return tuple(str(v) for v in (venue, *(alternates or ())) if v)

    @property
    def key(self) -> str:
        """The citation key."""
        return str(self.record.get("key") or "")

    @property
    def aliases(self) -> tuple[str, ...]:
        """The other citation keys the paper answers to."""
        return tuple(str(a) for a in self.record.get("aliases") or ())

    @property
    def source(self) -> str:
        """The name of the file the record came from."""
        return str(self.record.get("source_file") or "")

    def length(self) -> int:
        """The abstract's length, read from disk the first time it matters."""
        if self.abstract_length >= 0 or self.read_abstract is None:
            return self.abstract_length
        return len(self.read_abstract())


def _place(value: Any) -> str:
    """ "114--123", "114–123" and "pp. 114-123" all read "114-123"."""
    if not value:
        return ""
    text = re.sub(r"\s*[-\u2010-\u2015]+\s*", "-", str(value).lower())
    return re.sub(r"^(pp?\.?|vol\.?|no\.?)\s*", "", text).strip()


def _place_conflict(a: Keys, b: Keys) -> bool:
    return any(x and y and x != y for x, y in zip(a.place, b.place))


def _ids_conflict(a: Keys, b: Keys) -> bool:
    return bool(
        (a.arxiv and b.arxiv and a.arxiv != b.arxiv) or (a.doi and b.doi and a.doi != b.doi)
    )


def _venue_conflict(a: Keys, b: Keys) -> bool:
    """Both name a venue of their own and none of one's venues (its own and those joined
    records brought) is one of the other's. A BibTeX entry's venue read from its
    publisher, school, institution, series or howpublished (a book's, a report's) names
    no venue the work appeared in, and tells no two works apart."""
    first, second = a.record.get("venue"), b.record.get("venue")
    if not first or not second or first == second:
        return False  # most pairs that get this far
    if not _states_its_venue(a.record) or not _states_its_venue(b.record):
        return False
    ours, theirs = a.venues, b.venues
    folded = {key for key in map(venue_key, ours) if key}
    other = {key for key in map(venue_key, theirs) if key}
    return bool(folded and other) and not folded & other


# The BibTeX fields a venue the work appeared in is read from (crosswalk.VENUE_SOURCES
# reads on to publisher and the rest when an entry has none of these).
_CONTAINERS = ("journal", "journaltitle", "booktitle", "eventtitle")


def _states_its_venue(record: Mapping[str, Any]) -> bool:
    fields = record.get("fields")
    if record.get("dialect") != "bibtex" or not isinstance(fields, Mapping):
        return True
    source = next((name for name in VENUE_SOURCES if fields.get(name)), "")
    return not source or source in _CONTAINERS or "venue" in (record.get("edited") or ())


def is_placeholder(title: str) -> bool:
    """Whether a normalised title (title_key) is one that names no work."""
    return title in PLACEHOLDER_TITLES


def _names(keys: Keys) -> set[str]:
    """The keys an entry is known by: its own and its aliases, and the key its file gave it
    when another paper had that key already (`source_key`, see StoredPapers._give_keys)."""
    given = str(keys.record.get("source_key") or "")
    return {name.casefold() for name in (keys.key, *keys.aliases, given) if name}


def _keyed_apart(a: Keys, b: Keys, one_file: bool) -> bool:
    """Two entries of one file (or of files of one name) under citation keys of their own."""
    first, second = a.record.get("key"), b.record.get("key")
    if not first or not second or first == second:
        return False
    if not one_file and (not a.source or a.source != b.source):
        return False
    return not _names(a) & _names(b)


def _named_apart(a: Keys, b: Keys, one_file: bool) -> bool:
    """Two entries of one file under two Lectern ids: two papers of the library whose
    export it is (the file's rows, not yet papers of this library, are compared)."""
    return one_file and bool(a.file_id and b.file_id) and a.file_id != b.file_id


def same_entry(a: Keys, b: Keys) -> bool:
    """One entry of a file read twice: the same file name and citation key (or alias), or,
    for records without keys, every field the same."""
    if not a.source or a.source != b.source:
        return False
    if a.key and b.key:
        return bool(_names(a) & _names(b))
    # A record without a key is found by its every field, also as the stored paper it
    # became, which has the key Lectern gave it.
    return _agree(a, b, exactly=True)


def same_record(a: Keys, b: Keys) -> bool:
    """The same record, whatever file it came from: the same citation key (its own, an
    alias, or the key its file gave it), entry type and every field as its source wrote
    them. Lectern's view of a record (title, authors, venue, …) is worked out from those
    fields, and the user's corrections of it are the paper's own, so the record is what
    is compared; a record without kept fields (typed by hand) compares its every field.
    Without keys, every field must be the same, and both must come from a file.

    A paper another entry was joined into (that entry's key now its alias) holds the
    fields that entry added too: an entry under one of its keys that states nothing but
    the paper's own values is one of the records it was made from."""
    if not a.key or not b.key:  # a record without a key, or the paper Lectern keyed
        return bool(a.source and b.source) and _agree(a, b, exactly=True)
    if not (a.key and b.key and _names(a) & _names(b)):
        return False
    ours, theirs = _source_fields(a), _source_fields(b)
    if not ours and not theirs:
        return _agree(a, b, exactly=True)
    if _folded(a.record.get("dialect")) != _folded(b.record.get("dialect")):
        return False
    if _folded(a.record.get("kind")) != _folded(b.record.get("kind")):
        return False
    return ours == theirs or _holds(a, ours, theirs) or _holds(b, theirs, ours)


def _holds(joined: Keys, fields: Mapping[str, str], entry: Mapping[str, str]) -> bool:
    """`joined` is a paper other entries were joined into and `entry` states only fields
    it has, with its values."""
    return bool(joined.aliases) and bool(entry) and entry.items() <= fields.items()


def _folded(value: Any) -> str:
    return str(value or "").casefold()


def _details(keys: Keys) -> tuple[Any, ...]:
    """Every first-class field of the record, normalised as identity compares it."""
    doc = keys.record
    return (
        keys.title,
        tuple(fold_text(str(name)) for name in doc.get("authors") or ()),
        keys.year,
        venue_key(str(doc.get("venue") or "")),
        *keys.place,
        keys.abstract,
        keys.doi,
        keys.arxiv,
        fold_text(str(doc.get("kind") or "")),
        tuple(sorted({fold_text(str(word)) for word in doc.get("keywords") or ()})),
        tuple(sorted({str(url) for url in doc.get("urls") or ()})),
    )


def _source_fields(keys: Keys) -> dict[str, str]:
    """The record's other fields as its source wrote them (`fields`), spaces collapsed."""
    raw = keys.record.get("fields")
    if not isinstance(raw, Mapping):
        return {}
    return {
        str(name).lower(): " ".join(str(value).split())
        for name, value in raw.items()
        if value not in (None, "", [], {})
    }


def _agree(a: Keys, b: Keys, *, exactly: bool) -> bool:
    """Every field both records state is equal (`exactly`: and they state the same ones)."""
    ours, theirs = _details(a), _details(b)
    fields_a, fields_b = _source_fields(a), _source_fields(b)
    if exactly:
        return ours == theirs and fields_a == fields_b
    stated = (None, "", ())
    if any(x not in stated and y not in stated and x != y for x, y in zip(ours, theirs)):
        return False
    return all(fields_a[name] == fields_b[name] for name in fields_a.keys() & fields_b.keys())


def same_work(a: Keys, b: Keys, *, one_file: bool = False) -> Reason | None:
    """The reason two records are certainly one work, or None. `one_file`: both are
    entries of the file being imported (whatever file name each names)."""
    if _named_apart(a, b, one_file):
        return None
    reason = _same_work(a, b, one_file)
    if reason is None and same_record(a, b):
        return Reason.ENTRY if a.source == b.source else Reason.RECORD
    return reason


def _same_work(a: Keys, b: Keys, one_file: bool) -> Reason | None:
    if a.arxiv and a.arxiv == b.arxiv:
        return Reason.ARXIV
    if a.doi and a.doi == b.doi:
        return Reason.DOI
    if _ids_conflict(a, b) or _place_conflict(a, b) or _venue_conflict(a, b):
        return None
    if a.title:
        if a.title != b.title:
            return None
        authors_agree = not a.first_author or not b.first_author or a.first_author == b.first_author
        years_agree = a.year is None or b.year is None or a.year == b.year
        if not (authors_agree and years_agree):
            return None
        by_title = bool(a.first_author or b.first_author) and not is_placeholder(a.title)
        if _keyed_apart(a, b, one_file):
            return Reason.EQUAL if by_title and _agree(a, b, exactly=False) else None
        if by_title:
            return Reason.TITLE
        return Reason.ENTRY if same_entry(a, b) else None
    if not b.title and a.abstract and a.abstract == b.abstract:
        if _keyed_apart(a, b, one_file):
            return Reason.EQUAL if _agree(a, b, exactly=False) else None
        return Reason.ABSTRACT
    return None


def near_reason(a: Keys, b: Keys, *, one_file: bool = False) -> NearReason | None:
    """Why two records that are not certainly one work might be; None if nothing suggests
    it. A shared title suggests nothing when

    - both name their authors and no surname is on both lists ("Chairman's report" by
      Palais and by Spivak; "Online reference" by Redis and by MonetDB): as Zotero's
      duplicate finder asks, a possible duplicate shares an author;
    - both name one periodical and two of its issues, or two pages apart in one issue: a
      recurring title ("Site report", an advertiser's notice each year, "Greetings from the
      Editor" on page 43 and on page 54); one record cannot sit in two places of one
      journal, and a typo in a volume is rarer than a column;
    - both another first author and another year are stated;

    and a placeholder title ("Preface") suggests something only when nothing else differs."""
    if a.title and a.title == b.title:
        authors_differ = bool(
            a.first_author and b.first_author and a.first_author != b.first_author
        )
        years_differ = a.year is not None and b.year is not None and a.year != b.year
        if authors_differ and years_differ:
            return None
        if authors_differ and not _surnames(a) & _surnames(b):
            return None
        if _recurring_in_periodical(a, b):
            return None
        differs: NearReason | None = None
        if _ids_conflict(a, b):
            differs = NearReason.TITLE_IDS
        elif _place_conflict(a, b):
            differs = NearReason.TITLE_PLACE
        elif _venue_conflict(a, b):
            differs = NearReason.TITLE_VENUE
        elif years_differ:
            differs = NearReason.TITLE_YEAR
        elif authors_differ:
            differs = NearReason.TITLE_AUTHOR
        if is_placeholder(a.title):
            return None if differs else NearReason.TITLE_PLACEHOLDER
        if differs:
            return differs
        if not a.first_author and not b.first_author:
            return NearReason.TITLE_NO_AUTHORS
        if _keyed_apart(a, b, one_file):
            return NearReason.TITLE_ENTRIES
        return NearReason.TITLE_AMBIGUOUS
    if (
        a.abstract
        and a.abstract == b.abstract
        and bool(a.title) != bool(b.title)
        and min(a.length(), b.length()) >= NEAR_ABSTRACT_MIN
    ):
        return NearReason.ABSTRACT
    return None


def _surnames(keys: Keys) -> set[str]:
    """The folded surnames of every author the record names."""
    return {surname(str(name)) for name in keys.record.get("authors") or ()} - {""}


def _recurring_in_periodical(a: Keys, b: Keys) -> bool:
    """Both name one venue and stand in two of its issues (volume or number differ), or on
    pages apart in one issue: two items of a periodical that prints the title again."""
    if not _place_conflict(a, b):
        return False
    ours, theirs = a.record.get("venue"), b.record.get("venue")
    if not ours or not theirs or venue_key(str(ours)) != venue_key(str(theirs)):
        return False
    (vol_a, num_a, pages_a), (vol_b, num_b, pages_b) = a.place, b.place
    if (vol_a and vol_b and vol_a != vol_b) or (num_a and num_b and num_a != num_b):
        return True
    first, second = _page_span(pages_a), _page_span(pages_b)
    if first is None or second is None:
        return False
    return first[1] < second[0] or second[1] < first[0]


def _page_span(pages: str) -> tuple[int, int] | None:
    """First and last page of "43-44" or "43" (normalised by _place); None when not numbers."""
    numbers = pages.split("-")
    if not all(n.isdigit() for n in numbers) or len(numbers) > 2:
        return None
    return int(numbers[0]), int(numbers[-1])


def _fully_agrees(a: Keys, b: Keys) -> bool:
    """A title match on every detail both name, with nothing left to a missing value."""
    return bool(a.first_author and b.first_author and a.year is not None and b.year is not None)


@dataclass(frozen=True, slots=True)
class Match:
    """The known paper a record certainly is, and why."""

    paper_id: str
    reason: Reason


class IdentityIndex:
    """Papers by arXiv id, DOI, title, abstract and citation key, to find a record's work
    fast.

    Only papers without a title of their own are filed by their abstract, and only a record
    without one looks there: an abstract identifies a work only when neither has a title
    (`_same_work`), so a titled record never matches by it, and a file whose records share
    one abstract ("Abstract not available") would otherwise compare each of them with every
    one before it.
    A placeholder title is no lookup key (a 45,000-entry anthology has a "Front matter"
    per volume, and none is another's): such a paper is found again only as the same
    entry, by its citation key (or, without a key, its every field). Every paper with a
    key is found by it too, so the same record in a file of another name finds its paper
    however many share its title.
    `one_file`: the papers and the records looked up are entries of one file.
    """

    def __init__(self, *, one_file: bool = False) -> None:
        self.one_file = one_file
        self.keys: dict[str, Keys] = {}
        self._tables: tuple[dict[str, list[str]], ...] = ({}, {}, {}, {}, {}, {})

    def add(self, paper_id: str, keys: Keys) -> None:
        self.remove(paper_id)
        self.keys[paper_id] = keys
        for table, key in self._placed(keys):
            table.setdefault(key, []).append(paper_id)

    def remove(self, paper_id: str) -> None:
        keys = self.keys.pop(paper_id, None)
        if keys is None:
            return
        for table, key in self._placed(keys):
            if paper_id in table.get(key, ()):
                table[key].remove(paper_id)
                if not table[key]:
                    del table[key]

    def _placed(self, keys: Keys) -> Iterable[tuple[dict[str, list[str]], str]]:
        """The tables a paper is in, each with its key there."""
        by_arxiv, by_doi, by_title, by_abstract, by_entry, by_key = self._tables
        if keys.arxiv:
            yield by_arxiv, keys.arxiv
        if keys.doi:
            yield by_doi, keys.doi
        if keys.abstract and not keys.title:  # only a paper without a title is found by it
            yield by_abstract, keys.abstract
        if not _found_as_entry(keys):
            if keys.title:
                yield by_title, keys.title
        elif entry := _entry_name(keys):
            yield by_entry, entry
        for name in _names(keys):
            yield by_key, name

    def find_by_ids(self, arxiv: str, doi: str) -> Match | None:
        by_arxiv, by_doi = self._tables[:2]
        for table, key, reason in ((by_arxiv, arxiv, Reason.ARXIV), (by_doi, doi, Reason.DOI)):
            if key and key in table:
                return Match(table[key][0], reason)
        return None

    def find(self, keys: Keys) -> Match | None:
        """The known paper this record certainly is, or None."""
        one_file = self.one_file
        by_ids = self.find_by_ids(keys.arxiv, keys.doi)
        if by_ids is not None and not _named_apart(keys, self.keys[by_ids.paper_id], one_file):
            return by_ids
        certain = [
            pid
            for pid in self._candidates(keys)
            if same_work(keys, self.keys[pid], one_file=one_file)
        ]
        if len(certain) > 1:
            # Several papers fit. The same entry read again is the one, else the same
            # record from a file of another name; else one that agrees on author and year
            # as well is the work; a fit that rests on missing details is not certain when
            # it fits many (several papers of one record too).
            known = self.keys
            certain = (
                [pid for pid in certain if same_entry(keys, known[pid])]
                or [pid for pid in certain if same_record(keys, known[pid])]
                or [pid for pid in certain if _fully_agrees(keys, known[pid])]
            )
        if len(certain) != 1:
            return None
        reason = same_work(keys, self.keys[certain[0]], one_file=one_file)
        assert reason is not None
        return Match(certain[0], reason)

    def _candidates(self, keys: Keys) -> Iterable[str]:
        _, _, by_title, by_abstract, by_entry, by_key = self._tables
        if not _found_as_entry(keys):
            lookups = [(by_title, keys.title)]
        else:
            lookups = [(by_entry, _entry_name(keys))]
        if not keys.title:
            lookups.append((by_abstract, keys.abstract))
        lookups += [(by_key, n) for n in _names(keys)]
        seen: set[str] = set()
        for table, key in lookups:
            for pid in table.get(key, ()) if key else ():
                if pid not in seen:
                    seen.add(pid)
                    yield pid


def _found_as_entry(keys: Keys) -> bool:
    """Whether a paper is found again only as the same entry: its title is a placeholder,
    or it has neither a title of its own nor an abstract (an EndNote record known by its
    authors, year and conference, titled by Lectern)."""
    return is_placeholder(keys.title) or not (keys.title or keys.abstract)


def _entry_name(keys: Keys) -> str:
    """Where a paper with a placeholder title (or none) is found again, whatever its file
    is called: its every field. A paper with a key is found by it too; one Lectern keyed
    (its record had none) is found by its fields alone."""
    if not keys.source:
        return ""
    fields = sorted(_source_fields(keys).items())
    return folded_fingerprint(repr(_details(keys)), repr(fields))
