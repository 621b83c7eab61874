"""English pack, part eleven: organisations and care sites in forms the earlier packs miss (issue #22,
session 15), with the places of :mod:`.en_org5_places` and the professions of :mod:`.en_org5_jobs`.

Read off the failure classes of the hand-written development sets 1-5 and of sentences written for the
purpose, and tested on sentences of their own (``tests/test_en_org5.py``):

* ``hosp_known_name`` / ``org_known_name``: a hospital of the institutions list or an unambiguous
  organisation of the organisations list written as a name, with no cue (``UCSF``, ``Mass General``,
  ``Humana``); one-word names in the list's case only (``LUTH``, not the given name ``Luth``); never
  before a test's or a product's word (``Addenbrooke's Cognitive Examination``, ``Invitae 84-gene``);
  ``loc_chain_branch``: the suburb after a known chain (``Longs Drugs Kapolei``). The lists are read
  on first use, never at import (the list machinery and validators: :mod:`.en_org5_known`);
* public bodies: ``org_public_body`` (``Merseyside Police``, ``Columbus PD``, ``Highland Council``,
  ``Canadian Blood Services``, ``Oregon Poison Center``), ``org_body_of_place`` (``Ambulance
  Tasmania``), ``org_county_office`` (``Washoe County Regional Medical Examiner``, ``Harris County
  Public Health``), ``org_union_local`` (``IBEW Local 46``);
* businesses and schools: ``org_business_more`` (``Schweitzer Engineering``, ``Pinnacle Locums``,
  ``Northwind Mutual Life``), ``org_venue_lower`` (``at Saigon Star restaurant``, ``the Oxfam shop``),
  ``org_childcare`` (``Sunny Days Learning Center``), ``org_school_primary`` (``Hollins Lane
  Primary``), ``org_school_named`` (``Attends Kingsbury High School``: without the verb);
* care sites: ``hosp_specialty_practice`` (a specialty institute or practice is a care site, not a
  firm: ``Harrowgate Heart Institute``, ``NASSAU BONE & JOINT PC``, ``Lafayette Occupational Health``,
  ``Tyne Valley Hearing``, ``Manurewa Family Doctors``), ``hosp_home_lower`` (``Golden Years care
  home``), ``hosp_group_of`` (``Parirenyatwa Group of Hospitals``), ``hosp_prefix_name`` (``Hospital
  Tengku Ampuan Rahimah``, ``Klinikum Traunstein``, ``CLSC Côte-des-Neiges``), ``hosp_short_cue``
  (``sent to Allegheny General``), ``hosp_the_royal`` (``to the Royal Brompton``),
  ``hosp_brand_saint`` (``Providence St. Vincent``), ``hosp_named_ward`` (``Larch Ward``, ``Ladywell
  Unit``; no person named Ward), ``hosp_before_ed_any`` (``the Trinity ER``, ``wythenshawe a&e``),
  ``hosp_lower_after_event`` (lower-case messages: ``physio at parkside``, ``admitted to st joes``),
  ``hosp_one_word_site`` (health systems' one-word names after a care job or an event: ``a nurse at
  regions``, ``nurse anesthetist at Mercy``).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_org5_jobs import PATTERNS as _JOB_PATTERNS
from multideid.base_systems.packs.en_org5_jobs import job_head
from multideid.base_systems.packs.en_org5_known import ListPattern, branch_ok, branch_regex, first_name, hospital_regex
from multideid.base_systems.packs.en_org5_known import listed_keys, name_key, org_regex, written_as_name
from multideid.base_systems.packs.en_org5_places import PATTERNS as _PLACE_PATTERNS
from multideid.base_systems.packs.en_org5_places import LazyPattern, message_style, rare_word
from multideid.base_systems.packs.en_org_words import GENERIC, generic_word, trie_regex
from multideid.base_systems.packs.en_places import eponym_place, world_place, world_region
from multideid.base_systems.packs.en_world import known_person, known_place

__all__ = ["PATTERNS"]

_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
_CW = rf"(?<![\w'’ʻ-])[{_UP}][\w'’ʻ-]*(?<![-'’])(?![\w'’ʻ-])"  # a whole capitalised token ("Kapiʻolani"; linear on "Aa-Aa-...")
_WD = rf"(?:(?:St|Mt|Ft)\.|{_CW})"
_NG = rf"(?!(?i:{trie_regex(sorted(GENERIC))})(?![\w'’-]))"
_NW = rf"{_NG}{_WD}"
_END = r"(?![\w'’-])"
_PLACE_LEAD = r"(?:New|North|South|East|West|Upper|Lower|Old|Great|Little|Mount|Mt\.|St\.?|Saint|Fort|Port|Lake)"  # "East New York ..."


_rare = rare_word


def _proper_words(text: str, *, limit: float = 3.5) -> bool:
    """Name words: none generic, one at least a known place, a rare word or an acronym."""
    words = [w for w in re.split(r"[ ,]+", text.strip()) if w and w.lower() not in ("&", "and", "of", "the", "+")]
    if not words or any(generic_word(w) for w in words):
        return False
    return any(known_place(w) or _rare(w, limit) or (w.isupper() and len(w) >= 2) for w in words)


# ------------------------------------------------------------------ public bodies
_NATION = (
    r"Canadian|Welsh|Scottish|British|Irish|English|American|Australian|Queensland|Victorian|Northern|Southern|Eastern|"
    r"Western|Central|North|South|East|West|New|Greater|Metropolitan|Royal|National|Provincial|Regional|County|City|"
    r"Borough|District|State|Municipal"
)
_BODY = (
    r"Police(?:[ ](?:Service|Department|Dept\.?|Force|Scotland))?|Constabulary|PD|Sheriff['’]s[ ](?:Office|Department)|"
    r"(?:(?:County|City|Borough|District|Town|Regional|Shire|Parish|Metropolitan[ ]Borough)[ ])?Council|"
    r"Ambulance[ ](?:Services?|Trust)|Air[ ]Ambulance|Fire[ ](?:&|and)[ ]Rescue(?:[ ]Service)?|Blood[ ](?:Services?|Bank)|"
    r"Poison[ ](?:Control[ ])?(?:Cent(?:er|re)|Information[ ]Cent(?:er|re))"
)


def _body_ok(m: re.Match) -> bool:
    """The place of a public body: its words are places, nations or compass words, or rare names;
    a ``PD`` only after a place ("Columbus PD"; not "Parkinson PD")."""
    n = m.group("n").strip()
    words = [w for w in n.split() if w not in ("&", "and", "of")]
    if not words or re.match(r"(?:The|A|An|Our|His|Her|My|Their|Local|Same)\b", n):
        return False
    if m.group(0).endswith("PD"):
        return world_place(n) and known_place(n)
    if world_place(n) or known_place(n):
        return True
    named = [w for w in words if not re.fullmatch(_NATION, w)]
    if not named:
        return True  # "Metropolitan Police", "Welsh Ambulance Services"
    return all(world_place(w) or known_place(w) or (_rare(w, 3.5) and name_ok(w, min_len=3)) or w in ("England", "Wales")
               for w in named)


# ------------------------------------------------------------------ businesses
_BUSINESS_MORE = (
    r"Engineering|Locums|Locum[ ]Agency|Recruitment|Mutual(?:[ ]Life)?|Life[ ]Assurance|Assurance|Distribution[ ]Cent(?:re|er)|"
    r"Fulfil?ment[ ]Cent(?:re|er)|International|Cellular[ ]Pathology|Histopathology|Haulage|Removals|Security[ ]Services|"
    r"Facilities[ ]Management|Catering|Cleaning[ ]Services|Tank[ ]Lines"
)
_STRONG_BUSINESS = re.compile(r"(?:Locums|Locum[ ]Agency|Recruitment|Mutual(?:[ ]Life)?|Tank[ ]Lines)$")
_CHILDCARE = r"Learning[ ]Cent(?:re|er)|Early[ ]Learning(?:[ ]Cent(?:re|er))?|Child[ ]Development[ ]Cent(?:re|er)|Day[ ]?care(?:[ ]Cent(?:re|er))?|Nursery"
_VENUE = r"shop|charity[ ]shop|store|restaurant|café|cafe|diner|takeaway|bakery|pub|hotel|motel|warehouse|factory|plant|depot|salon|gym|casino|supermarket"

# ------------------------------------------------------------------ care sites
_SPECIALTY = (
    r"Heart|Cancer|Neurological|Neuroscience|Eye|Spine|Orthopa?edic|Kidney|Diabetes|Vascular|Surgical|Hepatology|Pathology|"
    r"Cardiology|Urology|Oncology|Dermatology|Gastroenterology|Pulmonary|Neurology|Radiology|Rheumatology|Endocrine|"
    r"Pediatric|Paediatric|Sleep|Hearing|Fertility|Bone[ ](?:&|and)[ ]Joint|Medico-?[Ll]egal|Allergy|Foot|Hand|Retina|Vein|"
    r"ENT|Ear,?[ ]Nose[ ](?:&|and)[ ]Throat"
)
_PRACTICE = r"Institute|Associates|Specialists|Partners|PC|P\.C\.|PLLC|Rooms|Cent(?:re|er)|Clinic|Consultants|Practice"
_PREFIX_HEAD = (
    r"Hospital|Klinik(?:[ ]Kesihatan)?|Klinikum|Kliniken|Clínica|Clinica|Hôpital|Ospedale|Krankenhaus|Rumah[ ]Sakit|"
    r"Puskesmas|Policlinico|CLSC|CHSLD|CHU|CHUM|Centro[ ]de[ ]Salud|Hospital[ ]Universitario"
)
_NOT_GENERAL = (
    r"(?!(?i:attorney|surgeon|consul|secretary|inspector|governor|postmaster|solicitor|auditor|adjutant|lieutenant|"
    r"major|brigadier|accountant|paymaster|registrar|comptroller|vicar|director|procurator|advocate|princess|prince|"
    r"box|in|on|at|the|a|an)\b)"
)
_SITE_WORDS = (
    r"mercy|providence|trinity|regions|kaiser|sentara|banner|mayo|cedars|sinai|beaumont|geisinger|allina|ochsner|atrium|"
    r"novant|intermountain|sutter|christus|ascension|summa|inova|baylor|emory|vanderbilt|sanford|essentia|avera|"
    r"piedmont|wellstar|medstar|hackensack|northwell|promedica|parkland|grady|bellevue|jps|harborview|swedish"
)
_CARE_JOB = (
    r"nurse|nurses|rn|lpn|cna|np|crna|physician|doctor|surgeon|midwife|therapist|paramedic|pharmacist|tech|technician|"
    r"anesthetist|anaesthetist|resident|intern|radiographer|sonographer|phlebotomist|aide|porter|orderly|chaplain|"
    r"social[ ]worker|unit[ ]clerk|receptionist|housekeeper"
)
_EVENT = (
    r"admitted|seen|treated|delivered|born|transferred|transported|taken|brought|discharged|works|worked|working|"
    r"hospitalized|hospitalised|surgery|scan|biopsy|follow(?:ed|s)?|dialysis|rehab|inpatient|stay|stayed"
)
_STOP_SITE = frozenset(
    """home work school night day times time least first last present risk bedside noon midnight the a an this that
    rest baseline once all most church college university length large bay sea hand heart mercy's""".split()
)
_WARD_SUFFIX = re.compile(r"(?:ic|al|ary|ory|ive|ion|ity|ogy|ics|ia|py|ous|ly|ed|ing|ence|ance|ment|ist|ism|s)$")

