"""English pack, dates and ages over 89 in frames the earlier packs miss (issue 22, session 16).

Dates (weekdays, holidays, years and decades are DATE in the project's scheme):

* public holidays and local festivals of many countries by name (``Liberation Day``, ``Kadooment
  Day``, ``Crop Over``, ``Santa Marija``, ``Tihar``), from ``base_systems/data/en_holidays.txt``
  (built from the python-holidays package, MIT, by ``scripts/build_en_holidays.py``), as written or in
  capitals; not before a place or institution word (``Christmas Island``, ``Victoria Day Centre``);
  ``the Twelfth`` / ``the Fourth`` as a holiday: ``date6_holiday_list``, ``date6_ordinal_holiday``;
* decades (``the 1960s``, ``mid-1980s``, ``the '80s``), not ``in the 90s`` (saturations, ages):
  ``date6_decade``;
* a day/month without a year right after a clinical event or a facility name (``resection 10/3``,
  ``next session 12/3``, ``Willow Creek Rehab 3/3.``), not a fraction of UK day/week notation
  (``2/7``, ``3/12``), a score or a count: ``date6_md_event``;
* ``May. 28`` (the month written with a period like the abbreviations): ``date6_may_dotted``;
* a date-shaped value after a birth cue even when the calendar refuses it (``dob 9/31/31``: the
  writer's typo is still the date): ``date6_dob_shaped``.

Ages over 89 (the number only, or the glued token ``90y``):

* after a titled or labelled name and a comma (``Mrs. Philomena Okafor-Grant, 96.``, ``Mr. B., 101,
  former ...``, ``Pt: Mr Ifeanyi Stone, 90y,``): ``age6_name_comma``;
* ``NN y`` as an age (``pt 94 y, no sitter``, ``90y``): ``age6_n_y``;
* ``would have been 95``, ``has just turned 100``, ``is turning 92``, ``celebrated 101`` after a
  pronoun, a relative or a given name: ``age6_would_have_been``.
"""

from __future__ import annotations

import functools
import re
from importlib import resources

from multideid.base_systems.packs import Pattern, valid_date
from multideid.base_systems.packs.en_forms import given_name

__all__ = ["PATTERNS", "holiday_names"]


