"""Lectern's browser extension in real Chromium: loaded unpacked into a temporary profile
whose NativeMessagingHosts folder has the host `lectern browser register` wrote, with a
temporary library (LECTERN_LIBRARY), on the saved pages of ../shared/data/web served from
loopback. The content script's capture is the one docs/browser.md describes (the one
tests/core/helpers_capture.py builds from the HTML), and `saveTab`, the toolbar's Save
called through the DevTools protocol as the button calls it, puts the page's paper on the
reading list, once, with its PDF when asked."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pypdfium2 as pdfium
import pytest

from lectern.core.capture.page import PageCapture
from lectern.core.capture.reading import CapturedRecord, NoPaperFound, read_capture
from lectern.core.library import Library
from lectern.core.library.fulltext_pass import catch_up
from lectern.core.models import Status
from tests.browser.loopback import LOOPBACK, Served, serving
from tests.core.helpers_capture import WEB, capture_of, manifest, page_url

EXTENSION = Path(__file__).resolve().parents[2] / "resources" / "browser"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
PDF = WEB.parent / "pdfs" / "grobid-arxiv-0908.0054.pdf"
FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Playwright, Route, Worker

playwright_api = pytest.importorskip(
    "playwright.sync_api", reason="Playwright not installed (pip install playwright)"
)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        CHROMIUM is None, reason="Chromium not found (Debian: apt install chromium)"
    ),
    pytest.mark.skipif(not WEB.exists(), reason=f"saved pages not found at {WEB}"),
    pytest.mark.skipif(sys.platform == "win32", reason="the host's launcher is a shell script"),
]

ARXIV = "arxiv-abs-1902.02534.html"
JOURNAL = "peerj-4886.html"
WITH_PDF = "aclanthology-2021.naacl-main.208.html"
PUBLISHERS_PDF = "https://aclanthology.org/2021.naacl-main.208.pdf"  # its citation_pdf_url
CLOUDFLARE = "aps-prl-cloudflare-challenge.html"

# Where the browser is right and the Python capture of tests/core/helpers_capture.py is
# not: html.parser takes an <svg>'s <title> for the page's, reads markup in <title> as tags,
# keeps the source's line breaks inside a paragraph as lines, and drops an empty query
# ("…?"). The records read from both captures are equal all the same (checked below).
TITLE_FROM_SVG = {
    "aps-prx-PhysRevX.12.041027.html",
    "sciencedirect-S2210271X18305656.html",
    "nber-w29971.html",
}
TITLE_WITH_MARKUP = {"app-pan-pl-app011052023.html"}


@dataclass
class Page:
    name: str
    url: str
    html: str


@pytest.fixture(scope="module")
def pages() -> Iterator[dict[str, Page]]:
    with serving() as served:
        found = {}
        for name, entry in manifest().items():
            data = (WEB / name).read_bytes()
            html = data.decode("utf-8", errors="replace")
            url = served.add(page_url(entry, html), "text/html; charset=utf-8", data)
            found[name] = Page(name, url, html)
        found["pdf"] = _with_loopback_pdf(served, found[WITH_PDF])
        yield found


def _with_loopback_pdf(served: Served, page: Page) -> Page:
    """The page again, on a site of its own, its PDF links (citation_pdf_url too) pointing
    at a PDF served from loopback: the publisher's is out of reach."""
    pdf_url = served.add("http://pdf.test/anthology/paper.pdf", "application/pdf", PDF.read_bytes())
    html = page.html.replace(PUBLISHERS_PDF, pdf_url)
    assert pdf_url in html
    url = served.add(
        "http://copy.test/2021.naacl-main.208/", "text/html; charset=utf-8", html.encode()
    )
    return Page("pdf", url, html)


