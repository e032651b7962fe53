"""File → Watch a folder: each new PDF in a watched folder (or its subfolders) is imported
once it has stopped growing, and never again.

A QFileSystemWatcher on each folder says something changed there; a poll every `POLL_MS`
finds what it misses (subfolders, network shares), and while a file is still being written,
every time a file must stay the same to be ready (`Keys.WATCH_QUIET_MS`, two seconds unless
the settings say otherwise). Looking (a walk and a stat per PDF, `core.arrivals`) runs on the
service's reader thread, never on the UI thread. A file ready is imported the normal way
without a prompt: into no collection, copied or linked as the import prompt last chose, a
PDF the library has already attached to its paper. The status bar says what came of it.
The folders and the files handed over are this computer's settings, so a restart imports
nothing twice; the PDFs a folder holds when it is added are left alone.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from lectern.core.arrivals import Arrivals, Sighting, pdfs_in
from lectern.core.results import FileAction, ImportReport
from lectern.gui.context.status_bar import StatusBar
from lectern.gui.i18n import say, translate
from lectern.gui.settings import Keys, Settings

if TYPE_CHECKING:
    from lectern.gui.service import LibraryService

log = logging.getLogger(__name__)

DEBOUNCE_MS = 300  # a download's events come in bursts
POLL_MS = 5000
MIN_CHECK_MS = 100  # the checks while a file grows, however short the quiet time asked


@dataclass(frozen=True, slots=True)
class Look:
    """What one look found: the files ready, every file passed or handed over, whether one
    is still growing, and the folders there are to watch."""

    ready: tuple[Sighting, ...]
    seen: frozenset[str]
    waiting: bool
    folders: tuple[str, ...]


def folder_label(folder: str) -> str:
    """ "Downloads/papers": a folder as the status bar names it."""
    return "/".join(Path(folder).parts[-2:])


def describe_import(reports: Sequence[ImportReport], folder: str | None) -> str:
    """ "Imported “Title” from Downloads/papers", or why not (the status bar's notice).
    `folder` is the watched folder's `folder_label`; None: from several watched folders."""
    outcomes = [outcome for report in reports for outcome in report.files]
    if len(outcomes) == 1:
        (one,) = outcomes
        name = Path(one.path).name
        if one.action is FileAction.FAILED:
            if folder is None:
                text = translate(
                    "FolderWatcher", "Could not import {name} from your watched folders: {reason}"
                )
            else:
                text = translate("FolderWatcher", "Could not import {name} from {folder}: {reason}")
        elif one.action is FileAction.ADDED:
            if folder is None:
                text = translate("FolderWatcher", "Imported “{title}” from your watched folders")
            else:
                text = translate("FolderWatcher", "Imported “{title}” from {folder}")
        elif one.action is FileAction.ATTACHED:
            if folder is None:
                text = translate(
                    "FolderWatcher", "{name} from your watched folders attached to “{title}”"
                )
            else:
                text = translate("FolderWatcher", "{name} from {folder} attached to “{title}”")
        elif folder is None:
            text = translate(
                "FolderWatcher", "{name} from your watched folders is already attached to “{title}”"
            )
        else:
            text = translate(
                "FolderWatcher", "{name} from {folder} is already attached to “{title}”"
            )
        return text.format(name=name, folder=folder, reason=say(one.reason), title=one.title)
    failed = sum(1 for outcome in outcomes if outcome.action is FileAction.FAILED)
    imported = len(outcomes) - failed
    if folder is None:
        text = translate(
            "FolderWatcher", "Imported %Ln PDF(s) from your watched folders", n=imported
        )
    else:
        text = translate("FolderWatcher", "Imported %Ln PDF(s) from {folder}", n=imported)
    text = text.format(folder=folder)
    if not failed:
        return text
    unread = translate("FolderWatcher", "%Ln PDF(s) could not be read", n=failed)
    # Two counts, so two clauses: what was imported, then what could not be read.
    return translate("FolderWatcher", "{imported}; {unread}").format(imported=text, unread=unread)


def _not_imported(folder: str | None, message: str) -> str:
    """The import failed as a whole; `message` says why, in the user's language."""
    if folder is None:
        text = translate("FolderWatcher", "Could not import from your watched folders: {message}")
    else:
        text = translate("FolderWatcher", "Could not import from {folder}: {message}")
    return text.format(folder=folder, message=message)


class FolderWatcher(QObject):
    """Watches the folders of File → Watch a folder for the window, and imports what arrives."""

    looked = Signal()  # a look is over (what it found ready is on its way in)

    def __init__(
        self,
        service: LibraryService,
        status: StatusBar,
        settings: Settings,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._service = service
        self._status = status
        self._settings = settings
        folders: tuple[str, ...] = settings.get(Keys.WATCHED_FOLDERS)
        seen: tuple[str, ...] = settings.get(Keys.WATCH_SEEN)
        self._folders = list(folders)
        self._saved_seen = frozenset(seen)
        quiet_ms = max(0, settings.get(Keys.WATCH_QUIET_MS))
        self._check_ms = max(quiet_ms, MIN_CHECK_MS)  # the checks while a file grows
        self._arrivals = Arrivals(self._saved_seen, quiet_ms / 1000)  # the reader thread's
        self._added: set[str] = set()  # folders whose PDFs the next look passes by
        self._removed: set[str] = set()  # folders whose files the next look forgets
        self._running = False  # a look is on its way to the reader thread
        self._again = False  # something changed while it ran
        self._watch = QFileSystemWatcher(self)
        self._watch.directoryChanged.connect(self.soon)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.check)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self.check)
        if service.is_open:
            self.check()
        else:
            service.opened.connect(lambda _library: self.check())

    def folders(self) -> list[str]:
        return list(self._folders)

    def add(self, folder: str) -> None:
        """Watch `folder` from now on: the PDFs it holds now are not imported."""
        folder = str(Path(folder).expanduser().resolve())
        if folder in self._folders:
            return
        self._folders.append(folder)
        self._added.add(folder)
        self._settings.set(Keys.WATCHED_FOLDERS, tuple(self._folders))
        self.check()

    def remove(self, folder: str) -> None:
        if folder in self._folders:
            self._folders.remove(folder)
            self._added.discard(folder)
            self._removed.add(folder)
            self._settings.set(Keys.WATCHED_FOLDERS, tuple(self._folders))
            self.check()

    def soon(self, _path: str = "") -> None:
        """Something changed in a watched folder: look once the burst is over."""
        self._debounce.start()

    def check(self) -> None:
        """Look at the watched folders now (on the reader thread) and import what is ready."""
        if self._service.closed or not self._service.is_open:
            return
        if self._running:
            self._again = True
            return
        self._running = True
        folders, added = tuple(self._folders), frozenset(self._added)
        removed = frozenset(self._removed - self._added - set(self._folders))
        self._added.clear()
        self._removed.clear()
        self._service.read(lambda _library: self._look(folders, added, removed), self._looked)

    # --- reader thread -------------------------------------------------------------------
    def _look(
        self, folders: tuple[str, ...], added: frozenset[str], removed: frozenset[str]
    ) -> Look:
        for folder in removed:
            self._arrivals.forget_under(Path(folder))
        for folder in added:
            self._arrivals.pass_by(pdfs_in(Path(folder)))
        found = [sighting for folder in folders for sighting in pdfs_in(Path(folder))]
        ready = self._arrivals.ready(found, time.monotonic())
        there = tuple(folder for folder in folders if Path(folder).is_dir())
        return Look(tuple(ready), self._arrivals.seen(), self._arrivals.waiting, there)

    # --- UI thread -----------------------------------------------------------------------
    def _looked(self, look: Look) -> None:
        self._running = False
        if look.seen != self._saved_seen:  # before the import: never twice, even if it fails
            self._settings.set(Keys.WATCH_SEEN, tuple(sorted(look.seen)))
            self._saved_seen = look.seen
        self._rearm(look.folders)
        if self._folders:
            self._poll.start(self._check_ms if look.waiting else POLL_MS)
        else:
            self._poll.stop()
        if look.ready:
            self._import(look.ready)
        if self._again:
            self._again = False
            self._debounce.start()
        self.looked.emit()

    def _import(self, ready: tuple[Sighting, ...]) -> None:
        homes = {self._home(sighting.path) for sighting in ready}
        where = folder_label(homes.pop()) if len(homes) == 1 else None  # None: several
        link = self._settings.get(Keys.LINK_PDFS)
        job = self._service.start_import([str(s.path) for s in ready], "", link=link)
        job.finished.connect(
            lambda reports: self._status.show_notice(describe_import(reports, where))
        )
        job.failed.connect(lambda message: self._status.show_notice(_not_imported(where, message)))

    def _home(self, path: Path) -> str:
        """The watched folder `path` was found in."""
        return next((f for f in self._folders if path.is_relative_to(f)), str(path.parent))

    def _rearm(self, folders: tuple[str, ...]) -> None:
        """Watch exactly the watched folders that are there."""
        now = set(self._watch.directories())
        wanted = set(folders)
        if gone := sorted(now - wanted):
            self._watch.removePaths(gone)
        if new := sorted(wanted - now):
            failed = self._watch.addPaths(new)
            if failed:  # the poll still finds what arrives there
                log.info("could not watch %s; polling every %d s", failed, POLL_MS // 1000)
