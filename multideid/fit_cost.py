"""What a ``fit`` will cost: per-task estimates from measured per-base rates.

The rates are CPU seconds per 1,000 tokens, measured by ``benchmarks/fit_scaling.py`` (one
training and one prediction pass of each base at several corpus sizes; BENCHMARKS.md, "Fit
cost by corpus size").  Every base's cost grows about linearly in the tokens it trains on and
predicts, so a task's estimate is ``tokens / 1000 * rate``; the crf's training rate is per
L-BFGS pass (its folds train ``oof_max_iterations`` passes, the deployed model
``max_iterations``).

The estimates serve three purposes:

* :func:`estimate_fit`: what ``multideid fit`` prints before a large fit (documents, tokens,
  CPU minutes per base, wall minutes with ``--jobs N``), always stated as an estimate;
* :func:`task_cost` and :func:`overlap_order`: the order in which
  :func:`multideid.stacking.training.fit_out_of_fold` hands tasks to its workers (the prediction
  tasks longest first, so that the stacker can start early, and a deployed fit that would end
  last, such as the crf's on a large corpus, first);
* the time left shown in the progress bars, which is the estimate corrected by the speed
  observed so far (a loaded machine is slower than the one the rates were measured on).

An estimate never decides anything about the model: the task order changes which worker runs
what, not what is computed.
"""

from __future__ import annotations

import heapq
import os
from dataclasses import dataclass, field
from typing import Mapping, Sequence

#: a fit on at least this many tokens is "large": ``fit`` prints its estimate first
#: (the default 100-note synthetic corpus has ~51k tokens, 300 notes ~153k, MEDDOCAN train+dev ~403k)
NOTICE_TOKENS = 100_000


@dataclass(frozen=True)
class Rate:
    """CPU seconds per 1,000 tokens: ``fixed`` per token trained on (feature extraction, encoding,
    the learner when it has no pass count), ``per_pass`` per token and L-BFGS pass, ``predict``
    per token predicted."""

    fixed: float = 0.0
    per_pass: float = 0.0
    predict: float = 0.0
    #: thousands of training tokens at which the per-pass cost per token has doubled (0: constant)
    grow: float = 0.0


#: per base type: CPU s per 1,000 tokens, least squares over synthetic 40/100/300/1,000 notes and
#: MEDDOCAN 100/250/500/750 documents (benchmarks/fit_scaling.py, 2026-11-24, sessions 7 and 8:
#: BENCHMARKS.md "Fit cost").  The crf's cost per token stays about flat with the corpus
#: (0.26-0.32 CPU s per 1,000 tokens at 75 passes on synthetic notes, 0.35-0.38 on MEDDOCAN, whose
#: vocabulary is larger); a session-4 figure that suggested growth (``grow``) is not borne out by
#: these rows: the whole 750-document fit is estimated at ~7.5 min against 7:01 measured (6:22 in session 10).  The svm's rate is the
#: dual solver's, times 0.86 since session 9 encodes its training matrix in one pass (one fold fit,
#: old against new code: 0.80 on 240 synthetic notes, 0.92 on 400 MEDDOCAN documents).  charcrf: 621 CPU s for one 100-pass training on MEDDOCAN train (~262k tokens,
#: session 6, docs/charcrf.md).  neural: 0.053 CPU s per training document and epoch (~0.10 per
#: 1,000 tokens; ~10 epochs with early stopping) and 12.8 documents per CPU s predicting (session 7,
#: docs/neural.md), both on a loaded machine.  boosted, corpuskb (off by default): rough figures,
#: not measured by fit_scaling.  Types not listed (plugins, test fakes) use DEFAULT_RATE.
RATES: dict[str, Rate] = {
    "rules": Rate(predict=0.013),
    "dictionary": Rate(predict=0.003),
    "presidio": Rate(predict=0.019),
    "crf": Rate(fixed=0.0403, per_pass=0.0039, predict=0.046),
    "svm": Rate(fixed=0.131, predict=0.044),
    "boosted": Rate(fixed=0.9, predict=0.15),
    "charcrf": Rate(fixed=0.1, per_pass=0.022, predict=0.12),
    "neural": Rate(fixed=1.0, predict=0.15),
    "corpuskb": Rate(fixed=0.4, predict=0.05),
}
DEFAULT_RATE = Rate(fixed=0.100, predict=0.050)
#: the stacker phase: CPU seconds per 1,000 training tokens and stacker fit (nested folds,
#: final, subsets).  It starts when the out-of-fold decisions are in and shares the cores with
#: the deployed fits still running (its liblinear fits run in ``jobs`` worker processes)
STACKER_RATE = 0.025
#: reading, tokenizing, saving: CPU seconds per 1,000 tokens in the parent process
PARENT_RATE = 0.010


