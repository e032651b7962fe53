"""Numbers and dates in queries: ``rating:>=4``, ``year:2024..2026``, ``added:<7d``.

Numbers: ``5``, ``=5``, ``>=4``, ``>4``, ``<=2``, ``<3``, ``3..5``, ``3-5``, ``..3``, ``4..``.

Dates (``added:`` and ``modified:``), read in the timezone of ``now`` (the user's clock):

- a day, month or year: ``2026-11-01``, ``2026-11``, ``2026`` (also with ``/``);
- a named period: ``today``, ``yesterday``, ``this-week``, ``last-week``, ``this-month``,
  ``last-month``, ``this-year``, ``last-year`` (weeks start on Monday);
- an age: ``12h``, ``7d``, ``2w``, ``3m``, ``1y`` (hours, days, weeks, months, years ago).

``>`` means after and ``<`` before a day or period: ``added:>2026-11-01`` is from
November 2 on, ``added:<=2026-11`` up to the end of November. For ages they compare the
age, as one says it: ``added:<7d`` is "less than 7 days ago" (recent), ``added:>2w`` "more
than two weeks ago"; a bare ``added:7d`` means within the last 7 days. ``a..b`` covers
both ends.
"""

from __future__ import annotations

import calendar
import re
from datetime import datetime, timedelta

from lectern.core.said import said

DATE_HINT = said("use e.g. added:2026-11-01, added:>2026-11, added:<7d or added:this-week")

_OP = re.compile(r"^(>=|<=|=>|=<|>|<|=)?\s*(.*)$", re.S)
# Longer numbers than these are typos, not values (and Python refuses to read 4,300+ digits).
_NUMBER = re.compile(r"^[+-]?\d{1,12}$")
_ABSOLUTE = re.compile(r"^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?$")
_AGE = re.compile(r"^(\d{1,6})\s*(h|hours?|d|days?|w|weeks?|m|months?|y|years?)$", re.I)


class ValueProblem(ValueError):
    """A value the user typed that Lectern cannot read; the message says what would work."""


def number_hint(field: str) -> str:
    """What a number for `field` may look like."""
    return said("use e.g. {field}:>=4, {field}:5 or {field}:3..5", field=field)


def _split_op(text: str) -> tuple[str, str]:
    match = _OP.match(text.strip())
    assert match is not None
    op = {"=>": ">=", "=<": "<="}.get(match.group(1) or "", match.group(1) or "")
    return op, match.group(2).strip()


def _split_range(text: str, allow_dash: bool) -> tuple[str, str] | None:
    for sep in ("..", "\u2026", "\u2013", "\u2014") + (("-",) if allow_dash else ()):
        if sep in text:
            lo, _, hi = text.partition(sep)
            return lo.strip(), hi.strip()
    return None


def number_range(text: str, field: str) -> tuple[int | None, int | None, str]:
    """Inclusive (low, high) bounds, and a note when the range had to be turned around."""
    op, rest = _split_op(text)
    hint = number_hint(field)
    if not op:
        parts = _split_range(rest, allow_dash=not _NUMBER.match(rest))
        if parts is not None:
            lo_text, hi_text = parts
            if not all(t == "" or _NUMBER.match(t) for t in parts) or parts == ("", ""):
                raise ValueProblem(_unread(field, text, hint))
            lo = int(lo_text) if lo_text else None
            hi = int(hi_text) if hi_text else None
            if lo is not None and hi is not None and lo > hi:
                return (
                    hi,
                    lo,
                    said(
                        "Read '{field}:{text}' as {field}:{low}..{high}",
                        field=field,
                        text=text,
                        low=hi,
                        high=lo,
                    ),
                )
            return lo, hi, ""
    if not _NUMBER.match(rest):
        raise ValueProblem(_unread(field, text, hint))
    value = int(rest)
    return {
        "": (value, value),
        "=": (value, value),
        ">=": (value, None),
        ">": (value + 1, None),
        "<=": (None, value),
        "<": (None, value - 1),
    }[op] + ("",)


def _unread(field: str, text: str, hint: str) -> str:
    return said("Could not read '{field}:{text}' — {hint}", field=field, text=text, hint=hint)


# --- dates ---------------------------------------------------------------------------


