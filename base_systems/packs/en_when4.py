"""English pack, dates and ages in the forms of messages, schedules, pedigrees and dictation
(issue 22, session 14).

Dates (weekdays, holidays and years are DATE in the project's scheme):

* weekdays in the plural and in more abbreviations (``Thursdays``, ``Weds``, ``Thurs``), lower-case
  weekdays after a scheduling word or before a date (``revisit wed after``, ``on fri``,
  ``sun 11/15``), weekday ranges as one span (``Monday to Friday``, ``Mon-Fri``), dialysis and
  clinic schedules in weekday letters (``MWF``, ``TTS``, ``T/Th/S``), a weekday with its ordinal
  day (``Thursday 16th``) and lists (``Sat & Sun``, each a span): ``date_weekday_*``;
* a zero-padded month/day without a year (``placed 11/01``, ``exposure: 11/24``), not a score,
  a ratio or a dose (``pain 10/10``, ``12/12 strength``): ``date_md_padded``;
* a year alone after a word (``TIA 2019``, ``QMC 2020 covid``, ``Fallujah 2004``, ``d. 2011``,
  ``(2022, Dr X)``), not a dose, a count, a lab value or a 24-hour clock time (``2000 mg``,
  ``at 2030``, ``CK 2030``): ``date_year_bare``; ``d. 2011``, ``b. 1931``, ``dx 2008``, ``CABG '09``;
  year ranges as one span (``2003-2009``, not a page range): ``date_year_range``;
* a month name alone (``by Feb``, ``Aug baseline``, ``in june``, ``since march``, ``Mid-Jan``), with
  an apostrophe year (``Nov '24``) and ranges (``Jan 14 - Feb 2``, ``11-12 November 2026``,
  ``Nov 3-5``): ``date_month_*``;
* dictated dates (``march third nineteen forty``, ``the twenty-first of May``) and date-time
  groups without a year (``0600 23NOV``): ``date_spoken_day``, ``date_ddmon``.

Ages (only ages over 89 are PHI): ``turned 100``, ``At 94,``, ``my dad is 94``, ``she's 95 and``,
``husband (92)``, ``Winifred Coker, 101,``, ``(ninety-two)`` after a name, ``ninety-nine-year-old`` (the number), ``in her nineties``
and ``Ivy 90s`` (the word), ``d. 96`` in a pedigree, ``Happy 101st birthday`` (the ordinal), a
glued ``97yo`` (the token) and ``nonagenarian``; not ``sats in the 90s``, ``HR reached 110`` or
``was 101 F``.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern, valid_date
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_dates import MONTH, WEEKDAY, SPOKEN_YEAR, md_ok

__all__ = ["PATTERNS"]

_WD_ROOT = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
_WD_ANY = rf"(?:{_WD_ROOT}|{_WD_ROOT.upper()}|Mon|Tue|Tues|Wed|Weds|Thu|Thur|Thurs|Fri|Sat|Sun)\.?"
_LOWER_WD_SAFE = r"tues|thurs|thur|weds|fri"
_LOWER_WD_WORDS = r"mon|tue|wed|thu|sat|sun"
_WD_CUE = (
    r"on|next|this|every|each|by|until|till|til|thru|through|from|revisit|recheck|review|see|seen|visit|clinic|"
    r"appt|call|back|before|after|since|due|starting|start|last|and|or|off"
)
_ORD_WORDS = (
    r"(?:twenty|thirty)[ -](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|twentieth|"
    r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|"
    r"fifteenth|sixteenth|seventeenth|eighteenth|nineteenth"
)
_LOWER_MONTH_SAFE = r"january|february|april|june|july|august|september|october|november|december"
# not OCT (optical coherence tomography) and SEP (evoked potentials)
_MONTH_ABBR_SAFE = r"Feb|Aug|Sept|Sep|Oct|Nov|FEB|AUG|SEPT|NOV"
_MONTH_ABBR_AMBIG = r"Jan|Mar|Apr|Jun|Jul|Dec|JAN|MAR|APR|JUN|JUL|DEC|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|march"
_MONTH_PREP = r"by|in|since|until|till|til|from|before|after|early|mid|late|end[ ]of|start[ ]of|beginning[ ]of|last|next|this|each|every|during|through|thru"
_UNITS = (
    r"(?![ ]?(?:mg|mcg|ug|ml|mL|cc|g|gm|kg|lbs?|units?|IU|iu|u|U|kcal|cal|calories|steps|m|ft|feet|km|miles?|hours?|hrs?|h|"
    r"min|mins|minutes|sec|ms|msec|pm|am|PM|AM|Z|Zulu|hours|patients|cases|cells|copies|people|x|times|bpm|mmHg|%|"
    r"percent|dollars|USD|GBP|ppm|mL/h|ml/h|kJ|cGy|Gy|rads?|mSv|mGy|mOsm|mosm|pg|ng|nmol|pmol|mmol|µmol|umol|mEq)\b|[.,:/]\d|[-–]\d)"
)


def _year_range_ok(m: re.Match) -> bool:
    a, b = int(m.group("a")), int(m.group("b"))
    return 0 < b - a <= 80 and _bare_year_ok(m)  # not a page range ("pp. 1998-2004")


def _day_range_ok(m: re.Match) -> bool:
    a, b = int(m.group("d1")), int(m.group("d2"))
    return 1 <= a < b <= 31


def _ordinal_day_ok(m: re.Match) -> bool:
    return 1 <= int(m.group("d")) <= 31


def _ddmon_ok(m: re.Match) -> bool:
    return valid_date(int(m.group("d")), 1)


# a 24-hour clock time reads like a year (1930, 2015): after these words the number is a time
_TIME_BEFORE = re.compile(r"(?i:\b(?:at|@|~|approx\.?|approximately|about|around|by|from|until|till|til|to|between|and|since|"
                          r"before|after|time|hrs|hours|start|started|end|ended|from|x|#|no\.?|number|room|rm|ext|extn|extension|tel|phone|bleep|pager|"
                          r"count|total|n|pp?|pages?|bed|code|ck|cpk|bnp|nt-?probnp|ferritin|ldh|ast|alt|alp|ggt|trop|troponin|d-?dimer|cd4|"
                          r"wbc|plt|platelets|glucose|tg|triglycerides|uo|output|i/o|in|out|balance|volume|ebl|fluids?|"
                          r"ns|lr|ivf|bolus|kcal|calories|steps|weight|wt|anc|amylase|lipase|crp|pct|ige|b12|folate|psa|hcg|afp|"
                          r"cea|tsh|urea|osm|osmolality|sodium|na|k|cr|creat|creatinine|egfr|inr|aptt|fibrinogen|lactate|"
                          r"ammonia|vitamin|vit|level|levels|titre|titer|copies|load|vl|rate|dose|"
                          r"grade|class|type|model|version|v|dose|lot|page|step|level|pack|box|suite|unit|apt)[ ]*$)|[\d$£€#@~=<>+*/.,:-][ ]*$")


def _bare_year_ok(m: re.Match) -> bool:
    # the look-back stays on the year's line ("DOB 11/02/1987\n2019-2024 Registrar": no cue before the range)
    lo = max(0, m.start() - 20, m.string.rfind("\n", 0, m.start()) + 1)
    return _TIME_BEFORE.search(m.string, lo, m.start()) is None


_AGE = r"(?:9\d|1[01]\d|12[0-5])"
_SPELLED_AGE = (
    r"(?:ninety(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|(?:a|one)[ ]hundred(?:[ ]and)?(?:[ ](?:one|two|three|"
    r"four|five|six|seven|eight|nine|ten|eleven|twelve))?|Ninety(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)"
)
_AGE_NOT_AFTER = r"(?![ ]?(?:°|F\b|C\b|deg\b|%|percent|mg|kg|lbs?|bpm|beats|breaths|mmHg|mm|cm|ml|mL|units?|times|degrees|minutes|mins?|hours?|sec|points?|/|'s\b|[.,]\d))"
_RELATIVE = (
    r"dad|father|mom|mum|mother|mama|papa|grandma|grandmother|grandpa|grandfather|gran|granny|nan|nana|nanna|grandad|"
    r"granddad|husband|wife|partner|aunt|auntie|uncle|sister|brother|neighbou?r|friend|patient|pt|resident|client|"
    r"mother-in-law|father-in-law|great-grandmother|great-grandfather"
)
_NAME_WORD = r"[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?"


def _name_age_ok(m: re.Match) -> bool:
    return name_ok(m.group("name"))


PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ weekdays
    Pattern("date_weekday_plural", rf"\b(?:{_WD_ROOT}s|{_WD_ROOT.upper()}S)\b", "DATE", 0.6),
    # (a period after the abbreviation is left out: at the end of a sentence it is no part of the date)
    Pattern("date_weekday_abbr_more", r"\b(?:Weds|WEDS|Thurs|THURS|Tues|TUES|Thur)\b", "DATE", 0.6),
    # capitalised abbreviations that are no English words ("step 4 Mon if", "Fri:"); not Sat (O2 sat), Sun
    Pattern("date_weekday_abbr_title", r"\b(?:Mon|Tue|Wed|Thu|Fri|MON|TUE|WED|THU|FRI)\b(?![-/'’]\w)", "DATE", 0.5),
    Pattern("date_weekday_lower_safe", rf"\b(?:{_LOWER_WD_SAFE})\b(?![-/]\w)", "DATE", 0.55),
    Pattern(
        "date_weekday_lower_cued",
        rf"\b(?:{_WD_CUE})[ ]+(?P<w>{_LOWER_WD_WORDS})\b(?=[ ]*(?:[.,;:)!?]|$|(?:after|before|at|am|pm|morning|afternoon|evening|night|and|or|for|if|\d)\b))",
        "DATE", 0.55, group="w", flags=re.MULTILINE,
    ),
    Pattern(
        "date_weekday_lower_compound",
        rf"\b(?:{_LOWER_WD_WORDS}|{_LOWER_WD_SAFE})[ ,]+(?P<a>\d{{1,2}})/(?P<b>\d{{1,2}})(?:/(?P<y>\d{{2}}|\d{{4}}))?(?![\d/])",
        "DATE", 0.7, validator=lambda m: md_ok(m),
    ),
    Pattern(
        "date_weekday_range",
        rf"\b{_WD_ANY}[ ]?(?:[-–]|to|through|thru|till|until)[ ]?{_WD_ANY}(?![A-Za-z])",
        "DATE", 0.8,
    ),
    Pattern(
        "date_weekday_letters",
        r"(?<![\w/-])(?:MWF|M/W/F|M-W-F|TThS|TTHS|T/Th/S|T/TH/S|Tu/Th/Sa|TuThSa|TTS|MTWThF|M-F|Mon/Wed/Fri|Tue/Thu/Sat)(?![\w/-])",
        "DATE", 0.6, context=("dialysis", "hd", "schedule", "shift", "chair", "runs", "sessions", "clinic", "days", "every",
                              "weekly", "pt", "rehab", "clinic", "on"), context_required=True, window=40,
    ),
    Pattern(
        "date_weekday_ordinal",
        rf"\b{WEEKDAY},?[ ]+(?:the[ ]+)?(?P<d>\d{{1,2}})(?:st|nd|rd|th)\b(?![ ]+(?:of[ ]+)?{MONTH})",
        "DATE", 0.9, validator=_ordinal_day_ok,
    ),
    # ------------------------------------------------------------------ month/day and years alone
    Pattern(
        "date_md_padded",
        r"(?<![\w/.,:=-])(?<!(?i:pain|ain:|ore:|ion:) )(?<!(?i:gcs|eep|ity|wer|mrc|ars|gar|tio|ngs) )(?<!(?i:\bps|\bva|\bbp) )(?P<a>0[1-9]|1[0-2])/(?P<b>0[1-9]|[12]\d|3[01])(?![\w/]|[.,]\d|[ ]?(?:pain|strength|vision|score))",
        "DATE", 0.55, validator=lambda m: md_ok(m) and m.group("a") != m.group("b"),
    ),
    Pattern(
        "date_year_bare",
        rf"(?<![\w$£€#@~.:/-])(?:19[3-9]\d|20[0-3]\d)(?![\w-]){_UNITS}",
        "DATE", 0.5, validator=_bare_year_ok,
    ),
    Pattern(
        # genealogy and pedigree abbreviations: "d. 2011", "b. 1931", "m. 1956", "dx 2019", "dx'd 2008"
        "date_year_event_abbrev",
        r"\b(?:[bdm]\.|dx\.?|dx'?d|DX|Dx|dec\.|diag\.)[ ]?(?:in[ ])?(?P<y>(?:18[5-9]|19\d|20[0-3])\d)(?![\w/-]|[.,]\d)",
        "DATE", 0.7, group="y",
    ),
    Pattern(
        # a year cut to two digits after a word: "CABG '09", "emigrated in '81" (not feet and inches: 5'10")
        "date_year_apostrophe",
        r"(?<=[A-Za-z,)][ ])['’](?P<y>\d{2})(?![\w'’\"]|[.,]\d|[ ]?(?:mg|kg|lbs?|in|ft|cm|%))",
        "DATE", 0.6,
    ),
    Pattern(
        "date_year_range",
        r"(?<![\w.:/-])(?P<a>(?:19|20)\d{2})[-–](?P<b>(?:19|20)\d{2})(?![\w.:/-])",
        "DATE", 0.8, validator=_year_range_ok,
    ),
    # ------------------------------------------------------------------ month names alone and ranges
    Pattern("date_month_abbr_alone", rf"\b(?:{_MONTH_ABBR_SAFE})\b(?!\.?[ ]?\d)", "DATE", 0.55),
    Pattern(
        "date_month_after_prep",
        rf"\b(?i:{_MONTH_PREP})(?:[ ]+|(?<=[Mm]id)-|(?<=MID)-)(?:(?i:early|mid|late)[ -]+)?(?P<m>{_MONTH_ABBR_AMBIG}|{_LOWER_MONTH_SAFE})\b(?!\.?[ ]?\d)",
        "DATE", 0.55, group="m",
    ),
    Pattern("date_month_lower_alone", rf"\b(?:{_LOWER_MONTH_SAFE})\b(?![ ]?\d)", "DATE", 0.5),
    Pattern("date_month_apostrophe_year", rf"\b{MONTH}[ ]?['’]\d{{2}}(?![\w'’])", "DATE", 0.9),
    Pattern(
        # two or more weekdays in a list, each a span: "Sat & Sun off", "every Mon, Wed and Fri"
        "date_weekday_list",
        rf"\b{_WD_ANY}(?:[ ]?(?:,|&|/|\+)[ ]?|,?[ ](?:and|or)[ ]){_WD_ANY}(?:(?:[ ]?(?:,|&|/|\+)[ ]?|,?[ ](?:and|or)[ ]){_WD_ANY})*(?![A-Za-z])",
        "DATE", 0.7, split=r"\.?(?:[ ]?(?:,|&|/|\+)[ ]?|,?[ ](?:and|or)[ ])",
    ),
    Pattern(
        "date_month_range_days",
        rf"\b{MONTH}[ ]?\d{{1,2}}(?:st|nd|rd|th)?[ ]?[-–][ ]?{MONTH}[ ]?\d{{1,2}}(?:st|nd|rd|th)?(?:,?[ ]+(?:19|20)\d{{2}})?(?!\d)",
        "DATE", 0.97,
    ),
    Pattern(
        "date_day_range_month",
        rf"\b(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?[ ]?[-–][ ]?(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?[ ]+(?:of[ ]+)?{MONTH}(?:,?[ ]+(?:19|20)\d{{2}})?",
        "DATE", 0.97, validator=_day_range_ok,
    ),
    Pattern(
        "date_month_day_range",
        rf"\b{MONTH}[ ]?(?P<d1>\d{{1,2}})[ ]?[-–][ ]?(?P<d2>\d{{1,2}})(?:,?[ ]+(?:19|20)\d{{2}})?(?![\d/:])",
        "DATE", 0.97, validator=_day_range_ok,
    ),
    Pattern(
        "date_spoken_day",
        rf"\b(?:(?i:{MONTH})[ ]+(?:the[ ]+)?(?i:{_ORD_WORDS})|the[ ]+(?i:{_ORD_WORDS})[ ]+of[ ]+(?i:{MONTH}))(?:,?[ ]+{SPOKEN_YEAR})?\b",
        "DATE", 0.85,
    ),
    Pattern("date_ddmon", r"(?<![\w/-])(?P<d>\d{1,2})(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?![\w/-])", "DATE", 0.8, validator=lambda m: 1 <= int(m.group("d")) <= 31),
    # ------------------------------------------------------------------ ages over 89
    Pattern(
        "age_turned",
        rf"\b(?i:turned|turning|turns|celebrated|celebrating|celebrates|will[ ]be|just[ ]turned)[ ]+(?P<n>{_AGE}){_AGE_NOT_AFTER}\b",
        "AGE", 0.8, group="n",
    ),
    Pattern("age_at_sentence", rf"(?:^|(?<=[.!?][ ])|(?<=[.!?]  ))At[ ](?P<n>{_AGE}),", "AGE", 0.8, group="n", flags=re.MULTILINE),
    Pattern(
        "age_relative_is",
        rf"\b(?i:my|his|her|their|our|the|your)[ ]+(?i:{_RELATIVE})[ ]+(?i:is|was|who[ ]is|is[ ]now|just[ ]turned|aged?)[ ]+(?P<n>{_AGE}){_AGE_NOT_AFTER}\b",
        "AGE", 0.8, group="n",
    ),
    Pattern(
        "age_pronoun_is",
        rf"\b(?i:he|she)(?:'s|’s|[ ]is|[ ]was)[ ]+(?:(?i:now|nearly|almost|just|only)[ ]+)?(?P<n>{_AGE})(?![.,]\d)(?=[ ]*(?:$|[,.;!?)]|(?:and|but|now|today|this|next|when|yrs?|years?)\b))",
        "AGE", 0.75, group="n", flags=re.MULTILINE,
    ),
    Pattern(
        # an age in brackets after a relative or a titled name: "husband (92)", "Mrs Hale (aged 98)"
        "age_paren_person",
        rf"\b(?:(?i:{_RELATIVE}|son|daughter|grandson|granddaughter)|(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?[ ]{_NAME_WORD}(?:[ ]{_NAME_WORD})?)"
        rf"(?:[ ]{_NAME_WORD})?[ ]?\((?:(?i:aged?|age)[ ])?(?P<n>{_AGE})\)",
        "AGE", 0.8, group="n",
    ),
    Pattern("age_word_nonagenarian", r"\b(?i:nonagenarians?|centenarians?|supercentenarians?)\b", "AGE", 0.7),
    Pattern(
        "age_name_apposition",
        rf"\b(?P<name>{_NAME_WORD}(?:[ ](?:[A-Z]\.[ ])?{_NAME_WORD}){{1,3}}),[ ](?P<n>{_AGE})(?=[,;)]|[ ]*(?:y/?o|yrs?|years)\b|[ ](?:and|is|was|widow|widower|who|lives|from)\b)",
        "AGE", 0.75, group="n", validator=_name_age_ok,
    ),
    Pattern(
        "age_spelled",
        rf"(?:\b(?P<n>{_SPELLED_AGE})(?=[- ](?:years?|yrs?)[- ]old\b|[- ]year-old\b|[ ]?y/?o\b)"
        rf"|(?<=\()(?P<p>{_SPELLED_AGE})(?=\))"
        rf"|(?:(?<=aged[ ])|(?<=turned[ ])|(?<=turning[ ])|(?<=turns[ ]))(?P<t>{_SPELLED_AGE})\b)",
        "AGE", 0.8,
    ),
    Pattern(
        "age_decade_more",
        r"\b(?i:in[ ](?:his|her|their|my)|(?:his|her)[ ]late|(?:his|her)[ ]mid)[ ]+(?:(?i:early|mid|late)[ -]+)?(?P<n>(?i:nineties)|90s|90's|'90s)\b",
        "AGE", 0.8, group="n",
    ),
    Pattern(
        "age_name_decade",
        rf"\b(?P<name>{_NAME_WORD})[ ](?P<n>90s|90's)(?=[,;)]|[ ]+(?:and|lives|living|alive|well|died|deceased)\b)",
        "AGE", 0.65, group="n", validator=_name_age_ok,
    ),
    Pattern(
        "age_pedigree_died",
        rf"\b(?:d\.|dec\.|died|deceased|passed)[ ]?(?:at[ ]|aged?[ ])?(?P<n>{_AGE})(?![\w/-]){_AGE_NOT_AFTER}",
        "AGE", 0.75, group="n",
    ),
    Pattern(
        "age_ordinal_birthday",
        rf"\b(?P<n>(?:9\d|1[01]\d)(?:st|nd|rd|th)|(?i:ninetieth|one[ ]hundredth|hundredth))[ ]+(?i:birthday|bday|b-day|birthday's)\b",
        "AGE", 0.85, group="n",
    ),
    Pattern("age_glued_yo", rf"\b{_AGE}(?:yo|y/o|yrs|yr|YO)\b", "AGE", 0.9),
)
