"""Structured records, part five: ASC X12 health-care transactions (837 claims, 270/271 eligibility,
276/277 claim status, 835 remittance), read by segment and element (see :mod:`.records`).

Segments end with ``~`` (often followed by a line break) or a line break; elements are split by
the separator the ``ISA`` header declares (``*`` when a fragment has none).  Read:

* ``NM1`` names: the entity code says who it is (``IL`` subscriber, ``QC`` patient, ``03``
  dependent: PATIENT; ``85``/``82``/``DN``/``DK``/``71``/``72``/``P3``/``1P``... providers: DOCTOR
  for a person, HOSPITAL for an organisation; ``PR``/``IN`` payers, ``40``/``41`` receiver and
  submitter: ORGANIZATION); a person's name is one span ``LAST*FIRST*MIDDLE`` (as an HL7 name is
  one span with its carets); its identifier (``NM109``) ID;
* ``N3`` street lines and ``N4`` city, state, postcode, country: separate LOCATION spans;
* ``DMG`` date of birth, ``DTP`` dates (a ``RD8`` range is one token), ``BHT``/``GS`` dates: DATE;
* ``REF`` identifiers, ``CLM`` claim ids, ``TRN`` trace numbers, ``SBR`` group numbers: ID
  (``SBR04`` group name ORGANIZATION); ``PER`` contacts: the name DOCTOR (provider or payer
  staff), ``TE``/``FX``/``EM`` numbers PHONE/FAX/EMAIL.

Codes (entity, qualifier, procedure and diagnosis codes, amounts) are never emitted.  Linear in
the text; language-neutral.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.records_base import RecordPattern, Spans, split_offsets

__all__ = ["x12_spans", "PATTERNS"]

_PATIENT_CODES = frozenset("IL QC 03 IN1".split())
_PROVIDER_CODES = frozenset("85 82 DN DK 71 72 73 77 FA P3 1P 87 DQ 2B 13 GB".split())
_PAYER_CODES = frozenset("PR IN 40 41 PRP 36 GP".split())
_SEGMENT = re.compile(r"(?:^|(?<=~)|(?<=\n))[ \t\r]*(?P<seg>[A-Z][A-Z0-9]{1,2})(?P<sep>[*|^])")
_DATE8 = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:-(?:19|20)\d{6})?")
_ALNUM = re.compile(r"[^\W_]")
_STOP = re.compile(r"[~\n]")
_KNOWN = frozenset("ISA GS ST BHT NM1 N3 N4 DMG DTP REF CLM TRN SBR PER HL PAT SV1 HI LX SE GE IEA EB EQ".split())


def _digits(v: str) -> int:
    return sum(c.isdigit() for c in v)


def _elements(text: str, s: int, e: int, sep: str) -> list[tuple[int, int]]:
    return split_offsets(s, e, text, sep)


@lru_cache(maxsize=8)
def x12_spans(text: str) -> Spans:
    """``(start, end, label)`` of the PHI elements of every X12 segment in ``text``."""
    isa = re.search(r"ISA(?P<sep>[^\w\s])", text)
    sep = isa.group("sep") if isa else "*"
    out: list[tuple[int, int, str]] = []
    segments = [m for m in _SEGMENT.finditer(text) if m.group("sep") == sep and m.group("seg") in _KNOWN]
    if len({m.group("seg") for m in segments}) < 2:
        return ()  # one "REF*" line is no transaction

    def emit(span: tuple[int, int] | None, label: str, need=None) -> None:
        if span is None:
            return
        a, b = span
        while a < b and text[a] in " \t":
            a += 1
        while b > a and text[b - 1] in " \t":
            b -= 1
        v = text[a:b]
        if b > a and _ALNUM.search(v) and (need is None or need(v)):
            out.append((a, b, label))

    id_like = lambda v: len(v) >= 3 and _digits(v) >= 2  # noqa: E731
    date_like = lambda v: _DATE8.fullmatch(v) is not None  # noqa: E731
    for m in segments:
        seg = m.group("seg")
        end = len(text)
        stop = _STOP.search(text, m.end())
        if stop:
            end = stop.start()
        els = _elements(text, m.end(), end, sep)
        el = lambda i: els[i - 1] if 0 < i <= len(els) and els[i - 1][1] > els[i - 1][0] else None  # noqa: E731
        val = lambda i: text[els[i - 1][0]:els[i - 1][1]].strip() if 0 < i <= len(els) else ""  # noqa: E731
        if seg == "NM1":
            code, kind = val(1), val(2)
            if code in _PATIENT_CODES:
                label = "PATIENT"
            elif code in _PROVIDER_CODES:
                label = "DOCTOR" if kind == "1" else "HOSPITAL"
            elif code in _PAYER_CODES:
                label = "ORGANIZATION" if kind != "1" else "DOCTOR"
            else:
                continue
            parts = [el(i) for i in (3, 4, 5) if el(i)] if kind == "1" else [el(3)] if el(3) else []
            if parts:
                emit((parts[0][0], parts[-1][1]), label, lambda v: any(c.isalpha() for c in v))
            emit(el(9), "ID", id_like)
        elif seg == "N3":
            emit(el(1), "LOCATION")
            emit(el(2), "LOCATION")
        elif seg == "N4":
            for i in (1, 2, 3, 4):
                emit(el(i), "LOCATION")
        elif seg == "DMG":
            emit(el(2), "DATE", date_like)
        elif seg == "DTP":
            emit(el(3), "DATE", date_like)
        elif seg in ("BHT", "GS"):
            emit(el(4), "DATE", date_like)
            if seg == "BHT":
                emit(el(3), "ID", id_like)
        elif seg == "ISA":
            emit(el(9), "DATE", lambda v: len(v) == 6 and v.isdigit())
        elif seg == "REF":
            emit(el(2), "ID", id_like)
        elif seg in ("CLM", "TRN"):
            emit(el(1) if seg == "CLM" else el(2), "ID", id_like)
        elif seg == "SBR":
            emit(el(3), "ID", id_like)
            emit(el(4), "ORGANIZATION", lambda v: any(c.isalpha() for c in v))
        elif seg == "PER":
            emit(el(2), "DOCTOR", lambda v: any(c.isalpha() for c in v) and not re.search(r"(?i)dept|department|billing|office|services", v))
            for q in (3, 5, 7):
                label = {"TE": "PHONE", "FX": "FAX", "EM": "EMAIL"}.get(val(q))
                if label:
                    emit(el(q + 1), label)
    return tuple(out)


_X12_TEST = r"(?:^|~|\n)[ \t\r]*(?:ISA|NM1|CLM|SBR|DMG|N4)[*|^]"
_LABELS = ("PATIENT", "DOCTOR", "ID", "DATE", "PHONE", "FAX", "EMAIL", "LOCATION", "HOSPITAL", "ORGANIZATION")

PATTERNS: tuple[Pattern, ...] = tuple(
    RecordPattern(f"x12_{lab.lower()}", _X12_TEST, lab, 0.9, reader=x12_spans) for lab in _LABELS
)
