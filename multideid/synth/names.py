"""Person names from many cultures, and invented ones, for the synthetic corpus.

A de-identifier that has only seen US census names learns to recognise *those names*; the
PHI it exists for includes every other name ("Adaeze", "Zebulon Quixlington").  So the
generator draws a share of its names

* from Faker person providers of locales that the ``dictionary`` base's name lists do **not**
  use (Nigerian, Ghanaian, Kenyan, South African, Indonesian, Turkish, Pakistani, Irish,
  Baltic, Balkan, Central Asian, ...), so the learned bases meet names no gazetteer holds, and
* from a syllable model: invented names that exist nowhere ("Quorvalin Estrabey"), so the
  learned bases must rely on context and word shape, not on memorised names;

and renders them in more shapes: hyphenated and particle surnames ("Okafor-Lindqvist",
"van der Molen", "Al-Rashidi", "O'Faolain").

Everything is drawn from a :class:`random.Random` passed in; lists are built once in a fixed
(sorted) order, so the output never depends on ``PYTHONHASHSEED``.
"""

from __future__ import annotations

import random
import unicodedata
from functools import lru_cache

#: Faker person locales absent from the dictionary base's name lists (Latin script only).
WORLD_LOCALES = (
    "yo_NG", "ig_NG", "ha_NG", "en_NG", "en_KE", "sw", "tw_GH", "zu_ZA", "id_ID", "tr_TR", "en_PK",
    "ga_IE", "ro_RO", "hr_HR", "sk_SK", "sl_SI", "lv_LV", "lt_LT", "et_EE", "az_AZ", "uz_UZ",
)
#: More cultures, at most :data:`MORE_CAP` names per list each (evenly strided, so no locale
#: dominates the pool): Icelandic (surnames are patronymics built from the male first names:
#: "Jónsson", "Kristínardóttir"-like), Vietnamese, Japanese and Chinese (Faker's romanized
#: lists), and Polish, Hungarian and Finnish, which the dictionary base's lists do hold: the
#: learned bases and the stacker must also learn them outside the cued contexts.
MORE_LOCALES = ("is_IS", "vi_VN", "ja_JP", "zh_CN", "pl_PL", "hu_HU", "fi_FI")
MORE_CAP = 300
PARTICLES = ("van", "van der", "de", "de la", "da", "del", "di", "von", "Al-", "El-", "O'", "Mac", "Mc")

_ONSETS = ("b", "br", "c", "ch", "d", "dr", "f", "g", "gr", "h", "j", "k", "kh", "l", "m", "n", "ny", "p", "q",
           "qu", "r", "s", "sh", "st", "t", "th", "tr", "v", "w", "y", "z", "zh", "")
_VOWELS = ("a", "e", "i", "o", "u", "ai", "ao", "ei", "ia", "io", "oa", "ou", "y", "ae")
_CODAS = ("", "", "", "n", "r", "l", "s", "th", "m", "nd", "rt", "x", "sk", "v", "k")
_ENDINGS_F = ("a", "ia", "elle", "ine", "ka", "wen", "ara", "ette", "is", "yn")
_ENDINGS_M = ("o", "an", "ar", "ius", "ek", "in", "us", "ric", "on", "ir")
_SURNAME_ENDINGS = ("son", "ova", "ski", "ez", "ari", "ington", "berg", "wala", "ko", "ani", "ley", "mann", "ides",
                    "escu", "ovic", "stone", "wick", "ayo", "enko", "dottir", "", "", "")


def _ascii_ok(name: str) -> bool:
    """A usable name: Latin letters (diacritics allowed), apostrophes, hyphens, single spaces."""
    if not name or len(name) < 2 or not name[0].isupper():
        return False
    for ch in name:
        if ch in " '-":
            continue
        if not ch.isalpha() or "LATIN" not in unicodedata.name(ch, ""):
            return False
    return True


