"""The one out-of-fold runner (stacking/training.py): worker processes change nothing."""

from __future__ import annotations

import pytest

from multideid.stacking.oof import document_folds
from multideid.stacking.training import BaseRecipe, fit_out_of_fold
from stacking_fakes import FakeWords, fake_config, make_corpus


def _decisions(oof):
    return {n: [(tp.tags, tp.scores.tolist(), tp.begins.tolist()) for tp in preds] for n, preds in oof.predictions.items()}


@pytest.mark.slow  # worker processes start slowly on a loaded machine
def test_workers_give_the_decisions_and_bases_of_the_simple_case(tmp_path):
    from multideid.registry import BASES

    cfg = fake_config({"dates": "fake_dates", "words": "fake_words"})
    docs = make_corpus(12, seed=1)
    folds = document_folds(len(docs), 3, 0)
    makers = {n: BaseRecipe(n, cfg["bases"][n], dict(BASES)) for n in ("dates", "words")}
    events: list[tuple[str, str]] = []
    one = fit_out_of_fold(makers, docs, folds, jobs=1, progress=lambda e, i: events.append((e, i.get("base"))))
    two = fit_out_of_fold(makers, docs, folds, jobs=2, scratch=tmp_path)
    assert _decisions(one) == _decisions(two)
    assert list(one.fitted) == list(two.fitted) == ["dates", "words"]
    test = [d.copy(gold=None) for d in make_corpus(4, seed=2, offset=500)]
    for n in ("dates", "words"):
        assert one.fitted[n].source == two.fitted[n].source == n
        assert one.fitted[n].predict(test) == two.fitted[n].predict(test)
    # every task reports itself done once, with its estimated cost (multideid.fit_cost)
    assert sorted(e for e in events if e[0] == "task_done") == [("task_done", "dates")] + [("task_done", "words")] * 4
    events = [e for e in events if e[0] != "task_done"]
    # the simple case reports each fold, then the deployed fit, then the base as done
    assert [e for e in events if e[1] == "words"] == [("fold", "words")] * 3 + [("done", "words"), ("fit_all", "words"),
                                                                             ("base_done", "words")]
    assert [e for e in events if e[1] == "dates"] == [("predict", "dates"), ("done", "dates"), ("base_done", "dates")]


@pytest.mark.parametrize("jobs", [1, 2])
def test_on_predictions_gets_every_decision_once_before_the_deployed_fits_are_needed(tmp_path, jobs):
    """`fit` trains the stacker in ``on_predictions`` while the workers fit the deployed bases:
    it is called once, with every base's decisions for every document, as soon as the last
    prediction task is in; the result is the same as without it."""
    from multideid.registry import BASES

    cfg = fake_config({"dates": "fake_dates", "words": "fake_words"})
    docs = make_corpus(12, seed=1)
    folds = document_folds(len(docs), 3, 0)
    makers = {n: BaseRecipe(n, cfg["bases"][n], dict(BASES)) for n in ("dates", "words")}
    calls, events = [], []

    def on_predictions(preds, pool):
        assert (pool is None) == (jobs == 1)  # the workers' pool, which fit gives the stacker
        calls.append({n: list(p) for n, p in preds.items()})
        events.append(("on_predictions", None))

    got = fit_out_of_fold(makers, docs, folds, jobs=jobs, scratch=tmp_path / "a", on_predictions=on_predictions,
                          progress=lambda e, i: events.append((i.get("kind"), i.get("base"))) if e == "task_done" else None)
    plain = fit_out_of_fold(makers, docs, folds, jobs=jobs, scratch=tmp_path / "b")
    assert len(calls) == 1
    assert all(tp is not None for p in calls[0].values() for tp in p) and set(calls[0]) == {"dates", "words"}
    assert _decisions(got) == _decisions(plain) == {n: _decisions(got)[n] for n in calls[0]}
    assert list(got.fitted) == ["dates", "words"]
    at = events.index(("on_predictions", None))
    if jobs == 2:  # right after the last prediction task (a deployed fit may have ended before)
        assert sum(1 for kind, _ in events[:at] if kind in ("fold", "blind")) == 4
        assert events[at - 1][0] in ("fold", "blind")
    else:  # in one process, after the last task
        assert at == len(events) - 1


class DiesInWorker(FakeWords):
    """A base whose fit kills its own process when it runs in a worker (as the kernel's
    out-of-memory killer would)."""

    name = "fake_dies"

    def fit(self, docs):
        import os
        import signal

        if str(os.getpid()) != os.environ.get("FAKE_DIES_PARENT"):
            os.kill(os.getpid(), signal.SIGKILL)
        return super().fit(docs)


