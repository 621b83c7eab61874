"""Executor side of :mod:`multideid.spark`: what runs inside each Spark Python worker.

``process_batches(job, batches)`` is the function handed to ``DataFrame.mapInPandas``.  Each
Python worker process loads the model directory once (checksums verified, every selected base
and the stacker read) and keeps it in a module-level cache keyed by ``(path, digest)``; Spark
reuses Python workers between tasks (``spark.python.worker.reuse``, on by default), so a worker
loads the model once and serves every Arrow batch of every task it runs with it.  The fitted
model never travels in a task closure or a broadcast: the closure holds a :class:`Job` (paths,
options, the digest of ``meta.json``), a few hundred bytes.

Every row comes back, with a status:

``ok``        de-identified; the released text and the spans are set
``invalid``   the row cannot be a note: null/empty/non-UTF-8 text, NUL characters, null id, or
              an error the reader attached (bad JSON line, wrong field type)
``too_long``  more than ``max_doc_chars`` characters (refused, not truncated; notes over
              ``chunk_chars`` are predicted in overlapping chunks, :mod:`multideid.chunking`)
``timeout``   the note exceeded the per-note time limit
``failed``    the model raised on this note (the exception type is reported, never its text)

A row that is not ``ok`` has no released text and no spans (fail closed: never an unredacted
note).  Error messages name ids, lengths and offsets only, never text.
"""

from __future__ import annotations

import hashlib
import os
import signal
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

STATUS_OK = "ok"
STATUS_INVALID = "invalid"
STATUS_TOO_LONG = "too_long"
STATUS_TIMEOUT = "timeout"
STATUS_FAILED = "failed"
STATUSES = (STATUS_OK, STATUS_INVALID, STATUS_TOO_LONG, STATUS_TIMEOUT, STATUS_FAILED)

#: fault-injection hook for the tests: when this variable names a directory holding a file
#: ``kill-once``, the first worker to claim it (an atomic rename) kills itself with SIGKILL after
#: it has sent back the first chunk of a task; ``kill-always``: every worker does (the job fails)
FAULT_DIR_ENV = "MULTIDEID_SPARK_FAULT_DIR"


@dataclass(frozen=True)
class Job:
    """What a worker needs to de-identify rows; pickled into the task closure (no model)."""

    model_ref: str  # a path readable by the worker, or a SparkFiles name when ``shipped``
    shipped: bool
    digest: str  # SHA-256 of the model's meta.json (which lists the SHA-256 of every file)
    mode: str
    bases: tuple
    combiner: Optional[str]
    key: Optional[bytes]
    locale: str
    text_col: str
    id_col: str
    patient_col: Optional[str]
    error_col: Optional[str]
    spans_out: str
    text_out: str
    status_out: str
    error_out: str
    max_doc_chars: int  # longer notes are refused (too_long)
    chunk_chars: int  # longer notes are predicted in overlapping chunks (multideid.chunking)
    overlap: int
    time_limit: float  # seconds per note; 0 = no limit
    chunk_size: int


def model_digest(path: str | Path) -> str:
    """SHA-256 of a model's ``meta.json``: it holds the SHA-256 of every other file, so this
    one digest names the whole model."""
    from multideid.errors import ModelError

    try:
        return hashlib.sha256((Path(path) / "meta.json").read_bytes()).hexdigest()
    except OSError:
        raise ModelError("not a readable multideid model directory (no meta.json)", path) from None


@dataclass
class _Loaded:
    model: object
    names: list


_CACHE: dict[tuple[str, str], _Loaded] = {}
#: number of model loads in this process (per cache key): the tests read it through Spark
LOADS: dict[tuple[str, str], int] = {}


def _resolve(job: Job) -> str:
    if not job.shipped:
        return job.model_ref
    from pyspark import SparkFiles

    return SparkFiles.get(job.model_ref)


def loaded_model(job: Job) -> _Loaded:
    """The model of ``job``, loaded and verified once per process."""
    from multideid.errors import ModelError
    from multideid.ensemble import load_model

    path = _resolve(job)
    key = (path, job.digest)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    if model_digest(path) != job.digest:
        raise ModelError("the model this worker reads is not the one the driver verified (digest differs)", path)
    model = load_model(path)  # verifies every file's checksum
    if model_digest(path) != job.digest:  # replaced while loading
        raise ModelError("the model changed while this worker loaded it", path)
    names = model.select(list(job.bases) if job.bases else "all")
    if (job.combiner or "stacker") == "stacker":
        model.stacker_for(names)
    for b in names:  # read every base now: a time limit never interrupts a lazy load
        model.bases[b]
    _CACHE[key] = hit = _Loaded(model, names)
    LOADS[key] = LOADS.get(key, 0) + 1
    return hit


