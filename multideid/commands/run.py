"""``multideid run``: de-identify files, directories, JSONL or stdin with a fitted model."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Optional

import typer

from multideid.config import RUN_MODES as MODES
from multideid.model import DEFAULT_MODEL_DIR


def estimate_total(input: str, fmt: str) -> int | None:
    """Best-effort number of documents in ``input`` for the progress ETA (never fails)."""
    try:
        p = Path(input)
        if input == "-" or not p.exists():
            return None
        if p.is_dir():
            ext = {"brat": ".txt", "text": ".txt", "i2b2-2006": ".xml", "i2b2-2014": ".xml"}.get(fmt)
            return sum(1 for f in p.rglob(f"*{ext}") if f.is_file()) if ext else None
        if fmt in ("jsonl", "deidgate"):
            with open(p, "rb") as fh:
                return sum(1 for line in fh if line.strip())
        if fmt == "text":
            return 1
    except OSError:
        return None
    return None


@contextmanager
def progress_bar(console, enabled: bool, total: int | None = None):
    """A live line on stderr (terminal only): documents done, docs/s, elapsed time and, when the
    number of documents is known, a bar with the ETA.

    Yields a ``tick()`` to call once per finished document; a no-op when disabled (pipes, CI,
    ``--quiet``), so redirected stderr never fills with control sequences.
    """
    if not enabled:
        yield lambda: None
        return
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, ProgressColumn, SpinnerColumn, TextColumn,
                               TimeElapsedColumn, TimeRemainingColumn)
    from rich.text import Text

    class _Rate(ProgressColumn):
        def render(self, task):
            return Text(f"{task.speed or 0.0:.1f} docs/s")

    cols = [SpinnerColumn(), TextColumn("de-identified")]
    cols += [BarColumn(), MofNCompleteColumn()] if total else [TextColumn("{task.completed:.0f}")]
    cols += [TextColumn("documents"), _Rate(), TimeElapsedColumn()]
    if total:
        cols += [TextColumn("ETA"), TimeRemainingColumn()]
    with Progress(*cols, console=console, transient=True) as prog:
        task = prog.add_task("run", total=total)
        yield lambda: prog.advance(task)


def _knowledge_only(model: Path, bases: str, combiner: Optional[str], console):
    """``run --bases rules`` where there is no model directory: the named bases that need no
    training, on their own (one base's spans, or several bases' union), said on stderr.
    ``None`` when ``model`` exists or no bases were named (then the model is loaded as usual)."""
    if model.exists() or bases.strip() in ("", "all"):
        return None
    from multideid.ensemble import knowledge_ensemble

    ens = knowledge_ensemble(bases)
    names = ens.base_names
    how = f"the spans of {names[0]} alone" if len(names) == 1 and combiner is None else \
        f"combiner {ens.resolve_combiner(combiner)} over {', '.join(names)}"
    console.print(f"multideid run: no model directory {model}: no stacker involved; {how} "
                  "(labels as each base names them)", markup=False, highlight=False, soft_wrap=True)
    return ens


def register(app: typer.Typer) -> None:
    @app.command("run")
    def run_cmd(
        input: str = typer.Argument(..., help="File, directory, JSONL, or - for standard input."),
        model: Path = typer.Option(Path(DEFAULT_MODEL_DIR), "--model", "-m", help="Model directory (from `multideid fit`)."),
        bases: str = typer.Option("all", "--bases", help="all, or a comma list of the model's bases (needs a stored subset stacker or --combiner). Without a model directory: bases that need no training (rules, dictionary, presidio) run on their own."),
        combiner: Optional[str] = typer.Option(None, "--combiner", help="stacker (default) or a baseline: majority, vote2of3, union, priority."),
        output: Optional[str] = typer.Option(None, "--output", "-o", help="Output file or directory (default: standard output)."),
        out_format: Optional[str] = typer.Option(None, "--format", "-f", help="Output format (tag: input format or jsonl; redact: text)."),
        in_format: Optional[str] = typer.Option(None, "--from", help="Input format (detected when omitted)."),
        mode: Optional[str] = typer.Option(None, "--mode", help="tag (spans), redact ([**LABEL**]) or surrogate (fake values)."),
        jobs: Optional[int] = typer.Option(None, "--jobs", "-j", help="Worker processes (each loads the model once)."),
        overwrite: bool = typer.Option(False, "--overwrite", help="Replace an existing output."),
        key: Optional[Path] = typer.Option(None, "--key-file", "--key", help="Surrogate mode: key file for corpus-wide consistent surrogates."),
        locale: Optional[str] = typer.Option(None, "--locale", help="Surrogate mode: en or es (default: the model's language, else en)."),
        quiet: bool = typer.Option(False, "--quiet", "-q", help="No summary on stderr."),
        max_doc_chars: Optional[int] = typer.Option(None, "--max-doc-chars", help="Refuse longer documents (default: [run] max_doc_chars, 5,000,000)."),
        chunk_chars: Optional[int] = typer.Option(None, "--chunk-chars", help="Predict longer documents in overlapping chunks of this many characters (default: [run] chunk_chars, 100,000)."),
        language_mismatch: Optional[str] = typer.Option(None, "--language-mismatch", help="A document in another language than the model's: warn (default: [run] language_mismatch), error (exit 2) or ignore."),
        engine: str = typer.Option("local", "--engine", help="local (this machine) or spark (see docs/spark.md)."),
        master: Optional[str] = typer.Option(None, "--master", help="Spark: local[N], spark://HOST:PORT, yarn... (default: spark-submit's, else local[*])."),
        patient_col: Optional[str] = typer.Option(None, "--patient-col", help="Spark, surrogate mode: field with the patient id (dates shift per patient)."),
        resume: bool = typer.Option(False, "--resume", help="Spark: write in buckets; a rerun skips the buckets already written."),
        buckets: int = typer.Option(16, "--buckets", help="Spark --resume: number of buckets."),
        partitions: Optional[int] = typer.Option(None, "--partitions", help="Spark: tasks per job (default 4 x the default parallelism)."),
        time_limit: Optional[float] = typer.Option(None, "--time-limit", help="Spark: seconds per note before an error row (default 60; 0 = none)."),
        spark_conf: list[str] = typer.Option([], "--spark-conf", help="Spark: KEY=VALUE setting (repeatable)."),
    ):
        """De-identify documents: tag PHI spans, redact them, or replace them by surrogates.

        Outputs are written atomically and inputs are never modified.  On stderr, a summary shows
        what each base found and which bases agree on each final span (offsets and labels only).
        """
        from multideid.console import make_console

        from multideid.ensemble import load_model
        from multideid.runner import AgreementSummary, deidentify

        from multideid.ioutil import check_jobs

        check_jobs(jobs)
        console = make_console(stderr=True)
        if engine != "local" and not model.exists():
            from multideid.errors import ModelError

            raise ModelError("model directory not found (--engine spark ships a fitted model to its workers)", model)
        ens = _knowledge_only(model, bases, combiner, console) or load_model(model)
        from multideid.spark.cli import check_engine_options

        check_engine_options(locals())  # --engine local|spark and the options each one takes
        run_cfg = ens.config.get("run", {})
        mode = mode or run_cfg.get("mode") or "tag"
        jobs = jobs if jobs is not None else max(1, int(run_cfg.get("jobs", 1) or 1))
        out_format = out_format or (run_cfg.get("format") or None)
        if locale is None:
            lang = ens.config.get("corpus", {}).get("language", "en")
            locale = lang if lang in ("en", "es") else "en"
        from multideid.chunking import settings_from_config

        over = {}
        if max_doc_chars is not None:
            over["max_doc_chars"] = max_doc_chars
        if chunk_chars is not None:  # the overlap shrinks with small chunks (at most a fifth of them)
            over["chunk_chars"] = chunk_chars
            over["overlap_chars"] = min(int(run_cfg.get("overlap_chars", 2000)), max(0, chunk_chars // 5))
        chunking = settings_from_config({"run": {**run_cfg, **over}})
        if engine != "local":
            from multideid.spark.cli import run_engine_spark

            return run_engine_spark(ens, input, locals())
        key_bytes = None
        if key is not None:
            from multideid.surrogate import read_key_file

            key_bytes = read_key_file(key)
        summary = AgreementSummary(keep=50)
        show = not quiet and console.is_terminal
        total = None
        if show:
            from multideid.io import detect_format

            try:
                total = estimate_total(input, in_format or detect_format(input))
            except Exception:  # the real error (if any) is reported by deidentify below
                total = None
        with progress_bar(console, enabled=show, total=total) as tick:

            def on_result(d, p):
                tick()
                if not quiet:
                    summary.add(d.id, p)

            deidentify(
                ens, input, output=output, in_format=in_format, out_format=out_format, mode=mode, bases=bases,
                combiner=combiner, jobs=jobs, chunk_size=int(ens.config.get("stacking", {}).get("chunk_size", 64)),
                overwrite=overwrite, key=key_bytes, locale=locale, on_result=on_result,
                inputs=[("--key-file", key)], chunking=chunking,
                language_mismatch=language_mismatch or run_cfg.get("language_mismatch") or "warn",
            )
        if not quiet:
            render_summary(summary.as_dict(), console)


def render_summary(summary: dict, console, *, max_spans: int = 50) -> None:
    """Rich tables of :func:`multideid.runner.agreement_summary` (for stderr)."""
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
    if summary.get("n_vetoed"):  # [run] nonphi_veto (docs/nonphi.md)
        t2.caption = ((t2.caption + "; ") if t2.caption else "") + f"{summary['n_vetoed']} spans inside clinical terms vetoed"
    console.print(t2)
