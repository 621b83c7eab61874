"""Structured records, part two: FHIR resources and other JSON exports, ``key=value`` logs and
audit-table columns, read by the **key** a value stands under (see :mod:`.records`).

JSON is scanned by a small tolerant lexer (one linear pass; a region starts at ``{`` or ``[``
followed by a string and ends when its brackets balance or at the first character JSON does not
allow, so JSON pasted inside a note, NDJSON lines and truncated exports all work).  When an
object closes, each string (or number) value is classified by its key, the key the object sits
under, the keys above it and the nearest ``resourceType``:

* FHIR ``HumanName``: ``family``, ``given`` (each string its own span) and ``text`` of a
  ``name`` are PATIENT, DOCTOR inside a ``Practitioner``/``PractitionerRole``;
* FHIR ``Address``: ``line`` entries, ``city``, ``district``, ``state``, ``postalCode``,
  ``country``, ``text`` are LOCATION; ``birthDate`` and other date keys are DATE (the date part
  of a timestamp); ``telecom`` values are PHONE, FAX, EMAIL or URL by their ``system``;
  ``identifier.value`` and a resource's own ``id`` are ID, as is the id in a ``reference`` to a
  ``Patient``, ``Practitioner`` or ``RelatedPerson``;
* a reference's ``display`` is labelled by the reference's type or the key it sits under
  (``subject`` PATIENT, ``generalPractitioner``/``performer``... DOCTOR or, when the value reads
  like an institution, HOSPITAL, ``managingOrganization``/``serviceProvider`` HOSPITAL,
  ``payor``/``insurer`` ORGANIZATION); a code's ``display`` (inside ``coding``) never is;
  ``name`` of an ``Organization`` or ``Location`` resource is HOSPITAL (ORGANIZATION for insurers);
* other JSON and ``key=value`` logs: a vocabulary of key names (:data:`KEYS`: ``patient_name``,
  ``dob``, ``mrn``, ``user``, ``src_ip``, ``zip``, ``employer``...), each value checked for the
  right shape (a name has letters and no digits, a login is one token, an ID has digits).
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern, ipv4_ok
from multideid.base_systems.packs.records_base import RecordPattern, Spans
from multideid.base_systems.packs.tables import ColumnPattern

__all__ = ["KEYS", "Frame", "classify", "json_spans", "kv_spans", "norm_key", "person_span", "PATTERNS", "TABLE_PATTERNS"]


def _keyset(words: str) -> frozenset[str]:
    return frozenset(words.split())


# normalised key (lower case, no "_", "-", "." or spaces) -> label; see _value_ok for the shape checks
KEYS: dict[str, str] = {}
for _label, _words in (
    ("PATIENT", "patientname ptname patientfullname fullname firstname lastname givenname familyname surname middlename "
                "forename mothersmaidenname maidenname nextofkin nextofkinname nok emergencycontact emergencycontactname "
                "guarantorname subscribername insuredname contactname spousename caregivername parentname guardianname"),
    ("DOCTOR", "provider providername physician physicianname attending attendingphysician attendingname doctor doctorname "
               "pcp pcpname referringprovider referringphysician orderingprovider orderingphysician clinician cliniciannname "
               "nurse nursename signedby surgeon surgeonname consultant practitioner practitionername"),
    ("USERNAME", "user username userid login loginid loginname actor operator uid accessedby viewedby performedby createdby "
                 "modifiedby updatedby enteredby openedby printedby exportedby handle screenname samaccountname upn"),
    ("ID", "mrn medicalrecordnumber ssn socialsecuritynumber patientid ptid patientmrn ptmrn memberid subscriberid "
           "accountnumber accountno acctno acct npi encounterid encounternumber visitid visitnumber claimid claimnumber "
           "policynumber policyno groupnumber medicaidid medicareid insuranceid fin csn nhsnumber nhsno nhi chi mbi hicn "
           "driverslicense passportnumber licensenumber accession accessionnumber specimenid orderid ordernumber caseid "
           "casenumber deviceid deviceserial serialnumber empi personid studyid subjectid"),
    ("DATE", "dob dateofbirth birthdate birthday dod dateofdeath deceaseddatetime deceaseddate admitdate admissiondate "
             "dischargedate dos dateofservice visitdate appointmentdate apptdate servicedate encounterdate date timestamp ts "
             "datetime eventtime eventdate createdat updatedat effectivedatetime issued authoredon recorded onsetdatetime "
             "performeddatetime occurrencedatetime lastupdated start end valuedatetime valuedate collecteddatetime"),
    ("PHONE", "phone phonenumber phoneno mobile mobilephone mobilenumber cell cellphone homephone workphone tel telephone "
              "contactnumber contactphone pager"),
    ("FAX", "fax faxnumber faxno"),
    ("EMAIL", "email emailaddress mail"),
    ("IP", "ip ipaddress ipaddr srcip sourceip clientip remoteaddr remoteip dstip destip hostip"),
    ("URL", "url website homepage"),
    ("LOCATION", "address streetaddress street address1 address2 addressline1 addressline2 line line1 line2 city town "
                 "suburb county zip zipcode postcode postalcode district"),
    ("HOSPITAL", "facility facilityname hospital hospitalname clinic clinicname practice practicename sitename"),
    ("ORGANIZATION", "employer employername insurer insurancecompany payer payor payername company companyname school"),
    ("PROFESSION", "occupation profession jobtitle"),
):
    for _k in _words.split():
        KEYS[_k] = _label
# keys whose value is a place only inside an address-like object (beside a city, zip or street)
_ADDRESS_ONLY = _keyset("state country")
_ADDRESS_SIBLINGS = _keyset("city zip zipcode postcode postalcode line street address1 addressline1 town")
_PRACTITIONER = _keyset("Practitioner PractitionerRole")
_ADDRESS_PARTS = _keyset("line city district state postalcode country text streetaddressline county housenumber streetname unitid")
# CDA elements whose <name> is a care organisation
_ORG_ELEMENTS = _keyset("representedorganization providerorganization serviceproviderorganization scopingorganization "
                        "wholeorganization representedcustodianorganization healthcarefacility")
_ORG_RESOURCES = _keyset("Organization Location HealthcareService InsurancePlan")
_REF = re.compile(r"(?:^|/)(?P<t>[A-Z][A-Za-z]{2,40})/(?P<id>[A-Za-z0-9.-]{1,64})(?:/_history/\w+)?$")
_PERSON_TYPES = _keyset("Patient Practitioner PractitionerRole RelatedPerson Person")
_TITLE = re.compile(r"(?:(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Sr|Fr)\.?[ ]+)+")
_CREDENTIAL = re.compile(r"(?:,?[ ]+(?:MD|DO|RN|NP|PA|PA-C|MBBS|FRCP|PhD|DDS|APRN|CNM|MPH|FACP|FACC)\.?)+$")
_REF_PATIENT = _keyset("subject patient beneficiary subscriber policyholder individual")
_REF_STAFF = _keyset(
    "practitioner requester performer author recorder asserter attester generalpractitioner enterer provider caremanager "
    "sender recipient interpreter actor participant informationsource verifier responsible orderer collector"
)
_REF_FACILITY = _keyset("managingorganization organization serviceprovider custodian location facility performingorganization "
                        "assigner destination origin")
_REF_INSURER = _keyset("payor insurer insurance issuer")
_CODE_KEYS = _keyset("coding code type category class valuecodeableconcept relationship status use system unit")
_INSTITUTION = re.compile(
    r"(?i)\b(?:clinic|hospital|health|medical|centre|center|practice|surgery|group|associates|services|pharmacy|lab|"
    r"laboratory|laboratories|infirmary|hospice|trust|board|foundation|inc|llc|ltd|department|dept|unit|ward|care)\b"
)
_INSURER = re.compile(r"(?i)\b(?:insurance|assurance|health ?plan|mutual|aetna|cigna|humana|anthem|blue ?cross|blue ?shield|medicaid)\b")
_ISO_DATE = re.compile(r"(?:\d{4}-\d{2}-\d{2}|\d{4}-\d{2}|\d{4}(?!\d)|\d{1,2}/\d{1,2}/\d{2,4}|\d{8}(?!\d))")
_NAME_VALUE = re.compile(r"[^\W\d_][\w'’.-]*(?:,? [^\W\d_][\w'’.-]*){0,5}")
_LOGIN_VALUE = re.compile(r"[A-Za-z][\w.@\\-]{1,40}")
_NOT_LOGIN = _keyset("system admin root unknown null none n/a na anonymous batch scheduler service interface api auto "
                     "automated guest test true false yes no patient user staff")


def norm_key(key: str) -> str:
    return re.sub(r"[\s_.\-]", "", key).lower()


def _digits(v: str) -> int:
    return sum(ch.isdigit() for ch in v)


def _value_ok(label: str, v: str) -> bool:
    """The value has the shape of ``label`` (a key says what should stand there; this checks it does)."""
    v = v.strip()
    if not v or v.lower() in ("null", "none", "n/a", "unknown", "true", "false"):
        return False
    if label in ("PATIENT", "DOCTOR"):
        return _NAME_VALUE.fullmatch(v) is not None and len(v) >= 2
    if label == "USERNAME":
        return _LOGIN_VALUE.fullmatch(v) is not None and v.lower() not in _NOT_LOGIN
    if label == "ID":
        return len(v) >= 3 and (_digits(v) >= 2 or (len(v) >= 6 and not v.isalpha() and " " not in v))
    if label in ("PHONE", "FAX"):
        return _digits(v) >= 7 and re.fullmatch(r"[+\d() .\-/x]+", v) is not None
    if label == "EMAIL":
        return "@" in v and " " not in v
    if label == "IP":
        return ipv4_ok(v) or (v.count(":") >= 2 and re.fullmatch(r"[0-9A-Fa-f:]+", v) is not None)
    if label == "URL":
        return "." in v and " " not in v
    if label in ("HOSPITAL", "ORGANIZATION", "LOCATION", "PROFESSION"):
        return any(ch.isalpha() for ch in v) or (label == "LOCATION" and _digits(v) >= 3)
    return True


def _date_part(text: str, s: int, e: int) -> tuple[int, int] | None:
    m = _ISO_DATE.match(text, s, e)
    if m is None:
        return None
    y = m.group()[:4]
    if m.group()[:4].isdigit() and not 1850 <= int(y) <= 2100:
        return None
    return m.start(), m.end()


class Frame:
    """An open JSON object or array (or an XML element, :mod:`.records_xml`): its key in the parent,
    the nearest keys above it, the nearest resource type, and the string values seen per key."""

    __slots__ = ("kind", "key", "fields", "values", "pending", "rtype", "path")

    def __init__(self, kind: str, key: str, path: tuple[str, ...], rtype: str) -> None:
        self.kind, self.key, self.path, self.rtype = kind, key, path, rtype
        self.fields: dict[str, list[tuple[int, int]]] = {}
        self.values: list[tuple[int, int]] = []
        self.pending = ""


def classify(text: str, f: Frame, out: list[tuple[int, int, str]]) -> None:
    """Emit the PHI values of the closed object ``f``."""
    get = lambda k: text[f.fields[k][0][0]:f.fields[k][0][1]] if k in f.fields else ""  # noqa: E731
    rtype = get("resourceType") or f.rtype
    parent = norm_key(f.key)
    keys = {norm_key(k) for k in f.fields}
    for key, vals in f.fields.items():
        nk = norm_key(key)
        for s, e in vals:
            v = text[s:e]
            label = None
            if nk in ("family", "given") or (nk == "text" and parent == "name"):
                label = "DOCTOR" if rtype in _PRACTITIONER else "PATIENT"
            elif parent in ("address", "addr", "valueaddress", "birthplace") and nk in _ADDRESS_PARTS:
                label = "LOCATION"
            elif nk == "value" and (parent == "telecom" or ("system" in f.fields and parent not in ("identifier",))):
                system = get("system").lower()
                label = {"phone": "PHONE", "sms": "PHONE", "pager": "PHONE", "fax": "FAX", "email": "EMAIL", "url": "URL"}.get(system)
                if label is None and parent == "telecom":
                    label = "EMAIL" if "@" in v else "PHONE"
            elif nk == "value" and parent == "identifier":
                label = "ID"
            elif nk == "id" and "resourcetype" in keys:
                label = "ID" if _digits(v) >= 2 else None
            elif nk == "reference":
                m = _REF.search(v)
                if m and _digits(m.group("id")) >= 2:
                    out.append((s + m.start("id"), s + m.end("id"), "ID"))
                continue
            elif nk == "valuestring" and get("url").lower().endswith(("mothersmaidenname", "mothers-maiden-name")):
                label = "PATIENT"
            elif nk == "display":
                label = _display_label(get("reference"), parent, f.path, v)
            elif nk == "name" and rtype in _ORG_RESOURCES and "resourcetype" in keys:
                label = "ORGANIZATION" if _INSURER.search(v) or rtype == "InsurancePlan" else "HOSPITAL"
            elif nk == "name" and parent in _ORG_ELEMENTS:
                label = "HOSPITAL"
            elif nk == "name" and KEYS.get(parent) in ("PATIENT", "DOCTOR", "HOSPITAL", "ORGANIZATION"):
                label = KEYS[parent]
            elif nk in _ADDRESS_ONLY:
                label = "LOCATION" if keys & _ADDRESS_SIBLINGS else None
            elif nk in KEYS and parent not in _CODE_KEYS:
                label = KEYS[nk]
                if label == "USERNAME" and " " in v.strip() and _value_ok("DOCTOR", v):
                    label = "DOCTOR"  # "user": "Okoro, Chinedu"
                elif label == "DOCTOR" and _value_ok("USERNAME", v) and v == v.lower() and " " not in v:
                    label = "USERNAME"
                elif label == "ID" and nk in ("patient",) and not _value_ok("ID", v):
                    label = None
            if label is None:
                continue
            if label == "DATE":
                got = _date_part(text, s, e)
                if got:
                    out.append((got[0], got[1], "DATE"))
            elif _value_ok(label, v):
                if label in ("PATIENT", "DOCTOR"):
                    s, e = person_span(text, s, e)
                out.append((s, e, label))


def person_span(text: str, s: int, e: int) -> tuple[int, int]:
    """A person's value without its title and credentials ("Dr Hana Sato-Whelan, MD")."""
    m = _TITLE.match(text, s, e)
    if m and m.end() < e:
        s = m.end()
    m = _CREDENTIAL.search(text[s:e])
    if m and m.start() > 0:
        e = s + m.start()
    return s, e


