"""The import graph of the `lectern` package, read from the source: every import counted.

import-linter (grimp) sees the imports at the top of a module and inside functions, but a
contract can still be kept while a circle hides behind an import deferred into a function or
written under ``if TYPE_CHECKING:``. This reads every ``import`` and ``from … import`` with
`ast`, wherever it is written (functions, ``TYPE_CHECKING`` blocks, ``try``), and
``importlib.import_module("…")`` with a literal name, and lists the strongly connected
components: each is an import circle, however it is hidden.

An edge runs from a module to the module it names; ``from lectern.gui.window import parts``
names the module ``parts`` when there is one, else the package. As for grimp, importing
``a.b.c`` is not counted as importing ``a.b``'s ``__init__`` too.

Run it to see the circles and which of the window's packages import which:
``.venv/bin/python tests/packaging/import_graph.py``.
"""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# The installed package's folders (pyproject.toml's package-dir): lectern.core is core/, ...
FOLDERS = {"lectern.core": "core", "lectern.gui": "gui", "lectern.resources": "resources"}
# The window's packages whose layers pyproject.toml writes down.
GUI_PACKAGES = (
    "table",
    "detail",
    "reader",
    "window",
    "actions",
    "dialogs",
    "service",
    "declarations",
    "context",
)


@dataclass(frozen=True)
class Import:
    """One import written in a module: where, what, and whether it runs at import time."""

    importer: str
    imported: str
    line: int
    deferred: bool  # inside a function: runs when called, not when the module loads
    type_checking: bool  # under `if TYPE_CHECKING:`: mypy's alone


def modules() -> dict[str, Path]:
    """Every module of the `lectern` package, by its installed dotted name."""
    found: dict[str, Path] = {}
    for package, folder in FOLDERS.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = path.relative_to(ROOT / folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join((package, *parts))] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _named(node: ast.AST, known: dict[str, Path]) -> Iterator[str]:
    """The modules one import statement names (absolute imports; Lectern writes no others)."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            yield alias.name
    elif isinstance(node, ast.ImportFrom) and node.module:
        named = {f"{node.module}.{alias.name}" for alias in node.names}
        yield from sorted(named & known.keys()) or [node.module]
    elif (
        isinstance(node, ast.Call)
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
        and isinstance(node.func, ast.Name | ast.Attribute)
        and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr)
        in ("import_module", "__import__")
    ):
        yield node.args[0].value


def imports_of(name: str, path: Path, known: dict[str, Path]) -> list[Import]:
    """Every import of a `lectern` module that `name` writes, wherever it writes it."""
    found: list[Import] = []

    def visit(node: ast.AST, deferred: bool, type_checking: bool) -> None:
        for imported in _named(node, known):
            if imported in known and imported != name:
                line = getattr(node, "lineno", 0)
                found.append(Import(name, imported, line, deferred, type_checking))
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for statement in node.body:
                visit(statement, deferred, True)
            for statement in node.orelse:
                visit(statement, deferred, type_checking)
            return
        inner = deferred or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
        for child in ast.iter_child_nodes(node):
            visit(child, inner, type_checking)

    visit(ast.parse(path.read_text(encoding="utf-8"), str(path)), False, False)
    return found


def every_import() -> list[Import]:
    known = modules()
    return [found for name, path in known.items() for found in imports_of(name, path, known)]


def circles(edges: list[Import]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's, iteratively)."""
    graph: dict[str, set[str]] = defaultdict(set)
    for edge in edges:
        graph[edge.importer].add(edge.imported)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph[successor]))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component: list[str] = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return sorted(found)


def gui_package(module: str) -> str | None:
    """The window's package a module belongs to (`window` for lectern.gui.window.sidebar)."""
    parts = module.split(".")
    if len(parts) > 3 and parts[:2] == ["lectern", "gui"] and parts[2] in GUI_PACKAGES:
        return parts[2]
    return None


def sibling_directions(edges: list[Import]) -> dict[tuple[str, str], list[Import]]:
    """Which of the window's packages imports which, with the imports that do it."""
    found: dict[tuple[str, str], list[Import]] = defaultdict(list)
    for edge in edges:
        source, target = gui_package(edge.importer), gui_package(edge.imported)
        if source and target and source != target:
            found[source, target].append(edge)
    return dict(sorted(found.items()))


def _how(edge: Import) -> str:
    return "TYPE_CHECKING" if edge.type_checking else "deferred" if edge.deferred else "top"


def main() -> int:
    edges = every_import()
    found = circles(edges)
    print(f"{len(modules())} modules, {len(edges)} imports, {len(found)} circle(s)")
    inside = {(edge.importer, edge.imported): edge for edge in edges}
    for component in found:
        members = set(component)
        print(f"\ncircle of {len(component)} modules:")
        for edge in sorted(inside.values(), key=lambda e: (e.importer, e.imported)):
            if edge.importer in members and edge.imported in members:
                print(f"  {edge.importer} -> {edge.imported} (line {edge.line}, {_how(edge)})")
    directions = sibling_directions(edges)
    print(f"\n{len(directions)} directions between the window's packages:")
    for (source, target), through in directions.items():
        print(f"  {source} -> {target}: {len(through)} import(s)")
        for edge in through:
            print(f"    {edge.importer} -> {edge.imported} (line {edge.line}, {_how(edge)})")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
