"""`make translations`: the translation sources kept current with the code, with every
message that has a count in its plural forms, and English's forms written from the source.

`pyside6-lupdate` reads gui/, and the templates of what the core says (each `said(...)`
in core/, found here as `core_templates`), and updates
`resources/translations/lectern_<code>.ts` for each language of
lectern.gui.i18n.LANGUAGES. Its Python reader does not know a count: it drops
`translate(context, text, n=count)` and takes `translate(context, text, None, count)` for
a message without one (it reads that place as PyQt4's old "encoding"). So this finds the
messages with a count itself (`counted`), reading the sources as Python, and after lupdate
puts each into every file as a plural message (`numerus="yes"`, a form for each plural
form of the language), keeping the forms a translator wrote before, which lupdate would
have flattened to one.

English's file holds only those messages: a source text with a count says its English
forms in itself, which this writes: `%Ln paper(s)` is "1 paper" and "2 papers"; `(is|are)`
is "is" and "are"; `entr(y|ies)` is "entry" and "entries".

A translator fills in the other files (Qt Linguist, or any editor); `pyside6-lrelease`
compiles each to the `.qm` the app loads (the Makefile does, before `make run` and `make
test`).

    python build_spec/translations.py [LUPDATE]
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from lectern.core.said import CONTEXT as CORE
from lectern.gui.i18n import LANGUAGES, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "translations"
CHOICE = re.compile(r"\((\w*)\|(\w*)\)")  # (is|are)
SUFFIX = re.compile(r"(?<=\w)\((\w+)\)")  # paper(s)
FORMS = {language.code: language.plural_forms for language in LANGUAGES}


@dataclass(frozen=True, order=True, slots=True)
class Counted:
    """A message with a count, as the code asks for it."""

    context: str
    source: str
    comment: str = ""  # the disambiguation, when the code gives one


def english_forms(source: str) -> tuple[str, str]:
    """The singular and plural English of a source text with a count."""
    singular = SUFFIX.sub("", CHOICE.sub(r"\1", source))
    plural = SUFFIX.sub(r"\1", CHOICE.sub(r"\2", source))
    return singular, plural


def counted(paths: list[Path]) -> list[Counted]:
    """Every `translate(context, text, [disambiguation,] n)` call with a count (`n=` or a
    fourth argument), its context and text written as literals, in `paths`."""
    found: set[Counted] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or _name(node.func) != "translate":
                continue
            has_count = len(node.args) >= 4 or any(k.arg == "n" for k in node.keywords)
            texts = [_literal(arg) for arg in node.args[:3]]
            for keyword in node.keywords:
                if keyword.arg == "disambiguation":
                    texts += [None] * (3 - len(texts))
                    texts[2] = _literal(keyword.value)
            if has_count and len(texts) >= 2 and texts[0] and texts[1]:
                found.add(Counted(texts[0], texts[1], (texts[2] if len(texts) > 2 else "") or ""))
    return sorted(found)


def core_templates(paths: list[Path]) -> list[str]:
    """The template of every `said("...", ...)` call in `paths` (`lectern.core.said`): what
    the core says to the user, which the window translates under the context "Core"."""
    found: set[str] = set()
    for path in paths:
        if path.name == "said.py":  # where `said` is made, passing a template on
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _name(node.func) == "said":
                template = _literal(node.args[0]) if node.args else None
                if template is None:
                    raise SystemExit(f"{path}: said(...) needs its template as a literal")
                found.add(template)
    return sorted(found)


def _core_marks(templates: list[str]) -> str:
    """The core's templates as lupdate reads a marked string in Python."""
    return "".join(f"QT_TRANSLATE_NOOP({CORE!r}, {t!r})\n" for t in templates)


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def update(lupdate: str) -> None:
    paths = sorted((ROOT / "gui").rglob("*.py"))
    messages = counted(paths)
    FOLDER.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=ROOT) as scratch:
        marks = Path(scratch) / "core_said.py"
        marks.write_text(_core_marks(core_templates(sorted((ROOT / "core").rglob("*.py")))))
        sources = [str(p.relative_to(ROOT)) for p in [*paths, marks]]
        _update_each(lupdate, sources, messages)


def _update_each(lupdate: str, sources: list[str], messages: list[Counted]) -> None:
    for code in sorted(FORMS):
        ts = FOLDER / f"lectern_{code}.ts"
        kept = _plural_translations(ts) if ts.exists() else {}
        english = code == SOURCE_LANGUAGE
        subprocess.run(
            [
                lupdate,
                *sources,
                "-no-obsolete",
                "-locations",
                "none",
                *(["-pluralonly"] if english else []),
                "-target-language",
                code,
                "-ts",
                str(ts.relative_to(ROOT)),
            ],
            cwd=ROOT,
            check=True,
        )
        tree: ET.ElementTree[ET.Element[str]] = ET.parse(ts)
        _put_plurals(tree, messages, kept, FORMS[code])
        if english:
            _write_english(tree)
        _write(tree, ts)


def _key(context: ET.Element[str], message: ET.Element[str]) -> Counted:
    return Counted(
        context.findtext("name") or "",
        message.findtext("source") or "",
        message.findtext("comment") or "",
    )


def _plural_translations(ts: Path) -> dict[Counted, ET.Element[str]]:
    """The plural messages' translations as they are now, before lupdate flattens them."""
    root = ET.parse(ts).getroot()
    kept = {}
    for context in root.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") == "yes" and translation is not None:
                kept[_key(context, message)] = translation
    return kept


def _put_plurals(
    tree: ET.ElementTree[ET.Element[str]],
    messages: list[Counted],
    kept: dict[Counted, ET.Element[str]],
    forms: int,
) -> None:
    """Each message with a count in the file as a plural message: lupdate's own entry
    made plural, or added when lupdate dropped it; its forms as a translator left them."""
    root = tree.getroot()
    assert root is not None
    contexts = {context.findtext("name") or "": context for context in root.iter("context")}
    present = {
        _key(context, message): message
        for context in root.iter("context")
        for message in context.iter("message")
    }
    for wanted in messages:
        message = present.get(wanted)
        if message is None:
            context = contexts.get(wanted.context)
            if context is None:
                context = contexts[wanted.context] = ET.SubElement(root, "context")
                ET.SubElement(context, "name").text = wanted.context
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = wanted.source
            if wanted.comment:
                ET.SubElement(message, "comment").text = wanted.comment
        message.set("numerus", "yes")
        old = message.find("translation")
        if old is not None:
            message.remove(old)
        before = kept.get(wanted)
        if before is not None and len(list(before.iter("numerusform"))) == forms:
            message.append(before)
            continue
        translation = ET.SubElement(message, "translation", {"type": "unfinished"})
        for _ in range(forms):
            ET.SubElement(translation, "numerusform")
    for context in root.findall("context"):  # in the order of their names, as lupdate
        root.remove(context)
    for name in sorted(contexts):
        root.append(contexts[name])


def _write_english(tree: ET.ElementTree[ET.Element[str]]) -> None:
    for message in tree.iter("message"):
        if message.get("numerus") != "yes":
            continue
        translation = message.find("translation")
        assert translation is not None
        for form in list(translation):
            translation.remove(form)
        for text in english_forms(message.findtext("source") or ""):
            ET.SubElement(translation, "numerusform").text = text
        translation.attrib.pop("type", None)


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
