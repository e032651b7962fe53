"""The seed format: the user's own abstract lists, and the titles Lectern gives them."""

from __future__ import annotations

from pathlib import Path

import pytest

from lectern.core.importers import RawRecord, Skipped, parse_file, sniff
from lectern.core.text import derive_title
from lectern.core.text.titles import STOP_WORDS


def seed_records(seeds_dir: Path) -> list[tuple[Path, RawRecord]]:
    out = []
    for path in sorted(seeds_dir.glob("*.txt")):
        parsed = parse_file(path)
        assert parsed.format == "seed"
        assert parsed.collection == "ICML 2026 Papers"
        for record in parsed.records:
            assert isinstance(record, RawRecord), record
            out.append((path, record))
    return out


def test_both_seed_files_hold_38_untitled_abstracts(seeds_dir: Path) -> None:
    records = seed_records(seeds_dir)
    assert len(records) == 38
    assert all(not r.title and len(r.abstract.split()) > 50 for _, r in records)


def test_seed_records_point_at_the_line_where_the_abstract_starts(seeds_dir: Path) -> None:
    for path, record in seed_records(seeds_dir):
        lines = path.read_text("utf-8").splitlines()
        assert lines[record.line - 1].startswith(record.abstract[:60])
        assert record.line == 1 or not lines[record.line - 2].strip()


@pytest.fixture(scope="module")
def seed_titles(seeds_dir: Path) -> list[str]:
    return [derive_title(r.abstract) for _, r in seed_records(seeds_dir)]


def test_named_methods_become_the_title(seed_titles: list[str]) -> None:
    assert (
        "PULSE: a framework for more efficient human-centric evaluation of agent designs"
        in seed_titles
    )
    assert "SERA: Soft-Verified Efficient Repository Agents" in seed_titles
    assert "GOMA: Generalized Optimistic Methods with Anchoring" in seed_titles
    assert "UHM: Universal Horizon Models" in seed_titles  # "universal horizon models (UHM)"
    assert "M²GenCO: a Multi-task learning framework…" in seed_titles  # M$^2$GenCO, **M**ulti


def test_abstracts_without_a_name_get_their_first_sentence_shortened(
    seed_titles: list[str],
) -> None:
    assert "Private hypothesis selection" in seed_titles  # "We study the problem of …"
    assert (
        "A novel framework for measuring privacy from a Bayesian game-theoretic perspective"
        in seed_titles
    )
    assert "Policy-gradient methods are widely used in reinforcement learning" in seed_titles


def test_every_seed_title_is_sensible(seed_titles: list[str]) -> None:
    assert len(set(seed_titles)) == 38, "two papers would share a title"
    for title in seed_titles:
        words = title.rstrip("…").split()
        assert 2 <= len(words) <= 16, title
        assert words[-1].lower().strip(",;:") not in STOP_WORDS, title
        assert not title.rstrip("…").endswith((",", ";", ":", "-")), title
        assert "$" not in title and "\\" not in title and "**" not in title, title
        assert title[0].isupper() or title[0].isdigit(), title


def test_a_list_without_a_header_uses_the_file_name(tmp_path: Path) -> None:
    path = tmp_path / "reading_list.txt"
    path.write_text(
        "We propose FooNet, a network for counting sheep in very large fields quickly and well.\n\n"
        "Graph neural networks are widely used for molecules,\nand this wrapped paragraph "
        "continues on a second line of the same abstract here.\n\n\n"
        "Too short.\n",
        "utf-8",
    )
    assert sniff(path) == "seed"
    parsed = parse_file(path)
    assert parsed.collection == "reading list"
    first, second, third = list(parsed.records)
    assert isinstance(first, RawRecord) and first.line == 1
    assert isinstance(second, RawRecord) and second.line == 3
    assert "molecules, and this wrapped paragraph" in second.abstract
    assert isinstance(third, Skipped) and third.line == 7
