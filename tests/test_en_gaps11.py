"""Patterns of the English pack en_gaps11 (session 23): texts written for these tests, each with
what must be found and near misses that must not."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en, en_gaps11

_BY_NAME = {p.name: p for p in en_gaps11.PATTERNS}


def _found(name: str, text: str) -> list[str]:
    return [text[s:e] for s, e, _ in _BY_NAME[name].find(text)]


CASES = [
    # (pattern, text, spans that must be found; [] = a near miss that must find nothing)
    ("dicom11_id", "(0010,0020) LO [KQT80412]   # PatientID", ["KQT80412"]),
    ("dicom11_id", "(0008,0050) SH [ACC-7781-2]   #  10, 1 AccessionNumber", ["ACC-7781-2"]),
    ("dicom11_id", "(0008, 1010) Station Name                        SH: 'MRI-NORTH-1'", ["MRI-NORTH-1"]),
    ("dicom11_id", "(0008,0060) CS [CT]   # Modality", []),
    ("dicom11_id", "(0010,0020) LO []   # PatientID", []),
    ("dicom11_id_json", '"00100020": {"vr": "LO", "Value": ["HX-22019"]}', ["HX-22019"]),
    ("dicom11_id_json", '"00080060": {"vr": "CS", "Value": ["MR"]}', []),
    ("dicom11_age", "(0010,1010) AS [094Y]   # PatientAge", ["094Y"]),
    ("dicom11_age", "(0010,1010) AS [067Y]   # PatientAge", []),
    ("dicom11_age", "(0010,1010) AS [095D]   # PatientAge", []),
    ("dicom11_age_json", '"00101010": {"vr": "AS", "Value": ["101Y"]}', ["101Y"]),
    ("user11_log_cue", "merged by k.osei-bonsu after review", ["k.osei-bonsu"]),
    ("user11_log_cue", "signed in as dr_lindqvist2 from ward PC", ["dr_lindqvist2"]),
    ("user11_log_cue", "checked by pharmacist on 3 May", []),
    ("user11_log_cue", "updated by notes.txt import", []),
    ("user11_log_cue", "edited by sync-bot", []),
    ("user11_revision_line", "r1042  2025-03-02 09:15  hlarsen  fixed typo", ["hlarsen"]),
    ("user11_revision_line", "revision 7: 02/03/2025 a.feld moved section", ["a.feld"]),
    ("user11_revision_line", "rev 12  2025-03-02  deploy-bot  nightly", []),
    ("user11_chat_handle", "t.ngata: can you cover?\nb_rewi: yes after 3\n", ["t.ngata", "b_rewi"]),
    ("user11_chat_handle", "patient:\n  first_name: x\n  last_name: y\n", []),
    ("user11_chat_handle", "p.rana: only one line here", []),
    ("age11_ordinal_birthday", "Cards for her 93rd birthday arrived", ["93rd"]),
    ("age11_ordinal_birthday", "Happy hundredth birthday, Mr B", ["hundredth"]),
    ("age11_ordinal_birthday", "celebrating his ninety-fifth birthday in June", ["ninety-fifth"]),
    ("age11_ordinal_birthday", "her 80th birthday party", []),
    ("age11_ordinal_birthday", "we send a 100th birthday card on request", []),
    ("age11_ordinal_near_birthday", "Birthday is next week - his 102nd; family coming", ["102nd"]),
    ("age11_ordinal_near_birthday", "his 92nd admission this year", []),
    ("age11_spelled_when", "Mrs Ilunga turns ninety-six on Sunday", ["ninety-six"]),
    ("age11_spelled_when", "she'll be a hundred next month", ["a hundred"]),
    ("age11_spelled_when", "ninety minutes on Sunday", []),
    ("profession11_foreign_cue", "Father works as pedreiro in Maputo", ["pedreiro"]),
    ("profession11_foreign_cue", "Mother trabaja como empleada doméstica", ["empleada doméstica"]),
    ("profession11_foreign_cue", "Occupation: couturière", ["couturière"]),
    ("profession11_foreign_cue", "works with the minerals team", []),
    ("profession11_foreign_paren", "sister Lidia (badante, lives nearby)", ["badante"]),
    ("profession11_foreign_paren", "(see below)", []),
    ("profession11_job_label", "Name: X   Job: forklift driver\n", ["forklift driver"]),
    ("profession11_job_label", "Job: done\n", []),
    ("profession11_job_label", "Shift 2   Job: night porter\n", ["night porter"]),
    ("hospital11_numbered", "seen at City Polyclinic No. 12 in March", ["City Polyclinic No. 12"]),
    ("hospital11_numbered", "Maternity Home #4", ["Maternity Home #4"]),
    ("hospital11_numbered", "Clinic visit no. 2", []),
    ("hospital11_francophone", "référé au CSB II Ambohipo le 3/5", ["CSB II Ambohipo"]),
    ("hospital11_francophone", "transfer to HGR Kintambo", ["HGR Kintambo"]),
    ("hospital11_francophone", "CHR Alice Begay visited", []),
    ("location11_zona", "lives in Zona 7, Guatemala City", ["Zona 7"]),
    ("location11_zona", "zona 7 pain", []),
    ("location11_geo_code", "login ok geo Porto, PT device laptop", ["PT"]),
    ("location11_geo_code", "country=KE", ["KE"]),
    ("location11_geo_code", "geo XZ", []),
    ("location11_country_form", "returned from DR Congo last week", ["DR Congo"]),
    ("location11_country_form", "born in Viet Nam", ["Viet Nam"]),
    ("location11_country_form", "DR Conway reviewed", []),
    ("location11_lesotho_ha", "Village: Ha Tsolo, Maseru district", ["Ha Tsolo"]),
    ("location11_lesotho_ha", "Ha ha, he said", []),
    ("location11_post_town_code", "Rue du Lac 4, 1260 Nyon (VD)", ["VD"]),
    ("location11_post_town_code", "Via Roma 3, 20121 Milano (MI)", ["MI"]),
    ("location11_post_town_code", "ratio 1260 units (VD)", []),
    ("location11_house_name", "Address: Rowan Cottage, Mill Lane, Hawes", ["Rowan Cottage"]),
    ("location11_house_name", "Home: The Old Barn, Nether Street", ["The Old Barn"]),
    ("location11_house_name", "Home: own house, lives alone", []),
    ("location11_admin_division", "Address: sangkat Boeung Keng Kang, Phnom Penh", ["Boeung Keng Kang"]),
    ("location11_admin_division", "from barangay San Roque", ["San Roque"]),
    ("location11_admin_division", "the commune nurse visits", []),
    ("location11_carrefour", "près du carrefour Lafiabougou", ["carrefour Lafiabougou"]),
    ("location11_carrefour", "shopping at Carrefour Market", []),
    ("location11_gps_dms", "GPS 40 deg 25' 1.20\" N, 3 deg 42' 7.55\" W", ["40 deg 25' 1.20\" N, 3 deg 42' 7.55\" W"]),
    ("location11_gps_dms", "flexion to 40 deg at knee", []),
    ("id11_ie_plate", "car reg 191-KK-4471 parked", ["191-KK-4471"]),
    ("id11_ie_plate", "Reg: 08-D-1234 (silver Corolla)", ["08-D-1234"]),
    ("id11_ie_plate", "score 12-X-80", []),
    ("id11_mm_nrc", "NRC 9/MaHaMa(N)123456 issued", ["9/MaHaMa(N)123456"]),
    ("id11_mm_nrc", "ratio 9/10 (N) 123", []),
    ("org11_known", "water point by UNICEF and Oxfam", ["UNICEF", "Oxfam"]),
    ("org11_known", "rotary cuff tear", []),
    ("org11_known", "letter to AQA about her exams", ["AQA"]),
    ("org11_insurer_cue", "Insurer: Mapfre claim 7781", ["Mapfre"]),
    ("org11_insurer_cue", "insurer informed by phone", []),
    ("id11_cert_bib", "certificate no. YF-2025-0441 stamped", ["YF-2025-0441"]),
    ("id11_cert_bib", "runner bib 4471 collapsed", ["4471"]),
    ("id11_cert_bib", "bib crackles", []),
    ("date11_french_first", "rendez-vous le 1er mars 2027", ["1er mars 2027"]),
    ("date11_french_first", "el 1º de junio", ["1º de junio"]),
    ("date11_french_first", "1er passage", []),
    ("date11_spaced_dots", "operace 4. 3. 2025, kontrola", ["4. 3. 2025"]),
    ("date11_spaced_dots", "score 4. 13. 2025", []),
]


@pytest.mark.parametrize("name,text,want", CASES)
def test_pattern(name: str, text: str, want: list[str]) -> None:
    assert _found(name, text) == want


def test_every_pattern_is_tested() -> None:
    assert {c[0] for c in CASES} == set(_BY_NAME)


def test_registered_in_english_pack() -> None:
    names = {p.name for p in en.PATTERNS}
    assert set(_BY_NAME) <= names


def test_lists_have_no_care_roles_or_blanks() -> None:
    jobs = en_gaps11.foreign_professions()
    assert "pedreiro" in jobs and "couturière" in jobs
    assert not {"médico", "enfermera", "infirmière", "enfermeiro"} & set(jobs)
    assert "" not in jobs and "UNRWA" in en_gaps11.known_orgs() and "WHO" not in en_gaps11.known_orgs()
