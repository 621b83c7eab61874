"""``multideid fit``: fit every enabled base and the stacker, write a model directory."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from multideid.model import DEFAULT_MODEL_DIR


class FitProgress:
    """Rich progress on stderr: one line per base (folds), then the stacker."""

    def __init__(self, console, names: list[str], folds: int, quiet: bool = False):
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self.quiet = quiet
        self.stacker_folds_done = 0
        self.progress = Progress(
            TextColumn("{task.description:<22}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[status]}"),
            TimeElapsedColumn(),
            console=console,
            disable=quiet,
            transient=False,
        )
        self.tasks = {}
        self.folds = folds
        self.names = names

    def __enter__(self):
        self.progress.__enter__()
        for n in self.names:
            # folds (or one prediction pass) + the final fit on all documents
            self.tasks[n] = self.progress.add_task(f"base {n}", total=self.folds + 1, status="waiting")
        self.tasks["stacker"] = self.progress.add_task("stacker", total=self.folds + 1, status="waiting")
        return self

    def __exit__(self, *exc):
        return self.progress.__exit__(*exc)

    def __call__(self, event: str, info: dict) -> None:
        p = self.progress
        b = info.get("base")
        if event == "reuse":
            for n in info["bases"]:
                p.update(self.tasks[n], completed=self.folds + 1, status="reused")
            if not self.quiet:
                p.console.print(f"reusing {', '.join(info['bases']) or 'no base'} from {info['source']}"
                                + "".join(f"; fitting {n} ({why})" for n, why in info["refit"].items()))
        elif event == "fold":
            p.update(self.tasks[b], completed=info["fold"] - 1, status=f"fold {info['fold']}/{info['folds']}")
        elif event == "predict":
            p.update(self.tasks[b], status="predicting (no training)")
        elif event == "done":
            p.update(self.tasks[b], completed=self.folds, status="out-of-fold done")
        elif event == "fit_all":
            p.update(self.tasks[b], status="fitting on all documents")
        elif event == "base_done":
            p.update(self.tasks[b], completed=self.folds + 1, status=f"done in {info['seconds']}s")
        elif event == "stacker_fold":  # reported as each nested fold finishes (any order)
            self.stacker_folds_done += 1
            p.update(self.tasks["stacker"], completed=self.stacker_folds_done,
                     status=f"nested folds {self.stacker_folds_done}/{info['folds']} done")
        elif event == "stacker_final":
            p.update(self.tasks["stacker"], status=f"final fit done ({info['rows']} tokens)")
        elif event == "subset":
            p.update(self.tasks["stacker"], status="subset " + "+".join(info["bases"]) + " done")
        elif event == "save":
            p.update(self.tasks["stacker"], completed=self.folds + 1, status="saved")


def load_training_docs(cfg: dict, train: Optional[str], fmt: Optional[str], label_map: Optional[str]):
    """The training corpus: ``--train`` (gold required) or the embedded synthetic corpus."""
    if train is None:
        from multideid.synth import generate_corpus

        n, seed = int(cfg["corpus"]["synth_n"]), int(cfg["corpus"]["synth_seed"])
        return generate_corpus(n, seed=seed, split="train"), f"synthetic:n={n},seed={seed}"
    from multideid.io import read_corpus

    lm = label_map or (cfg["corpus"].get("label_map") or None)
    docs = read_corpus(train, fmt, lm, require_gold=True)
    if not docs:
        from multideid.errors import DataError

        raise DataError("training corpus is empty", train)
    return docs, str(train)


def register(app: typer.Typer) -> None:
    @app.command("fit", context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
    def fit_cmd(
        ctx: typer.Context,
        train: Optional[str] = typer.Option(None, "--train", help="Training corpus with gold (default: the embedded synthetic corpus)."),
        fmt: Optional[str] = typer.Option(None, "--format", "-f", help="Format of --train (detected when omitted)."),
        label_map: Optional[str] = typer.Option(None, "--label-map", help="Relabel the training gold (e.g. meddocan-coarse)."),
        config: Optional[Path] = typer.Option(None, "--config", "-c", help="TOML config (see `multideid config`)."),
        bases: str = typer.Option("all", "--bases", help="Base instances to fit: all (every enabled one) or a,b,c."),
        model: Path = typer.Option(Path(DEFAULT_MODEL_DIR), "--model", "-m", help="Model directory to write (replaced only if it is a multideid model)."),
        min_recall: Optional[float] = typer.Option(None, "--min-recall", help="Per-class recall operating point tuned on held-out decisions (same as --stacking.min_recall; 0 = off)."),
        jobs: int = typer.Option(1, "--jobs", "-j", help="Fit the bases in this many worker processes (one task per base and fold) and the stackers on this many threads."),
        quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress display."),
        reuse: Optional[Path] = typer.Option(None, "--reuse", help="A model fitted on the same corpus with the same folds: take over its unchanged bases (files and out-of-fold data) instead of training them again."),
    ):
        """Fit the bases and the stacking SVM; write a model directory.

        The stacker learns from out-of-fold predictions (document-grouped K-fold, the same seeded
        folds for every base); the deployed bases are then fitted on all documents.  Config
        overrides: `--stacking.folds 3`, `--bases.crf.c1 0.05`.
        """
        from multideid.console import make_console

        from multideid.config import load_config, select_bases
        from multideid.model import check_replaceable
        from multideid.ensemble import fit_model

        console = make_console(stderr=True)
        if jobs < 1:
            from multideid.errors import UsageError

            raise UsageError(f"--jobs must be at least 1 (got {jobs})")
        cfg = load_config(config, ctx.args)
        if min_recall is not None:
            if not 0.0 <= min_recall <= 1.0:
                from multideid.errors import UsageError

                raise UsageError(f"--min-recall must be between 0 and 1 (got {min_recall})")
            cfg["stacking"]["min_recall"] = float(min_recall)
        names = select_bases(cfg, bases)
        from multideid.stacking.training import stored_subsets

        # a stored subset naming an unselected base fails now rather than after every base is trained
        stored_subsets(names, str(cfg["stacking"]["store_subsets"]))
        lm = label_map if label_map and Path(label_map).exists() else None
        check_replaceable(model, [("--train", train), ("--config", config), ("--label-map", lm)])
        docs, source = load_training_docs(cfg, train, fmt, label_map)
        from multideid.stacking.oof import document_folds

        k = len(document_folds(len(docs), int(cfg["stacking"]["folds"]), int(cfg["stacking"]["seed"])))
        if not quiet:
            console.print(f"[bold]multideid fit[/]: {len(docs)} documents ({source}), bases {', '.join(names)}, {k} folds")
        with FitProgress(console, names, k, quiet) as prog:
            ens = fit_model(cfg, docs, model, bases=names, data_source=source, progress=prog, jobs=jobs, reuse=reuse)
        if not quiet:
            render_oof_scores(ens.meta, console)
            console.print(f"model written to [bold]{model}[/] in {ens.meta.get('fit_seconds')} s")


def render_oof_scores(meta: dict, console) -> None:
    """Out-of-fold strict scores per base, combiner and the stacker (from meta.json)."""
    from rich.table import Table

    sc = meta.get("oof_scores", {})
    t = Table(title="Out-of-fold scores on the training corpus (strict, micro)")
    for col in ("system", "kind", "P", "R", "F1", "blind char R"):
        t.add_column(col, justify="right" if col not in ("system", "kind") else "left")
    rows = [(n, "base", s) for n, s in sc.get("bases", {}).items()]
    rows += [(n, "combiner", s) for n, s in sc.get("combiners", {}).items()]
    if "stacker" in sc:
        rows.append(("stacker", "stacker", sc["stacker"]))
    for n, kind, s in rows:
        t.add_row(n, kind, f"{s['precision']:.3f}", f"{s['recall']:.3f}", f"{s['f1']:.3f}", f"{s['blind_char_recall']:.3f}")
    console.print(t)
