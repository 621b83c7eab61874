"""Terms no list holds, found by their context (multideid.nonphi.unlisted, docs/nonphi.md)."""

from __future__ import annotations

import pytest

from multideid import nonphi
from multideid.document import Span
from multideid.nonphi.unlisted import unlisted_regions


def vetoed(text: str, *items: tuple[str, str]) -> list[str]:
    spans = [Span(text.index(w), text.index(w) + len(w), label) for w, label in items]
    _, gone = nonphi.veto_spans(text, spans)
    return [text[s.start:s.end] for s in gone]


@pytest.mark.parametrize("text, word", [
    ("Scores: Hoehn and Yahr stage, MDS-UPDRS part III.", "Yahr"),
    ("Tinel and Phalen tests for carpal tunnel.", "Phalen"),
    ("Then Galeazzi and Monteggia patterns.", "Monteggia"),
    ("Gaucher, Fabry, Pompe and Tay-Sachs diseases.", "Pompe"),
    ("Rare: Zimmer and Stryker implants.", "Stryker"),
    ("Fitted with Oticon BTE aids today.", "Oticon"),
    ("Equipment: Yankauer sucker at the bedside.", "Yankauer"),
    ("Katayama fever after the lake swim.", "Katayama"),
    ("Straight leg raise and Lasègue sign for L5/S1 root irritation.", "Lasègue"),  # "for" + capitals: no org name
    ("Sinemet Plus, Madopar CR, Stalevo and Rytary doses must be given on time.", "Rytary"),
    ("Levothyroxine (Synthroid, Eltroxin) on an empty stomach.", "Eltroxin"),
    ("Alteplase (Actilyse) 0.9 mg/kg per protocol.", "Actilyse"),
    ("Removed: Zantac (ranitidine), all strengths.", "Zantac"),
    ("Tenecteplase 0.25 mg/kg per local protocol.", "Tenecteplase"),
    ("started valaciclovir for the rash", "valaciclovir"),
    ("Cabinet: Narcan nasal spray, Anascorp, CroFab and glucagon.", "Anascorp"),
])
def test_unlisted_terms_are_vetoed_in_their_context(text, word):
    assert vetoed(text, (word, "PATIENT")) == [word]


@pytest.mark.parametrize("text, word", [
    ("Maria's test came back normal.", "Maria"),               # a possessive: a person's test
    ("Mrs Yahr stage 3 CKD, reviewed.", "Yahr"),                # a title before it
    ("Patient Oduya stage 3 CKD.", "Oduya"),                    # a name cue
    ("Started Keppra and Jane was told.", "Jane"),              # a sibling that is a first name
    ("Seen with Mary and her son.", "Mary"),                    # no clinical term at all
    ("Dr. Quixlington test results pending.", "Quixlington"),   # a title before it
    ("Call Okafor 10 mg given?", "Okafor"),                     # a dose after a surname: no stem, no list
    ("Baby Okonkwo 3200 g at birth.", "Okonkwo"),               # grams: a birth weight, not a dose
    ("Lives at Rivers Clinic, Zimmer Road.", "Zimmer"),         # a facility's or street's word is no head
])
def test_names_next_to_such_words_are_kept(text, word):
    assert vetoed(text, (word, "PATIENT")) == []


def test_stems_need_a_lower_case_word_of_seven_letters_and_no_gazetteer_name():
    text = "McCaine and Olol and Maxine saw pantoprazole."
    got = [text[r.start:r.end] for r in unlisted_regions(text, [])]
    assert got == ["pantoprazole"]


def test_a_name_in_a_line_of_capitals_is_never_a_head_region():
    text = "JOHN SMITH TEST RESULTS"
    assert unlisted_regions(text, []) == []
