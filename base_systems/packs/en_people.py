"""English pack, part four: people, employers and ages where ordinary English puts them.

Rules for PHI that general and clinical-communication English writes without a title or a
form label (issue #22, session 12):

* ``name_list_given``: comma lists of three or more names, most of them known given names
  (``They have 3 children: Ottilie, Bram and Kasimir``; ``siblings: eelis, aino, paavali``);
  every item is tagged, so an unknown name among known ones is found too;
* ``org_surname_firm``: three surnames joined as a firm (``Occupational health at Hale,
  Morrow and Quist``: law firms, agencies and practices named after partners);
* ``name_dialogue_speaker``: the speaker of a chat or transcript line whose name no list
  holds, when the same exchange has a speaker with a known name or a chat role
  (``Caller:``, ``Triage:``, ``Agent:``);
* ``name_dash_signoff``: the sender closing a message with a dash (``Can you call them? -
  Ottoline``, ``thx - beatrix``);
* ``name_role_first``: staff by role and given name (``Nurse Kelly``, ``RN Dez``,
  ``pharmacist Tomasz``), ``name_staff_department`` by given name and department (``per
  Tomasz in pharmacy``, ``spoke with Maria at the front desk``);
* ``org_employer_label`` (``Employer: Tamarack Paper Mill``) and ``org_cue_lower``
  (``works at costco``, ``drives for uber``: lower-case text);
* ``age_decade`` (``in her 90s``, ``IN HIS EARLY NINETIES``), ``age_words`` (``ninety-four
  years old``) and ``age_apposition`` (``Ruadhan Byrne, 94, from Galway``): ages over 89.

Known names come from the ``dictionary`` gazetteer and common words from its common-word
list (:func:`multideid.base_systems.packs.en_context.name_ok`), so no list is duplicated.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import has_stop_word, name_ok, place_ok
from multideid.base_systems.packs.en_world import (
    heading_word,
    known_person,
    known_place,
    speaker_ok,
)

# a capitalised name word, bounded (linear time on long runs)
_CW = r"[A-ZÀ-Þ][\w'’-]{0,30}(?![\w'’-])"
_LW = r"[a-zß-ÿ][\w'’-]{0,30}(?![\w'’-])"
_NOT_LEAD = (
    r"(?!(?i:the|a|an|and|or|but|so|then|when|while|if|yesterday|today|tonight|also|both|with|to|for|from|at|in|on|"
    r"by|of|our|my|his|her|their|your|this|that|dear|hi|hello|thanks|dr|mr|mrs|ms|miss|patient|pt|all|each|every|some|"
    r"none|who|which|is|are|was|were|has|have|had|will|would|can|it|its|they|we|he|she|i|you|etc|others?|more)\b)"
)
_ITEM_CAP = rf"{_NOT_LEAD}{_CW}(?:[ ](?:(?i:van|von|de|da|di|ten|ter|bin|al|el|le)[ ])?{_NOT_LEAD}{_CW})?"
_ITEM_LOW = rf"{_NOT_LEAD}{_LW}"
_SEP = r"(?:,[ ]|,?[ ](?:and|&)[ ])"
_LIST_SPLIT = r",?[ ](?:and|&)[ ]|,[ ]"


def _items(text: str) -> list[str]:
    return [w for w in re.split(_LIST_SPLIT, text) if w]


def _norm_words(item: str) -> list[str]:
    from multideid.base_systems.gazetteers import norm

    return [norm(w) for w in re.split(r"[ -]", item) if w]


@lru_cache(maxsize=1)
def _given_surname() -> tuple[frozenset[str], frozenset[str]]:
    from multideid.base_systems.gazetteers import load_gazetteer

    gz = load_gazetteer("en")
    return frozenset(gz.lists["first_names"]), frozenset(gz.lists["last_names"])


def _list_parts(m: re.Match, *, lower: bool) -> tuple[list[str], int, int] | None:
    """The list's items, how many are known given names, how many surnames only; None when
    an item is a heading word, a function word or an abbreviation, or the list is mixed case."""
    items = _items(m.group("l"))
    if len(items) < 3:
        return None
    given, surnames = _given_surname()
    first = _norm_words(items[0])
    if len(first) > 1 and (first[0] in _KEY_WORDS or (first[0] not in given and first[1] in given)):
        return None  # "Grandchildren Mary, ...": the list starts one word later (the regex is tried there too)
    n_given = n_surname = 0
    for it in items:
        if any(len(w) > 1 and w.isupper() for w in it.split()):
            return None  # "HTN, DM and CAD"
        if not lower and not all(w[0].isupper() for w in it.split() if w.lower() not in ("van", "von", "de", "da", "di", "ten", "ter", "bin", "al", "el", "le")):
            return None
        words = _norm_words(it)
        if any(heading_word(w) for w in words):
            return None
        known = [w for w in words if w in given or w in surnames]
        if not known and not name_ok(it, min_len=2):
            return None  # a common word that no list holds: "Comedy", "Mystery"
        if words and words[0] in given:
            n_given += 1
        elif known:
            n_surname += 1
    return items, n_given, n_surname


def _given_list_ok(m: re.Match) -> bool:
    got = _list_parts(m, lower=False)
    if got is None:
        return False
    items, n_given, n_surname = got
    return n_given >= max(2, (len(items) + 1) // 2) and n_given >= n_surname


def _given_list_lower_ok(m: re.Match) -> bool:
    got = _list_parts(m, lower=True)
    if got is None:
        return False
    items, n_given, _ = got
    # lower-case text has no capital to go by: all but one item must be known given names
    return n_given >= len(items) - 1 and n_given >= 3


def _firm_ok(m: re.Match) -> bool:
    items = _items(m.group("l"))
    if len(items) != 3:
        return False
    given, surnames = _given_surname()
    words = [_norm_words(it) for it in items]
    if any(len(w) != 1 or heading_word(w[0]) for w in words):
        return False
    n_surname = sum(w[0] in surnames for w in words)
    n_given_only = sum(w[0] in given and w[0] not in surnames for w in words)
    return n_surname >= 2 and n_given_only == 0


# ------------------------------------------------------------------ chat speakers
_SPEAKER_LINE = re.compile(
    r"(?m)^[ \t>]*(?:\[[^\]\n]{1,20}\][ \t]*)?(?P<n>(?:Dr\.?[ ])?[^\W\d_][\w'’-]{0,30}(?![\w'’-])"
    r"(?:[ ][^\W\d_][\w'’.-]{0,30}(?![\w'’.-])){0,2})[ \t]*:[ \t]+(?=[\"“'‘]?[^\W\d_])"
)
_CHAT_ROLES = frozenset(
    "caller triage agent operator interpreter user rep support bot assistant receptionist mom dad me you "
    "customer client host guest interviewer scheduler coordinator staff team".split()
)
# key-value labels of chat exports and family lists: "Topic: follow-up", "Children: Ana (5), ..."
_KEY_WORDS = frozenset(
    """topic category priority channel outcome queue status mood subject type reason result member guest
    children grandchildren grandparents parents siblings sons daughters brothers sisters relatives kids
    department division service section source via method mode platform language urgency""".split()
)


@lru_cache(maxsize=8)
def _dialogue_evidence(text: str) -> frozenset[str]:
    """Speaker labels of the text's chat lines when it holds an exchange: two distinct
    speakers or more, one of them a known given name or surname, a ``Dr.`` or a chat role."""
    labels = [m.group("n") for m in _SPEAKER_LINE.finditer(text)]
    if len(set(labels)) < 2:
        return frozenset()
    for lab in set(labels):
        low = lab.lower()
        if low in _CHAT_ROLES or low.startswith("dr") and " " in low or speaker_ok(lab):
            return frozenset(labels)
    return frozenset()


def _dialogue_speaker_ok(m: re.Match) -> bool:
    lab = m.group("n")
    if lab.lower() in _CHAT_ROLES or lab.lower().startswith("dr") or not lab[0].isupper():
        return False
    if any(len(w) > 1 and w.isupper() for w in lab.split()):
        return False
    words = _norm_words(lab)
    if any(heading_word(w) or w in _KEY_WORDS for w in words) or not name_ok(lab, min_len=2):
        return False
    # a speech line, not a key-value pair ("Priority: routine"): three words or more, or a question
    line = m.string[m.end():m.string.find("\n", m.end()) if "\n" in m.string[m.end():] else len(m.string)]
    if len(line.split()) < 3 and not line.rstrip().endswith("?"):
        return False
    return lab in _dialogue_evidence(m.string)


# ------------------------------------------------------------------ staff by role and given name
_ROLE = (
    r"(?:[Nn]urse|RN|LPN|CNA|NP|[Pp]harmacist|[Mm]idwife|[Dd]oula|[Cc]haplain|[Dd]ietitian|[Tt]herapist|"
    r"[Ss]ocial [Ww]orker|[Cc]ase [Mm]anager|[Cc]oordinator|[Nn]avigator|[Ss]cribe|[Ii]nterpreter|[Pp]aramedic|[Mm]edic|[Tt]ech)"
)
_DEPARTMENT = (
    r"(?:pharmacy|the pharmacy|front desk|the front desk|billing|scheduling|registration|admissions|medical records|"
    r"records|radiology|the lab|lab|case management|social work|nursing|triage|physical therapy|PT|OT|dietary|"
    r"nutrition|transport|security|IT|reception|the desk|the call center|call center|hospice|home health|"
    r"the ICU|ICU|the ED|ED|the ER|ER|dialysis|infusion|endoscopy|cardiology|oncology|the clinic|clinic|the office|the unit)"
)
_STAFF_CUE = r"(?:per|with|to|from|by|paged|called|asked|told|cc|cc'd|messaged|texted)"


def _given_ok(m: re.Match) -> bool:
    """A known given name, or any name word followed by a verb of contact ("RN Dez will call")."""
    n = m.group("n")
    if not name_ok(n, min_len=2) or heading_word(n.lower()):
        return False
    return bool(m.group("v")) or _norm_words(n)[0] in _given_surname()[0]


def _word_ok(m: re.Match) -> bool:
    n = m.group("n")
    return name_ok(n, min_len=3) and not heading_word(n.lower()) and n.lower() not in _KEY_WORDS


_STATUS_WORDS = frozenset(
    "none done pending complete completed resolved negative positive normal abnormal noted declined cancelled canceled "
    "closed signed reviewed sent stable unchanged improved worse better same tbd unknown n/a na nil ok okay".split()
)


def _signoff_ok(m: re.Match) -> bool:
    """A sender's name closing a line, not a status word ("- Pending", "- Resolved"): verb forms
    ending in -ed/-ing only when they are known given names."""
    n = m.group("n")
    if not _word_ok(m) or n.lower() in _STATUS_WORDS:
        return False
    return not re.search(r"(?:ed|ing)$", n.lower()) or _norm_words(n)[0] in _given_surname()[0]


# words of a service or system in a message header ("To: Primary Care", "From: Pharmacy Services")
_SERVICE_WORDS = frozenset(
    """care primary services service team clinic clinics department dept office pharmacy nursing scheduling billing
    health medical center centre group desk portal system support admin administration lab laboratory unit
    practice inbox pool queue line nurse nurses doctor doctors provider providers triage records registration
    radiology cardiology oncology surgery medicine hospital hospice infusion imaging rehab therapy wellness""".split()
)


# ------------------------------------------------------------------ employers
_NO_EMPLOYER = re.compile(
    r"(?i)^(?:none|n/?a|unknown|unemployed|retired|self|self[- ]employed|disabled|disability|homemaker|student|"
    r"not employed|not working|on disability|home|housewife|stay[- ]at[- ]home.*|same|denies|-+)$"
)
_LOWER_CUE = r"(?:works? (?:at|for)|worked (?:at|for)|working (?:at|for)|employed (?:at|by)|drives? for|delivers? for|job at|shifts? at|retired from|laid off from)"

def _title_name(value: str) -> bool:
    """Two or more words, every one capitalised: a business name even of common words ("Lucky Nails")."""
    words = value.split()
    return len(words) >= 2 and all(w[0].isupper() or w in ("&", "and", "of", "the") for w in words)


def _org_value_ok(value: str) -> bool:
    """An employer's name: one word at least that is not a common word ("Hollins Middle School")."""
    return any(name_ok(w, min_len=3) for w in value.split())


