"""CLI: fit + run + explain on a tiny corpus with fast fake bases (in-process CliRunner)."""

from __future__ import annotations

import hashlib
import json

import pytest
from typer.testing import CliRunner


from multideid.runner import redact_text

from cli_run import run_cli
from stacking_fakes import FAKE_CLI_CONFIG, fake_default_config, make_corpus

CONFIG = FAKE_CLI_CONFIG


@pytest.fixture(scope="module")
def app():
    """The CLI, with a default config holding no base: these tests must not import (or wait for)
    the heavy real bases; the config file supplies the fake ones."""
    with fake_default_config() as the_app:
        yield the_app


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """A brat training corpus and a plain-text input directory."""
    from multideid.io import write_corpus

    root = tmp_path_factory.mktemp("cli")
    write_corpus(make_corpus(24), root / "train", "brat")
    notes = make_corpus(3, seed=9, offset=700)
    write_corpus(notes, root / "notes", "text")
    write_corpus(notes, root / "gold", "brat")
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


def _digest(path):
    h = hashlib.sha256()
    for p in sorted(path.rglob("*")):
        if p.is_file():
            h.update(p.name.encode() + p.read_bytes())
    return h.hexdigest()


def test_fit_writes_a_model_with_the_configured_bases(model):
    meta = json.loads((model / "meta.json").read_text())
    assert [b["name"] for b in meta["bases"]] == ["dates", "doctors", "words"]
    assert meta["stacking"]["folds"] == 3
    cfg = json.loads((model / "config.json").read_text())
    assert cfg["stacking"]["folds"] == 3 and set(cfg["bases"]) == {"dates", "doctors", "words"}


def test_fit_override_and_base_selection(app, corpus, tmp_path):
    m = tmp_path / "m2"
    res = _invoke(app, ["fit", "--train", corpus / "train", "--config", corpus / "cfg.toml", "--model", m,
                        "--bases", "dates,words", "--stacking.folds", "2", "--quiet"])
    assert res.exit_code == 0, res.exception
    meta = json.loads((m / "meta.json").read_text())
    assert [b["name"] for b in meta["bases"]] == ["dates", "words"] and meta["stacking"]["folds"] == 2


def test_fit_min_recall_option_tunes_thresholds(app, corpus, tmp_path, capsys):
    m = tmp_path / "mr"
    res = _invoke(app, ["fit", "--train", corpus / "train", "--config", corpus / "cfg.toml", "--model", m,
                        "--min-recall", "0.999", "--quiet"])
    assert res.exit_code == 0, res.exception
    st = json.loads((m / "meta.json").read_text())["stacking"]
    assert json.loads((m / "config.json").read_text())["stacking"]["min_recall"] == 0.999
    assert st["thresholds"] and all(v > 0 for v in st["thresholds"].values())
    assert json.loads((m / "stacker" / "stacker.json").read_text())["thresholds"] == st["thresholds"]
    code, out, err = _main(capsys, "fit", "--train", corpus / "train", "--config", corpus / "cfg.toml", "--model",
                           tmp_path / "m2", "--min-recall", "1.5", "--quiet")
    assert code == 2 and "--min-recall" in _one_error_line(err, "E1") and not (tmp_path / "m2").exists()


def test_run_tag_brat_directory_round_trips_to_eval(app, corpus, model, tmp_path):
    from multideid.evaluation import evaluate
    from multideid.io import read_corpus

    before = _digest(corpus / "gold")
    out = tmp_path / "out"
    res = _invoke(app, ["run", corpus / "gold", "--model", model, "--output", out, "--format", "brat", "--quiet"])
    assert res.exit_code == 0, res.exception
    assert _digest(corpus / "gold") == before  # input never modified
    names = sorted(p.name for p in out.iterdir())
    assert names == sorted(f"note{i:03d}.{ext}" for i in range(700, 703) for ext in ("ann", "txt"))
    pred = read_corpus(out, "brat")
    report = evaluate(read_corpus(corpus / "gold"), pred)
    assert report["entity_strict"]["micro"]["f1"] > 0.6


