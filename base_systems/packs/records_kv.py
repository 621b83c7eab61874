"""Structured records, part three: **compositional keys** of ``key=value`` dumps (and INI files),
JSON pairs and **YAML** exports (:mod:`.records_json` reads the fixed vocabulary
:data:`~.records_json.KEYS` and FHIR; this module reads what that one leaves).

Exports name a field by gluing a *subject* to an *attribute* (``pt_last``, ``ptFirstName``,
``nok.phone``, ``ordering_npi``, ``req_id``).  A key is split at ``_ - . /`` and camelCase and read:

* subject (:data:`SUBJECTS`): a patient-side person (``pt``, ``mother``, ``nok``, ``guardian``,
  ``guarantor``, ``subscriber``...: PATIENT), a clinician (``ordering``, ``attending``,
  ``referring``, ``dr``, ``pcp``...: DOCTOR), a record (``req``, ``specimen``, ``claim``...: its
  number is ID) or a device (``printer``, ``workstation``...: a name with a digit is ID, as the
  hand-written sets annotate printers and workstations; ``host`` only a dotted name, URL, or an IP);
* attribute (:data:`ATTRS`): a name part (the subject's person label), ``dob`` DATE, ``age`` AGE
  (over 89 only, as everywhere in the project), address parts LOCATION (``state``/``country`` only
  in an address or under a person's key, ``state`` a known state or province), phone, fax, e-mail,
  an identifier (``id``, ``no``, ``mrn``, ``npi``...) ID.  Unknown words and coded attributes (sex,
  status) stop the reading: ``draw_site``, ``pt_sex``, ``K=4.1``, ``level=WARN`` never fire;
* a bare subject is its person: ``pt=40-555-1187`` ID (an ID's shape), ``ordering=FAIRCHILD,
  HOLLAND`` DOCTOR (a capitalised name's shape).

A ``key=value`` pair alone on its line takes the rest of the line (``ordering=FAIRCHILD, HOLLAND``);
inline, an unquoted name is read only when another ``key=`` or the line end follows it (not
``name=John Smith``).  Vocabulary keys are left to :mod:`.records_json` unless the whole-line
value is longer than the token it reads.  An INI section (``[patient]``) gives its person to its keys.

YAML: a block of ``key: value`` / ``key:`` / ``- key: value`` / ``- value`` lines (keys without
spaces) is read only when a mapping nests under an empty ``key:``, or after ``---``, or with two
compound keys (``created_by``), so chat transcripts (``nurse: ok, noted``) and prose forms
(``Plan: rest``) are left alone.  A key is read with the keys above it: ``name`` under
``patient:`` or ``contacts:`` is PATIENT, under ``pcp:`` DOCTOR, under ``medications:`` nothing.
Quotes and `` # comments`` are taken off values, titles and credentials off names; every value
keeps its shape check (a name has letters and no digits, an ID digits, a phone seven digits...).
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.records_base import RecordPattern, Spans
from multideid.base_systems.packs.records_json import KEYS, norm_key, person_span

__all__ = ["ATTRS", "SUBJECTS", "json_key_spans", "key_label", "key_words", "kv_key_spans", "value_spans", "yaml_spans",
           "PATTERNS"]


def _table(*pairs: tuple[str, str]) -> dict[str, str]:
    return {w: kind for kind, words in pairs for w in words.split()}


#: subject word(s), joined -> PATIENT, DOCTOR, RECORD (its number is an ID) or DEVICE
SUBJECTS: dict[str, str] = _table(
    ("PATIENT", "pt pat patient patients mother mom mum father dad nok nextofkin kin guardian spouse partner husband wife "
                "emergency emergencycontact emerg ec contact guarantor gtor subscriber sub insured policyholder member mbr "
                "parent caregiver carer child baby infant client relative sibling son daughter beneficiary person "
                "decedent respparty responsibleparty enrollee applicant"),
    ("DOCTOR", "ordering orderer attending attn referring referrer dr doctor provider prov physician phys pcp gp "
               "surgeon consultant consulting clinician nurse rn prescriber prescribing admitting rendering performing "
               "treating supervising authorizing author signer signing cosigner approver reading interpreting radiologist "
               "pathologist pharmacist therapist midwife practitioner hcp specialist requesting requester"),
    ("RECORD", "req requisition rq order accession acc specimen spec sample encounter enc visit claim case account acct "
               "chart record referral auth authorization booking appt appointment episode admission study trial policy "
               "group grp lab tracking barcode tube slide ticket audit census voucher rx prescription script kit unit "
               "medicaid medicare insurance ins plan"),
    ("DEVICE", "printer prn workstation ws wks terminal host hostname computer pc device ipad tablet scanner kiosk "
               "machine"),
)
#: attribute word(s), joined -> NAME (the subject's person label), a label, STATE, or ID
ATTRS: dict[str, str] = _table(
    ("NAME", "name nm fullname first firstname fname firstnm given givenname forename last lastname lname lastnm surname "
             "family familyname middle middlename mname preferred preferredname nickname alias maiden maidenname "
             "displayname"),
    ("DATE", "dob birthdate dateofbirth bday birthday birthdt dod deathdate dateofdeath"),
    ("AGE", "age ageyears ageyrs ageyr"),
    ("LOCATION", "addr address address1 address2 addressline1 addressline2 addr1 addr2 line1 line2 street streetaddress "
                 "city town suburb zip zipcode postcode postalcode county"),
    ("STATE", "state province region"),
    ("COUNTRY", "country"),
    ("PHONE", "phone tel telephone mobile cell cellphone homephone workphone ph phoneno phonenumber phonenum pager"),
    ("FAX", "fax faxno faxnumber"),
    ("EMAIL", "email emailaddress mail"),
    ("ID", "id no num number nbr nr mrn ssn sin nhs nhsno nhi chi npi dea upin lic license licence licenseno acct "
           "account accountno acctno identifier ident serial sn serialno mbi hicn empi fin csn medicaid medicare"),
    ("USERNAME", "user username login loginid"),
)
_NOT_BARE = frozenset("contact sub ec pat person unit".split())  # too vague alone
_NOT_FALLBACK = frozenset("line line1 line2 start end ts timestamp issued recorded date".split())
_TRANSPARENT = frozenset("name names fullname demographics details info identity personal personalinfo contactinfo "
                         "telecom identifiers".split())  # parents between a person and its fields
_ADDRESS = frozenset("address addr homeaddress mailingaddress residence home mailing billingaddress".split())
_ADDRESS_SIBLINGS = frozenset("city zip zipcode postcode postalcode street town line1 addressline1".split())
_STATES = frozenset(
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA "
    "RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AB BC MB NB NL NS NT NU ON PE QC SK YT NSW VIC QLD TAS ACT".split()
) | frozenset(s.lower() for s in (
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|"
    "Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|"
    "Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|"
    "Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|"
    "West Virginia|Wisconsin|Wyoming|Puerto Rico|Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland|"
    "Nova Scotia|Ontario|Quebec|Saskatchewan|New South Wales|Victoria|Queensland|Tasmania").split("|"))
_NOT_VALUE = frozenset("null none n/a na nil unknown unk true false yes no test pending self same redacted anonymous "
                       "male female other default tbd tba blank empty missing declined mum mom dad mother father son "
                       "daughter wife "
                       "husband spouse partner sister brother parent guardian friend dr mr mrs ms".split())
_NOT_LOGIN = frozenset("system admin administrator root unknown anonymous batch scheduler service interface api auto "
                       "automated guest test patient user staff postgres nobody daemon www-data sa dbo app".split())
_NAME_WORD = r"(?:[^\W\d_][\w'’.-]*)"
_NAME = re.compile(rf"{_NAME_WORD}(?:,?[ ]{_NAME_WORD}){{0,4}}")
_DATE = re.compile(r"(?:(?P<y>\d{4})-\d{2}-\d{2}|\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})|(?P<y3>\d{4})\d{4})(?![\d/])")
_LOGIN = re.compile(r"[A-Za-z][\w.@\\-]{1,40}")
_FQDN = re.compile(r"(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}")
_IPV4 = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")


def key_words(key: str) -> list[str]:
    """The lower-case words of a key: ``ptFirstName`` -> pt first name, ``PT-LAST`` -> pt last."""
    key = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", key)
    return [w for w in re.split(r"[\s_.\-/#]+", key.lower()) if w]


def _split(words: list[str]) -> tuple[str, str]:
    """(subject kind or "", attribute) of a key's words; the longest known subject prefix."""
    for n in (3, 2, 1):
        if len(words) >= n and "".join(words[:n]) in SUBJECTS:
            return SUBJECTS["".join(words[:n])], "".join(words[n:])
    return "", "".join(words)


