"""Records the user can correct: edit, Trash, merge, possible duplicates, undo of each."""

from __future__ import annotations

from pathlib import Path

import pytest

from lectern.core.errors import LecternError
from lectern.core.library import Library
from lectern.core.models import Status

PREPRINT = """\
@misc{smith2019,
  author = {Ann Smith and Bo Jones},
  title = {Reading Lists That Work},
  year = {2019},
  eprint = {1901.00001}, archiveprefix = {arXiv},
  abstract = {We study reading lists.},
}
"""
PUBLISHED = """\
@inproceedings{smith2020,
  author = {Smith, Ann},
  title = {Reading lists that work},
  booktitle = {Proceedings of Reading},
  year = {2020},
  doi = {10.1000/reading.2020},
  pages = {1--10},
}
"""


def bib(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return path


@pytest.fixture
def lib(tmp_path: Path):
    with Library.open(tmp_path / "lib") as library:
        yield library


def test_an_edit_is_kept_searchable_marked_and_never_overwritten_by_an_import(
    lib: Library, tmp_path: Path
) -> None:
    source = bib(tmp_path, "a.bib", PUBLISHED)
    [pid] = lib.imports.import_files([source])[0].added_ids
    changed = lib.papers.edit(pid, authors="Ann Smith; Bo Jones", year="2021", venue="ReadConf")
    assert changed == ["authors", "year", "venue"]
    paper = lib.papers.paper(pid)
    assert paper.authors == ("Ann Smith", "Bo Jones") and paper.year == 2021
    assert set(paper.edited) == {"authors", "year", "venue"}
    assert lib.searching.search("author:jones").ids == [pid]
    report = lib.imports.import_files([source])[0]  # the same file again: same DOI
    assert report.found == (("same DOI", 1),) and report.added == 0
    again = lib.papers.paper(pid)
    assert again.year == 2021 and again.venue == "ReadConf"  # the user's values stay
    assert again.alternates["year"] == (2020,)  # and the file's are kept beside them
    assert again.alternates["venue"] == ("Proceedings of Reading",)


def test_edits_refuse_what_cannot_be_a_value(lib: Library, tmp_path: Path) -> None:
    [pid] = lib.imports.import_files([bib(tmp_path, "a.bib", PUBLISHED)])[0].added_ids
    with pytest.raises(ValueError, match="not a DOI"):
        lib.papers.edit(pid, doi="not a doi")
    with pytest.raises(ValueError, match="year"):
        lib.papers.edit(pid, year="twenty")
    with pytest.raises(ValueError, match="title cannot be empty"):
        lib.papers.edit(pid, title="  ")
    with pytest.raises(ValueError, match="Cannot edit"):
        lib.papers.edit(pid, status="read")
    assert lib.papers.paper(pid).edited == ()


def test_undo_of_an_edit_puts_the_paper_back_exactly(lib: Library, tmp_path: Path) -> None:
    [pid] = lib.imports.import_files([bib(tmp_path, "a.bib", PUBLISHED)])[0].added_ids
    before = lib.papers.paper(pid)
    lib.papers.edit(pid, title="Something else", doi="10.1000/other")
    lib.history.undo_last()
    assert lib.papers.paper(pid) == before
    assert lib.searching.search("title:something").ids == []
    assert lib.searching.search('"reading lists"').ids == [pid]


def test_trash_hides_restores_and_deletes_for_good(lib: Library, tmp_path: Path) -> None:
    ids = list(
        lib.imports.import_files([bib(tmp_path, "b.bib", PREPRINT + PUBLISHED)])[0].added_ids
    )
    lib.notes.set_notes(ids[0], "my note")
    assert lib.papers.trash(ids) == ids
    assert len(lib) == 0 and set(lib.papers.trash_ids()) == set(ids)
    assert lib.searching.search("reading").ids == []
    assert set(lib.searching.search("in:trash reading").ids) == set(ids)
    assert lib.searching.search("in:trash").total == 2
    assert lib.notes.status_counts()[Status.NEW] == 0
    lib.papers.restore([ids[0]])
    assert lib.ids() == [ids[0]] and lib.notes.annotation(ids[0]).notes == "my note"
    with pytest.raises(LecternError, match="not in the Trash"):
        lib.papers.delete_for_good([ids[0]])
    assert lib.papers.empty_trash() == [ids[1]]
    assert not lib.papers.has_paper(ids[1]) and lib.check().ok
    with Library.open(lib.folder.parent / "other") as other:  # nothing leaks between libraries
        assert len(other) == 0


def test_undo_of_a_bulk_deletion_is_one_step(lib: Library) -> None:
    ids = list(lib.imports.import_sample()[0].added_ids)
    lib.papers.trash(ids)
    assert len(lib) < 38
    lib.history.undo_last()
    assert set(ids) <= set(lib.ids()) and not lib.papers.trash_ids()


def test_near_matches_are_listed_then_merged_keeping_everything(
    lib: Library, tmp_path: Path
) -> None:
    [pre] = lib.imports.import_files([bib(tmp_path, "pre.bib", PREPRINT)])[0].added_ids
    report = lib.imports.import_files([bib(tmp_path, "pub.bib", PUBLISHED)])[0]
    [pub] = report.added_ids  # same title, different year: not merged behind the user's back
    assert report.possible == (pub,)
    [group] = lib.papers.possible_duplicates()
    assert set(group.ids) == {pre, pub} and group.reasons == ("same title, different year",)
    lib.notes.set_status([pre], Status.READ)
    lib.notes.set_rating([pub], 4)
    lib.notes.add_tags([pre], ["theory"])
    lib.notes.add_tags([pub], ["to-cite"])
    lib.notes.set_notes(pre, "preprint notes")
    lib.notes.set_notes(pub, "published notes")
    lib.papers.merge(pre, [pub])
    assert lib.ids() == [pre] and lib.papers.possible_duplicates() == []
    paper, note = lib.papers.paper(pre), lib.notes.annotation(pre)
    assert paper.arxiv_id == "1901.00001" and paper.doi == "10.1000/reading.2020"
    assert paper.year == 2019 and paper.alternates["year"] == (2020,)
    assert (
        paper.venue == "Proceedings of Reading" and paper.pages == "1–10"
    )  # 1--10 as TeX prints it
    assert paper.collections == ("pre", "pub")  # in both files' collections
    assert note.status is Status.READ and note.rating == 4
    assert set(note.tags) == {"theory", "to-cite"}
    assert "preprint notes" in note.notes and "published notes" in note.notes
    assert lib.searching.search('"published notes"').ids == [pre]
    lib.history.undo_last()  # undo the merge
    assert set(lib.ids()) == {pre, pub}
    assert (
        lib.notes.annotation(pub).notes == "published notes"
        and lib.notes.annotation(pre).rating == 0
    )
    assert len(lib.papers.possible_duplicates()) == 1


def test_a_dismissed_pair_stays_dismissed_and_can_come_back(lib: Library, tmp_path: Path) -> None:
    lib.imports.import_files(
        [bib(tmp_path, "pre.bib", PREPRINT), bib(tmp_path, "pub.bib", PUBLISHED)]
    )
    [group] = lib.papers.possible_duplicates()
    lib.papers.dismiss_duplicates(group.ids)
    assert lib.papers.possible_duplicates() == []
    with Library.open(lib.folder, readonly=True) as reader:  # kept on disk
        assert reader.papers.possible_duplicates() == []
    lib.history.undo_last()
    assert len(lib.papers.possible_duplicates()) == 1


def test_an_import_can_be_undone_after_a_restart(tmp_path: Path) -> None:
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        [pub] = lib.imports.import_files([bib(tmp_path, "pub.bib", PUBLISHED)])[0].added_ids
        filler = bib(
            tmp_path,
            "fill.bib",
            PUBLISHED.replace("pages = {1--10},", "").replace(
                "@inproceedings{smith2020,", "@inproceedings{smith2020,\n  volume = {7},"
            ),
        )
        report = lib.imports.import_files([filler, tmp_path / "pub.bib"])
        assert report[0].merged == 1 and lib.papers.paper(pub).volume == "7"
        sample = lib.imports.import_sample()  # two files: two imports
    with Library.open(folder) as lib:
        recent = lib.imports.recent_imports()
        # The second import of pub.bib changed nothing: there is nothing of it to undo.
        assert [(r.name, r.added, r.merged) for r in recent] == [
            (Path(sample[1].path).name, 19, 0),
            (Path(sample[0].path).name, 19, 0),
            ("fill.bib", 0, 1),
            ("pub.bib", 1, 0),
        ]
        for report_ in sample:
            lib.imports.undo_import(report_.import_id)
        assert len(lib) == 1 and len(lib.papers.trash_ids()) == 38  # restorable from the Trash
        lib.imports.undo_import(report[0].import_id)
        assert lib.papers.paper(pub).volume == ""  # the field it filled in is empty again
        with pytest.raises(LecternError, match="undone already"):
            lib.imports.undo_import(sample[0].import_id)


def test_add_paper_by_hand_matches_like_an_import(lib: Library) -> None:
    report = lib.imports.add_paper(
        title="Reading Lists That Work", authors="Ann Smith", year=2019, abstract="Typed in."
    )
    [pid] = report.added_ids
    assert lib.papers.paper(pid).source_file == "added by hand"
    again = lib.imports.add_paper(title="reading lists that work", authors="Smith, A.", year=2019)
    assert again.added == 0 and again.found == (("same title, authors and year", 1),)
    with pytest.raises(ValueError, match="title or an abstract"):
        lib.imports.add_paper(title=" ")


def test_collections_are_made_filled_renamed_merged_and_deleted(lib: Library) -> None:
    ids = list(lib.imports.import_sample()[0].added_ids)
    assert lib.collections.counts() == {"ICML 2026 Papers": 38}  # both sample files go into one
    lib.collections.create("Reading group")
    assert lib.collections.counts()["Reading group"] == 0  # an empty collection stays
    assert lib.collections.add(ids[:3], "Reading group") == ids[:3]
    assert lib.papers.paper(ids[0]).collections == ("ICML 2026 Papers", "Reading group")
    assert set(lib.searching.search('collection:"reading group"').ids) == set(ids[:3])
    lib.collections.add(ids[3:5], "Thesis")
    lib.collections.rename("Thesis", "Reading group")  # onto an existing name: merged
    assert (
        lib.collections.counts()["Reading group"] == 5 and "Thesis" not in lib.collections.counts()
    )
    assert lib.collections.delete("Reading group") == 5
    assert "Reading group" not in lib.collections.counts() and len(lib) == 38  # papers stay
    lib.history.undo_last()  # undo the lot: the deletion, then the merge of the two
    lib.history.undo_last()
    assert (
        lib.collections.counts()["Thesis"] == 2 and lib.collections.counts()["Reading group"] == 3
    )
    lib.collections.remove(ids[:1], "Reading group")
    assert lib.papers.paper(ids[0]).collections == ("ICML 2026 Papers",)


def test_an_import_puts_known_papers_in_its_collection_too(lib: Library, tmp_path: Path) -> None:
    source = bib(tmp_path, "a.bib", PUBLISHED)
    [pid] = lib.imports.import_files([source])[0].added_ids
    other = bib(tmp_path, "b.bib", PUBLISHED)
    lib.imports.import_files([other])
    assert lib.papers.paper(pid).collections == ("a", "b")


def test_a_version_1_library_opens_with_its_papers_in_their_collection(tmp_path: Path) -> None:
    folder = tmp_path / "old"
    folder.mkdir()
    (folder / "papers.json").write_text(
        '{"_meta": {"1": {"schema": 1, "generation": 1}},\n'
        ' "papers": {"1": {"id": "h:1", "title": "Old paper", "collection": "Thesis",'
        ' "added": "2026-01-01T00:00:00Z"}}}',
        "utf-8",
    )
    with Library.open(folder) as library:
        assert library.papers.paper("h:1").collections == ("Thesis",)
        assert library.collections.counts() == {"Thesis": 1}
        assert library.searching.search("collection:thesis").ids == ["h:1"]
        assert any("schema version 2" in u for u in library.upgrades)
    assert list((folder / "backups").glob("papers-*-g1.json"))  # the version-1 file, kept


def test_a_new_empty_collection_leaves_the_index_in_step(lib: Library) -> None:
    lib.imports.import_sample()
    lib.collections.create("Later")
    assert lib.index_state() == "ok" and lib.check().ok


def test_a_paper_an_import_completes_is_judged_again_for_duplicates(
    lib: Library, tmp_path: Path
) -> None:
    bare = "@misc{a, title = {Reading Lists That Work}}"  # no author, no year
    [pid] = lib.imports.import_files([bib(tmp_path, "a.bib", bare)])[0].added_ids
    lib.imports.import_files(
        [
            bib(
                tmp_path,
                "b.bib",
                PREPRINT.replace("eprint = {1901.00001}, archiveprefix = {arXiv},", ""),
            )
        ]
    )  # fills Ann Smith, 2019
    assert len(lib) == 1 and lib.papers.paper(pid).year == 2019
    other = "@misc{c, author = {Bo Jones}, title = {Reading lists that work}, year = {2010}}"
    lib.imports.import_files([bib(tmp_path, "c.bib", other)])
    # Another author and another year than the paper now has: nothing suggests one work.
    assert len(lib) == 2 and lib.papers.possible_duplicates() == []
