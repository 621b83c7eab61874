"""Build ``en_handwritten4.jsonl`` from the annotated source ``source.txt``, with the builder of
``tests/data/en_handwritten`` (same ``### ID`` blocks and ``[[LABEL|text]]`` marks).

    python tests/data/en_handwritten4/build.py            # rewrite en_handwritten4.jsonl
    python tests/data/en_handwritten4/build.py --check    # exit 1 if the JSONL is stale
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("en_handwritten_build", HERE.parent / "en_handwritten" / "build.py")
_builder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_builder)
parse, render = _builder.parse, _builder.render


def main(argv: list[str]) -> int:
    return _builder.main(argv, here=HERE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
