"""English phones, addresses, postcodes and user names of more countries and forms
(packs/en_where4.py; issue #22, session 14).

Every line was written for this test in wordings of its own (none copied from an evaluation set);
each positive names the rule that finds it, and the negatives hold the look-alikes the rules must
leave alone: page and lot numbers, counts, vaccine lots, ALL CAPS prose with "DR.", form fields
whose value is no place, snake_case words."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_where4
from multideid.base_systems.packs.en_where4 import spoken_digits
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule

PATTERNS = en_where4.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


def test_spoken_digits():
    assert spoken_digits("oh two oh, seven nine four six, double oh three one") == "02079460031"
    assert spoken_digits("triple five one two") == "55512"


@pytest.mark.parametrize("rule,text,value", [
    ("phone_bleep", "Please bleep the registrar on 2231 if NEWS > 5.", None),  # "on" between: left to the learned bases
    ("phone_bleep", "Surgical SHO bleep: 5517", "5517"),
    ("phone_bleep", "call the ward clerk, ext. 40912", "40912"),
    ("phone_bleep", "Pharmacy extension 7734 for queries", "7734"),
    ("phone_bleep", "Vocera 3318 - charge nurse", "3318"),
    ("phone_page_verb", "please page me at 55127 when the results are back", "55127"),
    ("phone_intl_plus", "WhatsApp her on +234 803 555 0147 tonight", "+234 803 555 0147"),
    ("phone_intl_plus", "UK office +44 (0)113 496 0521", "+44 (0)113 496 0521"),
    ("phone_eight_digit", "NOK: son Ravi, HP 8555 0142", "8555 0142"),
    ("phone_eight_digit", "please call her mobile 6555-0123 after 6pm", "6555-0123"),
    ("phone_spoken", "my number is oh two oh seven nine four six oh eight one two", "oh two oh seven nine four six oh eight one two"),
    ("phone_spoken", "call back on nine one seven, five five five, zero one four two", "nine one seven, five five five, zero one four two"),
    ("phone_spoken", "reach me at six one two double five five oh one nine nine", "six one two double five five oh one nine nine"),
    ("phone_ocr", "Home tel (503) 555-0?47 (smudged)", "(503) 555-0?47"),
    ("phone_ocr", "cell 212.555.01?? per scan", "212.555.01??"),
    # addresses
    ("loc_block_street", "Address: Blk 88 Tampines Avenue 5 #12-340, Singapore 520088", "Blk 88 Tampines Avenue 5 #12-340"),
    ("loc_block_street", "lives at Block 12A Toa Payoh Lorong Central", "Block 12A Toa Payoh Lorong Central"),
    ("loc_block_street", "Residence: Blk 3 Lot 9 Camia Street, Brgy. Malanday", "Blk 3 Lot 9 Camia Street"),
    ("loc_barangay", "from Brgy. Santo Niño, Marikina", "Brgy. Santo Niño"),
    ("loc_barangay", "transferred from Barangay 176, Caloocan", "Barangay 176"),
    ("loc_barangay", "Purok 4, Brgy. Mabini, Davao City", "Brgy. Mabini"),
    ("loc_barangay", "Address: Mohalla Qasimabad, Multan", "Mohalla Qasimabad"),
    ("loc_lot_plot", "Home address: Plot 22 Kira Road, Kampala", "Plot 22 Kira Road"),
    ("loc_house_no", "Address: House No. 52, Street 11, G-9/1, Islamabad", "House No. 52, Street 11"),
    ("loc_house_no", "Plot 88, Sector 14, Faridabad", "Plot 88, Sector 14"),
    ("loc_street_malay", "No. 3, Jalan Tun Razak, 50400 Kuala Lumpur", "No. 3, Jalan Tun Razak"),
    ("loc_street_malay", "stays at 12 Lorong 4, Geylang", "12 Lorong 4"),
    ("loc_unit_slash_street", "Unit 3/45 Beach Rd, Bondi", "Unit 3/45 Beach Rd"),
    ("loc_unit_slash_street", "moved to 7/112 Ocean Parade", "7/112 Ocean Parade"),
    ("loc_lot_plot", "She resides at Lot 5 Gordon Town, St. Andrew", "Lot 5 Gordon Town"),
    ("loc_numbered_district_city", "Flat 4, 22 Pearse St, Dublin 2", "Dublin 2"),
    ("loc_flat_world", "Flat 0/2, 41 Cathcart Road, Glasgow", "Flat 0/2, 41 Cathcart Road"),
    ("loc_flat_world", "3F2, 14 Marchmont Crescent", "3F2, 14 Marchmont Crescent"),
    ("loc_rural_route", "Mailing: RR 4 Box 118, Sedalia", "RR 4 Box 118"),
    ("loc_rural_route", "HC 61 Box 12, Ely", "HC 61 Box 12"),
    ("loc_rural_route", "Box 207, RR 3, Mapleton", "Box 207, RR 3"),
    ("loc_street_caps", "ADDR: 4410 S KEDZIE AVE APT 2R", "4410 S KEDZIE AVE APT 2R"),
    ("loc_street_caps", "SHIP TO 77 ELM ST", "77 ELM ST"),
    ("loc_city_state_caps", "1400 MAIN ST, SAN JOSE, CA 95112", "SAN JOSE"),
    ("loc_postcode_after_city", "14 Kowhai Street, Gisborne 4010", "4010"),
    ("loc_postcode_after_city", "22 Anna Salai, Chennai - 600002", "600002"),
    ("loc_postcode_after_city", "Mail to 9 Ring Road, Lahore 54000\n", "54000"),
    ("loc_postcode_field", "Postcode: 3?21 (hard to read)", "3?21"),
    ("loc_postcode_field", "Eircode: T12 X5KP", "T12 X5KP"),
    ("loc_postcode_field", "zip code 02139-4307", "02139-4307"),
    ("loc_eircode", "Ballincollig, Co. Cork P31 KX27", "P31 KX27"),
    ("loc_field_place", "NAME: Orla Kinsella   TOWN: Castlebar   COUNTY: Mayo", "Castlebar"),
    ("loc_field_place", "City: Mississauga\nProvince: ON", "Mississauga"),
    # user names
    ("username_reddit", "shared by u/night_shift_nurse on a forum", "night_shift_nurse"),
    ("username_at_handle", "thanks @dr.okoye_peds for the tip", "dr.okoye_peds"),
    ("username_at_handle", "cc @jfernsby", "jfernsby"),
    ("username_at_handle", "see you @home tomorrow", None),  # "at home", an English word
    ("username_underscore_cued", "moderator (NurseBetty_72) locked the thread", "NurseBetty_72"),
    ("username_underscore_cued", "reply from sleepless_in_leeds: same here", "sleepless_in_leeds"),
    ("username_underscore_cued", "posted by mama_of_twins_22 yesterday", "mama_of_twins_22"),
])
def test_contact_rules_find(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("text", [
    "Page 12 of 40; see page 2231",
    "Lot 5512 of the vaccine given; plot of the data",
    "NOTED MELENA ON MAR 7 AND CALLED DR. BROWN",
    "TAKE 2 TABS BY MOUTH DAILY",
    "State: alert and oriented; Town: not known",
    "Country: unknown   City: Stable",
    "the snake_case variable and my_var in the script",
    "one two three four five",  # five digits: no phone
    "BP 120/80, HR 88, count 3555 0142 cells",
    "He walked 5 km in 9 days",
    "page 2 of 4; Page 12 of 40",
    "knee extension 170 degrees; hip extension 120; extension 1200 deg",
    "mail to ops@example.org",
    "INR +2.5 today; K+ 3.4; +1 pitting oedema; +12 kg since May",
])
def test_contact_rules_ignore_look_alikes(text):
    assert not matches_by_rule(PATTERNS, text)


def test_through_the_rules_base(rules):
    text = "Bleep 4471. Address: Blk 215 Bedok North Road #04-22, Singapore 460215\nRR 2 Box 9, Waupaca"
    got = found(rules, text)
    for value in ("4471", "Blk 215 Bedok North Road #04-22", "460215", "RR 2 Box 9"):
        assert any(v == value for v, _ in got), value
