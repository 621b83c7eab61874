"""English rules for PHI written the way other countries write it (packs/en_world.py) and the
wider name gazetteer (issue #22, session 11).

Every sentence here was written for this test (none taken from an evaluation set); each
positive case fails without the rule or list named in it, and the negative cases hold the
look-alikes each rule must not take (section headings, dosing abbreviations, obstetric
notation, years after a country)."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs.en_world import PATTERNS, legal_forms
from multideid.base_systems.rules import RulesBase
from rules_helpers import found, matches_by_rule


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


def _by_rule(text):
    return matches_by_rule(PATTERNS, text)


def _found(rules, text):
    return found(rules, text)


@pytest.mark.parametrize("rule,text,value", [
    ("org_legal_form", "She is an engineer at Valtrinen Oyj in Espoo.", "Valtrinen Oyj"),
    ("org_legal_form", "Invoice from Brekkstad GmbH & Co. KG attached.", "Brekkstad GmbH & Co. KG"),
    ("org_legal_form", "He drives for Transportes Ivaldi S.A. since May.", "Transportes Ivaldi S.A."),
    ("org_legal_form", "The pump was made by Quorvane Medical AG in Basel.", "Quorvane Medical AG"),
    ("org_legal_form", "Her employer, Dunmore Holloway Limited, called.", "Dunmore Holloway Limited"),
    ("org_legal_form", "Works in the warehouse of Kestrelby Sp. z o.o. near Lodz.", "Kestrelby Sp. z o.o."),
    ("org_legal_form_lower", "pt works nights at stillbrook widget inc. as a packer", "stillbrook widget inc."),
    ("org_legal_form_lower", "laid off last year from corvale logistics llc", "corvale logistics llc"),
    ("org_family", "He ran Pemberton & Sons for thirty years.", "Pemberton & Sons"),
    ("org_family", "Retired from Okafor Brothers last spring.", "Okafor Brothers"),
    ("org_family", "Papers signed at Hallworth and Co. yesterday.", "Hallworth and Co."),
    ("org_employment_cue", "She spent two years at Brightloop before moving.", "Brightloop"),
    ("org_employment_cue", "The startup later became Quillmark Analytics.", "Quillmark Analytics"),
    ("phone_country_code", "Her son in London: +44 20 7946 0958.", "+44 20 7946 0958"),
    ("phone_country_code", "Daughter (Stockholm) +46 (0)8 555 123 45 after six.", "+46 (0)8 555 123 45"),
    ("phone_country_code", "Reach the clinic in Berlin at 0049 30 12345678.", "0049 30 12345678"),
    ("phone_trunk_zero", "Mobile: 0312 4455667 (evenings)", "0312 4455667"),
    ("loc_street_hu", "Lives at Kossuth Lajos u. 12. with her sister.", "Kossuth Lajos u. 12."),
    ("loc_street_hu", "Old address: Almafa tér 3.", "Almafa tér 3."),
    ("loc_street_slavic", "Mail goes to ul. Wierzbowa 17/4 in Kraków.", "ul. Wierzbowa 17/4"),
    ("loc_street_nordic", "Moved to Sjøvegen gate 14 last winter.", "Sjøvegen gate 14"),
    ("loc_street_romance", "She stays at 18 rue des Tanneurs when in town.", "18 rue des Tanneurs"),
    ("loc_street_romance", "Address: 7 Via della Pergola, Florence", "7 Via della Pergola"),
    ("loc_street_romance_comma", "Sent to Rua do Ouvidor, 45 in Rio.", "Rua do Ouvidor, 45"),
    ("loc_street_str", "His flat on Pentelis Str. is on the third floor.", "Pentelis Str."),
    ("loc_postcode_uk", "Send the letter to 4 Elm Row, Leeds LS6 2QT.", "LS6 2QT"),
    ("loc_postcode_ca", "Her mailing code is K2P 1L4 in Ottawa.", "K2P 1L4"),
    ("name_speech_verb_after", '"I feel better," said Okonkwo.', "Okonkwo"),
    ("name_speech_verb_after", "According to Halvard Strøm, the fall was at home.", "Halvard Strøm"),
    ("name_speech_verb_before", "Marisol replied that she would come.", "Marisol"),
    ("name_called", "Everyone calls me Tibbe at home.", "Tibbe"),
    ("name_called", "They have a son named Oisín.", "Oisín"),
])
def test_rule_finds(rule, text, value):
    assert (rule, value) in _by_rule(text)


@pytest.mark.parametrize("rule,text,values", [
    ("loc_corner", "We met at the corner of Larkspur Row and Ferrant Lane.", {"Larkspur Row", "Ferrant Lane"}),
    ("loc_postcode_city", "Hauptweg 4\n10115 Berlin\nGermany", {"10115", "Berlin"}),
    ("loc_postcode_city", "Rheinweg 9, 4051 Basel, Switzerland", {"4051", "Basel"}),
    ("loc_country_postcode", "Kuusitie 8\nEspoo\nFinland 02100", {"Finland", "02100"}),
])
def test_rule_splits(rule, text, values):
    assert {v for r, v in _by_rule(text) if r == rule} == values


@pytest.mark.parametrize("text", [
    "Plan: continue metoprolol 25 mg.",
    "Assessment: stable angina.",
    "Diet: cardiac, 2 g sodium.",
    "DEEP VEIN THROMBOSIS: Heparin drip.",
    "Lives in Fairview, New Jersey 07022 with wife.",
    "New Mark, NV 89101",
    "Nitroglycerin 0.4 mg s.l. p.c. as needed.",
    "OB history G3P2 A1, G2P1A1 previously.",
    "Moved from France 2019 after retiring.",
    "Dose changed from 0.5 to 1 mg twice daily.",
    "Patient said she is fine.",
    "Then the nurse said no.",
    "Creatinine 1.2, potassium 4.1; +2 pitting edema.",
    "Blood type AB positive, SA node normal.",
    "weight 70 kg, bmi 24",
    "The family joined us for the meeting.",
    "The pharmacy at Hallow Ltd says the form never came.",
    "Her insurer at Brannock-Pryce says no.",
])
def test_look_alikes_stay_untagged(text):
    assert not _by_rule(text), _by_rule(text)


def test_speaker_line_needs_a_known_name():
    # "Ingrid" is in the gazetteer, "Ozzlebrix" is not; headings never pass
    assert ("name_speaker_line", "Ingrid") in _by_rule("Ingrid: where are you tonight?")
    assert not {r for r, _ in _by_rule("Ozzlebrix: where are you tonight?") if r == "name_speaker_line"}
    assert not {r for r, _ in _by_rule("Follow up: in two weeks with labs") if r == "name_speaker_line"}


def test_international_phone_is_checked_by_length():
    # a country code with too few digits is no phone number
    assert not {r for r, _ in _by_rule("score +3 12 45 overall") if r == "phone_country_code"}


def test_legal_forms_come_from_cleanco_without_ambiguous_ones():
    forms = set(legal_forms())
    assert {"gmbh", "oyj", "s.p.a.", "sp. z o.o."} <= forms
    assert not forms & {"o.d.", "p.c.", "s.l.", "a.d.", "sa", "ab", "as", "cpt", "aat", "kda", "private"}


def test_pack_emits_them_through_the_rules_base(rules):
    found = _found(rules, "Call her cousin on +44 20 7946 0958; he works at Valtrinen Oyj.")
    assert ("+44 20 7946 0958", "PHONE") in found
    assert ("Valtrinen Oyj", "ORGANIZATION") in found


def test_wider_name_gazetteer():
    from multideid.base_systems.gazetteers import load_gazetteer

    gz = load_gazetteer("en")
    first, last = set(gz.lists["first_names"]), set(gz.lists["last_names"])
    # Swiss, Belgian, Algerian-French, Catalan and Latin American names (Faker locales of format 7)
    assert {"afrim", "amaury", "abderrahmane", "arnau", "albeiro"} <= first
    # short entries and common words of the new locales stay out
    assert "an" not in first and "ab" not in first
    assert "peace" not in first


def test_gazetteer_leaves_the_generators_unseen_names_out():
    # the generator's unseen-name locales must stay outside the name lists (see gazetteers.py)
    from multideid.base_systems.gazetteers import name_locales
    from multideid.synth.names import WORLD_LOCALES

    assert "en" in name_locales("en") and "de_CH" in name_locales("en")
    assert not set(WORLD_LOCALES) & set(name_locales("en"))


def test_every_legal_form_of_the_list_is_matched():
    """The forms are compiled into one character trie: each of them, in lower and upper case,
    closes a company name, and a form's prefix alone does not ("Brekkstad Gmb")."""
    rule = next(p for p in PATTERNS if p.name == "org_legal_form")
    for form in legal_forms():
        for written in (form, form.upper()):
            text = f"Invoice from Brekkstad Holding {written} today"
            assert ("Brekkstad Holding " + written) in {text[s:e] for s, e, _ in rule.find(text)}, written
    assert not rule.find("Invoice from Brekkstad Gmb today")
