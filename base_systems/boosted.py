"""``boosted``: boosted decision trees with trigger-variant voting (after Szarvas et al. 2007).

Szarvas, Farkas and Busa-Fekete (JAMIA 2007) de-identified discharge summaries with boosted
C4.5 trees, three models that differ in their *trigger* features, a cautious vote and an
iterative second pass.  This module keeps that design on top of the shared
:class:`~multideid.base_systems.features.FeatureExtractor`:

* **Compact encoding.**  Every ``name=value`` feature seen ``min_count`` times becomes a binary
  column; the ``max_features`` columns with the highest chi-squared association with the token
  label are kept (a CSR ``float32`` matrix the trees consume directly).
* **Two-stage trees.**  A binary detector (PHI or not) is trained on every token and a
  multi-class labeller on the PHI tokens only; ``P(label) = P(PHI) * P(label | PHI)``.  With 20+
  MEDDOCAN labels this is ~10x cheaper than one softmax over all tokens at the same accuracy,
  and it lets ``threshold`` move the PHI/not decision alone.  ``algorithm`` picks the learner:
  ``"lightgbm"`` (gradient boosting, default), ``"adaboost"`` (AdaBoost over shallow CART trees,
  as in the paper) or ``"forest"`` (a random forest, as in Scheurwegs et al. 2016).
* **Three trigger variants.**  The extractor's learned triggers are 1-3-grams next to a token.
  The ``token`` model sees only single-word triggers, the ``phrase`` model only 2-3-word
  triggers, the ``ngram`` model all of them (plus the trigger's majority label).  A token is PHI
  when at least two of the three models say it is PHI (the paper's cautious 2-of-3 vote); its
  label is the one most of those models chose (ties: the higher mean probability).
* **Iterative learning.**  Phrases found in *structured* parts of a note (the value after a
  ``Key:`` at the start of a line, e.g. ``Nombre: ...``, ``NHC: ...``, ``Médico: ...``; the short
  signature lines at the very end) are trusted: a first-pass model finds them, and the second
  pass gets a ``tdict`` feature on every other occurrence of those phrases in the same note.  For
  training, the trusted phrases come from the gold spans in structured parts.
* **Phrase standardisation.**  Finally every occurrence of a predicted multi-token phrase gets
  the label of the longest predicted phrase that matches there.

Saved without pickle: LightGBM boosters in their native text format, the scikit-learn learners
with ``skops`` (loaded with an explicit list of trusted scikit-learn/numpy types), vocabulary and
state as JSON.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from pathlib import Path
from typing import Sequence

import numpy as np
import scipy.sparse as sp

from multideid.base_systems.base import BaseOutput, BaseSystem, TokenPrediction
from multideid.base_systems.learned import (
    OUTSIDE,
    BoundaryModel,
    FeatureParams,
    check_training_docs,
    gold_begins,
    gold_io_tags,
    load_feature_extractor,
    make_feature_extractor,
    read_json,
)
from multideid.base_systems.boosted_phrases import (
    TDICT,
    VARIANTS,
    cautious_vote,
    find_occurrences,
    phrase_table,
    standardise_phrases,
    structured_mask,
    tag_runs,
    variant_allows,
)
from multideid.base_systems.boosted_trees import TwoStageLearner
from multideid.base_systems.sparse_encoder import SparseEncoder
from multideid.document import Document
from multideid.errors import DataError, ModelError, UsageError

ALGORITHMS = ("lightgbm", "adaboost", "forest")


# --------------------------------------------------------------------------- the base


class BoostedBase(BaseSystem):
    """Boosted decision trees, three trigger variants voted 2-of-3, iterative second pass.

    Parameters
    ----------
    algorithm:
        ``"lightgbm"``, ``"adaboost"`` (shallow CART trees) or ``"forest"`` (random forest).
    n_estimators:
        boosting rounds (trees per class for LightGBM) or forest size.
    learning_rate:
        shrinkage (LightGBM, AdaBoost).
    num_leaves:
        leaves per LightGBM tree.
    max_depth:
        depth of AdaBoost's trees.
    max_features:
        binary columns kept by the chi-squared selection (the compact encoding).
    min_count:
        a feature must be seen this often in training to be a candidate column.
    o_sample:
        fraction of ``O`` tokens kept for training (all PHI tokens are kept); < 1 is faster
        and, like a class weight, moves the detector towards recall.
    threshold:
        a model calls a token PHI when ``P(PHI) >= threshold``.
    vote:
        train the three trigger variants and vote 2-of-3 (False: the ``ngram`` model alone).
    iterative:
        add the trusted structured-part dictionary and a second pass.
    standardise:
        final phrase standardisation.
    window, feature_set, use_rules, use_dictionary, word_freq:
        feature settings (:class:`~multideid.base_systems.learned.FeatureParams`; triggers are
        always learned).
    n_jobs, random_state:
        threads (training and prediction; LightGBM never uses its all-cores default, see
        ``TwoStageLearner._threads``) and seed of the learners.
    """

    name = "boosted"
    required_modules = ("sklearn",)
    version = "1"

    def __init__(
        self,
        algorithm: str = "lightgbm",
        n_estimators: int = 200,
        learning_rate: float = 0.1,
        num_leaves: int = 15,
        max_depth: int = 3,
        max_features: int = 3000,
        min_count: int = 2,
        o_sample: float = 0.5,
        threshold: float = 0.5,
        vote: bool = True,
        iterative: bool = True,
        standardise: bool = True,
        window: int = FeatureParams.window,
        feature_set: str = FeatureParams.feature_set,
        use_rules: bool = FeatureParams.use_rules,
        use_dictionary: bool = FeatureParams.use_dictionary,
        word_freq: str = FeatureParams.word_freq,
        n_jobs: int = 1,
        random_state: int = 0,
    ):
        self.algorithm = algorithm
        self.n_estimators = n_estimators
        self.learning_rate = learning_rate
        self.num_leaves = num_leaves
        self.max_depth = max_depth
        self.max_features = max_features
        self.min_count = min_count
        self.o_sample = o_sample
        self.threshold = threshold
        self.vote = vote
        self.iterative = iterative
        self.standardise = standardise
        self.window = window
        self.feature_set = feature_set
        self.use_rules = use_rules
        self.use_dictionary = use_dictionary
        self.word_freq = word_freq
        self.n_jobs = n_jobs
        self.random_state = random_state

    # ------------------------------------------------------------------ helpers
    def _validate_params(self) -> None:
        if self.algorithm not in ALGORITHMS:
            raise UsageError(f"boosted: algorithm must be one of {', '.join(ALGORITHMS)}, got {self.algorithm!r}")
        if self.algorithm == "lightgbm":
            ok, why = _lightgbm_available()
            if not ok:
                raise UsageError(f"boosted: algorithm 'lightgbm' unavailable ({why}); use 'adaboost' or 'forest'")
        if int(self.n_estimators) < 1 or int(self.max_features) < 1 or int(self.min_count) < 1:
            raise UsageError("boosted: n_estimators, max_features and min_count must be >= 1")
        if not 0.0 < float(self.o_sample) <= 1.0:
            raise UsageError(f"boosted: o_sample must be in (0, 1], got {self.o_sample!r}")
        if not 0.0 < float(self.threshold) < 1.0:
            raise UsageError(f"boosted: threshold must be in (0, 1), got {self.threshold!r}")
        if not float(self.learning_rate) > 0:
            raise UsageError(f"boosted: learning_rate must be > 0, got {self.learning_rate!r}")
        self.feature_params().check("boosted")

    def feature_params(self) -> FeatureParams:
        """Its feature settings: triggers are always learned (the variants are built on them)."""
        return FeatureParams.of(self, triggers=True)

    def _learner_params(self) -> dict:
        return dict(
            n_estimators=int(self.n_estimators),
            learning_rate=float(self.learning_rate),
            num_leaves=int(self.num_leaves),
            max_depth=int(self.max_depth),
            n_jobs=int(self.n_jobs),
            random_state=int(self.random_state),
        )

    def _variants(self) -> list[str]:
        return list(VARIANTS) if self.vote else ["ngram"]

    @contextmanager
    def only_variant(self, variant: str):
        """Within the block, predict with the model of one trigger variant instead of the vote
        (what each variant contributes, for measurements; the fitted models are unchanged)."""
        if variant not in self._variants():
            raise UsageError(f"boosted: no trained variant {variant!r}; trained: {', '.join(self._variants())}")
        self._only_variant = variant
        try:
            yield self
        finally:
            self._only_variant = None

    @staticmethod
    def _tdict_items(doc: Document, runs: list[tuple[int, int, str]]) -> dict[int, tuple]:
        """``token -> ((name, value), ...)``: every occurrence of a trusted (structured-part)
        phrase among ``runs``."""
        toks = doc.tokens
        mask = structured_mask(toks)
        trusted = [r for r in runs if mask[r[0] : r[1]].all()]
        out: dict[int, tuple] = {}
        for a, b, lab in find_occurrences(toks.words, phrase_table(toks.words, trusted)):
            for k in range(a, b):
                out[k] = ((TDICT, lab), (TDICT + ".pos", "B" if k == a else "I"))
        return out

    def _matrix(self, rows: list[dict]) -> sp.csr_matrix:
        return self.encoder_.transform(rows)

    # ------------------------------------------------------------------ learning
    def fit(self, docs: Sequence[Document]) -> "BoostedBase":
        """Learn triggers, the compact encoding and the tree models from gold spans."""
        from sklearn.feature_selection import chi2

        self._validate_params()
        check_training_docs(docs, self.name)
        docs = list(docs)
        fx = make_feature_extractor(self.feature_params()).fit(docs)
        per_doc = fx.transform_many(docs)
        tags = [gold_io_tags(d) for d in docs]
        extra: dict[int, tuple] = {}
        if self.iterative:
            start = 0
            for d, rows, t in zip(docs, per_doc, tags):
                for i, items in self._tdict_items(d, tag_runs(t)).items():
                    rows[i].update(items)
                    extra[start + i] = items
                start += len(rows)
        rows = [r for dr in per_doc for r in dr]
        flat = [t for dt in tags for t in dt]
        labels = sorted(set(flat) - {OUTSIDE})
        if not labels:
            raise DataError("boosted: the training data contain no PHI tokens, nothing to learn")
        classes = [OUTSIDE] + labels
        cidx = {c: i for i, c in enumerate(classes)}
        y = np.array([cidx[t] for t in flat], dtype=np.int64)

        enc = SparseEncoder(int(self.min_count)).fit(rows)
        # the same matrix as enc.transform(rows), from the factored features (faster)
        X = enc.transform_docs(fx, docs, extra) if SparseEncoder.supports(fx) else enc.transform(rows)
        if X.shape[0] != len(rows):
            raise ModelError(f"boosted: encoder gave {X.shape[0]} rows for {len(rows)} feature rows")
        if X.shape[1] == 0:
            raise DataError("boosted: no feature reaches min_count in the training data")
        # compact encoding: the max_features columns most associated with the label (chi2),
        # always keeping the trusted-dictionary columns the second pass is built around
        score, _ = chi2(X, y)
        score = np.nan_to_num(score, nan=0.0)
        forced = np.array([n.startswith(TDICT) for n in enc.names_])
        score[forced] = np.inf
        keep = np.sort(np.argsort(-score, kind="stable")[: int(self.max_features)])
        names = [enc.names_[j] for j in keep]
        X = X[:, keep].tocsr()
        self.encoder_ = SparseEncoder.from_names(names)
        # a linear split of runs of one label into adjacent spans ("28014 Madrid"), see svm
        self.boundary_ = BoundaryModel().fit(X, flat, np.concatenate([gold_begins(d) for d in docs]))

        rng = np.random.default_rng(int(self.random_state))
        train_rows = np.flatnonzero((y != 0) | (rng.random(len(y)) < float(self.o_sample)))
        Xt, yt = X[train_rows], y[train_rows]
        lp = self._learner_params()
        self.columns_: dict[str, np.ndarray] = {}
        self.models_: dict[str, TwoStageLearner] = {}
        stages = [(v, self.iterative) for v in self._variants()]
        if self.iterative:
            stages.insert(0, ("pass1", False))
        for stage, with_tdict in stages:
            variant = "ngram" if stage == "pass1" else stage
            cols = np.array([j for j, n in enumerate(names) if variant_allows(n, variant, with_tdict)], dtype=np.int64)
            self.columns_[stage] = cols
            self.models_[stage] = TwoStageLearner(self.algorithm, lp, len(classes)).fit(Xt[:, cols], yt)
        self.feature_extractor_ = fx
        self.classes_ = classes
        self.labels_ = labels
        self.is_fitted_ = True
        return self

    # ------------------------------------------------------------------ prediction
    def _proba(self, stage: str, X: sp.csr_matrix) -> np.ndarray:
        return self.models_[stage].predict_proba(X[:, self.columns_[stage]])

    def analyze(self, docs: Sequence[Document]) -> list[BaseOutput]:
        """Voted, standardised IO tags with mean model probabilities (``proba``); spans decoded
        from them (``begins`` separate adjacent same-label phrases)."""
        docs = list(docs)
        return [BaseOutput(tp.spans(d, self.source), tp) for d, tp in zip(docs, self._token_decisions(docs))]

    def _token_decisions(self, docs: Sequence[Document]) -> list[TokenPrediction]:
        self.check_is_fitted()
        docs = list(docs)
        fx = self.feature_extractor_
        # the factored features go straight into the matrix (no token dicts); an extractor
        # without them (tests' stand-ins) takes the dict path
        fast = SparseEncoder.supports(fx)
        if fast:
            bounds = np.cumsum([0] + [len(d.tokens) for d in docs])
            X = self.encoder_.transform_docs(fx, docs)
            if X.shape[0] != bounds[-1]:
                raise ModelError(f"boosted: encoder gave {X.shape[0]} rows for {bounds[-1]} tokens")
        else:
            per_doc = fx.transform_many(docs)
            for doc, rows in zip(docs, per_doc):
                if len(rows) != len(doc.tokens):
                    raise ModelError(f"boosted: feature extractor gave {len(rows)} rows for {len(doc.tokens)} tokens in {doc.id!r}")
            # one matrix for all documents: the boosters' per-call overhead dominates small inputs
            bounds = np.cumsum([0] + [len(r) for r in per_doc])
            flat = [r for rows in per_doc for r in rows]
            X = self._matrix(flat)
        thr = float(self.threshold)
        if self.iterative:
            c1, _, _ = cautious_vote([self._proba("pass1", X)], thr)
            extra: dict[int, tuple] = {}
            for k, doc in enumerate(docs):
                tags1 = [self.classes_[c] for c in c1[bounds[k] : bounds[k + 1]]]
                items = self._tdict_items(doc, tag_runs(tags1))
                if fast:
                    extra.update((int(bounds[k]) + i, t) for i, t in items.items())
                else:
                    for i, t in items.items():
                        per_doc[k][i].update(t)  # the dicts inside ``flat`` too
            if fast:
                Xe = self.encoder_.add_items(X, extra)
                X = Xe if Xe is not None else self.encoder_.transform_docs(fx, docs, extra)
            else:
                X = self._matrix(flat)
        voters = [self._only_variant] if getattr(self, "_only_variant", None) else self._variants()
        cls, score, mean = cautious_vote([self._proba(v, X) for v in voters], thr)
        out = []
        for k, doc in enumerate(docs):
            a, b = bounds[k], bounds[k + 1]
            tags = [self.classes_[c] for c in cls[a:b]]
            sc, begins = score[a:b].copy(), self.boundary_.begins(X[a:b], tags)
            if self.standardise:
                tags, sc, begins = standardise_phrases(doc.tokens.words, tags, sc, begins)
            out.append(TokenPrediction(tags, sc.astype(np.float32), begins, mean[a:b], list(self.classes_)))
        return out

    # ------------------------------------------------------------------ persistence
    def _save_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        (path / "features.json").write_text(json.dumps(self.feature_extractor_.to_dict()), encoding="utf-8")
        (path / "vocabulary.json").write_text(json.dumps(self.encoder_.names_, ensure_ascii=False), encoding="utf-8")
        models = {}
        for stage, model in self.models_.items():
            models[stage] = model.save(path, stage)
            models[stage]["columns"] = self.columns_[stage].tolist()
        state = {"classes": self.classes_, "models": models}
        (path / "state.json").write_text(json.dumps(state), encoding="utf-8")
        self.boundary_.save(path)

    def _load_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        self._validate_params()
        state = read_json(path / "state.json", "classes and models")
        names = read_json(path / "vocabulary.json", "feature vocabulary")
        try:
            self.classes_ = [str(c) for c in state["classes"]]
            self.encoder_ = SparseEncoder.from_names([str(n) for n in names])
            expected = (["pass1"] if self.iterative else []) + self._variants()
            if sorted(state["models"]) != sorted(expected):
                raise ModelError("boosted: saved models do not match the parameters (vote/iterative)", path)
            self.columns_, self.models_ = {}, {}
            lp = self._learner_params()
            for stage in expected:
                meta = state["models"][stage]
                cols = np.asarray(meta["columns"], dtype=np.int64)
                if len(cols) and (cols.min() < 0 or cols.max() >= len(self.encoder_)):
                    raise ModelError(f"boosted: model {stage} uses columns outside the vocabulary", path)
                self.columns_[stage] = cols
                self.models_[stage] = TwoStageLearner.load(path, stage, self.algorithm, lp, len(self.classes_), meta)
        except (KeyError, TypeError, ValueError) as exc:
            raise ModelError(f"boosted state.json has an unexpected structure ({type(exc).__name__})", path) from None
        self.boundary_ = BoundaryModel.load(path, len(self.encoder_))
        self.feature_extractor_ = load_feature_extractor(path / "features.json")


def _lightgbm_available() -> tuple[bool, str]:
    try:
        import lightgbm  # noqa: F401
    except (ImportError, OSError) as exc:  # OSError: libgomp missing
        return False, f"lightgbm cannot be imported ({type(exc).__name__})"
    return True, ""
