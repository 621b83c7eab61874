"""English pack, places written unlike the templates (issue #22, session 16).

* Air travel: ``loc_airport_pair`` (a route, ``DUB-JFK``, ``SYD/SIN/LHR``, ``ACC to LHR``: every code an IATA
  code of ``en_airports_iata.txt``, built from the MIT **airportsdata** package by
  ``scripts/build_en_airports.py``, no run-time dependency), ``loc_airport_hub`` (a hub of a hand
  list after ``from``/``to``/``via``/``based in``: ``flew in from JFK``), ``loc_airport_named`` (``JFK
  airport``); all but the last need a word of air travel nearby, and clinical abbreviations that are also
  codes (``ABG``, ``BID``, ``CXR``) are never airports.
* States: ``loc_town_state_addr`` (a known town and its state code, the credential-like ``PA``, ``MD``,
  ``IN``, ``OR`` too, after a street address, before a ZIP or after a preposition: ``1 Depot Plaza, Reading
  PA;``, ``in Waldorf, MD where``; never ``Jun Park, PA``), ``loc_town_au_state`` (``Bendigo VIC``),
  ``loc_state_licence_code`` / ``loc_state_before_licence`` (``driver licence WI K555-...``, ``OH DL``),
  ``loc_zip_after_town`` (``3342 E 116th St, Cleveland 44120``).
* Roads: ``loc_interstate`` (``I-25``, a real interstate number; isotopes and immigration forms, ``I-131``,
  ``I-94``, only near a word of driving), ``loc_uk_road`` (``the M25``, ``the A38`` near a word of driving).
* Address runs of Africa, the Caribbean, South Asia and tribal lands: ``loc_plot_run`` (``Plot 5551,``),
  ``loc_address_section`` (``Extension 12``), ``loc_lot_named`` (``Lot 5, Deacons Farm``, ``Lot 55 Number 63
  Village``), ``loc_numbered_village``, ``loc_house_no_estate`` (``H/No. 14, Kaneshie Estates``),
  ``loc_settlement`` (``Kanyama Compound``), ``loc_village_label``, ``loc_traditional_authority`` (``Village
  Mtsiliza, TA Kalumbu``), ``loc_district_after_comma`` (``, Lilongwe district``), ``loc_chapter`` (``Chapter:
  Rough Rock``), ``loc_reservation`` (``Pine Ridge Reservation``), ``loc_numbered_suburb`` (``from Githurai 45,``,
  ``at Gerehu Stage 2;``), ``loc_distance_from_place`` (``6 mi N of Many Farms``), ``loc_street_word_world``
  (``Mtaa wa Kisiwani``, ``55, Triq il-Kbira``).
* Informal text: ``loc_shop_on_street`` (``the pharmacy at Krogers on Beechmont``), ``loc_site_in`` (``a site
  in Al Quoz``), ``loc_on_island`` (``lighthouse keeper on Nantucket``), ``loc_water_body`` (``on the Kisaralik
  River``), ``loc_ski_run`` (``Run: Peak to Creek`` near a word of skiing or hiking).
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok, place_ok
from multideid.base_systems.packs.en_org_words import generic_word
from multideid.base_systems.packs.en_places import world_place, world_region
from multideid.base_systems.packs.en_words import STREET_SFX_ANY
from multideid.base_systems.packs.en_world import known_person, known_place
from multideid.base_systems.word_freq import zipf

__all__ = ["PATTERNS", "airport_codes", "drug_words", "interstate_ok"]

_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
_LO = "a-zß-öø-ÿā-ž'’"
_CW = rf"(?<![\w'’-])[{_UP}][{_LO}]+(?:-[{_UP}][{_LO}]+)?(?![\w'’-])"
_PLACE = rf"(?:(?:St|Mt|Ft)\.[ ])?{_CW}(?:[ ]{_CW}){{0,2}}"
_END = r"(?=[ \t]*(?:[,.;:)\n]|$|[ \t]{2}))"

# ------------------------------------------------------------------ airports
@lru_cache(maxsize=1)
def _airport_lists() -> dict[str, frozenset[str]]:
    """The sections of ``en_airport_lists.txt`` (hand lists: ``hubs``, ``not_airports``)."""
    text = resources.files("multideid.base_systems").joinpath("data", "en_airport_lists.txt").read_text(encoding="utf-8")
    out: dict[str, set[str]] = {}
    key = ""
    for ln in text.splitlines():
        ln = ln.split("#", 1)[0].strip()
        if ln.startswith("["):
            key = ln.strip("[]")
        elif ln:
            out.setdefault(key, set()).update(ln.split())
    return {k: frozenset(v) for k, v in out.items()}


_AIR_WORDS = (
    "flight", "flights", "flt", "flew", "fly", "flying", "flies", "flown", "airline", "airlines", "airways",
    "airport", "pilot", "first officer", "crew", "cabin crew", "layover", "connecting", "boarding", "boarded",
    "landed", "landing", "departure", "departing", "arrival", "itinerary", "pnr", "medif", "ticket", "routing",
    "jet lag", "plane", "aircraft", "air ambulance", "repatriation", "stopover", "transit", "e-ticket",
)


@lru_cache(maxsize=1)
def airport_codes() -> frozenset[str]:
    """The IATA codes of ``en_airports_iata.txt`` (from the airportsdata package, MIT)."""
    text = resources.files("multideid.base_systems").joinpath("data", "en_airports_iata.txt").read_text(encoding="utf-8")
    return frozenset(ln.strip() for ln in text.splitlines() if ln.strip() and not ln.startswith("#"))


_AIRPORT_NAMES = (
    r"Heathrow|Gatwick|Stansted|O['’]Hare|Hartsfield(?:-Jackson)?|LaGuardia|La[ ]Guardia|Schiphol|Changi|Narita|Haneda|"
    r"Sea-?Tac|Charles[ ]de[ ]Gaulle|Dulles|Kotoka|Jomo[ ]Kenyatta|Logan|Pearson|Midway|Orly|Luton"
)
_AIRPORT_AMBIGUOUS = {"Logan", "Pearson", "Midway", "Orly", "Luton", "Dulles"}


def _airport_name_ok(m: re.Match) -> bool:
    """A named airport; a name that is also a person or a town (Logan, Pearson, Luton) only near a word of air travel."""
    if m.group("n") not in _AIRPORT_AMBIGUOUS:
        return True
    s = m.string
    near = s[max(0, m.start() - 80):m.end() + 80].lower()
    return any(re.search(rf"\b{re.escape(w)}\b", near) for w in _AIR_WORDS + ("air traffic",))


_ROUTE_SEP = r"(?:[ ]?(?:->|→|–|-|/|>)[ ]?|[ ]to[ ])"


_FLIGHT_NO = re.compile(r"\b(?!O2|CO|SP|HR|RR|BP|GC)(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])[ ]?\d{2,4}[A-Z]?\b[^\n]{0,20}\Z")


def _route_ok(m: re.Match) -> bool:
    """Every code an airport and no clinical abbreviation, near a word of air travel or right after a
    flight number ("EI 105 03DEC DUB-JFK")."""
    codes = re.findall(r"[A-Z]{3}", m.group())
    if len(set(codes)) != len(codes) or not all(c in airport_codes() and c not in _airport_lists()["not_airports"] for c in codes):
        return False
    if any(c not in _airport_lists()["hubs"] and zipf(c.lower(), "en") >= 4.0 for c in codes):  # "KOS - CAN I TAKE", English words in capitals
        return False
    s = m.string
    near = s[max(0, m.start() - 80):m.end() + 80].lower()
    return any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", near) for w in _AIR_WORDS) \
        or _FLIGHT_NO.search(s, max(0, m.start() - 30), m.start()) is not None


# ------------------------------------------------------------------ states
_US_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|"
    "NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY"
)
_CA_PROV = "AB|BC|MB|NB|NL|NS|NU|ON|PE|QC|SK|YT"
_AU_STATES = "NSW|VIC|Vic|QLD|Qld|TAS|Tas"
_STREET_BEFORE = re.compile(
    rf"(?<![\w-])\d{{1,6}}[A-Za-z]?[ ]+(?:[NSEW]\.?[ ]+)?[\w.'’ -]{{1,40}}?\b(?:{STREET_SFX_ANY})\.?"
    rf"(?:,?[ ]+(?:Apt\.?|Suite|Ste\.?|Unit|Flat|\#)[ ]*[\w-]+)?,[ ]$"
)
_PREP_BEFORE = re.compile(r"\b(?i:in|from|of|near|to|at|outside|moved[ ]to)[ ]$")


def _line_before(m: re.Match, group: str) -> str:
    s = m.string
    start = m.start(group)
    return s[max(s.rfind("\n", 0, start) + 1, start - 90):start]


def _town_ok(town: str) -> bool:
    return known_place(town) and world_place(town) and not known_person(town) and not world_region(town)


def _town_state_ok(m: re.Match) -> bool:
    """A town of the gazetteer before its state code: after a street address or before a ZIP any such
    town, also one that is a surname ("42 Canal St, Lancaster PA;"); after a preposition a town that is no
    common word and no person's name ("from Bangor ME"; not "Jun Park, PA")."""
    town = m.group("c")
    if not known_place(town) or world_region(town):
        return False
    before = _line_before(m, "c")
    # after a bare number ("PO Box 17, ", "Rm 12, ") only the codes that are no credential or word
    address = _STREET_BEFORE.search(before) or (
        re.search(r"\d[^,\n]{0,40},[ ]$", before) and m.group("s") not in ("PA", "MD", "DO", "ME", "IN", "OR", "OK", "HI", "ID"))
    if m.group("w") is None and (address or m.group("z") is not None):
        return True
    return _PREP_BEFORE.search(before) is not None and _town_ok(town)


