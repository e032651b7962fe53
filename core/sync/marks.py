"""The merge rule of marks: per mark, and within a mark per part (colour, kind, note, …).

A mark is one field of its paper's annotation document (lectern.core.marks.stored), so two
computers marking the same paper keep both marks. A change line names only the parts of a
mark it changed (a whole mark when it was made), and each part keeps the stamp of its latest
change in `_v` as ``mark:ID/PART`` (unset: the stamp of the mark's making), so the same mark
recoloured on one computer and given a note on the other keeps both.

A deletion sets the mark's `deleted`; it wins only over older changes of the mark. An edit
made after it (on a computer that had not seen it yet) brings the mark back with the edit:
what the user wrote last is never lost to an earlier deletion. As the mark's values stay in
the document when it is deleted, every device comes to the same mark in any order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lectern.core.marks.stored import DELETED, PARTS


def part_key(name: str, part: str) -> str:
    return f"{name}/{part}"


def part_stamp(stamps: Mapping[str, Any], name: str, part: str) -> str:
    """The stamp of the latest change of one part of a mark (of its making when none)."""
    return str(stamps.get(part_key(name, part)) or stamps.get(name) or stamps.get("*") or "")


def newest_part(stamps: Mapping[str, Any], name: str, parts: Any = PARTS) -> str:
    return max((part_stamp(stamps, name, p) for p in parts), default="")


def line_values(old: Any, new: Any) -> tuple[Any, Any, list[str] | None]:
    """What a change line holds for a mark that went from `old` to `new`: (new values,
    old values, the parts changed; None when the mark was made: every part)."""
    if not isinstance(old, Mapping) or not isinstance(new, Mapping):
        return new, old, None
    parts = [p for p in dict.fromkeys([*new, *old]) if new.get(p) != old.get(p)]
    was = {p: old.get(p) for p in parts}
    if "page" not in was:  # for History to say where (the old values are never merged)
        was["page"] = old.get("page")
    return {p: new.get(p) for p in parts}, was, parts


def stamp_recorded(stamps: dict[str, Any], name: str, parts: list[str] | None, stamp: str) -> None:
    """The stamps a mark's change made here leaves in its document's `_v`."""
    if parts is None:
        stamps[name] = stamp
        for key in [k for k in stamps if k.startswith(name + "/")]:
            del stamps[key]
        return
    for part in parts:
        stamps[part_key(name, part)] = stamp


def merge_mark(doc: dict[str, Any], name: str, value: Any, stamp: str, made: bool) -> bool:
    """Apply another device's change of a mark (`value`: the parts it changed, the whole
    mark when `made`) to `doc`, stamped `stamp`; True when the document changed."""
    if not isinstance(value, Mapping):
        return False
    stamps: dict[str, Any] = doc["_v"]
    current = doc.get(name)
    if not isinstance(current, Mapping):
        doc[name] = {k: v for k, v in value.items() if v is not None}
        if made:
            stamps[name] = stamp
        else:
            for part in value:
                stamps[part_key(name, part)] = stamp
        return True
    mark = dict(current)
    newest = newest_part(stamps, name)
    for part, new in value.items():
        if part == DELETED and new is not None and stamp <= newest:
            continue  # deleted before a change of the mark: the change keeps it
        if stamp > part_stamp(stamps, name, part):
            if new is None:
                mark.pop(part, None)
            else:
                mark[part] = new
            stamps[part_key(name, part)] = stamp
    edited = any(p != DELETED for p in value)
    if edited and mark.get(DELETED) and stamp > part_stamp(stamps, name, DELETED):
        del mark[DELETED]  # changed after it was deleted: it comes back
        stamps[part_key(name, DELETED)] = stamp
    if mark == current:
        return False
    doc[name] = mark
    return True


def with_parts(before: Any, parts: Any) -> dict[str, Any] | None:
    """A mark's document with a change line's parts put on it (None values taken out);
    None when `parts` is None (the mark did not exist)."""
    if not isinstance(parts, Mapping):
        return None
    base = dict(before) if isinstance(before, Mapping) else {}
    base.update(parts)
    return {k: v for k, v in base.items() if v is not None}
