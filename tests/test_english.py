"""English default model (issue #22): generator variety, rules, gazetteers, hand-written set."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from script_loader import load_script

from multideid.base_systems.dictionary import DictionaryBase
from multideid.base_systems.gazetteers import load_gazetteer, name_locales, norm
from multideid.base_systems.institutions import US_INSURERS, us_hospitals, us_organizations, us_universities
from multideid.base_systems.rules import RulesBase
from multideid.document import Document
from multideid.labels import PROJECT_CLASSES
from multideid.synth import generate_corpus
from multideid.synth import names as NM
from multideid.synth import notes as N
from multideid.synth.phrases import split_pool
from multideid.tokenizer import tokenize
from synth_render import render_every_template

HW_DIR = Path(__file__).parent / "data" / "en_handwritten"


# ---------------------------------------------------------------------------------- generator


def test_world_names_come_from_locales_the_dictionary_lacks():
    assert not set(NM.WORLD_LOCALES) & set(name_locales("en"))
    w = NM.world_names()
    assert len(w["first_f"]) > 500 and len(w["first_m"]) > 500 and len(w["last"]) > 1000
    assert all(NM._ascii_ok(n) for n in w["last"][:200])


def test_invented_names_are_deterministic_and_mostly_unknown():
    a = [NM.invented_last(random.Random(7)) for _ in range(3)]
    assert a == [NM.invented_last(random.Random(7)) for _ in range(3)]
    gz = load_gazetteer("en")
    known = set(gz.lists["first_names"]) | set(gz.lists["last_names"])
    rng = random.Random(0)
    drawn = [NM.invented_first(rng, "F") for _ in range(300)] + [NM.invented_last(rng) for _ in range(300)]
    assert all(re.fullmatch(r"[A-Z][a-z]+", n) for n in drawn)
    assert sum(norm(n) in known for n in drawn) < 0.1 * len(drawn)


def test_draw_name_mixes_sources_and_shapes():
    rng = random.Random(1)
    lasts = [NM.draw_name(rng, "M", ("John",), ("Smith",))[1] for _ in range(2000)]
    assert 0.3 < sum(n == "Smith" for n in lasts) / len(lasts) < 0.6  # the rest is world or invented
    assert any("-" in n for n in lasts) and any(n.startswith(("van ", "de ", "Al-", "O'")) for n in lasts)


@pytest.mark.parametrize("split", ["train", "test"])
def test_every_chart_template_renders_with_clean_spans(split):
    pools = list(N.STYLES.values()) + [N.MSG_BODIES]
    assert render_every_template([t for pool in pools for t in split_pool(pool, split)], split) > 0


@pytest.mark.parametrize("pool", sorted(N.STYLES) + ["MSG_BODIES"])
def test_chart_pools_split_disjointly(pool):
    p = N.MSG_BODIES if pool == "MSG_BODIES" else N.STYLES[pool]
    train, test = split_pool(p, "train"), split_pool(p, "test")
    assert train and test and not set(train) & set(test) and sorted(train + test) == sorted(p)


@pytest.fixture(scope="module")
def corpus():
    return generate_corpus(80, seed=3)


def test_chart_excerpts_carry_the_new_phi_shapes(corpus):
    kinds = [d.metadata["kind"] for d in corpus]
    assert 0.2 < kinds.count("chart") / len(kinds) < 0.6
    spans = [(d.span_text(s), s.label) for d in corpus for s in d.gold]
    assert any(lab == "ID" and re.fullmatch(r"[A-Za-z]{1,3}-\d{6}", t) for t, lab in spans)  # HP-678901
    assert any(lab in ("PATIENT", "DOCTOR") and re.fullmatch(r"\w+ [A-Z]\.", t) for t, lab in spans)  # Anna S.
    assert any(lab in ("PATIENT", "DOCTOR") and t.endswith("'s") for t, lab in spans)  # Dr. Smith's office
    assert any(lab == "HOSPITAL" and t in us_hospitals() for t, lab in spans)
    assert any(lab == "ORGANIZATION" and t in us_universities() for t, lab in spans)
    assert any(lab in ("PATIENT", "DOCTOR") and t.islower() for t, lab in spans)  # telegraphic lower case
    assert sum(lab == "USERNAME" for _, lab in spans) >= 20 and sum(lab == "PROFESSION" for _, lab in spans) >= 40


def test_chart_spans_align_with_tokens(corpus):
    for d in corpus:
        toks = tokenize(d.text)
        starts, ends = set(toks.starts), set(toks.ends)
        for s in d.gold:
            assert s.start in starts and s.end in ends, (d.id, s)


def test_usernames_and_emails_are_ascii(corpus):
    for d in corpus:
        for s in d.gold:
            if s.label in ("USERNAME", "EMAIL"):
                assert d.span_text(s).isascii(), d.id


def test_prefixed_ids_have_letters_and_digits():
    rng = random.Random(0)
    for _ in range(200):
        v = N.prefixed_id(rng)
        assert re.search(r"[A-Z]", v) and re.search(r"\d{3}", v) and " " not in v


# ---------------------------------------------------------------------------------- rules


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


def _found(rules, text):
    d = Document(id="t", text=text)
    return {(text[s.start : s.end], s.label) for s in rules.predict([d])[0]}


@pytest.mark.parametrize("text,value", [
    ("Pt's insurance number HP-678901 on file.", "HP-678901"),
    ("MRN: #SF-998877", "SF-998877"),
    ("Insurance: AA-987654", "AA-987654"),
    ("member # BC7781-23X", "BC7781-23X"),
    ("insurance bc1021-67q, see chart", "bc1021-67q"),
])
def test_ids_with_prefixes_after_cue_words(rules, text, value):
    assert (value, "ID") in _found(rules, text)


@pytest.mark.parametrize("text,value", [
    ("Electronically signed: twendling 05/17/2023 16:02", "twendling"),
    ("Workstation session closed by rquennell.", "rquennell"),
    ("Portal account: kwasi_oduro1962. Prefers text.", "kwasi_oduro1962"),
    ("Signed by Jane Roe, NP (jroe2) on 9/9/22", "jroe2"),
    ("Printed from workstation 10.1.2.3 by dialouthukc\n", "dialouthukc"),
    ("Last edited 07/13/2015 by bjh46 (Beverly Hancock, MD)", "bjh46"),
])
def test_usernames_in_signatures(rules, text, value):
    assert (value, "USERNAME") in _found(rules, text)


@pytest.mark.parametrize("text", ["Consent was written by hand.", "Reviewed by the attending today.", "Signed by me.",
                                  "Films reviewed by radiology.", "Account balance is due.",
                                  "Member signed waiver on file.", "reviewed by privacy officer on 11/18",
                                  "Signed by recipient: the husband"])
def test_ordinary_words_after_signature_cues_are_not_usernames(rules, text):
    assert not any(lab == "USERNAME" for _, lab in _found(rules, text))


@pytest.mark.parametrize("text,value", [
    ("Social: a retired piano teacher, widowed.", "piano teacher"),
    ("Works as a dental hygienist at a clinic.", "dental hygienist"),
    ("He is a graduate student.", "graduate student"),
    ("a pleasant 72-year-old retired postal clerk", "postal clerk"),
    ("Mrs. Roe, a 23-year-old chef, presents with", "chef"),
    ("He is a dramatherapist at a school.", "dramatherapist"),
    ("SH: newspaper journalist x 30 yrs", "newspaper journalist"),
    ("Ms. Roe, a 80 y/o field seismologist, presents", "field seismologist"),
    ("KAYLEE RUIZ, A 69-YEAR-OLD POLICE OFFICER, PRESENTS", "POLICE OFFICER"),
])
def test_professions_by_head_noun(rules, text, value):
    assert (value, "PROFESSION") in _found(rules, text)


@pytest.mark.parametrize("text", ["She has a sprained wrist.", "a twist of fate", "a list of meds"])
def test_words_ending_like_occupations_are_not_professions(rules, text):
    assert not any(lab == "PROFESSION" for _, lab in _found(rules, text))


@pytest.mark.parametrize("text,value", [
    ("ed note december 30, 1996 10:45 pm.", "december 30, 1996"),
    ("won't make it on feb 26 because", "feb 26"),
    ("adm 24th of june, 2015 from", "24th of june, 2015"),
])
def test_lower_case_dates(rules, text, value):
    assert (value, "DATE") in _found(rules, text)


def test_city_and_state_code_without_zip(rules):
    f = _found(rules, "presented to a clinic in Toledo, OH where a CT was done. Signed: Jane Roe, MD")
    assert {("Toledo", "LOCATION"), ("OH", "LOCATION")} <= f and ("MD", "LOCATION") not in f


def test_may_the_verb_is_not_a_lower_case_date(rules):
    assert not any(lab == "DATE" for _, lab in _found(rules, "you may 2 tabs as needed"))


def test_names_initials_possessives_and_saints(rules):
    f = _found(rules, "Seen by Dr. Ysolde T. (trauma). Dr. Thibodeaux-Wren's office will send the MRI "
                      "from St. Vincent's. Followed at Baylor Med. Center. Patient Zebulon Quixlington seen today.")
    assert ("Ysolde T.", "DOCTOR") in f
    assert ("Thibodeaux-Wren's", "DOCTOR") in f
    assert ("St. Vincent's", "HOSPITAL") in f
    assert ("Baylor Med. Center", "HOSPITAL") in f
    assert ("Zebulon Quixlington", "PATIENT") in f
    assert not any(lab == "PATIENT" for _, lab in _found(rules, "Patient Education: Patient Name was verified."))


# ---------------------------------------------------------------------------------- gazetteers


def test_institution_lists_are_real_names_without_duplicates():
    h, o = us_hospitals(), us_organizations()
    assert len(h) > 250 and len(set(h)) == len(h) and {"Cedars-Sinai", "UCSF", "Mass General"} <= set(h)
    assert len(o) > 250 and len(set(o)) == len(o) and "University of Ohio" in o and set(US_INSURERS) <= set(o)


def test_gazetteer_holds_institutions_for_english_only():
    en, es = load_gazetteer("en"), load_gazetteer("es")
    assert "ucsf" in en.lists["institutions"] and "cedars - sinai" in en.lists["institutions"]
    assert "harvard university" in en.lists["organizations"]
    assert not es.lists["institutions"] and not es.lists["organizations"]


def test_dictionary_tags_institutions_and_their_acronyms():
    text = "Followed at UCSF, then NY Presbyterian; insured by Aetna; studies at Harvard University."
    d = Document(id="t", text=text)
    got = {(text[s.start : s.end], s.label) for s in DictionaryBase(locale="en").predict([d])[0]}
    assert {("UCSF", "HOSPITAL"), ("NY Presbyterian", "HOSPITAL"), ("Aetna", "ORGANIZATION"),
            ("Harvard University", "ORGANIZATION")} <= got


# ---------------------------------------------------------------------------------- hand-written set


def _build_module():
    return load_script(HW_DIR / "build.py", "en_hw_build")


def test_handwritten_jsonl_is_built_from_the_source():
    assert _build_module().main(["--check"]) == 0


def test_handwritten_set_parses_with_consistent_gold():
    from multideid.io import read_corpus

    mod = _build_module()
    src = (HW_DIR / "source.txt").read_text(encoding="utf-8")
    parsed = mod.parse(src)
    marks = re.findall(r"\[\[([A-Z]+)\|([^\]|]+)\]\]", src)
    docs = read_corpus(HW_DIR / "en_handwritten.jsonl", require_gold=True)
    assert len(docs) == len(parsed) >= 40
    got = [(s.label, d.span_text(s)) for d in docs for s in sorted(d.gold, key=lambda s: s.start)]
    assert got == marks  # every mark became exactly one span with its text, in order
    for d in docs:
        toks = tokenize(d.text)
        for s in d.gold:
            assert s.label in PROJECT_CLASSES
            assert s.start in set(toks.starts) and s.end in set(toks.ends), (d.id, s)
    assert {lab for lab, _ in got} >= {"PATIENT", "DOCTOR", "USERNAME", "HOSPITAL", "ORGANIZATION", "LOCATION",
                                       "DATE", "AGE", "ID", "PHONE", "EMAIL", "PROFESSION"}


def test_english_leaks_names_the_cause_of_each_survivor():
    mod = load_script("benchmarks/english_leaks.py", "english_leaks")
    from multideid.document import Span

    # Dr. Quorvalin missed; "Mirabel" tagged once, missed once; "Holloway Clinic" tagged short;
    # Monday/Tuesday written on each other by the date shift; "Tessaly" kept by its own replacement
    text = "Dr. Quorvalin saw Mirabel Monday. Mirabel left Tuesday for Holloway Clinic. Tessaly."
    gold = [Span(4, 13, "DOCTOR"), Span(18, 25, "PATIENT"), Span(26, 32, "DATE"), Span(34, 41, "PATIENT"),
            Span(47, 54, "DATE"), Span(59, 74, "HOSPITAL"), Span(76, 83, "CITY")]
    doc = Document(id="a", text=text, gold=gold)
    pred = [(18, 25), (26, 32), (47, 54), (59, 67), (76, 83)]
    sur = "Dr. Quorvalin saw Ansel Tuesday. Mirabel left Wednesday for Okafor Clinic. Tessaly."
    released = [(18, 23), (24, 31), (46, 55), (60, 66), (75, 82)]
    got = mod.causes([doc], {"a": sur}, {"a": pred}, {"a": released})
    assert got == {"DOCTOR": {"missed": 1}, "PATIENT": {"other mention untagged": 1, "missed, tagged elsewhere": 1},
                   "DATE": {"weekday: written by another span": 1}, "CITY": {"kept in place": 1}}
    # "Holloway Clinic" is tagged in part (boundary) but its string is gone from the output: no survivor
    assert "HOSPITAL" not in got
    sur2 = sur.replace("Okafor Clinic", "Okafor Holloway Clinic")
    released2 = released[:3] + [(60, 75), (84, 91)]
    got2 = mod.causes([doc], {"a": sur2}, {"a": pred}, {"a": released2})
    assert got2["HOSPITAL"] == {"boundary": 1}
    with pytest.raises(KeyError):
        mod.causes([doc], {"a": sur}, {"a": pred}, {"a": released[:2]})


def test_handwritten_parser_rejects_broken_marks():
    mod = _build_module()
    with pytest.raises(ValueError):
        mod.parse("### a\nCall [[PHONE|555-0101] now\n")
    with pytest.raises(ValueError):
        mod.parse("stray text\n### a\nx\n")


# ---------------------------------------------------------------------------------- leak measure


def test_english_leaks_counts_surviving_strings_per_class():
    mod = load_script("benchmarks/english_leaks.py", "english_leaks")
    from multideid.document import Span

    text = "Seen by Dr. Quorvalin on 2019-03-04, wife Ana at 555-0101."
    doc = Document(id="a", text=text, gold=[Span(12, 21, "DOCTOR"), Span(25, 35, "DATE"), Span(42, 45, "PATIENT"),
                                            Span(49, 57, "PHONE")])
    sur = {"a": "Seen by Dr. Quorvalin on 2019-04-01, wife Bea at 555-0199."}
    got = mod.survivors([doc], sur, predicted={"a": [(25, 35), (49, 57)]})
    assert got == {"DOCTOR": [1, 1, 1, 0], "DATE": [1, 0, 0, 0], "PHONE": [1, 0, 0, 0]}  # "Ana" is under 4 characters
    assert mod.survivors([doc], {"a": "Seen by Dr. Quorvalinski"})["DOCTOR"] == [1, 0, 0, 0]  # not inside a longer word
    # tagged survivors: kept by their own replacement, or written by another span's replacement
    text2 = "Seen Monday and Tuesday."
    doc2 = Document(id="b", text=text2, gold=[Span(5, 11, "DATE"), Span(16, 23, "DATE")])
    sur2 = "Seen Tuesday and Monday."  # each weekday written where the other was
    got2 = mod.survivors([doc2], {"b": sur2}, predicted={"b": [(5, 11), (16, 23)]}, released={"b": [(5, 12), (17, 23)]})
    assert got2 == {"DATE": [2, 2, 0, 0]}
    got3 = mod.survivors([doc2], {"b": text2}, predicted={"b": [(5, 11), (16, 23)]}, released={"b": [(5, 11), (16, 23)]})
    assert got3 == {"DATE": [2, 2, 0, 2]}
    with pytest.raises(KeyError):
        mod.survivors([doc], {})
