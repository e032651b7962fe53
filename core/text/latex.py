"""LaTeX as found in abstracts and BibTeX fields → readable Unicode, quickly.

pylatexenc's full converter costs about 0.1 ms per call plus ~3 µs per character
(seconds for a 75,000-paper import), treats every bare ``%`` ("40% faster") as a
comment that swallows the rest of the abstract, drops ``\\TeX``/``\\LaTeX`` and
crashes on ``\\href``. So Lectern walks the string itself with one tokenizing
regex and borrows pylatexenc's *tables* (800+ symbol macros → Unicode). Text
without ``\\`` or ``$`` is returned untouched.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from lectern.core.text.latex_tables import (
    DROP,
    FUNCTIONS,
    LOGOS,
    MATH_ACCENTS,
    PASS,
    QUOTES,
    STYLED,
    STYLED_HOLES,
    SUB,
    SUP,
    TEXT_ACCENTS,
)

_TOKEN = re.compile(r"\\(?:[A-Za-z@]+\*?|.)|\$\$|\$|[{}^_~]|---?|``|''|[^\\${}^_~\-`']+|.", re.S)
_VERB = re.compile(r"\\(?:verb|path)\*?([^A-Za-z\s{])(.*?)\1", re.S)


def prepare() -> None:
    """Build the macro table now (about 25 ms, once), so the first abstract with LaTeX in
    it is not the one that waits for it."""
    _symbols()


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


class _Walker:
    """A small recursive reader over the token stream; never raises on bad input."""

    def __init__(self, text: str, keep_math: bool) -> None:
        self.tokens = _TOKEN.findall(text)
        self.pos = 0
        self.keep_math = keep_math
        self.symbols = _symbols()

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
            return opener + "".join(out) + (closer if self.tokens[self.pos - 1] == closer else "")
        if out and last[-1:].isspace() and not last.startswith("\\"):
            out[-1] = out[-1].rstrip()
        return "".join(out)

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
            if math:
                return token.replace("'", "′")
            return {"---": "—", "--": "–", "``": "“", "''": "”"}.get(token, token)
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
        if name in ("frac", "dfrac", "tfrac", "nicefrac", "sfrac", "cfrac"):
            top, bottom = self.arg(math), self.arg(math)
            return f"{_grouped(top)}/{_grouped(bottom)}"
        if name == "sqrt":
            index = self.optional()
            value = self.arg(math)
            root = {"3": "∛", "4": "∜"}.get(index.strip(), "√")
            return root + _grouped(value)
        if name in ("url", "nolinkurl"):
            return self.raw_group().replace("\\%", "%").replace("\\_", "_").replace("\\#", "#")
        if name == "href":
            self.raw_group()
            return self.arg(math)
        if name in ("textsuperscript", "textsubscript"):
            value = self.arg(math)
            return _script(value, SUP if name == "textsuperscript" else SUB, "^")
        if name in ("textcolor", "colorbox", "mathcolor"):
            self.raw_group()
            return self.arg(math)
        if name in QUOTES:
            left, right = QUOTES[name]
            return left + self.arg(math) + right
        if name == "cs":
            return "\\" + self.raw_group()
        if name == "char":
            digits = self.take() if self.peek() else ""
            return chr(int(digits[:3], 8)) if digits[:3].isdigit() and "8" not in digits[:3] else ""
        if name == "not":
            return self.arg(math) + "\u0338"
        if name in PASS:
            return ""  # the argument follows as an ordinary group
        if name in DROP:
            if name == "kern":
                self.skip_dimension()
            self.optional()
            for _ in range(DROP[name]):
                self.raw_group()
            return ""
        if name in FUNCTIONS:
            return name
        symbol = self.symbols.get(name)
        if symbol is not None:
            if symbol == "\\":  # "{\tt\bs csname}" prints \csname
                self.skip_spaces()
            return symbol
        if math and not star:
            return name if len(name) > 1 else ""
        empty_group = self.tokens[self.pos : self.pos + 2] == ["{", "}"]
        if sum(ch.isupper() for ch in name) >= 2 and (self.peek() != "{" or empty_group):
            return name  # an unknown logo or acronym macro: \CSTUG, \LaTeXML
        return ""  # unknown text macro: its brace arguments follow as plain groups

    def skip_dimension(self) -> None:
        """\\kern-.1em: drop the sign and the length that follow."""
        self.skip_spaces()
        if self.peek() == "-":
            self.pos += 1
        token = self.peek()
        if token is not None:
            rest = re.sub(r"^[\d.]+\s*(?:em|ex|pt|mu|sp|cm|mm|in|pc|bp|dd|cc)", "", token)
            if rest != token:
                self.tokens[self.pos] = rest

    def accent(self, mark: str, math: bool) -> str:
        value = self.arg(math)
        if not value:
            return ""
        first = {"ı": "i", "ȷ": "j"}.get(value[0], value[0])
        return first + mark + value[1:]


def latex_to_text(text: str, *, keep_math: bool = False) -> str:
    """LaTeX (accents, math, commands) → readable Unicode; never raises.

    With ``keep_math`` the ``$…$`` parts stay as written (for BibTeX abstracts
    that the detail pane renders later) and only text-mode markup is converted.
    """
    if "\\" not in text and "$" not in text:  # most text: nothing to do
        return text.replace("---", "—") if "---" in text else text
    if "\\verb" in text or "\\path" in text:
        text = _VERB.sub(lambda m: m.group(2).replace("\\", "\\textbackslash{}"), text)
    try:
        result = _Walker(text, keep_math).run()
    except (IndexError, ValueError, RecursionError):  # pathological input: keep it readable
        return text
    return unicodedata.normalize("NFC", result)