@pytest.mark.slow  # worker processes start slowly on a loaded machine
def test_a_worker_killed_mid_fit_is_one_clear_error_and_no_worker_outlives_it(tmp_path, monkeypatch):
    import os

    from multideid.errors import ModelError

    monkeypatch.setenv("FAKE_DIES_PARENT", str(os.getpid()))
    cfg = fake_config({"words": "fake_words"})
    table = {**cfg["bases"]["words"], "type": "fake_dies"}
    docs = make_corpus(6, seed=1)
    recipe = BaseRecipe("dies", table, {"fake_dies": f"{__name__}:DiesInWorker"})
    assert type(recipe()).fit(recipe(), docs).is_fitted_  # here, in the parent, it fits
    # idle workers of other tests' reusable pools (joblib keeps them a while) are not this fit's
    before = set(_loky_children(os.getpid()))
    with pytest.raises(ModelError, match="worker process died"):
        fit_out_of_fold({"dies": recipe}, docs, document_folds(6, 2, 0), jobs=2, scratch=tmp_path)
    assert not set(_loky_children(os.getpid())) - before


def _loky_children(pid: int) -> list[int]:
    """Live worker processes (loky's) whose parent is ``pid`` (from /proc)."""
    from pathlib import Path

    out = []
    if not Path("/proc").is_dir():  # not Linux: nothing to check this way
        return out
    for d in Path("/proc").iterdir():
        try:
            stat = (d / "stat").read_text()
            cmd = (d / "cmdline").read_bytes()
        except (OSError, ValueError):
            continue
        fields = stat.rsplit(")", 1)[-1].split()
        if len(fields) > 1 and fields[1] == str(pid) and fields[0] != "Z" and b"LokyProcess" in cmd:
            out.append(int(d.name))
    return out


def test_workers_need_a_scratch_directory_to_deploy():
    cfg = fake_config({"words": "fake_words"})
    docs = make_corpus(6, seed=1)
    with pytest.raises(ValueError, match="scratch"):
        fit_out_of_fold({"words": BaseRecipe("words", cfg["bases"]["words"])}, docs, document_folds(6, 2, 0), jobs=2)


def test_corpus_language_is_the_one_language_key_every_auto_base_reads():
    from multideid.base_systems.dictionary import DictionaryBase
    from multideid.base_systems.presidio_base import PresidioBase
    from multideid.base_systems.rules import RulesBase
    from multideid.document import Document
    from multideid.ensemble import apply_corpus_language

    bases = [RulesBase.create("rules"), DictionaryBase.create("dictionary"), PresidioBase.create("presidio")]
    doc = Document("d", "The patient was seen on 01/02/2020 by his doctor.")
    assert [b.locale_for(doc) for b in bases] == ["en"] * 3  # detected
    apply_corpus_language([doc], {"corpus": {"language": "es"}})
    assert doc.metadata["language"] == "es" and [b.locale_for(doc) for b in bases] == ["es"] * 3
    known = Document("k", doc.text, metadata={"language": "en"})  # what a reader set wins
    apply_corpus_language([known], {"corpus": {"language": "es"}})
    assert [b.locale_for(known) for b in bases] == ["en"] * 3
    auto = Document("a", doc.text)
    apply_corpus_language([auto], {"corpus": {"language": "auto"}})
    assert "language" not in auto.metadata


def test_library_fit_records_language_and_pins_checked_at_load(tmp_path):
    """A model fitted through the library (not only `multideid fit`) carries the training text's
    language and the gazetteer pins; a changed pin is refused at load (exit 4)."""
    import json

    from multideid.ensemble import fit_model, load_model
    from multideid.errors import ModelError
    from multideid.model import current_pins

    cfg = fake_config({"dates": "fake_dates", "words": "fake_words"})
    cfg["stacking"]["folds"] = 2
    fit_model(cfg, make_corpus(8, seed=1), tmp_path / "m")
    meta = json.loads((tmp_path / "m" / "meta.json").read_text())
    assert meta["pins"] == current_pins() and meta["pins"]["gazetteer"]
    assert meta["language"]
    load_model(tmp_path / "m")
    meta["pins"]["gazetteer"]["en"] = "0" * 64
    (tmp_path / "m" / "meta.json").write_text(json.dumps(meta))
    with pytest.raises(ModelError):
        load_model(tmp_path / "m")
