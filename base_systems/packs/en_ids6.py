"""English pack, identifiers and user names in the forms of many countries and of audit logs
(issue 22, session 16).

* ID: a national, insurance, registration or licence number after its cue in many countries'
  vocabularies (``Social Security No.``, ``NRC`` of Zambia, ``NRN`` of Barbados, ``Reg. no.``,
  ``Policy``, ``<insurer> card``, ``driver licence <state>``), in the value shapes the earlier cue
  rules stop short of: parts joined by ``/`` or ``-`` (``CH/26/55512``, ``555123/61/1``,
  ``DMN-555-20317``) and letters with spaced digit groups (``JY 55 51 23 C``, ``WTI 5550 2213``):
  ``id6_cued_national``; ``No.`` before a letter-prefixed dash code (``No. V-555-2291``): ``id6_no_code``;
  a letter-prefixed slash code with no cue (``MDCN/R/55512``): ``id6_slash_code``; an airline booking record locator (``PNR X5K2QL``): ``id6_record_locator``;
  a workstation, printer or device name (``Workstation MHJ-NS4-WS12``, ``from device IPAD-CRH-07``):
  ``id6_device_name``; an ISBT 128 blood-unit donation number (``W0555 26 118734 K``): ``id6_isbt_unit``;
  a manuscript or submission ID (``manuscript bcr-2026-555163``) and a code given to a person to use
  (``use code VX5-55Q-T7``): ``id6_manuscript``, ``id6_use_code``.
* USERNAME: a login after an audit or system verb and ``by`` (``queried 11/21/26 by nkeaweortiz``,
  ``uploaded ... 09:14 by pgillhav``, ``last edited 6/14/04 by odorcak``) and after a role noun
  without a colon (``(auditor dmcgillivray)``), after ``Login ID``/``username is`` and in square brackets
  before an audit verb (``[ckoh] viewed chart``): ``username6_system_by``, ``username6_role_bare``,
  ``username6_login_is``, ``username6_bracket_audit``.
  Only a token that is no English word (``en_contact.login_ok``).
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_contact import login_ok
from multideid.base_systems.packs.en_ids4 import id_value_ok

__all__ = ["PATTERNS", "national_value_ok"]

# national and insurance numbers' names: words (any case) and acronyms (capitals only: "pan", "tin" and
# "nic" are words)
_NAT_WORDS = (
    r"social[ ]security|soc\.?[ ]sec\.?|national[ ](?:insurance|registration|identity|id|identification|health)|"
    r"omang|emirates[ ]id|identity[ ]card|id[ ]card|"
    r"(?:health|medical|insurance|member(?:ship)?|benefit|pension|ration|voter'?s?)[ ]card|card|folio|docket|dossier|"
    r"policy|insurance|medical[ ]aid|member(?:ship)?|beneficiary|subscriber|pension|reg\.?|regn\.?|registration|"
    r"driver'?s?[ ]licen[cs]e|driving[ ]licen[cs]e|licen[cs]e|permit|passport|residence[ ]permit|visa"
)
_NAT_ACRONYMS = (
    r"NRC|NRN|NIN|NIDA|NIC|CNIC|NICOP|NIS|NIB|NHIF|NSSF|TIN|PAN|SSS|GSIS|NSSA|NAPSA|NHIS|NHIA|SSNIT|KRA|BVN|NIMC|NID|NIK|"
    r"KTP|NRIC|FIN|CPF|CURP|RFC|RUT|PESEL|AMKA|OIB|JMBG|EMSO|TCKN|EGN|SIN|SSN|ITIN|EIN|UIN|UID|UHID|ABHA|PHN|IHI|NHI"
)
_NAT_CUE = rf"(?i:{_NAT_WORDS})|(?:{_NAT_ACRONYMS})"
_NUM_WORD = r"(?:[ ](?i:no\.?|num(?:ber)?\.?|#|id|code))?"
# a US state or Canadian province code before a licence number, outside the span ("licence WI K555-...")
_REGION = r"(?:(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|IA|ID|IL|IN|KS|KY|LA|MA|MD|ME|MI|MN|MO|MS|MT|NC|ND|NE|NH|NJ|NM|NV|NY|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VA|VT|WA|WI|WV|WY|ON|QC|BC|AB)[ ](?=[A-Z0-9]*\d))?"
_VALUE = (
    # parts joined by "/" or "-" ("CH/26/55512", "DMN-555-20317", "551103-5512")
    r"(?P<n>[A-Z0-9]{1,12}(?:[/-][A-Z0-9]{1,12}){1,5}"
    # or letters and spaced digit groups, maybe a final check letter ("JY 55 51 23 C", "WTI 5550 2213")
    r"|[A-Z]{1,4}(?:[ ]\d{2,6}){1,4}(?:[ ][A-Z](?![\w]))?"
    # or spaced digit groups ending in a letter code ("5555 123 456 AB", a version code)
    r"|\d{2,6}(?:[ ]\d{2,6}){1,4}[ ][A-Z]{1,2}(?![\w]))"
)


def national_value_ok(value: str) -> bool:
    """An identifier value: five or more digits, not a date, a year range or a month/year."""
    if sum(c.isdigit() for c in value) < 5 or not id_value_ok(value.replace(" ", "")):
        return False
    if re.fullmatch(r"(?:19|20)\d\d[-/](?:(?:19|20)?\d\d)|\d{1,2}[/-](?:19|20)\d\d|(?:19|20)\d\d[/-]\d{1,2}", value):
        return False
    return True


def _n_ok(m: re.Match) -> bool:
    return national_value_ok(m.group("n"))


def _login(m: re.Match) -> bool:
    return login_ok(m.group("n"), 5)


_SYSTEM_VERB = (
    r"queried|accessed|logged|printed|exported|signed|uploaded|edited|modified|updated|entered|viewed|opened|downloaded|"
    r"scanned|released|approved|amended|changed|deleted|created|generated|pulled|ran|run|submitted|verified|cosigned|"
    r"co-signed|acknowledged|imported|transcribed|attested|locked|unlocked|saved|routed|archived|checked[ ]out|"
    r"checked[ ]in|dispensed|issued|merged|reconciled|overridden|overrode|requested|ordered|placed|cancelled|canceled"
)
_HANDLE = r"(?P<n>[a-z][a-z0-9._-]{2,30}[a-z0-9])(?![\w@-])(?!\.\w)"

PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ identifiers
    Pattern(
        "id6_cued_national", rf"(?<![\w-])(?:{_NAT_CUE}){_NUM_WORD}[ \t]*[:#]?[ \t]*{_REGION}{_VALUE}(?![\w/-]|[.,]\d)",
        "ID", 0.8, group="n", validator=_n_ok, anchor=r"\d", anchor_window=60,
    ),
    Pattern(
        # "No." alone before a letter-prefixed code of dash-joined digit groups ("ENVELOPE No. V-555-2291",
        # "Form No. KX-20-44817"): a serial of a document or a container with the person's things
        "id6_no_code", r"(?<![\w])(?:No|NO)\.[ ]?#?[ ]?(?P<n>[A-Z]{1,4}-\d{2,7}(?:-\d{2,7}){1,3})(?![\w/-]|[.,]\d)", "ID", 0.7, group="n",
        validator=_n_ok,
    ),
    Pattern(
        # a code of letters, a slash and parts ending in four or more digits, with no cue
        # ("MDCN/R/55512", "KB/25/055182"): a registration or file number; not a year at the end
        "id6_slash_code", r"(?<![\w/-])(?P<n>[A-Z]{2,8}(?:/[A-Z0-9]{1,6}){1,3}/\d{4,8})(?![\w/-]|[.,]\d)", "ID", 0.6, group="n",
        validator=lambda m: national_value_ok(m.group("n")) and not re.search(r"/(?:19|20)\d{2}$", m.group("n")), anchor=r"/\d{4}", anchor_window=40,
    ),
    Pattern(
        "id6_record_locator", r"\b(?:PNR|(?i:record[ ]locator|booking[ ](?:ref(?:erence)?|code)|airline[ ]ref(?:erence)?))[ \t]*[:#]?[ \t]*"
        r"(?P<n>(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6})(?![\w-])", "ID", 0.8, group="n",
    ),
    Pattern(
        "id6_device_name", r"\b(?i:workstation|work[ ]station|printer|device|terminal|computer|laptop|hostname|host|pc|tablet|scanner|ws)"
        r"[ \t]*(?i:name|id)?[ \t]*[:#]?[ \t]*[`'\"“]?(?P<n>(?=[A-Z0-9-]*\d)[A-Z][A-Z0-9]{1,11}(?:-[A-Z0-9]{1,12}){1,4})(?![\w-])",
        "ID", 0.75, group="n",
    ),
    Pattern(
        # ISBT 128 donation identification number: facility letter and 4 digits, year, serial, flag character
        "id6_isbt_unit", r"(?<![\w-])[A-Z]\d{4}[ ]?\d{2}[ ]?\d{6}(?:[ ]?[A-Z0-9])?(?![\w-])", "ID", 0.75,
        context=("unit", "donation", "din", "bag", "rbc", "prbc", "ffp", "platelets", "cryo", "blood", "transfusion", "isbt"),
        context_required=True, window=40, context_side="before",
    ),
    Pattern(
        "id6_manuscript", r"\b(?i:manuscript|submission|article|paper|preprint)(?:[ ](?i:id|no\.?|number|#))?[ \t]*[:#]?[ \t]*"
        r"(?P<n>[A-Za-z]{2,8}-(?:19|20)\d{2}-\d{3,7}(?:\.R\d)?)(?![\w-])", "ID", 0.8, group="n",
    ),
    Pattern(
        "id6_use_code", r"\b(?i:use|enter|quote|with|your|access|unique|personal|one-time|pin)[ ](?i:code|pin)[ \t]*[:#]?[ \t]*"
        r"(?P<n>(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,8}(?:-[A-Z0-9]{2,8}){1,4})(?![\w-])", "ID", 0.8, group="n",
    ),
    # ------------------------------------------------------------------ user names
    Pattern(
        "username6_system_by", rf"\b(?i:{_SYSTEM_VERB})\b[^\n;]{{0,40}}?\bby[ ]@?{_HANDLE}", "USERNAME", 0.65, group="n",
        validator=_login, anchor=r"\bby[ ]", anchor_window=80,
    ),
    Pattern(
        # "Login ID dchowdhury", "username is kpatel_rn", "network login = okwame2"
        "username6_login_is", r"\b(?i:login|log-in|logon|user[ ]?name|user[ ]?id|sign-?in|network[ ]login|windows[ ]login|ad[ ]account)"
        rf"(?:[ ](?i:id|name))?[ ]?(?i:is|was|=|:)?[ ]?[\"'“`]?{_HANDLE}", "USERNAME", 0.65, group="n", validator=_login,
    ),
    Pattern(
        # an audit line with the user in square brackets before a system verb: "[ckoh] viewed chart"
        "username6_bracket_audit", rf"\[@?{_HANDLE}\][ ]?:?[ ](?i:{_SYSTEM_VERB}|viewed|printed|logged[ ](?:in|out)|opened)\b",
        "USERNAME", 0.65, group="n", validator=lambda m: login_ok(m.group("n"), 4),
    ),
    Pattern(
        "username6_role_bare", r"\b(?i:auditor|reviewer|abstractor|coder|operator|analyst|user|username|login|uploader|requester|editor)[ ]"
        rf"@?{_HANDLE}(?=[ ]?(?:$|[),;]))", "USERNAME", 0.65, group="n", validator=_login, flags=re.MULTILINE,
    ),
)
