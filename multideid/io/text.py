"""Plain text: one ``.txt`` file, a directory of ``.txt`` files, or ``-`` (standard input).

Plain text carries no gold: documents have ``gold=None``.  Ids are file stems (``stdin`` for
standard input).  Writing produces a directory of ``ID.txt`` (byte-exact), a single ``.txt``
file when there is exactly one document, or standard output for ``-``; spans are not written.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable, Iterator

from multideid.document import Document
from multideid.errors import DataError, OutputError, quote_id
from multideid.io._common import (STDIN, new_document, read_stdin_text, read_text_file, safe_file_id,
                                  write_text_exact)

NAME = "text"


#: brat's configuration files, which may sit next to the notes of a brat directory read as text
BRAT_CONF = frozenset({"annotation.conf", "visual.conf", "tools.conf", "kb_shortcuts.conf"})


def _blank(text: str) -> bool:
    """Nothing but whitespace (and byte-order marks): no document to de-identify."""
    return not text.replace("\ufeff", "").strip()


def refuse_unread(path: Path, others: list[Path], subdirs: list[Path], kind: tuple[str, str]) -> None:
    """DataError naming how many entries of directory ``path`` a reader would skip, and one of
    them: notes that are silently skipped are notes that are never de-identified."""
    if others:
        n = len(others)
        what = f"file is not {kind[0]}" if n == 1 else f"files are not {kind[1]}"
        it = "it" if n == 1 else "them"
        raise DataError(f"{n} {what} (e.g. {others[0].name}); de-identify {it} separately or remove {it}", path)
    if subdirs:
        n = len(subdirs)
        what = "subdirectory is" if n == 1 else "subdirectories are"
        raise DataError(f"{n} {what} not read (e.g. {subdirs[0].name}/); only the files directly in the "
                        "directory are: de-identify subdirectories separately or move them out", path)


def list_documents(path: Path) -> list[Path]:
    """The ``.txt`` documents of directory ``path``, refusing anything else it holds.

    Notes that are silently skipped are notes that are never de-identified: any entry that is
    not a ``.txt`` file (``.TXT``, ``.text``, ``.md``, no extension, a subdirectory...) is a
    :class:`DataError` naming how many there are and one of them.  Allowed besides the notes:
    hidden entries (``.name``) and brat companions (``NAME.ann`` next to ``NAME.txt``, brat's
    ``*.conf`` files).
    """
    entries = sorted(e for e in path.iterdir() if not e.name.startswith("."))
    files = [e for e in entries if e.is_file() and e.suffix == ".txt"]
    stems = {f.stem for f in files}
    others, subdirs = [], []
    for e in entries:
        if e.is_dir():
            subdirs.append(e)
        elif e.is_file() and e.suffix == ".txt":
            continue
        elif e.is_file() and ((e.suffix == ".ann" and e.stem in stems) or e.name in BRAT_CONF):
            continue  # brat companions of the notes
        else:
            others.append(e)
    refuse_unread(path, others, subdirs, ("a .txt document", ".txt documents"))
    if not files:
        raise DataError("directory contains no .txt files", path)
    return files


def read(path: Path | str, *, allow_overlap: bool = True) -> Iterator[Document]:
    """Yield the documents of a text file, a directory of ``.txt`` files, or stdin (``-``).

    Empty and whitespace-only texts are refused (:class:`DataError`), as are directory entries
    that are not ``.txt`` documents (see :func:`list_documents`).
    """
    if str(path) == "-":
        text = read_stdin_text()
        if _blank(text):
            raise DataError("standard input contains only whitespace", STDIN)
        yield new_document("stdin", text, None, source="-", file="-", fmt=NAME)
        return
    path = Path(path)
    if path.is_dir():
        files = list_documents(path)
    elif path.is_file():
        files = [path]
    else:
        raise DataError("not a regular file or directory" if path.exists() else "no such file or directory", path)
    for f in files:
        text = read_text_file(f)
        if _blank(text):
            raise DataError("text file contains only whitespace", f)
        yield new_document(f.stem, text, None, source=path, file=f, fmt=NAME)


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
            raise OutputError(f"duplicate document id {quote_id(doc.id)}")
        seen.add(name)
        write_text_exact(tmp / f"{name}.txt", doc.text, doc_id=doc.id)
    if single and n == 0:
        raise OutputError("no document to write")
    return n


def write_stdout(docs: Iterable[Document]) -> int:
    """Write texts to standard output, separated by nothing (one document is the usual case)."""
    from multideid.ioutil import StdoutSink

    stdout = StdoutSink()
    n = 0
    for doc in docs:
        stdout.write(doc.text)
        n += 1
    stdout.flush()
    return n
