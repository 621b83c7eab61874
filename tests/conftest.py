"""Shared fixtures: paths to ../shared/data (skip cleanly where it is absent, fail under CI).

On a developer's machine without the shared corpora, the tests that need them skip with a
reason.  Under continuous integration (the environment variable ``CI`` is ``true``, as GitHub
Actions, GitLab CI and most others set it) a missing corpus fails those tests instead: a CI run
that silently skips the golden evaluator tests would stay green while checking much less.
``MULTIDEID_SHARED`` points at another shared directory (default: ``../shared``).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("MULTIDEID_SHARED", REPO.parent / "shared"))
DATA = SHARED / "data"
MEDDOCAN = DATA / "meddocan"
PRESIDIO_SYNTH = DATA / "presidio-synth" / "synth_dataset_v2.json"
DEIDGATE = DATA / "deidgate-seed" / "safeharbor_seed.jsonl"
EVAL_REF = SHARED / "eval-reference"


def under_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("true", "1")


def need_shared(path: Path) -> Path:
    """``path`` if it exists; otherwise skip the test, or fail it under CI."""
    if not path.exists():
        if under_ci():
            pytest.fail(f"CI=true but {path} is missing: the tests that need the shared corpora would be skipped "
                        "and CI would pass without them; provide ../shared/data (or set MULTIDEID_SHARED)",
                        pytrace=False)
        pytest.skip(f"needs {path} (the shared corpora are not on this machine)")
    return path


_need = need_shared


@pytest.fixture
def meddocan_dir() -> Path:
    return _need(MEDDOCAN)


@pytest.fixture
def presidio_synth_path() -> Path:
    return _need(PRESIDIO_SYNTH)


@pytest.fixture
def deidgate_path() -> Path:
    return _need(DEIDGATE)


@pytest.fixture
def eval_reference() -> Path:
    return _need(EVAL_REF)
