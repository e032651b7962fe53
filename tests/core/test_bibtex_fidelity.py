"""A real `.bib` comes back as it went in: entry type, key and every field of every entry.

Each `.bib` in ../shared/data/imports (TUGboat's bibliography, biblatex's examples, a lab's
Mendeley export, biber's test files) is imported into an empty library (the import other
tests of the file alone copy too) and exported as
BibTeX; the export is read the same way as the source (macros expanded: the export
writes them back, see test_bibtex_strings.py) and compared entry by entry, field by field, with values
normalised for braces and white space only. What does not come back is accounted for by
name: an entry the import reported (skipped, or certainly the same work as another in the
file), or a field listed below with its reason. The counts are asserted, not sampled.
"""

from __future__ import annotations

from pathlib import Path
from typing import cast

import bibtexparser
import pytest
from bibtexparser.model import Entry

from lectern.core.importers import bibtex as reader
from lectern.core.text.bibtex_macros import folded as by_folded_name
from tests.core.helpers_store_only import store_only_copy
from tests.core.helpers_templates import Templates

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "imports" / "bibtex"
BIB_FILES = sorted(SHARED.glob("*.bib")) + sorted(SHARED.glob("biber-tdata/*.bib"))

# Fields that come back otherwise, by (file, entry key, field), with the reason.
_JOINED_NOTES = (
    "the file gives baez/online as the same item (same arXiv id): the two entries are one "
    "paper, whose notes are both entries' annotations, written as JabRef's `comment`"
)
CHANGED: dict[tuple[str, str, str], str] = {
    ("biblatex-examples.bib", "baez/article", "annotation"): _JOINED_NOTES,
    ("examples.bib", "baez/article", "annotation"): _JOINED_NOTES,
}


def _tidy(value: str) -> str:
    return " ".join(str(value).replace("{", "").replace("}", "").split())


def entries_of(path: Path) -> dict[str, tuple[str, str, dict[str, str]]]:
    """Key (folded) → (entry type, key, fields), read as Lectern reads a file."""
    text = reader._decode(path, path.read_bytes())
    library, defined = reader.split(text)
    strings = by_folded_name(defined)
    found: dict[str, tuple[str, str, dict[str, str]]] = {}
    # A failed block that kept its entry (a duplicate key or field) holds it as ignore_error_block.
    blocks = [(entry, False) for entry in library.entries] + [
        (cast(Entry, block.ignore_error_block), True)
        for block in library.failed_blocks
        if hasattr(getattr(block, "ignore_error_block", None), "fields")
    ]
    for entry, raw in blocks:
        fields = {
            name: value
            for name, value in reader._fields(entry, strings, raw=raw)[0].items()
            if not name.startswith("lectern-")
        }
        found.setdefault(
            entry.key.strip().casefold(), (entry.entry_type.lower(), entry.key, fields)
        )
    return found


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/data/imports is not here")
@pytest.mark.parametrize("path", BIB_FILES, ids=lambda p: p.name)
def test_every_entry_type_key_and_field_comes_back(
    templates: Templates, path: Path, tmp_path: Path
) -> None:
    # The file imported alone into an empty library, once a run: the other tests of a real
    # file alone (its paper count, its macros, its round trips) copy the same import.
    template = templates.imported([path])
    [report] = template.reports
    with store_only_copy(template, tmp_path / "library") as library:  # exports the store
        library.exports.export("bibtex", tmp_path / "export.bib")
    source, exported = entries_of(path), entries_of(tmp_path / "export.bib")

    # Every entry missing from the export is one the import accounted for.
    where = entry_lines(path)
    lines = {where.get(key, 0) for key in source if key not in exported}
    reported = {skip.line for skip in report.skipped} | {line for line, _, _ in report.in_file}
    assert lines <= reported, sorted(lines - reported)[:10]

    fields = back = 0
    for folded, (kind, key, values) in source.items():
        if folded not in exported:
            continue
        kind_out, key_out, values_out = exported[folded]
        assert (kind_out, key_out) == (kind, key)
        for name, value in values.items():
            fields += 1
            if name in values_out and _tidy(values_out[name]) == _tidy(value):
                back += 1
            else:
                assert (path.name, key, name) in CHANGED, (key, name, value, values_out.get(name))
    listed = sum(1 for (file, _, _) in CHANGED if file == path.name)
    assert back == fields - listed, f"{back} of {fields} field values came back"


def entry_lines(path: Path) -> dict[str, int]:
    """Key (folded) → the line its entry starts on, found as the import finds it."""
    text = reader._decode(path, path.read_bytes())
    with reader._quiet_bibtexparser():
        library = bibtexparser.parse_string(text)
    lines = reader._block_lines(text, library.blocks)
    found: dict[str, int] = {}
    for block in library.blocks:
        entry = getattr(block, "ignore_error_block", block)
        key = getattr(entry, "key", None)
        if isinstance(key, str) and id(block) in lines:
            found.setdefault(key.strip().casefold(), lines[id(block)])
    return found
