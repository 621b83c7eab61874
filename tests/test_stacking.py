"""The stacker: out-of-fold training, leakage, label mapping, decoding, combiners, thresholds."""

from __future__ import annotations

import numpy as np
import pytest

from multideid.base_systems.base import BaseSystem
from multideid.document import Document, Span
from multideid.stacking.combiners import LabelMaps, combine
from multideid.stacking.meta_features import MetaFeaturizer, make_views
from multideid.tokenizer import word_shape
from multideid.stacking.oof import document_folds, strict_scores
from multideid.stacking.training import oof_predict
from multideid.stacking.stacker import Stacker
from multideid.base_systems.base import TokenPrediction
from multideid.tokenizer import tokenize

from stacking_fakes import FakeDates, FakeMemoriser, FakeWords, fake_config, make_corpus


@pytest.fixture(scope="module")
def train_docs():
    return make_corpus(48, seed=0)


@pytest.fixture(scope="module")
def test_docs():
    return make_corpus(24, seed=1, offset=500)


# --------------------------------------------------------------------------- folds


@pytest.mark.parametrize("n,k", [(2, 5), (10, 3), (48, 5), (7, 7)])
def test_document_folds_partition_documents(n, k):
    folds = document_folds(n, k, seed=3)
    allidx = np.concatenate(folds)
    assert sorted(allidx.tolist()) == list(range(n))  # every document held out exactly once
    assert len(folds) == min(k, n)
    assert max(map(len, folds)) - min(map(len, folds)) <= 1
    again = document_folds(n, k, seed=3)
    assert all((a == b).all() for a, b in zip(folds, again))  # seeded


def test_document_folds_need_two_documents():
    from multideid.errors import DataError

    with pytest.raises(DataError):
        document_folds(1, 5)


class _Spy(FakeWords):
    """Records whether it was ever asked to predict a document that still carried gold."""

    name = "spy"
    saw_gold: list = []

    def predict(self, docs):
        _Spy.saw_gold.extend(d.gold is not None for d in docs)
        return super().predict(docs)


def test_oof_predicts_each_document_once_from_a_model_that_did_not_see_it(train_docs):
    folds = document_folds(len(train_docs), 4, 0)
    fitted_on: list[set] = []

    class Recorder(FakeWords):
        def fit(self, docs):
            fitted_on.append({d.id for d in docs})
            return super().fit(docs)

        def predict(self, docs):
            ids = {d.id for d in docs}
            assert not ids & fitted_on[-1], "a held-out document was in the training fold"
            assert all(d.gold is None for d in docs), "held-out documents must not carry gold"
            return super().predict(docs)

    out = oof_predict(Recorder, train_docs, folds)
    assert len(fitted_on) == 4
    assert all(tp is not None for tp in out)


def test_knowledge_based_base_is_predicted_once(train_docs):
    calls = []

    class Once(FakeDates):
        def predict(self, docs):
            calls.append(len(docs))
            return super().predict(docs)

    oof_predict(Once, train_docs, document_folds(len(train_docs), 5, 0))
    assert calls == [len(train_docs)]


# --------------------------------------------------------------------------- leakage


def _views_for(bases: dict[str, BaseSystem], docs):
    tps = {b: s.predict_tokens([d.copy(gold=None) for d in docs]) for b, s in bases.items()}
    return [make_views({b: tps[b][i] for b in bases}, len(d.tokens)) for i, d in enumerate(docs)]


def _gold_bio(docs):
    from multideid.tokenizer import spans_to_bio

    return [spans_to_bio(d.tokens, d.gold).tags for d in docs]


