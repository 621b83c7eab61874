"""Fit and run cost of the ``neural`` base on MEDDOCAN train -> dev, epoch by epoch.

Runs ``benchmarks/learned_bases.py neural ...`` (same options: ``-p key=value``, ``--errors``,
``--json``, ``--save``) and prints, after every training epoch, its loss, held-out F1, wall
seconds and this process's CPU seconds (``time.process_time``) to stderr::

    nice -n 10 python benchmarks/neural_cost.py --errors /tmp/neural-errors.tsv -p epochs=12

``--load DIR`` scores an already fitted base instead (e.g. the final ``neural`` of a model,
``M/bases/neural``): strict P/R/F1 and token-blind P/R on dev, predict seconds (wall and CPU),
and with ``--errors`` the TSV that ``benchmarks/miss_overlap.py`` reads::

    python benchmarks/neural_cost.py --load M/bases/neural --errors neural.tsv
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import learned_bases  # noqa: E402

from multideid.base_systems.neural import NeuralBase  # noqa: E402


def score_saved(path: Path, data: Path, errors: Path | None, threads: int) -> dict:
    from multideid.evaluation import evaluate
    from multideid.io import read_corpus

    dev = sorted(read_corpus(data / "dev", "brat"), key=lambda d: d.id)
    for d in dev:
        d.tokens
    base = NeuralBase.from_disk(path)
    base.threads = threads
    t, c = time.perf_counter(), time.process_time()
    preds = base.predict(dev)
    wall, cpu = time.perf_counter() - t, time.process_time() - c
    blind = evaluate(dev, {d.id: p for d, p in zip(dev, preds)})["token_blind"]["micro"]
    if errors:
        learned_bases.write_errors(errors, dev, preds)
    return {"model": str(path), "dev_docs": len(dev), "threads": threads, "strict": learned_bases.strict_prf(dev, preds),
            "token_blind": {k: round(blind[k], 4) for k in ("precision", "recall")},
            "predict_wall_s": round(wall, 1), "predict_cpu_s": round(cpu, 1),
            "docs_per_cpu_s": round(len(dev) / cpu, 1), "history": base.history_}


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--load" in argv:
        ap = argparse.ArgumentParser(description="score a saved neural base on MEDDOCAN dev")
        ap.add_argument("--load", type=Path, required=True)
        ap.add_argument("--data", type=Path, default=learned_bases.DEFAULT_DATA)
        ap.add_argument("--errors", type=Path)
        ap.add_argument("--threads", type=int, default=1)
        ap.add_argument("--json", type=Path)
        a = ap.parse_args(argv)
        text = json.dumps(score_saved(a.load, a.data, a.errors, a.threads), indent=1)
        print(text)
        if a.json:
            a.json.write_text(text + "\n", encoding="utf-8")
        return 0
    t0, c0 = time.perf_counter(), time.process_time()

    def report(row: dict) -> None:
        print(f"epoch {row['epoch']}: loss {row['loss']} held-out F1 {row.get('heldout_f1', '-')} "
              f"wall {time.perf_counter() - t0:.0f} s cpu {time.process_time() - c0:.0f} s", file=sys.stderr, flush=True)

    NeuralBase.epoch_callback = staticmethod(report)
    return learned_bases.main(["neural", *argv])


if __name__ == "__main__":
    sys.exit(main())
