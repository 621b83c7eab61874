"""English pack, dates and ages over 89 in frames the earlier packs miss (issue 22, session 16).

Dates (weekdays, holidays, years and decades are DATE in the project's scheme):

* public holidays and local festivals of many countries by name (``Liberation Day``, ``Kadooment
  Day``, ``Crop Over``, ``Santa Marija``, ``Tihar``), from ``base_systems/data/en_holidays.txt``
  (built from the python-holidays package, MIT, by ``scripts/build_en_holidays.py``), as written or in
  capitals, and in lower case when a word of the name is rare in English (``since kadooment day``,
  ``after diwali``); not before a place or institution word (``Christmas Island``, ``Victoria Day Centre``);
  ``the Twelfth`` / ``the Fourth`` as a holiday: ``date6_holiday_list``, ``date6_ordinal_holiday``;
* year ranges with a two-digit end (``2015-18``) and ``Lent`` after a preposition:
  ``date6_year_range_short``, ``date6_lent``;
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
* a number under an ``AGE`` header of a tab-separated or space-aligned text table (an SQL result,
  a fixed-width export): ``age6_text_table_column``;
* ``Ms Tran is 91.``, ``The patient, 97, declined``, ``M, 92``, ``99 years young``, ``98 years of
  age``, ``92-y/o``, ``age ~93``: ``age6_titled_is``, ``age6_person_comma``, ``age6_sex_comma``,
  ``age6_years_phrase``, ``age6_approx``;
* ``would have been 95``, ``has just turned 100``, ``is turning 92``, ``he'll be 100``, ``celebrated 101`` after a
  pronoun, a relative or a given name: ``age6_would_have_been``.
"""

from __future__ import annotations

import functools
import re
from importlib import resources

from multideid.base_systems.packs import Pattern, valid_date
from multideid.base_systems.packs.en_forms import given_name
from multideid.base_systems.packs.en_org_words import trie_regex

__all__ = ["PATTERNS", "holiday_names"]


