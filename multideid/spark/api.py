"""Driver side of the library API: :func:`deidentify` adds de-identification columns to a
Spark DataFrame (see :mod:`multideid.spark` for the design)."""

from __future__ import annotations

import atexit
import functools
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Optional, Sequence

from multideid.errors import DataError, UsageError
from multideid.spark.worker import Job, model_digest, process_batches

#: default per-note time limit (seconds); a typical note takes well under one second
DEFAULT_TIME_LIMIT = 60.0

SPANS_DDL = "array<struct<start:int,end:int,label:string,score:double>>"

_SHIPPED: dict[tuple[int, str], str] = {}
_SHIP_LOCK = threading.Lock()


def spans_type():
    """The Spark type of the spans column."""
    from pyspark.sql.types import ArrayType, DoubleType, IntegerType, StringType, StructField, StructType

    return ArrayType(StructType([
        StructField("start", IntegerType()), StructField("end", IntegerType()),
        StructField("label", StringType()), StructField("score", DoubleType()),
    ]))


def ship_model(sc, path: str | Path, digest: str) -> str:
    """Ship a model directory to every executor with ``SparkContext.addFile`` (once per
    context and model); returns the name to give ``SparkFiles.get``.

    The copy is named by the model digest, so two models never collide under one name.
    """
    with _SHIP_LOCK:
        key = (id(sc), digest)
        if key in _SHIPPED:
            return _SHIPPED[key]
        name = f"multideid-model-{digest[:16]}"
        tmp = Path(tempfile.mkdtemp(prefix="multideid-ship-"))
        atexit.register(shutil.rmtree, tmp, True)
        shutil.copytree(path, tmp / name)
        if model_digest(tmp / name) != digest:
            raise UsageError("the model directory changed while it was being shipped", path)
        sc.addFile(str(tmp / name), recursive=True)
        _SHIPPED[key] = name
        return name


