"""``multideid restack``: retrain only the stacker(s) of a model from its stored out-of-fold data,
with other ``[stacking]`` settings, without refitting any base."""

from __future__ import annotations

import shutil
import time
from pathlib import Path
from typing import Mapping, Sequence

from multideid.config import parse_overrides, resolve_config
from multideid.ensemble import Ensemble, Progress, load_model, stacking_meta, write_stackers
from multideid.errors import ModelError, UsageError
from multideid.model import check_replaceable, write_model_dir
from multideid.stacking.calibration import AUTO, CALIBRATION_DIR, CalibrationSet, read_calibration, stored_calibration
from multideid.stacking.calibration import stacker_folds, trained_bases_documents, trains_bases
from multideid.stacking.calibration import resolve_source as resolve_calibration
from multideid.stacking.calibration import settings_meta as calibration_meta
from multideid.stacking.oof_store import has_oof, load_oof, save_oof
from multideid.stacking.training import gold_bio, train_stackers
from multideid.tokenizer import bio_to_spans


def restack_model(model_dir: str | Path, overrides: Mapping | Sequence[str] | None = None,
                  out_dir: str | Path | None = None, progress: Progress | None = None,
                  jobs: int = 1) -> Ensemble:
    """Retrain only the stacker(s) of a model from its stored out-of-fold data.

    ``overrides`` change the ``[stacking]`` settings (nested, e.g. ``{"stacking": {"decode":
    "viterbi"}}``, or command-line style, ``["--stacking.C", "0.3"]``); the bases are copied
    unchanged.  The new model is written atomically to ``out_dir`` (default: replace
    ``model_dir``).  ``jobs`` threads fit the fold, final and subset stackers.  Out-of-fold
    scores are recomputed in token units (the stored data keeps no character offsets).
    """
    ens = load_model(model_dir)
    src = ens.path
    if not has_oof(src / "oof"):
        raise ModelError("this model keeps no out-of-fold data (fitted with stacking.store_oof = false "
                         "or by an older multideid); refit it with `multideid fit`", src)
    cfg = ens.config
    new_stacking: Mapping = {}  # the [stacking] keys this restack sets
    if overrides:
        ov = overrides if isinstance(overrides, Mapping) else parse_overrides(list(overrides))
        bad = [k for k in _flatten_keys(ov) if not k.startswith("stacking.")]
        if bad:
            raise UsageError(f"restack changes [stacking] settings only (got {bad[0]}); refit to change bases")
        cfg = resolve_config(ov, source="command line", start=cfg)
        new_stacking = ov.get("stacking", {})
        # what the model's bases did (meta.json), not its config: older configs read the current default
        did = trained_bases_documents(ens.meta) > 0
        if "calibration_trains_bases" in new_stacking and ens.meta.get("stacking", {}).get("calibration") and \
                trains_bases(cfg["stacking"]) != did:
            raise UsageError("stacking.calibration_trains_bases decides what the bases train on: refit to change it")
    out = Path(out_dir) if out_dir is not None else src
    check_replaceable(out)
    st = cfg["stacking"]
    names = ens.base_names
    views, surfs, gbio = load_oof(src / "oof", names)
    # the fit's folds (with calibration_trains_bases, drawn over the calibration documents too)
    folds = stacker_folds(len(views), trained_bases_documents(ens.meta), int(st.get("folds", 5)), int(st.get("seed", 0)))[1]
    gold_spans = [sorted(bio_to_spans(sf, g)) for sf, g in zip(surfs, gbio)]
    types = {b: cfg["bases"].get(b, {}).get("type", b) for b in names}
    cal, cal_docs, cal_path = None, [], None
    setting = str(st.get("calibration", "") or "") if "calibration" in new_stacking else AUTO
    if setting and setting != AUTO:  # new calibration documents, decided on by the model's own bases
        cal_path = resolve_calibration(setting, "")
        cal_docs = read_calibration(cal_path, ens.meta.get("labels"))
        cal = CalibrationSet(ens.base_views(cal_docs, names)[0], [d.tokens for d in cal_docs],
                             [gold_bio(d) for d in cal_docs], float(st.get("calibration_weight", 1.0)),
                             float(st.get("calibration_o_weight", 1.0)))
    elif setting == AUTO:  # unchanged or "auto": what the model stored (its fit's documents, if any)
        cal = stored_calibration(src / "oof", names, st)
    t0 = time.time()
    trained = train_stackers(names, st, views, surfs, gbio, gold_spans, folds, types, progress, jobs=jobs,
                             calibration=cal)
    trained.oof_scores["units"] = "tokens"
    meta = {k: v for k, v in ens.meta.items() if k not in ("marker", "format_version", "files")}
    meta["stacking"] = {**meta.get("stacking", {}), **stacking_meta(st, folds, trained), "oof_stored": True}
    if cal_docs:  # decided on by the model's bases, which never trained on these documents
        meta["stacking"]["calibration"] = {**calibration_meta(st, str(cal_path), cal_docs), "trains_bases": False}
    elif cal is None:
        meta["stacking"].pop("calibration", None)
    else:  # the stored documents, with this restack's weights
        meta["stacking"]["calibration"] = {**meta["stacking"].get("calibration", {}),
                                           "weight": cal.weight, "o_weight": cal.o_weight}
    meta["subsets"] = sorted(trained.subsets)
    meta["oof_scores"] = trained.oof_scores
    meta["restacked"] = {"at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "from": str(src),
                         "seconds": round(time.time() - t0, 1)}

    def fill(tmp: Path) -> None:
        for rel in ens.meta["files"]:
            top = rel.split("/", 1)[0]
            if rel.startswith(f"oof/{CALIBRATION_DIR}/") and (cal is None or cal_docs):
                continue  # no calibration now, or new documents (written below)
            if top in ("bases", "oof"):
                (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src / rel, tmp / rel)
        if cal_docs:
            save_oof(tmp / "oof" / CALIBRATION_DIR, names, cal.views, cal.tokens, cal.gbio)
        write_stackers(tmp, cfg, trained)

    write_model_dir(out, meta, fill)
    return load_model(out)


def _flatten_keys(d: Mapping, prefix: str = "") -> list[str]:
    out = []
    for k, v in d.items():
        if isinstance(v, Mapping):
            out += _flatten_keys(v, f"{prefix}{k}.")
        else:
            out.append(f"{prefix}{k}")
    return out
