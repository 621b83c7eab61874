"""English pack, phones, addresses and user names outside the US forms (issue 22, session 13).

* ``phone_national_world``: national numbers with a trunk zero of the UK, Ireland, Australia,
  New Zealand, South Africa, Nigeria, Kenya, Ghana, India, Pakistan, Malaysia and the
  Philippines (``0113 496 0521``, ``020 7946 0872``, ``0491 570 156``, ``(08) 5550 1187``,
  ``0803 555 0147``), kept when **phonenumbers** (libphonenumber metadata) says the number is
  valid for one of those countries; Indian mobiles without the trunk zero (``98555 01234``)
  only next to a phone word;
* ``loc_au_state_postcode``, ``loc_place_before_au_state``, ``loc_ca_province``,
  ``loc_city_state_no_comma`` (a city the gazetteer knows: ``Topeka KS``, ``Raleigh NC 27610``),
  ``loc_address_parts`` (the district and town between a street and a postcode:
  ``14 Larch Close, Headingley, Leeds LS6 2QT``), UK street words after a house number
  (``Larch Close``, ``Quarry Mews``), a flat before its street (``Flat 3, 22 Mafeking Road``),
  street names without a number after a place preposition (``CVS on Mill St``, ``the kroger on
  broad st``), numbered routes (``Route 9``, ``Hwy 61``) and ordinal streets (``on 5th Ave``,
  ``the Target on 5th``);
* user names without a ``user`` cue: after a role of a log or a meeting (``Host:
  dr.amarasinghe``, ``provider: jtorresmd``, ``Logged in OnCore by cfairweather``), sign-offs
  (``-lfrancois``, a closing ``kbui3``), quoted chat handles (``joined as "grumpycat_1957"``)
  and a login in parentheses derived from the name before it (``Jorge (jvillalobos)``).  A login
  must not be an English word (``wordfreq`` Zipf class <= 1, the list the learned bases use);
* ``age_titled_apposition``: an age over 89 after a titled name (``Mrs. Eulalia Brathwaite, 97,
  end-stage ...``).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok, place_ok
from multideid.base_systems.packs.en_words import STREET_SFX_ANY

__all__ = ["PATTERNS", "known_city", "login_ok"]

_PHONE_REGIONS = ("GB", "IE", "AU", "NZ", "ZA", "NG", "KE", "GH", "IN", "PK", "MY", "PH")
_PHONE_WORDS = (
    "phone", "tel", "telephone", "call", "called", "cell", "mobile", "mob", "home", "work", "office", "contact",
    "number", "reach", "reached", "ph", "landline", "whatsapp", "text", "sms", "queries", "enquiries", "ring",
    "on", "nok", "next of kin", "pager", "bleep", "ext",
)


_DATE_OR_SSN = re.compile(r"\d{1,3}-\d{1,2}-\d{2,4}(?:[ ]\d+)?")


# words that name a phone itself ("number" alone does not: "Provider Number: 7181619627")
_MOBILE_WORDS = ("phone", "tel", "telephone", "cell", "mobile", "mob", "whatsapp", "sms", "text", "call", "ph", "contact no", "contact number")


def _world_phone_ok(m: re.Match) -> bool:
    import phonenumbers

    raw = m.group()
    digits = re.sub(r"\D", "", raw)
    if not 9 <= len(digits) <= 11:
        return False
    # a date with its hour ("07-22-2015 09:30"), an SSN, a zip and a house number ("03262 2437")
    if _DATE_OR_SSN.fullmatch(raw) or m.string[m.end() : m.end() + 1] == ":":
        return False
    if len(re.findall(r"\d+", raw)) < 3 and len(digits) < 10:
        return False
    for region in _PHONE_REGIONS:
        try:
            num = phonenumbers.parse(raw, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(num):
            return True
    return False


def _indian_mobile_ok(m: re.Match) -> bool:
    import phonenumbers

    try:
        return phonenumbers.is_valid_number(phonenumbers.parse(m.group(), "IN"))
    except phonenumbers.NumberParseException:
        return False


def login_ok(word: str, min_len: int = 4) -> bool:
    """A login name: at least ``min_len`` characters and no English word (Zipf class <= 1)."""
    from multideid.base_systems.word_freq import freq_class

    w = word.strip("._-")
    return len(w) >= min_len and freq_class(w, "en") <= 1


def _login_group(m: re.Match) -> bool:
    return login_ok(m.group("n"))


def _login_from_name(m: re.Match) -> bool:
    """The login in parentheses is the name's initial + a name, or holds a word of the name."""
    login, words = m.group("n").lower(), [w.lower() for w in re.split(r"[ '’-]+", m.group("name")) if w]
    if not login_ok(login, 5) or not words:
        return False
    letters = re.sub(r"[^a-z]", "", login)
    if any(len(w) >= 4 and w in letters for w in words):
        return True
    return letters[:1] == words[0][:1] and len(letters) >= 6


