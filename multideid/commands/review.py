"""``multideid review``: a local page to check what the ensemble found; export the corrections."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from multideid.model import DEFAULT_MODEL_DIR


def register(app: typer.Typer) -> None:
    @app.command("review")
    def review_cmd(
        input: str = typer.Argument(..., help="Notes to review: file or directory (any input format)."),
        model: Optional[Path] = typer.Option(None, "--model", "-m", help=f"Model directory (default: {DEFAULT_MODEL_DIR})."),
        pred: Optional[str] = typer.Option(None, "--pred", help="Review these predictions (same document ids) instead of running the model; "
                                           "per-base agreement is then not shown."),
        pred_format: Optional[str] = typer.Option(None, "--pred-format", help="Format of --pred (detected when omitted)."),
        in_format: Optional[str] = typer.Option(None, "--from", help="Format of INPUT (detected when omitted)."),
        bases: str = typer.Option("all", "--bases", help="all, or a comma list of the model's bases."),
        port: int = typer.Option(0, "--port", "-p", min=0, max=65535, help="Port on 127.0.0.1 (0: a free one)."),
        review_file: Optional[Path] = typer.Option(None, "--review-file", help="Review file (default: INPUT.review.json beside INPUT)."),
        low_score: float = typer.Option(0.75, "--low-score", help="Stacker scores below this are 'low confidence'."),
        export: Optional[str] = typer.Option(None, "--export", help="Write the corrected corpus here instead of serving the page."),
        out_format: Optional[str] = typer.Option(None, "--format", "-f", help="With --export: brat or jsonl (default: jsonl for a .jsonl path, else brat)."),
        include_unreviewed: bool = typer.Option(False, "--include-unreviewed", help="With --export: also write documents not signed off, "
                                                "their undecided spans kept as predicted."),
        only_reviewed: bool = typer.Option(False, "--only-reviewed", help="With --export: write only the documents signed off."),
        overwrite: bool = typer.Option(False, "--overwrite", help="With --export: replace an existing output."),
        open_browser: bool = typer.Option(False, "--open", help="Open the page in the default browser."),
    ):
        """Serve a review page on 127.0.0.1 (token-protected): accept, reject, relabel, adjust or add
        spans; every decision is saved at once in the review file, and reopening resumes it.

        With --export OUT, write the corrected corpus (for `fit --train OUT` and `eval --gold OUT`)
        and exit.  Documents not signed off are refused unless --only-reviewed or
        --include-unreviewed.
        """
        import sys

        from multideid.errors import UsageError
        from multideid.review.session import open_session

        model_given = model is not None
        model_dir = str(model) if model is not None else DEFAULT_MODEL_DIR
        if export is None and (out_format or include_unreviewed or only_reviewed or overwrite):
            raise UsageError("--format, --include-unreviewed, --only-reviewed and --overwrite go with --export")
        if export is not None:
            from multideid.review.export import export_corpus
            from multideid.review.session import default_review_path

            rf = review_file or default_review_path(input)
            if not Path(rf).exists():
                raise UsageError("no review file to export; review INPUT first (`multideid review INPUT`) or pass --review-file", rf)
            fmt = out_format or ("jsonl" if export.endswith(".jsonl") else "brat")
            # the stored review decides: no model run and no model needed, but the same documents
            sess = open_session(input, model=model_dir if model_given else None, pred=pred, in_format=in_format,
                                pred_format=pred_format, bases=bases, review_file=str(rf), low_score=low_score,
                                model_given=model_given)
            counts = export_corpus(sess, export, fmt, include_unreviewed=include_unreviewed, only_reviewed=only_reviewed,
                                   overwrite=overwrite)
            sys.stderr.write(f"exported {counts['documents']} documents, {counts['spans']} spans to {export} ({fmt})"
                             + (f"; {counts['skipped']} not signed off left out" if counts["skipped"] else "") + "\n")
            return
        sess = open_session(input, model=model_dir, pred=pred, in_format=in_format, pred_format=pred_format, bases=bases,
                            review_file=str(review_file) if review_file else None, low_score=low_score,
                            model_given=model_given)
        serve(sess, port, open_browser=open_browser)


def serve(session, port: int, *, open_browser: bool = False) -> None:
    """Serve until Ctrl-C; prints the URL (with its token) and where decisions are saved."""
    import sys

    from multideid.errors import OutputError
    from multideid.review.server import ReviewServer

    try:
        httpd = ReviewServer(session, port)
    except OSError as exc:
        raise OutputError(f"cannot listen on 127.0.0.1:{port} ({exc.strerror or type(exc).__name__})") from None
    n = len(session.store.documents)
    done = sum(1 for d in session.store.documents if d.get("reviewed"))
    sys.stderr.write(f"reviewing {n} documents ({done} signed off); decisions are saved in {session.store.path}\n"
                     f"open {httpd.url}\n(Ctrl-C to stop; the page only answers on this machine, with this token)\n")
    sys.stderr.flush()
    if open_browser:
        import webbrowser

        webbrowser.open(httpd.url)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        sys.stderr.write("stopped; run the same command to resume\n")
    finally:
        httpd.server_close()
