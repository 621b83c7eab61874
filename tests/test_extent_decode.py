"""``[stacking] decode = "base_spans"``: the stacker picks among the extents its bases proposed."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from multideid.base_systems.base import TokenPrediction
from multideid.errors import DataError
from multideid.stacking.extent_decode import base_extents, decode_base_spans
from multideid.stacking.meta_features import make_views
from multideid.stacking.stacker import Stacker
from multideid.tokenizer import tokenize

from stacking_fakes import fake_config, make_corpus


def _view(tags):
    n = len(tags)
    return TokenPrediction(list(tags), np.ones(n, np.float32), np.array([t.startswith("B-") for t in tags]))


def _disagreeing_views(toks):
    """crf: tokens 1-2 (CALLE); neural: tokens 1-3 (CALLE); nobody proposes 2-3 or 1 alone."""
    n = len(toks)
    crf = ["O", "B-CALLE", "I-CALLE", "O", "O"]
    neural = ["O", "B-CALLE", "I-CALLE", "I-CALLE", "O"]
    return make_views({"crf": _view(crf), "neural": _view(neural)}, n)


def test_base_extents_are_every_base_span():
    toks = tokenize("en calle Mayor 5 hoy")
    assert base_extents(_disagreeing_views(toks), ["crf", "neural"]) == {(1, 3), (1, 4)}
    assert base_extents(_disagreeing_views(toks), ["crf"]) == {(1, 3)}


def test_a_token_mix_of_two_extents_becomes_the_better_proposed_one():
    toks = tokenize("en calle Mayor 5 hoy")
    views = _disagreeing_views(toks)
    classes = ["B-CALLE", "I-CALLE", "O"]
    # token 1 leans O, so viterbi invents the extent 2-3 (B at "Mayor"), which no base proposed
    S = np.array([
        [0.2, -1.0, 0.3],   # calle
        [0.9, 0.8, -1.0],   # Mayor
        [-1.0, 0.5, -0.2],  # 5
    ])
    cand = np.array([1, 2, 3])
    vit = Stacker(["crf", "neural"], decode="viterbi")
    vit.classes_ = classes
    assert [(s.start, s.end) for s in vit._decode_viterbi(S, cand, toks, "s")] == [(toks.starts[2], toks.ends[3])]
    got = decode_base_spans(classes, S, cand, toks, base_extents(views, ["crf", "neural"]))
    # 1-3: 0.2 + 0.8 + O(5) -0.2 = 0.8; 1-4: 0.2 + 0.8 + 0.5 = 1.5; all O: 0.3 - 1.0 - 0.2
    assert [(s.start, s.end, s.label) for s in got] == [(toks.starts[1], toks.ends[3], "CALLE")]
    assert 0.0 < got[0].score < 1.0
    st = Stacker(["crf", "neural"], decode="base_spans")
    st.classes_ = classes
    assert st.decode_doc(S, cand, toks, views=views) == got
    with pytest.raises(DataError, match="base_spans"):
        st.decode_doc(S, cand, toks)


def test_the_dynamic_programme_finds_the_best_set_by_brute_force():
    rng = np.random.default_rng(3)
    toks = tokenize(" ".join(f"w{i}" for i in range(7)))
    n = len(toks)
    classes = ["B-A", "B-B", "I-A", "I-B", "O"]
    col = {c: k for k, c in enumerate(classes)}
    for _ in range(30):
        cand = np.sort(rng.choice(n, size=6, replace=False))
        S = rng.normal(size=(len(cand), len(classes)))
        ext = {(int(a), int(b)) for a, b in rng.integers(0, n + 1, size=(6, 2)) if a < b}
        row = {int(i): k for k, i in enumerate(cand)}
        ok = [e for e in ext if all(t in row for t in range(*e))]

        def value(choice):
            tot = sum(S[row[t], col["O"]] for t in row)
            for (a, b), lab in choice:
                tot -= sum(S[row[t], col["O"]] for t in range(a, b))
                tot += S[row[a], col[f"B-{lab}"]] + sum(S[row[t], col[f"I-{lab}"]] for t in range(a + 1, b))
            return tot

        best = value(())
        for k in range(1, len(ok) + 1):
            for subset in itertools.combinations(sorted(ok), k):
                if any(x[1] > y[0] for x, y in zip(subset, subset[1:])):
                    continue
                for labs in itertools.product("AB", repeat=k):
                    best = max(best, value(tuple(zip(subset, labs))))
        got = decode_base_spans(classes, S, cand, toks, ext)
        pos = {s: i for i, s in enumerate(toks.starts)}
        choice = tuple(((pos[s.start], toks.ends.index(s.end) + 1), s.label) for s in got)
        assert all(e in ok for e, _ in choice)
        assert value(choice) == pytest.approx(best)


def test_fitted_stacker_with_base_spans_outputs_only_proposed_extents(tmp_path):
    from multideid.ensemble import fit_model, load_model

    bases = {"dates": "fake_dates", "doctors": "fake_doctors", "words": "fake_words"}
    train, test = make_corpus(30, seed=1), make_corpus(10, seed=2, offset=100)
    fit_model(fake_config(bases, decode="base_spans", store_subsets="none"), train, tmp_path / "m")
    ens = load_model(tmp_path / "m")
    assert ens.config["stacking"]["decode"] == "base_spans"
    views, _ = ens.base_views(test, list(bases))
    n_spans = 0
    for d, v in zip(test, views):
        allowed = {(d.tokens.starts[a], d.tokens.ends[b - 1]) for a, b in base_extents(v, list(bases))}
        spans = ens.stacker.predict_doc(v, d.tokens)
        n_spans += len(spans)
        assert {(s.start, s.end) for s in spans} <= allowed
    assert n_spans > 0
