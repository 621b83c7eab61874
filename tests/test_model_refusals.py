"""A model that must not be used is refused by the CLI: exit 4, one stderr line, nothing run.

Each test goes through the real command line (``multideid.cli.main``, the console-script entry
point, and once a separate ``python -m multideid`` process) and reads the *documented* exit code
(4, written as a literal: a test comparing with ``ModelError.exit_code`` would follow a wrong
constant) and the shape of the one stderr line.

* a tampered, missing or incompatible model: exit 4, ``error[E3xx]: <model path>: <message>``;
* a pickled object array planted in every ``.npy``/``.npz`` a model loads, with the checksums in
  meta.json re-signed so that only the loader's refusal of pickle can stop it: exit 4 and the
  pickle never ran (its ``__reduce__`` would create a marker file);
* the stacker's weights edited (re-signed) to NaN/inf or to a shape that does not fit its
  classes/vocabulary: exit 4, no output.

The model is a small real one (the ``rules`` and ``svm`` bases on a dozen synthetic notes, about
a second to fit), so the separate process needs nothing registered by the tests.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cli_run import run_cli
from multideid.model import sha256_file, verify_model_dir

from stacking_fakes import make_corpus

#: the documented exit code of a model error (README, errors.py); a literal on purpose
MODEL_EXIT = 4
#: ``error[E3xx]: <path>[:<line>]: <message>``, one line
LINE = re.compile(r"^error\[(E3\d\d)\]: (?P<path>[^\n]+?)(?::\d+)?: (?P<msg>[^\n]+)$")


@pytest.fixture(scope="module")
def real_model(tmp_path_factory) -> Path:
    from multideid.config import default_config
    from multideid.ensemble import fit_model

    root = tmp_path_factory.mktemp("refusals")
    cfg = default_config(["rules", "svm"])
    cfg["stacking"].update(folds=2, store_subsets="none")  # store_oof stays on (the default)
    fit_model(cfg, make_corpus(12, seed=0), root / "m", data_source="synthetic test notes")
    return root / "m"


@pytest.fixture(scope="module")
def notes(tmp_path_factory) -> Path:
    from multideid.io import write_corpus

    d = tmp_path_factory.mktemp("notes") / "notes"
    write_corpus(make_corpus(3, seed=9, offset=700), d, "text")
    return d


@pytest.fixture
def model_copy(real_model, tmp_path) -> Path:
    dst = tmp_path / "copy"
    shutil.copytree(real_model, dst)
    return dst


_cli = run_cli


def _resign(model: Path, *rels: str) -> None:
    """Re-compute the checksums of ``rels`` in meta.json: the integrity check passes, so only the
    loader's own checks can refuse the edited file."""
    meta = json.loads((model / "meta.json").read_text(encoding="utf-8"))
    for rel in rels:
        meta["files"][rel] = sha256_file(model / rel)
    (model / "meta.json").write_text(json.dumps(meta), encoding="utf-8")
    verify_model_dir(model)  # the edit is invisible to the checksums now


def _assert_model_error_line(err: str, model: Path) -> re.Match:
    """Exactly one stderr line, ``error[E3xx]: <a path in the model>: <message>``, no traceback."""
    assert err.endswith("\n") and err.count("\n") == 1, repr(err)
    m = LINE.match(err.rstrip("\n"))
    assert m, repr(err)
    assert "Traceback" not in err
    where = Path(m.group("path")).resolve()
    assert where == model.resolve() or model.resolve() in where.parents, err
    return m


def _assert_refused(capsys, model: Path, argv: list, out: Path | None = None) -> re.Match:
    code, stdout, err = _cli(capsys, *argv)
    assert code == MODEL_EXIT, (code, err)
    assert stdout == ""
    if out is not None:
        assert not out.exists()
        assert not [p for p in out.parent.iterdir() if p.name.startswith(f".{out.name}")]  # no temporaries
    return _assert_model_error_line(err, model)


# --------------------------------------------------------------------------- exit code 4 and the line


