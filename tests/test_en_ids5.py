"""English identifiers, phones, faxes, ages over 89, user names and dates in the forms of
packs/en_ids5.py (issue #22, session 15).

Every line was written for this test in wordings of its own (none copied from an evaluation set);
each positive names the rule that finds it, and the negatives hold the look-alikes the rules must
leave alone (years, fractions, counts, scores, visual acuity, clock times, doses, words)."""

from __future__ import annotations

import re
import time

import pytest

from multideid.base_systems.packs import en_ids5
from multideid.base_systems.packs.en_ids5 import hkid_ok, table_column_is
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule

PATTERNS = en_ids5.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


def test_hkid_check_digit():
    assert hkid_ok("A123456(3)")  # the Immigration Department's published example
    assert hkid_ok("A1234563")
    assert not hkid_ok("A123456(4)")
    assert not hkid_ok("123456(3)")


def test_table_column_is():
    text = "Bed | Name | Age | Notes\n4 | Ivy Trent | 97 | falls\n5 | Bo Lam | 91 | -\n"
    m = re.search(r"\| (?P<n>97) \|", text)
    assert table_column_is(m, "age")
    m = re.search(r"(?P<n>4) \|", text)
    assert not table_column_is(m, "age")
    # another text with rows at the same offsets: its own header counts, not the last text's
    other = "Bed | Name | Ward | Notes\n4 | Ivy Trent | 97 | falls\n"
    assert not table_column_is(re.search(r"\| (?P<n>97) \|", other), "age")
    assert table_column_is(re.search(r"\| (?P<n>97) \|", text), "age")


