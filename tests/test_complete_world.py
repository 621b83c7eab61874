"""Span completion, addresses and institutions as other countries write them (multideid.complete_world)."""

from __future__ import annotations

import pytest

from multideid.complete import complete_spans
from multideid.document import Span


def _at(text: str, part: str, label: str) -> Span:
    a = text.index(part)
    return Span(a, a + len(part), label)


def _grown(text: str, part: str, label: str) -> list[tuple[str, str]]:
    out, _ = complete_spans(text, [_at(text, part, label)])
    return [(text[s.start:s.end], s.label) for s in out]


@pytest.mark.parametrize("text, found, want", [
    ("Address: Zmaja od Bosne 55, stan 14, 71000 Sarajevo", "Zmaja od Bosne 55", "Zmaja od Bosne 55, stan 14"),
    ("Lakcím: Béla király körút 55. 3. em. 12., 1055 Budapest", "Béla király körút", "Béla király körút 55. 3. em. 12."),
    ("Morada: Rua das Flores 55, 3º Esq., 1200-195 Lisboa", "Rua das Flores", "Rua das Flores 55, 3º Esq."),
    ("Calle Mayor 12, piso 2, puerta 4 since Monday", "Calle Mayor 12", "Calle Mayor 12, piso 2, puerta 4"),
    ("Wohnt Hauptstraße 12, Stiege 3, Top 17, 1100 Wien", "Hauptstraße", "Hauptstraße 12, Stiege 3, Top 17"),
    ("Adresse : n° 55, avenue Kimbangu, Kinshasa", "avenue Kimbangu", "n° 55, avenue Kimbangu"),
    ("Address: No. 12 Jalan Ampang, KL", "Jalan Ampang", "No. 12 Jalan Ampang"),
])
def test_unit_floor_and_door_designators_after_a_house_number(text, found, want):
    assert _grown(text, found, "LOCATION") == [(want, "LOCATION")]


@pytest.mark.parametrize("text, found", [
    ("Lives on Main Street 4 pain free", "Main Street"),              # a number and no designator
    ("Lives on Calle Mayor, 28013 Madrid", "Calle Mayor"),            # a postcode and town
    ("Lives on Calle Mayor 12\\npiso 2", "Calle Mayor 12"),           # never across a line
    ("Ward No. 4 Kingsley", "Kingsley"),                              # no street word in the span
    ("Calle Mayor 12 et a half", "Calle Mayor 12"),                   # a lower-case letter is no unit
])
def test_unit_tails_are_not_taken_without_a_designator_or_over_a_town(text, found):
    text = text.replace("\\n", "\n")
    assert _grown(text, found, "LOCATION") == [(found, "LOCATION")]


@pytest.mark.parametrize("text, found, label, want, want_label", [
    ("Referred to Hospital Regional de Talca today", "Talca", "LOCATION", "Hospital Regional de Talca", "HOSPITAL"),
    ("Vu aux Cliniques Universitaires de Kinshasa.", "Kinshasa", "DOCTOR", "Cliniques Universitaires de Kinshasa", "HOSPITAL"),
    ("CHU: Centre Hospitalier Universitaire d'Abidjan", "Abidjan", "LOCATION", "Centre Hospitalier Universitaire d'Abidjan", "HOSPITAL"),
    ("Referred to Centro de Saúde de Sete Rios", "Sete Rios", "LOCATION", "Centro de Saúde de Sete Rios", "HOSPITAL"),
    ("Ospedale Civile di Padova", "Padova", "LOCATION", "Ospedale Civile di Padova", "HOSPITAL"),
    ("Opname in Algemeen Ziekenhuis Groeninge", "Groeninge", "HOSPITAL", "Algemeen Ziekenhuis Groeninge", "HOSPITAL"),
    ("Carta do Instituto Nacional de Saúde Pública", "Saúde Pública", "ORGANIZATION",
     "Instituto Nacional de Saúde Pública", "ORGANIZATION"),
])
def test_romance_and_dutch_institution_heads_before_a_span(text, found, label, want, want_label):
    assert _grown(text, found, label) == [(want, want_label)]


@pytest.mark.parametrize("text, found, label", [
    ("Hospital General Leeds", "Leeds", "LOCATION"),          # words English writes alike, no particle
    ("Seen in Centre Leeds", "Leeds", "LOCATION"),
    ("Hôpital, Paris", "Paris", "LOCATION"),                  # punctuation between
    ("Hôpital Albert Schweitzer", "Albert Schweitzer", "DOCTOR"),  # a name after no particle
    ("Hôpital Grand de Paris", "Paris", "LOCATION"),          # an unlisted word ends the run
    ("Ospedale\\ndi Padova", "Padova", "LOCATION"),            # never across a line
])
def test_institution_heads_are_not_taken_across_other_words(text, found, label):
    text = text.replace("\\n", "\n")
    out = _grown(text, found, label)
    assert out == [(found, label)]


def test_vetoed_characters_are_never_covered_by_a_head():
    text = "Referred to Hospital Regional de Talca today"
    span, vetoed = _at(text, "Talca", "LOCATION"), _at(text, "Regional", "LOCATION")
    assert complete_spans(text, [span], vetoed=[vetoed]) == ([span], [])
