"""English pack, addresses written in other countries' schemes (issue #22, session 17).

Letters, forms and translations in English quote the address the way the patient's country writes it.
Conventions of the hand-written sets: the street line (house number, flat, block, staircase, floor and
apartment) is one LOCATION span; a named administrative level is a span *without* its level word
(``Tambon [Nong Prue]``, ``Kel. [Cempaka Putih Timur]``, ``jud. [Cluj]``, ``phường [Hàng Bài]``,
``[Bole] sub-city``); a numbered level keeps its word (``Moo 4``, ``RT 003/RW 007``, ``Quận 1``,
``Sector 3``); city and postcode are separate spans.

* ``loc_street_first_world``: a street word before the name and a house number after it, with the unit
  tails of the country: Romania/Moldova ``Str. Lalelelor nr. 5, bl. A2, sc. 1, ap. 14``, Greece ``Odos
  Ermou 55``, Latin America ``Calle 45 # 12-55, apto 502``, ``Jr. Huallaga 555, int. 3``, ``Av. Corrientes
  5550, 3° B``, Indonesia ``Jl. Cempaka Putih Raya No. 55``, Thailand ``Soi Sukhumvit 11``, Morocco
  ``Derb Sidi Bouloukat n° 12``, Russia/Ukraine ``ul. Lenina, d. 5, kv. 12``; the house number is required
  and the ambiguous abbreviations (``Str.`` strength, ``Av.`` average, ``Jr.`` junior) need a rare name
  and no unit after the number.
* ``loc_street_suffix_world``: Turkish ``Cumhuriyet Cad. No: 12``, ``Gül Sokak No. 5 D: 3``;
  ``loc_vn_street``: Vietnamese ``số 27 ngõ 14 phố Huế``; ``loc_moo_house``: Thai ``99/12 Moo 4``;
  ``loc_rt_rw``: Indonesian ``RT 003/RW 007``; ``loc_house_no_bare``: ``Kebele 05, house no. [555]``; ``loc_block_chain``: Gulf block addresses ``Block 4, Street
  12, House 7``, ``Building 345, Road 2801, Block 428`` (two numbered parts at least: a heart or nerve
  block is never followed by ``Street 12``).
* ``loc_admin_prefixed``: a level word then the name (Thai Tambon/Amphoe/Khet/Khwaeng/Changwat, Indonesian
  Kel./Kec./Kab./Kelurahan/Kecamatan/Kabupaten/Desa, Vietnamese phường/quận/huyện/xã/tỉnh/thành phố,
  Romanian jud./comuna, Rwandan Umudugudu/Akagari/Umurenge/Akarere, Ethiopian Kifle Ketema, Kenyan
  Sub-location, Bangladeshi Upazila/Union, Indian Taluk/Mandal/P.O./P.S./Dist./Vill., Latin American
  barrio/Bairro/Col./Municipio/Distrito/Vereda/Urb.); ``loc_admin_numbered`` (``Quận 1``, ``tổ 5``,
  ``Sector 3`` near Bucharest); ``loc_taman`` (a Malaysian estate, ``Taman Melati``); ``loc_admin_suffixed``: the name then the level word (``Bole sub-city``,
  ``Ikeja LGA``, ``Savar Upazila``, ``Kadıköy Mahallesi``, ``Kharkiv oblast``, ``Brovary raion``);
  ``loc_asia_suffix``: Japanese, Korean wards and streets (``Shinjuku-ku``, ``Gangnam-gu``, ``Teheran-ro
  152``, ``3-chōme``); ``loc_pinyin_street`` (``88 Nanjing Dong Lu``, ``Chaoyang Qu``).
* Postcodes: ``loc_postcode_spaced`` (Greek, Swedish, Czech ``Athina 105 63``, ``114 55 Stockholm``),
  ``loc_postcode_nl`` (``1012 AB Amsterdam``), ``loc_postcode_world_city`` (a 4-6 digit code after a town of
  the world list closing an address line), ``loc_postcode_word_world`` (``C.P. 06700``, ``CEP 01310-100``,
  ``PIN 560034``, ``PLZ 80331``).
* ``loc_city_after_comma_world``: a rare town of the world list closing an address or hospital line
  (``Bệnh viện Bạch Mai, Hà Nội``, ``Médina, Marrakech``), diacritics and all, or a city with an
  Indonesian compass word (``Jakarta Pusat``).
* ``loc_iso3_passport``: an ISO 3166 alpha-3 country code (pycountry) on a passport, nationality or
  issuing-country line (``Passport: C5550192 (VNM)``, ``Nationality: PHL``).
* Informal: ``loc_on_island_world`` (``a fisherman on Kalymnos``, a rare town of the world list after a
  word of living or work), ``loc_camp_named`` (``burn pits at Camp Taji``, ``FOB Salerno``), ``loc_ex_place``
  (``FIFO ex Perth``), ``loc_lives_with_comma`` (``lives with them, Wythenshawe.``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_org_words import generic_word
from multideid.base_systems.packs.en_places import place_key, world_place, world_region
from multideid.base_systems.packs.en_where6 import drug_words
from multideid.base_systems.packs.en_world import known_person, known_place
from multideid.base_systems.word_freq import zipf

__all__ = ["PATTERNS", "iso3_codes", "rare_place"]

# letters of names, Vietnamese ones too (Ạ-ỹ: the Latin Extended Additional block, cases alternate)
_UP = "A-ZÀ-ÖØ-ÞĀ-ŽƠƯẠ-Ỹİ"
_LO = "a-zß-öø-ÿā-žơưạ-ỹı'’"
_CW = rf"(?<![\w'’-])[{_UP}][{_LO}]+(?:-[{_UP}]?[{_LO}]+)*(?![\w'’-])"
_PART = r"(?:de|del|de[ ]la|la|las|los|do|da|dos|das|di|lui|al|el|e|y)"
_NAME = rf"{_CW}(?:[ ](?:{_PART}[ ])?{_CW}){{0,3}}"
_END = r"(?=[ \t]*(?:[,;:)(\n/]|\.(?:[ \t]|$)|$|[ \t]{2}))"
_UNITS = re.compile(r"[ ]?(?i:mg|mcg|µg|g|ml|mL|l|mmol|mmhg|iu|units?|%|kg|cm|mm|bpm|x|tab|tabs|caps?|puffs?|mg/dl|min|h|hrs?)\b")
_ADDR_LABEL = re.compile(
    r"(?i)\b(?:address|addr|adresse|alamat|domicilio|direcci[oó]n|domiciliu|endere[cç]o|địa[ ]chỉ|dia[ ]chi|residing|resides|"
    r"residence|lives|living|home|c/o|hospital|clinic|bệnh[ ]viện|rumah[ ]sakit|rsud|chu|puskesmas|spitalul|clínica|centre|center)\b"
)


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[ -]+", text) if w]


def _rare(word: str, limit: float) -> bool:
    return zipf(word.strip(".'’").lower(), "en") < limit


def rare_place(text: str, limit: float = 3.0) -> bool:
    """A town of the world list whose words are rare in English, no person, drug, region or generic word
    ("Kalymnos", "Hà Nội", "Wythenshawe" is no town of the list)."""
    words = _words(text)
    return (bool(words) and world_place(text) and not world_region(text) and not known_person(text)
            and not any(generic_word(w) or w.lower() in drug_words() for w in words)
            and all(_rare(w, limit) for w in words) and name_ok(text, min_len=2))


def _name_words_ok(text: str, limit: float = 4.0) -> bool:
    """A proper name of a place: no generic or drug word, one word at least rare in English."""
    words = [w for w in _words(text) if not re.fullmatch(_PART, w)]
    if not words or any(generic_word(w) or w.lower() in drug_words() for w in words):
        return False
    return any(_rare(w, limit) for w in words)


def _line_before(m: re.Match, group: int | str = 0, window: int = 200) -> str:
    """The text of the match's line before it, at most ``window`` characters (linear on long lines)."""
    s, start = m.string, m.start(group)
    lo = max(0, start - window)
    nl = s.rfind("\n", lo, start)
    return s[nl + 1 if nl >= 0 else lo:start]


