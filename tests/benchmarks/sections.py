"""The benchmark's sections: each measures its figures and pairs them with the reference.

The targets are the benchmark issue's (this 2-core machine, 74,728 papers); a figure's
verdict is computed from them in :mod:`tests.benchmarks.measure`.
"""

from __future__ import annotations

import math
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tests.benchmarks import corpus, import_bench, processes, relevance, saving, search
from tests.benchmarks.fts5 import Fts5Index, translate
from tests.benchmarks.measure import Figure, median, percentile
from tests.benchmarks.workspace import Workspace, say

CLI_QUERY = "graph neural networks"
SEARCH_P50_MS, SEARCH_P95_MS = 30.0, 25.0
IMPORT_RATIO, REIMPORT_RATIO = 10.0, 3.0  # to FTS5's insert of the same file, and again
OPEN_S, OPEN_RATIO = 2.0, 2.0
UI_MS, DURABLE_S = 5.0, 1.0
RSS_MB = 300.0
UNKEPT_S = 0.6  # the first start after an import: no rows kept from the last session
CLI_RATIO = 3.0


def ms(values: Sequence[float]) -> float:
    return median(values) * 1000


def section_import(ws: Workspace, size: int, repeat: int) -> tuple[list[Figure], dict[str, Any]]:
    source = ws.source(size)
    runs: list[import_bench.ImportRun] = []
    refs: list[tuple[float, float, int]] = []
    for number in range(repeat):
        folder = (
            ws.folder / f"library-{size}" if number == 0 else ws.folder / f"import-{size}-{number}"
        )
        run = import_bench.lectern(source, folder)
        ref = import_bench.fts5(source, ws.folder / f"fts5-import-{size}.sqlite")
        runs.append(run)
        refs.append(ref)
        say(
            f"[import {size:,}] run {number + 1}/{repeat}: Lectern {run.seconds:.1f} s "
            f"(again {run.reimport_seconds:.1f} s; {run.added:,} added, {run.readded} re-added), "
            f"FTS5 {ref[0]:.1f} s (again {ref[1]:.1f} s)"
        )
        if number == 0:
            ws.libraries[size] = folder
        else:
            shutil.rmtree(folder, ignore_errors=True)
    last = runs[0]
    progress_note = f"progress: {last.progress_calls} updates" + (
        " with a total" if last.progress_total_known else " (no total)"
    )
    figures = [
        Figure(
            "import",
            "import + index",
            median([r.seconds for r in runs]),
            "s",
            size,
            median([r[0] for r in refs]),
            "FTS5",
            f"<= {IMPORT_RATIO:.0f}x FTS5, with progress",
            ratio_at_most=IMPORT_RATIO,
            samples=len(runs),
            note=progress_note,
            extra={
                "runs": [r.seconds for r in runs],
                "reference_runs": [r[0] for r in refs],
                "added": last.added,
                "duplicates_in_file": last.unchanged,
                "papers": last.papers,
                "skipped": last.skipped,
                "progress_calls": last.progress_calls,
            },
        ),
        Figure(
            "import",
            "re-import (all duplicates)",
            median([r.reimport_seconds for r in runs]),
            "s",
            size,
            median([r[1] for r in refs]),
            "FTS5",
            f"<= {REIMPORT_RATIO:.0f}x FTS5",
            ratio_at_most=REIMPORT_RATIO,
            samples=len(runs),
            extra={
                "runs": [r.reimport_seconds for r in runs],
                "readded": last.readded,
                "unchanged": last.unchanged_on_reimport,
            },
        ),
    ]
    if not last.progress_calls:
        figures[0].at_most = -1.0  # "with progress" is part of the target
        figures[0].note = "no progress reported"
    return figures, {"runs": [vars(r) for r in runs], "fts5": refs}


