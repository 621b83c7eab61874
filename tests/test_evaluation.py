"""Evaluation measures on tiny hand-computed cases: every number below was worked out by hand."""

from __future__ import annotations

import json
import math

import pytest

from multideid.document import Document, Span
from multideid.errors import DataError, UsageError
from multideid.evaluation import compare_systems, evaluate, render_comparison, render_report, z_test_two_proportions
from multideid.evaluation.i2b2 import HIPAA_TYPES, i2b2_2014_block
from multideid.evaluation.metrics import f_beta, merge_spans, merged_tally, prf, relaxed_tally, strict_tally


def S(start, end, label="A"):
    return Span(start, end, label)


def counts(tally, label=None):
    if label is None:
        return tally.totals()
    return tally.tp[label], tally.fp[label], tally.fn[label]


# --------------------------------------------------------------------------- strict vs relaxed

STRICT_RELAXED = [
    # gold, pred, relaxed_end, strict (tp, fp, fn), relaxed (tp, fp, fn)
    ("exact", [S(0, 5)], [S(0, 5)], 2, (1, 0, 0), (1, 0, 0)),
    ("end +2", [S(0, 5)], [S(0, 7)], 2, (0, 1, 1), (1, 0, 0)),
    ("end -2", [S(0, 5)], [S(0, 3)], 2, (0, 1, 1), (1, 0, 0)),
    ("end +3 too far", [S(0, 5)], [S(0, 8)], 2, (0, 1, 1), (0, 1, 1)),
    ("start moved", [S(0, 5)], [S(1, 5)], 2, (0, 1, 1), (0, 1, 1)),
    ("label differs", [S(0, 5, "A")], [S(0, 5, "B")], 2, (0, 1, 1), (0, 1, 1)),
    ("tolerance 0 is strict", [S(0, 5)], [S(0, 6)], 0, (0, 1, 1), (0, 1, 1)),
    ("one-to-one, exact first", [S(0, 5)], [S(0, 5), S(0, 6)], 2, (1, 1, 0), (1, 1, 0)),
    ("one pred, two near gold", [S(0, 5), S(0, 7)], [S(0, 6)], 2, (0, 1, 2), (1, 0, 1)),
    ("duplicates count once", [S(0, 5)], [S(0, 5), S(0, 5)], 2, (1, 0, 0), (1, 0, 0)),
    ("nothing at all", [], [], 2, (0, 0, 0), (0, 0, 0)),
]


@pytest.mark.parametrize("name,gold,pred,k,strict,relaxed", STRICT_RELAXED, ids=[c[0] for c in STRICT_RELAXED])
def test_strict_and_relaxed_counts(name, gold, pred, k, strict, relaxed):
    assert counts(strict_tally(gold, pred)) == strict
    assert counts(relaxed_tally(gold, pred, max_end_diff=k)) == relaxed


def test_label_differs_is_filed_under_each_label():
    t = strict_tally([S(0, 5, "A")], [S(0, 5, "B")])
    assert counts(t, "A") == (0, 0, 1) and counts(t, "B") == (0, 1, 0)
    blind = strict_tally([S(0, 5, "A")], [S(0, 5, "B")], typed=False)
    assert counts(blind, "PHI") == (1, 0, 0)


# --------------------------------------------------------------------------- P/R/F conventions

PRF = [
    # tp, fp, fn, precision, recall, f1
    (1, 0, 0, 1.0, 1.0, 1.0),
    (1, 1, 2, 0.5, 1 / 3, 0.4),
    (0, 0, 0, 0.0, 0.0, 0.0),  # 0/0 is 0.0 (documented convention)
    (0, 3, 0, 0.0, 0.0, 0.0),
    (3, 0, 1, 1.0, 0.75, 6 / 7),
]


@pytest.mark.parametrize("tp,fp,fn,p,r,f", PRF)
def test_prf(tp, fp, fn, p, r, f):
    out = prf(tp, fp, fn, f2=True)
    assert out["precision"] == pytest.approx(p) and out["recall"] == pytest.approx(r) and out["f1"] == pytest.approx(f)
    assert out["support"] == tp + fn


