"""The reading queue ("Up next"): places, the status rules, `in:queue`, backups, the CLI."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.counts import count_everything
from lectern.core.errors import LecternError
from lectern.core.library import Library
from lectern.core.models import Annotation, Status
from lectern.core.results import SortKey
from lectern.core.storage.serialize import annotation_from_dict, annotation_to_dict
from tests.core.helpers_store_only import store_only


def test_papers_join_at_the_end_or_the_front_and_move_between_neighbours(library) -> None:
    a, b, c, d, e = library.searching.view("all").ids[:5]
    library.queue.add([a, b, c])
    assert library.queue.ids() == [a, b, c]
    library.queue.add([d], front=True)
    assert library.queue.ids() == [d, a, b, c]
    library.queue.add([a])  # already queued: keeps its place
    assert library.queue.ids() == [d, a, b, c]
    library.queue.add([c, e], front=True)  # in the order given, c moved from the end
    assert library.queue.ids() == [c, e, d, a, b]
    library.queue.move(b, 1)
    assert library.queue.ids() == [c, b, e, d, a]
    library.queue.move(c, 99)
    assert library.queue.ids() == [b, e, d, a, c]
    library.queue.move(c, 0)
    assert library.queue.ids() == [c, b, e, d, a]
    assert library.queue.next() == c
    library.queue.remove([b, d])
    assert library.queue.ids() == [c, e, a]
    assert library.notes.annotation(b).queued is None


def test_a_block_dropped_in_front_of_a_paper_keeps_its_own_order(library) -> None:
    a, b, c, d, e = library.searching.view("all").ids[:5]
    library.queue.add([a, b, c, d, e])
    before = {pid: library.notes.annotation(pid) for pid in (a, b, c, d, e)}
    library.queue.place([e, b], c)  # in their queue order: b, then e
    assert library.queue.ids() == [a, b, e, c, d]
    assert {pid for pid in before if library.notes.annotation(pid) != before[pid]} == {b, e}
    library.queue.place([a], None)
    assert library.queue.ids() == [b, e, c, d, a]
    library.queue.place([c, d], b)
    assert library.queue.ids() == [c, d, b, e, a]


def test_a_move_rewrites_only_the_paper_moved(library) -> None:
    ids = library.searching.view("all").ids[:4]
    library.queue.add(ids)
    before = {pid: library.notes.annotation(pid) for pid in ids}
    library.queue.move(ids[3], 1)
    changed = [pid for pid in ids if library.notes.annotation(pid) != before[pid]]
    assert changed == [ids[3]]
    assert library.queue.ids() == [ids[0], ids[3], ids[1], ids[2]]


def test_many_moves_between_the_same_two_papers_keep_the_order_right(
    sample_copy: Callable[[Path], Path], tmp_path: Path
) -> None:
    """Places and order are stored: the sample's copy is opened without its search index,
    which indexed each of the 60 moves."""
    folder = sample_copy(tmp_path / "lib")
    shutil.rmtree(folder / "index")
    with store_only(folder) as library:
        ids = library.ids()[:3]
        library.queue.add(ids)
        for _ in range(60):  # halves the gap each time, far past what a float can hold
            library.queue.move(library.queue.ids()[2], 1)
        order = library.queue.ids()
        assert sorted(order) == sorted(ids) and len(order) == 3
        places = [library.notes.annotation(pid).queued for pid in order]
        known = [place for place in places if place is not None]
        assert known == places and places == sorted(known) and len(set(places)) == 3


def test_queueing_a_new_paper_marks_it_to_read_and_finishing_it_takes_it_out(library) -> None:
    a, b, c = library.searching.view("all").ids[:3]
    library.notes.set_status([b], Status.READING)
    library.queue.add([a, b, c])
    assert library.notes.annotation(a).status is Status.TO_READ
    assert library.notes.annotation(b).status is Status.READING  # not new: left as it was
    library.notes.set_status([a], Status.READING)
    assert library.queue.ids() == [a, b, c]  # reading keeps its place
    library.notes.set_status([a], Status.READ)
    library.notes.set_status([c], Status.DROPPED)
    assert library.queue.ids() == [b]
    assert library.notes.annotation(a).status is Status.READ


def test_the_trash_keeps_a_papers_place_for_when_it_comes_back(library) -> None:
    a, b, c = library.searching.view("all").ids[:3]
    library.queue.add([a, b, c])
    library.papers.trash([b])
    assert library.queue.ids() == [a, c]
    assert library.queue.next() == a
    library.papers.restore([b])
    assert library.queue.ids() == [a, b, c]


def test_in_queue_finds_the_queued_papers_and_the_list_sorts_by_place(library) -> None:
    diffusion = library.searching.search("diffusion").ids
    assert len(diffusion) >= 3
    other = next(pid for pid in library.ids() if pid not in diffusion)
    library.queue.add([diffusion[2], other, diffusion[0]])
    assert library.searching.search("in:queue").ids == [diffusion[2], other, diffusion[0]]
    assert set(library.searching.search("in:queue diffusion").ids) == {diffusion[2], diffusion[0]}
    assert library.searching.search("in:elsewhere diffusion").message.startswith("Unknown place")
    view = library.searching.view("queue")
    assert view.ids == [diffusion[2], other, diffusion[0]]
    searched = library.searching.view("queue", "diffusion").ids  # searched: the best match first
    assert searched == [diffusion[0], diffusion[2]]
    by_place = library.searching.view("all", sort=SortKey.QUEUE).ids
    assert by_place[:3] == [diffusion[2], other, diffusion[0]] and len(by_place) == len(library)
    assert count_everything(library).queue == 3


def test_blank_means_not_queued_and_old_documents_read_as_not_queued() -> None:
    assert Annotation("x").is_blank
    assert not Annotation("x", queued=2.5).is_blank
    doc = annotation_to_dict(Annotation("x", queued=2.5))
    assert annotation_from_dict(doc).queued == 2.5
    del doc["queued"]  # written before the queue existed
    assert annotation_from_dict(doc).queued is None


def test_the_queue_survives_a_reopen_and_a_backup_restored_elsewhere(tmp_path: Path) -> None:
    backup = tmp_path / "backup.json"
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_sample()
        ids = library.searching.view("all").ids[:4]
        library.queue.add(ids[:3])
        library.queue.add([ids[3]], front=True)
        order = library.queue.ids()
        library.exports.export("json", backup)
    with Library.open(tmp_path / "lib") as library:
        assert library.queue.ids() == order
    with Library.open(tmp_path / "restored") as restored:
        restored.imports.import_files([backup])
        assert restored.queue.ids() == order
        assert restored.searching.view("queue").ids == order


def test_a_paper_not_in_the_queue_cannot_be_moved(library) -> None:
    with pytest.raises(LecternError, match="not in the reading queue"):
        library.queue.move(library.ids()[0], 0)


# --- lectern queue ------------------------------------------------------------------


@pytest.fixture
def folder(tmp_path: Path, sample_copy: Callable[[Path], Path]) -> Path:
    """The 38-paper sample (a private copy of the one imported once a session), closed so
    the command opens it itself."""
    return sample_copy(tmp_path / "library")


def lectern(capsys: pytest.CaptureFixture[str], folder: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--library", str(folder), *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_queue_command_lists_adds_moves_and_removes(capsys, folder: Path) -> None:
    with Library.open(folder, readonly=True) as library:
        a, b, c = library.searching.view("all").ids[:3]
    code, out, _ = lectern(capsys, folder, "queue")
    assert code == 0 and "The queue is empty" in out
    code, out, _ = lectern(capsys, folder, "queue", "add", a, b)
    assert code == 0 and out.strip() == "Put 2 papers at the end of the queue."
    code, out, _ = lectern(capsys, folder, "queue", "add", c, "--front")
    assert code == 0 and "front" in out
    code, out, _ = lectern(capsys, folder, "queue", "--json")
    listed = json.loads(out)
    assert [p["id"] for p in listed] == [c, a, b]
    assert [p["place"] for p in listed] == [1, 2, 3] and listed[1]["status"] == "to-read"
    code, out, _ = lectern(capsys, folder, "queue", "move", b, "--to", "1")
    assert code == 0 and out.strip() == f"{b} is now number 1 in the queue."
    code, out, _ = lectern(capsys, folder, "queue")
    lines = out.splitlines()
    assert lines[0].startswith(f"1. {b}") and lines[-1] == "3 papers in the queue"
    code, out, _ = lectern(capsys, folder, "queue", "remove", a)
    assert code == 0 and out.strip() == "Took 1 paper out of the queue."
    code, out, _ = lectern(capsys, folder, "list", "--scope", "queue", "--json")
    assert [p["id"] for p in json.loads(out)] == [b, c]
    code, _, err = lectern(capsys, folder, "queue", "move", a, "--to", "1")
    assert code == 1 and "not in the reading queue" in err


def test_the_queue_command_refuses_a_place_below_one(capsys, folder: Path) -> None:
    with pytest.raises(SystemExit) as exit_info:
        lectern(capsys, folder, "queue", "move", "x", "--to", "0")
    assert exit_info.value.code == 2
    assert "count from 1" in capsys.readouterr().err
