"""Text helpers: LaTeX to Unicode, what the index sees, links, titles and safe HTML."""

from __future__ import annotations

import gzip
import itertools
from pathlib import Path

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lectern.core.models import Paper
from lectern.core.text import (
    TitleOrigin,
    abstract_html,
    derive_title,
    find_code_urls,
    find_urls,
    latex_to_text,
    plain_text,
    title_origin,
)


@pytest.mark.parametrize(
    ("source", "text"),
    [
        (r"Sobolev spaces $W^{k,p}(\mathbb{R}^d)$", "Sobolev spaces Wᵏ,ᵖ(ℝᵈ)"),
        (
            r"M$^2$GenCO and $\mathcal{O}(1/T)$ and $x_i^2 \leq \sqrt{n}$",
            "M²GenCO and 𝒪(1/T) and xᵢ² ≤ √n",
        ),
        (r"$\frac{1}{2}$, $\hat{x}$, $\mathbf{x}$, $90^\circ$, $A^{-1}$", "1/2, x̂, x, 90°, A⁻¹"),
        (
            r"Schr{\"o}dinger, {\'e}t\'e, \c{c}a, \ss, \o, \L{}ukasz, D{\'\i}az",
            "Schrödinger, été, ça, ß, ø, Łukasz, Díaz",
        ),
        (
            r"{\AmSTeX\Dash``A very friendly product''} in \TeX{} and \LaTeX",
            "AMS-TeX — “A very friendly product” in TeX and LaTeX",
        ),
        (
            r"50\% faster, 40% smaller, \$5 \& \#1",
            "50% faster, 40% smaller, $5 & #1",
        ),  # a bare % is no comment
        (
            r"\textbf{bold} \emph{it} \href{https://a.org}{site} \url{https://b.org/x_y}",
            "bold it site https://b.org/x_y",
        ),
        (r"\cite{key} Fig.~\ref{f} ~10 items", "[key] Fig. [f] ~10 items"),  # keys, not gaps
        (r"unclosed {brace and $math", "unclosed brace and math"),
        ("plain text --- no LaTeX", "plain text — no LaTeX"),
        (
            r"{$ \{ $Meta$ \} $Font} and $\alpha $-rays, a$\;$b",
            "{Meta}Font and α-rays, a b",
        ),  # math spaces
        (r"\textbraceleft{}x\textbraceright{} \textasciicircum{}", "{x} ^"),
    ],
)
def test_latex_to_text(source: str, text: str) -> None:
    assert latex_to_text(source) == text


def test_latex_math_can_be_kept_for_display() -> None:
    assert latex_to_text(r"Keep $x^2$ and {\'e}", keep_math=True) == "Keep $x^2$ and é"


def test_plain_text_is_what_search_sees() -> None:
    text = "**Bold** and *it* with snake_case_name, _emph_ and `code`:\n $x^2$ \\textit{done}"
    assert plain_text(text) == "Bold and it with snake_case_name, emph and code: x² done"
    assert plain_text("evil\u202etxt.exe") == "eviltxt.exe"


@given(st.text(max_size=200))
@settings(max_examples=300, deadline=None)
def test_text_helpers_never_raise(text: str) -> None:
    assert isinstance(latex_to_text(text), str)
    assert isinstance(plain_text(text), str)
    assert isinstance(derive_title(text), str) and derive_title(text)
    assert isinstance(find_code_urls(text), list)
    html = abstract_html(text)
    assert "<script" not in html.lower() and "<img" not in html.lower()


@pytest.mark.slow
def test_plain_text_keeps_up_with_a_large_import(shared_data: Path) -> None:
    """Every abstract of the 74k listing converts; ones free of LaTeX and of TeX's dashes and
    quotes come back untouched."""
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz", "rb") as handle:
        summaries = [orjson.loads(line)["summary"] for line in itertools.islice(handle, 20000)]
    converted = [plain_text(s) for s in summaries]
    assert all(c and "\\textbf" not in c and "\\%" not in c for c in converted)
    markup = ("\\", "$", "--", "`", "''")
    untouched = [s for s in summaries if not any(mark in s for mark in markup)]
    assert all(latex_to_text(s) is s for s in untouched)


def test_find_urls_undoes_latex_escapes_and_trailing_punctuation() -> None:
    text = (
        r"See https://x.org/a\_b, (https://en.wikipedia.org/wiki/A_(b)) and \url{https://c.org/d}."
    )
    assert find_urls(text) == [
        "https://x.org/a_b",
        "https://en.wikipedia.org/wiki/A_(b)",
        "https://c.org/d",
    ]


