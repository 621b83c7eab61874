"""Corpus readers and writers.

>>> from multideid.io import read_corpus, write_corpus
>>> docs = read_corpus("../shared/data/meddocan/dev")                    # doctest: +SKIP
>>> write_corpus(docs, "dev.jsonl", "jsonl")                              # doctest: +SKIP

Formats (:data:`FORMATS`) and what a path means for each:

============ ==================================================================================
brat         directory of ``NAME.txt`` + ``NAME.ann`` (:mod:`multideid.io.brat`)
i2b2-2006    inline XML file(s) with ``<RECORD>``/``<PHI>`` (:mod:`multideid.io.i2b2`)
i2b2-2014    directory of (or one) standoff XML file(s) with ``<TAGS>`` (:mod:`multideid.io.i2b2`)
jsonl        ``{"id", "text", "spans"}`` per line (:mod:`multideid.io.jsonfmt`)
presidio     presidio-research JSON list (:mod:`multideid.io.jsonfmt`)
physionet    ``NAME.text`` + ``NAME-phi.phrase`` (:mod:`multideid.io.physionet`)
text         a ``.txt`` file, a directory of ``.txt`` or ``-`` for stdin; no gold
deidgate     deidgate JSONL, values without offsets (:mod:`multideid.io.jsonfmt`)
============ ==================================================================================

Gold semantics: ``gold=None`` means "no gold known" (plain text, a brat ``.txt`` without
``.ann``: then also ``metadata["gold_missing"] = True``); ``[]`` means "no PHI".  Every
document records its provenance in ``metadata["source"]`` (the path given), ``["file"]`` and
``["format"]``; where the format carries the document's language (jsonl and presidio
``metadata.language``) the reader records its code in ``metadata["language"]``
(:data:`multideid.document.LANGUAGE_KEY`, which ``[corpus] language`` fills for the others and
bases with ``locale = "auto"`` read).  Overlapping gold spans are accepted by default in every format except
i2b2-2006 (inline XML cannot express them); pass ``allow_overlap=False`` to reject them.

Writers are atomic: output goes to a temporary sibling that is renamed into place at the
end, so a failure leaves nothing behind; existing output is replaced only with
``overwrite=True``; writing into (or over) the input of any document is refused.
"""

from __future__ import annotations

import itertools
import os
from pathlib import Path
from typing import Callable, Iterable, Iterator, Mapping

from multideid.document import Document
from multideid.errors import DataError, OutputError, UsageError, quote_id
from multideid.io._common import SpanSelector, atomic_output, check_not_input, iter_lines

FORMATS: tuple[str, ...] = ("brat", "i2b2-2006", "i2b2-2014", "jsonl", "presidio", "physionet", "text", "deidgate")

__all__ = ["FORMATS", "detect_format", "read_corpus", "iter_corpus", "write_corpus", "check_format", "iter_lines"]


def check_format(fmt: str) -> str:
    """Return ``fmt`` if it is a known format, else raise :class:`UsageError` listing them."""
    if fmt not in FORMATS:
        from multideid.registry import suggest

        raise UsageError(f"unknown format {fmt!r}{suggest(str(fmt), FORMATS)}; valid formats: {', '.join(FORMATS)}")
    return fmt


def _sniff_jsonl(path: Path) -> str:
    """``deidgate`` if the first record has ``phi`` and no ``spans``, else ``jsonl``."""
    import json

    try:
        with path.open("rb") as fh:
            for raw in fh:
                if raw.strip():
                    obj = json.loads(raw.decode("utf-8-sig"))
                    if isinstance(obj, dict) and "phi" in obj and "spans" not in obj:
                        return "deidgate"
                    return "jsonl"
    except (OSError, ValueError, RecursionError):
        pass  # the reader reports the problem with file and line
    return "jsonl"


