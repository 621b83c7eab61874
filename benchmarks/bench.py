"""Speed and scale benchmark of multideid (fit time, run throughput, peak RSS, model size).

Usage (from the repository root)::

    /work/venv/bin/python benchmarks/bench.py --meddocan ../shared/data/meddocan --synth-n 1000 \\
        --out BENCHMARKS.md --plot benchmarks/throughput.png
    /work/venv/bin/python benchmarks/bench.py --meddocan ../shared/data/meddocan --quick   # dry run

Workloads: MEDDOCAN (fit on train+dev, the issue's 750-document target; run on the 250 dev
documents) and synthetic English notes (:func:`multideid.synth.generate_corpus`: fit on
``--synth-n`` train-split notes, run on ``--synth-n`` test-split notes).  For each workload:

* **fit**: :func:`multideid.ensemble.fit_model` with out-of-fold stacking, in a subprocess;
  time per base (out-of-fold folds + final fit), stacker (nested CV, subsets, final fit), save,
  total; peak RSS; model directory size.
* **run**: the real user path, ``multideid run INPUT --model DIR --jobs 1`` and ``--jobs 2``
  (subprocess wall time, including interpreter start and model loading), docs/s and chars/s,
  peak RSS of the whole process tree (``/proc`` sampled every 0.1 s) and of the largest process
  (``ru_maxrss``).
* **each base alone**: in one subprocess, load the model, tokenize every document once (timed
  separately: tokens are shared by all bases), then ``base.predict(docs)`` per base, and the
  in-process ``Ensemble.predict`` (all bases + stacker) without start-up costs.
* **presidio reference**: a plain ``presidio_analyzer.AnalyzerEngine`` with Presidio's stock
  predefined *pattern* recognizers (English set, no spaCy model: a blank spaCy tokenizer as NLP
  engine, the public-suffix list read from tldextract's bundled snapshot) over the same texts,
  in the same run.

Every phase runs in its own subprocess so that peak RSS is per phase.  ``--quick`` uses small
slices (and 2 folds) for a dry run; the numbers are then not comparable with the targets.
Results go to ``--json`` (raw), to ``--out`` (a markdown table between
``<!-- bench:start -->`` / ``<!-- bench:end -->`` markers; text outside them is kept) and to
``--plot`` (PNG bar chart of docs/s per base).

Layout, by stage: this script holds the command line, the workloads and the orchestration
(:func:`benchmark`, :func:`run_phase`); ``bench_measure.py`` the measurement helpers and
corpora, ``bench_fit.py`` the fit phase, ``bench_run.py`` the run phases (``multideid run``,
each base alone, the Presidio reference) and ``bench_report.py`` the markdown and the plot.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

# the stages live beside this script (bench_measure, bench_fit, bench_run, bench_report); the
# names tests and users know are re-exported here
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_fit import phase_fit  # noqa: E402
from bench_measure import (  # noqa: E402,F401
    REPO,
    available_bases,
    dir_size,
    machine_info,
    measure_command,
    other_pythons,
    read_docs,
    synth_docs,
    write_jsonl,
)
from bench_report import END, START, plot, render_markdown, write_markdown  # noqa: E402,F401
from bench_run import phase_bases, phase_presidio, presidio_reference_engine, run_cli  # noqa: E402,F401


# --------------------------------------------------------------------------- phases (in subprocesses)


PHASES = {"fit": phase_fit, "bases": phase_bases, "presidio": phase_presidio}


def run_phase(name: str, **kwargs) -> dict:
    """Run a phase function in a fresh interpreter; its JSON result plus wall time and peak RSS."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "_phase", name, json.dumps(kwargs)]
    m = measure_command(cmd, cwd=REPO)
    res = json.loads(m.pop("stdout").strip().splitlines()[-1])
    res.update({"wall_s": m["seconds"], "tree_peak_mb": m["tree_peak_mb"], "tree_pss_peak_mb": m["tree_pss_peak_mb"],
                "max_rss_mb": m["max_rss_mb"],
                "process_cpu_s": m["cpu_s"]})
    return res


