"""A review session: the input documents, the model's findings and the review file.

:func:`open_session` reads INPUT, finds (or creates) the review file, and either resumes it
(same documents, same model) or runs the model (or reads ``--pred``) to create it.  The
predictions are stored in the review file, so reopening never re-runs the model and the
reviewer sees exactly the spans they were deciding on.
"""

from __future__ import annotations

import hashlib
import os
import secrets
from pathlib import Path

from multideid.document import Document, Span
from multideid.errors import DataError, ModelError, OutputError, UsageError
from multideid.review.store import ReviewStore, effective

REVIEW_SUFFIX = ".review.json"
DEFAULT_LOW_SCORE = 0.75


def text_sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def model_id(model_dir: str | os.PathLike) -> str:
    """SHA-256 of the model's meta.json, which lists the SHA-256 of every model file: two models
    with the same id decide the same way."""
    p = Path(model_dir) / "meta.json"
    try:
        return hashlib.sha256(p.read_bytes()).hexdigest()
    except OSError:
        raise ModelError("model directory not found or has no meta.json; train one with `multideid fit --model DIR`",
                         model_dir) from None


def default_review_path(input: str | os.PathLike) -> Path:
    """``INPUT.review.json`` beside INPUT (a sibling of a directory, never inside it: the corpus
    readers refuse foreign files in a corpus directory)."""
    p = Path(os.path.abspath(str(input))).resolve()
    return p.with_name(p.name + REVIEW_SUFFIX)


def check_review_path(review: Path, input: str | os.PathLike) -> None:
    """The review file must be writable and must not be (or lie inside) the input."""
    from multideid.ioutil import check_apart_from_inputs

    check_apart_from_inputs(review, [("INPUT", input)])
    check_apart_from_inputs(ReviewStore(review, {}).pred_path, [("INPUT", input)])
    parent = review.parent
    if not parent.is_dir():
        raise OutputError("the directory of the review file does not exist", parent)
    if review.exists():
        if not review.is_file() or not os.access(review, os.W_OK):
            raise OutputError("the review file is not a writable file; pass --review-file PATH", review)
    if not os.access(parent, os.W_OK):
        raise OutputError("cannot write the review file beside the input (read-only directory); pass --review-file PATH "
                          "in a writable place", parent)


# --------------------------------------------------------------------------- building records


def _best_overlap(span: Span, spans: list[Span]) -> Span | None:
    """What a base found over ``span``: the extent of all its overlapping spans (a base may find
    a name word by word), with the label of the one overlapping most; None if nothing overlaps."""
    best, size, lo, hi = None, 0, None, None
    for s in spans:
        ov = min(span.end, s.end) - max(span.start, s.start)
        if ov > 0:
            lo = s.start if lo is None else min(lo, s.start)
            hi = s.end if hi is None else max(hi, s.end)
            if ov > size:
                best, size = s, ov
    return None if best is None else Span(lo, hi, best.label)


def covered_labels(ens, bases: list[str]) -> dict[str, set[str]]:
    """Per base, the corpus labels it can produce (its learned label map's targets)."""
    maps = ens.label_maps.maps
    return {b: set(maps.get(b, {}).values()) for b in bases}


def build_items(pred_spans: list[Span], base_spans: dict[str, list[Span]] | None, label_of, covers) -> list[dict]:
    """Review items of one document: the model's spans (with which base found them) and the
    spans some base found that the model did not predict (``origin: base``: candidates)."""
    items = []
    for k, s in enumerate(sorted(pred_spans)):
        it = {"id": f"p{k}", "origin": "model", "start": s.start, "end": s.end, "label": s.label,
              "score": round(float(s.score), 4)}
        if base_spans is not None:
            found, missed, disagree = {}, [], False
            for b, ss in base_spans.items():
                hit = _best_overlap(s, ss)
                if hit is None:
                    if s.label in covers.get(b, ()):
                        missed.append(b)
                        disagree = True
                    continue
                mapped = label_of(b, hit.label)
                found[b] = {"start": hit.start, "end": hit.end, "label": hit.label, "as": mapped}
                if mapped != s.label:  # other boundaries are shown, not counted: bases tokenise differently
                    disagree = True
            it.update(found_by=found, missed_by=missed, disagreement=disagree)
        items.append(it)
    if base_spans is not None:
        cands: dict[tuple[int, int], dict] = {}
        for b, ss in base_spans.items():
            for s in ss:
                if any(s.overlaps(p) for p in pred_spans):
                    continue
                c = cands.setdefault((s.start, s.end), {"origin": "base", "start": s.start, "end": s.end,
                                                        "label": label_of(b, s.label), "found_by": {},
                                                        "missed_by": [], "disagreement": True, "score": 0.0})
                c["found_by"][b] = {"start": s.start, "end": s.end, "label": s.label, "as": label_of(b, s.label)}
        for k, key in enumerate(sorted(cands)):
            items.append({"id": f"b{k}", **cands[key]})
    items.sort(key=lambda x: (x["start"], x["end"], x["id"]))
    return items


