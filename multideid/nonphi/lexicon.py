"""Learned-only spans made of clinical vocabulary of whole lexical classes (docs/nonphi.md,
"Learned-only lexicon", ``[run] nonphi_lexicon``).

On English text unlike its synthetic training notes, the learned taggers (CRF, SVM) take drug
names (``Ondexxya``), languages and demonyms (``translated from Croatian``), genera
(``Chironex``), gene symbols (``CYP2C19 *2/*2 genotype``) and other languages' form labels
(``Adresa:``) for names, places or organisations where no rule or dictionary does.  A final span
of a vetoable class that no base needing no training overlaps is dropped when every word of its
core is a **lexicon word** (:func:`lexicon`: pycountry's ISO 639 languages and ``languages.txt``,
``demonyms.txt``, ``genera.txt`` with species epithets, the drug names of the PyPI package
``drug-named-entity-recognition`` read by :class:`PlainUnpickler`, gene symbols with a gene
context on the line), or when it is one **foreign form label** (a capitalised word before a
colon, opening its line or a field, Zipf >= 4 in a Latin-script language of wordfreq and < 3 in
English).  No lexicon word or label is a name or place of the English gazetteer or of a Faker
locale; a name cue before it (``Interpreter:`` only before a language), a credential or
profession after it, a capitalised neighbour in any script, an organisation head after it, a
speaker's colon, a roster of names beside it or a lower-case line keeps the span.

The lexicon is pinned in the model (:func:`lexicon_digest`, ``pins["nonphi_lexicon"]``); a model
whose stored config predates ``[run] nonphi_lexicon`` skips the step; a caller that passes no
learned bases' spans gets no drop (fails closed).
"""

from __future__ import annotations

import bz2
import hashlib
import io
import json
import pickle
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from importlib import resources
from pathlib import Path

from multideid.document import Span
from multideid.nonphi.forms import SPECIES, learned_only_candidates, split_dropped
from multideid.nonphi.guards import SENTENCE_WORDS, capital_neighbour, name_cue_before
from multideid.nonphi.lists import Region
from multideid.nonphi.regions import line_bounds, name_place_words

__all__ = ["DRUG_DIST", "FAKER_FIRST_NAMES", "FORMAT", "LABEL_LANGUAGES", "LEXICON_FILES", "PlainUnpickler", "drug_words", "enabled", "faker_person_words", "foreign_label",
           "gene_token", "is_speaker", "learned_only_lexicon", "lexicon", "lexicon_digest", "lexicon_span", "read_words", "world_names"]

#: bump when what a lexicon word matches changes, or the drug filter of :func:`drug_words` (part of
#: the pinned digest and of the cached drug list's file name)
FORMAT = 1
LEXICON_FILES = ("languages.txt", "demonyms.txt", "genera.txt", "genes.txt")
DRUG_DIST = "drug-named-entity-recognition"
_DRUG_DATA = "drug_named_entity_recognition/drug_ner_dictionary.pkl.bz2"
#: Latin-script languages of wordfreq whose common words may open a form field
LABEL_LANGUAGES = ("ca", "cs", "da", "de", "es", "fi", "fil", "fr", "hu", "id", "is", "it", "lt", "lv", "ms", "nb",
                   "nl", "pl", "pt", "ro", "sh", "sk", "sl", "sv", "tr", "vi")
#: a drug word common in one of these languages is a word of that language, or a place (``Rhein``)
_DRUG_OTHER_LANGUAGES = ("es", "fr", "pt", "it", "de", "nl")
_DAYS_MONTHS = frozenset("""monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december""".split())
_GENE_CONTEXT = re.compile(r"(?i)\b(?:genotyp\w*|phenotyp\w*|diplotype\w*|haplotype\w*|allele\w*|variant\w*|"
                           r"metaboli[sz]er\w*|polymorphism\w*|mutation\w*|mutated|pathogenic|heterozygo\w*|"
                           r"homozygo\w*|carrier|gene|genes|genetic\w*|pharmacogen\w*|PGx|CPIC|DPWG|rs\d+|"
                           r"deletion|duplication|amplification|fusion|expression|sequencing)\b|(?:^|(?<=[\s(/]))\*\d{1,3}[A-Z]?\b")
