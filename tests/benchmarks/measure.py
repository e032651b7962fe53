"""Figures, their targets, and the table the benchmark prints.

A figure is one measured number (a median of several runs, or a percentile of
latencies) with the reference measured in the same run and the target from the
benchmark issue. The verdict is computed, never typed in.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")


def percentile(values: Sequence[float], q: float) -> float:
    """Linear interpolation between closest ranks (numpy's default), q in [0, 100]."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100.0
    low = math.floor(rank)
    high = math.ceil(rank)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def median(values: Sequence[float]) -> float:
    return percentile(values, 50.0)


def timed(fn: Callable[[], T]) -> tuple[T, float]:
    """Run `fn` once; its result and the wall time in seconds."""
    started = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - started


def load_average() -> tuple[float, float, float]:
    try:
        return os.getloadavg()
    except OSError:
        return (math.nan, math.nan, math.nan)


@dataclass
class Figure:
    """One row of the table.

    The verdict: PASS when every bound given holds (value <= at_most, value/reference
    <= ratio_at_most, value/reference >= ratio_at_least), MISS otherwise; "-" without bounds.
    """

    section: str
    name: str
    value: float
    unit: str
    size: int | None = None
    reference: float | None = None
    reference_name: str = ""
    target: str = ""
    at_most: float | None = None
    ratio_at_most: float | None = None
    ratio_at_least: float | None = None
    samples: int = 0
    note: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def ratio(self) -> float | None:
        if self.reference is None or not self.reference or math.isnan(self.value):
            return None
        return self.value / self.reference

    @property
    def verdict(self) -> str:
        checks: list[bool] = []
        if self.at_most is not None:
            checks.append(self.value <= self.at_most)
        ratio = self.ratio
        if self.ratio_at_most is not None:
            checks.append(ratio is not None and ratio <= self.ratio_at_most)
        if self.ratio_at_least is not None:
            checks.append(ratio is not None and ratio >= self.ratio_at_least - 1e-12)
        if not checks:
            return "-"
        if math.isnan(self.value):
            return "MISS"
        return "PASS" if all(checks) else "MISS"

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["ratio"] = self.ratio
        data["verdict"] = self.verdict
        return data


def shown_number(value: float | None, unit: str) -> str:
    """A figure as the tables show it: its unit, and digits by its size."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "n/a"
    if unit in ("", "nDCG", "recall"):
        return f"{value:.3f}"
    if abs(value) >= 100:
        return f"{value:,.0f} {unit}"
    if abs(value) >= 10:
        return f"{value:.1f} {unit}"
    if abs(value) >= 1:
        return f"{value:.2f} {unit}"
    return f"{value:.3g} {unit}"


def table(figures: Sequence[Figure]) -> str:
    """A plain-text table: figure, size, target, Lectern, reference, ratio, verdict."""
    head = ("figure", "papers", "target", "Lectern", "reference", "ratio", "result")
    rows = [head]
    for fig in figures:
        ratio = fig.ratio
        rows.append(
            (
                fig.name,
                f"{fig.size:,}" if fig.size else "",
                fig.target,
                shown_number(fig.value, fig.unit),
                (
                    f"{shown_number(fig.reference, fig.unit)} {fig.reference_name}".strip()
                    if fig.reference is not None
                    else ""
                ),
                f"{ratio:.2f}x" if ratio is not None else "",
                fig.verdict,
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    lines = []
    for number, row in enumerate(rows):
        lines.append(
            "  ".join(
                cell.ljust(widths[i]) if i in (0, 2) else cell.rjust(widths[i])
                for i, cell in enumerate(row)
            ).rstrip()
        )
        if number == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)
