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
from collections import Counter
from pathlib import Path
from typing import Sequence

import numpy as np
import scipy.sparse as sp

from multideid.base_systems.base import BaseSystem, TokenPrediction
from multideid.base_systems.svm import (
    OUTSIDE,
    BoundaryModel,
    gold_begins,
    to_bio,
    SparseEncoder,
    check_training_docs,
    gold_io_tags,
    io_begins,
    load_feature_extractor,
    make_feature_extractor,
    read_json,
)
from multideid.document import Document, Span
from multideid.errors import DataError, ModelError, UsageError
from multideid.tokenizer import Tokens, bio_to_spans

ALGORITHMS = ("lightgbm", "adaboost", "forest")
#: trigger n-gram lengths each voting model may see
VARIANTS: dict[str, tuple[int, ...]] = {"token": (1,), "phrase": (2, 3), "ngram": (1, 2, 3)}
TDICT = "tdict"  # feature name of the trusted (structured-part) dictionary
_SKOPS_PREFIXES = ("sklearn.", "numpy.", "scipy.", "builtins.")
LABELLER_MIN_P = 0.01  # P(PHI) below which the labeller is not consulted


# --------------------------------------------------------------------------- pure helpers


def trigger_ngram(column: str) -> int | None:
    """The n of a trigger column (``"trig.L1.2=de la" -> 2``); 0 for ``trig.*.lab``/``trig.any``;
    ``None`` for columns that are not trigger features."""
    if not column.startswith("trig."):
        return None
    key = column.split("=", 1)[0]
    last = key.rsplit(".", 1)[-1]
    return int(last) if last.isdigit() else 0


def variant_allows(column: str, variant: str, with_tdict: bool) -> bool:
    """Whether the model ``variant`` uses ``column``."""
    if column.startswith(TDICT):
        return with_tdict
    n = trigger_ngram(column)
    if n is None:
        return True
    if variant == "ngram":
        return True
    return n in VARIANTS[variant]


def structured_mask(toks: Tokens, tail_lines: int = 2, tail_max_tokens: int = 12) -> np.ndarray:
    """Tokens in structured parts of a note.

    A token is structured when it follows a ``Key:`` colon among the first six tokens of its
    line (``Nombre: Ernesto``, ``Fecha de ingreso: 16/03/2017``) or lies on one of the last
    ``tail_lines`` lines of the note when that line is short (a signature).
    """
    n = len(toks)
    mask = np.zeros(n, dtype=bool)
    i = 0
    line_spans = []
    while i < n:
        j = i
        while j < n and toks.lines[j] == toks.lines[i]:
            j += 1
        line_spans.append((i, j))
        for k in range(i + 1, min(j, i + 6)):
            if toks.words[k] == ":":
                mask[k + 1 : j] = True
                break
        i = j
    for a, b in line_spans[-tail_lines:] if tail_lines else []:
        if b - a <= tail_max_tokens:
            mask[a:b] = True
    return mask


def _runs(tags: Sequence[str], begins: Sequence[bool] | None = None) -> list[tuple[int, int, str]]:
    """Maximal runs ``(start, end, label)`` of equal non-O tags (split where ``begins``)."""
    out = []
    i, n = 0, len(tags)
    while i < n:
        if tags[i] == OUTSIDE:
            i += 1
            continue
        j = i + 1
        while j < n and tags[j] == tags[i] and not (begins is not None and begins[j]):
            j += 1
        out.append((i, j, tags[i]))
        i = j
    return out


def _distinctive(words: Sequence[str]) -> bool:
    """A phrase worth spreading: some word of 2+ characters starts with a capital or a digit.

    A mistaken one-word prediction such as ``de`` or ``la`` would otherwise be copied onto
    every occurrence of that function word in the note.
    """
    return any(len(w) >= 2 and (w[0].isupper() or w[0].isdigit()) for w in words)


def phrase_table(words: Sequence[str], runs: Sequence[tuple[int, int, str]], min_tokens: int = 1) -> dict[tuple, str]:
    """``lower-cased word tuple -> label`` for the runs, majority label per phrase (ties: name)."""
    votes: dict[tuple, Counter] = {}
    for a, b, lab in runs:
        if b - a < min_tokens or not _distinctive(words[a:b]):
            continue
        key = tuple(w.lower() for w in words[a:b])
        votes.setdefault(key, Counter())[lab] += 1
    return {k: sorted(c.items(), key=lambda x: (-x[1], x[0]))[0][0] for k, c in votes.items()}


