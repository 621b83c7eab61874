"""English pack, part five: organisations, facilities and employers by name and by shape.

Rules for the organisations that English clinical text names without a legal form
(issue #22, session 13), read off the failure classes of the hand-written set 3 and written and
tested on sentences of their own (``tests/test_en_org3.py``):

* ``org_known_cue`` / ``org_known_place`` / ``org_known_lower``: well-known organisations of
  the hand-compiled lists (:mod:`multideid.base_systems.institutions`: pharmacies, chains,
  insurers, labs, employers) in any case after an employment, pharmacy or insurance cue
  (``works at the target on 5th``, ``my boss at amazon``, ``Med aid: Discovery``), before a
  store word or a street (``the Boots pharmacy``, ``CVS on Mill St``), and, for names that are
  no English word, in lower case after a preposition (``went to walgreens``).  Names that are
  also words, abbreviations, places or people (``Target``, ``CVS``, ``Amazon``) are tagged
  only this way;
* institution shapes: county agencies and courts (``Harlow County EMS``, ``Ada County
  District Court``), city departments (``City of Spokane Fire Dept.``), schools (``Desert
  Willow Elementary``), congregations (``Mount Zion AME``, ``Grace Baptist Church``),
  collection agencies near a billing word (``sent to Ohio Mutual Recovery``), trades and
  businesses (``Pacific Northwest Freight``, ``Tui & Sons Roofing``, ``Main Street
  Pharmacy``);
* facilities named without the word hospital (label ``HOSPITAL``): practices, imaging,
  podiatry, home health, assisted living, rehab, hospices, UK GP surgeries, NHS trusts,
  community health centres (``Kenwood Internal Medicine``, ``Bluestem Home Health``,
  ``Kirkstall Lane Surgery``, ``Vanguard CHC``), ``Hospice of the X``, care-home brands of a
  town (``Sunrise of Mesa``), a known town's ``General`` (``Vancouver General``) and named
  urgent cares in lower case (``seen at mercy urgent care``).  Department and specialty names
  (``Department of Paediatrics``, ``Interventional Radiology``, ``Fracture Clinic``) are not
  taken: the name words before the head may not be specialty, service or generic words.

Professions in forms and appositions (``Job title: warehouse associate``, ``(night auditor @
hampton inn)``, ``28yo F, domestic worker in ...``) are in :mod:`.en_jobs`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_org_words import GENERIC as _GENERIC
from multideid.base_systems.packs.en_org_words import generic_word, trie_regex as _trie_regex
from multideid.base_systems.packs.en_world import known_person, known_place

__all__ = ["PATTERNS", "known_org_regex", "generic_word"]

# a capitalised word of a name (ASCII and Latin-1 letters, internal ' & - allowed), bounded
_CW = r"[A-ZÀ-Þ][\w'’-]{0,30}(?![\w'’-])"
_CWD = rf"(?:{_CW}|[A-Z][a-z]{{0,3}}\.)"  # or an abbreviation with its period ("St.", "Mt.")
_LW = r"[a-z][a-z'’-]{1,30}(?![\w'’-])"

def _name_words_ok(text: str, *, need_proper: bool = False) -> bool:
    """Name words before a head noun: none generic; with ``need_proper`` at least one that is
    a known place or person, or no common English word."""
    words = [w for w in re.split(r"[ ]+", text.strip()) if w and w not in ("&", "and", "of", "the")]
    if not words or any(generic_word(w) for w in words):
        return False
    if need_proper:
        return any(known_place(w) or known_person(w) or name_ok(w, min_len=3) for w in words)
    return True


# ------------------------------------------------------------------ well-known organisations


def _spelling(name: str) -> str:
    return re.sub(r"\s+", " ", name.strip().lower().replace("’", "'"))


@lru_cache(maxsize=1)
def _known_names() -> tuple[frozenset[str], frozenset[str]]:
    """(every known organisation, the unambiguous ones) as lower-case spellings; package data
    only (no gazetteer is loaded when the pack is imported)."""
    from multideid.base_systems.institutions import context_organizations, en_organizations

    plain = {_spelling(n) for n in en_organizations()}
    ambiguous = {_spelling(n) for n in context_organizations()}
    return frozenset(plain | ambiguous), frozenset(n for n in plain - ambiguous if len(n) >= 4 and n not in _LOWER_UNSAFE)


# single names of the unambiguous list that are English words in lower case
_LOWER_UNSAFE = frozenset(
    "intel cisco medica optum unum aviva prudential allstate argos absa bupa spar asda currys shell delta united "
    "vitality guardian progressive nationwide sprint frontier spirit giant sonic".split()
)


@lru_cache(maxsize=2)
def known_org_regex(lower_only: bool = False) -> str:
    """The known organisations as one regex (to be used case-insensitively), every name or only
    the unambiguous ones."""
    everything, safe = _known_names()
    names = safe if lower_only else everything
    # the apostrophe of "Trader Joe's" may be typed either way
    return _trie_regex(sorted(names)).replace("'", "['’]")


# cues after which a known organisation is the patient's employer, pharmacy, lab or insurer
_CUE = (
    r"(?:\b(?:works?|worked|working|employed|hired|volunteers?|volunteering|interns?|interning|contracts?|"
    r"contracted|drives?|drove|delivers?|delivered|shops?|shopped|job|shifts?|career|position|"
    r"retired|resigned|quit|fired|terminated|laid off)"
    r"(?:[ ](?:part[- ]time|full[- ]time|nights|days|overnights?|weekends|there|now|still|currently))?"
    r"[ ](?:at|for|with|by|from|in)"
    r"|\b(?:my|his|her|their|pt'?s|patient'?s|the)[ ](?:boss|manager|supervisor|employer|job|work|workplace|"
    r"coworkers?|co-workers?|company|shift|store|pharmacy|pharmacist|insurance|insurer)[ ](?:at|from|with|is)"
    r"|\b(?:employer|company|workplace|work|occupation|insurer|insurance|ins|medical aid|med aid|health plan|"
    r"payer|payor|carrier|pharmacy|preferred pharmacy|pharm|lab|laboratory|performed at|processed at|"
    r"drawn at|collected at|sent to|referred to|faxed to|called in to)[ \t]{0,4}(?:[:=#-]|is|was)"
    r"|\b(?:pick(?:ed|s)?(?:[ ](?:it|them|meds|rx))?[ ]up[ ](?:at|from)|filled[ ](?:at|by)|refill(?:ed|s)?[ ](?:at|from)|"
    r"send(?:[ ](?:it|them|the rx|rx|script))?[ ]to|sent(?:[ ](?:it|them|rx))?[ ]to|transfer(?:red)?[ ](?:it[ ])?to|"
    r"(?:shot|vaccine|vaccinated|booster|jab|test(?:ed)?|swab(?:bed)?)[ ](?:at|from)|covered[ ]by|"
    r"insured[ ](?:by|through|with)|(?:insurance|coverage)[ ](?:through|with|from|by)|"
    r"(?:approved|denied|authori[sz]ed|billed|paid|reimbursed)[ ]by|(?:changed|switched|moved)[ ](?:over[ ])?to|"
    r"active[ ]with|enrolled[ ](?:with|in)|(?:\d{1,2}|many|several)[ ](?:years?|yrs?|months?)[ ](?:with|at))"
    r"|(?<=[ (])@(?=[ ]))"
)
# after an ambiguous name ("target", "discovery"): words that make it a clinical word, not a firm
_NOT_FIRM_AFTER = re.compile(
    r"[ ](?:range|dose|doses|level|levels|weight|organ|organs|lesion|lesions|therapy|cell|cells|of|for|ldl|inr|bp|heart|"
    r"rate|value|values|goal|goals|zone|sign|signs|joint|area|fracture|symptoms?|disease|criteria)\b", re.IGNORECASE)
_WEEKDAYS_MONTHS = (
    r"(?!(?i:the|a|an|his|her|my|their|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|"
    r"thu|thur|thurs|fri|sat|sun|january|february|march|april|may|june|july|august|september|october|november|"
    r"december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|admission|arrival|exam|examination|day|days)\b)"
)
# after a known name: a store word, or "on" + a street ("CVS on Mill St", "the kroger on broad st")
_AFTER = (
    r"(?=[ ](?:(?i:pharmacy|pharmacist|drug ?store|store|supercenter|warehouse|distribution cent(?:er|re)|"
    r"fulfil?lment cent(?:er|re)|location|branch|parking lot|deli|bakery)\b"
    rf"|on[ ]{_WEEKDAYS_MONTHS}(?:[A-Z][\w'’-]*(?:[ ][A-Z][\w'’-]*)?|\d{{1,3}}(?:st|nd|rd|th)\b|[a-z]+[ ](?i:st|street|ave|avenue|rd|road|"
    r"blvd|dr|drive|ln|lane|way|pike|hwy|highway|pkwy|parkway)\b)))"
)
_ORG_END = r"(?![\w'’&-]|\.\w|[ ](?:&|and)[ ][A-Z])"


# a known name followed by one of these is part of a hospital's name ("UCLA Medical Center")
_FACILITY_NEXT = re.compile(
    r"[ ](?:medical|hospital|hospitals|clinic|health|healthcare|children'?s|cancer|heart|eye|medicine|irving|med)\b",
    re.IGNORECASE)


def _ambiguous(name: str) -> bool:
    return _spelling(name) in _ambiguous_names()


@lru_cache(maxsize=1)
def _ambiguous_names() -> frozenset[str]:
    from multideid.base_systems.institutions import context_organizations

    return frozenset(_spelling(n) for n in context_organizations())


def _known_cue_ok(m: re.Match) -> bool:
    """An ambiguous name ("target", "discovery") is no firm before a clinical word ("target range");
    a university before "medical center" is part of a hospital's name."""
    o = m.group("o")
    if _FACILITY_NEXT.match(m.string, m.end("o")):
        return False
    return not (_ambiguous(o) and _NOT_FIRM_AFTER.match(m.string, m.end("o")))


