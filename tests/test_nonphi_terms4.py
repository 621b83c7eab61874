"""Session 14 terms of the non-PHI veto (docs/nonphi.md): anatomy with a laterality, header
segments, clinical notation, short acronyms next to a term, instrument counts, French sizes, and
the guards that keep names (lines from hand-written set 4 and from the gold check)."""

from __future__ import annotations

import pytest

from multideid import nonphi
from multideid.document import Span


def regions(text: str) -> list[str]:
    return [text[r.start:r.end] for r in nonphi.find_regions(text)]


def vetoed(text: str, piece: str, label: str = "PATIENT", nth: int = 0) -> bool:
    i = -1
    for _ in range(nth + 1):
        i = text.index(piece, i + 1)
    _, gone = nonphi.veto_spans(text, [Span(i, i + len(piece), label)])
    return bool(gone)


@pytest.mark.parametrize("text, piece", [
    ("Lines: 18G L hand, 20G R radial art line.", "20G R radial"),
    ("Lines: 18G L hand, 20G R radial art line.", "L hand"),
    ('Tattoo L forearm "KEISHA" in script.', "L forearm"),            # a capitalised word before
    ("Fresh needle puncture L antecubital fossa.", "L antecubital"),
    ("PROC: ORIF L DISTAL RADIUS, VOLAR PLATE", "L DISTAL RADIUS"),  # a line of capitals
    ("Dx: R ACL reconstruction", "R ACL"),
    ("Pt is Anselm Roos, 78, L MCA stroke, aphasia.", "L MCA"),
    ("Oral motor: R facial droop, reduced lingual", "R facial droop"),
    ("0955 cramping R calf, UF paused", "R calf"),
    ("Access: L BCF, good thrill/bruit", "BCF"),
    ("A: grade I L ankle sprain. P: RICE", "ankle"),
    ("listed for L TKR under Mr Farquhar", "TKR"),
])
def test_laterality_and_body_sites_are_vetoed(text, piece):
    assert vetoed(text, piece)


@pytest.mark.parametrize("text, piece", [
    ("Jane L Hand was admitted", "Hand"),       # a body-site word in title case after an initial: a name
    ("JANE L HAND SEEN", "HAND"),               # in capitals: only multi-word sites or acronyms
    ("ZAQ : leg\nDD: 06/29/21", "leg"),         # a three-letter site alone may be someone's initials
    ("CC: L ankle inversion injury", "ankle"),  # "CC:" (a copy to) is a name cue
    ("KJÓ : JAW\nDD: 02/04/96", "JAW"),
])
def test_body_site_words_that_may_be_names_are_kept(text, piece):
    assert not vetoed(text, piece)


@pytest.mark.parametrize("text, piece", [
    ("SERIOUS ADVERSE EVENT REPORT - Site 114", "ADVERSE"),
    ("PATIENT HEALTH QUESTIONNAIRE - page 2 of 2", "HEALTH QUESTIONNAIRE"),  # PATIENT is part of the term
    ("NEUROPSYCH BATTERY (standard order)", "BATTERY"),
    ("L&D DELIVERY NOTE  11-18-2026", "L&D DELIVERY"),
    ("MULTIDISCIPLINARY TUMOUR BOARD - Upper GI", "TUMOUR"),
    ("EXTERNAL: well-developed man", "EXTERNAL"),
])
def test_header_segments_are_vetoed(text, piece):
    assert vetoed(text, piece)


@pytest.mark.parametrize("text", [
    "JOHN SMITH REPORT",          # a word outside the header words
    "COMMUNITY HEALTH",           # no facility or organisation word is a header word
    "GENERAL HOSPITAL NOTE",
    "Patient Health Questionnaire",  # not in capitals
])
def test_headers_with_other_words_are_no_region(text):
    assert not any(r.kind == "headers" for r in nonphi.find_regions(text))


@pytest.mark.parametrize("text, piece", [
    ("Ingrid Ferreira-Lund, 36 y/o G2P0 now 2, IVF DCDA twins", "G2P0"),
    ("Ingrid Ferreira-Lund, 36 y/o G2P0 now 2, IVF DCDA twins", "DCDA"),
    ("C4D1 AC-T. ANC 1.8", "C4D1"),
    ("Procedure: Laparoscopic cholecystectomy with intraoperative cholangiogram.", "cholangiogram"),
    ("EBL: 20 mL. Drains: 19 Fr Blake to RUQ.", "Blake"),       # a French size before a drain
    ("Kocher clamps x4, Allis clamps x2, Balfour retractor", "Allis clamps x2"),
    ("Genetics: BRCA2 VUS, seen by GC", "VUS"),                  # a short acronym next to a term
    ("Airway: MAC 3, grade I view", "MAC 3"),
    ("FBS 14.2 mmol/L, HbA1c 8.1", "FBS"),
    ("Today: YF vaccine (Stamaril, under expanded access)", "Stamaril"),
    ("Venofer held (ferritin 820)", "Venofer"),
    ("despite metformin 1 g bd and vildagliptin.", "vildagliptin"),
    ("Frailty: Rockwood CFS 4. Lives alone", "Rockwood"),
    ("with Mirizzi syndrome type 1", "Mirizzi"),
])
def test_new_terms_are_vetoed(text, piece):
    assert vetoed(text, piece)


@pytest.mark.parametrize("text, piece", [
    ("Liisa Lepistö\nInnography\nthe corner", "Innography"),   # a suffix word in title case: a company
    ("The Blake family visited", "Blake"),                     # a drain's name without its context
    ("seen by JVD on 11/02", "JVD"),
    ("discussed with Rockwood at noon", "Rockwood"),
    ("Smith Dermatitis Clinic", "Dermatitis"),                 # a capitalised neighbour
])
def test_names_next_to_new_terms_are_kept(text, piece):
    assert not vetoed(text, piece)


def test_labels_are_capitalised_and_never_after_an_initial():
    assert vetoed("Ward: 4B", "Ward")
    assert not vetoed("william ward: sorry i missed the call", "ward")
    assert not vetoed("LINK SENT TO F. WARD: WWW.EXAMPLE.ORG", "WARD")


def test_a_lower_case_line_treats_any_word_before_a_term_as_a_possible_name():
    assert not vetoed("transferred from reyes nursing home may 29.", "nursing")
    assert vetoed("Transferred from a nursing home last week.", "nursing")


@pytest.mark.parametrize("text, piece", [
    ("fam mtg micu conf rm, sun 11/15. present: dtr", "fam mtg"),
    ("rest resolved, obs til 0150. mom is a nurse at St Joseph", "mom"),
    ("handling a cat at work is a low risk", "work"),
    ("III-2 = proband (pt), III-1 = sister", "proband"),
    ("cath UA neg, CBC fine, dc'd w/ return precautions", "dc'd"),
])
def test_lower_case_shorthand_and_common_words_are_vetoed(text, piece):
    assert vetoed(text, piece)


@pytest.mark.parametrize("text, piece", [
    ("<nyaondek> nicu from next door will check on you", "nicu"),  # a lower-case name in a chat
    ("Signed, Mom", "Mom"),                     # capitalised: matched only in lower case
    ("RM seen today", "RM"),                    # initials: "rm" only in lower case
])
def test_lower_case_words_that_may_be_names_are_kept(text, piece):
    assert not vetoed(text, piece)
