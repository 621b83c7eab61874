"""Where the stacker is trained: out-of-fold base decisions, then the stacker(s) on them.

* :func:`fit_out_of_fold` is the one out-of-fold runner.  A base that needs labels is fitted
  K times on K-1 document folds and predicts the held-out fold (without its gold); a knowledge
  base (``requires_fit = False``) predicts every document once.  With ``deploy`` each base is
  also fitted on all documents.  Every fit and prediction is an independent task: ``jobs = 1``
  runs them here in order, ``jobs > 1`` spreads them over worker processes (deployed bases come
  back through their ``to_disk`` files, never through pickle).
* :func:`train_stackers` trains the stacker (and the subset stackers) on those decisions, with
  a nested cross-validation over the same folds for honest scores and recall thresholds.
  ``fit`` and ``restack`` share it.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, ThreadPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

import numpy as np

from multideid.document import Document, Span
from multideid.errors import ModelError, UsageError
from multideid.fit_cost import base_type, overlap_order, plan_tasks
from multideid.model import subset_key
from multideid.stacking.calibration import CalibrationSet, row_weights
from multideid.stacking.combiners import COMBINERS, LabelMaps, combine, view_spans
from multideid.stacking.defaults import DEFAULTS
from multideid.stacking.meta_features import TokenSurface
from multideid.stacking.oof import strict_scores
from multideid.stacking.stacker import Stacker
from multideid.tokenizer import spans_to_bio, strip_bio

Progress = Callable[[str, dict], None]

#: the ``combiner`` value that means "the stacking SVM" (the others are baseline combiners)
STACKER = "stacker"


def _noop(event: str, info: dict) -> None:
    pass


def gold_bio(doc: Document) -> list[str]:
    """The document's gold spans as BIO tags over its tokens."""
    return spans_to_bio(doc.tokens, doc.gold or []).tags


# --------------------------------------------------------------------------- the stacker's settings


def stacker_from_config(bases: Sequence[str], st: Mapping) -> Stacker:
    """An unfitted :class:`Stacker` over ``bases`` with the ``[stacking]`` settings ``st``
    (missing keys take :data:`multideid.stacking.defaults.DEFAULTS`)."""
    d = DEFAULTS

    def get(key):
        v = st.get(key, d[key])
        return d[key] if v is None else v

    return Stacker(
        bases,
        window=int(get("window")),
        token_features=bool(get("token_features")),
        C=float(get("C")),
        class_weight=str(get("class_weight")),
        o_weight=float(get("o_weight")),
        max_iter=int(get("max_iter")),
        seed=int(get("seed")),
        decode=str(get("decode")),
        span_features=bool(get("span_features")),
        neighbour_proba=bool(get("neighbour_proba")),
        context_words=int(get("context_words") or 0),
    )


def stored_subsets(names: Sequence[str], spec: str) -> list[tuple[str, ...]]:
    """Subsets of bases that get their own stacker (``[stacking] store_subsets``)."""
    names = list(names)
    n = len(names)
    spec = (spec or "none").strip()
    out: list[tuple[str, ...]] = []
    if spec == "none" or n < 2:
        return []
    if spec in ("leave-one-out", "singles+leave-one-out"):
        if n >= 3:
            out += [tuple(x for x in names if x != b) for b in names]
        if spec.startswith("singles") or n == 2:
            out += [(b,) for b in names]
    elif spec == "all":
        if n > 5:
            raise UsageError(f"store_subsets = \"all\" needs at most 5 bases ({n} selected); list subsets instead")
        for k in range(1, n):
            out += list(itertools.combinations(names, k))
    else:
        for part in spec.split(","):
            sub = tuple(x.strip() for x in part.split("+") if x.strip())
            unknown = [x for x in sub if x not in names]
            if unknown:
                raise UsageError(f"stacking.store_subsets names base {unknown[0]!r}, which is not selected")
            if sub and set(sub) != set(names):
                out.append(sub)
    seen, uniq = set(), []
    for s in out:
        k = subset_key(s)
        if k not in seen:
            seen.add(k)
            uniq.append(tuple(sorted(s, key=names.index)))
    return uniq