# ------------------------------------------------------------------ streets
_STREET_SAFE = (
    r"Strada|Bulevardul|B-dul|Calea|Aleea|Șoseaua|Soseaua|Șos\.|Sos\.|Splaiul|Intrarea|Piața|Odos|Odós|Leoforos|Leof\.|Plateia|"
    r"Jirón|Jiron|Avda\.|Avenida|Calle|Carrera|Cra\.|Diagonal|Transversal|Pasaje|Psje\.|Pje\.|Rua|Travessa|Alameda|Calzada|Calz\.|"
    r"Jl\.|Jln\.|Jalan|Gg\.|Gang|Soi|Thanon|Derb|Zanqat|Zenqat|Sharia|Shari['’]a|Rue|ulitsa|vul\.|vulytsia|prosp\.|prospekt"
)
_STREET_AMBIG = r"Str\.|Av\.|Jr\.|Cl\.|Kr\.|Tv\.|Dg\."
_HOUSE = (
    r"(?:[ ]?(?:\#|No\.?|N°|Nº|n°|nº)[ ]?\d{1,3}[A-Z]?[ ]?-[ ]?\d{1,3}"  # Colombian "# 12-55"
    r"|,?[ ](?:nr\.?|Nr\.?|No\.?|NO\.?|no\.?|Nº|N°|n°|nº|d\.|dom)[ ]?\d{1,5}[A-Za-z]?(?:[-/]\d{1,4}[A-Za-z]?)?"
    r"|,?[ ]\d{1,5}[A-Za-z]?(?:[-/]\d{1,4}[A-Za-z]?)?)"
)
_UNIT_TAIL = (
    r"(?:,?[ ](?:bl\.|bloc|sc\.|scara|et\.|etaj|ap\.|(?i:apt\.?|apto\.?|apart\.?|int\.|interior|dpto\.?|depto\.?|piso)|of\.|"
    r"kv\.|korp\.|Lt\.|Mz\.|D:|Daire)[ ]?[A-Z0-9]{1,4}(?![\w-])|,[ ]\d{1,2}[°º][ ]?[A-Z]?(?![\w-]))*"
)


