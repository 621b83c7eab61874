"""``svm``: a linear SVM token classifier over a high-dimensional sparse binary encoding.

After Stat-De-id / Tafvizi's "Mega" SVM (Uzuner et al. 2008) and the one-vs-one versus
one-vs-rest comparison of Scheurwegs et al. (2016).  Every token gets one IO label (the span
label or ``O``); spans are decoded with :func:`multideid.tokenizer.bio_to_spans`.

* Features come from the shared :class:`~multideid.base_systems.features.FeatureExtractor`
  (one crfsuite-style dict per token).  :class:`SparseEncoder` turns each ``name=value`` pair
  into one binary column of a CSR matrix (a vocabulary learned on the training set, pruned to
  features seen at least ``min_count`` times).
* The learner is liblinear's L2-regularised L2-loss SVM (``sklearn.svm.LinearSVC``), either
  one-vs-rest (``multiclass="ovr"``) or one binary SVM per pair of classes (``"ovo"``, voted as
  in ``sklearn.multiclass.OneVsOneClassifier``).
* ``o_weight`` < 1 makes errors on ``O`` tokens cheaper than errors on PHI tokens, which moves
  the decision boundary towards recall (missing PHI is worse than over-redacting).
* Scores: the raw decision values of every class are kept in ``TokenPrediction.proba``; the
  token score is the sigmoid of the winning decision value (ovr) or the normalised vote (ovo).
* Saved without pickle: the vocabulary and feature-extractor state as JSON, weights as a
  ``scipy.sparse`` ``.npz`` (loaded with ``allow_pickle=False``) and intercepts as ``.npy``.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np
import scipy.sparse as sp

from multideid.base_systems.base import BaseSystem, TokenPrediction
from multideid.document import Document, Span
from multideid.errors import DataError, ModelError, UsageError
from multideid.tokenizer import bio_to_spans, spans_to_bio

FeatureRow = dict  # one crfsuite-style feature dict: name -> float | bool | str

OUTSIDE = "O"


# --------------------------------------------------------------------------- shared helpers


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
_WORD_NAMES: dict[tuple[str, int], dict] = {}


def _word_names(fx) -> dict:
    key = (fx.feature_set, fx._eff_window)
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
    for d in [fx._word_feats(word)] + list(fx._window_feats(word)):
        if d is not None:
            for name, val in item_keys(d.items()):
                names.append(name)
                vals.append(val)
        bounds.append(len(names))
    return tuple(names), tuple(vals), tuple(bounds)


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
        get = self.index_.get
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
        js = list(map(self.index_.get, names))
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
        key = (fx.feature_set, fx._eff_window)
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
        pc = self._part_cache(fx)
        k = fx._eff_window
        full = fx._full
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
                get = self.index_.get
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
        m = sp.csr_matrix(
            (np.asarray(data, dtype=np.float32), np.asarray(indices, dtype=np.int32), np.asarray(indptr, dtype=np.int64)),
            shape=(row, len(self.names_)),
        )
        m.sort_indices()
        if m.nnz > 1:
            ind = m.indices
            starts = np.zeros(m.nnz + 1, dtype=bool)
            starts[m.indptr] = True
            if ((ind[1:] == ind[:-1]) & ~starts[1:-1]).any():  # a column twice in one row
                rows = [r for d in docs for r in fx.transform(d)]
                for r, items in (extra or {}).items():
                    rows[r].update(items)
                return self.transform(rows)
        return m

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


def gold_io_tags(doc: Document, where: str = "training") -> list[str]:
    """IO tags (span label or ``O``) of ``doc``'s gold spans; raises when gold is missing."""
    if doc.gold is None:
        raise DataError(f"{where} document {doc.id!r} has no gold annotations")
    return spans_to_bio(doc.tokens, doc.gold, scheme="IO").tags


