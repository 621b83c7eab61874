"""``multideid run --engine spark``: read a JSONL/Parquet dataset, de-identify it on Spark,
write it through Spark's committer and publish it at ``--output`` in one rename.

Output (a directory of part files): ``id``, ``text`` (the released text), ``spans`` (tag and
surrogate modes), ``status``, ``error`` -- no other input column (a column the model never saw
may hold PHI).  ``_multideid.json`` records the model digest, the mode and the counts.

Publication.  The rows are written by Spark (``FileOutputCommitter``: each task writes under
``_temporary`` and only committed attempts survive, so a killed or retried task leaves nothing)
into a sibling of ``--output`` (``NAME.multideid-tmp-XXXX``); when the job has succeeded, the
sibling is renamed to ``--output``.  On failure nothing appears at ``--output`` and the sibling
is removed.  An existing ``--output`` is refused unless ``--overwrite`` and it is a multideid
Spark output.

Resumable runs (``--resume``).  Rows go to ``--buckets`` buckets by ``xxhash64(id) mod B``;
bucket ``k`` is written by its own Spark job into ``NAME.multideid-partial/bucket=k`` and is
complete once Spark's ``_SUCCESS`` is there.  A rerun with the same settings (checked against
``_multideid_run.json``) skips complete buckets and rewrites the others; the whole directory is
published when every bucket is complete.  Each bucket job reads (and, for JSONL, parses) the
whole input and keeps its share: reading costs a few seconds per million lines, de-identifying
hours, so the waste is small; what a crash costs is the buckets not yet complete.
"""

from __future__ import annotations

import hashlib
import json
import sys
import threading
import time
import uuid
from typing import Optional

from multideid.errors import DataError, OutputError, UsageError

MARKER = "multideid-spark-output"
MANIFEST = "_multideid.json"
RUN_FILE = "_multideid_run.json"


class HadoopFS:
    """The few filesystem operations publication needs, through Hadoop's FileSystem API (the
    one Spark writes with: local paths, HDFS, S3A ... alike)."""

    def __init__(self, spark, path: str):
        jvm = spark.sparkContext._jvm  # py4j gateway: the documented way to reach Hadoop from PySpark
        self._jvm = jvm
        conf = spark.sparkContext._jsc.hadoopConfiguration()
        self._root = jvm.org.apache.hadoop.fs.Path(path)
        self.fs = self._root.getFileSystem(conf)

    def path(self, p: str):
        return self._jvm.org.apache.hadoop.fs.Path(p)

    def qualify(self, p: str) -> str:
        return str(self.fs.makeQualified(self.path(p)).toString()).rstrip("/")

    def exists(self, p: str) -> bool:
        return bool(self.fs.exists(self.path(p)))

    def is_dir(self, p: str) -> bool:
        return bool(self.fs.getFileStatus(self.path(p)).isDirectory())

    def list(self, p: str) -> list[tuple[str, bool]]:
        return [(st.getPath().getName(), bool(st.isDirectory())) for st in self.fs.listStatus(self.path(p))]

    def rename(self, a: str, b: str) -> None:
        if self.exists(b):
            raise OutputError("cannot publish: the target appeared meanwhile", b)
        if not self.fs.rename(self.path(a), self.path(b)):
            raise OutputError("cannot rename the finished output into place", b)

    def mkdirs(self, p: str) -> None:
        self.fs.mkdirs(self.path(p))

    def delete(self, p: str) -> None:
        self.fs.delete(self.path(p), True)

    def write_text(self, p: str, text: str) -> None:
        out = self.fs.create(self.path(p), True)
        try:
            out.write(bytearray(text.encode("utf-8")))
        finally:
            out.close()

    def read_text(self, p: str) -> str:
        stream = self.fs.open(self.path(p))
        try:
            return str(self._jvm.org.apache.commons.io.IOUtils.toString(stream, "UTF-8"))
        finally:
            stream.close()


def _sibling(out: str, tag: str) -> str:
    """``OUT.multideid-TAG`` next to ``OUT`` (not hidden: Spark's readers skip paths starting
    with ``.`` or ``_``, and the counts are read back from it)."""
    return f"{out.rstrip('/')}.multideid-{tag}"


