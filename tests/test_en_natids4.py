"""National identity and health numbers of more countries in English notes (packs/en_natids.py;
issue #22, session 14): check digits against published examples, each shape in a sentence of its
own, and look-alikes (dates, phone numbers, codes that fail the check) left alone."""

from __future__ import annotations

import pytest

from multideid.base_systems.packs import en_natids
from multideid.base_systems.packs.en_natids import cn_id_ok, hetu_ok, hkid_ok, rut_ok
from rules_helpers import matches_by_rule

PATTERNS = en_natids.PATTERNS


@pytest.mark.parametrize("fn,good,bad", [
    (hkid_ok, "A123456(3)", "A123456(4)"),  # the Immigration Department's example
    (rut_ok, "12.345.678-5", "12.345.678-4"),
    (cn_id_ok, "11010519491231002X", "110105194912310021"),  # the GB 11643 example
    (cn_id_ok, "11010519491231002X", "11010519491331002X"),  # month 13
    (hetu_ok, "131052-308T", "131052-308U"),  # the Finnish DVV example
])
def test_check_digits(fn, good, bad):
    assert fn(good)
    assert not fn(bad)


@pytest.mark.parametrize("rule,text,value", [
    ("id_nat_hkid", "HKID A123456(3) sighted by the nurse", "A123456(3)"),
    ("id_nat_rrn", "Korean resident no. on the insurance form: 850615-1234567", "850615-1234567"),
    ("id_nat_mykad", "IC 850615-14-5523, Muslim, lives in Klang", "850615-14-5523"),
    ("id_nat_emirates", "Emirates ID 784-1985-1234567-3 scanned at registration", "784-1985-1234567-3"),
    ("id_nat_nordic", "Swedish personal number 811228-9874 on the referral", "811228-9874"),
    ("id_nat_nordic", "Finnish HETU 131052-308T", "131052-308T"),
    ("id_nat_nordic_cued", "Danish CPR: 150385-1123, GP in Aarhus", "150385-1123"),
    ("id_nat_rut", "RUT 12.345.678-5 (Chile), travelling alone", "12.345.678-5"),
    ("id_nat_cn", "resident ID 11010519491231002X copied", "11010519491231002X"),
    ("id_nat_curp", "CURP GODE561231HDFRRN09 on the Seguro Popular card", "GODE561231HDFRRN09"),
    ("id_nat_codice_fiscale", "codice fiscale RSSMRA85T10A562S for the tessera", "RSSMRA85T10A562S"),
    ("id_nat_pan", "PAN ABCPK5512F given for the cashless claim", "ABCPK5512F"),
    ("id_nat_lk_nic", "mother's NIC 855123456V", "855123456V"),
    ("id_nat_ecowas", "Ghana Card GHA-555012345-6 verified", "GHA-555012345-6"),
    ("id_nat_zw", "National ID 63-555123 A 42, Harare", "63-555123 A 42"),
    ("id_nat_cue_world", "DNI 12.345.678 (Argentina)", "12.345.678"),
    ("id_nat_cue_world", "cédula 1.020.555.123 per the family", "1.020.555.123"),
    ("id_nat_cue_world", "Iqama No. 2555012345, sponsor's company", "2555012345"),
    ("id_nat_cue_world", "TC Kimlik No: 55501234567", "55501234567"),
    ("id_nat_cue_world", "IRD number 555-012-345 for ACC", "555-012-345"),
    ("id_nat_cue_world", "KRA PIN A005550123Z on the invoice", "A005550123Z"),
])
def test_national_rules_find(rule, text, value):
    assert value in {v for name, v in matches_by_rule(PATTERNS, text) if name == rule}


@pytest.mark.parametrize("text", [
    "the code A123456(4) does not pass the HKID check",
    "seen 2024-11-12 and 12.11.2024; tel 850615-1234",
    "12.345.678-4 fails the RUT check; 110105194912310021 fails too",
    "phone 0412-555-0182; BP 120/80; 12-345678 9",
    "Sample ID ABCDE1234F-X, code ABCXK55",
    "DNI pending; cédula not brought; TC Kimlik no 12",
    "batch 811228-9875 and 150385-1124 reagents",
    "my employer Nicholson Bank at 637.995.0771; Ricardo's cedulas; the rutted road 12345",
])
def test_national_rules_ignore_look_alikes(text):
    assert not matches_by_rule(PATTERNS, text)
