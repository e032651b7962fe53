"""biblatex export: the BibTeX export in biblatex's own field and entry names.

biber reads a BibTeX file by mapping its legacy names as it loads it (`journal` to
`journaltitle`, `address` to `location`, `@phdthesis` to `@thesis` with `type =
{phdthesis}`, …). This export makes the same mapping, so the file is what biblatex's
manual documents and a biblatex user edits it in the names they know. Every value is the
BibTeX export's; a field whose biblatex name the entry already has keeps its BibTeX name,
so nothing is overwritten.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from lectern.core.exporters.bibtex import entry_fields, string_definitions, write_entry
from lectern.core.exporters.common import citation_keys
from lectern.core.exporters.jabref_groups import grouping_comment
from lectern.core.models import Entry

# biber's mapping of BibTeX's names, as its default source map applies it
FIELD_NAMES = {
    "journal": "journaltitle",
    "address": "location",
    "school": "institution",
    "annote": "annotation",
    "archiveprefix": "eprinttype",
    "primaryclass": "eprintclass",
    "key": "sortkey",
    "pdf": "file",
}
# entry type → (biblatex's type, the `type` field it adds)
ENTRY_TYPES = {
    "conference": ("inproceedings", ""),
    "electronic": ("online", ""),
    "www": ("online", ""),
    "phdthesis": ("thesis", "phdthesis"),
    "mastersthesis": ("thesis", "mathesis"),
    "techreport": ("report", "techreport"),
}


def biblatex_entry(
    kind: str, fields: Sequence[tuple[str, str]]
) -> tuple[str, list[tuple[str, str]]]:
    """An entry's type and fields in biblatex's names."""
    kind = kind.lower()
    present = {name.lower() for name, _ in fields}
    renamed: list[tuple[str, str]] = []
    for name, value in fields:
        new = FIELD_NAMES.get(name.lower(), name)
        if new != name and new in present:
            new = name  # both names given: each keeps its own value
        if name == "lectern-exact":  # the fields Lectern wrote, by their new names
            names = (n.strip() for n in value.split(","))
            renamed.append((new, ", ".join(FIELD_NAMES.get(n, n) for n in names)))
        else:
            renamed.append((new, value))
    new_kind, type_field = ENTRY_TYPES.get(kind, (kind, ""))
    if type_field and "type" not in present:
        at = next((i for i, (n, _) in enumerate(renamed) if n.startswith("lectern-")), None)
        renamed.insert(len(renamed) if at is None else at, ("type", type_field))
    return new_kind, renamed


def to_biblatex(
    entries: Sequence[Entry],
    distinct: Mapping[str, Sequence[str]] | None = None,
    tree: Sequence[tuple[str, ...]] | None = None,
    strings: Mapping[str, str] | None = None,
) -> str:
    """The entries as biblatex; the same keys, values, macros and groups as `to_bibtex`."""
    others = distinct or {}
    made = [
        biblatex_entry(*entry_fields(entry, others.get(entry.paper.id, ()), strings))
        for entry in entries
    ]
    parts = [
        write_entry(kind, key, fields) for (kind, fields), key in zip(made, citation_keys(entries))
    ]
    text = string_definitions(strings, (fields for _, fields in made)) + "\n".join(parts)
    comment = grouping_comment(tree or ())
    return f"{text}\n{comment}" if comment else text
