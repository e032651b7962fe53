"""Whoosh is imported without urllib.request, asyncio and its English word forms (a quarter
of `lectern search`'s time), and each still works for whatever uses it afterwards."""

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
    assert "whoosh.lang.morph_en" not in sys.modules

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
    print("ok")
    """
)


def test_whoosh_loads_without_them_and_they_load_later(tmp_path: Path) -> None:
    source = tmp_path / "source.txt"
    source.write_text("abstracts")
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(source)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
