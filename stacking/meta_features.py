"""Meta-features for the stacker: what each base said about a token and its neighbours.

Every feature has a stable, readable name so the learned weights can be read as a trust table:

``crf=FECHAS``           base ``crf`` tags the token FECHAS (prefix-free label)
``crf=B-FECHAS``         ... and starts a span there (``I-`` = continues one)
``crf=FECHAS:score``     ... with this score (value = the base's confidence)
``crf:conf=lo``          the base's confidence bin for its vote (lo < 0.5 <= mid < 0.9 <= hi)
``crf=O``                base ``crf`` says "no PHI"
``crf~FECHAS``           probability mass the base gives FECHAS (bases with ``proba`` only)
``[-1]crf=FECHAS``       the same, for the token one to the left (window +-1 / +-2)
``[+1]crf:B``            the next token starts a new ``crf`` span (so this one ends a span)
``crf:pos=first``         where the token sits in the base's span (first/inner/last/single;
                         ``span_features``), ``crf:len=3`` its length in tokens (capped at 4)
``crf:same_span=2``      how many other bases mark exactly the same token extent (any label)
``[-1]crf~FECHAS``       neighbours' probability mass (``neighbour_proba``)
``agree:any``            fraction of bases that tag the token as PHI
``agree:n=2``            exactly two bases tag it
``agree=DATE``           fraction of bases that give it the label DATE
``tok:shape=Xx``         cheap surface features (optional)
``w[-1]=dr``             a neighbouring (or the) word, lower-cased, from a small vocabulary of
                         frequent words that are (almost) never PHI in the training corpus
                         (``context_words``: "dr", "calle", "hospital"...; never names)

Only *candidate* tokens get features: a token with no PHI decision from any base within the
window is decided "O" without consulting the SVM (it has nothing to combine).  This keeps the
stacker's training set small, and training and prediction apply the same rule.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Mapping, Sequence

import numpy as np
from scipy import sparse

from multideid.base_systems.base import TokenPrediction
from multideid.errors import ModelError
from multideid.tokenizer import Tokens, word_shape

_PUNCT_RE = re.compile(r"^[^\w]+$", re.UNICODE)


#: word -> (shape, punctuation prefix) for :meth:`TokenSurface.of`; words recur, shapes cost a loop
_SHAPE_PUNCT: dict[str, tuple[str, str]] = {}


def _shape_punct(word: str) -> tuple[str, str]:
    if len(_SHAPE_PUNCT) >= 200_000:
        _SHAPE_PUNCT.clear()
    v = _SHAPE_PUNCT[word] = (word_shape(word, brief=True), word[:3] if _PUNCT_RE.match(word) else "")
    return v


def make_views(tps: Mapping[str, TokenPrediction], n: int) -> dict[str, TokenPrediction]:
    """Each base's :class:`TokenPrediction` for a document of ``n`` tokens, in normal form
    (:meth:`TokenPrediction.normalized`)."""
    return {b: tp.normalized(n, b) for b, tp in tps.items()}


def candidate_mask(views: Sequence[TokenPrediction], n: int, window: int) -> np.ndarray:
    """Tokens within ``window`` of any base's PHI decision."""
    phi = np.zeros(n, dtype=bool)
    for v in views:
        phi |= np.fromiter((t != "O" for t in v.tags), dtype=bool, count=n)
    if window <= 0 or not phi.any():
        return phi
    kernel = np.ones(2 * window + 1, dtype=int)
    # mode="full" then slice: mode="same" returns max(n, kernel) values, too many for short texts
    return np.convolve(phi.astype(int), kernel, mode="full")[window : window + n] > 0


