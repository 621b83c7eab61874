"""English form, hand-off and table-column rules (base_systems/packs/en_forms.py, tables.py)."""

from __future__ import annotations

import pytest
from multideid.base_systems.packs.en_forms import PATTERNS
from multideid.base_systems.packs.tables import find_tables
from multideid.base_systems.rules import RulesBase

from multideid.document import Document

BY_NAME = {p.name: p for p in PATTERNS}


def found(name: str, text: str) -> list[str]:
    return [text[s:e] for s, e, _ in BY_NAME[name].find(text)]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Employee: Marguerite Oduya-Finch     Employer: Bell Freight", ["Marguerite Oduya-Finch"]),
        ("Pt: Ignatius Ferreira   Address: 4 Elm Ln", ["Ignatius Ferreira"]),
        ("Guarantor: Lindqvist, Harriet | Bal $20.00", ["Lindqvist, Harriet"]),
        ("RE: Saoirse Okwuosa-Lind\nDear colleague,", ["Saoirse Okwuosa-Lind"]),
        ("Re: Baby Ngozi Adeyemi-Park, M, 2 weeks", ["Ngozi Adeyemi-Park"]),
        ("Participant: Torvald Achterberg   Study ID: XY-1", ["Torvald Achterberg"]),
        ("Subscriber: QUINTERO, MARISELA J. Member ID 55501", ["QUINTERO, MARISELA J."]),
    ],
)
def test_lay_role_label_finds_names(text, want):
    assert found("name_role_label", text) == want


@pytest.mark.parametrize(
    "text",
    [
        "Pt: Afebrile, tolerating diet",  # a finding, not a name
        "RE: Prior Authorization\nPlease review",  # a subject line of common words
        "Name: N/A   Relationship: Self",
        "the patient: alert and oriented",  # prose, lower case
        "Patient: Stable overnight, no events.",
        "Member: Medicare Advantage   Plan: HMO",
    ],
)
def test_lay_role_label_ignores_non_names(text):
    assert found("name_role_label", text) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Date: 03-Mar\nRN: Hope Castellanos    Charge: Tavish    CNA: Oriel", ["Hope Castellanos", "Tavish", "Oriel"]),
        ("Crew: B. Wojcik (P), T. Arrieta-Lund (EMT-B)\nDispatched", ["B. Wojcik", "T. Arrieta-Lund"]),
        ("Pharmacist: Nguyen, Bao   ph 555-0100", ["Nguyen, Bao"]),
        ("Off-going: Fionn   On-coming: Marisa", ["Fionn", "Marisa"]),
        ("SW: Ekaterina Volkov-Hale, LCSW", ["Ekaterina Volkov-Hale"]),
    ],
)
def test_staff_label_finds_names(text, want):
    got = [g for p in ("name_staff_label",) for g in found(p, text)]
    assert got == want


@pytest.mark.parametrize(
    "text",
    [
        "Provider: Internal Medicine   Visit: follow-up",
        "RN: Charge Nurse to review",
        "Attending: Discharge Summary pending",
        "MD: Notified, no new orders",
    ],
)
def test_staff_label_ignores_services_and_words(text):
    assert found("name_staff_label", text) == []


def test_staff_by_and_parenthesised_role():
    assert found("name_staff_label_by", "Results called by: Oksana (micro lab).") == ["Oksana"]
    assert found("name_staff_paren", "BP 80/40. Notified Rautenbach (hospitalist) by chat.") == ["Rautenbach"]
    assert found("name_staff_paren", "Teaching done with Ilse (RN) today") == ["Ilse"]
    # the clause opener is not part of the name, and a test name in parentheses is not a role
    assert found("name_staff_paren", "Discussed with Pharmacy (Tuesday)") == []


def test_find_tables_reads_tsv_csv_and_markdown():
    tsv = "mrn\tpatient\tage\nQ-5501\tHAWTHORNE, ODA\t93\n"
    cells = {(tsv[c.start:c.end], c.header) for c in find_tables(tsv)}
    assert cells == {("Q-5501", "mrn"), ("HAWTHORNE, ODA", "patient"), ("93", "age")}
    csv = '"study_id","initials","age"\n"ST-01","K.L.M.","91"\n'
    assert {csv[c.start:c.end] for c in find_tables(csv)} == {"ST-01", "K.L.M.", "91"}
    md = "| Bed | Patient | Plan |\n|---|---|---|\n| 4 | Ortega, P. | CT head |\n"
    assert {(md[c.start:c.end], c.header) for c in find_tables(md)} == {("4", "bed"), ("Ortega, P.", "patient"), ("CT head", "plan")}
    # prose with commas has no header of short labels followed by rows of the same shape
    prose = "She is alert, oriented, and calm today, per nursing.\nWill recheck labs, vitals, and weight.\n"
    assert find_tables(prose) == ()


