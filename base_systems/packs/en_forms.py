"""English pack, part five: people and values in forms, tables and hand-off lists.

Forms, exports and hand-offs name people by the **field** they fill, not by a title:

* ``name_role_label``: a name after a lay person's field label, at the start of a field
  (``Employee: Delroy Haskins-Mbeki``, ``Pt: Cornelius Page``, ``Guarantor: Rafferty, Colleen``,
  ``RE: Perpetua Alvarado-Quist``, ``Participant: ...``);
* ``name_staff_label``: one or more staff names after a care role's field label
  (``RN: Hope Mbatha``, ``Charge: Ravi``, ``Crew: K. Abernathy (P), J. Ruiz-Oduya (EMT-B)``,
  ``Pharmacist: Tran, Minh``, ``Off-going: Colm``, ``Called by: Tamsin``);
* ``name_staff_paren``: a name followed by a care role in parentheses
  (``Notified Yusupova (hospitalist)``, ``with Farah (RN)``);
* ``table_*``: cells of table columns whose header names the value
  (:class:`~multideid.base_systems.packs.tables.ColumnPattern`): ``patient``/``name``/``initials``
  columns (PATIENT), ``provider`` columns (DOCTOR, or USERNAME for a login name), ``mrn``/``id``
  columns (ID), ``age`` columns over 89 (AGE), ``dob``/``date`` columns (DATE), ``phone``
  columns (PHONE), ``site``/``clinic`` columns (HOSPITAL), ``city``/``address`` columns (LOCATION).

A field starts at a line start or after a field separator (two spaces, a tab, ``|`` or ``;``)
and the value must end the field (end of line, a separator, a comma or parenthesis, or the next
``Label:``), so running prose ("the patient: ...") does not fire.  Names are checked against
the common-word and heading lists (:func:`~multideid.base_systems.packs.en_context.name_ok`
family), with known given names allowed even when they are words (``Hope``, ``Will``).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_world import heading_word, known_person
from multideid.base_systems.packs.tables import ColumnPattern
from multideid.base_systems.word_freq import freq_class

__all__ = ["CREDENTIAL", "INITIAL", "NAME_WORD", "PARTICLE", "PATTERNS", "PERSON", "RELATION", "given_name", "person_ok"]

# a name word: Title-case (hyphens and apostrophes inside: O'Rourke-Tui, Haskins-Mbeki) or ALL CAPS
_W = r"(?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þa-zß-öø-ÿ][a-zß-öø-ÿ'’]+)*|[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’]+(?:-[A-ZÀ-ÖØ-Þ]+)*)"
_INI = r"(?:[A-Z]\.|[A-Z](?=[ ][A-Z][a-z]))"
_PARTICLES = frozenset(["van", "von", "de", "der", "den", "da", "di", "du", "del", "della", "le", "la", "ter", "ten", "bin", "binti", "ibn", "al", "el", "ó", "ní", "mac", "mc"])
_PART = rf"(?:(?i:{'|'.join(sorted(_PARTICLES, key=len, reverse=True))})[ ])"
# credentials after a name end it: "Ekaterina Volkov-Hale, LCSW"
_CRED = (
    r"(?:RN|LPN|LVN|CNA|NP|APRN|PA-C|PA|MD|DO|MBBS|MRCP|MRCGP|FRCSC|FRCPC|FRACP|LCSW|LICSW|MSW|BSN|MSN|DNP|PhD|"
    r"PharmD|RPh|OTR/L|OTR|PT|DPT|SLP|CCC-SLP|RD|RDN|CRC|CCRC|EMT-[A-Z]|EMT|Esq|MPH|FNP|FNP-C|ANP|CNM|CRNA)(?![\w/-])"
)
# First [M.] [particles] Last [Last2] | F. [M.] Last | Last, First [M.] | a given name alone
_PERSON = (
    rf"(?:{_W}(?:[ ]{_W})?,[ ]?(?!{_CRED})(?:Ma\.[ ])?{_W}(?:[ ](?!{_CRED}){_W}){{0,2}}(?:[ ]{_INI}|[ ][A-Z](?![\w.]))?"
    rf"|(?:{_INI}[ ]?){{1,2}}{_PART}{{0,2}}{_W}"
    rf"|{_W}(?:[ ]\"{_W}\")?(?:[ ]{_INI})?(?:[ ]{_PART}{{0,2}}{_W}){{0,2}}(?:[ ]{_INI})?)"
)
# where a field starts: a line start (after bullets) or a separator inside the line
_FIELD_START = r"(?:(?:^|\n)[ \t>*•-]*|(?<![ ])[ ]{2,}(?![ ])|\t|[|;][ \t]*|(?<=\.)[ ](?=[A-Z])|[ ]/[ ])"
# where the value ends: the line or the field ends, or the next "Label:" begins
_FIELD_END = (
    r"(?=[ \t]*(?:$|\n|[,;|(\t])|[ ]{2,}|[ ]+[A-Z][A-Za-z/#.-]{0,20}(?:[ ][A-Za-z/#.-]{1,15})?[ ]?:"
    r"|\.?[ ]+(?:(?:Member|Policy|Group|Acct|Account|Patient|Pt|Study|Claim)[ ])?(?:ID|No\.?|#|Number|DOB|MRN)\b)"
)

_LAY_ROLES = (
    r"patient|patient name|pt|pt name|name|re|employee|student|participant|subject|subscriber|guarantor|insured|"
    r"member|member name|client|resident|child|infant|candidate|claimant|applicant|caregiver|care giver|guardian|"
    r"legal guardian|parent|mother|father|next of kin|nok|emergency contact|contact person|spouse|decedent|deceased|"
    r"adjuster|witness|beneficiary|policy holder|policyholder|cardholder|donor|recipient|inmate|detainee|prisoner|"
    r"offender|veteran|soldier|service member|woman|mother-to-be|baby|newborn|caller|informant|historian|visitor|"
    r"signed|signature|name \(last, first\)|name \(last,first\)|last, first|surname, forename|"
    r"(?:discharge )?instructions for|letter for|results for|prescription for|care plan for|report for"
)
_STAFF_ROLES = (
    r"rn|lpn|lvn|cna|np|aprn|pa|pa-c|md|do|sn|sw|msw|lcsw|ot|slp|rt|cm|pharmd|crna|emt|medic|paramedic|crew|"
    r"charge|charge rn|charge nurse|triage|triage rn|triage nurse|primary rn|primary nurse|nurse|bedside rn|"
    r"physician|provider|attending|resident|fellow|intern|surgeon|assistant|asst|anesthesia|anesthesiologist|"
    r"pharmacist|therapist|tech|technician|technologist|sonographer|radiologist|pathologist|dietitian|dietician|"
    r"chaplain|scribe|case manager|rn case manager|care manager|social worker|counselor|counsellor|coordinator|"
    r"navigator|off-going|offgoing|oncoming|on-coming|outgoing|incoming|relief|reliever|supervisor|"
    r"submitting physician|referring physician|referring provider|referring practitioner|referring doctor|"
    r"ordering provider|ordering physician|pcp|gp|consultant|registrar|midwife|cc|"
    r"called by|reported by|performed by|read by|reviewed by|verified by|released by|typed by|typed up by|"
    r"transcribed by|prepared by|completed by|collected by|seen by|examined by|interpreted by|triaged by|"
    r"person obtaining consent|consent obtained by|obtained by|screened by|entered by"
)
# the care roles a name may carry in parentheses: "Farah (RN)", "Yusupova (hospitalist)"
_PAREN_ROLES = (
    r"rn|lpn|lvn|cna|np|pa|pa-c|md|do|emt(?:-[a-z])?|medic|paramedic|charge|charge rn|charge nurse|"
    r"hospitalist|intensivist|resident|attending|fellow|intern|pharmacist|sw|msw|case manager|cm|pt|ot|slp|rt|"
    r"anesthesia|anesthesiologist|surgeon|radiologist|pathologist|dietitian|chaplain|scribe|core lab|lab|"
    r"nephrology|cardiology|neurology|oncology|surgery|[a-z]+ on call|on call|on-call|night float|moonlighter"
)

# words that open a clause, not a name: "Notified Yusupova (hospitalist)" starts at "Yusupova"
_NOT_LEAD = (
    r"(?!(?i:notified|paged|called|texted|messaged|discussed|spoke|spoken|talked|with|per|by|to|from|and|or|the|"
    r"dr|mr|mrs|ms|nurse|patient|pt|seen|reviewed|d/w|case|plan|note|call|page|sent|told|asked|via)\b)"
)

# words of services, specialties and places of care: never a person's name in a staff field
_SERVICE = frozenset(
    ["medicine", "surgery", "internal", "family", "emergency", "urgent", "primary", "care", "health", "services", "service", "team", "unit", "clinic", "department", "dept", "lab", "laboratory", "imaging", "pharmacy", "nursing", "therapy", "rehab", "rehabilitation", "hospital", "center", "centre", "medical", "group", "associates", "practice", "office", "staff", "hospitalist", "hospitalists", "oncall", "on-call", "cardiology", "neurology", "oncology", "radiology", "pathology", "pediatrics", "paediatrics", "psychiatry", "dermatology", "orthopedics", "orthopaedics", "urology", "nephrology", "gastroenterology", "pulmonology", "endocrinology", "rheumatology", "obstetrics", "gynecology", "anesthesia", "anaesthesia", "icu", "ed", "er", "or", "pacu", "floor", "ward", "desk", "front", "billing", "scheduling", "triage", "admissions", "registration", "practitioner", "manager", "navigator", "educator", "coordinator", "specialist", "supervisor", "aide", "assistant", "champion", "station", "note", "notes", "report", "visit", "call", "on", "off", "duty", "shift"]
)

_LABEL_NOISE = frozenset(
    ["na", "n/a", "none", "unknown", "self", "same", "pending", "tbd", "deceased", "declined", "refused", "other", "see", "above", "below", "yes", "no", "male", "female", "m", "f", "x"]
)


def person_ok(text: str) -> bool:
    """A name in a field: not an answer (``N/A``, ``Self``, ``Male``), no heading or label word;
    each word of two letters or more a name of the gazetteer or a word no common-word list holds
    (so ``Hope Mbatha`` passes, ``Notified Yusupova`` does not)."""
    words = [w.strip(".,\"'’") for w in re.split(r"[ ,]+", text) if w.strip(".,\"'’")]
    if not words or " ".join(words).lower() in _LABEL_NOISE:
        return False
    long_words = [w for w in words if len(w.replace(".", "")) > 1]
    if not long_words or any(heading_word(w.lower()) or w.lower() in _SERVICE for w in long_words):
        return False
    return all(known_person(w) or name_ok(w, min_len=2) for w in long_words)


def _group_ok(m: re.Match) -> bool:
    return person_ok(m.group("n"))


def _lay_ok(m: re.Match) -> bool:
    """A lay person's field (``Pt:``, ``RE:``, ``Employee:``) also holds findings and subjects
    (``Pt: Afebrile, ...``, ``RE: Prior Authorization``): a word of the value must be a name
    the gazetteer knows, or the value has two words or more, all rare in general English
    (Zipf class <= 2 in the ``wordfreq`` list: ``Perpetua Alvarado-Quist``, not ``Prior
    Authorization``)."""
    n = m.group("n")
    if not person_ok(n):
        return False
    words = [w.strip(".,") for w in re.split(r"[ ,]+", n) if len(w.strip(".,")) > 1 and w.lower() not in _PARTICLES]
    if any(known_person(w) for w in words):
        return True
    return len(words) >= 2 and all(freq_class(w.lower(), "en") <= 2 for w in words)


def _list_ok(m: re.Match) -> bool:
    parts = [p for p in re.split(r",[ ]|[ ](?:and|&|/)[ ]|[ ]?\([^)\n]*\)", m.group("n")) if p.strip(" ,")]
    return bool(parts) and all(person_ok(p.strip(" ,")) for p in parts)


_PERSON_LIST = (
    rf"{_PERSON}(?:[ ]\([^()\n]{{1,24}}\))?"
    rf"(?:(?:,[ ]|[ ](?:and|&|/)[ ])(?!{_CRED}){_PERSON}(?:[ ]\([^()\n]{{1,24}}\))?){{0,4}}"
)

# --------------------------------------------------------------------- table columns
_NAME_CELL = rf"(?:{_W}|{_INI}|[A-Z]\.[A-Z]\.(?:-[A-Z]\.)?)(?:[ ]?,?[ ]?(?:{_W}|{_INI}|[A-Z](?![\w]))){{0,3}}|(?:[A-Z]\.){{2,3}}(?:-[A-Z]\.)?"
_LOGIN_CELL = r"[a-z][a-z0-9._-]{2,30}[a-z0-9]"
_ID_CELL = r"(?=[^\n]*\d)[A-Za-z0-9#][A-Za-z0-9#/._-]{2,29}(?:[ ][A-Za-z0-9]{1,6}){0,2}"
_H_PATIENT = (
    r"(?:patient|pt|client|member|subscriber|guarantor|student|resident|participant|employee|caller|contact|"
    r"next of kin|nok|emergency contact|parent|guardian)(?:[ _](?:name|full name))?|name|full name|"
    r"(?:first|last|given|family|middle)[ _]?name|surname|forename|(?:pt|patient|subject|participant)?[ _]?initials"
)
_H_STAFF = (
    r"provider|physician|doctor|clinician|attending|pcp|gp|surgeon|nurse|rn|md|therapist|pharmacist|practitioner|"
    r"(?:referring|ordering|rendering|treating|primary|assigned)[ _](?:provider|physician|doctor|clinician|nurse)|"
    r"seen[ _]by|signed[ _]by|staff|author|screener|screened[ _]by|entered[ _]by|created[ _]by|modified[ _]by|user|username|user[ _]id|"
    r"login|consenter|coordinator|technician|tech"
)
_H_ID = (
    r"(?:appt|appointment|encounter|enc|visit|account|acct|case|claim|member|policy|subscriber|record|study|"
    r"subject|screening|screen|sample|specimen|order|requisition|ticket|device|employee|badge|patient|pt|"
    r"participant|accession|episode|admission|referral|auth|authorization|prior auth|rx|prescription)[ _]?"
    r"(?:id|no\.?|number|#|num)|id|mrn|csn|fin|urn|uhid|nhi|chi|nhs no|nhs number|accession|acct|account|"
    r"claim|case|serial|serial no|badge"
)
_H_AGE = r"age|age[ _]?\((?:y|yr|yrs|years)\)|age[ _](?:y|yr|yrs|years)|age at (?:visit|death|enrol+ment|consent)"
_H_DATE = (
    r"dob|d\.o\.b\.|date of birth|birth ?date|birthdate|(?:admit|admission|discharge|visit|appt|appointment|"
    r"service|procedure|surgery|collection|collected|received|death|consent|enrol+ment|screening|screen|injury|"
    r"referral)[ _]?date|date|dos|date of service|date of death|dod"
)
_H_PHONE = r"phone|tel|telephone|mobile|cell|cell phone|home phone|work phone|contact (?:no|number|phone)|phone (?:no|number)"
_H_SITE = r"site|clinic|facility|hospital|practice|location code|site code|dept site|clinic site"
_H_PLACE = r"address|street|street address|city|town|suburb|county|zip|zip code|postcode|post code|postal code"


_RELATION = (
    r"son|daughter|wife|husband|partner|mother|mom|mum|father|dad|brother|sister|sibling|aunt|uncle|niece|nephew|"
    r"cousin|grandson|granddaughter|grandchild|grandmother|grandfather|grandma|grandpa|granny|fianc[eé]e?|girlfriend|"
    r"boyfriend|spouse|stepson|stepdaughter|stepmother|stepfather|twin|neighbou?r|friend|caregiver|roommate"
)
_CARE_TITLE = r"Nurse|NURSE|Sister|Sr\.?|Matron|Midwife|Charge Nurse|Supervisor|Pharmacist|Therapist|Chaplain|Tech"


def given_name(word: str) -> bool:
    """True when ``word`` is a given name of the English gazetteer (any case)."""
    from multideid.base_systems.gazetteers import load_gazetteer, norm

    return norm(word) in load_gazetteer("en").lists["first_names"]


def _given_list_ok(m: re.Match) -> bool:
    """Each item a given name of the gazetteer: after a relation word even the names that are
    words (``son Will``, ``daughters Constance and Lark``, ``Daughter Hope``)."""
    items = [w for w in re.split(r",[ ]|,?[ ](?:and|&)[ ]", m.group("n")) if w]
    if not items or any(heading_word(w.lower()) for w in items):
        return False
    return all(given_name(w) or (len(items) > 1 and name_ok(w, min_len=3)) for w in items) and any(given_name(w) for w in items)


def _nick_ok(m: re.Match) -> bool:
    return person_ok(m.group("n").replace('"', ""))


def _dob_name_ok(m: re.Match) -> bool:
    """A name before a date of birth; in lower case (messages) two words or a known given name."""
    n = m.group("n")
    if not person_ok(n):
        return False
    words = n.replace(",", " ").split()
    if any(re.search(r"(?i)(?:ed|ing)$", w) and not known_person(w) for w in words):
        return False  # "Verified DOB", "Confirming dob"
    return len(words) >= 2 or known_person(words[0])


def _age_cell_ok(m: re.Match) -> bool:
    return 90 <= int(m.group(0)) <= 125


def _login_ok(m: re.Match) -> bool:
    v = m.group(0)
    return (any(c.isdigit() or c in "._" for c in v) or len(v) >= 6) and not heading_word(v) and v not in _LABEL_NOISE


def _date_cell_ok(m: re.Match) -> bool:
    return sum(c.isdigit() for c in m.group(0)) >= 2


# the public names of the regex pieces other English modules build on (en_roles)
NAME_WORD, INITIAL, PARTICLE, CREDENTIAL, RELATION = _W, _INI, _PART, _CRED, _RELATION
#: a person's name: up to two initials, then one to three name words (a particle before a later one)
PERSON = rf"(?:{_INI}[ ]?){{0,2}}{_W}(?:[ ](?:{_PART})?{_W}){{0,2}}"

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "name_role_label",
        rf"{_FIELD_START}(?i:{_LAY_ROLES})[ \t]*:[ \t]*"
        rf"(?:(?i:baby|infant|our client|client|mr|mrs|ms|miss|mx|master|dr)\.?[ ])?(?P<n>{_PERSON}){_FIELD_END}",
        "PATIENT", 0.6, group="n", validator=_lay_ok,
    ),
    Pattern(
        "name_staff_label",
        rf"{_FIELD_START}(?i:{_STAFF_ROLES})[ \t]*:[ \t]*(?:(?i:dr|nurse|sr|sister)\.?[ ])?(?P<n>{_PERSON_LIST}){_FIELD_END}",
        "DOCTOR", 0.6, group="n", validator=_list_ok, split=r",[ ](?=\S+[ ])|[ ](?:and|&|/)[ ]|[ ]?\([^)\n]*\)",
    ),
    Pattern(
        "name_staff_label_by",
        rf"\b(?i:called|reported|performed|read|reviewed|verified|released|typed(?: up)?|transcribed|prepared|"
        rf"completed|collected|examined|triaged|obtained|screened|entered|assessed|assisted|supervised|"
        rf"countersigned|cosigned|co-signed|witnessed|dictated|authored|approved|interviewed|administered)[ ]by:?[ ]"
        rf"(?:(?i:dr|mr|mrs|ms|miss|nurse|sr)\.?[ ])?(?P<n>{_PERSON}){_FIELD_END}",
        "DOCTOR", 0.55, group="n", validator=_group_ok,
    ),
    Pattern(
        "name_staff_paren",
        rf"(?<![\w'’.-]){_NOT_LEAD}(?P<n>{_W}(?:[ ]{_INI})?(?:[ ]{_PART}{{0,2}}{_W})?)[ ]\((?i:{_PAREN_ROLES})\)",
        "DOCTOR", 0.55, group="n", validator=_group_ok, anchor=rf"\((?i:{_PAREN_ROLES})\)", anchor_window=80,
    ),
    Pattern(
        # a relative named by a given name alone, even one that is a word: "son Will (lives with pt)",
        # "Daughter Hope is DPOA", "survived by daughters Constance and Lark", "mom (Yesenia)"
        "name_relative_given",
        rf"\b(?i:{_RELATION})s?[ ]\(?(?P<n>[A-Z][a-z'’]{{1,20}}(?:(?:,[ ]|,?[ ](?:and|&)[ ])[A-Z][a-z'’]{{1,20}}){{0,5}})(?![\w'’-])(?![ ][A-Z][a-z])",
        "PATIENT", 0.55, group="n", validator=_given_list_ok, split=r",[ ]|,?[ ](?:and|&)[ ]",
    ),
    Pattern(
        # a quoted nickname inside a full name: 'Augustus "Gus" Feeney', 'Dolores "Lolo" Ybarra'
        "name_nickname_inside",
        rf'(?<![\w"])(?P<n>{_W}[ ]"[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?"[ ]{_W}(?:[ ]{_W})?)(?![\w"])',
        "PATIENT", 0.75, group="n", validator=_nick_ok, anchor=r'[ ]"[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?"[ ]', anchor_window=60,
    ),
    Pattern(
        # a quoted nickname before the full name in parentheses: '"Big Mike" (Michael Oyelaran-Stokes)'
        "name_nickname_paren",
        rf'"(?P<n>[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?)"[ ]\((?=(?P<f>{_PERSON})\))',
        "PATIENT", 0.55, group="n", validator=lambda m: " " in m.group("f") and person_ok(m.group("f")),
    ),
    Pattern(
        "name_nickname_paren_full",
        rf'"[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?"[ ]\((?P<n>{_PERSON})\)',
        "PATIENT", 0.6, group="n", validator=lambda m: " " in m.group("n") and person_ok(m.group("n")),
    ),
    Pattern(
        # care staff named after a non-doctor title: "with Nurse Adebayo", "Sr Nomvula", "Supervisor Bill"
        "name_care_title",
        rf"\b(?:{_CARE_TITLE})[ ](?P<n>{_W}(?:[ ]{_W})?)(?![\w'’-])",
        "DOCTOR", 0.55, group="n", validator=_group_ok,
    ),
    Pattern(
        # a name right before its date of birth, any case: "(tomasz wierzbicki-hale dob 3/1/79)",
        # "Re: Mr Desmond Nurse, DOB 17.06.1939", "for Ines Aaltonen d.o.b. 02/03/1960"
        "name_before_dob",
        # a look-ahead tried at every word, so "for Ines Aaltonen" rejected still lets "Ines Aaltonen" be tried
        r"(?<![\w'’.-])(?=(?P<n>[^\W\d_][\w'’-]{1,30}(?:[ ][A-Za-z]\.)?(?:[ ][^\W\d_][\w'’-]{1,30}){0,2})"
        r",?[ ]\(?(?i:dob|d\.o\.b\.?|date of birth|born)[ ]?:?[ ]?(?:\d{1,4}[-/. ]\d{1,2}|\d{1,2}[ ][A-Za-z]{3}))",
        "PATIENT", 0.55, group="n", validator=_dob_name_ok, anchor=r"(?i:dob|d\.o\.b|date of birth|born)", anchor_window=100,
    ),
    ColumnPattern("table_patient", _NAME_CELL, "PATIENT", 0.6, header=_H_PATIENT, validator=lambda m: person_ok(m.group(0))),
    ColumnPattern("table_staff", _NAME_CELL, "DOCTOR", 0.6, header=_H_STAFF, validator=lambda m: person_ok(m.group(0))),
    ColumnPattern("table_login", _LOGIN_CELL, "USERNAME", 0.6, header=_H_STAFF, validator=_login_ok),
    ColumnPattern("table_id", _ID_CELL, "ID", 0.6, header=_H_ID),
    ColumnPattern("table_age", r"\d{2,3}", "AGE", 0.85, header=_H_AGE, validator=_age_cell_ok),
    ColumnPattern("table_date", r"[\w/.,: -]{4,30}", "DATE", 0.6, header=_H_DATE, validator=_date_cell_ok),
    ColumnPattern("table_phone", r"\+?[\d(][\d ().-]{5,20}\d", "PHONE", 0.6, header=_H_PHONE),
    ColumnPattern("table_site", r"[A-Z][\w&'’ .-]{1,40}", "HOSPITAL", 0.5, header=_H_SITE),
    ColumnPattern("table_place", r"[\w][\w&'’ .,#-]{1,60}", "LOCATION", 0.55, header=_H_PLACE),
)
