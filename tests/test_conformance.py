"""Conformance suite run over every registered base system (STYLE.md: one contract for all).

Each base must: be usable here, fit (returning self) on real documents, predict spans that lie
inside the text with declared labels and the instance as source, be deterministic, give per-token
predictions aligned with the shared tokens, and round-trip through to_disk/from_disk with
identical output.  Trainable bases are trained on a small slice of the synthetic corpus.
"""

from __future__ import annotations

import pytest

from multideid.base_systems.base import BaseSystem, TokenPrediction
from multideid.config import build_base, default_config
from multideid.document import check_spans
from multideid.registry import base_names, get_base_class

pytestmark = pytest.mark.slow

#: bases of optional extras: skipped (with the reason) where their extra is not installed
OPTIONAL = {"neural": 'pip install "multideid[neural]"'}


@pytest.fixture(scope="module")
def corpus():
    from multideid.synth import generate_corpus

    train = generate_corpus(30, seed=11, split="train")
    test = generate_corpus(6, seed=12, split="test")
    return train, test


@pytest.fixture(scope="module")
def fitted(corpus):
    train, _ = corpus
    cfg = default_config()
    cache = {}

    def get(name):
        if name not in cache:
            base = build_base(name, cfg["bases"][name])
            assert base.fit(train) is base
            cache[name] = base
        return cache[name]

    return get


@pytest.mark.parametrize("name", base_names())
def test_base_contract(name, corpus, fitted, tmp_path):
    train, test = corpus
    if name in OPTIONAL and not get_base_class(name).is_available()[0]:
        pytest.skip(f"{name}: optional extra not installed ({OPTIONAL[name]})")
    base = fitted(name)
    assert isinstance(base, BaseSystem)
    ok, why = type(base).is_available()
    assert ok, why
    preds = base.predict(test)
    assert len(preds) == len(test)
    labels = set(base.labels)
    assert labels, f"{name} declares no labels"
    total = 0
    for doc, spans in zip(test, preds):
        check_spans(spans, doc.text, what=f"{name} span")
        for s in spans:
            assert s.label in labels, (name, s.label)
            assert s.source == base.source
            assert 0.0 <= s.score <= 1.0 + 1e-6
        total += len(spans)
    assert total > 0, f"{name} found nothing on six synthetic notes full of PHI"
    # deterministic
    assert base.predict(test) == preds
    # token predictions aligned with the shared tokens
    tps = base.predict_tokens(test)
    for doc, tp in zip(test, tps):
        assert isinstance(tp, TokenPrediction)
        assert len(tp.tags) == len(doc.tokens) == len(tp.scores) == len(tp.begins)
    # save / load round trip
    base.to_disk(tmp_path / name)
    loaded = type(base).from_disk(tmp_path / name)
    assert loaded.predict(test) == preds
    assert [s.score for d in loaded.predict(test) for s in d] == pytest.approx([s.score for d in preds for s in d])
