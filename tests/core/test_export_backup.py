"""The JSON backup: everything a user put into Lectern comes back from it."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from lectern.core.exporters import FORMATS, export_entries
from lectern.core.models import Annotation, Entry, Paper, Status, StatusChange, from_iso, paper_id
from lectern.core.storage.serialize import annotation_from_dict, paper_from_dict

ADDED = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def annotated_entries() -> list[Entry]:
    first = Paper(
        id="arxiv:2401.01234",
        title='Diffusion for "all" {things}',
        authors=("Ada Lovelace",),
        year=2024,
        abstract="We show $x^2$.",
        arxiv_id="2401.01234",
        urls=("https://arxiv.org/abs/2401.01234",),
        code_urls=("https://github.com/a/b",),
        keywords=("ml",),
        collections=("ICML 2026 Papers",),
        added=ADDED,
    )
    history = (
        StatusChange(Status.TO_READ, ADDED + timedelta(days=1)),
        StatusChange(Status.READ, ADDED + timedelta(days=3)),
    )
    second_id = paper_id(title="Untitled abstract", abstract="Body.")
    second = Paper(
        id=second_id, title="Untitled abstract", title_derived=True, abstract="Body.", added=ADDED
    )
    return [
        Entry(
            first,
            Annotation(
                first.id,
                status=Status.READ,
                history=history,
                rating=5,
                notes="## Notes\n- **bold** ✓",
                tags=("generative", "to-cite"),
                modified=ADDED + timedelta(days=3),
            ),
        ),
        Entry(second, Annotation(second.id)),  # untouched: no annotation record needed
    ]


def test_backup_holds_papers_annotations_and_saved_searches(tmp_path: Path) -> None:
    assert "json" in FORMATS
    entries = annotated_entries()
    dest = tmp_path / "backup.json"
    searches = {"To cite": "tag:to-cite", "Recent": "added:>2026-01-01"}
    assert export_entries("json", entries, dest, saved_searches=searches) == 2
    document = json.loads(dest.read_text("utf-8"))
    assert document["lectern_backup"] == 1
    assert abs(from_iso(document["exported"]) - datetime.now(UTC)) < timedelta(minutes=5)
    assert [paper_from_dict(p) for p in document["papers"]] == [e.paper for e in entries]
    assert [annotation_from_dict(a) for a in document["annotations"]] == [entries[0].annotation]
    assert document["saved_searches"] == searches


def test_backup_restores_into_a_fresh_library(tmp_path: Path) -> None:
    from lectern.core.library import Library

    source = tmp_path / "bib.bib"
    source.write_text(
        "@article{a, title={Diffusion Models Beat GANs}, author={Prafulla Dhariwal and Alex Nichol},"
        " year={2021}, doi={10.5555/dm}}\n"
        "@misc{b, title={Scaling Laws}, author={Jared Kaplan}, year={2020}, eprint={2001.08361},"
        " archiveprefix={arXiv}}\n"
        "@misc{c, title={A third paper}, abstract={Plain words.}}\n",
        "utf-8",
    )
    backup = tmp_path / "backup.json"
    with Library.open(tmp_path / "original") as original:
        original.imports.import_files([source])
        ids = original.ids()
        original.notes.set_status([ids[0]], Status.TO_READ)
        original.notes.set_status([ids[0]], Status.READ)
        original.notes.set_rating([ids[0], ids[1]], 4)
        original.notes.add_tags([ids[1]], ["to-cite", "scaling"])
        original.notes.set_notes(ids[2], 'My *notes* with {braces} and "quotes"')
        original.searching.save_search("Cite", "tag:to-cite")
        assert original.exports.export("json", backup) == 3
        before = {pid: original.papers.entry(pid) for pid in ids}

    with Library.open(tmp_path / "restored") as restored:
        [report] = restored.imports.import_files([backup])
        assert report.added == 3 and not report.skipped
        assert sorted(restored.ids()) == sorted(before)
        for pid, entry in before.items():
            assert restored.papers.paper(pid).title == entry.paper.title
            assert restored.papers.paper(pid).authors == entry.paper.authors
            after = restored.notes.annotation(pid)
            assert (after.status, after.rating, after.notes, after.tags) == (
                entry.annotation.status,
                entry.annotation.rating,
                entry.annotation.notes,
                entry.annotation.tags,
            )
            assert [c.status for c in after.history] == [c.status for c in entry.annotation.history]
        assert restored.searching.saved_searches() == {"Cite": "tag:to-cite"}
        assert restored.searching.search("tag:to-cite").ids == [ids[1]]
