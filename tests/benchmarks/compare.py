"""A run's figures beside a kept baseline: which got better, which got more than 10 % worse.

Every change to import, open, search or the store shows this table in its closing note
(`make bench ARGS="… --compare docs/bench/last.json"`), so a loss is seen the day it
is made, not rounds later. Where both runs measured the figure's reference, the ratios to
it are compared (the machine's speed on the day cancels out); otherwise the values are.

    python tests/benchmarks/compare.py NEW.json BASE.json
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

WORSE_BY = 0.10  # more than this much worse is marked
HIGHER_IS_BETTER_UNITS = frozenset({"nDCG", "recall", "%", "words"})


@dataclass(frozen=True)
class Change:
    """One figure of this run against the same figure of the baseline."""

    section: str
    name: str
    size: int | None
    base: float
    now: float
    by_ratio: bool  # compared as ratios to the in-run reference
    higher_is_better: bool

    @property
    def factor(self) -> float:
        """now / base, for a time or a size: above 1 is slower or bigger."""
        return self.now / self.base if self.base else math.nan

    @property
    def worse(self) -> bool:
        if math.isnan(self.factor):
            return False
        if self.higher_is_better:
            return self.factor < 1 - WORSE_BY
        return self.factor > 1 + WORSE_BY

    @property
    def better(self) -> bool:
        if math.isnan(self.factor):
            return False
        if self.higher_is_better:
            return self.factor > 1 + WORSE_BY
        return self.factor < 1 - WORSE_BY


def _key(figure: dict[str, Any]) -> tuple[str, str, int | None]:
    return figure["section"], figure["name"], figure.get("size")


def _number(value: Any) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return math.nan
    return number


def changes(now: Sequence[dict[str, Any]], base: Sequence[dict[str, Any]]) -> list[Change]:
    """The figures both runs measured, in this run's order."""
    kept = {_key(figure): figure for figure in base}
    found: list[Change] = []
    for figure in now:
        before = kept.get(_key(figure))
        if before is None:
            continue
        by_ratio = figure.get("ratio") is not None and before.get("ratio") is not None
        field = "ratio" if by_ratio else "value"
        old, new = _number(before[field]), _number(figure[field])
        if math.isnan(old) or math.isnan(new):
            continue
        found.append(
            Change(
                figure["section"],
                figure["name"],
                figure.get("size"),
                old,
                new,
                by_ratio,
                figure.get("ratio_at_least") is not None
                or figure.get("unit") in HIGHER_IS_BETTER_UNITS,
            )
        )
    return found


def table(found: Sequence[Change], base_label: str) -> str:
    """Plain text: figure, papers, baseline, now, now/baseline, and a mark."""
    head = ("figure", "papers", base_label, "now", "now/base", "")
    rows = [head]
    for change in found:
        shown = (lambda x: f"{x:.2f}x ref") if change.by_ratio else (lambda x: f"{x:.4g}")
        mark = "WORSE" if change.worse else ("better" if change.better else "")
        rows.append(
            (
                change.name,
                f"{change.size:,}" if change.size else "",
                shown(change.base),
                shown(change.now),
                f"{change.factor:.2f}",
                mark,
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    lines = []
    for number, row in enumerate(rows):
        lines.append(
            "  ".join(
                cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i])
                for i, cell in enumerate(row)
            ).rstrip()
        )
        if number == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def report(now: Sequence[dict[str, Any]], base_path: Path) -> tuple[str, list[Change]]:
    """The compare table for this run's figures against the run kept at base_path."""
    base = json.loads(base_path.read_text(encoding="utf-8"))
    found = changes(now, base["figures"])
    worse = [c for c in found if c.worse]
    label = f"base ({str(base.get('when', '?'))[:10]})"
    text = table(found, label) if found else "no figure of this run is in the baseline"
    summary = (
        f"\n{len(found)} figures compared with {base_path}; "
        f"{len(worse)} more than {WORSE_BY:.0%} worse"
        + (": " + "; ".join(f"{c.name} ({c.size or '-'})" for c in worse) if worse else "")
    )
    return text + summary, worse


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 2:
        print("usage: python tests/benchmarks/compare.py NEW.json BASE.json", file=sys.stderr)
        return 2
    now = json.loads(Path(args[0]).read_text(encoding="utf-8"))["figures"]
    text, _worse = report(now, Path(args[1]))
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
