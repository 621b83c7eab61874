"""The base-system contract, modelled on scikit-learn's estimator API.

* ``__init__`` only stores hyper-parameters given explicitly by keyword (no ``**kwargs``), so
  :meth:`get_params` / :meth:`set_params` and the config validator can introspect them.
* :meth:`fit` takes documents with gold spans and returns ``self``; learned state ends in
  ``_``.  Knowledge-based systems set ``requires_fit = False`` and their ``fit`` is a no-op.
* :meth:`analyze` is a base's one output: per document a :class:`BaseOutput` holding its
  spans (:class:`~multideid.document.Span` with ``score``, ``source`` = the instance name and,
  where useful, an ``explanation`` such as the pattern that fired) and its per-token decisions
  (:class:`TokenPrediction`, what the stacker reads).  A base implements either
  :meth:`predict` (spans; the token decisions are their projection: rules, dictionary,
  presidio) or :meth:`analyze` itself (token decisions first, spans decoded from them: crf,
  svm, boosted); :meth:`predict` and :meth:`predict_tokens` are views of :meth:`analyze`.
* :meth:`to_disk` / :meth:`from_disk` save to a directory without pickle: ``params.json``
  plus whatever native/JSON/numpy/skops files the subclass writes in ``_save_state``.
"""

from __future__ import annotations

import inspect
import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import ClassVar, Mapping, Protocol, Sequence, runtime_checkable

import numpy as np

from multideid.document import LANGUAGE_KEY, Document, Span
from multideid.errors import ModelError
from multideid.tokenizer import bio_to_spans, spans_to_bio, strip_bio, tag_label


@dataclass
class TokenPrediction:
    """Per-token decisions of one base system for one document: what a base returns (in its
    :class:`BaseOutput`), what the meta-features and the combiners read, and what the model's
    out-of-fold store keeps (``stacking/oof_store.py``).

    ``tags`` holds one label per token (``"O"`` for none); ``scores`` the base's confidence in
    that tag, in [0, 1] where possible; ``begins`` marks tokens that start a span (so the
    stacker can see boundaries between adjacent same-label spans).  ``proba`` optionally holds
    a ``(n_tokens, len(proba_labels))`` score matrix (sparse marginals in the stored form).

    A base may return tags with ``B-``/``I-`` prefixes, ``None`` scores or begins, and marginals
    over BIO labels; :meth:`normalized` gives the form the stacking reads (``normal=True``).
    """

    tags: list[str]
    scores: np.ndarray
    begins: np.ndarray
    proba: np.ndarray | None = None
    proba_labels: list[str] | None = None
    #: already in the normal form of :meth:`normalized` (prefix-free tags, complete begins,
    #: float32 scores, marginals over the sorted PHI labels only)
    normal: bool = field(default=False, repr=False, compare=False, kw_only=True)

    def normalized(self, n: int, source: str = "?") -> "TokenPrediction":
        """These decisions for a document of ``n`` tokens in normal form: tags without BIO
        prefix; ``begins`` also set where a PHI label starts or changes; ``scores`` as float32
        (1.0 when the base gave none); ``proba``'s ``B-X``/``I-X`` columns summed onto ``X``
        over the sorted PHI labels (``None`` when no PHI column is left).  Returns ``self`` when
        already normal.  Raises :class:`ModelError` naming ``source`` when the length is off."""
        if len(self.tags) != n:
            raise ModelError(
                f"base {source!r} returned {len(self.tags)} token decisions for a document with {n} tokens"
            )
        if self.normal:
            return self
        tags = [tag_label(t) for t in self.tags]
        begins = np.array(self.begins, dtype=bool) if self.begins is not None else np.zeros(n, dtype=bool)
        for i, t in enumerate(tags):
            if t != "O" and (i == 0 or tags[i - 1] != t):
                begins[i] = True
        scores = np.asarray(self.scores, dtype=np.float32) if self.scores is not None else np.ones(n, np.float32)
        proba = proba_labels = None
        if self.proba is not None and self.proba_labels:
            labs = [tag_label(l) for l in self.proba_labels]
            uniq = sorted({l for l in labs if l != "O"})
            if uniq:
                proba = np.zeros((n, len(uniq)), dtype=np.float32)
                pos = {l: k for k, l in enumerate(uniq)}
                P = np.asarray(self.proba, dtype=np.float32)
                for j, l in enumerate(labs):
                    if l != "O":
                        proba[:, pos[l]] += P[:, j]
                proba_labels = uniq
        return TokenPrediction(tags, scores, begins, proba, proba_labels, normal=True)

    @classmethod
    def from_spans(cls, doc: Document, spans: Sequence[Span]) -> "TokenPrediction":
        """Spans projected onto ``doc.tokens``: a token's tag is its span's label, its score the
        highest score of the spans covering it, ``begins`` the spans' first tokens."""
        toks = doc.tokens
        n = len(toks)
        bio = spans_to_bio(toks, spans).tags
        begins = np.array([t.startswith("B-") for t in bio], dtype=bool)
        scores = np.zeros(n, dtype=np.float32)
        for s in spans:
            i = toks.index_at(s.start)
            while i < n and toks.starts[i] < s.end:
                scores[i] = max(scores[i], s.score)
                i += 1
        return cls(strip_bio(bio), scores, begins)

    def spans(self, doc: Document, source: str, explanation: str = "") -> list[Span]:
        """The spans these decisions make on ``doc``: runs of one label, split where a token
        begins a span or the label changes; a span's score is the mean of its tokens'."""
        tags = [tag_label(t) for t in self.tags]
        bio = []
        for i, t in enumerate(tags):
            if t == "O":
                bio.append("O")
            else:
                begin = (self.begins is not None and bool(self.begins[i])) or i == 0 or tags[i - 1] != t
                bio.append(("B-" if begin else "I-") + t)
        scores = np.asarray(self.scores, dtype=np.float32) if self.scores is not None else None
        out = bio_to_spans(doc.tokens, bio, scores, source)
        return [replace(s, explanation=explanation) for s in out] if explanation else out


