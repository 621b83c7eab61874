"""Learned-only written forms (multideid.nonphi.forms, docs/nonphi.md): a span only the learned
bases found is dropped when it is a register's acronym before a predicted ID, a score or gene
code, an abbreviated genus before a species, or the title of a translated document; a rules,
dictionary or presidio span on it, a name cue before it, or a shape a name may take keeps it."""

from __future__ import annotations

import pytest

from multideid import nonphi
from multideid.document import Document, Span
from multideid.nonphi.forms import learned_only_forms
from nonphi_helpers import span, step_drops


def dropped(text: str, piece: str, label: str = "PATIENT", **kw) -> bool:
    return step_drops(learned_only_forms, text, piece, label, **kw)


@pytest.mark.parametrize("text, piece, label, number", [
    ("Sinéad Fogarty, RD, HCPC DT055512", "HCPC", "HOSPITAL", "DT055512"),
    ("Yours faithfully, Dr Niamh Oduro-Pike, Balby Bridge Surgery, GMC 7555124", "GMC", "HOSPITAL", "7555124"),
    ("Midwife: Ceri Hollingbrook RM, NMC PIN 15A5553E", "NMC", "HOSPITAL", "15A5553E"),
    ("Consent given. Pharmacist: Hamza Qureshi, GPhC 2055518", "GPhC", "PATIENT", "2055518"),
    ("I reviewed Pádraig (MRN 0555417, PPSN 5550123TA) today.", "PPSN", "PATIENT", "5550123TA"),
    ("Practitioner: Sunil Pillai, MD   NPI 1555220934   DEA BP5551234   Ohio license", "DEA", "HOSPITAL", "BP5551234"),
])
def test_register_acronym_before_a_predicted_id(text, piece, label, number):
    assert dropped(text, piece, label, context=((number, "ID"),))


@pytest.mark.parametrize("text, piece, label, context", [
    ("Pharmacist: Hamza Qureshi, GPhC 2055518", "GPhC", "PATIENT", ()),  # the number is no predicted ID
    ("Call UCSF 4155550123 to book", "UCSF", "HOSPITAL", (("4155550123", "PHONE"),)),  # a phone after it
    ("Call UCSF 4155550123 to book", "UCSF", "HOSPITAL", (("4155550123", "ID"), ("4155550123", "PHONE"))),
    ("ship to FAUSKE 82001 by Friday", "FAUSKE", "LOCATION", (("82001", "ID"),)),  # a city before a number
    ("Insurance: BUPA 55512345 (member)", "BUPA", "HOSPITAL", (("55512345", "ID"),)),  # an insurer
    ("Group cover AXA 5551234 confirmed", "AXA", "PATIENT", (("5551234", "ID"),)),
    ("Bed list: ROSE 5551234 moved to ward 4", "ROSE", "PATIENT", (("5551234", "ID"),)),  # a gazetteer name
    ("Served USMC 2003 to 2009", "USMC", "ORGANIZATION", (("2003", "ID"),)),
    ("Taken by: Dr JLM 5551234", "JLM", "DOCTOR", (("5551234", "ID"),)),  # a name cue
    ("Room: CHI 555", "CHI", "HOSPITAL", (("555", "ID"),)),  # a short number
    ("Boise, ID 83702", "ID", "LOCATION", (("83702", "ID"),)),  # two letters: a state
])
def test_register_guards(text, piece, label, context):
    assert not dropped(text, piece, label, context=context)


@pytest.mark.parametrize("text, piece", [
    ("Sepsis: qSOFA, NEWS2. Burns: Lund and Browder chart", "NEWS2"),
    ("Concussion tools: SCAT6 and Maddocks questions", "SCAT6"),
    ("Seropositive rheumatoid arthritis (DAS28-CRP 4.1), on methotrexate", "DAS28"),
    ("germline variants in MLH1, MSH2, MSH6, PMS2 or EPCAM", "MSH6"),
    ("Peutz-Jeghers syndrome (STK11) is rarer", "STK11"),
])
def test_score_and_gene_codes(text, piece):
    assert dropped(text, piece, "LOCATION")
    assert dropped(text, piece, "PATIENT")


@pytest.mark.parametrize("text, piece", [
    ("PATlENT NAME: KOWALSKl , TEOD0R      D0B: 1 1/04/1955", "TEOD0R"),  # OCR: no digit at the end
    ("REFERRAL FORM: SMIT1 JONE5 ROOM 4", "SMIT1"),  # a line in capitals
    ("lives at 58 Glen Road, BT11 8BU with her son", "BT11"),  # a postcode district: two letters
    ("user jsmith42 logged in", "jsmith42"),  # lower case
])
def test_codes_a_name_may_look_like(text, piece):
    assert not dropped(text, piece)


@pytest.mark.parametrize("text, piece", [
    ("Blood cultures from 12/2/14 grew E. coli; treated with ceftriaxone.", "E"),
    ("Side room needed for Carys Pugh-Ellington (C. diff +ve), IPC aware.", "C."),
    ("Wound swab: S. aureus, sensitive to flucloxacillin", "S."),
    ("Dx: Enteric fever, blood culture S. Typhi. Tx: ceftriaxone", "S. Typhi"),
])
def test_genus_before_a_species(text, piece):
    assert dropped(text, piece)


@pytest.mark.parametrize("text, piece", [
    ("09:01  Akosua B.      waiting 4 min    provider free", "B"),  # an initial before a word
    ("E. Reporter: Corinne Aldaba, PharmD", "E"),
    ("Seen with J. Marsh and her son", "J"),  # a capitalised word after it
    ("Seen with J. Marsh and her son", "J. Marsh"),
    ("Seen with M. Ovale and her son", "M. Ovale"),
])
def test_initials_are_no_genus(text, piece):
    assert not dropped(text, piece)


