"""Helpers shared by the corpus readers and writers.

Everything here fails closed: a file that cannot be decoded, an empty file, a document id
that cannot be a file name or a span selection that does not exist raises a
:mod:`multideid.errors` error naming the file (and line), never the text itself.
"""

from __future__ import annotations

import os
import re
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterable, Iterator, Union

from multideid.document import LANGUAGE_KEY, Document, Span, check_spans, language_code
from multideid.errors import DataError, OutputError, quote_id

#: ``spans=`` argument of the writers: "gold", a key of ``Document.predictions`` or a callable.
SpanSelector = Union[str, Callable[[Document], "list[Span] | None"]]

# Document ids become file names in directory formats: refuse anything that could escape the
# output directory or collide with our temporary names (no silent renaming: ids are keys).
_SAFE_ID = re.compile(r"[^/\\\x00-\x1f]+")


def decode_utf8(raw: bytes, path: Path | str, *, what: str = "file") -> str:
    """Decode ``raw`` as strict UTF-8, keeping a byte-order mark as a character.

    MEDDOCAN offsets count the BOM as one character, so it must *not* be stripped; ``\\r\\n``
    stays as two characters (the equivalent of ``open(..., newline="")``).
    """
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise DataError(f"{what} is not valid UTF-8 (byte offset {exc.start})", path, line) from None