def io_begins(tags: Sequence[str]) -> np.ndarray:
    """True where a run of equal non-``O`` IO tags starts."""
    out = np.zeros(len(tags), dtype=bool)
    prev = OUTSIDE
    for i, t in enumerate(tags):
        out[i] = t != OUTSIDE and t != prev
        prev = t
    return out


def to_bio(tags: Sequence[str], begins: Sequence[bool]) -> list[str]:
    """IO tags + span starts -> BIO tags for :func:`bio_to_spans`."""
    return [OUTSIDE if t == OUTSIDE else ("B-" if b else "I-") + t for t, b in zip(tags, begins)]


def gold_begins(doc: Document) -> np.ndarray:
    """True where a gold span starts (BIO ``B-``), so adjacent same-label spans stay apart."""
    return np.array([t.startswith("B-") for t in spans_to_bio(doc.tokens, doc.gold or []).tags], dtype=bool)


class BoundaryModel:
    """Splits runs of equal IO tags into separate spans.

    IO tagging merges adjacent spans of one label (MEDDOCAN writes ``28014 Madrid`` as two
    TERRITORIO spans: 16% of that label's spans in dev).  This small linear SVM is trained only
    on tokens that continue a run of their own label and predicts whether a new span starts
    there; with no such examples in training it stays empty and never splits.
    """

    def __init__(self):
        self.coef_: sp.csr_matrix | None = None
        self.intercept_ = 0.0

    @staticmethod
    def candidates(tags: Sequence[str]) -> np.ndarray:
        """Indices of tokens whose non-O tag equals the previous token's."""
        t = np.asarray(tags, dtype=object)
        if len(t) < 2:
            return np.zeros(0, dtype=np.int64)
        same = (t[1:] == t[:-1]) & (t[1:] != OUTSIDE)
        return np.flatnonzero(same) + 1

    def fit(self, X: sp.csr_matrix, tags: Sequence[str], begins: np.ndarray, C: float = 0.1) -> "BoundaryModel":
        from sklearn.svm import LinearSVC

        idx = self.candidates(tags)
        y = begins[idx].astype(np.int64) if len(idx) else np.zeros(0, dtype=np.int64)
        if len(idx) == 0 or y.min() == y.max():
            self.coef_ = None
            return self
        m = LinearSVC(C=C, dual="auto", max_iter=2000, random_state=0).fit(X[idx], y)
        self.coef_ = sp.csr_matrix(m.coef_.astype(np.float32))
        self.intercept_ = float(m.intercept_[0])
        return self

    def begins(self, X: sp.csr_matrix, tags: Sequence[str]) -> np.ndarray:
        """``io_begins(tags)`` plus the run-internal starts this model predicts."""
        out = io_begins(tags)
        idx = self.candidates(tags)
        if self.coef_ is not None and len(idx):
            d = (X[idx] @ self.coef_.T).toarray().ravel() + self.intercept_
            out[idx[d > 0]] = True
        return out

    def save(self, path: Path, stem: str = "boundary") -> None:
        coef = self.coef_ if self.coef_ is not None else sp.csr_matrix((0, 0), dtype=np.float32)
        sp.save_npz(path / f"{stem}_coef.npz", coef.tocsr(), compressed=True)
        np.save(path / f"{stem}_intercept.npy", np.array([self.intercept_], dtype=np.float64), allow_pickle=False)

    @classmethod
    def load(cls, path: Path, n_features: int, stem: str = "boundary") -> "BoundaryModel":
        obj = cls()
        coef = read_npz_matrix(path / f"{stem}_coef.npz")
        obj.intercept_ = float(read_npy(path / f"{stem}_intercept.npy").reshape(-1)[0])
        if coef.shape == (0, 0):
            return obj
        if coef.shape != (1, n_features):
            raise ModelError(f"{stem}_coef.npz does not match the vocabulary (truncated or tampered?)", path)
        obj.coef_ = coef
        return obj