def _bare(key: str) -> bool:
    """The key is a person subject alone (``pt``, ``ordering``): an ID-shaped value is the person's ID."""
    kind, attr = _split(key_words(key))
    return kind in ("PATIENT", "DOCTOR") and attr == ""


def key_label(key: str, role: str = "", address: bool = False) -> str | None:
    """The label a value under ``key`` gets: a project label, ``STATE`` (a LOCATION if the value
    is a known state), ``DEVICE`` or None; ``role`` is the person a parent key names (YAML),
    ``address`` says a parent key is an address."""
    words = key_words(key)
    if not words:
        return None
    kind, attr = _split(words)
    own = kind
    kind = kind or role
    if kind == "DEVICE" and words[0] in ("host", "hostname"):
        return "HOST" if attr in ("", "name") else None
    if kind == "DEVICE":
        return "DEVICE" if attr in ("", "name", "id", "no", "num", "number", "nm", "serial", "sn") else KEYS.get(attr)
    if kind in ("PATIENT", "DOCTOR") and attr == "" and own and words[0] in _NOT_BARE:
        return None
    a = ATTRS.get(attr)
    if kind == "RECORD":
        return "ID" if a == "ID" and attr not in ("user", "username", "login") else None
    if attr == "":
        return kind or None
    if a == "NAME":
        return kind if kind in ("PATIENT", "DOCTOR") else None
    if a in ("STATE", "COUNTRY"):
        return a if (own or address or words[0] in _ADDRESS) else None
    if a is not None and (kind or address):
        return a
    if kind and attr in KEYS and attr not in _NOT_FALLBACK:
        return KEYS[attr]
    return None


