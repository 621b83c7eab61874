"""Care services, lay service organisations and well-known health organisations of packs/en_orgs10.py
(session 22, issue #22, helper orgs10).

Every sentence here was written for this test, with invented local names (and real well-known
organisations for the list rules). Positives name the rule that must find them; negatives hold the
look-alikes: service and department names without a proper name, verbs and councils before a service,
makers named as products, places and common words."""

from __future__ import annotations

import time

import pytest
from multideid.base_systems.packs.en_orgs10 import PATTERNS as ORGS10
from multideid.base_systems.packs.en_orgs10 import world_names
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize("rule, text, value", [
    ("hosp_care_team10", "Referred to Ormskirk Talking Therapies for CBT.", "Ormskirk Talking Therapies"),
    ("hosp_care_team10", "Care coordinator at Gorton CMHT, seen fortnightly.", "Gorton CMHT"),
    ("hosp_care_team10", "Under Skipton Early Intervention in Psychosis team since May.",
     "Skipton Early Intervention in Psychosis team"),
    ("hosp_care_team10", "Assessed by Dewsbury Community Drug Team on 2/3.", "Dewsbury Community Drug Team"),
    ("hosp_care_team10", "Seen at home by Kirkcaldy Home Treatment Team.", "Kirkcaldy Home Treatment Team"),
    ("hosp_care_team10", "Letter from Bury Adult Social Care OT Team.", "Bury Adult Social Care OT Team"),
    ("hosp_care_team10", "Follow-up by Stroud Community Falls Team.", "Stroud Community Falls Team"),
    ("hosp_care_team10", "Phoned Leeds Crisis Team at 03:00.", "Leeds Crisis Team"),
    ("hosp_care_team10", "Moved to Willow Court Care Centre in May.", "Willow Court Care Centre"),
    ("hosp_care_team10", "Lives at Cedar Grove Group Home.", "Cedar Grove Group Home"),
    ("hosp_care_team10", "Clinic: Holloway Sexual Health, ref 22", "Holloway Sexual Health"),
    ("hosp_care_team10", "Insulin given by Thanet Community Nursing daily.", "Thanet Community Nursing"),
    ("hosp_care_team10", "Invited by Kent and Medway Diabetic Eye Screening Programme.",
     "Kent and Medway Diabetic Eye Screening Programme"),
    ("hosp_care_team10", "Letter from Dr Pryce, Hayle Moor Practice, 01632 555", "Hayle Moor Practice"),
    ("hosp_care_team10", "Flown to Geraldton Health Campus by RFDS.", "Geraldton Health Campus"),
    ("hosp_care_team10", "Reviewed in Wrexham Pain Management Service.", "Wrexham Pain Management Service"),
    ("hosp_care_team_caps10", "GORTON CMHT - REFERRAL FORM", "GORTON CMHT"),
    ("hosp_care_team_caps10", "ORMSKIRK TALKING THERAPIES - SUPERVISION", "ORMSKIRK TALKING THERAPIES"),
    ("hosp_nhs_body10", "NEWSLETTER - Tameside Acute - March", "Tameside Acute"),
    ("hosp_nhs_body10", "Letter from Hywel Dda University Health Board.", "Hywel Dda University Health Board"),
    ("hosp_nhs_body10", "Employed by Western Health and Social Care Trust.", "Western Health and Social Care Trust"),
    ("org_rescue10", "Stretchered off the fell by Kendal Mountain Rescue Team.", "Kendal Mountain Rescue Team"),
    ("org_rescue10", "Volunteer crew member, Porthcawl Lifeboat.", "Porthcawl Lifeboat"),
    ("org_rescue_of_place10", "Patrol report, Surf Life Saving Tasmania.", "Surf Life Saving Tasmania"),
    ("org_telecare10", "Pendant alarm monitored by Brackwell Telecare Monitoring.", "Brackwell Telecare Monitoring"),
    ("org_telecare10", "Falls call logged by Halton Careline at 02:10.", "Halton Careline"),
    ("org_lay_service10", "Needs assessment at the Northumbria Access Centre.", "Northumbria Access Centre"),
    ("org_lay_service10", "Refuge place found by Tamworth Women's Aid.", "Tamworth Women's Aid"),
    ("org_lay_service10", "Benefits help from Wigan Citizens Advice.", "Wigan Citizens Advice"),
    ("org_lay_service10", "Section 47 enquiry by Lambeth Children's Social Care.", "Lambeth Children's Social Care"),
    ("hosp_care_team10", "Referred to Exeter Gender Identity Service.", "Exeter Gender Identity Service"),
    ("org_sciences_centre10", "Blood sent to the Centre for Forensic Sciences.", "Centre for Forensic Sciences"),
    ("org_newspaper10", "Interviewed by the Cumberland Herald last week.", "Cumberland Herald"),
    ("org_newspaper10", "Photo in the Lancashire Evening Post.", "Lancashire Evening Post"),
    ("org_airline10", "Flew home on Air Tanzania, seat 14C.", "Air Tanzania"),
    ("org_school_celtic10", "School: Ysgol Gyfun Cwm Rhondda", "Ysgol Gyfun Cwm Rhondda"),
    ("org_school_celtic10", "Attends Gaelscoil Uí Fhloinn in Year 3.", "Gaelscoil Uí Fhloinn"),
    ("hosp_foreign_prefix10", "Own GP: Lægehuset Vesterbro, 2 weeks.", "Lægehuset Vesterbro"),
    ("hosp_foreign_prefix10", "Referral from USF Alvalade, Lisboa.", "USF Alvalade"),
    ("hosp_foreign_prefix10", "Nurse visits by Cabinet infirmier Bellecour.", "Cabinet infirmier Bellecour"),
    ("hosp_foreign_prefix10", "Seen at Vårdcentralen Gripen in Karlstad.", "Vårdcentralen Gripen"),
    ("hosp_foreign_prefix10", "Operated at Sanatorio Güemes, Buenos Aires.", "Sanatorio Güemes"),
    ("hosp_foreign_suffix10", "Referred by Žirmūnų poliklinika on 3/4.", "Žirmūnų poliklinika"),
    ("org_municipality10", "Home help from Aarhus Kommune twice daily.", "Aarhus Kommune"),
    ("org_church_foreign10", "Funeral at Iglesia San Judas Tadeo, Lima.", "Iglesia San Judas Tadeo"),
    ("org_insurer_form10", "Seguro: ARS Palic, afiliado 77-1", "ARS Palic"),
    ("org_vet_practice10", "Cat bite reported by Brynmawr Veterinary Group.", "Brynmawr Veterinary Group"),
    ("org_vet_practice10", "Puppy vaccinated at Quarrybank Vets.", "Quarrybank Vets"),
    ("hosp_specialty_group10", "Letter from Dr Roe, Cobblestone Psychiatry Associates, NPI 1", "Cobblestone Psychiatry Associates"),
    ("hosp_specialty_group10", "Follow-up with Quarry Hill Neurology Group.", "Quarry Hill Neurology Group"),
    ("org_pub_head10", "Retirement do at The Nag's Head, Friday.", "The Nag's Head"),
    ("org_hotel_prefix10", "Staying at Hotel Miramar, Funchal.", "Hotel Miramar"),
    ("org_school_foreign10", "Son attends Colegio Santa Teresita in Quito.", "Colegio Santa Teresita"),
    ("org_school_foreign10", "Lecturer at Universidad de Cuenca.", "Universidad de Cuenca"),
    ("org_school_foreign10", "Pupil at Gymnasium Ottobrunn.", "Gymnasium Ottobrunn"),
    ("hosp_royal_place10", "Body moved to Royal Devon mortuary at 10:00.", "Royal Devon"),
    ("org_insurer_form10", "Prior auth from Brookhaven Senior Health Plan.", "Brookhaven Senior Health Plan"),
    ("hosp_world_known10", "Epikrise from Rigshospitalet, cardiology.", "Rigshospitalet"),
    ("hosp_world_known10", "Second opinion at Karolinska in June.", "Karolinska"),
    ("hosp_world_known10", "CHUV - memory clinic letter", "CHUV"),
    ("org_world_known10", "Monitor from IQVIA visited the site.", "IQVIA"),
    ("org_world_known10", "Complementary insurer: Harmonie Mutuelle.", "Harmonie Mutuelle"),
    ("org_world_known10", "Member of Clalit since birth.", "Clalit"),
    ("org_world_known10", "She works in quality at Novo Nordisk.", "Novo Nordisk"),
])
def test_rule_finds(rule, text, value):
    assert_rule_finds(ORGS10, rule, text, value)


