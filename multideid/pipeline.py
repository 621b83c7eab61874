"""Library functions behind ``fit``, ``run``, ``explain`` and ``eval --compare``.

* :func:`fit_model` fits every selected base and the stacker (from out-of-fold predictions) and
  writes a model directory (:mod:`multideid.model`).
* :func:`load_model` verifies and loads one; :class:`Ensemble` predicts with the stacker or a
  baseline combiner over all or a subset of the bases.
* :func:`run_documents` streams documents through a model in chunks (optionally in ``jobs``
  worker processes, each loading the model once).
* :func:`compare_on_gold` scores every base, every combiner and the stacker on the same gold.

Everything works from Python; the commands only parse options and print.
"""

from __future__ import annotations

import hashlib
from collections import abc
import itertools
import json
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator, Mapping, Sequence

import numpy as np

from multideid.document import Document, Span
from multideid.errors import DataError, ModelError, UsageError
from multideid.model import (
    DEFAULT_MODEL_DIR,
    ModelFiles,
    check_replaceable,
    library_versions,
    subset_key,
    verify_model_dir,
    write_model_dir,
)

Progress = Callable[[str, dict], None]

STACKER = "stacker"


def _noop(event: str, info: dict) -> None:
    pass


# --------------------------------------------------------------------------- helpers


def corpus_digest(docs: Sequence[Document]) -> str:
    """SHA-256 over ids, texts and gold spans: identifies the training data without storing it."""
    h = hashlib.sha256()
    for d in docs:
        h.update(d.id.encode("utf-8", "surrogatepass") + b"\0")
        h.update(d.text.encode("utf-8", "surrogatepass") + b"\0")
        for s in sorted(d.gold or []):
            h.update(f"{s.start},{s.end},{s.label};".encode())
        h.update(b"\1")
    return h.hexdigest()


def gold_bio(doc: Document) -> list[str]:
    from multideid.tokenizer import spans_to_bio

    return spans_to_bio(doc.tokens, doc.gold or []).tags


def _prefix_free(tags: Sequence[str]) -> list[str]:
    return ["O" if t == "O" else t[2:] for t in tags]


def _subsets(names: Sequence[str], spec: str) -> list[tuple[str, ...]]:
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


def _stacker_from_cfg(bases: Sequence[str], st: Mapping) -> "object":
    from multideid.stacking.stacker import Stacker

    return Stacker(
        bases,
        window=int(st.get("window", 2)),
        token_features=bool(st.get("token_features", True)),
        C=float(st.get("C", 0.1)),
        class_weight=str(st.get("class_weight", "recall")),
        o_weight=float(st.get("o_weight", 0.5)),
        max_iter=int(st.get("max_iter", 5000)),
        seed=int(st.get("seed", 0)),
        decode=str(st.get("decode", "token")),
        span_features=bool(st.get("span_features", False)),
        neighbour_proba=bool(st.get("neighbour_proba", False)),
        context_words=int(st.get("context_words", 0) or 0),
    )


# --------------------------------------------------------------------------- fitting


def train_stackers(names, st: Mapping, views, tokens, gbio, gold_spans, folds, types: Mapping, progress=None,
                   jobs: int = 1):
    """Train the stacker (and subset stackers) on out-of-fold base views; score everything.

    Shared by ``fit`` and ``restack``.  A nested cross-validation over the same document folds
    gives the stacker's own out-of-fold spans (scored) and the held-out decisions that tune the
    per-class thresholds when ``min_recall`` is set.  Returns ``(stacker, label_maps,
    subset_stackers, oof_scores, n_training_rows)``.
    """
    from multideid.stacking.combiners import COMBINERS, LabelMaps, combine, view_spans
    from multideid.stacking.meta_features import TokenSurface
    from multideid.stacking.oof import strict_scores

    progress = progress or _noop
    n_docs = len(views)
    # token shapes etc. once per document for every stacker built below (decoding keeps ``tokens``)
    surfs = [TokenSurface.of(t) for t in tokens]
    doc_fold = np.empty(n_docs, dtype=int)
    for f, idx in enumerate(folds):
        doc_fold[idx] = f
    label_maps = LabelMaps.learn(views, [_prefix_free(g) for g in gbio])

    # ---- main stacker: nested CV for honest scores and thresholds, then fit on everything.
    # The rows are encoded once; the fold stackers share the full vocabulary (a column no
    # training row of the fold uses gets weight 0, so their decisions are those of stackers
    # fitted on the fold's own rows).  The fold, final and subset stackers are independent tasks
    # on ``jobs`` threads: their row building and decoding overlap, while their liblinear fits
    # take turns (see ``Stacker.fit_matrix``: the dual solver's random generator is shared).
    from multideid.stacking.meta_features import Vocabulary

    stacker = _stacker_from_cfg(names, st)
    rows, ys, where = stacker.build(views, surfs, gbio)
    vocab = Vocabulary.fit(rows)
    X = vocab.transform(rows)
    n_rows = len(rows)
    del rows
    y_all = np.asarray(ys, dtype=object)
    bounds = np.cumsum([0] + [len(c) for _, c in where])
    row_doc = np.repeat(np.arange(n_docs), np.diff(bounds))

    def fold_task(f: int):
        tr = np.flatnonzero(doc_fold[row_doc] != f)
        te = np.flatnonzero(doc_fold[row_doc] == f)
        if not any(y_all[tr] != "O"):
            return None  # no PHI among this fold's training candidates: nothing to learn there
        inner = _stacker_from_cfg(names, st).set_context_vocab(stacker.context_vocab_)
        inner.fit_matrix(X[tr], y_all[tr].tolist(), vocab)
        spans = {}
        for d in folds[f]:
            d = int(d)
            a, b = bounds[d], bounds[d + 1]
            spans[d] = inner.decode_doc(inner.decision_matrix(X[a:b]) if b > a else None, where[d][1], tokens[d])
        return spans, ((te, inner.classes_, inner.decision_matrix(X[te])) if len(te) else None)

    def subset_task(sub):
        s = _stacker_from_cfg(list(sub), st)
        r, y, _ = s.build(views, surfs, gbio)
        if not any(v != "O" for v in y):
            return None  # this subset finds no PHI at all: no stacker for it
        return s.fit_rows(r, y)

    tasks = [("final", None)] + [("fold", f) for f in range(len(folds))]
    tasks += [("subset", sub) for sub in _subsets(names, str(st.get("store_subsets", "none")))]
    oof_stack_spans: list[list[Span]] = [[] for _ in range(n_docs)]
    fold_decisions: list[tuple[np.ndarray, list[str], np.ndarray]] = []
    subset_stackers = {}

    def run(task):
        kind, arg = task
        if kind == "final":
            return stacker.fit_matrix(X, ys, vocab)
        return fold_task(arg) if kind == "fold" else subset_task(arg)

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

    jobs = max(1, int(jobs or 1))
    if jobs == 1:
        for task in tasks:
            collect(task, run(task))
    else:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for task, res in zip(tasks, pool.map(run, tasks)):
                collect(task, res)
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

    # ---- out-of-fold scores per base, per combiner and for the stacker
    mapped = [{b: label_maps.map_view(b, v[b]) for b in names} for v in views]
    oof_scores: dict[str, dict] = {"bases": {}, "combiners": {}}
    for b in names:
        pred = [view_spans(tokens[i], mapped[i][b], b) for i in range(n_docs)]
        oof_scores["bases"][b] = strict_scores(gold_spans, pred)
    for c in COMBINERS:
        pred = [combine(c, tokens[i], mapped[i], priority=st.get("priority", []), base_types=types) for i in range(n_docs)]
        oof_scores["combiners"][c] = strict_scores(gold_spans, pred)
    oof_scores["stacker"] = strict_scores(gold_spans, oof_stack_spans)

    return stacker, label_maps, subset_stackers, oof_scores, n_rows


