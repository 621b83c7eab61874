"""Street lines, unit tails and postcode lines of other countries' address formats, in packs/en_where9.py
(issue #22, session 21).

Every line was written for this test (none copied from an evaluation set); each positive names the rule that
finds it, and the negatives hold the look-alikes the rules must leave alone (``Via the IV``, ``et al. 2019``,
doses after ``Str.``, ``Spring 2024``, a diet's ``1500 Kcal``, a US local phone after a Japanese city, a lab
accession number in the CEP shape)."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_where9
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule

PATTERNS = en_where9.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize(
    "text, value",
    [
        ("Lives at C/ de Balmes 45, 08007 Barcelona.", "C/ de Balmes 45"),
        ("Chemin des Vignes 8, Nyon", "Chemin des Vignes 8"),
        ("Home: Calzada de Tlalpan 1234, Coyoacán", "Calzada de Tlalpan 1234"),
        ("Náměstí Míru 15, Praha", "Náměstí Míru 15"),
        ("Trg bana Jelačića 3, Zagreb", "Trg bana Jelačića 3"),
        ("Av. 9 de Julio 1000, Buenos Aires", "Av. 9 de Julio 1000"),
        ("office: Jalan Sudirman Kav. 52-53, Jakarta", "Jalan Sudirman Kav. 52-53"),
        ("Rua do Ouvidor, 45, Rio de Janeiro", "Rua do Ouvidor, 45"),
        ("Mailing: Str. Mihai Eminescu nr. 5, Cluj-Napoca", "Str. Mihai Eminescu nr. 5"),
    ],
)
def test_street_prefix(text, value):
    assert_rule_finds(PATTERNS, "loc9_street_prefix", text, value)


def test_street_number_first():
    assert_rule_finds(PATTERNS, "loc9_street_num_first", "Lives at 45 Thanon Rama IV, Bangkok.", "45 Thanon Rama IV")
    assert_rule_finds(PATTERNS, "loc9_street_num_first", "Address: 12 Chemin du Lac, 1260 Nyon.", "12 Chemin du Lac")
    # the number-first line is not read again from its street word, with the postcode as house number
    assert_rule_finds(PATTERNS, "loc9_street_prefix", "Address: 12 Chemin du Lac, 1260 Nyon.", None)


@pytest.mark.parametrize(
    "text, value",
    [
        ("Kurfürstendamm 21, 10719 Berlin", "Kurfürstendamm 21"),
        ("Address: Keizersgracht 123-II, 1015 CJ Amsterdam", "Keizersgracht 123-II"),
        ("Lives at Laugavegur 12, Reykjavík", "Laugavegur 12"),
        ("Lindenweg 12a, München", "Lindenweg 12a"),
        ("Address: Mannerheimintie 5 A 12, 00100 Helsinki", "Mannerheimintie 5 A 12"),
    ],
)
def test_street_glued(text, value):
    assert_rule_finds(PATTERNS, "loc9_street_glued", text, value)


@pytest.mark.parametrize(
    "text, value",
    [
        ("Address: Mariahilfer Str. 45/12, Wien", "Mariahilfer Str. 45/12"),
        ("Lives at Eschenheimer Anlage 12, Frankfurt", "Eschenheimer Anlage 12"),
        ("Lives on Nevsky prospekt 28, St Petersburg", "Nevsky prospekt 28"),
        ("mail to Laisvės al. 3, Kaunas", "Laisvės al. 3"),
        ("Dunajska cesta 5, Ljubljana", "Dunajska cesta 5"),
    ],
)
def test_street_word_after(text, value):
    assert_rule_finds(PATTERNS, "loc9_street_word_after", text, value)


@pytest.mark.parametrize(
    "rule, text, value",
    [
        ("loc9_street_prefix_unit", "Address: Rua Augusta 274, 2.º Esq., 1100-053 Lisboa", "Rua Augusta 274, 2.º Esq."),
        ("loc9_street_prefix_unit", "Her flat: Carrer de Mallorca 401, 2n 1a, Barcelona", "Carrer de Mallorca 401, 2n 1a"),
        ("loc9_street_prefix_unit", "Allée des Tilleuls 4, Bât. B, 69003 Lyon", "Allée des Tilleuls 4, Bât. B"),
        ("loc9_street_prefix_unit", "Lives at ul. Marszałkowska 84/92 m. 14, Warszawa", "ul. Marszałkowska 84/92 m. 14"),
        ("loc9_street_prefix_unit", "Dirección: Calle Sol 5, 4° piso.", "Calle Sol 5, 4° piso"),
        ("loc9_street_glued_unit", "Lives at Schottengasse 3, Top 7, 1010 Wien.", "Schottengasse 3, Top 7"),
        ("loc9_street_glued_unit", "Address: Nørrebrogade 55, 3. tv., 2200 København N.", "Nørrebrogade 55, 3. tv."),
        ("loc9_street_word_after_unit", "Moved to Schönhauser Allee 36, Whg. 5, Berlin.", "Schönhauser Allee 36, Whg. 5"),
    ],
)
def test_unit_tails(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


def test_unit_tail_outscores_the_bare_street():
    got = dict(((p.name, text[s:e]), score) for p in PATTERNS for text in ["Sent to Rua Augusta 274, 2.º Esq., Lisboa"]
               for s, e, score in p.find(text))
    assert got[("loc9_street_prefix_unit", "Rua Augusta 274, 2.º Esq.")] > 0.9  # beats a cued block cut at the comma


def test_postcodes_and_towns():
    got = {v for n, v in matches_by_rule(PATTERNS, "Sent to Bahnhofstrasse 21, CH-8001 Zürich.") if n == "loc9_postcode_prefixed"}
    assert got == {"CH-8001", "Zürich"}
    got = {v for n, v in matches_by_rule(PATTERNS, "Náměstí Míru 15, 120 00 Praha 2.") if n == "loc9_postcode_town"}
    assert got == {"120 00", "Praha 2"}
    got = {v for n, v in matches_by_rule(PATTERNS, "Nørrebrogade 55, 2200 København N") if n == "loc9_postcode_town"}
    assert got == {"2200", "København N"}
    got = {v for n, v in matches_by_rule(PATTERNS, "Address: vul. Khreshchatyk 22, kv. 14, Kyiv 01001.") if n == "loc9_town_postcode_stop"}
    assert got == {"Kyiv", "01001"}
    assert_rule_finds(PATTERNS, "loc9_town_after_street", "Piazza della Signoria 5, Firenze.", "Firenze")


def test_postcode_negatives():
    assert_rule_finds(PATTERNS, "loc9_postcode_town", "Diet plan 3 meals, 1500 Kcal.", None)
    assert_rule_finds(PATTERNS, "loc9_postcode_town", "Seen 3 times, 2024 Smith reported.", None)  # a year, no town
    assert_rule_finds(PATTERNS, "loc9_postcode_town", "Home: 7499 Osborne Road, Leeds.", None)  # a street line
    assert_rule_finds(PATTERNS, "loc9_postcode_town", "Hb 12.5, 1200 Units given", None)


def test_asia_latin_america():
    text = "Address: 1-2-3 Nishi-Shinjuku, Shinjuku-ku, Tokyo 160-0023."
    assert_rule_finds(PATTERNS, "loc9_jp_block", text, "1-2-3 Nishi-Shinjuku")
    assert_rule_finds(PATTERNS, "loc9_jp_postcode", text, "160-0023")
    assert_rule_finds(PATTERNS, "loc9_jp_postcode", "〒150-0001 Shibuya", "150-0001")
    assert_rule_finds(PATTERNS, "loc9_jp_postcode", "Tokyo office 555-0199 for questions.", None)  # a phone
    assert_rule_finds(PATTERNS, "loc9_jp_postcode", "Tokyo, tel 555-0123", None)
    text = "Moved to Avenida Paulista, 1578, São Paulo - SP, 01310-200."
    got = {v for n, v in matches_by_rule(PATTERNS, text) if n == "loc9_br_city_uf"}
    assert got == {"São Paulo", "SP"}
    assert_rule_finds(PATTERNS, "loc9_br_cep", text, "01310-200")
    assert_rule_finds(PATTERNS, "loc9_br_cep", "Specimen 2 received, 12345-678 accession.", None)
    assert_rule_finds(PATTERNS, "loc9_colonia", "Paseo de la Reforma 222, Col. Juárez, CDMX", "Juárez")
    assert_rule_finds(PATTERNS, "loc9_colonia", "Col. Juárez reviewed the unit.", None)  # a colonel


def test_india():
    assert_rule_finds(PATTERNS, "loc9_india_locality", "House 7, Shanti Colony, Jaipur.", "House 7, Shanti Colony")
    assert_rule_finds(PATTERNS, "loc9_india_locality", "Near Rajiv Chowk, New Delhi.", "Rajiv Chowk")
    assert_rule_finds(PATTERNS, "loc9_india_locality", "flat in Lajpat Nagar", "Lajpat Nagar")
    assert_rule_finds(PATTERNS, "loc9_india_locality", "Imaging shows a Bacterial Colony on the plate.", None)
    assert_rule_finds(PATTERNS, "loc9_sector", "Lives at B-204, Sector 15, Noida 201301.", "Sector 15")
    assert_rule_finds(PATTERNS, "loc9_sector", "works in the public sector, Sector of care", None)
    assert_rule_finds(PATTERNS, "loc9_comma_street", "Address: 12, MG Road, Bengaluru 560001.", "12, MG Road")


@pytest.mark.parametrize(
    "text",
    [
        "Antibiotics given via the IV line; Via IV 3 times daily.",
        "Patient lives on the main road near the rue de la gare.",
        "As shown by Smith et al. 2019 and Jones et al. 2021.",
        "Metoprolol Str. 5 mg daily; Spring 2024 follow-up; Ring 3 on the chart.",
        "Ringer lactate 500 mL given. Top 10 concerns discussed. Place 2 drops in each eye.",
        "Boxing Ring 2 and Diamond Ring 5. Interleukin 6, Factor 8 and Notch 1 studied.",
        "Vitamin D 1000 IU, Calcium 500 mg. Scores 1-2-3 Smith, Tokyo team.",
        "Mr. Hartweg 45 was seen. Patient Kleinweg 72 F admitted.",  # surnames with a street ending
        "Earring 2 lost; Bowtie 3 worn; reviewed at 3 pm, Ostring 3 pm.",
    ],
)
def test_no_match_in_clinical_text(text):
    assert matches_by_rule(PATTERNS, text) == set()


def test_through_rules_base(rules):
    text = ("Referral from abroad. Address: Rua Augusta 274, 2.º Esq., 1100-053 Lisboa, Portugal.\n"
            "Her son lives at Schottengasse 3, Top 7, 1010 Wien.\n"
            "Metoprolol 25 mg via the IV, see Smith et al. 2019.")
    got = found(rules, text)
    for value in ("Rua Augusta 274, 2.º Esq.", "1100-053", "Lisboa", "Schottengasse 3, Top 7", "1010", "Wien"):
        assert (value, "LOCATION") in got
    assert not any(v in ("Rua Augusta 274", "Schottengasse 3", "IV", "2019") and lab == "LOCATION" for v, lab in got)


def test_more_tails_and_forms():
    assert_rule_finds(PATTERNS, "loc9_street_prefix_unit", "She lives at C/ Mayor, 12, 3º izda., 28013 Madrid.", "C/ Mayor, 12, 3º izda.")
    assert_rule_finds(PATTERNS, "loc9_street_prefix_unit", "Address: Via Garibaldi 12/A, int. 5, 20121 Milano", "Via Garibaldi 12/A, int. 5")
    assert_rule_finds(PATTERNS, "loc9_street_glued_unit", "Address: Hauptstr. 5, 2. OG, 50667 Köln.", "Hauptstr. 5, 2. OG")
    assert_rule_finds(PATTERNS, "loc9_street_num_first_unit", "Address: 8 rue Victor Hugo, Appt 12, 3e étage, 33000 Bordeaux.",
                      "8 rue Victor Hugo, Appt 12, 3e étage")
    assert_rule_finds(PATTERNS, "loc9_jp_block_after", "Address: Tokyo-to, Shinjuku-ku, Nishi-Shinjuku 2-8-1.", "Nishi-Shinjuku 2-8-1")
    got = {v for n, v in matches_by_rule(PATTERNS, "Address: Moda Cad. No: 12 D: 3, 34710 Kadıköy/İstanbul.")
           if n == "loc9_district_slash_city"}
    assert got == {"Kadıköy", "İstanbul"}
    assert_rule_finds(PATTERNS, "loc9_district_slash_city", "Meds: aspirin 81, Metoprolol/Lisinopril.", None)
    assert_rule_finds(PATTERNS, "loc9_bairro_dash", "Rua Haddock Lobo, 595 - Cerqueira César, São Paulo - SP", "Cerqueira César")
    assert_rule_finds(PATTERNS, "loc9_bairro_dash", "BP 120 - Normal Range, stable", None)
    assert_rule_finds(PATTERNS, "loc9_postcode_town", "Forward to Schulstraße 12 in 80331 München.", "80331")


def test_block_letter_lines(rules):
    text = "Address on file:\nRua Augusta 274, 2.º Esq.\n1100-053 Lisboa\nPortugal\n"
    got = found(rules, text)
    for value in ("Rua Augusta 274, 2.º Esq.", "1100-053", "Lisboa"):
        assert (value, "LOCATION") in got


def test_asia_africa_and_english_word_forms():
    assert_rule_finds(PATTERNS, "loc9_kr_road", "Address: 101-1203, 45 Seocho-daero 77-gil, Seocho-gu", "45 Seocho-daero 77-gil")
    assert_rule_finds(PATTERNS, "loc9_kr_road", "she read about the Han-ro river", None)  # no number
    assert_rule_finds(PATTERNS, "loc9_house_no_cued", "Address: H.No. 4-5-67, Sultan Bazar, Hyderabad", "H.No. 4-5-67")
    assert_rule_finds(PATTERNS, "loc9_house_no_cued", "Address: H/No. 14, Kaneshie Estates, Accra", "H/No. 14, Kaneshie Estates")
    assert_rule_finds(PATTERNS, "loc9_india_block", "Address: #45, 2nd Main, 3rd Cross, Jayanagar 4th Block, Bengaluru",
                      "#45, 2nd Main, 3rd Cross")
    assert_rule_finds(PATTERNS, "loc9_india_block", "#45, 2nd Main, 3rd Cross, Jayanagar 4th Block", "Jayanagar 4th Block")
    assert_rule_finds(PATTERNS, "loc9_india_block", "Trial Group 2nd Phase started", None)
    assert_rule_finds(PATTERNS, "loc9_street_en_word_number", "Address: Tbilisi, Rustaveli Ave 12", "Rustaveli Ave 12")
    assert_rule_finds(PATTERNS, "loc9_street_en_word_number", "Seen at Abbey Road 2 weeks ago; Main Street 5 times", None)
    assert_rule_finds(PATTERNS, "loc9_street_prefix", "Address: Avenida 6 de Diciembre N34-120, Quito", "Avenida 6 de Diciembre N34-120")
    assert_rule_finds(PATTERNS, "loc9_postcode_town", "Strada Lipscani nr. 12, sector 3, 030031 București", "București")
    assert_rule_finds(PATTERNS, "loc9_postcode_town", "Via dei Mille 24, scala B, 40121 Bologna BO", "Bologna BO")
    assert_rule_finds(PATTERNS, "loc9_street_glued_unit", "Anschrift: Lindenstraße 14, 2. Stock links, 60325 Frankfurt",
                      "Lindenstraße 14, 2. Stock links")
