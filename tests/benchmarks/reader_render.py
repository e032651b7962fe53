"""How long the reader's PDFium calls take: why it renders on a thread of its own.

For each real PDF given (the papers of ../shared/data/pdfs beside the repository by default): opening it and
reading every page's size, one page rendered at fit width (the reader's default: 900
pixels across), its characters' boxes (read with each render, for selecting text), and a
search of the whole document. Medians over the first pages, in milliseconds.

    .venv/bin/python -m tests.benchmarks.reader_render [PDF ...]
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

from lectern.gui.reader.document import char_boxes, find_on_page, open_pdf, page_sizes, render

FIT_WIDTH_PX = 900
PAGES = 4  # pages timed per file


def _ms(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def measure(path: Path) -> dict[str, float]:
    opened = time.perf_counter()
    document = open_pdf(str(path))
    sizes = page_sizes(document)
    figures = {"open": (time.perf_counter() - opened) * 1000, "pages": float(len(sizes))}
    shown = range(min(PAGES, len(sizes)))
    scale = [FIT_WIDTH_PX / sizes[page][0] for page in shown]
    renders = [_ms(partial(render, document, p, scale[p])) for p in shown]
    boxes = [_ms(partial(char_boxes, document, p)) for p in shown]
    figures["render"] = statistics.median(renders)
    figures["boxes"] = statistics.median(boxes)
    figures["find"] = _ms(lambda: [find_on_page(document, p, "the") for p in range(len(sizes))])
    document.close()
    return figures


def main(argv: Sequence[str]) -> int:
    paths = [Path(a) for a in argv] or sorted(
        (Path(__file__).resolve().parents[3] / "shared" / "data" / "pdfs").glob("*.pdf")
    )
    print(f"{'file':<46} {'pages':>5} {'open':>7} {'render':>7} {'boxes':>7} {'find':>7}  (ms)")
    for path in paths:
        try:
            f = measure(path)
        except Exception as problem:  # noqa: BLE001 - a file the reader refuses is a figure too
            print(f"{path.name:<46} {problem}")
            continue
        print(
            f"{path.name:<46} {f['pages']:>5.0f} {f['open']:>7.1f} {f['render']:>7.1f} "
            f"{f['boxes']:>7.1f} {f['find']:>7.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
