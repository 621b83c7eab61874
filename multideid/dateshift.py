"""Date shifting for surrogates: move every date of a document by one offset, keep its format.

:func:`shift_date_text` rewrites one date string ("03/18/2001", "March 3, 2005", "3/18",
"2005", "Monday", "14FEB1995", "3 de marzo de 2005" ...) shifted by a number of days, in the
format it was written in; it returns None for text it cannot read as a date.

:func:`offset_ok` says whether an offset moves every part of a date that a reader could
recognise: with ``|days| >= 366`` the year of every full date, month-year and year-only
mention changes; an offset at least 3 days away from a whole number of years moves every
month-day ("Mar 3"); an offset that is not a multiple of 7 moves every weekday name (unless
the caller keeps weekdays on purpose).  :func:`collisions` counts the original date strings
of a document that a candidate offset would write again somewhere in its shifted dates (a
shifted "1995" landing on the document's other year "1996"), so a caller that owns the whole
scope of the offset (one document) can pick an offset that reproduces none.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from typing import Iterable

EN_MONTHS = [m.lower() for m in calendar.month_name[1:]]
EN_MONTHS_ABBR = [m.lower() for m in calendar.month_abbr[1:]]
ES_MONTHS = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
EN_WEEKDAYS = [d.lower() for d in calendar.day_name]
ES_WEEKDAYS = "lunes martes miércoles jueves viernes sábado domingo".split()

_REF_YEAR = 2000  # leap year: "Feb 29" without a year stays valid
_YEAR_DAYS = 365.2425


def case_like(template: str, value: str) -> str:
    """``value`` in the case of ``template`` (ALL CAPS, all lower, else as is)."""
    letters = [c for c in template if c.isalpha()]
    if letters and all(c.isupper() for c in letters) and len(letters) > 1:
        return value.upper()
    if letters and all(c.islower() for c in letters):
        return value.lower()
    return value


def offset_ok(days: int, keep_weekday: bool = False, move_year: bool = True) -> bool:
    """True when shifting by ``days`` changes the year of every dated mention (``|days| >=
    366``; not asked with ``move_year=False``), every month-day written without a year (at
    least 3 days from a whole number of years, leap days included) and every weekday name
    (``days % 7 != 0``; with ``keep_weekday`` the opposite: whole weeks only)."""
    a = abs(days)
    if move_year and a < 366:
        return False
    if abs(a - _YEAR_DAYS * round(a / _YEAR_DAYS)) < 3:
        return False
    return (days % 7 == 0) if keep_weekday else (days % 7 != 0)


def collisions(values: Iterable[str], days: int, *, day_first: bool = False, mentions: bool = False) -> int:
    """How many of ``values`` (a document's original date strings) occur, as a whole word, in
    the same strings shifted by ``days``: after shifting, each would still be readable in the
    released text, at another place (weekday names, a year landing on another year).  With
    ``mentions`` a value given several times counts as often (the mentions that would survive);
    else each distinct value counts once."""
    given = [v.strip() for v in values if len(v.strip()) >= 2]
    vals = sorted(set(given), key=len, reverse=True)
    if not vals:
        return 0
    shifted = "\n".join(s for s in (shift_date_text(v, days, day_first=day_first) for v in vals) if s)
    pat = re.compile(r"(?<![\w])(?:" + "|".join(re.escape(v) for v in vals) + r")(?![\w])")
    found = set(pat.findall(shifted))
    return sum(1 for v in given if v in found) if mentions else len(found)


def weekday_variants(days: int, lo: int, hi: int, move_year: bool = True) -> list[int]:
    """Offsets next to ``days`` (same sign, ``lo <= |offset| <= hi``, within 6 days, valid
    for :func:`offset_ok`), one for each remainder modulo 7 (each other weekday shift) that
    ``days`` does not have, nearest first: the candidates that let a caller move weekday
    names onto other weekdays than the ones a note holds."""
    out: dict[int, int] = {}
    for k in sorted(range(-6, 7), key=lambda k: (abs(k), k)):
        cand = days + k
        if k == 0 or cand % 7 in out or cand % 7 == days % 7 or (cand > 0) != (days > 0):
            continue
        if lo <= abs(cand) <= hi and offset_ok(cand, move_year=move_year):
            out[cand % 7] = cand
    return list(out.values())


# --------------------------------------------------------------------------- formats


def _two_digit_year(y: int) -> int:
    return 2000 + y if y < 50 else 1900 + y


def _fmt_year(orig: str, year: int) -> str:
    return f"{year % 100:02d}" if len(orig) == 2 else f"{year:04d}"


def _month_name_like(orig: str, month: int, names: list[str]) -> str:
    return case_like(orig, names[month - 1].capitalize() if orig[:1].isupper() else names[month - 1])


def _suffix(day: int) -> str:
    if 11 <= day % 100 <= 13:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def shift_date_text(text: str, days: int, *, day_first: bool = False) -> str | None:
    """Shift the date written in ``text`` by ``days``, keeping its format; None if unparsed."""
    t = text.strip()
    lead = text[: len(text) - len(text.lstrip())]
    trail = text[len(text.rstrip()) :]
    res = _shift(t, days, day_first)
    return None if res is None else lead + res + trail


def _safe_date(y: int, m: int, d: int) -> dt.date | None:
    try:
        return dt.date(y, m, d)
    except ValueError:
        return None


def _shift_named(word: str, day: int, year: str | None, delta: dt.timedelta) -> tuple[dt.date, str] | None:
    """A date written with a month name (``word``), shifted by ``delta``: the new date and its
    month written as ``word`` is (language, case, abbreviation); ``None`` when ``word`` is no
    month or the date does not exist.  Without a ``year`` the reference year is assumed."""
    mon = _month_index(word)
    d = _safe_date(int(year) if year else _REF_YEAR, mon, day) if mon else None
    if not d:
        return None
    n = d + delta
    return n, _month_name_like(word, n.month, _month_names(word))


def _shift(t: str, days: int, day_first: bool) -> str | None:  # noqa: C901 - a table of formats
    delta = dt.timedelta(days=days)
    # yyyy-mm-dd / yyyy/mm/dd
    m = re.fullmatch(r"(\d{4})([-/.])(\d{1,2})\2(\d{1,2})", t)
    if m:
        d = _safe_date(int(m.group(1)), int(m.group(3)), int(m.group(4)))
        if d:
            n = d + delta
            w3, w4 = len(m.group(3)), len(m.group(4))
            return f"{n.year:04d}{m.group(2)}{n.month:0{w3}d}{m.group(2)}{n.day:0{w4}d}"
    # mm/dd/yy(yy) or dd/mm/yy(yy)
    m = re.fullmatch(r"(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})", t)
    if m:
        a, b, y = int(m.group(1)), int(m.group(3)), m.group(4)
        year = int(y) if len(y) == 4 else _two_digit_year(int(y))
        order_dm = day_first
        d = _safe_date(year, b, a) if order_dm else _safe_date(year, a, b)
        if d is None:  # only the other reading is valid (25/12 read month-first)
            order_dm = not order_dm
            d = _safe_date(year, b, a) if order_dm else _safe_date(year, a, b)
        if d:
            n = d + delta
            first, second = (n.day, n.month) if order_dm else (n.month, n.day)
            w1, w2 = len(m.group(1)), len(m.group(3))
            return f"{first:0{w1}d}{m.group(2)}{second:0{w2}d}{m.group(2)}{_fmt_year(y, n.year)}"
    # partial mm/dd (dd/mm)
    m = re.fullmatch(r"(\d{1,2})/(\d{1,2})", t)
    if m:
        a, b = int(m.group(1)), int(m.group(2))
        order_dm = day_first
        d = _safe_date(_REF_YEAR, b, a) if order_dm else _safe_date(_REF_YEAR, a, b)
        if d is None:
            order_dm = not order_dm
            d = _safe_date(_REF_YEAR, b, a) if order_dm else _safe_date(_REF_YEAR, a, b)
        if d:
            n = d + delta
            first, second = (n.day, n.month) if order_dm else (n.month, n.day)
            return f"{first:0{len(m.group(1))}d}/{second:0{len(m.group(2))}d}"
    # month/year: "11/2013", "7/2003", "08/93" (a second number that cannot be a day)
    m = re.fullmatch(r"(\d{1,2})([-/.])(\d{4}|\d{2})", t)
    if m and 1 <= int(m.group(1)) <= 12 and (len(m.group(3)) == 4 or int(m.group(3)) > 31):
        y = m.group(3)
        year = int(y) if len(y) == 4 else _two_digit_year(int(y))
        n = dt.date(year, int(m.group(1)), 15) + delta
        return f"{n.month:0{len(m.group(1))}d}{m.group(2)}{_fmt_year(y, n.year)}"
    # year alone
    m = re.fullmatch(r"(1[89]\d\d|20\d\d)", t)
    if m:
        y = int(t)
        return str((dt.date(y, 7, 1) + delta).year)
    low = t.lower()
    # "15-Aug-2000", "14FEB1995", "25aug1995", "08-nov-94", "3 Mar 2005" handled below
    m = re.fullmatch(r"(\d{1,2})(-?)([A-Za-z]{3,9})\2(\d{4}|\d{2})", t)
    if m and _month_index(m.group(3)):
        y = m.group(4)
        year = int(y) if len(y) == 4 else _two_digit_year(int(y))
        d = _safe_date(year, _month_index(m.group(3)), int(m.group(1)))
        if d:
            n = d + delta
            word = m.group(3)
            names = EN_MONTHS_ABBR if len(word) == 3 else _month_names(word)
            mname = _month_name_like(word, n.month, names)
            if len(word) == 3:
                mname = mname[:3]
            return f"{n.day:0{len(m.group(1))}d}{m.group(2)}{mname}{m.group(2)}{_fmt_year(y, n.year)}"
    # "March 3, 2005" / "Mar 3" / "March 3rd, 2005" / "Mar. 3 2005"
    m = re.fullmatch(r"([A-Za-z]+)(\.?)\s+(\d{1,2})(st|nd|rd|th)?(,?\s+(\d{4}))?", t)
    if m:
        shifted = _shift_named(m.group(1), int(m.group(3)), m.group(6), delta)
        if shifted:
            n, mname = shifted
            suf = _suffix(n.day) if m.group(4) else ""
            tail = ""
            if m.group(6):
                sep = m.group(5)[: len(m.group(5)) - 4]
                tail = f"{sep}{n.year}"
            return f"{mname}{m.group(2)} {n.day}{suf}{tail}"
    # "3 March 2005", "3rd of March", "3 de marzo de 2005", "3 de marzo"
    m = re.fullmatch(r"(\d{1,2})(st|nd|rd|th)?(\s+of|\s+de)?\s+([A-Za-zé]+)(\.?)((,?\s+de\s+|,?\s+)(\d{4}))?", t)
    if m:
        shifted = _shift_named(m.group(4), int(m.group(1)), m.group(8), delta)
        if shifted:
            n, mname = shifted
            suf = _suffix(n.day) if m.group(2) else ""
            tail = f"{m.group(7)}{n.year}" if m.group(8) else ""
            return f"{n.day}{suf}{m.group(3) or ''} {mname}{m.group(5)}{tail}"
    # "marzo de 2005", "March 2005"
    m = re.fullmatch(r"([A-Za-zé]+)(\s+de\s+|,?\s+)(\d{4})", t)
    if m:
        mon = _month_index(m.group(1))
        if mon:
            n = dt.date(int(m.group(3)), mon, 15) + delta
            names = _month_names(m.group(1))
            return f"{_month_name_like(m.group(1), n.month, names)}{m.group(2)}{n.year}"
    # weekday names
    for names in (EN_WEEKDAYS, ES_WEEKDAYS):
        if low in names:
            new = names[(names.index(low) + days) % 7]
            return case_like(t, new.capitalize() if t[:1].isupper() else new)
    return None


def _month_names(word: str) -> list[str]:
    """The month-name list ``word`` comes from, so a shifted date is written the same way."""
    w = word.lower()
    if w in ES_MONTHS:
        return ES_MONTHS
    return EN_MONTHS if w in EN_MONTHS else EN_MONTHS_ABBR


def _month_index(word: str) -> int:
    w = word.lower().rstrip(".")
    for names in (EN_MONTHS, ES_MONTHS):
        if w in names:
            return names.index(w) + 1
    if w in EN_MONTHS_ABBR:
        return EN_MONTHS_ABBR.index(w) + 1
    if w == "sept":
        return 9
    return 0