# ------------------------------------------------------------------ travel and places
# strong travel words: the place after them may be any name; weaker ones need a known place
_TRAVEL_STRONG = r"(?:flew|flies|fly|flying|trip|travel|vacation|vacationing|holiday|travel(?:l)?ed|travel(?:l)?ing|travels|deployed|immigrated|emigrated)"
_TRAVEL_WEAK = r"(?:went|goes|going|drove|returned|came back|got back|back|visiting|visited|visit|relocated|relocating|staying|stays|stayed|be|am|'m|is|was)"
_STATE_LOWER = (
    "al|ak|az|ar|ca|co|ct|de|dc|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|"
    "oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy"
)


def _travel_ok(m: re.Match) -> bool:
    n = m.group("n")
    if world_region(n):  # continents and world regions are not PHI ("long stays in Asia")
        return False
    if known_place(n):
        return True
    return bool(m.group("strong")) and place_ok(n) and not heading_word(n.split()[0].lower())


# ------------------------------------------------------------------ ages over 89
_TENS = r"(?:ninety|one hundred)"
_UNITS = r"(?:one|two|three|four|five|six|seven|eight|nine)"
_AGE_WORD = rf"(?:{_TENS}(?:[- ]{_UNITS})?|one hundred (?:and )?(?:one|two|three|four|five|six|seven|eight|nine|ten))"


