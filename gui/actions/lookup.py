"""Looking papers up online from the window, only when the user asks: New paper with
identifiers, and Paper → Look up on a paper or a selection.

The lookups run on a thread of their own (`LookupRun`, a `LookupBatch` from
`lectern.core.lookup`), never on the UI thread, with a progress dialog and Cancel (Look up on
the same papers after a Cancel goes on with those not reached yet); what they found is shown
first (the records to add, or each field: old → new), and only Apply writes,
through the window's `Changes`, as one History entry that one Ctrl+Z undoes. A paper whose
lookup failed, or every paper when "Look papers up online when I ask" is off in Preferences,
is added as its identifier and tagged "not looked up yet", and the status bar says why.
Nothing here imports the HTTP client until a lookup is asked for.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QProgressDialog

from lectern.gui.declarations.declaration import does
from lectern.gui.declarations.ids import ActionId
from lectern.gui.i18n import error_text, translate
from lectern.gui.settings import Keys

if TYPE_CHECKING:
    from lectern.core.importers.base import RawRecord
    from lectern.core.library import Library
    from lectern.core.lookup.filling import Filled
    from lectern.core.lookup.identifiers import Identifier
    from lectern.core.lookup.looking_up import Looked
    from lectern.core.lookup.versions import Versions
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.dialogs.lookup import FoundRecords, LookupChanges, VersionsChoice


SHOW_PROGRESS_AFTER_MS = 400  # a lookup that answers at once shows no progress dialog


class LookupRun(QObject):
    """One batch of lookups on a thread of its own; its signals arrive on the UI thread."""

    progress = Signal(int, int)
    finished = Signal(object)  # list[Looked], those done before a cancel included

    def __init__(self, identifiers: Sequence[Identifier], contact: str, parent: QObject) -> None:
        super().__init__(parent)
        from lectern.core.lookup.fetching import Fetcher
        from lectern.core.lookup.looking_up import LookupBatch

        self.batch = LookupBatch(list(identifiers), Fetcher(contact=contact))
        self.batch.progress = self.progress.emit
        self._thread = threading.Thread(target=self._run, name="lectern-lookup", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        self.batch.cancel()

    def _run(self) -> None:
        try:
            for _looked in self.batch.run():
                pass
        finally:
            self.finished.emit(list(self.batch.done))


class Lookups(QObject):
    """The window's lookups; `dialog` is what it shows now (tests answer it)."""

    def __init__(self, context: WindowContext) -> None:
        super().__init__(context.parent)
        self._context = context
        self.run: LookupRun | None = None
        self.dialog: FoundRecords | LookupChanges | VersionsChoice | QProgressDialog | None = None
        # A Look up stopped by Cancel: the identifiers it was given, and those it had not
        # reached; Look up on the same papers goes on with these.
        self._stopped: tuple[frozenset[Identifier], list[Identifier]] | None = None

    # --- the switch ------------------------------------------------------------------
    def allowed(self) -> bool:
        return bool(self._context.settings.get(Keys.LOOK_UP))

    def _say(self, text: str) -> None:
        self._context.status.showMessage(text, 15000)

    def _off(self) -> str:
        return translate(
            "Lookups",
            "Looking papers up online is off (Preferences: Look papers up online when I ask).",
        )

    # --- running a batch ---------------------------------------------------------------
    def _start(
        self,
        identifiers: Sequence[Identifier],
        then: Callable[[list[Looked]], None],
        resumable: frozenset[Identifier] | None = None,
    ) -> None:
        """Look `identifiers` up on a thread of their own, then call `then` on the UI thread
        with what was looked up. With `resumable` (the whole batch's identifiers), a Cancel
        keeps the ones not reached, for a later Look up of the same papers to go on with."""
        run = LookupRun(identifiers, self._context.settings.get(Keys.CONTACT), self)
        progress = QProgressDialog(
            translate("Lookups", "Looking up %Ln paper(s) online…", n=len(identifiers)),
            translate("Lookups", "Cancel"),
            0,
            len(identifiers),
            self._context.parent,
        )
        progress.setObjectName("lookupProgress")
        progress.setWindowTitle(translate("Lookups", "Look up"))
        progress.setMinimumDuration(SHOW_PROGRESS_AFTER_MS)  # a quick lookup shows none
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(run.cancel)
        run.progress.connect(progress.setValue, Qt.ConnectionType.QueuedConnection)

        def finished(done: object) -> None:
            stopped = run.batch.cancelled  # before the close, which a dialog takes for Cancel
            progress.canceled.disconnect(run.cancel)
            shown = progress.isVisible()
            progress.close()
            if shown:  # the keys go back to the window, as before the lookup
                self._context.parent.activateWindow()
            progress.deleteLater()
            self.run = None
            self.dialog = None
            looked = list(done) if isinstance(done, list) else []
            rest = run.batch.remaining if stopped else []
            if resumable is not None:
                self._stopped = (resumable, rest) if rest else None
            if stopped and rest and resumable is not None:
                self._say(
                    translate(
                        "Lookups",
                        "Look up stopped after %Ln paper(s); Look up on the same papers goes "
                        "on with the other {rest}.",
                        n=len(looked),
                    ).format(rest=len(rest))
                )
            elif stopped:
                self._say(
                    translate(
                        "Lookups",
                        "Look up stopped: %Ln paper(s) were looked up before Cancel.",
                        n=len(looked),
                    )
                )
            then(looked)

        run.finished.connect(finished, Qt.ConnectionType.QueuedConnection)
        self.run = run
        self.dialog = progress
        run.start()

    # --- New paper with identifiers -----------------------------------------------------
    def add_identifiers(self, identifiers: Sequence[Identifier]) -> None:
        """Look each up, show what was found for a check, then add; bare when not found."""
        if not self.allowed():
            self._add(list(identifiers), {}, self._off())
            return
        self._start(identifiers, lambda looked: self._found(identifiers, looked))

    def _found(self, identifiers: Sequence[Identifier], looked: list[Looked]) -> None:
        from lectern.gui.dialogs.lookup import FoundRecords

        records = {item.identifier: item.record for item in looked if item.record is not None}
        failures = [
            (str(item.identifier), error_text(item.failed))
            for item in looked
            if item.failed is not None
        ]
        failures += [
            (str(i), translate("Lookups", "not looked up")) for i in identifiers[len(looked) :]
        ]
        if not records:
            why = failures[0][1] if failures else ""
            self._add(list(identifiers), {}, why)
            return
        found = [(str(i), records[i]) for i in identifiers if i in records]
        dialog = FoundRecords(self._context.parent, found, failures)
        self.dialog = dialog

        def answered(code: int) -> None:
            self.dialog = None
            if code == QDialog.DialogCode.Accepted:
                self._add(list(identifiers), records, "")

        dialog.finished.connect(answered)
        dialog.open()

    def _add(
        self, identifiers: list[Identifier], records: dict[Identifier, RawRecord], why: str
    ) -> None:
        """Add each identifier's record, or the identifier itself tagged "not looked up
        yet": one History entry."""
        from lectern.core.lookup.filling import add_record

        def add(lib: Library) -> tuple[list[str], int]:
            """The papers the identifiers are now, and how many of them the library had."""
            ids: list[str] = []
            known = 0
            for identifier in identifiers:
                report = add_record(lib, records.get(identifier), identifier)
                ids.extend(report.added_ids or list(report.known))
                if not report.added_ids:
                    known += len(report.known)
            return ids, known

        bare = len([i for i in identifiers if i not in records])

        def done(result: object) -> None:
            ids, known = result if isinstance(result, tuple) else ([], 0)
            if ids:
                self._context.navigation.go_to_paper(ids[0])
            added = len(ids) - known
            if not known:
                text = translate("Lookups", "Added %Ln paper(s) — Ctrl+Z undoes it", n=added)
            else:  # a record that joined a paper the library had: filled in, not added
                text = translate(
                    "Lookups",
                    "%Ln paper(s) already in your library, filled in from the lookup — "
                    "Ctrl+Z undoes it",
                    n=known,
                )
                if added:
                    text = translate("Lookups", "Added %Ln paper(s)", n=added) + "; " + text
            if bare:
                text = translate("Lookups", "{added}; %Ln not looked up yet. {why}", n=bare).format(
                    added=text, why=why
                )
            self._say(text.strip())

        self._context.changes.records(
            add, translate("Lookups", "Add %Ln paper(s) by identifier", n=len(identifiers)), done
        )

    # --- Look up -------------------------------------------------------------------------
    @does(ActionId.LOOK_UP)
    def look_up_selected(self) -> None:
        self.look_up(self._context.view.selected_ids())

    def look_up(self, ids: Sequence[str]) -> None:
        """Look the papers up; show what would change; Apply fills it in."""
        from lectern.core.lookup.filling import identifier_of

        if not ids:
            return
        if not self.allowed():
            self._say(self._off() + " " + translate("Lookups", "Nothing was changed."))
            return
        by_identifier: dict[Identifier, list[str]] = {}
        none: list[str] = []
        for pid in dict.fromkeys(ids):
            identifier = identifier_of(self._context.service.entry(pid).paper)
            if identifier is None:
                none.append(pid)
            else:
                by_identifier.setdefault(identifier, []).append(pid)
        if not by_identifier:
            self._say(
                translate(
                    "Lookups",
                    "The paper has no DOI, arXiv id, PMID or ISBN to look it up by; edit it "
                    "to give it one.",
                )
            )
            return
        whole = frozenset(by_identifier)
        asked = list(by_identifier)
        if self._stopped is not None and self._stopped[0] == whole:  # go on where it stopped
            asked = self._stopped[1]
        self._start(
            asked, lambda looked: self._preview(by_identifier, looked, none), resumable=whole
        )

    def _preview(
        self, by_identifier: dict[Identifier, list[str]], looked: list[Looked], none: list[str]
    ) -> None:
        """What each record would change, read on the reader thread, then shown."""
        from lectern.core.errors import LecternError
        from lectern.core.lookup.filling import preview_fill
        from lectern.core.lookup.versions import linked

        pairs = [(pid, item) for item in looked for pid in by_identifier[item.identifier]]

        def read(lib: Library) -> list[tuple[str, str, Filled | str, RawRecord | None]]:
            rows: list[tuple[str, str, Filled | str, RawRecord | None]] = []
            for pid, item in pairs:
                title = lib.papers.paper(pid).title
                if item.record is None or item.failed is not None:
                    rows.append((pid, title, error_text(item.failed or ValueError()), None))
                    continue
                try:
                    filled = preview_fill(lib, pid, item.record)
                    if filled.published and linked(lib.papers.paper(pid), item.record.doi):
                        filled = replace(filled, published="")  # the user chose already
                    rows.append((pid, title, filled, item.record))
                except LecternError as exc:
                    rows.append((pid, title, error_text(exc), None))
            return rows

        missing = translate("Lookups", "no DOI, arXiv id, PMID or ISBN to look it up by")
        titles = [self._context.service.entry(pid).paper.title or pid for pid in none]
        self._context.service.read(
            read, lambda rows: self._show_preview(rows, [(title, missing) for title in titles])
        )

    def _show_preview(
        self,
        rows: list[tuple[str, str, Filled | str, RawRecord | None]],
        failures: list[tuple[str, str]],
    ) -> None:
        from lectern.gui.dialogs.lookup import LookupChanges

        changes = []
        apply: list[tuple[str, RawRecord]] = []
        unchanged = 0
        published: list[tuple[str, str]] = []
        for pid, title, filled, record in rows:
            if isinstance(filled, str) or record is None:
                failures.append((title or pid, str(filled)))
                continue
            if filled.published:
                published.append((pid, filled.published))
            if filled.changed:
                changes.append((title, filled.changed))
                apply.append((pid, record))
            else:
                unchanged += 1
                if filled.published:
                    apply.append((pid, record))
        if not changes and not published:
            if len(failures) == 1 and not unchanged:  # one paper: its reason, plainly
                self._say(failures[0][1])
                return
            if not failures:
                self._say(
                    translate("Lookups", "Look up found nothing to fill in; nothing was changed.")
                )
                return
        if not changes and not failures:  # only a published version to settle
            self._choose_versions(published)
            return
        dialog = LookupChanges(self._context.parent, changes, failures, unchanged, len(published))
        self.dialog = dialog

        def answered(code: int) -> None:
            self.dialog = None
            if code == QDialog.DialogCode.Accepted and changes:
                self._apply(apply, published)
            elif published:
                self._choose_versions(published)

        dialog.finished.connect(answered)
        dialog.open()

    def _apply(self, apply: list[tuple[str, RawRecord]], published: list[tuple[str, str]]) -> None:
        from lectern.core.lookup.filling import fill_in

        def fill(lib: Library) -> int:
            return sum(bool(fill_in(lib, pid, record).changed) for pid, record in apply)

        def done(result: object) -> None:
            n = result if isinstance(result, int) else 0
            self._say(translate("Lookups", "Filled in %Ln paper(s) — Ctrl+Z undoes it", n=n))
            if published:
                self._choose_versions(published)

        self._context.changes.records(
            fill, translate("Lookups", "Look up %Ln paper(s)", n=len(apply)), done
        )

    # --- a preprint and its published version ----------------------------------------------
    def _choose_versions(self, pairs: list[tuple[str, str]]) -> None:
        """Ask, for each preprint whose published version is a paper of the library, what
        to do with the two."""
        from lectern.gui.dialogs.lookup import VersionsChoice

        if not pairs:
            return
        (preprint, published), rest = pairs[0], pairs[1:]
        service = self._context.service
        dialog = VersionsChoice(
            self._context.parent,
            service.entry(preprint).paper.title,
            service.entry(published).paper.title,
        )
        self.dialog = dialog

        def answered(_code: int) -> None:
            self.dialog = None
            choice = dialog.chosen()
            if choice is not None:
                self._settle(preprint, published, choice)
            self._choose_versions(rest)

        dialog.finished.connect(answered)
        dialog.open()

    def _settle(self, preprint: str, published: str, choice: Versions) -> None:
        from lectern.core.lookup.versions import Versions, settle

        said = {
            Versions.LINK: translate(
                "Lookups", "The preprint and its published version are linked"
            ),
            Versions.MERGE: translate(
                "Lookups", "The preprint is merged into its published version"
            ),
            Versions.PREPRINT_ONLY: translate(
                "Lookups", "The published version is in the Trash; the preprint names it"
            ),
        }[choice]

        def done(kept: Any) -> None:
            if isinstance(kept, str):
                self._context.navigation.go_to_paper(kept)
            self._say(translate("Lookups", "{done} — Ctrl+Z undoes it").format(done=said))

        self._context.changes.records(
            lambda lib: settle(lib, preprint, published, choice),
            translate("Lookups", "Preprint and published version"),
            done,
        )