_AU_STATES = r"NSW|VIC|Vic|QLD|Qld|SA|WA|TAS|Tas|NT|ACT"
_CA_PROVINCES = r"AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|PEI|QC|SK|YT"
# US state codes that are not also words or credentials in capitals (IN, OR, ME, OK, HI, ID, MD, DO, PA)
_US_STATES_SAFE = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|IL|IA|KS|KY|LA|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|RI|SC|SD|TN|TX|UT|"
    "VT|VA|WA|WV|WI|WY"
)
_CAP = r"[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?"
_PLACE = rf"{_CAP}(?:[ ]{_CAP}){{0,2}}"
_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?[ ]\d[ABD-HJLNP-UW-Z]{2}"
_CA_POSTCODE = r"[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ ]\d[ABCEGHJ-NPRSTV-Z]\d"
_UK_STREET = (
    r"Close|Crescent|Mews|Rise|Walk|Grove|Gardens|Parade|Wynd|Brae|Gate|Yard|Wharf|Chase|Croft|Green|Hill|View|"
    r"Vale|End|Side|Terrace|Row|Lane|Road|Street|Avenue|Drive|Way|Place|Court|Square|Park|Esplanade|Quay|Broadway"
)
_ST_ABBR = r"St|Rd|Ave|Blvd|Ln|Dr|Hwy|Pkwy|Pl|Ct|Terr?|Cres|Cl"
_ST_FULL = r"Street|Road|Avenue|Boulevard|Lane|Drive|Highway|Parkway|Place|Court|Terrace|Crescent|Close|Way|Row|Mews"


def _place_group(name: str):
    def check(m: re.Match) -> bool:
        return place_ok(m.group(name))

    return check


def known_city(m: re.Match) -> bool:
    """Validator: the match's group ``c`` is a place of the English gazetteer."""
    from multideid.base_systems.packs.en_world import known_place

    return known_place(m.group("c"))


def _lower_street_ok(m: re.Match) -> bool:
    from multideid.base_systems.packs.en_context import has_stop_word

    return not has_stop_word(m.group("s").split()[0])


_INSTITUTION_END = re.compile(
    r"(?:Hospital|Centre|Center|Clinic|Surgery|Practice|Infirmary|Hospice|Home|University|College|Institute|"
    r"Trust|Health|Medical|Polyclinic|Dispensary)(?:,[ ]" + _PLACE + r")?,[ ]$"
)


_BUILDING = re.compile(
    r"[ ](?:Tower|Pavilion|Wing|Building|Block|Annex|Annexe|Campus|Unit|Ward|Floor|Suite|Centre|Center|Clinic|"
    r"Hall|House|Department|Dept)$"
)


def _after_institution_ok(m: re.Match) -> bool:
    # a wing or tower after a hospital is part of the hospital ("Lubbock Hospital, Phillips Pavilion")
    return not _BUILDING.search(m.group("c")) and place_ok(m.group("c")) and _INSTITUTION_END.search(m.string, max(0, m.start() - 80), m.start()) is not None


_NAME_WORD = r"[A-ZÀ-Þ][a-zß-ÿ'’]+(?:-[A-ZÀ-Þ][a-zß-ÿ'’]+)?"


def _age_ok(m: re.Match) -> bool:
    return 90 <= int(m.group("n")) <= 125 and name_ok(m.group("name"))


PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ phones
    Pattern(
        "phone_national_world",
        r"(?<![\w+.,/:-])(?:\(0\d{1,4}\)[ ]?|0\d{1,4}[ -])\d{2,4}(?:[ -]\d{2,4}){0,2}(?![\w-]|[.,]\d)",
        "PHONE", 0.6, validator=_world_phone_ok, context=_PHONE_WORDS, context_boost=0.2, window=30,
        anchor=r"(?<![\w.,])\(?0\d", anchor_window=30,
    ),
    Pattern(
        "phone_indian_mobile",
        r"(?<![\w+.,/:-])[6-9]\d{4}[ -]?\d{5}(?![\w-]|[.,]\d)",
        "PHONE", 0.6, validator=_indian_mobile_ok, context=_MOBILE_WORDS, context_required=True, window=30,
    ),
    # ------------------------------------------------------------------ addresses
    Pattern("loc_au_state_postcode", rf"\b(?:{_AU_STATES})[ ]\d{{4}}\b(?![\d-])", "LOCATION", 0.9, split=r"[ ]"),
    Pattern(
        "loc_place_before_au_state", rf"\b(?P<c>{_PLACE}),?[ ](?=(?:{_AU_STATES})[ ]\d{{4}}\b)", "LOCATION", 0.6,
        group="c", validator=_place_group("c"),
    ),
    Pattern(
        "loc_ca_province", rf"\b(?P<c>{_PLACE}),[ ](?P<p>{_CA_PROVINCES})\b(?![\w-])", "LOCATION", 0.6,
        validator=_place_group("c"), split=r",[ ]",
    ),
    Pattern(
        "loc_city_state_no_comma", rf"\b(?P<c>{_PLACE})[ ](?:{_US_STATES_SAFE})\b(?=[ \t]*(?:$|[,.;)]|\d{{5}}\b))",
        "LOCATION", 0.6, validator=known_city, split=r"[ ](?=[A-Z]{2}$)", flags=re.MULTILINE,
    ),
    Pattern(
        # each comma-separated piece between a street and a postcode: "..., Headingley, Leeds LS6 2QT"
        "loc_address_parts",
        rf"(?<=,[ ])(?P<c>{_PLACE})(?=(?:,[ ]{_PLACE}){{0,2}},?[ ](?:{_UK_POSTCODE}|{_CA_POSTCODE}|(?:{_AU_STATES})[ ]\d{{4}}\b))",
        "LOCATION", 0.65, group="c", validator=_place_group("c"),
    ),
    Pattern(
        # the town after a street address: "309 E Main St, Farmington.", "4410 W Harmon Ave, Las Vegas"
        "loc_town_after_street",
        rf"(?<![\w.-])\d{{1,5}}[A-Za-z]?[ ]+(?:[NSEW]\.?[ ]+)?(?:{_CAP}[ ]+){{1,3}}(?:{_UK_STREET}|{STREET_SFX_ANY})\.?"
        rf"(?:,?[ ]+(?:Apt\.?|Suite|Ste\.?|Unit|Flat|\#)[ ]*[\w-]+)?,[ ](?P<c>{_PLACE})(?=[ \t]*(?:$|[,.;)]|[ ][A-Z]{{2}}\b|[ ]\d{{4,5}}\b))",
        "LOCATION", 0.6, group="c", validator=_place_group("c"), flags=re.MULTILINE,
    ),
    Pattern(
        # the district and town after an institution in a letter head: "Cork University Hospital, Wilton, Cork"
        "loc_after_institution",
        rf"(?<=,[ ])(?P<c>{_PLACE})(?=(?:,[ ]{_PLACE})?[ \t]*(?:$|[.;(]))",
        "LOCATION", 0.6, group="c", validator=_after_institution_ok, flags=re.MULTILINE,
    ),
    Pattern(
        "loc_street_uk",
        rf"(?<![\w.-])\d{{1,5}}[A-Za-z]?[ ]+(?:{_CAP}[ ]+){{1,3}}(?:{_UK_STREET})\b",
        "LOCATION", 0.8,
    ),
    Pattern(
        "loc_flat_street",
        rf"\b(?:Flat|Unit|Apt\.?|Apartment|Suite|Ste\.?)[ ]?#?\d{{1,5}}[A-Za-z]?,?[ ]+\d{{1,5}}[A-Za-z]?[ ]+(?:{_CAP}[ ]+){{1,3}}"
        rf"(?:{_UK_STREET}|{STREET_SFX_ANY})(?![\w])",
        "LOCATION", 0.9,
    ),
    Pattern(
        "loc_street_no_number",
        rf"\b(?i:on|at|off|near|along|onto|down|up|from|to|corner[ ]of|lives[ ]on)[ ]+(?:the[ ]+)?"
        rf"(?P<s>{_CAP}(?:[ ]{_CAP})?[ ](?:{_ST_ABBR}|{_ST_FULL}))\b(?!\.?[ ]+[A-Z][a-z])(?!-)",
        "LOCATION", 0.6, group="s", validator=_lower_street_ok,
    ),
    Pattern(
        "loc_street_lower",
        r"\b(?:on|at|off|near|along|onto)[ ]+(?:the[ ]+)?(?P<s>[a-z]{3,}[ ](?:st|rd|ave|blvd|ln|hwy|street|road|avenue|boulevard|lane|highway))\b(?![ ]*\w*\d)(?!\.[ ]*\w)",
        "LOCATION", 0.5, group="s", validator=_lower_street_ok,
    ),
    Pattern(
        "loc_route",
        r"\b(?:Route|Rte\.?|Highway|Hwy\.?|Interstate|State[ ]Route|County[ ]Road|Farm[ ]to[ ]Market[ ]Road)[ ]\d{1,4}[A-Z]?\b(?![.,]\d|[ ]?(?:mg|%))",
        "LOCATION", 0.6,
    ),
    Pattern(
        "loc_ordinal_street",
        r"\b\d{1,3}(?:st|nd|rd|th)[ ](?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Pl|Place|Ter|Terrace)\b",
        "LOCATION", 0.7,
    ),
    Pattern(
        # a shop or business on a numbered street: "the Target on 5th", "a Wawa on 3rd"
        "loc_ordinal_street_short",
        r"\b(?:the|a)[ ][A-Z][\w'&]{1,30}[ ]on[ ](?P<s>\d{1,3}(?:st|nd|rd|th))\b(?![ ]+[a-z])(?!-)",
        "LOCATION", 0.5, group="s",
    ),
    # ------------------------------------------------------------------ user names
    Pattern(
        "username_role",
        r"\b(?i:host|co-?host|provider|screener|participant|attendee|organi[sz]er|presenter|moderator|agent|tech|"
        r"technician|operator|assignee|assigned[ ]to|owner|requester|requestor|reported[ ]by|opened[ ]by|resolved[ ]by|"
        r"closed[ ]by|handled[ ]by|screened[ ]by|entered[ ]by|updated[ ]by|modified[ ]by|approved[ ]by|"
        r"logged(?:[ ]in)?(?:[ ][A-Z][\w]+)?[ ]by|uploaded[ ]by|scanned[ ]by)[ \t]*:?[ \t]+"
        r"(?P<n>[a-z][a-z0-9._-]{2,30}[a-z0-9])(?![\w@-])(?!\.\w)",
        "USERNAME", 0.65, group="n", validator=_login_group,
    ),
    Pattern(
        "username_dash_signoff",
        r"(?:^|(?<=[\s.!?]))-(?P<n>[a-z][a-z0-9._]{2,20}[a-z0-9])[ \t]*$",
        "USERNAME", 0.65, group="n", validator=_login_group, flags=re.MULTILINE,
    ),
    Pattern(
        "username_closing",
        r"(?<=[.!?][ ])(?P<n>[a-z]{2,12}\d{1,4})[ \t]*$",
        "USERNAME", 0.55, group="n", validator=_login_group, flags=re.MULTILINE,
    ),
    Pattern(
        "username_quoted_handle",
        r"\b(?i:joined|logged[ ]in|signed[ ]in|connected|entered|registered|signed[ ]up|posted|replied|commented|"
        r"known[ ]online|goes[ ]by)[^\n\"“]{0,30}?[ ](?i:as)[ ][\"“'](?P<n>[^\"”'\s]{3,32})[\"”']",
        "USERNAME", 0.8, group="n",
    ),
    Pattern(
        "username_handle_cue",
        r"\b(?i:handle|screen[ ]?name|gamer[ ]?tag|twitter|instagram|tiktok|skype(?:[ ]id)?|discord)[ \t]*(?:is|:|=)?[ \t]*"
        r"[\"“'@]?(?P<n>[A-Za-z0-9][\w.-]{2,30}[A-Za-z0-9])(?![\w@-])",
        "USERNAME", 0.7, group="n", validator=lambda m: login_ok(m.group("n"), 3) or bool(re.search(r"[\d_.]", m.group("n"))),
    ),
    Pattern(
        "username_from_name",
        rf"(?P<name>{_NAME_WORD}(?:[ ]{_NAME_WORD}){{0,2}})[ ]\((?P<n>[a-z][a-z0-9._-]{{3,30}}[a-z0-9])\)",
        "USERNAME", 0.75, group="n", validator=_login_from_name,
    ),
    # ------------------------------------------------------------------ ages
    Pattern(
        "age_titled_apposition",
        rf"\b(?:Mr|Mrs|Ms|Miss|Mx|Mister|Dr)\.?[ ](?P<name>{_NAME_WORD}(?:[ ](?:[A-Z]\.[ ])?{_NAME_WORD}){{0,2}}),[ ]"
        r"(?P<n>\d{2,3})(?=[,;)]|[ ]*(?:y/?o|yrs?|years)\b|[ ]*$)",
        "AGE", 0.8, group="n", validator=_age_ok,
    ),
)