def stacker_fits(names: Sequence[str], st: Mapping, n_folds: int) -> int:
    """How many stacker fits :func:`train_stackers` makes: nested folds, final and subsets."""
    return n_folds + 1 + len(stored_subsets(names, str(st.get("store_subsets", "none"))))


def train_subset_stacker(names: Sequence[str], st: Mapping, views, surfs, gbio, executor=None,
                         calibration: CalibrationSet | None = None) -> Stacker | None:
    """A stacker over the bases ``names`` only (``None`` when they find no PHI at all).
    ``executor``: a process pool for the liblinear fit (:meth:`Stacker.fit_matrix`);
    ``calibration``: calibration documents whose rows join the training rows with their weights."""
    s = stacker_from_config(list(names), st)
    cal = calibration.only(names) if calibration else None
    X, y, where, vocab = s.build_matrix(list(views) + (cal.views if cal else []), list(surfs) + (cal.tokens if cal else []),
                                        list(gbio) + (cal.gbio if cal else []))
    n_train = sum(len(c) for _, c in where[:len(views)])
    if not any(v != "O" for v in y[:n_train]):
        return None
    return s.fit_matrix(X, y, vocab, executor, row_weights(y, n_train, cal))


# --------------------------------------------------------------------------- out-of-fold base decisions


@dataclass(frozen=True)
class BaseRecipe:
    """A picklable factory of one configured base instance (what worker processes receive).

    ``registry`` carries the parent's base registrations: plugins registered at run time are
    unknown to a fresh worker process.
    """

    name: str
    table: Mapping
    registry: Mapping[str, str] = field(default_factory=dict)

    @property
    def base_class(self) -> type:
        from multideid.registry import get_base_class

        self._register()
        return get_base_class(self.table.get("type", self.name))

    def _register(self) -> None:
        from multideid.registry import BASES

        for k, v in self.registry.items():
            BASES.setdefault(k, v)

    def __call__(self):
        from multideid.config import build_base

        self._register()
        return build_base(self.name, dict(self.table))


class OutOfFold(NamedTuple):
    """Per base: out-of-fold token decisions per document, the deployed base, fit seconds."""

    predictions: dict[str, list]
    fitted: dict[str, object]
    seconds: dict[str, float]


def _base_class(make: Callable[[], object]) -> type:
    cls = getattr(make, "base_class", None)
    if cls is None:
        cls = make if isinstance(make, type) else type(make())
    return cls


def _run_task(kind: str, make: Callable[[], object], docs: Sequence[Document], test, out_dir: str | None):
    """One task of :func:`fit_out_of_fold`; returns ``(payload, seconds)``.

    ``fold``: fit on every document not in ``test``, predict ``test`` (without gold);
    ``blind``: a knowledge base predicts every document once; ``final``: the deployed fit on
    all documents, returned as is (``out_dir`` None) or saved there through ``to_disk``.
    """
    t = time.time()
    base = make()
    if kind == "fold":
        # a base may train its out-of-fold models more cheaply (crf: ``oof_max_iterations``)
        variant = getattr(base, "for_out_of_fold", None)
        if callable(variant):
            base = variant()
        held = set(test)
        base.fit([d for i, d in enumerate(docs) if i not in held])
        payload = [o.tokens for o in base.analyze([docs[i].copy(gold=None, predictions=False) for i in test])]
    elif kind == "blind":
        payload = [o.tokens for o in base.analyze([d.copy(gold=None, predictions=False) for d in docs])]
    else:
        base.fit(docs)
        if out_dir is not None:
            base.to_disk(out_dir)
            base = None
        payload = base
    return payload, time.time() - t


#: the training documents of this worker process (set once by :func:`_init_worker`)
_WORKER_DOCS: list = []


def _init_worker(docs: list) -> None:
    """A worker process of :func:`fit_out_of_fold` receives the documents once, when it starts,
    instead of with every task (300 synthetic notes pickle to ~6 MB and take ~0.35 s to load)."""
    _WORKER_DOCS[:] = docs


def _worker_task(kind, name, make, test, out_dir):
    payload, secs = _run_task(kind, make, _WORKER_DOCS, test, out_dir)
    return kind, name, test, payload, secs


