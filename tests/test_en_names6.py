"""English pack, session 16 (base_systems/packs/en_names6.py): clinicians' initials as marks,
staff named by a list, a column, a role or a credential, relatives named by an abbreviation,
a family, a word-like given name or a lower-case name before a number.  Sentences in the styles
of the hand-written sets (most not taken from them); each pattern also has sentences it must not
match (clinical abbreviations, drug and device names, job nouns, ALL CAPS text)."""

from __future__ import annotations

import pytest
from rules_helpers import assert_rule_finds, found

from multideid.base_systems.packs.en_names6 import PATTERNS, fixed_width_cells
from multideid.base_systems.rules import RulesBase

LOWER = "pls call back re the refill, she has been feeling dizzy since monday and is not eating much. "
FIXED = (
    "MRN       SURNAME       FORENAME   AGE  GP\n"
    "--------  ------------  ---------  ---  ----------\n"
    "55510021  HOLLOWAY      PEARL      93   OKAFOR B\n"
    "55510388  VAN DER BERG  AUGUST     91   MISTRY K\n"
)


@pytest.mark.parametrize("rule, text, value", [
    ("name_initials_by", "Message for Dr Lowe re repeat script.\nTaken by: RDK (reception)", "RDK"),
    ("name_initials_by", "Sharps count correct, staff initials: MW", "MW"),
    ("name_initials_review", "24/11 0900 nursing review (RB): pressure areas intact", "RB"),
    ("name_initials_review", "02:10 phone call (GHS) - daughter updated", "GHS"),
    ("name_initials_dash", "Obs stable overnight, no PRN required. -- JF", "JF"),
    ("name_log_mark", "09:10 | bay 2 | fall, no injury | obs | PK\n09:55 | bay 4 | chest pain | ECG | Mirela\n", "PK"),
    ("name_log_mark", "09:10 | bay 2 | fall, no injury | obs | PK\n09:55 | bay 4 | chest pain | ECG | Mirela\n", "Mirela"),
    ("table_staff6", "Bed | Patient | Consultant | Plan\n4 | Ada Finch | Okonjo | home\n5 | Remi Stout | Okonjo | CT", "Okonjo"),
    ("table_staff6", "case\tdate\treviewer\tnote\nA1\t2026-01-02\tMarchbanks\tok\nA2\t2026-01-03\tMarchbanks\tok", "Marchbanks"),
    ("table_fixed_staff", FIXED, "OKAFOR B"),
    ("table_fixed_patient", FIXED, "PEARL"),
    ("table_fixed_patient", FIXED, "VAN DER BERG"),
    ("name_role_lower", "Thanks to staff nurse Oluwaseun for staying late.", "Oluwaseun"),
    ("name_role_lower", "Seen with healthcare assistant Mirela on the ward round.", "Mirela"),
    ("name_role_lower", "Insoles from orthotist Bryn Tallis next month.", "Bryn Tallis"),
    ("name_role_lower", "Special Thanks To Staff Nurse Faith And The Team.", "Faith"),
    ("name_role_abbr6", "AMHP Lukasz Zielinski attended with the police.", "Lukasz Zielinski"),
    ("name_staff_list6", "Compressions: Cook, Bishop, Amarachi (RT)\nRhythm VF", "Bishop"),
    ("name_staff_list6", "Airway: Patel, Lindgren (ODP)\nIO access R tibia", "Patel"),
    ("name_service_after", "3 prescribers in 6 mo incl. Goldsmith (dental) and one ED visit", "Goldsmith"),
    ("name_service_after", "Referrer: Marcus Yeo (ANP), The Elms Medical Practice", "Marcus Yeo"),
    ("name_cred_inline", "ED note of 08/09/2026, author Jun-seo Park, PA\nRequested change", "Jun-seo Park"),
    ("name_cred_inline", "f/u outpatient w/ Honey Abernathy, IBCLC, Friday", "Honey Abernathy"),
    ("name_job_after", "Next: Tues 2 Dec with Sorcha Bright, podiatrist. Tel clinic", "Sorcha Bright"),
    ("name_job_after", "has gone to Orla Brannigan, Ward Sister. Thanks", "Orla Brannigan"),
    ("name_job_after", "the pump was reset yesterday. - Kwabena, biomed tech", "Kwabena"),
    ("name_job_after", "you're speaking with Mereana, a registered nurse. Can I", "Mereana"),
    ("name_dr_lower", LOWER + "can dr okonkwo-hale call me back before 5", "okonkwo-hale"),
    ("name_action_by", "Transfusion started 14:20 on 22/11/2026 by Caoimhe Rua Fennelly, stopped 14:35", "Caoimhe Rua Fennelly"),
    ("name_action_by", "Family notified 03:10 by Hale", "Hale"),
    ("name_on_shift", "surgical consult not paged until 07:45 (Lindqvist on nights).", "Lindqvist"),
    ("name_by_end", "| 4 | Sterling (new) | Y | intake done by Fox |", "Fox"),
    ("name_by_end", "Night shift hand-off (verbal, typed up by Trish):", "Trish"),
    ("name_by_end", "Bedside wristband check verified by M. Ogunleye.\nReported", "M. Ogunleye"),
    ("name_dash_relation", "Household:\n 1. Nomsa Dube - partner, 34, IGRA neg\n 2. Sipho - son, 8", "Sipho"),
    ("name_relatives_ages", "Exposed: siblings Lucía (6) and Diego (9 mo); waiting room", "Diego"),
    ("name_role_paren", "Nurse (Aroha): you're through to the nurse line", "Aroha"),
    ("name_contact_list", "Emergency contacts on file: Keoni Kahananui, Leilani Apo and Tui Kealoha.", "Leilani Apo"),
    ("name_staff_list6", "Authors: Ayodele Marchetti-Kwan (1), Siobhán Prendeville (2)\n(1) Royal", "Siobhán Prendeville"),
    ("name_parent_abbr", "seen rm 4 with FOB Tendai present, latch shallow", "Tendai"),
    ("name_parent_abbr", "MOB Chidinma declined formula top-ups", "Chidinma"),
    ("name_family", "With Love From Derek, Sue And All The Pengelly Family", "Pengelly"),
    ("name_relative_word", "partner Will \"won't drive me anymore.\"", "Will"),
    ("name_relative_word", "daughter Faith staying overnight", "Faith"),
    ("name_relative_lower_num", LOWER + "in emergency call my son ted 630-555-0121 he has a key", "ted"),
])
def test_finds(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("rule, text", [
    ("name_initials_by", "Typed by: AI scribe, checked by clinician"),
    ("name_initials_by", "Entered by: EHR interface"),
    ("name_initials_by", "HE WAS SEEN BY THE PALLIATIVE CARE TEAM"),
    ("name_initials_by", "Seen by: GP today"),
    ("name_initials_by", "seen by GC Halvorsen on 10/2"),          # a role before a name
    ("name_initials_review", "Transfer review (ICU): stable overnight"),
    ("name_initials_review", "medical review (CT): no bleed"),
    ("name_initials_dash", "Plan discussed -- ICU aware"),
    ("name_initials_dash", "tolerated diet well -- OK"),
    ("name_log_mark", "13:05 | obs | stable | OK\n14:00 | obs | stable | NAD\n15:00 | obs | stable | OK"),
    ("name_log_mark", "09:10 | bay 2 | fall | obs | PK\n"),        # one row: no log
    ("table_staff6", "Rm | Pt | Cons | Notes\n1 | empty | none | clean\n2 | closed | TBC | ok"),
    ("table_fixed_staff", "MRN  NAME  AGE\n1  2  3\n"),
    ("name_role_lower", "seen by nurse Practitioner today"),
    ("name_role_lower", "nurse Manager aware of the incident"),
    ("name_role_lower", "The Hygienist Is Amazing"),
    ("name_role_lower", "doctor Who fan, lives alone"),
    ("name_staff_list6", "Compressions: Good, Adequate depth"),
    ("name_staff_list6", "Scrub: Chlorhexidine   Prep: Betadine"),
    ("name_staff_list6", "Team: Medicine, Surgery"),
    ("name_service_after", "Augmentin (dental) prophylaxis before extraction"),
    ("name_service_after", "Ventolin (RT) nebs given"),
    ("name_service_after", "Foley (RN) placed at 14:00"),
    ("name_cred_inline", "Lives in Jackson, MS 39201 with his wife"),
    ("name_cred_inline", "Archimandrita Pano, PA 73161"),
    ("name_cred_inline", "Moved from Columbia, MD last year"),
    ("name_cred_inline", "presented to the medical center in Harlow Creek, MD where a CT was done"),
    ("name_cred_inline", "Lives near South Pemberton, PA with his wife"),
    ("name_job_after", "Diabetes Educator, Nurse Manager"),
    ("name_job_after", "Infection Control Officer, Ward Manager"),
    ("name_job_after", "Lives with his wife Smith, retired nurse"),
    ("name_job_after", "Thanks, practice nurse"),
    ("name_job_after", "Applicant: Oksana Hnatyshyn-Rourke, first officer at an airline"),
    ("name_dr_lower", LOWER + "she has a dr appt next week and wants to know about the dr office hours"),
    ("name_dr_lower", "Seen By Dr Appt Today. Plan Review In Clinic Next Week. Thanks Again."),
    ("name_action_by", "Blood cultures drawn 02:00 by the night team"),
    ("name_action_by", "Collected 11/17/2026 by courier"),
    ("name_on_shift", "Registrar on call informed"),
    ("name_by_end", "seen by Gastro."),
    ("name_by_end", "reviewed by MDT."),
    ("name_by_end", "seen by Ortho, plan cast"),
    ("name_by_end", "done by Bedside Ultrasound."),
    ("name_by_end", "Seen by Dkt. Baraka Massawe"),
    ("name_by_end", "seen by GP."),
    ("name_on_shift", "Patient on nights shift work as a driver"),
    ("name_dash_relation", "Diabetes - mother, hypertension - father"),
    ("name_relatives_ages", "children (2) and grandchildren (5)"),
    ("name_role_paren", "nurse (RN) at the bedside"),
    ("name_role_paren", "Nurse (Bank) covering nights"),
    ("name_contact_list", "Next of kin: Not Known."),
    ("name_contact_list", "Visitors: Family Only"),
    ("name_parent_abbr", "FOB present at the feed"),
    ("name_parent_abbr", "MOB Information Sheet given"),
    ("name_family", "the Medicare family of plans"),
    ("name_family", "The Royal Family visited the ward"),
    ("name_family", "the whole family came"),
    ("name_relative_word", "his son will call back later"),
    ("name_relative_word", "wife Hopes for the best"),
    ("name_relative_word", "daughter Is here"),
    ("name_relative_lower_num", LOWER + "my son 16 yo is sick too"),
    ("name_relative_lower_num", "My Son Ted 630-555-0121 Has A Key To The House And Will Come Over Later Today."),
])
def test_does_not_match(rule, text):
    assert_rule_finds(PATTERNS, rule, text, None)


def test_fixed_width_cells_need_a_rule_line_and_aligned_rows():
    cells = fixed_width_cells(FIXED)
    assert ("HOLLOWAY", "surname") in {(FIXED[s:e], h) for s, e, h in cells}
    assert fixed_width_cells(FIXED.replace("--------  ------------  ---------  ---  ----------\n", "")) == []


def test_rules_base_labels_staff_and_relatives():
    rules = RulesBase(locale="en")
    text = ("CODE BLUE RECORD\nCompressions: Cook, Bishop, Amarachi (RT)\n"
            "Family: son Declan Lane notified (608) 555-0173 03:10 by Hale\nseen with FOB Tendai present")
    got = found(rules, text)
    assert ("Cook", "DOCTOR") in got and ("Bishop", "DOCTOR") in got and ("Hale", "DOCTOR") in got
    assert ("Tendai", "PATIENT") in got
    assert not any(v == "CODE" or v == "RECORD" for v, _ in got)
