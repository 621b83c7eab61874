"""Language words in a language context and common-noun field labels (docs/nonphi.md, "Language
words and field labels", ``[run] nonphi_fields``).

Two classes of false name, place and organisation spans that the learned-only steps cannot reach,
because a dictionary or rules base overlaps them or because their words are also names:

* **language words in a language context**: a span whose core is language names or demonyms
  (``English``, ``Bislama and English``, ``English-speaking``), optionally with a text noun
  (``English copy``, ``English summary``), dropped only where the text speaks of a language: a
  text noun, ``-speaking``, ``speaker``, ``interpreter``... in or right after the span, or a cue
  right before it (``(``, ``in``, ``into``, ``translated from``, ``written in``, ``Language:``,
  ``speaks``; a list of languages before it is skipped: ``speaks Hokkien and English``).  The
  words are pycountry's ISO 639 languages with a 2-letter or bibliographic code,
  ``languages.txt`` and ``demonyms.txt`` (multideid/data/nonphi_lexicon) **without** the
  lexicon's name filter: many of them are surnames (``English``, ``German``), so a name cue or
  title before the span (``Mr English``, ``Dr. Ewe``), a capitalised neighbour that is no
  language or text word (``Rachel English``, ``Spanish Town``), a colon after it (a speaker) keep
  it; a language word that is also a given name (``Shona``, ``Karen``) needs a language context of
  its own (a text noun, ``-speaking``, ``speaks``, ``translated from``, ``Language:``), never a bare
  ``in``, ``(`` or ``only``.
* **common-noun field labels**: a capitalised common English word, or two words (``Responsible
  adult``), opening its line or a field (after a tab, two spaces or ``|``) right before a colon
  (``Device:``, ``Venue:``, ``Contractor:``); dropped when every word has Zipf >= 3.5 in English
  (wordfreq), no word is a given name (the English gazetteer's first names, every Faker locale's
  first names) and the word is no speaker of a transcript or chat
  (:func:`multideid.nonphi.lexicon.is_speaker`: ``Grace: I'm on my way``).

Both steps look at any span of a vetoable class, whatever base found it, and drop nothing when no
learned base's spans are given (an old caller; fails closed).  A model whose stored config
predates ``[run] nonphi_fields`` skips them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

from multideid.document import Span
from multideid.nonphi.forms import split_dropped
from multideid.nonphi.guards import SENTENCE_WORDS, name_cue_before
from multideid.nonphi.hygiene import span_core
from multideid.nonphi.lexicon import faker_person_words, is_speaker, read_words
from multideid.nonphi.lists import VETO_CLASSES
from multideid.nonphi.regions import line_bounds

__all__ = ["enabled", "field_label", "given_names", "language_context", "language_words", "label_spans",
           "language_spans", "nonphi_fields"]

#: nouns of a text or a version of it that follow a language (``English copy``)
TEXT_NOUNS = frozenset("""copy copies summary summaries note notes version versions section sections extract extracts
    translation translations transcript transcripts text texts original abstract leaflet leaflets subtitles
    captions letter report form forms document documents insert page pages""".split())
#: words after a language that speak of it (with the text nouns): ``English-speaking``, ``Uzbek interpreter``
_SPEECH_AFTER = frozenset("""speaking speaker speakers interpreter interpreters interpretation translator translators
    language languages medium""".split())
#: words after a language that speak of it unless the word is a given name (``Uzbek only``, ``German embassy``)
_WEAK_AFTER = frozenset("only embassy consulate".split())
_CONNECTORS = frozenset("and or".split())
#: before the language (case-folded, at the end of the text before it): strong cues
_STRONG_BEFORE = re.compile(
    r"(?i)(?:\blanguages?[ \t]*(?:\([^)\n]{0,20}\))?[ \t]*[:=-]|\blang[ \t]*[:=]|\bspeaks?|\bspoke|\bspeaking|"
    r"\bspoken|\btranslated(?:[ \t]+\w+){0,2}[ \t]+(?:from|into|to|in)|\btranslation[ \t]+(?:from|into|to|in)|"
    r"\binto|\b(?:written|printed|typed|issued|completed|conducted|given|delivered|available|interpreted|"
    r"explained|fluent|proficient|literate|summary|summarised|summarized|copy|version|instructions)[ \t]+in|"
    r"\b(?:studying|studies|studied|teaches|taught|learning|learns|learned|learnt|understands|reads|writes)|"
    r"\binterpreters?(?:[ \t]+for)?)[ \t]*$")
#: weak cues: a bare ``in`` or an opening parenthesis
_WEAK_BEFORE = re.compile(r"(?:\bin|\()[ \t]*$")
_TOKEN = re.compile(r"[^\W\d_][\w'’]*|[,/&]|-")
_EDGE = ".:'\"’()[]{}"


# ------------------------------------------------------------------------------------------ words

@lru_cache(maxsize=1)
def language_words() -> frozenset[str]:
    """Case-folded language names and demonyms (module docstring), without the name filter."""
    import pycountry

    words = set(read_words("languages.txt")) | set(read_words("demonyms.txt"))
    for lang in pycountry.languages:
        if hasattr(lang, "alpha_2") or hasattr(lang, "bibliographic"):
            parts = re.sub(r"\(.*?\)", "", lang.name).replace(",", " ").split()
            if len(parts) == 1:
                words.update(parts)
    return frozenset(w.casefold() for w in words if len(w) >= 3)


@lru_cache(maxsize=1)
def given_names() -> frozenset[str]:
    """Case-folded first names of the English gazetteer and of every Faker locale."""
    from multideid.base_systems.gazetteers import load_gazetteer

    return frozenset({w.casefold() for w in load_gazetteer("en").lists.get("first_names", ())}
                     | faker_person_words(False))


def _zipf(word: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en", wordlist="best")


def enabled(cfg: Mapping | None) -> bool:
    """``[run] nonphi_fields``; a model whose stored config predates the key skips the steps."""
    run = (cfg or {}).get("run", {}) or {}
    return bool(run.get("nonphi_fields", False))


# ------------------------------------------------------------------------------- language words

def _parse(text: str, a: int, b: int) -> tuple[list[str], bool] | None:
    """``(language words, speech)`` when the core ``[a, b)`` is language words joined by ``and``,
    ``or``, commas or slashes, then optionally ``-speaking`` and text nouns (``speech``: such a word
    is in the span); else None."""
    langs = language_words()
    words: list[str] = []
    speech = False
    for m in _TOKEN.finditer(text, a, b):
        tok = m.group().strip(_EDGE)
        low = tok.casefold()
        if not tok or tok in ",/&-":
            continue
        if not speech and low in langs:
            words.append(low)
        elif words and (low in TEXT_NOUNS or low in _SPEECH_AFTER):
            speech = True
        elif words and low in _CONNECTORS and not speech:
            continue
        else:
            return None
    if not words or text[a:b].rstrip(_EDGE).casefold().endswith(tuple(_CONNECTORS)):
        return None
    return words, speech


def _word_before(text: str, la: int, a: int) -> str | None:
    m = re.search(r"([^\W\d_][\w'’.]*)(?:[-–]|[ \t]+)$", text[la:a])
    return m.group(1) if m and m.end() == a - la else None


def _list_start(text: str, la: int, a: int) -> int:
    """The start of a list of languages that ends right before ``a`` (``Hokkien and English``)."""
    langs = language_words()
    while True:
        m = re.search(r"([^\W\d_][\w'’]*)[ \t]*(?:,[ \t]*(?:(?:and|or)[ \t]+)?|/[ \t]*|&[ \t]*|(?:and|or)[ \t]+)$",
                      text[la:a])
        if not m or m.group(1).casefold() not in langs:
            return a
        a = la + m.start()


def _after_word(text: str, b: int, lb: int) -> str | None:
    m = re.match(r"(?:-|[ \t]+)([^\W\d_]+)", text[b:lb])
    return m.group(1).casefold() if m else None


def _free_word(word: str) -> bool:
    """A neighbour that is no part of a name: lower case, a language, text or sentence word."""
    low = word.rstrip(".").casefold()
    return not word[:1].isupper() or low in language_words() or low in TEXT_NOUNS or low in _SPEECH_AFTER \
        or low in SENTENCE_WORDS or low in _CONNECTORS or low in ("language", "languages", "translated", "from",
                                                                 "into", "written", "printed", "speaks", "lang")


def language_context(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is language words spoken of as languages (module docstring)."""
    parsed = _parse(text, a, b)
    if parsed is None:
        return False
    words, speech = parsed
    la, lb = line_bounds(text, a, b)
    if re.match(r"[ \t]?:", text[b:b + 2]):
        return False  # a speaker or a label: "English: hello"
    start = _list_start(text, la, a)
    interp = re.search(r"(?i)\binterpreters?(?:[ \t]+for)?[ \t]*$", text[la:start]) is not None
    if name_cue_before(text, start) and not interp or (start != a and name_cue_before(text, a)):
        return False
    before = _word_before(text, la, start)
    if before and not _free_word(before):
        return False
    after = _after_word(text, b, lb)
    m = re.match(r"(?:-|[ \t]+)([^\W\d_][\w'’]*)", text[b:lb])
    if m and not _free_word(m.group(1)):
        return False
    given = any(w in given_names() for w in words)
    if speech or (after in TEXT_NOUNS or after in _SPEECH_AFTER) or _STRONG_BEFORE.search(text, la, start):
        return True
    if given:
        return False
    if after in _WEAK_AFTER or _WEAK_BEFORE.search(text[la:start]):
        return True
    return False