_GENE_SHAPES = re.compile(r"CYP\d{1,2}[A-Z]{1,2}\d{0,2}(?:/\d{1,2})?|HLA-[A-Z]{1,4}\d{0,2}(?:\*\d{2,3}(?::\d{2,3}){0,3})?")
#: letters then one or two digits, then optionally letters and digits (``SLCO1B1``, ``UGT1A1``, ``NUDT15``): never
#: an ID's long run of digits (``AB12345``)
_GENE_CODE = re.compile(r"[A-Z]{2,6}\d{1,2}(?:[A-Z]{1,2}\d{0,2})?|G6PD")
_STAR = re.compile(r"\*\d{1,3}[A-Z]?(?:x\d)?(?:/\*\d{1,3}[A-Z]?(?:x\d)?)?")
_TOKEN = re.compile(r"[^\s,;/()+&]+")
_EDGE = ".:'\"’[]{}"
_CONNECTORS = frozenset({"and", "or"})
_DOSE = re.compile(r"(?i)\d+(?:[.,]\d+)?(?:mg|mcg|µg|g|ml|l|iu|units?|%|mmol|meq)?|mg|mcg|µg|g|ml|iu|units?|mmol|meq|"
                   r"tabs?|tablets?|caps?|capsules?|puffs?|drops?|sachets?|vials?|ampoules?")
_NAMES = frozenset({"PATIENT", "DOCTOR", "NAME", "PERSON"})
#: between two items of a list (``Okafor, Welsh and Tran``)
_LIST_GAP = re.compile(r"[ \t]*(?:[,;/&+][ \t]*|(?:and|or)[ \t]+)(?:(?:and|or)[ \t]+)?")
_LATIN_EPITHET = re.compile(r"[a-z]{4,}(?:ae|us|um|is|ii|i|a|ens|es)")


# ----------------------------------------------------------------------------------- the lexicon

def enabled(cfg: Mapping | None) -> bool:
    """``[run] nonphi_lexicon``; a model whose stored config predates the key skips the step."""
    run = (cfg or {}).get("run", {}) or {}
    return bool(run.get("nonphi_lexicon", False))


class PlainUnpickler(pickle.Unpickler):
    """Plain containers and scalars only: every global (a class, a function) is refused."""

    def find_class(self, module, name):  # noqa: ARG002 - refuse all
        raise pickle.UnpicklingError("a global in the drug dictionary: refused")


@lru_cache(maxsize=1)
def world_names() -> frozenset[str]:
    """Case-folded first names, surnames and places of the English gazetteer and the first names
    and surnames of every Faker locale's person provider."""
    return frozenset({w.casefold() for w in name_place_words()} | faker_person_words(True))


#: the first-name lists of a Faker person provider
FAKER_FIRST_NAMES = ("first_names", "first_names_male", "first_names_female", "first_names_nonbinary")


@lru_cache(maxsize=2)
def faker_person_words(surnames: bool) -> frozenset[str]:
    """Case-folded first names (and with ``surnames`` the surnames) of every Faker locale's person
    provider."""
    import importlib
    import pkgutil

    from faker.providers import person

    out: set[str] = set()
    attrs = FAKER_FIRST_NAMES + (("last_names",) if surnames else ())
    for m in sorted(pkgutil.iter_modules(person.__path__), key=lambda m: m.name):
        try:
            prov = getattr(importlib.import_module(f"faker.providers.person.{m.name}"), "Provider", None)
        except ImportError:
            continue
        for attr in attrs:
            v = next((c.__dict__[attr] for c in getattr(prov, "__mro__", ()) if attr in c.__dict__), None)
            if isinstance(v, (dict, list, tuple, set, frozenset)):
                out.update(x.casefold() for x in v if isinstance(x, str))
    return frozenset(out)


def _zipf(word: str, lang: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, lang, wordlist="best")


