"""Structured records, part four: FHIR resources in XML and HL7 CDA documents (C-CDA continuity
of care documents, discharge summaries), read by element (see :mod:`.records`).

The XML is scanned tag by tag (one linear pass, tolerant of fragments, namespaces prefixes and
unclosed elements) into the same frames as the JSON reader (:class:`.records_json.Frame`): an
element whose only content is a ``value`` attribute (FHIR ``<family value="Ngata"/>``) or text
(CDA ``<family>Ngata</family>``) becomes a field of its parent; other elements are classified by
:func:`.records_json.classify` when they close, so FHIR keys mean the same in XML and JSON.  CDA
adds:

* person names inside ``patientRole``/``patient``/``guardian``/``relatedSubject`` PATIENT, inside
  ``assignedAuthor``/``assignedEntity``/``assignedPerson``/``performer``/``legalAuthenticator`` DOCTOR;
* ``addr`` parts (``streetAddressLine``, ``city``, ``state``, ``postalCode``, ``country``) LOCATION;
* ``telecom`` ``value="tel:..."`` PHONE (``fax:`` FAX, ``mailto:`` EMAIL), the scheme outside the span;
* ``id extension="..."`` ID; timestamps ``birthTime``/``effectiveTime``/``time``/``low``/``high``
  ``value="YYYYMMDD[HHMM[SS]]"`` DATE; the ``name`` of ``representedOrganization`` and other
  organisation elements HOSPITAL.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern, valid_date
from multideid.base_systems.packs.records_base import RecordPattern, Spans
from multideid.base_systems.packs.records_json import Frame, classify

__all__ = ["xml_spans", "PATTERNS"]

_TAG = re.compile(r"<(?P<close>/)?(?:[A-Za-z_][\w.-]*:)?(?P<name>[A-Za-z_][\w.-]{0,60})(?P<attrs>(?:\s+[\w:.-]+\s*=\s*\"[^\"<>]{0,500}\")*)\s*(?P<empty>/)?>")
_ATTR = re.compile(r"(?P<k>[\w:.-]+)\s*=\s*\"(?P<v>[^\"<>]{0,500})\"")
_PATIENT_EL = frozenset("patientRole patient guardian guardianPerson relatedSubject subject associatedEntity associatedPerson".split())
_STAFF_EL = frozenset(
    "assignedAuthor assignedEntity assignedPerson performer legalAuthenticator authenticator dataEnterer encounterParticipant "
    "responsibleParty".split()
)
_TS_EL = frozenset("birthTime effectiveTime time low high center deceasedTime".split())
_TS = re.compile(r"(?P<y>\d{4})(?P<m>\d\d)(?P<d>\d\d)(?:\d{2,6})?(?:\.\d{1,4})?(?:[+-]\d{4})?")
_SCHEME = {"tel": "PHONE", "fax": "FAX", "mailto": "EMAIL"}


def _resource(name: str) -> bool:
    return name[:1].isupper() and name not in ("ClinicalDocument",)


def _leaf(text: str, top: Frame, name: str, attrs: dict[str, tuple[int, int]], out: list[tuple[int, int, str]]) -> bool:
    """Elements read on their own (CDA ids, telecoms, timestamps); True when handled."""
    if name == "id" and "extension" in attrs:
        s, e = attrs["extension"]
        v = text[s:e]
        if len(v) >= 3 and sum(c.isdigit() for c in v) >= 2:
            out.append((s, e, "ID"))
        return True
    if name == "telecom" and "value" in attrs:
        s, e = attrs["value"]
        scheme, _, rest = text[s:e].partition(":")
        if rest and scheme.lower() in _SCHEME:
            s += len(scheme) + 1
            while s < e and text[s] == "/":
                s += 1
            if e > s:
                out.append((s, e, _SCHEME[scheme.lower()]))
            return True
        return False
    if name in _TS_EL and "value" in attrs:
        s, e = attrs["value"]
        m = _TS.fullmatch(text, s, e)
        if m and 1850 <= int(m.group("y")) <= 2100 and valid_date(int(m.group("d")), int(m.group("m")), int(m.group("y"))):
            out.append((s, e, "DATE"))
        return True
    return False


@lru_cache(maxsize=8)
def xml_spans(text: str) -> Spans:
    out: list[tuple[int, int, str]] = []
    stack: list[tuple[str, Frame, list[tuple[int, int]]]] = []  # (element name, frame, text pieces)
    last = 0
    for m in _TAG.finditer(text):
        if stack and m.start() > last:
            piece = (last, m.start())
            if text[last:m.start()].strip():
                stack[-1][2].append(piece)
        last = m.end()
        name = m.group("name")
        if m.group("close"):
            # pop to the matching element (unclosed children are closed with it)
            k = len(stack) - 1
            while k >= 0 and stack[k][0] != name and len(stack) - k < 64:  # bounded: stray end tags stay linear
                k -= 1
            if k < 0 or stack[k][0] != name:
                continue
            while len(stack) > k:
                _close(text, stack, out)
            continue
        attrs = {a.group("k").split(":")[-1]: a.span("v") for a in _ATTR.finditer(m.group("attrs") or "")}
        attrs = {k: (m.start("attrs") + s, m.start("attrs") + e) for k, (s, e) in attrs.items()}
        parent = stack[-1][1] if stack else None
        if m.group("empty"):
            if parent is not None and not _leaf(text, parent, name, attrs, out) and "value" in attrs:
                parent.fields.setdefault(name, []).append(attrs["value"])
            continue
        rtype = parent.rtype if parent else ""
        if name in _PATIENT_EL:
            rtype = "Patient"
        elif name in _STAFF_EL:
            rtype = "Practitioner"
        elif _resource(name):
            rtype = name
        path = (parent.path[-2:] + (parent.key,)) if parent else ()
        f = Frame("obj", name, path, rtype)
        if _resource(name):
            f.fields["resourceType"] = [m.span("name")]
        for k, span in attrs.items():
            if k not in ("xmlns", "use", "classCode", "moodCode", "typeCode", "nullFlavor", "root", "codeSystem", "type"):
                f.fields.setdefault(k, []).append(span)
        stack.append((name, f, []))
    while stack:
        _close(text, stack, out)
    return tuple(out)


def _close(text: str, stack: list[tuple[str, Frame, list[tuple[int, int]]]], out: list[tuple[int, int, str]]) -> None:
    name, f, pieces = stack.pop()
    parent = stack[-1][1] if stack else None
    own = {k for k in f.fields if k != "resourceType"}
    if parent is not None and not own and len(pieces) == 1:
        s, e = pieces[0]
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        parent.fields.setdefault(name, []).append((s, e))  # <family>Ngata</family>
        return
    if parent is not None and own == {"value"} and not pieces:
        parent.fields.setdefault(name, []).extend(f.fields["value"])  # <family value="Ngata"></family>
        return
    classify(text, f, out)


_XML_TEST = r"<(?:\w+:)?(?:family|given|birthDate|birthTime|patientRole|streetAddressLine|telecom|Patient|Practitioner)\b"
_LABELS = ("PATIENT", "DOCTOR", "ID", "DATE", "PHONE", "FAX", "EMAIL", "URL", "LOCATION", "HOSPITAL", "ORGANIZATION")

PATTERNS: tuple[Pattern, ...] = tuple(
    RecordPattern(f"xml_{lab.lower()}", _XML_TEST, lab, 0.9, reader=xml_spans) for lab in _LABELS
)
