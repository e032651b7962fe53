"""A file is never half read into papers that are rubbish.

Every reader is handed every other format's real files (the shared samples in
../shared/data/imports and ../shared/seeds, the MEDLINE and EndNote files in tests/data,
Lectern's bundled sample) as a user who picks the wrong format would hand them over. It
must refuse the file, naming it, or read it for what it is: no paper whose title or
abstract starts with another format's markup ("PMID- ", "TY  - ", "@article{", "{", "<").
Reading nothing at all is allowed (a RIS reader finds no "TY  - " in a BibTeX file).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lectern.core.importers import ImportFileError, RawRecord, parse_file, sniff
from lectern.core.resources import sample_files

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
TESTS_DATA = Path(__file__).resolve().parents[1] / "data"
READERS = (
    "seed",
    "bibtex",
    "ris",
    "csljson",
    "arxiv-atom",
    "jsonl",
    "csv",
    "medline",
    "endnote-xml",
)
SHARED_FOLDERS = {
    "bibtex": "bibtex",
    "ris": "ris",
    "csljson": "csljson",
    "arxiv-atom": "arxiv-atom",
}
# The start of a line of some format's markup: a tag ("TI  - ", "PMID- ", "PT J", "%T "),
# a BibTeX entry, JSON or XML.
MARKUP = re.compile(
    r"^\s*(?:[A-Z][A-Z0-9]{1,3} {0,3}- |[A-Z][A-Z0-9] [A-Z]\b|%[0-9A-Z] |@\s*\w+\s*[{(]|[{\[<])"
)


def samples() -> list[tuple[Path, str]]:
    """(file, the format it is in) for every sample file there is."""
    found = [(Path(p), "seed") for p in sample_files()]
    found += [(p, "medline") for p in sorted((TESTS_DATA / "medline").iterdir())]
    found += [(p, "endnote-xml") for p in sorted((TESTS_DATA / "endnote").iterdir())]
    imports = SHARED / "data" / "imports"
    for folder, fmt in SHARED_FOLDERS.items():
        for path in sorted((imports / folder).rglob("*")):
            if path.is_file() and path.name != "_original_names.json":  # a list of names
                found.append((path, fmt))
    found += [(p, "seed") for p in sorted((SHARED / "seeds").glob("*.txt"))]
    return found


SAMPLES = samples()


def test_the_shared_samples_are_there() -> None:
    if not (SHARED / "data" / "imports").is_dir() or not (SHARED / "seeds").is_dir():
        pytest.skip(f"sample data not found at {SHARED}")
    assert {fmt for _, fmt in SAMPLES} == {
        "seed",
        "medline",
        "endnote-xml",
        "bibtex",
        "ris",
        "csljson",
        "arxiv-atom",
    }


@pytest.mark.parametrize(("path", "fmt"), SAMPLES, ids=[p.name for p, _ in SAMPLES])
def test_each_sample_is_recognised_as_what_it_is(path: Path, fmt: str) -> None:
    assert sniff(path) == fmt


@pytest.mark.parametrize("reader", READERS)
def test_a_reader_refuses_other_formats_or_reads_them_for_what_they_are(reader: str) -> None:
    others = [(path, fmt) for path, fmt in SAMPLES if fmt != reader]
    assert others
    refused = 0
    for path, _ in others:
        try:
            records = [r for r in parse_file(path, reader).records if isinstance(r, RawRecord)]
        except ImportFileError as error:
            assert str(path) in str(error)
            refused += 1
            continue
        for record in records:
            assert not MARKUP.match(record.title), (reader, path.name, record.title[:80])
            assert not MARKUP.match(record.abstract), (reader, path.name, record.abstract[:80])
    if reader in ("seed", "medline", "endnote-xml", "arxiv-atom", "csv"):
        assert refused == len(others), reader  # none of these is ever in another's file


@pytest.mark.parametrize("name", ["medline-cancer.nbib", "pubmed_result2.txt", "pmc_medlars.txt"])
def test_a_medline_file_is_not_a_list_of_abstracts(name: str) -> None:
    """What once made 20 papers titled "PMID- 27236861 OWN - NLM STAT- Publisher…"."""
    path = TESTS_DATA / "medline" / name
    with pytest.raises(ImportFileError) as raised:
        parse_file(path, "seed")
    message = str(raised.value)
    assert message.startswith(f"{path}: is not a list of abstracts")
    assert "MEDLINE" in message and "EndNote XML" in message and "BibTeX" in message


def test_the_bundled_sample_and_the_seed_lists_keep_every_abstract(seeds_dir: Path) -> None:
    for path in [*map(Path, sample_files()), *sorted(seeds_dir.glob("*.txt"))]:
        paragraphs = [p for p in re.split(r"\n\s*\n", path.read_text("utf-8")) if p.strip()]
        records = list(parse_file(path, "seed").records)
        assert all(isinstance(r, RawRecord) for r in records)
        assert len(records) == len(paragraphs) - 1  # all but the header line, "ICML 2026 Papers"