def base_type(name: str, table: Mapping | None) -> str:
    return str((table or {}).get("type", name))


def passes(table: Mapping | None, kind: str) -> int:
    """L-BFGS passes of a crf-like base for a task of ``kind`` (``fold`` or ``final``)."""
    table = table or {}
    full = int(table.get("max_iterations", 75) or 75)
    if kind == "fold":
        oof = int(table.get("oof_max_iterations", 0) or 0)
        return oof if oof > 0 else full
    return full


def task_cost(btype: str, table: Mapping | None, kind: str, train_tokens: int, predict_tokens: int) -> float:
    """Estimated CPU seconds of one task of :func:`~multideid.stacking.training.fit_out_of_fold`:
    ``fold`` (train on ``train_tokens``, predict ``predict_tokens``), ``final`` (train only) or
    ``blind`` (a knowledge base predicts ``predict_tokens``)."""
    r = RATES.get(btype, DEFAULT_RATE)
    cost = predict_tokens / 1000 * r.predict
    if kind in ("fold", "final"):
        k = train_tokens / 1000
        per_pass = r.per_pass * (1 + k / r.grow) if r.grow > 0 else r.per_pass
        cost += k * (r.fixed + per_pass * passes(table, kind))
    return cost


def overlapped_wall(order: Sequence[tuple[str, float]], stacker: float, workers: int) -> float:
    """Wall time of an out-of-fold run whose ``workers`` take the ``(kind, cost)`` tasks in
    this order, while the ``stacker`` (CPU seconds) starts as soon as every prediction task
    (``kind != "final"``) is done and shares the cores with the deployed fits still running."""
    workers = max(1, int(workers))
    free = [0.0] * workers
    runs = []
    for kind, c in order:
        t = heapq.heappop(free)
        heapq.heappush(free, t + c)
        runs.append((kind, t, t + c))
    t_pred = max((e for kind, _s, e in runs if kind != "final"), default=0.0)
    busy_after = sum(max(0.0, e - max(s, t_pred)) for _k, s, e in runs)
    return max(max(free), t_pred + (busy_after + stacker) / workers)


def overlap_order(plan: Sequence[tuple], stacker: float, workers: int) -> list[tuple]:
    """The tasks of ``plan`` (:func:`plan_tasks`, longest first) in the order that gives the
    shortest :func:`overlapped_wall`: the prediction tasks longest first, then the deployed fits,
    except the ``k`` longest deployed fits, handed out first (one left to the end would be the
    critical path: the crf's final fit on a large corpus); ``k`` from 0 to all, the least on ties."""
    preds = [t for t in plan if t[0] != "final"]
    finals = [t for t in plan if t[0] == "final"]
    best: tuple[float, list] | None = None
    for k in range(len(finals) + 1):
        order = finals[:k] + preds + finals[k:]
        w = overlapped_wall([(t[0], t[-1]) for t in order], stacker, workers)
        if best is None or w < best[0] - 1e-9:
            best = (w, order)
    return best[1]


def stacker_cpu(tokens: int, n_stackers: int) -> float:
    """Estimated CPU seconds of the stacker phase: ``n_stackers`` fits (nested folds, final,
    subsets) on ``tokens`` training tokens."""
    return tokens / 1000 * STACKER_RATE * max(1, int(n_stackers))


