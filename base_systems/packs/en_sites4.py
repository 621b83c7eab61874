"""English pack, part ten: care sites named by a short local name, and schools, churches and
advice lines in messages (issue #22, session 14).

Clinicians and patients call a hospital by its short name where the sentence says it is one:

* ``hosp_after_event``: after a clinical event or a clinician and a place preposition: ``FNA
  was done at Saint Alphonsus``, ``USS at Stobhill on Friday``, ``ORIF at Banner Desert``,
  ``treated at MD Anderson``, ``transfer from Abbott Northwestern``, ``Dr Sato-Whelan at Summa``,
  ``my midwife is at Ballarat Base``, and before an emergency department (``go to the Trinity
  ER``);
* ``hosp_brand_branch``: a health-system or dialysis brand and a local name (``Mercy
  Westbrook``, ``Sentara Norfolk General``, ``DaVita Lakeshore``); brands that are also given
  names or words (``Mercy``, ``Providence``, ``Legacy``) need a place or ``General`` after them;
* ``org_school_cue``: a school after a pupil's year or an enrolment word, capitalised or not
  (``junior at westview high``, ``Year 9 at Aorere College``, ``attends Lincoln Middle``);
* ``org_church_lower``: a congregation in lower case after clergy or a church word (``pastor
  rev. ekstrom from grace lutheran``);
* ``org_advice_line``: a telephone advice or triage service (``Healthline nurse triage``,
  ``Healthdirect nurse line``);
* ``org_person_from``: the organisation a lay caller or visitor comes from (``Jill from Humana
  called``, ``Abby Holloway of Opencounter``); never after a doctor (a care site then).

A known pharmacy, lab or chain (the lists of :mod:`multideid.base_systems.institutions`), a
known place or person alone, weekdays, months, generic and department words are never taken
as a care site.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_org_words import GENERIC, generic_word, trie_regex
from multideid.base_systems.packs.en_places import world_place
from multideid.base_systems.packs.en_world import known_person, known_place

__all__ = ["PATTERNS"]

_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
_W = rf"[{_UP}][\w'’&-]*(?<![-'’])(?![\w'’-])"
_WD = rf"(?:{_W}|(?:St|Mt|Ft)\.)"
_NG = rf"(?!(?i:{trie_regex(sorted(GENERIC))})(?![\w'’-]))"
_STOP = (
    r"(?!(?i:the|a|an|at|in|to|from|our|this|that|his|her|their|your|my|by|of|and|or|for|with|per|was|is|"
    r"home|work|school|dr|doctor|mr|mrs|ms|miss|prof|rev|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|"
    r"february|march|april|june|july|august|september|october|november|december|today|tomorrow|yesterday|"
    r"noon|midnight|least|most|all|last|first|once|times?|night|morning|evening|rest|risk|baseline|present|"
    r"bedside|discharge|admission|triage|ems|ambulance|er|ed|icu|or|pacu|cath|ir|ct|mri|us|uss|xr)\b)"
)
_NW = rf"{_STOP}{_NG}{_WD}"
_NOCAPS = r"(?![A-Z]{2,}\b)"  # not a word in capitals ("Fresenius Eastgate MWF": the schedule)
_SITE = rf"{_NW}(?:[ ](?:&[ ])?{_STOP}{_WD}){{0,2}}"
_EVENT = (
    r"seen|treated|admitted|admission|readmitted|transferred|transfer|transported|taken|brought|airlifted|flown|done|performed|"
    r"biopsy|biopsied|scan|scanned|uss|ultrasound|ct|mri|pet|x-ray|xray|echo|angiogram|cath|surgery|operated|operation|orif|"
    r"repair|replacement|fusion|delivered|delivery|born|induced|care|follow-up|f/u|fu|followed|physio|physiotherapy|"
    r"rehab|dialysis|chemo|chemotherapy|radiotherapy|radiation|infusion|consult|consulted|appointment|appt|stay|stayed|"
    r"hospitalised|hospitalized|presented|discharged|ed|er|a&e|assessed|reviewed|diagnosed|investigated|managed|"
    r"booked|listed|referred|referral|gp|midwife|ob|obgyn|oncologist|cardiologist|surgeon|specialist|consultant"
)
_CLINICIAN = r"(?:Dr\.?|Doctor|Prof\.?|Mr|Mrs|Ms|Miss)[ ](?:[A-Z]\.?[ ])?[A-Z][\w'’-]+(?:[ ][A-Z][\w'’-]+)?(?:[ ]\([^)\n]{1,15}\))?"
_ED = r"(?:ER|ED|A&E|E\.R\.|emergency[ ](?:room|department|dept)|emerg|casualty|urgent[ ]care)"
_AFTER_SITE = (
    r"(?=[ ]*(?:[,.;:!?)\n]|$)|[ ](?:on|for|in|at|with|and|since|until|last|this|next|today|yesterday|tomorrow|"
    r"gets|got|was|is|says|said|too|then|before|after|where|who|which|when|by|under|(?:19|20)\d\d)\b|[ ][a-z])"
)
_CAP_BEFORE = re.compile(r"[A-Z][\w'’-]*[ ]\Z")  # "the Heart Failure Nurse Line": a department's line
_WEEKDAY = re.compile(r"(?i)^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?$")

# health-system and dialysis brands whose local sites are named "Brand + place" (hand-compiled, US, UK, AU)
_BRANDS_SAFE = (
    "Sentara|Banner|Kaiser|Sutter|Piedmont|Intermountain|Atrium|Novant|Ascension|AdventHealth|Christus|SSM|Sanford|Essentia|"
    "Allina|Aurora|CommonSpirit|MedStar|Inova|Geisinger|Beaumont|Corewell|Ochsner|HCA|Tenet|PeaceHealth|MultiCare|Summa|"
    "ProMedica|OhioHealth|UPMC|Wellstar|HonorHealth|Prisma|RWJBarnabas|Northwell|Carilion|Avera|Virtua|Bayhealth|"
    "ChristianaCare|Kettering|Parkview|Baystate|Lahey|Dartmouth|Maimonides|Hackensack|Meridian|Bryn Mawr|DaVita|Fresenius|"
    "Satellite Healthcare|Ramsay|Healthscope|Mediclinic|Netcare|Spire|Nuffield|Circle|Apollo|Fortis|Manipal|Aga Khan|"
    "Specsavers|Vision Express|LensCrafters|Pearle Vision|OPSM|Lenskart"  # optical chains (session 16, helper org6)
)
_BRANDS_AMBIGUOUS = (
    "Mercy|Providence|Trinity|Baptist|Methodist|Presbyterian|Legacy|Advocate|Premier|Prime|Swedish|Spectrum|Dignity|"
    "Samaritan|Steward|Sparrow|Good Samaritan|Saint|St\\.?|Memorial|Valley|Community"
)
_BRANCH_WORD = re.compile(r"(?:General|Regional|Memorial|Medical|Community|University|Central|North|South|East|West)$")


@lru_cache(maxsize=1)
def _known_non_sites() -> frozenset[str]:
    """Known pharmacies, labs, insurers and chains: organisations, not care sites."""
    from multideid.base_systems.institutions import context_organizations, en_organizations

    return frozenset(n.lower() for n in (*en_organizations(), *context_organizations()))


def _site_ok(m: re.Match, group: str = "h", *, place_ok: bool = False) -> bool:
    """A care site's short name; a town alone only with ``place_ok`` ("USS at Wythenshawe", "the
    Westmead ED": the hospital of the town; "diagnosed in Boston" is the town)."""
    h = m.group(group)
    words = h.split()
    if _WEEKDAY.match(words[0]) or h.lower() in _known_non_sites() or any(generic_word(w) for w in words):
        return False
    if len(words) == 1 and (known_person(h) and not known_place(h) or known_place(h) and not place_ok):
        return False
    if all(known_person(w) for w in words if len(w) > 1):
        return any(w in ("St.", "St", "Saint", "Mount", "Mt.") for w in words) or len(words) > 1 and known_place(words[-1])
    return any(name_ok(w, min_len=2) or w.isupper() or not w.isascii() for w in words) or len(words) > 1


