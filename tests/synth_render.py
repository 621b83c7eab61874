"""Shared check for the generator tests: render templates one by one, every slot resolved."""

from __future__ import annotations

from multideid.synth.builder import DocBuilder
from multideid.synth.context import Context, compile_template, doc_rng
from multideid.synth.slots import SLOTS


def render_every_template(templates, split: str, *, clean_spans: bool = True) -> int:
    """Render each template with one document context of ``split`` (not just the ones random
    draws happen to hit): every slot names a known filler, no ``{`` is left in the text, every
    gold span is non-empty and, with ``clean_spans``, has no whitespace at its edges and no line
    break.  Returns the number of templates rendered."""
    ctx = Context(doc_rng(0, split, 0), split)
    n = 0
    for t in templates:
        for is_slot, name in compile_template(t):
            if is_slot:
                assert name in SLOTS or name.startswith(("date_", "dr_")) or name.isupper(), name
        b = DocBuilder()
        ctx.render(b, t)
        text = b.text()
        assert "{" not in text, t
        for s in b.spans:
            value = text[s.start : s.end]
            assert value.strip(), (t, s)
            if clean_spans:
                assert value == value.strip() and "\n" not in value, (t, s)
        n += 1
    return n
