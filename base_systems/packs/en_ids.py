"""English pack, identifiers with weak or national cues (issue 22, session 13).

The ``id_labelled`` rule of :mod:`.en` knows the US record labels (MRN, account, member ID).
Text from pharmacies, EMS, research, IT, billing and other countries labels identifiers with
other words, and national health and identity numbers have their own shapes:

* ``id_cue_strong`` / ``id_cue_weak``: a value with digits after a cue word that names an
  identifier: ``Rx# 6217784-05512``, ``RUN #: 24-118736``, ``Case: S25-11873``, ``UHID:
  SRMC/555/01882``, ``Hospital No: LUTH/555/0172``, ``URN``, ``UR``, ``Folder``, ``ID no``,
  ``serial``, ``Meeting ID: 555 013 9274``, ``Study ID``, national numbers (``NHS No``,
  ``Medicare``, ``OHIP``, ``PHN``, ``PPSN``, ``GMS card number``, ``NHI``, ``NRIC``,
  ``Aadhaar``); weaker cues score lower (``badge 4471``, ``Group: 0087712-014``, ``ins auth #``,
  ``call ref HUM-8841203``, ``Authority 55501``).  A value may hold spaced digit groups
  (``XJP 55501 8832``, ``U5550 18821 01``); ranges, dates, ratios and decimals are no values;
* ``id_national_*``: national numbers whose check digit holds; without a cue South African ID
  (:func:`za_id_ok` date + Luhn), Irish PPS (:func:`pps_ok` mod 23), Singapore NRIC
  (:func:`nric_ok`), Aadhaar (:func:`aadhaar_ok` Verhoeff) and Australian Medicare written 4-5-1
  (:func:`medicare_au_ok`); only next to their cue word the checks a phone number passes by
  chance (NHS :func:`nhs_ok` mod 11, Medicare as a run of digits, NHI :func:`nhi_ok`, BC PHN
  :func:`bc_phn_ok`);
* ``id_host``: a workstation, printer or device name after its cue word (``workstation
  WS-5N-0117``, ``printer PRN-5N-02``);
* ``id_prefixed_code``: a bare code of 2-5 capitals, a hyphen and digits (``SCR-0412``) at a low
  score, without the prefixes of classifications and scales (``ICD-10``, ``PHQ-9``, ``CPT``).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern, luhn_ok, valid_date

__all__ = ["PATTERNS", "nhs_ok", "medicare_au_ok", "za_id_ok", "pps_ok", "nric_ok", "nhi_ok", "aadhaar_ok", "bc_phn_ok"]


def _digits(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


# ------------------------------------------------------------------ check digits
def nhs_ok(number: str) -> bool:
    """UK NHS number: 10 digits, weights 10..2 on the first nine, ``11 - sum % 11`` (11 -> 0,
    10 invalid) is the last digit."""
    d = _digits(number)
    if len(d) != 10:
        return False
    check = 11 - sum(int(c) * w for c, w in zip(d[:9], range(10, 1, -1))) % 11
    check = 0 if check == 11 else check
    return check != 10 and check == int(d[9])


def medicare_au_ok(number: str) -> bool:
    """Australian Medicare card number: first digit 2-6, weights 1,3,7,9,1,3,7,9 on the first
    eight digits, ``sum % 10`` is the ninth; an issue number (and a reference) may follow."""
    d = _digits(number)
    if len(d) not in (10, 11) or d[0] not in "23456":
        return False
    return sum(int(c) * w for c, w in zip(d[:8], (1, 3, 7, 9, 1, 3, 7, 9))) % 10 == int(d[8])


def za_id_ok(number: str) -> bool:
    """South African ID number: 13 digits, ``YYMMDD`` a calendar date, citizenship 0-2, Luhn."""
    d = _digits(number)
    if len(d) != 13 or d[10] not in "012":
        return False
    return valid_date(int(d[4:6]), int(d[2:4])) and luhn_ok(d)


_PPS_LETTERS = "WABCDEFGHIJKLMNOPQRSTUV"


def pps_ok(number: str) -> bool:
    """Irish PPS number: 7 digits, a check letter (weights 8..2, plus 9 x the second letter's
    value, mod 23) and an optional second letter."""
    s = number.strip().upper()
    m = re.fullmatch(r"(\d{7})([A-W])([A-IW]?)", s)
    if not m:
        return False
    total = sum(int(c) * w for c, w in zip(m.group(1), range(8, 1, -1)))
    if m.group(3):
        total += 9 * _PPS_LETTERS.index(m.group(3))
    return _PPS_LETTERS[total % 23] == m.group(2)


def nric_ok(number: str) -> bool:
    """Singapore NRIC/FIN (prefixes S, T, F, G): weights 2,7,6,5,4,3,2, +4 for T and G, mod 11."""
    s = number.strip().upper()
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    total = sum(int(c) * w for c, w in zip(m.group(2), (2, 7, 6, 5, 4, 3, 2)))
    total += 4 if m.group(1) in "TG" else 0
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[total % 11] == m.group(3)


_NHI_ALPHA = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I, no O


def nhi_ok(number: str) -> bool:
    """New Zealand NHI number, the ``AAANNNN`` form: letters 1-24 (no I, O), weights 7..2,
    ``11 - sum % 11`` (10 -> 0, 11 invalid) is the last digit."""
    s = number.strip().upper()
    if not re.fullmatch(r"[A-HJ-NP-Z]{3}\d{4}", s):
        return False
    vals = [_NHI_ALPHA.index(c) + 1 for c in s[:3]] + [int(c) for c in s[3:6]]
    r = sum(v * w for v, w in zip(vals, (7, 6, 5, 4, 3, 2))) % 11
    if r == 0:
        return False
    return (11 - r) % 10 == int(s[6])


_VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
_VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]


def aadhaar_ok(number: str) -> bool:
    """Indian Aadhaar number: 12 digits, the first 2-9, Verhoeff check digit."""
    d = _digits(number)
    if len(d) != 12 or d[0] in "01":
        return False
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def bc_phn_ok(number: str) -> bool:
    """British Columbia PHN: 10 digits starting 9, weights 2,4,8,5,10,9,7,3 on digits 2-9
    (each product mod 11), ``11 - sum % 11`` is the last digit."""
    d = _digits(number)
    if len(d) != 10 or d[0] != "9":
        return False
    r = sum((int(c) * w) % 11 for c, w in zip(d[1:9], (2, 4, 8, 5, 10, 9, 7, 3))) % 11
    check = 11 - r
    return check < 10 and check == int(d[9])


def _group(fn, name: str):
    def check(m: re.Match) -> bool:
        return fn(m.group(name))

    return check


# ------------------------------------------------------------------ values after cue words
# one token holding a digit (letters, digits, inner "-" or "/"), optionally after a short
# capital prefix ("XJP 55501 8832") and followed by spaced digit groups ("5555 43210 2")
_TOKEN = r"(?=[A-Za-z0-9/-]*\d)[A-Za-z0-9](?:[A-Za-z0-9]|[-/](?=[A-Za-z0-9])){1,30}"
_UNITS_AFTER = r"(?![ ]?(?:mg|mcg|ml|mL|g|kg|units?|tabs?|caps?|puffs?|%|mmHg|mmol|bpm|min|mins|hours?|hrs?|days?|weeks?|years?|yrs?|am|pm|AM|PM)\b)"
_VALUE = (
    rf"(?P<n>#?(?:[A-Z]{{1,4}}[ ](?=\d))?{_TOKEN}(?:[ ]\d{{1,6}}(?![\w/:-]|[.,]\d)){{0,4}})(?![\w/-]){_UNITS_AFTER}"
)
_SEP = r"[ \t]*(?:#|:|=|is|number)?[ \t]*[:#]?[ \t]*"

# strong: the cue names an identifier of a person, record, study, device or meeting
_STRONG = (
    r"(?i:rx[ ]?#|rx[ ](?:number|no\.?)|prescription[ ](?:#|number|no\.?)|run[ ]?(?:#|number|no\.?)|"
    r"case(?:[ ]?#|[ ]number|[ ]no\.?)?|uhid|ip[ ]?no\.?|op[ ]?no\.?|hosp(?:ital)?\.?[ ](?:no\.?|number|#)|"
    r"ur[ ]?(?:no\.?|number)|folder(?:[ ](?:no\.?|number))?|file[ ](?:no\.?|number|#)|chart(?:[ ](?:no\.?|number|#))?|"
    r"id[ ]?(?:no\.?|number|#)|identity[ ](?:no\.?|number)|national[ ]id(?:[ ](?:no\.?|number))?|"
    r"(?:study|subject|screening|screen|participant|enrol?lment|patient|client|resident|student|employee|staff|"
    r"badge|member|device|asset|meeting|webinar|conference|visit|booking|referral|episode)[ ]id|"
    r"serial(?:[ ](?:no\.?|number|#))?|s/n|randomi[sz]ation(?:[ ](?:no\.?|number|id))?|"
    r"nhs(?:[ ](?:no\.?|number|#))?|chi(?:[ ](?:no\.?|number))?|medicare(?:[ ](?:no\.?|number|#|card))?|"
    r"ohip(?:[ ](?:no\.?|number|#))?|health[ ]card(?:[ ](?:no\.?|number|#))?|health[ ]number|"
    r"pps[ ]?(?:no\.?|number)|ppsn|gms(?:[ ]card)?(?:[ ](?:no\.?|number))?|nric(?:[ ](?:no\.?|number))?|"
    r"aadhaa?r(?:[ ](?:no\.?|number|card))?|med(?:ical)?[ ]aid(?:[ ](?:no\.?|number))?|"
    r"employee[ ](?:no\.?|number|#)|badge[ ](?:no\.?|number|#)|confirmation[ ](?:no\.?|number|#|code))"
    # short capital cues that are words in lower case ("ur", "sin", "fin", "pan")
    r"|\b(?:URN|UR|MRN|PHN|HCN|NHI|IHI|DVA|CRN|SIN|FIN|PAN|CSN|HAR|EMPI|MPI)"
    # "ID" but not Idaho closing an address ("Boise, ID 83702")
    r"|(?<!,[ ])\bID"
)
# weaker: the cue often but not always names an identifier
_WEAK = (
    r"(?i:badge|group|grp|(?:ins(?:urance)?[ ])?auth(?:orization)?(?:[ ](?:#|no\.?|number|code))?|prior[ ]auth|"
    r"authority(?:[ ](?:no\.?|number))?|approval[ ](?:#|no\.?|number|code)|call[ ]ref(?:erence)?|"
    r"ref(?:erence)?[ ]?(?:#|no\.?|number)|ref(?:erence)?(?=[ \t]*:)|ticket(?:[ ](?:#|no\.?|number))?|"
    r"incident[ ](?:#|no\.?|number)|order[ ]?#|tracking(?:[ ](?:#|no\.?|number))?|voucher(?:[ ](?:#|no\.?|number))?)"
)
# ranges, ratios, dates, times and versions are no identifiers ("age group 65-74", "ref 3/10")
_NOT_VALUE = re.compile(r"#?\d{1,3}(?:[-/.:]\d{1,4}){1,3}|#?\d{1,2}")


def _value_ok(m: re.Match) -> bool:
    v = m.group("n")
    if _NOT_VALUE.fullmatch(v):
        return False
    return sum(c.isdigit() for c in v) >= 3


def _cue(cues: str) -> str:
    return rf"(?<![\w-])(?:{cues})(?![\w])"


_HOST_CUE = (
    r"(?i:workstation|work[ ]station|printer|host(?:name)?|device(?:[ ]name)?|terminal|computer|pc|server|laptop|"
    r"tablet|scanner|node|kiosk|wow|cow|ipad|label[ ]printer)"
)
# classifications, scales and gene or virus names that look like "ABC-123"
_CODE_PREFIXES_NOT_ID = (
    "ICD|CPT|DSM|PHQ|GAD|COVID|SARS|HIV|HPV|BRCA|HER|IL|CD|ECOG|NYHA|HLA|ASA|GCS|TNM|UPC|NDC|LOINC|MMR|DTAP|TDAP|"
    "RSV|MERS|FEV|PEEP|BIPAP|CPAP|DRG|HCPCS|SNOMED|ISO|IEC|USP|NIST|RFC|MIL|UL|ANSI|EN|DIN|MOCA|MMSE|CIWA|COWS|"
    "BMI|LDL|HDL|HBA|AUDIT|CAGE|EPDS|KPS|APACHE|SOFA|MELD|CURB|ORT|NIHSS|MRC|APGAR|FIO|SPO|NSTEMI|STEMI|"
    "MK|ABT|BMS|GSK|LY|AZD|PF|RO|SAR|JNJ|TAK|BI|REGN|AMG|INCB|GS|"
    # laboratory values written "MCV-103" in lab dumps
    "WBC|RBC|HGB|HCT|MCV|MCH|MCHC|RDW|PLT|BUN|ALT|AST|LDH|CK|INR|PTT|TSH|ESR|CRP|ALP|GGT|AFP|CEA|PSA|BNP|GLU|NA|CL|CA|MG|PHOS"
)

PATTERNS: tuple[Pattern, ...] = (
    Pattern("id_cue_strong", rf"{_cue(_STRONG)}{_SEP}(?:\n[ \t]*)?{_VALUE}", "ID", 0.9, group="n", validator=_value_ok),
    Pattern("id_cue_weak", rf"{_cue(_WEAK)}{_SEP}{_VALUE}", "ID", 0.85, group="n", validator=_value_ok),
    # ------------------------------------------------------------------ national numbers by their check digit
    Pattern(
        "id_national_nhs", r"(?<![\w-])(?P<n>\d{3}[ -]?\d{3}[ -]?\d{4})(?![\w-])", "ID", 0.85, group="n",
        validator=_group(nhs_ok, "n"), context=("nhs", "nhs no", "nhs number", "chi"), context_required=True, window=30,
    ),
    # written 4-5-1 (or 4-5-1-1) as on the card; ten digits in a run only next to "Medicare" (a phone number
    # passes the check one time in ten)
    Pattern("id_national_medicare_au", r"(?<![\w-])(?P<n>[2-6]\d{3}[ ]\d{5}[ ]\d(?:[ /-]?\d)?)(?![\w-])", "ID", 0.75, group="n",
            validator=_group(medicare_au_ok, "n"), context=("medicare",), context_boost=0.15),
    Pattern("id_national_medicare_au_run", r"(?<![\w-])(?P<n>[2-6]\d{9,10})(?![\w-])", "ID", 0.8, group="n",
            validator=_group(medicare_au_ok, "n"), context=("medicare",), context_required=True, window=30),
    Pattern("id_national_za", r"(?<![\w-])(?P<n>\d{13})(?![\w-])", "ID", 0.8, group="n", validator=_group(za_id_ok, "n")),
    Pattern("id_national_pps", r"(?<![\w-])(?P<n>\d{7}[A-W][A-IW]?)(?![\w-])", "ID", 0.75, group="n", validator=_group(pps_ok, "n")),
    Pattern("id_national_nric", r"(?<![\w-])(?P<n>[STFG]\d{7}[A-Z])(?![\w-])", "ID", 0.8, group="n", validator=_group(nric_ok, "n")),
    Pattern("id_national_nhi", r"(?<![\w-])(?P<n>[A-HJ-NP-Z]{3}\d{4})(?![\w-])", "ID", 0.85, group="n", validator=_group(nhi_ok, "n"),
            context=("nhi", "national health index"), context_required=True, window=30),
    Pattern("id_national_aadhaar", r"(?<![\w-])(?P<n>[2-9]\d{3}[ -]?\d{4}[ -]?\d{4})(?![\w-])", "ID", 0.55, group="n",
            validator=_group(aadhaar_ok, "n"), context=("aadhaar", "aadhar", "uid", "uidai"), context_boost=0.35),
    Pattern("id_national_bc_phn", r"(?<![\w-])(?P<n>9\d{3}[ -]?\d{3}[ -]?\d{3})(?![\w-])", "ID", 0.85, group="n",
            validator=_group(bc_phn_ok, "n"), context=("phn", "personal health number", "care card"), context_required=True, window=30),
    # ------------------------------------------------------------------ host and device names, bare codes
    Pattern(
        "id_host",
        rf"\b{_HOST_CUE}(?:[ ](?i:name|id|#|no\.?))?[ \t]*:?[ \t]*(?P<n>(?=[A-Z0-9-]*\d)[A-Z][A-Z0-9]{{0,11}}(?:-[A-Z0-9]{{1,12}}){{1,4}})(?![\w-])",
        "ID", 0.8, group="n", anchor=r"[A-Z0-9]-[A-Z0-9]", anchor_window=60,
    ),
    Pattern(
        "id_prefixed_code",
        rf"(?<![\w/-])(?!(?:{_CODE_PREFIXES_NOT_ID})-)(?P<n>[A-Z]{{2,5}}-\d{{4,10}}(?:-\d{{1,6}})*)(?![\w/-]|\.\d)",
        "ID", 0.45, group="n", anchor=r"[A-Z]-\d{4}", anchor_window=40,
    ),
)
