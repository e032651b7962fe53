"""Reading statistics drawn from status histories: what the stats view and status bar show.

Qt-free so the CLI and tests get the same figures as the app. Weeks start on Monday in the
time zone of ``now`` (the user's local zone by default), because "this week" means the
user's week, not UTC's.
"""

from __future__ import annotations

import logging
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta, tzinfo

from lectern.core.models import Annotation, Status, StatusChange

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class WeekPoint:
    start: date  # the Monday that starts the week
    finished: int  # papers marked read during the week
    backlog: int  # papers "to read" at the end of the week (at ``now`` for the current week)
    opened: int = 0  # papers last read in Lectern during the week (a later read moves it on)


@dataclass(frozen=True, slots=True)
class ReadingStats:
    weeks: tuple[WeekPoint, ...]  # oldest first; the last one is the current week
    to_read: int  # right now
    reading: int
    read: int
    dropped: int
    median_days_to_read: (
        float | None
    )  # first "to read"/"reading" mark → "read", for papers finished in the window

    @property
    def finished_this_week(self) -> int:
        return self.weeks[-1].finished if self.weeks else 0

    @property
    def finished_in_window(self) -> int:
        return sum(week.finished for week in self.weeks)

    @property
    def max_finished(self) -> int:
        return max((week.finished for week in self.weeks), default=0)

    @property
    def max_opened(self) -> int:
        return max((week.opened for week in self.weeks), default=0)

    @property
    def max_backlog(self) -> int:
        return max((week.backlog for week in self.weeks), default=0)


# The annotation fields reading_stats reads: a change to any other leaves its figures
STATS_FIELDS = ("status", "history", "last_read")


def week_start(moment: datetime, zone: tzinfo | None) -> date:
    """The Monday of the week holding ``moment``, as seen in ``zone``."""
    day = moment.astimezone(zone).date()
    return day - timedelta(days=day.weekday())


def _local_now() -> datetime:
    return datetime.now().astimezone()


def reading_stats(
    annotations: Iterable[Annotation], now: datetime | None = None, weeks: int = 12
) -> ReadingStats:
    """Finished-per-week, opened-per-week (papers read in Lectern, by the week of their last
    read) and to-read backlog for the last ``weeks`` weeks, plus current counts.

    An annotation whose status is set but which has no history (an old backup) counts as
    having held that status since before the window: its time is unknown, its state is not.
    """
    now = now or _local_now()
    if now.tzinfo is None:
        now = now.astimezone()
    zone = now.tzinfo
    weeks = max(1, weeks)
    first_week = week_start(now, zone) - timedelta(weeks=weeks - 1)
    window_start = datetime.combine(first_week, datetime.min.time(), tzinfo=zone)
    week_starts = [first_week + timedelta(weeks=i) for i in range(weeks)]

    finished = [0] * weeks
    opened = [0] * weeks
    backlog_delta = [0] * weeks
    backlog_at_start = 0
    counts = {status: 0 for status in Status}
    days_to_read: list[float] = []

    for annotation in annotations:
        counts[annotation.status] += 1
        read_at = annotation.last_read
        if read_at is not None and window_start <= read_at <= now:
            opened[min((week_start(read_at, zone) - first_week).days // 7, weeks - 1)] += 1
        history = sorted((c for c in annotation.history if c.at <= now), key=lambda c: c.at)
        if not history:
            backlog_at_start += annotation.status is Status.TO_READ
            continue
        before = [c for c in history if c.at < window_start]
        status = before[-1].status if before else Status.NEW
        backlog_at_start += status is Status.TO_READ
        finished_weeks: set[int] = set()
        for change in history[len(before) :]:
            index = (week_start(change.at, zone) - first_week).days // 7
            index = min(max(index, 0), weeks - 1)
            if change.status is Status.READ and status is not Status.READ:
                finished_weeks.add(index)
                if (started := _first_start(history, change)) is not None:
                    days_to_read.append((change.at - started).total_seconds() / 86400)
            backlog_delta[index] += (change.status is Status.TO_READ) - (status is Status.TO_READ)
            status = change.status
        for index in finished_weeks:
            finished[index] += 1

    points = []
    backlog = backlog_at_start
    for index, start in enumerate(week_starts):
        backlog += backlog_delta[index]
        points.append(
            WeekPoint(start=start, finished=finished[index], backlog=backlog, opened=opened[index])
        )
    # Imported here: the window imports this module at start (the status bar's counts),
    # and statistics brings fractions, decimal and random, none of them needed until
    # the Statistics view is opened.
    import statistics

    median = round(statistics.median(days_to_read), 1) if days_to_read else None
    return ReadingStats(
        weeks=tuple(points),
        to_read=counts[Status.TO_READ],
        reading=counts[Status.READING],
        read=counts[Status.READ],
        dropped=counts[Status.DROPPED],
        median_days_to_read=median,
    )


def _first_start(history: Sequence[StatusChange], finish: StatusChange) -> datetime | None:
    """When the user first queued or began the paper that ``finish`` marks read."""
    times = [c.at for c in history]
    end = bisect_right(times, finish.at) - 1
    start = None
    for change in reversed(history[:end]):
        if change.status is Status.READ:
            break  # an earlier read: the reading that ends here began after it
        if change.status in (Status.TO_READ, Status.READING):
            start = change.at
    return start


# --- the status history line of the detail pane --------------------------------


def status_steps(
    history: Sequence[StatusChange], limit: int = 8
) -> tuple[list[StatusChange], bool]:
    """The steps of a paper's status timeline, oldest first: each change to another status
    (a repeat of the same status collapsed into its first), only the newest `limit`; and
    whether older steps were left out. The window writes them in the user's language."""
    previous: Status | None = None
    kept: list[StatusChange] = []
    for change in sorted(history, key=lambda c: c.at):
        if change.status is not previous:
            previous = change.status
            kept.append(change)
    return kept[-limit:], len(kept) > limit
