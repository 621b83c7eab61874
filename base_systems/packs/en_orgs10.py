"""English pack: care services, lay service organisations and well-known health organisations of many
countries that the earlier packs miss in text unlike the generator's templates (issue #22, session 22,
helper orgs10).

Named care services (HOSPITAL; a proper name part is required, a service name alone is a department):

* ``hosp_care_team10``: a named care team, service, unit or centre of health and social care: a place or rare
  name, service words, then ``Team``/``Service``/``Hub``/``Unit``/``Centre``/``Programme`` (``Health`` and
  ``Nursing`` after their own service words) or a team acronym, and residences before their type
  (``Kirklees Talking Therapies``, ``Harehills CMHT``, ``Airedale Early Intervention in Psychosis team``,
  ``Oldham Community Drug Team``, ``Calderdale Adult Social Care OT Team``, ``Kingsway Day Centre``,
  ``Archway Sexual Health``, ``Swale Community Nursing``, ``Cedar Grove Group Home``); not ``Rapid Response
  Team``, ``the Leeds team``, a council's services, a verb or a clinical word before the service
  (``Opioid Substitution Treatment team``); ``hosp_care_team_caps10``: the same in capitals (``LADYWOOD CMHT``);
* ``hosp_nhs_body10``: NHS and Commonwealth health bodies by their suffix (``Pennine Acute``,
  ``Betsi Cadwaladr University Health Board``, ``Southern HSC Trust``, ``Hunter New England Local
  Health District``, ``Metro North Hospital and Health Service``);
* ``hosp_foreign_prefix10`` / ``hosp_foreign_suffix10``: primary-care practices, polyclinics and hospitals by a
  word of another language before or (in lower case) after the name (``Lægehuset Nørrebro``, ``USF
  Ribeirinha``, ``Cabinet infirmier Gerland``, ``KBC Sestre milosrdnice``, ``Sanatorio Güemes``,
  ``Antakalnio poliklinika``); after an acronym the name must be no English word (``KBC Bank``);
* ``hosp_royal_place10``: a county's royal hospital by its short name before a department (``Royal Glamorgan
  mortuary``, ``Royal Cornwall ED``); not a town (``Royal Leamington Spa``) nor a regiment.

Organisations (ORGANIZATION):

* ``org_rescue10``: volunteer rescue and lifesaving bodies (``Wasdale Mountain Rescue Team``, ``Tenby
  Lifeboat``, ``Surf Life Saving Queensland``, ``Bondi SLSC``);
* ``org_telecare10``: community-alarm and telecare services (``Tendril Telecare Monitoring``,
  ``Wirral Careline``);
* ``org_lay_service10``: lay advice, support and assessment bodies by their head (``Midlands Access
  Centre``, ``Kirkby Carers Centre``, ``Thornfield Women's Aid``, ``Salford Citizens Advice``,
  ``Barnet Youth Offending Team``) and a place's social care (``Haringey Children's Social Care``: a public body);
* ``org_sciences_centre10``: research centres and institutes named ``Centre of/for X Sciences``
  (``Centre of Forensic Sciences``, ``Institute of Biomedical Sciences``);
* ``org_newspaper10``: local newspapers (``The Westmorland Gazette``, ``Yorkshire Evening Post``);
* ``org_airline10``: national airlines written ``Air <country or island>`` (``Air Vanuatu``, ``Air Tanzania``);
  not ``air entry`` nor ``Air Ambulance``;
* ``org_school_celtic10``: Welsh, Irish and Scottish Gaelic school names by their prefix (``Ysgol
  Gymraeg Bro Morgannwg``, ``Scoil Mhuire``, ``Gaelscoil na Cille``);
* ``org_municipality10``: a town's council in other languages (``Københavns Kommune``, ``Comune di Bergamo``);
* ``org_church_foreign10``: parishes and churches by a prefix of another language (``Parroquia San Vicente de
  Paúl``, ``Église Saint-Joseph``);
* ``org_vet_practice10``: veterinary practices (``Teifi Valley Veterinary Group``, ``Hollybush Vets``);
* ``hosp_specialty_group10`` (HOSPITAL): a specialty practice by its group word (``Riverbend Psychiatry Associates``,
  ``Harborview Neurology Group``), a care site, not a firm;
* ``org_pub_head10`` / ``org_hotel_prefix10``: pubs named ``The <X>'s Head`` and hotels by their prefix (``The Bull's
  Head``, ``Hotel Baía Azul``), not ``Hotel Dieu``;
* ``org_school_foreign10``: schools and universities by a word of another language (``Colegio San Ignacio``,
  ``Lycée Victor Hugo``, ``Universidad de Antioquia``, ``Gymnasium Neubiberg``); not ``Gymnasium Floor``;
* ``org_insurer_form10``: health insurers by a scheme prefix or an insurer suffix (``ARS Humano``, ``Isapre
  Colmena``, ``Keystone Senior Health Plan``); not national schemes (``Medicare Health Plan``) nor ``EPS
  Procedure``.

Well-known names without a cue (the list ``data/en_health_orgs_world.txt``, read on first use):

* ``hosp_world_known10``: hospitals of Europe, Asia, Africa and Latin America known without the word
  hospital, hospital and care-home groups, home-nursing bodies (``Rigshospitalet``, ``CHUV``, ``Karolinska``,
  ``Bumrungrad``, ``HC-One``, ``Silver Chain``, ``Wit-Gele Kruis``);
* ``org_world_known10``: contract research organisations and IRBs, pharmaceutical companies, sickness
  funds and insurers, pharmacy chains and labs of other countries, Red Cross and Red Crescent societies,
  care-giving NGOs (``Parexel``, ``WCG IRB``, ``MGEN``, ``Helsana``, ``Clalit``, ``Drogasil``);
  never a maker named as a product (``Sanofi vaccine``, ``Novo Nordisk pen``, ``2 doses of Sanofi``);
  vaccine and device makers are not in the list (``Pfizer``, ``AstraZeneca``, ``Medtronic``: notes name them as
  products).
  Multi-word names go through :func:`.en_org5_known.written_as_name`; one-word names only in the list's
  spelling (or all in capitals), no place, no person's name, no common word.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_org5_known import ListPattern, name_key, written_as_name
from multideid.base_systems.packs.en_org5_places import LazyPattern, rare_word
from multideid.base_systems.packs.en_org_words import GENERIC, generic_word, trie_regex
from multideid.base_systems.packs.en_places import world_place, world_region
from multideid.base_systems.packs.en_world import known_person, known_place

__all__ = ["PATTERNS", "world_names"]


def _tables() -> dict[str, list[str]]:
    """The word tables of ``data/en_orgs10_words.txt`` (small: read at import, like the regexes built from them)."""
    text = resources.files("multideid.base_systems").joinpath("data", "en_orgs10_words.txt").read_text(encoding="utf-8")
    out: dict[str, list[str]] = {}
    name = ""
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line.startswith("[") and line.endswith("]"):
            name = line[1:-1]
            out[name] = []
        elif line:
            out[name].extend(line.split() if name == "SERVICE" else [line])
    return out


_T = _tables()
_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
_CW = rf"(?<![\w'’-])[{_UP}][\w'’-]*(?<![-'’])(?![\w'’-])"  # a whole capitalised token
_WD = rf"(?:(?:St|Mt|Ft)\.|{_CW})"
_NG = rf"(?!(?i:{trie_regex(sorted(GENERIC))})(?![\w'’-]))"

# service words of a care team's name (capitalised); they never make the name part ("Access", "Carers" and "Youth"
# are not there: access centres, carers' centres and youth services are lay bodies, org_lay_service10)
_SVC_WORDS = sorted(set(_T["SERVICE"]))
_SVC = rf"{trie_regex(_SVC_WORDS)}(?![\w'’-])"
_HEADS = r"Team|Service|Services|Hub|Therapies|Unit|Centre|Center|Programme|Program|Nursing|Health|Campus|Practice"
_TEAM_ACR = r"CMHT|CAMHS|CRHT|CLDT|CMHRS|CDAT|EIP|EIS|IAPT|HTT"
# residences named before their type ("Cedar Grove Group Home", "Maple Street Halfway House"): no service word needed
_HOMES = r"Halfway[ ]House|Group[ ]Home|Sober[ ]Living|Residential[ ]Home|Rest[ ]Home|Recovery[ ]Residence"
# words that open no name here: prepositions, verbs and roles before a service ("Under X team", "Coxswain of")
_STOP = (
    r"(?!(?i:under|with|without|into|onto|within|known|joined|phoned|rang|rung|emailed|wrote|letter|report|called|contact|"
    r"contacted|attends|attended|referred|refer|ref|per|via|dear|re|cc|seen|visited|volunteer|volunteers|member|staff|crew|"
    r"coordinator|worker|keyworker|nurse|manager|lead|from|to|at|by|for|and|or|the|a|an|then|now|also|still|not|no|yes|"
    r"mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?![\w'’-]))"
)
# a name word: capitalised, no generic word, no stop word and no service word
_NAMEW = rf"{_NG}{_STOP}(?!{_SVC}){_WD}"
_LEAD = r"(?:New|North|South|East|West|Upper|Lower|Great|Little|Mid|Central|Old)"  # "Hunter New England", "North Tees"
_LEADS = frozenset(_LEAD[3:-1].split("|"))
_NAME = rf"(?:{_LEAD}[ ](?={_NAMEW}))?{_NAMEW}(?:[ ](?:(?:and|&|upon|on)[ ])?(?:{_LEAD}[ ](?={_NAMEW}))?{_NAMEW}){{0,2}}"
_END = r"(?![\w'’-])"
# the same in capitals (headers and labels)
_SVC_UP = rf"{trie_regex(sorted({w.upper() for w in _SVC_WORDS}))}(?![\w'’-])"
_NAMEW_UP = rf"{_NG}{_STOP}(?!{_SVC_UP})(?<![\w'’-])[{_UP}][{_UP}'’-]+(?<![-'’])(?![\w'’-])"
_NAME_UP = rf"{_NAMEW_UP}(?:[ ](?:(?:AND|&)[ ])?{_NAMEW_UP}){{0,2}}"


# endings of clinical and technical words (drugs, diseases, procedures), never of a service's place name (three letters
# before the ending at least: "Veal Vong", "Chase Farm" are names)
_CLINICAL_END = re.compile(r"(?i)\w{3}(?:oid|itis|osis|[ae]mia|pathy|pathic|ology|ectomy|otomy|plasty|scopy|graphy|genic|tropic|ergic|lytic|"
                           r"atic|otic|ative|ular|eal|ial|ous|ase|ics)$")


def _proper(text: str, *, limit: float = 3.5, person: bool = False) -> bool:
    """Name words with a place, a rare word or a name-like word; none generic; no person alone unless ``person``
    (services are named after people: "Rowan Eating Disorders Service", "Priscilla Bacon Lodge")."""
    words = [w for w in text.split() if w.lower() not in ("and", "&", "of", "upon", "on") and w not in _LEADS]
    if not words or any(generic_word(w) for w in words) or not person and known_person(text) and not known_place(text):
        return False
    if any(_CLINICAL_END.search(w) and not world_place(w) for w in words):
        return False  # a clinical word is no name ("the Opioid Substitution Treatment team"; verbs: _STOP)
    return (any(world_place(w) or known_place(w) or rare_word(w, limit) and name_ok(w, min_len=3) for w in words)
            or world_place(text) or person and known_person(text))


# heads that close a service name only after one of their service words (lower case)
_NEEDS_SVC = {
    "health": {"sexual", "mental", "community", "child", "children's", "occupational", "integrated", "reproductive", "perinatal"},
    "nursing": {"community", "district", "home", "specialist", "continence", "palliative"},
    "programme": {"screening", "intervention", "recovery", "rehabilitation", "prevention"},
    "program": {"screening", "intervention", "recovery", "rehabilitation", "prevention"},
    "campus": {"health"},  # "Kalgoorlie Health Campus"
}


def _team_parts_ok(name: str, svc: list[str], head: str) -> bool:
    """A care service's name words (title case), its service words and its head (any case)."""
    svc = [w.lower() for w in svc]
    head_l = head.lower()
    if head_l == "practice" and svc:
        return False
    if re.fullmatch(_HOMES, head, re.IGNORECASE):
        return _proper(name) or len(name.split()) >= 2 and not svc
    if not _proper(name, person=bool(svc)) or re.search(r"\b(?:Council|County|Borough|City|Police|Fire)\b", name):
        return False  # a council's social services are a public body (ORGANIZATION, the older rules)
    if head_l == "services" or "social" in svc and head_l != "team":
        return False  # "Lutheran Social Services": a charity
    if head.upper() in _TEAM_ACR.split("|"):
        return True
    if head_l in _NEEDS_SVC:  # "Archway Sexual Health", "Swale Community Nursing"
        return bool(svc) and svc[-1] in _NEEDS_SVC[head_l]
    if head_l == "practice":  # "Penwith Vale Practice": a practice named after a place, no service words
        return not svc and (len(name.split()) >= 2 or world_place(name) or known_place(name))
    if head_l == "therapies":
        return bool(svc) and svc[-1] in ("talking", "psychological")
    return bool(svc)  # "Leeds Team" is no service name (and "Early Intervention team" has its service words)


