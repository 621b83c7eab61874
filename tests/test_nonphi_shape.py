"""Learned-only name shape (multideid.nonphi.shape, docs/nonphi.md): a name span that only the
learned bases found loses the words no name is made of (common lower-case English words,
measurements) and is dropped when it is a form label of a translated document; a rule,
dictionary or presidio span on it, or a name cue before it, keeps it whole."""

from __future__ import annotations

import pytest

from multideid import nonphi
from multideid.document import Document, Span
from multideid.nonphi.shape import learned_only_shape, no_name_word


def span(text: str, piece: str, label: str = "PATIENT") -> Span:
    i = text.index(piece)
    return Span(i, i + len(piece), label)


def shaped(text: str, piece: str, *, knowledge: bool = False, label: str = "PATIENT") -> list[str]:
    s = span(text, piece, label)
    kept, _ = learned_only_shape(text, [s], knowledge=[s] if knowledge else [], learned=[[s]])
    return [text[k.start:k.end] for k in kept]


@pytest.mark.parametrize("text, piece, left", [
    ("Ottoline Rintanen began writing poetry at twelve.", "Rintanen began", ["Rintanen"]),
    ("Hearing aids: L serial 2218, R serial 2219 both dead", "R serial", ["R"]),
    ("fall on deck, skin tear L forearm, steristrips", "tear L forearm", ["L forearm"]),  # forearm is rarer
    ("EDD by LMP vs CRL, Naegele's rule applies", "Naegele's rule", ["Naegele's"]),
    ("the app says mask leaks at night", "says mask", []),
    ("08:15 formula top up 60ml after feed", "60ml", []),
    ("02:10 L 15min R 5min then settled", "L 15min R 5min", ["L", "R"]),
])
def test_words_no_name_holds_are_cut_out(text, piece, left):
    assert shaped(text, piece) == left


@pytest.mark.parametrize("text, piece", [
    ("Seen with Oyelaran Adebisi-Kettle today", "Oyelaran Adebisi-Kettle"),
    ("daughter maria de la cruz called", "maria de la cruz"),     # particles and lower-case names
    ("Housing: 410 S 300 W, Salt Lake City", "410 S"),           # a bare number may be an address
    ("created_by: jmcallister2 on 2026-11-02", "jmcallister2"),  # a login with digits
    ("Ludo van der Berg and Quixley bin Harun signed", "Ludo van der Berg"),
])
def test_name_shaped_spans_are_kept_whole(text, piece):
    assert shaped(text, piece) == [piece]


def test_a_knowledge_span_or_a_name_cue_keeps_the_span_whole():
    text = "Ottoline Rintanen began writing poetry."
    assert shaped(text, "Rintanen began", knowledge=True) == ["Rintanen began"]
    cue = "Dr. Rintanen began the round."
    assert shaped(cue, "Rintanen began") == ["Rintanen began"]


@pytest.mark.parametrize("text, piece", [
    ("Informe - Hospital Nacional\nPaciente: Quispe Mamani, Rosa", "Paciente"),
    ("césarienne le 17/11.\nÉpoux: Youssef Ouazzani, artisan", "Époux"),
    ("Diagnosis confirmed.\nEsposa: Florencia Ibarra", "Esposa"),
])
def test_a_form_label_of_a_translated_document_is_dropped(text, piece):
    assert shaped(text, piece) == []


@pytest.mark.parametrize("text, piece", [
    ("chat log\nRosa: are you coming today?", "Rosa"),          # a gazetteer name as speaker
    ("chat log\nZebulon: are you coming today?", "Zebulon"),    # an uncommon word
    ("Note for Paciente: see below", "Paciente"),               # not at the start of its line
])
def test_speakers_and_labels_inside_a_line_are_kept(text, piece):
    assert shaped(text, piece) == [piece]


def test_only_name_classes_are_touched():
    text = "Location: the skin tear clinic"
    assert shaped(text, "skin tear clinic", label="HOSPITAL") == ["skin tear clinic"]


@pytest.mark.parametrize("word, verdict", [
    ("began", True), ("serial", True), ("forearm", False), ("60ml", True), ("05:40", True), ("0.08", True),
    ("Rintanen", False), ("de", False), ("410", False), ("grace", False), ("SCAT6", False),
])
def test_no_name_word(word, verdict):
    assert no_name_word(word) is verdict


def test_the_veto_step_applies_it_only_with_the_bases_spans():
    text = "Ottoline Rintanen began writing poetry at twelve."
    s = span(text, "Rintanen began")
    doc = Document(id="d1", text=text, metadata={"language": "en"})
    cfg = {"run": {"nonphi_veto": True}}
    kept, removed = nonphi.veto_document(doc, [s], cfg, rule_spans=[], knowledge_spans=[], learned_spans=[[s]])
    assert [text[k.start:k.end] for k in kept] == ["Rintanen"] and removed == [s]
    assert nonphi.veto_document(doc, [s], cfg, rule_spans=[]) == ([s], [])  # an old caller: untouched