def _zip_ok(m: re.Match) -> bool:
    town = m.group("c")
    return known_place(town) and not world_region(town) and _STREET_BEFORE.search(_line_before(m, "c")) is not None


# ------------------------------------------------------------------ roads
_PRIMARY = frozenset(
    int(n) for n in "4 5 8 10 11 12 14 15 16 17 19 20 22 24 25 26 27 29 30 35 37 39 40 41 43 44 45 49 55 57 59 64 65 "
    "66 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 93 94 95 96 97 99".split()
)
# interstate numbers that are also isotopes of iodine or US immigration forms
_CLASH = frozenset({20, 90, 94, 123, 124, 125, 129, 130, 131, 134, 140, 485, 539, 589, 693, 751, 765, 797, 864})
_DRIVE = re.compile(
    r"(?i)\b(?:exit|mile[ ]?marker|mm|north|south|east|west|[nsew]b|northbound|southbound|eastbound|westbound|freeway|"
    r"interstate|highway|hwy|motorway|traffic|driv(?:e|es|ing|er)|drove|commute|truck|car|crash|mvc|mva|collision|"
    r"rollover|lane|overpass|rest[ ]stop|shoulder|junction|carriageway|lorry|roundabout|services|road)\b"
)


def interstate_ok(number: int, near: str = "") -> bool:
    """A US interstate: a primary number, or a three-digit loop or spur of one; the numbers of iodine
    isotopes and immigration forms only with a word of driving in ``near``."""
    real = number in _PRIMARY or (100 <= number <= 999 and number % 100 in _PRIMARY)
    return real and (number not in _CLASH or _DRIVE.search(near) is not None)


