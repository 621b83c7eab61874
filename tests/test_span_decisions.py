"""benchmarks/span_decisions.py: its span-level decoder (checked by brute force) and a smoke run
on a small model of fake bases (the MEDDOCAN numbers are in docs/stacking.md)."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest
from script_loader import load_script

from multideid.base_systems.base import TokenPrediction
from multideid.stacking.meta_features import make_views
from multideid.stacking.stacker import Stacker
from multideid.tokenizer import tokenize

from stacking_fakes import fake_config, make_corpus

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "span_decisions.py"


@pytest.fixture(scope="module")
def sd():
    return load_script(SCRIPT, "multideid_span_decisions")


def _view(tags):
    return TokenPrediction(list(tags), np.ones(len(tags), np.float32), np.array([t.startswith("B-") for t in tags]))


def test_a_token_mix_of_two_extents_becomes_the_better_proposed_one(sd):
    toks = tokenize("en calle Mayor 5 hoy")
    views = make_views({"crf": _view(["O", "B-CALLE", "I-CALLE", "O", "O"]),
                        "neural": _view(["O", "B-CALLE", "I-CALLE", "I-CALLE", "O"])}, len(toks))
    assert sd.base_extents(views, ["crf", "neural"]) == {(1, 3), (1, 4)}
    classes = ["B-CALLE", "I-CALLE", "O"]
    S = np.array([[0.2, -1.0, 0.3], [0.9, 0.8, -1.0], [-1.0, 0.5, -0.2]])  # calle, Mayor, 5
    cand = np.array([1, 2, 3])
    vit = Stacker(["crf", "neural"], decode="viterbi")
    vit.classes_ = classes
    # viterbi invents "Mayor 5", an extent neither base proposed
    assert [(s.start, s.end) for s in vit.decode_doc(S, cand, toks)] == [(toks.starts[2], toks.ends[3])]
    got = sd.decode_base_spans(classes, S, cand, toks, sd.base_extents(views, ["crf", "neural"]))
    # "calle Mayor": 0.2 + 0.8 - 0.2 = 0.8; "calle Mayor 5": 0.2 + 0.8 + 0.5 = 1.5
    assert [(s.start, s.end, s.label) for s in got] == [(toks.starts[1], toks.ends[3], "CALLE")]


def test_the_decoder_finds_the_best_set_by_brute_force(sd):
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
        got = sd.decode_base_spans(classes, S, cand, toks, ext)
        choice = tuple(((toks.starts.index(s.start), toks.ends.index(s.end) + 1), s.label) for s in got)
        assert all(e in ok for e, _ in choice)
        assert value(choice) == pytest.approx(best)


def test_smoke_on_a_model_of_fake_bases(sd, tmp_path, capsys):
    from multideid.ensemble import fit_model

    bases = {"dates": "fake_dates", "doctors": "fake_doctors", "words": "fake_words"}
    fit_model(fake_config(bases, folds=3, store_subsets="leave-one-out"), make_corpus(24, seed=1), tmp_path / "m")
    assert sd.main(["--model", str(tmp_path / "m"), "--a", "dates", "--b", "words"]) == 0
    out = capsys.readouterr().out
    assert "one-to-one disagreements" in out and "stacker all      viterbi" in out
    assert sd.main(["--model", str(tmp_path / "m"), "--a", "dates", "--b", "nope"]) == 2
