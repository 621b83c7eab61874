"""English pack, machine-format places, OCR-damaged phones, cued letter-prefixed IDs, named landmarks
and short event dates (issue #22, session 18).

* ``loc_vcard_adr``: the seven ``;``-separated components of a vCard ``ADR`` line (PO box, extended,
  street, locality, region, postcode, country), each non-empty one a LOCATION span
  (``ADR;TYPE=HOME:;;Kalfarveien 12B;Bergen;;5018;Norway``); only at the start of a line.
* ``org8_vcard_org``: the first component of a vCard ``ORG:`` line (``ORG:Fjordline Logistics AS``), only
  after ``BEGIN:VCARD``.
* ``loc_json_country``: a two- or three-letter ISO 3166 country code (pycountry) as the value of a JSON
  key that says country (``"co":"ES"`` of an EU vaccination certificate, ``"country"``, ``"countryCode"``).
* ``phone8_ocr_letters``: a phone after its cue (``Ph:``, ``Tel``, ``Cell``) in the 3-3-4 shape with the letters
  OCR puts for digits (``O``/``o`` for 0, ``l``/``I`` for 1): ``209-555-O126``; one such letter at least,
  eight real digits at least.
* ``phone8_uk_533``: a UK number grouped 5-3-3 (``01632 960 552``); ``phone8_x_ext``: an extension glued to its
  ``x`` after a calling word (``FROM x4410:``), the whole token PHONE (set 8).
* ``fax8_header_number``: a 10-11 digit number on a fax machine's header line (``NOV-24-2026 09:52
  FROM:CLINIC  2095550173  TO:15305550198  P.001/003``): ``FROM``/``TO`` in capitals and a page count,
  a clock time or the word fax on the line.
* ``date8_ocr_cued``: a date after ``DOB``/``date`` with OCR letters for digits (``DOB: O8/14/1962``).
* ``date8_mon_dash``: ``NOV-24-2026`` (the fax header's date).
* ``id8_cued_code``: a letter-prefixed code joined by hyphens after a short cue the earlier packs do not
  read: ``receipt``, ``job``, ``participant``, ``session``, ``issue no.``, ``invoice``, ``voucher``,
  ``booking``, and the ``AM``/``PM`` of disaster-victim (ante-/post-mortem) records at a line start or
  after ``with``/``to``/``and`` (never after a clock time): ``job RFDS-C-555-0911``, ``receipt
  BRH-555-20461``, ``PM BZ-PM-0031``; four digits at least, a letter in the first group.
* ``id8_no_fnr``: a Norwegian national number (``fnr 120385 55512``; a D-number's day plus 40 too) after its cue.
* ``id8_microchip``: an animal microchip's 15 digits (ISO 11784, grouped or not) after ``microchip``.
* ``loc_island``: a named island, cay or isle, its word inside the span (``Long Island``, ``Potter's
  Cay``, ``Caye Caulker``, ``Isle of Man``), after a preposition, not part of a hospital name.
* ``loc_landmark_name``: the name before a landmark word (``Portobello beach``, ``Ali Curung
  airstrip``, ``Potter's Cay dock``), the word outside the span, after a preposition.
* ``loc_named_city``: ``X City`` of the world list (``Belize City``) after a preposition.
* ``loc_line_before_postcode``: the localities of an address line that ends in a UK postcode, between
  commas (``Noble's Hospital, Strang, Douglas, Isle of Man, IM4 4RJ``), no facility or street word.
* ``loc_after_facility_comma`` (``General Hospital, Manila}``, ``Victoria Hospital, Candos - Casualty``),
  ``loc_before_admin_unit`` (``San Pedro Columbia, Toledo District``), ``loc_town_after_street8`` (``3 Pennine
  View, Hebden Bridge``), ``loc_header_place_after_date`` (``BOARD - 20 November 2026 - Belmopan``): a place
  name by its position in an address or header line; no facility, street or generic word, no person's
  name unless a town of both lists.
* ``loc_paren_town_close``: a town of the world list closing a bracket after a comma (``(sugar cane planter,
  Flacq)``); ``loc_lower_place``: a town of the world list rare in English after ``in``/``from``/``near`` in a
  lower-case message (``a carpet fitter in brixton``; no capital letter on the line before it).
* ``loc_caps_city_state_zip``: an ALL CAPS mailing-label line ``LEADVILLE CO 80461`` (the city).
* ``loc_lives_bare``: ``lives Nkwen, Bamenda`` (a locality right after ``lives``, before a comma and a town).
* ``loc_locality_country``: ``from Darfur, Sudan``: a place name then a country of pycountry after
  ``from``/``in``/``near``.
* ``loc_kampong``: the village after ``Kampong``/``Kampung``/``Kg.`` (the word outside, set 8; scored below
  the rules that take ``Kampung Jawa`` whole, set 5's convention, so those spans stay).
* ``loc_facility_paren_city``: a known city in brackets after a facility word
  (``Queen's Medical Center (Honolulu)``).
* ``date8_short_event``: a day and month without a year right after an event word (``records requested
  11/11``, ``decompression 20.11``, ``Going home to Wagga Wagga 12/12``); not followed by a unit, a
  slash or a decimal, day and month in range.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern, valid_date
from multideid.base_systems.packs.en_core_dates import MONTH
from multideid.base_systems.packs.en_org_words import generic_word
from multideid.base_systems.packs.en_words import STREET_SFX_ANY
from multideid.base_systems.packs.en_places import world_place
from multideid.base_systems.packs.en_where6 import drug_words
from multideid.base_systems.packs.en_world import known_person, known_place
from multideid.base_systems.word_freq import zipf

__all__ = ["PATTERNS", "country_code"]

_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
_LO = "a-zß-öø-ÿā-ž"
_CW = rf"(?<![\w'’-])[{_UP}][{_LO}]+(?:['’]s)?(?:-[{_UP}]?[{_LO}]+)*(?![\w'’-])"
_NAME2 = rf"{_CW}(?:[ ]{_CW})?"
_PREP = r"(?<![\w-])(?i:at|to|from|on|in|near|for|off|via|towards)[ ]"
_WEEKDAYS_MONTHS = re.compile(
    r"(?i)(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|"
    r"september|october|november|december|christmas|easter"
)
_FACILITY = re.compile(
    r"(?i)\b(?:hospital|clinic|centre|center|practice|surgery|university|college|school|ward|unit|department|"
    r"service|services|trust|board|ltd|limited|inc|road|street|lane|avenue|drive|close|view|way|house|court|"
    r"health|medical|care|home|hall|church|office|station|team|group|wing|tower|building|block|pavilion|annex|floor|suite|level|"
    # departments named after a facility ("Hospital, Outpatients")
    r"outpatients?|inpatients?|out-patients?|casualty|emergency|a&e|icu|itu|theatres?|radiology|x-ray|pharmacy|maternity|"
    r"paediatrics|pediatrics|oncology|cardiology|neurology|urology|orthopaedics|orthopedics|physiotherapy|physio|reception|"
    r"admissions|records|laboratory|lab|labs|dispensary|mortuary|pathology|haematology|hematology|renal|dialysis|obstetrics|"
    r"gynaecology|endoscopy|day[ ]surgery|discharge|triage|opd|ipd|ent|eye|dental|psychiatry|rehab|rehabilitation)\b"
)


# a facility or body named after the place: "Center City Community Hospital", "Yuba City Veterans Hospital"
_NOT_PLACE_AFTER = (
    r"[ ](?:[A-Z][a-z]+[ ]){0,2}(?:Hospital|Medical|Clinic|Health|Infirmary|Centre|Center|Community|School|University|"
    r"College|Council|Hospice|Practice|Surgery|Football|FC|Police|Court|Prison)\b"
)


def _rare(word: str, limit: float) -> bool:
    return zipf(word.strip(".'’").lower(), "en") < limit


def _place_name_ok(n: str, limit: float = 4.0) -> bool:
    """A proper name of a place: no generic word, weekday, month or person; a place of the world list or
    one word at least rare in English."""
    words = [w for w in re.split(r"[ -]+", n) if w]
    if not words or _WEEKDAYS_MONTHS.fullmatch(words[0]) or any(generic_word(w) for w in words):
        return False
    if known_person(n) and not world_place(n):
        return False
    return world_place(n) or any(_rare(re.sub(r"['’]s$", "", w), limit) for w in words)


# ------------------------------------------------------------------ machine formats
@lru_cache(maxsize=1)
def _country_codes() -> frozenset[str]:
    import pycountry

    return frozenset(c.alpha_2 for c in pycountry.countries) | frozenset(c.alpha_3 for c in pycountry.countries) | {"UK", "XK"}


def country_code(code: str) -> bool:
    """An ISO 3166-1 alpha-2 or alpha-3 country code (pycountry; ``UK`` and Kosovo's ``XK`` too)."""
    return code in _country_codes()


# ------------------------------------------------------------------ phones and IDs
def _ocr_phone_ok(m: re.Match) -> bool:
    v = m.group("v")
    return re.search(r"[OoIl]", v) is not None and len(re.findall(r"\d", v)) >= 8 and v.lstrip("(")[0].isdigit()


def _code_ok(m: re.Match) -> bool:
    v = m.group("v")
    groups = v.split("-")
    digits = sum(c.isdigit() for c in v)
    if digits < 4 or not re.search(r"[A-Z]", groups[0]) or not re.search(r"\d", groups[-1]):
        return False
    if m.group("ap") and not re.search(r"[A-Z]", v[len(groups[0]):]) and len(groups) < 3:
        return False  # "PM BZ-0031" would do; "AM ABC-12345" alone is too thin
    return True


def _ap_ok(m: re.Match) -> bool:
    """``AM``/``PM`` as a cue: at a line start or after ``with``/``to``/``and``/``vs``, never after a clock time."""
    if not m.group("ap"):
        return _code_ok(m)
    before = m.string[max(0, m.start("ap") - 12):m.start("ap")]
    if not re.search(r"(?:^|\n|(?<![\w-])(?i:with|to|and|vs\.?|v\.?|=)[ ])$", before) and m.start("ap") != 0:
        return False
    return _code_ok(m)


_OCR_DIGITS = str.maketrans("OoIl", "0011")


def _ocr_date_ok(m: re.Match) -> bool:
    """A date with OCR letters for digits (``O8/14/1962``): one letter at least, four real digits at least,
    a valid date once read."""
    v = m.group("v")
    if not re.search(r"[OoIl]", v) or sum(c.isdigit() for c in v) < 4:  # a few characters misread, not all
        return False
    a, b, y = (int(x) for x in re.split(r"[/.-]", v.translate(_OCR_DIGITS)))
    if y < 100:
        y += 2000 if y < 50 else 1900
    return 1900 <= y <= 2100 and (valid_date(b, a, y) or valid_date(a, b, y))


_FAX_HEADER = re.compile(r"\bFROM[: ].{0,80}\bTO[: ]|\bTO[: ].{0,80}\bFROM[: ]")
_FAX_PAGE = re.compile(r"(?i)\bP\.?[ ]?\d{1,3}[ ]?/[ ]?\d{1,3}\b|\bpage[ ]\d|\bfax\b|\b\d{1,2}:\d{2}\b")


def _fax_header_ok(m: re.Match) -> bool:
    """A 10-11 digit number on a fax machine's header line: ``FROM:`` and ``TO:`` in capitals on the line and a
    page count, clock time or the word fax."""
    s = m.string
    lo = s.rfind("\n", max(0, m.start() - 200), m.start()) + 1 or max(0, m.start() - 200)
    hi = s.find("\n", m.end(), m.end() + 200)
    line = s[lo:hi if hi >= 0 else min(len(s), m.end() + 200)]
    return _FAX_HEADER.search(line) is not None and _FAX_PAGE.search(line) is not None


# ------------------------------------------------------------------ places
# British street words the US list lacks
_UK_STREET = r"Close|Mews|Gardens|Grove|Rise|Walk|Wynd|Brae|Croft|Fold|Chase|Vale|Garth|Crescent|Terrace|Parade"
_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|"
    "PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI"
)
_CAPS_NOT_CITY = frozenset({"PO BOX", "BOX", "APT", "SUITE", "UNIT", "ATTN", "C/O", "RETURN", "TO", "FROM", "SHIP", "BILL"})


