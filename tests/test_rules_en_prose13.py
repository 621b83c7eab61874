"""Pack en_prose13 (session 26): professions, employers, carriers, short hospital names, islands, house
names, ZIP columns, call-log numbers and chat names in prose, forms and chats."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs.en import PATTERNS_BY_NAME
from multideid.base_systems.rules import RulesBase
from multideid.document import Document


def found(name: str, text: str) -> list[str]:
    return [text[s:e] for s, e, _ in PATTERNS_BY_NAME[name].find(text)]


@pytest.mark.parametrize("name,text,want", [
    ("profession13_kin_paren", "Mum Shauna Kavanagh (paramedic) reports appetite down.", ["paramedic"]),
    ("profession13_kin_paren", "Parents: Jocasta (barrister) and Kwame Adjei (architect)", ["barrister"]),
    ("profession13_pair_paren", "Parents: Jocasta (barrister) and Kwame Adjei (architect)", ["architect"]),
    ("profession13_verb_as", "Tobi qualified as a vet and has moved to Dunedin.", ["vet"]),
    ("profession13_copula", "Main le jaunga (I'm bus driver remember).", ["bus driver"]),
    ("profession13_life", "Fisherman all his life; fell on the jetty.", ["Fisherman"]),
    ("profession13_life", "bartender by night, angel by later night", ["bartender"]),
    ("profession13_work_label", "Off-duty work: electrician (own business).", ["electrician"]),
    ("profession13_apposition", "Perpetrator: Craig Lomax, DOB 1988, HGV driver for Irwell Haulage.", ["HGV driver"]),
    ("org13_job_employer_paren", "Works as a ferry deckhand (Tallink), no lifting.", ["Tallink"]),
    ("org13_works_for", "Adaeze retired from Barclays after 31 years.", ["Barclays"]),
    ("org13_carrier", "Travel on the ferry not possible; flight with SVG Air arranged.", ["SVG Air"]),
    ("org13_carrier", "he is a bus driver for Go-Ahead London. She is ninety four", ["Go-Ahead London"]),
    ("org13_air_rescue", "by air ambulance Caribbean Air Rescue.", ["Caribbean Air Rescue"]),
    ("hosp13_short", "Ruth had baby Ivo on 5 September at Southmead.", ["Southmead"]),
    ("hosp13_short", "Appointment: Stepping Hill audiology, Tuesday.", ["Stepping Hill"]),
    ("hosp13_abbr_ward", "ah ma still in CGH ward 56", ["CGH"]),
    ("hosp13_private", "private clinic at Nuffield Health Newcastle; reports", ["Nuffield Health Newcastle"]),
    ("loc13_island", "ED discharge note, St. Croix, USVI", ["St. Croix", "USVI"]),
    ("loc13_island", "from Auki, Malaita Province. Severe malaria", ["Malaita Province"]),
    ("loc13_house", "Address: The Old Vicarage, Church Lane, Much Wenlock TF13 6AA", ["The Old Vicarage"]),
    ("loc13_house", "Patient: Ellis V, 82, 3 Gallowgate Cottages, Rothbury NE65 7PG", ["3 Gallowgate Cottages"]),
    ("phone13_sip_clid", '"2026-11-23 02:14:09","4410","07700900561","""Palliative Ward"" <4410>",312', ["4410"]),
    ("phone13_short_label", "Phone 22555. SMO: Dr K.", ["22555"]),
    ("name13_chat_speaker", "24/11/2026, 10:18 - Kev: Pole sana msee.", ["Kev"]),
    ("name13_mrz_surname", "P<NGAOKAFOR<<CHIDINMA<ADAEZE<<<<<<<<<<<<<<<<<<<<<<<", ["OKAFOR"]),
    ("name13_mrz_given", "P<NGAOKAFOR<<CHIDINMA<ADAEZE<<<<<<<<<<<<<<<<<<<<<<<", ["CHIDINMA<ADAEZE"]),
    ("name13_signoff", "He is 91 and I drive him. Can you move it?\nMerci, Renée 418-555-0136", ["Renée"]),
])
def test_finds(name, text, want):
    assert found(name, text) == want


