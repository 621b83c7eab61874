"""Span completion (``[run] complete``, multideid.complete): only extends final spans."""

from __future__ import annotations

import copy

import pytest

from multideid.complete import complete_spans, enabled
from multideid.config import load_config, resolve_config
from multideid.document import Span
from multideid.errors import ConfigError


def _at(text: str, part: str, label: str, nth: int = 0) -> Span:
    a = -1
    for _ in range(nth + 1):
        a = text.index(part, a + 1)
    return Span(a, a + len(part), label)


def _covered(text: str, spans) -> str:
    return " | ".join(text[s.start:s.end] for s in sorted(spans))


def _check_fail_closed(before, after) -> None:
    """Every character covered before is covered after, with the same label; nothing shrinks."""
    for s in before:
        assert any(t.start <= s.start and s.end <= t.end and t.label == s.label for t in after), s


@pytest.mark.parametrize("text, found, want", [
    # a Welsh patronymic particle between two name words the tagger found
    ("Lost property claim for Emrys ap Gwilym, ward 4.", ["Emrys", "Gwilym"], "Emrys ap Gwilym"),
    # DICOM person-name carets
    ("(0010,0010) PN [RAUKAWA^TAMATI]", ["RAUKAWA", "TAMATI"], "RAUKAWA^TAMATI"),
    # a quoted nickname between the given name and the surname
    ('Visitor: Wojtek "Wojo" Szczesny, son.', ["Wojtek", "Wojo", "Szczesny"], 'Wojtek "Wojo" Szczesny'),
])
def test_joins_merge_name_spans_across_particles_carets_and_quotes(text, found, want):
    spans = [_at(text, w, "PATIENT") for w in found]
    out, done = complete_spans(text, spans)
    assert _covered(text, out) == want
    assert {c for c, _, _ in done} == {"join"}
    _check_fail_closed(spans, out)


def test_a_hyphenated_eponym_is_not_joined():
    text = "History of Stevens-Johnson syndrome."
    spans = [_at(text, "Stevens", "PATIENT"), _at(text, "Johnson", "PATIENT")]
    assert complete_spans(text, spans) == (spans, [])


def test_a_join_of_two_labels_extends_the_first_span_over_the_joint_only():
    text = "Patient: Augustin Pemberton-Hale, 77 Larchmont Terrace."
    spans = [_at(text, "Augustin Pemberton", "PATIENT"), _at(text, "Hale", "LOCATION")]
    out, _ = complete_spans(text, spans)
    assert [(text[s.start:s.end], s.label) for s in out] == [("Augustin Pemberton-", "PATIENT"), ("Hale", "LOCATION")]


@pytest.mark.parametrize("text, found, want", [
    ("Seen with her husband Hasan Jaffar Al-Alawi today.", "Hasan Jaffar", "Hasan Jaffar Al-Alawi"),
    ("Discussed with Dr Ravi Sandhu-Lomax (registrar).", "Ravi Sandhu", "Ravi Sandhu-Lomax"),
    ("Yasmina Van den Broeck-El Amrani, born 1961.", "Amrani", "Van den Broeck-El Amrani"),
    ("Resident: Dunleavy, Margaret \"Peg\" room 3", "Dunleavy, Margaret", 'Dunleavy, Margaret "Peg"'),
    ("Referred by Dr. Pieter van der Merwe yesterday.", "Merwe", "van der Merwe"),
])
def test_name_edges_grow_over_particles_and_joined_parts(text, found, want):
    spans = [_at(text, found, "DOCTOR")]
    out, done = complete_spans(text, spans)
    assert _covered(text, out) == want
    assert done and all(c == "name" for c, _, _ in done)


