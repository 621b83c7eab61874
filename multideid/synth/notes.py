"""Short clinical texts: portal messages, questions, telephone and nursing notes, telegraphic
lower-case notes, referral letters, lists, signatures and social histories.

Real charts hold far more than discharge summaries.  A *chart excerpt* document is a run of
5-14 such pieces about one patient (same entities throughout, so mentions stay consistent),
separated as chart exports separate them.  Templates follow :mod:`multideid.synth.phrases`
(``{slot}`` placeholders, literal text never PHI) and the same train/test split by position
(:func:`~multideid.synth.phrases.split_pool`); the slots this module adds are in :data:`SLOTS`.
"""

from __future__ import annotations

import random
from functools import lru_cache

from multideid.synth import talk as T
from multideid.synth.phrases import split_pool
from multideid.synth.values import (
    fold,
    id_number,
    make_city,
    name_form,
    phone_number,
    pick,
    weighted,
)

# ------------------------------------------------------------------------------ pools

QUESTIONS = (
    "Can {pt_first} restart {drug_name} after the procedure on {date_fu_partial}?",
    "Is it ok for Mrs. {pt_last} to fly to {city_any} next week?",
    "quick q - does {pt_name} in room {room} still need telemetry?",
    "Should {pt_first} hold {drug_name} before the colonoscopy at {hosp_any} on {weekday}?",
    "pt {pt_name} asking if the MRI from {hosp_real} can be uploaded before {date_fu_partial}?",
    "Can someone call {pt_poss} {rel_word} back at {phone_any}? She has questions about hospice.",
    "Dr. {dr_last}, can you see {pt_name} today or should we send {him} to {hosp_any} ED?",
    "Does {pt_given_init} need a repeat INR before {weekday}?",
    "Did anyone reach {rel_name} about the consent? Number on file is {phone_pt}.",
    "is {pt_first} cleared to return to work as a {prof}?",
    "Who is covering for Dr. {dr_last} this weekend? {pt_name} has a fever of 101.",
    "Any objection to transferring {pt_name} to {hosp_real} for the cath on {date_fu_partial}?",
    "{pt_poss} {rel_word} is asking for a call back at {phone_any} before {weekday}.",
    "pls call {rel_word} {rel_first} re: discharge plan, reachable at {phone_any}",
    "Has anyone updated {pt_poss} {rel_word} about the scan?",  # (test)
)
PORTAL = (
    "From: {pt_full}\nTo: Dr. {dr_full}\nSubject: {topic}\nSent: {date_any} {clock}\n\n{msg_body}\n\nThanks,\n{pt_first}",
    "Message from {pt_full} (MyChart user {username_pt}), received {date_any}:\n{msg_body}",
    "Hi Dr. {dr_last}, this is {rel_name}, {pt_poss} {rel_word}. {msg_body} You can reach me at {phone_any}. {rel_name}",
    "Patient portal message {date_any}\nFrom: {pt_name} <{email_pt}>\nRe: {topic}\n{msg_body}",
    "Dear Dr. {dr_last}, {msg_body} Best regards, {pt_full}",
    "hello, its {pt_name}. {msg_body} my cell is {phone_pt}. thank you",
    "Message left via portal by {rel_word} {rel_name} on {weekday}: {msg_body}",
    "To: {dr_full}, MD\nFrom: {pt_full}\nDate: {date_any}\n{msg_body}\nSent from my iPhone",
    "Reply from Dr. {dr_last} to {pt_first} on {date_any}: Please call {hosp_any} scheduling at {phone_hosp} to book the echo.",
    "Log in at {url} to see your results. - Dr. {dr_last}",
    "Reply from {hosp} via {url}: {msg_body}",
    "Link sent to {pt_name}: {url}",
    "Hello Dr. {dr_last}, it's {rel_name} ({pt_poss} {rel_word}) again. {msg_body}",
    "hi, this is {pt_name} calling about my {topic}. {msg_body}",
    "Good morning, this is {rel_first}, {pt_poss} {rel_word}. {msg_body} Thanks, {rel_first}",  # (test)
)
MSG_BODIES = (
    "I'm out of my {drug_name}, please send a refill to the pharmacy on {street} in {city}.",
    "My ankle is still swollen after the fall on {weekday}. Should I come in?",
    "I won't make my appointment on {date_fu_partial} because I'll be in {city_any} for my {rel_word}'s wedding.",
    "my blood sugar was 240 this morning, is that bad?",
    "The pharmacy at {org} says they never got the prescription.",
    "I have a new insurance card from {insurer}, member ID {id_pfx}.",
    "Can you fax the forms to my employer {org} at {fax}?",
    "I started a new job as a {prof} and need a note for work.",
    "We moved to {address}. Please update my address.",
    "My {rel_word} {rel_name} will bring me to the visit on {date_fu_partial}.",
    "I'm staying with my {rel_word} at {address_abroad} until {date_fu_partial}.",
    "I have been feeling dizzy since I started the new dose. I suppose I should stop it?",  # (test)
    "I think the swelling is better but I still can't sleep on my left side.",
    "I'm not sure I understood the instructions. Do I take it with food?",
    "Please send the letter to my address abroad: {address_abroad}.",  # (test)
    "I was wondering if I could switch to the generic, I can't afford it.",
    "My new employer {brand} needs a fitness-to-work form.",
    "I guess I will just wait and see how it goes this week.",  # (test)
    "i feel much better, thank you all for the help.",
)
TOPICS = ("refill", "question about my meds", "appointment", "test results", "forms", "insurance", "follow up")
PHONE_NOTES = (
    "Telephone encounter {date_any} {clock}. Spoke with {rel_name} ({rel_word}) at {phone_any}. Pt {pt_last} doing better, tolerating diet.",
    "Called pt at home, left voicemail. Will try again {weekday}. -{nurse_first}, RN",
    "Returned call to {pt_name} re: lab results. Verified DOB {date_dob} and MRN {mrn}.",
    "{rel_word} {rel_name} called from {city_any} asking for an update; ok to discuss per HIPAA form on file.",
    "Pharmacy ({org}) called re: prior auth for {drug_name}; insurance ID {id_pfx}.",
    "Nurse triage {date_any}: {pt_name} reports {symptom} x 2 days. Advised ED at {hosp_any}.",
    "Spoke to {pt_given_init} on {weekday}. Scheduled with Dr. {dr_last} at {hosp_any} on {date_fu_partial}.",
    "Left message for {pt_title} on {phone_pt} to call back about the biopsy from {date_past_partial}.",
    "VNA nurse {nurse_full} from {org} called: pt fell in the bathroom, no LOC.",
)
TELEGRAPHIC = (
    "{age} {sex_short} w/ {disease}, seen today. {rel_word} {rel_first} at bedside. lives in {city} w/ {rel_first}, retired {prof}. f/u 2 wks.",
    "pt {pt_last} c/o {symptom} x3d. spo2 91% ra. cxr neg. d/w dr {dr_last}.",
    "s/p fall at home {date_stay}. hx {disease}. {rel_word} {rel_first} called from {city_any}, ph {phone_any}.",
    "{date_stay_partial} - seen by {dr_plain} at {hosp_any}. xray neg. splint, ortho f/u.",
    "pt {pt_name} seen {date_stay} for f/u. bp {bp}. cont {drug_name}.",
    "{pt_caps}. mrn {mrn}. adm {date_admit} from {hosp_other} for {disease}.",
    "transfer from {hosp_real} {date_admit_partial}. records faxed {fax}.",
    "{age} from {city}, {state}, here w/ {rel_word} {rel_first}. dnr/dni per {rel_first}.",
    "ed note {date_admit} {clock}. brought by ems from {city} after mvc. seen by dr {dr_given_init} (trauma).",
    "d/w dr {dr_poss} office; will send mri from {hosp_real}.",
    "insurance {id_pfx}, mrn {mrn}. pcp dr {dr_last} at {hosp_any}.",
    "prev followed at {hosp_real}; moved here from {city_any} in {year}.",
    "{rel_word} {rel_first} states pt {pt_last} more confused since {weekday}.",
    "spoke w/ {rel_word} {rel_name}, agrees w/ plan. d/c to {hosp_any} when bed available.",
    "{rel_first} ({rel_word}) called, wants update on {pt_first}.",  # (test)
    "{pt_caps} (mrn {mrn}), {age}, adm {date_admit} for {disease}.",
    "{pt_caps} dob {date_dob} - {disease}, seen by dr {dr_last}.",
    "{pt_caps}, {age}, mrn {mrn}. transferred from {hosp_other} {date_admit_partial}.",  # (test)
)
REFERRALS = (
    "{date_any}\n\nDr. {dr_full}\n{hosp_any}\n{address}\n\nRe: {pt_full}, DOB {date_dob}\n\nDear Dr. {dr_last},\n\n"
    "Thank you for seeing {pt_title}, a {age} retired {prof}, for evaluation of {symptom}. {His} {rel_word} {rel_name} "
    "can be reached at {phone_pt}.\n\nSincerely,\n{dr_att_plain}, MD",
    "To whom it may concern: I am referring {pt_full} (MRN {mrn}) to your clinic for {disease}. Please call my office "
    "at {phone_clinic} with questions. {dr_att_plain}, MD, {hosp}",
    "Referral to {hosp_real} {service}. Pt {pt_given_init}, seen {date_stay_partial}, {symptom}. Records attached.",
    "{hosp}\nDepartment of {service}\n{date_any}\n\nRE: {pt_caps}\nMRN: {mrn}\n\nDear Colleague,\n"
    "{pt_title} was seen in our clinic on {date_stay} and will follow up with Dr. {dr_last} in {city}.\n\n{dr_att_plain}, MD",
    "Consult request: please evaluate {pt_full}, {age}, for {disease}. Insurance: {insurer} {id_pfx}. Contact {rel_word} "
    "{rel_name} {phone_any}.",
    "Dear Dr. {dr_last},\nI saw your patient {pt_full} today at the request of Dr. {dr_poss} office at {hosp_real}. "
    "My impression is {disease}.\nYours,\n{dr_plain}, MD\n{email_dr}",
)
LISTS = (
    "Problem list:\n1. {disease} - followed by Dr. {dr_last} ({service})\n2. {disease} - {service} at {hosp_real}\n"
    "3. {disease} - therapist {dr_plain}, LICSW",
    "Care team:\n- PCP: {dr_plain}, MD\n- {service}: {dr_plain}, DO\n- Home health: {org} {phone_any}",
    "Contacts\n{rel_new_name} ({rel_same_word}) - {phone_any}\n{rel_name2} ({rel_word2}) - {email_rel}",
    "Meds reconciled {date_stay_partial}:\n- {drug}\n- {drug}\n- {drug}\nReviewed with pt and {rel_word} {rel_first}.",
    "Emergency contacts:\n1. {rel_new_name} ({rel_same_word}) {phone_any}\n2. {rel_name2} ({rel_word2}) {phone_any}",
    "Outside records:\n* {hosp_real} {year}\n* {hosp_other} {date_past}\n* Dr. {dr_poss} office, {city_any}",
    "Appointments:\n{date_fu_partial} {clock} - Dr. {dr_last}, {hosp_any}\n{date_fu} - lab draw, {hosp}",
    "Allergies: {allergen}\nPharmacy: {org}, {street}, {city}\nPreferred phone: {phone_pt}",
    "Mailing address:\n{pt_full}\n{address_abroad_block}",  # (test)
    "Address on file (abroad):\n{pt_full}\n{brand}\n{address_abroad_block}\nMobile: {phone_abroad}",
)
SIGNATURES = (
    "Electronically signed: {username_att} {date_dc} {clock}",
    "Signed by {dr_plain}, NP ({username_res}) on {date_dc}",
    "--\n{nurse_full}, RN\nCare Coordinator, {hosp}\ndirect {phone_clinic} | fax {fax}\n{email_dr}",
    "Workstation {ip} session closed by {username_att}.",
    "Portal account: {username_pt}. Patient prefers text messages.",
    "{dr_plain}, MD | {hosp} | {phone_hosp} | {email_att}",
    "Note written by {username_res}, cosigned by {username_att} {date_after}",
    "Entered by: {username_res}\nReviewed by: {dr_plain}, MD {date_dc}",
    "Last edited {date_after} by {username_att} ({dr_att_plain}, MD)",
    "Questions: {email_dr} or {url}",
    "{dr_plain}, MD | {hosp} | {url}",
    "Portal: {url} (user {username_pt})",
)
SOCIAL = (
    "SOCIAL HISTORY: Lives alone at {street}, {city}, {state} {zip}. Works as a {prof} at {org}. Never smoker.",
    "Social: a retired {prof}, widowed, {rel_word} {rel_first} lives nearby and helps with meds.",
    "SH: {prof} x 30 yrs at {org}, quit tobacco {year}. Drinks 6 beers/day.",
    "{He} teaches at {univ} and coaches soccer on weekends.",
    "Occupation: {prof}. Insurance: {insurer}. Emergency contact: {rel_word} {rel_name} {phone_any}.",
    "{He} is a {prof} at {univ} and lives with roommates in {city}.",
    "Per chart, {he} moved from {city_any}, {country} in {year} and works as a {prof} in {city}.",
    "{pt_title} is a former {prof} who was exposed to dust for decades.",
    "Patient is a {prof} at {hosp_any} and asks to be seen by someone outside {his} department.",
    "{He} attends {org_school} and lives with {his} {rel_word} {rel_first}.",
    "Works night shifts as a {prof} for {org}; {his} partner {rel_name} is a {prof2}.",
    "{He} grew up at {address_abroad} and moved to {city} in {year}.",  # (test)
    "Lived at {address_abroad} until {year}; moved here to be near {his} {rel_word}.",
    "Works in logistics for {brand}; travels to {country} monthly.",
    "Employed by {brand} as a {prof}.",  # (test)
    "{He} is a {prof} with {brand} and lives with {his} {rel_word} in {city}.",
    "Permanent address: {address_abroad}. Visiting {his} {rel_word} in {city}.",
)
NURSING = (
    "{date_stay} 0800: {pt_title} resting comfortably. {rel_word} {rel_first} visited. VSS.",
    "Pt {pt_name} ambulated in hall with PT. Daughter {rel_first} updated by phone {phone_any}.",
    "Shift note: {pt_given_init} refused {drug_name} at 2100, MD (Dr. {dr_last}) aware.",
    "Discharged home on {weekday} with {his} {rel_word} {rel_name}. Follow up with Dr. {dr_last} in 1 week.",
    "The patient, a {age_old} year old, was admitted from {rehab} on {holiday}.",
    "{pt_title} is in {his} {age_decade}, lives with {his} {rel_word} in {city}, {state}. SSN {ssn} on file.",
    "Account # {acct}. Policy number {id_pfx} with {insurer}.",
    "Pathology accession {accession} reviewed with Dr. {dr_full} on {date_stay}.",
    "Telehealth visit via {url}; pt connected from {city_any}.",
    "{pt_title} was seen with {his} interpreter. {His} {rel_word}'s cell is {phone_any}.",
)
STYLES = {
    "question": QUESTIONS, "portal": PORTAL, "phone": PHONE_NOTES, "telegraphic": TELEGRAPHIC,
    "referral": REFERRALS, "list": LISTS, "signature": SIGNATURES, "social": SOCIAL, "nursing": NURSING,
    # general-English shapes (multideid.synth.talk): chats, name lists, quotes, staff e-mails, employers
    "chat": T.CHAT, "family": T.FAMILY, "quote": T.QUOTE, "email": T.EMAIL, "employer": T.EMPLOYER,
}
_STYLE_WEIGHTS = (("question", 3), ("portal", 3), ("phone", 3), ("telegraphic", 4), ("referral", 2), ("list", 2),
                  ("signature", 2), ("social", 3), ("nursing", 3), ("chat", 2), ("family", 1), ("quote", 2),
                  ("email", 1), ("employer", 1))
