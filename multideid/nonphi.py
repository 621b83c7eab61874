"""The non-PHI veto (``[run] nonphi_veto``): predicted name, place and organisation spans that lie
inside a known clinical term are removed before propagation (docs/nonphi.md).

A model trained on synthetic notes tags capitalised clinical vocabulary as PHI in text unlike its
templates: eponymous signs and scores (``Tanner stage 3``, ``negative Romberg``), diseases named
after places (``West Nile IgM``), drug and device brands (``Keppra``, ``PleurX drain``),
departments (``Dermatology``) and credentials (``FRCSC``).  This step finds such **regions** in
the document from word lists shipped with the package (``multideid/data/nonphi/*.txt``, pinned
by digest in the model: :func:`lists_digest`) and drops a final span only when all of these hold
(it fails closed: a wrong veto leaks PHI):

* the document is English (its ``metadata["language"]``, else the detected language): the lists
  hold English terms only, so Spanish output never changes;
* the span's class is a name, place, organisation or profession (:data:`VETO_CLASSES`, after the
  label maps of :func:`multideid.propagate.coarse_class`), never a date, ID, phone, age, ...;
* the span lies entirely inside one region (adjacent regions merge: ``Home Health Skilled
  Nursing``); a longer span (``Parkinson's Clinic of Ohio``) is never cut or removed;
* an eponym or a place (eponyms.txt, places.txt) and a listed word that the English gazetteer
  also holds as a first name, surname or place (``Allegra``, ``Jobst``) form a region only with
  their clinical context: a head noun (``Lynch syndrome``, ``Bristol stool type``), a score
  after it where the entry allows (``Ballard 38``) or a finding word before it (``negative
  Romberg``); ``Dr. Tanner``, ``Mrs Lynch`` and ``lives in Bristol`` are no region at all;
* all-capital entries (acronyms, credentials) match only in capitals (``ASA`` never ``Asa``),
  and two-letter ones that are US state or Canadian province codes are refused by the loader;
* no name cue stands right before the span (a title ``Dr.``/``Mrs``, ``Patient:``, ``Name:``,
  ``wife``, ``seen by``, ...);
* the region touches no capitalised word on its line that is not itself part of a region
  (``Kenwood Internal Medicine``, ``Dermatology Associates``, ``Hospice of the Valley``: the term
  may be part of an organisation's name), except a few sentence words (``No``, ``Continue``...);
* no span of the rules base of a vetoable class overlaps the region and reaches beyond it (a
  high-precision rule saw a longer name there).

The step is a pure function of the text, the spans and the pinned lists (and the pinned
gazetteer), so a model's output stays reproducible.
"""

from __future__ import annotations

import hashlib
import re
from bisect import bisect_right
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from multideid.document import Span

__all__ = ["FILES", "VETO_CLASSES", "Region", "enabled", "find_regions", "lists_digest", "veto_document",
           "veto_spans"]

#: bump when the matcher changes what a list entry matches (part of the pinned digest)
FORMAT = 1

#: the classes a region may veto (after :func:`multideid.propagate.coarse_class`); the native name
#: and place labels of the dictionary base too (``run --bases dictionary`` without a model).  Never
#: PROFESSION ("mental health nurse"), DATE, AGE, ID, PHONE, FAX, EMAIL, URL, IP, USERNAME.
VETO_CLASSES = frozenset({"PATIENT", "DOCTOR", "NAME", "PERSON", "HOSPITAL", "ORGANIZATION", "LOCATION",
                          "FIRST_NAME", "LAST_NAME", "CITY", "STATE", "COUNTRY"})

_DRUG_HEADS = ("tablet", "tablets", "tab", "tabs", "capsule", "capsules", "cap", "caps", "injection", "pen", "patch",
               "inhaler", "cream", "ointment", "gel", "drops", "solution", "suspension", "syrup", "infusion", "drip",
               "gtt", "XR", "ER", "SR", "XL", "CR", "DR", "ODT", "HCT", "-D")