@pytest.mark.parametrize("text, found", [
    ("Mr Wojcik seen in clinic, plan discussed with the van driver.", "Wojcik"),  # lower-case words after a name
    ("Dr Obi e Physio review tomorrow.", "Obi"),                                  # a lone unsafe particle
    ("Mr Sandhu-to be reviewed", "Sandhu"),                                       # a lower-case part
    ("Seen by NIC Morven Sillars at 14:00.", "Morven Sillars"),                   # ALL CAPS shorthand before
    ("QuantiFERON-TB Gold negative.", "QuantiFERON"),                             # ALL CAPS part of a test name
    ("Positive Dix-Hallpike on the left.", "Hallpike"),                           # a listed hyphenated eponym
    ("Centro de Salud Familiar, Sr. de Sanidad.", "Sanidad"),                      # a Romance particle, no head
    ("Pt Huo Wen\nde\nLee", "Lee"),                                                # never across a line
])
def test_names_do_not_grow_into_other_words(text, found):
    spans = [_at(text, found, "PATIENT")]
    assert complete_spans(text, spans) == (spans, [])


def test_institutions_take_of_and_a_capitalised_name_after_a_head_word_only():
    text = "Samples to the Liverpool School of Tropical Medicine; HSE Approved Code of Practice applies."
    spans = [_at(text, "Liverpool School", "ORGANIZATION"), _at(text, "HSE Approved Code", "ORGANIZATION")]
    out, done = complete_spans(text, spans)
    assert _covered(text, out) == "Liverpool School of Tropical Medicine | HSE Approved Code"
    assert [c for c, _, _ in done] == ["institution"]
    text = "Dental: Harbor Endodontics for RCT next week"
    assert complete_spans(text, [_at(text, "Harbor Endodontics", "HOSPITAL")])[1] == []


def test_of_joins_an_institution_to_a_place_after_a_head_word_only():
    text = "Transferred to First Central Hospital of Mongolia. Contact: Dobroslaw Tomaszewski of Fernandez Inc."
    spans = [_at(text, "First Central Hospital", "HOSPITAL"), _at(text, "Mongolia", "LOCATION"),
             _at(text, "Dobroslaw Tomaszewski", "ORGANIZATION"), _at(text, "Fernandez Inc", "ORGANIZATION")]
    out, _ = complete_spans(text, spans)
    # the span of another label after the joint keeps its own; no white space is taken at the end
    assert _covered(text, out) == "First Central Hospital of | Mongolia | Dobroslaw Tomaszewski | Fernandez Inc"
    assert all(not text[s.end - 1].isspace() and not text[s.start].isspace() for s in out)


def test_countries_and_addresses():
    text = "KINGDOM OF BAHRAIN - Ministry of Health\nAddress: Flat 12, Kenton Court, Harrow; Street 55, building 12, Amman"
    spans = [_at(text, "BAHRAIN", "LOCATION"), _at(text, "Kenton Court", "LOCATION"), _at(text, "Harrow", "LOCATION"),
             _at(text, "Street 55", "LOCATION"), _at(text, "Amman", "LOCATION")]
    out, done = complete_spans(text, spans)
    assert _covered(text, out) == ("KINGDOM OF BAHRAIN | Flat 12, Kenton Court | Harrow | Street 55, building 12 | Amman")
    assert sorted(c for c, _, _ in done) == ["address", "address", "country"]
    # a town after the unit of a longer address keeps its own boundary
    text = "Bairro C, Q. 14, casa 55, Maputo"
    assert complete_spans(text, [_at(text, "Maputo", "LOCATION")])[1] == []


def test_weekday_joins_the_date_after_it():
    text = "Appointment on Friday, November 14 and Sunday the 13th."
    spans = [_at(text, "Friday", "DATE"), _at(text, "November 14", "DATE"),
             _at(text, "Sunday", "DATE"), _at(text, "13th", "DATE")]
    out, _ = complete_spans(text, spans)
    assert _covered(text, out) == "Friday, November 14 | Sunday the 13th"


def test_vetoed_characters_are_never_covered():
    text = "Seen by Dr Ravi Sandhu-Lomax today."
    spans = [_at(text, "Ravi Sandhu", "DOCTOR")]
    vetoed = [_at(text, "Lomax", "DOCTOR")]
    assert complete_spans(text, spans, vetoed=vetoed) == (spans, [])


