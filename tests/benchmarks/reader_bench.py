"""The built-in PDF reader: the first page after opening, a page turn, memory over 300 pages.

Measured in the real `Reader` widget (offscreen Qt, a window of its own, the fit width the
reader opens at), with the app's thread switch interval, waiting with the Qt event loop:

- first page: from `Reader.open` (what the window calls once `o` has judged the file) until
  page 1's image is painted, on the 21-page PLOS ONE paper, a fresh open each time. The
  reference is pypdfium2 alone opening the file and rendering page 1 at the same scale.
- page turn: from PgDown (the reader's next-page key) until the new page is painted from its
  image, over the paper's first turns: at a reading pace (the reader has finished rendering
  ahead before the key) and straight after the last page showed (no time to render ahead).
  The reference is pypdfium2 rendering the same page alone.
- a page with 200 marks: the page in view painted with 200 highlights, underlines and margin
  notes over its text (their rectangles from PDFium's character boxes, as the reader makes
  them), the median of many paints; the reference is the same page painted without marks.
- memory: a 300-page PDF made of the real papers, turned through page by page in a child
  process (so its RSS is its own), the peak RSS (VmHWM) less the RSS before the PDF opened.
  The reference is pypdfium2 alone rendering the same 300 pages, in a child too.

    .venv/bin/python -m tests.benchmarks.reader_bench [--repeat N]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.benchmarks.measure import Figure, median, percentile, table
from tests.benchmarks.qt_application import application
from tests.benchmarks.workspace import say

ROOT = Path(__file__).resolve().parents[2]
PDFS = Path(__file__).resolve().parents[3] / "shared" / "data" / "pdfs"
PAPER = PDFS / "scienceparse-plosone-e4faf2c1.pdf"  # 21 pages
LONG_PAGES = 300
TURNS = 15
WINDOW = (948, 860)  # the reader's size: a US Letter page fits at 900 pixels across
FIRST_PAGE_MS, TURN_MS, GROWTH_MB = 300.0, 60.0, 150.0
MARKS, PAINTS, MARKED_RATIO = 200, 200, 1.2


# --- in the Qt process --------------------------------------------------------------------
def _wait(condition: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
    """Run the event loop until `condition` holds; woken by every event, never a sleep."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    deadline = time.perf_counter() + timeout
    beat = QTimer()  # wakes the loop now and then, so the deadline is seen
    beat.start(20)
    try:
        while not condition():
            if time.perf_counter() > deadline:
                raise TimeoutError(f"no {what} within {timeout:.0f} s")
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    finally:
        beat.stop()


