"""English pack, session 18 (base_systems/packs/en_fields8.py): person names inside the fields of file and
export formats (vCard, git trailers, LaTeX, RTF, EU digital COVID certificate payloads, inverted names in
capitals, pipe tables with a person column).  Invented texts; each pattern also has texts it must not
match (organisations, logins, headings, places, columns that hold no person)."""

from __future__ import annotations

import pytest
from rules_helpers import assert_rule_finds, found, matches_by_rule

from multideid.base_systems.packs.en_fields8 import PATTERNS
from multideid.base_systems.rules import RulesBase

_VCARD = "BEGIN:VCARD\nVERSION:4.0\nN:Okafor-Lindqvist;Chidinma;Ada;;\nFN:Chidinma Okafor-Lindqvist\nORG:Harbourline Freight\nEND:VCARD"
_TABLE = (
    "| date | bereaved | deceased | caller | outcome |\n|---|---|---|---|---|\n"
    "| 02/11 | Tobias Wren (son) | Ottilie Wren, died aged 88 | Maud | card sent |\n"
    "| 03/11 | Priya Raman (wife) | Desmond Achterberg | Kwabena | no answer |"
)
_ICAL = (
    "BEGIN:VEVENT\nSUMMARY:Lung MDT\nORGANIZER;CN=Dr Ngaire Tuhiwai-Brandt:mailto:ngaire@example.org\n"
    "ATTENDEE;ROLE=REQ-PARTICIPANT;CN=\"Oluwaseyi Fairbanks\":mailto:of@example.org\n"
    "DESCRIPTION:1) Teodoro Quispe-Larsen (RRK 5550101) CT chest\\, 2) Wojciech Szymańska post-op review\nEND:VEVENT"
)


