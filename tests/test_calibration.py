"""Calibration documents of the stacker (multideid/stacking/calibration.py), on real bases and text:
a small synthetic English corpus trains rules + crf, and real hand-written notes calibrate."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from multideid.config import load_config
from multideid.errors import DataError, UsageError
from multideid.stacking.calibration import (
    AUTO, BUILTIN_EN, CalibrationSet, builtin_path, read_calibration, resolve_source, row_weights,
)
from tests.cli_run import run_cli

ROOT = Path(__file__).resolve().parent.parent
HAND = ROOT / "tests/data/en_handwritten/en_handwritten.jsonl"


def _cfg(**stacking):
    ov = ["--bases.dictionary.enabled", "false", "--bases.presidio.enabled", "false", "--bases.svm.enabled", "false",
          "--stacking.folds", "2"]
    for k, v in stacking.items():
        ov += [f"--stacking.{k}", str(v)]
    return load_config(None, ov)


@pytest.fixture(scope="module")
def corpus():
    from multideid.synth import generate_corpus

    return generate_corpus(16, seed=4, split="train")


@pytest.fixture(scope="module")
def cal_file(tmp_path_factory):
    """Twelve real hand-written notes (set 1) as a calibration corpus."""
    path = tmp_path_factory.mktemp("cal") / "cal.jsonl"
    lines = HAND.read_text(encoding="utf-8").splitlines()[:12]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def models(corpus, cal_file, tmp_path_factory):
    """The same corpus and bases fitted with calibration documents only the stacker learns from
    (``calibration_trains_bases`` false, sessions 20-25) and without calibration documents."""
    from multideid.ensemble import fit_model

    root = tmp_path_factory.mktemp("models")
    fit_model(_cfg(calibration=str(cal_file), calibration_trains_bases="false"), corpus, root / "cal", data_source="test")
    fit_model(_cfg(calibration=""), corpus, root / "plain", data_source="test")
    return root / "cal", root / "plain"


@pytest.fixture(scope="module")
def oof_cal(corpus, cal_file, tmp_path_factory):
    """The same corpus with calibration documents that the learned bases train on too (the default)."""
    from multideid.ensemble import fit_model

    path = tmp_path_factory.mktemp("oofcal") / "m"
    fit_model(_cfg(calibration=str(cal_file)), corpus, path, data_source="test")
    return path


def _coef(model: Path) -> np.ndarray:
    return np.load(model / "stacker" / "coef.npy", allow_pickle=False)


def _differ(a: np.ndarray, b: np.ndarray) -> bool:
    return a.shape != b.shape or not np.allclose(a, b)


def test_settings_resolve_to_a_corpus_or_none(tmp_path):
    assert resolve_source("", "synthetic:n=200,seed=0") is None
    assert resolve_source(AUTO, "synthetic:n=200,seed=0") == builtin_path()
    assert builtin_path().is_file()
    assert resolve_source(AUTO, "../shared/data/meddocan/train") is None  # a user's corpus: none
    with pytest.raises(UsageError, match="no such file"):
        resolve_source(str(tmp_path / "missing.jsonl"), "")


def test_calibration_documents_need_gold_in_the_corpus_labels(tmp_path):
    bare = tmp_path / "bare.txt"
    bare.write_text("Seen by Dr. Amadi on 3 May.\n", encoding="utf-8")
    with pytest.raises(DataError, match="no gold"):
        read_calibration(bare)
    odd = tmp_path / "odd.jsonl"
    odd.write_text(json.dumps({"id": "x", "text": "Ana Lopez", "spans": [{"start": 0, "end": 9, "label": "NOMBRE_SUJETO_ASISTENCIA"}]}) + "\n",
                   encoding="utf-8")
    with pytest.raises(DataError, match="NOMBRE_SUJETO_ASISTENCIA"):  # a known label name is named
        read_calibration(odd, ["PATIENT", "DATE"])
    assert len(read_calibration(odd, ["NOMBRE_SUJETO_ASISTENCIA"])) == 1
    hostile = tmp_path / "hostile.jsonl"  # a label field may hold anything, a name included: never echoed
    hostile.write_text(json.dumps({"id": "x", "text": "Ana Lopez", "spans": [{"start": 0, "end": 9, "label": "Ana Lopez"}]})
                       + "\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        read_calibration(hostile, ["PATIENT"])
    assert "Ana" not in str(err.value) and "not shown" in str(err.value)


def test_rows_weigh_by_their_gold_class():
    cal = CalibrationSet([], [], [], weight=1.5, o_weight=0.15)
    w = row_weights(["O", "B-DATE", "O", "I-PATIENT", "O"], 2, cal)
    np.testing.assert_allclose(w, [1, 1, 0.15, 1.5, 0.15])
    assert row_weights(["O", "B-DATE"], 2, cal) is None and row_weights(["O"], 0, None) is None


def test_builtin_set_is_sets_9_to_14():
    """The shipped file is exactly what benchmarks/build_calibration.py builds from the two sets."""
    r = subprocess.run([sys.executable, str(ROOT / "benchmarks/build_calibration.py"), "--check"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    docs = read_calibration(builtin_path())
    assert len(docs) == 383 and {d.id.split("/")[0] for d in docs} == {f"hw{k}" for k in range(9, 15)}
    assert builtin_path().as_posix().endswith(BUILTIN_EN)


def test_fit_trains_the_stacker_on_calibration_rows_too(models, cal_file):
    cal, plain = models
    meta = json.loads((cal / "meta.json").read_text())
    entry = meta["stacking"]["calibration"]
    assert entry["n_docs"] == 12 and entry["source"] == str(cal_file) and len(entry["sha256"]) == 64
    assert entry["weight"] == 1.5 and entry["o_weight"] == 0.1 and entry["trains_bases"] is False
    assert (cal / "oof" / "calibration" / "tokens.json").is_file()
    assert "calibration" not in json.loads((plain / "meta.json").read_text())["stacking"]
    assert not (plain / "oof" / "calibration").exists()
    # the same bases (same files), another stacker
    files = lambda m: {k: v for k, v in json.loads((m / "meta.json").read_text())["files"].items()
                       if k.startswith("bases/")}
    assert files(cal) == files(plain)
    assert _coef(cal).shape[0] > 0 and _differ(_coef(cal), _coef(plain))


def test_restack_keeps_drops_or_replaces_the_calibration(models, cal_file, tmp_path):
    from multideid.restack import restack_model

    cal, plain = models
    kept = restack_model(cal, [], tmp_path / "kept")  # stored documents, same settings: same stacker
    np.testing.assert_allclose(_coef(tmp_path / "kept"), _coef(cal), atol=1e-6)
    assert kept.meta["stacking"]["calibration"]["n_docs"] == 12
    dropped = restack_model(cal, ["--stacking.calibration", ""], tmp_path / "dropped")
    assert "calibration" not in dropped.meta["stacking"] and not (tmp_path / "dropped" / "oof" / "calibration").exists()
    np.testing.assert_allclose(_coef(tmp_path / "dropped"), _coef(plain), atol=1e-6)
    added = restack_model(plain, ["--stacking.calibration", str(cal_file)], tmp_path / "added")
    np.testing.assert_allclose(_coef(tmp_path / "added"), _coef(cal), atol=1e-6)  # the fit's bases decide alike
    assert added.meta["stacking"]["calibration"]["sha256"] == kept.meta["stacking"]["calibration"]["sha256"]
    heavier = restack_model(cal, ["--stacking.calibration_weight", "4"], tmp_path / "heavier")
    assert heavier.meta["stacking"]["calibration"]["weight"] == 4.0
    assert _differ(_coef(tmp_path / "heavier"), _coef(cal))


def test_subset_stacker_on_the_spot_uses_the_stored_calibration(models):
    from multideid.ensemble import load_model
    from multideid.stacking.calibration import stored_calibration
    from multideid.stacking.oof_store import load_oof
    from multideid.stacking.training import train_subset_stacker

    cal, _ = models
    ens = load_model(cal)
    views, surfs, gbio = load_oof(cal / "oof", ["crf"])
    st = ens.config["stacking"]
    with_cal = train_subset_stacker(["crf"], st, views, surfs, gbio, calibration=stored_calibration(cal / "oof", ["crf"], st))
    without = train_subset_stacker(["crf"], st, views, surfs, gbio)
    on_the_spot = ens.stacker_for(["crf"])
    np.testing.assert_allclose(on_the_spot.coef_, with_cal.coef_, atol=1e-6)
    assert _differ(with_cal.coef_, without.coef_)


def test_cli_names_a_missing_calibration_file_and_fits_nothing(capsys, tmp_path):
    code, out, err = run_cli(capsys, "fit", "--model", tmp_path / "m", "--stacking.calibration", tmp_path / "nope.jsonl",
                             "--corpus.synth_n", "4", "--quiet")
    assert code == 2, err
    lines = err.strip().splitlines()
    assert "nope.jsonl" in lines[-1] and "no such file" in lines[-1] and "Traceback" not in err
    assert not (tmp_path / "m").exists()


def test_fit_reusing_every_base_decides_the_calibration_documents_with_the_reused_bases(models, corpus, cal_file, tmp_path):
    """``fit --reuse`` takes the bases over from the source model; the calibration documents are
    then decided by those (loaded) bases: the same stacker as the source's."""
    from multideid.ensemble import fit_model

    cal, _ = models
    ens = fit_model(_cfg(calibration=str(cal_file), calibration_trains_bases="false"), corpus, tmp_path / "again",
                    data_source="test", reuse=cal)
    assert {b["name"] for b in ens.meta["bases"] if b.get("reused_from")} == {"rules", "crf"}
    np.testing.assert_allclose(_coef(tmp_path / "again"), _coef(cal), atol=1e-6)
    assert ens.meta["stacking"]["calibration"]["sha256"] == json.loads((cal / "meta.json").read_text())["stacking"]["calibration"]["sha256"]


