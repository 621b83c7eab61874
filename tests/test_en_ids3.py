"""English identifiers with weak, unusual and national cues, national numbers by check digit,
host names (packs/en_ids.py; issue #22, session 13); table cells by their column header through
the rules base (the column rules of packs/en_forms.py and packs/tables.py).

Every sentence was written for this test (none taken from an evaluation set); each positive case
names the rule that finds it, and the negative cases hold the look-alikes each rule must not
take (ranges, ratios, doses, lab dumps, scale names, prose with commas)."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_ids
from multideid.base_systems.packs.en_ids import (
    aadhaar_ok,
    bc_phn_ok,
    medicare_au_ok,
    nhi_ok,
    nhs_ok,
    nric_ok,
    pps_ok,
    za_id_ok,
)
from multideid.base_systems.rules import RulesBase
from rules_helpers import found, matches_by_rule

PATTERNS = en_ids.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize("fn,good,bad", [
    (nhs_ok, "943 476 5919", "943 476 5918"),  # the NHS's published example number
    (medicare_au_ok, "2123 45670 1", "2123 45671 1"),
    (za_id_ok, "8001015009087", "8001015009086"),
    (za_id_ok, "8001015009087", "8013015009081"),  # month 13: no date
    (nric_ok, "S1234567D", "S1234567A"),
    (nric_ok, "G1234567X", "G1234567Z"),
    (nhi_ok, "ZZZ0016", "ZZZ0017"),  # the NZ Ministry's test NHI
    (pps_ok, "1234567T", "1234567X"),
    (pps_ok, "1234567FA", "1234567GA"),
    (aadhaar_ok, "2341 2341 2346", "2341 2341 2347"),
    (aadhaar_ok, "2341 2341 2346", "1341 2341 2346"),  # no Aadhaar starts with 0 or 1
    (bc_phn_ok, "9698 658 215", "9698 658 216"),
])
def test_check_digits(fn, good, bad):
    assert fn(good)
    assert not fn(bad)


@pytest.mark.parametrize("rule,text,value", [
    ("id_cue_strong", "Refill request, Rx# 5512093-11 for lisinopril.", "5512093-11"),
    ("id_cue_strong", "EMS run no. 25-550213, arrived 0412.", "25-550213"),
    ("id_cue_strong", "CYTOLOGY Case: C24-30917 received.", "C24-30917"),
    ("id_cue_strong", "UHID: KMC/2024/77120 OPD slip", "KMC/2024/77120"),
    ("id_cue_strong", "Hosp. No: ABUTH/22/0931 admitted to ward 3", "ABUTH/22/0931"),
    ("id_cue_strong", "Pt Hu Jing   URN 7701934   DOB 2/2/1960", "7701934"),
    ("id_cue_strong", "Mrs Nguyen   UR M7730122", "M7730122"),
    ("id_cue_strong", "Folder no. KH-88120 pulled from records", "KH-88120"),
    ("id_cue_strong", "ID number: 7712045123081", "7712045123081"),
    ("id_cue_strong", "Pump serial no. AX4-99120-B replaced", "AX4-99120-B"),
    ("id_cue_strong", "Join: Meeting ID 812 4419 0021 passcode sent", "812 4419 0021"),
    ("id_cue_strong", "Study ID: HRT-044-0102 randomised today", "HRT-044-0102"),
    ("id_cue_strong", "Screening ID: 7QX-2RT-9KP assigned", "7QX-2RT-9KP"),  # digits apart
    ("id_cue_strong", "NHS No. 401 223 9987 (verified)", "401 223 9987"),
    ("id_cue_strong", "Medicare 3349 88120 3  exp 04/27", "3349 88120 3"),
    ("id_cue_strong", "Health card: 4471-902-118-AB", "4471-902-118-AB"),
    ("id_cue_strong", "PPSN 8812093KA on file", "8812093KA"),
    ("id_cue_strong", "member ID Q7741 00219 03 verified", "Q7741 00219 03"),
    ("id_cue_strong", "card shows ID HGT 44120 9931 on the back", "HGT 44120 9931"),
    ("id_cue_weak", "employee badge 20917 scanned at entry", "20917"),
    ("id_cue_weak", "Group: 7712340-002   Plan: PPO", "7712340-002"),
    ("id_cue_weak", "ins auth # Q71-2231-908 valid for 10 days", "Q71-2231-908"),
    ("id_cue_weak", "spoke to rep (call ref MOL-5520913)", "MOL-5520913"),
    ("id_cue_weak", "PBS Authority 77201 approved", "77201"),
    ("id_national_za", "Identity 8001015009087 confirmed at intake", "8001015009087"),
    ("id_national_nric", "passport and S1234567D sighted", "S1234567D"),
    ("id_national_pps", "his number is 1234567T per the letter", "1234567T"),
    ("id_national_medicare_au", "card 2123 45670 1 seen", "2123 45670 1"),
    ("id_national_nhi", "NHI ZZZ0016 on the referral", "ZZZ0016"),
    ("id_national_aadhaar", "Aadhaar 2341 2341 2346 copy attached", "2341 2341 2346"),
    ("id_host", "error on workstation NICU-WS-014 during order entry", "NICU-WS-014"),
    ("id_host", "label printer LBL-3E-07 out of ribbon", "LBL-3E-07"),
    ("id_host", "Hostname: RAD-PACS02-B", "RAD-PACS02-B"),
    ("id_prefixed_code", "screening log: ENR-20931 consented", "ENR-20931"),
])
def test_identifier_rules_find(rule, text, value):
    assert (rule, value) in matches_by_rule(PATTERNS, text)


@pytest.mark.parametrize("text", [
    "Age group 65-74 had the most falls.",
    "Group B strep negative; blood group O+.",
    "Case 2 of the series; in case of fever call.",
    "Pain 3/10, ref range 3.5-5.0, auth pending.",
    "Serial troponins x3 negative.",
    "Meeting ID to follow.",
    "ICD-10 code I10; PHQ-9 score 12; CPT-99213 billed.",
    "Labs: WBC-7.2 RBC-4.01 MCV-1031 Plt-220",
    "MK-3475 (pembrolizumab) cycle 4.",
    "badge reader broken",
    "HLA-B27 positive, COVID-2019 vaccine given.",
    "printer jammed, workstation slow",
    "Medicare covers it; group therapy at 10.",
    "He is 45 years old and takes 1250 mg daily.",
    "Random number 1234567890123 is not an ID because it fails the check.",
    "Mail to 500 N Capitol Blvd, Boise, ID 83702 by Friday.",  # Idaho, not an ID cue
    "family updated by phone at 2123456701",  # ten digits pass the Medicare check, but no Medicare cue
    "call 9698658215 after 5",  # a BC PHN check passes, no PHN cue
])
def test_identifier_rules_ignore_look_alikes(text):
    assert not {name for name, _ in matches_by_rule(en_ids.PATTERNS, text)}


def test_id_value_stops_before_units_and_labels(rules):
    text = "RUN #: 24-550117   Unit: M4   Crew: two"
    assert ("24-550117", "ID") in found(rules, text)
    text = "Group 8812093 10 mg daily"  # a dose after the value is no digit group of it
    assert ("8812093 10", "ID") not in found(rules, text)


# ------------------------------------------------------------------ tables (column rules of en_forms, through the rules base)
TSV = "visit_id\tdate\tpatient\tprovider\tage\tentered_by\nV-550912\t2024-11-02\tQUILLANE, ODA\tFERRAZ-MOON, T\t93\tbwexford\nV-550977\t2024-11-02\tTam Ruzicka\tO. Delacourt\t61\tnone\n"
CSV = '"subject_id","initials","age","coordinator"\n"7731-004","J.Q.","95","mvandermeer2"\n"7731-005","L.R.-T.","70","mvandermeer2"\n'
PIPE = "| Resident | Concern | Plan |\n| Halloran, E. | UTI, 91 | cx pending |\n| Pia Mendes | fall | PT |\n"


@pytest.mark.parametrize("table,value,label", [
    (TSV, "V-550912", "ID"), (TSV, "V-550977", "ID"), (TSV, "QUILLANE, ODA", "PATIENT"), (TSV, "Tam Ruzicka", "PATIENT"),
    (TSV, "FERRAZ-MOON, T", "DOCTOR"), (TSV, "O. Delacourt", "DOCTOR"), (TSV, "93", "AGE"), (TSV, "bwexford", "USERNAME"),
    (CSV, "7731-004", "ID"), (CSV, "J.Q.", "PATIENT"), (CSV, "L.R.-T.", "PATIENT"), (CSV, "95", "AGE"), (CSV, "mvandermeer2", "USERNAME"),
    (PIPE, "Halloran, E.", "PATIENT"), (PIPE, "Pia Mendes", "PATIENT"),
])
def test_table_cells_by_header(rules, table, value, label):
    assert (value, label) in found(rules, table)


@pytest.mark.parametrize("table,value", [
    (TSV, "61"),  # ages under 90 are no PHI in this scheme
    (TSV, "none"),  # an English word is no login
    (CSV, "70"),
    (PIPE, "fall"),
])
def test_table_cells_not_taken(rules, table, value):
    assert not any(v == value for v, _ in found(rules, table))


# ------------------------------------------------------------------ the presidio base's English identifiers
@pytest.fixture(scope="module")
def presidio():
    from multideid.base_systems.presidio_base import PresidioBase

    if not PresidioBase.is_available()[0]:
        pytest.skip("presidio-analyzer not installed")
    return PresidioBase(locale="en")


@pytest.mark.parametrize("text,value", [
    ("Medicare card 2123 45670 1 sighted at triage.", "2123 45670 1"),  # Presidio's own validated recognizer
    ("Aadhaar 2341 2341 2346 attached.", "2341 2341 2346"),
    ("UHID: KMC/2024/77120 OPD slip", "KMC/2024/77120"),
    ("RUN #: 25-550213 arrived", "25-550213"),
    ("Pump serial AX4-99120 replaced", "AX4-99120"),
    ("Pt Hu Jing   URN 7701934", "7701934"),
])
def test_presidio_finds_identifiers(presidio, text, value):
    from multideid.document import Document

    spans = presidio.predict([Document("t", text)])[0]
    assert any(text[s.start : s.end] == value and s.label == "ID" for s in spans)


def test_presidio_skips_ranges_after_cues(presidio):
    from multideid.document import Document

    text = "ref 3.5-5.0 and case 12/14 reviewed"
    assert not [s for s in presidio.predict([Document("t", text)])[0] if s.label == "ID"]


# ------------------------------------------------------------------ record header lines (packs/en_context.py)
@pytest.mark.parametrize("text,found_site", [
    ("3/2/2019 | OKAFOR, BEN | RGH | 55120934\nDISCHARGE SUMMARY", "RGH"),
    ("2020-11-04 | Lin, Mei | SVMC | A7712093", "SVMC"),
    ("| Test | Result | Flag |\n| BMP | 4.1 | H |", None),  # a lab table has no dated header line
    ("DOB | 4/4/1950 | MRN | 5512", None),  # field labels are no sites
])
def test_record_site_field(text, found_site):
    from multideid.base_systems.packs.en_context import PATTERNS as CONTEXT

    names = matches_by_rule(CONTEXT, text)
    assert (("record_site_field", found_site) in names) if found_site else not any(n == "record_site_field" for n, _ in names)