def language_spans(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],  # noqa: ARG001
                      learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: spans of a vetoable class, whatever base found them, whose core is
    language words in a language context.  ``learned``: none given, nothing is dropped."""
    if not learned:
        return list(spans), []
    dropped = []
    for s, a, b in _candidates(text, spans):
        if language_context(text, a, b):
            dropped.append(s)
    return split_dropped(spans, dropped)


def _candidates(text: str, spans: Sequence[Span]):
    from multideid.propagate import coarse_class

    for s in spans:
        if coarse_class(s.label) in VETO_CLASSES or s.label in VETO_CLASSES:
            a, b = span_core(text, s.start, s.end)
            if b > a:
                yield s, a, b


# ---------------------------------------------------------------------------------- field labels

_LABEL = re.compile(r"[A-Z][a-z]{2,}(?:[ ][a-z]{3,})?")


def field_label(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is a common-noun field label before a colon (module docstring)."""
    if not _LABEL.fullmatch(text, a, b) or not re.match(r"[ \t]?:", text[b:b + 2]):
        return False
    la, _ = line_bounds(text, a, b)
    before = text[la:a]
    if before.strip() and not re.search(r"(?:\t|  |\|)[ \t]*$", before):
        return False
    words = text[a:b].casefold().split()
    if any(w in given_names() or _zipf(w) < 3.5 for w in words):
        return False
    return not is_speaker(text, a, b)


def label_spans(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],  # noqa: ARG001
                   learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: spans of a vetoable class, whatever base found them, that are a
    common-noun field label.  ``learned``: none given, nothing is dropped."""
    if not learned:
        return list(spans), []
    dropped = [s for s, a, b in _candidates(text, spans) if field_label(text, a, b)]
    return split_dropped(spans, dropped)


def nonphi_fields(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],
                  learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """Both steps: :func:`language_spans` then :func:`label_spans`."""
    kept, langs = language_spans(text, spans, knowledge=knowledge, learned=learned)
    kept, labels = label_spans(text, kept, knowledge=knowledge, learned=learned)
    return kept, langs + labels
