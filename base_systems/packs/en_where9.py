"""English pack, street lines and postcode lines written in other countries' formats (issue #22, session 21).

Conventions of the hand-written sets (as in en_where7): the street line (street, house number, and the
staircase, floor, door or flat written with it) is one LOCATION span; postcode, town and state are separate
spans; a numbered district stays with its town (``Praha 2``, ``København N``, like ``Dublin 2``); the name of
an Indian locality keeps its word (``Shanti Colony``, like ``Jubilee Hills``).  Every street rule needs a house
number; a bare street word (``the main road``, ``Via the IV``, ``rue`` in French text) never fires.

* ``loc9_street_prefix``: a street word written before the name, in the Romance, Slavic, Baltic, Balkan,
  Greek, Maltese, Hebrew, Arabic, Malay, Thai and Vietnamese forms (``Chemin des Vignes 8``, ``C/ de Balmes
  45``, ``Calzada de Tlalpan 1234``, ``Náměstí Míru 15``, ``Trg bana Jelačića 3``, ``Av. 9 de Julio 1000``,
  ``Laan van Meerdervoort 12``, ``Jalan Sudirman Kav. 52-53``), particles inside the name; the number after
  the name (a cue like ``nr.``, ``No.``, ``n°``, ``č.`` allowed).  Ambiguous abbreviations (``Av.``, ``Str.``,
  ``al.``, ``pl.``, ``Via``, ``Place``, ``Avenue``) need a name rare in English.
* ``loc9_street_num_first``: the number first (``45 Thanon Rama IV``, ``7 Calle Sol``, ``12 Chemin du Lac``).
* ``loc9_street_glued``: a street word glued to the name (German/Austrian/Swiss ``-straße``, ``-gasse``,
  ``-damm``, ``-ring``, ``-ufer``; Dutch ``-gracht``, ``-kade``, ``-singel``; Nordic ``-gade``, ``-vej``,
  ``-gatan``, ``-vägen``, ``-veien``; Finnish ``-katu``, ``-tie``, ``-kuja``; Icelandic ``-vegur``, ``-braut``)
  and a house number (``Kurfürstendamm 21``, ``Keizersgracht 123-II``); the word must be rare in English
  (``Spring 2024`` is no street).
* ``loc9_street_word_after``: a name then a separate street word (``Mariahilfer Str. 45/12``,
  ``Eschenheimer Anlage 12``, ``Nevsky prospekt 28``, ``Gedimino pr. 9``, ``Laisvės al. 3``, ``Narva mnt. 5``,
  ``Dunajska cesta 5``); the name rare in English.
* The four rules above have a ``_unit`` twin that needs the flat, floor or door written after the number
  (``2.º Esq.``, ``3º izda.``, ``2n 1a``, ``4° piso``, ``bajo``, ``3e étage``, ``2. OG``, ``Bât. B``, ``m. 14``, ``kv. 14``, ``Top 7``, ``Whg. 5``,
  ``Stiege 2``, ``3. tv.``, ``st. th.``, Finnish ``5 A 12``, ``bus 3``); it outscores the shorter street
  spans (and the cued address blocks, which cut at the comma) so the whole street line is one span.
* ``loc9_postcode_prefixed``: a country-letter postcode and its town (``CH-8001 Zürich``, ``A-1060 Wien``,
  ``D-10115 Berlin``, ``F-75001 Paris``): two spans.
* ``loc9_postcode_town``: a postcode then a town closing an address line after a street with a number
  (``, 1010 Wien``, ``, 00-514 Warszawa``, ``, 120 00 Praha 2``, ``, 2200 København N``, ``, 03300 CDMX``):
  two spans; a four-digit year before a town of no list is no postcode.
* ``loc9_town_postcode_stop``: a town of the world list and its postcode ending a sentence after a street
  (``..., Kyiv 01001.``; the earlier rules stop at commas and line ends only): two spans.
* ``loc9_town_after_street``: a town of the world list closing the line right after a house number or flat
  (``Piazza della Signoria 5, Firenze.``); ``loc9_district_slash_city``: Turkish ``34710 Kadıköy/İstanbul`` (two
  spans); ``loc9_colonia``: the name after ``Col.``/``Colonia``/``Bairro``/``Barrio`` after a street with a number,
  the word outside, a person's name too (``Col. Juárez``); ``loc9_bairro_dash``: ``Rua Haddock Lobo, 595 -
  Cerqueira César``.
* ``loc9_india_locality``: an Indian locality by its word (``Gandhi Nagar``, ``Lajpat Nagar``, ``Vasant Vihar``,
  ``Rajiv Chowk``, ``Shanti Colony``, ``HSR Layout``, ``Defence Colony``), the English words (Colony,
  Layout, Enclave) only in an address run; ``loc9_sector``: ``, Sector 15,`` between commas;
  ``loc9_comma_street``: a house number, a comma and the street (``12, MG Road``, ``No. 55/2, Temple Road``).
* ``loc9_street_en_word_number`` (score .7): an English street word with the number after it, as streets abroad
  are written in English (``Rustaveli Ave 12``); a rare name, no number before it, no age, time or unit after.
* ``loc9_kr_road``: Korean ``45 Seocho-daero 77-gil``; ``loc9_house_no_cued``: ``H.No. 4-5-67`` (outscores the
  date shape), ``H/No. 14, Kaneshie Estates``; ``loc9_india_block``: ``#45, 2nd Main, 3rd Cross``,
  ``Jayanagar 4th Block``.
* ``loc9_jp_block``: a Japanese block number and district before a ward or city (``1-2-3 Nishi-Shinjuku,
  Shinjuku-ku``) and ``loc9_jp_block_after`` (``Shinjuku-ku, Nishi-Shinjuku 2-8-1``); ``loc9_jp_postcode``: ``〒160-0023`` or a 3-4 postcode after a Japanese ward, city or
  prefecture (it outscores the local-phone shape; never after a phone word).
* ``loc9_br_city_uf``: a Brazilian town and its state code (``São Paulo - SP``, ``Niterói/RJ``): two spans;
  ``loc9_br_cep``: a CEP ``01310-200`` after a state code, ``Brasil`` or a street with a number.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_org_words import generic_word
from multideid.base_systems.packs.en_places import world_place, world_region
from multideid.base_systems.packs.en_where6 import drug_words
from multideid.base_systems.packs.en_world import known_person
from multideid.base_systems.word_freq import zipf

__all__ = ["PATTERNS", "UNIT_TAIL"]

_UP = "A-ZÀ-ÖØ-ÞĀ-ŽƠƯẠ-ỸİȘȚ"
_LO = "a-zß-öø-ÿā-žơưạ-ỹıƀ-ɏ"  # ƀ-ɏ: Latin Extended-B (Romanian ș, ț)
_CW = rf"(?<![\w'’-])[{_UP}][{_LO}]+(?:['’][{_LO}]+)?(?:-[{_UP}]?[{_LO}]+)*(?![\w'’-])"
_ROMAN = r"(?<![\w'’-])[IVX]{1,4}(?![\w'’-])"
_PART = (
    r"de|del|della|delle|dello|degli|dei|di|da|do|dos|das|du|des|de[ ]la|de[ ]las|de[ ]los|la|las|los|le|les|el|al|"
    r"an|am|van|von|der|den|ten|ter|het|y|e|i|et|sur|sous|bana|kralja|kneza|svetog|sv\.|pod|nad|na|il|ta|tal|ha|ibn|bin"
)
_ELIDED = r"(?:d['’]|dell['’]|l['’]|dall['’]|sull['’])"
_NOT_NAME = r"(?!(?:Suite|Apt|Apto|Unit|Flat|Top|Whg|Piso|Bloco|Bloc|Scala|Piano|Interno|Int|No|Nr|Nos|Kav|Esq|Dto|Bât|Stiege|Tür|Bus|Ste|Wing|Lgh|And|Et|Und|Near|In|At|On)\b)"
_WORD = rf"(?:{_NOT_NAME}{_ELIDED}?{_CW}|{_ROMAN}|[A-Z]{{2,3}}(?![\w'’-]))"
_NAME = rf"(?:(?:{_PART})[ ])*(?:{_ELIDED}?{_CW}|\d{{1,2}}[ ]de[ ]{_CW})(?:[ ](?:(?:{_PART})[ ])*{_WORD}){{0,4}}?"

# the house number: a cue, digits, a letter, a second number (Polish 84/92, Dutch 123-II, Colombian 10-34)
_NUM = r"\d{1,5}[A-Za-z]?(?:[-/]\d{1,4}[A-Za-z]?|/[A-Za-z]|-[IVX]{1,4}|[ ](?:bis|ter|hs)|[ ][A-Z](?=[,;]))?(?![\w])"
_QUITO = r"[NSEO]\d{1,3}[A-Z]?-\d{1,4}"
_CUE = r"(?:nr\.?|Nr\.?|No\.?|no\.|n[°º]|N[°º]|Nº|č\.|č\.p\.|d\.|dom|Kav\.|Kav|Nos\.)"
_HOUSE = rf"(?:,?[ ](?:{_CUE}[ ]?)?(?:{_NUM}|{_QUITO}(?![\w])))"

# flats, floors, doors, staircases and buildings written after the number
_UNIT_WORD = (
    r"m\.|lok\.|kv\.|[Aa]ppt\.?|kw\.|ap\.|app\.|appt\.?|apt\.?|Apt\.?|apto\.?|Apto\.?|apart\.|dpto\.?|Dpto\.?|depto\.?|int\.|Int\.|"
    r"interno|Interno|Piano|piano|sc\.|scala|Scala|bl\.|Bl\.|bloc|Bloc|bloco|Bloco|et\.|étage|Bât\.|bât\.|Bâtiment|bâtiment|esc\.|Esc\.|escalera|"
    r"pta\.|Pta\.|puerta|piso|Piso|planta|Whg\.|Wohnung|Top|Tür|Stiege|Stg\.|bus|Bus|bte|Bte|boîte|lgh\.?|Lgh\.?|"
    r"lejl\.|korp\.|k\.|as\.|Flat|flat|Unit|unit|Suite|Ste\.|Wing"
)
_UNIT_ITEM = (
    rf"(?:(?:{_UNIT_WORD})[ ]?[A-Z0-9]{{1,4}}(?:[/-][A-Z0-9]{{1,3}})?(?![\w-])"
    r"|\d{1,2}\.?[ ]?[°ºª](?:[ ]?(?:piso|andar|planta|(?i:esq|dto|dta|dir|drt|frt|fte|izq|izda|dcha|dcho|dra|ctro)\.?|Esqº|Dtº|Dtª|"
    r"[A-Z](?![\w])))?"
    r"|\d{1,2}(?:e|er|ère|ème|eme)[ ]étage|\d{1,2}\.[ ]?(?:OG|Stock|Etage)(?:[ ](?:links|rechts|li\.|re\.|Mitte))?(?![\w])"
    r"|(?:bajo|Bajo|ático|Ático|entlo\.|pral\.|RDC|r/c|R/C|EG)(?:[ ](?:(?i:izda|izq|dcha|dcho|dra|esq|dto)\.?|\d{1,2}(?:a|ª|º)?(?![\w])))?(?![\w])"
    r"|\d{1,2}\.?[ ](?:tv|th|mf|sal)\.?(?![\w])|st\.?[ ]?(?:tv|th|mf)\.?(?![\w])"
    r"|\d{1,2}(?:n|r|t|º|ª|o)[ ]\d{1,2}(?:a|ª)(?![\w])"
    r"|(?:Esq|Dto|Dir|Izq|Izda|Dcha)\.(?![\w]))"
)
UNIT_TAIL = rf"(?:(?:,?[ ]|[ ]?/[ ]?){_UNIT_ITEM})"
_FI_TAIL = r"(?:[ ][A-H][ ]\d{1,3}(?![\w-]))"
_STOP = r"(?![\w-]|[.,]\d)"

_PREFIX_SAFE = (
    r"Rue|Rua|Avenida|Avda\.|Calle|C/|Carrer|Avinguda|Avgda\.|Passeig|Pg\.|Paseo|Pº|Rambla|Ronda|Glorieta|Plaça|"
    r"Camino|Carretera|Ctra\.|Calzada|Calz\.|Callejón|Travesía|Viale|V\.le|Piazza|P\.za|Piazzale|Corso|C\.so|Vicolo|"
    r"Lungomare|Lungotevere|Contrada|Largo|Travessa|Praça|Estrada|Rodovia|Alameda|Ladeira|Beco|Chemin|Impasse|Quai|Allée|"
    r"Strada|Bulevardul|B-dul|Calea|Aleea|Șoseaua|Piața|Splaiul|Intrarea|ul\.|Ul\.|ulica|Ulica|aleja|Aleja|plac|Plac|"
    r"osiedle|Osiedle|Rynek|nám\.|Nám\.|náměstí|Náměstí|námestie|Námestie|tř\.|třída|Třída|nábř\.|nábřeží|Trg|trg|"
    r"ulitsa|Ulitsa|prospekt|Prospekt|prosp\.|naberezhnaya|Naberezhnaya|vul\.|Vul\.|vulytsia|Vulytsia|Bulevar|bul\.|"
    r"Jalan|Jl\.|Jln\.|Lorong|Persiaran|Lebuh|Soi|Thanon|Đường|đường|Phố|phố|Odos|Odós|Leoforos|Leof\.|Plateia|"
    r"Sharia|Shari['’]a|Derb|Triq|Rehov|Rechov|Sderot|Laan|Boulevard|Bd\.?|Bld\."
)
_PREFIX_LOWER = r"rue|rua|calle|chemin|allée|impasse|quai|via|viale|piazza|corso|largo|travessa|praça|strada|avenida|carrer|paseo|plaza|jalan|soi|thanon"
_PREFIX_AMBIG = r"Av\.|Str\.|pr\.|Pr\.|al\.|Al\.|pl\.|Pl\.|os\.|Via|Place|Avenue|Plaza|Cours|Route|Rte\.|Am|An[ ]der|Auf[ ]der|Im|In[ ]der|Unter[ ]den"
_PREFIX_AFTER_NUM_NOT = re.compile(r"(?:Phố|phố|Đường|đường|Boulevard|Bd\.?|Bld\.|Avenue|Place|Plaza|Route|Cours|Laan|Am|Im|An der|Auf der|In der|Unter den)$")

_SFX_GLUED = (
    r"straße|strasse|str\.|gasse|weg|allee|platz|ring|damm|ufer|chaussee|steig|pfad|markt|graben|kai|anlage|"
    r"gracht|kade|singel|dijk|dreef|steeg|laan|straat|plein|gade|vej|allé|gata|gatan|vägen|väg|veien|vei|vegen|veg|"
    r"gränd|plass|torg|torget|stræde|stien|katu|tie|kuja|polku|tori|aukio|raitti|väylä|vegur|stræti|braut|körút"
)
_SFX_SEP = (
    r"Straße|Strasse|Str\.|Gasse|Allee|Anlage|Ring|Damm|Ufer|Platz|Weg|Chaussee|Landstraße|Markt|Graben|Kai|Steig|"
    r"Gracht|Kade|Laan|Straat|Plein|Dijk|prospekt|Prospekt|pr\.|prosp\.|al\.|gatvė|g\.|iela|tänav|mnt\.|maantee|puiestee|"
    r"cesta|Cesta|ulica|trg|allé|Allé|vej|gade|gata|gatan|vägen|veien|plass|torg|katu|tie|"
    r"bulvar|shosse|naberezhnaya|ploshchad|vulytsia|ulitsa"
)
_UNITS_AFTER = re.compile(r"(?:[ ]?(?:y/?o|yo|F|M)\b|[ ]?(?:am|pm|AM|PM|%)(?![\w]))|[ ]?(?i:mg|mcg|µg|g|ml|l|mmol|mmhg|iu|units?|%|kg|cm|mm|bpm|x|tabs?|caps?|puffs?|min|h|hrs?|days?|weeks?|months?|yrs?|years?|times|cycles|sessions|episodes|lumens?|attempts|rounds|drops|sprays|vials|"
                          r"ports|sites|levels|points|beds|patients|visits)\b")
_PHONE_WORD = re.compile(r"(?i)\b(?:tel|ph|phone|fax|mob|mobile|cell|call|sms|whatsapp|line)\b[^\n]{0,20}$")


def _rare(word: str, limit: float) -> bool:
    return zipf(word.strip(".'’").lower(), "en") < limit


def _name_ok(name: str, limit: float) -> bool:
    """A street's name: no generic, drug or month word, one word at least rarer than ``limit`` in English."""
    words = [w for w in re.split(r"[ -]+", name) if w and not re.fullmatch(rf"(?:{_PART})|{_ELIDED}|\d+", w)]
    if not words or any(generic_word(w) or w.lower() in drug_words() for w in words):
        return False
    return any(_rare(w, limit) for w in words)


