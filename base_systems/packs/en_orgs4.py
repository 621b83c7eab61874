"""English pack, part nine: facilities and organisations by their head words, in capitals, and
employers by the job before them (issue #22, session 14).

Read off the failure classes of the hand-written sets 3 and 4 and written on sentences of their
own (``tests/test_en_org4.py``):

* ``hosp_facility_more``: facility heads :mod:`.en_orgs` lacks: day-surgery units, birth and
  treatment centres, community and cottage hospitals, sports medicine, dental specialty
  practices (``Harbor Endodontics``), heart-and-vascular practices, visiting-nurse agencies,
  VA health-care systems, CBOCs, polyclinics, travel clinics, optometry and audiology
  practices, fertility centres;
* ``hosp_name_unicode``: a hospital name with letters outside ASCII or a ``& Research Centre``
  tail (``Whānau Ora Medical Centre``, ``Shaukat Khanum Memorial Cancer Hospital & Research
  Centre``), which the older rule cuts short;
* ``hosp_caps`` / ``hosp_caps_saint``: names in capitals (``UNIVERSITY HOSPITAL OF THE WEST
  INDIES``, ``JURONG EAST POLYCLINIC``, ``AT ST. BRIGID'S``), never a department (``HAND
  CLINIC``: every name word generic);
* ``org_custody``: prisons, jails and detention facilities (``Pulaski County Regional Detention
  Facility``, ``STATE CORRECTIONAL INSTITUTION - ROCKVIEW``, ``SCI Graterford``, ``HMP
  Wandsworth``);
* ``org_examiner``: medical examiners' and coroners' offices (``Miami-Dade Medical Examiner``);
* ``org_lab_research``: reference labs, research sites and sponsors by their head (``NMS
  Labs``, ``Meridia Clinical Research``, ``Covance central lab``);
* ``org_social_services``: charities and resettlement agencies (``Lutheran Social Services``,
  ``Catholic Charities``), not a department (``Department of Social Services``);
* ``org_military_*``: units (``3rd Battalion, 8th Marines``, ``B CO 2-327 IN``) and branches
  after a word of service (``Served USMC``, ``served in the Army``, ``Navy veteran``);
* ``org_after_job`` / ``hosp_after_care_job``: the employer after a job (``lineman for Ameren``,
  ``tire technician at Big O Tires``, ``offensive lineman for Oregon State football``); after
  a care job the employer is a care site (``a nurse at Hillcrest``: HOSPITAL);
* ``org_travel_company``: a firm a trip is booked with (``a tour with Abercrombie & Kent``);
* ``org_interpreter_service``: the agency of an interpreter (``interpreter via LanguageLine``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_org_words import GENERIC, generic_word, trie_regex
from multideid.base_systems.packs.en_words import PROF_HEADS as _PROF_HEADS, PROF_SUFFIXED as _PROF_SUFFIXED
from multideid.base_systems.packs.en_words import RELATIVES as _RELATIVES
from multideid.base_systems.packs.en_world import known_person, known_place

__all__ = ["PATTERNS"]

_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
# a capitalised word of a name in any script of Latin letters ("Whānau", "LiVe", "O", "Miami-Dade")
_W = rf"[{_UP}][\w'’&-]*(?<![-'’])(?![\w'’-])"
_WD = rf"(?:{_W}|[A-Z][a-z]{{0,3}}\.)"  # or "St.", "Mt."
_NG = rf"(?!(?i:{trie_regex(sorted(GENERIC))})(?![\w'’-]))"
_STOP = (
    r"(?!(?i:the|a|an|at|in|to|from|our|this|that|his|her|their|your|my|by|of|and|or|for|with|per|was|is|were|"
    r"recently|hospitalized|admitted|transferred|discharged|seen|followed|evaluated|treated|underwent|had|has|have|"
    r"done|performed|placed|returned|presented|went|sent|since|on|after|before|ref|referred|refer|dear|re|cc|"
    r"f/u|fu|follow|via|call|contact|see|per|signed|dictated|mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday)\b)"
)
_NW = rf"{_STOP}{_NG}{_WD}"
_CAPS = r"(?:ST|MT|FT)\.|[A-Z][A-Z'’&-]*[A-Z'’]|[A-Z]"  # a word in capitals (no sentence period inside a name)
_END = r"(?![\w'’-])"


def _words_ok(text: str, *, proper: bool = False) -> bool:
    words = [w for w in re.split(r"[ ,]+", text.strip()) if w and w.lower() not in ("&", "and", "of", "the", "-", "–")]
    if not words or any(generic_word(w) for w in words):
        return False
    if proper:
        return any(known_place(w) or known_person(w) or (w.isupper() and len(w) >= 2)
                   or (name_ok(w, min_len=3) and not _verb_form(w)) for w in words)
    return True


def _verb_form(word: str) -> bool:
    """A common verb form opening a clause ("Awaiting", "Pending", "Completed"), no name."""
    from wordfreq import zipf_frequency

    w = word.lower()
    return w.endswith(("ing", "ed")) and zipf_frequency(w, "en") >= 2.5


def _n_ok(m: re.Match) -> bool:
    return _words_ok(m.group("n"))


def _n_proper(m: re.Match) -> bool:
    return _words_ok(m.group("n"), proper=True)


# ------------------------------------------------------------------ facilities
_FAC_HEAD = (
    r"Day[ ]Surgery(?:[ ](?:Unit|Cent(?:re|er)))?|Day[ ]Hospital|Surgery[ ]Unit|Surgical[ ]Unit|Treatment[ ]Cent(?:re|er)|"
    r"Diagnostic[ ]Cent(?:re|er)|Birth(?:ing)?[ ]Cent(?:re|er)|Maternity[ ](?:Unit|Hospital)|Midwifery[ ]Unit|"
    r"Community[ ]Hospital|Cottage[ ]Hospital|Sports[ ]Medicine(?:[ ](?:Clinic|Cent(?:er|re)|Institute|Associates))?|"
    r"Sports[ ]Med|Sports[ ]Injury[ ]Clinic|Spine[ ](?:Cent(?:er|re)|Institute)|Endodontics|Orthodontics|Periodontics|"
    r"Prosthodontics|Oral[ ](?:(?:&|and)[ ]Maxillofacial[ ])?Surgery|Family[ ]Dentistry|Smiles|"
    r"Heart[ ](?:&|and)[ ]Vascular(?:[ ](?:Cent(?:er|re)|Institute|Associates|Clinic))?|"
    r"Visiting[ ]Nurses?(?:[ ](?:Association|Service|Services))?|Nursing[ ]Services|Home[ ]Nursing|"
    r"Health[ ]?Care[ ]System|Healthcare[ ]System|CBOC|Polyclinic|Travel[ ](?:Health|Clinic|Medicine)(?:[ ](?:Clinic|Cent(?:re|er)))?|"
    r"Optometry|Optometrists|Opticians|Eye[ ]?care|Audiology(?:[ ](?:Clinic|Cent(?:re|er)))?|Hearing[ ](?:Cent(?:re|er)|Clinic)|"
    r"Fertility(?:[ ](?:Cent(?:re|er)|Clinic|Associates))?|Well(?:ness)?[ ]Cent(?:er|re)|Medical[ ]Clinic|Family[ ]Health[ ]Team|"
    r"Group[ ]Practice|Health[ ]Network|Dialysis(?:[ ](?:Clinic|Cent(?:re|er)|Unit))?|Kidney[ ]Care|"
    # regional health bodies and small care sites of other health systems ("Fraser Health Authority", "Western Sydney
    # Local Health District", "Kisumu Sub-County Hospital" is en.py's; "Ndhiwa Dispensary", "Bauan Rural Health Unit")
    r"Local[ ]Health[ ]District|Health[ ]Authority|Health[ ]Board|Hospital[ ]and[ ]Health[ ]Service|District[ ]Health[ ]Board|DHB|"
    r"Health[ ]Service|Health[ ]Services|Dispensary|Health[ ]Post|Health[ ]Station|Rural[ ]Health[ ]Unit|RHU|Health[ ]Unit|"
    r"Maternity|Medical[ ]Hall"
)
_NOT_LONGER = r"(?![ ](?:Center|Centre|Hospital|Clinic|Facility|Unit|Institute|Department|Dept|Associates|Group|Partners)\b)"
_HOSP_SFX = (
    r"Hospital|Medical[ ]Cent(?:er|re)|Health[ ]Cent(?:er|re)|Clinic|Infirmary|Hospice|Nursing[ ]Home|Polyclinic|"
    r"Cancer[ ](?:Hospital|Cent(?:er|re)|Institute)"
)
_TAIL = r"(?:[ ](?:&|and)[ ](?:Research|Teaching|Training|Diagnostic|Rehabilitation|Trauma|Cancer|Medical)[ ](?:Cent(?:re|er)|Institute))"
_CAPS_HEAD = (
    r"HOSPITAL|MEDICAL[ ]CENT(?:ER|RE)|POLYCLINIC|CLINIC|HEALTH[ ]CENT(?:ER|RE)|INFIRMARY|HOSPICE|NURSING[ ]HOME|"
    r"MEDICAL[ ]COLLEGE|CANCER[ ]CENT(?:ER|RE)|HEALTH[ ]SYSTEM|HEALTHCARE"
)


def _unicode_ok(m: re.Match) -> bool:
    """Letters outside ASCII or a research tail; the first name word no generic word, one word a name
    ("Aga Khan University Hospital & Research Centre": "University" may follow)."""
    n = m.group("n")
    words = n.split()
    if not (not n.isascii() or m.group("t") is not None) or generic_word(words[0]):
        return False
    return any(_words_ok(w, proper=True) for w in words)


def _caps_ok(m: re.Match) -> bool:
    """Capitals: one name word at least that is no generic word (``HAND CLINIC`` is a department)."""
    g = m.groupdict()
    words = [w for w in re.split(r"[ ]+", (g.get("n") or "") + " " + (g.get("o") or "")) if w]
    words = [w for w in words if w not in ("OF", "THE", "&", "AND")]
    if not words or (g.get("n") and _STOP_CAPS.match(g["n"])) or any(w in _CAPS_NOT_NAME for w in words):
        return False
    return any(not generic_word(w) and (_rare(w) or known_place(w)) for w in words)


def _rare(word: str) -> bool:
    """A name word in capitals: rare in English ("JURONG", "KENYATTA") or an acronym ("NWMC")."""
    from wordfreq import zipf_frequency

    w = word.strip(".'’").lower()
    return zipf_frequency(w, "en") < 4.0 or (len(w) <= 5 and not any(c in "aeiouy" for c in w))


_STOP_CAPS = re.compile(r"(?:TO|AT|IN|FROM|SEE|REF|CALL|F/U|FU|FOLLOW|PLAN|DX|HX|PT|THE|AND)\b")
# words of headings and sentences, never of a name ("BRIEF HOSPITAL COURSE", "SEEN IN OUR CLINIC")
_CAPS_NOT_NAME = frozenset(
    "IN OUR YOUR THIS THAT WAS IS ARE WERE SEEN BRIEF COURSE DAY DAYS TO AT FROM BY WITH ON FOR NO NOT "
    "PRIOR PREVIOUS OUTSIDE SAME LOCAL NEAREST ANOTHER OTHER DISCHARGE ADMISSION ADMITTED TRANSFER TRANSFERRED "
    "DEPUTY CHIEF ASSOCIATE ASSISTANT ACTING SENIOR".split()
)

# ------------------------------------------------------------------ organisations
_CUSTODY = (
    r"Correctional[ ](?:Institution|Facility|Cent(?:er|re)|Complex|Center)|Detention[ ](?:Facility|Cent(?:er|re))|"
    r"Prison|Penitentiary|Jail|Gaol|Remand[ ](?:Cent(?:re|er)|Prison)|Juvenile[ ](?:Hall|Detention[ ]Cent(?:er|re))|"
    r"Youth[ ](?:Detention|Correctional)[ ](?:Cent(?:er|re)|Facility)|Reformatory"
)
_CUSTODY_CAPS = r"CORRECTIONAL[ ](?:INSTITUTION|FACILITY|CENTER|CENTRE|COMPLEX)|DETENTION[ ](?:FACILITY|CENTER|CENTRE)|PRISON|PENITENTIARY|JAIL"
_EXAMINER = r"(?:Medical[ ]Examiner|Coroner)(?:['’]s)?(?:[ ](?:Office|Department|Dept\.?))?"
_RANK = re.compile(r"(?i)\b(?:deputy|chief|associate|assistant|acting|senior|forensic|regional|district)\b")
_EXAMINER_CAPS = r"(?:MEDICAL[ ]EXAMINER|CORONER)(?:['’]S)?(?:[ ](?:OFFICE|DEPARTMENT))?"
_LAB = (
    r"Labs|Laboratories|Laboratory|Diagnostics|Genetics|Biosciences?|Clinical[ ]Research|Clinical[ ]Trials|"
    r"Research(?:[ ](?:Institute|Group|Associates|Cent(?:re|er)|Partners|Site))?|Pharmaceuticals|Pharma|Therapeutics|Biotech"
)
_FAITH = r"Lutheran|Catholic|Jewish|Episcopal|Baptist|Methodist|Presbyterian|Islamic|Muslim|Hindu|Sikh|Christian|Adventist|Mennonite|Quaker|Orthodox"
_SOCIAL = (
    r"(?:Social|Family|Community|Children['’]s|Refugee|Immigrant|Immigration|Resettlement|Settlement|Senior|Youth|"
    r"Disability|Legal|Housing|Relief)[ ](?:Services|Service|Agency|Council)|Charities|Relief|Ministries|Aid[ ]Society"
)
_ORD = r"\d{1,3}(?:st|nd|rd|th)"
_UNIT = (
    r"Battalion|Brigade|Regiment|Division|Infantry(?:[ ](?:Division|Regiment|Brigade))?|Marines|Marine[ ](?:Regiment|Division)|"
    r"Cavalry(?:[ ](?:Regiment|Division))?|Airborne(?:[ ]Division)?|Armou?red(?:[ ](?:Division|Brigade))?|Fleet|Squadron|"
    r"(?:Air|Fighter|Airlift|Bomb|Refueling)[ ]Wing|Field[ ]Artillery|Engineer(?:s|[ ]Battalion|[ ]Brigade)|"
    r"Special[ ]Forces[ ]Group|Ranger[ ]Battalion|(?:Signal|Medical|Support|Sustainment|Aviation|Military[ ]Police)[ ](?:Battalion|Brigade|Regiment)|"
    r"Combat[ ]Team|Expeditionary[ ](?:Force|Unit)|Commando|Parachute[ ]Regiment|Rifles|Fusiliers|Guards"
)
_UNIT_CODE = r"IN|INF|FA|AR|CAV|AV|EN|SC|MI|MP|BSB|BEB|AVN|ADA|SF|RGR|CR|MAR|LAR"
_BRANCH = (
    r"Army|Navy|Air[ ]Force|Marine[ ]Corps|Marines|Coast[ ]Guard|National[ ]Guard|Army[ ](?:National[ ]Guard|Reserves?)|"
    r"Navy[ ]Reserves?|Air[ ]National[ ]Guard|Space[ ]Force|Armed[ ]Forces|Defen[cs]e[ ]Forces?"
)
_BRANCH_NATION = r"(?:U\.?S\.?|United[ ]States|British|Royal|Australian|Canadian|Indian|Nigerian|Kenyan|Pakistan|Israeli|Irish|New[ ]Zealand|South[ ]African)"
_SERVICE_CUE = r"(?:served|serving|serves|enlisted|joined|retired[ ]from|discharged[ ]from|veteran[ ]of|years?[ ]in|was[ ]in|deployed[ ]with|career[ ]in)"
_CARE_JOB = r"nurses?|rn|lpn|cna|physicians?|doctors?|therapists?|midwife|midwives|paramedics?|radiographers?|sonographers?|phlebotomists?|orderlies|orderly"
_JOB = rf"(?:[a-z]*(?:{_PROF_HEADS})|{_PROF_SUFFIXED})s?"
_ORG_RUN = rf"{_NW}(?:(?:[ ](?:&|and|of|de)[ ]|[ ]){_STOP}{_WD}){{0,3}}"
_NOT_FACILITY_AFTER = re.compile(
    r"[ ](?:Hospital|Medical|Health|Clinic|Infirmary|Hospice|Surgery|Centre|Center|Urgent|Nursing|Rehab|Care)\b")
# a disease, test or stage after "N years with" ("Type 2 DM", "MS", "Parkinson's"), no employer
_NOT_TENURE = re.compile(r"(?i:^(?:type|stage|grade|class|level)\b)|['’]s$|^[A-Z0-9]{1,4}$")
_DISEASE_AFTER = re.compile(r"[ ](?i:disease|syndrome|palsy|dementia|arthritis|diabetes|type|stage)\b")
_TEAM_AFTER = re.compile(
    r"[ ](?i:football|basketball|baseball|soccer|hockey|rugby|volleyball|softball|lacrosse|athletics|team|squad|club)\b")
_KIN = re.compile(rf"{_RELATIVES}|\b(?i:mom|dad|mum|mummy|daddy|kids|family|friends|children|class|classmates|church|school|group)\b")
_WEEKDAY_MONTH = re.compile(
    r"(?i)^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?$|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$")


@lru_cache(maxsize=1)
def _institutions() -> frozenset[str]:
    from multideid.base_systems.institutions import en_institutions

    return frozenset(n.lower() for n in en_institutions())


def _employer_ok(m: re.Match) -> bool:
    o = m.group("o")
    words = o.split()
    if _WEEKDAY_MONTH.match(words[0]) or o.lower() in _institutions():
        return False
    if _NOT_FACILITY_AFTER.match(m.string, m.end("o")) or re.search(r"\b(?:Hospital|Clinic|Centre|Center|Health)\b", o):
        return False  # a hospital's name: the facility rules take it whole
    team = _TEAM_AFTER.match(m.string, m.end("o")) is not None  # "point guard for Gonzaga basketball"
    if not team and (len(words) == 1 and (known_place(o) or known_person(o)) or all(known_person(w) for w in words if len(w) > 1)
                     and len(words) <= 2 and not any(w in ("&", "and") for w in words)):
        return False
    return _words_ok(o)


def _job_employer_ok(m: re.Match) -> bool:
    """One person's job ("lineman for Ameren"), not a plural ("handlers for SIGTERM", "drivers for the firm")."""
    job = re.match(r"\S+", m.group(0)).group(0)
    return not (job.endswith("s") and not job.endswith(("ss", "us"))) and _employer_ok(m)


