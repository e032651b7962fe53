"""BibTeX text both ways: what Lectern writes into a field, and reading it back exactly.

Math between ``$…$`` is written as it is; the rest is escaped so every value is valid LaTeX
that prints as the text and keeps the file's braces balanced. :func:`unescape` is the exact
inverse, used for entries Lectern wrote itself (they carry ``lectern-id``); other files go
through the general LaTeX reader, which also turns ``\\"o`` into "ö".
"""

from __future__ import annotations

import re
from collections.abc import Callable

_SPECIALS = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}
_SPECIAL_RE = re.compile(r"[\\&%$#_~^{}]")
_LINE_START_AT = re.compile(r"(^|\n)([ \t]*)@")


def escape(text: str) -> str:
    """Text → a BibTeX/LaTeX value that prints as the text and keeps braces balanced.

    Math between ``$…$`` (with balanced braces) is kept as written. Elsewhere matched
    braces become ``\\{``/``\\}``; a brace without a partner becomes
    ``\\textbraceleft{}``/``\\textbraceright{}`` because BibTeX counts every
    brace, escaped or not, and a lone one would swallow the rest of the file.
    An "@" at the start of a line is wrapped as ``{@}`` so no parser mistakes
    it for a new entry.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return _LINE_START_AT.sub(r"\1\2{@}", _around_math(text, _escape_span))


def _around_math(text: str, outside: Callable[[str, int, int, set[int]], str]) -> str:
    """Math spans as written, the text between them through `outside`."""
    lone = unmatched_braces(text)
    out, last = [], 0
    for start, end in _math_spans(text, lone):
        out.append(outside(text, last, start, lone))
        out.append(text[start:end])
        last = end
    out.append(outside(text, last, len(text), lone))
    return "".join(out)


_MATH = re.compile(r"(?<![\\$])\$(?!\$)([^$\n]+?)(?<![\\\s])\$(?!\$)")


def _math_spans(text: str, lone: set[int]) -> list[tuple[int, int]]:
    """Inline math that survives as written: `$…$` on one line, its braces balanced."""
    spans = []
    for match in _MATH.finditer(text):
        inner = match.group(1)
        if (
            not any(match.start() <= i < match.end() for i in lone)
            and _balanced(inner)
            and not inner.startswith(" ")
        ):
            spans.append((match.start(), match.end()))
    return spans


def escape_free_text(text: str) -> str:
    """Notes, nearly as typed (JabRef reads ``comment`` as plain text): only a lone brace
    and a line-starting "@", which would break the file, are written otherwise."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lone = unmatched_braces(text)
    out = [
        (r"\textbraceleft{}" if ch == "{" else r"\textbraceright{}") if i in lone else ch
        for i, ch in enumerate(text)
    ]
    return _LINE_START_AT.sub(r"\1\2{@}", "".join(out))


def _escape_span(text: str, start: int, end: int, lone: set[int]) -> str:
    out: list[str] = []
    last = start
    for match in _SPECIAL_RE.finditer(text, start, end):
        out.append(text[last : match.start()])
        char = match.group(0)
        if char == "{":
            out.append(r"\textbraceleft{}" if match.start() in lone else r"\{")
        elif char == "}":
            out.append(r"\textbraceright{}" if match.start() in lone else r"\}")
        else:
            out.append(_SPECIALS[char])
        last = match.end()
    out.append(text[last:end])
    return "".join(out)


def unmatched_braces(text: str) -> set[int]:
    """Where the braces without a partner are (BibTeX counts every brace, escaped or not)."""
    stack: list[int] = []
    lone: set[int] = set()
    for i, char in enumerate(text):
        if char == "{":
            stack.append(i)
        elif char == "}":
            if stack:
                stack.pop()
            else:
                lone.add(i)
    lone.update(stack)
    return lone


def _needs_protection(word: str) -> bool:
    """Acronyms and mixed-case names ("BERT", "LaTeX", "GPT-4o") keep their capitals."""
    letters = [ch for ch in word if ch.isalpha()]
    return any(ch.isupper() for ch in letters[1:])


def escape_title(title: str) -> str:
    """Like :func:`escape`, with words whose capitals matter in braces, as JabRef does."""
    return _around_math(" ".join(title.split()), _protected_words)