def fit_model(
    cfg: dict,
    docs: Sequence[Document],
    model_dir: str | Path = DEFAULT_MODEL_DIR,
    *,
    bases: str | Sequence[str] = "all",
    data_source: str = "",
    progress: Progress | None = None,
    jobs: int = 1,
) -> "Ensemble":
    """Fit the selected bases and the stacker on ``docs`` and write a model directory.

    See :func:`_fit_model`; this wrapper removes scratch directories whatever happens.
    """
    import shutil

    cleanup: list[Path] = []
    try:
        return _fit_model(cfg, docs, model_dir, bases=bases, data_source=data_source, progress=progress,
                          jobs=jobs, cleanup=cleanup)
    finally:
        for p in cleanup:
            shutil.rmtree(p, ignore_errors=True)


def _fit_model(
    cfg: dict,
    docs: Sequence[Document],
    model_dir: str | Path = DEFAULT_MODEL_DIR,
    *,
    bases: str | Sequence[str] = "all",
    data_source: str = "",
    progress: Progress | None = None,
    jobs: int = 1,
    cleanup: list,
) -> "Ensemble":
    """Fit the selected bases and the stacker on ``docs`` and write a model directory.

    Out-of-fold predictions (document-grouped, seeded K-fold shared by all bases) train the
    stacker; the deployed bases are then fitted on all documents.  The stacker's own
    out-of-fold score comes from a second, nested cross-validation over the same folds, whose
    held-out decisions also tune the per-class thresholds when ``min_recall`` is set.

    ``jobs > 1`` fits the bases in that many worker processes (one base per task); fitted bases
    come back through their own ``to_disk`` files, never through pickle.
    """
    from multideid.config import build_base, dump_config, select_bases
    from multideid.stacking.meta_features import make_views
    from multideid.stacking.oof import document_folds, oof_predict
    from multideid.stacking.oof_store import save_oof

    progress = progress or _noop
    t0 = time.time()
    model_dir = check_replaceable(model_dir)  # fail before hours of training, not after
    names = select_bases(cfg, bases)
    st = cfg.get("stacking", {})
    docs = list(docs)
    missing = [d.id for d in docs if d.gold is None]
    if missing:
        raise DataError(f"training document {missing[0]!r} has no gold annotations ({len(missing)} such documents)")
    if not any(d.gold for d in docs):
        raise DataError("the training corpus has no gold PHI spans")
    folds = document_folds(len(docs), int(st.get("folds", 5)), int(st.get("seed", 0)))
    labels = sorted({s.label for d in docs for s in d.gold or []})

    # ---- out-of-fold predictions, then the deployed bases
    oof: dict[str, list] = {}
    fitted: dict[str, object] = {}
    timings: dict[str, float] = {}
    if jobs and jobs > 1 and len(names) > 1:
        # bases loaded back from the workers may keep reading their files (the CRF's native model)
        # until the model directory is written: the scratch directory lives until fit_model returns
        scratch = Path(tempfile.mkdtemp(prefix="multideid-fit-"))
        cleanup.append(scratch)
        _fit_bases_parallel(cfg, names, docs, folds, int(jobs), oof, fitted, timings, progress, scratch)
    else:
        for name in names:
            table = cfg["bases"][name]
            tb = time.time()
            oof[name] = oof_predict(lambda: build_base(name, table), docs, folds, name=name, progress=progress)
            progress("fit_all", {"base": name})
            base = build_base(name, table)
            base.fit(docs)
            fitted[name] = base
            timings[name] = round(time.time() - tb, 1)
            progress("base_done", {"base": name, "seconds": timings[name]})

    progress("stacker", {"bases": names})
    tokens = [d.tokens for d in docs]
    views = [make_views({b: oof[b][i] for b in names}, len(tokens[i])) for i in range(len(docs))]
    gbio = [gold_bio(d) for d in docs]
    gold_spans = [sorted(d.gold or []) for d in docs]
    types = {b: cfg["bases"][b].get("type", b) for b in names}
    stacker, label_maps, subset_stackers, oof_scores, n_rows = train_stackers(
        names, st, views, tokens, gbio, gold_spans, folds, types, progress, jobs=jobs)

    meta = {
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "versions": library_versions(),
        "labels": labels,
        "bases": [
            {
                "name": b,
                "type": types[b],
                "version": str(getattr(fitted[b], "version", "")),
                "trainable": bool(getattr(fitted[b], "requires_fit", True)),
                "labels": list(fitted[b].labels),
                "fit_seconds": timings[b],
            }
            for b in names
        ],
        "stacking": {"folds": len(folds), "seed": int(st.get("seed", 0)), "combiner": st.get("combiner", STACKER),
                     "classes": stacker.classes_, "n_features": len(stacker.vocab_),
                     "n_training_tokens": n_rows, "thresholds": stacker.thresholds_,
                     "threshold_report": stacker.threshold_report_,
                     "oof_stored": bool(st.get("store_oof", True))},
        "subsets": sorted(subset_stackers),
        "training_data": {
            "source": data_source,
            "n_docs": len(docs),
            "n_spans": sum(len(g) for g in gold_spans),
            "sha256": corpus_digest(docs),
        },
        "oof_scores": oof_scores,
        "fit_seconds": round(time.time() - t0, 1),
    }

    def fill(tmp: Path) -> None:
        files = ModelFiles(tmp)
        files.config.write_text(json.dumps(cfg, indent=1, ensure_ascii=False), encoding="utf-8")
        (tmp / "config.toml").write_text(dump_config(cfg), encoding="utf-8")
        for b in names:
            fitted[b].to_disk(files.base(b))
        stacker.save(files.stacker)
        label_maps.save(files.stacker / "label_maps.json")
        for key, s in subset_stackers.items():
            s.save(tmp / "subsets" / key)
        if st.get("store_oof", True):
            save_oof(tmp / "oof", names, views, tokens, gbio)

    progress("save", {"path": str(model_dir)})
    write_model_dir(model_dir, meta, fill)
    meta_full = json.loads((Path(model_dir) / "meta.json").read_text(encoding="utf-8"))
    return Ensemble(Path(model_dir), meta_full, cfg, fitted, stacker, label_maps, subset_stackers)


