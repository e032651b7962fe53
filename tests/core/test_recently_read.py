"""Recently read: when a paper was last read in Lectern, its view, sort, query and stats."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from lectern.core.library import Library
from lectern.core.models import Annotation, Status, utcnow
from lectern.core.results import SortKey
from lectern.core.stats import reading_stats
from lectern.core.storage.serialize import annotation_from_dict, annotation_to_dict


def test_a_read_is_recorded_without_changing_modified_or_the_status(library) -> None:
    a, b = library.searching.view("all").ids[:2]
    library.notes.set_status([a], Status.TO_READ)
    before = library.notes.annotation(a)
    library.reading.mark_read_now(a)
    after = library.notes.annotation(a)
    assert after.last_read is not None and after.last_read >= before.modified
    assert after.modified == before.modified and after.status is Status.TO_READ
    library.reading.mark_read_now(b)  # a paper with no annotation yet
    assert library.notes.annotation(b).modified is None
    assert library.notes.annotation(b).status is Status.NEW


def test_recently_read_lists_the_newest_first_up_to_the_limit(library) -> None:
    ids = library.searching.view("all").ids[:6]
    start = utcnow() - timedelta(hours=1)
    for minutes, pid in enumerate(ids):
        library.reading.mark_read_now(pid, start + timedelta(minutes=minutes))
    library.reading.mark_read_now(ids[0], start + timedelta(minutes=30))  # read again: first now
    newest = [ids[0], *reversed(ids[1:])]
    assert library.reading.recently_read() == newest
    assert library.reading.recently_read(limit=3) == newest[:3]
    assert library.searching.view("recent").ids == newest
    library.papers.trash([ids[5]])
    assert ids[5] not in library.reading.recently_read()
    never = [pid for pid in library.ids() if pid not in ids]
    by_read = library.searching.view("all", sort=SortKey.LAST_READ, descending=True).ids
    left = [pid for pid in newest if pid != ids[5]]
    assert by_read[:5] == left and set(by_read[5:]) == set(never)


def test_lastread_finds_papers_by_when_they_were_read(library) -> None:
    old, recent, today = library.searching.view("all").ids[:3]
    now = utcnow()
    library.reading.mark_read_now(old, now - timedelta(days=40))
    library.reading.mark_read_now(recent, now - timedelta(days=3))
    library.reading.mark_read_now(today, now)
    assert set(library.searching.search("lastread:<7d").ids) == {recent, today}
    assert set(library.searching.search("lastread:>30d").ids) == {old}
    assert set(library.searching.search("lastread:today").ids) == {today}
    assert today in library.searching.search("lastread:this-week").ids
    assert old not in library.searching.search("lastread:this-week").ids
    never = library.searching.search("lastread:never").ids
    assert len(never) == len(library) - 3 and not {old, recent, today} & set(never)
    day = (now - timedelta(days=40)).astimezone().strftime("%Y-%m-%d")
    assert library.searching.search(f"lastread:{day}").ids == [old]
    assert not library.searching.search("lastread:<7d").message


def test_blank_and_old_documents_read_as_never_read() -> None:
    when = datetime(2026, 11, 3, 9, 30, tzinfo=UTC)
    assert not Annotation("x", last_read=when).is_blank
    doc = annotation_to_dict(Annotation("x", last_read=when))
    assert annotation_from_dict(doc).last_read == when
    del doc["last_read"]  # written before Lectern recorded reads
    assert annotation_from_dict(doc).last_read is None
    assert annotation_from_dict({"paper_id": "x", "last_read": "not a time"}).last_read is None


def test_reads_survive_a_reopen_and_a_backup_restored_elsewhere(tmp_path: Path) -> None:
    backup = tmp_path / "backup.json"
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_sample()
        ids = library.searching.view("all").ids[:3]
        for hours, pid in enumerate(ids):
            library.reading.mark_read_now(pid, utcnow() - timedelta(hours=10 - hours))
        order = library.reading.recently_read()
        library.exports.export("json", backup)
    with Library.open(tmp_path / "lib") as library:
        assert library.reading.recently_read() == order
    with Library.open(tmp_path / "restored") as restored:
        restored.imports.import_files([backup])
        assert restored.reading.recently_read() == order
        assert set(restored.searching.search("lastread:<1d").ids) == set(order)


def test_stats_count_papers_opened_per_week_beside_those_finished() -> None:
    now = datetime(2025, 11, 12, 12, 0, tzinfo=UTC)  # a Wednesday
    annotations = [
        Annotation("a", last_read=now - timedelta(days=1)),  # this week
        Annotation("b", last_read=now - timedelta(days=2)),  # this week (Monday)
        Annotation("c", last_read=now - timedelta(days=8)),  # last week
        Annotation("d", last_read=now - timedelta(days=100)),  # before the window
        Annotation("e"),
    ]
    stats = reading_stats(annotations, now=now, weeks=4)
    assert [w.opened for w in stats.weeks] == [0, 0, 1, 2]
    assert [w.finished for w in stats.weeks] == [0, 0, 0, 0]
    assert stats.max_opened == 2


def test_an_undo_keeps_when_the_paper_was_last_read(tmp_path) -> None:
    from lectern.core.library import Library
    from lectern.core.models import Status

    with Library.open(tmp_path / "lib") as library:
        pid = library.imports.add_paper(title="A paper", abstract="About it.").added_ids[0]
        before = library.notes.annotation(pid)
        library.notes.set_status([pid], Status.READ)
        library.reading.mark_read_now(pid)
        read_at = library.notes.annotation(pid).last_read
        library.notes.restore_annotations([before])  # what Ctrl+Z does for the status
        assert library.notes.annotation(pid).status is Status.NEW
        assert library.notes.annotation(pid).last_read == read_at
