"""English pack, part eleven (places): towns, addresses, roads and licences in forms the earlier packs
miss (issue #22, session 15); part of :mod:`.en_org5`'s tuple.

* ``loc_after_site``: the town after a facility, an address line, a relative or a place and a comma
  (``Crossroads Treatment Center, Albuquerque``, ``Temple Road, Ambalangoda``, ``Ōtara, Auckland``);
* ``loc_form_label``: a place after a form label (``Of: Sandpoint``, ``Country of birth: Vietnam``);
* ``loc_country_line``: a country alone on the last line of an address block;
* ``loc_office_for``: the area of an office-holder (``HM Coroner for Lancashire``);
* ``loc_state_licence`` / ``loc_state_code_licence``: the state of a licence (``Ohio license``,
  ``CDL L555-2210 (LA)``);
* ``loc_road_number`` / ``loc_road_before_traffic``: numbered roads (``on the A4044``, ``I-80 pile-up``);
* ``loc_visit_from``, ``loc_after_age``, ``loc_lives_in_any``: towns after a visit, a person's age
  (``Naivalu, 61, of Nausori``) or a strong word of living, the last also for towns in no list;
* ``loc_bridge``, ``loc_corner_ordinal``, ``loc_caps_port``, ``loc_place_lower_in``: bridges, street
  corners with an ordinal street, ports in capitals and rare towns in lower-case messages.

Continents and world regions, weekdays and months, lab values after a comma (``Cl 99, HCO3 24``)
and room codes after a facility (``Birch 5G``) are never taken.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_org_words import generic_word
from multideid.base_systems.packs.en_places import eponym_place, place_key, world_place, world_region
from multideid.base_systems.packs.en_world import known_person, known_place
from multideid.base_systems.word_freq import zipf

__all__ = ["PATTERNS", "LazyPattern", "message_style", "rare_word"]

_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
_CW = rf"(?<![\w'’ʻ-])[{_UP}][\w'’ʻ-]*(?<![-'’])(?![\w'’ʻ-])"  # a whole capitalised token ("Sutton-in-Ashfield"; linear on "Aa-Aa-...")
_WD = rf"(?:(?:St|Mt|Ft)\.|{_CW})"


class LazyPattern(Pattern):
    """A :class:`Pattern` whose regex is compiled on first use (regexes that embed the generic-word trie cost
    10-40 ms each to compile: paid by the first document, not by every import)."""

    def __post_init__(self) -> None:
        real = self.regex
        object.__setattr__(self, "regex", r"(?!x)x")
        super().__post_init__()  # checks the other fields
        object.__setattr__(self, "regex", real)
        object.__setattr__(self, "ready", False)

    def _find(self, text: str) -> list[tuple[int, int, float]]:
        if not self.ready:
            object.__setattr__(self, "compiled", re.compile(self.regex, self.flags))
            object.__setattr__(self, "ready", True)
        return super()._find(text)


def rare_word(word: str, limit: float = 3.5) -> bool:
    """Whether ``word`` (edge periods and apostrophes aside) is rarer than Zipf ``limit`` in general English."""
    return zipf(word.strip(".'’").lower(), "en") < limit


_rare = rare_word


def _proper_words(text: str, *, limit: float = 3.5) -> bool:
    words = [w for w in text.split() if w]
    return bool(words) and not any(generic_word(w) for w in words) and any(known_place(w) or _rare(w, limit) for w in words)


_SITE_HEAD = re.compile(
    r"\b(?i:hospital|hospitals|centre|center|clinic|infirmary|surgery|practice|medicine|fertility|nursing|health|"
    r"institute|hearing|hospice|rehab|rooms|pharmacy|chemist|lab|labs|laboratory|diagnostics?|road|street|avenue|"
    r"ave|lane|ln|drive|way|close|crescent|terrace|estates?|cottage|farm|house|lodge|flat|village|city|town|county|"
    r"district|province|brgy|barangay|mohalla|sitio|kampung|camp|market|station|airport|congrès|kesihatan|"
    r"klinikum|hôpital|clinica|clínica|medical|care|trust|plaza|mall|apartments?|court|gardens|park|place|row|square|"
    r"box|rr|lot|residence|address|h/no|home|hostel|hall)\b|\b(?:St|Rd|Dr|Ave)\.?$"
)
_NOT_DAY = r"(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)"
_PLACE_RUN = rf"{_WD}(?:[ ](?:de[ ]|des[ ]|la[ ]|upon[ ])?{_NOT_DAY}{_CW}){{0,2}}"
# the segment before the town: a relative in brackets ("Tracey Wilde (partner), Sutton-in-Ashfield") or a numbered
# district ("Kingston 6, St. Andrew")
_WORK_LABEL = re.compile(
    r"[ \t]*(?i:employer|place[ ]of[ ]work|workplace|work|job|occupation|school|college|university|gp|pcp|practice|pharmacy|"
    r"company|insurer|insurance|agency|church|club)[ \t]*:")
_SEG_OK = re.compile(
    r"\((?i:partner|wife|husband|son|daughter|mother|father|mum|mom|dad|sister|brother|friend|neighbou?r|nok|niece|nephew|"
    r"aunt|uncle|carer|guardian|grand(?:son|daughter|mother|father))\)$")
_PLACE_AFTER = r"(?=[ \t]*(?:[,.;:)\n]|$|[ ]\d+(?![\w/.:-])|[ \t]{2}|[ ][a-z(]|[ ][-–][ ]))"
_LABEL = (
    r"Of|From|Country[ ]of[ ]birth|Place[ ]of[ ]birth|Birth[ ]?place|Born[ ]in|Home[ ]?town|Town|City|Village|Suburb|"
    r"Country|Country[ ]of[ ]origin|Place[ ]of[ ](?:residence|death|injury|incident)|Residence|Locality|Location[ ]of[ ]incident"
)
_US_CODES = frozenset(
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI "
    "SC SD TN TX UT VT VA WA WV WI WY DC".split()
)


@lru_cache(maxsize=1)
def _states() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer

    return frozenset(load_gazetteer("en").lists["states"])



def _after_site_ok(m: re.Match) -> bool:
    """A town after a comma: the text before it on the line names a facility or an address, or is a
    place itself; the town a place of the world list or (after an address) a rare name."""
    n = m.group("n")
    s = m.string
    line_start = max(s.rfind("\n", 0, m.start()) + 1, m.start() - 200)  # bounded: linear on long lines
    before = s[line_start:m.start()].rstrip(", ")
    seg = re.split(r",[ ]", before)[-1] if before else ""
    prev_place = bool(seg) and world_place(seg.split(": ")[-1].strip()) and known_place(n)
    district = re.fullmatch(r"([A-Z][\w'’-]+)[ ]\d{1,2}", seg)  # "Kingston 6, St. Andrew"
    labelled = _WORK_LABEL.match(seg) is not None  # "Place of work: Fonterra, Te Rapa"
    if not (_SITE_HEAD.search(seg) or prev_place or labelled or _SEG_OK.search(seg) or district and world_place(district.group(1))):
        return False
    if world_region(n) or re.match(r"(?i)(?:the|a|an|dr|mr|mrs|ms|md|do|rn|np|pa|phd|inc|ltd|llc|ward|unit|room|bed)\b", n):
        return False
    if world_place(n) or world_place(re.sub(r"^St\.?(?=[ ])", "Saint", n)):
        return True
    return bool(re.search(r"(?i:\b(?:road|rd|street|lane|cottage|farm|house|estates?|village|close)\b)", seg)) \
        and not re.search(r"\d", n) and all(_rare(w, 2.5) and name_ok(w, min_len=3) and not known_person(w) for w in n.split())




@lru_cache(maxsize=1)
def _countries() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer

    return frozenset(load_gazetteer("en").lists["countries"])


def message_style(m) -> bool:
    """Lower-case writing around the match (a text message, a chat): no capital letter within 60 characters
    before it or 30 after (a town in lower case in an ordinary note is more often a word: "in hull", "in sale")."""
    s = m.string
    return not re.search(r"[A-Z]", re.sub(r"\bI\b", "", s[max(0, m.start() - 60):min(len(s), m.end() + 30)]))


def _country_line_ok(m: re.Match) -> bool:
    """A country alone on a line right after an address line (one with a number: a postcode, a house number)."""
    s = m.string
    prev_end = s.rfind("\n", 0, m.start())
    prev = s[s.rfind("\n", 0, prev_end) + 1:prev_end] if prev_end > 0 else ""
    return place_key(m.group("n")) in _countries() and bool(re.search(r"\d", prev)) and ":" not in prev \
        and not world_region(m.group("n"))


PATTERNS: tuple[Pattern, ...] = (
    LazyPattern(
        # "Crossroads Treatment Center, Albuquerque", "Temple Road, Ambalangoda", "Low Mill Cottage, Soulby", "Ōtara, Auckland"
        "loc_after_site",
        rf"(?<=[\w.)’'],[ ])(?P<n>{_PLACE_RUN}){_PLACE_AFTER}",
        "LOCATION", 0.54, group="n", validator=_after_site_ok, flags=re.MULTILINE,
    ),
    LazyPattern(
        # "Of: Sandpoint   Phone", "Country of birth: Vietnam", "Place of birth: Enugu"
        "loc_form_label",
        rf"(?m)(?:^|(?<=[ \t]{{2}})|(?<=\t)|(?<=\|[ ]))(?:{_LABEL})[ \t]*:[ \t]*(?P<n>{_PLACE_RUN})(?=[ \t]*(?:$|[,;|]|[ \t]{{2}}))",
        "LOCATION", 0.6, group="n", validator=lambda m: world_place(m.group("n")),
    ),
    LazyPattern(
        # "Ohio license 35.555128", "Texas medical licence", "Oregon driver's license"
        "loc_state_licence",
        r"\b(?P<n>[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?)[ ](?=(?:medical[ ]|nursing[ ]|driver['’]?s[ ]|drivers[ ])?(?:license|licence|lic\.|DL|CDL)\b)",
        "LOCATION", 0.6, group="n", validator=lambda m: place_key(m.group("n")) in _states(),
    ),
    LazyPattern(
        # the state code after a licence number: "CDL L555-2210-9931 (LA)"
        "loc_state_code_licence",
        r"\b(?:CDL|DL|license|licence|lic\.?)[ ]?(?:#|no\.?|number)?[ ]?:?[ ]?[A-Z0-9][A-Z0-9-]{4,20}[ ]\((?P<c>[A-Z]{2})\)",
        "LOCATION", 0.6, group="c", validator=lambda m: m.group("c") in _US_CODES,
    ),
    LazyPattern(
        # numbered roads: "stationary at lights on the A4044", "a crash on SH1 near Taupō"
        "loc_road_number",
        r"\b(?i:on|along|off|near|via|onto|down|up|crossing|exit|from)[ ](?:the[ ])?(?P<r>I-\d{1,3}|(?:SH|SR|US|A|M|N|R)-?\d{1,4}[A-Z]?|B\d{3,4})\b"
        r"(?![.,/]\d|[ ]?(?i:mg|mcg|ml|%|cm|mm|units?)\b)",
        "LOCATION", 0.6, group="r", validator=lambda m: not re.fullmatch(r"(?:A|B|M|N|R)-?\d", m.group("r")),
    ),
    LazyPattern(
        # a numbered road before a traffic word: "MCI - I-80 pile-up", "M6 northbound"
        "loc_road_before_traffic",
        r"\b(?P<r>I-\d{1,3}|(?:SH|SR|US|A|M)-?\d{1,4})[ ](?=(?i:pile-?up|crash|collision|mvc|mva|rta|northbound|southbound|eastbound|westbound|junction)\b)",
        "LOCATION", 0.6, group="r", validator=lambda m: not re.fullmatch(r"(?:A|M)-?\d", m.group("r")),
    ),
    LazyPattern(
        # "Her niece visits from Appleby on Tuesdays", "son drives down from Kendal"
        "loc_visit_from",
        rf"\b(?i:visits?|visited|visiting|comes?|came|travels?|travell?ed|drives?|drove|commutes?|commuted|flies|flew|calls?)"
        # Title Case writing too: "We Drive Over From Sauk Centre Every Six Months" (session 16)
        rf"(?:[ ](?i:up|down|over|in|across|back))?[ ](?i:from)[ ](?P<n>{_PLACE_RUN})"
        rf"(?:{_PLACE_AFTER}|(?=[ ](?:Every|Each|And|But|To|For|On|With|Twice|Once|Since|Last|Next|This|Just|Weekly|Monthly)\b))",
        "LOCATION", 0.56, group="n", validator=lambda m: world_place(m.group("n")),
    ),
    LazyPattern(
        # a person's town after the age: "Adi Litia Naivalu, 61, of Nausori.", "Persad-Maharaj, 44, from Penal,"
        "loc_after_age",
        rf"[\w)\"”],[ ]\d{{1,3}},[ ](?:of|from)[ ](?P<n>{_PLACE_RUN}){_PLACE_AFTER}",
        "LOCATION", 0.58, group="n",
        validator=lambda m: world_place(m.group("n")) or all(_rare(w, 2.5) and name_ok(w, min_len=3) for w in m.group("n").split()),
    ),
    LazyPattern(
        # a town in no list after a strong word of living: "lives in Lees Summit period", "grew up in Tuakau,"
        "loc_lives_in_any",
        rf"\b(?i:lives|lived|living|resides|resided|residing|grew[ ]up|born[ ]and[ ]raised|raised)(?:[ ](?i:alone|locally|independently|with[ ]\w+))?[ ](?i:in)[ ]"
        rf"(?P<n>{_CW}(?:[ ]{_CW})?){_PLACE_AFTER}",
        "LOCATION", 0.5, group="n",
        validator=lambda m: not any(generic_word(w) for w in m.group("n").split()) and not world_region(m.group("n"))
        and any(_rare(w, 3.1) and name_ok(w, min_len=3) for w in m.group("n").split()) and not re.search(r"\d", m.group("n")),
    ),
    LazyPattern(
        # "under the Burnside Bridge", "camp by the Morrison Street overpass"
        "loc_bridge",
        rf"\b(?i:under|on|by|near|across|beneath|below|off|at)[ ](?:the[ ])?(?P<n>{_CW}(?:[ ]{_CW})?[ ](?:Bridge|Overpass|Underpass|Viaduct|Tunnel|Flyover|Pier|Wharf|Quay))\b",
        "LOCATION", 0.58, group="n", validator=lambda m: _proper_words(m.group("n").rsplit(" ", 1)[0], limit=3.8),
    ),
    LazyPattern(
        # street corners with an ordinal street: "NW 6th & Couch", "5th and Main", "Couch & NW 6th"
        "loc_corner_ordinal",
        rf"\b(?:(?:NW|NE|SW|SE|N|S|E|W)[ ])?(?:\d{{1,3}}(?:st|nd|rd|th)(?:[ ](?:St|Ave|Avenue|Street))?[ ](?:&|and)[ ](?:(?:NW|NE|SW|SE|N|S|E|W)[ ])?{_CW}"
        rf"|{_CW}[ ](?:&|and)[ ](?:(?:NW|NE|SW|SE|N|S|E|W)[ ])?\d{{1,3}}(?:st|nd|rd|th)\b)",
        "LOCATION", 0.55, validator=lambda m: not re.search(r"(?i)\b(?:grade|floor|percentile|day|week|month|year|birthday|dose|cycle|line)\b", m.group()),
        anchor=r"\d(?:st|nd|rd|th)\b", anchor_window=60,
    ),
    LazyPattern(
        # ports and destinations in capitals (radio-medical messages): "ETA ROTTERDAM 26 NOV", "NEAREST PORT BREST"
        "loc_caps_port",
        r"\b(?:ETA|PORT|BOUND[ ]FOR|DESTINATION|ARRIVING|DEPARTED|HARBOU?R)[ ](?P<n>[A-Z]{4,}(?:[ ][A-Z]{4,})?)\b",
        "LOCATION", 0.55, group="n", validator=lambda m: known_place(m.group("n").title()) and world_place(m.group("n").title()),
    ),
    LazyPattern(
        # lower-case messages: "pt works at costco in tacoma, stocks", "jade's hen do in blackpool, 2 proseccos"
        "loc_place_lower_in",
        r"\b(?:in|near)[ ](?P<n>[a-z][a-z'’-]{3,30})(?=[ ]*(?:[,.;:!?)\n]|$)|[ ](?:on|for|last|next|this|so|and|but|area|lol|tho|fyi)\b)",
        "LOCATION", 0.5, group="n",
        validator=lambda m: world_place(m.group("n"), lower=True) and not generic_word(m.group("n")) and message_style(m),
    ),
    LazyPattern(
        # "Farmer in rural Kiambu", "works in downtown Nairobi", "a village in northern Helmand"
        "loc_in_modifier",
        rf"\b(?i:in|near|from|outside)[ ](?:the[ ])?(?i:rural|urban|downtown|central|suburban|inner-city|remote|coastal|northern|southern|"
        rf"eastern|western|upstate|outer|greater)[ ](?P<n>{_PLACE_RUN}){_PLACE_AFTER}",
        "LOCATION", 0.56, group="n", validator=lambda m: world_place(m.group("n")) and not world_region(m.group("n")),
    ),
    LazyPattern(
        # a big town closing a clause after a comma: "Works in IT for Infosys, Bengaluru.", "Follows up at Aga Khan, Nairobi."
        "loc_city_after_comma",
        rf"(?<=[\w)],[ ])(?P<n>{_PLACE_RUN})(?=[ ]*(?:[.;)\n]|$))",
        "LOCATION", 0.5, group="n", flags=re.MULTILINE,
        validator=lambda m: known_place(m.group("n")) and world_place(m.group("n")) and not known_person(m.group("n"))
        and not eponym_place(m, "n") and not world_region(m.group("n")),
    ),
    LazyPattern(
        # a Canadian town and its province code: "Montréal QC H2X 3K9", "Sudbury, ON"
        "loc_city_province_ca",
        rf"(?P<c>{_CW}(?:[ -]{_CW})?),?[ ](?:QC|ON|BC|AB|MB|NS|NB|NL|PE|PEI|SK|YT|NT|NU)(?=[ ]+[A-Z]\d[A-Z]|[ ]*(?:[,.;)\n]|$))",
        "LOCATION", 0.6, split=r",?[ ](?=[A-Z]{2,3}$)", validator=lambda m: world_place(m.group("c")) and not known_person(m.group("c")),
    ),
    LazyPattern(
        # the last line of an address block: "31-052 Kraków\nPoland\nTel."
        "loc_country_line",
        rf"(?m)^[ \t]*(?P<n>{_CW}(?:[ ](?:and[ ]|of[ ]|the[ ])?{_CW}){{0,2}})[ \t]*$",
        "LOCATION", 0.58, group="n", validator=_country_line_ok,
    ),
    LazyPattern(
        # "HM Senior Coroner for Lancashire", "the Lord Lieutenant of Gwent", "Sheriff of Fife"
        "loc_office_for",
        rf"\b(?:Coroner|Sheriff|Lord[ ]Lieutenant|High[ ]Sheriff|Procurator[ ]Fiscal|Registrar)[ ](?:for|of)[ ](?:the[ ])?(?P<n>{_CW}(?:[ ]{_CW}){{0,2}})",
        "LOCATION", 0.58, group="n", validator=lambda m: world_place(m.group("n")),
    ),
)
