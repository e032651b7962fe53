"""The README's screenshot of the extension's popup on a real page, in real Chromium.

    DISPLAY=:7 .venv/bin/python -m tests.browser.popup_screenshot docs/images/browser-popup.png

On an X display (Xvfb with a window manager will do): Chromium from the system with the
extension loaded unpacked, the native host registered for a throwaway profile and library,
a saved journal page of ../shared/data/web served from loopback, and the toolbar's popup
opened on it (`chrome.action.openPopup()`, as a click opens it). The screen is grabbed with
ImageMagick's `import`, cut to the browser's window. A script, not a test: look at the
picture (the found title, authors, year and venue, and the choices).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import Worker, sync_playwright

from tests.browser.loopback import serving
from tests.browser.test_extension import CHROMIUM, EXTENSION
from tests.core.helpers_capture import WEB, manifest, page_url

PAGE = "peerj-4886.html"
WINDOW = (1100, 720)
SETTLE = 5.0  # seconds for the popup to get its answer and paint


def _register(profile: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "lectern.core.cli", "browser", "register"]
        + ["--browser", "chromium", "--dir", str(profile / "NativeMessagingHosts")],
        check=True,
        capture_output=True,
    )


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "docs/images/browser-popup.png").resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="lectern-popup-"))
    profile = work / "profile"
    _register(profile)
    env: dict[str, str | float | bool] = {
        k: v for k, v in os.environ.items() if k != "LECTERN_LIBRARY"
    }
    env["LECTERN_LIBRARY"] = str(work / "library")
    entry = manifest()[PAGE]
    data = (WEB / PAGE).read_bytes()
    with serving() as served, sync_playwright() as playwright:
        url = served.add(
            page_url(entry, data.decode("utf-8", "replace")), "text/html; charset=utf-8", data
        )
        context = playwright.chromium.launch_persistent_context(
            str(profile),
            executable_path=CHROMIUM,
            headless=False,
            no_viewport=True,
            args=[
                "--no-sandbox",
                "--test-type",  # no infobar about --no-sandbox on the screenshot
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                f"--window-size={WINDOW[0]},{WINDOW[1]}",
                "--window-position=0,0",
                f"--disable-extensions-except={EXTENSION}",
                f"--load-extension={EXTENSION}",
            ],
            env=env,
        )
        try:
            worker = (
                context.service_workers[0]
                if context.service_workers
                else context.wait_for_event("serviceworker")
            )
            tab = context.pages[0] if context.pages else context.new_page()
            tab.goto(url, wait_until="load")
            tab.bring_to_front()
            # Pinned, so the button (and the popup under it) sit in the toolbar.
            worker.evaluate(
                "async () => { if (chrome.action.setUserSettings) "
                "await chrome.action.setUserSettings({isOnToolbar: true}); }"
            )
            worker.evaluate("() => chrome.action.openPopup()")
            _wait(worker, "(await chrome.runtime.getContexts({contextTypes: ['POPUP']})).length")
            # The popup asks the host what the page has (a process start) and then paints;
            # its window is outside what Playwright sees, so this script gives it time.
            time.sleep(SETTLE)
            subprocess.run(
                ["import", "-window", "root", "-crop", f"{WINDOW[0]}x{WINDOW[1]}+0+0", str(out)],
                check=True,
            )
            print(json.dumps({"screenshot": str(out), "page": url}))
        finally:
            context.close()
    return 0


def _wait(worker: Worker, condition: str, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not worker.evaluate(f"async () => Boolean({condition})"):
        if time.monotonic() > deadline:
            raise RuntimeError(f"gave up waiting for {condition}")
        time.sleep(0.1)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
