"""Spans in a page's layout (multideid.nonphi.layout, docs/nonphi.md): table header rows,
document-type titles, room numbers, program identifiers, log fields, standard designations and
pieces of clock times are dropped whatever base found them; names next to them are kept; the step
runs only under ``[run] nonphi_layout``."""

from __future__ import annotations

import pytest

from multideid import nonphi
from multideid.document import Document
from multideid.nonphi.layout import header_rows, layout_spans, title_segments
from nonphi_helpers import HANDWRITTEN_SETS, handwritten_gold_dropped, span, step_drops, synthetic_gold_dropped

_LS = ("-rw-r----- 1 scanner medrec  412883 Nov 24 08:02 SMITH_John_consent.pdf\n"
       "-rw-r----- 1 jdoe jdoe  5501 Nov 25 16:40 letter.tif\n")
_SYSLOG = "<134>1 2026-11-25T04:17:09.442Z pumpgw-01.icu infusiond 2211 ALRM [meta ward=\"ICU-B\"] user=nmokoena\n"
_TABLE = ("Client ID | Name | Dose | Days | Take-homes | Nurse\n"
          "RRC-0551 | Dominguez, Ray | methadone 95 mg | M-Sa | Sun | KT\n")
_HASH = "5f3e9a1c0d5551b2e7a8c4d9f0b1e2a3c4d5e6f7"
_SPACED = ("Time      Reader          Card      Holder                     Result\n"
           "19:58:14  KESTREL-MAIN-IN 0055-7741 HALVORSEN, Ingrid        GRANTED\n")


@pytest.mark.parametrize("text, piece, label", [
    (_TABLE, "Dose", "PATIENT"),  # a header cell, even after "Name"
    (_TABLE, "Take-homes", "PATIENT"),
    (_SPACED, "Reader          Card      Holder                     Result", "ORGANIZATION"),
    ("BADGE | NAME ON BADGE | DIET | PHOTO CONSENT\nSAM-5501 | Dr Ada Tate | halal | Y\n", "PHOTO CONSENT", "PATIENT"),
    ("POLICE CUSTODY HEALTHCARE RECORD - Northumbria Police\nName: Jo", "POLICE CUSTODY HEALTHCARE", "HOSPITAL"),
    ("Proxy Access Request Form (adult patient)\nPatient: Ann Lee", "Access Request Form", "PATIENT"),
    ("Social Prescribing - Link Worker note (Trefoil PCN)\nReferred by Dr Amina Shah", "Link Worker", "PATIENT"),
    ("Patient transport: porter, from Ward 12.", "12", "ID"),
    ("knocked room B214 - no answer.", "B214", "ID"),
    ("FieldName: topmostSubform[0].Page1[0].PatientSurname[0]", "topmostSubform", "PATIENT"),
    (_LS, "medrec", "LOCATION"),
    (_LS, "412883", "ID"),
    (_SYSLOG, "2211", "DATE"),
    (_SYSLOG, "infusiond", "USERNAME"),
    (_SYSLOG, "442Z", "PATIENT"),
    ("Date: Tue, 24 Nov 2026 21:07:33 -0500", "21:07:33", "PATIENT"),
    ("Lakeshore lab (raw ASTM E1394 frames)", "E1394", "PATIENT"),
    ("abnormal flag H/L/N, status F/C", "H/L/N", "PATIENT"),
    ("Location: Ward 6 Oakhurst Unit", "Ward 6", "HOSPITAL"),
    ("Visitors: wife until 2100; requests call", "2100", "DATE"),
    ("Time in 1015 / out 1105", "1015", "DATE"),
    ("MSH|^~\\&|EPIC|NWMC|LAB|QUESTDX|20261123081455||ORM^O01|MSG55501871|P|2.5.1\n", "O01", "ID"),
    ("MSH|^~\\&|EPIC|NWMC|LAB|QUESTDX|20261123081455||ORM^O01|MSG55501871|P|2.5.1\n", "2.5.1", "ID"),
    ("1H|\\^&|||XN-550^00-22^BX555018|||||LCH-MAINLAB||P|E1394-97|20261125081455\n", "E1394-97", "ID"),
    (f"commit {_HASH}\nAuthor: Ann Lee", _HASH, "ID"),
    ('<id root="2.16.840.1.113883.19.5" extension="555-44-1987"/>', "2.16.840", "ID"),
    ('"v":[{"tg":"840539006","vp":"1119349007","mp":"EU/1/20/1528","dn":2}]', "EU/1/20/1528", "ID"),
    ("Traceback (most recent call last):\n  File \"/opt/recall/send_sms.py\", line 88, in <module>\n    send(row)\n",
     "sms.py", "URL"),
    ("THERAPEUTIC USE EXEMPTION (TUE) APPLICATION\nSalbutamol is permitted without TUE.", "TUE", "DATE"),
    ("*** CONDITION AT DISCHARGE ***\nFair; ambulating with a walker.", "Fair", "PATIENT"),
    ("Condition: Stable\nDischarged home.", "Stable", "PATIENT"),
    ("daughter Birthe tlf 2055 5318", "tlf", "PHONE"),
    ("From: Mail Delivery Subsystem <MAILER-DAEMON@mx2.example.org>\nTo: a@b.org", "Mail Delivery Subsystem", "DOCTOR"),
])
def test_layout_spans_are_dropped(text, piece, label):
    assert step_drops(layout_spans, text, piece, label)
    assert step_drops(layout_spans, text, piece, label, knowledge=True)  # whatever base found it


