"""English pack, identifiers, ages, user names, phones and dates in forms the earlier packs miss (issue 22, session 15).

* ID (no cue word): whole codes with their ``/`` and ``-`` parts after a reference, logging or code cue
  (``Our ref KL/TR/883021``, ``logged as C/24/0117``, ``verification code R7T4K9Q2``); licence and
  registration numbers (``CDL``, ``A-Number``, ``<State> license``, ``DEA``, ``MCR``, ``Reg. No.``,
  ``UBRN``, ``TRN``); vehicle plates; an ID cue right before a phone-shaped value wins over the phone
  rules; HKID, Zimbabwean ID, US MBI, UK NI number, VA ICN, MAC addresses, tags and wristbands,
  report numbers (``QA-24-1187``).
* PHONE/FAX: a national number after ``H/P``, ``Tel``, ``Mob`` kept by **phonenumbers** (en.py's
  ``phone_pager`` reads the ``P`` of ``H/P`` as a pager: this rule scores above it), ``page Dr Amadi
  on 44120``, a bleep in a ``(bleep)`` table column, UK numbers split 5-6, runs after a phone word
  (``txt me 0412555018``); a phone word right before a US number makes it PHONE above en.py's
  ``fax_context`` (which looks both ways), the fax word (or a letterhead ``F:``) makes it FAX.
* AGE over 89: ``aunt, 93,``, ``Mrs X, now 96``, ``Philippa (94)``/``Philippa, 94,`` (a given name),
  ``father who is ninety-six``, ``grandad is 97 now``, ``hes ninety four``, ``at 92 she still``,
  ``97F with``, ``F/91``, ``(male, 99)``, ``93 yrs``, a cell under an ``Age`` header of a pipe table.
* USERNAME (no English word, or one holding a digit, ``_`` or ``.``): ``on Instagram as x``, ``my snap is x``,
  ``Reviewer:``/``From:``/``Slack:``, ``documented by``, ``login``, ``signed in as``, ``by x at 14:10``.
* DATE: ``YYYYMMDD`` after a date cue, ``YYYYMMDDThhmmssZ``, compact timestamps in record fields,
  more holidays, weekday letter ranges (``Tu-Sa``) and weekend table cells, a day/month where one
  side must be the day (``23/4``; not scores, acuity, counts, ``14/12``), ``07.02.`` after a
  preposition, a weekday with its date (``thurs 14 march``), spaced dates after ``DOB``, ``14th day
  of February``, ``August the 9th``, ``12/20-12/27``, ``Q3 2024``, date-time groups (``031845Z MAR 26``).
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


def _age_n(m: re.Match) -> bool:
    return 90 <= int(m.group("n")) <= 125


def _name_age_ok(m: re.Match) -> bool:
    """The age is over 89 and the last two or three capitalised words before it are a name
    (``Visited Winifred Ashworth-Pym (99)``: the verb is no part of the name), or one, the first of them
    a given name of the gazetteer (``Pulse Oximetry (95)`` is no person)."""
    words = m.group("name").split()
    return _age_n(m) and any(
        given_name(words[-k]) and name_ok(" ".join(words[-k:])) for k in (1, 2, 3) if k <= len(words)
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


def _md_range_ok(m: re.Match) -> bool:
    """Two month/day pairs (either order of day and month); a day over 12 or the same month on
    both sides (``1/2-3/4`` is a fraction range)."""
    pairs = [[int(v) for v in m.group(g).split("/")] for g in ("p", "q")]
    if not all(valid_date(y, x) or valid_date(x, y) for x, y in pairs):
        return False
    return max(pairs[0] + pairs[1]) >= 13 or pairs[0][0] == pairs[1][0]


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


def _timestamp_ok(m: re.Match) -> bool:
    """``YYYYMMDD`` + ``HHMM(SS)``: a calendar date and a clock time."""
    v = re.sub(r"\D", "", m.group("t"))
    if not valid_date(int(v[6:8]), int(v[4:6]), int(v[:4])):
        return False
    hh, mm, ss = int(v[8:10]), int(v[10:12]), int(v[12:14] or 0)
    return hh <= 23 and mm <= 59 and ss <= 59


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
    r"(?:CDL|DL|DEA|TRN|MMC|GMC|NMC|MCR|SNB|HPCSA|AHPRA|IMC|PMDC|BMDC|SLMC|MDCN|KMPDC|HCPC|UBRN|A-?Number|A-?No\.?|A\#|IMO|"
    r"(?i:driver'?s[ ]licen[cs]e|driving[ ]licen[cs]e|commercial[ ]driver'?s?[ ]licen[cs]e|alien[ ]number|"
    r"(?:medical|nursing|practi[cs]ing|state|professional|board|controlled[ ]substance)[ ]licen[cs]e)|"
    r"(?:[A-Z][a-z]+[ ])?(?:[Ll]icen[cs]e|LICEN[CS]E)|Registration)(?:[ ](?i:no\.?|number|#))?"
    # "Reg" alone is also the registrar ("Surgical Reg 4471" is a bleep)
    r"|(?:Reg|Regn)\.?[ ](?i:no\.?|number|#)"
)
_REL = (
    r"grandmother|grandfather|grandma|grandpa|grandad|granddad|gran|granny|mother|father|mum|mom|dad|husband|wife|aunt|uncle|"
    r"great-grandmother|great-grandfather|mother-in-law|father-in-law|sister|brother|neighbou?r|widow|widower|"
    r"gogo|nana|nan|mama|papa|lola|lolo|bibi|babu|ouma|oupa"
)
_SPELLED = (
    r"ninety(?:[- ]?(?:one|two|three|four|five|six|seven|eight|nine))?|(?:a|one)[ ]hundred(?:[ ]and)?"
    r"(?:[ ](?:one|two|three|four|five|six|seven|eight|nine|ten))?"
)
_PLATFORM = r"tiktok|instagram|insta|twitter|facebook|snapchat|youtube|reddit|discord|twitch|threads|telegram|kik|wechat"
_CAPW = r"[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?"
_WD_ANY = (
    r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|Mon|Tues?|Weds?|Thu(?:rs?)?|Fri|Sat|Sun|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|tues|weds|thurs?|fri|mon|tue|wed|thu|sat|sun|"
    r"MON|TUES?|WEDS?|THU(?:RS?)?|FRI|SAT|SUN)\.?"
)
_WD_LETTER = r"(?:Mo|Tu|We|Th|Fr|Sa|Su|M|T|W|F)"
_HOLIDAYS = (
    r"Divali|Diwali|Deepavali|Eid(?:[ -](?:al|ul)[ -](?:Fitr|Adha))?|Rosh[ ]Hashana|Hari[ ]Raya(?:[ ]Puasa|[ ]Haji)?|"
    r"(?i:bonfire[ ]night|guy[ ]fawkes(?:[ ]night)?)|Labour[ ](?:Weekend|Day)|Boxing[ ]Day|Anzac[ ]Day|ANZAC[ ]Day|"
    r"Waitangi[ ]Day|Hogmanay|Passover|Pesach|(?:Chinese|Lunar)[ ]New[ ]Year|Australia[ ]Day|Canada[ ]Day|"
    r"Remembrance[ ](?:Day|Sunday)|Good[ ]Friday|Easter[ ](?:Sunday|Monday)|Mother'?s[ ]Day|Father'?s[ ]Day|"
    r"St\.?[ ]Patrick'?s[ ]Day|Juneteenth|Presidents'?[ ]Day|Columbus[ ]Day|Martin[ ]Luther[ ]King[ ]Day|MLK[ ]Day|"
    r"Emancipation[ ]Day|Phagwah|Vesak|Thaipusam|Onam|Pongal|Navratri|Dussehra|Kwanzaa|Mardi[ ]Gras|Carnival[ ](?:Monday|Tuesday)|"
    r"Whitsun|August[ ]Bank[ ]Holiday|(?:May|Spring|Summer|Easter)[ ]Bank[ ]Holiday|Matariki|Thanksgiving[ ]Day|"
    # in lower-case messages too ("b4 xmas", "since easter", "new years eve", "the bank holiday")
    r"(?i:christmas(?:[ ](?:eve|day))?|xmas|easter(?:[ ](?:sunday|monday|weekend))?|new[ ]years?'?s?[ ](?:eve|day)|thanksgiving|"
    r"halloween|hanukkah|ramadan|bank[ ]holiday(?:[ ](?:monday|weekend))?|valentine'?s(?:[ ]day)?|st[ ]patrick'?s(?:[ ]day)?)"
)
_MONTH_ANY = rf"(?:{MONTH}|(?i:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)(?![a-z]))"

PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ identifiers
    Pattern(
        "id5_ref_code", rf"(?<![\w-]){_REF_CUE}{_REF_SEP}{_CODE}", "ID", 0.8, group="n", validator=_n_value_ok,
        anchor=r"\d", anchor_window=60,
    ),
    Pattern(
        "id5_licence", rf"(?<![\w-])(?:{_LIC_CUE})[ \t]*[:#]?[ \t]*(?P<n>(?=[A-Z0-9.-]*\d)[A-Z0-9]{{1,12}}(?:[.-][A-Z0-9]{{1,12}}){{0,4}}"
        r"(?:[ ]\d{3,6}(?![\w/-]|[.,]\d)){0,3})(?![\w/-]|[.,]\d)", "ID", 0.8, group="n", validator=_licence_ok, anchor=r"\d", anchor_window=60,
    ),
    Pattern(
        "id5_vehicle_plate", r"\b(?i:(?:licen[cs]e|number|reg(?:istration)?)[ ]plate|plate(?:[ ](?:no\.?|number|#))?|(?:vehicle|car)[ ]reg(?:istration)?|"
        r"registration(?:[ ](?:no\.?|number|mark))?|reg[ ](?:no\.?|number|mark))[ \t]*[:#]?[ \t]*"
        r"(?P<n>(?=[A-Z0-9 -]*\d)[A-Z0-9]{2,4}[ -]?[A-Z0-9]{2,4})(?![\w-])",
        "ID", 0.75, group="n", validator=lambda m: any(c.isdigit() for c in m.group("n")) and any(c.isalpha() for c in m.group("n")),
    ),
    Pattern(
        "id5_letter_spaced", r"\b(?i:no\.?|number|#|id)[ \t]*[:#]?[ \t]*(?P<n>[A-Z]{1,3}\d{2,6}(?:[ ]\d{2,6}){1,3})(?![\w-]|[.,]\d|[ ]?(?:mg|mcg|ml|mL|g|kg|units?|%)\b)",
        "ID", 0.92, group="n",
    ),
    Pattern("id5_hkid", r"(?<![\w-])(?P<n>[A-Z]{1,2}\d{6}\([0-9A]\))(?![\w-])", "ID", 0.85, group="n",
            validator=lambda m: hkid_ok(m.group("n"))),
    Pattern("id5_hkid_cued", r"(?<![\w-])(?P<n>[A-Z]{1,2}\d{6}\(?[0-9A]\)?)(?![\w-])", "ID", 0.85, group="n",
            context=("hkid", "hk id", "hkic", "identity card"), context_required=True, window=20, context_side="before"),
    # (the shape of en_natids' id_nat_zw above the cue rules that stop at the check letter)
    Pattern("id5_zw_national", r"(?<![\w-])\d{2}-\d{6,7}[ ]?[A-Z][ ]?\d{2}(?![\w-])", "ID", 0.92),
    Pattern(
        "id5_code_year_serial", r"(?<![\w/-])(?!(?:ICD|CPT|DSM|PHQ|GAD|COVID|SARS|HIV|HPV|IL|CD|HLA|DRG|ISO|IEC|RFC|MIL|EN)-)"
        r"(?P<n>[A-Z]{2,5}-\d{2}-\d{3,6})(?![\w/-]|[.,]\d)", "ID", 0.55, group="n",
    ),
    # US Medicare Beneficiary Identifier: digit, letter, letter/digit, digit, letter, letter/digit, digit,
    # two letters, two digits (no S, L, O, I, B, Z), with or without its dashes
    Pattern(
        "id5_mbi", r"(?<![\w-])[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]{2}\d{2}(?![\w-])", "ID", 0.8,
    ),
    # UK National Insurance number, spaced or not, next to its name
    Pattern(
        "id5_uk_nino", r"(?<![\w-])(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][ ]?\d{2}[ ]?\d{2}[ ]?\d{2}[ ]?[A-D](?![\w-])",
        "ID", 0.85, context=("ni", "nino", "national insurance", "ni number", "ni no"), context_required=True, window=40,
        context_side="before",
    ),
    # a veteran's Integration Control Number: ten digits, V, six digits
    Pattern("id5_va_icn", r"(?<![\w-])\d{10}V\d{6}(?![\w-])", "ID", 0.85),
    # a network card's hardware address (a device identifier)
    Pattern(
        "id5_mac_address", r"(?<![\w:-])(?:[0-9A-Fa-f]{2}([:-]))(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}(?![\w:-])", "ID", 0.7,
        validator=lambda m: any(c.isdigit() for c in m.group()) and (
            any(c in "abcdefABCDEF" for c in m.group())
            or re.search(r"(?i:\b(?:mac|hw|ether(?:net)?|wi-?fi|bssid|nic)\b)", m.string[max(0, m.start() - 25) : m.start()]) is not None
        ),
    ),
    Pattern(
        "id5_tag_band", r"\b(?i:triage[ ]tag|tag[ ](?:no\.?|number|\#)|(?:wrist|arm|id|hospital)[ ]?band(?:[ ](?:no\.?|number|\#))?|"
        r"band[ ](?:no\.?|number|\#)|tattoo[ ](?:no\.?|number))[ \t]*[:#]?[ \t]*" + _CODE,
        "ID", 0.8, group="n", validator=_n_value_ok,
    ),
    # an identifier cue right before a phone-shaped value: the cue decides ("Health and Care Number 320 000 0001")
    Pattern(
        "id5_cue_over_phone", r"\b(?i:(?:nhs|chi|h&c|health[ ]and[ ]care|health[ ]card|medicare|medicaid|member|subscriber|policy|account|acct|"
        r"patient|hospital|record|case|claim|donor|employee|student|passport|social[ ]security|national[ ]id|work[ ]order|"
        r"order)[ ](?:no\.?|number|\#|id)|work[ ]order)[ \t]*[:#]?[ \t]*(?P<n>\d{2,4}[ -]\d{3}[ -]\d{4})(?![\w-]|[.,]\d)", "ID", 0.96, group="n",
    ),
    Pattern(
        "id5_uk_plate", r"(?<![\w-])[A-Z]{2}\d{2}[ ]?[A-Z]{3}(?![\w-])", "ID", 0.75,
        context=("reg", "registration", "plate", "car", "vehicle", "van", "lorry", "taxi", "motorbike", "driving", "drives",
                 "drove", "parked", "dvla", "anpr"), context_required=True, window=40, context_side="before",
    ),
    # ------------------------------------------------------------------ phones and faxes
    Pattern(
        "phone5_cued_world", r"\b(?:H/P|h/p|HP|Hp|Handphone|handphone|Mob|mob|Mobile|Tel|tel|TEL|Ph|PH|Cell|cell)\.?[ \t]*(?:no\.?|number|#)?[ \t]*[:#]?[ \t]*"
        r"(?P<n>\+?\(?\d{2,5}\)?(?:[ -]\d{2,8}){1,3})(?![\w-]|[.,]\d)", "PHONE", 0.85, group="n", validator=_world_phone_ok,
    ),
    Pattern(
        # a phone word right before a US number: above en.py's fax_context, which looks 25 characters both
        # ways ("direct (617) 555-0142 | fax (617) 555-0143": the first is the phone)
        "phone5_cued_us", r"\b(?i:direct|tel|phone|ph|cell|mobile|mob|office|home|work|main)\.?(?:[ ](?i:line|no\.?|number|\#))?[ \t]*:?[ \t]*"
        r"(?P<n>(?:\+?1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[ .-])\d{3}[ .-]\d{4}(?:[ ]?(?:x|ext\.?|extension)[ ]?\d{1,5})?)(?![\w-])", "PHONE", 0.94, group="n",
    ),
    Pattern(
        # national numbers split 5-6 ("07700 900456", "01632 960123") and numbers in one run after a phone
        # word ("txt me 0412555018", "ph 5550142"), kept by phonenumbers
        "phone5_world_56", r"(?<![\w+.,/:-])(?P<n>0\d{4}[ ]\d{6})(?![\w-]|[.,]\d)", "PHONE", 0.7, group="n", validator=_world_phone_ok,
        context=("phone", "tel", "mobile", "mob", "call", "ring", "text", "txt", "no", "number", "contact", "whatsapp", "cell", "landline"),
        context_boost=0.15,
    ),
    Pattern(
        "phone5_world_run", r"\b(?i:ph|tel|mob|txt|cell|call|ring|text|phone|mobile|(?:txt|text|call|ring)[ ]me(?:[ ]on)?)[ ]"
        r"(?P<n>0\d{9,10}|\d{7}|\d{10})(?![\w-]|[.,]\d)", "PHONE", 0.8, group="n", validator=lambda m: _world_phone_ok(m) or (len(m.group("n")) == 7 and m.group("n")[0] not in "01"),
    ),
    Pattern(
        "phone5_page_name", rf"\b(?i:page|bleep|call)[ ](?:(?:Dr|Dr\.|Sister|Nurse)[ ])?{_CAPW}(?:[ ]{_CAPW})?[ ](?:on|at)[ ](?P<n>\d{{4,5}})(?![\w/-]|[.,]\d)",
        "PHONE", 0.7, group="n", validator=lambda m: not (m.group(0)[: m.start("n") - m.start()].endswith("at ") and _CLOCK.fullmatch(m.group("n"))),
    ),
    Pattern(
        # a bleep in brackets after a name, in a table column headed "... (bleep)"
        "phone5_bleep_column", rf"(?<=\|)[ ]*(?:Dr\.?[ ])?{_CAPW}(?:[ ]{_CAPW})?[ ]\((?P<n>\d{{3,5}})\)[ ]*(?=\|)", "PHONE", 0.7, group="n", validator=_bleep_cell_ok,
    ),
    Pattern(
        "fax5_cued", r"(?:\b(?i:fax(?:ed)?(?:[ ](?:to|back[ ]to|back|number|no\.?|#))?|facsimile|fx)|(?<![\w/])F(?=:))[ \t]*[:#]?[ \t]*"
        r"(?P<n>(?:\+?1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[ .-])\d{3}[ .-]\d{4}(?:[ ]?(?:x|ext\.?|extension)[ ]?\d{1,5})?)(?![\w-])", "FAX", 0.96, group="n",
    ),
    # ------------------------------------------------------------------ ages over 89
    Pattern(
        "age5_relative_comma", rf"\b(?i:{_REL})[ ]?,[ ](?P<n>9\d|1[01]\d)(?=[ ]?[,;)]|[ ]-)", "AGE", 0.75, group="n", validator=_age_n,
    ),
    Pattern(
        "age5_titled_then", rf"\b(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?[ ]{_CAPW}(?:[ ]{_CAPW}){{0,2}},[ ](?i:then|now|aged?|at[ ]the[ ]time)[ ](?P<n>9\d|1[01]\d)\b(?![.,]\d)",
        "AGE", 0.8, group="n", validator=_age_n,
    ),
    Pattern(
        "age5_name_paren", rf"\b(?P<name>{_CAPW}(?:[ ]{_CAPW}){{0,2}})[ ]\((?:(?i:aged?)[ ])?(?P<n>9\d|1[01]\d)\)", "AGE", 0.7, group="n", validator=_name_age_ok,
    ),
    Pattern(
        "age5_given_comma", rf"\b(?P<name>{_CAPW}),[ ](?P<n>9\d|1[01]\d)(?=,|[ ](?:and|is|was|lives|who)\b)", "AGE", 0.7, group="n", validator=_name_age_ok,
    ),
    Pattern(
        "age5_relative_spelled", rf"\b(?i:{_REL})[ ](?i:who[ ]is|who's|is|was|aged?|now)[ ](?:(?i:now|nearly|almost|just)[ ])?(?P<n>(?i:{_SPELLED}))\b(?![- ](?:percent|%))",
        "AGE", 0.75, group="n",
    ),
    Pattern(
        "age5_informal_is", rf"\b(?:(?i:{_REL})[ ](?i:is|was|who[ ]is|turned|turns|will[ ]be)|(?i:shes|hes|she'?s|he'?s|she[ ]is|he[ ]is)|(?i:she|he)[ ]turned)[ ]"
        rf"(?:(?i:now|nearly|almost|just|only)[ ])?(?P<n>9\d|1[01]\d|(?i:{_SPELLED}))"
        r"(?=[ ]*(?:$|[,.;!?)]|(?i:now|and|but|today|this|next|yrs?|years?|last)\b))", "AGE", 0.75, group="n", flags=re.MULTILINE,
    ),
    Pattern(
        "age5_at_pronoun", r"\b(?:At|at)[ ](?P<n>9\d|1[01]\d),?[ ](?=(?:she|he|they|mum|mom|dad|nan|gran)[ ](?:still|is|was|has|had|lives|drives|walks|can)\b)", "AGE", 0.7, group="n",
    ),
    Pattern(
        # clinical shorthand of sex and age: "97F with falls", "96 M admitted", "F/92", "(F, 97)", "92/M"
        "age5_sex_shorthand",
        r"(?:(?:^|(?<=[.;:(][ ])|(?<=\bpt[ ])|(?<=\bPt[ ])|(?<=\bPT[ ])|(?<=\bis[ ])|(?<=\ban[ ])|(?<=\ba[ ])|(?<=\bthis[ ])|(?<=\bThis[ ]))"
        r"(?P<n>9\d|1[01]\d)[ ]?(?:y/?o[ ]?)?(?:F|M)\b"
        r"(?=[ ]*(?:with|w/|presents|presenting|admitted|c/o|complaining|from|who|here|s/p|hx|h/o|pmh|[,;:(]|$))"
        r"|(?<![\w/])(?:M|F)/(?P<b>9\d|1[01]\d)(?![\w/]|[.,]\d)|(?<![\w/.])(?P<c>9\d|1[01]\d)/(?:M|F)(?![\w/])"
        r"|\((?i:m|f|male|female),[ ]?(?P<d>9\d|1[01]\d)\)|\((?P<e>9\d|1[01]\d),[ ]?(?i:m|f|male|female)\))", "AGE", 0.75, flags=re.MULTILINE, split=r"[^\d]+",
        # not a temperature in Fahrenheit ("Temp: 97F, HR 80")
        validator=lambda m: re.search(r"(?i:\b(?:t|temp|temperature|tmax|tm|febrile|fever|afebrile)\b)", m.string[max(0, m.start() - 25) : m.start()]) is None,
    ),
    Pattern(
        # a person's age in years without "old": nobody has done anything for ninety years
        "age5_years_plain",
        r"(?<![\w.,/-])(?P<n>9\d|1[01]\d)[ ]?(?:yrs?|years?|YRS?|YEARS?)\b(?![ ]?(?:ago|since|of|later|before|earlier|after|prior|back|on|in|from|hence|"
        r"young|service|experience|history|anniversary|old))", "AGE", 0.7, group="n",
    ),
    Pattern(
        "age5_table_column", r"(?<=\|)[ \t]*(?P<n>9\d|1[01]\d)[ \t]*(?=\||$)", "AGE", 0.7, group="n",
        validator=_age_cell_ok, flags=re.MULTILINE,
    ),
    # ------------------------------------------------------------------ user names
    Pattern(
        "username5_platform_as", rf"\b(?i:{_PLATFORM}|x)[ ](?i:as|under|handle|name)[ ][\"“'@]?(?P<n>[A-Za-z0-9][\w.]{{2,30}}[A-Za-z0-9_])(?![\w@-])",
        "USERNAME", 0.75, group="n", validator=_login_n,
    ),
    Pattern(
        # "my insta is x", "discord: x", "on discord, im x", "gamertag is x"
        "username5_platform_is",
        rf"\b(?i:(?:{_PLATFORM}|ig|snap|psn|xbox|steam)(?:[ ](?:handle|name|username|user|id|tag))?|gamer[ ]?tag)[ ]?(?i:is|=|:)[ ]?[\"“'@]?"
        r"(?P<n>[A-Za-z0-9][\w.]{2,30}[A-Za-z0-9_])(?![\w@-])", "USERNAME", 0.75, group="n", validator=_login_n,
    ),
    Pattern(
        "username5_platform_im", rf"\b(?i:on|via)[ ](?i:{_PLATFORM}|snap|xbox|steam),?[ ](?i:i'?m|i[ ]am|it'?s|as)[ ]@?(?P<n>[A-Za-z0-9][\w.]{{2,30}}[A-Za-z0-9_])(?![\w@-])",
        "USERNAME", 0.75, group="n", validator=lambda m: re.search(r"[\d_]", m.group("n")) is not None,
    ),
    Pattern(
        "username5_role", r"\b(?:(?i:abstractor|coder|reviewer|auditor|author|user(?:[ ]?id|name)?|login|sender|teams|slack|webex|zoom)[ \t]*:|"
        r"(?i:abstracted|coded|reviewed|audited|authored|submitted|completed|documented|verified|prepared|queried|created|"
        r"signed)[ ]by[ \t]*:?|From:|FROM:)[ \t]*"
        r"(?P<n>[a-z][a-z0-9._-]{2,30}[a-z0-9])(?![\w@-])(?!\.\w)", "USERNAME", 0.65, group="n", validator=_login_n,
    ),
    Pattern(
        "username5_login_bare", r"\b(?i:login|log-in|username|user[ ]name|user[ ]?id|logged[ ]in[ ]as|signed[ ]in[ ]as)[ ]+"
        r"(?P<n>[a-z][a-z0-9._-]{2,30}[a-z0-9])(?![\w@-])(?!\.\w)", "USERNAME", 0.65, group="n", validator=_login_n,
    ),
    Pattern(
        "username5_by_at", r"\bby[ ](?P<n>[a-z][a-z0-9._]{3,20}[a-z0-9])[ ](?:at|@|on)[ ]\d", "USERNAME", 0.6, group="n", validator=lambda m: login_ok(m.group("n"), 5),
    ),
    # ------------------------------------------------------------------ dates
    Pattern(
        "date5_compact_cued", r"\b(?i:dob|d\.o\.b\.?|date(?:[ ]of[ ](?:birth|service|death|diagnosis|admission|discharge))?|dx[ ]date|dos|born|"
        r"admit(?:ted)?|discharged?|collected|reported|onset)[ \t]*[:=]?[ \t]*(?P<d>(?:19|20)\d{6})(?![\w/-])", "DATE", 0.9, group="d", validator=_compact_ok,
    ),
    Pattern(
        "date5_basic_iso_time", r"(?<![\w-])(?P<d>(?:19|20)\d{6})T\d{4}(?:\d{2})?(?:Z|[+-]\d{4})?(?![\w-])", "DATE", 0.9, validator=_compact_ok,
    ),
    # a compact timestamp in a record field or after a time word ("|20251103142205|", "timestamp
    # 202511031422"); the extended ISO form keeps its time out of the span (date_ymd_numeric)
    Pattern(
        "date5_timestamp_compact", r"(?:(?<=[|^])|\b(?i:timestamp|time|date|sent|received|created|modified)[ ]?[:=]?[ ]?)(?P<t>(?:19|20)\d{10}(?:\d{2})?)(?![\w-])",
        "DATE", 0.9, group="t", validator=_timestamp_ok,
    ),
    Pattern("date5_quarter_year", r"\b(?:Q[1-4][ ]?(?:19|20)\d{2}|FY[ ]?(?:19|20)\d{2})\b", "DATE", 0.7),
    # (not Christmas Island, Christmas disease, Easter Island)
    Pattern("date5_holiday_more", rf"\b(?:{_HOLIDAYS})\b(?![ -](?i:islands?|disease|factor|trees?|cactus|cards?)\b)", "DATE", 0.7),
    Pattern(
        "date5_weekday_range_letters", rf"(?<![\w/-])(?:{_WD_LETTER}-(?:Sa|Su|Fr|Th)|(?:Mo|Tu|We|Th|Fr|Sa|Su)-{_WD_LETTER}|M-F)(?![\w/-])", "DATE", 0.6, validator=_weekday_letters_ok,
    ),
    Pattern("date5_weekday_cell", r"(?<=\|[ ])(?:Sat|Sun|Sat/Sun|Sun/Sat)(?=[ ]\|)", "DATE", 0.75),
    Pattern(
        "date5_dm_unambiguous", r"(?<![\w/.,:=+-])(?P<a>\d{1,2})/(?P<b>\d{1,2})"
        r"(?![\w/]|[.,]\d|[ ]?(?:pain|strength|vision|score|mg|mcg|ml|mmHg|units?|tabs?|in|inch|inches|on[ ]\d|nodes?|LNs?|cores?|"
        r"biops|samples?|specimens?|slides?|sessions?|doses?|days?|weeks?|wks?|months?|hrs?|hours?|(?:positive|pos|neg|negative)(?![ ]for)|"
        r"patients?|pts|cases|criteria|points?|items?|questions?|correct|attempts?|of)\b|[ ]?[\"”'])", "DATE", 0.55, validator=_dm_cued_ok,
    ),
    Pattern(
        "date5_dotted_dm", r"\b(?i:from|on|since|until|till|dated|vom|am|bis|seit)[ ](?P<x>(?P<d>0[1-9]|[12]\d|3[01])\.(?P<m>0[1-9]|1[0-2])\.)(?!\d)",
        "DATE", 0.7, group="x", validator=lambda m: valid_date(int(m.group("d")), int(m.group("m"))),
    ),
    Pattern(
        "date5_weekday_date", rf"\b{_WD_ANY},?[ ]+(?:\d{{1,2}}(?:st|nd|rd|th)?[ ]+(?:of[ ]+)?{_MONTH_ANY}(?:[ ]+(?:19|20)\d{{2}})?|"
        r"\d{1,2}(?:st|nd|rd|th)(?![\w/])|\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2})(?![\w/.]))", "DATE", 0.9,
    ),
    # a weekday that is no English word with a bare day number closing a diary entry: "tues 11 - bad"
    Pattern(
        "date5_weekday_daynum", r"\b(?:tues|thurs|weds|Tues|Thurs|Weds|TUES|THURS|WEDS)\.?[ ](?P<d>\d{1,2})(?=[ ]*(?:$|[-–,;:)]))",
        "DATE", 0.8, validator=lambda m: 1 <= int(m.group("d")) <= 31, flags=re.MULTILINE,
    ),
    Pattern(
        "date5_spaced_numeric", r"\b(?i:dob|d\.o\.b\.?|date(?:[ ]of[ ](?:birth|service|death|injury|onset))?|born)[ \t]*:?[ \t]*"
        r"(?P<dt>(?P<a>\d{2})[ ](?P<b>\d{2})[ ](?P<y>(?:19|20)\d{2}|\d{2}))(?![\w/-]|[.,]\d|[ ]\d)",
        "DATE", 0.85, group="dt", validator=lambda m: valid_date(int(m["b"]), int(m["a"]), int(m["y"])) or valid_date(int(m["a"]), int(m["b"]), int(m["y"])),
    ),
    Pattern(
        "date5_day_of_month", rf"\b\d{{1,2}}(?:st|nd|rd|th)[ ]+day[ ]+of[ ]+{MONTH}(?:,?[ ]+(?:19|20)\d{{2}})?", "DATE", 0.95,
    ),
    Pattern("date5_month_the_ordinal", rf"\b{MONTH}[ ]the[ ]\d{{1,2}}(?:st|nd|rd|th)\b", "DATE", 0.9),
    Pattern(
        "date5_md_range", r"(?<![\w/.-])(?P<p>\d{1,2}/\d{1,2})[ ]?[-–][ ]?(?P<q>\d{1,2}/\d{1,2})(?![\w/]|[.,]\d|[ ]?(?:tabs?|tablets?|caps?|mg|ml|in|inch))",
        "DATE", 0.8, validator=_md_range_ok,
    ),
    Pattern(
        "date5_dtg", r"(?<![\w-])(?:[0-2]\d|3[01])[0-2]\d[0-5]\d[A-Z][ ]?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[ ]?\d{2}(?![\w-])", "DATE", 0.9,
    ),
)