class TokenSurface:
    """What the meta-features read from the tokens themselves: shape, punctuation, line, and the
    lower-cased word where it may serve as a context word (``None`` elsewhere).

    Built from :class:`Tokens` at fit/run time, or restored from a model's stored out-of-fold
    data, which keeps shapes and lines but no word that could be PHI.
    """

    __slots__ = ("shapes", "puncts", "lowers", "lines", "starts", "ends")

    def __init__(self, shapes: Sequence[str], puncts: Sequence[str], lowers: Sequence[str | None], lines: Sequence[int]):
        self.shapes = list(shapes)
        self.puncts = list(puncts)
        self.lowers = list(lowers)
        self.lines = list(lines)
        # stored data has no character offsets: spans decoded from it are in token units
        self.starts = list(range(len(self.shapes)))
        self.ends = list(range(1, len(self.shapes) + 1))

    def __len__(self) -> int:
        return len(self.shapes)

    @classmethod
    def of(cls, tokens) -> "TokenSurface":
        if isinstance(tokens, TokenSurface):
            return tokens
        words = tokens.words
        sp = [_SHAPE_PUNCT.get(w) or _shape_punct(w) for w in words]
        return cls([x[0] for x in sp], [x[1] for x in sp], [w.lower() for w in words], tokens.lines)


