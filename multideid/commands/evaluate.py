"""``multideid eval``: score predictions against gold with every measure of the field.

The command is thin: :func:`load_gold` and :func:`load_predictions` read the inputs,
:func:`run_eval` builds the report (the ``--json`` dict of :func:`multideid.evaluation.evaluate`,
plus ``comparison``/``vs`` with ``--vs``), :func:`emit` prints and writes it.  Another source of
predictions (e.g. ``--model DIR --compare``) plugs in as one more branch of :func:`run_eval`
without touching the rest.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import typer

from multideid.document import Document, Span


@dataclass
class EvalOptions:
    """Everything ``multideid eval`` was asked to do (one object instead of many arguments)."""

    gold: Path
    pred: Optional[Path] = None
    format: Optional[str] = None
    pred_format: Optional[str] = None
    label_map: Optional[str] = None
    vs: Optional[Path] = None
    relaxed_end: int = 2
    labels: Optional[list[str]] = None
    n_boot: int = 1000
    seed: int = 0
    compare_measure: str = "entity_strict"
    hipaa_idnum: bool = False
    model: Optional[Path] = None
    compare: bool = False
    bases: str = "all"
    combiner: Optional[str] = None


def load_gold(path: Path, fmt: str | None = None, label_map: str | None = None) -> list[Document]:
    """Gold documents (every one must carry gold annotations), sorted by id."""
    from multideid.errors import DataError
    from multideid.io import read_corpus

    docs = read_corpus(path, fmt, label_map, require_gold=True)
    if not docs:
        raise DataError("no gold documents found", path)
    return docs


def load_predictions(path: Path, gold_docs: list[Document], fmt: str | None = None,
                     label_map: str | None = None) -> dict[str, list[Span] | None]:
    """Predicted spans per document id.

    A brat directory holding only ``.ann`` files (a shared-task submission) is read against the
    gold texts (:mod:`multideid.evaluation.predfiles`); any other path goes through
    :func:`multideid.io.read_corpus`.  A document without annotations (a brat ``.txt`` without
    ``.ann``) maps to ``None``: the evaluator counts it as predicting nothing.
    """
    from multideid.errors import DataError
    from multideid.evaluation.predfiles import is_ann_only_dir, read_ann_dir
    from multideid.io import read_corpus

    path = Path(path)
    if not path.exists():
        raise DataError("no such file or directory", path)
    if fmt in (None, "brat") and is_ann_only_dir(path):
        mapping = None
        if label_map is not None:
            from multideid.labels import load_label_map

            mapping = load_label_map(label_map)
        spans = read_ann_dir(path, gold_docs)
        if mapping is not None:
            from multideid.labels import map_spans

            spans = {k: map_spans(v, mapping, strict=True, where=f" (document {k})") for k, v in spans.items()}
        return spans
    gold_text = {d.id: d.text for d in gold_docs}
    out: dict[str, list[Span] | None] = {}
    for d in read_corpus(path, fmt, label_map):
        if d.id in gold_text and d.text != gold_text[d.id]:
            raise DataError(f"document {d.id!r}: predicted text differs from the gold text", d.metadata.get("file", path))
        if d.id in out:
            raise DataError(f"duplicate predicted document id {d.id!r}", path)
        out[d.id] = None if d.gold is None else list(d.gold)
    return out


def check_labels(labels: list[str], gold: list[Document], preds: list[dict[str, list[Span] | None]]) -> None:
    """Refuse (UsageError) ``--labels`` entries that occur in neither the gold nor any prediction
    set: a typo would otherwise silently score nothing.  Label names are not PHI."""
    from multideid.errors import UsageError
    from multideid.registry import suggest

    known = {s.label for d in gold for s in (d.gold or ())}
    known |= {s.label for p in preds for spans in p.values() for s in (spans or ())}
    unknown = [l for l in labels if l not in known]
    if unknown:
        hint = suggest(unknown[0], known) if len(unknown) == 1 else ""
        from multideid.labels import standard_labels

        # labels come from the input files: only standard label names are echoed
        shown = sorted(known & standard_labels())
        hidden = len(known) - len(shown)
        listing = ", ".join(shown[:12]) + (f", ... ({len(shown)} in all)" if len(shown) > 12 else "")
        if hidden:
            listing += f"{', ' if shown else ''}{hidden} other label(s) not shown"
        raise UsageError(f"--labels: {', '.join(unknown)} occur{'s' if len(unknown) == 1 else ''} in neither gold nor "
                         f"predictions{hint}; known labels: {listing or 'none'}")


def check_out_path(out: Path | None, opts: EvalOptions) -> None:
    """Refuse (OutputError, even with --overwrite) a ``--out`` that is, is inside or contains an
    input (--gold, --pred, --vs, --model, a --label-map file)."""
    if out is None:
        return
    from multideid.ioutil import check_apart_from_inputs

    inputs = [("--gold", opts.gold), ("--pred", opts.pred), ("--vs", opts.vs), ("--model", opts.model)]
    if opts.label_map and Path(opts.label_map).exists():
        inputs.append(("--label-map", opts.label_map))
    check_apart_from_inputs(out, inputs)


def run_eval(opts: EvalOptions) -> dict:
    """Build the report for ``opts`` (see the module docstring)."""
    from multideid.errors import UsageError
    from multideid.evaluation import compare_systems, evaluate

    gold = load_gold(opts.gold, opts.format, opts.label_map)
    pred_fmt = opts.pred_format or opts.format
    if opts.model is not None:
        if opts.pred is not None:
            raise UsageError("give either --pred (score a prediction set) or --model (run a model), not both")
        from multideid.ensemble import load_model
        from multideid.evaluation.compare import compare_on_gold

        model = load_model(opts.model)
        if opts.compare:
            result = compare_on_gold(model, gold, bases=opts.bases, per_label=True)
            result["inputs"] = {"gold": str(opts.gold), "model": str(opts.model)}
            return {"comparison_table": result}
        blind = [d.copy(gold=None, predictions=False) for d in gold]
        preds = model.predict(blind, bases=opts.bases, combiner=opts.combiner)
        pred = {d.id: p.spans for d, p in zip(blind, preds)}
    elif opts.compare:
        raise UsageError("--compare needs --model DIR (it runs every base and combiner of the model)")
    elif opts.pred is None:
        raise UsageError("--pred PATH (a prediction set) or --model DIR (a fitted model) is required")
    else:
        pred = load_predictions(opts.pred, gold, pred_fmt, opts.label_map)
    other = None if opts.vs is None else load_predictions(opts.vs, gold, pred_fmt, opts.label_map)
    if opts.labels:
        check_labels(opts.labels, gold, [pred] if other is None else [pred, other])
    report = evaluate(gold, pred, relaxed_end=opts.relaxed_end, labels=opts.labels, hipaa_idnum=opts.hipaa_idnum)
    report["inputs"] = {"gold": str(opts.gold), "pred": str(opts.pred) if opts.pred else None,
                        "model": str(opts.model) if opts.model else None, "label_map": opts.label_map}
    if other is not None:
        report["vs"] = evaluate(gold, other, relaxed_end=opts.relaxed_end, labels=opts.labels,
                                hipaa_idnum=opts.hipaa_idnum)
        report["vs"]["inputs"] = {"gold": str(opts.gold), "pred": str(opts.vs), "label_map": opts.label_map}
        report["comparison"] = compare_systems(gold, pred, other, n_boot=opts.n_boot, seed=opts.seed,
                                               measure=opts.compare_measure, relaxed_end=opts.relaxed_end,
                                               labels=opts.labels)
        report["comparison"]["a"] = str(opts.pred)
        report["comparison"]["b"] = str(opts.vs)
    return report


def emit(report: dict, *, as_json: bool, per_label: bool, out: Path | None, overwrite: bool) -> None:
    """Print the report (JSON or rich tables) and optionally write the JSON to ``out``."""
    text = json.dumps(report, indent=2, ensure_ascii=False)
    if out is not None:
        from multideid.ioutil import atomic_path, check_output_path

        named = dict(report.get("inputs") or {}, vs=(report.get("vs") or {}).get("inputs", {}).get("pred"))
        check_output_path(out, [(f"--{k.replace('_', '-')}", v) for k, v in named.items()
                                if v and (k != "label_map" or Path(v).exists())])
        with atomic_path(Path(out), kind="file", overwrite=overwrite) as tmp:
            tmp.write_text(text + "\n", encoding="utf-8")
    if as_json:
        typer.echo(text)
        return
    from multideid.console import make_console

    from multideid.evaluation import render_comparison, render_report

    console = make_console()
    if "comparison_table" in report:
        render_model_comparison(report["comparison_table"], console)
        if out is not None:
            console.print(f"report written to {out}")
        return
    render_report(report, console, per_label=per_label)
    if "comparison" in report:
        c = report["comparison"]
        render_comparison(c, console, per_label=per_label, names=("PRED", "VS"))
    if out is not None:
        console.print(f"report written to {out}")


def register(app: typer.Typer) -> None:
    @app.command("eval")
    def eval_cmd(
        gold: Path = typer.Option(..., "--gold", help="Gold corpus (file or directory)."),
        pred: Optional[Path] = typer.Option(None, "--pred", help="Predictions to score (same document ids; a directory of "
                                            "brat .ann files is read against the gold texts)."),
        format: Optional[str] = typer.Option(None, "--format", help="Gold format (detected when omitted)."),
        pred_format: Optional[str] = typer.Option(None, "--pred-format", help="Prediction format (default: --format, "
                                                  "else detected)."),
        label_map: Optional[str] = typer.Option(None, "--label-map", help="Label map applied to gold and predictions "
                                                "(a name such as meddocan-coarse, or a .toml/.json file)."),
        as_json: bool = typer.Option(False, "--json", help="Print the report as JSON (the stable report dict)."),
        per_label: bool = typer.Option(True, "--per-label/--no-per-label", help="Show per-label tables."),
        vs: Optional[Path] = typer.Option(None, "--vs", help="Second prediction set: per-class significance of "
                                          "PRED vs VS (z-test for two proportions, paired bootstrap on F1)."),
        out: Optional[Path] = typer.Option(None, "--out", help="Also write the JSON report to this file."),
        overwrite: bool = typer.Option(False, "--overwrite", help="Replace an existing --out file."),
        relaxed_end: int = typer.Option(2, "--relaxed-end", min=0, help="End-offset tolerance of the relaxed measure."),
        n_boot: int = typer.Option(1000, "--n-boot", min=1, help="Bootstrap resamples for --vs."),
        seed: int = typer.Option(0, "--seed", help="Bootstrap seed for --vs."),
        compare_measure: str = typer.Option("entity_strict", "--vs-measure", help="Measure compared by --vs: "
                                            "entity_strict, entity_relaxed, span_strict, span_merged, token, token_blind."),
        hipaa_idnum: bool = typer.Option(False, "--hipaa-idnum", help="Count i2b2 IDNUM as HIPAA (the official "
                                         "script does not)."),
        labels: Optional[str] = typer.Option(None, "--labels", help="Comma-separated labels to score (others are "
                                             "ignored in gold and predictions); default: every label seen."),
        model: Optional[Path] = typer.Option(None, "--model", help="Run this fitted model on the gold texts and "
                                             "score it (instead of --pred)."),
        compare: bool = typer.Option(False, "--compare", help="With --model: one table comparing every base, every "
                                     "baseline combiner and the stacker, with significance vs the best base."),
        bases: str = typer.Option("all", "--bases", help="With --model: the bases to use (all or a,b)."),
        combiner: Optional[str] = typer.Option(None, "--combiner", help="With --model: stacker (default) or a "
                                               "baseline combiner: majority, vote2of3, union, priority."),
    ):
        """Score predictions against gold: entity strict/relaxed, MEDDOCAN span strict/merged, token,
        type-blind token (F2), leak, i2b2 2014 document macro and HIPAA subset."""
        label_list = None
        if labels is not None:
            label_list = [x.strip() for x in labels.split(",") if x.strip()]
            if not label_list:
                from multideid.errors import UsageError

                raise UsageError("--labels needs at least one label (comma-separated)")
        opts = EvalOptions(gold=gold, pred=pred, format=format, pred_format=pred_format, label_map=label_map,
                           vs=vs, relaxed_end=relaxed_end, labels=label_list, n_boot=n_boot, seed=seed,
                           compare_measure=compare_measure,
                           hipaa_idnum=hipaa_idnum, model=model, compare=compare, bases=bases, combiner=combiner)
        check_out_path(out, opts)
        report = run_eval(opts)
        emit(report, as_json=as_json, per_label=per_label, out=out, overwrite=overwrite)


def render_model_comparison(result: dict, console) -> None:
    """The table of :func:`multideid.evaluation.compare.compare_on_gold`: strict P/R/F1, merged F1,
    token-blind recall, delta and p against the best base (and strict F1 per class)."""
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
    for s in result["systems"]:  # document-level propagation (multideid.propagate) against its own combiner
        if "propagation" in s:
            g = s["propagation"]
            console.print(f"{s['name']} vs {g['vs']}: strict F1 {g['delta_f1']:+.4f}, p {g['p_value']:.3f} ({g['test']})")
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
