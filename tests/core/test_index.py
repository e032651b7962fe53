"""The search index on disk: state checks, rebuilds that cannot lose the old index,
updates that are searchable at once, related papers and safe highlights.

Every test uses a real Whoosh index in tmp_path.
"""

from __future__ import annotations

import json
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from whoosh.analysis import StemmingAnalyzer
from whoosh.lang.porter2 import stem

from lectern.core.errors import ImportCancelled, LecternError
from lectern.core.models import Annotation, Entry, Paper, Status
from lectern.core.search.analysis import (
    WORD,
    PhraseCheck,
    WeightedText,
    index_term,
    surface_prefix,
    text_terms,
)
from lectern.core.search.highlight import MARK_OPEN, mark_terms
from lectern.core.search.index import INDEX_SCHEMA_VERSION, IndexState, SearchIndex
from lectern.core.search.index_files import META, POINTER
from lectern.core.search.index_reading import IndexReading
from lectern.core.text import plain_text

ADDED = datetime(2026, 11, 10, 9, 30, tzinfo=UTC)


def entry(
    pid: str,
    title: str,
    abstract: str,
    *,
    authors: tuple[str, ...] = (),
    notes: str = "",
    status: Status = Status.NEW,
    rating: int = 0,
    tags: tuple[str, ...] = (),
    year: int | None = 2025,
) -> Entry:
    paper = Paper(id=pid, title=title, abstract=abstract, authors=authors, year=year, added=ADDED)
    note = Annotation(pid, status=status, rating=rating, notes=notes, tags=tags)
    return Entry(paper, note)


PAPERS = [
    entry(
        "p:diffusion",
        "Denoising diffusion models for image synthesis",
        "We train denoising diffusion probabilistic models that synthesise images of high "
        "quality and compare them with generative adversarial networks.",
        authors=("Ada Lovelace",),
    ),
    entry(
        "p:score",
        "Score matching with Langevin dynamics",
        "Score-based generative models estimate gradients of the data density and sample "
        "images with annealed Langevin dynamics, closely related to diffusion models.",
        authors=("Alan Turing",),
    ),
    entry(
        "p:graphs",
        "Message passing in graph neural networks",
        "A survey of graph neural networks: message passing, pooling and expressive power.",
        authors=("Grace Hopper",),
    ),
    entry(
        "p:rl",
        "Offline reinforcement learning for robots",
        "Robots learn manipulation policies from logged data without further interaction.",
        authors=("Marie Curie",),
    ),
    entry(
        "p:html",
        "Escaping <b>markup</b> in abstracts",
        "Abstracts may contain <script>alert('x')</script> & other markup that must stay "
        "text when highlighted.",
        authors=("Tim Berners-Lee",),
    ),
]


def open_index(folder: Path, entries: list[Entry] = PAPERS, stamp: str = "s1") -> SearchIndex:
    index = SearchIndex(folder)
    index.rebuild(entries, stamp, total=len(entries))
    return index


@pytest.fixture
def index(tmp_path: Path):
    index = open_index(tmp_path / "index")
    yield index
    index.close()


def generation(folder: Path) -> Path:
    return folder / (folder / POINTER).read_text("utf-8").strip()


# --- analysis -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Running runners ran; the RUNNING of models, e.g. 3.14 and arxiv.org/abs x.",
        "Ünïcode café naïve Incà — state-of-the-art LLMs*, GPT-4o and a b c.",
        "Capabilities, reliability and possibilities of flying skies, dying and lying.",
    ],
)
def test_fast_indexing_makes_the_same_terms_as_the_stemming_analyzer(text: str) -> None:
    analyzer = StemmingAnalyzer(stemfn=stem)
    expected: dict[str, int] = {}
    for token in analyzer(text):
        expected[token.text] = expected.get(token.text, 0) + 1
    indexed = {t.decode(): freq for t, freq, _, _ in WeightedText().index(text)}
    assert indexed == expected
    assert sorted(text_terms(text)) == sorted(t for t, n in expected.items() for _ in range(n))


