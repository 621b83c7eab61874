"""The hand-written English evaluation sets 3 to 18 (tests/data/en_handwritten3 ... _18) are well formed.

Set 18 is blind (see its README; scored once by a later session), sets 15 to 17 development sets since
their scores in sessions 24 to 26, sets 9 to 14 the English default's calibration documents (9 and 10 since session 20, 11 to 14 since
session 24), the others development sets: these tests check their form only, never a model's output
on them.
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

DATA = Path(__file__).parent / "data"
#: set -> (texts at least, spans at least, spans at most)
SETS = {"en_handwritten3": (60, 180, 10_000), "en_handwritten4": (70, 550, 750), "en_handwritten5": (70, 650, 900),
        "en_handwritten6": (70, 700, 900), "en_handwritten7": (60, 650, 750),
        "en_handwritten8": (60, 650, 800), "en_handwritten9": (60, 700, 850),
        "en_handwritten10": (60, 700, 850), "en_handwritten11": (60, 700, 850),
        "en_handwritten12": (60, 700, 850), "en_handwritten13": (60, 750, 900),
        "en_handwritten14": (60, 750, 950), "en_handwritten15": (60, 800, 1000),
        "en_handwritten16": (65, 950, 1020),
        "en_handwritten17": (65, 900, 1000),
        "en_handwritten18": (65, 1000, 1100)}
_MARK = re.compile(r"\[\[([A-Z]+)\|([^\]|]+)\]\]")


def _builder():
    spec = importlib.util.spec_from_file_location("en_handwritten_build", DATA / "en_handwritten" / "build.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module", params=sorted(SETS))
def hw(request):
    name = request.param
    return name, read_corpus(DATA / name / f"{name}.jsonl", require_gold=True)


@pytest.mark.parametrize("name", sorted(SETS))
def test_jsonl_is_built_from_the_source(name):
    assert _builder().main(["--check", str(DATA / name)]) == 0


def test_check_reports_a_stale_jsonl(tmp_path):
    (tmp_path / "source.txt").write_text("### a01\nSeen by [[DOCTOR|Quill]].\n", encoding="utf-8")
    (tmp_path / f"{tmp_path.name}.jsonl").write_text("{}\n", encoding="utf-8")
    build = _builder()
    assert build.main(["--check", str(tmp_path)]) == 1
    assert build.main([str(tmp_path)]) == 0
    assert build.main(["--check", str(tmp_path)]) == 0


def test_gold_matches_the_marks_and_token_boundaries(hw):
    name, docs = hw
    src = (DATA / name / "source.txt").read_text(encoding="utf-8")
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


def test_counts_match_the_readme(hw):
    name, docs = hw
    ids = [d.id for d in docs]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"[a-z]+\d\d", i) for i in ids), ids
    labels = Counter(s.label for d in docs for s in d.gold)
    readme = (DATA / name / "README.md").read_text(encoding="utf-8")
    head = re.search(r"\((\d+) texts, (\d+) gold PHI spans\)", readme)
    assert head and (int(head.group(1)), int(head.group(2))) == (len(docs), sum(labels.values()))
    paragraph = readme.split("Gold spans per label:")[1].split("\n\n")[0]
    per_label = dict(re.findall(r"\b([A-Z]+) (\d+)[,.]", paragraph))
    assert {k: int(v) for k, v in per_label.items()} == dict(labels)
    min_docs, min_spans, max_spans = SETS[name]
    assert len(docs) >= min_docs and min_spans <= sum(labels.values()) <= max_spans
    # every class of the scheme but none is present, and a few texts carry no PHI (precision)
    assert set(labels) == set(PROJECT_CLASSES)
    assert 1 <= sum(1 for d in docs if not d.gold) < len(docs) // 5
    # no span overlaps another in the same text
    for d in docs:
        spans = sorted(d.gold, key=lambda s: s.start)
        assert all(a.end <= b.start for a, b in pairwise(spans)), d.id