def _protected_words(title: str, start: int, end: int, lone: set[int]) -> str:
    out = []
    for match in re.compile(r"\S+|\s+").finditer(title, start, end):
        word = match.group(0)
        if word.isspace():
            out.append(word)
            continue
        escaped = _escape_span(title, match.start(), match.end(), lone)
        protect = _needs_protection(word) and _balanced(escaped)
        out.append("{" + escaped + "}" if protect else escaped)
    return "".join(out)


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += char == "{"
        depth -= char == "}"
        if depth < 0:
            return False
    return depth == 0


def escape_name(name: str) -> str:
    """A name holding " and " is an organisation: braces keep BibTeX from splitting it."""
    name = " ".join(name.split())
    escaped = escape(name)
    if re.search(r"\sand\s", name, re.I) or "," in name:  # "Edwin V. Bell, II" stays one name
        return "{" + escaped + "}"
    return escaped


def verbatim(value: str) -> str:
    """URLs and DOIs are read verbatim by biblatex: only what would break the file changes."""
    return re.sub(r"[{}\s]", lambda m: f"%{ord(m.group(0)):02X}", value.strip())


# biblatex reads these fields verbatim (its manual, "Field types: verbatim"): a "%" or "#"
# in a URL or a DOI is the value itself, never LaTeX.
VERBATIM_FIELDS = frozenset(
    {"doi", "eprint", "file", "pdf", "url", "urlraw", "verba", "verbb", "verbc"}
)
_BARE_SPECIAL = re.compile(r"(?<!\\)[&%#]")
_URL_ARGUMENT = re.compile(r"\\(?:url|href)\{[^{}]*\}")


def escape_bare_specials(value: str) -> str:
    """A value typed as LaTeX, with each bare "&", "%" and "#" given its backslash.

    None of the three can stand bare in LaTeX text: "Walter de Gruyter & Co." stops the
    document that cites it ("Misplaced alignment tab character &"), and a bare "%" hides the
    rest of the value. What the user escaped is kept; so is a ``\\url{…}`` or ``\\href{…}``
    argument, which the url package reads as written.
    """
    out, last = [], 0
    for match in _URL_ARGUMENT.finditer(value):
        out.append(_BARE_SPECIAL.sub(r"\\\g<0>", value[last : match.start()]))
        out.append(match.group(0))
        last = match.end()
    out.append(_BARE_SPECIAL.sub(r"\\\g<0>", value[last:]))
    return "".join(out)


_UNESCAPES = {
    r"\textbackslash{}": "\\",
    r"\textasciitilde{}": "~",
    r"\textasciicircum{}": "^",
    r"\textbraceleft{}": "{",
    r"\textbraceright{}": "}",
    "\\&": "&",
    "\\%": "%",
    "\\$": "$",
    "\\#": "#",
    "\\_": "_",
    "\\{": "{",
    "\\}": "}",
}
_UNESCAPE_RE = re.compile(
    "|".join(re.escape(k) for k in sorted(_UNESCAPES, key=len, reverse=True)) + r"|\$|\{|\}"
)
_LINE_START_BRACED_AT = re.compile(r"(^|\n)([ \t]*)\{@\}")


def unescape(value: str) -> str:
    """The text :func:`escape` or :func:`escape_title` wrote, exactly: math as written,
    escapes undone, the braces that protect capitals dropped."""
    value = _LINE_START_BRACED_AT.sub(r"\1\2@", value)
    out: list[str] = []
    pos, in_math = 0, False
    for match in _UNESCAPE_RE.finditer(value):
        token = match.group(0)
        out.append(value[pos : match.start()])
        pos = match.end()
        if token == "$":
            in_math = not in_math
            out.append(token)
        elif in_math:
            out.append(token)  # math is written as it is
        elif token in ("{", "}"):
            continue  # a brace that protects capitals ({BERT})
        else:
            out.append(_UNESCAPES[token])
    out.append(value[pos:])
    return "".join(out)


_LINE_AT = re.compile(r"(^|\n)([ \t]*)\{@\}")


def unescape_free_text(value: str) -> str:
    """The inverse of :func:`escape_free_text`."""
    value = value.replace(r"\textbraceleft{}", "{").replace(r"\textbraceright{}", "}")
    return _LINE_AT.sub(r"\1\2@", value)
