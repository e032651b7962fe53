"""Finding the window's user-visible strings that do not go through the translation
machinery (lectern.gui.i18n), read from the source as `pyside6-lupdate` reads it.

A string is taken for user-visible text when it reads as words: two words or more, or one
capitalised word ("Status"), or it ends in an ellipsis or a colon. It is marked when it is
the source text of a `translate(…)` or `QT_TRANSLATE_NOOP(…)` call. It is left alone where
the user never sees it: docstrings, log lines, errors raised for the code's own use
(Python's built-in exceptions), command-line help, object names, settings keys, style
sheets, queries and other machine text (see `_machine`), and the modules below that never
show a widget. A line the rules take for text, which the user never sees, says so with a
`# not translated: why` comment.
"""

from __future__ import annotations

import ast
import builtins
import re
from dataclasses import dataclass
from pathlib import Path

GUI = Path(__file__).resolve().parents[2] / "gui"
# Modules that show nothing: the CLI launcher and its reading of the arguments (their
# output is the CLI's, which scripts parse), the self-test's machine report, the Qt-free
# imports, and the developer's command that writes the user guide's table of keys (in
# English).
NOT_SHOWN = frozenset(
    {"launcher.py", "arguments.py", "selftest.py", "qt_free.py", "declarations/keys_page.py"}
)
NOT_TRANSLATED = "# not translated:"
MARKING = frozenset({"translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP", "tr"})
# Calls whose string arguments are never shown: logging, names and keys Qt or the code use.
QUIET_CALLS = frozenset(
    {
        "debug",
        "info",
        "warning",
        "error",
        "exception",
        "critical_log",
        "setObjectName",
        "setProperty",
        "property",
        "setStyleSheet",
        "findChild",
        "findChildren",
        "Key",
        "Signal",
        "Slot",
        "Property",
        "QKeySequence",
        "setShortcut",
        "setShortcuts",
        "fromString",
        "QColor",
        "QUrl",
        "fromLocalFile",
        "getattr",
        "setattr",
        "hasattr",
        "import_module",
        "startswith",
        "endswith",
        "split",
        "join",
        "replace",
        "strftime",
        "strptime",
        "toString",
        "mimeData",
        "setData",
        "hasFormat",
        "data",
        "format",  # the values going into a translated string
        "escape",
        "add_argument",
        "ArgumentParser",
        "Language",  # each language's own name, as Preferences lists it
    }
)
BUILTIN_ERRORS = frozenset(
    name
    for name, value in vars(builtins).items()
    if isinstance(value, type) and issubclass(value, BaseException)
)
WORDS = re.compile(r"[A-Za-z]{2,}[^\n]*\s[^\n]*[A-Za-z]{2,}")
CAPITALISED = re.compile(r"^[A-Z][a-z]+$")


@dataclass(frozen=True, slots=True)
class Unmarked:
    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text!r}"


def reads_as_text(value: str) -> bool:
    stripped = value.strip()
    if not stripped or _machine(stripped):
        return False
    return bool(
        WORDS.search(stripped)
        or CAPITALISED.match(stripped)
        or stripped.endswith(("…", "...", ":"))
        and re.search(r"[A-Za-z]{2,}", stripped)
    )


def _machine(text: str) -> bool:
    """Text for the code, not the user: markup and style, paths, queries, identifiers."""
    return bool(
        text == "Lectern"  # the app's name, the same in every language
        or text.startswith(("<", "QWidget", "Q", "#", "%", "/", "http", "file:", "lectern"))
        and not text.startswith(("Query", "Quote", "Quit", "Queue", "Qu"))
        or re.fullmatch(r"[\w.:/\-+*]+", text)
        and not CAPITALISED.match(text)
        or re.search(r"\{\s*[a-z-]+\s*:", text)  # a style sheet's rule
        or re.fullmatch(r"[a-z_]+:[^\s]*(\s+[a-z_]+:[^\s]*)*", text)  # a query
    )


class _Finder(ast.NodeVisitor):
    def __init__(self, path: str, lines: list[str]) -> None:
        self.path = path
        self._lines = lines
        self.found: list[Unmarked] = []
        self._quiet = 0

    def visit_Expr(self, node: ast.Expr) -> None:
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return  # a docstring or a bare string: nothing shows it
        self.generic_visit(node)

    def visit_Raise(self, node: ast.Raise) -> None:
        exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
        if isinstance(exc, ast.Name) and exc.id in BUILTIN_ERRORS:
            return  # for the code (a bug), not for the user
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = _called(node.func)
        if name in MARKING or name in QUIET_CALLS or _is_log(node.func):
            self._quiet += 1
            self.generic_visit(node)
            self._quiet -= 1
            return
        self.generic_visit(node)

    def visit_Subscript(self, node: ast.Subscript) -> None:
        self.visit(node.value)  # a key into a table is not shown
        self._quiet += 1
        self.visit(node.slice)
        self._quiet -= 1

    def visit_Compare(self, node: ast.Compare) -> None:
        self._quiet += 1  # compared with, not shown
        self.generic_visit(node)
        self._quiet -= 1

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        if not self._quiet:
            text = "".join(
                str(part.value) if isinstance(part, ast.Constant) else "{…}" for part in node.values
            )
            if reads_as_text(text.replace("{…}", "")):
                self._found(node, text)
        for part in node.values:  # the values put in; its own text was judged whole
            if isinstance(part, ast.FormattedValue):
                self.visit(part)

    def visit_Constant(self, node: ast.Constant) -> None:
        if not self._quiet and isinstance(node.value, str) and reads_as_text(node.value):
            self._found(node, node.value)

    def _found(self, node: ast.expr, text: str) -> None:
        last = getattr(node, "end_lineno", None) or node.lineno
        if not any(NOT_TRANSLATED in line for line in self._lines[node.lineno - 1 : last]):
            self.found.append(Unmarked(self.path, node.lineno, text))


def _called(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def _is_log(func: ast.expr) -> bool:
    return (
        isinstance(func, ast.Attribute)
        and isinstance(func.value, ast.Name)
        and func.value.id in {"log", "logger", "logging", "warnings"}
    )


def unmarked(folder: Path = GUI) -> list[Unmarked]:
    """Every user-visible string under `folder` that is not marked for translation."""
    found: list[Unmarked] = []
    for path in sorted(folder.rglob("*.py")):
        if path.relative_to(folder).as_posix() in NOT_SHOWN:
            continue
        source = path.read_text(encoding="utf-8")
        finder = _Finder(str(path.relative_to(folder.parent)), source.splitlines())
        finder.visit(ast.parse(source))
        found += finder.found
    return found


if __name__ == "__main__":
    import sys

    results = unmarked(Path(sys.argv[1]) if len(sys.argv) > 1 else GUI)
    for item in results:
        print(item)
    print(len(results), "unmarked")
