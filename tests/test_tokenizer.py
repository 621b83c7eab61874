import pytest

from multideid import Document, Span
from multideid.tokenizer import bio_to_spans, spans_to_bio, tokenize


@pytest.mark.parametrize(
    "text,expected",
    [
        ("seen 03/18/2001 at 12:00:00", ["seen", "03/18/2001", "at", "12:00:00"]),
        ("call 555-1234 or (617) 555-1234", ["call", "555-1234", "or", "(", "617", ")", "555-1234"]),
        ("John Smith, M.D.", ["John", "Smith", ",", "M.D."]),
        ("mail john.smith@x.org.", ["mail", "john.smith@x.org", "."]),
        ("MRN 123-45-6789", ["MRN", "123-45-6789"]),
        ("Dr. Heart saw him.", ["Dr.", "Heart", "saw", "him", "."]),
        ("Dra. María Núñez, C/ Mayor", ["Dra.", "María", "Núñez", ",", "C", "/", "Mayor"]),
        ("CP 28001Madrid", ["CP", "28001", "Madrid"]),
        ("dose 5-10 mg, 3.5 ml", ["dose", "5-10", "mg", ",", "3.5", "ml"]),
        ("ip 192.168.0.1 www.x.com/a.", ["ip", "192.168.0.1", "www.x.com/a", "."]),
    ],
)
def test_tokens(text, expected):
    toks = tokenize(text)
    assert toks.words == expected
    for s, e, w in zip(toks.starts, toks.ends, toks.words):
        assert text[s:e] == w


def test_lines_sentences_sections():
    text = "HISTORY OF PRESENT ILLNESS:\nPt is well. He left.\nFOLLOW UP:\nCall 555-1234"
    toks = tokenize(text)
    i = toks.words.index("Pt")
    assert toks.sections[i] == "history of present illness"
    assert toks.lines[i] == 1
    assert toks.sentences[toks.words.index("He")] == toks.sentences[i] + 1
    assert toks.sections[toks.words.index("555-1234")] == "follow up"


def test_bio_round_trip_and_partial_counting():
    text = "Mr. John Smith lives in 28001Madrid."
    doc = Document("d", text)
    spans = [Span(4, 14, "PATIENT"), Span(24, 29, "ZIP")]
    res = spans_to_bio(doc.tokens, spans)
    assert res.tags[:4] == ["O", "B-PATIENT", "I-PATIENT", "O"]
    assert res.partial == 0  # "28001Madrid" is split into two tokens
    back = bio_to_spans(doc.tokens, res.tags)
    assert back == spans

    # a boundary inside a token: the whole token becomes PHI (fail closed) and is counted
    res2 = spans_to_bio(doc.tokens, [Span(5, 14, "PATIENT")])
    assert res2.partial == 1
    assert bio_to_spans(doc.tokens, res2.tags) == [Span(4, 14, "PATIENT")]


def test_bio_repair():
    toks = tokenize("a b c d")
    assert bio_to_spans(toks, ["I-X", "I-X", "B-X", "O"]) == [Span(0, 3, "X"), Span(4, 5, "X")]
    assert bio_to_spans(toks, ["X", "Y", "Y", "O"]) == [Span(0, 1, "X"), Span(2, 5, "Y")]


def test_glued_words_split_at_case_transition():
    assert tokenize("Dr. Gastón MartínezNºCol: 2828").words == ["Dr.", "Gastón", "Martínez", "Nº", "Col", ":", "2828"]
    assert tokenize("nhc-150679 E-28935 08005-Barcelona").words == [
        "nhc", "-", "150679", "E", "-", "28935", "08005", "-", "Barcelona",
    ]
