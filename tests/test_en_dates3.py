"""English dates of messages, logs, dictation and scans (packs/en_dates.py; issue #22, session 13).

Every sentence was written for this test (none taken from an evaluation set).  Positives name
the rule that finds them; the negatives hold what must stay untagged: scores, ratios, doses,
blood pressures, "May" the verb and the name, "Sat" of oxygen saturation, "Sun" of sun
exposure, "the 3rd floor", "twenty twenty vision", clock times."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_dates
from multideid.base_systems.rules import RulesBase
from rules_helpers import found, matches_by_rule


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize("rule,text,value", [
    ("date_weekday_compound", "Ward round Fri 3/14, discharge planned.", "Fri 3/14"),
    ("date_weekday_compound", "Your scan is on Mon 7 Apr at 10:15.", "Mon 7 Apr"),
    ("date_weekday_compound", "Clinic closed Wednesday, December 24 for the holiday.", "Wednesday, December 24"),
    ("date_weekday_compound", "Date: Tuesday, 4 March 2025 09:12", "Tuesday, 4 March 2025"),
    ("date_weekday_compound", "Come back Monday the 21st in the morning.", "Monday the 21st"),
    ("date_weekday_compound", "SAT 12/20 pharmacy closed early", "SAT 12/20"),
    ("date_weekday_cued", "Voicemail left Thu: no answer.", "Thu"),
    ("date_weekday_cued", "Labs again next Mon.", "Mon"),
    ("date_weekday_cued", "Dialysis Tue and Sat at the outside unit.", "Tue"),
    ("date_weekday_lower", "she said she'd come in on tuesday", "tuesday"),
    ("date_md_cue", "no answer, will retry 11/04 after lunch", "11/04"),
    ("date_md_cue", "dressing supplies delivered 6/19, signed for by son", "6/19"),
    ("date_md_cue", "patient disputes the 7/8 ambulance bill", "7/8"),
    ("date_md_log_line", "09/02 left message with daughter\n09/05 spoke to pt", "09/02"),
    ("date_md_log_line", "09/02 left message with daughter\n09/05 spoke to pt", "09/05"),
    ("date_ordinal_day", "the rash started on the 22nd and spread", "22nd"),
    ("date_ordinal_day", "bring the forms by the 1st please", "1st"),
    ("date_month_range", "Oct-Dec 2023: chemo at the cancer centre", "Oct-Dec 2023"),
    ("date_month_range", "March–May 2021 in rehab", "March–May 2021"),
    ("date_spoken_year", "colonoscopy in nineteen ninety eight was normal", "nineteen ninety eight"),
    ("date_spoken_year", "last seen in twenty nineteen comma", "twenty nineteen"),
    ("date_spoken_year", "diagnosed two thousand and nine", "two thousand and nine"),
    ("date_spaced_numeric", "Date: 11 / 3 / 24   Pages: 2", "11 / 3 / 24"),
    ("date_spaced_numeric", "received 4 /17/ 2023 by fax", "4 /17/ 2023"),
    ("date_ocr_numeric", "Signed ..... O3/l5/2022", "O3/l5/2022"),
    ("date_split_digit", "DOB: 0 9/13/1961 SEX: F", "0 9/13/1961"),
    ("date_may_cue", "hopes to be walking by May.", "May"),
    ("date_may_cue", "surgery deferred until May, when school ends", "May"),
    ("date_holiday_world", "worse since Xmas", "Xmas"),
    ("date_holiday_world", "travelled home for Diwali", "Diwali"),
])
def test_date_rules_find(rule, text, value):
    assert (rule, value) in matches_by_rule(en_dates.PATTERNS, text)


@pytest.mark.parametrize("text", [
    "O2 Sat 94% on RA, Sat: 92 after walking",
    "Avoid Sun exposure; Sun protection advised.",
    "Strength 5/5 throughout, pain 7/10, took 1/2 tab.",
    "BP 118/76, the 2/3 of patients who respond, a 1/4 strength dose",
    "Office on the 3rd floor; the 5th digit is swollen; the 2nd time this week.",
    "20/20 vision, twenty twenty vision on the chart, twenty one tablets",
    "May I call you back? She may need a referral. Seen by May Tran.",
    "Seen by May.",
    "Pt waiting 12 min; called at 08:15; 3 weeks ago.",
    "Mon-Fri 9-5 office hours",
    "two thousand units of heparin",
    "11 / 30 mg split dose",
])
def test_date_rules_ignore_look_alikes(text):
    assert not matches_by_rule(en_dates.PATTERNS, text)


def test_weekday_with_date_is_one_span(rules):
    spans = found(rules, "Follow-up on Thursday, February 5, 2026 with Dr. Ilsley.")
    assert ("Thursday, February 5, 2026", "DATE") in spans
    spans = found(rules, "Appt Tue 2/10 at 9")
    assert ("Tue 2/10", "DATE") in spans


def test_split_digit_date_wins_over_its_tail(rules):
    assert ("1 2/05/1949", "DATE") in found(rules, "D0B: 1 2/05/1949\n")
