"""Surrogate copies of training documents (``benchmarks/surrogate_crf.py``, the session-9
experiment of issue 16): what a copy keeps, what it replaces, that it is seeded, that a crf
trains on them, and a MEDDOCAN slice."""

from __future__ import annotations

import re

import pytest

from script_loader import load_script

from multideid.base_systems.crf import CRFBase
from multideid.document import Document, Span
from multideid.errors import DataError

_mod = load_script("benchmarks/surrogate_crf.py", "surrogate_crf")
SurrogatePools, case_class, surrogate_copies = _mod.SurrogatePools, _mod.case_class, _mod.surrogate_copies


def _doc(i: int, name: str, street: str, date: str) -> Document:
    head = "Paciente: "
    text = f"{head}{name}\nDomicilio: {street}\nIngreso el {date}.\n"
    a = len(head)
    b = text.index(street)
    c = text.index(date)
    return Document(f"d{i}", text, gold=[Span(a, a + len(name), "NAME"), Span(b, b + len(street), "STREET"),
                                         Span(c, c + len(date), "DATE")])


NAMES = ["Ana Gil", "Luis Prado", "Marta Ruiz", "Pedro Soto", "Eva Lara", "Juan Mora"]
STREETS = ["Calle Mayor 5", "Calle Toledo 12", "Calle Prim 3", "Calle Sol 40", "Calle Luna 8", "Calle Olmo 1"]
DATES = ["03/04/2015", "12/11/2016", "21/02/2017", "30/09/2014", "07/07/2013", "15/01/2012"]


def _corpus() -> list[Document]:
    return [_doc(i, n, s, d) for i, (n, s, d) in enumerate(zip(NAMES, STREETS, DATES))]


def test_case_class():
    assert [case_class(w) for w in ("GIL", "Gil", "gil", "McGil", "A")] == ["upper", "title", "lower", "other", "title"]


def test_copy_keeps_context_and_cue_words_and_moves_spans():
    docs = _corpus()
    copies = surrogate_copies(docs, 2, seed=0)
    assert [c.id for c in copies[:2]] == ["d0~surrogate1", "d1~surrogate1"] and len(copies) == 12
    pools = SurrogatePools(docs)
    assert "calle" in pools.cues["STREET"] and not pools.cues["NAME"]
    names = {w for n in NAMES for w in n.split()}
    changed = 0
    for src, cp in zip(docs * 2, copies):
        assert [s.label for s in cp.gold] == [s.label for s in src.gold]
        # the text outside the spans is the source's, piece by piece
        outside = re.split("|".join(re.escape(cp.text[s.start:s.end]) for s in cp.gold), cp.text)
        assert "".join(outside) == "".join(re.split("|".join(re.escape(src.text[s.start:s.end]) for s in src.gold), src.text))
        name, street, date = (cp.text[s.start:s.end] for s in cp.gold)
        assert all(w in names for w in name.split())           # drawn from the label's own words
        assert street.startswith("Calle ")                       # cue word kept
        assert re.fullmatch(r"\d\d/\d\d/\d{4}", date)             # same shape
        changed += name != src.text[src.gold[0].start:src.gold[0].end]
    assert changed >= 6  # most names were replaced
    # seeded: the same call gives the same copies, another seed others
    assert [c.text for c in surrogate_copies(docs, 2, seed=0)] == [c.text for c in copies]
    assert [c.text for c in surrogate_copies(docs, 2, seed=1)] != [c.text for c in copies]
    assert surrogate_copies(docs, 0) == []


def test_copies_need_gold():
    with pytest.raises(DataError, match="no gold"):
        surrogate_copies([Document("x", "text")], 1)


def test_crf_trains_on_documents_plus_copies():
    docs = _corpus()
    base = CRFBase(max_iterations=30).fit(docs + surrogate_copies(docs, 2))
    test = [_doc(9, "Rosa Vidal", "Calle Real 9", "11/12/2018")]
    found = {(s.start, s.end, s.label) for s in base.predict(test)[0]}
    gold = {(s.start, s.end, s.label) for s in test[0].gold}
    assert len(found & gold) >= 2  # unseen name and street in a known context


def test_meddocan_slice_copies(meddocan_dir):
    from multideid.io import read_corpus

    docs = sorted(read_corpus(meddocan_dir / "train", "brat"), key=lambda d: d.id)[:40]
    copies = surrogate_copies(docs, 1)
    n_same = n_all = 0
    for src, cp in zip(docs, copies):
        assert len(cp.gold) == len(src.gold)
        for a, b in zip(src.gold, cp.gold):
            assert a.label == b.label and cp.text[b.start:b.end].strip() == cp.text[b.start:b.end]
            n_all += 1
            n_same += src.text[a.start:a.end] == cp.text[b.start:b.end]
        assert len(cp.tokens) > 0  # the copy tokenises
    assert n_same < 0.5 * n_all  # most spans changed (sex, countries and cue-only spans may not)