def _brand_ok(m: re.Match) -> bool:
    rest = m.group("r")
    if any(generic_word(w) and not _BRANCH_WORD.match(w) for w in rest.split()):
        return False
    if m.group("safe"):
        return True
    return known_place(rest) or bool(_BRANCH_WORD.match(rest.split()[-1]))


def _school_ok(m: re.Match) -> bool:
    """School name words (schools are named after people and places: "lincoln high"): no generic word."""
    return not any(generic_word(w) and w.lower() not in ("high", "middle", "central") for w in m.group("n").split()[:-1])


@lru_cache(maxsize=1)
def _first_names() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer

    return frozenset(load_gazetteer("en").lists["first_names"])


def _person_from_ok(m: re.Match) -> bool:
    """A lay person's organisation: the person a known given name (no doctor: "Dr X at Summa" is a care
    site), the organisation no place, person, known care site or generic word."""
    from multideid.base_systems.gazetteers import norm

    if re.search(r"(?i)\b(?:dr|doctor|prof|professor)\.?[ ]*\Z", m.string[max(0, m.start() - 12):m.start()]):
        return False
    if norm(m.group("who").split()[0]) not in _first_names():
        return False
    o = m.group("o")
    if world_place(o) or known_place(o) or o.lower() in _known_sites():
        return False
    return _site_ok(m, "o") and not all(known_person(w) for w in o.split())


