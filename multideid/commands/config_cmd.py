"""``multideid config``: write the full commented default config, or show a resolved one."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer


def register(app: typer.Typer) -> None:
    @app.command(
        "config",
        context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
    )
    def config_cmd(
        ctx: typer.Context,
        config: Optional[Path] = typer.Option(None, "--config", "-c", help="TOML config to validate and resolve."),
        output: Optional[Path] = typer.Option(None, "--output", "-o", help="Write here instead of stdout."),
        overwrite: bool = typer.Option(False, "--overwrite", help="Replace an existing output file."),
        no_comments: bool = typer.Option(False, "--no-comments", help="Omit explanatory comments."),
    ):
        """Print the fully resolved configuration (defaults + --config + dotted overrides).

        With no options this is the complete commented default config: save it with
        `multideid config -o multideid.toml`, edit, and pass it to fit/run with --config.
        Overrides: `multideid config --bases.crf.c1 0.05 --stacking.folds 3`.
        """
        from multideid.config import dump_config, load_config
        from multideid.ioutil import atomic_write_text

        cfg = load_config(config, ctx.args)
        text = dump_config(cfg, comments=not no_comments)
        if output is None:
            typer.echo(text, nl=False)
        else:
            atomic_write_text(output, text, overwrite=overwrite, inputs=[("--config", config)])
