"""Defaults of the ``[stacking]`` config section (plain data: :mod:`multideid.config` imports it).

Every key is documented here because ``multideid config`` writes them out verbatim.  The allowed
values (:data:`CHOICES`, :data:`SUBSET_KEYWORDS`, :data:`RANGES`) are checked when a config is
resolved, so ``multideid config -c``, ``fit`` and ``restack`` reject a bad value before any
training; they mirror the code that consumes each key (``tests/test_input_validation.py`` checks
that they agree).
"""

DEFAULTS = {
    # "stacker" (the stacking SVM) or a baseline combiner: "majority", "vote2of3", "union", "priority"
    "combiner": "stacker",
    # document-grouped K-fold for the out-of-fold training data of the stacker (same folds for every base)
    "folds": 5,
    "seed": 0,
    # neighbouring tokens whose base decisions are meta-features (+-window)
    "window": 2,
    # cheap surface features of the token itself (shape, line start/end, punctuation)
    "token_features": True,
    # LinearSVC regularisation (one-vs-rest over B-X / I-X / O)
    "C": 0.03,
    # "recall" (down-weights O by o_weight), "balanced" or "none"
    "class_weight": "recall",
    "o_weight": 1.0,
    "max_iter": 5000,
    # "token": per-token argmax over B-X/I-X/O then BIO repair; "span": PHI-or-not per token,
    # begins from B- vs I- scores, one label per span (highest summed score over its tokens);
    # "viterbi": best valid BIO sequence over the SVM decision values (I-X only after B-X/I-X)
    "decode": "viterbi",
    # per base: where the token sits in the base's span (first/inner/last), span length, and how
    # many other bases mark exactly the same extent (boundary agreement)
    "span_features": False,
    # the probability mass bases with marginals (crf) give the neighbouring tokens (+-1)
    "neighbour_proba": True,
    # context words as meta-features (w[-1]=dr): lower-cased words in at least this many training
    # documents and (almost) never inside PHI, so no PHI enters the model; 0 = off
    "context_words": 0,
    # per-class recall operating point tuned on the out-of-fold data; 0.0 = off
    "min_recall": 0.0,
    # stackers trained at fit time for subsets of bases (used by `run --bases a,b`):
    # "none", "leave-one-out", "singles+leave-one-out", "all" (every subset, <= 5 bases) or "a+b,c+d".
    # "none": `run --bases` trains a subset's stacker on the spot from oof/ (store_oof), and
    # `multideid restack M -o M2 --stacking.store_subsets leave-one-out` stores them later; five
    # leave-one-out stackers were 10 % of a 300-note fit's wall time (BENCHMARKS.md)
    "store_subsets": "none",
    # priority merge order by base *type* (Liu et al. 2015: rules > CRF > token model)
    "priority": ["rules", "crf", "svm", "boosted", "dictionary", "presidio"],
    # calibration documents: annotated text unlike the training corpus whose base decisions join the
    # stacker's training rows (out-of-fold with calibration_trains_bases, else the deployed bases')
    # (multideid/stacking/calibration.py): "auto" = the package's English set when fitting on the
    # built-in synthetic English corpus, none otherwise; "" = none; or a path to an annotated corpus
    "calibration": "auto",
    # loss weight of a calibration row whose gold class is PHI, and of one whose gold class is O
    # (a training row weighs 1); O 0.1 since session 24 (0.03 before): with the six built-in sets it
    # bought about .02 token precision for at most .004 recall (docs/english_model.md, Session 24)
    "calibration_weight": 1.5,
    "calibration_o_weight": 0.1,
    # true: the learned bases train on the calibration documents too (they join the out-of-fold
    # folds) and the stacker reads the bases' out-of-fold decisions on them; false (sessions 20-25,
    # and models fitted before the key): only the stacker learns from them
    "calibration_trains_bases": True,
    # keep the out-of-fold base decisions in the model (oof/: tag ids, scores, word shapes, no PHI
    # text) so `multideid restack` and `run --bases <any subset>` can retrain stackers without a refit
    "store_oof": True,
    # documents per chunk when `run` streams its input
    "chunk_size": 64,
}


#: allowed values of the enumerated keys: ``combiner`` (multideid.stacking.training.STACKER +
#: multideid.stacking.combiners.COMBINERS), ``decode`` (multideid.stacking.stacker.DECODERS),
#: ``class_weight`` (Stacker.fit_matrix)
CHOICES = {
    "combiner": ("stacker", "majority", "vote2of3", "union", "priority"),
    "decode": ("token", "span", "viterbi"),
    "class_weight": ("recall", "balanced", "none"),
}

#: ``store_subsets`` keywords (anything else is a "a+b,c+d" list of base instances)
SUBSET_KEYWORDS = ("none", "leave-one-out", "singles+leave-one-out", "all")

#: numeric ranges: ``min``/``max`` inclusive, ``gt`` exclusive lower bound; non-finite floats are
#: always rejected.  folds: K-fold needs 2 folds at least; seed: numpy/liblinear seeds are 32-bit
#: unsigned; window: the meta-features hold 2*window neighbours per base and token (2 is the
#: default, 10 already makes rows ten times wider)
RANGES = {
    "folds": {"min": 2},
    "seed": {"min": 0, "max": 2**32 - 1},
    "window": {"min": 0, "max": 10},
    "C": {"gt": 0},
    "o_weight": {"gt": 0},
    "max_iter": {"min": 1},
    "context_words": {"min": 0},
    "min_recall": {"min": 0, "max": 1},
    "calibration_weight": {"gt": 0},
    "calibration_o_weight": {"gt": 0},
    "chunk_size": {"min": 1},
}
