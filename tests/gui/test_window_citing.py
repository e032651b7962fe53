"""Citing from the real window: Copy citation and Copy bibliography entry in two styles,
Copy citation key in both forms (checked on the clipboard), Preferences, and a kept export
rewritten after a status change that affects it and left untouched by one that does not."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TypeVar

from PySide6.QtWidgets import QApplication

from lectern.core.importers import bibtex
from lectern.core.importers.base import RawRecord
from lectern.core.models import Status
from lectern.core.resources import resource_path
from lectern.core.view import Scope, ScopeKind
from lectern.gui.declarations.declaration import Menu
from lectern.gui.declarations.ids import ActionId
from lectern.gui.dialogs.kept_exports import KeptExportsDialog
from lectern.gui.dialogs.preferences import PreferencesDialog
from lectern.gui.settings import Keys
from lectern.gui.window.kept_exports import KeptExportWatcher
from tests.gui.conftest import wait_for

T = TypeVar("T")

BOOK = """@book{knuth1984, author = {Knuth, Donald E.}, title = {The {\\TeX}book},
  publisher = {Addison-Wesley}, address = {Reading, Mass.}, year = {1984}}
@inproceedings{vaswani2017, author = {Vaswani, Ashish and Shazeer, Noam},
  title = {Attention is all you need}, booktitle = {Advances in Neural Information
  Processing Systems}, editor = {Guyon, I.}, publisher = {Curran Associates},
  pages = {5998--6008}, year = {2017}, doi = {10.5555/3295222.3295349}}
