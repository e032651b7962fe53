"""Import one damaged file through the library and judge what happened, as a user would.

Acceptable: the file imports (perhaps with skipped records, each with a line and a
reason), or it is refused with ImportFileError naming the file (and the line, when the
error knows it) and the store files are byte-identical afterwards. Anything else (another
exception, a changed file after a refusal, a message that does not say which file) is a
failure to report.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass
from pathlib import Path

from lectern.core.errors import ImportFileError
from lectern.core.library import Library
from tests.reliability.libstate import store_bytes
from tests.reliability.mutations import Case

IMPORTED, REFUSED, CRASHED, CHANGED, UNCLEAR = (
    "imported",
    "refused",
    "crashed",
    "changed",
    "unclear",
)


@dataclass(frozen=True)
class Outcome:
    label: str
    result: str
    detail: str = ""

    @property
    def bad(self) -> bool:
        return self.result in (CRASHED, CHANGED, UNCLEAR)


def _where(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    last = frames[-1] if frames else None
    return (
        f"{type(exc).__name__}: {str(exc)[:200]} at {last.filename}:{last.lineno}"
        if last
        else repr(exc)
    )


def try_import(library: Library, case: Case, work: Path, number: int) -> Outcome:
    stem = case.source.name.split(".")[0][:40]
    path = work / f"{number:05d}-{stem}-{case.kind}{case.suffix}"
    path.write_bytes(case.data)
    before = store_bytes(library.folder)
    count = len(library)
    try:
        reports = library.imports.import_files([path])
    except ImportFileError as exc:
        message = str(exc)
        if store_bytes(library.folder) != before or len(library) != count:
            return Outcome(
                case.label, CHANGED, f"refused ({message[:200]}) but the library changed"
            )
        if str(path) not in message or (exc.line and f"line {exc.line}" not in message):
            return Outcome(case.label, UNCLEAR, message[:300])
        return Outcome(case.label, REFUSED, message[len(str(path)) :][:120])
    except Exception as exc:  # noqa: BLE001 - counted: the promise: nothing but ImportFileError
        changed = store_bytes(library.folder) != before
        return Outcome(case.label, CHANGED if changed else CRASHED, _where(exc))
    finally:
        path.unlink(missing_ok=True)
    for report in reports:
        for skipped in report.skipped:
            if skipped.line < 0 or not skipped.reason.strip():
                return Outcome(case.label, UNCLEAR, f"skipped without line or reason: {skipped}")
    return Outcome(case.label, IMPORTED, reports[0].summary() if reports else "")
