"""Loader of tests/data/records/source.txt (the structured-record test texts; see its README)."""

from __future__ import annotations

import re
from pathlib import Path

SOURCE = Path(__file__).parent / "data" / "records" / "source.txt"
_MARK = re.compile(r"\[\[(?P<l>[A-Z]+)\|(?P<t>.*?)\]\]|\{\{(?P<l2>[A-Z]+)\|(?P<t2>.*?)\}\}", re.DOTALL)


def parse(block: str) -> tuple[str, list[tuple[int, int, str]], list[tuple[int, int, str]]]:
    """Plain text, required spans ``[[L|t]]`` and allowed spans ``{{L|t}}`` of one block."""
    out, required, allowed, pos = [], [], [], 0
    n = 0
    for m in _MARK.finditer(block):
        out.append(block[pos:m.start()])
        n += m.start() - pos
        label, t = (m.group("l"), m.group("t")) if m.group("l") else (m.group("l2"), m.group("t2"))
        (required if m.group("l") else allowed).append((n, n + len(t), label))
        out.append(t)
        n += len(t)
        pos = m.end()
    out.append(block[pos:])
    return "".join(out), required, allowed


def load() -> dict[str, tuple[str, list[tuple[int, int, str]], list[tuple[int, int, str]]]]:
    docs = {}
    for part in re.split(r"(?m)^### ", SOURCE.read_text(encoding="utf-8"))[1:]:
        head, _, body = part.partition("\n")
        docs[head.strip()] = parse(body.rstrip("\n"))
    return docs
