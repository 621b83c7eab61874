"""Structured records: PHI read from the **field** it sits in (HL7 v2 messages; see also
:mod:`.records_json` for FHIR/JSON and key-value logs, :mod:`.records_xml` for FHIR XML and
CDA documents, :mod:`.records_x12` for X12 claims and eligibility, and :mod:`.records_chat`
for chat, e-mail and forum transcripts and ``SURNAME, Given`` lists).

A learned tagger trained on prose sees ``PID|1||E5550193^^^NWMC^MR||DUBOIS-ANTWI^KOFI^MARCEL``
as a run of capitals and punctuation; a reader that knows the message grammar knows that the
fifth field of a ``PID`` segment is the patient's name.  This module parses HL7 v2 (v2.3 to
v2.8 share the field positions used here) segment by segment:

* the delimiters come from the ``MSH`` segment (field separator after ``MSH``, then component,
  repetition, escape and sub-component characters; ``|^~\\&`` when a fragment has no ``MSH``);
* a segment is a line (``\\r`` or ``\\n``) opening with a known segment id and the field
  separator; Z-segments and unknown segments are skipped, free-text fields (``OBX-5``, ``NTE-3``)
  are left to the other patterns;
* each known field is read by its data type (:data:`FIELDS`): a person name ``XPN`` (family to
  second given name, one span with its carets, as the hand-written sets annotate it), a staff
  member ``XCN``/``CNN`` (its ID number ID, its name DOCTOR), an identifier ``CX``/``EI`` (the ID;
  its assigning facility HOSPITAL), an address ``XAD`` (street, other designation, city, state,
  postcode, country, county: separate LOCATION spans), a telecom ``XTN`` (the number PHONE, FAX
  for a fax, the e-mail EMAIL), a timestamp ``TS``/``DTM`` (DATE, the whole ``YYYYMMDD[HHMM[SS]][+/-ZZZZ]``
  value: the tokenizer keeps it one token), a facility ``HD``/``XON``/``PL`` (HOSPITAL, ORGANIZATION for
  insurers, employers and reference labs); coded values (sex, race, event type, units, the
  sending *application*) are not PHI and are never emitted;
* a facility code seen in a facility field (``MSH-4``, ``PV1-3.4``...) is also labelled where it
  stands as the assigning authority of an identifier (``E5550193^^^NWMC^MR``).

Parsing is one linear pass over the lines; results are cached per text, so the patterns of the
pack (one per label, :class:`RecordPattern`) split a document once.  Language-neutral: HL7 is
the same in any language.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

from multideid.base_systems.packs import Pattern, trim_offsets, valid_date
from multideid.base_systems.packs.records_base import RecordPattern, Spans, split_offsets
from multideid.base_systems.packs.records_chat import PATTERNS as _CHAT_PATTERNS
from multideid.base_systems.packs.records_json import PATTERNS as _JSON_PATTERNS
from multideid.base_systems.packs.records_json import TABLE_PATTERNS as _TABLE_PATTERNS
from multideid.base_systems.packs.records_kv import PATTERNS as _KV_PATTERNS
from multideid.base_systems.packs.records_x12 import PATTERNS as _X12_PATTERNS
from multideid.base_systems.packs.records_xml import PATTERNS as _XML_PATTERNS

__all__ = ["FIELDS", "NEUTRAL_PATTERNS", "RecordPattern", "hl7_code_regions", "hl7_spans", "PATTERNS"]

# (segment, field number) -> (data type, label of the name/facility part)
FIELDS: dict[tuple[str, int], tuple[str, str]] = {
    ("MSH", 4): ("HD", "HOSPITAL?"), ("MSH", 6): ("HD", "HOSPITAL?"), ("MSH", 7): ("TS", "DATE"), ("MSH", 10): ("ID", "ID"),
    ("EVN", 2): ("TS", "DATE"), ("EVN", 3): ("TS", "DATE"), ("EVN", 5): ("XCN", "DOCTOR"), ("EVN", 6): ("TS", "DATE"),
    ("EVN", 7): ("HD", "HOSPITAL"),
    ("PID", 2): ("CX", "ID"), ("PID", 3): ("CX", "ID"), ("PID", 4): ("CX", "ID"), ("PID", 5): ("XPN", "PATIENT"),
    ("PID", 6): ("XPN", "PATIENT"), ("PID", 7): ("TS", "DATE"), ("PID", 9): ("XPN", "PATIENT"), ("PID", 11): ("XAD", "LOCATION"),
    ("PID", 12): ("ST", "LOCATION"), ("PID", 13): ("XTN", "PHONE"), ("PID", 14): ("XTN", "PHONE"), ("PID", 18): ("CX", "ID"),
    ("PID", 19): ("ID", "ID"), ("PID", 20): ("ID", "ID"), ("PID", 21): ("CX", "ID"), ("PID", 23): ("ST", "LOCATION"),
    ("PID", 29): ("TS", "DATE"), ("PID", 33): ("TS", "DATE"),
    ("PD1", 3): ("XON", "HOSPITAL"), ("PD1", 4): ("XCN", "DOCTOR"),
    ("NK1", 2): ("XPN", "PATIENT"), ("NK1", 4): ("XAD", "LOCATION"), ("NK1", 5): ("XTN", "PHONE"), ("NK1", 6): ("XTN", "PHONE"),
    ("NK1", 8): ("TS", "DATE"), ("NK1", 9): ("TS", "DATE"), ("NK1", 10): ("ST", "PROFESSION"), ("NK1", 12): ("CX", "ID"),
    ("NK1", 13): ("XON", "ORGANIZATION"), ("NK1", 16): ("TS", "DATE"), ("NK1", 30): ("XPN", "PATIENT"),
    ("NK1", 31): ("XTN", "PHONE"), ("NK1", 32): ("XAD", "LOCATION"), ("NK1", 33): ("CX", "ID"), ("NK1", 37): ("ID", "ID"),
    ("PV1", 3): ("PL", "HOSPITAL"), ("PV1", 6): ("PL", "HOSPITAL"), ("PV1", 7): ("XCN", "DOCTOR"), ("PV1", 8): ("XCN", "DOCTOR"),
    ("PV1", 9): ("XCN", "DOCTOR"), ("PV1", 11): ("PL", "HOSPITAL"), ("PV1", 17): ("XCN", "DOCTOR"), ("PV1", 19): ("CX", "ID"),
    ("PV1", 39): ("HD", "HOSPITAL"), ("PV1", 42): ("PL", "HOSPITAL"), ("PV1", 43): ("PL", "HOSPITAL"), ("PV1", 44): ("TS", "DATE"),
    ("PV1", 45): ("TS", "DATE"), ("PV1", 50): ("CX", "ID"), ("PV1", 52): ("XCN", "DOCTOR"),
    ("PV2", 8): ("TS", "DATE"), ("PV2", 9): ("TS", "DATE"), ("PV2", 13): ("XCN", "DOCTOR"), ("PV2", 23): ("XON", "HOSPITAL"),
    ("ORC", 2): ("EI", "ID"), ("ORC", 3): ("EI", "ID"), ("ORC", 4): ("EI", "ID"), ("ORC", 9): ("TS", "DATE"),
    ("ORC", 10): ("XCN", "DOCTOR"), ("ORC", 11): ("XCN", "DOCTOR"), ("ORC", 12): ("XCN", "DOCTOR"), ("ORC", 13): ("PL", "HOSPITAL"),
    ("ORC", 14): ("XTN", "PHONE"), ("ORC", 15): ("TS", "DATE"), ("ORC", 19): ("XCN", "DOCTOR"), ("ORC", 21): ("XON", "HOSPITAL"),
    ("ORC", 22): ("XAD", "LOCATION"), ("ORC", 23): ("XTN", "PHONE"), ("ORC", 24): ("XAD", "LOCATION"),
    ("OBR", 2): ("EI", "ID"), ("OBR", 3): ("EI", "ID"), ("OBR", 6): ("TS", "DATE"), ("OBR", 7): ("TS", "DATE"),
    ("OBR", 8): ("TS", "DATE"), ("OBR", 14): ("TS", "DATE"), ("OBR", 16): ("XCN", "DOCTOR"), ("OBR", 17): ("XTN", "PHONE"),
    ("OBR", 22): ("TS", "DATE"), ("OBR", 28): ("XCN", "DOCTOR"), ("OBR", 32): ("NDL", "DOCTOR"), ("OBR", 33): ("NDL", "DOCTOR"),
    ("OBR", 34): ("NDL", "DOCTOR"), ("OBR", 35): ("NDL", "DOCTOR"), ("OBR", 36): ("TS", "DATE"),
    ("OBX", 14): ("TS", "DATE"), ("OBX", 16): ("XCN", "DOCTOR"), ("OBX", 19): ("TS", "DATE"), ("OBX", 23): ("XON", "ORGANIZATION"),
    ("OBX", 24): ("XAD", "LOCATION"), ("OBX", 25): ("XCN", "DOCTOR"),
    ("DG1", 5): ("TS", "DATE"), ("DG1", 16): ("XCN", "DOCTOR"), ("DG1", 19): ("TS", "DATE"),
    ("AL1", 6): ("TS", "DATE"), ("PR1", 5): ("TS", "DATE"), ("PR1", 8): ("XCN", "DOCTOR"), ("PR1", 11): ("XCN", "DOCTOR"),
    ("PR1", 12): ("XCN", "DOCTOR"),
    ("IN1", 3): ("CX", "ID"), ("IN1", 4): ("XON", "ORGANIZATION"), ("IN1", 5): ("XAD", "LOCATION"), ("IN1", 6): ("XPN", "PATIENT"),
    ("IN1", 7): ("XTN", "PHONE"), ("IN1", 8): ("ID", "ID"), ("IN1", 9): ("XON", "ORGANIZATION"), ("IN1", 10): ("CX", "ID"),
    ("IN1", 11): ("XON", "ORGANIZATION"), ("IN1", 12): ("TS", "DATE"), ("IN1", 13): ("TS", "DATE"), ("IN1", 16): ("XPN", "PATIENT"),
    ("IN1", 18): ("TS", "DATE"), ("IN1", 19): ("XAD", "LOCATION"), ("IN1", 29): ("TS", "DATE"), ("IN1", 36): ("ID", "ID"),
    ("IN1", 44): ("XAD", "LOCATION"), ("IN1", 49): ("CX", "ID"),
    ("IN2", 1): ("CX", "ID"), ("IN2", 2): ("ID", "ID"), ("IN2", 6): ("ID", "ID"), ("IN2", 7): ("XPN", "PATIENT"), ("IN2", 8): ("ID", "ID"),
    ("GT1", 2): ("CX", "ID"), ("GT1", 3): ("XPN", "PATIENT"), ("GT1", 4): ("XPN", "PATIENT"), ("GT1", 5): ("XAD", "LOCATION"),
    ("GT1", 6): ("XTN", "PHONE"), ("GT1", 7): ("XTN", "PHONE"), ("GT1", 8): ("TS", "DATE"), ("GT1", 12): ("ID", "ID"),
    ("GT1", 16): ("XPN", "ORGANIZATION"), ("GT1", 17): ("XAD", "LOCATION"), ("GT1", 18): ("XTN", "PHONE"), ("GT1", 19): ("CX", "ID"),
    ("GT1", 21): ("XON", "ORGANIZATION"), ("GT1", 51): ("XON", "ORGANIZATION"),
    ("MRG", 1): ("CX", "ID"), ("MRG", 2): ("CX", "ID"), ("MRG", 3): ("CX", "ID"), ("MRG", 4): ("CX", "ID"), ("MRG", 5): ("CX", "ID"),
    ("MRG", 7): ("XPN", "PATIENT"),
    ("TXA", 4): ("TS", "DATE"), ("TXA", 5): ("XCN", "DOCTOR"), ("TXA", 6): ("TS", "DATE"), ("TXA", 7): ("TS", "DATE"),
    ("TXA", 8): ("TS", "DATE"), ("TXA", 9): ("XCN", "DOCTOR"), ("TXA", 10): ("XCN", "DOCTOR"), ("TXA", 11): ("XCN", "DOCTOR"),
    ("TXA", 12): ("EI", "ID"), ("TXA", 22): ("XCN", "DOCTOR"),
    ("SCH", 1): ("EI", "ID"), ("SCH", 2): ("EI", "ID"), ("SCH", 12): ("XCN", "DOCTOR"), ("SCH", 13): ("XTN", "PHONE"),
    ("SCH", 14): ("XAD", "LOCATION"), ("SCH", 16): ("XCN", "DOCTOR"), ("SCH", 17): ("XTN", "PHONE"), ("SCH", 18): ("XAD", "LOCATION"),
    ("SCH", 20): ("XCN", "DOCTOR"), ("SCH", 11): ("TQ", "DATE"), ("TQ1", 7): ("TS", "DATE"), ("TQ1", 8): ("TS", "DATE"),
    ("AIP", 3): ("XCN", "DOCTOR"), ("AIP", 6): ("TS", "DATE"), ("AIL", 3): ("PL", "HOSPITAL"), ("AIL", 6): ("TS", "DATE"),
    ("ROL", 4): ("XCN", "DOCTOR"), ("ROL", 11): ("XAD", "LOCATION"), ("ROL", 12): ("XTN", "PHONE"),
    ("PRD", 2): ("XPN", "DOCTOR"), ("PRD", 3): ("XAD", "LOCATION"), ("PRD", 5): ("XTN", "PHONE"), ("PRD", 7): ("ID", "ID"),
    ("SPM", 2): ("EIP", "ID"), ("SPM", 3): ("EIP", "ID"), ("SPM", 17): ("DR", "DATE"), ("SPM", 18): ("TS", "DATE"),
    ("MSA", 2): ("ID", "ID"), ("ACC", 1): ("TS", "DATE"), ("RXE", 13): ("XCN", "DOCTOR"), ("RXO", 14): ("XCN", "DOCTOR"),
    ("RXA", 3): ("TS", "DATE"), ("RXA", 4): ("TS", "DATE"), ("RXA", 10): ("XCN", "DOCTOR"), ("RXA", 11): ("LA2", "HOSPITAL"),
}
SEGMENTS = frozenset(seg for seg, _ in FIELDS) | frozenset("PV2 NTE OBX FT1 UB1 UB2 ZPI".split())

_SEGMENT_IDS = "|".join(sorted(SEGMENTS))
_SEGMENT = re.compile(r"(?m)(?:^|(?<=\r))[ \t]*(?P<seg>[A-Z][A-Z0-9]{2})(?P<sep>[|])")
_MSH = re.compile(r"(?<![\w|^])MSH(?P<f>[^\w\s])(?P<enc>[^\w\s]{3,5})(?P=f)")
_ALNUM = re.compile(r"[^\W_]")
_EOL = re.compile(r"[\r\n]")
_TS = re.compile(r"(?P<y>\d{4})(?:(?P<m>\d\d)(?:(?P<d>\d\d)(?:\d\d(?:\d\d(?:\d\d(?:\.\d{1,4})?)?)?)?)?)?(?:[+-]\d{4})?")
_LAB = re.compile(r"(?i)(?:lab|dx|diagnostic|patholog|quest|labcorp|reference|insur|payer|payor)")
_FACILITY_WORD = re.compile(r"(?i)\b(?:clinic|hospital|center|centre|medical|health|practice|surgery|infirmary|hosp|ctr|med ctr)\b")
_AUTHORITY_CODES = frozenset("mr mrn pi pn an pt ss ssn ssa usssa npi cms hl7 dl dn ni nh ee pe ln u uri iso dns l".split())


def _parts(s: int, e: int, text: str, sep: str) -> list[tuple[int, int]]:
    """Offsets of the pieces of ``text[s:e]`` split at ``sep`` (escape sequences never hold it)."""
    return split_offsets(s, e, text, sep)


def _trim(text: str, s: int, e: int) -> tuple[int, int]:
    return trim_offsets(text, s, e, " \t")


class _Message:
    """Delimiters and output of one parse."""

    def __init__(self, text: str, comp: str, rep: str, sub: str) -> None:
        self.text, self.comp, self.rep, self.sub = text, comp, rep, sub
        self.out: list[tuple[int, int, str]] = []
        self.facilities: dict[str, str] = {}

    def emit(self, s: int, e: int, label: str, need: Callable[[str], bool] | None = None) -> None:
        s, e = _trim(self.text, s, e)
        v = self.text[s:e]
        if e > s and _ALNUM.search(v) and (need is None or need(v)):
            self.out.append((s, e, label))

    def comps(self, s: int, e: int) -> list[tuple[int, int]]:
        return _parts(s, e, self.text, self.comp)

    # ------------------------------------------------------------------ data types
    def name(self, cs: list[tuple[int, int]], first: int, last: int, label: str) -> None:
        """Components ``first..last`` (0-based) as one name span, empty ends dropped."""
        got = [(s, e) for s, e in cs[first:last + 1] if self.text[s:e].strip()]
        if got:
            self.emit(got[0][0], got[-1][1], label, _has_letter)

    def field(self, typ: str, label: str, s: int, e: int) -> None:
        t = self.text
        cs = self.comps(s, e)
        c = lambda i: cs[i] if i < len(cs) else (e, e)  # noqa: E731
        if typ == "XPN":
            self.name(cs, 0, 2, label)
        elif typ == "XCN":
            self.emit(*c(0), "ID", _id_like)
            self.name(cs, 1, 3, label)
        elif typ == "NDL":  # CNN in component 1: id&family&given&middle
            subs = _parts(*c(0), t, self.sub)
            self.emit(*subs[0], "ID", _id_like)
            got = [(a, b) for a, b in subs[1:4] if t[a:b].strip()]
            if got:
                self.emit(got[0][0], got[-1][1], label, _has_letter)
        elif typ in ("CX", "EI", "EIP"):
            first = _parts(*c(0), t, self.sub)[0] if typ == "EIP" else c(0)
            self.emit(*first, "ID", _id_like)
            if typ == "CX":
                for k in (3, 5):  # assigning authority, assigning facility (HD: namespace first)
                    a, b = _parts(*c(k), t, self.sub)[0]
                    self.facility_ref(a, b)
        elif typ == "ID":
            self.emit(*c(0), "ID", _id_like)
        elif typ == "XAD":
            for k in (0, 1, 2, 3, 4, 5, 7, 8):
                self.emit(*c(k), label)
        elif typ == "XTN":
            equip = t[slice(*c(2))].strip().upper()
            phone = "FAX" if equip == "FX" else label
            a, b = c(0)
            self.emit(a, b, "EMAIL" if "@" in t[a:b] else phone, lambda v: "@" in v or _digits(v) >= 5)
            self.emit(*c(3), "EMAIL", lambda v: "@" in v)
            self.emit(*c(5), phone, lambda v: _digits(v) >= 2)
            self.emit(*c(6), phone, lambda v: _digits(v) >= 4)
            self.emit(*c(11), phone, lambda v: _digits(v) >= 5)
        elif typ in ("TS", "DR", "TQ"):
            for k in {"DR": (0, 1), "TQ": (3, 4)}.get(typ, (0,)):
                a, b = _parts(*c(k), t, self.sub)[0]
                m = _TS.match(t, a, b)
                if m and _ts_ok(m):
                    self.emit(a, m.end(), "DATE")
        elif typ == "HD":
            a, b = c(0)
            if label == "HOSPITAL?":
                label = "ORGANIZATION" if _LAB.search(t[a:b]) else "HOSPITAL"
            self.facility(a, b, label)
        elif typ == "XON":
            self.facility(*c(0), label)
        elif typ == "LA2":
            self.facility(*c(3), label)
        elif typ == "PL":
            a, b = c(3)  # facility (HD)
            a, b = _parts(a, b, t, self.sub)[0]
            self.facility(a, b, label)
            a, b = c(0)  # point of care: a named clinic, not a ward code ("4W", "ICU")
            v = t[a:b].strip()
            if v and (_FACILITY_WORD.search(v) or any(v.startswith(f + " ") for f in self.facilities)):
                self.emit(a, b, label)
        elif typ == "ST":
            self.emit(*c(0), label, _has_letter)

    def facility(self, s: int, e: int, label: str) -> None:
        s, e = _trim(self.text, s, e)
        v = self.text[s:e]
        if e > s and _has_letter(v) and v.lower() not in _AUTHORITY_CODES:
            self.facilities.setdefault(v, label)
            self.emit(s, e, label)

    def facility_ref(self, s: int, e: int) -> None:
        s, e = _trim(self.text, s, e)
        v = self.text[s:e]
        if v in self.facilities:
            self.emit(s, e, self.facilities[v])
        elif e > s and v.lower() not in _AUTHORITY_CODES and _FACILITY_WORD.search(v):
            self.emit(s, e, "HOSPITAL")


def _has_letter(v: str) -> bool:
    return any(ch.isalpha() for ch in v)


def _digits(v: str) -> int:
    return sum(ch.isdigit() for ch in v)


def _id_like(v: str) -> bool:
    v = v.strip()
    return len(v) >= 3 and (_digits(v) >= 2 or (len(v) >= 6 and v.isalnum() and not v.isalpha()))


def _ts_ok(m: re.Match) -> bool:
    y = int(m.group("y"))
    if not 1850 <= y <= 2100:
        return False
    if m.group("m") is None:
        return True
    mo = int(m.group("m"))
    if m.group("d") is None:
        return 1 <= mo <= 12
    return valid_date(int(m.group("d")), mo, y)


@lru_cache(maxsize=8)
def hl7_spans(text: str) -> Spans:
    """``(start, end, label)`` of the PHI fields of every HL7 v2 segment in ``text``."""
    if "|" not in text:
        return ()
    msh = _MSH.search(text)
    fsep, comp, rep, sub = "|", "^", "~", "&"
    if msh is not None:
        fsep, enc = msh.group("f"), msh.group("enc")
        comp, rep = enc[0], enc[1]
        sub = enc[3] if len(enc) > 3 else "&"
    if msh is not None:
        # a message pasted into a note may have lost its line breaks: "MSH|...|2.5.1 PID|1||..."
        segs = re.compile(rf"(?m)(?:^|(?<=[\r \t]))[ \t]*(?P<seg>{_SEGMENT_IDS})(?P<sep>{re.escape(fsep)})")
    else:
        segs = _SEGMENT
    msg = _Message(text, comp, rep, sub)
    found = [m for m in segs.finditer(text) if m.group("seg") in SEGMENTS]
    for k, m in enumerate(found):
        seg = m.group("seg")
        eol = _EOL.search(text, m.end())
        end = eol.start() if eol else len(text)
        if k + 1 < len(found) and found[k + 1].start() < end:
            end = found[k + 1].start()
        fields = _parts(m.end(), end, text, fsep)
        # MSH-1 is the field separator itself: MSH-2 is the first piece after it
        offset = 1 if seg == "MSH" else 0
        for i, (s, e) in enumerate(fields):
            n = i + 1 + offset
            spec = FIELDS.get((seg, n))
            if spec is None or e <= s:
                continue
            for rs, re_ in _parts(s, e, text, rep):
                msg.field(spec[0], spec[1], rs, re_)
    return tuple(msg.out)


_FREE_TEXT = frozenset({("OBX", 5), ("NTE", 3), ("PV2", 12), ("OBR", 13), ("ORC", 16), ("DG1", 4), ("AL1", 5), ("PR1", 4)})
_CODE = re.compile(r"[A-Z0-9]{1,3}")


@lru_cache(maxsize=8)
def hl7_code_regions(text: str) -> tuple[tuple[int, int], ...]:
    """Offsets of the non-PHI codes of HL7 v2 segments: segment ids (``MSH``, ``PID``) and
    components of one to three capitals or digits in fields that hold no PHI (sex ``M``, patient
    class ``O``, message type ``ORM``, processing id ``P``). For a caller that drops name, place
    and organisation spans lying wholly inside such a code (a learned tagger reads ``M`` or
    ``MSH`` as a name); fields that may hold PHI (:data:`FIELDS`) and free-text fields are never
    included, so a three-letter surname (``LEE^AL``) is never a code."""
    if "|" not in text:
        return ()
    out: list[tuple[int, int]] = []
    for m in _SEGMENT.finditer(text):
        seg = m.group("seg")
        if seg not in SEGMENTS:
            continue
        out.append(m.span("seg"))
        eol = _EOL.search(text, m.end())
        fields = _parts(m.end(), eol.start() if eol else len(text), text, "|")
        offset = 1 if seg == "MSH" else 0
        for i, (s, e) in enumerate(fields):
            n = i + 1 + offset
            if (seg, n) in FIELDS or (seg, n) in _FREE_TEXT or seg.startswith("Z") or e <= s:
                continue
            for a, b in _parts(s, e, text, "^"):
                for c, d in _parts(a, b, text, "~"):
                    if _CODE.fullmatch(text, c, d):
                        out.append((c, d))
    return tuple(out)


_HL7_TEST = r"(?m)(?:^|(?<=\r))[ \t]*(?:MSH|PID|PV1|NK1|OBR|ORC|IN1|GT1|EVN|PD1|OBX|TXA|SCH|MRG)[|]|(?<![\w|^])MSH[|][\^]~"
_HL7_LABELS = ("PATIENT", "DOCTOR", "ID", "DATE", "LOCATION", "PHONE", "FAX", "EMAIL", "HOSPITAL", "ORGANIZATION", "PROFESSION")

_HL7_PATTERNS: tuple[Pattern, ...] = tuple(
    RecordPattern(f"hl7_{lab.lower()}", _HL7_TEST, lab, 0.95, reader=hl7_spans) for lab in _HL7_LABELS
)


#: the readers of formats that are the same in every language (HL7 v2, FHIR/JSON and key=value logs, FHIR
#: XML/CDA, X12): a pack of another language may register these alone (the Spanish pack does, since session 15)
NEUTRAL_PATTERNS: tuple[Pattern, ...] = _HL7_PATTERNS + _JSON_PATTERNS + _KV_PATTERNS + _XML_PATTERNS + _X12_PATTERNS
#: the English pack registers these (base_systems/packs/en.py): the neutral readers, and the audit-column, chat,
#: e-mail, forum and roster readers, whose cue words (actor, From:, Sent:, reply from) and name lists are English
PATTERNS: tuple[Pattern, ...] = NEUTRAL_PATTERNS + _TABLE_PATTERNS + _CHAT_PATTERNS
