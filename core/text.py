"""Text helpers shared by import, index and display.

(First cut: the importers work refines derive_title and the rendering.)
"""

from __future__ import annotations

import html
import re
from functools import lru_cache

_URL = re.compile(r"https?://[^\s<>\"'{}\\]+", re.I)
_CODE_HOSTS = ("github.com", "gitlab.com", "bitbucket.org", "huggingface.co", "codeberg.org")


@lru_cache(maxsize=1)
def _latex_converter():
    from pylatexenc.latex2text import LatexNodes2Text

    return LatexNodes2Text(math_mode="text", strict_latex_spaces=False)


def latex_to_text(text: str) -> str:
    """LaTeX (accents, math, commands) → readable Unicode; never raises."""
    if "\\" not in text and "$" not in text and "{" not in text:
        return text
    try:
        return _latex_converter().latex_to_text(text)
    except Exception:  # pylatexenc raises assorted errors on broken input
        return text


def plain_text(text: str) -> str:
    """What the index sees: LaTeX as Unicode, Markdown emphasis removed, spaces collapsed."""
    text = latex_to_text(text)
    text = re.sub(r"[*_`]{1,3}", "", text)
    return " ".join(text.split())


def find_urls(text: str) -> list[str]:
    urls = []
    for match in _URL.finditer(text):
        url = match.group(0).rstrip(".,;:)]}")
        if url not in urls:
            urls.append(url)
    return urls


def find_code_urls(text: str) -> list[str]:
    return [u for u in find_urls(text) if any(host in u.lower() for host in _CODE_HOSTS)]


def derive_title(abstract: str) -> str:
    """A title a person would recognise, for abstracts that come without one."""
    first = re.split(r"(?<=[.!?])\s+", plain_text(abstract), maxsplit=1)[0]
    words = first.split()
    return " ".join(words[:14]) + ("…" if len(words) > 14 else "")


def abstract_html(text: str) -> str:
    """Abstract → safe HTML for reading: everything escaped, then a few marks restored."""
    return "<p>" + html.escape(latex_to_text(text)) + "</p>"
