"""Measure the presidio base: type-blind token-level P/R/F1 and speed.

Usage (from the repository root)::

    /work/venv/bin/python benchmarks/presidio_base.py                 # both corpora
    /work/venv/bin/python benchmarks/presidio_base.py --corpus meddocan --nlp spacy_blank

Type-blind: a token is PHI when it overlaps any gold span whose label is PHI (presidio-synth:
all but TITLE and NRP; MEDDOCAN: all but SEXO_SUJETO_ASISTENCIA), and predicted PHI when it
overlaps any predicted span.  Speed is documents per second of ``predict`` alone, after the
engine is built and documents are tokenized (tokens are shared by every base in multideid),
both wall-clock and per CPU second (the latter is steadier on a shared machine).
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import time
from pathlib import Path

from multideid.base_systems.presidio_base import PresidioBase
from multideid.document import Document, Span

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("MULTIDEID_SHARED", REPO.parent / "shared")) / "data"
NOT_PHI = {"TITLE", "NRP", "SEXO_SUJETO_ASISTENCIA", "SEX"}


def load_presidio_synth(limit: int | None = None) -> list[Document]:
    """presidio-research's synthetic JSON, read directly (offsets as given)."""
    raw = json.loads((SHARED / "presidio-synth" / "synth_dataset_v2.json").read_text(encoding="utf-8"))
    docs = []
    for i, rec in enumerate(raw[:limit]):
        gold = [Span(s["start_position"], s["end_position"], s["entity_type"]) for s in rec["spans"]]
        docs.append(Document(f"synth-{i}", rec["full_text"], gold, metadata={"language": "en"}))
    return docs


def load_meddocan(split: str = "dev", limit: int | None = None) -> list[Document]:
    """MEDDOCAN brat files (``newline=''`` and utf-8, not utf-8-sig: offsets count the BOM)."""
    root = SHARED / "meddocan" / split
    docs = []
    for txt in sorted(root.glob("*.txt"))[:limit]:
        text = txt.open(encoding="utf-8", newline="").read()
        gold = []
        for line in txt.with_suffix(".ann").open(encoding="utf-8", newline=""):
            if line.startswith("T"):
                _, info, _ = line.split("\t", 2)
                label, start, end = info.split(" ")[:3]
                gold.append(Span(int(start), int(end.split(";")[0]), label))
        docs.append(Document(txt.stem, text, gold))
    return docs


def token_prf(docs: list[Document], preds: list[list[Span]]) -> dict:
    """Type-blind token-level precision, recall and F1 (plus per-gold-label token recall)."""
    tp = fp = fn = 0
    per = collections.defaultdict(lambda: [0, 0])
    for doc, spans in zip(docs, preds):
        toks = doc.tokens
        n = len(toks)

        def mark(sps):
            out = [None] * n
            for s in sps:
                i = toks.index_at(s.start)
                while i < n and toks.starts[i] < s.end:
                    out[i] = out[i] or s.label
                    i += 1
            return out

        g = mark([s for s in doc.gold if s.label not in NOT_PHI])
        p = mark(spans)
        for gi, pi in zip(g, p):
            tp += bool(gi and pi)
            fp += bool(pi and not gi)
            fn += bool(gi and not pi)
            if gi:
                per[gi][0] += bool(pi)
                per[gi][1] += 1
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    return {"precision": prec, "recall": rec, "f1": f1, "tp": tp, "fp": fp, "fn": fn,
            "recall_by_gold_label": {k: round(a / b, 3) for k, (a, b) in sorted(per.items())}}


def run(name: str, docs: list[Document], base: PresidioBase) -> dict:
    base.predict(docs[:1])  # build the engine outside the timed region
    for d in docs:
        d.tokens  # noqa: B018 - shared tokenization, done once per document by the pipeline
    t, c = time.perf_counter(), time.process_time()
    preds = base.predict(docs)
    dt, dc = time.perf_counter() - t, time.process_time() - c
    res = token_prf(docs, preds)
    res.update(corpus=name, docs=len(docs), seconds=round(dt, 2), docs_per_s=round(len(docs) / dt, 1),
               cpu_docs_per_s=round(len(docs) / dc, 1),
               params=base.get_params())
    return res


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", choices=["presidio", "meddocan", "both", "synth"], default="both",
                    help="synth: 200 notes of multideid's own English generator, test split")
    ap.add_argument("--nlp", choices=["tokens", "spacy_blank"], default="tokens")
    ap.add_argument("--threshold", type=float, default=0.0)
    ap.add_argument("--no-context", action="store_true")
    ap.add_argument("--min-age", type=int, default=None,
                    help="report ages from this value (default: en 90 as in HIPAA, es 0 as in MEDDOCAN)")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--split", choices=["dev", "train"], default="dev", help="MEDDOCAN split")
    args = ap.parse_args(argv)
    base = PresidioBase(nlp=args.nlp, score_threshold=args.threshold, context=not args.no_context,
                        min_age=args.min_age)
    results = []
    if args.corpus in ("presidio", "both"):
        results.append(run("presidio-synth", load_presidio_synth(args.limit), base))
    if args.corpus == "synth":
        from multideid.synth import generate_corpus

        docs = generate_corpus(args.limit or 200, seed=2024, split="test")
        results.append(run("multideid-synth", docs, base))
    if args.corpus in ("meddocan", "both"):
        results.append(run(f"meddocan-{args.split}", load_meddocan(args.split, args.limit), base))
    for r in results:
        print(f"{r['corpus']:15s} docs={r['docs']:5d}  P={r['precision']:.3f} R={r['recall']:.3f} "
              f"F1={r['f1']:.3f}  ({r['seconds']} s, {r['docs_per_s']} docs/s wall, "
              f"{r['cpu_docs_per_s']} docs/s CPU)")
        print("   token recall by gold label:", json.dumps(r["recall_by_gold_label"], ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