def _team_ok(m: re.Match) -> bool:
    if m.group("h") == "Practice" and re.match(r"[ ][A-Z]", m.string[m.end():m.end() + 2]):
        return False  # "Bristol Practice Development Unit": a longer name
    return _team_parts_ok(m.group("n"), m.group("s").split(), m.group("h"))


def _team_caps_ok(m: re.Match) -> bool:
    """The same in capitals ("LADYWOOD CMHT", "CALDERDALE TALKING THERAPIES"), name words title-cased."""
    name = " ".join(w.capitalize() if len(w) > 3 or w not in ("OT",) else w for w in m.group("n").split())
    return _team_parts_ok(name, m.group("s").split(), m.group("h"))


def _svc_ok(m: re.Match) -> bool:
    return _proper(m.group("n"))


# the compass-named health bodies of Northern Ireland, Ireland and Australia ("Western Health and Social Care Trust")
_COMPASS = re.compile(r"(?:(?:North|South)[ ])?(?:Northern|Southern|Eastern|Western|Midland|Midlands)")


def _nhs_ok(m: re.Match) -> bool:
    n = m.group("n")
    return _proper(n) or _COMPASS.fullmatch(n) is not None and not m.group("o").endswith(("Acute", "Board"))


def _place_ok(m: re.Match) -> bool:
    n = m.group("n")
    return world_place(n) and not world_region(n) or known_place(n)


