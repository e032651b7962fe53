"""A citation style as Lectern knows it: its names, its CSL file and what the menus say of it.

Both `lectern.core.citing.styles` (which finds, checks and keeps them) and
`lectern.core.citing.formatting` (which formats with one) read it, so it lives below both.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class Style:
    """One citation style Lectern can format with."""

    name: str  # the short name: "apa", or a user style's file name without .csl
    title: str  # what the menus show
    path: Path
    bundled: bool
    numeric: bool  # cites by number ("[1]"), so a bibliography is in citation order
    full_title: str = ""  # the style's own <title>
    authors: tuple[str, ...] = ()  # its authors and contributors, for the credits
    licence: str = ""