"""


def _import(
    qtbot, window, tmp_path: Path, text: str = BOOK, collection: str = "Thesis"
) -> list[str]:
    source = tmp_path / "cited.bib"
    source.write_text(text, "utf-8")
    before = set(window.library.ids())
    window.service.submit(lambda lib: lib.imports.import_files([source], collection=collection))
    wait_for(qtbot, lambda: len(window.library.ids()) == len(before) + text.count("\n@") + 1)
    new = [pid for pid in window.library.ids() if pid not in before]
    return sorted(new, key=lambda pid: window.library.papers.paper(pid).key)


def _select(qtbot, window, ids: list[str]) -> None:
    window.sidebar.select_scope("collection:Thesis", emit=True)
    wait_for(qtbot, lambda: set(window.model.ids()) == set(ids))
    window.view.selectAll()
    wait_for(qtbot, lambda: set(window.view.selected_ids()) == set(ids))


def _shown(kind: type[T]) -> T:
    (dialog,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]
    return dialog


def _clipboard_becomes(qtbot, text: str) -> None:
    wait_for(qtbot, lambda: QApplication.clipboard().text() == text)


def test_copy_citation_and_entry_in_apa_then_ieee(qtbot, window, tmp_path):
    ids = _import(qtbot, window, tmp_path)
    _select(qtbot, window, ids)
    QApplication.clipboard().clear()
    window.actions_by_id[ActionId.COPY_CITATION].trigger()  # APA unless Preferences says
    _clipboard_becomes(qtbot, "(Knuth, 1984; Vaswani & Shazeer, 2017)")
    window.actions_by_id[ActionId.COPY_BIBLIOGRAPHY_ENTRY].trigger()
    _clipboard_becomes(
        qtbot,
        "Knuth, D. E. (1984). The TeXbook. Addison-Wesley.\n\n"
        "Vaswani, A., & Shazeer, N. (2017). Attention is all you need. In I. Guyon (ed.), "
        "Advances in Neural Information Processing Systems (pp. 5998–6008). Curran Associates. "
        "https://doi.org/10.5555/3295222.3295349",
    )
    # The rich text a word processor pastes keeps the style's italics
    assert "<i>The TeXbook</i>" in QApplication.clipboard().mimeData().html()
    assert "Copied the APA 7th edition bibliography entry of 2 papers" in (
        window.status.currentMessage()
    )

    ieee = next(a for a in window.actions_by_id.menu(Menu.ENTRY_IN).actions() if a.text() == "IEEE")
    ieee.trigger()
    # Numbered in the order the list shows them (the order they are cited in)
    entries = {
        "knuth1984": "D. E. Knuth, The TeXbook. Reading, Mass.: Addison-Wesley, 1984.",
        "vaswani2017": "A. Vaswani and N. Shazeer, “Attention is all you need”, in Advances in "
        "Neural Information Processing Systems, I. Guyon, Ed., Curran Associates, 2017, pp. "
        "5998–6008. doi: 10.5555/3295222.3295349.",
    }
    shown = [window.library.papers.paper(pid).key for pid in window.view.selected_ids()]
    _clipboard_becomes(
        qtbot, "\n\n".join(f"[{n}] {entries[key]}" for n, key in enumerate(shown, 1))
    )
    window.settings.set(Keys.CITATION_STYLE, "ieee")  # what Preferences sets
    window.actions_by_id[ActionId.COPY_CITATION].trigger()
    _clipboard_becomes(qtbot, "[1], [2]")


def test_copy_citation_key_as_latex_or_pandoc(qtbot, window, tmp_path):
    ids = _import(qtbot, window, tmp_path)
    _select(qtbot, window, ids)
    keys = [window.library.papers.paper(pid).key for pid in window.view.selected_ids()]
    assert sorted(keys) == ["knuth1984", "vaswani2017"]  # in the list's order
    QApplication.clipboard().clear()
    window.actions_by_id[ActionId.COPY_CITATION_KEY].trigger()
    _clipboard_becomes(qtbot, "\\cite{" + ",".join(keys) + "}")
    window.settings.set(Keys.CITATION_KEY_FORM, "pandoc")
    window.actions_by_id[ActionId.COPY_CITATION_KEY].trigger()
    _clipboard_becomes(qtbot, "[" + "; ".join(f"@{k}" for k in keys) + "]")


def test_preferences_chooses_the_style_and_adds_a_users_own(qtbot, window, tmp_path):
    window.actions_by_id[ActionId.PREFERENCES].trigger()
    dialog = _shown(PreferencesDialog)
    wait_for(qtbot, dialog.isVisible)
    dialog.style_box.setCurrentIndex(dialog.style_box.findText("Nature"))
    assert window.settings.get(Keys.CITATION_STYLE) == "nature"
    # A user's style: a copy of IEEE under another name; a broken file is refused
    own = tmp_path / "my-lab.csl"
    shutil.copy(resource_path("styles", "ieee.csl"), own)
    dialog.add_style_file(str(own))
    listed = dialog.style_list
    wait_for(
        qtbot, lambda: any("my-lab.csl" in listed.item(n).text() for n in range(listed.count()))
    )
    # Edit → Copy citation in lists it (by its own title, IEEE's)
    assert window.citing.styles[-1] == ("my-lab", "IEEE Reference Guide version 11.29.2023")
    assert len(window.actions_by_id.menu(Menu.CITE_IN).actions()) == 9
    broken = tmp_path / "broken.csl"
    broken.write_text("<style>not CSL", "utf-8")
    dialog.add_style_file(str(broken))
    wait_for(
        qtbot, lambda: dialog.message.text().startswith("Not added: broken.csl is not an XML file")
    )
    dialog.close()


def _bib_keys(path: Path) -> list[str]:
    return [r.key for r in bibtex.parse(path).records if isinstance(r, RawRecord)]


def test_a_kept_export_follows_a_change_in_its_scope_and_no_other(qtbot, window, tmp_path):
    ids = _import(qtbot, window, tmp_path)
    target = tmp_path / "paper" / "refs.bib"
    target.parent.mkdir()
    window.actions_by_id[ActionId.KEEP_EXPORTED].trigger()
    dialog = _shown(KeptExportsDialog)
    wait_for(qtbot, lambda: dialog.scope_box.findText("Collection “Thesis”") >= 0)
    dialog.add(str(target), Scope(ScopeKind.COLLECTION, "Thesis"), "biblatex")  # what Add… does
    wait_for(qtbot, lambda: dialog.list.topLevelItemCount() == 1)
    assert sorted(_bib_keys(target)) == sorted(window.library.papers.paper(p).key for p in ids)
    dialog.close()

    # A change outside the collection: the file is left as it was, to the byte and the mtime
    before, stamp = target.read_bytes(), target.stat().st_mtime_ns
    rounds: list[list[object]] = []
    window.findChild(KeptExportWatcher).brought.connect(rounds.append)
    outside = next(pid for pid in window.library.ids() if pid not in ids)
    window.changes.set_status([outside], Status.READ)
    wait_for(qtbot, lambda: len(rounds) >= 1)
    assert target.read_bytes() == before and target.stat().st_mtime_ns == stamp

    # A status change inside it is written (Lectern's status field of that entry)
    window.changes.set_status([ids[0]], Status.READING)
    wait_for(qtbot, lambda: b"lectern-status = {reading}" in target.read_bytes())
    assert sorted(_bib_keys(target)) == sorted(window.library.papers.paper(p).key for p in ids)
