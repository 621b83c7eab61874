"""The base-system contract, modelled on scikit-learn's estimator API.

* ``__init__`` only stores hyper-parameters given explicitly by keyword (no ``**kwargs``), so
  :meth:`get_params` / :meth:`set_params` and the config validator can introspect them.
* :meth:`fit` takes documents with gold spans and returns ``self``; learned state ends in
  ``_``.  Knowledge-based systems set ``requires_fit = False`` and their ``fit`` is a no-op.
* :meth:`predict` returns, per document, a list of :class:`~multideid.document.Span` with
  ``score`` and ``source`` (the instance name) and, where useful, an ``explanation`` (the
  pattern or dictionary that fired) for audits.
* :meth:`predict_tokens` returns per-token decisions and scores for the stacker; the default
  derives them from the spans.
* :meth:`to_disk` / :meth:`from_disk` save to a directory without pickle: ``params.json``
  plus whatever native/JSON/numpy/skops files the subclass writes in ``_save_state``.
"""

from __future__ import annotations

import inspect
import json
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Mapping, Sequence

import numpy as np

from multideid.document import Document, Span
from multideid.errors import ModelError
from multideid.tokenizer import spans_to_bio, strip_bio


@dataclass
class TokenPrediction:
    """Per-token output of one base system for one document.

    ``tags`` holds one label per token (``"O"`` for none, no BIO prefix) and ``scores`` the
    base's confidence in that tag, in [0, 1] where possible.  ``begins`` marks tokens that
    start a span (so the stacker can see boundaries between adjacent same-label spans).
    ``proba`` optionally holds a full ``(n_tokens, len(proba_labels))`` score matrix.
    """

    tags: list[str]
    scores: np.ndarray
    begins: np.ndarray
    proba: np.ndarray | None = None
    proba_labels: list[str] | None = None


# ---------------------------------------------------------------------- per-document memo

#: entries kept per document and kind: feature extractor configurations ("parts"), trigger
#: tables ("trig"; crf, svm and boosted fitted on the same documents share one) and raw
#: rule/gazetteer matches per base setting ("raw")
MEMO_LIMITS = {"parts": 4, "trig": 2, "raw": 4}
MEMO_ATTR = "_feature_memo"


class DocMemo(dict):
    """A document's memo of derived data shared by the bases (features, raw matches).

    Keys are tuples whose first item is the kind (see :data:`MEMO_LIMITS`); values hold only
    immutable data or are copied on the way out.  Bounded per kind, dropped with the
    document, and never pickled (a worker process that receives the document recomputes what
    it needs rather than receiving megabytes).
    """

    def __reduce__(self):
        return (DocMemo, ())

    def put(self, key, value):
        """Store ``value``; the oldest entries of the same kind (``key[0]``) make room."""
        limit = MEMO_LIMITS.get(key[0], 1)
        same = [k for k in self if k[0] == key[0]]
        for k in same[: max(0, len(same) - limit + 1)]:
            del self[k]
        self[key] = value
        return value


def doc_memo(doc: Document) -> DocMemo:
    """The :class:`DocMemo` of ``doc`` (created on first use)."""
    memo = doc.__dict__.get(MEMO_ATTR)
    if memo is None:
        memo = doc.__dict__[MEMO_ATTR] = DocMemo()
    return memo


def memo_raw_matches(base: "BaseSystem", doc: Document, compute) -> list[Span]:
    """``compute(doc)`` (a knowledge base's raw matches), memoised on the document per base
    class, source name, parameters and locale: the rules and dictionary bases and the
    learned bases' rule/gazetteer features (same default settings) scan a document once.
    Returns a new list each time (the spans themselves are frozen)."""
    key = ("raw", type(base).__qualname__, base.source, _canonical(base.get_params()), base.locale_for(doc))
    memo = doc_memo(doc)
    entry = memo.get(key)
    toks = doc.tokens
    if entry is None or entry[0] is not doc.text or entry[1] is not toks:
        entry = memo.put(key, (doc.text, toks, tuple(compute(doc))))
    return list(entry[2])


def _canonical(v) -> str:
    """A parameter value as a string that equal settings share (a config's ``[]`` and the
    default ``()``, mappings in any order)."""
    if isinstance(v, Mapping):
        return "{" + ",".join(f"{_canonical(k)}:{_canonical(x)}" for k, x in sorted(v.items(), key=lambda kv: repr(kv[0]))) + "}"
    if isinstance(v, (list, tuple)):
        return "[" + ",".join(_canonical(x) for x in v) + "]"
    if isinstance(v, (set, frozenset)):
        return "{" + ",".join(sorted(_canonical(x) for x in v)) + "}"
    return repr(v)


class NotFittedError(ModelError):
    code = "E310"


