"""English identifiers and user names in the forms of packs/en_ids6.py (issue #22, session 16).

Every line was written for this test in wordings of its own (none copied from an evaluation set);
each positive names the rule that finds it, and the negatives hold the look-alikes the rules must
leave alone (dates, year ranges, card endings, doses, English words after "by")."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_ids6
from multideid.base_systems.packs.en_ids6 import national_value_ok
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found

PATTERNS = en_ids6.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


def test_national_value_ok():
    assert national_value_ok("KT/25/44871")
    assert national_value_ok("QB 44 82 17 D")
    assert not national_value_ok("2019-2024")  # a year range
    assert not national_value_ok("11/2024")  # a month and year
    assert not national_value_ok("12-03-2021")  # a date
    assert not national_value_ok("A-1234")  # too few digits


@pytest.mark.parametrize("rule,text,value", [
    ("id6_cued_national", "Guardian: uncle, NRC 448812/10/1, farmer", "448812/10/1"),
    ("id6_cued_national", "Ward 4   Registration no. KT/25/44871\nPt:", "KT/25/44871"),
    ("id6_cued_national", "Policy ZAX 8812 4471   Insurer: Coastline Mutual", "ZAX 8812 4471"),
    ("id6_cued_national", "Social Security No. QB 44 82 17 D\nAddress:", "QB 44 82 17 D"),
    ("id6_cued_national", "Insurance: Thiqa card THQ-448-11920. Seen by", "THQ-448-11920"),
    ("id6_cued_national", "driving licence MN B448-1120-9981-03 in the wallet", "B448-1120-9981-03"),
    ("id6_cued_national", "Medical aid no. BMA-88-401122 (Botswana)", "BMA-88-401122"),
    ("id6_cued_national", "TIN 448-120-771-000 on the invoice", "448-120-771-000"),
    ("id6_cued_national", "Health card 4471 208 119 KT (Ontario)", "4471 208 119 KT"),
    ("id6_no_code", "PROPERTY BAG No. P-448-2210 sealed by two staff", "P-448-2210"),
    ("id6_slash_code", "registered with MDCN/R/44812 since 2009", "MDCN/R/44812"),
    ("username6_login_is", "Login ID tbarzani4 was locked after three tries", "tbarzani4"),
    ("username6_login_is", "her username is mokoye_rn", "mokoye_rn"),
    ("username6_bracket_audit", "14:02 [hsaldana] printed AVS", "hsaldana"),
    ("id6_record_locator", "flight booked, PNR 7QK2ZD, aisle seat", "7QK2ZD"),
    ("id6_device_name", "Photos taken on device TAB-ORTHO-12 and uploaded", "TAB-ORTHO-12"),
    ("id6_device_name", "- Printer `RAD-2F-HP07` jammed", "RAD-2F-HP07"),
    ("id6_isbt_unit", "Transfused unit G1122 25 448190 7 (FFP) at 14:00", "G1122 25 448190 7"),
    ("id6_manuscript", "revised manuscript jmcr-2025-448812 returned", "jmcr-2025-448812"),
    ("id6_use_code", "to reply online use code QK4-77T-B2 at the portal", "QK4-77T-B2"),
    ("username6_system_by", "Chart accessed 02/03/26 14:10 by tbraithwaitek (break-glass)", "tbraithwaitek"),
    ("username6_system_by", "report exported by zokonkwo2 for the audit", "zokonkwo2"),
    ("username6_role_bare", "Pressure-ulcer audit, October (reviewer hqadirnaz)", "hqadirnaz"),
])
def test_rule_finds(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("rule,text", [
    ("id6_cued_national", "Visa card ending 4471, watch and ring"),
    ("id6_cued_national", "Registration 2019-2024 as a specialty trainee"),
    ("id6_cued_national", "policy 11/2024 applies"),
    ("id6_cued_national", "licence renewed 12-03-2021"),
    ("id6_cued_national", "card 2 of 3 sent"),
    ("id6_record_locator", "PNR pending, ask the airline"),
    ("id6_cued_national", "pan 44812-20 mixed"),
    ("id6_cued_national", "insurance 2019-2024 renewed"),
    ("id6_slash_code", "HIV/AIDS/2020 report"),
    ("id6_no_code", "Stage No. T-2-4 disease"),
    ("username6_login_is", "username is required to proceed"),
    ("username6_bracket_audit", "[note] viewed by the team"),
    ("id6_device_name", "device ID unknown, ECG-12 lead done"),
    ("id6_isbt_unit", "G1122 25 448190 7 steps were counted"),
    ("username6_system_by", "chart reviewed and signed by consultant today"),
    ("username6_system_by", "medication given by mouth, ordered by telephone"),
    ("username6_role_bare", "the reviewer agreed, auditor satisfied"),
])
def test_rule_leaves_alone(rule, text):
    assert_rule_finds(PATTERNS, rule, text, None)


def test_whole_rules_base_labels(rules):
    text = "Guardian: aunt, NRC 448812/10/1. PDMP queried 11/02/26 by tmwaleshiba."
    got = found(rules, text)
    assert ("448812/10/1", "ID") in got
    assert ("tmwaleshiba", "USERNAME") in got
