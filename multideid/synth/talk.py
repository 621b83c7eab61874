"""Names where general English puts them: chats, lists of given names, quotes, sentence openings.

The clinical templates put a name after a cue ("Mr.", "his wife", "seen by"); English text
written otherwise names people with no cue at all, and a de-identifier trained only on cued
names misses them.  This module adds chart pieces (styles of :mod:`multideid.synth.notes`) in
those shapes:

* ``chat``: chat, portal and call transcripts whose lines open with the speaker's name
  (``Name: text``, ``[10:02] Name: text``, ``<Name> text``, ``NAME: text``), the speakers
  calling each other by name and naming third persons;
* ``family``: family and social-history lists of given names ("their four children, A, B, C
  and D", "Siblings: A (52), B, C"), each name a PATIENT span;
* ``quote``: quotes with speech verbs ("..., says Lastname.", "Firstname said: ...") and
  names opening a sentence with no cue ("Lastname arrived late ...");
* ``email``: e-mails between staff (``From:``/``To:`` lines, a first-name salutation and
  sign-off, a nickname);
* ``employer``: employers, companies and publications with legal-form suffixes ("Inc.",
  "LLC", "& Sons", "the Harwick Gazette") in social histories;

plus foreign phone numbers (:func:`phone_abroad`).  Every pool is split between the train and
test corpora by position like every other pool (:func:`multideid.synth.phrases.split_pool`):
entries at positions ``i % 3 == 2`` (marked ``# (test)``) are only used by ``--split test``.
Fresh names (children, siblings, colleagues) come from :func:`multideid.synth.values.make_person`
(US, world and invented names, :mod:`multideid.synth.names`).
"""

from __future__ import annotations

import random

from multideid.synth.abroad import brand_name
from multideid.synth.phrases import split_pool
from multideid.synth.values import make_person, pick, weighted

# ------------------------------------------------------------------------------ pools

