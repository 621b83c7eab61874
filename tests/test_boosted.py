"""The ``boosted`` base: 2-of-3 vote, phrase standardisation, structured parts, learners, I/O."""

from __future__ import annotations

import sys

import numpy as np
import pytest

import multideid.base_systems.boosted as b_mod
import multideid.base_systems.svm as svm_mod
from multideid.base_systems.base import NotFittedError
from multideid.base_systems.boosted import BoostedBase
from multideid.base_systems.boosted_phrases import (
    cautious_vote,
    find_occurrences,
    standardise_phrases,
    structured_mask,
    trigger_ngram,
    variant_allows,
)
from multideid.document import Document, Span
from multideid.errors import DataError, ModelError, UsageError
from multideid.tokenizer import tokenize

from token_asserts import assert_same_token_predictions, fast_and_dict_paths


class TinyExtractor:
    """A minimal stand-in with the FeatureExtractor interface (fast unit tests)."""

    def fit(self, docs):
        return self

    def transform(self, doc):
        w = doc.tokens.words
        rows = []
        for i in range(len(w)):
            f = {"bias": 1.0, "w": w[i].lower(), "title": w[i].istitle(), "digit": w[i].isdigit()}
            f["-1:w"] = w[i - 1].lower() if i else "<s>"
            f["+1:w"] = w[i + 1].lower() if i + 1 < len(w) else "</s>"
            if i and w[i - 1] == "Paciente":
                f["trig.L1.1"] = "paciente"
            rows.append(f)
        return rows

    def transform_many(self, docs):
        return [self.transform(d) for d in docs]

    def to_dict(self):
        return {}

    @classmethod
    def from_dict(cls, d):
        return cls()


@pytest.fixture
def tiny_fx(monkeypatch):
    # boosted imported these names from svm: patch them where boosted looks them up
    monkeypatch.setattr(b_mod, "make_feature_extractor", lambda params: TinyExtractor())
    monkeypatch.setattr(b_mod, "load_feature_extractor", lambda path: TinyExtractor())


def _doc(i: int, name: str, city: str, year: str) -> Document:
    text = f"Nombre: {name}\nPaciente {name} de {city} visto en {year} . Vive en {city} .\nDr. Ruiz"
    spans = set()
    for value, label in ((name, "NAME"), (city, "CITY"), (year, "DATE"), ("Ruiz", "NAME")):
        start = -1
        while (start := text.find(value, start + 1)) != -1:
            spans.add(Span(start, start + len(value), label))
    return Document(f"d{i}", text, sorted(spans))


NAMES = ["Juan", "Ana", "Luis", "Marta", "Pedro", "Lucia", "Carlos", "Elena", "Jorge", "Sara", "Raul", "Irene"]
CITIES = ["Madrid", "Sevilla", "Bilbao", "Vigo", "Cadiz", "Soria", "Lugo", "Teruel", "Avila", "Leon", "Jaen", "Zamora"]
TRAIN = [_doc(i, n, c, str(1990 + i)) for i, (n, c) in enumerate(zip(NAMES, CITIES))] * 3
TEST = [_doc(99, "Rosa", "Toledo", "2011"), _doc(98, "Pablo", "Huesca", "2005")]
SMALL = dict(n_estimators=10, max_features=200, min_count=1, o_sample=1.0)


# --------------------------------------------------------------------------- hand-made cases


def _p(rows):
    """Probability matrix from rows over the classes [O, NAME, CITY]."""
    return np.array(rows, dtype=float)


@pytest.mark.parametrize(
    "m1,m2,m3,expected",
    [
        # two of three say NAME -> NAME
        ([0.1, 0.8, 0.1], [0.2, 0.7, 0.1], [0.9, 0.05, 0.05], 1),
        # only one says PHI -> O (cautious)
        ([0.1, 0.8, 0.1], [0.9, 0.05, 0.05], [0.8, 0.1, 0.1], 0),
        # all three PHI, 2 CITY vs 1 NAME -> CITY
        ([0.1, 0.8, 0.1], [0.2, 0.1, 0.7], [0.3, 0.1, 0.6], 2),
        # two PHI that disagree -> still PHI, the label with the higher mean probability
        ([0.1, 0.8, 0.1], [0.4, 0.0, 0.6], [0.9, 0.05, 0.05], 1),
        ([0.1, 0.1, 0.8], [0.4, 0.5, 0.1], [0.9, 0.05, 0.05], 2),
    ],
)
def test_cautious_vote(m1, m2, m3, expected):
    cls, score, mean = cautious_vote([_p([m1]), _p([m2]), _p([m3])])
    assert cls.tolist() == [expected]
    assert score[0] == pytest.approx(mean[0, expected])
    assert 0.0 <= score[0] <= 1.0


