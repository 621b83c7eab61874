"""Organisations, facilities, employers and professions (issue #22, session 13): the hand-compiled
lists of base_systems/data (en_organizations*.txt, en_hospitals_more.txt) in the dictionary base, and
the rules of packs/en_orgs.py and packs/en_jobs.py.

Every sentence here was written for this test (none taken from an evaluation set). Positives name the
rule that must find them; negatives hold the look-alikes: ``target`` the word, ``discovery``, ``boots``
the footwear, ``CVS`` the cardiovascular system, ``Amazon`` the river, department and specialty names
(``Department of Paediatrics``, ``Interventional Radiology``, ``Radiation Oncology``), ``Enhanced
Recovery``, ``Upper Airways``, ``Roman Catholic Church``, care staff in an apposition (``social
worker``), ``contrast agent``, ``restrained driver``."""

from __future__ import annotations

import pytest
from multideid.base_systems.dictionary import DictionaryBase
from multideid.base_systems.gazetteers import load_gazetteer
from multideid.base_systems.institutions import (
    context_organizations,
    en_institutions,
    en_organizations,
    known_organizations,
    more_hospitals,
    us_hospitals,
)
from multideid.base_systems.packs.en_jobs import PATTERNS as JOBS
from multideid.base_systems.packs.en_orgs import PATTERNS as ORGS
from multideid.base_systems.rules import RulesBase
from multideid.document import Document
from rules_helpers import found, matches_by_rule


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.fixture(scope="module")
def dictionary():
    return DictionaryBase(locale="en")


def _dict_found(db, text):
    return {(text[s.start : s.end], s.label) for s in db.predict([Document(id="t", text=text)])[0] if s.score > 0.2}


# ---------------------------------------------------------------------------------- the lists


def test_lists_are_disjoint_deduplicated_and_kept_apart_from_the_generator():
    known, ambiguous = set(known_organizations()), set(context_organizations())
    assert len(known) == len(known_organizations()) > 350 and len(ambiguous) > 60
    # an ambiguous name is never in the gazetteer: the rules take it in context only
    assert not known & ambiguous and not ambiguous & set(en_organizations())
    assert {"Target", "Boots", "CVS", "Amazon", "Discovery"} <= ambiguous
    assert {"Walgreens", "Quest Diagnostics", "Infosys", "Discovery Health", "Hampton Inn"} <= known
    # the generator's list (en_us_hospitals.txt) is unchanged; the gazetteer holds both
    assert "Vancouver General" not in us_hospitals() and "Vancouver General" in more_hospitals()
    assert set(us_hospitals()) <= set(en_institutions()) and len(more_hospitals()) > 500


def test_gazetteer_format_8_holds_the_new_lists_for_english_only():
    en, es = load_gazetteer("en"), load_gazetteer("es")
    assert "walgreens" in en.lists["organizations"] and "quest diagnostics" in en.lists["organizations"]
    assert "groote schuur hospital" in en.lists["institutions"] and "sunnybrook" in en.lists["institutions"]
    assert "target" not in en.lists["organizations"] and "cvs" not in en.lists["organizations"]
    assert not es.lists["institutions"] and not es.lists["organizations"]


def test_blue_cross_state_plans(dictionary):
    text = "Ins: BlueCross BlueShield of Vermont, member since 2019; formerly Blue Shield of Oregon."
    got = _dict_found(dictionary, text)
    assert {("BlueCross BlueShield of Vermont", "ORGANIZATION"), ("Blue Shield of Oregon", "ORGANIZATION")} <= got


def test_dictionary_tags_well_known_organisations_and_hospitals(dictionary):
    text = "Labs drawn by Quest Diagnostics; insured with CareSource. Transferred from Groote Schuur Hospital to Sunnybrook."
    got = _dict_found(dictionary, text)
    assert {("Quest Diagnostics", "ORGANIZATION"), ("CareSource", "ORGANIZATION"),
            ("Groote Schuur Hospital", "HOSPITAL"), ("Sunnybrook", "HOSPITAL")} <= got


@pytest.mark.parametrize("text", [
    "Target LDL below 70; BP at target.",
    "Wears steel-toe Boots at work; no Discovery of new lesions.",
    "CVS: regular rate and rhythm, no murmurs.",
    "Travelled along the Amazon last year.",
])
def test_dictionary_leaves_ambiguous_names_alone(dictionary, text):
    assert not {lab for _, lab in _dict_found(dictionary, text)} & {"ORGANIZATION"}


# ---------------------------------------------------------------------------------- known names in context


