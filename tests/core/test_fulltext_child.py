"""The window's PDF pass in a child process of its own (lectern.core.library.fulltext_child):
it reads and indexes a library's waiting PDFs while this process holds the library open
(as the window does), reporting progress and each commit; a reader here then finds the
PDFs by `fulltext:`; stopped mid-way, it leaves the index searchable and the next run
finishes the rest. Real processes, real Whoosh, real PDFs."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.library.fulltext_child import PassChild, pass_command
from lectern.core.library.fulltext_pass import MAX_BATCH
from lectern.core.pdf.worker import PASS_FLAG
from lectern.core.storage.derived.file_digests import FileDigests
from lectern.core.storage.derived.pdf_texts import FULLTEXT

TRACEMONKEY = "pdfjs-tracemonkey.pdf"
JCAP = "grobid-jcap-0807.3577.pdf"
# Read in more than the first commit's two seconds, so that a stop after it is mid-way.
MANY = 60
MIDDLE_PHRASE = "we simply abort recording the first trace"  # page 7 of TRACEMONKEY alone


def _import(library: Library, pdfs_dir: Path, tmp_path: Path, *names: str) -> list[str]:
    folder = tmp_path / "downloads"
    folder.mkdir(exist_ok=True)
    paths = [Path(shutil.copy(pdfs_dir / name, folder / name)) for name in names]
    (report,) = library.imports.import_files(paths)
    return [f.paper_id for f in report.files]


def _distinct(pdfs_dir: Path, folder: Path, count: int, *, kinds: int | None = None) -> list[Path]:
    """`count` PDFs with a text layer, each made distinct by a comment after its end; with
    `kinds`, copies of only that many of the real PDFs, those with the fewest pages (for a
    test of many commits, not of what the pages say)."""
    manifest = json.loads((pdfs_dir / "MANIFEST.json").read_text())
    names = [name for name in manifest if "encrypted" not in name and "scanned" not in name]
    if kinds is not None:
        names = sorted(names, key=lambda name: manifest[name]["pages"])[:kinds]
    real = [pdfs_dir / name for name in names]
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for n in range(count):
        source = real[n % len(real)]
        path = folder / f"{n:03d}-{source.name}"
        shutil.copy(source, path)
        with open(path, "ab") as handle:
            handle.write(f"\n%lectern-test {n}\n".encode())
        paths.append(path)
    return paths


def _papers_with(library: Library, paths: list[Path]) -> set[str]:
    """A paper of its own for each PDF, attached where it is: one import of a .bib whose
    records link the files, as a user's does."""
    bib = paths[0].parent / "attached.bib"
    bib.write_text(
        "".join(
            f"@article{{attached{n},\n  title = {{Attached paper {n}}},\n"
            f"  year = {{2020}},\n  file = {{:{path}:PDF}}\n}}\n"
            for n, path in enumerate(paths)
        )
    )
    (report,) = library.imports.import_files([bib])
    ids = set(report.added_ids)
    assert len(ids) == len(paths)
    return ids


def test_the_child_indexes_the_waiting_pdfs_and_this_process_then_finds_them(
    library, pdfs_dir, tmp_path
):
    monkey, jcap = _import(library, pdfs_dir, tmp_path, TRACEMONKEY, JCAP)
    seen: list[tuple[int, int]] = []
    indexed: set[str] = set()
    child = PassChild(library.folder)  # this process holds the library's lock meanwhile
    assert child.run(progress=lambda *n: seen.append(n), indexed=indexed.update) == 0
    assert child.failure == ""
    assert seen[:2] == [(0, 0), (0, 2)] and seen[-1] == (2, 2)
    assert indexed == {monkey, jcap}

    assert library.fulltext.pages.refresh()  # the child's commit, seen here
    assert library.searching.search(f'fulltext:"{MIDDLE_PHRASE}"').ids == [monkey]
    assert library.searching.search('fulltext:"cosmic microwave background"').ids == [jcap]
    assert not library.fulltext.pages.refresh()  # nothing new since
    assert library.fulltext.waiting() == []
    assert list((library.folder / FULLTEXT / "texts").rglob("*.json"))
    with Library.open(library.folder, readonly=True) as reader:  # `lectern search`
        assert reader.searching.search("fulltext:spidermonkey").ids == [monkey]