@dataclass
class Chromium:
    context: BrowserContext
    worker: Worker
    library: Path

    def open(self, page: Page) -> None:
        tab = self.context.pages[0] if self.context.pages else self.context.new_page()
        tab.goto(page.url, wait_until="load")

    def call(self, function: str, *args: Any) -> Any:
        """`function(tabId, ...args)` in the extension's service worker, for the open page."""
        return self.worker.evaluate(
            """async ([name, args, loopback]) => {
                const tabs = await chrome.tabs.query({});
                const tab = tabs.find((t) => t.url.startsWith(loopback));
                return globalThis[name](tab.id, ...args);
            }""",
            [function, list(args), LOOPBACK],
        )

    def save(self, page: Page, *args: Any) -> dict[str, Any]:
        self.open(page)
        return self.save_again(*args)

    def save_again(self, *args: Any) -> dict[str, Any]:
        """The toolbar's Save pressed again on the page the tab shows (read again)."""
        answer: dict[str, Any] = self.call("saveTab", *args)
        return answer


@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    """One Playwright for the module: its synchronous API runs one at a time."""
    with playwright_api.sync_playwright() as running:
        yield running


def _launch(playwright: Playwright, profile: Path, library: Path) -> Iterator[Chromium]:
    hosts = profile / "NativeMessagingHosts"
    subprocess.run(
        [sys.executable, "-m", "lectern.core.cli", "browser", "register"]
        + ["--browser", "chromium", "--dir", str(hosts)],
        check=True,
        capture_output=True,
    )
    env: dict[str, str | float | bool] = {
        k: v for k, v in os.environ.items() if k != "LECTERN_LIBRARY"
    }
    env["LECTERN_LIBRARY"] = str(library)
    context = playwright.chromium.launch_persistent_context(
        str(profile),
        executable_path=CHROMIUM,
        headless=False,  # --headless=new below: the headless mode that runs extensions
        args=[
            *FLAGS,
            f"--disable-extensions-except={EXTENSION}",
            f"--load-extension={EXTENSION}",
        ],
        env=env,
    )
    try:
        # The browser reaches the loopback servers only (and the extension's own files).
        context.route("**/*", _loopback_only)
        worker = (
            context.service_workers[0]
            if context.service_workers
            else context.wait_for_event("serviceworker")
        )
        yield Chromium(context, worker, library)
    finally:
        context.close()


def _loopback_only(route: Route) -> None:
    url = route.request.url
    if url.startswith(("http:", "https:")) and not url.startswith(LOOPBACK):
        route.abort()
    else:
        route.continue_()


@pytest.fixture(scope="module")
def browser(playwright: Playwright, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Chromium]:
    """One browser for the module: starting Chromium and registering the host costs more
    than most of the tests that use them. Each test that saves gets it as new
    (`chromium`)."""
    folder = tmp_path_factory.mktemp("browser")
    yield from _launch(playwright, folder / "profile", folder / "library")


@pytest.fixture
def reader(browser: Chromium) -> Chromium:
    """The browser for the captures, which write nothing."""
    return browser


@pytest.fixture
def chromium(browser: Chromium) -> Iterator[Chromium]:
    """The module's browser as a new install finds it: an empty library (none yet), the
    popup's choices never made, one tab, and the host registered."""
    hosts = browser.library.parent / "profile" / "NativeMessagingHosts"
    registered = {path: path.read_bytes() for path in hosts.glob("*.json")}
    assert registered, f"no host registered in {hosts}"
    _as_new(browser)
    try:
        yield browser
    finally:
        for path, manifest_bytes in registered.items():
            path.write_bytes(manifest_bytes)


def _as_new(browser: Chromium) -> None:
    for tab in browser.context.pages[1:]:
        tab.close()
    browser.worker.evaluate("() => chrome.storage.local.clear()")
    shutil.rmtree(browser.library, ignore_errors=True)


def _record(capture: dict[str, Any]) -> CapturedRecord | None:
    try:
        return read_capture(PageCapture.from_json(capture))
    except NoPaperFound:
        return None


def _words(blocks: list[list[str]]) -> list[tuple[str, list[str]]]:
    return [(selector, text.split()) for selector, text in blocks]


def _without_empty_query(links: list[list[str]]) -> list[list[str]]:
    return [[rel, href.removesuffix("?"), kind] for rel, href, kind in links]


def test_the_extension_has_lectern_id(reader: Chromium) -> None:
    assert reader.worker.url.startswith("chrome-extension://bijjnfgkedijpaimmeecphdhddjmilne/")