def _read_input(input: str, fmt: str | None) -> list[Document]:
    from multideid.io import iter_corpus

    docs = list(iter_corpus(input, fmt))
    if not docs:
        raise DataError("no documents in the input", input)
    return docs


def _pred_spans(pred: str, pred_format: str | None, docs: list[Document]) -> dict[str, list[Span]]:
    from multideid.evaluation.predfiles import is_ann_only_dir, read_ann_dir
    from multideid.io import iter_corpus

    p = Path(pred)
    if is_ann_only_dir(p):
        out = read_ann_dir(p, docs)
    else:
        by_id = {d.id: d for d in docs}
        out = {}
        for d in iter_corpus(pred, pred_format):
            src = by_id.get(d.id)
            if src is None:
                raise DataError(f"prediction document {d.id!r} is not in the input", pred)
            if d.text != src.text:
                raise DataError(f"prediction document {d.id!r} has another text than the input document", pred)
            out[d.id] = list(d.gold or [])
    return {d.id: out.get(d.id, []) for d in docs}


class Session:
    """Documents (with text, in memory) + the review store; the server's only state."""

    def __init__(self, docs: list[Document], store: ReviewStore, *, locale: str = "en", input: str = ""):
        self.docs = docs
        self.store = store
        self.locale = locale
        self.input = input
        self.surrogate_key = secrets.token_bytes(32)  # consistent previews within one session

    def doc_view(self, index: int) -> dict:
        """One document for the page: text, items with their decisions, and the previews."""
        rec = self.store.doc(index)
        doc = self.docs[index]
        items = []
        for it in rec["items"]:
            items.append({**{k: v for k, v in it.items() if k != "decision"}, "effective": effective(it)})
        return {"index": index, "id": rec["id"], "text": doc.text, "items": items, "reviewed": bool(rec.get("reviewed")),
                "preview": self.preview(index)}

    def kept_spans(self, index: int, *, pending: bool = True) -> list[Span]:
        """The spans as the reviewer left them (rejected dropped; pending kept when asked)."""
        out = []
        for it in self.store.doc(index)["items"]:
            e = effective(it)
            if e["status"] == "rejected" or it["origin"] == "base" and e["status"] != "accepted":
                continue
            if e["status"] == "pending" and not pending:
                continue
            out.append(Span(e["start"], e["end"], e["label"]))
        return sorted(set(out))

    def preview(self, index: int) -> dict:
        """Redacted and surrogate text of the current decisions (pending spans count as PHI)."""
        from multideid.runner import redact_text
        from multideid.surrogate import surrogate_documents

        doc = self.docs[index]
        spans = self.kept_spans(index)
        d = Document(id=doc.id, text=doc.text, predictions={"review": spans})
        try:
            ((sur, _),) = surrogate_documents([d], "review", key=self.surrogate_key, locale=self.locale)
        except (UsageError, ValueError):
            sur = None
        return {"redacted": redact_text(doc.text, spans), "surrogate": sur}


