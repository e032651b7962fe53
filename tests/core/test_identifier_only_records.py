"""A record with only a DOI or an arXiv id, in any format, becomes a paper as that identifier
typed into File → New paper does: titled by it (a derived title), until a record with a real
title joins it. A record with nothing to show or find it by is skipped, with the reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from lectern.core.importers.pasted import parse_pasted
from lectern.core.library import Library

DOI = "10.1000/xyz-123"
ARXIV = "2401.01234"

# One file per format: a record with only a DOI, one with only an arXiv id, one with neither.
FILES = {
    "only.bib": (
        f"@article{{a, doi = {{{DOI}}}, year = 2020}}\n"
        f"@misc{{b, eprint = {{{ARXIV}}}, eprinttype = {{arxiv}}}}\n"
        "@article{c, year = 2020, pages = {1--2}}\n"
    ),
    "only.ris": (
        f"TY  - JOUR\nDO  - {DOI}\nER  - \n\n"
        f"TY  - JOUR\nUR  - https://arxiv.org/abs/{ARXIV}\nER  - \n\n"
        "TY  - JOUR\nPY  - 2020\nER  - \n"
    ),
    "only.json": (
        f'[{{"id": "a", "type": "article-journal", "DOI": "{DOI}"}},'
        f' {{"id": "b", "type": "article", "URL": "https://arxiv.org/abs/{ARXIV}"}},'
        ' {"id": "c", "type": "article", "issued": {"date-parts": [[2020]]}}]'
    ),
    "only.jsonl": (
        f'{{"title": "", "doi": "{DOI}"}}\n{{"title": "", "arxiv_id": "{ARXIV}"}}\n'
        '{"title": "", "year": 2020}\n'
    ),
    "only.csv": f"Title,Abstract,Authors,DOI,arXiv\n,,,{DOI},\n,,,,{ARXIV}\n,,Ann Smith,,\n",
}


@pytest.mark.parametrize("name", sorted(FILES))
def test_a_record_with_only_an_identifier_is_titled_by_it(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_text(FILES[name], "utf-8")
    with Library.open(tmp_path / "lib") as library:
        report = library.imports.import_files([path])[0]
        assert report.added == 2, report.summary()
        [skipped] = report.skipped
        assert skipped.reason.endswith("no title, abstract, DOI or arXiv id")
        papers = {pid: library.papers.paper(pid) for pid in report.added_ids}
        shown = {pid: (p.title, p.title_derived) for pid, p in papers.items()}
        assert shown == {
            f"doi:{DOI}": (f"doi:{DOI}", True),
            f"arxiv:{ARXIV}": (f"arXiv:{ARXIV}", True),
        }
        # Typed into New paper, the same identifiers are the same papers.
        typed = library.imports.add_records([*parse_pasted(DOI), *parse_pasted(f"arXiv:{ARXIV}")])
        assert (typed.added, typed.already) == (0, 2)


def test_the_full_record_gives_the_paper_its_title(tmp_path: Path) -> None:
    only, full = tmp_path / "only.ris", tmp_path / "full.bib"
    only.write_text(f"TY  - JOUR\nDO  - {DOI}\nER  - \n", "utf-8")
    full.write_text(f"@article{{k, title = {{The Real Title}}, doi = {{{DOI}}}}}\n", "utf-8")
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_files([only, full])
        paper = library.papers.paper(f"doi:{DOI}")
        assert (paper.title, paper.title_derived, len(library)) == ("The Real Title", False, 1)
