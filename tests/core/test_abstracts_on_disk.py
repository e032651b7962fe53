"""Abstracts stay in papers.json until read: every one is the same text the user imported,
through reopening, edits, the Trash, undo, an upgrade, a hand edit and a reader on another
thread while the file is rewritten.

Abstracts are the store's (papers.json) and never read from the search index, so these
libraries are made and opened without one (tests/core/helpers_store_only.py): each edit
rewrites papers.json as it does with an index, without indexing the paper again."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import orjson
import pytest

from lectern.core.library import Library
from lectern.core.storage.abstracts import ON_DISK, AbstractNotRead
from lectern.core.storage.schema import SCHEMA_VERSION
from tests.core.helpers_store_only import store_only

# Abstracts that a naive cut of the line would get wrong.
TRICKY = [
    'A "quoted" word, a back\\slash, and the cut itself: ,"abstract":"',
    "Accents é ü 中文 and an emoji 🎓, then a newline\nand a tab\t.",
    "Ends with a backslash \\",
    "",
    '{"id":"not-a-paper"}',
    "x" * 5000,
]


def _abstracts(library: Library) -> dict[str, str]:
    return {
        e.id: e.paper.abstract
        for e in library.papers.entries([*library.ids(), *library.papers.trash_ids()])
    }


def _file_abstracts(folder: Path) -> dict[str, str]:
    """What any JSON reader finds in papers.json."""
    data = orjson.loads((folder / "papers.json").read_bytes())
    return {doc["id"]: doc.get("abstract", "") for doc in data["papers"].values()}


@pytest.fixture
def library_with_tricky(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    folder = tmp_path / "lib"
    with store_only(folder) as library:
        library.imports.import_sample()
        for n, text in enumerate(TRICKY):
            library.imports.add_paper(title=f"Paper number {n}", abstract=text)
        imported = _abstracts(library)
    return folder, imported


def test_a_reopened_library_reads_every_abstract_from_disk_as_imported(
    library_with_tricky: tuple[Path, dict[str, str]],
) -> None:
    folder, imported = library_with_tricky
    assert any(',"abstract":"' in a for a in imported.values())
    assert any("🎓" in a for a in imported.values())
    assert len(imported) == 38 + len(TRICKY)
    with store_only(folder) as library:
        docs = [library.state.by_id[pid] for pid in library.ids()]
        assert all(doc["abstract"] is ON_DISK for doc in docs)  # nothing read at open
        assert _abstracts(library) == imported
        assert {pid: library.papers.paper(pid).abstract for pid in imported} == imported
    assert _file_abstracts(folder) == imported


def test_edits_trash_and_undo_keep_every_other_abstract(
    library_with_tricky: tuple[Path, dict[str, str]],
) -> None:
    folder, imported = library_with_tricky
    ids = sorted(imported)
    edited, trashed = ids[0], ids[1]
    new_text = 'Rewritten: "new" \\ text ünïcode'
    with store_only(folder) as library:
        library.papers.edit(edited, abstract=new_text)
        library.papers.trash([trashed])
        library.papers.edit(ids[2], title="A corrected title")
        expected = {**imported, edited: new_text}
        assert _abstracts(library) == expected
    assert _file_abstracts(folder) == expected
    with store_only(folder) as library:
        assert _abstracts(library) == expected
        entry = next(e for e in library.history.entries(paper_id=edited) if e.kind == "edit")
        library.history.undo(entry.group)
        assert library.papers.paper(edited).abstract == imported[edited]
        library.papers.restore([trashed])
    with store_only(folder) as library:
        assert _abstracts(library) == imported
    assert _file_abstracts(folder) == imported


def test_export_and_merge_read_the_abstracts(
    library_with_tricky: tuple[Path, dict[str, str]], tmp_path: Path
) -> None:
    folder, imported = library_with_tricky
    with store_only(folder) as library:
        library.exports.export("json", tmp_path / "backup.json")
        keep, other = sorted(imported)[:2]
        library.papers.merge(keep, [other])
        assert library.papers.paper(keep).abstract == imported[keep]
        kept = library.state.full_doc(keep)
        assert imported[other] in (kept.get("alternates") or {}).get("abstract", [imported[other]])
    backup = orjson.loads((tmp_path / "backup.json").read_bytes())
    exported = {p["id"]: p.get("abstract", "") for p in backup["papers"]}
    assert exported == imported


def test_an_abstract_on_disk_refuses_to_be_read_as_text() -> None:
    with pytest.raises(AbstractNotRead):
        str(ON_DISK)
    with pytest.raises(AbstractNotRead):
        bool(ON_DISK)
    with pytest.raises(TypeError):
        orjson.dumps({"abstract": ON_DISK})
    assert ON_DISK == ON_DISK and ON_DISK != ""  # noqa: PLR0124 - its own __eq__ under test


def test_a_schema_3_file_is_upgraded_with_a_backup_and_keeps_every_abstract(
    library_with_tricky: tuple[Path, dict[str, str]],
) -> None:
    folder, imported = library_with_tricky
    path = folder / "papers.json"
    data = orjson.loads(path.read_bytes())
    for store in ("papers.json", "annotations.json"):  # as Lectern wrote schema 3
        other = orjson.loads((folder / store).read_bytes())
        other["_meta"]["1"]["schema"] = 3
        if store == "papers.json":
            for doc in other["papers"].values():  # the abstract in the middle of the line
                doc.update(
                    {
                        "abstract": doc.pop("abstract"),
                        **{k: doc.pop(k) for k in list(doc)[1:] if k != "abstract"},
                    }
                )
            meta = other.pop("_meta")
            other["_meta"] = meta  # and _meta last
            lines = [b"{\n"]
            for t, (name, docs) in enumerate(other.items()):
                lines.append(orjson.dumps(name) + b":{\n")
                lines.append(
                    b",\n".join(orjson.dumps(k) + b":" + orjson.dumps(d) for k, d in docs.items())
                    + b"\n"
                )
                lines.append(b"},\n" if t < len(other) - 1 else b"}\n")
            lines.append(b"}\n")
            (folder / store).write_bytes(b"".join(lines))
        else:
            (folder / store).write_bytes(orjson.dumps(other))
    assert data["_meta"]["1"]["schema"] == SCHEMA_VERSION
    with store_only(folder) as library:
        assert any("schema version 4" in u for u in library.upgrades)
        assert _abstracts(library) == imported
    assert any(p.name.startswith("papers-") for p in (folder / "backups").iterdir())
    with store_only(folder) as library:
        assert all(library.state.by_id[pid]["abstract"] is ON_DISK for pid in library.ids())
        assert _abstracts(library) == imported


def test_a_line_edited_by_hand_after_its_abstract_is_read_whole(
    library_with_tricky: tuple[Path, dict[str, str]],
) -> None:
    folder, imported = library_with_tricky
    path = folder / "papers.json"
    lines = path.read_bytes().split(b"\n")
    at = next(i for i, line in enumerate(lines) if b'"abstract":"' in line)
    line = lines[at]
    end = line.rindex(b"}")
    lines[at] = line[:end] + b',"my_note":"kept"' + line[end:]  # a key after the abstract
    path.write_bytes(b"\n".join(lines))
    pid = orjson.loads(b"{" + lines[at].rstrip(b",") + b"}").popitem()[1]["id"]
    with store_only(folder) as library:
        assert library.state.by_id[pid]["my_note"] == "kept"
        assert _abstracts(library) == imported
        library.papers.edit(sorted(imported)[-1], title="Written again")
    with store_only(folder) as library:
        assert library.state.by_id[pid]["my_note"] == "kept"
        assert _abstracts(library) == imported


def test_readers_on_another_thread_see_the_right_abstract_while_the_file_is_rewritten(
    library_with_tricky: tuple[Path, dict[str, str]],
) -> None:
    folder, imported = library_with_tricky
    ids = sorted(imported)
    wrong: list[str] = []
    errors: list[BaseException] = []
    done = threading.Event()
    with store_only(folder) as library:

        def read() -> None:
            try:
                while not done.is_set():
                    for pid in ids:
                        if library.papers.paper(pid).abstract != imported[pid]:
                            wrong.append(pid)
                    time.sleep(0)  # let the writer run: reads kept in memory never wait
            except BaseException as exc:  # noqa: BLE001 - reported by the test below
                errors.append(exc)

        readers = [threading.Thread(target=read) for _ in range(2)]
        for reader in readers:
            reader.start()
        try:
            for n in range(15):  # each rewrites papers.json, moving every abstract
                library.papers.edit(ids[n % 3], title=f"Title number {n} " + "y" * n)
        finally:
            done.set()
            for reader in readers:
                reader.join()
    assert not errors
    assert not wrong
