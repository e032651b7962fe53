"""The window's record actions: new paper, edit, citation keys, Trash, merge, duplicates,
undo an import.

Each is a window action (in the File or Paper menu, declared with its shortcut in
`lectern.gui.actions.declared`) applied to the list's selection, and each goes through the
window's `Changes` as one History entry however many papers it touches; the status bar says
what happened and that Ctrl+Z takes it back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from lectern.core import collection_tree
from lectern.core.view import ALL, DUPLICATES, QUEUE, TRASH
from lectern.gui.actions.declaration import Menu
from lectern.gui.actions.ids import ActionId
from lectern.gui.collation import sorted_names
from lectern.gui.dialogs.import_summary import plural
from lectern.gui.window.sidebar import CollectionRequest

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.library.imports import ImportRecord
    from lectern.gui.window.parts import CollectionsWindow, RecordsWindow

UNDO_HINT = " — Ctrl+Z undoes it"


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

    def __init__(self, window: RecordsWindow) -> None:
        super().__init__(window.window())
        self._window = window
        self._actions = window.actions_by_id
        self.undo_import_menu = self._actions.menu(Menu.UNDO_IMPORT)
        self.undo_import_menu.aboutToShow.connect(self._fill_undo_imports)
        self._imports: list[ImportRecord] | None = None  # as the menu last listed them

    # --- helpers -------------------------------------------------------------------------
    def _selected(self) -> list[str]:
        return self._window.view.selected_ids()

    def _in_trash(self) -> bool:
        return self._window.sidebar.current_scope() == TRASH

    def say(self, text: str) -> None:
        self._window.status.showMessage(text, 8000)

    def change(self, apply: Callable[[Library], object], text: str, done: str) -> None:
        """One undoable change to papers; the status bar says `done` when it is made."""
        self._window.changes.records(apply, text, lambda _r: self.say(done + UNDO_HINT))

    def update_enabled(self) -> None:
        """Enable what applies to the selection and the view (called when either changes)."""
        ids = self._selected()
        trash = self._in_trash()
        actions = self._actions
        # In the Trash, Delete deletes for good (after asking), as in a file manager's.
        actions[ActionId.TRASH].setEnabled(bool(ids))
        queue = self._window.sidebar.current_scope() == QUEUE
        actions[ActionId.TRASH].setText(
            "Delete for good…" if trash else "Take out of Up next" if queue else "Move to &Trash"
        )
        actions[ActionId.RESTORE].setEnabled(bool(ids) and trash)
        actions[ActionId.DELETE_FOR_GOOD].setEnabled(bool(ids) and trash)
        actions[ActionId.EDIT_PAPER].setEnabled(len(ids) == 1)
        actions[ActionId.ATTACH_FILE].setEnabled(len(ids) == 1)
        actions[ActionId.REGENERATE_KEY].setEnabled(bool(ids))
        actions[ActionId.MERGE].setEnabled(len(ids) >= 2 and not trash)
        actions[ActionId.NOT_DUPLICATES].setEnabled(len(ids) >= 2 and not trash)

    # --- new and edit -------------------------------------------------------------------
    def new_paper(self) -> None:
        from lectern.gui.dialogs.new_paper import NewPaperDialog  # loaded when first used

        dialog = NewPaperDialog(self._window.window())
        if dialog.exec() != NewPaperDialog.DialogCode.Accepted or not dialog.records:
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
                self._window.go_to_paper(ids[0])
                self.say(f"Added {plural(len(ids), 'paper')}{UNDO_HINT}")
            elif known:
                self._window.go_to_paper(known[0])
                self.say("That paper is already in the library; nothing was added.")

        self._window.changes.records(add, "Add a paper", done)

    def edit_paper(self) -> None:
        ids = self._selected()
        if len(ids) == 1:
            if self._window.detail.current_id() != ids[0]:
                self._window.detail.show_paper(ids[0])
            self._window.detail.start_editing()

    def attach_file(self) -> None:
        """Link local files (a PDF you downloaded) to the paper; Lectern keeps the path only."""
        ids = self._selected()
        if len(ids) != 1:
            return
        paths, _ = QFileDialog.getOpenFileNames(self._window.window(), "Attach files to the paper")
        if paths:
            pid = ids[0]
            files = list(dict.fromkeys([*self._window.service.entry(pid).paper.files, *paths]))
            self.change(
                lambda lib: lib.papers.edit(pid, files=files),
                f"Attach {plural(len(paths), 'file')}",
                f"{plural(len(paths), 'file')} attached (Lectern keeps the path only)",
            )

    def regenerate_keys(self) -> None:
        """Make the selected papers' citation keys again from the pattern (first author,
        year, first word of the title), as a paper added now would get them."""
        ids = self._selected()
        if not ids:
            return
        before = {pid: self._window.service.entry(pid).paper.key for pid in ids}

        def regenerate(lib: Library) -> dict[str, str]:
            return {pid: lib.papers.regenerate_key(pid) for pid in ids}

        def done(result: object) -> None:
            keys = result if isinstance(result, dict) else {}
            new = {pid: key for pid, key in keys.items() if key != before.get(pid)}
            if len(ids) > 1:
                kept = len(ids) - len(new)
                self.say(
                    f"{plural(len(new), 'citation key')} made again, {kept:,} already the "
                    f"pattern's{UNDO_HINT if new else ''}"
                )
            elif new:
                self.say(f"The citation key {before[ids[0]]} is now {new[ids[0]]}{UNDO_HINT}")
            else:
                self.say(f"{before[ids[0]]} is the key the pattern makes already; nothing changed.")

        self._window.changes.records(
            regenerate, f"Regenerate the citation key of {plural(len(ids), 'paper')}", done
        )

    def apply_edit(self, paper_id: str, fields: dict[str, object]) -> None:
        """What the detail pane's form asks: one undoable edit of one paper."""
        self.change(
            lambda lib: lib.papers.edit(paper_id, **fields),
            "Edit paper details",
            "Paper details saved",
        )

    # --- Trash ---------------------------------------------------------------------------
    def move_to_trash(self) -> None:
        if self._in_trash():
            self.delete_for_good()
            return
        if self._window.queue.in_queue_view():  # Delete in Up next: out of the queue only
            self._window.queue.take_out()
            return
        ids = self._selected()
        if ids:
            self._window.triage.step_past(ids)
            self.change(
                lambda lib: lib.papers.trash(ids),
                f"Move {plural(len(ids), 'paper')} to the Trash",
                f"{plural(len(ids), 'paper')} moved to the Trash",
            )

    def restore(self, ids: Sequence[str] | None = None) -> None:
        ids = list(ids) if ids else self._selected()
        if ids:
            self.change(
                lambda lib: lib.papers.restore(ids),
                f"Restore {plural(len(ids), 'paper')}",
                f"{plural(len(ids), 'paper')} restored from the Trash",
            )

    def delete_for_good(self) -> None:
        ids = self._selected() if self._in_trash() else []
        if not ids:
            return
        if confirm(
            self._window.window(),
            "Delete for good",
            f"Delete {plural(len(ids), 'paper')} and their notes for good?",
            "Delete for good",
        ):
            self.change(
                lambda lib: lib.papers.delete_for_good(ids),
                f"Delete {plural(len(ids), 'paper')} for good",
                f"{plural(len(ids), 'paper')} deleted",
            )

    def empty_trash(self) -> None:
        library = self._window.service.library
        ids = library.papers.trash_ids()
        if not ids:
            self.say("The Trash is empty.")
            return
        if confirm(
            self._window.window(),
            "Empty Trash",
            f"Delete the {plural(len(ids), 'paper')} in the Trash, and their notes, for good?",
            "Empty Trash",
        ):
            self.change(
                lambda lib: lib.papers.delete_for_good(ids),
                "Empty the Trash",
                f"The Trash is empty: {plural(len(ids), 'paper')} deleted",
            )

    # --- duplicates ----------------------------------------------------------------------
    def merge(self, ids: Sequence[str] | None = None, keep: str | None = None) -> None:
        """Merge the selection into the paper shown in the detail pane (else the first)."""
        ids = list(ids) if ids else self._selected()
        if len(ids) < 2:
            return
        current = self._window.detail.current_id()
        keep = keep or (current if current in ids else ids[0])
        others = [pid for pid in ids if pid != keep]
        self.change(
            lambda lib: lib.papers.merge(keep, others),
            f"Merge {plural(len(ids), 'paper')}",
            f"{plural(len(ids), 'paper')} merged into one; every value and note kept",
        )
        self._window.go_to_paper(keep)

    def not_duplicates(self, ids: Sequence[str] | None = None) -> None:
        ids = list(ids) if ids else self._selected()
        if len(ids) >= 2:
            self.change(
                lambda lib: lib.papers.dismiss_duplicates(ids),
                "Mark as not duplicates",
                f"{plural(len(ids), 'paper')} marked as different works",
            )

    def show_duplicates(self) -> None:
        self._window.sidebar.select_scope(DUPLICATES, emit=True)

    # --- imports -------------------------------------------------------------------------
    def _fill_undo_imports(self) -> None:
        """The imports `lectern imports` lists, newest first; one undone already is shown
        greyed out, so the list is the same in both places. They are read from the change
        file on the reader thread: the menu shows the list it had (or says it is reading)
        and is filled again, open as it is, when the reader answers."""
        service = self._window.service
        if not service.is_open:
            self._show_imports([])
            return
        if self._imports is None:
            self.undo_import_menu.clear()
            self.undo_import_menu.addAction("Reading the imports…").setEnabled(False)
        service.read_latest(
            "undo imports", lambda lib: lib.imports.recent_imports(), self._show_imports
        )

    def _show_imports(self, records: list[ImportRecord]) -> None:
        self._imports = records
        menu = self.undo_import_menu
        menu.clear()
        for record in records:
            text = f"{record.label} — {plural(record.added, 'paper')} added, {record.when} UTC"
            if record.undone:
                menu.addAction(f"{text} (undone)").setEnabled(False)
            else:
                menu.addAction(text, partial(self.undo_imports, [record.id]))
        if not records:
            menu.addAction("No imports to undo").setEnabled(False)

    def undo_imports(self, numbers: Sequence[int]) -> None:
        """Undo imports as one undo: their papers go to the Trash; Redo brings them back.
        One undone since the list was read is refused on the writer, with its reason."""
        chosen = list(numbers)

        def undo(lib: Library) -> str:
            return plural(sum(r.added for r in lib.imports.undo_imports(chosen)), "paper")

        self._window.changes.take_back(undo, "Import undone: {} moved to the Trash")