def _age_ok(m: re.Match) -> bool:
    return 90 <= int(m.group("n")) <= 120


# ------------------------------------------------------------------ checks of older en.py rules
# a name a title or label announces is never a pronoun, function word or verb ("Patient: She
# ate", "HER PARTNER, WHO IS", "RN FROM WOUND CARE"); common words stay (names such as "Will Rose")
def titled_name_ok(m: re.Match) -> bool:
    return not has_stop_word(m.group("n"))


# "CC:" heads the chief complaint of a note ("CC: Fall at home") as well as a copy list: one
# word after it is a complaint unless it is a known given name or surname
_CC_LABEL = re.compile(r"(?i)(?:^|\n)[ \t]*cc[ \t]*:")


def labelled_name_ok(m: re.Match) -> bool:
    if has_stop_word(m.group("n")):
        return False
    return not (_CC_LABEL.match(m.group(0)) and len(m.group("n").split()) < 2
                and not (known_person(m.group("n")) and name_ok(m.group("n"), min_len=2)))


# a specialty in parentheses after a credential is not a user name: "Rhonda Sparks, MD (nephrology)"
SPECIALTY_END = re.compile(r"(?i)(?:ology|iatry|iatrics|ics|medicine|surgery|care|service|team|clinic)$")


PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "name_list_given",
        rf"(?<![\w'’.-])(?=(?P<l>{_ITEM_CAP}(?:{_SEP}{_ITEM_CAP}){{2,11}})(?![\w'’-]))",
        "PATIENT", 0.55, group="l", split=_LIST_SPLIT, validator=_given_list_ok,
        anchor=rf"{_CW}{_SEP}{_CW}", anchor_window=200,
    ),
    Pattern(
        "name_list_given_lower",
        rf"(?<![\w'’.-])(?=(?P<l>{_ITEM_LOW}(?:{_SEP}{_ITEM_LOW}){{2,11}})(?![\w'’-]))",
        "PATIENT", 0.5, group="l", split=_LIST_SPLIT, validator=_given_list_lower_ok,
        anchor=rf"{_LW},[ ]{_LW}(?:,[ ]|,?[ ](?:and|&)[ ])", anchor_window=200,
    ),
    Pattern(
        "org_surname_firm",
        rf"(?<![\w'’.-])(?P<l>{_NOT_LEAD}{_CW},[ ]{_NOT_LEAD}{_CW},?[ ](?:and|&)[ ]{_NOT_LEAD}{_CW})(?![\w'’-]|,[ ][A-Z])",
        "ORGANIZATION", 0.55, group="l", validator=_firm_ok, anchor=rf",[ ]{_CW},?[ ](?:and|&)[ ]{_CW}", anchor_window=60,
    ),
    Pattern(
        "name_dialogue_speaker", _SPEAKER_LINE.pattern, "PATIENT", 0.5, group="n", validator=_dialogue_speaker_ok,
    ),
    Pattern(
        # "Can you call them? - Ottoline", "thx - beatrix", "Will call back. -Dez, RN" closing a line
        "name_dash_signoff",
        rf"(?:[.!?]|\b(?i:thx|thanks|ty|tia))[ \t]+[-–—~][ ]?(?P<n>{_CW}|{_LW})(?:,[ ]?(?:RN|LPN|MA|CMA|NP|PA|MD|SW))?[ \t]*$",
        "DOCTOR", 0.5, group="n", validator=_signoff_ok, flags=re.MULTILINE,
    ),
    Pattern(
        # "Nurse Kelly", "RN Dez will call", "pharmacist Tomasz": a role and a given name alone
        "name_role_first",
        rf"\b{_ROLE}[ ](?P<n>{_CW})(?![ ][A-Z])(?![\w'’-])"
        r"(?:(?=(?P<v>[ ](?:called|calls|will|said|says|notified|reports|reported|is|was|from|here|aware|paged|returned)\b)))?",
        "DOCTOR", 0.55, group="n", validator=_given_ok,
    ),
    Pattern(
        # "per Tomasz in pharmacy", "spoke with Maria at the front desk", "Dez from billing called"
        "name_staff_department",
        rf"(?:\b{_STAFF_CUE}[ ]|^|\.[ ])(?P<n>{_CW})[ ](?:in|at|from|of|with)[ ]{_DEPARTMENT}\b",
        "DOCTOR", 0.5, group="n", validator=_word_ok, flags=re.MULTILINE,
    ),
    Pattern(
        # "can someone let sigrun know her labs are normal", "please let Tavi Morrow know"
        "name_let_know",
        rf"\b(?i:let)[ ](?P<n>{_CW}(?:[ ]{_CW})?|{_LW}(?:[ ]{_LW})?)[ ](?i:know)\b",
        "PATIENT", 0.5, group="n", validator=lambda m: name_ok(m.group("n"), min_len=3) and not heading_word(m.group("n").lower()),
    ),
    Pattern(
        # message headers: "From: Yusrielle Tammond", "To: Harlo Vinterberg, MD", "Caller: Pellinore Quastlebury"
        "name_message_header",
        rf"(?m)^[ \t>]*(?i:from|to|caller|sender|recipient|accompanied by|interpreter)[ \t]*:[ \t]*"
        rf"(?P<n>{_CW}(?:[ ][A-Z]\.)?(?:[ ](?:(?i:van|von|de|der|den|da|di|du|le|la|ter|ten|bin|ibn|al|el)[ ]){{0,2}}{_CW}){{1,2}})(?=[ \t]*(?:[,<(]|$))",
        "PATIENT", 0.6, group="n", validator=lambda m: name_ok(m.group("n"), min_len=2)
        and not any(heading_word(w) or w in _SERVICE_WORDS for w in _norm_words(m.group("n"))),
    ),
    Pattern(
        # "Employer: Tamarack Paper Mill (laid off 2022)", "School: Hollins Middle School"
        "org_employer_label",
        r"(?im)^[ \t]*(?:employer|current employer|former employer|place of employment|workplace|company|school)[ \t]*:[ \t]*"
        r"(?P<o>[^\W\d_][^\n(;,:]{1,60}?)(?=[ \t]*(?:[(;,.]|$)|[ \t]{3,}|\t)",
        "ORGANIZATION", 0.6, group="o", validator=lambda m: not _NO_EMPLOYER.match(m.group("o").strip())
        and m.group("o")[0].isupper() and (_org_value_ok(m.group("o")) or _title_name(m.group("o"))),
    ),
    Pattern(
        # lower-case text: "pt works at costco in tacoma", "now drives for uber."
        "org_cue_lower",
        rf"\b{_LOWER_CUE}[ ](?P<o>{_LW}(?:[ ]{_LW})?)(?=[ ]*(?:[,.;)]|$)|[ ](?:in|as|since|for|until|on|and|x)\b)",
        "ORGANIZATION", 0.45, group="o", flags=re.MULTILINE,
        validator=lambda m: m.group("o").islower() and name_ok(m.group("o"), min_len=3),
    ),
    Pattern(
        # "flew to Reykjavik on Saturday", "I'll be in Luisstad for a wedding", "recent travel to Guatemala"
        "loc_travel",
        rf"(?:\b(?P<strong>(?i:{_TRAVEL_STRONG}))|\b(?i:{_TRAVEL_WEAK}))[ ](?:(?i:back|home|here|up|down|out|over|abroad)[ ])?"
        rf"(?i:to|from|in)[ ](?P<n>{_CW}(?:[ ](?:(?i:de|del|da|do|di|la|le|of|upon|on|am|an|im)[ ])?{_CW}){{0,2}})"
        rf"(?=[ ]*(?:[,.;:!?)]|$)|[ ](?i:for|on|every|next|last|this|in|to|and|until|with|since|after|before|twice|once)\b)",
        "LOCATION", 0.55, group="n", validator=_travel_ok, flags=re.MULTILINE,
        anchor=rf"\b(?i:{_TRAVEL_STRONG}|{_TRAVEL_WEAK})[ ](?:(?i:back|home|here|up|down|out|over|abroad)[ ])?(?i:to|from|in)[ ][A-ZÀ-Þ]",
        anchor_window=120,
    ),
    Pattern(
        # the town and state code of a lower-case address: "69083 jane common, pueblo, co 56882"
        "loc_city_state_zip_lower",
        rf"(?<=,[ ])(?P<n>{_LW}(?:[ ]{_LW}){{0,2}},[ ](?:{_STATE_LOWER}))(?=[ ]\d{{5}}(?:-\d{{4}})?\b)",
        "LOCATION", 0.6, group="n", split=r",[ ]",
        validator=lambda m: known_place(m.group("n").split(",")[0]) or place_ok(m.group("n").split(",")[0]),
    ),
    Pattern(
        "loc_country_after_postcode",
        r"(?:\b[A-Z]{1,2}\d[A-Z\d]?[ ]\d[A-Z]{2}|\b[A-Z]\d[A-Z][ ]\d[A-Z]\d|\b\d{5}(?:-\d{4})?),[ ](?P<n>UK|U\.K\.|USA|U\.S\.A\.|U\.S\.|Canada|England|Scotland|Wales|Northern Ireland|Ireland)\b",
        "LOCATION", 0.7, group="n",
    ),
    Pattern(
        # "she is in her 90s", "HE IS IN HIS EARLY NINETIES", "a man in his mid-90s"
        "age_decade",
        r"\b(?i:in[ ](?:his|her|their)[ ](?:(?:early|mid|late)[- ])?)(?P<n>(?i:9\d|1[01]\d)['’]?[sS]|(?i:nineties|90['’]s))\b",
        "AGE", 0.75, group="n",
    ),
    Pattern(
        # "ninety-four years old", "one hundred and two year-old"
        "age_words",
        rf"\b(?P<n>(?i:{_AGE_WORD}))(?=[ -](?i:years?[ -]old|yrs?[ -]old|year-old)\b)",
        "AGE", 0.75, group="n",
    ),
    Pattern(
        # "aged ninety", "turned one hundred"
        "age_words_cue",
        rf"\b(?i:aged|age|turned|turns|turning)[ ](?P<n>(?i:{_AGE_WORD}))\b",
        "AGE", 0.75, group="n",
    ),
    Pattern(
        # "Ruadhan Byrne, 94, from Galway", "Mrs. Ekdahl, 101, lives alone"
        "age_apposition",
        r"(?<=[A-Za-zÀ-ÿ.]),[ ](?P<n>\d{2,3}),[ ](?=(?i:from|of|is|was|lives|who|has|had|presents|presented|died|still|a|an|the|with|widow|widower|retired)\b)",
        "AGE", 0.6, group="n", validator=_age_ok,
    ),
)

# organisations, facilities and employers by name and by shape; professions in forms and
# appositions (session 13: packs/en_orgs.py, packs/en_jobs.py), appended here so en.py is untouched
from multideid.base_systems.packs.en_jobs import PATTERNS as _JOB_PATTERNS  # noqa: E402
from multideid.base_systems.packs.en_orgs import PATTERNS as _ORG_PATTERNS  # noqa: E402
from multideid.base_systems.packs.en_org4 import PATTERNS as _ORG4_PATTERNS  # noqa: E402  (session 14)
from multideid.base_systems.packs.en_places import world_region  # noqa: E402

PATTERNS = PATTERNS + _ORG_PATTERNS + _JOB_PATTERNS + _ORG4_PATTERNS