_PRODUCT_AFTER = re.compile(
    r"[ -]?(?i:vaccines?|vaccinations?|boosters?|jabs?|shots?|doses?|covid|mrna|bivalent|products?|brand|devices?|pumps?|"
    r"stents?|pacemakers?|leads?|generics?|biosimilars?|injections?|pens?|inhalers?|tablets?|capsules?|patch|implants?|"
    r"valves?|monitors?|sensors?|insulin|drug|medication|x[ ]?\d|\d)\b")
_PRODUCT_BEFORE = re.compile(r"(?i:\b(?:doses?|shots?|jabs?|boosters?|vaccines?|vaccinated(?:[ ]with)?|x[ ]?\d|\d(?:st|nd|rd|th))(?:[ ]of)?)[ ]+\Z")


@lru_cache(maxsize=1)
def world_names() -> dict[str, tuple[str, ...]]:
    """The names of ``data/en_health_orgs_world.txt`` by label (``HOSPITAL``, ``ORGANIZATION``), file order."""
    text = resources.files("multideid.base_systems").joinpath("data", "en_health_orgs_world.txt").read_text(encoding="utf-8")
    out: dict[str, list[str]] = {"HOSPITAL": [], "ORGANIZATION": []}
    label = "HOSPITAL"
    for line in text.splitlines():
        entry = line.split("#", 1)[0].strip()
        if entry.startswith("[") and entry.endswith("]"):
            label = entry[1:-1]
        elif entry and entry not in out[label]:
            out[label].append(entry)
    return {k: tuple(v) for k, v in out.items()}


