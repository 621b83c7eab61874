"""English identifiers after short acronym, national-word and generic-noun cues, and dates of other
calendars, in packs/en_ids7.py (issue #22, session 17).

Every line was written for this test in wordings of its own (none copied from an evaluation set);
each positive names the rule that finds it, and the negatives hold the look-alikes the rules must
leave alone (vitals, lab values and reference ranges, doses, times, years, phone numbers, dates,
ZIP codes, currency amounts, product codes, rooms and beds, lot numbers)."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_ids7
from multideid.base_systems.packs.en_ids7 import id7_value_ok, other_calendar_ok
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule

PATTERNS = en_ids7.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


def test_id7_value_ok():
    assert id7_value_ok("31-448207")
    assert id7_value_ok("2.044.718.902")
    assert id7_value_ok("7 1990 44821 07 3")
    assert not id7_value_ok("150-400")  # a reference range
    assert not id7_value_ok("148/96")  # a blood pressure
    assert not id7_value_ok("2019-2024")  # a year range
    assert not id7_value_ok("14/02/2025")  # a date
    assert not id7_value_ok("AB-1234")  # four digits
    assert not id7_value_ok("ABCDEF-12345")  # letters dominate
    assert id7_value_ok("07-44812")  # a leading zero: no range
    assert not id7_value_ok("44812", structured_only=True)  # a bare run needs a listed cue
    assert not id7_value_ok("312-448-2071", structured_only=True)  # a phone shape
    assert not id7_value_ok("448-2071", structured_only=True)


def test_other_calendar_ok():
    assert other_calendar_ok("solar_hijri", 1404, 6, 31)
    assert not other_calendar_ok("solar_hijri", 1404, 7, 31)  # the second half-year has 30-day months
    assert not other_calendar_ok("solar_hijri", 1850, 1, 1)
    assert other_calendar_ok("ethiopian", 2017, 13, 5)  # Pagume
    assert not other_calendar_ok("ethiopian", 2017, 13, 7)
    assert not other_calendar_ok("hijri", 1446, 9, 31)  # lunar months have 29 or 30 days
    assert other_calendar_ok("buddhist", 2568, 2, 29)
    assert not other_calendar_ok("buddhist", 2026, 2, 1)  # a Gregorian year


@pytest.mark.parametrize("rule,text,value", [
    ("id7_acronym_cue", "Optician: J. Marlowe GOC 02-44817, practice stamp", "02-44817"),
    ("id7_acronym_cue", "Pharmacist Tavish Roe, GPhC 2044817", "2044817"),
    ("id7_acronym_cue", "machine: Lumis 150, SN 24-448-71023   firmware 3.1", "24-448-71023"),
    ("id7_acronym_cue", "Attending: Dr. Laleh Sadeghi, MCN 31-44820", "31-44820"),
    ("id7_acronym_cue", "Paciente: Sergio Paz  C.C. 2.044.718.902  EPS: Nueva", "2.044.718.902"),
    ("id7_acronym_cue", "Afiliado, CUIL 27-30448207-5, obra social", "27-30448207-5"),
    ("id7_acronym_cue", "Médica: Dra. Celia Ruiz, CMP 44871", "44871"),
    ("id7_acronym_cue", "Pacient: Ionescu Maria   CNP 2750611448207", "2750611448207"),
    ("id7_acronym_cue", "Cirujano: Dr. Tomas Vela, RM 44-2071", "44-2071"),
    ("id7_acronym_cue", "Seguro: SIS 3-30448207 activo", "3-30448207"),
    ("id7_acronym_cue", "Hospital de Clínicas  HC 448-207-193\nPaciente:", "448-207-193"),
    ("id7_acronym_cue", "Physician: Dr. Ana Costa, CRM 44821-SP", "44821-SP"),
    ("id7_acronym_cue", "Pasien: Budi, NIK 3174014407850003", "3174014407850003"),
    ("id7_acronym_cue", "Insurance: BHYT DN4014482077190 valid", "DN4014482077190"),
    ("id7_acronym_cue", "Patient: MUKESHIMANA Alice   ID: 1 1992 7 0448207 1 22", "1 1992 7 0448207 1 22"),
    ("id7_word_cue", "Father's name: Reza   National code: 044-821907-3   Insurance", "044-821907-3"),
    ("id7_word_cue", "Fayda ID: 4482 0719 3306 1175   Tel", "4482 0719 3306 1175"),
    ("id7_word_cue", "Passport: K4482071 (issued Manila)", "K4482071"),
    ("id7_word_cue", "Ασθενής: Nikou Anna   ΑΔΤ ΑΒ 448207", "ΑΒ 448207"),
    ("id7_word_cue", "cédula 1.044.821.907 de Medellín", "1.044.821.907"),
    ("id7_noun_cue", "nickname 'Bee', ID card 1 4482 07193 30 6, residing at", "1 4482 07193 30 6"),
    ("id7_noun_cue", "newborn screening card 448 2071 9330 sent to lab", "448 2071 9330"),
    ("id7_noun_cue_lettered", "released to the funeral home, toe tag MX-448-2071 attached", "MX-448-2071"),
    ("id7_noun_cue_lettered", "service dog, cert SDA-448-2071, allowed on ward", "SDA-448-2071"),
    ("id7_noun_cue_lettered", "photos saved to shared folder BURN_2025_4482 on the drive", "BURN_2025_4482"),
    ("id7_noun_cue_lettered", "ancestry test (kit AX448-20-7193) results", "AX448-20-7193"),
    ("date7_other_numeric", "Admitted 1404/07/12 (Solar Hijri) = 4 Oct 2025", "1404/07/12"),
    ("date7_other_numeric", "seen 12/07/1404 Shamsi, returned", "12/07/1404"),
    ("date7_other_numeric", "Referral dated 1447/03/09 AH from Riyadh", "1447/03/09"),
    ("date7_other_numeric", "Date: 21/02/2018 E.C. (31 Oct 2025)", "21/02/2018"),
    ("date7_other_numeric", "certificate issued 04/10/2568 B.E.", "04/10/2568"),
    ("date7_other_named", "Date: Tikimt 21, 2018 E.C.", "Tikimt 21, 2018"),
    ("date7_other_named", "admitted 12 Mehr 1404 in Shiraz", "12 Mehr 1404"),
    ("date7_other_named", "born 9 Ramadan 1410 AH", "9 Ramadan 1410"),
    ("date7_other_named", "bar mitzvah on 3 Kislev 5786", "3 Kislev 5786"),
    ("date7_buddhist_year", "was examined on 4 Oct 2568 (B.E.) = 4 Oct 2025", "4 Oct 2568"),
])
def test_rule_finds(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("text", [
    "IOP 17/16 both eyes, CCT 548",
    "BP 182/104 on arrival, HR 112",
    "GCS 3T, pupils 3 mm",
    "HbA1c 7.2 %, eGFR 58",
    "SpO2 94 % on room air",
    "PLT 150-400 reference, WBC 4000-11000 /uL",
    "PLT 245000 cells, WBC 11500",
    "CK 15400 units/L on day 2",
    "VL 44820 copies, CD4 212",
    "Dose: 2-4 mg IV q4h, max 12000 mg",
    "seen at 0220 and 0415, ECG repeated",
    "year 2025, FY 2024-2025 budget",
    "Call TEL 312-448-2071 or FAX 312-448-2099",
    "PHONE 448-2071, ask for the ward clerk",
    "Seattle, WA 98101-1234, USA",
    "Boise, ID 83702",
    "NDC 55513-0448-01, CPT 99213, ICD 10-CM",
    "COP 1.500.000 paid, USD 1200 deposit",
    "Ward 5, Bed 12, Room 4412",
    "RM 4412, east wing",
    "LOT 44820-22, EXP 2027-03",
    "lot number 4482071B, exp 03/2027",
    "Dates 2025-11-03 to 2025-11-09",
    "DOB 12-03-1961",
    "EF 55-60 % by echo",
    "visual acuity VA 20/200",
    "zip code 94110-1234",
    "report card 2024-2025",
    "scored 44820 points on the test card 12/06/2025",
    "card 2 of 3 posted",
    "ID card on file, copied",
    "Date: Yekatit 12 Hospital, Addis Ababa",
    "12 Mehr street, opposite the bank",
    "in 1404 patients of the cohort",
    "AH/VH denied, mood 5/10",
    "Referral 14/03/2019, EC aspirin 81 mg",
    "Dec 12 2026 follow-up",
])
def test_rules_leave_alone(text):
    got = matches_by_rule(PATTERNS, text)
    # the last example is a Gregorian date: only a DATE span may come of it
    assert not {g for g in got if not g[0].startswith("date7")} and not {g for g in got if g[1] != "14/03/2019"}, got


def test_whole_rules_base(rules):
    text = ("Referral from Dr. Farid Nouri, MCN 31-44820. Admission 1404/07/12 (Solar Hijri). "
            "Donor kit AX448-20-7193 returned. Body tag MX-448-2071.")
    got = found(rules, text)
    assert ("31-44820", "ID") in got
    assert ("1404/07/12", "DATE") in got
    assert ("AX448-20-7193", "ID") in got  # not the SSN shape "448-20-7193" inside it
    assert ("MX-448-2071", "ID") in got


@pytest.mark.parametrize("text", [
    "NPO 0000-0800, then clear fluids",
    "call Joy Obi RN 312-555-0147 with results",
    "St Paul, MN 55101",
    "TOE TAG 448-2071",
    "length 78 cm, HC 46.5 cm (60th), weight 10.2 kg",
    "Vent: AC 450/16/5/40% FiO2",
    "serial 100 93 86 79 72 correct",
    "CAS 50-00-0 formaldehyde exposure",
    "IRB 2025-0448 approved protocol",
    "rapid strep kit 4482071 lot on the box",
    "Nurse Azar 12, 1404 hrs meds given",
    "Sane 12, 2019 review",
    "3 Oct 2500 mg total",
])
def test_more_look_alikes(text):
    assert not matches_by_rule(PATTERNS, text)
