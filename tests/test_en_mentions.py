"""English rules of session 8 (issue #22): a name found once is found at its other mentions;
relatives after "w/", lower-case "pt X seen", questions about a named patient, wards, lower-case
hospitals, dates without a year in history lists, professions with "/" and "and".

Every sentence here was written for this test (not taken from a test corpus)."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import load_pack
from multideid.base_systems.rules import RulesBase
from multideid.document import Document

PACK = load_pack("en")


def _by_rule(text):
    return {(p.name, text[s:e]) for p in PACK for s, e, _ in p.find(text)}


def _found(text):
    d = Document(id="t", text=text)
    return {(text[s.start : s.end], s.label) for s in RulesBase(locale="en").predict([d])[0]}


@pytest.mark.parametrize("rule,text,value", [
    ("name_with_relation", "72 yo from erie, here w/ daughter yselde. dnr per family.", "yselde"),
    ("name_with_relation", "Lives with her nephew quarn ebbesen, who drives her.", "quarn ebbesen"),
    ("name_pt_lower", "pt ossian vell seen today for f/u, bp ok", "ossian vell"),
    ("name_pt_lower", "pt k. tamber c/o nausea since am", "k. tamber"),
    ("name_question_subject", "quick q: can ilvane restart her lisinopril?", "ilvane"),
    ("name_question_subject", "Is Brannoch cleared to drive?", "Brannoch"),
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
    new = {"name_with_relation", "name_pt_lower", "name_question_subject", "hosp_ward_caps", "hosp_lower_cue",
           "date_md_procedure", "date_md_time", "date_md_line_start", "name_again_patient", "name_again_doctor"}
    assert not {r for r, _ in _by_rule(text)} & new


def test_a_name_is_found_again_at_its_other_mentions():
    text = ("here w/ husband tobar. dnr/dni per tobar.\n"
            "spoke with Wenna Strake (sister) who says Wenna will call. tobar agrees.")
    got = _found(text)
    assert sum(1 for v, lab in got if v == "tobar" and lab == "PATIENT") == 1  # predict() merges by region
    hits = [text[s:e] for p in PACK if p.name == "name_again_patient" for s, e, _ in p.find(text)]
    assert hits.count("tobar") == 3 and hits.count("Wenna") == 2 and "Strake" in hits


def test_found_again_only_in_the_same_case_and_never_an_eponym():
    text = ("Dr. Pellworth saw her. Pellworth's sign was negative. Pellworth agrees.\n"
            "CC: Vomiting\nhe denies vomiting.")
    hits = [(text[s:e], s) for p in PACK if p.name.startswith("name_again") for s, e, _ in p.find(text)]
    values = [v for v, _ in hits]
    assert values.count("Pellworth") == 2  # the title mention and "Pellworth agrees", not the sign
    assert "vomiting" not in values


def test_a_common_word_is_never_spread():
    text = "Seen by Dr. Hope Vantreight. There is hope. Dr. Vantreight agrees."
    hits = [text[s:e] for p in PACK if p.name.startswith("name_again") for s, e, _ in p.find(text)]
    assert "hope" not in hits and "Hope" not in hits and hits.count("Vantreight") == 2
