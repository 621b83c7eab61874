"""Build base_systems/data/en_holidays_world.txt: names of public holidays of every country (and
subdivision) of the ``holidays`` package (python-holidays, MIT licence,
https://github.com/vacanza/holidays), in every language the package provides, for the years
2000-2030; read by the rules pack en_hol11 (a listed name in text is a DATE span).

``holidays`` is no runtime dependency of multideid; install the pinned version aside and run:

    pip install --target /tmp/holidays-0.109 holidays==0.109
    PYTHONPATH=/tmp/holidays-0.109 python scripts/build_holidays_world.py > base_systems/data/en_holidays_world.txt

(with multideid installed: the filter reads its word frequencies and gazetteers).

Normalised: parenthesised notes (``(observed)``, ``(estimated)``, ``(ponte)``...) and substitute-day
prefixes (``Day off for``, ``Monday following``...) dropped, ``’`` as ``'``; a possessive
``X's Day`` also gives ``X Day``; a ``... Day`` that falls on one weekday every year also gives
``... <Weekday>`` (``Peat Cutting Monday``).  Dropped for precision (see :func:`drop_reason`):
names with digits; one-word names (``Independência``, ``Assumption``: ordinary words in some
language; the curated one-word festivals are en_when6/en_when9's); names under 8 characters or over
5 words; names of ordinary English words only without a holiday head (``Our Lady of Mercy``, a
hospital too); names made of given names, places and function words only (``Benito Juárez``: a
holiday named after a person keeps its ``Day``/``Birthday`` head); names starting with a saint's or
the Virgin's title and no head (churches, places: ``San José``, ``Nossa Senhora da Penha``); generic
heads (``National Day``, ``Public Holiday``); names already in en_holidays.txt.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

YEARS = range(2000, 2031)
MIN_CHARS = 8
MAX_WORDS = 5
# words that make a name a holiday name ("Day", "Día", "Tag", "Eve"...), lower case
HEADS = frozenset(
    "day days eve night festival feast birthday holiday holidays anniversary monday tuesday wednesday thursday friday "
    "saturday sunday weekend christmas easter year día dia jour journée journee fête fete tag dag dagen dzień dzien den "
    "dan dne giorno festa fiesta fiestas hari ngày tết gün günü bayram bayramı bayrami vigilia víspera vispera noche natal "
    "navidad noël noel pascua páscoa pascoa pâques paques ostern weihnachten pfingsten jul påsk paasdag kerstdag "
    "nochebuena nochevieja aniversario aniversário natalicio natalício jayanti puja purnima bucha eid tahun".split()
)
ENGLISH_HEADS = frozenset(
    "day days eve night festival feast birthday holiday holidays anniversary monday tuesday wednesday thursday friday "
    "saturday sunday weekend christmas easter year".split()
)
# words a holiday name may have besides names: not ordinary-English content
FUNCTION = frozenset("of the and de del la las los el da do dos das di du des le et y e a à al van von der den für".split())
SAINT_TITLES = ("Our Lady", "Saint ", "Sant'", "Saint-", "Sainte-", "San ", "Santa ", "Santo ", "São ", "Sao ", "St ", "St. ", "Sainte ", "Nossa Senhora",
                "Nuestra Señora", "Notre-Dame", "Notre Dame", "Virgen", "Sankt ", "Sveti ", "Sveta ", "Święt")
# names generic enough to be ordinary phrases (lower case)
GENERIC = frozenset(
    {"national day", "public holiday", "bank holiday", "day off", "rest day", "day of rest", "holiday", "national holiday",
     "special holiday", "additional holiday", "bridge holiday", "election day", "general election", "feast day",
     "memorial day", "new year", "new year's", "weekend", "festival", "state holiday", "special day", "half day",
     "day after", "day before", "working day", "non-working day", "extra day", "national mourning", "day of mourning"}
)
# modifiers that leave a holiday name generic ("Special Public Holiday", "Additional Day")
GENERIC_WORDS = frozenset(
    "national public bank state special additional second first last new big happy great local regional municipal half "
    "extra official substitute declared temporary bridge extended replacement partial in-lieu lieu transfer".split()
)
_PREFIX = re.compile(
    r"^(?:Day off for|Day off \(substituted from[^)]*\) for|Alternative holiday for|Substitute holiday for|Substitute day for|"
    r"Observed|Day after|The day following|Day following|Monday following|Tuesday following|Friday before|Bridge holiday for|Bridge day for|"
    r"Jour férié pour|Feriado por|Puente por)\s+", re.I,
)
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def normalise(name: str) -> str:
    """A holiday name as the package writes it, without notes, substitute prefixes or spacing noise."""
    name = name.replace("’", "'").replace("\u00a0", " ")
    name = re.sub(r"\s*\([^)]*\)", "", name)
    name = re.sub(r"\s*\[[^\]]*\]", "", name)
    prev = None
    while prev != name:
        prev = name
        name = _PREFIX.sub("", name.strip())
    name = re.sub(r"\s+(?:observed|estimated|observado|observada|estimado|estimada|ponte|puente)$", "", name, flags=re.I)
    return re.sub(r"\s+", " ", name).strip(" .,;:*")


def _words(name: str) -> list[str]:
    return [w for w in re.split(r"[ \-']+", name) if w]


def _english_common(word: str) -> bool:
    from wordfreq import zipf_frequency

    return zipf_frequency(word.lower(), "en") >= 3.0


def _is_name_or_place(word: str) -> bool:
    from multideid.base_systems.packs.en_forms import given_name
    from multideid.base_systems.packs.en_places import world_place

    return given_name(word) or world_place(word)


def drop_reason(name: str, known: frozenset[str] = frozenset()) -> str | None:
    """Why ``name`` (normalised) is left out of the list, or None when it is kept."""
    if not name or any(c.isdigit() for c in name):
        return "digits"
    words = name.split()
    if len(words) < 2:
        return "one word"
    if len(name) < MIN_CHARS:
        return "short"
    if len(words) > MAX_WORDS:
        return "long"
    if not name[0].isupper():
        return "lower case"
    low = name.lower()
    if low in GENERIC or low.removeprefix("the ") in GENERIC:
        return "generic"
    if name in known:
        return "known"
    content = [w for w in _words(name) if w.lower() not in FUNCTION and len(w) > 1]
    heads = {w.lower() for w in content} & HEADS
    if heads:
        rest = [w for w in content if w.lower() not in HEADS]
        if not rest:
            return "generic"  # "Christmas Day", "Easter Monday": the hand lists have them
        if all(w.lower() in GENERIC_WORDS for w in rest):
            return "generic"
        if len(rest) == 1 and heads <= ENGLISH_HEADS and _english_common(rest[0]) and not _is_name_or_place(rest[0]):
            return "ordinary phrase"  # "Show Day", "Transfer Day" (IVF), "Post Christmas", "Night of Power"
        if heads <= {"holiday", "holidays"} and all(_english_common(w) for w in rest):
            return "generic"  # "Official Holiday", "Public Health Holiday", "Substitute Holiday"
        return None
    if name.startswith(SAINT_TITLES):
        return "saint or place"
    if all(_english_common(w) for w in content):
        return "ordinary phrase"
    if all(_is_name_or_place(w) for w in content):
        return "person or place"
    return None


def variants(name: str, weekdays: set[int]) -> set[str]:
    """The name and the forms writers use for it: ``X Day`` for ``X's Day``, ``X Monday`` for a day
    that is always a Monday."""
    out = {name}
    m = re.fullmatch(r"(.+?)'s (Day|Birthday)", name)
    if m and " " not in m.group(1):
        out.add(f"{m.group(1)} {m.group(2)}")
    stem = name[:-4]
    if (name.endswith(" Day") and len(weekdays) == 1 and not name.startswith(("Day ", "The Day")) and (" " in stem or not _english_common(stem))
            and not _is_name_or_place(stem) and not all(_is_name_or_place(w) for w in stem.split())):
        out.add(f"{stem} {_WEEKDAYS[next(iter(weekdays))]}")  # not "Victoria Monday", "British Columbia Monday"
    return out


def collect() -> dict[str, set[int]]:
    """Every holiday name of the package (normalised) and the weekdays it fell on."""
    import holidays

    seen: dict[str, set[int]] = defaultdict(set)
    for code in holidays.list_supported_countries():
        probe = holidays.country_holidays(code)
        langs = list(getattr(probe, "supported_languages", ()) or ()) or [None]
        subdivs = [None] + list(getattr(probe, "subdivisions", ()) or ())
        for lang in langs:
            for subdiv in subdivs:
                try:
                    h = holidays.country_holidays(code, subdiv=subdiv, years=YEARS, language=lang)
                except Exception:  # noqa: BLE001  (a subdivision or language without data)
                    continue
                for day, names in h.items():
                    for part in names.split("; "):
                        seen[normalise(part)].add(day.weekday())
    return seen


def _known() -> frozenset[str]:
    path = Path(__file__).resolve().parents[1] / "base_systems" / "data" / "en_holidays.txt"
    return frozenset(l.strip() for l in path.read_text(encoding="utf-8").splitlines() if l.strip() and not l.startswith("#"))


def main() -> None:
    import warnings

    import holidays

    warnings.simplefilter("ignore")
    known = _known()
    kept: set[str] = set()
    for name, days in collect().items():
        for part in re.split(r"\s+[/–-]\s+|\s*/\s*", name):  # "Simchat Torah / Shemini Atzeret": two names
            if drop_reason(part) in (None, "known") or part in known:
                kept |= {v for v in variants(part, days) if v not in known and drop_reason(v, known) is None}
    sys.stdout.write(
        "# Names of public holidays of ~150 countries and their subdivisions, in every language of the source,\n"
        "# years 2000-2030, one per line (a DATE span for the rules pack en_hol11).\n"
        f"# Source: python-holidays (PyPI `holidays`) version {holidays.__version__}, MIT licence,\n"
        "# https://github.com/vacanza/holidays (Copyright (c) Vacanza Team and individual contributors).\n"
        "# Command: pip install --target /tmp/holidays-0.109 holidays==0.109 &&\n"
        "#   PYTHONPATH=/tmp/holidays-0.109 python scripts/build_holidays_world.py > base_systems/data/en_holidays_world.txt\n"
        "# Normalised: notes in parentheses ((observed), (estimated)...) and substitute-day prefixes dropped;\n"
        "# X's Day also as X Day; a Day always on one weekday also as that weekday (Peat Cutting Monday).\n"
        "# Filtered for precision: one-word names (ordinary words in some language), names with digits, under\n"
        "# 8 characters or over 5 words, generic names (National Day), names of ordinary English words with no\n"
        "# holiday head, of given names/places only (a person's holiday keeps its Day head), saint or Virgin\n"
        "# titles without a head (churches, places), names already in en_holidays.txt.\n"
    )
    for n in sorted(kept, key=lambda s: (s.lower(), s)):
        sys.stdout.write(n + "\n")


if __name__ == "__main__":
    main()
