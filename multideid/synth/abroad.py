"""Addresses written the way other countries write them, and invented company names.

English clinical text mentions addresses abroad ("lived at Haakoninlahdentie 77, 70669
Kouvola, Finland until 2019") and employers whose names carry no cue word ("works at
Verdalio").  A model trained on US addresses and "X Inc."-shaped companies misses both, so
the generator draws:

* street, postcode and city from Faker's address providers of other countries, written in
  that country's order (``street, postcode city`` in continental Europe, ``street, city
  postcode`` in the UK, Ireland and Oceania), the locales split between the train and test
  corpora like every other pool (:func:`multideid.synth.phrases.split_pool`);
* the same addresses as mailing blocks, one part per line (street, suite, city in capitals,
  ``Country postcode``), under a name and an employer's line as address labels write them;
* brand-like invented company names from the syllable model of :mod:`multideid.synth.names`
  ("Quorvia", "Brendalo Labs").

Faker is re-seeded from the document's :class:`random.Random` on every use, so the output
depends only on the document's seed.
"""

from __future__ import annotations

import random
from functools import lru_cache

from multideid.synth.names import invented_word
from multideid.synth.phrases import split_pool
from multideid.synth.values import pick

#: (Faker locale, country name in English, order): "pc_city" = "street, 12345 City"
_LOCALES = (
    ("de_DE", "Germany", "pc_city"), ("fi_FI", "Finland", "pc_city"), ("en_GB", "United Kingdom", "city_pc"),
    ("fr_FR", "France", "pc_city"), ("nl_NL", "the Netherlands", "pc_city"), ("it_IT", "Italy", "pc_city"),
    ("da_DK", "Denmark", "pc_city"), ("pl_PL", "Poland", "pc_city"), ("sv_SE", "Sweden", "pc_city"),
    ("cs_CZ", "Czech Republic", "pc_city"), ("no_NO", "Norway", "pc_city"), ("hu_HU", "Hungary", "pc_city"),
    ("pt_PT", "Portugal", "pc_city"), ("en_AU", "Australia", "city_pc"), ("es_ES", "Spain", "pc_city"),
    ("hr_HR", "Croatia", "pc_city"), ("en_IE", "Ireland", "city_pc"), ("sl_SI", "Slovenia", "pc_city"),
    ("de_AT", "Austria", "pc_city"), ("en_NZ", "New Zealand", "city_pc"), ("de_CH", "Switzerland", "pc_city"),
)
_BRAND_ENDINGS = ("a", "o", "ia", "io", "ix", "ly", "era", "ify", "ora", "eon", "ant", "ex", "")
_BRAND_SUFFIXES = ("", "", "", " Labs", " Health", " Logistics", " Systems", " Foods", " Media", " Group")


@lru_cache(maxsize=None)
def _faker(locale: str):
    from faker import Faker

    fake = Faker(locale)
    # Faker's it_IT builds its city list from a set, so the city a seed draws changed with the
    # process's hash seed; sorted, every process generates the same notes
    for prov in fake.providers:
        cities = getattr(prov, "cities", None)
        if isinstance(cities, list):
            prov.cities = sorted(cities)
    return fake


def _address(c) -> tuple:
    """``(rng, country, order, street, city, postcode)`` of a random address abroad, drawn
    from a locale of this split with Faker seeded from the template's generator."""
    rng: random.Random = c.rng
    locale, country, order = pick(rng, split_pool(_LOCALES, c.split))
    fake = _faker(locale)
    fake.seed_instance(rng.getrandbits(62))
    street = " ".join(fake.street_address().split())
    return rng, country, order, street, fake.city(), fake.postcode()


def address_abroad(c) -> list:
    """Pieces of an address abroad: street, postcode, city (each LOCATION), often the country."""
    rng, country, order, street, city, pc = _address(c)
    if order == "pc_city":
        out = [(street, "LOCATION"), ", ", (pc, "LOCATION"), " ", (city, "LOCATION")]
    else:
        out = [(street, "LOCATION"), ", ", (city, "LOCATION"), " ", (pc, "LOCATION")]
    if rng.random() < 0.6:
        out += [", ", (country, "LOCATION")]
    return out


def address_abroad_block(c) -> list:
    """The same address written as a mailing block, one part per line, as letters and address
    labels write it: street; sometimes an apartment or suite line; then the country's own
    ``postcode City`` / ``City postcode`` line or the city alone (often in capitals) above a
    ``Country postcode`` line."""
    rng, country, order, street, city, pc = _address(c)
    if rng.random() < 0.4:
        city = city.upper()
    out: list = [(street, "LOCATION"), "\n"]
    if rng.random() < 0.4:
        out += [(f"{pick(rng, ('Apt.', 'Suite', 'Unit', 'Flat'))} {rng.randint(2, 999)}", "LOCATION"), "\n"]
    if rng.random() < 0.5:
        out += [(city, "LOCATION"), "\n", (country, "LOCATION"), " ", (pc, "LOCATION")]
    else:
        first, second = ((pc, city) if order == "pc_city" else (city, pc))
        out += [(first, "LOCATION"), " ", (second, "LOCATION")]
        if rng.random() < 0.7:
            out += ["\n", (country, "LOCATION")]
    return out


def brand_name(rng: random.Random) -> str:
    """An invented company name with no cue word: "Quorvia", "Brendalo Labs"."""
    stem = invented_word(rng, rng.randint(2, 3))
    if rng.random() < 0.6:
        stem = (stem.rstrip("aeiouy") or stem) + pick(rng, _BRAND_ENDINGS)
    return stem[0].upper() + stem[1:] + pick(rng, _BRAND_SUFFIXES)


SLOTS = {
    "address_abroad": address_abroad,
    "address_abroad_block": address_abroad_block,
    "brand": lambda c: [(brand_name(c.rng), "ORGANIZATION")],
}
