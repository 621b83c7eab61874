"""Surrogates never write the original back: every year, month-day and weekday moves, no
shifted date lands on another date string of the note, no surrogate equals its original."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from multideid import Document, Span
from multideid.dateshift import collisions, offset_ok, shift_date_text, weekday_variants
from multideid.errors import UsageError
from multideid.surrogate import Surrogator, surrogate_documents

DATES = ["2019", "March 2019", "Mar 3", "Monday", "03/18/2001", "14FEB1995", "15-Aug-2000",
         "11/2013", "2/29", "December 31, 1999", "1999-12-31", "3rd of March"]


def _doc(parts: list[tuple[str, str | None]], doc_id: str = "d", metadata: dict | None = None) -> Document:
    """A document from (text, label) pieces; label None = plain text."""
    text, spans = "", []
    for piece, label in parts:
        if label:
            spans.append(Span(len(text), len(text) + len(piece), label))
        text += piece
    return Document(doc_id, text, gold=spans, metadata=metadata or {})


def _values(text: str, spans) -> list[str]:
    return [text[s.start : s.end] for s in spans]


@pytest.mark.parametrize("days,keep,ok", [
    (365, False, False),  # under a year: some years stay
    (-200, False, False),
    (7 * 60, False, False),  # over a year, but whole weeks: weekday names stay
    (730, False, False),  # two whole years: month-days stay
    (731, False, False),  # within 3 days of two years (a leap day in between)
    (400, False, True),
    (-400, False, True),
    (406, True, True),  # whole weeks when weekdays are kept on purpose
    (400, True, False),
])
def test_offset_ok(days, keep, ok):
    assert offset_ok(days, keep) is ok


def test_every_year_month_day_and_weekday_moves():
    parts = []
    for d in DATES:
        parts += [("On ", None), (d, "DATE"), (". ", None)]
    doc = _doc(parts)
    for i in range(200):
        key = i.to_bytes(4, "big") * 8
        text, spans = Surrogator(key=key).surrogate_document(doc, doc.gold)
        for old, new in zip(DATES, _values(text, spans)):
            assert new != old and not re.search(rf"(?<!\w){re.escape(old)}(?!\w)", new), (i, old, new)
            assert shift_date_text(old, 1) is not None  # every format here is read, not reshaped


def test_every_offset_in_range_is_valid():
    sur = Surrogator(key=b"k" * 32)
    for keep in (False, True):
        sur.keep_weekday = keep
        for i in range(300):
            doc = Document(f"p{i}", "x", metadata={"patient_id": f"p{i}"})
            state = type("S", (), {"key": b"k" * 32, "patient": doc.id})()
            days = sur.date_offset(state)
            assert 366 <= abs(days) <= 1095 and offset_ok(days, keep), days


def test_no_shifted_date_writes_another_date_of_the_note():
    """Years two apart: a shift of two years would write "1997" where "1995" was."""
    years = ["1995", "1997", "03/18/1997", "Jul 4, 1995", "Monday", "Tuesday"]
    parts = []
    for y in years:
        parts += [("Seen in ", None), (y, "DATE"), (". ", None)]
    doc = _doc(parts)
    for _ in range(30):  # no key: a fresh random key each time
        ((text, spans),) = surrogate_documents([doc])
        for y in years:
            assert not re.search(rf"(?<!\w){re.escape(y)}(?!\w)", text), y
    assert collisions(["1995", "1996"], 366) == 1  # 1995 + 366 days = 1996: the case avoided


def test_weekday_names_avoid_the_notes_other_weekdays():
    """Three weekdays a shift by 3 or 4 days moves off all of them; Monday, Tuesday and
    Thursday (every difference mod 7 occurs once): some weekday must come back, and it is
    the one mentioned least, never the thrice-mentioned Monday."""
    clean = _doc([("Seen ", None), ("Monday", "DATE"), (", again ", None), ("Tuesday", "DATE"),
                  (" and ", None), ("Wednesday", "DATE"), (" in ", None), ("1998", "DATE"), (".", None)])
    tight = _doc([("Call on ", None), ("Monday", "DATE"), (" or ", None), ("Monday", "DATE"), (" (not ", None),
                  ("Tuesday", "DATE"), ("); clinic ", None), ("Thursday", "DATE"), (", labs ", None), ("Monday", "DATE")])
    for i in range(60):
        key = (1000 + i).to_bytes(4, "big") * 8
        text, _ = Surrogator(key=key).surrogate_document(clean, clean.gold)
        assert not re.search(r"Monday|Tuesday|Wednesday|1998", text), i
        text, spans = Surrogator(key=key).surrogate_document(tight, tight.gold)
        assert "Monday" not in text, i
        days = {(["Monday", "Tuesday", "Thursday"].index(o), n) for o, n in zip(_values(tight.text, tight.gold),
                                                                                _values(text, spans))}
        assert len({n for _, n in days}) == 3  # still one consistent shift: three names, three surrogates
    assert collisions(["Monday", "Monday", "Tuesday"], 1, mentions=True) == 1  # Monday -> Tuesday
    assert collisions(["Monday", "Monday", "Tuesday"], 6, mentions=True) == 2  # Tuesday -> Monday, twice
    for days in (400, -400, 1094, -367):
        near = weekday_variants(days, 366, 1095)
        assert {d % 7 for d in near} == set(range(1, 7)) - {days % 7} or len(near) < 5
        assert all(offset_ok(d) and (d > 0) == (days > 0) and 366 <= abs(d) <= 1095 and abs(d - days) <= 6
                   for d in near)
    assert {d % 7 for d in weekday_variants(400, 366, 1095)} == {2, 3, 4, 5, 6}


def test_patient_offset_is_shared_by_the_patients_notes():
    """With a key and a patient id the offset is the patient's, whatever each note holds."""
    a = _doc([("Admitted ", None), ("03/18/2001", "DATE"), (" and ", None), ("2002", "DATE")], "a", {"patient_id": "P1"})
    b = _doc([("Follow-up ", None), ("03/25/2001", "DATE")], "b", {"patient_id": "P1"})
    (ta, sa), (tb, sb) = surrogate_documents([a, b], key=b"q" * 32)
    da = dt.datetime.strptime(_values(ta, sa)[0], "%m/%d/%Y").date()
    db = dt.datetime.strptime(_values(tb, sb)[0], "%m/%d/%Y").date()
    assert (db - da).days == 7


