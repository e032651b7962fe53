"""The saved pages of ../shared/data/web served from loopback HTTP servers, each under the
path of the address it was saved from (so the capture's address rules see `/abs/1902.02534`),
one server (one port) per site, as pages of several sites share the path `/`. The browser
reaches nothing else."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

LOOPBACK = "http://127.0.0.1:"


@dataclass
class _Site:
    server: ThreadingHTTPServer
    thread: threading.Thread
    files: dict[str, tuple[str, bytes]]

    @property
    def origin(self) -> str:
        return f"{LOOPBACK}{self.server.server_address[1]}"


@dataclass
class Served:
    """The sites served: the saved address's host -> its loopback server."""

    sites: dict[str, _Site] = field(default_factory=dict)

    def add(self, address: str, kind: str, data: bytes) -> str:
        """Serve `data` under the path of `address`, on its site's server; the loopback
        address it has."""
        parts = urlsplit(address)
        site = self.sites.get(parts.netloc) or self._start(parts.netloc)
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        site.files[path] = (kind, data)
        return site.origin + path

    def _start(self, host: str) -> _Site:
        files: dict[str, tuple[str, bytes]] = {}

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                found = files.get(self.path)
                if found is None:
                    self.send_error(404)
                    return
                kind, data = found
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: object) -> None:
                """Quiet: the test's output is its own."""

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        site = self.sites[host] = _Site(server, thread, files)
        return site

    def close(self) -> None:
        """Stops every server at once: each notices within its poll interval (half a
        second), which one after another came to seconds for the two dozen sites."""
        stopping = [threading.Thread(target=site.server.shutdown) for site in self.sites.values()]
        for thread in stopping:
            thread.start()
        for thread in stopping:
            thread.join()
        for site in self.sites.values():
            site.server.server_close()
            site.thread.join()


@contextmanager
def serving() -> Iterator[Served]:
    served = Served()
    try:
        yield served
    finally:
        served.close()
