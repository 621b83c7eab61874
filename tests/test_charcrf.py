"""The character-level CRF base (``charcrf``): features, tag decoding, a boundary inside a token
that token-level taggers cannot place, the model directory, and a MEDDOCAN slice."""

from __future__ import annotations

import random

import pytest

from multideid.base_systems.charcrf import CharCRFBase, char_features, char_tags, spans_from_char_tags
from multideid.document import Document, Span
from multideid.errors import DataError, ModelError, UsageError


def test_features_one_row_per_character():
    d = Document("a", "Dr. Pérez\nNHC 123")
    X = char_features(d)
    assert len(X) == len(d.text)
    assert "w=pérez" in X[4] and "p=B" in X[4] and "c0=p" in X[4]
    assert "space" in X[3] and "c0=\x03" in X[9]  # a space, a line break
    assert len(char_features(d, window=1)[0]) < len(X[0])


def test_tags_and_decoding():
    d = Document("a", "de Ana Gil y", gold=[Span(3, 10, "NAME")])
    tags = char_tags(d)
    assert tags[3] == "B-NAME" and tags[4:10] == ["I-NAME"] * 6 and tags[10] == "O"
    assert spans_from_char_tags(d.text, tags) == [(3, 10, "NAME")]
    # whitespace trimmed, an I- of another label opens a span, a lone I- opens one too
    text = " ab cd"
    assert spans_from_char_tags(text, ["B-X", "I-X", "I-X", "I-Y", "I-Y", "I-Y"]) == [(1, 3, "X"), (4, 6, "Y")]
    assert spans_from_char_tags("abc", ["O", "I-X", "I-X"]) == [(1, 3, "X")]
    with pytest.raises(DataError, match="no gold"):
        char_tags(Document("b", "x"))


def _glued(n: int, seed: int) -> list[Document]:
    """Notes with an identifier glued to its label ("NHC4711"): the PHI starts inside a token."""
    rng = random.Random(seed)
    docs = []
    for i in range(n):
        num = str(rng.randrange(10**5, 10**7))
        head = "Paciente ingresado, NHC"
        text = f"{head}{num} en planta.\nSin otros datos.\n"
        docs.append(Document(f"g{i}", text, gold=[Span(len(head), len(head) + len(num), "ID")]))
    return docs


@pytest.fixture(scope="module")
def fitted():
    return CharCRFBase(max_iterations=30).fit(_glued(12, 0))


def test_finds_a_boundary_inside_a_token(fitted):
    test = _glued(3, 1)
    assert test[0].tokens.words[3].startswith("NHC")  # one token for the tokenizer
    preds = fitted.predict(test)
    for d, spans in zip(test, preds):
        assert [(s.start, s.end, s.label) for s in spans] == [(s.start, s.end, s.label) for s in d.gold]
        assert all(0.5 < s.score <= 1.0 and s.source == "charcrf" for s in spans)


def test_round_trip_and_checksum(fitted, tmp_path):
    fitted.to_disk(tmp_path / "m")
    assert sorted(p.name for p in (tmp_path / "m").iterdir()) == ["charcrf.crfsuite", "charcrf_state.json", "params.json"]
    test = _glued(2, 2)
    assert CharCRFBase.from_disk(tmp_path / "m").predict(test) == fitted.predict(test)
    f = tmp_path / "m" / "charcrf.crfsuite"
    f.write_bytes(f.read_bytes()[:-10])
    with pytest.raises(ModelError, match="checksum"):
        CharCRFBase.from_disk(tmp_path / "m")
    (tmp_path / "m" / "charcrf_state.json").unlink()
    with pytest.raises(ModelError, match="charcrf_state.json"):
        CharCRFBase.from_disk(tmp_path / "m")


@pytest.mark.parametrize("params", [{"window": 0}, {"max_iterations": 1.5}, {"c1": -1}, {"c2": "x"}])
def test_bad_params(params):
    with pytest.raises(UsageError, match="charcrf"):
        CharCRFBase(**params).fit(_glued(2, 0))


def test_needs_gold():
    with pytest.raises(DataError, match="no gold"):
        CharCRFBase().fit([Document("a", "text")])
    with pytest.raises(DataError, match="no gold spans"):
        CharCRFBase().fit([Document("a", "text", gold=[])])


@pytest.mark.slow
def test_meddocan_slice(meddocan_dir):
    """A few MEDDOCAN training notes already teach it dates, ages and names."""
    from multideid.io import read_corpus

    docs = sorted(read_corpus(meddocan_dir / "train", "brat"), key=lambda d: d.id)
    train, test = docs[:15], docs[15:20]
    base = CharCRFBase(max_iterations=40).fit(train)
    g = {(d.id, s.start, s.end, s.label) for d in test for s in d.gold}
    p = {(d.id, s.start, s.end, s.label) for d, sp in zip(test, base.predict(test)) for s in sp}
    assert len(g & p) / len(p) > 0.6 and len(g & p) / len(g) > 0.4, (len(g & p), len(p), len(g))
