"""Dates as the window writes them, in the user's language: the date format each
translation gives (QLocale's names for the months), the year only when it is not this one."""

from __future__ import annotations

from datetime import date, datetime, tzinfo

from PySide6.QtCore import QDate, QLocale

from lectern.gui.i18n import translate


def short_date(day: date, today: date | None = None) -> str:
    """ "3 Nov" this year, "3 Nov 2024" another (in German "3. Nov.", in Japanese "11月3日")."""
    shown = QDate(day.year, day.month, day.day)
    if day.year == (today or date.today()).year:
        return QLocale().toString(shown, translate("Dates", "d MMM", "date format: 3 Nov"))
    return QLocale().toString(shown, translate("Dates", "d MMM yyyy", "date format: 3 Nov 2024"))


def local_day(moment: datetime, zone: tzinfo | None = None) -> date:
    """The day `moment` falls on where the user is (or in `zone`)."""
    return moment.astimezone(zone).date()