def _add_months(moment: datetime, months: int) -> datetime:
    index = moment.year * 12 + (moment.month - 1) + months
    year, month = divmod(index, 12)
    day = min(moment.day, calendar.monthrange(year, month + 1)[1])
    return moment.replace(year=year, month=month + 1, day=day)


def _midnight(moment: datetime) -> datetime:
    return moment.replace(hour=0, minute=0, second=0, microsecond=0)


def _named(name: str, now: datetime) -> tuple[datetime, datetime] | None:
    key = re.sub(r"[\s_\-]+", "", name.lower())
    today = _midnight(now)
    week = today - timedelta(days=today.weekday())
    month = today.replace(day=1)
    year = month.replace(month=1)
    periods = {
        "today": (today, today + timedelta(days=1)),
        "yesterday": (today - timedelta(days=1), today),
        "thisweek": (week, week + timedelta(days=7)),
        "lastweek": (week - timedelta(days=7), week),
        "thismonth": (month, _add_months(month, 1)),
        "lastmonth": (_add_months(month, -1), month),
        "thisyear": (year, year.replace(year=year.year + 1)),
        "lastyear": (year.replace(year=year.year - 1), year),
    }
    return periods.get(key)


def _absolute(text: str, now: datetime) -> tuple[datetime, datetime] | None:
    match = _ABSOLUTE.match(text)
    if not match:
        return None
    year = int(match.group(1))
    month, day = (int(g) if g else None for g in match.groups()[1:])
    try:
        start = now.replace(
            year=year, month=month or 1, day=day or 1, hour=0, minute=0, second=0, microsecond=0
        )
    except ValueError:
        raise ValueProblem(
            said("'{text}' is not a real date — {hint}", text=text, hint=DATE_HINT)
        ) from None
    if day is not None:
        return start, start + timedelta(days=1)
    if month is not None:
        return start, _add_months(start, 1)
    return start, start.replace(year=start.year + 1)


def _age(text: str, now: datetime) -> datetime | None:
    match = _AGE.match(text)
    if not match:
        return None
    count, unit = int(match.group(1)), match.group(2)[0].lower()
    try:
        if unit == "m":
            return _add_months(now, -count)
        if unit == "y":
            return _add_months(now, -12 * count)
        hours = {"h": 1, "d": 24, "w": 24 * 7}[unit] * count
        return now - timedelta(hours=hours)
    except (OverflowError, ValueError):
        raise ValueProblem(
            said("'{text}' is too far back — {hint}", text=text, hint=DATE_HINT)
        ) from None


def _point(text: str, now: datetime) -> tuple[datetime, datetime, bool]:
    """(start, end, is_age) of one date expression."""
    period = _named(text, now) or _absolute(text, now)
    if period is not None:
        return period[0], period[1], False
    moment = _age(text, now)
    if moment is not None:
        return moment, moment, True
    raise ValueProblem(_unread_date(text))


def _unread_date(text: str) -> str:
    return said("Could not read the date '{text}' — {hint}", text=text, hint=DATE_HINT)


def date_range(text: str, now: datetime) -> tuple[datetime | None, datetime | None]:
    """[start, end) of a date expression; None for an open end."""
    op, rest = _split_op(text)
    if not rest:
        raise ValueProblem(_unread_date(text))
    if not op:
        parts = _split_range(rest, allow_dash=False)
        if parts is not None:
            lo_text, hi_text = parts
            if not lo_text and not hi_text:
                raise ValueProblem(_unread_date(text))
            starts, ends = [], []
            for part in (lo_text, hi_text):
                if part:
                    start, end, _ = _point(part, now)
                    starts.append(start)
                    ends.append(end)
            return (min(starts) if lo_text else None), (max(ends) if hi_text else None)
    start, end, is_age = _point(rest, now)
    if is_age:  # compare ages: "<7d" is newer than 7 days ago
        op = {"": "<=", "=": "<=", "<": "<=", "<=": "<=", ">": ">", ">=": ">"}[op]
        return (start, None) if op == "<=" else (None, start)
    return {
        "": (start, end),
        "=": (start, end),
        ">": (end, None),
        ">=": (start, None),
        "<": (None, start),
        "<=": (None, end),
    }[op]
