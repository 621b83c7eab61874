"""The Presidio subclasses behind the Presidio base, and the recognizer list it runs.

Importing this module imports Presidio (and spaCy's vocabulary); the adapter
(:mod:`multideid.base_systems.presidio_base`) imports it on first use only, so ``multideid
--help`` and ``multideid bases`` stay fast.  The recognizer tables are data in
:mod:`multideid.base_systems.packs.presidio`.
"""

from __future__ import annotations

import bisect
import re
from typing import TYPE_CHECKING, Any, Iterable, Iterator, Sequence

import presidio_analyzer.predefined_recognizers as predefined
import regex
from presidio_analyzer import EntityRecognizer, Pattern, PatternRecognizer
from presidio_analyzer.context_aware_enhancers import ContextAwareEnhancer, LemmaContextAwareEnhancer
from presidio_analyzer.nlp_engine import NlpArtifacts, NlpEngine
from presidio_analyzer.predefined_recognizers import EmailRecognizer, PhoneRecognizer, UrlRecognizer

from multideid.base_systems.packs.presidio import CUSTOM_RECOGNIZERS, ES_CONTEXT, LANGUAGES, PHONE_REGIONS, PREDEFINED

if TYPE_CHECKING:  # pragma: no cover
    from multideid.tokenizer import Tokens

_TLD_EXTRACT: Any = None
_CHUNK_RE = re.compile(r"\S+")
_AT_RE = re.compile("@")
_DOT_WORD_RE = re.compile(r"\.\w")
# digits with phone separators (and an optional extension): where a phone number can be
_PHONE_CANDIDATE_RE = re.compile(r"\+?\(?\d[\d \t().\-/]{3,28}\d(?:[ \t]*(?:x|ext\.?|extension)[ \t]*\d{1,6})?", re.I)
_PHONE_PAD = 4
_SCHEME_RE = re.compile(r"(?i)(?:https?://|ftp://|www\d{0,3}\.)")


def _offline_tld_extract():
    """A ``tldextract.TLDExtract`` that reads only the bundled public-suffix snapshot.

    ``suffix_list_urls=()`` disables every HTTP request and ``cache_dir=None`` avoids writing
    to the user's cache; ``fallback_to_snapshot=True`` is what makes that work.
    """
    global _TLD_EXTRACT
    if _TLD_EXTRACT is None:
        import tldextract

        _TLD_EXTRACT = tldextract.TLDExtract(cache_dir=None, suffix_list_urls=(), fallback_to_snapshot=True)
    return _TLD_EXTRACT


class ChunkedMixin:
    """Run a pattern recognizer only on the whitespace-free chunks that can hold a match.

    Presidio's URL and e-mail patterns never match whitespace, so a match always lies
    inside one maximal non-blank run; running the same patterns on the runs that contain
    the trigger (``.`` + letter for URLs, ``@`` for e-mail) gives the same results with
    the same ``\\b`` behaviour at the run edges, at a fraction of the cost (the URL
    pattern's 1,000-way TLD alternation was tried at every position of every report).
    """

    trigger: Any = None

    def may_match(self, chunk: str) -> bool:
        """False only where the recognizer's patterns cannot match ``chunk``."""
        return self.trigger.search(chunk) is not None

    def windows(self, chunk: str) -> Iterable[tuple[int, int]]:
        """The parts of ``chunk`` (``(start, end)``) that hold every match it can have."""
        return [(0, len(chunk))] if self.may_match(chunk) else []

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):  # noqa: D102
        best: dict = {}  # a match found in two overlapping windows is one result (its best score)
        for m in _CHUNK_RE.finditer(text):
            chunk = m.group()
            for lo, hi in self.windows(chunk):
                for r in super().analyze(chunk[lo:hi], entities, nlp_artifacts, regex_flags):
                    r.start += m.start() + lo
                    r.end += m.start() + lo
                    key = (r.start, r.end, r.entity_type)
                    if key not in best or r.score > best[key].score:
                        best[key] = r
        return list(best.values())

class OfflineEmailRecognizer(ChunkedMixin, EmailRecognizer):
    """Presidio's e-mail recognizer whose domain check never downloads the suffix list."""

    trigger = _AT_RE

    def windows(self, chunk: str) -> Iterable[tuple[int, int]]:
        """Around each ``@``: the local part before it (at most 64 characters, RFC 5321) and
        the domain after it (at most 255).  Presidio's pattern, whose local part is unbounded,
        was tried from every word boundary of the chunk and scanned to its end: a minute for a
        40,000-character run of ``a.a.a...@``."""
        return [(max(0, a.start() - 65), min(len(chunk), a.end() + 256)) for a in _AT_RE.finditer(chunk)]

    def validate_result(self, pattern_text: str):  # noqa: D102
        return _offline_tld_extract()(pattern_text).fqdn != ""