def load_counts() -> dict:
    """``{digest: loads}`` of this process (what the tests check: at most one per model)."""
    out: dict = {}
    for (_path, digest), n in LOADS.items():
        out[digest] = out.get(digest, 0) + n
    return out


# ------------------------------------------------------------------------------ time limit


class NoteTimeout(BaseException):
    """Raised by the alarm inside model code (a BaseException: ``except Exception`` in a base
    cannot swallow it)."""


@contextmanager
def deadline(seconds: float):
    """Raise :class:`NoteTimeout` in this thread after ``seconds`` (0: no limit).

    SIGALRM: needs the main thread, which is where Spark's Python worker runs the function.  A
    long call inside C code is interrupted when it returns to Python.
    """
    if not seconds or seconds <= 0:
        yield
        return
    if threading.current_thread() is not threading.main_thread():
        from multideid.errors import UsageError

        raise UsageError("a per-note time limit needs the main thread (set time_limit=0 to run without one)")

    def _alarm(signum, frame):
        raise NoteTimeout()

    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, float(seconds))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


# ------------------------------------------------------------------------------ rows


def _fault_hook(chunks_done: int) -> None:
    d = os.environ.get(FAULT_DIR_ENV)
    if not d:
        return
    if os.path.exists(os.path.join(d, "kill-always")):
        os.kill(os.getpid(), signal.SIGKILL)
    if chunks_done < 1:  # kill-once strikes mid-task: after this task sent rows back
        return
    arm = os.path.join(d, "kill-once")
    try:
        os.rename(arm, arm + ".fired")  # atomic: exactly one worker wins
    except OSError:
        return
    os.kill(os.getpid(), signal.SIGKILL)


