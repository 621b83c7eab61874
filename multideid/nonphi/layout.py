"""Spans inside the layout of a document that holds no PHI: table header rows, document-type
titles, room and bed numbers, program identifiers, the fixed fields of log lines, standard
designations and name spans without letters (docs/nonphi.md, "Layout", ``[run] nonphi_layout``).

On English text unlike the training templates (set 15: forms dumped from a PDF, syslog and ``ls
-l`` listings, ASTM frames, tables of columns), the learned taggers take the words of the page's
layout for names, places, organisations or identifiers.  Each class below is a written form of
the world that holds no person, place or organisation of the text; a final span is dropped
**whatever base found it** when it lies inside one (after the other steps, before the region
veto; nothing is dropped when no learned base's spans are given: an old caller, fails closed):

* **a table's header row** (:func:`header_rows`): a line of three cells or more, split by ``|``,
  tabs or runs of two spaces, followed (after an optional ruler line ``|---|---|``) by a row of
  the same cells holding a digit, and not itself after such a row; no cell of it holds a digit,
  every cell is one to four words and every word is a common English word (Zipf >= 2.5), no
  first name of the English gazetteer or of a Faker locale, or a short capital abbreviation
  (``Client ID | Name | Dose | Days | Take-homes | Nurse``, ``BADGE | NAME ON BADGE | DIET |
  PHOTO CONSENT``, ``Time   Reader   Card   Holder   Result``);
* **a document-type title** (:func:`title_segments`): on the document's first non-blank line or on
  a line in capitals, a segment (cut at `` - ``, brackets, a colon, a tab or two spaces) whose
  last word is a document noun (:data:`DOC_NOUNS`: ``record``, ``report``, ``form``,
  ``notification``, ``note``...), every word common in English (Zipf >= 3.0) and no first name,
  no facility or organisation head (:data:`FACILITY_HEADS`: ``hospital``, ``clinic``,
  ``practice``...) and no name cue (``POLICE CUSTODY HEALTHCARE RECORD``, ``Proxy Access Request
  Form``, ``Link Worker note``);
* **a room, ward or bed number** (:func:`room_number`): one to four digits with an optional
  letter (``22``, ``B214``, ``7B``) right after ``Ward``, ``Room``, ``Bed``, ``Bay``, ``Cubicle``
  or ``Cot``: no gold set of the project marks one;
* **a program identifier** (:func:`program_identifier`): a name, place or organisation span that
  is one word in lower camel case (``topmostSubform``; not after a name particle: ``deShawn``,
  ``van``...) or a word glued to an array index (``Page1[0]``);
* **a fixed field of a log line** (:func:`log_fields`): the group and size columns of an ``ls
  -l`` listing (the group only when it differs from the owner, a user's private group being its
  user name) and the application, process and message ids of a syslog header (RFC 5424 ``<134>1
  TIMESTAMP HOST APP PROCID MSGID``, RFC 3164 ``app[pid]:``); the owner and the host are kept;
* **a standard's designation** (:func:`standard_designation`): the code after a standards body
  (``ASTM E1394``, ``ISO 15189``, ``IEC 60601-1``);
* **a name span without letters** (:func:`letterless_name`): a person-name span whose core holds
  no two letters in a row (``442Z`` of a timestamp ``04:17:09.442Z``, ``21:07:33``).

A model whose stored config predates ``[run] nonphi_layout`` skips the step.  Measured on model
``/tmp/s25/A`` (session 24's code, default config), spans dropped that touch no gold span / touch
one, per development set: see the table at the end of this docstring.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

from multideid.document import Span
from multideid.nonphi.forms import split_dropped
from multideid.nonphi.guards import NAME_CUES, name_cue_before
from multideid.nonphi.hygiene import span_core

__all__ = ["DOC_NOUNS", "FACILITY_HEADS", "enabled", "header_rows", "layout_spans", "letter_group", "log_fields",
           "program_identifier", "room_number", "standard_designation", "time_piece", "title_segments"]

#: the last word of a document-type title (case-folded)
DOC_NOUNS = frozenset("""record records report reports form forms note notes letter card slip sheet log list register
    transcript notification request referral summary certificate voucher envelope checklist callback order
    prescription agreement statement application assessment review minutes memo notice receipt label invoice claim
    questionnaire survey diary handover handoff ticket booklet leaflet declaration directive""".split())
#: words that make a title an institution's name (``MERCY HOSPITAL REPORT`` is no document type)
FACILITY_HEADS = frozenset("""hospital hospitals clinic clinics infirmary hospice centre center practice surgery trust
    university college school church chapel mosque temple pharmacy home homes institute foundation society association
    council board ministry authority department company corporation inc ltd llc agency bank""".split())
_NAME_NOUNS = frozenset({"person", "persons"})
_PERSON = frozenset({"PATIENT", "DOCTOR", "NAME", "PERSON"})
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
_CELL_SPLIT = re.compile(r"[ \t]*\|[ \t]*|\t+|[ ]{2,}")
_RULER = re.compile(r"[ \t|:+=-]*")
_SEGMENT_CUT = re.compile(r"[ \t]+[-–—][ \t]+|[()\[\]:|]|\t|[ ]{2,}")
_ROOM_CUE = re.compile(r"(?i)\b(?:ward|room|bed|bay|cubicle|cot)[ \t]*(?:no\.?|#)?[ \t]*$")
_ROOM = re.compile(r"[A-Z]?\d{1,4}[A-Z]?")
_PARTICLE_START = re.compile(r"(?i)(?:de|da|di|du|del|della|la|le|lo|van|von|mc|mac|al|el|ben|st|ste|o|d)[A-Z]")
_CAMEL = re.compile(r"[a-z]{2,}[A-Z][A-Za-z0-9]*")
_INDEXED = re.compile(r"\[\d+\]")
_LS = re.compile(r"^[ \t]*[-dlcbps][-rwxsStT]{9}[.+@]?[ \t]+\d+[ \t]+(\S+)[ \t]+(\S+)[ \t]+(\d+)[ \t]+", re.M)
_SYSLOG5424 = re.compile(r"^[ \t]*<\d{1,3}>\d{1,2}[ \t]+\S+[ \t]+\S+[ \t]+(\S+)[ \t]+(\S+)[ \t]+(\S+)", re.M)
_SYSLOG3164 = re.compile(r"^[ \t]*<\d{1,3}>[A-Z][a-z]{2}[ \t]+\d{1,2}[ \t]+\d\d:\d\d:\d\d[ \t]+\S+[ \t]+"
                         r"([\w./-]+)\[(\d+)\]:", re.M)
_STANDARD = re.compile(r"\b(?:ASTM|ISO(?:/IEC)?|IEC|ANSI|IEEE|NFPA|CLSI|AAMI|DIN|BS|EN|AS/NZS)[ \t]+"
                       r"([A-Z]{0,2}\d{2,6}(?:[-:.]\d{1,4})*)\b")
_TIMESTAMP = re.compile(r"(?:\d{4}-\d\d-\d\d[T ])?\d\d?:\d\d(?::\d\d(?:[.,]\d{1,9})?)?(?:Z|[+-]\d\d:?\d\d)?")
_DATE_PART = re.compile(r"\d{4}-\d\d-\d\d")
_LETTER_GROUP = re.compile(r"[A-Z](?:[&/][A-Z])+")
#: a header cell's or a title's word this common in English is a label word
CELL_ZIPF = 2.5
TITLE_ZIPF = 3.0
#: a first name this common in English is a label word too
NAME_WORD_ZIPF = 4.0


def enabled(cfg: Mapping | None) -> bool:
    """``[run] nonphi_layout``; a model whose stored config predates the key skips the step."""
    run = (cfg or {}).get("run", {}) or {}
    return bool(run.get("nonphi_layout", False))


@lru_cache(maxsize=8192)
def _zipf(word: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en", wordlist="best")


def _name_word(low: str) -> bool:
    """A first name of the English gazetteer or of a Faker locale that is no very common English
    word (``Link``, ``Age`` and ``Will`` are label words), or a country or state."""
    from multideid.nonphi.fields import given_names

    return (low in given_names() and _zipf(low) < NAME_WORD_ZIPF) or low in _geo_words()


@lru_cache(maxsize=1)
def _geo_words() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer

    lists = load_gazetteer("en").lists
    return frozenset(w.casefold() for key in ("countries", "states") for w in lists.get(key, ()))


# ----------------------------------------------------------------------------------- table headers

def _cells(line: str) -> tuple[str, list[tuple[int, int]]] | None:
    """``(delimiter kind, cell offsets)`` of a table row of three cells or more, else None."""
    body = line.strip()
    if not body:
        return None
    kind = "|" if "|" in body else ("\t" if "\t" in body else "  ")
    if kind == "  " and not re.search(r"\S {2,}\S", body):
        return None
    out = []
    pos = 0
    for m in _CELL_SPLIT.finditer(line):
        if kind == "|" and "|" not in m.group():
            continue
        if kind == "\t" and "\t" not in m.group():
            continue
        out.append((pos, m.start()))
        pos = m.end()
    out.append((pos, len(line)))
    out = [(a, b) for a, b in out if line[a:b].strip()]
    return (kind, out) if len(out) >= 3 else None


def _label_cell(cell: str) -> bool:
    words = cell.split()
    if not 1 <= len(words) <= 4 or any(c.isdigit() for c in cell):
        return False
    for w in words:
        for part in re.split(r"[-/&]", w.strip(".,;:()'\"")):
            if not part:
                continue
            if not part.isalpha():
                return False
            if part.isupper() and len(part) <= 5:
                continue
            if _name_word(part.casefold()) or _zipf(part.casefold()) < CELL_ZIPF:
                return False
    return True


def _same_table(shape, nxt, line: str) -> bool:
    """The row ``line`` (its shape ``nxt``) continues the table of header ``shape``: the same
    delimiter and cells (±1); for columns of spaces, at least half the header's columns start a
    word of the row (a cell of the row may hold single spaces)."""
    kind, cells = shape
    if kind != "  ":
        return nxt is not None and nxt[0] == kind and abs(len(nxt[1]) - len(cells)) <= 1
    starts = [a for a, _ in cells[1:]]
    hits = sum(1 for c in starts if 0 < c < len(line) and line[c - 1] == " " and line[c] != " ")
    return 2 * hits >= len(starts)


def header_rows(text: str) -> list[tuple[int, int]]:
    """The ``[start, end)`` of every table header row of ``text`` (module docstring)."""
    lines = []
    pos = 0
    for line in text.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    if len(lines) > 20000:
        return []
    shapes = [_cells(line) if len(line) <= 400 else None for _, line in lines]
    out = []
    for i, (start, line) in enumerate(lines):
        shape = shapes[i]
        if shape is None:
            continue
        kind, cells = shape
        j = i + 1
        if j < len(lines) and lines[j][1].strip() and _RULER.fullmatch(lines[j][1]) and "-" in lines[j][1]:
            j += 1
        if j >= len(lines) or not any(c.isdigit() for c in lines[j][1]) or not _same_table(shape, shapes[j], lines[j][1]):
            continue
        prev = shapes[i - 1] if i > 0 else None
        if prev is not None and prev[0] == kind and abs(len(prev[1]) - len(cells)) <= 1:
            continue  # a row inside the table, not its first
        if all(_label_cell(line[a:b]) for a, b in cells):
            out.append((start, start + len(line)))
    return out


# ------------------------------------------------------------------------------------------ titles

def _title_segment(seg: str) -> bool:
    words = _WORD.findall(seg)
    if not words or len(words) > 8 or any(c.isdigit() for c in seg):
        return False
    if words[-1].casefold() not in DOC_NOUNS:
        return False
    for w in words:
        low = w.casefold()
        if low in FACILITY_HEADS or low in NAME_CUES or low in _NAME_NOUNS or _name_word(low):
            return False
        if any(_zipf(p) < TITLE_ZIPF for p in re.split(r"['’-]", low) if p):
            return False
    return True


def title_segments(text: str) -> list[tuple[int, int]]:
    """The ``[start, end)`` of the document-type title segments of ``text`` (module docstring)."""
    out = []
    pos = 0
    first = True
    for line in text.split("\n"):
        start = pos
        pos += len(line) + 1
        if not line.strip():
            continue
        letters = [c for c in line if c.isalpha()]
        heading = first or (letters and all(not c.islower() for c in letters))
        first = False
        if not heading or len(line) > 200:
            continue
        a = 0
        for m in list(_SEGMENT_CUT.finditer(line)) + [None]:
            b = m.start() if m else len(line)
            seg = line[a:b]
            if seg.strip() and _title_segment(seg):
                lead = len(seg) - len(seg.lstrip())
                out.append((start + a + lead, start + a + len(seg.rstrip())))
            a = m.end() if m else a
    return out


# ---------------------------------------------------------------------------------- single spans

def room_number(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is a room, ward or bed number (module docstring)."""
    return bool(_ROOM.fullmatch(text, a, b)) and _ROOM_CUE.search(text, max(0, a - 20), a) is not None