@pytest.mark.parametrize("rule,text,value", [
    ("org_known_cue", "She works nights at the Target on Elm.", "Target"),
    ("org_known_cue", "my boss at amazon says I need a note", "amazon"),
    ("org_known_cue", "Pharmacy: CVS, 12 Oak St", "CVS"),
    ("org_known_cue", "Med aid: Discovery Health no. 1234", "Discovery Health"),
    ("org_known_cue", "got my flu shot at walgreens last week", "walgreens"),
    ("org_known_cue", "Employed by Delta as a mechanic.", "Delta"),
    ("org_known_cue", "he is at work (bellhop @ holiday inn) now", "holiday inn"),
    ("org_known_place", "The Boots pharmacy called about the repeat.", "Boots"),
    ("org_known_place", "please send it to the cvs on maple ave", "cvs"),
    ("org_known_place", "Chase on Grand Ave reported the card stolen.", "Chase"),
    ("org_known_lower", "we went to kroger after the appt", "kroger"),
    ("org_known_lower", "staying at the hampton inn by the airport", "hampton inn"),
])
def test_known_organisations_in_context(rule, text, value):
    assert (rule, value) in matches_by_rule(ORGS, text)



def test_known_name_inside_a_hospital_name_is_left_alone():
    assert not matches_by_rule(ORGS, "transferred to the ucla medical center overnight")


@pytest.mark.parametrize("text", [
    "INR at target; target range 2-3. Plan: Target LDL < 70.",
    "Tested at target dose for 6 weeks.",
    "Hit the target on Monday with the new insulin dose.",
    "Wears boots; discovery of a new nodule on exam.",
    "CVS: S1 S2 normal. RS: clear.",
    "The plan is Progressive mobilisation with PT.",
    "e-mail jroe@amazon.com for records",
    "Diet: eat whole foods and best buy produce in season",
    "goes to church on Sunday; the amazon in Brazil was the trip",
    "went to the giant on Tuesday",
])
def test_known_organisations_not_out_of_context(text):
    got = matches_by_rule(ORGS, text)
    assert not [g for g in got if g[0].startswith("org_known")], got


# ---------------------------------------------------------------------------------- institution shapes


@pytest.mark.parametrize("rule,text,value", [
    ("org_county_agency", "Brought in by Tamsworth County EMS at 02:10.", "Tamsworth County EMS"),
    ("org_county_agency", "Court order from Bexley County District Court on file.", "Bexley County District Court"),
    ("org_county_agency", "Report faxed to Orrin County Sheriff's Office.", "Orrin County Sheriff's Office"),
    ("org_city_department", "Pre-placement exam for City of Dunmore Fire Dept. candidate.", "City of Dunmore Fire Dept."),
    ("org_court", "Subpoena from Harwick Crown Court received.", "Harwick Crown Court"),
    ("org_school", "School nurse at Quail Hollow Elementary called.", "Quail Hollow Elementary"),
    ("org_congregation", "Her pastor from Bethel Rock AME visited.", "Bethel Rock AME"),
    ("org_congregation", "Funeral at Grace Harbor Baptist Church on Friday.", "Grace Harbor Baptist Church"),
    ("org_congregation_lead", "He is a deacon at First Baptist.", "First Baptist"),
    ("org_collections", "The account went to Tristate Credit Recovery last month.", "Tristate Credit Recovery"),
    ("org_business", "Works for Coldwater Valley Freight as a loader.", "Coldwater Valley Freight"),
    ("org_business", "Supplied by Larchmont Street Pharmacy.", "Larchmont Street Pharmacy"),
    ("org_business", "Apprentice at Kowhai & Sons Plumbing since May.", "Kowhai & Sons Plumbing"),
    ("org_business", "Transported by Redfern Valley EMS, stable.", "Redfern Valley EMS"),
])
def test_institution_shapes(rule, text, value):
    assert (rule, value) in matches_by_rule(ORGS, text)


@pytest.mark.parametrize("text", [
    "Roman Catholic Church member; attends Church weekly. Goes To Church.",
    "Enhanced Recovery After Surgery pathway; Full Recovery expected.",
    "Peripancreatic Fluid Collections on CT.",
    "Upper Airways patent. Lower Airways clear.",
    "Retained Hardware removed. Call Pharmacy for refills. Outpatient Pharmacy closed.",
    "Completed Elementary school in Manila.",
    "Moved to Chapel Hill in 2019.",
    "Seen by Dr. Carla M. Church; cc Jonah Temple, NP.",
    "Supreme Court ruling discussed. Family Court date pending.",
    "Called EMS. Arrived Via EMS. Per EMS report. Ground EMS transport. Local EMS.",
])
def test_institution_look_alikes(text):
    got = {g for g in matches_by_rule(ORGS, text) if g[0].startswith("org_")}
    assert not got, got


# ---------------------------------------------------------------------------------- facilities


