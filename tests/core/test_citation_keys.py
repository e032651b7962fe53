"""Citation keys that never change by themselves: stored, unique, given once, kept by edits,
kept as aliases by merges, given at the upgrade as the exports before it wrote them."""

from __future__ import annotations

from pathlib import Path

import bibtexparser
import orjson
import pytest

from lectern.core.library import Library

BIB = """
@article{Knuth:TAOCP,
  author = {Donald E. Knuth}, title = {The Art of Computer Programming}, year = {1968},
  journal = {Addison-Wesley}
}
@inproceedings{dup1,
  author = {Ashish Vaswani}, title = {Transformers}, year = {2017},
  booktitle = {NeurIPS}
}
"""


def keys_in(path: Path) -> dict[str, str]:
    """Title → key, as a .bib file has them."""
    library = bibtexparser.parse_string(path.read_text(encoding="utf-8"))
    return {e.fields_dict["title"].value.strip("{}"): e.key for e in library.entries}


@pytest.fixture
def library(tmp_path: Path):
    with Library.open(tmp_path / "library") as lib:
        (tmp_path / "a.bib").write_text(BIB, encoding="utf-8")
        lib.imports.import_files([tmp_path / "a.bib"])
        lib.imports.add_paper(
            title="Attention is all you need", authors=["Ashish Vaswani"], year=2017
        )
        lib.imports.add_paper(
            title="Attention is all you need, again", authors=["A. Vaswani"], year=2017
        )
        lib.imports.add_paper(title="Deep Residual Learning", authors=["Kaiming He"], year=2016)
        yield lib


def by_title(library: Library, start: str) -> str:
    return next(pid for pid in library.ids() if library.papers.paper(pid).title.startswith(start))


def test_every_paper_gets_a_key_once_imported_ones_kept(library: Library) -> None:
    keys = {library.papers.paper(pid).title: library.papers.paper(pid).key for pid in library.ids()}
    assert keys["The Art of Computer Programming"] == "Knuth:TAOCP"
    assert keys["Transformers"] == "dup1"
    assert keys["Attention is all you need"] == "vaswani2017attention"
    assert keys["Attention is all you need, again"] == "vaswani2017attentiona"
    assert keys["Deep Residual Learning"] == "he2016deep"
    assert len({k.casefold() for k in keys.values()}) == len(keys)


def test_a_selection_and_the_whole_library_export_the_same_keys(
    library: Library, tmp_path: Path
) -> None:
    library.exports.export("bibtex", tmp_path / "all.bib")
    chosen = [by_title(library, "Attention is all you need, again")]
    library.exports.export("bibtex", tmp_path / "one.bib", ids=chosen)
    assert keys_in(tmp_path / "one.bib") == {
        "Attention is all you need, again": "vaswani2017attentiona"
    }
    assert keys_in(tmp_path / "all.bib")["Attention is all you need, again"] == (
        "vaswani2017attentiona"
    )


def test_a_title_edit_keeps_the_key_and_regenerate_makes_it_again(library: Library) -> None:
    pid = by_title(library, "Deep Residual")
    library.papers.edit(pid, title="Identity Mappings in Deep Residual Networks")
    assert library.papers.paper(pid).key == "he2016deep"
    assert library.papers.regenerate_key(pid) == "he2016identity"
    assert library.papers.paper(pid).key == "he2016identity"


def test_a_key_taken_by_another_paper_is_refused_whatever_its_case(library: Library) -> None:
    pid = by_title(library, "Deep Residual")
    with pytest.raises(ValueError, match="taken by “The Art of Computer Programming”"):
        library.papers.edit(pid, key="knuth:taocp")
    with pytest.raises(ValueError, match="cannot hold space"):
        library.papers.edit(pid, key="he 2016")
    library.papers.edit(pid, key="He:ResNet")
    assert library.papers.paper(pid).key == "He:ResNet"
    assert library.searching.search("key:he:resnet").ids == [pid]


def test_a_merged_papers_key_lives_on_as_an_alias(library: Library, tmp_path: Path) -> None:
    keep = by_title(library, "Transformers")
    other = by_title(library, "Attention is all you need, again")
    library.papers.merge(keep, [other])
    assert library.papers.paper(keep).aliases == ("vaswani2017attentiona",)
    assert library.searching.search("key:vaswani2017attentiona").ids == [keep]
    assert library.papers.key_holder("VASWANI2017ATTENTIONA") == keep
    library.exports.export("bibtex", tmp_path / "out.bib", ids=[keep])
    [entry] = bibtexparser.parse_string((tmp_path / "out.bib").read_text()).entries
    assert entry.key == "dup1"
    assert entry.fields_dict["ids"].value == "vaswani2017attentiona"
    # and a new paper asking for that key gets another
    library.imports.add_paper(title="Attention, thrice", authors=["A. Vaswani"], year=2017)
    newest = library.papers.paper(by_title(library, "Attention, thrice"))
    assert newest.key == "vaswani2017attentionb"


def test_the_upgrade_gives_the_keys_the_exports_before_it_wrote(tmp_path: Path) -> None:
    folder = tmp_path / "library"
    with Library.open(folder) as library:
        library.imports.add_paper(
            title="Attention is all you need", authors=["Ashish Vaswani"], year=2017
        )
        library.imports.add_paper(
            title="Attention: all you need", authors=["Ashish Vaswani"], year=2017
        )
        library.imports.add_paper(title="Gödel's proof", authors=["Kurt Gödel"], year=1931)
        library.imports.add_paper(
            title="Attention, once more", authors=["Ashish Vaswani"], year=2017
        )
        library.papers.trash([library.ids()[-1]])
    path = folder / "papers.json"
    data = orjson.loads(path.read_bytes())
    data["_meta"]["1"]["schema"] = 4  # as Lectern wrote it before keys were stored
    for doc in data["papers"].values():
        doc["key"] = ""
    path.write_bytes(orjson.dumps(data))
    (folder / "papers-parsed.bin").unlink(missing_ok=True)
    with Library.open(folder) as library:
        assert any("schema version 5" in u for u in library.upgrades)
        keys = [
            library.papers.paper(pid).key for pid in [*library.ids(), *library.papers.trash_ids()]
        ]
    # The live papers in the order they came in, then the Trash: as the export named them.
    assert keys == [
        "vaswani2017attention",
        "vaswani2017attentiona",
        "godel1931godel",
        "vaswani2017attentionb",
    ]
    assert any(p.name.startswith("papers-") for p in (folder / "backups").iterdir())


def test_a_key_from_an_ascii_title_is_made_without_folding_it_again() -> None:
    """An import gives every new paper a key from its title: an ASCII title is used as it
    is, and a title with accents is folded to the same key as before."""
    from lectern.core.citekeys import ascii_fold, pattern_key

    title = "Attention Is All You Need"
    assert ascii_fold(title) is title
    assert pattern_key(["Ashish Vaswani"], title, 2017) == "vaswani2017attention"
    assert ascii_fold("Gödel’s “Théorème”") == "Godels Theoreme"
    assert pattern_key(["Kurt Gödel"], "Über formal unentscheidbare Sätze", 1931) == (
        "godel1931uber"
    )
