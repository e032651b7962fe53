"""No import circle anywhere in Lectern, however it is hidden.

import-linter keeps the layers; a circle can still hide behind an import deferred into a
function or written under ``if TYPE_CHECKING:``, and then a change on one side breaks the
other in ways no contract shows. The graph here (tests/packaging/import_graph.py) counts
every import, wherever it is written.
"""

from __future__ import annotations

from pathlib import Path

from tests.packaging.import_graph import Import, circles, every_import, imports_of, modules


def test_no_module_of_lectern_imports_itself_back_through_others() -> None:
    found = circles(every_import())
    assert found == [], "import circles:\n" + "\n".join(", ".join(c) for c in found)


def test_the_graph_counts_deferred_and_type_checking_imports(tmp_path: Path) -> None:
    source = tmp_path / "window.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "from lectern.gui.table import model\n"
        "if TYPE_CHECKING:\n"
        "    from lectern.gui.window.parts import ActionLookup\n"
        "def later():\n"
        "    from lectern.gui.declarations.declared import widget_key\n"
        "    import lectern.gui.detail.pane\n",
        encoding="utf-8",
    )
    found = imports_of("lectern.gui.probe", source, modules())
    assert {(i.imported, i.deferred, i.type_checking) for i in found} == {
        ("lectern.gui.table.model", False, False),
        ("lectern.gui.window.parts", False, True),
        ("lectern.gui.declarations.declared", True, False),
        ("lectern.gui.detail.pane", True, False),
    }


def test_a_circle_through_a_deferred_import_is_found() -> None:
    a, b, c = "lectern.gui.a", "lectern.gui.b", "lectern.gui.c"
    edges = [
        Import(a, b, 1, deferred=False, type_checking=False),
        Import(b, c, 1, deferred=False, type_checking=True),
        Import(c, a, 9, deferred=True, type_checking=False),
        Import(c, "lectern.gui.d", 1, deferred=False, type_checking=False),
    ]
    assert circles(edges) == [[a, b, c]]