def test_memorising_base_is_not_trusted(tmp_path, train_docs, test_docs):
    """OOF training: the memoriser looks useless out of fold, so the stacker ignores it.

    Contrast: a stacker trained on in-sample predictions trusts the memoriser and collapses on
    new documents.  The same code path would fail this test if OOF predictions leaked labels.
    """
    from multideid.ensemble import fit_model

    cfg = fake_config({"dates": "fake_dates", "words": "fake_words", "mem": "fake_memoriser"}, folds=4, store_subsets="none")
    ens = fit_model(cfg, train_docs, tmp_path / "m")
    trust = ens.stacker.trust_table(ens.label_maps)
    assert trust["FECHAS"]["dates"] > 0.3
    assert max(v for v in (trust[c]["mem"] for c in trust) if v is not None) < 0.15
    preds = ens.predict(test_docs)
    good = strict_scores([d.gold for d in test_docs], [p.spans for p in preds])
    assert good["f1"] > 0.8

    # in-sample stacker: the memoriser is perfect on the training documents
    bases = {"dates": FakeDates(), "words": FakeWords().fit(train_docs), "mem": FakeMemoriser().fit(train_docs)}
    for n, b in bases.items():
        b.instance_name = n
    # settings of the in-sample stacker this test was calibrated on (C 0.1, o_weight 0.5, token decoding)
    naive = Stacker(list(bases), C=0.1, o_weight=0.5, decode="token", neighbour_proba=False).fit(_views_for(bases, train_docs), [d.tokens for d in train_docs], _gold_bio(train_docs))
    naive_trust = naive.trust_table(LabelMaps())
    assert max(v for v in (naive_trust[c]["mem"] for c in naive_trust) if v is not None) > 0.5
    test_views = _views_for(bases, test_docs)
    bad = strict_scores([d.gold for d in test_docs],
                        [naive.predict_doc(v, d.tokens) for v, d in zip(test_views, test_docs)])
    assert bad["f1"] < good["f1"] - 0.1


# --------------------------------------------------------------------------- label mapping


def test_stacker_learns_base_label_mapping(tmp_path, train_docs, test_docs):
    """A base that says DATE where the corpus says FECHAS: the stacker outputs FECHAS."""
    from multideid.ensemble import fit_model

    cfg = fake_config({"dates": "fake_dates", "doctors": "fake_doctors"}, folds=3, store_subsets="none")
    ens = fit_model(cfg, train_docs, tmp_path / "m")
    assert ens.label_maps.map("dates", "DATE") == "FECHAS"
    assert ens.label_maps.map("doctors", "NAME") == "NOMBRE_PERSONAL_SANITARIO"
    preds = ens.predict(test_docs)
    out_labels = {s.label for p in preds for s in p.spans}
    assert "DATE" not in out_labels and "FECHAS" in out_labels
    gold_dates = [[s for s in d.gold if s.label == "FECHAS"] for d in test_docs]
    pred_dates = [[s for s in p.spans if s.label == "FECHAS"] for p in preds]
    assert strict_scores(gold_dates, pred_dates)["f1"] == 1.0


def test_stacker_merges_word_spans_into_multiword_names(tmp_path, train_docs, test_docs):
    """FakeWords tags single words; gold names are two words: the stacker learns I- continuation."""
    from multideid.ensemble import fit_model

    cfg = fake_config({"words": "fake_words", "dates": "fake_dates"}, folds=4, store_subsets="none")
    ens = fit_model(cfg, train_docs, tmp_path / "m")
    preds = ens.predict(test_docs)
    gold = [[s for s in d.gold if s.label == "NOMBRE_SUJETO_ASISTENCIA"] for d in test_docs]
    stack = [[s for s in p.spans if s.label == "NOMBRE_SUJETO_ASISTENCIA"] for p in preds]
    base = [[s for s in ens.label_maps.map_spans("words", p.base_spans["words"]) if s.label == "NOMBRE_SUJETO_ASISTENCIA"] for p in preds]
    assert strict_scores(gold, base)["f1"] < 0.3  # word-level spans never match two-word names
    assert strict_scores(gold, stack)["f1"] > 0.7


# --------------------------------------------------------------------------- features


