"""Unit tests of the shared token feature library (base_systems/features.py)."""

from __future__ import annotations

import json

import pytest

from multideid.base_systems.features import FeatureExtractor, short_shape, word_shape
from multideid.document import Document, Span
from multideid.errors import ModelError, UsageError


def _doc(text: str, spans=(), doc_id: str = "d") -> Document:
    gold = []
    for surface, label in spans:
        s = text.index(surface)
        gold.append(Span(s, s + len(surface), label))
    return Document(doc_id, text, gold=gold)


def _tok_index(doc: Document, word: str, nth: int = 0) -> int:
    hits = [i for i, w in enumerate(doc.tokens.words) if w == word]
    return hits[nth]


@pytest.mark.parametrize(
    "word, long, short",
    [
        ("PO/5mg", "AA-#aa", "A-#a"),
        ("Juan", "Aaaa", "Aa"),
        ("2001", "####", "#"),
        ("Dr.", "Aa-", "Aa-"),
        ("Martínez", "Aaaaaaaa", "Aa"),
        ("ABC-12x", "AAA-##a", "A-#a"),
        ("", "", ""),
    ],
)
def test_word_shapes(word, long, short):
    assert word_shape(word) == long
    assert short_shape(word) == short


def test_lexical_and_orthographic_features():
    doc = Document("d", "Paciente XIV con 5mg el 12/03/2015 y José.")
    f = FeatureExtractor(feature_set="window").transform(doc)
    assert len(f) == len(doc.tokens)
    date = f[_tok_index(doc, "12/03/2015")]
    assert date["w"] == "12/03/2015" and date["shape"] == "##-##-####" and date["shape2"] == "#-#-#"
    assert date["p1"] == "1" and date["p4"] == "12/0" and date["s1"] == "5" and date["s4"] == "2015"
    assert date["digit"] == 1.0 and date["punct_in"] == 1.0 and "alldigit" not in date
    mg = f[_tok_index(doc, "5mg")]
    assert mg["alnum_mix"] == 1.0 and mg["shape"] == "#aa" and "punct_in" not in mg
    assert f[_tok_index(doc, "XIV")]["roman"] == 1.0
    assert f[_tok_index(doc, "XIV")]["upper"] == 1.0
    assert "roman" not in f[_tok_index(doc, "José")]
    assert f[_tok_index(doc, "José")]["title"] == 1.0
    assert f[_tok_index(doc, ".")]["punct"] == 1.0


@pytest.mark.parametrize("window", [0, 1, 2, 3])
def test_window_copies_neighbours(window):
    doc = Document("d", "a b c d e f g")
    f = FeatureExtractor(window=window, feature_set="window").transform(doc)
    mid = f[3]  # "d"
    for o in range(1, window + 1):
        assert mid[f"-{o}:w"] == "abcdefg"[3 - o]
        assert mid[f"+{o}:w"] == "abcdefg"[3 + o]
    assert f"-{window + 1}:w" not in mid and f"+{window + 1}:w" not in mid
    if window >= 1:
        assert f[0]["-1:BOS"] == 1.0 and f[-1]["+1:EOS"] == 1.0
        assert "-1:w" not in f[0]


def test_minimal_set_is_smaller_and_caps_window():
    doc = Document("d", "Nombre: Juan Pérez García. Edad: 45 años.")
    full = FeatureExtractor(feature_set="full", use_rules=False, use_dictionary=False).transform(doc)
    minimal = FeatureExtractor(feature_set="minimal", window=3).transform(doc)
    assert all(len(m) < len(w) for m, w in zip(minimal, full))
    assert not any(k.startswith(("-2:", "+2:")) for row in minimal for k in row)
    assert "sec" not in minimal[0] and "sec" in full[0]


