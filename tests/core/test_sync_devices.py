"""Several copies of one library, synced the way a sync engine syncs: each device's folder
of change files arrives whole at the others. Real libraries on tmp_path."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import orjson
import pytest

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.results import Change, ChangeKind, ChangeOrigin
from lectern.core.storage.lock import LibraryLock
from lectern.core.storage.schema import SCHEMA_VERSION
from lectern.core.sync.ignore import LOCAL_NAMES
from tests.core.helpers_store_only import store_only


def engine(src: Path, dst: Path) -> None:
    """What a sync engine does: the files `src`'s device wrote arrive in `dst` (and any
    device folder `dst` does not have yet)."""
    own = json.loads((src / "device.json").read_text())["device"]
    for device in (src / "sync").iterdir():
        if device.name == own or not (dst / "sync" / device.name).exists():
            shutil.copytree(device, dst / "sync" / device.name, dirs_exist_ok=True)


def both_ways(a: Path, b: Path) -> None:
    engine(a, b)
    engine(b, a)


def state(lib: Library) -> tuple[dict, dict]:
    papers = {pid: lib.papers.paper(pid) for pid in [*lib.ids(), *lib.papers.trash_ids()]}
    notes = {pid: lib.notes.annotation(pid) for pid in papers}
    return papers, notes


def add(lib: Library, title: str) -> str:
    return lib.imports.add_paper(
        title=title, abstract=f"An abstract about {title.lower()}."
    ).added_ids[0]


@pytest.fixture
def pair(tmp_path: Path) -> tuple[Path, Path, list[str]]:
    """A library on computer A with 12 papers, copied to computer B by the engine."""
    a, b = tmp_path / "laptop", tmp_path / "desktop"
    with Library.open(a) as lib:
        ids = [add(lib, f"Paper number {n} on graph learning") for n in range(12)]
        lib.notes.set_status(ids[:3], Status.TO_READ)
        lib.searching.save_search("graphs", "graph")
        lib.collections.create("Thesis")
    b.mkdir()
    engine(a, b)
    return a, b, ids


def test_a_new_copy_gets_the_whole_library(pair: tuple[Path, Path, list[str]]) -> None:
    a, b, ids = pair
    with Library.open(b) as copy, Library.open(a) as original:
        assert not copy.is_new  # no sample library on top of what the other computer has
        assert copy.sync.device != original.sync.device
        assert state(copy) == state(original)
        assert copy.searching.saved_searches() == {"graphs": "graph"}
        assert "Thesis" in copy.collections.counts()
        assert {h.id for h in copy.searching.search("graph learning").hits} == set(ids)


@pytest.mark.slow
def test_edits_made_apart_converge_and_none_is_lost(pair: tuple[Path, Path, list[str]]) -> None:
    a, b, ids = pair
    typed: list[str] = []
    # What converges is stored: both copies work without a search index, which indexed
    # each of the 400 edits (and merged its segments) before.
    shutil.rmtree(a / "index")
    with store_only(a) as left, store_only(b) as right:
        for side, lib in enumerate((left, right)):
            rng = random.Random(side)
            for n in range(200):
                pid = rng.choice(ids[:6])  # overlapping papers
                kind = rng.choice(["status", "stars", "tags", "notes"])
                if kind == "status":
                    lib.notes.set_status([pid], rng.choice(list(Status)))
                elif kind == "stars":
                    lib.notes.set_rating([pid], rng.randint(0, 5))
                elif kind == "tags":
                    lib.notes.add_tags([pid], [f"t{rng.randint(0, 4)}"])
                else:
                    text = f"note {n} from side {side}"
                    lib.notes.set_notes(pid, text)
                    typed.append(text)
            add(lib, f"Imported only on side {side}")
        left.papers.trash([ids[11]])
        left.papers.delete_for_good([ids[11]])
    both_ways(a, b)
    with store_only(a) as left, store_only(b) as right:
        assert state(left) == state(right)
        assert len(left) == 12 + 2 - 1
        assert ids[11] not in left.ids()
        kept = {ann.notes for ann in state(left)[1].values()}
        kept |= {c.notes for ann in state(left)[1].values() for c in ann.conflicts}
        in_history = {str(r["f"].get("notes")) for r in left.sync.changes() if r.get("k") == "a"}
        assert all(text in kept or text in in_history for text in typed)
        # the last note typed on each side survives as the note or as a conflict
        for side in (0, 1):
            last = [t for t in typed if t.endswith(f"side {side}")][-1]
            assert last in kept


def test_a_paper_annotated_first_on_both_keeps_both_edits(
    pair: tuple[Path, Path, list[str]],
) -> None:
    """Neither copy had an annotation for the paper: each one's first edit sets only its
    own field, so one does not put the other's back to blank."""
    a, b, ids = pair
    with Library.open(a) as left, Library.open(b) as right:
        left.notes.set_status([ids[10]], Status.READING)
        right.notes.set_rating([ids[10]], 4)  # later, on the other computer
    both_ways(a, b)
    with Library.open(a) as left, Library.open(b) as right:
        for lib in (left, right):
            annotation = lib.notes.annotation(ids[10])
            assert (annotation.status, annotation.rating) == (Status.READING, 4)
        assert state(left) == state(right)


