"""The document model shared by every reader, base system, combiner and the evaluator.

Character offsets are the truth: a :class:`Span` is ``text[start:end]`` (0-based, end
exclusive) with a label.  ``score``, ``source`` and ``explanation`` describe *who* found the
span and how sure it was; they are excluded from equality and hashing so that gold and
predicted spans compare by position and label only.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Iterable, Sequence

from multideid.errors import DataError

if TYPE_CHECKING:  # pragma: no cover
    from multideid.tokenizer import Tokens


@dataclass(frozen=True, order=True)
class Span:
    """A labelled character range ``[start, end)`` of a document's text."""

    start: int
    end: int
    label: str
    score: float = field(default=1.0, compare=False)
    source: str = field(default="", compare=False)
    explanation: str = field(default="", compare=False)

    def __len__(self) -> int:
        return self.end - self.start

    def with_label(self, label: str) -> "Span":
        return replace(self, label=label)

    def overlaps(self, other: "Span") -> bool:
        return self.start < other.end and other.start < self.end

    def to_dict(self) -> dict:
        d = {"start": self.start, "end": self.end, "label": self.label}
        if self.score != 1.0:
            d["score"] = round(float(self.score), 6)
        if self.source:
            d["source"] = self.source
        if self.explanation:
            d["explanation"] = self.explanation
        return d


#: the metadata key naming a document's language (an ISO 639-1 code: ``"en"``, ``"es"``).  Set
#: by the readers whose format carries it (jsonl and presidio ``metadata.language``) and, for
#: documents without one, by ``[corpus] language``; bases with ``locale = "auto"`` read it
#: before detecting the language (:func:`multideid.base_systems.base.document_language`)
LANGUAGE_KEY = "language"


def language_code(value) -> str | None:
    """A language tag as the code :data:`LANGUAGE_KEY` holds (``"es-ES"`` -> ``"es"``), or
    ``None`` when ``value`` is not a language tag (a non-string, empty, or not letters)."""
    if not isinstance(value, str):
        return None
    primary = value.strip().replace("_", "-").split("-")[0].lower()
    return primary if 2 <= len(primary) <= 3 and primary.isascii() and primary.isalpha() else None


#: entries a document's memo keeps per kind (the first item of the key): feature extractor
#: configurations ("parts"), trigger tables ("trig"; crf, svm and boosted fitted on the same
#: documents share one), raw rule/gazetteer matches per base setting ("raw") and the learned
#: bases' rule/gazetteer token hits ("hits", one per hit source)
MEMO_LIMITS = {"parts": 4, "trig": 2, "raw": 4, "hits": 2}
#: the memo kinds a pickled document takes along (per token hit names: small)
PICKLED_KINDS = ("hits",)


class DocMemo(dict):
    """A document's memo of derived data shared by the bases (features, raw matches).

    Keys are tuples whose first item is the kind (see :data:`MEMO_LIMITS`); values hold only
    immutable data or are copied on the way out.  Bounded per kind and dropped with the
    document.  Pickled with only the kinds of :data:`PICKLED_KINDS` (small, and computed by
    the parent for every fold task: ``BaseSystem.prepare_documents``); a worker process that
    receives the document recomputes the rest rather than receiving megabytes.  An entry
    keeps the document's text and tokens by identity, which a pickle of the document keeps.
    """

    def __reduce__(self):
        return (DocMemo, (), None, None, iter(self.shipped()))

    def shipped(self) -> list[tuple]:
        """The entries of the :data:`PICKLED_KINDS` (what a pickle or a copy of the document keeps)."""
        return [(k, v) for k, v in self.items() if k[0] in PICKLED_KINDS]

    def put(self, key, value):
        """Store ``value``; the oldest entries of the same kind (``key[0]``) make room."""
        limit = MEMO_LIMITS.get(key[0], 1)
        same = [k for k in self if k[0] == key[0]]
        for k in same[: max(0, len(same) - limit + 1)]:
            del self[k]
        self[key] = value
        return value


