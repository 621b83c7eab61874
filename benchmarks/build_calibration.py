"""Build the English calibration set shipped with the package from hand-written sets 9 to 14.

``multideid/data/calibration/en_unlike.jsonl`` (``[stacking] calibration = "auto"`` for the
built-in synthetic corpus, :mod:`multideid.stacking.calibration`) is the concatenation of
``tests/data/en_handwritten9`` to ``tests/data/en_handwritten14`` in the project's JSONL, each
document id prefixed with its set (``hw9/`` ... ``hw14/``).  All six sets were written blind;
no rule, list or pattern was ever written from sets 9 and 10 (docs/english_model.md, sessions
18-20); sets 11 to 14 were scored once each as blind sets (sessions 20 to 23) and rules were then
written with their misses in view (sessions 21 to 24): they joined the calibration documents in
session 24 (docs/english_model.md, Session 24).

    python benchmarks/build_calibration.py           # rewrite the package file
    python benchmarks/build_calibration.py --check   # exit 1 if it differs from the sets
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SETS = tuple((f"hw{k}", ROOT / f"tests/data/en_handwritten{k}/en_handwritten{k}.jsonl") for k in range(9, 15))
TARGET = ROOT / "multideid/data/calibration/en_unlike.jsonl"


def build() -> str:
    """The calibration file's text, built from :data:`SETS`."""
    lines = []
    for prefix, path in SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                doc = json.loads(line)
                doc["id"] = f"{prefix}/{doc['id']}"
                lines.append(json.dumps(doc, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    text = build()
    if "--check" in argv:
        ok = TARGET.is_file() and TARGET.read_text(encoding="utf-8") == text
        print(f"{TARGET.relative_to(ROOT)}: {'up to date' if ok else 'STALE (run benchmarks/build_calibration.py)'}")
        return 0 if ok else 1
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)} ({text.count(chr(10))} documents)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
