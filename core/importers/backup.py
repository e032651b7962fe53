"""Lectern's own full JSON backup: papers, annotations, saved searches and BibTeX macros.

``{"lectern_backup": 1, "exported": ISO, "papers": [...], "annotations": [...],
"saved_searches": {name: query}, "not_duplicates": [[id, id], ...],
"bibtex_strings": {name: value}}``. Each paper comes
back as a RawRecord that carries the saved paper dict and its annotation dict (and the
papers it is not a duplicate of), so a restore is lossless.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from lectern.core.errors import ImportFileError
from lectern.core.importers.base import ParsedFile, RawRecord, Skipped
from lectern.core.importers.common import (
    collection_name,
    decode_text,
    json_document,
    parse_year,
    read_all,
    squash,
    string_list,
)
from lectern.core.said import said
from lectern.core.storage.serialize import annotation_from_dict, paper_from_dict

BACKUP_VERSION = 1


def _load(path: Path) -> tuple[dict[str, Any], Any]:
    text = decode_text(path, read_all(path), fallbacks=())
    document, lines = json_document(path, text, arrays=frozenset({"papers", "annotations"}))
    if not isinstance(document, dict) or "lectern_backup" not in document:
        raise ImportFileError(
            str(path), said('is not a Lectern backup (no "lectern_backup" marker)')
        )
    version = document.get("lectern_backup")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ImportFileError(
            str(path), said("has an unknown backup version {version}", version=repr(version))
        )
    if version > BACKUP_VERSION:
        raise ImportFileError(
            str(path),
            said(
                "was written by a newer Lectern (backup version {version}); "
                "update Lectern to restore it",
                version=version,
            ),
        )
    for key in ("papers", "annotations"):
        if not isinstance(document.get(key, []), list):
            raise ImportFileError(
                str(path), said('has a broken backup: "{key}" is not a list', key=key)
            )
    return document, lines


def _to_record(
    line: int, paper: Any, annotation: dict[str, Any] | None, distinct: list[str]
) -> RawRecord | Skipped:
    if not isinstance(paper, dict) or not isinstance(paper.get("id"), str) or not paper["id"]:
        return Skipped(line, said("backup paper without an id"))
    try:  # a hand-edited or damaged backup: skip the paper rather than fail the restore
        paper_from_dict(paper)
    except (TypeError, ValueError, AttributeError) as exc:
        return Skipped(
            line,
            said("backup paper {id} is damaged ({problem})", id=paper["id"], problem=str(exc)),
        )
    title = squash(paper.get("title"))
    found = paper.get("abstract")
    abstract = found if isinstance(found, str) else ""
    if not title and not abstract:
        return Skipped(
            line, said("backup paper {id} has neither a title nor an abstract", id=paper["id"])
        )
    year = paper.get("year")
    return RawRecord(
        line=line,
        title=title,
        authors=string_list(paper.get("authors"), unique=False),
        year=parse_year(year),
        venue=squash(paper.get("venue")),
        abstract=abstract,
        doi=squash(paper.get("doi")),
        arxiv_id=squash(paper.get("arxiv_id")),
        urls=string_list(paper.get("urls")),
        keywords=string_list(paper.get("keywords")),
        kind=squash(paper.get("kind")),
        key=squash(paper.get("key")),
        lectern_id=paper["id"],
        not_duplicates=distinct,
        paper=paper,
        annotation=annotation,
    )


def _paper_id(paper: Any) -> str | None:
    """The paper's id when it is text (a damaged backup may hold a list or a number)."""
    ident = paper.get("id") if isinstance(paper, dict) else None
    return ident if isinstance(ident, str) else None


def parse(path: Path) -> ParsedFile:
    document, lines = _load(path)
    annotations: dict[str, tuple[int, dict[str, Any]]] = {}
    broken: list[tuple[int, str]] = []
    for offset, item in document.get("annotations", []):
        if not isinstance(item, dict) or not isinstance(item.get("paper_id"), str):
            broken.append((offset, said("backup annotation without a paper id")))
            continue
        try:
            annotation_from_dict(item)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            damaged = said(
                "backup annotation for {id} is damaged ({problem})",
                id=item["paper_id"],
                problem=str(exc),
            )
            broken.append((offset, damaged))
            continue
        annotations[item["paper_id"]] = (offset, item)
    papers: list[tuple[int, Any]] = document.get("papers", [])
    known = {_paper_id(p) for _, p in papers}
    partners = _partners(document.get("not_duplicates"))

    def records() -> Iterator[RawRecord | Skipped]:
        for offset, paper in papers:
            pid = _paper_id(paper)
            found = annotations.get(pid) if pid is not None else None
            yield _to_record(
                lines(offset), paper, found[1] if found else None, partners.get(pid or "", [])
            )
        orphans: list[tuple[int, str]] = [
            (offset, said("annotation for {id}, which the backup has no paper for", id=paper_id))
            for paper_id, (offset, _) in annotations.items()
            if paper_id not in known
        ]
        orphans += broken
        for offset, reason in sorted(orphans):
            yield Skipped(lines(offset), reason)

    return ParsedFile(
        str(path),
        "lectern-backup",
        collection_name(path),
        records(),
        strings=_strings(document.get("bibtex_strings")),
    )


def _strings(found: Any) -> dict[str, str]:
    """The backup's `@string` macros, name → value; a name or value that is not text is left
    out (a damaged backup), as an older backup that has none gives none."""
    if not isinstance(found, dict):
        return {}
    return {k: v for k, v in found.items() if isinstance(k, str) and isinstance(v, str)}


def _partners(pairs: Any) -> dict[str, list[str]]:
    """Each paper's "not duplicates" partners, from the backup's pairs of ids."""
    found: dict[str, list[str]] = {}
    for pair in pairs if isinstance(pairs, list) else ():
        if isinstance(pair, list) and len(pair) == 2 and all(isinstance(p, str) for p in pair):
            a, b = pair
            if a and b and a != b:
                found.setdefault(a, []).append(b)
                found.setdefault(b, []).append(a)
    return found


def read_backup_searches(path: str | Path) -> dict[str, str]:
    """The saved searches in a backup (name → query); entries that are not text are left out."""
    document, _ = _load(Path(path))
    searches = document.get("saved_searches") or {}
    if not isinstance(searches, dict):
        return {}
    return {
        str(name): query
        for name, query in searches.items()
        if isinstance(name, str) and isinstance(query, str)
    }