def test_section_line_and_sentence_features():
    lines = ["ANTECEDENTES:"] + [f"linea {k} texto." for k in range(20)] + ["Firmado por el doctor (Juan Ruiz) \"alta\"."]
    doc = Document("d", "\n".join(lines))
    fx = FeatureExtractor(use_rules=False, use_dictionary=False, triggers=False)
    f = fx.transform(doc)
    first = _tok_index(doc, "linea")
    assert f[first]["sec"] == "antecedentes"
    assert f[first]["linepos"] == "top"
    assert f[first]["sentpos"] == "first"
    assert f[_tok_index(doc, "linea", 15)]["linepos"] == "mid"
    last_line = _tok_index(doc, "Firmado")
    assert f[last_line]["linepos"] == "bottom"
    assert f[_tok_index(doc, "Juan")]["inbracket"] == 1.0
    assert "inbracket" not in f[_tok_index(doc, "doctor")]
    assert f[_tok_index(doc, "alta")]["inquote"] == 1.0
    assert "inquote" not in f[_tok_index(doc, "Juan")]
    assert f[_tok_index(doc, "texto")]["sentlen"] == "4-6"


def _trigger_corpus() -> list[Document]:
    names = ["Ana Ruiz", "Luis Gil", "Eva Sanz", "Pablo Mora", "Rosa Vega", "Juan Soto"]
    docs = []
    for k, name in enumerate(names):
        text = f"Acude el paciente a consulta. Atendido por el Dr. {name} en planta. Sin cambios en la planta."
        docs.append(_doc(text, [(name, "DOCTOR")], doc_id=f"t{k}"))
    return docs


def test_triggers_learned_from_tiny_corpus():
    docs = _trigger_corpus()
    fx = FeatureExtractor(use_rules=False, use_dictionary=False, trigger_min_count=3, trigger_top_k=50).fit(docs)
    table = fx.trigger_table_
    # "dr." precedes every name: a left trigger at distance 1 (first name) and 2 (surname)
    assert table[("L", 1, 1, "dr.")] == "DOCTOR"
    assert table[("L", 2, 1, "dr.")] == "DOCTOR"
    assert table[("R", 1, 1, "en")] == "DOCTOR"
    # words never next to PHI, or as often next to O as the base rate, are not triggers
    assert not any(g in ("acude", "sin", "cambios") for (_s, _d, _n, g) in table)
    assert len(table) <= 50
    new = Document("n", "Visto por el Dr. Marta Lasa hoy.")
    f = fx.transform(new)
    first = f[_tok_index(new, "Marta")]
    assert first["trig.L1.1"] == "dr." and first["trig.L1.lab"] == "DOCTOR" and first["trig.any"] == 1.0
    assert "trig.any" not in f[_tok_index(new, "Visto")]


def test_trigger_min_count_and_top_k_filter():
    docs = _trigger_corpus()
    few = FeatureExtractor(use_rules=False, use_dictionary=False, trigger_min_count=7).fit(docs)
    assert few.trigger_table_ == {}  # six names: nothing is seen 7 times
    top2 = FeatureExtractor(use_rules=False, use_dictionary=False, trigger_top_k=2).fit(docs)
    assert len(top2.trigger_table_) == 2
    off = FeatureExtractor(triggers=False, use_rules=False, use_dictionary=False).fit(docs)
    assert off.trigger_table_ == {}


def test_to_dict_roundtrip_is_json_and_identical():
    docs = _trigger_corpus()
    fx = FeatureExtractor(use_rules=False, use_dictionary=False, window=1).fit(docs)
    d = json.loads(json.dumps(fx.to_dict()))
    fx2 = FeatureExtractor.from_dict(d)
    assert fx2.get_params() == fx.get_params()
    probe = Document("p", "Atendido por el Dr. Nora Gil en planta.")
    assert fx2.transform(probe) == fx.transform(probe)


@pytest.mark.parametrize(
    "bad",
    [{"version": 99, "params": {}}, {"version": 1}, {"version": 1, "params": {"window": 2}, "triggers": [["L", 1]]}],
)
def test_from_dict_malformed_raises_model_error(bad):
    with pytest.raises(ModelError):
        FeatureExtractor.from_dict(bad)