@lru_cache(maxsize=1)
def drug_words() -> frozenset[str]:
    """One-word drug names of the installed ``drug-named-entity-recognition`` dictionary (generic
    and brand; empty when the package is absent): five letters or more, Zipf < 3.5 in English and
    < 3.0 in Spanish, French, Portuguese, Italian, German and Dutch.

    Filtering reads seven word-frequency dictionaries (about 3 s): the result is cached as JSON
    in the user cache directory (:func:`multideid.base_systems.gazetteers.cache_dir`) in a file
    keyed by :data:`FORMAT`, the SHA-256 of the package's data file and the wordfreq version, so a
    new dictionary or wordfreq rebuilds it; an unreadable or unwritable cache only costs the time
    (the model's pin, :func:`lexicon_digest`, checks the words either way)."""
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        path = distribution(DRUG_DIST).locate_file(_DRUG_DATA)
        raw = Path(path).read_bytes()
    except (PackageNotFoundError, OSError):
        return frozenset()
    cache = _drug_cache_path(hashlib.sha256(raw).hexdigest())
    cached = _read_cached(cache)
    if cached is not None:
        return cached
    try:
        data = PlainUnpickler(io.BytesIO(bz2.decompress(raw))).load()
    except (OSError, ValueError, pickle.UnpicklingError, EOFError):
        return frozenset()
    variants = data.get("drug_variant_to_canonical", {}) if isinstance(data, dict) else {}
    from wordfreq import get_frequency_dict

    en = get_frequency_dict("en", wordlist="best")
    others = [get_frequency_dict(lang, wordlist="best") for lang in _DRUG_OTHER_LANGUAGES]
    # Zipf = log10(frequency) + 9: < 3.5 in English, < 3.0 in each other language (``Rhein``, ``Bicol``)
    words = frozenset(w for w in variants if isinstance(w, str) and re.fullmatch(r"[^\W\d_]{5,}", w)
                      and en.get(w, 0.0) < 10 ** -5.5 and all(d.get(w, 0.0) < 1e-6 for d in others))
    _write_cached(cache, words)
    return words


def _drug_cache_path(data_sha: str) -> Path | None:
    from importlib.metadata import PackageNotFoundError, version

    from multideid.base_systems.gazetteers import cache_dir

    try:
        wf = version("wordfreq")
    except PackageNotFoundError:
        return None
    return cache_dir() / f"nonphi-drugs-f{FORMAT}-{data_sha[:16]}-wordfreq{wf}.json"


def _read_cached(path: Path | None) -> frozenset[str] | None:
    if path is None:
        return None
    try:
        words = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
        return None
    return frozenset(words)


def _write_cached(path: Path | None, words: frozenset[str]) -> None:
    if path is not None:
        from multideid.base_systems.gazetteers import write_cache

        write_cache(path, sorted(words), "nonphi-drugs-*.json")


def read_words(name: str) -> list[str]:
    """The words of a lexicon file (multideid/data/nonphi_lexicon), comment lines skipped."""
    text = resources.files("multideid").joinpath("data", "nonphi_lexicon", name).read_text(encoding="utf-8")
    return [w for line in text.splitlines() if not line.lstrip().startswith("#") for w in line.split()]


@lru_cache(maxsize=1)
def lexicon() -> dict[str, frozenset[str]]:
    """Class -> case-folded words (``genes``: as written, capitals only)."""
    import pycountry

    names = world_names()
    langs = set(read_words("languages.txt"))
    for lang in pycountry.languages:
        if hasattr(lang, "alpha_2") or hasattr(lang, "bibliographic"):
            name = re.sub(r"\(.*?\)", "", lang.name)
            words = name.split()
            langs.update(words if len(words) == 1 else (w for w in words if _zipf(w.lower(), "en") < 3.5))
    out = {
        "language": {w.casefold() for w in langs if len(w) >= 3},
        "demonym": {w.casefold() for w in read_words("demonyms.txt")},
        "genus": {w.casefold() for w in read_words("genera.txt") if _zipf(w.lower(), "en") < 3.5},
        "drug": set(drug_words()),
    }
    from multideid.base_systems.gazetteers import norm

    gazetteer = name_place_words()
    clean = {k: frozenset(w for w in v if w not in names and norm(w) not in gazetteer and w not in _DAYS_MONTHS)
             for k, v in out.items()}
    clean["genes"] = frozenset(w for w in read_words("genes.txt") if w.isupper())
    return clean


