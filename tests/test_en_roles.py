"""English pack part six (base_systems/packs/en_roles.py): people named by a credential, a rank,
a role or a relation.  Lines written for these tests, in wordings other than the hand-written sets'."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs.en_roles import PATTERNS

BY_NAME = {p.name: p for p in PATTERNS}


def _found(pattern: str, text: str) -> list[str]:
    return [text[s:e] for s, e, _ in BY_NAME[pattern].find(text)]


@pytest.mark.parametrize(
    "pattern, text, expected",
    [
        ("name_credential", "Plan discussed.\nMarisol Etxeberria-Quinn, MSW, LICSW", ["Marisol Etxeberria-Quinn"]),
        ("name_credential", "Thanks,\nDeclan Oyenuga, Occupational Therapist", ["Declan Oyenuga"]),
        ("name_credential", "Reviewed. - Wanjiru, CHW", ["Wanjiru"]),
        ("name_credential", "Lot 4471B    P. Szczepanik, LPN", ["P. Szczepanik"]),
        ("name_credential", "Signed: Tomasina Grieve, Senior Research Nurse", ["Tomasina Grieve"]),
        ("name_credential", "Author: H. Vandersloot MD   Cosign: pending", ["H. Vandersloot"]),
        ("name_credential", "Reader: Ifeoma Chukwu, PsyD, licensed psychologist", ["Ifeoma Chukwu"]),
        ("name_honorific", "Escorted by CO Brannigan-Liu to the infirmary.", ["Brannigan-Liu"]),
        ("name_honorific", "Statement taken by Det. Sgt. Moana Tuilagi; see file.", ["Moana Tuilagi"]),
        ("name_honorific", "Visited by Fr. Casimir Wozniak of the parish.", ["Casimir Wozniak"]),
        ("name_honorific", "Patient: Mdm Lim Ah Moi   IC no pending", ["Lim Ah Moi"]),
        ("name_honorific", "Per Alhaji Musa Danjuma, the family head.", ["Musa Danjuma"]),
        ("name_role_word_staff", "Escalated to duty manager Priyanka Raghunathan at 0300.", ["Priyanka Raghunathan"]),
        ("name_role_word_staff", "Seen with interpreter Abdikarim Yusuf by phone.", ["Abdikarim Yusuf"]),
        ("name_role_word_lay", "Lives with his flatmate Oisín Breathnach.", ["Oisín Breathnach"]),
        ("name_role_abbrev", "Letter copied to PCP Vandermeulen and the team.", ["Vandermeulen"]),
        ("name_role_abbrev", "Seen by NNP Okafor-Reyes on the unit.", ["Okafor-Reyes"]),
        ("name_relative_full", "NOK: son-in-law Wei Jie Koh, mobile on file.", ["Wei Jie Koh"]),
        ("name_relative_full", "Her stepdaughter Ximena Calderón-Pike will drive.", ["Ximena Calderón-Pike"]),
        ("name_relative_okina", "Her son ʻIsileli will interpret.", ["ʻIsileli"]),
        (
            "name_relative_lower",
            "pt resting. family here: wife margarethe, son dieter, both updated re plan. will call back tmrw after rounds.",
            ["margarethe", "dieter"],
        ),
        ("name_salutation", "Dear Tamati,\nThank you for referring Mr Ruru.", ["Tamati"]),
        ("name_salutation", "Hi Saoirse and Eoin,\nQuick update on your dad.", ["Saoirse", "Eoin"]),
        ("name_salutation_bare", "Subject: labs\n\nBeatrix,\nthe potassium is back.", ["Beatrix"]),
        ("name_said", "She asked to be called Nnenna rather than her full name.", ["Nnenna"]),
        ("name_said", "The baby's name is Anahera Whetu.", ["Anahera Whetu"]),
        ("name_bare_age", "Referral: Mikael Lindgren-Oduya, 57, with exertional chest pain.", ["Mikael Lindgren-Oduya"]),
        ("name_bare_age", "Tran Van Duc (ninety-four) attended with his son.", ["Tran Van Duc"]),
        ("name_newborn", "Twin 2 (Baby Boy Achterberg) to SCBU.", ["Achterberg"]),
        ("name_service_paren", "Hyperkalaemia, renal (Ostrowska) happy to review.", ["Ostrowska"]),
        ("name_and_relative", "Ingeborg Rasmussen-Tui and her daughter attended.", ["Ingeborg Rasmussen-Tui"]),
        ("name_referral_seeing", "Thank you for seeing Mr Olufemi Adeyinka, who has gout.", ["Olufemi Adeyinka"]),
        ("name_line_visit", "Well child check\nAnahí here with dad for her 2 year shots.", ["Anahí"]),
        ("name_header_dash", "Ortho clinic - Bartholomew Nkemelu\nS/p ORIF.", ["Bartholomew Nkemelu"]),
        ("name_bare_age", "ANC booking: Chiamaka Obi G2P1 at 10 weeks.", ["Chiamaka Obi"]),
    ],
)
def test_finds(pattern, text, expected):
    assert _found(pattern, text) == expected


@pytest.mark.parametrize(
    "pattern, text",
    [
        ("name_credential", "Moved to Jackson, MS in 2019."),  # a place and a state code
        ("name_credential", "Baltimore, MD 21201"),
        ("name_credential", "Cardiology Clinic, RN line open 8-4"),
        ("name_honorific", "Drains: 19 Fr Blake to the RUQ."),  # a catheter size, not a priest
        ("name_honorific", "Chief Complaint: chest pain"),
        ("name_honorific", "Agent Orange exposure in Vietnam; referred to Gen Surg; born in Sri Lanka"),
        ("name_role_word_staff", "Referred to Consultant Rheumatologist for review."),
        ("name_role_word_staff", "Chair: consultant UGI surgeon, radiologist, pathologist."),
        ("name_role_word_lay", "Her teacher Notes reading delay."),
        ("name_role_abbrev", "GP Surgery closed on Sundays."),
        ("name_relative_full", "Her son Has Autism Spectrum Disorder."),
        # lower-case names only where the text is itself in lower case
        ("name_relative_lower", "Mother Of Three. She lives with her son dieter in Berlin. Father Is A Farmer. Sister Also."),
        ("name_relative_lower", "pt's son called at noon; asked about the plan for discharge and the meds for home use."),
        ("name_salutation", "Dear Colleague,\nThank you for seeing this patient."),
        ("name_salutation_bare", "Results\n\nThanks,\nthe lab"),
        ("name_said", "Her name is on the waiting list."),
        ("name_bare_age", "Proband, 41, referred by genetics."),
        ("name_bare_age", "Potassium Chloride, 20, given orally."),
        ("name_service_paren", "Seen by cardiology (inpatient) today."),
        ("name_and_relative", "Diabetes Education and family support offered."),
        ("name_referral_seeing", "Thank you for seeing this patient, who has gout."),
        ("name_line_visit", "Patient here with mom for shots."),
        ("name_header_dash", "Discharge summary - Internal Medicine\nAdmitted for CAP."),
        (
            "name_relative_lower",  # a title after the relation word is not the name: "pastor rev. ..."
            "pt resting quietly. family present: pastor rev. and son. will update team after rounds today.",
        ),
    ],
)
def test_rejects(pattern, text):
    assert _found(pattern, text) == []


@pytest.mark.parametrize(
    "text, expected",
    [
        # field labels of forms: several given names, an initial without its period, more labels
        ("Child: Okeke, Chisom Adaeze   DOB: 03/14/2019", "Okeke, Chisom Adaeze"),
        ("Inmate: VANTERPOOL, Desmond   DOC # 55-1", "VANTERPOOL, Desmond"),
        ("NAME (last, first): Nguyen, Thi Bich Ngoc      SEX: F", "Nguyen, Thi Bich Ngoc"),
        ("Seen with Dr Asante. Tech: Gideon Okoye", "Gideon Okoye"),
        ("Assessed by P. Vasquez-Tarn, staff nurse.", "P. Vasquez-Tarn"),
    ],
)
def test_form_labels_of_session_14(text, expected):
    from multideid.base_systems.packs.en_forms import PATTERNS as FORM_PATTERNS

    got = {text[s:e] for p in FORM_PATTERNS for s, e, _ in p.find(text)}
    assert expected in got
