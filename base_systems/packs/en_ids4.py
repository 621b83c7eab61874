"""English pack, identifiers after generic cues and national numbers of more countries (issue 22,
session 14).

The cue lists of :mod:`.en` (``id_labelled``) and :mod:`.en_ids` name the identifiers they know.
Records from courts, programmes, trials and other countries name theirs with any capitalised word
and a number word, and people quote partial numbers:

* ``id_cue_generic``: ``<Capitalised word(s)> No.|Number|#|ID|Reg`` and a value with three or
  more digits (``Docket no.: 555-07-21``, ``CCC No: 13555-00418``, ``Inmate No. 55501-177``,
  ``Waitlist # WL-22019``), not after rooms, beds, lots, pages, phones and other counted things, nor a
  maker's ``REF`` catalogue number;
  a value that reads as a date, a time, a decimal or a small range is no identifier;
* ``id_ssn_last4``: the last four digits of an SSN or a card (``SSN (last 4): 4471``,
  ``Last4: 5582``, ``last four of SSN 0193``, ``SSN ending in 2231``, ``xxx-xx-4471``);
* ``id_trial_subject``: trial subject and screening numbers (``Subject 003-015``, ``Subj. 114-0027``,
  ``Pt 02-0113``, ``screening number 5501``) and the site number next to a subject or protocol
  (``Site 114``);
* ``id_reference_code``: a code with letters or dash-separated digit groups after a lower-case
  ``reference``, ``ref``, ``claim``, ``case`` or ``file`` (``reference A26-5551-0093``);
* ``id_national_*``: national numbers by shape (and check digit where there is one): Pakistan CNIC
  (``35202-5550123-4``), Philippine PhilHealth (``12-555019284-7``) and SSS (``34-5550192-8``)
  numbers, Brazilian CPF (:func:`cpf_ok`, mod 11 twice), Nigerian NIN and Kenyan ID after their
  cue, New Zealand NHI in the old and the 2022 forms after ``NHI`` (no check digit needed there:
  a mistyped NHI is still the patient's).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern, valid_date

__all__ = ["PATTERNS", "cpf_ok", "id_value_ok"]


def _digits(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


def cpf_ok(number: str) -> bool:
    """Brazilian CPF: 11 digits, two mod-11 check digits (weights 10..2, then 11..2), not all equal."""
    d = [int(c) for c in _digits(number)]
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for n in (9, 10):
        r = sum(v * w for v, w in zip(d[:n], range(n + 1, 1, -1))) * 10 % 11
        if r % 10 != d[n]:
            return False
    return True


_DATE_LIKE = re.compile(r"(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})")
_SMALL = re.compile(r"#?\d{1,3}(?:[-–/:.]\d{1,3})?|\d+[.,]\d+|\d{1,2}:\d{2}(?::\d{2})?")


def id_value_ok(value: str) -> bool:
    """An identifier value: three or more digits, not a date (``11/12/2024``, ``2024-11-12``), a
    time, a decimal or a small range or ratio (``3-5``, ``120/80``)."""
    v = value.lstrip("#")
    if sum(c.isdigit() for c in v) < 3 or _SMALL.fullmatch(v):
        return False
    m = _DATE_LIKE.fullmatch(v)
    if m:
        a, b, c = (int(x) for x in m.groups())
        if valid_date(a, b, c) or valid_date(b, a, c) or valid_date(c, b, a):
            return False
    return True


def _subject_ok(m: re.Match) -> bool:
    """A subject number keeps its leading zeros ("003-015"): only a date or a 1-2 digit range is refused."""
    v = m.group("n")
    return not re.fullmatch(r"\d{1,2}-\d{1,2}", v) and not (_DATE_LIKE.fullmatch(v) and not id_value_ok(v))


def _value_group(m: re.Match) -> bool:
    return id_value_ok(m.group("n"))


# one value: letters, digits and inner "-", "/" or "."; spaced digit groups may follow ("5555 43210 2")
_VAL = r"(?P<n>(?=[A-Za-z0-9/.-]*\d)[A-Za-z0-9](?:[A-Za-z0-9]|[-/.](?=[A-Za-z0-9])){2,30}(?:[ ]\d{3,8}(?![\w/-])){0,2})"
_UNITS = (
    r"(?![ ]?(?:mg|mcg|ml|mL|g|kg|lbs?|units?|tabs?|caps?|%|mmHg|mmol|bpm|min|mins|hours?|hrs?|days?|weeks?|wks?|"
    r"months?|years?|yrs?|yo|am|pm|AM|PM|cm|mm|m|ft|km|miles?)\b)"
)
# counted things whose number is not an identifier (rooms and beds are not PHI in these sets);
# phone words are left to the phone rules
_NOT_CUE = (
    r"Room|Rm|Bed|Bay|Ward|Cell|Chair|Station|Lot|Batch|Cat|Catalog|Catalogue|Model|Part|Ver|Version|Page|Pg|Table|"
    r"Figure|Fig|Item|Question|Q|Step|Line|Level|Floor|Gate|Platform|Seat|Tooth|Lead|Channel|Size|Dose|Cycle|Day|"
    r"Week|Grade|Stage|Type|Class|Phone|Tel|Telephone|Fax|Mobile|Cell|Contact|Pager|Bleep|Ext|Extension|Box|Flat|"
    r"House|Unit|Apt|Suite|Building|Block|Blk|Plot|Stand|Route|Bus|Flight|Track|Slide|Cassette|Block|Tube|Vial|"
    r"Kit|Reagent|Lane|Well|Plate|Sample|Specimen|Lesion|Node|Rib|Level|Trial|Protocol|Amendment|Form|Section|"
    r"Chapter|Appendix|Schedule|Exhibit|Rule|Act|Code|Policy|Regulation|Standard|Guideline|"
    # a chain store's branch number is no identifier of a person ("WALGREENS #05531", "CVS #1187")
    r"Store|Branch|Shop|Outlet|Walgreens|WALGREENS|CVS|Rite[ ]Aid|RITE[ ]AID|Kroger|KROGER|Walmart|WALMART|Target|"
    r"TARGET|Costco|COSTCO|Safeway|SAFEWAY|Publix|PUBLIX|Meijer|Boots|BOOTS|Walgreen|Duane[ ]Reade|Wegmans|Albertsons"
)
_CUE_WORD = r"(?:[A-Z][A-Za-z]{1,20}|[A-Z]{2,10})"
# (not "REF": on device labels and handouts it is the maker's catalogue number; "ref:" is en_ids' weak cue)
_NUMBER_WORD = r"(?:No\.?|NO\.?|no\.?|Nr\.?|Number|NUMBER|number|\#|ID|Id|Reg\.?|REG)"

# lower-case cue words that name a person's document or record ("driver's licence number", "booking no.")
_LOWER_CUE = (
    r"licen[cs]e|passport|permit|registration|certificate|enrol?ment|booking|docket|inmate|prisoner|offender|warrant|"
    r"pension|benefits?|grant|voter|tax|tin|ni|insurance|policy|claim|member|membership|patient|hospital|client|"
    r"student|employee|staff|payroll|badge|card|account|acct|record|chart|file|case|accession|specimen|donor|"
    r"transplant|waitlist|registry|referral|authori[sz]ation|prescription|script|device|serial|visa|residence|"
    r"resident|refugee|asylum|unhcr|immigration|alien"
)

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "id_cue_generic",
        rf"(?<![\w-])(?!(?:{_NOT_CUE})\b)(?:{_CUE_WORD}[ /&-]){{0,2}}(?!(?:{_NOT_CUE})\b){_CUE_WORD}[ ]?{_NUMBER_WORD}"
        rf"(?<![A-Za-z]ID)(?<![A-Za-z]Id)"  # "NRIC", "UHID" are cues of en_ids: let them decide
        rf"[ \t]*(?:[:#=.]|is)?[ \t]*#?[ \t]*{_VAL}(?![\w/-]|[.,]\d){_UNITS}",
        "ID", 0.75, group="n", validator=_value_group, anchor=rf"{_NUMBER_WORD}[^\n\d]{{0,16}}\d", anchor_window=90,
    ),
    Pattern(
        "id_cue_lower",
        rf"\b(?:{_LOWER_CUE})(?:'s)?[ ](?:(?:id|ID)[ ])?(?:number|no\.|#|num\.?)[ \t]*(?:[:#=]|is)?[ \t]*#?[ \t]*{_VAL}(?![\w/-]|[.,]\d){_UNITS}",
        "ID", 0.75, group="n", validator=_value_group, anchor=r"(?:number|no\.|#|num)[^\n\d]{0,12}\d", anchor_window=60,
    ),
    Pattern(
        "id_ssn_last4",
        r"\b(?:(?i:(?:ssn|ss\#|social(?:[ ]security)?|card|account|acct)[ ]?\(?(?:last|final)[ -]?(?:4|four)(?:[ ]digits)?\)?|"
        r"last[ -]?(?:4|four)(?:[ ]digits)?(?:[ ]of[ ](?:the[ ]|his[ ]|her[ ])?(?:ssn|ss\#|social(?:[ ]security)?(?:[ ]number)?|card|account))?|"
        r"(?:ssn|social(?:[ ]security)?(?:[ ]number)?|card|account|acct|id|mrn|number|no\.?|policy|member[ ]id)[ ]"
        r"(?:ending(?:[ ](?:in|with))?|ends[ ](?:in|with)|\((?:last|final)[ ]?(?:4|four)\)))"
        r"|Last4|LAST4|last4)[ \t]*(?:[:#=]|is)?[ \t]*(?P<n>\d{4})(?![\w-])",
        "ID", 0.85, group="n",
    ),
    # a masked SSN keeps its last four digits: "xxx-xx-4471", "***-**-0193"
    Pattern(
        "id_ssn_masked",
        r"(?<![\w*-])(?:[xX*•]{3}[- ]?[xX*•]{2}|[xX*•]{4}(?:[- ]?[xX*•]{4}){1,2})[- ]?\d{4}(?![\w-])",
        "ID", 0.85,
    ),
    Pattern(
        "id_trial_subject",
        r"\b(?:Subject|SUBJECT|Subj\.?|SUBJ\.?)(?:[ ](?:No\.?|NO\.?|number|Number|NUMBER|ID|\#))?[ ]?[:#]?[ ]?"
        r"(?P<n>\d{2,4}-\d{2,5}(?:-\d{1,4})?|[A-Z]{1,3}\d{1,3}-\d{2,5})(?![\w/-]|[.,]\d)",
        "ID", 0.75, group="n", validator=_subject_ok,
    ),
    Pattern(
        "id_trial_subject_cued",
        r"\b(?:subject|Pt|pt|Patient|patient|Participant|participant|Screening|screening|Randomi[sz]ation|"
        r"randomi[sz]ation)(?:[ ](?:No\.?|no\.?|number|Number|ID|\#))?[ ]?[:#]?[ ]?"
        r"(?P<n>\d{2,4}-\d{2,5}(?:-\d{1,4})?|[A-Z]{1,3}\d{1,3}-\d{2,5})(?![\w/-]|[.,]\d)",
        "ID", 0.7, group="n", validator=_subject_ok,
        context=("subject", "subj", "protocol", "trial", "study", "site", "sae", "crf", "ecrf", "consent", "randomized",
                 "randomised", "enrolled", "screening", "investigator", "sponsor", "monitor", "participant"),
        context_required=True, window=80,
    ),
    Pattern(
        "id_trial_site",
        r"\b(?:Site|SITE|site)(?:[ ](?:No\.?|no\.?|number|Number|ID|\#))?[ ]?[:#]?[ ]?(?P<n>\d{2,5})(?![\w/-]|[.,]\d)"
        r"(?=[ \t]*(?:$|[,;)]|[ \t]{2,}|[ ](?i:subject|subj|pt|patient|participant|investigator|PI)\b))",
        "ID", 0.6, group="n", flags=re.MULTILINE,
        context=("subject", "subj", "protocol", "sae", "crf", "ecrf", "investigator", "sponsor", "monitoring", "randomized", "randomised"),
        context_required=True, window=60,
    ),
    Pattern(
        "id_reference_code",
        r"\b(?:reference|ref\.?|claim|case|file|docket|ticket|tracking|confirmation|authori[sz]ation|auth)[ ]+"
        r"(?P<n>(?=[A-Z0-9-]*\d)(?:[A-Z]{1,4}\d{0,4}-?)?\d{2,8}(?:-[A-Z0-9]{2,8}){1,4}|[A-Z]{1,4}\d{5,12}|\d{3,8}/\d{2,4})(?![\w/-]|[.,]\d)",
        "ID", 0.7, group="n", validator=_value_group,
    ),
    # ------------------------------------------------------------------ national numbers
    Pattern("id_national_cnic", r"(?<![\w-])\d{5}-\d{7}-\d(?![\w-])", "ID", 0.85),
    Pattern("id_national_philhealth", r"(?<![\w-])\d{2}-\d{9}-\d(?![\w-])", "ID", 0.8),
    Pattern(
        "id_national_sss", r"(?<![\w-])\d{2}-\d{7}-\d(?![\w-])", "ID", 0.75,
        context=("sss", "gsis", "tin", "umid", "philhealth", "social security", "pag-ibig", "crn"), context_required=True, window=40,
    ),
    Pattern("id_national_cpf", r"(?<![\w.-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\w-])", "ID", 0.85, validator=lambda m: cpf_ok(m.group())),
    Pattern(
        "id_national_cpf_run", r"(?<![\w.-])\d{11}(?![\w-])", "ID", 0.8, validator=lambda m: cpf_ok(m.group()),
        context=("cpf",), context_required=True, window=30,
    ),
    Pattern(
        "id_national_nin", r"(?<![\w-])\d{11}(?![\w-])", "ID", 0.8,
        context=("nin", "national identification number", "nimc", "national id", "national identity"), context_required=True, window=40,
    ),
    Pattern(
        "id_national_nhi_shape",
        r"(?<![\w-])(?P<n>[A-HJ-NP-Z]{3}\d{4}|[A-HJ-NP-Z]{3}\d{2}[A-HJ-NP-Z]{2})(?![\w-])",
        "ID", 0.8, group="n", context=("nhi", "national health index"), context_required=True, window=50, context_side="before",
    ),
)
