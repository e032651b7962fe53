"""BibTeX `@string` macros come back on export: the definitions the exported entries use,
before them, and each field that referred to one written as the reference the file had
(`journal = j-TUGboat`), while search, citing and display use the expanded value.

TUGboat's bibliography refers to three macros in all of its 3,644 entries
(`acknowledgement = ack-bnb # " and " # ack-nhfb`, `journal = j-TUGboat`) and to the month
macros; biblatex's examples to publishers and journals; biber's test files define one name
twice, differently.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from lectern.core.library import Library
from tests.core.helpers_store_only import store_only
from tests.core.helpers_templates import Templates

TUGBOAT_STRINGS = ("ack-bnb", "ack-nhfb", "j-TUGboat")
ACKNOWLEDGEMENT = 'acknowledgement = ack-bnb # " and " # ack-nhfb,'


def engine(src: Path, dst: Path) -> None:
    """What a sync engine does: the change files `src`'s device wrote arrive in `dst`."""
    own = json.loads((src / "device.json").read_text())["device"]
    shutil.copytree(src / "sync" / own, dst / "sync" / own, dirs_exist_ok=True)


def string_names(text: str) -> list[str]:
    return re.findall(r"^@string\{\s*([^\s=]+)\s*=", text, re.M | re.I)


def first_entry_at(text: str) -> int:
    found = re.search(r"^@(?!string\b)\w+\{", text, re.M | re.I)
    assert found is not None
    return found.start()


def everything_read(library: Library) -> dict[str, tuple[object, ...]]:
    """Each paper's values as the library uses them, its whole record (but `groups`: the
    export writes the paper's collection there, for JabRef) and its fields' written forms."""
    out: dict[str, tuple[object, ...]] = {}
    for pid in library.ids():
        paper = library.papers.paper(pid)
        out[pid] = (
            paper.title,
            paper.authors,
            paper.year,
            paper.venue,
            paper.volume,
            paper.number,
            paper.pages,
            paper.urls,
            paper.kind,
            paper.key,
            {name: value for name, value in paper.fields.items() if name != "groups"},
            paper.macros,
        )
    return out


@pytest.fixture(scope="module")
def tugboat(
    templates: Templates, imports_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Path]:
    """The folder of a library holding tugboat.bib, with its BibTeX export in `export.bib`."""
    folder = tmp_path_factory.mktemp("tugboat")
    template = templates.imported([imports_dir / "bibtex" / "tugboat.bib"])
    with Library.open(template.copy(folder / "lib")) as library:
        assert len(library) == 3644
        library.exports.export("bibtex", folder / "export.bib")
    yield folder


@pytest.mark.slow
def test_tugboat_export_writes_its_string_macros_and_the_references(tugboat: Path) -> None:
    text = (tugboat / "export.bib").read_text(encoding="utf-8")
    assert sorted(string_names(text)) == sorted(TUGBOAT_STRINGS)  # each once
    last_string = max(text.index("@string{" + name) for name in TUGBOAT_STRINGS)
    assert last_string < first_entry_at(text)  # defined before they are used
    assert "@string{j-TUGboat = {TUGboat}}" in text
    assert text.count(ACKNOWLEDGEMENT) == 3644
    assert text.count("journal = j-TUGboat,") == 3644
    assert len(re.findall(r"^  month = [a-z]{3},$", text, re.M)) == 2412
    assert "Providence, RI 02940" in text.split("@article", 1)[0]  # the definition, once
    assert text.count("Providence, RI 02940") == 1


@pytest.mark.slow
def test_tugboat_export_imports_as_the_same_papers_with_the_same_macros(
    tugboat: Path, tmp_path: Path
) -> None:
    export = tugboat / "export.bib"
    with (
        Library.open(tugboat / "lib") as library,
        store_only(tmp_path / "again") as again,  # what is compared is stored
    ):
        report = again.imports.import_files([export])[0]
        assert report.added == 3644 and not report.skipped
        assert everything_read(again) == everything_read(library)
        paper = again.papers.paper(again.ids()[0])
        assert paper.venue == "TUGboat"
        assert paper.fields["acknowledgement"].startswith("Barbara N. Beeton,")
        again.exports.export("bibtex", tmp_path / "again.bib")
    text = (tmp_path / "again.bib").read_text(encoding="utf-8")
    assert text == export.read_text(encoding="utf-8")


@pytest.mark.slow
def test_tugboat_biblatex_export_keeps_the_macros(tugboat: Path, tmp_path: Path) -> None:
    with Library.open(tugboat / "lib") as library:
        library.exports.export("biblatex", tmp_path / "export.bib")
    text = (tmp_path / "export.bib").read_text(encoding="utf-8")
    assert sorted(string_names(text)) == sorted(TUGBOAT_STRINGS)
    assert text.count("journaltitle = j-TUGboat,") == 3644
    assert text.count(ACKNOWLEDGEMENT) == 3644


@pytest.mark.slow
def test_a_library_restored_from_its_backup_writes_the_same_macros(
    tugboat: Path, tmp_path: Path
) -> None:
    with Library.open(tugboat / "lib") as library:
        library.exports.export("json", tmp_path / "backup.json")
    with store_only(tmp_path / "restored") as restored:
        report = restored.imports.import_files([tmp_path / "backup.json"])[0]
        assert report.added == 3644
        restored.exports.export("bibtex", tmp_path / "restored.bib")
    text = (tmp_path / "restored.bib").read_text(encoding="utf-8")
    assert text == (tugboat / "export.bib").read_text(encoding="utf-8")


