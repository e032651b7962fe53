"""Going online for one lookup: the only door from Lectern to the network.

Every request to a lookup service goes through :class:`Fetcher`, so each has the same
manners: a User-Agent naming Lectern (and the user's contact address, when given: Crossref
answers such requests from its "polite pool"), a timeout, a size limit on the body read as
it arrives, one retry when the service answers 429 or 503 with a Retry-After it is willing to
wait for, and the proxies and certificate authority of the environment (`HTTPS_PROXY`,
`SSL_CERT_FILE`: httpx's `trust_env`). What is sent is the identifier in the URL, nothing
else: no cookies are kept between requests.

Each thing that can go wrong is a :class:`LookupFailed` with a :class:`Problem` and a sentence
for the user, so a caller changes nothing and says why.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

import httpx

import lectern.core
from lectern.core.errors import LecternError
from lectern.core.said import said


class Service(Enum):
    """The services Lectern asks, each with its address and its name for the user."""

    CROSSREF = ("Crossref", "https://api.crossref.org", "LECTERN_CROSSREF_URL")
    DATACITE = ("DataCite", "https://api.datacite.org", "LECTERN_DATACITE_URL")
    DOI = ("doi.org", "https://doi.org", "LECTERN_DOI_URL")
    ARXIV = ("arXiv", "https://export.arxiv.org", "LECTERN_ARXIV_URL")
    NCBI = ("PubMed", "https://eutils.ncbi.nlm.nih.gov", "LECTERN_NCBI_URL")
    OPEN_LIBRARY = ("Open Library", "https://openlibrary.org", "LECTERN_OPENLIBRARY_URL")

    @property
    def title(self) -> str:
        return self.value[0]

    @property
    def address(self) -> str:
        """Where the service is: its own address, or the one the environment variable
        named in the member gives (a replay server for tests, a mirror an institution
        runs)."""
        return (os.environ.get(self.value[2], "").strip() or self.value[1]).rstrip("/")


class Problem(Enum):
    OFFLINE = "offline"
    TIMEOUT = "timeout"
    NOT_FOUND = "not found"
    BUSY = "busy"
    FAILED = "failed"
    BAD_ANSWER = "bad answer"
    OTHER_RECORD = "other record"
    TOO_BIG = "too big"
    REFUSED = "refused"


class LookupFailed(LecternError):
    """A lookup that gave nothing to use; nothing was changed."""

    def __init__(self, problem: Problem, message: str) -> None:
        super().__init__(message)
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Answer:
    status: int
    body: bytes
    url: str
    retry_after: str = ""


# Lookups wait this long for a service (connect, and each read) before saying it does not
# answer; a Retry-After longer than MAX_RETRY_WAIT is not waited for.
TIMEOUT_SECONDS = 15.0
MAX_RETRY_WAIT = 30.0
# No record is larger: a monograph's Crossref record with 273 references is 42 KB.
MAX_BODY_BYTES = 4 * 1024 * 1024


@dataclass(slots=True)
class Fetcher:
    """One user's request's way online (a batch shares one, so connections are reused).

    `cancel`, when set, ends a wait for a retry at once; a request under way ends at its
    timeout.
    """

    contact: str = ""
    timeout: float = TIMEOUT_SECONDS
    max_bytes: int = MAX_BODY_BYTES
    cancel: threading.Event = field(default_factory=threading.Event)
    _client: httpx.Client | None = None

    @property
    def user_agent(self) -> str:
        contact = f"; mailto:{self.contact}" if self.contact else ""
        return (
            f"Lectern/{lectern.core.__version__} "
            f"(reading list for research papers; +https://github.com/lectern{contact})"
        )

    def client(self) -> httpx.Client:
        if self._client is None:
            self._client = httpx.Client(
                timeout=self.timeout,
                headers={"User-Agent": self.user_agent},
                follow_redirects=True,
                trust_env=True,  # HTTPS_PROXY, NO_PROXY and SSL_CERT_FILE from the environment
            )
        return self._client

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None

    def get(
        self,
        service: Service,
        path: str,
        *,
        params: Mapping[str, str] | None = None,
        accept: str = "",
        what: str,
    ) -> Answer:
        """The answer of `service` to GET `path`, when it is a success (2xx); LookupFailed
        otherwise. `what` names the identifier asked for, for the user's sentence."""
        query = dict(params or {})
        if service is Service.CROSSREF and self.contact:
            query["mailto"] = self.contact
        headers = {"Accept": accept} if accept else {}
        for attempt in (1, 2):
            answer = self._once(service, path, query, headers, what)
            if answer.status in (429, 503) and attempt == 1:
                wait = _retry_after(answer)
                if wait is not None and wait <= MAX_RETRY_WAIT:
                    if self.cancel.wait(wait):
                        break
                    continue
            break
        return _checked(service, answer, what)

    def _once(
        self,
        service: Service,
        path: str,
        query: Mapping[str, str],
        headers: Mapping[str, str],
        what: str,
    ) -> Answer:
        url = service.address + path
        try:
            with self.client().stream(
                "GET", url, params=query or None, headers=headers
            ) as response:
                length = response.headers.get("Content-Length", "")
                if length.isdigit() and int(length) > self.max_bytes:
                    raise _too_big(service, what)
                body = bytearray()
                for chunk in response.iter_bytes():
                    body += chunk
                    if len(body) > self.max_bytes:
                        raise _too_big(service, what)
                return Answer(
                    response.status_code,
                    bytes(body),
                    str(response.url),
                    response.headers.get("Retry-After", "").strip(),
                )
        except httpx.TimeoutException:
            raise LookupFailed(
                Problem.TIMEOUT,
                said(
                    "{service} did not answer in time about {what}; nothing was changed. "
                    "Try again later.",
                    service=service.title,
                    what=what,
                ),
            ) from None
        except (httpx.ConnectError, httpx.NetworkError, httpx.ProxyError) as exc:
            raise LookupFailed(
                Problem.OFFLINE,
                said(
                    "Could not reach {service} to look up {what} ({reason}); nothing was "
                    "changed. Is this computer online?",
                    service=service.title,
                    what=what,
                    reason=str(exc) or type(exc).__name__,
                ),
            ) from None
        except httpx.HTTPError as exc:
            raise LookupFailed(
                Problem.BAD_ANSWER,
                said(
                    "{service} gave an answer about {what} that Lectern cannot read "
                    "({reason}); nothing was changed.",
                    service=service.title,
                    what=what,
                    reason=str(exc) or type(exc).__name__,
                ),
            ) from None


