"""English dates and ages over 89 in the frames of packs/en_when6.py (issue #22, session 16).

Every line was written for this test in wordings of its own (none copied from an evaluation set);
each positive names the rule that finds it, and the negatives hold the look-alikes the rules must
leave alone (saturations in the 90s, scores, UK day/week notation, places named after holidays,
ages of 89 and under, temperatures, angles)."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_when6
from multideid.base_systems.packs.en_when6 import holiday_names
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found

PATTERNS = en_when6.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


def test_holiday_list_is_built_and_filtered():
    names = set(holiday_names())
    assert {"Kadooment Day", "Liberation Day", "Boxing Day", "Crop Over", "Waitangi Day"} <= names
    # ordinary words, months, hospital names and generic phrases are no holiday names
    assert not names & {"May", "Public Health", "Sacred Heart", "Our Lady of Mercy", "Bank", "Public", "Tet", "Big Day"}


@pytest.mark.parametrize("rule,text,value", [
    ("date6_holiday_list", "she slipped on the steps on Emancipation Day and waited", "Emancipation Day"),
    ("date6_holiday_list", "wants to be home for Waitangi Day with the whanau", "Waitangi Day"),
    ("date6_holiday_list", "swelling started after the Vesak Day procession", "Vesak Day"),
    ("date6_holiday_list", "PLANNED ADMISSION AFTER MADARAKA DAY", "MADARAKA DAY"),
    ("date6_holiday_list", "no dressing change over Dashain, family visiting", "Dashain"),
    ("date6_holiday_list", "toe got infected since kadooment day, went to the fete", "kadooment day"),
    ("date6_holiday_list", "sugars high after diwali sweets", "diwali"),
    ("date6_ordinal_holiday", "went to the bonfire on the Eleventh night and over the Twelfth, drank heavily", "Twelfth"),
    ("date6_ordinal_holiday", "burned his hand with fireworks on the Fourth and came in late", "Fourth"),
    ("date6_year_range_short", "2016-19 Core trainee, Leeds rotation", "2016-19"),
    ("date6_lent", "gave up alcohol for Lent and felt better", "Lent"),
    ("date6_decade", "Smoked heavily through the 1970s, quit later", "1970s"),
    ("date6_decade", "hepatitis from a transfusion in the mid-1980s", "1980s"),
    ("date6_decade", "worked in the mills back in the '70s", "'70s"),
    ("date6_md_event", "Underwent hemicolectomy; anastomotic leak after resection 14/2", "14/2"),
    ("date6_md_event", "we agreed the next session 9/4 by video", "9/4"),
    ("date6_md_event", "discharged to Maple Grove Rehab 5/6.", "5/6"),
    ("date6_md_event", "biopsy on 3/22 showed adenocarcinoma", "3/22"),
    ("date6_md_event", "second dose on 4/9 at the pharmacy", "4/9"),
    ("date6_md_event", "Video visit 10/23, 09:10, pt at home", "10/23"),
    ("date6_may_dotted", "Troponin peaked on May. 14 and fell", "May. 14"),
    ("date6_may_dotted", "admitted MAY. 3, 2021 via ED", "MAY. 3, 2021"),
    ("date6_dob_shaped", "son writes: her dob 4/31/29 is wrong on the letter", "4/31/29"),
    ("date6_dob_shaped", "D.O.B. 30.02.1940 (as written on the form)", "30.02.1940"),
    ("age6_name_comma", "Consult re: feeding tube for Mr. Tobias Van der Berg, 97.", "97"),
    ("age6_name_comma", "Discussed: Mrs. K., 103, retired seamstress from the coast", "103"),
    ("age6_name_comma", "Pt: Ms Oona Fairweather-Blake, 92yo, fall at home", "92yo"),
    ("age6_name_comma", "Patient: Ignatius Obi, 91, lives with daughter", "91"),
    ("age6_n_y", "audit row: pt 96 y, bed rails up", "96"),
    ("age6_n_y", "Mr Dlamini 93y, frail, on warfarin", "93y"),
    ("age6_would_have_been", "Dad would have been 99 this Sunday, we miss him", "99"),
    ("age6_would_have_been", "Gran Has Just Turned 101 And Still Knits", "101"),
    ("age6_would_have_been", "He'll be 100 in June, says his son", "100"),
    ("age6_titled_is", "Ms Quayle is 93. Lives alone with a cat", "93"),
    ("age6_titled_is", "Mrs Abara is now ninety-one and frail", "ninety-one"),
    ("age6_person_comma", "The patient, 98, declined the scan", "98"),
    ("age6_sex_comma", "Brought in by EMS: F, 95, with a hip injury", "95"),
    ("age6_years_phrase", "still 97 years young, she says", "97"),
    ("age6_years_phrase", "a 93-y/o widower", "93"),
    ("age6_years_phrase", "She is 96 years of age.", "96"),
    ("age6_approx", "unknown man, age ~92, found outdoors", "92"),
    ("age6_text_table_column", "ID   NAME     AGE  WARD\n11   OKAFOR   94   5B\n12   LIM      71   5B\n", "94"),
    ("age6_text_table_column", "bed\tname\tage\n4\tIvo\t101\n", "101"),
    ("age6_would_have_been", "Beatrice celebrated 104 on the ward with cake", "104"),
])
def test_rule_finds(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("rule,text", [
    ("date6_holiday_list", "history of Christmas disease (haemophilia B)"),
    ("date6_holiday_list", "referred to the Victoria Day Centre for support"),
    ("date6_holiday_list", "lives on Christmas Island"),
    ("date6_holiday_list", "the Public Health team was informed in May"),
    ("date6_holiday_list", "medication reconciliation day 2 and colon day 3 of the pathway"),
    ("date6_holiday_list", "a family day out and boxing lessons"),
    ("date6_ordinal_holiday", "the Fourth Amendment was quoted"),
    ("date6_ordinal_holiday", "the Twelfth Night production"),
    ("date6_decade", "sats in the 90s on 2 L"),
    ("date6_year_range_short", "Protocol 2015-18 amendment"),
    ("date6_year_range_short", "the 2024-17 entry is a typo"),
    ("date6_lent", "her neighbour lent her a walker"),
    ("date6_decade", "BP in the 150s systolic"),
    ("date6_md_event", "pain after surgery 3/10 on the scale"),
    ("date6_md_event", "review in clinic 3/12, seen 2/7 ago"),
    ("date6_md_event", "power after the fall 4/5 in the left leg"),
    ("date6_md_event", "visit 2 of 3; session 1/2 doses given"),
    ("date6_md_event", "CBT session 3/10 completed, vaccine dose 1/2 given"),
    ("date6_md_event", "home visit 2/3 of the package done"),
    ("date6_dob_shaped", "DOB 45/13/99 unreadable"),
    ("date6_may_dotted", "we met in May. 30 patients came"),
    ("age6_name_comma", "Mrs Okoro, 72, lives alone"),
    ("age6_name_comma", "Mr Smith, 95 Elm Street, Leeds"),
    ("age6_n_y", "Temp 98 y"),
    ("age6_n_y", "a 90-year horizon of 95 years"),
    ("age6_would_have_been", "she turned 90 degrees in the bed"),
    ("age6_would_have_been", "The score would have been 95."),
    ("age6_would_have_been", "It has just turned 100 percent"),
    ("age6_titled_is", "Mrs Ade is 95 kg at admission"),
    ("age6_titled_is", "Mr Li was 90 minutes late"),
    ("age6_person_comma", "the man, 45, was seen"),
    ("age6_sex_comma", "Room M, 92 beds in the block"),
    ("age6_years_phrase", "after 90 years of service"),
    ("age6_approx", "age ~45, alert"),
    ("age6_text_table_column", "HR   BP    SPO2\n95   120   97\n"),
    ("age6_text_table_column", "id\tage\tpulse\n3\t72\t96\n"),
])
def test_rule_leaves_alone(rule, text):
    assert_rule_finds(PATTERNS, rule, text, None)


def test_whole_rules_base_labels(rules):
    text = "Mrs. Edith Arkwright, 96, fell on Liberation Day; seen again after repair 12/5."
    got = found(rules, text)
    assert ("96", "AGE") in got
    assert ("Liberation Day", "DATE") in got
    assert ("12/5", "DATE") in got
