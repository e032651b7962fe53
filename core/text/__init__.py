"""Text helpers shared by import, index and display: plain text, links and safe HTML.

LaTeX conversion lives in :mod:`lectern.core.text.latex`; derived titles in
:mod:`lectern.core.text.titles`. Both are re-exported here so callers keep one import.
"""

from __future__ import annotations

import html
import re
from urllib.parse import quote

from lectern.core.text.latex import latex_to_text, split_display_math
from lectern.core.text.titles import TitleOrigin, derive_title, identifier_title, title_origin

__all__ = [
    "TitleOrigin",
    "abstract_html",
    "derive_title",
    "find_code_urls",
    "find_urls",
    "identifier_title",
    "latex_to_text",
    "plain_text",
    "strip_controls",
    "title_origin",
]

# Hosts whose links in an abstract point at code, weights or data for the paper.
CODE_HOSTS = (
    "github.com",
    "gitlab.com",
    "bitbucket.org",
    "huggingface.co",
    "codeberg.org",
    "gitee.com",
    "sourceforge.net",
    "sr.ht",
    "git.sr.ht",
    "anonymous.4open.science",
    "kaggle.com",
    "colab.research.google.com",
    "zenodo.org",
    "pypi.org",
    "gitlab.inria.fr",
    "hf.co",
)
_BARE_HOSTS = (
    "github.com",
    "gitlab.com",
    "huggingface.co",
    "bitbucket.org",
    "codeberg.org",
    "gitee.com",
    "anonymous.4open.science",
    "hf.co",
)

