"""Smoke test of benchmarks/bench.py on 3 synthetic notes (functions only; nothing is timed)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from script_loader import load_script

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "bench.py"


@pytest.fixture(scope="module")
def bench():
    return load_script(BENCH, "multideid_bench")


@pytest.fixture(scope="module")
def three(bench):
    return bench.synth_docs(3, "train")


def test_measure_command_reports_time_rss_and_output(bench):
    # the process tree is sampled every 0.1 s: hold the buffer long enough to be seen
    m = bench.measure_command(
        [sys.executable, "-c", "import time; x = bytearray(30 * 2**20); time.sleep(0.6); print(len(x))"]
    )
    assert m["stdout"].strip() == str(30 * 2**20)
    assert m["seconds"] > 0
    # the 30 MB buffer is resident in the child: both measures must see it
    assert m["max_rss_mb"] >= 30
    assert m["tree_peak_mb"] == 0 or m["tree_peak_mb"] >= 5
    assert m["tree_pss_peak_mb"] == 0 or m["tree_pss_peak_mb"] >= 5


@pytest.mark.skipif(not Path("/proc/self/smaps_rollup").exists(), reason="needs Linux /proc/PID/smaps_rollup")
def test_pss_counts_pages_shared_by_a_forked_child_once(bench):
    """RSS sums count a page shared by parent and forked child twice; PSS splits it."""
    code = ("import os, time; x = bytearray(b'1') * (60 * 2**20); pid = os.fork(); time.sleep(1.0); "
            "os._exit(0) if pid == 0 else (os.waitpid(pid, 0), print(len(x)))")
    m = bench.measure_command([sys.executable, "-c", code])
    assert m["tree_peak_mb"] >= 110  # the 60 MB (touched) counted in both processes
    assert 55 <= m["tree_pss_peak_mb"] < 0.75 * m["tree_peak_mb"]


def test_measure_command_fails_loudly(bench):
    with pytest.raises(RuntimeError, match="command failed"):
        bench.measure_command([sys.executable, "-c", "import sys; sys.exit(3)"])


def test_dir_size_and_jsonl_round_trip(bench, three, tmp_path):
    p = bench.write_jsonl(three, tmp_path / "a.jsonl", gold=True)
    q = bench.write_jsonl(three, tmp_path / "b.jsonl", gold=False)
    assert bench.dir_size(tmp_path) == p.stat().st_size + q.stat().st_size
    back = bench.read_docs(p)
    assert sorted(d.id for d in back) == sorted(d.id for d in three)
    by_id = {d.id: d for d in three}
    for d in back:
        assert d.text == by_id[d.id].text
        assert sorted(d.gold) == sorted(by_id[d.id].gold)
    assert all(d.gold is None for d in bench.read_docs(q))


def test_presidio_reference_finds_pattern_phi(bench, tmp_path):
    from multideid.document import Document

    doc = Document("r1", "Contact john.smith@example.com or 192.168.10.4 for the report.")
    res = bench.phase_presidio(str(bench.write_jsonl([doc], tmp_path / "p.jsonl", gold=False)))
    assert res["n_docs"] == 1 and res["results"] >= 2 and res["recognizers"] > 5
    assert res["docs_s"] > 0


@pytest.mark.slow
def test_fit_bases_run_and_report(bench, three, tmp_path):
    data = bench.write_jsonl(three, tmp_path / "fit.jsonl", gold=True)
    run_in = bench.write_jsonl(three, tmp_path / "run.jsonl", gold=False)
    model = tmp_path / "model"
    fit = bench.phase_fit(str(data), str(model), ["rules", "presidio"], 2)
    assert set(fit["bases"]) == {"rules", "presidio"}
    assert fit["total_s"] >= fit["stacker_s"] >= 0 and fit["model_mb"] > 0
    assert fit["n_docs"] == 3
    bases = bench.phase_bases(str(run_in), str(model))
    assert set(bases["bases"]) == {"rules", "presidio"} and bases["n_docs"] == 3
    chars = sum(len(d.text) for d in three)
    run = bench.run_cli(run_in, model, tmp_path / "out.jsonl", 1, 3, chars)
    assert run["docs_s"] > 0 and run["max_rss_mb"] > 0
    lines = [json.loads(x) for x in (tmp_path / "out.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(lines) == 3
    pres = bench.phase_presidio(str(run_in))
    for r in (fit, bases, pres):
        r.update({"wall_s": 1.0, "tree_peak_mb": 100.0, "max_rss_mb": 90.0})
    res = {"machine": bench.machine_info(), "bases": ["rules", "presidio"], "folds": 2, "quick": True,
           "command": "bench.py --quick",
           "workloads": {"synthetic": {"fit_desc": "3 notes", "run_desc": "3 notes", "fit": fit, "run": [run],
                                       "bases": bases, "presidio_ref": pres}}}
    md = tmp_path / "B.md"
    md.write_text("# Benchmarks\n\nhand-written notes\n", encoding="utf-8")
    bench.write_markdown(res, md)
    bench.write_markdown(res, md)  # replaces the block, keeps the notes
    text = md.read_text(encoding="utf-8")
    assert text.count(bench.START) == 1 and "hand-written notes" in text and "rules alone" in text
    png = bench.plot(res, tmp_path / "t.png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
