"""The run stage of ``benchmarks/bench.py``: ``multideid run`` as a user runs it
(:func:`run_cli`), each base alone in one loaded model (:func:`phase_bases`) and a stock
Presidio analyzer over the same texts (:func:`phase_presidio`); the phases run in their own
interpreter through ``bench.run_phase``."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from bench_measure import REPO, measure_command, read_docs


def phase_bases(data: str, model_dir: str, limit: int | None = None) -> dict:
    """Load the model, tokenize once, time each base's ``predict`` and the in-process ensemble.

    ``limit``: only the first documents (throughput per document does not need them all).
    """
    from multideid.ensemble import load_model

    t0 = time.perf_counter()
    ens = load_model(model_dir)
    load_s = time.perf_counter() - t0
    docs = read_docs(data, limit)
    chars = sum(len(d.text) for d in docs)
    t0 = time.perf_counter()
    for d in docs:
        d.tokens
    tok_s = time.perf_counter() - t0
    out: dict[str, Any] = {"n_docs": len(docs), "chars": chars, "load_s": round(load_s, 2),
                           "tokenize_s": round(tok_s, 3), "bases": {}}
    # warm-up on one document so lazily built engines/tries are not charged to throughput.
    # Every measurement gets fresh copies (tokens kept, per-document memo of features and raw
    # matches dropped): a base must not be timed on what an earlier base already computed.
    fresh = lambda: [d.copy() for d in docs]
    for name, base in ens.bases.items():
        t0 = time.perf_counter()
        base.predict(fresh()[:1])
        warm = time.perf_counter() - t0
        batch = fresh()
        t0 = time.perf_counter()
        base.predict(batch)
        s = time.perf_counter() - t0
        out["bases"][name] = {"seconds": round(s, 3), "warmup_s": round(warm, 3),
                              "docs_s": round(len(docs) / s, 1), "chars_s": round(chars / s)}
    batch = fresh()
    t0 = time.perf_counter()
    ens.predict(batch)
    s = time.perf_counter() - t0
    out["ensemble_in_process"] = {"seconds": round(s, 3), "docs_s": round(len(docs) / s, 1), "chars_s": round(chars / s)}
    return out


def presidio_reference_engine():
    """A plain Presidio AnalyzerEngine: stock predefined pattern recognizers, offline.

    No spaCy model: Presidio's own ``SpacyNlpEngine`` runs a blank English spaCy pipeline
    (tokenizer only, no NER, no lemmas), the spaCy NER recognizer is removed (pattern-only),
    and tldextract reads its bundled public-suffix snapshot instead of downloading the list.
    """
    import spacy
    import tldextract
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
    from presidio_analyzer.nlp_engine import SpacyNlpEngine

    # what EmailRecognizer calls; no HTTP, no cache written
    tldextract.extract = tldextract.TLDExtract(cache_dir=None, suffix_list_urls=(), fallback_to_snapshot=True)
    nlp = SpacyNlpEngine(models=[{"lang_code": "en", "model_name": "blank:en"}])
    nlp.nlp = {"en": spacy.blank("en")}  # instead of load(), which would download a model
    registry = RecognizerRegistry(supported_languages=["en"])
    registry.load_predefined_recognizers(languages=["en"], nlp_engine=nlp)
    for r in list(registry.recognizers):
        if any(k in type(r).__name__ for k in ("Spacy", "Stanza", "Transformers")):
            registry.remove_recognizer(r.name)
    return AnalyzerEngine(registry=registry, nlp_engine=nlp, supported_languages=["en"])


def phase_presidio(data: str) -> dict:
    """Presidio alone (:func:`presidio_reference_engine`) over the texts of ``data``."""
    t0 = time.perf_counter()
    engine = presidio_reference_engine()
    build_s = time.perf_counter() - t0
    docs = read_docs(data)
    texts = [d.text for d in docs]
    chars = sum(map(len, texts))
    engine.analyze(text=texts[0], language="en")  # warm-up
    t0 = time.perf_counter()
    n_results = 0
    for t in texts:
        n_results += len(engine.analyze(text=t, language="en"))
    s = time.perf_counter() - t0
    return {"n_docs": len(texts), "chars": chars, "build_s": round(build_s, 2), "seconds": round(s, 3),
            "docs_s": round(len(texts) / s, 1), "chars_s": round(chars / s), "results": n_results,
            "recognizers": len(engine.registry.recognizers)}


def run_cli(input_path: str | Path, model_dir: str | Path, out_path: str | Path, jobs: int,
            n_docs: int, chars: int, bases: str = "all") -> dict:
    """``multideid run`` as a user runs it (tag mode, JSONL out, no summary)."""
    exe = Path(sys.executable).with_name("multideid")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "multideid"]
    cmd += ["run", str(input_path), "--model", str(model_dir), "--output", str(out_path), "--format", "jsonl",
            "--jobs", str(jobs), "--bases", bases, "--quiet", "--overwrite"]
    m = measure_command(cmd, cwd=REPO)
    m.pop("stdout")
    n_out = sum(1 for _ in open(out_path, encoding="utf-8"))
    if n_out != n_docs:
        raise RuntimeError(f"multideid run wrote {n_out} documents for {n_docs} inputs")
    # three significant figures: a tiny run on a loaded machine (3 documents in over a minute) is not 0.0 docs/s
    m.update({"jobs": jobs, "n_docs": n_docs, "docs_s": float(f"{n_docs / m['seconds']:.3g}"),
              "chars_s": round(chars / m["seconds"])})
    return m
