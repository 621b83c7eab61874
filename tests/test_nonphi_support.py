"""Learned-only shorthand (multideid.nonphi.support, docs/nonphi.md): a lone capital letter, or
a short abbreviation that a single learned base took for a name, with no rule, gazetteer or name
cue behind it, is dropped; any of those keeps it.  Lines in the styles of the hand-written sets."""

from __future__ import annotations

import pytest

from multideid import nonphi
from multideid.document import Document, Span
from multideid.nonphi.support import learned_only_shorthand


def span(text: str, piece: str, label: str = "PATIENT") -> Span:
    i = text.index(piece)
    return Span(i, i + len(piece), label)


def dropped(text: str, piece: str, *, label: str = "PATIENT", learned_bases: int = 1, knowledge: bool = False) -> bool:
    s = span(text, piece, label)
    _, gone = learned_only_shorthand(text, [s], knowledge=[s] if knowledge else [],
                                     learned=[[s]] * learned_bases)
    return gone == [s]


@pytest.mark.parametrize("text, piece", [
    ("Hepatitis B core antibody positive, surface antigen negative", "B"),
    ("Consent obtained for option C after discussion.", "C"),
    ("Tympanometry type A on the right; L worse on testing", "L"),
    ("Proximal RCA stented, good result", "RCA"),
    ("Remains NBM pending review by surgeons", "NBM"),
    ("Assessed by the AMHP this morning with the family present", "AMHP"),
])
def test_shorthand_only_a_learned_base_took_for_a_name_is_dropped(text, piece):
    assert dropped(text, piece)


def test_a_lone_letter_is_dropped_even_when_two_learned_bases_agree():
    assert dropped("Hepatitis B core antibody positive", "B", learned_bases=2)


@pytest.mark.parametrize("text, piece, kw", [
    ("Proximal RCA stented, good result", "RCA", {"learned_bases": 2}),      # two learned bases agree
    ("Proximal RCA stented, good result", "RCA", {"knowledge": True}),       # a rule or gazetteer backs it
    ("Hepatitis B core antibody positive", "B", {"knowledge": True}),
    ("Proximal RCA stented, good result", "RCA", {"label": "ORGANIZATION"}),  # not a name class
])
def test_support_or_another_class_keeps_the_span(text, piece, kw):
    assert not dropped(text, piece, **kw)


@pytest.mark.parametrize("text, piece", [
    ("Seen with J. Smith in clinic today", "J"),            # an initial: a period follows
    ("PT SEEN BY DR KIM AT BEDSIDE", "KIM"),                # an ALL CAPS line: names are written so
    ("Reviewed with Dr JLM, plan agreed", "JLM"),           # a name cue before it
    ("Letter copied to Mrs B today", "B"),
    ("Proximal Ramanathan stented", "Ramanathan"),          # not shorthand
    ("Referred by abc to the unit", "abc"),                 # lower case: not this step's
])
def test_initials_names_and_all_caps_lines_are_kept(text, piece):
    assert not dropped(text, piece)


def test_without_the_bases_spans_nothing_is_dropped():
    text = "Hepatitis B core antibody positive"
    s = span(text, "B")
    assert learned_only_shorthand(text, [s], knowledge=[], learned=[]) == ([s], [])


def test_veto_document_runs_the_step_only_when_given_the_learned_bases():
    text = "Hepatitis B core antibody positive, RCA stented."
    doc = Document(id="t1", text=text)
    spans = [span(text, "B"), span(text, "RCA")]
    on = {"run": {"nonphi_veto": True}}
    kept, gone = nonphi.veto_document(doc, spans, on, knowledge_spans=[], learned_spans=[[spans[0]], [spans[1]]])
    assert kept == [] and sorted(gone) == sorted(spans)
    kept, _ = nonphi.veto_document(doc, [spans[1]], on)  # an old caller: no base spans given
    assert kept == [spans[1]]


@pytest.mark.parametrize("text, piece", [
    ("she fell at home, lives alone", "fell"),
    ("Discussed with the Manager on call", "Manager"),
    ("Dad says she has been drowsy", "Dad"),
    ("Pronator drift absent bilaterally", "drift"),
])
def test_common_words_only_a_learned_base_took_for_a_name_are_dropped(text, piece):
    assert dropped(text, piece)


@pytest.mark.parametrize("text, piece", [
    ("Seen with Hope today, she is well", "Hope"),           # a first name of the gazetteer
    ("Letter from Bishop about the results", "Bishop"),      # a surname
    ("Moved to Reading last year", "Reading"),               # a place
    ("Seen with Quixlington today", "Quixlington"),          # rare: a name the lists miss
])
def test_names_that_are_words_and_rare_words_are_kept(text, piece):
    assert not dropped(text, piece)
    assert not dropped(text, piece, learned_bases=2)


def test_many_spans_are_looked_up_not_scanned():
    """Tens of thousands of letters tagged in a hostile document, with as many knowledge spans:
    each overlap test is a binary search (a scan of every span per span took minutes)."""
    n = 20_000
    text = "option B and " * n
    letters = [Span(13 * i + 7, 13 * i + 8, "PATIENT") for i in range(n)]
    knowledge = [Span(13 * i, 13 * i + 6, "ID") for i in range(n)]      # on "option": no overlap
    kept, gone = learned_only_shorthand(text, letters, knowledge=knowledge, learned=[letters])
    assert not kept and len(gone) == n
    kept, gone = learned_only_shorthand(text, letters, knowledge=letters, learned=[letters])
    assert len(kept) == n and not gone
