"""Span hygiene by shape: the words of a learned-only name span that no name is made of
(docs/nonphi.md, "Learned-only name shape").

The learned token taggers read a capitalised word next to a name-like context as a name and then
run on into the words around it: ``Rintanen began``, ``R serial``, ``skin tear L forearm``,
``Naegele's rule``, ``60ml``, ``02:10 L 15min R 5min``, a form label of a translated document
(``Paciente:``, ``Époux:``).  A name is made of name words; it holds no common lower-case English
word (``began``, ``serial``, ``forearm``, ``rule``) and no measurement (``60ml``, ``0.08``,
``05:40``, ``15min``).  For a final span of a name class (PATIENT, DOCTOR, NAME) that no base
needing no training (rules, dictionary, presidio) overlaps and that has no name cue right before
it (``Dr``, ``Mrs``, ``Patient:``...), this step

* **cuts out** such words: a lower-case word of three letters or more whose Zipf frequency in
  general English is 3.5 or more (the learned bases' ``zf`` feature) and that the English
  gazetteer holds as no first name, surname or place, and that is no name particle (``de``,
  ``van``, ``bin``...); and a measurement, a number with a decimal mark, a colon or a unit of one
  to three letters glued to it (a bare number stays: ``410 S`` may be an address);
  the words left keep the span's label, one span per unbroken run (``Rintanen began`` ->
  ``Rintanen``); a span with no word left is dropped;
* **drops a form label**: a one-word span that opens its line and is followed by a colon, and
  whose word is common (Zipf 3.0 or more) in general text of English or of a language of the
  translated documents the project sees (Spanish, French, Portuguese, Italian, German, Dutch)
  and is no gazetteer name (``Paciente:``, ``Époux:``, ``Esposa:``; ``Rosa:`` is kept).

It fails closed: a span with a rules, dictionary or presidio span on it, or a name cue before it,
is never touched; the cut pieces are what the learned bases saw minus words no name holds.
Measured in session 17 on the development sets with recorded veto inputs (docs/nonphi.md).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from multideid.document import Coverage, Span
from multideid.nonphi.guards import name_cue_before
from multideid.nonphi.hygiene import span_core
from multideid.nonphi.regions import name_place_words

__all__ = ["LABEL_LANGUAGES", "LABEL_ZIPF", "NAME_CLASSES", "PARTICLES", "WORD_ZIPF", "learned_only_shape",
           "no_name_word"]

NAME_CLASSES = frozenset({"PATIENT", "DOCTOR", "NAME"})
#: a lower-case word this common in English (about 3 per million words) is no part of a name
WORD_ZIPF = 3.5
#: a line-opening word before a colon this common in one of these languages is a form label
LABEL_ZIPF = 3.0
LABEL_LANGUAGES = ("en", "es", "fr", "pt", "it", "de", "nl")
#: lower-case words that are part of names
PARTICLES = frozenset("de del della di da das do dos du van von der den ter la le lo bin binti bint ibn al el ben "
                      "bat ap ab mac st y e".split())
_WORD = re.compile(r"\S+")
_EDGE = " \t\r\n-–.,:;()[]{}|/\\\"'’*#!?"
_MEASURE = re.compile(r"\d+(?:[.:,]\d+)+[A-Za-zµ%]{0,3}|\d+[A-Za-zµ%]{1,3}")
_LOWER = re.compile(r"[a-z]{3,}")


@lru_cache(maxsize=4096)
def _zipf(word: str, lang: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, lang, wordlist="large")


def no_name_word(word: str) -> bool:
    """Whether ``word`` (stripped of punctuation) cannot be part of a name: a common lower-case
    English word outside the gazetteer and the particles, or a measurement."""
    from multideid.base_systems.gazetteers import norm

    if _MEASURE.fullmatch(word):
        return True
    return bool(_LOWER.fullmatch(word)) and word not in PARTICLES and _zipf(word, "en") >= WORD_ZIPF \
        and norm(word) not in name_place_words()


def _form_label(text: str, a: int, b: int) -> bool:
    from multideid.base_systems.gazetteers import norm

    word = text[a:b]
    line_start = text.rfind("\n", 0, a) + 1
    if text[line_start:a].strip() or text[b:b + 1] != ":" or not word.isalpha() or norm(word) in name_place_words():
        return False
    low = word.lower()
    return max(_zipf(low, lang) for lang in LABEL_LANGUAGES) >= LABEL_ZIPF


def _pieces(text: str, s: Span, a: int, b: int) -> list[Span] | None:
    """The span cut to its runs of possible name words; None when nothing is cut."""
    runs: list[list[int]] = []
    cut = False
    current: list[int] | None = None
    for m in _WORD.finditer(text, a, b):
        wa, wb = m.start(), m.end()
        while wa < wb and text[wa] in _EDGE:
            wa += 1
        while wb > wa and text[wb - 1] in _EDGE:
            wb -= 1
        if wb <= wa:
            continue
        if no_name_word(text[wa:wb]):
            cut, current = True, None
            continue
        if current is None:
            current = [wa, wb]
            runs.append(current)
        else:
            current[1] = wb
    if not cut:
        return None
    return [replace(s, start=x, end=y, explanation=(s.explanation + "; " if s.explanation else "") + "shape-trimmed")
            for x, y in runs]


def learned_only_shape(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],
                       learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, removed)``: name spans with no knowledge-base span on them and no name cue before
    them, cut to their possible name words, or dropped as a form label (module docstring).
    ``removed`` holds the original spans that were cut or dropped; ``kept`` their pieces.
    ``learned``: one list of spans per learned base; none given, nothing is cut (fails closed)."""
    if not learned:
        return list(spans), []
    know = Coverage(knowledge)
    kept: list[Span] = []
    removed: list[Span] = []
    for s in spans:
        if s.label not in NAME_CLASSES or know.overlaps(s.start, s.end):
            kept.append(s)
            continue
        a, b = span_core(text, s.start, s.end)
        if b <= a or name_cue_before(text, a):
            kept.append(s)
            continue
        if _form_label(text, a, b):
            removed.append(s)
            continue
        pieces = _pieces(text, s, a, b)
        if pieces is None:
            kept.append(s)
            continue
        removed.append(s)
        kept.extend(pieces)
    return kept, removed
