"""Prediction speed of the learned bases (crf, svm, boosted), and an output-equality check.

Fits ``crf``, ``svm`` and ``boosted`` (default parameters) on the first ``--train-n`` MEDDOCAN
train documents, then times ``predict_tokens`` and ``predict`` of each base on the first
``--dev-n`` dev documents.  Every base gets fresh ``Document`` objects (no per-document cache
shared with an earlier base or run) unless ``--shared`` is given, which mimics
``Ensemble.base_views``: the three bases predict one after the other on the *same* document
objects, as ``multideid run --bases all`` does (features computed once per document).

``--dump FILE`` writes the outputs (tags, begins, scores, proba, spans) to an ``.npz``;
``--compare FILE`` checks the current outputs against such a dump (tags, begins and spans
exactly; scores and proba to 1e-6, except that crf ``proba`` entries below 0.05 may differ, see
``CRFBase.predict_tokens``) and exits 1 on any difference.  Only counts and timings are
printed, never document text.

Typical use (before/after a change)::

    python benchmarks/predict_profile.py --dump /tmp/before.npz
    # ... change the code ...
    python benchmarks/predict_profile.py --compare /tmp/before.npz
    python benchmarks/predict_profile.py --shared --compare /tmp/before.npz
    python benchmarks/predict_profile.py --profile svm      # pyinstrument of one base's predict

The fitted models are cached in ``--model-cache`` (default ``/tmp/multideid_predict_profile``)
so that before/after runs predict with the very same models; ``--refit`` retrains them.
Timings are wall and CPU seconds of ``predict_tokens`` (the best of ``--repeat`` runs); on a
machine shared with other jobs the CPU time is the steadier figure.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

BASES = ("crf", "svm", "boosted")


def _load_docs(path: Path, n: int):
    from multideid.io import read_corpus

    docs = list(read_corpus(str(path)))
    docs.sort(key=lambda d: d.id)
    return docs[:n]


def _fresh(docs):
    """New Document objects (no cached tokens/features) with the same text and gold."""
    from multideid.document import Document

    return [Document(id=d.id, text=d.text, gold=list(d.gold) if d.gold is not None else None) for d in docs]


def _get_models(args, train):
    from multideid.registry import get_base_class

    cache = Path(args.model_cache)
    models = {}
    for name in args.bases:
        cls = get_base_class(name)
        d = cache / name
        if d.is_dir() and not args.refit:
            models[name] = cls.from_disk(d)
            continue
        t0 = time.perf_counter()
        base = cls().fit(_fresh(train))
        fit_s = time.perf_counter() - t0
        base.to_disk(d)
        models[name] = cls.from_disk(d)  # predict with the loaded model, as run does
        print(f"fit {name:8s} {fit_s:7.2f} s on {len(train)} docs", file=sys.stderr)
    return models


def _outputs(base, docs):
    tps = base.predict_tokens(docs)
    spans = base.predict(docs)
    return tps, spans


def _collect(name, docs, tps, spans) -> dict:
    out = {}
    out[f"{name}.tags"] = np.array([t for tp in tps for t in tp.tags], dtype=object).astype(str)
    out[f"{name}.begins"] = np.concatenate([np.asarray(tp.begins, bool) for tp in tps])
    out[f"{name}.scores"] = np.concatenate([np.asarray(tp.scores, np.float64) for tp in tps])
    if tps and tps[0].proba is not None:
        out[f"{name}.proba"] = np.concatenate([np.asarray(tp.proba, np.float64) for tp in tps])
        out[f"{name}.proba_labels"] = np.array(tps[0].proba_labels, dtype=str)
    out[f"{name}.spans"] = np.array(
        [(i, s.start, s.end, s.label) for i, sp in enumerate(spans) for s in sp], dtype=object
    ).astype(str)
    out[f"{name}.span_scores"] = np.array([s.score for sp in spans for s in sp], dtype=np.float64)
    return out


def _compare(ref: dict, cur: dict, name: str) -> list[str]:
    bad = []
    for key in cur:
        if not key.startswith(name + "."):
            continue
        if key not in ref:
            bad.append(f"{key}: missing in reference")
            continue
        a, b = ref[key], cur[key]
        if a.shape != b.shape:
            bad.append(f"{key}: shape {a.shape} vs {b.shape}")
            continue
        if a.dtype.kind in "fc":
            diff = np.abs(a - b)
            if key == "crf.proba":
                # entries below 0.05 (in both) are not read by the stacker and may be skipped
                diff = np.where((a < 0.05) & (b < 0.05), 0.0, diff)
            if diff.size and diff.max() > 1e-6:
                bad.append(f"{key}: max abs diff {diff.max():.3g} ({int((diff > 1e-6).sum())} entries)")
        elif not np.array_equal(a, b):
            bad.append(f"{key}: {int((a != b).sum())} entries differ")
    return bad


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--meddocan", default="/work/shared/data/meddocan")
    ap.add_argument("--train-n", type=int, default=60)
    ap.add_argument("--dev-n", type=int, default=100)
    ap.add_argument("--bases", nargs="+", default=list(BASES), choices=BASES)
    ap.add_argument("--model-cache", default="/tmp/multideid_predict_profile")
    ap.add_argument("--refit", action="store_true")
    ap.add_argument("--repeat", type=int, default=1, help="timed repetitions (best is reported)")
    ap.add_argument("--shared", action="store_true", help="all bases predict on the same Document objects")
    ap.add_argument("--dump", help="write the outputs to this .npz")
    ap.add_argument("--compare", help="check the outputs against this .npz")
    ap.add_argument("--profile", choices=BASES, help="pyinstrument profile of this base's predict_tokens")
    args = ap.parse_args(argv)

    root = Path(args.meddocan)
    train = _load_docs(root / "train", args.train_n)
    dev = _load_docs(root / "dev", args.dev_n)
    models = _get_models(args, train)
    n_tok = sum(len(d.tokens) for d in dev)
    print(f"{len(dev)} dev docs, {n_tok} tokens; mode={'shared' if args.shared else 'fresh'}")

    if args.profile:
        from pyinstrument import Profiler

        docs = _fresh(dev)
        for d in docs:
            d.tokens
        prof = Profiler()
        prof.start()
        models[args.profile].predict_tokens(docs)
        prof.stop()
        print(prof.output_text(unicode=False, color=False, show_all=False))
        return 0

    collected: dict = {}
    total = 0.0
    best: dict[str, float] = {}
    for rep in range(args.repeat):
        shared = _fresh(dev)
        for d in shared:
            d.tokens  # tokenising is shared by every base in run; not timed here
        for name in args.bases:
            docs = shared if args.shared else _fresh(dev)
            for d in docs:
                d.tokens
            t0, c0 = time.perf_counter(), time.process_time()
            tps = models[name].predict_tokens(docs)
            t1, c1 = time.perf_counter(), time.process_time()
            spans = models[name].predict(docs)
            t2 = time.perf_counter()
            best[name] = min(best.get(name, float("inf")), t1 - t0)
            best[name + ".cpu"] = min(best.get(name + ".cpu", float("inf")), c1 - c0)
            best[name + ".predict"] = min(best.get(name + ".predict", float("inf")), t2 - t1)
            if rep == 0:
                collected.update(_collect(name, docs, tps, spans))
    total_cpu = 0.0
    for name in args.bases:
        s, c = best[name], best[name + ".cpu"]
        total += s
        total_cpu += c
        print(f"{name:8s} predict_tokens {s:7.2f} s wall {c:7.2f} s cpu  {len(dev) / c:7.1f} docs/s (cpu)   "
              f"(predict after it: {best[name + '.predict']:.2f} s wall)")
    print(f"{'sum':8s} predict_tokens {total:7.2f} s wall {total_cpu:7.2f} s cpu  {len(dev) / total_cpu:7.1f} docs/s (cpu)")

    if args.dump:
        np.savez(args.dump, **collected)
        print(f"outputs written to {args.dump}")
    if args.compare:
        with np.load(args.compare, allow_pickle=False) as z:
            ref = {k: z[k] for k in z.files}
        bad = [m for name in args.bases for m in _compare(ref, collected, name)]
        if bad:
            print("OUTPUTS DIFFER:\n  " + "\n  ".join(bad))
            return 1
        print(f"outputs identical to {args.compare} ({', '.join(args.bases)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
