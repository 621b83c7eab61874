"""English pack, national identity and health numbers of more countries, as English-language notes
from abroad quote them (issue 22, session 14).

A number with separators or letters escapes ``id_long_number``; these rules know the shapes and,
where the scheme has one, the check digit, so most need no cue word:

* ``id_nat_hkid`` Hong Kong identity card (``A123456(3)``, mod 11 :func:`hkid_ok`);
* ``id_nat_rrn`` South Korean resident registration number (``YYMMDD-SNNNNNN``, a date and the
  century/sex digit); ``id_nat_mykad`` Malaysian MyKad (``YYMMDD-PB-NNNN``, a date);
* ``id_nat_emirates`` UAE Emirates ID (``784-YYYY-NNNNNNN-C``, Luhn);
* ``id_nat_nordic`` Swedish, Danish, Norwegian and Finnish personal numbers (``YYMMDD-NNNN``,
  ``DDMMYY-NNNN``, ``DDMMYY-NNNC``): a date and the Swedish Luhn or the Finnish check character
  (:func:`hetu_ok`), or a cue word;
* ``id_nat_rut`` Chilean RUT/RUN (``12.345.678-5``, mod 11 :func:`rut_ok`);
* ``id_nat_cn`` Chinese resident identity number (18 characters, a date, ISO 7064 mod 11-2
  :func:`cn_id_ok`); ``id_nat_curp`` Mexican CURP; ``id_nat_codice_fiscale`` Italian codice
  fiscale; ``id_nat_pan`` Indian PAN (the fourth letter names the holder type); ``id_nat_lk_nic``
  Sri Lankan NIC (``NNNNNNNNNV``, a day of the year); ``id_nat_ecowas`` West African ID cards
  (``GHA-NNNNNNNNN-N``); ``id_nat_zw`` Zimbabwean national ID (``63-123456 A 42``);
* ``id_nat_cue_world``: a value after a national cue word the other rules do not know (``DNI``,
  ``cédula``, ``CURP``, ``Iqama``, ``PESEL``, ``BSN``, ``CPR``, ``personnummer``, ``TC Kimlik``,
  ``AHV``, ``TFN``, ``IRD``, ``BVN``, ``Omang``, ``NIDA``, ``Huduma``, ``KRA PIN``, ``IHI``, ``CNS``).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern, luhn_ok, valid_date

__all__ = ["PATTERNS", "hkid_ok", "rut_ok", "cn_id_ok", "hetu_ok"]


def hkid_ok(number: str) -> bool:
    """Hong Kong identity card: one or two letters, six digits, a check digit or ``A``; weights
    9..2 over a 9-character form (a space worth 36 pads one-letter numbers), sum % 11 == 0."""
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(?([0-9A])\)?", number.strip().upper())
    if not m:
        return False
    letters = m.group(1).rjust(2, " ")
    vals = [36 if c == " " else ord(c) - 55 for c in letters] + [int(c) for c in m.group(2)]
    check = 10 if m.group(3) == "A" else int(m.group(3))
    return (sum(v * w for v, w in zip(vals, range(9, 1, -1))) + check) % 11 == 0


def rut_ok(number: str) -> bool:
    """Chilean RUT/RUN: digits and a check character (0-9 or K), weights 2..7 from the right, mod 11."""
    s = re.sub(r"[.\s]", "", number.upper())
    m = re.fullmatch(r"(\d{7,8})-?([\dK])", s)
    if not m:
        return False
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(m.group(1))))
    r = 11 - total % 11
    check = "0" if r == 11 else "K" if r == 10 else str(r)
    return check == m.group(2)


def cn_id_ok(number: str) -> bool:
    """Chinese resident identity number: 17 digits (birth date at 7-14) and an ISO 7064 mod 11-2 check (0-9 or X)."""
    s = number.strip().upper()
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    if not valid_date(int(s[12:14]), int(s[10:12]), int(s[6:10])):
        return False
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    return "10X98765432"[sum(int(c) * w for c, w in zip(s[:17], weights)) % 11] == s[17]


_HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(number: str) -> bool:
    """Finnish personal identity code ``DDMMYY-NNNC``: a date, the century sign and the check
    character of ``DDMMYYNNN`` mod 31."""
    m = re.fullmatch(r"(\d{2})(\d{2})(\d{2})[-+A-FU-Y](\d{3})([0-9A-Y])", number.strip().upper())
    if not m or not valid_date(int(m.group(1)), int(m.group(2))):
        return False
    return _HETU_CHARS[int(m.group(1) + m.group(2) + m.group(3) + m.group(4)) % 31] == m.group(5)


def _date6(s: str) -> bool:
    """Six digits that read as YYMMDD or DDMMYY."""
    a, b, c = int(s[:2]), int(s[2:4]), int(s[4:6])
    return valid_date(c, b) or valid_date(a, b)


def _nordic_ok(m: re.Match) -> bool:
    raw = m.group()
    if hetu_ok(raw):
        return True
    d = re.sub(r"\D", "", raw)
    if len(d) == 12:  # Swedish with the century: YYYYMMDD-NNNN
        d = d[2:]
    if len(d) != 10 or not _date6(d[:6]):
        return False
    return _luhn10(d)


def _luhn10(d: str) -> bool:
    total = 0
    for i, ch in enumerate(d):
        v = int(ch) * (2 if i % 2 == 0 else 1)
        total += v - 9 if v > 9 else v
    return total % 10 == 0


def _nordic_cued(m: re.Match) -> bool:
    d = re.sub(r"\D", "", m.group())[-10:]
    return len(d) == 10 and _date6(d[:6])


def _rrn_ok(m: re.Match) -> bool:
    d = re.sub(r"\D", "", m.group())
    return valid_date(int(d[4:6]), int(d[2:4])) and d[6] in "12345678"


def _mykad_ok(m: re.Match) -> bool:
    d = re.sub(r"\D", "", m.group())
    return valid_date(int(d[4:6]), int(d[2:4]))


def _lk_nic_ok(m: re.Match) -> bool:
    day = int(m.group()[2:5])
    return 1 <= day <= 366 or 501 <= day <= 866


def _world_value_ok(m: re.Match) -> bool:
    """Five or more digits, no date."""
    v = m.group("n")
    return sum(c.isdigit() for c in v) >= 5 and not re.fullmatch(r"\d{1,2}[./-]\d{1,2}[./-]\d{2,4}", v)


_WORLD_CUES = (
    r"dni|c[ée]dula(?:[ ]de[ ]identidad)?|c\.c\.|curp|rut|run|rg|nid|nic|emirates[ ]id|eid|iqama|hkid|mykad|i/c|ic[ ]no\.?|"
    r"kad[ ]pengenalan|pesel|bsn|cpr|personnummer|personal[ ](?:identity[ ])?number|fødselsnummer|hetu|henkilötunnus|"
    r"tc[ ]kimlik(?:[ ]no)?|tckn|ahv|avs|svnr|sozialversicherungsnummer|nir|insee|tfn|ird(?:[ ]number)?|itin|ein|bvn|"
    r"ghana[ ]card|omang|nida|huduma(?:[ ]namba)?|kra[ ]pin|ihi|cns|sus[ ]card|cartão[ ]sus|rfc|nhif|nssf|shif|"
    r"nin|abha|uhid|ehic|carte[ ]vitale|e-?card|tessera[ ]sanitaria|codice[ ]fiscale|steuer-?id|pps"
)

PATTERNS: tuple[Pattern, ...] = (
    Pattern("id_nat_hkid", r"(?<![\w-])[A-Z]{1,2}\d{6}\([0-9A]\)|(?<![\w-])[A-Z]{1,2}\d{6}[0-9A](?![\w-])", "ID", 0.8,
            validator=lambda m: hkid_ok(m.group())),
    Pattern("id_nat_rrn", r"(?<![\w-])\d{6}-\d{7}(?![\w-])", "ID", 0.8, validator=_rrn_ok),
    Pattern("id_nat_mykad", r"(?<![\w-])\d{6}-\d{2}-\d{4}(?![\w-])", "ID", 0.8, validator=_mykad_ok),
    Pattern("id_nat_emirates", r"(?<![\w-])784-?\d{4}-?\d{7}-?\d(?![\w-])", "ID", 0.85,
            validator=lambda m: luhn_ok(re.sub(r"\D", "", m.group()))),
    Pattern("id_nat_nordic", r"(?<![\w-])(?:(?:19|20)\d{6}|\d{6})[-+A]\d{3}[0-9A-Y](?![\w-])", "ID", 0.75, validator=_nordic_ok),
    Pattern(
        "id_nat_nordic_cued", r"(?<![\w-])(?:(?:19|20)?\d{6})[-+ ]?\d{4}(?![\w-])", "ID", 0.8, validator=_nordic_cued,
        context=("cpr", "personnummer", "personal number", "personal identity number", "fødselsnummer", "hetu", "henkilötunnus",
                 "person number", "national id"), context_required=True, window=40, context_side="before",
    ),
    Pattern("id_nat_rut", r"(?<![\w.-])\d{1,2}\.\d{3}\.\d{3}-[\dkK](?![\w-])", "ID", 0.85, validator=lambda m: rut_ok(m.group())),
    Pattern("id_nat_cn", r"(?<![\w-])\d{17}[\dXx](?![\w-])", "ID", 0.85, validator=lambda m: cn_id_ok(m.group())),
    Pattern("id_nat_curp", r"(?<![\w-])[A-Z][AEIOUX][A-Z]{2}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d(?![\w-])",
            "ID", 0.85),
    Pattern("id_nat_codice_fiscale", r"(?<![\w-])[A-Z]{6}\d{2}[A-EHLMPR-T](?:[04][1-9]|[1256]\d|[37][01])[A-Z]\d{3}[A-Z](?![\w-])", "ID", 0.85),
    Pattern("id_nat_pan", r"(?<![\w-])[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z](?![\w-])", "ID", 0.75),
    Pattern("id_nat_lk_nic", r"(?<![\w-])\d{9}[VX](?![\w-])", "ID", 0.75, validator=_lk_nic_ok),
    Pattern("id_nat_ecowas", r"(?<![\w-])(?:GHA|NGA|CIV|SEN|LBR|SLE|GMB|TGO|BEN|GIN|MLI|BFA|NER)-\d{9}-\d(?![\w-])", "ID", 0.85),
    Pattern("id_nat_zw", r"(?<![\w-])\d{2}-\d{6,7}[ -]?[A-Z][ -]?\d{2}(?![\w-])", "ID", 0.75),
    Pattern(
        "id_nat_cue_world",
        rf"(?<![\w-])(?i:{_WORLD_CUES})(?![\w-])(?:[ ](?i:no\.?|number|#))?[ \t]*[:#]?[ \t]*"
        r"(?P<n>[A-Za-z0-9](?:[A-Za-z0-9]|[./-](?=[A-Za-z0-9])|[ ](?=\d)){4,24})(?![\w/-])",
        "ID", 0.8, group="n", validator=_world_value_ok,
    ),
)