@pytest.mark.parametrize("text, piece", [
    ("Scrisoare medicală (translated) - Spitalul Clinic Județean de Urgență Cluj\nPacient: X", "Scrisoare medicală"),
    ("Ιατρική γνωμάτευση / medical report (translated)\nΓενικό Νοσοκομείο Αθηνών", "Ιατρική γνωμάτευση"),
    ("(Bản dịch / translation) Discharge summary - Bệnh viện Bạch Mai, Hà Nội", "Bản dịch"),
    ("Resumen de historia clínica (traducido)\nHospital Italiano de Buenos Aires", "de historia"),
    ("Informe (traducido) - Hospital Nacional Dos de Mayo, Lima", "traducido"),
    ("\n  EPICRISIS (translation) - Clínica del Country, Bogotá\n", "EPICRISIS"),
])
def test_translated_document_titles(text, piece):
    assert dropped(text, piece)


@pytest.mark.parametrize("text, piece", [
    ("Hôpital Tenon (traduit)\nCompte rendu", "Hôpital Tenon"),  # a facility: two capitalised words
    ("EVANGELISMOS (translated)\nMedical report", "EVANGELISMOS"),  # one word in capitals, no facility after it
    ("IRONCLAD FITNESS (translated) - INCIDENT / INJURY REPORT", "IRONCLAD FITNESS"),
    ("Letter (translated by Maria Lopez)\nDear colleague", "Maria Lopez"),  # after the marker
    ("Letter (Maria Lopez / translated)\nDear colleague", "Maria Lopez"),  # a name in the marker
    ("Discharge letter\nScrisoare medicală (translated)", "Scrisoare medicală"),  # not the first line
    ("Carta de Maria (translated)\nHola", "Carta de Maria"),  # a gazetteer name in the title
    ("Scrisoare medicală (translated) " + "x" * 200 + "\nPacient", "Scrisoare medicală"),  # too long for a title
])
def test_titles_that_may_be_names(text, piece):
    assert not dropped(text, piece)


@pytest.mark.parametrize("text, piece", [
    ("PATIENT: JOHN SMITH   MRN 5551234", "JOHN SMITH"),
    ("Family history: SMITH, JONES, both cardiac", "SMITH"),
    ("IRONCLAD FITNESS - INCIDENT / INJURY REPORT", "IRONCLAD FITNESS"),
    ("AHI, RDI, ODI, REM, NREM, OSA, CSA, TECSA, CPAP", "TECSA"),  # no form of this module
])
def test_other_caps_are_left_alone(text, piece):
    assert not dropped(text, piece)


def test_fails_closed():
    text = "Sepsis: qSOFA, NEWS2. Blood cultures grew E. coli."
    assert not dropped(text, "NEWS2", knowledge=True)  # a rules, dictionary or presidio span on it
    assert not dropped(text, "NEWS2", learned=False)  # an old caller: no bases' spans
    assert not dropped("Seen by Dr NEWS2 today, she is fine", "NEWS2")  # a name cue
    assert not dropped(text, "NEWS2", "DATE")  # not a vetoable class


def test_wired_into_veto_document():
    text = "Sepsis: qSOFA, NEWS2. Pharmacist: Hamza Qureshi, GPhC 2055518. Blood cultures grew E. coli."
    doc = Document(id="d1", text=text, metadata={"language": "en"})
    code, reg, num, genus, name = (span(text, "NEWS2"), span(text, "GPhC", "HOSPITAL"), span(text, "2055518", "ID"),
                                   span(text, "E"), span(text, "Hamza Qureshi"))
    final = [code, reg, num, genus, name]
    kept, removed = nonphi.veto_document(doc, final, {"run": {"nonphi_veto": True}},
                                         knowledge_spans=[num], learned_spans=[final, final])
    assert {text[s.start:s.end] for s in removed} == {"NEWS2", "GPhC", "E"}
    assert name in kept and num in kept
    # switched off, or a Spanish document: nothing happens
    assert nonphi.veto_document(doc, final, {"run": {"nonphi_veto": False}}, learned_spans=[final])[1] == []
    es = Document(id="d2", text=text, metadata={"language": "es"})
    assert nonphi.veto_document(es, final, {"run": {"nonphi_veto": True}}, learned_spans=[final])[1] == []


def _gold_kept(d) -> int:
    """Every gold span of ``d``, with its label and as PATIENT, among the other gold spans, taken as
    a learned-only prediction: none is dropped."""
    gold = list(d.gold)
    probes = [gold] + [[Span(g.start, g.end, "PATIENT")] + [o for o in gold if o is not g] for g in gold]
    for spans in probes:
        _, gone = learned_only_forms(d.text, spans, knowledge=[], learned=[spans])
        assert not gone, (d.id, [(s.start, s.end, s.label) for s in gone])
    return len(gold)


@pytest.mark.parametrize("name", ["en_handwritten", "en_handwritten2", "en_handwritten3", "en_handwritten4",
                                  "en_handwritten5", "en_handwritten6", "en_handwritten7"])
def test_no_gold_span_of_the_handwritten_sets_is_dropped(name):
    from pathlib import Path

    from multideid.io import iter_corpus

    path = Path(__file__).parent / "data" / name / f"{name}.jsonl"
    assert sum(_gold_kept(d) for d in iter_corpus(path, "jsonl", None, require_gold=True)) > 100


def test_no_gold_span_of_synthetic_notes_is_dropped():
    from multideid.synth.generator import iter_corpus_synth

    for split in ("test", "train"):
        assert sum(_gold_kept(d) for d in iter_corpus_synth(150, seed=7, split=split)) > 1000
