"""TOML configuration: defaults, validation with suggestions, dotted command-line overrides.

A configuration has four sections::

    [corpus]            language, label map, size/seed of the embedded synthetic corpus
    [bases.NAME]        one table per base-system instance: ``type`` (registry name, defaults to
                        NAME), ``enabled`` and the adapter's own hyper-parameters
    [stacking]          the combiner and the stacking SVM (defaults in multideid.stacking.defaults)
    [run]               defaults for ``multideid run``

Nothing is hidden: :func:`resolve_config` fills every default, and the resolved config is what a
model directory stores.  Unknown sections or keys fail with a "did you mean" suggestion; values
are type-checked against their defaults, and the values of ``[corpus]``, ``[stacking]`` and
``[run]`` against their allowed values and ranges (``multideid.stacking.defaults.CHOICES`` and
``RANGES``), so a bad value fails before any training.  Command-line overrides use dotted paths
(``--bases.crf.c1 0.05``, ``--stacking.folds 3``); values are parsed as TOML literals
(``0.05``, ``true``, ``"es"``, ``[1, 2]``) and fall back to plain strings.
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path
from typing import Any, Iterable

import tomli_w

from multideid.errors import ConfigError, DataError
from multideid.registry import base_names, get_base_class, suggest
from multideid.stacking.defaults import CHOICES as STACKING_CHOICES
from multideid.stacking.defaults import DEFAULTS as STACKING_DEFAULTS
from multideid.stacking.defaults import RANGES as STACKING_RANGES
from multideid.stacking.defaults import SUBSET_KEYWORDS

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
    "synth_n": 200,  # 40, then 100 before session 8; 200 reaches held-out recall .98, fitted in 88 s on 2 quiet cores (docs/english_model.md)
    "synth_seed": 0,
}

RUN_DEFAULTS: dict[str, Any] = {
    "mode": "tag",  # tag | redact | surrogate
    "jobs": 1,
    "format": "",  # output format; "" = same as the input
    # documents longer than chunk_chars are predicted in chunks overlapping by overlap_chars
    # (multideid.chunking); longer than max_doc_chars are refused (exit 3)
    "chunk_chars": 100_000,
    "overlap_chars": 2_000,
    "max_doc_chars": 5_000_000,
    # a document in another language than the model's training text: warn | error | ignore
    "language_mismatch": "warn",
    # classes whose tagged strings are also tagged at their other mentions of the document,
    # after the combiner (multideid.propagate; [] = off); name_parts: a person name's words
    # alone after a title ("Mrs. Vazquez")
    "propagate": ["PATIENT", "DOCTOR", "USERNAME", "HOSPITAL", "ORGANIZATION", "LOCATION", "ID"],
    "propagate_name_parts": False,
    # drop predicted name/place/organisation spans inside clinical terms (drug and device names,
    # eponymous signs and scores, departments...), before propagate (multideid.nonphi,
    # docs/nonphi.md); English documents only
    "nonphi_veto": True,
    # with the veto on, also drop name/place/organisation spans only learned bases found that are
    # drug, language, demonym, genus or gene words, or a foreign form label (multideid.nonphi.lexicon,
    # docs/nonphi.md); a model whose stored config predates the key skips it
    "nonphi_lexicon": True,
    # the learned-only numbers step of the veto: a DATE span only learned bases found that is a number
    # no calendar date is written as, 0.42 or a DICOM tag 0010,0020 (multideid.nonphi.numbers,
    # docs/nonphi.md); a model whose stored config predates the key skips it
    "nonphi_numbers": True,
    # the language-word and field-label steps of the veto, whatever base found the span: language names
    # and demonyms in a language context ("translated from German", "English copy") and common-noun field
    # labels before a colon ("Venue:") (multideid.nonphi.fields, docs/nonphi.md); a model whose stored
    # config predates the key skips them
    "nonphi_fields": True,
    # the layout step of the veto, whatever base found the span: table header rows, document-type titles,
    # condition values, room and bed numbers, 4-digit times after a time word, program identifiers, fixed
    # fields of HL7/ASTM/git/syslog/ls -l records, standard designations, pieces of clock times
    # (multideid.nonphi.layout); a model whose stored config predates the key skips it
    "nonphi_layout": True,
    # the world-list step of the veto, whatever base found the span: product, test and eponym names,
    # programme and standard acronyms, words of other languages in code-mixed text (multideid.nonphi.world,
    # docs/nonphi.md); a model whose stored config predates the key skips it
    "nonphi_world": True,
    # classes whose rules-base spans are put back where the combiner dropped them (multideid.floor:
    # identifiers, dates, ages over 89, contact details; [] = off); English documents only
    "rules_floor": ["AGE", "ID", "DATE", "PHONE", "FAX", "EMAIL", "URL", "IP"],
    # classes whose rules-base spans are put back where the combiner dropped them, or completed
    # where it kept them in part, when a learned base found them too (multideid.floor.agreed_floor;
    # [] = off); English documents only
    "agreed_floor": ["PATIENT", "DOCTOR", "HOSPITAL", "ORGANIZATION", "LOCATION", "PROFESSION", "USERNAME"],
    # grow final spans found in part to the whole name, institution, country or address (name
    # particles, hyphen and caret joins, "Kingdom of", "Flat 12,"; multideid.complete): only ever
    # extends, after the non-PHI veto and before propagate; English documents only; a model whose
    # stored config predates the key skips it
    "complete": True,
}

#: what ``multideid run --mode`` accepts (and ``[run] mode``)
RUN_MODES = ("tag", "redact", "surrogate")

#: Base instances of the default configuration, in this order.
DEFAULT_BASES = ("rules", "dictionary", "presidio", "crf", "svm", "boosted", "corpuskb", "charcrf", "neural")
#: ... of which these are written with ``enabled = false``: the boosted trees cost 35 % of a
#: MEDDOCAN fit's CPU and about half of `run` time and did not help the stacker (dev strict F1 0.9638
#: without them, 0.9628 with; docs/stacking.md).  `--bases ...,boosted` or `enabled = true` adds them.
DEFAULT_DISABLED = ("boosted", "corpuskb", "charcrf", "neural")

_SECTION_DOCS = {
    "corpus": "Training corpus and language.",
    "bases": "One table per base-system instance. `type` names the adapter (defaults to the table name).",
    "stacking": "How base decisions are combined (the stacking SVM or a baseline combiner).",
    "run": "Defaults for `multideid run`.",
}


def _stacking_defaults() -> dict[str, Any]:
    return copy.deepcopy(STACKING_DEFAULTS)


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
    shown = repr(value)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    raise ConfigError(
        f"config key {path!r} expects {type(default).__name__}, got {type(value).__name__} ({shown})",
        source,
    )


def _key_name(path: str, source: str | None) -> str:
    """How an error names a key: ``--stacking.C`` for a command-line override, else
    ``config key 'stacking.C'`` (the file is named by the error's path)."""
    return f"--{path}" if source == "command line" else f"config key {path!r}"


def _value_rules(section: str) -> tuple[dict[str, tuple], dict[str, dict]]:
    """``(choices, ranges)`` of the value-checked keys of ``[corpus]``, ``[run]``, ``[stacking]``."""
    if section == "corpus":
        from multideid.lang import SUPPORTED

        # synth_n: the stacker's document-grouped folds need 2 training documents at least
        return {"language": ("auto", *SUPPORTED)}, {"synth_n": {"min": 2}}
    if section == "run":
        from multideid.io import FORMATS

        return {"mode": RUN_MODES, "format": ("", *FORMATS), "language_mismatch": ("warn", "error", "ignore")}, {"jobs": {"min": 1}, "chunk_chars": {"min": 1000},
                                                               "overlap_chars": {"min": 0}, "max_doc_chars": {"min": 1}}
    if section == "stacking":
        return dict(STACKING_CHOICES), dict(STACKING_RANGES)
    return {}, {}


def _hint(value: Any, options) -> str:
    """``"; did you mean 'x'?"`` for a near miss, else ``""``."""
    close = suggest(value, [o for o in options if o]) if isinstance(value, str) else ""
    return "; " + close.strip()[1:-1] if close else ""


def _describe_range(rule: dict, integer: bool) -> str:
    kind = "an integer" if integer else "a number"
    lo, hi, gt = rule.get("min"), rule.get("max"), rule.get("gt")
    if lo is not None and hi is not None:
        return f"{kind} from {lo} to {hi}"
    if gt is not None:
        return f"{kind} > {gt}"
    if lo is not None:
        return f"{kind} >= {lo}"
    return f"{kind} <= {hi}"  # pragma: no cover - no such rule yet


def _check_value(section: str, key: str, value: Any, source: str | None) -> None:
    """Raise :class:`ConfigError` when an (already type-checked) value is out of its range or
    not one of its allowed values; the error names the file (or the override) and the key."""
    import math

    choices, ranges = _value_rules(section)
    name = _key_name(f"{section}.{key}", source)
    if section == "run" and key in ("propagate", "rules_floor", "agreed_floor"):
        from multideid.propagate import check_classes

        check_classes(value, name, source)
    if key in choices:
        allowed = choices[key]
        if value not in allowed:
            shown = ", ".join(repr(c) if c == "" else str(c) for c in allowed)
            raise ConfigError(f"{name} must be one of: {shown} (got {value!r}{_hint(value, allowed)})", source)
    if key in ranges:
        rule = ranges[key]
        ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
        if ok and rule.get("min") is not None:
            ok = value >= rule["min"]
        if ok and rule.get("max") is not None:
            ok = value <= rule["max"]
        if ok and rule.get("gt") is not None:
            ok = value > rule["gt"]
        if not ok:
            integer = isinstance(value, int) and not isinstance(value, bool)
            raise ConfigError(f"{name} must be {_describe_range(rule, integer)} (got {value!r})", source)


def _check_stacking_lists(cfg: dict, given: dict, source: str | None) -> None:
    """``store_subsets`` and ``priority`` name bases: check them against the configuration."""
    st = cfg.get("stacking", {})
    if "store_subsets" in given:
        spec = st["store_subsets"].strip()
        if spec not in SUBSET_KEYWORDS:
            name = _key_name("stacking.store_subsets", source)
            for part in spec.split(","):
                sub = [x.strip() for x in part.split("+")]
                if not part.strip() or not all(sub):
                    raise ConfigError(
                        f"{name} must be one of: {', '.join(SUBSET_KEYWORDS)}, or subsets of base instances "
                        f"like \"a+b,c+d\" (got {spec!r}{_hint(spec, SUBSET_KEYWORDS)})", source)
                for inst in sub:
                    if inst not in cfg["bases"]:
                        raise ConfigError(
                            f"{name} names base {inst!r}, which is not configured"
                            f"{suggest(inst, [*cfg['bases'], *SUBSET_KEYWORDS])}; configured: "
                            f"{', '.join(cfg['bases']) or 'none'} (or one of: {', '.join(SUBSET_KEYWORDS)})", source)
    if "priority" in given:
        known = list(dict.fromkeys([*base_names(), *(t.get("type", n) for n, t in cfg["bases"].items())]))
        name = _key_name("stacking.priority", source)
        for item in st["priority"]:
            if not isinstance(item, str) or item not in known:
                hint = suggest(item, known) if isinstance(item, str) else ""
                raise ConfigError(f"{name} lists {item!r}, which is not a base type{hint}; known: {', '.join(known)}",
                                  source)


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
            for key in given[section]:
                _check_value(section, key, cfg[section][key], source)
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
    if isinstance(given.get("stacking"), dict):
        _check_stacking_lists(cfg, given["stacking"], source)
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
    except RecursionError:
        raise ConfigError("config file is not valid TOML (nested too deeply)", path) from None


def parse_value(text: str) -> Any:
    """Parse a command-line value as a TOML literal, else keep the string."""
    try:
        return tomllib.loads(f"v = {text}")["v"]
    except (tomllib.TOMLDecodeError, RecursionError):
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
    return get_base_class(table.get("type", instance)).create(instance, params)


# --------------------------------------------------------------------------- writing


def _toml_table(path: tuple[str, ...], values: dict, doc: str | None) -> list[str]:
    """One table as TOML lines: ``tomli_w`` writes the header (keys quoted where TOML needs it),
    the values and any sub-tables; unset (``None``) values, which TOML cannot hold, become
    comments under the header."""
    nested: dict = {k: v for k, v in values.items() if v is not None}
    for key in reversed(path):
        nested = {key: nested}
    text = tomli_w.dumps(nested).rstrip("\n").split("\n")
    unset = [f"# {k} = (unset: adapter default)" for k, v in values.items() if v is None]
    return ([f"# {doc}"] if doc else []) + text[:1] + unset + text[1:] + [""]


def dump_config(cfg: dict, *, comments: bool = True) -> str:
    """Serialise a resolved config as commented TOML (``None`` values are written as comments)."""
    lines = _toml_table(("corpus",), cfg["corpus"], _SECTION_DOCS["corpus"] if comments else None)
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
        lines.extend(_toml_table(("bases", inst), t, doc))
    for section in ("stacking", "run"):
        lines += _toml_table((section,), cfg[section], _SECTION_DOCS[section] if comments else None)
    return "\n".join(lines)
