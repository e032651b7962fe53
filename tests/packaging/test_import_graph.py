"""No import circle anywhere in Lectern, however it is hidden.

import-linter keeps the layers; a circle can still hide behind an import deferred into a
function or written under ``if TYPE_CHECKING:``, and then a change on one side breaks the
other in ways no contract shows. The graph here (tests/packaging/import_graph.py) counts
every import, wherever it is written.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tests.packaging.import_graph import (
    GUI_PACKAGES,
    ROOT,
    Import,
    circles,
    every_import,
    imports_of,
    modules,
    sibling_directions,
)


@pytest.fixture(scope="module")
def edges() -> list[Import]:
    """Every import of every module of Lectern, parsed once for the tests that read them."""
    return every_import()


def test_no_module_of_lectern_imports_itself_back_through_others(edges: list[Import]) -> None:
    found = circles(edges)
    assert found == [], "import circles:\n" + "\n".join(", ".join(c) for c in found)


def test_the_graph_counts_deferred_and_type_checking_imports(tmp_path: Path) -> None:
    source = tmp_path / "window.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "from lectern.gui.table import model\n"
        "if TYPE_CHECKING:\n"
        "    from lectern.gui.window.sidebar import Sidebar\n"
        "def later():\n"
        "    from lectern.gui.declarations.declared import widget_key\n"
        "    import lectern.gui.detail.pane\n",
        encoding="utf-8",
    )
    found = imports_of("lectern.gui.probe", source, modules())
    assert {(i.imported, i.deferred, i.type_checking) for i in found} == {
        ("lectern.gui.table.model", False, False),
        ("lectern.gui.window.sidebar", False, True),
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


def _window_layers() -> list[list[str]]:
    """The window's layers as pyproject.toml writes them, top to bottom, each a list of
    siblings; a layer written with `:` (siblings that may import each other) is kept whole,
    as one name, so the test below can tell it from `|`."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    contract = next(
        c
        for c in config["tool"]["importlinter"]["contracts"]
        if c["type"] == "layers" and c.get("containers") == ["lectern.gui"]
    )
    return [
        [layer] if ":" in layer else [name.strip() for name in layer.split("|")]
        for layer in contract["layers"]
    ]


def test_the_window_s_packages_import_each_other_downwards_only(edges: list[Import]) -> None:
    """The detail pane, the reader, the window's parts, the action areas, the dialogs, their
    context and the declared actions are layers, siblings independent (`|`), never a knot
    whose members import each other (`:`); and every import between them, deferred and
    TYPE_CHECKING ones too, goes down those layers."""
    layers = _window_layers()
    knots = [layer[0] for layer in layers if ":" in layer[0]]
    assert knots == [], f"packages of the window that import each other: {knots}"
    depth = {name: i for i, layer in enumerate(layers) for name in layer}
    assert set(GUI_PACKAGES) <= depth.keys()
    upwards = [
        f"{edge.importer} -> {edge.imported} (line {edge.line})"
        for (source, target), through in sibling_directions(edges).items()
        if depth[source] >= depth[target]
        for edge in through
    ]
    assert upwards == [], "imports up or across the window's layers:\n" + "\n".join(upwards)
