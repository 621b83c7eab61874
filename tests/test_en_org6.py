"""Care sites, organisations and professions of packs/en_org6.py (session 16, issue #22, helper org6).

Every sentence here was written for this test, with other names and wordings than the hand-written
sets. Positives name the rule that must find them; negatives hold the look-alikes: surgical specialties
and procedures before ``Surgery``, office-holders before ``General``, a person named like a ward,
generic departments before ``Services``, a score named ``SAS``, apps and portals in intercaps, a pharmacy in
a town, legal roles of relatives in brackets, ``ex-smoker``, care staff after a name."""

from __future__ import annotations

import pytest
from multideid.base_systems.packs.en_org6 import PATTERNS as ORG6
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize("rule, text, value", [
    # care sites
    ("hosp_gp_surgery", "Registered with Hollybush Surgery since 2015.", "Hollybush Surgery"),
    ("hosp_gp_surgery", "GP: Cranleigh Road Surgery, tel 01483 555 000", "Cranleigh Road Surgery"),
    ("hosp_gp_surgery", "Seen by the social prescriber (Northern Lights PCN) last week.", "Northern Lights PCN"),
    ("hosp_gp_surgery", "Letter to Quarrybank Medical Practice re: bloods.", "Quarrybank Medical Practice"),
    ("hosp_general_short", "Seen in Ravensmoor General A&E overnight.", "Ravensmoor General"),
    ("hosp_general_short", "Referral from Kestrelford General Palliative Care Team.", "Kestrelford General"),
    ("hosp_health_care_facility", "Tuba City Regional Health Care Corporation referral sent.", "Tuba City Regional Health Care Corporation"),
    ("hosp_health_care_facility", "Discharged home from Banff Mineral Springs Health Care Centre.", "Banff Mineral Springs Health Care Centre"),
    ("hosp_health_care_facility", "Stabilised at Kitwe Level 2 Hospital before transfer.", "Kitwe Level 2 Hospital"),
    ("hosp_health_care_facility", "Referred from Kisenyi Health Centre IV with fever.", "Kisenyi Health Centre IV"),
    ("hosp_health_care_facility", "Seen by the nurse at Pond Inlet Nursing Station.", "Pond Inlet Nursing Station"),
    ("hosp_gp_surgery", "Registered at Ballymun Primary Care Centre.", "Ballymun Primary Care Centre"),
    ("hosp_gp_surgery", "Treated at Kingsway Minor Injuries Unit.", "Kingsway Minor Injuries Unit"),
    ("hosp_ward_in_title", "Admitted To Willow Ward On Tuesday", "Willow Ward"),
    ("hosp_ward_before_hospital", "Thank You To Everyone On Heron Ward, Derriford Hospital", "Heron Ward"),
    ("hosp_home_before_type", "An 88-year-old from Ashcombe Grange (nursing home) with fever.", "Ashcombe Grange"),
    # organisations
    ("org_public_service", "Reported to Northern Ireland Blood Transfusion Service.", "Northern Ireland Blood Transfusion Service"),
    ("org_public_service", "Flown in by Alberta Health Services air ambulance.", "Alberta Health Services"),
    ("org_public_service", "Bus pass from the Halifax Regional Transit Authority.", "Halifax Regional Transit Authority"),
    ("org_ambulance_acronym", "Conveyed to hospital via YAS after the fall.", "YAS"),
    ("org_ambulance_acronym_before", "NEAS crew on scene at 14:02.", "NEAS"),
    ("org_air_medical", "Transport: AirMed 2 rotor wing ETA 15:10", "AirMed"),
    ("org_air_medical", "Sentinel Flight crew arrived at 03:40.", "Sentinel Flight"),
    ("org_journal", "Case submitted to the Journal of Medical Case Reports last week.", "Journal of Medical Case Reports"),
    ("org_intercap_by", "Overnight films read by StatRad; final report pending.", "StatRad"),
    ("org_shop_pharmacy", "Picked up from the pharmacy at Hy-Vee on Main St.", "Hy-Vee"),
    ("org_shop_label", "Preferred dispensary: Curaleaf in Bangor.", "Curaleaf"),
    ("org_pharmacy_suffix", "Compounded by Oakridge Compounding Pharmacy, 12 Elm St.", "Oakridge Compounding Pharmacy"),
    ("org_university", "She lectures at University of Glasgow on Fridays.", "University of Glasgow"),
    ("org_university", "Final-year student, University of Cape Town Medical School.", "University of Cape Town Medical School"),
    ("org_community_suffix", "Housing officer from Midland Heart Housing Association visited.", "Midland Heart Housing Association"),
    ("org_community_suffix", "Sings with the Treorchy Male Voice Choir on Mondays.", "Treorchy Male Voice Choir"),
    ("org_community_suffix", "Messages can be left at Many Farms Chapter House.", "Many Farms Chapter House"),
    # professions
    ("profession_ex", "Ex-stonemason, now housebound.", "stonemason"),
    ("profession_after_name", "Next of kin: Thomas Greene, taxi driver", "taxi driver"),
    ("profession_after_name", "Witness: Ana B. Lopes, school bus driver; present throughout.", "school bus driver"),
    ("profession_paren_after_name", "Son Kwabena Asante (safari guide) will drive her home.", "safari guide"),
    ("profession_paren_after_name", "Wife Grace Mensah (market trader) attended.", "market trader"),
    ("profession_before_org", 'Amend to "senior lecturer, University of Leeds" please.', "senior lecturer"),
])
def test_rule_finds(rule, text, value):
    assert_rule_finds(ORG6, rule, text, value)


