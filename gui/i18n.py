"""Lectern in the user's language: Qt's translation machinery, the language chosen, and the
one function every user-visible string of the window goes through.

Every string the window shows is written in English in the code and passed to
:func:`translate` with a context (the class or idea it belongs to)::

    translate("StatusBar", "Undo")
    translate("Triage", "%Ln paper(s) marked {status}", n=count).format(status=shown)

The context and the text are written as literals in the call (the tools read them from
the source).
`pyside6-lupdate` (`make translations`) finds those calls and keeps the strings in
`resources/translations/lectern_<language>.ts`; `pyside6-lrelease` compiles each to the
`.qm` file the app loads. A string in a table, shown later, is marked where it is written
with `QT_TRANSLATE_NOOP(context, text)` (this module's, typed) and translated where it is shown.

- Values go in with `str.format` names (`{status}`), never by joining pieces: a translator
  orders a sentence as the language needs.
- Counts go in as Qt's `%Ln` (the count in the locale's digits, "74.728" in German) with
  `n=`: each language has its own plural forms (one in Chinese and Japanese). English's own
  forms ("1 paper", "2 papers") come from `lectern_en.ts`, which `make translations` writes
  from the source text: `paper(s)` is "paper" and "papers", `(is|are)` is "is" and "are".
  It is loaded under every other language, so a string a translation lacks shows in
  English, never empty.
- Dates and numbers are formatted by `QLocale()` (the default locale is the language's).

The language follows the system unless Preferences chose one (`Keys.LANGUAGE`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from lectern.core.resources import resource_path
from lectern.core.said import CONTEXT as CORE
from lectern.core.said import Said, message_of

log = logging.getLogger(__name__)

SOURCE_LANGUAGE = "en"


@dataclass(frozen=True, slots=True)
class Language:
    code: str  # as in the .ts and .qm files' names (`zh_CN`)
    name: str  # in the language itself, as Preferences lists it
    plural_forms: int = 2  # how many forms a message with a count has (Qt's rules)


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English"),
    Language("de", "Deutsch"),
    Language("es", "Español"),
    Language("fr", "Français"),
    Language("ja", "日本語", plural_forms=1),
    Language("zh_CN", "简体中文", plural_forms=1),
)
CODES = frozenset(language.code for language in LANGUAGES)


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` in the user's language (English when no translation has it). With `n`, `%n`
    in it is that count, in the plural form the language uses for it."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def say(text: str) -> str:
    """What the core said (`lectern.core.said`), in the user's language: its template looked
    up under "Core", with its values filled in, each said in the user's language too. Other
    text shows as it is (a title, a path, the system's own words)."""
    if not isinstance(text, Said):
        return text
    values = {name: say(v) if isinstance(v, str) else v for name, v in text.values.items()}
    try:
        return translate(CORE, text.template).format(**values)
    except (KeyError, IndexError, ValueError):  # a translation that lost or broke a {name}
        log.warning("The translation of %r does not fit its values", text.template)
        return str(text)


def say_words(text: str) -> str:
    """Words the core names without `said`, in the user's language: an enum's value (why two
    papers are one, how reading a PDF went) or a reason kept on disk, which come back as
    plain text. Looked up as a template with no values; the core lists them with `said` too
    so `make translations` collects them."""
    return say(text) if isinstance(text, Said) or not text else translate(CORE, text)


def error_text(exc: BaseException) -> str:
    """An error's message in the user's language, when the core wrote it with `said`."""
    return say(message_of(exc))


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Marks `text` for translation where it is written (a table), unchanged: it is
    translated where it is shown, with `translate(context, value)`."""
    del context  # for lupdate, which reads it from the source
    return text


def chosen_language(setting: str, system: QLocale | None = None) -> str:
    """The language to show: the one Preferences chose (`setting`), else the system's first
    UI language Lectern has, else English."""
    if setting in CODES:
        return setting
    locale = system if system is not None else QLocale.system()
    # A reader of traditional Chinese is not shown the simplified translation (Qt lists
    # plain "zh" among their languages too).
    traditional = locale.script() == QLocale.Script.TraditionalChineseScript
    for name in locale.uiLanguages():  # "de-DE", "zh-Hans-CN", "ja"…
        code = _code_of(name)
        if code is not None and not (traditional and code == "zh_CN"):
            return code
    return SOURCE_LANGUAGE


def _code_of(ui_language: str) -> str | None:
    locale = QLocale(ui_language)
    language = QLocale.languageToCode(locale.language())
    if language == "zh":
        return "zh_CN" if locale.script() != QLocale.Script.TraditionalChineseScript else None
    return language if language in CODES else None


def use_language(code: str) -> str:
    """Show the window in `code`'s language from now on (see `Translations.use`); the code
    used (English when `code` is not one Lectern has)."""
    _installed.use(code)
    return _installed.language


class Translations:
    """The translators installed on the application for one language; `use` changes it."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = SOURCE_LANGUAGE

    def use(self, code: str) -> None:
        """Install `code`'s translations (and Qt's own, for the standard dialogs) and make
        its locale the default one, for dates and numbers. Widgets made before keep their
        text: the window shows a new language at its next start."""
        app = QCoreApplication.instance()
        for translator in self._installed:
            if app is not None:
                app.removeTranslator(translator)
        self._installed.clear()
        self.language = code if code in CODES else SOURCE_LANGUAGE
        locale = QLocale(self.language)
        QLocale.setDefault(locale)
        if app is None:
            return
        # Searched newest first: the language's own, then English's plural forms.
        ours = resource_path("translations")
        wanted = [(f"lectern_{SOURCE_LANGUAGE}", ours)]
        if self.language != SOURCE_LANGUAGE:
            qt = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
            wanted += [(f"qtbase_{self.language}", qt), (f"lectern_{self.language}", ours)]
        for name, folder in wanted:
            translator = QTranslator(app)
            if translator.load(name, str(folder)):
                app.installTranslator(translator)
                self._installed.append(translator)
            else:
                log.warning("no translation %s in %s", name, folder)


_installed = Translations()
