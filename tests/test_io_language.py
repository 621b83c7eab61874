"""Readers record the language a format carries in metadata["language"] (LANGUAGE_KEY)."""

from __future__ import annotations

import json

import pytest

from multideid.base_systems.rules import RulesBase
from multideid.document import LANGUAGE_KEY, language_code
from multideid.errors import DataError
from multideid.io import read_corpus

ENGLISH = "The patient was seen on 01/02/2020 by his doctor in the clinic."


def test_jsonl_metadata_passes_through_and_its_language_is_the_key_bases_read(tmp_path):
    p = tmp_path / "in.jsonl"
    rows = [{"id": "a", "text": ENGLISH, "metadata": {"language": "es-ES", "ward": "3B"}},
            {"id": "b", "text": ENGLISH}]
    p.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    a, b = read_corpus(p)
    assert a.metadata[LANGUAGE_KEY] == "es" and a.metadata["ward"] == "3B" and a.metadata["format"] == "jsonl"
    assert LANGUAGE_KEY not in b.metadata
    rules = RulesBase.create("rules")
    assert rules.locale_for(a) == "es" and rules.locale_for(b) == "en"  # b: detected


def test_presidio_metadata_language_is_recorded(tmp_path):
    p = tmp_path / "in.json"
    p.write_text(json.dumps([{"full_text": ENGLISH, "spans": [], "metadata": {"language": "EN"}},
                             {"full_text": ENGLISH, "spans": []}]), encoding="utf-8")
    a, b = read_corpus(p)
    assert a.metadata[LANGUAGE_KEY] == "en" and LANGUAGE_KEY not in b.metadata


@pytest.mark.parametrize("bad", [5, "", "english!", None, ["es"]])
def test_a_language_that_is_no_tag_is_a_one_line_data_error_without_content(tmp_path, bad):
    p = tmp_path / "in.jsonl"
    p.write_text(json.dumps({"id": "a", "text": "secret text", "metadata": {"language": bad}}) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match="record 'a': field 'metadata.language' is not a language tag") as exc:
        list(read_corpus(p))
    assert exc.value.line == 1 and "secret" not in str(exc.value)


def test_language_codes():
    assert [language_code(v) for v in ("es", "es-ES", "en_GB", " EN ", "spa")] == ["es", "es", "en", "en", "spa"]
    assert [language_code(v) for v in ("", "e", "12", "español", None, 3)] == [None] * 6