def test_a_note_edited_on_both_is_a_conflict_until_resolved(
    pair: tuple[Path, Path, list[str]],
) -> None:
    a, b, ids = pair
    with Library.open(a) as left, Library.open(b) as right:
        left.notes.set_notes(ids[0], "Read on the train: the proof in section 3 is wrong.")
        right.notes.set_notes(ids[0], "Good baseline for chapter 2.")
    both_ways(a, b)
    with Library.open(a) as left, Library.open(b) as right:
        shown = {left.notes.annotation(ids[0]).notes, right.notes.annotation(ids[0]).notes}
        assert shown == {"Good baseline for chapter 2."}  # written last
        for lib in (left, right):
            (conflict,) = lib.notes.annotation(ids[0]).conflicts
            assert conflict.notes == "Read on the train: the proof in section 3 is wrong."
        left.notes.resolve_note_conflict(ids[0], "Both: baseline; proof in section 3 is wrong.")
        engine(a, b)
        right.sync.pull()
        assert (
            right.notes.annotation(ids[0]).notes == "Both: baseline; proof in section 3 is wrong."
        )
        assert right.notes.annotation(ids[0]).conflicts == ()


def test_a_paper_deleted_on_one_and_edited_later_on_the_other_is_kept(
    pair: tuple[Path, Path, list[str]],
) -> None:
    a, b, ids = pair
    with Library.open(a) as left:
        left.papers.trash([ids[4]])
        left.papers.delete_for_good([ids[4]])
    with Library.open(b) as right:
        right.notes.set_notes(ids[4], "Key related work, keep it.")  # after the deletion
    both_ways(a, b)
    with Library.open(a) as left, Library.open(b) as right:
        for lib in (left, right):
            # Deleted from the Trash, so back in the Trash: the move there was older than
            # the edit and stands; the deletion from it lost to the edit.
            assert ids[4] in lib.papers.trash_ids()
            assert lib.notes.annotation(ids[4]).notes == "Key related work, keep it."
            assert lib.papers.paper(ids[4]).title == "Paper number 4 on graph learning"
        assert state(left) == state(right)


def test_a_deletion_wins_over_older_edits(pair: tuple[Path, Path, list[str]]) -> None:
    a, b, ids = pair
    with Library.open(b) as right:
        right.notes.set_rating([ids[5]], 3)
    engine(b, a)
    with Library.open(a) as left:
        left.papers.trash([ids[5]])
        left.papers.delete_for_good([ids[5]])
    both_ways(a, b)
    with Library.open(b) as right:
        assert ids[5] not in right.ids() and ids[5] not in right.papers.trash_ids()
        assert not right.searching.search("number 5").hits or ids[5] not in {
            h.id for h in right.searching.search("number 5").hits
        }


def test_a_running_copy_pulls_what_arrives(pair: tuple[Path, Path, list[str]]) -> None:
    a, b, ids = pair
    with Library.open(b) as right:
        seen: list[Change] = []
        right.add_listener(seen.append)
        with Library.open(a) as left:
            left.notes.set_status([ids[7]], Status.READ)
        engine(a, b)
        assert right.sync.pull() == {ids[7]}
        assert right.notes.annotation(ids[7]).status is Status.READ
        assert {h.id for h in right.searching.search("status:read").hits} == {ids[7]}
        [arrived] = [change for change in seen if ids[7] in change.ids]
        assert (arrived.kind, arrived.origin) == (
            ChangeKind.ANNOTATIONS,
            ChangeOrigin.OTHER_DEVICES,
        )
        right.notes.set_rating([ids[7]], 4)  # and one made here says so
        assert (seen[-1].ids, seen[-1].origin) == (frozenset([ids[7]]), ChangeOrigin.HERE)
        assert right.sync.pull() == frozenset()  # nothing new


