"""English pack, dates in forms the earlier packs miss (issue 22, session 15): the date rules of
:mod:`.en_ids5`, whose ``PATTERNS`` end with this module's (same order as before the split).

``YYYYMMDD`` after a date cue, ``YYYYMMDDThhmmssZ``, compact timestamps in record fields, more
holidays, weekday letter ranges (``Tu-Sa``) and weekend table cells, a day/month where one side must
be the day (``23/4``; not scores, acuity, counts, ``14/12``), ``07.02.`` after a preposition, a
weekday with its date (``thurs 14 march``), spaced dates after ``DOB``, ``14th day of February``,
``August the 9th``, ``12/20-12/27``, ``Q3 2024``, date-time groups (``031845Z MAR 26``).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern, valid_date
from multideid.base_systems.packs.en_dates import MONTH

__all__ = ["PATTERNS"]


# ------------------------------------------------------------------ validators
def _dm_ok(m: re.Match) -> bool:
    """``a/b`` without a year where one side is 13-31 (so it must be the day) and the other a
    month other than 12 and 7 (``14/12`` and ``3/7`` are months and days of age or duration)."""
    a, b = int(m.group("a")), int(m.group("b"))
    if 13 <= a <= 31 and 1 <= b <= 12:
        return b not in (7, 12) and valid_date(a, b)
    if 13 <= b <= 31 and 1 <= a <= 12:
        return valid_date(b, a)
    return False


_SCORE_BEFORE = re.compile(
    r"(?i:\b(?:gcs|pain|vision|va|power|mrc|score|scored|ratio|bp|grade|strength|sats?|apgars?|mmse|moca|fev1|x|in|positive|pos|cores?|nodes?|lns?|biopsies|samples?|slides?|specimens?|of)[ ]*:?[ ]*$)"
)
# visual acuity in Snellen fractions ("VA cc OD 6/12, OS 6/24")
_ACUITY_NEAR = re.compile(r"(?i:\b(?:va|od|os|ou|acuity|snellen|vision|cc|sc|ph)\b)")


def _dm_cued_ok(m: re.Match) -> bool:
    s = m.string
    return (
        _dm_ok(m)
        and _SCORE_BEFORE.search(s, max(0, m.start() - 12), m.start()) is None
        and _ACUITY_NEAR.search(s, max(0, m.start() - 25), m.start()) is None
    )


def _weekday_letters_ok(m: re.Match) -> bool:
    """``M-F`` (also male-female) only as a table cell or after a schedule word."""
    if m.group() != "M-F":
        return True
    s = m.string
    before, after = s[max(0, m.start() - 12) : m.start()], s[m.end() : m.end() + 2]
    if before.endswith("| ") and after.startswith(" |"):
        return True
    return re.search(r"(?i:\b(?:daily|dosing|open|hours|clinic|works?|schedule|every)[ ]*:?[ ]*$)", before) is not None


def _compact_ok(m: re.Match) -> bool:
    v = m.group("d")
    return valid_date(int(v[6:8]), int(v[4:6]), int(v[:4]))


def _md_range_ok(m: re.Match) -> bool:
    """Two month/day pairs (either order of day and month); a day over 12 or the same month on
    both sides (``1/2-3/4`` is a fraction range)."""
    pairs = [[int(v) for v in m.group(g).split("/")] for g in ("p", "q")]
    if not all(valid_date(y, x) or valid_date(x, y) for x, y in pairs):
        return False
    return max(pairs[0] + pairs[1]) >= 13 or pairs[0][0] == pairs[1][0]


def _timestamp_ok(m: re.Match) -> bool:
    """``YYYYMMDD`` + ``HHMM(SS)``: a calendar date and a clock time."""
    v = re.sub(r"\D", "", m.group("t"))
    if not valid_date(int(v[6:8]), int(v[4:6]), int(v[:4])):
        return False
    hh, mm, ss = int(v[8:10]), int(v[10:12]), int(v[12:14] or 0)
    return hh <= 23 and mm <= 59 and ss <= 59


# ------------------------------------------------------------------ pieces
_WD_ANY = (
    r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|Mon|Tues?|Weds?|Thu(?:rs?)?|Fri|Sat|Sun|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|tues|weds|thurs?|fri|mon|tue|wed|thu|sat|sun|"
    r"MON|TUES?|WEDS?|THU(?:RS?)?|FRI|SAT|SUN)\.?"
)
_WD_LETTER = r"(?:Mo|Tu|We|Th|Fr|Sa|Su|M|T|W|F)"
_HOLIDAYS = (
    r"Divali|Diwali|Deepavali|Eid(?:[ -](?:al|ul)[ -](?:Fitr|Adha))?|Rosh[ ]Hashana|Hari[ ]Raya(?:[ ]Puasa|[ ]Haji)?|"
    r"(?i:bonfire[ ]night|guy[ ]fawkes(?:[ ]night)?)|Labour[ ](?:Weekend|Day)|Boxing[ ]Day|Anzac[ ]Day|ANZAC[ ]Day|"
    r"Waitangi[ ]Day|Hogmanay|Passover|Pesach|(?:Chinese|Lunar)[ ]New[ ]Year|Australia[ ]Day|Canada[ ]Day|"
    r"Remembrance[ ](?:Day|Sunday)|Good[ ]Friday|Easter[ ](?:Sunday|Monday)|Mother'?s[ ]Day|Father'?s[ ]Day|"
    r"St\.?[ ]Patrick'?s[ ]Day|Juneteenth|Presidents'?[ ]Day|Columbus[ ]Day|Martin[ ]Luther[ ]King[ ]Day|MLK[ ]Day|"
    r"Emancipation[ ]Day|Phagwah|Vesak|Thaipusam|Onam|Pongal|Navratri|Dussehra|Kwanzaa|Mardi[ ]Gras|Carnival[ ](?:Monday|Tuesday)|"
    r"Whitsun|August[ ]Bank[ ]Holiday|(?:May|Spring|Summer|Easter)[ ]Bank[ ]Holiday|Matariki|Thanksgiving[ ]Day|"
    # in lower-case messages too ("b4 xmas", "since easter", "new years eve", "the bank holiday")
    r"(?i:christmas(?:[ ](?:eve|day))?|xmas|easter(?:[ ](?:sunday|monday|weekend))?|new[ ]years?'?s?[ ](?:eve|day)|thanksgiving|"
    r"halloween|hanukkah|ramadan|bank[ ]holiday(?:[ ](?:monday|weekend))?|valentine'?s(?:[ ]day)?|st[ ]patrick'?s(?:[ ]day)?)"
)
_MONTH_ANY = rf"(?:{MONTH}|(?i:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)(?![a-z]))"

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "date5_compact_cued", r"\b(?i:dob|d\.o\.b\.?|date(?:[ ]of[ ](?:birth|service|death|diagnosis|admission|discharge))?|dx[ ]date|dos|born|"
        r"admit(?:ted)?|discharged?|collected|reported|onset)[ \t]*[:=]?[ \t]*(?P<d>(?:19|20)\d{6})(?![\w/-])", "DATE", 0.9, group="d", validator=_compact_ok,
    ),
    Pattern(
        "date5_basic_iso_time", r"(?<![\w-])(?P<d>(?:19|20)\d{6})T\d{4}(?:\d{2})?(?:Z|[+-]\d{4})?(?![\w-])", "DATE", 0.9, validator=_compact_ok,
    ),
    # a compact timestamp in a record field or after a time word ("|20251103142205|", "timestamp
    # 202511031422"); the extended ISO form keeps its time out of the span (date_ymd_numeric)
    Pattern(
        "date5_timestamp_compact", r"(?:(?<=[|^])|\b(?i:timestamp|time|date|sent|received|created|modified)[ ]?[:=]?[ ]?)(?P<t>(?:19|20)\d{10}(?:\d{2})?)(?![\w-])",
        "DATE", 0.9, group="t", validator=_timestamp_ok,
    ),
    Pattern("date5_quarter_year", r"\b(?:Q[1-4][ ]?(?:19|20)\d{2}|FY[ ]?(?:19|20)\d{2})\b", "DATE", 0.7),
    # (not Christmas Island, Christmas disease, Easter Island)
    Pattern("date5_holiday_more", rf"\b(?:{_HOLIDAYS})\b(?![ -](?i:islands?|disease|factor|trees?|cactus|cards?)\b)", "DATE", 0.7),
    Pattern(
        "date5_weekday_range_letters", rf"(?<![\w/-])(?:{_WD_LETTER}-(?:Sa|Su|Fr|Th)|(?:Mo|Tu|We|Th|Fr|Sa|Su)-{_WD_LETTER}|M-F)(?![\w/-])", "DATE", 0.6, validator=_weekday_letters_ok,
    ),
    Pattern("date5_weekday_cell", r"(?<=\|[ ])(?:Sat|Sun|Sat/Sun|Sun/Sat)(?=[ ]\|)", "DATE", 0.75),
    Pattern(
        "date5_dm_unambiguous", r"(?<![\w/.,:=+-])(?P<a>\d{1,2})/(?P<b>\d{1,2})"
        r"(?![\w/]|[.,]\d|[ ]?(?:pain|strength|vision|score|mg|mcg|ml|mmHg|units?|tabs?|in|inch|inches|on[ ]\d|nodes?|LNs?|cores?|"
        r"biops|samples?|specimens?|slides?|sessions?|doses?|days?|weeks?|wks?|months?|hrs?|hours?|(?:positive|pos|neg|negative)(?![ ]for)|"
        r"patients?|pts|cases|criteria|points?|items?|questions?|correct|attempts?|of)\b|[ ]?[\"”'])", "DATE", 0.55, validator=_dm_cued_ok,
    ),
    Pattern(
        "date5_dotted_dm", r"\b(?i:from|on|since|until|till|dated|vom|am|bis|seit)[ ](?P<x>(?P<d>0[1-9]|[12]\d|3[01])\.(?P<m>0[1-9]|1[0-2])\.)(?!\d)",
        "DATE", 0.7, group="x", validator=lambda m: valid_date(int(m.group("d")), int(m.group("m"))),
    ),
    Pattern(
        "date5_weekday_date", rf"\b{_WD_ANY},?[ ]+(?:\d{{1,2}}(?:st|nd|rd|th)?[ ]+(?:of[ ]+)?{_MONTH_ANY}(?:[ ]+(?:19|20)\d{{2}})?|"
        r"\d{1,2}(?:st|nd|rd|th)(?![\w/])|\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2})(?![\w/.]))", "DATE", 0.9,
    ),
    # a weekday that is no English word with a bare day number closing a diary entry: "tues 11 - bad"
    Pattern(
        "date5_weekday_daynum", r"\b(?:tues|thurs|weds|Tues|Thurs|Weds|TUES|THURS|WEDS)\.?[ ](?P<d>\d{1,2})(?=[ ]*(?:$|[-–,;:)]))",
        "DATE", 0.8, validator=lambda m: 1 <= int(m.group("d")) <= 31, flags=re.MULTILINE,
    ),
    Pattern(
        "date5_spaced_numeric", r"\b(?i:dob|d\.o\.b\.?|date(?:[ ]of[ ](?:birth|service|death|injury|onset))?|born)[ \t]*:?[ \t]*"
        r"(?P<dt>(?P<a>\d{2})[ ](?P<b>\d{2})[ ](?P<y>(?:19|20)\d{2}|\d{2}))(?![\w/-]|[.,]\d|[ ]\d)",
        "DATE", 0.85, group="dt", validator=lambda m: valid_date(int(m["b"]), int(m["a"]), int(m["y"])) or valid_date(int(m["a"]), int(m["b"]), int(m["y"])),
    ),
    Pattern(
        "date5_day_of_month", rf"\b\d{{1,2}}(?:st|nd|rd|th)[ ]+day[ ]+of[ ]+{MONTH}(?:,?[ ]+(?:19|20)\d{{2}})?", "DATE", 0.95,
    ),
    Pattern("date5_month_the_ordinal", rf"\b{MONTH}[ ]the[ ]\d{{1,2}}(?:st|nd|rd|th)\b", "DATE", 0.9),
    Pattern(
        "date5_md_range", r"(?<![\w/.-])(?P<p>\d{1,2}/\d{1,2})[ ]?[-–][ ]?(?P<q>\d{1,2}/\d{1,2})(?![\w/]|[.,]\d|[ ]?(?:tabs?|tablets?|caps?|mg|ml|in|inch))",
        "DATE", 0.8, validator=_md_range_ok,
    ),
    Pattern(
        "date5_dtg", r"(?<![\w-])(?:[0-2]\d|3[01])[0-2]\d[0-5]\d[A-Z][ ]?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[ ]?\d{2}(?![\w-])", "DATE", 0.9,
    ),
)
