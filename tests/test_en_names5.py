"""English pack, session 15 (base_systems/packs/en_names5.py): maiden names, people named by an
event, lower-case given names before an age, relatives' names in parentheses.  Sentences in the
styles of the hand-written sets; each pattern also has sentences it must not match."""

from __future__ import annotations

import pytest
from rules_helpers import assert_rule_finds

from multideid.base_systems.packs.en_names5 import PATTERNS

LOWER = "seen in clinic today with mum, no concerns raised at school, sleeping ok, eating ok. "


@pytest.mark.parametrize("rule, text, value", [
    ("name_nee", "Mother: Temperance Olawale-Henshaw (née Olawale), DOB 9.5.1994", "Olawale"),
    ("name_nee", "Mrs Ruth Abel, nee Kowalczyk, attended with her son.", "Kowalczyk"),
    ("name_nee", "Registered as Dana Whitlock (formerly Dana Quennell).", "Dana Quennell"),
    ("name_event", "It is three months since Halima died on our inpatient unit.", "Halima"),
    ("name_event", "Her sister Colette died of ovarian cancer at 44.", "Colette"),
    ("name_event", "Arturo Velazquez passed away at home on Sunday.", "Arturo Velazquez"),
    ("name_age_lower", LOWER + "kenji 16yo, junior at the high school", "kenji"),
    ("name_age_lower", LOWER + "room 9 is bodhi the 4yo w/ croup", "bodhi"),
    ("name_relative_paren", "sick x2, mum (bev) took me to a&e, felt better after", "bev"),
    ("name_relative_paren", "Daughter (Ngozi) present for the discussion.", "Ngozi"),
])
def test_finds(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("rule, text", [
    ("name_nee", "Formerly Employed as a welder, now retired."),
    ("name_nee", "Patient formerly smoked, quit 2019."),
    ("name_event", "Mother died of a stroke at 70; father alive."),
    ("name_event", "Patient died peacefully at 03:10 with family present."),
    ("name_event", "Clinic Staff were informed. Everyone died laughing."),
    ("name_event", "Baby was born at 39 weeks by SVD."),
    ("name_age_lower", LOWER + "male 16yo with a cough"),          # a common word
    ("name_age_lower", LOWER + "kid 4yo"),
    ("name_age_lower", "Seen With Her Mother Today. Kenji 16yo Was Well. Plan Review In Clinic Next Week Thanks."),
    ("name_relative_paren", "Mother (deceased) had diabetes."),
    ("name_relative_paren", "sister (twin) also affected"),
    ("name_relative_paren", "Father (Paternal) history unknown"),
])
def test_does_not_match(rule, text):
    assert_rule_finds(PATTERNS, rule, text, None)
