"""The ``neural`` base (BiLSTM-CRF in PyTorch, optional extra ``multideid[neural]``): the CRF
layer against brute force, line segmentation, reproducible training on real text, the model
directory (safetensors + JSON, checksummed, no pickle), the one-line error without torch."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from pathlib import Path

import pytest

from multideid.base_systems.neural import INSTALL_HINT, NeuralBase, require_torch, segments
from multideid.document import Document
from multideid.errors import EXIT_USAGE, DataError, ModelError, UsageError
from conftest import under_ci

HAVE_TORCH = NeuralBase.is_available()[0]
if not HAVE_TORCH and under_ci():  # a CI run must not pass with the neural tests skipped
    raise RuntimeError(f"CI must run the neural tests: PyTorch/safetensors not installed ({INSTALL_HINT})")
needs_torch = pytest.mark.skipif(not HAVE_TORCH, reason=f"PyTorch/safetensors not installed ({INSTALL_HINT})")
HW = Path(__file__).parent / "data" / "en_handwritten" / "en_handwritten.jsonl"
REPO = Path(__file__).resolve().parents[1]


def _hw_docs():
    from multideid.io import read_corpus

    return list(read_corpus(HW, require_gold=True))


# ---------------------------------------------------------------------- no torch


def _block_torch(tmp_path: Path) -> Path:
    """A directory whose ``torch`` package fails to import like a missing one."""
    pkg = tmp_path / "blocked" / "torch"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("raise ModuleNotFoundError(\"No module named 'torch'\", name='torch')\n")
    return pkg.parent


def test_without_torch_one_line_error_naming_the_extra(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "torch", None)  # import torch -> ImportError
    with pytest.raises(UsageError, match=r'pip install "multideid\[neural\]"') as ei:
        require_torch()
    assert ei.value.exit_code == EXIT_USAGE
    with pytest.raises(UsageError, match="torch"):
        NeuralBase().fit(_hw_docs()[:3])


def test_cli_fit_without_torch_exits_2(tmp_path):
    train = tmp_path / "train.jsonl"
    train.write_text(HW.read_text(encoding="utf-8"), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(_block_torch(tmp_path)))
    r = subprocess.run([sys.executable, "-m", "multideid", "fit", "--train", str(train), "--model", str(tmp_path / "m"),
                        "--bases", "rules,neural"], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)
    assert r.returncode == EXIT_USAGE, r.stderr
    errors = [ln for ln in r.stderr.splitlines() if ln.startswith("error")]
    assert len(errors) == 1 and 'pip install "multideid[neural]"' in errors[0] and "Traceback" not in r.stderr
    assert not (tmp_path / "m").exists()


# ---------------------------------------------------------------------- segmentation


def test_segments_are_lines_cut_at_sentences():
    d = Document("a", "Dr. Ana Gil.\nNHC 123\n\nFecha 1/2/3")
    segs = segments(d, 100)
    words = d.tokens.words
    assert [" ".join(words[a:b]) for a, b in segs][1] == "NHC 123"
    assert segs[0][0] == 0 and segs[-1][1] == len(words)
    assert all(b0 == a1 for (_, b0), (a1, _) in zip(segs, segs[1:]))
    long = Document("b", " ".join(f"w{i}" if i % 7 else f"w{i}." for i in range(60)))
    cut = segments(long, 10)
    assert max(b - a for a, b in cut) <= 10 and cut[0][0] == 0 and cut[-1][1] == len(long.tokens)
    assert all(b0 == a1 for (_, b0), (a1, _) in zip(cut, cut[1:]))


# ---------------------------------------------------------------------- the CRF layer


@needs_torch
def test_crf_matches_brute_force():
    import torch

    from multideid.base_systems.neural_net import CRF, bio_allowed

    tags = ["O", "B-X", "I-X", "B-Y", "I-Y"]
    torch.manual_seed(3)
    crf = CRF(*bio_allowed(tags))
    with torch.no_grad():
        for p in (crf.trans, crf.start, crf.end):
            p.normal_()
    crf.requires_grad_(False)
    em = torch.randn(2, 4, len(tags))
    mask = torch.tensor([[True] * 4, [True, True, True, False]])
    trans, start = crf._scores()
    paths_seen = crf.viterbi(em, mask)
    marg = crf.marginals(em, mask)
    log_z = crf.log_partition(em, mask)
    for b, n in enumerate((4, 3)):
        scores = {}
        for path in itertools.product(range(len(tags)), repeat=n):
            s = start[path[0]] + sum(em[b, t, k] for t, k in enumerate(path)) + crf.end[path[-1]]
            s = s + sum(trans[i, j] for i, j in zip(path, path[1:]))
            scores[path] = float(s)
        z = torch.logsumexp(torch.tensor(list(scores.values()), dtype=torch.float64), 0)
        assert float(log_z[b]) == pytest.approx(float(z), abs=1e-4)
        best = max(scores, key=scores.get)
        assert paths_seen[b] == list(best)
        assert all(not tags[k].startswith("I-") or tags[p] != "O" for p, k in zip(best, best[1:]))
        for t in range(n):
            for k in range(len(tags)):
                ref = sum(float(torch.exp(torch.tensor(v, dtype=torch.float64) - z))
                          for p, v in scores.items() if p[t] == k)
                assert float(marg[b, t, k]) == pytest.approx(ref, abs=1e-4)
        gold = torch.tensor([list(best) + [0] * (4 - n)])
        assert float(crf.gold_score(em[b:b + 1], gold, mask[b:b + 1])) == pytest.approx(scores[best], abs=1e-4)
    assert float(marg[1, 3].sum()) == 0.0


# ---------------------------------------------------------------------- training on real text

SMALL = dict(word_dim=24, shape_dim=8, char_dim=12, char_filters=16, hit_dim=8, hidden=24, epochs=6, patience=6,
             batch_size=8, lr=0.01)


@pytest.fixture(scope="module")
def hw_fitted():
    if not HAVE_TORCH:
        pytest.skip(f"PyTorch/safetensors not installed ({INSTALL_HINT})")
    docs = _hw_docs()
    return NeuralBase(**SMALL).fit(docs[:40]), docs[40:]


@needs_torch
def test_same_corpus_and_seed_same_weights(hw_fitted):
    import torch

    first, _ = hw_fitted
    docs = _hw_docs()[:40]
    again = NeuralBase(**SMALL).fit(docs)
    a, b = first.model_.state_dict(), again.model_.state_dict()
    assert a.keys() == b.keys() and all(torch.equal(a[k], b[k]) for k in a)
    assert again.history_ == first.history_
    other = NeuralBase(**{**SMALL, "seed": 1}).fit(docs)
    assert not all(torch.equal(a[k], other.model_.state_dict()[k]) for k in a)


@needs_torch
def test_outputs_and_round_trip(hw_fitted, tmp_path):
    base, test = hw_fitted
    assert len(base.history_) >= 1 and "heldout_f1" in base.history_[0]
    outs = base.analyze(test)
    for doc, o in zip(test, outs):
        tp = o.tokens
        assert len(tp.tags) == len(doc.tokens) == tp.proba.shape[0]
        assert tp.proba_labels == ["O"] + base.labels
        assert abs(tp.proba.sum(1) - 1).max() < 1e-3
        for s in o.spans:
            assert s.source == "neural" and s.label in base.labels and 0 <= s.score <= 1
    base.to_disk(tmp_path / "m")
    names = sorted(p.name for p in (tmp_path / "m").iterdir())
    assert names == ["neural.safetensors", "neural_state.json", "params.json"]
    loaded = NeuralBase.from_disk(tmp_path / "m")
    assert loaded.history_ == base.history_ and loaded.heldout_docs_ == base.heldout_docs_ == 4
    again = loaded.analyze(test)
    assert [o.spans for o in again] == [o.spans for o in outs]
    assert all((a.tokens.proba == b.tokens.proba).all() for a, b in zip(again, outs))
    # one document alone gets the output it got among others
    assert loaded.analyze(test[3:4])[0].spans == outs[3].spans
    f = tmp_path / "m" / "neural.safetensors"
    f.write_bytes(f.read_bytes()[:-8] + b"\0" * 8)
    with pytest.raises(ModelError, match="checksum"):
        NeuralBase.from_disk(tmp_path / "m")
    (tmp_path / "m" / "neural_state.json").unlink()
    with pytest.raises(ModelError, match="neural_state.json"):
        NeuralBase.from_disk(tmp_path / "m")


@needs_torch
@pytest.mark.parametrize("params", [{"hidden": 0}, {"dropout": 1.0}, {"epochs": 1.5}, {"lr": -1}, {"use_hits": 1},
                                    {"holdout": "x"}])
def test_bad_params(params):
    with pytest.raises(UsageError, match="neural"):
        NeuralBase(**params).fit(_hw_docs()[:3])


@needs_torch
def test_min_word_docs_keeps_single_note_words_out():
    from multideid.document import Span

    docs = [Document("a", "Paciente Zorvath Zorvath ingresa.", gold=[Span(9, 16, "NAME"), Span(17, 24, "NAME")]),
            Document("b", "Paciente Ana ingresa.\nAna Gil.", gold=[Span(9, 12, "NAME")]),
            Document("c", "Paciente estable.", gold=[])]
    base = NeuralBase(**{**SMALL, "epochs": 1, "holdout": 0.0}).fit(docs)
    assert "zorvath" in base.word_index_  # twice in one note: in the vocabulary by default
    base = NeuralBase(**{**SMALL, "epochs": 1, "holdout": 0.0, "min_word_docs": 2}).fit(docs)
    assert "zorvath" not in base.word_index_ and "ana" not in base.word_index_ and "paciente" in base.word_index_


@needs_torch
def test_needs_gold():
    with pytest.raises(DataError, match="no gold"):
        NeuralBase().fit([Document("a", "text")])
    with pytest.raises(DataError, match="no gold spans"):
        NeuralBase().fit([Document("a", "text", gold=[])])
    with pytest.raises(DataError, match="no documents"):
        NeuralBase().fit([])


@needs_torch
@pytest.mark.slow
def test_meddocan_slice(meddocan_dir):
    """Forty MEDDOCAN training notes and a few epochs already teach it most PHI of five others."""
    from multideid.io import read_corpus

    docs = sorted(read_corpus(meddocan_dir / "train", "brat"), key=lambda d: d.id)
    train, test = docs[:40], docs[40:45]
    base = NeuralBase(hidden=64, epochs=5, patience=5, holdout=0.1, batch_size=16, lr=0.005).fit(train)
    g = {(d.id, s.start, s.end, s.label) for d in test for s in d.gold}
    p = {(d.id, s.start, s.end, s.label) for d, o in zip(test, base.analyze(test)) for s in o.spans}
    assert len(g & p) / max(1, len(p)) > 0.5 and len(g & p) / len(g) > 0.4, (len(g & p), len(p), len(g))


def test_registered_off_by_default():
    from multideid.config import default_config

    cfg = default_config()
    assert cfg["bases"]["neural"]["enabled"] is False and cfg["bases"]["neural"]["type"] == "neural"
    assert cfg["bases"]["neural"]["epochs"] == NeuralBase().epochs


@needs_torch
@pytest.mark.slow
def test_cli_fit_and_run_with_jobs(tmp_path):
    """`fit` with neural in the stacker (2 folds, a tiny network), then `run --jobs 2` (forked
    workers after the parent loaded the network) gives exactly `run --jobs 1`'s output."""
    train = tmp_path / "train.jsonl"
    train.write_text(HW.read_text(encoding="utf-8"), encoding="utf-8")
    model = tmp_path / "m"
    cmd = [sys.executable, "-m", "multideid"]
    small = ["--bases.neural.enabled", "true", "--bases.neural.epochs", "2", "--bases.neural.hidden", "16",
             "--bases.neural.word_dim", "16", "--bases.neural.char_filters", "8"]
    r = subprocess.run(cmd + ["fit", "--train", str(train), "--model", str(model), "--bases", "rules,crf,neural",
                              "--stacking.folds", "2", "-q", *small], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    assert (model / "bases" / "neural" / "neural.safetensors").is_file()
    outs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"out{jobs}.jsonl"
        r = subprocess.run(cmd + ["run", str(train), "--model", str(model), "--jobs", jobs, "-o", str(out), "-q"],
                           capture_output=True, text=True, timeout=600)
        assert r.returncode == 0, r.stderr[-2000:]
        outs.append(out.read_text(encoding="utf-8"))
    assert outs[0] == outs[1] and '"spans"' in outs[0]