def _too_big(service: Service, what: str) -> LookupFailed:
    return LookupFailed(
        Problem.TOO_BIG,
        said(
            "{service}'s answer about {what} is larger than any record ({limit} MB); "
            "nothing was changed.",
            service=service.title,
            what=what,
            limit=MAX_BODY_BYTES // (1024 * 1024),
        ),
    )


def _retry_after(answer: Answer) -> float | None:
    """The seconds a 429 or 503 asks to wait (Retry-After in seconds; an HTTP date is not
    waited for); None when it names none."""
    return float(answer.retry_after) if answer.retry_after.isdigit() else None


def _checked(service: Service, answer: Answer, what: str) -> Answer:
    if 200 <= answer.status < 300:
        return answer
    if answer.status in (404, 410):
        problem, message = (
            Problem.NOT_FOUND,
            said(
                "{service} has no record of {what}; nothing was changed.",
                service=service.title,
                what=what,
            ),
        )
    elif answer.status in (429, 503):
        problem, message = (
            Problem.BUSY,
            said(
                "{service} is busy and asked Lectern to wait before looking up {what}; "
                "nothing was changed. Try again in a while.",
                service=service.title,
                what=what,
            ),
        )
    elif 400 <= answer.status < 500:
        problem, message = (
            Problem.REFUSED,
            said(
                "{service} refused to look up {what} (HTTP {status}); nothing was changed.",
                service=service.title,
                what=what,
                status=answer.status,
            ),
        )
    else:
        problem, message = (
            Problem.FAILED,
            said(
                "{service} failed to answer about {what} (HTTP {status}); nothing was "
                "changed. Try again later.",
                service=service.title,
                what=what,
                status=answer.status,
            ),
        )
    raise LookupFailed(problem, message)
