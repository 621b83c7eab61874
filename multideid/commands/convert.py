"""``multideid convert``: convert a corpus between formats (optionally relabelling it)."""

from __future__ import annotations

from typing import Optional

import typer

#: Output formats inferred from the output path when ``--to`` is not given.
_SUFFIX_TO_FORMAT = {
    ".jsonl": "jsonl",
    ".json": "presidio",
    ".text": "physionet",
    ".xml": "i2b2-2006",
    ".txt": "text",
}


def infer_output_format(path: str) -> str:
    """The output format implied by ``path``'s suffix (directories need ``--to``)."""
    from pathlib import Path

    from multideid.errors import UsageError
    from multideid.io import FORMATS

    if path == "-":
        return "jsonl"  # standard output: the lossless line format
    fmt = _SUFFIX_TO_FORMAT.get(Path(path).suffix.lower())
    if fmt is None:
        raise UsageError(f"cannot infer the output format of {path}; pass --to (one of: {', '.join(FORMATS)})")
    return fmt


def convert(
    src: str,
    dst: str,
    *,
    from_format: str | None = None,
    to_format: str | None = None,
    label_map: str | None = None,
    overwrite: bool = False,
    spans: str = "gold",
    allow_overlap: bool | None = None,
) -> dict:
    """Convert ``src`` to ``dst``; returns counts ``{"documents", "spans", "from", "to"}``."""
    import os

    from multideid.io import check_format, detect_format, iter_corpus, write_corpus

    fmt_in = check_format(from_format) if from_format else detect_format(src)
    fmt_out = check_format(to_format) if to_format else infer_output_format(dst)
    if dst != "-":
        from multideid.ioutil import check_output_path

        lm = label_map if isinstance(label_map, (str, os.PathLike)) and os.path.exists(label_map) else None
        check_output_path(dst, [("input", src), ("--label-map", lm)])
    counts = {"documents": 0, "spans": 0, "from": fmt_in, "to": fmt_out}

    docs = iter_corpus(src, fmt_in, label_map, allow_overlap=allow_overlap)
    if dst == "-" and src != "-":
        # standard output is not atomic: read and validate the whole input before writing
        docs = list(docs)

    def counted():
        for doc in docs:
            counts["documents"] += 1
            chosen = doc.gold if spans == "gold" else doc.predictions.get(spans)
            counts["spans"] += len(chosen or ())
            yield doc

    write_corpus(counted(), dst, fmt_out, spans=spans, overwrite=overwrite)
    return counts


def register(app: typer.Typer) -> None:
    @app.command("convert")
    def convert_cmd(
        input: str = typer.Argument(..., help="Input corpus: file, directory, or - for stdin (plain text)."),
        output: str = typer.Argument(..., help="Output file or directory (- for stdout: jsonl unless --to says text/presidio/deidgate/i2b2-2006)."),
        from_format: Optional[str] = typer.Option(None, "--from", help="Input format (detected when omitted)."),
        to_format: Optional[str] = typer.Option(
            None, "--to", help="Output format (inferred from .jsonl/.json/.text/.xml/.txt when omitted)."
        ),
        label_map: Optional[str] = typer.Option(
            None, "--label-map",
            help="Relabel gold: meddocan-coarse, presidio, i2b2-2014-coarse, deidgate, or a .toml/.json file.",
        ),
        overwrite: bool = typer.Option(False, "--overwrite", help="Replace an existing output."),
        spans: str = typer.Option("gold", "--spans", help="Which spans to write: gold or a prediction name."),
        no_overlap: bool = typer.Option(False, "--no-overlap", help="Reject overlapping gold spans in the input."),
    ):
        """Convert a corpus between formats: brat, i2b2-2006, i2b2-2014, jsonl, presidio, physionet, text, deidgate.

        The output is written atomically (nothing is left behind on error) and never over the input.
        """
        counts = convert(
            input, output, from_format=from_format, to_format=to_format, label_map=label_map,
            overwrite=overwrite, spans=spans, allow_overlap=False if no_overlap else None,
        )
        typer.echo(
            f"converted {counts['documents']} documents ({counts['spans']} spans) from {counts['from']} "
            f"to {counts['to']}: {output}",
            err=True,
        )