def test_run_redact_prints_redacted_text_and_summary(app, corpus, model):
    note = corpus / "notes" / "note700.txt"
    text = note.read_text()
    res = CliRunner().invoke(app, ["run", str(note), "--model", str(model), "--mode", "redact"])
    assert res.exit_code == 0, res.exception
    out = res.stdout
    assert "[**FECHAS**]" in out and "[**NOMBRE_PERSONAL_SANITARIO**]" in out
    dates = [w for w in text.split() if w.count("/") == 2]
    assert dates and not any(d.strip(".") in out for d in dates)
    from multideid.io import read_corpus

    gold = {d.id: d for d in read_corpus(corpus / "gold", "brat")}["note700"]
    assert {s.label for s in gold.gold} >= {"NOMBRE_SUJETO_ASISTENCIA", "NOMBRE_PERSONAL_SANITARIO", "FECHAS"}
    for s in gold.gold:  # every PHI of the note (the model finds them all), not only the dates
        assert gold.text[s.start:s.end] not in out, s
    assert out == redact_text(text, sorted(gold.gold, key=lambda s: s.start), fmt="[**{label}**]")
    assert "What each base found" in res.output  # the summary (stderr, mixed in by CliRunner)


def test_run_reads_stdin(app, model):
    res = CliRunner().invoke(app, ["run", "-", "--model", str(model), "--mode", "redact", "--quiet"],
                             input="Visto el 12/3/2004 por Dr. Vidal.\n")
    assert res.exit_code == 0, res.exception
    assert res.stdout.startswith("Visto el [**FECHAS**] por Dr. [**NOMBRE_PERSONAL_SANITARIO**]")


def test_run_tag_jsonl_to_stdout(app, corpus, model):
    res = CliRunner().invoke(app, ["run", str(corpus / "notes"), "--model", str(model), "--quiet"])
    assert res.exit_code == 0, res.exception
    lines = [json.loads(l) for l in res.stdout.splitlines() if l.strip()]
    assert [l["id"] for l in lines] == ["note700", "note701", "note702"]
    assert all(l["spans"] for l in lines)


_main = run_cli  # the console-script entry point in-process: (exit code, stdout, stderr)


def _one_error_line(err: str, code: str) -> str:
    assert err.count("\n") == 1 and err.startswith(f"error[{code}") and "Traceback" not in err, err
    return err.strip()


def test_run_refuses_to_overwrite(app, corpus, model, tmp_path, capsys):
    out = tmp_path / "red"
    res = _invoke(app, ["run", corpus / "notes", "--model", model, "--mode", "redact", "--output", out, "--quiet"])
    assert res.exit_code == 0, res.exception
    first = _digest(out)
    code, stdout, err = _main(capsys, "run", corpus / "notes", "--model", model, "--mode", "redact", "--output", out,
                              "--quiet")
    assert code == 5 and stdout == ""
    line = _one_error_line(err, "E4")
    assert str(out) in line and "--overwrite" in line
    assert _digest(out) == first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["red"]  # no temporary leftovers


def _chunk_size(model) -> int:
    """How many documents ``run`` reads before it de-identifies and writes them (model config)."""
    return int(json.loads((model / "config.json").read_text())["stacking"].get("chunk_size", 64))


