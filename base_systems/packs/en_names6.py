"""English pack, people named by a mark, a list, a column or a relation (issue 22, session 16).

Classes of person names that notes written outside the discharge-summary mould use and the
other person patterns leave out.  A lone capitalised word is a name only when it is a known name
or rare in general English and no drug or device of the non-PHI lists (``Tylenol (RT)``):

* ``name_initials_by`` / ``name_initials_review`` / ``name_initials_dash``: a clinician's
  initials as a signature or reviewer mark (``Taken by: JLM``, ``initials: KB``, ``medical
  review (JW):``, a line closed by ``-- AB``), never a clinical abbreviation (``(ICU):``);
* ``name_log_mark``: the last cell of a log row (``13:05 | ... | obs 30 min | KB``), initials or
  one name, when two rows of the document or more end so;
* ``table_staff6`` / ``table_patient6``: table columns headed by a staff role beyond the
  en_forms list (``reviewer``, ``cons``, ``registrar``, ``SHO``, ``nurse``) or by a split name
  field (``last_nm``, ``first_nm``); also fixed-width exports with a dashed rule under the
  header (``MRN  LAST_NM  FIRST_NM  PCP`` / ``----  -------``);
* ``name_role_lower``: a clinician after a role noun the other lists lack, in any case
  (``nurse Britnee``, ``Staff Nurse Faith``, ``Healthcare Assistant Mo``, ``orthotist Pim
  Vanderloo``, ``AMHP Lukasz Zielinski``, ``CHA Agnes Kawagley``);
* ``name_staff_list6``: surnames alone in a resuscitation or procedure staff list
  (``Compressions: Cook, Bishop, Amarachi (RT)``);
* ``name_service_after``: a surname before the service it stands for (``incl. Goldsmith
  (dental)``, ``Amarachi (RT)``, ``Marcus Yeo (ANP)``);
* ``name_cred_inline``: a name before a credential in running text (``author Jun-seo Park,
  PA``, ``w/ Honey Abernathy, IBCLC``, ``Marta Kowalczyk-Reid RPSGT``);
* ``name_job_after``: a name before a staff job title (``Sorcha Bright, podiatrist``,
  ``Mereana, a registered nurse``), never a past job (``retired nurse``);
* ``name_dr_lower``: ``dr mensah`` in lower-case text; ``name_role_paren``: ``Nurse (Mereana):``;
* ``name_action_by`` / ``name_on_shift``: ``notified 03:10 by Hale``, ``(Lindqvist on nights)``;
* ``name_dash_relation`` / ``name_relatives_ages`` / ``name_contact_list``: household and contact
  lists (``Sipho - son, 8``, ``siblings Lucía (6) and Diego (9 mo)``, ``Emergency contacts: ...``);
* ``name_parent_abbr``: ``FOB Tendai``, ``MOB``, ``FOC`` (father/mother of baby/child);
* ``name_family``: ``the Pengelly family``;
* ``name_relative_word``: a given name that is also an English word after a relation word
  (``partner Will "won't``, ``son Will (lives with pt)``, ``daughter Faith staying``);
* ``name_relative_lower_num``: a lower-case given name after a relation word, before a phone
  number or an age, in lower-case text (``my son ted 630-555-0121``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_forms import PERSON, CREDENTIAL, INITIAL, NAME_WORD, PARTICLE, RELATION, given_name, person_ok
from multideid.base_systems.packs.en_roles import lower_register
from multideid.base_systems.packs.en_world import heading_word, known_person, known_place
from multideid.base_systems.packs.tables import ColumnPattern
from multideid.base_systems.word_freq import freq_class
from multideid.nonphi.lists import read_list

__all__ = ["PATTERNS", "fixed_width_cells", "nonphi_things"]

_W, _INI, _PART = NAME_WORD, INITIAL, PARTICLE
_PERSON = PERSON
_PERSON2 = rf"(?:{_INI}[ ]?){{1,2}}{_W}(?:[ ]{_W})?|{_W}(?:[ ]{_INI})?(?:[ ](?:{_PART})?{_W}){{1,2}}"

# two or three capitals that are clinical abbreviations, not a person's initials
_NOT_INITIALS = frozenset(
    "AM PM OK NA ND NAD NKA NKDA NBM NPO ICU CCU HDU ITU NICU PICU SCBU ED ER AE OR IR CT MRI PET US ECG EKG EEG "
    "EMG CXR AXR ABG VBG BP HR RR GCS GP RN MD DO NP PA PT OT SLP SW RT RD DN SN HCA CM MSW ENT GI GU OB OBS "
    "IV IM PO PR SC SL NG NGT PEG TPN UK USA US EU NHS VA DVT PE MI UTI CVA TIA AKI CKD HF AF COPD DKA HHS "
    "TB HIV HCV HBV STI ADL ADLS DNR DNAR AMA LWBS DC DOA ROSC CPR ALS BLS ACLS PALS EMS EMT FBC CBC LFT "
    "UE BMP CMP INR APTT CRP ESR WBC HB HGB PLT RBS BGL BM UA MSU CSU OPD IPD ICD DRG CPT MAR ID NOK POA "
    "LPA HCP DPOA GCS AVPU NEWS MEWS PEWS LOC SOB CP RUQ LUQ RLQ LLQ LOS QA QI SOP NA TBC TBA TBD PRN QD BID "
    "TID QID QHS STAT AKA BKA ORIF THR TKR LSCS SVD NVD IOL CS VBAC EBL IUD IUI IVF ART TLD CO CHW CHV ANP "
    "AI IT EHR EMR EPR PAS LAB SYS API SMS OCR PDF FAX MAIL WEB APP NEW OLD ALL ANY NIL TBC".split()
)


def _dash_initials_ok(m: re.Match) -> bool:
    """Initials after a dash that ends a line of text: a letter earlier on the line, then
    :func:`_initials_ok`."""
    start = m.string.rfind("\n", 0, m.start()) + 1
    return re.search(r"[^\W\d_]", m.string[start:max(start, m.start() - 1)]) is not None and _initials_ok(m)


def _initials_ok(m: re.Match) -> bool:
    """Two or three capitals that are no clinical abbreviation and no English word (``THE``),
    in text that is not itself all capitals."""
    n = m.group("n").replace("-", "").replace(".", "")
    if not (n.isupper() and 2 <= len(n) <= 3) or n in _NOT_INITIALS or freq_class(n.lower(), "en") >= 5:
        return False
    before = m.string[max(0, m.start("n") - 80):m.start("n")]
    return bool(re.search(r"[a-z]{2}", before))


@lru_cache(maxsize=1)
def nonphi_things() -> frozenset[str]:
    """Single-word drug, device, service and abbreviation entries of the non-PHI lists
    (``Tylenol``, ``Foley``, ``Ortho``, ``MDT``): never a person in the frames below, where a lone
    capitalised word is taken."""
    out = set()
    for name in ("drugs.txt", "devices.txt", "services.txt", "abbreviations.txt"):
        for raw in read_list(name).splitlines():
            term = raw.split("|")[0].strip()
            if term and not term.startswith("#") and " " not in term:
                out.add(term.lower())
    return frozenset(out)


def _one_word_name(w: str, max_freq: int = 2) -> bool:
    """A single capitalised word that can stand for a person: a known name or a word rare in
    general English (Zipf class ``max_freq`` or less)."""
    w = w.strip(".,'’")
    if len(w) < 2 or heading_word(w.lower()) or w.lower() in nonphi_things() or not person_ok(w):
        return False
    if w.isupper() and len(w) <= 3:
        return w not in _NOT_INITIALS and freq_class(w.lower(), "en") < 5
    return known_person(w) or given_name(w) or freq_class(w.lower(), "en") <= max_freq


def _names_ok(m: re.Match, max_freq: int = 2) -> bool:
    n = m.group("n")
    words = [w.strip(".,'’") for w in n.split() if len(w.strip(".,'’")) > 1]
    if not words or not person_ok(n) or any(heading_word(w.lower()) for w in words):
        return False
    if len(words) == 1:
        return _one_word_name(words[0], max_freq)
    return all(known_person(w) or given_name(w) or freq_class(w.lower(), "en") <= 3 for w in words)


# ------------------------------------------------------------------ log rows ending with a mark
_LOG_ROW = re.compile(r"(?m)^[^\n|]*\|(?:[^\n|]*\|){2,}[ \t]*(?:Dr\.?[ ])?(?P<n>[A-Z]{2,3}|[A-Z][a-z]{2,15})[ \t]*$")


def _mark_ok(m: re.Match) -> bool:
    n = m.group("n")
    if n.isupper():
        return _initials_ok(m)
    return _one_word_name(n) and (known_person(n) or given_name(n) or freq_class(n.lower(), "en") <= 1)


class _LogMark(Pattern):
    def find(self, text: str) -> list[tuple[int, int, float]]:
        marks = [m for m in _LOG_ROW.finditer(text) if _mark_ok(m)] if text.count("|") >= 6 else []
        return [(m.start("n"), m.end("n"), self.score) for m in marks] if len(marks) >= 2 else []


# ------------------------------------------------------------------ fixed-width exports
_RULE_LINE = re.compile(r"-{2,}(?:[ ]+-{2,}){2,}[ ]*")


def fixed_width_cells(text: str) -> list[tuple[int, int, str]]:
    """Cells ``(start, end, header)`` of fixed-width tables: a header line, a rule line of dash
    runs under it (``----  -----``), then rows until a blank or shorter line."""
    lines, pos = [], 0
    for line in text.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    out = []
    for i in range(1, len(lines) - 1):
        rb, rule = lines[i]
        if not _RULE_LINE.fullmatch(rule):
            continue
        hb, head = lines[i - 1]
        cols = [(r.start(), r.end()) for r in re.finditer(r"-+", rule)]
        names = []
        for k, (s, e) in enumerate(cols):
            nxt = cols[k + 1][0] if k + 1 < len(cols) else len(head)
            names.append(head[s:nxt].strip().lower().replace("_", " "))
        if not all(re.fullmatch(r"[a-z][a-z0-9 #/.]{0,30}", h) for h in names):
            continue
        for b, row in lines[i + 1:]:
            if not row.strip() or len(row) < cols[-1][0]:
                break
            for k, (s, e) in enumerate(cols):
                nxt = cols[k + 1][0] if k + 1 < len(cols) else len(row)
                if s > 0 and row[s - 1] != " ":
                    break  # a row whose cells do not line up is no table row
                cell = row[s:nxt].rstrip()
                if cell.strip():
                    lead = len(cell) - len(cell.lstrip())
                    out.append((b + s + lead, b + s + len(cell), names[k]))
    return out


_FW_PATIENT = re.compile(r"(?:pt|pat|patient|member|client)?[ ]?(?:last|first|given|family|middle|sur|fore)[ ]?(?:nm|name|nme)|surname|forename|pt name|patient name|name")
_FW_STAFF = re.compile(r"pcp|gp|provider|prov|attending|attg|physician|doctor|dr|consultant|cons|surgeon|clinician|rn|nurse|doc")
_CAPS_CELL = re.compile(r"[A-Z][A-Z'’ .-]{1,30}(?:[ ][A-Z]\.?)?")


class _FixedWidth(Pattern):

    def find(self, text: str) -> list[tuple[int, int, float]]:
        if "--" not in text:
            return []
        hdr = _FW_STAFF if self.label == "DOCTOR" else _FW_PATIENT
        out = []
        for s, e, h in fixed_width_cells(text):
            v = text[s:e]
            if not hdr.fullmatch(h) or not _CAPS_CELL.fullmatch(v) and not re.fullmatch(rf"{_W}(?:[ ,]+{_W}){{0,2}}", v):
                continue
            if v.upper() in ("NULL", "NONE", "N/A", "UNKNOWN", "SELF", "NA"):
                continue
            out.append((s, e, self.score))
        return out


# ------------------------------------------------------------------ table columns
_H_STAFF6 = (
    r"reviewer|reviewed[ _]by|checked[ _]by|verified[ _]by|done[ _]by|by|initials|staff[ _]initials|sig|signature|"
    r"cons|consultant|registrar|reg|sho|fy1|fy2|resident|fellow|intern|nic|nurse[ _]in[ _]charge|charge[ _]nurse|"
    r"prescriber|named[ _]nurse|key[ _]?worker|scrub|circulator|anaesthetist|anesthetist|anaes|midwife|mw|hca|"
    r"(?:registrar|consultant|sho|nurse)[ ]\((?:bleep|ext|pager)\)|attending|attg"
)
_STAFF_CELL = rf"(?:(?:Dr|Prof|Sr|Nurse)\.?[ ])?(?:{_INI}[ ]?)?{_W}(?:[ ]{_W})?(?:[ ]{_INI})?"


def _staff_cell_ok(m: re.Match) -> bool:
    v = re.sub(r"^(?:Dr|Prof|Sr|Nurse)\.?[ ]", "", m.group("n"))
    words = [w.strip(".") for w in v.split() if len(w.strip(".")) > 1]
    if not words or not person_ok(v):
        return False
    return len(words) > 1 or _one_word_name(words[0], 3)


class _StaffColumn(ColumnPattern):
    """Cells of staff columns: a name, an optional bleep in parentheses, or initials."""

    def find(self, text: str) -> list[tuple[int, int, float]]:
        out = []
        for s, e, score in super().find(text):
            v = text[s:e]
            m = re.match(rf"(?P<n>{_STAFF_CELL})(?:[ ]\(\d{{3,5}}\))?$", v)
            if m and _staff_cell_ok(m):
                title = re.match(r"(?:Dr|Prof|Sr|Nurse)\.?[ ]", v)
                out.append((s + (title.end() if title else 0), s + m.end("n"), score))
                continue
            m = re.fullmatch(r"(?P<n>[A-Z]{2,3})", v)
            if m and _initials_ok(m):
                out.append((s, e, score))
        return out


_H_PATIENT6 = r"(?:pt|pat|patient)?[ _]?(?:last|first|given|family)[ _]?nm|member|group member"

# ------------------------------------------------------------------ roles, relatives
_ROLE6 = (
    r"(?:staff[ ]|student[ ]|agency[ ]|bank[ ]|charge[ ]|district[ ]|school[ ]|practice[ ]|triage[ ]|night[ ]|day[ ])?nurse|"
    r"(?:health[ ]?care|nursing|care|ward|theatre|clinical)[ ]assistant|ward[ ]sister|matron|orthotist|prosthetist|"
    r"audiologist|phlebotomist|porter|receptionist|psychologist|psychiatrist|optician|orthoptist|hygienist|"
    r"link[ ]worker|social[ ]worker|health[ ]visitor|lactation[ ]consultant|patroller|lifeguard|medic|(?-i:doctor)"
)
# title-case function words that end a name in Title Case text ("Nurse Faith And ...", "Petra Is")
_NOT_SECOND = r"(?!(?:Is|Was|Are|And|Or|Who|Has|Had|The|Of|For|To|At|In|On|With|Said|Says|From|Will|Would|Did|Does)\b)"
_ROLE6_ABBR = r"AMHP|CHR|CHA|CHAP|SN|EN|DN|RMN|RGN|NIC|HCSW|MCA|MA|CNA|PCT|CMA|RPN|LNA"


# job nouns, not names: "nurse Practitioner", "Registrar on call", "Radiologist"
_JOB_WORD = re.compile(
    r"(?i)^(?:\w*(?:olog|iatr|therap|pharmac|dent|optometr|physic|radiograph|technolog|sonograph|hygien|podiatr)"
    r"(?:ist|ian|er|y)s?|practitioner|registrar|consultant|surgeon|resident|fellow|attending|intern|nurse|manager|team|staff)$"
)


def _role6_ok(m: re.Match) -> bool:
    n = m.group("n")
    if _JOB_WORD.search(n.split()[0]):
        return False
    return n in _WORD_GIVEN or _names_ok(m)


# parents of the baby or child: "FOB Tendai", "MOB Precious"
_PARENT_ABBR = r"FOB|MOB|FOC|MOC|FOP|MOP"

# English words that are also common given names, taken as names only right after a relation word
_WORD_GIVEN = frozenset(
    "Will Bill Pat Sue Rob Mark Art Bob Ray Rod Jack Frank Grant Chase Guy Bud Sonny Rusty Dot Kit Jo Hope Faith "
    "Grace Joy Rose June Summer Autumn Dawn Daisy Holly Ivy Lily Iris Violet Ruby Pearl Amber Crystal Destiny Honey "
    "Sky Storm River Rain Sunny Sunshine Bliss Mercy Patience Prudence Charity Constance Felicity Harmony Melody "
    "Skip Chip Buck Dale Glen Heath Lance Miles Reed Wade Cliff Clay Drew Gene Mo Max Ben Sam Tom Tim Don Ted Ken "
    "Nick Rick Pete Stan Vic Ed Al Jim Bea Mae Fay Nan Val Meg Kay May Cherry Ginger Poppy Willow Lark Robin Wren".split()
)


def _word_given_ok(m: re.Match) -> bool:
    n = m.group("n")
    return n in _WORD_GIVEN or given_name(n) or known_person(n)


def _lower_num_ok(m: re.Match) -> bool:
    n = m.group("n")
    if len(n) < 3 or not lower_register(m, min_words=6):
        return False
    return given_name(n.capitalize()) or n.capitalize() in _WORD_GIVEN


def _family_ok(m: re.Match) -> bool:
    n = m.group("n")
    if heading_word(n.lower()) or known_place(n) or not person_ok(n):
        return False
    f = freq_class(n.lower(), "en")
    return f <= 2 or known_person(n) and f <= 3


_SERVICE_PAREN = (
    r"dental|dentist|dentistry|ortho|orthopaedics|orthopedics|psych|psychiatry|derm|dermatology|cards|cardiology|"
    r"neuro|neurology|onc|oncology|gyn|obgyn|ob/gyn|ent|gi|rheum|renal|uro|urology|plastics|vascular|gen surg|"
    r"RT|PT|OT|SLP|RD|SW|CM|ANP|ACP|ENP|APP|CNS|CO|CHA|CHW|RN|LPN|HCA|NP|PA|PA-C|CRNA|RRT|EMT|"
    r"consultant|registrar|fellow|resident|intern|attending|anaesthetist|anesthetist|scrub|charge|bank|agency|locum|"
    r"[A-Z][A-Za-z]* technologist|technologist|nurse|sister|midwife|physio|pharmacist|pharmacy|"
    r"OFA\d|FAW|PHTLS|paramedic|medic"
)

_CRED6 = (
    rf"(?:{CREDENTIAL}|IBCLC|RPSGT|RCIS|RDMS|RVT|RRT|CCC-SLP|DDS|DMD|DPM|MBChB|CNS|ANP|DN|RGN|RMN|RSCN|JD|MBE|OBE|"
    rf"CDCES|CDE|LMFT|LPC|LMHC|PsyD|ATC|CPhT|CMA|OTD|COTA|PTA|AuD|LAc|LMT|BCBA|CGC|CNM)(?![\w/-])"
)
_STATE_LIKE = frozenset("MA MS MD CO PA DC DO ME OR IN LA MT NP RD OD DN".split())


def _cred_ok(m: re.Match) -> bool:
    n = m.group("n")
    words = [w.strip(".,") for w in n.split() if len(w.strip(".,")) > 1]
    if len(n.split()) < 2 or not words or not person_ok(n) or any(heading_word(w.lower()) for w in words):
        return False
    if m.group("c") in ("Esq", "JD", "MBE", "OBE"):  # lawyers and honours: not clinicians
        return False
    if m.group("c").upper() in _STATE_LIKE:
        before = m.string[max(0, m.start("n") - 12):m.start("n")]
        if known_place(n) or re.search(r"(?i)\b(?:in|near|outside|around)[ ]$", before):
            return False  # "in North Jamesburgh, MD": a town and its state
        if re.match(r"(?:North|South|East|West|New|Fort|Port|Saint|St|Lake|Mount|Mt|Cape)\b", n):
            return False
    first_ok = words[0] in _WORD_GIVEN  # "Honey Abernathy, IBCLC"
    return all(known_person(w) or given_name(w) or freq_class(w.lower(), "en") <= 3 or (k == 0 and first_ok)
               for k, w in enumerate(words))


# staff job heads closing "Name, <job>": "Sorcha Bright, podiatrist", "Brianna Tso, mobile examiner",
# "Orla Brannigan, Ward Sister", "Lorna Pettibone, Privacy Officer"
_JOB_HEAD = (
    r"nurse|sister|matron|midwife|podiatrist|chiropodist|physiotherapist|physio|examiner|coordinator|co-ordinator|"
    r"(?:medical|clinical|nursing|privacy|liaison|governance|safeguarding|haemovigilance|hemovigilance)[ ]officer|"
    r"manager|fellow|physician|registrar|consultant|surgeon|therapist|visitor|worker|pharmacist|dietitian|dietician|"
    r"technologist|technician|tech|radiographer|sonographer|audiologist|optometrist|orthotist|psychologist|counsell?or|"
    r"chaplain|paramedic|administrator|secretary|receptionist|navigator|educator|phlebotomist|hygienist|scientist"
)
_JOB_MOD = r"(?:[A-Za-z][a-z]+[ ]){0,2}"


def _job_ok(m: re.Match) -> bool:
    """Two name words or more as after a credential; one word only when it is a known given name
    or rare (``Kwabena, biomed tech``), never a job or service word itself."""
    n = m.group("n")
    if _JOB_WORD.search(n.split()[0]) or re.search(r"(?i)\b(?:retired|former|ex)\b", m.group("j")):
        return False  # "Smith, retired nurse": a patient's past job
    if " " not in n:
        return _one_word_name(n) and (given_name(n) or freq_class(n.lower(), "en") <= 1)
    return _cred_ok(m)


# lower-case abbreviations and words after "dr" in lower-case text that are no surname
_NOT_DR_LOWER = frozenset("appt appts apt apts ofc office visit visits note notes order orders rx said says wants appointment pls thx".split())


def _dr_lower_ok(m: re.Match) -> bool:
    n = m.group("w")  # the possessive stays in the span, as in the gold of the sets
    parts = n.split("-")
    if n in _NOT_DR_LOWER or len(n) < 3 or not lower_register(m, min_words=6):
        return False
    cap = 5 if m.group(0).endswith(("'s", "’s")) else 3  # "dr. cook's office"
    return all(known_person(p.capitalize()) and freq_class(p, "en") <= cap or freq_class(p, "en") <= 2 for p in parts)


def _list6_ok(m: re.Match) -> bool:
    """Each item of a staff list a name: a lone word a known name unless a role in parentheses
    follows it (``Cook``, ``Amarachi (RT)``; not ``Scrub: Chlorhexidine``)."""
    for item in m.group("n").split(", "):
        name = re.sub(r"[ ]\([^()]*\)$", "", item)
        one = re.match(r"(?P<n>.+)", name)
        if not _names_ok(one):
            return False
        if " " not in name and name == item and not (known_person(name) or given_name(name)):
            return False
    return True


# service shorthand the non-PHI lists lack: "seen by Gastro", "checked by Pharm"
_SERVICE_SHORT = frozenset(
    "physio phlebotomy bedside gastro pharm pharmacy cardio cards neph nephro haem heme haemonc onc paeds peds gynae gyn "
    "vasc rehab pall palli palliative resp neuro endo micro derm rheum uro ent obs surg surgeons plastics ortho ortho's "
    "anaes anesth icu itu outreach security porters triage reception admin nursing medics".split()
)


def _by_end_ok(m: re.Match) -> bool:
    """One word as in the other frames; more words each a known name or rare (no ``Bedside Ultrasound``)."""
    words = [w.strip(".") for w in m.group("n").split() if len(w.strip(".")) > 1]
    if len(words) == 1 and words[0].lower() in _SERVICE_SHORT:
        return False
    if len(words) == 1 and len(words[0]) <= 4 and re.match(r"\.[ ][A-Z]", m.string[m.end("n"):m.end("n") + 3]):
        return False  # a title before the name: "Seen by Dkt. Baraka Massawe"
    ok = _names_ok(m)
    return ok and (len(words) < 2 or all(known_person(w) or given_name(w) or freq_class(w.lower(), "en") <= 2 for w in words))


def _contacts_ok(m: re.Match) -> bool:
    items = re.split(r",[ ]|,?[ ]and[ ]", m.group("n"))
    return all(_names_ok(re.match(r"(?P<n>.+)", it)) for it in items)


def _ages_ok(m: re.Match) -> bool:
    names = re.findall(rf"({_W})[ ]\(", m.group("n"))
    return bool(names) and all(_one_word_name(n, 3) for n in names)


PATTERNS: tuple[Pattern, ...] = (
    Pattern("name_initials_by",
        r"\b(?i:(?:taken|seen|checked|verified|witnessed|entered|recorded|signed|approved|reviewed|countersigned|"
        r"co-?signed|completed|prepared|administered|transcribed|dictated|typed|logged|received)[ ]by|initials|initialled|"
        r"staff[ ]initials)[ \t]*:?[ \t]*(?P<n>[A-Z]{2,3})(?![\w.-])(?![ ][A-Z][a-z])",
        "DOCTOR", 0.55, group="n", validator=_initials_ok),
    Pattern("name_initials_review",
        r"\b(?i:review|reviewed|sign-?off|entry|note|call|phone call|round|assessment|triage|check|opinion|discussion)"
        r"[ ]\((?P<n>[A-Z]{2,3})\)[ ]?[:–—-]",
        "DOCTOR", 0.55, group="n", validator=_initials_ok),
    Pattern("name_initials_dash",  # only where a dash mark ends a line: linear on long lines
        r"(?m)(?<=[.!)a-z0-9])[ \t]+(?:--|—|–|~)[ ]?(?P<n>[A-Z]{2,3})[ \t]*$",
        "DOCTOR", 0.5, group="n", validator=_dash_initials_ok),
    _LogMark("name_log_mark", r"(?!)", "DOCTOR", 0.5),
    _FixedWidth("table_fixed_staff", r"(?!)", "DOCTOR", 0.55),
    _FixedWidth("table_fixed_patient", r"(?!)", "PATIENT", 0.55),
    _StaffColumn("table_staff6", r"[^\n]{1,40}", "DOCTOR", 0.6, header=_H_STAFF6),
    ColumnPattern("table_patient6", rf"{_W}(?:,?[ ]{_W}){{0,2}}(?:[ ]{_INI})?", "PATIENT", 0.6, header=_H_PATIENT6,
                  validator=lambda m: person_ok(m.group(0))),
    Pattern("name_role_lower",
        rf"(?<![\w-])(?i:{_ROLE6})[ ](?P<n>{_W}(?:[ ]{_NOT_SECOND}(?:{_PART})?{_W})?)(?![\w'’-])",
        "DOCTOR", 0.55, group="n", validator=_role6_ok),
    Pattern("name_role_abbr6",
        rf"(?<![\w/-])(?:{_ROLE6_ABBR})[ ](?P<n>[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?(?:[ ][A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?)?)(?![\w'’-])",
        "DOCTOR", 0.55, group="n", validator=_role6_ok),
    Pattern("name_staff_list6",
        rf"(?m)(?:^|[ ]{{2}}|\t)(?i:compressions|cpr|airway|team|resus team|crew|responders|patrollers|facilitators|"
        rf"authors?|co-?authors|contributors|scrub|circulator|runners?|staff present|staff on duty|nurses|on duty)[ \t]*:[ \t]*"
        rf"(?P<n>(?:{_INI}[ ]?)?{_W}(?:[ ]{_W})?(?:[ ]\([^()\n]{{1,12}}\))?(?:,[ ](?:{_INI}[ ]?)?{_W}(?:[ ]{_W})?(?:[ ]\([^()\n]{{1,12}}\))?)*)(?=[ \t]*$|[ ]{{2}}|\t)",
        "DOCTOR", 0.55, group="n", validator=_list6_ok, split=r",[ ]|[ ]\([^()\n]*\)"),
    Pattern("name_service_after",
        rf"(?<![\w'’.-])(?P<n>(?:{_INI}[ ]?){{0,2}}{_W}(?:[ ]{_W})?)[ ]\((?:{_SERVICE_PAREN})\)",
        "DOCTOR", 0.5, group="n", validator=lambda m: _names_ok(m, 3), anchor=rf"\((?:{_SERVICE_PAREN})\)", anchor_window=60),
    Pattern("name_cred_inline",
        rf"(?<![\w'’.-])(?P<n>{_PERSON2})(?:,[ ]?|[ ]|[ ]\()(?P<c>{_CRED6})(?![ ]+\d{{5}})",
        "DOCTOR", 0.55, group="n", validator=_cred_ok),
    Pattern("name_job_after",
        rf"(?<![\w'’.-])(?P<n>{_PERSON2}|{_W}),[ ](?:(?i:a|an|our|your|the)[ ])?(?P<j>{_JOB_MOD}(?i:{_JOB_HEAD}))(?P<c>)(?![\w-])",
        "DOCTOR", 0.5, group="n", validator=_job_ok),
    Pattern("name_dr_lower",
        r"(?<![\w@.-])dr\.?[ ](?P<n>(?P<w>[a-z]{3,20}(?:-[a-z]{2,20})?)(?:['’]s)?)(?![\w@.'’-])",
        "DOCTOR", 0.5, group="n", validator=_dr_lower_ok),
    # an act and who did it, the name closing the clause: "started 14:20 on 22/11/2026 by Caoimhe
    # Rua Fennelly,", "notified (608) 555-0173 03:10 by Hale", "Collected 11/17/2026 06:52 by Dwayne Oakes at"
    Pattern("name_action_by",
        rf"\b(?i:started|stopped|given|administered|collected|drawn|inserted|placed|removed|sited|performed|done|"
        rf"notified|informed|called|paged|bleeped|contacted|escalated|witnessed|sealed|cannulated|intubated|"
        rf"catheterised|catheterized|sutured|dressed|checked|counted|weighed|triaged)\b[^.;\n]{{0,40}}?"
        rf"(?<=\d)[ ]by[ ](?P<n>{_PERSON})(?=[ ]*(?:[,.;)|]|$|[ ](?:at|in|on|from|and|with|for)\b))",
        "DOCTOR", 0.5, group="n", validator=_names_ok, flags=re.MULTILINE),
    # who did it, closing the clause or the cell: "intake done by Fox |", "typed up by Trish):",
    # "check verified by M. Ogunleye."
    Pattern("name_by_end",
        rf"\b(?i:done|typed(?:[ ]up)?|handed[ ]over|led|taken|signed[ ]off|seen|verified|checked|witnessed|reviewed|"
        rf"completed|performed|assessed|triaged|admitted)[ ]by[ ](?P<n>{_PERSON})(?=[ ]*(?:[,;:)|]|\.(?:[ ]|$)|$))",
        "DOCTOR", 0.5, group="n", validator=_by_end_ok, flags=re.MULTILINE),
    # a clinician by the shift they are on: "(Lindqvist on nights)", "Okafor on call"
    Pattern("name_on_shift",
        rf"(?<![\w'’.-])(?P<n>{_W}(?:[ ]{_W})?)[ ](?:is[ ]|was[ ])?(?:on[ ](?:nights|days|lates|earlies|call|take|shift|duty|leave)|covering[ ](?:tonight|today|nights))\b",
        "DOCTOR", 0.5, group="n", validator=_role6_ok),
    # a household or contact list: "Nomsa Dube - partner, 34", "2. Sipho - son, 8"
    Pattern("name_dash_relation",
        rf"(?<![\w'’.-])(?P<n>{_W}(?:[ ]{_W}){{0,2}})[ ][-–—][ ](?:{RELATION}|mum|dad|stepson|stepdaughter|grandchild)s?\b",
        "PATIENT", 0.5, group="n", validator=_names_ok),
    # relatives named with their ages: "siblings Lucía (6) and Diego (9 mo)", "Children Mukasa (12) and Nambi (7)"
    Pattern("name_relatives_ages",
        rf"\b(?i:children|kids|siblings|sons|daughters|twins|grandchildren|brothers|sisters)[ :]+"
        rf"(?P<n>{_W}[ ]\(\d{{1,2}}(?:[ ]?(?:mo|m|yo|y|yrs?|wk))?\)(?:(?:,[ ]|,?[ ]and[ ]){_W}[ ]\(\d{{1,2}}(?:[ ]?(?:mo|m|yo|y|yrs?|wk))?\))+)",
        "PATIENT", 0.55, group="n", validator=_ages_ok, split=r"[ ]\([^)]*\)(?:,[ ]|,?[ ]and[ ])?|[ ]\([^)]*\)$"),
    # a clinician named in parentheses after the role, as a transcript's speaker: "Nurse (Mereana):"
    Pattern("name_role_paren",
        rf"(?<![\w-])(?i:nurse|doctor|midwife|therapist|clinician|paramedic|pharmacist|physio|counsell?or|health[ ]visitor)"
        rf"[ ]\((?P<n>{_W})\)",
        "DOCTOR", 0.5, group="n", validator=lambda m: _one_word_name(m.group("n")) and not _JOB_WORD.search(m.group("n"))),
    # lay people listed as contacts: "Emergency contacts on file: Keoni Kahananui, Leilani Apo and ..."
    Pattern("name_contact_list",
        rf"\b(?i:emergency[ ]contacts?|contacts[ ]on[ ]file|next[ ]of[ ]kin|nok|visitors)(?:[ ](?i:on[ ]file|listed))?[ ]*:[ ]*"
        rf"(?P<n>{_W}(?:[ ]{_W}){{1,2}}(?:(?:,[ ]|,?[ ]and[ ]){_W}(?:[ ]{_W}){{1,2}})*)(?=[ ]*[.;(\n]|[ ]*$)",
        "PATIENT", 0.55, group="n", validator=_contacts_ok, split=r",[ ]|,?[ ]and[ ]"),
    Pattern("name_parent_abbr",
        rf"(?<![\w/-])(?:{_PARENT_ABBR})[ :]+(?P<n>{_W}(?:[ ]{_W})?)(?![\w'’-])",
        "PATIENT", 0.55, group="n", validator=_names_ok),
    Pattern("name_family",
        rf"\b(?:the|The|THE)[ ](?P<n>[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?)[ ](?:family|Family|families|Families|household|twins)\b",
        "PATIENT", 0.5, group="n", validator=_family_ok),
    Pattern("name_relative_word",
        rf"(?<![\w-])(?:{RELATION}|mum|dad|grandson|granddaughter)[ ](?P<n>[A-Z][a-z]{{1,10}})(?=[ ]?[(\"“,;:]|[ ](?:lives|staying|stays|visiting|visits|present|aware|at|is|was|has|will|who|says|said|called|phoned|rang|wants|drives|brought)\b)",
        "PATIENT", 0.5, group="n", validator=_word_given_ok),
    Pattern("name_relative_lower_num",
        rf"(?<![\w-])(?:{RELATION}|mum|dad|dtr|grandson|granddaughter)[ ](?P<n>[a-z][a-z'’-]{{2,15}})(?=[ ,:]*(?:\(?\+?\d{{3}}[)]?[ .-]?\d{{3}}[ .-]?\d{{3,4}}|\d{{1,2}}[ ]?(?:yo|y/o|yrs?)\b))",
        "PATIENT", 0.5, group="n", validator=_lower_num_ok),
)
