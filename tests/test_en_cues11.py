"""Patterns of the English pack en_cues11 (session 23): texts written for these tests, each with
what must be found and near misses that must not."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en, en_cues11

_BY_NAME = {p.name: p for p in en_cues11.PATTERNS}


def _found(name: str, text: str) -> list[str]:
    return [text[s:e] for s, e, _ in _BY_NAME[name].find(text)]


CASES = [
    # (pattern, text, spans that must be found; [] = a near miss that must find nothing)
    ("profession23_field_cue", "Staff no. 4471   Role: kennel technician\nShift: nights", ["kennel technician"]),
    ("profession23_field_cue", "Rank: Able Seaman; vessel MV Koru", ["Able Seaman"]),
    ("profession23_field_cue", "Position: warehouse operative, 3 years", ["warehouse operative"]),
    ("profession23_field_cue", "Trade: scaffolder\n", ["scaffolder"]),
    ("profession23_field_cue", "Occupation (previous): tin miner\n", ["tin miner"]),
    ("profession23_field_cue", "Designation: Site Safety Officer  Dept: Works", ["Site Safety Officer"]),
    ("profession23_field_cue", "Role: staff nurse\n", []),
    ("profession23_field_cue", "Role: key worker\n", []),
    ("profession23_field_cue", "Position: supine, head up 30 degrees", []),
    ("profession23_field_cue", "Role: next of kin\n", []),
    ("profession23_clause_cue", "Kofi Mensah, 51, rank Chief Petty Officer; chest pain", ["Chief Petty Officer"]),
    ("profession23_clause_cue", "Works remotely, role data analyst.", ["data analyst"]),
    ("profession23_clause_cue", "her role as carer is tiring, role model", []),
    ("profession23_previously", "previously quarry worker at Penrhyn until 1990", ["quarry worker"]),
    ("profession23_previously", "Retired bus driver, lives alone", ["bus driver"]),
    ("profession23_previously", "Joe, ex-steel worker, did the crossword", ["steel worker"]),
    ("profession23_previously", "previously fit and well, no allergies", []),
    ("profession23_previously", "previously seen by the practice nurse", []),
    ("profession23_after_name", "Witness: Maeve O'Connell, conveyancing clerk, Hart & Lyle LLP", ["conveyancing clerk"]),
    ("profession23_after_name", "Recorded by Sam Okafor (sam_ok), commercial diver.", ["commercial diver"]),
    ("profession23_after_name", "Seen with Anna Berg, staff nurse, on the ward.", []),
    ("profession23_after_name", "Referred to Leeds Teaching Hospitals, renal unit.", []),
    ("profession23_after_age", "21:10 | Somchai Dee, 41 M, rubber tapper | Ban Na", ["rubber tapper"]),
    ("profession23_after_age", "Mrs Ross, 78 F, lives alone.", []),
    ("profession23_works_as", "works at the sawmill outside town as forklift driver.", ["forklift driver"]),
    ("profession23_works_as", "works in theatres as scrub nurse.", []),
    ("org23_employer_cue", "Employer: Skyvane (cabin crew)", ["Skyvane"]),
    ("org23_employer_cue", "Employed by Harrow Freight Ltd. since 2019", ["Harrow Freight Ltd."]),
    ("org23_employer_cue", "works as a deckhand for Blue Fin Charters.", ["Blue Fin Charters"]),
    ("org23_employer_cue", "Employer: None\n", []),
    ("org23_employer_cue", "Employer: Self-employed\n", []),
    ("org23_job_bracket", "husband Dai (tanker driver, Valley Fuels), son 9", ["Valley Fuels"]),
    ("org23_job_bracket", "(staff nurse, Ward 7)", []),
    ("org23_member", "Cover: Kaiwa Health member KH4471902", ["Kaiwa Health"]),
    ("org23_member", "Family member 2 of 3 present", []),
    ("org23_member", "Team member 55120 logged in", []),
    ("hospital23_before_staff", "dressing by Riverside Community Health nurse Olu Adeyemi at 10:00", ["Riverside Community Health"]),
    ("hospital23_before_staff", "reviewed by District nurse Jane Moss", []),
    ("hospital23_before_staff", "seen by Ward 5 nurse Jane Moss", []),
    ("hospital23_care_agency", "carers from agency Dyfi Valley Home Care (office 01970 000)", ["Dyfi Valley Home Care"]),
    ("hospital23_care_agency", "care agency: Bright Days Homecare\n", ["Bright Days Homecare"]),
    ("hospital23_care_agency", "travel agency Sunway Tours (office", []),
    ("hospital23_care_agency", "agency staff covered the night", []),
    ("org23_building_society", "Mortgage with Kestrel & Moor Building Society since 2001", ["Kestrel & Moor Building Society"]),
    ("org23_building_society", "Savings: Harbourside Credit Union", ["Harbourside Credit Union"]),
    ("org23_building_society", "a building society account", []),
]


@pytest.mark.parametrize(("name", "text", "want"), CASES)
def test_pattern(name: str, text: str, want: list[str]) -> None:
    assert _found(name, text) == want


def test_registered_in_en() -> None:
    names = {p.name for p in en.PATTERNS}
    assert {p.name for p in en_cues11.PATTERNS} <= names


def test_job_phrase_ok() -> None:
    assert en_cues11.job_phrase_ok("animal care technician")
    assert en_cues11.job_phrase_ok("coal face worker")
    assert not en_cues11.job_phrase_ok("support worker")
    assert not en_cues11.job_phrase_ok("charge nurse")
    assert not en_cues11.job_phrase_ok("fit and well")
