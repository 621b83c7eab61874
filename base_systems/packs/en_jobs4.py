"""English pack, part eight: professions in frames the older rules miss (issue #22, session 14).

:mod:`.en_jobs` and ``profession_head`` of :mod:`.en` find an occupation after ``a``/``as a``,
a form label or in an apposition, with the head nouns of :data:`.en_words.PROF_HEADS` (since
session 14 with the occupation lexicon ``base_systems/data/en_occupations.txt``).  Letters,
histories and messages also write it

* after an age, with no article (``this 54-year-old school cook with``, ``the 40yo pipe fitter``)
  (``profession_after_age``);
* for a relative, in brackets or an apposition after the relative and a name, health-care jobs
  included (the sets' convention: a relative's job is PROFESSION whatever it is):
  ``her sister Chiamaka (pharmacy tech at Walgreens ...)``, ``Partner Kieran Lowther
  (scaffolder)``, ``son Tevita, lab tech, lives in ...`` (``profession_relative``);
* as the first words of a subjective or social line, coordinated jobs each their own span:
  ``S: netball coach and teacher aide at ...``, ``SH: retired welder; ...``, ``Work: bus driver``
  (``profession_line``);
* with a number in the first modifier: ``a 9-1-1 dispatcher``, ``a 5th-grade teacher``, ``a 911
  call-taker`` (``profession_number_mod``).

A head must be an occupation of the lexicon (or end like one: ``-ologist``, ``-ician``); care
staff in the team's own notes stay out of the first and last frames as in :mod:`.en_jobs`.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_jobs import CARE_HEADS as _CARE_HEADS, CARE_MODS as _CARE_MODS, SINGLE_OK as _SINGLE_OK
from multideid.base_systems.packs.en_words import PROF_HEADS as _PROF_HEADS, PROF_SUFFIXED as _PROF_SUFFIXED
from multideid.base_systems.packs.en_words import RELATIVES as _RELATIVES

__all__ = ["PATTERNS"]

_HEAD = rf"(?:[a-z]*(?:{_PROF_HEADS})|{_PROF_SUFFIXED})s?"
_STOP_MOD = (
    r"(?!(?:a|an|the|and|or|of|at|in|on|for|with|who|is|was|his|her|their|my|our|retired|former|probationary|"
    r"male|female|man|woman|gentleman|lady|guy|girl|boy|patient|pt|with|from|presenting|here|seen|known|"
    r"pleasant|healthy|obese|frail|active|married|single|divorced|widowed|previously|otherwise|g\d\w*|p\d\w*)\b)"
)
_MOD = rf"{_STOP_MOD}[a-z][a-z-]{{1,24}}"
# heads that are a job only with a modifier and in these frames ("dinner lady", "farm hand", "dog walker",
# "office cleaner"; alone: "a cleaner wound", "uses a walker")
_CONTEXT_HEADS = r"cleaners?|ladies|lady|hands?|walkers?|sitters?|carers?|techs?"
# for a relative, care-team words and their short forms are a job too ("pharmacy tech", "teacher aide")
_HEAD_ANY = rf"(?:{_HEAD}|{_CONTEXT_HEADS}|aides?|nurses?|cnas?|lpns?|rns?)"
_PHRASE_CTX = rf"(?:{_MOD}[ ]){{0,2}}(?:{_HEAD}|{_MOD}[ ](?:{_CONTEXT_HEADS}))"
_PHRASE = rf"(?:{_MOD}[ ]){{0,2}}{_HEAD}"
_PHRASE_ANY = rf"(?:{_MOD}[ ]){{0,2}}{_HEAD_ANY}"
_END = r"(?=[ ]?(?:[,;:.()]|$)|[ ](?:at|for|with|in|since|who|from|and|by|until|on|of|presenting|presents|presented|reports|complains|c/o|comes|came|is|was|has|had|referred|here|now)\b)"
_AGE = r"\b\d{1,3}[- ]?(?:years?[- ]old|y/?o|yrs?[- ]old|yo|y\.o\.)"
_WHO = (
    r"(?:(?:male|female|man|woman|gentleman|lady|guy|mother|father|mum|mom|dad|widow|widower|retired|former|"
    r"unemployed|married|single|divorced|separated|right-handed|left-handed|[LR]-handed|M|F)[ ])"
)
_NAME = r"(?:[A-Z][\w'’-]+|[a-z]{3,12})(?:[ ](?:[A-Z][\w'’-]+|\([A-Z][\w'’-]+\)|\"[A-Z][\w'’-]+\"))?(?:[ ][A-Z][\w'’-]+)?"


# an aide or assistant outside health care ("teacher aide", "classroom assistant", "legal assistant")
_LAY_AIDE_MODS = frozenset(
    "teacher teacher's teachers teaching classroom school library kitchen sales shop store retail legal office "
    "personal administrative admin executive marketing production editorial camera stage".split()
)


def _phrase_ok(phrase: str, *, care: bool = False) -> bool:
    words = phrase.lower().split()
    head = words[-1]
    if len(words) > 1 and head.rstrip("s") in ("aide", "assistant") and words[-2] in _LAY_AIDE_MODS:
        return True
    if not care:
        if head in _CARE_HEADS or head.rstrip("s") in _CARE_HEADS or any(w in _CARE_MODS for w in words[:-1]):
            return False
    if len(words) == 1:
        if re.fullmatch(_CONTEXT_HEADS, head):
            return False
        return head in _SINGLE_OK or head.rstrip("s") in _SINGLE_OK or care and bool(re.fullmatch(_HEAD_ANY, head))
    return True


def _age_ok(m: re.Match) -> bool:
    return _phrase_ok(m.group("p"))


def _relative_ok(m: re.Match) -> bool:
    return _phrase_ok(m.group("p"), care=True)


def _line_ok(m: re.Match) -> bool:
    return all(_phrase_ok(p) for p in re.split(r"[ ](?:and|&)[ ]|[ ]?/[ ]?", m.group("p")))


PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        # "this 54-year-old school cook with", "a 38 yo F line cook presents", "the 40yo pipe fitter"
        "profession_after_age",
        rf"{_AGE}[ ]{_WHO}?(?P<p>{_PHRASE}){_END}",
        "PROFESSION", 0.5, group="p", validator=_age_ok, flags=re.MULTILINE,
    ),
    Pattern(
        # "her sister Chiamaka (pharmacy tech at Walgreens", "Partner Kieran Lowther (scaffolder)",
        # "son Tevita, lab tech, lives in"
        "profession_relative",
        rf"{_RELATIVES}[ ](?:{_NAME}[ ]?)?(?:\(|,[ ])(?:(?:a|an|retired|former)[ ])?(?P<p>{_PHRASE_ANY}){_END}",
        "PROFESSION", 0.5, group="p", validator=_relative_ok, flags=re.MULTILINE,
    ),
    Pattern(
        # "S: netball coach and teacher aide at ...", "SH: retired welder; smokes", "Work: bus driver"
        "profession_line",
        r"(?im)^[ \t]*(?:S|SH|Soc(?:ial)?(?:[ ]h(?:istor)?x|[ ]history)?|Work|Employment|Jobs?)[ \t]*:[ \t]*"
        rf"(?:(?:a|an|retired|former|works?[ ]as[ ]an?|currently[ ]an?)[ ])?(?P<p>{_PHRASE_CTX}(?:[ ](?:and|&)[ ]{_PHRASE_CTX}|[ ]?/[ ]?{_PHRASE_CTX})?){_END}",
        "PROFESSION", 0.5, group="p", validator=_line_ok, split=r"[ ](?:and|&)[ ]|[ ]?/[ ]?",
    ),
    Pattern(
        # a relative's job in a family list: "Father: bus driver", "Mum - school cleaner", "Husband: unemployed welder"
        "profession_relative_label",
        rf"(?m)(?:^|(?<=[;|])|(?<=[;|][ ]))[ \t]*(?:{_RELATIVES}|\b(?i:mum|mom|dad|stepdad|stepmum|stepmom)\b)(?:[ ]\([^)\n]{{1,20}}\))?[ \t]*(?::|[ ][-–][ ])[ \t]*"
        rf"(?:[A-Z][\w'’-]+,[ ](?:\d{{1,3}},[ ])?)?(?:(?:a|an|retired|former|unemployed|self-employed)[ ])?(?P<p>{_PHRASE_ANY}){_END}",
        "PROFESSION", 0.5, group="p", validator=_relative_ok,
    ),
    Pattern(
        # "works night shifts as a 9-1-1 dispatcher", "a 5th-grade teacher", "an 18-wheeler driver"
        "profession_number_mod",
        rf"\b(?i:an?|as[ ]an?)[ ](?P<p>(?:\d[\d-]*(?:st|nd|rd|th)?(?:-[a-z]+)?|\d+[a-z]{{1,3}})[ ](?:{_MOD}[ ])?{_HEAD}){_END}",
        "PROFESSION", 0.5, group="p", validator=lambda m: _phrase_ok(m.group("p")),
    ),
)
