"""English pack, street addresses written as blocks or in unusual case (issue #22, session 17).

Conventions of the hand-written sets: the street line (house number, street, unit on the same line) is one
LOCATION span; a unit on its own line (``Flat 243``) is one span; town, state, postcode and country are
separate spans (``Columbus``, ``OH``, ``43215``).

* ``loc_state_zip_split``: a US state (code or name) and its ZIP are two spans (``OH 43123`` ->
  ``OH`` + ``43123``); it outscores the joint span of the older ``loc_city_state_zip``/``loc_state_zip``.
* ``loc_address_block``: an address cue (``Mailing address:``, ``Address on file (abroad):``, ``Ship to:``,
  ``Deliver to:``, ``c/o``, ``Housing:``, ``Residence:``, ``We moved to``, ``lives alone at``, ``I'm staying with
  my aunt at``, ``grew up at``) and then either the lines below it (block) or the rest of its line (inline), both
  cut at commas.  Each segment is checked for its shape: a street (a house number and a word, a word and a number,
  a street suffix closing it, a Utah grid ``410 S 300 W #12``), a unit (``Apt. 258``, ``Plot 55``), a PO box, a
  locality (a town of the gazetteer or the world list; after a street also rare words, and beside a postcode or
  before a state any name; the state and a postcode of a known shape before or after it), a country (pycountry
  names and aliases) with its postcode.  Lower case, Title case and ALL CAPS alike.  A name and an organisation
  line may open a block; reading stops at the first segment of no address shape (a country followed by prose,
  ``Austria until 2013``, is cut), and nothing is emitted unless two parts have an address shape and one is a
  street, a unit or a postcode: ``Address: see chart``, ``Address: unchanged``, drug, lab and plan lists never fire.
* ``loc_address_line``: a line or field value closing with ``, ST 12345`` read back to its street segment, with
  no cue (letterheads: ``937 dickson shoals, west jay, nevada 56790-4164``).
* ``loc_city_before_state``: a whole town of the gazetteer before ``, ST`` (``Salt Lake City``, not ``Lake City``);
  ``loc_state_zip_wrapped``: a ZIP on the line after its state; ``loc_grid_street``: US grid and ordinal streets
  (``3342 E 116th St``); ``loc_office_town``: ``Dr. Roe's office, Ravenmoor``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_org_words import generic_word
from multideid.base_systems.packs.en_places import place_key, world_place, world_region
from multideid.base_systems.packs.en_words import STREET_SFX_ANY, US_STATE_NAMES
from multideid.base_systems.packs.en_world import known_person, known_place
from multideid.base_systems.word_freq import zipf

__all__ = ["PATTERNS", "country_name", "read_address"]

_ST_CODES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|"
    "NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR"
)
_REGION_CODES = _ST_CODES + "|QC|ON|BC|AB|MB|NS|NB|NL|PE|SK|YT|NT|NU|NSW|VIC|QLD|WA|SA|TAS|ACT"
_STATE = rf"(?:(?-i:{_REGION_CODES}|{_REGION_CODES.lower()})|{US_STATE_NAMES})"
# postcodes: US ZIP(+4), European 4-6 digits with an optional country prefix, UK, Canadian, Polish, Swedish
_PC = (
    r"\d{4}[ ]?[A-Z]{2}(?![\w])|(?:[A-Z]{1,2}-)?\d{4,6}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?[ ]\d[A-Z]{2}|[A-Z]\d[A-Z][ ]?\d[A-Z]\d|\d{3}[ ]\d{2}|\d{2}-\d{3}|\d{4}-\d{3}"
    r"|[A-Z]{3}[ ]\d{4}|[AC-FHKNPRTV-Y]\d[\dW][ ]?[AC-FHKNPRTV-Y\d]{4}"  # Malta, Ireland (Eircode)
)
_WORD = r"[^\W\d_][\w'’.]*(?:-[\w'’.]+)*"
_NUM = r"\d{1,5}[A-Za-z]?(?:[-/]\d{1,4}[A-Za-z]?)?"
_UNIT = r"(?:apt\.?|apartment|suite|ste\.?|unit|flat|room|rm\.?|floor|bldg\.?|building|piso|puerta|bl\.?|block|dept\.?|plot|erf|#)"
_CLINICAL = frozenset(
    """tab tabs tablet tablets cap caps capsule capsules mg mcg ml units unit puff puffs drop drops week weeks day days
    month months year years hour hours hr hrs min mins minute minutes times time daily bid tid qid prn po iv im sc dose doses
    pill pills x am pm kg cm mm mmol beds bed patients visits sessions refills refill""".split()
)
_ADMIN = frozenset(
    """tambon amphoe khet khwaeng changwat kelurahan kecamatan kabupaten kel. kec. kab. jud. comuna barrio bairro col.
    municipio distrito upazila taluk mandal lga oblast raion quận phường huyện xã sub-city""".split()
)
_PROSE = frozenset("until and in to was is were for with since at on from moved until then he she they we who where when".split())
_COMPASS = frozenset(
    """n s e w ne nw se sw north south east west new old upper lower great little port fort mount mt st saint san santa santo
    são sainte le la les de del della di du des los las el al na nad pod am an im upon on sur sous en aan bei""".split()
)

_STREET_NUM_FIRST = re.compile(rf"(?i){_NUM},?(?:[ ]+(?:{_WORD}|\d{{1,5}}[a-z]{{0,2}}|#[ ]?\w{{1,5}})){{1,7}}")
_STREET_NUM_LAST = re.compile(
    rf"(?i)(?:no\.?[ ])?(?P<w>{_WORD}(?:[ ]+{_WORD}){{0,5}}),?[ ]+(?:no\.?[ ]?)?{_NUM}\.?(?:,?[ ]+{_UNIT}[ ]?\w{{1,5}})?"
)
_STREET_SFX = re.compile(rf"(?i)\b(?:{STREET_SFX_ANY}|strasse|straße|gatan|vägen|ulica|utca|via|calle|rue|avenida)\b")
_STREET_SFX_LAST = re.compile(rf"(?i)\b(?:{STREET_SFX_ANY})(?:[ ](?:N|S|E|W|NE|NW|SE|SW))?$")
_UNIT_LINE = re.compile(rf"(?i)(?:{_UNIT}|no\.?)[ ]?#?[ ]?(?=\w*\d|[a-z]$)\w{{1,6}}(?:[/-]\w{{1,4}})?")
# a street named without its number, the number in the next segment: "Contrada Ajello, 319 Piano 1" (Italy, Spain)
_STREET_WORD_FIRST = re.compile(
    r"(?i)(?:via|viale|piazza|piazzale|contrada|corso|vicolo|largo|borgo|strada|localit[aà]|calle|paseo|plaza|avenida|"
    r"rua|rue|avenue|chemin|place|traverse)[ ][^\W\d_][\w'’.-]*(?:[ ][\w'’.-]+){0,4}"
)
_HOUSE_ONLY = re.compile(r"(?i)\d{1,5}[a-z]?(?:[ ](?:piano|scala|interno|int\.|puerta|piso|apt\.?|unit|flat|suite)[ ]?\w{1,4})*")
_PO_BOX = re.compile(r"(?i)(?:p\.?[ ]?o\.?[ ]?)?box[ ]\d{1,6}")
_LOCALITY = re.compile(
    rf"(?:(?P<pre>{_PC})[ ]+)?(?P<town>{_WORD}(?:[ ]+{_WORD}){{0,3}}?)?(?:(?:,?[ ]+|^)(?P<st>{_STATE}))?(?:,?[ ]+(?P<post>{_PC}))?",
    re.IGNORECASE,
)
_STATE_ZIP = re.compile(rf"(?P<st>{_ST_CODES}|{_ST_CODES.lower()}|(?i:{US_STATE_NAMES}))[ ]+(?P<z>\d{{5}}(?:-\d{{4}})?)")
_STATE_PC = re.compile(rf"(?P<st>{_STATE})[ ]+(?P<z>{_PC})", re.IGNORECASE)
_CUE = re.compile(
    r"(?i)(?<![\w/])(?P<cue>(?:(?:mailing|home|postal|current|new|permanent|billing|shipping|delivery|forwarding|residential|"
    r"correspondence|street|patient|previous|old|my)[ ]+)?address(?:[ ]+abroad|[ ]+on[ ]+file)?(?:[ ]?\((?:abroad|overseas|home|temporary|uk|us)\))?|"
    r"addr\.|deliver[ ]+to|ship[ ]+to|send[ ]+to|mail[ ]+to|c/o|care[ ]+of|housing|residence|domicile|"
    r"(?:lives|lived|living|resides|resided|residing|stays|staying)(?:[ ]+(?:alone|with[ ]+(?:my|his|her|their)[ ]+\w+))?[ ]+at|"
    r"moved[ ]+to|grew[ ]+up[ ]+at|now[ ]+at)[ \t]*(?P<colon>:|-)?[ \t]*"
)
_STRONG = re.compile(r"(?i)address|deliver|ship|send|mail|housing|residence|domicile")


def _rare(word: str, limit: float) -> bool:
    return zipf(word.strip(".'’").lower(), "en") < limit


@lru_cache(maxsize=1)
def _countries() -> frozenset[str]:
    import pycountry

    out = set()
    for c in pycountry.countries:
        for attr in ("name", "common_name"):
            v = getattr(c, attr, None)
            if v and "," not in v:
                out.add(place_key(v))
    out |= {place_key(x) for x in (
        "UK", "U.K.", "USA", "U.S.A.", "United States", "United States of America", "England", "Scotland", "Wales",
        "Northern Ireland", "Great Britain", "Russia", "South Korea", "Korea", "Iran", "Vietnam", "Syria", "Laos",
        "Bolivia", "Venezuela", "Tanzania", "Moldova", "Czech Republic", "Taiwan", "Turkey", "Ivory Coast", "Holland",
        "The Netherlands", "Deutschland", "España", "Schweiz", "Suisse", "Österreich", "Sverige", "Italia",
    )}
    return frozenset(out)


def country_name(text: str) -> bool:
    """Whether ``text`` (any case) names a country (pycountry names and common aliases: ``UK``, ``USA``)."""
    return place_key(text.strip(".")) in _countries()


def _clinical(text: str) -> bool:
    return any(w.lower().strip(".,") in _CLINICAL for w in re.split(r"[ /]+", text))


def _town_ok(town: str, lenient: bool, coded: bool = False) -> bool:
    """A town: of the world list or the gazetteer; after a street (``lenient``) also rare words, and with a
    postcode beside it (``coded``) even words that are given names ("Judith Ville V54 1DVV")."""
    words = town.split()
    if any(w.lower() in _PROSE for w in words):
        return False
    if words and known_place(town) and not _clinical(town) and not world_region(town):
        return True
    if not words or any(generic_word(w) for w in words if w.lower() not in _COMPASS) or world_region(town) \
            or _clinical(" ".join(w for w in words if w.lower() not in _COMPASS)):
        return False
    if known_place(town) or world_place(town):
        return True
    if not lenient or known_person(town) and not coded:
        return False
    if coded:  # after a street and with a postcode or a state: a town named after a person ("Alan Ville N27 1E5T")
        return True
    named = [w for w in words if w.lower().strip(".") not in _COMPASS]
    return bool(named) and all(_rare(w, 4.0) for w in named) and all(len(w.strip(".")) > 2 for w in named)


def _street(seg: str) -> bool:
    if _clinical(seg) or any(w.lower() in _PROSE for w in seg.split()):
        return False
    if _STREET_NUM_FIRST.fullmatch(seg):
        words = re.findall(r"[^\W\d_]{2,}", seg)
        if not words:  # a grid address: "410 S 300 W #12"
            return re.fullmatch(r"(?i)\d{1,5}[ ][NSEW][ ]\d{1,5}[ ][NSEW](?:[ ]#?[ ]?\w{1,5})?", seg) is not None
        return not all(generic_word(w) for w in words)
    m = _STREET_NUM_LAST.fullmatch(seg)
    if m:
        w = m.group("w")
        return bool(_STREET_SFX.search(w)) or any(_rare(x, 3.5) for x in w.split() if len(x) > 2)
    # a street named without a number: its suffix closes it ("Sefton Road"; not "Hi Dr. Roe"), no town of the lists
    return (_STREET_SFX_LAST.search(seg) is not None and 2 <= len(seg.split()) <= 6 and not re.search(r"\d", seg)
            and not any(w.lower() in ("the", "a", "an", "his", "her", "their", "our", "my", "your") for w in seg.split())
            and not known_place(seg) and not world_place(seg))


def _parts(seg: str, lenient: bool, hint: bool = False) -> tuple[str, list[tuple[int, int]]] | None:
    """The kind of an address line or segment and the spans of its parts (relative), or None."""
    if not seg or len(seg) > 70:
        return None
    if _UNIT_LINE.fullmatch(seg) or _PO_BOX.fullmatch(seg):
        return "unit", [(0, len(seg))]
    m = re.fullmatch(rf"(?i)(?:(?P<p1>{_PC})[ ]+)?(?P<c>{_WORD}(?:[ ]+{_WORD}){{0,3}})(?:,?[ ]+(?P<p2>{_PC}))?", seg)
    if m and country_name(m.group("c")):
        return "country", [m.span(g) for g in ("p1", "c", "p2") if m.group(g)]
    m = _STATE_PC.fullmatch(seg)
    if m:
        return "locality+", [m.span("st"), m.span("z")]
    m = _LOCALITY.fullmatch(seg)
    if m and m.group("town") and any(w.lower() in _ADMIN for w in m.group("town").split()):
        return "locality", []  # an administrative level: en_where7 cuts it
    pc_town = m is not None and m.group("town") and (m.group("pre") or m.group("post")) is not None
    if not (pc_town and _town_ok(m.group("town"), lenient, coded=True)) and _street(seg):
        return "street", [(0, len(seg))]
    if m and (m.group("town") or m.group("st")):
        out = [m.span(g) for g in ("pre", "town", "st", "post") if m.group(g)]
        coded = bool(m.group("pre") or m.group("post")) or hint
        if m.group("town") and not _town_ok(m.group("town"), lenient or coded, coded=coded and lenient):
            return None
        if m.group("st") and not m.group("st").isupper() and not m.group("st").islower() and len(m.group("st")) <= 3 and not m.group("town"):
            return None
        return ("locality+" if (m.group("pre") or m.group("post")) else "locality"), out
    return None


def read_address(segs: list[tuple[int, str]], *, name_first: bool, strong: bool, inline: bool = False,
                 line_starts: frozenset[int] | set[int] = frozenset()) -> list[tuple[int, int]]:
    """Spans of an address given as ``(offset, text)`` lines or segments; empty when it reads as no address.
    ``inline``: comma-separated segments, a unit and its street in one span; ``line_starts``: the offsets of the
    segments that open a line (never joined to the one before)."""
    found: list[tuple[int, int]] = []
    kinds: list[str] = []
    stop_after = False
    prev = ""
    for i, (off, seg) in enumerate(segs):
        if stop_after:
            break
        raw = seg
        seg = re.sub(r"(?<!\d)\.$", "", seg.rstrip(" \t;"))
        lead = len(raw) - len(raw.lstrip())
        seg = seg.strip()
        if kinds and kinds[-1] == "sname":  # the house number of the street named before it, or a postcode and town
            kinds[-1] = "street"
            if _HOUSE_ONLY.fullmatch(seg) and off not in line_starts:
                found.append((found.pop()[0], off + lead + len(seg)))
                continue
        nxt = segs[i + 1][1].strip().rstrip(".") if i + 1 < len(segs) else ""
        got = _parts(seg, lenient=any(k in ("street", "unit") for k in kinds), hint=bool(kinds) and _STATE_ZIP.fullmatch(nxt) is not None)
        if got is None and kinds and kinds[-1] != "country":  # "Hungary and moved to Brentwood": a country then prose
            head = re.match(r"(?i)(?P<c>.+?)[ ](?:and|where|in|since|until|then|for|to|with|but)\b", seg)
            if head and len(head.group("c").split()) <= 5:
                got = _parts(head.group("c"), lenient=any(k in ("street", "unit") for k in kinds))
                if got and got[0] not in ("country", "locality", "locality+"):
                    got = None
                stop_after = True
        if got is None and inline and i + 1 < len(segs) and _STREET_WORD_FIRST.fullmatch(seg) \
                and (_HOUSE_ONLY.fullmatch(nxt) or re.match(rf"(?:{_PC})[ ][^\W\d_]", nxt)):
            got = ("sname", [(0, len(seg))])
        if got is None:
            if i < 2 and not kinds and name_first and re.fullmatch(r"[^\W\d_][\w'’.-]*(?:[ ]+[^\W\d_][\w'’.-]*){1,4}", seg):
                continue
            break
        kind, spans = got
        spans = [(off + lead + s, off + lead + e) for s, e in spans]
        joinable = inline and off not in line_starts
        if joinable and kinds and kind == "street" and kinds[-1] == "unit" and (re.match(r"(?i)(?:flat|apt|apartment|unit)\b", prev) \
                and re.search(r"\d", seg) or re.match(r"(?i)no\b", prev)):  # "Flat 6, 41 Merrion Court": one span
            spans = [(found.pop()[0], spans[0][1])]
        elif joinable and kinds and kind == "unit" and kinds[-1] == "street" and re.match(r"(?i)(?:suite|ste\.?|apt\.?|apartment|unit|#)", seg):
            spans = [(found.pop()[0], spans[0][1])]  # "500 N Capitol Blvd, Suite 1200": one span
            kind = "street"
        elif joinable and kind == "unit" and re.fullmatch(r"(?i)no\.?[ ]?\d{1,5}[a-z]?", seg) and kinds and kinds[-1] == "street":
            first = len(kinds) - 1  # "Valiasr St, Golestan Alley, No. 12": the run of street segments and the number
            while first > 0 and kinds[first - 1] == "street":
                first -= 1
            start = found[-(len(kinds) - first)][0]
            del found[-(len(kinds) - first):]
            spans = [(start, spans[0][1])]
        kinds.append(kind)
        found += spans
        prev = seg
        if kind == "country":
            break
    good = any(k in ("street", "unit", "locality+") for k in kinds) and (len(kinds) >= 2 or (strong and kinds == ["street"]))
    if not good or kinds[0] not in ("street", "unit") and not (len(kinds) >= 2 and "country" in kinds):
        return []
    return found


def _line_segments(text: str, start: int) -> list[tuple[int, str]]:
    """The rest of a line after ``start``, cut at the end of its sentence, as comma-separated segments."""
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    stop = re.compile(r"(?<!\b[Ss]t)(?<!\b[Aa]pt)(?<!\b[Nn]o)(?<!\b[A-Za-z])\.(?=[ \t]|$)|[;()|]|[ \t]{2}|\b(?i:tel|ph|phone|cell|fax)\b")
    m = stop.search(text, start, end)
    if m:
        end = m.start()
    out, pos = [], start
    for piece in re.split(r",", text[start:end]):
        out.append((pos, piece))
        pos += len(piece) + 1
    return out


class AddressBlock(Pattern):
    """A cue regex, then the address read line by line below it (block) or segment by segment after it (inline)."""

    def _find(self, text: str) -> list[tuple[int, int, float]]:
        out = []
        for m in self.compiled.finditer(text):
            cue = m.group("cue").lower()
            rest_end = text.find("\n", m.end())
            rest_end = len(text) if rest_end < 0 else rest_end
            rest = text[m.end():rest_end]
            strong = bool(_STRONG.search(cue))
            spans: list[tuple[int, int]] = []
            if not rest.strip() or cue in ("c/o", "care of"):
                if cue.startswith(("moved", "grew", "now", "lives", "living", "resid")) and not m.group("colon"):
                    continue
                lines, pos, starts = [], rest_end + 1, set()
                while pos < len(text) and len(lines) < 7:
                    e = text.find("\n", pos)
                    e = len(text) if e < 0 else e
                    if not text[pos:e].strip():
                        break
                    starts.add(pos)
                    for piece in text[pos:e].split(","):  # "88 Dufferin Street, Unit 4", "Toronto, ON M6H 4B6"
                        lines.append((pos, piece))
                        pos += len(piece) + 1
                    pos = e + 1
                spans = read_address(lines, name_first=True, strong=strong, inline=True, line_starts=starts)
            else:
                spans = read_address(_line_segments(text, m.end()), name_first=False, strong=strong, inline=True)
            out += [(s, e, self.score) for s, e in spans if e > s]
        return out


class AddressLine(Pattern):
    """A line (or the value of a field) closing with ``, ST 12345``, read back to its street segment:
    ``937 dickson shoals, west jay, nevada 56790-4164``, ``PCP: June Roe, 478 Nash Mountain, McKinney, TX 10108``."""

    def _find(self, text: str) -> list[tuple[int, int, float]]:
        out = []
        for m in self.compiled.finditer(text):
            body, start = m.group("body"), m.start("body")
            segs, pos = [], start
            for piece in body.split(","):
                segs.append((pos, piece))
                pos += len(piece) + 1
            for k in range(max(0, len(segs) - 5), len(segs) - 1):
                first = segs[k][1].strip()
                if _street(first) or _UNIT_LINE.fullmatch(first) or _PO_BOX.fullmatch(first):
                    out += [(s, e, self.score) for s, e in read_address(segs[k:], name_first=False, strong=True, inline=True)]
                    break
        return out


def _state_zip_ok(m: re.Match) -> bool:
    """Not a lab or dose value ("IN 12345" inside prose is rare; a ZIP closes an address line or sentence)."""
    s = m.string
    before = s[max(0, m.start() - 60):m.start()]
    if m.group().split()[0] in ("ID", "IN", "OR", "ME", "OK", "HI", "DE"):  # "LanguageLine ID 55841", "by phone, ID 55817"
        town = re.search(r"([A-Z][\w'’.-]+(?:[ ][A-Z][\w'’.-]+)?),?[ ]*$", before)
        if town is None or re.search(r"(?i)phone|line|fax|tel", town.group(1)):
            return False
        if not known_place(town.group(1)) and not re.search(r"\d[^\n]*,[ ]*$", before):
            return False
    return bool(re.search(r"(?:,[ ]*|\n|^|[A-Za-z][ ])$", before)) and re.search(r"\d|,", before[-40:]) is not None


def _city_before_state_ok(m: re.Match) -> bool:
    """Up to three capitalised words before ``, ST`` that are, all together, a town of the gazetteer
    ("P.O. Box 30555, Salt Lake City, UT": not "Lake City")."""
    c = m.group("c")
    return known_place(c) and not known_person(c)


def _office_town_ok(m: re.Match) -> bool:
    n = m.group("n")
    words = [w for w in n.split() if w.lower() not in _COMPASS]
    return bool(words) and not any(generic_word(w) for w in n.split()) and (
        known_place(n) or world_place(n) or all(_rare(w, 4.0) for w in words))


PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "loc_state_zip_split",
        rf"(?<![\w-])(?:{_ST_CODES}|{US_STATE_NAMES})[ ]+\d{{5}}(?:-\d{{4}})?(?![\w-])",
        "LOCATION", 0.96, split=r"(?<=[A-Za-z])[ ]+(?=\d)", validator=_state_zip_ok,
    ),
    Pattern(
        # a line broken between the state and its ZIP: "823 Ross Roads, Pflugerville, Texas\n97915. Phone"
        "loc_state_zip_wrapped",
        rf"(?<=,[ ])(?:{_ST_CODES}|{US_STATE_NAMES})[ ]*\n(?P<z>\d{{5}}(?:-\d{{4}})?)(?=[.,;]?(?:[ ]|$))",
        "LOCATION", 0.9, group="z", flags=re.MULTILINE,
    ),
    Pattern(
        # the whole town before ", ST": "Salt Lake City, UT 84130" (an older pattern takes "Lake City")
        "loc_city_before_state",
        rf"(?<![\w'’.-])(?P<c>[A-Z][a-z]*[A-Z]?[a-z]+(?:[ ][A-Z][a-z]+){{0,2}}),[ ](?=(?:{_ST_CODES})(?:[ ]+\d{{5}}|[ \t]*(?:$|[,.;]|[ ]{{2}})))",
        "LOCATION", 0.9, group="c", validator=_city_before_state_ok, flags=re.MULTILINE,
    ),
    Pattern(
        # US grid and ordinal streets: "410 S 300 W #12", "3342 E 116th St", "1407 S 6th St"
        "loc_grid_street",
        r"(?<![\w/#.-])\d{1,5}[ ](?:[NSEW]|North|South|East|West)[ ](?:\d{1,4}[ ][NSEW]|\d{1,3}(?:st|nd|rd|th)[ ](?:St|Ave|Rd|Street|Avenue|Road|Pl|Place|Dr|Drive|Blvd|Ter|Way)\b\.?)"
        r"(?:[ ](?:[NSEW]|NE|NW|SE|SW)\b)?(?:,?[ ](?:\#|Apt\.?|Unit|Suite|Ste\.?)[ ]?\w{1,5})?(?![\w-])",
        "LOCATION", 0.88,
    ),
    Pattern(
        # the town of a doctor's office: "* Dr. Murray's office, South Aprilport", "dr. ignatjev's office, new earl"
        "loc_office_town",
        r"(?m)\b(?i:dr\.?|doctor)[ ][^\n,]{1,40}['’]s[ ](?i:office|surgery|practice|clinic),[ ](?P<n>[^\W\d_][\w'’-]+(?:[ ][^\W\d_][\w'’-]+){0,2})[ \t]*$",
        "LOCATION", 0.7, group="n", validator=_office_town_ok, anchor=r"['’]s[ ](?i:office|surgery|practice|clinic),", anchor_window=80,
    ),
    AddressBlock("loc_address_block", _CUE.pattern, "LOCATION", 0.9),
    AddressLine(
        "loc_address_line",
        rf"(?im)^(?:[^\n:]{{0,40}}:[ \t]*)?(?P<body>[^\n:]{{4,160}}?,[ ]*(?:{_ST_CODES}|{US_STATE_NAMES})[ ]+\d{{5}}(?:-\d{{4}})?)(?=\.?[ \t]*$|[ ]{{2}}|\.[ ])",
        "LOCATION", 0.9, anchor=rf"(?i),[ ]*(?:{_ST_CODES}|{US_STATE_NAMES})[ ]+\d{{5}}", anchor_window=200,
    ),
)
