"""``multideid explain``: the stacker's per-class trust table (and a heatmap PNG)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from multideid.model import DEFAULT_MODEL_DIR


def trust_report(model_dir: str | Path, subset: str | None = None) -> dict:
    """``{"bases", "classes", "trust": {class: {base: weight|None}}, "label_maps", "oof_scores"}``."""
    from multideid.ensemble import load_model

    ens = load_model(model_dir)
    stacker = ens.stacker if not subset else ens.stacker_for(parse_subset(subset, list(ens.base_names)))
    table = stacker.trust_table(ens.label_maps)
    return {
        "bases": stacker.bases,
        "classes": sorted(table),
        "trust": table,
        "thresholds": stacker.thresholds_,
        "label_maps": ens.label_maps.to_json(),
        "oof_scores": ens.meta.get("oof_scores", {}),
    }


def parse_subset(subset: str, known: list[str]) -> list[str]:
    """The base names of ``--subset a+b`` (or ``a,b``); a name the model does not have, or an
    empty subset, is a UsageError (exit 2) with a suggestion."""
    from multideid.errors import UsageError
    from multideid.registry import suggest

    names = [s.strip() for s in subset.replace(",", "+").split("+") if s.strip()]
    if not names:
        raise UsageError("--subset needs base names joined by + (e.g. rules+crf)")
    for n in names:
        if n not in known:
            raise UsageError(f"--subset: the model has no base {n!r}{suggest(n, known)}; its bases: {', '.join(known)}")
    return names


def render_trust(report: dict, console) -> None:
    from rich.table import Table

    t = Table(title="Stacker trust: SVM weight on each base's vote, per class (higher = trusted; . = base never says it)")
    t.add_column("class")
    for b in report["bases"]:
        t.add_column(b, justify="right")
    for c in report["classes"]:
        cells = []
        for b in report["bases"]:
            w = report["trust"][c].get(b)
            if w is None:
                cells.append("[dim].[/]")
            else:
                style = "green" if w > 0.25 else ("red" if w < 0 else "")
                cells.append(f"[{style}]{w:+.2f}[/]" if style else f"{w:+.2f}")
        t.add_row(c, *cells)
    console.print(t)
    if report.get("thresholds"):
        console.print("recall thresholds (offsets added to the class scores): " +
                      ", ".join(f"{k} {v:+.3f}" for k, v in sorted(report["thresholds"].items())))


def check_png_target(path: str | Path, *, overwrite: bool = False, model_dir: str | Path | None = None) -> Path:
    """Fail early (OutputError) when the heatmap cannot or must not be written at ``path``:
    it exists (without ``overwrite``) or is a directory, its directory is missing, or it lies
    inside a multideid model directory (or the explained model), which it would break."""
    from multideid.errors import OutputError
    from multideid.ioutil import check_output_path

    path = Path(path)
    if path.is_dir():
        raise OutputError("output exists and is a directory", path)
    if (path.exists() or path.is_symlink()) and not overwrite:
        raise OutputError("output exists; pass --overwrite to replace it", path)
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise OutputError("output directory does not exist", parent)
    check_output_path(path, [("model", model_dir)])
    return path


def write_heatmap(report: dict, path: str | Path, *, overwrite: bool = False,
                  model_dir: str | Path | None = None) -> None:
    """Write the trust table as a PNG heatmap (atomically)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    path = check_png_target(path, overwrite=overwrite, model_dir=model_dir)
    classes, bases = report["classes"], report["bases"]
    M = np.array([[np.nan if report["trust"][c].get(b) is None else report["trust"][c][b] for b in bases] for c in classes])
    fig, ax = plt.subplots(figsize=(max(6.0, 3.5 + 1.0 * len(bases)), 1.2 + 0.38 * len(classes)))
    lim = float(np.nanmax(np.abs(M))) if np.isfinite(M).any() else 1.0
    im = ax.imshow(np.ma.masked_invalid(M), cmap="RdBu", vmin=-lim, vmax=lim, aspect="auto")
    ax.set_xticks(range(len(bases)), bases, rotation=30, ha="right")
    ax.set_yticks(range(len(classes)), classes, fontsize=8)
    for i in range(len(classes)):
        for j in range(len(bases)):
            if np.isfinite(M[i, j]):
                ax.text(j, i, f"{M[i, j]:.2f}", ha="center", va="center", fontsize=7)
    ax.set_title("Stacker trust per base and class", fontsize=10)
    fig.colorbar(im, ax=ax, fraction=0.04)
    fig.tight_layout()
    from multideid.ioutil import atomic_path

    try:
        with atomic_path(path, kind="file", overwrite=overwrite) as tmp:
            fig.savefig(tmp, dpi=120, format="png")
    finally:
        plt.close(fig)


def register(app: typer.Typer) -> None:
    @app.command("explain")
    def explain_cmd(
        model: Path = typer.Argument(Path(DEFAULT_MODEL_DIR), help="Model directory."),
        png: Optional[Path] = typer.Option(None, "--png", help="Also write the trust table as a heatmap PNG."),
        as_json: bool = typer.Option(False, "--json", help="Print machine-readable JSON instead of tables."),
        subset: Optional[str] = typer.Option(None, "--subset", help="Explain a stored subset stacker (a+b)."),
        overwrite: bool = typer.Option(False, "--overwrite", help="Replace an existing PNG."),
    ):
        """Print the per-class trust table: the SVM weights aggregated per base and class.

        Also prints the out-of-fold scores recorded at fit time and the learned label maps
        (which corpus label each base label stands for).
        """
        from multideid.console import make_console

        if png is not None:
            check_png_target(png, overwrite=overwrite, model_dir=model)
        report = trust_report(model, subset)
        if as_json:
            typer.echo(json.dumps(report, indent=1, ensure_ascii=False))
        else:
            console = make_console()
            render_trust(report, console)
            from multideid.commands.fit import render_oof_scores

            render_oof_scores({"oof_scores": report["oof_scores"]}, console)
            maps = report["label_maps"]
            lines = [f"  {b}: " + ", ".join(f"{k}->{v}" for k, v in m.items() if k != v) for b, m in maps.items()]
            lines = [l for l in lines if not l.endswith(": ")]
            if lines:
                console.print("learned label maps (base label -> corpus label):\n" + "\n".join(lines))
        if png is not None:
            write_heatmap(report, png, overwrite=overwrite, model_dir=model)
            if not as_json:
                make_console(stderr=True).print(f"heatmap written to {png}")