_DEVICE_HEADS = ("drain", "drains", "catheter", "pump", "pod", "sensor", "monitor", "CGM", "device", "system", "badge",
                 "app", "portal", "account", "message", "glove", "gloves", "stocking", "stockings", "sleeve",
                 "garment", "valve", "line", "port", "bag", "collar", "brace", "splint", "tube", "dressing",
                 "scan", "test", "G6", "G7", "2", "3", "5")
_SCALE_HEADS = ("score", "scores", "scale", "class", "classification", "stage", "grade", "criteria", "index",
                "category", "total")
_EPONYM_HEADS = ("sign", "signs", "test", "tests", "testing", "score", "scores", "scale", "syndrome", "disease",
                 "criteria", "classification", "class", "stage", "staging", "grade", "maneuver", "manoeuvre",
                 "reflex", "phenomenon", "triad", "index", "rule", "rules", "procedure", "operation", "type",
                 "guidelines", "lesion", "lesions", "node", "nodes")
_PLACE_HEADS = ("virus", "viruses", "fever", "disease", "encephalitis", "IgM", "IgG", "antibody", "antibodies",
                "serology", "serologies", "titer", "titers", "titre", "titres", "PCR", "infection", "test",
                "testing", "vaccine", "immune", "immunity")
_SERVICE_HEADS = ("clinic", "department", "dept", "service", "services", "unit", "team", "consult", "consultation",
                  "ward", "note", "notes", "follow-up", "referral", "board", "conference", "rounds", "visit")


@dataclass(frozen=True)
class ListFile:
    """One word list: its default head nouns, whether a bare entry needs context, and whether
    a dose (``10 mg``) counts as context."""

    name: str
    heads: tuple[str, ...]
    always_context: bool
    dose: bool = False


#: the lists, in package data ``multideid/data/nonphi/``
FILES: tuple[ListFile, ...] = (
    ListFile("drugs.txt", _DRUG_HEADS, False, dose=True),
    ListFile("devices.txt", _DEVICE_HEADS, False),
    ListFile("scales.txt", _SCALE_HEADS, False),
    ListFile("eponyms.txt", _EPONYM_HEADS, True),
    ListFile("places.txt", _PLACE_HEADS, True),
    ListFile("services.txt", _SERVICE_HEADS, False),
    ListFile("credentials.txt", (), False),
    ListFile("labels.txt", (), True),
    ListFile("abbreviations.txt", (), False),
)

#: US state and Canadian province codes: never a vetoable acronym
_POSTAL = frozenset("""AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ
    NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP AB BC MB NB NL NS NT NU ON PE QC SK
    YT""".split())
_FLAGS = frozenset({"ctx", "num", "pre", "cs", "colon"})


@dataclass(frozen=True)
class Entry:
    term: str
    heads: tuple[str, ...]
    context: bool  # needs a head, a score (num) or a finding word (pre)
    num: bool
    pre: bool
    dose: bool
    case_sensitive: bool
    colon: bool = False  # a form label: only right before a colon (an ID label: or a number)
    own_heads: tuple[str, ...] = ()  # the entry's own head nouns (without the file's defaults)


@dataclass(frozen=True)
class Region:
    """A clinical term's character range ``[start, end)`` and its list (``drugs``...)."""

    start: int
    end: int
    kind: str


def _read(name: str) -> str:
    return resources.files("multideid").joinpath("data", "nonphi", name).read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def lists_digest() -> str:
    """SHA-256 over the matcher's format and every list file (``model.current_pins``)."""
    h = hashlib.sha256(f"nonphi-format-{FORMAT}\0".encode())
    for f in FILES:
        h.update(f.name.encode() + b"\0" + _read(f.name).encode("utf-8") + b"\1")
    return h.hexdigest()


