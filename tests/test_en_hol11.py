"""en_hol11: world holiday names (python-holidays, every language) as DATE, and the list's build script."""

from __future__ import annotations

import importlib.util
from importlib import resources
from pathlib import Path

import pytest

from multideid.base_systems.packs import en_hol11
from multideid.base_systems.packs.en import PATTERNS_BY_NAME

PAT = en_hol11.PATTERNS[0]


def _spans(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in PAT.find(text)]


def _build_module():
    path = Path(__file__).resolve().parents[1] / "scripts" / "build_holidays_world.py"
    spec = importlib.util.spec_from_file_location("build_holidays_world", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_registered_in_english_rules() -> None:
    assert "date11_holiday_world" in PATTERNS_BY_NAME


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Clinic closed for Moshoeshoe Day, review after.", "Moshoeshoe Day"),
        ("She flew home before Dia da Independência to see family.", "Dia da Independência"),
        ("Missed insulin on Peat Cutting Monday (busy on the farm).", "Peat Cutting Monday"),
        ("Fell during Thimphu Tshechu, in the crowd.", "Thimphu Tshechu"),
        ("Sister visits every Tweede kerstdag.", "Tweede kerstdag"),
        ("Admitted the evening of Día de las Mercedes.", "Día de las Mercedes"),
        ("Last drink was Mariä Empfängnis, she says.", "Mariä Empfängnis"),
        ("Reviewed after MOSHOESHOE DAY.", "MOSHOESHOE DAY"),
        ("Off work for the Heir to the Throne’s Birthday.", "Heir to the Throne’s Birthday"),
        ("since dia da independência he has been off food", "dia da independência"),
        ("Hurt her ankle at the Moshoeshoe Day's races.", "Moshoeshoe Day"),
    ],
)
def test_listed_holidays_are_dates(text: str, want: str) -> None:
    assert want in _spans(text)


@pytest.mark.parametrize(
    "text",
    [
        "Seen by Dr Moshoeshoe in clinic today.",  # a person's name alone
        "Independência is a word, not a date here.",  # one word of a holiday name
        "She went to the Moshoeshoe Day Centre for lunch.",  # an institution named after it
        "Referred to Peat Cutting Monday Hospital.",
        "independence day was fine",  # lower case of ordinary English words: not this pack's
        "He is on a national day of rest.",
        "Moshoeshoe Day'ish plans",  # an apostrophe that is no possessive
    ],
)
def test_near_misses_do_not_match(text: str) -> None:
    assert _spans(text) == []


def test_lower_case_only_when_a_word_is_rare() -> None:
    assert "peat cutting monday" not in en_hol11.holiday_forms("Peat Cutting Monday")
    assert "moshoeshoe day" in en_hol11.holiday_forms("Moshoeshoe Day")
    assert "Jour de l'An" in en_hol11.holiday_forms("Jour de l'an")


def test_build_normalise_drops_notes_and_prefixes() -> None:
    b = _build_module()
    assert b.normalise("Dia da Independência (observado)") == "Dia da Independência"
    assert b.normalise("Day off for Moshoeshoe’s Day") == "Moshoeshoe's Day"
    assert b.normalise("Independence Day (estimated)") == "Independence Day"
    assert b.normalise("  Labour   Day ") == "Labour Day"


def test_build_filter_keeps_distinctive_names_only() -> None:
    b = _build_module()
    assert b.drop_reason("Dia da Independência") is None
    assert b.drop_reason("Moshoeshoe's Day") is None
    assert b.drop_reason("Independência") == "one word"
    assert b.drop_reason("National Day") == "generic"
    assert b.drop_reason("Benito Juárez") == "person or place"
    assert b.drop_reason("Our Lady of Mercy") == "saint or place"
    assert b.drop_reason("Year 2026 Holiday") == "digits"
    assert b.drop_reason("Boxing Day", frozenset({"Boxing Day"})) == "known"


def test_build_variants() -> None:
    b = _build_module()
    assert b.variants("Moshoeshoe's Day", {2, 3}) == {"Moshoeshoe's Day", "Moshoeshoe Day"}
    assert "Peat Cutting Monday" in b.variants("Peat Cutting Day", {0})
    assert b.variants("Peat Cutting Day", {0, 4}) == {"Peat Cutting Day"}


def test_list_header_names_source_version_licence() -> None:
    text = resources.files("multideid.base_systems").joinpath("data", "en_holidays_world.txt").read_text(encoding="utf-8")
    header = "\n".join(line for line in text.splitlines() if line.startswith("#"))
    assert "python-holidays" in header and "version 0.109" in header and "MIT" in header
    assert "build_holidays_world.py" in header
    names = [line for line in text.splitlines() if line and not line.startswith("#")]
    assert len(names) > 1000 and names == sorted(names, key=lambda s: (s.lower(), s))