def _display_label(reference: str, parent: str, path: tuple[str, ...], v: str) -> str | None:
    m = _REF.search(reference)
    if m and m.group("t") in _PERSON_TYPES:
        return "PATIENT" if m.group("t") in ("Patient", "RelatedPerson", "Person") else "DOCTOR"
    if reference.startswith(("Organization/", "Location/")):
        return "ORGANIZATION" if _INSURER.search(v) else "HOSPITAL"
    if parent in _CODE_KEYS or any(norm_key(k) == "coding" for k in path[-2:]):
        return None
    if parent in _REF_PATIENT:
        return "PATIENT"
    if parent in _REF_INSURER:
        return "ORGANIZATION"
    if parent in _REF_FACILITY:
        return "HOSPITAL"
    if parent in _REF_STAFF or (path and norm_key(path[-1]) in _REF_STAFF):
        return "HOSPITAL" if _INSTITUTION.search(v) else "DOCTOR"
    return None


_JSON_START = re.compile(r"[{\[][ \t\r\n]*[\"']")
_STRING_END = {'"': re.compile(r'(?:[^"\\\n]|\\.)*"'), "'": re.compile(r"(?:[^'\\\n]|\\.)*'")}
_SCALAR = re.compile(r"-?\d[\d.eE+-]*|true|false|null|True|False|None")


