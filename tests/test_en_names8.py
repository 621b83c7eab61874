"""English pack, session 18 (base_systems/packs/en_names8.py): lower-case names and names after kin
words of other languages, call signs and page sign-offs, ages over 89 in unusual forms, user names after
comment and social cues; and en_world's speaker lines skipping role words.  Invented sentences; each
pattern also has sentences it must not match (ordinary words in the name slot, temperatures, drugs,
doses, counts)."""

from __future__ import annotations

import pytest
from rules_helpers import assert_rule_finds, found, matches_by_rule

from multideid.base_systems.packs import en_world
from multideid.base_systems.packs.en_names8 import PATTERNS
from multideid.base_systems.rules import RulesBase


@pytest.mark.parametrize("rule, text, value", [
    ("name_kin_lower8", "hi, my mum farzaneh karimzadeh had her bloods taken there", "farzaneh karimzadeh"),
    ("name_kin_lower8", "my son oluwaseun wants to come too", "oluwaseun"),
    ("name_kin_lower8", "please ask dad (ebrahim) before you call", "ebrahim"),
    ("name_kin_lower8", "her husband tadeusz v. wojcikowski signed it", "tadeusz v. wojcikowski"),
    ("name_kin_world8", "Can my mokopuna Aroha sit with me in recovery?", "Aroha"),
    ("name_kin_world8", "I ring for my abuelito Eusebio, he fell again.", "Eusebio"),
    ("name_kin_world8", "Contact: her pikin Kollie cannot come; tannie Mariechen Botha +27 82 555 0101", "Mariechen Botha"),
    ("name_kin_world8", "Seen with mum Xiadani in the waiting room.", "Xiadani"),
    ("name_kin_world8", "his wantok Ezekiel Sogavare brought him by canoe", "Ezekiel Sogavare"),
    ("name_kin_world8", "Subject: complaint about my dad Ruairi McGettigan\nI want to complain", "Ruairi McGettigan"),
    ("name_kin_world8", "Caller: My mum, Siueni.", "Siueni"),
    ("age8_name_turns", "Birthdays: Philomena Achterberg turns 101 on Sunday!", "101"),
    ("username8_signoff", "Lovely staff, quick visit.\n- ParkingQueen1987, Retired Teacher", "ParkingQueen1987"),
    ("username8_signoff", "call the warmline any time\n- mkowalczyk", "mkowalczyk"),
    ("name_kin_world8", "08:15 top up 60ml (nan Rosalind gave it, not happy)", "Rosalind"),
    ("name_kin_world8", "Contacts: esposo Teodoro Quispe (sells at the market)", "Teodoro Quispe"),
    ("name_kin_signoff_lower8", "pls let me know when the results come\nthanks, bahareh  07700 900 123", "bahareh"),
    ("name_kin_signoff_lower8", "see you next week. cheers, siobhan", "siobhan"),
    ("doctor_call_sign8", "[09:12:01] TC RKW: Is he awake?\n[09:12:10] CALLER: no", "RKW"),
    ("doctor_call_sign8", "EMD LMT: Tell me exactly what happened.", "LMT"),
    ("doctor_page_signoff8", '02:10 FROM ext 2231: "bed 7 Mrs Achterberg BP 80/40 pls come - Temitope"', "Temitope"),
    ("doctor_page_signoff8", '21:15 FROM 4410: "NEWS 7 - Ikechukwu"', "Ikechukwu"),
    ("doctor_name_role8", "Potassium 6.4 phoned to Bernadette RN at 14:10, read back.", "Bernadette"),
    ("doctor_name_role8", "Booked by: Paulette (front desk)", "Paulette"),
    ("doctor_name_role8", "ask Ma'am Rosalind Achebe (billing) about the claim", "Rosalind Achebe"),
    ("doctor_name_role8", "Reviewed by T. Nangolo (MO), cell +264 81 555 0100", "T. Nangolo"),
    ("doctor_attn8", "Please fax the notes to 530-555-0100 Attn: Huong", "Huong"),
    ("name_lay_role8", "peer mentor Saoirse O'Donnell-Park from the spinal charity joined", "Saoirse O'Donnell-Park"),
    ("name_lay_role8", "NDIS planner Tobias Wandjuk 0491 570 110", "Tobias Wandjuk"),
    ("name_lay_role8", "Officer attending: PC Ruaridh Maclennan", "Ruaridh Maclennan"),
    ("name_answer8", "What is your name?\n[10:02:11] CALLER: Marguerite Okafor.", "Marguerite Okafor"),
    ("name_answer8", "What's his name?\nSON: it's Tadhg, he's 80", "Tadhg"),
    ("name_call_re8", 'FROM 07700 900 222: "call me re Oyelaran Na 121 pls"', "Oyelaran"),
    ("name_call_re8", "Can you ring me re Mrs Vasquez-Thorne when free", "Vasquez-Thorne"),
    ("age8_name_sex", '"Dorothy Pritchard 97F side room 2 fall overnight"', "97F"),
    ("age8_how_old", "How old is he?\n[02:01:33] CALLER: 94 and he has dementia", "94"),
    ("age8_how_old", "How old is your grandmother?\nSON: 101, she lives alone", "101"),
    ("age8_spelled_echo", "She was 93 at the time.\nHOST: Ninety-three! Amazing.", "Ninety-three"),
    ("age8_spelled_echo", "she turned 100 in March - a hundred and two now, really", "hundred and two"),
    ("age8_name_comma", "Ouma Hendrina Jacoba Oosthuizen, 93, says she feels stronger", "93"),
    ("age8_kin_name_paren", "Husband away; grandfather Wiremu Tautahi (95) is minding the children.", "95"),
    ("username8_comment_author", "Comment [c4] (mnakashima7): check the dose", "mnakashima7"),
    ("username8_comment_author", "Insertion (r.okafor, 12/11/2026 09:14): \"daily\"", "r.okafor"),
    ("username8_social_cue", "TikTok for the aftercare video: ink.by.zadie", "ink.by.zadie"),
    ("username8_social_cue", "so follow us, we're scrubsandsnacks on every app", "scrubsandsnacks"),
])
def test_finds(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("text", [
    # ordinary English, drugs, doses and counts after kin words and cues
    "my dad gave blood here in 2019 and wants it back",
    "my son tomorrow will bring the forms",
    "mum (sleeping) agrees with the plan",
    "my wife paracetamol every six hours, is that ok",
    "my dad hasnt eaten since monday",
    "my sister lol she is fine",
    "her brother Rehab Team will call",
    "with mum Monday at 10",
    "my lola Medicare card is expired",
    "mum (htn) agrees",
    "mum (nok) informed",
    "my dad copd said no",
    "my wife ttyl",
    "ok thanks, imo",
    "Seen after her TIA Monday",
    "thanks, everyone\nsee you tomorrow",
    "thanks, doc",
    # dispatch and pager text without a call sign or a name
    "[18:41:19] TC BP: 120/80",
    "EMT ETA: 8 min",
    '23:01 FROM 4417: "pt in bed 4 needs review - NEWS 6"',
    "Pain improved - Ibuprofen",
    "call me re Warfarin dosing",
    "Seen by Triage RN at 10:00",
    "my son Will be there",
    "nan Christmas dinner was fine",
    "visited her gran in Glasgow (Scotland)",
    "my wife, Christmas was hard",
    "my dad Parkinson's disease",
    "The Cardiology Department turns 100 this year.",
    "Heart Rate was 96.",
    "- Room12, ground floor",
    "- none",
    "- TBC",
    "- Physiotherapy",
    "peer mentor Support Group from the charity",
    "Parent: Mother Superior informed",
    "coach Premier League said",
    "recipient Blood Group O positive",
    "Please fax the notes Attn: Billing",
    "Attn: Ophthalmology",
    "Seen in Clinic B. Review (MO) next week",
    "Handed over to Night RN",
    "Spoke to Pharmacy (pharmacy) today",
    "Level Three (reception) is closed",
    "What is your name?\nCALLER: Yes.",
    "What is your name?\nCALLER: Help me!",
    "call me re Monday clinic",
    # temperatures, counts, dose ages
    "Temp 99F overnight, Anna Bell 98F on the chart",
    "Water bath 95F per protocol for Jane Doe",
    "How old is she?\nCALLER: 92 kg roughly",
    "How old is the boiler?\nCALLER: 95.",
    "We scored a hundred and one points at the quiz!",
    "Saturation ninety-four! Good.",
    "Room Twelve Supplies, 95, is the order count",
    "grandmother Lab Results (95)",
    # logins that are words, and versions
    "Comment [c1] (reviewer): check this",
    "Instagram for healed photo: yes",
    "follow us, we're everywhere",
    "Twitter handle: v1.2.3",
])
def test_look_alikes_stay_untagged(text):
    assert not matches_by_rule(PATTERNS, text), matches_by_rule(PATTERNS, text)


def _speaker(text: str) -> set[str]:
    return {v for name, v in matches_by_rule(en_world.PATTERNS, text) if name == "name_speaker_line"}


def test_speaker_line_skips_role_and_label_words():
    # surnames of the gazetteer that open a form field as a role: no chat speaker
    assert not _speaker("Carrier: FedEx overnight, signed for at the door")
    assert not _speaker("Contractor: Bluebell Home Care, two visits a day")
    assert not _speaker("Judge: Hon. Lucinda Aldabe presiding")
    assert not _speaker("Driver: said the road was closed")
    # a name that is no role still is one
    assert _speaker("Ingrid: where are you tonight?") == {"Ingrid"}


SRT = (
    "1\n00:00:00,500 --> 00:00:03,900\nKia ora, I'm Mereana Tūhoe, theatre nurse at the day unit.\n\n"
    "2\n00:00:04,000 --> 00:00:07,000\nWIREMU: Can my wife stay with me until I'm asleep?\n\n"
    "3\n00:00:07,100 --> 00:00:09,000\nMEREANA: Yes, we can bring her to the anaesthetic room.\n"
)
PODCAST = (
    "[00:01:02] CALLUM: Welcome back to the show, we're talking night shifts.\n"
    "[00:01:09] NOTE: sponsor message removed\n"
    "[00:01:15] CALLUM: Tell us about your first one.\n"
)


def test_caps_speakers_of_timed_transcripts():
    got = matches_by_rule(PATTERNS, SRT)
    assert ("name_caps_speaker8", "WIREMU") in got
    assert ("doctor_caps_speaker8", "MEREANA") in got
    got = matches_by_rule(PATTERNS, PODCAST)
    assert ("doctor_caps_speaker8", "CALLUM") in got
    assert not {v for r, v in got if v == "NOTE"}
    # no timecodes: a heading in capitals, not a speaker
    assert not matches_by_rule(PATTERNS, "CALLUM: ward round\nPLAN: home tomorrow\nCALLUM: bloods")
    # a timed transcript whose labels are roles or words
    assert not matches_by_rule(PATTERNS, "[00:00:01] HOST: hello\n[00:00:05] GUEST: hi there\n[00:00:09] HOST: so")


@pytest.fixture(scope="module")
def rules():
    return RulesBase()


def test_rules_base_labels(rules):
    text = 'hi, my dad hamzeh rostami gave blood here\n[18:41:19] TC JMX: Is she breathing?\n"bay 3 fall pls see - Adaeze"'
    got = found(rules, text)
    assert ("hamzeh rostami", "PATIENT") in got
    assert ("JMX", "DOCTOR") in got
    assert ("Adaeze", "DOCTOR") in got