@dataclass
class FitEstimate:
    """An estimate of a ``fit``: counts, CPU seconds per base, and wall seconds."""

    documents: int
    tokens: int
    jobs: int
    cpu: dict[str, float] = field(default_factory=dict)
    stacker: float = 0.0
    parent: float = 0.0
    wall: float = 0.0

    @property
    def total_cpu(self) -> float:
        return sum(self.cpu.values()) + self.stacker + self.parent

    def notice(self, threshold: int | None = None) -> str | None:
        """The line ``fit`` prints before a large fit (``None`` below ``threshold`` tokens).
        Counts and durations only: never document content."""
        if self.tokens < (NOTICE_TOKENS if threshold is None else threshold):
            return None
        parts = ", ".join(f"{b} {s / 60:.1f}" for b, s in sorted(self.cpu.items(), key=lambda kv: -kv[1]) if s >= 1)
        return (f"{self.documents:,} documents, {self.tokens:,} tokens: estimated {_minutes(self.wall)} wall with "
                f"--jobs {self.jobs} on an idle machine ({self.total_cpu / 60:.0f} CPU min; per base: {parts}, "
                f"stacker {self.stacker / 60:.1f}). An estimate from measured per-token rates; a busy machine takes longer.")


def _minutes(seconds: float) -> str:
    if seconds < 90:
        return f"~{max(1, round(seconds))} s"
    return f"~{seconds / 60:.0f} min"


def fold_tokens(doc_tokens: Sequence[int], folds: Sequence[Sequence[int]]) -> list[int]:
    """Tokens held out by each fold."""
    return [int(sum(doc_tokens[int(i)] for i in f)) for f in folds]


def plan_tasks(bases: Mapping[str, tuple[str, Mapping | None, bool]], doc_tokens: Sequence[int],
               folds: Sequence[Sequence[int]], deploy: bool = True) -> list[tuple[str, str, int | None, float]]:
    """``(kind, base, fold index or None, estimated CPU s)`` for every task of an out-of-fold run,
    longest first (ties keep the base order, folds in order).  ``bases[name]`` is
    ``(type, table, trainable)``."""
    total = int(sum(doc_tokens))
    held = fold_tokens(doc_tokens, folds)
    tasks = []
    for name, (btype, table, trainable) in bases.items():
        if trainable:
            tasks += [("fold", name, f, task_cost(btype, table, "fold", total - h, h)) for f, h in enumerate(held)]
            if deploy:
                tasks.append(("final", name, None, task_cost(btype, table, "final", total, 0)))
        else:
            tasks.append(("blind", name, None, task_cost(btype, table, "blind", 0, total)))
    order = sorted(range(len(tasks)), key=lambda k: (-round(tasks[k][3], 3), k))
    return [tasks[k] for k in order]


def estimate_fit(bases: Mapping[str, tuple[str, Mapping | None, bool]], doc_tokens: Sequence[int],
                 folds: Sequence[Sequence[int]], jobs: int, n_stackers: int) -> FitEstimate:
    """Estimate a ``fit`` of ``bases`` (name -> (type, table, trainable)) on documents of
    ``doc_tokens`` tokens, with ``n_stackers`` stacker fits (nested folds + final + subsets)."""
    tasks = plan_tasks(bases, doc_tokens, folds)
    total = int(sum(doc_tokens))
    est = FitEstimate(documents=len(doc_tokens), tokens=total, jobs=int(jobs))
    for _kind, name, _f, c in tasks:
        est.cpu[name] = est.cpu.get(name, 0.0) + c
    est.stacker = stacker_cpu(total, n_stackers)
    est.parent = total / 1000 * PARENT_RATE
    workers = max(1, min(int(jobs), os.cpu_count() or 1))
    # fit_out_of_fold hands the tasks out in overlap_order: the stacker overlaps the deployed fits
    order = overlap_order(tasks, est.stacker, workers)
    est.wall = overlapped_wall([(t[0], t[-1]) for t in order], est.stacker, workers) + est.parent
    return est
