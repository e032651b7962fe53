"""LaTeX as found in abstracts and BibTeX fields → readable Unicode, quickly.

pylatexenc's full converter costs about 0.1 ms per call plus ~3 µs per character
(seconds for a 75,000-paper import), treats every bare ``%`` ("40% faster") as a
comment that swallows the rest of the abstract, drops ``\\TeX``/``\\LaTeX`` and
crashes on ``\\href``. So Lectern walks the string itself with one tokenizing
regex and borrows pylatexenc's *tables* (800+ symbol macros → Unicode).

The display is one rendering wherever a value comes from. TeX's dashes and quotes read as
they print (two hyphens an en dash, three an em dash, two backticks and two apostrophes
curly double quotes, a backtick and an apostrophe around words single ones) everywhere but
in math, links and verbatim text. A macro Lectern does not know is kept as written
(``\\uktug``), never dropped: only macros known to print no words (font switches, spacing,
``\\label``) vanish. Text with no backslash, dollar, TeX dash or quote is returned as it is.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Container
from functools import lru_cache

from lectern.core.text.latex_tables import (
    CASES,
    CITES,
    DROP,
    FUNCTIONS,
    LOGOS,
    MATH_ACCENTS,
    MEASURED,
    NOTES,
    PASS,
    QUOTES,
    SPACING,
    STYLED,
    STYLED_HOLES,
    SUB,
    SUP,
    TEXT_ACCENTS,
    THIN_DASHES,
)

_TOKEN = re.compile(r"\\(?:[A-Za-z@]+\*?|.)|\$\$|\$|[{}^_~]|---?|``|''|[^\\${}^_~\-`']+|.", re.S)
_VERB = re.compile(r"\\(?:verb|path)\*?([^A-Za-z\s{])(.*?)\1", re.S)
# A link written out in the text, with the escapes LaTeX needs in one (\_ \% \# \& \~).
_BARE_URL = re.compile(r"\b[A-Za-z][A-Za-z0-9+.\-]*://(?:[^\s\\{}<>\"`']|\\[_%#&~$])+")
_URL_ESCAPE = re.compile(r"\\([_%#&~$])")
# Parts of the output set aside from TeX's ligatures (math, links, verbatim) wait in a list
# while the rest is read; these two noncharacters, never in real text, mark where each goes.
_OPEN, _CLOSE = "\ufdd0", "\ufdd1"
_KEPT = re.compile(f"{_OPEN}(\\d+){_CLOSE}")
# `x' is a pair of single quotes; an apostrophe inside (`don't stop') is left as typed.
_SINGLE_QUOTED = re.compile(r"`((?:[^`'\n]|'(?=\w)){1,300}?)'(?!\w)")
_CHAR_CODE = re.compile(r"(\d+)|'([0-7]+)|\"([0-9A-Fa-f]+)")
_ORDINAL = {"1": "st", "2": "nd", "3": "rd"}
_FRACTIONS = frozenset("frac dfrac tfrac nicefrac sfrac cfrac".split())
_URLS = frozenset(("url", "nolinkurl"))
_LINKS = frozenset(("href", "hyperlink"))  # the link goes, its text stays
_SCRIPTS = frozenset(("textsuperscript", "textsubscript"))
_COLOURED = frozenset(("textcolor", "colorbox", "mathcolor"))
_BINOMIALS = frozenset(("binom", "dbinom", "tbinom"))
# Read by name in _Walker.command, beside the tables.
_HANDLED = _FRACTIONS | _URLS | _LINKS | _SCRIPTS | _COLOURED | _BINOMIALS
_HANDLED |= frozenset("sqrt cs char not nth unicode pmod verb path".split())
_DIMENSION = re.compile(r"[\d.]+\s*(?:em|ex|pt|mu|sp|cm|mm|in|pc|bp|dd|cc)?")


def prepare() -> None:
    """Build the macro table now (about 25 ms, once), so the first abstract with LaTeX in
    it is not the one that waits for it."""
    _symbols()


def known_macro(name: str) -> bool:
    """Whether Lectern reads ``\\name`` itself (a symbol, logo, accent, style, citation, or a
    macro known to print no words). Any other macro is kept as written."""
    name = name.rstrip("*")
    tables: tuple[Container[str], ...] = (
        _HANDLED,
        PASS,
        DROP,
        CITES,
        NOTES,
        CASES,
        QUOTES,
        STYLED,
        MATH_ACCENTS,
        TEXT_ACCENTS,
        FUNCTIONS,
        THIN_DASHES,
        _symbols(),
    )
    return any(name in table for table in tables)


@lru_cache(maxsize=1)
def _symbols() -> dict[str, str]:
    """No-argument macros → text, from pylatexenc's tables plus Lectern's logos."""
    from pylatexenc import latex2text, latexwalker

    table: dict[str, str] = {}
    walker_db = latexwalker.get_default_latex_context_db()
    for spec in latex2text.get_default_latex_context_db().iter_macro_specs():
        repl = spec.simplify_repl
        if not isinstance(repl, str) or "%" in repl or spec.macroname == "today":
            continue
        walker_spec = walker_db.get_macro_spec(spec.macroname)
        if walker_spec is not None and getattr(walker_spec, "arguments_spec_list", None):
            continue
        table[spec.macroname] = repl
    table.update(LOGOS)
    return table


def _styled(text: str, style: str) -> str:
    out = []
    for ch in text:
        hole = STYLED_HOLES.get((style, ch))
        if hole:
            out.append(hole)
        elif ch.isascii() and ch.isalpha():
            case = "CAPITAL" if ch.isupper() else "SMALL"
            try:
                out.append(unicodedata.lookup(f"MATHEMATICAL {style} {case} {ch.upper()}"))
            except KeyError:
                out.append(ch)
        else:
            out.append(ch)
    return "".join(out)


def _grouped(text: str) -> str:
    """Parentheses where a fraction or root would otherwise read wrong: (a+b)/c."""
    return text if len(text) <= 1 or text.isalnum() else f"({text})"


def _script(text: str, table: dict[str, str], mark: str) -> str:
    """x^{10} → x¹⁰ when every character has a Unicode form, else x^(ab)."""
    stripped = text.strip()
    if not stripped:
        return ""
    if all(ch in table or ch in ", " for ch in stripped):
        return "".join(table.get(ch, ch) for ch in stripped if ch != " ")
    return mark + (stripped if len(stripped) == 1 else f"({stripped})")


def _set_aside(kept: list[str], text: str) -> str:
    """`text` out of the way of TeX's ligatures: a marker that :func:`_put_back` replaces."""
    kept.append(text)
    return f"{_OPEN}{len(kept) - 1}{_CLOSE}"


