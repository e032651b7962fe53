"""A record's own fields in the index: what a search by a field's name (`publisher:`,
`acknowledgement:`) looks up, made quickly and the same as Whoosh's keyword field makes it."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from whoosh import fields

from lectern.core.importers import parse_file
from lectern.core.importers.base import RawRecord
from lectern.core.library import Library
from lectern.core.search.analysis import RecordTerms
from lectern.core.search.index_schema import record_terms
from lectern.core.search.query.fields import FIELDS
from tests.core.helpers_templates import Templates

FILES = ("tugboat.bib", "biblatex-examples.bib", "bu-disc_mendeley_library.bib")


@functools.cache
def _records(path: Path) -> tuple[RawRecord, ...]:
    """The file's records, read once a process: three tests read tugboat.bib's."""
    return tuple(r for r in parse_file(path).records if isinstance(r, RawRecord))


@pytest.mark.parametrize("name", FILES)
def test_record_terms_are_indexed_as_whooshs_keyword_field_indexes_them(
    imports_dir: Path, name: str
) -> None:
    keyword = fields.KEYWORD(lowercase=True)
    fast = RecordTerms()
    for record in _records(imports_dir / "bibtex" / name):
        value = " ".join(record_terms(record.fields))
        assert sorted(fast.index(value)) == sorted(keyword.index(value)), record.key


def test_a_records_terms_skip_the_names_a_search_reads_from_lectern_s_own_fields(
    imports_dir: Path,
) -> None:
    """`title:` and `author:` search the paper's title and authors, never the record's:
    the record's words under those names would only cost postings no search reads."""
    seen: set[str] = set()
    for record in _records(imports_dir / "bibtex" / "tugboat.bib"):
        labels = {term.split(":", 1)[0] for term in record_terms(record.fields)}
        assert not labels & FIELDS.keys(), record.key
        seen |= labels
    assert {"acknowledgement", "bibsource", "issn", "pages", "url"} <= seen


def test_a_search_by_a_records_field_finds_every_entry_that_has_it(
    templates: Templates, imports_dir: Path, tmp_path: Path
) -> None:
    path = imports_dir / "bibtex" / "tugboat.bib"
    records = _records(path)
    by_beeton = {r.key for r in records if "Beeton" in r.fields.get("acknowledgement", "")}
    by_issn = {r.key for r in records if r.fields.get("issn") == "0896-3207"}
    assert by_beeton and by_issn
    # tugboat.bib imported into an empty library once a run (its other tests copy it too)
    with Library.open(templates.imported([path]).copy(tmp_path / "library")) as library:

        def found(query: str) -> list[set[str]]:
            """Each paper found, as the citation keys it answers to (an entry that joined
            another of the file is the other's alias)."""
            papers = map(library.papers.paper, library.searching.search(query).ids)
            return [{p.key, *p.aliases} for p in papers]

        for query, wanted in (("acknowledgement:beeton", by_beeton), ("issn:0896-3207", by_issn)):
            papers = found(query)
            assert all(keys & wanted for keys in papers), query
            assert set().union(*papers) >= wanted, query
        titled = {r.key for r in records if "hyphenation" in r.title.lower().split()}
        assert titled and set().union(*found("title:hyphenation")) >= titled


def test_record_terms_lower_case_as_whoosh_does_across_scripts() -> None:
    value = "note:ΣΑΣ note:aΣ\tnote:İstanbul\nisbn:978-0 NOTE:Straße note:Straße"
    keyword = fields.KEYWORD(lowercase=True)
    assert sorted(RecordTerms().index(value)) == sorted(keyword.index(value))
