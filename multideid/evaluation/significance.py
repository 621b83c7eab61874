"""Is system A better than system B on the same gold standard?

Two tests, per label and overall (micro), on the counts of one measure (``measure=``: entity
strict by default; entity relaxed, span strict/merged, token or token-blind counts work too):

* **z-test for two proportions** on recall (``tp / (tp + fn)``: both systems share the gold
  denominator) and on precision (``tp / (tp + fp)``), with the pooled proportion, as used in
  the de-identification literature to compare systems' recall/precision.  Two-sided p-value.
  It treats entities as independent trials, which they are not (entities of one document are
  correlated), so it is optimistic; the bootstrap below respects the document structure.
* **paired bootstrap over documents** on F1: documents are resampled with replacement
  (``n_boot`` times, ``numpy.random.default_rng(seed)``: deterministic), both systems scored on
  the same resample, and the two-sided p-value is the share of resamples whose centred
  difference ``|d* - d|`` reaches the observed ``|d|`` (with the +1 correction
  ``(1 + count) / (n_boot + 1)``), i.e. a test of ``H0: F1_A = F1_B``.  A 95% percentile
  interval of the difference is reported too.
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from multideid.document import Document
from multideid.errors import UsageError
from multideid.evaluation.core import PHI, PredInput, TokenCounts, align
from multideid.evaluation.metrics import Tally, f_beta, merged_tally, prf, relaxed_tally, safe_div, strict_tally

MEASURES = ("entity_strict", "entity_relaxed", "span_strict", "span_merged", "token", "token_blind")


def z_test_two_proportions(x1: int, n1: int, x2: int, n2: int) -> dict:
    """Two-sided z-test of ``x1/n1 == x2/n2`` with the pooled proportion.

    Returns ``{"z", "p_value"}``; with an empty sample or a pooled proportion of 0 or 1 the
    difference is untestable and ``z = 0.0, p_value = 1.0``.
    """
    if n1 <= 0 or n2 <= 0:
        return {"z": 0.0, "p_value": 1.0}
    p1, p2 = x1 / n1, x2 / n2
    pooled = (x1 + x2) / (n1 + n2)
    var = pooled * (1.0 - pooled) * (1.0 / n1 + 1.0 / n2)
    if var <= 0.0:
        return {"z": 0.0, "p_value": 1.0}
    z = (p1 - p2) / math.sqrt(var)
    return {"z": z, "p_value": math.erfc(abs(z) / math.sqrt(2.0))}


def _doc_tally(measure: str, doc: Document, g, p, relaxed_end: int) -> Tally:
    if measure == "entity_strict":
        return strict_tally(g, p)
    if measure == "entity_relaxed":
        return relaxed_tally(g, p, max_end_diff=relaxed_end)
    if measure == "span_strict":
        return strict_tally(g, p, typed=False, blind_label=PHI)
    if measure == "span_merged":
        return merged_tally(g, p, doc.text, blind_label=PHI)
    tc = TokenCounts()
    tc.add(doc, g, p)
    return tc.typed if measure == "token" else tc.blind


def _f1_from(counts: np.ndarray) -> np.ndarray:
    """F1 over the last axis ``(tp, fp, fn)`` (0 where undefined)."""
    tp, fp, fn = counts[..., 0], counts[..., 1], counts[..., 2]
    den = 2 * tp + fp + fn
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(den > 0, 2 * tp / np.where(den > 0, den, 1), 0.0)


def compare_systems(gold_docs: Sequence[Document], pred_a: PredInput, pred_b: PredInput, *,
                    n_boot: int = 1000, seed: int = 0, measure: str = "entity_strict",
                    source_a: str | None = None, source_b: str | None = None,
                    relaxed_end: int = 2, labels: Sequence[str] | None = None) -> dict:
    """Per-label and overall significance of the difference between two systems.

    ``pred_a``/``pred_b`` take the same forms as ``evaluate(pred=...)``.  Returns
    ``{"measure", "n_boot", "seed", "documents", "overall": row, "per_label": {label: row}}``
    where a row is ``{"a": scores, "b": scores, "delta_f1", "ci95": [lo, hi], "p_bootstrap",
    "recall_z", "p_recall", "precision_z", "p_precision"}`` (``delta = A - B``).
    """
    if measure not in MEASURES:
        raise UsageError(f"unknown comparison measure {measure!r} (choose from {', '.join(MEASURES)})")
    if n_boot < 1:
        raise UsageError(f"n_boot must be >= 1 (got {n_boot})")
    rows_a, missing_a = align(gold_docs, pred_a, source=source_a, labels=labels)
    rows_b, missing_b = align(gold_docs, pred_b, source=source_b, labels=labels)
    ta = [_doc_tally(measure, d, g, p, relaxed_end) for d, g, p in rows_a]
    tb = [_doc_tally(measure, d, g, p, relaxed_end) for d, g, p in rows_b]
    if labels is not None:
        names = list(labels)
    else:
        seen: set[str] = set()
        for t in ta + tb:
            seen |= t.labels()
        names = sorted(seen)
    n_docs = len(ta)
    # counts[doc, system, label (+ overall last), (tp, fp, fn)]
    counts = np.zeros((n_docs, 2, len(names) + 1, 3), dtype=np.float64)
    for d, pair in enumerate(zip(ta, tb)):
        for s, t in enumerate(pair):
            for j, lab in enumerate(names):
                counts[d, s, j] = (t.tp[lab], t.fp[lab], t.fn[lab])
    counts[:, :, -1] = counts[:, :, :-1].sum(axis=2)
    total = counts.sum(axis=0)  # [system, label, 3]

    rng = np.random.default_rng(seed)
    # Resampling weights: how often each document is drawn in each replicate (paired: both
    # systems use the same weights).
    draws = rng.integers(0, n_docs, size=(n_boot, n_docs))
    weights = np.zeros((n_boot, n_docs))
    np.add.at(weights, (np.repeat(np.arange(n_boot), n_docs), draws.ravel()), 1.0)
    boot = np.tensordot(weights, counts, axes=([1], [0]))  # [n_boot, system, label, 3]
    f1_boot = _f1_from(boot)
    delta_boot = f1_boot[:, 0, :] - f1_boot[:, 1, :]
    f1_obs = _f1_from(total)
    delta_obs = f1_obs[0] - f1_obs[1]

    def row(j: int) -> dict:
        (atp, afp, afn), (btp, bfp, bfn) = (int(x) for x in total[0, j]), (int(x) for x in total[1, j])
        d = float(delta_obs[j])
        centred = np.abs(delta_boot[:, j] - d)
        p_boot = float((1 + np.count_nonzero(centred >= abs(d) - 1e-12)) / (n_boot + 1))
        rz = z_test_two_proportions(atp, atp + afn, btp, btp + bfn)
        pz = z_test_two_proportions(atp, atp + afp, btp, btp + bfp)
        lo, hi = np.percentile(delta_boot[:, j], [2.5, 97.5])
        return {
            "a": prf(atp, afp, afn),
            "b": prf(btp, bfp, bfn),
            "delta_f1": d,
            "delta_recall": safe_div(atp, atp + afn) - safe_div(btp, btp + bfn),
            "delta_precision": safe_div(atp, atp + afp) - safe_div(btp, btp + bfp),
            "ci95": [float(lo), float(hi)],
            "p_bootstrap": min(1.0, p_boot),
            "recall_z": rz["z"],
            "p_recall": rz["p_value"],
            "precision_z": pz["z"],
            "p_precision": pz["p_value"],
        }

    overall = row(len(names))
    return {
        "measure": measure,
        "n_boot": n_boot,
        "seed": seed,
        "documents": n_docs,
        "documents_missing": {"a": len(missing_a), "b": len(missing_b)},
        # flat copies of the overall result for callers that only need one number
        "delta_f1": overall["delta_f1"],
        "p_value": overall["p_bootstrap"],
        "test": f"paired bootstrap over documents ({n_boot} resamples, seed {seed})",
        "overall": overall,
        "per_label": {lab: row(j) for j, lab in enumerate(names)},
    }


__all__ = ["compare_systems", "z_test_two_proportions", "f_beta"]
