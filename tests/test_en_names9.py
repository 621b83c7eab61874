"""English pack, session 21 (base_systems/packs/en_names9.py): person names in informal writing
(chats, texts, diaries, notes patients write) in lower case, in ALL CAPS, or that are common English
words.  Invented sentences; each pattern also has sentences it must not match (kin words before a verb
or a drug, group words after a greeting, pet words after a sign-off, eponyms, shops)."""

from __future__ import annotations

import pytest
from rules_helpers import assert_rule_finds, found, matches_by_rule

from multideid.base_systems.packs.en_names9 import PATTERNS, name_word_ok
from multideid.base_systems.rules import RulesBase


@pytest.mark.parametrize("rule, text, value", [
    ("name_kin_any9", "my son ted is coming at 5 to pick me up after work", "ted"),
    ("name_kin_any9", "then spoke w/ husband ambrose@555-0105 who said pt is at work", "ambrose"),
    ("name_kin_any9", "my medicine list (typed by my grandaugter brooke)", "brooke"),
    ("name_kin_any9", "not out to dad yet, out to best friend mo. no SI today", "mo"),
    ("name_kin_any9", "her carer jo said she hasnt eaten since lunch", "jo"),
    ("name_kin_any9", "neighbour mrs patel has a key to the flat", "patel"),
    ("name_kin_any9", "my daughter sunny is coming at 4", "sunny"),
    ("name_kin_any9", "best friend will, he drove me in", "will"),
    ("name_kin_any9", "obs ok; daughter-in-law Cheryl 775-555-0101 to collect", "Cheryl"),
    ("name_kin_any9", "me and my boyfriend jamal went to the walk in", "jamal"),
    ("name_kin_any9", "NOK: WIFE DOREEN OKONKWO-BELL", "DOREEN OKONKWO-BELL"),
    ("name_kin_any9", "our kid jordan fell off his bike", "jordan"),
    ("name_kin_any9", "my son ted j. hughes is here to collect", "ted j. hughes"),
    ("name_kin_any9", "husband: derek\ndaughter: shelley 07700 900123", "shelley"),
    ("name_kin_any9", "his carer Tash from Bluebell Homecare came", None),
    ("name_greeting9", "hi dana, just checking in about mum's appointment tomorrow", "dana"),
    ("name_greeting9", "kaija: thanks aurelio, is she eating ok?", "aurelio"),
    ("name_greeting9", "provider: hello zaetem, this is joan from the clinic", "zaetem"),
    ("name_greeting9", "Clinic 08:03: Hi Hope, yes you can alternate them", "Hope"),
    ("name_greeting9", "HI SAM, YOUR APPT IS MONDAY AT 9", "SAM"),
    ("name_greeting_staff9", "family: thanks bronagh, see you friday", "bronagh"),
    ("name_signoff9", "ok thats fine see you then\nthanks, -kemi", "kemi"),
    ("name_signoff9", "cheers jo", "jo"),
    ("name_signoff9", "will bring the letter next time\nlove, bex x", "bex"),
    ("name_signoff9", "got my results today, all fine\nthanks, -kemi", "kemi"),
    ("name_signoff9", "lovely to see you all\nThanks so much, Bea x", "Bea"),
    ("name_signoff_staff9", "can someone let sigrun know her labs are normal. thanks, - beatrix", "beatrix"),
    ("name_kin_any9", "Follow-up via GP. Ward sister Bronwen on 0113 496 0521 for queries.", None),
    ("name_self_intro9", "this is rosa from the pharmacy, your meds are ready", None),
    ("name_self_intro_staff9", "this is rosa from the pharmacy, your meds are ready", "rosa"),
    ("name_self_intro9", "my name is tomas and i have a question about my tablets", "tomas"),
    ("name_self_intro9", "i'm tomas, the one with the knee", "tomas"),
    ("name_self_intro9", "hey its Hope, Rio had fever all night", "Hope"),
    ("name_chat_lower9", "ffion: ok see you at 3\nkemi: thanks, will do\nffion: great", "ffion"),
    ("name_chat_lower9", "ffion: ok see you at 3\nkemi: thanks, will do\nffion: great", "kemi"),
    ("name_chat_lower9", "[10:02] mum: is he ok?\n[10:03] ffion: yes he's asleep now\n[10:05] mum: ok thanks x", "ffion"),
    ("name_here9", "hi everyone, tomos here, just to say thanks", "tomos"),
    ("name_self_intro9", "hi doc, it's grace again from room 4", "grace"),
    ("name_caps_staff_cell9", "Rota this week\nMON  JOHN SMITH\nTUE  ROSE WILL", "ROSE WILL"),
    ("name_caps_cell9", "pls see below\nDELIVER TO:\nKEMI ADEYEMI  DOB 01/02/1950\nTSERING DOLKAR\n", "KEMI ADEYEMI"),
    ("name_lower_subject9", "zenzele called again and asked for you. then dolores came over with cake", "dolores"),
    ("name_lower_subject9", "<marco> isaack will drive me home after", "isaack"),
    ("name_possessive9", "we used maryam's eggs for the transfer", "maryam's"),
    ("name_kin_list9", "lives w/ wife and 3 kids (ruslan, dilnoza, temurbek). wife works days", "dilnoza"),
    ("name_kin_any9", "MY SON TED IS COMING AT 5", "TED"),
    ("name_possessive9", "reciprocal IVF: Maryam's eggs, Shirin carrying", "Maryam's"),
    ("name_double_lower9", "09:12  faith-ann      left queue", "faith-ann"),
])
def test_informal_names(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("text", [
    "my son is coming later to pick me up",
    "husband home with her now, all ok",
    "hi all, quick update on the ward",
    "thanks team, see you tmrw",
    "love you lots",
    "love mum x",
    "my son will be there at 5",
    "my daughter hope to see you soon",
    "my wife and i are worried about the tablets",
    "my husband has diabetes and copd",
    "her son takes metformin every morning",
    "my mum paracetamol twice a day",
    "hi there, can i book an appointment",
    "i'm tired, can't sleep",
    "i'm fine thanks",
    "it's ok, no need to call",
    "this is great news",
    "cheers mate",
    "cheers bud",
    "thanks again",
    "morning all",
    "Paternal uncle colon polyps. Father healthy.",
    "fh: mother diabetes, father copd, sister lupus, maternal aunt sarcoidosis",
    "my sister rosacea flare again",
    "my daughter crohns got worse",
    "my husband tramadol makes him drowsy",
    "Sister Agnes on the ward gave the meds",
    "Recommend Twin Block then fixed appliances.",
    "Granddaughter interprets (Navajo).",
    "Subject: re: moms medicaitons",
    "barrett's oesophagus on the last scope, crohn's disease too",
    "we had lunch at wendy's after the scan",
    "she smokes mary-jane most days",
    "wife: ok\nplan: rest\nnote: call back",
    "name: albert\ndr: sandhu\npharmacy: costco\nalergies: penicilin",
    "Seen today.\nLOS ANGELES\nSAN DIEGO",
    "ACUTE KIDNEY INJURY\nCHEST PAIN",
    "he called again and asked for you. then someone came over with cake",
    "i'm in dallas till friday, then paris",
    "meds: evening primrose\nx-ray booked\nx ray",
    "his wife rose and left the room",
    "my guardian angel is watching",
    "baby rice and baby doll on the list, child minder at 3",
    "Pt's Father Unknown. Mother Deceased. Son Present At Bedside. Daughter POA.",
    "my mum tea was nice and then the rest of the day was quiet at home with the telly on",
    "it's summer again, finally",
    "me: can i take it with food\nnurse: yes that's fine\nme: thanks",
    "mum: worried about feeding\nbaby: settled\nplan: review",
    "nobody here, all gone home",
    "kids (school, nursery and swimming) keep me busy",
    "MY SON ICU NURSE SAID",
])
def test_not_names(text):
    assert not matches_by_rule(PATTERNS, text)


def test_word_names_only_in_strongest_slots():
    assert name_word_ok("will", 3) and not name_word_ok("will", 2)
    assert name_word_ok("kaveh", 1) and name_word_ok("ambrose", 1)
    assert not any(name_word_ok(w, 3) for w in ("you", "all", "team", "mum", "home", "is", "metformin"))


def test_label_follows_the_speaker():
    text = "family: thanks bronagh, see you friday\nnurse: hi ahanu, your results are back"
    got = matches_by_rule(PATTERNS, text)
    assert ("name_greeting_staff9", "bronagh") in got and ("name_greeting9", "bronagh") not in got
    assert ("name_greeting9", "ahanu") in got


def test_rules_base_finds_informal_names():
    rules = RulesBase(locale="en")
    text = ("hi dana, quick one\nmy son ted will drop off my tablets, then spoke w/ husband ambrose about "
            "the appt. best friend mo drove me home.\nthanks, -kemi")
    got = found(rules, text)
    for name in ("dana", "ted", "ambrose", "mo", "kemi"):
        assert (name, "PATIENT") in got
    assert not {v for v, _ in got} & {"home", "appt", "tablets", "thanks"}
