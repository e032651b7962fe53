"""The two TinyDB files of a library, their schema, recovery and rolling backups.

`papers.json` holds metadata and abstracts (large, written on import, one paper per line
so that it opens quickly: see :mod:`lectern.core.storage.doclines`; the abstracts stay on
disk until read: :mod:`lectern.core.storage.abstracts`); `annotations.json`
holds what the user wrote (small, written often) and the saved searches. Each file has a
`_meta` table with the schema version and a generation counter that goes up with every
write; the search index is stamped with the generations it reflects.

A file that cannot be read (truncated, garbage, empty, wrong shape) is renamed aside,
never deleted, and the newest good backup takes its place; what happened is recorded in
:attr:`StoreFile.notices` for the user.
"""

from __future__ import annotations

import logging
import re
import shutil
from collections.abc import Callable, Mapping, MutableMapping
from pathlib import Path
from typing import Any

from tinydb import TinyDB
from tinydb.table import Table

from lectern.core.atomic_file import remove_stale_temp_files, replacing
from lectern.core.citekeys import assign_keys, doc_key_parts
from lectern.core.errors import StorageWriteError, StoreCorruptError
from lectern.core.models import to_iso, utcnow
from lectern.core.said import message_of, said
from lectern.core.storage.abstracts import Abstracts
from lectern.core.storage.atomic import AtomicJSONStorage, UnreadableFileError, read_json_file
from lectern.core.storage.derived import parsed
from lectern.core.storage.schema import SCHEMA_VERSION

# What update_documents does to one document: the fields to set, or a function applied to it.
Changer = Mapping[str, Any] | Callable[[MutableMapping[str, Any]], None]

log = logging.getLogger(__name__)

META = "_meta"
BACKUP_DIR = "backups"
BACKUPS_KEPT = 10


def _to_records(data: dict[str, Any]) -> dict[str, Any]:
    """1 → 2: papers can be edited, trashed and merged (new optional fields, read as
    absent in version 1), imports are remembered for undo, and annotations.json keeps
    the pairs the user dismissed as not duplicates. Nothing in version 1 changes meaning;
    the version goes up so that an older Lectern refuses the library instead of showing
    papers in the Trash, or merged away, as if they were in the library. A paper's one
    "collection" becomes its list of "collections"."""
    for doc in (data.get("papers") or {}).values():
        if isinstance(doc, dict) and "collection" in doc:
            single = doc.pop("collection")
            doc.setdefault("collections", [single] if single else [])
    return data


def _to_devices(data: dict[str, Any]) -> dict[str, Any]:
    """2 → 3: the library is kept as each device's change files (sync/), merged into these
    files. Nothing in the file changes here: when the library opens, its papers and
    annotations are recorded as this device's first changes (lectern.core.library.syncing),
    each document gaining the stamps (`_v`) the merge compares. An older Lectern refuses
    the library, so it never writes changes that no other device would see."""
    return data


def _to_abstracts_last(data: dict[str, Any]) -> dict[str, Any]:
    """3 → 4: each paper's line in papers.json ends with its abstract, and `_meta` comes
    first, so that opening leaves the abstracts on disk until they are read
    (lectern.core.storage.abstracts). The data does not change, only where each abstract
    is written; the version goes up so that an older Lectern, which writes papers with
    their abstract anywhere in the line, refuses the library instead."""
    return data


def _to_citation_keys(data: dict[str, Any]) -> dict[str, Any]:
    """4 → 5: every paper has a stored citation key, unique in the library, and may keep
    the source's record whole (`fields`, `dialect`) and other keys (`aliases`). The keys
    given here are the ones a whole-library export wrote before (the library's papers in
    the order they came in, then the Trash, then papers merged away), so `.bib` files
    already exported stay valid. The version goes up so that an older Lectern, which would
    drop the new fields on its next write, refuses the library instead."""
    papers = data.get("papers")
    if not isinstance(papers, dict) or not papers:
        return data
    docs = [doc for doc in papers.values() if isinstance(doc, dict)]
    ordered = (
        [d for d in docs if not d.get("trashed") and not d.get("merged_into")]
        + [d for d in docs if d.get("trashed") and not d.get("merged_into")]
        + [d for d in docs if d.get("merged_into")]
    )
    for doc, key in zip(ordered, assign_keys(doc_key_parts(d) for d in ordered)):
        doc["key"] = key
    return data


