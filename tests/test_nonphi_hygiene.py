"""Span hygiene of the non-PHI veto step (multideid.nonphi.hygiene, docs/nonphi.md "Span
hygiene"): lone letters, word fragments, titles and contractions alone are dropped; every sign of
a name keeps the span (fail closed).  Lines from the hand-written sets and from the gold check."""

from __future__ import annotations

import pytest

from multideid import nonphi
from multideid.document import Document, Span
from multideid.nonphi.hygiene import fragment_of_word, lone_letter, title_or_contraction


def at(text: str, piece: str, nth: int = 0) -> tuple[int, int]:
    i = -1
    for _ in range(nth + 1):
        i = text.index(piece, i + 1)
    return i, i + len(piece)


def dropped(text: str, piece: str, label: str = "PATIENT", nth: int = 0, rule_spans=()) -> bool:
    a, b = at(text, piece, nth)
    _, gone = nonphi.hygiene_spans(text, [Span(a, b, label)], rule_spans=rule_spans)
    return bool(gone)


@pytest.mark.parametrize("text, piece", [
    ("ridgecrest pool. H: lives w/ dad and sister", "H"),
    ("Q (health forum, posted 11/02)", "Q"),
    ("Ca breast (L), ER/PR +, HER2 neg", "L"),
    ("2026-11-21T22:14:09Z,kbrathwaite,LOGIN", "Z"),
    ("Housing: B-block cell 22", "B"),
])
def test_lone_letters_without_name_evidence_are_dropped(text, piece):
    assert dropped(text, piece)


@pytest.mark.parametrize("text, piece", [
    ("FARQUHAR, J  MRN 7755012", "J"),            # a surname before
    ("Seen with J Smith today", "J"),              # a name after
    ("Twin B (Baby Girl Ferreira)", "B"),          # a capitalised word before
    ("sw ana b., dr moravec", "b"),                # lower case: an initial in a lower-case note
    ("branch , rickey h, 91 yo", "h"),
    ("Consent: J. Okonkwo-Hale", "J"),             # a period after: an initial
    ("Initials: R-J-K   Year of birth: 1949", "R"),
    ("Ózdi út 148., H-7316 Hódmezővásárhely", "H"),  # a postcode
    ("Polje, cesta I 3a, 0904 Izola", "I"),        # before a number
    ("She grew up at K reaktorju 51, 2444", "K"),  # before a word
    ("South of 60 deg S) in 2000", "S"),           # after a number
    ("Attending physician: Jonathan F. Ó Sléibhín", "Ó"),  # any script
    ("Employed at Bell Electric GmbH since 1991", "H"),    # a letter of a longer word
    ("Dr. K Moss will call", "K"),                 # a name cue before
])
def test_letters_with_name_evidence_are_kept(text, piece):
    assert not dropped(text, piece)


def test_fragments_of_words_with_a_lower_case_part_are_dropped():
    text = "eGFR 48, mRNA vaccine given"
    assert fragment_of_word(text, *at(text, "GFR"))
    assert fragment_of_word(text, *at(text, "RNA"))
    assert dropped(text, "GFR") and dropped(text, "RNA")


@pytest.mark.parametrize("text, piece", [
    ("PhilHealth No.: 12-345", "Phil"),             # capitalised parts only: the shape of a name
    ("He teaches at WashU and coaches", "Wash"),
    ("transfer to MedStar Washington Hospital", "Med"),
    ("Return to clinic with Dr. McVáska", "Váska"),  # a name particle
    ("cousin LaToya called", "Toya"),
    ("met deShawn at noon", "Shawn"),
    ("Smith PhilHealth", "Health"),
])
def test_fragments_with_name_evidence_are_kept(text, piece):
    assert not dropped(text, piece)


def test_a_word_tagged_in_two_pieces_is_a_name():
    text = "result eGFR today"
    assert dropped(text, "GFR")  # alone: a fragment
    spans = [Span(*at(text, "e", 1), "PATIENT"), Span(*at(text, "GFR"), "PATIENT")]
    kept, gone = nonphi.hygiene_spans(text, spans)
    assert not gone and kept == spans


def test_titles_and_contractions_alone():
    text = "Ordered by the Hon. Miriam Tolbert; police report by Det. R. Youngblood. I've asked Dr Ferreira."
    assert title_or_contraction(text, *at(text, "Hon")) and dropped(text, "Hon")
    assert title_or_contraction(text, *at(text, "Det")) and dropped(text, "Det")
    assert dropped(text, "I've")
    # ranks only, title case, with a period, before a capitalised word: never a name or a state
    for text, piece in [("HPI: Maj Huljev, a 93 y/o", "Maj"), ("in Hattiesburg, MS. SSN on file", "MS"),
                        ("seen by Mrs. Kathrine Filemonsen", "Mrs"), ("called Dr. Jennifer Holst", "Dr"),
                        ("HOSPITAL COURSE:\nHon Tiaenko was seen", "Hon")]:
        assert not dropped(text, piece), text


def test_only_name_place_org_classes_and_rules_spans_keep():
    text = "ridgecrest pool. H: lives w/ dad"
    assert not dropped(text, "H", label="DATE")
    assert dropped(text, "H", label="LOCATION")
    a, b = at(text, "H")
    assert not dropped(text, "H", rule_spans=[Span(a, b + 1, "PATIENT")])


def test_hygiene_runs_inside_veto_document_only_when_on_and_english():
    text = "Q (health forum, posted 11/02)"
    doc = Document(id="f", text=text, metadata={"language": "en"})
    span = Span(0, 1, "PATIENT")
    kept, gone = nonphi.veto_document(doc, [span], {"run": {"nonphi_veto": True}})
    assert kept == [] and gone == [span]
    assert nonphi.veto_document(doc, [span], {"run": {"nonphi_veto": False}}) == ([span], [])
    es = Document(id="e", text=text, metadata={"language": "es"})
    assert nonphi.veto_document(es, [span], {"run": {"nonphi_veto": True}}) == ([span], [])


def test_lone_letter_is_bounded_on_a_huge_line():
    text = "x " * 200_000 + "H: y"
    a = text.index("H:")
    assert lone_letter(text, a, a + 1)