def restack_model(model_dir: str | Path, overrides: Mapping | Sequence[str] | None = None,
                  out_dir: str | Path | None = None, progress: Progress | None = None,
                  jobs: int = 1) -> "Ensemble":
    """Retrain only the stacker(s) of a model from its stored out-of-fold data.

    ``overrides`` change the ``[stacking]`` settings (nested, e.g. ``{"stacking": {"decode":
    "viterbi"}}``, or command-line style, ``["--stacking.C", "0.3"]``); the bases are copied unchanged.  The new model is written
    atomically to ``out_dir`` (default: replace ``model_dir``).  ``jobs`` threads fit the
    fold, final and subset stackers.  Out-of-fold scores are
    recomputed in token units (the stored data keeps no character offsets).
    """
    import shutil

    from multideid.config import parse_overrides, resolve_config
    from multideid.stacking.oof import document_folds
    from multideid.stacking.oof_store import has_oof, load_oof
    from multideid.tokenizer import bio_to_spans

    ens = load_model(model_dir)
    src = ens.path
    if not has_oof(src / "oof"):
        raise ModelError("this model keeps no out-of-fold data (fitted with stacking.store_oof = false "
                         "or by an older multideid); refit it with `multideid fit`", src)
    cfg = ens.config
    if overrides:
        ov = overrides if isinstance(overrides, Mapping) else parse_overrides(list(overrides))
        bad = [k for k in _flatten_keys(ov) if not k.startswith("stacking.")]
        if bad:
            raise UsageError(f"restack changes [stacking] settings only (got {bad[0]}); refit to change bases")
        cfg = resolve_config(ov, source="command line", start=cfg)
    out = Path(out_dir) if out_dir is not None else src
    check_replaceable(out)
    st = cfg["stacking"]
    names = ens.base_names
    views, surfs, gbio = load_oof(src / "oof", names)
    folds = document_folds(len(views), int(st.get("folds", 5)), int(st.get("seed", 0)))
    gold_spans = [sorted(bio_to_spans(sf, g)) for sf, g in zip(surfs, gbio)]
    types = {b: cfg["bases"].get(b, {}).get("type", b) for b in names}
    t0 = time.time()
    stacker, label_maps, subset_stackers, oof_scores, n_rows = train_stackers(
        names, st, views, surfs, gbio, gold_spans, folds, types, progress, jobs=jobs)
    oof_scores["units"] = "tokens"
    meta = {k: v for k, v in ens.meta.items() if k not in ("marker", "format_version", "files")}
    meta["stacking"] = {**meta.get("stacking", {}), "folds": len(folds), "seed": int(st.get("seed", 0)),
                        "combiner": st.get("combiner", STACKER), "classes": stacker.classes_,
                        "n_features": len(stacker.vocab_), "n_training_tokens": n_rows,
                        "thresholds": stacker.thresholds_, "threshold_report": stacker.threshold_report_,
                        "oof_stored": True}
    meta["subsets"] = sorted(subset_stackers)
    meta["oof_scores"] = oof_scores
    meta["restacked"] = {"at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "from": str(src),
                         "seconds": round(time.time() - t0, 1)}

    def fill(tmp: Path) -> None:
        from multideid.config import dump_config

        for rel in ens.meta["files"]:
            top = rel.split("/", 1)[0]
            if top in ("bases", "oof"):
                (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src / rel, tmp / rel)
        files = ModelFiles(tmp)
        files.config.write_text(json.dumps(cfg, indent=1, ensure_ascii=False), encoding="utf-8")
        (tmp / "config.toml").write_text(dump_config(cfg), encoding="utf-8")
        stacker.save(files.stacker)
        label_maps.save(files.stacker / "label_maps.json")
        for key, s in subset_stackers.items():
            s.save(tmp / "subsets" / key)

    write_model_dir(out, meta, fill)
    return load_model(out)


