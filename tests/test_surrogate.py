"""Surrogates: shape, consistency, interval preservation, determinism, no original PHI left."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from multideid import Document, Span
from multideid.surrogate import Surrogator, shift_date_text, surrogate_documents

KEY = b"k" * 32


def _doc(text: str, items: list[tuple[str, str]], doc_id: str = "d1") -> Document:
    """Build a document from (surface, label) pairs located in order in ``text``."""
    spans, pos = [], 0
    for surface, label in items:
        i = text.index(surface, pos)
        spans.append(Span(i, i + len(surface), label))
        pos = i + len(surface)
    return Document(doc_id, text, gold=spans)


NOTE = (
    "Patient: SMITH , JOHN M  MRN: 123-45-6789 AB-1234\n"
    "Mr. John Smith was seen on 03/18/2001 and again on 03/25/2001 by Dr. Mary Jones.\n"
    "J. Smith lives in Springfield. Call (617) 555-1234 or mail jsmith@mail.com; age 93.\n"
)
ITEMS = [
    ("SMITH , JOHN M", "PATIENT"),
    ("123-45-6789", "ID"),
    ("AB-1234", "ID"),
    ("John Smith", "PATIENT"),
    ("03/18/2001", "DATE"),
    ("03/25/2001", "DATE"),
    ("Mary Jones", "DOCTOR"),
    ("J. Smith", "PATIENT"),
    ("Springfield", "LOCATION"),
    ("(617) 555-1234", "PHONE"),
    ("jsmith@mail.com", "EMAIL"),
    ("93", "AGE"),
]


def test_spans_reanchored_and_no_original_left():
    doc = _doc(NOTE, ITEMS)
    text, spans = Surrogator(key=KEY).surrogate_document(doc, doc.gold)
    assert len(spans) == len(doc.gold)
    for old, new in zip(doc.gold, spans):
        assert new.label == old.label
        value = text[new.start : new.end]
        if old.label != "AGE":
            assert value != NOTE[old.start : old.end]
    for surface, label in ITEMS:
        if label not in ("AGE",):
            assert surface not in text, label
    # text outside the spans is unchanged
    assert text.startswith("Patient: ") and "was seen on" in text


def test_shapes_preserved():
    doc = _doc(NOTE, ITEMS)
    text, spans = Surrogator(key=KEY).surrogate_document(doc, doc.gold)
    got = {doc.text[o.start : o.end]: text[n.start : n.end] for o, n in zip(doc.gold, spans)}
    shape = lambda s: re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", s)))
    for k in ("123-45-6789", "AB-1234", "(617) 555-1234"):
        assert shape(got[k]) == shape(k)
    assert re.fullmatch(r"[A-Z]+ , [A-Z]+ [A-Z]", got["SMITH , JOHN M"])
    assert re.fullmatch(r"[A-Z]\. [A-Z][a-z]+", got["J. Smith"])
    assert got["93"] == "90"  # HIPAA: ages over 89 capped
    assert got["jsmith@mail.com"].endswith("@example.org")


def test_name_variants_consistent():
    doc = _doc(NOTE, ITEMS)
    text, spans = Surrogator(key=KEY).surrogate_document(doc, doc.gold)
    got = {doc.text[o.start : o.end]: text[n.start : n.end] for o, n in zip(doc.gold, spans)}
    last, first = got["SMITH , JOHN M"].split(" , ")
    full_first, full_last = got["John Smith"].split(" ")
    assert last == full_last.upper() and first.split()[0] == full_first.upper()
    assert got["J. Smith"] == f"{full_first[0]}. {full_last}"


def test_dates_keep_intervals_and_format():
    doc = _doc(NOTE, ITEMS)
    text, spans = Surrogator(key=KEY).surrogate_document(doc, doc.gold)
    dates = [text[s.start : s.end] for s in spans if s.label == "DATE"]
    a, b = (dt.datetime.strptime(d, "%m/%d/%Y").date() for d in dates)
    assert (b - a).days == 7
    assert a != dt.date(2001, 3, 18)


def test_keep_weekday():
    doc = _doc(NOTE, ITEMS)
    text, spans = Surrogator(key=KEY, keep_weekday=True).surrogate_document(doc, doc.gold)
    d = dt.datetime.strptime(text[spans[4].start : spans[4].end], "%m/%d/%Y").date()
    assert d.weekday() == dt.date(2001, 3, 18).weekday() and d != dt.date(2001, 3, 18)


def test_deterministic_with_key_and_consistent_across_corpus():
    d1 = _doc(NOTE, ITEMS, "a")
    d2 = Document("b", "Seen: John Smith.", gold=[Span(6, 16, "PATIENT")])
    r1 = surrogate_documents([d1, d2], key=KEY)
    r2 = surrogate_documents([d1, d2], key=KEY)
    assert r1 == r2
    t1, s1 = r1[0]
    t2, s2 = r1[1]
    assert t1[s1[3].start : s1[3].end] == t2[s2[0].start : s2[0].end]  # same name, other document
    r3 = surrogate_documents([d1], key=b"z" * 32)
    assert r3[0][0] != r1[0][0]


@pytest.mark.parametrize(
    "text,days,day_first,expected",
    [
        ("03/18/2001", 10, False, "03/28/2001"),
        ("3/18", -18, False, "2/29"),
        ("2001-03-18", 14, False, "2001-04-01"),
        ("March 3, 2005", 30, False, "April 2, 2005"),
        ("Mar 3", 1, False, "Mar 4"),
        ("3rd of March", 19, False, "22nd of March"),
        ("3 de marzo de 2005", 30, True, "2 de abril de 2005"),
        ("18/03/2001", 14, True, "01/04/2001"),
        ("12/31/99", 1, False, "01/01/00"),
        ("Monday", 2, False, "Wednesday"),
        ("not a date", 3, False, None),
    ],
)
def test_shift_date_text(text, days, day_first, expected):
    assert shift_date_text(text, days, day_first=day_first) == expected


def test_spanish_meddocan_labels():
    text = "Paciente: María García López. Vive en Calle Mayor 3, Madrid. Fecha: 3 de marzo de 2005. Sexo: Mujer."
    doc = _doc(
        text,
        [
            ("María García López", "NOMBRE_SUJETO_ASISTENCIA"),
            ("Calle Mayor 3", "CALLE"),
            ("Madrid", "TERRITORIO"),
            ("3 de marzo de 2005", "FECHAS"),
            ("Mujer", "SEXO_SUJETO_ASISTENCIA"),
        ],
    )
    out, spans = Surrogator(key=KEY, locale="es").surrogate_document(doc, doc.gold)
    assert "García" not in out and "Calle Mayor 3" not in out and "3 de marzo de 2005" not in out
    assert re.search(r"\d{1,2} de [a-z]+ de \d{4}", out)
    assert out[spans[-1].start : spans[-1].end] == "Mujer"  # sex is not PHI: kept


@pytest.mark.parametrize(
    "spans",
    [
        [(9, 22), (15, 29)],  # partial overlap: "Pablo Serrano" and "Serrano Garcia"
        [(15, 29), (9, 22)],  # the same, listed the other way round
        [(9, 29), (15, 22)],  # one inside the other
        [(9, 15), (9, 29)],  # same start
    ],
)
def test_overlapping_spans_leave_nothing_of_either_span(spans):
    """Gold from a corpus (brat allows it) can overlap; the union of the spans is PHI and must
    be replaced whole, as redaction does (no tail of the longer span left in the clear)."""
    text = "Paciente Pablo Serrano Garcia ingresa el 6/11/1990."
    doc = Document(id="a", text=text, gold=[Span(a, b, "NOMBRE_SUJETO_ASISTENCIA") for a, b in spans])
    ((out, new),) = surrogate_documents([doc], "gold", key=b"k" * 16, locale="es")
    for word in ("Pablo", "Serrano", "Garcia"):
        assert word not in out, (word, out)
    assert out.startswith("Paciente ") and out.endswith(" ingresa el 6/11/1990.")
    assert len(new) == 1 and out[new[0].start:new[0].end] == out[len("Paciente "):-len(" ingresa el 6/11/1990.")]


@pytest.mark.parametrize("age, capped", [
    ("ninety-two", "ninety"), ("Ninety Seven", "Ninety"), ("NINETY-FIVE", "NINETY"),
    ("one hundred and one", "ninety"), ("a hundred", "ninety"),
    ("nineties", "nineties"),  # already the capped class (90 and over)
    ("94", "90"), ("90s", "90s"),
])
def test_ages_over_89_in_words_are_capped_too(age, capped):
    text = f"Mother died at {age} last year."
    doc = _doc(text, [(age, "AGE")])
    out, spans = Surrogator(key=KEY).surrogate_document(doc, doc.gold)
    assert out[spans[0].start : spans[0].end] == capped
    assert Surrogator(key=KEY, age_policy="keep").surrogate_document(doc, doc.gold)[0] == text
