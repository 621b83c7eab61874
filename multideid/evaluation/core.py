"""``evaluate()``: every measure of the field over gold documents and predictions.

The returned dict is the ``multideid eval --json`` contract (``schema`` names its version).
Top-level keys:

``entity_strict``
    Exact offsets and label (MEDDOCAN sub-track 1 "NER", i2b2 2014 "Strict").
``entity_relaxed``
    Same start and label, ends within ``relaxed_end`` characters (i2b2 2014 "Relaxed").
``span_strict``
    Exact offsets, label ignored (MEDDOCAN sub-track 2 "strict", i2b2 "Binary Strict").
``span_merged``
    MEDDOCAN sub-track 2 "merged": spans joined across non-alphanumeric gaps.
``token``
    Per class over ``Document.tokens`` (IO tags from :func:`multideid.tokenizer.spans_to_bio`):
    ``micro``/``macro``/``per_label`` over the PHI classes; ``with_o`` adds the non-PHI class
    ``O`` (its micro is the token accuracy).
``token_blind``
    Any PHI vs none per token, with F2 (recall weighted): the leakage-oriented score.
``leak``
    Missed PHI tokens (gold PHI, predicted non-PHI) per 1,000 tokens, the share of documents
    with at least one missed PHI token, the same per gold label, and MEDDOCAN's entity leak
    (false-negative entities per sentence, sentences from the multideid tokenizer).
``i2b2_2014``
    Strict/Relaxed/Binary with the script's document macro, and the HIPAA subset when the gold
    labels are i2b2 2014 TYPEs (:mod:`multideid.evaluation.i2b2`).
``counts``
    Documents, documents without predictions (scored as predicting nothing), spans, tokens,
    span boundaries that fell inside a token (the token counts as PHI) and token conflicts.

Each P/R/F block holds ``micro`` and ``macro`` objects (precision, recall, f1; micro also tp,
fp, fn, support) and ``per_label`` (label -> precision, recall, f1, tp, fp, fn, support).
Label-blind blocks have the single label ``PHI`` (their macro equals their micro).  0/0 is 0.0;
macro averages skip labels absent from both gold and predictions (:mod:`.metrics`).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from multideid.document import Document, Span, check_spans
from multideid.errors import DataError, UsageError
from multideid.evaluation.i2b2 import i2b2_2014_block
from multideid.evaluation.metrics import Tally, f_beta, merged_tally, prf, relaxed_tally, safe_div, strict_tally

SCHEMA = "multideid.eval/1"
PHI = "PHI"
NON_PHI = "O"

PredInput = Sequence[Document] | Mapping[str, Sequence[Span]]


# ----------------------------------------------------------------------------- input alignment


def align(gold_docs: Sequence[Document], pred: PredInput, *, source: str | None = None,
          labels: Sequence[str] | None = None) -> tuple[list[tuple[Document, list[Span], list[Span]]], list[str]]:
    """Pair every gold document with its predicted spans.

    Returns ``([(doc, gold_spans, pred_spans), ...], missing_ids)`` in gold order.  A gold
    document absent from ``pred`` predicts nothing and its id is listed in ``missing_ids``; a
    predicted id absent from the gold documents is a :class:`UsageError`.  With ``labels``, spans
    of other labels are dropped on both sides.
    """
    seen: set[str] = set()
    for d in gold_docs:
        if d.id in seen:
            raise DataError(f"duplicate gold document id {d.id!r}")
        seen.add(d.id)
        if d.gold is None:
            raise UsageError(f"gold document {d.id!r} has no gold annotations (is the gold path the right one?)")
    if not gold_docs:
        raise UsageError("no gold documents to evaluate")

    by_id: dict[str, list[Span] | None] = {}
    texts: dict[str, str] = {}
    if isinstance(pred, Mapping):
        for k, spans in pred.items():
            by_id[str(k)] = None if spans is None else list(spans)
    else:
        if source is not None and not any(source in d.predictions for d in pred):
            names = sorted({k for d in pred for k in d.predictions})
            raise UsageError(f"no predicted document has predictions named {source!r} "
                             f"(available: {', '.join(names) or 'none'})")
        if source is None and pred and all(d.gold is None for d in pred) and any(d.predictions for d in pred):
            # documents carrying predictions but no spans in ``gold``: scoring them as "predicted
            # nothing" would be a silent mistake
            names = sorted({k for d in pred for k in d.predictions})
            raise UsageError(f"the predicted documents keep their spans in predictions; pass source= one of: "
                             f"{', '.join(names)}")
        for d in pred:
            if d.id in by_id:
                raise DataError(f"duplicate predicted document id {d.id!r}")
            texts[d.id] = d.text
            if source is None:
                by_id[d.id] = None if d.gold is None else list(d.gold)
            else:
                by_id[d.id] = list(d.predictions[source]) if source in d.predictions else None
    extra = sorted(set(by_id) - seen)
    if extra:
        more = f" (and {len(extra) - 1} more)" if len(extra) > 1 else ""
        raise UsageError(f"predicted document {extra[0]!r} is not among the gold documents{more}")

    keep = set(labels) if labels is not None else None
    rows = []
    missing = []
    for d in gold_docs:
        if d.id in texts and texts[d.id] != d.text:
            raise DataError(f"document {d.id!r}: the predicted document's text differs from the gold text")
        spans = by_id.get(d.id)
        if spans is None:
            missing.append(d.id)
            spans = []
        spans = check_spans(spans, d.text, path=f"predictions for document {d.id}", what="predicted span")
        g = sorted(d.gold or [])
        if keep is not None:
            g = [s for s in g if s.label in keep]
            spans = [s for s in spans if s.label in keep]
        rows.append((d, g, spans))
    return rows, missing


# ----------------------------------------------------------------------------- token level


def token_tags(doc: Document, spans: Sequence[Span]) -> tuple[list[str], int, int]:
    """IO tags of ``doc.tokens`` for ``spans`` plus (partial boundaries, conflicts)."""
    from multideid.tokenizer import spans_to_bio

    res = spans_to_bio(doc.tokens, spans, scheme="IO")
    return res.tags, res.partial, res.conflicts


class TokenCounts:
    """Token-level tallies over documents (typed, typed with O, type-blind; leaks; boundary problems)."""

    def __init__(self) -> None:
        self.typed = Tally()  # PHI classes only (O excluded)
        self.with_o = Tally()  # PHI classes + O
        self.blind = Tally()
        self.tokens = 0
        self.missed = 0
        self.missed_by_label: dict[str, int] = {}
        self.gold_by_label: dict[str, int] = {}
        self.docs_with_leak = 0
        self.docs_with_leak_by_label: dict[str, int] = {}
        self.partial_gold = 0
        self.partial_pred = 0
        self.conflicts_gold = 0
        self.conflicts_pred = 0

    def add(self, doc: Document, gold: Sequence[Span], pred: Sequence[Span]) -> None:
        gt, gpart, gconf = token_tags(doc, gold)
        pt, ppart, pconf = token_tags(doc, pred)
        self.partial_gold += gpart
        self.partial_pred += ppart
        self.conflicts_gold += gconf
        self.conflicts_pred += pconf
        self.tokens += len(gt)
        leaked: set[str] = set()
        for g, p in zip(gt, pt):
            if g == p:
                self.with_o.tp[g] += 1
                if g != NON_PHI:
                    self.typed.tp[g] += 1
            else:
                self.with_o.fp[p] += 1
                self.with_o.fn[g] += 1
                if p != NON_PHI:
                    self.typed.fp[p] += 1
                if g != NON_PHI:
                    self.typed.fn[g] += 1
            gb, pb = g != NON_PHI, p != NON_PHI
            if gb and pb:
                self.blind.tp[PHI] += 1
            elif pb:
                self.blind.fp[PHI] += 1
            elif gb:
                self.blind.fn[PHI] += 1
            if gb:
                self.gold_by_label[g] = self.gold_by_label.get(g, 0) + 1
                if not pb:
                    self.missed += 1
                    self.missed_by_label[g] = self.missed_by_label.get(g, 0) + 1
                    leaked.add(g)
        if leaked:
            self.docs_with_leak += 1
            for lab in leaked:
                self.docs_with_leak_by_label[lab] = self.docs_with_leak_by_label.get(lab, 0) + 1


# ----------------------------------------------------------------------------- evaluate


def evaluate(gold_docs: Sequence[Document], pred: PredInput, *, source: str | None = None,
             relaxed_end: int = 2, labels: Sequence[str] | None = None,
             hipaa_idnum: bool = False) -> dict:
    """Score predictions against gold documents with every measure of the field.

    Parameters
    ----------
    gold_docs:
        Documents with ``gold`` spans (``gold=None`` is a :class:`UsageError`).
    pred:
        Documents whose spans are ``doc.gold`` (or ``doc.predictions[source]`` when ``source`` is
        given), or a mapping ``doc id -> spans``.  A gold document missing from ``pred`` predicts
        nothing (counted in ``counts.documents_missing``); a predicted id absent from the gold
        documents is a :class:`UsageError`.
    source:
        Which entry of ``Document.predictions`` to score.
    relaxed_end:
        Tolerance on the end offset for ``entity_relaxed`` (i2b2 2014: 2).
    labels:
        Restrict the evaluation to these labels (others are dropped from gold and predictions);
        ``per_label`` then lists exactly these labels.  Default: every label seen.
    hipaa_idnum:
        Count IDNUM as HIPAA in the i2b2 2014 block (the official script does not).

    Returns
    -------
    dict
        The report described in :mod:`multideid.evaluation.core` (JSON-serialisable).
    """
    if relaxed_end < 0:
        raise UsageError(f"relaxed_end must be >= 0 (got {relaxed_end})")
    rows, missing = align(gold_docs, pred, source=source, labels=labels)

    strict, relaxed, span_s, span_m = Tally(), Tally(), Tally(), Tally()
    tok = TokenCounts()
    fn_entities = 0
    sentences = 0
    for doc, g, p in rows:
        st = strict_tally(g, p)
        strict.add(st)
        relaxed.add(relaxed_tally(g, p, max_end_diff=relaxed_end))
        span_s.add(strict_tally(g, p, typed=False, blind_label=PHI))
        span_m.add(merged_tally(g, p, doc.text, blind_label=PHI))
        tok.add(doc, g, p)
        fn_entities += sum(st.fn.values())
        toks = doc.tokens
        sentences += (toks.sentences[-1] + 1) if len(toks) else 0

    label_list = list(labels) if labels is not None else None
    typed_labels = label_list if label_list is not None else sorted(strict.labels() | relaxed.labels() | tok.typed.labels())

    token_block = tok.typed.block(typed_labels)
    with_o_labels = typed_labels + [NON_PHI]
    token_block["with_o"] = tok.with_o.block(with_o_labels)
    token_block["classes"] = len(typed_labels)

    leak_per_label = {}
    for lab in typed_labels:
        gold_n = tok.gold_by_label.get(lab, 0)
        miss = tok.missed_by_label.get(lab, 0)
        leak_per_label[lab] = {
            "missed_tokens": miss,
            "gold_tokens": gold_n,
            "miss_rate": safe_div(miss, gold_n),
            "per_1000_tokens": 1000.0 * safe_div(miss, tok.tokens),
            "documents_with_leak": tok.docs_with_leak_by_label.get(lab, 0),
            "document_rate": safe_div(tok.docs_with_leak_by_label.get(lab, 0), len(rows)),
        }
    n_gold_phi = sum(tok.gold_by_label.values())
    leak = {
        "missed_tokens": tok.missed,
        "gold_phi_tokens": n_gold_phi,
        "tokens": tok.tokens,
        "per_1000_tokens": 1000.0 * safe_div(tok.missed, tok.tokens),
        "miss_rate": safe_div(tok.missed, n_gold_phi),
        "documents_with_leak": tok.docs_with_leak,
        "documents": len(rows),
        "document_rate": safe_div(tok.docs_with_leak, len(rows)),
        "entity_fn_per_sentence": safe_div(fn_entities, sentences),
        "sentences": sentences,
        "per_label": leak_per_label,
    }

    blind = tok.blind.block([PHI], f2=True)

    report = {
        "schema": SCHEMA,
        "source": source,
        "relaxed_end": relaxed_end,
        "zero_division": 0.0,
        "labels": typed_labels,
        "entity_strict": strict.block(typed_labels),
        "entity_relaxed": relaxed.block(typed_labels),
        "span_strict": span_s.block([PHI]),
        "span_merged": span_m.block([PHI]),
        "token": token_block,
        "token_blind": blind,
        "leak": leak,
        "i2b2_2014": i2b2_2014_block([(g, p) for _, g, p in rows], relaxed_end=relaxed_end,
                                      include_idnum=hipaa_idnum),
        "counts": {
            "documents": len(rows),
            "documents_missing": len(missing),
            "missing_ids": missing,
            "gold_spans": sum(len(g) for _, g, _ in rows),
            "pred_spans": sum(len(p) for _, _, p in rows),
            "tokens": tok.tokens,
            "partial_token_boundaries": {"gold": tok.partial_gold, "pred": tok.partial_pred},
            "token_conflicts": {"gold": tok.conflicts_gold, "pred": tok.conflicts_pred},
        },
    }
    return report


__all__ = ["evaluate", "align", "SCHEMA", "f_beta", "prf", "TokenCounts"]
