"""Two hostile situations outside the input files: standard output that cannot be written (a
full disk behind a redirection) and a ``--jobs`` large enough to fork the machine to a halt.
Both are refused with one line and their documented exit code (docs/guarantees.md)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cli_run import run_cli
from multideid.errors import EXIT_OUTPUT, EXIT_USAGE
from multideid.ioutil import StdoutSink, max_jobs

PHI = "Zqxjkvmarker"
TEXT = f"Patient {PHI} Smith was seen on 03/04/2019 by Dr. Brown, phone 617-555-0199.\n"


def _note(tmp_path: Path) -> Path:
    p = tmp_path / "note.txt"
    p.write_text(TEXT, encoding="utf-8")
    return p


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("argv", [
    ["convert", "{note}", "-", "--to", "jsonl"],
    ["convert", "{note}", "-", "--to", "text"],
    ["run", "{note}", "--bases", "rules", "--combiner", "union", "--quiet"],
    ["run", "{note}", "--bases", "rules", "--combiner", "union", "--mode", "redact", "--quiet"],
])
def test_standard_output_on_a_full_disk_is_exit_5_in_one_line(tmp_path, argv):
    note = _note(tmp_path)
    args = [a.format(note=note) for a in argv]
    with open("/dev/full", "w") as full:
        r = subprocess.run([sys.executable, "-m", "multideid", *args], stdout=full, stderr=subprocess.PIPE,
                           text=True, timeout=300)
    assert r.returncode == EXIT_OUTPUT, r.stderr
    errors = [line for line in r.stderr.splitlines() if line.startswith("error")]
    assert len(errors) == 1 and errors[0].startswith("error[E400]: <stdout>:"), r.stderr  # (run also notes its bases)
    assert "Traceback" not in r.stderr and PHI not in r.stderr


def test_stdout_sink_passes_writes_through_and_keeps_broken_pipe_distinct():
    class Stream:
        def __init__(self, exc=None):
            self.parts, self.exc = [], exc

        def write(self, s):
            if self.exc:
                raise self.exc
            self.parts.append(s)
            return len(s)

        def flush(self):
            if self.exc:
                raise self.exc

    ok = Stream()
    assert StdoutSink(ok).write("abc") == 3 and ok.parts == ["abc"]
    with pytest.raises(BrokenPipeError):
        StdoutSink(Stream(BrokenPipeError())).write("x")
    from multideid.errors import OutputError

    with pytest.raises(OutputError, match="Input/output error"):
        StdoutSink(Stream(OSError(5, "Input/output error"))).flush()


@pytest.mark.parametrize("argv", [
    ["run", "{note}", "--bases", "rules", "--combiner", "union"],
    ["fit", "--bases", "rules,dictionary", "--corpus.synth_n", "6", "--model", "{tmp}/m"],
    ["restack", "{tmp}/nothing", "-o", "{tmp}/m2"],
])
def test_jobs_beyond_four_per_cpu_is_a_usage_error_before_any_work(tmp_path, capsys, argv):
    note = _note(tmp_path)
    for jobs, ok in ((max_jobs() + 1, False), (10 ** 6, False), (0, False)):
        args = [a.format(note=note, tmp=tmp_path) for a in argv] + ["--jobs", str(jobs)]
        rc, out, err = run_cli(capsys, *args)
        assert rc == EXIT_USAGE and err.count("\n") == 1 and "--jobs must be" in err, (jobs, err)
        assert out == "" and not (tmp_path / "m").exists()
    assert max_jobs() >= 4
