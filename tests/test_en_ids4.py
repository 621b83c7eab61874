"""English identifiers after generic cues, partial SSNs, trial subject numbers, reference codes and
national numbers of more countries (packs/en_ids4.py; issue #22, session 14).

Every line was written for this test in wordings of its own (none copied from an evaluation set);
each positive names the rule that finds it, and the negatives hold the look-alikes the rules must
leave alone (rooms, beds, lots, pages, doses, dates, ranges, store branches, protocol numbers)."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_ids4
from multideid.base_systems.packs.en_ids4 import cpf_ok, id_value_ok
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule

PATTERNS = en_ids4.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


def test_cpf_check_digits():
    assert cpf_ok("529.982.247-25")  # the Receita Federal's published example
    assert cpf_ok("52998224725")
    assert not cpf_ok("529.982.247-26")
    assert not cpf_ok("111.111.111-11")  # all equal digits pass the sums but are invalid


@pytest.mark.parametrize("value,ok", [
    ("55501-177", True), ("HX-7731-02", True), ("12/2024/0093", True), ("555-07-21", True),
    ("11/12/2024", False), ("2024-11-12", False), ("3-5", False), ("120/80", False), ("12.5", False), ("14:30", False), ("42", False),
])
def test_id_value_ok(value, ok):
    assert id_value_ok(value) is ok


@pytest.mark.parametrize("rule,text,value", [
    ("id_cue_generic", "Inmate No. 55501-177, housing unit C", "55501-177"),
    ("id_cue_generic", "Court file: Docket No 2025-CV-00912 (family court)", "2025-CV-00912"),
    ("id_cue_generic", "Registration No.: KMPDC/A/5531 (medical council)", "KMPDC/A/5531"),
    ("id_cue_generic", "ACC Claim Number: 10555-2231-A lodged", "10555-2231-A"),
    ("id_cue_generic", "Pension No: 884-55-01733 on the form", "884-55-01733"),
    ("id_cue_generic", "Donor ID 77-555-9012 cross-matched", "77-555-9012"),
    ("id_cue_generic", "Her SASSA Number is 5550117 according to the grant letter", "5550117"),
    ("id_cue_generic", "Waitlist # WL-22019 confirmed", "WL-22019"),
    ("id_cue_generic", "CLAIMANT NO: 00555-8812", "00555-8812"),
    ("id_cue_lower", "Driver's licence number D555-0127-8843 photocopied", "D555-0127-8843"),
    ("id_cue_lower", "her passport no. P5550123A expires next year", "P5550123A"),
    ("id_cue_lower", "UNHCR case # 555-22C01883 on the referral", "555-22C01883"),
    ("id_cue_lower", "the booking number is 2025-005512", "2025-005512"),
    ("id_ssn_last4", "verified identity with SSN (last 4): 0193 and DOB", "0193"),
    ("id_ssn_last4", "Member ID ends in 4471, plan active", "4471"),
    ("id_ssn_last4", "the MRN (last 4) 0193 matches", "0193"),
    ("id_ssn_last4", "last four of SSN 2231, confirmed by caller", "2231"),
    ("id_ssn_last4", "Caller gave last 4 digits of social security: 7781", "7781"),
    ("id_ssn_last4", "SSN ending in 4409 on the claim", "4409"),
    ("id_ssn_last4", "Vet ID check - LAST4: 6620", "6620"),
    ("id_ssn_last4", "Card (last four) 9914 declined", "9914"),
    ("id_ssn_masked", "SSN xxx-xx-5512 on file", "xxx-xx-5512"),
    ("id_ssn_masked", "social: ***-**-0417", "***-**-0417"),
    ("id_ssn_masked", "Aadhaar XXXX XXXX 5512 seen", "XXXX XXXX 5512"),
    ("id_ssn_masked", "paid with card ****-****-****-8841", "****-****-****-8841"),
    ("id_trial_subject", "Subject 021-0044 reported dizziness on day 8.", "021-0044"),
    ("id_trial_subject", "SUBJECT NO. 1102-005 withdrew consent", "1102-005"),
    ("id_trial_subject", "Subj# AB1-0092: query resolved", "AB1-0092"),
    ("id_trial_subject_cued", "The sponsor asked that patient 07-118 repeat the ECG per protocol.", "07-118"),
    ("id_trial_subject_cued", "SAE for participant 3301-0047, study drug held", "3301-0047"),
    ("id_trial_site", "Protocol BRV-117, Site 2203, Investigator Dr Okafor", "2203"),
    ("id_trial_site", "eCRF entries for site 0415 subject 0415-009 are complete", "0415"),
    ("id_reference_code", "appeal filed under reference UHC-2025-55103", "UHC-2025-55103"),
    ("id_reference_code", "please quote claim 5550-2214-88 on all mail", "5550-2214-88"),
    ("id_reference_code", "tracking 1Z999AA10123456784 shows delivered", None),  # no dash groups: left to other rules
    ("id_reference_code", "opened ticket INC0555123 with IT", "INC0555123"),
    ("id_reference_code", "section papers, ref 5550/25, in the folder", "5550/25"),
    ("id_national_cnic", "guardian CNIC 42101-5550987-1 copied", "42101-5550987-1"),
    ("id_national_philhealth", "PhilHealth PIN 01-555123456-9 active", "01-555123456-9"),
    ("id_national_sss", "SSS no. 34-5550192-8 for the sickness benefit", "34-5550192-8"),
    ("id_national_cpf", "CPF 529.982.247-25 conferido", "529.982.247-25"),
    ("id_national_cpf_run", "cpf: 52998224725", "52998224725"),
    ("id_national_nin", "NIN 55501234567 verified with NIMC", "55501234567"),
    ("id_national_nhi_shape", "his NHI, which I read off the letter, is ZAB12CD", "ZAB12CD"),
    ("id_national_nhi_shape", "NHI: ZQP5521 (card sighted)", "ZQP5521"),
])
def test_identifier_rules_find(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("text", [
    "Room No. 412, Bed No 2; moved to Bay 3 Bed 6",
    "Lot No. 5512AB expiry 2027-03; Batch No 77120",
    "WALGREENS #05531 and CVS #1187 both closed",
    "Page No. 3 of 12; Item No. 221 on the list",
    "Visit No 2 on 11/12/2024; Cycle No. 6",
    "Version No. 2.1.3 installed; Model No 5500",
    "Protocol No. 2024-118 amendment 3",  # the protocol is no person's identifier
    "Dexcom G7 sensor REF 5550-0127-01; Omnipod pod REF PDM-55012",  # a maker's catalogue number
    "Phone No: 0113 496 0521 and Fax No 0113 496 0522",
    "Hb 11.5; Grade No 3; Stage No 2",
    "Date No: 11/12/2024",
    "SSN on file; last 4 weeks no falls; last four days of pain",
    "room number 412; phone number 0113 496 0521; a card number was not given",
    "the total number 2000 of cells; policy number to follow; ref 120/80",
    "ratios 3-5 and 120/80, subject to change; Subject: pain 7/10",
    "patient 3 of 10 enrolled; participant 2 withdrew",
    "site of injection 2 cm; site 3 dressing changed",
    "reference range 3.5-5.0; see reference 12 for details",
    "the AAA1234 battery pack was replaced; NHI card lost in the car park last week",
    "ID 5 mg daily",
])
def test_identifier_rules_ignore_look_alikes(text):
    assert not matches_by_rule(PATTERNS, text)


def test_through_the_rules_base(rules):
    text = "Inmate No. 55501-177   SSN (last 4): 0193\nCNIC 42101-5550987-1, Subject 021-0044"
    got = found(rules, text)
    for value in ("55501-177", "0193", "42101-5550987-1", "021-0044"):
        assert (value, "ID") in got
