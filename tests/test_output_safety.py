"""Output safety: --overwrite never deletes or modifies data multideid did not write.

* an existing output directory is replaced only when everything in it is what the writer of
  that format writes (never the current directory or a parent of it, a model, or the input);
* ``eval --out`` never lands on, inside or around a --gold/--pred path (even with --overwrite);
* ``explain --png`` never writes inside a model directory, and a directory target is a clean
  output error;
* ``eval --labels`` with a label found in neither gold nor predictions is a usage error.

Every refusal is one ``error[...]`` line on stderr with the documented exit code, no PHI.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from multideid.cli import main
from multideid.errors import EXIT_OUTPUT, EXIT_USAGE

PHI = "Zyxwpatient"  # must never appear in an error message
TEXT = f"Paciente {PHI} ingresa el 10/10/1963.\n"  # PHI at 9-20, date at 32-42
ANN = f"T1\tNOMBRE_SUJETO_ASISTENCIA 9 20\t{PHI}\nT2\tFECHAS 32 42\t10/10/1963\n"


def _brat(d: Path, names=("doc",), ann: str | None = ANN) -> Path:
    d.mkdir(parents=True, exist_ok=True)
    for n in names:
        (d / f"{n}.txt").write_text(TEXT, encoding="utf-8")
        if ann is not None:
            (d / f"{n}.ann").write_text(ann, encoding="utf-8")
    return d


def _cli(capsys, *argv) -> tuple[int, str, str]:
    capsys.readouterr()
    try:
        main([str(a) for a in argv])
        code = 0  # success may return (click not in standalone mode) or raise SystemExit(0)
    except SystemExit as exc:
        code = 0 if exc.code is None else exc.code
    cap = capsys.readouterr()
    return code, cap.out, cap.err


def _refused(capsys, *argv, code: int = EXIT_OUTPUT, needle: str | None = None) -> str:
    rc, _, err = _cli(capsys, *argv)
    assert rc == code, err
    assert err.startswith("error[") and err.count("\n") == 1 and "Traceback" not in err, err
    assert PHI not in err
    if needle is not None:
        assert needle in err, err
    return err


def _digest(root: Path) -> str:
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        h.update(str(p.relative_to(root)).encode())
        if p.is_file():
            h.update(p.read_bytes())
    return h.hexdigest()


# --------------------------------------------------------------- 1. --overwrite of a directory


@pytest.mark.parametrize("fmt,extra", [("brat", "keep.txt"), ("brat", "notes.docx"), ("text", "thesis.docx"),
                                       ("i2b2-2014", "keep.txt")])
def test_convert_overwrite_refuses_directory_with_foreign_files(tmp_path, capsys, fmt, extra):
    src = _brat(tmp_path / "in", ("a", "b"))
    out = tmp_path / "out"
    assert _cli(capsys, "convert", src, out, "--to", fmt)[0] == 0
    (out / extra).write_text("user data", encoding="utf-8")
    before = _digest(out)
    err = _refused(capsys, "convert", src, out, "--to", fmt, "--overwrite", needle=extra)
    assert "did not write" in err
    assert _digest(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in", "out"]  # no temporary leftovers
    # without the user's file, re-running onto its own previous output works (and may shrink it)
    (out / extra).unlink()
    (src / "b.txt").unlink()
    (src / "b.ann").unlink()
    assert _cli(capsys, "convert", src, out, "--to", fmt, "--overwrite")[0] == 0
    assert {p.stem for p in out.iterdir()} == {"a"}


@pytest.mark.parametrize("make", ["subdir", "hidden", "symlink"])
def test_convert_overwrite_refuses_subdirs_hidden_files_and_links(tmp_path, capsys, make):
    src = _brat(tmp_path / "in")
    out = _brat(tmp_path / "out", ("old",))
    if make == "subdir":
        (out / "project").mkdir()
        (out / "project" / "x.txt").write_text("user data")
        name = "project"
    elif make == "hidden":
        (out / ".keep").write_text("user data")
        name = ".keep"
    else:
        (tmp_path / "elsewhere.txt").write_text("user data")
        os.symlink(tmp_path / "elsewhere.txt", out / "link.txt")
        name = "link.txt"
    before = _digest(out)
    _refused(capsys, "convert", src, out, "--to", "brat", "--overwrite", needle=name)
    assert _digest(out) == before and (tmp_path / "in" / "doc.ann").exists()


def test_brat_rerun_of_unannotated_and_mixed_output_works(tmp_path, capsys):
    # .txt without .ann is what brat writes for documents without gold: still ours
    src = _brat(tmp_path / "in", ("a", "b"))
    (src / "b.ann").unlink()
    out = tmp_path / "out"
    assert _cli(capsys, "convert", src, out, "--to", "brat")[0] == 0
    assert _cli(capsys, "convert", src, out, "--to", "brat", "--overwrite")[0] == 0
    assert sorted(p.name for p in out.iterdir()) == ["a.ann", "a.txt", "b.txt"]
    # ... but an unpaired .txt the new output does not rewrite is not
    (out / "keep.txt").write_text("user data")
    _refused(capsys, "convert", src, out, "--to", "brat", "--overwrite", needle="keep.txt")
    assert (out / "keep.txt").read_text() == "user data"


def test_overwrite_never_replaces_the_cwd_a_parent_or_the_input(tmp_path, capsys, monkeypatch):
    src = _brat(tmp_path / "in")
    work = tmp_path / "work"
    (work / "project" / "sub").mkdir(parents=True)
    (work / "thesis.docx").write_text("years of work")
    before = _digest(work)
    monkeypatch.chdir(work)
    _refused(capsys, "convert", src, ".", "--to", "text", "--overwrite", needle="current directory")
    monkeypatch.chdir(work / "project" / "sub")
    _refused(capsys, "convert", src, work, "--to", "text", "--overwrite", needle="current directory")
    _refused(capsys, "convert", src, "..", "--to", "text", "--overwrite", needle="current directory")
    assert _digest(work) == before
    # a directory holding the input: the input is named (checked before the other entries)
    _refused(capsys, "convert", src, tmp_path, "--to", "brat", "--overwrite", needle="input")
    assert (src / "doc.ann").read_text() == ANN


def _fake_model(d: Path) -> Path:
    (d / "stacker").mkdir(parents=True)
    (d / "stacker" / "svm.json").write_text("{}")
    (d / "meta.json").write_text(json.dumps({"marker": "multideid-model", "format_version": 1, "files": {}}))
    return d


def test_overwrite_never_replaces_or_writes_into_a_model(tmp_path, capsys):
    src = _brat(tmp_path / "in")
    m = _fake_model(tmp_path / "m")
    before = _digest(m)
    _refused(capsys, "convert", src, m, "--to", "brat", "--overwrite", needle="model")
    _refused(capsys, "convert", src, m / "x.jsonl", "--to", "jsonl", needle="model")
    _refused(capsys, "convert", src, m / "stacker" / "new", "--to", "brat", needle="model")
    assert _digest(m) == before
    # a directory holding a model (run note.txt -o DIR --overwrite) is not ours either
    outer = tmp_path / "outer"
    outer.mkdir()
    _fake_model(outer / "model")
    before = _digest(outer)
    _refused(capsys, "convert", src, outer, "--to", "text", "--overwrite", needle="model")
    assert _digest(outer) == before


def test_synth_overwrite_keeps_user_files(tmp_path, capsys):
    out = tmp_path / "s"
    assert _cli(capsys, "synth", "--n", "2", "--out", out)[0] == 0
    (out / "keep.txt").write_text("user data")
    before = _digest(out)
    _refused(capsys, "synth", "--n", "1", "--out", out, "--overwrite", needle="keep.txt")
    assert _digest(out) == before
    (out / "keep.txt").unlink()
    assert _cli(capsys, "synth", "--n", "1", "--out", out, "--overwrite")[0] == 0
    assert sorted(p.name for p in out.iterdir()) == ["synth-train-00000.ann", "synth-train-00000.txt"]


# ------------------------------------------------------------------------ run (needs a model)

@pytest.fixture(scope="module")
def model(tmp_path_factory):
    """A small fitted model with fast fake bases (as in test_cli_fit_run)."""
    from multideid.io import write_corpus
    from stacking_fakes import FAKE_CLI_CONFIG, fake_default_config, make_corpus

    root = tmp_path_factory.mktemp("safety-model")
    write_corpus(make_corpus(24), root / "train", "brat")
    (root / "cfg.toml").write_text(FAKE_CLI_CONFIG)
    with fake_default_config():
        try:
            main(["fit", "--train", str(root / "train"), "--config", str(root / "cfg.toml"),
                  "--model", str(root / "model"), "--quiet"])
        except SystemExit as exc:
            assert exc.code in (0, None)
        assert (root / "model" / "meta.json").exists()
        yield root / "model"


def test_run_overwrite_refuses_cwd_and_dirs_holding_a_model(model, tmp_path, capsys, monkeypatch):
    note = tmp_path / "note.txt"
    note.write_text(TEXT)
    work = tmp_path / "work"
    (work / "project").mkdir(parents=True)
    (work / "thesis.docx").write_text("years of work")
    before = _digest(work)
    monkeypatch.chdir(work)
    _refused(capsys, "run", "-m", model, note, "-o", ".", "--overwrite", "--mode", "redact", "--quiet")
    assert _digest(work) == before
    # a directory holding a model: the model survives
    monkeypatch.chdir(tmp_path)
    outer = tmp_path / "outer"
    outer.mkdir()
    import shutil

    shutil.copytree(model, outer / "model")
    before = _digest(outer)
    _refused(capsys, "run", "-m", model, tmp_path / "note.txt", "-o", outer, "--overwrite", "--mode", "redact",
             "--quiet", needle="model")
    assert _digest(outer) == before
    # re-running onto its own output works
    red = tmp_path / "red"
    notes = tmp_path / "notes"
    notes.mkdir()
    shutil.copy(note, notes / "n1.txt")
    for extra in ([], ["--overwrite"]):
        rc, _, err = _cli(capsys, "run", "-m", model, notes, "-o", red, "--mode", "redact", "--quiet", *extra)
        assert rc == 0, err
    assert [p.name for p in red.iterdir()] == ["n1.txt"]


# ---------------------------------------------------------------------------- explain --png


def test_explain_png_never_inside_a_model_and_dir_is_clean_error(model, tmp_path, capsys):
    before = _digest(model)
    _refused(capsys, "explain", model, "--png", model / "stacker" / "t.png", needle="model")
    _refused(capsys, "explain", model, "--png", model / "t.png", "--overwrite", needle="model")
    link = tmp_path / "link"
    os.symlink(model, link)
    _refused(capsys, "explain", model, "--png", link / "t.png", needle="model")
    assert _digest(model) == before
    d = tmp_path / "out"
    (d / "x").mkdir(parents=True)
    _refused(capsys, "explain", model, "--png", d, "--overwrite", needle="directory")
    assert (d / "x").is_dir()
    rc, _, err = _cli(capsys, "explain", model, "--png", tmp_path / "t.png")  # the model still loads
    assert rc == 0, err
    assert (tmp_path / "t.png").read_bytes()[:4] == b"\x89PNG"


# ------------------------------------------------------------------------------ eval --out


def test_eval_out_never_overwrites_gold_or_predictions(tmp_path, capsys):
    g = tmp_path / "g.jsonl"
    assert _cli(capsys, "convert", _brat(tmp_path / "data", ("a", "b")), g)[0] == 0
    gold_bytes = g.read_bytes()
    _refused(capsys, "eval", "--gold", g, "--pred", g, "--out", g, "--overwrite", needle="--gold")
    assert g.read_bytes() == gold_bytes
    link = tmp_path / "report-link.json"
    os.symlink(g, link)
    _refused(capsys, "eval", "--gold", g, "--pred", g, "--out", link, "--overwrite")
    assert g.read_bytes() == gold_bytes
    data = tmp_path / "data"
    sub = tmp_path / "pred_sub"
    sub.mkdir()
    (sub / "a.ann").write_text(ANN)
    ann = (sub / "a.ann").read_bytes()
    _refused(capsys, "eval", "--gold", data, "--pred", sub, "--out", sub / "a.ann", "--overwrite", needle="--pred")
    _refused(capsys, "eval", "--gold", data, "--pred", sub, "--out", sub / "new.json", needle="--pred")
    assert (sub / "a.ann").read_bytes() == ann and sorted(p.name for p in sub.iterdir()) == ["a.ann"]
    _refused(capsys, "eval", "--gold", data / "a.txt", "--pred", sub, "--out", data, "--overwrite")
    assert sorted(p.name for p in data.iterdir()) == ["a.ann", "a.txt", "b.ann", "b.txt"]
    rc, _, err = _cli(capsys, "eval", "--gold", data, "--pred", sub, "--out", tmp_path / "r.json")
    assert rc == 0, err
    assert json.loads((tmp_path / "r.json").read_text())["inputs"]["pred"] == str(sub)


# ---------------------------------------------------------------------------- eval --labels


def test_eval_labels_typo_is_a_usage_error(tmp_path, capsys):
    data = _brat(tmp_path / "data", ("a", "b"))
    err = _refused(capsys, "eval", "--gold", data, "--pred", data, "--labels", "FECHA", code=EXIT_USAGE,
                   needle="FECHA")
    assert "FECHAS" in err and "NOMBRE_SUJETO_ASISTENCIA" in err  # known labels listed
    err = _refused(capsys, "eval", "--gold", data, "--pred", data, "--labels", "FECHAS,NOPE,ZIP", code=EXIT_USAGE)
    assert "NOPE" in err and "ZIP" in err
    rc, out, err = _cli(capsys, "eval", "--gold", data, "--pred", data, "--labels", "FECHAS", "--json")
    assert rc == 0, err
    assert json.loads(out)["entity_strict"]["micro"]["tp"] == 2
