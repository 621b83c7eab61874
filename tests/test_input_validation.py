"""Bad input fails closed, up front: stdin JSONL, config values, --jobs, directories holding
files that are not notes, empty/whitespace-only texts, and no partial output on stdout.

CLI tests run in-process (CliRunner) with fast fake bases, as in ``test_cli_fit_run``; errors
surface as ``res.exception`` (the console entry point turns them into one line + exit code,
checked once through a subprocess)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from typer.testing import CliRunner

import multideid.config as _config
from multideid.errors import EXIT_USAGE, ConfigError, DataError, UsageError

from stacking_fakes import FAKE_CLI_CONFIG, fake_default_config, make_corpus

CONFIG = FAKE_CLI_CONFIG


#: the real default configuration (the ``app`` fixture replaces it while CLI tests run)
_DEFAULT_CONFIG = _config.default_config


@pytest.fixture
def real_defaults(monkeypatch):
    """Config tests resolve against the real default bases, whatever the CLI fixture did."""
    monkeypatch.setattr(_config, "default_config", _DEFAULT_CONFIG)


@pytest.fixture(scope="module")
def app():
    """The CLI with a default config holding no base (the config file supplies fake ones)."""
    with fake_default_config() as the_app:
        yield the_app


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    from multideid.io import write_corpus

    root = tmp_path_factory.mktemp("validation")
    write_corpus(make_corpus(24), root / "train", "brat")
    notes = make_corpus(3, seed=9, offset=700)
    write_corpus(notes, root / "notes.jsonl", "jsonl")
    (root / "cfg.toml").write_text(CONFIG)
    return root


def _invoke(app, args, **kw):
    return CliRunner().invoke(app, [str(a) for a in args], catch_exceptions=True, **kw)


@pytest.fixture(scope="module")
def model(app, corpus):
    m = corpus / "model"
    res = _invoke(app, ["fit", "--train", corpus / "train", "--config", corpus / "cfg.toml", "--model", m, "--quiet"])
    assert res.exit_code == 0, (res.output, res.exception)
    return m


def _jsonl(records) -> str:
    return "".join(json.dumps(r) + "\n" for r in records)


# ------------------------------------------------------------------ 1. JSONL on standard input


def test_run_reads_jsonl_from_stdin(app, corpus, model):
    res = _invoke(app, ["run", "-", "--from", "jsonl", "--model", model, "--quiet"],
                  input=(corpus / "notes.jsonl").read_text())
    assert res.exit_code == 0, res.exception
    lines = [json.loads(x) for x in res.stdout.splitlines() if x.strip()]
    assert [x["id"] for x in lines] == ["note700", "note701", "note702"] and all(x["spans"] for x in lines)


def test_convert_reads_jsonl_deidgate_and_presidio_from_stdin(app, corpus, tmp_path):
    from multideid.io import read_corpus, write_corpus

    docs = read_corpus(corpus / "notes.jsonl")
    res = _invoke(app, ["convert", "-", tmp_path / "a.jsonl", "--from", "jsonl"], input=(corpus / "notes.jsonl").read_text())
    assert res.exit_code == 0, res.exception
    back = read_corpus(tmp_path / "a.jsonl")
    assert [(d.id, d.text, d.gold) for d in back] == [(d.id, d.text, d.gold) for d in docs]
    for fmt, name in (("deidgate", "b.jsonl"), ("presidio", "c.json")):
        write_corpus(docs, tmp_path / name, fmt)
        res = _invoke(app, ["convert", "-", tmp_path / f"from-{name}.jsonl", "--from", fmt],
                      input=(tmp_path / name).read_bytes())
        assert res.exit_code == 0, (fmt, res.exception)
        assert [d.text for d in read_corpus(tmp_path / f"from-{name}.jsonl")] == [d.text for d in docs]


def test_documents_read_from_stdin_record_dash_as_source(corpus, monkeypatch):
    import io
    import types

    from multideid.io import read_corpus

    monkeypatch.setattr(sys, "stdin", types.SimpleNamespace(buffer=io.BytesIO((corpus / "notes.jsonl").read_bytes())))
    docs = read_corpus("-", "jsonl")
    assert len(docs) == 3 and {(d.metadata["source"], d.metadata["file"]) for d in docs} == {("-", "-")}


def test_stdin_jsonl_errors_name_stdin_and_line(app, tmp_path):
    res = _invoke(app, ["convert", "-", tmp_path / "o.jsonl", "--from", "jsonl"],
                  input='{"id": "a", "text": "x"}\n{"id": "b", "text": \n')
    assert isinstance(res.exception, DataError)
    assert res.exception.path == "<stdin>" and res.exception.line == 2
    res = _invoke(app, ["convert", "-", tmp_path / "o.jsonl", "--from", "jsonl"], input="\n\n")
    assert isinstance(res.exception, DataError) and "empty standard input" in res.exception.message
    assert not (tmp_path / "o.jsonl").exists()


def test_formats_that_cannot_come_from_stdin_are_usage_errors(app, tmp_path):
    res = _invoke(app, ["convert", "-", tmp_path / "o.jsonl", "--from", "brat"], input="x")
    assert isinstance(res.exception, UsageError) and "standard input" in res.exception.message


# ------------------------------------------------------------------ 2. config values


BAD_VALUES = [
    ("[stacking]\ndecode = 'vitterbi'\n", "stacking.decode", "did you mean 'viterbi'"),
    ("[stacking]\nfolds = -2\n", "stacking.folds", ">= 2"),
    ("[stacking]\nfolds = 1\n", "stacking.folds", ">= 2"),
    ("[stacking]\nmin_recall = 1.5\n", "stacking.min_recall", "from 0 to 1"),
    ("[stacking]\nC = -1\n", "stacking.C", "> 0"),
    ("[stacking]\nC = nan\n", "stacking.C", "> 0"),
    ("[stacking]\no_weight = 0\n", "stacking.o_weight", "> 0"),
    ("[stacking]\nwindow = 99999\n", "stacking.window", "from 0 to 10"),
    ("[stacking]\nchunk_size = 0\n", "stacking.chunk_size", ">= 1"),
    ("[stacking]\nmax_iter = 0\n", "stacking.max_iter", ">= 1"),
    ("[stacking]\nseed = -1\n", "stacking.seed", "from 0 to"),
    ("[stacking]\ncontext_words = -3\n", "stacking.context_words", ">= 0"),
    ("[stacking]\nclass_weight = 'balance'\n", "stacking.class_weight", "recall, balanced, none"),
    ("[stacking]\ncombiner = 'vote'\n", "stacking.combiner", "stacker, majority"),
    ("[stacking]\nstore_subsets = 'crf+nonexist'\n", "stacking.store_subsets", "'nonexist'"),
    ("[stacking]\nstore_subsets = 'leave-one-ou'\n", "stacking.store_subsets", "leave-one-out"),
    ("[stacking]\npriority = ['rules', 'bogus']\n", "stacking.priority", "'bogus'"),
    ("[corpus]\nlanguage = 'fr'\n", "corpus.language", "auto, en, es"),
    ("[corpus]\nsynth_n = 0\n", "corpus.synth_n", ">= 2"),
    ("[run]\nmode = 'redcat'\n", "run.mode", "did you mean 'redact'"),
    ("[run]\njobs = 0\n", "run.jobs", ">= 1"),
    ("[run]\nformat = 'jsnl'\n", "run.format", "jsonl"),
]


@pytest.mark.parametrize("toml,key,allowed", BAD_VALUES)
def test_bad_config_values_are_rejected_naming_file_key_and_allowed_values(real_defaults, tmp_path, toml, key, allowed):
    from multideid.config import load_config

    f = tmp_path / "bad.toml"
    f.write_text(toml)
    with pytest.raises(ConfigError) as ei:
        load_config(f)
    msg = ei.value.one_line()
    assert str(f) in msg and f"'{key}'" in msg and allowed in msg, msg


@pytest.mark.parametrize("args,name", [
    (["--stacking.C", "-1"], "--stacking.C"),
    (["--stacking.decode", "vitterbi"], "--stacking.decode"),
    (["--run.jobs=0"], "--run.jobs"),
])
def test_bad_override_values_name_the_option(real_defaults, args, name):
    from multideid.config import load_config

    with pytest.raises(ConfigError) as ei:
        load_config(None, args)
    assert name in ei.value.one_line()


def test_allowed_values_agree_with_the_consumers_and_accept_the_defaults(real_defaults, tmp_path):
    from multideid.commands.run import MODES
    from multideid.config import default_config, dump_config, load_config
    from multideid.stacking.training import STACKER, stored_subsets
    from multideid.stacking.combiners import COMBINERS
    from multideid.stacking.defaults import CHOICES, DEFAULTS, RANGES, SUBSET_KEYWORDS
    from multideid.stacking.stacker import DECODERS

    assert CHOICES["decode"] == DECODERS and CHOICES["combiner"] == (STACKER, *COMBINERS)
    assert MODES == ("tag", "redact", "surrogate")
    assert set(CHOICES) | set(RANGES) <= set(DEFAULTS)
    for kw in SUBSET_KEYWORDS:
        stored_subsets(["a", "b", "c"], kw)  # every keyword is understood by the stacker training

    f = tmp_path / "ok.toml"
    f.write_text(dump_config(default_config()))  # every default, written out, validates
    assert load_config(f) == default_config()
    cfg = load_config(None, ["--stacking.decode", "span", "--stacking.folds", "2", "--stacking.window", "0",
                             "--stacking.min_recall", "1", "--stacking.store_subsets", "crf+svm,rules",
                             "--run.format", "brat", "--corpus.language", "es", "--stacking.combiner", "priority"])
    assert cfg["stacking"]["min_recall"] == 1.0 and cfg["stacking"]["store_subsets"] == "crf+svm,rules"


def test_config_command_rejects_a_bad_value_in_one_line(tmp_path):
    f = tmp_path / "c.toml"
    f.write_text("[stacking]\nfolds = -2\n")
    r = subprocess.run([sys.executable, "-m", "multideid", "config", "-c", str(f)], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == EXIT_USAGE and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and str(f) in lines[0] and "stacking.folds" in lines[0] and "Traceback" not in r.stderr


def _no_training(*a, **k):
    raise AssertionError("fit started training despite a bad setting")


@pytest.mark.parametrize("extra,error", [
    (["--stacking.decode", "vitterbi"], ConfigError),
    (["--stacking.folds", "-2"], ConfigError),
    (["--corpus.language", "fr"], ConfigError),
    (["--stacking.store_subsets", "dates+nosuch"], ConfigError),
    # configured but not selected: used to fail only after every base was trained
    (["--bases", "dates,words", "--stacking.store_subsets", "dates+doctors"], UsageError),
])
def test_fit_rejects_bad_settings_before_training(app, corpus, tmp_path, monkeypatch, extra, error):
    import multideid.ensemble as ensemble

    monkeypatch.setattr(ensemble, "fit_model", _no_training)
    m = tmp_path / "m"
    res = _invoke(app, ["fit", "--train", corpus / "train", "--config", corpus / "cfg.toml", "--model", m,
                        "--quiet", *extra])
    assert isinstance(res.exception, error), res.exception
    assert not m.exists()


@pytest.mark.parametrize("extra,fragment", [
    (["--stacking.C", "-1"], "--stacking.C must be a number > 0"),
    (["--stacking.decode", "vitterbi"], "--stacking.decode must be one of"),
])
def test_restack_rejects_bad_values_up_front(app, model, tmp_path, extra, fragment):
    out = tmp_path / "m2"
    res = _invoke(app, ["restack", model, "-o", out, "--quiet", *extra])
    assert isinstance(res.exception, ConfigError), res.exception
    assert fragment in res.exception.message and not out.exists()


# ------------------------------------------------------------------ 3. --jobs


@pytest.mark.parametrize("jobs", ["0", "-3"])
def test_jobs_below_one_are_usage_errors(app, corpus, model, tmp_path, jobs):
    res = _invoke(app, ["run", corpus / "notes.jsonl", "--model", model, "--quiet", "--jobs", jobs])
    assert isinstance(res.exception, UsageError) and "--jobs" in res.exception.message
    assert res.stdout == ""
    res = _invoke(app, ["fit", "--train", corpus / "train", "--config", corpus / "cfg.toml", "--model",
                        tmp_path / "m", "--quiet", "--jobs", jobs])
    assert isinstance(res.exception, UsageError) and not (tmp_path / "m").exists()
    res = _invoke(app, ["restack", model, "-o", tmp_path / "r", "--quiet", "--jobs", jobs])
    assert isinstance(res.exception, UsageError) and not (tmp_path / "r").exists()


# ------------------------------------------------------------------ 4. directories of notes


NOTE = "Paciente Zyxw ingresa el 10/10/1963.\n"


@pytest.mark.parametrize("extra", ["b.TXT", "c.text", "d.md", "noext"])
def test_text_directory_with_other_files_is_refused(app, model, tmp_path, extra):
    from multideid.io import read_corpus

    d = tmp_path / "notes"
    d.mkdir()
    (d / "a.txt").write_text(NOTE)
    (d / extra).write_text(NOTE)
    with pytest.raises(DataError) as ei:
        read_corpus(d, "text")
    assert ei.value.path == str(d) and "1 file is not a .txt document" in ei.value.message
    assert extra in ei.value.message and "Zyxw" not in ei.value.one_line()
    res = _invoke(app, ["run", d, "--model", model, "--quiet"])
    assert isinstance(res.exception, DataError) and res.stdout == ""


def test_text_directory_error_counts_files_and_subdirectories(tmp_path):
    from multideid.io import read_corpus

    d = tmp_path / "notes"
    (d / "sub").mkdir(parents=True)
    (d / "a.txt").write_text(NOTE)
    (d / "sub" / "b.txt").write_text(NOTE)
    with pytest.raises(DataError, match=r"1 subdirectory is not read \(e\.g\. sub/\)"):
        read_corpus(d)
    (d / "x.md").write_text(NOTE)
    (d / "y.TXT").write_text(NOTE)
    with pytest.raises(DataError, match=r"2 files are not \.txt documents \(e\.g\. x\.md\)"):
        read_corpus(d)
    only = tmp_path / "only"
    (only / "sub").mkdir(parents=True)
    with pytest.raises(DataError, match="only 1 subdirectory"):
        read_corpus(only)


def test_hidden_files_and_brat_companions_are_allowed(tmp_path):
    from multideid.io import read_corpus

    d = tmp_path / "notes"
    d.mkdir()
    (d / "a.txt").write_text(NOTE)
    (d / "b.txt").write_text(NOTE)
    (d / ".DS_Store").write_bytes(b"\0")
    (d / ".cache").mkdir()
    assert [x.id for x in read_corpus(d)] == ["a", "b"]
    (d / "a.ann").write_text("T1\tPATIENT 9 13\tZyxw\n")
    (d / "annotation.conf").write_text("[entities]\nPATIENT\n")
    assert [x.id for x in read_corpus(d, "text")] == ["a", "b"]  # brat companions read as text
    assert [x.id for x in read_corpus(d)] == ["a", "b"]  # detected as brat: unchanged
    (d / "orphan.ann").write_text("")
    with pytest.raises(DataError, match="orphan.ann"):
        read_corpus(d, "text")


# ------------------------------------------------------------------ 5. empty texts


def test_whitespace_only_text_file_is_refused(app, model, tmp_path):
    from multideid.io import read_corpus

    f = tmp_path / "ws.txt"
    f.write_text("  \n\t\r\n")
    with pytest.raises(DataError, match="only whitespace") as ei:
        read_corpus(f)
    assert ei.value.path == str(f)
    d = tmp_path / "dir"
    d.mkdir()
    (d / "a.txt").write_text(NOTE)
    (d / "b.txt").write_text("\ufeff \n")
    with pytest.raises(DataError, match="only whitespace") as ei:
        read_corpus(d)
    assert ei.value.path == str(d / "b.txt")
    res = _invoke(app, ["run", "-", "--model", model, "--quiet"], input=" \n \n")
    assert isinstance(res.exception, DataError) and res.exception.path == "<stdin>"


def test_empty_text_in_json_records_is_refused(tmp_path):
    from multideid.io import read_corpus

    f = tmp_path / "a.jsonl"
    f.write_text(_jsonl([{"id": "ok", "text": NOTE}, {"id": "n5", "text": ""}]))
    with pytest.raises(DataError) as ei:
        read_corpus(f)
    assert ei.value.path == str(f) and ei.value.line == 2 and "'n5'" in ei.value.message
    g = tmp_path / "b.jsonl"
    g.write_text(_jsonl([{"id": "n6", "text": "", "phi": []}]))
    with pytest.raises(DataError, match="'n6'"):
        read_corpus(g, "deidgate")
    h = tmp_path / "c.json"
    h.write_text(json.dumps([{"full_text": "", "spans": []}]))
    with pytest.raises(DataError, match="sample 1"):
        read_corpus(h, "presidio")


# ------------------------------------------------------------------ 6. no partial stdout


def test_run_to_stdout_writes_nothing_when_a_later_line_is_malformed(app, model, tmp_path):
    docs = make_corpus(70, seed=3)
    f = tmp_path / "big.jsonl"
    f.write_text(_jsonl([{"id": d.id, "text": d.text} for d in docs]) + "{bad\n")
    for mode in ("tag", "redact"):
        res = _invoke(app, ["run", f, "--model", model, "--quiet", "--mode", mode])
        assert isinstance(res.exception, DataError) and res.exception.line == 71, res.exception
        assert res.stdout == ""
    # the same corpus without the bad line is written completely
    f.write_text(_jsonl([{"id": d.id, "text": d.text} for d in docs]))
    res = _invoke(app, ["run", f, "--model", model, "--quiet"])
    assert res.exit_code == 0, res.exception
    assert [json.loads(x)["id"] for x in res.stdout.splitlines()] == [d.id for d in docs]


def test_convert_to_stdout_writes_nothing_when_a_later_line_is_malformed(app, tmp_path):
    f = tmp_path / "a.jsonl"
    f.write_text(_jsonl([{"id": f"d{i}", "text": NOTE, "spans": []} for i in range(5)]) + "{bad\n")
    res = _invoke(app, ["convert", f, "-"])
    assert isinstance(res.exception, DataError) and res.exception.line == 6
    assert res.stdout == ""


@pytest.mark.parametrize("extra", ["notes.md", "c.TXT", "sub/"])
def test_brat_directory_with_unread_entries_is_refused(tmp_path, extra):
    from multideid.io import read_corpus

    d = tmp_path / "brat"
    d.mkdir()
    (d / "a.txt").write_text(NOTE)
    (d / "a.ann").write_text("T1\tFECHAS 25 35\t10/10/1963\n")
    (d / "annotation.conf").write_text("[entities]\nFECHAS\n")  # brat's own files are fine
    (d / ".hidden").write_text("x")
    assert len(read_corpus(d, "brat")) == 1
    if extra.endswith("/"):
        (d / extra).mkdir()
    else:
        (d / extra).write_text(NOTE)
    with pytest.raises(DataError) as ei:
        read_corpus(d, "brat")
    assert ei.value.path == str(d) and extra.rstrip("/") in ei.value.message
    assert "Zyxw" not in ei.value.one_line()


def test_i2b2_directory_with_unread_entries_is_refused(tmp_path):
    from multideid.io import read_corpus

    d = tmp_path / "xml"
    d.mkdir()
    (d / "a.xml").write_text("<deIdi2b2><TEXT><![CDATA[Seen 3/4.]]></TEXT><TAGS></TAGS></deIdi2b2>")
    assert len(read_corpus(d, "i2b2-2014")) == 1
    (d / "b.txt").write_text(NOTE)
    with pytest.raises(DataError, match=r"1 file is not an \.xml file \(e\.g\. b\.txt\)"):
        read_corpus(d, "i2b2-2014")
