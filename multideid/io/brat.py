"""brat standoff: a directory of ``NAME.txt`` + ``NAME.ann`` (MEDDOCAN's format).

Reading
    Text-bound lines ``T<id>\\t<LABEL> <start> <end>\\t<surface>`` become gold spans; other
    annotation lines (relations ``R``, events ``E``, attributes ``A``/``M``, normalisations
    ``N``, notes ``#``, equivalences ``*``) are ignored.  A discontinuous span
    (``start end;start end``) is accepted only when the gaps are pure whitespace (brat splits
    spans at line breaks) and becomes one contiguous span; otherwise it is a :class:`DataError`.
    The surface text must equal ``text[start:end]`` (line breaks compared as spaces).
    ``NAME.txt`` without ``NAME.ann``: ``gold=None`` and ``metadata["gold_missing"] = True``.
    ``NAME.ann`` without ``NAME.txt`` is a :class:`DataError`.  An empty ``.ann`` is a document
    without PHI.  Overlapping spans are allowed by default (``allow_overlap``).

Writing
    ``NAME.ann`` with ``T1..Tn`` in offset order (surface with line breaks written as spaces),
    and with ``copy_text`` ``NAME.txt`` byte-exact.  A document without gold gets no ``.ann``.
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
    iter_lines,
    new_document,
    read_text_file,
    safe_file_id,
    validate_gold,
    write_text_exact,
    unique_documents,
)

NAME = "brat"
OUTPUT_KIND = "dir"

_ID = re.compile(r"[TRENAM#*]\S*")
_TEXTBOUND = re.compile(r"T\S+")
_OFFSETS = re.compile(r"(\d+) (\d+)((?:;\d+ \d+)*)")


def _norm(s: str) -> str:
    return s.replace("\r", " ").replace("\n", " ")


def list_stems(root: Path) -> tuple[list[str], set[str], set[str]]:
    """Sorted stems of a brat directory plus the sets of stems with .txt and with .ann.

    Any other entry (hidden ones and brat's ``*.conf`` files aside) is refused: a note in a
    ``.md`` file or a subdirectory would otherwise never be read, nor de-identified."""
    from multideid.io.text import BRAT_CONF, refuse_unread

    txt, ann = set(), set()
    others, subdirs = [], []
    for p in sorted(root.iterdir()):
        if p.name.startswith("."):
            continue
        if p.is_file() and p.suffix == ".txt":
            txt.add(p.stem)
        elif p.is_file() and p.suffix == ".ann":
            ann.add(p.stem)
        elif p.is_dir():
            subdirs.append(p)
        elif p.name not in BRAT_CONF:
            others.append(p)
    refuse_unread(root, others, subdirs, ("a brat .txt/.ann file", "brat .txt/.ann files"))
    return sorted(txt | ann), txt, ann


_PLAIN_ID = re.compile(r"[TRENAM#*]\d{1,9}")


def _aid(field: str) -> str:
    """An annotation id for an error message: ``T12`` as it is; anything else (brat allows any
    non-space characters after the letter) is not echoed, the line number locates it."""
    return field if _PLAIN_ID.fullmatch(field) else "on this line"


def parse_ann(path: Path, text: str, *, allow_overlap: bool = True) -> list[Span]:
    """Parse one ``.ann`` file against its text and return validated, sorted spans."""
    spans: list[Span] = []
    seen_ids: set[str] = set()
    for no, line in iter_lines(path, encoding="utf-8-sig"):
        if not line.strip():
            continue
        fields = line.split("\t", 2)
        if not _ID.fullmatch(fields[0]):
            raise DataError("annotation line does not start with a brat id (T1, R1, #1, ...)", path, no)
        if not _TEXTBOUND.fullmatch(fields[0]):
            continue  # relations, attributes, notes...: not spans
        if fields[0] in seen_ids:
            raise DataError(f"duplicate annotation id {_aid(fields[0])}", path, no)
        seen_ids.add(fields[0])
        if len(fields) < 2:
            raise DataError(f"text-bound annotation {_aid(fields[0])} has no type and offsets", path, no)
        head = fields[1].split(" ", 1)
        if len(head) != 2 or not head[0]:
            raise DataError(f"annotation {_aid(fields[0])}: expected 'LABEL START END'", path, no)
        label, offs = head
        m = _OFFSETS.fullmatch(offs)
        if not m:
            raise DataError(f"annotation {_aid(fields[0])}: offsets are not 'START END[;START END]'", path, no)
        pieces = [tuple(map(int, p.split(" "))) for p in offs.split(";")]
        start, end = pieces[0][0], pieces[-1][1]
        for (s, e) in pieces:
            if e <= s:
                raise DataError(f"annotation {_aid(fields[0])}: span {s}-{e} has end <= start", path, no)
            if e > len(text):
                raise DataError(f"annotation {_aid(fields[0])}: span {s}-{e} lies outside the text (length {len(text)})", path, no)
        for (s1, e1), (s2, e2) in zip(pieces, pieces[1:]):
            if s2 < e1 or text[e1:s2].strip():
                raise DataError(
                    f"annotation {_aid(fields[0])}: discontinuous span {offs} is not supported "
                    "(only fragments separated by whitespace are joined)", path, no)
        if len(fields) == 3:
            surface = fields[2]
            expected = " ".join(text[s:e] for s, e in pieces) if len(pieces) > 1 else text[start:end]
            if _norm(surface) != _norm(expected) and _norm(surface) != _norm(text[start:end]):
                raise DataError(
                    f"annotation {_aid(fields[0])}: surface text does not match the text at {start}-{end}", path, no)
        spans.append(Span(start, end, label))
    return validate_gold(spans, text, path, allow_overlap=allow_overlap)


def read(path: Path, *, allow_overlap: bool = True) -> Iterator[Document]:
    """Yield the documents of a brat directory in sorted-stem order (streaming).

    ``path`` may also be one ``NAME.txt`` or ``NAME.ann`` file: that document alone.
    """
    if path.is_file() and path.suffix in (".txt", ".ann"):
        stems = [path.stem]
        txt = {path.stem} if path.with_suffix(".txt").is_file() else set()
        ann = {path.stem} if path.with_suffix(".ann").is_file() else set()
        root = path.parent
    elif path.is_dir():
        root = path
        stems, txt, ann = list_stems(path)
    else:
        raise DataError("brat input must be a directory of .txt/.ann files (or one of them)", path)
    if not stems:
        raise DataError("directory contains no .txt or .ann files", path)
    orphans = sorted(ann - txt)
    if orphans:
        raise DataError(f"{len(orphans)} .ann file(s) without .txt, e.g. {orphans[0]}.ann", path)
    for stem in stems:
        tpath = root / f"{stem}.txt"
        text = read_text_file(tpath)
        if stem in ann:
            gold = parse_ann(root / f"{stem}.ann", text, allow_overlap=allow_overlap)
            yield new_document(stem, text, gold, source=path, file=tpath, fmt=NAME)
        else:
            yield new_document(stem, text, None, source=path, file=tpath, fmt=NAME, gold_missing=True)


def ann_lines(doc: Document, spans: list[Span]) -> str:
    """The ``.ann`` content for ``spans`` (validated, sorted) of ``doc``."""
    out = []
    for i, s in enumerate(spans, start=1):
        if not s.label or any(c.isspace() for c in s.label):
            raise OutputError(f"document {quote_id(doc.id)}: label at {s.start}-{s.end} is empty or contains whitespace; brat cannot store it")
        out.append(f"T{i}\t{s.label} {s.start} {s.end}\t{_norm(doc.text[s.start:s.end])}\n")
    return "".join(out)


def write(docs: Iterable[Document], tmp: Path, *, spans: SpanSelector, copy_text: bool, on_doc=None) -> int:
    """Write ``docs`` into the (temporary) directory ``tmp``; return the number written."""
    n = 0
    for doc, name in unique_documents(docs, on_doc, key=safe_file_id):
        chosen = checked_spans(doc, spans, NAME, allow_none=True)
        if copy_text:
            write_text_exact(tmp / f"{name}.txt", doc.text, doc_id=doc.id)
        if chosen is not None:
            write_text_exact(tmp / f"{name}.ann", ann_lines(doc, chosen), doc_id=doc.id)
        n += 1
    return n
