"""Input datasets for ``multideid run --engine spark``: JSONL and Parquet, as Spark DataFrames
with the columns ``id``, ``text``, ``patient`` and ``_error`` (a reader's complaint about a row).

JSONL follows the rules of :func:`multideid.io.jsonfmt.read_jsonl` row by row: each non-blank
line an object with a non-empty string ``id`` and a string ``text`` (an empty text is an error
row too: :mod:`.worker`); the patient id is the field ``--patient-col`` names, else
``metadata.patient_id`` (as the local run's surrogates use it).  A line that breaks a rule
becomes an error row (``invalid``) naming the file and the problem, never the text.  Lines are
read as bytes: one that is not UTF-8 is an error row, not a failed task.  Not checked at scale:
duplicate ids (the local reader refuses them).
"""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path
from typing import Iterator, Optional

from multideid.errors import DataError, UsageError

SPARK_FORMATS = ("jsonl", "parquet")
ROW_DDL = "id string, text string, patient string, _error string"
_JSONL_EXT = (".jsonl", ".json", ".jsonl.gz", ".json.gz", ".jsonl.bz2", ".json.bz2")


def is_local(path: str) -> bool:
    """A path on this machine's filesystem (no URI scheme, or ``file:``)."""
    return "://" not in path or path.startswith("file:")


def local_path(path: str) -> Path:
    for prefix in ("file://", "file:"):
        if path.startswith(prefix):
            return Path(path[len(prefix):])
    return Path(path)


def detect_spark_format(path: str, given: Optional[str]) -> str:
    if given:
        if given not in SPARK_FORMATS:
            raise UsageError(f"--engine spark reads and writes {' or '.join(SPARK_FORMATS)} (not {given!r})")
        return given
    p = path.rstrip("/")
    if p.endswith(".parquet"):
        return "parquet"
    if p.endswith(_JSONL_EXT):
        return "jsonl"
    if is_local(path) and local_path(path).is_dir():
        names = [f.name for f in local_path(path).rglob("*") if f.is_file() and not f.name.startswith((".", "_"))]
        if names and all(n.endswith(".parquet") for n in names):
            return "parquet"
        if names and all(n.endswith(_JSONL_EXT) for n in names):
            return "jsonl"
    raise UsageError("cannot tell the input format (a .jsonl/.parquet file or a directory of them); give --from jsonl|parquet", path)


def check_input(path: str, fmt: str) -> None:
    """A local input must exist and, if a directory, hold only that format's part files
    (nothing skipped silently: a stray file would be read as data or fail the job)."""
    if not is_local(path):
        return  # hdfs://, s3a://...: Spark reports a missing path itself
    p = local_path(path)
    if not p.exists():
        raise DataError("input not found", p)
    if p.is_file():
        return
    exts = (".parquet",) if fmt == "parquet" else _JSONL_EXT
    n, bad = 0, []
    for root, dirs, files in os.walk(p):
        rel = Path(root).relative_to(p)
        if any(part.startswith((".", "_")) for part in rel.parts):
            continue
        for d in dirs:
            if not d.startswith((".", "_")) and "=" not in d:
                bad.append(str(rel / d) + "/")
        for f in files:
            if f.startswith((".", "_")):
                continue
            n += 1
            if not f.endswith(exts):
                bad.append(str(rel / f))
    if bad:
        raise DataError(f"the input directory holds {len(bad)} entr{'y' if len(bad) == 1 else 'ies'} that {'is' if len(bad) == 1 else 'are'} not {fmt} "
                        f"part files (e.g. {bad[0]}); only *{exts[0]} files and key=value subdirectories are read", p)
    if n == 0:
        raise DataError(f"the input directory holds no {fmt} files", p)


def _parse_lines(patient_col: Optional[str], batches: Iterator) -> Iterator:
    """``mapInPandas`` function: raw JSONL lines (bytes) -> id, text, patient, _error."""
    import pandas as pd

    for pdf in batches:
        rows = []
        for raw, file in zip(pdf["value"].tolist(), pdf["_file"].tolist()):
            where = os.path.basename(str(file or "")) or "input"
            if raw is None or not bytes(raw).strip():
                continue  # blank lines are skipped, as the local reader skips them
            rows.append(parse_record(bytes(raw), where, patient_col))
        yield pd.DataFrame(rows, columns=["id", "text", "patient", "_error"])


def parse_record(raw: bytes, where: str, patient_col: Optional[str] = None) -> tuple:
    """``(id, text, patient, error)`` of one JSONL line; ``error`` names ``where`` and the
    problem (never the text)."""
    def bad(msg, doc_id=None):
        return (doc_id, None, None, f"{where}: {msg}")

    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return bad(f"line is not valid UTF-8 (byte {exc.start})")
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        return bad(f"invalid JSON (column {exc.colno}: {exc.msg})")
    except RecursionError:
        return bad("JSON nested too deeply")
    if not isinstance(obj, dict):
        return bad("line is not a JSON object")
    doc_id = obj.get("id")
    if not isinstance(doc_id, str) or not doc_id:
        kind = "missing" if doc_id is None else ("empty" if doc_id == "" else f"not a string ({type(doc_id).__name__})")
        return bad(f"record id is {kind}")
    if "text" not in obj:
        return bad("record has no 'text' field", doc_id)
    text = obj["text"]
    if not isinstance(text, str):
        return bad(f"record field 'text' has the wrong type ({type(text).__name__})", doc_id)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return bad(f"record text holds an unpaired surrogate escape (character {exc.start})", doc_id)
    if patient_col:
        patient = obj.get(patient_col)
    else:
        md = obj.get("metadata")
        patient = md.get("patient_id") if isinstance(md, dict) else None
    if patient is not None and not isinstance(patient, (str, int)):
        return bad(f"patient id field has the wrong type ({type(patient).__name__})", doc_id)
    return (doc_id, text, None if patient is None else str(patient), None)


def read_dataset(spark, path: str, fmt: str, *, patient_col: Optional[str] = None):
    """The input as a DataFrame ``id, text, patient, _error`` (see the module docstring)."""
    from pyspark.sql import functions as F
    from pyspark.sql.types import BinaryType, IntegerType, LongType, StringType

    check_input(path, fmt)
    if fmt == "jsonl":
        lines = spark.read.text(path).select(F.col("value").cast("binary").alias("value"),
                                             F.input_file_name().alias("_file"))
        return lines.mapInPandas(functools.partial(_parse_lines, patient_col), ROW_DDL)
    df = spark.read.parquet(path)
    fields = {f.name: f.dataType for f in df.schema.fields}
    for col in ("id", "text") + ((patient_col,) if patient_col else ()):
        if col not in fields:
            raise DataError(f"the Parquet input has no column {col!r} (columns: {', '.join(fields)})", path)
    if not isinstance(fields["text"], (StringType, BinaryType)):
        raise DataError(f"column 'text' has type {fields['text'].simpleString()}; expected string", path)
    if not isinstance(fields["id"], (StringType, IntegerType, LongType)):
        raise DataError(f"column 'id' has type {fields['id'].simpleString()}; expected string", path)
    patient = F.col(patient_col).cast("string") if patient_col else F.lit(None).cast("string")
    return df.select(F.col("id").cast("string").alias("id"), F.col("text"), patient.alias("patient"),
                     F.lit(None).cast("string").alias("_error"))
