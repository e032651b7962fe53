"""The user guide's performance table (docs/guide/performance.md), written from a kept run,
never by hand.

    python tests/benchmarks/performance_table.py RUN.json [PAGE.md]

RUN.json is what `make bench ARGS="--json RUN.json"` wrote (the last run worth keeping is kept as
docs/bench/last.json, which is also the baseline `--compare` reads). The table between
the page's two bench-table markers is replaced by the run's figures at its largest
library size and those of their own size or none (the large .bib, search quality), with the run's date,
arguments and load average above it, so a reader sees when and how they were measured.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a script, as the guide says
    sys.path.insert(0, str(ROOT))

from tests.benchmarks.measure import shown_number  # noqa: E402

PAGE = ROOT / "docs" / "guide" / "performance.md"
BEGIN = "<!-- bench-table: written by tests/benchmarks/performance_table.py; do not edit -->"
END = "<!-- /bench-table -->"


def _loads(values: Sequence[float]) -> str:
    return " / ".join(f"{x:.2f}" for x in values)


def block(run: dict[str, Any]) -> str:
    """The markdown that goes between the markers."""
    figures = run["figures"]
    env = run["environment"]
    arguments = run["arguments"]
    # The library sizes the run was asked for: the largest is shown; a figure of its own
    # size (the large .bib's entries) or of none is shown whatever the sizes.
    largest = max(arguments["sizes"]) if arguments["sizes"] else None
    smaller = set(arguments["sizes"]) - {largest}
    shown = [f for f in figures if f.get("size") not in smaller]
    args = (
        f"--sizes {','.join(str(s) for s in arguments['sizes'])} --repeat {arguments['repeat']}"
        f" --import-repeat {arguments['import_repeat']}"
        f" --only {','.join(arguments['sections'])}"
    )
    lines = [
        BEGIN,
        f'Measured {run["when"].replace("T", " ")[:16]} UTC with `make bench ARGS="{args}"` '
        f"on {env['cpus']} CPUs, Python {env['python']}, SQLite {env['sqlite']}; load average "
        f"{_loads(env['load_average_start'])} at the start, {_loads(env['load_average_end'])} "
        f"at the end; {env['seconds'] / 60:.0f} minutes. The table shows the figures at "
        + (f"{largest:,} papers" if largest else "no library size")
        + " and those of their own size; every figure is in `docs/bench/last.json`.",
        "",
        "| figure | papers | target | Lectern | reference | ratio | result |",
        "|---|---|---|---|---|---|---|",
    ]
    for figure in shown:
        unit = figure["unit"]
        reference = (
            f"{figure['reference_name']} {shown_number(figure['reference'], unit)}"
            if figure.get("reference") is not None
            else ""
        )
        ratio = f"{figure['ratio']:.2f}×" if figure.get("ratio") is not None else ""
        cells = (
            figure["name"].replace("|", "\\|"),
            f"{figure['size']:,}" if figure.get("size") else "",
            figure.get("target", "").replace("<=", "≤").replace("x ", "× "),
            shown_number(figure["value"], unit),
            reference,
            ratio,
            {"PASS": "pass", "MISS": "**miss**"}.get(figure["verdict"], ""),
        )
        lines.append("| " + " | ".join(cells) + " |")
    if run.get("errors"):
        lines.append("")
        lines.append(
            "Sections that failed in this run: "
            + "; ".join(f"{name}: {why}" for name, why in run["errors"].items())
        )
    lines.append(END)
    return "\n".join(lines)


def rewrite(page: str, run: dict[str, Any]) -> str:
    """The page with the text between the markers replaced; an error if they are missing."""
    start, end = page.find(BEGIN), page.find(END)
    if start < 0 or end < start:
        raise ValueError(f"the page has no bench-table markers ({BEGIN!r} … {END!r})")
    return page[:start] + block(run) + page[end + len(END) :]


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) not in (1, 2):
        print(
            "usage: python tests/benchmarks/performance_table.py RUN.json [PAGE.md]",
            file=sys.stderr,
        )
        return 2
    run = json.loads(Path(args[0]).read_text(encoding="utf-8"))
    page = Path(args[1]) if len(args) == 2 else PAGE
    page.write_text(rewrite(page.read_text(encoding="utf-8"), run), encoding="utf-8")
    print(f"{page}: the bench table now shows the run of {run['when']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