def section_search(
    library: Any, fts: Fts5Index, size: int, repeat: int
) -> tuple[list[Figure], dict[str, Any]]:
    times = search.run(library, fts, corpus.QUERIES, repeat)
    s = search.summary(times)
    problems = [(r["query"], r["problems"]) for r in s["per_query"] if r["problems"]]
    empty = [r["query"] for r in s["per_query"] if not r["lectern_hits"]]
    note = f"{len(times)} queries x {repeat}"
    if problems:
        note += f"; {len(problems)} queries with wrong field matches"
    if empty:
        note += f"; {len(empty)} with no hits"
    figures = [
        Figure(
            "search",
            "search top 50 + 20 highlighted, p50",
            s["lectern"]["p50"],
            "ms",
            size,
            s["fts5"]["p50"],
            "FTS5",
            f"<= {SEARCH_P50_MS:.0f} ms",
            at_most=SEARCH_P50_MS,
            samples=len(times) * repeat,
            note=note,
            extra={
                "fts5_any_word_p50": s["fts5_any"]["p50"],
                "cold_first_ms": s["lectern_cold_first_ms"],
            },
        ),
        Figure(
            "search",
            "search top 50 + 20 highlighted, p95",
            s["lectern"]["p95"],
            "ms",
            size,
            s["fts5"]["p95"],
            "FTS5",
            f"<= {SEARCH_P95_MS:.0f} ms",
            at_most=SEARCH_P95_MS,
            samples=len(times) * repeat,
            extra={"fts5_any_word_p95": s["fts5_any"]["p95"], "max_ms": s["lectern"]["max"]},
        ),
    ]
    say(
        f"[search {size:,}] p50 {s['lectern']['p50']:.1f} ms, p95 {s['lectern']['p95']:.1f} ms "
        f"(FTS5 {s['fts5']['p50']:.2f} / {s['fts5']['p95']:.2f} ms; any-word "
        f"{s['fts5_any']['p50']:.2f} / {s['fts5_any']['p95']:.2f} ms); slowest: "
        + ", ".join(f"{q!r} {t:.0f} ms" for q, t in search.slowest(s, 3))
    )
    for query, found in problems:
        say(f"  problem with {query!r}: {found}")
    return figures, s