def check_training_docs(docs: Sequence[Document], system: str) -> None:
    """Fail closed on an empty training set, missing gold or no PHI at all."""
    if not docs:
        raise DataError(f"{system}: no training documents")
    n_spans = 0
    for d in docs:
        if d.gold is None:
            raise DataError(f"{system}: training document {d.id!r} has no gold annotations")
        n_spans += len(d.gold)
    if n_spans == 0:
        raise DataError(f"{system}: the training documents contain no gold spans, nothing to learn")


def sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(x, -30, 30)))


def make_feature_extractor(params: dict):
    """Build the shared feature extractor (imported lazily: it loads rule and dictionary packs)."""
    from multideid.base_systems.features import FeatureExtractor

    return FeatureExtractor(**params)


def load_feature_extractor(path: Path):
    from multideid.base_systems.features import FeatureExtractor

    from multideid.model import read_model_json

    try:
        return FeatureExtractor.from_dict(read_model_json(path))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ModelError(f"features.json has an unexpected structure ({type(exc).__name__})", path) from None


def read_json(path: Path, what: str):
    from multideid.model import read_model_json

    return read_model_json(path)  # verified against the model's checksums; ModelError otherwise


def read_npy(path: Path) -> np.ndarray:
    from multideid.model import read_model_npy

    return read_model_npy(path)


def read_npz_matrix(path: Path) -> sp.csr_matrix:
    import io

    from multideid.model import read_model_bytes

    data = read_model_bytes(path)  # verified against the model's checksums
    try:
        return sp.load_npz(io.BytesIO(data)).tocsr()  # load_npz uses allow_pickle=False
    except Exception as exc:  # noqa: BLE001 - BadZipFile, ValueError, EOFError, KeyError, zlib.error...
        raise ModelError(f"{path.name} is not a readable sparse matrix ({type(exc).__name__})", path) from None


# --------------------------------------------------------------------------- the base


