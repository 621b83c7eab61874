"""The sparse binary encoding of token features shared by the learned token classifiers
(``svm``, ``boosted``): every ``name=value`` feature of a token becomes one column of a CSR
matrix, over a vocabulary learned on the training set.

:meth:`SparseEncoder.transform_docs` encodes straight from the feature extractor's factored
parts (:meth:`~multideid.base_systems.features.FeatureExtractor.word_features`,
``window_features``, ``doc_parts``, ``trigger_parts``) without building the token dicts.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

import numpy as np
import scipy.sparse as sp

from multideid.document import Document

FeatureRow = dict  # one crfsuite-style feature dict: name -> float | bool | str

def feature_keys(row: FeatureRow) -> Iterable[tuple[str, float]]:
    """Yield ``(column name, value)`` for one crfsuite-style feature dict.

    String values become binary indicator columns ``name=value`` (as crfsuite and
    ``DictVectorizer`` do); booleans become 1/0; numbers keep their value.
    """
    return item_keys(row.items())


def item_keys(items: Iterable[tuple[str, object]]) -> Iterable[tuple[str, float]]:
    """:func:`feature_keys` of ``(name, value)`` items."""
    for k, v in items:
        if isinstance(v, str):
            yield f"{k}={v}", 1.0
        elif isinstance(v, bool):
            if v:
                yield k, 1.0
        elif v:
            yield k, float(v)


_PART_CACHE_MAX = 50_000  # distinct words / contexts / pairs whose columns are cached


class _PartColumns:
    """Column lists of feature parts for one vocabulary and one extractor configuration."""

    __slots__ = ("word", "win", "ctx", "pair", "marker", "item")

    def __init__(self):
        self.word: dict = {}  # word -> (cols, vals) of its word-level features
        self.win: dict = {}  # word -> [(cols, vals) of its window copy at each offset]
        self.ctx: dict = {}  # DocParts.pos / .hits / trigger items tuple -> (cols, vals)
        self.item: dict = {}  # (name, value) -> ([col], [val]) or ([], [])
        self.pair: dict = {}  # "a|b" -> ((cols, vals) as "-1:w|w", (cols, vals) as "w|+1:w")
        self.marker: dict = {}  # offset -> (cols, vals) of its BOS/EOS marker


# word -> formatted column names (and values) of its word-level features and of its window
# copies, per extractor configuration: shared by every encoder of the process (svm, boosted and
# their fold models format a word's features once between them; each only looks them up)
_WORD_NAMES: dict[tuple[str, int, str], dict] = {}


def _word_names(fx) -> dict:
    key = fx.word_key
    d = _WORD_NAMES.get(key)
    if d is None or len(d) >= _PART_CACHE_MAX:
        d = _WORD_NAMES[key] = {}
    return d


def _name_values(fx, word: str) -> tuple:
    """``(names, values, bounds)`` of ``word``: the formatted names and values of its
    word-level features, then of its window copy at each offset (``bounds[p]:bounds[p + 1]``
    is part ``p``: 0 the word-level features, 1 + offset index a window copy; the centre
    offset is empty)."""
    names: list[str] = []
    vals: list[float] = []
    bounds = [0]
    for d in [fx.word_features(word)] + list(fx.window_features(word)):
        if d is not None:
            for name, val in item_keys(d.items()):
                names.append(name)
                vals.append(val)
        bounds.append(len(names))
    return tuple(names), tuple(vals), tuple(bounds)


def _csr(data: list, indices: list, indptr: list, n_cols: int) -> sp.csr_matrix:
    m = sp.csr_matrix(
        (np.asarray(data, dtype=np.float32), np.asarray(indices, dtype=np.int32), np.asarray(indptr, dtype=np.int64)),
        shape=(len(indptr) - 1, n_cols),
    )
    m.sort_indices()
    return m


def _repeats(m: sp.csr_matrix) -> bool:
    """Whether some row of the (index-sorted) ``m`` holds one column twice."""
    if m.nnz <= 1:
        return False
    ind = m.indices
    starts = np.zeros(m.nnz + 1, dtype=bool)
    starts[m.indptr] = True
    return bool(((ind[1:] == ind[:-1]) & ~starts[1:-1]).any())


class SparseEncoder:
    """A feature-name vocabulary that turns feature dicts into a CSR ``float32`` matrix.

    Columns are the names seen at least ``min_count`` times at :meth:`fit`, in order of first
    appearance (deterministic).  Unknown names are ignored at :meth:`transform`.

    :meth:`transform_docs` gives the same matrix straight from the shared feature extractor's
    factored features (:class:`~multideid.base_systems.features.DocParts`) without building
    the token dicts: the columns of a word's word-level and window features, of a position /
    hit context and of a word pair are looked up once and cached, so a token costs a few list
    concatenations instead of ~100 formatted ``name=value`` look-ups.
    """

    def __init__(self, min_count: int = 1):
        self.min_count = min_count
        self.names_: list[str] = []
        self.index_: dict[str, int] = {}
        self.counts_: np.ndarray | None = None
        self._part_columns: dict = {}
        self._growing = False

    def _getter(self):
        """``name -> column`` (``None`` if unknown); while :meth:`fit_transform_docs` encodes, an
        unknown name gets the next free column instead."""
        index = self.index_
        if not self._growing:
            return index.get
        names = self.names_

        def grow(name: str) -> int:
            j = index.get(name)
            if j is None:
                j = index[name] = len(names)
                names.append(name)
            return j

        return grow

    def fit(self, rows: Sequence[FeatureRow]) -> "SparseEncoder":
        counts: Counter[str] = Counter()
        for row in rows:
            counts.update(name for name, _ in feature_keys(row))
        self.names_ = [n for n, c in counts.items() if c >= self.min_count]
        self.index_ = {n: i for i, n in enumerate(self.names_)}
        self.counts_ = np.array([counts[n] for n in self.names_], dtype=np.int64)
        self._part_columns = {}
        return self

    @classmethod
    def from_names(cls, names: list[str]) -> "SparseEncoder":
        enc = cls()
        enc.names_ = list(names)
        enc.index_ = {n: i for i, n in enumerate(enc.names_)}
        return enc

    def transform(self, rows: Sequence[FeatureRow]) -> sp.csr_matrix:
        index = self.index_
        indptr = [0]
        indices: list[int] = []
        data: list[float] = []
        for row in rows:
            seen: dict[int, float] = {}
            for name, val in feature_keys(row):
                j = index.get(name)
                if j is not None:
                    seen[j] = val
            indices.extend(seen.keys())
            data.extend(seen.values())
            indptr.append(len(indices))
        m = sp.csr_matrix(
            (np.asarray(data, dtype=np.float32), np.asarray(indices, dtype=np.int32), np.asarray(indptr, dtype=np.int64)),
            shape=(len(rows), len(self.names_)),
        )
        m.sort_indices()
        return m

    # ------------------------------------------------------------------ factored features
    def _columns(self, items) -> tuple[list[int], list[float]]:
        """Known columns and values of ``(name, value)`` items."""
        get = self._getter()
        cols: list[int] = []
        vals: list[float] = []
        for k, v in items:  # item_keys, inlined (this runs for every new word and context)
            if isinstance(v, str):
                j = get(f"{k}={v}")
                val = 1.0
            elif isinstance(v, bool):
                if not v:
                    continue
                j = get(k)
                val = 1.0
            elif v:
                j = get(k)
                val = float(v)
            else:
                continue
            if j is not None:
                cols.append(j)
                vals.append(val)
        return cols, vals

    def _named_columns(self, nv: tuple) -> list[tuple[list[int], list[float]]]:
        """Known ``(columns, values)`` of each part of :func:`_name_values` output."""
        names, vals, bounds = nv
        js = list(map(self._getter(), names))
        out = []
        ones = all(v == 1.0 for v in vals)
        for a, b in zip(bounds, bounds[1:]):
            cj = js[a:b]
            if None not in cj:
                out.append((cj, list(vals[a:b])))
            elif ones:
                cj = [j for j in cj if j is not None]
                out.append((cj, [1.0] * len(cj)))
            else:
                keep = [k for k in range(a, b) if js[k] is not None]
                out.append(([js[k] for k in keep], [vals[k] for k in keep]))
        return out

    def _part_cache(self, fx) -> _PartColumns:
        key = fx.word_key
        pc = self._part_columns.get(key)
        if pc is None or max(len(pc.word), len(pc.ctx), len(pc.pair), len(pc.item)) >= _PART_CACHE_MAX:
            pc = self._part_columns[key] = _PartColumns()
        return pc

    def _tuple_columns(self, pc: _PartColumns, t: tuple) -> tuple[list[int], list[float]]:
        """Columns of an items tuple (a token's position, hits or triggers), cached per tuple; a new
        tuple is assembled from per-item columns (its items recur far more than it does)."""
        c = pc.ctx.get(t)
        if c is None:
            item_c = pc.item
            cols: list[int] = []
            vals: list[float] = []
            for it in t:
                ci = item_c.get(it)
                if ci is None:
                    ci = item_c[it] = self._columns((it,))
                cols += ci[0]
                vals += ci[1]
            c = pc.ctx[t] = (cols, vals)
        return c

    @staticmethod
    def supports(fx) -> bool:
        """Whether ``fx`` offers the factored features :meth:`transform_docs` needs."""
        return hasattr(fx, "doc_parts") and hasattr(fx, "trigger_parts")

    def transform_docs(self, fx, docs: Sequence[Document], extra: dict | None = None) -> sp.csr_matrix:
        """``transform`` of the rows of ``fx.transform(doc)`` for every document, stacked.

        ``extra`` maps a (stacked) row to further ``(name, value)`` items of that token (the
        boosted base's trusted-dictionary features); their names must be ones the extractor
        never produces (they are added to the token's columns; a dict ``update`` would replace
        an existing name's value).  The result equals the dict path exactly
        (same columns, values, dtypes, sorted indices); should two parts ever give the same
        column to one token, the dict path is used instead.
        """
        data, indices, indptr = self._encode_docs(fx, docs, extra)
        m = _csr(data, indices, indptr, len(self.names_))
        if _repeats(m):  # a column twice in one row
            rows = [r for d in docs for r in fx.transform(d)]
            for r, items in (extra or {}).items():
                rows[r].update(items)
            return self.transform(rows)
        return m

    def _encode_docs(self, fx, docs: Sequence[Document], extra: dict | None) -> tuple[list, list, list]:
        """The CSR ``data``, ``indices`` and ``indptr`` lists of :meth:`transform_docs`, each row's
        columns in the order the dict path inserts its names (not sorted)."""
        pc = self._part_cache(fx)
        k = fx.effective_window
        full = fx.full
        offsets = [o for o in range(-k, k + 1) if o != 0]
        columns = self._columns
        word_c, win_c, ctx_c, pair_c, marker_c = pc.word, pc.win, pc.ctx, pc.pair, pc.marker
        for o in offsets:
            if o not in marker_c:
                marker_c[o] = columns([(f"{o:+d}:BOS" if o < 0 else f"{o:+d}:EOS", 1.0)])
        indices: list[int] = []
        data: list[float] = []
        indptr = [0]
        row = 0
        for doc in docs:
            words = doc.tokens.words
            n = len(words)
            if n == 0:
                continue
            wc = []
            wn = []
            named = None
            for w in words:
                c = word_c.get(w)
                if c is None:
                    if named is None:
                        named = _word_names(fx)
                    nv = named.get(w)
                    if nv is None:
                        nv = named[w] = _name_values(fx, w)
                    parts_c = self._named_columns(nv)
                    c = word_c[w] = parts_c[0]
                    win_c[w] = parts_c[1:]
                wc.append(c)
                wn.append(win_c[w])
            if full:
                parts = fx.doc_parts(doc)
                pairs = parts.pairs
                trig = fx.trigger_parts(doc) if fx.trigger_table_ else {}
                pcols = []
                get = self._getter()
                for p in pairs:
                    c = pair_c.get(p)
                    if c is None:  # string values: one binary column "name=value" each
                        j1, j2 = get("-1:w|w=" + p), get("w|+1:w=" + p)
                        c = pair_c[p] = (([j1], [1.0]) if j1 is not None else ([], []),
                                         ([j2], [1.0]) if j2 is not None else ([], []))
                    pcols.append(c)
                tcols = self._tuple_columns
                ccols = [ctx_c.get(t) or tcols(pc, t) for t in parts.pos]
                hcols = [(ctx_c.get(t) or tcols(pc, t)) if t else None for t in parts.hits]
                trig = {i: tcols(pc, t) for i, t in trig.items()}
            for i in range(n):
                cols, vals = wc[i]
                indices += cols
                data += vals
                for o in offsets:
                    j = i + o
                    if 0 <= j < n:
                        cols, vals = wn[j][o + k]
                    elif j == -1 or j == n:
                        cols, vals = marker_c[o]
                    else:
                        continue
                    indices += cols
                    data += vals
                if full:
                    if i:
                        cols, vals = pcols[i - 1][0]
                        indices += cols
                        data += vals
                    if i + 1 < n:
                        cols, vals = pcols[i][1]
                        indices += cols
                        data += vals
                    cols, vals = ccols[i]
                    indices += cols
                    data += vals
                    t = hcols[i]
                    if t is not None:
                        cols, vals = t
                        indices += cols
                        data += vals
                    t = trig.get(i)
                    if t is not None:
                        cols, vals = t
                        indices += cols
                        data += vals
                if extra:
                    t = extra.get(row)
                    if t is not None:
                        cols, vals = columns(t)
                        indices += cols
                        data += vals
                indptr.append(len(indices))
                row += 1
        return data, indices, indptr

    def fit_transform_docs(self, fx, docs: Sequence[Document], drop: Iterable[str] = ()) -> sp.csr_matrix | None:
        """:meth:`fit` on the rows of ``fx.transform(doc)`` for ``docs`` with the names in ``drop``
        removed, then :meth:`transform_docs`: the same vocabulary (order of first appearance, the
        ``min_count`` cut, ``counts_``) and the same matrix, in one pass over the factored
        features instead of three (build the dicts, count their names, encode).

        ``drop`` lists names removed from every row (the rare words'
        :func:`~multideid.base_systems.feature_parts.rare_word_names`).  Returns ``None`` when a
        token would get one column twice (then fit the dict rows; the vocabulary is left empty).
        """
        self.names_, self.index_, self.counts_ = [], {}, None
        self._part_columns = {}
        self._growing = True
        try:
            data, indices, indptr = self._encode_docs(fx, docs, None)
        finally:
            self._growing = False
            self._part_columns = {}
        n_all = len(self.names_)
        m = _csr(data, indices, indptr, n_all)
        if _repeats(m):
            self.names_, self.index_ = [], {}
            return None
        raw = np.asarray(indices, dtype=np.int64)
        counts = np.bincount(raw, minlength=n_all)
        first = np.full(n_all, raw.size, dtype=np.int64)
        np.minimum.at(first, raw, np.arange(raw.size, dtype=np.int64))
        keep = counts >= self.min_count
        dropped = [self.index_[n] for n in drop if n in self.index_]
        keep[np.asarray(dropped, dtype=np.int64)] = False
        old = np.flatnonzero(keep)
        old = old[np.argsort(first[old], kind="stable")]  # columns in order of first appearance
        new_of = np.full(n_all, -1, dtype=np.int64)
        new_of[old] = np.arange(old.size)
        names = self.names_
        self.names_ = [names[j] for j in old]
        self.index_ = {n: i for i, n in enumerate(self.names_)}
        self.counts_ = counts[old].astype(np.int64)
        col = new_of[m.indices]
        ok = col >= 0
        kept_before = np.concatenate([[0], np.cumsum(ok)])
        return _csr(m.data[ok], col[ok], kept_before[m.indptr], old.size)

    def add_items(self, X: sp.csr_matrix, extra: dict) -> sp.csr_matrix | None:
        """``X`` (from :meth:`transform_docs`) plus the columns of ``extra`` (row -> items), or
        ``None`` when an extra column is already set in its row (then re-encode with
        ``transform_docs(..., extra)``, which is always exact)."""
        rows = sorted(extra)
        indices: list[int] = []
        data: list[float] = []
        indptr = np.zeros(X.shape[0] + 1, dtype=np.int64)
        for r in rows:
            cols, vals = self._columns(extra[r])
            if len(set(cols)) != len(cols):
                return None
            indices += cols
            data += vals
            indptr[r + 1] = len(cols)
        E = sp.csr_matrix(
            (np.asarray(data, dtype=np.float32), np.asarray(indices, dtype=np.int32), np.cumsum(indptr)),
            shape=X.shape,
        )
        if E.nnz == 0:
            return X
        E.sort_indices()
        if X.multiply(E).nnz:
            return None
        out = (X + E).tocsr()
        out.sort_indices()
        return out

    def __len__(self) -> int:
        return len(self.names_)
