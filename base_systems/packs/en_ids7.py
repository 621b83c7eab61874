"""English pack, identifiers after short acronym and generic-noun cues, and dates of other
calendars (issue 22, session 17).

Forms from other countries name a number by an acronym the earlier cue lists do not hold
(``SN 23-555-41902``, ``GOC 01-55529``, ``MCN 55-19204``, ``CUIL 20-32555108-4``, ``CMP 55207``) or
by a generic noun (``Body tag TI-555-3371``, ``cert ATD-555-0461``, ``PACS folder WOUND_2026_0555``,
``ID card 3 2005 55512 34 1``, ``National code: 055-512348-9``).  The class:

* ``id7_acronym_cue``: an upper-case acronym of 2-5 letters (or dotted, ``C.C.``, ``D.N.I.``), maybe
  ``No.``/``#``/``:``, then a value.  Guards: the cue is no vital sign, laboratory, score, coding,
  currency, postal, phone, time-zone, state or counted-thing acronym (``_STOP``: ``BP 182/104``,
  ``PLT 150-400``, ``NDC 55555-0123-01``, ``COP 1.500.000``, ``WA 98101-1234``, ``TEL 555-0136``) and
  does not follow another capitalised acronym (inside an all-capitals run); an acronym outside the
  national/registry list (``_KNOWN``) needs a structured value (digit groups joined by ``-``, ``/`` or
  ``_``, dotted thousands in three or more groups, or a letter prefix) and no phone shape
  (``555-0136``, ``614-555-0136``); only a listed cue (``CMP``, ``CNP``, ``AMKA``, ``NIK``, ``GMC``,
  ``ID``...) takes a bare run of digits or spaced digit groups (``ID 83702``, Idaho's ZIP code, is
  refused; ``RM``, a room on most forms, needs digits-dash-digits);
* ``id7_word_cue``: a national-ID or registry word (``cédula``, ``matrícula``, ``passport``,
  ``Aadhaar``, ``Fayda``, ``personnummer``, ``national code``, Greek ``ΑΔΤ``) and any value shape;
* ``id7_noun_cue``: a generic identifier noun (``card``, ``tag``, ``cert``, ``certificate``,
  ``serial``, ``folder``, ``ticket``, ``voucher``, ``token``) maybe with ``no.``/``#``/``id``, not
  after a word that makes it no identifier (``zip``, ``report``, ``business``, ``gift``, ``lot``,
  ``test``...); ``id7_noun_cue_lettered``: the same nouns and ``kit`` before a letter-prefixed code
  (``TI-555-3371``, ``KT555-20-9917``, ``WOUND_2026_0555``), scored above the SSN shape inside it.

Every value: five or more digits, digits at least half of its letters and digits, no date, no year
range or month and year, no ratio of short numbers (``182/104``, ventilator ``450/16/5/40``), no
range (``150-400``: the second number larger and about as long), no clock-time range
(``0800-1600``), no serial sevens (``100 93 86 79 72``), spaced digits only with eight or more
digits, no unit after it (``mg``, ``mmHg``, ``%``, ``copies``).

Dates of other calendars (the span holds the date, not the calendar's name):

* ``date7_other_numeric``: a numeric date next to its calendar's name or cue within 30 characters,
  matched case-sensitively (``1405/08/27 (Solar Hijri)``, ``14/03/2019 E.C.``, ``1448/05/06 AH``,
  ``12/11/2569 B.E.``);
* ``date7_other_named``: a day, a month name of that calendar and a year (``27 Aban 1405``,
  ``Hidar 14, 2019``, ``6 Ramadan 1447``, ``14 Kislev 5787``); no time or unit after the year;
* ``date7_buddhist_year``: a Gregorian month with a Buddhist Era year (``12 Nov 2569``).

Validity (:func:`other_calendar_ok`): the year in the calendar's present-day range (Solar Hijri
1300-1499, Hijri 1300-1500, Ethiopian 1900-2099, Buddhist 2400-2699, Hebrew 5600-5899), the month
1-12 (13 in the Ethiopian and Hebrew calendars), the day within that month's length (Solar Hijri
31 days in the first six months, 30 after; Ethiopian 30, Pagume 6; lunar months 30).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_core_dates import MONTH
from multideid.base_systems.packs.en_ids4 import id_value_ok

__all__ = ["PATTERNS", "id7_value_ok", "other_calendar_ok"]

# acronyms that are no identifier's cue: vitals, labs, scores, codes, currencies, postal and place codes,
# phones, clock zones, counted things
_STOP = frozenset("""
BP HR RR PR IOP GCS SBP DBP MAP CVP ICP PAP SAT SATS TEMP WT HT BMI BSA EF LVEF FEV FVC PEF PEFR FIO PEEP TV VT
PLT WBC RBC HB HGB HCT MCV MCH MCHC RDW ANC ALC INR PT PTT APTT CRP ESR TSH FT LDL HDL TG BNP CK CKMB AFP PSA CEA CA
ALT AST ALP GGT LDH BUN CR GFR EGFR NA CL CO MG PHOS GLU FBS RBS OGTT ABG VBG PCO PO VL CD HIV HCV HBV RNA DNA PCR
ECG EKG EEG EMG MRI CT CXR US USS IU UI CFU RPM PPM ICU NICU PICU HDU ED ER OR OT PACU OPD IPD GP AM PM
ICD CPT NDC DRG HCPCS CAS IRB FDA EAN MPN LOINC SNOMED UPC GTIN SKU LOT EXP REF QTY UDI GMDN ATC ISBN ISSN DOI PMID NCT PMC ISO IEC DIN
ASA NYHA ECOG KPS TNM FIGO APGAR MMSE MOCA PHQ GAD CIWA COWS NIHSS ISS AIS RASS CAM
USD EUR GBP JPY CNY AUD CAD NZD CHF INR PKR BDT LKR NPR KES UGX TZS RWF ETB NGN GHS ZAR EGP MAD TND XOF XAF
MXN COP ARS CLP PEN BRL UYU BOB PYG VES IRR IQD SAR AED QAR KWD OMR BHD JOD ILS TRY RUB UAH PLN CZK HUF RON BGN
VND THB IDR MYR SGD PHP HKD TWD KRW SEK NOK DKK ISK RS
ZIP PIN PC CP CEP PLZ NPA POB BOX APT STE FLAT SUITE BLDG UNIT WARD ROOM BED BAY
TEL PH FAX MOB CELL EXT SMS CALL DIAL TEXT PHONE HOME WORK
UTC GMT EST EDT CST CDT MST MDT PST PDT BST CET CEST IST AEST AEDT JST SGT EAT WAT CAT
AL AK AZ AR CO CT DE FL GA HI IA IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OK OR PA RI SC SD
TN TX UT VA VT WA WI WV WY DC ON QC BC AB MB SK NS NB NL PE YT NWT NSW VIC QLD TAS ACT
AT BY OF TO FOR FROM AND THE WITH WAS IS ARE DAY DAYS NO NOT PER VIA AGE SEE TOTAL AFTER UNTIL SINCE OVER
DATE TIME YEAR WEEK DOSE PAGE LINE ITEM STEP STAGE GRADE TYPE
""".split())
# (RM is a room on most forms and the ringgit; a registry "RM" needs digits, a dash and digits: "RM 55-1183")
_STOP_STRUCTURED = frozenset({"RM"})

# national identity, insurance and clinicians' registry acronyms: these take a bare digit run or spaced groups too
_KNOWN = frozenset("""
ID DNI CUIL CUIT CNP AMKA NIK BPJS CCCD CMND BHYT CIN CNSS CNAM PAN NRIC CPF CURP RUT RUN PESEL BSN NIF NIE NISS NSS
SIS CC TI CE NUI NUIP RNC CIP CI DUI NIT RTN INE IMSS CNIC NICOP NID NIN NIDA BVN NHIS NHIA SSNIT TIN UIN UID UHID ABHA
PHN IHI NHI SSN SIN ITIN AHV AVS SVNR NIR PPSN CPR HETU MBI HICN HKID FIN KTP UMID SSS GSIS TFN IRD HCN OHIP RAMQ
CHI CRN OIB JMBG EGN TCKN EMSO NHIF NSSF SHIF NHS
GMC GOC NMC GDC HCPC GPHC CMP MCN AHPRA MCI PRC MDCN KMPDC HPCSA SMC MMC DMC IMC NPI DEA CRM COREN CRO BMDC PMDC
SLMC CPSO CMQ RCVS RN RPN MP MN RPPS ADELI BIG KNMG CMR IMR MOH
""".split())

_GREEK = "Α-ΩΆ-Ώ"
_UNIT = (
    r"(?![ ]?%|[ ]?(?:mg|mcg|µg|ug|ml|mL|L|g|kg|lbs?|units?|IU|tabs?|caps?|puffs?|mmHg|mmol|mEq|bpm|/min|min|mins|hours?|hrs?|h|"
    r"days?|d|weeks?|wks?|months?|years?|yrs?|y|am|pm|AM|PM|cm|mm|m|km|ft|copies|cells|/uL|/µL|/mm3|x10)\b)"
)
# (a check digit in brackets or a spaced check letter and digits belong to shapes other rules know:
# "Y555721(3)", "63-555182 F 44"; no partial span here)
_END = rf"(?![\w/-]|[.,]\d|[ ]?\([0-9A]\)|[ ][A-Z][ ]\d\d\b){_UNIT}"

# structured: digit groups joined by - / _ (a letter prefix may lead), dotted thousands, a letter prefix
# (a check character or a region code may close it: "-4", "-K", "-SP")
_TAIL = r"(?:-[0-9A-Z]|-[A-Z]{2,3})?"
_V_LETTERED = rf"(?:[A-Z{_GREEK}]{{1,8}}[-_/]?\d{{1,9}}(?:[-_/]\d{{1,9}}){{1,4}}|[A-Z]{{1,4}}-\d{{5,15}}){_TAIL}"
_V_JOINED = rf"(?:[A-Z{_GREEK}]{{1,8}}[-_/]?)?\d{{1,9}}(?:[-_/]\d{{1,9}}){{1,4}}{_TAIL}"
_V_DOTTED = r"\d{1,3}(?:\.\d{3}){2,3}(?:-[\dkK]{1,2})?"
_V_PREFIX = rf"(?:[A-Z]{{1,4}}-?|[{_GREEK}]{{1,4}}[ ]?)\d{{5,18}}"
# listed cues only: a run of digits, spaced digit groups
_V_RUN = rf"\d{{5,18}}{_TAIL}(?![ ]\d)"
_V_SPACED = r"\d{1,6}(?:[ ]\d{1,7}){1,6}"
_VALUE = rf"(?P<n>{_V_DOTTED}|{_V_JOINED}|{_V_PREFIX}|{_V_SPACED}|{_V_RUN})"
_SEP = r"(?:[ ]?(?:No\.?|NO\.?|no\.?|Nr\.?|\#|number|Number))?[ \t]*[:#=]?[ \t]*"


def _is_range(v: str) -> bool:
    m = re.fullmatch(r"(\d+)-(\d+)", v)
    if not m or m.group(1).startswith("0"):
        return False
    a, b = m.group(1), m.group(2)
    return int(a) < int(b) and len(b) - len(a) <= 1


def id7_value_ok(value: str, structured_only: bool = False) -> bool:
    """An identifier value (see the module docstring); ``structured_only`` for an unlisted acronym's
    value: no bare digit run, no spaced groups, no phone shape."""
    v = value.strip()
    digits = sum(c.isdigit() for c in v)
    alnum = sum(c.isalnum() for c in v)
    if digits < 5 or digits * 2 < alnum:
        return False
    if re.fullmatch(r"\d{1,3}(?:/\d{1,3})+", v) or _is_range(v):  # "182/104", ventilator "450/16/5/40"
        return False
    if not id_value_ok(v.replace("_", "-").replace(" ", "")):
        return False
    # a year range or a month and year ("2019-2024", "11/2024", "2024-11")
    m = re.fullmatch(r"((?:19|20)\d\d)[-/]((?:19|20)?\d\d)|(\d{1,2})[/-](?:19|20)\d\d|(?:19|20)\d\d[/-](\d{1,2})", v)
    if m and (m.group(1) or 1 <= int(m.group(3) or m.group(4)) <= 12):
        return False
    if re.fullmatch(r"\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}[/.-]\d{1,2}[/.-]\d{1,2}", v):
        return False
    if " " in v and re.fullmatch(r"[\d ]+", v) and digits < 8:
        return False
    if re.fullmatch(r"([01]\d|2[0-3])[0-5]\d-([01]\d|2[0-3])[0-5]\d", v):  # clock times "0800-1600"
        return False
    groups = v.split(" ")
    if len(groups) >= 3 and all(g.isdigit() and len(g) <= 3 for g in groups):
        steps = [int(b) - int(a) for a, b in zip(groups, groups[1:])]
        if all(0 < d <= 15 for d in steps) or all(-15 <= d < 0 for d in steps):  # serial sevens "100 93 86 79 72"
            return False
    # a phone number after any cue ("Joy Obi RN 312-555-0147"); spaced 3-3-4 only after an unlisted acronym
    # (the NHS number is written so)
    if re.fullmatch(r"\(\d{3}\)[ ]?\d{3}[-.]\d{4}|\d{3}([-.])\d{3}\1\d{4}|\d{3}[-.]\d{4}|\+\d.*", v):
        return False
    if structured_only and re.fullmatch(r"\d+|[\d ]+", v):
        return False
    return True


def _acronym_ok(m: re.Match) -> bool:
    cue = m.group("cue").replace(".", "").upper()
    if cue in _STOP:
        return False
    if cue == "ID" and re.fullmatch(r"\d{5}(?:-\d{4})?", m.group("n")):  # Idaho and a ZIP code ("Boise, ID 83702")
        return False
    if cue in _KNOWN:
        return id7_value_ok(m.group("n"))
    if cue in _STOP_STRUCTURED:
        return bool(re.fullmatch(r"\d{1,4}-\d{3,6}", m.group("n"))) and id7_value_ok(m.group("n"), True)
    return id7_value_ok(m.group("n"), structured_only=True)


def _value_ok(m: re.Match) -> bool:
    return id7_value_ok(m.group("n"))


def _noun_ok(m: re.Match) -> bool:
    before = m.string[max(0, m.start() - 30):m.start()]
    return not _NOT_BEFORE_NOUN_RE.search(before) and id7_value_ok(m.group("n"))


_ACRONYM = r"(?P<cue>GPhC|[A-Z]{2,5}|[A-Z]\.(?:[A-Z]\.){1,3})"
# national-ID and registry words that are no acronym (any case)
_WORDS = (
    r"c[ée]dula(?:[ ]de[ ](?:identidad|ciudadan[íi]a))?|matr[íi]cula(?:[ ](?:nacional|provincial|profesional))?|"
    r"passport|aadhaa?r|mykad|personnummer|fayda(?:[ ]id)?|iqama|carnet|afiliad[oa]|"
    r"(?:national|personal|patient|member|insurance|health|identity|identification|unique|client|beneficiary|tax)[ ]code|codice[ ]fiscale|"
    r"kimlik|omang|huduma|registro(?:[ ]m[ée]dico)?|colegiad[oa]|n[º°]|ΑΔΤ|ΑΜΚΑ|ΑΦΜ"
)
# nouns that name an identifier in general; a word before them may make them no identifier
_NOUNS = r"card|tag|cert|certificate|serial|folder|ticket|voucher|token"
# a kit's number only in the letter-prefixed form (a consumer DNA kit "KT448-20-7193", no catalogue number)
_NOUNS_LETTERED = _NOUNS + r"|kit"
_NOT_BEFORE_NOUN = (
    r"zip|post|postal|area|country|dial|report|score|lot|batch|flash|sd|sim|gift|business|birthday|greeting|playing|"
    r"index|dance|price|name|luggage|bag|ear|drug|test|reagent|collection|swab|starter|first[ ]aid|repair|tool|"
    r"wristband|bracelet"
)


def _noun_cue(nouns: str) -> str:
    return rf"(?<![\w-])(?i:{nouns})(?:[ ](?i:id|no\.?|number|#))?(?![\w-])[ \t]*[:#=]?[ \t]*"


_NOT_BEFORE_NOUN_RE = re.compile(rf"(?<![\w-])(?i:{_NOT_BEFORE_NOUN})[ ]$")

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "id7_acronym_cue",
        rf"(?<![\w.&/@-])(?<![A-Z]{{2}}[ ]){_ACRONYM}(?![\w-]){_SEP}{_VALUE}{_END}",
        "ID", 0.8, group="n", validator=_acronym_ok, anchor=r"\d", anchor_window=40,
    ),
    Pattern(
        "id7_word_cue",
        rf"(?<![\w-])(?i:{_WORDS})(?![\w-]){_SEP}{_VALUE}{_END}",
        "ID", 0.8, group="n", validator=_value_ok,
    ),
    Pattern(
        "id7_noun_cue", rf"{_noun_cue(_NOUNS)}{_VALUE}{_END}", "ID", 0.8, group="n", validator=_noun_ok,
    ),
    # a letter-prefixed code of joined digit groups after the noun outranks the SSN shape inside it
    # ("kit KT555-20-9917": not the SSN "555-20-9917")
    Pattern(
        "id7_noun_cue_lettered", rf"{_noun_cue(_NOUNS_LETTERED)}(?P<n>{_V_LETTERED}){_END}", "ID", 0.92, group="n", validator=_noun_ok,
    ),
)

# ------------------------------------------------------------------ dates of other calendars
# month names per calendar (1-based), the calendar's year range and the longest month
_CALENDARS = {
    "solar_hijri": ((1300, 1499), (
        "Farvardin", "Ordibehesht", "Khordad", "Tir", "Mordad|Amordad", "Shahrivar", "Mehr", "Aban", "Azar|Adhar",
        "Dey|Dei", "Bahman", "Esfand|Esfand")),
    "hijri": ((1300, 1500), (
        "Muharram|Moharram", "Safar", "Rabi[' ]?(?:al|ul)[- ]Awwal|Rabi[' ]?(?:al|ul)[- ]Awal|Rabi I",
        "Rabi[' ]?(?:al|ul|ath)[- ](?:Thani|Akhir|Akhar)|Rabi II",
        "Jumad[ae][' ]?(?:al|ul)[- ](?:Awwal|Ula|Oola)|Jumada I", "Jumad[ae][' ]?(?:al|ul|ath)[- ](?:Thani|Akhirah|Akhira|Akhir)|Jumada II",
        "Rajab", "Sha'?ban", "Ramadan|Ramazan|Ramadhan", "Shawwal", "Dhu[' ]?(?:al|l)[- ]Qa?'?dah?|Dhul[- ]Qi'?dah|Zulqadah",
        "Dhu[' ]?(?:al|l)[- ]Hijjah?|Dhul[- ]Hijjah|Zulhijjah")),
    "ethiopian": ((1900, 2099), (
        "Meskerem|Maskaram", "Tikimt|Tekemt|Tiqimt|Teqemt", "Hidar|Hedar|Hedar", "Tahsas|Tahesas|Takhsas", "Tir|Tirr",
        "Yekatit|Yakatit|Yekatet", "Megabit|Maggabit", "Miyazya|Miyazia", "Ginbot|Genbot", "Sene", "Hamle|Hamli",
        "Nehase|Nehasse", "Pagume|Pagumen|Pagume")),
    "hebrew": ((5600, 5899), (
        "Tishrei|Tishri", "Cheshvan|Heshvan|Marcheshvan|Marheshvan", "Kislev", "Tevet|Teves", "Shevat|Shvat|Sh'vat",
        "Adar(?:[ ](?:I|II|Aleph|Alef|Bet|Beit|Sheni))?", "Nisan", "Iyar|Iyyar", "Sivan", "Tammuz|Tamuz", "Av|Menachem[ ]Av",
        "Elul")),
}
# numeric dates need the calendar's name or cue next to them (case-sensitive: "be", "ah" are words)
_CUES = {
    "solar_hijri": r"Solar[ ]Hijri|SOLAR[ ]HIJRI|Shamsi|SHAMSI|Jalali|JALALI|Persian[ ]calendar|Iranian[ ]calendar|SH|S\.H\.|H\.Sh\.|AP",
    "hijri": r"Hijri|HIJRI|Hijrah|AH|A\.H\.|H\.|Islamic[ ]calendar|Lunar[ ]Hijri",
    "ethiopian": r"E\.C\.|EC|E\.C|Ethiopian[ ]calendar|Ethiopian|EFY",
    "buddhist": r"B\.E\.|BE|B\.E|Buddhist[ ]Era|Buddhist[ ]calendar|Thai[ ]calendar|พ\.ศ\.",
    "hebrew": r"AM|A\.M\.|Hebrew[ ]calendar|Jewish[ ]calendar|Hebrew",
}
_CUE_RE = {cal: re.compile(rf"(?<![\w.])(?:{c})(?![\w])") for cal, c in _CUES.items()}
_YEARS = {"buddhist": (2400, 2699), **{cal: rng for cal, (rng, _) in _CALENDARS.items()}}
_MONTH_RES = {cal: [re.compile(rf"(?:{alts})") for alts in names] for cal, (_, names) in _CALENDARS.items()}
_GREG = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def other_calendar_ok(calendar: str, year: int, month: int, day: int) -> bool:
    """A date that can exist in ``calendar`` ('solar_hijri', 'hijri', 'ethiopian', 'hebrew', 'buddhist'),
    with the year in that calendar's present-day range."""
    lo, hi = _YEARS[calendar]
    if not lo <= year <= hi or day < 1:
        return False
    if calendar == "solar_hijri":
        return 1 <= month <= 12 and day <= (31 if month <= 6 else 30)
    if calendar == "ethiopian":
        return 1 <= month <= 13 and day <= (30 if month <= 12 else 6)
    if calendar in ("hijri", "hebrew"):
        return 1 <= month <= (13 if calendar == "hebrew" else 12) and day <= 30
    return 1 <= month <= 12 and day <= (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[month - 1]  # buddhist


def _cued(m: re.Match, calendar: str) -> bool:
    s = m.string
    around = s[max(0, m.start() - 30):m.start()] + " " + s[m.end():m.end() + 30]
    return bool(_CUE_RE[calendar].search(around))


def _numeric_ok(m: re.Match) -> bool:
    """A y/m/d or d/m/y date valid in a calendar whose cue is within 30 characters."""
    a, b, c = (int(x) for x in (m.group("a"), m.group("b"), m.group("c")))
    readings = ((a, b, c), (c, b, a)) if m.group("a") and len(m.group("a")) == 4 else ((c, b, a),)
    for cal in _YEARS:
        if any(other_calendar_ok(cal, y, mo, d) for y, mo, d in readings) and _cued(m, cal):
            return True
    return False


def _month_number(calendar: str, name: str) -> int:
    for i, rx in enumerate(_MONTH_RES[calendar], 1):
        if rx.fullmatch(name):
            return i
    return 0


def _named_ok(m: re.Match) -> bool:
    """Day, a month name of another calendar and a year in that calendar's range."""
    name = m.group("mon1") or m.group("mon2")
    day, year = int(m.group("d1") or m.group("d2")), int(m.group("y"))
    return any(other_calendar_ok(cal, year, _month_number(cal, name), day) for cal in _CALENDARS)


def _buddhist_ok(m: re.Match) -> bool:
    month = _GREG.index((m.group("mon1") or m.group("mon2"))[:3].lower()) + 1
    return other_calendar_ok("buddhist", int(m.group("y")), month, int(m.group("d1") or m.group("d2")))


_ALL_NAMES = "|".join(sorted({a for _, names in _CALENDARS.values() for n in names for a in [n]}, key=len, reverse=True))
_NAMES = rf"(?:{_ALL_NAMES})(?![\w'])"


def _named(names: str) -> str:
    return (rf"(?<![\w/.-])(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?[ ](?:of[ ])?(?P<mon1>{names})"
            rf"|(?P<mon2>{names})[ ](?P<d2>\d{{1,2}})(?:st|nd|rd|th)?,?)[ ,]+(?P<y>\d{{4}})(?![\w/-]|[.,:]\d|[ ]?(?:hrs?|h|hours)\b){_UNIT}")


PATTERNS += (
    Pattern(
        "date7_other_numeric",
        r"(?<![\w/.-])(?P<a>\d{1,4})([/.-])(?P<b>\d{1,2})\2(?P<c>\d{1,4})(?![\w/-]|[.,]\d)",
        "DATE", 0.9, validator=_numeric_ok, anchor=r"\b(?:1[345]|19|20|2[456]|5[678])\d\d\b", anchor_window=20,
    ),
    Pattern("date7_other_named", _named(_NAMES), "DATE", 0.9, validator=_named_ok),
    Pattern("date7_buddhist_year", _named(MONTH), "DATE", 0.9, validator=_buddhist_ok,
            anchor=r"\b2[456]\d\d\b", anchor_window=30),
)