def test_meta_feature_names_are_readable():
    toks = tokenize("Seen on 3/4/2001 by Dr. Vidal")
    n = len(toks)
    tags = ["O"] * n
    i = toks.words.index("3/4/2001")
    tags[i] = "B-DATE"
    tp = TokenPrediction(tags, np.full(n, 0.9, np.float32), np.array([t.startswith("B-") for t in tags]))
    cand, rows = MetaFeaturizer(["rules"], window=1).doc_features(make_views({"rules": tp}, n), toks)
    assert list(cand) == [i - 1, i, i + 1]
    centre = rows[1]
    for name in ("rules=DATE", "rules=B-DATE", "rules=DATE:score", "[-1]rules=O", "[+1]rules=O", "agree:any", "agree=DATE"):
        assert name in centre, name
    assert centre["rules=DATE:score"] == pytest.approx(0.9)
    assert rows[0]["[+1]rules=DATE"] == 1.0


@pytest.mark.parametrize("word,shape", [("García", "Xx"), ("03/18/2001", "d/d/d"), ("ABC12", "Xd"), (",", ",")])
def test_word_shape(word, shape):
    assert word_shape(word, brief=True) == shape


def test_base_with_wrong_token_count_is_a_model_error():
    from multideid.errors import ModelError

    tp = TokenPrediction(["O"], np.zeros(1), np.zeros(1, bool))
    with pytest.raises(ModelError):
        tp.normalized(3, "broken")


# --------------------------------------------------------------------------- combiners


def _view(tags: list[str], score: float = 1.0) -> TokenPrediction:
    """Hand-made view; tags may carry B-/I- prefixes to mark begins."""
    n = len(tags)
    tp = TokenPrediction(tags, np.full(n, score, np.float32), np.array([t.startswith("B-") for t in tags]))
    return tp.normalized(n)


TEXT = "aa bb cc dd ee"


@pytest.mark.parametrize(
    "combiner,views,expected",
    [
        # token 0: 3/3 X; token 1: 2/3 X; token 2: 1/3 Y
        ("majority", [["X", "X", "O", "O", "O"], ["X", "X", "Y", "O", "O"], ["X", "O", "O", "O", "O"]], [(0, 5, "X")]),
        ("vote2of3", [["X", "X", "O", "O", "O"], ["X", "X", "Y", "O", "O"], ["X", "O", "O", "O", "O"]], [(0, 5, "X")]),
        ("union", [["X", "X", "O", "O", "O"], ["X", "X", "Y", "O", "O"], ["X", "O", "O", "O", "O"]], [(0, 5, "X"), (6, 8, "Y")]),
        # with 5 bases majority needs 3 votes, the cautious vote only 2
        ("majority", [["X", "O", "O", "O", "O"], ["X", "O", "O", "O", "O"], ["O"] * 5, ["O"] * 5, ["O"] * 5], []),
        ("vote2of3", [["X", "O", "O", "O", "O"], ["X", "O", "O", "O", "O"], ["O"] * 5, ["O"] * 5, ["O"] * 5], [(0, 2, "X")]),
        # begins: two adjacent X spans stay two spans when the voters say so
        ("union", [["B-X", "B-X", "O", "O", "O"]], [(0, 2, "X"), (3, 5, "X")]),
        # union label tie broken by votes: 2 x Y vs 1 x X
        ("union", [["O", "O", "X", "O", "O"], ["O", "O", "Y", "O", "O"], ["O", "O", "Y", "O", "O"]], [(6, 8, "Y")]),
    ],
)
def test_token_combiners(combiner, views, expected):
    toks = tokenize(TEXT)
    vs = {f"b{i}": _view(v) for i, v in enumerate(views)}
    got = [(s.start, s.end, s.label) for s in combine(combiner, toks, vs)]
    assert got == expected


def test_priority_merge_prefers_higher_priority_base():
    toks = tokenize(TEXT)
    views = {
        "tok": _view(["X", "X", "X", "O", "O"]),        # token model: one long span
        "crf": _view(["O", "Y", "Y", "O", "Z"]),        # crf: overlaps it, plus a span of its own
        "rules": _view(["O", "O", "O", "O", "O"]),
    }
    types = {"tok": "svm", "crf": "crf", "rules": "rules"}
    got = [(s.start, s.end, s.label) for s in combine("priority", toks, views, priority=["rules", "crf", "svm"], base_types=types)]
    assert got == [(3, 8, "Y"), (12, 14, "Z")]