def detect_format(path: str | os.PathLike) -> str:
    """Guess the format of ``path``.

    A directory with ``.ann`` files is brat, one with ``.xml`` files is sniffed (``<RECORD>``/
    ``<PHI>``: i2b2-2006; ``<deIdi2b2>``/``<TAGS>``: i2b2-2014), one with only ``.txt`` files
    is text.  Files: ``.jsonl`` (jsonl, or deidgate when records have ``phi`` and no
    ``spans``), ``.json`` (presidio), ``.text``/``.phrase`` (physionet), ``.xml`` (sniffed),
    ``.ann`` (brat, that one document), ``.txt`` and ``-`` (text).  Raises :class:`DataError` for a missing path or an empty
    directory and :class:`UsageError` when nothing matches.
    """
    from multideid.io.i2b2 import sniff

    if str(path) == "-":
        return "text"
    p = Path(path)
    if not p.exists():
        raise DataError("no such file or directory", p)
    if p.is_dir():
        entries = [e for e in p.iterdir() if e.is_file()]
        if not entries:
            subdirs = sorted(e.name for e in p.iterdir() if e.is_dir() and not e.name.startswith("."))
            if subdirs:
                what = "subdirectory" if len(subdirs) == 1 else "subdirectories"
                raise DataError(f"directory holds no files, only {len(subdirs)} {what} (e.g. {subdirs[0]}/); "
                                "give each subdirectory separately", p)
            raise DataError("empty directory", p)
        suffixes = {e.suffix.lower() for e in entries}
        if ".ann" in suffixes:
            return "brat"
        if ".xml" in suffixes:
            for e in sorted(entries):
                if e.suffix.lower() == ".xml":
                    kind = sniff(e)
                    if kind:
                        return kind
            raise DataError("cannot tell i2b2-2006 from i2b2-2014 XML (use --from)", p)
        if ".txt" in suffixes:
            return "text"
        raise UsageError(f"cannot detect the format of directory {p} (no .ann/.txt/.xml); pass one of: {', '.join(FORMATS)}")
    name = p.name.lower()
    if name.endswith(".jsonl"):
        return _sniff_jsonl(p)
    if name.endswith(".json"):
        return "presidio"
    if name.endswith(".text") or name.endswith(".phrase"):
        return "physionet"
    if name.endswith(".txt"):
        return "text"
    if name.endswith(".ann"):
        return "brat"
    if name.endswith(".xml"):
        kind = sniff(p)
        if kind:
            return kind
        raise DataError("cannot tell i2b2-2006 from i2b2-2014 XML (use --from)", p)
    raise UsageError(f"cannot detect the format of {p}; pass one of: {', '.join(FORMATS)}")


_DEFAULT_OVERLAP = {"i2b2-2006": False}

#: formats whose reader takes standard input (``-``)
_STDIN_FORMATS = ("text", "jsonl", "deidgate", "presidio")


def _reader(fmt: str) -> Callable[..., Iterator[Document]]:
    if fmt == "brat":
        from multideid.io.brat import read
    elif fmt == "i2b2-2014":
        from multideid.io.i2b2 import read_2014 as read
    elif fmt == "i2b2-2006":
        from multideid.io.i2b2 import read_2006 as read
    elif fmt == "jsonl":
        from multideid.io.jsonfmt import read_jsonl as read
    elif fmt == "presidio":
        from multideid.io.jsonfmt import read_presidio as read
    elif fmt == "deidgate":
        from multideid.io.jsonfmt import read_deidgate as read
    elif fmt == "physionet":
        from multideid.io.physionet import read
    else:
        from multideid.io.text import read
    return read


def iter_corpus(
    path: str | os.PathLike,
    format: str | None = None,
    label_map: str | os.PathLike | Mapping | None = None,
    *,
    require_gold: bool = False,
    allow_overlap: bool | None = None,
) -> Iterator[Document]:
    """Stream the documents of a corpus (bounded memory, except presidio's single JSON array).

    Parameters
    ----------
    path:
        File or directory; ``"-"`` = standard input (text by default; jsonl, deidgate or
        presidio with ``format``).
    format:
        One of :data:`FORMATS`; detected from the path when None.
    label_map:
        A label map spec for :func:`multideid.labels.load_label_map`, applied strictly to gold
        (an unknown label is a :class:`UsageError`; labels mapped to ""/None are dropped).
    require_gold:
        Raise :class:`DataError` (naming the file) for a document without gold.
    allow_overlap:
        Whether overlapping gold spans are accepted (default: yes, except i2b2-2006).
    """
    fmt = check_format(format) if format is not None else detect_format(path)
    if str(path) == "-" and fmt not in _STDIN_FORMATS:
        raise UsageError(f"format {fmt} cannot be read from standard input (-); stdin takes "
                         f"{', '.join(_STDIN_FORMATS)}: give a path instead")
    p = path if str(path) == "-" else Path(path)
    if str(path) != "-" and not Path(path).exists():
        raise DataError("no such file or directory", path)
    mapping = None
    if label_map is not None:
        from multideid.labels import load_label_map

        mapping = load_label_map(label_map)
    overlap = _DEFAULT_OVERLAP.get(fmt, True) if allow_overlap is None else allow_overlap
    for doc in _reader(fmt)(p, allow_overlap=overlap):
        if doc.gold is None and require_gold:
            raise DataError(f"document {quote_id(doc.id)} has no gold annotations (format {fmt})", doc.metadata.get("file", path))
        if mapping is not None:
            from multideid.labels import map_document

            doc = map_document(doc, mapping, strict=True)
        yield doc


def read_corpus(
    path: str | os.PathLike,
    format: str | None = None,
    label_map: str | os.PathLike | Mapping | None = None,
    *,
    require_gold: bool = False,
    allow_overlap: bool | None = None,
) -> list[Document]:
    """Read a whole corpus into a list (see :func:`iter_corpus` for the parameters)."""
    return list(iter_corpus(path, format, label_map, require_gold=require_gold, allow_overlap=allow_overlap))


