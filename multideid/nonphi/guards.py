"""The fail-closed guards of the non-PHI veto around a region (docs/nonphi.md, rules 3, 7-9):
name cues before a span, capitalised neighbours, longer rules spans, span trimming."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Sequence

from multideid.document import Span
from multideid.nonphi.lists import VETO_CLASSES, Region
from multideid.nonphi.regions import NEAR, line_bounds

__all__ = ["NAME_CUES", "ROLE_CUES", "SENTENCE_WORDS", "capital_neighbour", "name_cue_before", "region_at", "rules_beyond", "trim_span"]

#: words that, right before a span, mark it as a name (compared case-folded, final period dropped)
NAME_CUES = frozenset("""mr mrs ms miss mx dr prof sir madam mister doctor nurse patient pt name pt's patient's
    wife husband spouse son daughter mother father mom dad brother sister grandson granddaughter grandmother
    grandfather aunt uncle niece nephew cousin friend partner fiance fiancee boyfriend girlfriend caregiver
    guardian neighbor neighbour dear contact attn attending resident surgeon physician provider author signed
    signature witness interpreter initials""".split())
#: role words that mark a name only before a colon (``RN: Dez``; ``Jane Roe, MD, Dermatology`` is no cue)
ROLE_CUES = frozenset("rn cna np pa md do lpn pcp ot pt slp sw cm crc by from to cc re".split())
#: sentence words that may stand right before a term (``No``, ``Continue``, ``Referred``): no neighbour
SENTENCE_WORDS = frozenset("""no negative positive neg pos absent present equivocal per via on off start started stop
    stopped continue continued hold held resume resumed restart restarted increase increased decrease decreased
    discussed refer referred consult consulted the a an of at to in for and or uses using takes taking
    daily weekly nightly known modified revised abnormal normal elevated high low mild moderate severe
    prior previous current pending plan history hx dx rx request requested department dept division service
    section unit s/p status post see seen check checked order ordered recommend recommended given gave trial
    failed tried denies reports""".split())
_NAME_ABBREVIATIONS = frozenset("st ste sta mt ft pt sr jr dr mr mrs ms prof univ co inc corp".split())
_TITLE_WORD = re.compile(r"(?:[A-Z][a-z]+|(?:Mc|Mac|O['’])[A-Z][a-z]+)(?:['’-][A-Z]?[a-z]+)*")
_CAPS_WORD = re.compile(r"[A-Z][A-Z'’]{2,}")


#: capitals next to a term that are no name: routes, frequencies, units, common acronyms
_CAPS_OK = frozenset("""IV PO IM SQ SC SL PR NG OD OS OU PRN BID TID QID QD QHS QAM QPM HS AC PC STAT ER XR SR
    ED ICU OR PACU ECG EKG CT MRI CXR CGM HR BP RR SPO2 PT OT SLP DNR DNI NPO CPR LLE RLE LUE RUE NAD WNL RA AF
    HIV LDL HDL VL US UA CBC BMP""".split())
_ANY_CAPS = re.compile(r"[A-Z][A-Z0-9&'’]+")


def _name_like(word: str, upper: bool) -> bool:
    """A word that may be part of a name: in title case (``Kenwood``), or in capitals (``UCSF
    Dermatology``, a header ``DERMATOLOGY ASSOCIATES``) unless a common clinical abbreviation
    (``IV Keppra``, ``Keppra PO``)."""
    if _TITLE_WORD.fullmatch(word):
        return True
    if upper:
        return bool(_CAPS_WORD.fullmatch(word)) and word not in _CAPS_OK
    return bool(_ANY_CAPS.fullmatch(word)) and word not in _CAPS_OK


def name_cue_before(text: str, start: int) -> bool:
    a, _ = line_bounds(text, start, start)
    before = text[a:start]
    words = re.findall(r"[\w'’]+", before)[-2:]
    if not words:
        return False
    last = words[-1].casefold()
    tail = before.rstrip()
    if last in NAME_CUES:
        return True
    if last in ROLE_CUES and ":" in before[before.casefold().rfind(last):]:
        return True
    return len(words) == 2 and f"{words[0]} {words[1]}".casefold() in {"seen by", "spoke with", "signed by",
                                                                        "referred by", "care of", "c o"} \
        or tail.endswith(("c/o", "Pt:", "PT:"))


def region_at(regions: Sequence[Region], starts: Sequence[int], i: int) -> Region | None:
    """The region holding offset ``i`` (regions sorted and disjoint; ``starts`` their starts)."""
    k = bisect_right(starts, i) - 1
    return regions[k] if k >= 0 and regions[k].start <= i < regions[k].end else None


def capital_neighbour(text: str, region: Region, regions: Sequence[Region], starts: Sequence[int]) -> bool:
    """A capitalised word outside every region next to ``region`` on its line (or after ``of``,
    ``at``, ``for`` right after it): the term may be part of a longer name."""
    if region.kind == "headers":  # a header segment is cut at its ends (" - ", "(", ":", two spaces)
        return False
    a, b = line_bounds(text, region.start, region.end)
    upper = text[region.start:region.end].isupper()
    # a line without capitals writes names in lower case too ("from reyes nursing home"): any word
    # before the term may be part of a name, except the sentence words of SENTENCE_WORDS
    lower_line = not any(c.isupper() for c in text[a:min(b, region.start + NEAR)])

    def in_region(i: int) -> bool:
        return region_at(regions, starts, i) is not None

    # a laterality and a body site ("Tattoo L forearm", "ORIF L DISTAL RADIUS") is no part of a name
    left = None if region.lateral else re.search(r"([\w'’.&]+)[ \t]*[-–]?[ \t]*$", text[a:region.start])
    if left and left.end() == region.start - a and left.group(1) and region.start > a:
        word = left.group(1).rstrip(".")
        sep = text[a + left.end(1):region.start]
        # a sentence's last word is no neighbour ("95% RA. C-collar"), a title's abbreviation is ("St. Jude")
        ended = left.group(1).endswith(".") and word.casefold() not in _NAME_ABBREVIATIONS
        if not ended and sep.strip(" \t-–") == "" and word.casefold() not in SENTENCE_WORDS \
                and not in_region(a + left.start(1)) and (_name_like(word, upper)
                                                          or (lower_line and word.isalpha() and len(word) > 1)):
            return True
    right = re.match(r"[ \t]*[-–]?[ \t]*(?:(?:of|at|for|de|in)[ \t]+(?:the[ \t]+)?)?([\w'’&]+)", text[region.end:b])
    if right and right.group(1):
        word = right.group(1)
        if _name_like(word, upper) and not in_region(region.end + right.start(1)):
            gap = text[region.end:region.end + right.start(1)]
            # a term in mixed case that ends in a lower-case head ("Lasègue sign", "Epley manoeuvre")
            # is no first part of "X of Y": only a word right next to it counts
            term = text[region.start:region.end]
            headed = term[-1:].islower() and term.split()[-1].islower() and any(c.isupper() for c in term)
            if gap.strip(" \t-–") == "" or (not headed and re.fullmatch(r"[ \t]*(?:of|at|for|de|in)[ \t]+(?:the[ \t]+)?", gap)):
                return True
    return False


def rules_beyond(text: str, regions: Sequence[Region], starts: Sequence[int],
                  rule_spans: Iterable[Span]) -> set[int]:
    """Indices of the regions that a rules span of a vetoable class overlaps and reaches beyond."""
    from multideid.propagate import coarse_class

    out: set[int] = set()
    for s in rule_spans:
        if not (coarse_class(s.label) in VETO_CLASSES or s.label in VETO_CLASSES):
            continue
        a, b = trim_span(text, s.start, s.end)
        k = max(0, bisect_right(starts, a) - 1)
        while k < len(regions) and regions[k].start < b:
            r = regions[k]
            if a < r.end and r.start < b and (a < r.start or b > r.end):
                out.add(k)
            k += 1
    return out


#: lower-case function words a span may carry at its edges ("via MyChart") without being a name
_EDGE_WORDS = frozenset("via per on of the a an at to in for with and or".split())
_EDGE = re.compile(r"\s*([a-z]+)\s+")
_EDGE_END = re.compile(r"\s+([a-z]+)\s*$")


def trim_span(text: str, a: int, b: int) -> tuple[int, int]:
    """The span's core: without surrounding white space and lower-case function words."""
    while True:
        while a < b and text[a].isspace():
            a += 1
        while b > a and text[b - 1].isspace():
            b -= 1
        m = _EDGE.match(text, a, b)
        if m and m.group(1) in _EDGE_WORDS and m.end() < b:
            a = m.end()
            continue
        m = _EDGE_END.search(text, a, b)
        if m and m.group(1) in _EDGE_WORDS and m.start() > a:
            b = m.start()
            continue
        return a, b
