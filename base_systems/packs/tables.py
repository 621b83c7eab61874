"""Column rules: PHI recognised by the header of the table column it stands in.

Chart exports, research screening logs, appointment lists and hand-off tables put PHI in
columns whose header says what it is (``patient``, ``provider``, ``mrn``, ``age``) and whose
cells carry no other cue: ``A-7781203<TAB>2025-06-03<TAB>MORNINGSTAR, DAKOTA``.  A
:class:`ColumnPattern` is a :class:`~multideid.base_systems.packs.Pattern` whose ``regex`` is
matched against whole **cells** (not the running text) of the columns whose header matches
``header``; its ``validator`` (if any) sees that cell match.

A table is two or more consecutive lines split by one delimiter (tab, ``|``, ``,`` or ``;``;
double quotes protect a delimiter inside a cell, as in CSV) into the same number of cells,
three or more, whose first line is a header: every cell of it a short label (letters first,
no more than four words, no value-like content such as digits-only or a date) or ``#`` (a
row-number column).  Up to three short rows between full rows (``504 | empty (deep clean)``)
are skipped; they do not end the table.  Markdown's
outer pipes and its ``|---|`` rule line are allowed.  Finding the tables is linear in the
text; the result is cached per text, so the column patterns of a pack split a document once.

Language-neutral: a pack supplies the header words (:mod:`.en_forms` for English).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from multideid.base_systems.packs import Pattern

__all__ = ["Cell", "ColumnPattern", "find_tables"]

_DELIMS = ("\t", "|", ",", ";")
_HEADER_CELL = re.compile(r"[^\W\d_][\w .#/()'’&-]{0,38}|#", re.UNICODE)  # "#": a row-number column
_RULE_CELL = re.compile(r":?-{2,}:?")
_MAX_LINE = 2_000  # longer lines are prose or data blobs, not table rows


@dataclass(frozen=True)
class Cell:
    start: int  # offsets of the cell's content (quotes and outer spaces excluded)
    end: int
    header: str  # the column's header, lower case, spaces collapsed


def _split(line: str, base: int, delim: str) -> list[tuple[int, int]]:
    """Cells of ``line`` as ``(start, end)`` text offsets, quotes honoured (CSV)."""
    cells: list[tuple[int, int]] = []
    i, n, start, quoted = 0, len(line), 0, False
    while i < n:
        c = line[i]
        if c == '"':
            quoted = not quoted
        elif c == delim and not quoted:
            cells.append((start, i))
            start = i + 1
        i += 1
    cells.append((start, n))
    if delim == "|":  # markdown: "| a | b |" has an empty cell before the first and after the last pipe
        if cells and not line[cells[0][0]:cells[0][1]].strip():
            cells = cells[1:]
        if cells and not line[cells[-1][0]:cells[-1][1]].strip():
            cells = cells[:-1]
    out = []
    for s, e in cells:
        while s < e and line[s] in ' "':
            s += 1
        while e > s and line[e - 1] in ' "\r':
            e -= 1
        out.append((base + s, base + e))
    return out


def _is_header(text: str, cells: list[tuple[int, int]]) -> bool:
    if len(cells) < 3:
        return False
    for s, e in cells:
        v = text[s:e]
        if not v:
            continue
        if not _HEADER_CELL.fullmatch(v) or len(v.split()) > 4:
            return False
    return sum(1 for s, e in cells if e > s) >= 3


def _after_short_rows(lines: list[tuple[int, str]], j: int, d: str, width: int) -> int | None:
    """Index of the first full row (``width`` cells) after a run of up to three short rows from ``lines[j]``, or None."""
    for k in range(j, min(j + 4, len(lines))):
        b, line = lines[k]
        if not line.strip() or len(line) > _MAX_LINE or d not in line:
            return None
        n = len(_split(line, b, d))
        if n == width:
            return k
        if n > width:
            return None
    return None


@lru_cache(maxsize=8)
def find_tables(text: str) -> tuple[Cell, ...]:
    """Every body cell of every table in ``text``, with its column's header."""
    lines: list[tuple[int, str]] = []
    pos = 0
    for line in text.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    out: list[Cell] = []
    i = 0
    while i < len(lines):
        base, line = lines[i]
        found = False
        if 0 < len(line) <= _MAX_LINE:
            for d in _DELIMS:
                if d not in line:
                    continue
                head = _split(line, base, d)
                if not _is_header(text, head):
                    continue
                names = [" ".join(text[s:e].lower().split()) for s, e in head]
                j = i + 1
                rows = 0
                while j < len(lines):
                    b2, l2 = lines[j]
                    if not l2.strip() or len(l2) > _MAX_LINE or d not in l2:
                        break
                    cells = _split(l2, b2, d)
                    if d == "|" and all(_RULE_CELL.fullmatch(text[s:e]) or s == e for s, e in cells):
                        j += 1
                        continue
                    if len(cells) < len(head):  # a short row ("504 | empty") is skipped if a full row follows
                        k = _after_short_rows(lines, j, d, len(head))
                        if k is None:
                            break
                        j = k
                        continue
                    if len(cells) != len(head):
                        break
                    out.extend(Cell(s, e, names[k]) for k, (s, e) in enumerate(cells) if e > s)
                    rows += 1
                    j += 1
                if rows:
                    found = True
                    i = j
                    break
        if not found:
            i += 1
    return tuple(out)


@dataclass(frozen=True)
class ColumnPattern(Pattern):
    """``regex`` (a full-cell match) -> ``label`` in the columns whose header fully matches
    ``header`` (case-insensitive)."""

    header: str = ""
    header_re: re.Pattern | None = field(init=False, repr=False, compare=False, default=None)

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "header_re", re.compile(self.header, re.IGNORECASE))

    def find(self, text: str) -> list[tuple[int, int, float]]:
        if not any(d in text for d in _DELIMS) or "\n" not in text:
            return []
        out = []
        for cell in find_tables(text):
            if not self.header_re.fullmatch(cell.header):
                continue
            m = self.compiled.fullmatch(text, cell.start, cell.end)
            if m is None or (self.validator is not None and not self.validator(m)):
                continue
            out.append((cell.start, cell.end, self.score))
        return out
