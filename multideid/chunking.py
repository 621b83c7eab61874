"""Bounded work per document: long documents are cut into overlapping chunks, spans merged back.

A base's cost grows with the length of what it is given, and some grow faster than linearly
on a single huge line (a 50 MB one-line note once ran past 120 s at 1.8 GB).  :func:`run_chunked`
wraps :func:`multideid.runner.run_documents`:

* a document longer than ``max_doc_chars`` is refused (:class:`~multideid.errors.DataError`,
  exit 3, one line naming the file, the document id and its length);
* a document longer than ``chunk_chars`` is cut into chunks of at most ``chunk_chars``
  characters, cut at a line break (else a space) and overlapping by about ``overlap``
  characters; each chunk is predicted like a document of its own and the spans are shifted
  back to document offsets;
* in the overlap of two chunks each span is kept from the chunk that "owns" its middle (the
  boundary between two chunks' territories is the middle of their overlap), so a span that
  crosses a cut is found whole by the chunk that sees it with context on both sides, and no
  span is reported twice.  A span shorter than ``overlap / 2`` characters is never cut; PHI
  spans are a few dozen characters, the default overlap 2,000.

Memory stays bounded: at most ``IN_FLIGHT_CHARS // chunk_chars`` (10 by default) chunks or
documents go to the bases at a time (``chunk_size`` caps it further), plus the document being
reassembled and its spans.  Measured in BENCHMARKS.md ("Long documents").

Use it wherever ``run_documents`` is used on untrusted input::

    from multideid.chunking import run_chunked
    for doc, pred in run_chunked(model, docs, bases="all", jobs=2):
        ...                                   # as run_documents: (document, Prediction), in order

Settings come from ``[run] chunk_chars``, ``overlap_chars`` and ``max_doc_chars``
(:func:`settings_from_config`).
"""

from __future__ import annotations

from typing import Iterable, Iterator, Sequence

from multideid.document import Document, Span
from multideid.errors import DataError, UsageError, quote_id

#: default chunk length: documents up to this many characters are predicted whole.  At 100k
#: characters a chunk costs about as much as a long discharge summary (see BENCHMARKS.md).
CHUNK_CHARS = 100_000
#: default overlap between consecutive chunks (a span shorter than half of it is never cut)
OVERLAP_CHARS = 2_000
#: default hard limit on a document's length (5 million characters, about 2,000 pages)
MAX_DOC_CHARS = 5_000_000

#: characters handed to the bases at once: the batch size of run_documents is capped at
#: IN_FLIGHT_CHARS // chunk_chars (measured: no throughput change on ordinary notes, see
#: BENCHMARKS.md; about 300 MB of peak memory per million characters in flight)
IN_FLIGHT_CHARS = 1_000_000

__all__ = ["run_chunked", "chunk_bounds", "merge_chunk_spans", "settings_from_config",
           "CHUNK_CHARS", "OVERLAP_CHARS", "MAX_DOC_CHARS"]


def check_settings(chunk_chars: int, overlap: int, max_doc_chars: int | None) -> None:
    """UsageError unless ``0 <= 2 * overlap < chunk_chars`` and ``max_doc_chars`` is positive."""
    if not isinstance(chunk_chars, int) or chunk_chars < 1000:
        raise UsageError(f"[run] chunk_chars must be an integer of at least 1000 (got {chunk_chars!r})")
    if not isinstance(overlap, int) or overlap < 0 or 2 * overlap >= chunk_chars:
        raise UsageError(f"[run] overlap_chars must be an integer between 0 and chunk_chars / 2 (got {overlap!r})")
    if max_doc_chars is not None and (not isinstance(max_doc_chars, int) or max_doc_chars < 1):
        raise UsageError(f"[run] max_doc_chars must be a positive integer (got {max_doc_chars!r})")


def settings_from_config(cfg: dict | None) -> dict:
    """``{"chunk_chars", "overlap", "max_doc_chars"}`` from a config's ``[run]`` table (a
    model's stored config may predate these keys: the defaults above fill them)."""
    run = (cfg or {}).get("run", {}) or {}
    out = {"chunk_chars": int(run.get("chunk_chars", CHUNK_CHARS)),
           "overlap": int(run.get("overlap_chars", OVERLAP_CHARS)),
           "max_doc_chars": int(run.get("max_doc_chars", MAX_DOC_CHARS))}
    check_settings(out["chunk_chars"], out["overlap"], out["max_doc_chars"])
    return out