def _number_ok(m: re.Match) -> bool:
    """No dose, decimal or year after the street: ``Str. 5 mg``, ``Via Roma 2.5``, ``Laisvės al. 2019``."""
    s = m.string
    if _UNITS_AFTER.match(s, m.end()) or re.match(r"[.,]\d", s[m.end():m.end() + 2]):
        return False
    num = re.search(r"(\d{4})(?![\w])", m.group("h") or "")
    return not (num and 1900 <= int(num.group(1)) <= 2039 and not re.search(_CUE, m.group("h")))


def _prefix_ok(m: re.Match) -> bool:
    if not _number_ok(m):
        return False
    before = m.string[max(0, m.start() - 4):m.start()]
    if re.search(r"(?i)\bet[ ]?$", before):  # "et al. 2019"
        return False
    if m.group("h").startswith(",") and re.match(rf"[ ]+[{_UP}]", m.string[m.end():]):  # ", 1260 Nyon": a postcode
        return False
    name = m.group("n")
    if m.group("a"):
        return name[0].isdigit() or _name_ok(name, 3.0)
    return name[0].isdigit() or _name_ok(name, 5.5)


def _num_first_ok(m: re.Match) -> bool:
    if _UNITS_AFTER.match(m.string, m.end()) or _PREFIX_AFTER_NUM_NOT.match(m.group("w")):
        return False
    return _name_ok(m.group("n"), 3.5 if m.group("w").lower() in ("via", "plaza", "soi", "laan") else 5.5)