def find_occurrences(words: Sequence[str], phrases: dict[tuple, str]) -> list[tuple[int, int, str]]:
    """Non-overlapping occurrences of ``phrases`` in ``words``, left to right, longest first."""
    if not phrases:
        return []
    by_first: dict[str, list[tuple]] = {}
    for p in sorted(phrases, key=lambda p: (-len(p), p)):
        by_first.setdefault(p[0], []).append(p)
    low = [w.lower() for w in words]
    out = []
    i, n = 0, len(low)
    while i < n:
        for p in by_first.get(low[i], ()):
            if tuple(low[i : i + len(p)]) == p:
                out.append((i, i + len(p), phrases[p]))
                i += len(p)
                break
        else:
            i += 1
    return out


def standardise_phrases(
    words: Sequence[str], tags: list[str], scores: np.ndarray, begins: np.ndarray
) -> tuple[list[str], np.ndarray, np.ndarray]:
    """Give every occurrence of a predicted multi-token phrase the label of the longest
    predicted phrase matching there (Szarvas et al.'s final consistency step)."""
    runs = _runs(tags, begins)
    phrases = phrase_table(words, runs, min_tokens=2)
    if not phrases:
        return tags, scores, begins
    phrase_score: dict[tuple, list[float]] = {}
    for a, b, _ in runs:
        if b - a >= 2:
            phrase_score.setdefault(tuple(w.lower() for w in words[a:b]), []).append(float(scores[a:b].mean()))
    tags, scores, begins = list(tags), scores.copy(), begins.copy()
    for a, b, lab in find_occurrences(words, phrases):
        key = tuple(w.lower() for w in words[a:b])
        sc = float(np.mean(phrase_score[key]))
        for k in range(a, b):
            if tags[k] != lab:
                tags[k] = lab
                scores[k] = sc
            begins[k] = k == a
        if b < len(tags) and tags[b] == lab:
            begins[b] = True  # keep the next same-label span separate
    return tags, scores, begins