class MetaFeaturizer:
    """Turns base token decisions into per-token feature dicts (see module docstring).

    Parameters
    ----------
    bases:
        Instance names of the bases, in a fixed order.
    window:
        Neighbouring tokens on each side whose decisions become features.
    token_features:
        Add cheap surface features of the token (shape, line start/end, punctuation).
    """

    def __init__(
        self,
        bases: Sequence[str],
        window: int = 2,
        token_features: bool = True,
        span_features: bool = False,
        neighbour_proba: bool = False,
        context_words: Sequence[str] | None = None,
    ):
        self.bases = list(bases)
        self.context_words = frozenset(context_words or ())
        self.window = int(window)
        self.token_features = bool(token_features)
        self.span_features = bool(span_features)
        self.neighbour_proba = bool(neighbour_proba)

    def doc_features(
        self, views_by_base: Mapping[str, TokenPrediction], tokens: Tokens
    ) -> tuple[np.ndarray, list[dict[str, float]]]:
        """``(candidate token indices, one feature dict per candidate)`` for one document.

        ``views_by_base`` maps each base in :attr:`bases` to its :class:`TokenPrediction` (see
        :func:`make_views`); extra bases are ignored, so subset stackers share the views.
        """
        surf = TokenSurface.of(tokens)
        n = len(surf)
        views = [views_by_base[b] for b in self.bases]
        cand = np.flatnonzero(candidate_mask(views, n, self.window))
        w = self.window
        nb = len(self.bases)
        offsets = [d for d in range(-w, w + 1) if d != 0]
        rows: list[dict[str, float]] = []
        shapes, puncts, lowers, lines = surf.shapes, surf.puncts, surf.lowers, surf.lines
        extents = [span_extents(v) for v in views] if self.span_features else None
        for i in cand:
            i = int(i)
            f: dict[str, float] = {}
            votes: dict[str, int] = {}
            n_phi = 0
            for kb, (b, v) in enumerate(zip(self.bases, views)):
                t = v.tags[i]
                if t == "O":
                    f[f"{b}=O"] = 1.0
                else:
                    n_phi += 1
                    votes[t] = votes.get(t, 0) + 1
                    f[f"{b}={t}"] = 1.0
                    f[f"{b}={'B' if v.begins[i] else 'I'}-{t}"] = 1.0
                    sc = float(v.scores[i])
                    f[f"{b}={t}:score"] = sc
                    # a coarse confidence bin lets the linear SVM treat doubtful votes differently
                    f[f"{b}:conf={'lo' if sc < 0.5 else ('mid' if sc < 0.9 else 'hi')}"] = 1.0
                if v.proba is not None:
                    row = v.proba[i]
                    for k in np.flatnonzero(row >= 0.05):
                        f[f"{b}~{v.proba_labels[k]}"] = float(row[k])
                    if self.neighbour_proba:
                        for d in (-1, 1):
                            j = i + d
                            if 0 <= j < n:
                                row = v.proba[j]
                                for k in np.flatnonzero(row >= 0.05):
                                    f[f"[{d:+d}]{b}~{v.proba_labels[k]}"] = float(row[k])
                if extents is not None and t != "O":
                    s0, e0 = extents[kb][i]
                    ln = e0 - s0
                    pos = "single" if ln == 1 else ("first" if i == s0 else ("last" if i == e0 - 1 else "inner"))
                    f[f"{b}:pos={pos}"] = 1.0
                    f[f"{b}:len={min(ln, 4)}"] = 1.0
                    same = sum(1 for k2, ex in enumerate(extents) if k2 != kb and ex[i, 0] == s0 and ex[i, 1] == e0)
                    f[f"{b}:same_span={same}"] = 1.0
                for d in offsets:
                    j = i + d
                    if 0 <= j < n:
                        f[f"[{d:+d}]{b}={v.tags[j]}"] = 1.0
                # boundaries between adjacent spans: does the next token start a new span?
                if i + 1 < n and v.begins[i + 1]:
                    f[f"[+1]{b}:B"] = 1.0
            f["agree:any"] = n_phi / nb
            f[f"agree:n={n_phi}"] = 1.0
            for lab, c in votes.items():
                f[f"agree={lab}"] = c / nb
            if self.context_words:
                for d in (-2, -1, 0, 1):
                    j = i + d
                    if 0 <= j < n:
                        lw = lowers[j]
                        if lw is not None and lw in self.context_words:
                            f[f"w[{d:+d}]={lw}" if d else f"w[0]={lw}"] = 1.0
            if self.token_features:
                f[f"tok:shape={shapes[i]}"] = 1.0
                if puncts[i]:
                    f[f"tok:punct={puncts[i]}"] = 1.0
                if i == 0 or lines[i - 1] != lines[i]:
                    f["tok:line_start"] = 1.0
                if i + 1 >= n or lines[i + 1] != lines[i]:
                    f["tok:line_end"] = 1.0
                for d in (-1, 1):
                    j = i + d
                    if 0 <= j < n:
                        if lines[j] == lines[i]:
                            f[f"[{d:+d}]tok:shape={shapes[j]}"] = 1.0
                    else:
                        f[f"[{d:+d}]tok=<edge>"] = 1.0
            rows.append(f)
        return cand, rows

    # ------------------------------------------------------------------ encoded directly
    def encode_doc(self, views_by_base: Mapping[str, TokenPrediction], tokens: Tokens,
                   vocab: "Vocabulary") -> tuple[np.ndarray, sparse.csr_matrix]:
        """``(cand, X)``: :meth:`doc_features` encoded with ``vocab``, without the dicts.

        ``X`` has the columns and values of ``vocab.transform(doc_features(...)[1])``, built
        with array operations over the candidate tokens (feature names are formatted once per
        label, not once per token): ~2x faster, the stacker's share of ``run``.  A featurizer
        with ``span_features`` or context words goes through the dicts.
        """
        if self.span_features or self.context_words:
            cand, rows = self.doc_features(views_by_base, tokens)
            return cand, vocab.transform(rows)
        surf = TokenSurface.of(tokens)
        n = len(surf)
        views = [views_by_base[b] for b in self.bases]
        cand = np.flatnonzero(candidate_mask(views, n, self.window))
        m = len(cand)
        if m == 0:
            return cand, sparse.csr_matrix((0, len(vocab)), dtype=np.float64)
        index = vocab.index
        memo = self._memo if getattr(self, "_memo_vocab", None) is vocab else None
        if memo is None:
            memo = self._memo = {}
            self._memo_vocab = vocab

        def col(name: str) -> int:
            j = memo.get(name)
            if j is None:
                j = memo[name] = index.get(name, -1)
            return j

        def cols_of(names) -> np.ndarray:
            return np.fromiter((col(x) for x in names), dtype=np.int64)

        R: list[np.ndarray] = []
        C: list[np.ndarray] = []
        V: list[np.ndarray] = []

        def add(rows: np.ndarray, cols: np.ndarray, vals: np.ndarray | None = None) -> None:
            keep = cols >= 0
            R.append(rows[keep])
            C.append(cols[keep])
            V.append(np.ones(int(keep.sum())) if vals is None else vals[keep])

        ar = np.arange(m)
        nb = len(views)
        offsets = [d for d in range(-self.window, self.window + 1) if d != 0]
        nxt = cand + 1
        has_next = nxt < n
        n_phi = np.zeros(m, dtype=np.int64)
        glabels: dict[str, int] = {}
        vote_rows: list[np.ndarray] = []
        vote_labs: list[np.ndarray] = []
        for b, v in zip(self.bases, views):
            ids: dict[str, int] = {}
            tid = np.fromiter((ids.setdefault(t, len(ids)) for t in v.tags), dtype=np.int64, count=n)
            labels = list(ids)
            phi_of = np.array([t != "O" for t in labels])
            ct = tid[cand]
            phi = phi_of[ct]
            add(ar[~phi], np.full(int((~phi).sum()), col(f"{b}=O"), dtype=np.int64))
            r, t = ar[phi], ct[phi]
            add(r, cols_of(f"{b}={x}" for x in labels)[t])
            beg = v.begins[cand[phi]]
            add(r, np.where(beg, cols_of(f"{b}=B-{x}" for x in labels)[t], cols_of(f"{b}=I-{x}" for x in labels)[t]))
            sc = v.scores[cand[phi]].astype(np.float64)
            add(r, cols_of(f"{b}={x}:score" for x in labels)[t], sc)
            conf = cols_of((f"{b}:conf=lo", f"{b}:conf=mid", f"{b}:conf=hi"))
            add(r, conf[np.where(sc < 0.5, 0, np.where(sc < 0.9, 1, 2))])
            n_phi += phi
            vote_rows.append(r)
            vote_labs.append(np.fromiter((glabels.setdefault(x, len(glabels)) for x in labels), dtype=np.int64)[t])
            if v.proba is not None:
                pcols = cols_of(f"{b}~{x}" for x in v.proba_labels)
                P = v.proba[cand]
                rr, kk = np.nonzero(P >= 0.05)
                add(rr, pcols[kk], P[rr, kk].astype(np.float64))
                if self.neighbour_proba:
                    for d in (-1, 1):
                        j = cand + d
                        ok = (j >= 0) & (j < n)
                        P = v.proba[j[ok]]
                        rr, kk = np.nonzero(P >= 0.05)
                        add(ar[ok][rr], cols_of(f"[{d:+d}]{b}~{x}" for x in v.proba_labels)[kk], P[rr, kk].astype(np.float64))
            for d in offsets:
                j = cand + d
                ok = (j >= 0) & (j < n)
                add(ar[ok], cols_of(f"[{d:+d}]{b}={x}" for x in labels)[tid[j[ok]]])
            bnext = np.zeros(m, dtype=bool)
            bnext[has_next] = v.begins[nxt[has_next]]
            add(ar[bnext], np.full(int(bnext.sum()), col(f"[+1]{b}:B"), dtype=np.int64))
        add(ar, np.full(m, col("agree:any"), dtype=np.int64), n_phi / nb)
        add(ar, cols_of(f"agree:n={k}" for k in range(nb + 1))[n_phi])
        if glabels:
            counts = np.zeros((m, len(glabels)))
            np.add.at(counts, (np.concatenate(vote_rows), np.concatenate(vote_labs)), 1.0)
            rr, gg = np.nonzero(counts)
            add(rr, cols_of(f"agree={x}" for x in glabels)[gg], counts[rr, gg] / nb)
        if self.token_features:
            shapes, puncts = surf.shapes, surf.puncts
            add(ar, cols_of("tok:shape=" + shapes[i] for i in cand.tolist()))
            pr = [k for k, i in enumerate(cand.tolist()) if puncts[i]]
            if pr:
                add(np.asarray(pr), cols_of("tok:punct=" + puncts[cand[k]] for k in pr))
            lines = np.asarray(surf.lines)
            lc = lines[cand]
            prev_line = lines[np.maximum(cand - 1, 0)]
            next_line = lines[np.minimum(nxt, n - 1)]
            start = (cand == 0) | (prev_line != lc)
            end = ~has_next | (next_line != lc)
            add(ar[start], np.full(int(start.sum()), col("tok:line_start"), dtype=np.int64))
            add(ar[end], np.full(int(end.sum()), col("tok:line_end"), dtype=np.int64))
            for d in (-1, 1):
                j = cand + d
                ok = (j >= 0) & (j < n)
                same = np.zeros(m, dtype=bool)
                same[ok] = lines[j[ok]] == lc[ok]
                add(ar[same], cols_of(f"[{d:+d}]tok:shape=" + shapes[i] for i in j[same].tolist()))
                add(ar[~ok], np.full(int((~ok).sum()), col(f"[{d:+d}]tok=<edge>"), dtype=np.int64))
        X = sparse.csr_matrix(
            (np.concatenate(V), (np.concatenate(R), np.concatenate(C))), shape=(m, len(vocab)), dtype=np.float64
        )
        return cand, X


