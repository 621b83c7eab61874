"""A document's language for a model fitted on one language (multideid.lang.language_for_model)."""

from __future__ import annotations

import pytest
from multideid.base_systems.base import document_language

from multideid.document import Document
from multideid.ensemble import apply_corpus_language
from multideid.lang import detect_language, language_for_model, recorded_language

# a screening export: no English function word, one Spanish-looking "Y"
CSV = '"id","date","initials","age","eligible"\n"S-1","2025-01-08","K.L.","91","Y"\n'


def test_weak_evidence_keeps_the_model_language():
    assert detect_language(CSV) == "en"  # half a Spanish vote ("Y") is no evidence: the default
    assert detect_language(CSV, default="es") == "es"
    assert language_for_model(CSV, "en") == "en"
    assert language_for_model("Edad: 53", "es") == "es"
    assert language_for_model("", "es") == "es"  # detect_language's tie default would be "en"


def test_evidence_switches_to_the_other_language():
    es = "Paciente de 53 años que acude con dolor en la fosa ilíaca derecha desde ayer."
    en = "The patient was seen in the clinic with his wife and was sent home."
    assert language_for_model(es, "en") == "es"
    assert language_for_model(en, "es") == "en"
    with pytest.raises(ValueError):
        language_for_model(en, "fr")


def test_a_narrow_lead_of_the_other_language_keeps_the_model_language():
    # Romanian shares "de", "la", "din"-like words with Spanish; a bilingual note half and half
    # (the "de" of the hospital's name is no vote: words of a proper name, multideid.lang.language_votes)
    ro = ("Scrisoare medicală (translated). Pacienta în vârstă de 71 ani a fost internată la Spitalul Clinic de Urgență din "
          "Cluj-Napoca, secția de cardiologie; externare 17.11.2026. Diagnostic: pneumonie comunitară; the son was told.")
    mixed = "Informe de alta: seen in clinic con su hija; the plan is rest en casa."
    for text in (ro, mixed):
        assert detect_language(text) == "es"  # the plain vote: a narrow Spanish lead
        assert language_for_model(text, "en") == "en"
        assert language_for_model(text, "es") == "es"


def test_recorded_language_reads_meta():
    assert recorded_language({"language": {"language": "en", "shares": {}}}) == "en"
    assert recorded_language({"language": {"language": "mixed"}}) is None
    assert recorded_language({}) is None
    assert recorded_language(None) is None


def test_apply_corpus_language_uses_the_model_language_for_auto():
    docs = [Document("a", CSV), Document("b", "Paciente de 53 años que acude con dolor desde ayer en la fosa.")]
    apply_corpus_language(docs, {"corpus": {"language": "auto"}}, "en")
    assert [document_language(d, ("en", "es")) for d in docs] == ["en", "es"]
    # a configured language wins; a reader's own language is kept
    d1, d2 = Document("c", CSV), Document("d", CSV)
    d2.metadata["language"] = "es"
    apply_corpus_language([d1, d2], {"corpus": {"language": "es"}}, "en")
    assert (d1.metadata["language"], d2.metadata["language"]) == ("es", "es")
    # no model language (a knowledge ensemble): documents are left to detection
    d3 = Document("e", CSV)
    apply_corpus_language([d3], {"corpus": {"language": "auto"}}, None)
    assert "language" not in d3.metadata

