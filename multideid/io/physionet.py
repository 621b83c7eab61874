"""PhysioNet deid format (the MIT nursing-notes corpus layout of the ``deid`` package).

``NAME.text`` holds records::

    START_OF_RECORD=<patient>||||<note>||||
    ...note text...
    ||||END_OF_RECORD

The record text is everything after the header line's line break up to (not including)
``||||END_OF_RECORD``; gold offsets are relative to that text (the convention of the deid
package: its scripts subtract the header length).  Gold lives in ``NAME-phi.phrase``, one PHI
per line: ``<patient> <note> <start> <end> [<CATEGORY> [<phrase>]]``.  multideid treats ``end``
as exclusive, writes ``CATEGORY`` = the span label and the phrase with line breaks as spaces,
and checks the phrase (when present) against the text.  A missing category reads as ``PHI``.
Document ids are ``<patient>-<note>``.  Without a ``-phi.phrase`` file the documents have
``gold=None`` and ``metadata["gold_missing"] = True``.  Reading the ``.phrase`` path reads
the matching ``.text``.  Writing ``OUT.text`` also writes ``OUT-phi.phrase``; records are
numbered by ``metadata["patient"]``/``["note"]`` when present, else patient = position, note 1.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterable, Iterator

from multideid.document import Document, Span
from multideid.errors import DataError, OutputError, quote_id
from multideid.io._common import (
    SpanSelector,
    checked_spans,
    decode_utf8,
    iter_lines,
    new_document,
    validate_gold,
)

NAME = "physionet"
_HEADER = re.compile(r"START_OF_RECORD=(\d+)\|\|\|\|(\d+)\|\|\|\|\r?\n?", re.IGNORECASE)
_END = "||||END_OF_RECORD"
_PHRASE = re.compile(r"\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)(?:\s+(\S+)(?:\s(.*))?)?\s*")


def paths_for(path: Path) -> tuple[Path, Path]:
    """``(NAME.text, NAME-phi.phrase)`` for either of the two paths."""
    name = path.name
    if name.endswith("-phi.phrase"):
        stem = name[: -len("-phi.phrase")]
    elif name.endswith(".phrase"):
        stem = name[: -len(".phrase")]
    elif name.endswith(".text"):
        stem = name[: -len(".text")]
    else:
        raise DataError("PhysioNet input must be a NAME.text or NAME-phi.phrase file", path)
    return path.with_name(stem + ".text"), path.with_name(stem + "-phi.phrase")


def _read_phrases(path: Path) -> dict[tuple[str, str], list[tuple[int, Span, str | None]]]:
    gold: dict[tuple[str, str], list] = {}
    for no, line in iter_lines(path, encoding="utf-8-sig"):
        if not line.strip():
            continue
        m = _PHRASE.fullmatch(line)
        if not m:
            raise DataError("expected 'PATIENT NOTE START END [CATEGORY [PHRASE]]'", path, no)
        p, n, s, e, cat, phrase = m.groups()
        gold.setdefault((str(int(p)), str(int(n))), []).append((no, Span(int(s), int(e), cat or "PHI"), phrase))
    return gold


def _records(tpath: Path) -> Iterator[tuple[int, str, str, str]]:
    """Yield ``(line, patient, note, text)`` streaming through a ``.text`` file."""
    try:
        fh = tpath.open("rb")
    except OSError as exc:
        raise DataError(f"cannot read file ({exc.strerror or type(exc).__name__})", tpath) from None
    cur: tuple[int, str, str] | None = None
    parts: list[str] = []
    last = 0
    with fh:
        for no, raw in enumerate(fh, start=1):
            last = no
            line = decode_utf8(raw, tpath, what=f"line {no}")
            if cur is None:
                if not line.strip():
                    continue
                m = _HEADER.fullmatch(line)
                if not m:
                    raise DataError("expected START_OF_RECORD=PATIENT||||NOTE||||", tpath, no)
                cur = (no, str(int(m.group(1))), str(int(m.group(2))))
                parts = []
                continue
            if _HEADER.fullmatch(line):
                raise DataError("START_OF_RECORD before the previous record's ||||END_OF_RECORD", tpath, no)
            i = line.find(_END)
            if i < 0:
                parts.append(line)
                continue
            if line[i + len(_END):].strip():
                raise DataError("text after ||||END_OF_RECORD on the same line", tpath, no)
            parts.append(line[:i])
            yield cur[0], cur[1], cur[2], "".join(parts)
            cur = None
    if cur is not None:
        raise DataError(f"record {cur[1]}-{cur[2]} has no ||||END_OF_RECORD", tpath, cur[0])
    if last == 0:
        raise DataError("empty file", tpath)


def read(path: Path, *, allow_overlap: bool = True) -> Iterator[Document]:
    """Yield the records of a PhysioNet ``.text`` file with gold from ``-phi.phrase``."""
    tpath, ppath = paths_for(path)
    if not tpath.is_file():
        raise DataError("record file not found", tpath)
    gold_by = _read_phrases(ppath) if ppath.is_file() else None
    seen: set[tuple[str, str]] = set()
    n = 0
    for line, pat, note, text in _records(tpath):
        key = (pat, note)
        if key in seen:
            raise DataError(f"duplicate record {pat}-{note}", tpath, line)
        seen.add(key)
        doc_id = f"{pat}-{note}"
        if gold_by is None:
            yield new_document(doc_id, text, None, source=path, file=tpath, fmt=NAME, patient=pat, note=note,
                               gold_missing=True)
        else:
            spans = []
            for no, span, phrase in gold_by.get(key, []):
                spans.extend(validate_gold([span], text, ppath, allow_overlap=True, line=no))
                if phrase is not None and " ".join(phrase.split()) != " ".join(text[span.start:span.end].split()):
                    raise DataError(f"phrase does not match record {doc_id} at {span.start}-{span.end}", ppath, no)
            gold = validate_gold(spans, text, ppath, allow_overlap=allow_overlap)
            yield new_document(doc_id, text, gold, source=path, file=tpath, fmt=NAME, patient=pat, note=note)
        n += 1
    if n == 0:
        raise DataError("no records", tpath)
    if gold_by is not None:
        orphans = set(gold_by) - seen
        if orphans:
            p, q = sorted(orphans)[0]
            raise DataError(f"gold for record {p}-{q} which is not in {tpath.name}", ppath, gold_by[(p, q)][0][0])


def write(docs: Iterable[Document], tmp: Path, *, spans: SpanSelector, on_doc=None, **_ignored) -> int:
    """Write ``records.text`` and ``records-phi.phrase`` into the temporary directory ``tmp``."""
    text_out = tmp / "records.text"
    phrase_out = tmp / "records-phi.phrase"
    seen: set[tuple[str, str]] = set()
    n = 0
    with open(text_out, "w", encoding="utf-8", newline="") as tf, open(phrase_out, "w", encoding="utf-8", newline="") as pf:
        for doc in docs:
            if on_doc:
                on_doc(doc)
            n += 1
            pat, note = doc.metadata.get("patient"), doc.metadata.get("note")
            if not (isinstance(pat, (str, int)) and str(pat).isdigit() and isinstance(note, (str, int)) and str(note).isdigit()):
                pat, note = n, 1
            key = (str(int(pat)), str(int(note)))
            if key in seen:
                raise OutputError(f"document {quote_id(doc.id)}: duplicate PhysioNet record number {key[0]}-{key[1]}")
            seen.add(key)
            if _END in doc.text or re.search(r"(?m)^START_OF_RECORD=", doc.text):
                raise OutputError(f"document {quote_id(doc.id)} contains a PhysioNet record marker; cannot write it")
            chosen = checked_spans(doc, spans, NAME, allow_none=False)
            try:
                tf.write(f"START_OF_RECORD={key[0]}||||{key[1]}||||\n{doc.text}{_END}\n")
            except UnicodeEncodeError as exc:
                raise OutputError(f"document {quote_id(doc.id)} cannot be encoded as UTF-8 (offset {exc.start})") from None
            for s in chosen:
                if any(c.isspace() for c in s.label):
                    raise OutputError(f"document {quote_id(doc.id)}: label at {s.start}-{s.end} contains whitespace")
                phrase = " ".join(doc.text[s.start:s.end].split())
                pf.write(f"{key[0]} {key[1]} {s.start} {s.end} {s.label} {phrase}\n")
    return n


__all__ = ["read", "write", "paths_for"]
