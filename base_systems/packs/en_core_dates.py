"""English pattern pack, the dates of :mod:`.en` (the MIMIC / PhysioNet ``deid`` ideas): numeric
dates checked for a valid day and month and never before a dose unit (:data:`UNITS`), month/day
without a year only next to a date word, a procedure or a test, month names in Title or UPPER case
(:data:`MONTH`; lower case in ``date_lower_month``, never the verb "may"), years after a life event
or a date word, weekdays and holidays.  ``en.PATTERNS`` starts with this module's ``PATTERNS``.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern, not_followed_by, valid_day_month, valid_mdy, valid_ymd

__all__ = ["MONTH", "PATTERNS", "UNITS"]

_MONTHS = [
    ("January", "Jan"), ("February", "Feb"), ("March", "Mar"), ("April", "Apr"), ("May", "May"),
    ("June", "Jun"), ("July", "Jul"), ("August", "Aug"), ("September", "Sept?"), ("October", "Oct"),
    ("November", "Nov"), ("December", "Dec"),
]


def _case_variants(word: str) -> list[str]:
    return [word, word.upper()]


_MONTH_ALTS = []
for _full, _abbr in _MONTHS:
    _MONTH_ALTS += _case_variants(_full)
    if _abbr != _full:
        _MONTH_ALTS += [_abbr + r"\.?", _abbr.upper() + r"\.?"]
# longest first so "June" wins over "Jun"
MONTH = "(?:" + "|".join(sorted(set(_MONTH_ALTS), key=len, reverse=True)) + r")(?![a-z])"
_DAYNAMES = "(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
# lower-case month names and abbreviations, except "may" (the verb), for lower-case notes
_LOWER_MONTHS = (
    "january|february|march|april|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec"
)

# units and words after a number pair that make it a dose, ratio or lab value, not a date
UNITS = (
    "mg", "mcg", "g", "kg", "ml", "mL", "l", "cc", "mmHg", "mm", "cm", "units", "unit", "u", "iu",
    "tab", "tabs", "tablet", "tablets", "caps", "capsule", "puffs", "puff", "drops", "hours", "hrs",
    "hr", "h", "days", "weeks", "min", "minutes", "times", "x", "%", "mEq", "mmol", "meq", "ng",
    "sec", "bpm", "breaths", "scale", "pain",
)
_DATE_CTX = (
    "on", "since", "from", "until", "till", "to", "date", "dated", "admitted", "admission",
    "discharged", "discharge", "seen", "by", "last", "starting", "as of", "dob", "born", "visit",
    "follow-up", "followup", "f/u", "in", "of", "before", "after", "planned for", "scheduled for", "reconciled",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
)


PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "date_mdy_numeric",
        r"(?<![\d/.-])(?P<a>\d{1,2})(?P<sep>[/.-])(?P<b>\d{1,2})(?P=sep)(?P<y>\d{4}|\d{2})(?![\d/-]|\.\d)",
        "DATE", 0.9, validator=not_followed_by(UNITS, valid_mdy),
    ),
    Pattern(
        "date_ymd_numeric",
        r"(?<![\d/.-])(?P<y>(?:18|19|20)\d{2})(?P<sep>[/.-])(?P<a>\d{1,2})(?P=sep)(?P<b>\d{1,2})(?![\d/-]|\.\d)",
        "DATE", 0.9, validator=valid_ymd,
    ),
    Pattern(
        # month/day without year only next to a date word: "on 3/12", not "1/2 tab", "120/80"
        "date_md_context",
        r"(?<![\d/.-])(?P<a>\d{1,2})/(?P<b>\d{1,2})(?![\d/]|\.\d)",
        "DATE", 0.6, validator=not_followed_by(UNITS, lambda m: valid_mdy(m)),
        context=_DATE_CTX, context_required=True, window=12, context_side="before",
    ),
    Pattern(
        # a procedure dated without a year in a history list: "colonoscopy 4/4", "CABG x3 23/3,", "TURP 12/21"
        "date_md_procedure",
        r"(?:\b(?i:[a-z]+(?:ectomy|otomy|ostomy|plasty|scopy|graphy|centesis|puncture|replacement|repair|ation|ysis))"
        r"|\b(?!(?:PAIN|SCORE|SCALE|GRADE|POWER|MOTOR|LEVEL|REFLEXES|PERRLA?|MMSE|GCS|NIHSS|VAS|MOCA|EOMI)\b)[A-Z]{3,5}(?:[ ]x\d)?)[ ](?P<dt>(?P<a>\d{1,2})/(?P<b>\d{1,2}))(?=[ \t]*(?:$|[,.;)]))",
        "DATE", 0.6, group="dt", validator=valid_mdy, flags=re.MULTILINE,
    ),
    Pattern(
        # a test or specimen dated without a year: "urine culture 3/31 with ...", "echo 2/4:", "last
        # mammogram 10/12", "flu shot 9/30" (not "culture 2/3 bottles": a count follows no date)
        "date_md_test",
        r"\b(?i:cultures?|cx|biopsy|biopsies|labs?|smear|swab|panel|scan|x-?rays?|echo|ekg|ecg|cxr|ultrasound|u/s|"
        r"[a-z]+grams?|screen(?:ing)?|vaccine|shot|booster|test(?:ing)?|pcr|ua|cbc|bmp|cmp|inr|a1c|tsh|mri|ct)"
        r"(?:[ ]x\d)?[ ](?:(?i:on|of|from|dated|done|drawn|collected|obtained)[ ])?"
        r"(?P<dt>(?P<a>\d{1,2})/(?P<b>\d{1,2}))(?![\d/]|\.\d)(?![ ]*(?:bottles?|sets?|of|positive|neg|pos)\b)",
        "DATE", 0.6, group="dt", validator=valid_mdy,
    ),
    Pattern(
        # a year after a life event: "quit tobacco 2002", "stopped drinking in 1998", "retired 2015"
        "date_year_event",
        r"\b(?i:quit|quitting|stopped|gave[ ]up|retired|married|divorced|widowed|immigrated|emigrated|moved[ ]here|relocated|died|passed[ ]away|deceased|laid[ ]off|hired)"
        r"\b[^\n.;:]{0,24}?(?<![\d/.-])(?P<y>19[0-9]\d|20[0-4]\d)\b(?![/.\-]\d)(?!\s*(?:mg|mcg|ml|units?|cc|kcal|calories)\b)",
        "DATE", 0.6, group="y",
    ),
    Pattern(
        # month/day before a clock time: "1/8 2:45am - Dr. ..."
        "date_md_time",
        r"(?<![\d/.:-])(?P<a>\d{1,2})/(?P<b>\d{1,2})(?=[ ]+\d{1,2}:\d{2}(?!\d))",
        "DATE", 0.6, validator=valid_mdy,
    ),
    Pattern(
        # month/day opening a list line: "5/19 - seen by ..."
        "date_md_line_start",
        r"(?m)^[ \t]*(?P<dt>(?P<a>\d{1,2})/(?P<b>\d{1,2}))(?=[ \t]+[-–:][ ])",
        "DATE", 0.6, group="dt", validator=valid_mdy,
    ),
    Pattern(
        "date_d_month_y",
        rf"\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)?[\s-]+(?:of\s+)?{MONTH}[\s,-]+(?P<y>(?:18|19|20)?\d{{2}})\b",
        "DATE", 0.95, validator=valid_day_month,
    ),
    Pattern(
        "date_month_d_y",
        rf"\b{MONTH}\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y>(?:18|19|20)\d{{2}}|'\d{{2}})\b",
        "DATE", 0.95, validator=valid_day_month,
    ),
    Pattern(
        "date_month_d",
        rf"\b{MONTH}\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\b(?!\s*(?:mg|mcg|ml|units?|%))",
        "DATE", 0.8, validator=valid_day_month,
    ),
    Pattern("date_month_y", rf"\b{MONTH}\s*,?\s+(?:of\s+)?(?:18|19|20)\d{{2}}\b", "DATE", 0.9),
    Pattern(
        # lower-case notes: "december 30, 1996", "24th of june, 2015", "feb 26" ("may" only with a year)
        "date_lower_month",
        rf"\b(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_LOWER_MONTHS}|may)(?:,?\s+(?:18|19|20)\d{{2}})?"
        rf"|(?:{_LOWER_MONTHS})\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(?:18|19|20)\d{{2}})?"
        rf"|may\s+(?P<d3>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?:18|19|20)\d{{2}})\b(?!\s*(?:mg|mcg|ml|units?|%))",
        "DATE", 0.6, validator=lambda m: 1 <= int(m.group("d1") or m.group("d2") or m.group("d3")) <= 31,
    ),
    Pattern("date_d_month", rf"\b(?P<d>\d{{1,2}})(?:st|nd|rd|th|ST|ND|RD|TH)?\s+(?:of\s+|OF\s+)?{MONTH}\b", "DATE", 0.75, validator=valid_day_month),
    Pattern("date_month_year_numeric", r"(?<![\d/.-])(?:0?[1-9]|1[0-2])/(?:19|20)\d{2}(?![\d/]|\.\d)", "DATE", 0.85, validator=not_followed_by(UNITS)),
    Pattern("date_month_alone", r"\b(?:January|February|March|April|June|July|August|September|October|November|December)\b", "DATE", 0.5),
    Pattern(
        "date_year_context",
        r"(?<![/.\-\d])\b(?:19[0-9]\d|20[0-4]\d)\b(?![/.\-]\d)(?!\s*(?:mg|mcg|ml|units?|cc|kcal|calories)\b)",
        "DATE", 0.6,
        context=("in", "since", "year", "from", "until", "by", "during", "of", "born", "circa", "around", "early", "late", "founded", "summer", "winter", "spring", "fall",
                 "diagnosed", "s/p", "status post", "dx", "dx'd", "in the year", "back in", "as of"),
        context_required=True, window=10,
    ),
    Pattern("date_dayname", rf"\b(?:{_DAYNAMES}|{_DAYNAMES.upper().replace('(?:', '(?:')})\b", "DATE", 0.5),
    Pattern(
        # "Voicemail Fri 4:10pm", "seen Tue 3/4", "THU 08:15": an abbreviated weekday next to a time or date
        "date_dayname_abbrev",
        r"\b(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun|MON|TUE|WED|THU|FRI|SAT|SUN)\.?(?=,?[ ]+(?:\d{1,2}:\d{2}|\d{1,2}[ ]?(?:am|pm|AM|PM)\b|\d{1,2}/\d{1,2}\b))",
        "DATE", 0.6,
    ),
    Pattern("date_year_paren", r"\((?:19\d\d|20[0-4]\d)\)", "DATE", 0.6),
    Pattern(
        "date_holiday",
        r"\b(?:Christmas(?: Eve| Day)?|Thanksgiving|Easter|Hanukkah|Halloween|New Year'?s(?: Eve| Day)?|"
        r"Memorial Day|Labor Day|Independence Day|Veterans Day|Valentine'?s Day|Yom Kippur|Rosh Hashanah|Ramadan)\b",
        "DATE", 0.7,
    ),
)