class BaseSystem:
    """Common interface of every base de-identifier (see module docstring)."""

    #: registry name of the adapter type
    name: ClassVar[str] = "base"
    #: bump when the saved format or behaviour changes incompatibly
    version: ClassVar[str] = "1"
    #: False for knowledge-based systems whose ``fit`` is a no-op
    requires_fit: ClassVar[bool] = True

    #: instance name used as ``Span.source`` (a config may hold two crf instances)
    instance_name: str | None = None

    # ------------------------------------------------------------------ params
    @classmethod
    def _param_names(cls) -> list[str]:
        sig = inspect.signature(cls.__init__)
        return [
            p.name
            for p in sig.parameters.values()
            if p.name != "self" and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
        ]

    @classmethod
    def default_params(cls) -> dict:
        sig = inspect.signature(cls.__init__)
        return {
            p.name: p.default
            for p in sig.parameters.values()
            if p.name != "self" and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
        }

    def get_params(self) -> dict:
        return {k: getattr(self, k) for k in self._param_names()}

    def set_params(self, **params) -> "BaseSystem":
        valid = set(self._param_names())
        for k, v in params.items():
            if k not in valid:
                raise ValueError(f"{type(self).__name__} has no parameter {k!r}; valid: {sorted(valid)}")
            setattr(self, k, v)
        return self

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.get_params().items())
        return f"{type(self).__name__}({args})"

    @property
    def source(self) -> str:
        return self.instance_name or self.name

    # ------------------------------------------------------------------ availability
    #: top-level modules the adapter needs; :meth:`is_available` checks them without importing
    required_modules: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def is_available(cls) -> tuple[bool, str]:
        """Whether the adapter's dependencies are installed; the reason when not."""
        import importlib.util

        for mod in cls.required_modules:
            if importlib.util.find_spec(mod) is None:
                return False, f"python package {mod!r} is not installed"
        return True, ""

    # ------------------------------------------------------------------ learning
    def fit(self, docs: Sequence[Document]) -> "BaseSystem":
        self.is_fitted_ = True
        return self

    def check_is_fitted(self) -> None:
        if self.requires_fit and not getattr(self, "is_fitted_", False):
            raise NotFittedError(f"base system {self.source!r} is not fitted; call fit() or load a model")

    @property
    def labels(self) -> list[str]:
        """Labels this system can output (after fit for trainable systems)."""
        return list(getattr(self, "labels_", []))

    def predict(self, docs: Sequence[Document]) -> list[list[Span]]:
        raise NotImplementedError

    def predict_tokens(self, docs: Sequence[Document], spans: list[list[Span]] | None = None) -> list[TokenPrediction]:
        """Per-token tags and scores.  Default: project the predicted spans onto tokens."""
        if spans is None:
            spans = self.predict(docs)
        out = []
        for doc, sp in zip(docs, spans):
            toks = doc.tokens
            n = len(toks)
            bio = spans_to_bio(toks, sp).tags
            tags = strip_bio(bio)
            begins = np.array([t.startswith("B-") for t in bio], dtype=bool)
            scores = np.zeros(n, dtype=np.float32)
            for s in sp:
                i = toks.index_at(s.start)
                while i < n and toks.starts[i] < s.end:
                    scores[i] = max(scores[i], s.score)
                    i += 1
            out.append(TokenPrediction(tags, scores, begins))
        return out

    # ------------------------------------------------------------------ persistence
    def to_disk(self, path: str | Path) -> None:
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        meta = {
            "type": self.name,
            "class": f"{type(self).__module__}:{type(self).__qualname__}",
            "version": self.version,
            "instance_name": self.instance_name,
            "params": _jsonable(self.get_params()),
            "labels": self.labels,
            "fitted": bool(getattr(self, "is_fitted_", False)),
        }
        (path / "params.json").write_text(json.dumps(meta, indent=2, sort_keys=True), encoding="utf-8")
        self._save_state(path)

    @classmethod
    def create(cls, instance_name: str | None, params: Mapping | None = None) -> "BaseSystem":
        """A new instance with hyper-parameters ``params``, named ``instance_name`` (its
        ``Span.source``) from the start: the one constructor of configured and loaded bases."""
        obj = cls(**dict(params or {}))
        obj.instance_name = instance_name
        return obj

    @classmethod
    def from_disk(cls, path: str | Path, instance_name: str | None = None) -> "BaseSystem":
        """Load a base saved by :meth:`to_disk` (``instance_name`` defaults to the saved one)."""
        path = Path(path)
        meta = cls.check_saved(path)
        obj = cls.create(instance_name or meta.get("instance_name"), meta.get("params", {}))
        obj.labels_ = list(meta.get("labels", []))
        if meta.get("fitted"):
            obj.is_fitted_ = True
        obj._load_state(path)
        return obj

    @classmethod
    def check_saved(cls, path: str | Path) -> dict:
        """Read and check a saved base's ``params.json`` (type and format version) without loading
        its state; returns it.  Raises :class:`ModelError` with the file named."""
        path = Path(path)
        pfile = path / "params.json"
        if not pfile.is_file():
            raise ModelError("base system directory has no params.json", path)
        from multideid.model import read_model_json

        meta = read_model_json(pfile)  # checked against the model's checksums on every read
        if not isinstance(meta, dict):
            raise ModelError("params.json is not a JSON object", pfile)
        if meta.get("type") != cls.name:
            raise ModelError(f"saved base is of type {meta.get('type')!r}, expected {cls.name!r}", pfile)
        if str(meta.get("version")) != str(cls.version):
            raise ModelError(
                f"saved {cls.name} base has format version {meta.get('version')}, this multideid reads "
                f"version {cls.version}; retrain the model",
                pfile,
            )
        return meta

    def _save_state(self, path: Path) -> None:
        """Write learned state (subclasses); never pickle."""

    def _load_state(self, path: Path) -> None:
        """Read learned state written by :meth:`_save_state`."""


def _jsonable(v):
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_jsonable(x) for x in v]
    if isinstance(v, (np.integer,)):
        return int(v)
    if isinstance(v, (np.floating,)):
        return float(v)
    return v
