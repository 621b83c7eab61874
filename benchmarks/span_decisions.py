"""Where a base's different errors go in the stacker, and whether a span-level decision helps.

Issue 16: the neural tagger misses only 69 % of the crf's dev misses, yet the stacker with it
scores no higher strict F1 than without it (docs/stacking.md).  This script works on a model's
*stored* out-of-fold base decisions (no base is refitted) and reports, for two bases A and B
(default crf and neural):

1. the stacker's own out-of-fold spans (nested over the model's folds, as ``fit`` scores it),
   with every base and without B, in token units;
2. every gold span by which of A and B found it exactly, and what each stacker made of it
   (exact / right extent wrong label / other extent / missed), overall and per class;
3. the spans where A and B disagree one-to-one (one A span overlapping one B span, other
   extent or label): which one the stacker kept, which one was right, and how often picking the
   base with the higher own marginal (minimum or mean over the span) is right;
4. a span-level decoder, ``base_spans``: the stacker's viterbi objective maximised only over
   spans whose exact token extent some base proposed (a stacker span no base proposed is never
   output), against the plain viterbi decoder with the *same* SVM weights, out of fold and, with
   ``--gold``, on held-out documents (paired bootstrap, ``compare_systems``).

Example (the numbers in docs/stacking.md, "Why neural's different errors do not become strict F1")::

    python benchmarks/span_decisions.py --model /tmp/neural-M-pinned \\
        --gold ../shared/data/meddocan/dev

Nothing here is shipped: the decoder gained nothing beyond noise (docs/stacking.md).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

from multideid.document import Span
from multideid.ensemble import load_model
from multideid.evaluation.core import evaluate
from multideid.evaluation.significance import compare_systems
from multideid.io import read_corpus
from multideid.stacking.combiners import LabelMaps, view_spans
from multideid.stacking.meta_features import Vocabulary, span_extents
from multideid.stacking.oof import document_folds, strict_scores
from multideid.stacking.oof_store import load_oof
from multideid.stacking.training import stacker_from_config
from multideid.tokenizer import bio_to_spans, split_tag, strip_bio, tag_label


def base_extents(views, bases) -> set:
    """Token extents ``(first, end)`` of every span any of ``bases`` proposed (any label)."""
    out: set = set()
    for b in bases:
        e = span_extents(views[b])
        keep = e[:, 0] >= 0
        out.update(zip(e[keep, 0].tolist(), e[keep, 1].tolist()))
    return out


def decode_base_spans(classes, S, cand, tokens, extents) -> list[Span]:
    """Best non-overlapping spans among ``extents`` (any label) under the stacker's decision
    values ``S`` (rows: candidate tokens ``cand``): ``B-X`` on a span's first token, ``I-X`` on
    the others, ``O`` elsewhere (0 outside the candidates), as the viterbi decoder sums them."""
    n = len(tokens)
    cand = np.asarray(cand, dtype=int)
    if S is None or not len(cand) or not extents:
        return []
    col = {c: k for k, c in enumerate(classes)}
    labels = sorted({split_tag(c)[1] for c in classes} - {""})
    row = np.full(n, -1, dtype=int)
    row[cand] = np.arange(len(cand))
    o_tok = np.zeros(n)
    o_tok[cand] = S[:, col["O"]]
    neg = -1e18
    B = np.stack([S[:, col[f"B-{x}"]] if f"B-{x}" in col else np.full(len(cand), neg) for x in labels], axis=1)
    inner = np.stack([S[:, col[f"I-{x}"]] if f"I-{x}" in col else np.full(len(cand), neg) for x in labels], axis=1)
    cum_i = np.vstack([np.zeros((1, len(labels))), np.cumsum(inner, axis=0)])
    by_end: dict = {}
    for a, b in extents:
        ra, rl = row[a], row[b - 1]
        if ra >= 0 and rl - ra == b - 1 - a:  # every token of the extent is a candidate
            by_end.setdefault(b, []).append((a, B[ra] + (cum_i[rl + 1] - cum_i[ra + 1])))
    best = np.zeros(n + 1)
    back: list = [None] * (n + 1)
    for b in range(1, n + 1):
        best[b] = best[b - 1] + o_tok[b - 1]
        for a, vals in by_end.get(b, ()):
            k = int(vals.argmax())
            if best[a] + float(vals[k]) > best[b]:
                best[b], back[b] = best[a] + float(vals[k]), (a, k)
    spans, b = [], n
    while b > 0:
        if back[b] is None:
            b -= 1
            continue
        a, k = back[b]
        spans.append(Span(tokens.starts[a], tokens.ends[b - 1], labels[k], 1.0, "stacker"))
        b = a
    return spans[::-1]


def thresholded(stacker, S):
    """The decision values as the stacker's decoders see them (its ``min_recall`` offsets added)."""
    return S + np.array([stacker.thresholds_.get(tag_label(c), 0.0) for c in stacker.classes_])


