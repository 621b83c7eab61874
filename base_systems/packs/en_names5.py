"""English pack, people named by what happens to them or by a maiden name (issue 22, session 15).

Forms of ordinary English that the other person patterns leave out:

* ``name_nee``: a maiden or former name after ``née``/``nee``/``formerly`` (``Temperance
  Olawale-Henshaw (née Olawale)``, ``Mrs Ruth Abel, nee Kowalczyk``);
* ``name_event``: a person who died, was born or was buried, named right before the verb
  (``since Halima died on our unit``, ``Arturo passed away in March``), a known given name or
  family name or a word rare in general English, never a relation, role or heading word
  (``Mother died``, ``Patient passed away``);
* ``name_age_lower``: a given name in lower case right before an age (``kenji 16yo``, ``room 9
  is bodhi the 4yo``, ``rm 3 = sunny 14mo``), where the surrounding text is itself in lower case
  and the word is a known given name or rare in general English;
* ``name_relative_paren``: a relative's name in parentheses after the relation (``mum (bev)
  took me``, ``daughter (Ngozi) present``).

Every name goes through :func:`~multideid.base_systems.packs.en_forms.person_ok` or, in lower
case, :func:`~multideid.base_systems.packs.en_forms.given_name` and the word-frequency class.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_forms import PERSON, INITIAL, NAME_WORD, PARTICLE, RELATION, given_name, person_ok
from multideid.base_systems.packs.en_roles import lower_register
from multideid.base_systems.packs.en_world import heading_word, known_person
from multideid.base_systems.word_freq import freq_class

__all__ = ["PATTERNS"]

_W, _INI, _PART = NAME_WORD, INITIAL, PARTICLE
_PERSON = PERSON
_RELATIVE = rf"(?:(?:step|half-|great-)?(?:{RELATION}|mom|mum|dad|sis|bro|dtr|grandma|grandpa|nana|nan)(?:-in-law)?s?)"
#: words that stand before "died" and are no name: relations, roles, the patient
_NOT_DECEASED = frozenset(
    "patient pt client resident mother father mum mom dad brother sister son daughter husband wife partner "
    "grandmother grandfather grandma grandpa aunt uncle cousin baby infant child twin friend neighbour neighbor "
    "he she they who which that everyone nobody someone one both dog cat".split()
)


def _named(words: list[str]) -> bool:
    """Each word a known name or rare in general English (Zipf class 2 or less), none a heading."""
    return bool(words) and all(
        (known_person(w) or freq_class(w.lower(), "en") <= 2) and not heading_word(w.lower()) for w in words
    )


def _event_ok(m: re.Match) -> bool:
    n = m.group("n")
    words = [w.strip(".,'’") for w in n.split() if len(w.strip(".,'’")) > 1]
    if not words or words[0].lower() in _NOT_DECEASED or not person_ok(n):
        return False
    return _named(words)


def _nee_ok(m: re.Match) -> bool:
    words = [w.strip(".,") for w in m.group("n").split() if len(w.strip(".,")) > 1]
    return person_ok(m.group("n")) and _named(words)


def _lower_given(m: re.Match) -> bool:
    n = m.group("n")
    if len(n) < 3 or n in _NOT_DECEASED or not lower_register(m, min_words=6):
        return False
    return given_name(n.capitalize()) or freq_class(n, "en") <= 1


def _paren_ok(m: re.Match) -> bool:
    n = m.group("n")
    if n[0].islower():
        return len(n) >= 3 and n not in _NOT_DECEASED and (given_name(n.capitalize()) or freq_class(n, "en") <= 1)
    return person_ok(n) and _named([w for w in n.split() if len(w) > 1])


PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "name_nee",
        rf"(?<![\w-])(?i:née|nee|neé|formerly)[ ](?P<n>{_W}(?:[ ]{_W})?)(?![\w'’-])",
        "PATIENT", 0.6, group="n", validator=_nee_ok,
    ),
    Pattern(
        "name_event",
        rf"(?<![\w'’.-])(?P<n>{_PERSON})[ ](?:died|passed[ ]away|passed[ ]on|was[ ]buried|was[ ]cremated|was[ ]born)\b",
        "PATIENT", 0.55, group="n", validator=_event_ok,
    ),
    Pattern(
        "name_age_lower",
        r"(?<![\w'’/@.-])(?P<n>[a-z][a-z'’-]{2,20})(?:,|[ ]the|[ ]a)?[ ]\d{1,2}[ ]?(?:yo|y/o|yrs?|mo|m/o|wk|wo|w/o)\b",
        "PATIENT", 0.5, group="n", validator=_lower_given,
    ),
    Pattern(
        "name_relative_paren",
        rf"\b(?i:{_RELATIVE})[ ]\((?P<n>[a-z][a-z'’-]{{2,20}}|{_W}(?:[ ]{_W})?)\)",
        "PATIENT", 0.55, group="n", validator=_paren_ok,
    ),
)
