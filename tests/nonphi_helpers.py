"""Helpers of the learned-only veto step tests (test_nonphi_forms.py, test_nonphi_products.py)."""

from __future__ import annotations

from multideid.document import Span


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
