"""Regression: ``fit --jobs 2`` with the CRF, whose loaded model keeps reading its native file."""

from __future__ import annotations

import pytest

from multideid.config import load_config
from multideid.ensemble import fit_model, load_model
from multideid.synth import generate_corpus


@pytest.mark.slow
def test_parallel_fit_with_crf_writes_a_loadable_model(tmp_path):
    cfg = load_config(None, ["--stacking.folds", "2", "--stacking.store_subsets", "none"])
    docs = generate_corpus(8, seed=3)
    fit_model(cfg, docs, tmp_path / "m", bases="rules,crf", jobs=2)
    model = load_model(tmp_path / "m")
    test = generate_corpus(2, seed=4, split="test")
    preds = model.predict([d.copy(gold=None) for d in test])
    assert sum(len(p.spans) for p in preds) > 0
    assert not list(tmp_path.glob(".m.tmp-*"))


def test_candidate_mask_on_texts_shorter_than_the_window():
    """A 4-token text with a window of 2 (kernel 5) crashed the stacker (presidio-synth)."""
    import numpy as np

    from multideid.stacking.meta_features import candidate_mask

    class V:
        tags = ["O", "O", "O", "PATIENT"]

    mask = candidate_mask([V()], 4, 2)
    assert mask.tolist() == [False, True, True, True]
    assert candidate_mask([V()], 4, 10).tolist() == [True] * 4
    one = type("V1", (), {"tags": ["DATE"]})()
    assert candidate_mask([one], 1, 2).tolist() == [True]
    assert isinstance(mask, np.ndarray)