def test_porter2_not_the_broken_default_stemmer() -> None:
    assert index_term("running") == "run"
    assert index_term("the") is None


def test_every_porter2_stem_prefix_starts_its_words() -> None:
    for word in ("capability", "hoping", "studies", "skies", "dying", "lying", "only", "using"):
        term = index_term(word)
        assert term is not None, word
        assert word.startswith(surface_prefix(term))


def test_phrase_check_skips_stop_words_but_not_other_words() -> None:
    check = PhraseCheck(tuple(text_terms("state of the art")))
    assert check.found("A State-of-the-Art method.")
    assert check.found("the state of the art")
    assert not check.found("the state of modern art")
    assert not check.found("art of the state")


# --- state --------------------------------------------------------------------------


def test_missing_index_reports_missing_and_searches_with_a_message(tmp_path: Path) -> None:
    index = SearchIndex(tmp_path / "index")
    assert index.state("s1") is IndexState.MISSING
    assert index.stamp() is None
    result = index.search("diffusion")
    assert result.hits == [] and result.total == 0 and "not ready" in result.message
    index.close()


def test_state_follows_the_stamp_of_the_last_write(index: SearchIndex) -> None:
    assert index.state("s1") is IndexState.OK
    assert index.state("s2") is IndexState.STALE
    index.update([PAPERS[0]], "s2")
    assert index.state("s2") is IndexState.OK
    assert index.stamp() == "s2"


def test_garbage_in_index_files_is_corrupt_and_a_rebuild_repairs_it(tmp_path: Path) -> None:
    folder = tmp_path / "index"
    index = open_index(folder)
    index.close()
    for path in generation(folder).iterdir():
        if path.name != META:
            path.write_bytes(b"garbage" * 50)
    index = SearchIndex(folder)  # must not raise
    assert index.state("s1") is IndexState.CORRUPT
    assert index.search("diffusion").hits == []
    index.rebuild(PAPERS, "s1")
    assert index.state("s1") is IndexState.OK
    assert index.search("diffusion").ids[0] == "p:diffusion"
    index.close()


def test_garbage_in_the_pointer_file_is_corrupt(tmp_path: Path) -> None:
    folder = tmp_path / "index"
    open_index(folder).close()
    (folder / POINTER).write_bytes(b"\xff\xfe garbage")
    index = SearchIndex(folder)
    assert index.state("s1") is IndexState.CORRUPT
    index.close()


def test_damaged_postings_found_by_a_search_mark_the_index_corrupt(tmp_path: Path) -> None:
    folder = tmp_path / "index"
    index = open_index(folder)
    assert index.state("s1") is IndexState.OK
    index.close()
    postings = list(generation(folder).glob("*.pst"))
    assert postings
    for path in postings:  # keep the header, wipe the blocks after it
        data = path.read_bytes()
        path.write_bytes(data[:16] + b"\x00" * (len(data) - 16))
    index = SearchIndex(folder)
    result = index.search("diffusion models")  # reported, never raised
    assert result.hits == [] and "damaged" in result.message
    assert index.state("s1") is IndexState.CORRUPT
    index.rebuild(PAPERS, "s1")
    assert index.search("diffusion models").ids[0] == "p:diffusion"
    index.close()


def test_searching_is_a_part_the_index_holds_and_follows_another_rebuild(tmp_path: Path) -> None:
    """The reading part searches the generation the index has open, and a rebuild made by
    another window or command switches both."""
    folder = tmp_path / "index"
    index = open_index(folder)
    assert not isinstance(index, IndexReading) and isinstance(index.reading, IndexReading)
    assert index.reading.search("graph").ids == index.search("graph").ids == ["p:graphs"]
    other = SearchIndex(folder)
    other.rebuild([p for p in PAPERS if p.paper.id != "p:graphs"], "s2")
    assert index.search("graph").ids == [] and index.state("s2") is IndexState.OK
    assert index.search("diffusion models").ids[0] == "p:diffusion"
    other.close()
    index.close()