def test_the_untampered_model_runs(capsys, real_model, notes, tmp_path):
    """The control: everything below is refused because of the damage, not the model."""
    code, out, err = _cli(capsys, "run", notes, "--model", real_model, "--mode", "redact", "--quiet")
    assert code == 0, err
    assert "[**FECHAS**]" in out


def test_a_tampered_model_exits_4_with_one_line_naming_the_file(capsys, model_copy, notes, tmp_path):
    raw = bytearray((model_copy / "stacker" / "coef.npy").read_bytes())
    raw[-3] ^= 0x55
    (model_copy / "stacker" / "coef.npy").write_bytes(bytes(raw))
    out = tmp_path / "out"
    m = _assert_refused(capsys, model_copy, ["run", notes, "--model", model_copy, "--output", out, "--format", "brat",
                                             "--quiet"], out)
    assert m.group("path") == str(model_copy)
    assert "stacker/coef.npy" in m.group("msg") and "checksum" in m.group("msg")


@pytest.mark.parametrize("damage", ["missing_dir", "not_a_model", "format_version", "missing_file"])
def test_every_kind_of_unusable_model_exits_4(capsys, model_copy, notes, damage):
    target = model_copy
    if damage == "missing_dir":
        target = model_copy.parent / "nosuch"
    elif damage == "not_a_model":
        (model_copy / "meta.json").write_text('{"hello": 1}', encoding="utf-8")
    elif damage == "format_version":
        meta = json.loads((model_copy / "meta.json").read_text(encoding="utf-8"))
        meta["format_version"] = meta["format_version"] + 1
        (model_copy / "meta.json").write_text(json.dumps(meta), encoding="utf-8")
    elif damage == "missing_file":
        (model_copy / "bases" / "svm" / "coef.npz").unlink()
    code, out, err = _cli(capsys, "run", notes, "--model", target, "--quiet")
    assert code == MODEL_EXIT, (code, err)
    assert out == "" and err.count("\n") == 1 and LINE.match(err.rstrip("\n")), err
    assert str(target) in err