def value_spans(text: str, s: int, e: int, label: str, strict_name: bool = False,
                bare: bool = False) -> list[tuple[int, int, str]]:
    """The span(s) of ``text[s:e]`` if it has the shape of ``label`` (the part of a date); under a
    ``bare`` person key an ID-shaped value is ID, a name needs a capital (``pt=stable`` is none)."""
    v = text[s:e]
    if not v.strip() or v.strip().lower() in _NOT_VALUE:
        return []
    digits = sum(c.isdigit() for c in v)
    if bare and label in ("PATIENT", "DOCTOR") and digits:
        label = "ID"
    strict_name |= bare
    ok = False
    if label in ("PATIENT", "DOCTOR"):
        s, e = person_span(text, s, e)
        v = text[s:e]
        ok = _NAME.fullmatch(v) is not None and len(v) >= 2 and (not strict_name or v[0].isupper())
    elif label == "ID":
        ok = len(v) >= 3 and " " not in v and (digits >= 2 or (len(v) >= 6 and not v.isalpha()))
    elif label == "DATE":
        m = _DATE.match(v)
        y = m and (m.group("y") or m.group("y3"))
        if m and (not y or 1850 <= int(y) <= 2100):
            return [(s, s + m.end(), "DATE")]
    elif label == "AGE":
        m = re.fullmatch(r"(\d{2,3})[ ]?(?:y|yo|yrs?|years?)?", v)
        if m and 89 < int(m.group(1)) <= 125:
            return [(s, s + m.end(1), "AGE")]
    elif label in ("PHONE", "FAX"):
        ok = digits >= 7 and re.fullmatch(r"[+\d() .\-/x]+", v) is not None
    elif label == "EMAIL":
        ok = "@" in v and " " not in v
    elif label == "USERNAME":
        ok = _LOGIN.fullmatch(v) is not None and v.lower() not in _NOT_LOGIN
    elif label == "STATE":
        ok, label = v in _STATES or v.lower() in _STATES, "LOCATION"
    elif label == "COUNTRY":
        ok, label = re.fullmatch(r"[A-Z][A-Za-z'’.-]*(?:[ ][A-Za-z][A-Za-z'’.-]*){0,3}", v) is not None, "LOCATION"
    elif label == "LOCATION":
        ok = any(c.isalpha() for c in v) or digits >= 3
    elif label == "HOST":  # a bare host name in a config ("db01") is no PHI; a FQDN is a URL
        if _FQDN.fullmatch(v) and not v[-1].isdigit() and v.count(".") >= 2 and not v.startswith(("localhost", "127.")):
            return [(s, e, "URL")]
        return [(s, e, "IP")] if _IPV4.fullmatch(v) and not v.startswith(("127.", "0.")) else []
    elif label == "DEVICE":
        if _IPV4.fullmatch(v):
            return [(s, e, "IP")]
        label = "URL" if _FQDN.fullmatch(v) and not v[-1].isdigit() else "ID"
        ok = digits >= 1 and len(v) >= 3 and " " not in v
    elif label in ("HOSPITAL", "ORGANIZATION", "PROFESSION", "URL", "IP"):
        ok = any(c.isalpha() for c in v) if label != "IP" else _IPV4.fullmatch(v) is not None
    return [(s, e, label)] if ok else []


