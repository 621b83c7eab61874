"""English pack, session 25 (base_systems/packs/en_fields12.py, en_fields12_segments.py): PHI in segment and
positional machine formats (ASTM E1394, UN/EDIFACT, caret names, LDIF and distinguished names, form-field
dumps, state codes after a road).  Invented short records; the negatives are the codes, units and labels of
the same formats."""

from __future__ import annotations

import pytest
from rules_helpers import assert_rule_finds

from multideid.base_systems.packs.en_fields12 import PATTERNS, form_dump_spans, ldif_spans
from multideid.base_systems.packs.en_fields12_segments import astm_spans, caret_name_spans, edifact_spans, name_parts_ok


def _got(reader, text: str) -> set[tuple[str, str]]:
    return {(text[s:e], lab) for s, e, lab in reader(text)}


ASTM = (
    "1H|\\^&|||AU480^2.1^SN77120|||||LIS||P|E1394-97|20250314091500\n"
    "2P|1||PT447120|H-8812|ABERNATHY-OKAFOR^Delphine^M|QUARSHIE|19520811|F|||88 Larkspur Ln^^Wichita^KS^67203||"
    "1558820^VANTERPOOL^Osric\n"
    "3O|1|S25-00417||^^^GLU^K|R|20250314080200|||||N||||MCCRAE^Isolde\n"
    "4R|1|^^^GLU|5.4|mmol/L|3.9-5.8|N||F||tgallacher||20250314091200|AU480-01\n"
    "5C|1|I|haemolysed, recollected|G\n"
    "6L|1|N\n"
)


def test_astm_records():
    got = _got(astm_spans, ASTM)
    for want in [("ABERNATHY-OKAFOR^Delphine^M", "PATIENT"), ("QUARSHIE", "PATIENT"), ("19520811", "DATE"),
                 ("PT447120", "ID"), ("H-8812", "ID"), ("88 Larkspur Ln", "LOCATION"), ("Wichita", "LOCATION"),
                 ("KS", "LOCATION"), ("67203", "LOCATION"), ("1558820", "ID"), ("VANTERPOOL^Osric", "DOCTOR"),
                 ("S25-00417", "ID"), ("20250314080200", "DATE"), ("MCCRAE^Isolde", "DOCTOR"),
                 ("tgallacher", "USERNAME"), ("20250314091200", "DATE"), ("AU480-01", "ID"), ("20250314091500", "DATE")]:
        assert want in got, want
    texts = {t for t, _ in got}
    assert not texts & {"GLU", "K", "mmol/L", "F", "N", "haemolysed, recollected", "LIS", "E1394-97"}


def test_astm_needs_a_record_structure():
    assert astm_spans("P|1 means page one\nRoute: H|x") == ()
    assert astm_spans("Plan: P|see notes|DOE^JOHN") == ()


EDI = (
    "UNA:+.? '\n"
    "UNB+UNOC:3+5790001234561:14+5790009876543:14+250314:1015+ICR20417'\n"
    "UNH+1+MEDRPT:D:96A:UN'\n"
    "BGM+LRP+88120457+9'\n"
    "DTM+137:20250314:102'\n"
    "RFF+ACD:LR-2025-5521'\n"
    "NAD+SND+551207::ZZZ+Klinisk Biokemi Nord, Aalborg+Hobrovej 18+Aalborg++9000'\n"
    "COM+98765432:TE'\n"
    "COM+98765433:FX'\n"
    "COM+lab.nord?'s@example.dk:EM'\n"
    "NAD+PAT+1203558812::ZZZ++Gram-Sørensen:Vibeke Ane'\n"
    "NAD+SGN+77120::ZZZ+Lindqvist:Halvard'\n"
    "UNT+10+1'\n"
    "UNZ+1+ICR20417'\n"
)


def test_edifact_interchange():
    got = _got(edifact_spans, EDI)
    for want in [("5790001234561", "ID"), ("5790009876543", "ID"), ("250314", "DATE"), ("ICR20417", "ID"),
                 ("88120457", "ID"), ("20250314", "DATE"), ("LR-2025-5521", "ID"), ("551207", "ID"),
                 ("Klinisk Biokemi Nord", "HOSPITAL"), ("Aalborg", "LOCATION"), ("Hobrovej 18", "LOCATION"),
                 ("9000", "LOCATION"), ("98765432", "PHONE"), ("98765433", "FAX"), ("1203558812", "ID"),
                 ("Gram-Sørensen:Vibeke Ane", "PATIENT"), ("77120", "ID"), ("Lindqvist:Halvard", "DOCTOR")]:
        assert want in got, want
    texts = {t for t, _ in got}
    assert not texts & {"1015", "UNOC", "MEDRPT", "LRP", "137", "102", "TE", "SND", "PAT", "ZZZ", "1", "10"}