@pytest.mark.parametrize("p,r,beta,expected", [(1.0, 2 / 3, 2.0, 10 / 14), (0.5, 0.5, 1.0, 0.5), (0.0, 0.0, 2.0, 0.0)])
def test_f_beta(p, r, beta, expected):
    assert f_beta(p, r, beta) == pytest.approx(expected)


# --------------------------------------------------------------------------- MEDDOCAN merged

MERGE = [
    ("Ana María", [(0, 3), (4, 9)], [(0, 9)]),
    ("Ana, María", [(0, 3), (5, 10)], [(0, 10)]),
    ("Ana y María", [(0, 3), (6, 11)], [(0, 3), (6, 11)]),
    ("Ana-1 2", [(0, 3), (4, 5), (6, 7)], [(0, 7)]),  # chains merge
    ("AnaMaría", [(0, 3), (3, 8)], [(0, 8)]),  # adjacent: empty gap
    ("Ana María", [(4, 9), (0, 3)], [(0, 9)]),  # order of input does not matter
]


@pytest.mark.parametrize("text,spans,merged", MERGE)
def test_merge_spans(text, spans, merged):
    assert merge_spans(spans, text) == merged


MERGED_COUNTS = [
    # text, gold, pred, strict span (tp, fp, fn), merged (tp, fp, fn)
    ("Ana María", [(0, 3), (4, 9)], [(0, 9)], (0, 1, 2), (1, 0, 0)),
    ("Ana María", [(0, 9)], [(0, 3), (4, 9)], (0, 2, 1), (1, 0, 0)),
    ("Ana y María", [(0, 3), (6, 11)], [(0, 11)], (0, 1, 2), (0, 1, 2)),
    ("Ana María", [(0, 3), (4, 9)], [(0, 3)], (1, 0, 1), (1, 0, 1)),
    ("Ana María", [(0, 3), (4, 9)], [(0, 3), (4, 9)], (2, 0, 0), (3, 0, 0)),  # strict ∪ merged TPs
]


@pytest.mark.parametrize("text,gold,pred,strict,merged", MERGED_COUNTS)
def test_merged_counts(text, gold, pred, strict, merged):
    g = [S(a, b, "X") for a, b in gold]
    p = [S(a, b, "Y") for a, b in pred]  # labels are ignored by span measures
    assert counts(strict_tally(g, p, typed=False)) == strict
    assert counts(merged_tally(g, p, text)) == merged


# --------------------------------------------------------------------------- token level and leak

TEXT = "John Smith visited Boston today"
#       0    5     11      19     26


def _token_report():
    gold = Document("d1", TEXT, gold=[S(0, 10, "PATIENT"), S(19, 25, "LOCATION")])
    pred = {"d1": [S(0, 4, "PATIENT"), S(19, 25, "HOSPITAL")]}
    return evaluate([gold], pred)


def test_token_level_hand_computed():
    r = _token_report()
    # gold IO: PATIENT PATIENT O LOCATION O ; pred IO: PATIENT O O HOSPITAL O
    tok = r["token"]
    assert (tok["micro"]["tp"], tok["micro"]["fp"], tok["micro"]["fn"]) == (1, 1, 2)
    assert tok["micro"]["precision"] == pytest.approx(0.5) and tok["micro"]["recall"] == pytest.approx(1 / 3)
    assert tok["micro"]["f1"] == pytest.approx(0.4)
    assert tok["per_label"]["PATIENT"] == pytest.approx(
        {"precision": 1.0, "recall": 0.5, "f1": 2 / 3, "tp": 1, "fp": 0, "fn": 1, "support": 2})
    assert tok["per_label"]["HOSPITAL"]["fp"] == 1 and tok["per_label"]["LOCATION"]["fn"] == 1
    # macro over the 3 PHI labels: P (1 + 0 + 0) / 3, R (0.5 + 0 + 0) / 3
    assert tok["macro"]["precision"] == pytest.approx(1 / 3) and tok["macro"]["recall"] == pytest.approx(1 / 6)
    # 9-way incl. O: O has tp 2 (visited, today), fp 1 (Smith); accuracy 3/5
    wo = tok["with_o"]
    assert wo["per_label"]["O"]["tp"] == 2 and wo["per_label"]["O"]["fp"] == 1 and wo["per_label"]["O"]["fn"] == 0
    assert wo["micro"]["precision"] == pytest.approx(0.6) and wo["micro"]["recall"] == pytest.approx(0.6)