@lru_cache(maxsize=1)
def lexicon_digest() -> str:
    """SHA-256 over the format, every class's words and the name filter (``model.current_pins``)."""
    h = hashlib.sha256(f"nonphi-lexicon-{FORMAT}\0".encode())
    for k, words in sorted(lexicon().items()):
        h.update(k.encode() + b"\0" + "\n".join(sorted(words)).encode("utf-8") + b"\1")
    h.update("\n".join(sorted(world_names())).encode("utf-8"))
    return h.hexdigest()


# ------------------------------------------------------------------------------------- the step

def gene_token(text: str, tok: str, a: int) -> bool:
    """``tok`` (at ``a``) is a gene symbol: a CYP or HLA shape, or a letters-and-digits gene form
    or a listed symbol in capitals, with a gene context on its line."""
    la, lb = line_bounds(text, a, a + len(tok))
    if not _GENE_CONTEXT.search(text, la, lb):
        return False
    return bool(_GENE_SHAPES.fullmatch(tok) or _GENE_CODE.fullmatch(tok) or tok in lexicon()["genes"])


def lexicon_span(text: str, a: int, b: int) -> str | None:
    """The class of the lexicon words (``language``...) all the words of the core ``[a, b)`` are,
    else None."""
    lex = lexicon()
    kinds: list[str] = []
    stars = genus = False
    for m in _TOKEN.finditer(text, a, b):
        tok, ta = m.group(), m.start()
        if tok in "-–":
            continue
        if _STAR.fullmatch(tok):
            stars = True
            continue
        if gene_token(text, tok, ta):
            kinds.append("gene")
            continue
        word = tok.strip(_EDGE)
        low = word.casefold()
        if not word or low in _CONNECTORS:
            continue
        if kinds and kinds[-1] == "drug" and _DOSE.fullmatch(word):
            continue  # a dose after a drug: "Omnipaque 110 mL"
        if genus and word.islower() and (word in SPECIES or word in ("spp", "sp") or
                                         (_LATIN_EPITHET.fullmatch(word) and _zipf(word, "en") < 3.0)):
            continue
        kind = next((k for k in ("language", "demonym", "drug", "genus") if low in lex[k]), None)
        if kind is None:
            return None
        genus = kind == "genus"
        kinds.append(kind)
    if not kinds or (stars and "gene" not in kinds):
        return None
    return kinds[0] if len(set(kinds)) == 1 else "mixed"