def test_edifact_business_party_is_an_organisation():
    text = "UNB+UNOA:2+SENDER01+RECEIVER02+240105:0800+77'\nUNH+1+ORDERS:D:96A:UN'\nNAD+BY+4012345000009::9+Nordwind Handels GmbH+Kaiserstr. 5+Kassel++34117+DE'\n"
    got = _got(edifact_spans, text)
    assert ("Nordwind Handels GmbH", "ORGANIZATION") in got and ("34117", "LOCATION") in got and ("DE", "LOCATION") in got


def test_edifact_needs_a_header():
    assert edifact_spans("NAD+PAT+123456::ZZZ+Doe:Jane'") == ()
    assert edifact_spans("Plan: K+ 4.1, Na+ 139; DTM+ noted") == ()


@pytest.mark.parametrize("text, value, label", [
    ("(0008,0090) PN [HALLORAN^BRIDGET^^DR]   # ReferringPhysicianName", "HALLORAN^BRIDGET", "DOCTOR"),
    ("(0010,0010) PN [TE RANGI^AROHA^MERE]   # PatientName", "TE RANGI^AROHA^MERE", "PATIENT"),
    ("the export showed the name in a tag (Virtanen^Aatu); re-sent", "Virtanen^Aatu", "PATIENT"),
])
def test_caret_names(text, value, label):
    assert (value, label) in _got(caret_name_spans, text)


@pytest.mark.parametrize("text", [
    "message type ORM^O01 sent", "ordered ^^^CBC^DIFF today", "specimen Blood^Venous", "PID|1||55^^^H||DOE^JOHN",
    "x^2 + y^2", "Total Protein^Albumin ratio",
])
def test_caret_codes_are_no_names(text):
    assert caret_name_spans(text) == ()


def test_name_parts():
    assert name_parts_ok("Østergaard:Mikkel") and name_parts_ok("Aoife Ní Bhraonáin")
    assert not name_parts_ok("CBC^DIFF") and not name_parts_ok("Palliative Team") and not name_parts_ok("Room 12")


LDIF = (
    "dn: cn=Siobhan Mac Giolla,ou=Renal,o=Mercy Regional Hospital,c=IE\n"
    "objectClass: inetOrgPerson\n"
    "cn: Siobhan Mac Giolla\n"
    "sn: Mac Giolla\n"
    "givenName: Siobhan\n"
    "uid: smacgiolla\n"
    "mail: s.macgiolla@mercy.example.ie\n"
    "telephoneNumber: +353 21 555 0192\n"
    "l: Cork\n"
    "postalCode: T12 X70A\n"
    "title: Renal Nurse Manager\n"
    "ou: Renal\n"
    "manager: cn=Padraig Ó Flaithearta,ou=Renal,o=Mercy Regional Hospital,c=IE\n"
)


def test_ldif_entry():
    got = _got(ldif_spans, LDIF)
    for want in [("Siobhan Mac Giolla", "DOCTOR"), ("Mac Giolla", "DOCTOR"), ("Siobhan", "DOCTOR"), ("smacgiolla", "USERNAME"),
                 ("s.macgiolla@mercy.example.ie", "EMAIL"), ("+353 21 555 0192", "PHONE"), ("Cork", "LOCATION"),
                 ("T12 X70A", "LOCATION"), ("IE", "LOCATION"), ("Mercy Regional Hospital", "HOSPITAL"),
                 ("Padraig Ó Flaithearta", "DOCTOR")]:
        assert want in got, want
    texts = {t for t, _ in got}
    assert not texts & {"Renal", "Renal Nurse Manager", "inetOrgPerson"}


def test_distinguished_names_in_logs():
    text = "2025-03-14 bind ok for CN=Okonkwo-Hale\\, Chidinma,OU=Users,OU=Cardiology,DC=stmarys,DC=local from 10.2.3.4\n" \
           "bind ok for CN=Domain Admins,CN=Users,DC=stmarys,DC=local\n" \
           "subject=/C=GB/ST=England/L=Harrogate/O=Dales Health Trust/CN=Elspeth Garroway"
    got = _got(ldif_spans, text)
    assert ("Okonkwo-Hale\\, Chidinma", "DOCTOR") in got
    assert ("Harrogate", "LOCATION") in got and ("GB", "LOCATION") in got and ("Elspeth Garroway", "DOCTOR") in got
    assert not {t for t, _ in got} & {"Domain Admins", "Users", "stmarys"}