class CollectionActions(QObject):
    """Collections from the window: made (at the top or inside another), filled, moved,
    renamed, merged and deleted, each undoable."""

    def __init__(self, window: CollectionsWindow, records: Records) -> None:
        super().__init__(window.window())
        self._window = window
        self._records = records
        self._remove = window.actions_by_id[ActionId.REMOVE_FROM_COLLECTION]
        self.add_menu = window.actions_by_id.menu(Menu.ADD_TO_COLLECTION)
        self.add_menu.aboutToShow.connect(self._fill_add_menu)

    def _names(self) -> list[str]:
        """The collections as the sidebar last counted them (on the reader thread), in the
        sidebar's order."""
        counts = self._window.sidebar.counts
        return sorted_names(counts.collections if counts else {})

    def _current(self) -> str:
        scope = self._window.sidebar.current_scope()
        return scope.value if scope.kind == "collection" else ""

    def update_enabled(self) -> None:
        ids = self._window.view.selected_ids()
        self.add_menu.setEnabled(bool(ids))
        self._remove.setEnabled(bool(ids) and bool(self._current()))

    def _fill_add_menu(self) -> None:
        self.add_menu.clear()
        for name in self._names():
            self.add_menu.addAction(name, partial(self.add_selection, name))
        self.add_menu.addSeparator()
        self.add_menu.addAction("New collection…", lambda: self.add_selection(None))

    def _ask(self, title: str, label: str, text: str = "") -> str:
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        name, ok = QInputDialog.getText(
            self._window.window(), title, label, QLineEdit.EchoMode.Normal, text
        )
        return " ".join(name.split()) if ok else ""

    def add_selection(self, name: str | None, ids: Sequence[str] | None = None) -> None:
        """Put the selection (or `ids`, dragged onto the collection) in a collection."""
        ids = list(ids) if ids else self._window.view.selected_ids()
        if not ids:
            return
        name = name or self._ask(
            "New collection", f"Put {plural(len(ids), 'paper')} in a new collection named:"
        )
        if name:
            self._records.change(
                lambda lib: lib.collections.add(ids, name),
                f"Add {plural(len(ids), 'paper')} to {name}",
                f"{plural(len(ids), 'paper')} put in “{name}”",
            )

    def remove_from_current(self) -> None:
        ids, name = self._window.view.selected_ids(), self._current()
        if ids and name:
            self._records.change(
                lambda lib: lib.collections.remove(ids, name),
                f"Remove {plural(len(ids), 'paper')} from {name}",
                f"{plural(len(ids), 'paper')} taken out of “{name}”",
            )

    def new_collection(self, parent: str | None = None) -> None:
        """Ask for a name and make the collection, at the top or inside `parent`."""
        where = f" inside “{parent}”" if parent else ""
        name = self._ask("New collection", f"Name of the new collection{where}:")
        if name:
            self._records.change(
                lambda lib: lib.collections.create(name, parent=parent),
                f"Create the collection {name}",
                f"Collection “{name}” created{where}",
            )

    def move_collection(self, name: str) -> None:
        """Ask where to put a collection (the top, or any collection not inside it)."""
        from PySide6.QtWidgets import QInputDialog

        counts = self._window.sidebar.counts
        parents = dict(counts.collection_parents) if counts else {}
        inside = collection_tree.inside(name, parents)
        top = "(Top level)"
        choices = {top: None} | {
            " › ".join(collection_tree.path(other, parents)): other
            for other in self._names()
            if other != name and other not in inside
        }
        labels = [top, *sorted_names(list(choices)[1:])]
        here = next((i for i, label in enumerate(labels) if choices[label] == parents.get(name)), 0)
        chosen, ok = QInputDialog.getItem(
            self._window.window(), "Move collection", f"Move “{name}” into:", labels, here, False
        )
        if not ok or chosen not in choices or choices[chosen] == parents.get(name):
            return
        target = choices[chosen]
        self._records.change(
            lambda lib: lib.collections.move(name, target),
            f"Move {name}",
            f"“{name}” moved " + (f"into “{target}”" if target else "to the top"),
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
            new = self._ask("Rename collection", "New name:", name)
            if new and new != name:
                self._records.change(
                    lambda lib: lib.collections.rename(name, new),
                    f"Rename {name}",
                    f"Collection renamed to “{new}”",
                )
        elif request is CollectionRequest.MERGE:
            from PySide6.QtWidgets import QInputDialog

            others = [n for n in self._names() if n != name]
            if not others:
                self._records.say("There is no other collection to merge it into.")
                return
            target, ok = QInputDialog.getItem(
                self._window.window(), "Merge collection", f"Merge “{name}” into:", others, 0, False
            )
            if ok and target:
                self._records.change(
                    lambda lib: lib.collections.rename(name, target),
                    f"Merge {name} into {target}",
                    f"“{name}” merged into “{target}”",
                )
        elif request is CollectionRequest.DELETE:
            self._records.change(
                lambda lib: lib.collections.delete(name),
                f"Delete the collection {name}",
                f"Collection “{name}” deleted; its papers stay in the library",
            )
            if self._current() == name:
                self._window.sidebar.select_scope(ALL, emit=True)