def test_single_model_vote_is_argmax_with_threshold():
    cls, _, _ = cautious_vote([_p([[0.6, 0.4, 0.0], [0.3, 0.2, 0.5]])], threshold=0.5)
    assert cls.tolist() == [0, 2]
    cls, _, _ = cautious_vote([_p([[0.6, 0.4, 0.0]])], threshold=0.3)
    assert cls.tolist() == [1]


@pytest.mark.parametrize(
    "words,tags,expected",
    [
        # "Ana Ruiz" predicted once as NAME: the second occurrence (missed) is labelled too
        ("Ana Ruiz vino . Ana Ruiz se fue".split(), ["NAME", "NAME", "O", "O", "O", "O", "O", "O"],
         ["NAME", "NAME", "O", "O", "NAME", "NAME", "O", "O"]),
        # the longest matching phrase wins over a shorter one with another label
        ("Hospital La Paz y La Paz".split(), ["HOSP", "HOSP", "HOSP", "O", "LOC", "LOC"],
         ["HOSP", "HOSP", "HOSP", "O", "LOC", "LOC"]),
        ("La Paz Hospital ; Hospital La Paz".split(), ["LOC", "LOC", "O", "O", "HOSP", "HOSP", "HOSP"],
         ["LOC", "LOC", "O", "O", "HOSP", "HOSP", "HOSP"]),
        # a relabelled occurrence: the phrase's majority label
        ("San Juan , San Juan , San Juan".split(), ["LOC", "LOC", "O", "LOC", "LOC", "O", "NAME", "NAME"],
         ["LOC", "LOC", "O", "LOC", "LOC", "O", "LOC", "LOC"]),
        # single-token predictions are not spread
        ("Ana y Ana".split(), ["NAME", "O", "O"], ["NAME", "O", "O"]),
        # nor are phrases of lower-case function words
        ("de la casa de la".split(), ["LOC", "LOC", "O", "O", "O"], ["LOC", "LOC", "O", "O", "O"]),
    ],
)
def test_standardise_phrases(words, tags, expected):
    scores = np.array([0.9 if t != "O" else 0.8 for t in tags], dtype=np.float32)
    begins = np.array([t != "O" and (i == 0 or tags[i - 1] != t) for i, t in enumerate(tags)])
    new_tags, new_scores, new_begins = standardise_phrases(words, list(tags), scores, begins)
    assert new_tags == expected
    for i, (old, new) in enumerate(zip(tags, new_tags)):
        if old != new and new != "O":
            assert new_scores[i] == pytest.approx(0.9)


def test_find_occurrences_longest_first():
    phrases = {("la", "paz"): "LOC", ("hospital", "la", "paz"): "HOSP"}
    assert find_occurrences("el Hospital La Paz de La Paz".split(), phrases) == [(1, 4, "HOSP"), (5, 7, "LOC")]


def test_structured_mask():
    toks = tokenize("Nombre: Ana Ruiz.\nFecha de ingreso: 16/03/2017.\nTexto libre escrito por la paciente Ana: no.\nfin")
    mask = structured_mask(toks, tail_lines=0)
    got = [w for w, m in zip(toks.words, mask) if m]
    assert got == ["Ana", "Ruiz", ".", "16/03/2017", "."]
    assert structured_mask(toks, tail_lines=1)[-1]


@pytest.mark.parametrize(
    "column,n,token,phrase,ngram",
    [
        ("trig.L1.1=paciente", 1, True, False, True),
        ("trig.R2.3=de la paz", 3, False, True, True),
        ("trig.L1.lab=NAME", 0, False, False, True),
        ("trig.any", 0, False, False, True),
        ("w=ana", None, True, True, True),
    ],
)
def test_trigger_variants(column, n, token, phrase, ngram):
    assert trigger_ngram(column) == n
    assert [variant_allows(column, v, True) for v in ("token", "phrase", "ngram")] == [token, phrase, ngram]
    assert variant_allows("tdict=NAME", "ngram", True) and not variant_allows("tdict=NAME", "ngram", False)


