"""The window's own arguments: the files to import, the `lectern://` addresses to open and
the options left for Qt.

Both the entry point (`lectern.gui.launcher`, which tells an address from a command) and the
app (`lectern.gui.app`, which imports the files and opens the address) read them, so they live
below both, Qt-free.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from urllib.parse import unquote, urlparse

# Qt's own command-line options that take a value (`-platform xcb`): the value is no file.
QT_VALUE_OPTIONS = frozenset(
    {"-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-style", "-stylesheet"}
    | {"-session", "-display", "-geometry", "-title", "-name", "-qwindowgeometry"}
    | {"-qwindowtitle", "-qwindowicon", "-qmljsdebugger"}
)
ADDRESS_SCHEME = "lectern:"  # a `lectern://open/ID?page=N` address, not a file or command


def is_address(arg: str) -> bool:
    return arg[: len(ADDRESS_SCHEME)].lower() == ADDRESS_SCHEME


def split_files(args: Sequence[str]) -> tuple[list[str], list[str]]:
    """The files to import and the arguments left for Qt, from what follows the window's
    own options. A `file://` address (some file managers pass those) becomes its path."""
    files: list[str] = []
    rest: list[str] = []
    takes_value = False
    for arg in args:
        if takes_value:
            rest.append(arg)
            takes_value = False
            continue
        if arg.startswith("-"):
            rest.append(arg)
            takes_value = arg in QT_VALUE_OPTIONS
            continue
        files.append(unquote(urlparse(arg).path) if arg.startswith("file://") else arg)
    return files, rest


def split_addresses(files: Sequence[str]) -> tuple[list[str], list[tuple[str, int]]]:
    """The files, and the papers and pages of the `lectern://open/ID?page=N` addresses among
    them (one that is not a valid address is dropped, with a word on stderr)."""
    paths = [arg for arg in files if not is_address(arg)]
    if len(paths) == len(files):
        return paths, []
    from lectern.core.marks.address import parse_address

    opened: list[tuple[str, int]] = []
    for arg in files:
        if not is_address(arg):
            continue
        if (address := parse_address(arg)) is not None:
            opened.append(address)
        else:
            print(f"Not an address Lectern opens: {arg}", file=sys.stderr)
    return paths, opened