#: styles written in lower case (texting) or ALL CAPS more often than the others
_LOWER_P = {"telegraphic": 1.0, "chat": 0.2, "email": 0.1}
CAPS_P = 0.04
SEPARATORS = ("\n\n", "\n----\n", "\n\n=====\n", "\n", "\n\n***\n\n", "\n\n-- next note --\n")
_ID_PREFIXES = ("HP", "SF", "AA", "MRN", "MR", "BC", "KP", "UHC", "ID", "PT", "ACC", "INS", "XK", "W", "H", "NY")


@lru_cache(maxsize=1)
def _real(kind: str) -> tuple[str, ...]:
    from multideid.base_systems.institutions import us_hospitals, us_universities

    return tuple(us_hospitals() if kind == "hospitals" else us_universities())


def _insurers() -> tuple[str, ...]:
    from multideid.base_systems.institutions import US_INSURERS

    return US_INSURERS


def prefixed_id(rng: random.Random) -> str:
    """IDs with letter prefixes and punctuation: ``HP-678901``, ``SF-998877``, ``BC7781-23X``, ``K44-120-993``."""
    d = rng.randrange
    p = pick(rng, _ID_PREFIXES)
    return pick(rng, (f"{p}-{d(100000, 999999)}", f"{p}{d(1000000, 9999999)}", f"{p}-{d(1000, 9999)}-{d(100, 999)}",
                      f"{p}{d(1000, 9999)}-{d(10, 99)}{chr(65 + d(26))}", f"{chr(65 + d(26))}{d(10, 99)}-{d(100, 999)}-{d(100, 999)}",
                      f"{p}{d(10, 99)}-{d(10000, 99999)}", f"{d(100, 999)}{p}{d(1000, 9999)}"))


