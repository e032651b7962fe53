"""The tables behind :mod:`lectern.core.text.latex`: macros that become text (logos,
accents, styles, quotes, super- and subscripts, citations) and the formatting-only ones that
are dropped. pylatexenc's own table of 800+ symbols is read from it when first needed.

A macro in none of these tables is kept as written (see ``latex.py``), so a table entry is
needed only where Lectern knows better: what a macro prints, or that it prints no words."""

from __future__ import annotations

# Logos and TUGboat-style abbreviations that would otherwise vanish.
LOGOS = {
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
    "tubissue": "TUGboat",  # \tubissue 14(4): "TUGboat 14, no. 4" in TUGboat's macros
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
    "slMF": "METAFONT",  # the slanted METAFONT logo
    "plain": "plain",  # TUGboat's "plain TeX"
    "UNIX": "UNIX",  # a logo before a group: \UNIX{\TeX}
    "warmreader": "WARMreader",  # also written \WARMreader
    "ringhalfrighti": "ʾ",  # Qurʾānic
    # biblatex's page suffixes and localised page words.
    "psq": " f.",
    "psqq": " ff.",
    "pno": "p.",
    "ppno": "pp.",
    "sqspace": " ",
    "bs": "\\",
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
    "etc": "etc.",
    "and": " · ",  # between authors in a title block
    "item": "• ",
    "ne": "≠",
    "circledR": "®",
    "wrt": "w.r.t.",
    "top": "⊤",
    "intercal": "⊺",
    "prime": "′",
    "textdegree": "°",
    "degree": "°",
}
FUNCTIONS = frozenset(
    "log ln exp sin cos tan sinh cosh tanh arg max min sup inf lim liminf limsup det dim ker "
    "deg gcd lcm Pr mod bmod argmax argmin sign sgn tr Tr diag rank poly polylog softmax".split()
)
# Citations and cross-references Lectern cannot resolve: shown as their keys, "[knuth84]".
CITES = frozenset(
    "cite citep citet citealp citealt citeauthor citeyear parencite textcite autocite footcite "
    "ref eqref cref Cref autoref pageref nameref".split()
)
# Footnotes keep their words, in parentheses where they are attached.
NOTES = frozenset("footnote thanks".split())
# Case changes: their argument, upper- or lower-cased.
CASES = {"MakeUppercase": str.upper, "uppercase": str.upper}
CASES |= {"MakeLowercase": str.lower, "lowercase": str.lower}
# Macros that print no words: their arguments (`DROP[name]` brace groups, after an optional
# [..]) go with them. Font, size and spacing switches, layout, invisible marks (\label,
# \index, \nocite, \phantom) and pictures. Anything that prints words is not here.
DROP = {  # name → number of brace arguments to discard
    "nocite": 1,
    "label": 1,
    "footnotemark": 0,
    "index": 1,
    "vspace": 1,
    "hspace": 1,
    "includegraphics": 1,
    "rule": 2,
    "bibliography": 1,
    "bibliographystyle": 1,
    "color": 1,
    "pagecolor": 1,
    "begin": 1,
    "end": 1,
    "kern": 0,
    "mkern": 0,
    "hskip": 0,
    "vskip": 0,
    "penalty": 0,
    "relax": 0,
    "@": 0,
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
    "SMC": 0,
    "ssf": 0,
    "slnine": 0,
    "sltt": 0,
    "slc": 0,
    "acrosl": 0,
    "eightrm": 0,
    "ninesmc": 0,
    "manual": 0,  # the METAFONT logo's font
    "boldmath": 0,
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
    "hfil": 0,
    "hss": 0,
    "vfill": 0,
    "strut": 0,
    "leavevmode": 0,
    "ignorespaces": 0,
    "newpage": 0,
    "clearpage": 0,
    "raise": 0,
    "lower": 0,
    "llap": 0,
    "rlap": 0,
    "hbox": 0,
    "makebox": 0,
    "framebox": 0,
    "raisebox": 1,
    "vbox": 0,
    "null": 0,
    "phantom": 1,
    "hphantom": 1,
    "vphantom": 1,
    "scalebox": 1,
    "resizebox": 2,
    "fontsize": 2,
    "selectfont": 0,
    "foreignlanguage": 1,  # the language's name; the text follows
    "nopp": 0,
}
# Commands followed by a length or number that TeX reads as part of them (\kern-.1em).
MEASURED = frozenset("kern mkern hskip vskip raise lower penalty".split())
# Glue between words: a space where the command was ("Formatting information:\hfil A ...").
SPACING = frozenset("hspace vspace hfill hfil hss vfill hskip vskip newpage clearpage".split())
TEXT_ACCENTS = {
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
MATH_ACCENTS = {
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
STYLED = {
    "mathbb": "DOUBLE-STRUCK",
    "mathbbm": "DOUBLE-STRUCK",
    "bbm": "DOUBLE-STRUCK",
    "mathcal": "SCRIPT",
    "cal": "SCRIPT",  # {\cal O}
    "mathscr": "SCRIPT",
    "mathfrak": "FRAKTUR",
}
# Letterlike symbols that live outside the Mathematical Alphanumeric block.
STYLED_HOLES = {
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
PASS = frozenset(
    "mathbf mathrm mathit mathsf mathtt mathnormal boldsymbol bm pmb text textrm textbf textit "
    "textsf texttt textsc textsl textup textmd textnormal emph underline uline operatorname mbox "
    "fbox ensuremath smash acro ac acs acl acf acp gls Gls glspl bibstring num abstract "
    "keywords autocap".split()
)
# TUGboat's dashes, set off by spaces (tugboat.def: \def\d@sh#1{\nobreak\thinspace#1
# \penalty\z@\thinspace}, \dash an en dash, \Dash an em dash): plain spaces here, as a
# title's spaces are all made plain; the space typed after the macro's name is TeX's to
# swallow, as it does after any control word.
THIN_DASHES = {"Dash": " — ", "dash": " – "}
QUOTES = {"enquote": ("“", "”"), "mkbibquote": ("“", "”"), "textquote": ("“", "”")}
SUP = dict(
    zip(
        "0123456789+-=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVWαβγδεθιφχ∘*′⊤†®™",
        "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂᵅᵝᵞᵟᵋᶿᶥᵠᵡ°*′ᵀ†®™",
    )
)
SUB = dict(zip("0123456789+-=()aehijklmnoprstuvxβγρφχ", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ"))