@dataclass
class BaseOutput:
    """One base's output on one document (see :meth:`BaseSystem.analyze`)."""

    spans: list[Span]
    tokens: TokenPrediction


# ---------------------------------------------------------------------- optional protocols



def document_language(doc: Document, supported: Sequence[str]) -> str:
    """``doc``'s language: ``doc.metadata["language"]`` when it is one of ``supported``, else
    the detected one (:func:`multideid.lang.detect_language`)."""
    lang = doc.metadata.get(LANGUAGE_KEY) if isinstance(doc.metadata, dict) else None
    if lang in supported:
        return lang
    from multideid.lang import detect_language

    return detect_language(doc.text)


@runtime_checkable
class HitSource(Protocol):
    """What a knowledge base offers the learned bases' features (rules, dictionary).

    ``locale_for(doc)`` names the language it scans ``doc`` in (every base with a ``locale``
    parameter has it); ``raw_matches(doc)`` are all its matches, overlapping ones included
    (memoised with :func:`memo_raw_matches`); ``token_hits(doc)`` gives per token of
    ``doc.tokens`` the names of the matches covering it (``features.FeatureExtractor`` turns
    them into ``rules:DATE``-style features).
    """

    def locale_for(self, doc: Document) -> str: ...

    def raw_matches(self, doc: Document) -> list[Span]: ...

    def token_hits(self, doc: Document) -> list[list[str]]: ...


# ---------------------------------------------------------------------- per-document memo


def memo_raw_matches(base: HitSource, doc: Document, compute) -> list[Span]:
    """``compute(doc)`` (a knowledge base's raw matches), memoised on the document per base
    class, source name, parameters and locale: the rules and dictionary bases and the
    learned bases' rule/gazetteer features (same default settings) scan a document once.
    Returns a new list each time (the spans themselves are frozen)."""
    key = ("raw", type(base).__qualname__, base.source, _canonical(base.get_params()), base.locale_for(doc))
    memo = doc.memo
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

    def prepare_documents(self, docs: Sequence[Document]) -> None:
        """Memoise, on ``docs``, per-document data that every fit of this base (each fold and
        the deployed fit) would compute alike.  The out-of-fold runner calls it once in the
        parent before handing the tasks to worker processes, which receive what the document
        memo ships (:class:`~multideid.document.DocMemo`).  A no-op here."""

    def check_is_fitted(self) -> None:
        if self.requires_fit and not getattr(self, "is_fitted_", False):
            raise NotFittedError(f"base system {self.source!r} is not fitted; call fit() or load a model")

    @property
    def labels(self) -> list[str]:
        """Labels this system can output (after fit for trainable systems)."""
        return list(getattr(self, "labels_", []))

    def analyze(self, docs: Sequence[Document]) -> list[BaseOutput]:
        """Spans and per-token decisions per document: the one output the ensemble, the
        stacker's training and the evaluation read.  Default: :meth:`predict`'s spans and
        their projection onto the tokens (:meth:`TokenPrediction.from_spans`)."""
        if type(self).predict is BaseSystem.predict:
            raise NotImplementedError(f"{type(self).__name__} implements neither predict nor analyze")
        return [BaseOutput(list(sp), TokenPrediction.from_spans(doc, sp)) for doc, sp in zip(docs, self.predict(docs))]

    def predict(self, docs: Sequence[Document]) -> list[list[Span]]:
        """Spans per document (the spans of :meth:`analyze`)."""
        if type(self).analyze is BaseSystem.analyze:
            raise NotImplementedError(f"{type(self).__name__} implements neither predict nor analyze")
        return [o.spans for o in self.analyze(docs)]

    def predict_tokens(self, docs: Sequence[Document]) -> list[TokenPrediction]:
        """Per-token decisions per document (the tokens of :meth:`analyze`)."""
        return [o.tokens for o in self.analyze(docs)]

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
