"""Ages over 89 as written: the project's scheme counts only those as PHI (HIPAA), so the rules
floor (:mod:`multideid.floor`) and the surrogates (:mod:`multideid.surrogate`) must tell them
from younger ones, in digits and in words."""

from __future__ import annotations

import re

__all__ = ["SPELLED_OLD", "old_age"]

#: an age in words over 89 that names a year: "ninety-two", "ninety one", "one hundred (and) three", "a hundred"
SPELLED_OLD = re.compile(r"(?i)\bninety[- ](?:one|two|three|four|five|six|seven|eight|nine)\b"
                         r"|\b(?:one|a)[ -]hundred(?:(?:[ -]and)?[ -](?:one|two|three|four|five|six|seven|eight|nine|ten))?\b")
_DIGITS = re.compile(r"\d+")
_OLD_CLASS = re.compile(r"(?i)\bninet(?:y|ies)\b|\bnonagenarian|\bcentenarian|\bhundred")


def old_age(value: str) -> bool:
    """Whether an age as written is over 89 (``96``, ``90s``, ``ninety-two``, ``nineties``,
    ``one hundred``, ``nonagenarian``)."""
    m = _DIGITS.search(value)
    if m:
        return int(m.group()[:4]) >= 90
    return bool(SPELLED_OLD.search(value) or _OLD_CLASS.search(value))