def _put_back(text: str, kept: list[str]) -> str:
    for _ in range(4):  # a part set aside may hold another (a link inside kept math)
        if _OPEN not in text:
            break
        text = _KEPT.sub(lambda m: kept[int(m.group(1))], text)
    return text.replace(_OPEN, "").replace(_CLOSE, "") if _OPEN in text else text


def _ligatures(text: str) -> str:
    """TeX's dashes and quotes as they print: -- –, --- —, `` “, '' ”, `x' ‘x’."""
    if "--" in text:
        text = text.replace("---", "—").replace("--", "–")
    if "``" in text:
        text = text.replace("``", "“")
    if "''" in text:
        text = text.replace("''", "”")
    if "`" in text and "'" in text:
        text = _SINGLE_QUOTED.sub(r"‘\1’", text)
    return text


def _ordinal(number: str) -> str:
    """\\nth{3} → 3rd, \\nth{12} → 12th."""
    digits = number.strip()
    if not digits.isdigit():
        return digits
    tail = "th" if digits[-2:-1] == "1" else _ORDINAL.get(digits[-1:], "th")
    return digits + tail


class _Walker:
    """A small recursive reader over the token stream; never raises on bad input."""

    def __init__(self, text: str, keep_math: bool, kept: list[str]) -> None:
        self.tokens: list[str] = _TOKEN.findall(text)
        self.pos = 0
        self.keep_math = keep_math
        self.kept = kept
        self.symbols = _symbols()

    def set_aside(self, text: str) -> str:
        return _set_aside(self.kept, text) if text else ""

    def peek(self) -> str | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> str:
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def skip_spaces(self) -> None:
        while (token := self.peek()) is not None and token[:1].isspace():
            if token.isspace():
                self.pos += 1
            else:
                self.tokens[self.pos] = token.lstrip()
                break

    def raw_group(self) -> str:
        """A brace group's source text, unconverted (URLs, colour names)."""
        self.skip_spaces()
        if self.peek() != "{":
            return self.take() if self.peek() is not None else ""
        self.pos += 1
        depth, out = 1, []
        while (token := self.peek()) is not None:
            self.pos += 1
            if token == "{":
                depth += 1
            elif token == "}":
                depth -= 1
                if depth == 0:
                    break
            out.append(token)
        return "".join(out)

    def arg(self, math: bool) -> str:
        """One argument: a brace group, a command, or a single character."""
        self.skip_spaces()
        token = self.peek()
        if token is None:
            return ""
        if token == "{":
            self.pos += 1
            return self.until_close(math)
        if token.startswith("\\") or token in ("$", "$$"):
            return self.one(math)
        if len(token) > 1 and not token.startswith("-"):
            self.tokens[self.pos] = token[1:]
            return token[0]
        self.pos += 1
        return token

    def optional(self) -> str:
        """Skip an optional [..] argument; return its raw text."""
        head = self.peek()
        if head is None or not head.startswith("["):
            return ""
        out = []
        while (token := self.peek()) is not None:
            self.pos += 1
            if "]" in token:
                head, _, tail = token.partition("]")
                out.append(head)
                if tail:
                    self.pos -= 1
                    self.tokens[self.pos] = tail
                break
            out.append(token)
        return "".join(out)[1:]

    def until_close(self, math: bool) -> str:
        out = []
        while (token := self.peek()) is not None:
            if token == "}":
                self.pos += 1
                break
            out.append(self.one(math))
        return "".join(out)

    def run(self) -> str:
        out = []
        while self.peek() is not None:
            token = self.peek()
            if token == "}":
                self.pos += 1  # unbalanced: drop
                continue
            out.append(self.one(False))
        return "".join(out)

    def math(self, closer: str, opener: str) -> str:
        out = []
        last = ""
        if not self.keep_math:  # TeX ignores the spaces typed in math: "$ \\{ $" is "{"
            self.skip_spaces()
        while (token := self.peek()) is not None:
            if token == closer:
                self.pos += 1
                break
            last = token
            out.append(self.take() if self.keep_math else self.one(True))
        if self.keep_math:
            end = closer if self.tokens[self.pos - 1] == closer else ""
            return self.set_aside(opener + "".join(out) + end)
        if out and last[-1:].isspace() and not last.startswith("\\"):
            out[-1] = out[-1].rstrip()
        return self.set_aside("".join(out))

    def one(self, math: bool) -> str:
        token = self.take()
        if token == "{":
            return self.until_close(math)
        if token == "}":
            return ""
        if token in ("$", "$$"):
            return self.math(token, token) if not math else ""
        if token == "~":  # a tie between words; "~10%" in an abstract means "about"
            before = self.tokens[self.pos - 2] if self.pos >= 2 else ""
            after = self.peek() or ""
            joins = before and not before[-1].isspace() and after and not after[0].isspace()
            return " " if math or joins else "~"
        if token in ("^", "_"):
            if not math:
                return token
            value = self.arg(True)
            return _script(value, SUP if token == "^" else SUB, token)
        if not token.startswith("\\"):
            return token.replace("'", "′") if math else token  # ligatures: see _ligatures
        return self.command(token[1:], math)

    def command(self, name: str, math: bool) -> str:
        if name in ("(", "["):
            return self.math("\\)" if name == "(" else "\\]", "\\" + name) if not math else ""
        if name in (")", "]"):
            return ""
        if len(name) == 1 and not name.isalpha():
            if name in TEXT_ACCENTS and not math:
                return self.accent(TEXT_ACCENTS[name], math)
            if name in "%&#_${}|":
                return name
            if name in " ,;:>":
                return " "
            return " " if name == "\\" else ""  # \! \/ \- and friends
        star = name.endswith("*")
        name = name.rstrip("*")
        if name in TEXT_ACCENTS and len(name) == 1 and self.peek() not in (None, " "):
            return self.accent(TEXT_ACCENTS[name], math)
        if name in MATH_ACCENTS:
            return self.accent(MATH_ACCENTS[name], math)
        if name in STYLED:
            return _styled(self.arg(True), STYLED[name])
        if name in _FRACTIONS:
            top, bottom = self.arg(math), self.arg(math)
            return f"{_grouped(top)}/{_grouped(bottom)}"
        if name == "sqrt":
            index = self.optional()
            value = self.arg(math)
            root = {"3": "∛", "4": "∜"}.get(index.strip(), "√")
            return root + _grouped(value)
        if name in _URLS:
            return self.set_aside(_URL_ESCAPE.sub(r"\1", self.raw_group()))
        if name in _LINKS:
            self.raw_group()
            return self.arg(math)
        if name in _SCRIPTS:
            value = self.arg(math)
            return _script(value, SUP if name == "textsuperscript" else SUB, "^")
        if name in _COLOURED:
            self.raw_group()
            return self.arg(math)
        if name in QUOTES:
            left, right = QUOTES[name]
            return left + self.arg(math) + right
        if name == "cs":
            return self.set_aside("\\" + self.raw_group())
        if name == "char":
            return self.char_code()
        if name == "not":
            return self.arg(math) + "\u0338"
        if name in PASS:
            return ""  # the argument follows as an ordinary group
        if name in CITES:
            return self.citation()
        if name in NOTES:
            space = self.space_before()
            self.optional()
            words = self.arg(math).strip()
            return f"{space}({words})" if words else ""
        if name in CASES:
            return CASES[name](self.arg(math))
        if name == "nth":
            return _ordinal(self.arg(math))
        if name == "unicode":
            return self.unicode_char()
        if name in _BINOMIALS:
            top, bottom = self.arg(math), self.arg(math)
            return f"C({top}, {bottom})"
        if name == "pmod":
            space = self.space_before()
            return f"{space}(mod {self.arg(math)})"
        if name in DROP:
            if name in MEASURED:
                self.skip_dimension()
            self.optional()
            for _ in range(DROP[name]):
                self.raw_group()
            if not DROP[
                name
            ]:  # as in TeX, the spaces after \\relax or {\\tt xparse} are not printed
                self.skip_spaces()
            return " " if name in SPACING else ""
        if name in FUNCTIONS:
            return name
        if name in THIN_DASHES:
            self.skip_spaces()
            return THIN_DASHES[name]
        symbol = self.symbols.get(name)
        if symbol is not None:
            if symbol == "\\":  # "{\tt\bs csname}" prints \csname
                self.skip_spaces()
            if "-" in symbol or "`" in symbol or "'" in symbol:  # \hyphen\hyphen is not a dash
                return self.set_aside(symbol)
            return symbol
        return self.unknown(name + ("*" if star else ""), math)

    def space_before(self) -> str:
        """A space to put before text added after a word ("field\\footnote{x}": "field (x)")."""
        before = self.tokens[self.pos - 2] if self.pos >= 2 else ""
        return "" if not before or before[-1:].isspace() or before == "{" else " "

    def citation(self) -> str:
        """\\cite[pre][post]{a,b} → [pre a, b, post]: the keys say which works are meant."""
        notes = []
        while (self.peek() or "").startswith("["):
            notes.append(_Walker(self.optional(), self.keep_math, self.kept).run().strip())
        pre, post = (notes[0], notes[1]) if len(notes) > 1 else ("", notes[0] if notes else "")
        keys = ", ".join(k.strip() for k in self.raw_group().split(",") if k.strip())
        return "[" + ", ".join(part for part in (f"{pre} {keys}".strip(), post) if part) + "]"

    def unknown(self, name: str, math: bool) -> str:
        """A macro Lectern does not know, kept so that no word is lost. A name with a capital
        in it is a logo or acronym and reads as itself (\\CSTUG, \\Java, \\LaTeXML); any
        other keeps its backslash (\\uktug, \\method), with its brace arguments as written
        (\\rev{new text}). An empty {} only ends the name."""
        args = []
        while self.peek() == "{":
            if self.tokens[self.pos + 1 : self.pos + 2] == ["}"]:
                self.pos += 2
                break
            self.pos += 1
            args.append("{" + self.until_close(math) + "}")
        if not args and any(ch.isupper() for ch in name):
            return name
        return self.set_aside("\\" + name) + "".join(args)

    def char_code(self) -> str:
        """\\char`\\\\ (the character itself), \\char92, \\char'134 or \\char"5C."""
        token = self.peek()
        if token is None:
            return ""
        if token == "`":  # TeX's alphabetic constant: `x or `\x
            self.pos += 1
            following = self.take() if self.peek() is not None else ""
            return self.set_aside(following[-1:] if following.startswith("\\") else following[:1])
        if token == "'" and (self.tokens[self.pos + 1 : self.pos + 2] or [""])[0][:1].isdigit():
            self.pos += 1
            token = "'" + self.tokens[self.pos]
        match = _CHAR_CODE.match(token)
        if not match:
            return ""
        rest = token[match.end() :]
        rest = rest[1:] if rest[:1] == " " else rest  # the space that ends the number
        if rest:
            self.tokens[self.pos] = rest
        else:
            self.pos += 1
        decimal, octal, hexadecimal = match.groups()
        code = int(decimal) if decimal else int(octal, 8) if octal else int(hexadecimal, 16)
        return self.set_aside(chr(code)) if code < 0x110000 else ""

    def unicode_char(self) -> str:
        """MathJax's \\unicode{x2013} or \\unicode{8211}: the character."""
        self.optional()
        code = self.raw_group().strip().lower()
        try:
            value = (
                int(code[1:], 16)
                if code.startswith("x")
                else int(code, 0 if code[:2] == "0x" else 10)
            )
            return chr(value)
        except (ValueError, OverflowError):
            return self.set_aside(f"\\unicode{{{code}}}")

    def skip_dimension(self) -> None:
        """\\kern-.1em, \\raise.5ex, \\penalty10000: drop the sign and the length that follow
        (TeX reads \\kern-.1emVDU as a kern, then VDU)."""
        self.skip_spaces()
        if self.peek() == "-":
            self.pos += 1
        token = self.peek()
        match = _DIMENSION.match(token) if token is not None else None
        if token is not None and match:
            if match.end() < len(token):
                self.tokens[self.pos] = token[match.end() :]
            else:
                self.pos += 1

    def split_dotless(self) -> None:
        """D\\'\\iaz, as some reference managers write Díaz: the dotless i, then the letters
        that TeX would have read as part of one unknown macro's name."""
        token = self.peek()
        if (
            token is not None
            and len(token) > 2
            and token[:2] in ("\\i", "\\j")
            and token[2:].isalpha()
            and token[1:] not in self.symbols
        ):
            self.tokens[self.pos : self.pos + 1] = [token[:2], token[2:]]

    def accent(self, mark: str, math: bool) -> str:
        self.split_dotless()
        value = self.arg(math)
        if not value or value.startswith(_OPEN):
            return value
        first = {"ı": "i", "ȷ": "j"}.get(value[0], value[0])
        return first + mark + value[1:]