def _is_ours(fs: HadoopFS, out: str) -> bool:
    """An existing ``out`` may be replaced only if it is a multideid Spark output: our manifest
    and nothing but Spark part files, markers, checksums and bucket directories."""
    if not fs.is_dir(out) or not fs.exists(f"{out}/{MANIFEST}"):
        return False
    try:
        if json.loads(fs.read_text(f"{out}/{MANIFEST}")).get("marker") != MARKER:
            return False
    except ValueError:
        return False
    for name, is_dir in fs.list(out):
        if is_dir:
            if not name.startswith("bucket=") or not _is_parts(fs, f"{out}/{name}"):
                return False
        elif not (name.startswith(("part-", ".")) or name in ("_SUCCESS", MANIFEST)):
            return False
    return True


def _is_parts(fs: HadoopFS, d: str) -> bool:
    return all(not is_dir and (n.startswith(("part-", ".")) or n == "_SUCCESS") for n, is_dir in fs.list(d))


def check_output(fs: HadoopFS, out: str, inp: str, overwrite: bool) -> None:
    """Refusals shared with the local run: output = input, nested in it or around it; an existing
    output without --overwrite; a directory that is not ours; the working directory or a parent."""
    import os

    q_out, q_in = fs.qualify(out), fs.qualify(inp)
    if q_out == q_in or q_out.startswith(q_in + "/") or q_in.startswith(q_out + "/"):
        raise UsageError("the output is, is inside or contains the input; choose another output path (inputs are never modified)")
    if q_out.startswith("file:"):
        cwd = "file:" + os.getcwd().rstrip("/")
        if cwd == q_out or cwd.startswith(q_out + "/"):
            raise OutputError("refusing to write over the current directory or one of its parents", out)
    if fs.exists(out):
        if not overwrite:
            raise OutputError("output exists; pass --overwrite to replace it", out)
        if not _is_ours(fs, out):
            raise OutputError("output exists and is not a multideid Spark output; refusing to replace it", out)


def publish(fs: HadoopFS, staging: str, out: str) -> None:
    """Rename ``staging`` to ``out``; an existing ``out`` (checked to be ours) is moved aside
    first and put back if the rename fails."""
    old = None
    if fs.exists(out):
        old = _sibling(out, f"old-{uuid.uuid4().hex[:8]}")
        fs.rename(out, old)
    try:
        fs.rename(staging, out)
    except BaseException:
        if old is not None and not fs.exists(out):
            fs.rename(old, out)
        raise
    if old is not None:
        fs.delete(old)


class Progress:
    """Stage progress on stderr from Spark's status tracker (tasks done / total), a line when it
    changes (at most every ``every`` seconds): works on terminals, pipes and CI logs alike."""

    def __init__(self, spark, enabled: bool, every: float = 5.0):
        self.tracker = spark.sparkContext.statusTracker()
        self.enabled = enabled
        self.every = every
        self.label = ""
        self.t0 = time.perf_counter()
        self._stop = threading.Event()
        self._thread: Optional[threading.Thread] = None

    def say(self, msg: str) -> None:
        if self.enabled:
            print(f"multideid spark: {msg}", file=sys.stderr, flush=True)

    def _loop(self) -> None:
        last, last_t = None, 0.0
        while not self._stop.wait(1.0):
            try:
                infos = [self.tracker.getStageInfo(s) for s in self.tracker.getActiveStageIds()]
            except Exception:  # the context is stopping
                return
            infos = [i for i in infos if i is not None]
            if not infos:
                continue
            done = sum(i.numCompletedTasks for i in infos)
            total = sum(i.numTasks for i in infos)
            running = sum(i.numActiveTasks for i in infos)
            failed = sum(i.numFailedTasks for i in infos)
            now = time.perf_counter()
            state = (done, total, failed)
            if state != last and now - last_t >= self.every:
                extra = f", {failed} failed attempt(s) retried" if failed else ""
                self.say(f"{self.label}{done}/{total} tasks done, {running} running{extra} ({now - self.t0:.0f} s)")
                last, last_t = state, now

    def __enter__(self):
        if self.enabled:
            self._thread = threading.Thread(target=self._loop, name="multideid-progress", daemon=True)
            self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        return False


