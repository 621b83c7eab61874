"""Learned-only clock times (multideid.nonphi.clock, docs/nonphi.md): a span that is nothing but
times of day, with no rule, gazetteer or presidio span on it, is dropped whatever its class; a date,
a year, a day-and-month with a dot, a number with a colon that is no time, or a span with more than
the time in it is kept."""

from __future__ import annotations


import pytest

from multideid import nonphi
from multideid.document import Document
from multideid.nonphi.clock import clock_only, learned_only_clock
from nonphi_helpers import handwritten_gold_dropped, span, step_drops, synthetic_gold_dropped


@pytest.mark.parametrize("text, piece, label", [
    ("00:03:11 --> 00:03:14\nSo the appointment is on Tuesday", "00:03:11", "DATE"),
    ("[18:41:07] bleep returned", "18:41:07", "LOCATION"),
    ("Triage 08:20, obs stable, seen 09:05", "08:20", "DATE"),
    ("Clinic runs 08:00-09:30 on weekdays", "08:00-09:30", "DATE"),
    ("Clinic runs 8:00 to 9:30 on weekdays", "8:00 to 9:30", "DATE"),
    ("Last dose 9:15 pm per wife", "9:15 pm", "DATE"),
    ("Last dose 9:15 p.m. per wife", "9:15 p.m.", "DATE"),
    ("ts=2024-03-01T22:14:09Z event=login", "22:14:09Z", "PHONE"),
    ("log 12:00:01.250 worker restarted", "12:00:01.250", "ID"),
])
def test_clock_times_only_learned_bases_tagged_are_dropped(text, piece, label):
    assert step_drops(learned_only_clock, text, piece, label)


@pytest.mark.parametrize("text, piece", [
    ("Seen on 20.11 for review", "20.11"),  # day and month with a dot
    ("Seen at 20h11", "20h11"),
    ("Ext 2100 after hours", "2100"),  # a year, a postcode or an extension
    ("Admitted 12/03/2024 08:20 via ED", "12/03/2024 08:20"),  # a date with its time
    ("Dilution 1:100 and 24:61 ratio", "24:61"),  # no time of day
    ("Psalm 23:4 read at bedside by Mr Okafor", "Okafor"),
    ("Room 12:30B", "12:30B"),
])
def test_other_spans_are_kept(text, piece):
    assert not step_drops(learned_only_clock, text, piece, "DATE")


def test_a_knowledge_base_span_or_no_learned_spans_keep_it():
    text = "Triage 08:20, obs stable"
    assert not step_drops(learned_only_clock, text, "08:20", "DATE", knowledge=True)
    assert not step_drops(learned_only_clock, text, "08:20", "DATE", learned=False)


def test_a_longer_span_is_not_cut_and_other_spans_stay():
    text = "Triage 08:20 by Dr Ayodele Fashola"
    time, name, both = span(text, "08:20", "DATE"), span(text, "Ayodele Fashola", "DOCTOR"), span(text, "08:20 by Dr", "DATE")
    kept, gone = learned_only_clock(text, [time, name], knowledge=[], learned=[[time, name]])
    assert kept == [name] and gone == [time]
    assert learned_only_clock(text, [both], knowledge=[], learned=[[both]]) == ([both], [])


def test_clock_only_reads_the_core():
    text = "(08:20)."
    assert clock_only(text, 0, len(text))
    assert not clock_only("24:00", 0, 5) and not clock_only("7:5", 0, 3)


def test_wired_into_veto_document_for_english_only():
    text = "Obs 18:41:07 stable."
    s = span(text, "18:41:07", "DATE")
    on = {"run": {"nonphi_veto": True}}
    doc = Document(id="c1", text=text, metadata={"language": "en"})
    kept, removed = nonphi.veto_document(doc, [s], on, rule_spans=[], knowledge_spans=[], learned_spans=[[s]])
    assert s in removed and s not in kept
    es = Document(id="c2", text=text, metadata={"language": "es"})
    assert nonphi.veto_document(es, [s], on, rule_spans=[], knowledge_spans=[], learned_spans=[[s]]) == ([s], [])


@pytest.mark.parametrize("name", ["en_handwritten", "en_handwritten2", "en_handwritten3", "en_handwritten4",
                                  "en_handwritten5", "en_handwritten6", "en_handwritten7", "en_handwritten8",
                                  "en_handwritten9"])
def test_no_gold_span_of_the_handwritten_sets_is_dropped(name):
    n, gone = handwritten_gold_dropped(learned_only_clock, name)
    assert not gone, gone
    assert n > 100


def test_no_gold_span_of_synthetic_notes_is_dropped():
    n, gone = synthetic_gold_dropped(learned_only_clock)
    assert not gone, gone
    assert n > 1000
