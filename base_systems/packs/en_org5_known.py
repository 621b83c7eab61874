"""English pack, organisations (session 15): the known names of the package's institution and
organisation lists, for :mod:`.en_org5`'s ``hosp_known_name``, ``org_known_name`` and
``loc_chain_branch``.

A hospital of the institutions list or an unambiguous organisation of the organisations list written
as a name, with no cue (``UCSF``, ``Mass General``, ``Humana``); one-word names in the list's case
only (``LUTH``, not the given name ``Luth``); never before a test's or a product's word
(``Addenbrooke's Cognitive Examination``, ``Invitae 84-gene``); the suburb after a known chain
(``Longs Drugs Kapolei``). :class:`ListPattern` reads the lists on first use, never at import.
"""

from __future__ import annotations

import re
from functools import lru_cache

from multideid.base_systems.packs import Pattern
from multideid.base_systems.packs.en_context import name_ok
from multideid.base_systems.packs.en_org5_places import rare_word
from multideid.base_systems.packs.en_org_words import generic_word, trie_regex
from multideid.base_systems.packs.en_places import eponym_place, world_place, world_region
from multideid.base_systems.packs.en_world import known_person, known_place

__all__ = [
    "ListPattern", "branch_ok", "branch_regex", "first_name", "hospital_regex", "listed_keys", "name_key",
    "org_regex", "written_as_name",
]

_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
_rare = rare_word


class ListPattern(Pattern):
    """A pattern whose regex is built from a package list on first use (no list is read at import)."""

    def __init__(self, name: str, build, label: str, score: float, validator, group: str = "o",
                 before_name: float | None = None) -> None:
        super().__init__(name, r"(?!x)x", label, score, group=group, validator=validator)
        object.__setattr__(self, "build", build)
        object.__setattr__(self, "ready", False)
        # the score of a name followed by a capitalised word: below a brand-and-branch rule ("DaVita Lakeshore")
        object.__setattr__(self, "before_name", before_name)

    def _find(self, text: str) -> list[tuple[int, int, float]]:
        if not self.ready:
            object.__setattr__(self, "compiled", re.compile(self.build()))
            object.__setattr__(self, "ready", True)
        out = super()._find(text)
        if self.before_name is not None:
            out = [(s, e, self.before_name if re.match(r"[ ][A-Z][a-z]", text[e:e + 3]) else sc) for s, e, sc in out]
        return out


def name_key(name: str) -> str:
    """The key of a listed name: lower case, one space between words, straight apostrophes."""
    return re.sub(r"\s+", " ", name.strip().lower().replace("’", "'"))


def _list_regex(names) -> str:
    alt = trie_regex(sorted({name_key(n) for n in names if len(n) >= 3})).replace("'", "['’]")
    return rf"(?<![\w'’&.-])(?P<o>(?i:{alt}))(?![\w'’&-]|\.\w|[ ](?:&|and|of)[ ][A-Z])"


def hospital_regex() -> str:
    """The names of the institutions list (``hosp_known_name``)."""
    from multideid.base_systems.institutions import en_institutions

    return _list_regex(en_institutions())


def org_regex() -> str:
    """The names of the organisations list, less the ambiguous ones of the context list (``org_known_name``)."""
    from multideid.base_systems.institutions import context_organizations, en_organizations

    ambiguous = {name_key(n) for n in context_organizations()}
    return _list_regex(n for n in en_organizations() if name_key(n) not in ambiguous)


_PARTICLES = frozenset("of the and & de du des la le di del da do dos das at in on upon for y van von".split())
# a known name followed by one of these is part of a longer name the facility rules take whole
_LONGER = re.compile(r"[ ](?i:Hospital|Hospitals|Medical|Health|Healthcare|Clinic|Center|Centre|Institute|University|College|"
                     r"School|Foundation|Pharmacy|Infirmary|Children['’]s|Plan|Insurance)\b")


# a test, scale or product named after a site or a lab ("Addenbrooke's Cognitive Examination", "Invitae 84-gene panel")
_NOT_NAME_AFTER = re.compile(
    r"[ ](?:(?i:cognitive|ace|examination|exam|assessment|questionnaire|inventory|scale|score|criteria|classification|"
    r"protocol|formula|regimen|solution|syndrome|sign|test|panel|assay)\b|\d+-(?i:gene|marker|panel)\b)")