_TITLE_BEFORE = re.compile(r"(?:\b(?:Mr|Mrs|Ms|Mx|Dr|Prof|Herr|Frau|Sr|Sra|Mme|M)\.?|\b(?:patient|pt|name|Name))[ ]$")
_ENGLISH_SFX = re.compile(r"(?i)(?:ring|tie|kai|veg|vei|weg|damm|graben|markt|plein)$")


def _glued_ok(m: re.Match) -> bool:
    """A rare word (``Spring 2024`` no), not a surname after a title (``Mr. Hartweg 45``), not an English compound
    of an English word (``Earring 2``, ``Bowtie 3``)."""
    w = m.group("w")
    stem = re.sub(rf"(?:{_SFX_GLUED})$", "", w, flags=re.IGNORECASE).strip("-")
    if _TITLE_BEFORE.search(m.string, max(0, m.start() - 12), m.start()):
        return False
    if _ENGLISH_SFX.search(w) and not _rare(stem, 3.5):
        return False
    return (_number_ok(m) and len(stem) >= 3 and _rare(w, 2.5) and not known_person(w)
            and w.lower() not in drug_words())


def _en_sfx_ok(m: re.Match) -> bool:
    """``Rustaveli Ave 12``: a rare name, no number before it (``12 Main St`` is the US form, read elsewhere)."""
    if re.search(r"\d[A-Za-z]?,?[ ]$", m.string[max(0, m.start() - 8):m.start()]):
        return False
    return _word_after_ok(m) and _name_ok(m.group("n"), 4.0)


