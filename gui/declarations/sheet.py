"""The cheat sheet's rows, made from the declarations: Help → Keyboard shortcuts shows them,
and the user guide's table of keys is them written as Markdown (`keys_page.py`).

Every declaration with a key is a row, under its group's heading; the groups come in their
declared order, and the rows of a group in the order of the table. The cheat sheet's rows
are in the user's language; the guide's are English.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from lectern.gui.declarations.declaration import Declaration, Declared, Group, WidgetKeys


@dataclass(frozen=True)
class SheetRow:
    """The keys, each as the cheat sheet writes it, and what they do; a heading has no keys."""

    keys: tuple[str, ...]
    text: str

    @property
    def is_heading(self) -> bool:
        return not self.keys


def sheet_rows(declarations: Iterable[Declaration], *, translated: bool = False) -> list[SheetRow]:
    """The rows in English (the guide's), or, `translated`, in the user's language (the
    cheat sheet's). The keys are written alike in both."""
    keyed = [
        entry
        for entry in declarations
        if isinstance(entry, Declared | WidgetKeys) and entry.group and entry.shown_keys
    ]
    rows: list[SheetRow] = []
    for group in Group:
        entries = [entry for entry in keyed if entry.group is group]
        if entries:
            rows.append(SheetRow((), group.shown_heading if translated else group.heading))
            rows.extend(
                SheetRow(entry.shown_keys, entry.shown_wording if translated else entry.wording)
                for entry in entries
            )
    return rows


def markdown_table(rows: Iterable[SheetRow]) -> str:
    """The rows as one Markdown table, each heading a bold row of its own."""
    lines = ["| keys | what they do |", "|---|---|"]  # not translated: the guide is English
    for row in rows:
        if row.is_heading:
            lines.append(f"| **{row.text}** | |")
        else:
            keys = " or ".join(f"`{key}`" for key in row.keys)
            lines.append(f"| {keys} | {row.text} |")
    return "\n".join(lines) + "\n"
