"""Businesses, lay organisations and professions of packs/en_org7.py (session 17, issue #22, helper org7).

Every sentence here was written for this test, with other names and wordings than the hand-written
sets. Positives name the rule that must find them; negatives hold the look-alikes: fitness and blood supply
as clinical words, a meal at a time or at a relative's home, placeholders after a form label, role nouns
of the story (``Role: observer``), habits after ``is a`` (``smoker``, ``poor historian``), eponyms, drug
brands and departments."""

from __future__ import annotations

import time

import pytest
from multideid.base_systems.packs.en_org7 import PATTERNS as ORG7
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize("rule, text, value", [
    # organisations by head word
    ("org_business_head7", "Twisted ankle on the treadmill at Brightwater Fitness yesterday.", "Brightwater Fitness"),
    ("org_business_head7", "Body released to Okonkwo-Hale Funeral Home on 3/4.", "Okonkwo-Hale Funeral Home"),
    ("org_business_head7", "Concentrator delivered by Sandhollow Medical Supply.", "Sandhollow Medical Supply"),
    ("org_business_head7", "Volunteers weekly with 215 Food Rescue.", "215 Food Rescue"),
    ("org_business_head7", "Seen at home by Riverbend House Calls overnight.", "Riverbend House Calls"),
    ("org_business_head7", "Forklift driver at Tarrow Foods since 2019.", "Tarrow Foods"),
    ("org_business_head7", "Plays on the wing for Mossgiel Rugby Club.", "Mossgiel Rugby Club"),
    ("org_hotel_place7", "Night porter, Grand Meridian Hotel Cancun, off work 2 days.", "Grand Meridian Hotel Cancun"),
    ("org_business_caps7", "QUARRYVIEW FITNESS - ACCIDENT FORM\nMember fell.", "QUARRYVIEW FITNESS"),
    ("org_business_caps7", "BRANSCOMBE & TULL SOLICITORS\nRe: capacity letter", "BRANSCOMBE & TULL SOLICITORS"),
    ("org_business_head7", "Joined Quillmere Fitness in May after the fall.", "Quillmere Fitness"),
    ("org_business_head7", "Transfer From Oldcastle Hotel To ED.", "Oldcastle Hotel"),
    # organisations by a role label or an employer context
    ("org_role_label7", "Supplier: Halvorsen Oxygen Co, account 5521", "Halvorsen Oxygen Co"),
    ("org_role_label7", "Resettlement agency: Church World Service, caseworker Ana", "Church World Service"),
    ("org_role_label7", "EPS: Compensar\nDirección: Carrera 7", "Compensar"),
    ("org_role_label7", "Obra social: Galeno plan 220", "Galeno"),
    ("org_role_label7", "Mutuelle: Harmonie Mutuelle", "Harmonie Mutuelle"),
    ("org_work_phone_paren7", "Husband Tom work 312-555-0199 (Lou Malnati's)", "Lou Malnati's"),
    ("org_job_foreign7", "Mama lucrează ca asistentă la Dedeman din 2010.", "Dedeman"),
    ("org_job_foreign7", "Su hijo trabaja como mesero en Crepes Waffles.", "Crepes Waffles"),
    ("org_meal_venue7", "Diarrhoea after lunch at Wagamama.", "Wagamama"),
    ("org_stay_venue7", "Fell in the bathroom while staying at the Brackenholt.", "the Brackenholt"),
    ("org_thru_acronym7", "Hearing exam scheduled thru VES next month.", "VES"),
    ("org_business_head7", "Crushed hand at Wirrabara Gold Operations, night shift.", "Wirrabara Gold Operations"),
    ("org_business_head7", "Delivery driver for Oakhurst Dairy Company.", "Oakhurst Dairy Company"),
    ("org_role_label7", "Carrier: Wexmoor Freightways\nTrailer 22", "Wexmoor Freightways"),
    ("org_role_label7", "Place of work: Halloran & Finch, Leeds", "Halloran & Finch"),
    ("org_role_label7", "Opposition: Taieri at Peter Johnstone Park", "Taieri"),
    ("org_invoice_to7", "Invoice to Kestrel Assist policy KA-20931", "Kestrel Assist"),
    ("org_work_for_intercap7", "Works nights for ShipRight as a sorter.", "ShipRight"),
    ("org_the_hotel_line7", "HOTEL NURSE VISIT  The Fairmont Grand, Vancouver\nGuest: J. Roe", "The Fairmont Grand"),
    # professions
    ("profession_role_label7", "Role: forklift operator, day shift", "forklift operator"),
    ("profession_foreign7", "El padre trabaja como albañil en Soacha.", "albañil"),
    ("profession_foreign7", "Fiul lucrează ca sudor la șantier.", "sudor"),
    ("profession_paren_verb7", "Contacts: tía Rosa Quispe (costurera, works from home)", "costurera"),
    ("profession_by_trade7", "He is a joiner by trade and still works.", "joiner"),
    ("profession_artisan7", "Mari: Karim Benali, artisan potier, tél 0661", "artisan potier"),
    ("profession_informal7", "She works as a dinner lady at the primary school.", "dinner lady"),
    ("profession_informal7", 'He is a crossing guard ("lollipop man") mornings.', "lollipop man"),
    ("profession_suffix7", "Pt is a locksmith and a keen cyclist.", None),
    ("profession_suffix7", "Retired swordsmith, lives with wife.", "swordsmith"),
    ("profession_suffix7", "He is a ranchhand on a cattle station.", "ranchhand"),
    ("profession_suffix7", "He is a farmhand on a dairy unit.", None),  # a head of the lexicon: the older rules
])
def test_rule_finds(rule, text, value):
    assert_rule_finds(ORG7, rule, text, value)