def read_text_file(path: Path, *, allow_empty: bool = False, what: str = "text file") -> str:
    """Read a whole text file byte-exactly (UTF-8, BOM kept, no newline translation)."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError(f"cannot read {what} ({exc.strerror or type(exc).__name__})", path) from None
    if not raw and not allow_empty:
        raise DataError(f"empty {what}", path)
    return decode_utf8(raw, path, what=what)


#: how errors name standard input
STDIN = "<stdin>"


def read_stdin_text() -> str:
    """All of standard input, decoded as UTF-8; empty input is a :class:`DataError`."""
    raw = sys.stdin.buffer.read()
    if not raw:
        raise DataError("empty standard input", STDIN)
    return decode_utf8(raw, STDIN, what="standard input")


def iter_lines(path: Path, *, encoding: str = "utf-8") -> Iterator[tuple[int, str]]:
    """Yield ``(line_number, line)`` for a UTF-8 file, splitting on ``\\n`` only.

    ``str.splitlines`` would also split on U+2028, U+0085 and friends, which can occur inside
    clinical text and must not shift line numbers or cut fields.  The trailing ``\\r\\n`` or
    ``\\n`` is removed.  Decoding errors become :class:`DataError` with the line number.
    """
    try:
        fh = path.open("rb")
    except OSError as exc:
        raise DataError(f"cannot read file ({exc.strerror or type(exc).__name__})", path) from None
    with fh:
        yield from decode_lines(fh, path, strip_bom=encoding == "utf-8-sig")


def decode_lines(raw_lines: Iterable[bytes], path, *, strip_bom: bool) -> Iterator[tuple[int, str]]:
    """``(line_number, line)`` of byte lines split on ``\\n`` (a file, standard input): UTF-8
    decoded (errors name ``path`` and the line), trailing ``\\r\\n``/``\\n`` removed, a leading
    byte-order mark dropped with ``strip_bom``."""
    for no, raw in enumerate(raw_lines, start=1):
        if no == 1 and strip_bom and raw.startswith(b"\xef\xbb\xbf"):
            raw = raw[3:]
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DataError(f"line is not valid UTF-8 (byte {exc.start} of the line)", path, no) from None
        if line.endswith("\n"):
            line = line[:-1]
            if line.endswith("\r"):
                line = line[:-1]
        yield no, line


def is_int(value) -> bool:
    """True for real integers (JSON ``true`` is a bool, which Python counts as an int)."""
    return isinstance(value, int) and not isinstance(value, bool)


def validate_gold(spans: list[Span], text: str, path, *, allow_overlap: bool, line: int | None = None) -> list[Span]:
    """:func:`check_spans` plus the line number in the error."""
    try:
        return check_spans(spans, text, path=str(path), allow_overlap=allow_overlap, what="gold span")
    except DataError as exc:
        if line is not None and exc.line is None:
            exc.line = line
        raise


def new_document(doc_id: str, text: str, gold: list[Span] | None, *, source: Path | str, file: Path | str,
                 fmt: str, **metadata) -> Document:
    """A :class:`Document` with the provenance metadata every reader sets.

    ``metadata["source"]`` is the path given to the reader, ``metadata["file"]`` the file the
    document came from, ``metadata["format"]`` the format name.  Writers use ``source`` and
    ``file`` to refuse writing into the input.
    """
    md = {"source": str(source), "file": str(file), "format": fmt}
    md.update(metadata)
    return Document(id=doc_id, text=text, gold=gold, metadata=md)


def set_language(doc: Document, value, path, line: int | None, what: str) -> None:
    """Record a language tag the format carries (``metadata.language``) under
    :data:`~multideid.document.LANGUAGE_KEY` as its code (``"es-ES"`` -> ``"es"``); a value
    that is not a language tag is a :class:`DataError` naming ``what`` (no content)."""
    code = language_code(value)
    if code is None:
        raise DataError(f"{what}: field 'metadata.language' is not a language tag such as \"en\" or \"es\"", path, line)
    doc.metadata[LANGUAGE_KEY] = code


# --------------------------------------------------------------------------------------------
# writing


def select_spans(doc: Document, spans: SpanSelector) -> list[Span] | None:
    """Return the spans a writer should write for ``doc`` (``None`` = no gold known)."""
    if callable(spans):
        out = spans(doc)
        return None if out is None else list(out)
    if spans == "gold":
        return None if doc.gold is None else list(doc.gold)
    if spans in doc.predictions:
        return list(doc.predictions[spans])
    known = ", ".join(sorted(doc.predictions)) or "none"
    raise OutputError(
        f"document {quote_id(doc.id)} has no predictions named {spans!r} (available: gold, {known})", None
    )


def checked_spans(doc: Document, spans: SpanSelector, fmt: str, *, allow_none: bool,
                  allow_overlap: bool = True) -> list[Span] | None:
    """Select and validate the spans of ``doc`` for writing in format ``fmt``."""
    out = select_spans(doc, spans)
    if out is None:
        if allow_none:
            return None
        raise OutputError(
            f"document {quote_id(doc.id)} has no gold spans and format {fmt} cannot represent "
            "'annotations missing' (write brat, jsonl or text, or choose predictions with --spans)"
        )
    try:
        return check_spans(out, doc.text, path=f"document {doc.id}", allow_overlap=allow_overlap)
    except DataError as exc:
        raise OutputError(f"cannot write {fmt}: {exc.message}", exc.path) from None


def safe_file_id(doc: Document) -> str:
    """``doc.id`` if it can be used as a file name inside an output directory."""
    if not doc.id or doc.id in {".", ".."} or not _SAFE_ID.fullmatch(doc.id) or doc.id.startswith("."):
        raise OutputError(f"document id {quote_id(doc.id)} cannot be used as a file name")
    return doc.id


def check_not_input(doc: Document, out: Path, checked: set | None = None) -> None:
    """Refuse to write into, over, around or through a link to the corpus a document was read
    from (:func:`multideid.ioutil.check_output_path` on ``metadata["source"]``/``["file"]``).
    ``checked``: paths already checked against ``out`` by the caller (skipped, then added)."""
    from multideid.ioutil import check_output_path

    for key in ("source", "file"):
        src = doc.metadata.get(key)
        if not src or src == "-" or (checked is not None and src in checked):
            continue
        check_output_path(out, [("input", src)])
        if checked is not None:
            checked.add(src)


#: The file name endings each directory writer produces (used to decide whether an existing
#: output directory may be replaced with ``overwrite=True``).
DIR_OUTPUT_SUFFIXES: dict[str, tuple[str, ...]] = {"brat": (".txt", ".ann"), "i2b2-2014": (".xml",),
                                                  "text": (".txt",)}


def foreign_entry(path: Path, fmt: str | None, new_names: set[str] | None = None) -> str | None:
    """The name of one entry of the existing directory ``path`` that a ``fmt`` directory writer
    would not have written, or ``None`` when everything in it looks like our output.

    Our writers write only regular, non-hidden files with the format's suffixes
    (:data:`DIR_OUTPUT_SUFFIXES`), never subdirectories or symlinks.  brat writes ``NAME.txt``
    and ``NAME.ann`` together (or only ``.txt`` for documents without gold, or only ``.ann``
    without ``copy_text``): in a directory holding both kinds, an unpaired file is not ours
    unless the new output (``new_names``, known once it is written) has a file of that name.
    """
    suffixes = DIR_OUTPUT_SUFFIXES.get(fmt or "", ())
    try:
        entries = sorted(os.scandir(path), key=lambda e: e.name)
    except OSError as exc:
        raise OutputError(f"cannot list the output directory ({exc.strerror or type(exc).__name__})", path) from None
    names = []
    for e in entries:
        try:
            regular = e.is_file(follow_symlinks=False)
        except OSError:
            regular = False
        if not regular or e.name.startswith(".") or not e.name.endswith(suffixes):
            return e.name
        names.append(e.name)
    if fmt == "brat" and new_names is not None:
        txt = {n[:-4] for n in names if n.endswith(".txt")}
        ann = {n[:-4] for n in names if n.endswith(".ann")}
        if txt and ann:
            for n in names:
                stem = n[:-4]
                if (stem not in txt or stem not in ann) and n not in new_names:
                    return n
    return None


def check_dir_replaceable(path: Path, fmt: str | None, new_names: set[str] | None = None) -> None:
    """Refuse (OutputError) to replace the existing directory ``path`` unless a ``fmt`` writer
    could have written everything in it; never the current directory or one of its parents,
    nor a multideid model."""
    from multideid.ioutil import is_inside, real_path
    from multideid.model import is_model_dir

    real = real_path(path)
    if is_inside(real_path(os.getcwd()), real):
        raise OutputError("output directory is the current directory or one of its parents; refusing to replace it", path)
    if is_model_dir(real):
        raise OutputError("output directory is a multideid model; refusing to replace it", path)
    name = foreign_entry(real, fmt, new_names)
    if name is not None:
        raise OutputError(f"output directory contains files multideid did not write (e.g. {name}); "
                          "refusing to replace it (remove them or choose another output)", path)


@contextmanager
def atomic_output(path: Path, *, kind: str, overwrite: bool, fmt: str | None = None) -> Iterator[Path]:
    """Yield a temporary sibling of ``path`` (a directory or a file) and move it into place
    (:func:`multideid.ioutil.atomic_path`: removed on failure and on SIGTERM/SIGINT/SIGHUP).

    An existing ``path`` is replaced only with ``overwrite=True``; an existing directory only
    if everything in it could have been written by the ``fmt`` directory writer
    (:func:`check_dir_replaceable`; without ``fmt`` only an empty directory).  Nothing is ever
    written inside a multideid model.
    """
    from multideid.ioutil import atomic_path, check_not_in_model

    path = Path(os.path.abspath(os.path.expanduser(str(path))))
    replacing_dir = kind == "dir" and overwrite and path.is_dir()
    if replacing_dir:
        check_dir_replaceable(path, fmt)
    check_not_in_model(path)

    def before_replace(tmp: Path) -> None:
        if replacing_dir:
            # again, now that the new file names are known (and in case the directory changed)
            check_dir_replaceable(path, fmt, new_names=set(os.listdir(tmp)))

    with atomic_path(path, kind=kind, overwrite=overwrite, before_replace=before_replace) as tmp:
        yield tmp


def write_text_exact(path: Path, text: str, *, doc_id: str) -> None:
    """Write ``text`` byte-exactly as UTF-8 (no newline translation, BOM kept)."""
    try:
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
    except UnicodeEncodeError as exc:
        raise OutputError(f"document {quote_id(doc_id)} text cannot be encoded as UTF-8 (offset {exc.start})") from None


# --------------------------------------------------------------------------------------------
# XML

# XML 1.0 cannot represent these characters at all, not even as character references.
_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def check_xml_text(text: str, doc_id: str, fmt: str) -> None:
    m = _XML_INVALID.search(text)
    if m:
        raise OutputError(
            f"document {quote_id(doc_id)} contains a character XML cannot represent at offset {m.start()} "
            f"(U+{ord(m.group()):04X}); write {fmt} is impossible, use jsonl or brat"
        )


def xml_escape_text(text: str) -> str:
    """Escape character data; ``\\r`` becomes ``&#13;`` so parsers do not normalise it away."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\r", "&#13;")


