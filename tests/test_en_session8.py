"""English rules of session 8 (issue #22): wards, lower-case hospitals, dates without a year in
history lists, professions with "/" and "and", names before "(relation)" after a function word,
"LAST , FIRST (mrn ...)", sign-off initials with accents.

Every sentence here was written for this test (not taken from a test corpus)."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import load_pack
from rules_helpers import matches_by_rule

PACK = load_pack("en")


def _by_rule(text):
    return matches_by_rule(PACK, text)


@pytest.mark.parametrize("rule,text,value", [
    ("name_before_relation_paren", "left msg, spoke with odra finnick (sister) at noon", "odra finnick"),
    ("name_last_first_cue", "quillon , maire t (mrn 55-1201), 61 yo, adm 3/3", "quillon , maire t"),
    ("hosp_ward_caps", "HOSPITAL: Mercy   UNIT: Talbot 6\n", "Talbot 6"),
    ("hosp_lower_cue", "d/c to dunmore rehab when a bed opens", "dunmore rehab"),
    ("hosp_lower_cue", "reach me at x4410. ada vorn, md, quenby hospital", "quenby hospital"),
    ("date_md_procedure", "PMH: appendectomy 6/14, CHF.", "6/14"),
    ("date_md_procedure", "3. CABG x2 11/3\n4. HTN", "11/3"),
    ("date_md_time", "Visits:\n2/9 10:30am - Dr. Obi", "2/9"),
    ("date_md_line_start", "7/22 - seen by the wound team", "7/22"),
    ("profession_head", "She is a retired postal and parcel clerk.", "postal and parcel clerk"),
    ("profession_head", "works as a theatre/film technician", "theatre/film technician"),
    ("name_initials_signoff", "Plan as above.\nÉR : mk\n", "ÉR"),
])
def test_session8_rules_find_their_class(rule, text, value):
    assert (rule, value) in _by_rule(text)


@pytest.mark.parametrize("text", [
    "pt is doing well, pt seen by PT today.",  # "is", "seen by" are no names
    "Is it ok to restart the statin?",
    "can you restart the statin?",
    "strength 5/5 in all extremities, pain 6/10.",  # scores, not dates
    "PAIN 3/10. MOTOR 4/5.",
    "d/c to the hospital floor, then home clinic",
    "Taking 1/2 tab nightly.",
    "lives with her son and his family.",
])
def test_session8_rules_leave_ordinary_text(text):
    new = {"hosp_ward_caps", "hosp_lower_cue", "date_md_procedure", "date_md_time", "date_md_line_start"}
    assert not {r for r, _ in _by_rule(text)} & new
