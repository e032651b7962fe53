"""The benchmark harness works: on 200 listings and a slice of ADI it produces every figure.

No timing is asserted (figures on a shared machine are noisy); only that each section
measures something real and reports it with its reference, so `make bench` does not
break silently while the code it measures changes.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from tests.benchmarks.measure import Figure
    from tests.benchmarks.workspace import Workspace

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
CORPUS = SHARED / "data" / "arxiv-cs-74k.jsonl.gz"
ADI = SHARED / "data" / "relevance" / "adi"

pytestmark = pytest.mark.skipif(
    not CORPUS.is_file() or not ADI.is_dir(),
    reason=f"the benchmark data is not in {SHARED / 'data'}",
)

TINY = 200
# The keyboard burst's keys at 100 a second: four for each of the 50 papers it goes over,
# in some twenty of the writer's saves (`make bench` sends 600); each save costs the
# writer's index commit, so the smoke run sends no more than shows the burst works.
BURST = 200


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    from tests.benchmarks.workspace import Workspace

    return Workspace(tmp_path_factory.mktemp("bench"))


def _assert_figures(figures: Sequence[Figure], names: set[str]) -> None:
    by_name = {f.name: f for f in figures}
    assert names <= set(by_name), f"missing figures: {names - set(by_name)}"
    for fig in figures:
        assert fig.value > 0 and math.isfinite(fig.value), fig
        if fig.reference_name:
            assert fig.reference is not None and fig.reference > 0, fig
            assert fig.ratio is not None and fig.ratio > 0
        assert fig.verdict in ("PASS", "MISS", "-")
        json.dumps(fig.to_json())


@pytest.fixture(scope="module")
def imported(workspace: Workspace) -> tuple[list[Figure], dict[str, Any]]:
    """One import section's figures, shared by the tests that read them."""
    from tests.benchmarks import sections

    return sections.section_import(workspace, TINY, repeat=1)


def test_import_figures_come_with_the_fts5_reference(
    imported: tuple[list[Figure], dict[str, Any]],
) -> None:
    figures, details = imported

    _assert_figures(figures, {"import + index", "re-import (all duplicates)"})
    first = details["runs"][0]
    assert first["added"] + first["unchanged"] + first["skipped"] == TINY
    assert first["added"] >= TINY * 0.95 and first["papers"] == first["added"]
    assert first["readded"] == 0 and first["progress_calls"] > 0


def test_bibtex_figures_come_with_bibtexparsers_parse_of_the_same_file(
    workspace: Workspace,
) -> None:
    from tests.benchmarks import bibtex_bench

    figures, details = bibtex_bench.section_bibtex(workspace.folder, 1, entries=TINY)

    _assert_figures(
        figures, {"import + index of a large real .bib", "the same, CPU time of this process"}
    )
    assert figures[0].reference_name == "bibtexparser parse" and figures[0].size == TINY
    [run] = details["runs"]
    assert run["entries"] == TINY and run["added"] + run["skipped"] >= TINY * 0.95


@pytest.mark.usefixtures("qapp")
def test_search_and_save_figures_on_an_annotated_library(workspace: Workspace) -> None:
    from lectern.core.library import Library
    from tests.benchmarks import sections

    fts = workspace.fts(TINY)
    with Library.open(workspace.library(TINY)) as library:
        plan = workspace.annotate(TINY, library, fts)
        marked = [pid for pid, (status, _) in plan.items() if status != "new"]
        assert marked and all(
            str(library.notes.annotation(pid).status) == plan[pid][0] for pid in marked
        )

        search_figures, summary = sections.section_search(library, fts, TINY, repeat=1)
        save_figures, _ = sections.section_save(library, fts, TINY, repeat=2, burst_keys=BURST)
    fts.close()

    _assert_figures(
        search_figures,
        {"search top 50 + 20 highlighted, p50", "search top 50 + 20 highlighted, p95"},
    )
    assert summary["queries"] >= 30
    assert any(row["lectern_hits"] for row in summary["per_query"])
    assert any(row["lectern_highlighted"] for row in summary["per_query"])
    _assert_figures(
        save_figures,
        {
            "note edit: UI thread (service.submit)",
            "note edit: durable + found by search",
            "status change: durable + found by search",
            f"{BURST} status/star keys at 100/s: saved after the last",
        },
    )