@dataclass
class Document:
    """A text with optional gold spans and the predictions of each base system.

    ``gold is None`` means "no gold known" (plain text input); an empty list means "gold
    known: no PHI".  ``predictions`` maps a source name (a base system, a combiner, the
    stacker) to its spans.  Tokens are computed once, lazily, and shared by every base.
    """

    id: str
    text: str
    gold: list[Span] | None = None
    predictions: dict[str, list[Span]] = field(default_factory=dict)
    metadata: dict = field(default_factory=dict)
    _tokens: "Tokens | None" = field(default=None, repr=False, compare=False)
    #: derived data the bases share (:class:`DocMemo`: bounded, not compared; pickles and
    #: copies keep only its small shipped kinds); read it through :attr:`memo`
    _feature_memo: DocMemo = field(default_factory=DocMemo, repr=False, compare=False)

    @property
    def memo(self) -> DocMemo:
        """The document's :class:`DocMemo` (features and raw matches computed by the bases)."""
        return self._feature_memo

    @property
    def tokens(self) -> "Tokens":
        if self._tokens is None:
            from multideid.tokenizer import tokenize

            self._tokens = tokenize(self.text)
        return self._tokens

    def span_text(self, span: Span) -> str:
        return self.text[span.start : span.end]

    def copy(self, *, gold: list[Span] | None | str = "keep", predictions: bool = True) -> "Document":
        """A shallow copy; ``gold=None`` drops gold, ``predictions=False`` drops predictions."""
        return Document(
            id=self.id,
            text=self.text,
            gold=list(self.gold) if gold == "keep" and self.gold is not None else (None if gold == "keep" else gold),
            predictions={k: list(v) for k, v in self.predictions.items()} if predictions else {},
            metadata=dict(self.metadata),
            _tokens=self._tokens,
            _feature_memo=DocMemo(self._feature_memo.shipped()),  # same text and tokens: still valid
        )


def check_spans(
    spans: Iterable[Span],
    text: str,
    *,
    path: str | None = None,
    allow_overlap: bool = True,
    what: str = "span",
) -> list[Span]:
    """Validate spans against ``text`` and return them sorted.

    Raises :class:`DataError` (naming ``path`` and the offending offsets, never the text) for
    offsets outside the text, ``end <= start``, empty labels, or overlaps when the format
    forbids them.
    """
    out = sorted(spans)
    n = len(text)
    for s in out:
        if not isinstance(s.start, int) or not isinstance(s.end, int):
            raise DataError(f"{what} offsets must be integers (got {s.start!r}, {s.end!r})", path)
        if s.start < 0 or s.end > n:
            raise DataError(f"{what} {s.start}-{s.end} lies outside the text (length {n})", path)
        if s.end <= s.start:
            raise DataError(f"{what} {s.start}-{s.end} has end <= start", path)
        if not s.label:
            raise DataError(f"{what} {s.start}-{s.end} has an empty label", path)
    if not allow_overlap:
        for a, b in zip(out, out[1:]):
            if b.start < a.end:
                raise DataError(f"overlapping {what}s {a.start}-{a.end} and {b.start}-{b.end}", path)
    return out


def remove_overlaps(spans: Sequence[Span]) -> list[Span]:
    """Resolve overlaps greedily: higher score first, then longer, then earlier."""
    chosen: list[Span] = []
    for s in sorted(spans, key=lambda s: (-s.score, -(s.end - s.start), s.start)):
        if all(not s.overlaps(c) for c in chosen):
            chosen.append(s)
    return sorted(chosen)


class Coverage:
    """The characters some spans cover, merged into disjoint runs, for an overlap test by binary
    search: linear to build, logarithmic per query (a hostile document may hold tens of thousands
    of spans, where a scan of every span per span takes minutes)."""

    def __init__(self, spans: Sequence[Span]):
        starts: list[int] = []
        ends: list[int] = []
        for s in sorted(spans):
            if ends and s.start <= ends[-1]:
                ends[-1] = max(ends[-1], s.end)
            else:
                starts.append(s.start)
                ends.append(s.end)
        self.starts, self.ends = starts, ends

    def overlaps(self, start: int, end: int) -> bool:
        """Whether ``[start, end)`` shares a character with a covered run."""
        i = bisect_left(self.starts, end) - 1  # the last run starting before ``end``
        return i >= 0 and self.ends[i] > start