def fit_out_of_fold(
    makers: Mapping[str, Callable[[], object]],
    docs: Sequence[Document],
    folds: Sequence[np.ndarray],
    *,
    jobs: int = 1,
    deploy: bool = True,
    progress: Progress | None = None,
    scratch: str | Path | None = None,
    on_predictions: Callable[[dict[str, list], Executor | None], None] | None = None,
    stacker_cost: float = 0.0,
) -> OutOfFold:
    """Out-of-fold decisions of every base (and, with ``deploy``, the bases fitted on all ``docs``).

    ``makers[name]()`` returns a fresh, unfitted base (the same hyper-parameters every call).
    ``jobs > 1`` runs the tasks in a pool of worker processes of its own, which receive the
    documents once, when they start, and the tasks one by one: the makers must then pickle (see
    :class:`BaseRecipe`) and deployed bases come back through ``scratch/<name>`` (which must
    outlive the returned bases: a loaded CRF keeps reading its native file).  The pool is shut
    down on return, its workers killed at once on an error or a signal.  The workers take
    the tasks longest first by their estimated cost (:func:`multideid.fit_cost.plan_tasks`), so
    the crf's final fit does not start last and leave the other worker idle.  Every finished task
    is reported as ``progress("task_done", {"base", "kind", "cost"})`` (estimated CPU seconds).

    ``on_predictions(predictions, pool)`` is called once, before this returns, as soon as every
    base's out-of-fold decisions are in; ``pool`` is the worker pool (``None`` with ``jobs = 1``),
    which ``fit`` gives the stacker's liblinear fits (:func:`train_stackers`), so that they need
    no pool of their own.  With ``jobs > 1`` the workers then take the prediction tasks
    before the deployed fits (but for long deployed fits, handed out first when that gives the
    shorter estimated wall with ``stacker_cost`` CPU seconds of work in ``on_predictions``:
    :func:`multideid.fit_cost.overlap_order`) and keep fitting those while ``on_predictions``
    runs here (``fit`` trains the stacker in it: the two overlap).
    """
    progress = progress or _noop
    names = list(makers)
    docs = list(docs)
    classes = {n: _base_class(makers[n]) for n in names}
    trainable = {n: bool(getattr(classes[n], "requires_fit", True)) for n in names}
    tasks: list[tuple[str, str, list[int] | None]] = []
    for n in names:
        if trainable[n]:
            tasks += [("fold", n, [int(i) for i in f]) for f in folds]
            if deploy:
                tasks.append(("final", n, None))
        else:
            tasks.append(("blind", n, None))
    # estimated CPU seconds of every task (multideid.fit_cost): the workers take the longest first
    plan = plan_tasks({n: (base_type(n, getattr(makers[n], "table", None)), getattr(makers[n], "table", None),
                           trainable[n]) for n in names}, [len(d.tokens) for d in docs], folds, deploy)
    cost = {(kind, n, f): c for kind, n, f, c in plan}

    fold_of = {int(f[0]): k for k, f in enumerate(folds) if len(f)}  # folds are disjoint

    def task_key(kind: str, n: str, test) -> tuple:
        return kind, n, (fold_of.get(int(test[0])) if test else None)

    def done(kind: str, n: str, test) -> None:
        progress("task_done", {"base": n, "kind": kind, "cost": cost.get(task_key(kind, n, test), 0.0)})
    preds: dict[str, list] = {n: [None] * len(docs) for n in names}
    fitted: dict[str, object] = {}
    seconds: dict[str, float] = {n: 0.0 for n in names}

    def deploy_blind(n: str) -> None:
        if deploy:
            t = time.time()
            fitted[n] = makers[n]().fit(docs)  # a no-op fit
            seconds[n] += time.time() - t

    if jobs <= 1 or len(tasks) <= 1:
        last = {n: k for k, (_, n, _) in enumerate(tasks)}
        folds_done = {n: 0 for n in names}
        for k, (kind, n, test) in enumerate(tasks):
            if kind == "fold":
                folds_done[n] += 1
                progress("fold", {"base": n, "fold": folds_done[n], "folds": len(folds)})
            else:
                progress("predict" if kind == "blind" else "fit_all", {"base": n})
            payload, secs = _run_task(kind, makers[n], docs, test, None)
            seconds[n] += secs
            done(kind, n, test)
            if kind == "fold":
                for i, tp in zip(test, payload):
                    preds[n][i] = tp
                if folds_done[n] == len(folds):
                    progress("done", {"base": n})
            elif kind == "blind":
                preds[n] = list(payload)
                progress("done", {"base": n})
                deploy_blind(n)
            else:
                fitted[n] = payload
            if k == last[n]:
                seconds[n] = round(seconds[n], 1)
                progress("base_done", {"base": n, "seconds": seconds[n]})
        if on_predictions is not None:
            on_predictions(preds, None)
        return OutOfFold(preds, {n: fitted[n] for n in names if n in fitted}, seconds)

    if deploy and scratch is None:
        raise ValueError("fit_out_of_fold(jobs > 1, deploy=True) needs a scratch directory")
    # per-document data every fold task of a base would compute alike, computed once here:
    # the workers receive it with the documents (one process shares its memo without this)
    for n in names:
        prepare = getattr(makers[n](), "prepare_documents", None) if trainable[n] else None
        if callable(prepare):
            prepare(docs)
    rank = {(kind, n, f): k for k, (kind, n, f, _c) in enumerate(plan)}
    # longest first (stable for equal estimates); when the caller has work for the cores as
    # soon as the out-of-fold decisions are in, the prediction tasks before most deployed fits
    if on_predictions is not None:
        rank = {(kind, n, f): k for k, (kind, n, f, _c) in enumerate(overlap_order(plan, stacker_cost, int(jobs)))}
    tasks.sort(key=lambda t: rank[task_key(*t)])
    remaining = {n: sum(1 for t in tasks if t[1] == n) for n in names}
    to_predict = sum(1 for t in tasks if t[0] != "final")
    for n in names:
        progress("fold", {"base": n, "fold": 1, "folds": len(folds) if trainable[n] else 1})
    from joblib.externals.loky import ProcessPoolExecutor

    # a pool of its own: the documents go to each worker once, as it starts (_init_worker)
    executor = ProcessPoolExecutor(max_workers=int(jobs), initializer=_init_worker, initargs=(docs,))
    queue = list(reversed(tasks))  # popped in ``rank`` order
    pending: set = set()

    def refill() -> None:
        # at most jobs + 1 tasks handed to the pool at a time: all of them fit in loky's call
        # queue at once, so a kill on a signal leaves none behind in the executor's own queue
        # (which its shutdown(kill_workers=True) trips over, printing a traceback)
        while queue and len(pending) < int(jobs) + 1:
            kind, n, test = queue.pop()
            pending.add(executor.submit(_worker_task, kind, n, makers[n], test,
                                        str(Path(scratch) / n) if kind == "final" else None))

    def take(kind: str, n: str, test, payload, secs: float) -> None:
        nonlocal to_predict
        seconds[n] += secs
        done(kind, n, test)
        if kind == "fold":
            for i, tp in zip(test, payload):
                preds[n][i] = tp
        elif kind == "blind":
            preds[n] = list(payload)
        if kind != "final":
            to_predict -= 1
            if to_predict == 0 and on_predictions is not None:
                on_predictions(preds, executor)  # the workers go on with the deployed fits meanwhile
        remaining[n] -= 1
        if remaining[n] == 0:
            if deploy:
                if trainable[n]:
                    fitted[n] = classes[n].from_disk(Path(scratch) / n, instance_name=n)
                else:
                    deploy_blind(n)
            seconds[n] = round(seconds[n], 1)
            progress("base_done", {"base": n, "seconds": seconds[n]})

    try:
        if to_predict == 0 and on_predictions is not None:
            on_predictions(preds, executor)
        refill()
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            pending.difference_update(finished)
            refill()  # before ``take``: the workers go on while the stacker trains there
            for fut in finished:
                take(*fut.result())
    except BrokenProcessPool:
        executor.shutdown(wait=True, kill_workers=True)
        raise ModelError(f"a `fit --jobs {jobs}` worker process died (killed, e.g. out of memory?); "
                         "retry with fewer jobs") from None
    except BaseException:
        # an error or a signal here (the stacker runs inside ``take``): stop the workers now
        executor.shutdown(wait=True, kill_workers=True)
        raise
    executor.shutdown(wait=True)
    return OutOfFold(preds, {n: fitted[n] for n in names if n in fitted}, seconds)


