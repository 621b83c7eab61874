"""multideid.chunking: long documents predicted in overlapping chunks, spans merged back."""

from __future__ import annotations

import pytest

from multideid.chunking import chunk_bounds, merge_chunk_spans
from multideid.document import Document, Span
from multideid.errors import DataError, UsageError

FILLER = "the patient was stable and ate well today "


def test_bounds_cover_the_text_with_overlap_and_cut_at_whitespace():
    text = (FILLER * 200 + "\n") * 3
    b = chunk_bounds(text, 1000, 200)
    assert b[0][0] == 0 and b[-1][1] == len(text)
    for (a1, e1), (a2, e2) in zip(b, b[1:]):
        assert e1 - a1 <= 1000 and a1 < a2 < e1  # consecutive chunks overlap
        assert e1 - a2 >= 100  # by at least half the overlap
        assert text[e1 - 1].isspace() and text[a2 - 1].isspace()  # no token cut at a chunk edge


def test_a_text_without_whitespace_is_still_cut_into_bounded_chunks():
    text = "x" * 5000
    b = chunk_bounds(text, 1000, 200)
    assert all(e - a <= 1000 for a, e in b) and b[-1][1] == 5000


def test_short_text_is_one_chunk():
    assert chunk_bounds("hello", 1000, 200) == [(0, 5)]


def test_bad_settings_are_usage_errors():
    with pytest.raises(UsageError):
        chunk_bounds("x", 1000, 600)
    with pytest.raises(UsageError):
        chunk_bounds("x", 10, 0)


def test_merge_keeps_each_span_once_from_the_chunk_owning_its_middle():
    bounds = [(0, 100), (60, 160)]  # territories: chunk 0 owns [0, 80), chunk 1 owns [80, 160)
    first = [Span(70, 80, "A"), Span(90, 100, "B")]  # B is cut by chunk 0's end
    second = [Span(10, 20, "A"), Span(30, 45, "B"), Span(90, 95, "C")]  # relative to 60
    merged = merge_chunk_spans(bounds, [first, second])
    assert merged == [Span(70, 80, "A"), Span(90, 105, "B"), Span(150, 155, "C")]


@pytest.fixture(scope="module")
def rules_model(tmp_path_factory):
    from multideid.cli import main

    m = tmp_path_factory.mktemp("chunking") / "model"
    try:
        main(["fit", "--bases", "rules,dictionary", "--corpus.synth_n", "8", "--stacking.folds", "2",
              "--stacking.store_subsets", "none", "--model", str(m), "--quiet"])
    except SystemExit as exc:
        assert not exc.code
    from multideid.ensemble import load_model

    return load_model(m)


def test_a_span_crossing_a_chunk_cut_is_found_whole(rules_model):
    from multideid.chunking import run_chunked
    from multideid.runner import run_documents

    phone = "(617) 555-0199"
    cut_at = 997  # the space inside the phone number is the last whitespace before 1000
    text = (FILLER * 40)[: cut_at - 5] + phone + " " + FILLER * 40 + "end"
    assert chunk_bounds(text, 1000, 200)[0][1] == cut_at + 1  # the cut falls inside the phone number
    whole = next(run_documents(rules_model, [Document("x", text)], bases="rules", combiner="union"))[1].spans
    doc = Document("x", text)
    got, pred = next(run_chunked(rules_model, [doc], bases="rules", combiner="union", chunk_chars=1000, overlap=200))
    assert got is doc and pred.spans == whole
    assert [text[s.start:s.end] for s in pred.spans] == [phone]
    assert doc.predictions["multideid"] == pred.spans and set(pred.base_spans) == {"rules"}


def test_chunked_equals_whole_on_many_cuts_and_keeps_order(rules_model):
    from multideid.chunking import run_chunked
    from multideid.runner import run_documents

    line = "Seen on 03/04/2019, phone (617) 555-0199, email jo.doe@example.org; " + FILLER
    long_text = line * 120  # ~14k characters, one line: many cuts
    docs = [Document("a", "Short note seen 03/04/2019."), Document("b", long_text), Document("c", "Call 617-555-0100.")]
    whole = [p.spans for _, p in run_documents(rules_model, [Document(d.id, d.text) for d in docs],
                                                bases="rules", combiner="union")]
    out = list(run_chunked(rules_model, docs, bases="rules", combiner="union", chunk_chars=1000, overlap=200))
    assert [d.id for d, _ in out] == ["a", "b", "c"]
    assert [p.spans for _, p in out] == whole


def test_a_document_over_max_doc_chars_is_a_one_line_data_error(rules_model):
    from multideid.chunking import run_chunked

    doc = Document("big", "x " * 3000, metadata={"file": "notes/big.txt"})
    with pytest.raises(DataError, match="has 6,000 characters, more than") as info:
        list(run_chunked(rules_model, [doc], bases="rules", combiner="union", max_doc_chars=5000))
    assert info.value.path == "notes/big.txt" and "x x" not in info.value.one_line()
