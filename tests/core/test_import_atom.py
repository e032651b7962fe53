"""arXiv API results (Atom XML), read safely."""

from __future__ import annotations

from pathlib import Path

import pytest

from lectern.core.importers import ImportFileError, RawRecord, parse_file, sniff


def read(path: Path) -> tuple[str, list[RawRecord]]:
    parsed = parse_file(path)
    assert parsed.format == "arxiv-atom"
    records = list(parsed.records)
    assert all(isinstance(r, RawRecord) for r in records)
    return parsed.collection, records  # type: ignore[return-value]


def test_every_feed_imports(imports_dir: Path) -> None:
    counts = {p.name: len(read(p)[1]) for p in sorted((imports_dir / "arxiv-atom").glob("*.xml"))}
    assert sorted(counts.values()) == [1, 1, 2, 10, 10]


def test_entry_fields(imports_dir: Path) -> None:
    collection, [entry] = read(imports_dir / "arxiv-atom" / "id_list=1111.2011v2.xml")
    assert collection == "arXiv: 1111.2011v2"
    assert entry.title == (
        "Quantum Criticality for Extended Nodes on a Bethe Lattice in the Large Connectivity Limit"
    )  # the feed wraps it over two lines
    assert entry.authors == ["James M. Murray", "Adrian Del Maestro", "Zlatko Tesanovic"]
    assert (entry.arxiv_id, entry.doi, entry.year) == (
        "1111.2011",
        "10.1103/PhysRevB.85.115117",
        2011,
    )
    assert entry.venue == "Phys. Rev. B 85, 115117 (2012)"
    assert entry.keywords == ["cond-mat.str-el", "cond-mat.stat-mech"]
    assert "http://arxiv.org/pdf/1111.2011v2" in entry.urls
    assert entry.abstract.startswith("Theoretical description of anisotropic systems, such as")
    assert "\n" not in entry.abstract
    assert entry.line == 10


def test_search_feed_is_named_after_its_query(imports_dir: Path) -> None:
    collection, records = read(imports_dir / "arxiv-atom" / "search_query=au_del_maestro.xml")
    assert collection == "arXiv: au:del_maestro"
    assert [r.line for r in records[:3]] == [10, 49, 81]
    assert all(any("Del Maestro" in name for name in r.authors) for r in records)


BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>&lol2;</title></entry></feed>
"""
EXTERNAL = """<?xml version="1.0"?>
<!DOCTYPE feed [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>&xxe;</title></entry></feed>
"""


@pytest.mark.parametrize("document", [BILLION_LAUGHS, EXTERNAL])
def test_dtds_and_entities_are_refused(tmp_path: Path, document: str) -> None:
    path = tmp_path / "evil.xml"
    path.write_text(document, "utf-8")
    assert sniff(path) == "arxiv-atom"
    with pytest.raises(ImportFileError, match=r"evil\.xml, line 2: contains a DTD"):
        list(parse_file(path).records)


def test_broken_and_foreign_xml(tmp_path: Path) -> None:
    broken = tmp_path / "broken.xml"
    broken.write_text(
        '<feed xmlns="http://www.w3.org/2005/Atom">\n<entry><title>x</entry>\n</feed>'
    )
    with pytest.raises(ImportFileError, match=r"line 2: is not well-formed XML"):
        list(parse_file(broken).records)
    rss = tmp_path / "rss.xml"
    rss.write_text('<?xml version="1.0"?><rss version="2.0"><channel/></rss>')
    with pytest.raises(ImportFileError, match="XML but not an Atom feed"):
        sniff(rss)
    with pytest.raises(ImportFileError, match="not an Atom feed"):
        parse_file(rss, "arxiv-atom")