def _flatten_keys(d: Mapping, prefix: str = "") -> list[str]:
    out = []
    for k, v in d.items():
        if isinstance(v, Mapping):
            out += _flatten_keys(v, f"{prefix}{k}.")
        else:
            out.append(f"{prefix}{k}")
    return out


def _fit_task(kind: str, name: str, table: dict, docs: list, test: list | None, out_dir: str, registry: dict):
    """Worker task of a parallel fit; returns ``(kind, name, fold test indices, payload, seconds)``.

    ``kind`` is ``"fold"`` (fit on every document not in ``test``, predict ``test``: out-of-fold
    token decisions), ``"blind"`` (a knowledge base predicts every document once) or ``"final"``
    (the deployed fit on all documents, saved to ``out_dir`` through ``to_disk``, never pickled).
    """
    from multideid.config import build_base
    from multideid.registry import BASES

    for k, v in registry.items():
        BASES.setdefault(k, v)
    tb = time.time()
    base = build_base(name, table)
    payload = None
    if kind == "fold":
        held = set(test)
        base.fit([d for i, d in enumerate(docs) if i not in held])
        payload = base.predict_tokens([docs[i].copy(gold=None, predictions=False) for i in test])
    elif kind == "blind":
        payload = base.predict_tokens([d.copy(gold=None, predictions=False) for d in docs])
    else:
        base.fit(docs)
        base.to_disk(out_dir)
    return kind, name, test, payload, time.time() - tb


def _fit_bases_parallel(cfg, names, docs, folds, jobs, oof, fitted, timings, progress, tmp: Path) -> None:
    """Out-of-fold fits and deployed fits of every base as independent tasks over ``jobs`` workers.

    Each trainable base contributes one task per fold plus its final fit, so the slowest base
    (usually the CRF) is spread over the workers instead of occupying one of them for the whole
    fit; the tasks of the slowest kind start first.
    """
    from joblib import Parallel, delayed

    from multideid.registry import BASES, get_base_class

    registry = dict(BASES)
    trainable = {n: bool(getattr(get_base_class(cfg["bases"][n].get("type", n)), "requires_fit", True)) for n in names}
    tasks = []
    for n in names:
        if trainable[n]:
            tasks += [("fold", n, [int(i) for i in f]) for f in folds]
            tasks.append(("final", n, None))
        else:
            tasks.append(("blind", n, None))
    # trainable first (the long ones), in config order; knowledge bases fill the gaps at the end
    tasks.sort(key=lambda t: not trainable[t[1]])
    remaining = {n: sum(1 for t in tasks if t[1] == n) for n in names}
    for n in names:
        oof[n] = [None] * len(docs)
        timings[n] = 0.0
        progress("fold", {"base": n, "fold": 1, "folds": len(folds) if trainable[n] else 1})
    results = Parallel(n_jobs=jobs, return_as="generator_unordered")(
        delayed(_fit_task)(kind, n, cfg["bases"][n], docs, test, str(tmp / n), registry) for kind, n, test in tasks
    )
    for kind, n, test, payload, secs in results:
        timings[n] += secs
        if kind == "fold":
            for i, tp in zip(test, payload):
                oof[n][i] = tp
        elif kind == "blind":
            oof[n] = list(payload)
        remaining[n] -= 1
        if remaining[n] == 0:
            cls = get_base_class(cfg["bases"][n].get("type", n))
            if trainable[n]:
                base = cls.from_disk(tmp / n)
            else:
                from multideid.config import build_base

                base = build_base(n, cfg["bases"][n]).fit(docs)  # a no-op, as in the sequential path
            base.instance_name = n
            fitted[n] = base
            timings[n] = round(timings[n], 1)
            progress("base_done", {"base": n, "seconds": timings[n]})
    # keep the configured order
    for d in (oof, fitted, timings):
        items = {n: d[n] for n in names}
        d.clear()
        d.update(items)


# --------------------------------------------------------------------------- the loaded ensemble


@dataclass
class Prediction:
    """What an ensemble decided for one document, plus each base's own (native-label) spans."""

    spans: list[Span]
    base_spans: dict[str, list[Span]] = field(default_factory=dict)


