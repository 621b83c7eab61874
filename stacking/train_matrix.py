"""The stacker's training matrix, encoded without feature dicts (:func:`encode_training`)."""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np
from scipy import sparse

from multideid.base_systems.base import TokenPrediction
from multideid.stacking.meta_features import MetaFeaturizer, Vocabulary
from multideid.tokenizer import Tokens


class _GrowingIndex(dict):
    """name -> column that adds every name it is asked for (:func:`encode_training`)."""

    def get(self, name, default=None):
        j = dict.get(self, name)
        if j is None:
            j = self[name] = len(self)
        return j


class _GrowingVocabulary:
    """What :meth:`MetaFeaturizer.encode_doc` needs of a vocabulary, growing as it encodes."""

    def __init__(self):
        self.index = _GrowingIndex()

    def __len__(self) -> int:
        return len(self.index)


def encode_training(featurizer: MetaFeaturizer, views_per_doc: Sequence[Mapping[str, TokenPrediction]],
                    tokens_per_doc: Sequence[Tokens]) -> tuple["Vocabulary", sparse.csr_matrix, list[np.ndarray]]:
    """``(vocab, X, candidates per document)`` for training rows, without feature dicts.

    The same as ``vocab = Vocabulary.fit(rows); X = vocab.transform(rows)`` over the rows of
    :meth:`MetaFeaturizer.doc_features`, built through the array encoder: the vocabulary grows
    while the documents are encoded, then keeps the names some row uses, sorted.  A featurizer
    with ``span_features`` or context words goes through the dicts.
    """
    if featurizer.span_features or featurizer.context_words:
        cands, rows = [], []
        for views, toks in zip(views_per_doc, tokens_per_doc):
            cand, r = featurizer.doc_features(views, toks)
            cands.append(cand)
            rows.extend(r)
        vocab = Vocabulary.fit(rows)
        return vocab, vocab.transform(rows), cands
    grow = _GrowingVocabulary()
    parts, cands = [], []
    for views, toks in zip(views_per_doc, tokens_per_doc):
        cand, X = featurizer.encode_doc(views, toks, grow)
        parts.append(X)
        cands.append(cand)
    width = len(grow)
    for X in parts:
        X.resize((X.shape[0], width))
    X = sparse.vstack(parts, format="csr") if parts else sparse.csr_matrix((0, 0), dtype=np.float64)
    names = list(grow.index)  # insertion order = column number
    used = np.unique(X.indices)
    kept = sorted(names[j] for j in used.tolist())
    new_col = {n: k for k, n in enumerate(kept)}
    remap = np.full(max(width, 1), -1, dtype=np.int64)
    remap[used] = [new_col[names[j]] for j in used.tolist()]
    X = sparse.csr_matrix((X.data, remap[X.indices], X.indptr), shape=(X.shape[0], len(kept)))
    X.sort_indices()
    return Vocabulary(kept), X, cands
