"""`lectern add ID…` and `lectern lookup PAPER…` as typed, on a real library folder, with the
replay server standing in for the services (tests/core/helpers_lookup.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.library import Library
from lectern.core.lookup.filling import NOT_LOOKED_UP
from lectern.core.models import Paper
from tests.core.helpers_lookup import ReplayServer, Reply, online, server  # noqa: F401 (the fixtures these tests use)

ELIFE = ("crossref", "/works/10.7554/elife.01567", "")


def run(capsys: pytest.CaptureFixture[str], lib: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--library", str(lib), *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def lib(tmp_path: Path) -> Path:
    folder = tmp_path / "library"
    Library.open(folder).close()
    return folder


@pytest.fixture
def lookups_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Preferences with "Look papers up online when I ask" turned off, as Qt writes them."""
    config = tmp_path / "config"
    (config / "Lectern").mkdir(parents=True)
    settings = config / "Lectern" / "Lectern.ini"
    settings.write_text("[online]\nlook_up_when_asked=false\n", "utf-8")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    return settings


def papers(lib: Path) -> dict[str, Paper]:
    with Library.open(lib, readonly=True) as library:
        return {pid: library.papers.paper(pid) for pid in library.ids()}


def tags(lib: Path, pid: str) -> tuple[str, ...]:
    with Library.open(lib, readonly=True) as library:
        return library.notes.annotation(pid).tags


@pytest.mark.usefixtures("server")
def test_add_five_papers_by_their_identifiers(
    capsys: pytest.CaptureFixture[str],
    lib: Path,
) -> None:
    code, out, err = run(
        capsys,
        lib,
        "add",
        "https://doi.org/10.7554/eLife.01567",
        "arXiv:1710.08557v1",
        "pmid:27797938",
        "ISBN 0-06-027322-4",
        "10.5281/zenodo.1196821",
    )
    assert (code, err) == (0, "")
    said = out.splitlines()
    starts = [
        "Added doi:10.7554/elife.01567: Automated quantitative histology",
        "Added arxiv:1710.08557: On Neuromechanical Approaches",
        "Added doi:10.1136/gutjnl-2016-312510: Leucocyte telomere length",
        "Added h:",
        "Added doi:10.5281/zenodo.1196821: Pspm-Sc4B: Scr, Ecg",
    ]
    assert len(said) == 5 and all(map(str.startswith, said, starts)), said
    assert said[3].endswith(": Sabriel")
    shown = papers(lib)
    elife = shown["doi:10.7554/elife.01567"]
    assert elife.authors[0] == "Martial Sankar" and elife.year == 2014
    assert elife.venue == "eLife" and elife.volume == "3"
    preprint = shown["arxiv:1710.08557"]
    assert preprint.doi == "10.1186/s12984-017-0305-3"
    gut = shown["doi:10.1136/gutjnl-2016-312510"]
    assert (gut.venue, gut.pages) == ("Gut", "1116-1122")
    assert all(NOT_LOOKED_UP not in tags(lib, pid) for pid in shown)


@pytest.mark.usefixtures("server")
def test_dry_run_prints_what_it_would_add_and_adds_nothing(
    capsys: pytest.CaptureFixture[str],
    lib: Path,
) -> None:
    code, out, _ = run(capsys, lib, "add", "--dry-run", "10.1145/3448016.3452841")
    assert code == 0
    assert out.splitlines()[:6] == [
        "Would add doi:10.1145/3448016.3452841:",
        "  title:    Vector Quotient Filters",
        "  authors:  Prashant Pandey; Alex Conway; Joe Durie; Michael A. Bender; Martin "
        "Farach-Colton; Rob Johnson",
        "  year:     2021",
        "  venue:    Proceedings of the 2021 International Conference on Management of Data",
        "  pages:    1386-1399",
    ]
    assert papers(lib) == {}


def test_with_lookups_off_add_says_so_and_adds_the_identifier_to_look_up_later(
    capsys: pytest.CaptureFixture[str], lib: Path, server: ReplayServer, lookups_off: Path
) -> None:
    code, out, err = run(capsys, lib, "add", "10.7554/elife.01567")
    assert code == 0
    assert "looking papers up online is off" in err
    assert (
        out
        == "Added doi:10.7554/elife.01567: doi:10.7554/elife.01567 (tagged 'not looked up yet')\n"
    )
    assert server.requests == []  # nothing went online
    assert tags(lib, "doi:10.7554/elife.01567") == (NOT_LOOKED_UP,)
    code, _, err = run(capsys, lib, "lookup")
    assert code == 1 and "looking papers up online is off" in err.lower()
    assert server.requests == []

    lookups_off.write_text("[online]\nlook_up_when_asked=true\n", "utf-8")
    code, out, err = run(capsys, lib, "lookup")  # no paper named: those waiting
    assert (code, err) == (0, "")
    assert out.startswith("doi:10.7554/elife.01567: filled in title, authors, year, venue, ")
    paper = papers(lib)["doi:10.7554/elife.01567"]
    assert paper.title.startswith("Automated quantitative histology")
    assert tags(lib, "doi:10.7554/elife.01567") == ()


