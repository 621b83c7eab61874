"""The synthetic English corpus: exact gold offsets, determinism, split hygiene, hard cases, formats."""

from __future__ import annotations

import collections
import hashlib
import json
import os
import re
import statistics
import subprocess
import sys
import time

import pytest

from multideid.document import check_spans
from multideid.errors import UsageError
from multideid.labels import PROJECT_CLASSES
from multideid.synth import generate_corpus, generate_document, iter_corpus_synth
from multideid.synth import phrases as P
from synth_render import render_every_template

N = 120


@pytest.fixture(scope="module")
def train_docs():
    return generate_corpus(N, seed=0, split="train")


@pytest.fixture(scope="module")
def test_docs():
    return generate_corpus(N // 2, seed=0, split="test")


def _digest(docs) -> str:
    h = hashlib.sha256()
    for d in docs:
        h.update(json.dumps({"id": d.id, "text": d.text, "spans": [s.to_dict() for s in d.gold]}).encode())
    return h.hexdigest()


# ---------------------------------------------------------------------------------- offsets


@pytest.mark.parametrize("which", ["train_docs", "test_docs"])
def test_gold_spans_are_exact_and_clean(which, request):
    docs = request.getfixturevalue(which)
    for d in docs:
        assert d.gold, d.id
        assert check_spans(d.gold, d.text, allow_overlap=False) == d.gold  # sorted, inside, no overlap
        for s in d.gold:
            t = d.text[s.start : s.end]
            assert s.label in PROJECT_CLASSES, (d.id, s)
            assert t == t.strip() and t, (d.id, s)  # no whitespace at the edges
            assert "\n" not in t, (d.id, s)
        # spans of the same label are never glued together (they would merge into one entity)
        for a, b in zip(d.gold, d.gold[1:]):
            assert not (a.end == b.start and a.label == b.label), (d.id, a, b)


def test_ids_and_metadata(train_docs):
    assert [d.id for d in train_docs[:3]] == ["synth-train-00000", "synth-train-00001", "synth-train-00002"]
    assert train_docs[5].metadata["split"] == "train" and train_docs[5].metadata["index"] == 5
    assert generate_document(3, seed=0, split="test").id == "synth-test-00003"


def test_every_project_class_occurs(train_docs):
    counts = collections.Counter(s.label for d in train_docs for s in d.gold)
    assert set(counts) == set(PROJECT_CLASSES), set(PROJECT_CLASSES) - set(counts)


def test_spans_align_with_tokenizer(train_docs):
    """Gold boundaries fall on token boundaries, so BIO conversion loses nothing."""
    from multideid.tokenizer import tokenize

    total = bad = 0
    for d in train_docs[:40]:
        tk = tokenize(d.text)
        starts, ends = set(tk.starts), set(tk.ends)
        for s in d.gold:
            total += 1
            bad += s.start not in starts or s.end not in ends
    assert total > 500 and bad / total < 0.01, (bad, total)


# ---------------------------------------------------------------------------------- determinism


def test_same_seed_is_identical_and_prefix_stable(train_docs):
    again = generate_corpus(N, seed=0, split="train")
    assert _digest(again) == _digest(train_docs)
    assert _digest(generate_corpus(7, seed=0)) == _digest(train_docs[:7])  # doc i depends only on i
    assert list(iter_corpus_synth(3, seed=0))[2].text == train_docs[2].text


def test_other_seed_or_split_differs(train_docs):
    other = generate_corpus(5, seed=1)
    assert all(a.text != b.text for a, b in zip(other, train_docs))
    assert generate_document(0, seed=0, split="test").text != train_docs[0].text


def test_independent_of_pythonhashseed():
    code = (
        "import hashlib,json;from multideid.synth import generate_corpus;"
        "h=hashlib.sha256();"
        "[h.update(json.dumps([d.text,[s.to_dict() for s in d.gold]]).encode()) for d in generate_corpus(6, seed=3)];"
        "print(h.hexdigest())"
    )
    outs = set()
    for hs in ("0", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hs)
        outs.add(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout)
    assert len(outs) == 1


@pytest.mark.parametrize(
    "kwargs",
    [{"n": -1}, {"n": 3, "split": "dev"}, {"n": 3, "seed": -2}, {"n": 2.5}, {"n": "3"}, {"n": 2, "seed": 1.0}],
)
def test_bad_arguments_raise_usage_error(kwargs):
    with pytest.raises(UsageError):
        generate_corpus(**kwargs)


def test_zero_documents():
    assert generate_corpus(0) == []


# ---------------------------------------------------------------------------------- split hygiene

POOLS = {name: getattr(P, name) for name in dir(P) if name.isupper() and isinstance(getattr(P, name), tuple)}
POOLS.update({f"HEADINGS[{k}]": v for k, v in P.HEADINGS.items()})


@pytest.mark.parametrize("name", sorted(POOLS))
def test_split_pools_are_disjoint_and_cover(name):
    pool = POOLS[name]
    train, test = P.split_pool(pool, "train"), P.split_pool(pool, "test")
    assert train and test
    if len(pool) > 1:
        assert not set(train) & set(test)
        assert sorted(train + test) == sorted(pool)


def test_test_split_uses_held_out_layouts(train_docs, test_docs):
    """Header/footer layouts and headings of the test split never occur in train documents."""
    test_only_headings = {h.upper() for k in P.HEADINGS for h in P.split_pool(P.HEADINGS[k], "test")} - {
        h.upper() for k in P.HEADINGS for h in P.split_pool(P.HEADINGS[k], "train")
    }

    def headings(docs):
        found = set()
        for d in docs:
            for line in d.text.split("\n"):
                m = re.match(r"^(?:\*\*\* )?([A-Za-z/ -]+?)(?::| \*\*\*|$)", line)
                if m and m.group(1).upper() in test_only_headings:
                    found.add(m.group(1).upper())
        return found

    assert not headings(train_docs)
    assert headings(test_docs)
    assert not any(d.text.startswith("RECORD #") for d in train_docs)
    assert any(d.text.startswith("RECORD #") or d.text.split("\n")[1][:1].isdigit() for d in test_docs)


@pytest.mark.parametrize("split", ["train", "test"])
def test_every_template_slot_resolves(split):
    templates = [t for name, pool in POOLS.items() if name not in ("DOC_TYPES", "SERVICES") and not name.startswith("HEADINGS")
                 for t in pool]
    assert render_every_template(templates, split) == len(templates)


# ---------------------------------------------------------------------------------- content


def test_titles_and_credentials_are_outside_name_spans(train_docs):
    for d in train_docs:
        for s in d.gold:
            t = d.span_text(s)
            if s.label in ("PATIENT", "DOCTOR"):
                assert not re.match(r"(Dr|Mr|Mrs|Ms)\.? ", t), (d.id, t)
                assert not re.search(r"[ ,](M\.D\.|MD|RN)$", t), (d.id, t)


def test_ages_only_over_89_are_phi(train_docs):
    ages = [int(d.span_text(s)) for d in train_docs for s in d.gold if s.label == "AGE"]
    assert ages and min(ages) >= 90
    young = 0
    for d in train_docs:
        for m in re.finditer(r"\b([1-8]\d)[- ]year[- ]old\b", d.text):
            young += 1
            assert not any(s.start <= m.start(1) < s.end for s in d.gold)
    assert young > 20


def test_hard_negatives_and_hard_names_occur(train_docs):
    """Eponyms, doses, ranges and pain/strength scores appear outside spans; word-like names inside."""
    outside = collections.Counter()
    for d in train_docs:
        covered = bytearray(len(d.text))
        for s in d.gold:
            covered[s.start : s.end] = b"\x01" * len(s)
        for pat in (r"Foley", r"Parkinson's disease|Crohn's disease|Bell's palsy|Alzheimer's",
                    r"\d+-\d+ (?:mg|days|tabs|weeks)", r"\b\d{1,2}/10\b", r"\b[1-5]/5\b", r"BP \d+/\d+", r"Heart:"):
            for m in re.finditer(pat, d.text):
                if not covered[m.start()]:
                    outside[pat] += 1
    assert len(outside) == 7 and min(outside.values()) >= 3, outside
    names = {d.span_text(s) for d in train_docs for s in d.gold if s.label in ("PATIENT", "DOCTOR")}
    from multideid.synth.values import HARD_SURNAMES

    assert len({n for n in names if n in HARD_SURNAMES}) >= 5


def test_patient_recurs_in_several_forms(train_docs):
    multi = 0
    for d in train_docs:
        pts = [d.span_text(s) for s in d.gold if s.label == "PATIENT"]
        caps = [p for p in pts if p.isupper() and "," in p]
        if caps:
            last = caps[0].split(",")[0].strip()
            if any(p.upper().endswith(last) and p != caps[0] for p in pts):
                multi += 1
    assert multi >= 10


def test_date_shapes_vary(train_docs):
    dates = [d.span_text(s) for d in train_docs for s in d.gold if s.label == "DATE"]
    shapes = {
        "mdy": r"^\d{1,2}/\d{1,2}/\d{2,4}$", "iso": r"^\d{4}-\d{2}-\d{2}$", "long": r"^[A-Z][a-z]+ \d{1,2}, \d{4}$",
        "partial": r"^\d{1,2}/\d{1,2}$", "ordinal_of": r"^\d{1,2}(st|nd|rd|th) of [A-Z][a-z]+", "year": r"^(19|20)\d\d$",
        "weekday": r"^[A-Z][a-z]+day$", "mon_d": r"^[A-Z][a-z]{2}\.? \d{1,2}$",
    }
    for name, pat in shapes.items():
        assert any(re.match(pat, x) for x in dates), name


def test_phone_shapes_vary(train_docs):
    phones = [d.span_text(s) for d in train_docs for s in d.gold if s.label in ("PHONE", "FAX")]
    for pat in (r"^\(\d{3}\) \d{3}-\d{4}$", r"^\d{3} \d{4}$", r"(ext\. |x)\d+$", r"^\d{3}-\d{3}-\d{4}$", r"^\d-\d{4}$"):
        assert any(re.search(pat, p) for p in phones), pat


def test_lengths_vary_within_range(train_docs):
    """Discharge summaries are 150-1,500 words; chart excerpts (short pieces) are shorter."""
    chart = [len(d.text.split()) for d in train_docs if d.metadata["kind"] == "chart"]
    assert chart and min(chart) >= 30 and max(chart) <= 1000
    words = [len(d.text.split()) for d in train_docs if d.metadata["kind"] == "discharge"]
    assert min(words) >= 150 and max(words) <= 1500
    assert 300 <= statistics.median(words) <= 900
    assert max(words) - min(words) > 500


def test_generation_speed():
    """1,000 documents must take < 10 s: check a tenth of that on CPU time (robust to a loaded machine)."""
    generate_corpus(2, seed=9)  # warm the gazetteer caches
    t0 = time.process_time()
    generate_corpus(100, seed=9)
    assert time.process_time() - t0 < 1.0


# ---------------------------------------------------------------------------------- formats and CLI


@pytest.mark.parametrize("fmt,name", [("brat", "out"), ("i2b2-2006", "out.xml"), ("i2b2-2014", "out"), ("jsonl", "out.jsonl")])
def test_round_trip_through_readers(fmt, name, tmp_path, train_docs):
    from multideid.io import read_corpus, write_corpus

    docs = train_docs[:25]
    out = tmp_path / name
    write_corpus(docs, out, fmt)
    back = {d.id: d for d in read_corpus(out, fmt)}
    assert sorted(back) == [d.id for d in docs]
    for d in docs:
        r = back[d.id]
        assert r.text == d.text, (fmt, d.id)
        assert [(s.start, s.end, s.label) for s in sorted(r.gold)] == [(s.start, s.end, s.label) for s in d.gold]


class _Result:
    def __init__(self, returncode: int, stderr: str):
        self.returncode, self.stderr = returncode, stderr


def _run_cli(args, tmp_path, capsys) -> _Result:
    """Run the CLI in-process (a subprocess per case would cost a second of start-up each)."""
    from multideid.cli import main

    capsys.readouterr()
    try:
        main(list(args))
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    return _Result(code, capsys.readouterr().err)


def test_cli_writes_500_brat_documents_whose_spans_match(tmp_path, capsys):
    out = tmp_path / "synth"
    r = _run_cli(["synth", "--n", "500", "--seed", "0", "--out", str(out), "--format", "brat"], tmp_path, capsys)
    assert r.returncode == 0, r.stderr
    anns = sorted(out.glob("*.ann"))
    assert len(anns) == 500 and len(list(out.glob("*.txt"))) == 500
    n_spans = 0
    for ann in anns:  # parse the standoff by hand: independent of the reader
        with open(ann.with_suffix(".txt"), encoding="utf-8", newline="") as fh:
            text = fh.read()
        for line in ann.read_text(encoding="utf-8").splitlines():
            tid, mid, surface = line.split("\t")
            label, start, end = mid.split(" ")
            assert label in PROJECT_CLASSES
            assert text[int(start) : int(end)] == surface, (ann.name, tid)
            n_spans += 1
    assert n_spans > 10 * 500
    assert "wrote 500 synthetic documents" in r.stderr


def test_cli_is_deterministic_and_honours_split(tmp_path, capsys):
    a, b, c = tmp_path / "a.jsonl", tmp_path / "b.jsonl", tmp_path / "c.jsonl"
    for out, split in ((a, "test"), (b, "test"), (c, "train")):
        r = _run_cli(["synth", "--n", "5", "--seed", "4", "--out", str(out), "--format", "jsonl", "--split", split], tmp_path, capsys)
        assert r.returncode == 0, r.stderr
    assert a.read_bytes() == b.read_bytes() != c.read_bytes()
    assert json.loads(a.read_text().splitlines()[0])["id"] == "synth-test-00000"


@pytest.mark.parametrize(
    "args,code",
    [
        (["--format", "xml"], 2),
        (["--split", "dev"], 2),
        (["--n", "0"], 2),
        (["--seed", "-1"], 2),
    ],
)
def test_cli_usage_errors(args, code, tmp_path, capsys):
    r = _run_cli(["synth", "--out", str(tmp_path / "x.jsonl"), "--format", "jsonl", *args], tmp_path, capsys)
    assert r.returncode == code, r.stderr
    assert r.stderr.startswith("error[") or "Usage" in r.stderr
    assert not (tmp_path / "x.jsonl").exists()


def test_cli_refuses_to_overwrite(tmp_path, capsys):
    out = tmp_path / "x.jsonl"
    out.write_text("keep me")
    r = _run_cli(["synth", "--n", "2", "--out", str(out), "--format", "jsonl"], tmp_path, capsys)
    assert r.returncode == 5 and out.read_text() == "keep me"
    r = _run_cli(["synth", "--n", "2", "--out", str(out), "--format", "jsonl", "--overwrite"], tmp_path, capsys)
    assert r.returncode == 0 and len(out.read_text().splitlines()) == 2


@pytest.mark.slow
def test_thousand_documents_under_ten_seconds():
    generate_corpus(2, seed=11)
    t0 = time.process_time()
    docs = generate_corpus(1000, seed=11)
    assert time.process_time() - t0 < 10.0 and len(docs) == 1000


def test_example_note_is_packaged_and_note_shaped():
    """The README quick-start note ships inside the package (hand-written, all PHI invented)."""
    from importlib import resources

    text = resources.files("multideid").joinpath("data/example_note.txt").read_text(encoding="utf-8")
    assert 250 <= len(text.split()) <= 700
    for heading in ("HISTORY OF PRESENT ILLNESS:", "HOSPITAL COURSE:", "DISCHARGE MEDICATIONS:", "FOLLOW UP:",
                    "PCP Name:", "Provider Number:", "This report was created by"):
        assert heading in text
    assert "555-01" in text  # fictional (reserved) telephone numbers only


def test_stats_summary_and_table(train_docs):
    from multideid.synth.stats import markdown_table, summarize

    s = summarize(train_docs[:20])
    assert s["documents"] == 20
    assert sum(s["spans"].values()) == sum(len(d.gold) for d in train_docs[:20])
    assert all(s["distinct"][k] <= s["spans"][k] for k in s["spans"])
    assert s["words"]["min"] <= s["words"]["median"] <= s["words"]["max"]
    table = markdown_table({"train": s})
    assert table.count("\n") == len(PROJECT_CLASSES) + 2 and "| PATIENT | " in table


def test_numpy_integers_are_accepted():
    import numpy as np

    assert _digest(generate_corpus(np.int64(2), seed=np.int32(0))) == _digest(generate_corpus(2, seed=0))


def test_the_corpus_does_not_depend_on_the_hash_seed():
    """Two processes with other hash seeds generate the same notes (Faker's it_IT city list
    comes from a set: the test split's Italian addresses once changed from run to run)."""
    import hashlib
    import os
    import subprocess
    import sys

    code = ("import hashlib; from multideid.synth import generate_corpus; h = hashlib.sha256()\n"
            "for s in ('train', 'test'):\n"
            "    for d in generate_corpus(60, seed=0, split=s): h.update(d.text.encode())\n"
            "print(h.hexdigest())")
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")}
    assert len(outs) == 1 and len(hashlib.sha256().hexdigest()) == len(outs.pop().strip())
