"""``fit --reuse``: bases taken over from a model fitted on the same corpus give the model a
full fit gives, and nothing is taken over that could differ."""

from __future__ import annotations

import json
import shutil

import pytest

from multideid.ensemble import fit_model, load_model
from multideid.errors import UsageError
from cli_run import run_cli
from stacking_fakes import fake_config, make_corpus


def _cfg(**words):
    cfg = fake_config({"dates": "fake_dates", "doctors": "fake_doctors", "words": "fake_words"})
    cfg["stacking"]["folds"] = 3
    cfg["bases"]["words"].update(words)
    return cfg


def _spans(model, docs):
    return [[(s.start, s.end, s.label) for s in p.spans] for p in load_model(model).predict(docs)]


def _meta(model):
    return json.loads((model / "meta.json").read_text())


@pytest.fixture(scope="module")
def first(tmp_path_factory):
    d = tmp_path_factory.mktemp("reuse")
    fit_model(_cfg(), make_corpus(12, seed=3), d / "m0")
    return d / "m0"


def test_a_changed_base_is_refitted_the_others_taken_over_as_a_full_fit_would(first, tmp_path):
    docs, test = make_corpus(12, seed=3), [d.copy(gold=None) for d in make_corpus(5, seed=4, offset=300)]
    events = []
    fit_model(_cfg(min_count=2), make_corpus(12, seed=3), tmp_path / "r", reuse=first,
              progress=lambda e, i: events.append((e, i)))
    fit_model(_cfg(min_count=2), docs, tmp_path / "full")
    reuse = [i for e, i in events if e == "reuse"][0]
    assert reuse["bases"] == ["dates", "doctors"] and reuse["refit"] == {"words": "settings changed"}
    assert not any(e == "fold" and i["base"] in ("dates", "doctors") for e, i in events)
    r, full = _meta(tmp_path / "r"), _meta(tmp_path / "full")
    assert [b.get("reused_from") for b in r["bases"]] == [str(first), str(first), None]
    assert r["oof_scores"] == full["oof_scores"]
    assert r["stacking"]["thresholds"] == full["stacking"]["thresholds"]
    assert _spans(tmp_path / "r", test) == _spans(tmp_path / "full", test)
    # the reused bases' files are the source's, the model's own checksums cover them
    assert {k: v for k, v in r["files"].items() if k.startswith("bases/dates/")} == \
           {k: v for k, v in _meta(first)["files"].items() if k.startswith("bases/dates/")}
    # and the reused model can itself serve a later --reuse (everything unchanged: all reused)
    again = []
    fit_model(_cfg(min_count=2), docs, tmp_path / "r2", reuse=tmp_path / "r", progress=lambda e, i: again.append((e, i)))
    assert [i for e, i in again if e == "reuse"][0]["refit"] == {}
    assert _spans(tmp_path / "r2", test) == _spans(tmp_path / "full", test)


def test_reuse_into_the_same_directory_replaces_it_whole(first, tmp_path):
    m = tmp_path / "m"
    shutil.copytree(first, m)
    fit_model(_cfg(min_count=2), make_corpus(12, seed=3), m, reuse=m)
    meta = _meta(m)
    assert [b["name"] for b in meta["bases"]] == ["dates", "doctors", "words"]
    load_model(m)  # complete and consistent


@pytest.mark.parametrize("change, message", [
    (lambda cfg, docs: (cfg, docs[:-1]), "another training corpus"),
    (lambda cfg, docs: (cfg, [d.copy(gold=list(d.gold)[:-1]) if i == 0 else d for i, d in enumerate(docs)]),
     "another training corpus"),
    (lambda cfg, docs: ({**cfg, "stacking": {**cfg["stacking"], "folds": 4}}, docs), "stacking.folds differs"),
    (lambda cfg, docs: ({**cfg, "stacking": {**cfg["stacking"], "seed": 1}}, docs), "stacking.seed differs"),
    (lambda cfg, docs: ({**cfg, "corpus": {**cfg["corpus"], "language": "es"}}, docs), "language"),
])
def test_a_model_that_cannot_serve_is_refused_before_any_training(first, tmp_path, change, message):
    cfg, docs = change(_cfg(), make_corpus(12, seed=3))
    with pytest.raises(UsageError, match=message):
        fit_model(cfg, docs, tmp_path / "x", reuse=first)
    assert not (tmp_path / "x").exists()


