"""What the import tests share: an importer's records as papers, for tests that read their
fields."""

from __future__ import annotations

from collections.abc import Iterable

from lectern.core.importers import RawRecord, Skipped


def only_papers(items: Iterable[RawRecord | Skipped]) -> list[RawRecord]:
    """The records a file gave, each one a paper: a skipped record fails the test."""
    found = list(items)
    records = [item for item in found if isinstance(item, RawRecord)]
    assert len(records) == len(found), [item for item in found if isinstance(item, Skipped)]
    return records