def _key(s) -> tuple:
    return (s.start, s.end, s.label)


def _outcome(g, pred) -> str:
    if any(_key(s) == _key(g) for s in pred):
        return "exact"
    if any(s.start == g.start and s.end == g.end for s in pred):
        return "label"
    return "extent" if any(s.start < g.end and g.start < s.end for s in pred) else "missed"


def nested(names, st, views, surfs, gbio, folds):
    """The stacker's out-of-fold viterbi and base_spans spans (same SVMs), as ``fit`` nests it."""
    stk = stacker_from_config(names, st)
    rows, ys, where = stk.build(views, surfs, gbio)
    vocab = Vocabulary.fit(rows)
    X = vocab.transform(rows)
    y = np.asarray(ys, dtype=object)
    bounds = np.cumsum([0] + [len(c) for _, c in where])
    doc_fold = np.empty(len(views), int)
    for f, idx in enumerate(folds):
        doc_fold[idx] = f
    row_doc = np.repeat(np.arange(len(views)), np.diff(bounds))
    vit, ext = [None] * len(views), [None] * len(views)
    for f, idx in enumerate(folds):
        inner = stacker_from_config(names, st).set_context_vocab(stk.context_vocab_)
        inner.fit_matrix(X[doc_fold[row_doc] != f], y[doc_fold[row_doc] != f].tolist(), vocab)
        for d in idx.tolist():
            a, b = bounds[d], bounds[d + 1]
            S = inner.decision_matrix(X[a:b]) if b > a else None
            vit[d] = inner.decode_doc(S, where[d][1], surfs[d])
            ext[d] = decode_base_spans(inner.classes_, thresholded(inner, S) if S is not None else None, where[d][1],
                                       surfs[d], base_extents(views[d], names))
    return vit, ext