def test_a_name_or_profession_never_comes_back():
    names = ["James Smith", "Mary Johnson", "Robert Williams", "Linda Brown", "John Jones",
             "Patricia Garcia", "Michael Miller", "Barbara Davis", "David Wilson", "Susan Moore"]
    parts = []
    for n in names:
        parts += [("Dr. ", None), (n, "DOCTOR"), (" saw the ", None), ("teacher", "PROFESSION"), (". ", None)]
    doc = _doc(parts)
    words = {w for n in names for w in n.split()}
    for i in range(60):  # keyed (pure function of key and value): never the value itself
        text, spans = Surrogator(key=i.to_bytes(2, "big") * 8).surrogate_document(doc, doc.gold)
        for old, new in zip(_values(doc.text, doc.gold), _values(text, spans)):
            assert not set(old.split()) & set(new.split()), (old, new)
    for _ in range(60):  # no key: not any name part of the note either
        ((text, spans),) = surrogate_documents([doc])
        got = {w for v in _values(text, spans) for w in v.split()}
        assert not got & words, got & words


def test_a_profession_span_wider_than_the_profession_never_gets_a_word_of_it_back():
    """A span that holds more than the profession ("mechanic was admitted") is no profession
    itself, so the draw could write the profession back; it must not hold a word of the span."""
    for prof in ("mechanic", "teacher", "nurse"):
        doc = _doc([("This 67-year-old retired ", None), (f"{prof} was admitted", "PROFESSION"), (" on the ward.", None)])
        for i in range(300):  # keyed: each key draws once, deterministically
            text, spans = Surrogator(key=i.to_bytes(2, "big") * 8).surrogate_document(doc, doc.gold)
            (new,) = _values(text, spans)
            assert prof not in new.lower().split(), (prof, i, new)


@pytest.mark.parametrize("text,days,expected", [
    ("15-Aug-2000", 1, "16-Aug-2000"),
    ("14FEB1995", 15, "01MAR1995"),
    ("25aug1995", -25, "31jul1995"),
    ("08-nov-94", 400, "13-dec-95"),
    ("11/2013", 31, "12/2013"),
    ("7/2003", 366, "7/2004"),
    ("08/93", 400, "09/94"),
])
def test_more_formats_shift(text, days, expected):
    assert shift_date_text(text, days) == expected