def _near(m: re.Match, width: int = 50) -> str:
    s = m.string
    return s[max(0, m.start() - width):m.start()] + " " + s[m.end():m.end() + width]


# ------------------------------------------------------------------ address runs
_SETTLE = r"Village|Compound|Estates?|Farm|Settlement|Township|Scheme|Plantation"
_RUN_HEAD = re.compile(
    rf"(?:\b(?:Plot|Lot|Stand|Erf|House|H/No\.?|Hse|No\.?)[ ]?(?:No\.?[ ]?)?\d{{1,6}}[A-Z]?|\d{{1,5}}[A-Z]?[ ][\w'’ -]{{2,30}}\b(?:{STREET_SFX_ANY}))\.?,[ ]$"
)


def _rare_name(text: str, limit: float = 3.6) -> bool:
    words = [w for w in re.split(r"[ -]+", text) if w]
    return bool(words) and not any(generic_word(w) for w in words) and all(
        zipf(w.strip(".'’").lower(), "en") < limit or known_place(w) for w in words
    )


def _settlement_ok(m: re.Match) -> bool:
    name = m.group("n").rsplit(" ", 1)[0]
    before = _line_before(m, "n")
    in_run = _RUN_HEAD.search(before) is not None or re.search(r"(?:^|:[ \t]*|[ \t]{2}|\b(?i:in|at|from|of|near)[ ])$", before) is not None
    return in_run and place_ok(name) and _rare_name(name, 4.2)


