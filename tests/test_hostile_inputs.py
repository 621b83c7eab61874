"""The project's own battery of hostile and broken situations (issue 19), across subcommands.

Every case states what multideid promises (docs/guarantees.md): inputs are never modified, not
even through a symlink, a hard link or ``..``; nothing is written inside a model; a model that
differs from what was checked (or whose word lists differ) is refused with exit 4; a killed
process leaves no temporary output; errors are one line with the documented exit code and never
hold text from inside a document.  Grow it: each new hostile case is one more parameter.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

import pytest

from multideid.cli import main
from cli_run import run_cli
from multideid.errors import EXIT_DATA, EXIT_MODEL, EXIT_OUTPUT, EXIT_USAGE

PHI = "Zqxjkvmarker"  # a PHI-like marker: must never appear on stderr
TEXT = f"Patient {PHI} Smith was seen on 03/04/2019 by Dr. Brown, phone 617-555-0199.\n"
ANN = f"T1\tPATIENT 8 20\t{PHI}\nT2\tDATE 39 49\t03/04/2019\n"


cli = run_cli


def refused(capsys, *argv, code: int, needle: str | None = None) -> str:
    rc, _, err = cli(capsys, *argv)
    assert rc == code, (rc, err)
    assert err.startswith("error[") and err.count("\n") == 1 and "Traceback" not in err, err
    assert PHI not in err, err
    if needle is not None:
        assert needle in err, err
    return err


def digest(root: Path) -> str:
    h = hashlib.sha256()
    paths = [root] if root.is_file() else sorted(root.rglob("*"))
    for p in paths:
        h.update(p.name.encode())
        if p.is_file():
            h.update(p.read_bytes())
    return h.hexdigest()


def brat(d: Path, names=("a", "b")) -> Path:
    d.mkdir(parents=True, exist_ok=True)
    for n in names:
        (d / f"{n}.txt").write_text(TEXT, encoding="utf-8")
        (d / f"{n}.ann").write_text(ANN + "#1\tAnnotatorNotes T1\tkeep me\n", encoding="utf-8")
    return d


@pytest.fixture(scope="session")
def real_model(tmp_path_factory) -> Path:
    """A small real model (rules, dictionary, svm; 12 synthetic notes, 2 folds): loadable by a
    fresh process, which the signal tests need.  About 10 s."""
    m = tmp_path_factory.mktemp("hostile") / "model"
    rc = main_rc(["fit", "--bases", "rules,dictionary,svm", "--corpus.synth_n", "12", "--stacking.folds", "2",
                  "--stacking.store_subsets", "none", "--model", str(m), "--quiet"])
    assert rc == 0
    return m


def main_rc(argv) -> int:
    try:
        main(argv)
        return 0
    except SystemExit as exc:
        return 0 if exc.code is None else exc.code


@pytest.fixture
def model_copy(real_model, tmp_path) -> Path:
    m = tmp_path / "model"
    shutil.copytree(real_model, m)
    return m


# ------------------------------------------------- 1. one output-path rule for every writer


def _note(tmp_path: Path) -> Path:
    p = tmp_path / "real.txt"
    p.write_text(TEXT, encoding="utf-8")
    return p


def case_run_output_is_symlinked_input(tmp_path, model):
    real = _note(tmp_path)
    (tmp_path / "link.txt").symlink_to(real)
    return real, ["run", "--model", model, tmp_path / "link.txt", "--output", real, "--mode", "redact", "--overwrite"]


def case_run_output_symlink_to_input(tmp_path, model):
    real = _note(tmp_path)
    (tmp_path / "out.txt").symlink_to(real)
    return real, ["run", "--model", model, real, "--output", tmp_path / "out.txt", "--mode", "redact", "--overwrite"]


def case_run_output_hard_link_of_input(tmp_path, model):
    real = _note(tmp_path)
    os.link(real, tmp_path / "hl.txt")
    return real, ["run", "--model", model, real, "--output", tmp_path / "hl.txt", "--mode", "redact", "--overwrite"]


def case_run_brat_dir_through_symlink(tmp_path, model):
    gold = brat(tmp_path / "gold")
    (tmp_path / "link").symlink_to(gold, target_is_directory=True)
    return gold, ["run", "--model", model, tmp_path / "link", "--output", gold, "--format", "brat", "--overwrite"]


def case_run_output_dotdot_into_input(tmp_path, model):
    gold = brat(tmp_path / "gold")
    return gold, ["run", "--model", model, gold, "--output", tmp_path / "gold" / ".." / "gold" / "out",
                  "--format", "brat"]


def case_run_output_inside_model(tmp_path, model):
    real = _note(tmp_path)
    return model, ["run", "--model", model, real, "--output", Path(model) / "out.txt", "--mode", "redact"]


def case_run_output_is_key_file(tmp_path, model):
    real = _note(tmp_path)
    key = tmp_path / "key"
    key.write_bytes(b"k" * 32)
    return key, ["run", "--model", model, real, "--output", key, "--mode", "surrogate", "--key-file", key, "--overwrite"]


def case_convert_output_symlink_to_input_dir(tmp_path, model):
    gold = brat(tmp_path / "gold")
    (tmp_path / "out").symlink_to(gold, target_is_directory=True)
    return gold, ["convert", gold, tmp_path / "out", "--to", "brat", "--overwrite"]


def case_convert_input_symlink_output_real(tmp_path, model):
    gold = brat(tmp_path / "gold")
    (tmp_path / "link").symlink_to(gold, target_is_directory=True)
    return gold, ["convert", tmp_path / "link", gold, "--to", "brat", "--overwrite"]


def case_convert_output_hard_links_inputs(tmp_path, model):
    gold = brat(tmp_path / "gold")
    out = tmp_path / "out"
    out.mkdir()
    for f in gold.iterdir():
        os.link(f, out / f.name)
    return gold, ["convert", gold, out, "--to", "brat", "--overwrite"]


def case_fit_model_inside_model(tmp_path, model):
    return model, ["fit", "--bases", "rules", "--corpus.synth_n", "4", "--stacking.folds", "2",
                   "--model", Path(model) / "inner", "--quiet"]


def case_restack_output_inside_model(tmp_path, model):
    return model, ["restack", model, "-o", Path(model) / "inner", "--quiet"]


def case_eval_out_symlink_to_gold(tmp_path, model):
    gold = brat(tmp_path / "gold")
    (tmp_path / "r.json").symlink_to(gold / "a.ann")
    return gold, ["eval", "--gold", gold, "--pred", gold, "--out", tmp_path / "r.json", "--overwrite", "--json"]


def case_explain_png_in_model_through_symlink(tmp_path, model):
    (tmp_path / "mlink").symlink_to(model, target_is_directory=True)
    return model, ["explain", model, "--png", tmp_path / "mlink" / "t.png"]


def case_synth_out_inside_model(tmp_path, model):
    return model, ["synth", "--n", "2", "--out", Path(model) / "synth", "--format", "brat"]


def case_config_output_symlink_to_config(tmp_path, model):
    cfg = tmp_path / "c.toml"
    cfg.write_text("[stacking]\nfolds = 3\n", encoding="utf-8")
    (tmp_path / "out.toml").symlink_to(cfg)
    return cfg, ["config", "--config", cfg, "-o", tmp_path / "out.toml", "--overwrite"]


PATH_CASES = [v for k, v in sorted(globals().items()) if k.startswith("case_")]


@pytest.mark.parametrize("case", PATH_CASES, ids=[c.__name__[5:] for c in PATH_CASES])
def test_outputs_never_touch_inputs_or_models(case, tmp_path, capsys, model_copy):
    protected, argv = case(tmp_path, model_copy)
    before = digest(protected)
    model_before = digest(model_copy)
    refused(capsys, *argv, code=EXIT_OUTPUT)
    assert digest(protected) == before
    assert digest(model_copy) == model_before
    assert not [p for p in tmp_path.rglob(".*tmp-*")], "temporary output left behind"


def test_model_still_loads_after_refused_writes_into_it(tmp_path, capsys, model_copy):
    refused(capsys, "restack", model_copy, "-o", model_copy / "inner", "--quiet", code=EXIT_OUTPUT)
    from multideid.ensemble import load_model

    load_model(model_copy)


# -------------------------------------- 3. what decides the output is checksummed or pinned


def _tamper_after_load(model: Path, rel: str, mutate) -> None:
    """Load the model (checksums verified), then change ``rel``: the base is read later."""
    from multideid.ensemble import load_model

    ens = load_model(model)
    f = model / rel
    mutate(f)
    return ens


def test_rules_params_edited_after_the_load_time_check_is_refused(model_copy):
    from multideid.errors import ModelError
    from multideid.io import read_corpus
    from multideid.runner import run_documents

    def edit(f: Path):
        d = json.loads(f.read_text())
        d["params"]["packs"] = []
        f.write_text(json.dumps(d))

    ens = _tamper_after_load(model_copy, "bases/rules/params.json", edit)
    note = model_copy.parent / "n.txt"
    note.write_text(TEXT)
    with pytest.raises(ModelError, match="checksum"):
        list(run_documents(ens, read_corpus(note), bases="all"))


@pytest.mark.parametrize("rel", ["bases/svm/coef.npz", "bases/svm/features.json", "stacker/coef.npy",
                                 "bases/dictionary/gazetteer_pins.json"])
def test_base_files_changed_after_load_are_refused(model_copy, rel):
    from multideid.errors import ModelError
    from multideid.io import read_corpus
    from multideid.ensemble import load_model
    from multideid.runner import run_documents

    ens = load_model(model_copy)
    f = model_copy / rel
    f.write_bytes(f.read_bytes()[: max(1, f.stat().st_size // 2)])
    note = model_copy.parent / "n.txt"
    note.write_text(TEXT)
    with pytest.raises(ModelError):
        list(run_documents(ens, read_corpus(note), bases="all"))
        load_model(model_copy)  # the stacker is read at load time: refused there


def _rehash(model: Path) -> None:
    """Recompute meta.json's checksums (a model written truncated by a broken writer, or tampered
    with by someone who also updates the checksums)."""
    from multideid.model import sha256_file

    meta = json.loads((model / "meta.json").read_text())
    meta["files"] = {rel: sha256_file(model / rel) for rel in meta["files"]}
    (model / "meta.json").write_text(json.dumps(meta))


@pytest.mark.parametrize("rel,cut", [("bases/svm/coef.npz", 0.5), ("bases/svm/coef.npz", 0.0),
                                     ("bases/svm/intercept.npy", 0.5), ("bases/svm/vocabulary.json", 0.5),
                                     ("stacker/coef.npy", 0.5), ("stacker/stacker.json", 0.3)])
def test_truncated_model_files_are_exit_4_even_with_matching_checksums(model_copy, tmp_path, capsys, rel, cut):
    f = model_copy / rel
    data = f.read_bytes()
    f.write_bytes(data[: int(len(data) * cut)])
    _rehash(model_copy)
    note = _note(tmp_path)
    refused(capsys, "run", "--model", model_copy, note, code=EXIT_MODEL)


def test_gazetteer_lists_differing_from_the_fit_are_refused(model_copy, tmp_path, capsys, monkeypatch):
    from multideid.base_systems import gazetteers

    gz = gazetteers.load_gazetteer("en")
    emptied = gazetteers.Gazetteer(gz.locale, {k: [] for k in gz.lists}, gz.stop, gz.sources)
    monkeypatch.setitem(gazetteers._MEMO, "en", emptied)
    note = _note(tmp_path)
    refused(capsys, "run", "--model", model_copy, note, "--bases", "all", code=EXIT_MODEL, needle="gazetteer")


# ------------------------------------------------------------------ 6. exit classes


def test_read_only_model_location_is_exit_5(tmp_path, capsys, model_copy):
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o555)
    try:
        if os.access(ro, os.W_OK):
            pytest.skip("running as a user who can write a read-only directory (root)")
        refused(capsys, "restack", model_copy, "-o", ro / "m2", "--quiet", code=EXIT_OUTPUT)
        refused(capsys, "fit", "--bases", "rules", "--corpus.synth_n", "4", "--stacking.folds", "2",
                "--model", ro / "m3", "--quiet", code=EXIT_OUTPUT)
    finally:
        ro.chmod(0o755)


def test_full_disk_while_writing_a_model_is_exit_5(tmp_path, capsys, model_copy, monkeypatch):
    import errno

    import numpy as np

    real_save = np.save

    def full(*a, **k):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(np, "save", full)
    err = refused(capsys, "restack", model_copy, "-o", tmp_path / "m2", "--quiet", code=EXIT_OUTPUT)
    assert "No space left" in err
    monkeypatch.setattr(np, "save", real_save)
    assert not (tmp_path / "m2").exists() and not list(tmp_path.glob(".m2*"))


@pytest.mark.parametrize("value,debug", [("0", False), ("", False), ("false", False), ("no", False), ("off", False),
                                         ("1", True), ("true", True), ("YES", True)])
def test_debug_zero_means_off(tmp_path, value, debug):
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "multideid", "convert", str(tmp_path / "missing.jsonl"),
                        str(tmp_path / "o.jsonl")], capture_output=True, text=True,
                       env=dict(os.environ, MULTIDEID_DEBUG=value))
    if debug:  # the traceback is shown
        assert "Traceback" in r.stderr and r.returncode == 1, r.stderr
    else:
        assert r.returncode == EXIT_DATA and r.stderr.count("\n") == 1 and "Traceback" not in r.stderr, r.stderr


def test_newline_in_a_file_name_does_not_split_the_error(tmp_path, capsys):
    d = tmp_path / "bad\nname"
    d.mkdir()
    (d / "x.ann").write_text("garbage line\n")
    (d / "x.txt").write_text(TEXT)
    rc, _, err = cli(capsys, "convert", d, tmp_path / "o.jsonl")
    assert rc == EXIT_DATA and err.count("\n") == 1 and "bad\\nname" in err, err


@pytest.fixture
def tiny_tmpfs(tmp_path):
    """A 64 KiB tmpfs (needs mount privileges: skipped otherwise), unmounted afterwards."""
    import subprocess

    mnt = tmp_path / "tiny"
    mnt.mkdir()
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mnt)], capture_output=True)
    if r.returncode != 0:
        pytest.skip("cannot mount a tmpfs here (needs privileges)")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", str(mnt)], capture_output=True)


@pytest.mark.parametrize("cmd", ["restack", "fit", "run"])
def test_full_and_read_only_tmpfs_is_exit_5_and_leaves_nothing(tiny_tmpfs, tmp_path, capsys, model_copy, cmd):
    import subprocess

    note = _note(tmp_path)
    big = tmp_path / "big.txt"
    big.write_text(TEXT * 2000)  # ~170 KB of output: more than the tmpfs holds
    argv = {"restack": ["restack", model_copy, "-o", tiny_tmpfs / "m2", "--quiet"],
            "fit": ["fit", "--bases", "rules,dictionary", "--corpus.synth_n", "6", "--stacking.folds", "2",
                    "--model", tiny_tmpfs / "m3", "--quiet"],
            "run": ["run", "--model", model_copy, big, "--output", tiny_tmpfs / "o.txt", "--mode", "redact",
                    "--bases", "rules", "--combiner", "union", "--quiet"]}[cmd]
    if cmd == "fit":  # a fit's model is small: fill the disk first
        (tiny_tmpfs / "filler").write_bytes(b"x" * 60_000)
    refused(capsys, *argv, code=EXIT_OUTPUT)
    assert sorted(p.name for p in tiny_tmpfs.iterdir()) in ([], ["filler"])
    subprocess.run(["mount", "-o", "remount,ro", str(tiny_tmpfs)], check=True)
    (tiny_tmpfs.parent / "x").touch()
    refused(capsys, *argv, code=EXIT_OUTPUT)


# --------------------------------------------- 2. a killed process leaves no temporary output


def _wait_for(pred, timeout: float) -> bool:
    import time

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.05)
    return False


def _default_signals() -> None:
    """In the child: the signals the test sends act as they do for a user's foreground command,
    even when pytest itself runs in the background or under nohup (which ignore SIGINT/SIGHUP,
    and the CLI keeps a signal its caller ignores ignored, by design)."""
    import signal

    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(s, signal.SIG_DFL)


@pytest.mark.parametrize("sig,jobs", [("SIGTERM", 1), ("SIGTERM", 2), ("SIGHUP", 1), ("SIGINT", 1)])
def test_run_killed_mid_write_leaves_no_temporary_copy_of_the_notes(real_model, tmp_path, sig, jobs):
    import signal
    import subprocess
    import sys

    notes = brat(tmp_path / "notes", [f"n{i:04d}" for i in range(400)])
    out = tmp_path / "out"
    env = dict(os.environ, MULTIDEID_DEBUG="0")
    proc = subprocess.Popen(
        [sys.executable, "-m", "multideid", "run", "--model", str(real_model), str(notes), "--output", str(out),
         "--format", "brat", "--quiet", "--jobs", str(jobs)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, start_new_session=True, preexec_fn=_default_signals)
    try:
        # the temporary output exists and already holds de-identified copies of some notes
        started = _wait_for(lambda: proc.poll() is not None or any(
            t.is_dir() and any(t.iterdir()) for t in tmp_path.glob(".out.tmp-*")), 120) and proc.poll() is None
        assert started, proc.stderr.read().decode() if proc.poll() is not None else "no temporary output seen"
        proc.send_signal(getattr(signal, sig))
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 128 + getattr(signal, sig), (proc.returncode, err)
    assert not out.exists()
    assert not [p.name for p in tmp_path.iterdir() if p.name.startswith(".")], list(tmp_path.iterdir())
    assert PHI.encode() not in err and b"Traceback" not in err, err


# ------------------------------------------------------------ 6. exit classes (continued)

SURROGATE_FILES = {
    "jsonl": ("s.jsonl", '{"id": "a", "text": "Seen by Juan \\ud800 today"}\n'),
    "jsonl-label": ("s.jsonl", '{"id": "a", "text": "Seen by Juan", "spans": [{"start": 8, "end": 12, '
                               '"label": "NAME\\udc00"}]}\n'),
    "deidgate": ("s.jsonl", '{"id": "a", "text": "Seen by Juan \\udbff", "phi": []}\n'),
    "presidio": ("s.json", '[{"full_text": "Seen by \\ud800 Juan", "spans": []}]'),
}


@pytest.mark.parametrize("kind", sorted(SURROGATE_FILES))
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_lone_surrogate_in_json_text_is_a_data_error(real_model, tmp_path, capsys, kind, jobs):
    name, body = SURROGATE_FILES[kind]
    f = tmp_path / name
    f.write_text(body, encoding="utf-8")
    refused(capsys, "run", "--model", real_model, f, "--jobs", jobs, "--quiet", "--format", "jsonl", code=EXIT_DATA,
            needle="surrogate")
    refused(capsys, "convert", f, tmp_path / "o.jsonl", code=EXIT_DATA, needle="surrogate")


def test_a_surrogate_pair_is_fine(real_model, tmp_path, capsys):
    f = tmp_path / "ok.jsonl"
    f.write_text('{"id": "a", "text": "Seen \\ud83d\\ude00 on 03/04/2019"}\n', encoding="utf-8")
    rc, out, err = cli(capsys, "run", "--model", real_model, f, "--quiet")
    assert rc == 0, err
    assert json.loads(out)["text"] == "Seen \U0001F600 on 03/04/2019"


@pytest.mark.parametrize("subset", ["rulez+svm", "svm+nope", "+"])
def test_mistyped_explain_subset_is_a_usage_error(real_model, capsys, subset):
    refused(capsys, "explain", real_model, "--subset", subset, "--json", code=EXIT_USAGE, needle="--subset")


# ------------------------------------- 4. errors never quote content from inside a document

OK_TEXT = f"Hi {PHI} here\n"  # PHI at 3-15
PLANTED = {
    # name: ({relative file: content (str or bytes)}, input path, extra convert options)
    "brat-id": ({"d/a.txt": OK_TEXT, "d/a.ann": f"T{PHI}\tPATIENT 3 x\t{PHI}\n"}, "d", []),
    "brat-label-map": ({"d/a.txt": OK_TEXT, "d/a.ann": f"T1\t{PHI} 3 15\t{PHI}\n"}, "d",
                       ["--label-map", "meddocan-coarse"]),
    "brat-surface": ({"d/a.txt": OK_TEXT, "d/a.ann": f"T1\tPATIENT 0 4\t{PHI}\n"}, "d", []),
    "brat-no-id": ({"d/a.txt": OK_TEXT, "d/a.ann": f"{PHI}\tPATIENT 3 15\n"}, "d", []),
    "brat-outside": ({"d/a.txt": OK_TEXT, "d/a.ann": f"T9\t{PHI} 3 999\t{PHI}\n"}, "d", []),
    "text-utf8": ({"n.txt": OK_TEXT.encode() + b"\xff\xfe" + PHI.encode()}, "n.txt", []),
    "i2b2-2014-root": ({"x.xml": f"<{PHI}><TEXT>{PHI}</TEXT></{PHI}>"}, "x.xml", ["--from", "i2b2-2014"]),
    "i2b2-2014-inner": ({"x.xml": f"<deIdi2b2><TEXT>Hi <{PHI}/></TEXT></deIdi2b2>"}, "x.xml", []),
    "i2b2-2014-tag-id": ({"x.xml": f'<deIdi2b2><TEXT>{OK_TEXT}</TEXT><TAGS><NAME id="{PHI}" start="x" end="2" '
                                  f'TYPE="PATIENT"/></TAGS></deIdi2b2>'}, "x.xml", []),
    "i2b2-2014-type": ({"x.xml": f'<deIdi2b2><TEXT>{OK_TEXT}</TEXT><TAGS><NAME id="P0" start="3" end="15" '
                                f'text="{PHI}" TYPE="{PHI}"/></TAGS></deIdi2b2>'}, "x.xml",
                       ["--label-map", "i2b2-2014-coarse"]),
    "i2b2-2014-mismatch": ({"x.xml": f"<deIdi2b2><TEXT>{PHI}</TEXT></{PHI}>"}, "x.xml", []),
    "i2b2-2006-inner": ({"x.xml": f'<ROOT><RECORD ID="1"><TEXT>Hi <{PHI}>x</{PHI}></TEXT></RECORD></ROOT>'},
                        "x.xml", []),
    "i2b2-2006-root": ({"x.xml": f'<{PHI}><RECORD ID="1"><TEXT>x</TEXT></RECORD></{PHI}>'}, "x.xml",
                       ["--from", "i2b2-2006"]),
    "i2b2-2006-type": ({"x.xml": f'<ROOT><RECORD ID="1"><TEXT>Hi <PHI TYPE="{PHI}">{PHI}</PHI></TEXT></RECORD>'
                                 f'</ROOT>'}, "x.xml", ["--label-map", "i2b2-2014-coarse"]),
    "jsonl-broken": ({"x.jsonl": f'{{"id": "a", "text": "{PHI}'}, "x.jsonl", []),
    "jsonl-label": ({"x.jsonl": json.dumps({"id": "a", "text": OK_TEXT, "spans": [
        {"start": 3, "end": 15, "label": PHI}]}) + "\n"}, "x.jsonl", ["--label-map", "presidio"]),
    "jsonl-offsets": ({"x.jsonl": json.dumps({"id": "a", "text": OK_TEXT, "spans": [
        {"start": 3, "end": 999, "label": PHI}]}) + "\n"}, "x.jsonl", []),
    "jsonl-type": ({"x.jsonl": json.dumps({"id": "a", "text": OK_TEXT, "spans": [
        {"start": 3, "end": 15, "label": [PHI]}]}) + "\n"}, "x.jsonl", []),
    "deidgate-category": ({"x.jsonl": json.dumps({"id": "a", "text": "nothing here", "phi": [
        {"value": PHI, "category": PHI}]}) + "\n"}, "x.jsonl", ["--from", "deidgate"]),
    "deidgate-value": ({"x.jsonl": json.dumps({"id": "a", "text": OK_TEXT, "phi": [
        {"value": PHI, "category": PHI, "start": 0, "end": 4}]}) + "\n"}, "x.jsonl", ["--from", "deidgate"]),
    "presidio-type": ({"x.json": json.dumps([{"full_text": OK_TEXT, "spans": [
        {"entity_type": PHI, "entity_value": PHI, "start_position": 3, "end_position": 15}]}])}, "x.json",
                      ["--label-map", "presidio"]),
    "presidio-value": ({"x.json": json.dumps([{"full_text": OK_TEXT, "spans": [
        {"entity_type": "PERSON", "entity_value": PHI, "start_position": 0, "end_position": 4}]}])}, "x.json", []),
    "physionet-header": ({"r.text": f"START_OF_RECORD={PHI}||||1||||\n{PHI}\n||||END_OF_RECORD\n"}, "r.text", []),
    "physionet-phrase": ({"r.text": f"START_OF_RECORD=1||||1||||\n{OK_TEXT}||||END_OF_RECORD\n",
                          "r-phi.phrase": f"1 1 0 4 NAME {PHI}\n"}, "r.text", []),
    "physionet-phrase-line": ({"r.text": f"START_OF_RECORD=1||||1||||\n{OK_TEXT}||||END_OF_RECORD\n",
                               "r-phi.phrase": f"1 1 {PHI}\n"}, "r.text", []),
}


@pytest.mark.parametrize("name", sorted(PLANTED))
def test_planted_phi_never_reaches_stderr(tmp_path, capsys, name):
    files, inp, extra = PLANTED[name]
    for rel, content in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        (p.write_bytes if isinstance(content, bytes) else p.write_text)(content)
    rc, _, err = cli(capsys, "convert", tmp_path / inp, tmp_path / "out.jsonl", *extra)
    assert rc in (EXIT_USAGE, EXIT_DATA), (rc, err)
    assert err.startswith("error[") and err.count("\n") == 1, err
    assert PHI not in err and PHI.lower() not in err.lower(), err


@pytest.mark.parametrize("name", ["brat-id", "i2b2-2014-inner", "jsonl-label", "deidgate-category"])
def test_planted_phi_never_reaches_stderr_of_run_or_eval(tmp_path, capsys, real_model, name):
    files, inp, extra = PLANTED[name]
    for rel, content in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(content)
    lm = [x for x in extra if x != "--label-map"] if "--label-map" in extra else []
    frm = extra[1:2] if extra[:1] == ["--from"] else []
    rc, _, err = cli(capsys, "run", "--model", real_model, tmp_path / inp, "--output", tmp_path / "o.jsonl",
                     "--format", "jsonl", *(["--from", frm[0]] if frm else []))
    assert PHI not in err, err
    rc, _, err = cli(capsys, "eval", "--gold", tmp_path / inp, "--pred", tmp_path / inp,
                     *(["--label-map", lm[0]] if lm else []), *(["--format", frm[0]] if frm else []))
    assert rc in (EXIT_USAGE, EXIT_DATA) and PHI not in err, err


def test_eval_labels_error_lists_only_standard_label_names(tmp_path, capsys):
    d = tmp_path / "d"
    d.mkdir()
    (d / "a.txt").write_text(OK_TEXT)
    (d / "a.ann").write_text(f"T1\t{PHI} 3 15\t{PHI}\nT2\tDATE 0 2\tHi\n")
    err = refused(capsys, "eval", "--gold", d, "--pred", d, "--labels", "NOPE", code=EXIT_USAGE)
    assert "DATE" in err and "1 other label(s) not shown" in err


# ------------------------------------------------------------------ 5. huge inputs

def test_a_document_over_max_doc_chars_is_refused_in_one_line(real_model, tmp_path, capsys):
    big = tmp_path / "big.txt"
    big.write_text((TEXT.strip() + " ") * 2000)  # ~170k characters on one line
    out = tmp_path / "o.txt"
    err = refused(capsys, "run", "--model", real_model, big, "--output", out, "--mode", "redact",
                  "--max-doc-chars", "100000", code=EXIT_DATA, needle="max_doc_chars")
    assert "big.txt" in err and not out.exists()


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_long_single_line_document_is_predicted_in_chunks(real_model, tmp_path, capsys, jobs):
    big = tmp_path / "big.txt"
    big.write_text((TEXT.strip() + " ") * 400)  # ~34k characters, one line, 17 chunks of 2k
    rc, out, err = cli(capsys, "run", "--model", real_model, big, "--mode", "redact", "--chunk-chars", "2000",
                       "--bases", "rules", "--combiner", "union", "-q", "--jobs", jobs)
    assert rc == 0, err
    assert out.count("617-555-0199") == 0 and out.count("03/04/2019") == 0  # every copy redacted


# ------------------------------------------------------------- 7. language mismatch

ES_NOTE = ("Paciente de 53 años que ingresa en el hospital por dolor en la pierna izquierda, con fiebre desde "
           "hace dos días. Remitido por el Dr. Juan García el 10/10/2019.\n")


def test_model_records_its_training_language(real_model):
    meta = json.loads((real_model / "meta.json").read_text())
    assert meta["language"]["language"] == "en"


@pytest.mark.parametrize("policy,code", [(None, 0), ("warn", 0), ("ignore", 0), ("error", EXIT_USAGE)])
def test_spanish_text_on_an_english_model(real_model, tmp_path, capsys, policy, code):
    note = tmp_path / "es.txt"
    note.write_text(ES_NOTE)
    out = tmp_path / "o.txt"
    argv = ["run", "--model", real_model, note, "--output", out, "--mode", "redact", "-q"]
    rc, _, err = cli(capsys, *argv, *(["--language-mismatch", policy] if policy else []))
    assert rc == code, err
    if policy == "ignore":
        assert err == ""
    else:
        assert "looks Spanish" in err and "English" in err and err.count("\n") == 1, err
    assert out.exists() == (code == 0)
    assert "García" not in err


def test_english_text_on_an_english_model_is_silent(real_model, tmp_path, capsys):
    note = tmp_path / "en.txt"
    note.write_text("The patient was seen on the ward and he has a history of diabetes with pain in the left leg. "
                    "Seen by Dr. Brown on 03/04/2019.\n")
    rc, _, err = cli(capsys, "run", "--model", real_model, note, "--mode", "redact", "-q",
                     "--language-mismatch", "error")
    assert rc == 0 and err == "", err


@pytest.mark.slow
def test_fit_killed_by_sigterm_leaves_no_scratch_copy_of_the_training_data(tmp_path):
    """``fit --jobs 2`` keeps the bases it fitted in worker processes in a scratch directory
    (they hold vocabulary from the training notes): SIGTERM must remove it and the model's
    temporary, like Ctrl-C does."""
    import signal
    import subprocess
    import sys

    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = dict(os.environ, TMPDIR=str(scratch), MULTIDEID_DEBUG="0")
    proc = subprocess.Popen(
        [sys.executable, "-m", "multideid", "fit", "--bases", "rules,dictionary,svm", "--corpus.synth_n", "30",
         "--stacking.folds", "3", "--model", str(tmp_path / "m"), "--quiet", "--jobs", "2"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, start_new_session=True, preexec_fn=_default_signals)
    try:
        seen = _wait_for(lambda: proc.poll() is not None or any(scratch.glob("multideid-fit-*/*")), 120)
        assert seen and proc.poll() is None, "the fit ended before its scratch directory was seen"
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 128 + signal.SIGTERM, (proc.returncode, err)
    assert b"Traceback" not in err and err.count(b"\n") == 1, err
    assert not list(scratch.iterdir()) and not (tmp_path / "m").exists()

    def group_gone() -> bool:  # the worker processes (same process group) were killed too
        try:
            os.killpg(proc.pid, 0)
        except ProcessLookupError:
            return True
        return False

    assert _wait_for(group_gone, 10), "worker processes outlived the fit"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_gazetteer_lists_differing_refuse_even_a_model_without_the_dictionary_base(tmp_path, capsys, monkeypatch):
    """crf/svm read the word lists through their dictionary features: the model-level pins in
    meta.json cover them too."""
    from multideid.base_systems import gazetteers

    m = tmp_path / "m"
    assert main_rc(["fit", "--bases", "rules,svm", "--corpus.synth_n", "8", "--stacking.folds", "2",
                    "--stacking.store_subsets", "none", "--model", str(m), "--quiet"]) == 0
    assert set(json.loads((m / "meta.json").read_text())["pins"]["gazetteer"]) == {"en", "es"}
    note = _note(tmp_path)
    assert cli(capsys, "run", "--model", m, note, "-q")[0] == 0
    gz = gazetteers.load_gazetteer("es")
    monkeypatch.setitem(gazetteers._MEMO, "es", gazetteers.Gazetteer(gz.locale, {k: v[: len(v) // 2] for k, v in
                                                                             gz.lists.items()}, gz.stop, gz.sources))
    refused(capsys, "run", "--model", m, note, code=EXIT_MODEL, needle="es gazetteer")


@pytest.mark.slow
def test_an_ignored_sighup_stays_ignored_under_nohup(real_model, tmp_path):
    """``nohup multideid run ...``: SIGHUP is ignored by the caller and must stay so."""
    import signal
    import subprocess
    import sys

    notes = brat(tmp_path / "notes", [f"n{i:03d}" for i in range(150)])
    out = tmp_path / "out"
    proc = subprocess.Popen(
        [sys.executable, "-m", "multideid", "run", "--model", str(real_model), str(notes), "--output", str(out),
         "--format", "brat", "--quiet"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN))
    try:
        started = _wait_for(lambda: proc.poll() is not None or any(tmp_path.glob(".out.tmp-*")), 120)
        assert started and proc.poll() is None
        proc.send_signal(signal.SIGHUP)
        _, err = proc.communicate(timeout=300)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 0, err
    assert len(list(out.glob("*.ann"))) == 150


# ---------------------------------------------- regression guards (held before issue 19)

HOSTILE_XML = {
    "xxe": f'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
           f'<deIdi2b2><TEXT>{PHI} &x;</TEXT></deIdi2b2>',
    "laughs": '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">'
              f']><deIdi2b2><TEXT>{PHI} &b;</TEXT></deIdi2b2>',
    "undefined-entity": f"<deIdi2b2><TEXT>{PHI} &nope;</TEXT></deIdi2b2>",
    "2006-xxe": f'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
                f'<ROOT><RECORD ID="1"><TEXT>{PHI} &x;</TEXT></RECORD></ROOT>',
}


@pytest.mark.parametrize("name", sorted(HOSTILE_XML))
def test_hostile_xml_is_refused(tmp_path, capsys, name):
    f = tmp_path / "x.xml"
    f.write_text(HOSTILE_XML[name])
    fmt = "i2b2-2006" if name.startswith("2006") else "i2b2-2014"
    refused(capsys, "convert", f, tmp_path / "o.jsonl", "--from", fmt, code=EXIT_DATA)
    assert not (tmp_path / "o.jsonl").exists()


BROKEN_ENCODINGS = {
    "ann-latin1": ({"d/a.txt": OK_TEXT.encode(), "d/a.ann": "T1\tPATIENT 3 15\tJos\xe9\n".encode("latin-1")}, "d"),
    "txt-utf16": ({"n.txt": OK_TEXT.encode("utf-16")}, "n.txt"),
    "jsonl-cp1252": ({"x.jsonl": '{"id": "a", "text": "caf\xe9"}\n'.encode("cp1252")}, "x.jsonl"),
    "xml-truncated-utf8": ({"x.xml": f"<deIdi2b2><TEXT>{PHI} \u00e9".encode()[:-1] + b"</TEXT></deIdi2b2>"}, "x.xml"),
    "surrogate-bytes": ({"n.txt": b"Patient \xed\xa0\x80 seen"}, "n.txt"),
}


@pytest.mark.parametrize("name", sorted(BROKEN_ENCODINGS))
def test_broken_encodings_are_one_line_data_errors(tmp_path, capsys, name):
    files, inp = BROKEN_ENCODINGS[name]
    for rel, content in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(content)
    refused(capsys, "convert", tmp_path / inp, tmp_path / "o.jsonl", code=EXIT_DATA)


def _plant_pickle(m: Path):
    import pickle

    (m / "bases" / "svm" / "evil.pkl").write_bytes(pickle.dumps({"x": 1}))


def _list_outside(m: Path):
    meta = json.loads((m / "meta.json").read_text())
    meta["files"]["../outside.json"] = "0" * 64
    (m / "meta.json").write_text(json.dumps(meta))


def _symlink_swap(m: Path):
    f = m / "bases" / "rules" / "params.json"
    other = m.parent / "params-copy.json"
    other.write_text(f.read_text().replace("true", "false"))
    f.unlink()
    f.symlink_to(other)


def _future_format(m: Path):
    meta = json.loads((m / "meta.json").read_text())
    meta["format_version"] = 99
    (m / "meta.json").write_text(json.dumps(meta))


@pytest.mark.parametrize("tamper", [_plant_pickle, _list_outside, _symlink_swap, _future_format,
                                    lambda m: (m / "meta.json").write_text("{"),
                                    lambda m: (m / "stacker" / "stacker.json").unlink()],
                         ids=["pickle", "outside", "symlink", "future", "meta-truncated", "missing"])
def test_tampered_models_are_refused(model_copy, tmp_path, capsys, tamper):
    tamper(model_copy)
    refused(capsys, "run", "--model", model_copy, _note(tmp_path), code=EXIT_MODEL)


FORK_SCRIPT = """
import os, signal, sys, time
from pathlib import Path
from multideid import ioutil
d = Path(sys.argv[1])
with ioutil.atomic_path(d / "parent.txt", kind="file") as t:
    Path(t).write_text("p")
    pid = os.fork()
    if pid == 0:  # a forked child writes its own output and is killed by SIGTERM
        with ioutil.atomic_path(d / "child", kind="dir") as ct:
            (ct / "x").write_text("c")
            (d / "child-ready").touch()
            time.sleep(60)
        os._exit(0)
    while not (d / "child-ready").exists():
        time.sleep(0.02)
    os.kill(pid, signal.SIGTERM)
    _, st = os.waitpid(pid, 0)
    print(os.waitstatus_to_exitcode(st), Path(t).exists())
"""


def test_a_killed_forked_child_removes_its_own_temporaries_never_its_parents(tmp_path):
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-c", FORK_SCRIPT, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["143", "True"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["child-ready", "parent.txt"]
    assert (tmp_path / "parent.txt").read_text() == "p"
