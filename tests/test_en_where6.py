"""English places in the forms of packs/en_where6.py (issue #22, session 16): airport codes on a travel
line, state codes around towns and licences, ZIP codes after a town, interstates and motorways, plots,
lots, villages, compounds and chapters, streets after a shop, sites, islands, rivers and ski runs.

Every line was written for this test in wordings of its own (none copied from an evaluation set); each
positive names the rule that finds it, and the negatives hold the look-alikes the rules must leave alone
(clinical abbreviations that are also airport codes, credentials after a name, iodine isotopes and
immigration forms, vaccine lot numbers, pulleys and receptors, drugs, weekdays)."""

from __future__ import annotations

import time

import pytest

from multideid.base_systems.packs import en_where6
from multideid.base_systems.packs.en_where6 import airport_codes, interstate_ok
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule

PATTERNS = en_where6.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


def test_airport_codes_list():
    codes = airport_codes()
    assert len(codes) > 5000
    assert {"LHR", "JFK", "NBO", "GBE"} <= codes
    assert "ICU" not in codes and "EMS" not in codes


def test_interstate_numbers():
    assert interstate_ok(95) and interstate_ok(405) and interstate_ok(35)
    assert not interstate_ok(3) and not interstate_ok(50) and not interstate_ok(131)
    assert not interstate_ok(94) and interstate_ok(94, "stuck in traffic on")


