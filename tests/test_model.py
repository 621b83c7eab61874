"""Model directories: round trip, relocation, integrity, versions, atomic replacement, subsets."""

from __future__ import annotations

import json
import shutil

import pytest

from multideid.errors import ModelError, OutputError, UsageError
from multideid.model import MODEL_FORMAT_VERSION, is_model_dir

from stacking_fakes import fake_config, make_corpus


@pytest.fixture(scope="module")
def fitted(tmp_path_factory):
    from multideid.ensemble import fit_model

    root = tmp_path_factory.mktemp("model")
    cfg = fake_config({"dates": "fake_dates", "doctors": "fake_doctors", "words": "fake_words"}, folds=3, store_subsets="leave-one-out")
    docs = make_corpus(30, seed=0)
    fit_model(cfg, docs, root / "m", data_source="fakes")
    return root / "m"


@pytest.fixture
def model_copy(fitted, tmp_path):
    dst = tmp_path / "elsewhere" / "copy"
    shutil.copytree(fitted, dst)
    return dst


@pytest.fixture(scope="module")
def test_docs():
    return make_corpus(8, seed=5, offset=900)


def _spans(ens, docs, **kw):
    return [[(s.start, s.end, s.label) for s in p.spans] for p in ens.predict(docs, **kw)]


def test_meta_records_what_the_brief_asks_for(fitted):
    meta = json.loads((fitted / "meta.json").read_text())
    assert meta["format_version"] == MODEL_FORMAT_VERSION
    assert meta["versions"]["multideid"] and meta["versions"]["scikit-learn"]
    assert meta["labels"] == ["FAMILIARES_SUJETO_ASISTENCIA", "FECHAS", "NOMBRE_PERSONAL_SANITARIO", "NOMBRE_SUJETO_ASISTENCIA"]
    assert [b["name"] for b in meta["bases"]] == ["dates", "doctors", "words"]
    assert meta["stacking"]["folds"] == 3 and meta["stacking"]["seed"] == 0
    assert len(meta["training_data"]["sha256"]) == 64 and meta["training_data"]["n_docs"] == 30
    assert set(meta["oof_scores"]) == {"bases", "combiners", "stacker"}
    assert set(meta["oof_scores"]["bases"]) == {"dates", "doctors", "words"}
    # every file but meta.json is checksummed; no pickle anywhere
    files = {p.relative_to(fitted).as_posix() for p in fitted.rglob("*") if p.is_file()} - {"meta.json"}
    assert set(meta["files"]) == files
    assert not [f for f in files if f.endswith((".pkl", ".pickle", ".joblib"))]
    assert (fitted / "config.json").is_file() and (fitted / "config.toml").is_file()


def test_copied_model_loads_and_predicts_identically(fitted, model_copy, test_docs):
    from multideid.ensemble import load_model

    a, b = load_model(fitted), load_model(model_copy)
    assert _spans(a, test_docs) == _spans(b, test_docs)
    assert any(_spans(a, test_docs))


