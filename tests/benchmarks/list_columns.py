"""What the paper list spends looking for empty columns after each new list.

    python tests/benchmarks/list_columns.py [--size 10000] [--workdir DIR]

The list hides a column no paper in it fills (the sample has no authors or years); it looks
at up to `EMPTY_SCAN_LIMIT` rows per column, stopping at the first paper that has a value.
This prints the time of that look on a library of the arXiv cs listings, for a column every
paper fills (authors) and for one none does (notes), the worst case. A script, not a test.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import lectern.gui  # noqa: E402, F401 - first: works around PySide6's refcount bug (gui/__init__)
from tests.benchmarks import corpus  # noqa: E402
from tests.benchmarks.workspace import Workspace  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--workdir", type=Path, default=None)
    args = parser.parse_args()
    corpus.require_data()
    from PySide6.QtWidgets import QApplication

    from lectern.core.library import Library
    from lectern.gui.table.model import Column, LibraryEntries, PaperTableModel
    from lectern.gui.table.view import EMPTY_SCAN_LIMIT, PaperView

    app = QApplication.instance() or QApplication([])
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="lectern-columns-"))
    workdir.mkdir(parents=True, exist_ok=True)
    folder = Workspace(workdir).library(args.size)
    with Library.open(folder) as library:
        model = PaperTableModel(LibraryEntries(library))
        view = PaperView(model)
        ids = library.ids()
        for column in (Column.NOTES, Column.TAGS, Column.VENUE):
            view.set_column_shown(column, True)
        view.restore_header(view.header_state())  # as after a restart: on, not kept on
        start = time.perf_counter()
        model.set_ids(ids)  # the view looks at its columns on every new list
        reset = time.perf_counter() - start
        print(f"{len(ids):,} papers, up to {EMPTY_SCAN_LIMIT} rows looked at per column")
        for column in (Column.AUTHORS, Column.NOTES):
            model.refresh_all()  # rows read afresh, as for a new list
            start = time.perf_counter()
            empty = model.column_is_empty(column, EMPTY_SCAN_LIMIT)
            took = time.perf_counter() - start
            print(f"{column.label:8} empty={empty}, looked in {took * 1000:.1f} ms")
        print(f"a new list with Notes, Tags and Venue on: {reset * 1000:.1f} ms")
        view.deleteLater()
    app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
