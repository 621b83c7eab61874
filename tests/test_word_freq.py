"""The word-frequency features of the learned bases (base_systems/word_freq.py, ``zf``/``zfs``)."""

from __future__ import annotations

import pytest

from multideid.base_systems import word_freq as wf
from multideid.base_systems.crf import CRFBase
from multideid.base_systems.features import FeatureExtractor
from multideid.base_systems.svm import SVMBase
from multideid.document import Document, Span
from multideid.errors import ModelError, UsageError

EN = [
    Document("e1", "Patient Velimira Quastlebury was seen by Dr. Adaeze Okafor on Monday.",
             gold=[Span(8, 28, "PATIENT"), Span(45, 58, "DOCTOR"), Span(62, 68, "DATE")]),
    Document("e2", "His wife Thorvalda can be reached at home. The patient was discharged in good condition.",
             gold=[Span(9, 18, "PATIENT")]),
]
ES = [
    Document("s1", "La paciente Velimira Quastlebury fue atendida por la doctora en el hospital el lunes.",
             gold=[Span(12, 32, "PATIENT")]),
    Document("s2", "El paciente refiere dolor abdominal desde hace tres días y fue dado de alta en buen estado.",
             gold=[]),
]


def _zf(fx: FeatureExtractor, word: str) -> dict:
    return {k: v for k, v in fx.word_features(word).items() if k in ("zf", "zfs")}


def test_rare_names_and_common_words_fall_in_different_classes():
    assert wf.freq_class("Quastlebury", "en") == 0
    assert wf.freq_class("patient", "en") >= 4
    assert wf.freq_class("the", "en") >= 7
    assert wf.freq_class("paciente", "es") >= 4
    assert wf.freq_class("paciente", "es") > wf.freq_class("paciente", "en")


def test_auto_takes_the_training_language():
    assert FeatureExtractor().fit(EN).word_freq_lang_ == "en"
    assert FeatureExtractor().fit(ES).word_freq_lang_ == "es"
    # a forced language and "off"
    assert FeatureExtractor(word_freq="es").fit(EN).word_freq_lang_ == "es"
    assert FeatureExtractor(word_freq="").fit(EN).word_freq_lang_ == ""


def test_features_carry_the_class_and_the_case():
    fx = FeatureExtractor().fit(EN)
    assert _zf(fx, "Quastlebury") == {"zf": "0", "zfs": "T0"}
    rare_upper = _zf(fx, "QUASTLEBURY")
    assert rare_upper == {"zf": "0", "zfs": "U0"}
    common = _zf(fx, "patient")
    assert common["zfs"] == "l" + common["zf"] and int(common["zf"]) >= 4
    assert _zf(fx, "12/03/2015") == {} and _zf(fx, ",") == {}  # no letters, no class


def test_off_and_unfitted_extractors_have_no_frequency_features():
    assert _zf(FeatureExtractor(word_freq="").fit(EN), "Quastlebury") == {}
    assert _zf(FeatureExtractor(), "Quastlebury") == {}  # not fitted: nothing resolved yet
    # the shared per-word cache is kept apart per list: the same word, both ways, in one process
    on = FeatureExtractor().fit(EN)
    assert _zf(on, "Velimira") and not _zf(FeatureExtractor(word_freq="").fit(EN), "Velimira")


def test_minimal_feature_set_has_none():
    assert FeatureExtractor(feature_set="minimal").fit(EN).word_freq_lang_ == ""


def test_state_round_trip_pins_the_list():
    fx = FeatureExtractor().fit(EN)
    state = fx.to_dict()
    assert state["word_freq_lang"] == "en" and state["word_freq_digest"] == wf.list_digest("en")
    back = FeatureExtractor.from_dict(state)
    assert back.word_freq_lang_ == "en" and _zf(back, "Quastlebury") == {"zf": "0", "zfs": "T0"}
    state["word_freq_digest"] = "0" * 64
    with pytest.raises(ModelError, match="wordfreq 'en' word list .* differs"):
        FeatureExtractor.from_dict(state)


def test_states_saved_before_the_feature_stay_without_it():
    state = FeatureExtractor().fit(EN).to_dict()
    del state["word_freq_lang"], state["word_freq_digest"]
    old = FeatureExtractor.from_dict(state)
    assert old.word_freq_lang_ == "" and _zf(old, "Quastlebury") == {}


@pytest.mark.parametrize("value", ["xx", "english", 3, None])
def test_bad_settings_are_usage_errors(value):
    with pytest.raises(UsageError, match="word_freq"):
        CRFBase(word_freq=value).fit(EN)
    with pytest.raises(UsageError, match="word_freq"):
        SVMBase(word_freq=value).fit(EN)


def test_a_fitted_crf_uses_and_saves_the_list(tmp_path):
    crf = CRFBase(max_iterations=5).fit(EN)
    assert crf.get_params()["word_freq"] == "auto"
    crf.to_disk(tmp_path / "crf")
    back = CRFBase.from_disk(tmp_path / "crf")
    assert back.feature_extractor_.word_freq_lang_ == "en"
    assert back.predict(EN) == crf.predict(EN)


def test_the_encoders_per_word_cache_is_kept_apart_per_list():
    """The sparse encoder caches each word's feature names per extractor configuration: an
    extractor without the list and one with it, in one process, each get their own columns."""
    from multideid.base_systems.sparse_encoder import SparseEncoder

    off = FeatureExtractor(word_freq="", trigger_min_count=1).fit(EN)
    on = FeatureExtractor(trigger_min_count=1).fit(EN)
    enc_off, enc_on = SparseEncoder(), SparseEncoder()
    enc_off.fit_transform_docs(off, EN)
    enc_on.fit_transform_docs(on, EN)
    assert not any(n.startswith("zf") for n in enc_off.names_)
    assert "zf=0" in enc_on.names_ and "zfs=T0" in enc_on.names_
    ref = SparseEncoder().fit([r for d in EN for r in on.transform(d)])
    assert sorted(ref.names_) == sorted(enc_on.names_)


def test_auto_without_wordfreq_is_an_error_not_a_weaker_model(monkeypatch):
    monkeypatch.setattr(wf, "_large_lists", lambda: {})
    with pytest.raises(UsageError, match="needs the wordfreq package"):
        FeatureExtractor().fit(EN)
    assert FeatureExtractor(word_freq="").fit(EN).word_freq_lang_ == ""
    with pytest.raises(ModelError, match="not installed"):
        wf.list_digest.__wrapped__("en")


def test_long_tokens_are_not_looked_up(monkeypatch):
    """A hostile run kept as one token costs wordfreq seconds to tokenise: past MAX_WORD
    characters the class is 0 without a lookup."""
    import wordfreq

    def boom(*a, **k):
        raise AssertionError("looked up")

    monkeypatch.setattr(wordfreq, "zipf_frequency", boom)
    assert wf.freq_class("Aa-" * 30000, "en") == 0
    assert wf.freq_class("x" * (wf.MAX_WORD + 1), "en") == 0
    with pytest.raises(AssertionError, match="looked up"):
        wf.freq_class("Quastleburyzz", "en")
