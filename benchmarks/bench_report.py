"""The report stage of ``benchmarks/bench.py``: the results as markdown tables between the
``<!-- bench:start -->`` / ``<!-- bench:end -->`` markers of BENCHMARKS.md (text outside them is
kept) and a PNG bar chart of docs/s per base."""

from __future__ import annotations

from pathlib import Path

START, END = "<!-- bench:start -->", "<!-- bench:end -->"


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