def _caps_city_ok(m: re.Match) -> bool:
    c = m.group("c")
    return c not in _CAPS_NOT_CITY and not c.startswith(("PO ", "P O ")) and not re.search(r"\d", c)


def _island_ok(m: re.Match) -> bool:
    n = m.group("n")
    after = m.string[m.end():m.end() + 30]
    if re.match(_NOT_PLACE_AFTER, after):
        return False
    return _place_name_ok(n, 4.5) or world_place(m.group("all"))


def _landmark_ok(m: re.Match) -> bool:
    return _place_name_ok(m.group("n"), 3.5) and not known_place(m.group("n")) or (known_place(m.group("n")) and world_place(m.group("n")) and not known_person(m.group("n")))


def _city_ok(m: re.Match) -> bool:
    return world_place(m.group("n")) and not known_person(m.group("n").rsplit(" ", 1)[0])


def _postcode_line_ok(m: re.Match) -> bool:
    n = m.group("n")
    if _FACILITY.search(n) is not None:
        return False
    if known_person(n):  # "Douglas" the town, not "Alison"
        return known_place(n) and world_place(n)
    return world_place(n) or _place_name_ok(n, 4.5)


def _header_place_ok(m: re.Match) -> bool:
    n = m.group("n")
    return world_place(n) and not known_person(n) and not any(generic_word(w) for w in n.split())


