"""Structured-record readers (base_systems/packs/records*.py) on hand-written records with gold
(tests/data/records/source.txt: HL7 v2, FHIR/JSON, logs, chats, e-mail, forums, rosters)."""

from __future__ import annotations

import time

import pytest

from multideid.base_systems.packs import load_pack, records
from multideid.base_systems.packs.records import hl7_spans
from multideid.base_systems.packs.records_chat import chat_spans, surname_spans
from multideid.base_systems.packs.records_json import json_spans, kv_spans
from multideid.tokenizer import tokenize

from records_data import load

DOCS = load()


def _predict(text: str) -> set[tuple[int, int, str]]:
    return {(s, e, p.label) for p in records.PATTERNS for s, e, _ in p.find(text)}


def test_source_is_well_formed():
    assert len(DOCS) >= 20
    for did, (text, required, allowed) in DOCS.items():
        toks = tokenize(text)
        starts, ends = {t.start for t in toks}, {t.end for t in toks}
        for s, e, label in required + allowed:
            assert s in starts and e in ends, (did, label, s, e)
        assert "[[" not in text and "{{" not in text, did


@pytest.mark.parametrize("did", sorted(DOCS))
def test_required_spans_found_exactly(did):
    text, required, _ = DOCS[did]
    pred = _predict(text)
    missing = [(s, e, lab) for s, e, lab in required if (s, e, lab) not in pred]
    assert not missing, (did, missing)


@pytest.mark.parametrize("did", sorted(DOCS))
def test_no_span_outside_gold(did):
    text, required, allowed = DOCS[did]
    extra = [
        (s, e, lab) for s, e, lab in _predict(text)
        if (s, e, lab) not in set(required) and not any(s < b and a < e for a, b, _ in allowed)
    ]
    assert not extra, (did, extra)


def test_negative_texts_get_nothing():
    for did in ("neg_flowsheet",):
        assert _predict(DOCS[did][0]) == set()
    text = DOCS["roster"][0]
    got = {text[s:e] for s, e, _ in _predict(text)}
    for phrase in ("L DISTAL RADIUS", "REGIONAL, MAC", "HTN, DM", "CHEST, ABDOMEN", "NPO, IVF"):
        assert not any(phrase in g or g in phrase for g in got), phrase


def test_hl7_carriage_returns_and_custom_delimiters():
    text = DOCS["hl7_merge"][0]
    want = hl7_spans(text)
    assert hl7_spans(text.replace("\n", "\r")) == want  # the standard segment terminator
    # a message that declares other delimiters (# for components) is read with them
    alt = "MSH|#~\\&|APP|CLINIC NORTH|||20260101||ADT#A08|X55501|P|2.5\nPID|1||55501234###CLINIC NORTH#MR||DOE#JANE\n"
    got = {alt[s:e]: lab for s, e, lab in hl7_spans(alt)}
    assert got.get("DOE#JANE") == "PATIENT" and got.get("55501234") == "ID" and got.get("CLINIC NORTH") == "HOSPITAL"


def test_hl7_coded_fields_never_tagged():
    text = DOCS["hl7_adt"][0]
    got = {text[s:e] for s, e, _ in hl7_spans(text)}
    for code in ("MSH", "PID", "ADT", "A01", "F", "M", "MR", "SS", "SSA", "PRN", "PH", "SPO", "4W", "412", "MED", "IN", "2.5.1"):
        assert code not in got, code


def test_fhir_code_displays_and_quantities_are_not_phi():
    text = DOCS["fhir_bundle"][0]
    got = {text[s:e] for s, e, _ in json_spans(text)}
    for v in ("Heart rate", "ambulatory", "Next-of-Kin", "Medical record number", "88", "female", "MD", "Doctor of Medicine"):
        assert v not in got, v


def test_truncated_json_still_read():
    text = '{"resourceType": "Patient", "id": "pt-55501", "name": [{"family": "Quispe", "given": ["Abel"]}], "birthDate": "19'
    got = {text[s:e]: lab for s, e, lab in json_spans(text)}
    assert got == {"pt-55501": "ID", "Quispe": "PATIENT", "Abel": "PATIENT"}


def test_key_value_logs():
    text = 'ts=2026-11-21T08:00:00Z user=hsaito3 ip=10.1.2.3 mrn="A5550129" patient_name="Omondi, Grace" note=ok user=system'
    got = {text[s:e]: lab for s, e, lab in kv_spans(text)}
    assert got == {"hsaito3": "USERNAME", "10.1.2.3": "IP", "A5550129": "ID", "Omondi, Grace": "PATIENT"}


def test_chat_header_needs_an_exchange():
    one = "Okoro, Chinedu   2:02 PM\nplease call the family"
    assert chat_spans(one) == ()
    two = one + "\nFairweather, Jude   2:05 PM\nwill do"
    assert {two[s:e] for s, e, _ in chat_spans(two)} == {"Okoro, Chinedu", "Fairweather, Jude"}


