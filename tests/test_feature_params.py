"""One set of feature settings for the learned bases (base_systems/learned.py:FeatureParams)."""

from __future__ import annotations

import inspect

import pytest

from multideid.base_systems.boosted import BoostedBase
from multideid.base_systems.crf import CRFBase
from multideid.base_systems.features import FeatureExtractor
from multideid.base_systems.learned import FeatureParams
from multideid.base_systems.svm import SVMBase
from multideid.errors import UsageError

LEARNED = (CRFBase, SVMBase, BoostedBase)


def test_the_extractor_and_every_learned_base_default_to_the_same_settings():
    fx_defaults = {k: p.default for k, p in inspect.signature(FeatureExtractor.__init__).parameters.items() if k != "self"}
    assert fx_defaults == FeatureParams().extractor_params()
    for cls in LEARNED:
        d = cls.default_params()
        own = getattr(cls, "own_feature_defaults", {})
        shared = [k for k in FeatureParams.names() if k in d and k not in own]
        assert {"window", "feature_set", "use_dictionary"} <= set(shared), cls
        assert all(d[k] == getattr(FeatureParams(), k) for k in shared), cls
        assert all(d[k] == v for k, v in own.items()), cls  # a base's own defaults are its signature's


def test_the_crf_alone_does_not_read_the_rules_by_default():
    from multideid.config import default_config

    assert CRFBase.own_feature_defaults == {"use_rules": False}
    assert CRFBase().feature_params().use_rules is False and SVMBase().feature_params().use_rules is True
    bases = default_config()["bases"]
    assert bases["crf"]["use_rules"] is False and bases["svm"]["use_rules"] is True
    assert CRFBase(use_rules=True).feature_params().use_rules is True


def test_a_base_reads_its_settings_and_keeps_defaults_for_those_it_has_not():
    fp = SVMBase(window=3, feature_set="window", min_word_docs=2).feature_params()
    assert (fp.window, fp.feature_set, fp.min_word_docs) == (3, "window", 2)
    assert (fp.trigger_min_count, fp.trigger_top_k) == (3, 500)  # svm has no such parameter
    assert CRFBase(trigger_top_k=7).feature_params().trigger_top_k == 7
    assert BoostedBase(window=1).feature_params() == FeatureParams(window=1, triggers=True)
    fx = FeatureParams(window=1, feature_set="minimal", triggers=False).extractor_params()
    assert FeatureExtractor(**fx).get_params() == fx


@pytest.mark.parametrize("cls", LEARNED)
@pytest.mark.parametrize("bad,msg", [({"feature_set": "huge"}, "unknown feature_set"),
                                     ({"window": 2, "feature_set": "nope"}, "choose one of full, window, minimal")])
def test_every_learned_base_checks_its_feature_settings_the_same_way(cls, bad, msg):
    base = cls(**bad)
    with pytest.raises(UsageError, match=f"{base.name}: .*{msg}"):
        base.fit([])


@pytest.mark.parametrize("cls", (CRFBase, SVMBase))
@pytest.mark.parametrize("value", [0, True, 1.5])
def test_min_word_docs_must_be_a_whole_number_of_documents(cls, value):
    with pytest.raises(UsageError, match=f"{cls.name}: min_word_docs must be an integer >= 1"):
        cls(min_word_docs=value).fit([])


@pytest.mark.parametrize("cls", (CRFBase, SVMBase))
@pytest.mark.parametrize("value", [1.0, -0.5, True, "half"])
def test_hit_dropout_must_be_a_probability_below_one(cls, value):
    with pytest.raises(UsageError, match=f"{cls.name}: hit_dropout"):
        cls(hit_dropout=value).fit([])


def test_hit_dropout_is_a_training_setting_not_stored_in_the_extractor():
    fp = CRFBase(hit_dropout=0.4).feature_params()
    assert fp.hit_dropout == 0.4
    assert "hit_dropout" not in fp.extractor_params()
    assert BoostedBase().feature_params().hit_dropout == 0.0  # boosted has no such parameter