def test_ldif_country_is_an_iso_code():
    assert ("XQ", "LOCATION") not in _got(ldif_spans, "dn: cn=Test Entry,o=Acme,c=XQ\nc: XQ\n")


PDFTK = (
    "---\nFieldType: Text\nFieldName: form1[0].Page1[0].PatientSurname[0]\nFieldFlags: 0\nFieldValue: Throckmorton\n"
    "FieldJustification: Left\n---\nFieldType: Text\nFieldName: form1[0].Page1[0].DateOfBirth[0]\nFieldValue: 14/02/1961\n"
    "---\nFieldType: Text\nFieldName: form1[0].Page1[0].Occupation[0]\nFieldValue: lighthouse keeper\n"
    "---\nFieldType: Text\nFieldName: form1[0].Page1[0].Postcode[0]\nFieldValue: LS6 2QB\n"
    "---\nFieldType: Button\nFieldName: form1[0].Page1[0].Consent[0]\nFieldValue: Yes\n"
    "---\nFieldType: Text\nFieldName: form1[0].Page1[0].Sex[0]\nFieldValue: Female\n"
    "---\nFieldType: Text\nFieldName: form1[0].Page1[0].Surname2[0]\n---\n"
)


def test_pdftk_dump():
    got = _got(form_dump_spans, PDFTK)
    assert {("Throckmorton", "PATIENT"), ("14/02/1961", "DATE"), ("lighthouse keeper", "PROFESSION"),
            ("LS6 2QB", "LOCATION")} <= got
    assert not {t for t, _ in got} & {"Yes", "Female", "Text", "Left", "0"}


def test_fdf_and_xfdf():
    fdf = "<< /T (GPName) /V (Dr Imelda Farquharson) >> << /V (Hexham) /T (Town) >> << /T (Allergies) /V (penicillin) >>"
    got = _got(form_dump_spans, fdf)
    assert ("Imelda Farquharson", "DOCTOR") in got and ("Hexham", "LOCATION") in got
    assert "penicillin" not in {t for t, _ in got}
    xfdf = '<fields><field name="Employer"><value>Tyne Ferries Ltd, North Shields</value></field></fields>'
    assert ("Tyne Ferries Ltd", "ORGANIZATION") in _got(form_dump_spans, xfdf)


@pytest.mark.parametrize("rule, text, value", [
    ("loc_state_after_road12", "stayed at a motel, Rte 30, Breezewood, PA (11/3-11/4)", "Breezewood"),
    ("loc_state_after_road12", "stayed at a motel, Rte 30, Breezewood, PA (11/3-11/4)", "PA"),
    ("loc_state_after_road12", "Home: 2281 Gravel Pit Rd, Bedford, PA\nInformant", "PA"),
    ("loc_state_after_road12", "crash on I-80, Rawlins, WY 82301 yesterday", "Rawlins"),
    ("loc_state_after_road12", "Seen by Janet Okafor, PA in clinic", None),
    ("loc_state_after_road12", "Signed: Aaron Best, MD, Boston, MA", None),
    ("loc_state_line12", "Flat 4, 12 Kaivokatu\n   TAMPERE\n    PI\n    33100\n", "PI"),
    ("loc_state_line12", "Results\n   Sodium\n    NA\n    140\n", None),
])
def test_state_codes_in_address_slots(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)


def test_astm_query_and_edifact_contact():
    q = "1H|\\^&|||HOST\n2Q|1|^SPC2203417||^^^ALL||||||||O\n3L|1|N\n"
    assert _got(astm_spans, q) == {("SPC2203417", "ID")}
    cta = "UNB+UNOC:3+A1+B2+250101:1200+77'\nCTA+IC+:Hanne Kjærgaard'\nCTA+IC+:Sales Department'\n"
    got = _got(edifact_spans, cta)
    assert ("Hanne Kjærgaard", "DOCTOR") in got and "Sales Department" not in {t for t, _ in got}


@pytest.mark.parametrize("rule, text, value", [
    ("loc_country_code_field12", "City: Galway\nCountry: IE\n", "IE"),
    ("loc_country_code_field12", "Country:  DEU  Phone: +49 30 5550", "DEU"),
    ("loc_country_code_field12", "Country code: XX\n", None),
    ("loc_country_code_field12", "country: ok to travel\n", None),
    ("loc_country_after_town12", "Address: 14 Rue Oberkampf, 75011 Paris, FR\n", "FR"),
    ("loc_country_after_town12", "Seen in Paris, FR.", None),
])
def test_country_codes_in_address_slots(rule, text, value):
    assert_rule_finds(PATTERNS, rule, text, value)
