"""The stacker's liblinear fit, here or in a worker process.

liblinear's dual solver shuffles its coordinates with one process-wide C random generator that
every fit seeds afresh.  Fits on concurrent threads of one process would interleave their draws
and give other, non-reproducible models, so in-process fits take turns (:data:`LIBLINEAR_LOCK`).
A fit sent to a worker process (``executor``) has that process's generator to itself: the same
seed gives the same coefficients, and two fits really run on two cores
(:func:`multideid.stacking.training.train_stackers` with ``jobs > 1``).
"""

from __future__ import annotations

import threading
import warnings
from concurrent.futures import Executor
from typing import Mapping

import numpy as np

#: serialises in-process liblinear fits (see the module docstring)
LIBLINEAR_LOCK = threading.Lock()


def fit_linear_svc(X, y: np.ndarray, C: float, class_weight: Mapping | str | None, max_iter: int,
                   seed: int, sample_weight: np.ndarray | None = None) -> tuple[list[str], np.ndarray, np.ndarray]:
    """``(classes, coef, intercept)`` of a one-vs-rest ``LinearSVC`` (liblinear's dual solver).

    The dual solver: on the MEDDOCAN train+dev stacker rows (98k x 1k, 44 classes) it reaches the
    same solution as the primal one scikit-learn picks for tall data, 3x faster (17 s vs 50 s).
    Runs in whatever process calls it: callers in threads hold :data:`LIBLINEAR_LOCK`.
    ``sample_weight`` scales each row's loss (the calibration documents' rows,
    :mod:`multideid.stacking.calibration`); ``None`` weighs every row 1.
    """
    from sklearn.svm import LinearSVC

    svm = LinearSVC(C=C, class_weight=class_weight, max_iter=max_iter, random_state=seed, dual=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # ConvergenceWarning on tiny corpora is harmless here
        svm.fit(X, y, sample_weight=sample_weight)
    return [str(c) for c in svm.classes_], np.asarray(svm.coef_, dtype=np.float64), \
        np.asarray(svm.intercept_, dtype=np.float64)


def fit_linear(X, y: np.ndarray, C: float, class_weight: Mapping | str | None, max_iter: int, seed: int,
               executor: Executor | None = None, sample_weight: np.ndarray | None = None,
               ) -> tuple[list[str], np.ndarray, np.ndarray]:
    """:func:`fit_linear_svc` in ``executor`` (a process pool) or here, taking turns with other
    threads' fits."""
    if executor is not None:
        return executor.submit(fit_linear_svc, X, y, C, class_weight, max_iter, seed, sample_weight).result()
    with LIBLINEAR_LOCK:
        return fit_linear_svc(X, y, C, class_weight, max_iter, seed, sample_weight)
