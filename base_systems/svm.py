"""``svm``: a linear SVM token classifier over a high-dimensional sparse binary encoding.

After Stat-De-id / Tafvizi's "Mega" SVM (Uzuner et al. 2008) and the one-vs-one versus
one-vs-rest comparison of Scheurwegs et al. (2016).  Every token gets one IO label (the span
label or ``O``); spans are decoded with :func:`multideid.tokenizer.bio_to_spans`.

* Features come from the shared :class:`~multideid.base_systems.features.FeatureExtractor`
  (one crfsuite-style dict per token).
  :class:`~multideid.base_systems.sparse_encoder.SparseEncoder` turns each ``name=value`` pair
  into one binary column of a CSR matrix (a vocabulary learned on the training set, pruned to
  features seen at least ``min_count`` times).
* The learner is liblinear's L2-regularised L2-loss SVM (``sklearn.svm.LinearSVC``), either
  one-vs-rest (``multiclass="ovr"``) or one binary SVM per pair of classes (``"ovo"``, voted as
  in ``sklearn.multiclass.OneVsOneClassifier``).
* ``o_weight`` < 1 makes errors on ``O`` tokens cheaper than errors on PHI tokens, which moves
  the decision boundary towards recall (missing PHI is worse than over-redacting).
* Scores: the raw decision values of every class are kept in ``TokenPrediction.proba``; the
  token score is the sigmoid of the winning decision value (ovr) or the normalised vote (ovo).
* Saved without pickle: the vocabulary and feature-extractor state as JSON, weights as a
  ``scipy.sparse`` ``.npz`` (loaded with ``allow_pickle=False``) and intercepts as ``.npy``.
"""

from __future__ import annotations

import json
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
    io_begins,
    load_feature_extractor,
    make_feature_extractor,
    prepare_feature_documents,
    read_json,
    read_npy,
    read_npz_matrix,
    sigmoid,
    training_features,
)
from multideid.base_systems.sparse_encoder import FeatureRow, SparseEncoder
from multideid.document import Document
from multideid.errors import DataError, ModelError, UsageError


# --------------------------------------------------------------------------- the base