class Ensemble:
    """A fitted model: bases, stacker(s) and learned label maps (see :func:`load_model`)."""

    def __init__(self, path: Path, meta: dict, cfg: dict, bases: dict, stacker, label_maps, subsets: dict | None = None):
        self.path = Path(path)
        self.meta = meta
        self.config = cfg
        self.bases = bases
        self.stacker = stacker
        self.label_maps = label_maps
        self.subsets = dict(subsets or {})

    @property
    def base_names(self) -> list[str]:
        return list(self.bases)

    def select(self, bases: str | Sequence[str] | None = "all") -> list[str]:
        """Instance names for ``--bases`` (``all`` = every base in the model)."""
        if bases is None or bases == "all" or bases == ["all"]:
            return self.base_names
        if isinstance(bases, str):
            bases = [b.strip() for b in bases.split(",") if b.strip()]
        from multideid.registry import suggest

        for b in bases:
            if b not in self.bases:
                raise UsageError(f"base {b!r} is not in this model{suggest(b, self.bases)}; the model has: {', '.join(self.bases)}")
        if not bases:
            raise UsageError("no base selected")
        return [b for b in self.base_names if b in bases]

    def check_stackable(self, names: Sequence[str]) -> None:
        """Raise the :meth:`stacker_for` error now if no stacker can serve ``names`` (without
        training one from the stored out-of-fold data)."""
        from multideid.stacking.oof_store import has_oof

        if set(names) == set(self.base_names) or subset_key(names) in self.subsets or has_oof(self.path / "oof"):
            return
        self.stacker_for(names)

    def stacker_for(self, names: Sequence[str]):
        """The stacker trained for exactly these bases (the full set or a stored subset)."""
        if set(names) == set(self.base_names):
            return self.stacker
        key = subset_key(names)
        if key in self.subsets:
            return self.subsets[key]
        from multideid.stacking.oof_store import has_oof, load_oof

        if has_oof(self.path / "oof"):
            # the model kept its out-of-fold data: train this subset's stacker now (no base refit)
            views, surfs, gbio = load_oof(self.path / "oof", names)
            st = self.config.get("stacking", {})
            s = _stacker_from_cfg([b for b in self.base_names if b in names], st)
            r, y, _ = s.build(views, surfs, gbio)
            if not any(v != "O" for v in y):
                raise UsageError(f"bases {key} find no PHI in the training corpus: no stacker can be trained for them")
            self.subsets[key] = s.fit_rows(r, y)
            return self.subsets[key]
        stored = ", ".join(self.subsets) or "none"
        raise UsageError(
            f"the stacker was not trained for bases {key} (stored subsets: {stored}) and the model keeps no "
            "out-of-fold data; choose all bases, a stored subset, a baseline combiner (--combiner "
            "majority|vote2of3|union|priority), or refit with --stacking.store_subsets or --stacking.store_oof true"
        )

    def base_views(self, docs: Sequence[Document], names: Sequence[str]) -> tuple[list[dict], dict[str, list[list[Span]]]]:
        """Per document the normalised token views of each base, and each base's own spans.

        One prediction pass per base: a base using the default ``predict_tokens`` gets its spans
        from ``predict`` (passed on to ``predict_tokens``); a base with its own token output
        (CRF marginals, SVM/boosted scores) has its spans decoded from that output.
        """
        from multideid.base_systems.base import BaseSystem
        from multideid.stacking.combiners import view_spans
        from multideid.stacking.meta_features import BaseView

        views: list[dict] = [{} for _ in docs]
        spans: dict[str, list[list[Span]]] = {}
        for b in names:
            base = self.bases[b]
            native = None
            if type(base).predict_tokens is BaseSystem.predict_tokens:
                native = base.predict(docs)
                tps = base.predict_tokens(docs, native)
            else:
                tps = base.predict_tokens(docs)
            if len(tps) != len(docs):
                raise ModelError(f"base {b!r} returned predictions for {len(tps)} of {len(docs)} documents")
            spans[b] = []
            for i, (d, tp) in enumerate(zip(docs, tps)):
                v = BaseView(tp, len(d.tokens), b)
                views[i][b] = v
                spans[b].append(sorted(native[i]) if native is not None else view_spans(d.tokens, v, b))
        return views, spans

    def predict(
        self,
        docs: Sequence[Document],
        *,
        bases: str | Sequence[str] | None = "all",
        combiner: str | None = None,
    ) -> list[Prediction]:
        """Combine the selected bases on ``docs`` with the stacker (default) or a baseline combiner."""
        from multideid.stacking.combiners import COMBINERS, combine

        names = self.select(bases)
        combiner = combiner or self.config.get("stacking", {}).get("combiner", STACKER) or STACKER
        if combiner != STACKER and combiner not in COMBINERS:
            raise UsageError(f"unknown combiner {combiner!r}; choose stacker, {', '.join(COMBINERS)}")
        stacker = self.stacker_for(names) if combiner == STACKER else None
        views, spans = self.base_views(docs, names)
        st = self.config.get("stacking", {})
        types = {b: self.config["bases"].get(b, {}).get("type", b) for b in names}
        out = []
        for i, d in enumerate(docs):
            if stacker is not None:
                final = stacker.predict_doc(views[i], d.tokens)
            else:
                mapped = {b: self.label_maps.map_view(b, views[i][b]) for b in names}
                final = combine(combiner, d.tokens, mapped, priority=st.get("priority", []), base_types=types)
            out.append(Prediction(final, {b: spans[b][i] for b in names}))
        return out


class LazyBases(abc.Mapping):
    """The model's bases, each loaded from its folder on first use.

    Checksums and base types are verified when the model is loaded; the (large) base state is
    read only when a base is asked for, so ``run --bases crf,rules`` never loads the others and
    the parent process of ``run --jobs N`` (whose workers predict) loads none.
    """

    def __init__(self, classes: Mapping[str, type], files: ModelFiles):
        self._classes = dict(classes)
        self._files = files
        self._loaded: dict[str, object] = {}
        for name, cls in self._classes.items():
            check = getattr(cls, "check_saved", None)
            if check is not None:
                check(files.base(name))  # type and format version now, not mid-run

    def __getitem__(self, name: str):
        if name not in self._loaded:
            cls = self._classes[name]  # KeyError for an unknown base, as a dict would
            base = cls.from_disk(self._files.base(name))
            base.instance_name = name
            self._loaded[name] = base
        return self._loaded[name]

    def __iter__(self):
        return iter(self._classes)

    def __len__(self) -> int:
        return len(self._classes)

    def loaded(self) -> list[str]:
        """Names of the bases read from disk so far."""
        return list(self._loaded)


