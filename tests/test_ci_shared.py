"""Without ../shared the shared-data tests skip on a laptop but fail under CI (``CI=true``).

Runs pytest in a separate process on the golden evaluator tests and the CRF MEDDOCAN slice (a
module fixture that checks the corpus itself) with ``MULTIDEID_SHARED`` pointing at a directory
that does not exist.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
SELECTION = ["tests/test_evaluation_golden.py", "tests/test_crf.py::test_meddocan_slice_recall_floor"]


def _pytest(tmp_path: Path, ci: str | None) -> tuple[subprocess.CompletedProcess, dict[str, int]]:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS", "MULTIDEID_SHARED")}
    env["MULTIDEID_SHARED"] = str(tmp_path / "no-shared-here")
    if ci is not None:
        env["CI"] = ci
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rfs", "-p", "no:cacheprovider", *SELECTION],
                       cwd=TESTS.parent, env=env, capture_output=True, text=True, timeout=300)
    tail = r.stdout.strip().splitlines()[-1] if r.stdout.strip() else ""
    counts = {k: int(n) for n, k in re.findall(r"(\d+) (passed|failed|skipped|errors?)", tail)}
    return r, counts


def test_missing_shared_data_skips_off_ci(tmp_path):
    r, counts = _pytest(tmp_path, None)
    assert r.returncode == 0, r.stdout[-2000:]
    assert counts.get("skipped", 0) >= 10 and not counts.get("failed") and not counts.get("passed"), counts
    assert "the shared corpora are not on this machine" in r.stdout


def test_missing_shared_data_fails_under_ci(tmp_path):
    r, counts = _pytest(tmp_path, "true")
    assert r.returncode == 1, r.stdout[-2000:]
    # every selected test fails (at setup: reported as errors), none is skipped
    assert counts.get("error", 0) + counts.get("errors", 0) + counts.get("failed", 0) >= 10, counts
    assert not counts.get("skipped") and not counts.get("passed"), counts
    missing = tmp_path / "no-shared-here"
    assert f"CI=true but {missing}" in r.stdout and "is missing" in r.stdout
    assert "test_meddocan_slice_recall_floor" in r.stdout  # the module fixture in test_crf.py too