def _world_regex(label: str) -> str:
    alt = trie_regex(sorted({name_key(n) for n in world_names()[label]})).replace("'", "['’]")
    return rf"(?<![\w'’&.-])(?P<o>(?i:{alt}))(?![\w'’&+-]|\.\w|[ ](?:&|and|of)[ ][A-Z])"


@lru_cache(maxsize=1)
def _spellings() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for names in world_names().values():
        for n in names:
            out.setdefault(name_key(n), set()).add(n.replace("’", "'"))
    return {k: frozenset(v) for k, v in out.items()}


def _world_ok(m: re.Match) -> bool:
    o = m.group("o").replace("’", "'")
    text = m.string
    if _PRODUCT_AFTER.match(text, m.end("o")) or _PRODUCT_BEFORE.search(text[max(0, m.start() - 20):m.start()]):
        return False
    if " " in o:
        return written_as_name(m)
    listed = _spellings().get(name_key(o), frozenset())
    if not (o in listed or (o.isupper() and len(o) >= 4 and any(v.isupper() for v in listed))):
        return False
    if re.search(r"(?:\b(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?|[A-Z][a-z]+)[ ]\Z", text[max(0, m.start() - 12):m.start()]):
        return False  # inside a longer name
    # in capitals, rare, or intercapped or hyphenated like a brand ("CHUV", "Rigshospitalet", "AbbVie", "HC-One")
    return not known_person(o) and not world_place(o) and (o.isupper() or rare_word(o, 3.5) or re.search(r"[A-Z-]", o[1:]) is not None)


def _foreign_ok(m: re.Match) -> bool:
    """A foreign facility word and a name that is no English generic word, weekday or month ("USF Health" is a university);
    after an acronym ("KBC", "USF", "MVZ") a word rare in English ("KBC Bank" is a bank)."""
    first = m.group("n").split()[0]
    if m.group("o")[:4].isupper() and not rare_word(first, 3.0):
        return False
    return not generic_word(first) and not re.match(r"(?i:health|medical|care|university|college|school|team|clinic|"
                                                    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)$", first)


def _municipal_ok(m: re.Match) -> bool:
    n = m.group("n") or m.group("p")
    return not generic_word(n.split()[0]) and (world_place(n) or known_place(n) or rare_word(n.split()[0], 3.5) or n.endswith("s"))


_NATIONAL_SCHEMES = re.compile(r"(?i:medicare|medicaid|nhs|tricare|chip|va|veterans|state|national|federal|public|private|group|family|individual)$")


def _insurer_ok(m: re.Match) -> bool:
    if m.group("p"):  # "ARS Humano", "EPS Sura"; not "EPS Procedure" (an electrophysiology study)
        first = m.group("p").split()[0]
        return not generic_word(first) and (rare_word(first, 3.0) or not m.group("o")[:3].isupper())
    n = m.group("n")
    return _proper(n) and not _NATIONAL_SCHEMES.match(n.split()[0])


