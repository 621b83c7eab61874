"""The stacking SVM: a linear one-vs-rest SVM over meta-features, decoded back into spans.

Classes are ``B-X`` / ``I-X`` / ``O`` over the corpus labels, so the stacker decides token
labels *and* where a new span begins (two adjacent names become two spans).  Decoding takes the
per-token argmax (plus optional per-class threshold offsets for a recall operating point), then
repairs the BIO sequence (:func:`multideid.tokenizer.bio_to_spans`).

Saved without pickle: ``vocab.json`` (feature names), ``classes.json``, ``coef.npy`` and
``intercept.npy`` (``allow_pickle=False``), ``stacker.json`` (hyper-parameters, thresholds).
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Mapping, Sequence

import numpy as np

from multideid.document import Span
from multideid.errors import DataError, ModelError
from multideid.tokenizer import Tokens, bio_to_spans, split_tag, tag_label
from multideid.stacking.defaults import DEFAULTS
from multideid.base_systems.base import TokenPrediction
from multideid.stacking.linear import fit_linear
from multideid.stacking.meta_features import MetaFeaturizer, Vocabulary
from multideid.stacking.train_matrix import encode_training

STACKER_FORMAT = 1
DECODERS = ("token", "span", "viterbi")


class Stacker:
    """Linear SVM over base decisions (see module docstring).

    Parameters mirror the ``[stacking]`` config and default to it
    (:data:`multideid.stacking.defaults.DEFAULTS`, documented there): ``bases`` (instance names,
    fixed order), ``window``, ``token_features``, ``C``, ``class_weight`` ("recall", "balanced",
    "none"), ``o_weight`` (weight of O under "recall"), ``max_iter``, ``seed``, ``decode``,
    ``span_features``, ``neighbour_proba``, ``context_words``.
    """

    def __init__(
        self,
        bases: Sequence[str],
        window: int = DEFAULTS["window"],
        token_features: bool = DEFAULTS["token_features"],
        C: float = DEFAULTS["C"],
        class_weight: str = DEFAULTS["class_weight"],
        o_weight: float = DEFAULTS["o_weight"],
        max_iter: int = DEFAULTS["max_iter"],
        seed: int = DEFAULTS["seed"],
        decode: str = DEFAULTS["decode"],
        span_features: bool = DEFAULTS["span_features"],
        neighbour_proba: bool = DEFAULTS["neighbour_proba"],
        context_words: int = DEFAULTS["context_words"],
    ):
        self.bases = list(bases)
        self.window = window
        self.token_features = token_features
        self.C = C
        self.class_weight = class_weight
        self.o_weight = o_weight
        self.max_iter = max_iter
        self.seed = seed
        self.decode = decode
        if decode not in DECODERS:
            raise DataError(f"unknown stacking.decode {decode!r}; use {', '.join(DECODERS)}")
        self.span_features = bool(span_features)
        self.neighbour_proba = bool(neighbour_proba)
        self.context_words = int(context_words)
        self.context_vocab_: list[str] = []
        self.featurizer = MetaFeaturizer(self.bases, window, token_features, self.span_features, self.neighbour_proba)
        self.thresholds_: dict[str, float] = {}
        self.threshold_report_: dict[str, dict] = {}

    def set_context_vocab(self, words: Sequence[str]) -> "Stacker":
        """Use this context-word vocabulary (learned from the training corpus) in the features."""
        self.context_vocab_ = sorted(words)
        self.featurizer.context_words = frozenset(self.context_vocab_)
        return self

    # ------------------------------------------------------------------ data
    def build(
        self,
        views_per_doc: Sequence[Mapping[str, TokenPrediction]],
        tokens_per_doc: Sequence[Tokens],
        gold_bio: Sequence[Sequence[str]] | None = None,
    ) -> tuple[list[dict], list[str], list[tuple[int, np.ndarray]]]:
        """Feature rows (candidates only), their gold classes, and (doc index, candidate idx) per doc."""
        rows: list[dict] = []
        ys: list[str] = []
        where: list[tuple[int, np.ndarray]] = []
        if self.context_words > 0 and gold_bio is not None and not self.context_vocab_:
            from multideid.stacking.meta_features import learn_context_words

            self.set_context_vocab(learn_context_words(tokens_per_doc, gold_bio, self.context_words))
        for d, (views, toks) in enumerate(zip(views_per_doc, tokens_per_doc)):
            cand, r = self.featurizer.doc_features(views, toks)
            rows.extend(r)
            where.append((d, cand))
            if gold_bio is not None:
                g = gold_bio[d]
                ys.extend(g[i] for i in cand)
        return rows, ys, where

    # ------------------------------------------------------------------ learning
    def fit_rows(self, rows: Sequence[dict], ys: Sequence[str]) -> "Stacker":
        """Fit on prepared feature rows and gold classes (``B-X`` / ``I-X`` / ``O``)."""
        vocab = Vocabulary.fit(rows)
        return self.fit_matrix(vocab.transform(rows), ys, vocab)

    def build_matrix(
        self,
        views_per_doc: Sequence[Mapping[str, TokenPrediction]],
        tokens_per_doc: Sequence[Tokens],
        gold_bio: Sequence[Sequence[str]],
    ) -> tuple[object, list[str], list[tuple[int, np.ndarray]], Vocabulary]:
        """``(X, ys, where, vocab)``: :meth:`build`'s rows already encoded, with the vocabulary
        ``Vocabulary.fit`` learns from them (:func:`~multideid.stacking.train_matrix.encode_training`)."""
        if self.context_words > 0 and not self.context_vocab_:
            from multideid.stacking.meta_features import learn_context_words

            self.set_context_vocab(learn_context_words(tokens_per_doc, gold_bio, self.context_words))
        vocab, X, cands = encode_training(self.featurizer, views_per_doc, tokens_per_doc)
        ys = [gold_bio[d][i] for d, cand in enumerate(cands) for i in cand.tolist()]
        return X, ys, list(enumerate(cands)), vocab

    def fit_matrix(self, X, ys: Sequence[str], vocab: Vocabulary, executor=None, sample_weight=None) -> "Stacker":
        """Fit on an already encoded matrix (rows of :meth:`build` through ``vocab``).

        Lets cross-validation encode the rows once: a column never active in the training rows
        gets weight 0 from the (L2-regularised) SVM, so a vocabulary larger than the training
        rows' own gives the same decisions as :meth:`fit_rows` (to the solver's precision).
        ``executor`` (a process pool) runs the liblinear fit in a worker process
        (:mod:`multideid.stacking.linear`).  ``sample_weight`` (one per row, or ``None``) weighs the
        rows' losses: the calibration documents' rows (:mod:`multideid.stacking.calibration`).
        """
        classes = sorted(set(ys))
        if not any(c != "O" for c in classes):
            raise DataError(
                "no base system tags any gold PHI token in the out-of-fold predictions: nothing to stack "
                "(training corpus without PHI, or every base failed)"
            )
        self.vocab_ = vocab
        y = np.asarray(ys)
        if len(classes) == 1 or "O" not in classes:
            # degenerate but legal: every candidate is PHI; add no-op O class so decoding works
            classes = sorted(set(classes) | {"O"})
        if self.class_weight == "recall":
            cw = {c: (float(self.o_weight) if c == "O" else 1.0) for c in classes}
        elif self.class_weight == "balanced":
            cw = "balanced"
        elif self.class_weight in ("none", "", None):
            cw = None
        else:
            raise DataError(f"unknown stacking.class_weight {self.class_weight!r}; use recall, balanced or none")
        present = sorted(set(ys))
        if len(present) == 1:
            # a single class in the data: a constant predictor for it
            coef = np.zeros((len(classes), len(self.vocab_)))
            intercept = np.array([1.0 if c == present[0] else -1.0 for c in classes])
        else:
            # liblinear's dual solver (multideid.stacking.linear): in a worker process when
            # ``executor`` is given, else here, taking turns with other threads' fits
            fitted, coef, intercept = fit_linear(X, y, self.C, cw, self.max_iter, self.seed, executor, sample_weight)
            if len(fitted) == 2:
                coef = np.vstack([-coef[0], coef[0]])
                intercept = np.array([-intercept[0], intercept[0]])
            full_c = np.zeros((len(classes), coef.shape[1]))
            full_i = np.full(len(classes), -1e3)
            for k, c in enumerate(fitted):
                j = classes.index(c)
                full_c[j] = coef[k]
                full_i[j] = intercept[k]
            coef, intercept = full_c, full_i
        self.classes_ = classes
        self.coef_ = coef
        self.intercept_ = intercept
        self.thresholds_ = {}
        self.threshold_report_ = {}
        return self

    def fit(
        self,
        views_per_doc: Sequence[Mapping[str, TokenPrediction]],
        tokens_per_doc: Sequence[Tokens],
        gold_bio: Sequence[Sequence[str]],
    ) -> "Stacker":
        X, ys, _, vocab = self.build_matrix(views_per_doc, tokens_per_doc, gold_bio)
        return self.fit_matrix(X, ys, vocab)

    # ------------------------------------------------------------------ thresholds
    def tune_thresholds(self, scores: np.ndarray, ys: Sequence[str], min_recall: float) -> dict[str, float]:
        """Per-entity offsets so that, on held-out scores, >= ``min_recall`` of each class's
        tokens are taken for PHI, as far as that is affordable.

        ``scores`` are *unbiased* decision values (from a stacker that did not see these rows).
        The offset is added to the ``B-X`` and ``I-X`` columns at prediction time.  What counts
        is PHI against ``O``: a token of class X that another PHI class wins is redacted anyway,
        and an offset only has to lift X over ``O``.

        The offset of a class stops where it would turn more held-out ``O`` tokens into X than
        it gains X tokens (flipped tokens at least half right).  Without that cap the last few
        per cent of a hard class cost offsets larger than the whole range of decision values: on
        MEDDOCAN, ``min_recall`` 0.97 made nearly every candidate token PHI (dev strict precision 0.16).
        :attr:`threshold_report_` says per class what the held-out token recall was, what it
        became and whether the cap stopped short of the target.
        """
        self.thresholds_ = {}
        self.threshold_report_ = {}
        if not min_recall or min_recall <= 0 or "O" not in self.classes_:
            return self.thresholds_
        target = min(float(min_recall), 1.0)
        o = self.classes_.index("O")
        ents_of_row = np.array([tag_label(c) for c in ys], dtype=object)
        phi_cols = [k for k, c in enumerate(self.classes_) if c != "O"]
        is_phi = scores[:, phi_cols].max(axis=1) > scores[:, o] if phi_cols else np.zeros(len(scores), bool)
        free_o = np.flatnonzero((ents_of_row == "O") & ~is_phi)  # O tokens an offset could flip
        for ent in sorted({tag_label(c) for c in self.classes_} - {"O"}):
            cols = [k for k, c in enumerate(self.classes_) if tag_label(c) == ent]
            rows = np.flatnonzero(ents_of_row == ent)
            if len(rows) == 0:
                continue
            missed = rows[~is_phi[rows]]
            have = len(rows) - len(missed)
            need = int(math.ceil(target * len(rows) - 1e-9)) - have
            if need <= 0:
                continue
            # how far each missed token's best X column is below O, smallest first; the same
            # for the O tokens (the offset that would flip them)
            gain = np.sort(scores[missed, o] - scores[missed][:, cols].max(axis=1))
            cost = np.sort(scores[free_o, o] - scores[free_o][:, cols].max(axis=1))
            # affordable: the k-th gained token costs at most k flipped O tokens
            flips = np.searchsorted(cost, gain, side="right")  # O tokens flipped by offset gain[k]
            ok = np.flatnonzero(flips <= np.arange(1, len(gain) + 1))
            k = min(need, len(gain), int(ok.max()) + 1 if len(ok) else 0)
            self.threshold_report_[ent] = {
                "tokens": int(len(rows)), "recall_before": round(have / len(rows), 4),
                "recall_after": round((have + k) / len(rows), 4), "capped": bool(k < need)}
            if k > 0:
                self.thresholds_[ent] = float(gain[k - 1]) + 1e-6
        return self.thresholds_

    # ------------------------------------------------------------------ prediction
    def decision(self, rows: Sequence[dict]) -> np.ndarray:
        """Raw decision values, shape ``(len(rows), len(classes_))``."""
        self._check()
        return self.decision_matrix(self.vocab_.transform(rows))

    def decision_matrix(self, X) -> np.ndarray:
        """Raw decision values of rows already encoded with :attr:`vocab_`."""
        return np.asarray(X @ self.coef_.T) + self.intercept_

    def _offsets(self) -> np.ndarray:
        return np.array([self.thresholds_.get(tag_label(c), 0.0) for c in self.classes_])

    def predict_doc(self, views: Mapping[str, TokenPrediction], tokens: Tokens, source: str = "stacker") -> list[Span]:
        """Spans for one document from its base views."""
        self._check()
        cand, X = self.featurizer.encode_doc(views, tokens, self.vocab_)
        return self.decode_doc(self.decision_matrix(X) if len(cand) else None, cand, tokens, source)

    def decode_doc(self, S: np.ndarray | None, cand: np.ndarray, tokens: Tokens, source: str = "stacker") -> list[Span]:
        """Spans from the raw decision values ``S`` of a document's candidate tokens ``cand``."""
        n = len(tokens)
        tags = ["O"] * n
        scores = [1.0] * n
        if S is not None and len(cand):
            S = S + self._offsets()
            if self.decode == "span":
                return self._decode_spans(S, cand, tokens, source)
            if self.decode == "viterbi":
                return self._decode_viterbi(S, cand, tokens, source)
            best = S.argmax(axis=1)
            srt = np.sort(S, axis=1)
            margin = srt[:, -1] - (srt[:, -2] if S.shape[1] > 1 else 0.0)
            for k, i in enumerate(cand):
                tags[int(i)] = self.classes_[int(best[k])]
                scores[int(i)] = 1.0 / (1.0 + math.exp(-2.0 * float(margin[k])))
        return bio_to_spans(tokens, tags, scores, source)

    def _decode_spans(self, S: np.ndarray, cand: np.ndarray, tokens: Tokens, source: str) -> list[Span]:
        """Span-consistent decoding: PHI or not per token, begins from B- vs I- scores, and one
        label per span (the class with the highest summed score over the span's tokens), so a
        long name cannot be split by a label flip in its middle."""
        o = self.classes_.index("O") if "O" in self.classes_ else -1
        ents = sorted({tag_label(c) for c in self.classes_} - {"O"})
        bcols = [[k for k, c in enumerate(self.classes_) if c == f"B-{e}"] for e in ents]
        icols = [[k for k, c in enumerate(self.classes_) if tag_label(c) == e] for e in ents]
        ent_score = np.stack([S[:, cols].max(axis=1) for cols in icols], axis=1)  # best of B-/I- per entity
        b_score = np.stack([S[:, cols].max(axis=1) if cols else np.full(len(S), -1e3) for cols in bcols], axis=1)
        i_cols_only = [[k for k, c in enumerate(self.classes_) if c == f"I-{e}"] for e in ents]
        i_score = np.stack([S[:, cols].max(axis=1) if cols else np.full(len(S), -1e3) for cols in i_cols_only], axis=1)
        o_score = S[:, o] if o >= 0 else np.zeros(len(S))
        is_phi = ent_score.max(axis=1) > o_score
        spans: list[Span] = []
        cur: list[int] = []  # row indices of the open span

        def flush():
            if cur:
                tot = ent_score[cur].sum(axis=0)
                e = int(tot.argmax())
                margin = float((ent_score[cur, e] - o_score[cur]).mean())
                a, b = int(cand[cur[0]]), int(cand[cur[-1]])
                spans.append(Span(tokens.starts[a], tokens.ends[b], ents[e], 1.0 / (1.0 + math.exp(-2.0 * margin)), source))

        prev_tok = -2
        for k, i in enumerate(cand):
            i = int(i)
            if not is_phi[k]:
                flush()
                cur = []
                prev_tok = -2
                continue
            begins = prev_tok != i - 1 or b_score[k].max() > i_score[k].max()
            if begins:
                flush()
                cur = []
            cur.append(k)
            prev_tok = i
        flush()
        return spans

    def _transitions(self) -> tuple[np.ndarray, np.ndarray]:
        """Allowed BIO moves as additive penalties (0 or -inf): ``(start (C,), trans (C, C))``.

        ``I-X`` may only follow ``B-X`` or ``I-X``; anything may start a span or end one."""
        key = tuple(self.classes_)
        cached = getattr(self, "_transitions_cache", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        C = len(self.classes_)
        parts = [split_tag(c) for c in self.classes_]
        trans = np.zeros((C, C))
        start = np.zeros(C)
        for j, (pj, lj) in enumerate(parts):
            if pj == "I":
                start[j] = -np.inf
                for i, (pi, li) in enumerate(parts):
                    if pi == "O" or li != lj:
                        trans[i, j] = -np.inf
        self._transitions_cache = (key, (start, trans))
        return start, trans

    def _decode_viterbi(self, S: np.ndarray, cand: np.ndarray, tokens: Tokens, source: str) -> list[Span]:
        """Best valid BIO sequence (sum of decision values, hard BIO constraints) over every run of
        consecutive candidate tokens; tokens outside the candidates are O, so a run starts after O."""
        start, trans = self._transitions()
        n = len(tokens)
        tags = ["O"] * n
        scores = [1.0] * n
        cand = np.asarray(cand, dtype=int)
        breaks = np.flatnonzero(np.diff(cand) != 1) + 1 if len(cand) else np.zeros(0, int)
        for run in np.split(np.arange(len(cand)), breaks):
            if not len(run):
                continue
            E = S[run]
            m, C = E.shape
            delta = E[0] + start
            back = np.zeros((m, C), dtype=int)
            for t in range(1, m):
                cand_scores = delta[:, None] + trans  # (from, to)
                back[t] = cand_scores.argmax(axis=0)
                delta = cand_scores[back[t], np.arange(C)] + E[t]
            path = np.empty(m, dtype=int)
            path[-1] = int(delta.argmax())
            for t in range(m - 1, 0, -1):
                path[t - 1] = back[t, path[t]]
            srt = np.sort(E, axis=1)
            chosen = E[np.arange(m), path]
            other = np.where(srt[:, -1] == chosen, srt[:, -2], srt[:, -1]) if C > 1 else srt[:, -1]
            classes = self.classes_
            for i, p, margin in zip(cand[run].tolist(), path.tolist(), (chosen - other).tolist()):
                tags[i] = classes[p]
                scores[i] = 1.0 / (1.0 + math.exp(-2.0 * margin))
        return bio_to_spans(tokens, tags, scores, source)

    def _check(self) -> None:
        if not hasattr(self, "coef_"):
            raise ModelError("stacker is not fitted")

    # ------------------------------------------------------------------ explanation
    def trust_table(self, label_maps=None) -> dict:
        """Per class and base: the weight the SVM gives to that base's vote when deciding the class.

        For class ``X`` and base ``b``: the mean over the ``B-X``/``I-X`` columns of the summed
        weights of the centre features ``b=L``, ``b=B-L``/``b=I-L`` (averaged), ``b=L:score`` and
        ``b~L``, maximised over the base labels ``L`` (so a base whose ``ID`` vote the stacker
        turns into ``ID_SUJETO_ASISTENCIA`` shows its trust there).  Large positive = the stacker
        follows ``b`` for ``X``; near zero or negative = it ignores or overrides ``b``; ``None`` =
        ``b`` never voted PHI on a training token.  ``label_maps`` is accepted for API symmetry
        with the combiners and not needed (the weights already encode the learned mapping).
        """
        self._check()
        ents = sorted({tag_label(c) for c in self.classes_} - {"O"})
        idx = self.vocab_.index
        table: dict[str, dict[str, float | None]] = {}
        for ent in ents:
            cols = [k for k, c in enumerate(self.classes_) if tag_label(c) == ent]
            row: dict[str, float | None] = {}
            for b in self.bases:
                labs = set()
                for name in self.vocab_.names:
                    if name.startswith(f"{b}=") and name.endswith(":score"):
                        L = name[len(b) + 1 : -len(":score")]
                        labs.add(L)
                if not labs:
                    row[b] = None
                    continue
                ws = []
                for L in sorted(labs):
                    w = 0.0
                    for fname, factor in ((f"{b}={L}", 1.0), (f"{b}={L}:score", 1.0), (f"{b}~{L}", 1.0),
                                          (f"{b}=B-{L}", 0.5), (f"{b}=I-{L}", 0.5)):
                        j = idx.get(fname)
                        if j is not None:
                            w += factor * float(self.coef_[cols, j].mean())
                    ws.append(w)
                row[b] = round(max(ws), 4)
            table[ent] = row
        return table

    # ------------------------------------------------------------------ persistence
    def save(self, path: str | Path) -> None:
        self._check()
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        self.vocab_.save(path / "vocab.json")
        np.save(path / "coef.npy", self.coef_, allow_pickle=False)
        np.save(path / "intercept.npy", self.intercept_, allow_pickle=False)
        meta = {
            "format": STACKER_FORMAT,
            "params": {
                "bases": self.bases,
                "window": self.window,
                "token_features": self.token_features,
                "C": self.C,
                "class_weight": self.class_weight,
                "o_weight": self.o_weight,
                "max_iter": self.max_iter,
                "seed": self.seed,
                "decode": self.decode,
                "span_features": self.span_features,
                "neighbour_proba": self.neighbour_proba,
                "context_words": self.context_words,
            },
            "context_vocab": self.context_vocab_,
            "classes": self.classes_,
            "thresholds": self.thresholds_,
        }
        (path / "stacker.json").write_text(json.dumps(meta, indent=1, ensure_ascii=False), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> "Stacker":
        path = Path(path)
        mfile = path / "stacker.json"
        from multideid.model import read_model_json, read_model_npy

        meta = read_model_json(mfile)  # verified against the model's checksums
        if not isinstance(meta, dict):
            raise ModelError("stacker.json is not a JSON object", mfile)
        if meta.get("format") != STACKER_FORMAT:
            raise ModelError(f"stacker format {meta.get('format')!r} is not {STACKER_FORMAT}; retrain the model", mfile)
        try:
            obj = cls(**meta["params"])
            obj.classes_ = list(meta["classes"])
            obj.thresholds_ = {str(k): float(v) for k, v in meta.get("thresholds", {}).items()}
            obj.set_context_vocab([str(w) for w in meta.get("context_vocab", [])])
            obj.vocab_ = Vocabulary.load(path / "vocab.json")
            obj.coef_ = read_model_npy(path / "coef.npy")
            obj.intercept_ = read_model_npy(path / "intercept.npy")
        except (KeyError, TypeError, ValueError, OSError) as exc:
            raise ModelError(f"stacker files are incomplete or corrupt ({type(exc).__name__})", path) from None
        if obj.coef_.shape != (len(obj.classes_), len(obj.vocab_)) or obj.intercept_.shape != (len(obj.classes_),):
            raise ModelError("stacker weights do not match its classes/vocabulary", path)
        if not (np.all(np.isfinite(obj.coef_)) and np.all(np.isfinite(obj.intercept_))
                and all(math.isfinite(v) for v in obj.thresholds_.values())):
            raise ModelError("stacker weights are not finite numbers", path)
        if "O" in obj.classes_ and not obj.coef_.any():
            # no feature can move any decision: the constant winner decides every token
            best = obj.classes_[int(np.argmax(obj.intercept_ + obj._offsets()))]
            if best == "O":
                raise ModelError("stacker has no weights and always answers O: it would find no PHI; refusing it", path)
        return obj
