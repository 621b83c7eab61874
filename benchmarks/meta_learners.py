"""Other meta-learners over a fitted model's bases, scored against its stacker and best base.

Reproduces the "tried, not shipped" rows of docs/stacking.md: whether a different learner on
top of the *same* base decisions beats the token stacker.  Two learners:

``rerank``
    A span re-ranker.  Candidate spans are every base's and the stacker's spans, their unions
    with overlapping or adjacent spans, and each of those with its start moved by -1..+1 tokens
    and its end by -1..+2; every candidate is scored with a linear SVM on span-level features
    (which bases produced exactly this span or an overlapping one and how its ends differ, the
    CRF's and the SVM's mean/minimum probability of the label inside and just outside, first,
    last, previous and next word and their shapes, length), and the best-scoring non-overlapping
    candidates with a positive score are kept.
``metacrf``
    A CRF as the meta-learner: per token the BIO tags of every base in a +-1 window (+-2 for the
    learned bases), the CRF's and the SVM's label probabilities and the word with its +-2
    neighbours.

Both learn from the model's stored out-of-fold base decisions on its training documents (the
stacker's own predictions there are cross-fitted, 5 folds); the base views on the gold documents
come from the model's deployed bases, exactly as ``multideid eval`` computes them.  Significance:
approximate randomization over documents (2,000 trials; ``multideid eval --compare`` uses a
paired bootstrap instead, :func:`multideid.evaluation.compare_systems`).

Example (the numbers in docs/stacking.md)::

    multideid fit --train ../shared/data/meddocan/train --model M --jobs 2
    python benchmarks/meta_learners.py --model M --train ../shared/data/meddocan/train \\
        --gold ../shared/data/meddocan/dev

The training corpus must be the one the model was fitted on (its token counts are checked
against the stored out-of-fold data); the stored data keeps no words, so they are read from it.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

from multideid.document import Span
from multideid.io import read_corpus
from multideid.ensemble import load_model
from multideid.stacking.combiners import view_spans
from multideid.stacking.oof_store import load_oof
from multideid.stacking.training import stacker_from_config
from multideid.tokenizer import bio_to_spans


def _shape(w: str) -> str:
    out: list[str] = []
    for ch in w[:6]:
        c = "X" if ch.isupper() else "x" if ch.islower() else "d" if ch.isdigit() else ch
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


def _extents(tokens, spans) -> dict:
    """``{(first token, end token): label}`` of spans (token units)."""
    out = {}
    for s in spans:
        a = tokens.index_at(s.start)
        b = tokens.index_at(s.end - 1) + 1
        if a < b:
            out[(a, b)] = s.label
    return out


def _gold_extents(doc) -> set:
    t = doc.tokens
    out = set()
    for g in doc.gold or []:
        a = t.index_at(g.start)
        b = t.index_at(g.end - 1) + 1
        if a < b and t.starts[a] == g.start and t.ends[b - 1] == g.end:
            out.add((a, b, g.label))
    return out


class Reranker:
    """Span candidates, their features, a linear SVM and greedy non-overlapping decoding."""

    def __init__(self, names, label_maps, C: float = 0.03):
        self.names = list(names)
        self.lm = label_maps
        self.C = C

    def candidates(self, doc, views, stacker_spans):
        toks = doc.tokens
        n = len(toks)
        w = toks.words
        found = {b: _extents(toks, view_spans(toks, self.lm.map_view(b, views[b]))) for b in self.names}
        found["stacker"] = _extents(toks, stacker_spans)
        prob = {}
        for b in ("crf", "svm"):
            v = views.get(b)
            if v is not None and v.proba is not None:
                prob[b] = (np.asarray(v.proba), {lab: k for k, lab in enumerate(v.proba_labels)})
        seeds: dict = {}
        for m in found.values():
            for e, lab in m.items():
                seeds.setdefault(e, set()).add(lab)
        ordered = sorted(seeds)
        for i, (a, b) in enumerate(ordered):
            for (c, d) in ordered[i + 1:i + 6]:
                if c <= b + 1 and d > b and d - a <= 20:
                    seeds.setdefault((a, d), set()).update(seeds[(a, b)] | seeds[(c, d)])
        cands: dict = {}
        for (a, b), labs in seeds.items():
            for d1 in (-1, 0, 1):
                for d2 in (-1, 0, 1, 2):
                    x, y = a + d1, b + d2
                    if 0 <= x < y <= n and y - x <= 20:
                        cands.setdefault((x, y), set()).update(labs)
        rows, keys = [], []
        for (a, b), labs in cands.items():
            first, last = w[a].lower(), w[b - 1].lower()
            prev = w[a - 1].lower() if a > 0 else "<s>"
            nxt = w[b].lower() if b < n else "</s>"
            for L in sorted(labs):
                f = {"L=" + L: 1.0}
                for src, m in found.items():
                    if m.get((a, b)) == L:
                        f[f"{src}:exact|{L}"] = 1.0
                    elif (a, b) in m:
                        f[f"{src}:extent_other|{L}"] = 1.0
                    else:
                        ov = [(c, d) for (c, d), lab in m.items() if lab == L and c < b and a < d]
                        if ov:
                            c, d = ov[0]
                            f[f"{src}:overlap|{L}"] = 1.0
                            f[f"{src}:ds={max(-3, min(3, a - c))}|{L}"] = 1.0
                            f[f"{src}:de={max(-3, min(3, b - d))}|{L}"] = 1.0
                            f[f"{src}:n_overlap={min(len(ov), 3)}"] = 1.0
                        else:
                            f[f"{src}:none|{L}"] = 1.0
                for src, (P, idx) in prob.items():
                    k = idx.get(L)
                    if k is None:
                        continue
                    inside = P[a:b, k]
                    f[f"{src}:p_mean|{L}"] = float(inside.mean())
                    f[f"{src}:p_min|{L}"] = float(inside.min())
                    f[f"{src}:p_min"] = float(inside.min())
                    f[f"{src}:p_before|{L}"] = float(P[a - 1, k]) if a > 0 else 0.0
                    f[f"{src}:p_after|{L}"] = float(P[b, k]) if b < n else 0.0
                for nm, val in (("first", first), ("last", last), ("prev", prev), ("next", nxt)):
                    f[f"{nm}={val}|{L}"] = 1.0
                    f[f"{nm}={val}"] = 1.0
                f[f"shape_first={_shape(w[a])}|{L}"] = 1.0
                f[f"shape_last={_shape(w[b - 1])}|{L}"] = 1.0
                f[f"shape_prev={_shape(prev)}|{L}"] = 1.0
                f[f"shape_next={_shape(nxt)}|{L}"] = 1.0
                f[f"len={min(b - a, 8)}|{L}"] = 1.0
                f[f"len={min(b - a, 8)}"] = 1.0
                if toks.lines[a] != toks.lines[b - 1]:
                    f["crosses_line"] = 1.0
                rows.append(f)
                keys.append((a, b, L))
        return rows, keys

    def fit(self, docs, views, stacker_spans):
        from sklearn.feature_extraction import DictVectorizer
        from sklearn.svm import LinearSVC

        rows, y = [], []
        for d, v, s in zip(docs, views, stacker_spans):
            r, k = self.candidates(d, v, s)
            g = _gold_extents(d)
            rows.extend(r)
            y.extend(key in g for key in k)
        self.vec_ = DictVectorizer()
        X = self.vec_.fit_transform(rows).tocsr()
        X.indices = X.indices.astype(np.int32)
        X.indptr = X.indptr.astype(np.int32)
        self.clf_ = LinearSVC(C=self.C, dual=True, max_iter=5000).fit(X, np.asarray(y))
        self.n_rows_ = X.shape
        return self

    def predict_doc(self, doc, views, stacker_spans) -> list[Span]:
        rows, keys = self.candidates(doc, views, stacker_spans)
        if not rows:
            return []
        sc = self.clf_.decision_function(self.vec_.transform(rows))
        used: list[tuple[int, int]] = []
        out = []
        for k in np.argsort(-sc, kind="stable"):
            if sc[k] <= 0:
                break
            a, b, L = keys[k]
            if any(a < d and c < b for c, d in used):
                continue
            used.append((a, b))
            out.append(Span(doc.tokens.starts[a], doc.tokens.ends[b - 1], L, 1.0, "rerank"))
        return sorted(out)


def _metacrf_features(doc, views, names):
    toks = doc.tokens
    n = len(toks)
    w = toks.words
    tags = {b: [("O" if t == "O" else ("B-" if v.begins[i] else "I-") + t) for i, t in enumerate(v.tags)]
            for b, v in ((b, views[b]) for b in names)}
    probs = {b: (np.asarray(views[b].proba), views[b].proba_labels)
             for b in ("crf", "svm") if b in views and views[b].proba is not None}
    X = []
    for i in range(n):
        f = {"bias": 1.0, "w=" + w[i].lower(): 1.0, "shape=" + _shape(w[i]): 1.0}
        for d in (-2, -1, 1, 2):
            j = i + d
            f[f"w{d:+d}=" + (w[j].lower() if 0 <= j < n else "<pad>")] = 1.0
        for b, t in tags.items():
            f[f"{b}={t[i]}"] = 1.0
            for d in ((-2, -1, 1, 2) if b in probs else (-1, 1)):
                j = i + d
                if 0 <= j < n:
                    f[f"{b}{d:+d}={t[j]}"] = 1.0
        for b, (M, labs) in probs.items():
            for k in np.nonzero(M[i] > 0.02)[0]:
                f[f"{b}:p={labs[k]}"] = float(M[i, k])
        X.append(f)
    return X


def _doc_counts(gold_docs, pred) -> np.ndarray:
    """Per document strict (tp, fp, fn)."""
    out = np.zeros((len(gold_docs), 3), dtype=np.int64)
    for i, d in enumerate(gold_docs):
        g = {(s.start, s.end, s.label) for s in d.gold or []}
        p = {(s.start, s.end, s.label) for s in pred.get(d.id, [])}
        out[i] = (len(g & p), len(p - g), len(g - p))
    return out


def _f1(c: np.ndarray) -> np.ndarray:
    tp, fp, fn = c[..., 0], c[..., 1], c[..., 2]
    den = 2 * tp + fp + fn
    return np.where(den > 0, 2 * tp / np.maximum(den, 1), 0.0)


def paired_randomization(a: np.ndarray, b: np.ndarray, *, trials: int = 2000, seed: int = 0) -> dict:
    """Approximate randomization test on strict micro F1, documents swapped between systems.

    ``a``/``b``: per-document (tp, fp, fn).  Returns delta (a - b) and a two-sided p-value.
    """
    rng = np.random.RandomState(seed)
    obs = float(_f1(a.sum(0)) - _f1(b.sum(0)))
    swap = rng.rand(trials, len(a)) < 0.5
    diff = (a - b)[None, :, :]
    # swapped documents contribute b to "a" and a to "b"
    sa = a.sum(0)[None, :] - (swap[:, :, None] * diff).sum(1)
    sb = b.sum(0)[None, :] + (swap[:, :, None] * diff).sum(1)
    deltas = _f1(sa) - _f1(sb)
    p = (np.sum(np.abs(deltas) >= abs(obs) - 1e-12) + 1) / (trials + 1)
    return {"delta_f1": round(obs, 4), "p_value": round(float(p), 4)}


def _prf(c: np.ndarray) -> tuple[float, float, float]:
    tp, fp, fn = c.sum(0)
    p = tp / max(tp + fp, 1)
    r = tp / max(tp + fn, 1)
    return p, r, 2 * p * r / max(p + r, 1e-12)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", required=True, help="model directory fitted with stored out-of-fold data")
    ap.add_argument("--train", required=True, help="the corpus the model was fitted on")
    ap.add_argument("--gold", required=True, help="held-out gold corpus to score on")
    ap.add_argument("--format", default=None, help="corpus format (default: detected)")
    ap.add_argument("--learner", choices=["rerank", "metacrf", "all"], default="all")
    ap.add_argument("--folds", type=int, default=5, help="folds of the cross-fitted stacker on train")
    args = ap.parse_args(argv)

    t0 = time.perf_counter()
    ens = load_model(args.model)
    names = list(ens.stacker.bases)
    train = list(read_corpus(args.train, args.format))
    tv, surfs, gbio = load_oof(Path(args.model) / "oof", names)
    if len(train) != len(tv) or any(len(d.tokens) != len(s) for d, s in zip(train, surfs)):
        print(f"{args.train}: not the corpus {args.model} was fitted on (document or token counts differ)", file=sys.stderr)
        return 2
    gold = list(read_corpus(args.gold, args.format))
    print(f"model {args.model}: bases {', '.join(names)}; {len(train)} training, {len(gold)} gold documents", flush=True)

    # the stacker's own out-of-fold predictions on train (cross-fitted on the stored base decisions)
    st = dict(ens.config["stacking"])
    stk_train: list = [None] * len(train)
    for f in range(args.folds):
        idx = [i for i in range(len(train)) if i % args.folds != f]
        s = stacker_from_config(names, st)
        rows, ys, _ = s.build([tv[i] for i in idx], [surfs[i] for i in idx], [gbio[i] for i in idx])
        s.fit_rows(rows, ys)
        for i in range(f, len(train), args.folds):
            stk_train[i] = s.predict_doc(tv[i], train[i].tokens)
    print(f"cross-fitted stacker on train: {time.perf_counter() - t0:.0f} s", flush=True)

    views, spans = ens.base_views(gold, names)
    stk_gold = [ens.stacker.predict_doc(views[i], d.tokens) for i, d in enumerate(gold)]
    best = max(names, key=lambda b: _prf(_doc_counts(gold, {d.id: spans[b][i] for i, d in enumerate(gold)}))[2])
    systems = {f"{best} (best base)": [spans[best][i] for i in range(len(gold))], "stacker": stk_gold}
    print(f"base views on {args.gold}: {time.perf_counter() - t0:.0f} s", flush=True)

    if args.learner in ("rerank", "all"):
        t = time.perf_counter()
        rr = Reranker(names, ens.label_maps).fit(train, tv, stk_train)
        systems["rerank"] = [rr.predict_doc(d, views[i], stk_gold[i]) for i, d in enumerate(gold)]
        print(f"rerank: {rr.n_rows_[0]} candidate rows x {rr.n_rows_[1]} features, {time.perf_counter() - t:.0f} s", flush=True)
    if args.learner in ("metacrf", "all"):
        import sklearn_crfsuite

        t = time.perf_counter()
        crf = sklearn_crfsuite.CRF(algorithm="lbfgs", c1=0.05, c2=0.01, max_iterations=100, all_possible_transitions=True)
        crf.fit([_metacrf_features(d, tv[i], names) for i, d in enumerate(train)], [list(g) for g in gbio])
        tags = crf.predict([_metacrf_features(d, views[i], names) for i, d in enumerate(gold)])
        systems["metacrf"] = [bio_to_spans(d.tokens, t) for d, t in zip(gold, tags)]
        print(f"metacrf: {time.perf_counter() - t:.0f} s", flush=True)

    counts = {k: _doc_counts(gold, {d.id: v[i] for i, d in enumerate(gold)}) for k, v in systems.items()}
    ref = [k for k in systems if k.endswith("(best base)")][0]
    print(f"\n| system | strict P | strict R | strict F1 | dF1 vs {best} (p) | dF1 vs stacker (p) |")
    print("|---|---|---|---|---|---|")
    for k, c in counts.items():
        p, r, f1 = _prf(c)
        cells = []
        for other in (ref, "stacker"):
            if k == other:
                cells.append("")
            else:
                sig = paired_randomization(c, counts[other])
                cells.append(f"{sig['delta_f1']:+.4f} ({sig['p_value']:.3f})")
        print(f"| {k} | {p:.4f} | {r:.4f} | {f1:.4f} | {cells[0]} | {cells[1]} |")
    print(f"\ntotal {time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