def _known_place_ok(m: re.Match) -> bool:
    """Before a store word or a street: a name in lower case needs "the", "at", "from", "to" or
    "@" before it ("the kroger on broad st"), so "target on" in running text is left alone."""
    o = m.group("o")
    nxt = re.match(r"[ ]([\w'’-]+)", m.string[m.end("o"):])
    if nxt and _spelling(f"{o} {nxt.group(1)}") in _known_names()[0]:
        return False  # "Priceline Pharmacy" is a name of its own (the lists take it whole)
    if not o.islower():
        return True
    before = m.string[max(0, m.start("o") - 6):m.start("o")].lower()
    return re.search(r"(?:\bthe|\bat|\bfrom|\bto|@)[ ]$", before) is not None


def _known_lower_ok(m: re.Match) -> bool:
    """A lower-case known name: several words, or one word that is no common word, name or
    place of the gazetteer ("walgreens", "kroger"; not "intel", "progressive")."""
    from multideid.base_systems.gazetteers import load_gazetteer

    o = m.group("o")
    if not o.islower():
        return False
    stop = load_gazetteer("en").stop
    words = re.split(r"[ -]+", o)
    if _FACILITY_NEXT.match(m.string, m.end("o")):
        return False  # "ucla medical center": the hospital's name, not the university
    if len(words) > 1:  # "hampton inn", "home depot"; not "whole foods", "best buy", "priority health"
        return not all(w in stop for w in words)
    return o not in stop and not known_person(o) and not known_place(o)