@pytest.mark.parametrize("text", [
    # services and departments without a proper name
    "Referred to the Community Mental Health Team and the Crisis Team.",
    "Rapid Response Team attended; Home Treatment Team to follow up.",
    "Seen by Talking Therapies in 2021; discussed at the CMHT meeting.",
    "the Leeds team will call; Leeds Team meeting on Friday.",
    "Barnet Council Children's Services were informed.",
    # clinical words next to the heads
    "Acute Kidney Injury; Severe Acute Respiratory Syndrome; Chronic Acute on chronic pain.",
    "Air entry reduced at the bases; Air Ambulance requested; Air Leak noted.",
    "Sciences of the mind; Faculty Of Health Sciences timetable.",
    "Mountain Rescue called; lifeboat launched; Telecare pendant fitted.",
    "Echo Gazette-style note; The Herald angels sang.",
    "Enrolled in a Medicare Health Plan; Family Health Plan leaflet.",
    "Leeds Mental Health Act assessment; Community Nursing referral; Sexual Health clinic.",
    "USF Health billing office; Praxis testing normal; Health Insurance form.",
    "Kommune and Gemeinde are words for a municipality; Iglesia was closed.",
    "Diagnosis: Idiopathic Acute\nEPS Procedure booked; KBC Bank statement; Grad Student volunteer.",
    "Contact Details For Crisis Team\nArrange Community Nursing.\nPatient Seen By Home Treatment Team",
    "Hepatitis C Treatment Service; HIV Community Team; Institute of Health Sciences Education office.",
    "URGENT CRISIS TEAM REFERRAL\nPLEASE CONTACT CRISIS TEAM\nPT KNOWN TO CMHT, AWAITING CMHT REVIEW",
    "COMMUNITY MENTAL HEALTH TEAM / HOME TREATMENT TEAM / NHS TALKING THERAPIES",
    "Mindfulness Practice daily; Good Clinical Practice; Bristol Practice Development Unit; Pain Management Service.",
    "Served in the Royal Welsh; lives in Royal Leamington Spa; Royal Mail delivery; the Royal College ward round.",
    "Hotel Dieu discharge summary; Hotel Quarantine Program; Gymnasium Floor wet; Pension Credit claimed.",
    "The Patient's Head was elevated; Alderbrook Dental Group (another rule's); the Neurology Group met; Pain Consultants rota.",
    "Department of Social Services letter; Adult Social Care assessment; Lewes Council Children's Services.",
    # makers named as products, places and common words
    "Had two doses of Pfizer and a Pfizer booster in 2022; AstraZeneca x2; BioNTech.",
    "Novartis drug trial leaflet; Sanofi vaccine x2; Novo Nordisk pen; 2 doses of Sanofi.",
    "Lives in Barmer, Rajasthan; severance pay agreed.",
])
def test_negatives_find_nothing(text):
    assert not matches_by_rule(ORGS10, text), matches_by_rule(ORGS10, text)


