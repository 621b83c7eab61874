"""What the learned token classifiers share besides the encoder: their feature settings
(:class:`FeatureParams`, one set for ``crf``, ``svm`` and ``boosted``), IO tags from gold
spans, the boundary model that splits adjacent same-label phrases, training-set checks, the
feature-extractor factory (:func:`make_feature_extractor`) and the readers of their saved
state (no pickle).
"""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Sequence

import numpy as np
import scipy.sparse as sp

from multideid.document import Document
from multideid.errors import DataError, ModelError, UsageError
from multideid.tokenizer import spans_to_bio

OUTSIDE = "O"

#: the feature sets of :class:`~multideid.base_systems.features.FeatureExtractor`
FEATURE_SETS = ("full", "window", "minimal")


#: FeatureParams that shape training only (not the extractor a model stores)
TRAINING_ONLY = ("min_word_docs", "hit_dropout")


@dataclass(frozen=True)
class FeatureParams:
    """The feature settings of a learned base: one definition of their names, defaults and
    checks for ``crf``, ``svm``, ``boosted`` (and any new learned base).

    A base keeps them as flat keyword parameters (they are its ``[bases.NAME]`` config keys and
    ``params.json`` entries), with these defaults (``window: int = FeatureParams.window``), and
    reads them back with :meth:`of`; :meth:`extractor` builds the shared
    :class:`~multideid.base_systems.features.FeatureExtractor` from them.  A base that has no
    parameter for a setting gets the default (``svm`` has no trigger thresholds) or what it
    fixes (``boosted`` always learns triggers).

    ``window``, ``feature_set``, ``triggers``, ``use_rules``, ``use_dictionary``,
    ``trigger_min_count``, ``trigger_top_k``: the extractor's (see its docstring).
    ``min_word_docs``: keep word-identity features only for words found in at least this many
    training documents (:func:`~multideid.base_systems.features.drop_rare_words`; 1 = all).
    ``word_freq``: the word-frequency list of the ``zf`` features, ``"auto"`` (the training
    language), a language code or ``""`` (off): :mod:`~multideid.base_systems.word_freq`.
    ``hit_dropout``: while training, leave out each (document, rule or gazetteer pattern) pair's
    hit features with this probability
    (:meth:`~multideid.base_systems.features.FeatureExtractor.dropping_hits`); 0 = off.
    """

    window: int = 2
    feature_set: str = "full"
    triggers: bool = True
    use_rules: bool = True
    use_dictionary: bool = True
    trigger_min_count: int = 3
    trigger_top_k: int = 500
    min_word_docs: int = 1
    word_freq: str = "auto"
    hit_dropout: float = 0.0

    @classmethod
    def names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))

    @classmethod
    def of(cls, base, **fixed) -> "FeatureParams":
        """The settings among ``base.get_params()`` (defaults for the others), ``fixed`` last."""
        params = base.get_params()
        return cls(**{k: params[k] for k in cls.names() if k in params}, **fixed)

    def check(self, system: str) -> None:
        """Raise :class:`UsageError` (prefixed with ``system``) for a setting out of range."""
        if self.feature_set not in FEATURE_SETS:
            raise UsageError(f"{system}: unknown feature_set {self.feature_set!r}; choose one of {', '.join(FEATURE_SETS)}")
        md = self.min_word_docs
        if isinstance(md, bool) or not isinstance(md, int) or md < 1:
            raise UsageError(f"{system}: min_word_docs must be an integer >= 1 (got {md!r})")
        from multideid.base_systems.word_freq import check_setting

        check_setting(self.word_freq, system)
        hd = self.hit_dropout
        if isinstance(hd, bool) or not isinstance(hd, (int, float)) or not 0.0 <= hd < 1.0:
            raise UsageError(f"{system}: hit_dropout must be a number in [0, 1) (got {hd!r})")

    def extractor_params(self) -> dict:
        """The keyword arguments of :class:`~multideid.base_systems.features.FeatureExtractor`."""
        return {k: getattr(self, k) for k in self.names() if k not in TRAINING_ONLY}


def gold_io_tags(doc: Document, where: str = "training") -> list[str]:
    """IO tags (span label or ``O``) of ``doc``'s gold spans; raises when gold is missing."""
    if doc.gold is None:
        raise DataError(f"{where} document {doc.id!r} has no gold annotations")
    return spans_to_bio(doc.tokens, doc.gold, scheme="IO").tags


def io_begins(tags: Sequence[str]) -> np.ndarray:
    """True where a run of equal non-``O`` IO tags starts."""
    out = np.zeros(len(tags), dtype=bool)
    prev = OUTSIDE
    for i, t in enumerate(tags):
        out[i] = t != OUTSIDE and t != prev
        prev = t
    return out


def to_bio(tags: Sequence[str], begins: Sequence[bool]) -> list[str]:
    """IO tags + span starts -> BIO tags for :func:`bio_to_spans`."""
    return [OUTSIDE if t == OUTSIDE else ("B-" if b else "I-") + t for t, b in zip(tags, begins)]


def gold_begins(doc: Document) -> np.ndarray:
    """True where a gold span starts (BIO ``B-``), so adjacent same-label spans stay apart."""
    return np.array([t.startswith("B-") for t in spans_to_bio(doc.tokens, doc.gold or []).tags], dtype=bool)


