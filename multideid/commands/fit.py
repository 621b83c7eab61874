"""``multideid fit``: fit every enabled base and the stacker, write a model directory."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from multideid.model import DEFAULT_MODEL_DIR


class FitProgress:
    """Rich progress on stderr: one line per base (folds), then the stacker; each line shows the
    time left, estimated from :mod:`multideid.fit_cost` and corrected by the speed so far."""

    def __init__(self, console, names: list[str], folds: int, quiet: bool = False, estimate=None):
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self.quiet = quiet
        self.stacker_folds_done = 0
        self.left = TimeLeft(estimate)
        self.progress = Progress(
            TextColumn("{task.description:<22}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[status]}"),
            TimeElapsedColumn(),
            self.left.column(),
            console=console,
            disable=quiet,
            transient=False,
        )
        self.tasks = {}
        self.folds = folds
        self.names = names

    def __enter__(self):
        self.progress.__enter__()
        self.left.start()
        for n in self.names:
            # folds (or one prediction pass) + the final fit on all documents
            self.tasks[n] = self.progress.add_task(f"base {n}", total=self.folds + 1, status="waiting", key=n)
        self.tasks["stacker"] = self.progress.add_task("stacker", total=self.folds + 1, status="waiting", key="stacker")
        return self

    def __exit__(self, *exc):
        return self.progress.__exit__(*exc)

    def __call__(self, event: str, info: dict) -> None:
        p = self.progress
        b = info.get("base")
        if event == "task_done":
            self.left.task_done(b, float(info.get("cost", 0.0)))
        elif event == "reuse":
            for n in info["bases"]:
                self.left.drop(n)
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
            self.left.finish(b)
            p.update(self.tasks[b], completed=self.folds + 1, status=f"done in {info['seconds']}s")
        elif event == "calibration":  # the deployed bases decide on the calibration documents
            p.update(self.tasks["stacker"], status=f"calibration: {info['documents']} documents")
        elif event == "stacker":
            self.left.stacker_started()
        elif event == "stacker_fold":  # reported as each nested fold finishes (any order)
            self.stacker_folds_done += 1
            p.update(self.tasks["stacker"], completed=self.stacker_folds_done,
                     status=f"nested folds {self.stacker_folds_done}/{info['folds']} done")
        elif event == "stacker_final":
            p.update(self.tasks["stacker"], status=f"final fit done ({info['rows']} tokens)")
        elif event == "subset":
            p.update(self.tasks["stacker"], status="subset " + "+".join(info["bases"]) + " done")
        elif event == "save":
            self.left.finish("stacker")
            p.update(self.tasks["stacker"], completed=self.folds + 1, status="saved")


class TimeLeft:
    """Time left per progress line: the line's estimated work not done yet (CPU seconds from
    :class:`multideid.fit_cost.FitEstimate`), times the wall seconds that one estimated CPU
    second has taken so far in this fit.  Before the first task ends, the speed is the
    estimate's own (its wall over its CPU).  Without an estimate nothing is shown."""

    def __init__(self, estimate=None, clock=None):
        import time

        self.clock = clock or time.monotonic
        self.estimate = estimate
        self.work = {}  # line -> estimated CPU seconds not yet done
        self.finished: set = set()
        self.done_work = 0.0
        self.t0 = None
        self.stacker_t0 = None
        self.spw_frozen = None
        if estimate is not None:
            self.work = {b: float(c) for b, c in estimate.cpu.items()}
            self.work["stacker"] = float(estimate.stacker)

    def start(self) -> None:
        self.t0 = self.clock()

    def task_done(self, line: str, cost: float) -> None:
        if line in self.work:
            take = min(cost, self.work[line])
            self.work[line] -= take
            self.done_work += take

    def finish(self, line: str) -> None:
        self.finished.add(line)
        if line in self.work:
            if line != "stacker":
                self.done_work += self.work[line]
            self.work[line] = 0.0
        self._freeze_when_bases_done()

    def drop(self, line: str) -> None:
        """A line with nothing to do (a base taken over by ``--reuse``): no work, no speed sample."""
        self.finished.add(line)
        self.work[line] = 0.0

    def stacker_started(self) -> None:
        # the deployed fits may still run beside the stacker: the speed is frozen once they are done
        self.stacker_t0 = self.clock()
        self._freeze_when_bases_done()

    def _freeze_when_bases_done(self) -> None:
        if self.stacker_t0 is not None and self.spw_frozen is None and \
                all(w <= 0 for b, w in self.work.items() if b != "stacker"):
            self.spw_frozen = self.seconds_per_work()  # no base work is done from here on

    def seconds_per_work(self) -> float:
        """Wall seconds per estimated CPU second: observed once a task has ended, else the
        estimate's own."""
        if self.spw_frozen is not None:
            return self.spw_frozen
        e = self.estimate
        planned = e.wall / e.total_cpu if e is not None and e.total_cpu > 0 else 1.0
        if self.t0 is None or self.done_work <= 0:
            return planned
        return (self.clock() - self.t0) / self.done_work

    def left(self, line: str) -> float | None:
        """Seconds left for ``line`` (``None``: no estimate, or the line is done)."""
        e = self.estimate
        if e is None or line in self.finished or line not in self.work:
            return None
        spw = self.seconds_per_work()
        if line != "stacker":
            return self.work[line] * spw
        # the stacker starts when the out-of-fold decisions are in and runs beside the deployed
        # fits; its phase is estimated in wall seconds, scaled by how much slower (or faster)
        # than planned this fit has been
        planned = e.wall / e.total_cpu if e.total_cpu > 0 else 1.0
        bases_left = sum(w for b, w in self.work.items() if b != "stacker") * spw
        stacker = self.work["stacker"] * spw / planned
        if self.stacker_t0 is None:
            return bases_left + stacker
        return max(0.0, bases_left, stacker - (self.clock() - self.stacker_t0))

    def column(self):
        from rich.progress import ProgressColumn
        from rich.text import Text

        owner = self

        class Column(ProgressColumn):
            def render(self, task):
                s = owner.left(task.fields.get("key", ""))
                if s is None:
                    return Text("")
                m, sec = divmod(int(round(s)), 60)
                return Text(f"~{m}:{sec:02d} left", style="progress.remaining")

        return Column()


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
        from multideid.ioutil import check_jobs

        check_jobs(jobs)
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

        folds = document_folds(len(docs), int(cfg["stacking"]["folds"]), int(cfg["stacking"]["seed"]))
        k = len(folds)
        base_docs = list(docs) + calibration_training_docs(cfg, source)  # what the learned bases train on
        estimate = fit_estimate(cfg, names, base_docs, document_folds(len(base_docs), k, int(cfg["stacking"]["seed"])),
                                jobs)
        if not quiet:
            console.print(f"[bold]multideid fit[/]: {len(docs)} documents ({source}), bases {', '.join(names)}, {k} folds")
            notice = estimate.notice()
            if notice:
                # an upper bound with --reuse: the bases taken over cost nothing
                console.print(notice + (" (Less with --reuse: the bases taken over are not fitted.)" if reuse else ""),
                              markup=False, highlight=False)
        with FitProgress(console, names, k, quiet, estimate=estimate) as prog:
            ens = fit_model(cfg, docs, model, bases=names, data_source=source, progress=prog, jobs=jobs, reuse=reuse)
        if not quiet:
            render_oof_scores(ens.meta, console)
            cal = ens.meta.get("stacking", {}).get("calibration")
            if cal:  # the out-of-fold scores above are the training corpus's only
                who = "learned bases (out-of-fold) and stacker" if cal.get("trains_bases") else "stacker"
                console.print(f"{who} also trained on {cal['n_docs']} calibration documents ({cal['source']})",
                              markup=False, highlight=False)
            console.print(f"model written to [bold]{model}[/] in {ens.meta.get('fit_seconds')} s")


def calibration_training_docs(cfg: dict, source: str) -> list:
    """The calibration documents the learned bases will train on too (``[stacking]
    calibration_trains_bases``), for the cost estimate; none without them."""
    from multideid.stacking.calibration import read_calibration, resolve_source, trains_bases

    st = cfg["stacking"]
    path = resolve_source(st.get("calibration", ""), source) if trains_bases(st) else None
    return list(read_calibration(path)) if path else []


def fit_estimate(cfg: dict, names: list[str], docs, folds, jobs: int):
    """The :class:`multideid.fit_cost.FitEstimate` of fitting ``names`` on ``docs`` (tokenizes them,
    which the fit would do first anyway)."""
    from multideid.fit_cost import base_type, estimate_fit
    from multideid.registry import get_base_class
    from multideid.stacking.training import stacker_fits

    bases = {}
    for n in names:
        table = cfg["bases"][n]
        t = base_type(n, table)
        bases[n] = (t, table, bool(getattr(get_base_class(t), "requires_fit", True)))
    return estimate_fit(bases, [len(d.tokens) for d in docs], folds, jobs, stacker_fits(names, cfg["stacking"], len(folds)))


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