@pytest.mark.parametrize("text", [
    "Booked for Cataract Surgery next month.",
    "Listed for Bariatric Surgery at the Royal.",
    "He is recovering from Knee Surgery.",
    "Follow-up in Vascular Surgery clinic.",
    "Letter copied to the Surgeon General and the Attorney General.",
    "Review of Systems General: no fever",
    "Holly Ward, 54, presented with chest pain.",
    "Referred to Adult Social Services and Child Protective Services.",
    "Environmental Services cleaned the room.",
    "Discussed with Patient Services.",
    "Diabetic Foot Service review.",
    "Team: Leeds Teaching Hospitals NHS Trust board.",
    "SAS score 3.",
    "Air ambulance ETA 20 min.",
    "Submitted to the ethics committee for review.",
    "Patient notified via MyChart and by iPhone.",
    "He logged his sugars through MyFitnessPal.",
    "Collect from the pharmacy in Leeds.",
    "Pharmacy: Local pharmacy",
    "Collect from Outpatient Pharmacy.",
    "Transferred to University of Michigan Medical Center.",
    "Labs from Hospital of the University of Pennsylvania are scanned in.",
    "Ex-smoker, quit 2010. Ex-wife lives nearby.",
    "Contact: Jane Roe, nurse",
    "Seen by Dr Adam Smith, cardiology.",
    "Brother John (legal guardian), mobile 0700 900 111",
    "Consent given by his wife Ailsa Munro (welfare attorney) today.",
    'Occupation: "retired", not as above.',
    "Church Choir rehearsal on Sunday.",
    "Aetna Pharmacy Prior Authorization form attached.",
])
def test_negatives_find_nothing(text):
    assert not matches_by_rule(ORG6, text), matches_by_rule(ORG6, text)


def test_university_alone_is_an_organisation(rules):
    """A university with no care-site word after it is an organisation (the old hosp_prefix said HOSPITAL)."""
    got = found(rules, "MBChB 2009, University of Otago, New Zealand.")
    assert ("University of Otago", "ORGANIZATION") in got
    assert ("University of Otago", "HOSPITAL") not in got


def test_site_name_starts_after_a_verb(rules):
    """A verb before a site's name stays out of it (the older hosp_suffix took "Attends ... Centre")."""
    got = found(rules, "Attends Rideau Community Health Centre for diabetes.")
    assert ("Rideau Community Health Centre", "HOSPITAL") in got


def test_optical_chain_branch_is_one_site(rules):
    """An optical chain before its branch's town is one care site (en_sites4's brand rule), not a site and a town."""
    got = found(rules, "Glasses from Vision Express Kirkcaldy last year.")
    assert ("Vision Express Kirkcaldy", "HOSPITAL") in got


def test_public_body_over_its_county(rules):
    """A county's department is one organisation, not a place and some words."""
    text = "Placement agreed with Summit County Division of Children and Family Services."
    got = found(rules, text)
    assert ("Summit County Division of Children and Family Services", "ORGANIZATION") in got


def test_hostile_input_is_fast():
    import time

    texts = [("Aa " * 4000) + "Services", ("Bb, " * 5000), ("Ex-" * 4000), ("Xyz Ward " * 2000), ("Aa Bb (cc) " * 2000),
             ("Kestrel " * 4000) + "General", ("Aa " * 3000) + "Health Care Centre", ("by AbCd " * 2000), ("Aa " * 4000) + "Pharmacy"]
    for text in texts:
        t = time.perf_counter()
        for p in ORG6:
            p.find(text)
        assert time.perf_counter() - t < 5.0, text[:12]
