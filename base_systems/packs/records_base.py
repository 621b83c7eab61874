"""The pattern type of the structured-record readers (:mod:`.records`, :mod:`.records_json`,
:mod:`.records_chat`): one reader parses a text once (cached per text) and yields spans of
several labels; one :class:`RecordPattern` per label hands the reader's spans of its label to
the rules base, so each span keeps a pattern name (its explanation) and a single label."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from multideid.base_systems.packs import Pattern

__all__ = ["RecordPattern", "Spans", "split_offsets"]

#: ``(start, end, label)`` triples found by a reader
Spans = tuple[tuple[int, int, str], ...]


@dataclass(frozen=True)
class RecordPattern(Pattern):
    """The spans of one ``label`` that a structure ``reader`` finds in a text (HL7 fields, JSON
    keys, chat headers); ``regex`` is a cheap test the text must pass before the reader runs."""

    reader: Callable[[str], Spans] | None = None

    def find(self, text: str) -> list[tuple[int, int, float]]:
        if self.reader is None or self.compiled.search(text) is None:
            return []
        return [(s, e, self.score) for s, e, lab in self.reader(text) if lab == self.label]


def split_offsets(s: int, e: int, text: str, sep: str) -> list[tuple[int, int]]:
    """Offsets of the pieces of ``text[s:e]`` split at ``sep`` (an empty ``sep``: the whole)."""
    out, cut = [], s
    i = text.find(sep, s, e) if sep else -1
    while i >= 0:
        out.append((cut, i))
        cut = i + 1
        i = text.find(sep, cut, e)
    out.append((cut, e))
    return out