def test_token_blind_and_leak_hand_computed():
    r = _token_report()
    b = r["token_blind"]["micro"]
    assert (b["tp"], b["fp"], b["fn"]) == (2, 0, 1)
    assert b["precision"] == 1.0 and b["recall"] == pytest.approx(2 / 3) and b["f1"] == pytest.approx(0.8)
    assert b["f2"] == pytest.approx(10 / 14)
    lk = r["leak"]
    assert lk["missed_tokens"] == 1 and lk["tokens"] == 5 and lk["per_1000_tokens"] == pytest.approx(200.0)
    assert lk["documents_with_leak"] == 1 and lk["document_rate"] == 1.0
    assert lk["per_label"]["PATIENT"]["missed_tokens"] == 1 and lk["per_label"]["PATIENT"]["miss_rate"] == 0.5
    # Boston predicted as HOSPITAL is a wrong type, not a leak
    assert lk["per_label"]["LOCATION"]["missed_tokens"] == 0
    # entity level: 2 gold entities missed strictly; 1 sentence
    assert lk["entity_fn_per_sentence"] == pytest.approx(2.0)


def test_partial_token_boundaries_are_counted_and_fail_closed():
    gold = Document("d1", TEXT, gold=[S(0, 3, "PATIENT")])  # "Joh": boundary inside "John"
    r = evaluate([gold], {"d1": [S(0, 4, "PATIENT")]})
    assert r["counts"]["partial_token_boundaries"] == {"gold": 1, "pred": 0}
    # the whole token counts as PHI on the gold side, so the token measure is perfect
    assert r["token"]["micro"]["f1"] == 1.0 and r["entity_strict"]["micro"]["f1"] == 0.0


# --------------------------------------------------------------------------- documents and inputs


def _docs():
    return [
        Document("a", "Ana vive en Sol 5.", gold=[S(0, 3, "NAME"), S(12, 17, "STREET")]),
        Document("b", "Luis 44 años", gold=[S(0, 4, "NAME"), S(5, 7, "AGE")]),
    ]


def test_missing_document_counts_as_predicting_nothing():
    docs = _docs()
    r = evaluate(docs, {"a": [S(0, 3, "NAME"), S(12, 17, "STREET")]})
    assert r["counts"]["documents"] == 2 and r["counts"]["documents_missing"] == 1
    assert r["counts"]["missing_ids"] == ["b"]
    m = r["entity_strict"]["micro"]
    assert (m["tp"], m["fp"], m["fn"]) == (2, 0, 2)
    # the i2b2 document macro averages over both documents: P (1 + 0) / 2, R (1 + 0) / 2
    assert r["i2b2_2014"]["strict"]["macro"]["precision"] == pytest.approx(0.5)


def test_prediction_documents_and_sources():
    docs = _docs()
    preds = [d.copy() for d in docs]
    preds[0].predictions["sys"] = [S(0, 3, "NAME")]
    preds[1].predictions["sys"] = []
    r = evaluate(docs, preds, source="sys")
    m = r["entity_strict"]["micro"]
    assert (m["tp"], m["fp"], m["fn"]) == (1, 0, 3)
    r2 = evaluate(docs, preds)  # no source: the documents' gold are the predictions
    assert r2["entity_strict"]["micro"]["f1"] == 1.0
    with pytest.raises(UsageError, match="nope"):
        evaluate(docs, preds, source="nope")
    blind = [d.copy(gold=None) for d in preds]
    with pytest.raises(UsageError, match="pass source= one of: sys"):
        evaluate(docs, blind)