class _Watch:
    """The reader, shown, and what it did: paints of the page being read from its image, and
    the pages whose character boxes were read (the render thread's last work for a page)."""

    def __init__(self) -> None:
        from PySide6.QtCore import QEvent, QObject

        from lectern.gui.reader.reader import Reader

        self.reader = Reader()
        self.pages = self.reader.pages
        self.painted = 0
        self.boxes: set[int] = set()
        self.started = self.laid_out = 0.0
        watch = self

        class Painted(QObject):
            def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint and watch.pages.has_image(watch.pages.page):
                    watch.painted += 1
                return False

        self._filter = Painted()
        self.pages.viewport().installEventFilter(self._filter)
        self.reader.renderer.boxes_read.connect(self._boxes_read)
        self.reader.opened.connect(lambda *_: setattr(self, "laid_out", time.perf_counter()))
        self.reader.resize(*WINDOW)
        self.reader.show()
        _wait(lambda: _exposed(self.reader), "reader window on screen")

    def _boxes_read(self, generation: int, page: int, _boxes: object) -> None:
        if generation == self.reader.renderer.generation:  # not the PDF closed before
            self.boxes.add(page)

    def open(self, path: Path, number: int = 0) -> float:
        """Open `path`; the seconds until its first page is painted from its image."""
        self.reader.close_reader()
        self.boxes.clear()
        before = self.painted
        self.started = time.perf_counter()
        self.reader.open(f"paper-{number}", str(path), path.stem)
        _wait(lambda: self.painted > before, "first page painted")
        return time.perf_counter() - self.started

    def scale(self) -> float:
        return self.pages.scale * self.pages.devicePixelRatioF()

    def settle(self) -> None:
        """Until the reader has rendered ahead: the pages around this one drawn, boxes read."""
        page, count = self.pages.page, self.pages.page_count
        around = range(max(0, page - 1), min(count, page + 2))
        _wait(
            lambda: all(self.pages.has_image(p) and p in self.boxes for p in around),
            "pages around the page being read",
        )

    def turn(self) -> float:
        """PgDown; the seconds until the next page is painted from its image."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        target, before = self.pages.page + 1, self.painted
        started = time.perf_counter()
        QTest.keyClick(self.pages, Qt.Key.Key_PageDown)
        _wait(
            lambda: self.pages.page == target and self.painted > before, f"page {target + 1} shown"
        )
        return time.perf_counter() - started

    def close(self) -> None:
        self.reader.stop()
        self.reader.close()
        self.reader.deleteLater()


def _exposed(widget: Any) -> bool:
    handle = widget.windowHandle()
    return handle is not None and handle.isExposed()


def _pdfium_first_page(path: Path, scale: float) -> float:
    """pypdfium2 alone: open the file and render page 1 at `scale`; seconds."""
    import pypdfium2 as pdfium

    started = time.perf_counter()
    document = pdfium.PdfDocument(str(path))
    _pdfium_render(document, 0, scale)
    took = time.perf_counter() - started
    document.close()
    return took


def _pdfium_render(document: Any, index: int, scale: float) -> None:
    """One page as the reader renders it (BGRx, forms drawn), the bitmap dropped."""
    import pypdfium2.raw as pdfium_c

    page = document[index]
    bitmap = page.render(
        scale=scale, force_bitmap_format=pdfium_c.FPDFBitmap_BGRx, may_draw_forms=True
    )
    bitmap.close()
    page.close()


def _pdfium_pages(path: Path, pages: range, scale: float) -> list[float]:
    """pypdfium2 alone rendering each of `pages` at `scale`; seconds each."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(str(path))
    times = []
    for index in pages:
        started = time.perf_counter()
        _pdfium_render(document, index, scale)
        times.append(time.perf_counter() - started)
    document.close()
    return times