def test_a_model_without_out_of_fold_data_is_refused(tmp_path):
    cfg = _cfg()
    cfg["stacking"]["store_oof"] = False
    fit_model(cfg, make_corpus(12, seed=3), tmp_path / "m")
    with pytest.raises(UsageError, match="no out-of-fold data"):
        fit_model(_cfg(), make_corpus(12, seed=3), tmp_path / "x", reuse=tmp_path / "m")


def test_a_base_the_source_does_not_have_is_fitted(first, tmp_path):
    cfg = _cfg()
    cfg["bases"]["words2"] = dict(cfg["bases"]["words"])
    events = []
    fit_model(cfg, make_corpus(12, seed=3), tmp_path / "m", reuse=first, progress=lambda e, i: events.append((e, i)))
    assert [i for e, i in events if e == "reuse"][0]["refit"] == {"words2": "not in that model"}
    assert [b["name"] for b in _meta(tmp_path / "m")["bases"]] == ["dates", "doctors", "words", "words2"]


@pytest.mark.slow
def test_cli_reuse_takes_over_a_real_crf(tmp_path, capsys):
    """The real crf and rules on the synthetic corpus: the reused crf is the same model."""
    args = ["fit", "--corpus.synth_n", "12", "--bases", "rules,crf", "--stacking.folds", "2",
            "--bases.crf.max_iterations", "10", "--quiet"]
    assert run_cli(capsys, *args, "--model", tmp_path / "a")[0] == 0
    assert run_cli(capsys, *args, "--model", tmp_path / "b", "--reuse", tmp_path / "a",
                 "--bases.rules.enabled", "true")[0] == 0
    a, b = _meta(tmp_path / "a"), _meta(tmp_path / "b")
    assert [x.get("reused_from") for x in b["bases"]] == [str(tmp_path / "a")] * 2
    assert {k: v for k, v in a["files"].items() if k.startswith("bases/")} == \
           {k: v for k, v in b["files"].items() if k.startswith("bases/")}
    assert a["oof_scores"] == b["oof_scores"]
    code, _, err = run_cli(capsys, *args, "--model", tmp_path / "c", "--reuse", tmp_path / "a", "--corpus.synth_n", "13")
    assert code == 2 and "another training corpus" in err and "\n" not in err.strip()
    assert not (tmp_path / "c").exists()



def test_a_base_whose_files_no_longer_load_is_refitted(first, tmp_path):
    """A layout written by an older multideid (same base version, a file since required) is not
    copied into a model that could not load it: that base is fitted again."""
    src = tmp_path / "old"
    shutil.copytree(first, src)
    meta = _meta(src)
    (src / "bases" / "words" / "words.json").unlink()
    del meta["files"]["bases/words/words.json"]
    (src / "meta.json").write_text(json.dumps(meta))
    events = []
    fit_model(_cfg(), make_corpus(12, seed=3), tmp_path / "m", reuse=src, progress=lambda e, i: events.append((e, i)))
    assert [i for e, i in events if e == "reuse"][0]["refit"] == {"words": "its files do not load with this installation"}
    test = [d.copy(gold=None) for d in make_corpus(5, seed=4, offset=300)]
    assert _spans(tmp_path / "m", test) == _spans(first, test)


@pytest.mark.parametrize("recorded,why", [("0" * 64, "rule packs changed"), (None, "rule packs not recorded in that model")])
def test_changed_rule_packs_refit_the_trained_bases(first, tmp_path, recorded, why):
    """The base versions do not move when a pattern is added: a model whose rule-pack digest
    differs from this installation's (or was never recorded) gives up its trained bases, which
    read rule hits, and keeps the knowledge bases that do not."""
    from multideid.reuse import rules_digest

    assert _meta(first)["rules_sha256"] == rules_digest()
    src = tmp_path / "old"
    shutil.copytree(first, src)
    meta = _meta(src)
    if recorded is None:
        del meta["rules_sha256"]
    else:
        meta["rules_sha256"] = recorded
    (src / "meta.json").write_text(json.dumps(meta))
    events = []
    fit_model(_cfg(), make_corpus(12, seed=3), tmp_path / "m", reuse=src, progress=lambda e, i: events.append((e, i)))
    plan = [i for e, i in events if e == "reuse"][0]
    assert plan["bases"] == ["dates", "doctors"] and plan["refit"] == {"words": why}
    assert _meta(tmp_path / "m")["rules_sha256"] == rules_digest()