@pytest.mark.parametrize("pred,error,match", [
    ({"zzz": []}, UsageError, "'zzz' is not among the gold documents"),
    ({"a": [S(0, 99, "NAME")]}, DataError, "outside the text"),
    ([Document("a", "different text", gold=[])], DataError, "differs from the gold text"),
])
def test_bad_predictions_fail_closed(pred, error, match):
    with pytest.raises(error, match=match):
        evaluate(_docs(), pred)


def test_gold_without_annotations_is_a_usage_error():
    with pytest.raises(UsageError, match="no gold annotations"):
        evaluate([Document("x", "text", gold=None)], {})
    with pytest.raises(UsageError, match="no gold documents"):
        evaluate([], {})


def test_labels_restrict_and_list_every_label():
    docs = _docs()
    r = evaluate(docs, {"a": [S(0, 3, "NAME")], "b": [S(0, 4, "NAME")]}, labels=["NAME", "PHONE"])
    es = r["entity_strict"]
    assert list(es["per_label"]) == ["NAME", "PHONE"]
    assert es["micro"]["f1"] == 1.0  # STREET/AGE ignored
    assert es["per_label"]["PHONE"]["support"] == 0
    assert es["macro"]["labels"] == 1 and es["macro"]["f1"] == 1.0  # unused PHONE not averaged


def test_macro_is_mean_over_labels():
    docs = _docs()
    # NAME: 2/2 found; STREET: missed; AGE: found
    r = evaluate(docs, {"a": [S(0, 3, "NAME")], "b": [S(0, 4, "NAME"), S(5, 7, "AGE")]})
    mac = r["entity_strict"]["macro"]
    assert mac["recall"] == pytest.approx((1 + 0 + 1) / 3)
    assert mac["precision"] == pytest.approx((1 + 0 + 1) / 3)  # STREET: 0/0 precision counts as 0
    assert mac["f1"] == pytest.approx(2 / 3)


def test_report_is_json_and_has_the_contract_keys():
    r = _token_report()
    for key in ("entity_strict", "entity_relaxed", "span_strict", "span_merged", "token", "token_blind", "leak",
                "i2b2_2014", "counts"):
        assert key in r
    for key in ("entity_strict", "entity_relaxed", "span_strict", "span_merged", "token", "token_blind"):
        assert set(r[key]) >= {"micro", "macro", "per_label"}
        assert set(r[key]["micro"]) >= {"precision", "recall", "f1", "tp", "fp", "fn"}
    assert "f2" in r["token_blind"]["micro"]
    assert json.loads(json.dumps(r)) == r


def test_render_report_prints_tables():
    from rich.console import Console

    console = Console(record=True, width=120)
    render_report(_token_report(), console)
    out = console.export_text()
    assert "entity strict" in out and "PATIENT" in out and "leak" in out


# --------------------------------------------------------------------------- i2b2 2014 conventions


def test_i2b2_document_macro_and_hipaa_filter():
    pairs = [
        # doc 1: PATIENT found, DOCTOR missed (not HIPAA), IDNUM found
        ([S(0, 4, "PATIENT"), S(10, 14, "DOCTOR"), S(20, 25, "IDNUM")], [S(0, 4, "PATIENT"), S(20, 25, "IDNUM")]),
        # doc 2: DATE end 2 short, COUNTRY (not HIPAA) found
        ([S(0, 10, "DATE"), S(20, 25, "COUNTRY")], [S(0, 8, "DATE"), S(20, 25, "COUNTRY")]),
    ]
    b = i2b2_2014_block(pairs)
    # strict: doc1 P 2/2 R 2/3; doc2 P 1/2 R 1/2 -> macro P 0.75, R 7/12
    assert b["strict"]["macro"]["precision"] == pytest.approx(0.75)
    assert b["strict"]["macro"]["recall"] == pytest.approx(7 / 12)
    assert b["strict"]["macro"]["f1"] == pytest.approx(f_beta(0.75, 7 / 12))
    assert b["relaxed"]["micro"]["tp"] == 4
    # HIPAA (script convention, IDNUM excluded): doc1 PATIENT only (P 1, R 1); doc2 DATE (strict 0)
    assert b["hipaa_applicable"] and "IDNUM" not in HIPAA_TYPES
    hs = b["hipaa_strict"]
    assert (hs["micro"]["tp"], hs["micro"]["fp"], hs["micro"]["fn"]) == (1, 1, 1)
    assert hs["macro"]["precision"] == pytest.approx(0.5) and hs["macro"]["recall"] == pytest.approx(0.5)
    assert b["hipaa_relaxed"]["micro"]["tp"] == 2
    with_idnum = i2b2_2014_block(pairs, include_idnum=True)["hipaa_strict"]["micro"]
    assert (with_idnum["tp"], with_idnum["fn"]) == (2, 1)


