"""Writing the library, or some of its papers, to a file in one of the export formats.

The `Exports` part of :class:`lectern.core.library.Library`: which papers an export of the
whole library writes, and what goes with them (the saved searches, the pairs dismissed as
not duplicates, the collection tree); the formats are lectern.core.exporters. The writers
and citeproc load at the first export: a program that opens a library to save one paper
(the browser's native host) does not wait for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from lectern.core.atomic_file import write_file
from lectern.core.attached import with_full_paths
from lectern.core.library.collections import Collections
from lectern.core.library.papers import Papers
from lectern.core.library.searching import Searching
from lectern.core.library.state import LibraryState
from lectern.core.models import Entry

if TYPE_CHECKING:
    from lectern.core.citing.formatting import Form
    from lectern.core.citing.style import Style


class Exports:
    """Exporting papers with what the library knows about them."""

    def __init__(
        self,
        state: LibraryState,
        papers: Papers,
        collections: Collections,
        searching: Searching,
    ) -> None:
        self._state = state
        self._papers = papers
        self._collections = collections
        self._searching = searching

    def ids(self, fmt: str) -> list[str]:
        """What exporting the whole library writes: its papers, and for the JSON backup the
        Trash too."""
        return [*self._state.live, *(self._papers.trash_ids() if fmt == "json" else ())]

    def export(
        self,
        fmt: str,
        dest: str | Path,
        *,
        ids: Sequence[str] | None = None,
        force: bool = False,
        notices: list[str] | None = None,
    ) -> int:
        """Write `ids` (None: the whole library) to `dest` in `fmt`; how many were written."""
        from lectern.core.exporters import export_entries

        chosen = self.ids(fmt) if ids is None else self._state.known(ids)
        entries = self.entries(chosen, fmt)
        return export_entries(
            fmt,
            entries,
            Path(dest),
            saved_searches=self._searching.saved_searches(),
            distinct=self._papers.dismissed_pairs(),
            tree=self.tree(entries, whole=ids is None),
            strings=self.bibtex_strings(),
            force=force,
            notices=notices,
        )

    def bibtex_strings(self) -> dict[str, str]:
        """The `@string` macros the library's BibTeX files defined, which the BibTeX and
        biblatex exports write back where the papers' sources used them."""
        return self._state.annotations.bibtex_strings()

    def entries(self, ids: Sequence[str], fmt: str) -> list[Entry]:
        """The papers as an export writes them: their library copies by full path (another
        program reading the export cannot know the library's folder), except in Lectern's
        own backup, which keeps the library's records as they are."""
        entries = self._papers.entries(ids)
        return entries if fmt == "json" else with_full_paths(entries, self._state.folder)

    def export_bibliography(
        self, dest: str | Path, style: Style, form: Form, *, ids: Sequence[str] | None = None
    ) -> int:
        """Write the papers' bibliography, formatted in `style`, as a file of `form` (an
        HTML page, plain text, Markdown); how many papers it lists."""
        from lectern.core.citing.formatting import bibliography_document
        from lectern.core.exporters.common import writing_to

        chosen = list(self._state.live) if ids is None else self._state.known(ids)
        entries = self._papers.entries(chosen)
        text = bibliography_document(entries, style, form)
        target = Path(dest)
        with writing_to(target):
            write_file(target, text.encode("utf-8"), durable=True, shared=True)
        return len(entries)

    def tree(self, entries: Sequence[Entry], *, whole: bool) -> list[tuple[str, ...]]:
        """The collections an export carries as paths from the top: all of them for the
        whole library (the empty ones too), else those of its papers and the ones they
        sit inside."""
        if whole:
            return self._collections.paths()
        return self._collections.paths(n for e in entries for n in e.paper.collections)
