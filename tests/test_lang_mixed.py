"""Language votes without proper names, mixed English/Spanish documents, and the rules base on them
(multideid.lang.language_votes / is_mixed / text_languages / document_languages)."""

from __future__ import annotations

import pytest

from multideid.base_systems.rules import RulesBase
from multideid.document import Document
from multideid.lang import (
    detect_language,
    document_languages,
    is_mixed,
    language_for_model,
    language_votes,
    text_languages,
)

# an English note from a Spanish-speaking country: institution, names and a place with particles
NAMES = ("Discharge note - Hospital de Especialidades San Juan de Dios, Quito.\n"
         "Patient: María de los Ángeles Ramírez del Valle. Sister: Rosa y Carmen de la Cruz.\n"
         "Seen for chest pain, sent home with her son.")
# a Spanish note with English and Latin words ("in situ", "score") and "no" (a word of both)
SPANISH = ("Paciente de 45 años que acude por dolor torácico. Se realiza ECG in situ y el score de riesgo "
           "es bajo. No refiere alergias; no fuma.")
# a bilingual discharge letter: Spanish header and field labels, English body
MIXED = ("Informe de alta - Servicio de Medicina Interna\n"
         "Paciente: Rosa Quispe, DNI 45551203K, NHC 5553412\n"
         "The patient was admitted with pneumonia and treated with antibiotics for five days. She was "
         "discharged home on 12/11/2026 with her husband. Call 555-014-7788 if the fever returns.\n"
         "Médico responsable: Dr. Héctor Villanueva; la paciente vive con su esposo en la calle Mayor.")
ENGLISH = ("Patient Tom Baker, 45 year old man, was seen at St Mary Hospital on 12/11/2026 with his wife. "
           "Call 555-014-7788 if the fever returns.")


def test_function_words_of_proper_names_cast_no_vote():
    en, es = language_votes(NAMES)
    assert es == 0 and en >= 3  # every "de", "del", "los", "la", "y" belongs to a name
    assert detect_language(NAMES) == "en"
    assert not is_mixed(NAMES)
    # the same words outside a name still vote: "de" after a lower-case word, "la" before one
    assert language_votes("dolor de cabeza, la fiebre")[1] == 2
    # a capitalised particle opens a name ("La Paz", "Al Rashid", "DE LA CRUZ")
    assert language_votes("Flew from La Paz with Al Rashid; DE LA CRUZ, Juan")[1] == 0


def test_flags_shared_words_and_french_accents_are_no_spanish_evidence():
    assert language_votes("CLM*55184*185***11:B:1*Y*A*Y*Y~")[1] == 0  # yes/no flags of an EDI claim
    assert language_votes("no fever, no cough")[0] == 0  # "no" is a word of both languages
    # "é" is French as much as Spanish; a capitalised word's accents are a name's (Gómez, Bogotá)
    assert language_votes("Carnet de santé, décembre")[1] == 1
    assert language_votes("de Gómez Arbeláez, Bogotá")[1] == 1


def test_a_spanish_note_stays_spanish():
    assert detect_language(SPANISH) == "es"
    assert not is_mixed(SPANISH)
    assert text_languages(SPANISH) == ("es",)
    assert language_for_model(SPANISH, "en") == "es"


def test_a_mixed_document_is_detected_with_its_majority_language_first():
    assert is_mixed(MIXED)
    assert text_languages(MIXED) == ("en", "es")
    assert text_languages(MIXED, "es") == ("es", "en")  # a recorded language comes first
    assert text_languages(MIXED, "fr") == ("fr",)  # a language without rules is kept as it is
    assert text_languages(ENGLISH) == ("en",)
    assert text_languages("") == ("en",)
    d = Document("m", MIXED)
    d.metadata["language"] = "es"  # what an English model's language_for_model or a reader may record
    assert document_languages(d) == ("es", "en")  # so the English floors still run on it
    assert document_languages(Document("s", SPANISH)) == ("es",)


def _spans(base, text):
    return {(s.start, s.end, s.label, s.explanation) for s in base.predict([Document("x", text)])[0]}


def test_a_mixed_document_gets_both_packs():
    auto, en, es = RulesBase(), RulesBase(locale="en"), RulesBase(locale="es")
    d = Document("m", MIXED)
    assert auto.languages_for(d) == ("en", "es") and auto.locale_for(d) == "en+es"
    got = _spans(auto, MIXED)
    names = {g[3] for g in got}
    # an English-only pattern (a dashed phone) and Spanish-only ones (a kin word, a street) fire together
    assert "phone_dashed" in names and "phone_dashed" not in es.pattern_names("es")
    assert {"familiar", "direccion_nombre"} <= names and "familiar" not in en.pattern_names("en")
    assert not (_spans(en, MIXED) >= got) and not (_spans(es, MIXED) >= got)
    # overlaps are resolved as in one pack: the best-scoring match of the region (the labelled ID)
    ids = [g for g in got if MIXED[g[0]:g[1]].startswith("4555")]
    assert len(ids) == 1 and MIXED[ids[0][0]:ids[0][1]] == "45551203K"
    # raw matches (the learned bases' rule features) hold both packs', a shared pattern once
    raw = auto.raw_matches(d)
    assert {s.explanation for s in raw} >= {"id_nat_cue_world", "campo_id"}
    assert len(raw) == len(set((s.start, s.end, s.explanation) for s in raw))


@pytest.mark.parametrize("text,lang", [(ENGLISH, "en"), (SPANISH, "es"), (NAMES, "en")])
def test_a_pure_document_is_unchanged(text, lang):
    auto, one = RulesBase(), RulesBase(locale=lang)
    assert auto.locale_for(Document("p", text)) == lang
    assert _spans(auto, text) == _spans(one, text)
    assert [(s.start, s.end, s.explanation) for s in auto.raw_matches(Document("p", text))] == \
        [(s.start, s.end, s.explanation) for s in one.raw_matches(Document("p", text))]


def test_a_configured_locale_runs_one_pack_on_a_mixed_document():
    assert RulesBase(locale="es").locale_for(Document("m", MIXED)) == "es"
    assert "phone_dashed" not in {g[3] for g in _spans(RulesBase(locale="es"), MIXED)}