# ------------------------------------------------------------------ institution shapes

_COUNTY_AGENCY = (
    r"EMS|Ambulance(?:[ ]Service)?|Fire(?:[ ](?:Rescue|Department|Dept\.?|District))?|Sheriff['’]s[ ](?:Office|Department|Dept\.?)|"
    r"Sheriff|Jail|Detention[ ]Cent(?:er|re)|Health[ ](?:Department|Dept\.?|District)|"
    r"Department[ ]of[ ](?:Health|Social[ ]Services|Human[ ]Services|Public[ ]Health|Corrections)|"
    r"DSS|DHS|DCFS|CPS|Child[ ]Protective[ ]Services|Adult[ ]Protective[ ]Services|Public[ ]Schools|School[ ]District|"
    r"Schools|(?:District|Circuit|Superior|Probate|Family|Juvenile|Municipal|Magistrate|Drug|Criminal|Civil)[ ]Court|"
    r"Court(?:house)?|Public[ ]Defender|Prosecutor['’]s[ ]Office|District[ ]Attorney|Coroner|Medical[ ]Examiner|"
    r"Library|Housing[ ]Authority|Transit(?:[ ]Authority)?|Board[ ]of[ ]Education"
)
_CITY_DEPT = (
    r"(?:Fire|Police|Parks(?:[ ](?:and|&)[ ]Recreation)?|Public[ ]Works|Water|Sanitation|Transit|Housing|Health|Streets)"
    r"(?:[ ](?:Dept\.?|Department|Division|Bureau|&[ ]Rescue|and[ ]Rescue|Rescue))"
)
_COURT = r"(?:District|Circuit|Superior|Family|Juvenile|Probate|Municipal|Magistrates['’]?|Crown|County|Supreme|Bankruptcy|Coroner['’]s|Housing)[ ]Court"
_CHURCH_HEAD = (
    r"A\.?M\.?E\.?(?:[ ]Zion)?(?:[ ]Church)?|(?:Baptist|Methodist|Lutheran|Presbyterian|Episcopal|Catholic|Pentecostal|"
    r"Evangelical|Orthodox|Adventist|Apostolic|Missionary[ ]Baptist|Reformed|Congregational|Community|Bible|"
    r"Full[ ]Gospel|Gospel)[ ](?:Church|Chapel|Tabernacle)|Church(?:[ ]of[ ](?:Christ|God(?:[ ]in[ ]Christ)?))?|Chapel|"
    r"Cathedral|Tabernacle|Synagogue|Temple|Mosque|Masjid|Gurdwara|Mandir|Parish|Ministries|Kingdom[ ]Hall|Congregation"
)
_NOT_AFTER_CHURCH = r"(?![ ](?:Hill|Street|St\.?|Road|Rd\.?|Lane|Avenue|Ave\.?))"
_CHURCH_LEAD = r"(?:First|Second|Third|Greater|Mount|Mt\.|New|Bethel|Zion|Shiloh|Calvary|Ebenezer|Antioch|Macedonia|Mount[ ]Zion|Mt\.[ ]Zion)"
_DENOMINATION = frozenset(
    "catholic roman orthodox anglican baptist southern methodist united lutheran presbyterian episcopal pentecostal "
    "evangelical mormon lds christian jewish muslim islamic hindu sikh buddhist reform conservative reformed "
    "adventist apostolic the his her our their local left right shirley".split()
)
_BUSINESS = (
    r"Freight|Logistics|Trucking|Haulage|Roofing|Plumbing|Construction|Landscaping|Airlines|Railroad|"
    r"Railways?|Shipyard|Shipping|Manufacturing|Lumber|Sawmill|Farms|Dairy[ ]Farm|Bakery|Brewery|Winery|Restaurant|"
    r"Diner|Bistro|Café|Cafe|Pizzeria|Motors|Builders|Contractors|Cleaners|Janitorial|Staffing|Realty|"
    r"Supermarket|Grocers|Textiles|Steelworks|Couriers|Towing|Auto[ ](?:Body|Repair|Parts|Sales)|Credit[ ]Union|"
    r"Pharmacy|Chemists?|Drug[ ]Store|Drugstore|Transit[ ]Authority|Bus[ ]Lines|Cab[ ]Company|Taxi|Salon|Barbershop|"
    r"Daycare|Day[ ]Care|Child[ ]Care|Preschool|Kindergarten|Nursery[ ]School|Tenant[ ]Alliance|Tenants['’]?[ ]Union|"
    r"Food[ ]Bank|Food[ ]Pantry|Shelter|EMS|Ambulance(?:[ ]Service)?|Rescue[ ]Squad|Fire[ ](?:&|and)[ ]Rescue"
)
_BUSINESS_GENERIC = frozenset(
    "inpatient outpatient clinical specialty speciality central retail mail order compounding discharge community "
    "hospital oncology infusion home nuclear investigational satellite village independent online internet local "
    "animal homeless women's womens family domestic violence emergency rescue nail hair beauty tanning tattoo chinese "
    "mexican italian thai indian japanese korean vietnamese greek french american fast food pizza seafood dry road "
    "building heavy indoor outdoor running coal gold copper silver uranium strip underground tornado storm".split()
)
_COLLECTIONS = (
    r"Collections|Collection[ ]Agency|Collection[ ]Services|Recovery(?:[ ](?:Services|Group|Solutions|Partners|Associates))?|"
    r"Credit[ ](?:Services|Bureau|Management)|Receivables(?:[ ]Management)?|Debt[ ](?:Solutions|Recovery|Services)|"
    r"Revenue[ ](?:Recovery|Services)|Billing[ ]Services"
)