def write_corpus(
    docs: Iterable[Document],
    path: str | os.PathLike,
    format: str,
    *,
    spans: SpanSelector = "gold",
    overwrite: bool = False,
    copy_text: bool = True,
) -> None:
    """Write ``docs`` to ``path`` in ``format``, atomically.

    Parameters
    ----------
    docs:
        Any iterable of documents (a generator from :func:`iter_corpus` streams).
    path:
        Output directory (brat, i2b2-2014, text), file (jsonl, presidio, deidgate, i2b2-2006,
        a single ``.txt``) or ``NAME.text`` for physionet (``NAME-phi.phrase`` is written too).
        ``"-"`` writes to standard output (text, jsonl, presidio, deidgate, i2b2-2006; not
        atomic).
    format:
        One of :data:`FORMATS`.
    spans:
        ``"gold"``, a key of ``Document.predictions`` (e.g. ``"stacker"``) or a callable
        ``doc -> list[Span]``.  Documents without gold can only be written by brat (no
        ``.ann``), jsonl (no ``"spans"`` key) and text.
    overwrite:
        Replace an existing output (otherwise :class:`OutputError`).
    copy_text:
        brat only: also write ``NAME.txt`` next to ``NAME.ann``.
    """
    fmt = check_format(format)
    if not (isinstance(spans, str) or callable(spans)):
        raise UsageError("spans must be 'gold', a prediction name or a callable")
    if str(path) == "-":
        if fmt == "text":
            from multideid.io.text import write_stdout

            write_stdout(docs)
            return
        if fmt not in _STREAM_WRITERS:
            raise UsageError(f"format {fmt} writes files or directories; standard output takes "
                             f"{', '.join(('text',) + tuple(_STREAM_WRITERS))}")
        from multideid.ioutil import StdoutSink

        stdout = StdoutSink()
        _STREAM_WRITERS[fmt]()(docs, stdout, spans=spans)
        stdout.flush()
        return
    out = Path(os.path.abspath(os.path.expanduser(str(path))))

    checked: set = set()

    def guard(doc: Document) -> None:
        check_not_input(doc, out, checked)

    if fmt in ("brat", "i2b2-2014") or (fmt == "text" and out.suffix != ".txt"):
        if fmt == "brat":
            from multideid.io.brat import write
        elif fmt == "i2b2-2014":
            from multideid.io.i2b2 import write_2014 as write
        else:
            from multideid.io.text import write
        docs = iter(docs)
        if overwrite and out.is_dir():
            # Replacing a directory: check the first document's input before the directory's
            # contents, so "this is (or holds) your input" is the error a user sees first.
            first = next(docs, None)
            if first is not None:
                guard(first)
                docs = itertools.chain([first], docs)
        with atomic_output(out, kind="dir", overwrite=overwrite, fmt=fmt) as tmp:
            write(docs, tmp, spans=spans, copy_text=copy_text, on_doc=guard)
        return
    if fmt == "text":
        from multideid.io.text import write

        with atomic_output(out, kind="file", overwrite=overwrite) as tmp:
            write(docs, tmp, on_doc=guard, single=True)
        return
    if fmt == "physionet":
        _write_physionet(docs, out, spans=spans, overwrite=overwrite, guard=guard)
        return
    write = _STREAM_WRITERS[fmt]()
    with atomic_output(out, kind="file", overwrite=overwrite) as tmp:
        with open(tmp, "w", encoding="utf-8", newline="") as fh:
            write(docs, fh, spans=spans, on_doc=guard)


def _jsonl_writer():
    from multideid.io.jsonfmt import write_jsonl

    return write_jsonl


def _presidio_writer():
    from multideid.io.jsonfmt import write_presidio

    return write_presidio


def _deidgate_writer():
    from multideid.io.jsonfmt import write_deidgate

    return write_deidgate


def _i2b2_2006_writer():
    from multideid.io.i2b2 import write_2006

    return write_2006


# Formats written as one stream (a file, or standard output for "-"): loaded lazily.
_STREAM_WRITERS = {"jsonl": _jsonl_writer, "presidio": _presidio_writer, "deidgate": _deidgate_writer,
                   "i2b2-2006": _i2b2_2006_writer}


def _write_physionet(docs, out: Path, *, spans, overwrite: bool, guard) -> None:
    from multideid.io.physionet import paths_for, write

    if not out.name.endswith(".text"):
        raise UsageError("physionet output must be a NAME.text path (NAME-phi.phrase is written beside it)")
    tpath, ppath = paths_for(out)
    for p in (tpath, ppath):
        if p.is_dir():
            raise OutputError("output exists and is a directory", p)
        if p.exists() and not overwrite:
            raise OutputError("output exists (pass --overwrite / overwrite=True to replace it)", p)
    from multideid.ioutil import check_not_in_model

    check_not_in_model(tpath)
    # Both files are written into one temporary sibling directory and renamed into place only
    # when everything has been written.
    from multideid.ioutil import scratch_dir

    with scratch_dir(out) as tmp:
        write(docs, tmp, spans=spans, on_doc=guard)
        try:
            os.replace(tmp / "records-phi.phrase", ppath)
            os.replace(tmp / "records.text", tpath)
        except OSError as exc:
            raise OutputError(f"cannot write output ({exc.strerror or type(exc).__name__})", out) from None
