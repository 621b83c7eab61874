"""Time of the ``rules`` base on adversarial notes of growing length (regex backtracking).

Long runs of capitalised words, digits and "C/ a a a ..." are near-misses for the address,
hospital and name patterns; a pattern with nested quantifiers would take time growing much
faster than the text.  Prints seconds per size and the ratio to the previous size (about 2 when
the time is linear in the length).  The unit tests check the pattern structure instead
(tests/test_rules.py::test_no_pattern_can_backtrack_exponentially).

Run: python benchmarks/regex_adversarial.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import time

from multideid.base_systems.rules import RulesBase
from multideid.document import Document


def adversarial(k: int) -> str:
    return ("Calle " + "Grande " * (200 * k) + "1 " * (200 * k) + "\n") + ("Dr. " + "Smith " * (300 * k)) \
        + "C/ " + "a " * (500 * k)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="best of N runs per size")
    args = ap.parse_args()
    bases = {"en": RulesBase(locale="en"), "es": RulesBase(locale="es")}
    for b in bases.values():
        b.predict([Document("warm", "Dr. Smith 03/12/2005")])
    print("| chars | en s | es s | ratio to previous (en, es) |")
    print("|---:|---:|---:|---|")
    prev = None
    for k in (1, 2, 4, 8):
        text = adversarial(k)
        row = []
        for loc, base in bases.items():
            best = float("inf")
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                base.predict([Document(loc, text)])
                best = min(best, time.perf_counter() - t0)
            row.append(best)
        ratio = "" if prev is None else f"{row[0] / prev[0]:.2f}, {row[1] / prev[1]:.2f}"
        print(f"| {len(text)} | {row[0]:.4f} | {row[1]:.4f} | {ratio} |")
        prev = row


if __name__ == "__main__":
    main()