def test_irc_and_sms_exchange_speakers():
    irc = "<marco> isaack will drive me\n<nurse> ok, noted\n<marco> thanks"
    assert {irc[s:e] for s, e, _ in chat_spans(irc)} == {"marco"}          # "nurse": a role, no name
    assert chat_spans("<marco> will drive me") == ()                        # one line: no exchange
    assert chat_spans("<p> hello there\n<p> again\n<br> x") == ()          # HTML tags
    sms = "brian - i'll call you back in 10 min\nNina - pain 6/10\nbrian - please come in on wednesday"
    assert {sms[s:e] for s, e, _ in chat_spans(sms)} == {"brian"}  # a speaker who writes twice (Nina: once)
    notes = "Plan - continue\nCV - RRR\nPlan - recheck\nCV - no murmur\nPain - 6/10\nPain - 4/10"
    assert chat_spans(notes) == ()                                          # systems and headings


def test_surname_given_checks():
    ok = ["1. ABARA-LINDQVIST, Oluwaseun  MRN 5550199", "Name: Ferreira, Ana Paula", "RX# 555-01    PRUITT, LAMONTE"]
    bad = ["ORIF L DISTAL RADIUS, VOLAR PLATE", "HTN, DM", "RECOMMEND, FOLLOW UP", "SEE ABOVE, NONE", "NEURO, INTACT"]
    for line in ok:
        assert surname_spans(line), line
    for line in bad:
        assert not surname_spans(line), line


def test_registered_in_english_pack_and_the_neutral_readers_in_spanish():
    en = {p.name for p in load_pack("en")}
    es = {p.name for p in load_pack("es")}
    names = {p.name for p in records.PATTERNS}
    neutral = {p.name for p in records.NEUTRAL_PATTERNS}
    assert names <= en and names & es == neutral  # chats, rosters and tables read English words


@pytest.mark.slow
def test_linear_time_on_hostile_input():
    cases = [
        "PID|" + "|" * 300_000, '{"a":' * 60_000, "[" * 300_000, "ABC, DEF " * 30_000,
        "jdoe  11:41 PM\n" * 20_000, "From: A B <a@b.c>\nTo: " + "X Y, " * 60_000, "u/" + "a_" * 150_000,
        "SMITH, JOHN A B C D E F\n" * 12_000, "[23/11/2026, 14:02] " * 15_000,
        "<family>" * 40_000, "ISA*" + "*" * 300_000, "NM1*~N4*" * 40_000, "<a>" * 20_000 + "</b>" * 20_000, "<telecom " + 'b="c" ' * 50_000 + "/>",
    ]
    for text in cases:
        t = time.process_time()
        for p in records.PATTERNS:
            p.find(text)
        assert time.process_time() - t < 10, text[:20]


def test_hl7_code_regions():
    from multideid.base_systems.packs.records import hl7_code_regions

    text = DOCS["hl7_adt"][0]
    codes = {text[s:e] for s, e in hl7_code_regions(text)}
    assert {"MSH", "PID", "PV1", "NK1", "IN1", "GT1", "F", "I", "ADT", "A01", "P", "SPO"} <= codes
    phi = {text[s:e] for s, e, _ in DOCS["hl7_adt"][1]}
    assert not codes & phi, codes & phi
    lee = "PID|1||55501^^^^MR||LEE^AL||19700101|M\n"
    assert {lee[s:e] for s, e in hl7_code_regions(lee)} == {"PID", "1", "M"}  # set id, sex; never LEE or AL


def test_surname_given_leaves_table_cells_to_their_column():
    tsv = "visit_id\tdate\tpatient\tprovider\nV-55091\t2024-11-02\tQUILLANE, ODA\tFERRAZ-MOON, T\n"
    assert surname_spans(tsv) == ()
    assert surname_spans("Bed 2  FERRAZ-MOON, TOMAS  NPO\n")


def test_the_spanish_pack_reads_records_too():
    """The language-neutral readers (HL7 v2, FHIR/JSON, CDA, X12) are registered for Spanish (session 15);
    they match nothing in MEDDOCAN's train and dev texts (checked when they were registered)."""
    es = load_pack("es")
    assert set(records.NEUTRAL_PATTERNS) <= set(es)
    t = ("MSH|^~\\&|HIS|HOSPITAL LA PAZ|LAB||20240101||ADT^A01|1|P|2.5\n"
         "PID|1||4455667^^^^MR||GARCIA LOPEZ^MARIA||19700101|F\n")
    found = {(p.label, t[s:e]) for p in es for s, e, _ in p.find(t)}
    assert {("PATIENT", "GARCIA LOPEZ^MARIA"), ("ID", "4455667"), ("DATE", "19700101")} <= found
