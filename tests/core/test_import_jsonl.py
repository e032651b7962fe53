"""JSON Lines, streamed: the 74k arXiv listing and hand-made records."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from lectern.core.importers import ImportFileError, RawRecord, Skipped, parse_file, sniff
from tests.core.helpers_import import only_papers


@pytest.mark.slow
def test_the_74k_arxiv_listing_streams_from_gzip(shared_data: Path) -> None:
    path = shared_data / "arxiv-cs-74k.jsonl.gz"
    assert sniff(path) == "jsonl"
    parsed = parse_file(path)
    assert parsed.collection == "arxiv-cs-74k"
    count, first, ids = 0, None, set[str]()
    for record in parsed.records:
        assert isinstance(record, RawRecord)
        count += 1
        first = first or record
        ids.add(record.arxiv_id)
        assert record.title and record.abstract and record.line == count
    assert count == 74_728 and len(ids) == 74_728
    assert first is not None
    assert first.title.startswith("Industrial-Grade Sensor Simulation via Gaussian Splatting")
    assert first.arxiv_id == "2503.11731" and first.year == 2025
    assert first.authors[:2] == ["Xianming Zeng", "Sicong Du"]
    assert first.keywords == ["cs.CV", "cs.RO"]
    assert "\n" not in first.abstract  # hard-wrapped summary joined


def test_field_variants_bad_lines_and_skips(tmp_path: Path) -> None:
    path = tmp_path / "feed.jsonl"
    path.write_text(
        '{"id": "2401.01234v2", "title": "A $\\\\mathcal{O}(n)$ Sort", "abstract": "Fast.",'
        ' "authors": "Ada Lovelace, Alan Turing and Grace Hopper", "categories": "cs.DS cs.LG",'
        ' "published": "2024-01-03T00:00:00Z", "comment": "Code: https://github.com/ada/sort"}\n'
        "\n"
        "{not json}\n"
        '{"summary": "Only an abstract here, no title at all.", "doi": "https://doi.org/10.1234/ABC",'
        ' "authors": [{"name": "Bob"}], "year": 2019}\n'
        '{"title": "", "text": ""}\n'
        '["a list"]\n',
        "utf-8",
    )
    first, bad, second, empty, listed = parse_file(path).records
    assert isinstance(first, RawRecord)
    assert first.title == "A 𝒪(n) Sort"
    assert first.authors == ["Ada Lovelace", "Alan Turing", "Grace Hopper"]
    assert (first.arxiv_id, first.year, first.keywords) == ("2401.01234", 2024, ["cs.DS", "cs.LG"])
    assert "https://github.com/ada/sort" in first.urls
    assert isinstance(bad, Skipped) and bad.line == 3 and "not valid JSON" in bad.reason
    assert isinstance(second, RawRecord) and second.line == 4
    assert (second.title, second.doi, second.authors, second.year) == (
        "",
        "10.1234/ABC",
        ["Bob"],
        2019,
    )
    assert empty == Skipped(5, "record has no title, abstract, DOI or arXiv id")
    assert listed == Skipped(6, "not a JSON object")


def test_kaggle_arxiv_dump_records(tmp_path: Path) -> None:
    path = tmp_path / "arxiv-metadata.json.gz"
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        handle.write(
            '{"id": "0704.0001", "title": "Calculation of prompt diphoton production",'
            ' "abstract": "  A fully differential calculation.\\n  A second paragraph.",'
            ' "authors": "C. Bal\\\\\'azs, E. L. Berger", "authors_parsed": [["Bal\\\\\'azs", "C.", ""],'
            ' ["Berger", "E. L.", ""]], "versions": [{"created": "Mon, 2 Apr 2007 19:18:42 GMT"}],'
            ' "journal-ref": "Phys.Rev.D76:013009,2007", "categories": "hep-ph"}\n'
        )
    assert sniff(path) == "jsonl"
    [record] = only_papers(parse_file(path).records)
    assert record.authors == ["C. Balázs", "E. L. Berger"]
    assert (record.year, record.venue, record.arxiv_id) == (
        2007,
        "Phys.Rev.D76:013009,2007",
        "0704.0001",
    )
    assert record.abstract == "A fully differential calculation.\n\nA second paragraph."


def test_a_file_of_garbage_lines_is_not_json_lines(tmp_path: Path) -> None:
    path = tmp_path / "junk.jsonl"
    path.write_text("{\n" * 30, "utf-8")
    with pytest.raises(ImportFileError, match=r"junk\.jsonl, line 20: is not JSON Lines"):
        list(parse_file(path, "jsonl").records)


def test_truncated_gzip_fails_while_reading(tmp_path: Path) -> None:
    path = tmp_path / "cut.jsonl.gz"
    lines = (b'{"title": "Paper %d", "abstract": "Text."}\n' % i for i in range(5000))
    data = gzip.compress(b"".join(lines))
    path.write_bytes(data[: len(data) // 2])
    parsed = parse_file(path)
    with pytest.raises(ImportFileError, match="cannot be read to the end"):
        list(parsed.records)