def test_a_view_opened_before_the_index_existed_sees_it_once_refreshed(library, pdfs_dir, tmp_path):
    """The window's process never makes the pages' index: the child's first commit does."""
    (monkey,) = _import(library, pdfs_dir, tmp_path, TRACEMONKEY)
    assert not (library.folder / FULLTEXT / "pages").exists()
    assert PassChild(library.folder).run() == 0
    assert library.searching.search("fulltext:spidermonkey").ids == []  # not seen yet
    assert library.fulltext.pages.refresh()
    assert library.searching.search("fulltext:spidermonkey").ids == [monkey]


def test_a_child_stopped_mid_way_leaves_the_index_searchable_and_the_next_run_ends_the_rest(
    library, pdfs_dir, tmp_path
):
    (monkey,) = _import(library, pdfs_dir, tmp_path, TRACEMONKEY)
    assert PassChild(library.folder).run() == 0
    paths = _distinct(pdfs_dir, tmp_path / "many", MANY)
    copies = sum(path.name.endswith(TRACEMONKEY) for path in paths)  # the phrase is in these
    ids = _papers_with(library, paths)

    child = PassChild(library.folder)
    progress: list[tuple[int, int]] = []

    def on_progress(done: int, total: int) -> None:
        progress.append((done, total))
        if done == MANY // 2:
            child.stop()  # as the window does when it closes: between two files

    assert child.run(progress=on_progress) == 0 and child.failure == ""
    assert (MANY // 2, MANY) in progress and progress[-1][0] < MANY  # stopped mid-way

    # The index as the stop left it: the commits made before it (how many depends on how
    # fast the machine read), whole, and searchable.
    library.fulltext.pages.refresh()
    result = library.searching.search(f'fulltext:"{MIDDLE_PHRASE}"')
    assert monkey in result.ids and not result.message
    assert set(result.ids) <= _indexed(library)
    left = set(library.fulltext.waiting())
    assert left and left <= ids
    assert _indexed(library) | left == ids | {monkey}

    again: set[str] = set()
    assert PassChild(library.folder).run(indexed=again.update) == 0
    assert again == left
    assert library.fulltext.pages.refresh()
    assert _indexed(library) == ids | {monkey}
    assert library.fulltext.waiting() == []
    found = library.searching.search(f'fulltext:"{MIDDLE_PHRASE}"').ids
    assert monkey in found and len(found) == 1 + copies


@pytest.mark.slow
def test_searches_here_see_whole_commits_and_never_fail_while_the_child_writes(
    library, pdfs_dir, tmp_path
):
    # More than one commit takes (MAX_BATCH), so that at least two land while searches run,
    # however fast the machine reads (a slower one commits every BATCH_SECONDS, more often).
    # The four shortest real PDFs (2 to 8 pages): the child's reading, and the searches made
    # here meanwhile, take half the time of all thirteen's (12 pages on average).
    paths = _distinct(pdfs_dir, tmp_path / "many", MAX_BATCH + 20, kinds=4)
    ids = _papers_with(library, paths)
    batches: list[frozenset[str]] = []
    child = PassChild(library.folder)
    runner = threading.Thread(target=child.run, kwargs={"indexed": batches.append})
    runner.start()
    seen: list[frozenset[str]] = []
    while runner.is_alive():
        library.fulltext.pages.refresh()
        result = library.searching.search("fulltext:abstract OR fulltext:the", limit=None)
        assert not result.message, result.message  # never "damaged" nor "failed"
        seen.append(frozenset(_indexed(library)))
    runner.join()
    assert child.failure == "" and len(batches) >= 2
    whole = [frozenset().union(*batches[:k]) for k in range(len(batches) + 1)]
    assert all(view in whole for view in seen)  # each view: the commits made, whole
    library.fulltext.pages.refresh()
    assert _indexed(library) == ids


def test_the_window_and_the_child_keep_each_others_file_digests(tmp_path):
    """Both hash files (the child what waits, the window a file whose text it shows) and
    save: neither save drops what the other saved meanwhile."""
    files = []
    for name in ("a.pdf", "b.pdf"):
        files.append(tmp_path / name)
        files[-1].write_bytes(name.encode())
    window, child = FileDigests(tmp_path / "fulltext"), FileDigests(tmp_path / "fulltext")
    assert window.digest(files[0]) and child.digest(files[1])  # each loaded the file first
    child.save()
    window.save()
    saved = json.loads((tmp_path / "fulltext" / "digests.json").read_text())
    assert set(saved) == {str(files[0]), str(files[1])}


def test_a_child_stopped_before_it_started_never_starts(library):
    child = PassChild(library.folder)
    child.stop()
    assert child.run() is None and child.pid is None
    child.kill()  # nothing to end


def test_a_child_whose_parent_closes_its_input_stops(library, pdfs_dir, tmp_path):
    """The parent gone (its end of the pipe closed): the child stops, reads nothing more."""
    _import(library, pdfs_dir, tmp_path, TRACEMONKEY)
    done = subprocess.run(
        pass_command(library.folder),
        input=b"",
        capture_output=True,
        timeout=120,
        check=True,
    )
    reports = [json.loads(line) for line in done.stdout.splitlines()]
    assert reports[-1] == {"done": 0}
    assert all("indexed" not in r for r in reports)


def test_the_installed_app_is_its_own_pass_child(library, pdfs_dir, tmp_path):
    """The launcher hands PASS_FLAG to the child before anything else: what the frozen
    app is started with (it has no interpreter to run the module with)."""
    lectern = Path(sys.executable).with_name("lectern")
    if not lectern.exists():
        pytest.skip(f"no lectern script beside {sys.executable}")
    (monkey,) = _import(library, pdfs_dir, tmp_path, TRACEMONKEY)
    process = subprocess.Popen(
        [str(lectern), PASS_FLAG, str(library.folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        start_new_session=True,
    )
    assert process.stdout is not None and process.stdin is not None
    with process.stdout, process.stdin:
        reports = [json.loads(line) for line in process.stdout]  # stdin open: to the end
    assert process.wait(timeout=60) == 0
    assert {"indexed": [monkey]} in reports and reports[-1] == {"done": 1}


def test_the_frozen_app_starts_itself_as_the_pass_child(monkeypatch, tmp_path):
    assert pass_command(tmp_path) == [
        sys.executable,
        "-m",
        "lectern.core.library.fulltext_child",
        str(tmp_path),
    ]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert pass_command(tmp_path) == [sys.executable, PASS_FLAG, str(tmp_path)]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc (Linux)")
def test_a_killed_child_takes_its_pdf_worker_with_it(library, pdfs_dir, tmp_path):
    _papers_with(library, _distinct(pdfs_dir, tmp_path / "many", 12))
    child = PassChild(library.folder)
    reading = threading.Event()

    def on_progress(done: int, _total: int) -> None:
        if done >= 1:
            reading.set()

    runner = threading.Thread(target=child.run, kwargs={"progress": on_progress})
    runner.start()
    assert reading.wait(120)
    group = child.pid
    assert group is not None and _in_group(group)
    child.kill()
    runner.join(30)
    assert not runner.is_alive()
    # the child and its PDF worker: none left (the worker's end follows the signal a moment
    # after the child's, which is all `kill` waits for)
    assert _group_ends(group)


def _indexed(library: Library) -> set[str]:
    """The papers whose pages this process's view of the pages' index holds."""
    return {paper_id for paper_id, _ in library.fulltext.pages.indexed()}


def _group_ends(group: int) -> bool:
    """Whether the process group has no live process left within a minute (waited for as
    a condition: the signal reaches each of its processes in its own time)."""
    deadline = time.monotonic() + 60
    while _in_group(group) and time.monotonic() < deadline:
        time.sleep(0.01)
    return _in_group(group) == []


def _in_group(group: int) -> list[int]:
    """The processes of a process group (Linux)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat.rpartition(")")[2].split()
        if int(fields[2]) == group and fields[0] != "Z":
            found.append(int(entry))
    return found