def _base_files(m: Path) -> dict:
    return {k: v for k, v in json.loads((m / "meta.json").read_text())["files"].items() if k.startswith("bases/")}


def test_calibration_documents_train_the_learned_bases_out_of_fold(models, oof_cal, cal_file, corpus):
    """With ``calibration_trains_bases`` the CRF learns from the calibration notes too (other files
    than the plain model's), the rules do not change, and the stacker's calibration rows are the
    bases' out-of-fold decisions: a fold's CRF, which never saw the note, decides on it."""
    from multideid.ensemble import analyze_bases, load_model
    from multideid.stacking.oof_store import load_oof

    cal, plain = models
    meta = json.loads((oof_cal / "meta.json").read_text())
    entry = meta["stacking"]["calibration"]
    assert entry["trains_bases"] is True and entry["n_docs"] == 12
    assert meta["training_data"]["n_docs"] == len(corpus)  # the training corpus proper
    assert meta["training_data"]["sha256"] != json.loads((cal / "meta.json").read_text())["training_data"]["sha256"]
    crf = lambda m: {k: v for k, v in _base_files(m).items() if k.startswith("bases/crf/")}
    rules = lambda m: {k: v for k, v in _base_files(m).items() if k.startswith("bases/rules/")}
    assert crf(oof_cal) != crf(plain) and rules(oof_cal) == rules(plain)
    views, _, gbio = load_oof(oof_cal / "oof" / "calibration", ["crf"])
    docs = read_calibration(cal_file)
    ens = load_model(oof_cal)
    deployed, _ = analyze_bases({"crf": ens.bases["crf"]}, docs, ["crf"])
    assert len(views) == len(deployed) == 12

    def right(vs):  # tokens whose PHI-or-not decision agrees with the gold
        return sum((t != "O") == (g != "O") for v, gs in zip(vs, gbio) for t, g in zip(v["crf"].tags, gs))

    # the deployed CRF trained on these notes; the stored decisions come from fold CRFs that did not
    assert right(deployed) > right(views)