def key_fingerprint(key: Optional[bytes]) -> Optional[str]:
    """Names a key without revealing it (resumed runs must use the same key)."""
    return None if key is None else hashlib.sha256(b"multideid-spark-key\x1f" + key).hexdigest()[:16]


def _job_failed(exc: Exception) -> Exception:
    """A one-line, PHI-free error for a failed Spark job (the worker's traceback stays in the
    Spark logs)."""
    import re

    from multideid.errors import ModelError, MultideidError

    if isinstance(exc, MultideidError):
        return exc
    msg = str(exc)
    m = re.search(r"Task \S+ in stage \S+ failed \d+ times", msg)
    what = m.group(0) if m else type(exc).__name__
    if "multideid.errors.ModelError" in msg:
        return ModelError(f"a Spark worker refused the model ({what}); nothing was published")
    return OutputError(f"the Spark job failed ({what}); nothing was published (details in the Spark log)")


def run_spark(
    model,
    input: str,
    output: Optional[str],
    *,
    master: Optional[str] = None,
    spark_conf=(),
    mode: str = "tag",
    bases: str = "all",
    combiner: Optional[str] = None,
    key: Optional[bytes] = None,
    locale: Optional[str] = None,
    patient_col: Optional[str] = None,
    in_format: Optional[str] = None,
    out_format: Optional[str] = None,
    overwrite: bool = False,
    resume: bool = False,
    buckets: int = 16,
    partitions: Optional[int] = None,
    chunking: Optional[dict] = None,
    time_limit: Optional[float] = None,
    quiet: bool = False,
    spark=None,
) -> dict:
    """De-identify a JSONL/Parquet dataset on Spark and publish it at ``output`` (see the module
    docstring); returns the counts.  Raises :class:`DataError` after publishing when some rows
    are not ``ok`` (their rows say why)."""
    import multideid
    from multideid.spark.api import DEFAULT_TIME_LIMIT, deidentify
    from multideid.spark.readers import SPARK_FORMATS, detect_spark_format, read_dataset
    from multideid.spark.session import get_session
    from multideid.spark.worker import model_digest

    if output in (None, "-"):
        raise UsageError("--engine spark writes a directory of part files: give --output DIR")
    if input == "-":
        raise UsageError("--engine spark reads a JSONL or Parquet dataset, not standard input")
    fmt_in = detect_spark_format(input, in_format)
    fmt_out = out_format or fmt_in
    if fmt_out not in SPARK_FORMATS:
        raise UsageError(f"--engine spark writes {' or '.join(SPARK_FORMATS)} (not {fmt_out!r})")
    if buckets < 1 or (partitions is not None and partitions < 1):
        raise UsageError("--buckets and --partitions must be at least 1")
    model_path = str(getattr(model, "path", model))
    digest = model_digest(model_path)
    spark = spark or get_session(master, spark_conf)
    fs = HadoopFS(spark, output)
    check_output(fs, output, input, overwrite)
    show = not quiet
    prog = Progress(spark, show)
    nparts = partitions or max(2, spark.sparkContext.defaultParallelism * 4)
    writer_fmt = "json" if fmt_out == "jsonl" else "parquet"
    limits = {} if not chunking else {"max_doc_chars": chunking["max_doc_chars"], "chunk_chars": chunking["chunk_chars"],
                                      "overlap": chunking["overlap"]}

    def deid(frame):
        from pyspark.sql import functions as F

        if partitions or frame.rdd.getNumPartitions() < nparts:
            # hash by id: the same rows in the same task on a retry (round-robin is not stable)
            frame = frame.repartition(nparts, "id")
        res = deidentify(
            frame, model_path, mode=mode, key=key, patient_col="patient", bases=bases,
            combiner=combiner, locale=locale, error_col="_error",
            **limits,
            time_limit=DEFAULT_TIME_LIMIT if time_limit is None else time_limit,
        )
        cols = [F.col("id"), F.col("deid_text").alias("text")]
        if mode != "redact":
            cols.append(F.col("deid_spans").alias("spans"))
        return res.select(*cols, F.col("deid_status").alias("status"), F.col("deid_error").alias("error"))

    def write(frame, path):
        frame.write.mode("errorifexists").format(writer_fmt).save(path)

    settings = {
        "marker": MARKER, "input": fs.qualify(input), "format": fmt_in, "output_format": fmt_out,
        "model_digest": digest, "mode": mode, "bases": bases, "combiner": combiner, "key": key_fingerprint(key),
        "locale": locale, "patient_col": patient_col, "chunking": chunking, "time_limit": time_limit,
        "buckets": buckets if resume else None,
    }
    t0 = time.perf_counter()
    df = read_dataset(spark, input, fmt_in, patient_col=patient_col)
    skipped = 0
    with prog:
        if not resume:
            staging = _sibling(output, f"tmp-{uuid.uuid4().hex[:12]}")
            try:
                prog.label = ""
                write(deid(df), staging)
            except BaseException as exc:
                if fs.exists(staging):
                    fs.delete(staging)
                raise _job_failed(exc) if isinstance(exc, Exception) else exc
        else:
            from pyspark.sql import functions as F

            staging = _sibling(output, "partial")
            if fs.exists(staging):
                try:
                    before = json.loads(fs.read_text(f"{staging}/{RUN_FILE}"))
                except Exception:
                    raise OutputError(f"{staging} is not a resumable multideid run; remove it", staging) from None
                if before != settings:
                    diff = sorted(k for k in settings if settings.get(k) != before.get(k))
                    raise UsageError(f"the partial run at {staging} used other settings ({', '.join(diff)}); "
                                     "rerun with the same ones or remove it")
            else:
                fs.mkdirs(staging)
                fs.write_text(f"{staging}/{RUN_FILE}", json.dumps(settings, indent=1))
            keyed = df.withColumn("_bucket", F.pmod(F.xxhash64("id"), F.lit(buckets)))
            for k in range(buckets):
                part = f"{staging}/bucket={k:05d}"
                if fs.exists(f"{part}/_SUCCESS"):
                    skipped += 1
                    continue
                if fs.exists(part):
                    fs.delete(part)  # an attempt that never committed
                prog.label = f"bucket {k + 1}/{buckets}: "
                try:
                    write(deid(keyed.filter(F.col("_bucket") == k).drop("_bucket")), part)
                except BaseException as exc:
                    prog.say(f"stopped at bucket {k + 1}/{buckets}; rerun with --resume to continue")
                    raise _job_failed(exc) if isinstance(exc, Exception) else exc
                prog.say(f"bucket {k + 1}/{buckets} written")
            if skipped:
                prog.say(f"{skipped} of {buckets} buckets were complete already (skipped)")
    reader = spark.read.format(writer_fmt)
    if writer_fmt == "json":
        reader = reader.schema("status string")
    statuses = {r["status"]: int(r["count"]) for r in reader.load(staging).groupBy("status").count().collect()}
    n = sum(statuses.values())
    seconds = time.perf_counter() - t0
    manifest = {**settings, "multideid": multideid.__version__, "documents": n, "statuses": statuses,
                "buckets_skipped": skipped, "seconds": round(seconds, 1)}
    manifest.pop("input")
    if resume:
        fs.delete(f"{staging}/{RUN_FILE}")
    fs.write_text(f"{staging}/{MANIFEST}", json.dumps(manifest, indent=1))
    publish(fs, staging, output)
    bad = {s: c for s, c in statuses.items() if s != "ok"}
    detail = ", ".join(f"{s} {c}" for s, c in sorted(statuses.items()))
    prog.say(f"{n} documents ({detail}) in {seconds:.0f} s ({n / max(seconds, 1e-9):.1f} docs/s) -> {output}")
    counts = {"documents": n, "statuses": statuses, "seconds": seconds, "mode": mode, "format": fmt_out,
              "buckets_skipped": skipped}
    if bad:
        raise DataError(f"{sum(bad.values())} of {n} documents were not de-identified "
                        f"({', '.join(f'{s} {c}' for s, c in sorted(bad.items()))}); their rows have a status and an "
                        "error and no text", output)
    return counts
