"""Build ``en_handwritten.jsonl`` from the annotated source ``source.txt``.

``source.txt`` holds the texts as written, one per ``### ID`` block, with every PHI span marked
inline as ``[[LABEL|text]]`` (labels: :data:`multideid.labels.PROJECT_CLASSES`).  This script
strips the marks, records each span's exact character offsets and writes the project's JSONL
(``{"id", "text", "spans": [{"start", "end", "label"}]}``), one document per line.

    python tests/data/en_handwritten/build.py            # rewrite en_handwritten.jsonl
    python tests/data/en_handwritten/build.py --check    # exit 1 if the JSONL is stale
    python tests/data/en_handwritten/build.py [--check] tests/data/en_handwritten3   # another set

The other hand-written sets (``tests/data/en_handwritten2`` to ``_5``) are in the same format and
built by this script with their directory as argument: it reads ``DIR/source.txt`` and writes
``DIR/<DIR name>.jsonl``.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "source.txt"
TARGET = HERE / "en_handwritten.jsonl"
_MARK = re.compile(r"\[\[([A-Z]+)\|([^\]|]+)\]\]")


def parse(source: str) -> list[dict]:
    """The documents of ``source`` (the ``source.txt`` text) with their gold spans."""
    docs: list[dict] = []
    blocks = re.split(r"(?m)^### (\S+)\n", source)
    if blocks[0].strip():
        raise ValueError("text before the first '### ID' line")
    for doc_id, body in zip(blocks[1::2], blocks[2::2]):
        body = body.rstrip("\n")
        out, spans, pos = [], [], 0
        length = 0
        for m in _MARK.finditer(body):
            plain = body[pos : m.start()]
            out.append(plain)
            length += len(plain)
            label, value = m.group(1), m.group(2)
            spans.append({"start": length, "end": length + len(value), "label": label})
            out.append(value)
            length += len(value)
            pos = m.end()
        out.append(body[pos:])
        text = "".join(out)
        if "[[" in text or "]]" in text:
            raise ValueError(f"{doc_id}: unbalanced [[...]] mark")
        docs.append({"id": doc_id, "text": text, "spans": spans})
    return docs


def render(docs: list[dict]) -> str:
    return "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in docs)


def main(argv: list[str], here: Path = HERE) -> int:
    dirs = [a for a in argv if not a.startswith("-")]
    if dirs:
        here = Path(dirs[0]).resolve()
    source, target = here / "source.txt", here / f"{here.name}.jsonl"
    content = render(parse(source.read_text(encoding="utf-8")))
    if "--check" in argv:
        current = target.read_text(encoding="utf-8") if target.is_file() else ""
        if current != content:
            print(f"{target.name} is stale: run python tests/data/en_handwritten/build.py tests/data/{here.name}", file=sys.stderr)
            return 1
        return 0
    target.write_text(content, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
