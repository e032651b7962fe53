"""The window follows what other devices write: their change files arriving in `sync/`.

A sync engine (Syncthing and the like) writes a temporary file and renames it into a
device's folder, which a watch on that folder sees; a watch on each device's newest change
file also sees one appended to in place. Events come in bursts, so they are gathered for
`DEBOUNCE_MS`, then `library.sync.pull` runs on the writer thread (through the service). A slow
poll does the same where watching fails (some network and FUSE file systems). The list,
sidebar and detail pane refresh from the `Change`s the pull announces; the status bar says
what came in ("12 papers updated from desktop-lab").
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer

from lectern.core.sync.positions import segment_name, segments
from lectern.gui.context.status_bar import StatusBar
from lectern.gui.i18n import translate

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.detail.notes_editor import NotesEditor
    from lectern.gui.service import LibraryService

log = logging.getLogger(__name__)

DEBOUNCE_MS = 300
POLL_MS = 5000

# What one pull gives the UI thread: the papers changed, the computers they came from,
# and the paths to watch from now on.
PullResult = tuple[frozenset[str], tuple[str, ...], list[str]]


def _newest(folder: Path) -> tuple[Path | None, int]:
    """A device folder's newest change file and its size (None, -1 when there is none)."""
    numbers = segments(folder)
    if not numbers:
        return None, -1
    path = folder / segment_name(numbers[-1])
    try:
        return path, path.stat().st_size
    except OSError:
        return None, -1


def name_devices(senders: tuple[str, ...]) -> str:
    """ "desktop-lab and laptop": the computers changes came from, named as the user's
    language joins names ("" for none)."""
    if not senders:
        return ""
    named = senders[0]
    for sender in senders[1:]:
        named = translate("SyncWatcher", "{first} and {second}").format(first=named, second=sender)
    return named


def describe_arrival(changed: int, senders: tuple[str, ...]) -> str:
    """ "12 papers updated from desktop-lab" (the status bar's notice)."""
    if not senders:
        return translate("SyncWatcher", "%Ln paper(s) updated from your other devices", n=changed)
    return translate("SyncWatcher", "%Ln paper(s) updated from {devices}", n=changed).format(
        devices=name_devices(senders)
    )


class SyncWatcher(QObject):
    """Watches the library's sync folders for the window and merges what arrives: the
    status bar says what came in, and the notes editor names who wrote a note it offers."""

    def __init__(
        self,
        service: LibraryService,
        status: StatusBar,
        notes: NotesEditor,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._status = status
        self._service = service
        self._watch = QFileSystemWatcher(self)
        self._watch.directoryChanged.connect(self.soon)
        self._watch.fileChanged.connect(self.soon)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.pull_now)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self.pull_now)
        self._running = False  # a pull is on its way to the writer thread
        self._again = False  # something arrived while it ran
        self._seen: dict[str, int] = {}  # writer thread: device → newest change file's size
        # Written on the writer thread just before a pull, read on the UI thread when its
        # changes arrive there (after it): the computers the changes come from.
        self.senders: tuple[str, ...] = ()
        notes.change_source = lambda: name_devices(self.senders)
        if self._service.is_open:
            self._start()
        else:
            self._service.opened.connect(lambda _library: self._start())

    def _start(self) -> None:
        self._poll.start()
        self.pull_now()

    def watched(self) -> list[str]:
        """The folders and change files watched now."""
        return [*self._watch.directories(), *self._watch.files()]

    def soon(self, _path: str = "") -> None:
        """Something changed in a sync folder: pull once the burst is over."""
        self._debounce.start()

    def pull_now(self) -> None:
        if self._service.closed or not self._service.is_open:
            return
        if self._running:
            self._again = True
            return
        self._running = True
        self._service.pull(self._merge, self._merged)

    # --- writer thread -------------------------------------------------------------------
    def _merge(self, library: Library) -> PullResult:
        folders = library.sync.folders()
        names = library.sync.device_names()
        watched = [str(f) for f in folders if f.is_dir()]
        arrived: list[str] = []
        for folder in folders[1:]:
            path, size = _newest(folder)
            if path is not None:
                watched.append(str(path))
            if size != self._seen.get(folder.name, -1):
                self._seen[folder.name] = size
                arrived.append(names.get(folder.name, folder.name))
        self.senders = tuple(arrived)
        changed = library.sync.pull()
        return changed, self.senders, watched

    # --- UI thread -----------------------------------------------------------------------
    def _merged(self, result: PullResult) -> None:
        self._running = False
        self.senders = ()  # its changes have reached the window: a later one is not theirs
        changed, senders, watched = result
        self._rearm(watched)
        if changed:
            self._status.show_notice(describe_arrival(len(changed), senders))
        if self._again:
            self._again = False
            self._debounce.start()

    def _rearm(self, paths: list[str]) -> None:
        """Watch exactly `paths` (a new device folder, a new change file)."""
        now = set(self._watch.files()) | set(self._watch.directories())
        wanted = set(paths)
        gone = sorted(now - wanted)
        if gone:
            self._watch.removePaths(gone)
        new = sorted(wanted - now)
        if new:
            failed = self._watch.addPaths(new)
            if failed:  # the poll still finds what arrives there
                log.info("could not watch %s; polling every %d s", failed, POLL_MS // 1000)