def _real_pick(c, kind: str) -> str:
    pool = split_pool(_real(kind), c.split)
    return pick(c.rng, pool)


def _person_name(c, p, form: str, label: str):
    return [(name_form(c.rng, p, form), label)]


def _team(c):
    return pick(c.rng, [c.e.attending, c.e.pcp, c.e.resident] + c.e.consultants)


def _username_pt(c):
    p, r = c.e.patient, c.rng
    f, l = fold(p.first.lower()) or "x", "".join(ch for ch in fold(p.last.lower()) if ch.isalpha()) or "x"
    return [(pick(r, (f"{f}_{l}{c.e.dob.year}", f"{f}{l[:4]}{r.randint(1, 99)}", f"{l}.{f}", f"{f[0]}{l}{r.randint(10, 99)}")), "USERNAME")]


def _email_for(c, p):
    r = c.rng
    user = pick(r, (f"{p.first.lower()}.{p.last.lower()}", f"{p.first[0].lower()}{p.last.lower()}", f"{p.first.lower()}{r.randint(1, 99)}"))
    user = fold(user) or "user"
    return [(f"{user}@{c.fake.free_email_domain()}", "EMAIL")]


def _other_rel(c):
    rels = c.e.relatives
    return rels[-1] if len(rels) > 1 else rels[0]


