"""The user guide's page of keys (`docs/guide/keys.md`): its table, made from the declarations.

`python -m lectern.gui.declarations.keys_page` prints the table; `--write docs/guide/keys.md` puts
it in the page between its two markers; `--check docs/guide/keys.md` exits 1 if the page's
table is not the one the app declares (a test runs the same check). The page is English, as
the guide is; Help → Keyboard shortcuts shows the same rows in the user's language.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from lectern.gui.declarations.declared import DECLARED
from lectern.gui.declarations.sheet import markdown_table, sheet_rows

PAGE = Path("docs") / "guide" / "keys.md"
_MADE_BY = f"python -m lectern.gui.declarations.keys_page --write {PAGE.as_posix()}"
BEGIN = f"<!-- keys: made by `{_MADE_BY}` -->"
END = "<!-- end of keys -->"


def render() -> str:
    return markdown_table(sheet_rows(DECLARED))


def _span(text: str) -> tuple[int, int]:
    """Where the table sits in `text`: from after BEGIN's line to the start of END."""
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise ValueError(f"the page has no table of keys between {BEGIN!r} and {END!r}")
    return start + len(BEGIN) + 1, end


def page_table(text: str) -> str:
    """The table of keys as the page has it."""
    start, end = _span(text)
    return text[start:end]


def with_table(text: str) -> str:
    """`text` with its table of keys made again from the declarations."""
    start, end = _span(text)
    return text[:start] + render() + text[end:]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lectern.gui.declarations.keys_page")
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--write", metavar="PAGE", type=Path, help="put the table in place")
    what.add_argument("--check", metavar="PAGE", type=Path, help="exit 1 if it differs")
    args = parser.parse_args(argv)
    if args.write:
        text = args.write.read_text("utf-8")
        args.write.write_text(with_table(text), "utf-8")
    elif args.check:
        if page_table(args.check.read_text("utf-8")) != render():
            print(f"{args.check}: the table of keys is not the app's; run --write", file=sys.stderr)
            return 1
    else:
        sys.stdout.write(render())
    return 0


if __name__ == "__main__":
    sys.exit(main())