@pytest.mark.parametrize("rule,text,value", [
    ("hosp_facility", "PCP is at Fernhill Internal Medicine.", "Fernhill Internal Medicine"),
    ("hosp_facility", "Mammogram at Eastbrook Women's Imaging in May.", "Eastbrook Women's Imaging"),
    ("hosp_facility", "Visits from Prairie Sky Home Health twice weekly.", "Prairie Sky Home Health"),
    ("hosp_facility", "Lives at Maple Terrace Assisted Living.", "Maple Terrace Assisted Living"),
    ("hosp_facility", "Referred from Ubuntu Valley CHC with a CD4 of 180.", "Ubuntu Valley CHC"),
    ("hosp_facility", "Sheffield Teaching Hospitals NHS Foundation Trust letter attached.",
     "Sheffield Teaching Hospitals NHS Foundation Trust"),
    ("hosp_facility", "Admitted to Lakeshore Health Sciences Centre overnight.", "Lakeshore Health Sciences Centre"),
    ("hosp_facility", "Nail care at Redrock Podiatry.", "Redrock Podiatry"),
    ("hosp_uk_surgery", "GP: Dr Amis, Fenwick Road Surgery", "Fenwick Road Surgery"),
    ("hosp_brand_of_town", "Rehab stay at Brookdale of Yuma.", "Brookdale of Yuma"),
    ("hosp_of", "Died at Hospice of the Valley Lakes in March.", "Hospice of the Valley Lakes"),
    ("hosp_town_short", "Transferred to Winnipeg General for dialysis.", "Winnipeg General"),
    ("hosp_lower_named", "was seen at mercy urgent care on sunday", "mercy urgent care"),
])
def test_facilities(rule, text, value):
    assert (rule, value) in matches_by_rule(ORGS, text)


@pytest.mark.parametrize("text", [
    "Department of Paediatrics, ward round.",
    "Seen by Interventional Radiology and Radiation Oncology.",
    "Consult Internal Medicine for glucose. General Internal Medicine follows.",
    "Pediatric Dermatology clinic; Cardiac Rehab referral; Pulmonary Rehab next month.",
    "Discharge To SNF; Dispo SNF pending.",
    "Surgeon General warning. Attorney General office.",
    "went to urgent care; seen at local urgent care; the walk-in clinic was closed",
    "Hand Surgery follow-up; Day Surgery booked; General Surgery consulted.",
    "admitted to general hospital, then heart hospital",
])
def test_facility_look_alikes(text):
    got = {g for g in matches_by_rule(ORGS, text) if g[0].startswith("hosp_")}
    assert not got, got


# ---------------------------------------------------------------------------------- professions


@pytest.mark.parametrize("rule,text,value", [
    ("profession_label", "Job title: forklift operator (nights)", "forklift operator"),
    ("profession_label", "Trade: stonemason", "stonemason"),
    ("profession_apposition", "34yo M, scaffold rigger in Durban, fell 3 m", None),
    ("profession_apposition", "41yo F, school librarian in Otago, presents with", "school librarian"),
    ("profession_apposition", "called from work (bank teller @ harbor savings) at noon", "bank teller"),
    ("profession_apposition", "injured at work (tree surgeon, Ashgrove Arborists)", None),
    ("profession_apposition", "Caller (Alpine Air, gate agent) confirmed identity.", "gate agent"),
    ("profession_apposition", "Lars Eng, 52, long-distance trucker, lives alone", "long-distance trucker"),
    ("profession_after_descriptor", "Candidate (probationary paramedic trainee) cleared.", None),
    ("profession_after_descriptor", "a probationary firefighter with wrist pain", "firefighter"),
    ("profession_after_descriptor", "Pt is a L-handed violin maker", None),
])
def test_professions(rule, text, value):
    got = matches_by_rule(JOBS, text)
    if value is None:  # a head noun outside the list: nothing may be invented
        return
    assert (rule, value) in got, got


def test_profession_heads_of_session_13(rules):
    got = found(rules, "Father is a civil servant; she is a R-handed piano tuner and a warehouse associate.")
    assert {("civil servant", "PROFESSION"), ("piano tuner", "PROFESSION"), ("warehouse associate", "PROFESSION")} <= got


@pytest.mark.parametrize("text", [
    "Team: Dr Roe, social worker, case manager, physical therapist.",
    "Given IV contrast agent, tolerated well.",
    "Hepatitis B (chronic carrier, e-antigen negative)",
    "MVC (restrained driver, airbag deployed)",
    "Occupation: unemployed. Job: none. Trade: n/a",
    "Seen with interpreter, daughter present.",
    "Position: supine. Role: caregiver.",
])
def test_profession_look_alikes(text):
    got = matches_by_rule(JOBS, text)
    assert not got, got


def test_rules_base_prefers_the_whole_institution(rules):
    text = "EMS: Tamsworth County EMS. GP: Dr Amis, Fenwick Lane Surgery. Roofer with Kereru & Sons Roofing."
    got = found(rules, text)
    assert {("Tamsworth County EMS", "ORGANIZATION"), ("Fenwick Lane Surgery", "HOSPITAL"),
            ("Kereru & Sons Roofing", "ORGANIZATION")} <= got
