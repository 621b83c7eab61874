"""English pack, session 24 (base_systems/packs/en_names11.py): a person's name right after a verb of
contacting, telling or meeting a person, in any case.  Invented sentences; the negatives are the
ordinary objects of the same verbs (patients, pharmacies, kin words, common words that are given
names, months, places after ``visit``, organisations, e-mail addresses)."""

from __future__ import annotations

import pytest
from rules_helpers import assert_rule_finds, matches_by_rule

from multideid.base_systems.packs.en_names11 import PATTERNS
from multideid.base_systems.packs.en_names9 import lower_text, stop_word, word_name


@pytest.mark.parametrize("rule, text, value", [
    ("name_contact11", "pls remind zofia about her bloods on tuesday", "zofia"),
    ("name_contact11", "can you remind zofia kowalczyk-brandt about her bloods", "zofia kowalczyk-brandt"),
    ("name_contact11", "did anyone talk to ingrid about the scan?", "ingrid"),
    ("name_contact11", "i spoke with leonie yesterday, she is fine", "leonie"),
    ("name_contact11", "pls text marisol the new time", "marisol"),
    ("name_contact11", "can someone let dagny know the results are back", "dagny"),
    ("name_contact11", "Let Rosalind Pemberton know her letter is ready", "Rosalind Pemberton"),
    ("name_contact11", "we visited Philippa at home today", "Philippa"),
    ("name_contact11", "has anyone updated Tatiana's husband about the move?", "Tatiana"),
    ("name_contact11", "ASK GRETCHEN ABOUT THE KEYS", "GRETCHEN"),
    ("name_contact_staff11", "pls page ottilie re bed 4", "ottilie"),
    ("name_contact_staff11", "spoke with Henrietta at reception about the form", "Henrietta"),
    ("name_contact_staff11", "called Brigitte RN on the ward", "Brigitte"),
    ("name_contact11", "remind patient about fasting from midnight", None),
    ("name_contact11", "call pharmacy to confirm the dose", None),
    ("name_contact11", "talked to mom, she says he slept", None),
    ("name_contact11", "see grace period in the policy", None),
    ("name_contact11", "ask will about the lift", None),
    ("name_contact11", "tell her we called back", None),
    ("name_contact11", "seen Jan 9 in clinic", None),
    ("name_contact11", "visit florence next summer", None),
    ("name_contact11", "please call Whitney Cancer Center scheduling", None),
    ("name_contact11", "e-mail deborah.lang@example.org with questions", None),
    ("name_contact11", "can you let me know by friday", None),
    ("name_contact11", "call Dr Kolstad if worse", None),
    ("name_contact11", "emailed to crystal clear instructions", None),
])
def test_contact_names(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


def test_a_name_is_one_label():
    """The PATIENT and DOCTOR rules never take the same name."""
    got = matches_by_rule(PATTERNS, "pls page ottilie and tell marisol the time")
    assert got == {("name_contact_staff11", "ottilie"), ("name_contact11", "marisol")}


def test_surname_stops_at_common_words():
    got = matches_by_rule(PATTERNS, "pls remind teodora about her prep and call leonie back tomorrow")
    assert got == {("name_contact11", "teodora"), ("name_contact11", "leonie")}


def test_public_accessors_of_en_names9():
    assert stop_word("Mum") and not stop_word("zofia")
    assert word_name("grace") and not word_name("zofia")
    assert lower_text("pls remind zofia about it", 11, 16)
