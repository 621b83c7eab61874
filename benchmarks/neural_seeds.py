"""Several seeds of the ``neural`` base on MEDDOCAN dev: each alone, and three ways to combine them.

Reads k saved ``neural`` bases (e.g. ``neural_cost.py -p seed=S --save DIR``; same parameters,
different seeds) and scores on dev, with the same network outputs computed once per seed:

* each seed alone (its own Viterbi path: what ``NeuralBase.analyze`` outputs);
* ``poe``: product of experts, the seeds' emission scores and CRF transitions averaged, one
  Viterbi decode (and forward-backward for the scores);
* ``marg``: the seeds' token marginals averaged, decoded by Viterbi over their logarithms
  under the BIO constraints (no learned transitions);
* ``vote``: the spans (exact offsets and label) that more than half of the seeds produce.

For every system: strict P/R/F1, token-blind P/R, CPU seconds of the network and decoding; for
the combinations a paired bootstrap (``compare_systems``, 1,000 resamples over documents)
against the best single seed and, with ``--crf DIR`` (a saved crf base), against the crf;
with ``--errors-dir`` the errors TSVs that ``miss_overlap.py`` reads::

    python benchmarks/neural_seeds.py /tmp/s0 /tmp/s1 /tmp/s2 --crf M/bases/crf --errors-dir /tmp/E
    python benchmarks/miss_overlap.py /tmp/E/crf.tsv /tmp/E/seed0.tsv /tmp/E/poe.tsv --gold-spans 5801

``--sizes 3,5`` also combines the first 3 and the first 5 seeds (``poe3``, ``vote5``, ...) from
the same network outputs.  The seeds must share one tag set (they do when every label occurs in
every seed's training part); the script stops with a message and exit code 2 otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import learned_bases  # noqa: E402

COMBOS = ("poe", "marg", "vote")


def decode(doc, tags: list[str], labels: list[str], ranges, paths, margs, source: str) -> list:
    """Spans of ``doc`` from per-segment BIO paths and tag marginals (as ``NeuralBase.analyze``)."""
    from multideid.base_systems.base import TokenPrediction
    from multideid.tokenizer import split_tag

    plabels = ["O"] + list(labels)
    col = {lab: j for j, lab in enumerate(plabels)}
    collapse = np.zeros((len(tags), len(plabels)))
    for k, t in enumerate(tags):
        collapse[k, col[split_tag(t)[1] or "O"]] = 1.0
    n = len(doc.tokens)
    out_tags, begins = ["O"] * n, np.zeros(n, dtype=bool)
    proba = np.zeros((n, len(plabels)), dtype=np.float32)
    proba[:, 0] = 1.0
    for (a, b), path, marg in zip(ranges, paths, margs):
        proba[a:b] = marg[:len(path)].astype(np.float64) @ collapse
        prev = "O"
        for i, k in enumerate(path):
            p, lab = split_tag(tags[k])
            out_tags[a + i] = lab or "O"
            begins[a + i] = bool(lab) and (p == "B" or lab != prev)
            prev = lab or "O"
    proba = np.clip(proba, 0.0, 1.0)
    scores = proba[np.arange(n), [col[t] for t in out_tags]] if n else np.zeros(0)
    return TokenPrediction(out_tags, scores, begins, proba, plabels).spans(doc, source, source)


def combined_crf(bases):
    """A CRF layer whose transition, start and end scores are the seeds' means."""
    import torch
    from multideid.base_systems.neural_net import CRF, bio_allowed

    crf = CRF(*bio_allowed(bases[0].tags_))
    with torch.no_grad():
        for name in ("trans", "start", "end"):
            getattr(crf, name).copy_(torch.stack([getattr(b.model_.crf, name) for b in bases]).mean(0))
    return crf


def _timed(cpu: dict, name: str, fn, *args):
    c = time.process_time()
    out = fn(*args)
    cpu[name] += time.process_time() - c
    return out


def predict_all(bases, dev, scores: list | None = None) -> tuple[dict, dict, list]:
    """``{system: {doc id: spans}}``, ``{system: CPU seconds}`` for every seed and combination,
    and the bases' ``network_scores(dev)``
    (a seed's: its network and decoding; a combination's: every seed's network and its own
    decoding; the rules' and dictionary's scans are cached on the documents and counted once,
    in the first seed)."""
    import torch
    from multideid.base_systems.neural_net import CRF, bio_allowed

    tags, labels, k = bases[0].tags_, bases[0].labels_, len(bases)
    seeds = [f"seed{i}" for i in range(k)]
    preds = {name: {} for name in seeds + list(COMBOS)}
    cpu = dict.fromkeys(preds, 0.0)
    poe_crf = combined_crf(bases)
    flat = CRF(*bio_allowed(tags))  # all learned scores 0: only the BIO constraints
    old_threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        if scores is None:
            scores = [_timed(cpu, seeds[i], b.network_scores, dev) for i, b in enumerate(bases)]
        networks_cpu = sum(cpu[name] for name in seeds)  # 0 when given

        def single(b, doc, ranges, em, mask):
            marg = b.model_.crf.marginals(em, mask).numpy()
            return decode(doc, tags, labels, ranges, b.model_.crf.viterbi(em, mask), marg, "neural")

        def poe(doc, ranges, ems, mask):
            em = torch.stack(ems).mean(0)
            marg = poe_crf.marginals(em, mask).numpy()
            return decode(doc, tags, labels, ranges, poe_crf.viterbi(em, mask), marg, "poe")

        def marg_avg(doc, ranges, margs, mask):
            marg = torch.stack(margs).mean(0)
            return decode(doc, tags, labels, ranges, flat.viterbi(torch.log(marg.clamp_min(1e-9)), mask),
                          marg.numpy(), "marg")

        def vote(doc):
            votes: dict = {}
            for name in seeds:
                for s in preds[name][doc.id]:
                    votes.setdefault((s.start, s.end, s.label), []).append(s)
            return sorted((v[0] for v in votes.values() if 2 * len(v) > k), key=lambda s: s.start)

        with torch.no_grad():
            for j, doc in enumerate(dev):
                ranges, _, mask = scores[0][j]
                if not ranges:
                    for name in preds:
                        preds[name][doc.id] = []
                    continue
                ems = [sc[j][1] for sc in scores]
                for i, b in enumerate(bases):
                    preds[seeds[i]][doc.id] = _timed(cpu, seeds[i], single, b, doc, ranges, ems[i], mask)
                preds["poe"][doc.id] = _timed(cpu, "poe", poe, doc, ranges, ems, mask)
                margs = [_timed(cpu, "marg", b.model_.crf.marginals, em, mask) for b, em in zip(bases, ems)]
                preds["marg"][doc.id] = _timed(cpu, "marg", marg_avg, doc, ranges, margs, mask)
                preds["vote"][doc.id] = _timed(cpu, "vote", vote, doc)
    finally:
        torch.set_num_threads(old_threads)
    for name in COMBOS:
        cpu[name] += networks_cpu
    return preds, cpu, scores