@pytest.mark.parametrize("name,text", [
    ("profession13_copula", "He is a poor historian and a heavy drinker."),
    ("profession13_pair_paren", "Mariam (OPAT pharmacist) and Kofi (OPAT nurse)"),
    ("org13_job_employer_paren", "Referrer: Shanelle Priddy, ED nurse (IDVA-trained), ext 4471"),
    ("org13_job_employer_paren", "GESY referral - specialist (Cyprus)"),
    ("org13_carrier", "Emirates is a federation."),  # no travel or work word near
    ("hosp13_private", "Bell palsy vs Ramsay Hunt syndrome (look for vesicles)"),
    ("hosp13_short", "Geisinger Health Plan member"),
    ("loc13_island", "hospitalised 3 days at Providence St. Vincent; recovered."),
    ("loc13_island", "NHIP no. BVI-0555-21784"),
    ("loc13_island", "Dr Smith, New Jersey; Bermuda shorts"),
    ("phone13_short_label", "mobile phone 0999 555 012"),
    ("phone13_short_label", "phone 2026 model"),
    ("phone13_short_label", "support Zonability in Tokoza Ext 1426 in its mission"),
    ("profession13_copula", "she is a R-handed piano tuner"),
    ("name13_chat_speaker", "24/11/2026, 10:18 - Mum: on my way"),
    ("name13_signoff", "Thanks, Doctor"),
])
def test_refuses(name, text):
    assert found(name, text) == []


def test_cdr_rows_need_a_header():
    header = "calldate,src,dst,dcontext,clid,duration,disposition\n"
    row = '"2026-11-23 02:31:47","4410","01632960214","""Palliative Ward"" <4410>",0,NO ANSWER\n'
    assert found("phone13_cdr_src", header + row) == ["4410"]
    assert found("phone13_cdr_dst", header + row) == ["01632960214"]
    assert found("phone13_cdr_src", "time,value,count\n" + row) == []


def test_zip_column_fixed_width_and_delimited():
    fixed = ("id    name                dob         zip    age\n"
             "412   Bergstrom, Ingrid   1933-05-02  55416   93\n")
    assert found("loc13_zip_column", fixed) == ["55416"]
    csv = "mrn,name,postcode,ward\n5550184,\"Smith, A\",LS1 3EX,12\n"
    assert found("loc13_zip_column", csv) == ["LS1 3EX"]
    # a five-digit number under another column is no ZIP
    other = "mrn,name,postcode,ward\n55501,\"Smith, A\",LS1 3EX,12\n"
    assert found("loc13_zip_column", other) == ["LS1 3EX"]


def test_rules_base_labels_in_context():
    doc = Document(id="t1", text="Works as a bus driver (Stagecoach); lives in Antigua. Seen at Southmead.")
    spans = RulesBase(locale="en").predict([doc])[0]
    got = {(doc.text[s.start:s.end], s.label) for s in spans}
    assert ("Stagecoach", "ORGANIZATION") in got
    assert ("Antigua", "LOCATION") in got
    assert ("Southmead", "HOSPITAL") in got


@pytest.mark.parametrize("name,text,want", [
    ("loc13_country", "GESY referral - specialist (Cyprus)", ["Cyprus"]),
    ("loc13_ie_county", "Trainer: P. Hanrahan, The Curragh, Co. Kildare. Rider's mobile", ["Co. Kildare"]),
    ("loc13_lives", "day 19/42, CRP 12. Lives Bearsden. Continue.", ["Bearsden"]),
    ("hosp13_named_ward", "Meal support log - Aspen Ward (eating disorders unit)", ["Aspen Ward"]),
    ("org13_lab", "Hep C Ab pos, RNA pending (Quest acc QW555190K).", ["Quest"]),
    ("org13_job_at", "Works nights as a forklift driver at Ozark Valley Poultry. Lives with", ["Ozark Valley Poultry"]),
])
def test_finds_more(name, text, want):
    assert found(name, text) == want


@pytest.mark.parametrize("name,text", [
    ("loc13_country", "Hoehn and Yahr stage, Schwab and England ADL scale."),
    ("loc13_country", "pipefitter, Brunei Shell Petroleum"),
    ("loc13_country", "stained with Congo red"),
    ("loc13_lives", "Lives Alone. Independent."),
    ("hosp13_named_ward", "signed out to Dr. Jay Ward overnight"),
    ("org13_lab", "a quest for answers; Quest of the heroes"),
    ("org13_lab", "Plan: multigene panel (Invitae 84-gene)."),
    ("hosp13_named_ward", "moved to Maternity Ward"),
    ("org13_job_at", "a machinist at Hartford Hospital and asks"),
])
def test_refuses_more(name, text):
    assert found(name, text) == []
