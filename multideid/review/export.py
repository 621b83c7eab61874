"""``multideid review --export``: the corrected corpus, ready for ``fit --train`` and ``eval --gold``.

What is written per document: accepted spans (with the reviewer's label and boundaries),
added spans; rejected spans and base-only candidates nobody accepted are dropped.  Documents
not signed off ("reviewed") are refused unless the user chooses what to do with them:

* ``only_reviewed``: leave them out (clean gold for training and evaluation);
* ``include_unreviewed``: write them with their undecided spans kept as the model predicted
  them (a span nobody rejected stays PHI: fail closed for release).
"""

from __future__ import annotations

from multideid.document import Document
from multideid.errors import UsageError

EXPORT_FORMATS = ("brat", "jsonl")


def export_corpus(session, out: str, fmt: str, *, include_unreviewed: bool = False, only_reviewed: bool = False,
                  overwrite: bool = False) -> dict:
    """Write the reviewed corpus; returns counts (documents, spans, skipped)."""
    from multideid.io import write_corpus

    if fmt not in EXPORT_FORMATS:
        raise UsageError(f"--format must be one of {', '.join(EXPORT_FORMATS)} (got {fmt!r})")
    if include_unreviewed and only_reviewed:
        raise UsageError("--include-unreviewed and --only-reviewed exclude each other")
    store = session.store
    unreviewed = [d["id"] for d in store.documents if not d.get("reviewed")]
    if unreviewed and not (include_unreviewed or only_reviewed):
        raise UsageError(
            f"{len(unreviewed)} of {len(store.documents)} documents are not signed off as reviewed (first: "
            f"{unreviewed[0]!r}); release needs review: finish them, or pass --only-reviewed (leave them out) or "
            "--include-unreviewed (keep their undecided spans as predicted)"
        )
    docs = []
    skipped = 0
    n_spans = 0
    for i, d in enumerate(session.docs):
        rec = store.doc(i)
        if not rec.get("reviewed") and only_reviewed:
            skipped += 1
            continue
        spans = session.kept_spans(i, pending=True)
        n_spans += len(spans)
        docs.append(Document(id=d.id, text=d.text, gold=spans, metadata=dict(d.metadata)))
    if not docs:
        raise UsageError("no document is signed off as reviewed: nothing to export")
    write_corpus(docs, out, fmt, spans="gold", overwrite=overwrite)
    return {"documents": len(docs), "spans": n_spans, "skipped": skipped}
