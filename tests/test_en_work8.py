"""Jobs in plain frames and the employers, bodies and care providers next to them: packs/en_work8.py
(session 18, issue #22, helper work8).

Every sentence here was written for this test, with other names and wordings than the hand-written sets.
Positives name the rule that must find them; negatives hold the look-alikes: things that "work as expected",
clinical surveys and cooperative patients, headings in Title Case, a wound cleaner, a pacing lead, people
and places after "at", acronyms of care units before a flight."""

from __future__ import annotations

import time

import pytest
from multideid.base_systems.packs.en_work8 import PATTERNS as WORK8
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize("rule, text, value", [
    # jobs after a verb of work and a bare "as"
    ("profession_as_bare8", "Cut his thumb while working as fish filleter at the quay.", None),  # "filleter": no head
    ("profession_as_bare8", "Cut her palm while working as oyster shucker at Pelham Quay.", None),
    ("profession_as_bare8", "Injured while working as window cleaner at Drummond Towers.", "window cleaner"),
    ("profession_as_bare8", "Plan: RTW as forklift operator on light duties.", "forklift operator"),
    ("profession_as_bare8", "Now back at work as tiler; knee pads advised.", "tiler"),
    ("profession_as_bare8", "Works as market stall attendant; two children.", "market stall attendant"),
    ("profession_as_bare8", "Employed as pearl diver, Broome, for ten years.", "pearl diver"),
    ("profession_as_bare8", "Works nights as hotel porter since March.", "hotel porter"),
    ("profession_as_bare8", "Employed as HGV driver for a haulage firm.", "HGV driver"),
    ("profession_as_bare8", "Works part-time as barista; studies nursing.", "barista"),
    # a job before its employer
    ("profession_before_employer8", "Name: Ilse Varga   DOB 02/02/1979   pastry chef at The Copper Kettle, Ludlow", "pastry chef"),
    ("profession_before_employer8", "Pt: Tomasz Brzeski (NHI 4471), rope access technician with Highline Access Ltd\nFell 3 m", None),
    ("profession_before_employer8", "Pt: Tomasz Brzeski (NHI 4471), commercial diver with Skagerrak Undervann AS\nBends", "commercial diver"),
    ("profession_before_employer8", "DOB 3/3/1985; plumber (Redwater Plumbing); smokes", "plumber"),
    ("profession_before_employer8", "Work: (mine shift boss at Kalgoorlie Consolidated)", None),
    ("profession_sex_apposition8", "Patient: Kwame Asante Boateng, M, trotro driver, lives Kasoa", "trotro driver"),
    ("profession_name_paren_place8", "Mother Marie-Claire Hoarau (vanilla planter, Sambava), phone 555", "vanilla planter"),
    ("profession_vcard_title8", "BEGIN:VCARD\nVERSION:3.0\nFN:Ana Roe\nTITLE:Warehouse Supervisor\nEND:VCARD", "Warehouse Supervisor"),
    # employers
    ("org_employer_after_job8", "Name: Ilse Varga   DOB 02/02/1979   pastry chef at The Copper Kettle, Ludlow", "The Copper Kettle"),
    ("org_employer_after_job8", "Pt: Tomasz Brzeski (NHI 4471), commercial diver with Skagerrak Undervann AS\nBends", "Skagerrak Undervann AS"),
    ("org_employer_after_job8", "Plan: RTW as forklift operator (Cargill) on light duties.", "Cargill"),
    ("org_employer_after_job8", "Patient: O. Farrow, field mechanic (Scott Polar Research Institute contract)", "Scott Polar Research Institute"),
    ("org_boss_at8", 'Said "my supervisor at Costco will dock my pay" and left.', "Costco"),
    ("org_pub_inn8", "Works in the kitchen of The Drovers Arms, Kendal.", "The Drovers Arms"),
    ("org_pub_inn8", "Found collapsed outside The Nag's Head Tavern.", "The Nag's Head Tavern"),
    ("org_charity_for8", "Assistance dog from Guide Dogs for the Blind (ref 2231).", "Guide Dogs for the Blind"),
    ("org_charity_for8", "Referred to Freedom from Torture by her solicitor.", "Freedom from Torture"),
    ("org_charity_for8", "Volunteer with Friends of Hampstead Heath.", "Friends of Hampstead Heath"),
    ("org_collective8", "Blue Heron Ink Collective - aftercare sheet", "Blue Heron Ink Collective"),
    ("org_collective8", "Contractor for the British Geological Survey, fieldwork.", "British Geological Survey"),
    ("org_collective8", "Seconded to Falklands Antarctic Survey last winter.", "Falklands Antarctic Survey"),
    ("hosp_collaborative8", "Intensive outpatient at Cedar Ridge Recovery Collaborative.", "Cedar Ridge Recovery Collaborative"),
    ("org_mail_sender8", 'From: "Northfield Imaging Notifications" <noreply@example.org>', "Northfield Imaging"),
    ("hosp_fax_from8", "11/02/2026 14:10  FROM:BAYSIDE PEDS CLINIC  4155550190  TO:4155550111", "BAYSIDE PEDS CLINIC"),
    ("hosp_record_heading8", "PHYSIOTHERAPY NOTE - Lakeshore Physio & Pilates, Kelowna", "Lakeshore Physio & Pilates"),
    ("hosp_record_heading8", "OSTEOPATHY RECORD - Birchwood Osteopathy\nVisit 2", "Birchwood Osteopathy"),
    ("hosp_foreign_prefix8", "Inilipat mula sa Ospital ng Maynila kahapon.", "Ospital ng Maynila"),
    ("hosp_foreign_prefix8", "Transferred from Ysbyty Glan Clwyd Ward 5.", "Ysbyty Glan Clwyd"),
    ("hosp_foreign_prefix8", "Dirawat di Rumah Sakit Siloam selama 3 hari.", "Rumah Sakit Siloam"),
    ("hosp_foreign_suffix8", "Overført fra Ullevål sykehus i går.", "Ullevål sykehus"),
    ("hosp_clinic_at8", "Referred to fracture clinic at Barts next week.", "Barts"),
    ("org_retrieval_acronym8", "CareFlight unavailable; NETS retrieval arranged.", "NETS"),
    ("org_court8", "Hearing at Leeds Magistrates' Court on 4/5.", "Leeds Magistrates' Court"),
    ("org_topic_country8", "Leaflets from Diabetes UK and Kidney Care UK given.", "Diabetes UK"),
    ("org_topic_country8", "Signposted to Public Health Scotland.", "Public Health Scotland"),
    ("org_biobank8", "Samples banked at Tayside Genetics Biobank in 2015.", "Tayside Genetics Biobank"),
    ("hosp_foreign_prefix8", "Transferred to Hospital San Rafael de Alajuela by ambulance.", "Hospital San Rafael de Alajuela"),
    ("hosp_foreign_prefix8", "Seen at Centro de Salud Las Torres, then home.", "Centro de Salud Las Torres"),
    ("hosp_foreign_prefix8", "Compte rendu - CHU Hassan II, Fès", "CHU Hassan II"),
    ("org_county_agency8", "CAD log - Benton County 911 - call 4471", "Benton County 911"),
    ("org_county_agency8", "Notified Pima County Health Department today.", "Pima County Health Department"),
    ("org_fire_unit8", "Crew on scene (Ashby Valley Fire Engine 3).", "Ashby Valley Fire"),
    ("hosp_trials_unit8", "Samples to Kilifi Vaccine Trials Unit, Kilifi.", "Kilifi Vaccine Trials Unit"),
    ("hosp_community_team8", "Referred by Bolsover Neighbourhood Team for a chair.", "Bolsover Neighbourhood Team"),
    ("org_kind_label8", "Transport provider: Medway Patient Transport, booking 22", "Medway Patient Transport"),
    ("org_public_lab8", "Swab sent to Manitoba Provincial Laboratory.", "Manitoba Provincial Laboratory"),
    ("org_public_lab8", "Bat sent to Nevada State Public Health Laboratory.", "Nevada State Public Health Laboratory"),
])
def test_rule_finds(rule, text, value):
    assert_rule_finds(WORK8, rule, text, value)