@pytest.mark.slow
def test_open_memory_and_cli_figures_from_child_processes(workspace: Workspace) -> None:
    from tests.benchmarks import sections

    fts = workspace.fts(TINY)
    figures, details = sections.section_open(
        workspace, TINY, 1, 0.2, {"open", "memory"}, fts.path, warm_up=False
    )
    fts.close()

    _assert_figures(
        figures,
        {
            "open to usable window (first rows)",
            "peak RSS, library open",
            "open until the library's own list replaces the kept rows",
            "open with no rows kept (the first start after an import)",
        },
    )
    app = details["app"][0]
    assert app["events"]["ready"]["rows"] > 0 and app["exit"] == 0
    assert app["events"]["ready"]["early"]  # the untimed first run kept its rows
    assert app["events"]["loaded"]["papers"] == TINY
    cold = details["nothing_kept"][0]
    assert not cold["events"]["ready"]["early"] and cold["exit"] == 0


def test_search_quality_scores_lectern_and_fts5_alike(workspace: Workspace) -> None:
    from tests.benchmarks import sections

    figures, details = sections.section_quality(workspace, ["adi"], max_queries=8)

    _assert_figures(
        figures,
        {"nDCG@10 ADI", "nDCG@10 ADI, each query pasted as written (prose)", "recall@100 ADI"},
    )
    assert 0.0 <= details["adi"]["prose"]["ndcg10"] <= 1.0
    for engine in ("lectern", "fts5"):
        scores = details["adi"][engine]
        assert 0.0 <= scores["ndcg10"] <= 1.0 and 0.0 <= scores["recall100"] <= 1.0
        assert len(scores["per_query"]) == 8
    assert details["adi"]["import"]["mapped"] == details["adi"]["docs"]


def test_kept_export_figures_follow_a_status_change(workspace: Workspace) -> None:
    from lectern.core.library import Library
    from tests.benchmarks import kept_bench

    fts = workspace.fts(TINY)
    with Library.open(workspace.library(TINY)) as library:
        workspace.annotate(TINY, library, fts)
        figures, details = kept_bench.section_kept(library, TINY, repeat=2)
        assert library.kept.listed() == []  # the section leaves the library as it found it
    fts.close()
    whole = next(f for f in figures if "the whole library" in f.name)
    assert whole.reference_name == "the export made whole" and details["all"]["papers"] > 0
    _assert_figures(
        figures, {whole.name, "kept export: checked and left untouched by a change outside it"}
    )


def test_compare_marks_a_figure_more_than_ten_percent_worse(
    workspace: Workspace, imported: tuple[list[Figure], dict[str, Any]]
) -> None:
    from tests.benchmarks import compare

    figures, _ = imported
    now = [f.to_json() for f in figures]
    base = [dict(f) for f in now]
    base[0]["ratio"] = now[0]["ratio"] / 1.25  # the baseline's import was 25 % faster
    base[1]["ratio"] = now[1]["ratio"] * 1.02  # the re-import within noise
    base_file = workspace.folder / "base.json"
    base_file.write_text(json.dumps({"when": "2026-12-01T00:00:00", "figures": base}))

    text, worse = compare.report(now, base_file)

    assert [c.name for c in worse] == ["import + index"]
    assert "WORSE" in text.splitlines()[2] and "WORSE" not in text.splitlines()[3]
    assert "1 more than 10% worse" in text


