"""Showing untrusted text and opening links safely.

Titles, abstracts, authors and notes come from files the user downloaded: they may hold HTML,
``javascript:`` or ``file:`` links and bidi override characters that reorder what is shown.
Everything the detail pane displays goes through here; only http(s) links ever reach the
system browser, and only attached files that are documents reach the system's viewers.
"""

from __future__ import annotations

import html
import logging
import re
from collections.abc import Sequence
from urllib.parse import quote

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from lectern.core.openable import Document

log = logging.getLogger(__name__)

SAFE_SCHEMES = frozenset({"http", "https"})

# Embedding/override/isolate controls: they let a title pretend to be something else
# ("\u202efdp.exe" shows as "exe.pdf"). Shown text drops them; the stored text is untouched.
_BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")
_OTHER_CONTROLS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def clean_display(text: str) -> str:
    """Text as it may be shown: no bidi overrides, no control characters."""
    return _OTHER_CONTROLS.sub("", _BIDI_CONTROLS.sub("", text))


def escape(text: str) -> str:
    """Cleaned and HTML-escaped: for putting untrusted text into a rich-text label."""
    return html.escape(clean_display(text), quote=True)


def match_spans(text: str, terms: Sequence[str]) -> list[tuple[int, int]]:
    """Where a search's words (``SearchResult.terms``) matched in `text`, as the index
    compared them: by stem, a phrase where its words stand together ("key-value store"),
    one mark for words only a hyphen joins. The list, the title and the abstract all ask
    here."""
    if not terms:
        return []
    # Imported at the first marks: the window starts without the index's analysis, and only
    # a search, which has loaded it, gives terms.
    from lectern.core.search.highlight import term_spans

    return term_spans(text, terms)


def highlight_html(text: str, terms: Sequence[str], *, color: str = "#ffe08a") -> str:
    """Escaped text with the search terms marked, for a rich-text QLabel."""
    text = clean_display(text)
    out: list[str] = []
    last = 0
    for start, end in match_spans(text, terms):
        out.append(html.escape(text[last:start]))
        out.append(
            f'<span style="background-color:{color}; color:#000">'
            f"{html.escape(text[start:end])}</span>"
        )
        last = end
    out.append(html.escape(text[last:]))
    return "".join(out)


def external_url(link: str | QUrl) -> QUrl | None:
    """The URL the browser may open for ``link``, or None if it must not be opened.

    ``doi:`` and ``arxiv:`` links become their https resolver pages; everything but
    http(s) with a host (``javascript:``, ``file:``, ``data:``, relative paths) is refused.
    """
    url = link if isinstance(link, QUrl) else QUrl(str(link).strip())
    scheme = url.scheme().lower()
    if scheme == "doi":
        url = QUrl("https://doi.org/" + url.path().lstrip("/"))
    elif scheme == "arxiv":
        url = QUrl("https://arxiv.org/abs/" + url.path().lstrip("/"))
    if not url.isValid() or url.scheme().lower() not in SAFE_SCHEMES or not url.host():
        return None
    return url


def open_external(link: str | QUrl) -> bool:
    """Open ``link`` in the system browser after the scheme check; False if refused, or if
    no browser took it (``QDesktopServices.openUrl`` said so)."""
    url = external_url(link)
    if url is None:
        shown = link.toString() if isinstance(link, QUrl) else str(link)
        log.warning("refused to open a link that is not http(s): %r", shown[:200])
        return False
    return bool(QDesktopServices.openUrl(url))


def open_local_file(document: Document) -> bool:
    """Ask the system to open an attached file that lectern.core.openable judged a document
    (only it makes one); False if no program took it. Lectern only points at the file: it
    never copies, moves or changes it."""
    return bool(QDesktopServices.openUrl(QUrl.fromLocalFile(document.path)))


def doi_url(doi: str) -> str:
    """DOIs may hold '#', '?' or '<': they are quoted so the whole DOI reaches the resolver."""
    return "https://doi.org/" + quote(doi.strip(), safe="/:;()[]-._~")


def arxiv_url(arxiv_id: str) -> str:
    return "https://arxiv.org/abs/" + quote(arxiv_id.strip(), safe="/.-")