class BoundaryModel:
    """Splits runs of equal IO tags into separate spans.

    IO tagging merges adjacent spans of one label (MEDDOCAN writes ``28014 Madrid`` as two
    TERRITORIO spans: 16% of that label's spans in dev).  This small linear SVM is trained only
    on tokens that continue a run of their own label and predicts whether a new span starts
    there; with no such examples in training it stays empty and never splits.
    """

    def __init__(self):
        self.coef_: sp.csr_matrix | None = None
        self.intercept_ = 0.0

    @staticmethod
    def candidates(tags: Sequence[str]) -> np.ndarray:
        """Indices of tokens whose non-O tag equals the previous token's."""
        t = np.asarray(tags, dtype=object)
        if len(t) < 2:
            return np.zeros(0, dtype=np.int64)
        same = (t[1:] == t[:-1]) & (t[1:] != OUTSIDE)
        return np.flatnonzero(same) + 1

    def fit(self, X: sp.csr_matrix, tags: Sequence[str], begins: np.ndarray, C: float = 0.1) -> "BoundaryModel":
        from sklearn.svm import LinearSVC

        idx = self.candidates(tags)
        y = begins[idx].astype(np.int64) if len(idx) else np.zeros(0, dtype=np.int64)
        if len(idx) == 0 or y.min() == y.max():
            self.coef_ = None
            return self
        m = LinearSVC(C=C, dual="auto", max_iter=2000, random_state=0).fit(X[idx], y)
        self.coef_ = sp.csr_matrix(m.coef_.astype(np.float32))
        self.intercept_ = float(m.intercept_[0])
        return self

    def begins(self, X: sp.csr_matrix, tags: Sequence[str]) -> np.ndarray:
        """``io_begins(tags)`` plus the run-internal starts this model predicts."""
        out = io_begins(tags)
        idx = self.candidates(tags)
        if self.coef_ is not None and len(idx):
            d = (X[idx] @ self.coef_.T).toarray().ravel() + self.intercept_
            out[idx[d > 0]] = True
        return out

    def save(self, path: Path, stem: str = "boundary") -> None:
        coef = self.coef_ if self.coef_ is not None else sp.csr_matrix((0, 0), dtype=np.float32)
        sp.save_npz(path / f"{stem}_coef.npz", coef.tocsr(), compressed=True)
        np.save(path / f"{stem}_intercept.npy", np.array([self.intercept_], dtype=np.float64), allow_pickle=False)

    @classmethod
    def load(cls, path: Path, n_features: int, stem: str = "boundary") -> "BoundaryModel":
        obj = cls()
        coef = read_npz_matrix(path / f"{stem}_coef.npz")
        obj.intercept_ = float(read_npy(path / f"{stem}_intercept.npy").reshape(-1)[0])
        if coef.shape == (0, 0):
            return obj
        if coef.shape != (1, n_features):
            raise ModelError(f"{stem}_coef.npz does not match the vocabulary (truncated or tampered?)", path)
        obj.coef_ = coef
        return obj


def check_training_docs(docs: Sequence[Document], system: str) -> None:
    """Fail closed on an empty training set, missing gold or no PHI at all."""
    if not docs:
        raise DataError(f"{system}: no training documents")
    n_spans = 0
    for d in docs:
        if d.gold is None:
            raise DataError(f"{system}: training document {d.id!r} has no gold annotations")
        n_spans += len(d.gold)
    if n_spans == 0:
        raise DataError(f"{system}: the training documents contain no gold spans, nothing to learn")


def sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(x, -30, 30)))


def prepare_feature_documents(params: FeatureParams, docs: Sequence[Document]) -> None:
    """:meth:`BaseSystem.prepare_documents` of a base whose features are ``params``'s: the
    rule/gazetteer token hits every fold's features read (``FeatureExtractor.warm_hits``)."""
    make_feature_extractor(params).warm_hits(docs)


def training_features(fx, rate: float):
    """The context in which a learned base builds its training features: hit dropout at ``rate``
    (:meth:`~multideid.base_systems.features.FeatureExtractor.dropping_hits`), nothing when it is 0
    (so extractors without hits, such as a test's own, need not offer it)."""
    if not rate:
        return nullcontext(fx)
    if not hasattr(fx, "dropping_hits"):
        raise UsageError(f"hit_dropout needs a feature extractor with rule/gazetteer hits ({type(fx).__name__} has none)")
    return fx.dropping_hits(rate)


def make_feature_extractor(params: FeatureParams):
    """The shared feature extractor for ``params`` (unfitted)."""
    from multideid.base_systems.features import FeatureExtractor

    return FeatureExtractor(**params.extractor_params())


def load_feature_extractor(path: Path):
    from multideid.base_systems.features import FeatureExtractor

    from multideid.model import read_model_json

    try:
        return FeatureExtractor.from_dict(read_model_json(path))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ModelError(f"features.json has an unexpected structure ({type(exc).__name__})", path) from None


def read_json(path: Path, what: str):
    from multideid.model import read_model_json

    return read_model_json(path)  # verified against the model's checksums; ModelError otherwise


def read_npy(path: Path) -> np.ndarray:
    from multideid.model import read_model_npy

    return read_model_npy(path)


def read_npz_matrix(path: Path) -> sp.csr_matrix:
    import io

    from multideid.model import read_model_bytes

    data = read_model_bytes(path)  # verified against the model's checksums
    try:
        return sp.load_npz(io.BytesIO(data)).tocsr()  # load_npz uses allow_pickle=False
    except Exception as exc:  # noqa: BLE001 - BadZipFile, ValueError, EOFError, KeyError, zlib.error...
        raise ModelError(f"{path.name} is not a readable sparse matrix ({type(exc).__name__})", path) from None