@pytest.mark.parametrize(
    "damage",
    [
        "flip_byte_coef",
        "truncate_vocab",
        "truncate_base_state",
        "delete_file",
        "extra_file",
        "truncate_meta",
        "edit_label_map",
    ],
)
def test_damaged_model_is_refused(model_copy, damage):
    from multideid.ensemble import load_model

    if damage == "flip_byte_coef":
        p = model_copy / "stacker" / "coef.npy"
        raw = bytearray(p.read_bytes())
        raw[-3] ^= 0x55
        p.write_bytes(bytes(raw))
    elif damage == "truncate_vocab":
        p = model_copy / "stacker" / "vocab.json"
        p.write_bytes(p.read_bytes()[:20])
    elif damage == "truncate_base_state":
        p = model_copy / "bases" / "words" / "words.json"
        p.write_bytes(p.read_bytes()[: len(p.read_bytes()) // 2])
    elif damage == "delete_file":
        (model_copy / "stacker" / "intercept.npy").unlink()
    elif damage == "extra_file":
        (model_copy / "bases" / "words" / "evil.py").write_text("print('hi')")
    elif damage == "truncate_meta":
        p = model_copy / "meta.json"
        p.write_bytes(p.read_bytes()[:100])
    elif damage == "edit_label_map":
        p = model_copy / "stacker" / "label_maps.json"
        p.write_text(p.read_text().replace("FECHAS", "NOMBRE_SUJETO_ASISTENCIA"))
    with pytest.raises(ModelError):
        load_model(model_copy)


def test_incompatible_format_version_is_refused_with_a_clear_message(model_copy):
    from multideid.ensemble import load_model

    meta = json.loads((model_copy / "meta.json").read_text())
    meta["format_version"] = MODEL_FORMAT_VERSION + 1
    (model_copy / "meta.json").write_text(json.dumps(meta))
    with pytest.raises(ModelError, match="incompatible.*retrain"):
        load_model(model_copy)


def test_incompatible_base_version_is_refused(model_copy):
    from multideid.model import sha256_file
    from multideid.ensemble import load_model

    p = model_copy / "bases" / "words" / "params.json"
    params = json.loads(p.read_text())
    params["version"] = "999"
    p.write_text(json.dumps(params))
    meta = json.loads((model_copy / "meta.json").read_text())
    meta["files"]["bases/words/params.json"] = sha256_file(p)  # checksums re-signed: version check must still catch it
    (model_copy / "meta.json").write_text(json.dumps(meta))
    with pytest.raises(ModelError, match="version"):
        load_model(model_copy)


@pytest.mark.parametrize("what", ["missing", "file", "not_a_model"])
def test_loading_a_non_model_is_a_model_error(tmp_path, what):
    from multideid.ensemble import load_model

    p = tmp_path / "x"
    if what == "file":
        p.write_text("hello")
    elif what == "not_a_model":
        p.mkdir()
        (p / "meta.json").write_text(json.dumps({"hello": 1}))
    with pytest.raises(ModelError):
        load_model(p)


def test_fit_refuses_to_replace_a_directory_that_is_not_a_model(tmp_path):
    from multideid.ensemble import fit_model

    target = tmp_path / "precious"
    target.mkdir()
    (target / "thesis.tex").write_text("years of work")
    with pytest.raises(OutputError):
        fit_model(fake_config({"dates": "fake_dates"}), make_corpus(6), target)
    assert (target / "thesis.tex").read_text() == "years of work"


def test_refit_replaces_a_model_atomically_and_a_failure_keeps_the_old_one(tmp_path, monkeypatch):
    from multideid.ensemble import fit_model, load_model
    import stacking_fakes

    target = tmp_path / "m"
    cfg = fake_config({"dates": "fake_dates", "words": "fake_words"}, folds=2, store_subsets="none")
    fit_model(cfg, make_corpus(10), target)
    before = json.loads((target / "meta.json").read_text())["training_data"]["sha256"]
    fit_model(cfg, make_corpus(12, seed=3), target)
    after = json.loads((target / "meta.json").read_text())["training_data"]["sha256"]
    assert before != after and is_model_dir(target)

    def boom(self, path):
        raise OSError("disk full")

    monkeypatch.setattr(stacking_fakes.FakeWords, "_save_state", boom)
    from multideid.errors import OutputError

    with pytest.raises(OutputError):  # a full or read-only disk is an output problem (exit 5)
        fit_model(cfg, make_corpus(14, seed=4), target)
    assert json.loads((target / "meta.json").read_text())["training_data"]["sha256"] == after
    load_model(target)  # still intact
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m"]  # no temporary siblings left behind


@pytest.fixture(scope="module")
def fitted_on_fewer_bases(tmp_path_factory):
    """References: models fitted on the same notes, folds and seed with only some of the bases."""
    from multideid.ensemble import fit_model, load_model

    root = tmp_path_factory.mktemp("fewer")
    docs = make_corpus(30, seed=0)
    out = {}
    for key, bases in (("dates+words", {"dates": "fake_dates", "words": "fake_words"}), ("dates", {"dates": "fake_dates"})):
        fit_model(fake_config(bases, folds=3, store_subsets="none"), docs, root / key, data_source="fakes")
        out[key] = load_model(root / key)
    return out


def test_subset_stackers_and_combiner_fallback(fitted, test_docs, fitted_on_fewer_bases):
    """A subset of the bases decides as a model fitted with only those bases would (the same
    out-of-fold decisions train the same stacker), whether its stacker was stored at fit time
    or is trained on first use from the stored out-of-fold data."""
    import re

    from multideid.ensemble import load_model

    ens = load_model(fitted)
    assert set(ens.meta["subsets"]) == {"doctors+words", "dates+words", "dates+doctors"}
    sub = _spans(ens, test_docs, bases="dates,words")
    assert any(sub) and sub == _spans(fitted_on_fewer_bases["dates+words"], test_docs)
    # a single base has no stored stacker: one is trained from the stored out-of-fold data
    assert "dates" not in ens.subsets
    single = _spans(ens, test_docs, bases="dates")
    assert "dates" in ens.subsets and any(single)
    assert single == _spans(fitted_on_fewer_bases["dates"], test_docs)
    # the union of one base is that base's own spans, relabelled: every date of every note
    dates = [[(m.start(), m.end(), "FECHAS") for m in re.finditer(r"\b\d{1,2}/\d{1,2}/\d{4}\b", d.text)]
             for d in test_docs]
    assert any(dates) and _spans(ens, test_docs, bases="dates", combiner="union") == dates
    with pytest.raises(UsageError, match="not in this model"):
        ens.predict(test_docs, bases="crf")


@pytest.mark.slow  # worker processes start slowly on a loaded machine
def test_run_documents_streams_in_chunks_and_jobs_give_the_same_result(fitted, test_docs):
    from multideid.ensemble import load_model
    from multideid.runner import run_documents

    ens = load_model(fitted)
    serial = [(d.id, [(s.start, s.end, s.label) for s in p.spans]) for d, p in run_documents(ens, iter(test_docs), chunk_size=3)]
    assert [i for i, _ in serial] == [d.id for d in test_docs]
    fresh = [d.copy(predictions=False) for d in test_docs]
    par = [(d.id, [(s.start, s.end, s.label) for s in p.spans]) for d, p in run_documents(ens, iter(fresh), chunk_size=3, jobs=2)]
    assert par == serial
    assert all("multideid" in d.predictions for d in fresh)


def _die(*args):
    import os

    os._exit(3)  # a worker killed mid-run (e.g. by the OOM killer)


def test_run_jobs_worker_death_is_a_clear_error(fitted, test_docs, monkeypatch):
    import multideid.runner as pl

    if not pl._can_fork():
        pytest.skip("forked run workers are Linux-only")
    monkeypatch.setattr(pl, "_forked_predict", _die)  # the forked workers inherit the patch
    ens = pl.load_model(fitted)
    with pytest.raises(ModelError, match="worker process died"):
        list(pl.run_documents(ens, iter([d.copy(predictions=False) for d in test_docs]), chunk_size=3, jobs=2))
    assert pl._FORKED == {}  # the parent let go of the model


@pytest.mark.slow  # worker processes start slowly on a loaded machine
def test_compare_on_gold_scores_every_system_and_jobs_agree(fitted, test_docs):
    from multideid.evaluation.compare import compare_on_gold

    res = compare_on_gold(fitted, test_docs, per_label=True)
    names = [s["name"] for s in res["systems"]]
    combiners = ["majority", "vote2of3", "union", "priority", "stacker"]
    # and each combiner again after document-level propagation (multideid.propagate)
    assert names == ["dates", "doctors", "words", *combiners, *(c + "+propagate" for c in combiners)]
    by = {s["name"]: s for s in res["systems"]}
    assert res["best_base"] in ("dates", "doctors", "words")
    assert by["stacker"]["strict"]["f1"] > by[res["best_base"]]["strict"]["f1"]
    assert "p_value" in by["stacker"]["significance"] and "significance" not in by[res["best_base"]]
    assert "FECHAS" in by["stacker"]["per_label"]
    par = compare_on_gold(fitted, test_docs, jobs=2)
    assert [s["strict"] for s in par["systems"]] == [s["strict"] for s in res["systems"]]


@pytest.mark.slow  # worker processes start slowly on a loaded machine
def test_parallel_fit_gives_the_same_model(tmp_path):
    from multideid.ensemble import fit_model

    cfg = fake_config({"dates": "fake_dates", "words": "fake_words"}, folds=3, store_subsets="none")
    docs = make_corpus(15)
    a = fit_model(cfg, docs, tmp_path / "a")
    b = fit_model(cfg, docs, tmp_path / "b", jobs=2)
    fa = json.loads((tmp_path / "a" / "meta.json").read_text())["files"]
    fb = json.loads((tmp_path / "b" / "meta.json").read_text())["files"]
    assert fa == fb  # byte-identical files
    assert [b_["name"] for b_ in b.meta["bases"]] == ["dates", "words"]


def test_bases_load_on_first_use_only(fitted, test_docs):
    """`run --bases dates` reads only that base. Integrity and versions are still checked for
    every base at load time."""
    from multideid.ensemble import load_model

    ens = load_model(fitted)
    assert ens.bases.loaded() == []
    assert ens.base_names == ["dates", "doctors", "words"]
    ens.predict(test_docs[:2], bases="dates", combiner="union")
    assert ens.bases.loaded() == ["dates"]
    full = load_model(fitted).predict(test_docs[:2])
    assert [p.spans for p in ens.predict(test_docs[:2])] == [p.spans for p in full]
    assert sorted(ens.bases.loaded()) == ["dates", "doctors", "words"]


@pytest.fixture(scope="module")
def fitted_no_oof(tmp_path_factory):
    from multideid.ensemble import fit_model

    root = tmp_path_factory.mktemp("model_no_oof")
    cfg = fake_config({"dates": "fake_dates", "words": "fake_words"}, folds=3, store_oof=False, store_subsets="none")
    fit_model(cfg, make_corpus(20, seed=0), root / "m", data_source="fakes")
    return root / "m"


def test_subset_without_stored_stacker_or_oof_is_a_clear_error(fitted_no_oof, test_docs):
    from multideid.ensemble import load_model

    ens = load_model(fitted_no_oof)
    with pytest.raises(UsageError, match="stored subsets"):
        ens.predict(test_docs, bases="dates")
    assert any(_spans(ens, test_docs, bases="dates", combiner="union"))


def test_stored_oof_keeps_no_phi_words(fitted):
    """oof/ keeps shapes and frequent never-PHI words only: no gold PHI string of the training corpus."""
    docs = make_corpus(30, seed=0)  # the fixture's training corpus
    phi = {d.text[s.start:s.end].lower() for d in docs for s in d.gold}
    phi_words = {w for p in phi for w in p.split() if len(w) > 2 and any(c.isalpha() for c in w)}
    stored = json.loads((fitted / "oof" / "tokens.json").read_text(encoding="utf-8"))
    assert stored["shapes"] and stored["words"]
    assert not phi_words & set(stored["words"])
    blob = b"".join(p.read_bytes() for p in (fitted / "oof").iterdir())
    assert not any(w.encode() in blob for w in phi_words if len(w) > 4)


def test_restack_changes_only_the_stacker(fitted, tmp_path, test_docs):
    from multideid.ensemble import load_model
    from multideid.restack import restack_model

    out = tmp_path / "restacked"
    ens = restack_model(fitted, ["--stacking.decode", "viterbi", "--stacking.C", "0.3"], out)
    assert ens.config["stacking"]["decode"] == "viterbi" and ens.stacker.decode == "viterbi"
    assert ens.stacker.C == 0.3
    old = json.loads((fitted / "meta.json").read_text())["files"]
    new = ens.meta["files"]
    assert {k: v for k, v in old.items() if k.startswith("bases/")} == {k: v for k, v in new.items() if k.startswith("bases/")}
    assert ens.meta["oof_scores"]["units"] == "tokens" and ens.meta["restacked"]["from"]
    assert ens.meta["oof_scores"]["stacker"]["f1"] > 0.5
    again = load_model(out)  # verified like any model
    assert _spans(again, test_docs) == _spans(ens, test_docs)


def test_restack_on_threads_gives_the_same_model(fitted, tmp_path):
    """`--jobs 2` fits the fold, final and subset stackers concurrently (their liblinear fits in
    worker processes, each seeded alike): same files, same scores."""
    from multideid.restack import restack_model

    a = restack_model(fitted, [], tmp_path / "a", jobs=1)
    b = restack_model(fitted, [], tmp_path / "b", jobs=2)
    pick = lambda files: {k: v for k, v in files.items() if k.startswith(("stacker/", "subsets/"))}
    assert pick(a.meta["files"]) == pick(b.meta["files"]) and pick(a.meta["files"])
    assert a.meta["subsets"] == b.meta["subsets"] and a.meta["subsets"]
    assert a.meta["oof_scores"] == b.meta["oof_scores"]


def test_fold_stackers_on_the_shared_vocabulary_decide_like_their_own(fitted):
    """train_stackers encodes the rows once: a fold stacker fitted on the full vocabulary (columns
    its rows never use) must decide like one fitted on its own rows' vocabulary."""
    import numpy as np

    from multideid.ensemble import load_model
    from multideid.stacking.training import stacker_from_config
    from multideid.stacking.meta_features import Vocabulary
    from multideid.stacking.oof_store import load_oof

    ens = load_model(fitted)
    views, surfs, gbio = load_oof(fitted / "oof", ens.base_names)
    st = ens.config["stacking"]
    s = stacker_from_config(ens.base_names, st)
    rows, ys, _ = s.build(views, surfs, gbio)
    # training rows that never use one feature, so their own vocabulary lacks it
    tr = [i for i, r in enumerate(rows) if "tok:line_end" not in r]
    vocab = Vocabulary.fit(rows)
    shared = stacker_from_config(ens.base_names, st).fit_matrix(vocab.transform(rows)[tr], [ys[i] for i in tr], vocab)
    own = stacker_from_config(ens.base_names, st).fit_rows([rows[i] for i in tr], [ys[i] for i in tr])
    assert len(own.vocab_) < len(vocab) and len(tr) < len(rows)  # the vocabularies do differ
    # equal to the solver's precision (the columns are summed in another order)
    np.testing.assert_allclose(shared.decision(rows), own.decision(rows), atol=1e-5)


def test_restack_refuses_what_it_cannot_do(fitted, fitted_no_oof, tmp_path):
    from multideid.errors import ModelError
    from multideid.restack import restack_model

    with pytest.raises(UsageError, match="stacking"):
        restack_model(fitted, ["--bases.dates.min_score", "0.5"], tmp_path / "x")
    with pytest.raises(ModelError, match="out-of-fold"):
        restack_model(fitted_no_oof, ["--stacking.C", "0.3"], tmp_path / "y")
    assert not (tmp_path / "x").exists() and not (tmp_path / "y").exists()


def _resign(model_copy, *rels):
    from multideid.model import sha256_file

    meta = json.loads((model_copy / "meta.json").read_text())
    for rel in rels:
        meta["files"][rel] = sha256_file(model_copy / rel)
    (model_copy / "meta.json").write_text(json.dumps(meta))


def test_a_stacker_zeroed_to_always_answer_o_is_refused_even_with_resigned_checksums(model_copy):
    """Checksums catch corruption, not a deliberate edit; a stacker that can only say O would
    silently find no PHI, so it is refused on its own terms."""
    import numpy as np

    from multideid.ensemble import load_model

    st = model_copy / "stacker"
    classes = json.loads((st / "stacker.json").read_text())["classes"]
    coef = np.load(st / "coef.npy")
    np.save(st / "coef.npy", np.zeros_like(coef))
    np.save(st / "intercept.npy", np.array([1.0 if c == "O" else -1.0 for c in classes]))
    _resign(model_copy, "stacker/coef.npy", "stacker/intercept.npy")
    with pytest.raises(ModelError, match="always answers O"):
        load_model(model_copy)


def test_a_stacker_base_missing_from_meta_is_a_model_error(model_copy):
    from multideid.ensemble import load_model

    meta = json.loads((model_copy / "meta.json").read_text())
    meta["bases"] = [b for b in meta["bases"] if b["name"] != "words"]
    (model_copy / "meta.json").write_text(json.dumps(meta))
    with pytest.raises(ModelError, match="does not list"):
        load_model(model_copy)


def test_read_base_file_checks_the_digest_a_base_recorded(tmp_path):
    """The one check every base with a binary file uses (crf, charcrf, corpuskb, neural)."""
    import hashlib

    from multideid.model import read_base_file

    d = tmp_path / "base"  # a base directory saved on its own: no meta.json to fall back on
    d.mkdir()
    (d / "w.bin").write_bytes(b"weights")
    digest = hashlib.sha256(b"weights").hexdigest()
    assert read_base_file(d, "w.bin", digest, "neural") == b"weights"
    (d / "w.bin").write_bytes(b"weightz")
    with pytest.raises(ModelError, match="neural model file w.bin does not match its recorded checksum"):
        read_base_file(d, "w.bin", digest, "neural")
    (d / "w.bin").unlink()
    with pytest.raises(ModelError, match="neural model file w.bin is missing"):
        read_base_file(d, "w.bin", digest, "neural")