def _paren_town_ok(m: re.Match) -> bool:
    n = m.group("n")
    return (world_place(n) and not known_person(n) and not any(generic_word(w) for w in n.split())
            and not any(w.lower() in drug_words() for w in n.split()) and not _WEEKDAYS_MONTHS.fullmatch(n.split()[0])
            and (" " in n or known_place(n) or _rare(n, 4.0)))  # "(..., None)" in code is no town


def _lower_place_ok(m: re.Match) -> bool:
    """A town of the world list rare in English, written in lower case in a lower-case message (no capital
    letter on its line before it, 20 characters of that line at least)."""
    n, s = m.group("n"), m.string
    lo = max(0, m.start() - 200)
    line = s[s.rfind("\n", lo, m.start()) + 1 or lo:m.start()]
    if re.search(r"[A-Z]", line) or len(line) < 20:
        return False
    return world_place(n, lower=True) and all(zipf(w, "en") < 3.0 for w in n.split()) and not known_person(n.title())


def _lives_ok(m: re.Match) -> bool:
    n, t = m.group("n"), m.group("t")
    return _place_name_ok(n, 3.5) and not known_person(n) and (world_place(t) or known_place(t))


@lru_cache(maxsize=1)
def _countries() -> frozenset[str]:
    import pycountry

    names = set()
    for c in pycountry.countries:
        names.add(c.name)
        if getattr(c, "common_name", None):
            names.add(c.common_name)
    return frozenset(names)


