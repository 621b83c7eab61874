"""English pack, session 25 (helper fields25), part two: PHI in **positional segment records** that the
records readers (:mod:`.records`: HL7 v2, :mod:`.records_x12`: X12) do not parse: ASTM E1394 / CLSI LIS2-A2
instrument frames, UN/EDIFACT interchanges and caret-separated names outside a record.  Each reader parses a
text once (cached) and hands its spans to one :class:`.records_base.RecordPattern` per label (measured numbers:
:mod:`.en_fields12`).

* **ASTM E1394** (``H|\\^&``, then ``P|``, ``O|``, ``R|``, ``Q|``, ``C|``, ``L|`` records, each line optionally
  opening with its frame number, ``2P|1||...``): the repeat and component delimiters come from the header.
  Read by record type and field number: patient ``P-3..5`` ID, ``P-6`` the name ``SURNAME^Given^Middle`` (one
  PATIENT span with its carets, as HL7 names are annotated), ``P-7`` the mother's maiden name PATIENT, ``P-8``
  birth date and ``P-24`` admission dates DATE, ``P-11``/``P-12`` (the address; instruments put it in either)
  each component LOCATION (street, city, state, ZIP, country), ``P-13`` PHONE, ``P-14`` attending physician
  (``ID^SURNAME^Given`` or ``SURNAME^Given``: ID and DOCTOR); order ``O-3``/``O-4`` specimen IDs,
  ``O-7``/``O-8``/``O-9``/``O-15``/``O-23`` DATE, ``O-16``/``O-17`` ordering physician DOCTOR, ``O-18`` PHONE;
  result ``R-11`` operator (a login USERNAME, a caret name DOCTOR), ``R-12``/``R-13`` DATE, ``R-14`` instrument
  ID; query ``Q-3``/``Q-4`` patient and specimen IDs; header ``H-14`` DATE.  A name needs a name's shape
  (:func:`name_parts_ok`: family and given name words of two letters or more rare in English, given names or
  known surnames; particles free; a middle-name slot any letters), so test codes (``^^^CBC^DIFF``) and specimen
  descriptors never fire.  Comments (``C-4``) are free text, left to the other patterns.
* **Caret names** outside a pipe record (``caret12_*``): DICOM dumps (``PN [TE RANGI^AROHA^MERE]``) and names
  quoted from a tag in prose (``(Virtanen^Aatu)``): family to middle name, DOCTOR when the line names a
  clinician (``ReferringPhysicianName``, ``Operator``, a ``DR`` component), PATIENT otherwise.
* **UN/EDIFACT** (``UNA:+.? '``, ``UNB``, ``UNH``...; segments end at an unreleased ``'``, elements ``+``,
  components ``:``, release ``?``; an ``UNB`` or ``UNH`` segment needed): ``UNB`` sender and recipient IDs,
  the interchange date (``YYMMDD`` of ``YYMMDD:HHMM``) and control reference; ``UNZ`` control reference;
  ``BGM`` document number; ``DTM+qual:value:format`` the date (formats 101, 102, 201-205, 610, 718);
  ``RFF+qual:value`` ID; ``CTA+function+:Name`` a contact person DOCTOR; ``COM+number:TE/AL/FX/EM`` PHONE,
  FAX, EMAIL; ``NAD+qualifier+partyid::agency+name+street+city+subdivision+postcode+country``: the party ID,
  the name (``Surname:Given`` one span: PATIENT under a patient or relative qualifier, DOCTOR for a person under
  any other; an organisation's name before its first comma HOSPITAL in a medical message, ``UNH+..+MEDxxx`` or
  one with a patient party, ORGANIZATION otherwise) and every later non-empty component LOCATION.  The name is
  the first non-empty element after the party ID (conformant messages leave the unstructured ``C058`` empty
  and write it in ``C080``; many write it in ``C058``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern, trim_offsets, valid_date
from multideid.base_systems.packs.en_names9 import given_name, name_word_ok
from multideid.base_systems.packs.en_world import known_person
from multideid.base_systems.packs.records_base import RecordPattern, Spans, split_offsets
from multideid.base_systems.packs.records_kv import value_spans

__all__ = ["astm_spans", "caret_name_spans", "edifact_spans", "name_parts_ok", "PATTERNS"]

_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
# name particles (``Aoife Ní Bhraonáin``, ``van der Berg``, ``bin Yusof``): no name word alone, never checked
_PARTICLES = frozenset("ní nic mac mc ó uí van von de der den del della dela di da du la le bin binti ibn al el ap dos das "
                       "ter ten te y e st".split())
_TS = re.compile(r"(?P<y>(?:18|19|20)\d\d)(?P<m>\d\d)(?P<d>\d\d)(?:\d\d(?:\d\d(?:\d\d)?)?)?(?!\d)")


def name_parts_ok(value: str) -> bool:
    """The words of a positional name (``DELACROIX-MBEKI^Thandiwe^R``, ``Østergaard:Mikkel``): no digit, at
    least one word of two letters, every such word a possible name word (rare in English, or a given name
    or known surname)."""
    if any(c.isdigit() for c in value) or "@" in value:
        return False
    words = [w for w in _WORD.findall(value) if len(w) >= 2 and w.lower() not in _PARTICLES]
    return bool(words) and all(name_word_ok(w, 3) or given_name(w) or known_person(w) for w in words)


def _trim(text: str, s: int, e: int) -> tuple[int, int]:
    return trim_offsets(text, s, e, " \t\r")


def _id_ok(v: str) -> bool:
    v = v.strip()
    return len(v) >= 3 and " " not in v and (sum(c.isdigit() for c in v) >= 2 or (len(v) >= 6 and v.isalnum() and not v.isalpha()))


def _ts_end(text: str, s: int, e: int) -> int | None:
    """The end of a valid ``YYYYMMDD[HH[MM[SS]]]`` timestamp filling ``text[s:e]``, or None."""
    m = _TS.fullmatch(text, s, e)
    return e if m and valid_date(int(m.group("d")), int(m.group("m")), int(m.group("y"))) else None


def _name_span(text: str, parts: list[tuple[int, int]], label: str, out: list) -> None:
    """Family to middle name one span: the first two parts name-shaped, a later part any letters (its slot
    says it is a name: ``TE RANGI^AROHA^MERE``)."""
    got = [_trim(text, a, b) for a, b in parts if text[a:b].strip()]
    if got and name_parts_ok(text[got[0][0]:got[min(1, len(got) - 1)][1]]):
        while len(got) > 2 and not _WORD.fullmatch(text[got[-1][0]:got[-1][1]].rstrip(".")):
            got.pop()
        out.append((got[0][0], got[-1][1], label))


# --------------------------------------------------------------------------- ASTM E1394
_ASTM_HEAD = re.compile(r"(?m)^[ \t]*(?:<STX>|\x02)?[0-7]?H(?P<f>[|])(?P<r>[^\w\s|])(?P<c>[^\w\s|])(?P<e>[^\w\s|])")
_ASTM_REC = re.compile(r"(?m)^[ \t]*(?:<STX>|\x02)?[0-7]?(?P<t>[HPORLQ])\|(?P<rest>[^\n]*)")
_ASTM_TEST = r"(?m)^[ \t]*(?:<STX>|\x02)?[0-7]?H\|[^\w\s|]{3}|^[ \t]*[0-7]?P\|\d{1,3}\|"
_ASTM_FIELDS = {  # (record, field) -> kind
    ("P", 3): "ID", ("P", 4): "ID", ("P", 5): "ID", ("P", 6): "PATIENT", ("P", 7): "PATIENT", ("P", 8): "DATE",
    ("P", 11): "ADDR", ("P", 12): "ADDR", ("P", 13): "PHONE", ("P", 14): "STAFF", ("P", 24): "DATE",
    ("O", 3): "ID", ("O", 4): "ID", ("O", 7): "DATE", ("O", 8): "DATE", ("O", 9): "DATE", ("O", 15): "DATE",
    ("O", 16): "STAFF", ("O", 17): "STAFF", ("O", 18): "PHONE", ("O", 23): "DATE",
    ("Q", 3): "RANGE", ("Q", 4): "RANGE", ("R", 11): "OPERATOR", ("R", 12): "DATE", ("R", 13): "DATE", ("R", 14): "ID", ("H", 14): "DATE",
}


@lru_cache(maxsize=8)
def astm_spans(text: str) -> Spans:
    """PHI of the ASTM E1394 records of ``text`` (a header line or a numbered ``P|`` record needed)."""
    head = _ASTM_HEAD.search(text)
    rep, comp = (head.group("r"), head.group("c")) if head else ("\\", "^")
    recs = list(_ASTM_REC.finditer(text))
    if head is None and not any(m.group("t") == "P" for m in recs) or len(recs) < 2:
        return ()
    out: list[tuple[int, int, str]] = []
    for m in recs:
        t = m.group("t")
        s0, e0 = m.span("rest")
        e0 = min([i for i in (text.find("\r", s0, e0), text.find("<CR>", s0, e0), text.find("\x03", s0, e0)) if i >= 0] or [e0])
        for i, (s, e) in enumerate(split_offsets(s0, e0, text, "|")):
            kind = _ASTM_FIELDS.get((t, i + 2))
            if kind is None or e <= s or (t == "H" and i == 0):
                continue
            for rs, re_ in split_offsets(s, e, text, rep):
                cs = split_offsets(rs, re_, text, comp)
                _astm_field(text, kind, cs, out)
    return tuple(out)


def _astm_field(text: str, kind: str, cs: list[tuple[int, int]], out: list) -> None:
    if kind == "ID":
        a, b = _trim(text, *cs[0])
        if _id_ok(text[a:b]):
            out.append((a, b, "ID"))
    elif kind == "RANGE":  # query range: patient ID^specimen ID
        for a, b in cs[:2]:
            a, b = _trim(text, a, b)
            if _id_ok(text[a:b]):
                out.append((a, b, "ID"))
    elif kind == "PATIENT":
        _name_span(text, cs[:3], "PATIENT", out)
    elif kind == "STAFF":
        a, b = _trim(text, *cs[0])
        if _id_ok(text[a:b]) and len(cs) > 1:
            out.append((a, b, "ID"))
            _name_span(text, cs[1:4], "DOCTOR", out)
        else:
            _name_span(text, cs[:3], "DOCTOR", out)
    elif kind == "DATE":
        a, b = _trim(text, *cs[0])
        if b > a and _ts_end(text, a, b):
            out.append((a, b, "DATE"))
    elif kind == "ADDR":
        for a, b in cs:
            a, b = _trim(text, a, b)
            v = text[a:b]
            if any(c.isalpha() for c in v) or sum(c.isdigit() for c in v) >= 3:
                out.append((a, b, "LOCATION"))
    elif kind == "PHONE":
        a, b = _trim(text, *cs[0])
        out.extend(value_spans(text, a, b, "PHONE"))
    elif kind == "OPERATOR":
        for a, b in cs:
            a, b = _trim(text, a, b)
            if b > a and re.fullmatch(r"[a-z][a-z0-9._-]{2,30}", text[a:b]):
                out.extend(value_spans(text, a, b, "USERNAME"))
        if len(cs) >= 2:
            _name_span(text, cs[:3], "DOCTOR", out)


# --------------------------------------------------------------------------- caret names outside records
_C0 = r"[A-Z][^\W\d_'’.-]*(?:['’-][^\W\d_]+)*"
_CARET = re.compile(rf"(?<![\w^|&\\])(?P<a>{_C0}(?:[ ]{_C0})?)\^(?P<b>[^\W\d_][^\W\d_'’ .-]{{0,30}})"
                    rf"(?:\^(?P<c>[^\W\d_][^\W\d_'’ .-]{{0,30}})?)?(?P<x>(?:\^[^\W\d_ ]{{0,6}}\.?){{0,3}})(?![\w^|&])")
_STAFF_CUE = re.compile(r"(?i)physician|doctor|operator|performing|referring|requesting|reading|surgeon|radiologist|\bdr\b|"
                        r"\bmd\b|consultant|author|verif")


@lru_cache(maxsize=8)
def caret_name_spans(text: str) -> Spans:
    """Person names written with carets outside a pipe record (DICOM ``PN [TE WHATU^MIRIAMA^HINE]``, a name
    quoted from a tag in prose): family to middle name one span, DOCTOR when its line names a clinician
    (``ReferringPhysicianName``, a ``DR`` prefix component), PATIENT otherwise."""
    out: list[tuple[int, int, str]] = []
    for m in _CARET.finditer(text):
        ls = text.rfind("\n", 0, m.start()) + 1
        le = text.find("\n", m.end())
        line = text[ls:le if le >= 0 else len(text)]
        if "|" in text[ls:m.start()]:
            continue  # a field of an HL7 or ASTM record: its reader labels it
        s = m.start("a")
        if not name_parts_ok(text[s:m.end("a")]) and " " in m.group("a"):
            s = m.start("a") + m.group("a").rindex(" ") + 1
        parts = [(s, m.end("a"))] + [m.span(g) for g in ("b", "c") if m.group(g)]
        _name_span(text, parts, "DOCTOR" if _STAFF_CUE.search(line) else "PATIENT", out)
    return tuple(out)


# --------------------------------------------------------------------------- UN/EDIFACT
_UNA = re.compile(r"UNA(?P<c>.)(?P<d>.)(?P<dec>.)(?P<rel>.)(?P<res>.)(?P<t>.)", re.DOTALL)
_EDI_TEST = r"(?<![\w+])(?:UNB|UNH)\+[A-Z0-9]"
_PATIENT_Q = frozenset("PAT PT PTN NOK REL GUA".split())
_DTM = re.compile(r"(?:(?P<c>18|19|20)?(?P<y>\d\d))(?P<m>\d\d)(?P<d>\d\d)?")
_DTM_LEN = {"101": 6, "102": 8, "201": 10, "202": 12, "203": 12, "204": 14, "205": 14, "610": 6, "718": 17}


def _split_released(text: str, s: int, e: int, sep: str, rel: str) -> list[tuple[int, int]]:
    out, cut, i = [], s, s
    while i < e:
        ch = text[i]
        if ch == rel:
            i += 2
            continue
        if ch == sep:
            out.append((cut, i))
            cut = i + 1
        i += 1
    out.append((cut, e))
    return out


def _edi_date(v: str, fmt: str) -> int:
    """The length of the date at the start of ``v`` in EDIFACT format ``fmt`` (0: none)."""
    n = _DTM_LEN.get(fmt, 0)
    if not n or len(v) < min(n, 8 if fmt == "718" else n) or not v[: min(n, 8)].isdigit():
        return 0
    if fmt in ("101", "201"):
        y, mo, d = 2000 + int(v[0:2]), int(v[2:4]), int(v[4:6])
    elif fmt == "610":
        y, mo, d = int(v[0:4]), int(v[4:6]), 1
    else:
        y, mo, d = int(v[0:4]), int(v[4:6]), int(v[6:8])
    return min(n, len(v)) if valid_date(d, mo, y) and (fmt in ("101", "201") or 1850 <= y <= 2100) else 0


@lru_cache(maxsize=8)
def edifact_spans(text: str) -> Spans:
    """PHI of the UN/EDIFACT segments of ``text`` (an ``UNB`` or ``UNH`` segment needed)."""
    una = _UNA.search(text)
    comp, elem, rel, term = (una.group("c"), una.group("d"), una.group("rel"), una.group("t")) if una else (":", "+", "?", "'")
    segs = _split_released(text, una.end() if una else 0, len(text), term, rel)
    parsed = []
    medical = False
    for s, e in segs:
        s, e = _trim(text, s, e)
        while s < e and text[s] in "\r\n \t":
            s += 1
        tag = text[s:s + 3]
        if not re.fullmatch(r"[A-Z]{3}", tag):
            continue
        els = [[_trim(text, a, b) for a, b in _split_released(text, es, ee, comp, rel)]
               for es, ee in _split_released(text, s, e, elem, rel)]
        parsed.append((tag, els))
        if tag == "UNH" and len(els) > 2 and text[slice(*els[2][0])].startswith("MED"):
            medical = True
        if tag == "NAD" and len(els) > 1 and text[slice(*els[1][0])] in _PATIENT_Q:
            medical = True
    if not any(tag in ("UNB", "UNH") for tag, _ in parsed):
        return ()
    out: list[tuple[int, int, str]] = []

    def get(els, i, j=0):
        return els[i][j] if i < len(els) and j < len(els[i]) else (0, 0)

    def emit_id(a, b):
        if b > a and _id_ok(text[a:b]):
            out.append((a, b, "ID"))

    for tag, els in parsed:
        if tag == "UNB":
            emit_id(*get(els, 2))
            emit_id(*get(els, 3))
            a, b = get(els, 4)
            if b - a in (6, 8) and _edi_date(text[a:b], "101" if b - a == 6 else "102"):
                out.append((a, b, "DATE"))
            emit_id(*get(els, 5))
        elif tag in ("UNZ", "BGM"):
            emit_id(*get(els, 2))
        elif tag == "RFF":
            emit_id(*get(els, 1, 1))
        elif tag == "DTM":
            a, b = get(els, 1, 1)
            fa, fb = get(els, 1, 2)
            n = _edi_date(text[a:b], text[fa:fb] or "102") if b > a else 0
            if n:
                out.append((a, a + n, "DATE"))
        elif tag == "COM":
            for el in els[1:]:
                if len(el) < 2:
                    continue
                a, b = el[0]
                q = text[slice(*el[1])].upper()
                label = {"TE": "PHONE", "AL": "PHONE", "AJ": "PHONE", "FX": "FAX", "EM": "EMAIL"}.get(q)
                if label == "EMAIL":
                    out.extend(value_spans(text, a, b, "EMAIL"))
                elif label and sum(c.isdigit() for c in text[a:b]) >= 6:
                    out.append((a, b, label))
        elif tag == "CTA":  # contact: CTA+function+department or employee id:name
            a, b = get(els, 2, 1)
            if b > a and name_parts_ok(text[a:b]) and " " in text[a:b].strip():
                out.append((a, b, "DOCTOR"))
        elif tag == "NAD":
            _nad(text, els, medical, out, emit_id)
    return tuple(out)


def _nad(text: str, els: list, medical: bool, out: list, emit_id) -> None:
    q = text[slice(*els[1][0])] if len(els) > 1 else ""
    if len(els) > 2:
        emit_id(*els[2][0])
    k = next((i for i in (3, 4) if i < len(els) and any(b > a for a, b in els[i])), None)
    if k is None:
        return
    comps = [(a, b) for a, b in els[k] if b > a]
    v = text[comps[0][0]:comps[-1][1]]
    person = q in _PATIENT_Q or (len(comps) >= 2 and name_parts_ok(v) and all(name_parts_ok(text[a:b]) for a, b in comps))
    rest = list(els[k + 1:])
    if person:
        _name_span(text, comps, "PATIENT" if q in _PATIENT_Q else "DOCTOR", out)
    else:
        a, b = comps[0]
        cut = text.find(",", a, b)
        b = cut if cut > a else b
        if any(c.isalpha() for c in text[a:b]):
            out.append((a, b, "HOSPITAL" if medical else "ORGANIZATION"))
        rest = [comps[1:]] + rest
    for el in rest:
        for a, b in el:
            w = text[a:b]
            if b > a and (any(c.isalpha() for c in w) or sum(c.isdigit() for c in w) >= 3):
                out.append((a, b, "LOCATION"))


_LABELS = ("PATIENT", "DOCTOR", "USERNAME", "ID", "DATE", "LOCATION", "PHONE", "FAX", "EMAIL", "HOSPITAL", "ORGANIZATION")
PATTERNS: tuple[Pattern, ...] = tuple(
    RecordPattern(f"astm12_{lab.lower()}", _ASTM_TEST, lab, 0.9, reader=astm_spans) for lab in _LABELS
) + tuple(
    RecordPattern(f"caret12_{lab.lower()}", r"[^\W\d_]\^[^\W\d_]", lab, 0.75, reader=caret_name_spans) for lab in ("PATIENT", "DOCTOR")
) + tuple(RecordPattern(f"edifact12_{lab.lower()}", _EDI_TEST, lab, 0.9, reader=edifact_spans) for lab in _LABELS)
