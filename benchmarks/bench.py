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
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Sequence

REPO = Path(__file__).resolve().parents[1]
START, END = "<!-- bench:start -->", "<!-- bench:end -->"
PAGE = os.sysconf("SC_PAGE_SIZE")


# --------------------------------------------------------------------------- measurement helpers


def dir_size(path: str | Path) -> int:
    """Total size in bytes of the regular files under ``path``."""
    total = 0
    for root, _, files in os.walk(path):
        for f in files:
            p = os.path.join(root, f)
            if not os.path.islink(p):
                total += os.path.getsize(p)
    return total


def _children(pid: int) -> list[int]:
    out: list[int] = []
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{tid}/children") as fh:
                out += [int(x) for x in fh.read().split()]
    except OSError:
        pass
    return out


def _tree_sum(pid: int, measure) -> int:
    """``measure(p)`` summed over ``pid`` and all its descendants (a vanished process counts 0)."""
    total, todo, seen = 0, [pid], set()
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        try:
            total += measure(p)
        except (OSError, ValueError, IndexError):
            continue
        todo += _children(p)
    return total


def _rss(p: int) -> int:
    with open(f"/proc/{p}/statm") as fh:
        return int(fh.read().split()[1]) * PAGE


def _pss(p: int) -> int:
    with open(f"/proc/{p}/smaps_rollup") as fh:
        for line in fh:
            if line.startswith("Pss:"):
                return int(line.split()[1]) * 1024
    return 0


def tree_rss(pid: int) -> int:
    """Resident set size in bytes of ``pid`` and all its descendants (Linux ``/proc``)."""
    return _tree_sum(pid, _rss)


def tree_pss(pid: int) -> int:
    """Proportional set size in bytes of ``pid`` and its descendants: each page shared by k
    processes counts 1/k, so forked workers sharing the parent's model are not counted twice
    (Linux ``/proc/PID/smaps_rollup``; 0 where it is unavailable)."""
    return _tree_sum(pid, _pss)


def measure_command(cmd: Sequence[str], *, env: dict | None = None, cwd: str | Path | None = None,
                    interval: float = 0.1, stdout=subprocess.PIPE) -> dict:
    """Run ``cmd``; wall seconds, peak RSS of the process tree (sampled) and of its largest process.

    ``tree_peak_mb`` is the RSS sum over the command and its workers (pages shared between
    processes counted once per process); ``tree_pss_peak_mb`` the proportional sum (shared pages
    split between their processes: what the machine must hold);
    ``max_rss_mb`` is ``ru_maxrss`` from ``wait4`` (largest single process among the reaped
    tree).  ``stdout`` is returned decoded when captured; a non-zero exit raises RuntimeError
    with the command's last stderr lines.
    """
    t0 = time.perf_counter()
    proc = subprocess.Popen(list(cmd), env=env, cwd=cwd, stdout=stdout, stderr=subprocess.PIPE)
    peak = [0, 0]
    done = threading.Event()

    def sample():
        while not done.is_set():
            peak[0] = max(peak[0], tree_rss(proc.pid))
            peak[1] = max(peak[1], tree_pss(proc.pid))
            done.wait(interval)

    th = threading.Thread(target=sample, daemon=True)
    th.start()
    out_b, err_b = b"", b""
    # read the pipes in threads: a full pipe would block the child
    bufs: dict[str, bytes] = {}

    def drain(name, fh):
        bufs[name] = fh.read() if fh is not None else b""

    readers = [threading.Thread(target=drain, args=("out", proc.stdout)),
               threading.Thread(target=drain, args=("err", proc.stderr))]
    for r in readers:
        r.start()
    _, status, ru = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    done.set()
    th.join()
    for r in readers:
        r.join()
    out_b, err_b = bufs.get("out", b""), bufs.get("err", b"")
    if proc.returncode != 0:
        tail = "\n".join(err_b.decode("utf-8", "replace").splitlines()[-15:])
        raise RuntimeError(f"command failed ({proc.returncode}): {' '.join(map(str, cmd))}\n{tail}")
    return {
        "seconds": round(wall, 3),
        "tree_peak_mb": round(peak[0] / 2**20, 1),
        "tree_pss_peak_mb": round(peak[1] / 2**20, 1),
        "max_rss_mb": round(ru.ru_maxrss / 1024, 1),
        "cpu_s": round(ru.ru_utime + ru.ru_stime, 2),
        "stdout": out_b.decode("utf-8", "replace"),
    }