@pytest.mark.parametrize("name", sorted(manifest()) if WEB.exists() else [])
def test_the_content_script_captures_what_docs_browser_md_says(
    reader: Chromium, pages: dict[str, Page], name: str
) -> None:
    page = pages[name]
    reader.open(page)
    got = reader.call("captureTab")
    want = capture_of(page.html, page.url)
    if name != CLOUDFLARE:  # its script rewrites the address as the challenge starts
        assert got["url"] == want["url"]
    for part in ("capture", "meta", "jsonld", "coins", "pdf_links"):
        assert got[part] == want[part], part
    assert _without_empty_query(got["links"]) == _without_empty_query(want["links"])
    assert _words(got["abstract_blocks"]) == _words(want["abstract_blocks"])
    if name in TITLE_FROM_SVG:
        assert want["title"].startswith(got["title"]) and got["title"]
    elif name in TITLE_WITH_MARKUP:
        assert re.sub(r"</?em>", "", got["title"]) == want["title"]
    else:
        assert got["title"] == want["title"]
    # The paper Lectern reads from the real capture is the one it reads from the docs'.
    mine, theirs = _record(got), _record(want)
    if mine is None or theirs is None:
        assert mine is theirs is None
        return
    assert mine.abstract.split() == theirs.abstract.split()
    assert {**_fields(mine), "abstract": ""} == {**_fields(theirs), "abstract": ""}


def _fields(record: CapturedRecord) -> dict[str, Any]:
    return {name: getattr(record, name) for name in record.__slots__ if name != "tags"}


# --- saving, as the toolbar button saves ---------------------------------------------------
def _expect(library: Path, name: str) -> str:
    """The paper the manifest says the page is, in the library, To read; its id."""
    with Library.open_for_reading(library) as opened:
        return _expect_in(opened, name)


def _expect_in(opened: Library, name: str) -> str:
    expected = manifest()[name]["expected"]
    (pid,) = [p for p in opened.ids() if opened.papers.paper(p).title == expected["title"]]
    paper = opened.papers.paper(pid)
    if expected["first_author_surname"] is None:
        assert not paper.authors, name
    else:
        assert paper.authors[0].endswith(expected["first_author_surname"]), name
    assert paper.year == expected["year"]
    assert paper.doi == (expected["doi"] or "").lower()
    assert paper.arxiv_id == (expected["arxiv_id"] or "")
    assert opened.notes.annotation(pid).status is Status.TO_READ
    return pid


def _count(library: Path) -> int:
    with Library.open_for_reading(library) as opened:
        return len(opened)


@pytest.mark.parametrize("name", [ARXIV, JOURNAL])
def test_save_puts_the_page_paper_on_the_reading_list_once(
    chromium: Chromium, pages: dict[str, Page], name: str
) -> None:
    answer = chromium.save(pages[name])
    assert answer["ok"] and answer["added"], answer
    assert (
        answer["message"] == f"Saved to your reading list: {manifest()[name]['expected']['title']}"
    )
    _expect(chromium.library, name)
    again = chromium.save(pages[name])
    assert again["ok"] and not again["added"] and not again["changed"], again
    assert again["message"] == "Already in your library (To read); nothing new to save."
    assert _count(chromium.library) == 1


def test_a_save_by_the_shortcut_keeps_the_popups_up_next_choice(
    chromium: Chromium, pages: dict[str, Page]
) -> None:
    """Once ticked in the popup, "Add to Up next" holds for the saves after it, the
    toolbar shortcut's too; never ticked, a save leaves Up next as it was."""
    assert chromium.save(pages[ARXIV])["ok"]
    chromium.worker.evaluate("() => chrome.storage.local.set({ upNext: true })")
    assert chromium.save(pages[JOURNAL])["ok"]
    with Library.open_for_reading(chromium.library) as opened:
        queued = [opened.papers.paper(pid).title for pid in opened.queue.ids()]
    assert queued == [manifest()[JOURNAL]["expected"]["title"]]