def _school_ok(m: re.Match) -> bool:
    """A school or university name: no English generic word first, no national agency ("Instituto Nacional de ..."),
    and after "Gymnasium" (an English word too) a name rare in English."""
    first = m.group("n").split()[0]
    if generic_word(first) or first in ("Nacional", "National") or m.group("o").startswith("Gymnasium") and not rare_word(first, 3.0):
        return False
    return True


def _hotel_ok(m: re.Match) -> bool:
    """A hotel name rare in English and no hospital ("Hôtel-Dieu", "Hotel Dieu"), no placeholder ("Hotel Quarantine")."""
    words = m.group("n").split()
    return words[0] not in ("Dieu", "Quarantine", "California") and not generic_word(words[0]) and all(
        rare_word(w, 3.5) or world_place(w) for w in words) and not m.group("o").startswith(("Pension Credit", "Pension Fund"))


_RESCUE = (
    r"(?:Mountain|Cave|Fell|Moorland|Lowland|Coastal|Swiftwater|Cliff|Search[ ](?:and|&)|Surf)[ ]Rescue"
    r"(?:[ ](?:Team|Service|Association|Organisation|Organization|Unit|Group))?|Lifeboat(?:[ ]Station)?|Coastguard[ ]Rescue[ ]Team|"
    r"SLSC|Surf[ ]Life[ ]?Saving[ ]Club|Life[ ]?Saving[ ]Club|Volunteer[ ]Fire[ ]Brigade|Rural[ ]Fire[ ]Brigade"
)
_TELECARE = r"(?:Telecare|Careline|Community[ ]Alarms?)(?:[ ](?:Monitoring|Services?|Response|Team|Centre|Center))?"
_LAY = (
    r"Access[ ]Centre|Access[ ]Center|Carers['’]?[ ](?:Centre|Center|Service|Hub|Support)|Women['’]s[ ]Aid|Citizens[ ]Advice(?:[ ]Bureau)?|"
    r"Youth[ ]Offending[ ](?:Team|Service)|Advocacy(?:[ ](?:Service|Project|Hub))?|Law[ ]Centre|Welfare[ ]Rights(?:[ ]Service)?|"
    r"Advice[ ]Centre|Volunteer[ ]Centre|Credit[ ]Union|Community[ ]Transport|Hospital[ ]Radio|Recovery[ ](?:College|Café|Cafe)|"
    r"(?:(?:Adult|Adults|Children['’]s|Childrens)[ ])?Social[ ](?:Care|Services|Work)(?![ ][A-Z])|Children['’]s[ ]Services"
)
_NEWS_HEAD = r"Gazette|Herald|Chronicle|Advertiser|Tribune|Argus|Evening[ ](?:Post|News|Standard|Telegraph|Express|Chronicle)|Free[ ]Press"
_NHS = (
    r"Acute(?:[ ](?:Hospitals?(?:[ ]NHS)?(?:[ ](?:Foundation[ ])?Trust)?|Trust|Services))?(?![ ]?[A-Za-z])|(?:University[ ]|Teaching[ ])?Health[ ]Board|"
    r"(?:HSC|Health[ ]and[ ]Social[ ]Care)[ ]Trust|Local[ ]Health[ ]District|Hospital[ ]and[ ]Health[ ]Service"
)
# primary-care and hospital words of other languages before a name ("Lægehuset Nørrebro", "USF Ribeirinha",
# "Cabinet infirmier Gerland", "Ordinace praktického lékaře Mánesova", "KBC Sestre milosrdnice", "EBAIS Barrio Cuba")
_FOREIGN_PRE = trie_regex(_T["FOREIGN_PREFIX"])
# the same words after a name, in lower case ("Antakalnio poliklinika", "Vilniaus miesto klinikinė ligoninė")
_FOREIGN_SUF = trie_regex(_T["FOREIGN_SUFFIX"])
_MUNICIPAL = r"Kommune|kommune|Kommun|kommun|kunta|kaupunki|Gemeinde|gemeente|Gemeente|Municipality|Municipal[ ]Council"
_MUNICIPAL_PRE = r"Comune[ ]di|Municipio[ ]de|Prefeitura[ ]de|Mairie[ ]de|Ayuntamiento[ ]de|Concello[ ]de|Câmara[ ]Municipal[ ]de|Gmina|Općina"
_CHURCH_PRE = r"Parroquia|Iglesia|Igreja|Paróquia|Église|Paroisse|Chiesa|Parrocchia|Kościół|Parafia|Pfarrei|Kirche|Templo|Capilla|Mezquita"
# health insurers by their form: a prefix of the country's scheme or a suffix ("ARS Humano", "Keystone Senior Health Plan")
_INSURER_PRE = r"ARS|EPS|Isapre|Obra[ ]Social|Prepaga|Mutuelle|Zdravotní[ ]pojišťovna"
_INSURER_SUF = r"Health[ ]Plans?|Health[ ]Insurance|Medical[ ]Aid|Medical[ ]Scheme|Health[ ]Fund|Sickness[ ]Fund|Krankenkasse|Mutuelle"
# veterinary practices (ORGANIZATION, set 8) and a hospital's department after "Royal <place>"
_VET = r"Veterinary[ ](?:Group|Clinic|Practice|Surgery|Centre|Center|Hospital|Partners|Services)|Vets|Vet[ ](?:Clinic|Centre|Center|Group)|Animal[ ]Hospital"
_ROYAL_AFTER = (
    r"mortuary|ED|A&E|AE|ward|wards|maternity|outpatients|ICU|HDU|ITU|theatres?|radiology|pharmacy|labour[ ]ward|SCBU|NICU|"
    r"switchboard|site|campus|hospital|emergency|fracture[ ]clinic|clinic|endoscopy|cath[ ]lab|discharge|admission"
)
_SPECIALTY = trie_regex(_T["SPECIALTY"])
_GROUP_HEAD = r"Associates|Partners|Group|Specialists|Consultants|Physicians|PC|P\.C\.|PLLC"
# pubs named "The <X>'s Head", schools and universities of other languages, hotels by the prefix "Hotel"
_PUB_HEAD = r"(?:King|Queen|Bull|Nag|Saracen|Turk|Ram|Stag|Fox|Boar|Duke|Bishop|Hart|Buck|Cock|Swan|Horse)['’]s[ ]Head"
_SCHOOL_PRE = trie_regex(_T["SCHOOL_PREFIX"])
_CELTIC = r"Ysgol|Scoil|Gaelscoil|Gaelcholáiste|Coláiste|Sgoil|Bunscoil|Meánscoil"

