"""What the stores tell about each change they write, for other devices to merge.

The stores call a recorder they are given (the library passes in the sync layer's
`lectern.core.sync.recording.Recorder`); storage itself knows nothing of sync.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol


class ChangeRecorder(Protocol):
    def annotation(
        self,
        pid: str,
        old: dict[str, Any] | None,
        new: dict[str, Any],
        *,
        resolves: Iterable[str] = (),
    ) -> None:
        """A paper's annotation document is about to change from `old` to `new`."""

    def library(self, key: str, old: Any, new: Any) -> str | None:
        """A library-wide value is about to change; its stamp, None if it does not."""
