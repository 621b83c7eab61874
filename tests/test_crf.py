"""Tests of the ``crf`` base: fit/predict, marginals, stage 2, persistence, failure modes."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest

from multideid.base_systems.base import NotFittedError
from multideid.base_systems.crf import PROBA_SKIP_O, CRFBase
from multideid.base_systems.crf_stage2 import Stage2Stats, bio_runs, stage2_features
from multideid.document import Document, Span
from multideid.errors import DataError, ModelError, UsageError
from multideid.registry import get_base_class

_NAMES = ["Ana Ruiz", "Luis Gil", "Eva Sanz", "Pablo Mora", "Rosa Vega", "Juan Soto", "Marta Lasa", "Iker Ochoa"]
_CITIES = ["Madrid", "Soria", "Lugo", "Teruel", "Cuenca", "Huesca", "Zamora", "Ávila"]


def _doc(doc_id: str, text: str, spans) -> Document:
    gold = []
    for surface, label in spans:
        s = text.index(surface)
        gold.append(Span(s, s + len(surface), label))
    return Document(doc_id, text, gold=gold)


def _tiny_corpus(n: int = 8) -> list[Document]:
    docs = []
    for k in range(n):
        name, city = _NAMES[k % len(_NAMES)], _CITIES[(k * 3) % len(_CITIES)]
        text = (
            f"Paciente atendido por el Dr. {name} en {city}.\n"
            f"Fecha de ingreso: {k + 1:02d}/03/2015.\n"
            "Evoluciona bien sin complicaciones y se da de alta.\n"
        )
        docs.append(_doc(f"tiny{k}", text, [(name, "DOCTOR"), (city, "CITY"), (f"{k + 1:02d}/03/2015", "DATE")]))
    return docs


_FAST = dict(use_rules=False, use_dictionary=False, max_iterations=30)


@pytest.fixture(scope="module")
def tiny_model():
    return CRFBase(stage2=True, stage2_folds=2, **_FAST).fit(_tiny_corpus())


def test_registered_and_params():
    assert get_base_class("crf") is CRFBase
    defaults = CRFBase.default_params()
    for key in ("c1", "c2", "max_iterations", "all_possible_transitions", "algorithm", "stage2", "feature_set"):
        assert key in defaults
    assert defaults["algorithm"] == "lbfgs" and defaults["stage2"] is False


def test_predict_before_fit_raises():
    with pytest.raises(NotFittedError):
        CRFBase().predict([Document("x", "Dr. Ana Ruiz")])
    with pytest.raises(NotFittedError):
        CRFBase().predict_tokens([Document("x", "Dr. Ana Ruiz")])


@pytest.mark.parametrize(
    "params, err",
    [
        ({"feature_set": "nope"}, UsageError),
        ({"algorithm": "sgd"}, UsageError),
        ({"c1": -1.0}, UsageError),
        ({"stage2": True, "stage2_folds": 1}, UsageError),
        ({"max_iterations": 0}, UsageError),
    ],
)
def test_bad_params_fail_at_fit(params, err):
    with pytest.raises(err):
        CRFBase(**params).fit(_tiny_corpus(2))


def test_fit_needs_gold():
    with pytest.raises(DataError):
        CRFBase(**_FAST).fit([Document("x", "Dr. Ana Ruiz", gold=None)])
    with pytest.raises(DataError):
        CRFBase(**_FAST).fit([Document("x", "sin datos", gold=[])])
    with pytest.raises(DataError):
        CRFBase(**_FAST).fit([])


def test_tiny_corpus_learns_and_generalises(tiny_model):
    assert tiny_model.labels == ["CITY", "DATE", "DOCTOR"]
    new = Document("n", "Paciente atendido por el Dr. Sara Cano en Lugo.\nFecha de ingreso: 21/03/2015.\n")
    spans = tiny_model.predict([new])[0]
    got = {(new.text[s.start : s.end], s.label) for s in spans}
    assert ("21/03/2015", "DATE") in got
    assert ("Lugo", "CITY") in got
    assert all(0.0 <= s.score <= 1.0 and s.source == "crf" for s in spans)


def _all_marginals(model, doc):
    """proba/scores as predict_tokens computed them before PROBA_SKIP_O: every label asked."""
    tags, tagger, _ = model._tag_doc(doc)
    plabels = ["O"] + model.labels
    col = {lab: j for j, lab in enumerate(plabels)}
    n = len(tags)
    proba = np.zeros((n, len(plabels)), dtype=np.float32)
    for ml in model._model_labels():
        j = col.get(ml.split("-", 1)[-1] if ml != "O" else "O")
        proba[:, j] += np.fromiter((tagger.marginal(ml, t) for t in range(n)), dtype=np.float32, count=n)
    scores = np.array([tagger.marginal(t, i) for i, t in enumerate(tags)], dtype=np.float32)
    return proba, scores


def test_skipped_marginals_are_below_the_stacker_level(tiny_model):
    """Skipping tokens with P(O) >= 0.96 changes no proba entry >= 0.05 and no score."""
    for doc in _tiny_corpus(3):
        (tp,) = tiny_model.predict_tokens([doc])
        ref_p, ref_s = _all_marginals(tiny_model, doc)
        np.testing.assert_array_equal(tp.scores, ref_s)
        np.testing.assert_array_equal(tp.proba[:, 0], ref_p[:, 0])
        big = (ref_p >= 0.05) | (tp.proba >= 0.05)
        np.testing.assert_array_equal(tp.proba[big], ref_p[big])
        assert (ref_p[tp.proba != ref_p] < 0.04).all()
        # both paths are exercised: skipped rows and rows with every label asked
        assert (tp.proba[:, 0] >= PROBA_SKIP_O).any() and (tp.proba[:, 0] < PROBA_SKIP_O).any()


def test_predict_tokens_marginals(tiny_model):
    doc = _tiny_corpus(1)[0]
    (tp,) = tiny_model.predict_tokens([doc])
    n = len(doc.tokens)
    assert len(tp.tags) == n and tp.scores.shape == (n,) and tp.begins.shape == (n,)
    assert tp.proba_labels == ["O", "CITY", "DATE", "DOCTOR"]
    assert tp.proba.shape == (n, 4)
    # marginals over all labels sum to one per token (tokens with P(O) >= PROBA_SKIP_O carry
    # only their O entry); the score is the chosen label's marginal
    full = tp.proba[:, 0] < PROBA_SKIP_O
    np.testing.assert_allclose(tp.proba[full].sum(axis=1), 1.0, atol=1e-4)
    assert (tp.proba[~full, 1:] == 0).all() and (tp.proba[~full, 0] >= PROBA_SKIP_O).all()
    assert all(not t.startswith(("B-", "I-")) for t in tp.tags)
    col = {lab: j for j, lab in enumerate(tp.proba_labels)}
    for i, tag in enumerate(tp.tags):
        assert tp.scores[i] <= tp.proba[i, col[tag]] + 1e-5
    # the doctor's name: first token begins a span, second continues it
    i = doc.tokens.words.index("Ana")
    assert tp.tags[i] == tp.tags[i + 1] == "DOCTOR"
    assert tp.begins[i] and not tp.begins[i + 1]
    # predict and predict_tokens agree: one begin per span, span tokens carry its label
    spans = tiny_model.predict([doc])[0]
    assert spans and int(tp.begins.sum()) == len(spans)
    for sp in spans:
        i = doc.tokens.index_at(sp.start)
        assert tp.begins[i] and doc.tokens.starts[i] == sp.start
        while i < n and doc.tokens.starts[i] < sp.end:
            assert tp.tags[i] == sp.label
            i += 1


def test_save_load_identical(tmp_path, tiny_model):
    tiny_model.to_disk(tmp_path / "m")
    names = sorted(p.name for p in (tmp_path / "m").iterdir())
    assert {"params.json", "features.json", "stage1.crfsuite", "stage2.crfsuite", "stage2.json"} <= set(names)
    assert not any(n.endswith((".pkl", ".pickle", ".joblib")) for n in names)
    loaded = CRFBase.from_disk(tmp_path / "m")
    docs = _tiny_corpus(3) + [Document("n", "Atendido por el Dr. Sara Cano en Lugo el 02/04/2016.")]
    assert loaded.predict(docs) == tiny_model.predict(docs)
    a, b = tiny_model.predict_tokens(docs), loaded.predict_tokens(docs)
    for x, y in zip(a, b):
        assert x.tags == y.tags
        np.testing.assert_array_equal(x.scores, y.scores)
        np.testing.assert_array_equal(x.proba, y.proba)


def test_tampered_model_fails_closed(tmp_path, tiny_model):
    d = tmp_path / "m"
    tiny_model.to_disk(d)
    raw = bytearray((d / "stage1.crfsuite").read_bytes())
    raw[len(raw) // 2] ^= 0xFF
    (d / "stage1.crfsuite").write_bytes(bytes(raw))
    with pytest.raises(ModelError):
        CRFBase.from_disk(d)
    tiny_model.to_disk(d)
    (d / "stage2.json").unlink()
    with pytest.raises(ModelError):
        CRFBase.from_disk(d)


def test_stage2_off_saves_single_model(tmp_path):
    m = CRFBase(stage2=False, **_FAST).fit(_tiny_corpus(4))
    assert m.crf2_ is None
    m.to_disk(tmp_path / "m")
    assert not (tmp_path / "m" / "stage2.crfsuite").exists()
    loaded = CRFBase.from_disk(tmp_path / "m")
    doc = _tiny_corpus(5)[4]
    assert loaded.predict([doc]) == m.predict([doc])


# --------------------------------------------------------------------------- stage-2 features


@pytest.mark.parametrize(
    "tags, runs",
    [
        (["O", "B-A", "I-A", "O"], [(1, 3, "A")]),
        (["B-A", "B-A", "I-B"], [(0, 1, "A"), (1, 2, "A"), (2, 3, "B")]),
        (["I-A", "I-A"], [(0, 2, "A")]),
        (["O", "O"], []),
    ],
)
def test_tag_runs(tags, runs):
    assert bio_runs(tags) == runs


def test_stage2_document_consistency_features():
    lows = ["dr.", "gil", "vino", ".", "gil", "volvió", "con", "ana", "gil", "."]
    tags = ["O", "B-DOCTOR", "O", "O", "O", "O", "O", "B-PATIENT", "I-PATIENT", "O"]
    f = stage2_features(lows, tags, None)
    # the second "gil" (tagged O) sees that its other occurrences are DOCTOR / PATIENT once each
    assert f[4]["s2.dtok_ent"] in ("DOCTOR", "PATIENT")
    assert f[4]["s2.self"] == "O" and f[4]["s2.-1"] == "O"
    # "gil" alone was a DOCTOR span: every occurrence of it is marked (the longer "ana gil" wins)
    assert f[4]["s2.dseq"] == "DOCTOR" and f[4]["s2.dseq_pos"] == "B"
    assert f[8]["s2.dseq"] == "PATIENT" and f[8]["s2.dseq_pos"] == "I"
    assert "s2.dtok" not in f[2]  # "vino" occurs once
    assert not any(k.endswith("_len") for row in f for k in row)


def test_stage2_corpus_stats_exclude_own_document():
    lows = ["juan", "llegó"]
    tags = ["B-PATIENT", "O"]
    stats = Stage2Stats()
    own = Stage2Stats.doc_counts(lows, tags)
    stats.add(*own)
    # with its own counts excluded, the document sees no corpus evidence at all
    f = stage2_features(lows, tags, stats, exclude=own)
    assert "s2.ctok" not in f[0] and "s2.cseq" not in f[0]
    other = Stage2Stats.doc_counts(["juan"], ["B-PATIENT"])
    stats.add(*other)
    f = stage2_features(lows, ["O", "O"], stats, exclude=own)
    assert f[0]["s2.ctok"] == "PATIENT" and f[0]["s2.cseq"] == "PATIENT"
    # a word never labelled PHI gets no corpus feature, pruned statistics or not (train = test)
    assert "s2.ctok" not in f[1]
    stats.prune()
    again = Stage2Stats.from_dict(json.loads(json.dumps(stats.to_dict())))
    assert again.tok == stats.tok and again.seq == stats.seq and "llegó" not in again.tok


# --------------------------------------------------------------------------- real data


@pytest.fixture(scope="module")
def meddocan_slice():
    from conftest import MEDDOCAN, need_shared

    need_shared(MEDDOCAN)
    from multideid.io import read_corpus

    train = sorted(read_corpus(MEDDOCAN / "train", "brat"), key=lambda d: d.id)[:40]
    dev = sorted(read_corpus(MEDDOCAN / "dev", "brat"), key=lambda d: d.id)[:10]
    return train, dev


@pytest.mark.slow
@pytest.mark.shared_data
def test_meddocan_slice_recall_floor(meddocan_slice, tmp_path):
    train, dev = meddocan_slice
    model = CRFBase(stage2=False, max_iterations=60).fit(train)
    preds = model.predict(dev)
    gold = {(d.id, s.start, s.end, s.label) for d in dev for s in d.gold}
    got = {(d.id, s.start, s.end, s.label) for d, sp in zip(dev, preds) for s in sp}
    tp = len(gold & got)
    recall, precision = tp / len(gold), tp / max(1, len(got))
    # 40 training documents already find most PHI exactly (measured ~0.85 / ~0.9)
    assert recall >= 0.75, recall
    assert precision >= 0.8, precision
    _assert_items_path_matches_dicts(model, dev)
    model.to_disk(tmp_path / "m")
    assert CRFBase.from_disk(tmp_path / "m").predict(dev) == preds


def test_save_into_own_directory_and_unfitted(tmp_path, tiny_model):
    tiny_model.to_disk(tmp_path / "m")
    loaded = CRFBase.from_disk(tmp_path / "m")
    loaded.to_disk(tmp_path / "m")  # re-saving a loaded model over itself keeps it intact
    doc = _tiny_corpus(2)[1]
    assert CRFBase.from_disk(tmp_path / "m").predict([doc]) == tiny_model.predict([doc])
    CRFBase(c1=0.2).to_disk(tmp_path / "u")
    unfitted = CRFBase.from_disk(tmp_path / "u")
    assert unfitted.c1 == 0.2
    with pytest.raises(NotFittedError):
        unfitted.predict([doc])


def test_loaded_model_predicts_without_sklearn_crfsuite(tmp_path, tiny_model):
    """Loading opens the native CRFsuite files with pycrfsuite alone: importing sklearn-crfsuite
    (and with it scikit-learn and scipy.stats) cost ~0.9 s of every run's start-up."""
    tiny_model.to_disk(tmp_path / "m")
    code = (
        "import sys\n"
        "from multideid.base_systems.crf import CRFBase\n"
        "from multideid.document import Document\n"
        f"m = CRFBase.from_disk({str(tmp_path / 'm')!r})\n"
        "spans = m.predict([Document('n', 'Atendido por el Dr. Sara Cano en Lugo el 02/04/2016.')])\n"
        "print(len(spans[0]), 'sklearn_crfsuite' in sys.modules, 'sklearn' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert int(out[0]) > 0 and out[1:] == ["False", "False"]
    # a loaded model saves to another directory (its file is copied) and loads identically
    CRFBase.from_disk(tmp_path / "m").to_disk(tmp_path / "copy")
    doc = _tiny_corpus(2)[1]
    assert CRFBase.from_disk(tmp_path / "copy").predict([doc]) == tiny_model.predict([doc])


def _assert_items_path_matches_dicts(model: CRFBase, docs) -> None:
    """The cached attribute lists fed to CRFsuite are each token's feature dict as pycrfsuite
    names it, restricted to the model's known attributes, each once; tags and marginals equal."""
    tagger = model.crf1_.tagger_
    known = model._known_attributes()
    labels = tagger.labels()
    for d in docs:
        items = model._items(d)
        dicts = model.feature_extractor_.transform(d)
        assert items is not None and len(items) == len(dicts)
        for f, lst in zip(dicts, items):
            want = [k + ":" + v if isinstance(v, str) else k for k, v in f.items()]
            assert sorted(lst) == sorted(a for a in want if a in known)
        a, ma = tagger.tag(dicts), [[tagger.marginal(lab, i) for lab in labels] for i in range(len(dicts))]
        b, mb = tagger.tag(items), [[tagger.marginal(lab, i) for lab in labels] for i in range(len(items))]
        assert a == b and ma == mb


@pytest.mark.parametrize("params", [{}, {"feature_set": "window", "window": 3}, {"feature_set": "minimal"}])
def test_cached_attribute_lists_tag_like_the_feature_dicts(params):
    docs = _tiny_corpus()
    model = CRFBase(stage2=False, max_iterations=30, **params).fit(docs[:6])  # rules and dictionary hits on
    extra = [Document("x", "Dr. Sara Cano, Lugo 02/04/2016 (tel. 982 123 456).\n\nAlta."), Document("e", "")]
    _assert_items_path_matches_dicts(model, docs + extra)
    assert model.predict_tokens([extra[1]])[0].tags == []


def test_a_feature_with_a_non_unit_weight_goes_through_the_dicts(monkeypatch):
    docs = _tiny_corpus()
    model = CRFBase(stage2=False, **_FAST).fit(docs[:6])
    before = model.predict_tokens(docs[6:])
    fx = model.feature_extractor_
    real = fx.word_features
    monkeypatch.setattr(fx, "word_features", lambda w: {**real(w), "bias": 0.5})
    model._known_ = None  # fresh caches
    assert model._items(docs[6]) is None
    calls = []
    real_transform = fx.transform
    monkeypatch.setattr(fx, "transform", lambda d: calls.append(d.id) or real_transform(d))
    after = model.predict_tokens(docs[6:])
    assert calls == [d.id for d in docs[6:]]
    assert all(x.tags == y.tags for x, y in zip(before, after))
    assert not all(np.array_equal(x.proba, y.proba) for x, y in zip(before, after))  # the weight counts


def test_a_model_whose_attributes_cannot_be_listed_tags_through_the_dicts(monkeypatch, tmp_path):
    docs = _tiny_corpus()
    CRFBase(stage2=False, **_FAST).fit(docs[:6]).to_disk(tmp_path / "m")
    model = CRFBase.from_disk(tmp_path / "m")
    before = model.predict(docs[6:])
    model._known_ = None

    class NoDump:
        def __init__(self, tagger):
            self._t = tagger

        def info(self):
            raise OSError("no temporary directory")

        def __getattr__(self, name):
            return getattr(self._t, name)

    monkeypatch.setattr(model.crf1_, "tagger_", NoDump(model.crf1_.tagger_), raising=False)
    assert model._items(docs[6]) is None
    assert model.predict(docs[6:]) == before


def test_min_word_docs_keeps_single_note_words_out_of_the_model(tmp_path):
    import pycrfsuite

    # "Ana Ruiz" is the doctor of notes 0 and 8: in two notes; every other name is in one
    docs = _tiny_corpus(10)
    m = CRFBase(min_word_docs=2, **_FAST).fit(docs)
    m.to_disk(tmp_path / "m")
    t = pycrfsuite.Tagger()
    t.open(str(next((tmp_path / "m").glob("*.crfsuite"))))
    attrs = {a for a, _ in t.info().state_features}
    words = {a.split(":", 2)[-1] for a in attrs if a == "w" or a.startswith(("w:", "-1:w:", "+1:w:", "-2:w:", "+2:w:"))}
    assert "luis" not in words and "gil" not in words and "marta" not in words  # one note each
    assert "paciente" in words or "dr." in words  # words of every note stay
    assert not any("luis" in a for a in attrs if "|" in a)  # nor in word pairs
    # it still finds names it never saw as words: by shape, affixes and context
    pred = m.predict([_tiny_corpus(10)[3]])[0]
    assert any(s.label == "DOCTOR" for s in pred)
    with pytest.raises(UsageError, match="min_word_docs"):
        CRFBase(min_word_docs=0, **_FAST).fit(docs)


def test_hit_dropout_trains_a_different_model_that_still_predicts_with_every_hit():
    from multideid.synth import generate_corpus

    docs = generate_corpus(8, seed=1, split="train")
    fast = dict(max_iterations=30)
    plain = CRFBase(**fast).fit(docs)
    dropped = CRFBase(hit_dropout=0.5, **fast).fit(docs)
    assert dropped.get_params()["hit_dropout"] == 0.5
    # the stored extractor is the same (dropout shapes training only) ...
    assert dropped.feature_extractor_.to_dict() == plain.feature_extractor_.to_dict()
    test = generate_corpus(2, seed=2, split="test")
    fresh = CRFBase(**fast).fit(docs).feature_extractor_
    assert dropped.feature_extractor_.transform(test[0]) == fresh.transform(test[0])
    # ... the weights are not: the model learned from features without some hits
    w_plain = dict(plain.crf1_.state_features_)
    w_drop = dict(dropped.crf1_.state_features_)
    assert w_plain != w_drop
    assert dropped.predict(test)  # it still tags