# --------------------------------------------------------------------------- key=value
_KV = re.compile(
    r"(?<![\w.\-/?&])(?P<k>[A-Za-z][\w.\-]{0,40})[ ]?=[ ]?"
    r"(?:\"(?P<q>[^\"\n]{1,200})\"|'(?P<a>[^'\n]{1,200})'|(?P<v>[^\s,;&|\"'\])}]{1,200}))"
)
_SECTION = re.compile(r"(?m)^[ \t]*\[(?P<s>[A-Za-z][\w .\-]{0,40})\][ \t]*$")  # an INI section: [patient]
_NEXT_KEY = re.compile(r"(?:[ \t]+|[,;&|][ \t]*)[A-Za-z][\w.\-]{0,40}[ ]?=")


@lru_cache(maxsize=8)
def kv_key_spans(text: str) -> Spans:
    """PHI values of ``key=value`` pairs read by their compositional key (see the module doc)."""
    out: list[tuple[int, int, str]] = []
    sections = [(h.end(), h.group("s")) for h in _SECTION.finditer(text)]
    line_start = last = 0
    for m in _KV.finditer(text):
        k = m.group("k")
        g = "q" if m.group("q") is not None else "a" if m.group("a") is not None else "v"
        s, e = m.span(g)
        line_start = text.rfind("\n", last, m.start()) + 1 or line_start  # one pass over the text
        last = m.start()
        alone = g == "v" and not text[line_start:m.start()].strip()
        if alone:  # the pair is its line: the value is the rest of the line
            nl = text.find("\n", s)
            rest = text[s:nl if nl >= 0 else len(text)].rstrip()
            e = s + len(rest) if "=" not in rest else e
        in_keys = norm_key(k) in KEYS or norm_key(k.rsplit(".", 1)[-1]) in KEYS
        i = bisect.bisect_right(sections, (m.start(), "~"))
        section = sections[i - 1][1] if i else ""
        role, address = _context((section,)) if section and alone else ("", False)
        label = KEYS.get(norm_key(k)) or KEYS.get(norm_key(k.rsplit(".", 1)[-1])) if in_keys else key_label(k, role, address)
        if label is None:
            continue
        if in_keys and not (g == "v" and ((e > m.end(g) and label != "DATE") or label in ("PATIENT", "DOCTOR"))):
            continue  # records_json reads this key and value (it skips unquoted names, reads one token)
        if label in ("PATIENT", "DOCTOR") and g == "v" and e == m.end(g) and e < len(text) and text[e] in " \t" \
                and not _NEXT_KEY.match(text, e):
            continue  # "name=John Smith": the unquoted value was cut at a space
        out.extend(value_spans(text, s, e, label, strict_name=not alone and g == "v", bare=not in_keys and _bare(k)))
    return tuple(out)


