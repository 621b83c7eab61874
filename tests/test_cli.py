"""The CLI shell: fast help, version, one-line errors with documented exit codes."""

from __future__ import annotations

import subprocess
import sys

import pytest

from multideid.cli import main


def _run(*args, input=None):
    return subprocess.run(
        [sys.executable, "-m", "multideid", *args], capture_output=True, text=True, input=input, timeout=120
    )


def test_help_lists_commands():
    r = _run("--help")
    assert r.returncode == 0
    for cmd in ("bases", "config"):
        assert cmd in r.stdout


def test_version():
    r = _run("--version")
    assert r.returncode == 0 and r.stdout.startswith("multideid ")


def test_unknown_config_key_is_one_line_usage_error(tmp_path):
    bad = tmp_path / "c.toml"
    bad.write_text("[corpus]\nlangauge = 'es'\n")
    r = _run("config", "--config", str(bad))
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "did you mean 'language'" in lines[0] and str(bad) in lines[0]
    assert "Traceback" not in r.stderr


def test_missing_config_file(tmp_path):
    r = _run("config", "--config", str(tmp_path / "nope.toml"))
    assert r.returncode == 2 and "not found" in r.stderr and "Traceback" not in r.stderr


def test_config_output_refuses_overwrite(tmp_path):
    out = tmp_path / "m.toml"
    out.write_text("keep me")
    r = _run("config", "-o", str(out))
    assert r.returncode == 5 and out.read_text() == "keep me"


def test_internal_errors_have_no_traceback(monkeypatch, capsys):
    import multideid.cli as cli

    def boom(*a, **k):
        raise RuntimeError("secret PHI John Smith")

    monkeypatch.setattr(cli, "app", boom)
    monkeypatch.delenv("MULTIDEID_DEBUG", raising=False)
    with pytest.raises(SystemExit) as ei:
        main([])
    assert ei.value.code == 1
    err = capsys.readouterr().err
    assert "RuntimeError" in err and "John" not in err and len(err.strip().splitlines()) == 1


def test_bases_json_says_which_are_enabled_by_default():
    import json

    r = _run("bases", "--json")
    assert r.returncode == 0
    rows = {row["name"]: row for row in json.loads(r.stdout)}
    assert rows["crf"]["default"] is True and rows["boosted"]["default"] is False
    assert all(row["usable"] for row in rows.values())  # every listed base works on this install


@pytest.mark.parametrize("args", [("run", "note.txt", "--bogus-opt", "3"), ("fit", "--jobs", "abc"), ("nosuch",), ("run",)])
def test_usage_errors_are_one_line_with_exit_code_2(args):
    r = _run(*args)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "--help" in lines[0]
    assert "╭" not in r.stderr and "Traceback" not in r.stderr


def test_tables_written_to_a_pipe_are_not_cut_to_80_columns(tmp_path):
    import os

    from multideid.document import Document, Span
    from multideid.io import write_corpus

    text = "Remitido por la Dra. Zyxw Qwerty el 10/10/1963 desde el Hospital Universitario Ficticio."
    labels = [("NOMBRE_PERSONAL_SANITARIO", "Zyxw Qwerty"), ("FECHAS", "10/10/1963"),
              ("ID_TITULACION_PERSONAL_SANITARIO_MUY_LARGA", "Hospital Universitario Ficticio")]
    gold = [Span(text.index(s), text.index(s) + len(s), lab) for lab, s in labels]
    write_corpus([Document(id="a", text=text, gold=gold)], tmp_path / "g", "brat")
    write_corpus([Document(id="a", text=text, gold=gold[:2])], tmp_path / "p", "brat")
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    r = subprocess.run([sys.executable, "-m", "multideid", "eval", "--gold", str(tmp_path / "g"), "--pred",
                        str(tmp_path / "p"), "--per-label"], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "ID_TITULACION_PERSONAL_SANITARIO_MUY_LARGA" in r.stdout and "…" not in r.stdout