def _word_after_ok(m: re.Match) -> bool:
    if _TITLE_BEFORE.search(m.string, max(0, m.start() - 12), m.start()):
        return False
    return _number_ok(m) and _name_ok(m.group("n"), 3.0) and not known_person(m.group("n"))


def _streets(name: str, core: str, validator, flags: int = 0, score: float = 0.8) -> tuple[Pattern, Pattern]:
    """The street rule (score .8) and its ``_unit`` twin that needs a flat/floor tail (score .92)."""
    plain = Pattern(name, rf"{core}{_FI_TAIL}?{UNIT_TAIL}*{_STOP}", "LOCATION", score, validator=validator, flags=flags)
    unit = Pattern(f"{name}_unit", rf"{core}(?:{_FI_TAIL}{UNIT_TAIL}*|{UNIT_TAIL}+){_STOP}", "LOCATION", 0.92,
                   validator=validator, flags=flags)
    return plain, unit


# ------------------------------------------------------------------ postcodes and towns
_TOWN = rf"(?:{_CW}(?:(?:[ ]|-)(?:(?:am|an|im|in|bei|der|sur|sous|en|sul|de|di|del|la|le)(?:[ ]|-))?{_CW}){{0,2}}|CDMX|CABA)"
_COUNTRY_LETTERS = r"CH|A|D|F|I|L|B|NL|S|N|DK|FIN|FI|PL|CZ|SK|H|SLO|SI|HR|E|P|GR|RO|BG|LI|MC|AT|DE|FR|IT|BE|LU|ES|PT|SE|NO|IS|AND|SM"
# street words only: "Palm Springs", "Beverly Hills", "Sioux Falls" are towns
_STREET_END = re.compile(r"[ ](?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Close|Crescent|Terrace|Court|Ct|Place|Pl|"
                         r"Boulevard|Blvd|Highway|Hwy|Parkway|Pkwy|Square|Marg)\.?$")
