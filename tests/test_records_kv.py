"""Compositional keys of key=value dumps, JSON pairs and YAML exports (base_systems/packs/records_kv.py),
on invented records: what each key reads, and the prose, lab and config lines that must stay silent."""

from __future__ import annotations

import time

import pytest

from multideid.base_systems.packs import load_pack, records, records_kv
from multideid.base_systems.packs.records_kv import json_key_spans, key_label, key_words, kv_key_spans, yaml_spans


def _found(reader, text: str) -> set[tuple[str, str]]:
    return {(text[s:e], lab) for s, e, lab in reader(text)}


def _all(text: str) -> set[tuple[str, str]]:
    return {(text[s:e], p.label) for p in records_kv.PATTERNS for s, e, _ in p.find(text)}


def test_key_words_split_separators_and_camel_case():
    assert key_words("ptFirstName") == ["pt", "first", "name"]
    assert key_words("PT-LAST") == ["pt", "last"]
    assert key_words("nok.phone") == ["nok", "phone"]
    assert key_words("PTName") == ["pt", "name"]
    assert key_words("emergency_contact_phone") == ["emergency", "contact", "phone"]


@pytest.mark.parametrize("key,label", [
    ("pt_last", "PATIENT"), ("patientGivenName", "PATIENT"), ("mother_fname", "PATIENT"), ("guarantor-lname", "PATIENT"),
    ("ordering_name", "DOCTOR"), ("attendingLast", "DOCTOR"), ("referring.first", "DOCTOR"), ("ordering", "DOCTOR"),
    ("pt", "PATIENT"), ("pt_dob", "DATE"), ("pt_age", "AGE"), ("nok_phone", "PHONE"), ("ordering_npi", "ID"),
    ("req_id", "ID"), ("specimenNo", "ID"), ("claim_num", "ID"), ("pt_zip", "LOCATION"), ("pt_state", "STATE"),
    ("subscriber_email", "EMAIL"), ("printer", "DEVICE"), ("workstation_name", "DEVICE"), ("host", "HOST"),
])
def test_key_label_reads_subject_and_attribute(key, label):
    assert key_label(key) == label


@pytest.mark.parametrize("key", [
    "pt_sex", "pt_gender", "pt_status", "pt_class", "draw_site", "session_id", "trace_id", "build_id", "K", "pH", "ts",
    "level", "state", "name", "first", "contact", "req", "order_status", "printer_tray", "visit", "pt_line",
])
def test_key_label_refuses_unknown_or_coded_keys(key):
    assert key_label(key) is None


def test_lab_requisition_dump_one_pair_per_line():
    text = ("=== REQ EXPORT ===\nreq_id=RQ-204-88130\npt_last=OKAFOR\npt_first=ADAEZE\npt_dob=19300412\npt_age=96\n"
            "pt_sex=F\nordering=LINDQVIST, MARTA\nordering_npi=1204558813\ncollected=2026-03-02 07:15\ntests=BMP,MG\n"
            "printer=NW4-LBL-07\n=== END ===")
    got = _found(kv_key_spans, text)
    assert got == {("RQ-204-88130", "ID"), ("OKAFOR", "PATIENT"), ("ADAEZE", "PATIENT"), ("19300412", "DATE"),
                   ("96", "AGE"), ("LINDQVIST, MARTA", "DOCTOR"), ("1204558813", "ID"), ("NW4-LBL-07", "ID")}


def test_audit_log_bare_patient_key_with_an_id():
    text = ("2026-02-01 08:00:01 user=tkoh ip=10.9.8.7 action=VIEW pt=71-204-3390 img=img_0007.jpg\n"
            "2026-02-01 08:02:41 user=tkoh ip=10.9.8.7 action=EXPORT pt=71-204-3390\n")
    assert _found(kv_key_spans, text) == {("71-204-3390", "ID")}
    assert len(kv_key_spans(text)) == 2


def test_inline_names_need_a_whole_value():
    assert _found(kv_key_spans, "evt=ADT ptLastName=Haroldsen ptFirstName=Ingrid mode=A") == {
        ("Haroldsen", "PATIENT"), ("Ingrid", "PATIENT")}
    assert _found(kv_key_spans, 'evt=ADT mother_name="Haroldsen, Ingrid" mode=A') == {("Haroldsen, Ingrid", "PATIENT")}
    assert kv_key_spans("note: ordering_name=John Smith called back later") == ()  # cut at a space
    assert _found(kv_key_spans, "pt_age=97 pt_age=67 pt_age=140") == {("97", "AGE")}  # ages over 89 only


def test_vocabulary_keys_are_left_to_records_json():
    # records_json reads "mrn" and "user" itself; the whole-line value of a vocabulary key is read here
    assert kv_key_spans("mrn=A5550192 user=jdoe pt_name=\"Lund, Ivo\"") == ()
    text = "mother.phone=(406) 555-0181\npatient_name=BRANDT, ELSIE\n"
    assert _found(kv_key_spans, text) == {("(406) 555-0181", "PHONE"), ("BRANDT, ELSIE", "PATIENT")}


def test_ini_section_gives_the_role():
    text = "[patient]\nname = Ngaio Tuhiwai\nstate = NSW\n[provider]\nname = Dr Ana Lupe\n[app]\nname = Kiosk Seven\n"
    assert _found(kv_key_spans, text) == {("Ngaio Tuhiwai", "PATIENT"), ("Ana Lupe", "DOCTOR")}