@pytest.mark.parametrize("rule, text, value", [
    ("vcard_fn8", _VCARD, "Chidinma Okafor-Lindqvist"),
    ("vcard_n_family8", _VCARD, "Okafor-Lindqvist"),
    ("vcard_n_given8", _VCARD, "Chidinma"),
    ("vcard_fn8", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN;CHARSET=UTF-8:Wiremu Tāwhiri\r\nEND:VCARD", "Wiremu Tāwhiri"),
    ("git_author8", "commit 1a2b3c\nAuthor: Ngozi Abernethy-Pruitt <ngozi@example.org>\nDate:   Mon", "Ngozi Abernethy-Pruitt"),
    ("git_author8", "    fix parser\n\n    Signed-off-by: Radomir Kowalczyk <r.kowalczyk@example.com>", "Radomir Kowalczyk"),
    ("git_author8", "Co-authored-by: Saoirse Ní Bhriain <saoirse@example.ie>", "Saoirse Ní Bhriain"),
    ("tex_author8", "\\author{Thandiwe Mokoena\\thanks{Groote Schuur} \\and Emeka Obiora}", "Thandiwe Mokoena"),
    ("tex_author8", "\\author{Thandiwe Mokoena\\thanks{Groote Schuur} \\and Emeka Obiora}", "Emeka Obiora"),
    ("tex_author8", "\\signature{Ravindra Pillai-Okoro}\n\\begin{letter}", "Ravindra Pillai-Okoro"),
    ("rtf_signoff8", "Yours sincerely,\\par\nAnwen Carrick-Oduya\\par\nConsultant\\par", "Anwen Carrick-Oduya"),
    ("rtf_re_name8", "\\b Re: Jos\\'e9phine Marchetti-Olsen, DOB 01/02/1940\\b0\\par", "Jos\\'e9phine Marchetti-Olsen"),
    ("dgc_name8", '{"ver":"1.3.0","nam":{"fn":"Ibarra Goikoetxea","gn":"Nerea","fnt":"IBARRA<GOIKOETXEA"}}', "Ibarra Goikoetxea"),
    ("dgc_name8", '{"ver":"1.3.0","nam":{"fn":"Ibarra Goikoetxea","gn":"Nerea"}}', "Nerea"),
    ("inverted_caps8", "Subject: CRITICAL VALUE - ACHTERBERG, Wilhelmina J - MRN 5550123", "ACHTERBERG, Wilhelmina J"),
    ("inverted_caps8", "Missing person: QUISPE MAMANI, Rosalía Inés   Sex F   DOB 02.05.1990", "QUISPE MAMANI, Rosalía Inés"),
    ("inverted_caps8", "BED 4 - FAKATAVA, Sione MRN 40-55-0101", "FAKATAVA, Sione"),
    ("ical_cn8", _ICAL, "Ngaire Tuhiwai-Brandt"),
    ("ical_cn8", _ICAL, "Oluwaseyi Fairbanks"),
    ("ical_list8", _ICAL, "Teodoro Quispe-Larsen"),
    ("ical_list8", _ICAL, "Wojciech Szymańska"),
    ("table_patient8", _TABLE, "Tobias Wren"),
    ("table_patient8", _TABLE, "Ottilie Wren"),
    ("table_patient8", _TABLE, "Desmond Achterberg"),
    ("table_staff8", _TABLE, "Maud"),
    ("table_staff8", _TABLE, "Kwabena"),
    ("table_patient8", "| Pt | Issue |\n| Okonkwo, F. | POD 1 |\n| Zuberi Mwangi | DKA |", "Okonkwo, F."),
])
def test_finds(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("text", [
    # vCard fields that hold no person, and N:/FN: lines outside a vCard
    "BEGIN:VCARD\nVERSION:3.0\nFN:Pharmacy\nN:Pharmacy;;;;\nORG:Riverside Pharmacy\nEND:VCARD",
    "N:0.5 mmol\nFN:Normal",
    # a git author that is a login, an organisation or a bot
    "Author: dsrinivasan <dsrinivasan@users.noreply.example.com>",
    "Author: Build Bot <bot@example.com>",
    "Signed-off-by: Quality Team <qa@example.org>",
    # LaTeX titles and affiliations, not authors
    "\\title{Late Onset Myasthenia}\n\\author{Department of Medicine}",
    # RTF letters closing with a department or a role
    "Yours sincerely,\\par\nMemory Clinic\\par",
    "\\b Re: Follow Up, DOB 01/02/1940\\b0\\par",
    # certificate fields other than names
    '{"nam":{"fn":"","gn":""},"v":[{"co":"ES","is":"Ministerio de Sanidad"}]}',
    # headings in capitals before a comma, roman numerals, places
    "CHU Mohammed VI, Marrakech",
    "DIAGNOSIS, Plan MRN pending",
    "REVIEW, Monday DOB check",
    # calendar descriptions and attendees that are no persons; numbered entries off the description line
    "BEGIN:VEVENT\nATTENDEE;CN=Radiology Team:mailto:rad@example.org\nDESCRIPTION:1) Royal Infirmary slots 2) Tumour Board\nEND:VEVENT",
    "DESCRIPTION: weekly list\nItems: 1) Teodoro Quispe-Larsen",
    # pipe tables whose columns hold no person
    "| Drug | Dose | Route |\n|---|---|---|\n| Amoxicillin | 500 mg | PO |\n| Paracetamol | 1 g | PO |",
    "| Name | Value |\n| Sodium | 139 |\n| Potassium | 4.1 |",
    "| caller | outcome |\n| Unknown | no answer |\n| Declined | - |",
])
def test_look_alikes_stay_untagged(text):
    assert not matches_by_rule(PATTERNS, text), matches_by_rule(PATTERNS, text)


@pytest.fixture(scope="module")
def rules():
    return RulesBase()


def test_rules_base_labels(rules):
    got = found(rules, _TABLE)
    assert ("Kwabena", "DOCTOR") in got
    assert ("Ottilie Wren", "PATIENT") in got
    got = found(rules, "commit 9f8e7d\nAuthor: Ngozi Abernethy-Pruitt <ngozi@example.org>\nDate:   Mon Nov 23 2026")
    assert ("Ngozi Abernethy-Pruitt", "DOCTOR") in got
    got = found(rules, _VCARD)
    assert ("Chidinma Okafor-Lindqvist", "PATIENT") in got


def test_long_table_keeps_its_header():
    """Row 300 of a table still reads the header row (the header memo walks each line once)."""
    rows = "".join(f"| {i} | Zuberi Mwangi | Kwabena |\n" for i in range(300))
    text = "| bed | patient | nurse |\n|---|---|---|\n" + rows
    got = [(p.name, text[s:e]) for p in PATTERNS for s, e, _ in p.find(text)]
    assert got.count(("table_patient8", "Zuberi Mwangi")) == 300
    assert got.count(("table_staff8", "Kwabena")) == 300
    # the same rows without a header naming a person column: nothing
    assert not matches_by_rule(PATTERNS, "| bed | item | note |\n" + rows)