def test_world_list_reads_labels_and_leaves_out_common_words():
    names = world_names()
    assert "Rigshospitalet" in names["HOSPITAL"] and "Parexel" in names["ORGANIZATION"]
    assert "Parexel" not in names["HOSPITAL"]
    flat = {n for ns in names.values() for n in ns}
    assert not {"Apple", "Lilly", "Severance", "AOK", "Barmer", "Watsons"} & flat


def test_pack_labels_services_in_a_referral_letter(rules):
    """The registered English pack labels a care team, a lay service and a sickness fund of one letter."""
    text = ("Dear colleague,\nMr Roe is known to Gorton CMHT and gets benefits advice from Wigan Citizens Advice.\n"
            "His sister's insurer (MGEN) paid for the flight on Air Tanzania.\n")
    got = found(rules, text)
    assert ("Gorton CMHT", "HOSPITAL") in got
    assert ("Wigan Citizens Advice", "ORGANIZATION") in got
    assert ("MGEN", "ORGANIZATION") in got
    assert ("Air Tanzania", "ORGANIZATION") in got


def test_hostile_input_is_fast():
    for text in ("Aa " * 4000 + "Team", "Bb Community " * 2000 + "Service", "Centre of " + "Cc " * 3000 + "Sciences",
                 "Ysgol " + "Dd " * 3000, "Air " * 4000):
        t = time.perf_counter()
        for p in ORGS10:
            p.find(text)
        assert time.perf_counter() - t < 5.0, text[:12]