@pytest.mark.parametrize("kw", [{"feature_set": "huge"}, {"window": -1}, {"window": 2.5}, {"trigger_min_count": 0}])
def test_bad_params_raise_usage_error(kw):
    with pytest.raises(UsageError):
        FeatureExtractor(**kw)


def test_rule_and_dictionary_hits_have_stable_names():
    pytest.importorskip("multideid.base_systems.rules")
    doc = Document("d", "Paciente: Juan García. Fecha de ingreso: 12/03/2015. Tel: 912 345 678.")
    fx = FeatureExtractor(use_dictionary=False, triggers=False).fit([])
    assert fx.hit_sources_used_ == ["rules"]
    f = fx.transform(doc)
    date = f[_tok_index(doc, "12/03/2015")]
    assert date.get("rules:any") == 1.0
    assert any(k.startswith("rules:") and k != "rules:any" for k in date)
    # the neighbours see the hit through the +-1 copies
    assert any(k.startswith("+1:rules:") for k in f[_tok_index(doc, "12/03/2015") - 1])
    # saved state remembers the hit source; a model must not silently lose it
    assert FeatureExtractor.from_dict(fx.to_dict()).hit_sources_used_ == ["rules"]


def test_empty_document_has_no_rows():
    assert FeatureExtractor().transform(Document("e", "")) == []
    assert FeatureExtractor().transform_many([Document("e", "  \n ")]) == [[]]


def test_word_classes_and_pairs():
    doc = Document("d", "Ingresó el 3 de Marzo con su madre, un lunes.")
    f = FeatureExtractor(use_rules=False, use_dictionary=False).transform(doc)
    assert f[_tok_index(doc, "Marzo")]["month"] == 1.0
    assert f[_tok_index(doc, "madre")]["kin"] == 1.0
    assert f[_tok_index(doc, "lunes")]["weekday"] == 1.0
    assert not any(k in f[_tok_index(doc, "Ingresó")] for k in ("month", "kin", "weekday"))
    i = _tok_index(doc, "Marzo")
    assert f[i]["-1:w|w"] == "de|marzo" and f[i - 1]["w|+1:w"] == "de|marzo"
    assert "-1:w|w" not in f[0] and "w|+1:w" not in f[-1]


def test_rule_and_dictionary_hits_are_scanned_once_per_document():
    """crf, svm and boosted share the hit scans of a document (cached on the document)."""
    from multideid.base_systems.features import FeatureExtractor

    doc = Document("d", "Seen by Dr. Smith on 03/12/2005 in Boston.")
    fx = FeatureExtractor(triggers=False)
    calls = []
    for kind, src in fx._sources().items():
        orig = src.token_hits

        def counted(d, _orig=orig, _kind=kind):
            calls.append(_kind)
            return _orig(d)

        src.token_hits = counted
    first = fx.transform(doc)
    second = FeatureExtractor(triggers=False)
    second._hit_sources = fx._hit_sources
    assert second.transform(doc) == first
    assert sorted(calls) == sorted(set(calls)) and calls  # one scan per source
    doc2 = Document("d", "Another text, Dr. Jones.")
    fx.transform(doc2)
    assert len(calls) == 2 * len(set(calls))
    assert any(k.startswith("rules:") for f in first for k in f)


# ---------------------------------------------------------------------- per-document memo

_MEMO_TEXT = (
    "INFORME CLÍNICO\n"
    "Nombre: Juan Pérez García. NHC: 4567890.\n"
    "Paciente de 45 años, natural de Madrid, ingresa el 12/03/2015 (urgencias).\n"
    "Remitido por el Dr. Luis Martínez desde el Hospital La Paz, \"sin incidencias\".\n"
    "Su madre vive en Sevilla. Contacto: juan.perez@example.com, tel. 912 345 678.\n"
    "Dr. Luis Martínez\n"
)


def _memo_corpus() -> list[Document]:
    docs = []
    for k, (name, city) in enumerate((("Juan Pérez", "Madrid"), ("Ana Ruiz", "Sevilla"), ("Eva Gil", "Toledo"))):
        text = f"Paciente {name} de {city}. Dr. {name} en {city}, 0{k + 1}/03/2015. Paciente {name}.\n"
        docs.append(_doc(text, [(name, "NAME"), (city, "CITY"), (f"0{k + 1}/03/2015", "DATE")], f"t{k}"))
    return docs


