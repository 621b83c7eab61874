"""``charcrf``: a character-level linear-chain CRF (Liu et al. 2015).

Every character of the text is a position, so span boundaries can fall anywhere, inside what
the tokenizer keeps as one token ("MartínezNºCol", "C/Salamanca", "E-47005"), and the errors
differ from the token-level learners'.  Features per character:

* the characters in a ``window`` on each side (lower-cased; line breaks and the text's ends
  have markers of their own), the bigrams and the trigram around it, its class (upper, lower,
  digit, space, punctuation);
* token-level features projected onto each of the token's characters: the token in lower
  case, its shape (``Xx``, ``d``, ``X.X``: character classes with runs collapsed), the
  character's place in the token (B/I/E/S) and the previous token in lower case.

Tags are BIO per character over the corpus's labels; a span is read back from the tags with
surrounding whitespace trimmed.  The model is CRFsuite's native file (no pickle) plus its
SHA-256 in ``charcrf_state.json``.  Training is costly: on MEDDOCAN, ~1.4 million positions
for 500 documents (see docs/knowledge_bases.md, "charcrf"), which is why the base is off by
default.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path
from types import SimpleNamespace
from typing import ClassVar, Sequence

from multideid.base_systems.base import BaseSystem
from multideid.document import Document, Span
from multideid.errors import DataError, ModelError, UsageError

__all__ = ["CharCRFBase", "char_features", "char_tags", "spans_from_char_tags"]

_MODEL = "charcrf.crfsuite"
_STATE = "charcrf_state.json"


def _cls(c: str) -> str:
    return "U" if c.isupper() else "L" if c.isalpha() else "D" if c.isdigit() else "S" if c.isspace() else "P"


def _shape(word: str) -> str:
    out, prev = [], ""
    for c in word:
        k = _cls(c)
        if k != prev:
            out.append(k if k in "ULDS" else c)
        prev = k
    return "".join(out)


def char_features(doc: Document, window: int = 3) -> list[list[str]]:
    """Feature strings of every character of ``doc.text`` (see the module docstring)."""
    text = doc.text
    n = len(text)
    toks = doc.tokens
    tok_of = [-1] * n
    for k, (s, e) in enumerate(zip(toks.starts, toks.ends)):
        for p in range(s, e):
            tok_of[p] = k
    w = int(window)
    pad = "\x02" * w + text.lower().replace("\n", "\x03") + "\x04" * w
    tok_feats: dict[int, list[str]] = {}
    out = []
    for i in range(n):
        j = i + w
        f = [f"c{d}={pad[j + d]}" for d in range(-w, w + 1)]
        f += [f"b-={pad[j - 1:j + 1]}", f"b+={pad[j:j + 2]}", f"t={pad[j - 1:j + 2]}", f"k={_cls(text[i])}"]
        k = tok_of[i]
        if k >= 0:
            tf = tok_feats.get(k)
            if tf is None:
                word = toks.words[k]
                tf = tok_feats[k] = [f"w={word.lower()}", f"sh={_shape(word)}"] + (
                    [f"w-1={toks.words[k - 1].lower()}"] if k > 0 else ["w-1=<s>"]
                )
            s, e = toks.starts[k], toks.ends[k]
            f += tf
            f.append("p=S" if e - s == 1 else "p=B" if i == s else "p=E" if i == e - 1 else "p=I")
        else:
            f.append("space")
        out.append(f)
    return out


def char_tags(doc: Document) -> list[str]:
    """BIO tags per character from ``doc.gold``."""
    if doc.gold is None:
        raise DataError(f"charcrf: document {doc.id!r} has no gold spans; fit() needs annotated documents")
    tags = ["O"] * len(doc.text)
    for s in doc.gold:
        tags[s.start] = f"B-{s.label}"
        for p in range(s.start + 1, s.end):
            tags[p] = f"I-{s.label}"
    return tags


def spans_from_char_tags(text: str, tags: Sequence[str]) -> list[tuple[int, int, str]]:
    """``(start, end, label)`` of the BIO runs of ``tags`` (an ``I-X`` after another label opens a
    span), whitespace trimmed at both ends."""
    out: list[tuple[int, int, str]] = []
    start, lab = None, None
    for i, t in enumerate(list(tags) + ["O"]):
        if t == "O" or t.startswith("B-") or t[2:] != lab:
            if start is not None:
                s, e = start, i
                while s < e and text[s].isspace():
                    s += 1
                while e > s and text[e - 1].isspace():
                    e -= 1
                if e > s:
                    out.append((s, e, lab))
            start, lab = (i, t[2:]) if t != "O" else (None, None)
    return out


class _Tagger:
    """A CRFsuite model opened from its file (what predicting and saving need)."""

    __slots__ = ("modelfile", "tagger_")

    def __init__(self, filename: str):
        import pycrfsuite

        tagger = pycrfsuite.Tagger()
        tagger.open(filename)
        self.modelfile = SimpleNamespace(name=filename)
        self.tagger_ = tagger


class CharCRFBase(BaseSystem):
    """Character-level CRF (see module docstring).

    Parameters
    ----------
    window:
        Characters on each side whose identity is a feature.
    c1, c2:
        L1 and L2 regularisation of CRFsuite's L-BFGS.
    max_iterations:
        L-BFGS iterations.
    """

    name: ClassVar[str] = "charcrf"
    version: ClassVar[str] = "1"
    requires_fit: ClassVar[bool] = True
    required_modules = ("pycrfsuite", "sklearn_crfsuite")

    def __init__(self, window: int = 3, c1: float = 0.1, c2: float = 0.01, max_iterations: int = 100):
        self.window = window
        self.c1 = c1
        self.c2 = c2
        self.max_iterations = max_iterations

    def _check(self) -> None:
        for key, lo in (("window", 1), ("max_iterations", 1)):
            v = getattr(self, key)
            if isinstance(v, bool) or not isinstance(v, int) or v < lo:
                raise UsageError(f"charcrf: {key} must be an integer >= {lo} (got {v!r})")
        for key in ("c1", "c2"):
            v = getattr(self, key)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or v < 0:
                raise UsageError(f"charcrf: {key} must be a number >= 0 (got {v!r})")

    def fit(self, docs: Sequence[Document]) -> "CharCRFBase":
        import sklearn_crfsuite

        self._check()
        docs = list(docs)
        if not docs:
            raise DataError("charcrf: fit() got no documents")
        y = [char_tags(d) for d in docs]
        if not any(t != "O" for ts in y for t in ts):
            raise DataError("charcrf: the training documents contain no gold spans")
        X = [char_features(d, self.window) for d in docs]
        crf = sklearn_crfsuite.CRF(
            algorithm="lbfgs", c1=float(self.c1), c2=float(self.c2), max_iterations=int(self.max_iterations),
            all_possible_transitions=True,
        )
        crf.fit(X, y)
        self.crf_ = crf
        self.labels_ = sorted({t[2:] for ts in y for t in ts if t != "O"})
        self.is_fitted_ = True
        return self

    def predict(self, docs: Sequence[Document]) -> list[list[Span]]:
        self.check_is_fitted()
        tagger = self.crf_.tagger_
        out = []
        for d in docs:
            if not d.text:
                out.append([])
                continue
            tags = tagger.tag(char_features(d, self.window))
            spans = []
            for s, e, lab in spans_from_char_tags(d.text, tags):
                # the span's score: the least sure of its characters (marginal of its own tag)
                score = min(tagger.marginal(tags[i], i) for i in range(s, e))
                spans.append(Span(s, e, lab, round(float(score), 6), self.source, "charcrf"))
            out.append(spans)
        return out

    # ------------------------------------------------------------------ persistence
    def _save_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        target = path / _MODEL
        src = Path(self.crf_.modelfile.name)
        if not (target.exists() and src.resolve() == target.resolve()):
            shutil.copyfile(src, target)
        digest = hashlib.sha256(target.read_bytes()).hexdigest()
        (path / _STATE).write_text(json.dumps({"files": {_MODEL: digest}}, indent=2), encoding="utf-8")

    def _load_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        from multideid.model import read_base_file, read_model_json

        if not (path / _STATE).is_file():
            raise ModelError(f"charcrf model directory has no {_STATE}", path)
        try:
            digest = read_model_json(path / _STATE)["files"][_MODEL]  # verified against the model's checksums
        except (KeyError, TypeError):
            raise ModelError(f"{_STATE} is malformed", path / _STATE) from None
        read_base_file(path, _MODEL, digest, "charcrf")
        f = path / _MODEL
        try:
            self.crf_ = _Tagger(str(f))
        except Exception as exc:  # pycrfsuite raises plain ValueError/IOError on bad files
            raise ModelError(f"cannot open CRFsuite model {_MODEL} ({type(exc).__name__})", path) from None
