"""The window's record actions: new paper, edit, citation keys, Trash, merge, duplicates,
undo an import.

Each is a window action (in the File or Paper menu, declared with its shortcut in
`lectern.gui.declarations.declared`) applied to the list's selection, and each goes through the
window's `Changes` as one History entry however many papers it touches; the status bar says
what happened and that Ctrl+Z takes it back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from lectern.core import collection_tree
from lectern.core.view import ALL, DUPLICATES, QUEUE, TRASH, ScopeKind
from lectern.gui.collation import sorted_names
from lectern.gui.declarations.declaration import Menu, does
from lectern.gui.declarations.ids import ActionId
from lectern.gui.i18n import translate
from lectern.gui.window.sidebar import CollectionRequest

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.library.imports import ImportRecord
    from lectern.gui.actions.lookup import Lookups
    from lectern.gui.actions.queue import QueueActions
    from lectern.gui.actions.triage import Triage
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.detail.pane import DetailPane
    from lectern.gui.window.sidebar import Sidebar


def _undoable(done: str) -> str:
    """What the status bar says after a change Ctrl+Z takes back."""
    return translate("Records", "{done} — Ctrl+Z undoes it").format(done=done)


def confirm(parent: QWidget, title: str, text: str, action: str) -> bool:
    """Ask before something Undo cannot take back; the destructive choice is not the default."""
    box = QMessageBox(
        QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Cancel, parent
    )
    go = box.addButton(action, QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is go


class Records(QObject):
    """The record actions' work; the window declares them and wires them into its menus."""

    def __init__(
        self,
        context: WindowContext,
        sidebar: Sidebar,
        detail: DetailPane,
        *,
        triage: Triage,
        queue: QueueActions,
        lookups: Lookups,
    ) -> None:
        super().__init__(context.parent)
        self._context = context
        self._sidebar = sidebar
        self._detail = detail
        self._triage = triage
        self._queue = queue
        self._lookups = lookups
        self._actions = context.actions
        self.undo_import_menu = self._actions.menu(Menu.UNDO_IMPORT)
        self.undo_import_menu.aboutToShow.connect(self._fill_undo_imports)
        self._imports: list[ImportRecord] | None = None  # as the menu last listed them

    # --- helpers -------------------------------------------------------------------------
    def _selected(self) -> list[str]:
        return self._context.view.selected_ids()

    def _in_trash(self) -> bool:
        return self._sidebar.current_scope() == TRASH

    def say(self, text: str) -> None:
        self._context.status.showMessage(text, 8000)

    def change(self, apply: Callable[[Library], object], text: str, done: str) -> None:
        """One undoable change to papers; the status bar says `done` when it is made."""
        self._context.changes.records(apply, text, lambda _r: self.say(_undoable(done)))

    def update_enabled(self) -> None:
        """Enable what applies to the selection and the view (called when either changes)."""
        ids = self._selected()
        trash = self._in_trash()
        actions = self._actions
        # In the Trash, Delete deletes for good (after asking), as in a file manager's.
        actions[ActionId.TRASH].setEnabled(bool(ids))
        queue = self._sidebar.current_scope() == QUEUE
        actions[ActionId.TRASH].setText(
            translate("Records", "Delete for good…")
            if trash
            else translate("Records", "Take out of Up next")
            if queue
            else translate("Records", "Move to &Trash")
        )
        actions[ActionId.RESTORE].setEnabled(bool(ids) and trash)
        actions[ActionId.DELETE_FOR_GOOD].setEnabled(bool(ids) and trash)
        actions[ActionId.EDIT_PAPER].setEnabled(len(ids) == 1)
        actions[ActionId.ATTACH_FILE].setEnabled(len(ids) == 1)
        actions[ActionId.REGENERATE_KEY].setEnabled(bool(ids))
        actions[ActionId.MERGE].setEnabled(len(ids) >= 2 and not trash)
        actions[ActionId.NOT_DUPLICATES].setEnabled(len(ids) >= 2 and not trash)

    # --- new and edit -------------------------------------------------------------------
    @does(ActionId.NEW_PAPER)
    def new_paper(self) -> None:
        from lectern.gui.dialogs.new_paper import NewPaperDialog  # loaded when first used

        dialog = NewPaperDialog(self._context.parent, look_up=self._lookups.allowed())
        if dialog.exec() != NewPaperDialog.DialogCode.Accepted or not dialog.records:
            return
        if dialog.identifiers:
            self._lookups.add_identifiers(dialog.identifiers)
            return
        records = dialog.records
        known: list[str] = []  # the papers already here that the records turned out to be

        def add(lib: Library) -> Sequence[str]:
            report = lib.imports.add_records(records)
            known.extend(report.known)
            return report.added_ids

        def done(added: object) -> None:
            ids = list(added) if isinstance(added, Sequence) else []
            if ids:
                self._context.navigation.go_to_paper(ids[0])
                self.say(_undoable(translate("Records", "Added %Ln paper(s)", n=len(ids))))
            elif known:
                self._context.navigation.go_to_paper(known[0])
                self.say(
                    translate("Records", "That paper is already in the library; nothing was added.")
                )

        self._context.changes.records(add, translate("Records", "Add a paper"), done)

    @does(ActionId.EDIT_PAPER)
    def edit_paper(self) -> None:
        ids = self._selected()
        if len(ids) == 1:
            if self._detail.current_id() != ids[0]:
                self._detail.show_paper(ids[0])
            self._detail.start_editing()

    @does(ActionId.ATTACH_FILE)
    def attach_file(self) -> None:
        """Link local files (a PDF you downloaded) to the paper; Lectern keeps the path only."""
        ids = self._selected()
        if len(ids) != 1:
            return
        paths, _ = QFileDialog.getOpenFileNames(
            self._context.parent, translate("Records", "Attach files to the paper")
        )
        if paths:
            pid = ids[0]
            files = list(dict.fromkeys([*self._context.service.entry(pid).paper.files, *paths]))
            pdfs = [Path(p) for p in paths if p.casefold().endswith(".pdf")]

            def attach(lib: Library) -> None:
                """The files, and the marks other readers left in the PDFs among them
                (read in the PDF worker), one action."""
                with lib.action():
                    lib.papers.edit(pid, files=files)
                    if pdfs:
                        lib.marks.read_from(pid, pdfs)

            self.change(
                attach,
                translate("Records", "Attach %Ln file(s)", n=len(paths)),
                translate(
                    "Records", "%Ln file(s) attached (Lectern keeps the path only)", n=len(paths)
                ),
            )

    @does(ActionId.REGENERATE_KEY)
    def regenerate_keys(self) -> None:
        """Make the selected papers' citation keys again from the pattern (first author,
        year, first word of the title), as a paper added now would get them."""
        ids = self._selected()
        if not ids:
            return
        before = {pid: self._context.service.entry(pid).paper.key for pid in ids}

        def regenerate(lib: Library) -> dict[str, str]:
            return {pid: lib.papers.regenerate_key(pid) for pid in ids}

        def done(result: object) -> None:
            keys = result if isinstance(result, dict) else {}
            new = {pid: key for pid, key in keys.items() if key != before.get(pid)}
            if len(ids) > 1:
                made = translate(
                    "Records",
                    "%Ln citation key(s) made again, {kept} already the pattern's",
                    n=len(new),
                ).format(kept=QLocale().toString(len(ids) - len(new)))
                self.say(_undoable(made) if new else made)
            elif new:
                self.say(
                    _undoable(
                        translate("Records", "The citation key {old} is now {new}").format(
                            old=before[ids[0]], new=new[ids[0]]
                        )
                    )
                )
            else:
                self.say(
                    translate(
                        "Records", "{key} is the key the pattern makes already; nothing changed."
                    ).format(key=before[ids[0]])
                )

        self._context.changes.records(
            regenerate,
            translate("Records", "Regenerate the citation key of %Ln paper(s)", n=len(ids)),
            done,
        )

    def apply_edit(self, paper_id: str, fields: dict[str, object]) -> None:
        """What the detail pane's form asks: one undoable edit of one paper."""
        self.change(
            lambda lib: lib.papers.edit(paper_id, **fields),
            translate("Records", "Edit paper details"),
            translate("Records", "Paper details saved"),
        )

    # --- Trash ---------------------------------------------------------------------------
    @does(ActionId.TRASH)
    def move_to_trash(self) -> None:
        if self._in_trash():
            self.delete_for_good()
            return
        if self._queue.in_queue_view():  # Delete in Up next: out of the queue only
            self._queue.take_out()
            return
        ids = self._selected()
        if ids:
            self._triage.step_past(ids)
            self.change(
                lambda lib: lib.papers.trash(ids),
                translate("Records", "Move %Ln paper(s) to the Trash", n=len(ids)),
                translate("Records", "%Ln paper(s) moved to the Trash", n=len(ids)),
            )

    @does(ActionId.RESTORE)
    def restore(self, ids: Sequence[str] | None = None) -> None:
        ids = list(ids) if ids else self._selected()
        if ids:
            self.change(
                lambda lib: lib.papers.restore(ids),
                translate("Records", "Restore %Ln paper(s)", n=len(ids)),
                translate("Records", "%Ln paper(s) restored from the Trash", n=len(ids)),
            )

    @does(ActionId.DELETE_FOR_GOOD)
    def delete_for_good(self) -> None:
        ids = self._selected() if self._in_trash() else []
        if not ids:
            return
        if confirm(
            self._context.parent,
            translate("Records", "Delete for good"),
            translate("Records", "Delete %Ln paper(s) and their notes for good?", n=len(ids)),
            translate("Records", "Delete for good"),
        ):
            self.change(
                lambda lib: lib.papers.delete_for_good(ids),
                translate("Records", "Delete %Ln paper(s) for good", n=len(ids)),
                translate("Records", "%Ln paper(s) deleted", n=len(ids)),
            )

    @does(ActionId.EMPTY_TRASH)
    def empty_trash(self) -> None:
        library = self._context.service.library
        ids = library.papers.trash_ids()
        if not ids:
            self.say(translate("Records", "The Trash is empty."))
            return
        if confirm(
            self._context.parent,
            translate("Records", "Empty Trash"),
            translate(
                "Records",
                "Delete the %Ln paper(s) in the Trash, and their notes, for good?",
                n=len(ids),
            ),
            translate("Records", "Empty Trash"),
        ):
            self.change(
                lambda lib: lib.papers.delete_for_good(ids),
                translate("Records", "Empty the Trash"),
                translate("Records", "The Trash is empty: %Ln paper(s) deleted", n=len(ids)),
            )

    # --- duplicates ----------------------------------------------------------------------
    @does(ActionId.MERGE)
    def merge(self, ids: Sequence[str] | None = None, keep: str | None = None) -> None:
        """Merge the selection into the paper shown in the detail pane (else the first)."""
        ids = list(ids) if ids else self._selected()
        if len(ids) < 2:
            return
        current = self._detail.current_id()
        keep = keep or (current if current in ids else ids[0])
        others = [pid for pid in ids if pid != keep]
        self.change(
            lambda lib: lib.papers.merge(keep, others),
            translate("Records", "Merge %Ln paper(s)", n=len(ids)),
            translate(
                "Records", "%Ln paper(s) merged into one; every value and note kept", n=len(ids)
            ),
        )
        self._context.navigation.go_to_paper(keep)

    @does(ActionId.NOT_DUPLICATES)
    def not_duplicates(self, ids: Sequence[str] | None = None) -> None:
        ids = list(ids) if ids else self._selected()
        if len(ids) >= 2:
            self.change(
                lambda lib: lib.papers.dismiss_duplicates(ids),
                translate("Records", "Mark as not duplicates"),
                translate("Records", "%Ln paper(s) marked as different works", n=len(ids)),
            )

    def show_duplicates(self) -> None:
        self._sidebar.select_scope(DUPLICATES, emit=True)

    # --- imports -------------------------------------------------------------------------
    def _fill_undo_imports(self) -> None:
        """The imports `lectern imports` lists, newest first; one undone already is shown
        greyed out, so the list is the same in both places. They are read from the change
        file on the reader thread: the menu shows the list it had (or says it is reading)
        and is filled again, open as it is, when the reader answers."""
        service = self._context.service
        if not service.is_open:
            self._show_imports([])
            return
        if self._imports is None:
            self.undo_import_menu.clear()
            self.undo_import_menu.addAction(
                translate("Records", "Reading the imports…")
            ).setEnabled(False)
        service.read_latest(
            "undo imports",  # not translated: the reader's channel for these reads
            lambda lib: lib.imports.recent_imports(),
            self._show_imports,
        )

    def _show_imports(self, records: list[ImportRecord]) -> None:
        self._imports = records
        menu = self.undo_import_menu
        menu.clear()
        for record in records:
            # The file's (and collection's) name, and the time as `lectern imports` lists it.
            if record.undone:
                text = translate(
                    "Records", "{name} — %Ln paper(s) added, {when} UTC (undone)", n=record.added
                )
                menu.addAction(text.format(name=record.label, when=record.when)).setEnabled(False)
            else:
                text = translate(
                    "Records", "{name} — %Ln paper(s) added, {when} UTC", n=record.added
                )
                menu.addAction(
                    text.format(name=record.label, when=record.when),
                    partial(self.undo_imports, [record.id]),
                )
        if not records:
            menu.addAction(translate("Records", "No imports to undo")).setEnabled(False)

    def undo_imports(self, numbers: Sequence[int]) -> None:
        """Undo imports as one undo: their papers go to the Trash; Redo brings them back.
        One undone since the list was read is refused on the writer, with its reason."""
        chosen = list(numbers)

        def undo(lib: Library) -> int:
            return sum(r.added for r in lib.imports.undo_imports(chosen))

        self._context.changes.take_back(
            undo,
            lambda count: translate(
                "Records", "Import undone: %Ln paper(s) moved to the Trash", n=count
            ),
        )