class ChunkedUrlRecognizer(ChunkedMixin, UrlRecognizer):
    """Presidio's URL recognizer, run on candidate chunks only (same matches).

    Every URL pattern ends its host in ``[.]`` + one of Presidio's top-level domains, so a
    chunk where no ``.`` is followed by one of them (``1.2.3``, ``a.b.c``, ``p.Phe55fs``) is
    skipped: the patterns try ``[a-z0-9.-]{1,253}`` and then the 1,000-way TLD alternation
    from every position, about a millisecond per character of such a run (a 40,000-character
    dotted run took 30 s)."""

    trigger = _DOT_WORD_RE
    _tlds: frozenset[str] | None = None
    _tld_longest = 0

    @classmethod
    def top_level_domains(cls) -> frozenset[str]:
        """The TLD alternatives of Presidio's URL patterns, lower-cased."""
        if cls._tlds is None:
            tlds = re.findall(r"\(\?:([a-z]+)\)", UrlRecognizer.BASE_URL_REGEX)
            if len(tlds) < 100:  # Presidio changed its pattern: never skip a chunk on a guess
                raise RuntimeError("cannot read the top-level domains of Presidio's URL pattern")
            cls._tlds = frozenset(tlds)
            cls._tld_longest = max(map(len, tlds))
        return cls._tlds

    def may_match(self, chunk: str) -> bool:  # noqa: D102
        if not self.trigger.search(chunk):
            return False
        tlds = self.top_level_domains()
        longest = self._tld_longest
        low = chunk.lower()
        i = low.find(".")
        while i >= 0:
            tail = low[i + 1:i + 1 + longest]
            if any(tail[:k] in tlds for k in range(2, len(tail) + 1)):
                return True
            i = low.find(".", i + 1)
        return False

    def invalidate_result(self, pattern_text: str):  # noqa: D102
        # Without a scheme or "www.", two words glued by a missing space ("trasplante.De")
        # or an abbreviation ("E.Coli", "p.Phe55fs") look like domains: reject those.
        t = pattern_text.strip("'\"")
        if _SCHEME_RE.match(t):
            return False
        labels = t.split("/")[0].split(".")
        tld = labels[-1]
        return (tld[:1].isupper() and tld[1:].islower()) or len(labels[-2]) <= 2

class WindowedPhoneRecognizer(PhoneRecognizer):
    """Presidio's ``phonenumbers`` recognizer, run only around digit-rich stretches.

    ``PhoneNumberMatcher`` re-scans the whole text once per region and tries to parse every
    number it sees (doses, lab values, dates): on long English notes with nine regions
    it was 2/3 of the analysis time.  A phone number has at least six digits, so only
    stretches of digits and separators holding six or more are handed to it, with a few
    characters of context on each side (the matcher looks at a match's neighbours, e.g.
    a ``:22`` after ``2013-09-07 07`` marks a time stamp, not a phone).
    """

    def analyze(self, text, entities, nlp_artifacts=None):  # noqa: D102
        results = []
        for m in _PHONE_CANDIDATE_RE.finditer(text):
            if sum(c.isdigit() for c in m.group()) < 6:
                continue
            a, b = max(0, m.start() - _PHONE_PAD), min(len(text), m.end() + _PHONE_PAD)
            for r in super().analyze(text[a:b], entities, nlp_artifacts):
                r.start += a
                r.end += a
                results.append(r)
        return EntityRecognizer.remove_duplicates(results)

class TokenIndexContextEnhancer(LemmaContextAwareEnhancer):
    """Presidio's lemma context enhancer with an O(log n) token lookup.

    The stock enhancer walks the whole token sequence (creating a spaCy ``Token`` per
    step) for every result to find the match's token; on a 600-token report with 30
    results that dominated the run time.  Here the index comes from a binary search on
    the token end offsets that our NLP engine stores on the artifacts; the words taken
    as context are the same.
    """

    def _extract_surrounding_words(self, nlp_artifacts, word, start):  # noqa: D102
        ends = getattr(nlp_artifacts, "token_ends", None)
        if ends is None or not nlp_artifacts.tokens:
            return super()._extract_surrounding_words(nlp_artifacts, word, start)
        index = min(bisect.bisect_right(ends, start), len(ends) - 1)
        keywords = nlp_artifacts.keywords
        words = self._add_n_words_backward(index, self.context_prefix_count, nlp_artifacts.lemmas, keywords)
        words += self._add_n_words_forward(index, self.context_suffix_count, nlp_artifacts.lemmas, keywords)
        return list(set(words))

class NoContextEnhancer(ContextAwareEnhancer):
    """Leaves scores untouched (``context=False``)."""

    def __init__(self):
        super().__init__(context_similarity_factor=0.0, min_score_with_context_similarity=0.0,
                         context_prefix_count=0, context_suffix_count=0)

    def enhance_using_context(self, text, raw_results, nlp_artifacts, recognizers, context=None):  # noqa: D102
        return raw_results