PATTERNS: tuple[Pattern, ...] = (
    LazyPattern(
        # "Harehills CMHT", "Kirklees Talking Therapies", "Oldham Community Drug Team", "Calderdale Adult Social Care OT Team"
        "hosp_care_team10",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_NAME})[ ](?P<s>(?:{_SVC}[ ]){{0,6}})(?P<h>{_HEADS}|{_TEAM_ACR}|{_HOMES}|(?<=[a-z][ ])(?:team|service)))"
        rf"{_END}(?![ ](?:Act|Bill|Law|Trust|Foundation)\b)",
        "HOSPITAL", 0.7, group="o", validator=_team_ok,
        anchor=rf"\b(?:{_HEADS}|{_TEAM_ACR}|House|Home|Living|Residence|team|service)\b",
        anchor_window=140,
    ),
    LazyPattern(
        # "LADYWOOD CMHT", "CALDERDALE TALKING THERAPIES - SUPERVISION RECORD"
        "hosp_care_team_caps10",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_NAME_UP})[ ](?P<s>(?:{_SVC_UP}[ ]){{0,6}})(?P<h>{_HEADS.upper()}|{_TEAM_ACR}|{_HOMES.upper()})){_END}",
        "HOSPITAL", 0.65, group="o", validator=_team_caps_ok,
        anchor=rf"\b(?:{_HEADS.upper()}|{_TEAM_ACR}|HOUSE|HOME|LIVING|RESIDENCE)\b", anchor_window=140,
    ),
    LazyPattern(
        # "Pennine Acute", "Betsi Cadwaladr University Health Board", "Southern HSC Trust", "Metro North Hospital and Health Service"
        "hosp_nhs_body10",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_NAME})[ ](?:{_NHS})){_END}",
        "HOSPITAL", 0.65, group="o", validator=_nhs_ok,
        anchor=r"\b(?:Acute|Board|Trust|District|Health[ ]Service)\b", anchor_window=120,
    ),
    LazyPattern(
        # "Wasdale Mountain Rescue Team", "Tenby Lifeboat", "Bondi SLSC"; "Surf Life Saving Queensland"
        "org_rescue10",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_NAME})[ ](?:{_RESCUE})){_END}",
        "ORGANIZATION", 0.7, group="o", validator=_svc_ok, anchor=r"(?:Rescue|Lifeboat|SLSC|Saving|Brigade)\b",
    ),
    LazyPattern(
        "org_rescue_of_place10",
        rf"(?<![\w'’.-])(?P<o>(?:Surf[ ])?Life[ ]?Saving[ ](?P<n>{_CW}(?:[ ]{_CW})?)){_END}",
        "ORGANIZATION", 0.7, group="o", validator=_place_ok, anchor=r"Saving\b",
    ),
    LazyPattern(
        # "Tendril Telecare Monitoring", "Wirral Careline"
        "org_telecare10",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_NAME})[ ](?:{_TELECARE})){_END}",
        "ORGANIZATION", 0.7, group="o", validator=_svc_ok, anchor=r"(?:Telecare|Careline|Alarms?)\b",
    ),
    LazyPattern(
        # "Midlands Access Centre", "Kirkby Carers Centre", "Salford Citizens Advice", "Barnet Youth Offending Team"
        "org_lay_service10",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_NAME})[ ](?:{_LAY})){_END}",
        "ORGANIZATION", 0.65, group="o", validator=lambda m: _svc_ok(m) and not re.search(r"\b(?:Council|Borough)\b", m.group("n")),
        anchor=r"(?:Centre|Center|Aid|Advice|Bureau|Team|Service|Services|Advocacy|Project|Hub|Rights|Union|Transport|Radio|College|"
               r"Caf[eé]|Support|Care|Work)\b",
    ),
    LazyPattern(
        # "Centre of Forensic Sciences", "Institute of Biomedical Sciences"
        "org_sciences_centre10",
        rf"(?<![\w'’.-])(?P<o>(?:Centre|Center|Institute|Institut|Academy)[ ](?:of|for)[ ](?:the[ ])?(?:{_CW}[ ]){{1,3}}Sciences){_END}(?![ ][A-Z])",
        "ORGANIZATION", 0.6, group="o", anchor=r"\bSciences\b",
    ),
    LazyPattern(
        # "The Westmorland Gazette", "Yorkshire Evening Post"
        "org_newspaper10",
        rf"(?<![\w'’.-])(?P<o>(?:The[ ])?(?P<n>{_NAME})[ ](?:{_NEWS_HEAD})){_END}",
        "ORGANIZATION", 0.6, group="o", validator=_svc_ok,
        anchor=r"(?:Gazette|Herald|Chronicle|Advertiser|Tribune|Argus|Post|News|Standard|Telegraph|Express|Press)\b",
    ),
    LazyPattern(
        # "Air Vanuatu", "Air Tanzania"
        "org_airline10",
        rf"(?<![\w'’.-])(?P<o>Air[ ](?P<n>{_CW}(?:[ ](?:Nui|{_CW}))?)){_END}",
        "ORGANIZATION", 0.6, group="o", validator=_place_ok, anchor=r"\bAir[ ][A-Z]",
    ),
    LazyPattern(
        # "Ysgol Gymraeg Bro Morgannwg", "Scoil Mhuire", "Gaelscoil na Cille"
        "org_school_celtic10",
        rf"(?<![\w'’.-])(?P<o>(?:{_CELTIC})[ ](?:(?:y|yr|na|an|Gymraeg|Gyfun|Gynradd|Uwchradd)[ ]){{0,2}}{_CW}(?:[ ](?:na[ ]|an[ ]|y[ ]|yr[ ])?{_CW}){{0,2}}){_END}",
        "ORGANIZATION", 0.75, group="o", anchor=rf"\b(?:{_CELTIC})\b",
    ),
    LazyPattern(
        # "Lægehuset Nørrebro", "USF Ribeirinha", "Cabinet infirmier Gerland", "KBC Sestre milosrdnice"
        "hosp_foreign_prefix10",
        rf"(?<![\w'’.-])(?P<o>(?:{_FOREIGN_PRE})[ ](?P<n>{_CW}(?:[ ](?:(?:de|del|da|do|dos|la|di|na|u|pri|v)[ ])?(?:{_CW}|[a-zà-žčćšđ][\w-]{{4,}}))?)){_END}",
        "HOSPITAL", 0.7, group="o", validator=_foreign_ok, anchor=rf"(?:{_FOREIGN_PRE})\b",
    ),
    LazyPattern(
        # "Antakalnio poliklinika", "Vilniaus miesto klinikinė ligoninė", "Szent János kórház"
        "hosp_foreign_suffix10",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_CW}(?:[ ](?:{_CW}|[a-zà-žčćšđėįųū][\w-]{{3,}}))?)[ ](?:{_FOREIGN_SUF})){_END}(?![ ][A-Z])",
        "HOSPITAL", 0.7, group="o", validator=_foreign_ok, anchor=rf"(?:{_FOREIGN_SUF})\b",
    ),
    LazyPattern(
        # "Københavns Kommune", "Comune di Bergamo": a town's council (sub-national public bodies are ORGANIZATION)
        "org_municipality10",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_CW}(?:[ ]{_CW})?)[ ](?:{_MUNICIPAL})|(?:{_MUNICIPAL_PRE})[ ](?P<p>{_CW}(?:[ ](?:de[ ]|do[ ]|da[ ])?{_CW})?)){_END}",
        "ORGANIZATION", 0.65, group="o", validator=_municipal_ok, anchor=rf"(?:{_MUNICIPAL}|{_MUNICIPAL_PRE})\b",
    ),
    LazyPattern(
        # "Parroquia San Vicente de Paúl", "Église Saint-Joseph", "Kościół Mariacki"
        "org_church_foreign10",
        rf"(?<![\w'’.-])(?P<o>(?:{_CHURCH_PRE})[ ](?:(?:de|del|de[ ]la|do|da|di|du|des|der|St\.|św\.)[ ])?{_CW}(?:[ ](?:(?:de|del|de[ ]los|de[ ]la|do|da|di|du)[ ])?{_CW}){{0,3}}){_END}",
        "ORGANIZATION", 0.65, group="o", anchor=rf"(?:{_CHURCH_PRE})\b",
    ),
    LazyPattern(
        # "ARS Humano", "Isapre Colmena", "Keystone Senior Health Plan", "Pinewood Medical Aid"
        "org_insurer_form10",
        rf"(?<![\w'’.-])(?P<o>(?:{_INSURER_PRE})[ ](?P<p>{_CW}(?:[ ]{_CW})?)|(?P<n>{_NAME})[ ](?:(?:Senior|Advantage|Community|Family|Select|Choice|Kids|Children's)[ ])?(?:{_INSURER_SUF})){_END}",
        "ORGANIZATION", 0.65, group="o", validator=_insurer_ok, anchor=rf"(?:{_INSURER_PRE}|{_INSURER_SUF})\b",
    ),
    LazyPattern(
        # "Teifi Valley Veterinary Group", "Hollybush Vets": a vet practice is a business (ORGANIZATION)
        "org_vet_practice10",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_NAME})[ ](?:{_VET})){_END}",
        "ORGANIZATION", 0.82, group="o", validator=_svc_ok, anchor=r"(?:Veterinary|Vets?|Animal[ ]Hospital)\b",
    ),
    LazyPattern(
        # "Royal Glamorgan mortuary", "Royal Cornwall ED": a county's royal hospital by its short name before a department
        "hosp_royal_place10",
        rf"(?<![\w'’.-])(?P<o>Royal[ ](?P<n>{_CW}))(?=[ ](?:{_ROYAL_AFTER})\b)",
        "HOSPITAL", 0.65, group="o", validator=lambda m: _place_ok(m) and rare_word(m.group("n"), 4.3),  # not "Royal College"
        anchor=r"\bRoyal[ ][A-Z]",
    ),
    LazyPattern(
        # "Riverbend Psychiatry Associates", "Harborview Neurology Group": a specialty practice is a care site
        "hosp_specialty_group10",
        rf"(?<![\w'’.-])(?P<o>(?P<n>{_NAME})[ ](?:{_SPECIALTY})(?:[ ](?:&|and)[ ](?:{_SPECIALTY}))?[ ](?:{_GROUP_HEAD})){_END}",
        "HOSPITAL", 0.75, group="o", validator=lambda m: _proper(m.group("n"), person=True),
        anchor=rf"(?:{_GROUP_HEAD})(?![\w'’-])",
    ),
    LazyPattern(
        # "The Bull's Head", "the King's Head": pubs (ORGANIZATION, set 12's hotels and venues)
        "org_pub_head10",
        rf"(?<![\w'’.-])(?P<o>The[ ](?:Old[ ]|Black[ ]|White[ ]|Red[ ])?{_PUB_HEAD}|(?<=\bthe[ ])(?:Old[ ]|Black[ ]|White[ ]|Red[ ])?{_PUB_HEAD}){_END}",
        "ORGANIZATION", 0.65, group="o", anchor=r"['’]s[ ]Head\b",
    ),
    LazyPattern(
        # "Colegio San Ignacio", "Lycée Victor Hugo", "Universidad de Antioquia", "Gymnasium Neubiberg"
        "org_school_foreign10",
        rf"(?<![\w'’.-])(?P<o>(?:{_SCHOOL_PRE})[ ](?P<n>{_CW}(?:[ ](?:(?:de|del|de[ ]la|do|da|di|du|des|der|am|an|im)[ ])?{_CW}){{0,3}})){_END}",
        "ORGANIZATION", 0.7, group="o", validator=_school_ok, anchor=rf"(?:{_SCHOOL_PRE})\b",
    ),
    LazyPattern(
        # "Hotel Baía Azul", "Hotel Schweizerhof": a hotel by its prefix, with a name no English word
        "org_hotel_prefix10",
        rf"(?<![\w'’.-])(?P<o>(?:Hotel|Hôtel|Hostal|Pousada|Pension|Albergo)[ ](?P<n>{_CW}(?:[ ]{_CW})?)){_END}",
        "ORGANIZATION", 0.6, group="o", validator=_hotel_ok, anchor=r"\b(?:Hotel|Hôtel|Hostal|Pousada|Pension|Albergo)[ ][A-ZÀ-Þ]",
    ),
    ListPattern("hosp_world_known10", lambda: _world_regex("HOSPITAL"), "HOSPITAL", 0.7, _world_ok),
    ListPattern("org_world_known10", lambda: _world_regex("ORGANIZATION"), "ORGANIZATION", 0.65, _world_ok),
)