# --------------------------------------------------------------------------- JSON
_JSON_PAIR = re.compile(
    r"(?P<o>[{,][ \t\r\n]*)\"(?P<k>[A-Za-z][\w.\-]{0,40})\"[ \t]*:[ \t]*"
    r"(?:\"(?P<q>(?:[^\"\\\n]|\\.){1,200})\"|(?P<n>\d[\d.]{1,30})(?=[ \t\r\n]*[,}]))"
)


@lru_cache(maxsize=8)
def json_key_spans(text: str) -> Spans:
    """JSON string (or number) values under a compositional key that :data:`.records_json.KEYS`
    does not hold (``"prescriber_npi": "1555064421"``, ``"ptLastName": "Young"``)."""
    out: list[tuple[int, int, str]] = []
    for m in _JSON_PAIR.finditer(text):
        k = m.group("k")
        if norm_key(k) in KEYS:
            continue  # records_json reads it
        label = key_label(k)
        if label is not None:
            g = "q" if m.group("q") is not None else "n"
            out.extend(value_spans(text, *m.span(g), label, strict_name=True, bare=_bare(k)))
    return tuple(out)


# --------------------------------------------------------------------------- YAML
_YAML_LINE = re.compile(
    r"(?P<ind>[ \t]*)(?P<dash>-[ ]+)?(?:(?P<k>[A-Za-z_][\w.\-]{0,40})[ \t]*:(?:[ \t]+(?P<v>[^\n]*))?|(?P<item>[^\n]*))"
)  # matched against a line without its trailing blanks
_SKIP = re.compile(r"[ \t]*(?:#[^\n]*|---[ \t]*|\.\.\.[ \t]*)?")


def _unquote(text: str, s: int, e: int) -> tuple[int, int]:
    v = text[s:e]
    if len(v) >= 2 and v[0] in "\"'" and v[-1] == v[0]:
        return s + 1, e - 1
    c = v.find(" #")
    return (s, s + c) if c > 0 else (s, e)


def _blocks(text: str):
    """Runs of YAML-shaped lines (blank, comment and ``---`` lines inside): ``(match, line offset)``
    lists, and whether a ``---`` marker was seen."""
    block: list[tuple[re.Match, int]] = []
    marker, pos = False, 0
    for line in text.split("\n"):
        line = line.rstrip()
        m = _YAML_LINE.fullmatch(line)
        if m and (m.group("k") or (m.group("dash") and m.group("item"))):
            block.append((m, pos))
        elif _SKIP.fullmatch(line):
            marker |= line.strip() == "---"
        else:
            if block:
                yield block, marker
            block, marker = [], False
        pos = text.find("\n", pos) + 1 or len(text)
    if block:
        yield block, marker


def _is_yaml(block: list[tuple[re.Match, int]], marker: bool) -> bool:
    """At least three keys, and a mapping nested under an empty key, a ``---`` or two compound keys."""
    keys = [m for m, _ in block if m.group("k")]
    if len(keys) < 3:
        return False
    nested = any(
        a.group("k") and not a.group("v") and b.group("k")
        and (len(b.group("ind")) > len(a.group("ind")) or (b.group("dash") and b.group("ind") == a.group("ind")))
        for (a, _), (b, _) in zip(block, block[1:])
    )
    compound = sum("_" in m.group("k").strip("_") or re.search(r"[a-z][A-Z]", m.group("k")) is not None for m in keys)
    return nested or marker or compound >= 2