def _org_school(c):
    city = c.e.address.city
    return [(pick(c.rng, (f"{city} High School", f"{c.fake.last_name()} Elementary", f"{city} Community College",
                          _real_pick(c, "universities"))), "ORGANIZATION")]


def _prof2(c):
    from multideid.synth.values import make_profession

    return [(make_profession(c.rng), "PROFESSION")]


SLOTS = {
    "pt_last": lambda c: _person_name(c, c.e.patient, "last", "PATIENT"),
    "pt_given_init": lambda c: [(f"{c.e.patient.first} {c.e.patient.last[0]}.", "PATIENT")],
    "pt_poss": lambda c: [(f"{c.e.patient.first if c.rng.random() < 0.5 else c.e.patient.last}'s", "PATIENT")],
    "pt_caps_last": lambda c: [(c.e.patient.last.upper(), "PATIENT")],
    "rel_new_name": lambda c: _person_name(c, c.relative(fresh=True), "first_last", "PATIENT"),
    "rel_same_word": lambda c: [c.relative().relation],
    "rel_first": lambda c: _person_name(c, c.relative(), "first", "PATIENT"),
    "rel_name2": lambda c: _person_name(c, _other_rel(c), "first_last", "PATIENT"),
    "rel_word2": lambda c: [_other_rel(c).relation],
    "email_rel": lambda c: _email_for(c, _other_rel(c)),
    "email_pt": lambda c: _email_for(c, c.e.patient),
    "email_dr": lambda c: _email_for(c, _team(c)),
    "dr_last": lambda c: [(_team(c).last, "DOCTOR")],
    "dr_full": lambda c: _person_name(c, _team(c), weighted(c.rng, (("first_last", 3), ("full", 1))), "DOCTOR"),
    "dr_plain": lambda c: _person_name(c, _team(c), "first_last", "DOCTOR"),
    "dr_poss": lambda c: [(f"{_team(c).last}'s", "DOCTOR")],
    "dr_given_init": lambda c: (lambda p: [(f"{p.first} {p.last[0]}.", "DOCTOR")])(_team(c)),
    "nurse_first": lambda c: [(c.e.nurse.first, "DOCTOR")],
    "nurse_full": lambda c: _person_name(c, c.e.nurse, "first_last", "DOCTOR"),
    "username_pt": _username_pt,
    "hosp_real": lambda c: [(_real_pick(c, "hospitals"), "HOSPITAL")],
    "hosp_any": lambda c: [(_real_pick(c, "hospitals") if c.rng.random() < 0.5 else c.e.hospital.name, "HOSPITAL")],
    "univ": lambda c: [(_real_pick(c, "universities"), "ORGANIZATION")],
    "org_school": _org_school,
    "insurer": lambda c: [(pick(c.rng, split_pool(_insurers(), c.split)), "ORGANIZATION")],
    "id_pfx": lambda c: [(prefixed_id(c.rng), "ID")],
    "street": lambda c: [(c.e.address.street, "LOCATION")],
    "zip": lambda c: [(c.e.address.zip, "LOCATION")],
    "city_any": lambda c: [(make_city(c.rng, c.fake)[0], "LOCATION")],
    "phone_any": lambda c: [(phone_number(c.rng), "PHONE")],
    "age_old": lambda c: [(str(c.rng.randint(90, 104)), "AGE")],
    "sex_short": lambda c: [pick(c.rng, ("m", "M", "male") if c.e.patient.sex == "M" else ("f", "F", "female"))],
    "prof2": _prof2,
    "topic": lambda c: [pick(c.rng, TOPICS)],
    "date_any": lambda c: c.slot(pick(c.rng, ("date_stay", "date_dc", "date_after", "date_fu"))),
    "msg_body": lambda c: _msg_body(c),
    "record_id": lambda c: [(id_number(c.rng, "record"), "ID")],
}


def _msg_body(c):
    """A message body: rendered through the same slot machinery (pieces, labels kept)."""
    from multideid.synth.builder import DocBuilder

    t = pick(c.rng, split_pool(MSG_BODIES, c.split))
    b = DocBuilder()
    c.render(b, t)
    out: list = []
    T.builder_pieces(b, out)
    return out


def write_chart(c, b, split: str) -> None:
    """Write a chart excerpt: 5-14 short pieces of mixed styles about the document's patient."""
    rng = c.rng
    sep = pick(rng, SEPARATORS)
    lower_doc = rng.random() < 0.25
    for i in range(rng.randint(5, 14)):  # 4-12 before session 11's five new styles
        if i:
            b.add(sep)
        style = weighted(rng, _STYLE_WEIGHTS)
        if rng.random() < 0.3:
            c.render(b, "[{date_any} {clock}] ", capitalize=False)
        c.lower = rng.random() < _LOWER_P.get(style, 0.0) or (lower_doc and rng.random() < 0.5)
        c.caps = not c.lower and rng.random() < CAPS_P
        c.render(b, pick(rng, split_pool(STYLES[style], split)), capitalize=not c.lower)
        c.lower = c.caps = False
    b.add("\n")
