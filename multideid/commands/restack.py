"""``multideid restack``: retrain the stacker of a model from its stored out-of-fold data."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from multideid.model import DEFAULT_MODEL_DIR


def register(app: typer.Typer) -> None:
    @app.command("restack", context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
    def restack_cmd(
        ctx: typer.Context,
        model: Path = typer.Argument(Path(DEFAULT_MODEL_DIR), help="Model directory (fitted with stacking.store_oof = true, the default)."),
        output: Optional[Path] = typer.Option(None, "--output", "-o", help="Write the restacked model here (default: replace MODEL atomically)."),
        quiet: bool = typer.Option(False, "--quiet", "-q", help="No score table."),
        jobs: int = typer.Option(1, "--jobs", "-j", help="Fit the fold, final and subset stackers on this many threads."),
    ):
        """Retrain only the stacker with other stacking settings, without refitting any base.

        Example: `multideid restack M --stacking.decode viterbi --stacking.C 0.3 -o M2`, then
        `multideid eval --model M2 --gold dev/ --compare`.  Takes seconds to minutes where a
        refit takes an hour: the model's out-of-fold base decisions are reused.
        `--stacking.calibration notes.jsonl` lets the stacker also learn from your annotated notes
        (calibration documents, decided on by the model's own bases; docs/stacking.md).
        """
        from multideid.console import make_console

        from multideid.commands.fit import render_oof_scores
        from multideid.restack import restack_model

        from multideid.ioutil import check_jobs

        check_jobs(jobs)
        if output is not None:
            from multideid.ioutil import real_path
            from multideid.model import check_replaceable

            if real_path(output) != real_path(model):  # -o MODEL itself: the default, replace it
                check_replaceable(output, [("model", model)])
        console = make_console(stderr=True)
        ens = restack_model(model, ctx.args, output, jobs=jobs)
        if not quiet:
            render_oof_scores(ens.meta, console)
            console.print(f"restacked model written to [bold]{output or model}[/] in {ens.meta['restacked']['seconds']} s "
                          "(out-of-fold scores in token units)")