def test_a_change_written_to_the_change_file_but_not_the_library_is_kept(
    tmp_path: Path,
) -> None:
    """Killed between appending the change and writing annotations.json: the next open
    merges it from the change file."""
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        pid = add(lib, "A paper to annotate")
    before = (folder / "annotations.json").read_bytes()
    with Library.open(folder) as lib:
        lib.notes.set_notes(pid, "typed just before the crash")
    (folder / "annotations.json").write_bytes(before)
    with Library.open(folder) as lib:
        assert lib.notes.annotation(pid).notes == "typed just before the crash"
        assert lib.searching.search("crash").hits[0].id == pid


def test_conflict_copies_are_merged_and_moved_aside(pair: tuple[Path, Path, list[str]]) -> None:
    a, b, ids = pair
    with Library.open(a) as left:
        device = left.sync.device
        left.notes.set_notes(ids[2], "kept in a conflict copy")
    changes = a / "sync" / device / "changes-000001.jsonl"
    lines = changes.read_bytes().splitlines(keepends=True)
    # The engine kept an older version as the file and the newer one as a conflict copy.
    copy = changes.with_name("changes-000001.sync-conflict-20261201-101010-ABCDEFG.jsonl")
    copy.write_bytes(b"".join(lines))
    changes.write_bytes(b"".join(lines[:-1]))
    old_layout = a / "annotations (Ada's conflicted copy 2026-12-01).json"
    doc = {
        "paper_id": ids[3],
        "status": "read",
        "notes": "from an old copy",
        "modified": "2026-12-01T09:00:00Z",
    }
    old_layout.write_bytes(orjson.dumps({"_meta": {"1": {"schema": 2}}, "annotations": {"1": doc}}))
    with Library.open(a) as left:
        assert left.notes.annotation(ids[2]).notes == "kept in a conflict copy"
        assert left.notes.annotation(ids[3]).notes == "from an old copy"
        assert any("conflict copy" in n for n in left.notices)
    assert not copy.exists() and not old_layout.exists()
    aside = sorted(p.name for p in (a / "backups" / "sync-conflicts").iterdir())
    assert len(aside) == 2
    engine(a, b)  # the recovered changes are this device's now: the other gets them
    with Library.open(b) as right:
        assert right.notes.annotation(ids[2]).notes == "kept in a conflict copy"
        assert right.notes.annotation(ids[3]).notes == "from an old copy"


def test_a_library_from_before_is_upgraded_with_a_backup_first(tmp_path: Path) -> None:
    folder = tmp_path / "old"
    with Library.open(folder) as lib:
        ids = [add(lib, f"Old paper {n}") for n in range(5)]
        lib.notes.set_notes(ids[0], "an old note")
    # The same library as the previous Lectern wrote it: schema 2, no change files.
    shutil.rmtree(folder / "sync")
    (folder / "device.json").unlink()
    for name in ("papers.json", "annotations.json"):
        data = json.loads((folder / name).read_text())
        data["_meta"]["1"] = {"schema": 2, "generation": data["_meta"]["1"]["generation"]}
        for table in data.values():
            for doc in table.values():
                doc.pop("_v", None)
        (folder / name).write_text(json.dumps(data))
    shutil.rmtree(folder / "backups")
    with Library.open(folder) as lib:
        assert lib.notes.annotation(ids[0]).notes == "an old note"
        assert len(lib) == 5
        assert any("upgraded to schema version 3" in u for u in lib.upgrades)
    backups = sorted(p.name for p in (folder / "backups").iterdir())
    assert any(name.startswith("papers-") for name in backups)
    assert any(name.startswith("annotations-") for name in backups)
    copy = tmp_path / "copy"
    copy.mkdir()
    engine(folder, copy)
    with Library.open(copy) as lib:
        assert len(lib) == 5 and lib.notes.annotation(ids[0]).notes == "an old note"
    assert (
        json.loads((folder / "papers.json").read_text())["_meta"]["1"]["schema"] == SCHEMA_VERSION
    )


def test_only_change_files_are_shared(tmp_path: Path) -> None:
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        add(lib, "A paper")
        device = lib.sync.device
    ignored = (folder / ".stignore").read_text().splitlines()
    for name in LOCAL_NAMES:
        assert f"/{name}" in ignored
    assert "/sync" not in ignored
    copy = tmp_path / "copied whole"
    shutil.copytree(folder, copy)
    with Library.open(copy) as lib:
        assert lib.sync.device != device  # a copy of the folder is a device of its own


