"""Which device this copy of a library is.

Every copy of a library folder is its own device, even two copies on one computer: its id
is kept in `device.json` beside the library's files, which is never synced, together with
the computer and the folder it was made for. A `device.json` that arrives from elsewhere
(a sync engine told to sync everything, a folder copied whole) names another folder or
computer, so this copy takes a new id instead of writing another device's files.

Each device also publishes a small `sync/<id>/device.json` (synced, written only by its
owner) with the computer's name, so a change can say where it was made.
"""

from __future__ import annotations

import logging
import secrets
import socket
from pathlib import Path
from typing import Any

import orjson

from lectern.core.atomic_file import write_file
from lectern.core.models import to_iso, utcnow
from lectern.core.sync.positions import DEVICE_ALPHABET, SYNC_DIR, is_device_id
from lectern.core.sync.stamps import DEVICE_LENGTH

log = logging.getLogger(__name__)

LOCAL_FILE = "device.json"


def new_device_id() -> str:
    return "".join(secrets.choice(DEVICE_ALPHABET) for _ in range(DEVICE_LENGTH))


def computer_name() -> str:
    return socket.gethostname() or "this computer"


def _read(path: Path) -> dict[str, Any]:
    try:
        data = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def local_device(folder: Path, *, readonly: bool = False) -> str:
    """This copy's device id: the one in device.json if it was made for this folder on this
    computer, else a new one (written down unless read-only)."""
    known = _read(folder / LOCAL_FILE)
    device = str(known.get("device") or "")
    if (
        is_device_id(device)
        and known.get("path") == str(folder)
        and known.get("host") == computer_name()
    ):
        return device
    device = new_device_id()
    if not readonly:
        record = {
            "device": device,
            "path": str(folder),
            "host": computer_name(),
            "created": to_iso(utcnow()),
        }
        # durable: the device id names this copy's change files; a lost one starts a new id
        data = orjson.dumps(record, option=orjson.OPT_INDENT_2)
        write_file(folder / LOCAL_FILE, data, durable=True)
        if known.get("device"):
            log.info("device.json named another copy (%s): this copy is %s", known, device)
    return device


def publish(folder: Path, device: str) -> None:
    """Write sync/<device>/device.json (the computer's name) unless it says so already."""
    target = folder / SYNC_DIR / device / LOCAL_FILE
    record = {"device": device, "name": computer_name()}
    if _read(target) == record:
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    # durable: other devices read it from the shared folder
    write_file(target, orjson.dumps(record, option=orjson.OPT_INDENT_2), durable=True)


def device_names(folder: Path) -> dict[str, str]:
    """Device id → the computer's name, for every device that published one."""
    names = {}
    root = folder / SYNC_DIR
    if root.is_dir():
        for sub in root.iterdir():
            if is_device_id(sub.name):
                name = _read(sub / LOCAL_FILE).get("name")
                names[sub.name] = str(name) if name else sub.name
    return names
