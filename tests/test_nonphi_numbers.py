"""Learned-only numbers (multideid.nonphi.numbers, docs/nonphi.md): a DATE span that is a number
below one with a decimal mark or a DICOM tag, with no rule, gazetteer or presidio span on it, is
dropped; numbers that may be a date (a month and a year, a day and a month), identifiers and other
classes are kept."""

from __future__ import annotations


import pytest

from multideid import nonphi
from multideid.document import Document, Span
from multideid.nonphi.numbers import learned_only_numbers, no_date_number
from nonphi_helpers import handwritten_gold_dropped, span, step_drops, synthetic_gold_dropped


@pytest.mark.parametrize("text, piece", [
    ("Badge 4471 | Q3 dose Hp(10) 0.42 mSv | Hp(0.07) 0.07", "0.42"),
    ("Lactate 0,08 mmol/l at 06:00", "0,08"),
    ("(0010,0010) PN [HOLLOWAY^GRACE]", "0010,0010"),
    ("(0008,1010) SH [CT-SCANNER-2]", "(0008,1010)"),
])
def test_numbers_no_date_is_written_as_are_dropped(text, piece):
    assert step_drops(learned_only_numbers, text, piece, "DATE")


@pytest.mark.parametrize("text, piece, label", [
    ("Seen 9.70 per the old chart", "9.70", "DATE"),  # a month and a year
    ("Review on 20.11 in clinic", "20.11", "DATE"),  # a day and a month
    ("Study UID 1.2.826.0.1.3680043", "1.2.826", "DATE"),  # part of an identifier
    ("MRN 984-1555014 on file", "984-1555014", "DATE"),
    ("Born 1931, seen 2019,2020", "2019,2020", "DATE"),  # years
    ("Dose 0.42 mSv", "0.42", "ID"),  # another class
    ("Dose 0.42 mSv on 03/11", "0.42 mSv on 03/11", "DATE"),  # more than the number
])
def test_other_spans_are_kept(text, piece, label):
    assert not step_drops(learned_only_numbers, text, piece, label)


def test_a_knowledge_base_span_or_no_learned_spans_keep_it():
    text = "Hp(10) 0.42 mSv"
    assert not step_drops(learned_only_numbers, text, "0.42", "DATE", knowledge=True)
    assert not step_drops(learned_only_numbers, text, "0.42", "DATE", learned=False)


def test_no_date_number_reads_the_core():
    assert no_date_number("(0.42).", 0, 7) and no_date_number(" 0010,0020 ", 0, 11)
    assert not no_date_number("1.42", 0, 4) and not no_date_number("2010,0020", 0, 9) and not no_date_number("0.", 0, 2)


def test_wired_into_veto_document_by_its_key_for_english_only():
    text = "Hp(10) 0.42 mSv, badge 4471."
    s = span(text, "0.42", "DATE")
    on = {"run": {"nonphi_veto": True, "nonphi_numbers": True}}
    doc = Document(id="n1", text=text, metadata={"language": "en"})
    kept, removed = nonphi.veto_document(doc, [s], on, rule_spans=[], knowledge_spans=[], learned_spans=[[s]])
    assert s in removed and s not in kept
    old = {"run": {"nonphi_veto": True}}  # a model fitted before the key
    assert nonphi.veto_document(doc, [s], old, rule_spans=[], knowledge_spans=[], learned_spans=[[s]]) == ([s], [])
    es = Document(id="n2", text=text, metadata={"language": "es"})
    assert nonphi.veto_document(es, [s], on, rule_spans=[], knowledge_spans=[], learned_spans=[[s]]) == ([s], [])


def test_new_models_have_the_step_on():
    from multideid.config import default_config

    assert default_config()["run"]["nonphi_numbers"] is True


@pytest.mark.parametrize("name", ["en_handwritten", "en_handwritten2", "en_handwritten3", "en_handwritten4",
                                  "en_handwritten5", "en_handwritten6", "en_handwritten7", "en_handwritten8",
                                  "en_handwritten9", "en_handwritten10", "en_handwritten11", "en_handwritten12",
                                  "en_handwritten13", "en_handwritten14"])
def test_no_gold_span_of_the_handwritten_sets_is_dropped(name):
    n, gone = handwritten_gold_dropped(learned_only_numbers, name, "DATE")
    assert not gone, gone
    assert n > 100


def test_no_gold_span_of_synthetic_notes_is_dropped():
    n, gone = synthetic_gold_dropped(learned_only_numbers, "DATE")
    assert not gone, gone
    assert n > 1000