def test_the_guides_performance_table_is_written_from_a_run(
    imported: tuple[list[Figure], dict[str, Any]],
) -> None:
    from tests.benchmarks import performance_table

    figures, _ = imported
    run = {
        "when": "2026-12-07T10:00:00+00:00",
        "environment": {
            "cpus": 2,
            "python": "3.11.7",
            "sqlite": "3.40.1",
            "load_average_start": [0.5, 0.4, 0.3],
            "load_average_end": [1.0, 0.9, 0.8],
            "seconds": 600.0,
        },
        "arguments": {"sizes": [TINY], "repeat": 1, "import_repeat": 1, "sections": ["import"]},
        "figures": [f.to_json() for f in figures],
        "errors": {},
    }
    page = f"# Performance\n\n{performance_table.BEGIN}\nold figures\n{performance_table.END}\n\nMore.\n"

    written = performance_table.rewrite(page, run)

    assert "old figures" not in written and written.endswith("\n\nMore.\n")
    assert "load average 0.50 / 0.40 / 0.30 at the start" in written
    row = next(line for line in written.splitlines() if line.startswith("| import + index |"))
    assert f"{figures[0].ratio:.2f}×" in row and "FTS5" in row
    with pytest.raises(ValueError, match="markers"):
        performance_table.rewrite("# Performance\n", run)


def test_the_guides_performance_page_shows_the_kept_run() -> None:
    """The table a reader sees in docs/guide/performance.md is the kept run's, as the
    writer makes it: a hand edit, or a run kept without rewriting the page, fails here."""
    from tests.benchmarks import performance_table

    run = json.loads((performance_table.ROOT / "docs/bench/last.json").read_text("utf-8"))
    page = performance_table.PAGE.read_text("utf-8")

    assert performance_table.rewrite(page, run) == page
    assert f"| import + index | {max(run['arguments']['sizes']):,} |" in page


def test_browser_save_figures_through_the_real_host_and_window() -> None:
    """A save as the browser sends it, through the launcher `lectern browser register`
    writes: each figure beside Python's own start, the saves with the 500 ms target."""
    from tests.benchmarks import browser_bench

    figures, details = browser_bench.section_browser(repeat=1)
    _assert_figures(
        figures,
        {
            "host: start and answer hello",
            "save from the browser, no window (host writes)",
            "save from the browser, handed to the window",
        },
    )
    assert all(f.reference_name == "python -c pass" for f in figures)
    assert [f.at_most for f in figures] == [None, 500.0, 500.0]
    assert len(details["handed_s"]) == 1


def test_the_huge_abstract_figure_is_measured_beside_a_waker_of_its_own() -> None:
    """The window's UI thread, while a paper with a 3 MB abstract is shown, in a process of
    its own: one figure, with the issue's 100 ms target, beside a waker in another process."""
    from tests.benchmarks import huge_bench

    figures, details = huge_bench.section_huge(repeat=1)
    _assert_figures(figures, {"UI thread unanswering at most, while a 3 MB abstract is shown"})
    [figure] = figures
    assert figure.at_most == 100.0 and figure.unit == "ms"
    assert figure.reference_name == "a waker in a process of its own, meanwhile"
    assert len(details["gaps_ms"]) == figure.samples == 3  # at least three visits


def test_marks_figures_search_marks_added_to_a_copy_of_the_library(workspace: Workspace) -> None:
    from lectern.core.library import Library
    from tests.benchmarks import marks_bench

    folder = workspace.library(TINY)
    figures, details = marks_bench.section_marks(folder, TINY, repeat=1, count=300)
    assert details["marks"] == 300
    assert all(row["total"] > 0 for row in details["per_query"] if row["query"] == "has:marks")
    _assert_figures(
        figures,
        {
            "search 300 marks: marks:word, p50",
            "search 300 marks: plain words with the marks, p95",
        },
    )
    with Library.open(folder) as library:  # the section's marks went into a copy
        assert not any(library.marks.count(pid) for pid in library.ids())
