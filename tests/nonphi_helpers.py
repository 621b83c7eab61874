"""Helpers of the learned-only veto step tests (test_nonphi_forms.py, test_nonphi_products.py)."""

from __future__ import annotations

from multideid.document import Span

#: the hand-written sets every veto step's gold check reads: the development sets (1-8, 15-17) and
#: the calibration documents (9-14); never a blind set
HANDWRITTEN_SETS = ("en_handwritten",) + tuple(f"en_handwritten{k}" for k in range(2, 18))


def span(text: str, piece: str, label: str = "PATIENT", nth: int = 0) -> Span:
    """The span of the ``nth`` occurrence of ``piece`` in ``text``."""
    i = -1
    for _ in range(nth + 1):
        i = text.index(piece, i + 1)
    return Span(i, i + len(piece), label)


def step_drops(step, text: str, piece: str, label: str = "PATIENT", *, context: tuple = (),
               knowledge: bool = False, learned: bool = True) -> bool:
    """Whether the learned-only ``step`` drops the span of ``piece`` (with ``context`` spans
    beside it; ``knowledge``: a knowledge base found it too; ``learned``: the learned bases'
    spans are given)."""
    s = span(text, piece, label)
    others = [span(text, p, lab) for p, lab in context]
    _, gone = step(text, [s, *others], knowledge=[s] if knowledge else [], learned=[[s]] if learned else [])
    return s in gone


def gold_dropped(step, docs, label: str | None = None) -> tuple[int, list]:
    """``(gold spans given, [(doc id, dropped offsets)...])``: the gold spans of ``docs``, each taken
    as a learned-only prediction of ``step`` (with the label ``label`` when given: any class read as
    that one)."""
    n, gone_all = 0, []
    for d in docs:
        gold = [Span(g.start, g.end, label or g.label) for g in d.gold]
        _, gone = step(d.text, gold, knowledge=[], learned=[gold])
        if gone:
            gone_all.append((d.id, [(s.start, s.end) for s in gone]))
        n += len(gold)
    return n, gone_all


def synthetic_gold_dropped(step, label: str | None = None) -> tuple[int, list]:
    """:func:`gold_dropped` over 150 test-split and 150 train-split synthetic notes (seed 7)."""
    from multideid.synth.generator import iter_corpus_synth

    docs = (d for split in ("test", "train") for d in iter_corpus_synth(150, seed=7, split=split))
    return gold_dropped(step, docs, label)


def handwritten_gold_dropped(step, name: str, label: str | None = None) -> tuple[int, list]:
    """:func:`gold_dropped` over the hand-written set ``name`` (``tests/data/<name>``)."""
    from pathlib import Path

    from multideid.io import iter_corpus

    path = Path(__file__).parent / "data" / name / f"{name}.jsonl"
    return gold_dropped(step, iter_corpus(path, "jsonl", None, require_gold=True), label)
