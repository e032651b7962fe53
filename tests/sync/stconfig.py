"""A Syncthing home for a test: generated offline, then configured to talk over loopback only.

Every setting that could reach beyond this machine (discovery, relays, NAT, STUN, usage and
crash reports, upgrades) is switched off in `config.xml` before Syncthing first starts, and
the peer is named by its loopback address, never `dynamic`. The names are those of the Debian
package's Syncthing 1.19.
"""

from __future__ import annotations

import copy
import socket
import subprocess
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

FOLDER_ID = "lectern-library"

# options element -> value: everything that could leave the machine is off.
_OFFLINE_OPTIONS = {
    "globalAnnounceEnabled": "false",
    "localAnnounceEnabled": "false",
    "relaysEnabled": "false",
    "natEnabled": "false",
    "announceLANAddresses": "false",
    "crashReportingEnabled": "false",
    "startBrowser": "false",
    "urAccepted": "-1",
    "autoUpgradeIntervalH": "0",
    "stunKeepaliveStartS": "0",
    # Redial a lost peer within seconds (Syncthing waits at least 5 s between rounds anyway).
    "reconnectionIntervalS": "5",
    # A test may limit a device's rate (none is set by default); loopback counts as LAN, and
    # whether limits apply to LAN is decided per connection when it is made.
    "limitBandwidthInLan": "true",
}


@dataclass(frozen=True)
class Home:
    """One generated Syncthing home: where it lives and what the other device must know."""

    path: Path
    device_id: str
    api_key: str
    gui_port: int
    listen_port: int

    @property
    def config(self) -> Path:
        return self.path / "config.xml"

    @property
    def api(self) -> str:
        return f"http://127.0.0.1:{self.gui_port}"

    @property
    def listen_address(self) -> str:
        return f"tcp://127.0.0.1:{self.listen_port}"


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def generate(path: Path) -> Home:
    """Keys and a default config in `path` (no network involved), on fresh loopback ports."""
    subprocess.run(
        ["syncthing", "generate", f"--home={path}", "--no-default-folder"],
        check=True,
        capture_output=True,
        timeout=60,
    )
    root = ET.parse(path / "config.xml").getroot()
    device = root.find("device")
    api_key = root.findtext("gui/apikey")
    if device is None or not api_key:
        raise RuntimeError(f"{path}/config.xml has no device or no API key")
    return Home(path, device.attrib["id"], api_key, free_port(), free_port())


def _set(parent: ET.Element, tag: str, value: str) -> None:
    element = parent.find(tag)
    if element is None:
        element = ET.SubElement(parent, tag)
    element.text = value


def _device(root: ET.Element, home: Home) -> ET.Element:
    """A `<device>` for `home`, from the config's own defaults, reachable only by loopback."""
    template = root.find("defaults/device")
    device = copy.deepcopy(template) if template is not None else ET.Element("device")
    device.set("id", home.device_id)
    device.set("name", home.path.parent.name)
    for address in device.findall("address"):
        device.remove(address)
    device.insert(0, ET.Element("address"))
    device[0].text = home.listen_address
    return device


def configure(home: Home, peer: Home, folder: Path, *, rescan_s: int = 5) -> None:
    """Write `home`'s config: offline, on its loopback ports, knowing `peer`, and sharing
    `folder` with it under FOLDER_ID (watched for changes, rescanned every `rescan_s`)."""
    tree = ET.parse(home.config)
    root = tree.getroot()
    options = root.find("options")
    gui = root.find("gui")
    if options is None or gui is None:
        raise RuntimeError(f"{home.config} has no options or no gui")
    for tag, value in _OFFLINE_OPTIONS.items():
        _set(options, tag, value)
    for address in options.findall("listenAddress"):
        options.remove(address)
    ET.SubElement(options, "listenAddress").text = home.listen_address
    _set(gui, "address", f"127.0.0.1:{home.gui_port}")

    for device in root.findall("device"):
        root.remove(device)
    devices = [_device(root, home), _device(root, peer)]
    for position, device in enumerate(devices):
        root.insert(position, device)

    # The folder starts from the config's own defaults: a bare element would mean zero
    # conflict copies, zero disk margin and so on.
    template = root.find("defaults/folder")
    shared = copy.deepcopy(template) if template is not None else ET.Element("folder")
    shared.attrib.update(
        {
            "id": FOLDER_ID,
            "label": "Lectern library",
            "path": str(folder),
            "type": "sendreceive",
            "rescanIntervalS": str(rescan_s),
            "fsWatcherEnabled": "true",
            "fsWatcherDelayS": "1",
        }
    )
    for member in shared.findall("device"):
        shared.remove(member)
    for position, member_id in enumerate((home.device_id, peer.device_id)):
        member = ET.Element("device", {"id": member_id, "introducedBy": ""})
        ET.SubElement(member, "encryptionPassword")
        shared.insert(position, member)
    _set(shared, "paused", "false")
    for old in root.findall("folder"):
        root.remove(old)
    root.insert(len(devices), shared)

    folder.mkdir(parents=True, exist_ok=True)
    (folder / ".stfolder").mkdir(exist_ok=True)
    tree.write(home.config, encoding="utf-8", xml_declaration=False)
