"""English pack, dates written the way messages, logs, dictation and scans write them (issue 22,
session 13).

The date rules of :mod:`.en` know full dates, month names and a month/day after a date word.
Notes written elsewhere also date things with

* a weekday next to its date, as one span (``Thu 2/6``, ``Sat 18 Oct``, ``Tuesday, July 15``,
  ``Thursday the 9th``, ``Sent: Thursday, August 7, 2025``): ``date_weekday_compound``;
* a bare abbreviated weekday after a scheduling or note word (``Phone note Tue:``, ``call Wed
  for``, ``Next visit Fri.``; not ``O2 Sat 92%``, ``Sun exposure``) and lower-case weekday names
  (``on sunday``): ``date_weekday_cued``, ``date_weekday_lower``;
* a month/day without a year after more cue words or opening a log line (``will retry 10/22``,
  ``08/01 stmt mailed``, ``the 5/2 transport``; not ``1/2 tab``, ``the 2/3 of``, ``5/5 strength``):
  ``date_md_cue``, ``date_md_log_line``;
* an ordinal day after a preposition and ``the`` (``on the 3rd``; not ``the 3rd floor``):
  ``date_ordinal_day``;
* month ranges (``Jan-Feb 2025``), spoken years in dictation (``twenty twenty two``,
  ``nineteen eighty-four``, ``two thousand and nine``; not ``twenty twenty vision``), dates with
  spaces or OCR damage (``5 / 21 / 25``, ``1 1/04/1955``, ``I2/0l/2024``), ``May`` after a
  preposition (``by May``; not ``May I``, ``seen by May Lee``) and more holidays (``Xmas``,
  ``Boxing Day``, ``Diwali``, ``Eid``).

Clock times and relative dates (``tmrw``, ``last month``) are no PHI and are not matched.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern, valid_date, valid_mdy

__all__ = ["PATTERNS", "MONTH", "WEEKDAY", "SPOKEN_YEAR", "md_ok"]

_WD_TITLE = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_WD_ABBR = ["Mon", "Tue", "Tues", "Wed", "Thu", "Thur", "Thurs", "Fri", "Sat", "Sun"]
_WD_FULL = "|".join(_WD_TITLE + [w.upper() for w in _WD_TITLE] + [w.lower() for w in _WD_TITLE])
_WD_SHORT = "|".join(sorted(_WD_ABBR + [w.upper() for w in _WD_ABBR], key=len, reverse=True))
WEEKDAY = rf"(?:{_WD_FULL}|(?:{_WD_SHORT})\.?)(?![A-Za-z])"

_MONTHS = [
    ("January", "Jan"), ("February", "Feb"), ("March", "Mar"), ("April", "Apr"), ("May", "May"),
    ("June", "Jun"), ("July", "Jul"), ("August", "Aug"), ("September", "Sept?"), ("October", "Oct"),
    ("November", "Nov"), ("December", "Dec"),
]
_alts: list[str] = []
for _full, _abbr in _MONTHS:
    _alts += [_full, _full.upper()]
    if _abbr != _full:
        _alts += [_abbr + r"\.?", _abbr.upper() + r"\.?"]
MONTH = "(?:" + "|".join(sorted(set(_alts), key=len, reverse=True)) + r")(?![A-Za-z])"

_ORD = r"(?:st|nd|rd|th)"
_YEAR = r"(?:(?:19|20)\d{2}|'\d{2})"
# what follows a weekday to make one date: m/d(/y), d Month (y), Month d(, y), the Nth
_AFTER_WEEKDAY = (
    rf"(?:(?P<a>\d{{1,2}})/(?P<b>\d{{1,2}})(?:/(?P<y>\d{{4}}|\d{{2}}))?(?![\d/])"
    rf"|(?P<d1>\d{{1,2}}){_ORD}?[ ]+(?:of[ ]+)?{MONTH}(?:,?[ ]+{_YEAR})?"
    rf"|{MONTH}[ ]+(?P<d2>\d{{1,2}}){_ORD}?(?:,?[ ]+{_YEAR})?"
    rf"|the[ ]+(?P<d3>\d{{1,2}}){_ORD}(?![\w]))"
)


def _compound_ok(m: re.Match) -> bool:
    if m.group("a"):
        return valid_mdy(m)
    d = m.group("d1") or m.group("d2") or m.group("d3")
    return 1 <= int(d) <= 31


# words after a month/day pair that make it a dose, score, ratio or count
_NOT_DATE_AFTER = re.compile(
    r"[ ]*(?:mg|mcg|g|kg|ml|mL|cc|units?|tabs?|tablets?|caps?|capsules?|puffs?|drops?|sprays?|doses?|of|"
    r"strength|power|motor|reflexes|pulses?|bottles?|sets?|split|ratio|rule|scale|score|pain|positive|neg|pos|"
    r"%|mmHg|bpm|times|x|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?|min|minutes?|ns|nss|normal|"
    r"majority|dilution|diet|liquids?|thick|rate|cm|mm|in|inch|throughout|bilat|bilaterally|symmetric|equal|and|in)(?![A-Za-z])",
    re.IGNORECASE,
)


def _md_ok(m: re.Match) -> bool:
    if _NOT_DATE_AFTER.match(m.string, m.end()):
        return False
    a, b = int(m.group("a")), int(m.group("b"))
    return valid_date(b, a) or valid_date(a, b)


_MD = r"(?<![\d/.,-])(?P<a>\d{1,2})/(?P<b>\d{1,2})(?![\d/]|[.,]\d)"
_MD_CUES = (
    r"retry|re-?try|recheck|re-?check|rtc|due|appt|appointment|booked|offered|scheduled|re-?scheduled|resched|"
    r"called|call|surgery|procedure|transport|transported|admit|admitted|d/c|d/c'd|discharged?|pickup|pick-up|"
    r"delivery|delivered|effective|eff|thru|through|til|starting|started|stopped|ending|ends|ended|expires|"
    r"expired|filled|refilled|refill|last|next|mailed|sent|faxed|received|rec'd|signed|returned|paid|billed|"
    r"statement|stmt|dos|service|seen|visited|visit|the"
)
_SPOKEN_UNITS = "one|two|three|four|five|six|seven|eight|nine"
_SPOKEN_TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
_SPOKEN_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_SPOKEN_YEAR = (
    rf"(?i:(?:nineteen|twenty)[ -](?:(?:oh|o)[ -](?:{_SPOKEN_UNITS})|{_SPOKEN_TEENS}|(?:{_SPOKEN_TENS})(?:[ -](?:{_SPOKEN_UNITS}))?)"
    rf"|two[ ]thousand(?:[ ]and)?[ ](?:{_SPOKEN_TEENS}|(?:twenty)(?:[ -](?:{_SPOKEN_UNITS}))?|{_SPOKEN_UNITS}))"
)
SPOKEN_YEAR = _SPOKEN_YEAR
md_ok = _md_ok  # a month/day pair (groups ``a``, ``b``) that is no dose, score or ratio (en_when4.py)
_OCR_DIGIT = "0-9IlO"


def _ocr_ok(m: re.Match) -> bool:
    raw = m.group()
    if not any(c in "IlO" for c in raw) or not any(c.isdigit() for c in raw):
        return False
    fixed = raw.translate(str.maketrans("IlO", "110"))
    a, b, y = (int(x) for x in fixed.split("/"))
    return valid_date(b, a, y) or valid_date(a, b, y)


def _split_digit_ok(m: re.Match) -> bool:
    a = int(m.group("a1") + m.group("a2"))
    b, y = int(m.group("b")), int(m.group("y"))
    return valid_date(b, a, y) or valid_date(a, b, y)


_NOT_PERSON_BY = re.compile(
    r"(?i:seen|signed|referred|reviewed|called|written|dictated|examined|evaluated|visited|accompanied|"
    r"brought|raised|followed|treated|cosigned|approved|sent|paged)[ ]+by[ ]+$"
)


def _may_ok(m: re.Match) -> bool:
    return not _NOT_PERSON_BY.search(m.string[max(0, m.start() - 20) : m.start("m")])


_HOLIDAYS = (
    r"Xmas|X-mas|Boxing[ ]Day|Diwali|Deepavali|Eid(?:[ ]al-(?:Fitr|Adha))?|Passover|Lunar[ ]New[ ]Year|"
    r"Chinese[ ]New[ ]Year|Canada[ ]Day|Australia[ ]Day|Anzac[ ]Day|ANZAC[ ]Day|Remembrance[ ]Day|"
    r"St\.?[ ]Patrick'?s[ ]Day|Saint[ ]Patrick'?s[ ]Day|Juneteenth|MLK[ ]Day|Martin[ ]Luther[ ]King(?:[ ]Jr\.?)?[ ]Day|"
    r"Presidents'?[ ]Day|Mother'?s[ ]Day|Father'?s[ ]Day|Good[ ]Friday|Easter[ ](?:Sunday|Monday)|Hogmanay|"
    r"Bastille[ ]Day|Kwanzaa|Purim|Holi|Nowruz|Lohri|Pongal|Onam|Vesak|Waitangi[ ]Day|Guy[ ]Fawkes(?:[ ]Night)?|"
    r"Bonfire[ ]Night|Victoria[ ]Day|Family[ ]Day|Thanksgiving[ ]Day|Christmas[ ]Eve|New[ ]Year'?s[ ]Eve|"
    # session 14: more countries' holidays and festivals
    r"Labour[ ]Day|Bank[ ]Holiday(?:[ ]Monday)?|Emancipation[ ]Day|Heroes'?[ ]Day|Jamhuri[ ]Day|Madaraka[ ]Day|"
    r"Mashujaa[ ]Day|Republic[ ]Day|Freedom[ ]Day|Heritage[ ]Day|Matariki|King'?s[ ]Birthday|Queen'?s[ ]Birthday|"
    r"Golden[ ]Week|Songkran|Hari[ ]Raya(?:[ ](?:Puasa|Haji))?|Chuseok|Obon|Mardi[ ]Gras|Ash[ ]Wednesday|Palm[ ]Sunday|"
    r"Holy[ ]Week|Pentecost|Whitsun|All[ ]Saints'?[ ]Day|Day[ ]of[ ]the[ ]Dead|D[ií]a[ ]de[ ](?:los[ ])?Muertos|Navratri|"
    r"Dussehra|Durga[ ]Puja|Raksha[ ]Bandhan|Ganesh[ ]Chaturthi|Vaisakhi|Baisakhi|Sukkot|Shavuot|Cinco[ ]de[ ]Mayo|"
    r"Fourth[ ]of[ ]July|4th[ ]of[ ]July|Canada[ ]Day|Grand[ ]National[ ]Day"
)

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        # a weekday with its date is one span; scores above the date rules it contains
        "date_weekday_compound",
        rf"\b{WEEKDAY},?[ ]+{_AFTER_WEEKDAY}",
        "DATE", 0.96, validator=_compound_ok,
    ),
    Pattern(
        # "Phone note Tue:", "call Wed for the results", "Next visit Fri.", "every Mon and Thu"
        "date_weekday_cued",
        r"(?:(?<=[ \t])|^)(?<![0-9][ \t])(?P<w>(?:" + _WD_SHORT + r"))(?![A-Za-z])(?![ \t]*:[ \t]*\d)"
        r"(?=[ \t]*(?:[.,:;)!?]|$)|[ \t]+(?:and|or|for|at|am|pm|morning|afternoon|evening|night|eve|noon|AM|PM)\b)",
        "DATE", 0.6, group="w", flags=re.MULTILINE, context_required=True, window=25, context_side="before",
        context=(
            "on", "next", "this", "last", "every", "by", "until", "till", "thru", "through", "from", "due", "call",
            "called", "note", "visit", "appt", "appointment", "seen", "see", "booked", "scheduled", "rtc", "return",
            "starting", "since", "before", "after", "each", "and", "or", "clinic", "sent", "mon", "tue", "wed", "thu",
            "fri", "sat", "sun", "week", "weekly", "dialysis", "hd", "off", "home", "back",
        ),
    ),
    Pattern("date_weekday_lower", r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:s)?\b", "DATE", 0.55),
    Pattern(
        "date_md_cue",
        rf"\b(?i:{_MD_CUES})[ ]+(?:(?i:on|of|for|by|from|at)[ ]+)?(?P<dt>{_MD})",
        "DATE", 0.6, group="dt", validator=_md_ok, anchor=r"\d/\d", anchor_window=60,
    ),
    Pattern(
        # a log line opening with its month/day: "08/12 called 919-...", "3/14 pt seen"
        "date_md_log_line",
        rf"(?m)^[ \t]*(?:[-*•][ ]*)?(?P<dt>{_MD})(?=[ \t]+[a-z])",
        "DATE", 0.6, group="dt", validator=_md_ok,
    ),
    Pattern(
        "date_ordinal_day",
        r"\b(?i:on|by|since|until|till|from|before|after|for|starting|through|thru|of|over)[ ]+the[ ]+"
        r"(?P<d>(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th))\b"
        r"(?![ ]+(?i:floor|grade|percentile|time|times|dose|day|week|month|year|cycle|attempt|visit|rib|ribs|toe|"
        r"finger|digit|intercostal|ics|cranial|nerve|trimester|of|centile|degree|generation|round|try|line|"
        r"place|row|level|vertebra|lumbar|cervical|thoracic|sacral|ventricle|metatarsal|metacarpal|interspace|"
        r"space|edition|cup|layer|stage|session|injection|shot|fraction|treatment|infusion|postoperative|post-op))"
        r"(?!-)",
        "DATE", 0.6, group="d", anchor=r"\d(?:st|nd|rd|th)\b", anchor_window=60,
    ),
    Pattern(
        "date_month_range",
        rf"\b{MONTH}[ ]?[-–/][ ]?{MONTH}(?:,?[ ]+(?:19|20)\d{{2}})?",
        "DATE", 0.96,
    ),
    Pattern(
        "date_spoken_year",
        rf"\b{_SPOKEN_YEAR}\b(?![ -](?i:vision|percent|mg|milligrams?|units?|dollars|hundred|thousand|pounds|times|"
        rf"people|patients|years|minutes|hours|days|weeks|feet|miles))",
        "DATE", 0.65,
    ),
    Pattern(
        "date_spaced_numeric",
        r"(?<![\d/])(?P<a>\d{1,2})[ ]?/[ ]?(?P<b>\d{1,2})[ ]?/[ ]?(?P<y>(?:19|20)?\d{2})(?![\d/])",
        "DATE", 0.7, validator=lambda m: " " in m.group() and valid_mdy(m),
    ),
    Pattern(
        "date_ocr_numeric",
        rf"(?<![\w/])[{_OCR_DIGIT}]{{1,2}}/[{_OCR_DIGIT}]{{1,2}}/(?:[{_OCR_DIGIT}]{{4}}|[{_OCR_DIGIT}]{{2}})(?![\w/])",
        "DATE", 0.6, validator=_ocr_ok,
    ),
    Pattern(
        # OCR split a two-digit month: "D0B: 1 1/04/1955"
        "date_split_digit",
        r"(?<![\w/])(?P<a1>\d)[ ](?P<a2>\d)/(?P<b>\d{1,2})/(?P<y>(?:19|20)\d{2})(?![\d/])",
        "DATE", 0.92, validator=_split_digit_ok,
    ),
    Pattern(
        "date_may_cue",
        r"\b(?:in|until|till|since|before|after|by|early|late|mid|end[ ]of|beginning[ ]of|start[ ]of|during|through|thru)[ ]+"
        r"(?P<m>May|MAY)\b(?![ ]+(?:[A-Z]|I\b|we\b|you\b|be\b|have\b|not\b|need|also|cause|help|take|want|occur|require))",
        "DATE", 0.6, group="m", validator=_may_ok,
    ),
    Pattern("date_holiday_world", rf"\b(?:{_HOLIDAYS})\b", "DATE", 0.7),
)
