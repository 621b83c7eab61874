"""i2b2 XML formats: 2014 standoff (one file per document) and 2006 inline (records).

i2b2-2014
    ``<deIdi2b2><TEXT><![CDATA[...]]></TEXT><TAGS><NAME id="P0" start="13" end="23"
    text="..." TYPE="PATIENT" comment=""/>...</TAGS></deIdi2b2>``.  Offsets are into the TEXT
    content.  The span label is ``TYPE`` (the element name is implied by the type:
    :func:`multideid.labels.i2b2_2014_tag`).  ``text`` must equal the text at the offsets
    (whitespace compared loosely: XML attribute normalisation turns line breaks into spaces).
    A directory of ``.xml`` files or one ``.xml`` file; the id is the file stem.  A file
    without a ``<TAGS>`` element has no gold (``gold=None``, ``metadata["gold_missing"]``).
i2b2-2006
    ``<ROOT><RECORD ID="..."><TEXT>...<PHI TYPE="DATE">3/18</PHI>...</TEXT></RECORD></ROOT>``,
    several records per file; the id is the RECORD's ``ID``.  Inline PHI cannot overlap.

Both are parsed with expat (streaming for 2006, so memory stays bounded); DOCTYPE/ENTITY
declarations are refused (no entity expansion attacks).  Writers keep the text byte-exact:
``\\r`` is written as ``&#13;`` because XML parsers normalise line ends.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterable, Iterator, TextIO
from xml.parsers import expat

from multideid.document import Document, Span
from multideid.errors import DataError, quote_id
from multideid.io._common import (
    SpanSelector,
    cdata,
    check_xml_text,
    checked_spans,
    new_document,
    safe_file_id,
    validate_gold,
    xml_escape_attr,
    xml_escape_text,
    unique_documents,
)

_CHUNK = 1 << 16
_WS = re.compile(r"\s")


class _Refuse(Exception):
    pass


def _new_parser() -> expat.XMLParserType:
    p = expat.ParserCreate()
    p.buffer_text = True

    def no_dtd(*_a):
        raise _Refuse("DOCTYPE/ENTITY declarations are not allowed")

    p.StartDoctypeDeclHandler = no_dtd
    p.EntityDeclHandler = no_dtd
    return p


def _feed(parser, path: Path, data: bytes, final: bool) -> None:
    try:
        parser.Parse(data, final)
    except expat.ExpatError as exc:
        raise DataError(f"malformed XML ({expat.ErrorString(exc.code)}, column {exc.offset})", path, exc.lineno) from None
    except _Refuse as exc:
        raise DataError(str(exc), path, parser.CurrentLineNumber) from None


def _read_bytes(path: Path) -> bytes:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError(f"cannot read XML file ({exc.strerror or type(exc).__name__})", path) from None
    if not raw.strip():
        raise DataError("empty XML file", path)
    return raw


def sniff(path: Path) -> str | None:
    """``"i2b2-2014"``, ``"i2b2-2006"`` or None from the first 64 KiB of an XML file."""
    try:
        with path.open("rb") as fh:
            head = fh.read(_CHUNK)
    except OSError:
        return None
    if b"<deIdi2b2" in head or b"<TAGS" in head:
        return "i2b2-2014"
    if b"<RECORD" in head or b"<PHI" in head:
        return "i2b2-2006"
    return None


def _xml_files(path: Path) -> list[Path]:
    if path.is_dir():
        from multideid.io.text import refuse_unread

        entries = sorted(p for p in path.iterdir() if not p.name.startswith("."))
        files = [p for p in entries if p.is_file() and p.suffix.lower() == ".xml"]
        refuse_unread(path, [p for p in entries if not p.is_dir() and p not in files],
                      [p for p in entries if p.is_dir()], ("an .xml file", ".xml files"))
        if not files:
            raise DataError("directory contains no .xml files", path)
        return files
    if path.is_file():
        return [path]
    raise DataError("not a regular file or directory" if path.exists() else "no such file or directory", path)


def _loose(s: str) -> str:
    return _WS.sub(" ", s)


# ------------------------------------------------------------------------------------ 2014


def parse_2014(path: Path, *, allow_overlap: bool = True) -> tuple[str, list[Span] | None]:
    """Parse one i2b2 2014 file into ``(text, spans)``; spans are None without ``<TAGS>``."""
    raw = _read_bytes(path)
    parser = _new_parser()
    stack: list[str] = []
    text_parts: list[str] | None = None
    text_seen = False
    tags: list[tuple[int, dict]] = []
    tags_seen: list[bool] = []

    def start(name, attrs):
        nonlocal text_parts, text_seen
        if not stack and name != "deIdi2b2":
            raise _Refuse("root element is not <deIdi2b2>")  # its name comes from the file: not echoed
        if len(stack) == 1 and name == "TEXT":
            if text_seen:
                raise _Refuse("more than one <TEXT> element")
            text_parts, text_seen = [], True
        elif len(stack) == 1 and name == "TAGS":
            tags_seen.append(True)
        elif len(stack) == 2 and stack[1] == "TAGS":
            tags.append((parser.CurrentLineNumber, {"_tag": name, **attrs}))
        elif len(stack) >= 2 and stack[1] == "TEXT":
            raise _Refuse("unexpected element inside <TEXT>")
        stack.append(name)

    def end(name):
        nonlocal text_parts
        stack.pop()
        if len(stack) == 1 and name == "TEXT":
            text_parts = [""] if text_parts is None else text_parts
            text_done.append("".join(text_parts))
            text_parts = None

    def chars(data):
        if text_parts is not None:
            text_parts.append(data)

    text_done: list[str] = []
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    _feed(parser, path, raw, True)
    if not text_done:
        raise DataError("no <TEXT> element", path)
    text = text_done[0]
    spans = []
    for k, (line, attrs) in enumerate(tags, start=1):
        tid = f"#{k}"  # its position: the id attribute comes from the file and is not echoed
        for key in ("start", "end", "TYPE"):
            if key not in attrs:
                raise DataError(f"tag {tid} has no {key!r} attribute", path, line)
        try:
            s, e = int(attrs["start"]), int(attrs["end"])
        except ValueError:
            raise DataError(f"tag {tid}: start/end are not integers", path, line) from None
        if not attrs["TYPE"]:
            raise DataError(f"tag {tid} has an empty TYPE", path, line)
        if 0 <= s < e <= len(text) and "text" in attrs and _loose(attrs["text"]) != _loose(text[s:e]):
            raise DataError(f"tag {tid}: text attribute does not match the text at {s}-{e}", path, line)
        try:
            spans.extend(validate_gold([Span(s, e, attrs["TYPE"])], text, path, allow_overlap=True, line=line))
        except DataError as exc:
            exc.message = f"tag {tid}: {exc.message}"
            raise
    if not tags_seen:
        return text, None
    return text, validate_gold(spans, text, path, allow_overlap=allow_overlap)


def read_2014(path: Path, *, allow_overlap: bool = True) -> Iterator[Document]:
    """Yield the documents of an i2b2 2014 directory (sorted by file name) or single file."""
    for f in _xml_files(path):
        text, spans = parse_2014(f, allow_overlap=allow_overlap)
        extra = {"gold_missing": True} if spans is None else {}
        yield new_document(f.stem, text, spans, source=path, file=f, fmt="i2b2-2014", **extra)


def xml_2014(doc: Document, spans: list[Span]) -> str:
    """The i2b2 2014 XML of one document."""
    from multideid.labels import i2b2_2014_tag

    check_xml_text(doc.text, doc.id, "i2b2-2014")
    lines = ['<?xml version="1.0" encoding="UTF-8" ?>', "<deIdi2b2>", f"<TEXT>{cdata(doc.text)}</TEXT>", "<TAGS>"]
    for i, s in enumerate(spans):
        tag = i2b2_2014_tag(s.label)
        lines.append(
            f'<{tag} id="P{i}" start="{s.start}" end="{s.end}" text="{xml_escape_attr(doc.text[s.start:s.end])}" '
            f'TYPE="{xml_escape_attr(s.label)}" comment="" />'
        )
    lines += ["</TAGS>", "</deIdi2b2>", ""]
    return "\n".join(lines)


def write_2014(docs: Iterable[Document], tmp: Path, *, spans: SpanSelector, on_doc=None, **_ignored) -> int:
    n = 0
    for doc, name in unique_documents(docs, on_doc, key=safe_file_id):
        chosen = checked_spans(doc, spans, "i2b2-2014", allow_none=False)
        with open(tmp / f"{name}.xml", "w", encoding="utf-8", newline="") as fh:
            fh.write(xml_2014(doc, chosen))
        n += 1
    return n


# ------------------------------------------------------------------------------------ 2006


def _records_2006(f: Path, source: Path) -> Iterator[Document]:
    parser = _new_parser()
    stack: list[str] = []
    ready: list[Document] = []
    state: dict = {}

    def start(name, attrs):
        depth = len(stack)
        line = parser.CurrentLineNumber
        if depth == 0 and name not in ("ROOT", "RECORD"):
            raise _Refuse("root element is neither <ROOT> nor <RECORD>")
        if name == "RECORD" and (depth == 1 or (depth == 0)):
            rid = attrs.get("ID")
            if not rid:
                raise _Refuse("RECORD without an ID attribute")
            state.clear()
            state.update(id=rid, line=line, parts=[], spans=[], in_text=False, phi=None, text_done=False)
        elif name == "TEXT" and stack and stack[-1] == "RECORD":
            if state.get("text_done"):
                raise _Refuse(f"record {quote_id(state['id'])} has more than one <TEXT>")
            state["in_text"] = True
        elif name == "PHI" and stack and stack[-1] == "TEXT":
            if not attrs.get("TYPE"):
                raise _Refuse("PHI element without a TYPE attribute")
            state["phi"] = (sum(map(len, state["parts"])), attrs["TYPE"], line)
        elif stack and stack[-1] in ("TEXT", "PHI"):
            raise _Refuse(f"unexpected element inside <{stack[-1]}>")  # stack[-1] is TEXT or PHI
        stack.append(name)

    def end(name):
        stack.pop()
        if name == "PHI" and state.get("phi"):
            s, label, line = state["phi"]
            e = sum(map(len, state["parts"]))
            if e <= s:
                raise _Refuse(f"record {quote_id(state['id'])}: empty PHI element")
            state["spans"].append(Span(s, e, label))
            state["phi"] = None
        elif name == "TEXT" and state.get("in_text"):
            state["in_text"], state["text_done"] = False, True
        elif name == "RECORD":
            if not state.get("text_done"):
                raise _Refuse(f"record {quote_id(state['id'])} has no <TEXT>")
            text = "".join(state["parts"])
            gold = validate_gold(state["spans"], text, f, allow_overlap=False, line=state["line"])
            ready.append(new_document(state["id"], text, gold, source=source, file=f, fmt="i2b2-2006",
                                      line=state["line"]))

    def chars(data):
        if state.get("in_text"):
            state["parts"].append(data)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    try:
        fh = f.open("rb")
    except OSError as exc:
        raise DataError(f"cannot read XML file ({exc.strerror or type(exc).__name__})", f) from None
    n = 0
    with fh:
        empty = True
        while True:
            chunk = fh.read(_CHUNK)
            if chunk.strip():
                empty = False
            _feed(parser, f, chunk, not chunk)
            while ready:
                n += 1
                yield ready.pop(0)
            if not chunk:
                break
        if empty:
            raise DataError("empty XML file", f)
    if n == 0:
        raise DataError("no <RECORD> elements", f)


def read_2006(path: Path, *, allow_overlap: bool = True) -> Iterator[Document]:
    """Yield the records of an i2b2 2006 file (or of every .xml file of a directory)."""
    seen: set[str] = set()
    for f in _xml_files(path):
        for doc in _records_2006(f, path):
            if doc.id in seen:
                raise DataError(f"duplicate record ID {quote_id(doc.id)}", f, doc.metadata.get("line"))
            seen.add(doc.id)
            yield doc


def write_2006(docs: Iterable[Document], fh: TextIO, *, spans: SpanSelector, on_doc=None) -> int:
    """Write inline i2b2 2006 XML; overlapping spans cannot be represented (OutputError)."""
    fh.write('<?xml version="1.0" encoding="UTF-8"?>\n<ROOT>\n')
    n = 0
    for doc, _ in unique_documents(docs, on_doc):
        chosen = checked_spans(doc, spans, "i2b2-2006", allow_none=False, allow_overlap=False)
        check_xml_text(doc.text, doc.id, "i2b2-2006")
        out, pos = [], 0
        for s in chosen:
            out.append(xml_escape_text(doc.text[pos:s.start]))
            out.append(f'<PHI TYPE="{xml_escape_attr(s.label)}">{xml_escape_text(doc.text[s.start:s.end])}</PHI>')
            pos = s.end
        out.append(xml_escape_text(doc.text[pos:]))
        fh.write(f'<RECORD ID="{xml_escape_attr(doc.id)}">\n<TEXT>{"".join(out)}</TEXT>\n</RECORD>\n')
        n += 1
    fh.write("</ROOT>\n")
    return n
