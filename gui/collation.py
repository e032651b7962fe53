"""Names in the order of the user's language: case ignored, numbers by their value.

The sidebar's tags, collections (at every level) and saved searches, and every list of
collection names the window offers, sort this way, so a name is where the user looks for
it in all of them: "bu-disc" among the b's rather than after every capital, "Chapter 2"
before "Chapter 10". The language is the one Qt's default locale names when the key is
made (a user's language, or C when none is set: there case is still ignored, though C
knows no numbers in words). The command line sorts with the C library's collation
instead (`lectern.core.collection_tree.sort_key`), as core has no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cmp_to_key
from typing import Any

from PySide6.QtCore import QCollator, Qt


def name_key() -> Callable[[str], Any]:
    """A sort key for names, in the order of the user's language as it is now."""
    collator = QCollator()
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    collator.setNumericMode(True)
    return cmp_to_key(collator.compare)


def sorted_names(names: Iterable[str]) -> list[str]:
    """`names` in the order of the user's language (see `name_key`)."""
    return sorted(names, key=name_key())
