"""Document-level propagation of final spans (multideid.propagate, ``[run] propagate``)."""

from __future__ import annotations

import itertools

import pytest

from multideid.config import load_config, resolve_config
from multideid.document import Document, Span
from multideid.errors import ConfigError
from multideid.propagate import (
    SOURCE,
    coarse_class,
    propagate_document,
    propagate_spans,
)

NOTE = (
    "Patient Daisy Vazquez was seen in clinic today with her husband.\n"
    "Plan discussed with Daisy Vazquez and her husband; Mrs. Vazquez agrees.\n"
    "Vazquez-Lopez syndrome was not considered. Portal account vazquez@example.org.\n"
    "Follow-up at Shands Hospital in Gainesville in two weeks. Shands Hospital will call.\n"
    "MRN: SF-998877. Old chart SF-998877-2 was merged into SF-998877.\n"
    "Grace called back. Grace period for the copay applies. May 3 visit with Dr. Hill; Hill Street clinic.\n"
)


def span(text: str, s: str, label: str, nth: int = 0) -> Span:
    i = -1
    for _ in range(nth + 1):
        i = text.index(s, i + 1)
    return Span(i, i + len(s), label, 0.9)


def strings(text, spans, source=None):
    return [(text[s.start:s.end], s.label) for s in spans if source is None or s.source == source]


@pytest.fixture
def tagged():
    return [span(NOTE, "Daisy Vazquez", "PATIENT"), span(NOTE, "Shands Hospital", "HOSPITAL"),
            span(NOTE, "Gainesville", "LOCATION"), span(NOTE, "SF-998877", "ID"),
            span(NOTE, "Grace", "PATIENT"), span(NOTE, "Hill", "DOCTOR")]


def test_other_exact_mentions_are_tagged_word_bounded(tagged):
    out = propagate_spans(NOTE, tagged, ["PATIENT", "DOCTOR", "HOSPITAL", "LOCATION", "ID"], language="en")
    added = strings(NOTE, out, SOURCE)
    assert added.count(("Daisy Vazquez", "PATIENT")) == 1
    assert added.count(("Shands Hospital", "HOSPITAL")) == 1
    # the ID again at the end, not inside the longer "SF-998877-2"
    assert added == [("Daisy Vazquez", "PATIENT"), ("Shands Hospital", "HOSPITAL"), ("SF-998877", "ID")]
    ids = [s for s in out if s.label == "ID"]
    assert NOTE[ids[-1].end] == "."
    # common words are never propagated: "Grace period", "Hill Street"
    assert not any(NOTE[s.start:s.end] in ("Grace", "Hill") for s in out if s.source == SOURCE)
    # every original span is kept, nothing overlaps
    assert all(s in out for s in tagged)
    ordered = sorted(out)
    assert all(a.end <= b.start for a, b in itertools.pairwise(ordered))


def test_only_configured_classes(tagged):
    out = propagate_spans(NOTE, tagged, ["ID"], language="en")
    assert strings(NOTE, out, SOURCE) == [("SF-998877", "ID")]
    assert propagate_spans(NOTE, tagged, [], language="en") == sorted(tagged)


def test_name_parts_after_a_title_only(tagged):
    out = propagate_spans(NOTE, tagged, ["PATIENT"], name_parts=True, language="en")
    added = [(NOTE[s.start - 5:s.start], NOTE[s.start:s.end]) for s in out if s.source == SOURCE]
    assert ("Mrs. ", "Vazquez") in added
    # not in "Vazquez-Lopez" nor in the e-mail address (no title before them)
    assert sum(1 for _, w in added if w == "Vazquez") == 1


def test_never_overlaps_an_existing_span():
    text = "Seen by Anna Berg. Anna Berg Clinic called; Anna Berg will return."
    spans = [span(text, "Anna Berg", "DOCTOR"), span(text, "Anna Berg Clinic", "HOSPITAL")]
    out = propagate_spans(text, spans, ["DOCTOR", "HOSPITAL"], language="en")
    assert strings(text, out, SOURCE) == [("Anna Berg", "DOCTOR")]
    assert out[-1].start == text.rindex("Anna Berg")


def test_majority_label_and_whitespace_variants():
    text = "Carmen Ruiz (patient). Dr. Carmen Ruiz? No: Carmen Ruiz, her mother. Carmen\nRuiz signed."
    spans = [span(text, "Carmen Ruiz", "PATIENT", 0), span(text, "Carmen Ruiz", "DOCTOR", 1),
             span(text, "Carmen Ruiz", "PATIENT", 2)]
    out = propagate_spans(text, spans, ["PATIENT", "DOCTOR"], language="en")
    added = [s for s in out if s.source == SOURCE]
    assert len(added) == 1 and added[0].label == "PATIENT" and text[added[0].start:added[0].end] == "Carmen\nRuiz"