def test_reuse_keeps_the_out_of_fold_calibration_decisions(oof_cal, models, corpus, cal_file, tmp_path):
    from multideid.ensemble import fit_model

    cfg = _cfg(calibration=str(cal_file))
    ens = fit_model(cfg, corpus, tmp_path / "again", data_source="test", reuse=oof_cal)
    assert {b["name"] for b in ens.meta["bases"] if b.get("reused_from")} == {"rules", "crf"}
    np.testing.assert_allclose(_coef(tmp_path / "again"), _coef(oof_cal), atol=1e-6)
    cal, _ = models  # its bases never trained on the calibration notes: nothing to take over
    with pytest.raises(UsageError, match="another training corpus"):
        fit_model(cfg, corpus, tmp_path / "refused", data_source="test", reuse=cal)


def test_restack_of_a_model_whose_bases_trained_on_the_calibration(oof_cal, cal_file, tmp_path):
    """Restack keeps the fit's folds (drawn over the calibration documents too): unchanged settings
    give the same stacker and out-of-fold scores; new documents were never trained on by the
    bases (said so in meta.json); switching the key needs a refit."""
    from multideid.restack import restack_model

    kept = restack_model(oof_cal, [], tmp_path / "kept")
    np.testing.assert_allclose(_coef(tmp_path / "kept"), _coef(oof_cal), atol=1e-6)
    from multideid.stacking.calibration import stacker_folds, trained_bases_documents
    from multideid.stacking.oof import document_folds

    assert trained_bases_documents(json.loads((oof_cal / "meta.json").read_text())) == 12
    assert trained_bases_documents(kept.meta) == 12
    base, stack = stacker_folds(16, 12, 2, 0)
    assert sorted(np.concatenate(stack).tolist()) == list(range(16)) and sorted(np.concatenate(base).tolist()) == list(range(28))
    assert any(not np.array_equal(a, b) for a, b in zip(stack, document_folds(16, 2, 0)))  # not the plain folds
    new = restack_model(oof_cal, ["--stacking.calibration", str(HAND)], tmp_path / "new")
    assert new.meta["stacking"]["calibration"]["trains_bases"] is False
    with pytest.raises(UsageError, match="refit"):
        restack_model(oof_cal, ["--stacking.calibration_trains_bases", "false"], tmp_path / "off")
