"""``eval --model M --compare``: every base, every baseline combiner and the stacker of a model,
scored on the same gold documents, each tested against the best single base."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from multideid.document import Document, Span
from multideid.ensemble import Ensemble, load_model
from multideid.errors import DataError, UsageError
from multideid.evaluation.core import evaluate
from multideid.evaluation.significance import compare_systems
from multideid.registry import BASES
from multideid.stacking.combiners import COMBINERS
from multideid.stacking.training import STACKER


def _worker_views(model_dir: str, docs: list[Document], names, registry: dict | None = None):
    """joblib worker: base views and spans for a share of the documents."""
    from multideid.runner import worker_model

    return worker_model(model_dir, registry).base_views(docs, names)


def significance(gold_docs: Sequence[Document], pred_a, pred_b) -> dict:
    """``{"delta_f1", "p_value", "ci95", "test"}`` for system A vs B on strict entity F1
    (:func:`multideid.evaluation.compare_systems`: paired bootstrap over documents)."""
    res = compare_systems(gold_docs, pred_a, pred_b)
    row = res["overall"]
    return {"delta_f1": round(float(row["delta_f1"]), 4), "p_value": float(row["p_bootstrap"]),
            "ci95": row["ci95"], "test": f"paired bootstrap over documents ({res['n_boot']} resamples)"}


#: suffix of the rows of combiners and the stacker with document-level propagation
PROPAGATED = "+propagate"


def _add_propagated(ens: Ensemble, blind: list[Document], preds: dict) -> None:
    """One more row per combiner and the stacker: its spans after :mod:`multideid.propagate`
    with the model's ``[run] propagate`` classes (the default classes when the model has it
    off), so its effect is scored and tested on the same documents."""
    from multideid.propagate import DEFAULT_CLASSES, propagate_spans, settings

    classes, parts = settings(ens.config)
    classes = classes or frozenset(DEFAULT_CLASSES)
    for name, (kind, p) in list(preds.items()):
        if kind in ("combiner", "stacker"):
            preds[name + PROPAGATED] = (kind, {d.id: propagate_spans(d.text, p[d.id], classes, name_parts=parts,
                                                                     language=d.metadata.get("language"))
                                               for d in blind})


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


def _views_in_parallel(ens: Ensemble, blind: list[Document], names: list[str], jobs: int):
    from joblib import Parallel, delayed

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
    return views, native_spans


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

    Every system sees the same documents (without their gold).  Each system is tested against
    the best single base (strict F1) with :func:`significance`.
    """
    ens = model_dir if isinstance(model_dir, Ensemble) else load_model(model_dir)
    names = ens.select(bases)
    gold_docs = list(gold_docs)
    if any(d.gold is None for d in gold_docs):
        raise DataError("every gold document needs gold annotations for a comparison")
    blind = [d.copy(gold=None, predictions=False) for d in gold_docs]
    if jobs and jobs > 1 and len(blind) > 1:
        views, native_spans = _views_in_parallel(ens, blind, names, int(jobs))
    else:
        views, native_spans = ens.base_views(blind, names)
    preds: dict[str, tuple[str, dict[str, list[Span]]]] = {}
    for b in names:
        preds[b] = ("base", {d.id: ens.label_maps.map_spans(b, sp) for d, sp in zip(blind, native_spans[b])})
    if include_combiners and len(names) > 1:
        for c in COMBINERS:
            preds[c] = ("combiner", {d.id: ens.combine_views(c, d, views[i], names) for i, d in enumerate(blind)})
    try:
        stacker = ens.stacker_for(names)
    except UsageError:
        stacker = None
    if stacker is not None:
        preds[STACKER] = ("stacker", {d.id: stacker.predict_doc(views[i], d.tokens) for i, d in enumerate(blind)})
    _add_propagated(ens, blind, preds)
    systems = []
    for name, (kind, p) in preds.items():
        systems.append({"name": name, "kind": kind, **_brief(evaluate(gold_docs, p), per_label)})
    base_rows = [s for s in systems if s["kind"] == "base"]
    best = max(base_rows, key=lambda s: s["strict"]["f1"])["name"]
    for s in systems:
        if s["name"] != best:
            s["significance"] = significance(gold_docs, preds[s["name"]][1], preds[best][1])
        if s["name"].endswith(PROPAGATED):  # and against the same combiner without propagation
            plain = s["name"][: -len(PROPAGATED)]
            s["propagation"] = {"vs": plain, **significance(gold_docs, preds[s["name"]][1], preds[plain][1])}
    return {"documents": len(gold_docs), "bases": names, "best_base": best, "systems": systems,
            "model": str(ens.path)}
