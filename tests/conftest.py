"""Shared fixtures: paths to ../shared/data (skip cleanly where it is absent)."""

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


def _need(path: Path) -> Path:
    if not path.exists():
        pytest.skip(f"needs {path} (the shared corpora are not on this machine)")
    return path


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
