"""Span hygiene by clock: a learned-only span that is nothing but a time of day
(docs/nonphi.md, "Learned-only clock times").

A time of day is no PHI in the project's schemes (i2b2's and MEDDOCAN's dates are calendar dates;
a time alone identifies nobody) and no gold set of the project marks one.  Learned token taggers
that do not lean on the rules (``[bases.crf] use_rules = false``) tag some of them anyway, as a
date, a place or a phone, in text unlike their training notes: subtitle and log timestamps
(``00:03:11``, ``18:41:07``), times in triage and flowsheet rows (``08:20``).  A final span of
**any** class is dropped when

* its core (without white space and punctuation around it) is one or more clock times and
  nothing else: ``H:MM`` or ``HH:MM`` with an hour of 0-23 and minutes 00-59, optional seconds
  ``:SS`` and fractions ``.mmm``, optional ``am``/``pm`` and a ``Z`` glued to it, several of them
  joined by white space, ``-``, ``–`` or ``to`` (``08:00-09:30``);
* no base that needs no training (rules, dictionary, presidio) has a span overlapping it;
* some learned base's span was given (an old caller that passes none drops nothing).

Only the colon form is read: ``20.11`` and ``20h11`` may be a day and a month, and a bare
``2100`` may be a year, a postcode or an extension, so those are always kept.  A clock time
inside a longer span (``12/03/2024 08:20``) is never cut out of it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from multideid.document import Coverage, Span
from multideid.nonphi.forms import split_dropped
from multideid.nonphi.hygiene import span_core

__all__ = ["clock_only", "learned_only_clock"]

_TIME = r"(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:\s?[AaPp]\.?[Mm]\.?|Z)?"
_CLOCK_ONLY = re.compile(rf"{_TIME}(?:(?:\s*[-\u2013]\s*|\s+to\s+|\s+){_TIME})*")


def clock_only(text: str, start: int, end: int) -> bool:
    """Whether the core of ``text[start:end]`` is one or more clock times and nothing else."""
    a, b = span_core(text, start, end)
    return b > a and _CLOCK_ONLY.fullmatch(text, a, b) is not None


def learned_only_clock(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],
                       learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: spans no knowledge-base span overlaps whose core is only clock times
    (module docstring). ``learned``: one list of spans per learned base; none given, nothing is
    dropped."""
    if not learned or ":" not in text:
        return list(spans), []
    know = Coverage(knowledge)
    dropped = [s for s in spans if not know.overlaps(s.start, s.end) and clock_only(text, s.start, s.end)]
    return split_dropped(spans, dropped)