def _locality_country_ok(m: re.Match) -> bool:
    n, c = m.group("n"), m.group("c")
    return (c in _countries() and n not in _countries() and _place_name_ok(n, 3.5) and not known_person(n)
            and not any(w.lower() in drug_words() for w in n.split()))


def _kampong_ok(m: re.Match) -> bool:
    n = m.group("n")
    return not any(generic_word(w) for w in n.split()) and not _WEEKDAYS_MONTHS.fullmatch(n.split()[0])


def _paren_city_ok(m: re.Match) -> bool:
    """A city of the gazetteer and of the world list; a surname that is also a city ("Melbourne") passes:
    in brackets right after a facility word it is the facility's town."""
    n = m.group("n")
    return known_place(n) and world_place(n) and not _WEEKDAYS_MONTHS.fullmatch(n)


# ------------------------------------------------------------------ dates
_EVENTS = (
    r"requested|decompression|decompressed|recompression|discharged?|admitted|admission|home|seen|reviewed|booked|"
    r"sent|received|operated|surgery|op|delivered|died|deceased|arrived|returned|flew|flown|travelled|traveled|"
    r"departed|dived|bitten|exposed|vaccinated|injected|started|stopped|collected|posted|emailed|faxed|called|phoned|"
    r"visited|moved|transferred|retrieved|evacuated|appt|appointment|due|until|since|expires?|expiry"
)
_UNIT_AFTER = re.compile(
    r"[ ]?(?i:mg|mcg|g|ml|l|mmol|mmhg|iu|units?|%|kg|cm|mm|x|times|h|hrs?|min|days?|wks?|weeks?|months?|yrs?|years?|pts?|points?|"
    r"tabs?|tablets?|caps?|capsules?|doses?|puffs?|vials?|packs?|bottles?|strength|power|score|ago|prior|previously|later|post|"
    r"of|in|out|correct|positive|negative)\b"
)
# fractions ("started 1/2 tab") and the UK shorthand of days, weeks and months ("discharged 3/7 ago", "since 2/12")
_FRACTIONS = frozenset({"1/2", "1/3", "2/3", "1/4", "3/4"})


