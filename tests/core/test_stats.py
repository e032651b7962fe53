"""Reading stats from crafted status histories: the numbers the stats view and status bar show."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

from lectern.core.models import Annotation, Status, StatusChange
from lectern.core.stats import reading_stats, status_steps, week_start

# Wednesday 12 November 2025, noon UTC: weeks start on Monday 10 November.
NOW = datetime(2025, 11, 12, 12, 0, tzinfo=UTC)


def at(days_ago: float) -> datetime:
    return NOW - timedelta(days=days_ago)


def ann(pid: str, *changes: tuple[Status, float], status: Status | None = None) -> Annotation:
    history = tuple(StatusChange(s, at(d)) for s, d in changes)
    final = status or (history[-1].status if history else Status.NEW)
    return Annotation(paper_id=pid, status=final, history=history)


def test_week_start_is_the_monday_of_the_users_week() -> None:
    assert week_start(NOW, UTC) == date(2025, 11, 10)
    # Sunday 23:30 UTC is already Monday in Tokyo.
    sunday_night = datetime(2025, 11, 16, 23, 30, tzinfo=UTC)
    assert week_start(sunday_night, UTC) == date(2025, 11, 10)
    assert week_start(sunday_night, timezone(timedelta(hours=9))) == date(2025, 11, 17)


def test_finished_per_week_counts_papers_marked_read_in_each_week() -> None:
    annotations = [
        ann("a", (Status.TO_READ, 10), (Status.READ, 1)),  # this week
        ann("b", (Status.READING, 3), (Status.READ, 2)),  # this week (Monday)
        ann("c", (Status.READ, 8)),  # last week
        ann("d", (Status.TO_READ, 30)),  # still queued
        ann("e", (Status.READ, 200)),  # long before the window
    ]
    stats = reading_stats(annotations, now=NOW, weeks=4)
    assert [w.start for w in stats.weeks] == [
        date(2025, 10, 20),
        date(2025, 10, 27),
        date(2025, 11, 3),
        date(2025, 11, 10),
    ]
    assert [w.finished for w in stats.weeks] == [0, 0, 1, 2]
    assert stats.finished_this_week == 2
    assert stats.finished_in_window == 3
    assert (stats.to_read, stats.reading, stats.read, stats.dropped) == (1, 0, 4, 0)


def test_marking_read_twice_in_one_week_counts_once() -> None:
    flip_flop = ann("a", (Status.READ, 2), (Status.READING, 1.5), (Status.READ, 1))
    stats = reading_stats([flip_flop], now=NOW, weeks=2)
    assert [w.finished for w in stats.weeks] == [0, 1]


def test_backlog_follows_papers_into_and_out_of_to_read() -> None:
    annotations = [
        ann("old", (Status.TO_READ, 60)),  # queued before the window, still queued
        ann("done", (Status.TO_READ, 60), (Status.READ, 9)),  # leaves the queue last week
        ann("new", (Status.TO_READ, 1)),  # joins this week
        ann("dropped", (Status.TO_READ, 16), (Status.DROPPED, 15)),  # in and out two weeks ago
    ]
    stats = reading_stats(annotations, now=NOW, weeks=3)
    # end of week of 27 Oct: old + done; end of 3 Nov week: old; now: old + new
    assert [w.backlog for w in stats.weeks] == [2, 1, 2]
    assert stats.to_read == 2
    assert stats.max_backlog == 2


def test_status_without_history_counts_as_held_since_before_the_window() -> None:
    restored = Annotation(paper_id="r", status=Status.TO_READ)  # from an old backup
    stats = reading_stats([restored, Annotation(paper_id="n")], now=NOW, weeks=3)
    assert [w.backlog for w in stats.weeks] == [1, 1, 1]
    assert stats.finished_in_window == 0


def test_median_days_from_queueing_to_reading_finished() -> None:
    annotations = [
        ann("a", (Status.TO_READ, 10), (Status.READ, 4)),  # 6 days
        ann("b", (Status.TO_READ, 12), (Status.READING, 5), (Status.READ, 2)),  # 10 days
        ann("c", (Status.READ, 1)),  # straight from new: no start, not counted
    ]
    stats = reading_stats(annotations, now=NOW, weeks=4)
    assert stats.median_days_to_read == 8.0


def test_empty_library_gives_zero_weeks_not_an_error() -> None:
    stats = reading_stats([], now=NOW, weeks=12)
    assert len(stats.weeks) == 12
    assert stats.finished_this_week == 0 and stats.max_finished == 0
    assert stats.median_days_to_read is None


def test_changes_in_the_future_are_ignored() -> None:
    skewed = Annotation(
        paper_id="s",
        status=Status.READ,
        history=(StatusChange(Status.READ, NOW + timedelta(days=3)),),
    )
    stats = reading_stats([skewed], now=NOW, weeks=2)
    assert stats.finished_in_window == 0


def test_the_status_steps_collapse_repeats_and_keep_the_newest() -> None:
    history = (
        StatusChange(Status.READ, datetime(2025, 11, 12, 12, tzinfo=UTC)),
        StatusChange(Status.TO_READ, datetime(2025, 11, 5, 12, tzinfo=UTC)),
        StatusChange(Status.TO_READ, datetime(2025, 11, 6, 12, tzinfo=UTC)),  # repeat: hidden
    )
    steps, older = status_steps(history)
    assert [(s.status, s.at.day) for s in steps] == [(Status.TO_READ, 5), (Status.READ, 12)]
    assert not older
    many = tuple(
        StatusChange(s, NOW + timedelta(days=i))
        for i, s in enumerate([Status.TO_READ, Status.READING] * 6)
    )
    steps, older = status_steps(many, limit=3)
    assert [s.status for s in steps] == [Status.READING, Status.TO_READ, Status.READING]
    assert steps[-1].at == NOW + timedelta(days=11) and older
