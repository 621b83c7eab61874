"""English pack, part twelve (care sites, organisations, jobs): classes of names the earlier packs miss in
text written unlike the generator's templates (issue #22, session 16, helper org6).

Care sites (HOSPITAL):

* ``hosp_gp_surgery``: UK general practices and primary care networks by their suffix (``run by Parsonage
  Surgery``, ``GP: Le Rocquier Surgery``, ``(Trefoil PCN)``); ``Surgery`` only after a place word or at the start
  of a field, never after a specialty (``Bariatric Surgery``) or a procedure (``Cataract Surgery``);
* ``hosp_general_short``: a hospital by its short ``<Name> General`` form before a department or a service
  (``Lakeshore General Ethics Service``, ``Ravensworth General ENT outpatients``); no office-holders
  (``Surgeon General``, ``Attorney General``);
* ``hosp_health_care_facility``: health care centres and facilities in the IHS, tribal and Canadian forms
  (``Chinle Comprehensive Health Care Facility``, ``Whistler Health Care Centre``) and levelled hospitals
  (``Chawama Level 1 Hospital``, Zambia and Kenya);
* ``hosp_ward_in_title``: a named ward in text in title case, after a place preposition or before its hospital
  (``To The Nurses On Maple Ward, Torbay Hospital``), which :mod:`.en_org5` leaves to running text.

Organisations (ORGANIZATION):

* ``org_public_service``: public bodies and services by their suffix, named after a place, a nation or a rare
  word (``Irish Blood Transfusion Service``, ``BC Emergency Health Services``, ``Tri-County Transit Authority``);
  not generic departments (``Social Services``, ``Environmental Services``) nor NHS hospital trusts;
* ``org_ambulance_acronym``: UK and Irish ambulance services by their acronym after a conveying word
  (``via NWAS``, ``conveyed by YAS``);
* ``org_air_medical``: air-medical services before a call sign, an ETA or a rotor (``LifeStar 3 rotor wing``,
  ``Guardian Flight ETA 0100``);
* ``org_journal``: a journal after a word of submission (``Submitted to BMJ Case Reports``);
* ``org_intercap_by``: a company of one intercapped word after ``by``/``via``/``through`` (``read by vRad``,
  ``through Experian``-like brands such as ``LanguageLine``); common apps and portals are no organisation here;
* ``org_shop_pharmacy``: the shop of a pharmacy or dispensary (``the pharmacy at Krogers on Beechmont``,
  ``Preferred dispensary: Trulieve``);
* ``org_university``: a university or college with no care-site word after it (``teaching within University of
  Dundee``, ``University of Minnesota Medical School``, ``University College Cork``), which the old
  ``hosp_prefix`` rule took for a hospital;
* ``org_community_suffix``: housing associations, choirs, Navajo chapter houses and adoption agencies by their
  suffix (``Clarion Housing``, ``Penarth Male Voice Choir``, ``Rough Rock Chapter House``).

Professions (PROFESSION):

* ``profession_ex``: a former job written ``Ex-<job>`` (``Ex-cobbler``; not ``ex-smoker``);
* ``profession_after_name``: a job in apposition after a person's name (``Donor: Ezekiel Crowe, bus operator``);
* ``profession_paren_after_name``: a job in brackets after a name (``Ram Bahadur Shrestha (trekking guide)``);
* ``profession_before_org``: a job before an employer's name (``"adjunct lecturer, Ithaca College"``).

Jobs go through :func:`.en_jobs.phrase_ok` (no care-team titles: ``Jane Roe, nurse`` is no profession here).
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs.en_jobs import phrase_ok
from multideid.base_systems.packs.en_org5_jobs import job_head
from multideid.base_systems.packs.en_org5_places import LazyPattern, rare_word
from multideid.base_systems.packs.en_org_words import GENERIC, generic_word, trie_regex
from multideid.base_systems.packs.en_places import world_place
from multideid.base_systems.packs.en_world import known_person, known_place
from multideid.base_systems.packs.en_words import PROF_HEADS

__all__ = ["PATTERNS"]

_CW = r"(?<![\w'’-])[A-Z][a-z][\w'’-]*(?<![-'’])(?![\w'’-])"  # a capitalised word ("Tri-County", "Children's")
_NAME = rf"(?:{_CW}|[A-Z]{{2,4}}(?![\w'’-]))"
# no generic word opens a name ("Attends Rideau Community Health Centre": the name starts at "Rideau")
_NG = rf"(?!(?i:{trie_regex(sorted(GENERIC))})(?![\w'’-]))"
_DEMONYM = (
    r"Irish|Welsh|Scottish|Scots|British|English|Northern|Canadian|Australian|American|Navajo|Cherokee|Hopi|Alaska|"
    r"Alaskan|Maori|Māori|Aboriginal|Indian|Kenyan|Nigerian|Ghanaian|Zambian|Jamaican|Filipino|Singapore|Malaysian"
)
_REGION_CODES = frozenset("BC AB ON QC NS NB MB SK PEI NL YT NT NU NSW QLD VIC TAS ACT WA SA NZ UK NI HSE NHS".split())
_MED_SUFFIX = re.compile(r"(?:ic|al|ary|ive|ous|ectomy|otomy|ostomy|plasty|scopy|oid|ology|iatric|atric|ior|ery|ia|ism)$")
_ROAD_WORDS = frozenset("lane road street bridge park house hall green hill court square way row mill".split())


def _named(word: str) -> bool:
    """A word that can name a site or a body: a place, a nation, a region code or a word rare in English."""
    w = word.strip("'’")
    if w.endswith(("'s", "’s")):
        w = w[:-2]
    return (
        w in _REGION_CODES or re.fullmatch(_DEMONYM, w) is not None or known_place(w) or world_place(w)
        or rare_word(w, 3.6)
    )


def _name_words_ok(words: list[str], *, medical_ok: bool = False) -> bool:
    """Capitalised words that open a name: not generic, the first not medical-looking (unless allowed), one named."""
    if not words or generic_word(words[0]):
        return False
    if not medical_ok and _MED_SUFFIX.search(words[0].lower()) and not known_place(words[0]):
        return False  # "Cataract Surgery", "Bariatric ...": a procedure or a specialty opens no site's name
    return any(_named(w) for w in words if not generic_word(w))


# ------------------------------------------------------------------ care sites
_SURGERY_CUE = r"(?:\b(?i:run[ ]by|registered[ ](?:at|with)|GP(?:[ ]practice)?[ ]?:|practice[ ]?:|surgery[ ]?:|at|to|from|with|via)[ ]+|\(|^[ \t]*|\n[ \t]*)"


def _cut_name(m: re.Match, group: str) -> bool:
    """The match starts inside a longer capitalised name ("Brockley Road Park View Surgery" from "Road")."""
    prev = re.search(r"([A-Z][\w'’-]*)[ ]\Z", m.string[max(0, m.start(group) - 30):m.start(group)])
    return prev is not None and not generic_word(prev.group(1))


def _surgery_ok(m: re.Match) -> bool:
    if _cut_name(m, "h"):
        return False
    words = m.group("n").split()
    core = [w for w in words if w not in ("Le", "La", "De", "The", "St", "St.")]
    if m.group("s") in ("Surgery",) and not (any(w.lower() in _ROAD_WORDS for w in core) or m.group("cue")):
        return False
    if any(known_person(w) and not known_place(w) for w in core[:1]) and len(core) == 1 and m.group("s") == "Surgery":
        return False  # "Dr Nash Surgery"? a person's name alone is no practice without a cue
    return _name_words_ok([w for w in core if w.lower() not in _ROAD_WORDS] or core[:1])


_TITLES_GENERAL = frozenset(
    """surgeon attorney secretary director major brigadier lieutenant consul solicitor inspector postmaster governor
    registrar auditor adjutant accountant comptroller paymaster vicar procurator receiver quartermaster advocate
    judge captain colonel commissary commissioner chaplain provost notary""".split()
)
_GENERAL_NOT_AFTER = r"Hospital|Hospitals|Infirmary|Surgery|Surgeon|Medicine|Practice|Practitioner|Paediatrics|Pediatrics|Anaesthesia|Anesthesia|Assembly|Election|Manager|Counsel|Public|Population|Practitioners"


def _general_ok(m: re.Match) -> bool:
    words = m.group("n").split()
    if any(w.lower() in _TITLES_GENERAL for w in words):
        return False
    return _name_words_ok(words)


_NATURE = (
    r"Maple|Oak|Rowan|Larch|Willow|Beech|Cedar|Elm|Ash|Holly|Hazel|Birch|Juniper|Alder|Aspen|Poplar|Sycamore|Chestnut|"
    r"Hawthorn|Laurel|Magnolia|Cherry|Pine|Yew|Lime|Linden|Primrose|Bluebell|Daffodil|Poppy|Lavender|Heather|Iris|"
    r"Jasmine|Lilac|Orchid|Rose|Tulip|Violet|Snowdrop|Foxglove|Clover|Sunflower|Marigold|Kingfisher|Robin|Wren|"
    r"Swan|Heron|Falcon|Kestrel|Lark|Nightingale|Puffin|Osprey|Skylark|Dove|Phoenix"
)


def _ward_title_ok(m: re.Match) -> bool:
    n = m.group("n")
    return re.fullmatch(_NATURE, n) is not None or (rare_word(n, 3.5) and not known_person(n) and not generic_word(n))


# ------------------------------------------------------------------ organisations
_SERVICE_SFX = r"Services?|Authority|Agency|Commission|Trust|Council"
_NOT_SERVICE = frozenset(
    """nhs hospital hospitals health board foundation teaching university patient patients guest customer customers
    client clients member members student students food environmental protective social family children youth
    adult adults child legal support emergency medical dental nursing care home homecare veterans""".split()
)


def _service_ok(m: re.Match) -> bool:
    words = m.group("o").split()
    named = [w for w in words[:-1] if w not in ("of", "for", "and", "&", "the")]
    if not named or generic_word(named[0]) and named[0] not in _REGION_CODES:
        return False
    if "NHS" in words or any(w in ("Hospital", "Hospitals", "Infirmary", "Clinic", "General", "Aboriginal") for w in words):
        return False  # hospital trusts and a hospital's own services ("Lakeshore General Ethics Service") are care sites
    if words[-1] == "Trust" and len(named) == 1 and known_person(named[0]):
        return False  # "Family Trust" of a person
    first = named[0]
    if _MED_SUFFIX.search(first.lower()) and not re.fullmatch(_DEMONYM, first) and not known_place(first):
        return False  # "Diabetic Foot Service", "Bariatric Service": a clinical service
    if first.isupper():
        return first in _REGION_CODES
    return (first.lower() not in _NOT_SERVICE or len(named) > 1) and (
        re.fullmatch(_DEMONYM, first) is not None or known_place(first) or world_place(first) or rare_word(first, 3.6)
    ) and not known_person(first) or (known_place(first) and len(named) > 1)


_AMBULANCE_ACRONYMS = r"NWAS|NEAS|YAS|EMAS|WMAS|EEAST|SECAmb|SECAMB|SCAS|SWASFT|WAST|NIAS|SAS|LAS|NEPTS|HSE[ ]NAS|NAS|DFB|IBTS|NHSBT"
_APPS = frozenset(
    """mychart facetime whatsapp youtube iphone ipad ipod powerpoint powerchart facebook linkedin teamviewer
    myhealth healthvault livewell mysignins docusign dropbox onedrive sharepoint skype goodrx fitbit applewatch
    carelink freestyle libreview dexcom mynhs nhsapp patientaccess myaccount vitalsigns""".split()
)


def _intercap_ok(m: re.Match) -> bool:
    o = m.group("o")
    if o.lower() in _APPS or o.lower().replace("-", "") in _APPS or re.match(r"(?:My|i|e)[A-Z]", o):
        return False  # apps and patient portals ("MyChart", "MyFitnessPal", "iPhone", "eConsult")
    return not re.fullmatch(r"[a-z]{1,2}[A-Z]{2,}.*|Mc[A-Z][a-z]+|Mac[A-Z][a-z]+|O'[A-Z].*|De[A-Z][a-z]+|La[A-Z][a-z]+|Van[A-Z][a-z]+", o)


def _shop_ok(m: re.Match) -> bool:
    o = m.group("o")
    w = o.split()[0].rstrip("'’s")
    return not generic_word(w) and not (known_place(o) or world_place(o)) and not known_person(o)


_CARE_AFTER = (
    r"Hospital|Hospitals|Medical|Health|Healthcare|Clinic|Clinics|Children's|Cancer|Eye|Heart|Infirmary|"
    r"Physicians|Medicine|Hospice|Dental[ ](?:Hospital|Clinic)|Teaching|Women's|Care"
)


def _community_ok(m: re.Match) -> bool:
    words = [w for w in m.group("n").split() if w not in ("of", "and", "&", "the")]
    if not words or generic_word(words[0]) or _cut_name(m, "o") or re.match(r"[ ](?:Clinic|Centre|Center|Unit)\b", m.string[m.end("o"):]):
        return False
    if m.group("o").endswith("Chapter House"):
        return True  # Navajo chapters are often named in plain words ("Rough Rock", "Many Farms")
    return any(_named(w) for w in words) or len(words) >= 3


# ------------------------------------------------------------------ professions
@lru_cache(maxsize=1)
def _prof_head() -> re.Pattern:
    return re.compile(rf"(?:{PROF_HEADS})s?")


# heads that are a job only with a modifier ("trekking guide", "lighthouse keeper"; not "a guide", "the keeper")
_MOD_HEADS = r"guides?|keepers?|hands?|boys?|girls?|sellers?|makers?|cutters?|pullers?|sweepers?|minders?|fitters?"
_LEGAL_ROLE = re.compile(r"(?:welfare|financial|health|healthcare|medical|legal|lasting|enduring|property)[ ](?:attorney|guardian|agent|proxy|representative|deputy)s?")


def _job_phrase_ok(p: str) -> bool:
    words = p.lower().split()
    if not words or len(words) > 3 or _LEGAL_ROLE.search(" ".join(words)):
        return False  # "(welfare attorney)": a legal role of a relative, no occupation
    last = words[-1]
    if not (job_head(last) or _prof_head().fullmatch(last) or phrase_ok(last) or len(words) > 1 and re.fullmatch(_MOD_HEADS, last)):
        return False
    return phrase_ok(" ".join(words))


def _job_ok(m: re.Match) -> bool:
    return _job_phrase_ok(m.group("p"))


_JOB = r"[a-z][a-z-]{2,24}(?:[ ][a-z][a-z-]{2,24}){0,2}"
_PERSON = rf"{_CW}(?:[ ](?:{_CW}|[A-Z]\.)){{1,3}}"

PATTERNS: tuple[LazyPattern, ...] = (
    LazyPattern(
        # "run by Parsonage Surgery", "GP: Le Rocquier Surgery.", "(Trefoil PCN)", "Balby Bridge Surgery"
        "hosp_gp_surgery",
        rf"(?m)(?P<cue>{_SURGERY_CUE})?(?P<h>(?P<n>(?:(?:Le|La|De|The|St\.?)[ ])?{_NG}{_CW}(?:[ ]{_CW}){{0,3}})[ ]"
        rf"(?P<s>Surgery|PCN|Primary[ ]Care[ ]Network|Primary[ ]Care[ ]Cent(?:re|er)|Medical[ ]Practice|Family[ ]Practice|Health[ ]Centre|Medical[ ]Centre|"
        r"Walk-[Ii]n[ ]Cent(?:re|er)|Urgent[ ]Treatment[ ]Centre|Minor[ ]Injuries[ ]Unit))"
        r"(?![\w'’-]|[ ](?:Unit|Department|Dept|Team|Clinic|Ward|Centre|Center|Waiting|List|Service|Services)\b)",
        "HOSPITAL", 0.81, group="h", validator=_surgery_ok,  # over hosp_suffix's longer or shorter guesses
        anchor=r"\b(?:Surgery|PCN|Primary Care Network|Practice|Centre|Center|Unit)\b", anchor_window=90,
    ),
    LazyPattern(
        # "Lakeshore General Ethics Service", "Ravensworth General ENT outpatients", "to Bantry General."
        "hosp_general_short",
        rf"(?<![\w'’.-])(?P<h>(?P<n>{_NG}{_CW}(?:[ ]{_CW}){{0,2}})[ ]General)(?![\w'’-]|[ ](?:{_GENERAL_NOT_AFTER})\b)"
        r"(?=[ ](?:[A-Z&]{2,5}\b|[A-Z][a-z]+)|[ ]?[,.;:)|]|[ ]+(?:via|by|on|at|in|for|and|with|ED|A&E|ward|outpatients|clinic)\b|[ ]*$)",
        "HOSPITAL", 0.62, group="h", validator=_general_ok, flags=re.MULTILINE,
        anchor=r"[ ]General\b", anchor_window=60,
    ),
    LazyPattern(
        # "Chinle Comprehensive Health Care Facility", "Whistler Health Care Centre", "Chawama Level 1 Hospital"
        "hosp_health_care_facility",
        rf"(?P<h>(?P<n>{_NG}{_CW}(?:[ ]{_CW}){{0,2}}?)[ ](?:(?:Comprehensive|Community|Regional|Rural|Indian)[ ])?(?:Health[ ]?Care[ ](?:Facility|Center|Centre|Corporation)|"
        r"Health[ ](?:Facility|Post)|Health[ ]Cent(?:re|er)[ ](?:II|III|IV)|Nursing[ ]Station|Aboriginal[ ](?:Medical|Health)[ ]Service|"
        r"Indian[ ](?:Hospital|Health[ ](?:Center|Centre))|Service[ ]Unit|Level[ ][1-6][ ]Hospital))(?![\w'’-])",
        "HOSPITAL", 0.81, group="h", validator=lambda m: not _cut_name(m, "h") and _name_words_ok(m.group("n").split()),
        anchor=r"\b(?:Health ?Care|Health|Indian|Service|Level|Nursing|Aboriginal)[ ]", anchor_window=60,
    ),
    LazyPattern(
        # "To The Nurses On Maple Ward", "Transferred To Kingfisher Ward"
        "hosp_ward_in_title",
        rf"\b(?:On|To|At|From|Onto|In|on|to|at|from|onto|in)[ ](?:[Tt]he[ ])?(?P<w>(?P<n>{_CW})[ ]Ward)(?![\w'’-]|[ ]\d)",
        "HOSPITAL", 0.6, group="w", validator=_ward_title_ok,
    ),
    LazyPattern(
        # "Maple Ward, Torbay Hospital": a ward named after a tree, a flower or a bird before its hospital
        "hosp_ward_before_hospital",
        rf"(?<![\w'’.-])(?:{_NATURE})[ ]Ward(?=,[ ](?:{_CW}[ ]){{1,3}}(?:Hospital|Infirmary)\b)",
        "HOSPITAL", 0.6,
    ),
    LazyPattern(
        # "Irish Blood Transfusion Service", "BC Emergency Health Services", "Tri-County Transit Authority"
        "org_public_service",
        rf"(?<![\w'’.-])(?P<o>(?:{_NG}{_CW}|[A-Z]{{2,4}}(?![\w'’-]))(?:[ ](?:{_NAME}|of|for|and|&)){{0,7}}?[ ](?:{_SERVICE_SFX}))(?![\w'’-])",
        "ORGANIZATION", 0.66, group="o", validator=_service_ok,
        anchor=rf"[ ](?:{_SERVICE_SFX})\b", anchor_window=90,
    ),
    LazyPattern(
        # "to North Manchester General via NWAS", "conveyed by YAS"
        "org_ambulance_acronym",
        rf"\b(?i:via|by|called|with|from|per|contacted|informed|notified)[ ](?P<a>{_AMBULANCE_ACRONYMS})\b",
        "ORGANIZATION", 0.62, group="a",
    ),
    LazyPattern(
        # "NWAS crew on scene", "YAS paramedics"
        "org_ambulance_acronym_before",
        rf"(?<![\w-])(?:{_AMBULANCE_ACRONYMS})(?=[ ](?i:crew|ambulance|paramedics?|transport|conveyed|attended|on[ ]scene)\b)",
        "ORGANIZATION", 0.62,
    ),
    LazyPattern(
        # "Transport: LifeStar 3 rotor wing", "Guardian Flight ETA 0100", "medevac by Life Flight"
        "org_air_medical",
        rf"(?P<o>[A-Z][a-z]+[A-Z][a-z]+|{_CW}[ ](?:Flight|Air|AirMed|Air[ ]Ambulance|Air[ ]Medical|Air[ ]Evac|Lifeflight))"
        r"(?=(?:[ ]\d{1,2})?[ ](?i:rotor|fixed[ ]wing|helicopter|ETA|crew|en[ ]route|dispatched|launched|arrived|lifted|landed|team)\b)",
        "ORGANIZATION", 0.7, group="o",
        validator=lambda m: not generic_word(m.group("o").split()[0]) and not known_person(m.group("o").split()[0]),
    ),
    LazyPattern(
        # "Submitted to BMJ Case Reports", "accepted in the Journal of Hospital Medicine"
        "org_journal",
        rf"\b(?i:submitted|accepted|published|resubmitted)[ ](?:to|in|by|for)[ ](?:the[ ])?"
        rf"(?P<o>(?:[A-Z]{{2,6}}|{_CW})(?:[ ](?:[A-Z]{{2,6}}|{_CW}|of|and|&|in|for)){{0,6}})(?![\w'’-])",
        "ORGANIZATION", 0.62, group="o",
        validator=lambda m: re.search(r"\b(?:Journal|Reports|Review|Lancet|BMJ|JAMA|NEJM|Annals|Proceedings|Archives|Bulletin|Letters|Cases|Case|Medicine|Pediatrics|Paediatrics|Cureus|PLOS|Nature|Science)\b", m.group("o")) is not None,
    ),
    LazyPattern(
        # "CT read by vRad", "interpreter through LanguageLine"; not apps and portals ("via MyChart")
        "org_intercap_by",
        r"\b(?:by|through|from|Transport:)[ ](?P<o>[a-z][A-Z][a-z]{2,}(?:[A-Z][a-z]+)?|[A-Z][a-z]+[A-Z][a-z]{2,}(?:[A-Z][a-z]+)?)(?![\w'’-])",
        "ORGANIZATION", 0.6, group="o", validator=_intercap_ok,
    ),
    LazyPattern(
        # "the pharmacy at Krogers on Beechmont", "the chemist in Tesco."
        "org_shop_pharmacy",
        rf"\b(?i:pharmacy|chemist|drugstore|dispensary)[ ](?:at|in|inside)[ ](?:the[ ])?(?P<o>{_CW}(?:[ ]{_CW})?)(?=[ ](?:on|in|at|near|off)[ ]|[ ]?[,.;)]|[ ]*$)",
        "ORGANIZATION", 0.6, group="o", validator=_shop_ok, flags=re.MULTILINE,
    ),
    LazyPattern(
        # "Preferred dispensary: Trulieve in Johnstown"
        "org_shop_label",
        rf"\b(?i:preferred[ ])?(?i:dispensary|pharmacy|chemist)[ ]?:[ ]*(?P<o>{_CW}(?:[ ]{_CW})?)(?=[ ](?:in|on|at)[ ][A-Z]|[ ]?[,.;)]|[ ]*$)",
        "ORGANIZATION", 0.6, group="o", flags=re.MULTILINE,
        validator=lambda m: _shop_ok(m) and not re.search(r"\b(?:Pharmacy|Chemist|Store|Dispensary)\b", m.group("o")),
    ),
    LazyPattern(
        # "Pleasant Hill Compounding Pharmacy", "Fred Meyer Pharmacy #00655": a pharmacy business by its suffix
        "org_pharmacy_suffix",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_NG}{_CW}(?:[ ]{_CW}){{0,2}}?)[ ](?:(?:Compounding|Specialty|Speciality|Discount|Family|Community)[ ])?(?:Pharmacy|Chemists?|Drugs|Apothecary))(?![\w'’-]|[ ][A-Z])",  # not a heading ("Aetna Pharmacy Prior Authorization")
        "ORGANIZATION", 0.67, group="o",
        validator=lambda m: _name_words_ok(m.group("n").split()) and not re.search(r"\b(?:Hospital|Clinic|Centre|Center|Health)\b", m.group("n")),
        anchor=r"\b(?:Pharmacy|Chemists?|Drugs|Apothecary)\b", anchor_window=60,
    ),
    LazyPattern(
        # "from Glenwood Manor (SNF)", "lives at Birchwood (care home)": a residence named before its type
        "hosp_home_before_type",
        rf"(?<![\w'’.-])(?P<h>{_CW}(?:[ ]{_CW}){{0,2}})(?=[ ]?\((?:SNF|ALF|LTC|LTCF|NH|RH|(?i:care[ ]home|nursing[ ]home|rest[ ]home|"
        r"residential[ ]home|assisted[ ]living|memory[ ]care|skilled[ ]nursing(?:[ ]facility)?|group[ ]home|hospice))\))",
        "HOSPITAL", 0.62, group="h", validator=lambda m: _name_words_ok(m.group("h").split(), medical_ok=True) and not known_person(m.group("h")),
    ),
    LazyPattern(
        # "teaching within University of Dundee", "University of Minnesota Medical School", "University College Cork"
        "org_university",
        rf"(?<![\w'’-])(?<!of[ ]the[ ])(?<!of[ ])(?P<o>University[ ]of[ ](?:the[ ])?{_CW}(?:[ ]{_CW}){{0,2}}?(?:[ ](?:Medical[ ]School|School[ ]of[ ]{_CW}|College[ ]of[ ]{_CW}))?"
        rf"|University[ ]College[ ]{_CW})(?![\w'’-]|[ ](?:{_CARE_AFTER})\b|[ ]{_CW})",
        "ORGANIZATION", 0.75, group="o",
        validator=lambda m: not re.search(rf"\b(?:{_CARE_AFTER})\b", m.group("o")) or "School" in m.group("o") or "College of" in m.group("o"),
    ),
    LazyPattern(
        # "Clarion Housing", "Penarth Male Voice Choir", "Rough Rock Chapter House", "Bridges of Hope Adoption"
        "org_community_suffix",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_NG}{_CW}(?:[ ](?:{_CW}|of|and|&)){{0,4}})[ ](?:Housing(?:[ ]Association|[ ]Trust|[ ]Group)?|(?:Male[ ]Voice[ ]|Community[ ]|Gospel[ ]|Youth[ ])?Choir|Chapter[ ]House|Adoption(?:[ ]Agency|[ ]Services)?))(?![\w'’-])",
        "ORGANIZATION", 0.62, group="o", validator=_community_ok,
        anchor=r"\b(?:Housing|Choir|Chapter House|Adoption)\b", anchor_window=80,
    ),
    LazyPattern(
        # "Ex-cobbler - makes his own insoles", "ex-miner"; not "ex-smoker", "ex-wife"
        "profession_ex",
        rf"(?<![\w-])[Ee]x-(?P<p>{_JOB})(?![\w-])",
        "PROFESSION", 0.55, group="p", validator=_job_ok,
    ),
    LazyPattern(
        # "Donor: Ezekiel Crowe, bus operator   Employee ID", "Mr T. Banda, a fish trader,"
        "profession_after_name",
        rf"(?<![\w'’.-]){_PERSON},[ ](?:(?:a|an|retired|former|semi-retired)[ ])?(?P<p>{_JOB})(?=[ ]{{2,}}|[ ]?[,;.)|]|[ ]*$|[ ](?:at|for|with|in|from)[ ][A-Z])",
        "PROFESSION", 0.55, group="p", validator=_job_ok, flags=re.MULTILINE,
    ),
    LazyPattern(
        # "Husband Ram Bahadur Shrestha (trekking guide)", "son Kofi (bus conductor)"
        "profession_paren_after_name",
        rf"(?<![\w'’.-]){_CW}(?:[ ](?:{_CW}|[A-Z]\.)){{0,3}}[ ]\((?:(?:a|an|retired|former)[ ])?(?P<p>{_JOB})\)",
        "PROFESSION", 0.55, group="p", validator=_job_ok,
    ),
    LazyPattern(
        # 'should read "adjunct lecturer, Ithaca College"', "Occupation: retired; bus operator, Tri-County Transit"
        "profession_before_org",
        rf"(?:^|(?<=[\"“(\n])|(?<=[:;][ ]))[ \t]*(?P<p>{_JOB}),[ ](?=(?:the[ ])?{_CW}(?:[ ](?:{_CW}|of|and|&)){{0,4}}[ ]"
        r"(?:College|University|School|Academy|Council|Services?|Authority|Company|Corporation|Group|Inc\.?|Ltd\.?|LLC|Market|Transit|Bank)\b"
        rf"|University[ ]of[ ])",
        "PROFESSION", 0.55, group="p", validator=_job_ok, flags=re.MULTILINE,
    ),
)