def _uncached_transform(fx: FeatureExtractor, doc: Document) -> list[dict]:
    """The extraction without any per-document memo (the algorithm before the memo)."""
    toks = doc.tokens
    words = toks.words
    n = len(words)
    if n == 0:
        return []
    k = fx.effective_window
    feats = [dict(fx.word_features(w)) for w in words]
    wins = [fx.window_features(w) for w in words]
    for o in range(-k, k + 1):
        if o == 0:
            continue
        marker = {f"{o:+d}:BOS" if o < 0 else f"{o:+d}:EOS": 1.0}
        for i in range(n):
            j = i + o
            if 0 <= j < n:
                feats[i].update(wins[j][o + k])
            elif j == -1 or j == n:
                feats[i].update(marker)
    if fx.full:
        lows = [f["w"] for f in feats]
        for i in range(1, n):
            pair = lows[i - 1] + "|" + lows[i]
            feats[i]["-1:w|w"] = pair
            feats[i - 1]["w|+1:w"] = pair
        fx._add_position(toks, feats)
        fx._add_hits(Document("x", doc.text), feats, k)  # fresh scans, not doc's hit cache
        if fx.trigger_table_:
            fx._add_triggers(words, feats)
    return feats


def _ordered(rows):
    return [list(r.items()) for r in rows]


@pytest.mark.parametrize(
    "params",
    [{}, {"window": 3}, {"window": 0}, {"feature_set": "window"}, {"feature_set": "minimal"}, {"use_rules": False}],
)
def test_memoised_features_equal_uncached_extraction(params):
    """Same dicts, same key order (crfsuite and the svm vocabulary see the order), first call,
    memo hit and a second extractor reading the memo alike."""
    fx = FeatureExtractor(trigger_min_count=1, **params).fit(_memo_corpus())
    if fx.full:
        assert fx.trigger_table_  # triggers are part of the comparison
    doc = _doc(_MEMO_TEXT)
    ref = _uncached_transform(fx, Document("ref", _MEMO_TEXT))
    first = fx.transform(doc)
    again = fx.transform(doc)
    loaded = FeatureExtractor.from_dict(fx.to_dict())
    other = loaded.transform(doc)
    assert _ordered(first) == _ordered(ref)
    assert _ordered(again) == _ordered(ref)
    # a loaded extractor lists its hit sources sorted (a fitted one: rules, dict), so its
    # hit keys come in another order; the memo keeps the two apart
    assert _ordered(other) == _ordered(_uncached_transform(loaded, Document("ref", _MEMO_TEXT)))
    assert sorted(map(sorted, _ordered(other))) == sorted(map(sorted, _ordered(ref)))


def test_one_base_cannot_corrupt_another_bases_features():
    """transform hands out fresh dicts; the memoised parts are read-only tuples."""
    corpus = _memo_corpus()
    crf_fx = FeatureExtractor(trigger_min_count=1).fit(corpus)
    svm_fx = FeatureExtractor(trigger_min_count=1).fit(corpus)
    doc = _doc(_MEMO_TEXT)
    ref = _uncached_transform(svm_fx, Document("ref", _MEMO_TEXT))
    rows = crf_fx.transform(doc)
    for r in rows:  # what boosted's tdict pass or a careless base could do
        r["tdict"] = "NAME"
        r["w"] = "changed"
        r.pop("sec", None)
        for key in [k for k in r if k.startswith(("trig.", "rules:", "dict:"))]:
            del r[key]
    assert _ordered(svm_fx.transform(doc)) == _ordered(ref)
    assert _ordered(crf_fx.transform(doc)) == _ordered(ref)
    parts = svm_fx.doc_parts(doc)
    with pytest.raises(AttributeError):
        parts.pos = ()
    for field in (parts.words, parts.pairs, parts.pos, parts.hits):
        assert isinstance(field, tuple) and all(isinstance(c, (tuple, str)) for c in field)
    assert all(isinstance(it, tuple) for c in parts.pos + parts.hits for it in c)
    assert all(isinstance(t, tuple) for t in svm_fx.trigger_parts(doc).values())