def oof_predict(
    make_base: Callable[[], object],
    docs: Sequence[Document],
    folds: Sequence[np.ndarray],
    *,
    name: str = "",
    progress: Progress | None = None,
) -> list:
    """Out-of-fold token decisions per document for one base (:func:`fit_out_of_fold` without
    the deployed fit)."""
    return fit_out_of_fold({name: make_base}, docs, folds, deploy=False, progress=progress).predictions[name]


# --------------------------------------------------------------------------- the stacker


class StackerTraining(NamedTuple):
    """What :func:`train_stackers` returns."""

    stacker: Stacker
    label_maps: LabelMaps
    subsets: dict[str, Stacker]
    oof_scores: dict
    n_rows: int


def train_stackers(names, st: Mapping, views, tokens, gbio, gold_spans, folds, types: Mapping, progress=None,
                   jobs: int = 1, executor: Executor | None = None,
                   calibration: CalibrationSet | None = None) -> StackerTraining:
    """Train the stacker (and subset stackers) on out-of-fold base views; score everything.

    Shared by ``fit`` and ``restack``.  A nested cross-validation over the same document folds
    gives the stacker's own out-of-fold spans (scored) and the held-out decisions that tune the
    per-class thresholds when ``min_recall`` is set.  With ``jobs > 1`` the liblinear fits run in
    ``executor`` (a process pool that stays the caller's) or in a pool of ``jobs`` workers made here.
    ``calibration`` (:mod:`multideid.stacking.calibration`): documents whose rows join every
    stacker's training rows (final, fold and subset stackers), never scored as out-of-fold.
    """
    jobs = max(1, int(jobs or 1))
    if jobs == 1:
        return _train_stackers(names, st, views, tokens, gbio, gold_spans, folds, types, progress or _noop, 1, None,
                               calibration)
    if executor is not None:  # the caller's process pool (fit: the out-of-fold workers, warm)
        return _train_stackers(names, st, views, tokens, gbio, gold_spans, folds, types, progress or _noop,
                               jobs, executor, calibration)
    # with ``jobs > 1`` the liblinear fits run in ``jobs`` worker processes
    # (multideid.stacking.linear: in one process they would have to take turns); without the
    # caller's pool (restack), a pool of its own, shut down on return, its workers killed at
    # once on an error or a signal
    from joblib.externals.loky import ProcessPoolExecutor

    executor = ProcessPoolExecutor(max_workers=jobs)
    try:
        out = _train_stackers(names, st, views, tokens, gbio, gold_spans, folds, types, progress or _noop,
                              jobs, executor, calibration)
    except BaseException:
        executor.shutdown(wait=True, kill_workers=True)
        raise
    executor.shutdown(wait=True)
    return out