class SVMBase(BaseSystem):
    """Linear SVM over sparse binary features, one IO label per token.

    Parameters
    ----------
    C:
        liblinear regularisation constant (smaller = stronger regularisation).
    multiclass:
        ``"ovr"`` (one-vs-rest, liblinear's native multi-class) or ``"ovo"`` (one binary SVM
        per pair of classes, majority vote with confidence tie-break).
    o_weight:
        class weight of ``O`` relative to every PHI class (1.0); below 1 favours recall.
    min_count:
        keep features seen at least this often in training (1 keeps all, as in "Mega" SVM).
    max_iter:
        liblinear iteration limit.
    tol:
        liblinear's stopping tolerance (scikit-learn's default 1e-4).
    solver:
        ``"dual"`` (liblinear's dual coordinate descent), ``"primal"`` or ``"auto"`` (scikit-learn's
        choice: primal when there are more tokens than features).  ``dual``: on 300 synthetic
        notes (153,023 tokens x 148,144 features) ``auto`` picked the primal solver and the fit
        took 134.5 CPU s against 21.3 with the dual one, same test F1 (0.8433 / 0.8434); on
        MEDDOCAN, which has more features than tokens, ``auto`` already picks the dual solver.
    window, feature_set, triggers, use_rules, use_dictionary, word_freq:
        feature settings (:class:`~multideid.base_systems.learned.FeatureParams`).
    min_word_docs:
        keep word-identity features only for words found in at least this many training
        documents (:func:`~multideid.base_systems.features.drop_rare_words`): 2 keeps words that
        occur in a single note, such as most patients' names, out of the vocabulary. 1 = all.
    hit_dropout:
        train on features where each rule or gazetteer pattern's hits are left out of a
        document with this probability (:class:`~multideid.base_systems.learned.FeatureParams`).
    """

    name = "svm"
    required_modules = ("sklearn",)
    version = "1"

    def __init__(
        self,
        C: float = 0.1,
        multiclass: str = "ovr",
        o_weight: float = 0.5,
        min_count: int = 1,
        max_iter: int = 2000,
        tol: float = 1e-4,
        solver: str = "dual",
        window: int = FeatureParams.window,
        feature_set: str = FeatureParams.feature_set,
        triggers: bool = FeatureParams.triggers,
        use_rules: bool = FeatureParams.use_rules,
        use_dictionary: bool = FeatureParams.use_dictionary,
        word_freq: str = FeatureParams.word_freq,
        min_word_docs: int = FeatureParams.min_word_docs,
        hit_dropout: float = FeatureParams.hit_dropout,
    ):
        self.C = C
        self.multiclass = multiclass
        self.o_weight = o_weight
        self.min_count = min_count
        self.max_iter = max_iter
        self.tol = tol
        self.solver = solver
        self.window = window
        self.feature_set = feature_set
        self.triggers = triggers
        self.use_rules = use_rules
        self.use_dictionary = use_dictionary
        self.word_freq = word_freq
        self.min_word_docs = min_word_docs
        self.hit_dropout = hit_dropout

    def feature_params(self) -> FeatureParams:
        return FeatureParams.of(self)

    def prepare_documents(self, docs: Sequence[Document]) -> None:
        prepare_feature_documents(self.feature_params(), docs)

    def _validate_params(self) -> None:
        if self.multiclass not in ("ovr", "ovo"):
            raise UsageError(f"svm: multiclass must be 'ovr' or 'ovo', got {self.multiclass!r}")
        if not self.C > 0:
            raise UsageError(f"svm: C must be > 0, got {self.C!r}")
        if not self.o_weight > 0:
            raise UsageError(f"svm: o_weight must be > 0, got {self.o_weight!r}")
        if self.solver not in ("dual", "primal", "auto"):
            raise UsageError(f"svm: solver must be 'dual', 'primal' or 'auto', got {self.solver!r}")
        if not self.tol > 0:
            raise UsageError(f"svm: tol must be > 0, got {self.tol!r}")
        if int(self.min_count) < 1:
            raise UsageError(f"svm: min_count must be >= 1, got {self.min_count!r}")
        self.feature_params().check("svm")

    # ------------------------------------------------------------------ learning
    def fit(self, docs: Sequence[Document]) -> "SVMBase":
        """Learn the feature extractor's statistics, the vocabulary and the SVM from gold."""
        self._validate_params()
        check_training_docs(docs, self.name)
        from multideid.base_systems.feature_parts import drop_rare_words, rare_word_names

        docs = list(docs)
        fx = make_feature_extractor(self.feature_params()).fit(docs)
        tags = [t for d in docs for t in gold_io_tags(d)]
        begins = np.concatenate([gold_begins(d) for d in docs])
        self.feature_extractor_ = fx
        with training_features(fx, self.hit_dropout):
            if SparseEncoder.supports(fx):  # the vocabulary and matrix in one pass, no dicts
                self._validate_tags(tags)
                enc = SparseEncoder(int(self.min_count))
                X = enc.fit_transform_docs(fx, docs, rare_word_names(docs, int(self.min_word_docs), fx.effective_window))
                if X is not None:
                    if X.shape[0] != len(tags):
                        raise ModelError(f"svm: encoder gave {X.shape[0]} rows for {len(tags)} tokens")
                    return self._fit_matrix(X, enc, tags, begins)
            per_doc = drop_rare_words(fx.transform_many(docs), docs, int(self.min_word_docs))
            rows = [r for doc_rows in per_doc for r in doc_rows]
            self._fit_rows(rows, tags, begins, docs=list(docs))
        return self

    def _fit_rows(self, rows: Sequence[FeatureRow], tags: Sequence[str], begins: np.ndarray | None = None,
                  docs: Sequence[Document] | None = None) -> "SVMBase":
        """Fit on already extracted feature dicts, IO tags and gold span starts (tests use this).

        With ``docs`` (the documents ``rows`` came from, through ``self.feature_extractor_``)
        the training matrix is encoded from the factored features (the same matrix, faster).
        """
        self._validate_params()
        if len(rows) != len(tags):
            raise DataError(f"svm: {len(rows)} feature rows but {len(tags)} tags")
        self._validate_tags(tags)
        enc = SparseEncoder(int(self.min_count)).fit(rows)
        fx = getattr(self, "feature_extractor_", None)
        if docs is not None and SparseEncoder.supports(fx):
            X = enc.transform_docs(fx, docs)
            if X.shape[0] != len(rows):
                raise ModelError(f"svm: encoder gave {X.shape[0]} rows for {len(rows)} feature rows")
        else:
            X = enc.transform(rows)
        return self._fit_matrix(X, enc, tags, begins)

    @staticmethod
    def _validate_tags(tags: Sequence[str]) -> None:
        if not any(t != OUTSIDE for t in tags):
            raise DataError("svm: the training data contain no PHI tokens, nothing to learn")

    def _fit_matrix(self, X: sp.csr_matrix, enc: SparseEncoder, tags: Sequence[str],
                    begins: np.ndarray | None) -> "SVMBase":
        """Fit the SVM and the boundary model on the encoded training matrix ``X``."""
        from sklearn.svm import LinearSVC

        labels = sorted({t for t in tags if t != OUTSIDE})
        classes = [OUTSIDE] + labels
        cidx = {c: i for i, c in enumerate(classes)}
        y = np.array([cidx[t] for t in tags], dtype=np.int64)
        weights = {i: (float(self.o_weight) if c == OUTSIDE else 1.0) for i, c in enumerate(classes)}

        def svc():
            return LinearSVC(C=float(self.C), max_iter=int(self.max_iter), tol=float(self.tol),
                             dual={"dual": True, "primal": False}.get(self.solver, "auto"), random_state=0)

        rows_w: list[sp.csr_matrix] = []
        intercepts: list[float] = []
        pairs: list[tuple[int, int]] = []
        K = len(classes)
        if self.multiclass == "ovr" and K > 2:
            m = svc().set_params(class_weight=weights).fit(X, y)
            W = sp.csr_matrix(m.coef_.astype(np.float32))
            b = m.intercept_.astype(np.float32)
        else:
            # one binary SVM per pair (ovo), or the single O-vs-X problem of a one-label corpus;
            # positive decision = the second class of the pair, as in OneVsOneClassifier
            for i in range(K):
                for j in range(i + 1, K):
                    mask = (y == i) | (y == j)
                    yy = (y[mask] == j).astype(np.int64)
                    if yy.min() == yy.max():  # cannot happen with classes taken from y
                        raise ModelError(f"svm: class pair {i}/{j} has a single class")
                    m = svc().set_params(class_weight={0: weights[i], 1: weights[j]}).fit(X[mask], yy)
                    rows_w.append(sp.csr_matrix(m.coef_.astype(np.float32)))
                    intercepts.append(float(m.intercept_[0]))
                    pairs.append((i, j))
            W = sp.vstack(rows_w).tocsr()
            b = np.asarray(intercepts, dtype=np.float32)
        W.eliminate_zeros()
        if begins is None:
            begins = io_begins(tags)
        self.boundary_ = BoundaryModel().fit(X, tags, np.asarray(begins, dtype=bool), C=float(self.C))
        self.encoder_ = enc
        self.classes_ = classes
        self.coef_ = W
        self.intercept_ = b
        self.pairs_ = np.asarray(pairs, dtype=np.int64).reshape(-1, 2)
        self.labels_ = labels
        self.is_fitted_ = True
        return self

    # ------------------------------------------------------------------ decisions
    def _decide(self, X: sp.csr_matrix) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per token: winning class index, score in [0, 1] and the raw per-class values."""
        raw = (X @ self.coef_.T).toarray().astype(np.float64)  # sparse x sparse -> small dense
        raw += self.intercept_[None, :]
        K = len(self.classes_)
        if len(self.pairs_) == 0:  # ovr: one decision value per class
            cls = raw.argmax(axis=1)
            score = sigmoid(raw[np.arange(len(cls)), cls])
            return cls, score.astype(np.float32), raw.astype(np.float32)
        # ovo voting, identical to sklearn.multiclass._ovr_decision_function
        n = X.shape[0]
        votes = np.zeros((n, K))
        conf = np.zeros((n, K))
        for k, (i, j) in enumerate(self.pairs_):
            d = raw[:, k]
            conf[:, i] -= d
            conf[:, j] += d
            votes[d <= 0, i] += 1
            votes[d > 0, j] += 1
        total = votes + conf / (3 * (np.abs(conf) + 1))
        cls = total.argmax(axis=1)
        # votes range over [0, K-1]; the transformed confidence stays within (-1/3, 1/3)
        score = np.clip(total[np.arange(n), cls] / max(K - 1, 1), 0.0, 1.0)
        return cls, score.astype(np.float32), total.astype(np.float32)

    def _predict_rows(self, rows: Sequence[FeatureRow]) -> tuple[list[str], np.ndarray, np.ndarray, np.ndarray]:
        """Tags, scores, raw decision values and span starts for feature dicts."""
        self.check_is_fitted()
        X = self.encoder_.transform(rows)
        cls, score, raw = self._decide(X)
        tags = [self.classes_[c] for c in cls]
        return tags, score, raw, self.boundary_.begins(X, tags)

    def analyze(self, docs: Sequence[Document]) -> list[BaseOutput]:
        """IO tags, sigmoid scores and raw decision values (``proba``) for every token; spans
        decoded from the tags (a span's score is the mean of its tokens')."""
        docs = list(docs)
        return [BaseOutput(tp.spans(d, self.source), tp) for d, tp in zip(docs, self._token_decisions(docs))]

    def _token_decisions(self, docs: Sequence[Document]) -> list[TokenPrediction]:
        self.check_is_fitted()
        docs = list(docs)
        fx = self.feature_extractor_
        if SparseEncoder.supports(fx):
            return self._predict_docs(docs)
        per_doc = fx.transform_many(docs)
        out = []
        for doc, rows in zip(docs, per_doc):
            if len(rows) != len(doc.tokens):
                raise ModelError(f"svm: feature extractor gave {len(rows)} rows for {len(doc.tokens)} tokens in {doc.id!r}")
            if not rows:
                out.append(TokenPrediction([], np.zeros(0, np.float32), np.zeros(0, bool),
                                           np.zeros((0, len(self.classes_)), np.float32), list(self.classes_)))
                continue
            tags, score, raw, begins = self._predict_rows(rows)
            out.append(TokenPrediction(tags, score, begins, raw, list(self.classes_)))
        return out

    def _predict_docs(self, docs: list[Document]) -> list[TokenPrediction]:
        """:meth:`_token_decisions` through the factored features: one matrix for all documents
        (rows are independent, so the decision values are the same as per document)."""
        X = self.encoder_.transform_docs(self.feature_extractor_, docs)
        bounds = np.cumsum([0] + [len(d.tokens) for d in docs])
        if X.shape[0] != bounds[-1]:
            raise ModelError(f"svm: encoder gave {X.shape[0]} rows for {bounds[-1]} tokens")
        if X.shape[0]:
            cls, score, raw = self._decide(X)
        out = []
        for k in range(len(docs)):
            a, b = int(bounds[k]), int(bounds[k + 1])
            if a == b:
                out.append(TokenPrediction([], np.zeros(0, np.float32), np.zeros(0, bool),
                                           np.zeros((0, len(self.classes_)), np.float32), list(self.classes_)))
                continue
            tags = [self.classes_[c] for c in cls[a:b]]
            out.append(TokenPrediction(tags, score[a:b], self.boundary_.begins(X[a:b], tags), raw[a:b],
                                       list(self.classes_)))
        return out

    # ------------------------------------------------------------------ persistence
    def _save_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        (path / "features.json").write_text(json.dumps(self.feature_extractor_.to_dict()), encoding="utf-8")
        (path / "vocabulary.json").write_text(json.dumps(self.encoder_.names_, ensure_ascii=False), encoding="utf-8")
        (path / "state.json").write_text(json.dumps({"classes": self.classes_}), encoding="utf-8")
        sp.save_npz(path / "coef.npz", self.coef_.astype(np.float32).tocsr(), compressed=True)
        np.save(path / "intercept.npy", self.intercept_.astype(np.float32), allow_pickle=False)
        np.save(path / "pairs.npy", self.pairs_.astype(np.int64), allow_pickle=False)
        self.boundary_.save(path)

    def _load_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        self._validate_params()
        state = read_json(path / "state.json", "classes")
        names = read_json(path / "vocabulary.json", "feature vocabulary")
        if not isinstance(names, list) or not isinstance(state, dict) or not isinstance(state.get("classes"), list):
            raise ModelError("svm model files have an unexpected structure", path)
        self.classes_ = [str(c) for c in state["classes"]]
        self.encoder_ = SparseEncoder.from_names([str(n) for n in names])
        self.coef_ = read_npz_matrix(path / "coef.npz")
        self.intercept_ = read_npy(path / "intercept.npy").astype(np.float32)
        self.pairs_ = read_npy(path / "pairs.npy").astype(np.int64).reshape(-1, 2)
        K = len(self.classes_)
        n_rows = len(self.pairs_) if len(self.pairs_) else K
        if (
            self.coef_.shape != (n_rows, len(self.encoder_))
            or self.intercept_.shape != (n_rows,)
            or (len(self.pairs_) and (self.pairs_.min() < 0 or self.pairs_.max() >= K))
        ):
            raise ModelError("svm weight, vocabulary and class files do not match (truncated or tampered?)", path)
        self.boundary_ = BoundaryModel.load(path, len(self.encoder_))
        self.feature_extractor_ = load_feature_extractor(path / "features.json")