def test_find_code_urls() -> None:
    text = (
        "Code: https://github.com/foo/bar. Weights at huggingface.co/org/model, data on "
        "www.gitlab.com/g/p and github.com/baz/qux; project page https://user.github.io/page, "
        "home https://github.com and paper https://arxiv.org/abs/2401.01234"
    )
    assert find_code_urls(text) == [
        "https://github.com/foo/bar",
        "https://huggingface.co/org/model",
        "https://www.gitlab.com/g/p",
        "https://github.com/baz/qux",
    ]


HOSTILE = (
    '<script>alert("x")</script> <img src=file:///etc/passwd> javascript:alert(1) '
    '\\href{javascript:alert(2)}{click} <a href="https://evil">x</a> &lt;b&gt; '
    '\\href{https://a.org/"><script>}{t} evil\u202etxt.exe'
)


def test_abstract_html_escapes_every_hostile_character() -> None:
    html = abstract_html(HOSTILE)
    assert "<script" not in html and "<img" not in html and 'href="javascript' not in html
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in html
    assert "&lt;img src=file:///etc/passwd&gt;" in html  # visible as text, not loaded
    assert "javascript:alert(1)" in html and "click (javascript:alert(2))" in html
    assert "&amp;lt;b&amp;gt;" in html  # entities in the input stay literal
    assert '<a href="https://a.org/%22%3E%3Cscript%3E">t</a>' in html
    assert "\u202e" not in html and "eviltxt.exe" in html
    tags = {part.split(">")[0].split()[0] for part in html.split("<")[1:]}
    assert tags <= {"p", "/p", "a", "/a", "b", "/b", "i", "/i", "code", "/code"}


def test_abstract_html_renders_math_emphasis_links_and_paragraphs() -> None:
    html = abstract_html(
        "We use $\\alpha$-**bold** and *italic*, see https://github.com/a/b or github.com/c/d,\n"
        "doi:10.1000/xyz and arXiv:2401.01234.\n\nSecond \\textbf{paragraph}."
    )
    assert html == (
        '<p>We use α-<b>bold</b> and <i>italic</i>, see <a href="https://github.com/a/b">'
        'https://github.com/a/b</a> or <a href="https://github.com/c/d">github.com/c/d</a>, '
        '<a href="https://doi.org/10.1000/xyz">doi:10.1000/xyz</a> and '
        '<a href="https://arxiv.org/abs/2401.01234">arXiv:2401.01234</a>.</p>'
        "<p>Second <b>paragraph</b>.</p>"
    )
    assert abstract_html("") == ""


def test_display_math_is_a_centred_block_of_its_own_and_inline_math_stays_inline() -> None:
    html = abstract_html("We show $$E = mc^2$$ for every $m>0$; $$<b>$$ is text.")
    assert html == (
        "<p>We show</p><center>E = mc²</center><p>for every m&gt;0;</p>"
        "<center>&lt;b&gt;</center><p>is text.</p>"
    )
    assert "<center>" not in abstract_html("Costs \\$$5 and $$ $$ nothing.")  # escaped, empty


@pytest.mark.parametrize(
    ("abstract", "title"),
    [
        (
            "We propose FooNet, a lightweight network for counting sheep. It works.",
            "FooNet: a lightweight network for counting sheep",
        ),
        (
            "In this paper, we introduce a novel framework called BarBench for evaluating agents. More.",
            "BarBench: a novel framework for evaluating agents",
        ),
        (
            "Objective: Patients with a rare disease often wait years for a diagnosis. We study why.",
            "Patients with a rare disease often wait years for a diagnosis",
        ),
        (
            "Recent studies have shown that large models memorise their training data. We measure it.",
            "Large models memorise their training data",
        ),
        ("", "Untitled"),
    ],
)
def test_derive_title(abstract: str, title: str) -> None:
    assert derive_title(abstract) == title


@pytest.mark.parametrize(
    ("paper", "origin"),
    [
        (
            Paper(id="a", title="Sparse features", title_derived=True, abstract="We find…"),
            "abstract",
        ),
        (Paper(id="d", title="doi:10.1000/x", title_derived=True, doi="10.1000/x"), "doi"),
        # an abstract added later does not change what the title was made from
        (
            Paper(id="d", title="doi:10.1/x", title_derived=True, doi="10.1/x", abstract="We…"),
            "doi",
        ),
        (
            Paper(
                id="x",
                title="arXiv:2401.01234",
                title_derived=True,
                arxiv_id="2401.01234",
                doi="10.48550/arXiv.2401.01234",
            ),
            "arxiv",
        ),
        (
            Paper(id="l", title="https://a.org/p", title_derived=True, urls=("https://a.org/p",)),
            "link",
        ),
        (Paper(id="u", title="12-34", title_derived=True), "unknown"),
    ],
)
def test_a_derived_title_says_what_it_was_made_from(paper: Paper, origin: str) -> None:
    assert title_origin(paper) is TitleOrigin(origin)
    assert title_origin(Paper(id="own", title="doi:10.1000/x", doi="10.1000/x")) is None