def _shape_ok(m: re.Match, group: str = "n", *, need_proper: bool = False) -> bool:
    return _name_words_ok(m.group(group), need_proper=need_proper)


# words that open congregation names although they are given names too ("Grace Church", "Trinity Chapel")
_CHURCH_NAME_WORDS = frozenset(
    "grace trinity bethel zion emmanuel immanuel calvary christ faith hope mercy shiloh ebenezer antioch macedonia "
    "providence redeemer covenant cornerstone harvest victory living new first second third greater mount mt".split()
)


def _church_ok(m: re.Match) -> bool:
    """Name words of a congregation; not a person named Church, Temple or Chapel ("Dr. Carla M.
    Church", "Jonah Temple"): no initial, no title before, and a single given name only when it
    is a word congregations are named after ("Grace Church")."""
    text = m.group("n").strip()
    words = [w.lower().strip(".") for w in text.split()]
    if not words or words[0] in _DENOMINATION or any(generic_word(w) for w in words if w not in ("new", "first")):
        return False
    if re.search(r"(?:^|[ ])[A-Z]\.(?:[ ]|$)", text) or re.search(r"(?i:\b(?:dr|mr|mrs|ms|miss|prof|rev)\.?[ ]*)$",
                                                                 m.string[max(0, m.start() - 6):m.start()]):
        return False
    head = m.group(0)[len(m.group("n")):].strip().split()[0]
    if head in ("Church", "Temple", "Chapel") and all(known_person(w) for w in text.split()):
        return any(w in _CHURCH_NAME_WORDS for w in words)
    return True