@lru_cache(maxsize=1)
def world_names() -> dict[str, tuple[str, ...]]:
    """First names (by sex) and surnames from :data:`WORLD_LOCALES` and :data:`MORE_LOCALES`,
    sorted and de-duplicated."""
    import importlib

    first_m: set[str] = set()
    first_f: set[str] = set()
    last: set[str] = set()
    for loc in WORLD_LOCALES:
        try:
            prov = importlib.import_module(f"faker.providers.person.{loc}").Provider
        except ImportError:  # pragma: no cover - a Faker release without the locale
            continue
        first_m.update(n for n in _vals(prov, "first_names_male") if _ascii_ok(n))
        first_f.update(n for n in _vals(prov, "first_names_female") if _ascii_ok(n))
        last.update(n for n in _vals(prov, "last_names") if _ascii_ok(n))
    for loc in MORE_LOCALES:
        try:
            prov = importlib.import_module(f"faker.providers.person.{loc}").Provider
        except ImportError:  # pragma: no cover
            continue
        roman = hasattr(prov, "first_romanized_names")
        fm = _vals(prov, "first_romanized_names" if roman else "first_names_male")
        ff = _vals(prov, "first_romanized_names" if roman else "first_names_female")
        ln = _vals(prov, "last_romanized_names" if roman else "last_names")
        if loc == "is_IS":  # Faker has no Icelandic surnames: patronymics from the fathers' names
            fathers = _capped(sorted(n for n in fm if _ascii_ok(n) and len(n) > 2))
            ln = [_patronymic(n, "M") for n in fathers[::2]] + [_patronymic(n, "F") for n in fathers[1::2]]
        first_m.update(_capped(sorted(n for n in fm if _ascii_ok(n))))
        first_f.update(_capped(sorted(n for n in ff if _ascii_ok(n))))
        last.update(_capped(sorted(n for n in ln if _ascii_ok(n))))
    return {"first_m": tuple(sorted(first_m)), "first_f": tuple(sorted(first_f)), "last": tuple(sorted(last))}


def _vals(prov, attr: str) -> list[str]:
    v = getattr(prov, attr, None)
    # stripped: a few Faker entries end in a space ("Şahin "), which put a space in a gold span
    return [str(x).strip() for x in v] if isinstance(v, (list, tuple, dict, set, frozenset)) else []


def _capped(names: list[str]) -> list[str]:
    """At most :data:`MORE_CAP` of ``names`` (sorted), evenly strided."""
    step = max(1, -(-len(names) // MORE_CAP))
    return names[::step]


def _patronymic(father: str, sex: str) -> str:
    """An Icelandic-like patronymic: "Jón" -> "Jónsson" / "Jónsdóttir" (the genitive simplified)."""
    stem = father[:-2] if father.endswith("ur") else father[:-1] if father.endswith(("i", "a")) else father
    return stem + ("sson" if sex == "M" else "sdóttir")


def invented_word(rng: random.Random, syllables: int) -> str:
    """A pronounceable word that is (almost surely) nobody's name."""
    parts = []
    for _ in range(syllables):
        parts.append(_ONSETS[rng.randrange(len(_ONSETS))] + _VOWELS[rng.randrange(len(_VOWELS))])
    word = "".join(parts) + _CODAS[rng.randrange(len(_CODAS))]
    if len(word) < 3:  # "Y", "Ai": too short to be a name on its own
        word += _ONSETS[rng.randrange(len(_ONSETS) - 1)] + _VOWELS[rng.randrange(len(_VOWELS))]
    return word[0].upper() + word[1:]


def invented_first(rng: random.Random, sex: str) -> str:
    stem = invented_word(rng, rng.randint(1, 2))
    ends = _ENDINGS_F if sex == "F" else _ENDINGS_M
    if rng.random() < 0.6:
        stem = stem.rstrip("aeiouy") or stem
        stem += ends[rng.randrange(len(ends))]
    return stem


def invented_last(rng: random.Random) -> str:
    stem = invented_word(rng, rng.randint(1, 3))
    return stem + _SURNAME_ENDINGS[rng.randrange(len(_SURNAME_ENDINGS))]


def draw_name(rng: random.Random, sex: str, us_first: tuple[str, ...], us_last: tuple[str, ...],
              world_p: float = 0.3, invented_p: float = 0.25) -> tuple[str, str]:
    """``(first, last)``: US census-like, world (see :data:`WORLD_LOCALES`) or invented.

    Surnames are sometimes hyphenated or carry a particle, whatever their origin."""
    r = rng.random()
    if r < invented_p:
        first, last = invented_first(rng, sex), invented_last(rng)
    elif r < invented_p + world_p:
        w = world_names()
        pool = w["first_f"] if sex == "F" else w["first_m"]
        first = pool[rng.randrange(len(pool))] if pool else invented_first(rng, sex)
        last = w["last"][rng.randrange(len(w["last"]))] if w["last"] else invented_last(rng)
    else:
        first, last = us_first[rng.randrange(len(us_first))], us_last[rng.randrange(len(us_last))]
    r = rng.random()
    if r < 0.08:  # double-barrelled, mixing origins
        other = invented_last(rng) if rng.random() < 0.5 else us_last[rng.randrange(len(us_last))]
        last = f"{last}-{other}"
    elif r < 0.12:
        p = PARTICLES[rng.randrange(len(PARTICLES))]
        last = f"{p}{last}" if p.endswith(("-", "'")) or p in ("Mac", "Mc") else f"{p} {last}"
    return first, last