# --------------------------------------------------------------------------- the benchmark


def workloads(args) -> list[dict]:
    """Corpora to fit and run on, written as JSONL into ``args.workdir``."""
    work = Path(args.workdir)
    out = []
    if args.meddocan:
        root = Path(args.meddocan)
        train = read_docs(root / "train")
        dev = read_docs(root / "dev")
        fit_docs = train + dev if args.meddocan_fit == "train+dev" else train
        n_all, what = len(fit_docs), args.meddocan_fit
        limit = 12 if args.quick else args.fit_limit
        if limit and limit < len(fit_docs):
            step = len(fit_docs) // limit
            fit_docs = fit_docs[::step][:limit]  # spread evenly over train and dev
            what += f", every {step}th document"
        if args.quick:
            dev = dev[:6]
        out.append({"name": "meddocan", "fit": write_jsonl(fit_docs, work / "meddocan_fit.jsonl", gold=True),
                    "fit_desc": f"MEDDOCAN {what} ({len(fit_docs)} docs)",
                    "fit_target_docs": n_all,
                    "run": write_jsonl(dev, work / "meddocan_run.jsonl", gold=False),
                    "run_desc": f"MEDDOCAN dev ({len(dev)} docs)", "n_run": len(dev),
                    "chars": sum(len(d.text) for d in dev)})
    if args.synth_n:
        n = 10 if args.quick else args.synth_n
        n_fit = 10 if args.quick else (args.synth_fit_n or n)
        train, test = synth_docs(n_fit, "train"), synth_docs(n, "test")
        out.append({"name": "synthetic", "fit": write_jsonl(train, work / "synth_fit.jsonl", gold=True),
                    "fit_desc": f"synthetic train ({n_fit} notes)", "fit_target_docs": n,
                    "run": write_jsonl(test, work / "synth_run.jsonl", gold=False),
                    "run_desc": f"synthetic test ({n} notes)", "n_run": n, "chars": sum(len(d.text) for d in test)})
    return out


def benchmark(args) -> dict:
    """Run the selected stages for every workload; returns the raw results.

    ``--stage fit`` fits and stores the models and results in the work directory; a later
    ``--stage run`` (same ``--workdir``) measures the run side with those models, so the
    expensive fits and the throughput runs can happen at different times.
    """
    work = Path(args.workdir)
    saved = work / "results.json"
    results: dict[str, Any] = json.loads(saved.read_text(encoding="utf-8")) if saved.exists() else {"workloads": {}}
    info = machine_info()
    bases = available_bases(args.bases.split(",") if args.bases != "all" else None)
    folds = 2 if args.quick else args.folds
    results.update({"bases": results.get("bases") or bases, "quick": bool(args.quick),
                    "command": " ".join([Path(sys.argv[0]).name] + sys.argv[1:])})
    if args.stage in ("fit", "all"):
        results["machine_fit"] = info
        results["folds"] = folds
        results["bases"] = bases
    if args.stage in ("run", "all"):
        results["machine"] = info
    results.setdefault("machine", info)
    for w in workloads(args):
        name = w["name"]
        r = results["workloads"].setdefault(name, {})
        model = work / f"model_{name}"
        if args.stage in ("fit", "all"):
            r.update({"fit_desc": w["fit_desc"], "fit_target_docs": w["fit_target_docs"]})
            log(f"[{name}] fit: {w['fit_desc']}, {folds} folds, bases {','.join(bases)}")
            r["fit"] = run_phase("fit", data=str(w["fit"]), model_dir=str(model), bases=bases, folds=folds)
            log(f"[{name}] fit {r['fit']['total_s']} s (cpu {r['fit']['cpu_s']} s), model {r['fit']['model_mb']} MB")
            saved.write_text(json.dumps(results, indent=1), encoding="utf-8")
        if args.stage in ("run", "all"):
            if not model.is_dir():
                raise SystemExit(f"no fitted model {model}: run --stage fit with this --workdir first")
            r["run_desc"], r["run_chars"], r["n_run"] = w["run_desc"], w["chars"], w["n_run"]
            r["run"] = []
            for jobs in (args.synth_jobs or args.jobs) if name == "synthetic" else args.jobs:
                m = run_cli(w["run"], model, work / f"out_{name}_{jobs}.jsonl", jobs, w["n_run"], w["chars"])
                log(f"[{name}] run --jobs {jobs}: {m['docs_s']} docs/s, tree peak {m['tree_peak_mb']} MB")
                r["run"].append(m)
            r["bases"] = run_phase("bases", data=str(w["run"]), model_dir=str(model), limit=args.alone_limit)
            log(f"[{name}] bases alone: " + ", ".join(f"{b} {v['docs_s']}" for b, v in r["bases"]["bases"].items()))
            r["presidio_ref"] = run_phase("presidio", data=str(w["run"]))
            log(f"[{name}] presidio reference: {r['presidio_ref']['docs_s']} docs/s")
            saved.write_text(json.dumps(results, indent=1), encoding="utf-8")
    results["machine_after"] = {"load": [round(x, 2) for x in os.getloadavg()],
                                "other_python_processes": other_pythons()}
    saved.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return results


