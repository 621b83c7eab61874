"""The fit stage of ``benchmarks/bench.py`` (run in its own interpreter by ``bench.run_phase``):
:func:`multideid.ensemble.fit_model` with out-of-fold stacking, timed per base and stacker step
from its progress events, with CPU seconds and the model directory's size."""

from __future__ import annotations

import resource
import time
from typing import Sequence

from bench_measure import dir_size, read_docs


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
