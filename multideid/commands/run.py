"""``multideid run``: de-identify files, directories, JSONL or stdin with a fitted model."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterable, Iterator, Optional

import typer

from multideid.config import RUN_MODES as MODES
from multideid.document import Document
from multideid.model import DEFAULT_MODEL_DIR

#: formats that can carry spans when tagging
_SPAN_FORMATS = ("brat", "jsonl", "i2b2-2014", "i2b2-2006", "presidio", "physionet")


def _surrogate_available() -> bool:
    try:
        from multideid.surrogate import surrogate_documents  # noqa: F401
    except ImportError:
        return False
    return True


def deidentify(
    model,
    input: str,
    *,
    output: str | None = None,
    in_format: str | None = None,
    out_format: str | None = None,
    mode: str = "tag",
    bases: str = "all",
    combiner: str | None = None,
    jobs: int = 1,
    chunk_size: int = 64,
    overwrite: bool = False,
    key: bytes | None = None,
    locale: str = "en",
    on_result=None,
    inputs=(),
    chunking: dict | None = None,
    language_mismatch: str = "warn",
) -> dict:
    """De-identify ``input`` with ``model``; write to ``output`` (``None``/``-`` = stdout).

    ``mode``: ``tag`` writes spans in ``out_format`` (default: the input format when it can
    hold spans, else jsonl); ``redact`` writes text with ``[**LABEL**]`` per PHI; ``surrogate``
    writes text with realistic fake values (:mod:`multideid.surrogate`).  ``on_result(doc,
    prediction)`` is called per document (for summaries).  ``inputs``: more ``(option,
    path)`` pairs the output must stay apart from (the input and the model always are;
    :func:`multideid.ioutil.check_output_path`).  ``chunking``: ``chunk_chars``, ``overlap``,
    ``max_doc_chars`` for :func:`multideid.chunking.run_chunked` (default: the model's
    ``[run]`` settings).  ``language_mismatch``: ``warn`` (one line on stderr), ``error``
    (UsageError) or ``ignore`` when a document's language differs from the model's
    (:class:`multideid.lang.LanguageGuard`).  Returns counts.
    """
    from multideid.errors import UsageError
    from multideid.io import FORMATS, check_format, detect_format, iter_corpus, write_corpus
    from multideid.chunking import run_chunked, settings_from_config
    from multideid.pipeline import redact_text

    if mode not in MODES:
        raise UsageError(f"unknown mode {mode!r}; choose one of: {', '.join(MODES)}")
    if mode == "surrogate" and not _surrogate_available():
        raise UsageError("--mode surrogate needs multideid.surrogate, which this installation lacks; use tag or redact")
    fmt_in = check_format(in_format) if in_format else detect_format(input)
    to_stdout = output in (None, "-")
    if mode == "tag":
        fmt_out = check_format(out_format) if out_format else (fmt_in if fmt_in in _SPAN_FORMATS else "jsonl")
        if fmt_out not in _SPAN_FORMATS:
            raise UsageError(f"--mode tag writes spans; format {fmt_out!r} cannot hold them (use one of: {', '.join(_SPAN_FORMATS)})")
        if to_stdout and fmt_out != "jsonl":
            raise UsageError(f"format {fmt_out} needs --output PATH (standard output takes jsonl or, with --mode redact, text)")
    elif mode == "surrogate":
        # the released corpus stays annotated: surrogate spans re-anchored on the new text
        fmt_out = check_format(out_format) if out_format else "text"
        if fmt_out not in ("text", "jsonl", "brat", "i2b2-2014"):
            raise UsageError(f"--mode surrogate writes text, jsonl, brat or i2b2-2014 (not {fmt_out})")
        if to_stdout and fmt_out not in ("text", "jsonl"):
            raise UsageError(f"format {fmt_out} needs --output PATH")
    else:
        fmt_out = check_format(out_format) if out_format else "text"
        if fmt_out not in ("text", "jsonl"):
            raise UsageError(f"--mode {mode} writes text; choose --format text or jsonl (not {fmt_out})")
    if not to_stdout:
        from multideid.ioutil import check_output_path

        check_output_path(output, [("input", input), ("--model", getattr(model, "path", None)), *inputs])
    counts = {"documents": 0, "spans": 0, "mode": mode, "format": fmt_out}
    # Standard output cannot be written atomically: a regular file or directory is read and
    # validated whole, and de-identified, before anything is written, so a malformed document 71
    # leaves nothing on stdout (the output is held in memory, like the documents).  Standard
    # input and other streams (pipes, /dev/stdin) are processed as they come.
    buffered = to_stdout and input != "-" and (Path(input).is_file() or Path(input).is_dir())

    from multideid.lang import LanguageGuard

    guard = LanguageGuard(getattr(model, "meta", None), language_mismatch,
                          warn=lambda line: (sys.stderr.write(line + "\n"), sys.stderr.flush()))

    def checked(docs: Iterable[Document]) -> Iterator[Document]:
        for d in docs:
            guard.check(d)
            yield d

    def results() -> Iterator[Document]:
        docs = list(iter_corpus(input, fmt_in)) if buffered else iter_corpus(input, fmt_in)
        docs = checked(docs)
        chunk_opts = chunking if chunking is not None else settings_from_config(getattr(model, "config", None))
        for doc, pred in run_chunked(model, docs, bases=bases, combiner=combiner, chunk_size=chunk_size, jobs=jobs,
                                     **chunk_opts):
            counts["documents"] += 1
            counts["spans"] += len(pred.spans)
            if on_result:
                on_result(doc, pred)
            if mode == "tag":
                yield doc
                continue
            if mode == "redact":
                text, spans = redact_text(doc.text, pred.spans), None
            else:
                from multideid.surrogate import surrogate_documents

                ((text, spans),) = surrogate_documents([doc], "multideid", key=key, locale=locale)
            out = Document(id=doc.id, text=text, gold=None, metadata=dict(doc.metadata))
            if spans is not None:
                out.predictions["multideid"] = spans
            yield out

    if to_stdout:
        import io

        sink = io.StringIO() if buffered else sys.stdout
        if fmt_out == "jsonl":
            from multideid.io.jsonfmt import write_jsonl

            spans_sel = "multideid" if mode != "redact" else (lambda d: None)
            write_jsonl(results(), sink, spans=spans_sel)
        elif buffered:
            for doc in results():
                sink.write(doc.text)
        else:
            from multideid.io.text import write_stdout

            write_stdout(results())
        if buffered:
            sys.stdout.write(sink.getvalue())
        sys.stdout.flush()
    else:
        spans_sel = "multideid" if mode != "redact" else (lambda d: None)
        if fmt_out == "text":
            spans_sel = "gold"  # ignored by the text writer
        write_corpus(results(), output, fmt_out, spans=spans_sel, overwrite=overwrite)
    guard.summary()
    counts["language_mismatches"] = guard.mismatches
    return counts


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
def _progress(console, enabled: bool, total: int | None = None):
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


def register(app: typer.Typer) -> None:
    @app.command("run")
    def run_cmd(
        input: str = typer.Argument(..., help="File, directory, JSONL, or - for standard input."),
        model: Path = typer.Option(Path(DEFAULT_MODEL_DIR), "--model", "-m", help="Model directory (from `multideid fit`)."),
        bases: str = typer.Option("all", "--bases", help="all, or a comma list of the model's bases (needs a stored subset stacker or --combiner)."),
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
    ):
        """De-identify documents: tag PHI spans, redact them, or replace them by surrogates.

        Outputs are written atomically and inputs are never modified.  On stderr, a summary shows
        what each base found and which bases agree on each final span (offsets and labels only).
        """
        from multideid.console import make_console

        from multideid.pipeline import AgreementSummary, load_model, render_summary

        if jobs is not None and jobs < 1:
            from multideid.errors import UsageError

            raise UsageError(f"--jobs must be at least 1 (got {jobs})")
        ens = load_model(model)
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
        key_bytes = None
        if key is not None:
            from multideid.surrogate import read_key_file

            key_bytes = read_key_file(key)
        summary = AgreementSummary(keep=50)
        console = make_console(stderr=True)
        show = not quiet and console.is_terminal
        total = None
        if show:
            from multideid.io import detect_format

            try:
                total = estimate_total(input, in_format or detect_format(input))
            except Exception:  # the real error (if any) is reported by deidentify below
                total = None
        with _progress(console, enabled=show, total=total) as tick:

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