def test_unknown_combiner_is_a_usage_error():
    from multideid.errors import UsageError

    with pytest.raises(UsageError):
        combine("median", tokenize(TEXT), {"a": _view(["O"] * 5)})


# --------------------------------------------------------------------------- thresholds


def test_min_recall_thresholds_raise_recall_of_weak_class():
    st = Stacker(["a"])
    st.classes_ = ["B-X", "I-X", "O"]
    # 10 gold X tokens: only 5 currently win over O
    scores = np.array([[0.5 if i < 5 else -0.5, -1.0, 0.0] for i in range(10)] + [[-1.0, -1.0, 1.0]] * 10)
    ys = ["B-X"] * 10 + ["O"] * 10
    th = st.tune_thresholds(scores, ys, 0.9)
    assert "X" in th and th["X"] > 0
    adj = scores + np.array([th["X"], th["X"], 0.0])
    won = (adj[:10].argmax(1) != 2).mean()
    assert won >= 0.9
    assert (adj[10:].argmax(1) == 2).all()  # O tokens with a clear margin stay O
    assert st.tune_thresholds(scores, ys, 0.0) == {}


def test_min_recall_offset_stops_where_it_would_flip_more_o_than_it_gains():
    st = Stacker(["a"])
    st.classes_ = ["B-X", "I-X", "O"]
    # 10 gold X tokens: 5 won; 3 missed by 0.5; 2 missed by 3.0, deep among the O tokens
    x = [[0.5, -1.0, 0.0]] * 5 + [[-0.5, -1.0, 0.0]] * 3 + [[-3.0, -1.0, 0.0]] * 2
    # 20 O tokens: X is 1.0 below O for all of them
    o = [[-1.0, -1.0, 0.0]] * 20
    scores = np.array(x + o)
    ys = ["B-X"] * 10 + ["O"] * 20
    th = st.tune_thresholds(scores, ys, 1.0)
    # reaching 100 % would take an offset of 3 and flip all 20 O tokens for 2 X tokens: it stops at 0.5
    assert 0.5 < th["X"] < 1.0
    rep = st.threshold_report_["X"]
    assert rep == {"tokens": 10, "recall_before": 0.5, "recall_after": 0.8, "capped": True}
    adj = scores + np.array([th["X"], th["X"], 0.0])
    assert (adj[10:].argmax(1) == 2).all()


def test_min_recall_counts_tokens_another_phi_class_wins_as_recalled():
    st = Stacker(["a"])
    st.classes_ = ["B-X", "B-Y", "O"]
    # X tokens all taken by Y (redacted anyway): no offset for X, whatever X's own margin
    scores = np.array([[-2.0, 0.5, 0.0]] * 10 + [[-1.0, -1.0, 0.0]] * 10)
    ys = ["B-X"] * 10 + ["O"] * 10
    assert st.tune_thresholds(scores, ys, 0.99) == {}


@pytest.fixture(scope="module")
def min_recall_pair(tmp_path_factory, train_docs):
    """The same fit without and with ``min_recall`` (about a second each)."""
    from multideid.ensemble import fit_model

    root = tmp_path_factory.mktemp("min_recall")
    out = {}
    for mr in (0.0, 0.999):
        cfg = fake_config({"words": "fake_words", "dates": "fake_dates"}, folds=3, store_subsets="none", min_recall=mr)
        out[mr] = fit_model(cfg, train_docs, root / f"m{mr}")
    return out[0.0], out[0.999]


