"""Final spans made only of punctuation are dropped (multideid.ensemble.drop_punctuation_spans)."""

from __future__ import annotations

from multideid.document import Span
from multideid.ensemble import drop_punctuation_spans


def test_spans_of_punctuation_only_are_dropped():
    text = '"S-1","K.L.","91"'
    spans = [Span(0, 1, "PATIENT"), Span(7, 11, "PATIENT"), Span(11, 13, "PATIENT"), Span(14, 16, "AGE")]
    assert [text[s.start:s.end] for s in drop_punctuation_spans(text, spans)] == ["K.L.", "91"]