def test_the_same_work_imported_on_both_is_one_paper(pair: tuple[Path, Path, list[str]]) -> None:
    """Different records of one work (one has the DOI, the other the arXiv id and the DOI):
    each device keeps the one added first, so both make the same merge."""
    a, b, _ = pair
    with Library.open(a) as left:
        first = left.imports.add_paper(
            title="Deep Residual Learning for Image Recognition",
            abstract="Deeper neural networks are more difficult to train.",
            doi="10.1109/CVPR.2016.90",
        ).added_ids[0]
    with Library.open(b) as right:
        second = right.imports.add_paper(
            title="Deep residual learning for image recognition",
            abstract="We present a residual learning framework.",
            doi="10.1109/cvpr.2016.90",
            arxiv_id="1512.03385",
        ).added_ids[0]
    assert first != second
    both_ways(a, b)
    with Library.open(a) as left, Library.open(b) as right:
        for lib in (left, right):
            assert first in lib.ids() and second not in lib.ids()
            assert [h.id for h in lib.searching.search('"residual learning"').hits] == [first]
            assert lib.papers.paper(first).arxiv_id == "1512.03385"  # the other record's id kept
        assert state(left) == state(right)


def test_the_json_backup_keeps_a_note_that_waits_in_a_conflict(
    pair: tuple[Path, Path, list[str]], tmp_path: Path
) -> None:
    a, b, ids = pair
    with Library.open(a) as left, Library.open(b) as right:
        left.notes.set_notes(ids[0], "written on the laptop")
        right.notes.set_notes(ids[0], "written on the desktop")
    both_ways(a, b)
    backup = tmp_path / "backup.json"
    with Library.open(a) as left:
        left.exports.export("json", backup)
    with Library.open(tmp_path / "restored") as restored:
        restored.imports.import_files([backup])
        annotation = restored.notes.annotation(ids[0])
        assert annotation.notes == "written on the desktop"
        assert [c.notes for c in annotation.conflicts] == ["written on the laptop"]


def test_an_import_on_the_other_computer_never_overwrites_an_edit(
    pair: tuple[Path, Path, list[str]], tmp_path: Path
) -> None:
    """The same file imported on both while apart, a title corrected on one before the
    other imported it: the correction stands on both, as an import here never overwrites
    an edited field."""
    a, b, _ = pair
    source = tmp_path / "one.bib"
    source.write_text(
        "@article{k, title={Attention is all you ned}, author={Vaswani, Ashish}, year={2017},"
        " doi={10.5555/3295222.3295349}}\n",
        encoding="utf-8",
    )
    with Library.open(a) as left:
        (pid,) = left.imports.import_files([source])[0].added_ids
        left.papers.edit(pid, title="Attention Is All You Need")
    with Library.open(b) as right:  # later, and without having seen the edit
        right.imports.import_files([source])
    both_ways(a, b)
    with Library.open(a) as left, Library.open(b) as right:
        for lib in (left, right):
            assert lib.papers.paper(pid).title == "Attention Is All You Need"
        assert state(left) == state(right)


def test_a_change_folder_put_back_from_an_older_copy_loses_nothing(
    pair: tuple[Path, Path, list[str]], tmp_path: Path
) -> None:
    """The user restores sync/ on one computer from an older backup: its later changes are
    still merged by the other one, and so are those written after the restore."""
    a, b, ids = pair
    with Library.open(a) as left:
        device = left.sync.device
    older = tmp_path / "older-sync"
    shutil.copytree(a / "sync" / device, older)
    with Library.open(a) as left:
        left.notes.set_notes(ids[0], "written before the restore")
    engine(a, b)
    with Library.open(b) as right:
        assert right.notes.annotation(ids[0]).notes == "written before the restore"
    shutil.rmtree(a / "sync" / device)
    shutil.copytree(older, a / "sync" / device)  # the older copy put back
    with Library.open(a) as left:
        assert left.notes.annotation(ids[0]).notes == "written before the restore"  # kept here
        left.notes.set_notes(ids[1], "written after the restore")
    engine(a, b)
    with Library.open(b) as right:
        assert right.notes.annotation(ids[1]).notes == "written after the restore"


def test_a_deleted_change_folder_starts_again_where_the_others_read_next(
    pair: tuple[Path, Path, list[str]],
) -> None:
    a, b, ids = pair
    with Library.open(a) as left:
        device = left.sync.device
    shutil.rmtree(a / "sync" / device)
    with Library.open(a) as left:
        left.notes.set_status([ids[2]], Status.READING)
    engine(a, b)
    with Library.open(b) as right:
        assert right.notes.annotation(ids[2]).status is Status.READING


