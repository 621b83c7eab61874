"""Document-level propagation (``[run] propagate``, :mod:`multideid.propagate`) measured on the
English test sets: the model's final spans without propagation and with each variant, scored
on the same predictions (the bases and the stacker run once per set).

    python benchmarks/english_propagation.py --model M [--heldout H.jsonl] [--presidio P.json]
        [--variants "off;PATIENT,DOCTOR;PATIENT,DOCTOR+parts"] [--json OUT]

A variant is ``off`` or a comma list of classes, ``+parts`` adding ``propagate_name_parts``.
Per set and variant: token-blind P/R, entity-strict F1, the spans propagation added (exactly a
gold span / overlapping one / no gold at all) and the gold PHI strings of 4+ characters that
survive surrogates (one fixed key per set, so variants are paired).  Only counts are printed.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from english_eval import presidio_label_map
from english_leaks import _merge, survivors


def parse_variant(spec: str) -> tuple[str, tuple[str, ...], bool]:
    spec = spec.strip()
    parts = spec.endswith("+parts")
    body = spec[: -len("+parts")] if parts else spec
    classes = () if body == "off" else tuple(c.strip() for c in body.split(",") if c.strip())
    return spec, classes, parts


def stacker_spans(model, docs) -> list:
    """The final spans of the model's stacker (no propagation) per document."""
    names = model.select("all")
    stacker = model.stacker_for(names)
    views, _ = model.base_views(docs, names)
    return [stacker.predict_doc(views[i], d.tokens) for i, d in enumerate(docs)]


def score(gold_docs, preds: dict, label_map: dict | None) -> dict:
    from multideid.evaluation import evaluate
    from multideid.labels import map_spans

    if label_map is not None:
        preds = {k: map_spans(v, label_map, strict=False) for k, v in preds.items()}
    rep = evaluate(gold_docs, preds)
    tb = rep["token_blind"]["micro"]
    return {"P": tb["precision"], "R": tb["recall"], "F1_strict": rep["entity_strict"]["micro"]["f1"]}


def added_kinds(gold_docs, base: dict, final: dict) -> dict:
    """Spans ``final`` has beyond ``base``: exactly a gold span (offsets and label), overlapping
    gold, or outside every gold span."""
    out = {"exact": 0, "overlap": 0, "false": 0}
    for d in gold_docs:
        have = {(s.start, s.end) for s in base[d.id]}
        gold = {(s.start, s.end, s.label) for s in d.gold or ()}
        for s in final[d.id]:
            if (s.start, s.end) in have:
                continue
            if (s.start, s.end, s.label) in gold:
                out["exact"] += 1
            elif any(s.start < g[1] and g[0] < s.end for g in gold):
                out["overlap"] += 1
            else:
                out["false"] += 1
    return out


def leak(gold_docs, preds: dict, key: bytes) -> dict:
    """Surviving gold strings after surrogates drawn as ``run --mode surrogate`` draws them
    without ``--key-file`` (a key per note, so name parts the note holds are avoided), but with
    each note's key derived from ``key`` and its id: the variants of one set are paired."""
    import hashlib
    from unittest import mock

    from multideid import surrogate
    from multideid.surrogate import Surrogator

    sur = Surrogator(key=None, locale="en")
    texts, released, predicted = {}, {}, {}
    for d in gold_docs:
        note_key = hashlib.sha256(key + d.id.encode()).digest()
        with mock.patch.object(surrogate.os, "urandom", lambda n, k=note_key: k[:n]):
            text, spans = sur.surrogate_document(d.copy(gold=None, predictions=False), preds[d.id])
        texts[d.id] = text
        released[d.id] = [(s.start, s.end) for s in spans]
        predicted[d.id] = [(s.start, s.end) for s in preds[d.id]]
        assert len(_merge(predicted[d.id])) == len(released[d.id])
    per = survivors(gold_docs, texts, predicted=predicted, released=released)
    n = sum(v[0] for v in per.values())
    k = sum(v[1] for v in per.values())
    u = sum(v[2] for v in per.values())
    return {"gold": n, "survived": k, "share": k / max(1, n), "untagged": u,
            "per_class": {c: v[1] for c, v in sorted(per.items()) if v[1]}}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", required=True)
    ap.add_argument("--heldout", type=Path, default=Path("/work/notes/english-heldout-v2-s7.jsonl"))
    ap.add_argument("--presidio", type=Path, default=ROOT.parent / "shared/data/presidio-synth/synth_dataset_v2.json")
    ap.add_argument("--handwritten", type=Path, default=ROOT / "tests/data/en_handwritten/en_handwritten.jsonl")
    ap.add_argument("--sets", default="heldout,presidio,handwritten")
    ap.add_argument("--variants", default="off;PATIENT,DOCTOR,USERNAME,HOSPITAL,ORGANIZATION,LOCATION,ID")
    ap.add_argument("--key", default="propagation-benchmark")
    ap.add_argument("--json", type=Path, default=None)
    a = ap.parse_args(argv)
    from multideid.ensemble import load_model
    from multideid.io import iter_corpus
    from multideid.labels import load_label_map
    from multideid.propagate import propagate_spans

    model = load_model(a.model)
    sets = []
    if "heldout" in a.sets:
        sets.append(("heldout", a.heldout, "jsonl", None))
    if "presidio" in a.sets and a.presidio.is_file():
        sets.append(("presidio", a.presidio, "presidio", str(presidio_label_map(Path("/tmp")))))
    if "handwritten" in a.sets:
        sets.append(("handwritten", a.handwritten, "jsonl", None))
    variants = [parse_variant(v) for v in a.variants.split(";") if v.strip()]
    results = []
    for name, path, fmt, lm in sets:
        gold = list(iter_corpus(path, fmt, lm, require_gold=True))
        blind = [d.copy(gold=None, predictions=False) for d in gold]
        mapping = load_label_map(lm) if lm else None
        raw = dict(zip((d.id for d in blind), stacker_spans(model, blind)))
        for spec, classes, parts in variants:
            preds = {d.id: propagate_spans(d.text, raw[d.id], classes, name_parts=parts,
                                           language=d.metadata.get("language")) for d in blind}
            mapped = preds if mapping is None else {k: [s.with_label(mapping[s.label]) for s in v
                                                        if mapping.get(s.label)] for k, v in preds.items()}
            row = {"set": name, "variant": spec, **score(gold, preds, mapping),
                   "added": added_kinds(gold, raw, mapped),
                   "leak": leak(gold, mapped, (a.key + name).encode())}
            results.append(row)
            lk = row["leak"]
            print(f"{name:12s} {spec:60s} P {row['P']:.4f} R {row['R']:.4f} F1s {row['F1_strict']:.4f} "
                  f"added {row['added']} surviving {lk['share']:.2%} ({lk['survived']}/{lk['gold']}, untagged {lk['untagged']}) "
                  f"{lk['per_class']}", flush=True)
    if a.json:
        a.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
