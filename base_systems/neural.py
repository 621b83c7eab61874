"""``neural``: a BiLSTM-CRF tagger trained from scratch on the user's corpus, on the CPU.

An optional extra (``pip install "multideid[neural]"``: PyTorch and safetensors); nothing is
downloaded, ever: the vocabularies and every weight come from the training documents.  Its
errors differ from the feature-based learners' (crf, svm): it sees characters through a CNN
and words through embeddings learned end to end instead of the shared feature library.

Input per token of the shared tokenizer: the lower-cased word (training words seen fewer than
``min_count`` times are ``<unk>``; during training known words are dropped to ``<unk>`` with
probability ``word_dropout``), its shape (``X``/``x``/``d``/punctuation, runs collapsed),
its first ``max_chars`` characters (a CNN, max-pooled) and, with ``use_hits``, which rules and
dictionary patterns cover it (the :class:`~multideid.base_systems.base.HitSource` protocol).
One BiLSTM layer, a linear layer and a CRF over BIO tags (:mod:`.neural_net`).  A document is
tagged line by line (lines longer than ``max_len`` tokens are cut at sentence ends, then
every ``max_len`` tokens).

Training: Adam (``lr``, times ``lr_decay`` per epoch), batches of ``batch_size`` lines, at
most ``epochs`` epochs; a seeded ``holdout`` share of the training documents is set aside and
training stops after ``patience`` epochs without a better held-out strict span F1, keeping the
best epoch.  Same documents + same ``seed`` + same ``threads`` = same weights (other thread counts
sum in another order: weights differ in the last float bits, ~2e-7 after 3 epochs).

Output per token: the Viterbi tag, its B/I-collapsed marginal (forward-backward) as the score
and the full collapsed marginals as ``proba`` for the stacker.  Saved as ``neural.safetensors``
(weights) + ``neural_state.json`` (vocabularies, tags, versions, training history, weights'
SHA-256); loaded without pickle.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from pathlib import Path
from typing import ClassVar, Sequence

import numpy as np

from multideid.base_systems.base import BaseOutput, BaseSystem, TokenPrediction
from multideid.base_systems.feature_parts import cached_token_hits
from multideid.document import Document
from multideid.errors import DataError, ModelError, UsageError
from multideid.tokenizer import spans_to_bio, split_tag, word_shape

__all__ = ["NeuralBase", "segments", "require_torch", "INSTALL_HINT"]

INSTALL_HINT = 'pip install "multideid[neural]"'
_WEIGHTS = "neural.safetensors"
_STATE = "neural_state.json"
_FORMAT = 1
PAD, UNK = 0, 1


def require_torch():
    """``torch`` (and safetensors) or a one-line UsageError naming the extra (exit 2)."""
    try:
        import safetensors  # noqa: F401
        import torch
    except ImportError as exc:
        raise UsageError(f"the neural base needs the optional extra: {INSTALL_HINT} "
                         f"(missing python package {exc.name!r})") from None
    return torch


def shape(word: str) -> str:
    """Character classes with runs collapsed, at most 8 characters (``"C/Sal" -> "X/Xx"``)."""
    return word_shape(word, brief=True, limit=8)


def segments(doc: Document, max_len: int) -> list[tuple[int, int]]:
    """Token ranges ``[a, b)`` that are tagged as one sequence: the lines of ``doc``, lines
    longer than ``max_len`` cut at sentence ends, then every ``max_len`` tokens."""
    toks = doc.tokens
    n = len(toks)
    out: list[tuple[int, int]] = []
    a = 0
    for i in range(1, n + 1):
        if i == n or toks.lines[i] != toks.lines[i - 1]:
            out += _cut(toks.sentences, a, i, max_len)
            a = i
    return out


def _cut(sentences: Sequence[int], a: int, b: int, max_len: int) -> list[tuple[int, int]]:
    """``[a, b)`` in pieces of at most ``max_len`` tokens: whole sentences packed greedily,
    a sentence longer than ``max_len`` cut every ``max_len`` tokens."""
    if b - a <= max_len:
        return [(a, b)]
    out: list[tuple[int, int]] = []
    cur: tuple[int, int] | None = None
    s = a
    for i in range(a + 1, b + 1):
        if i < b and sentences[i] == sentences[i - 1]:
            continue
        while i - s > max_len:
            if cur:
                out.append(cur)
                cur = None
            out.append((s, s + max_len))
            s += max_len
        if cur and i - cur[0] <= max_len:
            cur = (cur[0], i)
        else:
            if cur:
                out.append(cur)
            cur = (s, i)
        s = i
    if cur:
        out.append(cur)
    return out


class NeuralBase(BaseSystem):
    """Char-CNN + word-embedding BiLSTM-CRF (see module docstring).

    Parameters
    ----------
    word_dim, shape_dim, char_dim, char_filters, hit_dim, hidden:
        Sizes: word, shape and character embeddings, CNN filters, hit projection (0 = no
        hits), LSTM units per direction.
    use_hits:
        Feed the rules' and dictionary's hits per token (the knowledge bases run at fit and
        predict time; their scans are shared with the other bases through the document memo).
    min_count, min_word_docs, max_chars, max_len:
        Words seen fewer times, or in fewer training documents, are ``<unk>`` (the vocabulary is
        stored in the model in clear text: ``min_word_docs = 2`` keeps single-note words, most
        patients' names, out of it); characters per word the CNN sees; longest tagged sequence.
    dropout, word_dropout:
        Dropout on the LSTM's input and output; probability of replacing a known training word
        by ``<unk>``.
    epochs, patience, holdout:
        Most epochs; stop after this many epochs without a better held-out F1; share of the
        training documents held out for it (0 = train all ``epochs`` on every document).
    batch_size, lr, lr_decay, clip:
        Lines per batch; Adam's learning rate, multiplied by ``lr_decay`` every epoch;
        gradient-norm clipping.
    seed, threads:
        Random seed (initialisation, held-out choice, shuffling, dropout); CPU threads of
        PyTorch (fit and predict; ``fit --jobs N`` already runs N fits side by side).
    """

    name: ClassVar[str] = "neural"
    version: ClassVar[str] = "1"
    requires_fit: ClassVar[bool] = True
    required_modules = ("torch", "safetensors")
    #: called after every training epoch with its history row (benchmarks time epochs with it)
    epoch_callback: ClassVar = None

    def __init__(self, word_dim: int = 100, shape_dim: int = 16, char_dim: int = 25, char_filters: int = 50,
                 hit_dim: int = 16, hidden: int = 128, use_hits: bool = True, min_count: int = 2,
                 min_word_docs: int = 1, max_chars: int = 20, max_len: int = 100, dropout: float = 0.5, word_dropout: float = 0.05,
                 epochs: int = 12, patience: int = 3, holdout: float = 0.1, batch_size: int = 32,
                 lr: float = 0.002, lr_decay: float = 0.9, clip: float = 5.0, seed: int = 0, threads: int = 1):
        self.word_dim = word_dim
        self.shape_dim = shape_dim
        self.char_dim = char_dim
        self.char_filters = char_filters
        self.hit_dim = hit_dim
        self.hidden = hidden
        self.use_hits = use_hits
        self.min_count = min_count
        self.min_word_docs = min_word_docs
        self.max_chars = max_chars
        self.max_len = max_len
        self.dropout = dropout
        self.word_dropout = word_dropout
        self.epochs = epochs
        self.patience = patience
        self.holdout = holdout
        self.batch_size = batch_size
        self.lr = lr
        self.lr_decay = lr_decay
        self.clip = clip
        self.seed = seed
        self.threads = threads

    # ------------------------------------------------------------------ checks
    _INTS = {"word_dim": 1, "shape_dim": 1, "char_dim": 1, "char_filters": 1, "hit_dim": 0, "hidden": 1,
             "min_count": 1, "min_word_docs": 1, "max_chars": 1, "max_len": 2, "epochs": 1, "patience": 1, "batch_size": 1,
             "seed": 0, "threads": 1}
    _UNIT = ("dropout", "word_dropout", "holdout")

    def _check(self) -> None:
        for key, lo in self._INTS.items():
            v = getattr(self, key)
            if isinstance(v, bool) or not isinstance(v, int) or v < lo:
                raise UsageError(f"neural: {key} must be an integer >= {lo} (got {v!r})")
        for key in self._UNIT + ("lr", "lr_decay", "clip"):
            v = getattr(self, key)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not np.isfinite(v):
                raise UsageError(f"neural: {key} must be a number (got {v!r})")
        for key in self._UNIT:
            if not 0.0 <= getattr(self, key) < 1.0:
                raise UsageError(f"neural: {key} must lie in [0, 1) (got {getattr(self, key)!r})")
        if not (self.lr > 0 and 0 < self.lr_decay <= 1 and self.clip > 0):
            raise UsageError("neural: lr and clip must be > 0 and lr_decay in (0, 1]")
        if not isinstance(self.use_hits, bool):
            raise UsageError(f"neural: use_hits must be true or false (got {self.use_hits!r})")

    # ------------------------------------------------------------------ encoding
    def _hit_sources(self) -> list:
        if not (self.use_hits and self.hit_dim):
            return []
        from multideid.base_systems.feature_parts import load_hit_source

        return [(kind, src) for kind in ("rules", "dict")
                if (src := load_hit_source("rules" if kind == "rules" else "dictionary")) is not None]

    def _doc_hits(self, doc: Document, sources) -> list[list[str]]:
        n = len(doc.tokens)
        out: list[list[str]] = [[] for _ in range(n)]
        for kind, src in sources:  # the feature extractor's cache: crf, svm and this base scan a document once
            for i, names in enumerate(cached_token_hits(doc, kind, src, n)):
                out[i] += [f"{kind}:{h}" for h in names]
        return out

    def _encode(self, doc: Document, sources, with_tags: bool) -> list[dict]:
        toks = doc.tokens
        words = [self.word_index_.get(w.lower(), UNK) for w in toks.words]
        shapes = [self.shape_index_.get(shape(w), UNK) for w in toks.words]
        chars = [[self.char_index_.get(c, UNK) for c in w[:self.max_chars]] for w in toks.words]
        hits = [[self.hit_index_[h] for h in hs if h in self.hit_index_] for hs in self._doc_hits(doc, sources)]
        tags = None
        if with_tags:
            tags = [self.tag_index_.get(t, 0) for t in spans_to_bio(toks, doc.gold or []).tags]
        return [{"words": words[a:b], "shapes": shapes[a:b], "chars": chars[a:b], "hits": hits[a:b],
                 "tags": tags[a:b] if tags is not None else None, "range": (a, b)}
                for a, b in segments(doc, self.max_len)]

    def _learn_vocab(self, docs: Sequence[Document], sources) -> None:
        wc, wd, sc, cc, hc, labels = Counter(), Counter(), Counter(), Counter(), Counter(), set()
        for d in docs:
            wd.update({w.lower() for w in d.tokens.words})
            for w in d.tokens.words:
                wc[w.lower()] += 1
                sc[shape(w)] += 1
                cc.update(w[:self.max_chars])
            for hs in self._doc_hits(d, sources):
                hc.update(hs)
            labels.update(s.label for s in d.gold or [])
        def index(c: Counter, lo: int) -> dict:
            keep = sorted(k for k, v in c.items() if v >= lo)
            return {k: i + 2 for i, k in enumerate(keep)}
        self.word_index_ = index(Counter({w: c for w, c in wc.items() if wd[w] >= self.min_word_docs}), self.min_count)
        self.shape_index_ = index(sc, self.min_count)
        self.char_index_ = index(cc, 1)
        self.hit_index_ = {k: i for i, k in enumerate(sorted(hc))}
        self.labels_ = sorted(labels)
        self.tags_ = ["O"] + [f"{p}-{lab}" for lab in self.labels_ for p in "BI"]
        self.tag_index_ = {t: i for i, t in enumerate(self.tags_)}

    def _arch(self) -> dict:
        return {"n_words": len(self.word_index_) + 2, "n_shapes": len(self.shape_index_) + 2,
                "n_chars": len(self.char_index_) + 2, "n_hits": len(self.hit_index_), "tags": list(self.tags_),
                "word_dim": self.word_dim, "shape_dim": self.shape_dim, "char_dim": self.char_dim,
                "char_filters": self.char_filters, "hit_dim": self.hit_dim if self.hit_index_ else 0,
                "hidden": self.hidden, "dropout": float(self.dropout)}

    # ------------------------------------------------------------------ learning
    def fit(self, docs: Sequence[Document]) -> "NeuralBase":
        torch = require_torch()
        from multideid.base_systems import neural_net

        self._check()
        docs = list(docs)
        if not docs:
            raise DataError("neural: fit() got no documents")
        for d in docs:
            if d.gold is None:
                raise DataError(f"neural: training document {d.id!r} has no gold annotations")
        if not any(d.gold for d in docs):
            raise DataError("neural: the training documents contain no gold spans, nothing to learn")
        rng = np.random.default_rng(self.seed)
        n_held = int(round(len(docs) * self.holdout)) if len(docs) >= 2 else 0
        order = rng.permutation(len(docs))
        held_docs = [docs[i] for i in sorted(order[:n_held])]
        train_docs = [docs[i] for i in sorted(order[n_held:])]
        sources = self._hit_sources()
        self._learn_vocab(train_docs, sources)
        train_segs = [s for d in train_docs for s in self._encode(d, sources, True)]
        held_segs = [s for d in held_docs for s in self._encode(d, sources, True)]
        old_threads = torch.get_num_threads()
        torch.set_num_threads(self.threads)
        try:
            with torch.random.fork_rng(devices=[]):
                torch.manual_seed(self.seed)
                model = neural_net.Tagger(**self._arch())
                self.history_ = neural_net.train(
                    model, train_segs, held_segs, self.tags_, n_hits=len(self.hit_index_),
                    max_chars=self.max_chars, epochs=self.epochs, patience=self.patience,
                    batch_size=self.batch_size, lr=float(self.lr), lr_decay=float(self.lr_decay),
                    clip=float(self.clip), word_dropout=float(self.word_dropout), seed=self.seed,
                    report=type(self).epoch_callback)
        finally:
            torch.set_num_threads(old_threads)
        self.model_ = model
        self.heldout_docs_ = len(held_docs)
        self.is_fitted_ = True
        return self

    # ------------------------------------------------------------------ prediction
    def analyze(self, docs: Sequence[Document]) -> list[BaseOutput]:
        """Per token the Viterbi tag, its collapsed marginal and all collapsed marginals; each
        document is one batch of its lines, so its output does not depend on the others'."""
        self.check_is_fitted()
        torch = require_torch()
        from multideid.base_systems.neural_net import predict_segments

        plabels = ["O"] + list(self.labels_)
        col = {lab: j for j, lab in enumerate(plabels)}
        collapse = np.zeros((len(self.tags_), len(plabels)))  # BIO tag -> its label's column
        for k, t in enumerate(self.tags_):
            collapse[k, col[split_tag(t)[1] or "O"]] = 1.0
        sources = self._hit_sources()
        old_threads = torch.get_num_threads()
        torch.set_num_threads(self.threads)
        out = []
        try:
            for doc in docs:
                n = len(doc.tokens)
                tags, begins = ["O"] * n, np.zeros(n, dtype=bool)
                proba = np.zeros((n, len(plabels)), dtype=np.float32)
                proba[:, 0] = 1.0
                segs = self._encode(doc, sources, False)
                for seg, (path, marg) in zip(segs, predict_segments(self.model_, segs, len(self.hit_index_),
                                                                    self.max_chars)):
                    a, b = seg["range"]
                    proba[a:b] = marg.astype(np.float64) @ collapse
                    prev = "O"
                    for i, k in enumerate(path):
                        p, lab = split_tag(self.tags_[k])
                        tags[a + i] = lab or "O"
                        begins[a + i] = bool(lab) and (p == "B" or lab != prev)
                        prev = lab or "O"
                proba = np.round(np.clip(proba, 0.0, 1.0), 6).astype(np.float32)
                scores = proba[np.arange(n), [col[t] for t in tags]] if n else np.zeros(0, dtype=np.float32)
                tp = TokenPrediction(tags, scores, begins, proba, plabels)
                out.append(BaseOutput(tp.spans(doc, self.source, "neural"), tp))
        finally:
            torch.set_num_threads(old_threads)
        return out

    def network_scores(self, docs: Sequence[Document]) -> list[tuple[list[tuple[int, int]], object, object]]:
        """Per document ``(ranges, emissions, mask)``: the token ranges of its segments, the
        network's tag scores before the CRF layer (a tensor ``(segments, longest, tags)`` over
        ``tags_``) and the mask of real positions; ``([], None, None)`` for a document without
        tokens.  ``model_.crf`` decodes them; benchmarks/neural_seeds.py combines several seeds'."""
        self.check_is_fitted()
        torch = require_torch()
        from multideid.base_systems.neural_net import make_batch

        sources = self._hit_sources()
        out = []
        with torch.no_grad():
            for doc in docs:
                segs = self._encode(doc, sources, False)
                if not segs:
                    out.append(([], None, None))
                    continue
                batch = make_batch(segs, len(self.hit_index_), self.max_chars)
                out.append(([s["range"] for s in segs], self.model_.emissions(batch), batch["mask"]))
        return out

    # ------------------------------------------------------------------ persistence
    def _save_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        from safetensors.torch import save

        data = save({k: v.detach().contiguous() for k, v in self.model_.state_dict().items()})
        (path / _WEIGHTS).write_bytes(data)
        import safetensors
        import torch

        state = {
            "format": _FORMAT,
            "arch": self._arch(),
            "vocab": {"words": list(self.word_index_), "shapes": list(self.shape_index_),
                      "chars": list(self.char_index_), "hits": list(self.hit_index_)},
            "history": getattr(self, "history_", []),
            "heldout_docs": getattr(self, "heldout_docs_", 0),
            "versions": {"torch": torch.__version__, "safetensors": safetensors.__version__},
            "files": {_WEIGHTS: hashlib.sha256(data).hexdigest()},
        }
        (path / _STATE).write_text(json.dumps(state, indent=1, ensure_ascii=False), encoding="utf-8")

    def _load_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        require_torch()
        from multideid.base_systems import neural_net
        from multideid.model import read_base_file, read_model_json
        from safetensors.torch import load

        if not (path / _STATE).is_file():
            raise ModelError(f"neural model directory has no {_STATE}", path)
        state = read_model_json(path / _STATE)
        try:
            if state["format"] != _FORMAT:
                raise ModelError(f"{_STATE} has format {state['format']!r}, this multideid reads {_FORMAT}", path)
            voc = state["vocab"]
            self.word_index_ = {w: i + 2 for i, w in enumerate(voc["words"])}
            self.shape_index_ = {w: i + 2 for i, w in enumerate(voc["shapes"])}
            self.char_index_ = {w: i + 2 for i, w in enumerate(voc["chars"])}
            self.hit_index_ = {w: i for i, w in enumerate(voc["hits"])}
            arch = dict(state["arch"])
            self.tags_ = [str(t) for t in arch["tags"]]
            digest = state["files"][_WEIGHTS]
            self.history_ = list(state.get("history", []))
            self.heldout_docs_ = int(state.get("heldout_docs", 0))
        except (KeyError, TypeError, AttributeError):
            raise ModelError(f"{_STATE} is malformed", path / _STATE) from None
        self.tag_index_ = {t: i for i, t in enumerate(self.tags_)}
        if arch != self._arch() or sorted({split_tag(t)[1] for t in self.tags_} - {""}) != sorted(self.labels_):
            raise ModelError(f"{_STATE} does not match params.json (sizes, tags or labels differ)", path / _STATE)
        f = path / _WEIGHTS
        data = read_base_file(path, _WEIGHTS, digest, "neural")
        torch = require_torch()
        old_threads = torch.get_num_threads()
        # on `threads` threads: `run --jobs` forks workers after loading, and a parent that never
        # ran a parallel region has no OpenMP pool for the children to inherit
        torch.set_num_threads(self.threads)
        try:
            model = neural_net.Tagger(**arch)
            model.load_state_dict(load(data), strict=True)
        except Exception as exc:  # noqa: BLE001 - safetensors/torch raise several types on bad files
            raise ModelError(f"cannot load neural weights {_WEIGHTS} ({type(exc).__name__})", f) from None
        finally:
            torch.set_num_threads(old_threads)
        model.eval()
        self.model_ = model
