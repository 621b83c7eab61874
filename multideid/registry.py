"""Name -> implementation registries, resolved lazily (importing is deferred until used).

Base systems are registered as ``"module:Class"`` strings so ``multideid --help`` and
``multideid bases`` do not import scikit-learn or presidio.  Third-party packages can add
bases through the ``multideid.bases`` entry-point group.
"""

from __future__ import annotations

import difflib
import importlib
from typing import TYPE_CHECKING

from multideid.errors import UsageError

if TYPE_CHECKING:  # pragma: no cover
    from multideid.base_systems.base import BaseSystem

BASES: dict[str, str] = {
    "rules": "multideid.base_systems.rules:RulesBase",
    "dictionary": "multideid.base_systems.dictionary:DictionaryBase",
    "presidio": "multideid.base_systems.presidio_base:PresidioBase",
    "crf": "multideid.base_systems.crf:CRFBase",
    "svm": "multideid.base_systems.svm:SVMBase",
    "boosted": "multideid.base_systems.boosted:BoostedBase",
    "corpuskb": "multideid.base_systems.corpuskb:CorpusKBBase",
    "charcrf": "multideid.base_systems.charcrf:CharCRFBase",
    "neural": "multideid.base_systems.neural:NeuralBase",  # optional extra: multideid[neural]
}

_entry_points_loaded = False


def _load_entry_points() -> None:
    global _entry_points_loaded
    if _entry_points_loaded:
        return
    _entry_points_loaded = True
    try:
        from importlib.metadata import entry_points

        for ep in entry_points(group="multideid.bases"):
            BASES.setdefault(ep.name, ep.value)
    except Exception:  # pragma: no cover - broken third-party metadata must not break us
        pass


def register_base(name: str, target: str) -> None:
    """Register a base system class under ``name`` (``target`` = ``"module:Class"``)."""
    BASES[name] = target


def base_names() -> list[str]:
    _load_entry_points()
    return list(BASES)


def suggest(name: str, options) -> str:
    close = difflib.get_close_matches(name, list(options), n=1, cutoff=0.5)
    return f" (did you mean {close[0]!r}?)" if close else ""


def get_base_class(name: str) -> "type[BaseSystem]":
    _load_entry_points()
    if name not in BASES:
        raise UsageError(f"unknown base system {name!r}{suggest(name, BASES)}; known: {', '.join(BASES)}")
    module, _, attr = BASES[name].partition(":")
    try:
        mod = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        raise UsageError(f"base system {name!r} cannot be imported: missing module {exc.name!r}") from None
    return getattr(mod, attr)
