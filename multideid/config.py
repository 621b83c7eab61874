"""TOML configuration: defaults, validation with suggestions, dotted command-line overrides.

A configuration has four sections::

    [corpus]            language, label map, size/seed of the embedded synthetic corpus
    [bases.NAME]        one table per base-system instance: ``type`` (registry name, defaults to
                        NAME), ``enabled`` and the adapter's own hyper-parameters
    [stacking]          the combiner and the stacking SVM (defaults in multideid.stacking.defaults)
    [run]               defaults for ``multideid run``

Nothing is hidden: :func:`resolve_config` fills every default, and the resolved config is what a
model directory stores.  Unknown sections or keys fail with a "did you mean" suggestion; values
are type-checked against their defaults.  Command-line overrides use dotted paths
(``--bases.crf.c1 0.05``, ``--stacking.folds 3``); values are parsed as TOML literals
(``0.05``, ``true``, ``"es"``, ``[1, 2]``) and fall back to plain strings.
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path
from typing import Any, Iterable

from multideid.errors import ConfigError, DataError
from multideid.registry import base_names, get_base_class, suggest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

CORPUS_DEFAULTS: dict[str, Any] = {
    # "auto" detects en/es per document; rule packs and gazetteers follow it
    "language": "auto",
    # a label-map name (see multideid.labels) or a path to a TOML/JSON map; "" = keep corpus labels
    "label_map": "",
    # the embedded default training corpus (used when `fit` gets no --train)
    "synth_n": 40,
    "synth_seed": 0,
}

RUN_DEFAULTS: dict[str, Any] = {
    "mode": "tag",  # tag | redact | surrogate
    "jobs": 1,
    "format": "",  # output format; "" = same as the input
}

#: Base instances of the default configuration, in this order.
DEFAULT_BASES = ("rules", "dictionary", "presidio", "crf", "svm", "boosted")
#: ... of which these are written with ``enabled = false``: the boosted trees cost 35 % of a
#: MEDDOCAN fit's CPU and about half of `run` time and did not help the stacker (dev strict F1 0.9638
#: without them, 0.9628 with; docs/stacking.md).  `--bases ...,boosted` or `enabled = true` adds them.
DEFAULT_DISABLED = ("boosted",)

_SECTION_DOCS = {
    "corpus": "Training corpus and language.",
    "bases": "One table per base-system instance. `type` names the adapter (defaults to the table name).",
    "stacking": "How base decisions are combined (the stacking SVM or a baseline combiner).",
    "run": "Defaults for `multideid run`.",
}


def _stacking_defaults() -> dict[str, Any]:
    try:
        from multideid.stacking.defaults import DEFAULTS
    except ModuleNotFoundError:  # stacking package not written yet
        return {}
    return dict(DEFAULTS)


def _base_defaults(base_type: str) -> dict[str, Any]:
    cls = get_base_class(base_type)
    params = cls.default_params()
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in params.items()}


def default_config(bases: Iterable[str] | None = None) -> dict[str, Any]:
    """The fully resolved default configuration (``bases`` defaults to :data:`DEFAULT_BASES`)."""
    if bases is None:
        bases = DEFAULT_BASES
    cfg: dict[str, Any] = {
        "corpus": dict(CORPUS_DEFAULTS),
        "bases": {},
        "stacking": _stacking_defaults(),
        "run": dict(RUN_DEFAULTS),
    }
    for name in bases:
        cfg["bases"][name] = {"type": name, "enabled": name not in DEFAULT_DISABLED, **_base_defaults(name)}
    return cfg


# --------------------------------------------------------------------------- validation


def _check_type(path: str, value: Any, default: Any, source: str | None) -> Any:
    """Coerce/check ``value`` against the type of ``default`` (None default accepts anything)."""
    if default is None:
        return value
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
    elif isinstance(default, int):
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif isinstance(default, float):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    elif isinstance(default, str):
        if isinstance(value, str):
            return value
    elif isinstance(default, (list, tuple)):
        if isinstance(value, (list, tuple)):
            return list(value)
    elif isinstance(default, dict):
        if isinstance(value, dict):
            return value
    else:
        return value
    raise ConfigError(
        f"config key {path!r} expects {type(default).__name__}, got {type(value).__name__} ({value!r})",
        source,
    )


def _merge_section(path: str, defaults: dict, given: dict, source: str | None) -> dict:
    out = dict(defaults)
    for key, value in given.items():
        if key not in defaults:
            raise ConfigError(
                f"unknown config key '{path}.{key}'{suggest(key, defaults)}; valid keys: {', '.join(sorted(defaults))}",
                source,
            )
        out[key] = _check_type(f"{path}.{key}", value, defaults[key], source)
    return out


def resolve_config(given: dict | None = None, *, source: str | None = None, start: dict | None = None) -> dict:
    """Validate ``given`` (a parsed TOML dict) and fill every default.

    ``start`` is the configuration to update (the defaults when None).  When ``given`` has a
    ``[bases]`` table, it replaces the default set of instances only if ``given`` contains
    ``bases_replace = true`` at top level; otherwise given instances update/extend the defaults.
    """
    given = copy.deepcopy(given or {})
    cfg = copy.deepcopy(start) if start is not None else default_config()
    replace_bases = bool(given.pop("bases_replace", False))
    for section in given:
        if section not in cfg:
            raise ConfigError(
                f"unknown config section [{section}]{suggest(section, cfg)}; valid: {', '.join(cfg)}",
                source,
            )
    for section in ("corpus", "stacking", "run"):
        if section in given:
            if not isinstance(given[section], dict):
                raise ConfigError(f"[{section}] must be a table", source)
            cfg[section] = _merge_section(section, cfg[section], given[section], source)
    if "bases" in given:
        gb = given["bases"]
        if not isinstance(gb, dict):
            raise ConfigError("[bases] must hold one table per base instance", source)
        bases = {} if replace_bases else cfg["bases"]
        for inst, table in gb.items():
            if not isinstance(table, dict):
                raise ConfigError(f"[bases.{inst}] must be a table", source)
            base_type = table.get("type") or (bases.get(inst, {}).get("type")) or inst
            if base_type not in base_names():
                raise ConfigError(
                    f"[bases.{inst}] has unknown type {base_type!r}{suggest(base_type, base_names())}; "
                    f"known: {', '.join(base_names())}",
                    source,
                )
            defaults = bases.get(inst) if bases.get(inst, {}).get("type") == base_type else None
            if defaults is None:
                defaults = {"type": base_type, "enabled": True, **_base_defaults(base_type)}
            bases[inst] = _merge_section(f"bases.{inst}", defaults, table, source)
        cfg["bases"] = bases
    return cfg


def read_config_file(path: str | Path) -> dict:
    path = Path(path)
    if not path.is_file():
        raise ConfigError("config file not found", path)
    try:
        raw = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        raise DataError("config file is not valid UTF-8", path) from None
    try:
        return tomllib.loads(raw)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"config file is not valid TOML ({exc})", path) from None


def parse_value(text: str) -> Any:
    """Parse a command-line value as a TOML literal, else keep the string."""
    try:
        return tomllib.loads(f"v = {text}")["v"]
    except tomllib.TOMLDecodeError:
        return text


def parse_overrides(args: Iterable[str]) -> dict:
    """``["--bases.crf.c1", "0.05", "--stacking.folds=3"]`` -> nested dict of overrides."""
    args = list(args)
    out: dict = {}
    i = 0
    while i < len(args):
        arg = args[i]
        if not arg.startswith("--") or "." not in arg:
            raise ConfigError(f"unexpected argument {arg!r}: config overrides look like --section.key VALUE")
        key = arg[2:]
        if "=" in key:
            key, value = key.split("=", 1)
        else:
            if i + 1 >= len(args):
                raise ConfigError(f"override --{key} needs a value")
            i += 1
            value = args[i]
        parts = key.split(".")
        node = out
        for p in parts[:-1]:
            node = node.setdefault(p.replace("-", "_"), {})
            if not isinstance(node, dict):
                raise ConfigError(f"override --{key} conflicts with another override")
        node[parts[-1].replace("-", "_")] = parse_value(value)
        i += 1
    return out


def load_config(path: str | Path | None = None, overrides: Iterable[str] | dict | None = None) -> dict:
    """Defaults, updated by the TOML file at ``path``, updated by command-line ``overrides``."""
    given = read_config_file(path) if path is not None else None  # file problems first
    cfg = default_config()
    if given is not None:
        cfg = resolve_config(given, source=str(path), start=cfg)
    if overrides:
        ov = overrides if isinstance(overrides, dict) else parse_overrides(overrides)
        cfg = resolve_config(ov, source="command line", start=cfg)
    return cfg


# --------------------------------------------------------------------------- bases


def select_bases(cfg: dict, selection: str | Iterable[str] | None = "all") -> list[str]:
    """Instance names chosen by ``--bases`` (``all`` = every enabled instance)."""
    bases = cfg["bases"]
    if selection is None or selection == "all" or selection == ["all"]:
        names = [n for n, t in bases.items() if t.get("enabled", True)]
    else:
        if isinstance(selection, str):
            selection = [s.strip() for s in selection.split(",") if s.strip()]
        names = []
        for n in selection:
            if n not in bases:
                raise ConfigError(f"unknown base {n!r}{suggest(n, bases)}; configured: {', '.join(bases)}")
            names.append(n)
    if not names:
        raise ConfigError("no base system selected (all disabled?)")
    return names


def build_base(instance: str, table: dict):
    """Instantiate the base-system instance described by a resolved ``[bases.NAME]`` table."""
    params = {k: v for k, v in table.items() if k not in ("type", "enabled")}
    cls = get_base_class(table.get("type", instance))
    obj = cls(**params)
    obj.instance_name = instance
    return obj


# --------------------------------------------------------------------------- writing


def _toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(type(v))


def dump_config(cfg: dict, *, comments: bool = True) -> str:
    """Serialise a resolved config as commented TOML (``None`` values are written as comments)."""
    lines: list[str] = []

    def table(name: str, values: dict, doc: str | None = None):
        if comments and doc:
            lines.append(f"# {doc}")
        lines.append(f"[{name}]")
        for k, v in values.items():
            if v is None:
                lines.append(f"# {k} = (unset: adapter default)")
            else:
                lines.append(f"{k} = {_toml_value(v)}")
        lines.append("")

    table("corpus", cfg["corpus"], _SECTION_DOCS["corpus"] if comments else None)
    if comments:
        lines.append(f"# {_SECTION_DOCS['bases']}")
        lines.append("# Disable one with `enabled = false`; add a second instance with e.g. [bases.crf_wide] type = \"crf\".")
        lines.append("")
    for inst, t in cfg["bases"].items():
        doc = None
        if comments:
            try:
                cls = get_base_class(t["type"])
                first = (cls.__doc__ or "").strip().splitlines()
                doc = f"{t['type']}: {first[0]}" if first else t["type"]
            except Exception:  # noqa: BLE001 - documentation only
                doc = t["type"]
        table(f"bases.{inst}", t, doc)
    table("stacking", cfg["stacking"], _SECTION_DOCS["stacking"] if comments else None)
    table("run", cfg["run"], _SECTION_DOCS["run"] if comments else None)
    return "\n".join(lines)