def test_fit_with_min_recall_tunes_thresholds_that_change_decisions(min_recall_pair, test_docs):
    """fit tunes the per-class offsets on held-out decisions, stores them, and they change what
    the stacker decides: here the family members it labels as patients out of fold."""
    from multideid.evaluation import evaluate
    from multideid.ensemble import load_model

    plain, tuned = min_recall_pair
    assert plain.stacker.thresholds_ == {} and plain.meta["stacking"]["thresholds"] == {}
    th = tuned.stacker.thresholds_
    assert th, "min_recall 0.999 tuned no threshold although the stacker misses held-out PHI tokens"
    assert "FAMILIARES_SUJETO_ASISTENCIA" in th
    assert all(v > 0 for v in th.values())
    rep = tuned.meta["stacking"]["threshold_report"]
    assert set(th) <= set(rep)
    for ent in th:
        assert rep[ent]["recall_before"] < 0.999 and rep[ent]["recall_after"] > rep[ent]["recall_before"], rep[ent]
    # stored with the model and used after loading
    loaded = load_model(tuned.path)
    assert loaded.meta["stacking"]["thresholds"] == th and loaded.stacker.thresholds_ == th

    def spans(ens):
        return [[(s.start, s.end, s.label) for s in p.spans] for p in ens.predict(test_docs)]

    assert spans(loaded) == spans(tuned)
    assert spans(tuned) != spans(plain)

    def recall(ens, label):
        pred = [Document(id=d.id, text=d.text, gold=p.spans) for d, p in zip(test_docs, ens.predict(test_docs))]
        return evaluate(test_docs, pred)["entity_strict"]["per_label"][label]["recall"]

    assert recall(tuned, "FAMILIARES_SUJETO_ASISTENCIA") > recall(plain, "FAMILIARES_SUJETO_ASISTENCIA")
    assert recall(tuned, "FECHAS") == recall(plain, "FECHAS") == 1.0


def test_no_phi_anywhere_is_a_data_error(tmp_path):
    from multideid.errors import DataError
    from multideid.ensemble import fit_model

    docs = [Document(id=f"d{i}", text="nothing to see here", gold=[]) for i in range(4)]
    with pytest.raises(DataError):
        fit_model(fake_config({"dates": "fake_dates"}), docs, tmp_path / "m")


@pytest.mark.parametrize("decode,expected", [
    # token decoding follows the per-token argmax: the label flip in the middle splits the name
    ("token", [(0, 5, "HOSP"), (6, 8, "INST"), (9, 11, "HOSP")]),
    # span decoding keeps one span and gives it the label with the highest summed score
    ("span", [(0, 11, "HOSP")]),
    # viterbi: I-INST may not follow B-HOSP; the best valid path is B-HOSP I-HOSP I-HOSP
    ("viterbi", [(0, 11, "HOSP")]),
])
def test_decoding_modes(decode, expected):
    toks = tokenize("aaaaa bb cc dd")
    st = Stacker(["a"], decode=decode)
    st.classes_ = ["B-HOSP", "B-INST", "I-HOSP", "I-INST", "O"]
    S = np.array([
        [2.0, 0.0, 0.5, 0.0, -1.0],   # B-HOSP
        [-1.0, 0.1, 0.0, 0.6, -1.0],  # I-INST (a flip)
        [-1.0, -1.0, 0.9, 0.0, -1.0], # I-HOSP
        [-1.0, -1.0, -1.0, -1.0, 1.0],  # O
    ])
    cand = np.arange(4)
    if decode == "span":
        got = st._decode_spans(S, cand, toks, "stacker")
    elif decode == "viterbi":
        got = st._decode_viterbi(S, cand, toks, "stacker")
    else:
        from multideid.tokenizer import bio_to_spans

        got = bio_to_spans(toks, [st.classes_[k] for k in S.argmax(1)])
    assert [(s.start, s.end, s.label) for s in got] == expected