#: the transcript is built by _chat from split parts; held-out transcripts also close with a line
#: no training transcript has
CHAT = ("{chat}", "{chat}", "{chat}\n(end of transcript)")
FAMILY = (
    "Married to {fresh_first} ({spouse}); {n_kids} children: {name_list}.",
    "{He} is one of {n_sibs} siblings ({name_list}).",
    "{He} has {n_kids} grandchildren ({name_list}) who visit on weekends.",  # (test)
    "Children: {name_list_ages}.",
    "Household: {pt_first}, {name_list}.",
    "The kids are {name_list}; the oldest helps with {his} insulin.",  # (test)
    "Visitors on the approved list: {name_list_full}.",
    "FAMILY: {name_list_ages}. No one else at home.",
    "Brothers and sisters are {name_list}, all living.",  # (test)
    "Mom {fresh_first} died at 71 of a stroke, dad {fresh_first} is alive; sisters {name_list}.",
    "Her two daughters, {name_list}, share the caregiving with a neighbour, {fresh_first}.",
    "Next of kin: {name_list_full}.",  # (test)
    "{His} {rel_word} {rel_first} lives in {country} and can be reached at {phone_abroad}.",
    "Cousins {name_list} live nearby; an aunt in {country} ({phone_abroad}).",
    "Emergency contact abroad: {fresh_first} ({rel_word}), {phone_abroad}.",  # (test)
    "Father: hypertension, alive and well at 80. Mother: breast cancer, deceased.",
    "Family history: diabetes, stroke, colon cancer; grandmother, uncle and mother.",
    "Siblings: two brothers, one sister, all healthy; no children.",  # (test)
    "Brother with asthma, alive and well; sister with lupus, alive; father with gout.",
    "Grandparents: stroke, dementia and heart failure, all deceased.",
)
QUOTE = (
    '"{quote_pt}," says {pt_last}.',
    '"{quote_pt}," {pt_first} said.',
    '{pt_first} says: "{quote_pt}"',  # (test)
    '{he} has not been taking the {drug_name}, according to {rel_first}.',
    '{rel_subj} told the nurse that {pt_subj} fell twice this week.',
    'As {pt_first} puts it, "{quote_pt}"',  # (test)
    '"{quote_rel}," {his} {rel_word} {rel_first} explained.',
    '"{quote_rel}," adds {rel_name}.',
    '{rel_name} asked: "{quote_rel}"',  # (test)
    '{pt_subj} came in alone and {he} was roomed at 3 pm.',
    '{pt_subj} quit smoking in {year}, which {he} is proud of.',
    '{pt_name} returns today for a wound check.',  # (test)
    '{pt_subj} denies chest pain but {he} admits to missing doses.',
    '{rel_subj} brought {him} in after {pt_subj} became confused at dinner.',
    '{pt_first} and {rel_first} both want the surgery done at {hosp_any}.',  # (test)
    '{dr_plain} will see {him} again in two weeks.',
    'Has {pt_first} picked up the {drug_name} yet?',
    '{fresh_first} (a friend) drove {him} here and will take {him} home.',  # (test)
    '{pt_subj} wonders whether {rel_subj} can stay overnight.',
    '{pt_subj} tolerated the {drug_name} without nausea, which {he} had feared.',
    '{pt_subj} underwent the {procedure} on {weekday}.',  # (test)
    'After the fall {pt_subj} underwent an x-ray, which {pt_subj} tolerated.',
    '"{quote_pt}" - {pt_name}, {date_any}',
    'In {his} words: "{quote_pt}" ({pt_first})',  # (test)
)
EMAIL = (
    ("From: {staff_a_full} <{staff_a_email}>\nTo: {staff_b_full}\nSubject: {pt_last} {email_topic}\n\n"
     "{staff_b_first}, {staff_msg}\n{staff_a_first}"),
    "Hi {staff_b_first},\n{staff_msg} Thanks!\n{staff_a_nick}",
    "To: {staff_b_full}; {staff_c_full}\nFrom: {staff_a_full}\nRe: {email_topic}\n{staff_msg}\n-- {staff_a_first}",  # (test)
    "{staff_b_first} - {staff_msg} Cheers, {staff_a_first}",
    ("Subject: {pt_last} / {email_topic}\nSent: {date_any} {clock}\n{staff_b_first} and {staff_c_first}, {staff_msg}\n"
     "Regards,\n{staff_a_full}"),
    "Dear {staff_b_first}, forwarding from {staff_c_full}: {staff_msg} Best, {staff_a_nick}",  # (test)
    "fyi {staff_b_first}: {staff_msg} ({staff_a_first})",
    "{staff_a_full} wrote on {weekday}:\n> {staff_msg}\nThanks {staff_a_first}, will do. {staff_b_first}",
    "Please reply to {staff_a_email}. {staff_msg} - {staff_a_full}",  # (test)
)
EMPLOYER = (
    "Job: {prof}, {company}.",
    "{He} delivers for {company} and often skips lunch.",
    "Employed at {company} since {year}.",  # (test)
    "{He} is a {prof} at {company}, nights.",
    "Retired from {company} in {year}; still consults for {company}.",
    "SH: in sales for {company}, travels to {country} monthly.",  # (test)
    "{He} edits a column in {publication}.",
    "Occupational history: {company}, {company}; exposure to solvents.",
    "Left {company} in {year} for a job at {company}.",  # (test)
    "{pt_first} works for {company} as a {prof}.",
    "{pt_first} started at {company} in {year}; HR wants a fitness form.",
    "{His} {rel_word} {rel_first} works at {company}.",  # (test)
)
CHAT_OPENERS = ("Portal conversation {date_any} {clock}", "Messages ({date_any})", "Instant message log",
                "MyChart e-visit {date_any}", "Teams chat", "Nurse line conversation", "Messaging log, {date_any}",
                "Live chat with the on-call team", "Exported conversation")
