"""The second hand-written English evaluation set (tests/data/en_handwritten2) is well formed."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from multideid.io import read_corpus
from multideid.labels import PROJECT_CLASSES
from multideid.tokenizer import tokenize

HW2 = Path(__file__).parent / "data" / "en_handwritten2"


def _build():
    spec = importlib.util.spec_from_file_location("en_handwritten_build", HW2.parent / "en_handwritten" / "build.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_handwritten2_jsonl_is_built_from_the_source():
    assert _build().main(["--check", str(HW2)]) == 0


def test_handwritten2_gold_matches_the_marks_and_token_boundaries():
    src = (HW2 / "source.txt").read_text(encoding="utf-8")
    marks = re.findall(r"\[\[([A-Z]+)\|([^\]|]+)\]\]", src)
    docs = read_corpus(HW2 / "en_handwritten2.jsonl", require_gold=True)
    assert len(docs) >= 40
    got = [(s.label, d.span_text(s)) for d in docs for s in sorted(d.gold, key=lambda s: s.start)]
    assert got == marks
    for d in docs:
        toks = tokenize(d.text)
        for s in d.gold:
            assert s.label in PROJECT_CLASSES
            assert s.start in set(toks.starts) and s.end in set(toks.ends), (d.id, s.start, s.end)
