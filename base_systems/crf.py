"""``crf``: a linear-chain CRF token tagger with a label-consistency second stage.

After Aramaki et al. (2006) and Liu et al. (2015): a CRF over rich token features (the shared
:class:`~multideid.base_systems.features.FeatureExtractor`), BIO labels, trained with CRFsuite
(``sklearn-crfsuite``; L-BFGS with L1 ``c1`` and L2 ``c2`` regularisation).

Stage 2 (label consistency, Krishnan & Manning 2006 / Aramaki 2006): a second CRF sees the
stage-1 features plus features built from a first-stage labelling:

* ``s2.self`` / ``s2.-1`` / ``s2.+1``: the stage-1 tag of the token and its neighbours;
* ``s2.dtok``: the majority stage-1 label of the *other* occurrences of the same word in the
  document (``s2.dtok_ent``: the majority PHI label among them, if any);
* ``s2.dseq`` / ``s2.dseq_pos``: the token lies in an occurrence of a word sequence that
  stage 1 labelled as PHI somewhere in the document (majority label, B/I position);
* ``s2.ctok`` / ``s2.ctok_ent`` / ``s2.cseq``: the same over the training corpus.

Stage 2 is trained on **out-of-fold** stage-1 output (``stage2_folds`` stage-1 models, each
trained without the fold it labels, with its own trigger features), never on in-sample labels,
so it learns how far to trust stage 1 on unseen text.  The corpus statistics are the
out-of-fold labels of the training corpus, stored in JSON; a training document never sees its
own contribution.  At prediction time the document-level features come from the final stage-1
model (trained on all data), so one document's output never depends on the other documents of
the batch.  ``stage2=True`` switches the second stage on; it is off by default because on
MEDDOCAN (train -> dev) it cost three times the fitting time for no gain (strict F1 0.9623 with,
0.9630 without; +0.003 on a 150-document training subset).

Scores: per-token marginals.  ``analyze`` (and ``predict_tokens``) returns the marginal of the chosen label as
the score and per-label marginals collapsed over B/I (plus ``O``) as ``proba``.  For speed, a
token whose ``O`` marginal is at least ``PROBA_SKIP_O`` (0.96) gets only its ``O`` entry; its
other entries (each below 0.04, under the 0.05 the stacker reads from) stay 0.

Saved without pickle: native CRFsuite model files (``stage1.crfsuite``, ``stage2.crfsuite``),
the feature state in ``features.json`` and the corpus statistics in ``stage2.json``; their
SHA-256 digests are checked on load.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import ClassVar, Sequence

import numpy as np

from multideid.base_systems.base import BaseOutput, BaseSystem, TokenPrediction
from multideid.base_systems.features import FeatureExtractor, drop_rare_words
from multideid.base_systems.learned import FeatureParams, make_feature_extractor, prepare_feature_documents, training_features
from multideid.document import Document
from multideid.errors import DataError, ModelError, UsageError
from multideid.base_systems.crf_items import CRFAttributes, CRFFile
from multideid.base_systems.crf_stage2 import Stage2Stats, stage2_features
from multideid.tokenizer import spans_to_bio, split_tag, tag_label

__all__ = ["CRFBase"]

#: tokens whose ``O`` marginal reaches this get no other ``proba`` entries (each would be < 0.04)
PROBA_SKIP_O = 0.96


def _sha256(path: Path) -> str:
    from multideid.model import sha256_file

    return sha256_file(path)


class CRFBase(BaseSystem):
    """Linear-chain CRF de-identifier with an optional label-consistency second stage.

    Parameters
    ----------
    feature_set, window, triggers, use_rules, use_dictionary, trigger_min_count, trigger_top_k, word_freq:
        Feature settings (:class:`~multideid.base_systems.learned.FeatureParams`), with one default
        of its own (:attr:`own_feature_defaults`): ``use_rules=False``, the CRF does not read the
        rules base's hits (the gazetteer's, ``use_dictionary``, it does).  A CRF that reads them
        learns to copy the rules, so it misses what they miss and the stacker gains little from it;
        without them it is a system that errs differently from the rules and the rule-reading SVM
        (docs/english_model.md, session 19; MEDDOCAN dev strict F1 .9650 with, .9649 without).
    algorithm:
        CRFsuite training algorithm (``"lbfgs"``, ``"l2sgd"``, ``"ap"``, ``"pa"``, ``"arow"``).
    c1, c2:
        L1 and L2 regularisation (``lbfgs``; ``c2`` only for ``l2sgd``).
    max_iterations:
        Optimiser iterations per CRF (75: on MEDDOCAN train -> dev, 75 L-BFGS passes gave strict F1
        0.9639 against 0.9630 for 150, at half the training time; 2026-11-23).
    oof_max_iterations:
        Iterations of the CRFs that only produce the stacker's out-of-fold training data
        (:meth:`for_out_of_fold`); the deployed CRF keeps ``max_iterations``. 0 = the same.
        40 cuts each fold's training by ~40 % (BENCHMARKS.md, "Fit cost").
    all_possible_transitions:
        Also learn weights for label transitions never seen in training.
    stage2:
        Train and use the label-consistency second stage.
    stage2_folds:
        Folds for the out-of-fold stage-1 labels that stage 2 is trained on (>= 2).
    min_word_docs:
        Learn word-identity features only for words found in at least this many training
        documents (:func:`~multideid.base_systems.features.drop_rare_words`): 2 keeps words that
        occur in a single note, such as most patients' names, out of the model. 1 = every word.
    hit_dropout:
        Train on features where each rule or gazetteer pattern's hits are left out of a
        document with this probability (:class:`~multideid.base_systems.learned.FeatureParams`).
    """

    name = "crf"
    #: defaults that differ from :class:`~multideid.base_systems.learned.FeatureParams`
    own_feature_defaults: ClassVar[dict] = {"use_rules": False}
    required_modules = ("pycrfsuite", "sklearn_crfsuite")
    version = "1"
    requires_fit = True

    def __init__(
        self,
        feature_set: str = FeatureParams.feature_set,
        window: int = FeatureParams.window,
        triggers: bool = FeatureParams.triggers,
        use_rules: bool = False,
        use_dictionary: bool = FeatureParams.use_dictionary,
        word_freq: str = FeatureParams.word_freq,
        trigger_min_count: int = FeatureParams.trigger_min_count,
        trigger_top_k: int = FeatureParams.trigger_top_k,
        algorithm: str = "lbfgs",
        c1: float = 0.05,
        c2: float = 0.01,
        max_iterations: int = 75,
        oof_max_iterations: int = 40,
        all_possible_transitions: bool = True,
        stage2: bool = False,
        stage2_folds: int = 3,
        min_word_docs: int = FeatureParams.min_word_docs,
        hit_dropout: float = FeatureParams.hit_dropout,
    ):
        self.feature_set = feature_set
        self.window = window
        self.triggers = triggers
        self.use_rules = use_rules
        self.use_dictionary = use_dictionary
        self.word_freq = word_freq
        self.trigger_min_count = trigger_min_count
        self.trigger_top_k = trigger_top_k
        self.algorithm = algorithm
        self.c1 = c1
        self.c2 = c2
        self.max_iterations = max_iterations
        self.oof_max_iterations = oof_max_iterations
        self.all_possible_transitions = all_possible_transitions
        self.stage2 = stage2
        self.stage2_folds = stage2_folds
        self.min_word_docs = min_word_docs
        self.hit_dropout = hit_dropout

    # ------------------------------------------------------------------ helpers
    def _check_params(self) -> None:
        self.feature_params().check("crf")
        if self.algorithm not in ("lbfgs", "l2sgd", "ap", "pa", "arow"):
            raise UsageError(f"crf: unknown algorithm {self.algorithm!r}")
        if self.c1 < 0 or self.c2 < 0:
            raise UsageError("crf: c1 and c2 must be >= 0")
        if int(self.max_iterations) < 1:
            raise UsageError("crf: max_iterations must be >= 1")
        if isinstance(self.oof_max_iterations, bool) or not isinstance(self.oof_max_iterations, int) \
                or self.oof_max_iterations < 0:
            raise UsageError(f"crf: oof_max_iterations must be an integer >= 0 (got {self.oof_max_iterations!r})")
        if self.stage2 and int(self.stage2_folds) < 2:
            raise UsageError("crf: stage2_folds must be >= 2")

    def feature_params(self) -> FeatureParams:
        return FeatureParams.of(self)

    def prepare_documents(self, docs: Sequence[Document]) -> None:
        prepare_feature_documents(self.feature_params(), docs)

    def for_out_of_fold(self) -> "CRFBase":
        """This base as the out-of-fold runner trains it (``oof_max_iterations`` passes)."""
        if int(self.oof_max_iterations or 0) > 0:
            self.max_iterations = int(self.oof_max_iterations)
        return self

    def _new_extractor(self) -> FeatureExtractor:
        return make_feature_extractor(self.feature_params())

    def _train(self, X: list, y: list):
        import sklearn_crfsuite

        kw = dict(
            algorithm=self.algorithm,
            max_iterations=int(self.max_iterations),
            all_possible_transitions=bool(self.all_possible_transitions),
        )
        if self.algorithm == "lbfgs":
            kw.update(c1=float(self.c1), c2=float(self.c2))
        elif self.algorithm == "l2sgd":
            kw.update(c2=float(self.c2))
        crf = sklearn_crfsuite.CRF(**kw)
        crf.fit(X, y)
        return crf

    @staticmethod
    def _gold_tags(docs: Sequence[Document]) -> list[list[str]]:
        out = []
        for d in docs:
            if d.gold is None:
                raise DataError(f"crf: document {d.id!r} has no gold spans; fit() needs annotated documents")
            out.append(spans_to_bio(d.tokens, d.gold).tags)
        return out

    @staticmethod
    def _lows(doc: Document) -> list[str]:
        return [w.lower() for w in doc.tokens.words]

    # ------------------------------------------------------------------ fit
    def fit(self, docs: Sequence[Document]) -> "CRFBase":
        """Train stage 1 (and stage 2 on out-of-fold stage-1 labels) on documents with gold."""
        self._check_params()
        docs = list(docs)
        if not docs:
            raise DataError("crf: fit() got no documents")
        y = self._gold_tags(docs)
        if not any(t != "O" for ts in y for t in ts):
            raise DataError("crf: the training documents contain no gold spans")
        fx = self._new_extractor().fit(docs)
        with training_features(fx, self.hit_dropout):
            X = drop_rare_words(fx.transform_many(docs), docs, int(self.min_word_docs))
        crf1 = self._train(X, y)
        self.feature_extractor_ = fx
        self.crf1_ = crf1
        self.crf2_ = None
        self.stats_ = None
        if self.stage2:
            k = min(int(self.stage2_folds), len(docs))
            if k < 2:
                raise DataError("crf: stage 2 needs at least 2 training documents (or set stage2=false)")
            oof: list[list[str] | None] = [None] * len(docs)
            for f in range(k):
                held = [i for i in range(len(docs)) if i % k == f]
                train_idx = [i for i in range(len(docs)) if i % k != f]
                fx_f = self._new_extractor().fit([docs[i] for i in train_idx])
                tdocs = [docs[i] for i in train_idx]
                with training_features(fx_f, self.hit_dropout):
                    Xf = drop_rare_words([fx_f.transform(d) for d in tdocs], tdocs, int(self.min_word_docs))
                crf_f = self._train(Xf, [y[i] for i in train_idx])
                for i in held:
                    oof[i] = list(crf_f.predict_single(fx_f.transform(docs[i])))
                del crf_f
            stats = Stage2Stats()
            lows = [self._lows(d) for d in docs]
            own = [Stage2Stats.doc_counts(lw, t) for lw, t in zip(lows, oof)]
            for tok, seq in own:
                stats.add(tok, seq)
            X2 = []
            for i in range(len(docs)):
                s2 = stage2_features(lows[i], oof[i], stats, exclude=own[i])
                X2.append([{**a, **b} for a, b in zip(X[i], s2)])
            stats.prune()
            self.crf2_ = self._train(X2, y)
            self.stats_ = stats
        self.labels_ = sorted({tag_label(t) for ts in y for t in ts} - {"O"})
        self.is_fitted_ = True
        return self

    # ------------------------------------------------------------------ predict
    def _known_attributes(self) -> frozenset | None:
        """The attributes the stage-1 model has state features for (others weigh nothing);
        ``None`` if the model cannot be listed (then the dicts are used).  The lists and their
        caches live in a :class:`~multideid.base_systems.crf_items.CRFAttributes` kept per
        stage-1 model (``_known_ = None`` starts afresh)."""
        return self._attributes().known

    def _attributes(self) -> CRFAttributes:
        enc = getattr(self, "_known_", None)
        if enc is None or enc.model is not self.crf1_:
            enc = self._known_ = CRFAttributes(self.crf1_)
        return enc

    def _items(self, doc: Document) -> list | None:
        """The stage-1 CRFsuite input of ``doc`` (:meth:`CRFAttributes.items`), or ``None``
        when the feature dicts must be used."""
        return self._attributes().items(self.feature_extractor_, doc)

    def _tag_doc(self, doc: Document) -> tuple[list[str], object, list]:
        """Final tags, the tagger that produced them (holding the sequence) and its input."""
        X = self._items(doc) if self.crf2_ is None else None
        if X is not None:
            if not X:
                return [], None, X
            tagger = self.crf1_.tagger_
            return list(tagger.tag(X)), tagger, X
        X = self.feature_extractor_.transform(doc)
        if not X:
            return [], None, X
        tagger = self.crf1_.tagger_
        tags = list(tagger.tag(X))
        if self.crf2_ is not None:
            s2 = stage2_features(self._lows(doc), tags, self.stats_)
            X = [{**a, **b} for a, b in zip(X, s2)]
            tagger = self.crf2_.tagger_
            tags = list(tagger.tag(X))
        return tags, tagger, X

    def analyze(self, docs: Sequence[Document]) -> list[BaseOutput]:
        """Per token: the tag (no BIO prefix), the marginal of the chosen label and the
        B/I-collapsed marginals; spans decoded from them (a span's score is the mean marginal
        of its tokens)."""
        return [BaseOutput(tp.spans(d, self.source, "crf"), tp) for d, tp in zip(docs, self._token_decisions(docs))]

    def _token_decisions(self, docs: Sequence[Document]) -> list[TokenPrediction]:
        self.check_is_fitted()
        out = []
        model_labels = self._model_labels()
        plabels = ["O"] + self.labels
        col = {lab: j for j, lab in enumerate(plabels)}
        for doc in docs:
            tags, tagger, _X = self._tag_doc(doc)
            n = len(tags)
            proba = np.zeros((n, len(plabels)), dtype=np.float32)
            scores = np.zeros(n, dtype=np.float32)
            if n:
                self._fill_marginals(tagger, tags, model_labels, col, proba, scores)
            begins = np.zeros(n, dtype=bool)
            prev = ""
            plain = []
            for t, tag in enumerate(tags):
                p, lab = split_tag(tag)
                plain.append(lab or "O")
                begins[t] = bool(lab) and (p == "B" or lab != prev)
                prev = lab
            out.append(TokenPrediction(plain, scores, begins, np.clip(proba, 0.0, 1.0), plabels))
        return out

    @staticmethod
    def _fill_marginals(tagger, tags: list[str], model_labels: list[str], col: dict, proba: np.ndarray,
                        scores: np.ndarray) -> None:
        """Fill ``proba`` (B/I-collapsed marginals) and ``scores`` (marginal of the chosen tag).

        ``tag()`` left the sequence set in the tagger, so marginals are lookups, but each is a
        Python call: asking every label for every token cost ~40 calls per token.  The ``O``
        marginal is asked first; a token with ``P(O) >= PROBA_SKIP_O`` (most of a note) has at
        most ``1 - PROBA_SKIP_O`` = 0.04 of mass on all other labels together, so each of its
        other ``proba`` entries is below 0.04: they are left at 0 instead of being asked for.
        Every entry that can reach 0.05 (the level the stacker reads ``proba`` from), the ``O``
        column and the scores are bit-identical to asking every label (same float32
        accumulation order); only such tokens' rows no longer sum to exactly one.
        """
        n = len(tags)
        marginal = tagger.marginal
        if "O" in model_labels:
            p_o = np.fromiter((marginal("O", t) for t in range(n)), dtype=np.float64, count=n)
            full = np.flatnonzero(p_o < PROBA_SKIP_O)
            j_o = col.get("O")
            if j_o is not None:
                skip = np.flatnonzero(p_o >= PROBA_SKIP_O)
                proba[skip, j_o] = p_o[skip].astype(np.float32)
        else:
            p_o = None
            full = np.arange(n)
        if len(full):
            rows = full.tolist()
            for ml in model_labels:
                j = col.get(tag_label(ml))
                if j is None:
                    continue
                proba[full, j] += np.fromiter((marginal(ml, t) for t in rows), dtype=np.float32, count=len(rows))
        for t, tag in enumerate(tags):
            scores[t] = p_o[t] if (tag == "O" and p_o is not None) else marginal(tag, t)

    def predict_bio(self, docs: Sequence[Document]) -> list[list[str]]:
        """Raw BIO tags per token (no marginals)."""
        self.check_is_fitted()
        return [self._tag_doc(d)[0] for d in docs]

    def _model_labels(self) -> list[str]:
        crf = self.crf2_ if self.crf2_ is not None else self.crf1_
        return list(crf.tagger_.labels())

    # ------------------------------------------------------------------ persistence
    def _save_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return  # an unfitted base saves its parameters only
        (path / "features.json").write_text(json.dumps(self.feature_extractor_.to_dict()), encoding="utf-8")
        digests = {}
        for stage, crf in (("stage1", self.crf1_), ("stage2", self.crf2_)):
            target = path / f"{stage}.crfsuite"
            if crf is None:
                if target.exists():
                    target.unlink()
                continue
            src = Path(crf.modelfile.name)
            if not (target.exists() and src.resolve() == target.resolve()):
                shutil.copyfile(src, target)
            digests[target.name] = _sha256(target)
        if self.stats_ is not None:
            (path / "stage2.json").write_text(json.dumps(self.stats_.to_dict()), encoding="utf-8")
            digests["stage2.json"] = _sha256(path / "stage2.json")
        digests["features.json"] = _sha256(path / "features.json")
        (path / "crf_state.json").write_text(json.dumps({"files": digests}, indent=2, sort_keys=True), encoding="utf-8")

    def _load_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        state_file = path / "crf_state.json"
        from multideid.model import read_base_file, read_model_json

        if not state_file.is_file():
            raise ModelError("crf model directory has no crf_state.json", path)
        try:
            digests = read_model_json(state_file)["files"]  # verified against the model's checksums
        except (KeyError, TypeError):
            raise ModelError("crf_state.json is malformed", state_file) from None
        for name, digest in digests.items():
            read_base_file(path, name, digest, "crf")
        try:
            self.feature_extractor_ = FeatureExtractor.from_dict(read_model_json(path / "features.json"))
        except (ValueError, KeyError, TypeError, AttributeError):
            raise ModelError("features.json is not valid JSON", path / "features.json") from None

        def load(name: str):
            try:
                return CRFFile(str(path / name))
            except Exception as exc:  # pycrfsuite raises plain ValueError/IOError on bad files
                raise ModelError(f"cannot open CRFsuite model {name} ({type(exc).__name__})", path) from None

        if "stage1.crfsuite" not in digests:
            raise ModelError("crf model directory has no stage1.crfsuite", path)
        self.crf1_ = load("stage1.crfsuite")
        self.crf2_ = load("stage2.crfsuite") if "stage2.crfsuite" in digests else None
        self.stats_ = None
        if self.crf2_ is not None:
            if "stage2.json" not in digests:
                raise ModelError("crf model directory has stage2.crfsuite but no stage2.json", path)
            try:
                self.stats_ = Stage2Stats.from_dict(read_model_json(path / "stage2.json"))
            except (ValueError, KeyError, TypeError):
                raise ModelError("stage2.json is malformed", path / "stage2.json") from None