def open_session(input: str, *, model: str | None, pred: str | None = None, in_format: str | None = None,
                 pred_format: str | None = None, bases: str = "all", review_file: str | None = None,
                 low_score: float = DEFAULT_LOW_SCORE, model_given: bool = True) -> Session:
    """Resume the review of INPUT or start it (running the model or reading ``pred``)."""
    if not 0.0 <= low_score <= 1.0:
        raise UsageError("--low-score must be between 0 and 1")
    if str(input) == "-":
        raise UsageError("review needs a file or directory as INPUT (not standard input): the review file lives beside it")
    if not Path(input).exists():
        raise DataError("no such file or directory", input)
    review = Path(review_file).resolve() if review_file else default_review_path(input)
    check_review_path(review, input)
    docs = _read_input(input, in_format)
    hashes = [(d.id, text_sha256(d.text)) for d in docs]
    locale = "en"
    if review.exists():  # resume: the stored predictions decide; a model is checked only when named
        store = ReviewStore.load(review)
        store.check_same_documents(hashes)
        was = store.data.get("source", {}).get("model_id")
        named = model if model is not None and model_given else None
        mid = model_id(named) if named is not None else None
        if mid is not None and was is not None and was != mid:
            raise ModelError(f"the review file was made with model {was[:12]} and this model is {mid[:12]}; "
                             "refusing to resume against another model (pass --review-file NEW to start over)", model)
        _check_same_source(store, pred=pred, model=named if pred is None else None, bases=bases)
        locale = store.data.get("source", {}).get("locale", "en")
        return Session(docs, store, locale=locale, input=input)
    mid = model_id(model) if model is not None and (pred is None or model_given) else None
    labels: set[str] = set()
    if pred is not None:
        spans = _pred_spans(pred, pred_format, docs)
        per_doc = [build_items(spans[d.id], None, None, {}) for d in docs]
        base_names: list[str] = []
        source = {"kind": "pred", "pred_sha256": _file_digest(pred), "model_id": mid}
    else:
        from multideid.ensemble import load_model
        from multideid.runner import run_documents

        ens = load_model(model)
        names = ens.select(bases)
        lang = ens.config.get("corpus", {}).get("language", "en")
        locale = lang if lang in ("en", "es") else "en"
        labels.update(ens.meta.get("labels", []) or [])
        covers = covered_labels(ens, names)
        per_doc = []
        chunk = int(ens.config.get("stacking", {}).get("chunk_size", 64))
        for d, p in run_documents(ens, docs, bases=names, chunk_size=chunk):
            per_doc.append(build_items(p.spans, p.base_spans, ens.label_maps.map, covers))
        base_names = list(names)
        source = {"kind": "model", "model_id": mid, "bases": base_names}
    source.update(locale=locale, input=os.path.abspath(input), input_format=in_format)
    records = []
    for d, (did, h), items in zip(docs, hashes, per_doc):
        labels.update(it["label"] for it in items if it["origin"] != "base")
        records.append({"id": did, "sha256": h, "length": len(d.text), "reviewed": False, "items": items})
    store = ReviewStore.create(review, source=source, documents=records, labels=sorted(l for l in labels if isinstance(l, str)),
                               bases=base_names, low_score=low_score)
    return Session(docs, store, locale=locale, input=input)


def _check_same_source(store: ReviewStore, *, pred: str | None, model: str | None, bases: str) -> None:
    """Refuse to resume with other predictions or another base selection than the review's."""
    src = store.data.get("source", {})
    if pred is not None:
        if src.get("kind") != "pred" or src.get("pred_sha256") != _file_digest(pred):
            raise DataError("the review file was made from other predictions than --pred; refusing to resume "
                            "(pass --review-file NEW to start over)", store.path)
        return
    if src.get("kind") != "model":
        return
    if bases in (None, "all"):
        if model is None:
            return
        from multideid.model import read_meta

        wanted = [b.get("name") for b in read_meta(model).get("bases", [])]
    else:
        wanted = [b.strip() for b in bases.split(",") if b.strip()]
    if sorted(wanted) != sorted(src.get("bases", [])):
        raise UsageError(f"the review file was made with bases {','.join(src.get('bases', []))}; pass the same --bases "
                         "or --review-file NEW to start over")


def _file_digest(path: str) -> str | None:
    p = Path(path)
    if not p.is_file():
        return None
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()