def test_a_short_row_is_skipped_not_the_end_of_the_table():
    text = ("Rm | Pt | Age | Cons\n501 | GRABOWSKI J | 88 | Pham\n504 | empty (deep clean)\n"
            "506 | Hope Blessing | 102 | Pham\n")
    cells = [(text[c.start:c.end], c.header) for c in find_tables(text)]
    assert ("Hope Blessing", "pt") in cells and ("102", "age") in cells
    assert not any(v.startswith("empty") for v, _ in cells)  # the short row's cells are not read
    # short rows with no full row after them end the table: the prose below is not a row
    text = "Rm | Pt | Age\n501 | GRABOWSKI J | 88\nNote: beds 502 | 503 closed\n"
    assert [text[c.start:c.end] for c in find_tables(text)] == ["501", "GRABOWSKI J", "88"]
    # more than three short rows in a run end the table too
    text = "Rm | Pt | Age\n501 | A B | 88\n" + "x | y\n" * 4 + "506 | C D | 90\n"
    assert [text[c.start:c.end] for c in find_tables(text)] == ["501", "A B", "88"]


def test_a_hash_header_cell_is_a_row_number_column():
    text = "| # | Member | Present | Note |\n|---|---|---|---|\n| 1 | Reyna Colquhoun | Y | |\n| 2 | Mercy Lindqvist | Y | late |\n"
    cells = [(text[c.start:c.end], c.header) for c in find_tables(text)]
    assert ("1", "#") in cells and ("Reyna Colquhoun", "member") in cells and ("late", "note") in cells
    assert [text[s:e] for s, e, _ in BY_NAME["table_patient"].find(text)] == ["Reyna Colquhoun", "Mercy Lindqvist"]
    # a lone "#" is no header of a table by itself: a line of "#" and values stays prose
    assert find_tables("# | 12 | 2025-01-01\n1 | 2 | 3\n") == ()


def test_column_patterns_label_cells_by_header():
    text = "appt_id\tpatient\tprovider\tage\tphone\nA-55011\tWENDT, ILSA\tjkaramanlis\t94\t555-0142\nA-55012\tOBI, C\tPorter, Ada\t45\t555-0143\n"
    got = {BY_NAME[n].label: [text[s:e] for s, e, _ in BY_NAME[n].find(text)] for n in
           ("table_patient", "table_staff", "table_login", "table_age", "table_phone", "table_id")}
    assert got["PATIENT"] == ["WENDT, ILSA", "OBI, C"]
    assert got["DOCTOR"] == ["Porter, Ada"]
    assert got["USERNAME"] == ["jkaramanlis"]
    assert got["AGE"] == ["94"]  # 45 is not an age over 89
    assert got["PHONE"] == ["555-0142", "555-0143"]
    assert got["ID"] == ["A-55011", "A-55012"]


def test_a_table_without_name_headers_gives_nothing():
    text = "drug\tdose\troute\nKeppra\t500 mg\tPO\nLasix\t40 mg\tIV\n"
    assert [p.name for p in PATTERNS if p.find(text)] == []


def test_rules_base_runs_the_form_rules_in_english():
    doc = Document("d1", "Visit log\nTriage RN: Anouk   Pt: Ignatius Ferreira   Bed: 4\n")
    spans = RulesBase(locale="en").predict([doc])[0]
    assert {(doc.text[s.start:s.end], s.label) for s in spans} >= {("Anouk", "DOCTOR"), ("Ignatius Ferreira", "PATIENT")}


def test_long_hostile_runs_stay_fast():
    # separator runs and label-like rows must not make the field and table scans quadratic
    for text in (" " * 60_000, "RN:" + " " * 60_000 + "x", "a\tb\tc\n" * 20_000, "Aa, " * 20_000):
        for p in PATTERNS:
            assert p.find(text) == []


@pytest.mark.parametrize(
    ("name", "text", "want"),
    [
        ("name_relative_given", "Daughter Hope is her proxy.", ["Hope"]),
        ("name_relative_given", "survived by sons Ambrose and Tobiah", ["Ambrose", "Tobiah"]),
        ("name_relative_given", "Texted mom (Rosalind) about pickup", ["Rosalind"]),
        ("name_nickname_inside", 'Brother, Cornelius "Neely" Vantreese, lives nearby', ['Cornelius "Neely" Vantreese']),
        ("name_nickname_paren", '- "Little Joe" (Joseph Amankwah) - stable', ["Little Joe"]),
        ("name_nickname_paren_full", '- "Little Joe" (Joseph Amankwah) - stable', ["Joseph Amankwah"]),
        ("name_care_title", "Flu shot given by Nurse Okafor today.", ["Okafor"]),
        ("name_care_title", "Referred from the clinic by Sr Thembeka with cough.", ["Thembeka"]),
    ],
)
def test_relatives_nicknames_and_care_titles(name, text, want):
    assert found(name, text) == want


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("name_relative_given", "Her son reports the pain is better."),  # no name
        ("name_relative_given", "Brother Amplifier device"),  # not a given name
        ("name_care_title", "Seen by the Nurse Practitioner on call."),
        ("name_care_title", "Charge Nurse Station phone"),
        ("name_nickname_paren", 'Uses a "Quick Start" (Dexcom) sensor'),  # no person in the parentheses
    ],
)
def test_relatives_nicknames_and_care_titles_negatives(name, text):
    assert found(name, text) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("hi its me again (radomir kowalczyk-berg dob 4/2/81) the refill", ["radomir kowalczyk-berg"]),
        ("Please open a chart for Ines Aaltonen d.o.b. 02/03/1960 today", ["Ines Aaltonen", "Aaltonen"]),
        ("verified name and dob 3/1/79", []),
        ("Patient DOB: 01/02/1990", []),
        ("baby girl born 3/4/25 at term", []),
    ],
)
def test_name_before_date_of_birth(text, want):
    assert found("name_before_dob", text) == want
