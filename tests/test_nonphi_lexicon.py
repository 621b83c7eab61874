"""Learned-only lexicon (multideid.nonphi.lexicon, docs/nonphi.md): a span only the learned bases
found is dropped when its words are drug, language, demonym, genus or gene words, or when it is a
foreign form label; a name cue, a gazetteer name, a knowledge-base span, a roster of names, a
capitalised neighbour or a speaker keeps it."""

from __future__ import annotations

import pickle
import re

import pytest

from multideid import nonphi
from multideid.document import Document, Span
from multideid.nonphi import lexicon as lex
from multideid.nonphi.lexicon import foreign_label, learned_only_lexicon, lexicon, lexicon_digest, lexicon_span
from nonphi_helpers import span, step_drops


def dropped(text: str, piece: str, label: str = "PATIENT", **kw) -> bool:
    return step_drops(learned_only_lexicon, text, piece, label, **kw)


@pytest.mark.parametrize("text, piece, label", [
    ("Reversal: Praxbind for dabigatran; andexanet alfa (Ondexxya) for apixaban.", "Ondexxya", "LOCATION"),
    ("Reversal: Praxbind for dabigatran; andexanet alfa (Ondexxya) for apixaban.", "Praxbind", "PATIENT"),
    ("Anticoagulants: warfarin and acenocoumarol (Sintrom) need INR checks.", "acenocoumarol", "PATIENT"),
    ("Contrast: Omnipaque 110 mL given, no reaction.", "Omnipaque 110 mL", "PATIENT"),
    ("Interpreter: Khmer, by phone, for the consent.", "Khmer", "PATIENT"),
    ("Discharge letter (translated from Croatian)", "Croatian", "LOCATION"),
    ("She grew up in the valley and speaks Romansh at home.", "Romansh", "PATIENT"),
    ("Pharmacogenomic panel: CYP2C19 *2/*2 genotype (poor metaboliser).", "CYP2C19", "PATIENT"),
    ("Pharmacogenomic panel: CYP2C19 *2/*2 genotype (poor metaboliser).", "CYP2C19 *2/*2", "PATIENT"),
    ("Allopurinol: HLA-B*58:01 carrier status negative.", "HLA-B*58:01", "ORGANIZATION"),
    ("Statin myopathy risk: SLCO1B1 variant c.521T>C heterozygous.", "SLCO1B1", "PATIENT"),
    ("Thiopurines: check TPMT genotype first.", "TPMT", "PATIENT"),
    ("Stings: Box jellyfish (Chironex fleckeri), vinegar first.", "Chironex fleckeri", "PATIENT"),
    ("Carbapenemase-producing Enterobacterales screen sent.", "Enterobacterales", "LOCATION"),
    ("Ime: Ana\nAdresa: Ilica 12, Zagreb\n", "Adresa", "PATIENT"),
    ("NIF 255 555 019\nMorada: Rua das Flores 12, Porto", "Morada", "LOCATION"),
])
def test_lexicon_words_and_foreign_labels_are_dropped(text, piece, label):
    assert dropped(text, piece, label)


@pytest.mark.parametrize("text, piece", [
    ("Seen by Dr Praxbind on the ward.", "Praxbind"),                 # a title before it
    ("Mr Ondexxya was reviewed today.", "Ondexxya"),                  # a title before it
    ("Patient: Khmer, Sokha   DOB 01/02/1960", "Khmer"),              # a name cue (not an interpreter)
    ("Medic curant: Șerban Moldovan", "Moldovan"),                   # a capitalised first name before it
    ("Called pt, left voicemail. -Mirelle, RN", "Mirelle"),          # a credential after it
    ("Referred to Swedish Medical Center for the scan.", "Swedish"),  # an organisation's name
    ("[11:50] Lao: I ran out of my pills yesterday", "Lao"),          # a speaker of a chat
    ("Quai: Should I come in or wait?", "Quai"),                      # a speaker, not a form label
    ("Rosa: 555 0187", "Rosa"),                                       # a gazetteer first name before a colon
    ("Discharge letter (translated from French)", "French"),         # a gazetteer surname: no lexicon word
    ("Discharge letter (translated from German)", "German"),         # a gazetteer surname: no lexicon word
    ("Urgent: NM1 segment rejected", "NM1"),                          # a code without a gene context
    ("MRN AB12345 genotype report attached", "AB12345"),               # an ID's digits are no gene form
])
def test_names_and_speakers_stay(text, piece):
    assert not dropped(text, piece)


