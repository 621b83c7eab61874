"""Learned-only spans written in a form no name takes: register acronyms before their number,
score and gene codes, abbreviated genera, titles of translated documents (docs/nonphi.md,
"Learned-only written forms").

On English text unlike its synthetic training notes, the learned token taggers (CRF, SVM) take
capitalised tokens for names, places or organisations where nothing else does.  Four written forms
among them are never a name, a place or an organisation; a final span of a vetoable class
(:data:`multideid.nonphi.lists.VETO_CLASSES`) that no base needing no training (rules,
dictionary, presidio) overlaps and that has no name cue right before it (``Dr``, ``Patient:``,
``signed by``...) is dropped when its core (without white space and punctuation around it) is

* **a register's acronym before its number**: 3 to 6 letters with two capitals or more
  (``GMC``, ``HCPC``, ``GPhC``, ``PPSN``, ``DEA``), no first name, surname or place of the English
  gazetteer, right before an ID number (optionally after ``No.``, ``PIN``, ``Reg. No.`` or a
  colon): one token of 5 digits or more (``7555124``, ``DT055512``, ``15A5553E``), not a year,
  that the ensemble predicted an ID (a final span of the class ID on it, none of another class:
  a phone, a postcode or a date after an acronym is no register's number).  Not for a span
  labelled LOCATION or ORGANIZATION (a city in capitals before a postcode, an insurer before a
  member number) and never on a line about insurance (``insurance``, ``plan``, ``member``,
  ``policy``, ``EPS``...), where an insurer's acronym (gold: an organisation) stands so;
* **a score, scale or gene code**: three to five capitals and one or two digits (``SCAT6``,
  ``NEWS2``, ``DAS28``, ``MSH6``, ``STK11``), on a line with a lower-case word of three letters or
  more (an OCR'd name in a form of capitals, ``TEOD0R``, is not in lower-case text; a UK
  postcode district has at most two letters: ``BT11``);
* **a genus abbreviated before a species**: one capital letter (``E``, ``C.``) right before a
  period and a species epithet of :data:`SPECIES` (``E. coli``, ``C. diff``, ``S. aureus``) or a
  serovar of :data:`SEROVARS` (``S. Typhi``, no gazetteer name), or the two together; an initial
  before any other word (``Akosua B. waiting``) stays;
* **the title of a translated document**: on the document's first non-blank line (at most
  :data:`MAX_TITLE` characters), a span inside
  the part up to a translation marker (``(translated)``, ``(translation)``, ``(traducido)``,
  ``/ translation``...), where that part has at most one capitalised word and no gazetteer word
  (``Scrisoare medicală (translated)``, ``Resumen de historia clínica (traducido)``,
  ``(Bản dịch / translation)``), or is one word in capitals with the facility after a dash
  (``EPICRISIS (translation) - Clínica ...``); a facility's name has two capitalised words
  (``Hôpital Tenon (traduit)``) and stays.

Measured in session 17 on the session-16 default model's recorded veto inputs (hand-written sets
1-7, held-out v3, presidio-synth, 200 synthetic notes; docs/nonphi.md): 28 false spans removed
(12 on set 5, 6 ``E. coli`` on held-out v3), no gold span lost; no gold span of any class of
those sets, nor any word of one, taken as a learned-only prediction (with its own label or as
PATIENT, among the other final spans) is removed.  A caller that passes no bases' spans gets no drop
(fails closed).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from multideid.document import Coverage, Span
from multideid.nonphi.guards import name_cue_before
from multideid.nonphi.hygiene import span_core
from multideid.nonphi.lists import VETO_CLASSES
from multideid.nonphi.regions import line_bounds, name_place_words

__all__ = ["MAX_TITLE", "SEROVARS", "SPECIES", "TRANSLATION_WORDS", "learned_only_candidates", "learned_only_forms",
           "split_dropped", "title_zone", "written_form"]

#: species epithets written after an abbreviated genus (``E. coli``); a word here is no surname
SPECIES = frozenset("""coli diff difficile aureus epidermidis lugdunensis capitis saprophyticus pylori pneumoniae
    pyogenes agalactiae typhi paratyphi albicans glabrata auris faecalis faecium gonorrhoeae meningitidis trachomatis
    vaginalis influenzae burgdorferi marcescens cloacae aerogenes mirabilis vulgaris oxytoca aeruginosa baumannii
    maltophilia tuberculosis falciparum vivax ovale malariae jirovecii neoformans fumigatus monocytogenes jejuni
    perfringens botulinum tetani cereus pertussis pallidum stercoralis""".split())
#: Salmonella serovars, written in title case (``S. Typhi``)
SEROVARS = frozenset("Typhi Paratyphi Typhimurium Enteritidis".split())
#: words of a translation marker (``(translated)``, ``(traducido)``)
TRANSLATION_WORDS = ("translation", "translated", "traducido", "traducida", "traduit", "traduite", "traduzido",
                     "tradotto", "übersetzt", "vertaald")

_ACRONYM = re.compile(r"(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z]{2,5}")
_ID_AFTER = re.compile(r"[ \t]*(?::[ \t]*)?(?:(?:Reg\.?[ \t]*No\.?|No\.?|PIN|Reg\.?|no\.?|number)[ \t]*:?[ \t]*)?"
                       r"(?P<num>[A-Z]{0,3}-?\d[\dA-Z]*(?:[ \t]\d{4}(?![\d-]))?)(?![\w-])")
_YEARS = re.compile(r"(?:19|20)\d\d")
_INSURANCE = re.compile(r"\b(?:insur\w*|ins|payer|plan|policy|member|subscriber|medicare|medicaid|cover(?:age)?|"
                        r"seguro|obra|eps|claim|fund)\b", re.IGNORECASE)
_CODE = re.compile(r"[A-Z]{3,5}\d{1,2}")
_LOWER_WORD = re.compile(r"(?<![^\W\d_])[a-z]{3,}(?![^\W\d_])")
_GENUS = re.compile(r"\.?[ \t]+([A-Za-z][a-z]+)\b")
_GENUS_SPAN = re.compile(r"[A-Z]\.[ \t]*([A-Za-z][a-z]+)")
_MARKER = re.compile(r"[(/][ \t]*(?:[^()\n]{0,40}?[,;/][ \t]*)?(?:" + "|".join(TRANSLATION_WORDS) + r")\b\)?",
                     re.IGNORECASE)
_LETTERS = re.compile(r"[^\W\d_]+")


def _gazetteer(word: str) -> bool:
    from multideid.base_systems.gazetteers import norm

    return norm(word) in name_place_words()


def _register_code(text: str, a: int, b: int, label: str, ids: Coverage, others: Coverage) -> bool:
    from multideid.propagate import coarse_class

    word = text[a:b]
    if coarse_class(label) in ("LOCATION", "ORGANIZATION") or not _ACRONYM.fullmatch(word) or _gazetteer(word):
        return False
    m = _ID_AFTER.match(text, b)
    if not m:
        return False
    num = m.group("num")
    na, nb = m.start("num"), m.end("num")
    if sum(c.isdigit() for c in num) < 5 or _YEARS.fullmatch(num) or not ids.overlaps(na, nb) or others.overlaps(na, nb):
        return False
    la, lb = line_bounds(text, a, b)
    return not _INSURANCE.search(text, la, lb)


def _score_code(text: str, a: int, b: int) -> bool:
    if not _CODE.fullmatch(text, a, b):
        return False
    la, lb = line_bounds(text, a, b)
    return bool(_LOWER_WORD.search(text, la, lb))


def _epithet(word: str) -> bool:
    """A species epithet as written after a genus (``coli``), or a Salmonella serovar in title
    case (``Typhi``) when no gazetteer name."""
    return word in SPECIES or (word in SEROVARS and not _gazetteer(word))


def _genus(text: str, a: int, b: int) -> bool:
    whole = _GENUS_SPAN.fullmatch(text, a, b)  # the span holds the epithet too: "S. Typhi"
    if whole:
        return _epithet(whole.group(1))
    if b - a != 1 or not text[a].isupper() or text[b:b + 1] != ".":
        return False
    m = _GENUS.match(text, b)
    return bool(m) and _epithet(m.group(1))


#: a longer first line is no title (and bounds the work on a huge single-line document)
MAX_TITLE = 200
_LEADING_SPACE = re.compile(r"\s*")


def title_zone(text: str) -> tuple[int, int, int, int] | None:
    """``(line_start, marker_start, marker_end, line_end)`` of the document's first non-blank line
    when it holds a translation marker, else None (once per document)."""
    la = _LEADING_SPACE.match(text).end()
    lb = text.find("\n", la, la + MAX_TITLE + 1)
    lb = (len(text) if len(text) - la <= MAX_TITLE else -1) if lb < 0 else lb
    m = _MARKER.search(text, la, lb) if lb >= 0 else None
    return (la, m.start(), m.end(), lb) if m else None


def _translated_title(text: str, a: int, b: int, zone: tuple[int, int, int, int] | None) -> bool:
    if zone is None:
        return False
    la, ma, mb, lb = zone
    if not (la <= a and b <= mb):
        return False
    inside = ma <= a  # inside the marker: "(traducido)", "(Bản dịch / translation)", "(referral, translated)"
    words = [w for w in _LETTERS.findall(text, ma if inside else la, mb if inside else ma)
             if w.casefold() not in TRANSLATION_WORDS]
    capitals = [w for w in words if w[0].isupper()]
    if len(capitals) > 1 or any(_gazetteer(w) for w in capitals):
        return False
    if inside:
        return not any(_gazetteer(w) for w in words) and (len(words) != 1 or not capitals)
    if len(words) == 1 and words[0].isupper():  # a heading in capitals before the facility
        return len(words[0]) >= 5 and re.match(r"[ \t]+[-–][ \t]+\S", text[mb:lb]) is not None
    return len(words) >= 2


def written_form(text: str, a: int, b: int, label: str, ids: Coverage, others: Coverage,
                 zone: tuple[int, int, int, int] | None) -> str | None:
    """The written form (``register``, ``code``, ``genus``, ``title``) that the core
    ``[a, b)`` of a span labelled ``label`` takes, or None; ``ids``, ``others``: the characters
    that final spans of the class ID, and of other classes, cover (the number after a register's
    acronym must be predicted an ID, and nothing else); ``zone``: :func:`title_zone` of the text."""
    if _register_code(text, a, b, label, ids, others):
        return "register"
    if _score_code(text, a, b):
        return "code"
    if _genus(text, a, b):
        return "genus"
    if _translated_title(text, a, b, zone):
        return "title"
    return None


def learned_only_candidates(text: str, spans: Sequence[Span], knowledge: Sequence[Span], *, cue: bool = True):
    """``(span, a, b)`` for each span the learned-only steps may judge: a vetoable class, no
    knowledge-base span on it, a non-empty core ``[a, b)`` and (``cue``) no name cue right before the
    core."""
    from multideid.propagate import coarse_class

    know = Coverage(knowledge)
    for s in spans:
        if not (coarse_class(s.label) in VETO_CLASSES or s.label in VETO_CLASSES) or know.overlaps(s.start, s.end):
            continue
        a, b = span_core(text, s.start, s.end)
        if b <= a or (cue and name_cue_before(text, a)):
            continue
        yield s, a, b


def split_dropped(spans: Sequence[Span], dropped: list[Span]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: ``spans`` without the ``dropped`` ones (by identity), in order."""
    if not dropped:
        return list(spans), []
    gone = {id(s) for s in dropped}
    return [s for s in spans if id(s) not in gone], dropped


def learned_only_forms(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],
                       learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: spans of a vetoable class with no knowledge-base span on them and no
    name cue before them whose core is one of the written forms of the module docstring.
    ``learned``: one list of spans per learned base; none given, nothing is dropped."""
    from multideid.propagate import coarse_class

    if not learned:
        return list(spans), []
    ids = others = None
    zone = title_zone(text)
    dropped: list[Span] = []
    for s, a, b in learned_only_candidates(text, spans, knowledge):
        if ids is None or others is None:
            ids = Coverage([x for x in spans if coarse_class(x.label) == "ID"])
            others = Coverage([x for x in spans if coarse_class(x.label) != "ID"])
        if written_form(text, a, b, s.label, ids, others, zone):
            dropped.append(s)
    return split_dropped(spans, dropped)
