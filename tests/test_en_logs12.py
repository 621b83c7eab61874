"""English pack, session 25 (base_systems/packs/en_logs12.py, en_logs12_qp.py): PHI in log lines, command
output, file names and quoted-printable mail.  Invented short texts of each format; the negatives are the
same formats holding no PHI (document words in file names, clinical acronyms, drug rows, code columns)."""

from __future__ import annotations

import pytest
from rules_helpers import assert_rule_finds, found, matches_by_rule

from multideid.base_systems.packs import en
from multideid.base_systems.packs.en_logs12 import PATTERNS, file_spans
from multideid.base_systems.packs.en_logs12_qp import decode_qp
from multideid.base_systems.rules import RulesBase


@pytest.fixture(scope="module")
def rules():
    return RulesBase(locale="en")


@pytest.mark.parametrize("rule, text, value", [
    # file names: ls -l, print logs, scanner folders, attachments
    ("file_patient12", "-rw-r----- 1 scanner medrec 412883 Nov 24 08:02 ABERNETHY_Philippa_19410312_consent.pdf",
     "ABERNETHY"),
    ("file_patient12", "-rw-r----- 1 scanner medrec 412883 Nov 24 08:02 ABERNETHY_Philippa_19410312_consent.pdf",
     "Philippa"),
    ("file_date12", "-rw-r----- 1 scanner medrec 412883 Nov 24 08:02 ABERNETHY_Philippa_19410312_consent.pdf",
     "19410312"),
    ("file_patient12", "attached: Discharge_Featherstonhaugh_Ottoline_RX5523310.pdf", "Featherstonhaugh"),
    ("file_id12", "attached: Discharge_Featherstonhaugh_Ottoline_RX5523310.pdf", "RX5523310"),
    ("file_patient12", "printed TTO_label_QUARTERMAINE.pdf on ward printer", "QUARTERMAINE"),
    ("file_patient12", "scans/MRN555-7810_Okonjo-Iweala_Chiamaka_referral.tif", "Okonjo-Iweala"),
    ("file_doctor12", "letter_to_DrPemberton_re_Marguerite.docx", "Pemberton"),
    ("file_patient12", "letter_to_DrPemberton_re_Marguerite.docx", "Marguerite"),
    ("file_patient12", "CT_Head_Report_final.pdf", None),
    ("file_patient12", "Waterlow_Braden_chart.pdf", None),
    ("file_patient12", "DNACPR_form_signed.pdf", None),
    ("file_patient12", "Paeds_Histo_Cyto_v2.pdf", None),
    ("file_patient12", "patient_leaflet_apixaban.pdf", None),
    ("file_date12", "img_0412.jpg uploaded", None),
    # hosts, devices, print logs, syslog, access logs
    ("log_id12", "print-srv02 job log (CUPS page_log)", "print-srv02"),
    ("log_id12", "(run by svc_backup on ehr-app03)", "ehr-app03"),
    ("log_id12", "Display controller WR-QD-04 at 192.168.1.4", "WR-QD-04"),
    ("log_id12", "label jammed on printer PRN-4E-01 again", "PRN-4E-01"),
    ("log_id12", "filtered to queue ICU3-LJ", "ICU3-LJ"),
    ("log_id12", "Nov 24 08:02:11 pas-db02 sshd[812]: session opened", "pas-db02"),
    ("log_id12", "GET /patients/5558123/summary HTTP/1.1", "5558123"),
    ("log_username12", "ICU3-LJ mkowalczyk 5501 [24/Nov/2026:07:41:22 +0000] total 2 - 10.1.2.3 a.pdf A4", "mkowalczyk"),
    ("log_id12", "ICU3-LJ mkowalczyk 5501 [24/Nov/2026:07:41:22 +0000] total 2 - 10.1.2.3 a.pdf A4", "ICU3-LJ"),
    ("log_date12", "ICU3-LJ mkowalczyk 5501 [24/Nov/2026:07:41:22 +0000] total 2", "24/Nov/2026"),
    ("log_username12", '10.2.3.4 - rthibodeau [24/Nov/2026:22:14:03 -0500] "GET / HTTP/1.1" 200 5', "rthibodeau"),
    ("log_username12", "-rw-r----- 1 ekwarteng medrec 55012 Nov 25 16:40 notes.txt", "ekwarteng"),
    ("log_username12", "-rw-r----- 1 scanner medrec 55012 Nov 25 16:40 notes.txt", None),
    ("log_date12", "$ ls -l /mnt/scans/incoming/2026-11", "2026-11"),
    ("log_id12", "positive for HLA-B27 on panel HLA-B27", None),
    ("log_id12", "started on covid-19 pathway, IL-6 raised", None),
    ("log_id12", "repeat CT-scan2 next week", None),
    # holder columns
    ("log_doctor12", "19:58:14  NORTH-DOOR-IN 0077-1234 THORVALDSEN, Astrid        GRANTED", "THORVALDSEN, Astrid"),
    ("log_patient12", "08:02 A-014 ACHTERBERG, M. -> Room 3", "ACHTERBERG, M."),
    ("log_patient12", "08:00 VANCOMYCIN, IV        given", None),
    ("log_patient12", "08:00 PARACETAMOL, Oral  1 g", None),
    # psql, SQL, Python reprs, URL queries
    ("query_id12", "db=> SELECT * FROM referrals WHERE ref_id = 7712;", "7712"),
    ("query_patient12", "db=> UPDATE pt SET surname = 'Oyelaran-Blake' WHERE pt_id = 7712;", "Oyelaran-Blake"),
    ("query_patient12", "-[ RECORD 1 ]----+------\nref_id           | 7712\npatient_surname  | Oyelaran-Blake\n",
     "Oyelaran-Blake"),
    ("query_id12", "-[ RECORD 1 ]----+------\nref_id           | 7712\npatient_surname  | Oyelaran-Blake\n", "7712"),
    ("query_id12", "-[ RECORD 1 ]----+------\nstatus_id        | 7712\nward             | 7\n", None),
    ("query_patient12", "  row = {'first': 'Sione', 'last': 'Ta'ufa-Havili', 'dob': '1990-01-01'}", "Ta'ufa-Havili"),
    ("query_patient12", "  row = {'first': 'Sione', 'last': 'Ta'ufa-Havili', 'dob': '1990-01-01'}", "Sione"),
    ("query_patient12", "  opts = {'first': 'True', 'last': 'page'}", None),
    ("query_patient12", "GET /chart/search?last=Vaillancourt&first=Odile&dob=1929-02-11 HTTP/1.1", "Vaillancourt"),
    ("query_id12", "SELECT * FROM jobs WHERE job_id = 5507", None),
    ("query_patient12", "SQL> select * from pt where last_nm = 'OKAFOR' and first_nm = 'CHIDI';", "OKAFOR"),
    ("query_patient12", "SELECT * FROM cfg WHERE name = 'timeout' AND last = 'Smith'", None),
    ("query_patient12", " ref_id | surname | given\n--------+---------+------\n   5507 | Okafor  | Chidi\n(1 row)\n", "Okafor"),
    ("query_id12", " ref_id | surname | given\n--------+---------+------\n   5507 | Okafor  | Chidi\n(1 row)\n", "5507"),
    ("query_id12", " job | status\n-----+-------\n 5507 | done\n", None),
    ("log_username12", "Nov 24 08:02:11 ehr-app02 sshd[812]: Accepted password for jkowalski from 10.2.3.4", "jkowalski"),
    ("log_username12", "Nov 24 08:03:00 ehr-app02 sudo: mtaufa : TTY=pts/0 ; USER=root", "mtaufa"),
    ("log_username12", "session opened for user root(uid=0) by (uid=0)", None),
    ("log_username12", "I will ask for user feedback later", None),
    ("log_username12", r"saved to C:\Users\okowalczyk\Documents\referral.docx", "okowalczyk"),
    ("log_username12", "cp /home/tnakamura/scans/a.pdf /srv/out/", "tnakamura"),
    ("log_username12", r"C:\Users\Public\Desktop\form.pdf", None),
    # quoted-printable mail
    ("qp_decoded_date", "Content-Transfer-Encoding: quoted-printable\n\nShe turned 91 in Febr=\nuary and is well.", "Febr=\nuary"),
])
def test_rules(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


def test_encoded_word_display_name(rules):
    text = "From: =?UTF-8?Q?Genevi=C3=A8ve_Tremblay?= <gt@mail.example.ca>\nTo: intake@example.ca\n\nHello."
    got = found(rules, text)
    assert any(v == "Genevi=C3=A8ve_Tremblay" and lab in ("PATIENT", "DOCTOR") for v, lab in got)


def test_decoder_maps_offsets():
    text = "Content-Transfer-Encoding: quoted-printable\n\nmy mother H=C3=A9l=C3=A8ne lives at al=\nl hours"
    plain, starts, ends = decode_qp(text)
    assert "my mother Hélène lives at all hours" in plain
    i = plain.index("Hélène")
    assert text[starts[i]:ends[i + 5]] == "H=C3=A9l=C3=A8ne"


def test_no_decoding_without_quoted_printable():
    assert decode_qp("Total = 5\n=====\nA = B") is None
    assert not matches_by_rule(PATTERNS, "==========\nShift note: stable.\n==========\n")


def test_file_names_need_a_name():
    assert file_spans("discharge_summary_v3.docx portal_audit_export.csv IMG_4411.JPG") == ()


def test_registered_in_the_english_pack():
    names = {p.name for p in en.PATTERNS}
    assert {p.name for p in PATTERNS} <= names


def test_long_tokens_stay_linear():
    """No nested repetition: long underscore, dot and hyphen runs are read in linear time."""
    import time

    from multideid.base_systems.packs.en_logs12 import log_spans, query_spans

    t0 = time.perf_counter()
    for text in ("a_" * 4000 + " x", "a." * 4000 + " x", "srv1-" * 3000, "host " + "a-" * 5000,
                 "Content-Transfer-Encoding: quoted-printable\n" + "=C3=A9" * 5000 + "=\n" * 1000):
        file_spans(text), log_spans(text), query_spans(text), decode_qp(text)
    assert time.perf_counter() - t0 < 10