@pytest.mark.parametrize("text", [
    "Poor cardiorespiratory fitness; encourage walking.",
    "Physical Fitness assessment booked.",
    "Good Blood Supply to the flap; Arterial Supply intact.",
    "Home Oxygen Supply arranged by discharge team.",
    "Supplier: see attached invoice.",
    "Insurer: none\nVendor: N/A",
    "dinner at 6 and bed by 9.",
    "Ate dinner at Grandma's on Sunday.",
    "Lunch at Noon with family.",
    "Dinner at Boston with his sister.",
    "works at night on weekends.",
    "Role: observer",
    "Role: Supervisor",
    "Role: primary caregiver",
    "He is a smoker and a poor historian.",
    "She is a gentleman's daughter; is a pacemaker patient.",
    "Knew it secondhand; is a woman of 70.",
    "Parkinson disease; Bell palsy; Graves disease.",
    "Started Lipitor 20 mg and Tylenol PRN.",
    "Seen in the Department of Cardiology, Sleep Medicine and Radiology.",
    "MRI scheduled thru ENT next week; booked through MRI desk.",
    "Work 555-0101 (cell)",
    "stayed at home with her sister.",
    "Hotel Dieu discharge summary.",
    "Works with PowerPoint daily; logs runs with MyFitnessPal.",
    "Invoice to Patient account 5521; billed to the policy holder.",
    "Opposition: none recorded",
    "Carrier: Hep B, HBsAg positive\nContractor: N/A",
    "Hotel quarantine ended; flew to The Hague, Netherlands.",
    "Avoid Dairy; Parking Garage level 2; Data Mining project.",
    "Introduce Soft Foods first; Avoid Spicy Foods; Improve Overall Fitness.",
    "As A Last Resort, Gold Standard Supply Chain.",
    "Stayed at the Bronx apartment; staying at the Hague, then home.",
])
def test_negatives_find_nothing(text):
    assert not matches_by_rule(ORG7, text), matches_by_rule(ORG7, text)


def test_pack_labels_gym_and_job_together(rules):
    """The registered English pack finds the employer and the profession of one social history."""
    got = found(rules, "Social: works as a farmhand; member of Copperleaf Fitness.")
    assert ("Copperleaf Fitness", "ORGANIZATION") in got
    assert ("farmhand", "PROFESSION") in got


def test_hostile_input_is_fast():
    for text in ("Aa " * 4000 + "Fitness", "Supplier: " + "Bb " * 3000, "trabaja como " + "xx " * 3000 + "en"):
        t = time.perf_counter()
        for p in ORG7:
            p.find(text)
        assert time.perf_counter() - t < 5.0, text[:12]
