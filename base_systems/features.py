"""The shared token feature library of the learned bases (``crf``, ``svm``, ``boosted``).

One crfsuite-style feature dict (``name -> float | str``) per token of ``doc.tokens``.  String
values are indicator features (crfsuite and :func:`multideid.base_systems.sparse_encoder.feature_keys` turn
``{"w": "juan"}`` into the binary feature ``w=juan``); numbers keep their value.

Feature families (stable names; ``-2:``/``+1:`` prefixes mark window copies of a neighbour):

========================  ===================================================================
``bias``                  constant 1.0
``w``                     lower-cased word
``p1``..``p4``            prefixes of the lower-cased word
``s1``..``s4``            suffixes of the lower-cased word
``shape`` / ``shape2``    long and collapsed word shape: ``"PO/5mg" -> "AA-#aa"`` / ``"A-#a"``
``upper`` ``title``...    orthographic flags: all caps, title case, lower, has/all digits,
                          punctuation inside the word, Roman numeral, is punctuation, ``len``
``zf`` ``zfs``            the word's frequency class in general text of the training language
                          and that class with the word's case (:mod:`~multideid.base_systems.word_freq`)
``month`` ``weekday``     closed word classes (en/es) that dates and relatives are built around
``kin``
``-1:w|w`` ``w|+1:w``     word pairs with the direct neighbours (``"full"`` only)
``sec``                   normalised heading of the section above the token
``linepos``               ``top`` (first 10 lines), ``bottom`` (last 5), ``mid``
``sentpos`` ``sentlen``   first/last/mid token of its sentence; bucketed sentence length
``inquote`` ``inbracket`` inside quotes / brackets on the same line
``rule:NAME``             a rule-pack pattern of :class:`~multideid.base_systems.rules.RulesBase`
``dict:NAME``             a gazetteer hit of :class:`~multideid.base_systems.dictionary.DictionaryBase`
``trig.L{d}.{n}``         a learned left trigger: the ``n``-gram ending ``d`` tokens before
``trig.R{d}.{n}``         a learned right trigger: the ``n``-gram starting ``d`` tokens after
``trig.L{d}.lab``         the PHI label most often found next to the trigger
========================  ===================================================================

Triggers (Szarvas et al. 2007) are learned in :meth:`FeatureExtractor.fit`: every 1-3-gram
at a given offset from a token is a candidate; candidates seen next to PHI at least
``trigger_min_count`` times, positively associated with PHI, are ranked by information gain on
the binary "this token is PHI" variable and the ``trigger_top_k`` best are kept.

Feature sets: ``"minimal"`` (word, suffix 3, shape, a few flags, words at +-1), ``"window"``
(all lexical and orthographic features plus the window of words and shapes: the plain CRF
baseline) and ``"full"`` (window + position, section, quotes, rules, dictionary, triggers).

Speed: everything that depends only on the word string is computed once per distinct word and
cached (also the prefixed window copies), so a token's dict is a few C-level ``dict.update``
calls.  What depends on the document but not on the learned triggers (word pairs, position,
rule/dictionary hits: :class:`DocParts`) is computed once per document and extractor
configuration and memoised on the document, as are the trigger features (keyed by the content
of the trigger table, so bases trained on the same documents share them); crf, svm and boosted
predicting on the same document build them once.  The memo holds only immutable tuples and
strings (a base cannot change what another base reads), keeps at most
:data:`~multideid.document.MEMO_LIMITS` entries per document (~0.2 kB per token for one configuration and one trigger table on MEDDOCAN), is
dropped with the document and is not pickled.  :meth:`FeatureExtractor.doc_parts`
exposes the factored form, which :meth:`multideid.base_systems.sparse_encoder.SparseEncoder.transform_docs`
encodes without building the token dicts at all.
"""

from __future__ import annotations

import zlib
from contextlib import contextmanager
from typing import Any, Iterator, Sequence

from multideid.base_systems.feature_parts import (
    cached_token_hits,
    add_position,
    add_triggers,
    DocParts,
    drop_rare_words,
    interned_items,
    KIN,
    learn_triggers,
    len_bucket,
    load_hit_source,
    MONTHS,
    ROMAN_RE,
    shared_caches,
    short_shape,
    trigger_groups,
    WEEKDAYS,
    WORD_CACHE_MAX,
)
from multideid.base_systems.learned import FEATURE_SETS
from multideid.base_systems import word_freq as wf
from multideid.document import Document
from multideid.errors import ModelError, UsageError
from multideid.tokenizer import Tokens, word_shape