def machine_info() -> dict:
    """CPU model, cores, memory, Python, load and other Python processes (is the machine busy?)."""
    cpu = ""
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = 0
    try:
        for line in open("/proc/meminfo"):
            if line.startswith("MemTotal"):
                mem = int(line.split()[1]) * 1024
    except OSError:
        pass
    return {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "cpu": cpu or platform.processor(),
        "cores": os.cpu_count(),
        "affinity": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count(),
        "mem_gb": round(mem / 2**30, 1),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "load": [round(x, 2) for x in os.getloadavg()],
        "other_python_processes": _other_pythons(),
    }


def _other_pythons() -> int:
    """Python processes not belonging to this benchmark (load from other users of the CPU)."""
    me = {os.getpid(), os.getppid()}
    n = 0
    for p in os.listdir("/proc"):
        if not p.isdigit() or int(p) in me:
            continue
        try:
            with open(f"/proc/{p}/cmdline", "rb") as fh:
                cmd = fh.read().split(b"\0")
        except OSError:
            continue
        if cmd and b"python" in os.path.basename(cmd[0]) and not any(b"bench.py" in c for c in cmd):
            n += 1
    return n


# --------------------------------------------------------------------------- corpora


def read_docs(path: str | Path, limit: int | None = None) -> list:
    """Documents of a corpus path in any multideid format (sorted by id for determinism)."""
    from multideid.io import read_corpus

    docs = sorted(read_corpus(str(path)), key=lambda d: d.id)
    return docs[:limit] if limit else docs


def synth_docs(n: int, split: str, seed: int = 0) -> list:
    from multideid.synth import generate_corpus

    return generate_corpus(n, seed=seed, split=split)


def write_jsonl(docs: Sequence, path: str | Path, *, gold: bool) -> Path:
    """Write documents as multideid JSONL (with gold spans for fitting, text only for running)."""
    path = Path(path)
    with path.open("w", encoding="utf-8") as fh:
        for d in docs:
            obj: dict[str, Any] = {"id": d.id, "text": d.text}
            if gold:
                obj["spans"] = [s.to_dict() for s in d.gold or []]
            if d.metadata.get("language"):
                obj["metadata"] = {"language": d.metadata["language"]}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    return path


def available_bases(wanted: Sequence[str] | None = None) -> list[str]:
    """Default (enabled) base instances whose adapter imports and is available on this machine."""
    from multideid.config import DEFAULT_BASES, DEFAULT_DISABLED
    from multideid.errors import UsageError
    from multideid.registry import get_base_class

    out = []
    for b in wanted or [b for b in DEFAULT_BASES if b not in DEFAULT_DISABLED]:
        try:
            ok, _ = get_base_class(b).is_available()
        except (UsageError, ImportError):
            ok = False
        if ok:
            out.append(b)
    return out


# --------------------------------------------------------------------------- phases (in subprocesses)


