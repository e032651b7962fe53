"""Citation keys as a document cites them: ``\\cite{a,b}`` in LaTeX, ``[@a; @b]`` in Pandoc.

The keys are the papers' stored ones (lectern.core.citekeys), the same an export writes,
so a citation pasted today still resolves against tomorrow's export.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import StrEnum

# What Pandoc reads as a bare key after "@"; any other key is written in braces, @{key}.
_PANDOC_BARE = re.compile(r"[\w](?:[\w:.#$%&+?<>~/-]*[\w])?")


class KeyForm(StrEnum):
    """How a pasted citation key is written."""

    LATEX = "latex"  # \cite{key}
    PANDOC = "pandoc"  # [@key]

    @property
    def label(self) -> str:
        return {KeyForm.LATEX: r"LaTeX: \cite{key}", KeyForm.PANDOC: "Pandoc: [@key]"}[self]


def cite_keys(keys: Sequence[str], form: KeyForm) -> str:
    """One citation of all `keys`, in their order: ``\\cite{a,b}`` or ``[@a; @b]``."""
    if not keys:
        return ""
    if form is KeyForm.PANDOC:
        return "[" + "; ".join(_pandoc(key) for key in keys) + "]"
    return r"\cite{" + ",".join(keys) + "}"


def _pandoc(key: str) -> str:
    return f"@{key}" if _PANDOC_BARE.fullmatch(key) else f"@{{{key}}}"