def log(msg: str) -> None:
    print(time.strftime("%H:%M:%S"), msg, file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["_phase"]:  # internal: one phase in this fresh process
        res = PHASES[argv[1]](**json.loads(argv[2]))
        res["self_max_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
        print(json.dumps(res))
        return 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--meddocan", help="MEDDOCAN root with train/ and dev/ (brat)")
    ap.add_argument("--meddocan-fit", choices=("train+dev", "train"), default="train+dev",
                    help="what the MEDDOCAN model is fitted on (run always uses dev)")
    ap.add_argument("--synth-n", type=int, default=1000, help="synthetic notes to run on (0: skip synthetic)")
    ap.add_argument("--synth-fit-n", type=int, help="synthetic notes to fit on (default: --synth-n)")
    ap.add_argument("--fit-limit", type=int, help="fit MEDDOCAN on an evenly spread subset of this many documents")
    ap.add_argument("--stage", choices=("all", "fit", "run"), default="all",
                    help="fit only, run only (reusing --workdir's models), or both")
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--bases", default="all", help="all available default bases, or a comma list")
    ap.add_argument("--jobs", type=int, nargs="+", default=[1, 2], help="`run --jobs` values to measure")
    ap.add_argument("--synth-jobs", type=int, nargs="+", help="`run --jobs` values for the synthetic notes (default: --jobs)")
    ap.add_argument("--alone-limit", type=int, help="measure each base alone on the first N run documents only")
    ap.add_argument("--quick", action="store_true", help="tiny slices and 2 folds (dry run, smoke test)")
    ap.add_argument("--workdir", help="scratch directory (default: a temporary one, removed at the end)")
    ap.add_argument("--json", help="write the raw results here")
    ap.add_argument("--out", help="markdown file to update (e.g. BENCHMARKS.md)")
    ap.add_argument("--plot", help="PNG bar chart of throughput per base")
    args = ap.parse_args(argv)
    if not args.meddocan and not args.synth_n:
        ap.error("nothing to measure: give --meddocan and/or --synth-n")
    tmp = None
    if args.stage != "all" and not args.workdir:
        ap.error("--stage fit/run needs a --workdir that keeps the models between the stages")
    if not args.workdir:
        tmp = args.workdir = tempfile.mkdtemp(prefix="multideid-bench-")
    Path(args.workdir).mkdir(parents=True, exist_ok=True)
    try:
        res = benchmark(args)
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1), encoding="utf-8")
    md = render_markdown(res)
    if args.out:
        write_markdown(res, args.out)
    else:
        print(md)
    if args.plot:
        plot(res, args.plot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
