"""Generator variety added in issue #22 (session 7): classes that only the held-out split had.

Each test fails on the generator before the change: the train split had no bar-separated
record line, no addresses abroad, no invented company names, no lower-case "relation name
verb" notes and no first-person message without PHI."""

from __future__ import annotations

import random
import re

import pytest

from multideid.synth import abroad as A
from multideid.synth import generate_corpus
from multideid.synth import notes as N
from multideid.synth import phrases as P
from multideid.synth.phrases import split_pool


@pytest.fixture(scope="module")
def train():
    return generate_corpus(200, seed=11, split="train")


def _spans(doc, label):
    return [doc.text[s.start : s.end] for s in doc.gold if s.label == label]


def test_train_split_has_bar_separated_record_lines(train):
    lines = [ln for d in train for ln in d.text.splitlines()[:3] if ln.count("|") >= 3]
    assert len(lines) >= 5
    # the record line's name, id and site are gold PHI
    d = next(d for d in train if any(ln.count("|") >= 3 for ln in d.text.splitlines()[:3]))
    first = next(ln for ln in d.text.splitlines()[:3] if ln.count("|") >= 3)
    start = d.text.index(first)
    labels = {s.label for s in d.gold if start <= s.start < start + len(first)}
    assert {"PATIENT", "HOSPITAL"} <= labels


def test_addresses_abroad_in_their_countrys_order():
    class C:
        split = "train"
        rng = random.Random(3)
    seen = set()
    for _ in range(60):
        pieces = A.address_abroad(C)
        phi = [p[0] for p in pieces if isinstance(p, tuple)]
        assert len(phi) >= 3 and all(p.strip() == p and p for p in phi)
        seen.add(pieces[2][0] if re.search(r"\d", pieces[2][0]) else "city-first")
    assert any(re.search(r"\d", s) for s in seen) and "city-first" in seen  # both orders occur


def test_address_locales_are_split_between_train_and_test():
    train, test = split_pool(A._LOCALES, "train"), split_pool(A._LOCALES, "test")
    assert train and test and not set(train) & set(test)


def test_train_split_has_addresses_abroad_and_brand_companies(train):
    locs = [t for d in train for t in _spans(d, "LOCATION")]
    assert any(re.fullmatch(r"\d{4}|\d{2}-\d{3}|\d{5}", t) for t in locs)  # postcodes outside the US shape too
    assert any(t in ("Germany", "Finland", "France", "Denmark", "Poland", "Sweden", "Norway", "Italy", "Australia",
                     "United Kingdom", "Hungary", "Portugal", "Spain", "Austria", "Czech Republic", "the Netherlands")
               for t in locs)
    orgs = [t for d in train for t in _spans(d, "ORGANIZATION")]
    brands = [t for t in orgs if re.fullmatch(r"[A-Z][a-z]+(?: (?:Labs|Health|Logistics|Systems|Foods|Media|Group))?", t)]
    assert len(brands) >= 3

def test_brand_names_carry_no_cue_word():
    rng = random.Random(0)
    names = [A.brand_name(rng) for _ in range(200)]
    bare = [n for n in names if " " not in n]
    assert len(bare) > 60 and all(n[0].isupper() and n[1:].islower() for n in bare)


def test_train_split_has_first_person_messages_without_phi():
    free = [t for t in split_pool(N.MSG_BODIES, "train") if "{" not in t and re.search(r"\bI\b", t)]
    assert len(free) >= 3


def test_new_templates_exist_in_both_splits():
    for pool in (N.QUESTIONS, N.PORTAL, N.TELEGRAPHIC, P.HEADERS, P.COURSE_INTRO, N.SOCIAL, N.MSG_BODIES):
        assert split_pool(pool, "train") and split_pool(pool, "test")
    assert any("|" in h for h in split_pool(P.HEADERS, "train"))
    assert any("{address_abroad}" in t for t in split_pool(N.SOCIAL, "train"))
    assert any(re.search(r"\{pt_caps\}[ ,(]", t) for t in split_pool(N.TELEGRAPHIC, "train"))