_EVENT_LOWER = (
    r"admitted|readmitted|seen|scan|scanned|x-?ray|mri|ct|physio|gp|appointment|appt|surgery|op|operation|bloods|clinic|"
    r"consultant|midwife|born|delivered|ultrasound|check-?up|follow-?up|review|referred|transferred|transfered|stitches|"
    r"stitched|cast|plastered|induced|c-section|section|chemo|dialysis|rehab|physiotherapy|counselling|counseling"
)


def _lower_site_ok(m: re.Match) -> bool:
    """A care site's name in a lower-case message: a saint's name, or one word that is no common word, no
    generic or time word, no known pharmacy or chain ("at boots": a shop) and no person's name."""
    h = m.group("h")
    if not message_style(m):
        return False  # capitalised text: the capitalised rules decide
    if h.startswith("st"):
        return re.fullmatch(r"st\.?[ ][a-z]+", h) is not None and not generic_word(h.split()[-1])
    if generic_word(h) or h in _STOP_SITE or name_key(h) in listed_keys() and not re.fullmatch(_SITE_WORDS, h):
        return False
    return (_rare(h, 3.5) or re.fullmatch(_SITE_WORDS, h) is not None) and not first_name(h)


def _history_ok(m: re.Match) -> bool:
    """A site in a hospitalisation history: the line asks or tells about admissions, the name no place, person,
    weekday, month or clinical abbreviation of capitals alone ("MI 2019")."""
    s = m.string
    line = s[s.rfind("\n", 0, m.start()) + 1:m.start()]
    if not re.search(r"(?i:hospitali[sz]ed|hospitali[sz]ations?|admitted|admissions?|inpatient|previous[ ]stays?)", line):
        return False
    h = m.group("h")
    if h.isupper():
        return re.fullmatch(r"[A-Z]{1,4}(?:H|MC|RI|GH|UH)", h) is not None  # site-like acronyms ("QMC", "RVH"); not "MI"
    words = h.split()
    if any(generic_word(w) for w in words) or known_place(h) or known_person(h) or first_name(words[0]):
        return False
    return len(words) > 1 or _rare(h, 4.0)


