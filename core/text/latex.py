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

# Logos and TUGboat-style abbreviations that would otherwise vanish.
_LOGOS = {
    "TeX": "TeX",
    "LaTeX": "LaTeX",
    "LaTeXe": "LaTeX2ε",
    "BibTeX": "BibTeX",
    "AmSTeX": "AMS-TeX",
    "AmS": "AMS",
    "AMS": "AMS",
    "AmSLaTeX": "AMS-LaTeX",
    "ConTeXt": "ConTeXt",
    "XeTeX": "XeTeX",
    "XeLaTeX": "XeLaTeX",
    "LuaTeX": "LuaTeX",
    "LuaLaTeX": "LuaLaTeX",
    "pdfTeX": "pdfTeX",
    "pdfLaTeX": "pdfLaTeX",
    "eTeX": "e-TeX",
    "MF": "METAFONT",
    "MP": "MetaPost",
    "METAFONT": "METAFONT",
    "METAPOST": "MetaPost",
    "PiCTeX": "PiCTeX",
    "SliTeX": "SliTeX",
    "AllTeX": "(La)TeX",
    "TUB": "TUGboat",
    "TUG": "TUG",
    "tug": "TUG",
    "CTAN": "CTAN",
    "TeXLive": "TeX Live",
    "LyX": "LyX",
    "PS": "PostScript",
    "PDF": "PDF",
    "DVI": "DVI",
    "HTML": "HTML",
    "XML": "XML",
    "SGML": "SGML",
    "NTS": "NTS",
    "VAX": "VAX",
    "DVD": "DVD",
    "OMEGA": "Omega",
    "Xy": "Xy",
    "XyMTeX": "XyMTeX",
    "Thanh": "Hàn Thế Thành",
    "bs": "\\",
    "Dash": "—",
    "dash": "—",
    "slash": "/",
    "hyphen": "-",
    "textbackslash": "\\",
    "ldots": "…",
    "dots": "…",
    "cdots": "⋯",
    "textasciitilde": "~",
    "textunderscore": "_",
    "textasciicircum": "^",
    "textbraceleft": "{",
    "textbraceright": "}",
    "quad": " ",
    "qquad": " ",
    "thinspace": " ",
    "enspace": " ",
    "space": " ",
    "newline": " ",
    "par": "\n\n",
    "eg": "e.g.",
    "ie": "i.e.",
    "etal": "et al.",
    "wrt": "w.r.t.",
    "top": "⊤",
    "intercal": "⊺",
    "prime": "′",
    "textdegree": "°",
    "degree": "°",
}
_FUNCTIONS = frozenset(
    "log ln exp sin cos tan sinh cosh tanh arg max min sup inf lim liminf limsup det dim ker "
    "deg gcd lcm Pr mod bmod argmax argmin sign sgn tr Tr diag rank poly polylog softmax".split()
)
# Commands whose arguments are dropped with them (citations, refs, spacing, layout).
_DROP = {  # name → number of brace arguments to discard
    "cite": 1,
    "citep": 1,
    "citet": 1,
    "citealp": 1,
    "citeauthor": 1,
    "citeyear": 1,
    "nocite": 1,
    "parencite": 1,
    "textcite": 1,
    "autocite": 1,
    "ref": 1,
    "eqref": 1,
    "cref": 1,
    "Cref": 1,
    "autoref": 1,
    "label": 1,
    "footnote": 1,
    "footnotemark": 0,
    "thanks": 1,
    "index": 1,
    "vspace": 1,
    "hspace": 1,
    "includegraphics": 1,
    "bibliography": 1,
    "bibliographystyle": 1,
    "color": 1,
    "pagecolor": 1,
    "begin": 1,
    "end": 1,
    "kern": 0,
    "relax": 0,
    "noindent": 0,
    "left": 0,
    "right": 0,
    "big": 0,
    "Big": 0,
    "bigg": 0,
    "Bigg": 0,
    "bigl": 0,
    "bigr": 0,
    "Bigl": 0,
    "Bigr": 0,
    "middle": 0,
    "displaystyle": 0,
    "textstyle": 0,
    "scriptstyle": 0,
    "limits": 0,
    "nolimits": 0,
    "tt": 0,
    "it": 0,
    "bf": 0,
    "rm": 0,
    "sf": 0,
    "sl": 0,
    "sc": 0,
    "em": 0,
    "smc": 0,
    "ssf": 0,
    "slnine": 0,
    "normalfont": 0,
    "small": 0,
    "footnotesize": 0,
    "large": 0,
    "Large": 0,
    "LARGE": 0,
    "huge": 0,
    "Huge": 0,
    "tiny": 0,
    "scriptsize": 0,
    "normalsize": 0,
    "centering": 0,
    "protect": 0,
    "nobreak": 0,
    "allowbreak": 0,
    "unskip": 0,
    "hfill": 0,
    "vfill": 0,
    "newpage": 0,
    "clearpage": 0,
    "raise": 0,
    "lower": 0,
    "llap": 0,
    "rlap": 0,
    "hbox": 0,
    "mbox": 0,
    "vbox": 0,
    "null": 0,
    "phantom": 1,
    "hphantom": 1,
    "vphantom": 1,
    "unicode": 1,
    "scalebox": 1,
    "resizebox": 2,
    "fontsize": 2,
    "selectfont": 0,
}
_TEXT_ACCENTS = {
    "'": "\u0301",
    "`": "\u0300",
    '"': "\u0308",
    "^": "\u0302",
    "~": "\u0303",
    "=": "\u0304",
    ".": "\u0307",
    "u": "\u0306",
    "v": "\u030c",
    "H": "\u030b",
    "c": "\u0327",
    "k": "\u0328",
    "r": "\u030a",
    "b": "\u0331",
    "d": "\u0323",
    "t": "\u0361",
}
_MATH_ACCENTS = {
    "hat": "\u0302",
    "widehat": "\u0302",
    "tilde": "\u0303",
    "widetilde": "\u0303",
    "bar": "\u0304",
    "overline": "\u0305",
    "vec": "\u20d7",
    "dot": "\u0307",
    "ddot": "\u0308",
    "check": "\u030c",
    "breve": "\u0306",
    "acute": "\u0301",
    "grave": "\u0300",
    "mathring": "\u030a",
}
_STYLED = {
    "mathbb": "DOUBLE-STRUCK",
    "mathbbm": "DOUBLE-STRUCK",
    "bbm": "DOUBLE-STRUCK",
    "mathcal": "SCRIPT",
    "mathscr": "SCRIPT",
    "mathfrak": "FRAKTUR",
}
# Letterlike symbols that live outside the Mathematical Alphanumeric block.
_STYLED_HOLES = {
    ("DOUBLE-STRUCK", "C"): "ℂ",
    ("DOUBLE-STRUCK", "H"): "ℍ",
    ("DOUBLE-STRUCK", "N"): "ℕ",
    ("DOUBLE-STRUCK", "P"): "ℙ",
    ("DOUBLE-STRUCK", "Q"): "ℚ",
    ("DOUBLE-STRUCK", "R"): "ℝ",
    ("DOUBLE-STRUCK", "Z"): "ℤ",
    ("SCRIPT", "B"): "ℬ",
    ("SCRIPT", "E"): "ℰ",
    ("SCRIPT", "F"): "ℱ",
    ("SCRIPT", "H"): "ℋ",
    ("SCRIPT", "I"): "ℐ",
    ("SCRIPT", "L"): "ℒ",
    ("SCRIPT", "M"): "ℳ",
    ("SCRIPT", "R"): "ℛ",
    ("SCRIPT", "e"): "ℯ",
    ("SCRIPT", "g"): "ℊ",
    ("SCRIPT", "o"): "ℴ",
    ("FRAKTUR", "C"): "ℭ",
    ("FRAKTUR", "H"): "ℌ",
    ("FRAKTUR", "I"): "ℑ",
    ("FRAKTUR", "R"): "ℜ",
    ("FRAKTUR", "Z"): "ℨ",
}
# One-argument commands that only change the look: the argument is kept as it is.
_PASS = frozenset(
    "mathbf mathrm mathit mathsf mathtt mathnormal boldsymbol bm pmb text textrm textbf textit "
    "textsf texttt textsc textsl textup textmd textnormal emph underline uline operatorname mbox "
    "fbox ensuremath acro tubissue nth MakeUppercase MakeLowercase uppercase lowercase".split()
)
_QUOTES = {"enquote": ("“", "”"), "mkbibquote": ("“", "”"), "textquote": ("“", "”")}
_SUP = dict(
    zip(
        "0123456789+-=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVWαβγδεθιφχ∘*′⊤†",
        "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂᵅᵝᵞᵟᵋᶿᶥᵠᵡ°*′ᵀ†",
    )
)
_SUB = dict(zip("0123456789+-=()aehijklmnoprstuvxβγρφχ", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ"))

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
    table.update(_LOGOS)
    return table


def _styled(text: str, style: str) -> str:
    out = []
    for ch in text:
        hole = _STYLED_HOLES.get((style, ch))
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
            return _script(value, _SUP if token == "^" else _SUB, token)
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
            if name in _TEXT_ACCENTS and not math:
                return self.accent(_TEXT_ACCENTS[name], math)
            if name in "%&#_${}|":
                return name
            if name in " ,;:>":
                return " "
            return " " if name == "\\" else ""  # \! \/ \- and friends
        star = name.endswith("*")
        name = name.rstrip("*")
        if name in _TEXT_ACCENTS and len(name) == 1 and self.peek() not in (None, " "):
            return self.accent(_TEXT_ACCENTS[name], math)
        if name in _MATH_ACCENTS:
            return self.accent(_MATH_ACCENTS[name], math)
        if name in _STYLED:
            return _styled(self.arg(True), _STYLED[name])
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
            return _script(value, _SUP if name == "textsuperscript" else _SUB, "^")
        if name in ("textcolor", "colorbox", "mathcolor"):
            self.raw_group()
            return self.arg(math)
        if name in _QUOTES:
            left, right = _QUOTES[name]
            return left + self.arg(math) + right
        if name == "cs":
            return "\\" + self.raw_group()
        if name == "char":
            digits = self.take() if self.peek() else ""
            return chr(int(digits[:3], 8)) if digits[:3].isdigit() and "8" not in digits[:3] else ""
        if name == "not":
            return self.arg(math) + "\u0338"
        if name in _PASS:
            return ""  # the argument follows as an ordinary group
        if name in _DROP:
            if name == "kern":
                self.skip_dimension()
            self.optional()
            for _ in range(_DROP[name]):
                self.raw_group()
            return ""
        if name in _FUNCTIONS:
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