def _scan(text: str, i: int, out: list[tuple[int, int, str]]) -> int:
    """Parse one JSON region from ``text[i]`` (an opening bracket); return where it ended.
    Objects still open where the region ends (a truncated export, prose after a fragment)
    are classified with what they hold."""
    stack: list[Frame] = []
    end = _lex(text, i, stack, out)
    for f in reversed(stack):
        if f.kind == "obj":
            classify(text, f, out)
    return end


def _lex(text: str, i: int, stack: list[Frame], out: list[tuple[int, int, str]]) -> int:
    n = len(text)
    while i < n:
        c = text[i]
        if c in " \t\r\n,:":
            if c == "," and stack and stack[-1].kind == "obj":
                stack[-1].pending = ""
            i += 1
            continue
        top = stack[-1] if stack else None
        if c in "{[":
            key = (top.pending if top.kind == "obj" else top.key) if top else ""
            path = (top.path[-2:] + (key,)) if top else ()  # the nearest keys only: deep nesting stays linear
            stack.append(Frame("obj" if c == "{" else "arr", key, path, top.rtype if top else ""))
            i += 1
            continue
        if c in "}]":
            if top is None or (c == "}") != (top.kind == "obj"):
                return i
            stack.pop()
            if top.kind == "obj":
                classify(text, top, out)
            elif stack and stack[-1].kind == "obj" and top.values:
                stack[-1].fields.setdefault(top.key, []).extend(top.values)
            i += 1
            if not stack:
                return i
            continue
        if top is None:
            return i
        if c in "\"'":  # JSON, or a Python dict printed in a log ({'mrn': 'A555'})
            m = _STRING_END[c].match(text, i + 1)
            if m is None:
                return i
            s, e = i + 1, m.end() - 1
            i = m.end()
            j = i
            while j < n and text[j] in " \t\r\n":
                j += 1
            if top.kind == "obj" and not top.pending and j < n and text[j] == ":":
                top.pending = text[s:e]
            elif top.kind == "obj":
                top.fields.setdefault(top.pending, []).append((s, e))
                if top.pending == "resourceType":
                    top.rtype = text[s:e]
            else:
                top.values.append((s, e))
            continue
        m = _SCALAR.match(text, i)
        if m is None:
            return i
        if top.kind == "obj":
            top.fields.setdefault(top.pending, []).append((m.start(), m.end()))
        else:
            top.values.append((m.start(), m.end()))
        i = m.end()
    return n


