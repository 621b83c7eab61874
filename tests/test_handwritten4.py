"""The fourth hand-written English evaluation set (tests/data/en_handwritten4) is well formed.

The set is blind (see its README): these tests check its form only, never a model's output on it.
"""

from __future__ import annotations

import importlib.util
import re
from collections import Counter
from itertools import pairwise
from pathlib import Path

import pytest

from multideid.io import read_corpus
from multideid.labels import PROJECT_CLASSES
from multideid.tokenizer import tokenize

HW4 = Path(__file__).parent / "data" / "en_handwritten4"
_MARK = re.compile(r"\[\[([A-Z]+)\|([^\]|]+)\]\]")


def _build():
    spec = importlib.util.spec_from_file_location("en_handwritten4_build", HW4 / "build.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def docs():
    return read_corpus(HW4 / "en_handwritten4.jsonl", require_gold=True)


def test_handwritten4_jsonl_is_built_from_the_source():
    assert _build().main(["--check"]) == 0


def test_handwritten4_check_reports_a_stale_jsonl(tmp_path):
    (tmp_path / "source.txt").write_text("### a01\nSeen by [[DOCTOR|Quill]].\n", encoding="utf-8")
    (tmp_path / f"{tmp_path.name}.jsonl").write_text("{}\n", encoding="utf-8")
    build = _build()
    assert build._builder.main(["--check"], here=tmp_path) == 1
    assert build._builder.main([], here=tmp_path) == 0
    assert build._builder.main(["--check"], here=tmp_path) == 0


def test_handwritten4_gold_matches_the_marks_and_token_boundaries(docs):
    src = (HW4 / "source.txt").read_text(encoding="utf-8")
    marks = _MARK.findall(src)
    got = [(s.label, d.span_text(s)) for d in docs for s in sorted(d.gold, key=lambda s: s.start)]
    assert got == marks
    for d in docs:
        assert "[[" not in d.text and "]]" not in d.text, d.id
        toks = tokenize(d.text)
        starts, ends = set(toks.starts), set(toks.ends)
        for s in d.gold:
            assert s.label in PROJECT_CLASSES, (d.id, s.label)
            assert s.start in starts and s.end in ends, (d.id, s.start, s.end)
            assert d.span_text(s) == d.span_text(s).strip(), (d.id, s.start)


def test_handwritten4_counts_match_the_readme(docs):
    ids = [d.id for d in docs]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"[a-z]+\d\d", i) for i in ids), ids
    labels = Counter(s.label for d in docs for s in d.gold)
    readme = (HW4 / "README.md").read_text(encoding="utf-8")
    head = re.search(r"\((\d+) texts, (\d+) gold PHI spans\)", readme)
    assert head and (int(head.group(1)), int(head.group(2))) == (len(docs), sum(labels.values()))
    paragraph = readme.split("Gold spans per label:")[1].split("\n\n")[0]
    per_label = dict(re.findall(r"\b([A-Z]+) (\d+)[,.]", paragraph))
    assert {k: int(v) for k, v in per_label.items()} == dict(labels)
    assert len(docs) >= 70 and 550 <= sum(labels.values()) <= 750
    # every class of the scheme but none is present, and a few texts carry no PHI (precision)
    assert set(labels) == set(PROJECT_CLASSES)
    assert 1 <= sum(1 for d in docs if not d.gold) < len(docs) // 5
    # no span overlaps another in the same text
    for d in docs:
        spans = sorted(d.gold, key=lambda s: s.start)
        assert all(a.end <= b.start for a, b in pairwise(spans)), d.id
