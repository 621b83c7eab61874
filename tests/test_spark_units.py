"""multideid.spark pieces that need neither Java nor a SparkSession: the JSONL record rules,
the text checks, the time limit, master/option handling."""

from __future__ import annotations

import time

import pytest

from multideid.errors import UsageError
from multideid.spark.readers import detect_spark_format, parse_record
from multideid.spark.session import parse_conf, with_retries
from multideid.spark.worker import NoteTimeout, check_text, deadline


@pytest.mark.parametrize("line, expected", [
    (b'{"id": "a", "text": "Dr. Smith"}', ("a", "Dr. Smith", None, None)),
    (b'\xef\xbb\xbf{"id": "a", "text": "x", "metadata": {"patient_id": 7}}', ("a", "x", "7", None)),
    (b'{"id": "a", "text": 5}', ("a", None, None, "f.jsonl: record field 'text' has the wrong type (int)")),
    (b'{"id": 3, "text": "Dr. Smith"}', (None, None, None, "f.jsonl: record id is not a string (int)")),
    (b'{"id": "", "text": "Dr. Smith"}', (None, None, None, "f.jsonl: record id is empty")),
    (b'{"text": "Dr. Smith"}', (None, None, None, "f.jsonl: record id is missing")),
    (b'{"id": "a"}', ("a", None, None, "f.jsonl: record has no 'text' field")),
    (b'["Dr. Smith"]', (None, None, None, "f.jsonl: line is not a JSON object")),
    (b'{"id": "a", "text": "Dr. \xff"}', (None, None, None, "f.jsonl: line is not valid UTF-8 (byte 25)")),
    (b'{"id": "a", "text": "Dr. \\ud800"}', ("a", None, None, "f.jsonl: record text holds an unpaired surrogate escape (character 4)")),
    (b'{"id": "a", "text": "Dr. Smith", "m": ' + b'[' * 5000 + b']' * 5000 + b'}', (None, None, None, "f.jsonl: JSON nested too deeply")),
])
def test_parse_record_follows_the_jsonl_rules_without_leaking_text(line, expected):
    got = parse_record(line, "f.jsonl")
    assert got == expected
    if got[3]:
        assert "Smith" not in got[3]


def test_parse_record_reads_the_named_patient_column():
    assert parse_record(b'{"id": "a", "text": "x", "pid": "P1", "metadata": {"patient_id": "M"}}', "f", "pid")[2] == "P1"
    assert parse_record(b'{"id": "a", "text": "x", "pid": [1]}', "f", "pid")[3] == "f: patient id field has the wrong type (list)"


def test_invalid_json_names_the_column_not_the_text():
    got = parse_record(b'{"id": "a", "text": "Mr. Smith', "part-1.jsonl")
    assert got[3].startswith("part-1.jsonl: invalid JSON (column") and "Smith" not in got[3]


@pytest.mark.parametrize("raw, status", [
    (None, "invalid"), (b"", "invalid"), (b"\xc3(", "invalid"), (b"ab\x00cd", "invalid"),
    (bytes(range(1, 32)) * 4, "invalid"), ("x" * 11, "too_long"), (1.5, "invalid"),
])
def test_check_text_refuses_what_cannot_be_a_note(raw, status):
    assert check_text(raw, 10)[1][0] == status


def test_check_text_accepts_notes_with_tabs_and_newlines():
    assert check_text("Dr. Smith\n\tseen 03/04\r\n".encode(), 100) == ("Dr. Smith\n\tseen 03/04\r\n", None)
    assert check_text("ñandú " * 3, 0) == ("ñandú " * 3, None)  # 0: no length limit


def test_deadline_interrupts_python_code_and_leaves_no_alarm():
    t0 = time.perf_counter()
    with pytest.raises(NoteTimeout):
        with deadline(0.05):
            while True:
                pass
    assert time.perf_counter() - t0 < 2
    with deadline(0.05):
        pass
    time.sleep(0.1)  # the alarm was cancelled: nothing fires here
    with deadline(0):
        time.sleep(0.01)


def test_local_masters_get_task_retries():
    assert with_retries("local[2]") == "local[2,4]"
    assert with_retries("local[*]") == "local[*,4]"
    assert with_retries("local") == "local[1,4]"
    assert with_retries("local[2,3]") == "local[2,3]"
    assert with_retries("yarn") == "yarn"


def test_spark_conf_pairs():
    assert parse_conf(["spark.a=1", "spark.b=x=y"]) == {"spark.a": "1", "spark.b": "x=y"}
    with pytest.raises(UsageError):
        parse_conf(["spark.a"])


def test_format_detection(tmp_path):
    assert detect_spark_format("notes.jsonl", None) == "jsonl"
    assert detect_spark_format("hdfs:///x/notes.parquet", None) == "parquet"
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "part-0.parquet").write_bytes(b"PAR1")
    (tmp_path / "d" / "_SUCCESS").write_text("")
    assert detect_spark_format(str(tmp_path / "d"), None) == "parquet"
    with pytest.raises(UsageError):
        detect_spark_format("notes.txt", None)
    with pytest.raises(UsageError):
        detect_spark_format("notes.jsonl", "brat")
