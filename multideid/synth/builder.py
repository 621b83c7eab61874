"""A text builder that records gold spans while it appends, so offsets are exact by construction."""

from __future__ import annotations

from typing import Iterable, Union

from multideid.document import Span

#: A piece of generated text: plain text, or ``(text, label)`` where ``label`` None means not PHI.
Piece = Union[str, "tuple[str, str | None]"]


class DocBuilder:
    """Append text pieces; PHI pieces become :class:`Span` objects at their exact offsets.

    The builder never edits text already written, so a span recorded at append time stays
    valid.  Adjacent PHI pieces of the same label would merge into one entity when converted
    to BIO tags, so callers always separate them (the generator's templates do).
    """

    __slots__ = ("_parts", "_pos", "spans")

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._pos = 0
        self.spans: list[Span] = []

    @property
    def pos(self) -> int:
        """Current length of the text."""
        return self._pos

    def add(self, text: str) -> None:
        """Append non-PHI text."""
        if text:
            self._parts.append(text)
            self._pos += len(text)

    def phi(self, text: str, label: str) -> None:
        """Append ``text`` and record it as a gold span labelled ``label``."""
        if not text:
            return
        start = self._pos
        self.add(text)
        self.spans.append(Span(start, self._pos, label, source="gold"))

    def extend(self, pieces: Iterable[Piece]) -> None:
        """Append a sequence of pieces (strings or ``(text, label)`` pairs)."""
        for p in pieces:
            if isinstance(p, str):
                self.add(p)
            else:
                text, label = p
                if label:
                    self.phi(text, label)
                else:
                    self.add(text)

    def fix_article(self, next_text: str) -> None:
        """Turn a trailing plain-text " a " into " an " when ``next_text`` starts with a vowel.

        Only text after the last recorded span is touched, so no span moves.
        """
        if not next_text or next_text[0].lower() not in "aeiou" or not self._parts:
            return
        last = self._parts[-1]
        if not (last.endswith(" a ") or last == "a " or last.endswith("\na ")):
            return
        if self.spans and self.spans[-1].end > self._pos - 2:
            return
        self._parts[-1] = last[:-1] + "n "
        self._pos += 1

    def text(self) -> str:
        """The text written so far."""
        return "".join(self._parts)