def test_a_run_failing_mid_write_leaves_the_old_output_intact_and_no_partial_one(app, corpus, model, tmp_path,
                                                                              capsys):
    """``run`` reads, de-identifies and writes a chunk of documents at a time (the model's
    ``chunk_size``, 64 by default); the note after the second chunk's first one is not valid
    UTF-8, so a whole chunk is already in the temporary output when it fails.  The old output
    must survive whole, a new output must not appear, and nothing may be left behind."""
    from multideid.io import write_corpus

    out = tmp_path / "red"
    res = _invoke(app, ["run", corpus / "notes", "--model", model, "--mode", "redact", "--output", out, "--quiet"])
    assert res.exit_code == 0, res.exception
    first = _digest(out)
    assert sorted(p.name for p in out.iterdir()) == ["note700.txt", "note701.txt", "note702.txt"]
    bad = tmp_path / "bad"
    chunk = _chunk_size(model)
    write_corpus(make_corpus(chunk + 1, seed=6, offset=700), bad, "text")  # note700...: new text, old names
    (bad / f"note{701 + chunk}.txt").write_bytes(b"Paciente \xff\xfe en la cama 3.\n")
    code, stdout, err = _main(capsys, "run", bad, "--model", model, "--mode", "redact", "--output", out,
                              "--overwrite", "--quiet")
    assert code == 3 and stdout == ""
    assert f"note{701 + chunk}.txt" in _one_error_line(err, "E2")
    assert _digest(out) == first  # the old output, whole
    fresh = tmp_path / "fresh"
    code, _, err = _main(capsys, "run", bad, "--model", model, "--mode", "redact", "--output", fresh, "--quiet")
    assert code == 3 and not fresh.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad", "red"]  # no temporary leftovers


_KILLABLE_RUN = """
import sys
sys.path.insert(0, sys.argv[1])
import stacking_fakes
stacking_fakes.register_fakes()
from multideid.cli import main
main(sys.argv[2:])
"""


@pytest.mark.skipif(not hasattr(__import__("signal"), "SIGKILL"), reason="needs SIGKILL")
def test_a_run_killed_mid_write_never_leaves_a_partial_output(corpus, model, tmp_path):
    """A separate ``multideid run`` streams JSONL from a pipe into an output directory that
    exists already (``--overwrite``).  Once its first chunk of documents sits in the temporary
    output, it is killed (SIGKILL: no handler can run).  The old output must be intact and none
    of the new documents may be at the output path."""
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    from multideid.io import write_corpus

    out = tmp_path / "out"
    write_corpus(make_corpus(2, seed=4, offset=800), out, "text")  # an earlier output
    first = _digest(out)

    def files() -> set:
        return {q for q in tmp_path.rglob("*") if q.is_file()}

    known = files()
    chunk = _chunk_size(model)  # documents are de-identified and written a chunk at a time
    docs = make_corpus(chunk + 6, seed=5, offset=900)
    proc = subprocess.Popen(
        [sys.executable, "-c", _KILLABLE_RUN, str(Path(__file__).parent), "run", "-", "--from", "jsonl", "--model",
         str(model), "--mode", "redact", "--format", "text", "--output", str(out), "--overwrite", "--quiet"],
        stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        env={k: v for k, v in os.environ.items() if k != "MULTIDEID_DEBUG"},
    )
    written = 0
    try:
        for d in docs:  # every document, but the pipe stays open: the run waits for more
            proc.stdin.write((json.dumps({"id": d.id, "text": d.text}) + "\n").encode())
        proc.stdin.flush()
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and proc.poll() is None:
            written = len(files() - known)  # wherever the run writes (a temporary sibling, one hopes)
            if written >= chunk:
                break
            time.sleep(0.05)
        assert proc.poll() is None, proc.stderr.read().decode()
        assert written >= chunk, "the run never wrote its first chunk"
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(30)
    assert _digest(out) == first, "the earlier output was changed by a run that never finished"
    assert sorted(p.name for p in out.iterdir()) == ["note800.txt", "note801.txt"]


@pytest.mark.parametrize(
    "args,named",
    [
        (["--bases", "nosuch"], ["'nosuch'", "dates, doctors, words"]),  # and what the model has
        (["--bases", "dates", "--combiner", "nosuch"], ["combiner 'nosuch'", "union"]),
        (["--mode", "shred"], ["mode 'shred'", "redact"]),
        (["--format", "brat"], ["brat", "--output"]),  # brat to stdout
        (["--jobs", "0"], ["--jobs"]),
    ],
)
def test_run_usage_errors(app, corpus, model, capsys, args, named):
    """Exit 2 and one ``error[E1xx]`` line that names the bad value and the way out."""
    code, out, err = _main(capsys, "run", corpus / "notes", "--model", model, "--quiet", *args)
    assert code == 2 and out == ""
    line = _one_error_line(err, "E1")
    for word in named:
        assert word in line, (word, line)