def xml_escape_attr(text: str) -> str:
    """Escape an attribute value; whitespace other than space is kept as character references."""
    return (
        xml_escape_text(text)
        .replace('"', "&quot;")
        .replace("\n", "&#10;")
        .replace("\t", "&#9;")
    )


def cdata(text: str) -> str:
    """``text`` as CDATA sections that survive an XML parser byte-exactly.

    A CDATA section cannot contain ``]]>`` (split between ``]]`` and ``>``), and XML parsers
    turn ``\\r\\n``/``\\r`` into ``\\n`` inside CDATA too, so each ``\\r`` is written as the
    character reference ``&#13;`` between sections.
    """
    parts = []
    for i, chunk in enumerate(text.split("\r")):
        if i:
            parts.append("&#13;")
        if chunk:
            parts.append("<![CDATA[" + chunk.replace("]]>", "]]]]><![CDATA[>") + "]]>")
    return "".join(parts)


def unique_documents(docs, on_doc=None, *, key=lambda d: d.id):
    """Yield ``(doc, key(doc))`` for writers, calling ``on_doc`` first; a repeated key is an
    OutputError (two documents would land in one output record or file)."""
    seen: set[str] = set()
    for doc in docs:
        if on_doc:
            on_doc(doc)
        k = key(doc)
        if k in seen:
            raise OutputError(f"duplicate document id {quote_id(doc.id)}")
        seen.add(k)
        yield doc, k
