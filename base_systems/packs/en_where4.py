"""English pack, phones, addresses, postcodes and user names of more countries and forms (issue 22,
session 14).

Phones (staff pagers, bleeps and internal extensions are PHONE; 911, 988 and 111 are not PHI):

* ``phone_bleep``: a bleep, pager or extension number after its word (``Bleep 4418``,
  ``ext. 2231``, ``Vocera 5512``; ``extension`` only with 4-5 digits and no unit: ``knee extension
  170`` is a range of motion); ``phone_page_verb`` (``page me at 55127``, not ``page 12 of 40``);
* ``phone_intl_plus``: a number with its country code that **phonenumbers** calls possible
  (``+234 803 555 0147``, ``+44 (0)20 7946 0321``);
* ``phone_eight_digit``: eight-digit national numbers of Singapore and Hong Kong (``9555 0187``,
  ``6555-0123``), kept when **phonenumbers** says the number is valid there and a contact word is
  near;
* ``phone_spoken``: a number spoken digit by digit (``four one five five five five zero one eight
  six``, ``oh two oh ...``), one span;
* ``phone_ocr``: a US number with illegible digits written ``?`` (``714 555 01??``).

Addresses (street, city, state, postcode and country are separate LOCATION spans):

* ``loc_block_street``: Singapore and Malaysian block addresses with their ``#floor-unit``
  (``Blk 215 Jurong East Street 21 #08-112``) and Philippine block/lot addresses (``Blk 7 Lot 22
  Sampaguita St.``), one street span; ``loc_barangay`` (``Brgy. San Isidro``, ``Barangay 176``,
  ``Purok 3``);
* ``loc_lot_plot``: ``Lot 14 Cassava Piece``, ``Plot 22 Kira Road`` after an address word;
  ``loc_house_no`` (``House No. 14, Street 7``, ``Plot 88, Sector 14``), ``loc_street_malay``
  (``45 Jalan Ampang``, ``12 Lorong 4``), ``loc_unit_slash_street`` (``Unit 5/12 Smith St``);
* ``loc_numbered_district_city``: a known city with its postal district after a comma (``Kingston 6``,
  ``Dublin 8``);
* ``loc_flat_world``: a tenement flat before its street (``Flat 2/1, 19 Main Street``, ``Flat G/L``,
  ``3F2, 14 Marchmont Road``); ``loc_rural_route`` (``RR 2 Box 41``, ``HC 61 Box 12``);
* ``loc_street_caps``: an ALL CAPS US street address (``2930 N BROADWAY``, ``1205 W WELLINGTON
  AVE APT 3F``), not prose with function words (``ON MAR 7 AND CALLED DR. BROWN``);
  ``loc_city_state_caps`` (``CHICAGO IL``, a city the gazetteer knows);
* ``loc_postcode_after_city``: a 4-6 digit postcode after a known city closing an address
  (``Auckland 2102``, ``Singapore 600215``, ``Chennai - 600040``); ``loc_postcode_field``: a
  postcode after its field word, also with illegible digits (``ZIP: 9284?``, ``Eircode: D08 XR22``);
  ``loc_eircode`` next to an Irish address word;
* ``loc_field_place``: the value of a form's place field (``CITY: Garden Grove``, ``County:
  Waupaca``), when it could be a place name.

User names: a Reddit-style ``u/handle`` (the handle), an ``@handle`` that is no English word
(``@jfernsby``, ``@dr.okoye_peds``; not ``@home``), a handle with an underscore after a forum word
(``reply from zebra_mom_of_3``, ``(moderator Dr_Kez_GP)``).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_contact import known_city as _known_city
from multideid.base_systems.packs.en_contact import login_ok
from multideid.base_systems.packs.en_context import place_ok
from multideid.base_systems.packs.en_words import STREET_SFX_ANY

__all__ = ["PATTERNS", "spoken_digits"]

_CAP = r"[A-ZÀ-Þ][a-zß-ÿ'’]+(?:-[A-ZÀ-Þ][a-zß-ÿ'’]+)?"
_PLACE = rf"{_CAP}(?:[ ]{_CAP}){{0,2}}"
_PHONE_WORDS = (
    "phone", "tel", "telephone", "call", "called", "cell", "mobile", "mob", "hp", "h/p", "handphone", "contact", "number",
    "reach", "reached", "ph", "landline", "whatsapp", "text", "sms", "ring", "nok", "next of kin", "daughter", "son",
    "wife", "husband", "daughter-in-law", "son-in-law", "caregiver", "office", "clinic", "home", "work",
)


def _eight_digit_ok(m: re.Match) -> bool:
    import phonenumbers

    for region in ("SG", "HK"):
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(m.group(), region)):
                return True
        except phonenumbers.NumberParseException:
            continue
    return False


def _intl_ok(m: re.Match) -> bool:
    import phonenumbers

    try:
        return phonenumbers.is_possible_number(phonenumbers.parse(m.group()))
    except phonenumbers.NumberParseException:
        return False


_DIGIT_WORDS = {
    "zero": "0", "oh": "0", "o": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
    "seven": "7", "eight": "8", "nine": "9",
}
_DW = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_DW_RUN = rf"(?:(?:double|triple)[ ])?{_DW}"


def spoken_digits(text: str) -> str:
    """The digits of a number spoken word by word (``double five`` -> ``55``)."""
    out, mult = [], 1
    for w in re.split(r"[ ,.-]+", text.lower()):
        if w in ("double", "triple"):
            mult = 2 if w == "double" else 3
        elif w in _DIGIT_WORDS:
            out.append(_DIGIT_WORDS[w] * mult)
            mult = 1
    return "".join(out)


def _spoken_ok(m: re.Match) -> bool:
    return 7 <= len(spoken_digits(m.group())) <= 12


# US state codes that are no words or credentials in capitals (not IN, OR, ME, OK, HI, ID, MD, DO, PA)
_US_STATES_SAFE = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|IL|IA|KS|KY|LA|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|RI|SC|SD|TN|TX|UT|"
    "VT|VA|WA|WV|WI|WY"
)


def _known_caps_city(m: re.Match) -> bool:
    from multideid.base_systems.packs.en_world import known_place

    return known_place(m.group("c").title())


def _field_place_ok(m: re.Match) -> bool:
    from multideid.base_systems.packs.en_world import known_place

    v = m.group("v")
    return known_place(v) or place_ok(v if not v.isupper() else v.title())


_STREET_WORDS = (
    r"Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Crescent|Cres|Walk|Lane|Ln|Central|North|South|East|West|Close|Link|Way|"
    r"Ring[ ]Road|Place|Park|Rise|View|Grove|Gardens|Terrace|Extension|Ext|Boulevard|Blvd|Highway|Hwy"
)
_UK_STREET = (
    r"Close|Crescent|Mews|Rise|Walk|Grove|Gardens|Parade|Wynd|Brae|Gate|Yard|Wharf|Chase|Croft|Green|Hill|View|"
    r"Vale|End|Side|Terrace|Row|Lane|Road|Street|Avenue|Drive|Way|Place|Court|Square|Park|Esplanade|Quay|Broadway"
)
_CAPS_STREET = (
    r"ST|AVE|AV|RD|BLVD|DR|LN|WAY|CT|PL|HWY|PKWY|TER|TERR|CIR|TRL|LOOP|SQ|PLZ|STREET|AVENUE|ROAD|DRIVE|LANE|BOULEVARD|"
    r"COURT|PLACE|HIGHWAY|PARKWAY|TERRACE|CIRCLE|TRAIL|PIKE|ROW|CRESCENT|CLOSE"
)
_ADDRESS_CUE = ("address", "addr", "residence", "resides", "lives", "living", "res", "home", "located", "stays", "staying", "from")
_POST_NEXT = r"(?=[ \t]*(?:$|[,;)|]|[ \t]{2,}|[ ](?:Ph|Tel|Phone|T:|Fax|Mob|Email|Singapore|Philippines|Kenya|New[ ]Zealand|India|Pakistan|Nigeria)\b))"

# words of ALL CAPS prose between a number and "DR" or "ST" that no street name holds
_CAPS_NOT_STREET = re.compile(
    r"\b(?:AND|OR|THE|TO|AT|ON|IN|OF|FOR|WITH|BY|WAS|WERE|IS|ARE|HE|SHE|HIS|HER|PT|PATIENT|CALLED|SAW|SEEN|SEE|PER|"
    r"FROM|TIMES|DAYS|WEEKS|HOURS|MG|TAB|TABS|TAKE|GIVEN|NOTED|TOLD|ASKED|PAGED|SPOKE|DISCUSSED|REFERRED|BY|IF|THEN|NO|NOT)\b"
)


def _caps_street_ok(m: re.Match) -> bool:
    return _CAPS_NOT_STREET.search(m.group()) is None


PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ phones
    Pattern(
        "phone_bleep",
        r"\b(?:(?i:bleep|blp|bleeper|ext|extn|vocera|ascom|spectralink|dect)\.?|(?i:extension)(?=[ \t]*(?:(?i:no)\.?|#)?[ \t]*:?[ \t]*\d{4,5}\b))"
        r"[ \t]*(?:(?i:no)\.?|#)?[ \t]*:?[ \t]*(?P<n>\d{3,5})(?![\w/-]|[.,]\d|[ ]?(?:°|deg|degrees|%|mmHg|cm|mm|kg|lbs?)\b)",
        "PHONE", 0.75, group="n",
    ),
    Pattern("phone_page_verb", r"(?<!see[ ])(?<!See[ ])(?<!on[ ])(?<!the[ ])\b(?:page|Page|PAGE)[ ](?:me[ ]|him[ ]|her[ ]|them[ ])?(?:(?:at|on)[ ])?(?P<n>\d{4,5})\b(?![ ]+of\b|[.,/-]\d)", "PHONE", 0.6, group="n"),
    Pattern(
        # a number with its country code: "+234 803 555 0147", "+65 6555 0123", "+44 (0)20 7946 0321"
        "phone_intl_plus",
        r"(?<![\w+])\+\d{1,3}[ .-]?(?:\(0?\d{1,4}\)[ .-]?)?\d{1,5}(?:[ .-]?\d{2,5}){1,4}(?![\w]|[-.,]\d)",
        "PHONE", 0.92, validator=_intl_ok,
    ),
    Pattern(
        "phone_eight_digit",
        r"(?<![\w+.,/:-])(?<!\)[ ])(?<!\))[3689]\d{3}[ -]?\d{4}(?![\w-]|[.,]\d)",
        "PHONE", 0.6, validator=_eight_digit_ok, context=_PHONE_WORDS, context_required=True, window=50,
    ),
    Pattern(
        "phone_spoken",
        rf"\b(?i:{_DW_RUN}(?:[ ,.-]+{_DW_RUN}){{6,13}})\b",
        "PHONE", 0.75, validator=_spoken_ok,
    ),
    Pattern(
        "phone_ocr",
        r"(?<![\w?])(?:\(\d{3}\)[ ]?|\d{3}[ .-])\d{3}[ .-][\d?]{4}(?![\w?])",
        "PHONE", 0.7, validator=lambda m: "?" in m.group(),
    ),
    # ------------------------------------------------------------------ addresses
    Pattern(
        "loc_block_street",
        rf"\b(?:Blk|BLK|Block)\.?[ ]\d{{1,4}}[A-Z]?,?[ ](?:(?:Lot|L)\.?[ ]\d{{1,4}}[A-Z]?,?[ ])?(?:{_CAP}[ ]){{1,4}}(?:{_STREET_WORDS})\b\.?"
        r"(?:[ ]\d{1,3}[A-Z]?)?(?:,?[ ]\#\d{1,3}-\d{1,5}[A-Z]?)?",
        "LOCATION", 0.85,
    ),
    Pattern(
        "loc_barangay",
        rf"\b(?:Brgy|BRGY|Bgy|Barangay|Purok|Sitio|Mohalla|Mohallah|Mohallah|Mahalla|Muhalla)\.?(?:[ ](?:Sta\.|Sto\.|Sta|Sto|San|Santa|Santo|del|de|la|{_CAP}|\d{{1,3}})){{1,4}}\b",
        "LOCATION", 0.75, validator=lambda m: not m.group().endswith((" de", " la", " del")),
    ),
    Pattern(
        # South Asian and Nigerian house numbers with their street and sector: "House No. 14, Street 7", "Plot 1234, Sector 5"
        "loc_house_no",
        r"\b(?:House|HOUSE|H\.|Hse\.?|Plot|PLOT|Shop|Door)[ ]?(?:No\.?|NO\.?|\#)?[ ]?\d{1,5}[A-Z]?(?:[ ]?[-/][ ]?[A-Z0-9]{1,4})?"
        r"(?:,[ ](?:Street|St\.?|Road|Rd\.?|Lane|Block|Sector|Phase|Gali|Galli|Cross|Main)[ ]?(?:No\.?[ ]?)?[0-9A-Z]{1,4}\b)+",
        "LOCATION", 0.8,
    ),
    Pattern(
        # Malaysian and Singaporean street words before the name: "45 Jalan Ampang", "Lot 7, Jalan Besar", "Lorong 3"
        "loc_street_malay",
        rf"(?:\b(?:Lot|No\.?)[ ]?\d{{1,5}}[A-Z]?,?[ ]|(?<![\w.-])\d{{1,5}}[A-Z]?,?[ ])?\b(?:Jalan|JALAN|Jln\.?|Lorong|Lrg\.?|Persiaran|Lebuh|Lengkok|Solok)"
        rf"(?:[ ](?:{_CAP}|\d{{1,3}}(?:/\d{{1,3}})?))+",
        "LOCATION", 0.75,
    ),
    Pattern(
        # the Australian unit/number form: "5/12 Smith St", "Unit 3/45 Beach Rd"
        "loc_unit_slash_street",
        rf"(?:\b(?:Unit|Flat|Apt\.?|Villa|Shop)[ ])?(?<![\w/.-])\d{{1,4}}[A-Z]?/\d{{1,5}}[A-Z]?[ ]+(?:{_CAP}[ ]+){{1,3}}(?:{_UK_STREET}|{STREET_SFX_ANY})(?![\w])",
        "LOCATION", 0.85,
    ),
    Pattern(
        "loc_lot_plot",
        rf"\b(?:Lot|Plot|PLOT|Erf|Stand|House[ ]No\.?|H\.[ ]?No\.?|Hse\.?[ ]No\.?|Plot[ ]No\.?)[ ]?\d{{1,5}}[A-Z]?,?[ ](?:{_CAP}[ ]?){{1,3}}(?<![ ])",
        "LOCATION", 0.7, context=_ADDRESS_CUE, context_required=True, window=40, context_side="before",
    ),
    Pattern(
        "loc_numbered_district_city",
        rf"(?:(?<=,[ ])|(?<=^))(?P<c>{_CAP}(?:[ ]{_CAP})?)[ ]\d{{1,2}}(?=[ \t]*(?:,|$))",
        "LOCATION", 0.65, validator=_known_city, flags=re.MULTILINE,
    ),
    Pattern(
        "loc_flat_world",
        rf"\b(?:(?:Flat|FLAT|Unit)[ ](?:\d{{1,2}}/\d{{1,2}}|[0-9G]/[0-9LR]|G/L|\d{{1,2}}F\d|[A-Z]?\d{{1,4}}[A-Z]?)|\d{{1,2}}F\d{{1,2}}),?[ ]+"
        rf"\d{{1,5}}[A-Za-z]?[ ]+(?:{_CAP}[ ]+){{1,3}}(?:{_UK_STREET}|{STREET_SFX_ANY})(?![\w])",
        "LOCATION", 0.9,
    ),
    Pattern(
        "loc_rural_route",
        r"\b(?:RR|R\.R\.|Rural[ ]Route|HC|H\.C\.|Star[ ]Route|Route|Rte\.?|RFD|R\.F\.D\.)[ ]?\#?\d{1,3},?[ ]+(?:Box|BOX)[ ]\d{1,5}[A-Z]?\b"
        r"|\b(?:Box|BOX)[ ]\d{1,5}[A-Z]?,[ ](?:RR|R\.R\.|Rural[ ]Route|HC|RFD)[ ]?\#?\d{1,3}\b",
        "LOCATION", 0.85,
    ),
    Pattern(
        "loc_street_caps",
        rf"(?<![\w.#-])\d{{1,6}}[A-Z]?[ ](?:[NSEW]\.?[ ])?(?:(?:[A-Z][A-Z'-]+|\d{{1,3}}(?:ST|ND|RD|TH))[ ]){{1,3}}(?:{_CAPS_STREET})\.?(?![\w])"
        r"(?:,?[ ](?:APT|STE|SUITE|UNIT|\#)\.?[ ]?\#?[A-Z0-9-]{1,6})?|(?<![\w.#-])\d{1,6}[ ](?:[NSEW]\.?[ ])?BROADWAY\b",
        "LOCATION", 0.8, validator=_caps_street_ok,
    ),
    Pattern(
        # an ALL CAPS city and state code after a street: "2930 N BROADWAY CHICAGO IL", "ELGIN, TX 78621"
        "loc_city_state_caps",
        # (a zero-width match with the span in a lookahead: every word start is tried, "N BROADWAY CHICAGO" fails, "CHICAGO" not)
        rf"(?<![\w-])(?=(?P<all>(?P<c>[A-Z]{{3,}}(?:[ ][A-Z]{{3,}}){{0,2}}),?[ ](?P<s>{_US_STATES_SAFE}))(?=[ \t]*(?:$|[,.;)]|\d{{5}}\b|[ ]{{2}})))",
        "LOCATION", 0.6, group="all", validator=_known_caps_city, split=r",?[ ](?=[A-Z]{2}(?![A-Z]))", flags=re.MULTILINE,
    ),
    Pattern(
        "loc_postcode_after_city",
        rf"(?:(?<=,[ ])|(?<=^))(?P<c>{_PLACE})[ ]?(?:[-–][ ]?)?(?P<z>\d{{4,6}}|\d{{3}}[ ]\d{{3}}){_POST_NEXT}",
        "LOCATION", 0.65, group="z", validator=_known_city, flags=re.MULTILINE,
    ),
    Pattern(
        "loc_postcode_field",
        r"\b(?i:zip|zip[ ]?code|post[ ]?code|postal[ ]code|eircode)[ \t]*[:#]?[ \t]*"
        r"(?P<z>(?=[\d?]*\d[\d?]*\d[\d?]*\d)[\d?]{4,6}(?:-[\d?]{4})?|(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ ]?[0-9AC-FHKNPRTV-Y]{4})(?![\w?-])",
        "LOCATION", 0.8, group="z",
    ),
    Pattern(
        "loc_eircode",
        r"(?<![\w-])(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ ](?=[0-9AC-FHKNPRTV-Y]*[A-Z])[0-9AC-FHKNPRTV-Y]{4}(?![\w-])",
        "LOCATION", 0.7, context=("co.", "county", "dublin", "cork", "galway", "limerick", "waterford", "ireland", "eircode", "kerry",
                                  "mayo", "donegal", "wicklow", "kildare", "meath", "tipperary", "clare", "sligo", "wexford"),
        context_required=True, window=60,
    ),
    Pattern(
        "loc_field_place",
        rf"(?:^|(?<=[ ]{{2}})|(?<=\t)|(?<=\|[ ]))(?:CITY|City|TOWN|Town|SUBURB|Suburb|COUNTY|County|PROVINCE|Province|COUNTRY|Country|"
        rf"Town/City|City/Town|PARISH|Parish|DISTRICT|District|VILLAGE|Village|STATE|State)[ \t]*:[ \t]*"
        rf"(?P<v>{_PLACE}|[A-Z]{{2,}}(?:[ ][A-Z]{{2,}}){{0,2}})(?=[ \t]*(?:$|[,;|]|[ ]{{2,}}|\t))",
        "LOCATION", 0.7, group="v", validator=_field_place_ok, flags=re.MULTILINE,
    ),
    # ------------------------------------------------------------------ user names
    Pattern(
        "username_at_handle", r"(?<![\w@.])@(?P<n>[A-Za-z][A-Za-z0-9_.]{2,30}[A-Za-z0-9_])(?![\w@]|\.\w)", "USERNAME", 0.7, group="n",
        validator=lambda m: bool(re.search(r"[\d_.]", m.group("n"))) or login_ok(m.group("n")),
    ),
    Pattern("username_reddit", r"(?<![\w/])u/(?P<n>[A-Za-z0-9][A-Za-z0-9_-]{2,20})(?![\w-])", "USERNAME", 0.85, group="n"),
    Pattern(
        "username_underscore_cued",
        r"\b(?i:from|by|reply[ ]from|replied|moderator|mod|user|poster|posted[ ]by|op|admin|author)[ :]+\(?"
        r"(?P<n>[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)(?![\w@.-])",
        "USERNAME", 0.75, group="n",
    ),
)
