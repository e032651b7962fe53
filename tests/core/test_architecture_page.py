"""docs/architecture.md stays true to the code where the code can check it: the parts of
`Library` its table lists, and no point made twice."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from lectern.core.library import Library
from lectern.core.library.state import LibraryState

PAGE = Path(__file__).resolve().parents[2] / "docs" / "architecture.md"


def test_the_parts_table_lists_every_part_of_an_open_library(tmp_path: Path) -> None:
    text = PAGE.read_text("utf-8")
    with Library.open(tmp_path / "library") as library:
        parts = {
            name: type(part)
            for name, part in vars(library).items()
            if type(part).__module__.startswith("lectern.core.library.")
            and not isinstance(part, LibraryState)
        }
    assert "kept" in parts
    for name, kind in parts.items():
        module = kind.__module__.rsplit(".", 1)[1]
        row = f"| `library.{name}` (`{kind.__name__}`) | `{module}.py`"
        assert row in text, row


def test_no_point_of_the_page_is_made_twice() -> None:
    bullets = re.findall(r"(?m)^- (\*\*[^*]+\*\*)", PAGE.read_text("utf-8"))
    assert bullets and [b for b, n in Counter(bullets).items() if n > 1] == []