# schema version N → function upgrading the raw data from N to N + 1
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _to_records,
    2: _to_devices,
    3: _to_abstracts_last,
    4: _to_citation_keys,
}


class StoreFile:
    """One TinyDB file with a schema version, a generation counter and backups."""

    def __init__(
        self,
        folder: Path,
        name: str,
        tables: tuple[str, ...],
        *,
        readonly: bool = False,
        lined: bool = False,
        abstracts: bool = False,
    ) -> None:
        self.folder = folder
        self.name = name
        self.path = folder / name
        self.tables = tables
        self.readonly = readonly
        self.lined = lined  # written one document per line: quicker to open, less memory
        # the papers' abstracts, left on disk until read (lectern.core.storage.abstracts)
        self.abstracts = Abstracts(self.path) if abstracts else None
        self.notices: list[str] = []  # repairs the user should hear about
        self.upgrades: list[str] = []  # schema upgrades: expected once, nothing to worry about
        self.is_new = not self.path.exists()
        self._needs_write = False
        self._relayout = False
        data = self._load()
        self.storage: AtomicJSONStorage
        self.db = TinyDB(self.path, storage=_StorageFactory(self, data))
        if self._needs_write and not readonly:
            self.storage.dirty = True
            self.storage.flush()
        elif self._relayout and not readonly:
            self._rewrite_in_layout()

    # --- loading and recovery ----------------------------------------------
    def _load(self) -> dict[str, Any]:
        if not self.readonly:
            self._remove_stale_temp_files()
        try:
            data = read_json_file(self.path, self.abstracts)
            if data is None:
                if self.backups():  # the library has a history: the file went missing
                    self.is_new = False
                    return self._recover(said("{name} is missing", name=self.name))
                return self._fresh()
            data = self._upgrade(self._validate(data))
            self._relayout = self.lined and not self._is_lined()
            return data
        except UnreadableFileError as exc:
            return self._recover(message_of(exc))

    def _rewrite_in_layout(self) -> None:
        """The same data, one document per line (quicker to open); a refusal waits for later."""
        self.storage.dirty = True
        try:
            self.storage.flush()
        except StorageWriteError as exc:
            self.storage.dirty = False  # nothing differs from the file on disk
            log.info("%s keeps its layout until the next write: %s", self.name, exc)

    def _is_lined(self) -> bool:
        with open(self.path, "rb") as handle:
            return handle.read(2) == b"{\n"

    def _fresh(self) -> dict[str, Any]:
        self._needs_write = True
        data: dict[str, Any] = {table: {} for table in self.tables}
        data[META] = {"1": {"schema": SCHEMA_VERSION, "generation": 0, "created": to_iso(utcnow())}}
        return data

    def _validate(self, data: dict[str, Any]) -> dict[str, Any]:
        meta = data.get(META)
        if not isinstance(meta, dict) or not isinstance(meta.get("1"), dict):
            raise UnreadableFileError(said("{name} is not a Lectern library file", name=self.name))
        schema = meta["1"].get("schema")
        if not isinstance(schema, int) or schema < 1:
            raise UnreadableFileError(said("{name} has no valid schema version", name=self.name))
        if schema > SCHEMA_VERSION:
            raise StoreCorruptError(
                said(
                    "{path} was written by a newer Lectern (schema {schema}; this one "
                    "reads up to {known}). Update Lectern to open this library.",
                    path=str(self.path),
                    schema=schema,
                    known=SCHEMA_VERSION,
                )
            )
        for table in self.tables:
            rows = data.setdefault(table, {})
            if not isinstance(rows, dict) or not set(map(type, rows.values())) <= {dict}:
                raise UnreadableFileError(
                    said("{name}: table '{table}' is damaged", name=self.name, table=table)
                )
        return data

    def _upgrade(self, data: dict[str, Any]) -> dict[str, Any]:
        schema = data[META]["1"]["schema"]
        if schema < SCHEMA_VERSION and not self.readonly and self.path.exists():
            self._backup_before_upgrade(schema, int(data[META]["1"].get("generation", 0)))
        while schema < SCHEMA_VERSION:
            data = MIGRATIONS[schema](data)
            schema += 1
            data[META]["1"]["schema"] = schema
            self.upgrades.append(f"{self.name} was upgraded to schema version {schema}.")
            self._needs_write = True
        return data

    def _backup_before_upgrade(self, schema: int, generation: int) -> None:
        """The file as the older schema wrote it, kept in backups/ before it is rewritten."""
        target = self._copy_to_backups(
            generation,
            lambda reason: said(
                "Could not back up {name} before upgrading it from schema {schema}: {reason}. "
                "Nothing was changed.",
                name=self.name,
                schema=schema,
                reason=reason,
            ),
        )
        self.upgrades.append(
            f"{self.name} was kept as {target.name} in {BACKUP_DIR}/ before the upgrade."
        )

    def _copy_to_backups(self, generation: int, refused: Callable[[str], str]) -> Path:
        """Copy the file on disk into backups/, durably; StorageWriteError if it cannot,
        saying `refused(the system's reason)`."""
        stamp = utcnow().strftime("%Y%m%dT%H%M%S%f")
        target = self.backup_dir / f"{self.path.stem}-{stamp}-g{generation}.json"
        try:
            self.backup_dir.mkdir(exist_ok=True)
            # durable: a backup is what the user's data is restored from
            with open(self.path, "rb") as source, replacing(target, durable=True) as copy:
                shutil.copyfileobj(source, copy)
        except OSError as exc:
            raise StorageWriteError(refused(exc.strerror or str(exc))) from exc
        return target

    def _remove_stale_temp_files(self) -> None:
        """Temp files of writes killed before their rename: never the real data. Only the
        process holding the library's lock writes the file, its backups and its kept parse."""
        remove_stale_temp_files(self.folder, self.name)
        remove_stale_temp_files(self.backup_dir, f"{self.path.stem}-*.json")
        if self.abstracts is not None:
            remove_stale_temp_files(self.folder, parsed.path_for(self.path).name)

    def _recover(self, problem: str) -> dict[str, Any]:
        if self.abstracts is not None:
            self.abstracts.forget()  # what is read now holds its abstracts in memory
        aside = None
        if not self.readonly and self.path.exists():
            stamp = utcnow().strftime("%Y%m%dT%H%M%S")
            aside = self.path.with_name(f"{self.name}.damaged-{stamp}")
            n = 1
            while aside.exists():
                n += 1
                aside = self.path.with_name(f"{self.name}.damaged-{stamp}-{n}")
            self.path.rename(aside)
        for backup in self.backups():
            try:
                data = self._upgrade(self._validate(read_json_file(backup) or {}))
            except (UnreadableFileError, StoreCorruptError):
                continue
            if aside:
                restored = said(
                    "{problem}. Lectern restored it from the backup of {time} ({backup}). "
                    "The damaged file was kept as {damaged}.",
                    problem=problem,
                    time=_backup_time(backup),
                    backup=backup.name,
                    damaged=aside.name,
                )
            else:
                restored = said(
                    "{problem}. Lectern restored it from the backup of {time} ({backup}).",
                    problem=problem,
                    time=_backup_time(backup),
                    backup=backup.name,
                )
            self.notices.append(restored)
            self._needs_write = True
            return data
        if self.readonly:
            raise StoreCorruptError(
                said("{problem}, and no backup of it could be read.", problem=problem)
            )
        self.notices.append(
            said(
                "{problem}, and there was no readable backup. Lectern started it afresh; "
                "the damaged file was kept as {damaged}.",
                problem=problem,
                damaged=aside.name if aside else self.name,
            )
        )
        return self._fresh()

    def keep_parsed(self) -> None:
        """Keep what is in memory for the next open, if it is exactly the file on disk and
        not kept already (lectern.core.storage.derived.parsed; papers.json only)."""
        if not (self.readonly or self.abstracts is None or self.storage.dirty):
            parsed.keep(self.path, self.storage.data, self.abstracts)

    # --- meta ----------------------------------------------------------------
    @property
    def meta(self) -> dict[str, Any]:
        meta: dict[str, Any] = self.storage.data[META]["1"]
        return meta

    @property
    def generation(self) -> int:
        return int(self.meta.get("generation", 0))

    def table(self, name: str) -> Table:
        return self.db.table(name, cache_size=0)

    def raw(self, name: str) -> dict[str, dict[str, Any]]:
        """The table's documents keyed by TinyDB doc id (as strings); read-only use."""
        documents: dict[str, dict[str, Any]] = self.storage.data.get(name, {})
        return documents

    def update_documents(self, name: str, changes: Mapping[int, Changer]) -> None:
        """Change many documents of table `name` in one pass: each doc id's fields are set,
        or its function is applied to it, in place, as TinyDB's `update` would. TinyDB's
        own `update` copies the whole table at each call, so an import merging 100 papers
        into a library of 74,728 spent 13.7 s there."""
        documents = self.raw(name)
        for doc_id, change in changes.items():
            document = documents[str(doc_id)]
            if callable(change):
                change(document)
            else:
                document.update(change)
        if changes:
            self.storage.write(self.storage.data)

    def put_documents(self, name: str, documents: Mapping[int, dict[str, Any]]) -> None:
        """Put each new document in place of the one stored under its doc id, whole. A reader
        on another thread sees the old document or the new one, never one half changed (a
        document emptied and refilled in place was read empty: tests/reliability/
        test_read_while_writing.py)."""
        stored = self.raw(name)
        for doc_id, document in documents.items():
            stored[str(doc_id)] = document
        if documents:
            self.storage.write(self.storage.data)

    def bump(self) -> None:
        """Count a write; call inside a storage batch so it lands with the change."""
        self.table(META).update(
            {"generation": self.generation + 1, "modified": to_iso(utcnow())}, doc_ids=[1]
        )

    # --- backups -------------------------------------------------------------
    @property
    def backup_dir(self) -> Path:
        return self.folder / BACKUP_DIR

    def backups(self) -> list[Path]:
        """This file's backups, newest first."""
        stem = self.path.stem
        found = self.backup_dir.glob(f"{stem}-*.json")
        return sorted((p for p in found if _BACKUP_NAME.match(p.name)), reverse=True)

    def backup(self) -> Path | None:
        """Copy the file into backups/ unless the newest backup already holds this generation."""
        if self.readonly or not self.path.exists():
            return None
        existing = self.backups()
        tag = f"-g{self.generation}.json"
        if existing and existing[0].name.endswith(tag):
            return None
        self.storage.flush()
        target = self._copy_to_backups(
            self.generation,
            lambda reason: said(
                "Could not back up {name} into {folder}: {reason}. Nothing was changed.",
                name=self.name,
                folder=str(self.backup_dir),
                reason=reason,
            ),
        )
        for old in self.backups()[BACKUPS_KEPT:]:
            old.unlink(missing_ok=True)
        return target


_BACKUP_NAME = re.compile(r"^[a-z]+-\d{8}T\d{12}-g\d+\.json$")


def _backup_time(path: Path) -> str:
    stamp = path.name.split("-")[1]
    return f"{stamp[:4]}-{stamp[4:6]}-{stamp[6:8]} {stamp[9:11]}:{stamp[11:13]} UTC"


class _StorageFactory:
    """TinyDB builds its storage itself; this hands it ours, preloaded."""

    def __init__(self, owner: StoreFile, data: dict[str, Any]) -> None:
        self.owner = owner
        self.data = data

    def __call__(self, path: Path) -> AtomicJSONStorage:
        storage = AtomicJSONStorage(
            path,
            readonly=self.owner.readonly,
            initial=self.data,
            lined=self.owner.lined,
            abstracts=self.owner.abstracts,
        )
        self.owner.storage = storage
        return storage
