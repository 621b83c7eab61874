"""Addresses in other countries' schemes, packs/en_where7.py (issue #22, session 17).

Every line was written for this test (none copied from an evaluation set); each positive names the rule
that finds it and the exact span, and the negatives hold the clinical look-alikes the rules must leave
alone: ``Moo`` in a message, ``RT`` the respiratory therapist, ``Str.`` a strength, ``Av.`` an average,
``Jr.`` after a name, ``No. 5`` and ``ap.`` in a list, heart and nerve blocks, ``Col.`` a colonel or a
column, ``sector``, Dr ``Lu``, lab values and doses of 4-5 digits, ``Camp`` as a word, ``on`` a drug."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_where7
from multideid.base_systems.packs.en_where7 import iso3_codes, rare_place
from multideid.base_systems.rules import RulesBase
from rules_helpers import assert_rule_finds, found, matches_by_rule

PATTERNS = en_where7.PATTERNS


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


def test_helpers():
    assert {"VNM", "GBR", "PHL", "KEN"} <= iso3_codes()
    assert "ICU" not in iso3_codes()
    assert rare_place("Kalymnos") and rare_place("Hà Nội")
    assert not rare_place("Lasix") and not rare_place("Victoria") and not rare_place("Asia")


@pytest.mark.parametrize("rule,text,value", [
    # streets written word first, with their house numbers and unit tails
    ("loc_street_first_world", "Domiciliu: Str. Trandafirilor nr. 12, bl. C4, sc. 2, et. 3, ap. 41, Iași",
     "Str. Trandafirilor nr. 12, bl. C4, sc. 2, et. 3, ap. 41"),
    ("loc_street_first_world", "Address: Bulevardul Eroilor nr. 7, Brașov", "Bulevardul Eroilor nr. 7"),
    ("loc_street_first_world", "Home: Odos Patision 112, Athens", "Odos Patision 112"),
    ("loc_street_first_world", "Vive en Carrera 15 # 93-60, apto 1201, Bogotá", "Carrera 15 # 93-60, apto 1201"),
    ("loc_street_first_world", "Domicilio: Jr. Ucayali 318, Lima", "Jr. Ucayali 318"),
    ("loc_street_first_world", "lives at Av. Rivadavia 4410, 2° C, Buenos Aires", "Av. Rivadavia 4410, 2° C"),
    ("loc_street_first_world", "Alamat: Jl. Melati Indah No. 17, Bandung", "Jl. Melati Indah No. 17"),
    ("loc_street_first_world", "Address: ulitsa Pushkina, d. 14, kv. 9, Kazan", "ulitsa Pushkina, d. 14, kv. 9"),
    ("loc_street_first_world", "Adresse: Derb El Hammam n° 7, Fès", "Derb El Hammam n° 7"),
    ("loc_street_suffix_world", "Adres: Bağdat Cad. No: 214 D: 6, Kadıköy", "Bağdat Cad. No: 214 D: 6"),
    ("loc_vn_street", "Address: số 8 ngõ 22 phố Tạ Quang Bửu, Hà Nội", "số 8 ngõ 22 phố Tạ Quang Bửu"),
    ("loc_moo_house", "lives at 45/3 Moo 7, Tambon Ban Waen, Chiang Mai", "45/3 Moo 7"),
    ("loc_house_no_bare", "Address: Yeka sub-city, Woreda 11, house no. 812", "812"),
    ("loc_city_after_comma_world", "Alamat: Jl. Kenari No. 3, Kel. Senen, Jakarta Pusat\nPekerjaan", "Jakarta Pusat"),
    ("loc_rt_rw", "Alamat: Gg. Mawar, RT 05/RW 11, Depok", "RT 05/RW 11"),
    ("loc_block_chain", "Address: Block 4, Street 12, House 31, Salmiya, Kuwait", "Block 4, Street 12, House 31"),
    ("loc_block_chain", "Flat 22, Building 1180, Road 3619, Block 436, Seef", "Flat 22, Building 1180, Road 3619, Block 436"),
    # administrative levels: a name without its level word, a number with it
    ("loc_admin_prefixed", "99 Moo 2, Tambon Nong Hoi, Amphoe Mueang, Chiang Mai", "Nong Hoi"),
    ("loc_admin_prefixed", "RT 02/RW 04, Kel. Sukamaju, Kec. Cilodong, Depok", "Sukamaju"),
    ("loc_admin_prefixed", "RT 02/RW 04, Kel. Sukamaju, Kec. Cilodong, Depok", "Cilodong"),
    ("loc_admin_prefixed", "Address: phường Bến Nghé, quận Phú Nhuận", "Bến Nghé"),
    ("loc_admin_prefixed", "Str. Morii nr. 3, Turda, jud. Cluj", "Cluj"),
    ("loc_admin_prefixed", "Address: Umudugudu Rugando, Akarere Kicukiro", "Kicukiro"),
    ("loc_admin_prefixed", "Vill. Rampur, P.O. Kharar, Dist. Mohali", "Kharar"),
    ("loc_admin_prefixed", "Calle Juárez 18, Col. Tlacoquemécatl, Benito Juárez", "Tlacoquemécatl"),
    ("loc_taman", "Address: 7 Jalan Kenanga 2, Taman Sri Muda, Shah Alam", "Taman Sri Muda"),
    ("loc_admin_numbered", "Address: 12 đường Lê Lợi, Quận 1, TP. Hồ Chí Minh", "Quận 1"),
    ("loc_admin_numbered", "Str. Fabricii nr. 4, Sector 6, București", "Sector 6"),
    ("loc_admin_suffixed", "Address: Kolfe Keranio sub-city, Woreda 08", "Kolfe Keranio"),
    ("loc_admin_suffixed", "She farms in Odeda LGA with her brothers", "Odeda"),
    ("loc_admin_suffixed", "from a village in Brovary raion, Kyiv oblast", "Brovary"),
    ("loc_asia_suffix", "Address: 2-14-7 Kichijoji-honcho, Musashino-shi, Tokyo", "Musashino-shi"),
    ("loc_asia_suffix", "lives at 231 Teheran-ro, Gangnam-gu, Seoul", "231 Teheran-ro"),
    ("loc_asia_suffix", "lives at 231 Teheran-ro, Gangnam-gu, Seoul", "Gangnam-gu"),
    ("loc_pinyin_street", "Address: 1288 Huaihai Zhong Lu, Xuhui Qu, Shanghai", "1288 Huaihai Zhong Lu"),
    ("loc_pinyin_street", "Address: 1288 Huaihai Zhong Lu, Xuhui Qu, Shanghai", "Xuhui Qu"),
    # postcodes
    ("loc_postcode_spaced", "Adress: Hornsgatan 64, 118 21 Stockholm", "118 21"),
    ("loc_postcode_spaced", "Odos Tsimiski 40, Thessaloniki 546 23", "546 23"),
    ("loc_postcode_nl", "Adres: Prinsengracht 263, 1016 GV Amsterdam", "1016 GV"),
    ("loc_postcode_nl", "Adres: Prinsengracht 263, 1016 GV Amsterdam", "Amsterdam"),
    ("loc_postcode_world_city", "Address: Odos Vasileos 9, Nafplio 21100", "21100"),
    ("loc_postcode_word_world", "Calle Orizaba 101, Col. Roma Norte, C.P. 06700, CDMX", "06700"),
    ("loc_postcode_word_world", "Rua Augusta 1200, São Paulo, CEP 01304-001", "01304-001"),
    ("loc_postcode_word_world", "12 MG Road, Bengaluru, PIN 560001", "560001"),
    # towns, countries and informal places
    ("loc_city_after_comma_world", "Referral from Bệnh viện Thanh Nhàn, Hà Nội\nName:", "Hà Nội"),
    ("loc_iso3_passport", "Passport no. P4471202 (PHL), expires 2030", "PHL"),
    ("loc_iso3_passport", "Nationality: ERI\nArrived via", "ERI"),
    ("loc_on_island_world", "Her brother runs a taverna on Naxos, visits twice a year", "Naxos"),
    ("loc_camp_named", "was stationed at Camp Arifjan for a year", "Camp Arifjan"),
    ("loc_ex_place", "DIDO worker ex Kalgoorlie, 2/1 roster", "Kalgoorlie"),
    ("loc_lives_with_comma", "Mother lives with them, Kirkintilloch. Plan follow-up", "Kirkintilloch"),
])
def test_finds(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


@pytest.mark.parametrize("text", [
    "pt says 'moo' when she sees the cow picture; Moo 4 times today",
    "RT 3 came to adjust the BiPAP; RT 2 covering nights",
    "Metoprolol Str. 25 mg tablets, 1 daily",
    "Av. Glucose 112 over the last week; Av. HR 72",
    "seen with Harold Jr. 55 year old son, and Martin Luther King Jr. 12 hours later",
    "No. 5 on the list: wound check; ap. 14 days of antibiotics",
    "complete heart block, 2:1 block, Block 3 of the protocol; nerve block at L4, 2 blocks",
    "Col. Mustard reviewed; see Col. 4 of the spreadsheet, Col. Harris, retired",
    "the sector 3 of the chart; Sector 5 in the ED is full",
    "Dr Lu reviewed; seen by Amy Lu at 12; 12 Lu tablets",
    "WBC 11200, platelets 45600; glucose 5.5 mmol; dose 2500 units; Lasix 40 mg",
    "Hb 105 63 yo, creatinine 140 55",
    "Camp counselor at summer camp; Camp Hope fundraiser; went to Camp this week",
    "started on Lasix, on Keppra. Still on Tylenol and on Victoria's regimen",
    "lives with them, Monday to Friday.",
    "FIFO ex Smoker; ex Navy; ex Wife",
    "Passport: AND MORE BELOW; Nationality: see notes (CAN provide later)",
    "AND PER THE PLAN, CAN RETURN",
    "Follows up on Kalymnos protocol",
    "phường is a ward; the quận was not given",
    "seen by Kim Min-gu today with Dr Park Ji-dong",
    "for 6 Mo. 2 weeks; Mu 3 receptor",
    "reviewed by Ali Mah. yesterday",
    "Vitamin D 1000 IU Daily; 2000 MG Daily",
    "ate 2 Pho Bowls at lunch",
    "Discussed with family, house no. 2 of the 4 listed; seen 3 times, house number 4 unclear",
    "seen at clinic, Jakarta Pusat office",
    "walks in the Taman Park on Sundays; taman means garden",
])
def test_negatives(text):
    assert matches_by_rule(PATTERNS, text) == set()


def test_pack_registered(rules):
    got = found(rules, "Address: Str. Lalelei nr. 3, bl. B1, ap. 9, Arad. Passport C1234567 (ROU)")
    assert ("Str. Lalelei nr. 3, bl. B1, ap. 9", "LOCATION") in got
    assert ("ROU", "LOCATION") in got
