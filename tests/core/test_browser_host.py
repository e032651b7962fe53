"""The native host as the browser runs it: `lectern browser register` writes the manifest and
launcher for a profile, and the launcher, started with the caller's origin as Chromium starts
it, answers length-prefixed JSON on stdin/stdout. Saving the real saved pages makes their
papers in a real library; every bad message is refused in plain words, nothing changed."""

from __future__ import annotations

import base64
import json
import os
import struct
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from lectern.core.browser.extension import CHROMIUM_ORIGIN, GECKO_ID
from lectern.core.browser.framing import INCOMING_CAP
from lectern.core.library import Library
from lectern.core.models import Status
from tests.core.helpers_capture import WEB, page_capture

pytestmark = [
    pytest.mark.skipif(not WEB.exists(), reason=f"saved pages not found at {WEB}"),
    pytest.mark.skipif(sys.platform == "win32", reason="the launcher is a shell script"),
]

ARXIV = "arxiv-abs-1902.02534.html"
ARXIV_TITLE = (
    "Crowdsourcing open citations with CROCI -- An analysis of the current status of open "
    "citations, and a proposal"
)
JOURNAL = "peerj-4886.html"
PDF = WEB.parent / "pdfs" / "grobid-arxiv-0908.0054.pdf"


def framed(message: Any) -> bytes:
    body = json.dumps(message).encode("utf-8")
    return struct.pack("=I", len(body)) + body


@dataclass
class Reply:
    answers: list[dict[str, Any]]
    code: int
    stderr: str


@dataclass
class Host:
    launcher: Path
    library: Path

    def run(self, data: bytes, caller: list[str] | None = None) -> Reply:
        env = {k: v for k, v in os.environ.items() if k != "LECTERN_LIBRARY"}
        env["LECTERN_LIBRARY"] = str(self.library)
        done = subprocess.run(
            [str(self.launcher), *(caller if caller is not None else [CHROMIUM_ORIGIN])],
            input=data,
            capture_output=True,
            env=env,
            timeout=120,
            check=False,
        )
        answers, out = [], done.stdout
        while out:
            (length,) = struct.unpack("=I", out[:4])
            answers.append(json.loads(out[4 : 4 + length].decode("utf-8")))
            out = out[4 + length :]
        return Reply(answers, done.returncode, done.stderr.decode("utf-8", "replace"))

    def ask(self, message: Any, caller: list[str] | None = None) -> dict[str, Any]:
        reply = self.run(framed(message), caller)
        assert "Traceback" not in reply.stderr, reply.stderr
        assert len(reply.answers) == 1, reply
        return reply.answers[0]


