"""``corpuskb``: a knowledge base learned from the user's annotated corpus at fit time.

No language pack is needed: everything comes from the training documents' gold spans, so a
user with a few dozen annotated notes in any language gets a rule-and-gazetteer base whose
errors differ from the CRF's (it matches whole remembered strings and context cues instead of
weighing token features).  Three parts, each entry with its precision *estimated on the
training corpus itself* and kept only above a threshold:

* **gazetteer**: the annotated PHI strings, per label, as token sequences (case-folded,
  accents removed, like the ``dictionary`` base); multi-token, longest match, never across a
  line.  An entry's precision is ``annotated / (occurrences + smoothing)``: every place its
  string occurs in the training text counts (occurrences strictly inside a longer gold span
  excepted, the longer entry covers them), so a string that is PHI once and an ordinary word
  elsewhere ("Rosa", "Sur", "2015") scores low and is dropped.  An entry whose annotated
  forms are all capitalised only matches capitalised text.
* **cues**: the one or two tokens just before or just after annotated spans ("dr.",
  "natural de", ": " after "nombre"), each with a label.  The span a cue announces is the
  longest run of tokens (same line) whose *shape signature* was seen for that label in
  training ("Xx Xx", "d2/d2/d4", "d2 años"); the cue's precision is measured by applying it to
  the training text (exact extent and label count as right).
* **brackets**: a left cue and a right cue seen around spans of one label ("domicilio :" ...
  "." for an address); the span is everything between a left cue and the nearest right cue
  on the same line.  Precision measured on the training text like the cues'.
* **shapes**: shape signatures that are PHI of one label almost wherever they occur (a date
  token "d2/d2/d4", an e-mail shape), counted over every window of the training text.

A shape replaces upper-case letters by ``X``, lower-case by ``x``, digits by ``d<n>`` and
keeps punctuation; a title-case word is ``Xx``, an all-capitals word ``XX``, a single capital
``L``; lower-case words stay as they are (the "de" of "Pérez de la Torre", the "años" of an
age).

Privacy: the gazetteer holds PHI strings of the training corpus.  ``min_docs`` (default 2)
keeps only strings annotated in at least that many training documents (recurring cities,
hospitals, common given names), so a name that identifies one patient of one note is not
stored.  Model files are JSON with SHA-256 checksums; no pickle.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter, defaultdict
from pathlib import Path
from typing import ClassVar, Sequence

from multideid.base_systems.base import BaseSystem
from multideid.base_systems.corpuskb_match import (
    SEP,
    DocView,
    aligned_gold,
    bracket_proposals,
    capitalised,
    build_trie,
    cue_proposals,
    inside_marks,
    trie_matches,
)
from multideid.document import Document, Span
from multideid.errors import ModelError, UsageError

__all__ = ["CorpusKBBase"]

_PARTS = ("gazetteer", "cues", "brackets", "shapes")
_STATE = "corpuskb.json"
_DIGESTS = "corpuskb_state.json"


class CorpusKBBase(BaseSystem):
    """Gazetteers, cue words and shapes learned from the training corpus (see module doc).

    Parameters
    ----------
    parts:
        Which parts predict: any of ``"gazetteer"``, ``"cues"``, ``"brackets"``, ``"shapes"``.
    min_precision:
        Gazetteer entries whose estimated precision is below this are dropped.
    smoothing:
        Pseudo-count of unannotated occurrences added to every estimate (a string seen once,
        annotated, scores ``1 / (1 + smoothing)``).
    min_docs:
        A gazetteer string must be annotated in at least this many training documents.
    cue_min_precision, cue_min_count:
        A cue rule is kept when its precision on the training text reaches the first and it
        found at least ``cue_min_count`` right spans there, in two documents or more.
    shape_min_precision, shape_min_count:
        The same for bare shape signatures.
    max_tokens:
        Longest span (in tokens) a cue or shape proposes, and longest gazetteer entry.
    bracket_max_tokens:
        Longest span a bracket (a left cue and a right cue around it) encloses.
    """

    name: ClassVar[str] = "corpuskb"
    version: ClassVar[str] = "1"
    requires_fit: ClassVar[bool] = True

    def __init__(
        self,
        parts: Sequence[str] = ("gazetteer", "cues", "brackets", "shapes"),
        min_precision: float = 0.5,
        smoothing: float = 1.0,
        min_docs: int = 2,
        cue_min_precision: float = 0.6,
        cue_min_count: int = 3,
        shape_min_precision: float = 0.8,
        shape_min_count: int = 5,
        max_tokens: int = 8,
        bracket_max_tokens: int = 16,
    ):
        self.parts = parts
        self.min_precision = min_precision
        self.smoothing = smoothing
        self.min_docs = min_docs
        self.cue_min_precision = cue_min_precision
        self.cue_min_count = cue_min_count
        self.shape_min_precision = shape_min_precision
        self.shape_min_count = shape_min_count
        self.max_tokens = max_tokens
        self.bracket_max_tokens = bracket_max_tokens

    # ------------------------------------------------------------------ validation
    def _validate(self) -> None:
        bad = [p for p in self.parts if p not in _PARTS] if not isinstance(self.parts, str) else [self.parts]
        if bad or not self.parts:
            raise UsageError(f"corpuskb: parts must be a non-empty list of {', '.join(_PARTS)} (got {self.parts!r})")
        for key in ("min_precision", "cue_min_precision", "shape_min_precision"):
            v = getattr(self, key)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0.0 <= v <= 1.0:
                raise UsageError(f"corpuskb: {key} must lie in [0, 1] (got {v!r})")
        if isinstance(self.smoothing, bool) or not isinstance(self.smoothing, (int, float)) or not 0.0 <= self.smoothing <= 100:
            raise UsageError(f"corpuskb: smoothing must lie in [0, 100] (got {self.smoothing!r})")
        for key, lo in (("min_docs", 1), ("cue_min_count", 1), ("shape_min_count", 1), ("max_tokens", 1), ("bracket_max_tokens", 1)):
            v = getattr(self, key)
            if isinstance(v, bool) or not isinstance(v, int) or v < lo:
                raise UsageError(f"corpuskb: {key} must be an integer >= {lo} (got {v!r})")

    # ------------------------------------------------------------------ learning
    def fit(self, docs: Sequence[Document]) -> "CorpusKBBase":
        self._validate()
        views = [DocView(d) for d in docs]
        golds = [aligned_gold(v, d) for v, d in zip(views, docs)]
        labels = sorted({s.label for d in docs for s in (d.gold or ())})
        self.gazetteer_ = self._fit_gazetteer(views, golds)
        self.signatures_ = self._fit_signatures(views, golds)
        self.cues_ = self._fit_cues(views, golds)
        self.shapes_ = self._fit_shapes(views, golds)
        self.brackets_ = self._fit_brackets(views, golds)
        self.labels_ = labels
        self.is_fitted_ = True
        self._index()
        return self

    def _score(self, right: int, total: int) -> float:
        return right / (total + float(self.smoothing)) if total + self.smoothing > 0 else 0.0

    def _fit_gazetteer(self, views, golds) -> dict:
        ann: dict[tuple, Counter] = defaultdict(Counter)
        docs_of: dict[tuple, set] = defaultdict(set)
        cased: dict[tuple, bool] = {}
        for k, (v, g) in enumerate(zip(views, golds)):
            for (i, j), lab in g.items():
                if j - i > self.max_tokens or not any(w[:1].isalnum() for w in v.words[i:j]):
                    continue
                key = tuple(v.keys[i:j])
                docs_of[key].add(k)
                cap = all(capitalised(w) for w in v.words[i:j] if w[:1].isalpha())
                cased[key] = cased.get(key, True) and cap
        entries = {key: cased[key] for key, ds in docs_of.items() if len(ds) >= self.min_docs}
        trie = build_trie(entries)
        occ: Counter = Counter()
        for v, g in zip(views, golds):
            inside = inside_marks(v.n, g)
            for i, j, key in trie_matches(trie, v, self.max_tokens):
                lab = g.get((i, j))
                if lab is not None:
                    ann[key][lab] += 1
                elif inside[i] and inside[i] == inside[j - 1]:
                    continue  # strictly inside one gold span: the longer entry covers it
                occ[key] += 1
        out = {}
        for key, c in ann.items():
            lab, right = max(c.items(), key=lambda kv: (kv[1], kv[0]))
            p = self._score(right, occ[key])
            if p >= self.min_precision:
                out[SEP.join(key)] = [lab, right, occ[key], bool(entries[key])]
        return out

    def _fit_signatures(self, views, golds) -> dict:
        sig: dict[str, Counter] = defaultdict(Counter)
        for v, g in zip(views, golds):
            for (i, j), lab in g.items():
                if j - i <= self.max_tokens:
                    sig[lab][" ".join(v.shapes[i:j])] += 1
        # a signature seen once is a one-off; cues only propose extents seen twice or more
        return {lab: sorted(s for s, n in c.items() if n >= 2) for lab, c in sorted(sig.items())}

    def _fit_cues(self, views, golds) -> dict:
        seen: dict[str, Counter] = defaultdict(Counter)
        for v, g in zip(views, golds):
            inside = inside_marks(v.n, g)
            for (i, j), lab in g.items():
                for cue in v.cues(i, j, inside):  # cue words are not PHI themselves
                    seen[cue][lab] += 1
        cands = {cue: [lab for lab, n in c.items() if n >= self.cue_min_count] for cue, c in seen.items()}
        cands = {cue: labs for cue, labs in cands.items() if labs}
        sigs = {lab: set(s) for lab, s in self.signatures_.items()}
        fires: Counter = Counter()
        right: Counter = Counter()
        right_docs: dict[tuple, set] = defaultdict(set)
        for k, (v, g) in enumerate(zip(views, golds)):
            for cue, lab, i, j in cue_proposals(v, cands, sigs, self.max_tokens):
                fires[(cue, lab)] += 1
                if g.get((i, j)) == lab:
                    right[(cue, lab)] += 1
                    right_docs[(cue, lab)].add(k)
        out: dict[str, dict] = {}
        for (cue, lab), n in sorted(right.items()):
            p = self._score(n, fires[(cue, lab)])
            if n >= self.cue_min_count and len(right_docs[(cue, lab)]) >= 2 and p >= self.cue_min_precision:
                out.setdefault(cue, {})[lab] = [n, fires[(cue, lab)]]
        return out

    def _fit_brackets(self, views, golds) -> dict:
        seen: dict[tuple[str, str], Counter] = defaultdict(Counter)
        for v, g in zip(views, golds):
            inside = inside_marks(v.n, g)
            for (i, j), lab in g.items():
                if j - i > self.bracket_max_tokens:
                    continue
                cues = v.cues(i, j, inside)
                for left in (c for c in cues if c[0] == "L"):
                    for right in (c for c in cues if c[0] == "R"):
                        seen[(left, right)][lab] += 1
        cands: dict[str, dict[str, list[str]]] = {}
        for (left, right), c in seen.items():
            labs = [lab for lab, n in c.items() if n >= self.cue_min_count]
            if labs:
                cands.setdefault(left, {})[right] = labs
        fires: Counter = Counter()
        right_n: Counter = Counter()
        right_docs: dict[tuple, set] = defaultdict(set)
        for k, (v, g) in enumerate(zip(views, golds)):
            for left, right, lab, i, j in bracket_proposals(v, cands, self.bracket_max_tokens):
                fires[(left, right, lab)] += 1
                if g.get((i, j)) == lab:
                    right_n[(left, right, lab)] += 1
                    right_docs[(left, right, lab)].add(k)
        out: dict[str, dict] = {}
        for (left, right, lab), n in sorted(right_n.items()):
            p = self._score(n, fires[(left, right, lab)])
            if n >= self.cue_min_count and len(right_docs[(left, right, lab)]) >= 2 and p >= self.cue_min_precision:
                out.setdefault(left, {}).setdefault(right, {})[lab] = [n, fires[(left, right, lab)]]
        return out

    def _fit_shapes(self, views, golds) -> dict:
        gold_sig: dict[str, Counter] = defaultdict(Counter)
        for v, g in zip(views, golds):
            for (i, j), lab in g.items():
                if j - i <= self.max_tokens:
                    gold_sig[" ".join(v.shapes[i:j])][lab] += 1
        cands = {s for s, c in gold_sig.items() if max(c.values()) >= self.shape_min_count}
        if not cands:
            return {}
        maxlen = max(s.count(" ") + 1 for s in cands)
        total: Counter = Counter()
        for v in views:
            for i in range(v.n):
                end = v.line_end(i, maxlen)
                for j in range(i + 1, end + 1):
                    s = " ".join(v.shapes[i:j])
                    if s in cands:
                        total[s] += 1
        out = {}
        for s in sorted(cands):
            lab, n = max(gold_sig[s].items(), key=lambda kv: (kv[1], kv[0]))
            if n >= self.shape_min_count and self._score(n, total[s]) >= self.shape_min_precision:
                out[s] = [lab, n, total[s]]
        return out

    # ------------------------------------------------------------------ prediction
    def _index(self) -> None:
        """Matching structures derived from the learned JSON state."""
        self._trie = build_trie({tuple(k.split(SEP)): v[3] for k, v in self.gazetteer_.items()})
        self._sigsets = {lab: set(s) for lab, s in self.signatures_.items()}
        self._cue_labels = {cue: sorted(labs) for cue, labs in self.cues_.items()}
        self._bracket_labels = {left: {r: sorted(labs) for r, labs in rs.items()} for left, rs in self.brackets_.items()}
        self._shape_len = max((s.count(" ") + 1 for s in self.shapes_), default=0)

    def predict(self, docs: Sequence[Document]) -> list[list[Span]]:
        self.check_is_fitted()
        return [self._predict_one(d) for d in docs]

    def _predict_one(self, doc: Document) -> list[Span]:
        v = DocView(doc)
        t = v.toks
        cands: list[tuple[int, int, str, float, str]] = []
        parts = set(self.parts)
        if "gazetteer" in parts:
            best: dict[int, tuple[int, tuple]] = {}
            for i, j, key in trie_matches(self._trie, v, self.max_tokens):
                if j > best.get(i, (0,))[0]:
                    best[i] = (j, key)
            for i, (j, key) in best.items():
                lab, right, total, _ = self.gazetteer_[SEP.join(key)]
                cands.append((i, j, lab, self._score(right, total), "gazetteer"))
        if "cues" in parts:
            for cue, lab, i, j in cue_proposals(v, self._cue_labels, self._sigsets, self.max_tokens):
                right, total = self.cues_[cue][lab]
                cands.append((i, j, lab, self._score(right, total), "cue:" + cue.replace(SEP, ":")))
        if "brackets" in parts:
            for left, right, lab, i, j in bracket_proposals(v, self._bracket_labels, self.bracket_max_tokens):
                n, total = self.brackets_[left][right][lab]
                cands.append((i, j, lab, self._score(n, total), "bracket"))
        if "shapes" in parts and self._shape_len:
            for i in range(v.n):
                end = v.line_end(i, self._shape_len)
                for j in range(end, i, -1):
                    entry = self.shapes_.get(" ".join(v.shapes[i:j]))
                    if entry is not None:
                        cands.append((i, j, entry[0], self._score(entry[1], entry[2]), "shape"))
                        break
        # one span per region: a longer candidate wins unless a shorter one is much surer
        chosen: list[tuple] = []
        taken = [False] * v.n
        for c in sorted(cands, key=lambda c: (-(c[3] + 0.1 * min(c[1] - c[0] - 1, 3)), c[0], c[1], c[2], c[4])):
            i, j = c[0], c[1]
            if not any(taken[i:j]):
                for k in range(i, j):
                    taken[k] = True
                chosen.append(c)
        return sorted(
            Span(t.starts[i], t.ends[j - 1], lab, round(min(1.0, score), 6), self.source, expl)
            for i, j, lab, score, expl in chosen
        )

    # ------------------------------------------------------------------ persistence
    def _state(self) -> dict:
        return {"gazetteer": self.gazetteer_, "signatures": self.signatures_, "cues": self.cues_, "shapes": self.shapes_,
                "brackets": self.brackets_}

    def _save_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        data = json.dumps(self._state(), sort_keys=True, ensure_ascii=False).encode("utf-8")
        (path / _STATE).write_bytes(data)
        digest = {"files": {_STATE: hashlib.sha256(data).hexdigest()}}
        (path / _DIGESTS).write_text(json.dumps(digest, indent=2, sort_keys=True), encoding="utf-8")

    def _load_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        from multideid.model import read_base_file, read_model_json

        if not (path / _DIGESTS).is_file():
            raise ModelError(f"corpuskb model directory has no {_DIGESTS}", path)
        try:
            # both read through the model's own checksums when inside a model directory
            digest = read_model_json(path / _DIGESTS)["files"][_STATE]
        except (KeyError, TypeError):
            raise ModelError(f"{_DIGESTS} is malformed", path / _DIGESTS) from None
        f = path / _STATE
        data = read_base_file(path, _STATE, digest, "corpuskb")
        try:
            state = json.loads(data.decode("utf-8"))
            self.gazetteer_ = {str(k): [str(v[0]), int(v[1]), int(v[2]), bool(v[3])] for k, v in state["gazetteer"].items()}
            self.signatures_ = {str(k): [str(s) for s in v] for k, v in state["signatures"].items()}
            self.cues_ = {str(c): {str(lab): [int(x[0]), int(x[1])] for lab, x in v.items()} for c, v in state["cues"].items()}
            self.shapes_ = {str(s): [str(v[0]), int(v[1]), int(v[2])] for s, v in state["shapes"].items()}
            self.brackets_ = {
                str(left): {str(r): {str(lab): [int(x[0]), int(x[1])] for lab, x in labs.items()} for r, labs in rs.items()}
                for left, rs in state["brackets"].items()
            }
        except (ValueError, KeyError, TypeError, IndexError, AttributeError):
            raise ModelError(f"corpuskb model file {_STATE} is malformed", f) from None
        self._index()