def test_a_new_folder_syncthing_shares_is_not_a_new_library(tmp_path: Path) -> None:
    """Syncthing made the folder (its `.stfolder` marker) and has not delivered the other
    computer's changes yet: the window must not put the sample library into it, to be
    synced to the user's real library."""
    folder = tmp_path / "shared"
    (folder / ".stfolder").mkdir(parents=True)
    with Library.open(folder) as lib:
        assert not lib.is_new
    with Library.open(tmp_path / "fresh") as lib:
        assert lib.is_new


def test_the_same_paper_imported_on_both_keeps_the_other_files_values(
    pair: tuple[Path, Path, list[str]], tmp_path: Path
) -> None:
    """Two files disagree on a paper's venue: the later import's value is shown on both
    computers, the other is kept among its alternates on both, as an import here keeps it."""
    a, b, _ = pair
    entry = (
        "@inproceedings{k, title={Sparse mixtures of experts}, author={Ng, Mai}, year={2024},"
        " doi={10.5555/moe.2024}, booktitle={%s}}\n"
    )
    first, second = tmp_path / "first.bib", tmp_path / "second.bib"
    first.write_text(entry % "ICML", encoding="utf-8")
    second.write_text(entry % "Proceedings of the 41st ICML", encoding="utf-8")
    with Library.open(a) as left:
        (pid,) = left.imports.import_files([first])[0].added_ids
    with Library.open(b) as right:
        right.imports.import_files([second])
    both_ways(a, b)
    with Library.open(a) as left, Library.open(b) as right:
        for lib in (left, right):
            paper = lib.papers.paper(pid)
            assert paper.venue == "Proceedings of the 41st ICML"
            assert paper.alternates.get("venue") == ("ICML",)
        assert state(left) == state(right)


def test_a_change_cut_off_by_a_crash_is_cut_from_the_change_file(tmp_path: Path) -> None:
    """Killed while appending: the unfinished line was never acknowledged; the next open
    cuts it off and appends after the last whole change."""
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        pid = add(lib, "A paper")
        device = lib.sync.device
    changes = folder / "sync" / device / "changes-000001.jsonl"
    whole = changes.read_bytes()
    changes.write_bytes(whole + b'{"s":"01a2')  # half a line
    with Library.open(folder) as lib:
        assert changes.read_bytes() == whole
        lib.notes.set_notes(pid, "after the crash")
    lines = changes.read_bytes().splitlines()
    assert [json.loads(line)["f"].get("notes") for line in lines[-1:]] == ["after the crash"]


def test_a_copy_read_while_another_program_writes_it_merges_in_memory(
    pair: tuple[Path, Path, list[str]],
) -> None:
    """The same work imported on both, a status and a note from the other computer: a
    read-only copy merged in memory shows the library the window shows once it merged them
    (joined, searchable), and not one byte of the folder changes."""
    a, b, ids = pair
    with Library.open(b):
        pass  # b has merged a's first papers, as after a first start
    with Library.open(a) as left:
        first = left.imports.add_paper(
            title="Deep Residual Learning for Image Recognition",
            abstract="Deeper neural networks are more difficult to train.",
            doi="10.1109/CVPR.2016.90",
        ).added_ids[0]
        left.notes.set_status([ids[4]], Status.READ)
        left.notes.set_notes(ids[4], "wombats, read on the laptop")
    with Library.open(b) as right:
        second = right.imports.add_paper(
            title="Deep residual learning for image recognition",
            abstract="We present a residual learning framework.",
            doi="10.1109/cvpr.2016.90",
            arxiv_id="1512.03385",
        ).added_ids[0]
    engine(a, b)
    holder = LibraryLock(b)
    holder.acquire("Lectern")  # the window, writing this copy
    files = {p: p.read_bytes() for p in sorted(b.rglob("*")) if p.is_file()}
    try:
        with Library.open(b, readonly=True) as reader:
            assert reader.sync.has_unmerged_changes()
            (brought,) = reader.merge_in_memory()
            assert (brought.papers, brought.changed) == (1, 1)
            assert {first, ids[4]} <= set(reader.ids()) and second not in reader.ids()
            assert [h.id for h in reader.searching.search('"residual learning"').hits] == [first]
            assert reader.searching.search("notes:wombats").ids == [ids[4]]
            merged_in_memory = state(reader)
        assert {p: p.read_bytes() for p in sorted(b.rglob("*")) if p.is_file()} == files
    finally:
        holder.release()
    with Library.open(b) as right:
        assert state(right) == merged_in_memory