def _street_first_ok(m: re.Match) -> bool:
    """A house number that is no dose or decimal; after an ambiguous abbreviation (``Str.`` strength,
    ``Av.`` average, ``Jr.`` junior) a rare name, not right after a name ("Harold Jr. 55")."""
    if _UNITS.match(m.string, m.end()) or re.match(r"[.,]\d", m.string[m.end():m.end() + 2]):
        return False
    if m.group("a"):
        before = m.string[max(0, m.start() - 30):m.start()]
        if re.search(r"(?<![\w'’-])[A-Z][\w'’-]*,?[ ]?$", before):  # after a name: "Harold Jr. 55"
            return False
        name = m.group("n")
        return name[0].isdigit() or _name_words_ok(name, 3.5)
    return m.group("n")[0].isdigit() or _name_words_ok(m.group("n"), 5.5)


_VN_STREET = r"(?:phố|Phố|đường|Đường)"
_TR_STREET = r"Caddesi|Cad\.|Cd\.|Sokak|Sokağı|Sok\.|Sk\.|Bulvarı|Blv\.|Yolu"

# ------------------------------------------------------------------ administrative levels
_ADMIN_SAFE = (
    r"Tambon|Amphoe|Amphur|Khet|Khwaeng|Changwat|Kelurahan|Kel\.|Kecamatan|Kec\.|Kabupaten|Kab\.|Kotamadya|"
    r"phường|Phường|quận|Quận|huyện|Huyện|xã|Xã|tỉnh|Tỉnh|thị[ ]xã|thị[ ]trấn|thành[ ]phố|Thành[ ]phố|TP\.|"
    r"jud\.|Jud\.|județul|judetul|Județul|comuna|Comuna|Umudugudu|Akagari|Umurenge|Akarere|Kifle[ ]Ketema|"
    r"Sub-?location|Upazila|Upazilla|Taluk|Mandal|Bairro|barrio|Barrio|Municipio|Vereda|Corregimiento|Urb\.|Urbanización"
)
# words that are also English or clinical: only inside an address run (after a comma or a field label)
_ADMIN_AMBIG = r"Desa|Union|Thana|P\.O\.|P\.S\.|Dist\.|Distt\.|Vill\.|Col\.|Distrito|Kota|Mun\."
_ADMIN_NUM = r"Quận|quận|Phường|phường|Tổ|tổ|Khu[ ]phố|khu[ ]phố|Ấp|ấp|Xóm|xóm|Dusun|Lingkungan"
_ADMIN_AFTER = (
    r"sub-?city|Sub-?[Cc]ity|LGA|L\.G\.A\.?|Upazila|Upazilla|Mahallesi|Mah\.|oblast|raion|rayon|Raion|Rayon|"
    r"Kifle[ ]Ketema|Tehsil|Taluk|Taluka|Mandal|Thana|İlçesi"
)


