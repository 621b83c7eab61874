"""Fit and run cost of the ``neural`` base on MEDDOCAN train -> dev, epoch by epoch.

Runs ``benchmarks/learned_bases.py neural ...`` (same options: ``-p key=value``, ``--errors``,
``--json``, ``--save``) and prints, after every training epoch, its loss, held-out F1, wall
seconds and this process's CPU seconds (``time.process_time``) to stderr::

    nice -n 10 python benchmarks/neural_cost.py --errors /tmp/neural-errors.tsv -p epochs=12
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import learned_bases  # noqa: E402

from multideid.base_systems.neural import NeuralBase  # noqa: E402


def main(argv=None) -> int:
    t0, c0 = time.perf_counter(), time.process_time()

    def report(row: dict) -> None:
        print(f"epoch {row['epoch']}: loss {row['loss']} held-out F1 {row.get('heldout_f1', '-')} "
              f"wall {time.perf_counter() - t0:.0f} s cpu {time.process_time() - c0:.0f} s", file=sys.stderr, flush=True)

    NeuralBase.epoch_callback = staticmethod(report)
    return learned_bases.main(["neural", *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    sys.exit(main())
