"""The stacker's training data (out-of-fold base decisions) stored in a model directory.

With it, a model can retrain its stacker without refitting any base: ``multideid restack``
tries other ``[stacking]`` settings in seconds, and ``run --bases a,b`` trains a stacker for a
subset of bases that ``fit`` did not store.  Layout (no pickle, no text that could be PHI)::

    oof/tokens.json     format, bases, document offsets, BIO classes, shape/punct/word tables
    oof/tokens.npz      per token: line id, shape id, punct id, context-word id (-1: none), gold class
    oof/NAME.json       base NAME's label tables
    oof/NAME.npz        per token: tag id, begins, score; sparse marginals >= 0.05 (row, col, value)

Only *shapes* of the training words are kept ("Xx", "d/d/d"), plus the lower-cased words that
qualify as context words (in >= 2 training documents and inside gold PHI at most 1 % of the
time): never names, numbers or places.  Marginals below 0.05 are dropped, as the meta-features
ignore them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Mapping, Sequence

import numpy as np

from multideid.errors import ModelError
from multideid.base_systems.base import TokenPrediction
from multideid.stacking.meta_features import TokenSurface, learn_context_words

OOF_FORMAT = 1
PROBA_MIN = 0.05


def _ids(values: Sequence, table: dict) -> np.ndarray:
    return np.fromiter((table.setdefault(v, len(table)) for v in values), dtype=np.int32, count=len(values))


def save_oof(
    path: str | Path,
    names: Sequence[str],
    views: Sequence[Mapping[str, TokenPrediction]],
    tokens: Sequence,
    gold_bio: Sequence[Sequence[str]],
) -> None:
    """Write the out-of-fold views of ``names`` plus the PHI-free token surface and gold tags."""
    path = Path(path)
    path.mkdir(parents=True, exist_ok=True)
    surfs = [TokenSurface.of(t) for t in tokens]
    keep = set(learn_context_words(surfs, gold_bio, min_docs=2))
    offsets = np.cumsum([0] + [len(s) for s in surfs]).astype(np.int64)
    shapes: dict = {}
    puncts: dict = {"": 0}
    words: dict = {}
    classes: dict = {}
    lines = np.concatenate([np.asarray(s.lines, dtype=np.int32) for s in surfs]) if surfs else np.zeros(0, np.int32)
    shape_id = np.concatenate([_ids(s.shapes, shapes) for s in surfs]) if surfs else np.zeros(0, np.int32)
    punct_id = np.concatenate([_ids(s.puncts, puncts) for s in surfs]) if surfs else np.zeros(0, np.int32)
    word_id = np.concatenate([
        np.fromiter((words.setdefault(w, len(words)) if w in keep else -1 for w in s.lowers), dtype=np.int32, count=len(s))
        for s in surfs]) if surfs else np.zeros(0, np.int32)
    gold = np.concatenate([_ids(list(g), classes) for g in gold_bio]) if gold_bio else np.zeros(0, np.int32)
    np.savez_compressed(path / "tokens.npz", lines=lines, shape=shape_id, punct=punct_id, word=word_id, gold=gold)
    meta = {"format": OOF_FORMAT, "bases": list(names), "doc_offsets": offsets.tolist(),
            "shapes": list(shapes), "puncts": list(puncts), "words": list(words), "classes": list(classes)}
    (path / "tokens.json").write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8")
    for b in names:
        tags: dict = {"O": 0}
        plabels: list[str] | None = None
        tag_id, begins, scores, pr, pc, pv = [], [], [], [], [], []
        for d, v in enumerate(views):
            bv = v[b]
            tag_id.append(_ids(bv.tags, tags))
            begins.append(np.asarray(bv.begins, dtype=bool))
            scores.append(np.asarray(bv.scores, dtype=np.float32))
            if bv.proba is not None:
                if plabels is None:
                    plabels = list(bv.proba_labels)
                col = {l: k for k, l in enumerate(plabels)}
                for l in bv.proba_labels:
                    if l not in col:
                        col[l] = len(plabels)
                        plabels.append(l)
                r, c = np.nonzero(bv.proba >= PROBA_MIN)
                pr.append(r + offsets[d])
                pc.append(np.array([col[bv.proba_labels[k]] for k in c], dtype=np.int32))
                pv.append(bv.proba[r, c].astype(np.float32))
        cat = lambda xs, dt: np.concatenate(xs).astype(dt) if xs else np.zeros(0, dt)  # noqa: E731
        np.savez_compressed(path / f"{b}.npz", tags=cat(tag_id, np.int32), begins=cat(begins, bool), scores=cat(scores, np.float32),
                 p_row=cat(pr, np.int64), p_col=cat(pc, np.int32), p_val=cat(pv, np.float32))
        (path / f"{b}.json").write_text(json.dumps({"labels": list(tags), "proba_labels": plabels}, ensure_ascii=False),
                                        encoding="utf-8")


def has_oof(path: str | Path) -> bool:
    return (Path(path) / "tokens.json").is_file()


def load_oof(path: str | Path, names: Sequence[str] | None = None):
    """``(views per document, token surfaces, gold BIO per document)`` as :func:`save_oof` wrote them."""
    path = Path(path)
    try:
        from multideid.model import read_model_json, read_model_npz

        meta = read_model_json(path / "tokens.json")  # verified against the model's checksums
        if meta.get("format") != OOF_FORMAT:
            raise ModelError(f"stored out-of-fold data has format {meta.get('format')!r}, not {OOF_FORMAT}; refit", path)
        names = list(names) if names is not None else list(meta["bases"])
        missing = [b for b in names if b not in meta["bases"]]
        if missing:
            raise ModelError(f"stored out-of-fold data has no base {missing[0]!r}", path)
        off = np.asarray(meta["doc_offsets"], dtype=np.int64)
        z = read_model_npz(path / "tokens.npz")
        lines, shape, punct, word, gold = (z[k] for k in ("lines", "shape", "punct", "word", "gold"))
        shapes, puncts, words, classes = meta["shapes"], meta["puncts"], meta["words"], meta["classes"]
        surfs, gbio = [], []
        for d in range(len(off) - 1):
            a, e = int(off[d]), int(off[d + 1])
            surfs.append(TokenSurface([shapes[k] for k in shape[a:e]], [puncts[k] for k in punct[a:e]],
                                      [words[k] if k >= 0 else None for k in word[a:e]], lines[a:e].tolist()))
            gbio.append([classes[k] for k in gold[a:e]])
        views: list[dict] = [{} for _ in surfs]
        for b in names:
            bmeta = read_model_json(path / f"{b}.json")
            labels, plabels = bmeta["labels"], bmeta.get("proba_labels")
            z = read_model_npz(path / f"{b}.npz")
            tags, begins, scores = z["tags"], z["begins"], z["scores"]
            p_row, p_col, p_val = z["p_row"], z["p_col"], z["p_val"]
            dense = None
            if plabels:
                dense = np.zeros((len(tags), len(plabels)), dtype=np.float32)
                dense[p_row, p_col] = p_val
            for d in range(len(surfs)):
                a, e = int(off[d]), int(off[d + 1])
                views[d][b] = TokenPrediction(
                    [labels[k] for k in tags[a:e]], scores[a:e].copy(), begins[a:e].copy(),
                    dense[a:e] if dense is not None else None, list(plabels) if dense is not None else None,
                    normal=True)
    except ModelError:
        raise
    except (OSError, KeyError, IndexError, ValueError, TypeError) as exc:
        raise ModelError(f"stored out-of-fold data is incomplete or corrupt ({type(exc).__name__})", path) from None
    return views, surfs, gbio