def program_identifier(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is a lower-camel-case word or a word glued to an array index."""
    word = text[a:b]
    if _CAMEL.fullmatch(word) and not _PARTICLE_START.match(word):
        return True
    return bool(re.fullmatch(r"[A-Za-z]\w*", word)) and _INDEXED.match(text, b) is not None \
        and (a == 0 or text[a - 1] in ".[ \t\n")


def log_fields(text: str, *, syslog_only: bool = False) -> list[tuple[int, int]]:
    """The ``[start, end)`` of the fixed fields of ``ls -l`` and syslog lines (module docstring)."""
    out = []
    for m in () if syslog_only else _LS.finditer(text):
        if m.group(2) != m.group(1):
            out.append(m.span(2))
        out.append(m.span(3))
    for m in _SYSLOG5424.finditer(text):
        out.extend([m.span(1), m.span(2), m.span(3)])
    for m in _SYSLOG3164.finditer(text):
        out.extend([m.span(1), m.span(2)])
    return out


def standard_designation(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is the code after a standards body (``ASTM E1394``)."""
    for m in _STANDARD.finditer(text, max(0, a - 12), min(len(text), b + 12)):
        if m.start(1) <= a and b <= m.end(1):
            return True
    return False


def time_piece(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` lies inside one ISO 8601 date-time or clock-time token and holds no
    calendar date (``442Z`` of ``2026-11-25T04:17:09.442Z``, ``21:07:33``)."""
    lo = a
    while lo > 0 and not text[lo - 1].isspace() and text[lo - 1] not in "\"'[(,{":
        lo -= 1
    hi = b
    while hi < len(text) and not text[hi].isspace() and text[hi] not in "\"'])},":
        hi += 1
    return _TIMESTAMP.fullmatch(text, lo, hi) is not None and _DATE_PART.search(text, a, b) is None


def letter_group(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is single capitals joined by ``&`` or ``/`` (``D&D``, ``H/L/N``)."""
    return _LETTER_GROUP.fullmatch(text, a, b) is not None


# ------------------------------------------------------------------------------------------ step

def _inside(zones: list[tuple[int, int]], a: int, b: int) -> bool:
    return any(x <= a and b <= y for x, y in zones)


def layout_spans(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],  # noqa: ARG001
                 learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: spans inside a header row, a title, a log line's fixed field, or that
    are a room number, a program identifier, a standard's code or a name without letters
    (module docstring), whatever base found them.  ``learned``: none given, nothing is dropped."""
    from multideid.propagate import coarse_class
    from multideid.nonphi.lists import VETO_CLASSES

    if not learned or not spans:
        return list(spans), []
    zones: dict[str, list[tuple[int, int]]] | None = None
    dropped = []
    for s in spans:
        a, b = span_core(text, s.start, s.end)
        if b <= a:
            continue
        label = coarse_class(s.label)
        vetoable = label in VETO_CLASSES or s.label in VETO_CLASSES
        if (vetoable and (time_piece(text, a, b) or letter_group(text, a, b))) or room_number(text, a, b) \
                or standard_designation(text, a, b):
            dropped.append(s)
            continue
        if zones is None:
            zones = {"header": header_rows(text), "title": title_segments(text), "log": log_fields(text),
                     "syslog": log_fields(text, syslog_only=True)}
        if _inside(zones["log"], a, b) and (label != "USERNAME" or _inside(zones["syslog"], a, b)):
            dropped.append(s)
        elif vetoable and (_inside(zones["header"], a, b) or (not name_cue_before(text, a) and (
                program_identifier(text, a, b) or _inside(zones["title"], a, b)))):
            dropped.append(s)
    return split_dropped(spans, dropped)
