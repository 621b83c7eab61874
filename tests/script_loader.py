"""Import a repository script that is not a package module (benchmarks/*.py, a test data builder)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def load_script(path: str | Path, name: str):
    """The module of the script at ``path`` (relative to the repository root, or absolute),
    registered in ``sys.modules`` as ``name`` (dataclasses and pickling need it there)."""
    spec = importlib.util.spec_from_file_location(name, REPO / path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod
