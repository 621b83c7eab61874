"""Learned-only product models (multideid.nonphi.products, docs/nonphi.md): a span only the learned
bases found is dropped when it is a product's brand words before a model token (``Plus``, ``F5``,
``3.0 x 23``); a knowledge-base span on it, a name cue, a gazetteer name or place, a ward or house
number, a place preposition or a longer capitalised run keeps it."""

from __future__ import annotations

import pytest

from multideid import nonphi
from multideid.document import Document, Span
from multideid.nonphi.products import learned_only_markup, learned_only_products, product_model
from nonphi_helpers import span, step_drops


def dropped(text: str, piece: str, label: str = "PATIENT", **kw) -> bool:
    return step_drops(learned_only_products, text, piece, label, **kw)


@pytest.mark.parametrize("text, piece, label", [
    ("Exudate heavy: Aquacel Extra + Zetuvit Plus; consider negative pressure", "Aquacel Extra", "PATIENT"),
    ("Exudate heavy: Aquacel Extra + Zetuvit Plus; consider negative pressure", "Zetuvit", "PATIENT"),
    ("Sloughy: Iodosorb or Flaminal Hydro; cover with a foam", "Flaminal Hydro", "ORGANIZATION"),
    ("PCI LAD: Xience Skypoint 3.0 x 23 (lot 1120555A) -> TIMI 3", "Xience Skypoint", "PATIENT"),
    ("Manual chairs: Quickie Argon, Küschall K-Series, and others", "Küschall K-", "PATIENT"),
    ("Power chair: Permobil F5 with tilt", "Permobil", "LOCATION"),
    ("New mask: Vantora DL200 fitted, small cushion", "Vantora", "PATIENT"),
    ("Chair: Invacare Action 3NG, seat 16 inch", "Invacare Action", "HOSPITAL"),
])
def test_brand_before_a_model_token_is_dropped(text, piece, label):
    assert dropped(text, piece, label)


@pytest.mark.parametrize("text, piece", [
    ("Seen with her son Jay J3 at the desk", "Jay"),              # a first name of the gazetteer
    ("Transferred to Ward 7B overnight", "Ward"),                 # a ward number
    ("The patient was admitted to Feldberg 8F.", "Feldberg"),     # a place preposition before a ward
    ("Address: Kalfarveien 12B, Bergen", "Kalfarveien"),          # a house number is no model code
    ("Lives on Haverbrook 12 with her daughter", "Haverbrook"),   # a bare number is no model
    ("Insurer: Sunwick Life Financial, member 55501", "Sunwick"), # no model word, capitals after
    ("Seen by Dr Aquino Plus the nurse", "Aquino"),               # a name cue before it
    ("Contact Tamsin Ravel Plus for the report", "Ravel"),        # a capitalised word before it
    ("Manual chairs: Permobil F5 Corpus and others", "Permobil"), # a capitalised word after the model
    ("Belfast office Ardoyne BT9 7AB today", "Ardoyne"),          # a postcode's outward code
    ("Courier: Velmora Prodex 3 boxes", "Velmora Prodex"),         # a bare number, no model
])
def test_names_places_and_longer_runs_stay(text, piece):
    assert not dropped(text, piece)


def test_a_knowledge_span_or_no_learned_base_keeps_it():
    text = "Exudate heavy: Aquacel Extra + gauze"
    assert dropped(text, "Aquacel")
    assert not dropped(text, "Aquacel", knowledge=True)
    assert not dropped(text, "Aquacel", learned=False)


def test_another_span_on_the_model_token_keeps_it():
    text = "Power chair: Permobil F5 with tilt"
    assert dropped(text, "Permobil")
    assert not dropped(text, "Permobil", context=(("F5", "ID"),))


def test_a_date_or_id_class_is_never_touched():
    text = "Exudate heavy: Aquacel Extra + gauze"
    assert not dropped(text, "Aquacel Extra", "DATE")
    assert not dropped(text, "Aquacel Extra", "ID")


def test_product_model_offsets():
    text = "cover with Zetuvit Plus; then"
    a = text.index("Zetuvit")
    assert product_model(text, a, a + len("Zetuvit")) == (a, a + len("Zetuvit Plus"))
    assert product_model(text, a, a + len("Zetuvit Plus; then")) is None


def test_wired_into_veto_document():
    text = "Exudate heavy: Aquacel Extra + Zetuvit Plus; consider negative pressure."
    s = span(text, "Zetuvit")
    doc = Document(id="p1", text=text, metadata={"language": "en"})
    cfg = {"run": {"nonphi_veto": True}}
    kept, removed = nonphi.veto_document(doc, [s], cfg, rule_spans=[], knowledge_spans=[], learned_spans=[[s]])
    assert s in removed and s not in kept
    kept, removed = nonphi.veto_document(doc, [s], cfg, rule_spans=[], knowledge_spans=[s], learned_spans=[[s]])
    assert s in kept


def test_no_gold_span_or_word_of_synthetic_notes_is_dropped():
    import re

    from multideid.synth.generator import iter_corpus_synth

    n = 0
    for split in ("test", "train"):
        for d in iter_corpus_synth(300, seed=7, split=split):
            pieces = [(g.start, g.end) for g in d.gold]
            pieces += [(g.start + m.start(), g.start + m.end()) for g in d.gold
                       for m in re.finditer(r"\S+", d.text[g.start:g.end])]
            for a, b in pieces:
                s = Span(a, b, "PATIENT")
                _, gone = learned_only_products(d.text, [s], knowledge=[], learned=[[s]])
                assert not gone, (d.id, a, b)
                n += 1
    assert n > 1000



RTF = ("{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Arial;}}\n"
       "\\viewkind4\\pard Patient: Ren\\'e9e Laurent\\par\n}")
TEX = ("\\documentclass{article}\n\\author{Kalinda Westwood}\n\\begin{document}\n\\maketitle\n"
       "Seen by Tondo.\n\\end{document}")


def markup_dropped(text: str, piece: str, label: str = "PATIENT", *, knowledge: bool = False,
                   learned: bool = True) -> bool:
    s = span(text, piece, label)
    _, gone = learned_only_markup(text, [s], knowledge=[s] if knowledge else [], learned=[[s]] if learned else [])
    return s in gone


@pytest.mark.parametrize("text, piece", [
    (RTF, "rtf1"), (RTF, "fonttbl"), (RTF, "viewkind4"), (RTF, "pard"), (TEX, "documentclass"), (TEX, "maketitle"),
])
def test_control_words_of_rtf_and_latex_are_dropped(text, piece):
    assert markup_dropped(text, piece)


@pytest.mark.parametrize("text, piece", [
    (RTF, "Laurent"),                       # text between control words
    (RTF, "e9e"),                           # an RTF character escape
    (RTF, "Ren\\'e9e Laurent"),             # a span beyond the control word
    (RTF, "fswiss Arial"),
    (TEX, "Kalinda Westwood"),
    (TEX, "Tondo"),
    ("Path: \\\\fileserver\\jsmith\\notes", "jsmith"),  # no RTF or LaTeX document
    ("{\\rtf1 see \\\\server\\\\jsmith}", "jsmith"),      # an escaped backslash
    (RTF, "ansicpg"),                       # a part of a control word
])
def test_names_and_text_of_markup_stay(text, piece):
    assert not markup_dropped(text, piece)


def test_markup_needs_a_learned_base_and_no_knowledge_span():
    assert markup_dropped(TEX, "maketitle", "DOCTOR")
    assert not markup_dropped(TEX, "maketitle", "DOCTOR", knowledge=True)
    assert not markup_dropped(TEX, "maketitle", "DOCTOR", learned=False)
    assert not markup_dropped(TEX, "maketitle", "DATE")


def test_markup_wired_into_veto_document():
    s = span(RTF, "fonttbl")
    doc = Document(id="r1", text=RTF, metadata={"language": "en"})
    kept, removed = nonphi.veto_document(doc, [s], {"run": {"nonphi_veto": True}}, rule_spans=[], knowledge_spans=[],
                                         learned_spans=[[s]])
    assert s in removed and s not in kept
