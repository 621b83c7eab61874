"""config.toml is written by tomli_w: what the hand-written writer mangled now round-trips."""

from __future__ import annotations

import sys

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

from multideid.config import default_config, dump_config


def test_dotted_keys_multiline_strings_and_unset_values_round_trip():
    cfg = default_config(["rules"])
    cfg["bases"]["rules.wide"] = dict(cfg["bases"]["rules"], type="rules")
    cfg["corpus"]["label_map"] = 'line one\nline "two" \\ three'
    cfg["bases"]["rules"]["patterns"] = None  # unset: written as a comment
    back = tomllib.loads(dump_config(cfg))
    assert back["bases"]["rules.wide"]["type"] == "rules" and "wide" not in back["bases"]["rules"]
    assert back["corpus"]["label_map"] == cfg["corpus"]["label_map"]
    assert "patterns" not in back["bases"]["rules"]
    assert "# patterns = (unset: adapter default)" in dump_config(cfg)
    expected = {sec: {k: v for k, v in vals.items() if v is not None} for sec, vals in cfg.items() if sec != "bases"}
    assert {sec: back[sec] for sec in expected} == expected