@lru_cache(maxsize=8)
def json_spans(text: str) -> Spans:
    """``(start, end, label)`` of the PHI values of every JSON region of ``text``."""
    out: list[tuple[int, int, str]] = []
    pos = 0
    while True:
        m = _JSON_START.search(text, pos)
        if m is None:
            break
        pos = max(_scan(text, m.start(), out), m.start() + 1)
    return tuple(out)


_KV = re.compile(
    r"(?<![\w.\-/?&])(?P<k>[A-Za-z][\w.\-]{0,30})[ ]?=[ ]?"
    r"(?:\"(?P<q>[^\"\n]{1,200})\"|'(?P<a>[^'\n]{1,200})'|(?P<v>[^\s,;&|\"'\])}]{1,200}))"
)


@lru_cache(maxsize=8)
def kv_spans(text: str) -> Spans:
    """``key=value`` pairs of log lines (``user=jdoe src=10.2.3.4 mrn="M55501"``) whose key is
    in :data:`KEYS` (the part after the last dot: ``user.name``)."""
    out: list[tuple[int, int, str]] = []
    for m in _KV.finditer(text):
        k = norm_key(m.group("k").rsplit(".", 1)[-1])
        label = KEYS.get(k) or KEYS.get(norm_key(m.group("k")))
        if label is None or k in ("date", "ts", "start", "end", "line", "time"):
            continue
        g = "q" if m.group("q") is not None else "a" if m.group("a") is not None else "v"
        s, e = m.span(g)
        v = text[s:e]
        if label == "USERNAME" and " " in v and _value_ok("DOCTOR", v):
            label = "DOCTOR"
        if label == "DATE":
            got = _date_part(text, s, e)
            if got:
                out.append((got[0], got[1], "DATE"))
        elif label in ("PATIENT", "DOCTOR") and g == "v":
            continue  # an unquoted value stops at the first space: "name=John" alone is too little
        elif _value_ok(label, v):
            out.append((s, e, label))
    return tuple(out)