def load_model(model_dir: str | Path = DEFAULT_MODEL_DIR) -> Ensemble:
    """Verify (checksums, format version) and load a model directory."""
    from multideid.registry import get_base_class
    from multideid.stacking.combiners import LabelMaps
    from multideid.stacking.stacker import Stacker

    path = Path(model_dir)
    meta = verify_model_dir(path)
    files = ModelFiles(path, meta)
    try:
        cfg = json.loads(files.config.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ModelError(f"cannot read config.json ({type(exc).__name__})", path) from None
    classes = {}
    for b in meta.get("bases", []):
        name, btype = b.get("name"), b.get("type")
        try:
            classes[name] = get_base_class(btype)
        except UsageError:
            raise ModelError(f"model needs base type {btype!r}, which this installation does not provide", path) from None
    bases = LazyBases(classes, files)
    stacker = Stacker.load(files.stacker)
    label_maps = LabelMaps.load(files.stacker / "label_maps.json")
    subsets = {key: Stacker.load(path / "subsets" / key) for key in meta.get("subsets", [])}
    for where, st in [("stacker", stacker)] + [(f"subsets/{k}", v) for k, v in subsets.items()]:
        unknown = [b for b in st.bases if b not in classes]
        if unknown:
            raise ModelError(f"{where} uses base {unknown[0]!r}, which meta.json does not list; the model is inconsistent", path)
    return Ensemble(path, meta, cfg, bases, stacker, label_maps, subsets)


# --------------------------------------------------------------------------- running


def redact_text(text: str, spans: Sequence[Span], fmt: str = "[**{label}**]") -> str:
    """Replace every span by ``[**LABEL**]``; overlapping spans are merged (fail closed)."""
    merged: list[list] = []
    for s in sorted(spans):
        if merged and s.start < merged[-1][1]:
            if s.end > merged[-1][1]:
                merged[-1][1] = s.end
            continue
        merged.append([s.start, s.end, s.label])
    out, pos = [], 0
    for a, b, lab in merged:
        out.append(text[pos:a])
        out.append(fmt.format(label=lab))
        pos = b
    out.append(text[pos:])
    return "".join(out)


def _chunks(it: Iterable[Document], size: int) -> Iterator[list[Document]]:
    chunk: list[Document] = []
    for d in it:
        chunk.append(d)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


_WORKER_CACHE: dict[str, Ensemble] = {}


def _worker_predict(model_dir: str, docs: list[Document], bases, combiner, registry: dict | None = None) -> list[Prediction]:
    """Runs in a joblib worker: the model is loaded once per process and cached.

    ``registry`` carries the parent's base registrations (plugins registered at run time are
    unknown to a fresh worker process).
    """
    if registry:
        from multideid.registry import BASES

        for k, v in registry.items():
            BASES.setdefault(k, v)
    model = _WORKER_CACHE.get(model_dir)
    if model is None:
        model = _WORKER_CACHE[model_dir] = load_model(model_dir)
    return model.predict(docs, bases=bases, combiner=combiner)


def _worker_views(model_dir: str, docs: list[Document], names, registry: dict | None = None):
    """joblib worker for :func:`compare_on_gold`: base views and spans for a share of the documents."""
    if registry:
        from multideid.registry import BASES

        for k, v in registry.items():
            BASES.setdefault(k, v)
    model = _WORKER_CACHE.get(model_dir)
    if model is None:
        model = _WORKER_CACHE[model_dir] = load_model(model_dir)
    return model.base_views(docs, names)


#: the model forked ``run --jobs`` workers inherit (set in the parent only while they run)
_FORKED: dict[str, Ensemble] = {}


def _can_fork() -> bool:
    import multiprocessing

    return sys.platform.startswith("linux") and "fork" in multiprocessing.get_all_start_methods()


def _forked_predict(docs: list[Document], names, combiner) -> list[Prediction]:
    """Runs in a forked worker: the parent's loaded model, shared copy-on-write."""
    return _FORKED["model"].predict(docs, bases=names, combiner=combiner)


def _run_forked(model: Ensemble, chunks: Iterator[list[Document]], names, combiner, jobs: int):
    """``run --jobs`` on Linux: load every selected base (and the stacker) here, then fork the
    workers, so N workers cost little more memory than one.  At most ``4 * jobs`` chunks are in
    flight (bounded memory on long inputs); results come back in input order."""
    import multiprocessing
    import warnings
    from collections import deque
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    if (combiner or STACKER) == STACKER:
        model.stacker_for(names)  # a subset stacker trained from oof/ once, before the fork
    for b in names:
        model.bases[b]  # load now: the workers inherit it
    _FORKED["model"] = model
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("fork"))
    pending: deque = deque()
    try:
        for c in chunks:
            with warnings.catch_warnings():
                # the workers are forked at the first submit; Python >= 3.12 warns on fork from a
                # process with threads (the progress line's), which the workers never touch
                warnings.simplefilter("ignore", DeprecationWarning)
                fut = pool.submit(_forked_predict, c, names, combiner)
            pending.append((c, fut))
            if len(pending) >= 4 * jobs:
                c0, fut = pending.popleft()
                yield from _emit(c0, fut.result())
        while pending:
            c0, fut = pending.popleft()
            yield from _emit(c0, fut.result())
    except BrokenProcessPool:
        raise ModelError(f"a `run --jobs {jobs}` worker process died (killed, e.g. out of memory?); "
                         "retry with fewer jobs", model.path) from None
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        _FORKED.pop("model", None)


def _emit(chunk: list[Document], preds: list[Prediction]):
    for d, p in zip(chunk, preds):
        d.predictions["multideid"] = p.spans
        yield d, p