def _business_ok(m: re.Match) -> bool:
    """Name words of a business; a known organisation before the head word ("Aetna Pharmacy") is
    left to the lists, which take the name alone."""
    words = m.group("n").split()
    if _spelling(m.group("n")) in _known_names()[0]:
        return False
    return _name_words_ok(m.group("n")) and not any(w.lower() in _BUSINESS_GENERIC for w in words)


# ------------------------------------------------------------------ facilities

# facility heads; those of en.py's hosp_suffix (Hospital, Medical Center, Health Center, Clinic,
# Family Practice, Pediatrics, Orthopedics, Dermatology, Urgent Care, Nursing Home, Hospice, Care
# Center, Medical Group, Women's Health...) are left to it
_FACILITY = (
    r"Imaging(?:[ ](?:Center|Centre|Associates))?|Radiology[ ](?:Associates|Group)|Internal[ ]Medicine|"
    r"Family[ ]Medicine|Paediatrics|Pediatric[ ]Associates|"
    r"Podiatry|Foot[ ](?:&|and)[ ]Ankle(?:[ ](?:Center|Centre|Clinic|Associates|Specialists))?|"
    r"Skin(?:[ ](?:&|and)[ ](?:Allergy|Laser|Cancer))?(?:[ ](?:Center|Centre|Clinic|Institute))?|"
    r"Allergy(?:[ ](?:&|and)[ ](?:Asthma|Immunology))?(?:[ ](?:Center|Centre|Clinic|Associates))?|Orthopaedics|"
    r"Orthopedic[ ]Associates|Cardiology|Gastroenterology|Urology|Oncology|Ob-?Gyn|Women['’]s[ ](?:Imaging|Care|Center)|"
    r"Eye[ ](?:Care|Center|Centre|Associates|Institute)|Vision[ ](?:Center|Centre|Care)|Dental(?:[ ](?:Care|Group|Associates|Centre|Center))?|"
    r"Dentistry|Physical[ ]Therapy|Physiotherapy|Chiropractic|Home[ ]Health(?:[ ]Care)?|Home[ ]Care|Homecare|"
    r"Assisted[ ]Living|Senior[ ]Living|Memory[ ]Care|Skilled[ ]Nursing(?:[ ]Facility)?|Nursing[ ](?:&|and)[ ]Rehab(?:ilitation)?|"
    r"Rehab(?:ilitation)?(?:[ ]Institute)?|Hospice[ ]Care|Medical[ ](?:Practice|Associates|Partners)|"
    r"Health[ ](?:Partners|Sciences[ ]Cent(?:er|re))|Surgery[ ]Cent(?:er|re)|Surgical[ ]Associates|"
    r"Pathology[ ]Associates|Behavioral[ ]Health|Behavioural[ ]Health|Mental[ ]Health[ ]Cent(?:er|re)|Counseling[ ]Cent(?:er|re)|"
    r"Dialysis(?:[ ](?:Center|Centre|Unit))?|Kidney[ ]Cent(?:er|re)|Wellness[ ]Cent(?:er|re)|"
    r"Maternity[ ]Home|Care[ ]Home|Retirement[ ](?:Village|Home|Community)|Aged[ ]Care|"
    r"CHC|FQHC|SNF|LTAC|LTACH|ALF|(?:Teaching[ ])?Hospitals[ ]NHS[ ](?:Foundation[ ])?Trust|NHS[ ](?:Foundation[ ])?Trust"
)
# a facility word after the head makes the name longer: en.py's hosp_suffix takes it whole
_NOT_LONGER = (
    r"(?![ ](?:Center|Centre|Hospital|Hospitals|Clinic|Facility|Unit|Institute|Medical|Health|Services|Program|"
    r"Department|Dept|Associates|Group|Specialists|Partners|Network|System)\b)"
)
_UK_SURGERY_LEAD = (
    r"(?:Lane|Road|Street|Avenue|Green|Park|House|Hill|Way|Drive|Close|Square|Place|Row|Gardens|Terrace|Crescent|"
    r"Village|Valley|Medical|Health|Family|Parade|Bridge|Cross|End|Grove|Mill|Court)"
)
_CARE_BRANDS = (
    r"Sunrise|Brookdale|Atria|Emeritus|Benchmark|Kindred|Encompass|Genesis|Avamere|Belmont[ ]Village|Silverado|"
    r"Arden[ ]Courts|ManorCare|HCR[ ]ManorCare|Life[ ]Care[ ]Center|Select[ ]Specialty|Amedisys|Gentiva|Bayada|"
    r"Visiting[ ]Angels|Home[ ]Instead|Right[ ]at[ ]Home|Comfort[ ]Keepers|BrightStar[ ]Care"
)
_HOSP_OF = (
    r"Hospice|Visiting[ ]Nurses?[ ](?:Association|Service)|VNA|Home[ ]Health|Rehabilitation[ ]Hospital|"
    r"Children['’]s[ ]Hospital|Medical[ ]College|Cancer[ ]Institute|Heart[ ]Institute|Infirmary|Sisters[ ]of[ ]Mercy"
)
_SHORT_HOSP = r"General|Memorial|Regional|Methodist|Presbyterian|Baptist|Children['’]s|Infirmary"
_HOSPITAL_NAME_WORDS = frozenset(
    "mercy providence baptist methodist presbyterian memorial samaritan kaiser christus adventist "
    "lutheran trinity sacred covenant saint st st. good shepherd".split()
)
_LOWER_FACILITY = r"urgent[ ]care|walk-in(?:[ ]clinic)?|medical[ ]center|hospital|er|emergency[ ]room|clinic|hospice|rehab"


