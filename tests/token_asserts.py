"""Shared assertion for tests that compare two paths to the same token predictions."""

from __future__ import annotations

import numpy as np


def assert_same_token_predictions(xs, ys) -> None:
    """Two lists of :class:`TokenPrediction` are identical: tags, label columns, scores, begins, proba."""
    assert len(xs) == len(ys)
    for x, y in zip(xs, ys):
        assert x.tags == y.tags and x.proba_labels == y.proba_labels
        np.testing.assert_array_equal(x.scores, y.scores)
        np.testing.assert_array_equal(x.begins, y.begins)
        np.testing.assert_array_equal(x.proba, y.proba)


def fast_and_dict_paths(model, docs, monkeypatch):
    """``model.predict_tokens(docs)`` through the factored-feature encoder, then through the
    per-document dict path (the encoder made to decline every extractor)."""
    from multideid.base_systems.sparse_encoder import SparseEncoder

    fast = model.predict_tokens(docs)
    monkeypatch.setattr(SparseEncoder, "supports", staticmethod(lambda fx: False))
    return fast, model.predict_tokens(docs)