def phase_fit(data: str, model_dir: str, bases: Sequence[str], folds: int) -> dict:
    """Fit a model with :func:`fit_model`; per-base and stacker timings from its progress events."""
    from multideid.config import default_config
    from multideid.ensemble import fit_model

    t_read = time.perf_counter()
    docs = read_docs(data)
    cfg = default_config(bases=list(bases))
    cfg["stacking"]["folds"] = int(folds)
    read_s = time.perf_counter() - t_read
    events: list[tuple[float, str, dict]] = []
    cpu_at: dict[str, float] = {}
    t0, c0 = time.perf_counter(), _cpu()

    def progress(event: str, info: dict) -> None:
        events.append((time.perf_counter() - t0, event, dict(info)))
        if event in ("base_done", "stacker", "save"):
            cpu_at[f"{event}:{info.get('base', '')}"] = _cpu() - c0

    ens = fit_model(cfg, docs, model_dir, bases=list(bases), data_source=str(data), progress=progress)
    total = time.perf_counter() - t0
    cpu_total = _cpu() - c0
    # CPU seconds per base: difference between consecutive base_done marks
    cpu_base, prev = {}, 0.0
    for key, c in cpu_at.items():
        if key.startswith("base_done:"):
            cpu_base[key.split(":", 1)[1]] = round(c - prev, 1)
            prev = c
    per_base: dict[str, dict] = {}
    last = 0.0
    oof_end: dict[str, float] = {}
    for t, ev, info in events:
        if ev == "fit_all":
            oof_end[info["base"]] = t
        if ev == "base_done":
            b = info["base"]
            per_base[b] = {"oof_s": round(oof_end.get(b, t) - last, 2), "final_fit_s": round(t - oof_end.get(b, t), 2),
                           "total_s": round(t - last, 2), "cpu_s": cpu_base.get(b)}
            last = t
    t_st = next((t for t, ev, _ in events if ev == "stacker"), last)
    t_save = next((t for t, ev, _ in events if ev == "save"), total)
    t_final = next((t for t, ev, _ in events if ev == "stacker_final"), t_save)
    t_sub = next((t for t, ev, _ in events if ev == "subset"), t_save)
    return {
        "n_docs": len(docs),
        "chars": sum(len(d.text) for d in docs),
        "folds": int(folds),
        "bases": per_base,
        "stacker_s": round(t_save - t_st, 2),
        "stacker_nested_cv_s": round(t_final - t_st, 2),
        "stacker_final_s": round(t_sub - t_final, 2),
        "subset_stackers_s": round(t_save - t_sub, 2),
        "save_s": round(total - t_save, 2),
        "total_s": round(total, 2),
        "cpu_s": round(cpu_total, 1),
        "stacker_cpu_s": round(cpu_at.get("save:", cpu_total) - cpu_at.get("stacker:", 0.0), 1),
        "read_s": round(read_s, 2),
        "model_mb": round(dir_size(model_dir) / 2**20, 2),
        "subsets": list(ens.meta.get("subsets", [])),
        "stacker_f1_oof": ens.meta.get("oof_scores", {}).get("stacker", {}).get("f1"),
    }


def _cpu() -> float:
    """User + system CPU seconds of this process and its reaped children (BLAS/LightGBM threads count)."""
    a, b = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return a.ru_utime + a.ru_stime + b.ru_utime + b.ru_stime


def phase_bases(data: str, model_dir: str, limit: int | None = None) -> dict:
    """Load the model, tokenize once, time each base's ``predict`` and the in-process ensemble.

    ``limit``: only the first documents (throughput per document does not need them all).
    """
    from multideid.ensemble import load_model

    t0 = time.perf_counter()
    ens = load_model(model_dir)
    load_s = time.perf_counter() - t0
    docs = read_docs(data, limit)
    chars = sum(len(d.text) for d in docs)
    t0 = time.perf_counter()
    for d in docs:
        d.tokens
    tok_s = time.perf_counter() - t0
    out: dict[str, Any] = {"n_docs": len(docs), "chars": chars, "load_s": round(load_s, 2),
                           "tokenize_s": round(tok_s, 3), "bases": {}}
    # warm-up on one document so lazily built engines/tries are not charged to throughput.
    # Every measurement gets fresh copies (tokens kept, per-document memo of features and raw
    # matches dropped): a base must not be timed on what an earlier base already computed.
    fresh = lambda: [d.copy() for d in docs]
    for name, base in ens.bases.items():
        t0 = time.perf_counter()
        base.predict(fresh()[:1])
        warm = time.perf_counter() - t0
        batch = fresh()
        t0 = time.perf_counter()
        base.predict(batch)
        s = time.perf_counter() - t0
        out["bases"][name] = {"seconds": round(s, 3), "warmup_s": round(warm, 3),
                              "docs_s": round(len(docs) / s, 1), "chars_s": round(chars / s)}
    batch = fresh()
    t0 = time.perf_counter()
    ens.predict(batch)
    s = time.perf_counter() - t0
    out["ensemble_in_process"] = {"seconds": round(s, 3), "docs_s": round(len(docs) / s, 1), "chars_s": round(chars / s)}
    return out


