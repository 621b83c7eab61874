"""Finding the non-PHI clinical-term regions of a text from the lists (docs/nonphi.md, "The
lists"; guards 4-6 live here: context for eponyms, places and ambiguous words, case)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from multideid.nonphi.lists import FILES, WORD_SPLIT, Entry, Region, parse_list, read_list
from multideid.nonphi.unlisted import unlisted_regions

__all__ = ["NEAR", "find_regions", "line_bounds", "name_place_words"]

_SEP = r"(?:[ \t]*[-‐–][ \t]*|[ \t]+)"
_NUM = (r"[ \t]*(?::|=|of)?[ \t]*(?:(?:score|grade|class|stage|category|type|total)[ \t:]*)?"
        r"(?:\d{1,2}(?:\.\d)?(?:[ \t]*[+/][ \t]*\d{1,2})*(?:[ \t]*=[ \t]*\d{1,2})?|I{1,3}V?|IV|V)"
        r"(?!\d|[.,:/-]\d)(?![A-Za-z])(?![ \t]*(?:y\b|yo\b|y/o|yrs?\b|years?\b|-?year|months?\b|mos?\b|[ap]\.?m\b|%))")
_DOSE = r"[ \t]+\d+(?:\.\d+)?[ \t]*(?:mg|mcg|µg|g|mL|ml|units?|IU|mg/mL|%)(?![A-Za-z])"
_LABEL_END = re.compile(r"[ \t]*:")
#: a finding word after a sign that is no name ("Tinel negative", "Phalen +")
_POST = re.compile(r"[ \t]*(?:negative|positive|neg\b|pos\b|absent|present|equivocal|\(?[+-]\)?(?![\w+-]))",
                   re.IGNORECASE)
#: a credential after a name and a comma, or after another credential ("Jo Ng, CRC", "MD, CRC")
_POSTNOMINAL = re.compile(r"(?:[a-z.'’]|\b[A-Z]{2,}|\bPhD)[ \t]*,[ \t]*$")
_ID_LABEL_END = re.compile(r"[ \t]*#|[ \t]+\d")
#: a laterality right before a term, with a cannula gauge or a French size before it (``L``, ``R.``,
#: ``left``, ``B/L``, ``bilateral``, ``20G R``, ``18 G L``)
_LATERAL = re.compile(r"(?<![\w/&])(?:\d{1,2}[ \t]?(?:G|g|ga|Fr)[ \t]+)?"
                      r"(?:L|R|B/L|Lt|Rt|LT|RT|left|right|Left|Right|LEFT|RIGHT"
                      r"|bilateral|Bilateral|BILATERAL|bilat|Bilat)"
                      r"\.?[ \t]+$")
#: a French size before a drain or catheter ("19 Fr Blake", "14F Foley"): context for a device
_FRENCH = re.compile(r"(?<![\w.])\d{1,2}[ \t]?(?:Fr|French|F)\.?[ \t]+$")
#: clinical notation that is no name: obstetric formula (G2P0, G3P1011, G2 P1), chemotherapy cycle
#: and day (C4D1), and lower-case words built on clinical suffixes (cholangiogram, tendinitis; not in
#: title case: a company may be named so, "Innography")
_NOTATION = re.compile(r"(?<![\w-])(?:G\d{1,2}[ \t]?P\d{1,4}(?:[-,]\d{1,2}){0,3}|C\d{1,2}[ \t]?D\d{1,2}"
                       r"|[a-z]{3,}(?:ectomy|ectomies|otomy|ostomy|ogram|ograms|ography|oscopy|oplasty|plasty"
                       r"|opathy|itis|algia|penia|cytosis|megaly|rrhea|rrhoea|plegia|paresis))(?![\w-])")
#: a count after an instrument ("Allis clamps x2")
_COUNT = re.compile(r"[ \t]*[x×][ \t]?\d{1,2}(?![\w.])")
_PRE = re.compile(r"(?:(?<!\w)(?:negative|positive|neg\.?|pos\.?|no|absent|present|equivocal|bilateral)[ \t]+"
                  r"|\(\+\)[ \t]*|\(-\)[ \t]*|(?<![\w+])\+)$", re.IGNORECASE)


def _phrase(s: str) -> str:
    return _SEP.join(re.escape(w) for w in WORD_SPLIT.split(s.strip()) if w) or re.escape(s)


@dataclass
class _Compiled:
    entry: Entry
    kind: str
    term: re.Pattern
    head: re.Pattern | None
    num: re.Pattern | None
    ambiguous: bool
    any_name: bool  # some word of it is a first name, surname or place (Hand, Back)


@lru_cache(maxsize=1)
def name_place_words() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer

    g = load_gazetteer("en")
    out: set[str] = set()
    for key in ("first_names", "last_names", "cities", "states", "countries"):
        out.update(g.lists.get(key, ()))
    return frozenset(out)


@lru_cache(maxsize=1)
def _matchers() -> dict[str, list[_Compiled]]:
    """First word (case-folded) -> the compiled entries starting with it."""
    from multideid.base_systems.gazetteers import norm

    table: dict[str, list[_Compiled]] = {}
    seen: set[Entry] = set()
    names = name_place_words()
    for lf in FILES:
        if lf.words:  # header words: multideid.nonphi.headers
            continue
        kind = lf.name.rsplit(".", 1)[0]
        for e in parse_list(lf, read_list(lf.name)):
            if e in seen:
                continue
            seen.add(e)
            words = [w for w in WORD_SPLIT.split(e.term.strip()) if w]
            # every word a first name, surname or place (Allegra, Jobst, Jackson-Pratt): needs context,
            # and an eponym or place with head nouns of its own takes only those ("Smith fracture")
            amb = all(norm(w) in names for w in words)
            any_name = any(norm(w) in names for w in words)
            flags = 0 if e.case_sensitive else re.IGNORECASE
            suffix = "" if e.case_sensitive else r"(?:['’]s|s['’]?)?"
            term = re.compile(_phrase(e.term) + suffix + r"(?![\w])", flags)
            own = amb and bool(e.own_heads)
            heads = sorted(e.own_heads if own else e.heads, key=len, reverse=True)
            head = re.compile(r"(?:['’]s)?(?:[ \t]+|[ \t]*-[ \t]*)(?:" + "|".join(_phrase(h) for h in heads)
                              + r")(?![\w])", re.IGNORECASE) if heads else None
            num = re.compile(_DOSE if e.dose else _NUM) if (e.num or e.dose or kind == "scales") else None
            first = WORD_SPLIT.split(e.term.strip())[0].casefold()
            first = re.match(r"\w+", first).group() if re.match(r"\w+", first) else first
            table.setdefault(first, []).append(_Compiled(e, kind, term, head, num, amb, any_name))
    return table


_WORD = re.compile(r"\w+")


def find_regions(text: str) -> list[Region]:
    """The clinical-term regions of ``text``, adjacent ones merged (only spaces or a hyphen
    between them on one line)."""
    table = _matchers()
    found: list[Region] = []
    pending: list[Region] = []
    for w in _WORD.finditer(text):
        cands = table.get(w.group().casefold())
        if not cands or (w.start() > 0 and (text[w.start() - 1].isalnum() or text[w.start() - 1] in "_")):
            continue
        for c in cands:
            m = c.term.match(text, w.start())
            if not m:
                continue
            if c.entry.colon:
                # a label is written capitalised ("Ward:"); "william ward: sorry" may be a name
                # and never right after an initial ("F. WARD:" is a name)
                after_initial = re.search(r"\b[A-Z]\.[ \t]*$", text[max(0, m.start() - 4):m.start()])
                if m.group()[:1].isupper() and not after_initial and (_LABEL_END.match(text, m.end()) or (
                        c.entry.case_sensitive and _ID_LABEL_END.match(text, m.end()))):
                    found.append(Region(m.start(), m.end(), c.kind))
                continue
            start, end = m.start(), m.end()
            contexted = False
            h = c.head.match(text, end) if c.head else None
            while h:  # heads in a row: "West Nile virus IgM", "Lyme disease serology"
                end, contexted = h.end(), True
                h = c.head.match(text, end)
            n = c.num.match(text, end) if c.num else None
            if n:
                end, contexted = n.end(), True
            if c.kind in ("devices", "eponyms"):
                k = _COUNT.match(text, end)
                end = k.end() if k else end
                fr = _FRENCH.search(text, max(0, start - 12), start) if c.kind == "devices" else None
                if fr:  # the size is part of the term ("19 Fr Blake")
                    start, contexted = fr.start(), True
            lat = _LATERAL.search(text, max(0, start - 24), start) if c.entry.lat else None
            # a body site after a laterality is written in lower case ("L hand"); in title case it may be
            # a surname after an initial ("Jane L Hand"); in a line of capitals only a multi-word site
            # or an acronym ("L DISTAL RADIUS", "L TKR")
            term_text = m.group()
            lat_ok = bool(lat) and not c.any_name and (
                not any(ch.isupper() for ch in term_text) or c.entry.case_sensitive
                or (not _mixed_line(text, m.start()) and len(WORD_SPLIT.split(term_text.strip())) > 1))
            if lat:
                start, contexted = lat.start(), True
            # an acronym whose word is also a name (GERD/Gerd, TIA/Tia) is taken alone only on a
            # line in mixed case: in a line of capitals it may be the name
            needs = c.entry.context or (c.ambiguous and not (c.entry.term.isupper() and _mixed_line(text, m.start())))
            if needs and not contexted:
                before = text[max(0, m.start() - 12):m.start()]
                finding = c.entry.pre and (_PRE.search(before) or (not c.ambiguous and _POST.match(text, m.end())))
                if not finding and not (c.kind == "credentials" and _POSTNOMINAL.search(before)):
                    if c.kind == "abbreviations" and c.entry.case_sensitive and not c.ambiguous:
                        pending.append(Region(start, end, c.kind))  # a short acronym: next to a term?
                    continue
            # a laterality region is "lateral" (no left-neighbour guard) when no word of it may be a name
            found.append(Region(start, end, c.kind, lat_ok))
    found.extend(_next_to_terms(pending, found, text))
    found.extend(unlisted_regions(text, found))
    from multideid.nonphi.headers import header_regions

    found.extend(header_regions(text))
    found.extend(_notation(text))
    found.extend(_hl7_codes(text))
    return _merge(found, text)


def _notation(text: str) -> list[Region]:
    """Obstetric formulas, chemotherapy cycles and clinical-suffix words (:data:`_NOTATION`); a
    suffix word that the English gazetteer holds as a name or place is none."""
    from multideid.base_systems.gazetteers import norm

    names = name_place_words()
    return [Region(m.start(), m.end(), "notation") for m in _NOTATION.finditer(text)
            if m.group()[:1] in "GC" and m.group()[1:2].isdigit() or norm(m.group()) not in names]


def _hl7_codes(text: str) -> list[Region]:
    """The codes of HL7 v2 segments that hold no PHI: segment ids and short coded components
    (``MSH``, ``PID``, sex ``M``, message type ``ADT``): :func:`hl7_code_regions` of the records
    pack (never a field that may hold a name, never free text)."""
    from multideid.base_systems.packs.records import hl7_code_regions

    return [Region(a, b, "hl7") for a, b in hl7_code_regions(text)]


def _next_to_terms(pending: list[Region], found: list[Region], text: str) -> list[Region]:
    """The short acronyms of ``pending`` (``VUS``, ``BCF``) that stand right next to another
    term, only spaces or a hyphen between (``BRCA2 VUS``): clinical context, not initials."""
    if not pending or not found:
        return []
    starts = {r.start for r in found}
    ends = {r.end for r in found}
    out = []
    for p in pending:
        left = re.search(r"[ \t]{1,2}-?[ \t]*$", text[max(0, p.start - 4):p.start])
        right = re.match(r"[ \t]*-?[ \t]{1,2}", text[p.end:p.end + 4])
        if (left and p.start - len(left.group()) in ends) or (right and p.end + right.end() in starts):
            out.append(p)
    return out


def _mixed_line(text: str, pos: int) -> bool:
    """Lower-case letters on the line near ``pos`` (within NEAR characters: bounded work)."""
    a, b = line_bounds(text, pos, pos)
    return any(ch.islower() for ch in text[a:b])


def _merge(regions: list[Region], text: str) -> list[Region]:
    out: list[Region] = []
    for r in sorted(regions, key=lambda r: (r.start, -r.end)):
        if out and (r.start <= out[-1].end or re.fullmatch(r"[ \t]*[-‐–/]?[ \t]*", text[out[-1].end:r.start])):
            last = out[-1]
            out[-1] = Region(last.start, max(last.end, r.end), last.kind if last.end >= r.end else r.kind,
                             last.lateral and (r.lateral or r.end <= last.end))
        else:
            out.append(r)
    return out




#: how far the guards look along a line (bounded work on a huge single-line document)
NEAR = 200


def line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The line around ``[start, end)``, cut to NEAR characters on each side."""
    a = text.rfind("\n", max(0, start - NEAR), start) + 1
    a = max(a, start - NEAR)
    b = text.find("\n", end, end + NEAR)
    return a, (min(len(text), end + NEAR) if b < 0 else b)