def test_bad_shift_range_refused():
    with pytest.raises(UsageError):
        Surrogator(min_shift_days=0)
    with pytest.raises(UsageError):
        Surrogator(min_shift_days=500, max_shift_days=400)
    # a range under a year is allowed (years may then stay): offsets still move weekdays
    sur = Surrogator(key=b"k" * 32, min_shift_days=1, max_shift_days=30)
    state = type("S", (), {"key": b"k" * 32, "patient": "x"})()
    assert 1 <= abs(sur.date_offset(state)) <= 30 and sur.date_offset(state) % 7


def test_place_surrogates_avoid_the_notes_names(monkeypatch):
    """Without a key, a hospital, company or city surrogate never holds a name part of the note:
    a "Lynch General Hospital" where Dr. Lynch was would write the doctor's name back."""
    doc = _doc([("Seen by Dr. ", None), ("Ilse Lynch", "DOCTOR"), (" at ", None), ("Mercy Hospital", "HOSPITAL"),
                ("; works for ", None), ("Acme Tools", "ORGANIZATION"), (".", None)])

    class Fake:  # the first draw of every seed range is the note's own surname
        def __init__(self, seed):
            self.seed = seed

        def seed_instance(self, seed):
            self.seed = seed

        def last_name(self):
            return "Lynch" if self.seed == self.first else "Okafor"

        def company(self):
            return "Lynch and Sons" if self.seed == self.first else "Okafor Ltd"

    sur = Surrogator()
    seeds = []

    def fake_faker(seed):
        f = Fake(seed)
        if not seeds:
            seeds.append(seed)
        f.first = seeds[0]
        return f

    monkeypatch.setattr(sur, "_faker", fake_faker)
    for label, what in (("HOSPITAL", sur._hospital), ("ORGANIZATION", sur._organization)):
        seeds.clear()
        state = type("S", (), {"key": b"k" * 32, "avoid": {"ilse", "lynch"}, "phrases": set()})()
        assert "Lynch" not in what("Mercy Hospital" if label == "HOSPITAL" else "Acme Tools", state), label
        seeds.clear()
        state.avoid = set()  # with a key nothing is avoided: the mapping stays corpus-wide
        assert "Lynch" in what("Mercy Hospital" if label == "HOSPITAL" else "Acme Tools", state), label
    for _ in range(20):  # and end to end, with real draws
        ((text, _),) = surrogate_documents([doc])
        assert "Lynch" not in text and "Ilse" not in text


def test_name_surrogates_never_write_the_notes_places():
    """Without a key, a surname surrogate is never a one-word place of the same note (a PCP
    renamed "Lawrence" in a note whose town was Lawrence writes the town back)."""
    doc = _doc([("PCP: Dr. ", None), ("Garner", "DOCTOR"), (", 12 Elm St, ", None), ("Lawrence", "LOCATION"),
                (", KS.", None)])
    sur = Surrogator()
    sur._last = ["Lawrence", "Okafor"]  # a two-name pool: without the guard, half the draws write the town
    for _ in range(24):
        text, spans = sur.surrogate_document(doc, doc.gold)
        assert _values(text, spans)[0] == "Okafor"


def test_company_surrogates_never_write_another_value_of_the_note(monkeypatch):
    """A multi-word value of the note (here its hospital) is not written by another span's surrogate."""
    doc = _doc([("Works for ", None), ("Acme Tools", "ORGANIZATION"), ("; admitted to ", None),
                ("Mercy Hospital", "HOSPITAL"), (".", None)])
    sur = Surrogator()

    class Fake:
        def __init__(self):
            self.seed = None

        def seed_instance(self, seed):
            self.seed = seed

        def company(self):
            return "Mercy Hospital" if self.seed % 2 == 0 else "Okafor Ltd"

        def last_name(self):
            return "Okafor"

    fake = Fake()

    def fake_faker(seed):
        fake.seed_instance(seed)
        return fake

    monkeypatch.setattr(sur, "_faker", fake_faker)
    for _ in range(16):
        text, spans = sur.surrogate_document(doc, doc.gold)
        assert _values(text, spans)[0] == "Okafor Ltd"
        assert "Mercy Hospital" not in text
