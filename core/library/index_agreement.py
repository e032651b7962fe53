"""Whether the search index holds what the store holds: every paper of the library and of
the Trash, with its status, stars and tags as the store has them, and no other paper.

An index stamped with the store's generations can still lack a change (a save the disk
refused before the index knew it was behind), so `lectern check` compares contents, not
only stamps. At 75,000 papers this reads a few posting lists and the annotated papers'
documents, not a search per paper.
"""

from __future__ import annotations

from lectern.core.library.state import LibraryState
from lectern.core.models import Annotation
from lectern.core.search.index_holdings import holding


def papers_differing(state: LibraryState) -> list[str]:
    """The papers whose entry in the index is missing, differs from the store or should
    not be there; none when the index cannot be read (its state says so)."""
    held = state.index.holdings()
    if held is None:
        return []
    blank = holding(Annotation(""))
    wanted = dict.fromkeys([*state.live, *state.trash], blank)
    for pid, annotation in state.annotations.items():
        if pid in wanted:
            wanted[pid] = holding(annotation)
    differ = [pid for pid, values in wanted.items() if held.get(pid) != values]
    return differ + [pid for pid in held if pid not in wanted]