def test_hipaa_not_applicable_for_other_labels():
    b = i2b2_2014_block([([S(0, 4, "NOMBRE_SUJETO_ASISTENCIA")], [])])
    assert b["hipaa_applicable"] is False and b["hipaa_strict"] is None


# --------------------------------------------------------------------------- significance

Z_CASES = [
    # x1, n1, x2, n2, z, p   (hand-computed: pooled 0.7, se sqrt(0.7*0.3*0.02) = 0.064807)
    (80, 100, 60, 100, 3.0861, 0.002028),
    (60, 100, 80, 100, -3.0861, 0.002028),
    (50, 100, 50, 100, 0.0, 1.0),
    (10, 10, 10, 10, 0.0, 1.0),  # pooled 1: untestable
    (0, 0, 3, 10, 0.0, 1.0),  # empty sample
]


@pytest.mark.parametrize("x1,n1,x2,n2,z,p", Z_CASES)
def test_z_test_two_proportions(x1, n1, x2, n2, z, p):
    out = z_test_two_proportions(x1, n1, x2, n2)
    assert out["z"] == pytest.approx(z, abs=1e-4) and out["p_value"] == pytest.approx(p, abs=1e-5)


def _many_docs(n=30):
    docs, good, bad = [], {}, {}
    for i in range(n):
        docs.append(Document(f"d{i:02d}", "Ana vive en Sol 5 con Luis.", gold=[S(0, 3, "NAME"), S(12, 17, "STREET"),
                                                                               S(22, 26, "NAME")]))
        good[f"d{i:02d}"] = [S(0, 3, "NAME"), S(12, 17, "STREET")] + ([S(22, 26, "NAME")] if i % 3 else [])
        bad[f"d{i:02d}"] = [S(0, 3, "NAME")] + ([S(12, 17, "STREET")] if i % 4 == 0 else [])
    return docs, good, bad


def test_bootstrap_is_deterministic_and_detects_a_clear_difference():
    docs, good, bad = _many_docs()
    c1 = compare_systems(docs, good, bad, n_boot=300, seed=7)
    c2 = compare_systems(docs, good, bad, n_boot=300, seed=7)
    assert c1 == c2
    c3 = compare_systems(docs, good, bad, n_boot=300, seed=8)
    assert c3["overall"]["ci95"] != c1["overall"]["ci95"]
    o = c1["overall"]
    # good: tp 80 (30 + 30 + 20), fn 10; bad: tp 38 (30 + 8), fn 52; no FP
    assert (o["a"]["tp"], o["a"]["fn"], o["b"]["tp"], o["b"]["fn"]) == (80, 10, 38, 52)
    assert o["delta_f1"] == pytest.approx(o["a"]["f1"] - o["b"]["f1"]) and o["delta_f1"] > 0
    assert o["p_bootstrap"] < 0.01 and o["p_recall"] < 0.001
    assert o["ci95"][0] > 0
    assert c1["p_value"] == o["p_bootstrap"] and c1["delta_f1"] == o["delta_f1"]
    assert set(c1["per_label"]) == {"NAME", "STREET"}
    # NAME precision is 1.0 for both: z-test on precision sees no difference
    assert c1["per_label"]["NAME"]["p_precision"] == 1.0


def test_identical_systems_are_not_different():
    docs, good, _ = _many_docs(10)
    c = compare_systems(docs, good, dict(good), n_boot=200, seed=0)
    assert c["overall"]["delta_f1"] == 0.0 and c["overall"]["p_bootstrap"] == 1.0
    assert c["overall"]["p_recall"] == 1.0


