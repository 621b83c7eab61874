"""English pack, session 22 (base_systems/packs/en_misc10.py): jobs in qualified labels, compounds and
relatives' appositions; spoken ages over 89; weekdays opening log lines; sign-off initials; identifiers
directly after a domain cue word.  Invented sentences; each pattern also has sentences it must not match."""

from __future__ import annotations

import pytest
from rules_helpers import assert_rule_finds, found

from multideid.base_systems.packs.en_misc10 import PATTERNS
from multideid.base_systems.rules import RulesBase


@pytest.mark.parametrize("rule, text, value", [
    # professions
    ("profession10_label_qualified", "Occupation in Poland: bricklayer. Lives alone.", "bricklayer"),
    ("profession10_label_qualified", "Occupation (before retirement): bus driver", "bus driver"),
    ("profession10_label_qualified", "Capacity: Chief Engineer   Vessel: bulk carrier", "Chief Engineer"),
    ("profession10_label_qualified", "Rank: Able Seaman", "Able Seaman"),
    ("profession10_label_qualified", "Capacity: Cook", "Cook"),
    ("profession10_label_qualified", "Capacity: has capacity to consent to surgery", None),
    ("profession10_label_qualified", "Rating: 7/10 pain on movement", None),
    ("profession10_label_qualified", "Capacity: Staff Nurse", None),
    ("profession10_compound", "he is a warehouse operative on nights", "warehouse operative"),
    ("profession10_compound", "She worked as a tour guide until 2019.", "tour guide"),
    ("profession10_compound", "he's a boat skipper out of Whitby", "boat skipper"),
    ("profession10_compound", "Her son is a refuse collector.", "refuse collector"),
    ("profession10_compound", "an operative report was dictated", None),
    ("profession10_compound", "use the chart as a guide only", None),
    ("profession10_compound", "a post-operative check at 6 weeks", None),
    ("profession10_trade_at", "She is a cleaner at the leisure centre.", "cleaner"),
    ("profession10_trade_at", "her son's a kitchen porter, he's a cook at The Swan", "cook"),
    ("profession10_trade_at", "This is a cleaner at lower cost", None),
    ("profession10_trade_at", "she is a picker for wounds", None),
    ("profession10_relative_paren", "Son Aung Min (tour guide, Mandalay) will escort her", "tour guide"),
    ("profession10_relative_paren", "brother Tomasz (long-haul lorry driver) lives nearby", "long-haul lorry driver"),
    ("profession10_relative_paren", "son Tom (aged 12) is at school", None),
    ("profession10_relative_paren", "his wife Ann Lowe (welfare attorney) signed", None),
    ("profession10_relative_paren", "daughter Lucy (care assistant) present", None),
    ("profession10_relative_comma", "partner Jean-Luc Hoareau, fisherman, lives on the island", "fisherman"),
    ("profession10_relative_comma", "wife Mary, a maths teacher at the village school, visits", "maths teacher"),
    ("profession10_relative_comma", "wife Mary, next of kin, is aware", None),
    # ages over 89
    ("age10_spelled_cued", "DR: and you're, what, ninety now?", "ninety"),
    ("age10_spelled_cued", "Her mother died at ninety-four in her sleep.", "ninety-four"),
    ("age10_spelled_cued", "He'll be ninety-two in May.", "ninety-two"),
    ("age10_spelled_cued", "Age: ninety-two   Sex: F", "ninety-two"),
    ("age10_spelled_cued", "sats should be ninety-two or above", None),
    ("age10_spelled_cued", "the ambulance was doing ninety mph, he'll be ninety mph", None),
    ("age10_spelled_cued", "the drive will be ninety minutes", None),
    ("age10_spelled_cued", "she's eighty-nine", None),
    ("age10_spelled_now", "PT: Ninety-one come March, honey.", "Ninety-one"),
    ("age10_spelled_now", "HR ninety now after the fluid bolus", None),
    ("age10_lived_to", "her mother lived to 102", "102"),
    ("age10_lived_to", "his grandfather lived to be ninety-seven", "ninety-seven"),
    ("age10_lived_to", "made it to 101, the family say", "101"),
    ("age10_lived_to", "lived to 85", None),
    ("age10_foreign_years", "Mme Odile Ferrand, 94 ans, vit seule", "94"),
    ("age10_foreign_years", "Doña Rosa, 93 años", "93"),
    ("age10_foreign_years", "Frau Weber, 62 Jahre", None),
    # weekdays
    ("date10_weekday_log_line", "my readings\nsat 142/88 p 71\nsun 151/90\nmon 138/84", "sun"),
    ("date10_weekday_log_line", "diary\nMon: dizzy after lunch\nThurs: better", "Thurs"),
    ("date10_weekday_log_line", "sat 94% on room air\nsat up in chair for lunch", None),
    ("date10_weekday_log_line", "sun cream applied\nmon itor BP", None),
    ("date10_weekday_clock", "party is sat 3pm at the hall", "sat"),
    ("date10_weekday_clock", "call son wed 18:00", "wed"),
    ("date10_weekday_clock", "O2 sat 10:00 was 94%", None),
    ("date10_weekday_slash", "physio Tues/Thurs mornings", "Tues/Thurs"),
    ("date10_weekday_slash", "gym mon-fri before work", "mon-fri"),
    ("date10_weekday_slash", "sun-damaged skin on the forearms", None),
    # initials
    ("name10_initials_label", "Dispensed by: Aeronwen   Checked: DJ", "DJ"),
    ("name10_initials_label", "oxycodone 5 mL given. Witness: PKM", "PKM"),
    ("name10_initials_label", "Checked by R.S.", "R.S."),
    ("name10_initials_label", "Signed: P.K.M.", "P.K.M."),
    ("name10_initials_label", "Checked: GCS and pupils", None),
    ("name10_initials_label", "Checked: BM 6.2", None),
    ("name10_initials_label", "Signed: DNACPR form in notes", None),
    ("name10_initials_label", "Witness: none present", None),
    ("name10_typist_ref", "Yours sincerely\n\nJKS/lm", "JKS"),
    ("name10_typist_ref", "Our ref: ABW/kl", "kl"),
    ("name10_typist_ref", "IV/po switch", None),
    ("name10_initials_column", "Date        INR   Dose          Initials\n28/10/26    1.9   5 mg daily    PKM\n"
     "11/11/26    3.9   4 mg daily    ZA", "ZA"),
    ("name10_initials_column", "Date        INR   Dose          Initials\n28/10/26    1.9   5 mg daily    INR", None),
    ("name10_subject_initials", "Subject number: 0417-0055   Initials: R-M-Q   Year of birth: 1951", "R-M-Q"),
    ("name10_subject_initials", "A. Patient initials T.W.K.   Age 91   Sex F", "T.W.K."),
    ("name10_subject_initials", "Subject 117-5552 (R.J.B.) received the week 12 dose", "R.J.B."),
    ("name10_subject_initials", "Nurse initials: J.S.", None),
    ("name10_subject_initials", "Initials: J.S. (checked the fridge)", None),
    ("name10_case_initials_list", "Cases (initials only): J.K. - stalled at step 4; M-L.F. - disclosed abuse", "M-L.F."),
    ("name10_case_initials_list", "Agenda:\nA.B. - minutes approved", None),
    ("name10_initials_cell", "Subj | Visit | Paid | Staff\n04-017 | V2 | 11/02/2026 | MGT\n04-021 | V1 | 11/09/2026 | MGT", "MGT"),
    ("name10_initials_cell", "Subj | Visit | Paid | Staff\n04-017 | V2 | 11/02/2026 | HCA\n04-021 | V1 | 11/09/2026 | HCA", None),
    # identifiers
    ("id10_cue_direct", "EYE BANK REFERRAL\nReferral EB26-5519 taken at 03:50", "EB26-5519"),
    ("id10_cue_direct", "CAD INCIDENT 26-555804   PRI 1", "26-555804"),
    ("id10_cue_direct", "Items: hoist, asset RC-FIF-55517; commode", "RC-FIF-55517"),
    ("id10_cue_direct", "alarm call log, client TC-555-20917, Mrs Pardoe", "TC-555-20917"),
    ("id10_cue_direct", "Flight on Air Vanuatu, booking NV5KQ2.", "NV5KQ2"),
    ("id10_cue_direct", "Kit numbers dispensed: K55-01873, K55-01874", "K55-01874"),
    ("id10_cue_direct", "tracking nos. LA55-0917-OD / LA55-0917-OS.", "LA55-0917-OS"),
    ("id10_cue_direct", "Mountain Rescue - callout 26/055", "26/055"),
    ("id10_cue_direct", "Service user 445821 seen at home", "445821"),
    ("id10_cue_direct", "case 12-15 reviewed", None),
    ("id10_cue_direct", "client 2019-2020 records", None),
    ("id10_cue_direct", "incident at 14:30 on 12/11/2026", None),
    ("id10_cue_direct", "claim 12500 euros refunded", None),
    ("id10_cue_direct", "job 1234 done", None),
    ("id10_cue_direct", "first aid kit 55012 restocked", None),
    ("id10_waybill_spaced", "received via Purolator waybill 555 3390 1184: blood", "555 3390 1184"),
    ("id10_waybill_spaced", "tracking 120 130 140", None),
    ("id10_waybill_spaced", "Courier: DHL   AWB 555-1029 3381   Ship date", "555-1029 3381"),
    ("id10_waybill_spaced", "tracking 555-102-9338 (courier's phone)", None),
])
def test_misc10_rules(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


def test_list_values_are_separate_spans():
    (p,) = [p for p in PATTERNS if p.name == "id10_cue_direct"]
    text = "Kit numbers dispensed: K55-01873, K55-01874"
    assert [text[s:e] for s, e, _ in p.find(text)] == ["K55-01873", "K55-01874"]


def test_typist_ref_gives_both_parts():
    (p,) = [p for p in PATTERNS if p.name == "name10_typist_ref"]
    text = "Our ref: ABW/kl"
    assert [text[s:e] for s, e, _ in p.find(text)] == ["ABW", "kl"]


def test_rules_base_finds_misc10_classes():
    rules = RulesBase(locale="en")
    text = ("Home BP diary - please bring to clinic\n"
            "sat 142/88 p 71\nsun 151/90 after church\nmon 138/84\n"
            "My husband Farouk (warehouse operative, Tilbury) checks them. His mum lived to 102!\n"
            "Telecare client TC-555-20917. Checked: PKM")
    got = found(rules, text)
    for value, label in (("sat", "DATE"), ("sun", "DATE"), ("mon", "DATE"), ("warehouse operative", "PROFESSION"),
                         ("102", "AGE"), ("TC-555-20917", "ID"), ("PKM", "DOCTOR")):
        assert (value, label) in got
    assert not {v for v, _ in got} & {"church", "diary", "clinic"}
