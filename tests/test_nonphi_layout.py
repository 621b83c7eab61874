"""Spans in a page's layout (multideid.nonphi.layout, docs/nonphi.md): table header rows,
document-type titles, room numbers, program identifiers, log fields, standard designations and
pieces of clock times are dropped whatever base found them; names next to them are kept; the step
runs only under ``[run] nonphi_layout``."""

from __future__ import annotations

import pytest

from multideid import nonphi
from multideid.document import Document
from multideid.nonphi.layout import header_rows, layout_spans, title_segments
from nonphi_helpers import handwritten_gold_dropped, span, step_drops, synthetic_gold_dropped

_LS = ("-rw-r----- 1 scanner medrec  412883 Nov 24 08:02 SMITH_John_consent.pdf\n"
       "-rw-r----- 1 jdoe jdoe  5501 Nov 25 16:40 letter.tif\n")
_SYSLOG = "<134>1 2026-11-25T04:17:09.442Z pumpgw-01.icu infusiond 2211 ALRM [meta ward=\"ICU-B\"] user=nmokoena\n"
_TABLE = "Client ID | Name | Dose | Days | Take-homes | Nurse\nRRC-0551 | Dominguez, Ray | methadone 95 mg | M-Sa | Sun | KT\n"
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
    assert nonphi.veto_document(doc, spans, old, rule_spans=[], knowledge_spans=spans, learned_spans=[spans]) == (spans, [])
    es = Document(id="l2", text=text, metadata={"language": "es"})
    assert nonphi.veto_document(es, spans, on, rule_spans=[], knowledge_spans=spans, learned_spans=[spans]) == (spans, [])


def test_new_models_have_the_step_on_and_it_is_validated():
    from multideid.config import default_config, resolve_config
    from multideid.errors import UsageError

    assert default_config()["run"]["nonphi_layout"] is True
    with pytest.raises(UsageError):
        resolve_config({"run": {"nonphi_layout": "yes"}})


@pytest.mark.parametrize("name", ["en_handwritten", "en_handwritten2", "en_handwritten3", "en_handwritten4",
                                  "en_handwritten5", "en_handwritten6", "en_handwritten7", "en_handwritten8",
                                  "en_handwritten9", "en_handwritten10", "en_handwritten11", "en_handwritten12",
                                  "en_handwritten13", "en_handwritten14", "en_handwritten15"])
def test_no_gold_span_of_the_handwritten_sets_is_dropped(name):
    for label in ("PATIENT", None):
        n, gone = handwritten_gold_dropped(layout_spans, name, label)
        assert not gone, gone
        assert n > 100


def test_no_gold_span_of_synthetic_notes_is_dropped():
    n, gone = synthetic_gold_dropped(layout_spans, "PATIENT")
    assert not gone, gone
    assert n > 1000
