"""Benchmark the learned bases (crf, svm, boosted) and the shared feature extractor on MEDDOCAN.

Trains on MEDDOCAN train, predicts MEDDOCAN dev, and reports strict entity P/R/F1 (exact
offsets and label), fit seconds, predict docs/s and peak memory.  ``--features-only`` times
the feature extraction alone (tokens/s on dev).

Examples::

    python benchmarks/learned_bases.py --features-only
    python benchmarks/learned_bases.py crf --train-limit 100 --dev-limit 50 -p stage2=false
    python benchmarks/learned_bases.py crf                       # full train -> dev
    python benchmarks/learned_bases.py svm -p multiclass=ovr

Parameters given with ``-p key=value`` are parsed as JSON when possible (``false``, ``0.1``),
else kept as strings.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_DATA = Path(os.environ.get("MULTIDEID_SHARED", REPO.parent / "shared")) / "data" / "meddocan"


def read_train_dev(data: Path, train_limit: int = 0, dev_limit: int = 0) -> tuple[list, list]:
    """MEDDOCAN ``train`` and ``dev`` (brat) in id order, cut to the first N documents if asked."""
    from multideid.io import read_corpus

    train = sorted(read_corpus(data / "train", "brat"), key=lambda d: d.id)
    dev = sorted(read_corpus(data / "dev", "brat"), key=lambda d: d.id)
    return train[: train_limit] if train_limit else train, dev[: dev_limit] if dev_limit else dev


def peak_mb() -> float:
    # ru_maxrss is in KiB on Linux
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def strict_prf(docs, preds) -> dict:
    """Micro strict entity P/R/F1 (exact start, end and label) plus a per-label table."""
    tp = fp = fn = 0
    per: dict[str, Counter] = {}
    for d, sp in zip(docs, preds):
        g = {(s.start, s.end, s.label) for s in d.gold}
        p = {(s.start, s.end, s.label) for s in sp}
        for key, part in (("tp", g & p), ("fp", p - g), ("fn", g - p)):
            for s in part:
                per.setdefault(s[2], Counter())[key] += 1
        tp += len(g & p)
        fp += len(p - g)
        fn += len(g - p)
    P = tp / (tp + fp) if tp + fp else 0.0
    R = tp / (tp + fn) if tp + fn else 0.0
    F = 2 * P * R / (P + R) if P + R else 0.0
    table = {}
    for lab, c in sorted(per.items()):
        p_ = c["tp"] / (c["tp"] + c["fp"]) if c["tp"] + c["fp"] else 0.0
        r_ = c["tp"] / (c["tp"] + c["fn"]) if c["tp"] + c["fn"] else 0.0
        f_ = 2 * p_ * r_ / (p_ + r_) if p_ + r_ else 0.0
        table[lab] = {"p": round(p_, 4), "r": round(r_, 4), "f1": round(f_, 4), "support": c["tp"] + c["fn"]}
    return {"precision": round(P, 4), "recall": round(R, 4), "f1": round(F, 4), "tp": tp, "fp": fp, "fn": fn,
            "per_label": table}


def write_errors(path: Path, docs, preds) -> None:
    """Misses and false alarms with 30 characters of context (MEDDOCAN PHI is fictitious)."""
    rows = ["kind\tdoc\tstart\tend\tlabel\tspan\tcontext"]
    for d, sp in zip(docs, preds):
        g = {(s.start, s.end, s.label) for s in d.gold}
        p = {(s.start, s.end, s.label) for s in sp}
        for kind, part in (("FN", g - p), ("FP", p - g)):
            for a, b, lab in sorted(part):
                ctx = d.text[max(0, a - 30) : a] + "[[" + d.text[a:b] + "]]" + d.text[b : b + 30]
                rows.append("\t".join([kind, d.id, str(a), str(b), lab, d.text[a:b], ctx]).replace("\n", " "))
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")


def _svm_boosted_extras(base, dev, preds) -> dict:
    """Token-blind (any PHI vs none) recall/F2 for every base, and for ``boosted`` the scores of
    its parts from the same fit: no phrase standardisation, each trigger variant alone."""
    out: dict = {}
    from multideid.evaluation import evaluate

    blind = evaluate(dev, {d.id: p for d, p in zip(dev, preds)})["token_blind"]["micro"]
    out["token_blind"] = {k: round(blind[k], 4) for k in ("precision", "recall", "f2")}
    if getattr(base, "name", "") == "boosted" and getattr(base, "vote", False):
        parts = {}
        if base.standardise:
            base.standardise = False
            parts["no_standardise"] = _f1_only(strict_prf(dev, base.predict(dev)))
            base.standardise = True
        for variant in ("token", "phrase", "ngram"):
            with base.only_variant(variant):  # one model, no vote
                parts[f"only_{variant}"] = _f1_only(strict_prf(dev, base.predict(dev)))
        out["strict_parts"] = parts
    return out


def _f1_only(r: dict) -> dict:
    return {k: r[k] for k in ("precision", "recall", "f1")}


def _parse_params(items: list[str]) -> dict:
    out = {}
    for it in items:
        k, sep, v = it.partition("=")
        if not sep:
            raise SystemExit(f"-p expects key=value (got {it!r})")
        try:
            out[k] = json.loads(v)
        except ValueError:
            out[k] = v
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("base", nargs="?", default="crf", help="registered base name (crf, svm, boosted)")
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA, help="MEDDOCAN directory with train/ and dev/")
    ap.add_argument("--train-limit", type=int, default=0, help="use only the first N training documents")
    ap.add_argument("--dev-limit", type=int, default=0, help="use only the first N dev documents")
    ap.add_argument("-p", "--param", action="append", default=[], help="base parameter key=value")
    ap.add_argument("--features-only", action="store_true", help="time FeatureExtractor on dev and exit")
    ap.add_argument("--save", type=Path, help="save the fitted base to this directory")
    ap.add_argument("--json", type=Path, help="also write the report as JSON here")
    ap.add_argument("--errors", type=Path, help="write strict-match errors (FN/FP with context) as TSV here")
    args = ap.parse_args(argv)

    t0 = time.perf_counter()
    train, dev = read_train_dev(args.data, args.train_limit, args.dev_limit)
    for d in train + dev:
        d.tokens  # tokenise up front so timings below measure the base only
    report: dict = {"base": args.base, "train_docs": len(train), "dev_docs": len(dev),
                    "dev_tokens": sum(len(d.tokens) for d in dev), "read_tokenize_s": round(time.perf_counter() - t0, 2)}

    if args.features_only:
        from multideid.base_systems.features import FeatureExtractor

        params = _parse_params(args.param)
        fx = FeatureExtractor(**params)
        t = time.perf_counter()
        fx.fit(train)
        report["features_fit_s"] = round(time.perf_counter() - t, 2)
        report["triggers"] = len(fx.trigger_table_)
        report["hit_sources"] = fx.hit_sources_used_
        t = time.perf_counter()
        X = fx.transform_many(dev)
        dt = time.perf_counter() - t
        report["transform_s"] = round(dt, 2)
        report["tokens_per_s"] = round(report["dev_tokens"] / dt)
        report["mean_features_per_token"] = round(sum(len(f) for x in X for f in x) / max(1, report["dev_tokens"]), 1)
    else:
        from multideid.registry import get_base_class

        cls = get_base_class(args.base)
        base = cls(**_parse_params(args.param))
        report["params"] = base.get_params()
        t = time.perf_counter()
        base.fit(train)
        report["fit_s"] = round(time.perf_counter() - t, 1)
        t = time.perf_counter()
        preds = base.predict(dev)
        dt = time.perf_counter() - t
        report["predict_s"] = round(dt, 2)
        report["predict_docs_per_s"] = round(len(dev) / dt, 1)
        report["strict"] = strict_prf(dev, preds)
        if getattr(base, "crf2_", None) is not None:
            # the crf's stage-1 model alone (same fit), to show what stage 2 adds
            crf2, base.crf2_ = base.crf2_, None
            t = time.perf_counter()
            report["strict_stage1_only"] = strict_prf(dev, base.predict(dev))
            report["predict_stage1_only_s"] = round(time.perf_counter() - t, 2)
            base.crf2_ = crf2
        report.update(_svm_boosted_extras(base, dev, preds))
        if args.save:
            base.to_disk(args.save)
        if args.errors:
            write_errors(args.errors, dev, preds)
    report["peak_rss_mb"] = round(peak_mb())
    text = json.dumps(report, indent=2, ensure_ascii=False)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