PATIENT_LINES = (
    "do you have anything on {weekday}?", "my {symptom} is worse since {weekday}",
    "Can I take {drug_name} with food?", "ok thank you {other}", "I ran out of {drug_name} yesterday",
    "{fresh_first} from next door will check on me", "should I come in or wait?",
    "the pharmacy at {company} never got it", "Thanks {other}, see you on {weekday}.",
    "I feel a bit better today", "is that normal??", "{fresh_first} will drive me",
    "sorry I missed the call", "The swelling went down a bit.", "yes since {date_any}",
    "{he} is asleep now, {he} had a bad night", "{he} fell again this morning but {he} is ok",
    "Pain: 6/10, Fever: no", "which one, the white pill or the blue one?", "{he} ate a little, mostly soup",
)
STAFF_LINES = (
    "Hi {other}, how are you feeling today?", "Thanks {other}. Any fever?", "Please come in on {weekday} at 10.",
    "I will ask Dr. {dr_last} and get back to you.", "Did you check your sugar this morning?",
    "{other}, please go to the ED if it gets worse.", "Is {fresh_first} still your emergency contact?",
    "Got it. I sent the refill to your pharmacy.", "Hello {other}, this is {self} from Dr. {dr_last}'s office.",
    "Try to drink more water and rest.", "We can see you {weekday} afternoon.", "ok, noted",
    "Can you confirm your date of birth?", "Your results are back, all normal.", "I'll call you back in 10 min",
    "Is {he} drinking enough?", "Plan: rest, fluids, call back if worse.", "Neuro checks are fine, vitals stable.",
)
STAFF_MSGS = (
    "could you look at the wound before {weekday}?", "{insurer} denied the MRI, I am appealing.",
    "{pt_first} asked for you again this morning.", "room 12 is clean, please give report to {staff_c_first}.",
    "the family ({rel_first}) wants a meeting on {weekday}.", "I am away {date_fu_partial}, ask {staff_c_first} if urgent.",
    "labs from {hosp_real} are scanned in.", "can you co-sign the note for {pt_name}?", "{rel_name} called twice, please call back.",
)
EMAIL_TOPICS = ("discharge", "bed request", "follow-up", "coverage", "prior auth", "family meeting", "labs", "consult")
QUOTES_PT = (
    "It feels like someone is sitting on my chest",
    "I just want to go home", "The new pills make me dizzy", "I can't sleep more than two hours",
    "I thought it was just the flu", "My feet are always cold", "It started after the long drive",
    "Nobody told me to stop eating", "I feel twenty years younger",
)
QUOTES_REL = (
    "He walked the dog this morning", "She hasn't eaten much", "We found him on the floor",
    "She keeps asking for her mother", "He forgets to take the pills", "She was laughing an hour before",
)
#: share of chat lines whose speaker is a role, not a name, and the roles
ROLE_LABEL_P = 0.35
ROLE_LABELS = {"PATIENT": ("Patient", "Pt", "Caller", "Family", "Me", "Member", "Guest"),
               "DOCTOR": ("Nurse", "RN", "Provider", "Triage", "Clinic", "Agent", "Staff", "MA", "Scheduler")}
#: header lines of chat exports (capitalised key, colon, no PHI)
CHAT_META = ("Channel: secure message", "Status: closed", "Duration: {n} min", "Topic: {email_topic}",
             "Priority: routine", "Language: English", "Queue: nurse line", "Outcome: advised home care",
             "Reason: medication question", "Category: {topic}", "Mood: anxious", "Result: resolved")
#: speaker-label forms (split by position like the pools: "angle" and "dash" are test-only)
SPEAKER_FORMS = (("plain", 6), ("time", 2), ("angle", 1), ("caps", 1), ("role", 2), ("dash", 1), ("full", 2))
_COMPANY_SUFFIXES = ("Inc.", "Inc", "LLC", "Ltd.", "Co.", "Corp.", "Corporation", "Group", "& Sons", "Company", "GmbH")
_INDUSTRY = ("Plastics", "Roofing", "Analytics", "Bakery", "Printing", "Biosciences", "Motors", "Textiles", "Dairy",
             "Consulting", "Steel", "Software", "Landscaping", "Electric", "Robotics", "Brewing", "Pharmaceuticals",
             "Semiconductors", "Construction", "Outfitters", "Energy", "Glassworks")
