"""How many of one system's strict misses another system also misses (error diversity).

Reads the ``--errors`` TSV files that ``benchmarks/learned_bases.py`` writes (rows ``FN``/``FP``
with document, offsets and label; strict = exact offsets and label) for the same gold set::

    python benchmarks/learned_bases.py crf --errors crf.tsv
    python benchmarks/learned_bases.py corpuskb --errors kb.tsv
    python benchmarks/miss_overlap.py crf.tsv kb.tsv --gold-spans 4975

Prints, for the reference system A (first file) and each other system B: A's misses, how many
of them B misses too (the share is what docs/stacking.md reports as "misses X % of the CRF's
misses"), how many B finds (exactly), how many more B marks with the exact extent but another
label (a rules base's coarse ``LOCATION`` for ``TERRITORIO``: the stacker can still use it), and with ``--gold-spans N`` the pair's oracle recall
(a gold span counts when either system finds it exactly).
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path


def errors(path: Path) -> tuple[set[tuple[str, int, int, str]], set[tuple[str, int, int]]]:
    """``(misses, false-alarm extents)`` of one errors TSV."""
    fn, fp = set(), set()
    with path.open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            key = (row["doc"], int(row["start"]), int(row["end"]))
            if row["kind"] == "FN":
                fn.add((*key, row["label"]))
            else:
                fp.add(key)
    return fn, fp


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("reference", type=Path, help="errors TSV of the reference system (e.g. the crf)")
    ap.add_argument("others", type=Path, nargs="+", help="errors TSVs of the systems to compare")
    ap.add_argument("--gold-spans", type=int, default=0, help="number of gold spans (for the oracle recall)")
    a = ap.parse_args(argv)
    ref, _ = errors(a.reference)
    print(f"{a.reference.name}: {len(ref)} misses")
    for p in a.others:
        other, other_fp = errors(p)
        both = ref & other
        extent = sum(1 for m in both if m[:3] in other_fp)
        line = (f"{p.name}: {len(other)} misses; misses {len(both)} of the reference's {len(ref)} "
                f"({100 * len(both) / max(1, len(ref)):.0f} %), finds {len(ref) - len(both)} of them "
                f"(and {extent} more with the right extent under another label)")
        if a.gold_spans:
            line += f"; pair oracle recall {(a.gold_spans - len(both)) / a.gold_spans:.4f}"
            line += f" (reference alone {(a.gold_spans - len(ref)) / a.gold_spans:.4f})"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