# A URL may carry LaTeX escapes (\_ \% \#) when it comes from a LaTeX abstract.
_URL_CHARS = r"(?:[^\s<>\"'{}|\\^`\[\]]|\\[_%#&~])"
_URL = re.compile(rf"https?://{_URL_CHARS}+", re.I)
_BARE = re.compile(
    rf"(?<![\w./@:-])(?:www\.)?(?:{'|'.join(re.escape(h) for h in _BARE_HOSTS)})/{_URL_CHARS}+",
    re.I,
)
_TRAILING = ".,;:!?'\"*"
# Compiled once, not looked up in the module's cache for each link of a large import.
_LATEX_ESCAPE = re.compile(r"\\([_%#&~])")
_HOST_AND_PATH = re.compile(r"https?://([^/?#]+)(/[^?#]*)?", re.I)
# Bidirectional overrides and isolates can make "evil.exe" look like "exe.live"; C0/C1
# controls have no business in an abstract. Tabs and newlines stay.
_CONTROLS = re.compile(
    r"[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f"
    r"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)
# Bounded spans keep a text full of stray asterisks linear.
_EMPHASIS = re.compile(
    r"\*\*(?=\S)([^*\n]{1,300}?)(?<=\S)\*\*"
    r"|(?<![\w*])\*(?=[^\s*])([^*\n]{1,300}?)(?<=[^\s*])\*(?![\w*])"
    r"|(?<![\w`])`([^`\n]{1,300})`(?!\w)"
)
_UNDERSCORE_EMPHASIS = re.compile(r"(?<![\w\\])__?(?=[^\s_])([^_\n]{1,300}?)(?<=[^\s_])__?(?![\w])")


def strip_controls(text: str) -> str:
    """Remove bidi overrides and control characters that could disguise text."""
    return _CONTROLS.sub("", text)


def plain_text(text: str) -> str:
    """What the index sees: LaTeX as Unicode, Markdown emphasis removed, spaces collapsed."""
    text = latex_to_text(text)
    if "*" in text or "`" in text:
        text = _EMPHASIS.sub(lambda m: m.group(1) or m.group(2) or m.group(3), text)
    if "_" in text:
        text = _UNDERSCORE_EMPHASIS.sub(r"\1", text)
    return single_spaced(strip_controls(text))


def single_spaced(text: str) -> str:
    """`" ".join(text.split())`: every run of spaces one space, none at either end.

    A hard-wrapped abstract's only spaces are single spaces and line breaks: then each line
    break becomes a space and that is all, in a third of the time splitting it into its
    words and joining them takes (an import does it for every abstract, and the index
    again)."""
    flat = text.replace("\n", " ")
    if (
        flat.isascii()
        and "  " not in flat
        and flat[:1] != " "
        and flat[-1:] != " "
        and not any(space in flat for space in _OTHER_ASCII_SPACES)
    ):
        return flat
    return " ".join(text.split())


_OTHER_ASCII_SPACES = "\t\x0b\x0c\r\x1c\x1d\x1e\x1f"  # what str.split() splits at, too


def _clean_url(url: str) -> str:
    url = _LATEX_ESCAPE.sub(r"\1", url)
    while url and url[-1] in _TRAILING + ")]":
        if url[-1] == ")" and url.count("(") >= url.count(")"):
            break
        if url[-1] == "]" and url.count("[") >= url.count("]"):
            break
        url = url[:-1]
    return url


def _url_matches(text: str) -> list[re.Match[str]]:
    """`_URL.finditer(text)`, tried only where a "://" is: every link has one four or five
    characters in ("http://", "https://"), and the pattern tried at every character was
    a sixth of finding an abstract's links."""
    found: list[re.Match[str]] = []
    end = 0
    at = text.find("://")
    while at >= 0:
        for start in (at - 5, at - 4):
            if start >= end and (match := _URL.match(text, start)) is not None:
                found.append(match)
                end = match.end()
                break
        at = text.find("://", at + 1)
    return found


def _bare_matches(text: str) -> list[re.Match[str]]:
    """`_BARE.finditer(text)`, tried in an ASCII text only where a code host's name is (or
    "www." before it): the pattern tried at every character was three quarters of finding
    an abstract's links, and an import of 75,000 arXiv abstracts looks in 13,000 of them.
    Case folds past ASCII (the Kelvin sign is a "k" to the pattern) leave other texts to the
    pattern alone."""
    if not text.isascii():
        return list(_BARE.finditer(text))
    lowered = text.lower()
    starts: set[int] = set()
    for host in _BARE_HOSTS:
        at = lowered.find(host)
        while at >= 0:
            starts.update((at, at - 4))
            at = lowered.find(host, at + 1)
    found: list[re.Match[str]] = []
    end = 0
    for start in sorted(starts):
        if start >= end and (match := _BARE.match(text, start)) is not None:
            found.append(match)
            end = match.end()
    return found


def _iter_urls(text: str) -> list[tuple[int, int, str]]:
    """(start, end, url) for every http(s) URL and bare code-host link, in order."""
    found = [(m.start(), m.end(), _clean_url(m.group(0))) for m in _url_matches(text)]
    taken = [(s, e) for s, e, _ in found]
    for match in _bare_matches(text):
        if not any(s <= match.start() < e for s, e in taken):
            found.append((match.start(), match.end(), "https://" + _clean_url(match.group(0))))
    return sorted(found)


def find_urls(text: str) -> list[str]:
    """Every http(s) link in the text (LaTeX escapes undone, trailing punctuation dropped)."""
    urls: list[str] = []
    for _, _, url in _iter_urls(text):
        if "://" in url and url.split("://", 1)[1].strip("/") and url not in urls:
            urls.append(url)
    return urls


def _is_code_url(url: str) -> bool:
    match = _HOST_AND_PATH.match(url)
    if not match:
        return False
    host = match.group(1).lower().split("@")[-1].split(":")[0]
    if host.startswith("www."):
        host = host[4:]
    path = (match.group(2) or "").strip("/")
    return bool(path) and any(host == h or host.endswith("." + h) for h in CODE_HOSTS)


def find_code_urls(text: str, urls: list[str] | None = None) -> list[str]:
    """Links to code, models or data (GitHub, GitLab, Hugging Face, …), schemeless ones too;
    `urls` is `find_urls(text)` when the caller has it (an import's abstracts: it was found
    twice).

    Text that names none of the hosts has none: most of a large import's links (a DOI, a
    publisher's page) are not looked at link by link."""
    lowered = text.lower()
    if not any(host in lowered for host in CODE_HOSTS):
        return []
    return [url for url in (find_urls(text) if urls is None else urls) if _is_code_url(url)]


# --- safe HTML for the detail pane ---------------------------------------------

_LINKISH = re.compile(
    r"\\href\s*\{(?P<href>[^{}]*)\}\s*\{(?P<label>(?:[^{}]|\{[^{}]*\})*)\}"
    r"|\\url\s*\{(?P<url>[^{}]*)\}"
    rf"|(?P<bare>https?://{_URL_CHARS}+)"
    rf"|(?P<host>{_BARE.pattern})"
    r"|(?P<doi>\b(?:doi:\s*)?10\.\d{4,9}/[^\s\"<>{}]+)"
    r"|(?P<arxiv>\barXiv:\s*(?:\d{4}\.\d{4,5}|[a-z\-]+(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?)",
    re.I,
)


def _link(href: str, label: str) -> str:
    safe = quote(href, safe="/:?#[]@!$&'()*+,;=%~-._")
    return f'<a href="{html.escape(safe, quote=True)}">{label}</a>'


def _text_html(text: str) -> str:
    """LaTeX → Unicode, then escape, then Markdown emphasis as <b>/<i> around escaped text."""
    escaped = html.escape(latex_to_text(text))
    return _EMPHASIS.sub(
        lambda m: (
            f"<b>{m.group(1)}</b>"
            if m.group(1) is not None
            else f"<i>{m.group(2)}</i>"
            if m.group(2) is not None
            else f"<code>{m.group(3)}</code>"
        ),
        escaped,
    )


def _bold_latex(text: str) -> str:
    """\\textbf{x}/\\emph{x} → Markdown marks, so the detail pane shows them as emphasis."""
    text = re.sub(r"\\textbf\s*\{([^{}$]*)\}", r"**\1**", text)
    return re.sub(r"\\(?:emph|textit)\s*\{([^{}$]*)\}", r"*\1*", text)


def _paragraph_html(text: str) -> str:
    out: list[str] = []
    pos = 0
    for match in _LINKISH.finditer(text):
        out.append(_text_html(text[pos : match.start()]))
        pos = match.end()
        kind = next(
            k for k in ("href", "url", "bare", "host", "doi", "arxiv") if match.group(k) is not None
        )
        if kind == "href":
            target = _clean_url(match.group("href").strip())
            label = _text_html(match.group("label")) or html.escape(target)
            if re.match(r"https?://", target, re.I):
                out.append(_link(target, label))
            else:  # javascript:, file:, data: … stay visible text
                out.append(f"{label} ({html.escape(target)})")
        elif kind == "host":  # github.com/owner/repo written without a scheme
            raw = match.group(kind)
            target = _clean_url(raw)
            out.append(_link("https://" + target, html.escape(target)))
            out.append(html.escape(raw[len(target) :]))
        elif kind in ("url", "bare"):
            raw = match.group(kind).strip()
            target = _clean_url(raw)
            tail = raw[len(target) :] if raw.startswith(target) and kind == "bare" else ""
            if re.match(r"https?://", target, re.I):
                out.append(_link(target, html.escape(target)))
            else:
                out.append(html.escape(target))
            out.append(html.escape(tail))
        elif kind == "doi":
            raw = match.group("doi")
            doi = _clean_url(re.sub(r"(?i)^doi:\s*", "", raw))
            out.append(
                _link(f"https://doi.org/{doi}", html.escape(raw[: raw.find(doi) + len(doi)]))
            )
            out.append(html.escape(raw[raw.find(doi) + len(doi) :]))
        else:
            raw = match.group("arxiv")
            ident = re.sub(r"(?i)^arxiv:\s*", "", raw)
            out.append(_link(f"https://arxiv.org/abs/{ident}", html.escape(raw)))
    out.append(_text_html(text[pos:]))
    return "".join(out)


def _blocks_html(paragraph: str) -> str:
    """A paragraph as <p> blocks, each $$…$$ in it a centred block of its own between them."""
    out: list[str] = []
    for piece, display in split_display_math(paragraph):
        if display:
            out.append(f"<center>{html.escape(latex_to_text(piece))}</center>")
        elif piece.strip():
            out.append(f"<p>{_paragraph_html(piece.strip())}</p>")
    return "".join(out)


def abstract_html(text: str) -> str:
    """Abstract → safe HTML for reading.

    Nothing from the input reaches the HTML unescaped: each piece is converted
    (LaTeX → Unicode) and escaped, and only Lectern's own tags wrap it — <p>,
    <b>, <i>, <code>, <center> for display math, and <a href> for http(s) links,
    DOIs and arXiv ids. Hard-wrapped lines are joined; blank lines separate paragraphs.
    """
    text = strip_controls(text.replace("\r\n", "\n").replace("\r", "\n"))
    paragraphs = [p for p in re.split(r"\n[ \t]*\n|\n(?=[ \t]+\S)", text.strip()) if p.strip()]
    return "".join(_blocks_html(" ".join(_bold_latex(p).split())) for p in paragraphs)
