"""Span hygiene by support: shorthand that only a learned base took for a name
(docs/nonphi.md, "Learned-only shorthand").

The learned token taggers (CRF, SVM, ...) were trained on notes in which a capital letter alone
or a short run of capitals next to a name cue was part of a name.  In text written otherwise they
tag list markers, grades and abbreviations as names: ``Hepatitis B``, ``option C``, ``L`` for
left, ``RCA``, ``NBM``, ``AMHP``.  No rule and no gazetteer backs such a span; a name written so
usually has one of them behind it (``Dr. JLM`` has its cue, ``SMITH J`` its surname).  A final
span of a name class (PATIENT, DOCTOR, or the coarse NAME) is dropped when no base that needs no
training (rules, dictionary, presidio) has a span overlapping it, no name cue stands right
before it, and

* **a lone letter**: its core (without white space and punctuation around it) is one capital
  letter not followed by a period (``J.`` is an initial), whatever learned bases tagged it; or
* **an abbreviation of one base**: its core is 2 to 5 capitals or digits (one capital at least),
  on a line that also has a lower-case word of three letters or more (so not an ALL CAPS note,
  where names are written so), and **only one** learned base tagged it (two learned bases
  agreeing on ``JLM`` keep it); or
* **a common word**: its core is one word of letters (``fell``, ``grown``, ``Manager``,
  ``Dad``, ``drift``) whose Zipf frequency in general English text is 3.5 or more (wordfreq's
  list, as the learned bases' ``zf`` feature reads it) and that the English gazetteer holds as
  no first name, surname or place (``Hope``, ``Will``, ``Bishop`` are kept).

Measured on the English development sets with the session-15 default model (docs/nonphi.md):
89 such spans removed, 2 of them gold (presidio-synth's ``Finance`` and ``Data`` as person names).  Fails closed: without the bases' spans (an old
caller) nothing is dropped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from multideid.document import Coverage, Span
from multideid.nonphi.guards import name_cue_before
from multideid.nonphi.hygiene import span_core
from multideid.nonphi.regions import line_bounds, name_place_words

__all__ = ["COMMON_ZIPF", "NAME_CLASSES", "common_word", "learned_only_shorthand"]

#: the classes this step looks at: names (fine and coarse)
NAME_CLASSES = frozenset({"PATIENT", "DOCTOR", "NAME"})
_ABBREV = re.compile(r"(?=[^a-z]*[A-Z])[A-Z0-9&+/]{2,5}")
_COMMON = re.compile(r"[A-Za-z][a-z]+")
#: a word this common in general English (about 3 per million words) is no name the gazetteer misses
COMMON_ZIPF = 3.5
_LOWER_WORD = re.compile(r"(?<![^\W\d_])[a-z]{3,}(?![^\W\d_])")


def common_word(word: str) -> bool:
    """Whether ``word`` is common in general English text (Zipf >= :data:`COMMON_ZIPF`) and no
    first name, surname or place of the English gazetteer."""
    from multideid.base_systems.gazetteers import norm
    from multideid.base_systems.word_freq import zipf

    return zipf(word.lower(), "en") >= COMMON_ZIPF and norm(word) not in name_place_words()


def learned_only_shorthand(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],
                           learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: name spans that are a lone capital letter, or a short abbreviation
    tagged by a single learned base, with no rule, gazetteer or name cue behind them (module
    docstring).  ``knowledge``: the spans of the bases that need no training; ``learned``: one
    list of spans per learned base."""
    if not learned:
        return list(spans), []
    know = Coverage(knowledge)
    covers: list[Coverage] | None = None  # each learned base's, built when an abbreviation needs them
    dropped: list[Span] = []
    for s in spans:
        if s.label not in NAME_CLASSES or know.overlaps(s.start, s.end):
            continue
        a, b = span_core(text, s.start, s.end)
        if b <= a or name_cue_before(text, a):
            continue
        word = text[a:b]
        if _COMMON.fullmatch(word) and common_word(word):
            dropped.append(s)
            continue
        if len(word) == 1:
            if word.isalpha() and word.isupper() and text[b:b + 1] != ".":
                dropped.append(s)
            continue
        if not _ABBREV.fullmatch(word):
            continue
        la, lb = line_bounds(text, a, b)
        if not _LOWER_WORD.search(text, la, lb):
            continue
        if covers is None:
            covers = [Coverage(ss) for ss in learned]
        if sum(1 for c in covers if c.overlaps(s.start, s.end)) == 1:
            dropped.append(s)
    if not dropped:
        return list(spans), []
    gone = {id(s) for s in dropped}
    return [s for s in spans if id(s) not in gone], dropped