_NOT_STREET = re.compile(
    r"(?i)(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august|september|"
    r"october|november|december|call|duty|time|hold|site|file|record|arrival|admission|discharge|day|night|weekends?)"
)
_BOOK_PARTS = frozenset(
    "introduction background methods method discussion conclusion conclusions overview summary appendix preface review "
    "case cases references abstract part section chapter contents index glossary notes".split()
)


@lru_cache(maxsize=1)
def drug_words() -> frozenset[str]:
    """First words of the non-PHI drug list entries (lower case): never a street or town word."""
    from multideid.nonphi.lists import read_list

    out = set()
    for ln in read_list("drugs.txt").splitlines():
        term = ln.split("|", 1)[0].strip().lower()
        if term and not term.startswith("#"):
            out.add(term.split()[0])
    return frozenset(out)


def _shop_street_ok(m: re.Match) -> bool:
    """The street after a shop: a name-like word or two, no weekday, month, drug or generic word; a
    common word ("Main", "Church") only after a shop whose name is no generic word."""
    s, shop = m.group("s"), m.group("shop")
    first = s.split()[0]
    if _NOT_STREET.fullmatch(first) or first.lower() in drug_words() or generic_word(first) or generic_word(shop):
        return False
    if shop.isupper() and shop.lower() in drug_words() or world_region(s):
        return False
    if m.group("the") and not _rare_name(shop, 4.0):  # "the Walgreens on Fremont"; not "the Treaty on European Union"
        return False
    return name_ok(s, min_len=3) or _rare_name(s, 4.0) or bool(re.fullmatch(r"Main|Broadway|Elm|Oak|Maple|Pine|Market|Church|High|Park", s))


def _chapter_ok(m: re.Match) -> bool:
    words = m.group("n").split()
    return place_ok(m.group("n")) and not any(generic_word(w) or w.lower() in _BOOK_PARTS for w in words)


def _site_ok(m: re.Match) -> bool:
    """A place after a site or camp: no generic word, its last word rare ("Al Quoz", "Jebel Ali"; not "Summer")."""
    words = m.group("n").split()
    return name_ok(words[-1], min_len=3) and not any(generic_word(w) for w in words) and _rare_name(words[-1], 4.0) \
        and not _NOT_STREET.fullmatch(words[-1])


def _island_ok(m: re.Match) -> bool:
    """A town or island after ``on``: a place of the world list and the gazetteer, no person's name,
    drug, weekday or month ("lighthouse keeper on Nantucket"; not "on Victoria", "on Tuesday")."""
    n = m.group("n")
    return (_town_ok(n) and n.split()[0].lower() not in drug_words() and not _NOT_STREET.fullmatch(n.split()[0])
            and not generic_word(n.split()[0]))


def _suburb_ok(m: re.Match) -> bool:
    """A numbered estate or settlement ("from Githurai 45, Kiambu", "at Gerehu Stage 2;"): a rare name, no
    month, weekday, drug or generic word ("from March 12", "switched from Lantus 20", "in Room 12")."""
    w = m.group("n").split()[0]
    return (not _NOT_STREET.fullmatch(w) and w.lower() not in drug_words() and not generic_word(w)
            and _rare_name(w, 2.8) and not known_person(w) and name_ok(w, min_len=4))