_NOT_TOWN = re.compile(r"(?i)(?:k?cal|kj|mg|mcg|ml|iu|units?|cells|copies|steps|mmhg|calories|doses?|tabs?|tablets?|pills?)$")
_MONTHS = re.compile(r"(?i)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$|(?:mon|tues|wednes|thurs|fri|satur|sun)day$")


def _town_ok(town: str) -> bool:
    if town in ("CDMX", "CABA"):
        return True
    if _STREET_END.search(town) or _NOT_TOWN.match(town):  # "7499 Osborne Road" is a street line; "1500 Kcal" a diet
        return False
    first = re.split(r"[ -]", town)[0]
    if generic_word(first) or _MONTHS.match(first) or any(w.lower() in drug_words() for w in town.split()):
        return False
    bare = re.sub(r"[ ](?:\d{1,2}|[NSØVKC]|[A-Z]{2})$", "", town)
    return world_place(bare) or (_name_ok(bare, 4.0) and not known_person(bare) and name_ok(bare, min_len=2))


def _line_before(m: re.Match, group: str | int, window: int = 200) -> str:
    s, start = m.string, m.start(group)
    lo = max(0, start - window)
    nl = s.rfind("\n", lo, start)
    return s[nl + 1 if nl >= 0 else lo:start]


def _prev_line(m: re.Match, group: str) -> str:
    s, start = m.string, m.start(group)
    nl = s.rfind("\n", max(0, start - 300), start)
    if nl < 0:
        return ""
    nl2 = s.rfind("\n", max(0, nl - 200), nl)
    return s[nl2 + 1:nl]


def _after_street(m: re.Match, group: str) -> bool:
    """The postcode closes an address: the segment before it on its line (or the line above, for a block)
    holds a house number next to a word."""
    before = _line_before(m, group)
    if not before.strip():
        before = _prev_line(m, group)
    return re.search(r"(?:[^\W\d_]{2,}[.:]?[ ,/]{1,2}\d|\d[A-Za-z]?[ ,]{1,2}[^\W\d_]{2,})", before) is not None


def _postcode_town_ok(m: re.Match) -> bool:
    z, c = m.group("z"), m.group("c")
    if not _town_ok(c) or not _after_street(m, "z"):
        return False
    digits = re.sub(r"\D", "", z)
    return not (len(digits) == 4 and 1900 <= int(digits) <= 2039 and not world_place(re.sub(r"[ ](?:\d{1,2}|[NSØVKC]|[A-Z]{2})$", "", c)))


def _town_postcode_ok(m: re.Match) -> bool:
    c, z = m.group("c"), m.group("z")
    digits = re.sub(r"\D", "", z)
    if len(digits) == 4 and 1900 <= int(digits) <= 2039:
        return False
    return (world_place(c) and not world_region(c) and not known_person(c) and not generic_word(c.split()[0])
            and _after_street(m, "c"))


_AFTER_HOUSE = re.compile(rf"(?:\d[A-Za-z]?|[A-Z]|(?:{_UNIT_WORD})|Esq\.|Dto\.|Dir\.|tv\.|th\.|piso),[ ]$")


def _town_after_ok(m: re.Match) -> bool:
    c = m.group("c")
    before = _line_before(m, "c", 120)
    return (_AFTER_HOUSE.search(before) is not None and re.search(r"\d", before) is not None and world_place(c)
            and not world_region(c) and not known_person(c) and _town_ok(c))


def _colonia_ok(m: re.Match) -> bool:
    before = _line_before(m, 0, 120)
    return re.search(r"\d[^,\n]*,[ ]$", before) is not None and _name_ok(m.group("n"), 6.0)