class SVMBase(BaseSystem):
    """Linear SVM over sparse binary features, one IO label per token.

    Parameters
    ----------
    C:
        liblinear regularisation constant (smaller = stronger regularisation).
    multiclass:
        ``"ovr"`` (one-vs-rest, liblinear's native multi-class) or ``"ovo"`` (one binary SVM
        per pair of classes, majority vote with confidence tie-break).
    o_weight:
        class weight of ``O`` relative to every PHI class (1.0); below 1 favours recall.
    min_count:
        keep features seen at least this often in training (1 keeps all, as in "Mega" SVM).
    max_iter:
        liblinear iteration limit.
    window, feature_set, triggers, use_rules, use_dictionary:
        passed to the shared :class:`~multideid.base_systems.features.FeatureExtractor`.
    min_word_docs:
        keep word-identity features only for words found in at least this many training
        documents (:func:`~multideid.base_systems.features.drop_rare_words`): 2 keeps words that
        occur in a single note, such as most patients' names, out of the vocabulary. 1 = all.
    """

    name = "svm"
    required_modules = ("sklearn",)
    version = "1"

    def __init__(
        self,
        C: float = 0.1,
        multiclass: str = "ovr",
        o_weight: float = 0.5,
        min_count: int = 1,
        max_iter: int = 2000,
        window: int = 2,
        feature_set: str = "full",
        triggers: bool = True,
        use_rules: bool = True,
        use_dictionary: bool = True,
        min_word_docs: int = 1,
    ):
        self.C = C
        self.multiclass = multiclass
        self.o_weight = o_weight
        self.min_count = min_count
        self.max_iter = max_iter
        self.window = window
        self.feature_set = feature_set
        self.triggers = triggers
        self.use_rules = use_rules
        self.use_dictionary = use_dictionary
        self.min_word_docs = min_word_docs

    def _fx_params(self) -> dict:
        return dict(
            window=self.window,
            feature_set=self.feature_set,
            triggers=self.triggers,
            use_rules=self.use_rules,
            use_dictionary=self.use_dictionary,
        )

    def _validate_params(self) -> None:
        if self.multiclass not in ("ovr", "ovo"):
            raise UsageError(f"svm: multiclass must be 'ovr' or 'ovo', got {self.multiclass!r}")
        if not self.C > 0:
            raise UsageError(f"svm: C must be > 0, got {self.C!r}")
        if not self.o_weight > 0:
            raise UsageError(f"svm: o_weight must be > 0, got {self.o_weight!r}")
        if int(self.min_count) < 1:
            raise UsageError(f"svm: min_count must be >= 1, got {self.min_count!r}")
        if isinstance(self.min_word_docs, bool) or not isinstance(self.min_word_docs, int) or self.min_word_docs < 1:
            raise UsageError(f"svm: min_word_docs must be an integer >= 1 (got {self.min_word_docs!r})")

    # ------------------------------------------------------------------ learning
    def fit(self, docs: Sequence[Document]) -> "SVMBase":
        """Learn the feature extractor's statistics, the vocabulary and the SVM from gold."""
        self._validate_params()
        check_training_docs(docs, self.name)
        from multideid.base_systems.features import drop_rare_words

        docs = list(docs)
        fx = make_feature_extractor(self._fx_params()).fit(docs)
        per_doc = drop_rare_words(fx.transform_many(docs), docs, int(self.min_word_docs))
        rows = [r for doc_rows in per_doc for r in doc_rows]
        tags = [t for d in docs for t in gold_io_tags(d)]
        begins = np.concatenate([gold_begins(d) for d in docs])
        self.feature_extractor_ = fx
        self._fit_rows(rows, tags, begins, docs=list(docs))
        return self

    def _fit_rows(self, rows: Sequence[FeatureRow], tags: Sequence[str], begins: np.ndarray | None = None,
                  docs: Sequence[Document] | None = None) -> "SVMBase":
        """Fit on already extracted feature dicts, IO tags and gold span starts (tests use this).

        With ``docs`` (the documents ``rows`` came from, through ``self.feature_extractor_``)
        the training matrix is encoded from the factored features (the same matrix, faster).
        """
        from sklearn.svm import LinearSVC

        self._validate_params()
        if len(rows) != len(tags):
            raise DataError(f"svm: {len(rows)} feature rows but {len(tags)} tags")
        labels = sorted({t for t in tags if t != OUTSIDE})
        if not labels:
            raise DataError("svm: the training data contain no PHI tokens, nothing to learn")
        classes = [OUTSIDE] + labels
        cidx = {c: i for i, c in enumerate(classes)}
        y = np.array([cidx[t] for t in tags], dtype=np.int64)
        enc = SparseEncoder(int(self.min_count)).fit(rows)
        fx = getattr(self, "feature_extractor_", None)
        if docs is not None and SparseEncoder.supports(fx):
            X = enc.transform_docs(fx, docs)
            if X.shape[0] != len(rows):
                raise ModelError(f"svm: encoder gave {X.shape[0]} rows for {len(rows)} feature rows")
        else:
            X = enc.transform(rows)
        weights = {i: (float(self.o_weight) if c == OUTSIDE else 1.0) for i, c in enumerate(classes)}

        def svc():
            return LinearSVC(C=float(self.C), max_iter=int(self.max_iter), dual="auto", random_state=0)

        rows_w: list[sp.csr_matrix] = []
        intercepts: list[float] = []
        pairs: list[tuple[int, int]] = []
        K = len(classes)
        if self.multiclass == "ovr" and K > 2:
            m = svc().set_params(class_weight=weights).fit(X, y)
            W = sp.csr_matrix(m.coef_.astype(np.float32))
            b = m.intercept_.astype(np.float32)
        else:
            # one binary SVM per pair (ovo), or the single O-vs-X problem of a one-label corpus;
            # positive decision = the second class of the pair, as in OneVsOneClassifier
            for i in range(K):
                for j in range(i + 1, K):
                    mask = (y == i) | (y == j)
                    yy = (y[mask] == j).astype(np.int64)
                    if yy.min() == yy.max():  # cannot happen with classes taken from y
                        raise ModelError(f"svm: class pair {i}/{j} has a single class")
                    m = svc().set_params(class_weight={0: weights[i], 1: weights[j]}).fit(X[mask], yy)
                    rows_w.append(sp.csr_matrix(m.coef_.astype(np.float32)))
                    intercepts.append(float(m.intercept_[0]))
                    pairs.append((i, j))
            W = sp.vstack(rows_w).tocsr()
            b = np.asarray(intercepts, dtype=np.float32)
        W.eliminate_zeros()
        if begins is None:
            begins = io_begins(tags)
        self.boundary_ = BoundaryModel().fit(X, tags, np.asarray(begins, dtype=bool), C=float(self.C))
        self.encoder_ = enc
        self.classes_ = classes
        self.coef_ = W
        self.intercept_ = b
        self.pairs_ = np.asarray(pairs, dtype=np.int64).reshape(-1, 2)
        self.labels_ = labels
        self.is_fitted_ = True
        return self

    # ------------------------------------------------------------------ decisions
    def _decide(self, X: sp.csr_matrix) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per token: winning class index, score in [0, 1] and the raw per-class values."""
        raw = (X @ self.coef_.T).toarray().astype(np.float64)  # sparse x sparse -> small dense
        raw += self.intercept_[None, :]
        K = len(self.classes_)
        if len(self.pairs_) == 0:  # ovr: one decision value per class
            cls = raw.argmax(axis=1)
            score = sigmoid(raw[np.arange(len(cls)), cls])
            return cls, score.astype(np.float32), raw.astype(np.float32)
        # ovo voting, identical to sklearn.multiclass._ovr_decision_function
        n = X.shape[0]
        votes = np.zeros((n, K))
        conf = np.zeros((n, K))
        for k, (i, j) in enumerate(self.pairs_):
            d = raw[:, k]
            conf[:, i] -= d
            conf[:, j] += d
            votes[d <= 0, i] += 1
            votes[d > 0, j] += 1
        total = votes + conf / (3 * (np.abs(conf) + 1))
        cls = total.argmax(axis=1)
        # votes range over [0, K-1]; the transformed confidence stays within (-1/3, 1/3)
        score = np.clip(total[np.arange(n), cls] / max(K - 1, 1), 0.0, 1.0)
        return cls, score.astype(np.float32), total.astype(np.float32)

    def _predict_rows(self, rows: Sequence[FeatureRow]) -> tuple[list[str], np.ndarray, np.ndarray, np.ndarray]:
        """Tags, scores, raw decision values and span starts for feature dicts."""
        self.check_is_fitted()
        X = self.encoder_.transform(rows)
        cls, score, raw = self._decide(X)
        tags = [self.classes_[c] for c in cls]
        return tags, score, raw, self.boundary_.begins(X, tags)

    def predict_tokens(self, docs: Sequence[Document], spans: list[list[Span]] | None = None) -> list[TokenPrediction]:
        """IO tags, sigmoid scores and raw decision values (``proba``) for every token."""
        self.check_is_fitted()
        docs = list(docs)
        fx = self.feature_extractor_
        if SparseEncoder.supports(fx):
            return self._predict_docs(docs)
        per_doc = fx.transform_many(docs)
        out = []
        for doc, rows in zip(docs, per_doc):
            if len(rows) != len(doc.tokens):
                raise ModelError(f"svm: feature extractor gave {len(rows)} rows for {len(doc.tokens)} tokens in {doc.id!r}")
            if not rows:
                out.append(TokenPrediction([], np.zeros(0, np.float32), np.zeros(0, bool),
                                           np.zeros((0, len(self.classes_)), np.float32), list(self.classes_)))
                continue
            tags, score, raw, begins = self._predict_rows(rows)
            out.append(TokenPrediction(tags, score, begins, raw, list(self.classes_)))
        return out

    def _predict_docs(self, docs: list[Document]) -> list[TokenPrediction]:
        """:meth:`predict_tokens` through the factored features: one matrix for all documents
        (rows are independent, so the decision values are the same as per document)."""
        X = self.encoder_.transform_docs(self.feature_extractor_, docs)
        bounds = np.cumsum([0] + [len(d.tokens) for d in docs])
        if X.shape[0] != bounds[-1]:
            raise ModelError(f"svm: encoder gave {X.shape[0]} rows for {bounds[-1]} tokens")
        if X.shape[0]:
            cls, score, raw = self._decide(X)
        out = []
        for k in range(len(docs)):
            a, b = int(bounds[k]), int(bounds[k + 1])
            if a == b:
                out.append(TokenPrediction([], np.zeros(0, np.float32), np.zeros(0, bool),
                                           np.zeros((0, len(self.classes_)), np.float32), list(self.classes_)))
                continue
            tags = [self.classes_[c] for c in cls[a:b]]
            out.append(TokenPrediction(tags, score[a:b], self.boundary_.begins(X[a:b], tags), raw[a:b],
                                       list(self.classes_)))
        return out

    def predict(self, docs: Sequence[Document]) -> list[list[Span]]:
        """Spans decoded from the token tags; a span's score is the mean of its tokens'."""
        docs = list(docs)
        return [bio_to_spans(d.tokens, to_bio(p.tags, p.begins), p.scores, source=self.source)
                for d, p in zip(docs, self.predict_tokens(docs))]

    # ------------------------------------------------------------------ persistence
    def _save_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        (path / "features.json").write_text(json.dumps(self.feature_extractor_.to_dict()), encoding="utf-8")
        (path / "vocabulary.json").write_text(json.dumps(self.encoder_.names_, ensure_ascii=False), encoding="utf-8")
        (path / "state.json").write_text(json.dumps({"classes": self.classes_}), encoding="utf-8")
        sp.save_npz(path / "coef.npz", self.coef_.astype(np.float32).tocsr(), compressed=True)
        np.save(path / "intercept.npy", self.intercept_.astype(np.float32), allow_pickle=False)
        np.save(path / "pairs.npy", self.pairs_.astype(np.int64), allow_pickle=False)
        self.boundary_.save(path)

    def _load_state(self, path: Path) -> None:
        if not getattr(self, "is_fitted_", False):
            return
        self._validate_params()
        state = read_json(path / "state.json", "classes")
        names = read_json(path / "vocabulary.json", "feature vocabulary")
        if not isinstance(names, list) or not isinstance(state, dict) or not isinstance(state.get("classes"), list):
            raise ModelError("svm model files have an unexpected structure", path)
        self.classes_ = [str(c) for c in state["classes"]]
        self.encoder_ = SparseEncoder.from_names([str(n) for n in names])
        self.coef_ = read_npz_matrix(path / "coef.npz")
        self.intercept_ = read_npy(path / "intercept.npy").astype(np.float32)
        self.pairs_ = read_npy(path / "pairs.npy").astype(np.int64).reshape(-1, 2)
        K = len(self.classes_)
        n_rows = len(self.pairs_) if len(self.pairs_) else K
        if (
            self.coef_.shape != (n_rows, len(self.encoder_))
            or self.intercept_.shape != (n_rows,)
            or (len(self.pairs_) and (self.pairs_.min() < 0 or self.pairs_.max() >= K))
        ):
            raise ModelError("svm weight, vocabulary and class files do not match (truncated or tampered?)", path)
        self.boundary_ = BoundaryModel.load(path, len(self.encoder_))
        self.feature_extractor_ = load_feature_extractor(path / "features.json")
