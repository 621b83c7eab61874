"""Reading prediction files that come without their text (brat ``.ann`` only).

Shared-task submissions (MEDDOCAN, the perturbed reference set) are directories of ``.ann``
files; the text is the gold document's.  The official scorers match documents by file name and
ignore annotation ids, so this reader does too: a repeated ``T`` id is accepted (real systems
renumber carelessly), but everything that could shift a span fails closed with a
:class:`~multideid.errors.DataError` naming the file and line: a malformed line, offsets
outside the gold text, a surface string that differs from the gold text at those offsets.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Mapping

from multideid.document import Document, Span, check_spans
from multideid.errors import DataError

_OFFSETS = re.compile(r"(\d+) (\d+)((?:;\d+ \d+)*)")


def _norm(s: str) -> str:
    return s.replace("\r", " ").replace("\n", " ")


def parse_ann_against(path: Path, text: str) -> list[Span]:
    """Text-bound annotations of a brat ``.ann`` file, validated against ``text``."""
    from multideid.io import iter_lines

    spans: list[Span] = []
    for no, line in iter_lines(path, encoding="utf-8-sig"):
        if not line.strip():
            continue
        fields = line.split("\t", 2)
        if not fields[0].startswith("T"):
            if fields[0][:1] in set("RENAM#*"):
                continue  # relations, events, attributes, notes: not spans
            raise DataError("annotation line does not start with a brat id (T1, R1, #1, ...)", path, no)
        if len(fields) < 2:
            raise DataError(f"text-bound annotation {fields[0]} has no type and offsets", path, no)
        head = fields[1].split(" ", 1)
        if len(head) != 2 or not head[0] or not _OFFSETS.fullmatch(head[1]):
            raise DataError(f"annotation {fields[0]}: expected 'LABEL START END[;START END]'", path, no)
        pieces = [tuple(map(int, p.split(" "))) for p in head[1].split(";")]
        start, end = pieces[0][0], pieces[-1][1]
        if end <= start or end > len(text):
            raise DataError(f"annotation {fields[0]}: span {start}-{end} is empty or outside the gold text "
                            f"(length {len(text)})", path, no)
        for (_, e1), (s2, _) in zip(pieces, pieces[1:]):
            if s2 < e1 or text[e1:s2].strip():
                raise DataError(f"annotation {fields[0]}: discontinuous span is not supported", path, no)
        if len(fields) == 3:
            joined = " ".join(text[s:e] for s, e in pieces)
            if _norm(fields[2]) not in (_norm(text[start:end]), _norm(joined)):
                raise DataError(f"annotation {fields[0]}: surface text differs from the gold text at "
                                f"{start}-{end} (prediction made on another text?)", path, no)
        spans.append(Span(start, end, head[0]))
    return check_spans(spans, text, path=str(path), what="predicted span")


def is_ann_only_dir(path: Path) -> bool:
    """True for a directory holding ``.ann`` files and no ``.txt`` file."""
    if not path.is_dir():
        return False
    names = [p.suffix for p in path.iterdir() if p.is_file()]
    return ".ann" in names and ".txt" not in names


def read_ann_dir(path: Path, gold_docs: list[Document], *,
                 label_map: Mapping[str, str] | None = None) -> dict[str, list[Span]]:
    """Predicted spans of a directory of ``.ann`` files, read against the gold texts.

    Returns ``doc id -> spans`` for every ``.ann`` file; a gold document without a file is
    simply absent (the evaluator counts it as predicting nothing).  A file whose stem is not a
    gold document id is a :class:`DataError`.
    """
    gold = {d.id: d for d in gold_docs}
    out: dict[str, list[Span]] = {}
    files = sorted(p for p in path.iterdir() if p.is_file() and p.suffix == ".ann")
    for f in files:
        doc = gold.get(f.stem)
        if doc is None:
            raise DataError(f"prediction file {f.name} has no gold document with id {f.stem!r}", path)
        spans = parse_ann_against(f, doc.text)
        if label_map:
            spans = [s.with_label(label_map.get(s.label, s.label)) for s in spans]
        out[f.stem] = spans
    return out
