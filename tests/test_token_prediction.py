"""One type for a base's per-token decisions: TokenPrediction and its normal form."""

from __future__ import annotations

import numpy as np
import pytest

from multideid.base_systems.base import TokenPrediction
from multideid.errors import ModelError
from multideid.stacking.meta_features import make_views
from multideid.stacking.oof_store import load_oof, save_oof
from multideid.tokenizer import tokenize


def _raw() -> TokenPrediction:
    tags = ["O", "B-DATE", "I-DATE", "NAME", "NAME", "O"]
    proba = np.array([[0.9, 0.05, 0.05, 0.0], [0.1, 0.8, 0.0, 0.1], [0.1, 0.1, 0.7, 0.1],
                      [0.2, 0.0, 0.0, 0.8], [0.3, 0.0, 0.0, 0.7], [1.0, 0.0, 0.0, 0.0]], dtype=np.float64)
    return TokenPrediction(tags, np.linspace(0.5, 1.0, 6), np.zeros(6, bool), proba, ["O", "B-DATE", "I-DATE", "NAME"])


def test_the_normal_form_strips_prefixes_completes_begins_and_collapses_marginals():
    raw = _raw()
    v = raw.normalized(6, "crf")
    assert v.normal and not raw.normal
    assert v.tags == ["O", "DATE", "DATE", "NAME", "NAME", "O"]
    assert v.begins.tolist() == [False, True, False, True, False, False]
    assert v.scores.dtype == np.float32 and v.proba_labels == ["DATE", "NAME"]
    np.testing.assert_allclose(v.proba[:, 0], [0.1, 0.8, 0.8, 0.0, 0.0, 0.0], atol=1e-6)
    assert not raw.begins.any()  # the base's own decisions are left as they were
    assert v.normalized(6) is v  # already normal
    with pytest.raises(ModelError, match="'crf' returned 6 token decisions for a document with 7 tokens"):
        raw.normalized(7, "crf")
    bare = TokenPrediction(["O", "X"], None, None).normalized(2)
    assert bare.scores.tolist() == [1.0, 1.0] and bare.begins.tolist() == [False, True] and bare.proba is None


def test_stored_out_of_fold_decisions_come_back_as_the_same_normal_predictions(tmp_path, monkeypatch):
    import multideid.model as model_mod

    # read the store directly (no model directory around it, so no checksums to check)
    monkeypatch.setattr(model_mod, "read_model_json", lambda p: __import__("json").loads(p.read_text("utf-8")))
    monkeypatch.setattr(model_mod, "read_model_npz", lambda p: np.load(p, allow_pickle=False))
    toks = tokenize("Visto el 02/04/2016 Ana Ruiz .")
    assert len(toks) == 6
    views = [make_views({"crf": _raw()}, len(toks))]
    save_oof(tmp_path, ["crf"], views, [toks], [["O"] * len(toks)])
    back, _surfs, _gold = load_oof(tmp_path)
    a, b = views[0]["crf"], back[0]["crf"]
    assert isinstance(b, TokenPrediction) and b.normal
    assert a.tags == b.tags and a.proba_labels == b.proba_labels
    np.testing.assert_array_equal(a.begins, b.begins)
    np.testing.assert_array_equal(a.scores, b.scores)
    np.testing.assert_array_equal(np.where(a.proba >= 0.05, a.proba, 0), b.proba)  # marginals >= 0.05 are kept