@pytest.fixture(scope="module")
def launcher(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The launcher `lectern browser register` writes for a Chromium profile, registered
    once for the file: each test runs it on a library of its own, and never changes it."""
    hosts = tmp_path_factory.mktemp("profile") / "NativeMessagingHosts"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "lectern.core.cli",
            "browser",
            "register",
            "--browser",
            "chromium",
            "--dir",
            str(hosts),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "registered" in done.stdout
    manifest = json.loads((hosts / "org.lectern.lectern.json").read_text("utf-8"))
    assert manifest["allowed_origins"] == [CHROMIUM_ORIGIN]
    return Path(manifest["path"])


@pytest.fixture
def host(launcher: Path, tmp_path: Path) -> Host:
    return Host(launcher, tmp_path / "library")


def save_message(name: str, **extra: Any) -> dict[str, Any]:
    return {"type": "save", "page": page_capture(name), "choices": {}, "pdf": None} | extra


def papers(folder: Path) -> list[tuple[str, Status]]:
    with Library.open_for_reading(folder) as library:
        return sorted(
            (library.papers.paper(pid).title, library.notes.annotation(pid).status)
            for pid in library.ids()
        )


def history(folder: Path) -> list[str]:
    with Library.open_for_reading(folder) as library:
        return [entry.group for entry in library.history.entries(limit=50)]


@pytest.fixture
def saved(host: Host) -> Iterator[Host]:
    answer = host.ask(save_message(ARXIV))
    assert answer["ok"], answer
    yield host


def test_hello_names_the_library(host: Host) -> None:
    answer = host.ask({"type": "hello"})
    assert answer["ok"] and answer["library"] == "library"
    assert answer["window"] is False


def test_inspect_says_what_the_page_has_and_that_the_library_lacks_it(host: Host) -> None:
    answer = host.ask({"type": "inspect", "page": page_capture(ARXIV)})
    assert answer["ok"], answer
    assert answer["found"]["title"] == ARXIV_TITLE
    assert answer["found"]["authors"][0].endswith("Heibi")
    assert answer["found"]["year"] == 2019
    assert answer["found"]["arxiv_id"] == "1902.02534"
    assert answer["known"] is None
    assert not host.library.exists()  # a look writes nothing


def test_save_puts_the_paper_on_the_reading_list(saved: Host) -> None:
    assert papers(saved.library) == [(ARXIV_TITLE, Status.TO_READ)]
    answer = saved.ask({"type": "inspect", "page": page_capture(ARXIV)})
    assert answer["known"]["status"] == "to-read"
    assert answer["known"]["status_label"] == "To read"


def test_the_answer_says_it_was_saved(host: Host) -> None:
    answer = host.ask(save_message(JOURNAL, choices={"status": "reading", "up_next": True}))
    assert answer["ok"] and answer["added"], answer
    assert answer["message"].startswith("Saved to your reading list: ")
    assert answer["status"] == "reading"
    with Library.open_for_reading(host.library) as library:
        assert library.queue.ids() == [answer["paper_id"]]


def test_a_second_save_adds_nothing(saved: Host) -> None:
    before = history(saved.library)
    answer = saved.ask(save_message(ARXIV))
    assert answer["ok"] and not answer["added"] and not answer["changed"], answer
    assert answer["message"] == "Already in your library (To read); nothing new to save."
    assert papers(saved.library) == [(ARXIV_TITLE, Status.TO_READ)]
    assert history(saved.library) == before


@pytest.mark.skipif(not PDF.exists(), reason=f"{PDF} not found")
def test_a_save_with_its_pdf_attaches_it(host: Host) -> None:
    pdf = {"name": "1902.02534.pdf", "data": base64.b64encode(PDF.read_bytes()).decode()}
    answer = host.ask(save_message(ARXIV, pdf=pdf))
    assert answer["ok"] and answer["pdf_attached"], answer
    with Library.open_for_reading(host.library) as library:
        paper = library.papers.paper(answer["paper_id"])
        assert paper.files and (host.library / "files").is_dir()


# --- refused, nothing changed --------------------------------------------------------------
@dataclass(frozen=True)
class Bad:
    name: str
    data: bytes
    code: str
    words: str


def _bad_inputs() -> list[Bad]:
    capture = page_capture(ARXIV)
    html = base64.b64encode(b"<!DOCTYPE html><html><body>Sign in</body></html>").decode()
    return [
        Bad("past the cap", struct.pack("=I", INCOMING_CAP + 1), "too-big", "at most"),
        Bad("cut off", struct.pack("=I", 100) + b'{"type"', "malformed", "cut off"),
        Bad("not UTF-8", struct.pack("=I", 4) + b'"\xff\xfe"', "malformed", "not UTF-8"),
        Bad("not JSON", struct.pack("=I", 5) + b"hello", "malformed", "not JSON"),
        Bad("not an object", framed([1, 2]), "malformed", "not a JSON object"),
        Bad("unknown request", framed({"type": "delete-all"}), "malformed", "does not know"),
        Bad(
            "meta of the wrong type",
            framed({"type": "save", "page": capture | {"meta": "citation_title"}}),
            "malformed",
            "not in the form",
        ),
        Bad(
            "choices of the wrong type",
            framed({"type": "save", "page": capture, "choices": {"rating": "five"}}),
            "malformed",
            "choices",
        ),
        Bad(
            "a PDF not base64",
            framed({"type": "save", "page": capture, "pdf": {"name": "x.pdf", "data": "%%"}}),
            "malformed",
            "PDF",
        ),
        Bad(
            "a page with no paper",
            framed(save_message("aps-prl-cloudflare-challenge.html")),
            "no-paper",
            "No paper found on this page.",
        ),
        Bad(
            "a sign-in page as the PDF",
            framed(save_message(JOURNAL, pdf={"name": "paper.pdf", "data": html})),
            "not-a-pdf",
            "not a PDF",
        ),
    ]


BAD = _bad_inputs() if WEB.exists() else []


@pytest.mark.parametrize("bad", BAD, ids=[b.name for b in BAD])
def test_a_bad_message_is_refused_in_plain_words(saved: Host, bad: Bad) -> None:
    before = (papers(saved.library), history(saved.library))
    reply = saved.run(bad.data)
    assert "Traceback" not in reply.stderr, reply.stderr
    assert len(reply.answers) == 1, reply
    answer = reply.answers[0]
    assert answer["ok"] is False and answer["error"] == bad.code, answer
    assert bad.words in answer["message"]
    assert (papers(saved.library), history(saved.library)) == before


def test_a_library_another_program_writes_is_refused(saved: Host) -> None:
    with Library.open(saved.library, program="lectern import"):
        answer = saved.ask(save_message(JOURNAL))
    assert answer == answer | {"ok": False, "error": "library-locked"}
    assert "lectern import" in answer["message"]
    assert papers(saved.library) == [(ARXIV_TITLE, Status.TO_READ)]


@pytest.mark.parametrize(
    "caller",
    [
        ["chrome-extension://abcdefghijklmnopabcdefghijklmnop/"],
        ["/home/u/.mozilla/native-messaging-hosts/org.lectern.lectern.json", "evil@example.org"],
        [],
    ],
    ids=["another Chromium extension", "another Firefox extension", "no caller"],
)
def test_another_extension_is_refused(host: Host, caller: list[str]) -> None:
    answer = host.ask(save_message(ARXIV), caller=caller)
    assert answer["ok"] is False and answer["error"] == "unknown-caller"
    assert "only its own browser extension" in answer["message"]
    assert not host.library.exists()


def test_firefox_with_lectern_id_is_answered(host: Host) -> None:
    caller = ["/home/u/.mozilla/native-messaging-hosts/org.lectern.lectern.json", GECKO_ID]
    assert host.ask({"type": "hello"}, caller=caller)["ok"]


# --- register, status, unregister ---------------------------------------------------------
def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "lectern.core.cli", "browser", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_status_says_where_and_whether_the_launcher_still_works(tmp_path: Path) -> None:
    hosts = tmp_path / "NativeMessagingHosts"
    where = ["--browser", "firefox", "--dir", str(hosts)]
    assert "not registered" in _cli("status", *where).stdout
    assert _cli("register", *where).returncode == 0
    manifest = json.loads((hosts / "org.lectern.lectern.json").read_text("utf-8"))
    assert manifest["allowed_extensions"] == [GECKO_ID]
    shown = _cli("status", *where)
    assert shown.returncode == 0 and f"registered in {hosts}" in shown.stdout
    launcher = Path(manifest["path"])
    launcher.write_text(launcher.read_text().replace("exec ", "exec /gone"), "utf-8")
    stale = _cli("status", *where)
    assert stale.returncode == 1 and "does not run an existing Lectern" in stale.stdout
    assert _cli("unregister", *where).returncode == 0
    assert not list(hosts.iterdir())
    assert "not registered" in _cli("status", *where).stdout


# --- the extension's ids ------------------------------------------------------------------
EXTENSION = Path(__file__).resolve().parents[2] / "resources" / "browser" / "manifest.json"


def test_the_extension_manifest_gives_the_ids_the_host_allows() -> None:
    """Chromium's id is the first 128 bits of the SHA-256 of the manifest's public key,
    written with the letters a-p: the host and its manifests allow that id only."""
    import hashlib

    from lectern.core.browser.extension import CHROMIUM_ID

    manifest = json.loads(EXTENSION.read_text("utf-8"))
    digest = hashlib.sha256(base64.b64decode(manifest["key"])).hexdigest()[:32]
    assert "".join(chr(ord("a") + int(c, 16)) for c in digest) == CHROMIUM_ID
    assert manifest["browser_specific_settings"]["gecko"]["id"] == GECKO_ID