def test_never_fewer_or_shorter_spans_on_many_shapes():
    text = ("Emrys ap Gwilym | RAUKAWA^TAMATI^^DR | Hasan Al-Alawi, Kingdom of Cambodia, Flat 4, Ty Glas "
            "| Canine Partners of the Ozarks | Monday, 5 May | de la Cruz | the van Smith | Mac an t-Saoir")
    words = [(m, lab) for m, lab in (("Emrys", "PATIENT"), ("Gwilym", "DOCTOR"), ("RAUKAWA", "PATIENT"),
                                      ("TAMATI", "PATIENT"), ("Hasan", "PATIENT"), ("Cambodia", "LOCATION"),
                                      ("Ty Glas", "LOCATION"), ("Canine Partners of", "ORGANIZATION"),
                                      ("Monday", "DATE"), ("5 May", "DATE"), ("Cruz", "PATIENT"),
                                      ("Smith", "PATIENT"), ("Saoir", "PATIENT"))]
    spans = [_at(text, w, lab) for w, lab in words]
    out, done = complete_spans(text, spans)
    _check_fail_closed(spans, out)
    assert len(done) > 5 and len(out) <= len(spans)
    assert not any(a.end > b.start for a, b in zip(sorted(out), sorted(out)[1:]))  # no overlaps
    assert "van" not in _covered(text, out).split()  # ``the van Smith``: the lone ``van`` is not taken
    assert "Mac an t-Saoir" in _covered(text, out)


def test_config_key_default_on_absent_off_and_validated():
    assert load_config()["run"]["complete"] is True
    assert enabled(load_config()) is True
    assert enabled({"run": {"mode": "tag"}}) is False  # a model fitted before the key
    assert enabled({"run": {"complete": False}}) is False
    with pytest.raises(ConfigError, match="complete"):
        resolve_config({"run": {"complete": "yes"}})
    with pytest.raises(ValueError, match="complete"):
        enabled({"run": {"complete": "yes"}})  # a hand-edited stored config


def _ensemble(on: bool | None):
    from multideid.ensemble import knowledge_ensemble

    cfg = copy.deepcopy(load_config())
    if on is None:
        del cfg["run"]["complete"]
    else:
        cfg["run"]["complete"] = on
    return knowledge_ensemble(["rules", "dictionary"], cfg)


def test_the_ensemble_completes_final_spans_only_when_the_key_is_on():
    from multideid.document import Document

    doc = Document("d1", "Stool sample referred to Liverpool School of Tropical Medicine for microscopy.")
    whole = doc.text.index("Liverpool School of Tropical Medicine")
    spans = {on: _ensemble(on).predict([doc], combiner="union")[0].spans for on in (True, False, None)}
    assert [(s.start, s.end) for s in spans[False] if s.label == "ORGANIZATION"] == [(whole, whole + 16)]
    assert spans[None] == spans[False]  # a model fitted before the key: unchanged
    assert [(s.start, s.end) for s in spans[True] if s.label == "ORGANIZATION"] == [(whole, whole + 37)]
    _check_fail_closed(spans[False], spans[True])



def test_a_unit_span_and_the_street_after_it_stay_apart():
    # measured: where the unit is a span of its own, a town follows it as often as a street
    text = "Address: Flat 12, Kenton Court, Harrow"
    spans = [_at(text, "Flat 12", "LOCATION"), _at(text, "Kenton Court", "LOCATION"), _at(text, "Harrow", "LOCATION")]
    assert complete_spans(text, spans) == (spans, [])


def test_linear_on_a_long_line_with_many_completions():
    import time

    unit = "Smith-Jones of the van de la Cruz, Kingdom of Spain, Flat 4, Main Road. "
    text = unit * 3000  # 216,000 characters without a line break
    spans = []
    for i in range(3000):
        for word, label in (("Smith", "PATIENT"), ("Cruz", "PATIENT"), ("Spain", "LOCATION"), ("Main Road", "LOCATION")):
            a = i * len(unit) + unit.index(word)
            spans.append(Span(a, a + len(word), label))
    began = time.perf_counter()
    out, done = complete_spans(text, spans)
    assert time.perf_counter() - began < 30  # about 1 s; a quadratic search would take minutes
    assert len(done) == 4 * 3000 and len(out) == len(spans)
    _check_fail_closed(spans, out)