def _context(parents: tuple[str, ...]) -> tuple[str, bool]:
    """(person role, address?) that the keys above a line give it, nearest first."""
    address = False
    for k in reversed(parents):
        words = key_words(k)
        nk = "".join(words)
        if nk in _ADDRESS or (words and words[-1] in ("address", "addr")):
            address = True
            continue
        single = nk[:-1] if nk.endswith("s") and nk[:-1] in SUBJECTS else nk
        kind = SUBJECTS.get(single) or (_split(words)[0] if words else "") or KEYS.get(single, "")
        if kind in ("PATIENT", "DOCTOR"):
            return kind, address
        if nk not in _TRANSPARENT:
            break  # "medications:" under "patient:": its "name" is no person
    return "", address


def _yaml_values(block: list[tuple[re.Match, int]]):
    """``(key, start, end, parent keys, parent id)`` of each value of a YAML block."""
    stack: list[tuple[int, str, int]] = []  # (indent of the children, key, id) of the open parents
    for n, (m, pos) in enumerate(block):
        ind, dash = len(m.group("ind")), m.group("dash") or ""
        while stack and (stack[-1][0] > ind if dash else stack[-1][0] >= ind):
            stack.pop()
        if m.group("k") is None:  # "- value": a value of the key above
            if stack:
                parents = tuple(k for _, k, _ in stack[:-1])
                yield stack[-1][1], pos + m.start("item"), pos + m.end("item"), parents, stack[-1][2]
            continue
        if not (m.group("v") or "").strip():
            stack.append((ind + len(dash), m.group("k"), n))
            continue
        pid = stack[-1][2] if stack else -1
        yield m.group("k"), pos + m.start("v"), pos + m.end("v"), tuple(k for _, k, _ in stack), pid


@lru_cache(maxsize=8)
def yaml_spans(text: str) -> Spans:
    """PHI values of YAML-shaped blocks read by their key and the keys above it."""
    out: list[tuple[int, int, str]] = []
    for block, marker in _blocks(text):
        if not _is_yaml(block, marker):
            continue
        values = list(_yaml_values(block))
        siblings: dict[int, set[str]] = {}
        for key, _, _, _, pid in values:
            siblings.setdefault(pid, set()).add(norm_key(key))
        for key, vs, ve, parents, pid in values:
            vs, ve = _unquote(text, vs, ve)
            role, address = _context(parents)
            address |= bool(siblings[pid] & _ADDRESS_SIBLINGS)
            nk = norm_key(key)
            label = key_label(key, role, address)
            if label is None and nk in KEYS and nk not in ("start", "end", "line", "date", "ts"):
                label = KEYS[nk]
            if label is None and nk == "name" and parents and KEYS.get(norm_key(parents[-1])) in ("HOSPITAL", "ORGANIZATION"):
                label = KEYS[norm_key(parents[-1])]
            if label is not None:
                out.extend(value_spans(text, vs, ve, label, strict_name=True, bare=_bare(key)))
    return tuple(out)


_LABELS = ("PATIENT", "DOCTOR", "USERNAME", "ID", "DATE", "AGE", "PHONE", "FAX", "EMAIL", "IP", "URL", "LOCATION",
           "HOSPITAL", "ORGANIZATION", "PROFESSION")
_KV_TEST = r"[A-Za-z][ ]?=[ ]?[\w\"'+(]"
_JSON_TEST = r"[{,][ \t\r\n]*\"[A-Za-z][\w.\-]{0,40}\"[ \t]*:"
_YAML_TEST = r"(?m)^[ \t]*(?:-[ ]+)?[A-Za-z_][\w.\-]*:[ \t]"
PATTERNS: tuple[Pattern, ...] = tuple(
    RecordPattern(f"kvkey_{lab.lower()}", _KV_TEST, lab, 0.85, reader=kv_key_spans) for lab in _LABELS
) + tuple(RecordPattern(f"jsonkey_{lab.lower()}", _JSON_TEST, lab, 0.85, reader=json_key_spans) for lab in _LABELS
) + tuple(RecordPattern(f"yaml_{lab.lower()}", _YAML_TEST, lab, 0.85, reader=yaml_spans) for lab in _LABELS)
