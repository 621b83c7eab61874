"""Bad input fails closed: the right error class, the file (and line) named, no PHI in the
message, and through ``multideid convert`` a non-zero exit, one stderr line, no output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from multideid.cli import main
from multideid.errors import EXIT_DATA, EXIT_USAGE, DataError, MultideidError, UsageError
from multideid.io import read_corpus

PHI = "Zyxwpatient"  # a value that must never appear in an error message
TEXT = f"Paciente {PHI} ingresa el 10/10/1963.\n"  # PHI at 9-20, date at 32-42


def _brat(d: Path, ann: str | None, text: bytes | str = TEXT, name: str = "doc") -> Path:
    d.mkdir(exist_ok=True)
    (d / f"{name}.txt").write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    if ann is not None:
        (d / f"{name}.ann").write_text(ann, encoding="utf-8")
    return d


def _file(d: Path, name: str, content: bytes | str) -> Path:
    d.mkdir(exist_ok=True)
    p = d / name
    p.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return p


def _fifo(d: Path, name: str) -> Path:
    d.mkdir(exist_ok=True)
    os.mkfifo(d / name)  # exists, but neither a regular file nor a directory: never opened (it would block)
    return d / name


def _i2b2(tags: str, text: str = TEXT) -> str:
    return f'<?xml version="1.0" encoding="UTF-8" ?>\n<deIdi2b2>\n<TEXT><![CDATA[{text}]]></TEXT>\n<TAGS>\n{tags}\n</TAGS>\n</deIdi2b2>\n'


def _tag(s, e, text=PHI, typ="PATIENT"):
    return f'<NAME id="P0" start="{s}" end="{e}" text="{text}" TYPE="{typ}" comment="" />'


# (case id, format or None, builder(tmp) -> (input path, file the message must name), error class, line or None)
CASES = [
    ("ann-unparsable", "brat", lambda t: (_brat(t / "in", f"T1 NOMBRE 9 20 {PHI}\n"), "doc.ann"), DataError, 1),
    ("ann-bad-offsets", "brat", lambda t: (_brat(t / "in", f"T1\tNOMBRE 9 x\t{PHI}\n"), "doc.ann"), DataError, 1),
    ("ann-outside-text", "brat", lambda t: (_brat(t / "in", f"T1\tFECHAS 32 42\t10/10/1963\nT2\tNOMBRE 32 400\t{PHI}\n"), "doc.ann"), DataError, 2),
    ("ann-end-before-start", "brat", lambda t: (_brat(t / "in", f"T1\tNOMBRE 20 9\t{PHI}\n"), "doc.ann"), DataError, 1),
    ("ann-surface-mismatch", "brat", lambda t: (_brat(t / "in", f"T1\tNOMBRE 10 21\t{PHI}\n"), "doc.ann"), DataError, 1),
    ("ann-discontinuous", "brat", lambda t: (_brat(t / "in", f"T1\tNOMBRE 9 12;14 20\t{PHI}\n"), "doc.ann"), DataError, 1),
    ("ann-duplicate-id", "brat", lambda t: (_brat(t / "in", f"T1\tNOMBRE 9 20\t{PHI}\nT1\tNOMBRE 9 20\t{PHI}\n"), "doc.ann"), DataError, 2),
    ("ann-without-txt", "brat", lambda t: (_file(_brat(t / "in", "", name="ok"), "orphan.ann", "").parent, "in"), DataError, None),
    ("txt-not-utf8", "brat", lambda t: (_brat(t / "in", "", text=b"Paciente \xff\xfe\n"), "doc.txt"), DataError, 1),
    ("txt-empty", "brat", lambda t: (_brat(t / "in", "", text=b""), "doc.txt"), DataError, None),
    ("dir-empty", None, lambda t: ((t / "in").mkdir() or t / "in", "in"), DataError, None),
    ("dir-empty-brat", "brat", lambda t: ((t / "in").mkdir() or t / "in", "in"), DataError, None),
    ("path-missing", None, lambda t: (t / "nothing.jsonl", "nothing.jsonl"), DataError, None),
    ("xml-malformed", "i2b2-2014", lambda t: (_file(t / "in", "a.xml", _i2b2(_tag(9, 20)).replace("</TAGS>", "</TAG>")), "a.xml"), DataError, 7),
    ("xml-tag-text-mismatch", "i2b2-2014", lambda t: (_file(t / "in", "a.xml", _i2b2(_tag(8, 19))), "a.xml"), DataError, 6),
    ("xml-tag-outside", "i2b2-2014", lambda t: (_file(t / "in", "a.xml", _i2b2(_tag(9, 999))), "a.xml"), DataError, 6),
    ("xml-tag-not-int", "i2b2-2014", lambda t: (_file(t / "in", "a.xml", _i2b2(_tag(9, "x"))), "a.xml"), DataError, 6),
    ("xml-doctype", "i2b2-2014", lambda t: (_file(t / "in", "a.xml", '<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY a "aaaa">]>\n<deIdi2b2><TEXT>&a;</TEXT><TAGS/></deIdi2b2>'), "a.xml"), DataError, None),
    ("xml-not-utf8", "i2b2-2014", lambda t: (_file(t / "in", "a.xml", _i2b2("").encode("utf-8").replace(b"Paciente", b"Pac\xffente")), "a.xml"), DataError, 3),
    ("xml-empty", "i2b2-2014", lambda t: (_file(t / "in", "a.xml", ""), "a.xml"), DataError, None),
    ("xml2006-nested", "i2b2-2006", lambda t: (_file(t / "in", "r.xml", f'<ROOT><RECORD ID="1"><TEXT><PHI TYPE="PATIENT"><PHI TYPE="X">{PHI}</PHI></PHI></TEXT></RECORD></ROOT>'), "r.xml"), DataError, 1),
    ("xml2006-unclosed", "i2b2-2006", lambda t: (_file(t / "in", "r.xml", f'<ROOT>\n<RECORD ID="1"><TEXT>{PHI}</TEXT>\n'), "r.xml"), DataError, 3),
    ("jsonl-bad-json", "jsonl", lambda t: (_file(t / "in", "c.jsonl", '{"id": "1", "text": "a", "spans": []}\n{"id": "2", "text": "' + PHI + '"\n'), "c.jsonl"), DataError, 2),
    ("jsonl-span-outside", "jsonl", lambda t: (_file(t / "in", "c.jsonl", '{"id": "1", "text": "' + PHI + '", "spans": [{"start": 0, "end": 99, "label": "P"}]}\n'), "c.jsonl"), DataError, 1),
    ("jsonl-no-text", "jsonl", lambda t: (_file(t / "in", "c.jsonl", '{"id": "1", "spans": []}\n'), "c.jsonl"), DataError, 1),
    ("jsonl-bool-offset", "jsonl", lambda t: (_file(t / "in", "c.jsonl", '{"id": "1", "text": "ab", "spans": [{"start": true, "end": 1, "label": "P"}]}\n'), "c.jsonl"), DataError, 1),
    ("jsonl-duplicate-id", "jsonl", lambda t: (_file(t / "in", "c.jsonl", '{"id": "1", "text": "a"}\n{"id": "1", "text": "b"}\n'), "c.jsonl"), DataError, 2),
    ("jsonl-empty", "jsonl", lambda t: (_file(t / "in", "c.jsonl", "\n\n"), "c.jsonl"), DataError, None),
    ("presidio-not-list", "presidio", lambda t: (_file(t / "in", "p.json", '{"full_text": "' + PHI + '"}'), "p.json"), DataError, None),
    ("presidio-value-mismatch", "presidio", lambda t: (_file(t / "in", "p.json", '[{"full_text": "' + PHI + ' x", "spans": [{"entity_type": "PERSON", "entity_value": "' + PHI + '", "start_position": 1, "end_position": 12}]}]'), "p.json"), DataError, None),
    ("deidgate-not-found", "deidgate", lambda t: (_file(t / "in", "d.jsonl", '{"id": "n", "text": "nothing", "phi": [{"value": "' + PHI + '", "category": "name"}]}\n'), "d.jsonl"), DataError, 1),
    ("physionet-no-end", "physionet", lambda t: (_file(t / "in", "id.text", f"START_OF_RECORD=1||||1||||\n{PHI}\n"), "id.text"), DataError, 1),
    ("physionet-bad-phrase", "physionet", lambda t: (_file(t / "in", "id.text", f"START_OF_RECORD=1||||1||||\n{PHI}\n||||END_OF_RECORD\n") and _file(t / "in", "id-phi.phrase", f"1 1 zero 5 {PHI}\n"), "id-phi.phrase"), DataError, 1),
    ("physionet-phrase-mismatch", "physionet", lambda t: (_file(t / "in", "id.text", f"START_OF_RECORD=1||||1||||\nMr {PHI}\n||||END_OF_RECORD\n") and _file(t / "in", "id-phi.phrase", f"1 1 0 5 PTName {PHI}\n"), "id-phi.phrase"), DataError, 1),
    ("text-not-utf8", "text", lambda t: (_file(t / "in", "a.txt", b"\x80abc"), "a.txt"), DataError, 1),
    # deeper than json's recursion limit: detected (the format sniffer reads it) and read, one line, exit 3
    ("jsonl-nested-too-deep", None, lambda t: (_file(t / "in", "c.jsonl", '{"id": "1", "text": "' + PHI + '", "m": ' + "[" * 5000 + "]" * 5000 + "}\n"), "c.jsonl"), DataError, 1),
    ("jsonl-nested-too-deep-2", "jsonl", lambda t: (_file(t / "in", "c.jsonl", '{"id": "0", "text": "a"}\n{"id": "1", "m": ' + "[" * 5000 + "]" * 5000 + "}\n"), "c.jsonl"), DataError, 2),
    ("presidio-nested-too-deep", "presidio", lambda t: (_file(t / "in", "p.json", "[" * 5000 + "]" * 5000), "p.json"), DataError, None),
    ("fifo-not-a-file", "text", lambda t: (_fifo(t / "in", "a.txt"), "a.txt"), DataError, None),
]


def _run(tmp_path, builder):
    path, named = builder(tmp_path)
    return path, named


@pytest.mark.parametrize("case,fmt,builder,err,line", CASES, ids=[c[0] for c in CASES])
def test_reader_rejects_bad_input(tmp_path, case, fmt, builder, err, line):
    path, named = _run(tmp_path, builder)
    with pytest.raises(err) as exc:
        read_corpus(path, fmt)
    e = exc.value
    assert e.path and Path(e.path).name == named, (e.path, named)
    if line is not None:
        assert e.line == line, e.one_line()
    msg = e.one_line()
    assert PHI not in msg and "\n" not in msg and named in msg


@pytest.mark.parametrize("case,fmt,builder,err,line", CASES, ids=[c[0] for c in CASES])
def test_convert_cli_fails_cleanly(tmp_path, capsys, case, fmt, builder, err, line):
    path, named = _run(tmp_path, builder)
    out = tmp_path / "out.jsonl"
    argv = ["convert", str(path), str(out)] + (["--from", fmt] if fmt else [])
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == err.exit_code != 0
    stderr = capsys.readouterr().err
    assert stderr.count("\n") == 1 and stderr.startswith("error[") and named in stderr and PHI not in stderr
    assert not out.exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".out")]  # no temporary leftovers


def test_overlap_checking_is_an_option(tmp_path, capsys):
    d = _brat(tmp_path / "in", f"T1\tNOMBRE 9 20\t{PHI}\nT2\tNOMBRE 9 14\tZyxwp\n")
    assert len(read_corpus(d)[0].gold) == 2  # brat allows overlaps by default
    with pytest.raises(DataError, match="overlapping") as exc:
        read_corpus(d, allow_overlap=False)
    assert exc.value.path.endswith("doc.ann")
    with pytest.raises(SystemExit) as sysexit:
        main(["convert", str(d), str(tmp_path / "o.jsonl"), "--no-overlap"])
    assert sysexit.value.code == EXIT_DATA and "overlapping" in capsys.readouterr().err
    with pytest.raises(SystemExit) as sysexit:  # inline XML cannot hold them: refused on write
        main(["convert", str(d), str(tmp_path / "o.xml")])
    assert sysexit.value.code == 5 and not (tmp_path / "o.xml").exists()


def test_unknown_format_and_label(tmp_path, capsys):
    d = _brat(tmp_path / "in", f"T1\tNOMBRE 9 20\t{PHI}\n")
    with pytest.raises(SystemExit) as exc:
        main(["convert", str(d), str(tmp_path / "o"), "--to", "conll"])
    err = capsys.readouterr().err
    assert exc.value.code == EXIT_USAGE and "brat, i2b2-2006, i2b2-2014, jsonl" in err
    # NOMBRE is not a MEDDOCAN label; a label field of an input file may hold anything, so only
    # known label names are echoed (issue 19): the offsets locate it
    with pytest.raises(UsageError, match="at 9-20 is not in the label map") as info:
        read_corpus(d, label_map="meddocan-coarse")
    assert "NOMBRE" not in str(info.value).split("known:")[0]
    with pytest.raises(SystemExit) as exc:
        main(["convert", str(d), str(tmp_path / "o.jsonl"), "--label-map", "nope"])
    assert exc.value.code == EXIT_USAGE and "meddocan-coarse" in capsys.readouterr().err
    assert not (tmp_path / "o.jsonl").exists()


def _ok(argv):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code in (0, None)


def test_output_errors_via_cli(tmp_path, capsys):
    d = _brat(tmp_path / "in", f"T1\tNOMBRE 9 20\t{PHI}\n")
    _ok(["convert", str(d), str(tmp_path / "o.jsonl")])
    before = (tmp_path / "o.jsonl").read_bytes()
    capsys.readouterr()
    for argv in (["convert", str(d), str(tmp_path / "o.jsonl")],  # exists
                 ["convert", str(d), str(d), "--to", "brat", "--overwrite"],  # the input itself
                 ["convert", str(d), str(d / "sub"), "--to", "brat"]):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        err = capsys.readouterr().err
        assert exc.value.code == 5 and err.count("\n") == 1
    assert (tmp_path / "o.jsonl").read_bytes() == before
    assert sorted(p.name for p in d.iterdir()) == ["doc.ann", "doc.txt"]
    _ok(["convert", str(d), str(tmp_path / "o.jsonl"), "--overwrite"])


def _cli(*args, stdin: bytes | None = None, cwd=None):
    exe = Path(sys.executable).with_name("multideid")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "multideid"]
    env = {k: v for k, v in os.environ.items() if k != "MULTIDEID_DEBUG"}
    return subprocess.run(cmd + list(args), input=stdin, capture_output=True, cwd=cwd, env=env, timeout=120)


def test_subprocess_convert_success_and_failure(tmp_path):
    d = _brat(tmp_path / "in", f"T1\tNOMBRE_SUJETO_ASISTENCIA 9 20\t{PHI}\nT2\tFECHAS 32 42\t10/10/1963\n")
    r = _cli("convert", str(d), str(tmp_path / "x"), "--to", "i2b2-2014", "--label-map", "meddocan-coarse")
    assert r.returncode == 0, r.stderr
    assert "converted 1 documents (2 spans) from brat to i2b2-2014" in r.stderr.decode()
    assert 'TYPE="PATIENT"' in (tmp_path / "x" / "doc.xml").read_text(encoding="utf-8")
    (d / "doc.ann").write_text(f"T1\tNOMBRE 9 20\t{PHI}\nT2 broken\n", encoding="utf-8")
    r = _cli("convert", str(d), str(tmp_path / "y"), "--to", "brat")
    err = r.stderr.decode()
    assert r.returncode == EXIT_DATA and err.count("\n") == 1 and "doc.ann:2:" in err and PHI not in err
    assert "Traceback" not in err and not (tmp_path / "y").exists()


def test_subprocess_stdin_text(tmp_path):
    r = _cli("convert", "-", str(tmp_path / "o.jsonl"), stdin=TEXT.encode("utf-8"))
    assert r.returncode == 0, r.stderr
    (doc,) = read_corpus(tmp_path / "o.jsonl")
    assert doc.id == "stdin" and doc.text == TEXT and doc.gold is None
    r = _cli("convert", "-", str(tmp_path / "p.jsonl"), stdin=b"\xff")
    assert r.returncode == EXIT_DATA and b"<stdin>" in r.stderr and not (tmp_path / "p.jsonl").exists()


def test_all_errors_are_multideid_errors():
    assert all(issubclass(c[3], MultideidError) for c in CASES)


@pytest.mark.parametrize("fmt", ["text", "i2b2-2014", None])
def test_a_path_that_exists_but_is_no_file_is_not_called_missing(tmp_path, fmt):
    path = _fifo(tmp_path / "in", "a.xml" if fmt == "i2b2-2014" else "a.txt")
    with pytest.raises(DataError) as exc:
        read_corpus(path, fmt)
    assert "not a regular file or directory" in exc.value.one_line()