def _marks_on_first_page(path: Path, count: int) -> list[Any]:
    """`count` marks spread over page 1's text, of every kind and colour, some with notes."""
    import pypdfium2 as pdfium

    from lectern.core.marks.model import Colour, Kind, new_mark, rects_of

    document = pdfium.PdfDocument(str(path))
    text = document[0].get_textpage()
    boxes = [text.get_charbox(i) for i in range(text.count_chars())]
    text.close()
    document.close()
    step = max(2, len(boxes) // count)
    kinds, colours = list(Kind), list(Colour)
    return [
        new_mark(
            "bench",
            "bench",
            0,
            rects_of(boxes[k * step : (k + 1) * step]),
            "a passage",
            colour=colours[k % len(colours)],
            kind=kinds[k % len(kinds)],
            note="a note" if k % 7 == 0 else "",
        )
        for k in range(count)
    ]


def _paints(watch: _Watch, rounds: int = PAINTS) -> list[float]:
    """The page in view painted `rounds` times (the first paint left out); seconds each."""
    viewport = watch.pages.viewport()
    viewport.repaint()
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        viewport.repaint()
        times.append(time.perf_counter() - started)
    return times


def _marked_paints(watch: _Watch) -> tuple[list[float], list[float], int]:
    """Paints of page 1 alone and with MARKS marks on it; and how many marks were drawn."""
    watch.open(PAPER, 2_000)
    watch.settle()
    alone = _paints(watch)
    watch.reader.show_marks("bench", _marks_on_first_page(PAPER, MARKS))
    drawn = len(watch.pages.marks())
    marked = _paints(watch)
    watch.reader.show_marks("bench", [])
    return alone + _paints(watch), marked, drawn


def _turns(watch: _Watch, pace: bool) -> list[float]:
    watch.open(PAPER, 1_000 + pace)
    assert watch.pages.fits_width, "the reader opens at fit width"
    times = []
    for _ in range(min(TURNS, watch.pages.page_count - 1)):
        if pace:
            watch.settle()
        times.append(watch.turn())
    return times


# --- the memory child ---------------------------------------------------------------------
def _rss_mb(field: str = "VmRSS") -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith(f"{field}:"):
                return int(line.split()[1]) / 1024.0
    raise OSError(f"no {field} in /proc/self/status")


def _child_reader(path: Path) -> dict[str, Any]:
    """Open `path` in the reader and turn through every page, each waited for."""
    import lectern.gui.app

    application()
    sys.setswitchinterval(lectern.gui.app.SWITCH_INTERVAL)
    watch = _Watch()
    baseline, before_hwm = _rss_mb(), _rss_mb("VmHWM")
    started = time.perf_counter()
    first = watch.open(path)
    peak_seen = _rss_mb()
    while watch.pages.page < watch.pages.page_count - 1:
        watch.turn()
        peak_seen = max(peak_seen, _rss_mb())
    watch.settle()
    result = {
        "pages": watch.pages.page_count,
        "shown": watch.pages.page + 1,
        "scale": watch.scale(),
        "first_page_s": first,
        "seconds": time.perf_counter() - started,
        "baseline_mb": baseline,
        "hwm_before_mb": before_hwm,
        "peak_sampled_mb": peak_seen,
        "end_mb": _rss_mb(),
        "peak_mb": _rss_mb("VmHWM"),
    }
    watch.close()
    return result


def _child_pdfium(path: Path, scale: float) -> dict[str, Any]:
    """pypdfium2 alone rendering every page of `path` at `scale`."""
    import pypdfium2 as pdfium

    baseline, before_hwm = _rss_mb(), _rss_mb("VmHWM")
    started = time.perf_counter()
    document = pdfium.PdfDocument(str(path))
    count = len(document)
    document.close()
    _pdfium_pages(path, range(count), scale)
    return {
        "pages": count,
        "scale": scale,
        "seconds": time.perf_counter() - started,
        "baseline_mb": baseline,
        "hwm_before_mb": before_hwm,
        "end_mb": _rss_mb(),
        "peak_mb": _rss_mb("VmHWM"),
    }


def _run_child(*args: str) -> dict[str, Any]:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    done = subprocess.run(
        [sys.executable, "-m", "tests.benchmarks.reader_bench", "--child", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"the child {args[0]} failed ({done.returncode}): {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _long_pdf(folder: Path, pages: int = LONG_PAGES) -> Path:
    """A `pages`-page PDF made of the real papers, one after another, again and again."""
    import pypdfium2 as pdfium

    sources = []
    for path in sorted(PDFS.glob("*.pdf")):
        try:
            sources.append(pdfium.PdfDocument(str(path)))
        except pdfium.PdfiumError:
            continue  # the encrypted one
    made = pdfium.PdfDocument.new()
    while len(made) < pages:
        for source in sources:
            take = min(len(source), pages - len(made))
            if take:
                made.import_pages(source, pages=list(range(take)))
    target = folder / f"long-{pages}.pdf"
    made.save(str(target))
    made.close()
    for source in sources:
        source.close()
    return target


# --- the section --------------------------------------------------------------------------
def section_reader(repeat: int) -> tuple[list[Figure], dict[str, Any]]:
    if not PAPER.is_file():
        say(f"[reader] {PAPER} is not on this computer: no reader figures")
        return [], {"skipped": f"{PAPER} not found"}
    import lectern.gui.app

    application()
    switch = sys.getswitchinterval()
    sys.setswitchinterval(lectern.gui.app.SWITCH_INTERVAL)
    watch = _Watch()
    try:
        opens, laid_out, refs = [], [], []
        for number in range(repeat):
            opens.append(watch.open(PAPER, number))
            laid_out.append(watch.laid_out - watch.started)  # the pages' sizes read
            scale = watch.scale()
            watch.settle()  # the render thread idle before the reference
            refs.append(_pdfium_first_page(PAPER, scale))
        pages = watch.pages.page_count
        say(
            f"[reader] first page of a {pages}-page paper: {median(opens) * 1000:.0f} ms, its "
            f"pages laid out after {median(laid_out) * 1000:.0f} ms (pypdfium2 alone "
            f"{median(refs) * 1000:.0f} ms; scale {scale:.3f}, {round(612 * scale)} px across)"
        )
        paced, quick = _turns(watch, pace=True), _turns(watch, pace=False)
        watch.settle()
        turn_refs = _pdfium_pages(PAPER, range(1, len(paced) + 1), scale)
        say(
            f"[reader] page turn: {median(paced) * 1000:.1f} ms at a reading pace, "
            f"{median(quick) * 1000:.1f} ms straight after the last "
            f"(pypdfium2 renders a page in {median(turn_refs) * 1000:.1f} ms)"
        )
        bare, marked, drawn = _marked_paints(watch)
        say(
            f"[reader] page 1 painted with {drawn} marks: {median(marked) * 1000:.2f} ms "
            f"(without them {median(bare) * 1000:.2f} ms)"
        )
    finally:
        watch.close()
        sys.setswitchinterval(switch)
    ms = 1000.0
    figures = [
        Figure(
            "reader",
            f"reader: first page shown after opening a {pages}-page paper",
            median(opens) * ms,
            "ms",
            None,
            median(refs) * ms,
            "pypdfium2 open + page 1",
            f"<= {FIRST_PAGE_MS:.0f} ms",
            at_most=FIRST_PAGE_MS,
            samples=len(opens),
            extra={"runs": opens, "reference_runs": refs, "scale": scale},
        )
    ]
    for label, times in (("at a reading pace", paced), ("straight after the last", quick)):
        for stat, q in (("median", 50.0), ("p95", 95.0)):
            figures.append(
                Figure(
                    "reader",
                    f"reader: page turn (PgDown) {label}, {stat}",
                    percentile(times, q) * ms,
                    "ms",
                    None,
                    percentile(turn_refs, q) * ms,
                    "pypdfium2 render",
                    f"<= {TURN_MS:.0f} ms",
                    at_most=TURN_MS,
                    samples=len(times),
                    extra={"turns": times, "reference_renders": turn_refs},
                )
            )
    figures.append(
        Figure(
            "reader",
            f"reader: a page painted with {drawn} marks on it",
            median(marked) * ms,
            "ms",
            None,
            median(bare) * ms,
            "the page without marks",
            f"<= {MARKED_RATIO}x the page alone",
            ratio_at_most=MARKED_RATIO,
            samples=len(marked),
            extra={"marked": marked, "bare": bare},
        )
    )
    details: dict[str, Any] = {
        "first_page": opens,
        "laid_out": laid_out,
        "first_page_reference": refs,
        "turns_paced": paced,
        "turns_quick": quick,
        "turn_reference": turn_refs,
    }

    with tempfile.TemporaryDirectory(prefix="lectern-reader-") as tmp:
        long_pdf = _long_pdf(Path(tmp))
        read = _run_child("reader", str(long_pdf))
        alone = _run_child("pdfium", str(long_pdf), "--scale", repr(read["scale"]))
    growth = read["peak_mb"] - read["baseline_mb"]
    reference = alone["peak_mb"] - alone["baseline_mb"]
    say(
        f"[reader] {read['shown']} of {read['pages']} pages turned through in "
        f"{read['seconds']:.1f} s (first page {read['first_page_s'] * 1000:.0f} ms): "
        f"RSS {read['baseline_mb']:.0f} MB before opening, peak {read['peak_mb']:.0f} MB, "
        f"{read['end_mb']:.0f} MB at the end; pypdfium2 alone grows {reference:.0f} MB"
    )
    figures.append(
        Figure(
            "reader",
            f"reader: memory growth turning through a {read['pages']}-page PDF",
            growth,
            "MB",
            None,
            reference,
            "pypdfium2 rendering them alone",
            f"<= {GROWTH_MB:.0f} MB",
            at_most=GROWTH_MB,
            samples=1,
            extra={"reader": read, "pdfium": alone},
        )
    )
    details["memory"] = {"reader": read, "pdfium": alone}
    return figures, details


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5, help="opens timed (default 5)")
    parser.add_argument("--child", choices=("reader", "pdfium"), help=argparse.SUPPRESS)
    parser.add_argument("pdf", nargs="?", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--scale", type=float, default=1.5, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child == "reader":
        print(json.dumps(_child_reader(args.pdf)), flush=True)
        return 0
    if args.child == "pdfium":
        print(json.dumps(_child_pdfium(args.pdf, args.scale)), flush=True)
        return 0
    figures, _details = section_reader(args.repeat)
    if figures:
        print(table(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
