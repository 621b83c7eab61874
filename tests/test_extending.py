"""Extending multideid from outside (docs/architecture.md) and running without a model.

* "How to add a base": a third-party package registers a tiny base through the
  ``multideid.bases`` entry-point group; ``fit``, ``run`` and ``explain`` use it like a built-in
  one (real CLI in a subprocess, the package found through its ``.dist-info`` on PYTHONPATH).
* ``run --bases rules`` with no model directory runs the bases that need no training on their
  own, saying on stderr that no stacker is involved (#15.7).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from multideid.errors import EXIT_MODEL, EXIT_USAGE
from stacking_fakes import make_corpus

TINY_BASE = '''
"""A third-party base: dates by regex (no training)."""
import re

from multideid.base_systems.base import BaseSystem
from multideid.document import Span

_DATE = re.compile(r"\\b\\d{1,2}/\\d{1,2}/\\d{4}\\b")


class TinyDates(BaseSystem):
    """Dates by regex (a plugin)."""

    name = "tiny_dates"
    requires_fit = False

    def __init__(self, score: float = 0.9):
        self.score = score

    @property
    def labels(self):
        return ["DATE"]

    def predict(self, docs):
        return [[Span(m.start(), m.end(), "DATE", self.score, self.source) for m in _DATE.finditer(d.text)]
                for d in docs]
'''


def _cli(args, cwd, env=None, stdin=None):
    return subprocess.run([sys.executable, "-m", "multideid", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, env=env, input=stdin, timeout=300)


@pytest.fixture(scope="module")
def plugin_env(tmp_path_factory):
    """PYTHONPATH holding the plugin module and its dist-info (entry point ``tiny_dates``)."""
    root = tmp_path_factory.mktemp("plugin")
    (root / "tiny_multideid_plugin.py").write_text(textwrap.dedent(TINY_BASE))
    info = root / "tiny_multideid_plugin-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tiny-multideid-plugin\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[multideid.bases]\ntiny_dates = tiny_multideid_plugin:TinyDates\n")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(root), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


@pytest.mark.slow  # three CLI processes
def test_a_base_registered_through_the_entry_point_group_runs_through_fit_run_explain(plugin_env, tmp_path):
    from multideid.io import write_corpus

    write_corpus(make_corpus(12, seed=3), tmp_path / "train", "brat")
    note = make_corpus(1, seed=8, offset=600)[0]
    (tmp_path / "note.txt").write_text(note.text, encoding="utf-8")
    (tmp_path / "cfg.toml").write_text('bases_replace = true\n\n[bases.tiny]\ntype = "tiny_dates"\nscore = 0.8\n\n'
                                       '[stacking]\nfolds = 3\n')
    r = _cli(["bases"], tmp_path, plugin_env)
    assert r.returncode == 0 and "tiny_dates" in r.stdout, r.stderr
    r = _cli(["fit", "--train", "train", "--config", "cfg.toml", "--model", "M", "--quiet"], tmp_path, plugin_env)
    assert r.returncode == 0, r.stderr
    meta = json.loads((tmp_path / "M" / "meta.json").read_text())
    assert [(b["name"], b["type"]) for b in meta["bases"]] == [("tiny", "tiny_dates")]
    assert json.loads((tmp_path / "M" / "bases" / "tiny" / "params.json").read_text())["params"] == {"score": 0.8}

    r = _cli(["run", "--model", "M", "note.txt", "--quiet"], tmp_path, plugin_env)
    assert r.returncode == 0, r.stderr
    spans = [(s["start"], s["end"], s["label"]) for s in json.loads(r.stdout)["spans"]]
    gold_dates = sorted((s.start, s.end, s.label) for s in note.gold if s.label == "FECHAS")
    assert gold_dates and spans == gold_dates  # the stacker maps the plugin's DATE onto the corpus's FECHAS

    r = _cli(["explain", "M", "--json"], tmp_path, plugin_env)
    assert r.returncode == 0, r.stderr
    trust = json.loads(r.stdout)
    assert trust["bases"] == ["tiny"] and trust["trust"]["FECHAS"]["tiny"] > 0  # the stacker trusts it for dates
    # without the plugin installed the model refuses to load, naming the missing base type
    r = _cli(["run", "--model", "M", "note.txt", "--quiet"], tmp_path)
    assert r.returncode == EXIT_MODEL and "tiny_dates" in r.stderr and r.stdout == ""


TEXT = "Paciente: Juan García López. Ingresa el 12/03/2015 en el Hospital La Paz. Teléfono 912 345 678.\n"


def test_run_without_a_model_runs_a_knowledge_base_alone(tmp_path):
    from multideid.base_systems.rules import RulesBase
    from multideid.document import Document

    (tmp_path / "note.txt").write_text(TEXT, encoding="utf-8")
    r = _cli(["run", "--bases", "rules", "note.txt"], tmp_path)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    expected = RulesBase.create("rules").predict([Document("note", TEXT)])[0]
    assert [(s["start"], s["end"], s["label"]) for s in out["spans"]] == [(s.start, s.end, s.label) for s in expected]
    assert len(expected) >= 3
    first = r.stderr.splitlines()[0]
    assert "no stacker involved" in first and "rules" in first
    assert "García" not in r.stderr and "912" not in r.stderr  # offsets and labels only


def test_run_without_a_model_takes_the_union_of_several_knowledge_bases(tmp_path):
    from multideid.base_systems.rules import RulesBase
    from multideid.document import Document

    (tmp_path / "note.txt").write_text(TEXT, encoding="utf-8")
    r = _cli(["run", "--bases", "rules,dictionary", "note.txt", "--mode", "redact", "--quiet"], tmp_path)
    assert r.returncode == 0, r.stderr
    assert "no stacker involved" in r.stderr and "union" in r.stderr
    for s in RulesBase.create("rules").predict([Document("note", TEXT)])[0]:
        assert TEXT[s.start:s.end] not in r.stdout  # everything rules finds is redacted in the union


@pytest.mark.parametrize("args,code,fragment", [
    (["--bases", "crf"], EXIT_USAGE, "needs training"),
    (["--bases", "rules", "--combiner", "stacker"], EXIT_USAGE, "no stacker"),
    ([], EXIT_MODEL, "model directory not found"),
])
def test_run_without_a_model_refuses_what_needs_one(tmp_path, args, code, fragment):
    (tmp_path / "note.txt").write_text(TEXT, encoding="utf-8")
    r = _cli(["run", *args, "note.txt"], tmp_path)
    assert r.returncode == code and fragment in r.stderr and r.stdout == ""
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr
