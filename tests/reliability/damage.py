"""Ways a file in a library folder gets damaged: cut short, overwritten, emptied, replaced.

A sync tool that stops half-way truncates; a bad sector or another program overwrites
with garbage; a crashed editor leaves an empty file; a user restores the wrong file and
Lectern finds valid JSON that is not its own. Shared by the short tests and the torture
script.
"""

from __future__ import annotations

import gc
import os
import random
import re
from collections.abc import Callable
from pathlib import Path

import orjson
import pytest

INDEX_DIR = "index"


def truncated(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randint(1, max(1, len(data) - 1))] if len(data) > 1 else b""


def garbage(data: bytes, rng: random.Random) -> bytes:
    size = max(16, len(data))
    return bytes(rng.getrandbits(8) for _ in range(min(size, 4096))) * (size // 4096 + 1)


def empty(_data: bytes, _rng: random.Random) -> bytes:
    return b""


def zeroed(data: bytes, _rng: random.Random) -> bytes:
    """What some file systems leave after a power cut: the right length, all NUL bytes."""
    return b"\x00" * len(data)


def flipped(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(max(1, len(out) // 500)):
        if out:
            out[rng.randrange(len(out))] ^= 0xFF
    return bytes(out)


# Valid JSON that is not a Lectern store file of the current schema.
WRONG_SCHEMAS: dict[str, bytes] = {
    "a list": b"[1, 2, 3]",
    "no schema": b'{"papers": {}, "annotations": {}}',
    "schema is text": b'{"_meta": {"1": {"schema": "1", "generation": 0}}}',
    "schema zero": b'{"_meta": {"1": {"schema": 0, "generation": 0}}}',
    "table is a list": b'{"_meta": {"1": {"schema": 1, "generation": 3}}, "papers": [], "annotations": []}',
    "rows are not objects": b'{"_meta": {"1": {"schema": 1, "generation": 3}}, "papers": {"1": 5},'
    b' "annotations": {"1": "x"}}',
}


def wrong_schema(_data: bytes, rng: random.Random) -> bytes:
    return WRONG_SCHEMAS[rng.choice(sorted(WRONG_SCHEMAS))]


STORE_DAMAGE: dict[str, Callable[[bytes, random.Random], bytes]] = {
    "truncated": truncated,
    "garbage": garbage,
    "empty": empty,
    "zeroed": zeroed,
    "flipped": flipped,
    "wrong-schema": wrong_schema,
}
INDEX_DAMAGE: dict[str, Callable[[bytes, random.Random], bytes]] = {
    "truncated": truncated,
    "garbage": garbage,
    "empty": empty,
    "flipped": flipped,
}


def damage_file(path: Path, kind: str, rng: random.Random) -> bytes:
    """Damage `path` in place ("missing" deletes it); returns what it now holds."""
    if kind == "missing":
        path.unlink()
        return b""
    table = STORE_DAMAGE if kind in STORE_DAMAGE else INDEX_DAMAGE
    data = table[kind](path.read_bytes(), rng)
    if data == path.read_bytes():  # a damage that happens to change nothing is no test
        data = data + b"\x00"
    path.write_bytes(data)
    return data


def index_files(folder: Path) -> list[Path]:
    """Every file of the search index (Whoosh segments, table of contents, Lectern's stamp)."""
    root = folder / INDEX_DIR
    return sorted(p for p in root.rglob("*") if p.is_file())


def index_role(path: Path, folder: Path) -> str:
    """What a file is, whatever generation or segment it belongs to: "g*/MAIN_*.seg"."""
    relative = path.relative_to(folder / INDEX_DIR).as_posix()
    relative = re.sub(r"^g[0-9a-f]+/", "g*/", relative)
    relative = re.sub(r"MAIN_[a-z0-9]{16}", "MAIN_*", relative)
    return re.sub(r"_MAIN_\d+", "_MAIN_*", relative)


def index_roles(folder: Path) -> list[str]:
    return sorted({index_role(p, folder) for p in index_files(folder)})


def index_file_for(folder: Path, role: str, rng: random.Random) -> Path | None:
    """A file of the live index that plays `role` now (rebuilds rename generations)."""
    found = [p for p in index_files(folder) if index_role(p, folder) == role]
    return rng.choice(found) if found else None


def json_ok(path: Path) -> bool:
    """The file parses as a JSON object (what a half-written store file would not)."""
    try:
        return isinstance(orjson.loads(path.read_bytes()), dict)
    except (OSError, orjson.JSONDecodeError):
        return False


def future_schema(path: Path) -> bytes:
    """A store file written by a newer Lectern: to be refused, never "repaired"."""
    data = orjson.loads(path.read_bytes())
    data["_meta"]["1"]["schema"] = 99
    raw = orjson.dumps(data)
    path.write_bytes(raw)
    os.utime(path)
    return raw


# Whoosh opens a damaged segment or table of contents, fails to read it and leaves the
# file object to the garbage collector; Lectern then rebuilds the index. The warning is
# about Whoosh's handle, not about anything the user would notice.
WHOOSH_LEAKS_ON_DAMAGE = pytest.mark.filterwarnings(
    "ignore::ResourceWarning", "ignore::pytest.PytestUnraisableExceptionWarning"
)
# The files that say which index is live and what it reflects (the rest are segments).
CONTROL_ROLES = ("CURRENT", "g*/lectern-index.json", "g*/_MAIN_*.toc")


def assert_index_damage_is_repaired(folder: Path, roles: list[str] | tuple[str, ...]) -> None:
    """Each file playing each role, each kind of damage: what search shows is unchanged."""
    from lectern.core.library import Library
    from tests.reliability.libstate import results, state

    with Library.open(folder, readonly=True) as library:
        expected, found_before = state(library), results(library)
    rng = random.Random(11)
    for role in roles:
        for kind in (*sorted(INDEX_DAMAGE), "missing"):
            path = index_file_for(folder, role, rng)
            assert path is not None, f"no {role} after the last rebuild"
            damage_file(path, kind, rng)
            with Library.open(folder) as library:
                assert results(library) == found_before, f"{role} {kind}"
                assert state(library) == expected
                assert library.check().ok, f"{role} {kind}: {library.check().problems}"
    gc.collect()  # let Whoosh's leaked handles go while the caller's filter still applies
