"""The address that opens Lectern's reader at a page of a paper: ``lectern://open/ID?page=N``.

Exported marks link back to their page with it (a Markdown note in another program opens
the paper where the passage is), and the desktop hands it to Lectern as it hands a file.
The paper's id is percent-encoded as one path segment (a DOI's "/" would split it); the
page counts from 1, as printed.
"""

from __future__ import annotations

from urllib.parse import parse_qs, quote, unquote, urlsplit

SCHEME = "lectern"
OPEN = "open"


def open_address(paper_id: str, page: int) -> str:
    """The address of page `page` (from 1) of the paper."""
    return f"{SCHEME}://{OPEN}/{quote(paper_id, safe=':')}?page={max(1, int(page))}"


def parse_address(text: str) -> tuple[str, int] | None:
    """(paper id, page from 1) of a ``lectern://open/…`` address; the first page when it
    names none; None for anything else (another address, no id, a page that is no number)."""
    try:
        parts = urlsplit(text.strip())
    except ValueError:
        return None
    if parts.scheme.lower() != SCHEME or parts.netloc.lower() != OPEN:
        return None
    paper_id = unquote(parts.path.removeprefix("/"))
    if not paper_id or "/" in parts.path.removeprefix("/"):
        return None
    pages = parse_qs(parts.query).get("page", ["1"])
    try:
        page = int(pages[0])
    except ValueError:
        return None
    return (paper_id, page) if page >= 1 else None
