"""English pattern pack: the MIMIC / PhysioNet ``deid`` ideas plus MIST / Liu et al. 2015 IDs.

Families (pattern names are prefixed by family so audits read well): ``date_*``, ``phone_*``,
``fax_*``, ``ssn_*``, ``age_*``, ``name_*``, ``loc_*``, ``hosp_*``, ``id_*``, ``email``,
``url``, ``ip_*``.  Scores encode precision: validated or labelled forms score 0.85-0.95, bare
look-alike-prone forms 0.3-0.6 so the stacker can weigh them.  Month names are matched in
Title or UPPER case only, so "may" the verb never becomes a date.  The ``date_*`` rules and
:data:`MONTH`, :data:`UNITS` are in :mod:`.en_core_dates` (first in ``PATTERNS``).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern, group_check, iban_ok, ipv4_ok, luhn_ok, not_preceded_by, ssn_ok
from multideid.base_systems.packs.en_core_dates import MONTH, UNITS  # public names of this pack too (es.py reads UNITS)
from multideid.base_systems.packs.en_core_dates import PATTERNS as _DATE_PATTERNS
from multideid.base_systems.packs.en_context import PATTERNS as _CONTEXT_PATTERNS
from multideid.base_systems.packs.en_forms import PATTERNS as _FORM_PATTERNS
from multideid.base_systems.packs.en_people import PATTERNS as _PEOPLE_PATTERNS
from multideid.base_systems.packs.en_people import SPECIALTY_END as _SPECIALTY_END
from multideid.base_systems.packs.en_people import labelled_name_ok as _labelled_ok
from multideid.base_systems.packs.en_people import titled_name_ok as _name_words_ok
from multideid.base_systems.packs.en_words import NOT_USER as _NOT_USER, USER as _USER
from multideid.base_systems.packs.en_words import PROF_HEADS as _PROF_HEADS, PROF_NOT_MOD as _PROF_NOT_MOD
from multideid.base_systems.packs.en_words import PROF_SUFFIXED as _PROF_SUFFIXED
from multideid.base_systems.packs.en_words import HOSP_SFX as _HOSP_SFX
from multideid.base_systems.packs.en_words import NAME_LOWER as _LO
from multideid.base_systems.packs.en_words import NAME_UPPER as _UP
from multideid.base_systems.packs.en_words import NOT_PROFESSION as _NOT_PROFESSION
from multideid.base_systems.packs.en_words import LEAD_PARTICLES as _LEAD_P, PARTICLES as _PARTICLES
from multideid.base_systems.packs.en_words import RELATIVES as _RELATIVES
from multideid.base_systems.packs.en_words import STREET_SFX_ANY as _STREET_SFX_ANY
from multideid.base_systems.packs.en_words import STREET_SFX_SAFE as _STREET_SFX_SAFE
from multideid.base_systems.packs.en_words import US_STATE_NAMES as _US_STATE_NAMES
from multideid.base_systems.packs.en_world import PATTERNS as _WORLD_PATTERNS
from multideid.base_systems.packs.en_places import eponym_place as _eponym_place
from multideid.base_systems.packs import en_contact as _en_contact, en_dates as _en_dates, en_ids as _en_ids
from multideid.base_systems.packs import en_ids4 as _en_ids4, en_natids as _en_natids, en_when4 as _en_when4, en_where4 as _en_where4
from multideid.base_systems.packs.en_roles import PATTERNS as _ROLE_PATTERNS
from multideid.base_systems.packs import en_ids5 as _en_ids5, en_names5 as _en_names5, en_org5 as _en_org5
from multideid.base_systems.packs import en_ids6 as _en_ids6, en_when6 as _en_when6
from multideid.base_systems.packs import en_where6 as _en_where6
from multideid.base_systems.packs import en_org7 as _en_org7
from multideid.base_systems.packs import en_where7 as _en_where7
from multideid.base_systems.packs import en_addr7 as _en_addr7
from multideid.base_systems.packs import en_names6 as _en_names6
from multideid.base_systems.packs import en_org6 as _en_org6
from multideid.base_systems.packs import en_names7 as _en_names7
from multideid.base_systems.packs import en_ids7 as _en_ids7
from multideid.base_systems.packs import en_work8 as _en_work8
from multideid.base_systems.packs import en_where8 as _en_where8
from multideid.base_systems.packs import en_names8 as _en_names8
from multideid.base_systems.packs import en_fields8 as _en_fields8
from multideid.base_systems.packs import en_where9 as _en_where9
from multideid.base_systems.packs import en_ids9 as _en_ids9
from multideid.base_systems.packs import en_when9 as _en_when9
from multideid.base_systems.packs import en_names9 as _en_names9
from multideid.base_systems.packs import en_misc10 as _en_misc10
from multideid.base_systems.packs import en_orgs10 as _en_orgs10
from multideid.base_systems.packs import en_gaps11 as _en_gaps11
from multideid.base_systems.packs import en_hol11 as _en_hol11
from multideid.base_systems.packs import en_cues11 as _en_cues11
from multideid.base_systems.packs import en_names11 as _en_names11
from multideid.base_systems.packs import en_words12 as _en_words12
from multideid.base_systems.packs import en_logs12 as _en_logs12
from multideid.base_systems.packs import en_fields12 as _en_fields12
from multideid.base_systems.packs import en_prose13 as _en_prose13

__all__ = ["MONTH", "PATTERNS", "PATTERNS_BY_NAME", "UNITS", "VERSION_WORDS"]

_INTL_PHONE = r"(?<![\w+])(?:\+\d{1,3}[\s.-]?)?(?:\(0?\d{0,4}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,4}){1,4}(?![\d-])(?:\s*(?:x|ext\.?)\s*\d{1,5})?"
_ORG_SFX = (
    r"\b(?:LLC|Inc|Ltd|Group|Bank|Corporation|Corp|Company|PLC|LLP|Associates|Partners|Insurance|Industries|"
    r"Enterprises|Holdings|College|University|School|Academy|Institute|Foundation)\b"
)
# words before a dotted number that make it a version, not an IP address (es.py adds its own)
VERSION_WORDS = ("version", "ver", "v", "v.", "release", "build", "firmware")
_PHONE_CTX = (
    "phone", "tel", "telephone", "call", "called", "cell", "mobile", "home", "work", "contact",
    "number", "no", "#", "pager", "beeper", "reach", "reached", "ph", "pgr", "desk", "office",
    "landline", "messages", "registered", "text", "sms", "whatsapp", "dial",
)
_AGE_CTX = ("age", "aged", "he is", "she is", "patient is", "pt is", "years old", "year old", "yo", "y.o.", "y/o")

# a capitalised name word (also ALL CAPS, O'Brien, Smith-Jones)
# (also an inner capital: MacAulay, McDonald, DeVries)
_NW = rf"(?:[{_UP}]')?[{_UP}](?:[{_LO}]+(?:[{_UP}][{_LO}]+)?|[{_UP}]+)(?:-[{_UP}](?:[{_LO}]+|[{_UP}]+))?"
# Irish "Ó" (no name word alone) and the h- or n- of the word after it: "Ó Huaillearan", "Ó hÉalaí"
_O_IR = rf"Ó[ ](?:[hn](?=[{_UP}]))?"
# particles and patronymic links inside a name: "Kumaresan s/o Pillai", "Mac an tSaoir", "Nur binti Ali"
_PARTICLES_X = (
    rf"(?:{_PARTICLES}(?:{_O_IR})?|(?:s/o|d/o|w/o|a/l|a/p|binti|bt|ap|dela|delos)[ ]|(?:(?<=\bMac[ ])|(?<=\bNic[ ]))an[ ][tnh]?(?=[{_UP}])"
    rf"|{_O_IR}|(?:(?<=\bNí[ ])|(?<=\bUí[ ])|(?<=\bUa[ ]))[hn](?=[{_UP}]))"
)
# words that end a name in ALL CAPS notes ("MR. BROWN IS STABLE")
_NOT_NAME = (
    r"(?!(?i:is|was|has|had|and|or|the|of|to|in|on|at|with|for|were|are|will|who|said|called|"
    r"saw|seen|today|was|but|not|from|by|as|per|his|her|he|she|it|this|that|re|md|mrn|dob|id|unit|acct|"
    r"since|until|who|nursing|vna)\b|(?-i:CAN|COULD|SHOULD|WOULD|MUST)[ ](?-i:BE|NOT)\b)"
)
_NAME_REST = rf"{_NW}(?:[ ][A-Z](?:\.|\b))?(?:[ ](?:{_PARTICLES_X})?{_NOT_NAME}{_NW}){{0,2}}(?:'s(?!\w))?"
_NAME = rf"(?:[A-Z](?:\.[ ]?|[ ](?=[{_UP}][{_LO}]))){{0,2}}{_NAME_REST}"
# after a title a surname may open with a particle ("Dr. M. Ó Clúmháin", "Dr. de la Ó Bogáin", "Mr. van der Berg")
_NAME_T = rf"(?:[{_UP}]\.[ ]?|[A-Z][ ](?=[{_UP}][{_LO}])){{0,2}}(?:{_LEAD_P}{{1,2}}(?:{_O_IR})?|{_O_IR})?{_NAME_REST}"

_NUM_RANGE_AGE = r"(?:9\d|1[01]\d|12[0-5])"
# "95 years old", "95-year-old", "95 yo", "95 y.o.", "95 y/o", "95yo"
_AGE_SFX = r"(?:[\s-]*(?:years?|yrs?)[\s-]*old\b|\s*y\.?\s?o\b\.?|\s*y/o\b)"

_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|"
    "NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY"
)
_STATES_NO_CREDENTIALS = "|".join(st for st in _STATES.split("|") if st not in ("MD", "DO", "PA"))
_CAPWORD = r"[A-Z][a-z]+"
# a word of a hospital name: a short abbreviation with its period ("St.", "Mt.") or a word
# without one, so a name never runs over the end of a sentence ("St. Vincent's. Baylor ...")
_HW = r"(?:[A-Z][a-z]{0,3}\.|[A-Z][A-Za-z'&-]*[A-Za-z'&-])"
_NOT_LEADING = (
    r"(?!(?i:the|a|an|at|in|to|from|our|this|that|his|her|their|your|my|by|of|and|or|for|with|per|was|is|"
    r"we|you|they|he|she|it|us|them|attends|attended|attending|visits|visited|called|phoned|contacted|joined|"
    r"were|recently|hospitalized|admitted|transferred|discharged|seen|followed|evaluated|treated|underwent|had|"
    r"has|have|done|performed|placement|placed|returned|presented|went|sent|since|on|after|before)\b)"
)


def _login3(m: re.Match) -> bool:
    """A login of three characters or more that is no English word."""
    return _en_contact.login_ok(m.group("n"), 3)


PATTERNS: tuple[Pattern, ...] = _DATE_PATTERNS + (
    # ------------------------------------------------------------------ phones and faxes
    Pattern(
        "fax_context",
        r"(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s*|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b",
        "FAX", 0.92, context=("fax", "facsimile", "fx"), context_required=True, window=25,
    ),
    Pattern("phone_paren", r"(?:\+?1[\s.-]?)?\(\d{3}\)\s*\d{3}[\s.-]?\d{4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,5})?(?!\w)", "PHONE", 0.9),
    Pattern(
        "phone_dashed",
        r"(?<![\d-])(?:\+?1[\s.-])?\d{3}([.-])\d{3}\1\d{4}(?![\d-])(?:\s*(?:x|ext\.?|extension)\s*\d{1,5})?",
        "PHONE", 0.85, context=_PHONE_CTX,
    ),
    Pattern("phone_spaced", r"(?<![\w-])\d{3} \d{3} \d{4}(?![\d-])", "PHONE", 0.7, context=_PHONE_CTX, context_boost=0.2),
    Pattern("phone_local_dashed", r"(?<![\d./-])\d{3}-\d{4}(?![\d-])", "PHONE", 0.6, context=_PHONE_CTX, context_boost=0.25),
    Pattern("phone_local_spaced", r"(?<![\d./-])\d{3} \d{4}(?![\d-])", "PHONE", 0.6, context=_PHONE_CTX + ("emergency",), context_required=True, window=45),
    Pattern(
        # hospital-internal extensions "call 2-9752"
        "phone_internal_extension", r"(?<![\d./-])\d-\d{4}(?![\d-])", "PHONE", 0.55,
        context=("call", "phone", "pager", "page", "contact", "ext", "extension", "at", "line", "tel", "ph", "cell",
                 "number", "#"), context_required=True, window=12, context_side="before",
    ),
    # a local number alone in parentheses after a place, or after a contact's "(relation) - ":
    # "Powell Medical Center (5-4119)", "records from the clinic (510 7365)", "Ana Roe (partner) - 6-4215"
    Pattern("phone_paren_local", r"(?<=\()(?:\d-\d{4}|\d{3}[ -]\d{4})(?=\))", "PHONE", 0.55),
    Pattern("phone_after_relation", r"\([a-z ]{3,20}\)[ ]?[-–:][ ]?(?P<n>\d-\d{4}|\d{3}[ -]\d{4})(?![\d-])", "PHONE", 0.55, group="n"),
    Pattern(
        "fax_international",
        _INTL_PHONE, "FAX", 0.9, context=("fax", "facsimile"), context_required=True, window=12, context_side="before",
        validator=lambda m: 7 <= sum(c.isdigit() for c in m.group()) <= 14,
    ),
    Pattern(
        "phone_international",
        _INTL_PHONE,
        "PHONE", 0.5, context=_PHONE_CTX, context_required=True, window=25,
        validator=lambda m: 8 <= sum(c.isdigit() for c in m.group()) <= 14,
    ),
    Pattern(
        "phone_extension",
        r"\b(?:x|ext\.?|extension)\s*(?P<n>\d{3,5})\b", "PHONE", 0.6, group="n",
        context=_PHONE_CTX, context_required=True,
    ),
    # a bare "p" cue needs 4+ digits (not a pulse "P 110") and is no "H/P" (home phone/pager)
    Pattern("phone_pager", r"(?:\b(?:pager|beeper|pgr)\s*#?\s*:?\s*|(?<![/\w])p\s*#?\s*:?\s*(?=\d{4}))(?P<n>\d{3,7}(?:-\d{4})?)\b",
            "PHONE", 0.8, group="n", flags=re.IGNORECASE),
    # ------------------------------------------------------------------ SSN
    Pattern("ssn_dashed", r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])", "ID", 0.9, validator=group_check(ssn_ok)),
    Pattern(
        "ssn_other_forms", r"(?<![\d-])(?:\d{3}-\d{6}|\d{5}-\d{4}|\d{9})(?![\d-])", "ID", 0.85,
        validator=group_check(ssn_ok), context=("ssn", "social security", "ss#", "soc sec"), context_required=True, window=30,
    ),
    # ------------------------------------------------------------------ ages (over 89, as in HIPAA/i2b2)
    Pattern(
        "age_over89_years_old",
        rf"\b(?P<n>{_NUM_RANGE_AGE}){_AGE_SFX}",
        "AGE", 0.9, group="n", flags=re.IGNORECASE,
    ),
    Pattern(
        "age_over89_context",
        rf"\b(?:age|aged|he is|she is|patient is|pt is|pt\. is|alive at|died at|deceased at|passed away at|at age|age of)\s*:?\s*(?P<n>{_NUM_RANGE_AGE})\b(?!\s*(?:mg|kg|%|lbs?|bpm|mmHg))",
        "AGE", 0.85, group="n", flags=re.IGNORECASE,
    ),
    # Younger ages are not PHI under HIPAA, but corpora such as presidio-synth and MEDDOCAN
    # annotate them: low score, the stacker decides per corpus.
    Pattern("age_any_labelled", r"\b(?:age|aged|age of|turned|turning|turn|turns)\s*:?\s*(?P<n>\d{1,2})\b(?!\s*(?:mg|kg|%|lbs?|times|degrees))", "AGE", 0.35, group="n", flags=re.IGNORECASE),
    Pattern(
        "age_any_years_old",
        rf"\b(?P<n>\d{{1,2}}){_AGE_SFX}",
        "AGE", 0.35, group="n", flags=re.IGNORECASE,
    ),
    # ------------------------------------------------------------------ names with titles / degrees
    Pattern("name_doctor_title", rf"\b(?:Dr|DR|Doctor|Prof|Professor)\.?\s+(?P<n>{_NAME_T})", "DOCTOR", 0.9, group="n"),
    Pattern("name_titled", rf"\b(?:Mr|Mrs|Ms|Miss|Mx|MR|MRS|MS)\.?\s+(?P<n>{_NAME_T})", "PATIENT", 0.85, group="n"),
    Pattern(
        "name_degree_suffix",
        rf"\b(?P<n>{_NW}(?:[ ][A-Z](?:\.|\b))?[ ]{_NW}),?[ ]+(?:M\.D\.|MD|D\.O\.|DO|R\.N\.|RN|NP|PA-C|Ph\.D\.|PhD|MSW|LICSW)(?!\w)",
        "DOCTOR", 0.8, group="n", validator=_name_words_ok,
    ),
    Pattern(
        "name_labelled",
        rf"(?:^|\n)[ \t]*(?i:patient(?: name)?|name|attending|resident|physician|pcp(?: name)?|primary care(?: physician)?|"
        rf"dictated by|signed by|electronically signed by|referring physician|surgeon|cc|provider)[ \t]*:[ \t]*(?:\n[ \t]*)?"
        rf"(?:(?:Mdm|Madam|Mme|Sra|Smt|Shri|Alhaji|Alhaja|Hajia)\.?[ ])?(?P<n>{_NW}[ ]?,[ ]?{_NW}(?:[ ][A-Z]\.?(?!\w))?|{_NAME})",
        "NAME", 0.8, group="n", validator=_labelled_ok,
    ),
    Pattern(
        # relatives named next to their relation: "his mother (Tina N. Lloyd)", "wife, Ann Lee"
        "name_relative",
        rf"{_RELATIVES}[ ,(]+(?P<n>{_NAME})",
        "PATIENT", 0.7, group="n", validator=_name_words_ok, anchor=_RELATIVES, anchor_window=80,
    ),
    Pattern(
        "name_clinician_title",
        rf"\b(?:NP|RN|PA|LPN|CNM|CRNA|PT|OT|SW|LICSW)[ ](?P<n>{_NW}(?:[ ][A-Z]\.)?[ ]{_NW})",
        "DOCTOR", 0.7, group="n", validator=_name_words_ok,
    ),
    Pattern(
        "username_signature",
        r"\b(?i:created|signed|entered|transcribed|typed|dictated|reviewed)(?: electronically)? by:?[ \t]+(?P<n>[a-z][a-z0-9._]{1,24}[a-z0-9])(?=[ \t]+on\b|[ \t]*(?:\n|$))",
        "USERNAME", 0.75, group="n", validator=_login3,  # "entered by mistake" is no login
    ),
    Pattern(
        # "Electronically signed: twendling", "session closed by rquennell", "Portal account: kwasi_oduro1962"
        "username_cue",
        rf"\b(?i:signed|cosigned|co-signed|entered|written|edited|closed|created|updated|reviewed|printed|logged|"
        rf"user(?:name| id)?|login|log-in|account|mychart user|portal user)(?: electronically)?(?: by| in as| as)?[ \t]*:?[ \t]+"
        rf"{_NOT_USER}(?P<n>{_USER})(?![\w@-])(?!\.\w)(?![ \t]+[A-Za-z]+[ \t]*,)",
        "USERNAME", 0.55, group="n",
        # a word without digits or dots is a login only when no English word ("signed waiver", "privacy officer")
        validator=lambda m: any(ch.isdigit() or ch in "._" for ch in m.group("n")) or _en_contact.login_ok(m.group("n"), 5),
    ),
    Pattern(
        # "Printed from workstation 10.1.2.3 by dialouthukc", "Last edited 7/13/2015 by bjh46 (Beverly Hancock, MD)"
        "username_by",
        rf"\b(?i:printed|edited|signed|entered|closed|opened|accessed|modified|created)\b[^\n]{{0,40}}?\bby[ \t]+"
        rf"{_NOT_USER}(?P<n>{_USER})(?=[ \t]*(?:\([A-Z]|\n|$))",
        "USERNAME", 0.6, group="n",
    ),
    Pattern(
        # "Jane Roe, NP (jroe2)": a user name in parentheses after a credential
        "username_after_credential",
        rf"(?:M\.D\.|MD|D\.O\.|DO|R\.N\.|RN|NP|PA-C|PA|PhD)[ \t]*\({_NOT_USER}(?P<n>{_USER})\)",
        "USERNAME", 0.8, group="n", validator=lambda m: not _SPECIALTY_END.search(m.group("n")),
    ),
    Pattern(
        # dictation sign-off "KWS : SLG" / "AD : ljo": author and typist initials
        "name_initials_signoff", r"(?m)^[ \t]*[A-ZÀ-ÖØ-Þ]{2,4}[ \t]?:[ \t]?[A-Za-zÀ-ÖØ-öø-ÿ]{2,4}[ \t]*$", "DOCTOR", 0.7, split=r"[ \t]*:[ \t]*",
    ),
    # ------------------------------------------------------------------ organisations and professions
    Pattern(
        "org_suffix",
        rf"\b{_NOT_LEADING}(?:{_NOT_LEADING}[A-Z][\w&'-]*(?:,)?[ ]+(?:(?:and|&)[ ]+)?){{1,4}}(?:LLC|Inc\.?|Ltd\.?|Group|Bank|Corporation|Corp\.?|"
        rf"Company|PLC|LLP|Associates|Partners|Insurance|Industries|Enterprises|Holdings|Community College|College|"
        rf"University|School|Academy|Institute|Foundation)(?!\w)",
        "ORGANIZATION", 0.7, anchor=_ORG_SFX,
    ),
    Pattern(
        "org_context",
        rf"\b(?i:employed by|employed at|works? (?:at|for)|worked (?:at|for)|return to work at|insurance through|"
        rf"insured (?:by|through)|retired from|contacted)[ \t\n]+(?P<o>{_NW}(?:(?:,[ ]|[ ](?:and|&)[ ]|[ ]|-){_NOT_NAME}{_NW}){{0,4}})",
        "ORGANIZATION", 0.6, group="o",
    ),
    Pattern(
        "profession_context",
        r"\b(?i:works?(?: part-time| full-time)? as an?|worked as an?|employed as an?|job as an?|career as an?|"
        r"retired|former|occupation:?|profession:?|as an?)[ \t\n]+(?P<p>[a-z][a-z-]+(?:[ \t\n](?!(?:in|who|at|for|and|since|until|with|but|from|of|on)\b)[a-z][a-z-]+){0,2}"
        r"|[A-Z][A-Z-]+(?:[ \t\n](?!(?:IN|WHO|AT|FOR|AND|SINCE|UNTIL|WITH|BUT|FROM|OF|ON)\b)[A-Z][A-Z-]+){0,3}(?![\w]))",
        "PROFESSION", 0.45, group="p", context=("work", "works", "worked", "job", "employed", "retired", "former", "occupation", "profession", "career"),
        context_required=True, window=60, context_side="before",
        validator=lambda m: m.group("p").split()[0].lower() not in _NOT_PROFESSION,
    ),
    Pattern(
        "profession_head",
        rf"(?i:(?:\b(?:an?|as an?|retired|former|occupation|profession|job|works? as an?|worked as an?|employed as an?)\b"
        rf"|(?:^|\n)[ \t]*(?:\[[^\]\n]{{4,30}}\][ \t]*)?(?:SH|social(?: history| hx)?|occupation|employment)[ \t]*:)[ \t]*:?[ \t]+"
        rf"(?:\d{{1,3}}[- ]?(?:years?[- ]old|yo|y/o|y\.o\.)[ \t]+)?)"
        rf"(?P<p>(?:{_PROF_NOT_MOD}[A-Za-z][A-Za-z-]+(?:/[A-Za-z][A-Za-z-]+|[ ]and[ ][A-Za-z][A-Za-z-]{{2,}})?[ ]){{0,3}}"
        rf"(?:[A-Za-z]*(?i:{_PROF_HEADS})|{_PROF_SUFFIXED})s?)\b(?!-)",
        "PROFESSION", 0.5, group="p",
    ),
    Pattern(
        # a capitalised name right after "patient"/"pt": "Patient Zebulon Quixlington seen on ..."
        "name_patient_cue",
        rf"\b(?:[Pp]atient|[Pp]t\.?|PATIENT|PT)[ ]+(?!(?i:Mr|Mrs|Ms|Miss|Dr|Name|ID|Information|Education|Instructions|Status|Care|"
        rf"Portal|Safety|History|Record|Number|Account|Identifier|Label|Experience|Services|Advocate|Relations|"
        rf"Access|Transport|Controlled|Is|Was|Has|Had|And|The|To|In|On|With|Will|States|Denies|Reports|Declined)\b)"
        rf"(?P<n>{_NW}(?:[ ][A-Z](?:\.|\b))?(?:[ ]{_NOT_NAME}{_NW}){{0,2}})",
        "PATIENT", 0.5, group="n",
    ),
    Pattern(
        # saint hospitals without a suffix word: "St. Vincent's", "Saint Luke's"
        "hosp_saint",
        r"\b(?:St\.?|Saint)[ ]+[A-Z][a-z]+(?:'s|s')(?:[ ]+(?:Hospital|Medical Center|Regional|Health|Clinic))?(?!\w)",
        "HOSPITAL", 0.6,
    ),
    # ------------------------------------------------------------------ locations
    Pattern(
        "loc_street_address",
        # the name may wrap onto the next line ("22 Tamsin\nRow"): one line break between words
        rf"(?<![\w.-])\d{{1,6}}[ ]+(?:[NSEW]\.?[ ]+)?(?:{_CAPWORD}(?:[ ]+|[ ]*\n[ ]*)){{1,3}}(?:{_STREET_SFX_ANY})(?!\w)(?:,?[ ]+(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|#)[ ]*[\w-]+)?",
        "LOCATION", 0.85,
    ),
    Pattern("loc_street_name", rf"\b{_NOT_LEADING}(?:{_CAPWORD}[ ]+){{1,2}}(?:{_STREET_SFX_SAFE})\b", "LOCATION", 0.6, anchor=rf"\b(?:{_STREET_SFX_SAFE})\b"),
    Pattern(
        # continental street names put the number last: "Rue Dielhère 130", "Via dei Fiorentini 17"
        "loc_street_prefix_intl",
        r"\b(?:Rue|Rua|Via|Viale|Piazza|Piazzale|Corso|Largo|Calle|Carrer|Avenida|Avinguda|Praça|Travessa|"
        r"Paseo|Camino|Chaussée|Allée|Ulica|Strada|Calea|Rambla)\s+(?:[\w'’.-]+\s+){0,3}?\d{1,5}[A-Za-z]?\b",
        "LOCATION", 0.8,
    ),
    Pattern(
        "loc_street_suffix_intl",
        r"\b[A-ZÀ-Þ][\w'’-]{0,40}(?:gasse|straße|strasse|str\.|weg|allee|platz|katu|tie|polku|vej|gade|gatan|vägen|väg|"
        r"laan|straat|plein|utca|út|tér|ulica|gata|veien|vei)\s+\d{1,5}[A-Za-z]?\b",
        "LOCATION", 0.8,
    ),
    Pattern(
        "loc_military",
        r"\b(?:(?:PSC|Unit|CMR)\s+\d{3,5},?\s+Box\s+\d{3,5}|(?:APO|FPO|DPO)\s+A[AEP]\s+\d{5})\b",
        "LOCATION", 0.9, flags=re.IGNORECASE,
    ),
    Pattern("loc_unit", r"\b(?:Apt\.?|Apartment|Suite|Ste\.)\s*#?\s*\d+[A-Z]?\b", "LOCATION", 0.6),
    Pattern("loc_po_box", r"\bP\.?\s?O\.?\s+Box\s+\d+\b", "LOCATION", 0.85, flags=re.IGNORECASE),
    Pattern("loc_prefix_word", rf"\b(?:Cape|Fort|Ft\.|Lake|Mount|Mt\.|Port|Point)\s+{_CAPWORD}(?:\s+{_CAPWORD})?", "LOCATION", 0.65),
    Pattern("loc_town_suffix", r"\b[A-Z][a-z]{2,}(?:ville|town|burg|burgh|borough|boro)\b", "LOCATION", 0.6,
            validator=lambda m: not _eponym_place(m)),  # session 14 (org4): not "Trendelenburg", "Marburg virus"
    Pattern(
        "loc_suffix_word", rf"\b{_NOT_LEADING}{_CAPWORD}(?:[ ]+{_CAPWORD})?[ ]+(?:Harbor|Harbour|Heights|Falls|Springs|Beach|Village|County|Township)\b",
        "LOCATION", 0.65, anchor=r"\b(?:Harbor|Harbour|Heights|Falls|Springs|Beach|Village|County|Township)\b", anchor_window=60,
    ),
    # city, state and zip are three PHI spans in i2b2 terms: the comma between them is not PHI
    Pattern("loc_city_state_zip", rf"\b{_NOT_LEADING}{_CAPWORD}(?:[ ]{_CAPWORD})?,[ ]*(?:{_STATES})[ ]+\d{{5}}(?:-\d{{4}})?\b", "LOCATION", 0.95, split=r",[ ]*",
            anchor=rf",[ ]*(?:{_STATES})[ ]+\d{{5}}", anchor_window=60),
    Pattern(
        # "in Toledo, OH where", "Originally from Ocoee, FL;": city and state code without a zip.
        # MD, DO and PA are left out: after a name they are credentials ("Jane Roe, MD").
        "loc_city_state", rf"\b{_NOT_LEADING}{_CAPWORD}(?:[ ]{_CAPWORD}){{0,2}},[ ]*(?:{_STATES_NO_CREDENTIALS}|{_US_STATE_NAMES})\b(?![\w-]|[ ]+\d{{5}})",
        "LOCATION", 0.55, split=r",[ ]*", anchor=rf",[ ]*(?:{_STATES_NO_CREDENTIALS}|{_US_STATE_NAMES})\b", anchor_window=60,
    ),
    Pattern("loc_state_zip", rf"\b(?:{_STATES}|{_US_STATE_NAMES})[ ]+\d{{5}}(?:-\d{{4}})?\b", "LOCATION", 0.85),
    Pattern("loc_zip_context", r"\b(?:\d{5}(?:-\d{4})?|\d{4}|\d{6}|\d{3} \d{2})\b", "LOCATION", 0.6, context=("zip", "zipcode", "zip code", "postal", "postcode"), context_required=True, window=20),
    # ------------------------------------------------------------------ hospitals
    Pattern(
        "hosp_suffix",
        rf"\b{_NOT_LEADING}(?:(?:{_NOT_LEADING}{_HW}|of(?:[ ]the)?|and|&)[ ]+){{0,5}}{_NOT_LEADING}{_HW}[ ]+(?:{_HOSP_SFX}|{_HOSP_SFX.upper()})(?:(?<=\.)|\b)"
        r"(?![ ](?i:course)\b)",  # the heading "Brief Hospital Course"
        "HOSPITAL", 0.8, anchor=rf"(?:{_HOSP_SFX}|{_HOSP_SFX.upper()})\b",
    ),
    Pattern("hosp_prefix", rf"\b(?:Hospital|Clinic|Medical Center|University) of (?:the )?(?:{_CAPWORD}\s?){{1,3}}", "HOSPITAL", 0.7),
    # ------------------------------------------------------------------ identifiers (MIST / Liu 2015)
    Pattern(
        "id_labelled",
        r"\b(?:(?i:MRN|MR#|MR\s?No\.?)|(?i:medical record(?: number| no\.?| #)?|insurance(?: number| no\.?| #| id| card)?|record(?: number| no\.?| #)|acct|account(?: number| no\.?| #)?|"
        r"unit(?: number| no\.?)|patient id|pt id|accession(?: number| no\.?)?|case(?: number| no\.?| #)|encounter(?: number| no\.?| #)?|"
        r"license(?: number| no\.?| #)?|policy(?: number| no\.?)?|member id|visit(?: number| no\.?)|provider (?:number|no\.?|id)|"
        r"specimen(?: number| no\.?| #)?|order(?: number| no\.?| #)|requisition(?: number| no\.?| #)?|"
        r"health ?plan(?: number| no\.?| #| id)?|member(?: number| no\.?| #)|subscriber(?: id| number| no\.?| #)?|"
        r"group(?: number| no\.?| #)|claim(?: number| no\.?| #)?|ssn|social security(?: number| no\.?| #)?)|ID|DL|id)"
        r"[ \t]*(?:#|:|is|number)?[ \t]*:?[ \t]*#?[ \t]*(?:\n[ \t]*)?"
        r"(?P<n>(?=[A-Za-z0-9-]*\d)[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){3,22})(?![\w-])",
        "ID", 0.9, group="n",
    ),
    Pattern("id_credit_card", r"(?<![\d-])(?:\d{4}[ -]?){2,3}\d{3,4}(?![\d-])", "ID", 0.8, validator=group_check(luhn_ok)),
    Pattern("id_iban", r"\b[A-Za-z]{2}\d{2}(?:\s?[A-Za-z0-9]{4}){2,7}(?:\s?[A-Za-z0-9]{1,3})?\b", "ID", 0.9, validator=group_check(iban_ok)),
    Pattern("id_alnum", r"\b(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z\d]{7,20}\b", "ID", 0.4, validator=lambda m: sum(c.isdigit() for c in m.group()) >= 5),
    Pattern("id_long_number", r"(?<![\d.,/-])\d{7,19}(?![\d.,]\d|[/-]\d)", "ID", 0.45),
    # ------------------------------------------------------------------ contact
    Pattern("email", r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b", "EMAIL", 0.95, anchor="@", anchor_window=80),
    Pattern(
        "url",
        r"(?:\b(?:https?|ftp)://|\bwww\.)[^\s<>\"']*[^\s<>\"'.,;:!?)\]]",
        "URL", 0.95, flags=re.IGNORECASE,
    ),
    Pattern(
        "url_domain",
        r"\b(?<![@.])[A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*\.(?:com|org|net|edu|gov|io|info|biz|co\.uk|us)\b(?:/[^\s<>\"']*[^\s<>\"'.,;:!?)\]])?",
        "URL", 0.8, anchor=r"\.(?:com|org|net|edu|gov|io|info|biz|co\.uk|us)\b", anchor_window=80,
    ),
    Pattern("ip_v4", r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.]|\.\d)", "IP", 0.9, validator=not_preceded_by(VERSION_WORDS, group_check(ipv4_ok))),
    Pattern(
        "ip_v6",
        r"(?<![\w:])(?:[0-9A-Fa-f]{1,4}:){7}[0-9A-Fa-f]{1,4}(?![\w:])|(?<![\w:])(?:[0-9A-Fa-f]{1,4}:){1,6}:(?:[0-9A-Fa-f]{1,4}:?){1,6}(?![\w:])",
        "IP", 0.85, validator=lambda m: sum(c == ":" for c in m.group()) >= 3,
    ),
)

# context rules for names in any case and record lines (packs/en_context.py); other countries' forms (en_world.py)
# people, employers and ages in ordinary English (en_people.py); fields, hand-offs and table columns (en_forms.py)
# session 13: identifiers, dates, phones/addresses/user names of other forms (en_ids.py, en_dates.py, en_contact.py)
_S13 = _en_ids.PATTERNS + _en_dates.PATTERNS + _en_contact.PATTERNS
# session 14: generic ID cues, national numbers; dates, ages; phones, addresses, postcodes (en_ids4, en_natids, en_when4, en_where4)
_S13 += _en_ids4.PATTERNS + _en_natids.PATTERNS + _en_when4.PATTERNS + _en_where4.PATTERNS
_S13 += _en_ids5.PATTERNS + _en_org5.PATTERNS + _en_names5.PATTERNS  # session 15 (en_ids5, en_org5, en_names5)
_S13 += _en_when6.PATTERNS + _en_ids6.PATTERNS  # session 16 (helper when6)
_S13 += _en_where6.PATTERNS  # session 16 (helper where6)
_S13 += _en_org7.PATTERNS  # session 17 (helper org7)
_S13 += _en_where7.PATTERNS  # session 17 (helper where7)
_S13 += _en_names7.PATTERNS  # session 17 (helper names7)
_S13 += _en_ids7.PATTERNS  # session 17 (helper ids7)
_S13 += _en_addr7.PATTERNS  # session 17 (helper addr7)
_S13 += _en_where8.PATTERNS  # session 18 (helper where8)
_S13 += _en_names8.PATTERNS  # session 18 (helper names8)
_S13 += _en_fields8.PATTERNS  # session 18 (helper fields8)
_S13 += _en_names6.PATTERNS  # session 16 (helper names6)
_S13 += _en_org6.PATTERNS  # session 16 (helper org6)
_S13 += _en_work8.PATTERNS  # session 18 (helper work8)
_S13 += _en_where9.PATTERNS  # session 21 (helper where9)
_S13 += _en_ids9.PATTERNS  # session 21 (helper ids9)
_S13 += _en_when9.PATTERNS  # session 21 (helper when9)
_S13 += _en_names9.PATTERNS  # session 21 (helper names9)
_S13 += _en_misc10.PATTERNS  # session 22 (helper misc10)
_S13 += _en_orgs10.PATTERNS  # session 22 (helper orgs10)
_S13 += _en_gaps11.PATTERNS  # session 23 (helper gaps23)
_S13 += _en_hol11.PATTERNS  # session 23 (helper hol23)
_S13 += _en_cues11.PATTERNS  # session 23 (helper cues23)
_S13 += _en_names11.PATTERNS  # session 24 (helper names24)
_S13 += _en_words12.PATTERNS  # session 25 (helper words25)
_S13 += _en_logs12.PATTERNS  # session 25 (helper logs25)
_S13 += _en_fields12.PATTERNS  # session 25 (helper fields25)
_S13 += _en_prose13.PATTERNS  # session 26 (helper prose26)
PATTERNS = PATTERNS + _CONTEXT_PATTERNS + _WORLD_PATTERNS + _PEOPLE_PATTERNS + _FORM_PATTERNS + _S13 + _ROLE_PATTERNS
from multideid.base_systems.packs.records import PATTERNS as _RECORDS  # noqa: E402  (session 14: HL7, FHIR/JSON, chats, rosters)
PATTERNS = PATTERNS + _RECORDS
PATTERNS_BY_NAME: dict[str, Pattern] = {p.name: p for p in PATTERNS}