# ------------------------------------------------------------------ India, Japan, Brazil
_NOT_LEAD = r"(?:Near|Nr|At|In|On|From|To|The|Via|Off|Behind|Opp|Opposite|Beside|And|Or|Of|By|For|With|Lives|Moved|Address)\b"
_IN_SAFE = r"Nagar|Vihar|Puram|Chowk|Marg|Ganj|Bagh|Mohalla|Basti|Peth|Wadi|Halli"
_IN_AMBIG = r"Colony|Layout|Enclave|Extension|Extn\."


def _india_ok(m: re.Match) -> bool:
    n, w = m.group("n"), m.group("w")
    words = n.split()
    if any(generic_word(x) or x.lower() in drug_words() for x in words if not x.isupper()):
        return False
    if re.fullmatch(_IN_SAFE, w):
        return True
    # an English word: only inside an address run, the name rare or a person's name ("Shanti Colony")
    before = _line_before(m, "n", 60)
    if not (re.search(r"(?:[,:]|\d)[ ]*$", before) or m.group("h")):
        return False
    return all(x.isupper() or _rare(x, 4.5) or known_person(x) for x in words)


_JP_PLACE = re.compile(
    r"(?i)-(?:ku|shi|gun|cho|chō|machi|mura|ken|to|fu|dong|gu)\b|\b(?:Japan|Tokyo|Osaka|Kyoto|Yokohama|Nagoya|Sapporo|"
    r"Fukuoka|Kobe|Sendai|Hiroshima|Kawasaki|Saitama|Chiba|Hokkaido|Okinawa|Prefecture|chome|chōme|City)\b"
)
_JP_BEFORE = re.compile(
    r"(?:-(?:ku|shi|gun|cho|chō|machi|mura|ken|to|fu)|\b(?:Japan|Tokyo|Osaka|Kyoto|Yokohama|Nagoya|Sapporo|Fukuoka|Kobe|"
    r"Sendai|Hiroshima|Kawasaki|Saitama|Chiba|Hokkaido|Okinawa|Prefecture|City))\.?,?[ ]$"
)
_BR_UF = r"AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO"


def _jp_postcode_ok(m: re.Match) -> bool:
    """After 〒, or right after a Japanese ward, city, prefecture or ``Japan`` (``Tokyo 160-0023``); never after a
    phone word (a US local number has the same 3-4 shape: ``Tokyo office 555-0199`` is no postcode)."""
    before = _line_before(m, "z", 80)
    if _PHONE_WORD.search(before):
        return False
    return bool(m.group("y")) or _JP_BEFORE.search(before) is not None


def _jp_block_ok(m: re.Match) -> bool:
    after = m.string[m.end():m.end() + 60].split("\n")[0]
    return _JP_PLACE.search(after) is not None and not known_person(m.group("n").split("-")[0])


def _br_cep_ok(m: re.Match) -> bool:
    line = _line_before(m, "z") + m.string[m.end():m.end() + 40].split("\n")[0]
    if _PHONE_WORD.search(_line_before(m, "z", 30)):
        return False
    return re.search(rf"(?:[-/,][ ]?(?:{_BR_UF})\b|\b(?:Brasil|Brazil|CEP)\b)", line) is not None