def presidio_reference_engine():
    """A plain Presidio AnalyzerEngine: stock predefined pattern recognizers, offline.

    No spaCy model: Presidio's own ``SpacyNlpEngine`` runs a blank English spaCy pipeline
    (tokenizer only, no NER, no lemmas), the spaCy NER recognizer is removed (pattern-only),
    and tldextract reads its bundled public-suffix snapshot instead of downloading the list.
    """
    import spacy
    import tldextract
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
    from presidio_analyzer.nlp_engine import SpacyNlpEngine

    # what EmailRecognizer calls; no HTTP, no cache written
    tldextract.extract = tldextract.TLDExtract(cache_dir=None, suffix_list_urls=(), fallback_to_snapshot=True)
    nlp = SpacyNlpEngine(models=[{"lang_code": "en", "model_name": "blank:en"}])
    nlp.nlp = {"en": spacy.blank("en")}  # instead of load(), which would download a model
    registry = RecognizerRegistry(supported_languages=["en"])
    registry.load_predefined_recognizers(languages=["en"], nlp_engine=nlp)
    for r in list(registry.recognizers):
        if any(k in type(r).__name__ for k in ("Spacy", "Stanza", "Transformers")):
            registry.remove_recognizer(r.name)
    return AnalyzerEngine(registry=registry, nlp_engine=nlp, supported_languages=["en"])


def phase_presidio(data: str) -> dict:
    """Presidio alone (:func:`presidio_reference_engine`) over the texts of ``data``."""
    t0 = time.perf_counter()
    engine = presidio_reference_engine()
    build_s = time.perf_counter() - t0
    docs = read_docs(data)
    texts = [d.text for d in docs]
    chars = sum(map(len, texts))
    engine.analyze(text=texts[0], language="en")  # warm-up
    t0 = time.perf_counter()
    n_results = 0
    for t in texts:
        n_results += len(engine.analyze(text=t, language="en"))
    s = time.perf_counter() - t0
    return {"n_docs": len(texts), "chars": chars, "build_s": round(build_s, 2), "seconds": round(s, 3),
            "docs_s": round(len(texts) / s, 1), "chars_s": round(chars / s), "results": n_results,
            "recognizers": len(engine.registry.recognizers)}


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


def run_cli(input_path: str | Path, model_dir: str | Path, out_path: str | Path, jobs: int,
            n_docs: int, chars: int, bases: str = "all") -> dict:
    """``multideid run`` as a user runs it (tag mode, JSONL out, no summary)."""
    exe = Path(sys.executable).with_name("multideid")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "multideid"]
    cmd += ["run", str(input_path), "--model", str(model_dir), "--output", str(out_path), "--format", "jsonl",
            "--jobs", str(jobs), "--bases", bases, "--quiet", "--overwrite"]
    m = measure_command(cmd, cwd=REPO)
    m.pop("stdout")
    n_out = sum(1 for _ in open(out_path, encoding="utf-8"))
    if n_out != n_docs:
        raise RuntimeError(f"multideid run wrote {n_out} documents for {n_docs} inputs")
    m.update({"jobs": jobs, "n_docs": n_docs, "docs_s": round(n_docs / m["seconds"], 1),
              "chars_s": round(chars / m["seconds"])})
    return m


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
                                "other_python_processes": _other_pythons()}
    saved.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return results