def _cut(text: str, lo: int, hi: int) -> int:
    """A cut point in ``(lo, hi]``: after the last line break, else after the last whitespace in
    the last quarter of the window, else ``hi`` (a very long token is cut where it must be)."""
    floor = max(lo + 1, hi - (hi - lo) // 4)
    i = text.rfind("\n", floor, hi)
    if i >= 0:
        return i + 1
    for j in range(hi - 1, floor - 1, -1):
        if text[j].isspace():
            return j + 1
    return hi


def chunk_bounds(text: str, chunk_chars: int = CHUNK_CHARS, overlap: int = OVERLAP_CHARS) -> list[tuple[int, int]]:
    """``[(start, end), ...]`` covering ``text``: each at most ``chunk_chars`` long, ending at a
    line break or space where there is one, and starting about ``overlap`` characters before
    the previous end (at a space or line break, so no token is cut at a chunk start)."""
    check_settings(chunk_chars, overlap, None)
    n = len(text)
    if n <= chunk_chars:
        return [(0, n)]
    out: list[tuple[int, int]] = []
    start = 0
    while True:
        if n - start <= chunk_chars:
            out.append((start, n))
            return out
        end = _cut(text, start + 2 * overlap + 1, start + chunk_chars)
        out.append((start, end))
        nxt = max(start + 1, end - overlap)
        # begin after a space or line break near the wanted start (never later than end - overlap/2)
        limit = max(nxt, end - overlap // 2)
        j = nxt
        while j < limit and not text[j - 1].isspace():
            j += 1
        start = j if j < limit else nxt


def _owned(bounds: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Each chunk's territory: from the middle of its overlap with the previous chunk to the
    middle of its overlap with the next."""
    out = []
    for k, (a, b) in enumerate(bounds):
        lo = 0 if k == 0 else (bounds[k - 1][1] + a) // 2
        hi = bounds[k][1] if k == len(bounds) - 1 else (b + bounds[k + 1][0]) // 2
        out.append((lo, hi))
    return out


def merge_chunk_spans(bounds: list[tuple[int, int]], per_chunk: Sequence[Sequence[Span]]) -> list[Span]:
    """Spans of the chunks (offsets relative to each chunk) as document spans: shifted, and
    each kept only from the chunk owning its middle (no duplicates in the overlaps)."""
    owned = _owned(bounds)
    out: list[Span] = []
    for (a, _), (lo, hi), spans in zip(bounds, owned, per_chunk):
        for s in spans:
            start, end = s.start + a, s.end + a
            mid2 = start + end  # twice the middle: no rounding
            if 2 * lo <= mid2 < 2 * hi:
                out.append(_shifted(s, start, end))
    return sorted(out)


def _shifted(s: Span, start: int, end: int) -> Span:
    from dataclasses import replace

    return replace(s, start=start, end=end)


def run_chunked(model, docs: Iterable[Document], *, bases="all", combiner: str | None = None, chunk_size: int = 64,
                jobs: int = 1, chunk_chars: int = CHUNK_CHARS, overlap: int = OVERLAP_CHARS,
                max_doc_chars: int | None = MAX_DOC_CHARS) -> Iterator[tuple[Document, object]]:
    """:func:`multideid.runner.run_documents` with bounded work per document (module doc).

    Yields ``(document, Prediction)`` in input order; the final spans are also stored as
    ``doc.predictions["multideid"]``, as ``run_documents`` does.  ``max_doc_chars=None``
    disables the limit.
    """
    from multideid.ensemble import Prediction
    from multideid.runner import run_documents

    check_settings(chunk_chars, overlap, max_doc_chars)
    pending: dict[int, dict] = {}  # parent serial -> {"doc", "bounds", "parts": [...]}
    order: list[int] = []

    def pieces() -> Iterator[Document]:
        for serial, doc in enumerate(docs):
            n = len(doc.text)
            if max_doc_chars is not None and n > max_doc_chars:
                raise DataError(f"document {quote_id(doc.id)} has {n:,} characters, more than [run] max_doc_chars = "
                                f"{max_doc_chars:,}; split it or raise the limit (--max-doc-chars)",
                                doc.metadata.get("file") if isinstance(doc.metadata, dict) else None)
            bounds = chunk_bounds(doc.text, chunk_chars, overlap)
            pending[serial] = {"doc": doc, "bounds": bounds, "parts": []}
            order.append(serial)
            if len(bounds) == 1:
                piece = doc
                piece.metadata = dict(doc.metadata) if isinstance(doc.metadata, dict) else {}
                piece.metadata["_chunk_of"] = (serial, 0)
                yield piece
                continue
            for k, (a, b) in enumerate(bounds):
                md = dict(doc.metadata) if isinstance(doc.metadata, dict) else {}
                md["_chunk_of"] = (serial, k)
                md["chunk_offset"] = a
                yield Document(id=f"{doc.id}#chunk{k}", text=doc.text[a:b], gold=None, metadata=md)

    batch = max(1, min(int(chunk_size), IN_FLIGHT_CHARS // chunk_chars))
    for piece, pred in run_documents(model, pieces(), bases=bases, combiner=combiner, chunk_size=batch, jobs=jobs):
        serial, _ = piece.metadata.pop("_chunk_of")
        entry = pending[serial]
        entry["parts"].append(pred)
        if len(entry["parts"]) < len(entry["bounds"]):
            continue
        doc, bounds, parts = entry["doc"], entry["bounds"], entry["parts"]
        del pending[serial]
        if len(bounds) == 1:
            yield doc, parts[0]
            continue
        spans = merge_chunk_spans(bounds, [p.spans for p in parts])
        names = list(parts[0].base_spans)
        base_spans = {b: merge_chunk_spans(bounds, [p.base_spans.get(b, []) for p in parts]) for b in names}
        doc.predictions["multideid"] = spans
        yield doc, Prediction(spans, base_spans, merge_chunk_spans(bounds, [p.vetoed for p in parts]))
