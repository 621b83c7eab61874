"""en_addr7: address blocks and inline addresses in any case, US state and ZIP as two spans (invented text)."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_addr7
from multideid.base_systems.packs.en_addr7 import PATTERNS, country_name, read_address

_BY_NAME = {p.name: p for p in PATTERNS}


def _found(text: str, name: str | None = None) -> list[str]:
    pats = [_BY_NAME[name]] if name else PATTERNS
    return sorted({text[s:e] for p in pats for s, e, _ in p.find(text)})


def test_module_is_small_and_documented():
    assert en_addr7.__doc__ and len(open(en_addr7.__file__, encoding="utf-8").read().splitlines()) < 420


@pytest.mark.parametrize(
    "text, state, zip_",
    [
        ("Mailing: 12 Quarry Lane, Dayton, OH 45402", "OH", "45402"),
        ("seen at 9 Birch Rd, Provo, UT 84601-1234.", "UT", "84601-1234"),
        ("PCP office: 77 Elm Court, Topeka, Kansas 66603. Phone", "Kansas", "66603"),
    ],
)
def test_state_and_zip_are_two_spans(text, state, zip_):
    got = _found(text, "loc_state_zip_split")
    assert state in got and zip_ in got and f"{state} {zip_}" not in got


def test_state_code_that_is_a_word_needs_an_address():
    assert _found("Interpreter by phone, ID 55817 used", "loc_state_zip_split") == []
    assert _found("LanguageLine ID 55841 today", "loc_state_zip_split") == []
    assert _found("4 Kestrel Way, Boise, ID 83702", "loc_state_zip_split") == ["83702", "ID"]


def test_lower_case_block_uk():
    text = "[2/2/19 9:00am] mailing address:\nperpetua q. vandersloot\n17 marsh meadows\nquillbridge\nunited kingdom kt19 4ab\n\nnext"
    got = _found(text, "loc_address_block")
    assert got == sorted(["17 marsh meadows", "quillbridge", "united kingdom", "kt19 4ab"])


def test_title_case_block_with_unit_and_postcode_first():
    text = "Address on file (abroad):\nIlse Brandtner\nOrvieto Trading\nKastanienweg 41\nUnit 12\n6020 Innsbruck\nAustria\nMobile: +43 555 0101"
    got = _found(text, "loc_address_block")
    assert got == sorted(["Kastanienweg 41", "Unit 12", "6020", "Innsbruck", "Austria"])


def test_all_caps_block_sweden():
    text = "MAILING ADDRESS:\nBORGHILD SANDVIK\nLINGONVÄGEN 7\nFALUN\nSWEDEN 79131\n"
    got = _found(text, "loc_address_block")
    assert {"LINGONVÄGEN 7", "FALUN", "SWEDEN", "79131"} <= set(got)


def test_all_caps_inline_message():
    text = "HI, THIS IS HIS DAUGHTER. WE MOVED TO 42 TANNERY CROSSING, ALBANY, NY 12207. PLEASE UPDATE THE FILE."
    got = _found(text, "loc_address_block")
    assert got == sorted(["42 TANNERY CROSSING", "ALBANY", "NY", "12207"])


def test_ship_to_block_puerto_rico():
    text = "Ship to:\nMaria Lopez\n55 Calle Luna\nPonce, PR 00716\nUSA\n"
    assert _found(text, "loc_address_block") == sorted(["55 Calle Luna", "Ponce", "PR", "00716", "USA"])


def test_housing_grid_address_and_deliver_to():
    text = "Housing: 410 S 300 W #12, Salt Lake City. Mother works nights."
    assert _found(text, "loc_address_block") == ["410 S 300 W #12", "Salt Lake City"]
    assert _found("Lives at 250 N 900 E, Logan", "loc_grid_street") == ["250 N 900 E"]
    text = "Deliver to: 3 Harbour View, Suite 2, Cobh, Ireland"
    assert _found(text, "loc_address_block") == sorted(["3 Harbour View, Suite 2", "Cobh", "Ireland"])


def test_inline_europe_with_prose_after():
    text = "She grew up at Via dei Tigli, 14 Scala B, 40121 Bologna, Italy and moved here in 1998."
    assert _found(text, "loc_address_block") == sorted(["Via dei Tigli, 14 Scala B", "40121", "Bologna", "Italy"])
    text = "I'm staying with my aunt at Bredgade 88, 8000 Aarhus until May 3."
    assert _found(text, "loc_address_block") == sorted(["Bredgade 88", "8000", "Aarhus"])


def test_inline_ireland_eircode_and_poland():
    text = "Permanent address: 14 Kilbride Road, Ballyfoyle V94 X2Y7, Ireland. Visiting"
    assert {"14 Kilbride Road", "V94 X2Y7", "Ireland"} <= set(_found(text, "loc_address_block"))
    text = "Address on file:\nJan Kowal\nul. Lipowa 5\n31-052 Kraków\nPoland\n"
    assert {"ul. Lipowa 5", "31-052", "Kraków", "Poland"} <= set(_found(text, "loc_address_block"))


def test_letterhead_line_closing_with_state_zip():
    text = "dr. ann roe\nlakeshore heart institute\n918 willow bend, cedar falls, iowa 50613\n\nre: patient"
    assert {"918 willow bend", "iowa", "50613"} <= set(_found(text, "loc_address_line"))


def test_whole_town_before_state():
    text = "P.O. Box 4412, Salt Lake City, UT 84130"
    assert _found(text, "loc_city_before_state") == ["Salt Lake City"]


def test_office_town():
    assert _found("* Dr. Okafor's office, Ravenmoor\n", "loc_office_town") == ["Ravenmoor"]


@pytest.mark.parametrize(
    "text",
    [
        "Address: see chart\nPlan:\n1 tab daily\n2 weeks\n",
        "Address: unchanged\n\nMeds:\nLisinopril 10 mg daily\nMetformin 500 mg bid\n",
        "Address:\n1 tab daily\n2 weeks\n",
        "Plan:\n1 tab daily\n2 weeks\n3 refills\n",
        "Home address: on file, unchanged since 2019.",
        "Labs:\nSodium 139\nPotassium 4.1\nCreatinine 88\n",
        "Address:\nSee demographics sheet\nNo change\n",
        "Pt moved to 5 West, stable overnight.",
        "Lives at home with wife, independent in ADLs.",
        "Signed,\nDr. Ann Roe, MD\nInternal Medicine\n",
        "| Drug | Dose |\n| Amoxicillin | 500 mg |\n| Address: | none |",
        "Hi Dr. Roe, I moved my appointment to Tuesday, OK 12345 times.",
    ],
)
def test_negatives(text):
    assert _found(text) == []


def test_read_address_needs_two_parts():
    assert read_address([(0, "12 Oak Street")], name_first=False, strong=False) == []
    assert read_address([(0, "see chart")], name_first=False, strong=True) == []
    assert read_address([(0, "12 Oak Street"), (14, " Dunmore")], name_first=False, strong=False, inline=True) != []


def test_country_name_any_case():
    assert country_name("UNITED KINGDOM") and country_name("czech republic") and country_name("USA")
    assert not country_name("Chart") and not country_name("Daily")


def test_lower_case_town_before_state_and_zip():
    text = "social history: lives alone at 12 heron street, east walter, nd 58102. works nights"
    assert _found(text, "loc_address_block") == sorted(["12 heron street", "east walter", "nd", "58102"])


def test_street_without_number_then_postcode_and_country_then_prose():
    text = "Permanent address: rue des Tanneurs, 67000 Strasbourg. Visiting family"
    assert _found(text, "loc_address_block") == sorted(["rue des Tanneurs", "67000", "Strasbourg"])
    text = "Lived at Lindenweg 4/2, 6900 Bregenz am See, Austria until 2011; moved here"
    assert _found(text, "loc_address_block") == sorted(["Lindenweg 4/2", "6900", "Bregenz am See", "Austria"])


def test_no_is_a_unit_only_with_a_number():
    text = "Address: 8 Fjellveien, 5003 Bergen, Norway until June"
    assert "Norway" in _found(text, "loc_address_block")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Send to:\nc/o Mary Okonjo\n14 Brudenell Grove\nLeeds LS6 1HR\nUK\n", ["14 Brudenell Grove", "Leeds", "LS6 1HR", "UK"]),
        ("Home address:\n88 Dufferin Street, Unit 4\nToronto, ON M6H 4B6\nCanada\n",
         ["88 Dufferin Street, Unit 4", "Toronto", "ON", "M6H 4B6", "Canada"]),
        ("Address:\n22 Marine Tce\nFremantle WA 6160\nAustralia\n", ["22 Marine Tce", "Fremantle", "WA", "6160", "Australia"]),
        ("HOME ADDRESS:\n5 RUE DU MOULIN\n69002 LYON\nFRANCE\n", ["5 RUE DU MOULIN", "69002", "LYON", "FRANCE"]),
        ("Mailing address:\nKees Jansen\nKeizersgracht 123\nApt. 4\n1015 CJ Amsterdam\nNetherlands\n",
         ["Keizersgracht 123", "Apt. 4", "1015 CJ", "Amsterdam", "Netherlands"]),
    ],
)
def test_blocks_of_several_countries(text, expected):
    assert _found(text, "loc_address_block") == sorted(expected)
