"""The line under a paper's status buttons: "Added 3 Nov · To read 5 Nov · Read 12 Nov", in
the user's language. The core picks the steps (`lectern.core.stats.status_steps`)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, tzinfo

from lectern.core.models import StatusChange
from lectern.core.stats import status_steps
from lectern.gui.dates import local_day, short_date
from lectern.gui.i18n import translate
from lectern.gui.names import status_name


def status_timeline(
    added: datetime | None,
    history: Sequence[StatusChange],
    *,
    today: date | None = None,
    zone: tzinfo | None = None,
    limit: int = 8,
) -> str:
    """When the paper came, then each status it was given, with its day; "…" where older
    steps are left out."""
    steps, older = status_steps(history, limit)
    parts: list[str] = []
    if added is not None:
        day = short_date(local_day(added, zone), today)
        parts.append(translate("Timeline", "Added {date}").format(date=day))
    if older:
        parts.append("…")
    parts += [
        translate("Timeline", "{status} {date}", "a step of the status timeline").format(
            status=status_name(step.status), date=short_date(local_day(step.at, zone), today)
        )
        for step in steps
    ]
    return " · ".join(parts)
