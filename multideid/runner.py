"""Running a model over documents: :func:`run_documents` (streaming, in chunks, optionally in
worker processes), :func:`deidentify` (``multideid run`` as a library call: read, tag / redact /
replace, write), :func:`redact_text` and the per-run :class:`AgreementSummary`."""

from __future__ import annotations

import io
import multiprocessing
import os
import sys
import warnings
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Iterable, Iterator, Sequence

from multideid.config import RUN_MODES
from multideid.document import Document, Span
from multideid.ensemble import Ensemble, Prediction, load_model
from multideid.errors import ModelError, UsageError
from multideid.registry import BASES
from multideid.stacking.training import STACKER

#: output formats that can carry spans when tagging
SPAN_FORMATS = ("brat", "jsonl", "i2b2-2014", "i2b2-2006", "presidio", "physionet")


def redact_text(text: str, spans: Sequence[Span], fmt: str = "[**{label}**]") -> str:
    """Replace every span by ``[**LABEL**]``; overlapping spans are merged (fail closed)."""
    merged: list[list] = []
    for s in sorted(spans):
        if merged and s.start < merged[-1][1]:
            if s.end > merged[-1][1]:
                merged[-1][1] = s.end
            continue
        merged.append([s.start, s.end, s.label])
    out, pos = [], 0
    for a, b, lab in merged:
        out.append(text[pos:a])
        out.append(fmt.format(label=lab))
        pos = b
    out.append(text[pos:])
    return "".join(out)


def chunks(it: Iterable, size: int) -> Iterator[list]:
    """Consecutive lists of ``size`` items (the last one shorter)."""
    chunk: list = []
    for d in it:
        chunk.append(d)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


# --------------------------------------------------------------------------- worker processes

_WORKER_CACHE: dict[str, Ensemble] = {}


def worker_model(model_dir: str, registry: dict | None = None) -> Ensemble:
    """The model of a joblib worker process, loaded once per process and cached.

    ``registry`` carries the parent's base registrations (plugins registered at run time are
    unknown to a fresh worker process).
    """
    for k, v in (registry or {}).items():
        BASES.setdefault(k, v)
    model = _WORKER_CACHE.get(model_dir)
    if model is None:
        model = _WORKER_CACHE[model_dir] = load_model(model_dir)
    return model


def _worker_predict(model_dir: str, docs: list[Document], bases, combiner, registry: dict | None = None) -> list[Prediction]:
    return worker_model(model_dir, registry).predict(docs, bases=bases, combiner=combiner)


#: the model forked ``run --jobs`` workers inherit (set in the parent only while they run)
_FORKED: dict[str, Ensemble] = {}


def _can_fork() -> bool:
    return sys.platform.startswith("linux") and "fork" in multiprocessing.get_all_start_methods()


def _forked_predict(docs: list[Document], names, combiner) -> list[Prediction]:
    """Runs in a forked worker: the parent's loaded model, shared copy-on-write."""
    return _FORKED["model"].predict(docs, bases=names, combiner=combiner)


def _run_forked(model: Ensemble, pieces: Iterator[list[Document]], names, combiner, jobs: int):
    """``run --jobs`` on Linux: load every selected base (and the stacker) here, then fork the
    workers, so N workers cost little more memory than one.  At most ``4 * jobs`` chunks are in
    flight (bounded memory on long inputs); results come back in input order."""
    if combiner == STACKER:
        model.stacker_for(names)  # a subset stacker trained from oof/ once, before the fork
    for b in names:
        model.bases[b]  # load now: the workers inherit it
    _FORKED["model"] = model
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("fork"))
    pending: deque = deque()
    try:
        for c in pieces:
            with warnings.catch_warnings():
                # the workers are forked at the first submit; Python >= 3.12 warns on fork from a
                # process with threads (the progress line's), which the workers never touch
                warnings.simplefilter("ignore", DeprecationWarning)
                fut = pool.submit(_forked_predict, c, names, combiner)
            pending.append((c, fut))
            if len(pending) >= 4 * jobs:
                c0, fut = pending.popleft()
                yield from _emit(c0, fut.result())
        while pending:
            c0, fut = pending.popleft()
            yield from _emit(c0, fut.result())
    except BrokenProcessPool:
        raise ModelError(f"a `run --jobs {jobs}` worker process died (killed, e.g. out of memory?); "
                         "retry with fewer jobs", model.path) from None
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        _FORKED.pop("model", None)


