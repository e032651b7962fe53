"""LibraryService: writes on one thread, results on the UI thread, stale searches dropped."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.results import ChangeKind
from lectern.gui.service import LibraryService
from lectern.gui.service.imports import ImportJobs


def _service(lib_path: Path):
    library = Library.open(lib_path)
    return library, LibraryService(library)


def test_a_write_runs_on_the_writer_thread_and_reports_back_on_the_ui_thread(qtbot, lib_path):
    library, service = _service(lib_path)
    pid = library.ids()[0]
    seen: dict[str, object] = {}

    def write(lib: Library) -> str:
        lib.notes.set_status([pid], Status.READING)
        return threading.current_thread().name

    with qtbot.waitSignal(service.changed) as changed:
        service.submit(
            write,
            lambda name: seen.update(
                worker=name, ui=threading.current_thread() is threading.main_thread()
            ),
        )
    qtbot.waitUntil(lambda: "worker" in seen)
    assert str(seen["worker"]).startswith("lectern-writer")
    assert seen["ui"] is True
    assert changed.args[0].kind is ChangeKind.ANNOTATIONS and pid in changed.args[0].ids
    assert library.notes.annotation(pid).status is Status.READING
    service.shutdown()
    library.close()


def test_a_failed_write_reaches_the_user_in_plain_words(qtbot, lib_path):
    library, service = _service(lib_path)
    pid = library.ids()[0]
    with qtbot.waitSignal(service.failed) as failed:
        service.submit(lambda lib: lib.notes.set_rating([pid], 9), label="Rating")
    title, message = failed.args
    assert title == "Rating failed"
    assert "9" in message and "Traceback" not in message
    assert library.notes.annotation(pid).rating == 0
    service.shutdown()
    library.close()


def test_read_latest_drops_older_requests_on_the_same_channel(qtbot, lib_path):
    library, service = _service(lib_path)
    answers: list[int] = []
    for n in range(5):
        service.read_latest("view", lambda _lib, n=n: n, answers.append)
    qtbot.waitUntil(lambda: bool(answers))
    service.wait_idle()
    qtbot.wait(50)
    assert answers == [4]
    service.shutdown()
    library.close()


def test_import_job_reports_what_it_added(qtbot, lib_path, tmp_path):
    library, service = _service(lib_path)
    seed = tmp_path / "reading-group.txt"
    seed.write_text(
        "Reading group picks\n\n"
        "We study quantized lattice gardens and show that gardening transformers converge "
        "quickly when the soil is rich, the light is plentiful and the learning rate is small.\n\n"
        "A second abstract about sparse topiary networks that prune themselves every spring, "
        "keeping only the branches that carry gradient signal through the long winter.\n",
        encoding="utf-8",
    )
    before = len(library)
    job = service.start_import([str(seed)])
    with qtbot.waitSignal(job.finished) as finished:
        pass
    reports = finished.args[0]
    assert reports[0].added == 2
    assert len(library) == before + 2
    service.shutdown()
    library.close()


def test_imports_are_a_part_of_the_service_that_shows_its_progress(qtbot, lib_path, tmp_path):
    """The service holds its imports as a part; an import started there shows "Importing"
    in the status bar's progress from its start to its end."""
    library, service = _service(lib_path)
    assert isinstance(service.imports, ImportJobs) and not isinstance(service, ImportJobs)
    seed = tmp_path / "garden.txt"
    seed.write_text(
        "Garden notes\n\nA study of quantized lattice gardens whose transformers converge "
        "quickly when the soil is rich and the learning rate is small.\n",
        encoding="utf-8",
    )
    shown: list[tuple[str, int, int]] = []
    service.task_progress.connect(lambda *args: shown.append(args))
    job = service.imports.start([str(seed)])
    with qtbot.waitSignal(job.finished):
        pass
    assert shown[0] == ("Importing", 0, 0) and shown[-1] == ("Importing", 1, 1)
    assert job.done and len(library.ids()) >= 1
    service.shutdown()
    library.close()


def test_an_unreadable_file_fails_the_import_and_changes_nothing(qtbot, lib_path, tmp_path):
    library, service = _service(lib_path)
    before = len(library)
    job = service.start_import([str(tmp_path / "missing.bib")])
    with qtbot.waitSignal(job.failed) as failed:
        pass
    assert "missing.bib" in failed.args[0]
    assert len(library) == before
    service.shutdown()
    library.close()


