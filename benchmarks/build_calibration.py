"""Build the English calibration set shipped with the package from hand-written sets 9 and 10.

``multideid/data/calibration/en_unlike.jsonl`` (``[stacking] calibration = "auto"`` for the
built-in synthetic corpus, :mod:`multideid.stacking.calibration`) is the concatenation of
``tests/data/en_handwritten9`` and ``tests/data/en_handwritten10`` in the project's JSONL, each
document id prefixed with its set (``hw9/``, ``hw10/``).  Those two sets were written blind and
no rule, list or pattern was ever written from them (docs/english_model.md, sessions 18-20).

    python benchmarks/build_calibration.py           # rewrite the package file
    python benchmarks/build_calibration.py --check   # exit 1 if it differs from the sets
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SETS = (("hw9", ROOT / "tests/data/en_handwritten9/en_handwritten9.jsonl"),
        ("hw10", ROOT / "tests/data/en_handwritten10/en_handwritten10.jsonl"))
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