def _care_employer_ok(m: re.Match) -> bool:
    return _employer_ok(m)


def _travel_ok(m: re.Match) -> bool:
    from multideid.base_systems.gazetteers import load_gazetteer

    o = m.group("o")
    if _KIN.search(o):
        return False
    if "&" not in o and " and " not in o:
        return _employer_ok(m) and len(o.split()) >= 2
    firsts = frozenset(load_gazetteer("en").lists["first_names"])
    parts = [p.strip().lower() for p in re.split(r"&|\band\b", o)]
    return not all(p in firsts for p in parts) and _words_ok(o)


PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ facilities
    Pattern(
        # "Kelvinside Day Surgery Unit", "Harbor Endodontics", "Wasatch Heart & Vascular", "Bay Area Visiting Nurses",
        # "VA Northern Indiana Health Care System", "Boston Travel Health", "Jurong East Polyclinic"
        "hosp_facility_more",
        rf"(?<!\bof[ ])\b(?P<n>(?:{_NW}[ ]|(?:&|and)[ ]){{0,3}}{_NW})[ ](?:{_FAC_HEAD}){_END}{_NOT_LONGER}",
        "HOSPITAL", 0.7, validator=_n_ok, anchor=rf"(?:{_FAC_HEAD}){_END}", anchor_window=160,
    ),
    Pattern(
        # a health board or trust named after its region: "NHS Lothian", "NHS Greater Glasgow and Clyde", "HSE South",
        # "Te Whatu Ora Waikato"
        "hosp_health_board",
        rf"\b(?:NHS|HSE|Te[ ]Whatu[ ]Ora)[ ](?P<n>{_NW}(?:[ ](?:and[ ])?{_NW}){{0,3}})",
        "HOSPITAL", 0.65, validator=lambda m: _words_ok(m.group("n")) and not re.match(r"(?i)(?:no|number|num|id|app|direct|login)\b", m.group("n")),
    ),
    Pattern(
        # "Whānau Ora Medical Centre", "Shaukat Khanum Memorial Cancer Hospital & Research Centre"
        "hosp_name_unicode",
        rf"\b(?P<n>{_NW}(?:[ ](?:&[ ])?{_WD}){{0,4}})[ ](?:{_HOSP_SFX})(?P<t>{_TAIL})?{_END}",
        "HOSPITAL", 0.81, validator=_unicode_ok, anchor=rf"(?:{_HOSP_SFX}){_END}", anchor_window=160,
    ),
    Pattern(
        # "UNIVERSITY HOSPITAL OF THE WEST INDIES", "JURONG EAST POLYCLINIC", "ST. LUKE'S MEDICAL CENTER"
        "hosp_caps",
        rf"(?<![\w'’./-])(?P<n>(?:(?:{_CAPS})[ ]){{0,4}})(?:{_CAPS_HEAD})(?:[ ]OF[ ](?:THE[ ])?(?P<o>(?:{_CAPS})(?:[ ](?:{_CAPS})){{0,3}}))?(?![\w'’-]|[ ][a-z])",
        "HOSPITAL", 0.82, validator=_caps_ok, anchor=rf"(?:{_CAPS_HEAD})\b",
    ),
    Pattern(
        # "HAND CLINIC AT ST. BRIGID'S", "TRANSFERRED TO ST JUDE'S"
        "hosp_caps_saint",
        r"\b(?:AT|TO|FROM|IN)[ ](?P<h>(?:ST\.?|SAINT)[ ][A-Z]+(?:['’]S|S['’])(?:[ ](?:HOSPITAL|MEDICAL[ ]CENTER|REGIONAL))?)(?![\w'’])",
        "HOSPITAL", 0.6, group="h",
    ),
    # ------------------------------------------------------------------ organisations
    Pattern(
        # "Pulaski County Regional Detention Facility", "Westville Correctional Facility", "Rikers Island Jail"
        "org_custody",
        rf"\b(?P<n>(?:{_NW}[ ]){{1,3}})(?:(?:County|Regional|State|Federal|Metropolitan|City)[ ]){{0,2}}(?:{_CUSTODY}){_END}",
        "ORGANIZATION", 0.72, validator=_n_proper, anchor=rf"(?:{_CUSTODY}){_END}", anchor_window=120,
    ),
    Pattern(
        # "STATE CORRECTIONAL INSTITUTION - ROCKVIEW", "COOK COUNTY JAIL"
        "org_custody_caps",
        rf"(?<![\w'’.-])(?P<n>(?:(?:{_CAPS})[ ]){{0,3}})(?:{_CUSTODY_CAPS})(?:[ ]?[-–][ ]?(?P<o>{_CAPS}(?:[ ]{_CAPS})?))?(?![\w'’-]|[ ][a-z])",
        "ORGANIZATION", 0.72, validator=_caps_ok,
    ),
    Pattern(
        # prison codes before a name: "SCI Graterford", "HMP Wandsworth", "FCI Danbury"
        "org_custody_code",
        rf"\b(?:SCI|HMP|HMYOI|FCI|USP|FDC|MDC|FPC|CCF)[ ](?P<n>{_NW}(?:[ ]{_NW})?)",
        "ORGANIZATION", 0.65, validator=_n_proper,
    ),
    Pattern(
        # "Miami-Dade Medical Examiner", "Cuyahoga County Medical Examiner's Office", "the Wake County Coroner"
        "org_examiner",
        rf"\b(?P<n>(?:{_NW}[ ]){{1,3}})(?:County[ ])?{_EXAMINER}{_END}",
        "ORGANIZATION", 0.7, validator=lambda m: _n_proper(m) and not _RANK.search(m.group("n")), anchor=r"\b(?:Examiner|Coroner)",
    ),
    Pattern(
        "org_examiner_caps",
        rf"(?<![\w'’.-])(?P<n>(?:(?:{_CAPS})[ ]){{1,3}})(?:COUNTY[ ])?{_EXAMINER_CAPS}(?![\w'’-])",
        "ORGANIZATION", 0.7, validator=lambda m: _caps_ok(m), anchor=r"\b(?:EXAMINER|CORONER)",
    ),
    Pattern(
        # "NMS Labs", "Meridia Clinical Research", "Ambry Genetics", "Covance central lab"
        "org_lab_research",
        rf"\b(?P<n>(?:{_NW}[ ]){{0,2}}{_NW})[ ](?:(?:{_LAB}){_END}(?![ ](?:Institute|Center|Centre|Hospital|Department|Dept|Unit|Program|Nurse|Coordinator)\b)"
        rf"|(?=(?:central|reference|send-?out|contract)[ ]lab\b))",
        "ORGANIZATION", 0.6, validator=_n_proper, anchor=rf"(?:{_LAB}|central[ ]lab|reference[ ]lab|send-?out[ ]lab|contract[ ]lab){_END}",
    ),
    Pattern(
        # "Lutheran Social Services", "Catholic Charities", "Jewish Family Service", "Harbor Refugee Services"
        "org_social_services",
        rf"\b(?P<n>(?:{_FAITH})|(?:{_NW}[ ]){{0,2}}{_NW})[ ](?:{_SOCIAL}){_END}",
        "ORGANIZATION", 0.65, validator=lambda m: bool(re.fullmatch(_FAITH, m.group("n"))) or _n_proper(m),
        anchor=rf"(?:{_SOCIAL}){_END}", anchor_window=100,
    ),
    Pattern(
        # "3rd Battalion, 8th Marines", "82nd Airborne Division", "1st Cavalry", "2nd Battalion, 327th Infantry Regiment"
        "org_military_unit",
        rf"\b{_ORD}[ ](?:{_UNIT})(?:,?[ ]{_ORD}[ ](?:{_UNIT}))*{_END}",
        "ORGANIZATION", 0.7,
    ),
    Pattern(
        # coded unit designators: "B CO 2-327 IN", "A Co, 1-87 INF", "HHC 3-7 CAV"
        "org_military_code",
        rf"\b(?:[A-H]|HHC|HHB|HHT)[ ]?(?:CO|Co|Coy|TRP|BTRY)?\.?,?[ ]\d-\d{{1,3}}(?:th)?[ ](?:{_UNIT_CODE})\b",
        "ORGANIZATION", 0.7,
    ),
    Pattern(
        # "Served USMC 2003-2009", "served in the Army", "retired from the U.S. Navy", "joined the Royal Marines"
        "org_military_branch",
        rf"\b(?i:{_SERVICE_CUE})[ ](?:(?:in|with|on)[ ])?(?:(?:the)[ ])?(?P<o>USMC|USAF|USCG|USN|ARNG|USAR|NZDF|SANDF|"
        rf"(?:{_BRANCH_NATION}[ ])?(?:{_BRANCH})){_END}",
        "ORGANIZATION", 0.65, group="o",
    ),
    Pattern(
        # "Navy veteran", "Army medic", "USMC veteran", "former Marine Corps officer"
        "org_military_branch_before",
        rf"\b(?P<o>USMC|USAF|USCG|(?:{_BRANCH_NATION}[ ])?(?:Army|Navy|Air[ ]Force|Marine[ ]Corps|Coast[ ]Guard|National[ ]Guard))[ ]"
        r"(?=(?i:veteran|vet|reservist|medic|corpsman|officer|sergeant|pilot|infantryman|retiree|service)\b)",
        "ORGANIZATION", 0.6, group="o",
    ),
    # ------------------------------------------------------------------ employers after a job
    Pattern(
        # "lineman for Ameren", "tire technician at Big O Tires", "a barista at Blue Bottle", "lineman for Oregon State football"
        "org_after_job",
        rf"\b(?!(?:{_CARE_JOB})\b){_JOB}(?:[ ]\([^)\n]{{2,40}}\))?[ ](?:at|for|with)[ ](?:the[ ])?(?P<o>{_ORG_RUN})",
        "ORGANIZATION", 0.5, group="o", validator=_job_employer_ok, anchor=r"[ )](?:at|for|with)[ ](?:the[ ])?[A-ZÀ-Þ]",
        anchor_window=90,
    ),
    Pattern(
        # a care job's employer is a care site: "mom is a nurse at Hillcrest", "works as a porter at Stobhill"
        "hosp_after_care_job",
        rf"\b(?i:a|an|as[ ]an?|is[ ]an?|was[ ]an?)[ ](?:[a-z-]+[ ]){{0,2}}(?:{_CARE_JOB})[ ](?:at|for|in)[ ](?:the[ ])?(?P<o>{_ORG_RUN})",
        "HOSPITAL", 0.5, group="o", validator=_care_employer_ok,
    ),
    Pattern(
        # "35 years with London Underground", "twelve years at Boeing", "several years with the Royal Mail"
        "org_tenure",
        rf"\b(?i:\d{{1,2}}|a[ ]few|many|several|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty)"
        rf"[ ](?i:years?|yrs?|decades?)[ ](?i:with|at|for)[ ](?:the[ ])?(?P<o>{_ORG_RUN})",
        "ORGANIZATION", 0.5, group="o", validator=lambda m: _employer_ok(m) and not _NOT_TENURE.search(m.group("o"))
        and not _DISEASE_AFTER.match(m.string, m.end("o")),
    ),
    Pattern(
        # "Occupation: software engineer, Infosys", "Job: HGV driver, Eddie Stobart (nights)"
        "org_after_job_label",
        rf"(?m)(?:^|(?<=[ \t]{{2}}))(?i:occupation|job(?:[ ]title)?|profession|position|employment|work)[ \t]*:[ \t]*"
        rf"[A-Za-z][^,\n:]{{1,40}},[ ](?P<o>{_ORG_RUN})(?=[ \t]*(?:$|[;(,]))",
        "ORGANIZATION", 0.55, group="o", validator=_employer_ok,
    ),
    Pattern(
        # "Adjuster: Trent Bowker, Liberty Mutual", "Case manager: A. Cole, Sedgwick", "Rep: Kiana, Humana"
        "org_after_role_name",
        rf"(?i:adjuster|claims[ ](?:adjuster|handler|manager)|case[ ]?(?:manager|worker)|caseworker|agent|rep|representative|"
        rf"recruiter|supervisor|manager|hr|employer[ ]contact|union[ ]rep)[ \t]*:[ \t]*"
        rf"(?:[A-Z][\w'’.-]*[ ]){{0,2}}[A-Z][\w'’-]+,[ ](?P<o>{_ORG_RUN})(?=[ \t]*(?:$|[;(,]|\d))",
        "ORGANIZATION", 0.55, group="o", validator=_employer_ok, flags=re.MULTILINE,
    ),
    Pattern(
        # "a tour with Abercrombie & Kent", "booked through Intrepid Travel", "cruise with Royal Caribbean"
        "org_travel_company",
        rf"\b(?i:tour|tours|trip|safari|cruise|trek|expedition|package|holiday|booked|travel(?:l)?ing|flight|flew)[ ](?i:with|through|via|by)[ ](?P<o>{_ORG_RUN})",
        "ORGANIZATION", 0.55, group="o", validator=_travel_ok,
    ),
    Pattern(
        # "a Somali interpreter via LanguageLine", "interpreter from CyraCom", "video interpreting service (Stratus)"
        "org_interpreter_service",
        rf"\b(?i:interpreter|interpreters|interpreting|interpretation|language[ ]line|language[ ]service)[ ](?:[a-z]+[ ]){{0,2}}(?i:via|through|from|by|with)[ ](?P<o>{_ORG_RUN})",
        "ORGANIZATION", 0.55, group="o", validator=lambda m: _employer_ok(m) and not re.match(r"(?i)(?:video|phone|telephone|zoom|teams|ipad)\b", m.group("o")),
    ),
)