@pytest.mark.slow
def test_other_formats_write_the_expanded_values(tugboat: Path, tmp_path: Path) -> None:
    with Library.open(tugboat / "lib") as library:
        library.exports.export("csljson", tmp_path / "export.json")
        library.exports.export("ris", tmp_path / "export.ris")
    for name in ("export.json", "export.ris"):
        text = (tmp_path / name).read_text(encoding="utf-8")
        assert "j-TUGboat" not in text and "ack-nhfb" not in text
        assert "TUGboat" in text


def _examples(templates: Templates, imports_dir: Path, tmp_path: Path) -> Path:
    """A copy of a library holding biblatex's examples, imported once a run."""
    examples = imports_dir / "bibtex" / "biblatex-examples.bib"
    return templates.imported([examples]).copy(tmp_path / "lib")


def test_biblatex_examples_keep_publishers_and_journals(
    templates: Templates, imports_dir: Path, tmp_path: Path
) -> None:
    with Library.open(_examples(templates, imports_dir, tmp_path)) as library:
        library.exports.export("biblatex", tmp_path / "export.bib")
        nietzsche = next(
            library.papers.paper(pid)
            for pid in library.ids()
            if library.papers.paper(pid).key == "nietzsche:ksa"
        )
        assert nietzsche.fields["publisher"] == "Deutscher Taschenbuch-Verlag and Walter de Gruyter"
    text = (tmp_path / "export.bib").read_text(encoding="utf-8")
    assert sorted(string_names(text)) == sorted(
        ["anch-ie", "cup", "dtv", "hup", "jams", "jchph", "jomch", "pup"]
    )
    assert "@string{cup = {Cambridge University Press}}" in text
    assert text.count("publisher = cup,") == 3
    assert text.count("publisher = dtv # { and Walter de Gruyter},") == 3
    assert "journaltitle = jchph," in text


def test_a_field_edited_after_import_is_written_as_its_new_value(
    templates: Templates, imports_dir: Path, tmp_path: Path
) -> None:
    with Library.open(_examples(templates, imports_dir, tmp_path)) as library:
        by_key = {library.papers.paper(pid).key: pid for pid in library.ids()}
        pid = by_key["nietzsche:ksa"]
        fields = dict(library.papers.paper(pid).fields)
        fields["publisher"] = "de Gruyter"
        library.papers.edit(pid, fields=fields)
        library.papers.edit(by_key["kastenholz"], venue="Journal of Chemical Physics")
        library.exports.export(
            "bibtex",
            tmp_path / "export.bib",
            ids=[pid, by_key["kastenholz"], by_key["aristotle:anima"]],
        )
    text = (tmp_path / "export.bib").read_text(encoding="utf-8")
    assert "publisher = {de Gruyter}," in text
    assert "journaltitle = {Journal of Chemical Physics}," in text
    assert "publisher = cup," in text  # Aristotle's, untouched
    assert string_names(text) == ["cup"]  # only what the exported entries still use


def test_a_later_file_defining_a_name_differently_keeps_the_first(
    imports_dir: Path, tmp_path: Path
) -> None:
    folder = imports_dir / "bibtex" / "biber-tdata"
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_files([folder / "sections1.bib", folder / "sections3.bib"])
        by_key = {library.papers.paper(pid).key: library.papers.paper(pid) for pid in library.ids()}
        assert by_key["sect1"].fields["note"] == "value1"
        assert by_key["sect4"].fields["note"] == "value2"
        library.exports.export("bibtex", tmp_path / "export.bib")
    text = (tmp_path / "export.bib").read_text(encoding="utf-8")
    assert string_names(text) == ["STRING1"]
    assert "@string{STRING1 = {value1}}" in text
    sect1 = text[text.index("{sect1,") :].split("\n}\n", 1)[0]
    sect4 = text[text.index("{sect4,") :].split("\n}\n", 1)[0]
    assert "note = STRING1," in sect1
    assert "note = {value2}," in sect4


def test_the_macros_reach_another_computer_by_sync(imports_dir: Path, tmp_path: Path) -> None:
    """Imported on the laptop, exported on the desktop after a sync engine carried the
    change files: the same `@string`s and references."""
    laptop, desktop = tmp_path / "laptop", tmp_path / "desktop"
    with Library.open(laptop) as left:
        left.imports.import_files([imports_dir / "bibtex" / "biblatex-examples.bib"])
        left.exports.export("bibtex", tmp_path / "laptop.bib")
    desktop.mkdir()
    engine(laptop, desktop)
    with Library.open(desktop) as right:
        right.exports.export("bibtex", tmp_path / "desktop.bib")
    text = (tmp_path / "desktop.bib").read_text(encoding="utf-8")
    assert "@string{cup = {Cambridge University Press}}" in text
    assert text.count("publisher = cup,") == 3
    assert text == (tmp_path / "laptop.bib").read_text(encoding="utf-8")


def test_a_merged_paper_keeps_the_macros_of_the_fields_the_other_brought(
    templates: Templates, imports_dir: Path, tmp_path: Path
) -> None:
    """kastenholz's record merged into a paper typed by hand: its journal is written as
    the macro its file used."""
    with Library.open(_examples(templates, imports_dir, tmp_path)) as library:
        by_key = {library.papers.paper(pid).key: pid for pid in library.ids()}
        typed = library.imports.add_paper(
            title="A paper typed by hand", abstract="Its record came later."
        ).added_ids[0]
        library.papers.merge(typed, [by_key["kastenholz"]])
        library.exports.export("bibtex", tmp_path / "export.bib", ids=[typed])
    text = (tmp_path / "export.bib").read_text(encoding="utf-8")
    assert "journaltitle = jchph," in text
    assert string_names(text) == ["jchph"]
