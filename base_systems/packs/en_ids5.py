"""English pack, identifiers, ages, user names, phones and dates in forms the earlier packs miss (issue 22, session 15).

Identifiers (``ID``, without their cue word):

* ``id5_ref_code``: a code of capital letters and digits, whole with its ``/`` and ``-`` parts, after
  a reference or logging cue (``booking - ref PTS/771055``, ``Our ref WP/RH/552180``, ``HPT ref
  OB-NV-25-031``, ``logged as C/25/01187``, ``activation code is EXP5C7Q2M``, ``confirmation
  MX-55T0981``, ``case record 25-0555-1187``); the earlier rules cut such codes or missed them;
* ``id5_licence``: a licence, registration or permit number after its cue (``CDL L555-2210-9931``,
  ``A-Number A055-512-873``, ``Ohio license 35.555128``, ``DEA BP5551234``, ``MMC 55871``, ``BMDC Reg.
  No. A-55187``, ``UBRN: 0555 1287 4410``);
* ``id5_vehicle_plate``: a vehicle registration after ``plate`` or ``registration`` (``WU19 XKE``,
  ``LWD 5521``);
* ``id5_letter_spaced``: a cued value that glues letters to digits and goes on in spaced digit groups
  (``Donor no. C555 301 8842``), above the phone rule that took its digits;
* ``id5_hkid`` (``Y555721(3)``, with its check digit), ``id5_zw_national`` (``63-555182 F 44``);
* ``id5_code_year_serial``: a report number of capitals, a two-digit year and a serial
  (``SI-25-0933``), not a classification (``ICD-10-...``).

Phones: ``phone5_cued_world`` (a national number after ``H/P``, ``Tel``, ``Mob``, kept by
**phonenumbers**; an earlier pager rule read the ``P`` of ``H/P`` as a pager and took three digits),
``phone5_page_name`` (``page Dr Vukovic on 7712``), ``fax5_cued`` (``faxed to 505-555-0194``,
``Fax 303-555-0173``: the fax word right before the number beats the phone rules).

Ages over 89: ``age5_relative_comma`` (``grandmother, 90,``), ``age5_titled_then`` (``Mr Mulcahy,
then 90,``), ``age5_name_paren`` (``Winifred Ashworth-Pym (99)``), ``age5_relative_spelled`` (``His
mother who is ninety-three``), ``age5_table_column`` (a cell under an ``Age`` header of a pipe table).

User names: ``username5_platform_as`` (``on TikTok as dizzyreece_x``), ``username5_role``
(``Abstractor: cfrasier2``, ``From: sbaumgartner``).

Dates: ``date5_compact_cued`` (``DOB 19480312``, ``Dx date 20250814``), ``date5_basic_iso_time``
(``20251127T083000Z``), ``date5_holiday_more`` (``Divali``, ``bonfire night``, ``Labour Weekend``),
``date5_weekday_range_letters`` (``M-Sa``, ``Mo-Fr``), ``date5_weekday_cell`` (``| Sun |``),
``date5_dm_unambiguous`` (``clinic 19/11``, ``UDS 11/18``), ``date5_dotted_dm`` (``from 03.11.
until``), ``date5_weekday_date`` (``mon 3 nov``, ``sat 8th``, ``Sun 16.11.25``, ``tues 11``),
``date5_spaced_numeric`` (``DOB: 02 14 1957``), ``date5_day_of_month`` (``3rd day of June, 2024``),
``date5_month_the_ordinal`` (``September the 4th``), ``date5_md_range`` (``11/26-11/28``),
``date5_dtg`` (``240615Z NOV 25``).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern, valid_date
from multideid.base_systems.packs.en_contact import login_ok
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_dates import MONTH
from multideid.base_systems.packs.en_forms import given_name
from multideid.base_systems.packs.en_ids4 import id_value_ok

__all__ = ["PATTERNS", "hkid_ok", "table_column_is"]


# ------------------------------------------------------------------ validators
def hkid_ok(number: str) -> bool:
    """Hong Kong identity card number: one or two letters, six digits and a check digit (0-9 or A),
    weights 9..2 (a single letter counts a leading space as 36), ``sum % 11 == 0``."""
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", number.strip().upper())
    if not m:
        return False
    letters = m.group(1) if len(m.group(1)) == 2 else " " + m.group(1)
    vals = [36 if c == " " else ord(c) - 55 for c in letters] + [int(c) for c in m.group(2)]
    vals.append(10 if m.group(3) == "A" else int(m.group(3)))
    return sum(v * w for v, w in zip(vals, range(9, 0, -1))) % 11 == 0


_YEAR = re.compile(r"(?:19|20)\d{2}")
_CLOCK = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")


def _code_ok(v: str) -> bool:
    """An identifier value (:func:`id_value_ok`), not a year alone; a value of digits alone
    needs four or more of them."""
    if not id_value_ok(v) or _YEAR.fullmatch(v):
        return False
    return not v.isdigit() or len(v) >= 4


def _n_value_ok(m: re.Match) -> bool:
    return _code_ok(m.group("n"))


def _licence_ok(m: re.Match) -> bool:
    """A licence value: three or more digits, not a date or a small number; a dotted value
    (``35.555128``) is a licence when it holds six or more digits."""
    v = m.group("n")
    digits = sum(c.isdigit() for c in v)
    if re.fullmatch(r"\d+\.\d+", v):
        return digits >= 6
    return _code_ok(v)


def _plate_ok(m: re.Match) -> bool:
    v = m.group("n")
    return any(c.isdigit() for c in v) and any(c.isalpha() for c in v)


def _age_n(m: re.Match) -> bool:
    return 90 <= int(m.group("n")) <= 125


def _name_age_ok(m: re.Match) -> bool:
    """The age is over 89 and the last two or three capitalised words before it are a name
    (``Visited Winifred Ashworth-Pym (99)``: the verb is no part of the name), the first of them a given
    name of the gazetteer (``Pulse Oximetry (95)`` is no person)."""
    words = m.group("name").split()
    return _age_n(m) and any(
        given_name(words[-k]) and name_ok(" ".join(words[-k:])) for k in (2, 3) if k <= len(words)
    )


_ROW_MAX = 1000  # a line longer than this is no table row (and the look-ups stay linear)
# the last text's row starts -> start of their table's first row (the text itself is held, so a
# new text never meets the rows of an old one)
_LAST_TOPS: tuple[str | None, dict[int, int]] = (None, {})


def _line_at(s: str, i: int) -> tuple[int, int] | None:
    """Start and end of the line holding position ``i``, or None for a line over ``_ROW_MAX``."""
    lo = max(0, i - _ROW_MAX)
    a = s.rfind("\n", lo, i) + 1
    if a == 0 and lo > 0:
        return None
    b = s.find("\n", i, a + _ROW_MAX + 1)
    if b == -1:
        if len(s) - a > _ROW_MAX:
            return None
        b = len(s)
    return a, b


def _table_top(s: str, line_start: int) -> int:
    """Start of the first line of the pipe table whose row starts at ``line_start``."""
    global _LAST_TOPS
    last = _LAST_TOPS
    if last[0] is not s:
        last = (s, {})
        _LAST_TOPS = last
    tops = last[1]
    seen, top = [], line_start
    while top > 0:
        if top in tops:
            top = tops[top]
            break
        seen.append(top)
        prev = _line_at(s, top - 1)
        if prev is None or "|" not in s[prev[0] : prev[1]]:
            break
        top = prev[0]
    for row in seen:
        tops[row] = top
    return top


def table_column_is(m: re.Match, header: str, group: str = "n") -> bool:
    """True when the match's group sits in a pipe-table cell whose header cell (the first row of
    the table, found above the match) matches the regex ``header`` in full (case-insensitive)."""
    s = m.string
    start = m.start(group)
    line = _line_at(s, start)
    if line is None:
        return False
    top = _table_top(s, line[0])
    head_line = _line_at(s, top)
    if top == line[0] or head_line is None:
        return False
    col = s.count("|", line[0], start)
    head, row = s[head_line[0] : head_line[1]].split("|"), s[line[0] : line[1]].split("|")
    if len(head) != len(row) or col >= len(head):
        return False
    return re.fullmatch(header, head[col].strip(), re.IGNORECASE) is not None


def _age_cell_ok(m: re.Match) -> bool:
    return _age_n(m) and table_column_is(m, r"age|age[ ]?\(y(?:ea)?rs?\)|yrs|years")


def _bleep_cell_ok(m: re.Match) -> bool:
    return not re.fullmatch(r"19\d\d|20[0-3]\d", m.group("n")) and table_column_is(m, r".{0,30}\((?:bleep|pager|page|ext\.?|extension|vocera)\).{0,10}")


def _dm_ok(m: re.Match) -> bool:
    """``a/b`` without a year where one side is 13-31 (so it must be the day) and the other a
    month other than 12 and 7 (``14/12`` and ``3/7`` are months and days of age or duration)."""
    a, b = int(m.group("a")), int(m.group("b"))
    if 13 <= a <= 31 and 1 <= b <= 12:
        return b not in (7, 12) and valid_date(a, b)
    if 13 <= b <= 31 and 1 <= a <= 12:
        return valid_date(b, a)
    return False


_SCORE_BEFORE = re.compile(
    r"(?i:\b(?:gcs|pain|vision|va|power|mrc|score|scored|ratio|bp|grade|strength|sats?|apgars?|mmse|moca|fev1|x|in|positive|pos|cores?|nodes?|lns?|biopsies|samples?|slides?|specimens?|of)[ ]*:?[ ]*$)"
)
# visual acuity in Snellen fractions ("VA cc OD 6/12, OS 6/24")
_ACUITY_NEAR = re.compile(r"(?i:\b(?:va|od|os|ou|acuity|snellen|vision|cc|sc|ph)\b)")


def _dm_cued_ok(m: re.Match) -> bool:
    s = m.string
    return (
        _dm_ok(m)
        and _SCORE_BEFORE.search(s, max(0, m.start() - 12), m.start()) is None
        and _ACUITY_NEAR.search(s, max(0, m.start() - 25), m.start()) is None
    )


def _weekday_letters_ok(m: re.Match) -> bool:
    """``M-F`` (also male-female) only as a table cell or after a schedule word."""
    if m.group() != "M-F":
        return True
    s = m.string
    before, after = s[max(0, m.start() - 12) : m.start()], s[m.end() : m.end() + 2]
    if before.endswith("| ") and after.startswith(" |"):
        return True
    return re.search(r"(?i:\b(?:daily|dosing|open|hours|clinic|works?|schedule|every)[ ]*:?[ ]*$)", before) is not None


def _compact_ok(m: re.Match) -> bool:
    v = m.group("d")
    return valid_date(int(v[6:8]), int(v[4:6]), int(v[:4]))


def _spaced_ok(m: re.Match) -> bool:
    a, b, y = int(m.group("a")), int(m.group("b")), int(m.group("y"))
    return valid_date(b, a, y) or valid_date(a, b, y)


def _md_pair_ok(a: str, b: str) -> bool:
    x, y = (int(v) for v in a.split("/"))
    return valid_date(y, x) or valid_date(x, y)


def _md_range_ok(m: re.Match) -> bool:
    """Two month/day pairs; a day over 12 or the same month on both sides (``1/2-3/4`` is a
    fraction range)."""
    p, q = m.group("p"), m.group("q")
    nums = [int(v) for v in p.split("/") + q.split("/")]
    same_month = p.split("/")[0] == q.split("/")[0]
    return _md_pair_ok(p, q) and (max(nums) >= 13 or same_month)


def _dotted_dm_ok(m: re.Match) -> bool:
    return valid_date(int(m.group("d")), int(m.group("m")))


def _login_n(m: re.Match) -> bool:
    n = m.group("n")
    return login_ok(n) or (bool(re.search(r"[\d_.]", n)) and len(n) >= 4 and bool(re.search(r"[a-z]{3}", n)))


def _world_phone_ok(m: re.Match) -> bool:
    import phonenumbers

    raw = m.group("n")
    digits = re.sub(r"\D", "", raw)
    if not 8 <= len(digits) <= 12:
        return False
    for region in ("MY", "SG", "HK", "GB", "IE", "AU", "NZ", "IN", "PK", "BD", "LK", "NG", "GH", "KE", "UG", "ZA", "ZW", "PH", "US"):
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(raw, region)):
                return True
        except phonenumbers.NumberParseException:
            continue
    return False


# ------------------------------------------------------------------ pieces
# a code of capitals and digits with "/" or "-" between parts, holding a digit
_CODE = r"(?P<n>(?=[A-Z0-9/-]*\d)[A-Z0-9]{1,12}(?:[/-][A-Z0-9]{1,12}){0,5})(?![\w/-]|[.,]\d)"
_REF_CUE = (
    r"(?i:(?:our|your|my|the|hpt|nhs|pals|case|file|claim|booking|transport|job|crime|police|incident)[ ]ref(?:erence)?\.?|"
    r"ref(?:erence)?\.?(?:[ ](?:code|no\.?|number|#))?|(?:logged|registered|recorded|filed|opened|raised|referenced)[ ](?:as|under)|"
    r"(?:activation|access|verification|enrol?ment|redemption|booking|confirmation|claim|authori[sz]ation)[ ](?:code|number|no\.?|#)|"
    r"confirmation|(?:case|patient|medical|hospital|health|clinical|poison)[ ]record(?:[ ](?:no\.?|number|#))?)"
)
_REF_SEP = r"[ \t]*(?:[:#=]|is|-)?[ \t]*#?[ \t]*"
_LIC_CUE = (
    r"(?:CDL|DL|DEA|MMC|GMC|NMC|MCR|SNB|HPCSA|AHPRA|IMC|PMDC|BMDC|SLMC|MDCN|KMPDC|HCPC|UBRN|A-?Number|A-?No\.?|A\#|IMO|"
    r"(?i:driver'?s[ ]licen[cs]e|driving[ ]licen[cs]e|commercial[ ]driver'?s?[ ]licen[cs]e|alien[ ]number|"
    r"(?:medical|nursing|practi[cs]ing|state|professional|board|controlled[ ]substance)[ ]licen[cs]e)|"
    r"(?:[A-Z][a-z]+[ ])?(?:[Ll]icen[cs]e|LICEN[CS]E)|Reg\.?|Registration|Regn\.?)"
    r"(?:[ ](?i:no\.?|number|#))?"
)
_REL = (
    r"grandmother|grandfather|grandma|grandpa|gran|granny|mother|father|mum|mom|dad|husband|wife|aunt|uncle|"
    r"great-grandmother|great-grandfather|mother-in-law|father-in-law|sister|brother|neighbou?r|widow|widower|"
    r"gogo|nana|nan|mama|papa|lola|lolo|bibi|babu|ouma|oupa"
)
_SPELLED = (
    r"ninety(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|(?:a|one)[ ]hundred(?:[ ]and)?"
    r"(?:[ ](?:one|two|three|four|five|six|seven|eight|nine|ten))?"
)
_CAPW = r"[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?"
_WD_ANY = (
    r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|Mon|Tues?|Weds?|Thu(?:rs?)?|Fri|Sat|Sun|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|tues|weds|thurs?|fri|mon|tue|wed|thu|sat|sun|"
    r"MON|TUES?|WEDS?|THU(?:RS?)?|FRI|SAT|SUN)\.?"
)
_WD_LETTER = r"(?:Mo|Tu|We|Th|Fr|Sa|Su|M|T|W|F)"
_HOLIDAYS = (
    r"Divali|Diwali|Deepavali|Eid(?:[ -]al[ -](?:Fitr|Adha))?|Eid-ul-(?:Fitr|Adha)|Hari[ ]Raya(?:[ ]Puasa|[ ]Haji)?|"
    r"(?i:bonfire[ ]night|guy[ ]fawkes(?:[ ]night)?)|Labour[ ](?:Weekend|Day)|Boxing[ ]Day|Anzac[ ]Day|ANZAC[ ]Day|"
    r"Waitangi[ ]Day|Hogmanay|Passover|Pesach|(?:Chinese|Lunar)[ ]New[ ]Year|Australia[ ]Day|Canada[ ]Day|"
    r"Remembrance[ ](?:Day|Sunday)|Good[ ]Friday|Easter[ ](?:Sunday|Monday)|Mother'?s[ ]Day|Father'?s[ ]Day|"
    r"St\.?[ ]Patrick'?s[ ]Day|Juneteenth|Presidents'?[ ]Day|Columbus[ ]Day|Martin[ ]Luther[ ]King[ ]Day|MLK[ ]Day|"
    r"Emancipation[ ]Day|Phagwah|Vesak|Thaipusam|Onam|Pongal|Navratri|Dussehra|Kwanzaa|Mardi[ ]Gras|Carnival[ ](?:Monday|Tuesday)|"
    r"Whitsun|August[ ]Bank[ ]Holiday|(?:May|Spring|Summer|Easter)[ ]Bank[ ]Holiday|Matariki|Thanksgiving[ ]Day"
)
_MONTH_ANY = rf"(?:{MONTH}|(?i:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)(?![a-z]))"

PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ identifiers
    Pattern(
        "id5_ref_code", rf"(?<![\w-]){_REF_CUE}{_REF_SEP}{_CODE}", "ID", 0.8, group="n", validator=_n_value_ok,
        anchor=r"\d", anchor_window=60,
    ),
    Pattern(
        "id5_licence",
        rf"(?<![\w-]){_LIC_CUE}[ \t]*[:#]?[ \t]*(?P<n>(?=[A-Z0-9.-]*\d)[A-Z0-9]{{1,12}}(?:[.-][A-Z0-9]{{1,12}}){{0,4}}"
        r"(?:[ ]\d{3,6}(?![\w/-]|[.,]\d)){0,3})(?![\w/-]|[.,]\d)",
        "ID", 0.8, group="n", validator=_licence_ok, anchor=r"\d", anchor_window=60,
    ),
    Pattern(
        "id5_vehicle_plate",
        r"\b(?i:(?:licen[cs]e|number|reg(?:istration)?)[ ]plate|plate(?:[ ](?:no\.?|number|#))?|(?:vehicle|car)[ ]reg(?:istration)?|"
        r"registration(?:[ ](?:no\.?|number|mark))?|reg[ ](?:no\.?|number|mark))[ \t]*[:#]?[ \t]*"
        r"(?P<n>(?=[A-Z0-9 -]*\d)[A-Z0-9]{2,4}[ -]?[A-Z0-9]{2,4})(?![\w-])",
        "ID", 0.75, group="n", validator=_plate_ok,
    ),
    Pattern(
        "id5_letter_spaced",
        r"\b(?i:no\.?|number|#|id)[ \t]*[:#]?[ \t]*(?P<n>[A-Z]{1,3}\d{2,6}(?:[ ]\d{2,6}){1,3})(?![\w-]|[.,]\d|[ ]?(?:mg|mcg|ml|mL|g|kg|units?|%)\b)",
        "ID", 0.92, group="n",
    ),
    Pattern("id5_hkid", r"(?<![\w-])(?P<n>[A-Z]{1,2}\d{6}\([0-9A]\))(?![\w-])", "ID", 0.85, group="n",
            validator=lambda m: hkid_ok(m.group("n"))),
    Pattern("id5_hkid_cued", r"(?<![\w-])(?P<n>[A-Z]{1,2}\d{6}\(?[0-9A]\)?)(?![\w-])", "ID", 0.85, group="n",
            context=("hkid", "hk id", "hkic", "identity card"), context_required=True, window=20, context_side="before"),
    # (the shape of en_natids' id_nat_zw above the cue rules that stop at the check letter)
    Pattern("id5_zw_national", r"(?<![\w-])\d{2}-\d{6,7}[ ]?[A-Z][ ]?\d{2}(?![\w-])", "ID", 0.92),
    Pattern(
        "id5_code_year_serial",
        r"(?<![\w/-])(?!(?:ICD|CPT|DSM|PHQ|GAD|COVID|SARS|HIV|HPV|IL|CD|HLA|DRG|ISO|IEC|RFC|MIL|EN)-)"
        r"(?P<n>[A-Z]{2,5}-\d{2}-\d{3,6})(?![\w/-]|[.,]\d)",
        "ID", 0.55, group="n",
    ),
    # ------------------------------------------------------------------ phones and faxes
    Pattern(
        "phone5_cued_world",
        r"\b(?:H/P|h/p|HP|Hp|Handphone|handphone|Mob|mob|Mobile|Tel|tel|TEL|Ph|PH|Cell|cell)\.?[ \t]*(?:no\.?|number|#)?[ \t]*[:#]?[ \t]*"
        r"(?P<n>\+?\(?\d{2,5}\)?(?:[ -]\d{2,8}){1,3})(?![\w-]|[.,]\d)",
        "PHONE", 0.85, group="n", validator=_world_phone_ok,
    ),
    Pattern(
        "phone5_page_name",
        rf"\b(?i:page|bleep|call)[ ](?:(?:Dr|Dr\.|Sister|Nurse)[ ])?{_CAPW}(?:[ ]{_CAPW})?[ ](?:on|at)[ ](?P<n>\d{{4,5}})(?![\w/-]|[.,]\d)",
        "PHONE", 0.7, group="n", validator=lambda m: not (m.group(0)[: m.start("n") - m.start()].endswith("at ") and _CLOCK.fullmatch(m.group("n"))),
    ),
    Pattern(
        # a bleep in brackets after a name, in a table column headed "... (bleep)"
        "phone5_bleep_column", rf"(?<=\|)[ ]*(?:Dr\.?[ ])?{_CAPW}(?:[ ]{_CAPW})?[ ]\((?P<n>\d{{3,5}})\)[ ]*(?=\|)",
        "PHONE", 0.7, group="n", validator=_bleep_cell_ok,
    ),
    Pattern(
        "fax5_cued",
        r"\b(?i:fax(?:ed)?(?:[ ](?:to|back[ ]to|back|number|no\.?|#))?|facsimile|fx)[ \t]*[:#]?[ \t]*"
        r"(?P<n>(?:\+?1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[ .-])\d{3}[ .-]\d{4})(?![\w-])",
        "FAX", 0.96, group="n",
    ),
    # ------------------------------------------------------------------ ages over 89
    Pattern(
        "age5_relative_comma",
        rf"\b(?i:{_REL})[ ]?,[ ](?P<n>9\d|1[01]\d)(?=[ ]?[,;)]|[ ]-)",
        "AGE", 0.75, group="n", validator=_age_n,
    ),
    Pattern(
        "age5_titled_then",
        rf"\b(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?[ ]{_CAPW}(?:[ ]{_CAPW}){{0,2}},[ ](?i:then|now|aged?|at[ ]the[ ]time)[ ](?P<n>9\d|1[01]\d)\b(?![.,]\d)",
        "AGE", 0.8, group="n", validator=_age_n,
    ),
    Pattern(
        "age5_name_paren",
        rf"\b(?P<name>{_CAPW}(?:[ ]{_CAPW}){{1,2}})[ ]\((?:(?i:aged?)[ ])?(?P<n>9\d|1[01]\d)\)",
        "AGE", 0.7, group="n", validator=_name_age_ok,
    ),
    Pattern(
        "age5_relative_spelled",
        rf"\b(?i:{_REL})[ ](?i:who[ ]is|who's|is|was|aged?|now)[ ](?:(?i:now|nearly|almost|just)[ ])?(?P<n>(?i:{_SPELLED}))\b(?![- ](?:percent|%))",
        "AGE", 0.75, group="n",
    ),
    Pattern(
        "age5_table_column", r"(?<=\|)[ \t]*(?P<n>9\d|1[01]\d)[ \t]*(?=\||$)", "AGE", 0.7, group="n",
        validator=_age_cell_ok, flags=re.MULTILINE,
    ),
    # ------------------------------------------------------------------ user names
    Pattern(
        "username5_platform_as",
        r"\b(?i:tiktok|instagram|insta|twitter|facebook|snapchat|youtube|reddit|discord|twitch|threads|telegram|x)[ ]"
        r"(?i:as|under|handle|name)[ ][\"“'@]?(?P<n>[A-Za-z0-9][\w.]{2,30}[A-Za-z0-9_])(?![\w@-])",
        "USERNAME", 0.75, group="n", validator=_login_n,
    ),
    Pattern(
        "username5_role",
        r"\b(?:(?i:abstractor|coder|reviewer|auditor|author|user(?:[ ]?id|name)?|login|sender)[ \t]*:|"
        r"(?i:abstracted|coded|reviewed|audited|authored|submitted|completed|documented|verified|prepared|queried|created|"
        r"signed)[ ]by[ \t]*:?|From:|FROM:)[ \t]*"
        r"(?P<n>[a-z][a-z0-9._-]{2,30}[a-z0-9])(?![\w@-])(?!\.\w)",
        "USERNAME", 0.65, group="n", validator=_login_n,
    ),
    # ------------------------------------------------------------------ dates
    Pattern(
        "date5_compact_cued",
        r"\b(?i:dob|d\.o\.b\.?|date(?:[ ]of[ ](?:birth|service|death|diagnosis|admission|discharge))?|dx[ ]date|dos|born|"
        r"admit(?:ted)?|discharged?|collected|reported|onset)[ \t]*[:=]?[ \t]*(?P<d>(?:19|20)\d{6})(?![\w/-])",
        "DATE", 0.9, group="d", validator=_compact_ok,
    ),
    Pattern(
        "date5_basic_iso_time",
        r"(?<![\w-])(?P<d>(?:19|20)\d{6})T\d{4}(?:\d{2})?(?:Z|[+-]\d{4})?(?![\w-])",
        "DATE", 0.9, validator=_compact_ok,
    ),
    Pattern("date5_holiday_more", rf"\b(?:{_HOLIDAYS})\b", "DATE", 0.7),
    Pattern(
        "date5_weekday_range_letters",
        rf"(?<![\w/-])(?:{_WD_LETTER}-(?:Sa|Su|Fr|Th)|(?:Mo|Tu|We|Th|Fr|Sa|Su)-{_WD_LETTER}|M-F)(?![\w/-])",
        "DATE", 0.6, validator=_weekday_letters_ok,
    ),
    Pattern("date5_weekday_cell", r"(?<=\|[ ])(?:Sat|Sun|Sat/Sun|Sun/Sat)(?=[ ]\|)", "DATE", 0.75),
    Pattern(
        "date5_dm_unambiguous",
        r"(?<![\w/.,:=+-])(?P<a>\d{1,2})/(?P<b>\d{1,2})"
        r"(?![\w/]|[.,]\d|[ ]?(?:pain|strength|vision|score|mg|mcg|ml|mmHg|units?|tabs?|in|inch|inches|on[ ]\d|nodes?|LNs?|cores?|"
        r"biops|samples?|specimens?|slides?|sessions?|doses?|days?|weeks?|wks?|months?|hrs?|hours?|(?:positive|pos|neg|negative)(?![ ]for)|"
        r"patients?|pts|cases|criteria|points?|items?|questions?|correct|attempts?|of)\b|[ ]?[\"”'])",
        "DATE", 0.55, validator=_dm_cued_ok,
    ),
    Pattern(
        "date5_dotted_dm",
        r"\b(?i:from|on|since|until|till|dated|vom|am|bis|seit)[ ](?P<x>(?P<d>0[1-9]|[12]\d|3[01])\.(?P<m>0[1-9]|1[0-2])\.)(?!\d)",
        "DATE", 0.7, group="x", validator=_dotted_dm_ok,
    ),
    Pattern(
        "date5_weekday_date",
        rf"\b{_WD_ANY},?[ ]+(?:\d{{1,2}}(?:st|nd|rd|th)?[ ]+(?:of[ ]+)?{_MONTH_ANY}(?:[ ]+(?:19|20)\d{{2}})?|"
        r"\d{1,2}(?:st|nd|rd|th)(?![\w/])|\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2})(?![\w/.]))",
        "DATE", 0.9,
    ),
    # a weekday that is no English word with a bare day number closing a diary entry: "tues 11 - bad"
    Pattern(
        "date5_weekday_daynum",
        r"\b(?:tues|thurs|weds|Tues|Thurs|Weds|TUES|THURS|WEDS)\.?[ ](?P<d>\d{1,2})(?=[ ]*(?:$|[-–,;:)]))",
        "DATE", 0.8, validator=lambda m: 1 <= int(m.group("d")) <= 31, flags=re.MULTILINE,
    ),
    Pattern(
        "date5_spaced_numeric",
        r"\b(?i:dob|d\.o\.b\.?|date(?:[ ]of[ ](?:birth|service|death|injury|onset))?|born)[ \t]*:?[ \t]*"
        r"(?P<dt>(?P<a>\d{2})[ ](?P<b>\d{2})[ ](?P<y>(?:19|20)\d{2}|\d{2}))(?![\w/-]|[.,]\d|[ ]\d)",
        "DATE", 0.85, group="dt", validator=_spaced_ok,
    ),
    Pattern(
        "date5_day_of_month",
        rf"\b\d{{1,2}}(?:st|nd|rd|th)[ ]+day[ ]+of[ ]+{MONTH}(?:,?[ ]+(?:19|20)\d{{2}})?",
        "DATE", 0.95,
    ),
    Pattern("date5_month_the_ordinal", rf"\b{MONTH}[ ]the[ ]\d{{1,2}}(?:st|nd|rd|th)\b", "DATE", 0.9),
    Pattern(
        "date5_md_range",
        r"(?<![\w/.-])(?P<p>\d{1,2}/\d{1,2})[ ]?[-–][ ]?(?P<q>\d{1,2}/\d{1,2})(?![\w/]|[.,]\d|[ ]?(?:tabs?|tablets?|caps?|mg|ml|in|inch))",
        "DATE", 0.8, validator=_md_range_ok,
    ),
    Pattern(
        "date5_dtg",
        r"(?<![\w-])(?:[0-2]\d|3[01])[0-2]\d[0-5]\d[A-Z][ ]?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[ ]?\d{2}(?![\w-])",
        "DATE", 0.9,
    ),
)
