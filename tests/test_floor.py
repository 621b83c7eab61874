"""The rules floor (multideid.floor, ``[run] rules_floor``): rule spans of identifier, date, age
and contact classes that the combiner dropped are put back, never over a final span, ages only
over 89, English documents only; old model configs add nothing."""

from __future__ import annotations

import copy

import pytest

from multideid.config import load_config, resolve_config
from multideid.document import Document, Span
from multideid.ensemble import knowledge_ensemble
from multideid.errors import ConfigError
from multideid.ages import old_age
from multideid.floor import AGREED_CLASSES, DEFAULT_CLASSES, agreed_floor, agreed_settings, rules_floor, settings

ALL = frozenset(DEFAULT_CLASSES)


@pytest.mark.parametrize("value, old", [
    ("96", True), ("90s", True), ("100", True), ("ninety-two", True), ("nineties", True),
    ("one hundred and one", True), ("nonagenarian", True), ("89", False), ("45", False), ("eighty", False), ("5", False),
])
def test_old_age(value, old):
    assert old_age(value) is old


def test_rule_spans_over_no_final_span_are_put_back():
    text = "Subject 003-015 seen. He's 96 now, was 45 then. Dr Ode reviewed."
    final = [Span(text.index("Ode"), text.index("Ode") + 3, "DOCTOR")]
    rules = [Span(8, 15, "ID"), Span(text.index("96"), text.index("96") + 2, "AGE"),
             Span(text.index("45"), text.index("45") + 2, "AGE"),          # under 90: not PHI here
             Span(text.index("Dr Ode"), text.index("Ode") + 3, "DOCTOR")]  # a name: the stacker's
    out, added = rules_floor(text, final, rules, ALL)
    assert added == [rules[0], rules[1]]
    assert out == sorted([*final, rules[0], rules[1]])


def test_the_combiners_span_wins_where_they_overlap_and_classes_are_configured():
    text = "MRN 55501234 on file"
    final = [Span(4, 12, "ID")]
    assert rules_floor(text, final, [Span(0, 12, "ID"), Span(4, 8, "PHONE")], ALL) == (final, [])
    assert rules_floor(text, [], [Span(4, 12, "ID")], frozenset({"DATE"})) == ([], [])
    assert rules_floor(text, [], [Span(4, 12, "ID")], frozenset()) == ([], [])
    # overlapping rule spans: the first (by position) only
    out, added = rules_floor(text, [], [Span(4, 12, "ID"), Span(6, 12, "ID")], ALL)
    assert added == [Span(4, 12, "ID")]


def test_linear_on_many_spans():
    n = 20_000
    text = "x " * (4 * n)
    final = [Span(8 * i, 8 * i + 1, "ID") for i in range(n)]
    rules = [Span(8 * i + 4, 8 * i + 5, "ID") for i in range(n)]
    out, added = rules_floor(text, final, rules, ALL)
    assert len(added) == n and len(out) == 2 * n


def test_config_key_validated_and_old_models_add_nothing():
    assert set(load_config()["run"]["rules_floor"]) == ALL
    with pytest.raises(ConfigError, match="IDS"):
        resolve_config({"run": {"rules_floor": ["IDS"]}})
    assert settings({"run": {"mode": "tag"}}) == frozenset()  # a model fitted before the key
    assert settings({"run": {"rules_floor": ["ID"]}}) == frozenset({"ID"})


def _ensemble(floor):
    cfg = copy.deepcopy(load_config())
    cfg["run"]["rules_floor"] = floor
    return knowledge_ensemble(["rules", "dictionary"], cfg)


def test_the_ensemble_puts_back_what_a_combiner_dropped_in_english_only():
    en = Document("d1", "Trial visit today. Subject 003-015 signed the new consent form with his wife.")
    a = en.text.index("003-015")
    with_floor = _ensemble(list(DEFAULT_CLASSES)).predict([en], combiner="majority")[0].spans
    without = _ensemble([]).predict([en], combiner="majority")[0].spans
    assert not any(s.start <= a < s.end for s in without)  # one base of two: majority drops it
    assert any(s.start <= a < s.end and s.label == "ID" for s in with_floor)


def test_spanish_documents_are_left_to_the_combiner():
    es = Document("d2", "Paciente varón de 45 años. NHC: 4455667. Ingresa hoy en el servicio de urgencias del hospital.")
    rules = _ensemble([]).predict([es], bases="rules")[0].spans
    assert any(s.label == "ID" for s in rules)  # the Spanish rules find the record number ...
    a = es.text.index("4455667")
    spans = _ensemble(list(DEFAULT_CLASSES)).predict([es], combiner="majority")[0].spans
    assert not any(s.start <= a < s.end for s in spans)  # ... and the floor does not put it back