def test_a_name_in_a_roster_stays():
    text = "Staff on call: Okafor, Welsh and Tran"
    roster = (("Okafor", "DOCTOR"), ("Tran", "DOCTOR"))
    assert not dropped(text, "Welsh", "DOCTOR", context=roster)  # the next items are names
    assert dropped("Languages spoken: Welsh and English", "Welsh", "DOCTOR")  # no name beside it


def test_a_gazetteer_name_or_place_is_no_lexicon_word():
    from multideid.base_systems.gazetteers import norm
    from multideid.nonphi.regions import name_place_words

    words = set().union(*(v for k, v in lexicon().items() if k != "genes"))
    names = name_place_words()
    assert not {w for w in words if norm(w) in names}
    assert "french" not in words and "karen" not in words  # gazetteer surnames / first names
    assert {"khmer", "croatian", "ondexxya", "clostridioides"} <= words


def test_a_knowledge_span_or_no_learned_base_keeps_it():
    text = "Reversal: Praxbind for dabigatran."
    assert dropped(text, "Praxbind")
    assert not dropped(text, "Praxbind", knowledge=True)  # a rule or the dictionary found it too
    assert not dropped(text, "Praxbind", learned=False)   # no learned bases' spans: fails closed
    assert not dropped(text, "Praxbind", "DATE")          # not a vetoable class


def test_all_words_must_be_lexicon_words():
    text = "Reversal: Praxbind Okonkwo-Baines for dabigatran."
    a = text.index("Praxbind")
    assert lexicon_span(text, a, a + len("Praxbind")) == "drug"
    assert lexicon_span(text, a, a + len("Praxbind Okonkwo-Baines")) is None
    g = "CYP2C19 *2/*2 genotype"
    assert lexicon_span(g, 0, len("CYP2C19 *2/*2")) == "gene"
    assert lexicon_span("Ward CYP2C19 bay", 5, 12) is None  # no gene context on the line


def test_foreign_label_needs_a_colon_a_field_start_and_a_foreign_word():
    assert foreign_label("Adresa: Ilica 12", 0, 6)
    assert foreign_label("MBO: 555   Adresa: Ilica 12", 11, 17)      # a field after spaces
    assert not foreign_label("Adresa Ilica 12", 0, 6)                # no colon
    assert not foreign_label("she saw Adresa: no", 8, 14)            # inside a sentence
    assert not foreign_label("Address: 12 High St", 0, 7)            # English
    assert not foreign_label("Pavla: 555 0187", 0, 5)                # a Faker first name (Czech)


def test_drug_data_is_read_without_globals(monkeypatch, tmp_path):
    class Evil:
        def __reduce__(self):
            return (print, ("pwned",))

    import bz2

    path = tmp_path / "d.pkl.bz2"
    with bz2.open(path, "wb") as f:
        pickle.dump({"drug_variant_to_canonical": {"abacavir": Evil()}}, f)
    with bz2.open(path, "rb") as f, pytest.raises(pickle.UnpicklingError):
        lex.PlainUnpickler(f).load()
    assert len(lex.drug_words()) > 10_000  # the installed dictionary loads as plain containers
    assert all(len(w) >= 5 for w in lex.drug_words())