def test_device_and_host_names():
    text = "ws=WS-ICU-14\nhost=app-lab-02.int.example-health.org\nhost=db01\nprinter=default\nterminal=T\n"
    assert _found(kv_key_spans, text) == {("WS-ICU-14", "ID"), ("app-lab-02.int.example-health.org", "URL")}


def test_json_compositional_keys():
    text = '{"ts":"2026-01-05T10:00:00Z","ptLastName":"Young","ptAge":97,"prescriber_npi":"1204558813","pt":"40-204-1187",' \
           '"dose":5.0,"patient_status":"Active","ordering":"per protocol","mrn":"A5550192"}'
    assert _found(json_key_spans, text) == {("Young", "PATIENT"), ("97", "AGE"), ("1204558813", "ID"), ("40-204-1187", "ID")}


YAML = """# intake export (yaml)
patient:
  name: Rosalind Mae Kettleby
  preferred_name: Rosie
  dob: 1931-07-14
  age: 95
  mrn: "KB204-8812"
  sex: F
  address:
    street: 88 Larkspur Lane
    city: Missoula
    state: MT
    zip: "59801"
    country: USA
  contacts:
    - name: Kettleby, Owen
      relation: son
      phone: "406-555-0144"
  medications:
    - name: Metformin
      dose: 500 mg
  pcp: Dr. Imogen Tallis
  facility: Missoula Community Clinic
  created_by: rkettle2
  created: 2026-03-02T09:14:00-07:00
"""


def test_yaml_intake_export():
    got = _found(yaml_spans, YAML)
    assert got == {
        ("Rosalind Mae Kettleby", "PATIENT"), ("Rosie", "PATIENT"), ("1931-07-14", "DATE"), ("95", "AGE"),
        ("KB204-8812", "ID"), ("88 Larkspur Lane", "LOCATION"), ("Missoula", "LOCATION"), ("MT", "LOCATION"),
        ("59801", "LOCATION"), ("USA", "LOCATION"), ("Kettleby, Owen", "PATIENT"), ("406-555-0144", "PHONE"),
        ("Imogen Tallis", "DOCTOR"), ("Missoula Community Clinic", "HOSPITAL"), ("rkettle2", "USERNAME"),
    }
    assert ("Metformin", "PATIENT") not in got


def test_yaml_lists_of_scalars_and_document_marker():
    text = "---\nsubscriber:\n  name:\n    given:\n      - Tomasz\n      - Jan\n    family: Wiśniewski\n  member_id: XQ5550219\n"
    assert _found(yaml_spans, text) == {("Tomasz", "PATIENT"), ("Jan", "PATIENT"), ("Wiśniewski", "PATIENT"),
                                        ("XQ5550219", "ID")}


NEGATIVES = [
    "Labs: K=4.1 Na=138 pH=7.31 pCO2=48 HCO3=22 Cr=1.9 WBC=11.2 INR=2.4 BMI=31.2 EF=35% GCS=15 (E4V5M6)",
    "ts=2026-11-23T02:14:07Z level=WARN svc=rx-refill retries=3 timeout=30 mode=batch pt_sex=F pt_status=Active",
    "Plan: rest\nStatus: stable\nFollow-up: 2 weeks\nDiet: regular\nActivity: as tolerated\nContact: Mum\n",
    "nurse: ok, noted\nprovider: Sydney, please go to the ED if it gets worse\nmember: can i take cipro with food?\n",
    "server:\n  port: 8080\n  host: localhost\n  workers: 4\nlogging:\n  level: INFO\n  file: /var/log/app.log\n",
    "database:\n  host: db01\n  user: admin\n  port: 5432\n  name: clinic_prod\nsmtp:\n  host: localhost\n  user: postgres\n",
    "app:\n  name: WoundSnap\n  version: 2.4.1\n  build_id: 20261121\nfeatures:\n  offline: true\n  state: ON\n",
    "Assessment:\n  dx: CHF\n  severity: moderate\nPlan:\n  diuresis: yes\n  contact: Mum\n  state: OR\n",
    "pt = stable, tolerating diet. ordering = per protocol. name=John Smith went home. (pt=tired)",
    "TERM=xterm-256color HOME=/home/app LANG=en_US.UTF-8 host=db01 printer=LBL session_id=8f3a22c1d9",
    '{"level":"INFO","svc":"notify","patient_count":12,"provider_type":"MD","dose_mg":500,"pt_id":7}',
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_negatives_get_nothing(text):
    assert _all(text) == set(), text


def test_registered_beside_records_json():
    names = {p.name for p in records.NEUTRAL_PATTERNS}
    assert {"kvkey_patient", "jsonkey_id", "yaml_location"} <= names
    assert "kvkey_age" in {p.name for p in load_pack("en")}


def test_linear_time_on_hostile_input():
    hostile = ["a" * 5000 + "=" + "b" * 5000, ("  k:\n" * 3000) + "x", "pt_" * 3000 + "=1", "- " * 5000 + "\n" + "x: y\n" * 2000,
               '{"' + "a" * 5000 + '": "' + "b" * 5000]
    for text in hostile:
        t0 = time.perf_counter()
        _all(text + "\n")
        assert time.perf_counter() - t0 < 2.0