PATTERNS: tuple[Pattern, ...] = (
    *_streets(
        "loc9_street_prefix",
        rf"(?<![\w.])(?:(?P<s>{_PREFIX_SAFE})|(?P<a>{_PREFIX_AMBIG}))[ ]?(?P<n>{_NAME})(?P<h>{_HOUSE})",
        _prefix_ok,
    ),
    *_streets(
        "loc9_street_num_first",
        rf"(?<![\w.,/-])(?P<h>\d{{1,5}}[A-Za-z]?(?:[ ](?:bis|ter))?),?[ ](?P<w>{_PREFIX_SAFE}|{_PREFIX_LOWER}|Via|Plaza|Soi|Laan)[ ](?P<n>{_NAME})(?=[ ]*(?:[,;.)\n]|$))",
        _num_first_ok, flags=re.MULTILINE,
    ),
    *_streets(
        "loc9_street_glued",
        rf"(?<![\w'’-])(?P<w>[{_UP}][\w'’.-]{{1,40}}?(?:{_SFX_GLUED}))(?P<h>{_HOUSE})",
        _glued_ok,
    ),
    *_streets(
        "loc9_street_word_after",
        rf"(?<![\w'’-])(?P<n>{_CW}(?:[ ]{_CW}){{0,2}})[ ](?:{_SFX_SEP})(?P<h>{_HOUSE})",
        _word_after_ok,
    ),
    *_streets(
        # the English street word, the number after it, as streets abroad are written in English: "Rustaveli Ave 12"
        "loc9_street_en_word_number",
        rf"(?<![\w'’-])(?P<n>{_CW}(?:[ ]{_CW}){{0,2}})[ ](?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Prospect|Boulevard|Blvd\.?|Lane|Alley)"
        rf"(?P<h>,?[ ](?:No\.?[ ]?)?\d{{1,4}}[A-Za-z]?(?:/\d{{1,3}})?(?![\w]))",
        _en_sfx_ok, score=0.7,
    ),
    Pattern(
        # Korean road names: "45 Seocho-daero 77-gil", "Teheran-ro 152", "Insadong 5-gil 12"
        "loc9_kr_road",
        rf"(?:(?<![\w/-])\d{{1,4}}(?:-\d{{1,3}})?,?[ ])?{_CW}(?:-|[ ]\d{{1,3}}-)(?:daero|ro|gil)(?:[ ]\d{{1,3}}(?:beon)?-gil)?(?:[ ]\d{{1,4}}(?:-\d{{1,3}})?)?(?![\w-])",
        "LOCATION", 0.78, validator=lambda m: re.search(r"\d", re.sub(r"\d+-(?:daero|ro|gil)", "", m.group())) is not None,
    ),
    Pattern(
        # a cued house number of South Asia and West Africa: "H.No. 4-5-67", "H/No. 14, Kaneshie Estates", "Door No. 12/3"
        "loc9_house_no_cued",
        rf"\b(?:H/No\.?|H\.[ ]?No\.?|Door[ ]No\.?|D\.[ ]?No\.?)[ ]?\d{{1,5}}(?:[-/]\d{{1,4}}){{0,3}}[A-Z]?(?![\w/-])"
        rf"(?:,[ ](?:{_CW}[ ]){{0,2}}{_CW}[ ](?:Road|Street|Lane|Estates?|Colony|Nagar|Layout|Marg)(?![\w]))?",
        "LOCATION", 0.92,  # a house number after its cue is never a date ("H.No. 4-5-67")
    ),
    Pattern(
        # Bangalore's mains and crosses after a house number, and a locality's numbered block or stage:
        # "#45, 2nd Main, 3rd Cross", "Jayanagar 4th Block", "Indiranagar 2nd Stage"
        "loc9_india_block",
        rf"(?:(?:\#|No\.?[ ]?)\d{{1,4}}[A-Z]?(?:/\d{{1,3}})?,[ ]\d{{1,2}}(?:st|nd|rd|th)[ ](?:Main|Cross)(?:[ ]Road)?(?:,[ ]\d{{1,2}}(?:st|nd|rd|th)[ ](?:Main|Cross)(?:[ ]Road)?)?"
        rf"|(?P<n>{_CW})[ ]\d{{1,2}}(?:st|nd|rd|th)[ ](?:Block|Stage|Phase))(?![\w])",
        "LOCATION", 0.75, validator=lambda m: m.group("n") is None or (_rare(m.group("n"), 2.5) and not known_person(m.group("n"))),
    ),
    Pattern(
        "loc9_postcode_prefixed",
        rf"(?<![\w-])(?:{_COUNTRY_LETTERS})-\d{{3,5}}[ ]+(?P<c>{_TOWN})(?=[ ]*(?:[,;.()\n]|$))",
        "LOCATION", 0.8, validator=lambda m: _town_ok(m.group("c")), split=r"(?<=\d)[ ]+(?=[^\W\d])", flags=re.MULTILINE,
    ),
    Pattern(
        "loc9_postcode_town",
        rf"(?:(?<=,[ ])|(?<=^)|(?<=;[ ])|(?<=\bin[ ]))[ \t]*(?P<z>\d{{4,6}}|\d{{3}}[ ]\d{{2}}|\d{{2}}-\d{{3}}|\d{{4}}-\d{{3}}|\d{{5}}-\d{{3}}|[A-Z]\d{{4}})[ ]"
        rf"(?P<c>{_TOWN}(?:[ ](?:\d{{1,2}}|[NSØVKC]|[A-Z]{{2}}))?)(?=[ ]*(?:[,;()\n]|\.(?:\s|$)|$))",
        "LOCATION", 0.72, validator=_postcode_town_ok, split=r"(?<=\d)[ ]+(?=[^\W\d])", flags=re.MULTILINE,
    ),
    Pattern(
        "loc9_town_postcode_stop",
        rf"(?<=,[ ])(?P<c>{_TOWN})[ ](?:-[ ])?(?P<z>\d{{4,6}}|\d{{3}}[ ]\d{{2,3}}|\d{{2}}-\d{{3}}|\d{{5}}-\d{{3}})(?=\.(?:\s|$))",
        "LOCATION", 0.66, validator=_town_postcode_ok, split=r"(?<=[^\W\d])[ ](?:-[ ])?(?=\d)",
    ),
    Pattern(
        # a town of the world list closing the sentence or line right after a house number: "..., 5, Firenze."
        "loc9_town_after_street",
        rf"(?<=,[ ])(?P<c>{_TOWN})(?=[ ]*(?:\.(?:\s|$)|[;)\n]|$))",
        "LOCATION", 0.6, flags=re.MULTILINE, validator=_town_after_ok,
    ),
    Pattern(
        # a Mexican colonia or a Brazilian bairro after the street, its word outside: "Col. Juárez" ("Col." is no colonel here)
        "loc9_colonia",
        rf"(?<=,[ ])(?:Col\.|Colonia|Fracc\.|Fraccionamiento|Bairro|Barrio|Urb\.)[ ](?P<n>{_CW}(?:[ ](?:(?:de|del|la|las|los)[ ])?{_CW}){{0,3}})(?=[ ]*(?:[,;.\n]|$))",
        "LOCATION", 0.66, group="n", flags=re.MULTILINE, validator=_colonia_ok,
    ),
    Pattern(
        # a Brazilian bairro after the house number and a dash: "Rua Haddock Lobo, 595 - Cerqueira César, São Paulo"
        "loc9_bairro_dash",
        rf"(?<=\d[ ]-[ ])(?P<n>{_CW}(?:[ ](?:(?:de|do|da|dos|das)[ ])?{_CW}){{0,3}})(?=,[ ])",
        "LOCATION", 0.6, validator=lambda m: re.search(rf"\b(?:{_PREFIX_SAFE}|Av\.|R\.)[ ][^\n]*\d[ ]-[ ]$", _line_before(m, 0, 100)) is not None
        and _name_ok(m.group("n"), 6.0),
    ),
    Pattern(
        "loc9_india_locality",
        rf"(?:(?P<h>(?<![\w/-])(?:(?:No\.?|H\.?[ ]?No\.?|House|Plot)[ ]?)?[A-Z]?-?\d{{1,4}}[A-Z]?(?:/\d{{1,3}})?,?[ ]))?"
        rf"(?P<n>(?!{_NOT_LEAD})(?:(?:{_CW}|[A-Z]{{2,4}}(?![\w-]))[ ]){{0,2}}(?:{_CW}|[A-Z]{{2,4}}(?![\w-])))[ ](?P<w>{_IN_SAFE}|{_IN_AMBIG})(?![\w'’-])"
        rf"(?:[ ](?:Phase|Stage|Sector|Block)[ ]?[IVX\d]{{1,3}})?",
        "LOCATION", 0.7, validator=_india_ok, anchor=rf"[ ](?:{_IN_SAFE}|{_IN_AMBIG})\b", anchor_window=90,
    ),
    Pattern(
        "loc9_sector",
        rf"(?:(?<=,[ ])|(?<=:[ ]))Sector[ -]?\d{{1,3}}[A-Z]?(?=,[ ][{_UP}])",
        "LOCATION", 0.7,
    ),
    Pattern(
        "loc9_comma_street",
        rf"(?:(?<=^)|(?<=:[ ])|(?<=\bat[ ])|(?<=,[ ])|(?<=\t))(?:No\.?[ ]?|H\.?[ ]?No\.?[ ]?)?\d{{1,4}}[A-Z]?(?:/\d{{1,3}}[A-Z]?)?,[ ]"
        rf"(?P<n>(?:{_CW}|[A-Z]{{2,3}})(?:[ ]{_CW}){{0,2}})[ ](?:Road|Street|Marg|Lane|Salai|Rd\.?|St\.)(?![\w])",
        "LOCATION", 0.8, flags=re.MULTILINE,
        validator=lambda m: not any(generic_word(w) for w in m.group("n").split() if not w.isupper()),
    ),
    Pattern(
        "loc9_jp_block",
        rf"(?<![\w/.-])\d{{1,2}}-\d{{1,2}}(?:-\d{{1,3}})?,?[ ](?P<n>{_CW}(?:-{_CW})?)(?=,[ ])",
        "LOCATION", 0.75, validator=_jp_block_ok,
    ),
    Pattern(
        # the Japanese order written out: "Shinjuku-ku, Nishi-Shinjuku 2-8-1" (district then block numbers)
        "loc9_jp_block_after",
        rf"(?<=-ku,[ ])(?P<n>{_CW}(?:-{_CW})?)[ ]\d{{1,2}}(?:-\d{{1,3}}){{1,2}}(?![\w/-]|[.,]\d)",
        "LOCATION", 0.75, validator=lambda m: not known_person(m.group("n").split("-")[0]),
    ),
    Pattern(
        # a Turkish district and its province after the street: "34710 Kadıköy/İstanbul": two spans
        "loc9_district_slash_city",
        rf"(?:(?<=,[ ])|(?<=\d[ ]))(?P<a>{_CW})[ ]?/[ ]?(?P<b>{_CW})(?=[ ]*(?:[,;)\n]|\.(?:\s|$)|$))",
        "LOCATION", 0.66, split=r"[ ]?/[ ]?", flags=re.MULTILINE,
        validator=lambda m: world_place(m.group("b")) and not known_person(m.group("a")) and _name_ok(m.group("a"), 4.0)
        and _after_street(m, "a"),
    ),
    Pattern(
        "loc9_jp_postcode",
        r"(?P<y>〒[ ]?)?(?<![\w-])(?P<z>\d{3}-\d{4})(?![\w-])",
        "LOCATION", 0.7, group="z", validator=_jp_postcode_ok,
    ),
    Pattern(
        "loc9_br_city_uf",
        rf"(?<![\w'’-])(?P<c>{_CW}(?:[ ](?:(?:de|do|da|dos|das)[ ])?{_CW}){{0,3}})[ ]?(?:[-–/])[ ]?(?P<u>{_BR_UF})(?![\w-])",
        "LOCATION", 0.75, split=r"[ ]?[-–/][ ]?(?=[A-Z]{2}$)",
        validator=lambda m: world_place(m.group("c")) and not known_person(m.group("c")),
    ),
    Pattern(
        "loc9_br_cep",
        r"(?<![\w./-])(?P<z>\d{5}-\d{3})(?![\w/-]|[.,]\d)",
        "LOCATION", 0.7, validator=_br_cep_ok,
    ),
)