def test_spanish_labels_by_coarse_class():
    text = ("Paciente: Iñaki Etxeberria Goñi. Remitido por la Dra. Ainhoa Zubiri desde el Hospital de Cruces. "
            "Iñaki Etxeberria Goñi refiere dolor. Cita en Hospital de Cruces. La Dra. Zubiri revisa el caso.")
    spans = [span(text, "Iñaki Etxeberria Goñi", "NOMBRE_SUJETO_ASISTENCIA"),
             span(text, "Ainhoa Zubiri", "NOMBRE_PERSONAL_SANITARIO"), span(text, "Hospital de Cruces", "HOSPITAL")]
    assert coarse_class("NOMBRE_SUJETO_ASISTENCIA") == "PATIENT"
    out = propagate_spans(text, spans, ["PATIENT", "DOCTOR", "HOSPITAL"], name_parts=True, language="es")
    assert strings(text, out, SOURCE) == [("Iñaki Etxeberria Goñi", "NOMBRE_SUJETO_ASISTENCIA"),
                                          ("Hospital de Cruces", "HOSPITAL"), ("Zubiri", "NOMBRE_PERSONAL_SANITARIO")]


def test_short_and_letterless_strings_are_not_propagated():
    text = "Li seen. Li again. Room 12 then room 12. ID 123 and 123."
    spans = [span(text, "Li", "PATIENT"), span(text, "12", "LOCATION"), span(text, "123", "ID")]
    out = propagate_spans(text, spans, ["PATIENT", "LOCATION", "ID"], language="en")
    assert not [s for s in out if s.source == SOURCE]


def test_config_key_validated_and_old_models_unchanged():
    assert load_config()["run"]["propagate"]  # on by default for new models
    cfg = resolve_config({"run": {"propagate": ["PATIENT", "NOMBRE_SUJETO_ASISTENCIA"]}})
    assert cfg["run"]["propagate"] == ["PATIENT", "NOMBRE_SUJETO_ASISTENCIA"]
    with pytest.raises(ConfigError, match="PATIENTS"):
        resolve_config({"run": {"propagate": ["PATIENTS"]}})
    with pytest.raises(ConfigError, match="list"):
        resolve_config({"run": {"propagate": "PATIENT"}})
    doc = Document("d1", NOTE)
    spans = [span(NOTE, "Daisy Vazquez", "PATIENT")]
    # a model config without the key (fitted before it existed) propagates nothing
    assert propagate_document(doc, spans, {"run": {"mode": "tag"}}) == spans
    assert len(propagate_document(doc, spans, {"run": {"propagate": ["PATIENT"]}})) == 2


def test_common_word_names_propagate_only_where_they_read_as_names():
    """A surname that is also a common word is propagated where it reads as a name (title case,
    inside a sentence or after a title), never opening a sentence, before an eponym's noun, as a
    month name or in ALL CAPS text."""
    text = ("Mr. Cook is in his 90s. Has anyone updated Cook's son about the scan?\n"
            "Cook meals at home. Seen by Dr. Bell; history of Bell's palsy. Results to Dr. Cook.\n"
            "PCP: Recepali Bell, 12 Elm St. Dr. May saw him on May 3.")
    spans = [span(text, "Cook", "PATIENT"), span(text, "Bell", "DOCTOR"), span(text, "May", "DOCTOR")]
    out = propagate_spans(text, spans, ["PATIENT", "DOCTOR"], language="en")
    got = sorted((text[s.start:s.end], s.start) for s in out if s.source == SOURCE)
    want = sorted([("Cook", text.index("Cook's")), ("Cook", text.rindex("Dr. Cook") + 4),
                   ("Bell", text.index("Recepali Bell") + 9)])
    assert got == want
    caps = "MR. COOK IS STABLE. ASKED COOK ABOUT IT."
    assert not [s for s in propagate_spans(caps, [span(caps, "COOK", "PATIENT")], ["PATIENT"], language="en")
                if s.source == SOURCE]


def test_name_parts_also_where_they_read_as_names():
    """With ``name_parts``, a part of a tagged full name is also tagged inside a sentence
    ("starring Westgaard"), not where it opens a sentence, nor as a month name."""
    text = ("The film was directed by Joakim Westgaard and starring Westgaard. Westgaard Road is closed.\n"
            "Dr. April Okonkwo called. Okonkwo agrees; see you in April.")
    spans = [span(text, "Joakim Westgaard", "PATIENT"), span(text, "April Okonkwo", "DOCTOR")]
    out = propagate_spans(text, spans, ["PATIENT", "DOCTOR"], name_parts=True, language="en")
    got = [(text[s.start:s.end], s.start) for s in out if s.source == SOURCE]
    assert got == [("Westgaard", text.index("Westgaard.")), ]
    assert not [s for s in propagate_spans(text, spans, ["PATIENT", "DOCTOR"], language="en") if s.source == SOURCE]


def test_a_ward_of_a_common_word_and_a_number_is_propagated_as_a_hospital_only():
    text = "Admitted to White 6 on Monday. Moved from White 6 to the ICU; white 6 times. Room 6 then Room 6."
    out = propagate_spans(text, [span(text, "White 6", "HOSPITAL"), span(text, "Room 6", "LOCATION")],
                          ["HOSPITAL", "LOCATION"], language="en")
    assert strings(text, out, SOURCE) == [("White 6", "HOSPITAL")]  # not the lower-case words, not a LOCATION
    assert [s.start for s in out if s.source == SOURCE] == [text.index("White 6", 20)]
