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
* DATE: the date rules are in :mod:`.en_ids5_dates`; ``PATTERNS`` here ends with them.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_contact import login_ok
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_forms import given_name
from multideid.base_systems.packs.en_ids4 import id_value_ok
from multideid.base_systems.packs.en_ids5_dates import PATTERNS as _DATE_PATTERNS

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


_TITLE_WORDS = frozenset("mr mrs ms miss mx dr mme mlle sr sra srta herr frau dame sir".split())


def _name_age_ok(m: re.Match) -> bool:
    """The age is over 89 and the last two or three capitalised words before it are a name
    (``Visited Winifred Ashworth-Pym (99)``: the verb is no part of the name), or one, the first of them
    a given name of the gazetteer (``Pulse Oximetry (95)`` is no person); or a title and a name
    (``Mme Dubois-Achterberg (91)``); or two name words the first of which is rare in English
    (``Topsy Nungarrayi (90)``, ``Dilwyn Jenkins (91)``; ``Lab Results (95)`` is no person)."""
    from multideid.base_systems.word_freq import freq_class

    words = m.group("name").split()
    if not _age_n(m):
        return False
    if any(given_name(words[-k]) and name_ok(" ".join(words[-k:])) for k in (1, 2, 3) if k <= len(words)):
        return True
    if len(words) < 2 or not name_ok(words[-1]):
        return False
    first = words[-2]
    return first.lower() in _TITLE_WORDS or (freq_class(first, "en") <= 1 and name_ok(" ".join(words[-2:])))


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
        # an age in brackets after a date of birth: "DOB 2 Feb 1933 (93)", "DOB 1931-03-09 (95)"
        "age5_dob_paren", r"\b(?i:dob|d\.o\.b\.?|date[ ]of[ ]birth|born)[: \t]+[0-9A-Za-z][0-9A-Za-z ./-]{5,18}[0-9][ ]\((?:(?i:aged?)[ ])?(?P<n>9\d|1[01]\d)\)",
        "AGE", 0.75, group="n", validator=_age_n,
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
)

PATTERNS = PATTERNS + _DATE_PATTERNS  # the dates last, as before the split (en_ids5_dates.py)