def _emit(chunk: list[Document], preds: list[Prediction]):
    for d, p in zip(chunk, preds):
        d.predictions["multideid"] = p.spans
        yield d, p


def run_documents(
    model: Ensemble,
    docs: Iterable[Document],
    *,
    bases: str | Sequence[str] | None = "all",
    combiner: str | None = None,
    chunk_size: int = 64,
    jobs: int = 1,
) -> Iterator[tuple[Document, Prediction]]:
    """Stream ``docs`` through the model in chunks; yields ``(document, prediction)`` in order.

    With ``jobs > 1`` chunks go to worker processes.  On Linux the model is loaded once in this
    process and the workers are forked from it, so they share its memory (copy-on-write);
    elsewhere each joblib worker loads the model from its directory once.  The final spans are
    also stored as ``doc.predictions["multideid"]``.
    """
    names = model.select(bases)
    combiner = model.resolve_combiner(combiner)
    if combiner == STACKER:
        if jobs and jobs > 1:
            model.check_stackable(names)  # fail before reading any input; the workers train it if needed
        else:
            model.stacker_for(names)
    size = max(1, int(chunk_size))
    if jobs and jobs > 1 and _can_fork():
        # smaller pieces than the streaming chunks: the workers stay evenly loaded to the end
        piece = max(1, -(-size // (2 * int(jobs))))
        yield from _run_forked(model, chunks(docs, piece), names, combiner, int(jobs))
        return
    if jobs and jobs > 1 and model.path is not None:  # workers load the model from its directory
        from joblib import Parallel, delayed

        registry = dict(BASES)
        par = Parallel(n_jobs=int(jobs))
        # groups of 2*jobs chunks: a bounded look-ahead keeps memory flat on long inputs
        for group in chunks(chunks(docs, size), int(jobs) * 2):
            results = par(delayed(_worker_predict)(str(model.path.resolve()), c, names, combiner, registry) for c in group)
            for c, preds in zip(group, results):
                yield from _emit(c, preds)
        return
    for c in chunks(docs, size):
        yield from _emit(c, model.predict(c, bases=names, combiner=combiner))


# --------------------------------------------------------------------------- what each base found


class AgreementSummary:
    """Which bases found what, accumulated document by document in bounded memory.

    Counts spans per base and label over the whole run, and keeps the per-span agreement rows
    (document id, offsets, label, score, agreeing bases: never text) of the first ``keep``
    final spans only, so a run over millions of notes does not hold every prediction.
    """

    def __init__(self, keep: int = 50):
        self.keep = int(keep)
        self.per_base: dict[str, dict[str, int]] = {}
        self.spans: list[dict] = []
        self.n_spans = 0
        self.n_docs = 0
        self.n_vetoed = 0  # spans the non-PHI veto removed (multideid.nonphi)

    def add(self, doc_id: str, p: Prediction) -> None:
        self.n_docs += 1
        self.n_vetoed += len(p.vetoed)
        for b, ss in p.base_spans.items():
            cnt = self.per_base.setdefault(b, {})
            for s in ss:
                cnt[s.label] = cnt.get(s.label, 0) + 1
        for s in p.spans:
            self.n_spans += 1
            if len(self.spans) < self.keep:
                agree = sorted(b for b, ss in p.base_spans.items() if any(s.overlaps(x) for x in ss))
                self.spans.append({"doc": doc_id, "start": s.start, "end": s.end, "label": s.label,
                                   "score": round(float(s.score), 3), "bases": agree})

    def as_dict(self) -> dict:
        return {"per_base": self.per_base, "spans": self.spans, "n_spans": self.n_spans, "n_docs": self.n_docs,
                "n_vetoed": self.n_vetoed}


def agreement_summary(results: Sequence[tuple[Document, Prediction]], keep: int | None = None) -> dict:
    """Which bases found what: counts per base and label, and per final span the agreeing bases.

    Contains document ids, offsets and labels only (never text).  ``keep`` bounds the span rows
    (default: all); see :class:`AgreementSummary` for the streaming form.
    """
    acc = AgreementSummary(keep if keep is not None else 1 << 62)
    for d, p in results:
        acc.add(d.id, p)
    return acc.as_dict()


# --------------------------------------------------------------------------- multideid run, as a library call


def _surrogate_available() -> bool:
    try:
        from multideid.surrogate import surrogate_documents  # noqa: F401
    except ImportError:
        return False
    return True


def _output_format(mode: str, fmt_in: str, out_format: str | None, to_stdout: bool) -> str:
    """The output format for ``mode`` (checked: it must be able to hold what the mode writes)."""
    from multideid.io import check_format

    if mode == "tag":
        fmt_out = check_format(out_format) if out_format else (fmt_in if fmt_in in SPAN_FORMATS else "jsonl")
        if fmt_out not in SPAN_FORMATS:
            raise UsageError(f"--mode tag writes spans; format {fmt_out!r} cannot hold them (use one of: {', '.join(SPAN_FORMATS)})")
        if to_stdout and fmt_out != "jsonl":
            raise UsageError(f"format {fmt_out} needs --output PATH (standard output takes jsonl or, with --mode redact, text)")
    elif mode == "surrogate":
        # the released corpus stays annotated: surrogate spans re-anchored on the new text
        fmt_out = check_format(out_format) if out_format else "text"
        if fmt_out not in ("text", "jsonl", "brat", "i2b2-2014"):
            raise UsageError(f"--mode surrogate writes text, jsonl, brat or i2b2-2014 (not {fmt_out})")
        if to_stdout and fmt_out not in ("text", "jsonl"):
            raise UsageError(f"format {fmt_out} needs --output PATH")
    else:
        fmt_out = check_format(out_format) if out_format else "text"
        if fmt_out not in ("text", "jsonl"):
            raise UsageError(f"--mode {mode} writes text; choose --format text or jsonl (not {fmt_out})")
    return fmt_out


def deidentify(
    model: Ensemble,
    input: str,
    *,
    output: str | None = None,
    in_format: str | None = None,
    out_format: str | None = None,
    mode: str = "tag",
    bases: str = "all",
    combiner: str | None = None,
    jobs: int = 1,
    chunk_size: int = 64,
    overwrite: bool = False,
    key: bytes | None = None,
    locale: str = "en",
    on_result=None,
    inputs=(),
    chunking: dict | None = None,
    language_mismatch: str = "warn",
) -> dict:
    """De-identify ``input`` with ``model``; write to ``output`` (``None``/``-`` = stdout).

    ``mode``: ``tag`` writes spans in ``out_format`` (default: the input format when it can
    hold spans, else jsonl); ``redact`` writes text with ``[**LABEL**]`` per PHI; ``surrogate``
    writes text with realistic fake values (:mod:`multideid.surrogate`).  ``on_result(doc,
    prediction)`` is called per document (for summaries).  ``inputs``: more ``(option,
    path)`` pairs the output must stay apart from (the input and the model always are;
    :func:`multideid.ioutil.check_output_path`).  ``chunking``: ``chunk_chars``, ``overlap``,
    ``max_doc_chars`` for :func:`multideid.chunking.run_chunked` (default: the model's
    ``[run]`` settings).  ``language_mismatch``: ``warn`` (one line on stderr), ``error``
    (UsageError) or ``ignore`` when a document's language differs from the model's
    (:class:`multideid.lang.LanguageGuard`).  Returns counts.
    """
    from multideid.chunking import run_chunked, settings_from_config
    from multideid.ioutil import check_output_path
    from multideid.lang import LanguageGuard

    from multideid.io import check_format, detect_format, iter_corpus, write_corpus

    if mode not in RUN_MODES:
        raise UsageError(f"unknown mode {mode!r}; choose one of: {', '.join(RUN_MODES)}")
    if mode == "surrogate" and not _surrogate_available():
        raise UsageError("--mode surrogate needs multideid.surrogate, which this installation lacks; use tag or redact")
    fmt_in = check_format(in_format) if in_format else detect_format(input)
    to_stdout = output in (None, "-")
    fmt_out = _output_format(mode, fmt_in, out_format, to_stdout)
    if not to_stdout:  # the one output-path rule (symlinks, hard links, .., models)
        check_output_path(output, [("input", input), ("--model", getattr(model, "path", None)), *inputs])
    counts = {"documents": 0, "spans": 0, "mode": mode, "format": fmt_out}
    # Standard output cannot be written atomically: a regular file or directory is read and
    # validated whole, and de-identified, before anything is written, so a malformed document 71
    # leaves nothing on stdout (the output is held in memory, like the documents).  Standard
    # input and other streams (pipes, /dev/stdin) are processed as they come.
    buffered = to_stdout and input != "-" and (Path(input).is_file() or Path(input).is_dir())

    guard = LanguageGuard(getattr(model, "meta", None), language_mismatch,
                          warn=lambda line: (sys.stderr.write(line + "\n"), sys.stderr.flush()))
    chunk_opts = chunking if chunking is not None else settings_from_config(getattr(model, "config", None))

    def checked(docs: Iterable[Document]) -> Iterator[Document]:
        for d in docs:
            guard.check(d)  # [run] language_mismatch
            yield d

    def results() -> Iterator[Document]:
        docs = list(iter_corpus(input, fmt_in)) if buffered else iter_corpus(input, fmt_in)
        # bounded work per document: long ones in overlapping chunks, over max_doc_chars refused
        for doc, pred in run_chunked(model, checked(docs), bases=bases, combiner=combiner, chunk_size=chunk_size,
                                     jobs=jobs, **chunk_opts):
            counts["documents"] += 1
            counts["spans"] += len(pred.spans)
            if on_result:
                on_result(doc, pred)
            if mode == "tag":
                yield doc
                continue
            if mode == "redact":
                text, spans = redact_text(doc.text, pred.spans), None
            else:
                from multideid.surrogate import surrogate_documents

                ((text, spans),) = surrogate_documents([doc], "multideid", key=key, locale=locale)
            out = Document(id=doc.id, text=text, gold=None, metadata=dict(doc.metadata))
            if spans is not None:
                out.predictions["multideid"] = spans
            yield out

    spans_sel = "multideid" if mode != "redact" else (lambda d: None)
    if to_stdout:
        from multideid.ioutil import StdoutSink

        stdout = StdoutSink()
        sink = io.StringIO() if buffered else stdout
        if fmt_out == "jsonl":
            from multideid.io.jsonfmt import write_jsonl

            write_jsonl(results(), sink, spans=spans_sel)
        elif buffered:
            for doc in results():
                sink.write(doc.text)
        else:
            from multideid.io.text import write_stdout

            write_stdout(results())
        if buffered:
            stdout.write(sink.getvalue())
        stdout.flush()
    else:
        if fmt_out == "text":
            spans_sel = "gold"  # ignored by the text writer
        write_corpus(results(), output, fmt_out, spans=spans_sel, overwrite=overwrite)
    guard.summary()
    counts["language_mismatches"] = guard.mismatches
    return counts
