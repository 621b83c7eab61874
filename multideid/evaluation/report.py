"""Rich tables for an evaluation report and for a two-system comparison."""

from __future__ import annotations

from typing import Any, Sequence

MEASURE_TITLES = [
    ("entity_strict", "entity strict"),
    ("entity_relaxed", "entity relaxed ±{relaxed_end}"),
    ("span_strict", "span strict"),
    ("span_merged", "span merged"),
    ("token", "token"),
    ("token_blind", "token blind"),
]

I2B2_TITLES = [
    ("strict", "Strict"),
    ("relaxed", "Relaxed"),
    ("binary_strict", "Binary Strict"),
    ("hipaa_strict", "HIPAA Strict"),
    ("hipaa_relaxed", "HIPAA Relaxed"),
    ("hipaa_binary_strict", "HIPAA Binary Strict"),
]


def _f(x: float) -> str:
    return f"{x:.4f}"


def _table(title: str, columns: Sequence[str]):
    """A compact table whose first column never wraps (fits 80-column terminals)."""
    from rich import box
    from rich.table import Table

    t = Table(title=title, box=box.SIMPLE_HEAD, padding=(0, 1), title_justify="left")
    for i, col in enumerate(columns):
        t.add_column(col, justify="left" if i == 0 else "right", no_wrap=i == 0, min_width=len(col))
    return t


def _console(console):
    if console is None:
        from multideid.console import make_console

        console = make_console()
    return console


def render_report(report: dict, console: Any = None, *, per_label: bool = True) -> None:
    """Print ``report`` (from :func:`~multideid.evaluation.evaluate`) as rich tables."""
    console = _console(console)
    c = report["counts"]
    title = (f"multideid evaluation: {c['documents']} documents, {c['gold_spans']} gold / "
             f"{c['pred_spans']} predicted spans, {c['tokens']} tokens")
    t = _table(title, ("measure", "P", "R", "F1", "TP", "FP", "FN", "macro F1"))
    for key, name in MEASURE_TITLES:
        b = report[key]
        m, M = b["micro"], b["macro"]
        label = name.format(relaxed_end=report.get("relaxed_end", 2))
        t.add_row(label, _f(m["precision"]), _f(m["recall"]), _f(m["f1"]), str(m["tp"]), str(m["fp"]),
                  str(m["fn"]), _f(M["f1"]))
    wo = report["token"]["with_o"]
    t.add_row("token incl. O", _f(wo["micro"]["precision"]), "", "", "", "", "", _f(wo["macro"]["f1"]))
    console.print(t)
    console.print(f"P/R/F1 micro (macro P/R in --json); token blind F2 {_f(report['token_blind']['micro']['f2'])}; "
                  "token incl. O: P = token accuracy")

    lk = report["leak"]
    console.print(
        f"leak: {lk['missed_tokens']} of {lk['gold_phi_tokens']} PHI tokens missed "
        f"({_f(lk['per_1000_tokens'])} per 1,000 tokens); {lk['documents_with_leak']}/{lk['documents']} "
        f"documents leak ({lk['document_rate']:.1%}); {_f(lk['entity_fn_per_sentence'])} missed entities per sentence"
    )
    notes = []
    if c["documents_missing"]:
        ids = ", ".join(c["missing_ids"][:5]) + (" ..." if len(c["missing_ids"]) > 5 else "")
        notes.append(f"[yellow]{c['documents_missing']} document(s) without predictions, scored as predicting "
                     f"nothing: {ids}[/]")
    pb = c["partial_token_boundaries"]
    if pb["gold"] or pb["pred"]:
        notes.append(f"span boundaries inside a token (token counted as PHI): gold {pb['gold']}, predicted {pb['pred']}")
    for n in notes:
        console.print(n)

    i2 = report.get("i2b2_2014")
    if i2:
        t2 = _table("i2b2 2014 convention (macro = mean over documents)",
                    ("measure", "micro P", "micro R", "micro F1", "macro P", "macro R", "macro F1"))
        for key, name in I2B2_TITLES:
            b = i2.get(key)
            if not b:
                continue
            m, M = b["micro"], b["macro"]
            t2.add_row(name, _f(m["precision"]), _f(m["recall"]), _f(m["f1"]),
                       _f(M["precision"]), _f(M["recall"]), _f(M["f1"]))
        console.print(t2)
        if not i2.get("hipaa_applicable"):
            console.print("HIPAA subset: not applicable (gold labels are not i2b2 2014 TYPEs)")

    if per_label:
        t3 = _table("per label (entity strict P/R/F1, relaxed F1, token F1, share of PHI tokens missed)",
                    ("label", "n", "P", "R", "F1", "relax F1", "tok F1", "miss"))
        es, er, tk = report["entity_strict"]["per_label"], report["entity_relaxed"]["per_label"], report["token"]["per_label"]
        lk_pl = report["leak"]["per_label"]
        for lab in report.get("labels", sorted(es)):
            s = es.get(lab)
            if s is None:
                continue
            t3.add_row(lab, str(s["support"]), _f(s["precision"]), _f(s["recall"]), _f(s["f1"]),
                       _f(er[lab]["f1"]) if lab in er else "", _f(tk[lab]["f1"]) if lab in tk else "",
                       _f(lk_pl[lab]["miss_rate"]) if lab in lk_pl else "")
        console.print(t3)


def render_comparison(comp: dict, console: Any = None, *, per_label: bool = True,
                      names: tuple[str, str] = ("A", "B")) -> None:
    """Print the result of :func:`~multideid.evaluation.compare_systems`."""
    console = _console(console)
    a, b = names
    t = _table(f"A = {a} vs B = {b}: {comp['measure']}, {comp['documents']} documents; p: paired bootstrap on F1 "
               f"(n={comp['n_boot']}, seed={comp['seed']}), p R / p P: z-tests on recall / precision",
               ("label", "n", "F1 A", "F1 B", "ΔF1", "95% CI ΔF1", "p(boot)", "p(R)", "p(P)"))
    t.columns[5].min_width = 13
    t.columns[5].no_wrap = True
    rows = [("overall", comp["overall"])]
    if per_label:
        rows += sorted(comp["per_label"].items())
    for lab, r in rows:
        lo, hi = r["ci95"]
        t.add_row(lab, str(r["a"]["support"]), f"{r['a']['f1']:.3f}", f"{r['b']['f1']:.3f}", f"{r['delta_f1']:+.3f}",
                  f"[{lo:+.2f},{hi:+.2f}]", f"{r['p_bootstrap']:.3f}", f"{r['p_recall']:.3f}",
                  f"{r['p_precision']:.3f}")
    console.print(t)