def test_wired_into_veto_document_behind_its_own_switch():
    text = "Reversal: Praxbind for dabigatran. Seen by Dr Amara Okafor."
    doc = Document(id="d1", text=text, metadata={"language": "en"})
    drug, name = span(text, "Praxbind"), span(text, "Amara Okafor")
    final = [drug, name]
    on = {"run": {"nonphi_veto": True, "nonphi_lexicon": True}}
    kept, removed = nonphi.veto_document(doc, final, on, knowledge_spans=[], learned_spans=[final])
    assert removed == [drug] and kept == [name]
    # a model whose stored config predates the key: its output does not change
    old = {"run": {"nonphi_veto": True}}
    assert nonphi.veto_document(doc, final, old, knowledge_spans=[], learned_spans=[final])[1] == []
    es = Document(id="d2", text=text, metadata={"language": "es"})
    assert nonphi.veto_document(es, final, on, knowledge_spans=[], learned_spans=[final])[1] == []


def test_default_config_turns_it_on():
    from multideid.config import default_config

    assert default_config()["run"]["nonphi_lexicon"] is True


def test_lexicon_is_pinned_in_the_model(monkeypatch, tmp_path):
    from multideid.errors import ModelError
    from multideid.model import check_pins, current_pins

    pins = current_pins()
    assert pins["nonphi_lexicon"] == lexicon_digest() and re.fullmatch(r"[0-9a-f]{64}", lexicon_digest())
    check_pins({"pins": pins}, tmp_path)
    check_pins({"pins": {k: v for k, v in pins.items() if k != "nonphi_lexicon"}}, tmp_path)  # older models
    with pytest.raises(ModelError, match="non-PHI lexicon"):
        check_pins({"pins": {**pins, "nonphi_lexicon": "0" * 64}}, tmp_path)


def _gold_kept(d) -> int:
    """Every gold span (its label, and as PATIENT among the other gold spans) and every word of a
    longer gold span, taken as a learned-only prediction: none is dropped."""
    gold = list(d.gold)
    probes = [gold] + [[Span(g.start, g.end, "PATIENT")] + [o for o in gold if o is not g] for g in gold]
    for g in gold:
        probes += [[Span(g.start + m.start(), g.start + m.end(), "PATIENT")]
                   for m in re.finditer(r"\S+", d.text[g.start:g.end]) if m.end() - m.start() < g.end - g.start]
    for spans in probes:
        _, gone = learned_only_lexicon(d.text, spans, knowledge=[], learned=[spans])
        assert not gone, (d.id, [(s.start, s.end, s.label) for s in gone])
    return len(gold)


@pytest.mark.parametrize("name", ["en_handwritten", "en_handwritten2", "en_handwritten3", "en_handwritten4",
                                  "en_handwritten5", "en_handwritten6", "en_handwritten7", "en_handwritten8",
                                  "en_handwritten11", "en_handwritten12"])
def test_no_gold_span_of_the_handwritten_sets_is_dropped(name):
    from pathlib import Path

    from multideid.io import iter_corpus

    path = Path(__file__).parent / "data" / name / f"{name}.jsonl"
    assert sum(_gold_kept(d) for d in iter_corpus(path, "jsonl", None, require_gold=True)) > 100


def test_no_gold_span_of_synthetic_notes_is_dropped():
    from multideid.synth.generator import iter_corpus_synth

    for split in ("test", "train"):
        assert sum(_gold_kept(d) for d in iter_corpus_synth(150, seed=7, split=split)) > 1000


def test_drug_words_are_cached_in_the_user_cache_and_equal_a_fresh_build(tmp_path, monkeypatch):
    from multideid.nonphi import lexicon as lx

    monkeypatch.setenv("MULTIDEID_CACHE_DIR", str(tmp_path))
    lx.drug_words.cache_clear()
    try:
        built = lx.drug_words()
        files = list(tmp_path.glob("nonphi-drugs-*.json"))
        if not built:
            pytest.skip("drug-named-entity-recognition is not installed")
        assert len(files) == 1 and "wordfreq" in files[0].name
        lx.drug_words.cache_clear()
        assert lx.drug_words() == built  # read back from the file
        files[0].write_text("not json", encoding="utf-8")  # a damaged cache is rebuilt, not trusted
        lx.drug_words.cache_clear()
        assert lx.drug_words() == built
    finally:
        lx.drug_words.cache_clear()
