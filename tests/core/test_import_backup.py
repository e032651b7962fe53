"""Lectern's own JSON backup: papers with their annotations and the saved searches."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from lectern.core.importers import (
    ImportFileError,
    RawRecord,
    Skipped,
    parse_file,
    read_backup_searches,
    sniff,
)
from lectern.core.models import Annotation, Paper, Status, StatusChange
from lectern.core.storage.serialize import annotation_to_dict, paper_to_dict

WHEN = datetime(2026, 5, 1, 9, 30, tzinfo=UTC)


def write_backup(path: Path, **extra: object) -> tuple[dict, dict]:
    paper = Paper(
        id="arxiv:2401.01234",
        title="Diffusion for all",
        authors=("Ada Lovelace",),
        year=2024,
        abstract="We show $x^2$.",
        arxiv_id="2401.01234",
        keywords=("ml",),
        added=WHEN,
    )
    derived = Paper(
        id="h:0123456789abcdef",
        title="PULSE: a framework",
        title_derived=True,
        abstract="We propose PULSE, a framework.",
        added=WHEN,
    )
    note = Annotation(
        paper.id,
        status=Status.READ,
        history=(StatusChange(Status.READ, WHEN),),
        rating=4,
        notes="**good**",
        tags=("to-cite",),
        modified=WHEN,
    )
    document = {
        "lectern_backup": 1,
        "exported": "2026-05-02T00:00:00.000000Z",
        "papers": [paper_to_dict(paper), paper_to_dict(derived), {"title": "no id"}],
        "annotations": [annotation_to_dict(note), {"paper_id": "doi:10.1/gone", "status": "read"}],
        "saved_searches": {"To cite": "tag:to-cite", "broken": 3},
        **extra,
    }
    path.write_text(json.dumps(document, indent=2), "utf-8")
    return paper_to_dict(paper), annotation_to_dict(note)


def test_backup_records_carry_the_saved_paper_and_annotation(tmp_path: Path) -> None:
    path = tmp_path / "lectern-backup-2026-05-02.json"
    paper, note = write_backup(path)
    assert sniff(path) == "lectern-backup"
    parsed = parse_file(path)
    assert parsed.format == "lectern-backup"
    first, derived, no_id, orphan = parsed.records
    assert isinstance(first, RawRecord)
    assert (first.paper, first.annotation) == (paper, note)
    assert (first.title, first.arxiv_id, first.authors) == (
        "Diffusion for all",
        "2401.01234",
        ["Ada Lovelace"],
    )
    lines = path.read_text("utf-8").splitlines()
    assert lines[first.line - 1].strip() == "{" and '"id": "arxiv:2401.01234"' in lines[first.line]
    assert isinstance(derived, RawRecord) and derived.annotation is None
    assert derived.paper is not None and derived.paper["title_derived"] is True
    assert isinstance(no_id, Skipped) and no_id.reason == "backup paper without an id"
    assert isinstance(orphan, Skipped) and "doi:10.1/gone" in orphan.reason
    assert read_backup_searches(path) == {"To cite": "tag:to-cite"}


def test_a_backup_from_a_newer_lectern_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.json"
    write_backup(path, lectern_backup=2)
    with pytest.raises(ImportFileError, match="newer Lectern"):
        parse_file(path)


def test_a_damaged_backup_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "damaged.json"
    write_backup(path)
    text = path.read_text("utf-8").replace('"Diffusion for all"', '"Diffusion for all')
    path.write_text(text, "utf-8")
    with pytest.raises(ImportFileError, match=r"damaged\.json, line \d+: is not valid JSON"):
        parse_file(path, "lectern-backup")


def test_what_the_exporter_writes_reads_back_losslessly(tmp_path: Path) -> None:
    from lectern.core.exporters import export_entries
    from lectern.core.models import Entry

    paper = Paper(
        id="doi:10.5555/dm",
        title="Diffusion Models Beat GANs",
        authors=("Prafulla Dhariwal",),
        year=2021,
        doi="10.5555/dm",
        code_urls=("https://github.com/openai/guided-diffusion",),
        added=WHEN,
    )
    note = Annotation(
        paper.id,
        status=Status.TO_READ,
        rating=5,
        notes="Read *soon*",
        tags=("gen",),
        history=(StatusChange(Status.TO_READ, WHEN),),
        modified=WHEN,
    )
    dest = tmp_path / "backup.json"
    export_entries("json", [Entry(paper, note)], dest, saved_searches={"Gen": "tag:gen"})
    [record] = parse_file(dest).records
    assert isinstance(record, RawRecord)
    assert record.paper == paper_to_dict(paper) and record.annotation == annotation_to_dict(note)
    assert read_backup_searches(dest) == {"Gen": "tag:gen"}
