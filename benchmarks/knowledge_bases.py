"""Measure the knowledge-based bases (``rules``, ``dictionary``) and their union.

Usage (from the repository root)::

    /work/venv/bin/python benchmarks/knowledge_bases.py                      # presidio-synth, MEDDOCAN dev, synth
    /work/venv/bin/python benchmarks/knowledge_bases.py --corpus meddocan --diagnose
    /work/venv/bin/python benchmarks/knowledge_bases.py --extra path/to/synth.jsonl:jsonl:en

Type-blind token level: a token is PHI when it overlaps a gold span whose label is PHI
(presidio-synth: all but TITLE and NRP; MEDDOCAN: all but SEXO_SUJETO_ASISTENCIA), and
predicted PHI when it overlaps a predicted span.  The union predicts PHI where either base
does.  Speed is documents per second of ``predict`` alone, on documents already tokenized
(tokens are shared by every base), after a warm-up that loads packs and gazetteers.
``--diagnose`` also prints token precision per pattern/list and recall per gold label.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import time
from pathlib import Path

from multideid.base_systems.dictionary import DictionaryBase
from multideid.base_systems.rules import RulesBase
from multideid.io import read_corpus
from multideid.tokenizer import spans_to_bio

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("MULTIDEID_SHARED", REPO.parent / "shared")) / "data"
NOT_PHI = {"TITLE", "NRP", "SEXO_SUJETO_ASISTENCIA"}

CORPORA = {
    "presidio-synth": (SHARED / "presidio-synth" / "synth_dataset_v2.json", "presidio", "en"),
    "meddocan": (SHARED / "meddocan" / "dev", "brat", "es"),
}


def token_flags(doc, spans) -> list[bool]:
    return [t != "O" for t in spans_to_bio(doc.tokens, spans).tags]


def prf(tp: int, fp: int, fn: int) -> dict:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"P": round(p, 4), "R": round(r, 4), "F1": round(f, 4), "tp": tp, "fp": fp, "fn": fn}


def run(name: str, path: Path | None, fmt: str, locale: str, diagnose: bool, limit: int | None) -> dict:
    if fmt == "synth":  # the project's synthetic English corpus, generated in memory
        from multideid.synth import generate_corpus

        docs = generate_corpus(limit or 200, seed=0, split="test")
    else:
        docs = read_corpus(path, fmt)
    if limit:
        docs = docs[:limit]
    for d in docs:
        d.gold = [s for s in (d.gold or []) if s.label not in NOT_PHI]
        d.tokens  # tokenize once, outside the timed region
    bases = {"rules": RulesBase(locale=locale), "dictionary": DictionaryBase(locale=locale)}
    preds, speed = {}, {}
    for bname, base in bases.items():
        base.predict(docs[:1])  # warm-up: packs compiled, gazetteer loaded
        t0 = time.perf_counter()
        preds[bname] = base.predict(docs)
        speed[bname] = round(len(docs) / (time.perf_counter() - t0), 1)
    # the dictionary's common-word hits (score <= stop_score) are meant for the stacker; also
    # report the bases without them
    floor = bases["dictionary"].stop_score
    preds["dictionary>stop"] = [[s for s in sp if s.score > floor] for sp in preds["dictionary"]]
    counts = {b: [0, 0, 0] for b in (*preds, "union", "union>stop")}
    by_expl = {b: collections.defaultdict(lambda: [0, 0]) for b in bases}
    gold_rec = collections.defaultdict(lambda: collections.Counter())
    for i, d in enumerate(docs):
        g = token_flags(d, d.gold)
        flags = {b: token_flags(d, preds[b][i]) for b in preds}
        flags["union"] = [any(x) for x in zip(*(flags[b] for b in bases))]
        flags["union>stop"] = [a or b for a, b in zip(flags["rules"], flags["dictionary>stop"])]
        for b, f in flags.items():
            c = counts[b]
            for gg, pp in zip(g, f):
                c[0] += gg and pp
                c[1] += pp and not gg
                c[2] += gg and not pp
        if diagnose:
            for b in bases:
                for sp in preds[b][i]:
                    one = token_flags(d, [sp])
                    for gg, pp in zip(g, one):
                        if pp:
                            by_expl[b][sp.explanation.split("+")[0]][0 if gg else 1] += 1
            gtags = spans_to_bio(d.tokens, d.gold, scheme="IO").tags
            for t, u in zip(gtags, flags["union"]):
                if t != "O":
                    gold_rec[t]["n"] += 1
                    gold_rec[t]["hit"] += u
    out = {"corpus": name, "documents": len(docs), "locale": locale, "docs_per_s": speed}
    out.update({b: prf(*c) for b, c in counts.items()})
    if diagnose:
        out["by_pattern"] = {
            b: {k: {"tp": v[0], "fp": v[1], "P": round(v[0] / max(1, sum(v)), 3)} for k, v in sorted(by_expl[b].items())}
            for b in bases
        }
        out["recall_by_gold_label"] = {k: round(v["hit"] / v["n"], 3) for k, v in sorted(gold_rec.items())}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", choices=sorted(CORPORA), action="append", help="default: all")
    ap.add_argument("--extra", action="append", default=[], help="PATH:FORMAT:LOCALE of another corpus")
    ap.add_argument("--limit", type=int, default=None, help="first N documents only")
    ap.add_argument("--synth", type=int, default=200, help="documents of the synthetic English test split (0: skip)")
    ap.add_argument("--diagnose", action="store_true")
    ap.add_argument("--json", type=Path, help="also write the results here")
    a = ap.parse_args()
    jobs = [(c, *CORPORA[c]) for c in (a.corpus or sorted(CORPORA))]
    if a.synth and not a.corpus:
        jobs.append(("synth-en-test", None, "synth", "en"))
    for e in a.extra:
        p, fmt, loc = e.rsplit(":", 2)
        jobs.append((Path(p).name, Path(p), fmt, loc))
    results = []
    for name, path, fmt, loc in jobs:
        if path is not None and not path.exists():
            print(f"skip {name}: {path} not found")
            continue
        r = run(name, path, fmt, loc, a.diagnose, a.synth if fmt == "synth" else a.limit)
        results.append(r)
        print(f"\n## {name} ({r['documents']} docs, locale {loc}), type-blind token level")
        print("| base | P | R | F1 | docs/s |\n|---|---|---|---|---|")
        for b in ("rules", "dictionary", "dictionary>stop", "union", "union>stop"):
            print(f"| {b} | {r[b]['P']:.3f} | {r[b]['R']:.3f} | {r[b]['F1']:.3f} | {r['docs_per_s'].get(b, '')} |")
        if a.diagnose:
            print(json.dumps({k: r[k] for k in ("by_pattern", "recall_by_gold_label")}, indent=1, ensure_ascii=False))
    if a.json:
        a.json.write_text(json.dumps(results, indent=2, ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    main()
