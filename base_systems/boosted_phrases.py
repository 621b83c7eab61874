"""The ``boosted`` base's token and phrase logic (no learner): which trigger columns each voting
model sees, the structured part of a note, phrase tables and their occurrences (the iterative
second pass and the standardisation of repeated phrases), and the cautious 2-of-3 vote."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

import numpy as np

from multideid.base_systems.learned import OUTSIDE
from multideid.tokenizer import Tokens

#: trigger n-gram lengths each voting model may see
VARIANTS: dict[str, tuple[int, ...]] = {"token": (1,), "phrase": (2, 3), "ngram": (1, 2, 3)}
TDICT = "tdict"  # feature name of the trusted (structured-part) dictionary


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


def tag_runs(tags: Sequence[str], begins: Sequence[bool] | None = None) -> list[tuple[int, int, str]]:
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
    runs = tag_runs(tags, begins)
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