_SKI_WORDS = ("ski", "skier", "skiing", "snowboard", "snowboarder", "patrol", "chairlift", "lift", "piste", "slope",
              "toboggan", "gondola", "mountain", "trailhead", "hike", "hiking", "bike park", "mtb")

PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ airports
    Pattern(
        "loc_airport_pair",
        rf"(?<![\w/-])[A-Z]{{3}}(?:{_ROUTE_SEP}[A-Z]{{3}}){{1,3}}(?![\w/-])",
        "LOCATION", 0.7, validator=_route_ok, split=_ROUTE_SEP,
        anchor=r"[A-Z]{3}(?:[ ]?(?:->|→|–|-|/|>)[ ]?|[ ]to[ ])[A-Z]{3}", anchor_window=20,
    ),
    Pattern(
        "loc_airport_hub",
        r"\b(?i:from|to|into|in|at|via|through|out[ ]of|ex|based[ ](?:at|in|out[ ]of))[ ](?P<c>[A-Z]{3})(?![\w/-])",
        "LOCATION", 0.62, group="c", validator=lambda m: m.group("c") in _airport_lists()["hubs"], context=_AIR_WORDS,
        context_required=True, window=70,
    ),
    Pattern(
        # airports by name: "controller at Hartsfield-Jackson", "stuck at Heathrow"
        "loc_airport_name",
        rf"\b(?i:at|from|to|into|via|through|out[ ]of|near|in)[ ](?P<n>{_AIRPORT_NAMES})(?![\w-])",
        "LOCATION", 0.62, group="n", validator=_airport_name_ok,
    ),
    Pattern(
        # "Kotoka International Airport", "Bole Airport"
        "loc_airport_word",
        rf"(?P<a>{_PLACE}[ ](?:International[ ]|Regional[ ]|Intl\.?[ ])?Airport)\b(?![ ](?:Road|Rd|Street|St|Way|Drive|Hotel|Clinic))",
        "LOCATION", 0.7, group="a", validator=lambda m: not generic_word(m.group("a").split()[0])
        and m.group("a").split()[0] not in ("International", "Regional", "The"),
    ),
    Pattern(
        "loc_airport_named",
        r"(?<![\w/-])(?P<c>[A-Z]{3})[ ](?=(?i:airport|int'?l[ ]airport|terminal)\b)",
        "LOCATION", 0.62, group="c", validator=lambda m: m.group("c") in airport_codes() and m.group("c") not in _airport_lists()["not_airports"],
    ),
    # ------------------------------------------------------------------ states
    Pattern(
        "loc_town_state_addr",
        rf"(?<![\w'’-])(?P<c>{_PLACE}),?[ ](?P<s>{_US_STATES}|{_CA_PROV})(?![\w-])"
        rf"(?:(?=[ \t]*(?:[,.;)\n]|$|[ \t]{{2}}))|(?P<w>(?=[ ][a-z]))|[ ](?P<z>\d{{5}}(?:-\d{{4}})?)(?![\w-]))",
        "LOCATION", 0.62, validator=_town_state_ok, split=r",?[ ](?=[A-Z]{2}(?:[ ]|$))|[ ](?=\d{5})", flags=re.MULTILINE,
    ),
    Pattern(
        "loc_town_au_state",
        rf"(?<![\w'’-])(?P<c>{_PLACE}),?[ ](?:{_AU_STATES})(?![\w-])(?=[ \t]*(?:[,.;)\n]|$|[ \t]{{2}}))",
        "LOCATION", 0.6, validator=lambda m: _town_ok(m.group("c")), split=r",?[ ](?=[A-Za-z]{2,3}$)", flags=re.MULTILINE,
    ),
    Pattern(
        "loc_state_licence_code",
        rf"\b(?:(?i:driver['’]?s?|drivers|driving)[ ](?i:licen[cs]e|lic\.?|permit)|(?i:licen[cs]e[ ])?(?i:plates?)|(?i:licen[cs]e)(?=[ ]?(?:\#|no\.?|number|:))|DL|CDL)[ ]?(?:\#|(?i:no\.?|number))?[ ]?:?[ ]?"
        rf"(?P<s>{_US_STATES}|{_CA_PROV}|NSW|VIC|QLD)[ ]?[:#-]?[ ]?(?=[A-Z0-9-]*\d)",
        "LOCATION", 0.66, group="s",
    ),
    Pattern(
        "loc_state_before_licence",
        rf"\b(?P<s>{_US_STATES})[ ](?=(?:DL|CDL|(?i:driver['’]?s?[ ]licen[cs]e|drivers[ ]licen[cs]e))\b)",
        "LOCATION", 0.66, group="s",
    ),
    Pattern(
        "loc_zip_after_town",
        rf"(?<=,[ ])(?P<c>{_PLACE})[ ](?P<z>\d{{5}}(?:-\d{{4}})?)(?![\w-])",
        "LOCATION", 0.66, group="z", validator=_zip_ok,
    ),
    # ------------------------------------------------------------------ roads
    Pattern(
        "loc_interstate",
        r"(?<![\w/.-])I-(?P<n>\d{1,3})(?![\w-]|[.,]\d|[ ]?(?i:mibg|seeds?|uptake|therapy|form|visa|scan|labeled)\b)",
        "LOCATION", 0.62, validator=lambda m: interstate_ok(int(m.group("n")), _near(m)),
    ),
    Pattern(
        "loc_interstate_spaced",
        r"\b(?i:on|off|onto|take|took|taking|via|exit[ ]\d+[ ]off)[ ](?P<r>I[ ](?P<n>\d{1,3}))(?![\w-]|[.,]\d)",
        "LOCATION", 0.6, group="r", validator=lambda m: interstate_ok(int(m.group("n"))) and int(m.group("n")) not in _CLASH,
    ),
    Pattern(
        "loc_motorway_junction",
        r"\b(?P<r>[AM]\d{1,4}(?:\(M\))?)[ ]?(?:J|(?i:junction|jct\.?)[ ]?)\d{1,2}\b",
        "LOCATION", 0.6, group="r", validator=lambda m: not re.fullmatch(r"A\d", m.group("r")),
    ),
    Pattern(
        "loc_uk_road",
        r"\b(?i:the)[ ](?P<r>M\d{1,2}|A\d{1,4})(?:\(M\))?(?![\w-]|[.,]\d)",
        "LOCATION", 0.6, group="r", validator=lambda m: _DRIVE.search(_near(m, 60)) is not None,
    ),
    # ------------------------------------------------------------------ address runs
    Pattern(
        "loc_plot_run",
        rf"\b(?P<n>(?:Plot|Stand|Erf)[ ](?:No\.?[ ]?)?\d{{1,6}}[A-Z]?)(?=,[ ][{_UP}])(?!,[ ](?:Fig|Figure|Panel|Table|Plot)\b)",
        "LOCATION", 0.64, group="n",
    ),
    Pattern(
        "loc_address_section",
        rf"(?<=,[ ])(?P<n>(?:{_CW}[ ])?(?:Extension|Ext\.?|Phase|Sector|Zone|Area|Section)[ ]\d{{1,3}}[A-Z]?)(?=,[ ][{_UP}])",
        "LOCATION", 0.62, group="n", validator=lambda m: _RUN_HEAD.search(_line_before(m, "n")) is not None,
    ),
    Pattern(
        "loc_lot_named",
        rf"\bLot[ ]\d{{1,4}}[A-Z]?,?[ ](?:(?:Number|No\.?)[ ]\d{{1,3}}[ ]Village|{_CW}(?:[ ]{_CW}){{0,2}}[ ](?:{_SETTLE}|Piece|Pen|Gardens|Heights|Gap|Land))\b",
        "LOCATION", 0.66,
    ),
    Pattern(
        "loc_numbered_village",
        r"(?<!Lot[ ]\d)(?<!Lot[ ]\d\d)(?<!Lot[ ]\d{3})\b(?:Number|No\.?)[ ]\d{1,3}[ ]Village\b",
        "LOCATION", 0.62,
    ),
    Pattern(
        "loc_house_no_estate",
        rf"\b(?:H/No\.?|H\.[ ]?No\.?|Hse\.?[ ]No\.?|Door[ ]No\.?|House[ ]No\.?)[ ]?\d{{1,5}}(?:[-/]\d{{1,5}}){{0,3}}[A-Z]?(?:,[ ]{_CW}(?:[ ]{_CW})?[ ](?:Estates?|Street|Road|Avenue|Close|Lane))?",
        "LOCATION", 0.64,
    ),
    Pattern(
        # Nepal's municipality and ward: "Godawari Municipality-5", "Kathmandu Metropolitan City-10", "Dhulikhel-7"
        "loc_np_ward",
        rf"(?P<n>{_CW}(?:[ ]{_CW})?[ ](?:Rural[ ]Municipality|Municipality|Sub-Metropolitan[ ]City|Metropolitan[ ]City|Nagarpalika|Gaupalika|VDC)"
        rf"[ ]?-[ ]?\d{{1,2}})\b",
        "LOCATION", 0.64, group="n", validator=lambda m: not generic_word(m.group("n").split()[0]),
    ),
    Pattern(
        "loc_settlement",
        rf"(?P<n>{_CW}(?:[ ]{_CW})?[ ](?:{_SETTLE}))(?=[ \t]*(?:[,;)\n]|$|[ \t]{{2}}|\.[ \t]*$))",
        "LOCATION", 0.6, group="n", validator=_settlement_ok, flags=re.MULTILINE,
    ),
    Pattern(
        "loc_village_label",
        rf"\bVillage[ ]?:?[ ](?P<n>{_CW}(?:[ ]{_CW})?)(?=[ \t]*(?:[,;)\n]|$|[ \t]{{2}}))",
        "LOCATION", 0.6, group="n", validator=lambda m: place_ok(m.group("n")) and _rare_name(m.group("n"), 4.0),
        flags=re.MULTILINE,
    ),
    Pattern(
        "loc_traditional_authority",
        rf"(?<=,[ ])(?:TA|T/A|STA|Traditional[ ]Authority)[ ](?P<n>{_CW})(?=,)",
        "LOCATION", 0.6, group="n", validator=lambda m: _rare_name(m.group("n"), 3.5),
    ),
    Pattern(
        "loc_district_after_comma",
        rf"(?<=,[ ])(?P<n>{_CW}(?:[ ]{_CW})?)[ ](?=(?:district|sub-?county|division|municipality)\b)",
        "LOCATION", 0.6, group="n", validator=lambda m: world_place(m.group("n")) or _rare_name(m.group("n"), 3.0),
    ),
    Pattern(
        "loc_chapter",
        rf"\bChapter[ \t]*:[ \t]*(?P<n>{_CW}(?:[ ]{_CW}){{0,2}})(?=[ \t]*(?:[,.;)\n]|$|[ \t]{{2}}))",
        "LOCATION", 0.62, group="n", validator=_chapter_ok, flags=re.MULTILINE,
    ),
    Pattern(
        "loc_reservation",
        rf"(?P<n>{_CW}(?:[ ]{_CW}){{0,2}}[ ](?:Indian[ ])?(?:Reservation|Rancheria|Pueblo))\b(?![ ](?:Hospital|Clinic|Health|Service|Tribe))",
        "LOCATION", 0.62, group="n", validator=lambda m: not generic_word(m.group("n").split()[0]) and m.group("n").split()[0] not in ("The", "A", "His", "Her", "Their"),
    ),
    # ------------------------------------------------------------------ informal text
    Pattern(
        "loc_shop_on_street",
        rf"(?:\b(?i:at|to|from)[ ](?:the[ ])?|\b(?P<the>(?i:the))[ ])(?P<shop>[{_UP}][\w'’&-]+(?:[ ][{_UP}][\w'’&-]+)?)[ ]on[ ](?P<s>{_CW}(?:[ ]{_CW})?)(?=[ ]+[a-z]|[ \t]*(?:[,.;!?)\n]|$))",
        "LOCATION", 0.55, group="s", validator=_shop_street_ok,
    ),
    Pattern(
        "loc_site_in",
        rf"\b(?i:site|work[ ]?site|building[ ]site|construction[ ]site|camp|labou?r[ ]camp|market|settlement|slum|estate|neighbou?rhood|suburb|township|informal[ ]settlement)[ ](?:in|at|near|of)[ ](?P<n>{_PLACE}){_END}",
        "LOCATION", 0.56, group="n", validator=_site_ok,
    ),
    Pattern(
        "loc_on_island",
        rf"\b(?i:on|off)[ ](?P<n>{_PLACE})(?=[ \t]*(?:[,.;:)\n]|$)|[ ](?:and|for|with|since|until|where|when|in|last|this|every)\b)",
        "LOCATION", 0.55, group="n", validator=_island_ok,
    ),
    Pattern(
        "loc_water_body",
        rf"\b(?i:on|in|across|into|near|by|along|from|up|down|at|off|crossing)[ ]the[ ](?P<n>{_CW}(?:[ ]{_CW})?[ ]"
        rf"(?:River|Creek|Lake|Bay|Inlet|Sound|Estuary|Loch|Fjord|Glacier|Slough|Reservoir))\b(?![ ](?:{_CW}))",
        "LOCATION", 0.58, group="n", validator=lambda m: _rare_name(m.group("n").rsplit(" ", 1)[0], 4.5) and place_ok(m.group("n").rsplit(" ", 1)[0]),
    ),
    Pattern(
        "loc_numbered_suburb",
        rf"\b(?i:in|at|from|of|near)[ ](?P<n>{_CW}(?:[ ](?:Stage|Phase|Extension|Ext\.?|Sector|Zone))?[ ]\d{{1,3}})(?=[ \t]*(?:[,;.)\n]|$))",
        "LOCATION", 0.56, group="n", validator=_suburb_ok,
    ),
    Pattern(
        # rural homes without a street: "~6 mi N of Many Farms", "12 miles west of Gallup", "3 km from Mzimba"
        "loc_distance_from_place",
        rf"\b\d{{1,3}}(?:\.\d)?[ ]?(?i:mi|miles?|km|kms|kilometres?|kilometers?)[ ](?:(?:[NSEW]|NE|NW|SE|SW|(?i:north|south|east|west|"
        rf"north-?east|north-?west|south-?east|south-?west))[ ])?(?i:of|from|outside)[ ](?P<n>{_PLACE})"
        rf"(?=[ \t]*(?:[,.;:)\n]|$)|[ ][a-z(~])",
        "LOCATION", 0.7, group="n", validator=lambda m: place_ok(m.group("n")) and not generic_word(m.group("n").split()[0])
        and not _NOT_STREET.fullmatch(m.group("n").split()[0]),
    ),
    Pattern(
        # street words of other languages in English addresses: "Mtaa wa Kisiwani" (Swahili), "55, Triq il-Kbira" (Maltese)
        "loc_street_word_world",
        rf"(?:\b\d{{1,4}}[A-Z]?,?[ ])?\b(?:Mtaa[ ]wa|Barabara[ ]ya|Njia[ ]ya|Triq|Sqaq|Vjal)[ ](?:(?:il|ir|id|ix|is|it|in|iż|l|ta['’])-)?[{_UP}][{_LO}]+(?:[ ]{_CW})?(?![\w-])",
        "LOCATION", 0.64,
    ),
    Pattern(
        "loc_ski_run",
        rf"\b(?:Run|Trail|Piste|Slope)[ \t]*:[ \t]*(?P<n>{_CW}(?:[ ](?:(?:to|the|of|and)[ ])?{_CW}){{0,3}})(?=[ \t]*(?:[,.;)\n]|$|[ \t]{{2}}))",
        "LOCATION", 0.58, group="n", context=_SKI_WORDS, context_required=True, window=150, flags=re.MULTILINE,
    ),
)
