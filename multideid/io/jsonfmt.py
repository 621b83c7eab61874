"""JSON-based formats: multideid JSONL, presidio-research JSON and deidgate JSONL.

jsonl
    One object per line: ``{"id", "text", "spans": [{"start", "end", "label"[, "score",
    "source", "explanation"]}]}``.  Without a ``"spans"`` key the document has no gold
    (``gold=None``); ``"spans": []`` means "no PHI".  Optional ``"metadata"`` (an object) is
    kept; its ``"language"`` (``"en"``, ``"es-ES"``...) becomes the document's language code
    (``metadata["language"]``, :data:`~multideid.document.LANGUAGE_KEY`).  Blank lines are
    skipped; file order is kept.
presidio
    presidio-research's list of ``{"full_text", "spans": [{"entity_type", "entity_value",
    "start_position", "end_position"}], "template_id", "metadata"}``.  Ids are
    ``presidio-00001``, ``presidio-00002``... (1-based position in the list) unless
    ``metadata.id`` is a string (multideid writes it there, so ids survive a round trip);
    ``metadata.language``, when present, becomes the document's ``metadata["language"]``.
    ``entity_value`` must equal the text at the offsets.  The whole list is loaded at once.
deidgate
    ``{"id", "text", "phi": [{"value", "category"}], "tags"}`` without offsets: each value is
    located by string search (the first occurrence not already claimed by an earlier entry
    with the same value); a value that is not in the text is a :class:`DataError`.  multideid
    also writes ``"start"``/``"end"`` next to each value and, when present, reads them instead
    of searching (the value must then match the text there).  Labels are the categories.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Iterable, Iterator, TextIO

from multideid.document import LANGUAGE_KEY, Document, Span
from multideid.errors import DataError, OutputError, quote_id
from multideid.io._common import (
    STDIN,
    set_language,
    SpanSelector,
    checked_spans,
    decode_lines,
    is_int,
    iter_lines,
    new_document,
    read_stdin_text,
    read_text_file,
    validate_gold,
    unique_documents,
)

# errors name standard input STDIN; documents read from it record "-" as source and file


def _is_stdin(path) -> bool:
    return str(path) == "-"


def _names(path) -> tuple[Path | str, Path | str]:
    """``(name for errors, name for the document metadata)``: ``("<stdin>", "-")`` for stdin."""
    return (STDIN, "-") if _is_stdin(path) else (Path(path), Path(path))


def _stdin_lines() -> Iterator[tuple[int, str]]:
    """:func:`iter_lines` for standard input: split on ``\\n`` only, a leading BOM dropped."""
    return decode_lines(sys.stdin.buffer, STDIN, strip_bom=True)


def _require_text(obj: dict, path, no: int, what: str) -> str:
    """The document text: a non-empty string (an empty document is refused, as an empty file
    is, rather than silently producing nothing)."""
    text = _require(obj, "text", str, path, no, what)
    if not text:
        raise DataError(f"{what} has an empty 'text'", path, no)
    return text


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _lone_surrogate(obj, where: str = "") -> str | None:
    """Where (``text``, ``spans[2].label``...) a string of a parsed JSON value holds a lone
    UTF-16 surrogate (``\\ud800`` without its pair: not Unicode text), else None."""
    if isinstance(obj, str):
        return (where or "value") if _SURROGATE.search(obj) else None
    if isinstance(obj, dict):
        for k, v in obj.items():
            if _SURROGATE.search(str(k)):
                return f"{where} (a key)" if where else "a key"
            found = _lone_surrogate(v, f"{where}.{k}" if where else str(k))
            if found:
                return found
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            found = _lone_surrogate(v, f"{where}[{i}]")
            if found:
                return found
    return None


def check_no_surrogates(raw: str, obj, path, no: int | None) -> None:
    """Refuse (DataError) JSON whose strings hold a lone surrogate escape (``\\ud800``): Python
    would carry it as an unencodable character into every base and writer."""
    if "\\u" in raw and _SURROGATE_ESCAPE.search(raw):
        where = _lone_surrogate(obj)
        if where:
            from multideid.errors import escape_controls

            raise DataError(f"field {escape_controls(where)[:80]} holds a lone UTF-16 surrogate escape (\\ud800-\\udfff "
                            "without its pair): not valid Unicode text", path, no)


def _loads(line: str, path: Path, no: int):
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        raise DataError(f"invalid JSON (column {exc.colno}: {exc.msg})", path, no) from None
    except RecursionError:
        raise DataError("JSON nested too deeply", path, no) from None
    check_no_surrogates(line, obj, path, no)
    return obj


def _require(obj: dict, key: str, types, path: Path, no: int, what: str):
    if key not in obj:
        raise DataError(f"{what} has no {key!r} field", path, no)
    value = obj[key]
    ok = is_int(value) if types is int else isinstance(value, types)
    if not ok:
        raise DataError(f"{what} field {key!r} has the wrong type ({type(value).__name__})", path, no)
    return value


def _dump(obj) -> str:
    try:
        return json.dumps(obj, ensure_ascii=False)
    except (TypeError, ValueError) as exc:
        raise OutputError(f"cannot serialise a document as JSON ({type(exc).__name__})") from None


def _check_encodable(line: str, doc_id: str) -> None:
    try:
        line.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise OutputError(f"document {quote_id(doc_id)} cannot be encoded as UTF-8 (character {exc.start} of its record)") from None


# ------------------------------------------------------------------------------------- jsonl


def _jsonl_objects(path: Path | str) -> Iterator[tuple[int, dict]]:
    """``(line number, object)`` per non-blank line of a file, or of standard input for ``-``."""
    if _is_stdin(path):
        path, lines = STDIN, _stdin_lines()
    else:
        path = Path(path)
        if not path.is_file():
            raise DataError("expected a .jsonl file", path)
        lines = iter_lines(path, encoding="utf-8-sig")
    any_line = False
    for no, line in lines:
        if not line.strip():
            continue
        any_line = True
        obj = _loads(line, path, no)
        if not isinstance(obj, dict):
            raise DataError("each line must be a JSON object", path, no)
        yield no, obj
    if not any_line:
        raise DataError("empty standard input (no JSON lines)" if path == STDIN else "empty file (no JSON lines)", path)


def read_jsonl(path: Path | str, *, allow_overlap: bool = True) -> Iterator[Document]:
    """Yield the documents of a multideid JSONL file (``-``: standard input), line by line."""
    seen: set[str] = set()
    objects = _jsonl_objects(path)
    path, src = _names(path)
    for no, obj in objects:
        doc_id = _require(obj, "id", str, path, no, "record")
        if not doc_id:
            raise DataError("record has an empty 'id'", path, no)
        if doc_id in seen:
            raise DataError(f"duplicate document id {quote_id(doc_id)}", path, no)
        seen.add(doc_id)
        text = _require_text(obj, path, no, f"record {quote_id(doc_id)}")
        gold = None
        if obj.get("spans") is not None:  # absent or null: no gold known
            raw = _require(obj, "spans", list, path, no, f"record {quote_id(doc_id)}")
            gold = []
            for k, sp in enumerate(raw):
                what = f"record {quote_id(doc_id)} span {k}"
                if not isinstance(sp, dict):
                    raise DataError(f"{what} is not an object", path, no)
                start = _require(sp, "start", int, path, no, what)
                end = _require(sp, "end", int, path, no, what)
                label = _require(sp, "label", str, path, no, what)
                score = sp.get("score", 1.0)
                if isinstance(score, bool) or not isinstance(score, (int, float)):
                    raise DataError(f"{what} field 'score' is not a number", path, no)
                source = sp.get("source", "")
                explanation = sp.get("explanation", "")
                if not isinstance(source, str) or not isinstance(explanation, str):
                    raise DataError(f"{what} fields 'source'/'explanation' must be strings", path, no)
                gold.append(Span(start, end, label, float(score), source, explanation))
            gold = validate_gold(gold, text, path, allow_overlap=allow_overlap, line=no)
        md = obj.get("metadata")
        extra = dict(md) if isinstance(md, dict) else {}
        extra.pop("source", None), extra.pop("file", None), extra.pop("format", None)
        doc = new_document(doc_id, text, gold, source=src, file=src, fmt="jsonl", line=no)
        doc.metadata = {**extra, **doc.metadata}
        if LANGUAGE_KEY in extra:
            set_language(doc, extra[LANGUAGE_KEY], path, no, f"record {quote_id(doc_id)}")
        if gold is None:
            doc.metadata["gold_missing"] = True
        yield doc


def write_jsonl(docs: Iterable[Document], fh: TextIO, *, spans: SpanSelector, on_doc=None) -> int:
    n = 0
    for doc, _ in unique_documents(docs, on_doc):
        chosen = checked_spans(doc, spans, "jsonl", allow_none=True)
        obj: dict = {"id": doc.id, "text": doc.text}
        if chosen is not None:
            obj["spans"] = [s.to_dict() for s in chosen]
        line = _dump(obj)
        _check_encodable(line, doc.id)
        fh.write(line + "\n")
        n += 1
    return n


# ---------------------------------------------------------------------------------- presidio


def read_presidio(path: Path | str, *, allow_overlap: bool = True) -> Iterator[Document]:
    """Yield the documents of a presidio-research JSON list (loaded whole: it is one array)."""
    path, src = _names(path)
    if path == STDIN:
        raw = read_stdin_text()
    else:
        if not path.is_file():
            raise DataError("expected a presidio-research .json file", path)
        raw = read_text_file(path, what="JSON file")
    if raw.startswith("\ufeff"):
        raw = raw[1:]
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise DataError(f"invalid JSON (column {exc.colno}: {exc.msg})", path, exc.lineno) from None
    except RecursionError:
        raise DataError("JSON nested too deeply", path) from None
    check_no_surrogates(raw, data, path, None)
    if not isinstance(data, list):
        raise DataError("presidio-research JSON must be a list of samples", path)
    if not data:
        raise DataError("empty sample list", path)
    seen: set[str] = set()
    for i, item in enumerate(data, start=1):
        where = f"sample {i}"
        if not isinstance(item, dict):
            raise DataError(f"{where} is not an object", path)
        text = item.get("full_text")
        if not isinstance(text, str):
            raise DataError(f"{where} has no string 'full_text'", path)
        if not text:
            raise DataError(f"{where} has an empty 'full_text'", path)
        md = item.get("metadata")
        doc_id = md["id"] if isinstance(md, dict) and isinstance(md.get("id"), str) and md["id"] else f"presidio-{i:05d}"
        if doc_id in seen:
            raise DataError(f"{where}: duplicate document id {quote_id(doc_id)}", path)
        seen.add(doc_id)
        raw_spans = item.get("spans")
        if not isinstance(raw_spans, list):
            raise DataError(f"{where} has no 'spans' list", path)
        gold = []
        for k, sp in enumerate(raw_spans):
            w = f"{where} span {k}"
            if not isinstance(sp, dict):
                raise DataError(f"{w} is not an object", path)
            start, end, label = sp.get("start_position"), sp.get("end_position"), sp.get("entity_type")
            if not is_int(start) or not is_int(end) or not isinstance(label, str):
                raise DataError(f"{w} needs integer start_position/end_position and a string entity_type", path)
            if 0 <= start < end <= len(text) and "entity_value" in sp and sp["entity_value"] != text[start:end]:
                raise DataError(f"{w}: entity_value does not match the text at {start}-{end}", path)
            gold.append(Span(start, end, label))
        try:
            gold = validate_gold(gold, text, path, allow_overlap=allow_overlap)
        except DataError as exc:
            exc.message = f"{where}: {exc.message}"
            raise
        extra = {"template_id": item.get("template_id")} if item.get("template_id") is not None else {}
        doc = new_document(doc_id, text, gold, source=src, file=src, fmt="presidio", index=i, **extra)
        if isinstance(md, dict) and LANGUAGE_KEY in md:
            set_language(doc, md[LANGUAGE_KEY], path, None, where)
        yield doc


def _mask(text: str, spans: list[Span]) -> str:
    out, pos = [], 0
    for s in spans:
        if s.start < pos:  # overlapping: the earlier placeholder already covers it
            continue
        out.append(text[pos:s.start])
        out.append("{{" + s.label + "}}")
        pos = s.end
    out.append(text[pos:])
    return "".join(out)


def write_presidio(docs: Iterable[Document], fh: TextIO, *, spans: SpanSelector, on_doc=None) -> int:
    """Write a presidio-research JSON list; ``masked`` is rebuilt as ``{{LABEL}}`` placeholders."""
    n = 0
    fh.write("[")
    for doc, _ in unique_documents(docs, on_doc):
        chosen = checked_spans(doc, spans, "presidio", allow_none=False)
        obj = {
            "full_text": doc.text,
            "masked": _mask(doc.text, chosen),
            "spans": [
                {"entity_type": s.label, "entity_value": doc.text[s.start:s.end],
                 "start_position": s.start, "end_position": s.end}
                for s in chosen
            ],
            "template_id": doc.metadata.get("template_id"),
            "metadata": {"id": doc.id},
        }
        line = _dump(obj)
        _check_encodable(line, doc.id)
        fh.write(("\n  " if n == 0 else ",\n  ") + line)
        n += 1
    fh.write("\n]\n")
    return n


# ---------------------------------------------------------------------------------- deidgate


def locate_values(text: str, entries: list[tuple[str, str]], path: Path, no: int, doc_id: str) -> list[Span]:
    """Find each ``(value, category)`` in ``text``; repeated values claim successive occurrences."""
    spans = []
    claimed: dict[str, int] = {}  # value -> search position for its next occurrence
    for k, (value, category) in enumerate(entries):
        pos = text.find(value, claimed.get(value, 0))
        if pos < 0 or not value:
            raise DataError(
                f"record {quote_id(doc_id)}: phi entry {k} is not found in the text", path, no)
        claimed[value] = pos + len(value)
        spans.append(Span(pos, pos + len(value), category))
    return spans


def read_deidgate(path: Path | str, *, allow_overlap: bool = True) -> Iterator[Document]:
    """Yield the documents of a deidgate JSONL corpus, locating each PHI value in the text."""
    seen: set[str] = set()
    objects = _jsonl_objects(path)
    path, src = _names(path)
    for no, obj in objects:
        doc_id = _require(obj, "id", str, path, no, "record")
        if not doc_id or doc_id in seen:
            raise DataError(f"empty or duplicate document id {quote_id(doc_id)}", path, no)
        seen.add(doc_id)
        text = _require_text(obj, path, no, f"record {quote_id(doc_id)}")
        phi = _require(obj, "phi", list, path, no, f"record {quote_id(doc_id)}")
        search, fixed = [], []
        for k, entry in enumerate(phi):
            what = f"record {quote_id(doc_id)} phi entry {k}"
            if not isinstance(entry, dict):
                raise DataError(f"{what} is not an object", path, no)
            value = _require(entry, "value", str, path, no, what)
            category = _require(entry, "category", str, path, no, what)
            if "start" in entry or "end" in entry:
                start = _require(entry, "start", int, path, no, what)
                end = _require(entry, "end", int, path, no, what)
                if 0 <= start < end <= len(text) and text[start:end] != value:
                    raise DataError(f"{what}: value does not match the text at {start}-{end}", path, no)
                fixed.append(Span(start, end, category))
            else:
                search.append((value, category))
        gold = fixed + locate_values(text, search, path, no, doc_id)
        gold = validate_gold(gold, text, path, allow_overlap=allow_overlap, line=no)
        tags = obj.get("tags")
        extra = {"tags": list(tags)} if isinstance(tags, list) else {}
        yield new_document(doc_id, text, gold, source=src, file=src, fmt="deidgate", line=no, **extra)


def write_deidgate(docs: Iterable[Document], fh: TextIO, *, spans: SpanSelector, on_doc=None) -> int:
    n = 0
    for doc, _ in unique_documents(docs, on_doc):
        chosen = checked_spans(doc, spans, "deidgate", allow_none=False)
        tags = doc.metadata.get("tags")
        obj = {
            "id": doc.id,
            "text": doc.text,
            "phi": [{"value": doc.text[s.start:s.end], "category": s.label, "start": s.start, "end": s.end}
                    for s in chosen],
            "tags": list(tags) if isinstance(tags, list) else [],
        }
        line = _dump(obj)
        _check_encodable(line, doc.id)
        fh.write(line + "\n")
        n += 1
    return n