def _admin_ok(m: re.Match) -> bool:
    n, w = m.group("n"), m.group("w")
    if w:
        # an ambiguous level word only in an address run, never before a person's name ("Col. Harris")
        if known_person(n) or not re.search(r"(?:,|:|^)[ \t]*$", _line_before(m, "w")):
            return False
        if w == "Col." and not re.search(r"\d[^,\n]*,[ ]$", _line_before(m, "w")):
            return False  # "Col. Roma Norte" follows a street with its number
    if not _name_words_ok(n, 5.0):
        return False
    return not known_person(n) or world_place(n) or any(ord(c) > 0x24F for c in n)


def _admin_after_ok(m: re.Match) -> bool:
    n = m.group("n")
    if known_person(n) and not world_place(n):  # "seen by Ali Mah."
        return False
    return not re.match(r"(?i:the|a|an|his|her|in|of|from|local|same|other)$", n.split()[0]) and _name_words_ok(n, 4.0)


# ------------------------------------------------------------------ postcodes
def _spaced_ok(c: str) -> bool:
    return world_place(c) and not known_person(c) and not generic_word(c.split()[0])


def _world_city_code_ok(m: re.Match) -> bool:
    """A town of the world list (not of the gazetteer: ``loc_postcode_after_city`` has those) after an
    address with a number ("Odos Ermou 55, Athina 10563")."""
    c, z = m.group("c"), m.group("z")
    if len(z) == 4 and 1900 <= int(z) <= 2030:  # a year ("deployments (Fallujah 2004, Helmand 2008)")
        return False
    return (not known_place(c) and world_place(c) and not known_person(c) and not any(generic_word(w) for w in c.split())
            and re.search(r"\d", _line_before(m, "c")) is not None)


# ------------------------------------------------------------------ countries
@lru_cache(maxsize=1)
def iso3_codes() -> frozenset[str]:
    """The ISO 3166-1 alpha-3 country codes (pycountry), with Kosovo's ``XKX`` and ``D`` passports' ``D``-less form."""
    import pycountry

    return frozenset(c.alpha_3 for c in pycountry.countries) | {"XKX", "UNK", "RKS"}


_PASSPORT_LINE = re.compile(
    r"(?i)\b(?:passport|passports|nationality|citizenship|citizen[ ]of|issuing[ ](?:country|state|authority)|country[ ]of[ ](?:issue|birth|citizenship)|"
    r"issued[ ](?:by|in)|travel[ ]document|visa|nat\.)"
)


