"""English identifiers after any cue word, partial identifiers and national numbers by their check
digits: packs/en_ids9.py and packs/natid_checks.py (issue #22, session 21).

Every text was written for this test (none copied from an evaluation set).  The check-digit examples
are computed numbers (the validators were cross-checked against python-stdnum during development) or
the schemes' published specimens; the negatives hold the look-alikes the rules must leave alone
(rooms, doses, pages, lots, versions, classification codes, ranges, dates, phones, counts, years)."""

from __future__ import annotations

import pytest
from rules_helpers import assert_rule_finds, found, matches_by_rule

from multideid.base_systems.packs import natid_checks
from multideid.base_systems.packs.en_ids9 import PATTERNS, cue_value_ok
from multideid.base_systems.rules import RulesBase


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize("fn,valid,invalid", [
    ("ahv_ok", "756.9217.0769.85", "756.9217.0769.84"),
    ("be_nn_ok", "85.07.30-033.28", "85.07.30-033.29"),
    ("pesel_ok", "44051401359", "44051401358"),
    ("pesel_ok", "02211501235", "02331501235"),  # month 21 = January 2002; month 33 is none
    ("rc_ok", "780123/3540", "780123/3541"),
    ("rc_ok", "855112/0127", "851312/0127"),  # month 51 = a woman born in January
    ("steuer_id_ok", "36 574 261 809", "36 574 261 890"),
    ("nir_ok", "2 95 10 99 126 111 93", "2 95 10 99 126 111 94"),
    ("kvnr_ok", "A123456780", "A123456781"),
    ("svnr_ok", "1237 010180", "1238 010180"),
    ("tckn_ok", "10000000146", "10000000147"),
    ("tckn_ok", "12345678950", "02345678950"),
    ("melli_ok", "0012345679", "0012345678"),
    ("snils_ok", "112-233-445 95", "112-233-445 96"),
    ("iin_ok", "900503301239", "900503301238"),
    ("tw_id_ok", "A123456789", "A123456788"),
    ("thai_id_ok", "1101700230708", "1101700230707"),
    ("cns_ok", "198765432109809", "198765432109808"),
    ("cuil_ok", "20-12345678-6", "20-12345678-5"),
    ("isikukood_ok", "37605030299", "37605030298"),
    ("cnp_ok", "1630615123457", "1630615123458"),
    ("jmbg_ok", "0101006500006", "0101006500007"),
    ("kw_civil_ok", "285011501232", "285011501233"),
    ("fnr_ok", "15037712377", "15037712378"),
    ("nik_ok", "3171015504870005", "3171013504870005"),  # day 35 / month 04 -> no date
    ("eg_id_ok", "29001011234567", "29013011234567"),
    ("vin_ok", "1HGCM82633A004352", "1HGCM82634A004352"),
    ("dea_ok", "AB1234563", "AB1234564"),
    ("itin_ok", "912-78-1234", "912-89-1234"),
])
def test_validators(fn, valid, invalid):
    check = getattr(natid_checks, fn)
    assert check(valid)
    assert not check(invalid)


def test_cue_value_ok():
    assert cue_value_ok("5562")
    assert cue_value_ok("SA26/5557")
    assert cue_value_ok("0044 5512 9")
    assert cue_value_ok("B552")  # three digits after a letter prefix
    assert not cue_value_ok("552")  # three digits alone
    assert not cue_value_ok("150-400")  # a range
    assert not cue_value_ok("12/03/2024")  # a date
    assert not cue_value_ok("2024")  # a year
    assert not cue_value_ok("617-555-0142")  # a phone shape: the phone rules decide
    assert not cue_value_ok("C34.1")  # ICD-10
    assert not cue_value_ok("NCT01234567")
    assert not cue_value_ok("v2.4.1")
    assert not cue_value_ok("100 93 86 79 72")  # serial sevens
    assert not cue_value_ok("K0823", code_cue=True)  # HCPCS after "code"
    assert cue_value_ok("K0823")


