"""What the core says to the user can be said in the user's language: every error and reason
meant for the user is written with `said(...)`, which keeps its template and values, and
reads as the same English everywhere a `str` is read."""

from __future__ import annotations

import ast
import pickle
from pathlib import Path

from lectern.core.errors import ImportFileError, LecternError
from lectern.core.said import Said, said

CORE = Path(__file__).resolve().parents[2] / "core"
# Errors whose message is shown to the user as it is (their first argument).
FOR_THE_USER = {
    "LecternError",
    "LibraryLockedError",
    "StoreCorruptError",
    "ImportCancelled",
    "StorageWriteError",
    "MarksPdfError",
    "UndoBlocked",
    "NothingToUndo",
    "FolderNotEmptyError",
    "StyleError",
    "ValueProblem",
    "Refused",
    "ValueError",  # a value the user typed, refused (a year, a DOI, a citation key)
}
# ValueErrors no window shows: the stored files' own checks, and what only the command line
# parses (a status, a scope), as (file, function).
NOT_SHOWN = {
    ("core/models.py", "parse"),
    ("core/view.py", "*"),
    ("core/library/reading.py", "*"),
    ("core/storage/derived/annotation_lines.py", "*"),
    ("core/storage/derived/first_rows.py", "*"),
    ("core/storage/derived/line_spans.py", "*"),
    ("core/storage/derived/pdf_texts.py", "*"),
    ("core/search/whoosh_private.py", "_write_term"),  # Whoosh's own check, as Whoosh words it
}
# Values the user reads in a report, as the (call, argument place, keyword) that carries them.
REASONS = {
    "ImportFileError": (1, "message"),
    "_fail": (1, "message"),  # the importers' ImportFileError for a path
    "fail": (0, "message"),  # the XML importers' ImportFileError at a line
    "Skipped": (1, "reason"),
    "FileOutcome": (4, "reason"),
    "refuse": (1, "why"),  # an attached file Lectern does not open
    "LookupFailed": (1, "message"),  # a lookup that gave nothing (lectern.core.lookup)
}


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _is_plain_text(node: ast.expr | None) -> bool:
    """A literal, an f-string or text glued from them: English only, nothing to translate."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _is_plain_text(node.left) or _is_plain_text(node.right)
    return False


def _unsaid() -> list[str]:
    found = []
    for path in sorted(CORE.rglob("*.py")):
        if path.parent.name == "cli":  # the command line speaks English, which scripts parse
            continue
        where = str(path.relative_to(CORE.parent))
        tree = ast.parse(path.read_text(encoding="utf-8"))
        function_of = {
            id(inner): function.name
            for function in ast.walk(tree)
            if isinstance(function, ast.FunctionDef)
            for inner in ast.walk(function)
        }
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            if (
                name == "ValueError"
                and {(where, "*"), (where, function_of.get(id(node)))} & NOT_SHOWN
            ):
                continue
            if name in FOR_THE_USER:
                place, keyword = 0, "message"
            elif name in REASONS:
                place, keyword = REASONS[name]
            else:
                continue
            args = [a for a in node.args if not isinstance(a, ast.Starred)]
            given = args[place] if len(args) > place else None
            given = given or next((k.value for k in node.keywords if k.arg == keyword), None)
            if _is_plain_text(given):
                found.append(f"{where}:{node.lineno}: {name}")
    return found


def test_every_message_the_core_gives_the_user_is_said() -> None:
    unsaid = _unsaid()
    assert not unsaid, f"{len(unsaid)} not written with said(...):\n" + "\n".join(unsaid)


def test_a_said_sentence_reads_as_its_english_and_keeps_how_it_was_made() -> None:
    inner = said("is not UTF-8 text")
    sentence = said("{path}, line {line}: {problem}", path="refs.bib", line=3, problem=inner)
    assert sentence == "refs.bib, line 3: is not UTF-8 text"
    assert sentence.template == "{path}, line {line}: {problem}"
    assert sentence.values["problem"].template == "is not UTF-8 text"  # type: ignore[attr-defined]


def test_an_error_keeps_its_sentence_across_processes() -> None:
    """An import runs in a worker process; its error reaches the window pickled."""
    error = ImportFileError("refs.bib", said("is not UTF-8 text"), line=3)
    back = pickle.loads(pickle.dumps(error))
    assert str(back) == "refs.bib, line 3: is not UTF-8 text"
    message = back.args[0]
    assert isinstance(message, Said) and message.template == "{path}, line {line}: {problem}"
    assert isinstance(message.values["problem"], Said)
    plain = pickle.loads(pickle.dumps(LecternError(said("Nothing to undo."))))
    assert isinstance(plain.args[0], Said) and plain.args[0].template == "Nothing to undo."


def test_the_words_the_window_looks_up_are_collected_for_translation() -> None:
    """The window names a PDF's outcome kept on disk ("encrypted") and why two papers are one
    ("same DOI") by their words (`say_words`): each must be among the templates `make
    translations` collects, or it would show in English in every language."""
    from build_spec.translations import core_templates
    from lectern.core.library.identity import NearReason, Reason
    from lectern.core.pdf.outcome import Outcome

    collected = set(core_templates(sorted(CORE.rglob("*.py"))))
    named = [*Reason, *NearReason, *(o for o in Outcome if o is not Outcome.TEXT)]
    assert {member.value for member in named} <= collected
    assert all(type(member.value) is str for member in named)  # kept on disk as plain text
