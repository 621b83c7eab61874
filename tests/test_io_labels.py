"""Label maps: named maps, files, dicts, dropping, strictness; i2b2 2014 element table."""

from __future__ import annotations

import pytest

from multideid.document import Document, Span
from multideid.errors import DataError, UsageError
from multideid.labels import (
    LABEL_MAPS,
    MEDDOCAN_COARSE,
    PROJECT_CLASSES,
    apply_label_map,
    i2b2_2014_tag,
    load_label_map,
)


def _doc():
    d = Document(id="d", text="Ann Lee, Dr., 3/4", gold=[Span(0, 7, "PERSON"), Span(9, 12, "TITLE"), Span(14, 17, "DATE_TIME")])
    d.predictions["crf"] = [Span(0, 3, "PERSON")]
    return d


def test_named_maps_exist_and_target_project_classes():
    assert set(LABEL_MAPS) >= {"meddocan-coarse", "presidio", "i2b2-2014-coarse"}
    allowed = set(PROJECT_CLASSES) | {"OTHER", "SEX", None}
    for name, mapping in LABEL_MAPS.items():
        assert set(mapping.values()) <= allowed, name
    assert load_label_map("meddocan-coarse") == MEDDOCAN_COARSE


def test_presidio_map_drops_title_and_nrp_and_maps_predictions():
    src = _doc()
    (out,) = apply_label_map([src], "presidio")
    assert [(s.start, s.label) for s in out.gold] == [(0, "PATIENT"), (14, "DATE")]
    assert [s.label for s in out.predictions["crf"]] == ["PATIENT"]
    assert [s.label for s in src.gold] == ["PERSON", "TITLE", "DATE_TIME"]  # input untouched


@pytest.mark.parametrize(
    "mapping,strict,expected",
    [
        ({"PERSON": "PATIENT", "TITLE": "", "DATE_TIME": "DATE"}, True, ["PATIENT", "DATE"]),
        ({"PERSON": "PATIENT", "TITLE": None, "DATE_TIME": None}, True, ["PATIENT"]),
        ({"PERSON": "DOCTOR"}, False, ["DOCTOR", "TITLE", "DATE_TIME"]),
    ],
)
def test_dict_maps(mapping, strict, expected):
    (out,) = apply_label_map([_doc()], mapping, strict=strict)
    assert [s.label for s in out.gold] == expected


def test_strict_unknown_label_names_it():
    with pytest.raises(UsageError, match="'TITLE'") as exc:
        apply_label_map([_doc()], {"PERSON": "PATIENT", "DATE_TIME": "DATE"})
    assert "document d" in str(exc.value)


def test_map_files(tmp_path):
    toml = tmp_path / "m.toml"
    toml.write_text('[labels]\nPERSON = "PATIENT"\nTITLE = ""\nDATE_TIME = "DATE"\n', encoding="utf-8")
    js = tmp_path / "m.json"
    js.write_text('{"PERSON": "PATIENT", "TITLE": null, "DATE_TIME": "DATE"}', encoding="utf-8")
    assert load_label_map(toml) == load_label_map(str(js)) == {"PERSON": "PATIENT", "TITLE": None, "DATE_TIME": "DATE"}


@pytest.mark.parametrize(
    "name,content,err",
    [
        ("bad.json", "{not json", DataError),
        ("bad.toml", "PERSON = ", DataError),
        ("list.json", '["PERSON"]', DataError),
        ("num.json", '{"PERSON": 3}', DataError),
        ("map.yaml", "PERSON: PATIENT", UsageError),
    ],
)
def test_bad_map_files(tmp_path, name, content, err):
    p = tmp_path / name
    p.write_text(content, encoding="utf-8")
    with pytest.raises(err) as exc:
        load_label_map(p)
    assert err is UsageError or name in str(exc.value)


def test_unknown_map_name_lists_names():
    with pytest.raises(UsageError, match="meddocan-coarse"):
        load_label_map("no-such-map")
    with pytest.raises(UsageError):
        load_label_map(42)


@pytest.mark.parametrize(
    "label,tag",
    [("PATIENT", "NAME"), ("USERNAME", "NAME"), ("CITY", "LOCATION"), ("HOSPITAL", "LOCATION"),
     ("IPADDR", "CONTACT"), ("FAX", "CONTACT"), ("MEDICALRECORD", "ID"), ("PROFESSION", "PROFESSION"),
     ("AGE", "AGE"), ("DATE", "DATE"), ("IP", "CONTACT"), ("NOMBRE_SUJETO_ASISTENCIA", "NAME"),
     ("CORREO_ELECTRONICO", "CONTACT"), ("ID_ASEGURAMIENTO", "ID"), ("SEXO_SUJETO_ASISTENCIA", "OTHER"),
     ("PERSON", "NAME"), ("STREET_ADDRESS", "LOCATION"), ("TITLE", "OTHER"), ("mrn", "ID"), ("whatever", "OTHER")],
)
def test_i2b2_2014_tag_table(label, tag):
    assert i2b2_2014_tag(label) == tag


@pytest.mark.shared_data
def test_meddocan_coarse_covers_every_label(meddocan_dir):
    from multideid.io import read_corpus

    docs = read_corpus(meddocan_dir / "dev", label_map="meddocan-coarse")
    labels = {s.label for d in docs for s in d.gold}
    assert labels <= set(MEDDOCAN_COARSE.values()) and "PATIENT" in labels