def _binary_like(text: str) -> bool:
    if "\x00" in text:
        return True
    ctrl = sum(1 for c in text[:4096] if ord(c) < 32 and c not in "\t\n\r\f\v")
    return ctrl > max(8, len(text[:4096]) // 50)


def check_text(raw, max_chars: int) -> tuple[Optional[str], Optional[tuple[str, str]]]:
    """``(text, None)`` for a usable note, else ``(decoded-or-None, (status, message))``."""
    if raw is None:
        return None, (STATUS_INVALID, "text is null")
    if isinstance(raw, (bytes, bytearray, memoryview)):
        try:
            text = bytes(raw).decode("utf-8")
        except UnicodeDecodeError as exc:
            return None, (STATUS_INVALID, f"text is not valid UTF-8 (byte {exc.start})")
    elif isinstance(raw, str):
        text = raw
    else:
        return None, (STATUS_INVALID, f"text is not a string ({type(raw).__name__})")
    if not text:
        return text, (STATUS_INVALID, "empty text")
    if _binary_like(text):
        return text, (STATUS_INVALID, "text holds NUL or many control characters (binary data?)")
    if max_chars and len(text) > max_chars:
        return text, (STATUS_TOO_LONG, f"text has {len(text)} characters, over the limit of {max_chars}")
    return text, None


def _span_rows(spans) -> list[dict]:
    return [{"start": int(s.start), "end": int(s.end), "label": str(s.label), "score": float(s.score)} for s in spans]


class _Releaser:
    """Turns a prediction into the released text and spans for the job's mode."""

    def __init__(self, job: Job):
        self.mode = job.mode
        self.sur = None
        if job.mode == "surrogate":
            from multideid.surrogate import Surrogator

            self.sur = Surrogator(key=job.key, locale=job.locale)

    def __call__(self, doc, spans) -> tuple[str, list]:
        if self.mode == "tag":
            return doc.text, list(spans)
        if self.mode == "redact":
            from multideid.runner import redact_text

            return redact_text(doc.text, spans), list(spans)
        return self.sur.surrogate_document(doc, spans)


def _run(model, job: Job, names, docs: list) -> list:
    """Predictions for ``docs`` as the local run makes them: :func:`multideid.chunking.run_chunked`
    (notes over ``chunk_chars`` in overlapping chunks, spans merged back)."""
    from multideid.chunking import run_chunked

    return [p for _d, p in run_chunked(model, docs, bases=names, combiner=job.combiner, chunk_size=max(1, len(docs)),
                                       jobs=1, chunk_chars=job.chunk_chars, overlap=job.overlap, max_doc_chars=None)]


def _predict(loaded: _Loaded, job: Job, docs: list, limit_each: float) -> dict[int, tuple]:
    """Predict ``docs`` (index -> result): ``("ok", spans)`` or ``(status, message)``.

    The chunk is predicted at once under a budget of ``limit_each * len(docs)``; if that times
    out or raises, each note is predicted alone under its own limit, so one bad note fails alone.
    """
    from multideid.document import Document

    model = loaded.model
    out: dict[int, tuple] = {}
    if len(docs) > 1:
        try:
            with deadline(limit_each * len(docs)):
                preds = _run(model, job, loaded.names, docs)
            return {i: (STATUS_OK, p.spans) for i, p in enumerate(preds)}
        except (Exception, NoteTimeout):
            pass  # find the note(s) at fault: one at a time below
    for i, d in enumerate(docs):
        if len(docs) > 1:  # a fresh document: nothing cached by the interrupted pass
            d = Document(id=d.id, text=d.text, gold=None, metadata=dict(d.metadata))
        t0 = time.perf_counter()
        try:
            with deadline(limit_each):
                (p,) = _run(model, job, loaded.names, [d])
            out[i] = (STATUS_OK, p.spans)
        except NoteTimeout:
            out[i] = (STATUS_TIMEOUT, f"no result within the time limit of {limit_each:g} s")
        except Exception as exc:  # the model failed on this note: report the type, never the message
            took = time.perf_counter() - t0
            out[i] = (STATUS_FAILED, f"the model raised {type(exc).__name__} on this note after {took:.1f} s")
    return out


def process_frame(job: Job, pdf, loaded: Optional[_Loaded] = None, release: Optional[_Releaser] = None):
    """De-identify one pandas DataFrame of rows; returns it with the four output columns."""
    from multideid.document import Document

    n = len(pdf)
    texts_out: list = [None] * n
    spans_out: list = [None] * n
    status: list = [STATUS_INVALID] * n
    errors: list = [None] * n
    decoded: list = [None] * n
    docs, where = [], []
    ids = pdf[job.id_col].tolist()
    raws = pdf[job.text_col].tolist()
    pre = pdf[job.error_col].tolist() if job.error_col else [None] * n
    pats = pdf[job.patient_col].tolist() if job.patient_col else [None] * n
    for i in range(n):
        text, err = check_text(raws[i], job.max_doc_chars)
        decoded[i] = text
        doc_id = ids[i]
        if pre[i] is not None and not _isnull(pre[i]):  # the reader's complaint comes first
            err = (STATUS_INVALID, str(pre[i]))
        if err is None and (doc_id is None or _isnull(doc_id) or str(doc_id) == ""):
            err = (STATUS_INVALID, "id is null or empty")
        if err is not None:
            status[i], errors[i] = err
            continue
        md = {}
        if pats[i] is not None and not _isnull(pats[i]):
            md["patient_id"] = str(pats[i])
        docs.append(Document(id=str(doc_id), text=text, gold=None, metadata=md))
        where.append(i)
    if docs:
        loaded = loaded or loaded_model(job)
        release = release or _Releaser(job)
        results = _predict(loaded, job, docs, job.time_limit)
        for k, (st, val) in results.items():
            i = where[k]
            if st != STATUS_OK:
                status[i], errors[i] = st, val
                continue
            try:
                text, spans = release(docs[k], val)
            except Exception as exc:
                status[i], errors[i] = STATUS_FAILED, f"releasing the note raised {type(exc).__name__}"
                continue
            status[i], texts_out[i], spans_out[i] = STATUS_OK, text, _span_rows(spans)
    out = pdf.copy()
    out[job.text_col] = decoded
    out[job.spans_out] = spans_out
    out[job.text_out] = texts_out
    out[job.status_out] = status
    out[job.error_out] = errors
    return out


def _isnull(v) -> bool:
    try:
        return v != v  # NaN from pandas
    except Exception:
        return False


def process_batches(job: Job, batches: Iterator) -> Iterator:
    """The ``mapInPandas`` function: Arrow batches in, the same rows plus outputs out, in
    chunks of ``job.chunk_size`` rows (bounded memory whatever the batch size)."""
    loaded, release = None, None
    step = max(1, int(job.chunk_size))
    done = 0
    for pdf in batches:
        for a in range(0, len(pdf), step):
            _fault_hook(done)
            part = pdf.iloc[a : a + step]
            if loaded is None and len(part):
                loaded, release = loaded_model(job), _Releaser(job)
            yield process_frame(job, part, loaded, release)
            done += 1
