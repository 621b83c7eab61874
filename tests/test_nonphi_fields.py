"""Language words in a language context and common-noun field labels (multideid.nonphi.fields,
docs/nonphi.md): dropped whatever base found them; names, speakers and titles are kept; the step
runs only under ``[run] nonphi_fields``."""

from __future__ import annotations


import pytest

from multideid import nonphi
from multideid.document import Document, Span
from multideid.nonphi.fields import label_spans, language_spans, nonphi_fields
from nonphi_helpers import handwritten_gold_dropped, span, step_drops, synthetic_gold_dropped


@pytest.mark.parametrize("text, piece, label", [
    ("Discharge summary (English copy for the GP)", "English copy", "ORGANIZATION"),
    ("Discharge letter (English) attached", "English", "ORGANIZATION"),
    ("Accident report (translated from German) - Unfallkrankenhaus Linz", "German", "PATIENT"),
    ("Radiology report (translated from French) - CHU", "French)", "LOCATION"),
    ("Referral (Bislama and English) - Lenakel Hospital", "Bislama and English", "ORGANIZATION"),
    ("Mobile 0412 555 0187 (speaks Hokkien and English)", "English", "ORGANIZATION"),
    ("Language: English\nResult: resolved", "English", "DOCTOR"),
    ("Note written in English for a UK hospital.", "English", "LOCATION"),
    ("Interpreter for the English-speaking fellow: Nomin.", "English-speaking", "ORGANIZATION"),
    ("Health card (English notes by a volunteer)", "English notes", "ORGANIZATION"),
    ("Her son came with a Tigrinya interpreter today.", "Tigrinya", "PATIENT"),
])
def test_languages_in_a_language_context_are_dropped(text, piece, label):
    assert step_drops(language_spans, text, piece, label)
    assert step_drops(language_spans, text, piece, label, knowledge=True)  # whatever base found it


@pytest.mark.parametrize("text, piece, label", [
    ("Seen with Mr English in clinic.", "English", "PATIENT"),  # a title
    ("Discussed with Rachel English (daughter).", "English", "PATIENT"),  # a capitalised name beside it
    ("Reviewed in English Heritage offices.", "English", "ORGANIZATION"),
    ("Lives in Spanish Town, Jamaica.", "Spanish", "LOCATION"),
    ("English: please call me back", "English", "PATIENT"),  # a speaker before a colon
    ("Present: wife Shona, brother Euan.", "Shona", "PATIENT"),  # a name cue
    ("Voice recognition typed Dr. Ewe, corrected.", "Ewe", "DOCTOR"),
    ("Letter from Karen (daughter) received.", "Karen", "PATIENT"),
    ("Message in Karen's voicemail.", "Karen", "PATIENT"),  # a given name needs its own context
    ("Called German on 5 May about the results.", "German", "PATIENT"),  # no language context
    ("Date: 2026-11-20 Age: 34 (English)", "34", "AGE"),  # another class
])
def test_names_and_other_uses_are_kept(text, piece, label):
    assert not step_drops(language_spans, text, piece, label)


@pytest.mark.parametrize("text, piece", [
    ("Device: eye-gaze tablet, serial TD-1\nLoan: 6 months", "Device"),
    ("Venue: Prairie Sky Riding Centre\nHorse: Biscuit", "Venue"),
    ("Venue: Prairie Sky Riding Centre\nHorse: Biscuit", "Horse"),
    ("Employee no. KG-55512  Contractor: Redback Drilling", "Contractor"),
    ("Member ID: W555   | Group: 0087712-014", "Group"),
    ("Responsible adult: Samira Haddad (mother)", "Responsible adult"),
    ("Funding: county council, 12 sessions", "Funding"),
])
def test_common_noun_field_labels_are_dropped(text, piece):
    assert step_drops(label_spans, text, piece, "PATIENT")
    assert step_drops(label_spans, text, piece, "ORGANIZATION", knowledge=True)


@pytest.mark.parametrize("text, piece", [
    ("Grace: I'm on my way\nNurse: ok", "Grace"),  # a given name
    ("Hope: see you at six", "Hope"),  # a given name, whatever its frequency
    ("Driver: will you be ready at 9?", "Driver"),  # a speaker's utterance
    ("Porter: ok\nNurse: thanks\nPorter: done", "Porter"),  # a speaker twice
    ("Called the office. Venue: the riding centre", "Venue"),  # not opening its line or a field
    ("Otoscopy: wax R, cleared", "Otoscopy"),  # a rare word
    ("Venue - the riding centre", "Venue"),  # no colon
])
def test_names_speakers_and_rare_words_are_kept(text, piece):
    assert not step_drops(label_spans, text, piece, "PATIENT")


def test_no_learned_spans_drop_nothing():
    text = "Venue: the riding centre (English copy)"
    spans = [span(text, "Venue"), span(text, "English copy", "ORGANIZATION")]
    assert nonphi_fields(text, spans, knowledge=[], learned=[]) == (spans, [])


def test_wired_into_veto_document_by_its_key_for_english_only():
    text = "Discharge summary (English copy)\nVenue: the riding centre"
    spans = [span(text, "English copy", "ORGANIZATION"), span(text, "Venue")]
    on = {"run": {"nonphi_veto": True, "nonphi_fields": True}}
    # a knowledge base found them too: the learned-only steps keep them, this one does not
    doc = Document(id="f1", text=text, metadata={"language": "en"})
    kept, removed = nonphi.veto_document(doc, spans, on, rule_spans=[], knowledge_spans=spans, learned_spans=[spans])
    assert set(map(id, removed)) == set(map(id, spans)) and kept == []
    old = {"run": {"nonphi_veto": True}}  # a model fitted before the key
    assert nonphi.veto_document(doc, spans, old, rule_spans=[], knowledge_spans=spans, learned_spans=[spans]) == (spans, [])
    es = Document(id="f2", text=text, metadata={"language": "es"})
    assert nonphi.veto_document(es, spans, on, rule_spans=[], knowledge_spans=spans, learned_spans=[spans]) == (spans, [])


def test_new_models_have_the_step_on_and_it_is_validated():
    from multideid.config import default_config, resolve_config

    assert default_config()["run"]["nonphi_fields"] is True
    from multideid.errors import UsageError

    with pytest.raises(UsageError):
        resolve_config({"run": {"nonphi_fields": "yes"}})


@pytest.mark.parametrize("name", ["en_handwritten", "en_handwritten2", "en_handwritten4", "en_handwritten6",
                                  "en_handwritten7", "en_handwritten11", "en_handwritten12", "en_handwritten13",
                                  "en_handwritten14"])
def test_no_gold_span_of_the_handwritten_sets_is_dropped(name):
    n, gone = handwritten_gold_dropped(nonphi_fields, name, "PATIENT")
    assert not gone, gone
    assert n > 100


def test_no_gold_span_of_synthetic_notes_is_dropped():
    n, gone = synthetic_gold_dropped(nonphi_fields, "PATIENT")
    assert not gone, gone
    assert n > 1000
