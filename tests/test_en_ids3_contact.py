"""English phones and addresses abroad, user names without a ``user`` cue and titled age
appositions (packs/en_contact.py; issue #22, session 13).

Every sentence was written for this test (none taken from an evaluation set); the phone numbers
lie in the fictional or test ranges of their countries (Ofcom 020 7946 0xxx / 0113 496 0xxx,
ACMA 0491 570 xxx).  Negatives: doses, lab values, scores, dates, English words after role
labels, capitalised words before state-like codes that are no places."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_contact
from multideid.base_systems.packs.en_contact import login_ok
from multideid.base_systems.rules import RulesBase
from rules_helpers import found, matches_by_rule


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize("rule,text,value", [
    ("phone_national_world", "Ring the ward on 0113 496 0999 after 6.", "0113 496 0999"),
    ("phone_national_world", "Reception 020 7946 0123 (option 2)", "020 7946 0123"),
    ("phone_national_world", "husband's mobile 0491 570 110", "0491 570 110"),
    ("phone_national_world", "Pharmacy (02) 5550 4411 open late", "(02) 5550 4411"),
    ("phone_national_world", "Lagos clinic line 0802 555 0199", "0802 555 0199"),
    ("phone_national_world", "GP practice, Cork: 021 555 0188", "021 555 0188"),
    ("phone_indian_mobile", "Mobile: 98451 55012, WhatsApp same", "98451 55012"),
    ("loc_au_state_postcode", "Lives in Fitzroy VIC 3065 with her sister", "VIC"),
    ("loc_au_state_postcode", "Lives in Fitzroy VIC 3065 with her sister", "3065"),
    ("loc_place_before_au_state", "Lives in Fitzroy VIC 3065 with her sister", "Fitzroy"),
    ("loc_ca_province", "moved from Kelowna, BC last spring", "Kelowna"),
    ("loc_ca_province", "moved from Kelowna, BC last spring", "BC"),
    ("loc_city_state_no_comma", "Address: 12 Elm Ct, Wichita KS 67202", "Wichita"),
    ("loc_city_state_no_comma", "Address: 12 Elm Ct, Wichita KS 67202", "KS"),
    ("loc_address_parts", "7 Orchard Close, Roundhay, Leeds LS8 1AB", "Roundhay"),
    ("loc_address_parts", "7 Orchard Close, Roundhay, Leeds LS8 1AB", "Leeds"),
    ("loc_street_uk", "7 Orchard Close, Roundhay, Leeds LS8 1AB", "7 Orchard Close"),
    ("loc_flat_street", "Flat 12B, 40 Cranmer Terrace, London", "Flat 12B, 40 Cranmer Terrace"),
    ("loc_town_after_street", "mail to 118 N Birch Ave, Carbondale.", "Carbondale"),
    ("loc_after_institution", "Tamworth Base Hospital, Hillvue, Tamworth\nDear Dr", "Hillvue"),
    ("loc_street_no_number", "the Walgreens on Cedar Ave closes at 9", "Cedar Ave"),
    ("loc_street_lower", "she lives off maple rd near the school", "maple rd"),
    ("loc_route", "crash on Highway 16 near the exit", "Highway 16"),
    ("loc_ordinal_street", "office at 3rd Ave and Pine", "3rd Ave"),
    ("loc_ordinal_street_short", "works at the Wawa on 7th, nights", "7th"),
    ("username_role", "Organizer: mtakahashi (clinic admin)", "mtakahashi"),
    ("username_role", "ticket closed by rkoval2 at 14:02", "rkoval2"),
    ("username_role", "Logged in Epic by tnguyenrn.", "tnguyenrn"),
    ("username_dash_signoff", "Faxed records to the SNF. -jdelarosa", "jdelarosa"),
    ("username_closing", "LVM re: copay. Will try again. abarros2", "abarros2"),
    ("username_quoted_handle", 'caller signed in as "bluefinch_88" on the portal', "bluefinch_88"),
    ("username_handle_cue", "her screen name is tulip.mom77", "tulip.mom77"),
    ("username_from_name", "Scheduler: Priya (pvenkataraman) booked it", "pvenkataraman"),
    ("username_from_name", "Ward clerk Deshawn Ellery (dellery) paged", "dellery"),
    ("age_titled_apposition", "Seen with Mr. Aurelio Banks, 94, frail but alert.", "94"),
])
def test_contact_rules_find(rule, text, value):
    assert (rule, value) in matches_by_rule(en_contact.PATTERNS, text)


@pytest.mark.parametrize("text", [
    "Give 0.5 mg; Hb 0123 is a typo; 10 000 units; score 0 1 2 3",
    "dates 01 02 2024 and 05 06 2025",
    "[07-22-2015 09:30] Dear Dr. Ames",  # a date and its hour
    "Her SSN 078-05-1120 on file; billing 03262 2437 Main St",
    "Provider Number: 9845155012",  # no phone word: an identifier
    "Provider: pending. Host: none. Tech: tomorrow",
    "Tech: Maria (radiology) scanned it",
    "Dr. Smith (cardiology) agrees; Amoxicillin (amox) stopped",
    "BP 140/90 - improving",
    "He is on Route to recovery; Highway to health program",
    "SpO2 on the 3rd floor; seen on 5th day",
    "Mrs. Ortega, 64, lives alone; Ms. Ellis, 92 kg.",
    "Complete Blood Count, SA node, WA DOH",
    "Patient Care KS team",
    "Family: his son Tom; Hospital: St. Mary's",
    "follow up on the road to recovery",
])
def test_contact_rules_ignore_look_alikes(text):
    assert not matches_by_rule(en_contact.PATTERNS, text)


def test_login_ok():
    assert login_ok("hkowalczyk") and login_ok("jdoe7")
    assert not login_ok("pending") and not login_ok("pharmacy") and not login_ok("abc")


def test_street_and_town_are_separate_spans(rules):
    spans = found(rules, "Address: 3 Heron Mews, Kirkstall, Leeds LS5 3BT")
    assert {("3 Heron Mews", "LOCATION"), ("Kirkstall", "LOCATION"), ("Leeds", "LOCATION")} <= spans