@pytest.mark.parametrize("kwargs,match", [({"measure": "nope"}, "unknown comparison measure"), ({"n_boot": 0}, "n_boot")])
def test_compare_bad_arguments(kwargs, match):
    docs, good, bad = _many_docs(3)
    with pytest.raises(UsageError, match=match):
        compare_systems(docs, good, bad, **kwargs)


def test_render_comparison():
    from rich.console import Console

    docs, good, bad = _many_docs(5)
    console = Console(record=True, width=100)
    render_comparison(compare_systems(docs, good, bad, n_boot=50), console)
    assert "overall" in console.export_text()


# --------------------------------------------------------------------------- invariants on random spans


def _random_doc(rng, i):
    """A random document (rng: random.Random) with gold spans and perturbed predictions."""
    words = ["Ana", "vive", "en", "Sol", "5", ",", "con", "Luis", "el", "3/4/2020", "-", "Madrid"]
    text = " ".join(rng.choice(words) for _ in range(30))
    # spans on word boundaries, non-overlapping, random labels
    starts = [0] + [k + 1 for k, c in enumerate(text) if c == " "]
    ends = [k for k, c in enumerate(text) if c == " "] + [len(text)]
    gold, pred = [], []
    k = 0
    while k < len(starts):
        n = rng.randint(1, 3)
        if rng.random() < 0.4 and k + n <= len(starts):
            s = Span(starts[k], ends[k + n - 1], rng.choice(["NAME", "LOC", "DATE"]))
            gold.append(s)
            r = rng.random()
            if r < 0.5:
                pred.append(s)
            elif r < 0.7:
                pred.append(Span(s.start, min(len(text), s.end + rng.randint(1, 3)), s.label))
            elif r < 0.85:
                pred.append(s.with_label(rng.choice(["NAME", "LOC", "DATE"])))
        k += n
    return Document(f"r{i}", text, gold=gold), pred


@pytest.mark.parametrize("seed", range(8))
def test_invariants_on_random_documents(seed):
    import random

    rng = random.Random(seed)
    docs, preds = zip(*(_random_doc(rng, i) for i in range(6)))
    pred = {d.id: p for d, p in zip(docs, preds)}
    r = evaluate(list(docs), pred)
    n_gold = sum(len(d.gold) for d in docs)
    n_pred = sum(len(p) for p in preds)
    for key in ("entity_strict", "entity_relaxed", "span_strict"):
        m = r[key]["micro"]
        assert m["tp"] + m["fn"] == n_gold and m["tp"] + m["fp"] == n_pred, key
    es, er, ss = (r[k]["micro"]["tp"] for k in ("entity_strict", "entity_relaxed", "span_strict"))
    assert es <= er and es <= ss
    for lab, v in r["entity_strict"]["per_label"].items():
        assert v["tp"] <= r["entity_relaxed"]["per_label"][lab]["tp"]
    assert r["span_merged"]["micro"]["tp"] >= ss
    blind = r["token_blind"]["micro"]
    assert blind["fn"] == r["leak"]["missed_tokens"]
    perfect = evaluate(list(docs), {d.id: d.gold for d in docs})
    for key in ("entity_strict", "entity_relaxed", "span_strict", "span_merged", "token", "token_blind"):
        if n_gold:
            assert perfect[key]["micro"]["f1"] == 1.0, key


@pytest.mark.parametrize("measure", ["entity_strict", "entity_relaxed", "span_strict", "span_merged", "token", "token_blind"])
def test_compare_other_measures_agree_with_evaluate(measure):
    docs, good, bad = _many_docs(6)
    c = compare_systems(docs, good, bad, n_boot=50, measure=measure)
    ra, rb = evaluate(docs, good), evaluate(docs, bad)
    for side, rep in (("a", ra), ("b", rb)):
        for k in ("tp", "fp", "fn"):
            assert c["overall"][side][k] == rep[measure]["micro"][k]
    assert c["overall"]["delta_f1"] == pytest.approx(ra[measure]["micro"]["f1"] - rb[measure]["micro"]["f1"])