def test_coverage_overlap_queries():
    from multideid.document import Coverage

    c = Coverage([Span(10, 20, "ID"), Span(15, 25, "ID"), Span(40, 41, "ID")])  # runs 10-25, 40-41
    assert c.overlaps(24, 30) and c.overlaps(0, 11) and c.overlaps(40, 41)
    assert not c.overlaps(25, 40) and not c.overlaps(0, 10) and not c.overlaps(41, 99)
    assert not Coverage([]).overlaps(0, 5)


# ----------------------------------------------------------------------------- the agreed floor

def test_agreed_floor_puts_back_a_rule_span_a_learned_base_found_too():
    text = "Discussed with VY at the bedside; Neuro checks fine; Dr Ode and MRN 555."
    vy, ode = text.index("VY"), text.index("Ode")
    rules = [Span(vy, vy + 2, "DOCTOR"), Span(ode, ode + 3, "DOCTOR"), Span(text.index("555"), text.index("555") + 3, "ID")]
    learned = [[Span(vy, vy + 2, "PATIENT")], [Span(text.index("Neuro"), text.index("Neuro") + 5, "DOCTOR")]]
    out, added = agreed_floor(text, [], rules, learned, frozenset(AGREED_CLASSES))
    assert added == [rules[0]] and out == [rules[0]]  # Ode: no learned base; the ID: not a configured class
    final = [Span(vy, vy + 1, "DOCTOR")]    # the combiner kept "V" of "VY": completed to the rule's extent
    assert agreed_floor(text, final, rules, learned, frozenset(AGREED_CLASSES)) == ([Span(vy, vy + 2, "DOCTOR")],
                                                                                   [Span(vy, vy + 2, "DOCTOR")])
    final = [Span(vy, vy + 2, "PATIENT")]   # covered whole: the combiner's label stays
    assert agreed_floor(text, final, rules, learned, frozenset(AGREED_CLASSES)) == (final, [])
    assert agreed_floor(text, [], rules, [], frozenset(AGREED_CLASSES)) == ([], [])
    assert agreed_floor(text, [], rules, learned, frozenset()) == ([], [])


def _at(text: str, piece: str, label: str) -> Span:
    i = text.index(piece)
    return Span(i, i + len(piece), label)


def test_agreed_floor_completes_a_rule_span_the_combiner_kept_in_part():
    text = "Widowed. Former teacher at the Brackenridge Falls Conservatory. Never smoked."
    rule = _at(text, "Brackenridge Falls", "LOCATION")
    svm = [_at(text, "Brackenridge Falls Conservatory", "ORGANIZATION")]
    final = [_at(text, "Brackenridge", "ORGANIZATION")]
    out, added = agreed_floor(text, final, [rule], [svm, []], frozenset(AGREED_CLASSES))
    # the rules' label on the part the stacker left; "Conservatory" is the svm's alone: not the floor's
    assert added == [_at(text, "Falls", "LOCATION")]
    assert out == [final[0], _at(text, "Falls", "LOCATION")]
    # the same label: the final span grows over the space to the rule's end
    final = [_at(text, "Brackenridge", "LOCATION")]
    out, added = agreed_floor(text, final, [rule], [svm], frozenset(AGREED_CLASSES))
    assert out == added == [rule]
    # no learned base on the part left out: nothing added
    out, added = agreed_floor(text, final, [rule], [[_at(text, "Brackenridge", "PATIENT")]], frozenset(AGREED_CLASSES))
    assert (out, added) == (final, [])


def test_agreed_floor_adds_no_punctuation_and_merges_on_its_line_only():
    text = "Seen by Dr Okonkwo-\nAdebayo, then by Amaka Eze."
    rule = _at(text, "Okonkwo-\nAdebayo,", "DOCTOR")
    final = [_at(text, "Okonkwo", "DOCTOR")]
    learned = [[_at(text, "Okonkwo-\nAdebayo", "PATIENT")]]
    out, added = agreed_floor(text, final, [rule], learned, frozenset(AGREED_CLASSES))
    assert added == [_at(text, "Adebayo", "DOCTOR")]  # the hyphen, the line break and the comma trimmed
    assert out == [final[0], _at(text, "Adebayo", "DOCTOR")]  # not merged across the line break
    final = [_at(text, "Okonkwo-\nAdebayo", "DOCTOR")]   # only the comma left: nothing to add
    assert agreed_floor(text, final, [rule], learned, frozenset(AGREED_CLASSES)) == (final, [])


def test_agreed_floor_key_validated_and_old_models_add_nothing():
    assert set(load_config()["run"]["agreed_floor"]) == set(AGREED_CLASSES)
    with pytest.raises(ConfigError, match="agreed_floor"):
        resolve_config({"run": {"agreed_floor": ["DOCTORS"]}})
    assert agreed_settings({"run": {"rules_floor": ["ID"]}}) == frozenset()  # fitted before the key
