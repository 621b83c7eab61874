"""Plain text: one ``.txt`` file, a directory of ``.txt`` files, or ``-`` (standard input).

Plain text carries no gold: documents have ``gold=None``.  Ids are file stems (``stdin`` for
standard input).  Writing produces a directory of ``ID.txt`` (byte-exact), a single ``.txt``
file when there is exactly one document, or standard output for ``-``; spans are not written.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Iterable, Iterator

from multideid.document import Document
from multideid.errors import DataError, OutputError
from multideid.io._common import decode_utf8, new_document, read_text_file, safe_file_id, write_text_exact

NAME = "text"


def read(path: Path | str, *, allow_overlap: bool = True) -> Iterator[Document]:
    """Yield the documents of a text file, a directory of ``.txt`` files, or stdin (``-``)."""
    if str(path) == "-":
        raw = sys.stdin.buffer.read()
        if not raw:
            raise DataError("empty standard input", "<stdin>")
        yield new_document("stdin", decode_utf8(raw, "<stdin>", what="standard input"), None,
                           source="-", file="-", fmt=NAME)
        return
    path = Path(path)
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.is_file() and p.suffix == ".txt")
        if not files:
            raise DataError("directory contains no .txt files", path)
    elif path.is_file():
        files = [path]
    else:
        raise DataError("no such file or directory", path)
    for f in files:
        yield new_document(f.stem, read_text_file(f), None, source=path, file=f, fmt=NAME)


def write(docs: Iterable[Document], tmp: Path, *, on_doc=None, single: bool = False, **_ignored) -> int:
    """Write texts into the temporary directory ``tmp`` (or the file ``tmp`` when ``single``)."""
    n = 0
    seen: set[str] = set()
    for doc in docs:
        if on_doc:
            on_doc(doc)
        n += 1
        if single:
            if n > 1:
                raise OutputError("a single .txt output can hold only one document (give a directory)")
            write_text_exact(tmp, doc.text, doc_id=doc.id)
            continue
        name = safe_file_id(doc)
        if name in seen:
            raise OutputError(f"duplicate document id {doc.id!r}")
        seen.add(name)
        write_text_exact(tmp / f"{name}.txt", doc.text, doc_id=doc.id)
    if single and n == 0:
        raise OutputError("no document to write")
    return n


def write_stdout(docs: Iterable[Document]) -> int:
    """Write texts to standard output, separated by nothing (one document is the usual case)."""
    n = 0
    for doc in docs:
        sys.stdout.write(doc.text)
        n += 1
    sys.stdout.flush()
    return n
