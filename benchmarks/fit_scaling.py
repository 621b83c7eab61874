"""Fit cost per base as a function of corpus size (issue 21).

For each corpus size, one training and one prediction pass of every base, in this process,
measured in CPU seconds (``getrusage``: all threads of the process), with the tokens trained on:

* a trainable base (crf, svm): ``fit`` on all documents of the size (one training: a full
  ``multideid fit`` runs K + 1 of them, K on (K-1)/K of the documents), then ``analyze`` of
  every document (a fold task predicts 1/K of them);
* a knowledge base (rules, dictionary, presidio): ``analyze`` of every document (its one
  out-of-fold task).

Every base gets fresh copies of the documents (tokens kept: tokenizing is timed once, apart),
so no base reuses the features another base memoised on them, as in a worker process.  Each
base is warmed up on two documents first (engines, automata, imports are per-process costs).
For the crf, the feature extraction part of a training is also timed alone, which splits its
cost into a per-token part and a per-token-and-pass part (the rates of multideid.fit_cost).

``--full-fit N ...`` also times complete ``multideid fit --corpus.synth_n N --jobs J`` runs in
subprocesses (wall and CPU of the process tree); ``--full-fit-meddocan N`` the same on a MEDDOCAN
folder of N documents.  Those are whole fits (K + 1 trainings per base plus the stacker), not
single trainings: the report says which row is which.

    python benchmarks/fit_scaling.py --meddocan ../shared/data/meddocan --synth 40 100 300 1000 \\
        --med 100 250 500 750 --json fit_scaling.json --plot benchmarks/fit_scaling.png \\
        --markdown fit_scaling.md --full-fit 40 300 --jobs 2

The machine's load average is recorded before and after every measurement: CPU seconds
depend much less on it than wall seconds, but not at all is not true on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BASES = ("rules", "dictionary", "presidio", "crf", "svm")


def cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def load() -> float:
    return round(os.getloadavg()[0], 2)


def synth_docs(n: int):
    from multideid.synth import generate_corpus

    return generate_corpus(n, seed=0, split="train")


def meddocan_docs(root: Path, n: int):
    """MEDDOCAN train, an evenly spread subset of ``n`` documents; 750 = all of train + dev."""
    from multideid.io import read_corpus

    train = read_corpus(str(root / "train"), None, None, require_gold=True)
    if n <= len(train):
        step = len(train) / n
        return [train[int(k * step)] for k in range(n)]
    dev = read_corpus(str(root / "dev"), None, None, require_gold=True)
    both = train + dev
    if n > len(both):
        raise SystemExit(f"MEDDOCAN train+dev has {len(both)} documents, fewer than {n}")
    step = len(both) / n
    return [both[int(k * step)] for k in range(n)]


def measure_size(corpus: str, docs, bases, cfg) -> list[dict]:
    from multideid.config import build_base
    from multideid.ensemble import apply_corpus_language

    apply_corpus_language(docs, cfg)
    c = cpu()
    tokens = sum(len(d.tokens) for d in docs)
    tok_cpu = cpu() - c
    rows = []
    print(f"{corpus} {len(docs)} docs, {tokens} tokens (tokenize {tok_cpu:.1f} CPU s), load {load()}", flush=True)
    for name in bases:
        table = dict(cfg["bases"][name])
        base = build_base(name, table)
        trainable = bool(getattr(base, "requires_fit", True))
        warm = [d.copy() for d in docs[:2]]
        if trainable:
            build_base(name, table).fit(warm).analyze([d.copy(gold=None) for d in warm])
        else:
            base.fit(warm).analyze([d.copy(gold=None) for d in warm])
        row = {"corpus": corpus, "docs": len(docs), "tokens": tokens, "base": name, "trainable": trainable,
               "load_before": load()}
        if trainable:
            train_docs = [d.copy() for d in docs]
            t, c = time.time(), cpu()
            base.fit(train_docs)
            row["train_cpu"], row["train_wall"] = round(cpu() - c, 2), round(time.time() - t, 2)
            if name == "crf":
                row["passes"] = int(table.get("max_iterations", 75))
                row["extract_cpu"] = crf_extraction_cpu(base, [d.copy() for d in docs])
        else:
            base.fit(docs[:1])
        pred_docs = [d.copy(gold=None) for d in docs]
        t, c = time.time(), cpu()
        base.analyze(pred_docs)
        row["predict_cpu"], row["predict_wall"] = round(cpu() - c, 2), round(time.time() - t, 2)
        row["load_after"] = load()
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


def crf_extraction_cpu(base, docs) -> float:
    """CPU seconds of the crf's feature extraction alone (what its ``fit`` does before CRFsuite)."""
    from multideid.base_systems.features import drop_rare_words
    from multideid.base_systems.learned import make_feature_extractor

    c = cpu()
    fx = make_feature_extractor(base.feature_params()).fit(docs)
    drop_rare_words(fx.transform_many(docs), docs, int(base.min_word_docs))
    return round(cpu() - c, 2)