@pytest.mark.parametrize("text", [
    "Pump works as expected; worked as hard as before; works as part of a team.",
    "Symptoms started as hand numbness; job as usual next week.",
    "Rash started as small papules on the arm.",
    "Wound care: (wound cleaner with Prontosan), dressing daily.",
    "Pacing: lead with Medtronic programmer checked.",
    "Carer: (carer with Mary Jones) twice daily.",
    "Cleaner: (cleaner for Mrs Jones) on Tuesdays.",
    "Skeletal Survey negative. Patient Satisfaction Survey sent.",
    "Alert And Cooperative; Pleasant Cooperative.",
    "NURSING NOTE - Skin & Wound Care\nPressure areas intact.",
    "PROGRESS NOTE - Sleep & Rest",
    "PROGRESS NOTE - John Smith",
    "Relief of Pain; Action on Results; Freedom From Pain.",
    "The Patient Moved Both Arms; raised The Upper Arms.",
    "Review in clinic at Noon; diabetic clinic at Level 3.",
    "ICU retrieval team; ECMO retrieval; SAR helicopter; HEMS flight.",
    "The County Court; Crown Court listing.",
    "driver at fault; teacher at school; nurse at Kings.",
    "From: Jane Roe <jane@example.com>",
    "TITLE: Discharge Summary",
    "Lives with wife, M, 72, retired.",
    "Charger (Phonak Charger Case Go); replace wax guard (CeruShield, Oticon ProWax miniFit).",
    "Bruxism: night guard (Oravan) at bedtime; uses leaf blower (Stihl) in the garden.",
    "Pain, worse with activity (walking, stairs).",
    "Brief Hospital Course: uneventful. Hospital Central Line Policy reviewed.",
    "Referred to the Community Team; Memory Team review; Older Adult Community Team.",
    "County EMS protocol; Fire Engine 3 on scene.",
    "Consented via the Clinical Trials Unit.",
    "Transport provider: N/A\nCleaning company: The patient's son",
    "CHR Arlene Nez visited the home.",
    "Retired as planned. Qualified as disabled driver.",
    "Collective decision with family; Cooperative and calm.",
    "House Fire Engine 3 attended; Brush Fire Truck 2.",
    "Phase Trials Unit; Early Trials Centre.",
    "Escort contractor: TBC. Transport provider: Ambulance.",
])
def test_negatives_find_nothing(text):
    assert not matches_by_rule(WORK8, text), matches_by_rule(WORK8, text)


def test_pack_labels_job_and_employer_together(rules):
    """The registered English pack finds a job after a bare "as" and its employer in brackets."""
    got = found(rules, "Plan: RTW as grain dryer operator (Prairieland Co-op) next month.")
    assert ("grain dryer operator", "PROFESSION") in got
    assert ("Prairieland Co-op", "ORGANIZATION") in got


def test_hostile_input_is_fast():
    for text in (
        "works as " + "aa " * 4000 + "cleaner",
        "  " + "bb " * 3000 + "at Acme",
        "Aa " * 4000 + "Collective",
        "FROM:" + "AB " * 3000 + " 5551234567",
        "NOTE - " + "Cc " * 3000,
    ):
        t = time.perf_counter()
        for p in WORK8:
            p.find(text)
        assert time.perf_counter() - t < 5.0, text[:12]
