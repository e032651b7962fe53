"""Who may talk to the native host: Lectern's own extension, by its fixed ids.

Chromium derives an extension's id from the public key in its manifest (`"key"`), so the
unpacked source, the zip and a store build all have the one id below; Firefox takes the id
the manifest names (`browser_specific_settings.gecko.id`). The host manifests allow these
ids only, and the host checks the caller again from its own arguments, so a manifest edited
by hand or another extension that found the host is refused before anything is read.
"""

from __future__ import annotations

from collections.abc import Sequence

HOST_NAME = "org.lectern.lectern"  # the host manifest's name, as the extension connects to it
CHROMIUM_ID = "bijjnfgkedijpaimmeecphdhddjmilne"  # from resources/browser/manifest.json's key
CHROMIUM_ORIGIN = f"chrome-extension://{CHROMIUM_ID}/"
GECKO_ID = "browser@lectern.org"


def caller_is_lectern(args: Sequence[str]) -> bool:
    """Whether the arguments the browser started the host with name Lectern's extension:
    Chromium passes the caller's origin first (and on Windows `--parent-window=…` after it),
    Firefox the host manifest's path and then the extension's id."""
    if not args:
        return False
    if args[0].startswith("chrome-extension://"):
        return args[0].rstrip("/") == CHROMIUM_ORIGIN.rstrip("/")
    return len(args) >= 2 and args[1] == GECKO_ID