def _parse(lf: ListFile, text: str) -> list[Entry]:
    out = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        term = parts[0]
        extra = tuple(h.strip() for h in parts[1].split(";") if h.strip()) if len(parts) > 1 else ()
        flags = {f.strip() for f in parts[2].split(";") if f.strip()} if len(parts) > 2 else set()
        if not term or len(parts) > 3 or flags - _FLAGS:
            raise ValueError(f"multideid/data/nonphi/{lf.name}:{lineno}: malformed entry")
        letters = [c for c in term if c.isalpha()]
        # capitals inside a word (ASA, mRS, MyChart) are part of the name: matched as written
        cs = "cs" in flags or (len(letters) > 1 and any(c.isupper() for w in _WORDS.split(term) for c in w[1:]))
        if cs and term.upper() in _POSTAL:
            raise ValueError(f"multideid/data/nonphi/{lf.name}:{lineno}: a state or province code is PHI")
        # up to three capitals may be a person's initials or a hospital's (JVD, PMH): never alone
        short = cs and len(letters) <= 3 and term.isalpha() and term.isupper()
        out.append(Entry(term, tuple(dict.fromkeys((*extra, *lf.heads))), lf.always_context or "ctx" in flags or short,
                         "num" in flags, "pre" in flags, lf.dose, cs, "colon" in flags, extra))
    return out


_SEP = r"(?:[ \t]*[-‐–][ \t]*|[ \t]+)"
_WORDS = re.compile(r"[\s\-‐–]+")
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
_PRE = re.compile(r"(?:(?<!\w)(?:negative|positive|neg\.?|pos\.?|no|absent|present|equivocal|bilateral)[ \t]+"
                  r"|\(\+\)[ \t]*|\(-\)[ \t]*|(?<![\w+])\+)$", re.IGNORECASE)


def _phrase(s: str) -> str:
    return _SEP.join(re.escape(w) for w in _WORDS.split(s.strip()) if w) or re.escape(s)


@dataclass
class _Compiled:
    entry: Entry
    kind: str
    term: re.Pattern
    head: re.Pattern | None
    num: re.Pattern | None
    ambiguous: bool


@lru_cache(maxsize=1)
def _name_place_words() -> frozenset[str]:
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
    names = _name_place_words()
    for lf in FILES:
        kind = lf.name.rsplit(".", 1)[0]
        for e in _parse(lf, _read(lf.name)):
            if e in seen:
                continue
            seen.add(e)
            words = [w for w in _WORDS.split(e.term.strip()) if w]
            # every word a first name, surname or place (Allegra, Jobst, Jackson-Pratt): needs context,
            # and an eponym or place with head nouns of its own takes only those ("Smith fracture")
            amb = all(norm(w) in names for w in words)
            flags = 0 if e.case_sensitive else re.IGNORECASE
            suffix = "" if e.case_sensitive else r"(?:['’]s|s['’]?)?"
            term = re.compile(_phrase(e.term) + suffix + r"(?![\w])", flags)
            own = amb and bool(e.own_heads)
            heads = sorted(e.own_heads if own else e.heads, key=len, reverse=True)
            head = re.compile(r"(?:['’]s)?(?:[ \t]+|[ \t]*-[ \t]*)(?:" + "|".join(_phrase(h) for h in heads)
                              + r")(?![\w])", re.IGNORECASE) if heads else None
            num = re.compile(_DOSE if e.dose else _NUM) if (e.num or e.dose or kind == "scales") else None
            first = _WORDS.split(e.term.strip())[0].casefold()
            first = re.match(r"\w+", first).group() if re.match(r"\w+", first) else first
            table.setdefault(first, []).append(_Compiled(e, kind, term, head, num, amb))
    return table


_WORD = re.compile(r"\w+")