def main(argv=None) -> int:
    from multideid.base_systems.neural import NeuralBase
    from multideid.evaluation import compare_systems, evaluate

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", type=Path, nargs="+", help="saved neural bases (one per seed)")
    ap.add_argument("--data", type=Path, default=learned_bases.DEFAULT_DATA)
    ap.add_argument("--dev-limit", type=int, default=0)
    ap.add_argument("--crf", type=Path, help="a saved crf base to compare against")
    ap.add_argument("--errors-dir", type=Path, help="write NAME.tsv errors files here")
    ap.add_argument("--sizes", default="", help="also combine the first N seeds, for each N of this comma list")
    ap.add_argument("--json", type=Path)
    a = ap.parse_args(argv)
    sizes = sorted({int(x) for x in a.sizes.split(",") if x.strip()})
    if any(not 2 <= n < len(a.models) for n in sizes):
        ap.error(f"--sizes must lie between 2 and {len(a.models) - 1} (the number of models minus one)")
    from multideid.io import read_corpus

    dev = sorted(read_corpus(a.data / "dev", "brat"), key=lambda d: d.id)[: a.dev_limit or None]
    for d in dev:
        _ = d.tokens  # tokenise up front: the seeds' seconds measure the network
    bases = [NeuralBase.from_disk(p) for p in a.models]
    if any(b.tags_ != bases[0].tags_ for b in bases):
        print("error: the seeds' tag sets differ; this script combines seeds with one tag set", file=sys.stderr)
        return 2
    preds, cpu, scores = predict_all(bases, dev)
    for n in sizes:  # the first n seeds' networks, already computed: no CPU seconds reported
        part, _, _ = predict_all(bases[:n], dev, scores[:n])
        preds.update({f"{name}{n}": part[name] for name in COMBOS})
    if a.crf:
        from multideid.base_systems.crf import CRFBase

        crf = CRFBase.from_disk(a.crf)
        c = time.process_time()
        preds["crf"] = {d.id: sp for d, sp in zip(dev, crf.predict(dev))}
        cpu["crf"] = time.process_time() - c
    report: dict = {"models": [str(p) for p in a.models], "dev_docs": len(dev), "systems": {}}
    for name, pred in preds.items():
        blind = evaluate(dev, pred)["token_blind"]["micro"]
        strict = learned_bases.strict_prf(dev, [pred[d.id] for d in dev])
        report["systems"][name] = {"strict": {k: strict[k] for k in ("precision", "recall", "f1", "tp", "fp", "fn")},
                                   "token_blind": {k: round(blind[k], 4) for k in ("precision", "recall")},
                                   "cpu_s": round(cpu[name], 1) if name in cpu else None}
        if a.errors_dir:
            a.errors_dir.mkdir(parents=True, exist_ok=True)
            learned_bases.write_errors(a.errors_dir / f"{name}.tsv", dev, [pred[d.id] for d in dev])
    singles = [f"seed{i}" for i in range(len(bases))]
    f1s = [report["systems"][s]["strict"]["f1"] for s in singles]
    report["seed_f1"] = {"mean": round(float(np.mean(f1s)), 4), "sd": round(float(np.std(f1s, ddof=1)), 4) if len(f1s) > 1 else 0.0,
                         "min": min(f1s), "max": max(f1s)}
    best = singles[int(np.argmax(f1s))]
    tests = {}
    for name in list(COMBOS) + [f"{c}{n}" for n in sizes for c in COMBOS]:
        for ref in [best] + (["crf"] if a.crf else []):
            for measure in ("entity_strict", "token_blind"):
                r = compare_systems(dev, preds[name], preds[ref], measure=measure)["overall"]
                tests[f"{name} vs {ref} ({measure})"] = {"delta_f1": round(r["delta_f1"], 4), "p_bootstrap": round(r["p_bootstrap"], 3),
                                                         "delta_recall": round(r["delta_recall"], 4), "p_recall": round(r["p_recall"], 3)}
    report["tests"] = tests
    text = json.dumps(report, indent=1)
    print(text)
    if a.json:
        a.json.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