def test_memo_is_shared_keyed_by_trigger_table_and_bounded():
    import pickle

    corpus = _memo_corpus()
    a = FeatureExtractor(trigger_min_count=1).fit(corpus)
    b = FeatureExtractor(trigger_min_count=1).fit(corpus)  # same training data: same table
    c = FeatureExtractor(trigger_min_count=1).fit(corpus[:1])  # another table
    assert a.trigger_table_ == b.trigger_table_ != c.trigger_table_
    doc = _doc(_MEMO_TEXT)
    assert a.trigger_parts(doc) is b.trigger_parts(doc)  # computed once for both
    assert a.doc_parts(doc) is c.doc_parts(doc)  # same configuration
    assert _ordered(c.transform(doc)) == _ordered(_uncached_transform(c, Document("r", _MEMO_TEXT)))
    # one memo entry per configuration / table, bounded
    for top_k in range(1, 8):
        FeatureExtractor(trigger_min_count=1, trigger_top_k=top_k).fit(corpus).transform(doc)
    for w in range(0, 7):
        FeatureExtractor(window=w).transform(doc)
    memo = doc.__dict__["_feature_memo"]
    assert sum(k[0] == "trig" for k in memo) <= 2 and sum(k[0] == "parts" for k in memo) <= 4
    # a changed text or re-tokenised document is never served stale parts
    doc2 = pickle.loads(pickle.dumps(doc))  # only the token hits travel with a pickle
    assert doc2.__dict__["_feature_memo"] and {k[0] for k in doc2.__dict__["_feature_memo"]} == {"hits"}
    assert all(e[0] is doc2.text for e in doc2.__dict__["_feature_memo"].values())  # still valid there
    assert _ordered(a.transform(doc2)) == _ordered(a.transform(doc))
    doc3 = doc.copy()  # a copy shares the text and tokens, so it keeps the hits too
    assert set(doc3.memo) == {k for k in memo if k[0] == "hits"}
    doc3.text = doc.text + " "  # a changed text is never served the old hits
    assert _ordered(a.transform(doc3)) == _ordered(_uncached_transform(a, Document("r", doc3.text)))
    doc._tokens = None
    assert a.doc_parts(doc).words == tuple(doc.tokens.words)


def test_rule_and_gazetteer_scans_shared_with_the_knowledge_bases(monkeypatch):
    """The rules/dictionary bases reuse the scans the learned bases' features made (same
    settings), other settings scan again, and a caller cannot change the memoised matches."""
    from multideid.base_systems.dictionary import DictionaryBase
    from multideid.base_systems.rules import RulesBase

    calls = []
    for cls in (RulesBase, DictionaryBase):
        orig = cls._raw_matches

        def counted(self, d, _orig=orig, _name=cls.__name__):
            calls.append(_name)
            return _orig(self, d)

        monkeypatch.setattr(cls, "_raw_matches", counted)
    doc = _doc(_MEMO_TEXT)
    FeatureExtractor(triggers=False).transform(doc)
    assert sorted(calls) == ["DictionaryBase", "RulesBase"]
    rules, gaz = RulesBase(), DictionaryBase()
    rules.instance_name, gaz.instance_name = "rules", "dictionary"
    got_r, got_d = rules.predict([doc])[0], gaz.predict([doc])[0]
    assert sorted(calls) == ["DictionaryBase", "RulesBase"]  # no second scan
    fresh = Document("f", _MEMO_TEXT)
    assert got_r == rules.predict([fresh])[0] and got_d == gaz.predict([fresh])[0]
    assert [s.source for s in got_r] == [s.source for s in rules.predict([fresh])[0]]
    raw = rules.raw_matches(doc)
    raw.clear()
    assert rules.raw_matches(doc) == rules.raw_matches(fresh) != []
    RulesBase(min_score=0.5).raw_matches(doc)  # another setting: its own scan
    assert calls.count("RulesBase") == 3
    # a config's [] for a default () is the same setting (the ensemble's bases are built so)
    cfg = RulesBase(disable=[])
    cfg.instance_name = "rules"
    cfg.raw_matches(doc)
    DictionaryBase(allow=[], deny=[]).raw_matches(doc)
    assert calls.count("RulesBase") == 3 and calls.count("DictionaryBase") == 2


