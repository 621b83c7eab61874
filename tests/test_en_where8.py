"""English machine-format places, OCR-damaged phones, cued letter-prefixed IDs, named landmarks and
short event dates, in packs/en_where8.py (issue #22, session 18).

Every line was written for this test in wordings of its own (none copied from an evaluation set);
each positive names the rule that finds it, and the negatives hold the look-alikes the rules must
leave alone (clock times, fractions, UK day/week/month shorthand, muscle power, doses, facilities named
after a place, anatomy, ordinary words after the cues)."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_where8
from multideid.base_systems.packs.en_where8 import country_code
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule

PATTERNS = en_where8.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


def test_country_code():
    assert country_code("FR") and country_code("PRT") and country_code("UK")
    assert not country_code("ZZ") and not country_code("QQQ")


def test_vcard_adr_components():
    text = "BEGIN:VCARD\nVERSION:3.0\nFN:Odile Brassac\nADR;TYPE=WORK:;;Rue des Tanneurs 7;Lyon;;69002;France\nEND:VCARD\n"
    got = {v for name, v in matches_by_rule(PATTERNS, text) if name == "loc_vcard_adr"}
    assert got == {"Rue des Tanneurs 7", "Lyon", "69002", "France"}
    # vCard 2.1 form and a region
    text2 = "ADR;HOME:;Apt 3;88 Quarry Lane;Moab;UT;84532;USA\n"
    got2 = {v for name, v in matches_by_rule(PATTERNS, text2) if name == "loc_vcard_adr"}
    assert got2 == {"Apt 3", "88 Quarry Lane", "Moab", "UT", "84532", "USA"}


def test_vcard_org():
    card = "BEGIN:VCARD\nVERSION:4.0\nFN:Tomas Lindqvist\nORG:Skagerrak Marine Services AB;Dispatch\nEND:VCARD\n"
    assert_rule_finds(PATTERNS, "org8_vcard_org", card, "Skagerrak Marine Services AB")
    assert_rule_finds(PATTERNS, "org8_vcard_org", "Plan:\nORG: review in 2 weeks\n", None)  # no vCard


def test_vcard_adr_negatives():
    assert_rule_finds(PATTERNS, "loc_vcard_adr", "ADR:;;;;;;\n", None)  # empty components
    assert_rule_finds(PATTERNS, "loc_vcard_adr", "Adverse drug reaction (ADR: rash) noted.", None)  # not at a line start
    assert_rule_finds(PATTERNS, "loc_vcard_adr", "Known ADR: penicillin rash\n", None)


def test_json_country():
    assert_rule_finds(PATTERNS, "loc_json_country", '{"tg":"840539006","co":"PT","dn":2}', "PT")
    assert_rule_finds(PATTERNS, "loc_json_country", '{"country": "NZL", "city": "x"}', "NZL")
    assert_rule_finds(PATTERNS, "loc_json_country", '{"co":"ZZ"}', None)  # no country
    assert_rule_finds(PATTERNS, "loc_json_country", '{"unit":"MG","dose":"ES"}', None)  # key says no country


def test_ocr_phone():
    assert_rule_finds(PATTERNS, "phone8_ocr_letters", "Tel: 415-555-Ol38 (home)", "415-555-Ol38")
    assert_rule_finds(PATTERNS, "phone8_ocr_letters", "Cell (3l2) 555-0199", "(3l2) 555-0199")
    assert_rule_finds(PATTERNS, "phone8_ocr_letters", "Tel: 415-555-0138", None)  # clean digits: other rules
    assert_rule_finds(PATTERNS, "phone8_ocr_letters", "Phone: OOO-OOO-OOOO", None)  # no real digits
    assert_rule_finds(PATTERNS, "phone8_ocr_letters", "Home 1-2-3 steps", None)


def test_cued_code():
    assert_rule_finds(PATTERNS, "id8_cued_code", "Paid by card, receipt KMC-555-70412.", "KMC-555-70412")
    assert_rule_finds(PATTERNS, "id8_cued_code", "Ambulance job NSW-A-555-2207 logged.", "NSW-A-555-2207")
    assert_rule_finds(PATTERNS, "id8_cued_code", "enrolled as participant UKB-TR-555-08", "UKB-TR-555-08")
    assert_rule_finds(PATTERNS, "id8_cued_code", "walker supplied (issue no. W-555-33109)", "W-555-33109")
    assert_rule_finds(PATTERNS, "id8_cued_code", "Chat session C19-555-7781 opened", "C19-555-7781")
    assert_rule_finds(PATTERNS, "id8_cued_code", "PM NZ-PM-0412 matched with AM NZ-AM-0093", "NZ-PM-0412")
    assert_rule_finds(PATTERNS, "id8_cued_code", "PM NZ-PM-0412 matched with AM NZ-AM-0093", "NZ-AM-0093")


def test_cued_code_negatives():
    assert_rule_finds(PATTERNS, "id8_cued_code", "Meds given at 8 PM PRN-1234 protocol", None)  # after a clock time
    assert_rule_finds(PATTERNS, "id8_cued_code", "Physio session PT-2 today", None)  # too few digits
    assert_rule_finds(PATTERNS, "id8_cued_code", "job 2024-0311 was done", None)  # no letter prefix
    assert_rule_finds(PATTERNS, "id8_cued_code", "Takes AM dose of COVID-19 booster", None)
    assert_rule_finds(PATTERNS, "id8_cued_code", "His job HGV-driver pays well", None)


def test_microchip():
    assert_rule_finds(PATTERNS, "id8_microchip", "guide dog, microchip no. 956 000 555 123 448", "956 000 555 123 448")
    assert_rule_finds(PATTERNS, "id8_microchip", "Microchip: 826555000412907.", "826555000412907")
    assert_rule_finds(PATTERNS, "id8_microchip", "microchip 9560005551234", None)  # 13 digits
    assert_rule_finds(PATTERNS, "id8_microchip", "microchip scanned, none found", None)


def test_island_and_landmarks():
    assert_rule_finds(PATTERNS, "loc_island", "her sister lives on Mackinac Island now", "Mackinac Island")
    assert_rule_finds(PATTERNS, "loc_island", "ferry to Caye Chapel on Friday", "Caye Chapel")
    assert_rule_finds(PATTERNS, "loc_island", "retired to the croft, Isle of Lewis.", "Isle of Lewis")
    assert_rule_finds(PATTERNS, "loc_landmark_name", "collapsed while swimming at Bondi beach", "Bondi")
    assert_rule_finds(PATTERNS, "loc_landmark_name", "evacuated from Lajamanu airstrip at dawn", "Lajamanu")
    assert_rule_finds(PATTERNS, "loc_named_city", "bus from Quezon City to the clinic", "Quezon City")


def test_island_and_landmark_negatives():
    assert_rule_finds(PATTERNS, "loc_island", "transferred to Rhode Island Hospital", None)  # a hospital's name
    assert_rule_finds(PATTERNS, "loc_island", "lesion of the Island of Reil", None)  # anatomy
    assert_rule_finds(PATTERNS, "loc_island", "in Treatment Island", None)
    assert_rule_finds(PATTERNS, "loc_landmark_name", "fell at the beach", None)
    assert_rule_finds(PATTERNS, "loc_landmark_name", "walked on Sunday beach", None)
    assert_rule_finds(PATTERNS, "loc_named_city", "admitted to Yuba City Veterans Hospital", None)
    assert_rule_finds(PATTERNS, "loc_named_city", "in Emerald City", None)  # no town


def test_address_line_and_labels():
    text = "Royal Infirmary, Kirkwall, Orkney, KW15 1BH"
    got = {v for name, v in matches_by_rule(PATTERNS, text) if name == "loc_line_before_postcode"}
    assert got == {"Kirkwall", "Orkney"}
    assert_rule_finds(PATTERNS, "loc_line_before_postcode", "Ward 3, Level 2, Day Unit, AB1 2CD", None)
    label = "MARISOL QUINTANA\n412 ELM ST APT 2\nTOPEKA KS 66603-4411\n"
    assert_rule_finds(PATTERNS, "loc_caps_city_state_zip", label, "TOPEKA")
    assert_rule_finds(PATTERNS, "loc_caps_city_state_zip", "PO BOX NY 10001\n", None)
    assert_rule_finds(PATTERNS, "loc_caps_city_state_zip", "Topeka KS 66603\n", None)  # not all capitals


def test_informal_places():
    assert_rule_finds(PATTERNS, "loc_lives_bare", "Farmer, lives Bambui, Bamenda with wife", "Bambui")
    assert_rule_finds(PATTERNS, "loc_lives_bare", "lives Monday, Tuesday with daughter", None)
    text = "Refugee from Kismayo, Somalia, arrived 2024."
    got = {v for name, v in matches_by_rule(PATTERNS, text) if name == "loc_locality_country"}
    assert got == {"Kismayo", "Somalia"}
    assert_rule_finds(PATTERNS, "loc_locality_country", "in Clinic, India", None)  # a generic word
    assert_rule_finds(PATTERNS, "loc_kampong", "home in Kampong Sungai Tilong", "Sungai Tilong")
    assert_rule_finds(PATTERNS, "loc_facility_paren_city", "St Vincent's Hospital (Melbourne) ICU", "Melbourne")
    assert_rule_finds(PATTERNS, "loc_facility_paren_city", "Day Hospital (Monday) list", None)


def test_short_event_dates():
    assert_rule_finds(PATTERNS, "date8_short_event", "old notes requested 14/10 from the GP", "14/10")
    assert_rule_finds(PATTERNS, "date8_short_event", "bent after decompression 03.12, treated", "03.12")
    assert_rule_finds(PATTERNS, "date8_short_event", "Flying home to Apia 22/12.", "22/12")
    assert_rule_finds(PATTERNS, "date8_short_event", "admitted 9/23 with sepsis", "9/23")


@pytest.mark.parametrize(
    "text",
    [
        "discharged 3/7 ago, now readmitted",  # UK days shorthand
        "symptoms since 2/12",  # two months
        "started 1/2 tab nocte",  # a fraction
        "reviewed 4/5 power in L leg",  # muscle power
        "seen 2/3 times per week",  # counts
        "home 14/52 post partum",  # weeks
        "received 10.50 units of insulin",  # a decimal dose
        "admitted 45/12",  # no month
        "decompression 20.5 m stop",  # a one-digit decimal, no month
    ],
)
def test_short_event_date_negatives(text):
    assert_rule_finds(PATTERNS, "date8_short_event", text, None)


def test_rules_base_keeps_spans(rules):
    text = (
        "BEGIN:VCARD\nADR;TYPE=HOME:;;Storgata 4;Tromsø;;9008;Norway\nEND:VCARD\n"
        "Cash paid, receipt GHX-555-30127. Ph: 530-555-O182. Family on Mackinac Island.\n"
    )
    got = found(rules, text)
    assert ("Tromsø", "LOCATION") in got and ("9008", "LOCATION") in got and ("Norway", "LOCATION") in got
    assert ("GHX-555-30127", "ID") in got
    assert ("530-555-O182", "PHONE") in got
    assert ("Mackinac Island", "LOCATION") in got


def test_fax_header_and_ocr_dates():
    header = "DEC-02-2026 14:07  FROM:LAKESIDE ORTHO  5415550112  TO:15035550177  P.002/004\nPlease see attached."
    got = {v for name, v in matches_by_rule(PATTERNS, header) if name == "fax8_header_number"}
    assert got == {"5415550112", "15035550177"}
    assert_rule_finds(PATTERNS, "date8_mon_dash", header, "DEC-02-2026")
    # a long number on an ordinary line, or "from ... to" in prose: no fax header
    assert_rule_finds(PATTERNS, "fax8_header_number", "Account 5415550112 from Jan to Mar at 10:30", None)
    assert_rule_finds(PATTERNS, "fax8_header_number", "MRN 5415550112  P.1/2", None)
    assert_rule_finds(PATTERNS, "date8_mon_dash", "lot NOV-44-2026 and code DEC-2026", None)
    assert_rule_finds(PATTERNS, "date8_ocr_cued", "DOB: l2/O3/1958 (scanned)", "l2/O3/1958")
    assert_rule_finds(PATTERNS, "date8_ocr_cued", "DOB: 12/03/1958", None)  # clean: the date rules
    assert_rule_finds(PATTERNS, "date8_ocr_cued", "Date: lO/lO/lO", None)  # no year in range


def test_rules_base_fax_header(rules):
    text = "OCT-30-2026 08:15  FROM:RIVERBEND PEDS  3605550141  TO:12065550190  P.001/002\nPatient DOB: O3/22/1971\n"
    got = found(rules, text)
    assert ("3605550141", "FAX") in got and ("12065550190", "FAX") in got
    assert ("OCT-30-2026", "DATE") in got
    assert ("O3/22/1971", "DATE") in got


def test_places_by_line_position():
    assert_rule_finds(PATTERNS, "loc_after_facility_comma", "\\thanks{Mercy District Hospital, Tamale}", "Tamale")
    assert_rule_finds(PATTERNS, "loc_after_facility_comma", "Seen at Ridge Clinic, Kumasi - OPD, 3 Nov", "Kumasi")
    assert_rule_finds(PATTERNS, "loc_after_facility_comma", "Queen Mary Hospital, Outpatients.", None)  # generic word
    assert_rule_finds(PATTERNS, "loc_after_facility_comma", "St Luke's Hospital, Tower Block.", None)  # a building
    assert_rule_finds(PATTERNS, "loc_after_facility_comma", "Community Clinic, Monday.", None)
    assert_rule_finds(PATTERNS, "loc_before_admin_unit", "Contact: uncle, Hopkins Village, Stann Creek District", "Hopkins Village")
    assert_rule_finds(PATTERNS, "loc_before_admin_unit", "Notified: health team, Lane County", None)  # generic words
    assert_rule_finds(PATTERNS, "loc_town_after_street8", "letter posted to 27 Moorside Close, Todmorden.", "Todmorden")
    assert_rule_finds(PATTERNS, "loc_town_after_street8", "Flat at 12 Kings Road, Ground Floor", None)
    assert_rule_finds(PATTERNS, "loc_header_place_after_date", "CASE CONFERENCE - 3 March 2026 - Dodoma\n", "Dodoma")
    assert_rule_finds(PATTERNS, "loc_header_place_after_date", "Report - 3 March 2026 - Final\n", None)


def test_uk_533_and_extension():
    assert_rule_finds(PATTERNS, "phone8_uk_533", "Surgery on 01865 555 213 any weekday", "01865 555 213")
    assert_rule_finds(PATTERNS, "phone8_uk_533", "NHS 485 777 3456 checked", None)  # NHS number shape
    assert_rule_finds(PATTERNS, "phone8_uk_533", "counts 01865 555 213 4", None)  # a longer digit run
    assert_rule_finds(PATTERNS, "phone8_x_ext", "23:10 bleeped x5521 re fluids", "x5521")
    assert_rule_finds(PATTERNS, "phone8_x_ext", "magnified x1000 under oil", None)
    assert_rule_finds(PATTERNS, "phone8_x_ext", "doses x2 from day 3", None)


def test_bracket_and_lower_case_towns():
    assert_rule_finds(PATTERNS, "loc_paren_town_close", "Mother Aline (market vendor, Curepipe) phoned", "Curepipe")
    assert_rule_finds(PATTERNS, "loc_paren_town_close", "result = f(x, None)", None)  # code
    assert_rule_finds(PATTERNS, "loc_paren_town_close", "(reviewed by Dr Okafor, Monday)", None)
    assert_rule_finds(PATTERNS, "loc_lower_place", "sorry for the delay, my dad worked for years in peckham as a cabbie", "peckham")
    assert_rule_finds(PATTERNS, "loc_lower_place", "Sorry, my dad worked for years in peckham", None)  # a capital on the line
    assert_rule_finds(PATTERNS, "loc_lower_place", "please remember to run the tool and then lint", None)


def test_norwegian_number():
    assert_rule_finds(PATTERNS, "id8_no_fnr", "Pasient (fnr 030791 55521), dykker", "030791 55521")
    assert_rule_finds(PATTERNS, "id8_no_fnr", "D-nummer: 43079155521", "43079155521")
    assert_rule_finds(PATTERNS, "id8_no_fnr", "fnr 331391 55521", None)  # no month 13
    assert_rule_finds(PATTERNS, "id8_no_fnr", "fnr 030791 555", None)  # too short