def branch_regex() -> str:
    """A known chain, pharmacy or care brand and the suburb of its branch after it ("Longs Drugs Kapolei")."""
    from multideid.base_systems.institutions import en_institutions, en_organizations

    from multideid.base_systems.institutions import context_organizations

    names = (*en_organizations(), *en_institutions(), *context_organizations())  # "Countdown Papakura": the suburb decides
    alt = trie_regex(sorted({name_key(n) for n in names if len(n) >= 3})).replace("'", "['’]")
    return rf"(?<![\w'’&.-])(?P<o>(?i:{alt}))[ ](?P<n>[{_UP}][\w'’-]+(?:[ ][{_UP}][\w'’-]+)?)(?=[ ]*(?:[.,;:)\n]|$)|[ ][a-z])"


@lru_cache(maxsize=1)
def _ambiguous_keys() -> frozenset[str]:
    from multideid.base_systems.institutions import context_organizations

    return frozenset(name_key(n) for n in context_organizations())


@lru_cache(maxsize=1)
def listed_keys() -> frozenset[str]:
    """The :func:`name_key` of every name of the organisation, institution and context lists."""
    return frozenset(_spellings())


@lru_cache(maxsize=1)
def _spellings() -> dict[str, frozenset[str]]:
    from multideid.base_systems.institutions import en_institutions, en_organizations

    out: dict[str, set[str]] = {}
    from multideid.base_systems.institutions import context_organizations

    for n in (*en_organizations(), *en_institutions(), *context_organizations()):
        out.setdefault(name_key(n), set()).add(n.replace("’", "'"))
    return {k: frozenset(v) for k, v in out.items()}


def _spelled_as_listed(o: str) -> bool:
    """A one-word name in the case of the list ("LUTH" is a hospital, "Luth" a given name); longer names
    in any capitalisation."""
    if " " in o:
        return True
    listed = _spellings().get(name_key(o), frozenset())
    o = o.replace("’", "'")
    return o in listed or o.isupper() and len(o) >= 4 or any(v.isupper() and o == v for v in listed)


def branch_ok(m: re.Match) -> bool:
    """A listed chain as written in the list and a suburb after it that is a place or rare name words."""
    o, n = m.group("o"), m.group("n")
    if name_key(o) in _ambiguous_keys():  # "Countdown Papakura"; not "Chase Raymond", "Oscar Trujillo", "Apple Valley"
        if first_name(o) or not world_place(n) or not all(_rare(w, 3.5) for w in n.split()):
            return False
    if not _spelled_as_listed(o) or n.isupper() or name_key(f"{o} {n}") in listed_keys():
        return False  # "Star Health TPA", "Cleveland Clinic Florida": a plan or a longer name
    if not all(w[0].isupper() or w.lower() in _PARTICLES for w in o.split()) or generic_word(n.split()[0]):
        return False
    return world_place(n) and not world_region(n) or all(_rare(w, 3.0) and name_ok(w, min_len=3) and not known_person(w) for w in n.split())


def written_as_name(m: re.Match) -> bool:
    """Written as a name (every word capitalised, or the whole in capitals); a single word no common
    English word and no person's name ("UCSF", "Humana"; not "Alfred", "Regions")."""
    o = m.group("o")
    if _NOT_NAME_AFTER.match(m.string, m.end("o")) or eponym_place(m, "o"):
        return False
    if _LONGER.match(m.string, m.end("o")) or re.search(r"(?:\b(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?|[A-Z][a-z]+)[ ]\Z",
                                                         m.string[max(0, m.start() - 12):m.start()]):
        return False
    words = o.split()
    if not all(w[0].isupper() or not w[0].isalpha() or w.lower() in _PARTICLES for w in words) or not _spelled_as_listed(o):
        return False
    if o.isupper() and len(o) <= 3:
        return False  # "UMC", "VA": too short to trust alone in capitals
    if world_place(o) or re.match(r",[ ]?(?:[A-Z]{2}\b|[A-Z][a-z]+)", m.string[m.end("o"):m.end("o") + 8]) and world_place(o.split()[-1]):
        return False  # "La Quinta, CA": the town, not the hotel chain
    if len(words) == 1:
        return not known_person(o) and (o.isupper() or _rare(o, 4.0)) and not known_place(o)
    return True


def first_name(word: str) -> bool:
    """A given name of the English gazetteer."""
    from multideid.base_systems.gazetteers import norm

    return norm(word) in _first_names()


@lru_cache(maxsize=1)
def _first_names() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer

    return frozenset(load_gazetteer("en").lists["first_names"])