def test_a_separate_process_gets_exit_4_and_one_stderr_line(model_copy, notes):
    """The console script as a user runs it: its own interpreter, exit status, stderr."""
    (model_copy / "bases" / "svm" / "vocabulary.json").write_text("[]", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "MULTIDEID_DEBUG"}
    r = subprocess.run([sys.executable, "-m", "multideid", "run", str(notes), "--model", str(model_copy), "--quiet"],
                       capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == MODEL_EXIT, (r.returncode, r.stderr)
    assert r.stdout == ""
    m = _assert_model_error_line(r.stderr, model_copy)
    assert "bases/svm/vocabulary.json" in m.group("msg")


# --------------------------------------------------------------------------- planted pickle


class _Payload:
    """Unpickling this runs ``open(marker, "w")``: proof that code from the model file ran."""

    def __init__(self, marker: Path):
        self.marker = str(marker)

    def __reduce__(self):
        return (open, (self.marker, "w"))


def _plant(path: Path, marker: Path, member: str | None) -> None:
    """Replace ``path`` (or one ``member`` of an .npz) by an object array of the same shape whose
    loading with ``allow_pickle=True`` would run :class:`_Payload`."""
    payload = _Payload(marker)
    if member is None:
        shape = np.load(path, allow_pickle=False).shape
        arr = np.empty(shape if np.prod(shape) else (1,), dtype=object)
        arr.fill(payload)
        with open(path, "wb") as fh:
            np.save(fh, arr, allow_pickle=True)
        return
    with np.load(path, allow_pickle=False) as z:
        members = {k: z[k] for k in z.files}
    shape = members[member].shape
    arr = np.empty(shape if np.prod(shape) else (1,), dtype=object)
    arr.fill(payload)
    members[member] = arr
    with open(path, "wb") as fh:
        np.savez(fh, **members)


def test_the_planted_payload_is_live(tmp_path):
    """The payload really runs when a loader allows pickle (so the tests below can fail)."""
    f = tmp_path / "x.npy"
    np.save(f, np.zeros((2, 3)))
    marker = tmp_path / "ran"
    _plant(f, marker, None)
    np.load(f, allow_pickle=True)
    assert marker.exists()
    z = tmp_path / "x.npz"
    np.savez(z, a=np.zeros(3), b=np.ones(2))
    marker.unlink()
    _plant(z, marker, "a")
    with np.load(z, allow_pickle=True) as loaded:
        loaded["a"]
    assert marker.exists()


@pytest.mark.parametrize(
    "rel,member,command",
    [
        ("stacker/coef.npy", None, "run"),
        ("stacker/intercept.npy", None, "run"),
        ("bases/svm/intercept.npy", None, "run"),
        ("bases/svm/pairs.npy", None, "run"),
        ("bases/svm/boundary_intercept.npy", None, "run"),
        ("bases/svm/coef.npz", "data", "run"),
        ("oof/tokens.npz", "lines", "restack"),
        ("oof/svm.npz", "scores", "restack"),
    ],
)
def test_a_pickle_planted_in_the_model_is_refused_and_never_runs(capsys, model_copy, notes, tmp_path, rel, member,
                                                                  command):
    marker = tmp_path / "pickle-ran"
    _plant(model_copy / rel, marker, member)
    _resign(model_copy, rel)
    out = tmp_path / "out"
    if command == "run":
        argv = ["run", notes, "--model", model_copy, "--output", out, "--format", "brat", "--quiet"]
    else:
        argv = ["restack", model_copy, "--output", out, "--quiet"]
    code, stdout, err = _cli(capsys, *argv)
    assert not marker.exists(), f"loading the model unpickled {rel}: code from a model file ran"
    assert code == MODEL_EXIT, (code, err)
    assert stdout == "" and not out.exists()
    _assert_model_error_line(err, model_copy)


# --------------------------------------------------------------------------- stacker weights


def _edit_stacker(model: Path, edit: str) -> str:
    st = model / "stacker"
    coef = np.load(st / "coef.npy", allow_pickle=False)
    intercept = np.load(st / "intercept.npy", allow_pickle=False)
    if edit == "coef_nan":
        coef = coef.copy()
        coef.flat[coef.size // 2] = np.nan
        np.save(st / "coef.npy", coef)
        return "stacker/coef.npy"
    if edit == "coef_inf":
        coef = coef.copy()
        coef.flat[0] = np.inf
        np.save(st / "coef.npy", coef)
        return "stacker/coef.npy"
    if edit == "intercept_nan":
        intercept = intercept.copy()
        intercept[0] = np.nan
        np.save(st / "intercept.npy", intercept)
        return "stacker/intercept.npy"
    if edit == "coef_column_dropped":
        np.save(st / "coef.npy", coef[:, :-1])
        return "stacker/coef.npy"
    if edit == "coef_row_dropped":
        np.save(st / "coef.npy", coef[:-1])
        return "stacker/coef.npy"
    if edit == "intercept_extra":
        np.save(st / "intercept.npy", np.append(intercept, 0.0))
        return "stacker/intercept.npy"
    if edit == "coef_transposed":
        np.save(st / "coef.npy", np.ascontiguousarray(coef.T))
        return "stacker/coef.npy"
    if edit == "threshold_nan":
        meta = json.loads((st / "stacker.json").read_text(encoding="utf-8"))
        cls = next(c for c in meta["classes"] if c != "O")
        meta["thresholds"] = {cls.split("-", 1)[-1]: float("nan")}
        (st / "stacker.json").write_text(json.dumps(meta), encoding="utf-8")  # writes the NaN literal
        return "stacker/stacker.json"
    raise AssertionError(edit)


@pytest.mark.parametrize(
    "edit",
    ["coef_nan", "coef_inf", "intercept_nan", "threshold_nan", "coef_column_dropped", "coef_row_dropped",
     "intercept_extra", "coef_transposed"],
)
def test_stacker_weights_that_are_not_finite_or_do_not_fit_are_refused(capsys, model_copy, notes, tmp_path, edit):
    rel = _edit_stacker(model_copy, edit)
    _resign(model_copy, rel)
    out = tmp_path / "out"
    m = _assert_refused(capsys, model_copy, ["run", notes, "--model", model_copy, "--output", out, "--format", "brat",
                                             "--quiet"], out)
    assert "stacker" in m.group("path") + m.group("msg")