def _iso3_ok(m: re.Match) -> bool:
    """A country code in brackets or closing a field, on a line of passport or nationality words; not
    bracketed, no English word in capitals ("AND", "PER", "CAN")."""
    c, s = m.group(), m.string
    if c not in iso3_codes() or not _PASSPORT_LINE.search(_line_before(m)[-80:]):
        return False
    if s[max(0, m.start() - 1):m.start()] == "(" and s[m.end():m.end() + 1] == ")":
        return True
    return re.match(r"[ \t]*(?:$|[,;/|\n]|[ \t]{2})", s[m.end():]) is not None and zipf(c.lower(), "en") < 3.5


# ------------------------------------------------------------------ informal
_LIFE_WORDS = re.compile(
    r"(?i)\b(?:lives?|lived|living|grew[ ]up|born|raised|home|holiday(?:s|ing)?|vacation(?:ing)?|works?|worked|working|"
    r"fisherman|fishermen|farmer|farms|stationed|posted|stays?|stayed|staying|moved|retired|family|ferry|boat|island|"
    r"teacher|nurse|doctor|shop|bar|hotel|taverna|restaurant)\b[^.;\n]{0,40}$"
)


def _on_island_ok(m: re.Match) -> bool:
    n = m.group("n")
    return _LIFE_WORDS.search(m.string, max(0, m.start() - 60), m.start()) is not None and rare_place(n, 3.0) and not known_place(n)


def _camp_ok(m: re.Match) -> bool:
    n = m.group("n")
    return _name_words_ok(n, 3.5) and (not known_person(n.split()[0]) or _rare(n.split()[0], 2.5))


def _ex_ok(m: re.Match) -> bool:
    n = m.group("n")
    return known_place(n) and world_place(n) and not known_person(n) and not generic_word(n.split()[0])


def _lives_comma_ok(m: re.Match) -> bool:
    n = m.group("n")
    return (world_place(n) or _name_words_ok(n, 3.0)) and not known_person(n) and name_ok(n, min_len=3)


_ID_COMPASS = re.compile(r"(?P<c>.+)[ ](?:Pusat|Utara|Selatan|Barat|Timur|Tengah)")


def _after_comma_ok(m: re.Match) -> bool:
    """A rare town of the world list, or a city of the gazetteer with an Indonesian compass word
    ("Jakarta Pusat", "Bandung Barat"), closing an address or hospital line."""
    n = m.group("n")
    if _ADDR_LABEL.search(_line_before(m, "n")) is None:
        return False
    c = _ID_COMPASS.fullmatch(n)
    if c and known_place(c.group("c")) and not known_person(c.group("c")):
        return True
    return not known_place(n) and rare_place(n, 3.0)


PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ streets
    Pattern(
        "loc_street_first_world",
        rf"(?<![\w.])(?:(?P<s>{_STREET_SAFE})|(?P<a>{_STREET_AMBIG}))[ ](?P<n>\d{{1,3}}[A-Z]?(?:[ ](?:Bis|Sur|Norte|Este|Oeste|A|B))?|{_NAME})"
        rf"{_HOUSE}{_UNIT_TAIL}(?![\w-]|[.,]\d)",
        "LOCATION", 0.8, validator=_street_first_ok,
    ),
    Pattern(
        "loc_street_suffix_world",
        rf"(?<![\w'’-])(?:{_CW}[ ]){{1,3}}(?:{_TR_STREET})(?:,?[ ](?:No|NO)[:.]?[ ]?\d{{1,4}}[A-Z]?(?:/\d{{1,3}})?)(?:[ ](?:D|Daire|Kat)[:.]?[ ]?\d{{1,3}})?(?![\w-])",
        "LOCATION", 0.8,
    ),
    Pattern(
        "loc_vn_street",
        rf"(?:\b(?:số|Số)[ ])?(?<![\w/-])\d{{1,4}}[A-Z]?(?:/\d{{1,4}})*(?:,?[ ](?:ngõ|Ngõ|ngách|Ngách|hẻm|Hẻm|kiệt|Kiệt)[ ]\d{{1,4}}(?:/\d{{1,4}})*)*"
        rf",?[ ]{_VN_STREET}[ ]{_CW}(?:[ ]{_CW}){{0,3}}",
        "LOCATION", 0.8,
    ),
    Pattern(
        "loc_moo_house",
        r"(?:(?<![\w/.-])\d{1,4}(?:/\d{1,4})?,?[ ])?\b(?:Moo|Mhu)[ ]?\d{1,2}(?![\w/.-]|[.,]\d)",
        "LOCATION", 0.75,
        validator=lambda m: m.group()[0].isdigit() or re.match(r",?[ ](?:Tambon|T\.|Soi|Thanon|Amphoe|Ban)\b", m.string[m.end():]) is not None,
    ),
    Pattern(
        # a bare house number closing an address run, its cue outside: "Kebele 05, house no. 555"
        "loc_house_no_bare",
        r"(?<=\d,[ ])(?:house|h\.)[ ]?(?:no\.?|number|\#)[ ]?(?P<n>\d{1,5}[A-Z]?(?:/\d{1,4})?)(?![\w/-]|[.,]\d|,[ ](?:Street|St|Road|Rd|Lane|Block|Sector)\b)",
        "LOCATION", 0.62, group="n",
    ),
    Pattern("loc_rt_rw", r"\bRT[ .]?\d{1,3}[ ]?(?:/|,)?[ ]?RW[ .]?\d{1,3}\b", "LOCATION", 0.8),
    Pattern(
        "loc_block_chain",
        r"\b(?:(?:Block|Blk|Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Jadda|Building|Bldg\.?|House|Villa|Flat|Apt\.?)[ ](?:No\.?[ ])?\d{1,4}[A-Z]?,?[ ]){1,4}"
        r"(?:Block|Blk|Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Jadda|Building|Bldg\.?|House|Villa)[ ](?:No\.?[ ])?\d{1,4}[A-Z]?(?![\w-]|[.,]\d)",
        "LOCATION", 0.8,
        validator=lambda m: len(re.findall(r"\d+", m.group())) >= 2 and re.search(r"\b(?:Block|Blk|Jadda|Road|Rd)\b", m.group()) is not None,
    ),
    # ------------------------------------------------------------------ administrative levels
    Pattern(
        "loc_admin_prefixed",
        rf"(?:\b(?:{_ADMIN_SAFE})|(?<![\w.])(?P<w>{_ADMIN_AMBIG}))[ ](?P<n>{_NAME}){_END}",
        "LOCATION", 0.66, group="n", validator=_admin_ok, flags=re.MULTILINE,
    ),
    Pattern(
        # a Malaysian housing estate, its word inside like "Jalan" and "Kampung": "12 Jalan Mawar 3, Taman Melati, Kuala Lumpur"
        "loc_taman",
        rf"(?:(?<=,[ ])|(?<=:[ ])|(?<=^))Taman[ ](?P<n>{_NAME}(?:[ ]\d{{1,2}})?){_END}",
        "LOCATION", 0.66, flags=re.MULTILINE, validator=lambda m: _name_words_ok(re.sub(r"[ ]\d+$", "", m.group("n")), 4.0),
    ),
    Pattern(
        "loc_admin_numbered",
        rf"\b(?:{_ADMIN_NUM})[ ]\d{{1,2}}[A-Z]?(?![\w/-]|[.,]\d)|(?<=,[ ])Sector[ ][1-6](?=[ \t]*(?:,|$))",
        "LOCATION", 0.7, flags=re.MULTILINE,
        validator=lambda m: not m.group().startswith("Sector") or re.search(r"(?i)bucure[sș]ti|bucharest", m.string[max(0, m.start() - 80):m.end() + 40]) is not None,
    ),
    Pattern(
        "loc_admin_suffixed",
        rf"(?P<n>{_CW}(?:[ ]{_CW}){{0,2}})[ ](?:{_ADMIN_AFTER})(?![\w-])",
        "LOCATION", 0.64, group="n", validator=_admin_after_ok,
    ),
    Pattern(
        "loc_asia_suffix",
        rf"(?:(?<![\w/.-])\d{{1,4}}(?:-\d{{1,4}}){{0,3}},?[ ])?(?<![\w'’-])[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?-(?:ku|shi|gu|dong|ro|gil|gun|eup|myeon|machi|ch[oō]|ch[oō]me)"
        r"(?:[ ]\d{1,4}(?:-\d{1,4})?(?:[ ]?beon-?gil)?)?(?![\w-])|(?<![\w-])\d{1,2}-ch[oō]me(?![\w-])",
        "LOCATION", 0.72,
        # not a Korean given name after its surname ("Kim Min-gu")
        validator=lambda m: not re.search(r"(?i)\b(?:non|pre|post|anti|multi|self|x)-", m.group())
        and not re.search(r"(?<![\w'’-])[A-Z][a-z]+[ ]$", _line_before(m)),
    ),
    Pattern(
        "loc_pinyin_street",
        rf"(?<![\w/.-])\d{{1,5}}(?:[ ]Hao)?,?[ ](?P<n>[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?)[ ](?:(?:Dong|Xi|Nan|Bei|Zhong)[ ])?(?:Lu|Jie|Dajie|Dadao|Hutong)(?![\w-])"
        rf"|(?<![\w'’-])(?P<q>[A-Z][a-z]+)[ ](?:Qu|Xian|Zhen)(?=[ \t]*(?:[,;.)\n]|$))",
        "LOCATION", 0.72, flags=re.MULTILINE,
        validator=lambda m: all(not known_person(w) or world_place(w) for w in (m.group("n") or m.group("q")).split())
        and _name_words_ok(m.group("n") or m.group("q"), 3.5),
    ),
    # ------------------------------------------------------------------ postcodes
    Pattern(
        "loc_postcode_spaced",
        rf"(?<![\w'’-])(?P<c>{_CW}(?:[ ]{_CW})?)[ ](?P<z>[1-9]\d{{2}}[ ]\d{{2}})(?![\w-]|[ ]\d|[.,]\d)"
        rf"|(?:^|(?<=,[ ])|(?<=:[ ]))(?P<z2>[1-9]\d{{2}}[ ]\d{{2}})[ ](?P<c2>{_CW}(?:[ ]{_CW})?)(?=[ \t]*(?:[,;\n]|$))",
        "LOCATION", 0.7, flags=re.MULTILINE, split=r"(?<=[^\W\d])[ ](?=\d)|(?<=\d)[ ](?=[^\W\d])",
        validator=lambda m: _spaced_ok(m.group("c") or m.group("c2")),
    ),
    Pattern(
        "loc_postcode_nl",
        rf"(?<![\w-])(?P<z>[1-9]\d{{3}}[ ]?(?!SA|SD|SS)[A-Z]{{2}})[ ]+(?P<c>{_CW}(?:[ ]{_CW})?)(?=[ \t]*(?:[,;.)\n]|$))",
        "LOCATION", 0.7, flags=re.MULTILINE, split=r"(?<=[A-Z]{2})[ ]+",
        validator=lambda m: world_place(m.group("c")) and not known_person(m.group("c"))
        and m.group("z")[-2:] not in ("IU", "MG", "ML", "UN", "IV", "IM", "SC", "PO", "PR", "QD", "HR", "BP", "MU", "OD", "OS"),
    ),
    Pattern(
        "loc_postcode_world_city",
        rf"(?<=,[ ])(?P<c>{_CW}(?:[ ]{_CW})?)[ ](?P<z>\d{{4,6}})(?=[ \t]*(?:$|[,;)]|[ \t]{{2}}))",
        "LOCATION", 0.66, group="z", flags=re.MULTILINE, validator=_world_city_code_ok,
    ),
    Pattern(
        "loc_postcode_word_world",
        r"(?:(?<=,[ ])|(?<=\()|(?<=^)|(?<=-[ ])|(?<=:[ ]))(?:C\.P\.|CP|CEP|PLZ|T\.K\.|PIN(?:[ ]?[Cc]ode)?|Pin(?:[ ]?[Cc]ode)?|Pincode)[ ]?[:-]?[ ]?"
        r"(?P<z>\d{5}-\d{3}|\d{3}[ ]?\d{3}|\d{4,5})(?![\w-]|[.,]\d)",
        "LOCATION", 0.72, group="z", flags=re.MULTILINE,
        validator=lambda m: (len(re.sub(r"\D", "", m.group("z"))) == 6) == bool(re.match(r"(?i)pin", m.group()))
        and (not re.match(r"C\.?P", m.group()) or len(m.group("z")) == 5) and (not m.group().startswith("CEP") or "-" in m.group("z") or len(m.group("z")) == 5),
    ),
    Pattern(
        "loc_city_after_comma_world",
        rf"(?<=[\w)],[ ])(?P<n>{_CW}(?:[ ]{_CW}){{0,2}})(?=[ \t]*(?:[.;)\n,]|$))",
        "LOCATION", 0.58, group="n", flags=re.MULTILINE, validator=_after_comma_ok,
    ),
    # ------------------------------------------------------------------ countries
    Pattern(
        "loc_iso3_passport",
        r"(?<![\w-])[A-Z]{3}(?![\w-])",
        "LOCATION", 0.7, validator=_iso3_ok,
    ),
    # ------------------------------------------------------------------ informal
    Pattern(
        "loc_on_island_world",
        rf"\b(?i:on|off)[ ](?P<n>{_CW}(?:[ ]{_CW})?)(?=[ \t]*(?:[,.;:)\n]|$)|[ ](?:and|for|with|since|until|where|when|in|last|this|every)\b)",
        "LOCATION", 0.56, group="n", validator=_on_island_ok, flags=re.MULTILINE,
    ),
    Pattern(
        "loc_camp_named",
        rf"\b(?:(?i:at|in|from|to|near|on|of)|stationed|deployed|based)[ ](?P<c>(?:Camp|FOB|Firebase|COB|Forward[ ]Operating[ ]Base)[ ](?P<n>{_CW}(?:[ ]{_CW})?))(?![ ](?:{_CW}))",
        "LOCATION", 0.62, group="c", validator=_camp_ok,
    ),
    Pattern(
        "loc_ex_place",
        rf"\b(?:(?:FIFO|DIDO|BIBO|fly-in[ ]fly-out)[ ](?:worker[ ])?(?:ex|from|out[ ]of)|(?<![\w-])ex)[ ](?P<n>{_CW}(?:[ ]{_CW})?)(?=[ \t]*(?:[,.;:)\n]|$)|[ ][a-z])",
        "LOCATION", 0.6, group="n", validator=_ex_ok, flags=re.MULTILINE,
    ),
    Pattern(
        "loc_lives_with_comma",
        rf"\b(?i:lives|living|lived|resides|residing|stays|staying)[ ](?i:with)[ ](?i:them|her|him|us|family|(?:his|her|their)[ ][a-z]+),[ ](?P<n>{_CW}(?:[ ]{_CW})?)(?=[ \t]*(?:[.;)\n]|$))",
        "LOCATION", 0.58, group="n", validator=_lives_comma_ok, flags=re.MULTILINE,
    ),
)