def section_save(
    library: Any, fts: Fts5Index, size: int, repeat: int, burst_keys: int = saving.BURST_KEYS
) -> tuple[list[Figure], dict[str, Any]]:
    ids = library.ids()
    paper_id = ids[len(ids) // 2]
    service = saving.through_service(library, paper_id, repeat)
    direct = saving.durable_and_found(library, paper_id, repeat)
    ref = saving.reference(fts, paper_id, repeat)
    figures = []
    for kind, label in (("note", "note edit"), ("status", "status change")):
        calls = service[f"{kind}_call"]
        figures.append(
            Figure(
                "save",
                f"{label}: UI thread (service.submit)",
                ms(calls),
                "ms",
                size,
                target=f"<= {UI_MS:.0f} ms",
                at_most=UI_MS,
                samples=len(calls),
                extra={
                    "p95_ms": percentile(calls, 95) * 1000,
                    "until_on_done_ms": ms(service[f"{kind}_done"]),
                },
            )
        )
        found = direct[f"{kind}_found"]
        figures.append(
            Figure(
                "save",
                f"{label}: durable + found by search",
                median(found),
                "s",
                size,
                median(ref[f"{kind}_found"]),
                "SQLite",
                f"<= {DURABLE_S:.0f} s",
                at_most=DURABLE_S,
                samples=len(found),
                extra={
                    "write_s": median(direct[f"{kind}_write"]),
                    "p95_s": percentile(found, 95),
                    "service_round_trip_s": median(service[f"{kind}_done"]),
                },
            )
        )
    burst = saving.keyboard_burst(library, burst_keys)
    figures.append(burst_figure(burst, size))
    say(
        f"[save {size:,}] {burst['keys']:.0f} keys at {saving.BURST_RATE:.0f}/s drained "
        f"{burst['drained_s']:.3f} s after the last, in {burst['saves']:.0f} saves"
    )
    say(
        f"[save {size:,}] note {median(direct['note_found']):.3f} s, status "
        f"{median(direct['status_found']):.3f} s (SQLite {median(ref['note_found']) * 1000:.1f} / "
        f"{median(ref['status_found']) * 1000:.1f} ms); submit {ms(service['note_call']):.2f} ms"
    )
    return figures, {
        "service": service,
        "direct": direct,
        "reference": ref,
        "paper": paper_id,
        "burst": burst,
    }


def burst_figure(burst: dict[str, float], size: int) -> Figure:
    return Figure(
        "save",
        f"{burst['keys']:.0f} status/star keys at {saving.BURST_RATE:.0f}/s: saved after the last",
        burst["drained_s"],
        "s",
        size,
        target=f"<= {DURABLE_S:.0f} s",
        at_most=DURABLE_S,
        samples=1,
        extra={k: v for k, v in burst.items() if k != "drained_s"},
    )


def section_save_sample(ws: Workspace) -> tuple[list[Figure], dict[str, Any]]:
    """The keyboard burst on the 38-paper sample (the library the window first shows)."""
    from lectern.core.library import Library

    with Library.open(ws.sample_library(), program="Lectern benchmark") as library:
        size = len(library)
        burst = saving.keyboard_burst(library)
    say(
        f"[save {size}] {burst['keys']:.0f} keys at {saving.BURST_RATE:.0f}/s drained "
        f"{burst['drained_s']:.3f} s after the last, in {burst['saves']:.0f} saves"
    )
    return [burst_figure(burst, size)], {"burst": burst}


def section_open(
    ws: Workspace,
    size: int,
    repeat: int,
    settle: float,
    sections: set[str],
    fts_path: Path,
    *,
    warm_up: bool = True,
) -> tuple[list[Figure], dict[str, Any]]:
    """The window's start-up, memory and the command line's search, in child processes.

    The first session on the library always runs (untimed): it keeps the first rows the
    timed runs show. `warm_up` also opens a bare window and the sample first, untimed, so
    that Qt's libraries are in the page cache for every timed run; a smoke run, whose
    figures are not compared, goes without."""
    folder = ws.library(size)
    sample = ws.sample_library()
    apps: list[processes.ChildRun] = []
    bares: list[processes.ChildRun] = []
    samples: list[processes.ChildRun] = []
    unkept: list[processes.ChildRun] = []
    processes.compile_sources()
    if warm_up:
        processes.open_bare(settle=0.0)  # untimed: Qt's libraries into the page cache for both
    processes.open_app(folder, settle=0.0)  # untimed: a last session, which kept its first rows
    if warm_up:
        processes.open_app(sample, settle=0.0)
    for number in range(repeat):
        bare = processes.open_bare(settle=settle)
        app = processes.open_app(folder, settle=settle, ui="save" in sections)
        samples.append(processes.open_app(sample, settle=0.0))
        unkept.append(processes.open_app(folder, settle=0.0, kept_rows=False))
        bares.append(bare)
        apps.append(app)
        if "ready" not in app.at:
            say(
                f"[open {size:,}] run {number + 1}: the app never showed rows "
                f"(exit {app.returncode}):\n{app.stderr}"
            )
        else:
            say(
                f"[open {size:,}] run {number + 1}/{repeat}: app {app.ready:.2f} s "
                f"({app.events['ready'].get('rows', 0):,} rows"
                f"{' kept from the last session' if app.events['ready'].get('early') else ''}), "
                f"whole library {app.at.get('loaded', math.nan):.2f} s, RSS "
                f"{app.events.get('rss', {}).get('rss_mb', math.nan):.0f} MB; "
                f"nothing kept {unkept[-1].ready:.2f} s; bare window {bare.ready:.2f} s"
            )
        if app.returncode not in (0, None) or "ui_error" in app.events:
            say(
                f"  app exit {app.returncode}; {app.events.get('ui_error', '')}; "
                f"stderr tail:\n{app.stderr[-1500:]}"
            )
    good = [a for a in apps if "ready" in a.at]
    figures: list[Figure] = []
    details: dict[str, Any] = {
        "app": [
            {"at": a.at, "events": a.events, "maxrss_mb": a.maxrss_mb, "exit": a.returncode}
            for a in apps
        ],
        "bare": [{"at": b.at, "maxrss_mb": b.maxrss_mb} for b in bares],
        "nothing_kept": [{"at": a.at, "events": a.events, "exit": a.returncode} for a in unkept],
    }
    bare_ready = median([b.ready for b in bares])
    if "open" in sections:
        value = median([a.ready for a in good]) if good else math.nan
        figures.append(
            Figure(
                "open",
                "open to usable window (first rows)",
                value,
                "s",
                size,
                bare_ready,
                "bare PySide6",
                f"<= {OPEN_S:.1f} s and <= {OPEN_RATIO:.0f}x bare",
                at_most=OPEN_S,
                ratio_at_most=OPEN_RATIO,
                samples=len(good),
                extra={
                    "runs": [a.ready for a in apps],
                    "bare_runs": [b.ready for b in bares],
                    "interpreter_start_s": median(
                        [a.at.get("start", math.nan) for a in good] or [math.nan]
                    ),
                },
            )
        )
        kept = sum(bool(a.events["ready"].get("early")) for a in good)
        if kept < len(good):
            say(f"[open {size:,}] only {kept} of {len(good)} runs showed the kept rows")
        loaded = [a.at["loaded"] for a in good if "loaded" in a.at]
        figures.append(
            Figure(
                "open",
                "open until the library's own list replaces the kept rows",
                median(loaded) if loaded else math.nan,
                "s",
                size,
                bare_ready,
                "bare PySide6",
                samples=len(loaded),
                extra={"runs": loaded},
            )
        )
        cold = [a.ready for a in unkept if "ready" in a.at]
        figures.append(
            Figure(
                "open",
                "open with no rows kept (the first start after an import)",
                median(cold) if cold else math.nan,
                "s",
                size,
                bare_ready,
                "bare PySide6",
                f"<= {UNKEPT_S:.1f} s",
                at_most=UNKEPT_S,
                samples=len(cold),
                extra={"runs": cold},
            )
        )
        small = [a.ready for a in samples if "ready" in a.at]
        figures.append(
            Figure(
                "open",
                "open with the 38-paper sample (the app's own start-up)",
                median(small) if small else math.nan,
                "s",
                size,
                bare_ready,
                "bare PySide6",
                samples=len(small),
                extra={"runs": small},
            )
        )
        figures.extend(section_cli(folder, fts_path, size, repeat))
    if "memory" in sections:
        rss = [a.events.get("rss", {}).get("rss_mb", math.nan) for a in good]
        figures.append(
            Figure(
                "memory",
                "peak RSS, library open",
                median(rss) if rss else math.nan,
                "MB",
                size,
                median([b.events.get("rss", {}).get("rss_mb", math.nan) for b in bares]),
                "bare PySide6",
                f"<= {RSS_MB:.0f} MB",
                at_most=RSS_MB,
                samples=len(rss),
                extra={
                    "runs": rss,
                    "at_first_rows_mb": [a.events["ready"].get("rss_mb") for a in good],
                },
            )
        )
        at_exit = [
            a.events["exit"]["rss_mb"] for a in good if "exit" in a.events and "ui" in a.events
        ]
        if at_exit:
            figures.append(
                Figure(
                    "memory",
                    "peak RSS, whole session (open, 10 status keys, 5 note saves, close)",
                    median(at_exit),
                    "MB",
                    size,
                    target=f"<= {RSS_MB:.0f} MB",
                    at_most=RSS_MB,
                    samples=len(at_exit),
                    extra={"runs": at_exit},
                )
            )
    if "save" in sections:
        figures.extend(ui_figures(good, size))
    return figures, details


def ui_figures(apps: Sequence[processes.ChildRun], size: int) -> list[Figure]:
    """UI-thread time in the real window: the key's own handling, then the change refresh."""
    samples: dict[str, list[float]] = {}
    for app in apps:
        for key, values in app.events.get("ui", {}).items():
            if isinstance(values, list):
                samples.setdefault(key, []).extend(values)
    if not samples:
        return []
    rows = (
        ("status_call", "status key (+ advance to next paper) in the window: UI thread"),
        ("status_changed", "status change refresh in the window: UI thread"),
        ("key_call", "notes keystroke in the window: UI thread"),
        ("key_changed", "note saved refresh in the window: UI thread"),
    )
    figures = []
    for key, label in rows:
        values = samples.get(key, [])
        if values:
            figures.append(
                Figure(
                    "save",
                    label,
                    ms(values),
                    "ms",
                    size,
                    target=f"<= {UI_MS:.0f} ms",
                    at_most=UI_MS,
                    samples=len(values),
                    extra={"p95_ms": percentile(values, 95) * 1000},
                )
            )
    if samples.get("key_to_saved"):
        figures.append(
            Figure(
                "save",
                "notes keystroke to 'Saved' in the window (incl. debounce)",
                median(samples["key_to_saved"]),
                "s",
                size,
                samples=len(samples["key_to_saved"]),
            )
        )
    return figures


def section_cli(folder: Path, fts_path: Path, size: int, repeat: int) -> list[Figure]:
    match = translate(CLI_QUERY).match
    runs, refs, count = [], [], 0
    (folder / "paper-lines.json").unlink(missing_ok=True)  # as after any write to the papers
    first, _ = processes.lectern_search(folder, CLI_QUERY)
    for _ in range(repeat):
        seconds, results = processes.lectern_search(folder, CLI_QUERY)
        runs.append(seconds)
        count = len(results)
        if not results or not {"id", "title", "score", "status", "rating", "year"} <= set(
            results[0]
        ):
            raise AssertionError(f"`lectern search --json` printed {results[:1]!r}")
        refs.append(processes.fts5_search(fts_path, match, max(count, 1))[0])
    say(
        f"[cli {size:,}] lectern search {median(runs):.2f} s ({count} results; the first after "
        f"a change {first:.2f} s), FTS5 process {median(refs):.2f} s"
    )
    return [
        Figure(
            "open",
            f'`lectern search "{CLI_QUERY}" --json`, end to end',
            median(runs),
            "s",
            size,
            median(refs),
            "python+FTS5",
            f"<= {CLI_RATIO:.0f}x python+FTS5",
            ratio_at_most=CLI_RATIO,
            samples=len(runs),
            extra={"runs": runs, "reference_runs": refs, "results": count},
        ),
        Figure(
            "open",
            "`lectern search`, the first after the papers changed (finds their lines again)",
            first,
            "s",
            size,
            median(refs),
            "python+FTS5",
            samples=1,
        ),
    ]


def section_quality(
    ws: Workspace, names: Sequence[str], max_queries: int | None
) -> tuple[list[Figure], dict[str, Any]]:
    figures, details = [], {}
    for name in names:
        collection = relevance.load(name, max_queries=max_queries)
        result = relevance.evaluate(collection, ws.folder / "relevance" / name)
        lectern, prose, ref = result["lectern"], result["prose"], result["fts5"]
        say(
            f"[quality {name}] nDCG@10 {lectern.ndcg10:.3f} (FTS5 {ref.ndcg10:.3f}), "
            f"recall@100 {lectern.recall100:.3f} (FTS5 {ref.recall100:.3f}); "
            f"queries pasted as written: nDCG@10 {prose.ndcg10:.3f}, "
            f"recall@100 {prose.recall100:.3f}; import {result['import']}"
        )
        note = f"{result['queries']} queries, {result['docs']} docs"
        for label, scores in (
            (f"nDCG@10 {name.upper()}", lectern),
            (f"nDCG@10 {name.upper()}, each query pasted as written (prose)", prose),
        ):
            figures.append(
                Figure(
                    "quality",
                    label,
                    scores.ndcg10,
                    "nDCG",
                    None,
                    ref.ndcg10,
                    "FTS5 bm25",
                    ">= FTS5",
                    ratio_at_least=1.0,
                    samples=result["queries"],
                    note=note,
                )
            )
        figures.append(
            Figure(
                "quality",
                f"recall@100 {name.upper()}",
                lectern.recall100,
                "recall",
                None,
                ref.recall100,
                "FTS5 bm25",
                samples=result["queries"],
            )
        )
        details[name] = {
            "docs": result["docs"],
            "queries": result["queries"],
            "import": result["import"],
            "lectern": {
                "ndcg10": lectern.ndcg10,
                "recall100": lectern.recall100,
                "per_query": lectern.per_query,
            },
            "prose": {"ndcg10": prose.ndcg10, "recall100": prose.recall100},
            "fts5": {"ndcg10": ref.ndcg10, "recall100": ref.recall100, "per_query": ref.per_query},
        }
    return figures, details
