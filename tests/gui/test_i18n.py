"""The window's language: which one is chosen, English's plural forms, and the names the
window gives the library's own values."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from build_spec.translations import english_forms
from lectern.core.models import Status
from lectern.core.view import KINDS, Scope
from lectern.gui.i18n import chosen_language
from lectern.gui.names import scope_name, status_name


@pytest.mark.parametrize(
    ("setting", "system", "shown"),
    [
        ("", "de-DE", "de"),
        ("", "fr-CA", "fr"),
        ("", "zh-Hans-CN", "zh_CN"),
        ("", "ja-JP", "ja"),
        ("", "zh-Hant-TW", "en"),  # traditional Chinese: none shipped, so English
        ("", "pt-BR", "en"),
        ("ja", "de-DE", "ja"),  # Preferences wins over the system
        ("xx", "es-MX", "es"),  # a setting Lectern does not know: the system's
    ],
)
def test_the_language_is_the_chosen_one_else_the_systems_else_english(
    setting: str, system: str, shown: str
) -> None:
    assert chosen_language(setting, QLocale(system)) == shown


@pytest.mark.parametrize(
    ("source", "singular", "plural"),
    [
        (
            "%Ln paper(s) moved to the Trash",
            "%Ln paper moved to the Trash",
            "%Ln papers moved to the Trash",
        ),
        ("%Ln entr(y|ies) (is|are) kept", "%Ln entry is kept", "%Ln entries are kept"),
        ("Delete %Ln match(es)?", "Delete %Ln match?", "Delete %Ln matches?"),
    ],
)
def test_english_plural_forms_are_written_from_the_source_text(
    source: str, singular: str, plural: str
) -> None:
    assert english_forms(source) == (singular, plural)


def test_the_window_names_statuses_and_places_as_the_core_does_in_english(qapp) -> None:  # noqa: ARG001
    for status in Status:
        assert status_name(status) == status.label
    named = {"status": "to-read", "tag": "vision", "collection": "ICML 2026", "saved": "diffusion"}
    for kind in KINDS:
        scope = Scope(kind, named.get(kind, ""))
        assert scope_name(scope) == scope.label, kind