_PUBLICATION = ("Gazette", "Tribune", "Herald", "Times", "Post", "Review", "Ledger", "Weekly", "Chronicle", "Sentinel")
_INTL_PHONE = (  # (country code, groups of digits)
    ("44", (2, 4, 4)), ("49", (4, 6)), ("33", (1, 2, 2, 2, 2)), ("48", (2, 3, 2, 2)), ("358", (2, 3, 4)),
    ("81", (2, 4, 4)), ("61", (1, 4, 4)), ("353", (2, 3, 4)), ("39", (3, 3, 4)), ("31", (2, 3, 4)),
    ("46", (2, 3, 2, 2)), ("34", (3, 3, 3)), ("52", (2, 4, 4)), ("91", (5, 5)), ("234", (3, 3, 4)),
    ("36", (1, 3, 4)), ("354", (3, 4)), ("64", (2, 3, 4)), ("27", (2, 3, 4)), ("82", (2, 4, 4)),
)


# ------------------------------------------------------------------------------ values

def company(rng: random.Random, fake) -> str:
    """An employer with a legal form or an industry word: "Harwick Plastics Inc.", "Brendalo LLC"."""
    r = rng.random()
    if r < 0.3:
        name = f"{fake.last_name()} {pick(rng, _INDUSTRY)}"
    elif r < 0.5:
        name = f"{fake.city()} {pick(rng, _INDUSTRY)}"
    elif r < 0.7:
        name = brand_name(rng).split()[0]
    elif r < 0.85:
        name = f"{fake.last_name()} & {fake.last_name()}"
    else:
        name = fake.company()
        return name
    if rng.random() < 0.6:
        name += " " + pick(rng, _COMPANY_SUFFIXES)
    return name


def publication(rng: random.Random, fake) -> str:
    return f"{pick(rng, (fake.city(), fake.last_name()))} {pick(rng, _PUBLICATION)}"


def phone_abroad(rng: random.Random) -> str:
    """A phone number in international format: "+44 20 7946 0153", "0049 6221 555013"."""
    cc, groups = pick(rng, _INTL_PHONE)
    digits = [str(rng.randint(1, 9)) + "".join(str(rng.randrange(10)) for _ in range(g - 1)) for g in groups]
    sep = pick(rng, (" ", " ", " ", "-", "."))
    lead = pick(rng, ("+", "+", "+", "00"))
    if rng.random() < 0.15:  # "+44 (0)20 ..."
        return f"{lead}{cc} (0){digits[0]} {' '.join(digits[1:])}"
    return f"{lead}{cc} " + sep.join(digits)


def _fresh(c, sex: str | None = None):
    return make_person(c.rng, sex=sex, hard_p=0.05)


def _first(c, p) -> tuple[str, str]:
    return (p.first, "PATIENT")


def _join(c, items: list) -> list:
    """``A, B, C and D`` (or ``&``, an Oxford comma, semicolons): every item a list of pieces."""
    r = c.rng
    last_sep = pick(r, (" and ", ", and ", " & ", " and "))
    sep = "; " if r.random() < 0.1 else ", "
    out: list = []
    for i, it in enumerate(items):
        if i:
            out.append(last_sep if i == len(items) - 1 else sep)
        out += it
    return out


def _name_list(c, kind: str) -> list:
    r = c.rng
    n = r.randint(2, 5) if c.n_kids is None else c.n_kids
    c.n_kids = None
    items = []
    for _ in range(n):
        p = _fresh(c)
        if kind == "ages":
            items.append([(p.first, "PATIENT"), f" ({r.randint(3, 70)})"])
        elif kind == "full":
            items.append([(f"{p.first} {p.last}", "PATIENT")])
        else:
            items.append([(p.first, "PATIENT")])
    return _join(c, items)


