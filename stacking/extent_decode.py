"""``[stacking] decode = "base_spans"``: the stacker chooses among the spans its bases proposed.

The token decoders (``token``, ``span``, ``viterbi``) may put a span boundary where no base put
one: when two bases disagree about an extent (the crf ends a street name one token earlier than
the neural tagger), the token-level decisions can mix the two into a third extent that neither
proposed.  On the MEDDOCAN training folds such "invented" extents were never right (0 of the
30 the six-base viterbi stacker produced out of fold; docs/stacking.md).

This decoder keeps the stacker's decision values and the viterbi objective (the sum over tokens
of the chosen classes' values: ``B-X`` on a span's first token, ``I-X`` on the others, ``O``
elsewhere) but maximises it only over sets of non-overlapping spans whose token extents some
base proposed; the label is the stacker's (any class, whatever label the base gave).  A dynamic
programme over the document's tokens finds the best set exactly.
"""

from __future__ import annotations

import math
from typing import Mapping, Sequence

import numpy as np

from multideid.base_systems.base import TokenPrediction
from multideid.document import Span
from multideid.stacking.meta_features import span_extents
from multideid.tokenizer import Tokens, split_tag

__all__ = ["base_extents", "decode_base_spans"]


def base_extents(views: Mapping[str, TokenPrediction], bases: Sequence[str]) -> set[tuple[int, int]]:
    """Token extents ``(first, end)`` of every span any of ``bases`` proposed (any label)."""
    out: set[tuple[int, int]] = set()
    for b in bases:
        e = span_extents(views[b])
        starts = e[:, 0]
        keep = starts >= 0
        out.update(zip(starts[keep].tolist(), e[keep, 1].tolist()))
    return out


def decode_base_spans(classes: Sequence[str], S: np.ndarray, cand: np.ndarray, tokens: Tokens,
                      extents: set[tuple[int, int]], source: str = "stacker") -> list[Span]:
    """The best non-overlapping spans among ``extents`` under the decision values ``S``.

    ``S`` has one row per candidate token (``cand``, sorted token indices) and one column per
    class of ``classes`` (``O``, ``B-X``, ``I-X``).  Tokens outside the candidates count as
    ``O`` with value 0; an extent that covers a non-candidate token is skipped.  A span's score
    (the 0..1 confidence of :class:`Span`) is the logistic of its mean margin over ``O``.
    """
    n = len(tokens)
    cand = np.asarray(cand, dtype=int)
    if not len(cand) or not extents:
        return []
    col = {c: k for k, c in enumerate(classes)}
    labels = sorted({split_tag(c)[1] for c in classes} - {""})
    o_col = col.get("O")
    o_val = S[:, o_col] if o_col is not None else np.zeros(len(cand))
    row = np.full(n, -1, dtype=int)
    row[cand] = np.arange(len(cand))
    o_tok = np.zeros(n)
    o_tok[cand] = o_val
    neg = -1e18
    B = np.stack([S[:, col[f"B-{x}"]] if f"B-{x}" in col else np.full(len(cand), neg) for x in labels], axis=1)
    inner = np.stack([S[:, col[f"I-{x}"]] if f"I-{x}" in col else np.full(len(cand), neg) for x in labels], axis=1)
    cum_i = np.vstack([np.zeros((1, len(labels))), np.cumsum(inner, axis=0)])  # rows are candidate rows
    cum_o = np.concatenate([[0.0], np.cumsum(o_val)])
    by_end: dict[int, list[tuple[int, np.ndarray]]] = {}
    for a, b in extents:
        if not (0 <= a < b <= n):
            continue
        ra, rl = row[a], row[b - 1]
        if ra < 0 or rl - ra != b - 1 - a:  # a token of the extent is not a candidate
            continue
        by_end.setdefault(b, []).append((a, B[ra] + (cum_i[rl + 1] - cum_i[ra + 1])))
    best = np.zeros(n + 1)
    back: list[tuple[int, int, float] | None] = [None] * (n + 1)
    for b in range(1, n + 1):
        best[b] = best[b - 1] + o_tok[b - 1]
        for a, vals in by_end.get(b, ()):
            k = int(vals.argmax())
            v = best[a] + float(vals[k])
            if v > best[b]:
                o_sum = float(cum_o[row[b - 1] + 1] - cum_o[row[a]])
                best[b] = v
                back[b] = (a, k, (float(vals[k]) - o_sum) / (b - a))
    spans: list[Span] = []
    b = n
    while b > 0:
        step = back[b]
        if step is None:
            b -= 1
            continue
        a, k, margin = step
        spans.append(Span(tokens.starts[a], tokens.ends[b - 1], labels[k],
                          1.0 / (1.0 + math.exp(-2.0 * max(-50.0, min(50.0, margin)))), source))
        b = a
    return spans[::-1]
