"""The corpus-learned knowledge base (``corpuskb``): what it learns, what it refuses to learn,
and its model directory.  Small hand-made corpora in a language without a pack (German), plus a
MEDDOCAN slice when ../shared/data is present."""

from __future__ import annotations

import json
import re

import pytest

from multideid.base_systems.corpuskb import CorpusKBBase
from multideid.base_systems.corpuskb_match import token_shape
from multideid.document import Document, Span
from multideid.errors import ModelError, UsageError


def doc(i: int, text: str, phi: dict[str, str]) -> Document:
    """A document whose gold spans are every occurrence of each ``phi`` string (label given)."""
    gold = []
    for s, lab in phi.items():
        for m in re.finditer(re.escape(s), text):
            gold.append(Span(m.start(), m.end(), lab))
    return Document(f"d{i}", text, gold=sorted(gold))


CITIES = ["Kassel", "Jena", "Gera", "Suhl", "Fulda", "Bamberg"]
NAMES = ["Anna Vogt", "Jonas Beck", "Lena Roth", "Paul Kranz", "Eva Sommer", "Tim Haas"]


def corpus() -> list[Document]:
    docs = []
    for i in range(6):
        city, name = CITIES[i], NAMES[i]
        text = (
            f"Patientin wohnt in {city} seit Jahren.\n"
            f"Behandelnde Ärztin: Dr. {name} , Station 4.\n"
            f"Aufnahme am 0{i + 1}.03.2019 wegen Fieber in Rosen.\n"
            f"Rückfragen an Sommer bitte.\n"
        )
        phi = {city: "STADT", name: "ARZT", f"0{i + 1}.03.2019": "DATUM"}
        if i < 2:
            phi["Rosen"] = "STADT"  # annotated twice, an ordinary word in the 4 other notes
        if i == 0:
            phi["Sommer"] = "ARZT"  # one note; an ordinary word elsewhere
        docs.append(doc(i, text, phi))
    return docs


def test_shapes():
    assert [token_shape(w) for w in ("Anna", "ANNA", "A", "de", "12/03/2019", "C/", "3F", "x@y.de")] == [
        "Xx", "XX", "L", "de", "d2/d2/d4", "X/", "d1X", "x@x.x",
    ]


def test_learns_gazetteer_cues_and_shapes():
    kb = CorpusKBBase().fit(corpus())
    gz = {k.replace("\x1f", " "): v for k, v in kb.gazetteer_.items()}
    # annotated in one document only: not stored (min_docs = 2), whatever its precision
    assert not any("kassel" in k or "anna" in k for k in gz)
    # "Rosen" is PHI in two notes and a plain word in four: estimated precision 2/7, dropped
    assert "rosen" not in gz
    assert "sommer" not in gz
    # the cue "dr." before clinicians is learned with the label and its measured precision
    assert kb.cues_["L1\x1fdr."]["ARZT"][0] == 6
    # a date shape is PHI wherever it occurs
    assert kb.shapes_["d2.d2.d4"][0] == "DATUM"


def test_generalises_to_new_strings():
    kb = CorpusKBBase().fit(corpus())
    new = Document("n", "Behandelnde Ärztin: Dr. Maria Lind , Station 2.\nAm 12.04.2020 nach Rosen.\n")
    spans = kb.predict([new])[0]
    got = {(new.text[s.start : s.end], s.label) for s in spans}
    assert ("Maria Lind", "ARZT") in got  # cue "dr." + a learned name shape
    assert ("12.04.2020", "DATUM") in got  # shape
    assert not any(t == "Rosen" for t, _ in got)  # low-precision string dropped
    for s in spans:
        assert s.source == "corpuskb" and 0 < s.score <= 1


def test_gazetteer_keeps_recurring_strings_longest_match():
    docs = [
        doc(i, f"Befund aus Klinikum Bad Hersfeld und Hersfeld heute.\nWeiter in Ulm {i}.\n",
            {"Klinikum Bad Hersfeld": "KLINIK", "Ulm": "STADT"})
        for i in range(3)
    ]
    kb = CorpusKBBase(parts=["gazetteer"]).fit(docs)
    assert kb.gazetteer_["klinikum\x1fbad\x1fhersfeld"][:3] == ["KLINIK", 3, 3]
    new = Document("n", "Verlegt nach KLINIKUM BAD HERSFELD, dann ulm.\n")
    spans = kb.predict([new])[0]
    # case-folded, longest match; "ulm" in lower case does not match a capitalised entry
    assert [(new.text[s.start : s.end], s.label) for s in spans] == [("KLINIKUM BAD HERSFELD", "KLINIK")]


