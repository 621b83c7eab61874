"""Calibration documents: annotated text *unlike* the training corpus that the stacker learns from too.

The stacker learns how far to trust each base from the bases' out-of-fold decisions on the
training corpus.  When that corpus is synthetic, the trust it learns is the trust the bases earn
on synthetic notes: there a learned base that tags a token alone is nearly always right, and the
stacker follows it.  On real text unlike the templates the same lone tags are often product
names, headings or words of another language.  Calibration documents are a small annotated set
of such text; their rows join the stacker's training rows with their own weights, so the
stacker also learns how the bases fare where the corpus does not reach.

With ``calibration_trains_bases`` (the default since session 26) the learned bases train on the
calibration documents too: they join the training documents in the out-of-fold folds, so each is
decided on by fold bases that never saw it, and the deployed bases learn from all of them (the
documents teach text as well as trust).  Without it (sessions 20-25) the deployed bases, fitted on
the training corpus only, decide on them and only the stacker learns from them (a linear model
over base decisions and token shapes, no words unless ``context_words`` is set), so the documents
teach trust, not text.  Settings (``[stacking]``, :data:`multideid.stacking.defaults.DEFAULTS`):

``calibration``        ``"auto"``: the package's English calibration set when the model is fitted
                       on the built-in synthetic English corpus, none otherwise; ``""``: none; or
                       the path of an annotated corpus (any format ``multideid`` reads, gold spans
                       in the model's label set)
``calibration_weight`` loss weight of a calibration row whose gold class is PHI (a training row
                       weighs 1)
``calibration_o_weight``  the same for a calibration row whose gold class is O
``calibration_trains_bases``  ``true``: the learned bases train on the calibration documents too
                       (they join the out-of-fold folds); the stacker's calibration rows are
                       then the bases' out-of-fold decisions on them, each decided by bases
                       that did not train on it.  ``false``: the bases never see them; the
                       deployed bases decide on them (sessions 20 to 25)

The stored out-of-fold data keeps the calibration documents' base decisions (``oof/calibration/``,
the same PHI-free layout), so ``multideid restack`` and subset stackers train on them again.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Mapping, Sequence

import numpy as np

from multideid.document import Document
from multideid.errors import DataError, UsageError, quote_id
from multideid.labels import shown_label
from multideid.stacking.meta_features import TokenSurface

AUTO = "auto"

#: where a model's stored out-of-fold data keeps the calibration documents' base decisions
CALIBRATION_DIR = "calibration"

#: the English calibration set shipped with the package (hand-written sets 9 and 10, see its README)
BUILTIN_EN = "calibration/en_unlike.jsonl"


@dataclass
class CalibrationSet:
    """The calibration documents as the stacker sees them: per document the bases' normalised
    views, the tokens (or their stored surfaces) and the gold BIO tags; plus the row weights."""

    views: list[dict]
    tokens: list
    gbio: list[list[str]]
    weight: float = 1.0
    o_weight: float = 1.0

    def __post_init__(self) -> None:
        self.tokens = [TokenSurface.of(t) for t in self.tokens]  # shapes once; stored data has surfaces already

    def __len__(self) -> int:
        return len(self.views)

    def only(self, names: Sequence[str]) -> "CalibrationSet":
        """The same documents with the views of ``names`` only (a subset stacker's)."""
        return CalibrationSet([{b: v[b] for b in names} for v in self.views], self.tokens, self.gbio,
                              self.weight, self.o_weight)

    def row_weights(self, ys: Sequence[str]) -> np.ndarray:
        """Loss weights of this set's stacker rows, given their gold classes."""
        y = np.asarray(ys, dtype=object)
        return np.where(y == "O", self.o_weight, self.weight).astype(np.float64)


def trains_bases(st: Mapping) -> bool:
    """Whether the ``[stacking]`` settings ``st`` let the learned bases train on the calibration
    documents (absent: no, the behaviour of models fitted before the key existed)."""
    return bool(st.get("calibration_trains_bases", False))


def stacker_folds(n_train: int, n_cal: int, k: int, seed: int) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """``(base_folds, stacker_folds)`` of a fit whose learned bases also train on ``n_cal``
    calibration documents (indices ``n_train ...``): the document-grouped folds of all the bases'
    documents, and the same folds restricted to the ``n_train`` training documents (the stacker's
    nested cross-validation; ``restack`` recomputes them from the stored counts)."""
    from multideid.stacking.oof import document_folds

    base = document_folds(n_train + n_cal, k, seed)
    return base, [f[f < n_train] for f in base]


def trained_bases_documents(meta: Mapping) -> int:
    """How many calibration documents a model's learned bases trained on (its ``meta.json``)."""
    cal = meta.get("stacking", {}).get("calibration") or {}
    return int(cal.get("n_docs", 0)) if cal.get("trains_bases") else 0


def reused_calibration_views(source: Path, names: Sequence[str], n_train: int,
                             docs: Sequence[Document]) -> list[dict]:
    """The stored out-of-fold views of the bases ``names`` on the calibration documents
    ``docs[n_train:]`` of the model at ``source`` (``fit --reuse`` with ``calibration_trains_bases``;
    the corpus digest, which covers these documents, already matched)."""
    from multideid.stacking.oof_store import has_oof, load_oof

    path = Path(source) / "oof" / CALIBRATION_DIR
    n_cal = len(docs) - n_train
    if not has_oof(path):
        raise UsageError(f"--reuse {source}: it stored no calibration decisions; nothing can be reused (fit without --reuse)")
    views, surfs, _ = load_oof(path, list(names))
    if len(views) != n_cal or any(len(s) != len(d.tokens) for s, d in zip(surfs, docs[n_train:])):
        raise UsageError(f"--reuse {source}: its calibration documents differ; nothing can be reused (fit without --reuse)")
    return views


def row_weights(ys: Sequence[str], n_train: int, cal: CalibrationSet | None) -> np.ndarray | None:
    """Loss weights of a stacker's rows: 1 for the first ``n_train`` rows (the training documents'),
    the calibration weights for the rest; ``None`` (every row 1) without calibration rows."""
    if cal is None or len(ys) == n_train:
        return None
    return np.concatenate([np.ones(n_train), cal.row_weights(ys[n_train:])])


def builtin_path(name: str = BUILTIN_EN) -> Path:
    """The path of a calibration set shipped in ``multideid/data``."""
    return Path(str(resources.files("multideid") / "data" / name))


def resolve_source(setting: str, data_source: str) -> Path | None:
    """The calibration corpus a ``[stacking] calibration`` setting names for a fit on
    ``data_source`` (``"synthetic:..."`` for the built-in corpus), or ``None``."""
    setting = str(setting or "").strip()
    if not setting:
        return None
    if setting == AUTO:
        return builtin_path() if str(data_source).startswith("synthetic:") else None
    path = Path(setting).expanduser()
    if not path.exists():
        raise UsageError(f"stacking.calibration: no such file or directory: {path}")
    return path


def read_calibration(path: Path, labels: Sequence[str] | None = None) -> list[Document]:
    """The annotated documents at ``path``; each needs gold spans (possibly none), and the labels
    must be among ``labels`` (the training corpus's) when given."""
    from multideid.io import read_corpus

    docs = list(read_corpus(str(path)))
    if not docs:
        raise DataError("calibration corpus has no documents", path)
    missing = [d.id for d in docs if d.gold is None]
    if missing:
        raise DataError(f"calibration document {quote_id(missing[0])} has no gold annotations "
                        f"({len(missing)} such documents)", path)
    if labels is not None:
        known = set(labels)
        bad = sorted({s.label for d in docs for s in d.gold or []} - known)
        if bad:
            raise DataError(f"calibration label {shown_label(bad[0])} is not a label of the training corpus "
                            f"({len(bad)} such labels)", path)
    return docs


def documents_digest(docs: Sequence[Document]) -> str:
    """SHA-256 over the documents' texts and gold spans (what decides the stacker's rows)."""
    h = hashlib.sha256()
    for d in docs:
        h.update(d.text.encode("utf-8"))
        h.update(b"\0")
        for s in sorted(d.gold or []):
            h.update(f"{s.start},{s.end},{s.label};".encode())
        h.update(b"\1")
    return h.hexdigest()


def settings_meta(st: Mapping, source: str, docs: Sequence[Document]) -> dict:
    """The ``calibration`` entry of a model's meta.json."""
    if Path(source) == builtin_path():
        source = f"builtin:{BUILTIN_EN}"
    return {"source": source, "n_docs": len(docs), "n_spans": sum(len(d.gold or []) for d in docs),
            "sha256": documents_digest(docs), "weight": float(st.get("calibration_weight", 1.0)),
            "o_weight": float(st.get("calibration_o_weight", 1.0)), "trains_bases": trains_bases(st)}


def stored_calibration(oof_dir: Path, names: Sequence[str], st: Mapping) -> CalibrationSet | None:
    """The calibration documents a model stored with its out-of-fold data (views of ``names``),
    weighted by the ``[stacking]`` settings ``st``; ``None`` when it stored none."""
    from multideid.stacking.oof_store import has_oof, load_oof

    path = Path(oof_dir) / CALIBRATION_DIR
    if not has_oof(path):
        return None
    views, surfs, gbio = load_oof(path, names)
    return CalibrationSet(views, surfs, gbio, float(st.get("calibration_weight", 1.0)),
                          float(st.get("calibration_o_weight", 1.0)))