class CollectionActions(QObject):
    """Collections from the window: made (at the top or inside another), filled, moved,
    renamed, merged and deleted, each undoable."""

    def __init__(self, context: WindowContext, sidebar: Sidebar, records: Records) -> None:
        super().__init__(context.parent)
        self._context = context
        self._sidebar = sidebar
        self._records = records
        self._remove = context.actions[ActionId.REMOVE_FROM_COLLECTION]
        self.add_menu = context.actions.menu(Menu.ADD_TO_COLLECTION)
        self.add_menu.aboutToShow.connect(self._fill_add_menu)

    def _names(self) -> list[str]:
        """The collections as the sidebar last counted them (on the reader thread), in the
        sidebar's order."""
        counts = self._sidebar.counts
        return sorted_names(counts.collections if counts else {})

    def _current(self) -> str:
        scope = self._sidebar.current_scope()
        return scope.value if scope.kind is ScopeKind.COLLECTION else ""

    def update_enabled(self) -> None:
        ids = self._context.view.selected_ids()
        self.add_menu.setEnabled(bool(ids))
        self._remove.setEnabled(bool(ids) and bool(self._current()))

    def _fill_add_menu(self) -> None:
        self.add_menu.clear()
        for name in self._names():
            self.add_menu.addAction(name, partial(self.add_selection, name))
        self.add_menu.addSeparator()
        self.add_menu.addAction(
            translate("CollectionActions", "New collection…"), lambda: self.add_selection(None)
        )

    def _ask(self, title: str, label: str, text: str = "") -> str:
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        name, ok = QInputDialog.getText(
            self._context.parent, title, label, QLineEdit.EchoMode.Normal, text
        )
        return " ".join(name.split()) if ok else ""

    def add_selection(self, name: str | None, ids: Sequence[str] | None = None) -> None:
        """Put the selection (or `ids`, dragged onto the collection) in a collection."""
        ids = list(ids) if ids else self._context.view.selected_ids()
        if not ids:
            return
        name = name or self._ask(
            translate("CollectionActions", "New collection"),
            translate(
                "CollectionActions", "Put %Ln paper(s) in a new collection named:", n=len(ids)
            ),
        )
        if name:
            self._records.change(
                lambda lib: lib.collections.add(ids, name),
                translate("CollectionActions", "Add %Ln paper(s) to {name}", n=len(ids)).format(
                    name=name
                ),
                translate("CollectionActions", "%Ln paper(s) put in “{name}”", n=len(ids)).format(
                    name=name
                ),
            )

    @does(ActionId.REMOVE_FROM_COLLECTION)
    def remove_from_current(self) -> None:
        ids, name = self._context.view.selected_ids(), self._current()
        if ids and name:
            self._records.change(
                lambda lib: lib.collections.remove(ids, name),
                translate(
                    "CollectionActions", "Remove %Ln paper(s) from {name}", n=len(ids)
                ).format(name=name),
                translate(
                    "CollectionActions", "%Ln paper(s) taken out of “{name}”", n=len(ids)
                ).format(name=name),
            )

    @does(ActionId.NEW_COLLECTION)
    def new_collection(self, parent: str | None = None) -> None:
        """Ask for a name and make the collection, at the top or inside `parent`."""
        asked = (
            translate("CollectionActions", "Name of the new collection inside “{parent}”:")
            if parent
            else translate("CollectionActions", "Name of the new collection:")
        )
        name = self._ask(
            translate("CollectionActions", "New collection"), asked.format(parent=parent)
        )
        if name:
            done = (
                translate("CollectionActions", "Collection “{name}” created inside “{parent}”")
                if parent
                else translate("CollectionActions", "Collection “{name}” created")
            )
            self._records.change(
                lambda lib: lib.collections.create(name, parent=parent),
                translate("CollectionActions", "Create the collection {name}").format(name=name),
                done.format(name=name, parent=parent),
            )

    def move_collection(self, name: str) -> None:
        """Ask where to put a collection (the top, or any collection not inside it)."""
        from PySide6.QtWidgets import QInputDialog

        counts = self._sidebar.counts
        parents = dict(counts.collection_parents) if counts else {}
        inside = collection_tree.inside(name, parents)
        top = translate("CollectionActions", "(Top level)")  # shown, and the choice's key
        choices = {top: None} | {
            " › ".join(collection_tree.path(other, parents)): other
            for other in self._names()
            if other != name and other not in inside
        }
        labels = [top, *sorted_names(list(choices)[1:])]
        here = next((i for i, label in enumerate(labels) if choices[label] == parents.get(name)), 0)
        chosen, ok = QInputDialog.getItem(
            self._context.parent,
            translate("CollectionActions", "Move collection"),
            translate("CollectionActions", "Move “{name}” into:").format(name=name),
            labels,
            here,
            False,
        )
        if not ok or chosen not in choices or choices[chosen] == parents.get(name):
            return
        target = choices[chosen]
        self._records.change(
            lambda lib: lib.collections.move(name, target),
            translate("CollectionActions", "Move {name}").format(name=name),
            (
                translate("CollectionActions", "“{name}” moved into “{target}”")
                if target
                else translate("CollectionActions", "“{name}” moved to the top")
            ).format(name=name, target=target),
        )

    def on_sidebar(self, request: CollectionRequest, name: str) -> None:
        """What the sidebar's collection menu asked for, about the collection `name`."""
        if request is CollectionRequest.NEW:
            self.new_collection()
            return
        if request is CollectionRequest.NEW_INSIDE:
            self.new_collection(name)
            return
        if request is CollectionRequest.MOVE:
            self.move_collection(name)
            return

        if request is CollectionRequest.RENAME:
            new = self._ask(
                translate("CollectionActions", "Rename collection"),
                translate("CollectionActions", "New name:"),
                name,
            )
            if new and new != name:
                self._records.change(
                    lambda lib: lib.collections.rename(name, new),
                    translate("CollectionActions", "Rename {name}").format(name=name),
                    translate("CollectionActions", "Collection renamed to “{name}”").format(
                        name=new
                    ),
                )
        elif request is CollectionRequest.MERGE:
            from PySide6.QtWidgets import QInputDialog

            others = [n for n in self._names() if n != name]
            if not others:
                self._records.say(
                    translate("CollectionActions", "There is no other collection to merge it into.")
                )
                return
            target, ok = QInputDialog.getItem(
                self._context.parent,
                translate("CollectionActions", "Merge collection"),
                translate("CollectionActions", "Merge “{name}” into:").format(name=name),
                others,
                0,
                False,
            )
            if ok and target:
                self._records.change(
                    lambda lib: lib.collections.rename(name, target),
                    translate("CollectionActions", "Merge {name} into {target}").format(
                        name=name, target=target
                    ),
                    translate("CollectionActions", "“{name}” merged into “{target}”").format(
                        name=name, target=target
                    ),
                )
        elif request is CollectionRequest.DELETE:
            self._records.change(
                lambda lib: lib.collections.delete(name),
                translate("CollectionActions", "Delete the collection {name}").format(name=name),
                translate(
                    "CollectionActions",
                    "Collection “{name}” deleted; its papers stay in the library",
                ).format(name=name),
            )
            if self._current() == name:
                self._sidebar.select_scope(ALL, emit=True)
