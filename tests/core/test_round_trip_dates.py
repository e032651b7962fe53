"""Every personal value comes back with its date: a library exported in any format Lectern
writes its own fields into, and imported into an empty library, has the same statuses with
the times they were set (so `lectern show` still says "read (since …)" and `lectern stats`
still counts the papers read this week), the same stars, tags and notes, the same Up next
queue, the same "last read" times (Recently read) and the same places in the reader.

And an export read back into a library that has moved on changes nothing the user did
since, nor the order of the queue they have.

Every value compared is stored, so the libraries are made, copied and read without a search
index (helpers_store_only); `lectern show` and `lectern stats` run on them as they are.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from lectern.core.cli import main
from lectern.core.library import Library
from lectern.core.models import Annotation, Status, StatusChange, utcnow
from tests.core.helpers_store_only import store_only, store_only_copy
from tests.core.helpers_templates import Templates

# Every export format that carries Lectern's own fields and that Lectern imports back
# (Markdown notes are written for Obsidian, never read back). The file name it is given.
FORMATS = {
    "bibtex": "library.bib",
    "biblatex": "library.bib",
    "csljson": "library.json",
    "ris": "library.ris",
    "csv": "library.csv",
    "json": "backup.json",
}


def _moments() -> dict[str, datetime]:
    """Times in the past week (so the read papers count as read this week), to the
    microsecond, none of them now: an import that stamps its own time shows."""
    now = utcnow().replace(microsecond=654321)
    return {
        "queued": now - timedelta(days=5, hours=3),
        "started": now - timedelta(days=4, minutes=17),
        "finished": now - timedelta(days=2, hours=7, seconds=41),
        "read again": now - timedelta(days=1, hours=2),
        "dropped": now - timedelta(days=3, hours=11),
        "other read": now - timedelta(hours=3),
    }


def _users_library(folder: Path) -> tuple[Library, dict[str, str], dict[str, datetime]]:
    """The bundled sample after a few days of use: a paper read in the reader (to read,
    then reading, then read), one dropped, one being read, two in Up next, stars, tags, a
    note. Status times are set through restore_annotations (Undo's way of putting an
    annotation back as it was), read times through mark_read_now."""
    library = store_only(folder)
    papers, when = _used(library)
    return library, papers, when


def _papers(library: Library) -> dict[str, str]:
    """The sample's papers the user's few days touched, by what was done to them."""
    ids = library.ids()
    return {
        "read": ids[2],
        "dropped": ids[5],
        "reading": ids[8],
        "first queued": ids[11],
        "second queued": ids[14],
    }


def _used(library: Library) -> tuple[dict[str, str], dict[str, datetime]]:
    """An empty library given the sample and the user's few days (`_users_library`)."""
    when = _moments()
    library.imports.import_sample()
    papers = _papers(library)
    read, dropped, reading = papers["read"], papers["dropped"], papers["reading"]
    library.notes.restore_annotations(
        [
            Annotation(
                read,
                status=Status.READ,
                history=(
                    StatusChange(Status.TO_READ, when["queued"]),
                    StatusChange(Status.READING, when["started"]),
                    StatusChange(Status.READ, when["finished"]),
                ),
            ),
            Annotation(
                dropped,
                status=Status.DROPPED,
                history=(StatusChange(Status.DROPPED, when["dropped"]),),
            ),
            Annotation(
                reading,
                status=Status.READING,
                history=(StatusChange(Status.READING, when["started"]),),
            ),
        ]
    )
    library.queue.add([papers["second queued"], papers["first queued"]])
    library.queue.move(papers["first queued"], 0)
    library.notes.set_rating([read, reading], 4)
    library.notes.add_tags([read, dropped], ["to-cite", "Théorie"])
    library.notes.set_notes(read, "Read **twice**; see §3.")
    library.reading.record_place(read, 9, 12)
    library.reading.record_place(read, 4, 12)  # went back: page 4, furthest 9
    library.reading.record_place(reading, 2, 30)
    library.reading.mark_read_now(read, when["read again"])
    library.reading.mark_read_now(reading, when["other read"])
    return papers, when


def _made(library: Library) -> None:
    _used(library)


def _copy_of_users_library(templates: Templates, folder: Path) -> tuple[Library, dict[str, str]]:
    """A copy of the user's library made once a run (`_users_library`), as a folder copied
    to another computer: for the tests that do not look at the days' own moments."""
    library = store_only_copy(templates.made(_made), folder)
    return library, _papers(library)


def personal(library: Library) -> dict[str, Any]:
    """What the user sees of their own values, paper by paper and as a whole."""
    ids = sorted(library.ids())
    notes = {pid: library.notes.annotation(pid) for pid in ids}
    return {
        "status": {pid: notes[pid].status for pid in ids},
        "status history": {pid: notes[pid].history for pid in ids if notes[pid].history},
        "stars": {pid: notes[pid].rating for pid in ids if notes[pid].rating},
        "tags": {pid: notes[pid].tags for pid in ids if notes[pid].tags},
        "notes": {pid: notes[pid].notes for pid in ids if notes[pid].notes},
        "Up next": library.queue.ids(),
        "queue places": {pid: notes[pid].queued for pid in ids if notes[pid].queued is not None},
        "last read": {pid: notes[pid].last_read for pid in ids if notes[pid].last_read},
        "Recently read": library.reading.recently_read(),
        "place in the reader": {
            pid: (notes[pid].page, notes[pid].pages, notes[pid].reached)
            for pid in ids
            if notes[pid].page
        },
        "added": {pid: library.papers.paper(pid).added for pid in ids},
        "read this week": library.stats()["read_this_week"],
    }


