"""Config: defaults, validation with suggestions, dotted overrides, commented dump."""

from __future__ import annotations

import pytest

from multideid import config as cfgmod
from multideid.base_systems.base import BaseSystem
from multideid.errors import ConfigError
from multideid.registry import BASES, register_base


class ToyBase(BaseSystem):
    """A toy base for config tests."""

    name = "toy"
    requires_fit = False

    def __init__(self, c1: float = 0.1, window: int = 2, locale: str = "auto", words: tuple = ()):
        self.c1 = c1
        self.window = window
        self.locale = locale
        self.words = words


@pytest.fixture
def toy_only(monkeypatch):
    register_base("toy", f"{__name__}:ToyBase")
    monkeypatch.setattr(cfgmod, "DEFAULT_BASES", ("toy",))
    yield
    BASES.pop("toy", None)


def test_defaults_are_resolved(toy_only):
    cfg = cfgmod.load_config()
    assert cfg["bases"]["toy"] == {"type": "toy", "enabled": True, "c1": 0.1, "window": 2, "locale": "auto", "words": []}
    assert cfg["corpus"]["language"] == "auto"


def test_file_and_overrides(tmp_path, toy_only):
    f = tmp_path / "c.toml"
    f.write_text('[bases.toy]\nc1 = 0.5\n[bases.toy2]\ntype = "toy"\nwindow = 3\n[corpus]\nlanguage = "es"\n')
    cfg = cfgmod.load_config(f, ["--bases.toy.c1", "0.05", "--bases.toy2.enabled=false", "--corpus.synth_n", "10"])
    assert cfg["bases"]["toy"]["c1"] == 0.05
    assert cfg["bases"]["toy2"]["window"] == 3 and cfg["bases"]["toy2"]["enabled"] is False
    assert cfg["corpus"]["language"] == "es" and cfg["corpus"]["synth_n"] == 10
    assert cfgmod.select_bases(cfg, "all") == ["toy"]
    assert cfgmod.select_bases(cfg, "toy2,toy") == ["toy2", "toy"]
    base = cfgmod.build_base("toy2", cfg["bases"]["toy2"])
    assert isinstance(base, ToyBase) and base.window == 3 and base.source == "toy2"


@pytest.mark.parametrize(
    "toml,needle",
    [
        ("[bases.toy]\nc2 = 1\n", "did you mean 'c1'"),
        ("[corpus]\nlangauge = 'es'\n", "did you mean 'language'"),
        ("[stackin]\nfolds = 3\n", "did you mean 'stacking'"),
        ("[bases.x]\ntype = 'toyy'\n", "did you mean 'toy'"),
        ("[bases.toy]\nwindow = 'two'\n", "expects int"),
        ("[bases.toy\n", "not valid TOML"),
        ("[bases.toy]\nwindow = " + "[" * 3000 + "1" + "]" * 3000 + "\n", "nested too deeply"),  # past tomllib's recursion
    ],
)
def test_bad_config_fails_with_one_line(tmp_path, toy_only, toml, needle):
    f = tmp_path / "bad.toml"
    f.write_text(toml)
    with pytest.raises(ConfigError) as ei:
        cfgmod.load_config(f)
    line = ei.value.one_line()
    assert needle in line and "\n" not in line and str(f) in line


def test_unknown_selected_base(toy_only):
    with pytest.raises(ConfigError, match="unknown base 'tox'"):
        cfgmod.select_bases(cfgmod.load_config(), "tox")


def test_dump_round_trips(tmp_path, toy_only):
    cfg = cfgmod.load_config(None, ["--bases.toy.words", '["a", "b"]'])
    text = cfgmod.dump_config(cfg)
    assert "# toy: A toy base for config tests." in text
    f = tmp_path / "c.toml"
    f.write_text(text)
    assert cfgmod.load_config(f) == cfg


def test_parse_overrides_errors():
    with pytest.raises(ConfigError):
        cfgmod.parse_overrides(["--bases.crf.c1"])
    with pytest.raises(ConfigError):
        cfgmod.parse_overrides(["positional"])
    assert cfgmod.parse_overrides(["--a.b", "x y"]) == {"a": {"b": "x y"}}
    deep = "[" * 3000 + "1" + "]" * 3000
    assert cfgmod.parse_overrides(["--a.b", deep]) == {"a": {"b": deep}}  # not TOML it can read: kept as a string


def test_a_long_bad_value_is_shortened_in_the_message(toy_only):
    with pytest.raises(ConfigError) as ei:
        cfgmod.load_config(None, ["--bases.toy.window", "x" * 500])
    line = ei.value.one_line()
    assert "expects int" in line and len(line) < 200


def test_is_available_reports_missing_required_module():
    class Needy(ToyBase):
        required_modules = ("json", "no_such_module_xyz")

    ok, why = Needy.is_available()
    assert not ok and "no_such_module_xyz" in why
    assert ToyBase.is_available() == (True, "")


def test_boosted_is_configured_but_disabled_by_default():
    """The six adapters are all in the default config; `boosted` is written disabled (measured:
    no stacker gain on MEDDOCAN for a third of the fit time), and one override brings it back."""
    cfg = cfgmod.default_config()
    assert list(cfg["bases"]) == list(cfgmod.DEFAULT_BASES)
    assert cfg["bases"]["boosted"]["enabled"] is False
    assert "boosted" not in cfgmod.select_bases(cfg, "all")
    assert cfgmod.select_bases(cfg, "crf,boosted") == ["crf", "boosted"]
    on = cfgmod.resolve_config(cfgmod.parse_overrides(["--bases.boosted.enabled", "true"]), source="command line")
    # (corpuskb and charcrf stay disabled: their own override)
    assert cfgmod.select_bases(on, "all") == [b for b in cfgmod.DEFAULT_BASES if b == "boosted" or b not in cfgmod.DEFAULT_DISABLED]
