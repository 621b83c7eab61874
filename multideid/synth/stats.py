"""Describe a corpus with gold spans: per-class counts, distinct values, document lengths.

Used to write the table in ``docs/synthetic-corpus.md``::

    python -m multideid.synth.stats --n 500 --seed 0
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from typing import Iterable, Sequence

from multideid.document import Document
from multideid.labels import PROJECT_CLASSES


def summarize(docs: Sequence[Document]) -> dict:
    """Per-class span and distinct-value counts plus the words-per-document distribution."""
    spans: Counter = Counter()
    values: dict[str, set] = {}
    for d in docs:
        for s in d.gold or ():
            spans[s.label] += 1
            values.setdefault(s.label, set()).add(d.span_text(s))
    words = sorted(len(d.text.split()) for d in docs)
    q = statistics.quantiles(words, n=20) if len(words) >= 2 else [words[0]] * 19 if words else [0] * 19
    return {
        "documents": len(docs),
        "spans": dict(spans),
        "distinct": {k: len(v) for k, v in values.items()},
        "words": {
            "min": words[0] if words else 0,
            "p5": round(q[0]),
            "median": round(statistics.median(words)) if words else 0,
            "p95": round(q[-1]),
            "max": words[-1] if words else 0,
            "total": sum(words),
        },
    }


def markdown_table(summaries: dict[str, dict], classes: Iterable[str] = PROJECT_CLASSES) -> str:
    """A markdown table with one row per class and a (spans, distinct values) column pair per corpus."""
    names = list(summaries)
    head = "| class | " + " | ".join(f"{n} spans | {n} distinct" for n in names) + " |"
    sep = "|---|" + "---:|---:|" * len(names)
    rows = [head, sep]
    for c in classes:
        cells = []
        for n in names:
            s = summaries[n]
            cells += [f"{s['spans'].get(c, 0):,}", f"{s['distinct'].get(c, 0):,}"]
        rows.append(f"| {c} | " + " | ".join(cells) + " |")
    totals = []
    for n in names:
        s = summaries[n]
        totals += [f"**{sum(s['spans'].values()):,}**", f"{sum(s['distinct'].values()):,}"]
    rows.append("| **all** | " + " | ".join(totals) + " |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> None:  # pragma: no cover - documentation helper
    from multideid.synth import generate_corpus

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=500)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    generate_corpus(1, seed=args.seed)  # load the gazetteers before timing
    summaries = {}
    for split in ("train", "test"):
        wall, cpu = time.perf_counter(), time.process_time()
        docs = generate_corpus(args.n, seed=args.seed, split=split)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        s = summarize(docs)
        summaries[split] = s
        w = s["words"]
        print(
            f"{split}: {args.n} docs in {wall:.2f}s wall / {cpu:.2f}s CPU ({args.n / cpu:.0f} docs/s CPU); "
            f"words/doc min {w['min']} p5 {w['p5']} median {w['median']} p95 {w['p95']} max {w['max']}"
        )
    print()
    print(markdown_table(summaries))


if __name__ == "__main__":  # pragma: no cover
    main()