def test_old_schema_is_reported_and_rebuilt(tmp_path: Path) -> None:
    folder = tmp_path / "index"
    open_index(folder).close()
    meta = generation(folder) / META
    meta.write_text(json.dumps({"schema": INDEX_SCHEMA_VERSION - 1, "stamp": "s1"}), "utf-8")
    index = SearchIndex(folder)
    assert index.state("s1") is IndexState.OLD_SCHEMA
    index.rebuild(PAPERS, "s1")
    assert index.state("s1") is IndexState.OK
    index.close()


# --- rebuild ------------------------------------------------------------------------


def test_cancelled_rebuild_keeps_the_old_index_working(tmp_path: Path) -> None:
    folder = tmp_path / "index"
    index = open_index(folder)
    before = index.search("diffusion models").ids
    many = [
        entry(f"x:{n}", f"Quantum paper {n}", "Qubits and error correction.") for n in range(1200)
    ]
    calls = {"n": 0}

    def cancel() -> bool:
        calls["n"] += 1
        return calls["n"] > 2  # after a few hundred papers

    with pytest.raises(ImportCancelled):
        index.rebuild(many, "s2", total=len(many), cancel=cancel)
    assert index.state("s1") is IndexState.OK
    assert index.search("diffusion models").ids == before
    assert index.search("qubits").total == 0
    assert [p.name for p in folder.iterdir() if p.is_dir()] == [generation(folder).name]
    index.close()


def test_crash_in_the_middle_of_a_rebuild_keeps_the_old_index(tmp_path: Path) -> None:
    index = open_index(tmp_path / "index")

    def broken():
        yield PAPERS[0]
        raise RuntimeError("store went away")

    with pytest.raises(RuntimeError):
        index.rebuild(broken(), "s2")
    assert index.state("s1") is IndexState.OK
    assert index.search("graph").ids == ["p:graphs"]
    index.close()