@pytest.mark.parametrize("text, piece, label", [
    (_TABLE, "Dominguez, Ray", "PATIENT"),  # a data row
    ("Patient | Bev Smith | Ward | Blue\nMRN | 12345 | Bed | 4\n", "Bev Smith", "PATIENT"),  # a first name: no header
    ("MERCY HOSPITAL REPORT\nName: Jo", "MERCY HOSPITAL", "HOSPITAL"),  # a facility head
    ("Slovenia leader gives order\n", "Slovenia", "LOCATION"),  # a country
    ("Seen by Dr Mercy Report today.", "Mercy Report", "DOCTOR"),  # no heading line
    (_LS, "jdoe", "USERNAME"),  # the owner, and a private group that is the user's name
    (_LS, "SMITH_John", "PATIENT"),
    (_SYSLOG, "pumpgw-01.icu", "URL"),  # the host is kept
    (_SYSLOG, "nmokoena", "USERNAME"),
    (_SYSLOG, "2026-11-25T04:17:09.442Z", "DATE"),  # a date
    ("Mr deShawn Lee called.", "deShawn", "PATIENT"),  # a name particle
    ("Ward 12: Sister R.K.T. on duty", "R.K.T.", "PATIENT"),  # initials
    ("Subject P07: Well my brother", "P07", "PATIENT"),
    ("PRINTER WARD7-LJ ptshanahan 5501", "WARD7-LJ", "ID"),  # glued: a device's id
    ("Registered midwife RM 55-1183", "55-1183", "ID"),
    ("Meet me at 0538 15 Millicent Drive", "0538", "ID"),  # an address goes on
    ("quit smoking since 2019.", "2019", "DATE"),  # a year
    ("bleep 2207 for the SHO", "2207", "PHONE"),  # no time word
    ("MSH|^~\\&|EPIC|NWMC|LAB|QUESTDX|20261123081455||ORM^O01|MSG55501871|P|2.5.1\n", "NWMC", "HOSPITAL"),
    ('"nam":{"fn":"Castellanos Urrutia"},"v":[{"tg":"840539006"}]', "Castellanos Urrutia", "PATIENT"),
    ("Traceback (most recent call last):\n  File \"/home/jsmith/run.py\", line 8\n", "jsmith", "USERNAME"),
    ("Needs a TUE before Tuesday.", "TUE", "DATE"),  # not defined: may be a weekday
    ("Contact: Fair, Jonathan (son)", "Fair", "PATIENT"),  # no condition heading
    ("Phone: nine five six, five five five", "nine five six, five five five", "PHONE"),  # spoken digits
    ("From: Example Labs Results <noreply-results@example.org>", "Example Labs", "ORGANIZATION"),  # a sender
])
def test_names_and_data_are_kept(text, piece, label):
    assert not step_drops(layout_spans, text, piece, label)


def test_zones():
    assert header_rows(_TABLE) == [(0, _TABLE.index("\n"))]
    assert header_rows("Patient | Bev Smith | Ward | Blue\nMRN | 12345 | Bed | 4\n") == []
    text = "Music therapy session note - Children's Hospice\nChild: Oskar"
    assert [text[a:b] for a, b in title_segments(text)] == ["Music therapy session note"]


def test_no_learned_spans_drop_nothing():
    spans = [span(_TABLE, "Dose")]
    assert layout_spans(_TABLE, spans, knowledge=[], learned=[]) == (spans, [])


def test_wired_into_veto_document_by_its_key_for_english_only():
    text = _TABLE + "Patient transport: porter, from Ward 12."
    spans = [span(text, "Dose"), span(text, "12", "ID")]
    on = {"run": {"nonphi_veto": True, "nonphi_layout": True}}
    doc = Document(id="l1", text=text, metadata={"language": "en"})
    kept, removed = nonphi.veto_document(doc, spans, on, rule_spans=[], knowledge_spans=spans, learned_spans=[spans])
    assert set(map(id, removed)) == set(map(id, spans)) and kept == []
    old = {"run": {"nonphi_veto": True}}  # a model fitted before the key
    kw = {"rule_spans": [], "knowledge_spans": spans, "learned_spans": [spans]}
    assert nonphi.veto_document(doc, spans, old, **kw) == (spans, [])
    es = Document(id="l2", text=text, metadata={"language": "es"})
    assert nonphi.veto_document(es, spans, on, **kw) == (spans, [])


def test_new_models_have_the_step_on_and_it_is_validated():
    from multideid.config import default_config, resolve_config
    from multideid.errors import UsageError

    assert default_config()["run"]["nonphi_layout"] is True
    with pytest.raises(UsageError):
        resolve_config({"run": {"nonphi_layout": "yes"}})


@pytest.mark.parametrize("name", HANDWRITTEN_SETS)
def test_no_gold_span_of_the_handwritten_sets_is_dropped(name):
    for label in ("PATIENT", None):
        n, gone = handwritten_gold_dropped(layout_spans, name, label)
        assert not gone, gone
        assert n > 100


def test_no_gold_span_of_synthetic_notes_is_dropped():
    n, gone = synthetic_gold_dropped(layout_spans, "PATIENT")
    assert not gone, gone
    assert n > 1000