@lru_cache(maxsize=1)
def _known_sites() -> frozenset[str]:
    from multideid.base_systems.institutions import en_institutions

    return frozenset(n.lower() for n in en_institutions())


PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        # "FNA was done at Saint Alphonsus", "USS at Stobhill on Friday", "treated at MD Anderson",
        # "transfer from Abbott Northwestern", "Dr Sato-Whelan at Summa", "my midwife is at Ballarat Base"
        "hosp_after_event",
        rf"(?:\b(?i:{_EVENT})|{_CLINICIAN})(?:[ ](?:is|was|are|were))?[ ](?:(?:there|here|again|today|yesterday|initially|previously|originally|"
        rf"last[ ](?:week|month|year)|in[ ](?:19|20)\d\d)[ ])?(?P<p>(?i:at|to|from|in))[ ](?:(?i:the)[ ])?(?P<h>{_SITE}){_AFTER_SITE}",
        "HOSPITAL", 0.5, group="h", flags=re.MULTILINE,
        validator=lambda m: _site_ok(m, place_ok=m.group("p").lower() == "at"),
        anchor=rf"[ ](?i:at|to|from|in)[ ](?:(?i:the)[ ])?[{_UP}]", anchor_window=100,
    ),
    Pattern(
        # "go to the Trinity ER", "seen in the St Luke's ED", "Kaiser urgent care"
        "hosp_before_ed",
        rf"\b(?i:at|to|from|in)[ ](?:(?i:the)[ ])?(?P<h>{_SITE})[ ]{_ED}\b",
        "HOSPITAL", 0.55, group="h", validator=lambda m: _site_ok(m, place_ok=True),
    ),
    Pattern(
        # "Mercy Westbrook", "Sentara Norfolk General", "DaVita Lakeshore", "Banner Desert"
        "hosp_brand_branch",
        rf"\b(?:(?P<safe>{_BRANDS_SAFE})|(?:{_BRANDS_AMBIGUOUS}))[ ](?P<r>{_NOCAPS}{_NW}(?:[ ]{_NOCAPS}{_NW})?(?:[ ](?:General|Regional|Memorial))?)"
        r"(?![\w'’-]|[ ](?:Hospital|Medical|Health|Clinic|Infirmary|Hospice|Surgery|Centre|Center|Care|Street|St|Road|Rd|Avenue|Ave)\b)",
        "HOSPITAL", 0.6, validator=_brand_ok,
    ),
    Pattern(
        # "junior at westview high", "Year 9 at Aorere College", "attends Lincoln Middle", "8th grader at Hoover Elementary"
        "org_school_cue",
        r"\b(?i:freshman|sophomore|junior|senior|student|pupil|learner|year[ ]\d{1,2}|grade[ ]\d{1,2}|\d{1,2}(?:st|nd|rd|th)[ ]grader?|"
        r"form[ ]\d|class[ ]\d|attends|attending|enrolled|goes[ ]to|transferred[ ]to|teacher|coach|counsel(?:l)?or)"
        r"[ ](?:(?i:at|in)[ ])?(?P<n>(?:[A-Z][\w'’-]+|[a-z][a-z'’-]+)(?:[ ](?:[A-Z][\w'’-]+|[a-z][a-z'’-]+))?[ ]"
        r"(?i:high(?:[ ]school)?|middle(?:[ ]school)?|elementary|primary|secondary|college|academy|prep|grammar|intermediate))\b",
        "ORGANIZATION", 0.55, group="n", validator=_school_ok,
    ),
    Pattern(
        # "pastor rev. ekstrom from grace lutheran", "our priest at st anne's parish"
        "org_church_lower",
        r"\b(?i:pastor|priest|minister|rev\.?|reverend|fr\.|father|chaplain|imam|rabbi|church|congregation|parish|deacon|elder)"
        # the gap may hold an abbreviation's period ("pastor rev. ekstrom from"), no sentence end
        r"\b(?:[^.\n]|(?i:(?<=\brev)|(?<=\bfr)|(?<=\bst)|(?<=\bdr))\.){0,40}?\b(?:from|at|of)[ ](?P<o>[a-z][a-z'’.]+(?:[ ][a-z][a-z'’]+)?[ ](?:lutheran|baptist|methodist|presbyterian|"
        r"episcopal|catholic|pentecostal|adventist|ame|church|chapel|temple|mosque|masjid|synagogue|parish|gurdwara|tabernacle))\b",
        "ORGANIZATION", 0.5, group="o",
        validator=lambda m: not re.match(r"(?:the|a|an|his|her|their|our|my|local|same|roman|united|first)[ ]", m.group("o")),
    ),
    Pattern(
        # a caller or visitor and the organisation they come from: "Jill from Humana called", "Abby Holloway of
        # Opencounter", "the case manager, Rosa from Sedgwick"
        "org_person_from",
        rf"(?<![\w'’.-])(?P<who>[A-Z][a-z]+(?:[ ][A-Z][\w'’-]+)?)[ ](?:from|of|with)[ ](?:the[ ])?(?P<o>{_SITE}){_AFTER_SITE}",
        "ORGANIZATION", 0.45, validator=_person_from_ok, group="o",
    ),
    Pattern(
        # "Healthline nurse triage", "Healthdirect nurse line", "called the Kaiser advice line"
        "org_advice_line",
        rf"\b(?P<o>{_NW}(?:[ ]{_NW})?)[ ](?i:nurse[ ]triage|nurse[ ]line|nurse[ ]advice[ ]line|advice[ ]line|triage[ ]line|helpline|hotline)\b",
        "ORGANIZATION", 0.55, group="o", validator=lambda m: _site_ok(m, "o") and not _CAP_BEFORE.search(m.string, max(0, m.start("o") - 40), m.start("o")),
        anchor=r"(?i:nurse[ ]triage|nurse[ ]line|nurse[ ]advice[ ]line|advice[ ]line|triage[ ]line|helpline|hotline)", anchor_window=80,
    ),
)
