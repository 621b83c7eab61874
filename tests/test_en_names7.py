"""English pack, session 17 (base_systems/packs/en_names7.py): person names after verbs of contact,
greetings, sign-offs, chat speaker marks, quoted nicknames, role labels and role nouns.  Invented
sentences with names of many cultures (and invented names); each pattern also has sentences it must
not match (ordinary words in the name slot, services, drugs, eponyms, ALL CAPS headings)."""

from __future__ import annotations

import time

import pytest
from rules_helpers import assert_rule_finds, found

from multideid.base_systems.packs.en_names7 import PATTERNS
from multideid.base_systems.rules import RulesBase

CHAT = (
    "Exported conversation\n"
    "<Oyelaran> Hi, can I take the antibiotic with milk?\n"
    "<Marisela> Yes, but wait two hours after the dose.\n"
)
CHAT_DASH = (
    "Transcript\n"
    "Tuivaga - I missed my dose yesterday morning\n"
    "Henrike - Please take it as soon as you remember\n"
)


@pytest.mark.parametrize("rule, text, value", [
    ("name_contact_cue7", "Did anyone reach Ximena de la Torre about the consent form?", "Ximena de la Torre"),
    ("name_contact_cue7", "Returned call to Thandiwe M. Khumalo re: biopsy result.", "Thandiwe M. Khumalo"),
    ("name_contact_cue7", "Plan reviewed with Oskari Lehtinen 12/03, agrees.", "Oskari Lehtinen"),
    ("name_contact_cue7", "Has anyone told Oyelowo's wife about the delay?", "Oyelowo's"),
    ("name_contact_cue7", "spoke with Zoltan Farkas-Beke, who will bring the bag", "Zoltan Farkas-Beke"),
    ("name_then_verb7", "Re: refill. Quilliam called twice this morning.", "Quilliam"),
    ("name_then_verb7", "[3/4 09:10] As Yevgenia puts it, the tablets are too big.", "Yevgenia"),
    ("name_then_verb7", "Caller: Bronagh Kehoe will drive me to the appointment", "Bronagh Kehoe"),
    ("name_in_room7", "quick q - is Amadou Diallo in room 14B still on a drip?", "Amadou Diallo"),
    ("name_greeting7", "Hello Anahera, the pharmacy has your script ready.", "Anahera"),
    ("name_greeting7", "Hi Mateusz - yes, the clinic is open Saturday.", "Mateusz"),
    ("name_greeting_staff7", "Dear Folasade,\nplease see the attached bloods.", "Folasade"),
    ("name_greeting_staff7", "forwarding from Ingrida Balode: the scan is booked.", "Ingrida Balode"),
    ("name_greeting_staff7", "[2/3/2026 09:00] Hi Radomir,\ncould you look at the INR?", "Radomir"),
    ("name_this_is_rel7", "Good morning, this is Mark, Ferreira's son. Mum is worse.", "Mark"),
    ("name_signoff_line7", "Please chase the MRI report today.\n-- Wairimu\n", "Wairimu"),
    ("name_signoff_end7", "Oxygen delivered, tubing checked. Next visit Monday. - Thornbury", "Thornbury"),
    ("name_signoff_end7", "Paperwork scanned to the chart 3 Dec. -KT", "KT"),
    ("name_signoff_thanks7", "Let me know if the time works.\nThanks, Priyanka\n", "Priyanka"),
    ("name_signoff_best7", "I am away Friday, ask the registrar if urgent. Best, Ingeborg\n", "Ingeborg"),
    ("name_chat_speaker7", CHAT, "Oyelaran"),
    ("name_chat_speaker7", CHAT, "Marisela"),
    ("name_chat_speaker7", CHAT_DASH, "Tuivaga"),
    ("name_chat_staff7", CHAT_DASH, "Henrike"),  # "Please take it": the clinic's side
    ("name_nickname7", "Ms Kanokwan Srisai (nickname \"Ploy\") attended with her son.", "Ploy"),
    ("name_nickname7", "Her husband Bartholomew (goes by \"Barty\") fills the pillbox.", "Barty"),
    ("name_nickname7", "Clients seen:\n1. \"Dingo\" - BP 170/100, no meds\n2. Walk-in", "Dingo"),
    ("name_role_apposition7", "ring the unit and ask for Chidinma the nurse on nights", "Chidinma"),
    ("name_role_lead7", "Midwife: Eilidh at the community hub, Tuesdays", "Eilidh"),
    ("name_role_field7", "Witness: Rangi Parata-Holmes 027 555 0148", "Rangi Parata-Holmes"),
    ("name_role_field7", "Deliver to: MARGUERITE OKAFOR\nAddress: 14 Elm Row", "MARGUERITE OKAFOR"),
    ("name_role_field7", "Caller: Lorcan McSweeney re his mother's tablets", "Lorcan McSweeney"),
    ("name_staff_field7", "Sonographer: Anneliese Vogt-Ramos RDMS  ext 4471", "Anneliese Vogt-Ramos"),
    ("name_memo_list7", "TO: HEMI TAUROA; OLUWASEUN ADEYEMI\nRE: BED REQUEST", "OLUWASEUN ADEYEMI"),
    ("name_mailing7", "Mailing address:\nBeatriz Q. Montoya\n221 Orchard Lane\n", "Beatriz Q. Montoya"),
    ("name_quote_attrib7", "In her words: \"my legs feel like lead\" (Svetlana)", "Svetlana"),
    ("name_relation_apposition7", "According to her nephew,\nTomasz Wierzbicki, she stopped eating.", "Tomasz Wierzbicki"),
    ("name_both7", "Aigerim and Dauren both want the operation done here.", "Dauren"),
    ("name_the_late7", "Re: the estate of the late Cornelius Ashdown-Pike (d. 2025)", "Cornelius Ashdown-Pike"),
    ("name_room_lead7", "Rounds:\nRm 3 - Hortensia Villalobos (turns 100 in May) asleep", "Hortensia Villalobos"),
    ("name_before_nickname7", "certify that Khun Somchai Rattanakul (nickname \"Lek\") is fit", "Somchai Rattanakul"),
    ("name_is7", "Baby's name will be Eluned if a girl", "Eluned"),
    ("name_is7", "Father's name: Bahram", "Bahram"),
    ("name_if_baby7", "names chosen: Eluned if a girl, Cadfael if a boy", "Cadfael"),
    ("name_letter_close7", "Yours sincerely,\nPhilippa Tregunna, Patient Liaison", "Philippa Tregunna"),
    ("name_lay_role_before7", "Dropped the letter to VSO rep Dwight Abernathy at the office.", "Dwight Abernathy"),
    ("name_staff_role_before7", "call our coordinator Saoirse Mulcahy at 555-0102", "Saoirse Mulcahy"),
    ("name_ask7", "I am away on the 12th, ask Kwame if urgent.", "Kwame"),
    ("name_possessive_rel7", "Has anyone updated Taylor's mother about the scan?", "Taylor's"),
    ("name_role_field7", "Parent contacted: Mereana Tawhiri 021 555 0177", "Mereana Tawhiri"),
    ("name_role_field7", "Collected: 2026-10-02  Driver: K. Fletcher #2210", "K. Fletcher"),
    ("name_staff_field7", "Consultant: Prof. Dr. Yasmin Haddad", "Yasmin Haddad"),
    ("name_lay_role_before7", "Called by duty manager Ignatius Brankovic Oct 12 02:10", "Ignatius Brankovic"),
    ("name_role_comma7", "A neighbour, Ottoline Fairbrother, found her on the floor.", "Ottoline Fairbrother"),
    ("name_lay_noun_lead7", "0930 Passenger Ruslan Abdulov seat 14C, chest pain", "Ruslan Abdulov"),
    ("name_nick_list7", "Seen today:\n2. Dwayne \"DJ\" Mortlock - cough, no fever", "Dwayne \"DJ\" Mortlock"),
    ("name_possessive_rel7", "Ngata's daughter rang at 10", "Ngata's"),
    ("name_per7", "Hold warfarin tonight per Okonjo-Blake.", "Okonjo-Blake"),
])
def test_finds(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("rule, text", [
    ("name_contact_cue7", "Did anyone reach pharmacy about the dose?"),
    ("name_contact_cue7", "Did anyone reach Pharmacy about the dose?"),
    ("name_contact_cue7", "spoke with family at the bedside"),
    ("name_contact_cue7", "Discussed with Cardiology, plan echo."),
    ("name_contact_cue7", "Results sent to GP."),
    ("name_contact_cue7", "Returned call to Tylenol helpline."),
    ("name_then_verb7", "Mom called twice about the rash."),
    ("name_then_verb7", "Pharmacy called back: out of stock."),
    ("name_then_verb7", "He called 911 at 02:00."),
    ("name_in_room7", "Patient in room 4 is asleep."),
    ("name_greeting7", "Hi all, the clinic is closed today."),
    ("name_greeting7", "Hello Team, rota attached!"),
    ("name_greeting7", "Hi Radomir,\ncould you look at the INR?"),  # a message to a colleague: name_greeting_staff7
    ("name_greeting_staff7", "Dear Colleague,\nplease see below."),
    ("name_greeting_staff7", "Dear Sir/Madam, I write about my mother."),
    ("name_greeting_staff7", "Thanks again, see you Monday."),
    ("name_this_is_rel7", "this is Pharmacy, the patient's son asked us to call"),
    ("name_signoff_line7", "-- next note --\n"),
    ("name_signoff_line7", "Wound clean.\n-- Plan\n"),
    ("name_signoff_end7", "Result: - Plan"),
    ("name_signoff_end7", "Swab taken. -ve"),
    ("name_signoff_end7", "All stable overnight. - ICU"),
    ("name_signoff_end7", "Observations stable. - Foley"),
    ("name_signoff_thanks7", "Thanks, Nurse\n"),
    ("name_signoff_best7", "Best, Wishes\n"),
    ("name_contact_cue7", "Discussed with QCN at the bedside."),  # initials: name_initials_discussed (DOCTOR)
    ("name_role_lead7", "Nurse: Alejandra, please go to the ED"),  # a speaker addressing the patient
    ("name_chat_speaker7", "Plan - continue antibiotics for 5 days\nDiet - soft food as tolerated\n"),
    ("name_chat_speaker7", "<Oyelaran> only one line here\n"),
    ("name_nickname7", "pain score 6, she called it \"pain\" not \"discomfort\""),
    ("name_nickname7", "known as \"Sepsis Six\" bundle"),
    ("name_nickname7", "1. \"Pain\" - see care plan"),
    ("name_nickname7", "1. \"Pain\" - see above\n2. \"Fatigue\" - see above"),
    ("name_signoff_end7", "Pain improved. - BP"),
    ("name_then_verb7", "Cerner will drive the integration. Epic said: ok"),
    ("name_role_apposition7", "ring the unit and ask for help the nurse is busy"),
    ("name_role_apposition7", "Call the nurse if bleeding."),
    ("name_role_lead7", "Midwife: Booked at the birth centre"),
    ("name_role_field7", "Deliver to: FRONT DESK\nAddress: 14 Elm Row"),
    ("name_role_field7", "Caller: Home Care re equipment"),
    ("name_role_field7", "Witness: None 951-555-0185"),
    ("name_staff_field7", "Nurse on duty: Night Shift"),
    ("name_memo_list7", "TO: ALL STAFF; WARD MANAGERS\n"),
    ("name_mailing7", "Mailing address:\nSt Jude Medical Centre\n12 High St\n"),
    ("name_quote_attrib7", "In her words: \"better today\" (Tuesday)"),
    ("name_relation_apposition7", "According to her daughter,\nThe tablets were stopped, she says."),
    ("name_both7", "Heart and Lungs both clear."),
    ("name_the_late7", "in the late Afternoon Session"),
    ("name_room_lead7", "Room 4 - Cleaned and ready"),
    ("name_before_nickname7", "Paracetamol Infusion (aka IV paracetamol)"),
    ("name_is7", "Baby's name is Not Decided"),
    ("name_if_baby7", "Blue if a boy, pink if a girl"),
    ("name_letter_close7", "Kind regards,\nWard Manager, Cardiology"),
    ("name_lay_role_before7", "Manager Review Pending."),
    ("name_staff_role_before7", "care coordinator Community Team at 555-0102"),
    ("name_ask7", "ask Pharmacy if stock arrives"),
    ("name_possessive_rel7", "Mother's Day visit from the patient's son"),
    ("name_role_comma7", "a friend, Good Samaritan, called the ambulance"),
    ("name_lay_noun_lead7", "Member Services, 1-800-555-0100"),
    ("name_lay_noun_lead7", "Crew Resource Management, 2 hours"),
    ("name_nick_list7", "1. Pain \"Severe\" Score - see chart"),
    ("name_role_field7", "Driver: A. Road #12"),
    ("name_staff_field7", "Consultant: Prof. Dr. On Call"),
    ("name_possessive_rel7", "Everyone's friend, Today's wife"),
    ("name_per7", "Repositioned per Levine technique."),
    ("name_per7", "Follow-up CT per Fleischner Society guidelines."),
    ("name_per7", "Consent per HIPAA form on file; per NICE."),
    ("name_per7", "Dose adjusted per Protocol."),
    ("name_ask7", "Ask Dr Patel if needed"),
])
def test_does_not_match(rule, text):
    assert_rule_finds(PATTERNS, rule, text, None)


def test_headings_brands_and_eponyms_stay_untouched():
    text = ("DISCHARGE SUMMARY\nHISTORY OF PRESENTING COMPLAINT\nDiscussed with Bishop score 9, "
            "Apgar 9/10. Spoke with Allevyn rep about Aquacel. Per protocol: McRoberts then Woods screw.\n"
            "Did anyone reach Medicare about the claim?\n-- END OF REPORT --")
    got = {text[s:e] for p in PATTERNS for s, e, _ in p.find(text)}
    assert not got


def test_rules_base_labels_the_new_classes():
    rules = RulesBase(locale="en")
    text = ("Did anyone reach Ximena de la Torre about the consent?\n"
            "Midwife: Eilidh at the community hub\nHello Anahera, your script is ready.\n"
            "Safety visit booked Friday. - Thornbury")
    got = found(rules, text)
    assert ("Ximena de la Torre", "PATIENT") in got
    assert ("Eilidh", "DOCTOR") in got
    assert ("Anahera", "PATIENT") in got
    assert ("Thornbury", "DOCTOR") in got


def test_long_text_stays_fast():
    text = ("Aaa Bbb Ccc Ddd Eee Fff " * 4000) + "\n" + ("- Xx Yy Zz: Ww Vv Uu; " * 2000)
    t0 = time.time()
    for p in PATTERNS:
        p.find(text)
    assert time.time() - t0 < 10
