"""The ``boosted`` base's tree learners: a PHI detector on every token plus a labeller on PHI
tokens (LightGBM, AdaBoost or a random forest), saved without pickle (LightGBM's text format,
``skops`` with an explicit list of trusted types)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import scipy.sparse as sp

from multideid.errors import ModelError

LABELLER_MIN_P = 0.01  # P(PHI) below which the labeller is not consulted
_SKOPS_PREFIXES = ("sklearn.", "numpy.", "scipy.", "builtins.")


class TwoStageLearner:
    """PHI detector on every token + labeller on PHI tokens; ``predict_proba`` -> (n, K)."""

    def __init__(self, algorithm: str, params: dict, n_classes: int):
        self.algorithm = algorithm
        self.params = params
        self.n_classes = n_classes
        self.detector = None
        self.labeller = None
        self.label_classes = np.zeros(0, dtype=np.int64)  # class indices the labeller knows

    # ---------------------------------------------------------------- fitting
    def _make(self):
        """A fresh scikit-learn learner (``forest`` or ``adaboost``)."""
        p = self.params
        if self.algorithm == "forest":
            from sklearn.ensemble import RandomForestClassifier

            return RandomForestClassifier(
                n_estimators=p["n_estimators"], min_samples_leaf=2, n_jobs=p["n_jobs"], random_state=p["random_state"]
            )
        from sklearn.ensemble import AdaBoostClassifier
        from sklearn.tree import DecisionTreeClassifier

        return AdaBoostClassifier(
            DecisionTreeClassifier(max_depth=p["max_depth"], random_state=p["random_state"]),
            n_estimators=p["n_estimators"],
            learning_rate=p["learning_rate"],
            random_state=p["random_state"],
        )

    def _fit_lgb(self, X, y, n_out: int):
        import lightgbm as lgb

        p = self.params
        params = {
            "objective": "binary" if n_out == 2 else "multiclass",
            "learning_rate": p["learning_rate"],
            "num_leaves": p["num_leaves"],
            "min_data_in_leaf": 10,
            # without these the softmax over rare MEDDOCAN labels diverges (leaf values explode)
            "min_sum_hessian_in_leaf": 1.0,
            "lambda_l2": 1.0,
            "num_threads": p["n_jobs"],
            "seed": p["random_state"],
            "deterministic": True,
            "force_col_wise": True,
            "verbose": -1,
        }
        if n_out > 2:
            params["num_class"] = n_out
        booster = lgb.train(params, lgb.Dataset(X, label=y, free_raw_data=True), num_boost_round=p["n_estimators"])
        # reload from the text model so that fitted and loaded models predict bit-identically
        return lgb.Booster(model_str=booster.model_to_string())

    def fit(self, X: sp.csr_matrix, y: np.ndarray) -> "TwoStageLearner":
        is_phi = (y != 0).astype(np.int64)
        self.label_classes = np.unique(y[y != 0])
        phi_rows = np.flatnonzero(is_phi)
        if self.algorithm == "lightgbm":
            self.detector = self._fit_lgb(X, is_phi, 2)
            if len(self.label_classes) > 1:
                yy = np.searchsorted(self.label_classes, y[phi_rows])
                self.labeller = self._fit_lgb(X[phi_rows], yy, len(self.label_classes))
        else:
            self.detector = self._make().fit(X, is_phi)
            if len(self.label_classes) > 1:
                self.labeller = self._make().fit(X[phi_rows], y[phi_rows])
        return self

    # ---------------------------------------------------------------- prediction
    def _threads(self) -> int:
        """LightGBM prediction threads: ``n_jobs`` (default 1).  Never LightGBM's default of all
        cores: one OpenMP team per process keeps ``run --jobs`` workers from oversubscribing the
        machine, and a forked worker cannot start the team its parent created (it would hang)."""
        return max(1, int(self.params.get("n_jobs", 1) or 1))

    def predict_proba(self, X: sp.csr_matrix) -> np.ndarray:
        n = X.shape[0]
        out = np.zeros((n, self.n_classes), dtype=np.float64)
        if n == 0:
            return out
        if self.algorithm == "lightgbm":
            p_phi = np.asarray(self.detector.predict(X, num_threads=self._threads()), dtype=np.float64).reshape(n)
        else:
            pp = self.detector.predict_proba(X)
            p_phi = pp[:, list(self.detector.classes_).index(1)] if 1 in self.detector.classes_ else np.zeros(n)
        q = np.full((n, max(len(self.label_classes), 1)), 1.0 / max(len(self.label_classes), 1))
        # the labeller only matters where PHI is plausible: skipping clear O tokens (most of a
        # note) makes prediction several times faster; their label split stays uniform
        rows = np.flatnonzero(p_phi >= LABELLER_MIN_P)
        if self.labeller is not None and len(rows):
            Xr = X[rows]
            if self.algorithm == "lightgbm":
                qr = np.asarray(self.labeller.predict(Xr, num_threads=self._threads()), dtype=np.float64)
                if len(self.label_classes) == 2:  # a binary booster returns P(second label) only
                    qr = np.column_stack([1.0 - qr.reshape(-1), qr.reshape(-1)])
            else:
                qr = self.labeller.predict_proba(Xr)  # its classes_ are label_classes, sorted
            q[rows] = qr.reshape(len(rows), len(self.label_classes))
        out[:, 0] = 1.0 - p_phi
        out[:, self.label_classes] = p_phi[:, None] * q
        return out

    # ---------------------------------------------------------------- persistence
    def save(self, path: Path, stem: str) -> dict:
        meta = {"label_classes": self.label_classes.tolist(), "has_labeller": self.labeller is not None}
        for part, model in (("detector", self.detector), ("labeller", self.labeller)):
            if model is None:
                continue
            if self.algorithm == "lightgbm":
                model.save_model(str(path / f"{stem}.{part}.lgb.txt"))
            else:
                import skops.io as sio

                sio.dump(model, path / f"{stem}.{part}.skops")
        return meta

    @classmethod
    def load(cls, path: Path, stem: str, algorithm: str, params: dict, n_classes: int, meta: dict) -> "TwoStageLearner":
        obj = cls(algorithm, params, n_classes)
        obj.label_classes = np.asarray(meta.get("label_classes", []), dtype=np.int64)
        if len(obj.label_classes) and (obj.label_classes.min() < 1 or obj.label_classes.max() >= n_classes):
            raise ModelError(f"boosted model {stem}: label classes out of range", path)
        parts = ["detector"] + (["labeller"] if meta.get("has_labeller") else [])
        for part in parts:
            if algorithm == "lightgbm":
                f = path / f"{stem}.{part}.lgb.txt"
                if not f.is_file():
                    raise ModelError(f"model directory has no {f.name}", path)
                import lightgbm as lgb

                from multideid.model import read_model_bytes

                text = read_model_bytes(f)  # verified against the model's checksums
                try:
                    model = lgb.Booster(model_str=text.decode("utf-8"))
                except Exception as exc:  # LightGBMError for truncated/tampered files
                    raise ModelError(f"{f.name} is not a readable LightGBM model ({type(exc).__name__})", f) from None
            else:
                model = load_skops(path / f"{stem}.{part}.skops")
            setattr(obj, part, model)
        return obj


def load_skops(f: Path):
    """Load a skops file, trusting only scikit-learn / numpy / scipy types (never pickle)."""
    import skops.io as sio

    if not f.is_file():
        raise ModelError(f"model directory has no {f.name}", f.parent)
    from multideid.model import read_model_bytes

    data = read_model_bytes(f)  # verified against the model's checksums; loaded from these bytes
    try:
        untrusted = sio.get_untrusted_types(data=data)
    except Exception as exc:
        raise ModelError(f"{f.name} is not a readable skops file ({type(exc).__name__})", f) from None
    bad = [t for t in untrusted if not t.startswith(_SKOPS_PREFIXES)]
    if bad:
        raise ModelError(f"{f.name} contains types outside scikit-learn/numpy/scipy: {', '.join(sorted(bad))}", f)
    try:
        return sio.loads(data, trusted=untrusted)
    except Exception as exc:
        raise ModelError(f"{f.name} could not be loaded ({type(exc).__name__})", f) from None