class OfflineNlpEngine(NlpEngine):
    """NLP artifacts without any trained model.

    ``mode="tokens"`` wraps multideid's own tokens; ``mode="spacy_blank"`` runs the
    tokenizer of ``spacy.blank(lang)``.  "Lemmas" are lower-cased words (no model, no
    lemmatizer), which is what the context enhancer compares with context words.
    """

    engine_name = "multideid_offline"
    is_available = True

    def __init__(self, languages: Sequence[str], mode: str):
        from spacy.vocab import Vocab

        self.languages = list(languages)
        self.mode = mode
        self._vocab = Vocab()
        self._blank: dict[str, Any] = {}
        self._stop: dict[str, frozenset] = {}
        self._loaded = False

    def load(self) -> None:
        import spacy

        for lang in self.languages:
            nlp = spacy.blank(lang)  # no download: only the language's rules and stop words
            self._stop[lang] = frozenset(nlp.Defaults.stop_words)
            if self.mode == "spacy_blank":
                self._blank[lang] = nlp
        self._loaded = True

    def is_loaded(self) -> bool:
        return self._loaded

    def _check_language(self, language: str) -> None:
        if language not in self.languages:
            raise ValueError(f"language {language!r} not loaded; supported: {self.languages}")

    def artifacts_from_tokens(self, tokens: "Tokens", language: str) -> NlpArtifacts:
        """Artifacts built from multideid tokens (computed once per document)."""
        from spacy.tokens import Doc

        self._check_language(language)
        words = list(tokens.words)
        return self._artifacts(Doc(self._vocab, words=words), list(tokens.starts), list(tokens.ends), words,
                               language)

    def _artifacts(self, doc, starts, ends, words, language) -> NlpArtifacts:
        lemmas = [w.lower() for w in words]
        art = NlpArtifacts(entities=[], tokens=doc, tokens_indices=starts, lemmas=lemmas,
                           nlp_engine=self, language=language)
        art.token_ends = ends  # for TokenIndexContextEnhancer's binary search
        # Presidio tests ``lemma in keywords`` per context word; a set keeps that O(1).
        art.keywords = set(art.keywords)
        return art

    def process_text(self, text: str, language: str) -> NlpArtifacts:  # noqa: D102
        self._check_language(language)
        if self.mode == "spacy_blank":
            doc = self._blank[language](text)
            words = [t.text for t in doc]
            return self._artifacts(doc, [t.idx for t in doc], [t.idx + len(t) for t in doc], words, language)
        from multideid.tokenizer import tokenize

        return self.artifacts_from_tokens(tokenize(text), language)

    def process_batch(self, texts: Iterable, language: str, batch_size: int = 1, n_process: int = 1,
                      as_tuples: bool = False, **kwargs) -> Iterator:  # noqa: D102
        for item in texts:
            if as_tuples:
                text, ctx = item
                yield text, self.process_text(str(text), language), ctx
            else:
                yield str(item), self.process_text(str(item), language)

    def is_stopword(self, word: str, language: str) -> bool:  # noqa: D102
        return word.lower() in self._stop.get(language, ())

    def is_punct(self, word: str, language: str) -> bool:  # noqa: D102
        return not any(c.isalnum() for c in word)

    def get_supported_entities(self) -> list[str]:  # noqa: D102
        return []  # no NER

    def get_supported_languages(self) -> list[str]:  # noqa: D102
        return list(self.languages)


def build_recognizers(languages: Sequence[str] = LANGUAGES) -> list:
    """Presidio recognizer instances (predefined + custom) for ``languages``."""
    replacements = {
        "EmailRecognizer": OfflineEmailRecognizer,
        "UrlRecognizer": ChunkedUrlRecognizer,
        "PhoneRecognizer": WindowedPhoneRecognizer,
    }
    out = []
    for lang in languages:
        for cls_name in PREDEFINED[lang]:
            kwargs: dict[str, Any] = {"supported_language": lang}
            if lang == "es" and cls_name in ES_CONTEXT:
                kwargs["context"] = ES_CONTEXT[cls_name]
            if cls_name == "PhoneRecognizer":
                kwargs["supported_regions"] = PHONE_REGIONS[lang]
            cls = replacements.get(cls_name) or getattr(predefined, cls_name)
            out.append(cls(**kwargs))
        for name, entity, rlang, patterns, context in CUSTOM_RECOGNIZERS:
            if rlang != lang:
                continue
            out.append(
                PatternRecognizer(
                    supported_entity=entity,
                    name=name,
                    supported_language=lang,
                    patterns=[Pattern(pname, keep_out_form(rx), score) for pname, rx, score in patterns],
                    context=context,
                    # case matters for names and titles: patterns opt in to (?i:...) locally
                    global_regex_flags=regex.MULTILINE,
                )
            )
    return out


def keep_out_form(rx: str) -> str:
    """Rewrite a leading look-behind ``(?<=LABEL)VALUE`` as ``LABEL\\KVALUE``.

    Both report only VALUE, but ``regex`` tries a variable-width look-behind at every text
    position, while ``\\K`` lets the label anchor the search: ~10x faster on MEDDOCAN.
    """
    if not rx.startswith("(?<="):
        return rx
    depth, i, in_class = 0, 0, False
    while i < len(rx):
        c = rx[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
            if rx[i + 1 : i + 2] == "]":  # a literal ] first in a class
                i += 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                # group the look-behind: a top-level "A|B" must not swallow the value
                return "(?:" + rx[4:i] + r")\K" + rx[i + 1 :]
        i += 1
    raise ValueError("unbalanced look-behind in a recognizer pattern")
