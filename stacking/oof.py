"""Out-of-fold base predictions: the stacker's training data.

Folds are split by *document* (never by token), seeded, and shared by every base, as in
scikit-learn's ``StackingClassifier`` with ``GroupKFold``.  A base that needs labels is fitted
K times on K-1 folds and predicts the held-out fold; a knowledge-based base
(``requires_fit = False``) never sees labels, so it predicts every document once.
"""

from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from multideid.document import Document, Span
from multideid.errors import DataError

Progress = Callable[[str, dict], None]


def document_folds(n_docs: int, k: int, seed: int = 0) -> list[np.ndarray]:
    """Held-out document indices of each of ``k`` seeded folds (sizes differ by at most one)."""
    if n_docs < 2:
        raise DataError(f"stacking needs at least 2 training documents (got {n_docs})")
    k = max(2, min(int(k), n_docs))
    perm = np.random.RandomState(seed).permutation(n_docs)
    return [np.sort(perm[f::k]) for f in range(k)]


def _noop(event: str, info: dict) -> None:
    pass


def oof_predict(
    make_base: Callable[[], object],
    docs: Sequence[Document],
    folds: Sequence[np.ndarray],
    *,
    name: str = "",
    progress: Progress | None = None,
) -> list:
    """Out-of-fold :class:`TokenPrediction` per document for one base.

    ``make_base()`` returns a fresh, unfitted instance (the same hyper-parameters every call).
    Held-out documents are passed without their gold spans, so a base cannot peek.
    """
    progress = progress or _noop
    probe = make_base()
    out: list = [None] * len(docs)
    if not getattr(probe, "requires_fit", True):
        progress("predict", {"base": name})
        blind = [d.copy(gold=None, predictions=False) for d in docs]
        for i, tp in enumerate(probe.predict_tokens(blind)):
            out[i] = tp
        progress("done", {"base": name})
        return out
    for f, test in enumerate(folds):
        progress("fold", {"base": name, "fold": f + 1, "folds": len(folds)})
        test_set = set(int(i) for i in test)
        train = [docs[i] for i in range(len(docs)) if i not in test_set]
        held = [docs[int(i)].copy(gold=None, predictions=False) for i in test]
        base = probe if f == 0 else make_base()
        base.fit(train)
        for i, tp in zip(test, base.predict_tokens(held)):
            out[int(i)] = tp
    progress("done", {"base": name})
    return out


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
