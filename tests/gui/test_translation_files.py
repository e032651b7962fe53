"""The shipped translations: every string of the window marked, each language complete, and
each translation keeping what the code puts into it.

The sources (`resources/translations/*.ts`) are read as Qt Linguist writes them: a
`<message>` has its English `<source>` and a `<translation>`, with one `<numerusform>` per
plural form of the language when the message has a count (`numerus="yes"`).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from build_spec.translations import FORMS
from tests.gui.translation_marks import unmarked

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "translations"
# What the code fills in or acts on: format names, Qt's counts and arguments, HTML tags.
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%L?n|%\d|</?[a-z]+[^>]*>")


def _files() -> list[Path]:
    return sorted(FOLDER.glob("lectern_*.ts"))


def _language(path: Path) -> str:
    return path.stem.removeprefix("lectern_")


def _messages(path: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [
        (context.findtext("name") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def test_every_string_the_window_shows_is_marked_for_translation() -> None:
    found = unmarked()
    assert not found, "not marked for translation:\n" + "\n".join(map(str, found))


def test_each_language_lectern_ships_has_its_translation_file() -> None:
    from lectern.gui.i18n import CODES

    assert {_language(path) for path in _files()} == set(CODES)


@pytest.mark.parametrize("path", _files(), ids=_language)
def test_a_shipped_translation_has_no_unfinished_string(path: Path) -> None:
    unfinished = [
        f"{context}: {message.findtext('source')!r}"
        for context, message in _messages(path)
        if (translation := message.find("translation")) is not None
        and translation.get("type") in {"unfinished", "vanished", "obsolete"}
    ]
    assert not unfinished, f"{len(unfinished)} unfinished in {path.name}:\n" + "\n".join(
        unfinished[:40]
    )


@pytest.mark.parametrize("path", _files(), ids=_language)
def test_a_translation_keeps_what_the_code_fills_in(path: Path) -> None:
    """The same `{names}`, counts and tags as the English, and the right number of plural
    forms for the language: a translation that lost `{path}` would show a path nowhere."""
    wrong = []
    for context, message in _messages(path):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or translation.get("type") == "unfinished":
            continue
        forms = [form.text or "" for form in translation.iter("numerusform")]
        texts = forms if message.get("numerus") == "yes" else [translation.text or ""]
        if message.get("numerus") == "yes" and len(forms) != FORMS[_language(path)]:
            wrong.append(f"{context}: {source!r} has {len(forms)} plural forms")
        expected = sorted(PLACEHOLDER.findall(source))
        for text in texts:
            if not text.strip():
                wrong.append(f"{context}: {source!r} is translated as nothing")
            elif sorted(PLACEHOLDER.findall(text)) != expected:
                wrong.append(f"{context}: {source!r} -> {text!r}")
            if text.count("&") - text.count("&&") > source.count("&") - source.count("&&"):
                wrong.append(f"{context}: {text!r} has more than one mnemonic")
    assert not wrong, f"{len(wrong)} in {path.name}:\n" + "\n".join(wrong[:40])