# TeX's display math, $$…$$ (no "$" inside but an escaped one): shown as a centred block of
# its own, in the abstract and in the notes.
DISPLAY_MATH = re.compile(r"(?<!\\)\$\$(?P<display>(?:[^$\\]|\\.)+)\$\$", re.S)


def split_display_math(text: str) -> list[tuple[str, bool]]:
    """`text` cut around its display math: the pieces in order, each with whether it is
    display math (kept with its dollars, as :func:`latex_to_text` reads it)."""
    pieces: list[tuple[str, bool]] = []
    pos = 0
    for match in DISPLAY_MATH.finditer(text):
        if match.group("display").strip():
            pieces += [(text[pos : match.start()], False), (match.group(), True)]
            pos = match.end()
    pieces.append((text[pos:], False))
    return [piece for piece in pieces if piece[0]]


def latex_to_text(text: str, *, keep_math: bool = False) -> str:
    """LaTeX (accents, math, commands) → readable Unicode; never raises.

    With ``keep_math`` the ``$…$`` parts stay as written (for BibTeX abstracts
    that the detail pane renders later) and only text-mode markup is converted.
    """
    markup = "\\" in text or "$" in text
    # TeX's ligatures ("--", "``", "''") spelled out, not looped over: called for every
    # author of a large listing, the loop was a tenth of reading them
    if not markup and not ("--" in text or "`" in text or "''" in text):
        return text  # most text: nothing to do
    source = text
    if _OPEN in text or _CLOSE in text:
        text = text.replace(_OPEN, "").replace(_CLOSE, "")
    kept: list[str] = []
    if markup and ("\\verb" in text or "\\path" in text):
        text = _VERB.sub(lambda m: _set_aside(kept, m.group(2)), text)
    if "://" in text:
        text = _BARE_URL.sub(lambda m: _set_aside(kept, _URL_ESCAPE.sub(r"\1", m.group(0))), text)
    if markup:
        try:
            text = _Walker(text, keep_math, kept).run()
        except (IndexError, ValueError, RecursionError):  # pathological input: keep it readable
            return source
    result = _put_back(_ligatures(text), kept)
    return unicodedata.normalize("NFC", result) if markup else result