def learn_context_words(
    tokens_per_doc: Sequence[Tokens],
    gold_bio: Sequence[Sequence[str]],
    min_docs: int,
    max_phi_rate: float = 0.01,
    max_words: int = 3000,
) -> list[str]:
    """Lower-cased words found in at least ``min_docs`` training documents and inside a gold PHI
    span at most ``max_phi_rate`` of the time: context words ("dr", "calle", "ingresa"), never
    the names, places or numbers themselves, so the stacker's vocabulary carries no PHI."""
    df: dict[str, int] = {}
    occ: dict[str, int] = {}
    phi: dict[str, int] = {}
    for toks, g in zip(tokens_per_doc, gold_bio):
        seen = set()
        for lw, t in zip(TokenSurface.of(toks).lowers, g):
            if lw is None:
                continue  # a word the stored out-of-fold data does not keep
            occ[lw] = occ.get(lw, 0) + 1
            if t != "O":
                phi[lw] = phi.get(lw, 0) + 1
            seen.add(lw)
        for lw in seen:
            df[lw] = df.get(lw, 0) + 1
    ok = [w for w, c in df.items()
          if c >= min_docs and phi.get(w, 0) <= max_phi_rate * occ[w] and any(ch.isalpha() for ch in w)]
    ok.sort(key=lambda w: (-df[w], w))
    return sorted(ok[:max_words])