# --------------------------------------------------------------------------- learners


@pytest.mark.parametrize("algorithm", ["lightgbm", "forest", "adaboost"])
def test_fit_predict_save_load_identical(tiny_fx, algorithm, tmp_path):
    m = BoostedBase(algorithm=algorithm, **SMALL)
    assert m.fit(TRAIN) is m
    assert set(m.models_) == {"pass1", "token", "phrase", "ngram"}
    # the token model never sees phrase triggers and vice versa
    names = m.encoder_.names_
    assert all(variant_allows(names[j], "token", True) for j in m.columns_["token"])
    spans = m.predict(TEST)
    found = {(TEST[0].span_text(s), s.label) for s in spans[0]}
    assert ("Rosa", "NAME") in found and ("Toledo", "CITY") in found
    assert all(s.source == "boosted" and 0 <= s.score <= 1 for d in spans for s in d)
    tp = m.predict_tokens(TEST)[0]
    assert tp.proba.shape == (len(TEST[0].tokens), len(m.classes_))
    np.testing.assert_allclose(tp.proba.sum(axis=1), 1.0, rtol=1e-5)
    m.to_disk(tmp_path / "m")
    loaded = BoostedBase.from_disk(tmp_path / "m")
    assert loaded.predict(TEST) == spans
    assert [s.score for d in loaded.predict(TEST) for s in d] == pytest.approx([s.score for d in spans for s in d])


def _predict_in_child(m, conn):
    conn.send(m.predict(TEST))
    conn.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork start method (Linux) only")
def test_lightgbm_predicts_in_a_forked_worker(tiny_fx):
    """`run --jobs` forks its workers after loading the model. LightGBM must not predict with
    its default OpenMP team there: a forked child cannot start the team its parent created, and
    hangs. Here the parent predicts first (its team exists), then a forked child predicts."""
    import multiprocessing

    m = BoostedBase(algorithm="lightgbm", **SMALL).fit(TRAIN)
    expected = m.predict(TEST)
    ctx = multiprocessing.get_context("fork")
    recv, send = ctx.Pipe(duplex=False)
    child = ctx.Process(target=_predict_in_child, args=(m, send))
    child.start()
    got = recv.recv() if recv.poll(120) else None
    child.join(10)
    if child.is_alive():
        child.kill()
    assert got == expected, "the forked LightGBM prediction hung or differed"


def test_single_model_without_iteration(tiny_fx, tmp_path):
    """One n-gram model, no vote, no second pass: on these notes it still finds exactly the gold
    spans (the reference), and it keeps them through save/load."""
    m = BoostedBase(vote=False, iterative=False, standardise=False, **SMALL).fit(TRAIN)
    assert list(m.models_) == ["ngram"]
    got = m.predict(TEST)
    assert [[(s.start, s.end, s.label) for s in sorted(d)] for d in got] == \
        [[(s.start, s.end, s.label) for s in sorted(d.gold)] for d in TEST]
    assert all(s.source == "boosted" and 0 < s.score <= 1 for d in got for s in d) and any(got)
    m.to_disk(tmp_path / "m")
    assert BoostedBase.from_disk(tmp_path / "m").predict(TEST) == got


def test_tampered_model_fails_closed(tiny_fx, tmp_path):
    m = BoostedBase(**SMALL).fit(TRAIN)
    m.to_disk(tmp_path / "m")
    (tmp_path / "m" / "token.detector.lgb.txt").write_text("garbage", encoding="utf-8")
    with pytest.raises(ModelError):
        BoostedBase.from_disk(tmp_path / "m")
    (tmp_path / "m" / "token.detector.lgb.txt").unlink()
    with pytest.raises(ModelError):
        BoostedBase.from_disk(tmp_path / "m")


def test_skops_refuses_foreign_types(tiny_fx, tmp_path):
    import skops.io as sio

    m = BoostedBase(algorithm="forest", **SMALL).fit(TRAIN)
    m.to_disk(tmp_path / "m")
    sio.dump({"x": Span(0, 1, "X")}, tmp_path / "m" / "token.detector.skops")
    with pytest.raises(ModelError, match="outside scikit-learn"):
        BoostedBase.from_disk(tmp_path / "m")


