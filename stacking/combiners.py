"""Baseline combiners (for comparison with the stacker) and the learned base-label maps.

Bases may speak other label sets than the corpus (the rules base says ``DATE`` where MEDDOCAN
says ``FECHAS``).  :class:`LabelMaps` learns, from out-of-fold predictions, which corpus label
each base label most often covers; the baseline combiners vote over the *mapped* labels.

Combiners (all token-level except ``priority``):

``majority``   a token is PHI when more than half of the bases agree on its label
``vote2of3``   the cautious vote: at least two bases agree on the label (one if only one base)
``union``      any base's PHI counts (maximum recall); label by most votes, then score
``priority``   span-level merge (Liu et al. 2015): spans of a higher-priority base win, lower
               ones fill the gaps where they overlap nothing chosen
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path
from typing import Mapping, Sequence

import numpy as np

from multideid.document import Span
from multideid.errors import ModelError, UsageError
from multideid.tokenizer import Tokens, bio_to_spans
from multideid.base_systems.base import TokenPrediction

COMBINERS = ("majority", "vote2of3", "union", "priority")


class LabelMaps:
    """Per base: base label -> corpus label, learned from token overlap with gold."""

    def __init__(self, maps: Mapping[str, Mapping[str, str]] | None = None):
        self.maps = {b: dict(m) for b, m in (maps or {}).items()}

    @classmethod
    def learn(cls, views_per_doc: Sequence[Mapping[str, TokenPrediction]], gold_tags: Sequence[Sequence[str]]) -> "LabelMaps":
        """``gold_tags``: prefix-free gold label (or ``O``) per token, per document."""
        counts: dict[str, dict[str, Counter]] = defaultdict(lambda: defaultdict(Counter))
        for views, gold in zip(views_per_doc, gold_tags):
            for b, v in views.items():
                for t, g in zip(v.tags, gold):
                    if t != "O":
                        counts[b][t][g] += 1
        maps: dict[str, dict[str, str]] = {}
        for b, per in counts.items():
            maps[b] = {}
            for lab, c in per.items():
                phi = [(n, g) for g, n in c.items() if g != "O"]
                # the corpus label this base label covers most often; identity if it never hits PHI
                maps[b][lab] = max(phi, key=lambda x: (x[0], x[1]))[1] if phi else lab
        return cls(maps)

    def map(self, base: str, label: str) -> str:
        if label == "O":
            return label
        return self.maps.get(base, {}).get(label, label)

    def map_view(self, base: str, v: TokenPrediction) -> TokenPrediction:
        m = self.maps.get(base, {})
        if not m:
            return v
        tags = [t if t == "O" else m.get(t, t) for t in v.tags]
        begins = v.begins.copy()
        for i, t in enumerate(tags):
            if t != "O" and (i == 0 or tags[i - 1] != t):
                begins[i] = True
        return TokenPrediction(tags, v.scores, begins, normal=True)

    def map_spans(self, base: str, spans: Sequence[Span]) -> list[Span]:
        return [s.with_label(self.map(base, s.label)) for s in spans]

    def to_json(self) -> dict:
        return {b: dict(sorted(m.items())) for b, m in sorted(self.maps.items())}

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_json(), indent=1, ensure_ascii=False, sort_keys=True), encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> "LabelMaps":
        from multideid.model import read_model_json

        data = read_model_json(path)  # verified against the model's checksums
        if not isinstance(data, dict):
            raise ModelError("label maps must be a JSON object", path)
        return cls(data)


def view_spans(tokens: Tokens, v: TokenPrediction, source: str = "") -> list[Span]:
    """Decode one base view (tags + begin flags) into spans."""
    tags = ["O" if t == "O" else ("B-" if v.begins[i] else "I-") + t for i, t in enumerate(v.tags)]
    return bio_to_spans(tokens, tags, v.scores, source)


def _vote(tokens: Tokens, views: Sequence[TokenPrediction], min_votes: int, source: str) -> list[Span]:
    n = len(tokens)
    tags = ["O"] * n
    scores = np.zeros(n, dtype=np.float32)
    nb = max(len(views), 1)
    for i in range(n):
        c: Counter = Counter()
        begins: Counter = Counter()
        score_sum: Counter = Counter()
        for v in views:
            t = v.tags[i]
            if t != "O":
                c[t] += 1
                begins[t] += int(v.begins[i])
                score_sum[t] += float(v.scores[i])
        if not c:
            continue
        lab, k = max(c.items(), key=lambda x: (x[1], score_sum[x[0]], x[0]))
        if k < min_votes:
            continue
        # a new span starts where most of the bases that voted for this label start one
        prefix = "B-" if begins[lab] * 2 > k else "I-"
        tags[i] = prefix + lab
        scores[i] = k / nb
    return bio_to_spans(tokens, tags, scores, source)


def combine(
    name: str,
    tokens: Tokens,
    views: Mapping[str, TokenPrediction],
    *,
    priority: Sequence[str] = (),
    base_types: Mapping[str, str] | None = None,
) -> list[Span]:
    """Combine the (label-mapped) views of several bases on one document with combiner ``name``."""
    order = list(views)
    vs = [views[b] for b in order]
    nb = len(vs)
    if name == "majority":
        return _vote(tokens, vs, nb // 2 + 1, name)
    if name == "vote2of3":
        return _vote(tokens, vs, min(2, nb), name)
    if name == "union":
        return _vote(tokens, vs, 1, name)
    if name == "priority":
        types = base_types or {}
        rank = {t: k for k, t in enumerate(priority)}
        ordered = sorted(order, key=lambda b: (rank.get(types.get(b, b), len(rank)), order.index(b)))
        chosen: list[Span] = []
        for b in ordered:
            for s in view_spans(tokens, views[b], name):
                if all(not s.overlaps(c) for c in chosen):
                    chosen.append(s)
        return sorted(chosen)
    raise UsageError(f"unknown combiner {name!r}; choose stacker, {', '.join(COMBINERS)}")
