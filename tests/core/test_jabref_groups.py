"""JabRef's groups come in as nested collections and go out as JabRef writes them.

The real library is `tests/data/jabref/complex.bib`, from JabRef's own tests
(https://github.com/JabRef/jabref @ edbf3b13ad2806e4460f1d477ddcb087984c8459,
`jablib/src/test/resources/testbib/complex.bib`; see tests/data/SOURCES.md): static groups
nested two deep beside a keyword group and an automatic group. What it should give is
counted here from the file's text with plain regular expressions, not with Lectern's reader.
The hand-made files hold what that one does not: escaped names, depth jumps, a name in two
branches, the older `groupstree` with its citation keys, groups named only in entries.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lectern.core.exporters.jabref_groups import grouping_comment
from lectern.core.importers.jabref_groups import read_tree
from lectern.core.library import Library

COMPLEX = Path(__file__).resolve().parents[1] / "data" / "jabref" / "complex.bib"

EDGE = r"""
@article{one, title = {One}, groups = {Semi;colon, Back\slash, Colon: yes}}
@article{two, title = {Two}, groups = {Reading}}
@article{three, title = {Three}, groups = {Deep, Loose end}}
@article{four, title = {Four}, groups = {Smith, Jones, Solo}}

@Comment{jabref-meta: grouping:
0 AllEntriesGroup:;
1 StaticGroup:Semi\\\;colon\;0\;1\;0x8a8a8aff\;\;\;;
1 StaticGroup:Back\\\\slash\;0\;1\;0x8a8a8aff\;\;\;;
1 StaticGroup:Colon\: yes\;0\;1\;0x8a8a8aff\;\;\;;
1 StaticGroup:Thesis\;0\;1\;0x8a8a8aff\;\;\;;
3 StaticGroup:Reading\;0\;1\;0x8a8a8aff\;\;\;;
2 StaticGroup:Deep\;2\;1\;\;\;\;;
1 StaticGroup:Review\;0\;1\;\;\;\;;
2 StaticGroup:Reading\;0\;1\;\;\;\;;
1 KeywordGroup:By keyword\;0\;keywords\;x\;0\;0\;1\;\;\;\;;
1 SearchGroup:Searched\;0\;title=x\;0\;0\;1\;\;\;\;;
2 StaticGroup:Kept inside\;0\;1\;\;\;\;;
1 StaticGroup:Smith, Jones\;0\;1\;\;\;\;;
}
"""
# What EDGE gives: "3" after "1" goes inside the "1", "2" after it goes back up to the
# "1"; the second "Reading" is told apart by its parent; the keyword group is left out, the
# search group kept (empty) for the static group inside it; "Smith, Jones" holds entries
# naming both words; "Loose end" and "Solo" name no group of the tree.
EDGE_PARENTS = {
    "Reading": "Thesis",
    "Deep": "Thesis",
    "Reading (Review)": "Review",
    "Kept inside": "Searched",
}
EDGE_MEMBERS = {
    "Semi;colon": {"one"},
    "Back\\slash": {"one"},
    "Colon: yes": {"one"},
    "Thesis": set(),
    "Reading": {"two"},  # JabRef shows an entry naming "Reading" in both groups so named
    "Reading (Review)": {"two"},
    "Deep": {"three"},
    "Review": set(),
    "Searched": set(),
    "Kept inside": set(),
    "Smith, Jones": {"four"},
    "Loose end": {"three"},
    "Solo": {"four"},
}


def file_tree(text: str) -> tuple[list[str], dict[str, str]]:
    """complex.bib's static groups in order and each nested one's parent, read line by line
    (none of its names has an escape)."""
    block = text.split("jabref-meta: grouping:")[1].split("}", maxsplit=1)[0]
    order: list[str] = []
    parents: dict[str, str] = {}
    above: dict[int, str] = {}
    for depth, kind, name in re.findall(r"^(\d+) (\w+):([^\\;]*)", block, re.M):
        above[int(depth)] = name
        if kind == "StaticGroup":
            order.append(name)
            if int(depth) > 1:
                parents[name] = above[int(depth) - 1]
    return order, parents


def file_members(text: str) -> dict[str, set[str]]:
    """Group name → the citation keys of the entries whose `groups` field names it."""
    members: dict[str, set[str]] = {}
    for key, body in re.findall(r"^@\w+\{([^,\s]+),(.*?)^\}", text, re.M | re.S):
        field = re.search(r"^\s*groups\s*=\s*\{([^}]*)\}", body, re.M)
        for name in field.group(1).split(",") if field else ():
            members.setdefault(name.strip(), set()).add(key)
    return members


def members_of(library: Library, name: str) -> set[str]:
    return {library.papers.paper(pid).key for pid in library.collections.ids(name)}


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return path


@pytest.fixture
def empty(tmp_path: Path):
    with Library.open(tmp_path / "library") as library:
        yield library


def test_a_real_jabref_library_comes_in_with_its_groups_nested(empty: Library) -> None:
    text = COMPLEX.read_text("utf-8")
    order, parents = file_tree(text)
    members = file_members(text)
    assert order == ["StaticGroup", "TestOne", "TestOneSubOne", "TestOneSubTwo", "TestTwo"]
    assert sum(len(keys) for keys in members.values()) == 14  # seven entries name groups
    report = empty.imports.import_files([COMPLEX])[0]
    assert report.added == 19 and not report.skipped  # two entries share a DOI: one paper
    assert set(empty.collections.counts()) == {"complex", *order}  # the file's own, and its groups
    assert empty.collections.parents() == parents
    for name in order:
        assert members_of(empty, name) == members.get(name, set()), name
    assert empty.collections.counts()["complex"] == 19
    assert "DynamicGroup" not in empty.collections.counts()  # JabRef's searches are not collections


def test_the_export_is_jabrefs_format_and_comes_back_the_same(
    empty: Library, tmp_path: Path
) -> None:
    empty.imports.import_files([COMPLEX])
    out = tmp_path / "export.bib"
    empty.exports.export("bibtex", out)
    text = out.read_text("utf-8")
    grey = "\\;0\\;1\\;0x8a8a8aff\\;\\;\\;;"
    assert text.endswith(
        "@Comment{jabref-meta: grouping:\n"
        "0 AllEntriesGroup:;\n"
        f"1 StaticGroup:complex{grey}\n"
        f"1 StaticGroup:StaticGroup{grey}\n"
        f"1 StaticGroup:TestOne{grey}\n"
        f"2 StaticGroup:TestOneSubOne{grey}\n"
        f"2 StaticGroup:TestOneSubTwo{grey}\n"
        f"1 StaticGroup:TestTwo{grey}\n"
        "}\n"
    )
    assert text.count("jabref-meta: grouping:") == 1
    everywhere = "complex, StaticGroup, TestOne, TestOneSubOne, TestOneSubTwo, TestTwo"
    assert f"  groups = {{{everywhere}}},\n" in text  # in the place the entry had it
    written, source = file_members(text), file_members(COMPLEX.read_text("utf-8"))
    assert all(written[name] == keys for name, keys in source.items())
    with Library.open(tmp_path / "restored") as restored:
        restored.imports.import_files([out])
        # Lectern's own export names every paper's collections: no collection for the file
        assert set(restored.collections.counts()) == set(empty.collections.counts())
        assert restored.collections.parents() == empty.collections.parents()
        for name in empty.collections.counts():
            assert members_of(restored, name) == members_of(empty, name), name


def test_escapes_depth_jumps_and_a_name_in_two_branches(empty: Library, tmp_path: Path) -> None:
    empty.imports.import_files([write(tmp_path, "edge.bib", EDGE)])
    assert set(empty.collections.counts()) == {"edge", *EDGE_MEMBERS}
    assert empty.collections.parents() == EDGE_PARENTS
    for name, keys in EDGE_MEMBERS.items():
        assert members_of(empty, name) == keys, name
    again = empty.imports.import_files([write(tmp_path, "edge.bib", EDGE)])[0]
    assert again.added == 0 and set(empty.collections.counts()) == {"edge", *EDGE_MEMBERS}
    out = tmp_path / "out.bib"
    empty.exports.export("bibtex", out)
    with Library.open(tmp_path / "restored") as restored:
        restored.imports.import_files([out])
        assert set(restored.collections.counts()) == {"edge", *EDGE_MEMBERS}
        assert restored.collections.parents() == EDGE_PARENTS
        for name, keys in EDGE_MEMBERS.items():
            assert members_of(restored, name) == keys, name


def test_the_older_groupstree_lists_its_entries_and_wraps_its_lines(
    empty: Library, tmp_path: Path
) -> None:
    legacy = (
        "@article{alpha, title = {Alpha}}\n@article{beta, title = {Beta}}\n"
        "@comment{jabref-meta: groupsversion:3;}\n"
        "@comment{jabref-meta: groupstree:\n0 AllEntriesGroup:;\n"
        "1 ExplicitGroup:Old favourites\\;0\\;alpha\\;be\nta\\;;\n"
        "2 ExplicitGroup:Sub\\;0\\;beta\\;;\n}\n"
    )
    empty.imports.import_files([write(tmp_path, "old.bib", legacy)])
    assert members_of(empty, "Old favourites") == {"alpha", "beta"}
    assert members_of(empty, "Sub") == {"beta"}
    assert empty.collections.parents() == {"Sub": "Old favourites"}


def test_groups_named_only_in_entries_are_collections_at_the_top(
    empty: Library, tmp_path: Path
) -> None:
    empty.imports.import_files(
        [write(tmp_path, "flat.bib", "@misc{x, title = {X}, groups = {A, B}}")]
    )
    assert members_of(empty, "A") == members_of(empty, "B") == {"x"}
    assert empty.collections.parents() == {}


def test_a_name_the_library_has_joins_it_where_it_is(library: Library, tmp_path: Path) -> None:
    library.collections.create("Reading")
    library.imports.import_files([write(tmp_path, "edge.bib", EDGE)])
    assert members_of(library, "Reading") == {"two"}  # the user's own, left at the top
    assert "Reading" not in library.collections.parents()
    assert library.collections.parents()["Reading (Review)"] == "Review"


def test_a_known_paper_joins_the_groups_and_undoing_the_import_takes_them_away(
    library: Library, tmp_path: Path
) -> None:
    # the same entry, under its key, from a file of the same name's earlier copy
    (tmp_path / "earlier").mkdir()
    first = write(tmp_path / "earlier", "edge.bib", "@article{two, title = {Two}}")
    library.imports.import_files([first])
    before = library.collections.tree()
    report = library.imports.import_files([write(tmp_path, "edge.bib", EDGE)])[0]
    assert report.merged == 1 and members_of(library, "Reading (Review)") == {"two"}
    library.imports.undo_import(report.import_id)
    assert library.collections.tree() == before  # the groups it made, gone again


def test_the_written_tree_reads_back_with_every_escape() -> None:
    names = ["Semi;colon", "Back\\slash", "Colon: yes", "{lone brace", "A > B", "Smith, Jones"]
    comment = grouping_comment([("Top",), *(("Top", n) for n in names)])
    assert "2 StaticGroup:Semi\\\\\\;colon\\;0" in comment  # escaped twice, as JabRef does
    tree = read_tree([comment.removeprefix("@Comment{").removesuffix("}\n")])
    assert tree.paths == [("Top",), *(("Top", n) for n in names)]
