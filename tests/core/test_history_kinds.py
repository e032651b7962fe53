"""What kind of change a History entry is, when it is a paper's first annotation."""

from __future__ import annotations

from pathlib import Path

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.sync.entry_kind import EntryKind


def test_a_papers_first_annotation_is_the_kind_the_user_changed(tmp_path: Path) -> None:
    with Library.open(tmp_path / "library") as library:
        library.imports.add_paper(title="Marmot attention")
        library.imports.add_paper(title="Burrowing transformers")
        first, second = library.ids()
        library.notes.set_rating([first], 4)
        library.queue.add([second])
        library.notes.set_status([first], Status.READ)
        newest = library.history.entries(limit=3)
        assert [e.kind for e in newest] == ["status", "queue", "rating"]
        assert library.history.describe(newest[2]) == "Stars: no stars → ★★★★"
        assert [e.papers for e in library.history.entries(kinds={EntryKind.QUEUE})] == [(second,)]
