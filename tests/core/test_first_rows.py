"""The first rows kept at close: shown at the next start only while they are still true."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from lectern.core.library import Library, SortKey
from lectern.core.models import Status
from lectern.core.storage.derived.first_rows import (
    FILE_NAME,
    ROWS,
    load_first_rows,
    save_first_rows,
)

VIEW = {"scope": "all", "sort": None, "descending": False}


def newest_first(library: Library) -> list[str]:
    return library.searching.sort_ids(library.ids(), SortKey.ADDED, descending=True)


def test_rows_kept_at_close_come_back_as_the_library_has_them(library: Library) -> None:
    ids = newest_first(library)
    library.notes.set_status([ids[0]], Status.READING)
    library.notes.set_rating([ids[0]], 4)
    library.notes.add_tags([ids[0]], ["kernels"])
    library.notes.set_notes(ids[0], "Compare with **Adam**.")
    assert save_first_rows(library, VIEW, ids)
    folder = library.folder
    library.close()

    first = load_first_rows(folder, VIEW)
    assert first is not None
    assert (first.count, first.total) == (len(ids), len(ids))
    with Library.open(folder) as reopened:
        assert list(first.entries) == [reopened.papers.entry(pid) for pid in ids]
    top = first.entries[0].annotation
    assert (top.status, top.rating, top.tags, top.notes) == (
        Status.READING,
        4,
        ("kernels",),
        "Compare with **Adam**.",
    )


def test_counts_are_kept_beside_the_rows_as_given(library: Library) -> None:
    counts = {"sidebar": {"total": 38, "tags": {"b": 2, "a": 1}}, "status": {"papers": 38}}
    assert save_first_rows(library, VIEW, newest_first(library), counts)
    first = load_first_rows(library.folder, VIEW)
    assert first is not None and first.counts == counts
    assert list(first.counts["sidebar"]["tags"]) == ["b", "a"]  # most used first, as given


def test_only_the_first_page_of_a_long_view_is_kept(library: Library) -> None:
    ids = newest_first(library) * 6  # a view longer than ROWS (ids may repeat here)
    assert len(ids) > ROWS
    assert save_first_rows(library, VIEW, ids)
    first = load_first_rows(library.folder, VIEW)
    assert first is not None
    assert len(first.entries) == ROWS and first.count == len(ids)


def test_rows_are_not_shown_after_the_library_changed(library: Library) -> None:
    """A status set by `lectern mark` after Lectern closed: the kept rows would be wrong."""
    ids = newest_first(library)
    assert save_first_rows(library, VIEW, ids)
    assert load_first_rows(library.folder, VIEW) is not None
    library.notes.set_status([ids[0]], Status.READ)
    assert load_first_rows(library.folder, VIEW) is None


def _replace(notes: Path) -> None:
    """What an editor or a sync tool does: a new file renamed over the old one."""
    copy = notes.with_name("copy.json")
    copy.write_bytes(notes.read_bytes())
    os.replace(copy, notes)


def _rewrite_in_place(notes: Path) -> None:
    """`rsync --inplace`: the same inode, written again."""
    data = notes.read_bytes()
    with open(notes, "r+b") as handle:
        handle.write(data)


@pytest.mark.parametrize("rewrite", [_replace, _rewrite_in_place])
def test_a_file_rewritten_with_its_size_and_time_kept_is_a_change(
    library: Library, rewrite
) -> None:
    """Another inode, or (in place) the change time: either tells the file was written."""
    assert save_first_rows(library, VIEW, newest_first(library))
    notes = library.folder / "annotations.json"
    stat = notes.stat()
    rewrite(notes)
    os.utime(notes, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert (notes.stat().st_size, notes.stat().st_mtime_ns) == (stat.st_size, stat.st_mtime_ns)
    assert load_first_rows(library.folder, VIEW) is None


def test_rows_belong_to_one_view(library: Library) -> None:
    assert save_first_rows(library, VIEW, newest_first(library))
    assert load_first_rows(library.folder, {**VIEW, "scope": "status:to-read"}) is None
    assert load_first_rows(library.folder, {**VIEW, "sort": "title"}) is None
    assert load_first_rows(library.folder, VIEW) is not None


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"{",
        b"[]",
        b'{"format": 1}',
        b"\xff\xfe not json",
        b'{"format": 1, "files": null, "view": {}, "papers": [], "annotations": []}',
    ],
)
def test_a_damaged_file_means_no_early_rows_and_no_error(library: Library, damage: bytes) -> None:
    (library.folder / FILE_NAME).write_bytes(damage)
    assert load_first_rows(library.folder, VIEW) is None


@pytest.mark.parametrize(
    "spoil",
    [
        lambda d: d.update(annotations=d["annotations"][1:] + d["annotations"][:1]),  # mispaired
        lambda d: d.update(papers=[[1]] * len(d["papers"])),  # rows that are not objects
        lambda d: d.update(papers=[{"title": "no id"}] * len(d["papers"])),
        lambda d: d.update(count="many"),
        lambda d: d.pop("annotations"),
        lambda d: d.update(counts=[1, 2]),
    ],
)
def test_damaged_rows_behind_a_valid_header_mean_no_early_rows(library: Library, spoil) -> None:
    import orjson

    assert save_first_rows(library, VIEW, newest_first(library))
    path = library.folder / FILE_NAME
    data = orjson.loads(path.read_bytes())
    spoil(data)
    path.write_bytes(orjson.dumps(data))
    assert load_first_rows(library.folder, VIEW) is None


def test_no_file_means_no_early_rows(tmp_path: Path) -> None:
    assert load_first_rows(tmp_path, VIEW) is None


def test_a_refused_write_is_not_an_error_and_leaves_no_file(library: Library) -> None:
    (library.folder / FILE_NAME).mkdir()  # a folder in the way: the rename is refused
    assert not save_first_rows(library, VIEW, newest_first(library))
    assert (library.folder / FILE_NAME).is_dir()
    assert not list(library.folder.glob(f".{FILE_NAME}.*"))  # no temp file left