@functools.lru_cache(maxsize=1)
def holiday_names() -> tuple[str, ...]:
    """The holiday and festival names of ``base_systems/data/en_holidays.txt`` (comments dropped)."""
    text = resources.files("multideid.base_systems").joinpath("data", "en_holidays.txt").read_text(encoding="utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


def _holiday_regex() -> str:
    forms: set[str] = set()
    for name in holiday_names():
        forms.add(name)
        if " " in name:
            forms.add(name.upper())
        if "'" in name:
            forms.add(name.replace("'", "’"))
            forms.add(name.replace("'", ""))
    alts = sorted(forms, key=len, reverse=True)
    return "|".join(re.escape(a).replace(r"\ ", "[ ]") for a in alts)


# words after a holiday-looking name that make it a place, an institution, a disease or a thing
_NOT_HOLIDAY_AFTER = (
    r"(?![ ](?i:islands?|disease|factor|trees?|cactus|cards?|centre|center|hospital|unit|surgery|care|clinic|program|"
    r"programme|services?|nursery|rose|street|st|road|rd|avenue|ave|lane|park|school|college|church|parish|ward|"
    r"house|home|hall|lodge|court|estate|trust|foundation|society|club|fund|appeal|ventricle|nerve|amendment)\b)"
)

_AGE = r"(?:9\d|1[01]\d|12[0-5])"
_TITLE = r"(?:Mr|Mrs|Ms|Miss|Mx|Mme|Mlle|Dr|Sr|Pa|Ma|Mister|Madam|MR|MRS|MS|MISS)\.?"
_NAME_TOKEN = r"(?:[A-ZÀ-Þ][^\W\d_]*(?:['’-][A-ZÀ-Þa-z][^\W\d_]*)*\.?|(?:de|la|le|du|da|di|del|van|von|der|den|bin|binti|al|el|ter|dos|das)\b)"
_PT_LABEL = r"(?:Pt|PT|Patient|PATIENT|Name|NAME|Resident|Client|Case)[ ]?:?"
# an event before a day/month: an operation, a move between places, a session or an appointment
_EVENT = (
    r"resection|excision|surgery|operation|op|repair|procedure|biopsy|scan|ct|mri|x-?ray|echo|endoscopy|colonoscopy|"
    r"transfer(?:red)?|admission|admitted|discharge|discharged|session|appointment|appt|visit|review|f/u|follow-?up|"
    r"seen|started|stopped|commenced|ceased|induction|transplant|fall|fell|injury|injured|onset|died|death|passed|"
    r"funeral|delivered|delivery|vaccinated|vaccine|dose|jab|booster|implant(?:ed)?|inserted|removed|extubated|intubated"
)
_FACILITY = r"hospital|rehab|rehabilitation|center|centre|clinic|infirmary|hospice|hospital's|medical[ ]center"
_MD_NOT_AFTER = (
    r"(?![\d/]|[.,]\d|[ ]?(?:pain|strength|vision|score|mg|mcg|ml|mmHg|units?|tabs?|ago|days?|weeks?|wks?|months?|"
    r"hrs?|hours?|sessions?|doses?|of|in|points?|correct|items?|criteria|nodes?|cores?|positive|negative|power)\b)"
)


_SCORE_NEAR = re.compile(r"(?i:\b(?:pain|power|strength|mrc|gcs|score[ds]?|rated|rating|vas|nrs|grade|va|acuity|vision|sats?)\b)")


def _md_either(m: re.Match) -> bool:
    """Day/month or month/day, both calendar days; not the UK ``n/7``, ``n/12``, ``n/52`` durations,
    and not the same number twice below 5 (``2/2`` of a count)."""
    a, b = int(m.group("a")), int(m.group("b"))
    if b in (7, 12, 52) or (a == b and a < 3):
        return False
    if _SCORE_NEAR.search(m.string, max(0, m.start() - 30), m.start()):
        return False  # "pain after surgery 3/10", "power after the fall 4/5"
    return valid_date(a, b) or valid_date(b, a)


def _dob_shaped(m: re.Match) -> bool:
    """Two leading parts that could be a day and a month in either order (a typo keeps its shape)."""
    a, b = int(m.group("a")), int(m.group("b"))
    return (1 <= a <= 12 and 1 <= b <= 31) or (1 <= a <= 31 and 1 <= b <= 12)


def _subject_ok(m: re.Match) -> bool:
    w = m.group("who")
    return w is None or given_name(w)


_AGE_TAIL = (
    r"(?=[ ]?(?:$|[,.;!?)])|[ ](?i:on|today|tomorrow|this|next|last|in|years?|yrs?|and|but|when|before|after|the)\b)"
    r"(?![ ]?(?:°|%|percent|degrees|mg|kg|lbs?|bpm|mmHg|points?))"
)

PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ dates
    Pattern(
        "date6_holiday_list", rf"(?<![\w'’-])(?:{_holiday_regex()})(?![\w'’-]){_NOT_HOLIDAY_AFTER}", "DATE", 0.7,
    ),
    Pattern(
        # the Twelfth (Northern Ireland's 12 July), the Fourth (US 4 July) as a holiday, in a sentence
        "date6_ordinal_holiday", r"(?<=\b[Tt]he[ ])(?:Glorious[ ])?(?:Twelfth|Fourth)"
        r"(?=[ ]?(?:$|[,.;:!?)\"”])|[ ](?:but|and|or|so|weekend|holidays?|bonfires?|parades?|celebrations?|festivities|fireworks|"
        r"when|while|at|in|on|this|last|next)\b)", "DATE", 0.6, flags=re.MULTILINE,
    ),
    Pattern("date6_decade", r"(?<![\w'’])(?:(?:1[89]|20)\d0['’]?s|['’][0-9]0s)(?![\w'’])", "DATE", 0.7),
    Pattern(
        "date6_md_event", rf"(?:\b(?i:{_EVENT})(?:[ ](?i:session|visit|appt|appointment|review|dose|scan|date))?|"
        rf"(?i:\b(?:{_FACILITY})))[ ]+(?:(?i:on|of|from|at|dated)[ ]+)?(?<![\d/.,-])(?P<dt>(?P<a>\d{{1,2}})/(?P<b>\d{{1,2}})){_MD_NOT_AFTER}",
        "DATE", 0.6, group="dt", validator=_md_either, anchor=r"\d/\d", anchor_window=60,
    ),
    Pattern(
        "date6_dob_shaped", r"\b(?i:dob|d\.o\.b\.?|date[ ]of[ ]birth|birth[ ]?date|born)[ \t]*[:=]?[ \t]*\(?"
        r"(?P<d>(?P<a>\d{1,2})(?P<s>[/.-])(?P<b>\d{1,2})(?P=s)(?:\d{4}|\d{2}))(?![\d/.-]|\.\d)", "DATE", 0.75, group="d",
        validator=_dob_shaped,
    ),
    Pattern(
        # "May" is its own abbreviation; writers who put a period after "Jan." put one after "May." too
        "date6_may_dotted", r"\b(?:May|MAY)\.[ ]?(?P<d>0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?:,?[ ](?:19|20)\d{2})?(?![\w.,:/]\d|\d|[ ]?(?:mg|mcg|ml|units?|%|patients|pts|cases))",
        "DATE", 0.7,
    ),
    # ------------------------------------------------------------------ ages over 89
    Pattern(
        "age6_name_comma", rf"(?:\b{_TITLE}|\b{_PT_LABEL})[ ](?:{_NAME_TOKEN}[ ]){{0,5}}{_NAME_TOKEN},[ ]"
        rf"(?P<n>{_AGE}(?:y(?:o|rs?)?)?)(?=[ ]?(?:$|[,.;)])|[ ]-|[ ](?:y|yrs?|years?|former|retired|widow|widower|who|with|and|is|was|lives|living|"
        r"admitted|presented|presenting|from|of|known|resident|nursing)\b)", "AGE", 0.75, group="n", flags=re.MULTILINE,
    ),
    Pattern(
        "age6_n_y", rf"(?<![\w.,/:-])(?:(?P<n>{_AGE}y)(?![\w/'’-])|(?P<m>{_AGE})[ ]y(?=[ ]?(?:$|[,.;)])))", "AGE", 0.7,
        flags=re.MULTILINE, split=r"[ ]y$",
        validator=lambda m: re.search(r"(?i:\b(?:t|temp|hr|rr|bp|sats?|spo2|o2|score|wt|weight)\b)[ :]*$", m.string[max(0, m.start() - 12) : m.start()]) is None,
    ),
    Pattern(
        "age6_would_have_been",
        r"\b(?:(?i:she|he|they|i|you|we|mum|mom|dad|mother|father|nan|nana|gran|granny|grandma|grandpa|grandmother|grandfather|"
        r"husband|wife|aunt|uncle|patient|pt)|(?P<who>[A-Z][a-z]+))[ ]"
        r"(?i:would[ ]have[ ]been|would've[ ]been|would[ ]have[ ]turned|has[ ](?:just[ ])?turned|had[ ](?:just[ ])?turned|just[ ]turned|"
        r"is[ ]turning|will[ ]turn|will[ ]be[ ]turning|celebrated|celebrates|is[ ]now|was[ ]then)[ ]"
        rf"(?P<n>{_AGE}){_AGE_TAIL}", "AGE", 0.75, group="n", validator=_subject_ok, flags=re.MULTILINE,
    ),
)
