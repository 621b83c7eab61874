"""CLI: fit + run + explain on a tiny corpus with fast fake bases (in-process CliRunner)."""

from __future__ import annotations

import hashlib
import json

import pytest
from typer.testing import CliRunner

from multideid.errors import ModelError, OutputError, UsageError

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


def test_run_refuses_to_overwrite_and_is_atomic(app, corpus, model, tmp_path):
    out = tmp_path / "red"
    res = _invoke(app, ["run", corpus / "notes", "--model", model, "--mode", "redact", "--output", out, "--quiet"])
    assert res.exit_code == 0, res.exception
    first = _digest(out)
    res = _invoke(app, ["run", corpus / "notes", "--model", model, "--mode", "redact", "--output", out, "--quiet"])
    assert isinstance(res.exception, OutputError)
    assert _digest(out) == first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["red"]  # no temporary leftovers


@pytest.mark.parametrize(
    "args,error",
    [
        (["--bases", "nosuch"], UsageError),
        (["--bases", "dates", "--combiner", "nosuch"], UsageError),  # unknown combiner
        (["--mode", "shred"], UsageError),
        (["--format", "brat"], UsageError),  # brat to stdout
    ],
)
def test_run_usage_errors(app, corpus, model, args, error):
    res = _invoke(app, ["run", corpus / "notes", "--model", model, "--quiet", *args])
    assert isinstance(res.exception, error), res.exception


def test_run_subset_with_combiner(app, corpus, model):
    res = CliRunner().invoke(app, ["run", str(corpus / "notes"), "--model", str(model), "--bases", "dates",
                                   "--combiner", "union", "--mode", "redact", "--quiet"])
    assert res.exit_code == 0, res.exception
    assert "[**FECHAS**]" in res.stdout and "NOMBRE" not in res.stdout


def test_run_with_a_tampered_model_fails_cleanly(app, corpus, model, tmp_path):
    import shutil

    bad = tmp_path / "bad"
    shutil.copytree(model, bad)
    (bad / "stacker" / "coef.npy").write_bytes(b"\x93NUMPY")
    res = _invoke(app, ["run", corpus / "notes", "--model", bad, "--quiet"])
    assert isinstance(res.exception, ModelError)


def test_explain_prints_trust_table_and_writes_png(app, model, tmp_path):
    png = tmp_path / "trust.png"
    res = CliRunner().invoke(app, ["explain", str(model), "--png", str(png)])
    assert res.exit_code == 0, res.exception
    assert "FECHAS" in res.stdout and "dates" in res.stdout
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    res = CliRunner().invoke(app, ["explain", str(model), "--json"])
    rep = json.loads(res.stdout)
    assert rep["trust"]["FECHAS"]["dates"] > 0 and rep["label_maps"]["dates"]["DATE"] == "FECHAS"


def test_surrogate_mode(app, corpus, model):
    note = corpus / "notes" / "note700.txt"
    res = CliRunner().invoke(app, ["run", str(note), "--model", str(model), "--mode", "surrogate", "--quiet",
                                   "--locale", "es"])
    assert res.exit_code == 0, res.exception
    text = note.read_text()
    assert res.stdout != text and "[**" not in res.stdout


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
        assert d.text != originals[doc_id].text
    # the same key gives the same release
    out2 = tmp_path / "released2"
    _invoke(app, ["run", corpus / "notes", "--model", model, "--mode", "surrogate", "--key-file", key,
                  "--format", "brat", "--output", out2, "--quiet"])
    assert {d.id: d.text for d in read_corpus(out2, "brat")} == {k: v.text for k, v in released.items()}


def test_run_progress_counts_documents_and_estimates_totals(tmp_path):
    """The terminal progress line ticks once per document and knows the total for ETAs."""
    import io

    from rich.console import Console

    from multideid.commands.run import _progress, estimate_total

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
    with _progress(console, enabled=True, total=3) as tick:
        for _ in range(3):
            tick()
    with _progress(console, enabled=False) as tick:
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