def deidentify(
    df,
    model,
    *,
    text_col: str = "text",
    id_col: str = "id",
    mode: str = "tag",
    key: Optional[bytes] = None,
    patient_col: Optional[str] = None,
    bases: str | Sequence[str] = "all",
    combiner: Optional[str] = None,
    locale: Optional[str] = None,
    max_doc_chars: Optional[int] = None,
    chunk_chars: Optional[int] = None,
    overlap: Optional[int] = None,
    time_limit: float = DEFAULT_TIME_LIMIT,
    chunk_size: Optional[int] = None,
    ship: bool = True,
    error_col: Optional[str] = None,
    prefix: str = "deid_",
):
    """De-identify the notes of ``df``; returns ``df`` with four columns added.

    ``{prefix}spans`` ``array<struct<start:int,end:int,label:string,score:double>>``: the PHI
    found (on the input text in ``tag``/``redact`` mode, re-anchored on the released text in
    ``surrogate`` mode); ``{prefix}text``: the released text (``tag``: the input text;
    ``redact``: ``[**LABEL**]`` per PHI; ``surrogate``: fake values), null unless the note
    succeeded; ``{prefix}status``: ``ok``, ``invalid``, ``too_long``, ``timeout`` or
    ``failed``; ``{prefix}error``: why (ids, lengths, offsets; never text).

    ``model`` is a model directory (or a loaded :class:`~multideid.ensemble.Ensemble`): it is
    verified here, then each Python worker loads it once.  ``ship=True`` sends it to the
    executors with ``SparkContext.addFile``; ``ship=False`` reads ``model`` from a path every
    executor can see (shared filesystem).  ``mode="surrogate"`` needs ``key`` (consistent
    surrogates across partitions, executors and task retries); dates shift per patient by
    ``patient_col`` (else per note id).  ``error_col``: rows where this column is not null
    are reported as ``invalid`` with its value as the error (readers attach parse errors so).
    ``max_doc_chars``: longer notes are refused (``too_long``); notes over ``chunk_chars``
    are predicted in chunks overlapping by ``overlap`` (:mod:`multideid.chunking`; all three
    default to the model's ``[run]`` settings, as in the local run); ``time_limit``: seconds
    per note (0: none).  Input columns pass through unchanged, except that a text which is not valid
    UTF-8 comes back null.
    """
    from pyspark.sql import functions as F
    from pyspark.sql.types import BinaryType, StringType, StructField, StructType

    from multideid.config import RUN_MODES
    from multideid.chunking import settings_from_config
    from multideid.ensemble import load_model

    if mode not in RUN_MODES:
        raise UsageError(f"unknown mode {mode!r}; choose one of: {', '.join(RUN_MODES)}")
    if mode == "surrogate":
        if not key:
            raise UsageError("surrogate mode on Spark needs a key (--key-file): without one every note gets its own "
                             "random key, so a patient's notes would not share surrogates or a date shift")
        if len(key) < 16:
            raise UsageError("the surrogate key must hold at least 16 bytes")
    if float(time_limit) < 0:
        raise UsageError("time_limit must be >= 0")
    path = Path(getattr(model, "path", model))
    ens = load_model(path)  # verify now, on the driver: a bad model fails before any task runs
    digest = model_digest(path)
    names = ens.select(bases)
    if (combiner or ens.config.get("stacking", {}).get("combiner") or "stacker") == "stacker":
        ens.check_stackable(names)
    combiner = combiner or ens.config.get("stacking", {}).get("combiner") or None
    if locale is None:
        lang = ens.config.get("corpus", {}).get("language", "en")
        locale = lang if lang in ("en", "es") else "en"
    run_cfg = dict(ens.config.get("run", {}) or {})
    for k, v in (("max_doc_chars", max_doc_chars), ("chunk_chars", chunk_chars), ("overlap_chars", overlap)):
        if v is not None:
            run_cfg[k] = int(v)
    limits = settings_from_config({"run": run_cfg})  # the model's [run] settings, as the local run
    if chunk_size is None:
        chunk_size = int(ens.config.get("stacking", {}).get("chunk_size", 64))

    fields = {f.name: f for f in df.schema.fields}
    for what, col in (("text_col", text_col), ("id_col", id_col), ("patient_col", patient_col), ("error_col", error_col)):
        if col is not None and col not in fields:
            raise UsageError(f"{what} {col!r} is not a column of the DataFrame (columns: {', '.join(fields)})")
    if not isinstance(fields[text_col].dataType, (StringType, BinaryType)):
        raise DataError(f"column {text_col!r} has type {fields[text_col].dataType.simpleString()}; expected string")
    outs = [prefix + s for s in ("spans", "text", "status", "error")]
    clash = [c for c in outs if c in fields]
    if clash:
        raise UsageError(f"the DataFrame already has a column {clash[0]!r}; choose another prefix")

    if ship:
        ref = ship_model(df.sparkSession.sparkContext, path, digest)
    else:
        ref = str(path.resolve())
    job = Job(
        model_ref=ref, shipped=bool(ship), digest=digest, mode=mode, bases=tuple(names), combiner=combiner,
        key=key, locale=locale, text_col=text_col, id_col=id_col, patient_col=patient_col, error_col=error_col,
        spans_out=outs[0], text_out=outs[1], status_out=outs[2], error_out=outs[3],
        max_doc_chars=limits["max_doc_chars"], chunk_chars=limits["chunk_chars"], overlap=limits["overlap"],
        time_limit=float(time_limit), chunk_size=int(chunk_size),
    )
    # the text travels as bytes: a value that is not valid UTF-8 becomes an error row instead of
    # failing the Arrow conversion (and the whole task)
    as_bytes = df.withColumn(text_col, F.col(text_col).cast("binary"))
    schema = StructType(
        [StructField(f.name, StringType() if f.name == text_col else f.dataType, True if f.name == text_col else f.nullable)
         for f in df.schema.fields]
        + [StructField(outs[0], spans_type()), StructField(outs[1], StringType()),
           StructField(outs[2], StringType(), False), StructField(outs[3], StringType())]
    )
    return as_bytes.mapInPandas(functools.partial(process_batches, job), schema)