def test_a_service_that_fails_leaves_the_paper_added_as_today(
    capsys: pytest.CaptureFixture[str], lib: Path, server: ReplayServer
) -> None:
    server.answer(ELIFE, Reply(503, "text/html", b"<h1>Service Unavailable</h1>"))
    code, out, err = run(capsys, lib, "add", "10.7554/elife.01567")
    assert code == 0
    assert err == (
        "lectern: Crossref is busy and asked Lectern to wait before looking up "
        "doi:10.7554/elife.01567; nothing was changed. Try again in a while.\n"
    )
    assert "tagged 'not looked up yet'" in out
    assert tags(lib, "doi:10.7554/elife.01567") == (NOT_LOOKED_UP,)


@pytest.mark.usefixtures("server")
def test_lookup_fills_in_what_is_missing_keeps_an_edited_title_and_undoes_in_one_step(
    capsys: pytest.CaptureFixture[str], lib: Path, lookups_off: Path
) -> None:
    run(capsys, lib, "add", "10.1002/jor.1100150407")
    pid = "doi:10.1002/jor.1100150407"
    run(capsys, lib, "edit", pid, "--title", "Secretagogue and muscle strength")
    before = papers(lib)[pid]
    lookups_off.unlink()  # Preferences as a new user has them: lookups on
    code, out, err = run(capsys, lib, "lookup", pid)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == (
        f"{pid}: filled in authors, year, venue, volume, number, pages, abstract, urls, kind"
    )
    assert "  authors:  (none) → Richard L. Lieber; Thomas M. Jacks; " in lines[1]
    after = papers(lib)[pid]
    assert after.title == "Secretagogue and muscle strength"
    assert len(after.authors) == 12 and after.year == 1997
    code, out, _ = run(capsys, lib, "undo")
    assert code == 0
    # as it was; the record's title stays among the paper's other values, as after an import
    assert replace(papers(lib)[pid], alternates={}) == before
    assert tags(lib, pid) == (NOT_LOOKED_UP,)


def test_a_bad_answer_to_lookup_changes_nothing(
    capsys: pytest.CaptureFixture[str], lib: Path, server: ReplayServer, lookups_off: Path
) -> None:
    run(capsys, lib, "add", "10.7554/elife.01567")
    lookups_off.unlink()
    before = papers(lib)
    other = next(i.reply for i in server.recorded if i.route[1] == "/works/10.1002/jor.1100150407")
    server.answer(ELIFE, other)
    code, out, err = run(capsys, lib, "lookup", "doi:10.7554/elife.01567")
    assert (code, out) == (1, "")
    assert err == (
        "lectern: Crossref answered about doi:10.7554/elife.01567 with the record of "
        "doi:10.1002/jor.1100150407; nothing was changed.\n"
    )
    assert papers(lib) == before
    code, out, _ = run(capsys, lib, "undo")  # the undo undoes the add: no lookup was recorded
    assert "doi:10.7554/elife.01567" not in papers(lib)


def test_add_refuses_what_is_no_identifier_before_going_online(
    capsys: pytest.CaptureFixture[str], lib: Path, server: ReplayServer
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--library", str(lib), "add", "10.7554/elife.01567", "0060273225"])
    assert exited.value.code == 2
    assert "0060273225 is not an ISBN: its check digit does not match." in capsys.readouterr().err
    assert server.requests == []


def test_a_preprint_whose_published_version_is_in_the_library_stays_apart_from_it(
    capsys: pytest.CaptureFixture[str], lib: Path, server: ReplayServer, lookups_off: Path
) -> None:
    run(capsys, lib, "add", "arXiv:1710.08557", "10.1186/s12984-017-0305-3")
    lookups_off.unlink()
    code, out, err = run(capsys, lib, "lookup", "arxiv:1710.08557")
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == (
        "  Its published version, doi:10.1186/s12984-017-0305-3, is "
        "doi:10.1186/s12984-017-0305-3 in the library; the two stay apart (`lectern "
        "duplicates` can merge them)."
    )
    shown = papers(lib)
    assert shown["arxiv:1710.08557"].doi == ""
    assert shown["arxiv:1710.08557"].venue.startswith("Journal of NeuroEngineering")
    assert [route[0] for route, _ in server.requests] == ["arxiv"]


@pytest.mark.usefixtures("server")
def test_papers_known_by_a_pmid_or_an_isbn_alone_are_filled_in_later(
    capsys: pytest.CaptureFixture[str], lib: Path, lookups_off: Path
) -> None:
    code, out, _ = run(capsys, lib, "add", "pmid:27797938", "0060273224")
    pids = [line.split()[1].rstrip(":") for line in out.splitlines()]
    assert [papers(lib)[pid].title for pid in pids] == ["pmid:27797938", "isbn:9780060273224"]
    lookups_off.unlink()
    code, out, err = run(capsys, lib, "lookup")
    assert (code, err) == (0, "")
    gut, book = (papers(lib)[pid] for pid in pids)
    assert gut.title.startswith("Leucocyte telomere length") and gut.venue == "Gut"
    assert gut.doi == "10.1136/gutjnl-2016-312510"
    assert (book.title, book.authors, book.year) == ("Sabriel", ("Garth Nix",), 1996)
    assert all(tags(lib, pid) == () for pid in pids)