def test_viterbi_never_starts_a_run_inside_a_span_and_splits_runs():
    """Candidate runs are decoded separately, each starting after an O; an I- at a run start is
    impossible, so a lone I-X winner becomes the best valid alternative."""
    toks = tokenize("aa bb cc dd ee")
    st = Stacker(["a"], decode="viterbi")
    st.classes_ = ["B-X", "I-X", "O"]
    S = np.array([
        [0.4, 0.9, -1.0],  # I-X wins the argmax but cannot start a run: B-X
        [-1.0, 1.0, -1.0],  # I-X continues it
        [-1.0, 2.0, -0.5],  # next run (token 3): I-X impossible at the start; O beats B-X
    ])
    cand = np.array([0, 1, 3])
    got = [(s.start, s.end, s.label) for s in st._decode_viterbi(S, cand, toks, "stacker")]
    assert got == [(0, 5, "X")]


def test_unknown_decoder_is_refused():
    from multideid.errors import DataError

    with pytest.raises(DataError):
        Stacker(["a"], decode="beam")


def test_span_features_describe_position_and_boundary_agreement():
    toks = tokenize("Paciente Juan Pérez García ingresa")
    n = len(toks)
    a = ["O", "B-NOMBRE", "I-NOMBRE", "I-NOMBRE", "O"]
    b = ["O", "B-NOMBRE", "I-NOMBRE", "I-NOMBRE", "O"]
    c = ["O", "B-NOMBRE", "I-NOMBRE", "O", "O"]
    views = make_views({k: TokenPrediction(t, np.ones(n, np.float32), np.array([x.startswith("B-") for x in t]))
                        for k, t in (("a", a), ("b", b), ("c", c))}, n)
    cand, rows = MetaFeaturizer(["a", "b", "c"], window=1, span_features=True).doc_features(views, toks)
    row = {int(i): r for i, r in zip(cand, rows)}
    assert row[1]["a:pos=first"] == 1.0 and row[2]["a:pos=inner"] == 1.0 and row[3]["a:pos=last"] == 1.0
    assert row[1]["a:len=3"] == 1.0 and row[1]["c:len=2"] == 1.0
    assert row[1]["a:same_span=1"] == 1.0  # b marks the same extent, c a shorter one
    assert row[1]["c:same_span=0"] == 1.0 and row[2]["c:pos=last"] == 1.0


def test_context_words_never_include_phi_and_survive_save_load(tmp_path):
    from multideid.stacking.meta_features import learn_context_words

    docs = [tokenize(f"Dr. Vidal{i} visto el lunes por Dr. Vidal{i}") for i in range(4)]
    docs.append(tokenize("Dr. Garcia visto el lunes"))
    gold = []
    for t in docs:
        g = ["O"] * len(t)
        for k, w in enumerate(t.words):
            if w.startswith(("Vidal", "Garcia")):
                g[k] = "B-NOMBRE"
        gold.append(g)
    words = learn_context_words(docs, gold, min_docs=3)
    assert "dr." in words and "visto" in words
    assert not any(w.startswith(("vidal", "garcia")) for w in words)
    assert "lunes" in words
    st = Stacker(["a"], context_words=3).set_context_vocab(words)
    st.classes_ = ["B-X", "O"]
    from multideid.stacking.meta_features import Vocabulary

    st.vocab_ = Vocabulary(["w[-1]=dr."])
    st.coef_ = np.zeros((2, 1))
    st.intercept_ = np.zeros(2)
    st.save(tmp_path / "s")
    again = Stacker.load(tmp_path / "s")
    assert again.context_vocab_ == sorted(words) and again.featurizer.context_words == frozenset(words)


def _random_views(rng: np.random.Generator, n: int) -> dict[str, TokenPrediction]:
    """Four bases with random decisions; ``m`` reports marginals (``proba``), ``r`` ends spans."""
    labels = ["DATE", "NAME", "CITY"]
    out = {}
    for b in ("m", "r", "s", "t"):
        tags = [str(rng.choice(labels)) if rng.random() < 0.25 else "O" for _ in range(n)]
        begins = rng.random(n) < 0.3
        scores = rng.choice([0.2, 0.5, 0.7, 0.9, 1.0], size=n).astype(np.float32)
        proba = plabels = None
        if b == "m":
            proba = rng.dirichlet(np.ones(4) * 0.3, size=n).astype(np.float32)
            plabels = ["O", "B-DATE", "I-DATE", "NAME"]
        out[b] = TokenPrediction(tags, scores, begins, proba, plabels).normalized(n, b)
    return out