_JSON_TEST = r"[{\[][ \t\r\n]*(?:\"[^\"\n]{1,40}\"|'[^'\n]{1,40}')[ \t]*:"
_KV_TEST = r"(?i)\b(?:user|login|uid|actor|operator|mrn|patient|src|ip|dob|ssn|name|email|phone|provider)\w*[ ]?=[ ]?\S"
_LABELS = ("PATIENT", "DOCTOR", "USERNAME", "ID", "DATE", "PHONE", "FAX", "EMAIL", "IP", "URL", "LOCATION", "HOSPITAL",
           "ORGANIZATION", "PROFESSION")

_LOGIN_CELL = r"[A-Za-z][\w.\-]{1,30}"
PATTERNS: tuple[Pattern, ...] = tuple(
    RecordPattern(f"json_{lab.lower()}", _JSON_TEST, lab, 0.9, reader=json_spans) for lab in _LABELS
) + tuple(RecordPattern(f"kv_{lab.lower()}", _KV_TEST, lab, 0.85, reader=kv_spans) for lab in _LABELS)

#: audit-table columns by English header words (not language-neutral)
TABLE_PATTERNS: tuple[Pattern, ...] = (
    # audit-log columns the form columns of en_forms do not name (who opened a chart, from where)
    ColumnPattern(
        "table_actor", _LOGIN_CELL, "USERNAME", 0.6,
        header=r"actor|operator|(?:accessed|viewed|performed|opened|printed|exported|changed|approved|modified)[ _]by|"
               r"user[ _]?name|login[ _]?(?:id|name)|userid|uid|account|employee[ _]?login|proxy",
        validator=lambda m: _value_ok("USERNAME", m.group(0)) and (any(c.isdigit() or c in "._" for c in m.group(0))
                                                                  or len(m.group(0)) >= 5),
    ),
    ColumnPattern(
        "table_id_more", r"[A-Za-z0-9#][A-Za-z0-9#/._-]{2,29}", "ID", 0.6,
        header=r"(?:patient|pt|member|subscriber|person)[ _]?(?:mrn|ssn|nhi|nhs|chi|empi|number)|ssn|npi|empi|mbi|"
               r"(?:patient|pt)[ _]?(?:identifier|key)",
        validator=lambda m: _value_ok("ID", m.group(0)),
    ),
)