def _ward_ok(m: re.Match) -> bool:
    """A ward named after a tree, a flower, a place or a person ("Larch Ward", "Ladywell Unit"); a given name
    only after a place preposition or in brackets ("(Rowan Ward)"; not "Erik Ward, a 77-year-old")."""
    n = m.group("n")
    if not _rare(n, 3.8) or _WARD_SUFFIX.search(n.lower()) or re.search(r"[A-Z][\w'’-]*[ ]\Z", m.string[max(0, m.start() - 20):m.start()]):
        return False
    prev = re.search(r"([A-Za-z]+)[ ]\Z", m.string[max(0, m.start() - 25):m.start()])
    if prev and (job_head(prev.group(1).lower()) or re.fullmatch(_CARE_JOB, prev.group(1).lower())):
        return False  # "VNA nurse Miasiandara Ward": a person
    if first_name(n):
        return re.search(r"(?:\b(?i:on|to|at|from|onto|in)[ ](?:the[ ])?|\()\Z", m.string[max(0, m.start() - 12):m.start()]) is not None
    return True


PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ known names
    ListPattern("hosp_known_name", hospital_regex, "HOSPITAL", 0.62, written_as_name, before_name=0.59),
    ListPattern("org_known_name", org_regex, "ORGANIZATION", 0.6, written_as_name),
    # "Rx sent to Longs Drugs Kapolei", "Clinic: Concentra Tukwila": the branch's suburb
    ListPattern("loc_chain_branch", branch_regex, "LOCATION", 0.6, branch_ok, group="n"),
    # ------------------------------------------------------------------ organisations
    LazyPattern(
        # "Merseyside Police", "Columbus PD", "Highland Council", "Canadian Blood Services", "Welsh Ambulance Services"
        "org_public_body",
        rf"\b(?P<n>{_CW}(?:[ ](?:and[ ]|&[ ])?{_CW}){{0,3}})[ ](?:{_BODY}){_END}",
        "ORGANIZATION", 0.75, validator=_body_ok,
        anchor=r"\b(?:Police|Constabulary|PD|Sheriff|Council|Ambulance|Rescue|Blood|Poison)\b", anchor_window=100,
    ),
    LazyPattern(
        # a town's transport, water or power body: "Auckland Transport", "Thames Water", "Seattle City Light"
        "org_utility_of_place",
        rf"\b(?P<n>{_CW}(?:[ ]{_CW})?)[ ](?:Transport|Transit|Water|Electric|Energy|Buses|Metro|City[ ]Light|Power|Gas)(?![\w'’-]|[ ](?:[A-Z]|bill|supply|main|meter)\b)",
        "ORGANIZATION", 0.65, validator=lambda m: world_place(m.group("n")) and not eponym_place(m, "n"),
        anchor=r"[ ](?:Transport|Transit|Water|Electric|Energy|Buses|Metro|City[ ]Light|Power|Gas)\b", anchor_window=60,
    ),
    LazyPattern(
        # "Washoe County Regional Medical Examiner", "Harris County Public Health", "Pima County Health Department"
        "org_county_office",
        rf"\b(?P<n>{_CW}(?:[ ]{_CW})?)[ ]County[ ](?:Regional[ ])?(?:Medical[ ]Examiner(?:['’]s[ ]Office)?|Coroner(?:['’]s[ ]Office)?|"
        rf"Public[ ]Health(?:[ ](?:Department|Dept\.?|Services))?|Health[ ](?:Department|Dept\.?|Services|District)|"
        rf"Sheriff['’]s[ ](?:Office|Department)|Jail|Detention[ ]Cent(?:er|re)|Social[ ]Services|Human[ ]Services){_END}",
        "ORGANIZATION", 0.72, validator=lambda m: not generic_word(m.group("n").split()[0]) and not known_person(m.group("n").split()[0]) or world_place(m.group("n")),
        anchor=r"[ ]County[ ]", anchor_window=80,
    ),
    LazyPattern(
        # "Ambulance Tasmania", "Ambulance Victoria", "Police Scotland"
        "org_body_of_place",
        rf"\b(?:Ambulance|Police|Fire[ ](?:&|and)[ ]Rescue)[ ](?P<n>{_CW}(?:[ ]{_CW})?)(?![\w'’-]|[ ][A-Z])",
        "ORGANIZATION", 0.7, validator=lambda m: world_place(m.group("n")),
    ),
    LazyPattern(
        # "Schweitzer Engineering", "Pinnacle Locums", "Northwind Mutual Life", "Cryos International"
        "org_business_more",
        rf"\b(?P<n>(?:{_NW}[ ]){{0,2}}{_NW})[ ](?:{_BUSINESS_MORE}){_END}(?![ ](?:Hospital|Clinic|Centre|Center|Department|Dept|Unit)\b)",
        "ORGANIZATION", 0.65, validator=lambda m: _proper_words(m.group("n"), limit=3.8 if _STRONG_BUSINESS.search(m.group(0)) else 3.0)
        and not world_region(m.group("n")),
        anchor=rf"(?:{_BUSINESS_MORE}){_END}", anchor_window=100,
    ),
    LazyPattern(
        # "phở at Saigon Star restaurant", "works at Acme warehouse"
        "org_venue_lower",
        rf"\b(?i:at|from|to|in|near)[ ](?:the[ ])?(?P<n>{_NW}(?:[ ]{_NW}){{0,2}})[ ](?:{_VENUE})\b",
        "ORGANIZATION", 0.55, group="n", validator=lambda m: _proper_words(m.group("n"), limit=3.7) and not world_place(m.group("n")),
    ),
    LazyPattern(
        # "Daycare at Sunny Days Learning Center", "Little Acorns Nursery"
        "org_childcare",
        rf"\b(?P<n>(?:{_NW}[ ]){{1,3}})(?:{_CHILDCARE}){_END}",
        "ORGANIZATION", 0.82, validator=lambda m: not any(generic_word(w) for w in m.group("n").split()) and not known_place(m.group("n").strip()),
        anchor=rf"(?:{_CHILDCARE}){_END}", anchor_window=100,
    ),
    LazyPattern(
        # primary schools named without "School": "Hollins Lane Primary", "St Mary's Primary"
        "org_school_primary",
        rf"\b(?P<n>(?:{_NW}[ ]){{1,3}})(?:Primary|Infants|Juniors|C\.?E\.?[ ]Primary|R\.?C\.?[ ]Primary)(?=[ ]*(?:[,.;:)\n]|$|[ ](?:School|Academy)\b)|[ ](?!(?:care|health|healthcare|school|team|nurse|physician|doctor|provider|practice|clinic|trust)\b)[a-z])",
        "ORGANIZATION", 0.72, validator=lambda m: _proper_words(m.group("n"), limit=3.8), flags=re.MULTILINE,
        anchor=r"\b(?:Primary|Infants|Juniors)\b", anchor_window=100,
    ),
    LazyPattern(
        # union locals: "an electrician with IBEW Local 46", "UAW Local 600", "Teamsters Local 727"
        "org_union_local",
        rf"\b(?:[A-Z]{{2,6}}|{_NW}(?:[ ]{_NW}){{0,2}})[ ]Local[ ]\d{{1,4}}(?![\w-]|\.\d)",
        "ORGANIZATION", 0.7,
        validator=lambda m: not re.match(r"(?:ID|NO|MRN|DOB|BP|HR|GCS|NHS|PO|PT)[ ]", m.group()) and _proper_words(m.group().rsplit(" ", 2)[0], limit=3.8),
        anchor=r"[ ]Local[ ]\d", anchor_window=80,
    ),
    LazyPattern(
        # "Attends Kingsbury High School" (the older org_suffix takes "Attends" too), "Goes to Lincoln Middle School"
        "org_school_named",
        rf"\b(?P<n>(?:{_PLACE_LEAD}[ ])*(?:{_NW}[ ]){{1,3}})(?:High|Middle|Junior[ ]High|Elementary|Primary|Secondary|Grammar|Community|Preparatory|Prep|"
        rf"Charter|Catholic|Christian|Comprehensive|Intermediate|Infant|Junior)[ ]School{_END}",
        "ORGANIZATION", 0.75, validator=lambda m: _proper_words(re.sub(rf"^(?:{_PLACE_LEAD}[ ])+", "", m.group("n")), limit=4.5),
        anchor=r"[ ]School\b", anchor_window=100,
    ),
    # ------------------------------------------------------------------ care sites
    LazyPattern(
        # "Harrowgate Heart Institute", "Piedmont Hepatology Associates", "Lafayette Occupational Health", "NASSAU BONE & JOINT PC"
        "hosp_specialty_practice",
        rf"\b(?P<n>(?:{_NW}[ ]){{1,3}})(?:(?:{_SPECIALTY})[ ](?:{_PRACTICE})|(?:{_SPECIALTY.upper()})[ ](?:{_PRACTICE.upper()})|Occupational[ ]Health|"
        rf"OCCUPATIONAL[ ]HEALTH|Family[ ]Doctors|Medical[ ]Practice|General[ ]Practice|Aeromedical(?:[ ]Associates)?|Hearing(?![ ](?i:loss|aids?|test|tests|impair\w*|screen\w*|assessment|protection)\b))"
        rf"(?![\w'’-]|[ ](?:Department|Dept|Unit)\b)",
        "HOSPITAL", 0.78, validator=lambda m: _proper_words(m.group("n"), limit=3.8),
        anchor=rf"(?:(?:{_SPECIALTY})[ ](?:{_PRACTICE})|(?:{_SPECIALTY.upper()})[ ](?:{_PRACTICE.upper()})|(?i:Occupational[ ]Health)|"
        rf"Aeromedical|Hearing|Family[ ]Doctors|Medical[ ]Practice|General[ ]Practice)(?![\w'’-])", anchor_window=120,
    ),
    LazyPattern(
        # a care home before a lower-case head: "a nursing assistant at Golden Years care home", "Elmhurst nursing home"
        "hosp_home_lower",
        rf"\b(?P<n>{_NW}(?:[ ]{_NW}){{0,2}})[ ](?:care|nursing|rest|residential|retirement|group)[ ]home\b",
        "HOSPITAL", 0.72, group="n", validator=lambda m: _proper_words(m.group("n"), limit=4.5) and not known_place(m.group("n")),
        anchor=r"[ ](?:care|nursing|rest|residential|retirement|group)[ ]home\b", anchor_window=80,
    ),
    LazyPattern(
        # "Parirenyatwa Group of Hospitals", "Mid Yorkshire Hospitals", "Aga Khan Health Service"
        "hosp_group_of",
        rf"(?<!\bof[ ])\b(?P<n>(?:{_NW}[ ]){{1,3}})(?:Group[ ]of[ ]Hospitals|Hospitals[ ]Group|Group[ ]of[ ]Clinics|Hospitals(?![ ](?:NHS|Trust)\b)){_END}"
        r"(?![ ](?:and|&)[ ])",
        "HOSPITAL", 0.8, validator=lambda m: _proper_words(m.group("n"), limit=3.5),
        anchor=r"Hospitals\b", anchor_window=100,
    ),
    LazyPattern(
        # "Hospital Tengku Ampuan Rahimah", "Klinikum Traunstein", "CLSC Côte-des-Neiges"
        "hosp_prefix_name",
        rf"\b(?:{_PREFIX_HEAD})[ ](?P<n>{_NW}(?:[ ](?:de[ ]|des[ ]|di[ ]|del[ ])?{_NW}){{0,3}})",
        "HOSPITAL", 0.75, validator=lambda m: all(not generic_word(w) for w in m.group("n").split())
        and any(_rare(w, 2.8) for w in m.group("n").split()) and not known_person(m.group("n")),
    ),
    LazyPattern(
        # "sent to Allegheny General for cath", "the registrar at Salford Royal", "physio at Bantry General"
        "hosp_short_cue",
        rf"\b(?i:at|to|from|in)[ ](?:the[ ])?(?P<h>{_NOT_GENERAL}(?P<n>{_NW}(?:[ ]{_NW})?)[ ](?:General|Royal|Infirmary))"
        rf"(?![\w'’-]|[ ](?:Hospital|Medical|Health|Infirmary|Surgery|Practice|Motors|Mills|Assembly|Court|Election|Store|Mail|Navy|Air|Society|Academy|[A-Z]))",
        "HOSPITAL", 0.6, group="h", validator=lambda m: not re.match(r"(?:Mail|Air|Navy|Bank|Opera|Ballet|Mint|Society)$", m.group("n")),
    ),
    LazyPattern(
        # "transferred to the Royal Brompton", "seen at the Royal Victoria": a Royal hospital by its short name
        "hosp_the_royal",
        rf"\b(?i:at|to|from|in|into)[ ]the[ ](?P<h>Royal[ ](?P<n>{_NW}))(?![\w'’-]|[ ](?:Mail|Navy|Air|Marines?|Society|Academy|College|Family|"
        rf"Household|Mint|Opera|Ballet|Courts?|Albert|Festival|Show|Borough|Mile|Institution|Engineers|Artillery|Signals|Regiment|[A-Z]))",
        "HOSPITAL", 0.6, group="h",
        validator=lambda m: not re.fullmatch(r"Mail|Navy|Air|Marines?|Society|Academy|College|Family|Household|Mint|Opera|Ballet|Courts?|"
                                             r"Albert|Festival|Show|Borough|Mile|Institution|Engineers|Artillery|Signals|Regiment|Highness|Commission|Charter|Assent|Decree|Flush|Jelly|Blue|Navy|Mail|Warrant", m.group("n")),
    ),
    LazyPattern(
        # "Providence St. Vincent", "Ascension St. Mary's"
        "hosp_brand_saint",
        r"\b(?:Providence|Ascension|Mercy|Trinity|CHRISTUS|Christus|Dignity|SSM|Bon[ ]Secours|CommonSpirit|Baptist)[ ](?:St\.?|Saint)[ ][A-Z][\w'’-]+",
        "HOSPITAL", 0.65,
    ),
    LazyPattern(
        # named wards and units: "Larch Ward", "(Rowan Ward)", "bed at Ladywell Unit"
        "hosp_named_ward",
        rf"(?<![\w'’.-])(?<!\b(?:Dr|Mr|Ms)[ ])(?<!\bMrs[ ])(?<!\bMiss[ ])(?P<n>{_NW})[ ](?:Ward|Unit|Wing)(?![\w'’-]|[ ][A-Z\d])",
        "HOSPITAL", 0.6,
        validator=_ward_ok,
        anchor=r"[ ](?:Ward|Unit|Wing)\b", anchor_window=40,
    ),
    LazyPattern(
        # "go to the Trinity ER", "mum took me to wythenshawe a&e"
        "hosp_before_ed_any",
        rf"\b(?i:at|to|from|in)[ ](?:the[ ])?(?P<h>{_NW}|[a-z][a-z'’-]{{3,30}})[ ](?:ER|ED|A&E|a&e|er|E\.R\.|(?i:emergency[ ](?:room|department|dept)|urgent[ ]care|casualty))\b",
        "HOSPITAL", 0.55, group="h",
        validator=lambda m: not generic_word(m.group("h")) and m.group("h").lower() not in _STOP_SITE
        and (m.group("h")[0].isupper() or world_place(m.group("h"), lower=True) or _rare(m.group("h"), 2.5)),
    ),
    LazyPattern(
        # lower-case messages: "physio at parkside next week", "appointment at wythenshawe on monday", "got admitted to st joes"
        "hosp_lower_after_event",
        rf"\b(?:{_EVENT_LOWER})(?:[ ][a-z']+){{0,2}}?[ ](?:at|to|from|in)[ ](?:the[ ])?"
        r"(?P<h>st\.?[ ][a-z]+(?:['’]?s)?|[a-z][a-z'’-]{3,30})"
        r"(?=[ ](?:on|in|next|last|this|yesterday|today|tomorrow|tonight|said|says|again|for|and|til|till|since|tho|fyi|lol|a&e|er)\b|[ ]*(?:[,.;!?)\n]|$))",
        "HOSPITAL", 0.5, group="h", validator=_lower_site_ok,
    ),
    LazyPattern(
        # sites and years in a hospitalisation history: "Have you been hospitalised? yes - Kings Mill 2014, QMC 2020"
        "hosp_history_year",
        rf"(?m)(?<=[-–:,;(][ ])(?P<h>{_NW}(?:[ ]{_NW}){{0,2}}|[A-Z]{{1,4}}(?:H|MC|RI|GH|UH))[ ](?:19|20)\d\d\b(?![/-]\d)",
        "HOSPITAL", 0.5, group="h", validator=_history_ok,
        anchor=r"(?i:hospitali[sz]ed|hospitali[sz]ations?|admitted|admissions?|inpatient|previous[ ]stays?)", anchor_window=120,
    ),
    LazyPattern(
        # "mom is a nurse at regions fyi", "a nurse anesthetist at Mercy", "admitted to providence"
        "hosp_one_word_site",
        rf"\b(?i:(?:{_CARE_JOB})|(?:[a-z]+[ ](?:{_CARE_JOB}))|{_EVENT})[ ](?i:at|to|from)[ ](?P<h>(?i:{_SITE_WORDS}))(?![\w'’-]|[ ](?i:of|hospital|medical|health|clinic|st\.?)\b|[ ][A-Z])"
        r"(?![ ][\w'’-]+(?:[ ][\w'’-]+)?[ ](?i:hospital|medical|health|clinic|center|centre|infirmary)\b)",
        "HOSPITAL", 0.55, group="h",
        anchor=rf"[ ](?i:at|to|from)[ ](?i:{_SITE_WORDS})\b", anchor_window=60,
    ),
)

PATTERNS = PATTERNS + _JOB_PATTERNS + _PLACE_PATTERNS