def test_every_saved_page_becomes_the_paper_its_manifest_states_once(
    chromium: Chromium, pages: dict[str, Page]
) -> None:
    """Each page saved, then saved again as it is still shown: the second save finds the
    paper the first added (and every page's paper is a new one: no page is taken for an
    earlier page's paper)."""
    papers = [name for name, entry in manifest().items() if entry["expected"]["title"]]
    for name in papers:
        answer = chromium.save(pages[name])
        assert answer["ok"] and answer["added"], (name, answer)
        again = chromium.save_again()
        assert again["ok"] and not again["added"] and not again["changed"], (name, again)
    with Library.open_for_reading(chromium.library) as opened:
        for name in papers:
            _expect_in(opened, name)
        assert len(opened) == len(papers) == len(manifest()) - 1  # all but the challenge


def test_a_page_with_no_paper_says_so(chromium: Chromium, pages: dict[str, Page]) -> None:
    answer = chromium.save(pages[CLOUDFLARE])
    assert answer == answer | {"ok": False, "error": "no-paper"}
    assert answer["message"] == "No paper found on this page."
    assert not chromium.library.exists()


@pytest.mark.skipif(not PDF.exists(), reason=f"{PDF} not found")
def test_also_save_the_pdf_fetches_and_attaches_it(
    chromium: Chromium, pages: dict[str, Page]
) -> None:
    chromium.worker.evaluate("() => chrome.storage.local.set({ savePdf: true })")
    answer = chromium.save(pages["pdf"])
    assert answer["ok"] and answer["pdf_attached"], answer
    pid = _expect(chromium.library, WITH_PDF)
    with Library.open_for_reading(chromium.library) as opened:
        (stored,) = opened.papers.paper(pid).files
    assert (chromium.library / stored).read_bytes() == PDF.read_bytes()
    # The window's full-text pass finds the PDF waiting, reads and indexes it: a word of
    # its pages finds the paper, and the PDF opens with the reader's PDFium.
    with Library.open(chromium.library) as opened:
        assert opened.fulltext.waiting() == [pid]
        assert catch_up(opened) == 1
        hits = opened.searching.search("fulltext:spectrums").hits
        assert [hit.id for hit in hits] == [pid]
    document = pdfium.PdfDocument(chromium.library / stored)
    try:
        assert len(document) > 1 and "CMB" in document[0].get_textpage().get_text_range()
    finally:
        document.close()


def test_lectern_not_registered_is_said_in_plain_words(
    chromium: Chromium, pages: dict[str, Page]
) -> None:
    for manifest_file in (chromium.library.parent / "profile" / "NativeMessagingHosts").glob(
        "*.json"
    ):
        manifest_file.unlink()
    answer = chromium.save(pages[ARXIV])
    assert answer == answer | {"ok": False, "error": "no-host"}
    assert "Lectern is not installed" in answer["message"]


def test_the_popup_says_when_a_page_cannot_be_read_and_remembers_its_choices(
    chromium: Chromium,
) -> None:
    """The popup opened on a page of the browser's own (here, itself) says so in plain
    words; "Also save the PDF" and "Add to Up next" are kept for the next time."""
    extension = chromium.worker.url.rsplit("/", 1)[0]
    popup = chromium.context.new_page()
    popup.goto(f"{extension}/popup.html")
    answer = popup.locator("#answer")
    answer.wait_for(state="visible")
    assert answer.inner_text().startswith("This page cannot be read")
    assert not popup.locator("#choices").is_visible()  # nothing to save: no Save button
    box = popup.locator("#save-pdf")
    assert not box.is_checked()
    box.dispatch_event("click")  # as a click on it (the form is hidden on such a page)
    popup.wait_for_function("""async () =>
        (await chrome.storage.local.get({ savePdf: false })).savePdf === true""")
    popup.locator("#up-next").dispatch_event("click")
    popup.wait_for_function("""async () =>
        (await chrome.storage.local.get({ upNext: false })).upNext === true""")
    popup.reload()
    popup.locator("#answer").wait_for(state="visible")
    assert popup.locator("#save-pdf").is_checked()
    assert popup.locator("#up-next").is_checked()