def full_fit(args_fit: list[str], jobs: int, label: str) -> dict:
    """One ``multideid fit`` in a subprocess: wall and CPU seconds of the process tree."""
    with tempfile.TemporaryDirectory(prefix="fit-scaling-") as tmp:
        cmd = [sys.executable, "-m", "multideid", "fit", *args_fit, "--jobs", str(jobs), "-q", "--model", f"{tmp}/m"]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        l0, t = load(), time.time()
        subprocess.run(cmd, check=True)
        wall = time.time() - t
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        meta = json.loads(Path(tmp, "m", "meta.json").read_text())
    tree_cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    row = {"full_fit": label, "jobs": jobs, "docs": meta["training_data"]["n_docs"], "wall": round(wall, 1),
           "cpu": round(tree_cpu, 1), "task_seconds": {b["name"]: b["fit_seconds"] for b in meta["bases"]},
           "load_before": l0, "load_after": load(), "command": "multideid " + " ".join(cmd[3:])}
    print(json.dumps(row), flush=True)
    return row


def rates(rows: list[dict]) -> dict:
    """CPU seconds per 1,000 tokens per base, fitted over all sizes (least squares through 0)."""
    out = {}
    rows = [r for r in rows if "label" not in r]
    for name in sorted({r["base"] for r in rows}):
        rs = [r for r in rows if r["base"] == name]
        k = sum(r["tokens"] ** 2 for r in rs) / 1e6

        def slope(key):
            return round(sum(r["tokens"] * r[key] for r in rs) / 1e3 / k, 4) if k else 0.0

        rate = {"predict": slope("predict_cpu")}
        if rs[0]["trainable"]:
            rate["train"] = slope("train_cpu")
            if name == "crf":
                for r in rs:
                    r["_lbfgs"] = (r["train_cpu"] - r["extract_cpu"]) / r["passes"]
                rate["fixed"] = slope("extract_cpu")
                rate["per_pass"] = slope("_lbfgs")
                for r in rs:
                    del r["_lbfgs"]
        out[name] = rate
    return out


def markdown(rows: list[dict], fulls: list[dict], rate: dict) -> str:
    lines = ["| corpus | docs | tokens | base | train CPU s | predict CPU s | load (1 min) |", "|---|---:|---:|---|---:|---:|---|"]
    for r in rows:
        if "label" in r:
            lines.append(f"| {r['corpus']} | {r['docs']} | {r['tokens']:,} | {r['base']} | {r['train_cpu']:.1f} "
                         f"({r['label']}) | - | {r.get('load', '')} |")
            continue
        tr = f"{r['train_cpu']:.1f}" if "train_cpu" in r else "-"
        if "extract_cpu" in r:
            tr += f" ({r['extract_cpu']:.1f} features, {r['passes']} passes)"
        lines.append(f"| {r['corpus']} | {r['docs']} | {r['tokens']:,} | {r['base']} | {tr} | {r['predict_cpu']:.1f} | "
                     f"{r['load_before']}-{r['load_after']} |")
    lines += ["", "| base | CPU s per 1,000 tokens trained on | per 1,000 tokens predicted |", "|---|---:|---:|"]
    for b, rt in rate.items():
        extra = f" ({rt['fixed']} + {rt['per_pass']} per pass)" if "per_pass" in rt else ""
        lines.append(f"| {b} | {rt.get('train', 0):.3f}{extra} | {rt['predict']:.3f} |")
    if fulls:
        lines += ["", "Whole `multideid fit` runs (K + 1 trainings per base + the stacker):", "",
                  "| command | docs | wall s | CPU s (tree) | task seconds | load |", "|---|---:|---:|---:|---|---|"]
        for f in fulls:
            ts = ", ".join(f"{b} {s}" for b, s in f["task_seconds"].items())
            lines.append(f"| `{f['command']}` | {f['docs']} | {f['wall']} | {f['cpu']} | {ts} | {f['load_before']}-{f['load_after']} |")
    return "\n".join(lines) + "\n"


