"""The first rows kept from the last session: shown at start while the library opens, and
kept again as the window closes (`lectern.core.storage.derived.first_rows` holds the file)."""

from __future__ import annotations

import logging
from datetime import date
from typing import TYPE_CHECKING

from lectern.core.counts import (
    count_everything,
    count_library,
    counts_from_json,
    counts_to_json,
    library_counts_from_json,
    library_counts_to_json,
)
from lectern.core.storage.derived.first_rows import load_first_rows, save_first_rows
from lectern.core.view import ViewRequest
from lectern.gui.names import scope_name

if TYPE_CHECKING:
    from lectern.core.counts import AnnotationTally
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.table.model import PaperTableModel
    from lectern.gui.window.sidebar import Sidebar

log = logging.getLogger(__name__)


def first_rows_view(request: ViewRequest) -> dict[str, object]:
    """What the kept first rows belong to: the view a start restores (no search text)."""
    return {
        "scope": str(request.scope),
        "sort": request.sort.value if request.sort else None,
        "descending": request.descending,
    }


def show_kept_rows(
    context: WindowContext, model: PaperTableModel, sidebar: Sidebar, request: ViewRequest
) -> dict[str, object] | None:
    """Until the library is open, show the rows kept from the last session for the view of
    `request`, with their counts; the view they belong to, or None when none are shown."""
    service, status = context.service, context.status
    if service.is_open:
        return None
    view = first_rows_view(request)
    first = load_first_rows(service.folder, view)
    if first is None:
        return None
    service.use_first_rows(first.entries)
    model.set_ids([entry.id for entry in first.entries], partial=first.count > len(first.entries))
    label = scope_name(sidebar.current_scope())
    status.show_view_count(first.count, first.total, label)
    try:
        sidebar_counts = counts_from_json(first.counts["sidebar"])
        status_counts = library_counts_from_json(first.counts["status"])
    except (AttributeError, KeyError, TypeError, ValueError):
        return view  # the rows alone, then: the counts come with the library
    sidebar.apply_counts(sidebar_counts)
    if first.counts.get("day") == date.today().isoformat():  # "read this week" moves daily
        status.apply_counts(status_counts)
    return view


def keep_rows(context: WindowContext, tally: AnnotationTally, request: ViewRequest) -> None:
    """After the last write: the first rows of the view of `request`, which the next start
    will show."""
    if not context.service.is_open:
        return
    library = context.service.library
    try:
        ids = library.searching.compute_view(request).ids
        counts = {
            "sidebar": counts_to_json(count_everything(library, tally)),
            "status": library_counts_to_json(count_library(library, tally)),
            "day": date.today().isoformat(),
        }
    except Exception:
        log.warning("could not work out the first rows to keep", exc_info=True)
        return
    save_first_rows(library, first_rows_view(request), ids, counts)
