"""A loopback HTTPS server that answers as the lookup services answered: the recorded
responses in ../shared/data/online (MANIFEST.json: the request each answered, its status,
content type and body), under a certificate authority made for the test run.

Each service is a path of its own on the one server (`/crossref/works/…`, `/arxiv/api/query`);
the environment variables Lectern's clients read (`LECTERN_CROSSREF_URL`, …) point at them and
`SSL_CERT_FILE` names the test authority, so Lectern's code runs as it does for a user. A test
makes a bad answer by putting replies in front of a route (`server.answer(route, …)`): each
request takes the first, the last stays.
"""

from __future__ import annotations

import contextlib
import json
import ssl
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import pytest
import trustme

# The manifest's services as the server's paths name them, and the variable of each.
PREFIXES = {
    "crossref": "LECTERN_CROSSREF_URL",
    "datacite": "LECTERN_DATACITE_URL",
    "doi": "LECTERN_DOI_URL",
    "arxiv": "LECTERN_ARXIV_URL",
    "ncbi": "LECTERN_NCBI_URL",
    "openlibrary": "LECTERN_OPENLIBRARY_URL",
}
# The query parameter that tells one recorded answer of a path from another.
_KEYED_BY = {"arxiv": "id_list", "ncbi": "id"}

Route = tuple[str, str, str]  # prefix, path, the keyed parameter's value ("" for none)


@dataclass
class Reply:
    status: int
    content_type: str | None
    body: bytes
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # seconds before answering (a service too slow for the timeout)
    length: bool = True  # send Content-Length (else the body ends when the connection does)


@dataclass(frozen=True)
class Recorded:
    """One recorded answer: its file, route and the ids its manifest entry names."""

    file: str
    route: Route
    ids: dict[str, object]
    reply: Reply


def recorded(online: Path) -> list[Recorded]:
    """Every recorded answer the server replays, routed as Lectern's clients ask for it."""
    manifest = json.loads((online / "MANIFEST.json").read_text("utf-8"))
    found = []
    for name, entry in manifest.items():
        url = urlsplit(entry["request"]["url"])
        query = parse_qs(url.query)
        path = unquote(url.path)
        api = entry["api"]
        if api == "crossref":
            prefix = "crossref"
        elif api == "datacite":
            prefix = "datacite"
        elif api == "arxiv":
            prefix = "arxiv"
        elif api == "pubmed" and path.endswith("efetch.fcgi"):
            prefix = "ncbi"
        elif api == "openlibrary" and path.startswith("/books/"):
            prefix = "openlibrary"
        elif api == "doi-content-negotiation" and name.startswith("doi-cn-csljson"):
            prefix, path = "doi", "/" + str(entry["ids"]["doi"])  # doi.org/DOI, CSL-JSON asked
        elif api == "doi-content-negotiation" and name.startswith("doi-org-404"):
            prefix = "doi"
        else:
            continue  # BibTeX, APA text, esummary, the Books API: Lectern asks none of them
        key = _KEYED_BY.get(prefix, "")
        route = (prefix, path, query.get(key, [""])[0] if key else "")
        body = (online / entry["file"]).read_bytes()
        reply = Reply(entry["status"], entry["content_type"], body)
        found.append(Recorded(name, route, entry["ids"], reply))
    return found


class ReplayServer:
    def __init__(self, online: Path, folder: Path) -> None:
        self.recorded = recorded(online)
        self.routes: dict[Route, list[Reply]] = {r.route: [r.reply] for r in self.recorded}
        self.requests: list[tuple[Route, dict[str, str]]] = []
        self.released = threading.Event()  # ends every delay at teardown
        for item in self.recorded:  # Open Library's /isbn/ISBN.json redirects to the edition
            if item.route[0] == "openlibrary":
                edition = json.loads(item.reply.body)
                target = f"/openlibrary{item.route[1]}"
                for isbn in [*edition.get("isbn_13", ()), *edition.get("isbn_10", ())]:
                    self.routes[("openlibrary", f"/isbn/{_isbn13(isbn)}.json", "")] = [
                        Reply(302, "text/plain", b"", {"Location": target})
                    ]
        ca = trustme.CA()
        self.ca_file = folder / "test-ca.pem"
        ca.cert_pem.write_to_path(str(self.ca_file))
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ca.issue_cert("127.0.0.1").configure_cert(context)
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                server.reply(self)

            def log_message(self, format: str, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.httpd.socket = context.wrap_socket(self.httpd.socket, server_side=True)
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    @property
    def port(self) -> int:
        return int(self.httpd.server_address[1])

    def environment(self) -> dict[str, str]:
        """The variables that send Lectern's lookups here, and trust the test authority."""
        base = f"https://127.0.0.1:{self.port}"
        env = {variable: f"{base}/{prefix}" for prefix, variable in PREFIXES.items()}
        env["SSL_CERT_FILE"] = str(self.ca_file)
        env["NO_PROXY"] = "127.0.0.1"
        return env

    def answer(self, route: Route, *replies: Reply) -> None:
        """Answer `route` with `replies` in turn (the last for every request after)."""
        self.routes[route] = list(replies)

    def asked(self, prefix: str) -> list[tuple[Route, dict[str, str]]]:
        return [r for r in self.requests if r[0][0] == prefix]

    def reply(self, handler: BaseHTTPRequestHandler) -> None:
        url = urlsplit(handler.path)
        prefix, _, rest = unquote(url.path).lstrip("/").partition("/")
        query = parse_qs(url.query)
        key = _KEYED_BY.get(prefix, "")
        route = (prefix, "/" + rest, query.get(key, [""])[0] if key else "")
        self.requests.append((route, dict(handler.headers.items())))
        replies = self.routes.get(route)
        if not replies:
            reply = Reply(404, "text/plain", b"Resource not found.")
        else:
            reply = replies.pop(0) if len(replies) > 1 else replies[0]
        if reply.delay:
            self.released.wait(reply.delay)
        handler.send_response(reply.status)
        if reply.content_type:
            handler.send_header("Content-Type", reply.content_type)
        if reply.length:
            handler.send_header("Content-Length", str(len(reply.body)))
        else:
            handler.close_connection = True
        for name, value in reply.headers.items():
            handler.send_header(name, value)
        handler.end_headers()
        # The client may give up first (a size limit, a timeout).
        with contextlib.suppress(BrokenPipeError, ConnectionResetError, ssl.SSLError):
            handler.wfile.write(reply.body)

    def __enter__(self) -> ReplayServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.released.set()
        self.httpd.shutdown()
        self.httpd.server_close()


def _isbn13(isbn: str) -> str:
    from lectern.core.lookup.identifiers import isbn13

    return isbn13(isbn.replace("-", "").upper())


@pytest.fixture(scope="session")
def online(shared_data: Path) -> Path:
    """../shared/data/online: the services' recorded answers."""
    path = shared_data / "online"
    if not (path / "MANIFEST.json").exists():
        pytest.skip(f"recorded lookups not found at {path}")
    return path


@pytest.fixture
def server(online: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ReplayServer]:
    """The replay server, with Lectern's lookups sent to it and its authority trusted."""
    with ReplayServer(online, tmp_path) as replay:
        for name, value in replay.environment().items():
            monkeypatch.setenv(name, value)
        for name in ("HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy"):
            monkeypatch.delenv(name, raising=False)
        yield replay