def find_regions(text: str) -> list[Region]:
    """The clinical-term regions of ``text``, adjacent ones merged (only spaces or a hyphen
    between them on one line)."""
    table = _matchers()
    found: list[Region] = []
    for w in _WORD.finditer(text):
        cands = table.get(w.group().casefold())
        if not cands or (w.start() > 0 and (text[w.start() - 1].isalnum() or text[w.start() - 1] in "_")):
            continue
        for c in cands:
            m = c.term.match(text, w.start())
            if not m:
                continue
            if c.entry.colon:
                if _LABEL_END.match(text, m.end()) or (c.entry.case_sensitive and _ID_LABEL_END.match(text, m.end())):
                    found.append(Region(m.start(), m.end(), c.kind))
                continue
            end = m.end()
            contexted = False
            h = c.head.match(text, end) if c.head else None
            while h:  # heads in a row: "West Nile virus IgM", "Lyme disease serology"
                end, contexted = h.end(), True
                h = c.head.match(text, end)
            n = c.num.match(text, end) if c.num else None
            if n:
                end, contexted = n.end(), True
            # an acronym whose word is also a name (GERD/Gerd, TIA/Tia) is taken alone only on a
            # line in mixed case: in a line of capitals it may be the name
            needs = c.entry.context or (c.ambiguous and not (c.entry.term.isupper() and _mixed_line(text, m.start())))
            if needs and not contexted:
                before = text[max(0, m.start() - 12):m.start()]
                finding = c.entry.pre and (_PRE.search(before) or (not c.ambiguous and _POST.match(text, m.end())))
                if not finding and not (c.kind == "credentials" and _POSTNOMINAL.search(before)):
                    continue
            found.append(Region(m.start(), end, c.kind))
    return _merge(found, text)


def _mixed_line(text: str, pos: int) -> bool:
    """Lower-case letters on the line near ``pos`` (within _NEAR characters: bounded work)."""
    a, b = _line_bounds(text, pos, pos)
    return any(ch.islower() for ch in text[a:b])


def _merge(regions: list[Region], text: str) -> list[Region]:
    out: list[Region] = []
    for r in sorted(regions, key=lambda r: (r.start, -r.end)):
        if out and (r.start <= out[-1].end or re.fullmatch(r"[ \t]*[-‐–/]?[ \t]*", text[out[-1].end:r.start])):
            last = out[-1]
            out[-1] = Region(last.start, max(last.end, r.end), last.kind if last.end >= r.end else r.kind)
        else:
            out.append(r)
    return out


# ------------------------------------------------------------------------------ guards

#: words that, right before a span, mark it as a name (compared case-folded, final period dropped)
NAME_CUES = frozenset("""mr mrs ms miss mx dr prof sir madam mister doctor nurse patient pt name pt's patient's
    wife husband spouse son daughter mother father mom dad brother sister grandson granddaughter grandmother
    grandfather aunt uncle niece nephew cousin friend partner fiance fiancee boyfriend girlfriend caregiver
    guardian neighbor neighbour dear contact attn attending resident surgeon physician provider author signed
    signature witness interpreter""".split())