def _short_date_ok(m: re.Match) -> bool:
    d = m.group("d")
    a, sep, b = re.match(r"(\d{1,2})([/.])(\d{1,2})$", d).groups()
    x, y = int(a), int(b)
    if _UNIT_AFTER.match(m.string, m.end()):
        return False
    if sep == ".":
        return 1 <= x <= 31 and 1 <= y <= 12 and len(b) == 2
    if d in _FRACTIONS or (y == 7 and x < 7) or (y == 12 and x < 12) or y == 52:
        return False
    return (1 <= x <= 31 and 1 <= y <= 12) or (1 <= x <= 12 and 1 <= y <= 31)


PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ machine formats
    Pattern(
        "loc_vcard_adr",
        r"^(?:item\d{1,2}\.)?ADR(?:;[^:\n]{0,80})?:(?P<v>[^\n]{1,300})$",
        "LOCATION", 0.8, group="v", flags=re.MULTILINE, split=r"[ \t]*(?<!\\);[ \t]*",
    ),
    Pattern(
        # the organisation name of a vCard (its first component; the units after ";" are no name), inside a card
        "org8_vcard_org",
        r"^(?:item\d{1,2}\.)?ORG(?:;[^:\n]{0,80})?:(?P<v>[^;\n]{2,120})",
        "ORGANIZATION", 0.85, group="v", flags=re.MULTILINE,
        validator=lambda m: "BEGIN:VCARD" in m.string[max(0, m.start() - 2000):m.start()].upper(),
    ),
    Pattern(
        "loc_json_country",
        r"\"(?i:co|country|countryCode|country_code|countryOfVaccination|countryOfTest)\"[ ]?:[ ]?\"(?P<c>[A-Z]{2,3})\"",
        "LOCATION", 0.72, group="c", validator=lambda m: country_code(m.group("c")),
    ),
    # ------------------------------------------------------------------ phones and IDs
    Pattern(
        "phone8_ocr_letters",
        r"\b(?i:ph|phone|tel|telephone|cell|mobile|mob|home|work)\.?[ ]?[:#]?[ ]?(?P<v>\(?[\dOoIl]{3}\)?[-. ]?[\dOoIl]{3}[-.][\dOoIl]{4})(?![\w-])",
        "PHONE", 0.72, group="v", validator=_ocr_phone_ok,
    ),
    Pattern(
        # a UK number of 11 digits grouped 5-3-3 ("01632 960 552"), the grouping the 5-6 rules miss
        "phone8_uk_533",
        r"(?<![\w+./-])0[1-9]\d{3}[ ]\d{3}[ ]\d{3}(?![\w/-]|[ ]?\d|[.,]\d)",
        "PHONE", 0.7,
    ),
    Pattern(
        # an extension glued to its x after a calling word: "FROM x4410:", "ring x2231"
        "phone8_x_ext",
        r"\b(?i:from|to|call|called|calling|ring|rang|bleep|bleeped|page|paged|ext|extension|phone|tel|dial)\.?[ ]?:?[ ]?(?P<v>x\d{4,5})(?![\w-])",
        "PHONE", 0.7, group="v",
    ),
    Pattern(
        # scored above the fax header's bare long-number ID rule
        "fax8_header_number",
        r"(?<![\w+-])(?:\+?1[ ]?)?\d{10}(?![\w-])",
        "FAX", 0.7, validator=_fax_header_ok,
    ),
    Pattern(
        # scored above the digits-only date inside it ("8/14/1962", 0.9)
        "date8_ocr_cued",
        r"\b(?:DOB|D\.O\.B\.|(?i:date[ ]of[ ]birth|birth[ ]?date|born|date))[ ]?[:#]?[ ]?(?P<v>[\dOoIl]{1,2}[/.-][\dOoIl]{1,2}[/.-][\dOoIl]{2,4})(?![\w/-])",
        "DATE", 0.92, group="v", validator=_ocr_date_ok,
    ),
    Pattern(
        # a fax header's "NOV-24-2026" (month abbreviation, day, year joined by hyphens), above the code-year-serial ID rule
        "date8_mon_dash",
        r"(?<![\w-])(?i:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC)-(?P<d>\d{1,2})-(?:19|20)\d{2}(?![\w-])",
        "DATE", 0.75, validator=lambda m: 1 <= int(m.group("d")) <= 31,
    ),
    Pattern(
        "id8_cued_code",
        r"(?:\b(?i:receipt|job|participant|session|invoice|voucher|booking)(?:[ ](?i:no\.?|number|id|ref))?|\b(?i:issue)[ ](?i:no\.?|number)|"
        r"(?<![\w:.-])(?P<ap>AM|PM))[ ]?[:#]?[ ]?(?P<v>[A-Z][A-Z0-9]{0,5}(?:-[A-Z0-9]{1,6}){1,4})(?![\w-])",
        "ID", 0.74, group="v", validator=_ap_ok,
    ),
    Pattern(
        # a Norwegian national number after its short cue, day-month-year then five digits, maybe spaced: "fnr 120385 55512"
        "id8_no_fnr",
        r"\b(?i:fnr|f\.[ ]?nr\.?|fødselsnummer|fodselsnummer|d-nummer)[ ]?[:.#]?[ ]?(?P<v>\d{6}[ ]?\d{5})(?![\w-]|[ ]?\d)",
        "ID", 0.78, group="v",
        validator=lambda m: 1 <= int(m.group("v")[:2]) % 40 <= 31 and 1 <= int(m.group("v")[2:4]) <= 12,
    ),
    Pattern(
        "id8_microchip",
        r"\b(?i:microchip|micro-chip|transponder)(?:[ ](?i:no\.?|number|id|\#))?[ ]?[:#]?[ ]?(?P<v>\d{3}(?:[ ]?\d){12})(?![\w-]|[ ]\d)",
        "ID", 0.76, group="v",
    ),
    # ------------------------------------------------------------------ places
    Pattern(
        "loc_island",
        rf"(?:{_PREP}|[,(][ ])(?P<all>(?P<n>{_NAME2})[ ](?:Island|Cay|Caye|Atoll)|(?:Caye|Cay|Isla|Ilha|Île|Pulau|Nusa|Motu)[ ](?P<p>{_NAME2})|Isles?[ ]of[ ](?P<o>{_CW}))(?![\w'’-])",
        "LOCATION", 0.66, group="all",
        validator=lambda m: _island_ok(m) if m.group("n") else _place_name_ok(m.group("p") or m.group("o"), 4.5) or world_place(m.group("all")),
    ),
    Pattern(
        "loc_landmark_name",
        rf"{_PREP}(?P<n>{_NAME2})[ ](?:beach|airstrip|airfield|aerodrome|dock|docks|wharf|jetty|pier|harbour|harbor|marina|outstation)(?![\w-])",
        "LOCATION", 0.62, group="n", validator=_landmark_ok,
    ),
    Pattern(
        "loc_named_city",
        rf"{_PREP}(?P<n>{_CW}(?:[ ]{_CW})?[ ]City)(?![\w'’-]|{_NOT_PLACE_AFTER})",
        "LOCATION", 0.66, group="n", validator=_city_ok,
    ),
    Pattern(
        "loc_line_before_postcode",
        rf"(?<=,[ ])(?P<n>{_CW}(?:[ ](?:of[ ])?{_CW}){{0,2}})(?=(?:,[ ]{_CW}(?:[ ](?:of[ ])?{_CW}){{0,2}}){{0,3}},?[ ][A-Z]{{1,2}}\d[A-Z\d]?[ ]\d[A-Z]{{2}}(?![\w-]))",
        "LOCATION", 0.64, group="n", validator=_postcode_line_ok,
    ),
    Pattern(
        # a town closing a facility's line: "General Hospital, Manila}", "Victoria Hospital, Candos - Casualty"
        "loc_after_facility_comma",
        rf"\b(?:Hospital|Infirmary|Clinic|Medical[ ]Cent(?:er|re)|Health[ ]Cent(?:er|re)|Hospice|Polyclinic),[ ](?P<n>{_NAME2})"
        r"(?=[ ]?(?:[}\])|,.;\n]|[ ][-–][ ]|$))",
        "LOCATION", 0.62, group="n", flags=re.MULTILINE, validator=_postcode_line_ok,
    ),
    Pattern(
        # a locality before its district, region or province: "San Pedro Columbia, Toledo District"
        "loc_before_admin_unit",
        rf"(?<=,[ ])(?P<n>{_CW}(?:[ ]{_CW}){{0,2}})(?=,[ ]{_CW}(?:[ ]{_CW})?[ ](?:District|Region|Province|County|Parish|Governorate|Prefecture)\b)",
        "LOCATION", 0.6, group="n", validator=_postcode_line_ok,
    ),
    Pattern(
        # the town after a house number and a street: "3 Pennine View, Hebden Bridge |"
        "loc_town_after_street8",
        rf"(?<![\w/-])\d{{1,5}}[A-Z]?(?:[ ]{_CW}){{1,3}}[ ](?:{STREET_SFX_ANY}|{_UK_STREET}),[ ](?P<n>{_NAME2})(?=[ \t]*(?:[|,.;)\n]|$))",
        "LOCATION", 0.6, group="n", flags=re.MULTILINE, validator=_postcode_line_ok,
    ),
    Pattern(
        # a header's place after its date: "BOARD - 20 November 2026 - Belmopan"
        "loc_header_place_after_date",
        rf"(?:\b\d{{1,2}}[ ]{MONTH}\.?[ ]\d{{4}}|\b\d{{4}}-\d{{2}}-\d{{2}})[ ][-–|][ ](?P<n>{_NAME2})[ \t]*$",
        "LOCATION", 0.6, group="n", flags=re.MULTILINE, validator=_header_place_ok,
    ),
    Pattern(
        # a town closing a bracket after a comma: "(sugar cane planter, Flacq)", "(Hearing Dogs ..., Saunderton)"
        "loc_paren_town_close",
        rf"\((?P<pre>[^()\n]{{3,80}}),[ ](?P<n>{_NAME2})\)",
        "LOCATION", 0.6, group="n", validator=_paren_town_ok,
    ),
    Pattern(
        # lower-case messages: "he was a carpet fitter in brixton"
        "loc_lower_place",
        r"(?<![\w-])(?:in|from|near|lives|living)[ ](?P<n>[a-z]{4,}(?:[ ][a-z]{4,})?)(?![\w'’-])",
        "LOCATION", 0.55, group="n", validator=_lower_place_ok,
    ),
    Pattern(
        "loc_caps_city_state_zip",
        rf"^[ \t]*(?P<c>[A-Z]{{2,}}(?:[ ][A-Z]{{2,}}){{0,2}}),?[ ](?:{_STATES})[ ]{{1,2}}\d{{5}}(?:-\d{{4}})?[ \t]*$",
        "LOCATION", 0.7, group="c", flags=re.MULTILINE, validator=_caps_city_ok,
    ),
    Pattern(
        "loc_lives_bare",
        rf"\b(?i:lives|living|resides|residing)[ ](?P<n>{_NAME2}),[ ](?P<t>{_NAME2})(?![\w'’-])",
        "LOCATION", 0.6, group="n", validator=_lives_ok,
    ),
    Pattern(
        "loc_locality_country",
        rf"(?<![\w-])(?i:from|in|near)[ ](?P<g>(?P<n>{_NAME2}),[ ](?P<c>{_CW}(?:[ ]{_CW}){{0,2}}))(?=[ \t]*(?:[,.;:)\n]|$))",
        "LOCATION", 0.64, group="g", flags=re.MULTILINE, validator=_locality_country_ok, split=r",[ ]",
    ),
    Pattern(
        "loc_kampong",
        rf"\b(?:Kampong|Kampung|Kg\.)[ ](?P<n>{_CW}(?:[ ]{_CW}){{0,2}})",
        # below loc_subdivision_prefix (0.6): where a rule takes "Kampung Jawa" whole (set 5), that span stays
        "LOCATION", 0.55, group="n", validator=_kampong_ok,
    ),
    Pattern(
        "loc_facility_paren_city",
        rf"\b(?:Hospital|Medical[ ]Cent(?:er|re)|Clinic|Health[ ]Cent(?:er|re)|Infirmary|Hospice)[ ]\((?P<n>{_NAME2})\)",
        "LOCATION", 0.66, group="n", validator=_paren_city_ok,
    ),
    # ------------------------------------------------------------------ dates
    Pattern(
        "date8_short_event",
        rf"\b(?i:{_EVENTS})(?:[ ](?i:to|on|at|from|in)(?:[ ]{_CW}){{1,3}})?[ ](?P<d>\d{{1,2}}[/.]\d{{1,2}})(?![\w/-]|[.,]\d)",
        "DATE", 0.6, group="d", validator=_short_date_ok,
    ),
)