@pytest.mark.parametrize("rule,text,value", [
    # identifiers
    ("id5_ref_code", "Thank you for your letter. Your ref KLM/TR/883021 has been noted.", "KLM/TR/883021"),
    ("id5_ref_code", "the ambulance job was logged as AMB-77-30412 by control", "AMB-77-30412"),
    ("id5_ref_code", "Please use the verification code R7T4K9Q2 to sign in", "R7T4K9Q2"),
    ("id5_ref_code", "Environmental health ref EH/TX-24-117 was opened", "EH/TX-24-117"),
    ("id5_ref_code", "see poison record 24-0031-5571 for the call", "24-0031-5571"),
    ("id5_ref_code", "booking confirmation QX-88R2210 sent by text", "QX-88R2210"),
    ("id5_licence", "Holds CDL K882-1190-4432 (TX), valid", "K882-1190-4432"),
    ("id5_licence", "Alien Number A201-448-907 on the I-94", "A201-448-907"),
    ("id5_licence", "Vermont license 42.118803 active", "42.118803"),
    ("id5_licence", "Prescriber DEA AK4471128, NPI on file", "AK4471128"),
    ("id5_licence", "Dr Tan Mei Ling, MCR 33018Z", "33018Z"),
    ("id5_licence", "TRN 118-442-907 on the tax form", "118-442-907"),
    ("id5_licence", "UBRN: 1187 4410 2203 for the two-week-wait clinic", "1187 4410 2203"),
    ("id5_vehicle_plate", "the van, number plate KX71 PLM, was parked on the kerb", "KX71 PLM"),
    ("id5_vehicle_plate", "Vehicle registration: 7ABC123 (California)", "7ABC123"),
    ("id5_letter_spaced", "Member no. K881 204 7731 on the card", "K881 204 7731"),
    ("id5_hkid", "holder A123456(3) presented", "A123456(3)"),
    ("id5_hkid_cued", "HKID: Z441207(8) copied", "Z441207(8)"),
    ("id5_zw_national", "National ID 08-771203 K 22 sighted", "08-771203 K 22"),
    ("id5_code_year_serial", "See incident QA-24-1187 for the root-cause review", "QA-24-1187"),
    ("id5_mbi", "new card shows 3KQ9-WT2-AC57 since April", "3KQ9-WT2-AC57"),
    ("id5_mbi", "MBI 3KQ9WT2AC57", "3KQ9WT2AC57"),
    ("id5_uk_nino", "her National Insurance number is JR 44 71 20 B", "JR 44 71 20 B"),
    ("id5_va_icn", "ICN 2044712201V118203 in VistA", "2044712201V118203"),
    ("id5_mac_address", "the infusion pump (MAC 3c:22:fb:1a:07:9e) dropped off wifi", "3c:22:fb:1a:07:9e"),
    ("id5_tag_band", "wristband number 4471209 scanned before the transfusion", "4471209"),
    ("id5_tag_band", "Triage tag: R-00318 (red)", "R-00318"),
    ("id5_cue_over_phone", "Health and Care Number 412 118 2290 on the GP letter", "412 118 2290"),
    ("id5_cue_over_phone", "lab work order 31-555-0912 attached", "31-555-0912"),
    ("id5_uk_plate", "she drove off in a grey van, KM19 RTX, at speed", "KM19 RTX"),
    # phones and faxes
    ("phone5_cued_world", "Her husband (H/P 019-882 4410) will collect her", "019-882 4410"),
    ("phone5_cued_world", "Mob: 07700 900 431 after six", "07700 900 431"),
    ("phone5_page_name", "Please bleep Sister Okafor on 6621 with results", "6621"),
    ("phone5_page_name", "call Dr Amadi on 44120 if worse", "44120"),
    ("phone5_bleep_column", "Shift | Doctor (bleep) | Cover\nNight | Harlow (2271) | none\n", "2271"),
    ("phone5_cued_us", "direct (412) 555-0190 | fax (412) 555-0191", "(412) 555-0190"),
    ("phone5_cued_us", "Phone: (412) 555-0192 x4410 (clinic)", "(412) 555-0192 x4410"),
    ("phone5_world_56", "ring her mobile 07700 900871", "07700 900871"),
    ("phone5_world_run", "text me 0412555018 when you land", "0412555018"),
    ("phone5_world_run", "ph 5550142", "5550142"),
    ("fax5_cued", "the signed form was faxed back to (412) 555-0177 today", "(412) 555-0177"),
    ("phone5_cued_us", "direct (412) 555-0190 | fax (412) 555-0191", "(412) 555-0190"),
    ("phone5_cued_us", "Phone: (412) 555-0192 x4410 (clinic)", "(412) 555-0192 x4410"),
    ("phone5_world_56", "ring her mobile 07700 900871", "07700 900871"),
    ("phone5_world_run", "text me 0412555018 when you land", "0412555018"),
    ("phone5_world_run", "ph 5550142", "5550142"),
    ("fax5_cued", "Tel 412-555-0176 | Fax: 412-555-0178", "412-555-0178"),
    ("phone5_cued_us", "direct (412) 555-0190 | fax (412) 555-0191", "(412) 555-0190"),
    ("phone5_cued_us", "Phone: (412) 555-0192 x4410 (clinic)", "(412) 555-0192 x4410"),
    ("phone5_world_56", "ring her mobile 07700 900871", "07700 900871"),
    ("phone5_world_run", "text me 0412555018 when you land", "0412555018"),
    ("phone5_world_run", "ph 5550142", "5550142"),
    ("fax5_cued", "T: 412-555-0176  F: 412-555-0179", "412-555-0179"),
    # ages over 89
    ("age5_relative_comma", "Lives with her aunt, 93, and two cats.", "93"),
    ("age5_titled_then", "Mrs Ottoline Fairbrass, now 96, was reviewed at home.", "96"),
    ("age5_name_paren", "Spoke with Beatrice Holloway (101) on the ward.", "101"),
    ("age5_name_paren", "Reviewed Ivor Penhaligon (aged 94) today", "94"),
    ("age5_relative_spelled", "her father who is ninety-six still drives", "ninety-six"),
    ("age5_relative_spelled", "Grandmother is one hundred and two", "one hundred and two"),
    ("age5_sex_shorthand", "97F with recurrent falls, lives alone", "97"),
    ("age5_sex_shorthand", "Pt is a 103 M admitted from the care home", "103"),
    ("age5_sex_shorthand", "Sex/Age: F/91   Ward 4", "91"),
    ("age5_sex_shorthand", "Bed 3 (male, 99) asleep", "99"),
    ("age5_sex_shorthand", "Seen: pt 96 yoF", "96"),
    ("age5_given_comma", "his sister Philippa, 94, is his carer", "94"),
    ("age5_name_paren", "visited Philippa (94) at home", "94"),
    ("age5_name_paren", "Saw Mme Vauquelin-Oyelaran (91) with her nephew.", "91"),
    ("age5_name_paren", "The tenant, Ottokar Brimblecombe (92), fell.", "92"),
    ("age5_dob_paren", "DOB 3 Mar 1932 (94)   Ward 6", "94"),
    ("age5_dob_paren", "Date of birth: 1930-11-02 (96)", "96"),
    ("age5_informal_is", "grandad is 97 now and still gardening", "97"),
    ("age5_informal_is", "hes ninety four", "ninety four"),
    ("age5_at_pronoun", "at 92 she still walks to the shop", "92"),
    ("age5_years_plain", "widower, 93 yrs, independent with a frame", "93"),
    ("age5_table_column", "Bay | Patient | Age | Plan\n3 | Oona Bright | 98 | home\n", "98"),
    # user names
    ("username5_platform_as", "her ex posts on Instagram as gr8_trucker_77 every day", "gr8_trucker_77"),
    ("username5_role", "Reviewer: mbaptiste4 (quality team)", "mbaptiste4"),
    ("username5_role", "Documented by ktrevelyan at 14:02", "ktrevelyan"),
    ("username5_platform_is", "my snap is lil_moth_2009", "lil_moth_2009"),
    ("username5_platform_im", "add me on discord, im quietfox_42", "quietfox_42"),
    ("username5_role", "Slack: t.adebayo in the on-call channel", "t.adebayo"),
    ("username5_login_bare", "password reset for login tokafor7 at 09:00", "tokafor7"),
    ("username5_platform_is", "my snap is lil_moth_2009", "lil_moth_2009"),
    ("username5_platform_im", "add me on discord, im quietfox_42", "quietfox_42"),
    ("username5_role", "Slack: t.adebayo in the on-call channel", "t.adebayo"),
    ("username5_login_bare", "signed in as mwexler", "mwexler"),
    ("username5_by_at", "chart unlocked by drvasquez at 14:10", "drvasquez"),
    # dates
    ("date5_timestamp_compact", "MSH|^~\\&|LAB|20251203094512||ORU", "20251203094512"),
    ("date5_timestamp_compact", "received 202512030945 by the interface", "202512030945"),
    ("date5_quarter_year", "audit covered Q3 2024 and FY2025", "Q3 2024"),
    ("date5_compact_cued", "Date of birth 19370914, sex F", "19370914"),
    ("date5_compact_cued", "Onset 20240229 per registry", "20240229"),
    ("date5_basic_iso_time", "LAST-MODIFIED:20260301T120501Z", "20260301T120501Z"),
    ("date5_holiday_more", "He fell during Diwali celebrations", "Diwali"),
    ("date5_holiday_more", "feeling low since xmas", "xmas"),
    ("date5_holiday_more", "back after the bank holiday weekend", "bank holiday weekend"),
    ("date5_holiday_more", "closed over Boxing Day and Hogmanay", "Boxing Day"),
    ("date5_holiday_more", "fireworks on guy fawkes night scared him", "guy fawkes night"),
    ("date5_weekday_range_letters", "open Tu-Sa for walk-ins", "Tu-Sa"),
    ("date5_weekday_range_letters", "Hours | M-F | 8-4", "M-F"),
    ("date5_weekday_cell", "Mon | Tue | Sun | Notes", "Sun"),
    ("date5_dm_unambiguous", "wound review 23/4, sutures out", "23/4"),
    ("date5_dm_unambiguous", "INR checked 10/27 and stable", "10/27"),
    ("date5_dotted_dm", "inpatient since 07.02. with pneumonia", "07.02."),
    ("date5_weekday_date", "thurs 14 march - migraine again", "thurs 14 march"),
    ("date5_weekday_date", "Sat 21st: bad night", "Sat 21st"),
    ("date5_weekday_date", "Wed 04.06.25 reviewed", "Wed 04.06.25"),
    ("date5_weekday_daynum", "weds 9 - no headache", "weds 9"),
    ("date5_spaced_numeric", "DOB 09 30 1944 SEX M", "09 30 1944"),
    ("date5_day_of_month", "Signed this 14th day of February 2023", "14th day of February 2023"),
    ("date5_month_the_ordinal", "her surgery is on August the 9th", "August the 9th"),
    ("date5_md_range", "away 12/20-12/27 visiting family", "12/20-12/27"),
    ("date5_dtg", "DTG 031845Z MAR 26 received", "031845Z MAR 26"),
])
def test_rules_find(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("text", [
    # references, codes and licences that are no identifiers
    "reference range 3.5-5.0; see ref 12; ref 3/10 on the scale",
    "registration 2024 was late; confirmation 2019 of the diagnosis",
    "the licence 10 years ago; licensed practical nurse; DEA 2020 rules",
    "the LDL 130 and mg/dL 5.5",
    "flew home from Christmas Island; Christmas disease (factor IX); EASTER ISLAND trip",
    "awaiting confirmation of the result; logged as urgent",
    "Reference: ISO 9001 audit",
    "ICD-10-CM code and PHQ-9 score",
    # phones
    "cell count 12; HP 2 mg; Ph 7.35",
    "call Mum at 1500 tomorrow; page Dr Smith at 0830",
    # ages
    "Pulse Oximetry (95) on room air",
    "her mother, 62, lives nearby; father, 95%",
    "Room 94 and Bed 92",
    # user names
    "Aetna Prior Authorization form; authorisation for release",
    "From: home; user: none",
    "takes aspirin x as needed",
    "login page failed; signed in as admin; by mouth at 10",
    # ages
    "T 97F, HR 88; temp 99 F at night; F/12 review; 93/4 ratio",
    "Temp: 97F, HR 80; Tmax: 101F (fever)",
    "the temperature is 99 F",
    "Tuesday, 94, was busy; Saturday (95) too",
    "Surgical Reg 4471 on call tonight",
    "she is 95 on room air; sats: he's 94 on 2L",
    "the member number is 5512047; text 3 times; call 911",
    "my insta is down; discord is great",
    "founded 95 years ago; 100 years of service; 90 yrs since the war",
    "Lab Results (95) pending; Pulse Oximetry (92) today; Room Service (90) calls",
    "Born in 1931 in Kent (94 patients in the cohort)",
    # identifiers
    "the CD34 POS count; ABC12 DEF; AB12 CDE appears in the manual",  # a plate shape without a vehicle word
    "Accession 202511034471 logged",  # twelve digits without a record field or time word
    "times 12:30:45:10:20:30 logged",
    # dates
    "pain 7/10; GCS 14/15; MRC 4/5; FU 16/52; 3/12 ago; 14/12 old",
    "positive in 4/13 nodes; cores 3/14; 1/16 inch; 2/30 sessions",
    "VA OD 6/12, OS 6/24 with glasses",
    "1/2-3/4 tab as needed",
    "costs rose to 12.10. then fell; section 3.1. applies",
    "sat 96% on air; sun exposure",
    "male-female ratio M-F",
    "TEL 20201231 was the record number",
])
def test_rules_ignore_look_alikes(text):
    assert not matches_by_rule(PATTERNS, text)


def test_hostile_input_is_fast():
    # long runs of what the rules look for: digits, capitals, slashes, pipes, weekday letters
    hostile = [
        "ref " + "A1/" * 70000,
        "| " * 100000,
        "M-" * 100000,
        "1/" * 100000,
        "Mr " + "Aa " * 70000 + "(95)",
        "licence " + "A1-" * 70000,
        "9" * 200000,
        "Name | Age\n" + "Ann Lee | 95\n" * 15000,
        ("| 95 " * 190 + "\n") * 200,
    ]
    # each pattern runs in a fraction of a second on each 200 KB line (a quadratic one would take
    # minutes); the bound leaves room for a loaded machine
    for line in hostile:
        for p in PATTERNS:
            t0 = time.perf_counter()
            p.find(line)
            assert time.perf_counter() - t0 < 5.0, p.name


def test_through_the_rules_base(rules):
    text = (
        "Your ref KLM/TR/883021. Vehicle registration: 7ABC123.\n"
        "Tel 412-555-0176 | Fax: 412-555-0178\n"
        "Date of birth 19370914. Spoke with Beatrice Holloway (101). Reviewer: mbaptiste4"
    )
    got = found(rules, text)
    for value, label in (
        ("KLM/TR/883021", "ID"), ("7ABC123", "ID"), ("412-555-0178", "FAX"), ("412-555-0176", "PHONE"),
        ("19370914", "DATE"), ("101", "AGE"), ("mbaptiste4", "USERNAME"),
    ):
        assert (value, label) in got