@pytest.mark.parametrize("window,token_features,neighbour_proba", [(2, True, True), (1, False, False), (2, True, False)])
def test_encode_doc_equals_the_feature_dicts_through_the_vocabulary(window, token_features, neighbour_proba):
    """The array encoder used at run time gives exactly the columns and values of the readable
    feature dicts (training's path), names missing from the vocabulary dropped alike."""
    rng = np.random.default_rng(window * 10 + token_features)
    words = ["Dr.", "Ana", "Gil", "12/03/2001", ",", "en", "Lugo", "(", "CP", "27001", ")", "."]
    docs = []
    for k in range(12):
        n = int(rng.integers(1, 40))
        text = "".join(str(rng.choice(words)) + ("\n" if rng.random() < 0.15 else " ") for _ in range(n))
        toks = tokenize(text)
        docs.append((toks, _random_views(rng, len(toks))))
    docs.append((tokenize("nada"), {b: _view(["O"]) for b in ("m", "r", "s", "t")}))  # no candidate
    fz = MetaFeaturizer(["m", "r", "s", "t"], window=window, token_features=token_features,
                        neighbour_proba=neighbour_proba)
    rows = [r for toks, v in docs[::2] for r in fz.doc_features(v, toks)[1]]  # half the docs: unseen names
    from multideid.stacking.meta_features import Vocabulary

    vocab = Vocabulary.fit(rows)
    checked = 0
    for toks, v in docs:
        cand, dict_rows = fz.doc_features(v, toks)
        cand2, X = fz.encode_doc(v, toks, vocab)
        np.testing.assert_array_equal(cand, cand2)
        want = vocab.transform(dict_rows).toarray()
        assert X.shape == want.shape
        np.testing.assert_array_equal(X.toarray(), want)
        checked += len(cand)
    assert checked > 100


@pytest.mark.parametrize("window,token_features,neighbour_proba", [(2, True, True), (1, False, False)])
def test_encode_training_equals_vocabulary_fit_and_transform_of_the_dicts(window, token_features, neighbour_proba):
    """Training encodes its rows with the array encoder and a growing vocabulary: the vocabulary
    and matrix must be exactly those Vocabulary.fit/transform give for the readable dicts."""
    from multideid.stacking.meta_features import Vocabulary
    from multideid.stacking.train_matrix import encode_training

    rng = np.random.default_rng(7 + window)
    words = ["Dr.", "Ana", "Gil", "12/03/2001", ",", "en", "Lugo", "(", "CP", "27001", ")", "."]
    toks_l, views_l = [], []
    for _ in range(15):
        n = int(rng.integers(1, 40))
        toks = tokenize("".join(str(rng.choice(words)) + ("\n" if rng.random() < 0.15 else " ") for _ in range(n)))
        toks_l.append(toks)
        views_l.append(_random_views(rng, len(toks)))
    toks_l.append(tokenize("nada"))  # a document without candidates
    views_l.append({b: _view(["O"]) for b in ("m", "r", "s", "t")})
    fz = MetaFeaturizer(["m", "r", "s", "t"], window=window, token_features=token_features,
                        neighbour_proba=neighbour_proba)
    vocab, X, cands = encode_training(fz, views_l, toks_l)
    rows, want_cands = [], []
    for v, toks in zip(views_l, toks_l):
        cand, r = fz.doc_features(v, toks)
        rows.extend(r)
        want_cands.append(cand)
    want_vocab = Vocabulary.fit(rows)
    assert vocab.names == want_vocab.names and len(vocab) > 50
    assert all(np.array_equal(a, b) for a, b in zip(cands, want_cands)) and len(cands) == len(toks_l)
    np.testing.assert_array_equal(X.toarray(), want_vocab.transform(rows).toarray())
