"""English context rules for names written any case, and for bar-separated record lines.

The capitalised-name rules of :mod:`multideid.base_systems.packs.en` need a capital letter;
messages, telegraphic notes and chart exports write names in lower case or in a
``LAST, FIRST`` form.  These rules recognise a name by its **context** alone, so they work
for names no gazetteer holds (invented, foreign, lower-case):

* ``name_possessive_relation``: ``Izidor's partner``, ``call sezginbaş's husband back``;
* ``name_this_is``: ``hi dr. x, this is raven, ...``, ``hello, its jonathan chung.``;
* ``name_relation_verb``: ``partner kilian called``, ``his wife adaeze can be reached``;
* ``name_lower_title``: ``ms. vitasović``, ``dr. orozco`` in lower-case text;
* ``name_last_first_cue``: ``shea , david j. mrn 8652379`` (a record header);
* ``name_was_admitted``: ``Biox Cidroathley was admitted for ...`` at the start of a line;
* ``record_*``: fields of a bar-separated record line ``LBRM | 809-15-39 | VAZQUEZ, DAISY C | 11/17/2021``.

A candidate name word is rejected when it is a common English word: the gazetteer's
common-word list (Faker's ~1,000 most frequent English words and clinical words) plus the
function words and verbs below.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern

# a name word in any case, any script: letters with inner apostrophes or hyphens
# a word of at most 60 letters (with inner ' or -), never a prefix of a longer one: unbounded, it was
# quadratic on a long hyphenated run (every "-" starts a candidate that scans to the run's end)
_W = r"[^\W\d_](?:[^\W\d_]|['’-](?=[^\W\d_])){0,59}(?![^\W\d_])"
# an optional middle initial ("raven s. winters", "Lasmono R. Bone")
_NAME_ANY = rf"{_W}(?:[ ][^\W\d_]\.?(?=[ ]))?(?:[ ]{_W}){{0,2}}"
# the same, shortest first: "its oksana again," is "oksana", not "oksana again"
_NAME_ANY_SHORT = rf"{_W}(?:[ ][^\W\d_]\.?(?=[ ]))?(?:[ ]{_W}){{0,2}}?"
_RELATION = (
    r"(?:wife|husband|mother|father|mom|dad|son|daughter|brother|sister|granddaughter|grandson|grandmother|"
    r"grandfather|grandma|grandpa|aunt|uncle|niece|nephew|cousin|partner|spouse|fianc[ée]e?|friend|neighbou?r|"
    r"guardian|caregiver|boyfriend|girlfriend|stepmother|stepfather|stepson|stepdaughter|"
    r"son-in-law|daughter-in-law|mother-in-law|father-in-law|roommate)"
)
# a name candidate never starts on one of these (the regex then starts at the next word):
# "spoke with kit aro (aunt)" is "kit aro", not "with kit aro"
_NOT_LEAD = (
    r"(?!(?i:with|to|and|or|of|for|from|by|at|in|on|per|the|his|her|their|my|our|your|spoke|called|call|"
    r"contact|emergency|reached|about|re|cc|dear|hi|hello|pt|patient|w)\b)"
)
_VERBS = (
    r"(?:called|calls|phoned|reports|reported|states|stated|says|said|visited|visits|brought|brings|came|comes|"
    r"asked|asks|wants|requests|requested|left|drove|drives|picked|will|would|can|could|is|was|has|had|"
    r"needs|needed|wishes|declined|agrees|agreed|signed|confirmed|notified|updated|aware|at bedside|present)"
)

# function words, pronouns, verbs and clinical words that follow these cues but are not names
_NOT_NAME_WORDS = frozenset(
    """a an the this that these those it its it's is are was were be been being am do does did done have has had
    having can could will would shall should may might must not no yes and or but if so as at by for from in
    into of off on onto out over to up with without about after before again also just only very here there
    he she him her his hers they them their theirs we us our you your yours i me my mine who whom whose which
    what when where why how all any both each every some such own same other another one two three
    patient patients pt pts doctor dr nurse md rn np pa mr mrs ms miss mx family wife husband son daughter
    mother father brother sister partner friend caregiver
    nephew niece uncle aunt cousin grandson granddaughter grandmother grandfather grandma grandpa spouse
    fiance fiancee neighbor neighbour guardian boyfriend girlfriend stepmother stepfather stepson
    stepdaughter roommate proxy licsw msw phd lpn crna dds
    called calls phoned reports reported states stated says said visited brought came asked wants requests
    requested left drove picked needs needed wishes declined agrees agreed signed confirmed notified updated
    aware present reached reach seen saw sees noted notes takes took refused refuses denies denied complains
    presents presented admitted discharged transferred evaluated examined underwent received started
    remains remained continues continued tolerated tolerating feels felt looks looked got gets went goes going
    calling asking wanting hoping trying worried concerned upset ok okay fine well better worse stable
    just really also still already again now today tonight tomorrow yesterday morning evening night
    hi hello hey dear thanks thank please sorry re regarding about
    suppose think thought know knew believe guess hope need wanted wonder
    instructions information education status history record number account name id dob mrn
    mom dad discharge summary transfer interim report unsigned admit admission note progress consult
    radiology cardiology neurology oncology surgery pharmacy nephrology urology orthopedics dermatology
    psychiatry pediatrics hospice billing scheduling clinic office team staff everyone anyone someone
    nobody ems icu ward floor unit home work school physician physicians provider nurses doctors attending
    monday tuesday wednesday thursday friday saturday sunday january february march april june july august
    september october november december
    resident fellow surgeon pcp hospital number once twice again back later soon tomorrow yesterday
    """.split()
)


@lru_cache(maxsize=1)
def _HARD_STOP() -> frozenset[str]:  # noqa: N802 - a constant built on first use
    from multideid.base_systems.gazetteers import norm

    return frozenset(norm(w) for w in _NOT_NAME_WORDS)


@lru_cache(maxsize=1)
def _common() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer, norm

    return frozenset(norm(w) for w in _NOT_NAME_WORDS) | load_gazetteer("en").stop


_MONTH_NAMES = frozenset("january february march april may june july august september october november december".split())


def has_stop_word(text: str) -> bool:
    """True when ``text`` opens with a function word, pronoun or verb of :data:`_NOT_NAME_WORDS`
    that is not also a known given name or surname ("She", "Sorry I", "FROM WOUND"; not "Hope,
    Gloria", "Will Brown"), or when all its words are such words ("WHO", "EVALUATED BY")."""
    from multideid.base_systems.gazetteers import load_gazetteer, norm

    stop = _HARD_STOP() - _MONTH_NAMES  # "aunt May", "Attending: April Shaw"
    words = [norm(re.sub(r"['’]s$", "", w).rstrip(".")) for w in re.split(r"[ ,]+", text.strip())]
    words = [w for w in words if len(w) > 1]
    if not words:
        return False
    if all(w in stop for w in words):
        return True
    if words[0] in stop:
        gz = load_gazetteer("en")
        return words[0] not in gz.lists["first_names"] and words[0] not in gz.lists["last_names"]
    return False


def name_ok(text: str, *, min_len: int = 2) -> bool:
    """True when ``text`` could be a name: no word is a function word or verb of
    :data:`_NOT_NAME_WORDS`, and at least one word (initials aside) is not a common English
    word, so "Bairbre T. Young" passes and "the patient" or "about" do not."""
    from multideid.base_systems.gazetteers import norm

    words = [w for w in re.split(r"[ ,]+", text.strip()) if w]
    if not words:
        return False
    common = _common()
    real = 0
    for w in words:
        w = re.sub(r"['’]s$", "", w).rstrip(".")
        k = norm(w)
        if len(w) == 1:
            if k in ("a", "i"):  # the article or the pronoun, not an initial
                return False
            continue
        if len(w) < min_len or k in _HARD_STOP():
            return False
        if k not in common:
            real += 1
    return real > 0


_PLACE_WORDS = frozenset("north south east west new old lake port mount fort san santa saint st upper lower little great grand".split())


def place_ok(text: str) -> bool:
    """A place name: its leading words may be "West", "New", "Lake", ...; the rest could be a name."""
    words = text.split()
    while len(words) > 1 and words[0].lower() in _PLACE_WORDS:
        words = words[1:]
    return name_ok(" ".join(words), min_len=3)


_RECORD_DATE = re.compile(r"(?:^|\|)[ \t]*\d{1,4}[/-]\d{1,2}[/-]\d{2,4}[ \t]*(?=\||$)")


def _record_header(m: re.Match) -> bool:
    """A record header line: three or more ``|``-separated fields, one of them a date alone
    (``9/17/2014 | DOE, JANE | FMC | 673426673``), not a table of labs or medications."""
    text = m.string
    a = text.rfind("\n", 0, m.start()) + 1
    b = text.find("\n", m.end())
    line = text[a : len(text) if b < 0 else b]
    return line.count("|") >= 2 and _RECORD_DATE.search(line) is not None


def _record_line(m: re.Match) -> bool:
    """True when the match lies on a line of three or more ``|``-separated fields."""
    text = m.string
    a = text.rfind("\n", 0, m.start()) + 1
    b = text.find("\n", m.end())
    return text.count("|", a, len(text) if b < 0 else b) >= 2


_CLINICAL_ACRONYMS = frozenset(
    "ICU CCU MICU SICU NICU GI ID PT OT ENT ED ER CT MRI IR RN MD NP PA PCP SW CM HCP OR PACU NSG RT SLP "
    "DO CNA LPN MSW OB GYN IM FM EMS VNA HHA ACS".split()
)
_STATE_CODES_LOWER = (
    "al|ak|az|ar|ca|co|ct|de|dc|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|"
    "oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy"
)
_STATE_NAMES = (
    "alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|"
    "illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|"
    "mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|"
    "north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|"
    "utah|vermont|virginia|washington|west virginia|wisconsin|wyoming"
)
_NOT_SITE = frozenset("MRN DOB ID NAME DATE SEX AGE ROOM UNIT ACCT SSN TEL PHONE FAX PT DX RX ED ER ICU".split())


def _given_ok(text: str) -> bool:
    """In "LAST, FIRST M" the part after the comma starts with a word, not an article or initial."""
    after = text.split(",", 1)[1].split()
    return bool(after) and len(after[0].rstrip(".")) >= 2


def _group_ok(group: str, min_len: int = 2):
    return lambda m: name_ok(m.group(group), min_len=min_len)


_HOSP_SUFFIX = re.compile(r"[ ](?:hospital|medical center|clinic|heart institute|health center|infirmary|rehab)$")


PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "name_possessive_relation",
        rf"(?<![\w'’])(?P<n>{_W}['’]s)[ ]+(?:(?i:\w+)[ ]+)?(?i:{_RELATION})\b",
        "PATIENT", 0.65, group="n", validator=_group_ok("n", 3),
    ),
    Pattern(
        "name_this_is",
        rf"\b(?i:this is|it's|its|it is)[ ]+(?P<n>{_NAME_ANY_SHORT})(?=[ ]*(?:,|\.(?:\s|$)|[ ](?i:from|calling|again)\b))",
        "PATIENT", 0.6, group="n", validator=_group_ok("n", 3),
        context=("hi", "hello", "hey", "dear", "calling", "message"), context_required=True, window=60, context_side="before",
    ),
    Pattern(
        "name_relation_verb",
        rf"\b(?i:{_RELATION})[ ,]+(?P<n>{_W}(?:[ ][^\W\d_]\.)?(?:[ ]{_W})?)[ ,]+(?i:{_VERBS})\b",
        "PATIENT", 0.6, group="n", validator=_group_ok("n", 3),
    ),
    Pattern(
        "name_lower_title",
        rf"\b(?:mr|mrs|ms|miss)\.[ ]+(?P<n>[^\W\d_A-Z][\w'’-]*(?:[ ][^\W\d_A-Z][\w'’-]*)?)(?=[ ]*[,.:;!?)]|[ ](?:is|was|has|to|at|and|in|called|reports)\b|$)",
        "PATIENT", 0.6, group="n", validator=_group_ok("n", 3), flags=re.MULTILINE,
    ),
    Pattern(
        "name_lower_doctor",
        rf"\bdr\.?[ ]+(?P<n>[^\W\d_A-Z][\w'’-]*(?:[ ][a-z]\.)?)(?=[ ]*[,.:;!?)(]|[ ](?:is|was|has|to|at|and|called|said|says|wants|for|from|re)\b|$)",
        "DOCTOR", 0.6, group="n", validator=_group_ok("n", 3), flags=re.MULTILINE,
    ),
    Pattern(
        # "shea , david j. mrn 8652379" / "Ó BIORAINN , VALDIS. MRN ..." at the start of a line
        "name_last_first_cue",
        rf"(?m)^[ \t]*(?:\[[^\]\n]{{4,30}}\][ \t]*)?(?P<n>{_W}(?:[ ]{_W})?[ ]?,[ ]?{_W}(?:[ ][^\W\d_](?![^\W\d_]))?)[.,]?[ \t]+\(?(?i:mrn|dob|d\.o\.b\.|acct|age|sex|unit|room|adm|admitted|\d{{1,3}}[ -]?(?:years?|yrs?|yo|y/o|y\.o\.))\b",
        "PATIENT", 0.75, group="n", validator=lambda m: name_ok(m.group("n")) and _given_ok(m.group("n")),
    ),
    Pattern(
        "name_was_admitted",
        rf"(?m)^[ \t]*(?P<n>(?:[A-Z]\.[ ])?{_W}(?:[ ][A-Z]\.)?(?:[ ]{_W}){{1,3}})[ ]+(?i:was|is) (?i:admitted|transferred|seen|evaluated)\b",
        "PATIENT", 0.6, group="n", validator=_group_ok("n", 2),
    ),
    # ------------------------------------------------------------------ bar-separated record lines
    Pattern(
        "record_name",
        rf"(?m)(?:^|(?<=\|))[ \t]*(?P<n>{_W}(?:[ ]{_W})?[ ]?,[ ]?{_W}(?:[ ][^\W\d_]\.?)?)[ \t]*(?=\||$)",
        "PATIENT", 0.7, group="n", validator=lambda m: _record_line(m) and name_ok(m.group("n")),
    ),
    Pattern(
        # an ALL CAPS name without a comma in a record line: "| SHEM HODGKIN |"
        "record_name_caps",
        rf"(?m)(?:^|(?<=\|))[ \t]*(?P<n>{_W}(?:[ ][^\W\d_]\.?)?(?:[ ]{_W}){{1,2}})[ \t]*(?=\||$)",
        "PATIENT", 0.6, group="n",
        validator=lambda m: m.group("n").isupper() and _record_line(m) and name_ok(m.group("n")),
    ),
    Pattern(
        "record_id",
        r"(?m)(?:^|(?<=\|))[ \t]*(?P<n>(?=(?:[A-Z-]*\d){4})[A-Z0-9#][A-Z0-9-]{3,18}[A-Z0-9])[ \t]*(?=\||$)",
        "ID", 0.65, group="n", validator=_record_line,
    ),
    Pattern(
        "record_site",
        r"(?m)^[ \t]*(?P<n>[A-Z]{2,6})[ \t]*(?=\|)",
        "HOSPITAL", 0.5, group="n", validator=lambda m: _record_line(m) and m.group("n") not in _NOT_SITE,
    ),
    Pattern(
        # a site code as a field of a dated record header anywhere on the line: "9/17/2014 | DOE, JANE | FMC | 67342"
        "record_site_field",
        r"(?m)(?<=\|)[ \t]*(?P<n>[A-Z]{2,6})[ \t]*(?=\||$)",
        "HOSPITAL", 0.5, group="n", validator=lambda m: m.group("n") not in _NOT_SITE and _record_header(m),
    ),
    # ------------------------------------------------------------------ places, wards, dates
    Pattern(
        # "moved here from worcester in 1987", "called from lake sydneymouth, ph ...", "lives in concord, nh"
        "loc_after_cue",
        rf"\b(?i:moved(?: here| back)? from|moved to|called from|calling from|connected from|visiting from|lives in|living in|"
        rf"lives with (?:his|her|their|my) [a-z-]+ in|"
        rf"brought by ems from|grew up in|home in)[ ](?P<n>{_W}(?:[ ]{_W}){{0,2}})(?=[ ]*(?:[,.;]|$|[ ](?i:in|after|for|where|at|with|and)\b))",
        "LOCATION", 0.5, group="n", validator=lambda m: place_ok(m.group("n")), flags=re.MULTILINE,
    ),
    Pattern(
        # a ward named after a person or building: "admitted to Bigelow 20", "Hospital, Phillips 8B"
        "hosp_ward",
        r"(?:\b(?i:admitted|transferred|moved|sent|returned|brought|taken)[ ]to[ ](?:the[ \n])?|(?:Hospital|Center|Institute|Clinic),[ \n])"
        r"(?P<n>[A-Z][a-z]+[ ](?:\d{1,2}[A-H]?|Pavilion|Wing|Tower|Building))\b",
        "HOSPITAL", 0.6, group="n", validator=lambda m: name_ok(m.group("n").split()[0], min_len=3),
    ),
    Pattern(
        # compact day-month-year in any case: "25aug1995", "08-nov-1994", "19-OCT-09"
        "date_compact",
        r"(?<![\w-])(?P<d>\d{1,2})-?(?i:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)-?(?:19|20)?\d{2}(?![\w-])",
        "DATE", 0.8, validator=lambda m: 1 <= int(m.group("d")) <= 31,
    ),
    Pattern(
        # a year closing a line, as in lists of outside records ("* Shands 2000")
        "date_year_line_end",
        r"(?m)(?<![\d/.:,-])(?:19[5-9]\d|20[0-4]\d)(?=[ \t]*$)",
        "DATE", 0.45,
    ),
    Pattern(
        # contact lists and call notes: "kilian (granddaughter) called", "Brett Medina (uncle) - 555-0101"
        "name_before_relation_paren",
        rf"(?<![\w'’]){_NOT_LEAD}(?P<n>{_W}(?:[ ][^\W\d_]\.)?(?:[ ]{_NOT_LEAD}{_W}){{0,2}})[ ]\((?i:{_RELATION})\)",
        "PATIENT", 0.65, group="n", validator=_group_ok("n", 2),
    ),
    Pattern(
        # "Hevius Pigyrovic, a 95 year-old electrician", "H. PIGYROVIC, A 95 YEAR-OLD ..."
        "name_comma_age",
        rf"(?<![\w'’.])(?P<n>(?:[A-Z]\.[ ])?{_W}(?:[ ][A-Z]\.)?(?:[ ]{_W}){{0,2}}),[ ](?i:an?)[ ]\d{{1,3}}[ -]?(?i:years?|yrs?|yo|y/o|y\.o\.)",
        "PATIENT", 0.6, group="n", validator=_group_ok("n", 2),
    ),
    Pattern(
        # a name after a verb of contact: "did anyone reach khal quiskani about", "link sent to devin gallegos:"
        "name_after_contact_verb",
        rf"(?<![\w-])(?i:reach|reached|call|called|update(?: on)?|updated|transferring|sent to|reply from dr\.? \w+ to|spoke (?:with|to)|"
        rf"met with|saw your patient|informed|notified)[ ](?P<n>{_W}(?:[ ][^\W\d_]\.)?(?:[ ]{_W})?)"
        rf"(?=[ ](?i:about|re|regarding|to|on|at|in|back|today)\b|[ ]*[:,.?]|$)",
        "PATIENT", 0.45, group="n", validator=_group_ok("n", 3), flags=re.MULTILINE,
    ),
    Pattern(
        # initials of a clinician after "discussed with" / "d/w": "Discussed with QCN at the bedside"
        "name_initials_discussed",
        r"\b(?i:discussed with|d/w|seen with|cosigned by|per)[ ](?P<n>[^\W\d_]{2,3})(?=[ ](?i:at|and|who|on|today)\b|[ ]*[,.;]|$)",
        "DOCTOR", 0.5, group="n", flags=re.MULTILINE,
        validator=lambda m: m.group("n").isupper() and m.group("n") not in _CLINICAL_ACRONYMS
        and m.group("n").lower() not in _NOT_NAME_WORDS,
    ),
    Pattern(
        # the sender's name closing a message: "You can reach me at 555-0101. Mira Tesh", "Thanks,\nRaven"
        "name_message_signoff",
        rf"(?i:thanks|thank you|regards|best|sincerely|cheers|yours|(?:reach|call|text) me(?: back)? at[^\n]{{7,40}}?|my (?:cell|number|phone) is[^\n]{{7,40}}?)"
        rf"[,.!]?(?:[ ]|[ ]*\n)(?P<n>{_W}(?:[ ][^\W\d_]\.)?(?:[ ]{_W}){{0,2}})[ \t]*(?=\n|$)",
        "PATIENT", 0.55, group="n", validator=_group_ok("n", 2), flags=re.MULTILINE,
    ),
    Pattern(
        # a name as the subject of a charting verb: "Nurse triage 3/3: Valdis Biorainn reports ...", "shift note: drith p. refused"
        "name_subject_verb",
        rf"(?:^|[:;][ ]|\][ ])(?P<n>{_W}(?:[ ][^\W\d_]\.?)?(?:[ ]{_W}){{0,2}})[ ](?i:reports|reported|refused|refuses|denies|"
        rf"states|complains|c/o|ambulated|tolerated|presents|presented)\b",
        "PATIENT", 0.5, group="n", validator=_group_ok("n", 2), flags=re.MULTILINE,
    ),
    Pattern(
        # a clinician named after an appointment or clinic label: "Cardiology clinic: Okstyn Drefon, ..."
        "name_clinic_label",
        rf"\b(?i:appointment|clinic|follow[- ]up with|f/u with|attending physician|attending md|referring physician)"
        rf"[ \t]*:?[ \t]*\n?[ \t]*(?P<n>[A-Z][\w'’-]+(?:[ ][A-Z]\.)?(?:[ ](?:de la |de |van |da |di |el )?[A-Z][\w'’-]+){{1,2}})(?=,|\n|$)",
        "DOCTOR", 0.55, group="n", validator=_group_ok("n", 2), flags=re.MULTILINE,
    ),
    Pattern(
        # "VNA nurse Quyline Nyaiavski from ...", "nurse Mara Ekwueme called"
        "name_nurse",
        rf"\b(?i:nurse|RN|LPN|NP|midwife|therapist|social worker)[ ](?P<n>[A-Z][\w'’-]+(?:[ ][A-Z]\.)?[ ][A-Z][\w'’-]+)",
        "DOCTOR", 0.55, group="n", validator=_group_ok("n", 2),
    ),
    Pattern(
        # a lower-case clinician with a degree: "donald wallace, md |"
        "name_lower_degree",
        rf"(?<![\w'’])(?P<n>[a-z][\w'’-]{{1,40}}(?:[ ][a-z]\.)?[ ][a-z][\w'’-]{{1,40}}),?[ ](?:md|m\.d\.|do|rn|np|pa-c)(?![\w.])",
        "DOCTOR", 0.5, group="n", validator=_group_ok("n", 3),
    ),
    Pattern(
        # lower-case "city, st" after a place preposition: "lives in concord, nh", "from pueblo, colorado"
        "loc_city_state_lower",
        rf"\b(?i:in|from|to|near)[ ](?P<n>{_W}(?:[ ]{_W})?,[ ](?:{_STATE_CODES_LOWER}|(?i:{_STATE_NAMES})))(?=[ .,;]|$)",
        "LOCATION", 0.5, group="n", split=r",[ ]", validator=lambda m: place_ok(m.group("n").split(",")[0]),
        flags=re.MULTILINE,
    ),
    Pattern(
        # a ward in ALL CAPS notes or after a unit label: "ADMITTED TO WHITE 10", "UNIT: Farr 9"
        "hosp_ward_caps",
        r"(?:\b(?:ADMITTED|TRANSFERRED|MOVED|RETURNED)[ ]TO[ ](?:THE[ ])?|\b(?i:unit|ward|floor)[ \t]*:[ \t]*)"
        r"(?P<n>[A-Z][A-Za-z]+[ ](?:\d{1,2}[A-H]?|PAVILION|Pavilion|WING|Wing|TOWER|Tower))\b",
        "HOSPITAL", 0.55, group="n", validator=lambda m: name_ok(m.group("n").split()[0], min_len=3),
    ),
    Pattern(
        # a hospital written in lower case after a transfer or a signature: "d/c to holder clinic", "md, sarahtown hospital"
        "hosp_lower_cue",
        rf"(?:\b(?:d/c|discharged?|transferred|transfer|sent|admitted|drawn)[ ](?:to|at)|,[ ](?:md|do|np|rn),)[ ]"
        rf"(?P<n>{_W}(?:[ ]{_W}){{0,2}}[ ](?:hospital|medical center|clinic|heart institute|health center|infirmary|rehab))\b",
        "HOSPITAL", 0.5, group="n",
        validator=lambda m: m.group("n").islower() and place_ok(_HOSP_SUFFIX.sub("", m.group("n"))),
    ),
)