__all__ = ["FeatureExtractor", "FEATURE_SETS", "DocParts", "drop_rare_words", "word_shape", "short_shape"]

_STATE_VERSION = 1


class FeatureExtractor:
    """Token feature extraction shared by the learned bases.

    Parameters
    ----------
    window:
        Neighbours on each side whose words and shapes are copied (``-k:``/``+k:`` prefixes).
    feature_set:
        ``"full"``, ``"window"`` or ``"minimal"`` (see the module docstring).
    triggers:
        Learn trigger features from gold in :meth:`fit` (only used by ``"full"``).
    use_rules, use_dictionary:
        Add rule-pattern / gazetteer hits when those modules are importable (``"full"`` only).
    trigger_min_count:
        A trigger must occur next to PHI at least this often.
    trigger_top_k:
        Keep this many triggers with the highest information gain.
    word_freq:
        Frequency-class features from this language's word list: ``"auto"`` (the training
        documents' language, resolved in :meth:`fit`), a language code, or ``""`` (off); see
        :mod:`~multideid.base_systems.word_freq`.  ``word_freq_lang_`` is the list a fitted
        extractor uses (``""``: none, as for states saved before the feature existed).
    """

    def __init__(
        self,
        window: int = 2,
        feature_set: str = "full",
        triggers: bool = True,
        use_rules: bool = True,
        use_dictionary: bool = True,
        trigger_min_count: int = 3,
        trigger_top_k: int = 500,
        word_freq: str = wf.AUTO,
    ):
        if feature_set not in FEATURE_SETS:
            raise UsageError(f"unknown feature_set {feature_set!r}; choose one of {', '.join(FEATURE_SETS)}")
        if not isinstance(window, int) or window < 0 or window > 10:
            raise UsageError(f"feature window must be an integer in 0..10 (got {window!r})")
        if trigger_min_count < 1 or trigger_top_k < 0:
            raise UsageError("trigger_min_count must be >= 1 and trigger_top_k >= 0")
        self.window = window
        self.feature_set = feature_set
        self.triggers = triggers
        self.use_rules = use_rules
        self.use_dictionary = use_dictionary
        self.trigger_min_count = trigger_min_count
        self.trigger_top_k = trigger_top_k
        self.word_freq = word_freq
        self._hit_drop = 0.0
        self.word_freq_lang_ = ""
        self.word_freq_digest_ = ""
        # learned: (side, dist, n, ngram) -> majority label
        self.trigger_table_: dict[tuple[str, int, int, str], str] = {}
        self.fitted_ = False
        self._hit_sources: dict[str, Any] | None = None
        # which hit sources were live when fitted (a model must not silently lose them)
        self.hit_sources_used_: list[str] | None = None

    # ------------------------------------------------------------------ config
    def get_params(self) -> dict:
        return {
            "window": self.window,
            "feature_set": self.feature_set,
            "triggers": self.triggers,
            "use_rules": self.use_rules,
            "use_dictionary": self.use_dictionary,
            "trigger_min_count": self.trigger_min_count,
            "trigger_top_k": self.trigger_top_k,
            "word_freq": self.word_freq,
        }

    # ------------------------------------------------------------------ the factored-feature API
    # What crf, svm and boosted read to encode features without building token dicts:
    # ``word_features(w)`` / ``window_features(w)`` (per word string, cached),
    # ``doc_parts(doc)`` (per document) and ``trigger_parts(doc)`` (per trigger table), with
    # ``effective_window`` and ``full`` telling which of them apply.

    @property
    def full(self) -> bool:
        """Whether the ``"full"`` feature set's document features (pairs, position, hits,
        triggers) apply."""
        return self.feature_set == "full"

    @property
    def effective_window(self) -> int:
        """The window the features really use (``"minimal"`` caps it at 1)."""
        return min(self.window, 1) if self.feature_set == "minimal" else self.window

    @property
    def word_key(self) -> tuple:
        """What a word's features depend on besides the word: ``(feature_set, effective
        window, word-frequency list)``; the key of every per-word cache (here and in the
        encoders)."""
        return (self.feature_set, self.effective_window, self.word_freq_lang_)

    def _sources(self) -> dict[str, Any]:
        """Rule/dictionary hit providers, loaded once (guarded: they may not be installed)."""
        if self._hit_sources is None:
            srcs: dict[str, Any] = {}
            if self.full:
                wanted = [k for k, on in (("rules", self.use_rules), ("dict", self.use_dictionary)) if on]
                if self.hit_sources_used_ is not None:
                    wanted = list(self.hit_sources_used_)
                for kind in wanted:
                    src = load_hit_source("rules" if kind == "rules" else "dictionary")
                    if src is None:
                        if self.hit_sources_used_ is not None:
                            raise ModelError(
                                f"this feature model was trained with {kind} hits but that module is not importable"
                            )
                        continue
                    srcs[kind] = src
            self._hit_sources = srcs
        return self._hit_sources

    # ------------------------------------------------------------------ word-level features
    @property
    def _word_cache(self) -> dict[str, dict]:
        return shared_caches(*self.word_key)[0]

    @property
    def _win_cache(self) -> dict[str, list[dict]]:
        return shared_caches(*self.word_key)[1]

    def word_features(self, word: str) -> dict:
        """Features that depend only on the word string (cached; shared: do not modify)."""
        f = self._word_cache.get(word)
        if f is not None:
            return f
        low = word.lower()
        shape = word_shape(word)
        sshape = short_shape(word)
        has_alpha = any(c.isalpha() for c in word)
        has_digit = any(c.isdigit() for c in word)
        f = {"bias": 1.0, "w": low, "shape": shape, "shape2": sshape}
        if self.feature_set == "minimal":
            f["s3"] = low[-3:]
        else:
            for k in (1, 2, 3, 4):
                if len(low) >= k:
                    f[f"p{k}"] = low[:k]
                    f[f"s{k}"] = low[-k:]
        if has_alpha and word.isupper():
            f["upper"] = 1.0
        if word.istitle():
            f["title"] = 1.0
        if has_digit:
            f["digit"] = 1.0
            if word.isdigit():
                f["alldigit"] = 1.0
        if self.feature_set != "minimal":
            if word.islower():
                f["lower"] = 1.0
            if len(word) > 2 and any(not c.isalnum() for c in word[1:-1]):
                f["punct_in"] = 1.0
            if not has_alpha and not has_digit:
                f["punct"] = 1.0
            if word[-1:] == "." and len(word) > 1:
                f["endperiod"] = 1.0
            if ROMAN_RE.match(word):
                f["roman"] = 1.0
            if has_alpha and has_digit:
                f["alnum_mix"] = 1.0
            f["len"] = len_bucket(len(word))
            if low in MONTHS:
                f["month"] = 1.0
            elif low in WEEKDAYS:
                f["weekday"] = 1.0
            elif low in KIN:
                f["kin"] = 1.0
            if self.word_freq_lang_ and has_alpha:
                zf = wf.freq_class(word, self.word_freq_lang_)
                f["zf"] = str(zf)
                case = "T" if word.istitle() else "U" if word.isupper() else "l" if word.islower() else "m"
                f["zfs"] = case + str(zf)
        if len(self._word_cache) >= WORD_CACHE_MAX:
            self._word_cache.clear()
            self._win_cache.clear()
        self._word_cache[word] = f
        return f

    def window_features(self, word: str) -> list[dict]:
        """Prefixed copies of a word's window features, one dict per offset of
        ``-effective_window..effective_window`` (``None`` at the centre; cached, shared: do not
        modify)."""
        w = self._win_cache.get(word)
        if w is not None:
            return w
        low = word.lower()
        base = {"w": low, "shape2": short_shape(word)}
        if self.feature_set != "minimal":
            base["shape"] = word_shape(word)
            if word.istitle():
                base["title"] = 1.0
            if any(c.isupper() for c in word) and word.isupper():
                base["upper"] = 1.0
        k = self.effective_window
        offsets = [o for o in range(-k, k + 1) if o != 0]
        w = [None] * (2 * k + 1)
        for o in offsets:
            pre = f"{o:+d}:"
            w[o + k] = {pre + key: v for key, v in base.items()}
        self._win_cache[word] = w
        return w

    # ------------------------------------------------------------------ fit: triggers
    def fit(self, docs: Sequence[Document]) -> "FeatureExtractor":
        """Learn trigger features from the gold spans of ``docs`` and resolve the word-frequency
        list; returns ``self``."""
        wf.check_setting(self.word_freq, "features")
        lang = wf.resolve_language(self.word_freq, docs) if self.feature_set != "minimal" else ""
        self.word_freq_lang_ = lang
        self.word_freq_digest_ = wf.list_digest(lang) if lang else ""
        self.trigger_table_ = {}
        if self.full and self.triggers and self.trigger_top_k > 0:
            gold_docs = [d for d in docs if d.gold is not None]
            if gold_docs:
                self.trigger_table_ = learn_triggers(gold_docs, self.trigger_min_count, self.trigger_top_k)
        self._hit_sources = None
        self.hit_sources_used_ = None
        self.hit_sources_used_ = sorted(self._sources()) if self.full else []
        self.fitted_ = True
        return self

    # ------------------------------------------------------------------ transform
    def transform(self, doc: Document) -> list[dict[str, float]]:
        """One feature dict per token of ``doc.tokens``."""
        toks: Tokens = doc.tokens
        words = toks.words
        n = len(words)
        if n == 0:
            return []
        k = self.effective_window
        feats = [dict(self.word_features(w)) for w in words]
        wins = [self.window_features(w) for w in words]
        # window copies: token i gets neighbour j's features prefixed with (j - i)
        for o in range(-k, k + 1):
            if o == 0:
                continue
            idx = o + k
            marker = {f"{o:+d}:BOS" if o < 0 else f"{o:+d}:EOS": 1.0}
            for i in range(n):
                j = i + o
                if 0 <= j < n:
                    feats[i].update(wins[j][idx])
                elif j == -1 or j == n:
                    feats[i].update(marker)
        if self.full:
            parts = self.doc_parts(doc)
            # word-pair conjunctions with the direct neighbours ("el dr.", "de marzo")
            pairs = parts.pairs
            for i in range(1, n):
                pair = pairs[i - 1]
                feats[i]["-1:w|w"] = pair
                feats[i - 1]["w|+1:w"] = pair
            # position and hits: the same assignments in the same order, applied as one block
            for f, p, h in zip(feats, parts.pos, parts.hits):
                f.update(p)
                if h:
                    f.update(h)
            if self.trigger_table_:
                for i, items in self.trigger_parts(doc).items():
                    feats[i].update(items)
        return feats

    # ------------------------------------------------------------------ per-document memo
    def _parts_key(self) -> tuple:
        key = ("parts", self.feature_set, self.effective_window, tuple(self._sources()))
        return key + (("drop", self._hit_drop),) if self._hit_drop else key

    @contextmanager
    def dropping_hits(self, rate: float) -> Iterator["FeatureExtractor"]:
        """Within the block, :meth:`doc_parts` (and so :meth:`transform` and the encoders) leaves
        out the hits of each (document, hit-source pattern) pair with probability ``rate``: hit
        dropout, for training only.

        A learned base trained on features where the rules and gazetteers are always present
        learns to copy them and little else, so it adds nothing where they miss (text unlike the
        one they were written for).  Dropping a pattern's hits from part of the training
        documents makes it also learn the context and shape cues of the PHI they find.  The choice
        is a hash of the document id and the pattern name (deterministic, no seed; one pattern's
        hits in one document go together); prediction always sees every hit.
        """
        rate = float(rate)
        if not 0.0 <= rate < 1.0:
            raise UsageError(f"hit dropout must be in [0, 1) (got {rate!r})")
        old, self._hit_drop = self._hit_drop, rate
        try:
            yield self
        finally:
            self._hit_drop = old

    def doc_parts(self, doc: Document) -> DocParts:
        """The :class:`DocParts` of ``doc`` for this configuration, memoised on the document."""
        toks: Tokens = doc.tokens
        memo = doc.memo
        key = self._parts_key()
        entry = memo.get(key)
        if entry is not None and entry[0] is doc.text and entry[1] is toks:
            return entry[2]
        words = tuple(toks.words)
        n = len(words)
        pairs: tuple = ()
        pos: tuple = ()
        hits: tuple = ()
        if self.full and n:
            lows = list(map(str.lower, words))
            pairs = tuple([a + "|" + b for a, b in zip(lows, lows[1:])])
            rows: list[dict] = [{} for _ in range(n)]
            self._add_position(toks, rows)
            pos = interned_items(rows)
            rows = [{} for _ in range(n)]
            self._add_hits(doc, rows, self.effective_window)
            hits = interned_items(rows)
        parts = DocParts(words, pairs, pos, hits)
        memo.put(key, (doc.text, toks, parts))
        return parts

    def _table_key(self) -> tuple:
        """The trigger table's content as a hashable key (cached with the groups)."""
        self._trigger_groups()
        return self._table_key_

    def trigger_parts(self, doc: Document) -> dict[int, tuple]:
        """``token index -> ((name, value), ...)`` trigger features of ``doc`` (memoised on the
        document per trigger table content; read-only tuples)."""
        toks: Tokens = doc.tokens
        memo = doc.memo
        key = ("trig", self._table_key())
        entry = memo.get(key)
        if entry is not None and entry[0] is doc.text and entry[1] is toks:
            return entry[2]
        acc: dict[int, dict] = {}
        self._add_triggers(toks.words, acc)
        idx = sorted(acc)
        out = dict(zip(idx, interned_items([acc[i] for i in idx])))
        memo.put(key, (doc.text, toks, out))
        return out

    def warm_hits(self, docs: Sequence[Document]) -> None:
        """Memoise the hit sources' token hits of ``docs`` (what :meth:`doc_parts` reads): the
        out-of-fold runner does it once in the parent, and the document memo ships them to the
        worker processes of every fold task."""
        for doc in docs:
            n = len(doc.tokens)
            for kind, src in self._sources().items():
                cached_token_hits(doc, kind, src, n)

    def transform_many(self, docs: Sequence[Document]) -> list[list[dict]]:
        """:meth:`transform` for each document."""
        return [self.transform(d) for d in docs]

    def _add_position(self, toks: Tokens, feats: list[dict]) -> None:
        add_position(toks, feats)

    def _add_hits(self, doc: Document, feats: list[dict], k: int) -> None:
        n = len(feats)
        # the hit sources run with fixed default parameters, so their hits depend on the text
        # only: cache them on the document (crf, svm and boosted all ask for the same hits,
        # and fits ask again in every fold)
        rate = self._hit_drop
        for kind, src in self._sources().items():
            dropped: dict[str, bool] = {}
            for i, names in enumerate(cached_token_hits(doc, kind, src, n)):
                if names and rate:
                    names = [h for h in names if not _dropped(dropped, doc.id, kind, h, rate)]
                if not names:
                    continue
                keys = [f"{kind}:{h}" for h in names]
                fi = feats[i]
                for key in keys:
                    fi[key] = 1.0
                fi[f"{kind}:any"] = 1.0
                # +-1 neighbours see that a hit is next to them
                for o in (-1, 1):
                    j = i - o  # token j sees token i at offset o
                    if 0 <= j < n and k >= 1:
                        fj = feats[j]
                        pre = f"{o:+d}:"
                        for key in keys:
                            fj[pre + key] = 1.0

    def _trigger_groups(self) -> dict:
        """``(side, dist, n) -> {ngram: label}`` view of the trigger table (cached)."""
        # the table object itself (kept referenced, so its id cannot be reused) and its length
        table = self.trigger_table_
        if getattr(self, "_groups_table", None) is not table or self._groups_len != len(table):
            self._groups = trigger_groups(table)
            self._table_key_ = tuple(sorted(table.items()))
            self._groups_table = table
            self._groups_len = len(table)
        return self._groups

    def _add_triggers(self, words: list[str], feats) -> None:
        add_triggers(self._trigger_groups(), words, feats)

    # ------------------------------------------------------------------ state
    def to_dict(self) -> dict:
        """JSON-serialisable state (params + learned triggers)."""
        return {
            "version": _STATE_VERSION,
            "params": self.get_params(),
            "fitted": self.fitted_,
            "hit_sources_used": self.hit_sources_used_,
            "word_freq_lang": self.word_freq_lang_,
            "word_freq_digest": self.word_freq_digest_,
            "triggers": [[s, d, n, g, lab] for (s, d, n, g), lab in sorted(self.trigger_table_.items())],
        }

    @classmethod
    def from_dict(cls, d: dict) -> "FeatureExtractor":
        """Rebuild an extractor from :meth:`to_dict` output (raises ModelError if malformed)."""
        try:
            if int(d.get("version", -1)) != _STATE_VERSION:
                raise ModelError(f"feature state version {d.get('version')!r} is not {_STATE_VERSION}; retrain")
            fx = cls(**d["params"])
            fx.trigger_table_ = {(s, int(dd), int(n), g): lab for s, dd, n, g, lab in d.get("triggers", [])}
            fx.fitted_ = bool(d.get("fitted", False))
            used = d.get("hit_sources_used")
            fx.hit_sources_used_ = list(used) if used is not None else None
            fx.word_freq_lang_ = str(d.get("word_freq_lang") or "")
            fx.word_freq_digest_ = str(d.get("word_freq_digest") or "")
            if fx.word_freq_lang_:
                wf.check_digest(fx.word_freq_lang_, fx.word_freq_digest_)
        except ModelError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise ModelError(f"malformed feature state ({type(exc).__name__})") from None
        return fx


def _dropped(memo: dict[str, bool], doc_id: str, kind: str, name: str, rate: float) -> bool:
    """Whether hit dropout leaves out pattern ``name`` of source ``kind`` in document ``doc_id``."""
    out = memo.get(name)
    if out is None:
        out = memo[name] = zlib.crc32(f"{doc_id}\0{kind}:{name}".encode("utf-8")) / 2**32 < rate
    return out