def foreign_label(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is one foreign form label (module docstring)."""
    word = text[a:b]
    if not re.fullmatch(r"[^\W\d_][^\W\d_]{2,}", word) or not word[0].isupper() or not word[1:].islower():
        return False
    if not re.match(r"[ \t]?:", text[b:b + 2]):
        return False
    la, _ = line_bounds(text, a, b)
    before = text[la:a]
    if before.strip() and not re.search(r"(?:\t|  |\|)[ \t]*$", before):
        return False
    low = word.casefold()
    if low in world_names() or _zipf(low, "en") >= 3.0:
        return False
    return max(_zipf(low, lang) for lang in LABEL_LANGUAGES) >= 4.0


#: after a name: a credential or role (``-Mirelle, RN``); after a language: a profession (``Latin teacher``)
_AFTER = re.compile(r"[ \t]*,?[ \t]*(?:(?:RN|MD|DO|NP|PA|PA-C|LPN|CNA|RPh|PharmD|PhD|MBBS|MBChB|DDS|DMD|RD|LCSW|MSW|"
                    r"RM|RGN|EMT|FRCP\w*|MRCP\w*|FRACP|FACP|CRNA|APRN)\b|(?:teacher|tutor|lecturer|professor|"
                    r"instructor|interpreter|translator|teacher's|speaker|scholar|nurse|doctor|chef|cook)s?\b)")
_WORD_BEFORE = re.compile(r"([^\W\d_][\w'’.]*)[ \t]*[-–]?[ \t]*$")
_WORD_AFTER = re.compile(r"[ \t]*[-–]?[ \t]*([^\W\d_])")


_ORG_HEADS = frozenset("""medical center centre hospital hospitals clinic clinics health healthcare university college
    institute association society church mosque temple community school house home pharmacy group practice council
    embassy consulate club services service foundation trust board federation league union fund insurance
    bank company""".split())


_UTTERANCE = re.compile(r"\b(?:I|I'm|I've|I'll|you|your|my|me|we|our|us)\b")


def is_speaker(text: str, a: int, b: int) -> bool:
    """The core's word stands before a colon twice or more in the document: a speaker of a
    transcript or chat (``Quai: Should I come in?``)."""
    word = text[a:b]
    if len(re.findall(re.escape(word) + r"[ \t]?:", text)) >= 2:
        return True
    m = re.match(r"[ \t]?:([^\n]*)", text[b:b + 400])  # an utterance after it: "Quai: Should I come in?"
    return bool(m) and (m.group(1).rstrip().endswith("?") or _UTTERANCE.search(m.group(1)) is not None)


def _name_around(text: str, a: int, b: int) -> bool:
    """A capitalised word in any script right before or after the core on its line (``Șerban
    Moldovan``), or a credential, role or profession after it."""
    from multideid.base_systems.gazetteers import norm

    la, lb = line_bounds(text, a, b)
    m = _WORD_BEFORE.search(text, max(la, a - 60), a)
    if m and m.group(1)[0].isupper() and not m.group(1).endswith(".") and m.group(1).casefold() not in SENTENCE_WORDS:
        return True
    m = _WORD_AFTER.match(text, b, lb)
    if m and m.group(1).isupper() or _AFTER.match(text, b, lb) is not None:
        return True
    m = re.match(r"[ \t]+([^\W\d_]+)", text[b:lb])
    if m and m.group(1).casefold() in _ORG_HEADS:  # "Swedish Medical Center", "Filipino community"
        return True
    # a place before a parenthesis: "Cyprus (Greek)", "Zagreb (Croatian)"
    m = re.search(r"([^\W\d_]+)[ \t]*\([ \t]*$", text[max(la, a - 60):a])
    return bool(m) and norm(m.group(1)) in name_place_words()


def _interpreter_before(text: str, a: int) -> bool:
    return re.search(r"(?i)\binterpreters?\b[^\w\n]{0,3}$", text[max(0, a - 20):a]) is not None


def learned_only_lexicon(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],
                         learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: spans of a vetoable class with no knowledge-base span on them whose
    core is lexicon words or a foreign form label (module docstring).  ``learned``: one list of
    spans per learned base; none given, nothing is dropped."""
    from multideid.propagate import coarse_class

    if not learned:
        return list(spans), []
    cands = list(learned_only_candidates(text, spans, knowledge, cue=False))
    kinds = {id(s): lexicon_span(text, a, b) for s, a, b in cands}
    dropped: list[Span] = []
    for s, a, b in cands:
        kind = kinds[id(s)]
        if is_speaker(text, a, b):
            continue
        if kind is None:
            if foreign_label(text, a, b) and not name_cue_before(text, a):
                dropped.append(s)
            continue
        if name_cue_before(text, a) and not (kind == "language" and _interpreter_before(text, a)):
            continue
        la, lb = line_bounds(text, a, b)
        if kind in ("language", "demonym") and re.match(r"[ \t]?:", text[b:b + 2]) \
                and not re.search(r"[^\W\d_]", text[la:a]):
            continue  # a speaker or a field label opening its line ("[11:50] Lao: I ran out")
        if text[a:b].islower() and not any(c.isupper() for c in text[la:lb]):
            continue  # a line in lower case writes names so too
        region = Region(a, b, "lexicon")
        if capital_neighbour(text, region, [region], [a]) or _name_around(text, a, b):
            continue
        if any(o is not s and kinds.get(id(o)) is None and coarse_class(o.label) in _NAMES
               and (_LIST_GAP.fullmatch(text, o.end, a) or _LIST_GAP.fullmatch(text, b, o.start)) for o in spans):
            continue  # a roster: the next or previous item of the list is a name outside the lexicon
        dropped.append(s)
    return split_dropped(spans, dropped)
