"""Golden tests: the numbers of the official MEDDOCAN and i2b2 2014 scripts (../shared/eval-reference)
reproduced by ``evaluate()`` and by ``multideid eval``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from multideid.cli import main
from multideid.evaluation import evaluate
from multideid.evaluation.predfiles import read_ann_dir

# (block, P, R, F1, TP, FP, FN) from ../shared/eval-reference/README.md
MEDDOCAN_GOLDEN = [
    ("entity_strict", 0.8072, 0.7554, 0.7805, 695, 166, 225),  # sub-track 1, NER
    ("span_strict", 0.8560, 0.8011, 0.8276, 737, 124, 183),  # sub-track 2, strict
    ("span_merged", 0.8687, 0.8122, 0.8395, 761, 115, 176),  # sub-track 2, merged
]

# (block, micro P, R, F1, macro P, R, F1): i2b2 2014 evaluate.py phi, document macro
I2B2_GOLDEN = [
    ("strict", 0.5556, 0.5556, 0.5556, 0.5833, 0.5833, 0.5833),
    ("relaxed", 0.6667, 0.6667, 0.6667, 0.6667, 0.6667, 0.6667),
    ("binary_strict", 0.7778, 0.7778, 0.7778, 0.8333, 0.8333, 0.8333),
    ("hipaa_strict", 0.5, 0.5, 0.5, 0.7, 0.5, 0.5833),
    ("hipaa_relaxed", 0.6667, 0.6667, 0.6667, 0.8, 0.625, 0.7018),
]


def _cli(capsys, *args) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exc:
        main(list(args))
    out, err = capsys.readouterr()
    return exc.value.code or 0, out, err


@pytest.fixture
def meddocan40(meddocan_dir, tmp_path) -> Path:
    """The first 40 dev documents (sorted by name), linked into a temporary brat directory."""
    dev = meddocan_dir / "dev"
    stems = sorted(p.stem for p in dev.glob("*.txt"))[:40]
    out = tmp_path / "gold40"
    out.mkdir()
    for s in stems:
        for ext in (".txt", ".ann"):
            (out / f"{s}{ext}").symlink_to(dev / f"{s}{ext}")
    return out


def _check_meddocan(report):
    for block, p, r, f, tp, fp, fn in MEDDOCAN_GOLDEN:
        m = report[block]["micro"]
        assert (m["tp"], m["fp"], m["fn"]) == (tp, fp, fn), block
        assert (round(m["precision"], 4), round(m["recall"], 4), round(m["f1"], 4)) == (p, r, f), block
    assert report["counts"]["documents"] == 40 and report["counts"]["documents_missing"] == 1


def test_meddocan_perturbed_library(meddocan40, eval_reference):
    from multideid.io import read_corpus

    gold = read_corpus(meddocan40, "brat")
    pred = read_ann_dir(eval_reference / "meddocan-dev-perturbed", gold)
    assert len(pred) == 39
    _check_meddocan(evaluate(gold, pred))


def test_meddocan_perturbed_cli_json(meddocan40, eval_reference, capsys):
    code, out, err = _cli(capsys, "eval", "--gold", str(meddocan40), "--pred",
                          str(eval_reference / "meddocan-dev-perturbed"), "--json")
    assert code == 0, err
    report = json.loads(out)
    _check_meddocan(report)
    assert report["counts"]["missing_ids"] == ["S0210-48062009000300013-4"]


@pytest.mark.parametrize("block,mp,mr,mf,Mp,Mr,Mf", I2B2_GOLDEN)
def test_i2b2_2014_example_cli(eval_reference, capsys, block, mp, mr, mf, Mp, Mr, Mf):
    ex = eval_reference / "i2b2-2014-example"
    code, out, err = _cli(capsys, "eval", "--gold", str(ex / "gold"), "--pred", str(ex / "system"), "--json")
    assert code == 0, err
    b = json.loads(out)["i2b2_2014"][block]
    got = tuple(round(b[k1][k2], 4) for k1 in ("micro", "macro") for k2 in ("precision", "recall", "f1"))
    assert got == (mp, mr, mf, Mp, Mr, Mf)


def test_i2b2_entity_measures_match_script_micro(eval_reference, capsys):
    ex = eval_reference / "i2b2-2014-example"
    code, out, _ = _cli(capsys, "eval", "--gold", str(ex / "gold"), "--pred", str(ex / "system"), "--json")
    r = json.loads(out)
    assert round(r["entity_strict"]["micro"]["f1"], 4) == 0.5556
    assert round(r["entity_relaxed"]["micro"]["f1"], 4) == 0.6667
    assert round(r["span_strict"]["micro"]["f1"], 4) == 0.7778


def test_meddocan_dev_against_itself_is_perfect(meddocan_dir, capsys):
    code, out, err = _cli(capsys, "eval", "--gold", str(meddocan_dir / "dev"), "--pred", str(meddocan_dir / "dev"),
                          "--json")
    assert code == 0, err
    r = json.loads(out)
    scores = []

    def walk(o):
        if isinstance(o, dict):
            for k, v in o.items():
                if k in ("precision", "recall", "f1", "f2"):
                    scores.append(v)
                walk(v)

    walk({k: v for k, v in r.items() if k != "leak"})
    assert len(scores) > 100 and all(s == 1.0 for s in scores)
    assert r["leak"]["missed_tokens"] == 0 and r["counts"]["documents"] == 250


def test_cli_tables_vs_and_out(eval_reference, capsys, tmp_path):
    ex = eval_reference / "i2b2-2014-example"
    out_file = tmp_path / "report.json"
    code, out, err = _cli(capsys, "eval", "--gold", str(ex / "gold"), "--pred", str(ex / "system"),
                          "--vs", str(ex / "gold"), "--n-boot", "200", "--out", str(out_file))
    assert code == 0, err
    assert "entity strict" in out and "HIPAA Relaxed" in out and "overall" in out
    saved = json.loads(out_file.read_text())
    assert saved["comparison"]["overall"]["delta_f1"] < 0 and saved["vs"]["entity_strict"]["micro"]["f1"] == 1.0
    # an existing --out is not replaced without --overwrite (exit 5, one line)
    code, _, err = _cli(capsys, "eval", "--gold", str(ex / "gold"), "--pred", str(ex / "system"), "--out", str(out_file))
    assert code == 5 and len(err.strip().splitlines()) == 1


def test_cli_errors_are_one_line(eval_reference, tmp_path, capsys):
    ex = eval_reference / "i2b2-2014-example"
    preds = tmp_path / "preds"
    preds.mkdir()
    (preds / "unknown-doc.ann").write_text("T1\tDATE 0 4\tSeen\n", encoding="utf-8")
    code, _, err = _cli(capsys, "eval", "--gold", str(ex / "gold"), "--pred", str(preds))
    assert code == 3 and "unknown-doc" in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    (preds / "unknown-doc.ann").rename(preds / "101-01.ann")
    code, _, err = _cli(capsys, "eval", "--gold", str(ex / "gold"), "--pred", str(preds))
    # "Seen" matches the text at 0-4 of 101-01: accepted, the other document is missing
    assert code == 0, err
    (preds / "101-01.ann").write_text("T1\tDATE 0 4\tJohn\n", encoding="utf-8")
    code, _, err = _cli(capsys, "eval", "--gold", str(ex / "gold"), "--pred", str(preds))
    assert code == 3 and "surface text differs" in err and "John" not in err
    code, _, err = _cli(capsys, "eval", "--gold", str(ex / "gold"))
    assert code == 2 and "--pred" in err


def test_cli_labels_option(eval_reference, capsys):
    ex = eval_reference / "i2b2-2014-example"
    code, out, err = _cli(capsys, "eval", "--gold", str(ex / "gold"), "--pred", str(ex / "system"),
                          "--labels", "DATE,PATIENT", "--json")
    assert code == 0, err
    r = json.loads(out)
    assert list(r["entity_strict"]["per_label"]) == ["DATE", "PATIENT"]
    # DATE: 1 of 2 exact; PATIENT: John Smith found, Jane Doe and "Mr." spurious
    m = r["entity_strict"]["micro"]
    assert (m["tp"], m["fp"], m["fn"]) == (2, 3, 1)
    code, _, err = _cli(capsys, "eval", "--gold", str(ex / "gold"), "--pred", str(ex / "system"), "--labels", ",")
    assert code == 2 and "--labels" in err