def test_brackets_enclose_variable_spans():
    streets = ["Lange Gasse 4", "Am Markt 12 b", "Hauptstraße 7", "Weg 3", "Ring 9 , Hof 2"]
    docs = [doc(i, f"Adresse : {s} . Ort : Jena\n", {s: "STRASSE"}) for i, s in enumerate(streets)]
    kb = CorpusKBBase(parts=["brackets"], cue_min_count=3).fit(docs)
    new = Document("n", "Adresse : Neue Allee 15 , Haus C . Ort : Gera\n")
    got = [(new.text[s.start : s.end], s.label) for s in kb.predict([new])[0]]
    assert got == [("Neue Allee 15 , Haus C", "STRASSE")]


def test_round_trip_and_checksum(tmp_path):
    kb = CorpusKBBase().fit(corpus())
    kb.to_disk(tmp_path / "kb")
    files = sorted(p.name for p in (tmp_path / "kb").iterdir())
    assert files == ["corpuskb.json", "corpuskb_state.json", "params.json"]
    test = [Document("n", "Dr. Maria Lind kam am 12.04.2020.\n")]
    loaded = CorpusKBBase.from_disk(tmp_path / "kb")
    assert loaded.predict(test) == kb.predict(test)
    f = tmp_path / "kb" / "corpuskb.json"
    f.write_text(f.read_text(encoding="utf-8").replace("DATUM", "DATUX"), encoding="utf-8")
    with pytest.raises(ModelError, match="checksum"):
        CorpusKBBase.from_disk(tmp_path / "kb")


def test_malformed_state_is_refused(tmp_path):
    import hashlib

    kb = CorpusKBBase().fit(corpus())
    kb.to_disk(tmp_path / "kb")
    data = json.dumps({"gazetteer": {"x": ["A"]}}).encode()
    (tmp_path / "kb" / "corpuskb.json").write_bytes(data)
    (tmp_path / "kb" / "corpuskb_state.json").write_text(
        json.dumps({"files": {"corpuskb.json": hashlib.sha256(data).hexdigest()}}), encoding="utf-8"
    )
    with pytest.raises(ModelError, match="malformed"):
        CorpusKBBase.from_disk(tmp_path / "kb")


@pytest.mark.parametrize(
    "params",
    [{"parts": []}, {"parts": ["gazeteer"]}, {"min_precision": 1.5}, {"min_docs": 0}, {"max_tokens": True}, {"smoothing": -1}],
)
def test_bad_params(params):
    with pytest.raises(UsageError, match="corpuskb"):
        CorpusKBBase(**params).fit(corpus())


def test_predict_before_fit():
    with pytest.raises(ModelError, match="not fitted"):
        CorpusKBBase().predict(corpus()[:1])


def test_meddocan_slice(meddocan_dir, tmp_path):
    """Learned from 60 MEDDOCAN training notes, scored on 20 others: a useful base on its own,
    and its model holds no name that only one training note contains."""
    from multideid.io import read_corpus

    docs = sorted(read_corpus(meddocan_dir / "train", "brat"), key=lambda d: d.id)
    train, test = docs[:60], docs[60:80]
    kb = CorpusKBBase().fit(train)
    preds = kb.predict(test)
    g = {(d.id, s.start, s.end, s.label) for d in test for s in d.gold}
    p = {(d.id, s.start, s.end, s.label) for d, sp in zip(test, preds) for s in sp}
    prec, rec = len(g & p) / len(p), len(g & p) / len(g)
    assert prec > 0.8 and rec > 0.6, (prec, rec)
    kb.to_disk(tmp_path / "kb")
    from multideid.base_systems.gazetteers import norm
    from multideid.tokenizer import tokenize

    stored = json.loads((tmp_path / "kb" / "corpuskb.json").read_text(encoding="utf-8"))["gazetteer"]
    docs_of: dict[str, set] = {}
    for d in train:
        for s in d.gold:
            if s.label == "NOMBRE_SUJETO_ASISTENCIA":
                key = "\x1f".join(norm(w) for w in tokenize(d.text[s.start : s.end]).words)
                docs_of.setdefault(key, set()).add(d.id)
    single = [k for k, ids in docs_of.items() if len(ids) == 1]
    assert single and not any(k in stored for k in single)