def _n_kids(c) -> list:
    c.n_kids = c.rng.randint(2, 6)
    return [pick(c.rng, (str(c.n_kids), ("two", "three", "four", "five", "six")[c.n_kids - 2]))]


def _staff(c, key: str):
    """Three colleagues per document: the nurse, a team physician and a fresh staff member."""
    if key not in c.staff:
        if key == "a":
            c.staff[key] = c.e.nurse
        elif key == "b":
            c.staff[key] = pick(c.rng, [c.e.attending, c.e.resident] + c.e.consultants)
        else:
            c.staff[key] = _fresh(c)
    return c.staff[key]


def _nick(p) -> str:
    """A short form of a long first name ("Priyamvada" -> "Priya"), else the name."""
    f = p.first
    return f[:5].rstrip("-' ") if len(f) > 7 else f


def _staff_email(c) -> list:
    from multideid.synth.values import fold

    p = _staff(c, "a")
    user = fold(f"{p.first[0]}.{p.last}".lower().replace(" ", "").replace("'", "")) or "staff"
    dom = c.e.hospital.domain or "clinic"
    return [(f"{user}@{dom}.{pick(c.rng, ('org', 'com', 'net'))}", "EMAIL")]


def _speaker(c, p, label: str, form: str, role: str) -> list:
    if c.rng.random() < ROLE_LABEL_P:  # "Patient: ...", "RN: ...": a capitalised word and a colon is not always a name
        return [pick(c.rng, ROLE_LABELS[label]), ": "]
    name = p.first if form != "full" else f"{p.first} {p.last}"
    if form == "caps":
        return [(name.upper(), label), ": "]
    if form == "angle":
        return ["<", (name, label), "> "]
    if form == "time":
        return [f"[{c.rng.randint(7, 21):02d}:{c.rng.randrange(60):02d}] ", (name, label), ": "]
    if form == "role":
        return [(name, label), f" ({role}): "]
    if form == "dash":
        return [(name, label), " - "]
    return [(name, label), ": "]


def _chat(c) -> list:
    """A transcript of 3-7 lines, two speakers (the patient or a relative, and a nurse or doctor)."""
    r = c.rng
    lay = c.e.patient if r.random() < 0.6 else c.relative()
    staff = c.e.nurse if r.random() < 0.6 else pick(r, [c.e.attending, c.e.resident] + c.e.consultants)
    forms = split_pool(tuple(f for f, _ in SPEAKER_FORMS), c.split)
    form = weighted(r, tuple((f, w) for f, w in SPEAKER_FORMS if f in forms))
    roles = {"lay": "patient" if lay is c.e.patient else (lay.relation or "family"),
             "staff": "RN" if staff is c.e.nurse else "MD"}
    out = _render(c, pick(r, split_pool(CHAT_OPENERS, c.split)))
    out.append("\n")
    for meta in r.sample(split_pool(CHAT_META, c.split), r.randint(0, 2)):
        out += _render(c, meta)
        out.append("\n")
    lay_turn = r.random() < 0.5
    lines = {True: list(split_pool(PATIENT_LINES, c.split)), False: list(split_pool(STAFF_LINES, c.split))}
    for _ in range(r.randint(3, 7)):
        me, other = (lay, staff) if lay_turn else (staff, lay)
        label, olabel = ("PATIENT", "DOCTOR") if lay_turn else ("DOCTOR", "PATIENT")
        out += _speaker(c, me, label, form, roles["lay" if lay_turn else "staff"])
        c.chat_names = {"other": (other.first, olabel), "self": (me.first, label)}
        pool = lines[lay_turn]
        out += _render(c, pool.pop(r.randrange(len(pool))) if pool else "ok")
        out.append("\n")
        lay_turn = not lay_turn
    c.chat_names = {}
    return out[:-1]