def run_documents(
    model: Ensemble,
    docs: Iterable[Document],
    *,
    bases: str | Sequence[str] | None = "all",
    combiner: str | None = None,
    chunk_size: int = 64,
    jobs: int = 1,
) -> Iterator[tuple[Document, Prediction]]:
    """Stream ``docs`` through the model in chunks; yields ``(document, prediction)`` in order.

    With ``jobs > 1`` chunks go to worker processes.  On Linux the model is loaded once in this
    process and the workers are forked from it, so they share its memory (copy-on-write);
    elsewhere each joblib worker loads the model from its directory once.  The final spans are
    also stored as ``doc.predictions["multideid"]``.
    """
    names = model.select(bases)
    if (combiner or STACKER) == STACKER:
        if jobs and jobs > 1:
            model.check_stackable(names)  # fail before reading any input; the workers train it if needed
        else:
            model.stacker_for(names)
    chunks = _chunks(docs, max(1, int(chunk_size)))
    if jobs and jobs > 1 and _can_fork():
        # smaller pieces than the streaming chunks: the workers stay evenly loaded to the end
        piece = max(1, -(-max(1, int(chunk_size)) // (2 * int(jobs))))
        yield from _run_forked(model, _chunks(docs, piece), names, combiner, int(jobs))
        return
    if jobs and jobs > 1:
        from joblib import Parallel, delayed

        from multideid.registry import BASES

        registry = dict(BASES)
        par = Parallel(n_jobs=int(jobs))
        # groups of 2*jobs chunks: a bounded look-ahead keeps memory flat on long inputs
        for group in _chunks(chunks, int(jobs) * 2):
            results = par(delayed(_worker_predict)(str(model.path.resolve()), c, names, combiner, registry) for c in group)
            for c, preds in zip(group, results):
                for d, p in zip(c, preds):
                    d.predictions["multideid"] = p.spans
                    yield d, p
        return
    for c in chunks:
        for d, p in zip(c, model.predict(c, bases=names, combiner=combiner)):
            d.predictions["multideid"] = p.spans
            yield d, p


class AgreementSummary:
    """Which bases found what, accumulated document by document in bounded memory.

    Counts spans per base and label over the whole run, and keeps the per-span agreement rows
    (document id, offsets, label, score, agreeing bases: never text) of the first ``keep``
    final spans only, so a run over millions of notes does not hold every prediction.
    """

    def __init__(self, keep: int = 50):
        self.keep = int(keep)
        self.per_base: dict[str, dict[str, int]] = {}
        self.spans: list[dict] = []
        self.n_spans = 0
        self.n_docs = 0

    def add(self, doc_id: str, p: "Prediction") -> None:
        self.n_docs += 1
        for b, ss in p.base_spans.items():
            cnt = self.per_base.setdefault(b, {})
            for s in ss:
                cnt[s.label] = cnt.get(s.label, 0) + 1
        for s in p.spans:
            self.n_spans += 1
            if len(self.spans) < self.keep:
                agree = sorted(b for b, ss in p.base_spans.items() if any(s.overlaps(x) for x in ss))
                self.spans.append({"doc": doc_id, "start": s.start, "end": s.end, "label": s.label,
                                   "score": round(float(s.score), 3), "bases": agree})

    def as_dict(self) -> dict:
        return {"per_base": self.per_base, "spans": self.spans, "n_spans": self.n_spans, "n_docs": self.n_docs}


def agreement_summary(results: Sequence[tuple[Document, Prediction]], keep: int | None = None) -> dict:
    """Which bases found what: counts per base and label, and per final span the agreeing bases.

    Contains document ids, offsets and labels only (never text).  ``keep`` bounds the span rows
    (default: all); see :class:`AgreementSummary` for the streaming form.
    """
    acc = AgreementSummary(keep if keep is not None else 1 << 62)
    for d, p in results:
        acc.add(d.id, p)
    return acc.as_dict()


def render_summary(summary: dict, console, *, max_spans: int = 50) -> None:
    """Rich tables of :func:`agreement_summary` (for stderr)."""
    from rich.table import Table

    labels = sorted({l for c in summary["per_base"].values() for l in c})
    t = Table(title="What each base found (spans per label)")
    t.add_column("label")
    for b in summary["per_base"]:
        t.add_column(b, justify="right")
    for lab in labels:
        t.add_row(lab, *[str(summary["per_base"][b].get(lab, "")) for b in summary["per_base"]])
    console.print(t)
    n_bases = len(summary["per_base"])
    total = int(summary.get("n_spans", len(summary["spans"])))
    t2 = Table(title=f"Final spans ({total}) and the bases that agree")
    for col in ("doc", "offsets", "label", "score", "agreeing bases"):
        t2.add_column(col)
    for s in summary["spans"][:max_spans]:
        t2.add_row(s["doc"], f"{s['start']}-{s['end']}", s["label"], f"{s['score']:.2f}",
                   f"{len(s['bases'])}/{n_bases} " + ",".join(s["bases"]))
    if total > max_spans:
        t2.caption = f"... {total - max_spans} more"
    console.print(t2)


# --------------------------------------------------------------------------- comparison on gold


def _doc_counts(gold_docs: Sequence[Document], pred: Mapping[str, Sequence[Span]]) -> np.ndarray:
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
    return {"delta_f1": round(obs, 4), "p_value": round(float(p), 4), "test": f"approximate randomization ({trials} trials, documents)"}


def _significance(gold_docs, pred_a, pred_b) -> dict:
    """``{"delta_f1", "p_value", "test", ...}`` for system A vs B on strict entity F1.

    Uses :func:`multideid.evaluation.compare_systems` (paired bootstrap over documents); the
    local approximate randomization test is the fallback when that is unavailable.
    """
    try:
        from multideid.evaluation import compare_systems
    except ImportError:
        compare_systems = None
    if compare_systems is not None:
        res = compare_systems(gold_docs, pred_a, pred_b)
        row = res.get("overall", {})
        if "delta_f1" in row and "p_bootstrap" in row:
            return {"delta_f1": round(float(row["delta_f1"]), 4), "p_value": float(row["p_bootstrap"]),
                    "ci95": row.get("ci95"), "test": f"paired bootstrap over documents ({res.get('n_boot')} resamples)"}
    return paired_randomization(_doc_counts(gold_docs, pred_a), _doc_counts(gold_docs, pred_b))


def _brief(report: dict, per_label: bool) -> dict:
    s = report["entity_strict"]["micro"]
    out = {
        "strict": {"precision": s["precision"], "recall": s["recall"], "f1": s["f1"]},
        "merged": {k: report["span_merged"]["micro"][k] for k in ("precision", "recall", "f1")},
        "token_blind_recall": report["token_blind"]["micro"]["recall"],
    }
    if per_label:
        out["per_label"] = {lab: {k: v[k] for k in ("precision", "recall", "f1", "support")}
                            for lab, v in report["entity_strict"]["per_label"].items()}
    return out


def compare_on_gold(
    model_dir: str | Path | Ensemble,
    gold_docs: Sequence[Document],
    *,
    bases: str | Sequence[str] = "all",
    per_label: bool = False,
    include_combiners: bool = True,
    jobs: int = 1,
) -> dict:
    """Score each base (labels mapped to the corpus's), each baseline combiner and the stacker.

    Every system sees the same documents (without their gold).  Significance of each system
    against the best single base (strict F1) comes from
    ``multideid.evaluation.compare_systems`` when available, else a document-level
    approximate randomization test.
    """
    from multideid.evaluation import evaluate
    from multideid.stacking.combiners import COMBINERS, combine

    ens = model_dir if isinstance(model_dir, Ensemble) else load_model(model_dir)
    names = ens.select(bases)
    gold_docs = list(gold_docs)
    if any(d.gold is None for d in gold_docs):
        raise DataError("every gold document needs gold annotations for a comparison")
    blind = [d.copy(gold=None, predictions=False) for d in gold_docs]
    if jobs and jobs > 1 and len(blind) > 1:
        from joblib import Parallel, delayed

        from multideid.registry import BASES

        parts = [blind[k::jobs] for k in range(jobs)]
        outs = Parallel(n_jobs=jobs)(
            delayed(_worker_views)(str(ens.path.resolve()), part, names, dict(BASES)) for part in parts
        )
        by_id = {}
        for part, (v, sp) in zip(parts, outs):
            for i, d in enumerate(part):
                by_id[d.id] = (v[i], {b: sp[b][i] for b in names})
        views = [by_id[d.id][0] for d in blind]
        native_spans = {b: [by_id[d.id][1][b] for d in blind] for b in names}
    else:
        views, native_spans = ens.base_views(blind, names)
    preds: dict[str, tuple[str, dict[str, list[Span]]]] = {}
    for b in names:
        preds[b] = ("base", {d.id: ens.label_maps.map_spans(b, sp) for d, sp in zip(blind, native_spans[b])})
    st = ens.config.get("stacking", {})
    types = {b: ens.config["bases"].get(b, {}).get("type", b) for b in names}
    if include_combiners and len(names) > 1:
        for c in COMBINERS:
            out = {}
            for i, d in enumerate(blind):
                mapped = {b: ens.label_maps.map_view(b, views[i][b]) for b in names}
                out[d.id] = combine(c, d.tokens, mapped, priority=st.get("priority", []), base_types=types)
            preds[c] = ("combiner", out)
    try:
        stacker = ens.stacker_for(names)
    except UsageError:
        stacker = None
    if stacker is not None:
        preds[STACKER] = ("stacker", {d.id: stacker.predict_doc(views[i], d.tokens) for i, d in enumerate(blind)})
    systems = []
    for name, (kind, p) in preds.items():
        systems.append({"name": name, "kind": kind, **_brief(evaluate(gold_docs, p), per_label)})
    base_rows = [s for s in systems if s["kind"] == "base"]
    best = max(base_rows, key=lambda s: s["strict"]["f1"])["name"]
    for s in systems:
        if s["name"] != best:
            s["significance"] = _significance(gold_docs, preds[s["name"]][1], preds[best][1])
    return {"documents": len(gold_docs), "bases": names, "best_base": best, "systems": systems,
            "model": str(ens.path)}


def render_comparison(result: dict, console) -> None:
    """One rich table: strict P/R/F1, merged F1, token-blind recall, delta and p vs the best base."""
    from rich.table import Table

    best = result["best_base"]
    t = Table(title=f"Comparison on {result['documents']} gold documents (significance vs best base: {best})")
    for col in ("system", "kind", "strict P", "strict R", "strict F1", "merged F1", "blind R", "dF1 vs best", "p"):
        t.add_column(col, justify="left" if col in ("system", "kind") else "right")
    top = max(s["strict"]["f1"] for s in result["systems"])
    for s in result["systems"]:
        sig = s.get("significance") or {}
        f1 = f"{s['strict']['f1']:.4f}"
        if s["strict"]["f1"] == top:
            f1 = f"[bold green]{f1}[/]"
        t.add_row(
            s["name"] + (" *" if s["name"] == best else ""), s["kind"],
            f"{s['strict']['precision']:.4f}", f"{s['strict']['recall']:.4f}", f1,
            f"{s['merged']['f1']:.4f}", f"{s['token_blind_recall']:.4f}",
            f"{sig['delta_f1']:+.4f}" if "delta_f1" in sig else "", f"{sig['p_value']:.3f}" if "p_value" in sig else "",
        )
    console.print(t)
    per = [s for s in result["systems"] if "per_label" in s]
    if per:
        labels = sorted({l for s in per for l in s["per_label"]})
        t2 = Table(title="Strict F1 per class")
        t2.add_column("class")
        t2.add_column("support", justify="right")
        for s in per:
            t2.add_column(s["name"], justify="right")
        for lab in labels:
            sup = max(s["per_label"].get(lab, {}).get("support", 0) for s in per)
            t2.add_row(lab, str(sup), *[f"{s['per_label'].get(lab, {}).get('f1', 0.0):.3f}" for s in per])
        console.print(t2)