def _train_stackers(names, st, views, tokens, gbio, gold_spans, folds, types, progress, jobs, executor,
                    calibration=None):
    n_docs = len(views)
    cal = calibration if calibration else None
    n_cal = len(cal) if cal else 0
    # token shapes etc. once per document for every stacker built below (decoding keeps ``tokens``)
    surfs = [TokenSurface.of(t) for t in tokens]
    doc_fold = np.full(n_docs + n_cal, -1, dtype=int)  # calibration documents: in no fold, always trained on
    for f, idx in enumerate(folds):
        doc_fold[idx] = f
    label_maps = LabelMaps.learn(views, [strip_bio(g) for g in gbio])

    # ---- main stacker: nested CV for honest scores and thresholds, then fit on everything.
    # The rows are encoded once; the fold stackers share the full vocabulary (a column no
    # training row of the fold uses gets weight 0, so their decisions are those of stackers
    # fitted on the fold's own rows).  The fold, final and subset stackers are independent tasks
    # on ``jobs`` threads.
    stacker = stacker_from_config(names, st)
    X, ys, where, vocab = stacker.build_matrix(list(views) + (cal.views if cal else []),
                                               surfs + (cal.tokens if cal else []),  # already surfaces
                                               list(gbio) + (cal.gbio if cal else []))
    n_rows = X.shape[0]
    y_all = np.asarray(ys, dtype=object)
    bounds = np.cumsum([0] + [len(c) for _, c in where])
    row_doc = np.repeat(np.arange(n_docs + n_cal), np.diff(bounds))
    n_train = int(bounds[n_docs])
    weights = row_weights(ys, n_train, cal)

    def fold_task(f: int):
        tr = np.flatnonzero(doc_fold[row_doc] != f)
        te = np.flatnonzero(doc_fold[row_doc] == f)
        if not any(y_all[tr] != "O"):
            return None  # no PHI among this fold's training candidates: nothing to learn there
        inner = stacker_from_config(names, st).set_context_vocab(stacker.context_vocab_)
        inner.fit_matrix(X[tr], y_all[tr].tolist(), vocab, executor, weights[tr] if weights is not None else None)
        spans = {}
        for d in folds[f]:
            d = int(d)
            a, b = bounds[d], bounds[d + 1]
            spans[d] = inner.decode_doc(inner.decision_matrix(X[a:b]) if b > a else None, where[d][1], tokens[d])
        return spans, ((te, inner.classes_, inner.decision_matrix(X[te])) if len(te) else None)

    tasks = [("final", None)] + [("fold", f) for f in range(len(folds))]
    tasks += [("subset", sub) for sub in stored_subsets(names, str(st.get("store_subsets", "none")))]
    oof_stack_spans: list[list[Span]] = [[] for _ in range(n_docs)]
    fold_decisions: list[tuple[np.ndarray, list[str], np.ndarray]] = []
    subset_stackers = {}

    def run(task):
        kind, arg = task
        if kind == "final":
            return stacker.fit_matrix(X, ys, vocab, executor, weights)
        return fold_task(arg) if kind == "fold" else train_subset_stacker(arg, st, views, surfs, gbio, executor, cal)

    def collect(task, res) -> None:
        kind, arg = task
        if kind == "final":
            progress("stacker_final", {"rows": n_rows})
        elif kind == "fold":
            progress("stacker_fold", {"fold": arg + 1, "folds": len(folds)})
            if res is not None:
                for d, sp in res[0].items():
                    oof_stack_spans[d] = sp
                if res[1] is not None:
                    fold_decisions.append(res[1])
        else:
            progress("subset", {"bases": list(arg)})
            if res is not None:
                subset_stackers[subset_key(arg)] = res

    def score_bases() -> dict[str, dict]:
        """Out-of-fold scores per base and per combiner."""
        mapped = [{b: label_maps.map_view(b, v[b]) for b in names} for v in views]
        out: dict[str, dict] = {"bases": {}, "combiners": {}}
        for b in names:
            pred = [view_spans(tokens[i], mapped[i][b], b) for i in range(n_docs)]
            out["bases"][b] = strict_scores(gold_spans, pred)
        for c in COMBINERS:
            pred = [combine(c, tokens[i], mapped[i], priority=st.get("priority", []), base_types=types)
                    for i in range(n_docs)]
            out["combiners"][c] = strict_scores(gold_spans, pred)
        return out

    if jobs == 1:
        for task in tasks:
            collect(task, run(task))
        oof_scores = score_bases()
    else:
        pool = ThreadPoolExecutor(max_workers=jobs)
        try:
            results = pool.map(run, tasks)  # all submitted: the bases are scored here meanwhile
            oof_scores = score_bases()
            for task, res in zip(tasks, results):
                collect(task, res)
        except BaseException:  # do not wait for the running fits (train_stackers stops them)
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        pool.shutdown()
    fold_decisions.sort(key=lambda t: int(t[0][0]) if len(t[0]) else -1)  # same order whatever finished first
    subset_stackers = {k: subset_stackers[k] for k in sorted(subset_stackers)}
    min_recall = float(st.get("min_recall", 0.0) or 0.0)
    if min_recall > 0 and fold_decisions:
        # held-out decisions, aligned on the final stacker's classes (a fold may lack a class)
        covered = np.concatenate([te for te, _, _ in fold_decisions])
        S_all = np.full((n_rows, len(stacker.classes_)), -1e3)
        for te, cls, S in fold_decisions:
            for k, c in enumerate(cls):
                S_all[te, stacker.classes_.index(c)] = S[:, k]
        stacker.tune_thresholds(S_all[covered], [ys[i] for i in covered], min_recall)

    oof_scores["stacker"] = strict_scores(gold_spans, oof_stack_spans)

    return StackerTraining(stacker, label_maps, subset_stackers, oof_scores, n_rows)