def test_run_subset_with_combiner(app, corpus, model):
    res = CliRunner().invoke(app, ["run", str(corpus / "notes"), "--model", str(model), "--bases", "dates",
                                   "--combiner", "union", "--mode", "redact", "--quiet"])
    assert res.exit_code == 0, res.exception
    assert "[**FECHAS**]" in res.stdout and "NOMBRE" not in res.stdout


def test_run_with_a_tampered_model_fails_cleanly(app, corpus, model, tmp_path, capsys):
    import shutil

    bad = tmp_path / "bad"
    shutil.copytree(model, bad)
    (bad / "stacker" / "coef.npy").write_bytes(b"\x93NUMPY")
    code, out, err = _main(capsys, "run", corpus / "notes", "--model", bad, "--quiet")
    assert code == 4 and out == ""
    line = _one_error_line(err, "E3")
    assert line.startswith(f"error[E300]: {bad}: ") and "stacker/coef.npy" in line


def test_explain_prints_trust_table_and_writes_png(app, model, tmp_path):
    png = tmp_path / "trust.png"
    res = CliRunner().invoke(app, ["explain", str(model), "--png", str(png)])
    assert res.exit_code == 0, res.exception
    assert "FECHAS" in res.stdout and "dates" in res.stdout
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    res = CliRunner().invoke(app, ["explain", str(model), "--json"])
    rep = json.loads(res.stdout)
    assert rep["trust"]["FECHAS"]["dates"] > 0 and rep["label_maps"]["dates"]["DATE"] == "FECHAS"


def _replaced_values(original: str, spans, released: str) -> list[str]:
    """The released text must be the original with each span replaced: the text between spans
    kept verbatim, in order.  Returns what replaced each span (``None`` if the shape differs)."""
    import re

    pattern, pos = "", 0
    for a, b in sorted(spans):
        pattern += re.escape(original[pos:a]) + "(.+?)"
        pos = b
    pattern += re.escape(original[pos:])
    m = re.fullmatch(pattern, released, re.S)
    return list(m.groups()) if m else None


def test_surrogate_mode_replaces_every_phi_it_finds(app, corpus, model, tmp_path):
    from multideid.io import read_corpus

    note = corpus / "notes" / "note700.txt"
    text = note.read_text()
    gold = {d.id: d for d in read_corpus(corpus / "gold", "brat")}["note700"].gold
    assert len(gold) == 4  # a patient, a doctor, two dates
    tag = CliRunner().invoke(app, ["run", str(note), "--model", str(model), "--quiet", "--format", "jsonl"])
    found = [(s["start"], s["end"]) for s in json.loads(tag.stdout)["spans"]]
    # the model finds every PHI of this note (so every PHI must be replaced below)
    assert all(any(a <= g.start and g.end <= b for a, b in found) for g in gold), (found, gold)
    key = tmp_path / "key"
    key.write_bytes(b"0123456789abcdef0123456789abcdef")
    for extra in ([], ["--key-file", str(key)]):  # a random key (the default) and a given one
        res = CliRunner().invoke(app, ["run", str(note), "--model", str(model), "--mode", "surrogate", "--quiet",
                                       "--locale", "es", *extra])
        assert res.exit_code == 0, res.exception
        out = res.stdout
        assert "[**" not in out
        for g in gold:
            assert text[g.start:g.end] not in out, g
        values = _replaced_values(text, found, out)
        assert values is not None, "surrogate mode changed text outside the PHI spans"
        for (a, b), v in zip(sorted(found), values):
            assert v.strip() and v != text[a:b]
    # with the key the release is reproducible; names share no word with the originals
    again = CliRunner().invoke(app, ["run", str(note), "--model", str(model), "--mode", "surrogate", "--quiet",
                                     "--locale", "es", "--key-file", str(key)])
    assert again.stdout == out
    for (a, b), v in zip(sorted(found), values):
        if not any(ch.isdigit() for ch in text[a:b]):
            assert not set(text[a:b].split()) & set(v.split()), (text[a:b], v)


