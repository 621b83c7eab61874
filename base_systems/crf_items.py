"""What the ``crf`` base hands CRFsuite: attribute lists built from the factored features, and
trained models opened straight from their files.

:class:`CRFAttributes` turns the shared extractor's factored features
(:meth:`~multideid.base_systems.features.FeatureExtractor.word_features`,
``window_features``, ``doc_parts``, ``trigger_parts``) into the per-token attribute-name lists
that pycrfsuite reads exactly as it reads the token's feature dict, minus the attributes the
model does not know.  :class:`CRFFile` is a trained model opened with ``pycrfsuite`` alone.
"""

from __future__ import annotations

from itertools import chain
from types import SimpleNamespace

from multideid.document import Document

__all__ = ["CRFAttributes", "CRFFile"]

#: cached words/contexts (and feature items) per model before the caches are cleared: bounded
CACHE_MAX = 200_000


class CRFFile:
    """A trained CRFsuite model opened straight from its file with ``pycrfsuite``: what prediction
    and saving use of a ``sklearn_crfsuite.CRF`` (``tagger_``, ``modelfile.name``).  Loading a
    model this way skips importing sklearn-crfsuite (and through it scikit-learn and
    scipy.stats), ~0.9 s of every ``run``'s start-up."""

    __slots__ = ("modelfile", "tagger_")

    def __init__(self, filename: str):
        import pycrfsuite

        tagger = pycrfsuite.Tagger()
        tagger.open(filename)  # reads the model now, not at first use
        self.modelfile = SimpleNamespace(name=filename)
        self.tagger_ = tagger


class CRFAttributes:
    """The attribute lists of one trained stage-1 model (``model``: anything with ``tagger_``).

    ``known`` is the set of attributes the model has state features for (others weigh nothing),
    or ``None`` if the model cannot be listed (pycrfsuite dumps it to a temporary file): then
    :meth:`items` answers ``None`` and the caller uses the feature dicts.
    """

    def __init__(self, model):
        self.model = model
        try:
            self.known: frozenset | None = frozenset(a for a, _label in model.tagger_.info().state_features)
        except (OSError, ValueError):
            self.known = None
        self._lists: dict = {}  # word / context tuple -> attribute lists
        self._names: dict = {}  # feature item -> attribute name ("" when unknown or weight 0)

    def part(self, items) -> list[str] | None:
        """CRFsuite attribute names (pycrfsuite's: ``name:value`` for a string value) of feature
        items that the model knows, cached per item; ``None`` if an item has a weight other
        than 1 (a weight of 0 adds nothing and is dropped)."""
        cache = self._names
        known = self.known
        out: list[str] = []
        for it in items:
            a = cache.get(it)
            if a is None:
                k, v = it
                if isinstance(v, str):
                    name, w = k + ":" + v, 1.0
                else:
                    name, w = k, float(v)
                a = cache[it] = "" if (w == 0.0 or name not in known) else (name if w == 1.0 else (name, w))
            if a:
                if a.__class__ is not str:
                    return None
                out.append(a)
        return out

    def items(self, fx, doc: Document) -> list | None:
        """The stage-1 CRFsuite input of ``doc`` built from ``fx``'s factored features.

        Per token the list of its attribute names, which pycrfsuite reads exactly as the
        token's :meth:`FeatureExtractor.transform` dict, minus the attributes the model does
        not know (it would look them up and ignore them).  The lists are assembled from per-word,
        per-pair and per-context lists cached here.  On MEDDOCAN, tagging from the
        lists takes 5.5 ms/doc against 8.0 from the dicts, and building the lists costs what
        building the dicts did.  ``None`` when a feature has a weight other than 1, or the
        model's attributes cannot be listed (the dicts are used then).
        """
        words = doc.tokens.words
        n = len(words)
        if n == 0:
            return []
        known = self.known
        if known is None:
            return None
        cache = self._lists
        if len(cache) > CACHE_MAX or len(self._names) > CACHE_MAX:
            cache.clear()
            self._names.clear()
        part = self.part
        k = fx.effective_window
        per_word = []
        for w in words:
            c = cache.get(w)
            if c is None:
                c = cache[w] = (part(fx.word_features(w).items()),
                                [part(d.items()) if d is not None else [] for d in fx.window_features(w)])
            per_word.append(c)
        columns = [[c[0] for c in per_word]]
        for o in range(-k, k + 1):
            if o == 0:
                continue
            mk = part([(f"{o:+d}:BOS" if o < 0 else f"{o:+d}:EOS", 1.0)])
            col = [c[1][o + k] for c in per_word]
            columns.append([col[i + o] if 0 <= i + o < n else (mk if i + o in (-1, n) else [])
                            for i in range(n)])
        if fx.full:
            parts = fx.doc_parts(doc)
            # word pairs are half of them new to the process: look their two names up directly
            none: list[str] = []
            lp = ["-1:w|w:" + p for p in parts.pairs]
            rp = ["w|+1:w:" + p for p in parts.pairs]
            columns.append([none] + [[a] if a in known else none for a in lp])
            columns.append([[a] if a in known else none for a in rp] + [none])

            def ctx(t):
                c = cache.get(t)
                if c is None:
                    c = cache[t] = part(t)
                return c

            columns.append([ctx(t) for t in parts.pos])
            columns.append([ctx(t) if t else [] for t in parts.hits])
            if fx.trigger_table_:
                trig = fx.trigger_parts(doc)
                columns.append([ctx(trig[i]) if i in trig else [] for i in range(n)])
        if any(None in col for col in columns):
            return None
        return [list(chain.from_iterable(t)) for t in zip(*columns)]
