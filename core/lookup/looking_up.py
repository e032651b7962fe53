"""Which service is asked for an identifier, and a batch of lookups the window can drive.

A DOI is asked of Crossref, then of DataCite when Crossref does not know it, then of
doi.org's content negotiation (any other registration agency); a DOI of a prefix DataCite
registers (arXiv's, Zenodo's) is asked of DataCite first. An arXiv id goes to the arXiv API,
a PMID or PMCID to PubMed, an ISBN to Open Library.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from lectern.core.importers.base import RawRecord
from lectern.core.lookup import arxiv, crossref, datacite, negotiation, openlibrary, pubmed
from lectern.core.lookup.fetching import Fetcher, LookupFailed, Problem, Service
from lectern.core.lookup.identifiers import Identifier, Scheme
from lectern.core.said import said

Asker = Callable[[Fetcher, Identifier], RawRecord]


def askers(identifier: Identifier) -> list[tuple[Service, Asker]]:
    """The services to ask for `identifier`, in turn while each says it does not know it."""
    if identifier.scheme is Scheme.DOI:
        order: list[tuple[Service, Asker]] = [
            (Service.CROSSREF, crossref.look_up),
            (Service.DATACITE, datacite.look_up),
            (Service.DOI, negotiation.look_up),
        ]
        if identifier.value.split("/", 1)[0] in datacite.PREFIXES:
            order[0], order[1] = order[1], order[0]
        return order
    if identifier.scheme is Scheme.ARXIV:
        return [(Service.ARXIV, arxiv.look_up)]
    if identifier.scheme in (Scheme.PMID, Scheme.PMCID):
        return [(Service.NCBI, pubmed.look_up)]
    return [(Service.OPEN_LIBRARY, openlibrary.look_up)]


def look_up(fetcher: Fetcher, identifier: Identifier) -> RawRecord:
    """The record of `identifier`; LookupFailed, saying why, when no service gives one."""
    tried = askers(identifier)
    for n, (_service, ask) in enumerate(tried):
        try:
            return ask(fetcher, identifier)
        except LookupFailed as failed:
            if failed.problem is not Problem.NOT_FOUND or n == len(tried) - 1:
                if failed.problem is Problem.NOT_FOUND and len(tried) > 1:
                    raise LookupFailed(
                        Problem.NOT_FOUND,
                        said(
                            "No service knows {what} ({services} were asked); nothing was changed.",
                            what=str(identifier),
                            services=", ".join(s.title for s, _ in tried),
                        ),
                    ) from None
                raise
    raise AssertionError("unreachable")  # pragma: no cover


@dataclass(frozen=True, slots=True)
class Looked:
    """One identifier's lookup: its record, or why there is none."""

    identifier: Identifier
    record: RawRecord | None = None
    failed: LookupFailed | None = None


# At most this many requests a second to one service, as the services ask of their users.
REQUESTS_PER_SECOND = 3.0


@dataclass(slots=True)
class LookupBatch:
    """Many identifiers looked up one after another, on the caller's thread (the window runs
    it on a worker): `progress(done, total)` after each, `cancel()` from any thread stops it
    between two lookups (and ends a wait for a retry at once). What was looked up before the
    cancel is kept in `done`, so a batch can be resumed with the identifiers not done yet
    (`remaining`)."""

    identifiers: Sequence[Identifier]
    fetcher: Fetcher = field(default_factory=Fetcher)
    progress: Callable[[int, int], None] | None = None
    done: list[Looked] = field(default_factory=list)
    _last: dict[Service, float] = field(default_factory=dict)

    def cancel(self) -> None:
        self.fetcher.cancel.set()

    @property
    def cancelled(self) -> bool:
        return self.fetcher.cancel.is_set()

    @property
    def remaining(self) -> list[Identifier]:
        return list(self.identifiers[len(self.done) :])

    def run(self) -> Iterator[Looked]:
        """Each lookup as it finishes."""
        total = len(self.identifiers)
        try:
            for identifier in self.remaining:
                if self.cancelled:
                    return
                self._pace(askers(identifier)[0][0])
                if self.cancelled:
                    return
                try:
                    looked = Looked(identifier, record=look_up(self.fetcher, identifier))
                except LookupFailed as failed:
                    looked = Looked(identifier, failed=failed)
                self.done.append(looked)
                if self.progress is not None:
                    self.progress(len(self.done), total)
                yield looked
        finally:
            self.fetcher.close()

    def _pace(self, service: Service) -> None:
        """Wait, unless cancelled, until the service may be asked again."""
        gap = 1.0 / REQUESTS_PER_SECOND - (time.monotonic() - self._last.get(service, 0.0))
        if gap > 0:
            self.fetcher.cancel.wait(gap)
        self._last[service] = time.monotonic()