def test_drop_rare_words_removes_word_identity_of_single_document_words_only():
    from multideid.base_systems.features import drop_rare_words
    from multideid.document import Document

    docs = [Document("a", "Dr. Zyxw vio a Qwer.", gold=[]), Document("b", "Dr. Zyxw vio a Asdf.", gold=[])]
    rows = []
    for d in docs:
        lows = [w.lower() for w in d.tokens.words]
        rows.append([{"w": w, "-1:w": lows[i - 1] if i else "<s>", "-1:w|w": (lows[i - 1] + "|" + w) if i else "",
                      "shape": "Xx", "s2": w[-2:]} for i, w in enumerate(lows)])
    out = drop_rare_words(rows, docs, 2)
    words = docs[0].tokens.words
    qwer, zyxw = out[0][words.index("Qwer")], out[0][words.index("Zyxw")]
    assert "w" not in qwer and qwer["shape"] == "Xx" and qwer["s2"] == "er"  # shape and affixes stay
    assert "-1:w|w" not in qwer and qwer["-1:w"] == "a"  # the pair holds the rare word; "a" is common
    after = out[0][words.index("Qwer") + 1]
    assert "-1:w" not in after  # the window copy of the rare word
    assert zyxw["w"] == "zyxw" and zyxw["-1:w|w"] == "dr.|zyxw"  # in both documents: kept
    assert drop_rare_words(rows, docs, 1) == rows


def _hit_keys(feats) -> list[set]:
    return [{k for k in f if k.startswith(("rules:", "dict:", "-1:rules:", "+1:rules:", "-1:dict:", "+1:dict:"))}
            for f in feats]


def test_hit_dropout_leaves_out_whole_patterns_per_document_during_training_only():
    from multideid.synth import generate_corpus

    docs = generate_corpus(6, seed=0, split="train")
    fx = FeatureExtractor().fit(docs)
    before = [_hit_keys(fx.transform(d)) for d in docs]
    with fx.dropping_hits(0.5):
        dropped = [_hit_keys(fx.transform(d)) for d in docs]
        again = [_hit_keys(fx.transform(d)) for d in docs]
    after = [_hit_keys(fx.transform(d)) for d in docs]
    assert after == before  # prediction after the block sees every hit (the memo keeps both)
    assert dropped == again  # deterministic: a hash of document id and pattern, no state
    n_before = sum(len(k) for ks in before for k in ks)
    n_dropped = sum(len(k) for ks in dropped for k in ks)
    assert 0.2 * n_before < n_dropped < 0.8 * n_before
    for b, d in zip(before, dropped):  # only removed, never added
        assert all(kd <= kb for kb, kd in zip(b, d))
    # one pattern's hits in one document go together: a pattern kept somewhere is kept everywhere there
    for b, d in zip(before, dropped):
        kept = {k.split(":", 1)[1] for ks in d for k in ks if k.startswith("rules:") and k != "rules:any"}
        for kb in b:
            for k in kb:
                if k.startswith("rules:") and k != "rules:any" and k.split(":", 1)[1] in kept:
                    assert any(k in kd for kd in d)
    with fx.dropping_hits(0.0):
        assert [_hit_keys(fx.transform(d)) for d in docs] == before


@pytest.mark.parametrize("rate", [1.0, -0.1, 2])
def test_hit_dropout_rate_out_of_range_raises_usage_error(rate):
    fx = FeatureExtractor()
    with pytest.raises(UsageError, match="hit dropout"):
        with fx.dropping_hits(rate):
            pass
