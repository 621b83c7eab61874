"""The Spanish context grammar of the rules pack (issue 16): places, countries, relatives,
institutions and hospital names, as tables of (text, expected span, label), plus look-alikes
that must stay untagged and a recall floor on real MEDDOCAN training notes."""

from __future__ import annotations

import pytest

from multideid.base_systems.rules import RulesBase
from multideid.document import Document

ES = RulesBase(locale="es")


def found(text: str) -> set[tuple[str, str]]:
    return {(text[s.start : s.end], s.label) for s in ES.predict([Document("t", text)])[0]}


POSITIVE = [
    # a postal code and its town are two spans, as MEDDOCAN annotates them
    ("Ctra. de Colmenar, km. 9,100. 28034 Madrid. (España)", "28034", "LOCATION"),
    ("Ctra. de Colmenar, km. 9,100. 28034 Madrid. (España)", "Madrid", "LOCATION"),
    ("Ctra. de Colmenar, km. 9,100. 28034 Madrid. (España)", "España", "LOCATION"),
    ("Ctra. de Colmenar, km. 9,100. 28034 Madrid. (España)", "Ctra. de Colmenar, km. 9,100", "LOCATION"),
    ("Servicio de Oftalmología Medina del Campo (Valladolid). España", "Medina del Campo", "LOCATION"),
    ("Servicio de Oftalmología Medina del Campo (Valladolid). España", "Valladolid", "LOCATION"),
    ("Calle 25 no 1g-89, Reinaldo Matiz, Bogotá, Colombia. e-mail", "Bogotá", "LOCATION"),
    ("Natural de Marruecos, reside en Sevilla desde 2010.", "Marruecos", "LOCATION"),
    ("Natural de Marruecos, reside en Sevilla desde 2010.", "Sevilla", "LOCATION"),
    ("Vive en C/ Galaxia 6, esc. 2, 2ºb con su familia.", "C/ Galaxia 6, esc. 2, 2ºb", "LOCATION"),
    # relatives (MEDDOCAN: FAMILIARES_SUJETO_ASISTENCIA)
    ("Su madre presentó cáncer de mama.", "madre", "PATIENT"),
    ("Es la mayor de dos hermanas sanas.", "dos hermanas", "PATIENT"),
    ("Tiene un tío materno con la misma clínica.", "un tío materno", "PATIENT"),
    # hospitals and institutions
    ("Ingresó en el Hospital Universitario 12 de Octubre de Madrid.", "Hospital Universitario 12 de Octubre", "HOSPITAL"),
    ("Remitido al Hospital Universitario Doctor Peset. Valencia.", "Hospital Universitario Doctor Peset", "HOSPITAL"),
    ("Servicio de Urología. Hospital de Navarra C/ Irunlarrea, 3", "Hospital de Navarra", "HOSPITAL"),
    ("Servicio de Patología. Instituto de Medicina Legal. Valencia", "Instituto de Medicina Legal", "ORGANIZATION"),
    ("Dra. Verónica Blanco. Facultad de Odontología, Montevideo.", "Facultad de Odontología", "ORGANIZATION"),
    # ages after a comma
    ("Paciente mujer, 44 años, derivada a la unidad.", "44 años", "AGE"),
]


@pytest.mark.parametrize("text,value,label", POSITIVE)
def test_positive(text, value, label):
    assert (value, label) in found(text)


NEGATIVE = [
    ("Serología de fiebre de Malta negativa.", "Malta"),
    ("Tinción con rojo Congo positiva.", "Congo"),
    ("Madre de Dios es un río.", "Dios"),
    ("El hospital de día le atendió.", "hospital"),
    ("Se realizó TAC craneal (sin contraste).", "sin contraste"),
]


@pytest.mark.parametrize("text,lookalike", NEGATIVE)
def test_negative(text, lookalike):
    start = text.index(lookalike)
    end = start + len(lookalike)
    spans = ES.predict([Document("t", text)])[0]
    assert not [s for s in spans if s.start < end and start < s.end]


def test_meddocan_train_recall_floor(meddocan_dir):
    """Type-blind token recall of the rules alone on 40 MEDDOCAN training notes (the pack was
    tuned on train; dev is only scored, see docs/knowledge_bases.md): 0.89 before the context
    grammar, 0.93 or more with it, at a precision of at least 0.98."""
    from multideid.io import read_corpus
    from multideid.tokenizer import spans_to_bio

    docs = sorted(read_corpus(meddocan_dir / "train", "brat"), key=lambda d: d.id)[:40]
    tp = fp = fn = 0
    for d, spans in zip(docs, ES.predict(docs)):
        gold = [s for s in d.gold if s.label != "SEXO_SUJETO_ASISTENCIA"]
        g = [t != "O" for t in spans_to_bio(d.tokens, gold).tags]
        p = [t != "O" for t in spans_to_bio(d.tokens, spans).tags]
        tp += sum(a and b for a, b in zip(g, p))
        fp += sum(b and not a for a, b in zip(g, p))
        fn += sum(a and not b for a, b in zip(g, p))
    assert tp / (tp + fn) >= 0.93 and tp / (tp + fp) >= 0.98, (tp, fp, fn)