def test_predict_before_fit_raises():
    with pytest.raises(NotFittedError):
        BoostedBase().predict(TEST)


@pytest.mark.parametrize(
    "params",
    [{"algorithm": "xgb"}, {"o_sample": 0.0}, {"threshold": 1.0}, {"max_features": 0}, {"learning_rate": 0}],
)
def test_bad_params_raise(tiny_fx, params):
    with pytest.raises(UsageError):
        BoostedBase(**params).fit(TRAIN)


@pytest.mark.parametrize("docs", [[], [Document("x", "no gold")], [Document("x", "nothing", gold=[])]])
def test_bad_training_data_raises(tiny_fx, docs):
    with pytest.raises(DataError):
        BoostedBase().fit(docs)


# --------------------------------------------------------------------------- real data


@pytest.mark.slow
@pytest.mark.shared_data
def test_meddocan_slice(meddocan_dir):
    from multideid.io import read_corpus

    train = sorted(read_corpus(meddocan_dir / "train", "brat"), key=lambda d: d.id)[:40]
    dev = sorted(read_corpus(meddocan_dir / "dev", "brat"), key=lambda d: d.id)[:10]
    m = BoostedBase(n_estimators=40, max_features=1500).fit(train)
    pred = m.predict(dev)
    gold = {(d.id, s.start, s.end, s.label) for d in dev for s in d.gold}
    got = {(d.id, s.start, s.end, s.label) for d, ps in zip(dev, pred) for s in ps}
    recall = len(gold & got) / len(gold)
    precision = len(gold & got) / max(len(got), 1)
    # a broken encoding, vote or decoder falls far below these
    assert recall > 0.6 and precision > 0.5, (recall, precision)


def test_predict_tokens_fast_path_equals_dict_path(monkeypatch):
    """With the real feature extractor, prediction from the factored features (no token dicts;
    trusted-dictionary columns added to the first-pass matrix) gives the dict path's outputs."""
    m = BoostedBase(**SMALL).fit(TRAIN)
    docs = TEST + [Document("e", ""), _doc(97, "Juan", "Madrid", "1990")]
    fast, slow = fast_and_dict_paths(m, docs, monkeypatch)
    assert_same_token_predictions(fast, slow)
    assert any(t != "O" for tp in fast for t in tp.tags)


def test_fit_from_factored_features_equals_dict_path(monkeypatch):
    """fit encodes its training matrix (with the gold trusted-dictionary columns) from the
    factored features: the same vocabulary, columns and predictions as the dict path."""
    from multideid.base_systems.sparse_encoder import SparseEncoder

    fast = BoostedBase(**SMALL).fit(TRAIN)
    monkeypatch.setattr(SparseEncoder, "supports", staticmethod(lambda fx: False))
    slow = BoostedBase(**SMALL).fit(TRAIN)
    assert fast.encoder_.names_ == slow.encoder_.names_
    assert any(n.startswith("tdict") for n in fast.encoder_.names_)
    assert all((fast.columns_[s] == slow.columns_[s]).all() for s in slow.columns_)
    for x, y in zip(fast.predict_tokens(TEST), slow.predict_tokens(TEST)):
        assert x.tags == y.tags
        np.testing.assert_array_equal(x.proba, y.proba)


def test_only_variant_predicts_with_one_model_and_then_votes_again(tiny_fx):
    """`only_variant` (benchmarks/learned_bases.py): each trigger variant's own model, then the
    2-of-3 vote again; a variant that was not trained is a usage error."""
    from multideid.errors import UsageError

    m = BoostedBase(algorithm="forest", **SMALL).fit(TRAIN)
    voted = m.predict_tokens(TEST)
    singles = {}
    for v in ("token", "phrase", "ngram"):
        with m.only_variant(v):
            singles[v] = m.predict_tokens(TEST)
    again = m.predict_tokens(TEST)
    assert all(np.array_equal(a.proba, b.proba) for a, b in zip(voted, again))
    assert any(not np.array_equal(a.proba, b.proba) for s in singles.values() for a, b in zip(voted, s))
    with pytest.raises(UsageError, match="no trained variant 'nope'"):
        with m.only_variant("nope"):
            pass
