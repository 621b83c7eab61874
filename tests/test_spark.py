"""multideid on Apache Spark (real PySpark, local mode, one SparkSession for the module).

Skipped with the reason where PySpark or Java is missing; under CI=true that is a failure
instead (.ci/run installs both).  Models are fitted here, once: a small English model on the
embedded synthetic corpus and (slow, needs ../shared/data) a small MEDDOCAN model.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import MEDDOCAN, need_shared, under_ci


def _spark_missing() -> str | None:
    try:
        import pyspark  # noqa: F401
        import pyarrow  # noqa: F401
        import pandas  # noqa: F401
    except ImportError as exc:
        return f"PySpark/pandas/pyarrow not installed ({exc.name}): pip install -e '.[spark]'"
    home = os.environ.get("JAVA_HOME")
    if shutil.which("java") is None and not (home and os.path.exists(os.path.join(home, "bin", "java"))):
        return "no Java runtime (java not on PATH, JAVA_HOME unset): apt-get install openjdk-17-jre-headless"
    return None


_MISSING = _spark_missing()
if _MISSING and under_ci():
    raise RuntimeError(f"CI must run the Spark tests: {_MISSING}")
pytestmark = pytest.mark.skipif(_MISSING is not None, reason=_MISSING or "")

N_EN = 240  # documents in the English identity test
N_FEW = 80


@pytest.fixture(scope="module")
def fault_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("faults")


@pytest.fixture(scope="module")
def spark(fault_dir):
    from multideid.spark.worker import FAULT_DIR_ENV

    # the Python workers inherit the environment of the JVM, started here
    os.environ[FAULT_DIR_ENV] = str(fault_dir)
    from pyspark.sql import SparkSession

    s = (SparkSession.builder.master("local[2,4]").appName("multideid-tests")
         .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
         .config("spark.sql.shuffle.partitions", "4").config("spark.pyspark.python", sys.executable).getOrCreate())
    s.sparkContext.setLogLevel("ERROR")
    yield s
    s.stop()
    os.environ.pop(FAULT_DIR_ENV, None)


@pytest.fixture(scope="module")
def app():
    from multideid.cli import app as the_app

    return the_app


class Outcome:
    """What `multideid` would show: the exit code and output, a MultideidError's one line
    and exit code included (as multideid.cli.main prints them)."""

    def __init__(self, res):
        from multideid.errors import MultideidError

        exc = res.exception
        self.exception = exc
        if isinstance(exc, MultideidError):
            self.exit_code, self.output = exc.exit_code, res.output + exc.one_line()
        else:
            self.exit_code, self.output = res.exit_code, res.output + (repr(exc) if exc and not isinstance(exc, SystemExit) else "")


def _invoke(app, args):
    return Outcome(CliRunner().invoke(app, [str(a) for a in args], catch_exceptions=True))


@pytest.fixture(scope="module")
def en_model(app, tmp_path_factory):
    m = tmp_path_factory.mktemp("en") / "model"
    res = _invoke(app, ["fit", "--corpus.synth_n", "30", "--model", m, "--quiet"])
    assert res.exit_code == 0, res.output
    return m


@pytest.fixture(scope="module")
def en_notes(tmp_path_factory):
    """JSONL notes the model never saw (the synthetic test split)."""
    from multideid.io import write_corpus
    from multideid.synth import generate_corpus

    p = tmp_path_factory.mktemp("notes") / "notes.jsonl"
    docs = generate_corpus(N_EN, seed=7, split="test")
    for i, d in enumerate(docs):  # two notes per patient: dates shift per patient
        d.metadata["patient_id"] = f"P{i // 2}"
    p.write_text("".join(json.dumps({"id": d.id, "text": d.text, "metadata": {"patient_id": d.metadata["patient_id"]}}) + "\n"
                         for d in docs), encoding="utf-8")
    return p


@pytest.fixture(scope="module")
def en_few(en_notes):
    """The first 80 of those notes: for tests about the machinery, not the model."""
    p = en_notes.with_name("few.jsonl")
    p.write_text("".join(en_notes.read_text(encoding="utf-8").splitlines(keepends=True)[:N_FEW]), encoding="utf-8")
    return p


@pytest.fixture(scope="module")
def key_file(tmp_path_factory):
    p = tmp_path_factory.mktemp("key") / "key"
    p.write_bytes(b"0123456789abcdef-spark-test-key-")
    return p


def read_records(out: Path) -> list[dict]:
    """Every record of a Spark JSON output directory (all part files, any bucket)."""
    return [json.loads(line) for f in sorted(out.rglob("part-*.json")) for line in f.read_text(encoding="utf-8").splitlines()]


def read_parts(out: Path) -> dict[str, dict]:
    """The records by id (ids unique)."""
    recs = {r["id"]: r for r in read_records(out)}
    assert len(recs) == len(read_records(out))
    return recs


def read_local(out: Path) -> dict[str, dict]:
    return {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}


def _spans(r) -> list:
    return sorted((s["start"], s["end"], s["label"]) for s in (r.get("spans") or []))


def _local_run(app, model, notes, out, mode, key_file):
    args = ["run", "--model", model, notes, "--output", out, "--mode", mode, "--format", "jsonl", "--quiet"]
    if mode == "surrogate":
        args += ["--key-file", key_file]
    res = _invoke(app, args)
    assert res.exit_code == 0, res.output
    return read_local(out)


def _spark_run(app, model, notes, out, mode, key_file, *extra):
    args = ["run", "--engine", "spark", "--model", model, notes, "--output", out, "--mode", mode, "--quiet", *extra]
    if mode == "surrogate":
        args += ["--key-file", key_file]
    return _invoke(app, args)


def assert_same(local: dict, spark_out: dict, mode: str) -> None:
    assert set(local) == set(spark_out)
    for i, loc in local.items():
        sp = spark_out[i]
        assert sp["status"] == "ok", (i, sp.get("error"))
        assert sp["text"] == loc["text"], i
        if mode != "redact":
            assert _spans(sp) == _spans(loc), i
    if mode != "tag":
        assert any(loc["text"] != "" for loc in local.values())


@pytest.mark.parametrize("mode", ["tag", "redact", "surrogate"])
def test_spark_run_equals_local_run_english(spark, app, en_model, en_notes, key_file, tmp_path, mode):
    local = _local_run(app, en_model, en_notes, tmp_path / "local.jsonl", mode, key_file)
    res = _spark_run(app, en_model, en_notes, tmp_path / "spark", mode, key_file, "--partitions", "3")
    assert res.exit_code == 0, res.output
    out = read_parts(tmp_path / "spark")
    assert len(out) == N_EN
    assert sum(len(_spans(r)) for r in out.values()) > 5 * N_EN if mode != "redact" else True
    assert_same(local, out, mode)
    manifest = json.loads((tmp_path / "spark" / "_multideid.json").read_text())
    assert manifest["documents"] == N_EN and manifest["statuses"] == {"ok": N_EN}


@pytest.fixture(scope="module")
def es_model(app, tmp_path_factory):
    need_shared(MEDDOCAN)
    from multideid.io import read_corpus, write_corpus

    root = tmp_path_factory.mktemp("es")
    docs = read_corpus(MEDDOCAN / "train", require_gold=True)[:36]
    write_corpus(docs, root / "train", "brat")
    res = _invoke(app, ["fit", "--train", root / "train", "--model", root / "model", "--quiet"])
    assert res.exit_code == 0, res.output
    dev = read_corpus(MEDDOCAN / "dev")[:200]
    notes = root / "dev.jsonl"
    notes.write_text("".join(json.dumps({"id": d.id, "text": d.text}) + "\n" for d in dev), encoding="utf-8")
    return root / "model", notes


@pytest.mark.slow
@pytest.mark.shared_data
@pytest.mark.parametrize("mode", ["tag", "redact", "surrogate"])
def test_spark_run_equals_local_run_meddocan(spark, app, es_model, key_file, tmp_path, mode):
    model, notes = es_model
    local = _local_run(app, model, notes, tmp_path / "local.jsonl", mode, key_file)
    res = _spark_run(app, model, notes, tmp_path / "spark", mode, key_file)
    assert res.exit_code == 0, res.output
    assert_same(local, read_parts(tmp_path / "spark"), mode)


def test_library_api_columns_and_error_rows(spark, en_model):
    from pyspark.sql.types import BinaryType, StringType, StructField, StructType

    from multideid.spark import SPANS_DDL, deidentify

    good = "Patient John Smith was seen on 03/04/2019 at Boston General Hospital by Dr. Jane Doe."
    rows = [("ok1", good.encode()), ("empty", b""), ("null", None), ("notutf8", b"Mr. \xff\xfe Smith"),
            ("binary", b"\x00\x01\x02\x00ELF\x00"), ("long", ("word " * 500).encode()), (None, good.encode())]
    schema = StructType([StructField("id", StringType()), StructField("text", BinaryType())])
    df = spark.createDataFrame(rows, schema)
    out = deidentify(df, en_model, mode="redact", max_doc_chars=1000)
    assert out.schema["deid_spans"].dataType.simpleString() == SPANS_DDL
    got = {r["id"]: r for r in out.collect()}
    assert got["ok1"]["deid_status"] == "ok" and "[**" in got["ok1"]["deid_text"]
    assert "John" not in got["ok1"]["deid_text"] and got["ok1"]["deid_spans"]
    expected = {"empty": "invalid", "null": "invalid", "notutf8": "invalid", "binary": "invalid", "long": "too_long", None: "invalid"}
    for i, status in expected.items():
        r = got[i]
        assert (r["deid_status"], r["deid_text"], r["deid_spans"]) == (status, None, None), i
        assert r["deid_error"] and "Smith" not in r["deid_error"]
    assert got["notutf8"]["text"] is None  # undecodable input comes back null


def test_long_notes_are_chunked_as_the_local_run_chunks_them(spark, en_model):
    from multideid.chunking import run_chunked
    from multideid.document import Document
    from multideid.ensemble import load_model
    from multideid.spark import deidentify

    text = "".join(f"Seen by Dr. Jane Doe{i} on 03/0{1 + i % 9}/2019 at Boston General Hospital.\n" for i in range(60))
    assert len(text) > 3000
    df = spark.createDataFrame([("long", text)], "id string, text string")
    (row,) = deidentify(df, en_model, mode="tag", chunk_chars=1000, overlap=200).collect()
    ((_, local),) = run_chunked(load_model(en_model), [Document("long", text)], chunk_chars=1000, overlap=200)
    assert row["deid_status"] == "ok" and len(row["deid_spans"]) > 60
    assert [(s["start"], s["end"], s["label"]) for s in row["deid_spans"]] == [(s.start, s.end, s.label) for s in sorted(local.spans)]


def test_time_limit_gives_timeout_rows(spark, en_model):
    from multideid.spark import deidentify

    text = "Seen by Dr. Jane Doe on 03/04/2019 at Boston General Hospital. " * 40
    df = spark.createDataFrame([(f"n{i}", text) for i in range(3)], "id string, text string")
    got = deidentify(df, en_model, mode="redact", time_limit=0.0005).collect()
    assert [(r["deid_status"], r["deid_text"]) for r in got] == [("timeout", None)] * 3
    assert all("time limit" in r["deid_error"] for r in got)


def test_jsonl_bad_lines_are_error_rows_and_exit_3(spark, app, en_model, tmp_path):
    good = {"id": "g1", "text": "Dr. Jane Doe saw the patient on 03/04/2019."}
    lines = [json.dumps(good).encode(), b'{"id": "t1", "text": 123}', b'{"id": "x", "text": "unterminated',
             b'{"text": "no id here"}', '{"id": "u1", "text": "Mr. Smith \\ud800"}'.encode(),
             b'{"id": "b1", "text": "bad \xff byte"}', b"", b'{"id": "e1", "text": ""}', b"[1, 2]"]
    notes = tmp_path / "bad.jsonl"
    notes.write_bytes(b"\n".join(lines) + b"\n")
    res = _spark_run(app, en_model, notes, tmp_path / "out", "redact", None)
    assert res.exit_code == 3, res.output
    assert "7 of 8 documents were not de-identified" in res.output
    recs = read_records(tmp_path / "out")
    assert len(recs) == 8  # the blank line is skipped, as the local reader skips it
    ok = [r for r in recs if r["status"] == "ok"]
    assert [r["id"] for r in ok] == ["g1"] and "Jane" not in ok[0]["text"]
    for r in recs:
        if r["status"] != "ok":
            assert "text" not in r and r["error"].startswith(("bad.jsonl: ", "empty text")), r
            for secret in ("Smith", "no id here", "unterminated"):
                assert secret not in r["error"]


def test_killed_python_worker_is_retried_and_output_complete(spark, app, en_model, en_notes, fault_dir, tmp_path):
    """SIGKILL of a Python worker mid-task (after it sent back its first chunk): Spark retries
    the task and the committed output has every note once, identical to an undisturbed run."""
    arm = fault_dir / "kill-once"
    arm.write_text("")
    res = _spark_run(app, en_model, en_notes, tmp_path / "killed", "tag", None, "--partitions", "2")
    assert res.exit_code == 0, res.output
    assert not arm.exists() and (fault_dir / "kill-once.fired").exists()  # a worker did die
    (fault_dir / "kill-once.fired").unlink()
    killed = read_parts(tmp_path / "killed")
    res = _spark_run(app, en_model, en_notes, tmp_path / "calm", "tag", None, "--partitions", "5")
    assert res.exit_code == 0, res.output
    calm = read_parts(tmp_path / "calm")
    assert len(killed) == N_EN and sum(1 for _ in (tmp_path / "killed").rglob("part-*.json")) == 2
    assert {i: _spans(r) for i, r in killed.items()} == {i: _spans(r) for i, r in calm.items()}


def test_failed_job_publishes_nothing(spark, app, en_model, en_notes, fault_dir, tmp_path):
    (fault_dir / "kill-always").write_text("")
    try:
        res = _spark_run(app, en_model, en_notes, tmp_path / "out", "tag", None, "--partitions", "2")
    finally:
        (fault_dir / "kill-always").unlink()
    assert res.exit_code == 5, res.output
    assert "nothing was published" in res.output
    assert list(tmp_path.iterdir()) == []  # no output, no staging directory


def test_resume_skips_buckets_already_written(spark, app, en_model, en_few, key_file, tmp_path, monkeypatch):
    from multideid.spark import job

    out = tmp_path / "out"
    real_say = job.Progress.say

    def crash_after_two(self, msg):
        real_say(self, msg)
        if msg.startswith("bucket 2/4 written"):
            raise RuntimeError("driver crash")  # the driver dies between two buckets

    monkeypatch.setattr(job.Progress, "say", crash_after_two)
    args = ("--resume", "--buckets", "4", "--partitions", "2")
    res = _spark_run(app, en_model, en_few, out, "surrogate", key_file, *args)
    assert res.exit_code != 0 and not out.exists()
    partial = tmp_path / "out.multideid-partial"
    assert sorted(p.parent.name for p in partial.glob("bucket=*/_SUCCESS")) == ["bucket=00000", "bucket=00001"]
    monkeypatch.setattr(job.Progress, "say", real_say)
    res = _spark_run(app, en_model, en_few, out, "redact", key_file, *args)
    assert res.exit_code == 2 and "other settings (key, mode)" in res.output  # a resume must not mix settings
    res = _spark_run(app, en_model, en_few, out, "surrogate", key_file, *args)
    assert res.exit_code == 0, res.output
    manifest = json.loads((out / "_multideid.json").read_text())
    assert manifest["buckets_skipped"] == 2 and manifest["documents"] == N_FEW
    assert not partial.exists()
    resumed = read_parts(out)
    res = _spark_run(app, en_model, en_few, tmp_path / "oneshot", "surrogate", key_file, "--partitions", "3")
    assert res.exit_code == 0, res.output
    oneshot = read_parts(tmp_path / "oneshot")
    assert {i: (r["text"], _spans(r)) for i, r in resumed.items()} == {i: (r["text"], _spans(r)) for i, r in oneshot.items()}


def test_output_rules(spark, app, en_model, tmp_path):
    notes = tmp_path / "in.jsonl"
    notes.write_text(json.dumps({"id": "a", "text": "Dr. Jane Doe saw him on 03/04/2019."}) + "\n")
    out = tmp_path / "out"
    assert _spark_run(app, en_model, notes, out, "tag", None).exit_code == 0
    res = _spark_run(app, en_model, notes, out, "tag", None)
    assert res.exit_code == 5 and "--overwrite" in res.output
    res = _spark_run(app, en_model, notes, out, "redact", None, "--overwrite")
    assert res.exit_code == 0, res.output
    assert json.loads((out / "_multideid.json").read_text())["mode"] == "redact"
    other = tmp_path / "other"
    other.mkdir()
    (other / "notes.txt").write_text("keep me")
    res = _spark_run(app, en_model, notes, other, "tag", None, "--overwrite")
    assert res.exit_code == 5 and (other / "notes.txt").read_text() == "keep me"
    (tmp_path / "ind").mkdir()
    shutil.copy(notes, tmp_path / "ind" / "a.jsonl")
    res = _spark_run(app, en_model, tmp_path / "ind", tmp_path / "ind" / "out", "tag", None)
    assert res.exit_code == 2 and "inside" in res.output, res.output
    res = _invoke(app, ["run", "--engine", "spark", "--model", en_model, notes, "--quiet"])
    assert res.exit_code == 2 and "--output" in res.output
    res = _invoke(app, ["run", "--model", en_model, notes, "--master", "local[2]", "--quiet"])
    assert res.exit_code == 2 and "needs --engine spark" in res.output
    res = _invoke(app, ["run", "--engine", "spark", "--jobs", "2", "--model", en_model, notes, "-o", tmp_path / "x"])
    assert res.exit_code == 2 and "--engine local" in res.output


def test_parquet_with_patient_column(spark, app, en_model, key_file, tmp_path):
    note = "Seen on 03/04/2019 by Dr. Jane Doe at Boston General Hospital."
    df = spark.createDataFrame([("a", note, "P1"), ("b", note, "P1"), ("c", note, "P2")], "id string, text string, pid string")
    df.repartition(3).write.parquet(str(tmp_path / "in.parquet"))
    res = _spark_run(app, en_model, tmp_path / "in.parquet", tmp_path / "out", "surrogate", key_file, "--patient-col", "pid")
    assert res.exit_code == 0, res.output
    got = {r["id"]: r for r in spark.read.parquet(str(tmp_path / "out")).collect()}
    assert set(got) == {"a", "b", "c"} and "pid" not in spark.read.parquet(str(tmp_path / "out")).columns
    assert got["a"]["text"] == got["b"]["text"]  # same patient, same key: same surrogates and date shift
    assert "Jane" not in got["a"]["text"] and "03/04/2019" not in got["a"]["text"]
    assert got["a"]["text"] != got["c"]["text"]  # another patient, another date shift (names are keyed alike)


def test_each_python_worker_loads_the_model_once(spark, en_model, en_few):
    from multideid.spark import deidentify, model_digest
    from multideid.spark.worker import load_counts

    df = spark.read.json(str(en_few)).select("id", "text").repartition(8)
    assert deidentify(df, en_model, mode="tag").filter("deid_status = 'ok'").count() == N_FEW
    digest = model_digest(en_model)

    def probe(batches):
        import os as _os

        import pandas as pd

        for _ in batches:
            yield pd.DataFrame({"pid": [_os.getpid()], "loads": [load_counts().get(digest, 0)]})

    seen = spark.range(0, 16, 1, 16).mapInPandas(probe, "pid long, loads long").collect()
    assert seen and max(r["loads"] for r in seen) == 1  # reused workers kept the model: never loaded twice