def _short_hosp_ok(m: re.Match) -> bool:
    name = m.group("n")
    return known_place(name) and not generic_word(name.split()[0])


def _lower_facility_ok(m: re.Match) -> bool:
    words = m.group("n").split()
    if any(generic_word(w) and w not in _HOSPITAL_NAME_WORDS for w in words):
        return False
    return any(w in _HOSPITAL_NAME_WORDS or known_place(w) for w in words)


# a name word that is no generic word (in the regex, so the match can backtrack past one)
_NG = rf"(?!(?i:{_trie_regex(sorted(_GENERIC))})(?![\w'’-]))"
_NW = rf"{_NG}{_CWD}"
_NWC = rf"{_NG}{_CW}"

_KNOWN = known_org_regex()
_KNOWN_LOWER = known_org_regex(lower_only=True)

PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ well-known organisations
    Pattern(
        # "works at the target on 5th", "my boss at amazon", "Pharmacy: CVS", "Med aid: Discovery Health"
        "org_known_cue",
        rf"(?i:{_CUE})[ \t]{{0,4}}(?:(?i:the)[ ])?(?P<o>(?i:{_KNOWN})){_ORG_END}",
        "ORGANIZATION", 0.65, group="o", validator=_known_cue_ok,
    ),
    Pattern(
        # "the Boots pharmacy", "CVS on Mill St called", "the kroger on broad st"
        "org_known_place",
        rf"(?<![\w'’&-])(?P<o>(?i:{_KNOWN})){_AFTER}",
        "ORGANIZATION", 0.6, group="o", validator=_known_place_ok,
    ),
    Pattern(
        # lower-case text: "went to walgreens", "from hampton inn" (names that are no word)
        "org_known_lower",
        rf"(?:\b(?:at|from|to|for|with|via|by|the)|(?<=[ (])@)[ ](?P<o>{_KNOWN_LOWER}){_ORG_END}",
        "ORGANIZATION", 0.5, group="o", validator=_known_lower_ok,
    ),
    # ------------------------------------------------------------------ institution shapes
    Pattern(
        # "Harlow County EMS", "Ada County District Court", "Kern County Sheriff's Office"
        "org_county_agency",
        rf"\b(?P<n>(?:{_NW}[ ]){{1,3}})County[ ](?:{_COUNTY_AGENCY})(?![\w'’-])",
        "ORGANIZATION", 0.7, validator=_shape_ok, anchor=r"\bCounty[ ]", anchor_window=160,
    ),
    Pattern(
        # "City of Spokane Fire Dept.", "Town of Hempstead Police Department", "Boise Fire Department"
        "org_city_department",
        rf"\b(?:(?:City|Town|Village|Borough)[ ]of[ ](?P<c>{_CW}(?:[ ]{_CW}){{0,2}})|(?P<n>{_CW}(?:[ ]{_CW}){{0,2}}))[ ]{_CITY_DEPT}(?![\w'’-])",
        "ORGANIZATION", 0.7,
        validator=lambda m: m.group("c") is not None or (_shape_ok(m) and (known_place(m.group("n")) or name_ok(m.group("n"), min_len=3))),
        anchor=r"\b(?:Dept\.?|Department|Division|Bureau|Rescue)\b",
    ),
    Pattern(
        # "Maricopa Superior Court", "Leeds Crown Court", "Ada County District Court" (the county rule wins)
        "org_court",
        rf"\b(?P<n>(?:{_NW}[ ]){{1,3}}){_COURT}(?![\w'’-])",
        "ORGANIZATION", 0.65, validator=_shape_ok, anchor=r"Court\b",
    ),
    Pattern(
        # "Desert Willow Elementary", "Lakeside Montessori" (with "School" the older org_suffix rule fires)
        "org_school",
        rf"\b(?P<n>(?:{_NW}[ ]){{1,3}})(?:Elementary|Elem\.|Montessori|Junior[ ]High|Primary[ ]School|Secondary[ ]School|"
        rf"Grammar[ ]School|High[ ]School|Middle[ ]School|Intermediate[ ]School|Preparatory[ ]School|Prep[ ]School|Charter[ ]School)"
        rf"(?:[ ]School)?(?![\w'’-])",
        "ORGANIZATION", 0.7, validator=_shape_ok,
        anchor=r"\b(?:Elementary|Elem\.|Montessori|School)\b",
    ),
    Pattern(
        # "Mount Zion AME", "Grace Baptist Church", "St. Brendan's Parish", "Bethel Temple"
        "org_congregation",
        rf"\b(?P<n>(?:{_CWD}[ ]){{1,3}})(?:{_CHURCH_HEAD})(?![\w'’-]){_NOT_AFTER_CHURCH}",
        "ORGANIZATION", 0.7, validator=_church_ok,
        anchor=r"\b(?:A\.?M\.?E|Church|Chapel|Cathedral|Tabernacle|Synagogue|Temple|Mosque|Masjid|Gurdwara|Mandir|Parish|Ministries|Hall|Congregation)\b",
    ),
    Pattern(
        # "First Baptist", "Greater Mount Olive Baptist", "New Hope Methodist"
        "org_congregation_lead",
        rf"\b(?P<n>{_CHURCH_LEAD}(?:[ ]{_CW}){{0,2}})[ ](?:Baptist|Methodist|AME|A\.M\.E\.|Pentecostal|Lutheran|Presbyterian)(?![\w'’-])",
        "ORGANIZATION", 0.65, validator=lambda m: not known_place(m.group("n")),  # "New York Presbyterian" is a hospital
    ),
    Pattern(
        # "Account was sent to Ohio Mutual Recovery", "Midland Credit Management" (near a billing word)
        "org_collections",
        rf"\b(?P<n>(?:{_NWC}[ ]){{1,3}})(?:{_COLLECTIONS})(?![\w'’-])",
        "ORGANIZATION", 0.6, validator=_shape_ok, anchor=rf"(?:{_COLLECTIONS})(?![\w'’-])", anchor_window=120,
        context=("account", "accounts", "collection", "collections", "debt", "bill", "billing", "balance", "agency",
                 "owed", "owes", "owe", "credit", "sent to", "payment", "statement", "invoice"),
        context_required=True, window=80,
    ),
    Pattern(
        # "Pacific Northwest Freight", "Tui & Sons Roofing", "Main Street Pharmacy", "Harbor Light Tenant Alliance"
        "org_business",
        rf"\b(?P<n>{_NWC}(?:[ ](?:&|and)[ ]{_NWC}|[ ]{_NWC}){{0,3}})[ ](?:{_BUSINESS})(?:[ ](?:&|and)[ ]{_NWC})?(?![\w'’-])"
        r"(?!,?[ ](?:Inc|LLC|Ltd|Corp|Co|Company|Corporation|PLC|LLP|Group|Holdings|Limited)\b)",
        "ORGANIZATION", 0.65, validator=_business_ok, anchor=rf"(?:{_BUSINESS})(?![\w'’-])", anchor_window=160,
    ),
    # ------------------------------------------------------------------ facilities
    Pattern(
        # "Kenwood Internal Medicine", "Bluestem Home Health", "Four Corners Podiatry", "Vanguard CHC",
        # "Sunnybrook Health Sciences Centre", "Leeds Teaching Hospitals NHS Trust"
        "hosp_facility",
        rf"(?<!\bof[ ])(?<!\bOF[ ])\b(?P<n>(?:{_NW}[ ]|(?:&|and|\+)[ ]){{0,3}}{_NW})[ ](?:{_FACILITY})(?![\w'’-]){_NOT_LONGER}",
        "HOSPITAL", 0.7, validator=_shape_ok, anchor=rf"(?:{_FACILITY})(?![\w'’-])", anchor_window=160,
    ),
    Pattern(
        # UK GP surgeries: "Kirkstall Lane Surgery", "Holmwood Medical Practice" (the facility rule)
        "hosp_uk_surgery",
        rf"\b(?P<n>(?:{_NWC}[ ]){{1,2}}{_UK_SURGERY_LEAD})[ ]Surgery(?![\w'’-])",
        "HOSPITAL", 0.7, validator=_shape_ok, anchor=r"[ ]Surgery\b", anchor_window=100,
    ),
    Pattern(
        # "Sunrise of Mesa", "Brookdale of Fort Myers": care-home brands of a town
        "hosp_brand_of_town",
        rf"\b(?:{_CARE_BRANDS})[ ]of[ ]{_CW}(?:[ ]{_CW}){{0,2}}",
        "HOSPITAL", 0.65,
    ),
    Pattern(
        # "Hospice of the Western Reserve", "Visiting Nurse Association of Greater Philadelphia"
        "hosp_of",
        rf"\b(?:{_HOSP_OF})[ ]of[ ](?:the[ ])?{_CW}(?:[ ](?:and[ ])?{_CW}){{0,2}}",
        "HOSPITAL", 0.7,
    ),
    Pattern(
        # "Vancouver General", "Bantry General", "Toledo Children's": a known town's hospital
        "hosp_town_short",
        rf"\b(?P<n>{_CW}(?:[ ]{_CW})?)[ ](?:{_SHORT_HOSP})(?![\w'’-]|[ ](?:Hospital|Medical|Health|Infirmary|Surgery|Practice|Store|Assembly|Court|Election|Manager|Counsel))",
        "HOSPITAL", 0.6, validator=_short_hosp_ok,
    ),
    Pattern(
        # lower-case messages: "seen at mercy urgent care", "went to st joseph hospital"
        "hosp_lower_named",
        rf"\b(?:at|to|from|in)[ ](?:the[ ])?(?P<h>(?P<n>{_LW}(?:[ ]{_LW})?)[ ](?:{_LOWER_FACILITY}))\b",
        "HOSPITAL", 0.5, group="h", validator=_lower_facility_ok,
    ),
)
