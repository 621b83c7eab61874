"""English pack, part six: people named by a credential, a rank, a role or a relation.

Notes outside the discharge-summary mould name people by what they are, not by ``Dr``/``Mr``:

* ``name_credential``: a signature or field value closed by a credential or job title
  (``Ophelia Strand-Mabry, MS, CGC``, ``Ruben Schaaf, Physiotherapist``, ``- Akinyi, CHV``,
  ``L. Marchetti, RN``, ``K. Adeyemi-Frost MD``); a place before a state code (``Jackson, MS``)
  is not taken;
* ``name_honorific``: ranks and honorifics beyond ``Dr``/``Mr`` (``Rev.``, ``Fr.``, ``Det.``,
  ``Hon.``, ``CPT``, ``LCpl``, ``CO``, ``Mdm``, ``Mama``, ``Alhaji``, ``Smt``);
* ``name_role_word``: a role noun before a name in running text (``supervisor Raúl Bastidas``,
  ``death investigator Tonya Reddick``, ``interpreter Faadumo Nur``, ``my sponsor Walt K.``),
  and care-role abbreviations (``PCP Eggleston``, ``NNP Oyelaran``, ``CNS Bronagh``);
* ``name_relative_full``: a relative's full name, also in-laws and step-relatives
  (``daughter-in-law Tan Hui Min``, ``stepmom Carla Ruiz``);
* ``name_relative_lower``: a relative or a carer in lower-case, telegraphic text
  (``dtr roxanne pelletier (hcp), son dom``, ``aunt lorraine in thunder bay``, ``sw ana b.``),
  only where the surrounding text is itself written in lower case and the word is a known given
  name or rare in general English;
* ``name_salutation``: the name a letter or message opens with (``Dear Rangi,``, ``Hi Priya,``,
  a known given name alone on the first line: ``Ambrose,``);
* ``name_said``: a name given in speech (``his name is Clifford Ames``, ``prefers to be called
  Hodan``, ``Name chosen: Luz Marina``, ``your nurse today was Gracie``);
* ``name_bare_age``: a name closed by an age (``Proband Lucinda Harrowgate, 41, referred``,
  ``Ong Bee Lian (ninety-two)``) and newborns (``Baby Girl Carvajal``).

Every name goes through :func:`~multideid.base_systems.packs.en_forms.person_ok` (no common,
heading or service word; each word a known name or not a common English word).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_forms import (
    CREDENTIAL, INITIAL, NAME_WORD, PARTICLE, RELATION, given_name, person_ok,
)
from multideid.base_systems.packs.en_world import heading_word, known_person, known_place
from multideid.base_systems.word_freq import freq_class

__all__ = ["PATTERNS", "lower_register"]

_W, _INI, _PART = NAME_WORD, INITIAL, PARTICLE
# a person without a comma: "K. Adeyemi-Frost", "Otieno B. Ochieng", "Kumaresan s/o Pillai"
_LINK = r"(?:s/o|d/o|w/o|a/l|a/p|bin|binti|bt|ibn|ap)"
_PERSON = rf"(?:{_INI}[ ]?){{0,2}}{_W}(?:[ ]{_INI})?(?:[ ](?:{_PART}|{_LINK}[ ]){{0,2}}{_W}){{0,3}}(?:[ ]{_INI})?"

# credentials and titles that close a signature, beyond the en_forms list
_CRED_MORE = (
    r"(?:CGC|CNM|APRN|PsyD|DDS|DMD|DPM|MBChB|MBBS|MB|BCh|FRCS|FRCP|FRACGP|FRNZCGP|FRANZCP|MRCPsych|MRCS|CNS|CHV|CHW|"
    r"GP|LMFT|LPC|LMHC|ATC|CSCS|IBCLC|CDCES|CDE|RRT|CRT|MLS|CPhT|CMA|MSc|BSc|EdD|MPT|OTD|COTA|PTA|LD|SHO|RMO|"
    r"HCA|ANP|ACP|DSN|EN|RGN|RMN|RSCN|RM|RPN|CCRN|CEN|PMHNP|AGNP|AGACNP|DNP|MA|MS|CO|OD|DC)(?![\w/-])"
)
# job titles that close a signature: "Ruben Schaaf, Physiotherapist", "Birgitte Halse-Mwangi, Senior CRA"
_TITLE_MOD = r"(?:(?:Senior|Lead|Chief|Principal|Clinical|Research|Specialist|Charge|Staff|Registered|Licensed|Consultant|Head|Community|Practice|District|Locum|Trainee|Student|Assistant|Associate|Deputy)[ ])"
_TITLE_HEAD = (
    r"(?:Physiotherapist|Physical Therapist|Occupational Therapist|Speech(?: and Language)? Therapist|Therapist|"
    r"Optometrist|Ophthalmologist|Chaplain|Pharmacist|Midwife|Dietitian|Dietician|Psychologist|Psychiatrist|"
    r"Counsell?or|Social Worker|Nurse(?: Practitioner| Coordinator| Specialist| Manager| Educator)?|Genetic Counsell?or|"
    r"Audiologist|Podiatrist|Paramedic|CRA|Research Coordinator|Study Coordinator|Coordinator|Health Visitor|"
    r"Case Manager|Care Manager|Interpreter|Physician Assistant|Physician|Sonographer|Radiographer|Dentist|"
    r"Hygienist|Orthodontist|Surgeon|Anaesthetist|Anesthesiologist|Registrar|Consultant|Clinical Officer|"
    r"Medical Officer|Community Health Worker|Health Worker|Navigator|Educator|Doula|Investigator|Examiner|"
    r"Psychotherapist|Prosthetist|Orthotist|Technologist|Technician|Scientist|Manager|Director|Administrator|"
    r"Secretary|Receptionist|Scribe|Advocate|Caseworker)(?![\w-])"
)
_SIG_START = r"(?:(?:^|\n)[ \t>*•–—-]*|(?:(?<=[ ]{2})|(?<=\t)|(?<=:[ ])|(?<=[.;!][ ])|(?<=[|][ ]))(?:[–—-][ ])?)"
# US state codes that are also credentials: "Jackson, MS", "Baltimore, MD", "Denver, CO"
_STATE_LIKE = frozenset(["MA", "MS", "MD", "CO", "PA", "DC", "DO", "ME", "OR", "IN", "LA", "MT", "NP", "RD", "OD"])


def _credential_ok(m: re.Match) -> bool:
    n, cred = m.group("n"), m.group("c")
    if not person_ok(n):
        return False
    if cred.upper() in _STATE_LIKE and known_place(n):
        return False
    words = [w for w in re.split(r"[ ,]+", n) if len(w.rstrip(".")) > 1]
    # a single word must be a known name or a rare one ("Akinyi"), not "Clinic, RN"
    return len(words) >= 2 or any(known_person(w) or freq_class(w.lower(), "en") <= 2 for w in words)


# ranks, offices and honorifics of people who are not the treating clinicians (not "Gen" or "Agent":
# "Gen Surg", "Agent Orange"; "Sri" but not "Sri Lanka")
_HONORIFIC = (
    r"Rev|Revd|Reverend|Pastor|Fr|Br|Rabbi|Imam|Sheikh|Shaykh|Bishop|Deacon|Elder|Pvt|PFC|SPC|Spc|Cpl|LCpl|"
    r"Sgt|SSgt|SSG|SFC|MSG|1SG|SGT|CPL|Lt|LT|1LT|2LT|CPT|Capt|Maj|MAJ|LTC|Col|COL|Cmdr|Cdr|Adm|Ens|CPO|"
    r"Officer|Ofc|Det|Detective|Insp|Inspector|Constable|Sheriff|Deputy|Trooper|Warden|CO|"
    r"Judge|Justice|Hon|Honorable|Honourable|Magistrate|Atty|Attorney|"
    r"Mdm|Madam|Mme|Mlle|Sra|Srta|Dña|Doña|Herr|Frau|Mama|Mma|Baba|Auntie|Aunty|Nana|Gogo|Chief|Alhaji|"
    r"Alhaja|Hajia|Haji|Hajjah|Shri|Smt|Sri(?![ ]Lanka)|Kumari|Tuan|Puan|Encik|Cik|Datuk|Dato|Mwalimu"
)
_STAFF_WORDS = (
    r"supervisor|manager|investigator|interpreter|translator|coordinator|co-ordinator|caseworker|case worker|"
    r"key worker|keyworker|support worker|health visitor|inspector|physio|physiotherapist|optometrist|dentist|"
    r"hygienist|podiatrist|pharmacist|paramedic|technician|tech|sonographer|radiographer|scribe|navigator|"
    r"educator|counsell?or|therapist|chaplain|doula|advocate|attending|registrar|consultant|hospitalist|"
    r"intensivist|surgeon|anaesthetist|anesthetist|midwife|dietitian"
)
_SERVICE_WORDS = (
    r"nephrology|cardiology|neurology|oncology|haematology|hematology|surgery|general surgery|ortho|orthopaedics|"
    r"orthopedics|urology|gastro|GI|ENT|ICU|anaesthesia|anesthesia|anaesthetics|psychiatry|paediatrics|pediatrics|"
    r"obstetrics|O&G|OB|radiology|IR|palliative care|endocrine|endocrinology|renal|respiratory|pulmonology|"
    r"rheumatology|dermatology|ophthalmology|geriatrics|vascular|plastics|neurosurgery|on-call|on call|registrar|"
    r"consultant|attending|hospitalist|intensivist|outreach"
)
_LAY_WORDS = (
    r"sponsor|visitor|volunteer|carer|care worker|aide|housemate|flatmate|roommate|landlord|landlady|employer|"
    r"boss|teacher|coach|lawyer|attorney|solicitor|escort|driver|pastor|priest|minister|officer|guard|"
    r"neighbou?r|resident|inmate|cellmate|classmate|colleague|coworker|co-worker"
)
_ROLE_ABBR = (
    r"PCP|GP|NNP|CNS|GC|ATC|AT|SW|OT|SLP|RT|RD|CNM|CRNA|HCA|CHW|CHV|CM|MSW|NP|PA|APP|SHO|SpR|FY1|FY2|RMO|JMO|"
    r"ANP|ACP|DSN|HV|CRA|CRC|CTA|EMT|PSW|LPN|LVN|CNA"
)


def _titled_ok(m: re.Match) -> bool:
    """A name after a title or a relation word, which is evidence enough: the first word and at
    least half of the words known names or not common English words (``Goh Siew Lan``,
    ``Tan Hui Min``), no heading or service word (:func:`person_ok` on the first word)."""
    words = [w.strip(".,'‘’") for w in m.group("n").split() if len(w.strip(".,'‘’")) > 1]
    if not words or not person_ok(words[0]):
        return False
    good = sum(1 for w in words if known_person(w) or name_ok(w, min_len=2))
    return good * 2 >= len(words) and not any(heading_word(w.lower()) for w in words)


# job nouns are not names: "Consultant Rheumatologist", "nurse Paediatrician"
_JOB_END = re.compile(r"(?i)(?:olog|iatr|ic|pa?edi|therap|pharmac|dent|optometr|physic|radiograph)(?:ist|ian|er)s?$|surgeons?$")


def _role_ok(m: re.Match) -> bool:
    """A name after a role noun: a known given name or family name, or two words rare in
    general English (``Faadumo Nur``), never a service or a common word (``manager today``),
    a job noun (``Rheumatologist``) or, in mixed-case text, an acronym (``consultant UGI``)."""
    n = m.group("n")
    if not person_ok(n) or any(_JOB_END.search(w) for w in n.split()):
        return False
    if n.replace(".", "").replace(" ", "").isupper() and re.search(r"[a-z]", m.string[max(0, m.start() - 80):m.start()]):
        return False
    words = [w.strip(".,") for w in n.split() if len(w.strip(".,")) > 1]
    if not words:
        return False
    return any(known_person(w) for w in words) or all(freq_class(w.lower(), "en") <= 2 for w in words)


# ------------------------------------------------------------------ relatives
_RELATION_MORE = (
    rf"(?:(?:step|half-|great-|great-great-)?(?:{RELATION}|mom|mum|dad|sis|bro|dtr|dau|grandma|grandpa|nana|nan|"
    rf"stepmom|stepmum|stepdad|fiance|fiancee)(?:-in-law)?s?)"
)
_LOWER_ROLE = (
    rf"(?:{_RELATION_MORE}|best friend|hcp|poa|dpoa|pastor|priest|rev\.?|chaplain|sw|social worker|cm|case manager|"
    rf"interpreter|rn|np|pa)"
)


def lower_register(m: re.Match, min_words: int = 8) -> bool:
    """The text around the match is written in lower case: of the words of the 200 characters
    around it (``min_words`` at least), fewer than one in ten begins with a capital (acronyms aside)."""
    s, e = max(0, m.start() - 200), min(len(m.string), m.end() + 200)
    words = re.findall(r"[^\W\d_][\w'’-]*", m.string[s:e])
    if len(words) < min_words:
        return False
    title = sum(1 for w in words if w[0].isupper() and not w.isupper())
    return title * 10 < len(words)


def _lower_name_ok(m: re.Match) -> bool:
    if not lower_register(m):
        return False
    words = [w.strip(".") for w in m.group("n").split()]
    first, rest = words[0], [w for w in words[1:] if len(w) > 1]
    if len(first) < 3 or not name_ok(first, min_len=3):
        return False
    if not (given_name(first) or freq_class(first, "en") <= 1):
        return False
    return all(known_person(w) or freq_class(w, "en") <= 2 for w in rest)


# ------------------------------------------------------------------ salutations and speech
_NOT_ADDRESSEE = frozenset(
    "colleague colleagues sir madam sirs all team everyone doctor doc nurse patient parent parents member customer "
    "friend friends there folks guys mum mom dad family caregiver carer".split()
)


def _salutation_ok(m: re.Match) -> bool:
    for n in re.split(r"[ ](?:and|&)[ ]", m.group("n")):
        words = [w for w in re.split(r"[ ,/]+", n) if w]
        if not words or any(w.lower().rstrip(".") in _NOT_ADDRESSEE for w in words) or not person_ok(n):
            return False
        if not (len(words) >= 2 or known_person(words[0]) or freq_class(words[0].lower(), "en") <= 2):
            return False
    return True


def _bare_salutation_ok(m: re.Match) -> bool:
    return all(given_name(w) for w in m.group("n").split()) and not m.group("n").lower() in _NOT_ADDRESSEE


# words that open a line before the name, not part of it: "Proband Lucinda Harrowgate, 41"
_NOT_LEAD = (
    r"(?!(?i:proband|patient|pt|client|resident|subject|participant|woman|man|lady|gentleman|mother|father|baby|"
    r"infant|child|boy|girl|re|name|mr|mrs|ms|miss|dr|is|was|and|with|the|a|an|this|our|my|his|her)\b)"
)
_SPELLED_AGE = r"(?:(?:eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|one hundred(?: and \w+)?|a hundred)"


def _bare_age_ok(m: re.Match) -> bool:
    """Two name words or more; after ``, 41`` known names or rare words (not ``Potassium
    Chloride, 20``); before an age in parentheses, ``G3P2`` or ``16yo``, as after a title."""
    words = [w for w in m.group("n").split() if len(w.rstrip(".")) > 1]
    if len(words) < 2:
        return False
    if m.group("a"):  # ", 41," after the name
        return int(m.group("a")) <= 120 and _role_ok(m)
    return _titled_ok(m)  # "(ninety-two)", " G3P2", " 16yo"


PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "name_credential",
        rf"{_SIG_START}(?:(?i:signed|electronically signed|e-signed|author|by)[ \t]*:?[ \t]*)?"
        rf"(?:(?:Dr|Prof|Br|Sr|Fr|Rev)\.?[ ])?(?P<n>{_PERSON})(?P<sep>,[ ]?|[ ])(?P<c>{CREDENTIAL}|{_CRED_MORE}|{_TITLE_MOD}{{0,2}}{_TITLE_HEAD})"
        r"(?=[ \t]*(?:$|\n|[,.;|)/]|[ ]{2}|[ ](?:[A-Z]{2,}|\(|at|for|of|and|ext)\b))",
        "DOCTOR", 0.65, group="n", validator=_credential_ok,
    ),
    Pattern(
        "name_honorific",
        rf"(?<![\w-])(?<!\d[ ])(?:(?:{_HONORIFIC})\.?[ ]){{1,2}}(?P<n>(?:{_INI}[ ]?){{0,2}}{_W}(?:[ ](?:{_PART}|{_LINK}[ ]){{0,2}}{_W}){{0,3}})(?![\w'’-])",
        "PATIENT", 0.6, group="n", validator=_titled_ok,
    ),
    Pattern(
        "name_role_word_staff",
        rf"\b(?:(?i:death|medicolegal|hospital|home|community|clinical|research|study|practice|night|day|duty|"
        rf"charge|unit|ward|site|team|care|nurse|shift|senior|lead)[ ])?(?i:{_STAFF_WORDS})[ ,]+(?P<n>{_PERSON})(?![\w'’-])",
        "DOCTOR", 0.55, group="n", validator=_role_ok,
    ),
    Pattern(
        "name_role_word_lay",
        rf"\b(?:(?:my|his|her|their|our|the|pt's|patient's)[ ])?(?i:{_LAY_WORDS})[ ,]+(?P<n>{_PERSON})(?![\w'’-])",
        "PATIENT", 0.55, group="n", validator=_role_ok,
    ),
    Pattern(
        "name_role_abbrev",
        rf"(?<![\w/-])(?:{_ROLE_ABBR})[ ](?P<n>(?:{_INI}[ ]?){{0,2}}[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?(?:[ ][A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?){{0,2}})(?![\w'’-])",
        "DOCTOR", 0.55, group="n", validator=_role_ok,
    ),
    Pattern(
        "name_relative_full",
        rf"\b(?i:{_RELATION_MORE})[ ](?:['‘’\"(])?(?P<n>{_W}(?:[ ](?:{_PART}|{_LINK}[ ]){{0,2}}{_W}){{1,3}})(?![\w'’-])",
        "PATIENT", 0.6, group="n", validator=_titled_ok,
    ),
    Pattern(
        # a given name after an apostrophe or okina: "her daughter 'Ana", "son ʻAlapati"
        "name_relative_okina",
        rf"\b(?i:{_RELATION_MORE})[ ](?P<n>['‘’ʻ][A-Z][a-z]+)(?![\w'’-])",
        "PATIENT", 0.55, group="n",
    ),
    Pattern(
        "name_relative_lower",
        rf"(?<![\w'’-])(?:{_LOWER_ROLE})[ ](?!(?:rev|dr|mr|mrs|ms|fr|sr|the|and|is|was|has|not)\b)(?P<n>[a-z][a-z'’-]{{2,20}}(?:[ ][a-z][a-z'’-]{{2,20}})?(?:[ ][a-z]\.)?)(?=[ ]*[,;.:()]|[ ](?:in|at|from|is|was|and|to|who|says|said|called|aware|present|here|on)\b|[ ]*$)",
        "PATIENT", 0.5, group="n", validator=_lower_name_ok, flags=re.MULTILINE,
    ),
    Pattern(
        "name_salutation",
        rf"(?m)^[ \t]*(?i:dear|hi|hello|hey|good (?:morning|afternoon|evening)|morning|kia ora|greetings)[ ,]+"
        rf"(?:(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Sr|Nurse)\.?[ ])?(?P<n>{_PERSON}(?:[ ](?:and|&)[ ]{_PERSON})?)[ ]*[,:!]?[ ]*$",
        "PATIENT", 0.6, group="n", validator=_salutation_ok, split=r"[ ](?:and|&)[ ]",
    ),
    Pattern(
        "name_salutation_bare",
        r"(?:\A|\n[ \t]*\n)[ \t]*(?P<n>[A-Z][a-z]{2,20}),[ \t]*\n",
        "PATIENT", 0.5, group="n", validator=_bare_salutation_ok,
    ),
    Pattern(
        "name_said",
        rf"(?:\b(?i:(?:my|his|her|their|the patient's|pt's|baby's|child's|son's|daughter's|husband's|wife's)[ ]name(?:'s|[ ]is|[ ]was)|"
        rf"(?:prefers|likes|wants|asked|asks|wishes)[ ]to[ ]be[ ]called|goes[ ]by|known[ ]as|name[ ]chosen[ ]*:|preferred[ ]name[ ]*:|"
        rf"(?:nurse|doctor|physician|provider|therapist|midwife|nurses|doctors)(?:[ ](?:today|tonight|this[ ]\w+))?[ ](?:was|were|is))[ ]+)"
        rf"(?P<n>{_PERSON}(?:[ ](?:and|&)[ ]{_PERSON})?)(?![\w'’-])",
        "PATIENT", 0.6, group="n", validator=_role_ok, split=r"[ ](?:and|&)[ ]",
    ),
    Pattern(
        "name_bare_age",
        rf"(?<![\w'’.,-]){_NOT_LEAD}(?P<n>(?:{_INI}[ ]?){{0,2}}{_W}(?:[ ]{_INI})?(?:[ ](?:{_PART}|{_LINK}[ ]){{0,2}}{_W}){{1,3}})"
        rf"(?:,[ ](?P<a>\d{{1,3}})(?=,|[ ]?(?:[MF]|y/?o|yrs?|years?|male|female|man|woman|boy|girl)\b)|[ ]\((?P<a2>\d{{1,3}}|(?i:{_SPELLED_AGE}))\)"
        rf"|(?=[ ,]+(?:G\d{{1,2}}[ ]?P\d|\d{{1,3}}[ ]?(?:yo|y/o|y\.o\.|yrs?|mo|[MF])\b)))",
        "PATIENT", 0.55, group="n", validator=_bare_age_ok,
    ),
    Pattern(
        # a clinician in parentheses after a service or an interpreter's number:
        # "Nephrology (Lindqvist) aware", "interpreter ID #205518 (Abdirahman)"
        "name_service_paren",
        rf"\b(?:(?i:{_SERVICE_WORDS})|(?i:interpreter|translator)[^()\n]{{0,25}})[ ]\((?P<n>{_W}(?:[ ]{_W})?)\)",
        "DOCTOR", 0.55, group="n", validator=_role_ok,
    ),
    Pattern(
        # a patient and a relative: "Siobhan Ferrante and husband Luca"
        "name_and_relative",
        rf"(?<![\w'’.-]){_NOT_LEAD}(?P<n>{_W}(?:[ ]{_INI})?(?:[ ]{_W}){{1,2}})[ ](?:and|&|with)[ ](?:(?i:her|his|their)[ ])?(?i:{_RELATION_MORE})\b",
        "PATIENT", 0.55, group="n", validator=_role_ok,
    ),
    Pattern(
        # the patient of a referral or a reply: "Thank you for seeing Losana, a 57-year-old"
        "name_referral_seeing",
        rf"\b(?i:thank you for (?:seeing|reviewing|referring|your referral of)|thanks for (?:seeing|referring)|"
        rf"i (?:saw|reviewed|assessed)|we (?:saw|reviewed|assessed)|i am writing (?:about|regarding)|"
        rf"(?:be grateful|appreciate it) if you (?:could|would) (?:see|review)|happy[ ](?:\d{{1,3}}(?:st|nd|rd|th)[ ])?birthday,?(?:[ ]to)?)[ ]"
        rf"(?:(?:Mr|Mrs|Ms|Miss|Mx|Master|Mdm)\.?[ ])?(?P<n>{_PERSON})(?=[ ]*[,.;(]|[ ](?:today|in|on|at|who|for|with|again|,)\b)",
        "PATIENT", 0.6, group="n", validator=_titled_ok,
    ),
    Pattern(
        # a name opening a line, then its visit: "Zayden here with mom", "Tui seen today with her son"
        "name_line_visit",
        rf"(?m)^[ \t]*{_NOT_LEAD}(?P<n>{_W}(?:[ ]{_W}){{0,2}})[ ](?:(?:is[ ])?here[ ](?:with|for|today)|seen[ ](?:today|with|in)|"
        rf"presents|presented|attends|attended|brought[ ]in|came[ ]in|comes[ ]in|arrived)\b",
        "PATIENT", 0.55, group="n", validator=_role_ok,
    ),
    Pattern(
        # a name closing a header line after a dash: "Onc clinic - Raffaella Bianchi-Oduro"
        "name_header_dash",
        rf"(?m)^[^\n]{{3,60}}?[ ][-–—][ ](?P<n>{_W}(?:[ ]{_INI})?(?:[ ]{_W}){{1,2}})(?=[ \t]*$|,[ ]\d{{1,3}}\b)",
        "PATIENT", 0.5, group="n", validator=_role_ok,
    ),
    Pattern(
        "name_newborn",
        rf"\b(?:Baby|BABY|Infant|INFANT)[ ](?:Girl|Boy|GIRL|BOY|[AB])[ ](?P<n>{_W}(?:[ ]{_W})?)(?![\w'’-])",
        "PATIENT", 0.6, group="n", validator=lambda m: person_ok(m.group("n")),
    ),
)
