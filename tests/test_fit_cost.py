"""The fit's cost estimate (multideid/fit_cost.py), its notice and time left on stderr, the
longest-first task order, and the cheaper out-of-fold CRFs (issue 21)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from multideid import fit_cost
from multideid.errors import UsageError
from multideid.fit_cost import FitEstimate, estimate_fit, overlapped_wall, plan_tasks
from multideid.stacking.oof import document_folds

from stacking_fakes import FAKE_CLI_CONFIG, FakeWords, fake_default_config, make_corpus

BASES = {
    "rules": ("rules", {}, False),
    "crf": ("crf", {"max_iterations": 75, "oof_max_iterations": 0}, True),
    "svm": ("svm", {}, True),
}


def schedule_wall(costs, workers):
    """Wall time of ``costs`` handed out in this order to ``workers``, nothing to overlap."""
    return overlapped_wall([("fold", c) for c in costs], 0.0, workers)


def _estimate(doc_tokens, jobs=2, bases=BASES):
    folds = document_folds(len(doc_tokens), 5, 0)
    return estimate_fit(bases, doc_tokens, folds, jobs, n_stackers=6)


def test_the_estimate_scales_with_the_tokens(monkeypatch):
    small = _estimate([500] * 100)
    large = _estimate([1000] * 100)  # the same documents, twice as long
    assert large.tokens == 2 * small.tokens == 100_000
    for b in ("rules", "svm"):  # linear in the tokens
        assert large.cpu[b] == pytest.approx(2 * small.cpu[b])
    # the crf too, and a rate with ``grow`` grows faster than the tokens
    assert large.cpu["crf"] == pytest.approx(2 * small.cpu["crf"])
    assert large.stacker == pytest.approx(2 * small.stacker)
    assert 1.9 * small.wall < large.wall < 2.1 * small.wall
    assert fit_cost.task_cost("x", {}, "final", 200_000, 0) == pytest.approx(2 * fit_cost.task_cost("x", {}, "final", 100_000, 0))
    rates = {**fit_cost.RATES, "grows": fit_cost.Rate(fixed=0.01, per_pass=0.001, grow=100.0)}
    monkeypatch.setattr(fit_cost, "RATES", rates)
    assert fit_cost.task_cost("grows", {}, "final", 200_000, 0) > 2 * fit_cost.task_cost("grows", {}, "final", 100_000, 0)
    # more documents of the same length: the same per token for the linear bases
    more = _estimate([500] * 200)
    assert more.cpu["svm"] == pytest.approx(large.cpu["svm"], rel=0.01)
    assert more.cpu["rules"] == pytest.approx(large.cpu["rules"], rel=0.01)
    # the crf's passes are what its estimate scales with
    fewer = _estimate([1000] * 100, bases={**BASES, "crf": ("crf", {"max_iterations": 75, "oof_max_iterations": 25}, True)})
    assert fewer.cpu["crf"] < large.cpu["crf"] and fewer.cpu["svm"] == large.cpu["svm"]
    # two workers, not more than the machine has, share the tasks
    assert _estimate([1000] * 100, jobs=1).wall > large.wall or fit_cost.os.cpu_count() == 1


def test_the_notice_appears_above_the_threshold_and_is_silent_below():
    below = _estimate([100] * (fit_cost.NOTICE_TOKENS // 100 - 1))
    above = _estimate([100] * (fit_cost.NOTICE_TOKENS // 100))
    assert below.notice() is None
    text = above.notice()
    assert text is not None
    assert f"{above.tokens:,} tokens" in text and f"{above.documents:,} documents" in text
    assert "estimate" in text and "--jobs 2" in text
    assert "crf" in text and "svm" in text
    assert _estimate([10] * 5).notice(threshold=10) is not None


def test_tasks_run_longest_first():
    doc_tokens = [400] * 50
    folds = document_folds(len(doc_tokens), 5, 0)
    plan = plan_tasks(BASES, doc_tokens, folds)
    kinds = [(kind, b) for kind, b, _f, _c in plan]
    # the crf's deployed fit (all documents) first, its folds next, the knowledge base last
    assert kinds[0] == ("final", "crf")
    assert kinds[1:6] == [("fold", "crf")] * 5
    assert kinds[-1] == ("blind", "rules")
    costs = [c for *_, c in plan]
    assert costs == sorted(costs, reverse=True)
    # longest first never loses to the order the bases were listed in (crf folds, crf final, ...)
    listed = sorted(plan, key=lambda t: (list(BASES).index(t[1]), t[0] == "final"))
    assert schedule_wall(costs, 2) <= schedule_wall([c for *_, c in listed], 2)
    assert schedule_wall([3.0, 2.0, 2.0], 2) == 4.0
    assert schedule_wall([3.0, 2.0, 2.0], 1) == 7.0
    # cheaper out-of-fold crfs: the folds shrink, the deployed fit does not
    cheap = plan_tasks({"crf": ("crf", {"max_iterations": 75, "oof_max_iterations": 30}, True)}, doc_tokens, folds)
    full = {(k, f): c for k, _b, f, c in plan if _b == "crf"}
    for k, _b, f, c in cheap:
        assert (c < full[(k, f)]) if k == "fold" else (c == full[(k, f)])


def test_time_left_follows_the_estimate_then_the_observed_speed():
    from multideid.commands.fit import TimeLeft

    now = [0.0]
    est = FitEstimate(documents=10, tokens=200_000, jobs=2, cpu={"crf": 100.0, "rules": 20.0}, stacker=10.0, wall=80.0)
    left = TimeLeft(est, clock=lambda: now[0])
    left.start()
    planned = 80.0 / 130.0
    assert left.left("crf") == pytest.approx(100 * planned)
    assert left.left("stacker") == pytest.approx(120 * planned + 10)
    now[0] = 30.0
    left.task_done("rules", 20.0)
    left.finish("rules")
    assert left.left("rules") is None
    assert left.left("crf") == pytest.approx(100 * 30 / 20)  # slower than planned: 1.5 s per estimated s
    now[0] = 60.0
    left.task_done("crf", 50.0)
    assert left.left("crf") == pytest.approx(50 * 60 / 70)
    left.finish("crf")
    left.stacker_started()
    now[0] = 62.0
    assert left.left("stacker") == pytest.approx(10 * (60 / 120) / planned - 2)
    left.finish("stacker")
    assert left.left("stacker") is None
    assert TimeLeft(None).left("crf") is None


def test_the_stacker_overlaps_the_deployed_fits_in_the_estimate_and_the_time_left():
    from multideid.commands.fit import TimeLeft
    from multideid.fit_cost import overlapped_wall

    # predictions 4+4 on two workers (done at 4), then a final of 6 on one worker; the stacker's
    # 4 CPU s share the cores with it: 4 + max(6, (6 + 4) / 2) = 10, not 4 + 6 + 4
    assert overlapped_wall([("fold", 4.0), ("fold", 4.0), ("final", 6.0)], 4.0, 2) == 10.0
    assert overlapped_wall([("fold", 4.0), ("blind", 4.0), ("final", 1.0)], 6.0, 2) == pytest.approx(4 + (1 + 6) / 2)
    assert overlapped_wall([("fold", 4.0), ("fold", 4.0), ("final", 6.0)], 4.0, 1) == 18.0  # one worker: in a row
    # the final first: predictions end at 8 on the other worker, the final at 6: 8 + 4 / 2 = 10
    assert overlapped_wall([("final", 6.0), ("fold", 4.0), ("fold", 4.0)], 4.0, 2) == 10.0
    now = [0.0]
    est = FitEstimate(documents=10, tokens=200_000, jobs=2, cpu={"crf": 100.0}, stacker=10.0, wall=55.0)
    left = TimeLeft(est, clock=lambda: now[0])
    left.start()
    now[0] = 40.0
    left.task_done("crf", 80.0)  # the folds are done: 0.5 s per estimated s
    left.stacker_started()  # the deployed crf still runs beside the stacker
    planned = 55.0 / 110.0
    assert left.left("crf") == pytest.approx(20 * 0.5)
    assert left.left("stacker") == pytest.approx(max(20 * 0.5, 10 * 0.5 / planned))
    now[0] = 48.0
    left.task_done("crf", 20.0)  # the speed is still observed while base work remains
    left.finish("crf")
    assert left.spw_frozen == pytest.approx(48.0 / 100.0)
    assert left.left("stacker") == pytest.approx(10 * 0.48 / planned - 8)


def test_a_long_deployed_fit_is_handed_out_first_when_it_would_end_last():
    from multideid.fit_cost import overlap_order, overlapped_wall

    plan = [("final", "crf", None, 20.0), ("fold", "crf", 0, 8.0), ("fold", "crf", 1, 8.0), ("final", "svm", None, 3.0),
            ("fold", "svm", 0, 2.0), ("fold", "svm", 1, 2.0), ("blind", "rules", None, 1.0)]
    order = overlap_order(plan, stacker=6.0, workers=2)
    kinds = [(t[0], t[1]) for t in order]
    # the crf's final would be the critical path after the predictions: it goes first; the
    # svm's short final waits until the predictions are in (the stacker overlaps it)
    assert kinds[0] == ("final", "crf") and kinds[-1] == ("final", "svm")
    assert sorted(order) == sorted(plan)
    wall = lambda o: overlapped_wall([(t[0], t[-1]) for t in o], 6.0, 2)
    finals_last = [t for t in plan if t[0] != "final"] + [t for t in plan if t[0] == "final"]
    assert wall(order) <= min(wall(plan), wall(finals_last)) and wall(order) < wall(finals_last)
    # short finals and a long stacker phase: all finals after the predictions
    small = [("fold", "crf", 0, 8.0), ("fold", "crf", 1, 8.0), ("final", "crf", None, 2.0)]
    assert overlap_order(small, stacker=10.0, workers=2)[-1][0] == "final"


@pytest.fixture(scope="module")
def app():
    with fake_default_config() as the_app:
        yield the_app


def test_fit_prints_the_estimate_on_stderr_for_a_large_corpus_only(app, tmp_path, monkeypatch):
    from multideid.io import write_corpus

    docs = make_corpus(12)
    write_corpus(docs, tmp_path / "train", "brat")
    (tmp_path / "cfg.toml").write_text(FAKE_CLI_CONFIG)
    args = ["fit", "--train", str(tmp_path / "train"), "--config", str(tmp_path / "cfg.toml")]
    quiet = CliRunner().invoke(app, args + ["--model", str(tmp_path / "m1")])
    assert quiet.exit_code == 0, quiet.output
    assert "estimated" not in quiet.output  # 12 short notes: below the threshold
    monkeypatch.setattr(fit_cost, "NOTICE_TOKENS", 10)
    res = CliRunner().invoke(app, args + ["--model", str(tmp_path / "m2")])
    assert res.exit_code == 0, res.output
    tokens = sum(len(d.tokens) for d in docs)
    assert f"12 documents, {tokens:,} tokens: estimated" in res.output
    # counts and durations only: no word of any training document
    notice = next(line for line in res.output.splitlines() if "estimated" in line)
    words = {w for d in docs for w in d.text.split() if len(w) > 3 and w.isalpha()}
    assert not [w for w in words if w in notice.split()]


class _Passes(FakeWords):
    """Records whether the out-of-fold runner asked for its cheaper variant."""

    name = "fake_passes"
    seen: list = []

    def for_out_of_fold(self):
        self.oof_variant = True
        return self

    def fit(self, docs):
        _Passes.seen.append(getattr(self, "oof_variant", False))
        return super().fit(docs)


def test_fold_tasks_train_the_out_of_fold_variant_and_the_final_fit_does_not():
    from multideid.stacking.training import fit_out_of_fold

    _Passes.seen = []
    docs = make_corpus(9)
    folds = document_folds(len(docs), 3, 0)
    fit_out_of_fold({"w": _Passes}, docs, folds, jobs=1)
    assert sorted(_Passes.seen) == [False, True, True, True]  # 3 folds, 1 deployed fit
    assert _Passes.seen[-1] is False  # the deployed fit, last in the simple case


def test_crf_out_of_fold_passes():
    from multideid.base_systems.crf import CRFBase

    assert CRFBase(oof_max_iterations=30).for_out_of_fold().max_iterations == 30
    assert CRFBase(max_iterations=60, oof_max_iterations=0).for_out_of_fold().max_iterations == 60  # 0: the same
    assert CRFBase().for_out_of_fold().max_iterations == CRFBase().oof_max_iterations < CRFBase().max_iterations
    for bad in (-1, 2.5, True):
        with pytest.raises(UsageError, match="oof_max_iterations"):
            CRFBase(oof_max_iterations=bad)._check_params()


def test_svm_tolerance_is_checked():
    from multideid.base_systems.svm import SVMBase

    with pytest.raises(UsageError, match="tol"):
        SVMBase(tol=0)._validate_params()


def test_svm_uses_the_dual_solver_by_default(monkeypatch):
    """scikit-learn's "auto" picks the primal solver when there are more tokens than features,
    which took 6x longer on 300 synthetic notes for the same decisions."""
    import sklearn.svm

    from multideid.base_systems.svm import SVMBase

    seen = []
    real = sklearn.svm.LinearSVC

    class Spy(real):
        def fit(self, X, y, sample_weight=None):
            seen.append(self.dual)
            return super().fit(X, y, sample_weight)

    monkeypatch.setattr(sklearn.svm, "LinearSVC", Spy)
    rows = [{"w": w} for w in ("a", "b", "Ana", "Luis") * 30]  # 120 tokens, 4 features: tall
    tags = ["O", "O", "NAME", "NAME"] * 30
    SVMBase()._fit_rows(rows, tags)
    assert seen[0] is True
    SVMBase(solver="auto")._fit_rows(rows, tags)
    assert seen == [True, "auto"]  # (no boundary model: no adjacent same-label spans)
    with pytest.raises(UsageError, match="solver"):
        SVMBase(solver="newton")._validate_params()
