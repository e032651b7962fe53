"""`make translations`: the translation sources kept current with the code, and English's
plural forms written from the source texts.

`pyside6-lupdate` reads gui/ and updates `resources/translations/lectern_<code>.ts` for each
language of lectern.gui.i18n.LANGUAGES (English with its plural messages alone). A source
text with a count says its English forms in itself, which this writes into the English
file: `%n paper(s)` is "1 paper" and "2 papers"; `%n (is|are)` is "1 is" and "2 are".
A translator fills in the other files (Qt Linguist, or any editor); `pyside6-lrelease`
compiles each to the `.qm` the app loads (the Makefile does, before `make run` and `make
test`).

    python build_spec/translations.py [LUPDATE]
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "translations"
SOURCE_LANGUAGE = "en"
# The languages shipped, as lectern.gui.i18n.LANGUAGES names them (read here without Qt).
CODES = ("en", "de", "es", "fr", "ja", "zh_CN")
CHOICE = re.compile(r"\((\w*)\|(\w*)\)")  # (is|are)
SUFFIX = re.compile(r"(?<=\w)\((\w+)\)")  # paper(s)


def english_forms(source: str) -> tuple[str, str]:
    """The singular and plural English of a source text with a count."""
    singular = SUFFIX.sub("", CHOICE.sub(r"\1", source))
    plural = SUFFIX.sub(r"\1", CHOICE.sub(r"\2", source))
    return singular, plural


def update(lupdate: str) -> None:
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui").rglob("*.py"))
    FOLDER.mkdir(parents=True, exist_ok=True)
    for code in CODES:
        ts = FOLDER / f"lectern_{code}.ts"
        extra = ["-pluralonly"] if code == SOURCE_LANGUAGE else []
        subprocess.run(
            [
                lupdate,
                *sources,
                "-no-obsolete",
                "-locations",
                "none",
                *extra,
                "-target-language",
                code,
                "-ts",
                str(ts.relative_to(ROOT)),
            ],
            cwd=ROOT,
            check=True,
        )
    write_english(FOLDER / f"lectern_{SOURCE_LANGUAGE}.ts")


def write_english(ts: Path) -> None:
    tree: ET.ElementTree[ET.Element[str]] = ET.parse(ts)
    for message in tree.iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        for form in list(translation):
            translation.remove(form)
        for text in english_forms(source):
            ET.SubElement(translation, "numerusform").text = text
        translation.attrib.pop("type", None)
    _write(tree, ts)


def _write(tree: ET.ElementTree[ET.Element[str]], ts: Path) -> None:
    ET.indent(tree, space="    ")
    root = tree.getroot()
    assert root is not None
    body = ET.tostring(root, encoding="unicode")
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


if __name__ == "__main__":
    update(sys.argv[1] if len(sys.argv) > 1 else "pyside6-lupdate")