@pytest.fixture(scope="module")
def users_library(tmp_path_factory: pytest.TempPathFactory):
    tmp = tmp_path_factory.mktemp("dates")
    library, papers, when = _users_library(tmp / "lib")
    yield library, papers, when, personal(library)
    library.close()


def _cli(capsys: pytest.CaptureFixture[str], folder: Path, *argv: str) -> str:
    code = main(["--library", str(folder), *argv])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_every_personal_value_comes_back_with_its_date(
    users_library: tuple[Library, dict[str, str], dict[str, datetime], dict[str, Any]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    fmt: str,
) -> None:
    library, papers, when, before = users_library
    assert before["read this week"] == 1
    assert before["Up next"] == [papers["first queued"], papers["second queued"]]
    assert before["Recently read"][:2] == [papers["reading"], papers["read"]]
    assert before["place in the reader"][papers["read"]] == (4, 12, 9)
    assert before["status history"][papers["read"]][-1].at.microsecond == 654321
    out = tmp_path / FORMATS[fmt]
    library.exports.export(fmt, out)
    restored_folder = tmp_path / "restored"
    with store_only(restored_folder) as restored:
        [report] = restored.imports.import_files([out])
        assert report.added == len(library) and not report.skipped
        after = personal(restored)
    for what, value in before.items():
        assert after[what] == value, what
    shown = _cli(capsys, restored_folder, "show", papers["read"])
    assert f"read (since {when['finished']:%Y-%m-%d %H:%M} UTC)" in shown
    stats = json.loads(_cli(capsys, restored_folder, "stats", "--json"))
    assert stats["read_this_week"] == 1


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_an_export_read_back_never_undoes_what_the_user_did_since(
    templates: Templates, tmp_path: Path, fmt: str
) -> None:
    """The user exports, then goes on: marks the read paper new again, reads another,
    reorders Up next and queues a third. Importing the older export into the same library
    leaves all of it as it is now."""
    library, papers = _copy_of_users_library(templates, tmp_path / "lib")
    with library:
        out = tmp_path / FORMATS[fmt]
        library.exports.export(fmt, out)
        ids = library.ids()
        library.notes.set_status([papers["read"]], Status.NEW)
        library.reading.mark_read_now(papers["reading"])
        library.queue.move(papers["second queued"], 0)
        library.queue.add([ids[20]])
        before = personal(library)
        [report] = library.imports.import_files([out])
        assert report.added == 0
        assert personal(library) == before


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_a_queue_from_a_file_goes_after_the_one_the_library_has(
    templates: Templates, tmp_path: Path, fmt: str
) -> None:
    """Another library's Up next, imported, keeps its order and comes after the papers this
    library already has queued, whose order stays as the user left it."""
    library, papers = _copy_of_users_library(templates, tmp_path / "lib")
    with library:
        out = tmp_path / FORMATS[fmt]
        library.exports.export(fmt, out)
    with store_only(tmp_path / "other") as other:
        other.imports.add_paper(title="My own first", authors=["Grace Hopper"], year=2020)
        other.imports.add_paper(title="My own second", authors=["Grace Hopper"], year=2021)
        mine = other.ids()
        other.queue.add(mine)
        other.queue.move(mine[1], 0)
        [report] = other.imports.import_files([out])
        assert report.added == len(library)
        assert other.queue.ids() == [
            mine[1],
            mine[0],
            papers["first queued"],
            papers["second queued"],
        ]


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_a_later_edit_from_another_copy_comes_in_but_not_an_older_read(
    templates: Templates, tmp_path: Path, fmt: str
) -> None:
    """The same library on a second computer: the user gave the read paper two stars
    there, and exported; here they went on reading it, to page 11. Importing the export
    brings the stars (the newer edit wins, as restoring a backup does) and leaves the read
    and the reader where they are here."""
    here, papers = _copy_of_users_library(templates, tmp_path / "here")
    with here:
        there, _ = _copy_of_users_library(templates, tmp_path / "there")
        with there:
            there.notes.set_rating([papers["read"]], 2)
            out = tmp_path / FORMATS[fmt]
            there.exports.export(fmt, out)
            theirs = there.notes.annotation(papers["read"])
        here.reading.record_place(papers["read"], 11, 12)
        ours = here.notes.annotation(papers["read"])
        assert theirs.last_read is not None and ours.last_read is not None
        assert theirs.last_read < ours.last_read
        [report] = here.imports.import_files([out])
        assert report.added == 0
        now = here.notes.annotation(papers["read"])
        assert now.rating == 2
        assert (now.last_read, now.page, now.pages, now.reached) == (ours.last_read, 11, 12, 11)
        assert here.reading.recently_read()[0] == papers["read"]
