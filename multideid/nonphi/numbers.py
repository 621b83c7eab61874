"""Span hygiene by calendar: a learned-only date that is a number no calendar date is written as
(docs/nonphi.md, "Learned-only numbers", ``[run] nonphi_numbers``).

A learned token tagger (the CRF above all) reads a short number with a dot or a comma as a date
in text unlike its training notes: measurements in a table (a dosimeter's ``0.42`` mSv, a
lactate of ``0.08``), DICOM attribute tags (``(0010,0010) PN [...]``).  Two written forms are
never a calendar date of any scheme (day, month and year of one to four digits; years of four
digits have no leading ``00``):

* **a number below one with a decimal mark**: ``0`` or ``00``, a dot or a comma, digits
  (``0.42``, ``0,07``): no day or month is zero;
* **a pair of four-digit groups, the first opening with 00**, joined by a comma (``0010,0020``,
  ``0008,1010``): a DICOM tag's group and element; no year is written ``00xx``.

A final span labelled ``DATE`` is dropped when its core (without white space and punctuation
around it) is one of these forms and nothing else, no base that needs no training (rules,
dictionary, presidio) has a span overlapping it, and some learned base's spans were given (an old
caller that passes none drops nothing).  Other number forms are kept, even where they are no date
on their reading here: ``9.70`` and ``1.85`` may be a month and a year, a dotted identifier
(``1.2.826``) may be part of a study UID, ``984-1555014`` may be an identifier that a tagger
labelled a date (its token is found, whatever the label).

Measured in session 23 on the session-22 default model's final predictions (hand-written sets 1-8,
11-13, held-out v3; docs/nonphi.md): 13 false date spans would go, no span touching gold; no gold
span of any class of those sets is one of these forms.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from multideid.document import Coverage, Span
from multideid.nonphi.forms import split_dropped
from multideid.nonphi.hygiene import span_core

__all__ = ["enabled", "learned_only_numbers", "no_date_number"]

_NO_DATE = re.compile(r"00?[.,]\d+|00\d\d,\d{4}")


def no_date_number(text: str, start: int, end: int) -> bool:
    """Whether the core of ``text[start:end]`` is a number no calendar date is written as (the
    module docstring's two forms) and nothing else."""
    a, b = span_core(text, start, end)
    return b > a and _NO_DATE.fullmatch(text, a, b) is not None


def learned_only_numbers(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],
                         learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: ``DATE`` spans no knowledge-base span overlaps whose core is a number no
    date is written as (module docstring). ``learned``: one list of spans per learned base; none
    given, nothing is dropped."""
    if not learned or not any(s.label == "DATE" for s in spans):
        return list(spans), []
    know = Coverage(knowledge)
    dropped = [s for s in spans if s.label == "DATE" and not know.overlaps(s.start, s.end)
               and no_date_number(text, s.start, s.end)]
    return split_dropped(spans, dropped)


def enabled(cfg: Mapping | None) -> bool:
    """``[run] nonphi_numbers``; a model whose stored config predates the key skips the step."""
    run = (cfg or {}).get("run", {}) or {}
    return bool(run.get("nonphi_numbers", False))