@pytest.mark.parametrize("rule,text,value", [
    ("id9_cue_any", "Handed over by PC Ravel, collar no. 5562, at the front desk", "5562"),
    ("id9_cue_any", "Exam entry: Tamsin Oduya (candidate no. 0412-77)", "0412-77"),
    ("id9_cue_any", "semen analysis, lab no. SA26/5557, volume 2.1 mL", "SA26/5557"),
    ("id9_cue_any", "valuables in locker nr 5521 on level 2", "5521"),
    ("id9_cue_any", "gym membership number 0044 5512 9 expired", "0044 5512 9"),
    ("id9_cue_any", "sample sent, specimen code 55-BX-112 on the pot", "55-BX-112"),
    ("id9_cue_any", "hostel guest ID: HG-30417, checked in late", "HG-30417"),
    ("id9_cue_any", "pension reference no. PN/8841/07 quoted", "PN/8841/07"),
    ("id9_cue_any", "the allotment tenancy nº 40917 is in her name", "40917"),
    ("id9_cue_any", "coroner's registration 2026/00417 opened", "2026/00417"),
    ("id9_cue_any", "foster carer approval ref. FC-7731-B on file", "FC-7731-B"),
    ("id9_cue_any", "returned hire scooter#55172 to the depot", "55172"),
    ("id9_cue_any", "library card nbr 77-55120 on hold", "77-55120"),
    ("id9_last_digits", "caller gave the last four of her SSN: 5519 and DOB", "5519"),
    ("id9_last_digits", "final 4 digits are 8830, name matches", "8830"),
    ("id9_last_digits", "ID verified with the last six digits of the passport 551207", "551207"),
    ("id9_ends_in", "no ID on him, says SSN ends 5519", "5519"),
    ("id9_ends_in", "paid with the Visa ending in 4421", "4421"),
    ("id9_masked", "card on file ****5519 (exp 09/27)", "5519"),
    ("id9_masked", "account XXXX-XXXX-XXXX-3318 charged", "3318"),
    ("id9_cue_national", "Pacientka: Nováková, rodné číslo 855112/0127", "855112/0127"),
    ("id9_cue_national", "Utente 123 456 789, Centro de Saúde de Braga", "123 456 789"),
    ("id9_cue_national", "Versicherter: Huber, KVNR A123456780, AOK", "A123456780"),
    ("id9_cue_national", "teudat zehut 039337423, kibbutz", "039337423"),
    ("id9_cue_national", "Civil ID 285011501232, block 4", "285011501232"),
    ("id9_ch_ahv", "Patient Bärtschi, AHV 756.5550.1203.48, Bern", "756.5550.1203.48"),
    ("id9_ch_ahv_checked", "insured person 756.9217.0769.85 (card)", "756.9217.0769.85"),
    ("id9_cz_rc", "Pan Dvořák, RČ 780123/5551, Brno", "780123/5551"),
    ("id9_fr_nir", "assurée : 2 55 04 75 555 019 27, mutuelle", "2 55 04 75 555 019 27"),
    ("id9_be_nn", "INSZ 85.07.30-555.12 Gent", "85.07.30-555.12"),
    ("id9_ru_snils", "Пациент Орлова, СНИЛС 555-123-456 78", "555-123-456 78"),
    ("id9_th_id", "Khun Somchai, ID 3-1005-55512-34-1, Chiang Mai", "3-1005-55512-34-1"),
    ("id9_ar_cuil", "afiliada, CUIL 27-30555108-4", "27-30555108-4"),
    ("id9_ua_unzr", "UNZR 19850312-55512, Kharkiv", "19850312-55512"),
    ("id9_ca_health_card", "OHIP 5555-123-456-AB, valid", "5555-123-456-AB"),
    ("id9_pl_pesel", "Pani Kowalska 44051401359 przyjęta", "44051401359"),
    ("id9_tr_tckn", "Hasta 10000000146 taburcu", "10000000146"),
    ("id9_us_itin", "filed with ITIN 912-78-1234 last year", "912-78-1234"),
    ("id9_vin", "car 1HGCM82633A004352 towed", "1HGCM82633A004352"),
    ("id9_tw_id", "Patient 林美玲 A123456789, Taipei", "A123456789"),
    ("id9_es_dni", "paciente con 12345678Z en la tarjeta", "12345678Z"),
])
def test_rule_finds(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("text", [
    "Room no. 4412, bed no. 12, bay no. 5512",
    "Take dose no. 2 at 0800; cycle no. 4412",
    "call the number 0412 555 018 tomorrow",
    "page no. 1234 of the protocol",
    "Lot no. 44812B exp 03/2027, batch no. 2207-11",
    "ICD code C34.1, CPT code 99213, HCPCS code K0823, LOINC code 2345-7",
    "zip code 94110, postal code 2000, area code 617",
    "reference range 150-400, ref. 3.5-5.0",
    "version no. 2.4.1 and build no. 20241103",
    "flight no. 1234 to Lagos",
    "Walgreens #05531 on Main St",
    "registration 1200 participants in total",
    "trial number NCT01234567",
    "error code E4012 and alarm code 5521",
    "Serial 100 93 86 79 72 correct",
    "Study protocol no. ABC-2024-001",
    "said no 1234 times",
    "he has no 2019 records",
    "phone number 555-0142, mobile no. 07700 900123",
    "year ending 2024 balance, the story ends in 1998",
    "in the last 4 years 2019-2023",
    "last 4 digits of her phone 0142",
    "glucose last 3 145, 160 and 170; last 4 1200 mL",
    "order code 99213-25, catalogue number 1234-567, SKU number 554433",
    "house no. 1234 Main, plot no. 5541 Lusaka",
    "Medic no. 1234 attended, engine no. 5512",
    "weight 3400 g, Hb 12.1, NDC 55513-0448-01",
    "Boise ID 83702",
    "Invoice total 4500 paid on 12/03/2024",
    "markdown **5519** bold",
    "extension x5519",
    "dispatch code 10-D-4, UN no. 3373, CAS no. 50-00-0",
    "the casino 1234 prize",
])
def test_rules_leave_alone(text):
    assert not matches_by_rule(PATTERNS, text)


def test_bare_runs_need_their_check_and_no_phone_cue():
    assert not matches_by_rule(PATTERNS, "call 44051401359 now")  # a PESEL shape after a phone word
    assert not matches_by_rule(PATTERNS, "44051401358 was entered")  # a wrong check digit
    assert not matches_by_rule(PATTERNS, "NIF 123456788")  # a single check digit: left to the cue rules


def test_whole_rules_base(rules):
    text = ("Property handed in by PC Ravel, collar no. 5562. Caller says SSN ends 5519; card on file ****3318.\n"
            "Referred from Bern: AHV 756.9217.0769.85. Room no. 4412, dose no. 2.")
    got = found(rules, text)
    assert ("5562", "ID") in got
    assert ("5519", "ID") in got
    assert ("3318", "ID") in got
    assert ("756.9217.0769.85", "ID") in got
    assert not any(span in ("4412", "2") for span, _ in got)