def plot(rows: list[dict], path: Path) -> None:
    """Train and predict CPU seconds by tokens, one colour per base, one line style per corpus.
    Rows with a ``label`` (single measurements from elsewhere, e.g. a solver comparison) are
    drawn as labelled hollow points on the training panel."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(11, 4.4))
    styles = {"synthetic": "o-", "meddocan": "s--"}
    bases = list(dict.fromkeys(r["base"] for r in rows))
    colour = {b: f"C{k}" for k, b in enumerate(bases)}
    for ax, key, title in ((axes[0], "train_cpu", "one training (fit on all documents)"),
                           (axes[1], "predict_cpu", "predicting every document")):
        for base in bases:
            for corpus, style in styles.items():
                rs = sorted((r for r in rows if r["base"] == base and r["corpus"] == corpus and key in r
                             and "label" not in r), key=lambda r: r["tokens"])
                if rs:
                    ax.plot([r["tokens"] / 1000 for r in rs], [r[key] for r in rs], style, color=colour[base],
                            label=f"{base} ({corpus})")
        for r in rows:
            if "label" in r and key in r:
                ax.plot([r["tokens"] / 1000], [r[key]], "o", mfc="none", color=colour[r["base"]], ms=9)
                ax.annotate(r["label"], (r["tokens"] / 1000, r[key]), fontsize=7, xytext=(-120, 0),
                            textcoords="offset points", va="center")
        ax.set_xlabel("tokens (thousands)")
        ax.set_ylabel("CPU seconds")
        ax.set_title(title)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
    fig.suptitle("multideid fit cost per base by corpus size (CPU seconds; benchmarks/fit_scaling.py)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--synth", type=int, nargs="*", default=[40, 100, 300, 1000])
    ap.add_argument("--med", type=int, nargs="*", default=[100, 250, 500, 750])
    ap.add_argument("--meddocan", type=Path, help="MEDDOCAN root (train/, dev/)")
    ap.add_argument("--bases", nargs="*", default=list(BASES))
    ap.add_argument("--full-fit", type=int, nargs="*", default=[], help="synthetic sizes for whole `fit` runs")
    ap.add_argument("--full-fit-meddocan", type=Path, nargs="*", default=[], help="MEDDOCAN folders for whole `fit` runs")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--plot", type=Path)
    ap.add_argument("--markdown", type=Path)
    ap.add_argument("--from-json", type=Path, help="only redraw the plot and tables from a saved --json")
    a = ap.parse_args(argv)

    if a.from_json:
        data = json.loads(a.from_json.read_text())
        rows, fulls = data["rows"], data["full_fits"]
    else:
        from multideid.config import load_config

        cfg = load_config(None, [])
        rows, fulls = [], []
        for n in a.synth:
            rows += measure_size("synthetic", synth_docs(n), a.bases, cfg)
        if a.meddocan:
            for n in a.med:
                rows += measure_size("meddocan", meddocan_docs(a.meddocan, n), a.bases, cfg)
        for n in a.full_fit:
            fulls.append(full_fit(["--corpus.synth_n", str(n)], a.jobs, f"synthetic {n}"))
        for p in a.full_fit_meddocan:
            fulls.append(full_fit(["--train", str(p)], a.jobs, f"meddocan {p.name}"))
    rate = rates(rows)
    info = {"rows": rows, "full_fits": fulls, "rates": rate, "cpus": os.cpu_count(),
            "measured": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    if a.json:
        a.json.write_text(json.dumps(info, indent=1))
    if a.markdown:
        a.markdown.write_text(markdown(rows, fulls, rate))
    if a.plot and rows:
        plot(rows, a.plot)
    print(json.dumps(rate, indent=1))


if __name__ == "__main__":
    main()