@pytest.mark.usefixtures("qtbot")
def test_shutdown_finishes_queued_writes_before_returning(lib_path):
    library, service = _service(lib_path)
    ids = library.ids()[:5]
    for n, pid in enumerate(ids):
        service.submit(lambda lib, pid=pid, n=n: lib.notes.set_notes(pid, f"note number {n}"))
    service.shutdown()
    library.close()
    with Library.open(lib_path, readonly=True) as reopened:
        assert [reopened.notes.annotation(pid).notes for pid in ids] == [
            f"note number {n}" for n in range(5)
        ]


def test_work_asked_for_before_the_library_opens_waits_for_it(qtbot, lib_path):
    service = LibraryService(folder=lib_path)
    try:
        with Library.open(lib_path, readonly=True) as peek:
            pid = peek.ids()[0]
        results: list[object] = []
        service.submit(lambda lib: lib.notes.set_status([pid], Status.TO_READ))
        service.read(lambda lib: lib.notes.annotation(pid).status, results.append)
        qtbot.wait(50)
        assert not service.is_open and results == []  # nothing runs before begin_opening()

        with qtbot.waitSignal(service.opened) as opened:
            service.begin_opening()
        assert service.wait_idle(10)
        qtbot.waitUntil(lambda: len(results) == 1)  # the read ran, on the open library
        assert service.library is opened.args[0]
        assert service.entry(pid).annotation.status is Status.TO_READ
    finally:
        service.shutdown()  # without it, the writer would wait for begin_opening() for ever
        if service.is_open:
            service.library.close()


def test_a_library_that_cannot_open_is_reported_and_queued_work_is_dropped(qtbot, lib_path):
    holder = Library.open(lib_path)  # another program holds the lock
    service = LibraryService(folder=lib_path)
    results: list[object] = []
    service.read(len, results.append)
    try:
        with qtbot.waitSignal(service.open_failed) as failed:
            service.begin_opening()
        assert "is being changed by" in str(failed.args[0])
        pid = holder.ids()[0]
        service.submit(lambda lib: lib.notes.set_status([pid], Status.READ))
        assert service.wait_idle(5)
        qtbot.wait(50)  # anything posted back would have arrived by now
        assert results == [] and not service.is_open
    finally:
        service.shutdown()
        holder.close()
    with Library.open(lib_path, readonly=True) as on_disk:
        assert on_disk.notes.annotation(pid).status is Status.NEW


@pytest.mark.usefixtures("qtbot")
def test_closing_before_the_library_opened_leaves_it_unopened_and_unlocked(lib_path):
    service = LibraryService(folder=lib_path)
    service.shutdown()
    assert not service.is_open
    with Library.open(lib_path) as library:  # the lock is free
        assert len(library) > 0


@pytest.mark.usefixtures("qtbot")
def test_reads_alone_do_not_open_a_library_closed_before_it_opened(lib_path):
    service = LibraryService(folder=lib_path)
    results: list[object] = []
    service.read(len, results.append)
    service.read_latest("view", lambda lib: lib.searching.view("all", "learning"), results.append)
    service.shutdown()
    assert not service.is_open and results == []


@pytest.mark.usefixtures("qtbot")
@pytest.mark.parametrize("index", ["kept", "removed"])
def test_a_write_asked_for_before_opening_is_applied_even_if_closed_first(lib_path, index):
    """A key in the first moment, then a close; with no index, after a whole rebuild."""
    with Library.open(lib_path, readonly=True) as peek:
        pid = peek.ids()[0]
    if index == "removed":
        shutil.rmtree(lib_path / "index")
    service = LibraryService(folder=lib_path)
    service.submit(lambda lib: lib.notes.set_rating([pid], 5))  # a key pressed in the first moment
    service.shutdown()  # the window closed before it ever asked to open
    assert service.is_open  # opened to apply the write, then flushed
    service.library.close()
    with Library.open(lib_path, readonly=True) as library:
        assert library.notes.annotation(pid).rating == 5


def test_the_writer_does_not_keep_a_finished_program_alive(lib_path):
    """A window that failed to build never asked to open: the process must still exit."""
    import subprocess
    import sys

    code = (
        "import lectern.gui\n"
        "from lectern.gui.service import LibraryService\n"
        f"LibraryService(folder={str(lib_path)!r})\n"
        "print('done', flush=True)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=30,
        cwd=Path(__file__).resolve().parents[2],
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
        check=False,
    )
    assert done.returncode == 0 and done.stdout.strip() == "done", done.stderr