def test_rebuild_reports_progress_up_to_the_total(tmp_path: Path) -> None:
    many = [entry(f"x:{n}", f"Paper {n}", "Some words.") for n in range(600)]
    seen: list[tuple[int, int]] = []
    index = SearchIndex(tmp_path / "index")
    index.rebuild(many, "s1", total=600, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (600, 600)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert index.search("paper").total == 600
    index.close()


def test_empty_library_rebuilds_to_an_empty_working_index(tmp_path: Path) -> None:
    index = SearchIndex(tmp_path / "index")
    index.rebuild([], "s0")
    assert index.state("s0") is IndexState.OK
    assert index.search("anything").total == 0
    assert index.search("").total == 0
    index.close()


# --- updates ------------------------------------------------------------------------


def test_notes_are_searchable_right_after_update(index: SearchIndex) -> None:
    changed = entry(
        "p:rl",
        PAPERS[3].paper.title,
        PAPERS[3].paper.abstract,
        notes="Re-read the *zanzibar* ablation",
        tags=("Robotics",),
    )
    index.update([changed], "s2")
    assert index.search("zanzibar").ids == ["p:rl"]
    assert index.search("notes:zanzibar").ids == ["p:rl"]
    assert index.search("tag:robotics").ids == ["p:rl"]
    assert index.search("robots").total == 1  # replaced, not added twice


def test_repeated_saves_stay_single_and_merge_small_segments(index: SearchIndex) -> None:
    for n in range(12):
        changed = entry(
            "p:graphs",
            PAPERS[2].paper.title,
            PAPERS[2].paper.abstract,
            notes=f"draft {n} wombat{n}",
        )
        index.update([changed], f"s{n + 2}")
    assert index.search("wombat11").ids == ["p:graphs"]
    assert index.search("wombat3").total == 0
    assert index.search("message passing").ids == ["p:graphs"]  # one copy, the latest
    assert len(index._ix._segments()) < 8


def test_delete_takes_papers_out(index: SearchIndex) -> None:
    index.delete(["p:graphs"], "s2")
    assert index.search("graph").total == 0
    assert index.state("s2") is IndexState.OK


def test_read_only_index_searches_but_refuses_writes(tmp_path: Path) -> None:
    folder = tmp_path / "index"
    writer = open_index(folder)
    reader = SearchIndex(folder, readonly=True)
    assert reader.search("graph").ids == ["p:graphs"]
    with pytest.raises(LecternError):
        reader.update([PAPERS[0]], "s2")
    writer.update([entry("p:new", "Wombat burrows", "Marsupials dig.")], "s2")
    assert reader.search("wombat").ids == ["p:new"]  # sees the other writer's commit
    writer.rebuild(PAPERS[:2], "s3")
    assert reader.search("wombat").total == 0  # and follows a rebuild
    reader.close()
    writer.close()


def test_search_while_another_thread_saves(index: SearchIndex) -> None:
    errors: list[BaseException] = []

    def save() -> None:
        try:
            for n in range(8):
                index.update([entry("p:rl", "Offline RL", f"robots note{n}")], f"t{n}")
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    thread = threading.Thread(target=save)
    thread.start()
    while thread.is_alive():
        assert (
            index.search("diffusion models").ids[:2] == ["p:diffusion", "p:score"]
            or index.search("diffusion models").total == 2
        )
    thread.join()
    assert not errors
    assert index.search("note7").ids == ["p:rl"]


# --- related and highlights ---------------------------------------------------------


def test_related_finds_the_similar_paper_and_never_itself(index: SearchIndex) -> None:
    related = index.related("p:diffusion")
    assert related and related[0].id == "p:score"
    assert "p:diffusion" not in [hit.id for hit in related]
    assert index.related("p:nope") == []


def test_highlights_escape_markup_in_abstracts(index: SearchIndex) -> None:
    hit = index.search("markup script", highlight=5).hits[0]
    assert hit.id == "p:html"
    abstract = hit.fragments["abstract"]
    assert "<script>" not in abstract and "&lt;" in abstract
    assert f"{MARK_OPEN}script</b>" in abstract
    assert hit.fragments["title"].startswith("Escaping &lt;b&gt;")


def test_fragments_only_for_fields_that_match_and_only_for_the_first_hits(
    index: SearchIndex,
) -> None:
    result = index.search("diffusion", highlight=1)
    first, second = result.hits
    assert set(first.fragments) == {"title", "abstract"}
    assert f"{MARK_OPEN}diffusion</b>" in first.fragments["title"]
    assert not second.fragments


def test_mark_terms_uses_stems_and_prefixes() -> None:
    html = mark_terms("Diffusion models <3 modelling", ("model", "diffus*"))
    assert html == (f"{MARK_OPEN}Diffusion models</b> &lt;3 {MARK_OPEN}modelling</b>")


def test_a_derived_title_is_searchable_but_not_counted_twice(tmp_path: Path) -> None:
    paper = Paper(
        id="p:derived",
        title="Sparse autoencoders find features",
        title_derived=True,
        abstract="Sparse autoencoders find features in language models. We scale them.",
        added=ADDED,
    )
    derived = Entry(paper, Annotation("p:derived"))
    index = open_index(tmp_path / "index", PAPERS + [derived])
    assert index.search("title:autoencoders").ids == ["p:derived"]
    assert index.search("autoencoders").ids == ["p:derived"]
    assert index.search("abstract:autoencoders").ids == ["p:derived"]
    index.close()


def test_long_abstracts_give_a_short_fragment_around_the_match(tmp_path: Path) -> None:
    filler = " ".join(f"word{n}" for n in range(200))
    long = entry("p:long", "A long one", f"{filler} the wombat appears here {filler}")
    index = open_index(tmp_path / "index", [long])
    fragment = index.search("wombat", highlight=1).hits[0].fragments["abstract"]
    assert fragment.startswith("\u2026") and fragment.endswith("\u2026")
    assert f"{MARK_OPEN}wombat</b>" in fragment
    assert len(fragment) < 400
    index.close()


def test_all_matches_come_back_when_there_is_no_limit(index: SearchIndex) -> None:
    result = index.search("", limit=None)
    assert sorted(result.ids) == sorted(e.id for e in PAPERS) and result.total == len(PAPERS)
    assert index.search("images OR graph", limit=None).total == 3


_CONTROLS: tuple[Literal["Cc"]] = ("Cc",)  # hypothesis' own type: Unicode category names
_NO_CONTROLS = st.characters(blacklist_categories=_CONTROLS)
_TEXT = st.text(_NO_CONTROLS, max_size=60)


@settings(max_examples=30, deadline=None)
@given(
    title=_TEXT,
    abstract=_TEXT,
    notes=_TEXT,
    author=_TEXT,
    tag=_TEXT,
    year=st.one_of(st.none(), st.integers(-100_000, 100_000)),
    rating=st.integers(0, 5),
)
def test_any_paper_text_can_be_indexed_and_found(
    tmp_path_factory: pytest.TempPathFactory,
    title: str,
    abstract: str,
    notes: str,
    author: str,
    tag: str,
    year: int | None,
    rating: int,
) -> None:
    paper = Paper(
        id="p:any",
        title=title or "untitled",
        abstract=abstract,
        authors=(author,),
        year=year,
        added=ADDED,
    )
    odd = Entry(paper, Annotation("p:any", notes=notes, tags=(tag,), rating=rating))
    index = open_index(tmp_path_factory.mktemp("any") / "index", [odd, PAPERS[0]])
    try:
        assert index.search("").total == 2
        shown = plain_text(paper.title)  # LaTeX and Markdown marks are not searched as such
        words = [
            m.group()
            for m in WORD.finditer(shown)
            if index_term(m.group())
            and "*" not in m.group()
            and m.group() not in ("AND", "OR", "NOT")
        ][:3]
        if words:
            assert "p:any" in index.search(" ".join(words), limit=None, highlight=2).ids
    finally:
        index.close()


def test_fragments_for_papers_listed_in_another_order(index: SearchIndex) -> None:
    found = index.fragments("images", ["p:graphs", "p:score", "p:nope"])
    assert set(found) == {"p:graphs", "p:score"}
    assert found["p:graphs"] == {}
    assert f"{MARK_OPEN}images</b>" in found["p:score"]["abstract"]


@pytest.mark.parametrize(
    "query,found",
    [
        ("year:3000000..", set()),  # beyond any year: nothing, and no failure
        ("year:..3000000", {"p:diffusion", "p:score", "p:graphs", "p:rl", "p:html"}),
        ("year:-99999..2024", set()),
        ("year:2025..99999", {"p:diffusion", "p:score", "p:graphs", "p:rl", "p:html"}),
        ("rating:>=300", set()),
        ("diffusion rating:<=300", {"p:diffusion", "p:score"}),
    ],
)
def test_numbers_beyond_what_the_index_holds_are_read_not_refused(
    index: SearchIndex, query: str, found: set[str]
) -> None:
    result = index.search(query, limit=None)
    assert set(result.ids) == found
    assert result.message == ""


def test_a_top_twenty_names_the_same_papers_as_the_whole_list(tmp_path: Path) -> None:
    """Twenty ids are read from the id column's lengths alone, in every segment; they must
    be the ids the whole list gives, whatever their lengths and characters."""
    many = [
        entry(
            f"p:{'ü' * (n % 7)}{n}{'x' * (n % 13)}", f"Lattice study {n}", "lattice " * (1 + n % 5)
        )
        for n in range(150)
    ]
    index = SearchIndex(tmp_path / "index")
    index.rebuild(many[:60], "s1", total=60)
    for n, start in enumerate(range(60, 150, 30)):  # later papers in segments of their own
        index.update(many[start : start + 30], f"s{n + 2}")
    index.close()
    whole = SearchIndex(tmp_path / "index", readonly=True)
    everything = whole.search("lattice", limit=None).ids
    whole.close()
    top = SearchIndex(tmp_path / "index", readonly=True)
    assert top.search("lattice", limit=20).ids == everything[:20]
    assert top.search("lattice", limit=None).ids == everything
    top.close()
    assert sorted(everything) == sorted(e.id for e in many)