def _own_confidence(view, s, how: str) -> float:
    """The base's own marginal of its label over the span (minimum or mean)."""
    if view.proba is None:
        return 0.0
    col = {lab: k for k, lab in enumerate(view.proba_labels)}.get(view.tags[s.start])
    if col is None:
        return 0.0
    p = view.proba[s.start:s.end, col]
    return float(p.min() if how == "min" else p.mean())


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", required=True, help="model directory with stored out-of-fold data")
    ap.add_argument("--a", default="crf", help="reference base (default crf)")
    ap.add_argument("--b", default="neural", help="base whose errors differ (default neural)")
    ap.add_argument("--gold", help="held-out gold corpus: also compare the decoders there")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    ens = load_model(args.model)
    names = list(ens.stacker.bases)
    if args.a not in names or args.b not in names:
        print(f"{args.model}: the stacker's bases are {', '.join(names)}", file=sys.stderr)
        return 2
    without = [n for n in names if n != args.b]
    st = dict(ens.config["stacking"])
    views, surfs, gbio = load_oof(Path(args.model) / "oof", names)
    folds = document_folds(len(views), int(st.get("folds", 5)), int(st.get("seed", 0)))
    gold = [sorted(bio_to_spans(s, g)) for s, g in zip(surfs, gbio)]
    lm = LabelMaps.learn(views, [strip_bio(g) for g in gbio])
    base = {b: [view_spans(surfs[i], lm.map_view(b, views[i][b]), b) for i in range(len(views))] for b in (args.a, args.b)}
    runs = {"all": nested(names, st, views, surfs, gbio, folds), f"no {args.b}": nested(without, st, views, surfs, gbio, folds)}
    print(f"out of fold on {len(views)} training documents (token units), {time.perf_counter() - t0:.0f} s")
    for b in (args.a, args.b):
        print(f"  {b:14s} {strict_scores(gold, base[b])}")
    for r, (vit, ext) in runs.items():
        print(f"  stacker {r:8s} viterbi    {strict_scores(gold, vit)}")
        print(f"  stacker {r:8s} base_spans {strict_scores(gold, ext)}")

    groups: Counter = Counter()
    per_class: Counter = Counter()
    for i in range(len(views)):
        ka, kb = ({_key(s) for s in base[b][i]} for b in (args.a, args.b))
        for g in gold[i]:
            grp = {(True, True): "both", (True, False): f"{args.a} only", (False, True): f"{args.b} only",
                   (False, False): "neither"}[(_key(g) in ka, _key(g) in kb)]
            for r, (vit, _) in runs.items():
                groups[grp, r, _outcome(g, vit[i])] += 1
            if grp in (f"{args.a} only", f"{args.b} only"):
                per_class[g.label, grp, _outcome(g, runs["all"][0][i])] += 1
    print(f"\ngold spans by which of {args.a} / {args.b} found them exactly -> the stacker's (viterbi) outcome")
    for grp in ("both", f"{args.a} only", f"{args.b} only", "neither"):
        for r in runs:
            c = {o: groups[grp, r, o] for o in ("exact", "label", "extent", "missed")}
            print(f"  {grp:14s} stacker {r:10s} n={sum(c.values()):6d} {c}")
    print(f"\nper class, stacker with every base (exact of {args.a}-only / exact of {args.b}-only spans)")
    for lab in sorted({k[0] for k in per_class}):
        a_n = sum(per_class[lab, f"{args.a} only", o] for o in ("exact", "label", "extent", "missed"))
        b_n = sum(per_class[lab, f"{args.b} only", o] for o in ("exact", "label", "extent", "missed"))
        print(f"  {lab:34s} {per_class[lab, f'{args.a} only', 'exact']:4d}/{a_n:<4d} {per_class[lab, f'{args.b} only', 'exact']:4d}/{b_n:<4d}")

    dis: Counter = Counter()
    for i in range(len(views)):
        stk = {_key(s) for s in runs["all"][0][i]}
        gk = {_key(s) for s in gold[i]}
        for s in base[args.a][i]:
            ov = [t for t in base[args.b][i] if t.start < s.end and s.start < t.end]
            if len(ov) != 1 or _key(ov[0]) == _key(s):
                continue
            t = ov[0]
            truth = args.a if _key(s) in gk else args.b if _key(t) in gk else "neither"
            kept = args.a if _key(s) in stk else args.b if _key(t) in stk else "other"
            dis["stacker", kept, truth] += 1
            for how in ("min", "mean"):
                ca, cb = _own_confidence(views[i][args.a], s, how), _own_confidence(views[i][args.b], t, how)
                dis[how, (args.a if ca >= cb else args.b) == truth] += 1
    n_dis = sum(v for k, v in dis.items() if k[0] == "stacker")
    print(f"\n{n_dis} one-to-one disagreements ({args.a} span vs the one overlapping {args.b} span)")
    for truth in (args.a, args.b, "neither"):
        print(f"  right: {truth:8s} stacker kept " + ", ".join(f"{k} {dis['stacker', k, truth]}" for k in (args.a, args.b, "other")))
    right = dis["stacker", args.a, args.a] + dis["stacker", args.b, args.b]
    print(f"  stacker right {right}; always {args.a} {sum(dis['stacker', k, args.a] for k in (args.a, args.b, 'other'))}; "
          f"higher own marginal (min) {dis['min', True]}, (mean) {dis['mean', True]}")

    if args.gold:
        docs = list(read_corpus(args.gold))
        gviews, _ = ens.base_views(docs, names)
        print(f"\nheld out: {args.gold}, {len(docs)} documents (same SVMs, two decoders)")
        for label, subset in (("all", names), (f"no {args.b}", without)):
            stk = ens.stacker_for(subset)
            pv, pe = {}, {}
            for d, v in zip(docs, gviews):
                cand, X = stk.featurizer.encode_doc(v, d.tokens, stk.vocab_)
                S = thresholded(stk, stk.decision_matrix(X)) if len(cand) else None
                pv[d.id] = stk.predict_doc(v, d.tokens)
                pe[d.id] = decode_base_spans(stk.classes_, S, cand, d.tokens, base_extents(v, subset))
            for dec, p in (("viterbi", pv), ("base_spans", pe)):
                r = evaluate(docs, p)
                e, bl = r["entity_strict"]["micro"], r["token_blind"]["micro"]
                print(f"  stacker {label:10s} {dec:10s} P {e['precision']:.4f} R {e['recall']:.4f} F1 {e['f1']:.4f}"
                      f"  token-blind R {bl['recall']:.4f}")
            c = compare_systems(docs, pe, pv)["overall"]
            print(f"  base_spans - viterbi: dF1 {c['delta_f1']:+.4f}, p = {c['p_bootstrap']:.3f} (paired bootstrap)")
    print(f"\n{time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