def test_surrogate_mode_writes_an_annotated_brat_corpus(app, corpus, model, tmp_path):
    """The released corpus stays annotated: surrogate spans re-anchored on the new text."""
    from multideid.io import read_corpus

    key = tmp_path / "key"
    key.write_bytes(b"0123456789abcdef0123456789abcdef")
    out = tmp_path / "released"
    res = _invoke(app, ["run", corpus / "notes", "--model", model, "--mode", "surrogate", "--key-file", key,
                        "--format", "brat", "--output", out, "--quiet"])
    assert res.exit_code == 0, (res.output, res.exception)
    released = {d.id: d for d in read_corpus(out, "brat")}
    originals = {d.id: d for d in read_corpus(corpus / "gold", "brat")}
    assert set(released) == set(originals)
    assert any(d.gold for d in released.values())
    for doc_id, d in released.items():
        orig = originals[doc_id]
        assert d.text != orig.text
        for g in orig.gold:  # every PHI string of the note is gone
            assert orig.text[g.start:g.end] not in d.text, (doc_id, g)
        # the released spans are where the surrogates are: each differs from the original value
        # (the model finds exactly the gold PHI of these three notes)
        values = _replaced_values(orig.text, [(g.start, g.end) for g in orig.gold], d.text)
        assert values is not None and values == [d.text[s.start:s.end] for s in sorted(d.gold)]
        assert all(v != orig.text[g.start:g.end] for v, g in zip(values, sorted(orig.gold)))
    # the same key gives the same release
    out2 = tmp_path / "released2"
    _invoke(app, ["run", corpus / "notes", "--model", model, "--mode", "surrogate", "--key-file", key,
                  "--format", "brat", "--output", out2, "--quiet"])
    assert {d.id: d.text for d in read_corpus(out2, "brat")} == {k: v.text for k, v in released.items()}


def test_run_progress_counts_documents_and_estimates_totals(tmp_path):
    """The terminal progress line ticks once per document and knows the total for ETAs."""
    import io

    from rich.console import Console

    from multideid.commands.run import progress_bar, estimate_total

    (tmp_path / "c").mkdir()
    for i in range(3):
        (tmp_path / "c" / f"d{i}.txt").write_text("x", encoding="utf-8")
    (tmp_path / "c.jsonl").write_text('{"id": "a", "text": "x"}\n\n{"id": "b", "text": "y"}\n', encoding="utf-8")
    assert estimate_total(str(tmp_path / "c"), "brat") == 3
    assert estimate_total(str(tmp_path / "c.jsonl"), "jsonl") == 2
    assert estimate_total("-", "text") is None
    assert estimate_total(str(tmp_path / "missing"), "brat") is None
    buf = io.StringIO()
    console = Console(file=buf, force_terminal=True, width=120)
    with progress_bar(console, enabled=True, total=3) as tick:
        for _ in range(3):
            tick()
    with progress_bar(console, enabled=False) as tick:
        tick()  # disabled: a no-op, nothing written
    out = buf.getvalue()
    assert "docs/s" in out and "3/3" in out


def test_agreement_summary_is_bounded_but_counts_everything():
    from multideid.document import Span
    from multideid.ensemble import Prediction
    from multideid.runner import AgreementSummary

    acc = AgreementSummary(keep=2)
    for k in range(5):
        sp = [Span(0, 4, "NAME", 0.9, "stacker")]
        acc.add(f"d{k}", Prediction(sp, {"rules": [Span(0, 4, "NAME", 1.0, "rules")], "crf": []}))
    d = acc.as_dict()
    assert d["n_spans"] == 5 and len(d["spans"]) == 2 and d["n_docs"] == 5
    assert d["per_base"]["rules"] == {"NAME": 5}
    assert d["spans"][0]["bases"] == ["rules"]
