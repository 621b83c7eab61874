"""World lists of words that are never PHI (multideid.nonphi.world, docs/nonphi.md): product, test and
eponym names, programme and standard acronyms, and words of other languages in code-mixed text are
dropped whatever base found them; names beside them and names that are such words are kept; the step
runs only under ``[run] nonphi_world``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from multideid import nonphi
from multideid.document import Document, Span
from multideid.nonphi.world import acronyms, language_words, products, world_digest, world_spans
from nonphi_helpers import HANDWRITTEN_SETS, handwritten_gold_dropped, span, step_drops, synthetic_gold_dropped

_SCS = ("Rechargeable systems: Abbott Proclaim, Boston Scientific WaveWriter Alpha, Medtronic Intellis and "
        "Nevro HFX; check the charger weekly.")
_FEEDS = "Supplements: Ensure Plus, Fortisip Compact, Fresubin 2kcal; ProCal shots twice a day."
_SWAHILI = ("24/11/2026, 10:21 - Kev: Sawa. Uncle Omosh ashajua? Si yeye ni matatu driver\n"
            "24/11/2026, 10:22 - Brayo: Ashajua, anakuja kesho na auntie. Pole sana, tuko pamoja\n")
_URDU = ("Sana: Haan. Aur consultant ke saath clinic hai Friday ko. Kaun le kar jayega?\n"
         "Asma: Mein nahi ja sakti beta, bus nahi milti subah.\n")


@pytest.mark.parametrize("text, piece, label", [
    (_SCS, "Abbott Proclaim", "PATIENT"),  # a maker and its product
    (_SCS, "Boston Scientific WaveWriter Alpha, Medtronic", "PATIENT"),  # a list; a maker before its product
    (_SCS, "Intellis", "PATIENT"),
    (_SCS, "Nevro", "PATIENT"),
    ("Pump: HeartMate 3, low-flow alarm overnight.", "HeartMate", "LOCATION"),
    ("Line: Hickman, inserted 14/08/2026.", "Hickman", "PATIENT"),
    ("Foley, Coudé (Tiemann) and three-way catheters; Bard Lubri-Sil, Coloplast Folysil.", "Coudé", "PATIENT"),
    ("Foley, Coudé (Tiemann) and three-way catheters; Bard Lubri-Sil, Coloplast Folysil.", "Tiemann", "PATIENT"),
    ("Foley, Coudé (Tiemann) and three-way catheters; Bard Lubri-Sil, Coloplast Folysil.", "Bard Lubri-Sil",
     "DOCTOR"),
    (_FEEDS, "Fresubin 2kcal", "LOCATION"),
    (_FEEDS, "Ensure Plus", "PATIENT"),  # common words: another listed product on the line
    ("Ishihara 17/17, Snellen 6/5 both eyes.", "Snellen", "LOCATION"),
    ("Teacher Conners 3 (short): inattention raised.", "Conners", "PATIENT"),
    ("Tools: Ages and Stages Questionnaire (ASQ-3), Denver II.", "Denver", "PATIENT"),  # a city: a roman numeral
    ("Eponyms: Hirschsprung, Meckel's diverticulum, Pierre Robin sequence.", "Pierre Robin", "PATIENT"),
    ("MARAC REFERRAL FORM (risk-led)", "MARAC", "PATIENT"),
    ("Referrer: ED nurse (IDVA-trained), ext 4471", "IDVA", "PATIENT"),
    ("HL7 v2 OBX-5 value; LOINC 2160-0 creatinine; UCUM units.", "LOINC", "PATIENT"),
    ("GS1 application identifiers: (01) GTIN, (10) batch, (8018) GSRN.", "GSRN", "DOCTOR"),
    ("driver licence barcode (raw PDF417 payload)", "PDF417", "ID"),
    (_SWAHILI, "Sawa", "PATIENT"),
    (_SWAHILI, "anakuja kesho", "PATIENT"),
    (_URDU, "Haan", "PATIENT"),
    (_URDU, "Kaun", "DOCTOR"),
    (_URDU, "milti subah", "PATIENT"),
    ("said meh belly turnin since Sunday night an meh feet tinglin, hot feel cold", "tinglin", "PATIENT"),
    ("Ishihara 17/17, Snellen 6/5 both eyes.", "Ishihara 17/17", "LOCATION"),  # a score is no list
    ("Refeeding risk: NICE CG32; check phosphate.", "CG32", "ID"),  # a guidance number
    ("HL7 v2 ORU^R01, OBX-5 value", "R01", "ID"),  # a trigger event
])
def test_world_words_are_dropped(text, piece, label):
    assert step_drops(world_spans, text, piece, label)
    assert step_drops(world_spans, text, piece, label, knowledge=True)  # whatever base found it


@pytest.mark.parametrize("text, piece, label", [
    ("From January: Flat 7, Cabot Wharf, Bristol BS1 6XL.", "Bristol", "LOCATION"),  # a place and a postcode
    ("Daughter Morwenna Penrose informed next morning.", "Penrose", "PATIENT"),  # a name before it
    ("COPD, followed by Dr. R. Graves, Wolff-Parkinson-White syndrome", "Graves", "DOCTOR"),  # an initial
    ("Seen by Mr Hickman in clinic; Hickman line flushed.", "Hickman", "DOCTOR"),  # a name cue
    ("Grandmother: Ruth Paget, 77; Paget disease of bone.", "Paget", "PATIENT"),
    ("Works for Medtronic as an engineer.", "Medtronic", "ORGANIZATION"),  # a maker alone: an employer
    ("Health visiting: Hammersmith 0-19 Service, 020 7946 0772.", "Hammersmith", "HOSPITAL"),
    ("Referred to Leeds CMHT for review.", "CMHT", "ORGANIZATION"),  # part of a service's name
    ("AAA : HT\nDD: 09/15/03", "AAA", "DOCTOR"),  # a typist's initials
    ("Karthik: Amma, appa-ku report vandhuduchu. Seri, sollu da, konjam wait pannunga", "Amma", "PATIENT"),
    ("Please reply to r.hodgkin@example.org. Gram called twice.", "Gram", "PATIENT"),  # a grandmother
    ("Sawa Tanaka, 54, attended with her son.", "Sawa Tanaka", "PATIENT"),  # no code-mixed text
    ("Kev: Sawa. See you at ten.", "Sawa", "PATIENT"),  # one word of Swahili is no code-mixed text
    ("handin over at 9, he was fine", "handin", "PATIENT"),  # one dropped g is no dialect
    ("PATIENT: DASH, MARGARET  DOB 01/02/1950", "DASH", "PATIENT"),  # an acronym that is a surname
    ("Seen with Dr Okafor (Leeds CG32 clinic)", "CG32", "ID"),  # no NICE before it
])
def test_names_are_kept(text, piece, label):
    assert not step_drops(world_spans, text, piece, label)


def test_lists_are_loaded_and_pinned():
    assert len(products()) > 1000 and len(acronyms()) > 150
    assert {"sw", "hi", "ta", "sco", "tl", "pcm", "af", "es", "fr"} <= set(language_words())
    assert len(world_digest()) == 64


def test_lists_are_pinned_in_the_model(tmp_path):
    from multideid.errors import ModelError
    from multideid.model import check_pins, current_pins

    pins = current_pins()
    assert pins["nonphi_world"] == world_digest()
    check_pins({"pins": pins}, tmp_path)
    check_pins({"pins": {k: v for k, v in pins.items() if k != "nonphi_world"}}, tmp_path)  # older models
    with pytest.raises(ModelError, match="world lists"):
        check_pins({"pins": {**pins, "nonphi_world": "0" * 64}}, tmp_path)


def test_no_learned_spans_drop_nothing():
    spans = [span(_SCS, "Intellis")]
    assert world_spans(_SCS, spans, knowledge=[], learned=[]) == (spans, [])


def test_wired_into_veto_document_by_its_key_for_english_only():
    spans = [span(_SCS, "Intellis"), span(_SCS, "Nevro")]
    on = {"run": {"nonphi_veto": True, "nonphi_world": True}}
    doc = Document(id="w1", text=_SCS, metadata={"language": "en"})
    kw = {"rule_spans": [], "knowledge_spans": spans, "learned_spans": [spans]}
    kept, removed = nonphi.veto_document(doc, spans, on, **kw)
    assert set(map(id, removed)) == set(map(id, spans)) and kept == []
    old = {"run": {"nonphi_veto": True}}  # a model fitted before the key
    assert nonphi.veto_document(doc, spans, old, **kw) == (spans, [])
    es = Document(id="w2", text=_SCS, metadata={"language": "es"})
    assert nonphi.veto_document(es, spans, on, **kw) == (spans, [])


def test_new_models_have_the_step_on_and_it_is_validated():
    from multideid.config import default_config, resolve_config
    from multideid.errors import UsageError

    assert default_config()["run"]["nonphi_world"] is True
    with pytest.raises(UsageError):
        resolve_config({"run": {"nonphi_world": "yes"}})


@pytest.mark.parametrize("name", HANDWRITTEN_SETS)
def test_no_gold_span_of_the_handwritten_sets_is_dropped(name):
    for label in ("PATIENT", None):
        n, gone = handwritten_gold_dropped(world_spans, name, label)
        assert not gone, gone
        assert n > 100
    from multideid.io import iter_corpus

    path = Path(__file__).parent / "data" / name / f"{name}.jsonl"
    for d in iter_corpus(path, "jsonl", None, require_gold=True):  # every word of a longer gold span alone
        words = [Span(g.start + m.start(), g.start + m.end(), "PATIENT") for g in d.gold
                 for m in re.finditer(r"\S+", d.text[g.start:g.end]) if m.end() - m.start() < g.end - g.start]
        _, gone = world_spans(d.text, words, knowledge=[], learned=[words])
        assert not gone, (d.id, [(s.start, s.end) for s in gone])


def test_no_gold_span_of_synthetic_notes_is_dropped():
    n, gone = synthetic_gold_dropped(world_spans, "PATIENT")
    assert not gone, gone
    assert n > 1000


def test_a_place_or_name_field_value_is_never_vetoed():
    """``Island: Brava`` is a place although Brava is a catheter too (found on set 17 after its score)."""
    text = "Born 7 June 1979 on the island. Island: Brava, residence Nova Sintra; requesting centre Praia.\n"
    assert not step_drops(world_spans, text, "Brava", "LOCATION")
    assert not step_drops(world_spans, text, "Brava")
    assert not step_drops(world_spans, "Referred by Centro de Saude da Brava for review.", "Brava")  # a particle
    text2 = "Stoma nurse review: Brava paste and Brava protective seal; brand name: Brava\n"
    assert step_drops(world_spans, text2, "Brava")  # the same word in product context is dropped