def span_extents(view: TokenPrediction) -> np.ndarray:
    """``(n, 2)`` array: for each token, the ``[start, end)`` token extent of the base span that
    holds it (``(-1, -1)`` for an ``O`` token).  Spans break at label changes and at begins."""
    n = len(view.tags)
    out = np.full((n, 2), -1, dtype=np.int64)
    i = 0
    tags = view.tags
    while i < n:
        if tags[i] == "O":
            i += 1
            continue
        j = i + 1
        while j < n and tags[j] == tags[i] and not view.begins[j]:
            j += 1
        out[i:j, 0] = i
        out[i:j, 1] = j
        i = j
    return out


class Vocabulary:
    """A stable feature-name -> column mapping, saved as a JSON list (no pickle)."""

    def __init__(self, names: Sequence[str] = ()):
        self.names = list(names)
        self.index = {n: i for i, n in enumerate(self.names)}

    def __len__(self) -> int:
        return len(self.names)

    @classmethod
    def fit(cls, rows: Sequence[Mapping[str, float]], min_count: int = 1) -> "Vocabulary":
        counts: dict[str, int] = {}
        for r in rows:
            for k in r:
                counts[k] = counts.get(k, 0) + 1
        return cls(sorted(k for k, c in counts.items() if c >= min_count))

    def transform(self, rows: Sequence[Mapping[str, float]]) -> sparse.csr_matrix:
        """Unknown feature names are ignored (a base label never seen in training carries no weight)."""
        indptr = [0]
        indices: list[int] = []
        data: list[float] = []
        idx = self.index
        for r in rows:
            for k, v in r.items():
                j = idx.get(k)
                if j is not None:
                    indices.append(j)
                    data.append(v)
            indptr.append(len(indices))
        return sparse.csr_matrix(
            (np.asarray(data, dtype=np.float64), np.asarray(indices, dtype=np.int64), np.asarray(indptr, dtype=np.int64)),
            shape=(len(rows), len(self.names)),
        )

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.names, ensure_ascii=False), encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> "Vocabulary":
        from multideid.model import read_model_json

        names = read_model_json(path)  # verified against the model's checksums
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ModelError("feature vocabulary must be a JSON list of strings", path)
        return cls(names)