@functools.lru_cache(maxsize=1)
def holiday_names() -> tuple[str, ...]:
    """The holiday and festival names of ``base_systems/data/en_holidays.txt`` (comments dropped)."""
    text = resources.files("multideid.base_systems").joinpath("data", "en_holidays.txt").read_text(encoding="utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


_HOLIDAY_HEADS = {"day", "eve", "night", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "holiday", "festival"}


def _lower_ok(name: str) -> bool:
    """The name may be matched in lower case (``since kadooment day``, ``after diwali``): a word of it
    other than ``day``/``eve``... is rare in English (word-frequency class <= 2), so the lower-case
    form is no phrase of ordinary English (``canada day``, ``family day``, ``reconciliation day`` stay
    capitalised; en_ids5 has the lower-case ones it needs)."""
    from multideid.base_systems.word_freq import freq_class

    words = [w for w in re.split(r"[ '’-]+", name.lower()) if w and w not in _HOLIDAY_HEADS]
    if not words:
        return False
    return min(freq_class(w, "en") for w in words) <= 2


def _holiday_regex() -> str:
    forms: set[str] = set()
    for name in holiday_names():
        forms.add(name)
        if _lower_ok(name):
            forms.add(name.lower())
        if " " in name:
            forms.add(name.upper())
        if "'" in name:
            forms.add(name.replace("'", "’"))
            forms.add(name.replace("'", ""))
    return trie_regex(forms)  # a trie: an alternation of a thousand names is slow in re


# words after a holiday-looking name that make it a place, an institution, a disease or a thing
_NOT_HOLIDAY_AFTER = (
    r"(?![ ](?i:islands?|disease|factor|trees?|cactus|cards?|centre|center|hospital|unit|surgery|care|clinic|program|"
    r"programme|services?|nursery|rose|street|st|road|rd|avenue|ave|lane|park|school|college|church|parish|ward|"
    r"house|home|hall|lodge|court|estate|trust|foundation|society|club|fund|appeal|ventricle|nerve|amendment)\b)"
)

_AGE = r"(?:9\d|1[01]\d|12[0-5])"
_SPELLED = (
    r"ninety(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|(?:a|one)[ ]hundred(?:[ ]and)?"
    r"(?:[ ](?:one|two|three|four|five|six|seven|eight|nine|ten))?"
)
_TITLE = r"(?:Mr|Mrs|Ms|Miss|Mx|Mme|Mlle|Dr|Sr|Pa|Ma|Mister|Madam|MR|MRS|MS|MISS)\.?"
_NAME_TOKEN = r"(?:[A-ZÀ-Þ][^\W\d_]*(?:['’-][A-ZÀ-Þa-z][^\W\d_]*)*\.?|(?:de|la|le|du|da|di|del|van|von|der|den|bin|binti|al|el|ter|dos|das)\b)"
_PT_LABEL = r"(?:Pt|PT|Patient|PATIENT|Name|NAME|Resident|Client|Case)[ ]?:?"
# an event before a day/month: an operation, a move between places, a session or an appointment
_EVENT = (
    r"resection|excision|surgery|operation|op|repair|procedure|biopsy|scan|ct|mri|x-?ray|echo|endoscopy|colonoscopy|"
    r"transfer(?:red)?|admission|admitted|discharge|discharged|appointment|appt|review|f/u|follow-?up|"
    r"seen|started|stopped|commenced|ceased|induction|transplant|fall|fell|injury|injured|onset|died|death|passed|"
    r"funeral|delivered|delivery|vaccinated|implant(?:ed)?|inserted|removed|extubated|intubated|"
    # words that also count ("session 3/10" is the third of ten, "dose 1/2" the first of two): only
    # after next/last/previous or before "on"
    r"(?:next|last|previous|prior|following|upcoming|first|second|third|final)[ ](?:session|visit|dose|jab|booster|cycle|class|group)|"
    r"(?:session|visit|dose|jab|booster|cycle)(?=[ ]+(?:on|dated)[ ])|"
    # "visit 11/19": a visit is seldom counted, but only a day over 12 makes it a date
    r"(?P<cnt>visit)"
)
_FACILITY = r"hospital|rehab|rehabilitation|center|centre|clinic|infirmary|hospice|hospital's|medical[ ]center"
_MD_NOT_AFTER = (
    r"(?![\d/]|[.,]\d|[ ]?(?:pain|strength|vision|score|mg|mcg|ml|mmHg|units?|tabs?|ago|days?|weeks?|wks?|months?|"
    r"hrs?|hours?|sessions?|doses?|of|in|points?|correct|items?|criteria|nodes?|cores?|positive|negative|power)\b)"
)


_SCORE_NEAR = re.compile(r"(?i:\b(?:pain|power|strength|mrc|gcs|score[ds]?|rated|rating|vas|nrs|grade|va|acuity|vision|sats?)\b)")


def _md_either(m: re.Match) -> bool:
    """Day/month or month/day, both calendar days; not the UK ``n/7``, ``n/12``, ``n/52`` durations,
    and not ``1/1`` or ``2/2`` (a count)."""
    a, b = int(m.group("a")), int(m.group("b"))
    if b in (7, 12, 52) or (a == b and a < 3):
        return False
    if m.group("cnt") and max(a, b) <= 12:
        return False  # "visit 2/3" may be the second of three
    if _SCORE_NEAR.search(m.string, max(0, m.start() - 30), m.start()):
        return False  # "pain after surgery 3/10", "power after the fall 4/5"
    return valid_date(a, b) or valid_date(b, a)


def _short_range_ok(m: re.Match) -> bool:
    a, b = int(m.group("a")), int(m.group("b"))
    end = a - a % 100 + b
    before = m.string[max(0, m.start() - 16) : m.start()]
    if re.search(r"(?i:\b(?:study|protocol|trial|case|ref|no\.?|number|id|code|version|v|form|section|act|rule|order|file|claim|lot|batch|report)[ ]*[:#]?[ ]*$)", before):
        return False  # an identifier or a law number ("Study 2015-18", "Case 2019-24")
    return 0 < end - a <= 30


def _dob_shaped(m: re.Match) -> bool:
    """Two leading parts that could be a day and a month in either order (a typo keeps its shape)."""
    a, b = int(m.group("a")), int(m.group("b"))
    return (1 <= a <= 12 and 1 <= b <= 31) or (1 <= a <= 31 and 1 <= b <= 12)


def _subject_ok(m: re.Match) -> bool:
    w = m.group("who")
    return w is None or given_name(w)


_AGE_HEADER = re.compile(r"(?i:age|age_?y(?:ea)?rs?|age[ ]?\(y(?:ea)?rs?\)|pt_age|patient_age|yrs)")
_MAX_ROWS = 60  # a header further up than this is no header of the row


def _column_age_ok(m: re.Match) -> bool:
    """An age over 89 in a plain-text table (tab-separated, or columns aligned with spaces as in an
    SQL*Plus or fixed-width export) whose header cell above the number is ``AGE``; pipe tables are
    en_ids5's ``age5_table_column``."""
    s, a, b = m.string, m.start("n"), m.end("n")
    ls = s.rfind("\n", 0, a) + 1
    le = s.find("\n", b)
    row = s[ls : le if le != -1 else len(s)]
    if "|" in row or len(row) > 400:
        return False
    tabbed = "\t" in row
    if tabbed:
        cells = row.split("\t")
        col = s.count("\t", ls, a)
        if cells[col].strip() != m.group("n"):
            return False
    end = ls - 1
    for _ in range(_MAX_ROWS):
        if end <= 0:
            return False
        start = s.rfind("\n", 0, end) + 1
        line = s[start:end]
        if not line.strip():
            return False
        if tabbed:
            head = line.split("\t")
            if len(head) == len(cells) and _AGE_HEADER.fullmatch(head[col].strip()):
                return True
        else:
            for h in re.finditer(r"\S+", line):
                if h.start() < b - ls and a - ls < h.end() and _AGE_HEADER.fullmatch(h.group()):
                    return True
        end = start - 1
    return False


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
        # a year range with a two-digit end in a history or CV line ("2015-18 Registrar", "in 1998–03"
        # is no range: the end must come after the start, within 30 years)
        "date6_year_range_short", r"(?<![\w.:/#-])(?P<a>(?:19|20)\d{2})[-–](?P<b>\d{2})(?![\w.:/-]|[.,]\d|[ ]?(?:mg|kg|ml|units?|%|pages?|pp))",
        "DATE", 0.65, validator=_short_range_ok,
    ),
    Pattern(
        "date6_lent", r"\b(?:during|for|in|since|after|before|over|through|until|till|of|all)[ ](?P<d>Lent)\b(?![ ]?(?:him|her|them|me|us|it|to|by|out)\b)",
        "DATE", 0.6, group="d",
    ),
    Pattern(
        "date6_md_event", rf"(?:\b(?i:{_EVENT})(?:[ ](?i:appt|appointment|review|scan|date))?|"
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
        "age6_text_table_column", rf"(?:^|(?<=[ \t]))(?P<n>{_AGE})(?=[ \t]|$)", "AGE", 0.7, group="n", validator=_column_age_ok,
        flags=re.MULTILINE,
    ),
    Pattern(
        # "Ms Tran is 91.", "Mrs Yoon is now ninety", "Mr. Abel Grey, who is 96,"
        "age6_titled_is", rf"\b{_TITLE}[ ](?:{_NAME_TOKEN}[ ]){{0,3}}{_NAME_TOKEN},?[ ](?:who[ ])?(?i:is|was|turned|turns|is[ ]now|was[ ]then)[ ]"
        rf"(?:(?i:now|nearly|almost|just|only|still)[ ])?(?P<n>{_AGE}|(?i:{_SPELLED})){_AGE_TAIL}", "AGE", 0.75, group="n", flags=re.MULTILINE,
    ),
    Pattern(
        # a person noun, a comma and the age between commas: "The patient, 97, declined", "this gentleman, 93, ..."
        "age6_person_comma", rf"\b(?i:patient|pt|resident|client|decedent|deceased|subject|woman|man|lady|gentleman|gent|"
        rf"veteran|parishioner|member|tenant|passenger|traveller|traveler|claimant)[ ]?,[ ](?P<n>{_AGE})(?=[ ]?[,;)]|[ ]-)", "AGE", 0.75, group="n",
    ),
    Pattern(
        # sex, a comma and the age: "M, 92", "female, 96;"
        "age6_sex_comma", rf"(?<![\w/-])(?:M|F|(?i:male|female))[ ]?,[ ](?P<n>{_AGE})"
        r"(?=[ ]?(?:$|[,;)])|[ ](?:with|w/|admitted|presents|presenting|presented|from|c/o|known|hx|h/o|pmh|s/p)\b)", "AGE", 0.7, group="n",
        flags=re.MULTILINE,
    ),
    Pattern(
        # the age phrased as years: "99 years young", "98 years of age", "92-y/o", "93-yo"
        "age6_years_phrase", rf"(?<![\w.,/-])(?P<n>{_AGE})(?:[ ](?i:years?|yrs?)[ ](?i:young|of[ ]age)\b|-(?i:y/o|y\.o\.|yo|yr|yrs)(?![\w/]))", "AGE", 0.75,
        group="n",
    ),
    Pattern(
        # an approximate age after its cue: "age ~93", "aged approx. 95", "Age: about 91"
        "age6_approx", rf"\b(?i:age|aged)[ ]?[:=]?[ ]?(?:~|\+/-|(?i:approx\.?|approximately|about|around|roughly|c\.|ca\.?|est\.?|estimated))[ ]?(?P<n>{_AGE})(?![\w.,]\d|[ ]?%)",
        "AGE", 0.75, group="n",
    ),

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
        r"husband|wife|aunt|uncle|patient|pt)|(?P<who>[A-Z][a-z]+))(?:[ ]|(?='ll))"
        r"(?i:would[ ]have[ ]been|would've[ ]been|would[ ]have[ ]turned|has[ ](?:just[ ])?turned|had[ ](?:just[ ])?turned|just[ ]turned|"
        r"is[ ]turning|will[ ]turn|will[ ]be[ ]turning|will[ ]be|'ll[ ]be|celebrated|celebrates|is[ ]now|was[ ]then)[ ]"
        rf"(?P<n>{_AGE}){_AGE_TAIL}", "AGE", 0.75, group="n", validator=_subject_ok, flags=re.MULTILINE,
    ),
)
