"""The folds of the out-of-fold predictions, and the score ``meta.json`` keeps of them.

Folds are split by *document* (never by token), seeded, and shared by every base, as in
scikit-learn's ``StackingClassifier`` with ``GroupKFold``.  The runner that fits the bases on
them is :func:`multideid.stacking.training.fit_out_of_fold`.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from multideid.document import Span
from multideid.errors import DataError


def document_folds(n_docs: int, k: int, seed: int = 0) -> list[np.ndarray]:
    """Held-out document indices of each of ``k`` seeded folds (sizes differ by at most one)."""
    if n_docs < 2:
        raise DataError(f"stacking needs at least 2 training documents (got {n_docs})")
    k = max(2, min(int(k), n_docs))
    perm = np.random.RandomState(seed).permutation(n_docs)
    return [np.sort(perm[f::k]) for f in range(k)]


def strict_scores(gold: Sequence[Sequence[Span]], pred: Sequence[Sequence[Span]]) -> dict:
    """Micro strict P/R/F1 (offsets and label exact) and token-blind character recall.

    A dependency-free summary for ``meta.json``; the full evaluation lives in
    :mod:`multideid.evaluation`.
    """
    tp = fp = fn = 0
    chars_gold = chars_hit = 0
    for g, p in zip(gold, pred):
        gs = {(s.start, s.end, s.label) for s in g}
        ps = {(s.start, s.end, s.label) for s in p}
        tp += len(gs & ps)
        fp += len(ps - gs)
        fn += len(gs - ps)
        covered: set[int] = set()
        for s in p:
            covered.update(range(s.start, s.end))
        for s in g:
            chars_gold += s.end - s.start
            chars_hit += sum(1 for c in range(s.start, s.end) if c in covered)
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    return {
        "precision": round(prec, 4),
        "recall": round(rec, 4),
        "f1": round(f1, 4),
        "blind_char_recall": round(chars_hit / chars_gold, 4) if chars_gold else 0.0,
        "n_gold": tp + fn,
        "n_pred": tp + fp,
    }