@pytest.mark.parametrize("rule,text,value", [
    # airports
    ("loc_airport_pair", "Booking: flight QR 1402 05JAN NBO-DOH, seat 31C", "NBO"),
    ("loc_airport_pair", "Booking: flight QR 1402 05JAN NBO-DOH, seat 31C", "DOH"),
    ("loc_airport_pair", "itinerary ORD/ZRH/ATH, wheelchair requested", "ZRH"),
    ("loc_airport_pair", "Return leg MEL to AKL on the 9th, boarding pass lost", "AKL"),
    ("loc_airport_pair", "Pax: OKAFOR/NNEKA MS   KQ 310 14FEB NBO-ACC   wheelchair", "ACC"),
    ("loc_airport_hub", "Arrived on the red-eye, flew in from PHX yesterday", "PHX"),
    ("loc_airport_hub", "cabin crew member, based out of YYZ, on rotating rosters", "YYZ"),
    ("loc_airport_name", "ramp agent at O'Hare, nights", "O'Hare"),
    ("loc_airport_name", "delayed at Logan after the flight from Lisbon", "Logan"),
    ("loc_airport_word", "collapsed in Jomo Kenyatta International Airport arrivals", "Jomo Kenyatta International Airport"),
    ("loc_airport_named", "collapsed at CDG airport before boarding", "CDG"),
    # states and ZIP codes
    ("loc_town_state_addr", "Employer: Millbrook Foundry, 42 Canal St, Lancaster PA; shift lead", "PA"),
    ("loc_town_state_addr", "Employer: Millbrook Foundry, 42 Canal St, Lancaster PA; shift lead", "Lancaster"),
    ("loc_town_state_addr", "Moved here from Annapolis, MD in the spring", "MD"),
    ("loc_town_state_addr", "Mailing: PO Box 17, Helena MT 59601", "59601"),
    ("loc_town_au_state", "Next of kin lives in Ballarat VIC, phone on file", "VIC"),
    ("loc_state_licence_code", "ID checked: driver's license OH R4412-771-08", "OH"),
    ("loc_state_licence_code", "Photo ID: DL# NJ 55120-33871-44010", "NJ"),
    ("loc_state_before_licence", "He showed a CO DL and an insurance card", "CO"),
    ("loc_state_licence_code", "silver sedan, licence plate MI BKR-4410, parked in bay 3", "MI"),
    ("loc_zip_after_town", "Lives at 718 Poplar Ave, Memphis 38105 with his sister", "38105"),
    # roads
    ("loc_interstate", "rear-ended while merging onto I-70 at rush hour", "I-70"),
    ("loc_interstate", "Lives just off I-494 near the airport", "I-494"),
    ("loc_interstate_spaced", "rolled his truck on I 81 near the state line", "I 81"),
    ("loc_motorway_junction", "tailback on the M4 J18 after the crash", "M4"),
    ("loc_uk_road", "lorry driver, jack-knifed on the M62 in the snow", "M62"),
    ("loc_uk_road", "car left the A470 near Brecon and rolled", "A470"),
    # address runs
    ("loc_plot_run", "Residence: Stand 4471, Budiriro 5, Harare", "Stand 4471"),
    ("loc_address_section", "of Plot 2207, Extension 9, Lobatse", "Extension 9"),
    ("loc_lot_named", "Home: Lot 31, Bellevue Plantation, St. Philip", "Lot 31, Bellevue Plantation"),
    ("loc_lot_named", "rice farmer of Lot 8 Number 51 Village, Corentyne", "Lot 8 Number 51 Village"),
    ("loc_numbered_village", "Address: Number 72 Village, East Berbice", "Number 72 Village"),
    ("loc_house_no_estate", "Address: H.No. 8-2-293, Road No. 12, Hyderabad", "H.No. 8-2-293"),
    ("loc_address_section", "Residence: Plot 90, Area 49, Lilongwe", "Area 49"),
    ("loc_np_ward", "Address: Bhimeshwar Municipality-3, Dolakha", "Bhimeshwar Municipality-3"),
    ("loc_house_no_estate", "Address: H/No. 27, Dansoman Estates, Accra", "H/No. 27, Dansoman Estates"),
    ("loc_settlement", "Home: Chawama Compound, Lusaka", "Chawama Compound"),
    ("loc_village_label", "Patient: Grace Phiri   Village Chinsapo, TA Chitukula, Lilongwe", "Chinsapo"),
    ("loc_traditional_authority", "Patient: Grace Phiri   Village Chinsapo, TA Chitukula, Lilongwe", "Chitukula"),
    ("loc_district_after_comma", "Village Chinsapo, TA Chitukula, Dedza district", "Dedza"),
    # a capitalised Division is part of the name, another rule's span
    ("loc_district_after_comma", "Village: Bugolobi, Nakawa Division", None),
    ("loc_chapter", "No street address. Chapter: Tsaile.", "Tsaile"),
    ("loc_reservation", "grew up on the Wind River Reservation in Wyoming", "Wind River Reservation"),
    # informal text
    ("loc_distance_from_place", "Home is a trailer 14 miles south of Kayenta, no address", "Kayenta"),
    ("loc_distance_from_place", "farm about 8 km outside Mchinji (dirt road)", "Mchinji"),
    ("loc_street_word_world", "Address: 12, Triq San Pawl, Naxxar", "12, Triq San Pawl"),
    ("loc_street_word_world", "Makazi: Mtaa wa Uhuru, Ilala", "Mtaa wa Uhuru"),
    ("loc_site_in", "a welder hurt at a work site in Al Barsha, per PRO", "Al Barsha"),
    ("loc_shop_on_street", "my dad got his flu shot at Walgreens on Fairmount last week", "Fairmount"),
    ("loc_site_in", "injured at a construction site in Jebel Ali.", "Jebel Ali"),
    ("loc_ski_run", "Ski patrol report. Trail: Widow's Web, lower pitch", "Widow's Web"),
    ("loc_on_island", "she grew up on Guam and moved here at 20", "Guam"),
    ("loc_on_island", "a summer job as a fishing guide on Kodiak, then school", "Kodiak"),
    ("loc_water_body", "capsized kayak on the Youghiogheny River yesterday", "Youghiogheny River"),
    ("loc_numbered_suburb", "Now staying with her aunt at Waigani Stage 4; came by bus", "Waigani Stage 4"),
    ("loc_numbered_suburb", "She moved from Kayole 12, Nairobi, last year", "Kayole 12"),
])
def test_rules_find(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("text", [
    # airport codes that are clinical abbreviations, or codes without a travel word
    "ABG-VBG pair drawn before the flight of stairs test",
    "BID/TID dosing discussed; no flights planned",
    "ECG-CXR done, transferred from ICU to CCU",
    "SpO2 94 on RA; LFTs: ALT-AST ratio 2.1; CO2 24 ALT/AST up",
    "PT CALLED IN 10 MIN\nKOS - CAN I TAKE COLACE WITH FOOD",
    "Ohio plates? I 5 times tried; I 94 form",
    "Nurse from SFO ward",  # no travel word
    "seen by Dr Logan at 3pm; referred to Pearson for review",
    "lives on Airport Road by the Airport clinic",
    "flight of ideas, pressured speech, came in from MAN clinic",
    # credentials after a name, not a town and its state
    "Reviewed by Jun Park, PA and Lee Brown, MD",
    "Witness: Dana Ortiz, MA   Date 03/04/2026",
    "Counsellor: Kim Lutz, MS, LPC",
    "Paged ext 4417, Madison PA answered",
    # isotopes, forms and clinical grades
    "Graves disease treated with I-131 in 2015; I-125 seed localisation",
    "Form I-94 and I-20 reviewed by the international office",
    "Stage I-II disease; grade I-3 nope",
    # UK road look-alikes
    "Release of the A1 pulley of the ring finger",
    "the M1 receptor antagonist; the A2 segment of the ACA",
    # lots and plots that are not places
    "Vaccine: Lot 5, exp 12/2026, Pfizer",
    "Plot 3, Figure 2 shows the residuals",
    # shops and drugs, weekdays, legal names
    "Admitted to ICU on Heparin drip",
    "seen at Mercy on Monday and Thursdays",
    "under the Treaty on European Union",
    # chapters and villages that are not places
    "Chapter: Introduction",
    "Village Health Worker visited twice",
    # numbered things that are not suburbs
    "switched from Lantus 20; now in Room 12, Tanner Stage 2, from Zone 3.",
    "from March 12, 2020 until today",
    # distances that are anatomy or exercise
    "mass 3 cm N of the umbilicus; walked 2 miles from Home, ran 5 km from Monday",
    "a camp in Summer; the site in Good Condition.",
    # rivers and islands that are not
    "on Lasix, on Humira since May, on Medicaid.",
])
def test_rules_ignore_look_alikes(text):
    assert not matches_by_rule(PATTERNS, text)


def test_rules_base_keeps_the_pieces(rules):
    spans = found(rules, "Placement: 211 W 9th St, Lorain 44052 (kin); flight AA 12 CLE-DFW")
    assert ("44052", "LOCATION") in spans
    assert ("CLE", "LOCATION") in spans and ("DFW", "LOCATION") in spans
    spans = found(rules, "Valuables: driver licence MN K441-2290-8812, keys")
    assert ("MN", "LOCATION") in spans


def test_hostile_input_is_fast():
    text = ("AAA-" * 4000) + "\n" + ("Lot 5, " * 2000) + ("Plot 12, " * 2000) + ("Aa Bb " * 3000) + ("at Xx on Yy " * 2000)
    t0 = time.perf_counter()
    for p in PATTERNS:
        p.find(text)
    assert time.perf_counter() - t0 < 5.0