#: role words that mark a name only before a colon (``RN: Dez``; ``Jane Roe, MD, Dermatology`` is no cue)
ROLE_CUES = frozenset("rn cna np pa md do lpn pcp ot pt slp sw cm crc by from to cc re".split())
_LEFT_OK = frozenset("""no negative positive neg pos absent present equivocal per via on off start started stop
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


#: how far the guards look along a line (bounded work on a huge single-line document)
_NEAR = 200


def _line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The line around ``[start, end)``, cut to _NEAR characters on each side."""
    a = text.rfind("\n", max(0, start - _NEAR), start) + 1
    a = max(a, start - _NEAR)
    b = text.find("\n", end, end + _NEAR)
    return a, (min(len(text), end + _NEAR) if b < 0 else b)


def _name_cue_before(text: str, start: int) -> bool:
    a, _ = _line_bounds(text, start, start)
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


def _region_at(regions: Sequence[Region], starts: Sequence[int], i: int) -> Region | None:
    """The region holding offset ``i`` (regions sorted and disjoint; ``starts`` their starts)."""
    k = bisect_right(starts, i) - 1
    return regions[k] if k >= 0 and regions[k].start <= i < regions[k].end else None


def _capital_neighbour(text: str, region: Region, regions: Sequence[Region], starts: Sequence[int]) -> bool:
    """A capitalised word outside every region next to ``region`` on its line (or after ``of``,
    ``at``, ``for`` right after it): the term may be part of a longer name."""
    a, b = _line_bounds(text, region.start, region.end)
    upper = text[region.start:region.end].isupper()

    def in_region(i: int) -> bool:
        return _region_at(regions, starts, i) is not None

    left = re.search(r"([\w'’.&]+)[ \t]*[-–]?[ \t]*$", text[a:region.start])
    if left and left.end() == region.start - a and left.group(1) and region.start > a:
        word = left.group(1).rstrip(".")
        sep = text[a + left.end(1):region.start]
        # a sentence's last word is no neighbour ("95% RA. C-collar"), a title's abbreviation is ("St. Jude")
        ended = left.group(1).endswith(".") and word.casefold() not in _NAME_ABBREVIATIONS
        if not ended and sep.strip(" \t-–") == "" and word.casefold() not in _LEFT_OK \
                and not in_region(a + left.start(1)) and _name_like(word, upper):
            return True
    right = re.match(r"[ \t]*[-–]?[ \t]*(?:(?:of|at|for|de|in)[ \t]+(?:the[ \t]+)?)?([\w'’&]+)", text[region.end:b])
    if right and right.group(1):
        word = right.group(1)
        if _name_like(word, upper) and not in_region(region.end + right.start(1)):
            gap = text[region.end:region.end + right.start(1)]
            if gap.strip(" \t-–") == "" or re.fullmatch(r"[ \t]*(?:of|at|for|de|in)[ \t]+(?:the[ \t]+)?", gap):
                return True
    return False


def _rules_beyond(text: str, regions: Sequence[Region], starts: Sequence[int],
                  rule_spans: Iterable[Span]) -> set[int]:
    """Indices of the regions that a rules span of a vetoable class overlaps and reaches beyond."""
    from multideid.propagate import coarse_class

    out: set[int] = set()
    for s in rule_spans:
        if not (coarse_class(s.label) in VETO_CLASSES or s.label in VETO_CLASSES):
            continue
        a, b = _trim(text, s.start, s.end)
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


def _trim(text: str, a: int, b: int) -> tuple[int, int]:
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


def veto_spans(text: str, spans: Sequence[Span], *, rule_spans: Sequence[Span] = ()) -> tuple[list[Span], list[Span]]:
    """``(kept, vetoed)``: the spans of ``text`` with those inside a clinical-term region removed
    (the rules of the module docstring)."""
    from multideid.propagate import coarse_class

    cand = [s for s in spans if coarse_class(s.label) in VETO_CLASSES or s.label in VETO_CLASSES]
    if not cand:
        return list(spans), []
    regions = find_regions(text)
    if not regions:
        return list(spans), []
    starts = [r.start for r in regions]
    kept_by_rules = _rules_beyond(text, regions, starts, rule_spans)
    vetoed: list[Span] = []
    for s in cand:
        a, b = _trim(text, s.start, s.end)
        k = bisect_right(starts, a) - 1
        r = regions[k] if k >= 0 else None
        if r is None or not (r.start <= a and b <= r.end) or k in kept_by_rules or _name_cue_before(text, a) \
                or _capital_neighbour(text, r, regions, starts):
            continue
        vetoed.append(s)
    if not vetoed:
        return list(spans), []
    gone = {id(s) for s in vetoed}
    return [s for s in spans if id(s) not in gone], vetoed


def enabled(cfg: Mapping | None) -> bool:
    """``[run] nonphi_veto`` of a config; a model whose stored config predates the key vetoes
    nothing (its output does not change under newer code)."""
    run = (cfg or {}).get("run", {}) or {}
    return bool(run.get("nonphi_veto", False))


def _is_english(doc) -> bool:
    from multideid.document import LANGUAGE_KEY

    lang = doc.metadata.get(LANGUAGE_KEY)
    if not lang:
        from multideid.lang import detect_language

        lang = detect_language(doc.text, default="en")
    return lang == "en"


def veto_document(doc, spans: Sequence[Span], cfg: Mapping | None, *,
                  rule_spans: Sequence[Span] = ()) -> tuple[list[Span], list[Span]]:
    """:func:`veto_spans` on a document when ``[run] nonphi_veto`` is on and the document is
    English; else ``(spans, [])``."""
    if not enabled(cfg) or not spans or not _is_english(doc):
        return list(spans), []
    return veto_spans(doc.text, spans, rule_spans=rule_spans)
