"""English pack, names of public holidays of the world's countries as dates (issue 22, session 23,
helper hol23).  Holidays used as dates are DATE in the project's scheme.

* ``date11_holiday_world``: a name of ``base_systems/data/en_holidays_world.txt`` (the holidays of
  ~150 countries and their subdivisions in every language of the python-holidays package, MIT
  licence, built by ``scripts/build_holidays_world.py``: ``Moshoeshoe Day``, ``Dia da
  Independência``, ``Peat Cutting Monday``, ``Lady of Camarin Day``, ``Tweede kerstdag``), as written,
  in capitals, with each word capitalised, with ``’`` or no apostrophe, before a possessive ``'s``
  (``Moshoeshoe Day's parade``: the name), and in lower case when a word
  of it is rare in English (``since dia da independência``); not inside a longer word or name, not
  before a place or institution word (``... Day Centre``, ``... Day Hospital``).  The names en_when6
  and en_when9 list are theirs.
"""

from __future__ import annotations

import functools
import re
from importlib import resources

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_org_words import trie_regex

__all__ = ["PATTERNS", "world_holiday_names"]

_SMALL = frozenset("of the and de del la las los el da do dos das di du des le et y e a à al van von der den für ng ya na".split())
_HEADS = frozenset("day eve night monday tuesday wednesday thursday friday saturday sunday weekend holiday festival feast birthday".split())


@functools.lru_cache(maxsize=1)
def world_holiday_names() -> tuple[str, ...]:
    """The names of ``base_systems/data/en_holidays_world.txt`` (comments dropped)."""
    text = resources.files("multideid.base_systems").joinpath("data", "en_holidays_world.txt").read_text(encoding="utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


def _lower_ok(name: str) -> bool:
    """The lower-case form is no phrase of ordinary English: a word other than a head is rare in
    English (word-frequency class <= 2)."""
    from multideid.base_systems.word_freq import freq_class

    words = [w for w in re.split(r"[ '’-]+", name.lower()) if w and w not in _HEADS and w not in _SMALL]
    return bool(words) and min(freq_class(w, "en") for w in words) <= 2


def _title(name: str) -> str:
    """Each word capitalised but the small ones (``Dia Da Independência`` is no form: ``Jour de l'An``)."""
    words = name.split(" ")
    out = []
    for i, w in enumerate(words):
        if re.match(r"(?i:[dl]')\w", w):  # French elision: "l'an" -> "l'An"
            out.append(w[:2].lower() + w[2:3].upper() + w[3:])
        elif i and w.lower() in _SMALL:
            out.append(w)
        else:
            out.append(w[:1].upper() + w[1:])
    return " ".join(out)


def holiday_forms(name: str) -> set[str]:
    """The spellings of ``name`` the pattern matches."""
    base = {name, _title(name)}
    if "'" in name:
        base |= {n.replace("'", "’") for n in base} | {n.replace("'s ", "s ") for n in base}
    forms = set(base) | {n.upper() for n in base}
    if _lower_ok(name):
        forms |= {n.lower() for n in base}
    return forms


def _regex() -> str:
    forms: set[str] = set()
    for name in world_holiday_names():
        forms |= holiday_forms(name)
    return trie_regex(forms)


# a place, an institution or a thing named after the holiday
_NOT_AFTER = (
    r"(?![ -](?i:islands?|centre|center|hospital|unit|surgery|clinic|program|programme|services?|nursery|street|st|road|rd|"
    r"avenue|ave|lane|park|school|college|church|parish|ward|house|home|hall|lodge|court|estate|trust|foundation|society|"
    r"club|fund|appeal|airport|station|bridge|square|stadium|hotel|market|district|avenida|rua|calle|plaza|praça|barrio|"
    r"ltd|inc|llc|plc|corp|company|group)\b)"
)

PATTERNS: tuple[Pattern, ...] = (
    Pattern("date11_holiday_world", rf"(?<![\w'’-])(?:{_regex()})(?![\w-]|['’](?![sS]\b)){_NOT_AFTER}", "DATE", 0.7),
)
