"""``benchmarks/neural_seeds.py``: several seeds of the ``neural`` base combined (product of
experts, averaged marginals, majority vote), checked on small real text against the base itself."""

from __future__ import annotations

import pytest

from multideid.base_systems.neural import INSTALL_HINT, NeuralBase
from script_loader import REPO, load_script
from test_neural import SMALL

pytestmark = pytest.mark.skipif(not NeuralBase.is_available()[0],
                                reason=f"PyTorch/safetensors not installed ({INSTALL_HINT})")


@pytest.fixture(scope="module")
def two_seeds():
    from multideid.io import read_corpus

    docs = list(read_corpus(REPO / "tests" / "data" / "en_handwritten" / "en_handwritten.jsonl", require_gold=True))
    params = {**SMALL, "holdout": 0.0}
    return [NeuralBase(**{**params, "seed": s}).fit(docs[:40]) for s in (0, 1)], docs[40:]


def _keys(spans):
    return [(s.start, s.end, s.label) for s in spans]


def test_each_seed_is_the_base_and_one_seed_twice_changes_nothing(two_seeds):
    ns = load_script("benchmarks/neural_seeds.py", "neural_seeds")
    (a, _), test = two_seeds
    own = [_keys(sp) for sp in a.predict(test)]
    assert any(own), "the tiny model should find some PHI on the test documents"
    preds, cpu, _ = ns.predict_all([a, a], test)
    assert sorted(preds) == ["marg", "poe", "seed0", "seed1", "vote"] and all(v >= 0 for v in cpu.values())
    for name in ("seed0", "seed1", "poe", "vote"):  # the mean of two equal scores is that score, bit for bit
        assert [_keys(preds[name][d.id]) for d in test] == own, name
    # averaged marginals decoded without learned transitions: another decoder, valid spans
    for d in test:
        spans = preds["marg"][d.id]
        assert all(s.source == "marg" and s.label in a.labels and 0 <= s.score <= 1 for s in spans)
        assert all(x.end <= y.start for x, y in zip(spans, spans[1:]))


def test_two_seeds_vote_is_their_agreement(two_seeds):
    ns = load_script("benchmarks/neural_seeds.py", "neural_seeds")
    bases, test = two_seeds
    preds, _, scores = ns.predict_all(bases, test)
    for i, b in enumerate(bases):
        assert [_keys(preds[f"seed{i}"][d.id]) for d in test] == [_keys(sp) for sp in b.predict(test)]
    differ = False
    for d in test:
        s0, s1 = set(_keys(preds["seed0"][d.id])), set(_keys(preds["seed1"][d.id]))
        differ |= s0 != s1
        assert set(_keys(preds["vote"][d.id])) == s0 & s1
        for s in preds["poe"][d.id]:
            assert s.source == "poe" and 0 <= s.score <= 1
    assert differ, "two seeds should disagree somewhere, else the combinations are not tested"
    again, cpu, _ = ns.predict_all(bases, test, scores)  # given network scores: same output, no network time
    assert again == preds and cpu["seed0"] < 1.0