def _render(c, template: str, capitalize: bool = True) -> list:
    """``template`` rendered into pieces (text and labelled spans) to be re-rendered by the caller."""
    from multideid.synth.builder import DocBuilder

    b = DocBuilder()
    c.render(b, template, capitalize=capitalize)
    out: list = []
    builder_pieces(b, out)
    return out


def builder_pieces(b, out: list) -> None:
    """Append the text of builder ``b`` to ``out`` as plain strings and ``(value, label)`` pairs."""
    text, pos = b.text(), 0
    for s in b.spans:
        if s.start > pos:
            out.append(text[pos:s.start])
        out.append((text[s.start:s.end], s.label))
        pos = s.end
    if pos < len(text):
        out.append(text[pos:])


def _subject(c, who: str) -> list:
    """The subject of a sentence: the person's name (half the time) or a pronoun or a noun
    phrase in the same place, so that "X + verb" is not a name by position alone."""
    r = c.rng
    p = c.e.patient if who == "pt" else c.relative()
    if r.random() < 0.5:
        return [(p.first if r.random() < 0.5 else p.last, "PATIENT")]
    if r.random() < 0.6:
        return ["he" if p.sex == "M" else "she"]
    return [pick(r, ("the patient", "pt", "the patient")) if who == "pt" else f"{'his' if c.e.patient.sex == 'M' else 'her'} {p.relation or 'friend'}"]


def _chat_name(key: str):
    """The other speaker of the chat line being written (a fresh name outside a chat)."""
    return lambda c: [c.chat_names[key] if key in c.chat_names else _first(c, _fresh(c))]


SLOTS = {
    "chat": _chat,
    "other": _chat_name("other"),
    "self": _chat_name("self"),
    "fresh_first": lambda c: [_first(c, _fresh(c))],
    "pt_subj": lambda c: _subject(c, "pt"),
    "rel_subj": lambda c: _subject(c, "rel"),
    "spouse": lambda c: [pick(c.rng, ("wife", "husband", "partner"))],
    "n_kids": _n_kids,
    "n_sibs": _n_kids,
    "name_list": lambda c: _name_list(c, "first"),
    "name_list_ages": lambda c: _name_list(c, "ages"),
    "name_list_full": lambda c: _name_list(c, "full"),
    "quote_pt": lambda c: [pick(c.rng, split_pool(QUOTES_PT, c.split))],
    "quote_rel": lambda c: [pick(c.rng, split_pool(QUOTES_REL, c.split))],
    "staff_a_full": lambda c: [(f"{_staff(c, 'a').first} {_staff(c, 'a').last}", "DOCTOR")],
    "staff_b_full": lambda c: [(f"{_staff(c, 'b').first} {_staff(c, 'b').last}", "DOCTOR")],
    "staff_c_full": lambda c: [(f"{_staff(c, 'c').first} {_staff(c, 'c').last}", "DOCTOR")],
    "staff_a_first": lambda c: [(_staff(c, "a").first, "DOCTOR")],
    "staff_b_first": lambda c: [(_staff(c, "b").first, "DOCTOR")],
    "staff_c_first": lambda c: [(_staff(c, "c").first, "DOCTOR")],
    "staff_a_nick": lambda c: [(_nick(_staff(c, "a")), "DOCTOR")],
    "staff_a_email": _staff_email,
    "staff_msg": lambda c: _render(c, pick(c.rng, split_pool(STAFF_MSGS, c.split)), capitalize=False),
    "email_topic": lambda c: [pick(c.rng, EMAIL_TOPICS)],
    "company": lambda c: [(company(c.rng, c.fake), "ORGANIZATION")],
    "publication": lambda c: ["the ", (publication(c.rng, c.fake), "ORGANIZATION")],
    "phone_abroad": lambda c: [(phone_abroad(c.rng), "PHONE")],
}