def log(msg: str) -> None:
    print(time.strftime("%H:%M:%S"), msg, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------- reporting


def render_markdown(res: dict) -> str:
    """The results as markdown tables (what goes between the markers of BENCHMARKS.md)."""
    m = res["machine"]
    lines = [START, ""]
    lines.append(f"Measured {m['date']} on {m['cpu']}, {m['affinity']} cores, {m['mem_gb']} GB RAM, "
                 f"Python {m['python']} ({m['platform']}).")
    busy = m["other_python_processes"]
    lines.append(f"Load average at start {m['load'][0]} (1 min); other Python processes running: {busy}"
                 + (" - **the machine was shared, numbers are pessimistic**." if busy > 0 or m["load"][0] > 1.5 else "."))
    if res.get("quick"):
        lines.append("**--quick dry run: tiny slices, 2 folds; not comparable with the targets.**")
    lines.append(f"Bases: {', '.join(res['bases'])}; {res.get('folds', '?')}-fold out-of-fold stacking. "
                 f"Command: `python benchmarks/{res['command']}`.")
    lines.append("")
    mf = res.get("machine_fit")
    if mf and mf != m:
        lines.append(f"Fits ran from {mf['date']} (load {mf['load'][0]}, other Python processes {mf['other_python_processes']}): "
                     "CPU seconds are given next to wall seconds because they depend much less on the load.")
    lines.append("")
    for name, w in res["workloads"].items():
        f = w.get("fit")
        lines.append(f"### {name}")
        lines.append("")
        if f:
            lines += _fit_lines(w, f)
        if "bases" not in w:
            continue
        b = w["bases"]
        lines.append(f"**run** on {w['run_desc']} ({w.get('run_chars', b['chars']):,} chars)"
                     + (f"; in-process rows on the first {b['n_docs']} documents ({b['chars']:,} chars)"
                        if b["n_docs"] < w.get("n_run", b["n_docs"]) else "") + ":")
        lines.append("")
        lines.append("| system | path | seconds | docs/s | chars/s | peak RSS tree (MB) | peak PSS tree (MB) "
                     "| largest process (MB) |")
        lines.append("|---|---|---:|---:|---:|---:|---:|---:|")
        pss = lambda r: f"{r['tree_pss_peak_mb']:.0f}" if r.get("tree_pss_peak_mb") else ""
        for r in w["run"]:
            lines.append(f"| `--bases all` | `multideid run --jobs {r['jobs']}` (wall, incl. start-up + model load) | "
                         f"{r['seconds']:.1f} | **{r['docs_s']:.1f}** | {r['chars_s']:,} | {r['tree_peak_mb']:.0f} | "
                         f"{pss(r)} | {r['max_rss_mb']:.0f} |")
        e = b["ensemble_in_process"]
        lines.append(f"| `--bases all` | in-process `Ensemble.predict` (loaded, tokenized) | {e['seconds']:.1f} | "
                     f"{e['docs_s']:.1f} | {e['chars_s']:,} | {b['tree_peak_mb']:.0f} | {pss(b)} | {b['max_rss_mb']:.0f} |")
        for name_b, v in b["bases"].items():
            lines.append(f"| {name_b} alone | `base.predict` (tokenized) | {v['seconds']:.2f} | {v['docs_s']:.1f} | "
                         f"{v['chars_s']:,} | | | |")
        tk = b["tokenize_s"]
        lines.append(f"| tokenizer | `tokenize` (once per document, shared) | {tk:.2f} | "
                     f"{b['n_docs'] / max(tk, 1e-9):.1f} | {round(b['chars'] / max(tk, 1e-9)):,} | | | |")
        p = w["presidio_ref"]
        lines.append(f"| presidio-analyzer alone | stock pattern recognizers ({p['recognizers']}), offline | "
                     f"{p['seconds']:.2f} | {p['docs_s']:.1f} | {p['chars_s']:,} | {p['tree_peak_mb']:.0f} | "
                     f"{pss(p)} | {p['max_rss_mb']:.0f} |")
        lines.append("")
        lines.append(f"Model load (in-process): {b['load_s']:.1f} s.")
        lines.append("")
    lines.append(END)
    return "\n".join(lines)


def _fit_lines(w: dict, f: dict) -> list[str]:
    lines = [f"**fit** on {w['fit_desc']} ({f['chars']:,} chars), {f['folds']} folds: total "
             f"**{f['total_s']:.1f} s wall, {f['cpu_s']:.0f} CPU s**, peak RSS {f['tree_peak_mb']:.0f} MB, "
             f"model directory **{f['model_mb']:.1f} MB**.", "",
             "| fit step | out-of-fold (s) | final fit (s) | total wall (s) | CPU (s) |",
             "|---|---:|---:|---:|---:|"]
    for b, v in f["bases"].items():
        cpu = v.get("cpu_s")
        lines.append(f"| base {b} | {v['oof_s']:.1f} | {v['final_fit_s']:.1f} | {v['total_s']:.1f} | "
                     f"{'' if cpu is None else f'{cpu:.0f}'} |")
    lines.append(f"| stacker (nested CV / final / {len(f['subsets'])} subset stackers) | {f['stacker_nested_cv_s']:.1f} | "
                 f"{f['stacker_final_s']:.1f} | {f['stacker_s']:.1f} (subsets {f['subset_stackers_s']:.1f}) | "
                 f"{f.get('stacker_cpu_s', 0):.0f} |")
    lines.append(f"| save | | | {f['save_s']:.1f} | |")
    lines.append(f"| **total** | | | **{f['total_s']:.1f}** | **{f['cpu_s']:.0f}** |")
    lines.append("")
    target = w.get("fit_target_docs") or f["n_docs"]
    if target > f["n_docs"]:
        k = target / f["n_docs"]
        lines.append(f"*Extrapolated* to all {target} documents, linear in the number of documents (every step is "
                     f"at least linear: CRF L-BFGS runs a fixed number of passes over the tokens): about "
                     f"**{f['cpu_s'] * k / 60:.0f} CPU minutes** ({f['total_s'] * k / 60:.0f} min at this run's wall-clock "
                     f"speed); per base: " + ", ".join(f"{b} {v['cpu_s'] * k / 60:.1f}" for b, v in f["bases"].items()
                                                        if v.get("cpu_s") is not None)
                     + f", stacker {f.get('stacker_cpu_s', 0) * k / 60:.1f} CPU min. Model size grows with the "
                     "training data (CRF features, vocabularies), so the model directory will be larger too.")
        lines.append("")
    return lines


def write_markdown(res: dict, path: str | Path, title: str = "# Benchmarks") -> Path:
    """Replace the marked results block of ``path`` (or create the file) with :func:`render_markdown`."""
    path = Path(path)
    block = render_markdown(res)
    if path.exists():
        text = path.read_text(encoding="utf-8")
        if START in text and END in text:
            a, b = text.index(START), text.index(END) + len(END)
            path.write_text(text[:a] + block + text[b:], encoding="utf-8")
            return path
        path.write_text(text.rstrip() + "\n\n" + block + "\n", encoding="utf-8")
        return path
    path.write_text(f"{title}\n\n{block}\n", encoding="utf-8")
    return path


def plot(res: dict, path: str | Path) -> Path:
    """Bar chart (log scale) of docs/s per base alone, the ensemble and the Presidio reference."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = [n for n, w in res["workloads"].items() if "bases" in w]
    fig, axes = plt.subplots(1, len(names), figsize=(5.2 * len(names), 4.2), squeeze=False)
    for ax, name in zip(axes[0], names):
        w = res["workloads"][name]
        labels, vals, colors = [], [], []
        for b, v in w["bases"]["bases"].items():
            labels.append(b)
            vals.append(v["docs_s"])
            colors.append("#4C72B0")
        labels.append("all (in-proc)")
        vals.append(w["bases"]["ensemble_in_process"]["docs_s"])
        colors.append("#DD8452")
        for r in w["run"]:
            labels.append(f"run -j{r['jobs']}")
            vals.append(r["docs_s"])
            colors.append("#C44E52")
        labels.append("presidio ref")
        vals.append(w["presidio_ref"]["docs_s"])
        colors.append("#55A868")
        ax.bar(range(len(vals)), vals, color=colors)
        ax.set_xticks(range(len(vals)))
        ax.set_xticklabels(labels, rotation=40, ha="right", fontsize=8)
        ax.set_yscale("log")
        ax.set_ylabel("documents / second (log)")
        ax.set_title(f"{name}: {w['run_desc']}", fontsize=9)
        if name == "meddocan":
            ax.axhline(30, color="grey", ls="--", lw=0.8)
            ax.text(len(vals) - 0.5, 31, "target 30/s", fontsize=7, ha="right", va="bottom", color="grey")
        for i, v in enumerate(vals):
            ax.text(i, v, f"{v:.0f}" if v >= 10 else f"{v:.1f}", ha="center", va="bottom", fontsize=7)
    fig.suptitle(f"multideid throughput ({res['machine']['affinity']} cores, {res['machine']['date']})", fontsize=10)
    fig.tight_layout()
    path = Path(path)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


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