def cautious_vote(probas: Sequence[np.ndarray], threshold: float = 0.5) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The 2-of-3 vote over per-model probability matrices (column 0 is ``O``).

    Each model calls a token PHI when ``P(O) <= 1 - threshold`` and then picks its most likely
    label.  The token is PHI when at least two models call it PHI; its label is the one most
    of them chose, ties broken by the higher mean probability.  Returns the class index, its
    mean probability across the models (the score) and the mean probability matrix.
    """
    P = np.stack(probas)  # (models, tokens, classes)
    m, n, K = P.shape
    mean = P.mean(axis=0)
    phi = P[:, :, 0] <= 1.0 - threshold
    lab = np.where(phi, P[:, :, 1:].argmax(axis=2) + 1, 0) if K > 1 else np.zeros((m, n), dtype=int)
    need = 2 if m >= 2 else 1
    cls = np.zeros(n, dtype=np.int64)
    for i in np.flatnonzero(phi.sum(axis=0) >= need):
        votes = Counter(int(c) for c in lab[:, i] if c != 0)
        cls[i] = max(votes, key=lambda c: (votes[c], mean[i, c], -c))
    return cls, mean[np.arange(n), cls].astype(np.float32), mean.astype(np.float32)


# --------------------------------------------------------------------------- tree learners


class _TwoStage:
    """PHI detector on every token + labeller on PHI tokens; ``predict_proba`` -> (n, K)."""

    def __init__(self, algorithm: str, params: dict, n_classes: int):
        self.algorithm = algorithm
        self.params = params
        self.n_classes = n_classes
        self.detector = None
        self.labeller = None
        self.label_classes = np.zeros(0, dtype=np.int64)  # class indices the labeller knows

    # ---------------------------------------------------------------- fitting
    def _make(self):
        """A fresh scikit-learn learner (``forest`` or ``adaboost``)."""
        p = self.params
        if self.algorithm == "forest":
            from sklearn.ensemble import RandomForestClassifier

            return RandomForestClassifier(
                n_estimators=p["n_estimators"], min_samples_leaf=2, n_jobs=p["n_jobs"], random_state=p["random_state"]
            )
        from sklearn.ensemble import AdaBoostClassifier
        from sklearn.tree import DecisionTreeClassifier

        return AdaBoostClassifier(
            DecisionTreeClassifier(max_depth=p["max_depth"], random_state=p["random_state"]),
            n_estimators=p["n_estimators"],
            learning_rate=p["learning_rate"],
            random_state=p["random_state"],
        )

    def _fit_lgb(self, X, y, n_out: int):
        import lightgbm as lgb

        p = self.params
        params = {
            "objective": "binary" if n_out == 2 else "multiclass",
            "learning_rate": p["learning_rate"],
            "num_leaves": p["num_leaves"],
            "min_data_in_leaf": 10,
            # without these the softmax over rare MEDDOCAN labels diverges (leaf values explode)
            "min_sum_hessian_in_leaf": 1.0,
            "lambda_l2": 1.0,
            "num_threads": p["n_jobs"],
            "seed": p["random_state"],
            "deterministic": True,
            "force_col_wise": True,
            "verbose": -1,
        }
        if n_out > 2:
            params["num_class"] = n_out
        booster = lgb.train(params, lgb.Dataset(X, label=y, free_raw_data=True), num_boost_round=p["n_estimators"])
        # reload from the text model so that fitted and loaded models predict bit-identically
        return lgb.Booster(model_str=booster.model_to_string())

    def fit(self, X: sp.csr_matrix, y: np.ndarray) -> "_TwoStage":
        is_phi = (y != 0).astype(np.int64)
        self.label_classes = np.unique(y[y != 0])
        phi_rows = np.flatnonzero(is_phi)
        if self.algorithm == "lightgbm":
            self.detector = self._fit_lgb(X, is_phi, 2)
            if len(self.label_classes) > 1:
                yy = np.searchsorted(self.label_classes, y[phi_rows])
                self.labeller = self._fit_lgb(X[phi_rows], yy, len(self.label_classes))
        else:
            self.detector = self._make().fit(X, is_phi)
            if len(self.label_classes) > 1:
                self.labeller = self._make().fit(X[phi_rows], y[phi_rows])
        return self

    # ---------------------------------------------------------------- prediction
    def _threads(self) -> int:
        """LightGBM prediction threads: ``n_jobs`` (default 1).  Never LightGBM's default of all
        cores: one OpenMP team per process keeps ``run --jobs`` workers from oversubscribing the
        machine, and a forked worker cannot start the team its parent created (it would hang)."""
        return max(1, int(self.params.get("n_jobs", 1) or 1))

    def predict_proba(self, X: sp.csr_matrix) -> np.ndarray:
        n = X.shape[0]
        out = np.zeros((n, self.n_classes), dtype=np.float64)
        if n == 0:
            return out
        if self.algorithm == "lightgbm":
            p_phi = np.asarray(self.detector.predict(X, num_threads=self._threads()), dtype=np.float64).reshape(n)
        else:
            pp = self.detector.predict_proba(X)
            p_phi = pp[:, list(self.detector.classes_).index(1)] if 1 in self.detector.classes_ else np.zeros(n)
        q = np.full((n, max(len(self.label_classes), 1)), 1.0 / max(len(self.label_classes), 1))
        # the labeller only matters where PHI is plausible: skipping clear O tokens (most of a
        # note) makes prediction several times faster; their label split stays uniform
        rows = np.flatnonzero(p_phi >= LABELLER_MIN_P)
        if self.labeller is not None and len(rows):
            Xr = X[rows]
            if self.algorithm == "lightgbm":
                qr = np.asarray(self.labeller.predict(Xr, num_threads=self._threads()), dtype=np.float64)
                if len(self.label_classes) == 2:  # a binary booster returns P(second label) only
                    qr = np.column_stack([1.0 - qr.reshape(-1), qr.reshape(-1)])
            else:
                qr = self.labeller.predict_proba(Xr)  # its classes_ are label_classes, sorted
            q[rows] = qr.reshape(len(rows), len(self.label_classes))
        out[:, 0] = 1.0 - p_phi
        out[:, self.label_classes] = p_phi[:, None] * q
        return out

    # ---------------------------------------------------------------- persistence
    def save(self, path: Path, stem: str) -> dict:
        meta = {"label_classes": self.label_classes.tolist(), "has_labeller": self.labeller is not None}
        for part, model in (("detector", self.detector), ("labeller", self.labeller)):
            if model is None:
                continue
            if self.algorithm == "lightgbm":
                model.save_model(str(path / f"{stem}.{part}.lgb.txt"))
            else:
                import skops.io as sio

                sio.dump(model, path / f"{stem}.{part}.skops")
        return meta

    @classmethod
    def load(cls, path: Path, stem: str, algorithm: str, params: dict, n_classes: int, meta: dict) -> "_TwoStage":
        obj = cls(algorithm, params, n_classes)
        obj.label_classes = np.asarray(meta.get("label_classes", []), dtype=np.int64)
        if len(obj.label_classes) and (obj.label_classes.min() < 1 or obj.label_classes.max() >= n_classes):
            raise ModelError(f"boosted model {stem}: label classes out of range", path)
        parts = ["detector"] + (["labeller"] if meta.get("has_labeller") else [])
        for part in parts:
            if algorithm == "lightgbm":
                f = path / f"{stem}.{part}.lgb.txt"
                if not f.is_file():
                    raise ModelError(f"model directory has no {f.name}", path)
                import lightgbm as lgb

                from multideid.model import read_model_bytes

                text = read_model_bytes(f)  # verified against the model's checksums
                try:
                    model = lgb.Booster(model_str=text.decode("utf-8"))
                except Exception as exc:  # LightGBMError for truncated/tampered files
                    raise ModelError(f"{f.name} is not a readable LightGBM model ({type(exc).__name__})", f) from None
            else:
                model = _load_skops(path / f"{stem}.{part}.skops")
            setattr(obj, part, model)
        return obj


def _load_skops(f: Path):
    """Load a skops file, trusting only scikit-learn / numpy / scipy types (never pickle)."""
    import skops.io as sio

    if not f.is_file():
        raise ModelError(f"model directory has no {f.name}", f.parent)
    from multideid.model import read_model_bytes

    data = read_model_bytes(f)  # verified against the model's checksums; loaded from these bytes
    try:
        untrusted = sio.get_untrusted_types(data=data)
    except Exception as exc:
        raise ModelError(f"{f.name} is not a readable skops file ({type(exc).__name__})", f) from None
    bad = [t for t in untrusted if not t.startswith(_SKOPS_PREFIXES)]
    if bad:
        raise ModelError(f"{f.name} contains types outside scikit-learn/numpy/scipy: {', '.join(sorted(bad))}", f)
    try:
        return sio.loads(data, trusted=untrusted)
    except Exception as exc:
        raise ModelError(f"{f.name} could not be loaded ({type(exc).__name__})", f) from None


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
    window, feature_set, use_rules, use_dictionary:
        passed to the shared feature extractor (triggers are always learned).
    n_jobs, random_state:
        threads (training and prediction; LightGBM never uses its all-cores default, see
        ``_TwoStage._threads``) and seed of the learners.
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
        window: int = 2,
        feature_set: str = "full",
        use_rules: bool = True,
        use_dictionary: bool = True,
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

    def _fx_params(self) -> dict:
        return dict(
            window=self.window,
            feature_set=self.feature_set,
            triggers=True,
            use_rules=self.use_rules,
            use_dictionary=self.use_dictionary,
        )

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
        fx = make_feature_extractor(self._fx_params()).fit(docs)
        per_doc = fx.transform_many(docs)
        tags = [gold_io_tags(d) for d in docs]
        extra: dict[int, tuple] = {}
        if self.iterative:
            start = 0
            for d, rows, t in zip(docs, per_doc, tags):
                for i, items in self._tdict_items(d, _runs(t)).items():
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
        self.models_: dict[str, _TwoStage] = {}
        stages = [(v, self.iterative) for v in self._variants()]
        if self.iterative:
            stages.insert(0, ("pass1", False))
        for stage, with_tdict in stages:
            variant = "ngram" if stage == "pass1" else stage
            cols = np.array([j for j, n in enumerate(names) if variant_allows(n, variant, with_tdict)], dtype=np.int64)
            self.columns_[stage] = cols
            self.models_[stage] = _TwoStage(self.algorithm, lp, len(classes)).fit(Xt[:, cols], yt)
        self.feature_extractor_ = fx
        self.classes_ = classes
        self.labels_ = labels
        self.is_fitted_ = True
        return self

    # ------------------------------------------------------------------ prediction
    def _proba(self, stage: str, X: sp.csr_matrix) -> np.ndarray:
        return self.models_[stage].predict_proba(X[:, self.columns_[stage]])

    def predict_tokens(self, docs: Sequence[Document], spans: list[list[Span]] | None = None) -> list[TokenPrediction]:
        """Voted, standardised IO tags with mean model probabilities (``proba``)."""
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
                items = self._tdict_items(doc, _runs(tags1))
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
        cls, score, mean = cautious_vote([self._proba(v, X) for v in self._variants()], thr)
        out = []
        for k, doc in enumerate(docs):
            a, b = bounds[k], bounds[k + 1]
            tags = [self.classes_[c] for c in cls[a:b]]
            sc, begins = score[a:b].copy(), self.boundary_.begins(X[a:b], tags)
            if self.standardise:
                tags, sc, begins = standardise_phrases(doc.tokens.words, tags, sc, begins)
            out.append(TokenPrediction(tags, sc.astype(np.float32), begins, mean[a:b], list(self.classes_)))
        return out

    def predict(self, docs: Sequence[Document]) -> list[list[Span]]:
        """Spans from the token decisions (``begins`` separate adjacent same-label phrases)."""
        docs = list(docs)
        out = []
        for d, p in zip(docs, self.predict_tokens(docs)):
            out.append(bio_to_spans(d.tokens, to_bio(p.tags, p.begins), p.scores, source=self.source))
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
                self.models_[stage] = _TwoStage.load(path, stage, self.algorithm, lp, len(self.classes_), meta)
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
