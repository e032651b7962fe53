"""Whoosh is imported without the modules Lectern never has it use (a third of `lectern
search`'s imports), and each still works for whatever uses it afterwards."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

SCRIPT = textwrap.dedent(
    """
    import sys
    import lectern.core.search.index
    import whoosh.compat, whoosh.reading
    assert "asyncio" not in sys.modules and "urllib.request" not in sys.modules
    LATER = ("whoosh.lang.morph_en", "whoosh.lang.dmetaphone", "whoosh.lang.porter", "html",
             "tempfile", "random")
    assert not [name for name in LATER if name in sys.modules]

    import asyncio
    import urllib.request
    assert asyncio.run(asyncio.sleep(0, result=7)) == 7  # the real modules
    assert urllib.request.urlretrieve is not whoosh.compat.urlretrieve

    source = sys.argv[1]
    copy, _ = whoosh.compat.urlretrieve("file://" + source, source + ".copy")
    assert open(copy).read() == "abstracts"  # Whoosh's stand-in delegates to the real one

    import whoosh.query.terms
    forms = whoosh.query.terms.variations("render")  # Whoosh's Variations query asks this
    assert {"rendering", "rendered", "renders"} <= forms
    assert "whoosh.lang.morph_en" in sys.modules  # the real table, loaded on that first use

    import whoosh.analysis.morph, whoosh.compat, whoosh.filedb.filestore, whoosh.util
    from whoosh.lang.dmetaphone import double_metaphone
    assert whoosh.analysis.morph.double_metaphone("Thompson") == double_metaphone("Thompson")
    from whoosh.analysis import StemFilter, StemmingAnalyzer
    from whoosh.lang.porter import stem
    assert StemFilter().stemfn("running") == stem("running") == "runn"  # Whoosh's default
    assert [t.text for t in StemmingAnalyzer()("caresses ponies")] == ["caress", "poni"]
    assert "whoosh.lang.porter" in sys.modules
    assert whoosh.compat.htmlescape("<b> & 'x'") == "&lt;b&gt; &amp; &#x27;x&#x27;"
    import tempfile
    assert whoosh.filedb.filestore.tempfile.gettempdir() == tempfile.gettempdir()
    names = {whoosh.util.random_name() for _ in range(5)}  # segment names, as a commit makes
    assert len(names) == 5 and all(len(name) == 28 for name in names)
    assert "random" in sys.modules
    print("ok")
    """
)


def test_whoosh_loads_without_them_and_they_load_later(tmp_path: Path) -> None:
    source = tmp_path / "source.txt"
    source.write_text("abstracts")
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(source)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


WINDOW_START = textwrap.dedent(
    """
    import sys
    from datetime import UTC, datetime
    import lectern.gui.qt_free  # the Qt-free modules the window imports before its rows show
    assert "PySide6" not in sys.modules
    LATER = ("statistics", "fractions", "decimal")
    assert not [name for name in LATER if name in sys.modules], sorted(sys.modules)

    from lectern.core.models import Annotation, Status, StatusChange
    from lectern.core.stats import reading_stats
    now = datetime(2025, 11, 12, 12, 0, tzinfo=UTC)
    days = lambda n: datetime.fromtimestamp(now.timestamp() - n * 86400, UTC)
    history = (StatusChange(Status.TO_READ, days(10)), StatusChange(Status.READ, days(4)))
    later = (StatusChange(Status.TO_READ, days(12)), StatusChange(Status.READ, days(2)))
    shown = reading_stats(
        [Annotation(paper_id="a", status=Status.READ, history=history),
         Annotation(paper_id="b", status=Status.READ, history=later)],
        now=now, weeks=4,
    )
    assert shown.median_days_to_read == 8.0, shown.median_days_to_read  # the Statistics view's
    assert "statistics" in sys.modules
    print("ok")
    """
)


def test_the_window_starts_without_what_only_the_statistics_view_needs() -> None:
    """The window imports `lectern.core.stats` before its first rows (the status bar's
    counts); the median days to read, which needs Python's statistics (with fractions and
    decimal), is only worked out when the Statistics view is opened."""
    done = subprocess.run(
        [sys.executable, "-c", WINDOW_START],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
