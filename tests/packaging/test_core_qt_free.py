"""core/ stays Qt-free, so scripts, the CLI and the benchmark run without a display or Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "lectern.gui")


def imported_names(tree: ast.AST) -> list[tuple[int, str]]:
    """Every absolute module name imported in a module, with its line.

    Also catches ``importlib.import_module("...")`` and ``__import__("...")`` with a literal,
    the ways a lazy import would slip past a plain ``import`` scan.
    """
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
        elif (
            isinstance(node, ast.Call)
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and (
                (isinstance(node.func, ast.Name) and node.func.id == "__import__")
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
            )
        ):
            found.append((node.lineno, node.args[0].value))
    return found


def is_forbidden(module: str) -> bool:
    return any(module == name or module.startswith(name + ".") for name in FORBIDDEN)


def test_no_core_module_imports_qt_or_gui() -> None:
    sources = sorted((ROOT / "core").rglob("*.py"))
    assert sources, "core/ has no modules"
    offenders = [
        f"{path.relative_to(ROOT)}:{line} imports {name}"
        for path in sources
        for line, name in imported_names(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        if is_forbidden(name)
    ]
    assert offenders == []


def test_the_scan_catches_every_form_of_import() -> None:
    tree = ast.parse(
        "import PySide6.QtCore\n"
        "from lectern.gui.app import run_app\n"
        "import importlib\n"
        "importlib.import_module('PySide6.QtWidgets')\n"
        "__import__('shiboken6')\n"
        "from . import models\n"
        "import guidance\n"
    )
    assert [name for _, name in imported_names(tree) if is_forbidden(name)] == [
        "PySide6.QtCore",
        "lectern.gui.app",
        "PySide6.QtWidgets",
        "shiboken6",
    ]


def test_importing_all_of_core_loads_no_qt() -> None:
    """The AST scan misses a third-party library that pulls Qt in; a real import does not."""
    script = (
        "import importlib, pkgutil, sys\n"
        "import lectern.core\n"
        "for info in pkgutil.walk_packages(lectern.core.__path__, 'lectern.core.'):\n"
        "    if not info.name.endswith('.__main__'):  # runs the CLI\n"
        "        importlib.import_module(info.name)\n"
        f"loaded = sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r} or m.startswith('lectern.gui'))\n"
        "print(loaded)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
