"""A fitted model: fit one (:func:`fit_model`), load one (:func:`load_model`), and predict with it
(:class:`Ensemble`).  Retraining only its stacker: :mod:`multideid.restack`.

A model is a directory (:mod:`multideid.model`): the resolved config, one folder per base (its
own ``to_disk`` files), the stacker and its subset stackers, and optionally the out-of-fold
base decisions that ``restack`` and ``run --bases <subset>`` retrain stackers from.  Where the
stacker is trained: :mod:`multideid.stacking.training`.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
import time
from collections import abc
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Mapping, Sequence

from multideid.base_systems.base import LANGUAGE_KEY, TokenPrediction
from multideid.config import build_base, dump_config, select_bases
from multideid.document import Document, Span
from multideid.errors import DataError, ModelError, UsageError
from multideid.fit_cost import stacker_cpu
from multideid.lang import document_language, document_languages, language_for_model, language_profile, recorded_language
from multideid.model import (
    DEFAULT_MODEL_DIR,
    ModelFiles,
    check_replaceable,
    current_pins,
    library_versions,
    subset_key,
    verify_model_dir,
    write_model_dir,
)
from multideid.complete import complete_spans, enabled as complete_enabled
from multideid.floor import agreed_floor, agreed_settings, rules_floor, settings as floor_settings
from multideid.nonphi import veto_document
from multideid.propagate import propagate_document
from multideid.registry import BASES, get_base_class, suggest
from multideid.reuse import languages_digest, plan_reuse, rules_digest
from multideid.stacking.combiners import COMBINERS, LabelMaps, combine
from multideid.stacking.meta_features import make_views
from multideid.stacking.calibration import CALIBRATION_DIR, CalibrationSet
from multideid.stacking.calibration import builtin_path as calibration_builtin
from multideid.stacking.calibration import read_calibration, stored_calibration
from multideid.stacking.calibration import resolve_source as resolve_calibration
from multideid.stacking.calibration import settings_meta as calibration_meta
from multideid.stacking.calibration import reused_calibration_views, stacker_folds, trains_bases
from multideid.stacking.oof_store import has_oof, load_oof, save_oof
from multideid.stacking.stacker import Stacker
from multideid.stacking.training import (
    STACKER,
    BaseRecipe,
    fit_out_of_fold,
    gold_bio,
    stacker_fits,
    train_stackers,
    train_subset_stacker,
)

Progress = Callable[[str, dict], None]


def _noop(event: str, info: dict) -> None:
    pass


def corpus_digest(docs: Sequence[Document]) -> str:
    """SHA-256 over ids, texts and gold spans: identifies the training data without storing it."""
    h = hashlib.sha256()
    for d in docs:
        h.update(d.id.encode("utf-8", "surrogatepass") + b"\0")
        h.update(d.text.encode("utf-8", "surrogatepass") + b"\0")
        for s in sorted(d.gold or []):
            h.update(f"{s.start},{s.end},{s.label};".encode())
        h.update(b"\1")
    return h.hexdigest()


def apply_corpus_language(docs: Sequence[Document], cfg: Mapping, model_language: str | None = None) -> None:
    """``[corpus] language`` (when not ``auto``) becomes each document's
    ``metadata["language"]`` unless its reader set one: bases with ``locale = "auto"`` then
    skip language detection.  With ``auto`` and a model fitted on one language
    (``model_language``), each document gets :func:`multideid.lang.language_for_model`: the
    model's language unless the text shows evidence of the other one."""
    lang = cfg.get("corpus", {}).get("language", "auto")
    if lang and lang != "auto":
        for d in docs:
            d.metadata.setdefault(LANGUAGE_KEY, lang)
    elif model_language is not None:
        for d in docs:
            if LANGUAGE_KEY not in d.metadata:
                d.metadata[LANGUAGE_KEY] = language_for_model(d.text, model_language)


def drop_punctuation_spans(text: str, spans: Sequence[Span]) -> list[Span]:
    """``spans`` without those made only of punctuation and spaces (a lone quote of a CSV cell a
    learned base tagged): no PHI is written without a letter or a digit."""
    return [s for s in spans if any(ch.isalnum() for ch in text[s.start:s.end])]


# --------------------------------------------------------------------------- the loaded ensemble


@dataclass
class Prediction:
    """What an ensemble decided for one document, plus each base's own (native-label) spans."""

    spans: list[Span]
    base_spans: dict[str, list[Span]] = field(default_factory=dict)
    #: spans the non-PHI veto removed (multideid.nonphi; offsets and labels, for counts)
    vetoed: list[Span] = field(default_factory=list)


class Ensemble:
    """A fitted model: bases, stacker(s) and learned label maps (see :func:`load_model`).

    An ensemble without a model directory (:func:`knowledge_ensemble`: ``path`` and ``stacker``
    are ``None``) combines bases that need no training by their union.
    """

    def __init__(self, path: Path | None, meta: dict, cfg: dict, bases: Mapping, stacker, label_maps,
                 subsets: dict | None = None):
        self.path = Path(path) if path is not None else None
        self.meta = meta
        self.config = cfg
        self.bases = bases
        self.stacker = stacker
        self.label_maps = label_maps
        self.subsets = dict(subsets or {})

    @property
    def base_names(self) -> list[str]:
        return list(self.bases)

    def select(self, bases: str | Sequence[str] | None = "all") -> list[str]:
        """Instance names for ``--bases`` (``all`` = every base in the model)."""
        if bases is None or bases == "all" or bases == ["all"]:
            return self.base_names
        if isinstance(bases, str):
            bases = [b.strip() for b in bases.split(",") if b.strip()]
        for b in bases:
            if b not in self.bases:
                raise UsageError(f"base {b!r} is not in this model{suggest(b, self.bases)}; the model has: {', '.join(self.bases)}")
        if not bases:
            raise UsageError("no base selected")
        return [b for b in self.base_names if b in bases]

    def check_stackable(self, names: Sequence[str]) -> None:
        """Raise the :meth:`stacker_for` error now if no stacker can serve ``names`` (without
        training one from the stored out-of-fold data)."""
        if self.path is not None and (set(names) == set(self.base_names) or subset_key(names) in self.subsets
                                      or has_oof(self.path / "oof")):
            return
        self.stacker_for(names)

    def resolve_combiner(self, combiner: str | None = None) -> str:
        """The combiner to use: ``combiner``, else the configured one (the stacker), else (for
        an ensemble without a stacker) ``union``."""
        if combiner is None and self.stacker is None:
            return "union"
        combiner = combiner or self.config.get("stacking", {}).get("combiner", STACKER) or STACKER
        if combiner != STACKER and combiner not in COMBINERS:
            raise UsageError(f"unknown combiner {combiner!r}; choose stacker, {', '.join(COMBINERS)}")
        if combiner == STACKER and self.stacker is None:
            raise UsageError("no stacker without a model directory; choose a baseline combiner "
                             f"({', '.join(COMBINERS)}) or fit a model with `multideid fit`")
        return combiner

    def stacker_for(self, names: Sequence[str]):
        """The stacker trained for exactly these bases (the full set or a stored subset)."""
        if self.stacker is None:
            self.resolve_combiner(STACKER)  # the error
        if set(names) == set(self.base_names):
            return self.stacker
        key = subset_key(names)
        if key in self.subsets:
            return self.subsets[key]
        if self.path is not None and has_oof(self.path / "oof"):
            # the model kept its out-of-fold data: train this subset's stacker now (no base refit)
            views, surfs, gbio = load_oof(self.path / "oof", names)
            st = self.config.get("stacking", {})
            s = train_subset_stacker([b for b in self.base_names if b in names], st, views, surfs, gbio,
                                     calibration=stored_calibration(self.path / "oof", names, st))
            if s is None:
                raise UsageError(f"bases {key} find no PHI in the training corpus: no stacker can be trained for them")
            self.subsets[key] = s
            return s
        stored = ", ".join(self.subsets) or "none"
        raise UsageError(
            f"the stacker was not trained for bases {key} (stored subsets: {stored}) and the model keeps no "
            "out-of-fold data; choose all bases, a stored subset, a baseline combiner (--combiner "
            "majority|vote2of3|union|priority), or refit with --stacking.store_subsets or --stacking.store_oof true"
        )

    def base_views(self, docs: Sequence[Document], names: Sequence[str]) -> tuple[list[dict], dict[str, list[list[Span]]]]:
        """Per document the normalised token views of each base, and each base's own spans: one
        :meth:`~multideid.base_systems.base.BaseSystem.analyze` pass per base."""
        apply_corpus_language(docs, self.config, recorded_language(self.meta))
        return analyze_bases(self.bases, docs, names)

    def base_types(self, names: Sequence[str]) -> dict[str, str]:
        """Base type of each instance (what ``[stacking] priority`` orders)."""
        return {b: self.config["bases"].get(b, {}).get("type", b) for b in names}

    def combine_views(self, combiner: str, doc: Document, views: Mapping[str, TokenPrediction], names: Sequence[str]) -> list[Span]:
        """A baseline combiner over the bases' views of one document, labels mapped to the corpus's."""
        mapped = {b: self.label_maps.map_view(b, views[b]) for b in names}
        return combine(combiner, doc.tokens, mapped, priority=self.config.get("stacking", {}).get("priority", []),
                       base_types=self.base_types(names))

    def predict(
        self,
        docs: Sequence[Document],
        *,
        bases: str | Sequence[str] | None = "all",
        combiner: str | None = None,
    ) -> list[Prediction]:
        """Combine the selected bases on ``docs`` with the stacker (default) or a baseline combiner."""
        names = self.select(bases)
        combiner = self.resolve_combiner(combiner)
        stacker = self.stacker_for(names) if combiner == STACKER else None
        views, spans = self.base_views(docs, names)
        types = self.base_types(names)
        trained = {b: getattr(self.bases[b], "requires_fit", True) for b in names}
        floor = floor_settings(self.config)
        agreed = agreed_settings(self.config)
        completing = complete_enabled(self.config)
        out = []
        for i, d in enumerate(docs):
            if stacker is not None:
                final = stacker.predict_doc(views[i], d.tokens)
            elif self.stacker is None and len(names) == 1:
                final = list(spans[names[0]][i])  # one base on its own: its spans as they are
            else:
                final = self.combine_views(combiner, d, views[i], names)
            final = drop_punctuation_spans(d.text, final)
            rules = [s for b in names if types[b] == "rules" for s in spans[b][i]]
            know = [s for b in names if not trained[b] for s in spans[b][i]]
            learned = [spans[b][i] for b in names if trained[b]]
            if (floor or agreed) and "en" in document_languages(d):  # rule spans the combiner dropped (English or mixed)
                mapped = [s for b in names if types[b] == "rules" for s in self.label_maps.map_spans(b, spans[b][i])]
                final, _ = rules_floor(d.text, final, mapped, floor)  # [run] rules_floor
                final, _ = agreed_floor(d.text, final, mapped, learned, agreed)  # [run] agreed_floor
            final, vetoed = veto_document(d, final, self.config, rule_spans=rules,  # [run] nonphi_veto
                                          knowledge_spans=know, learned_spans=learned)
            if completing and document_language(d) == "en":  # [run] complete: never over a vetoed span
                final, _ = complete_spans(d.text, final, vetoed=vetoed)
            final = propagate_document(d, final, self.config)  # [run] propagate: other mentions
            out.append(Prediction(final, {b: spans[b][i] for b in names}, vetoed))
        return out


def analyze_bases(bases: Mapping[str, object], docs: Sequence[Document],
                  names: Sequence[str]) -> tuple[list[dict], dict[str, list[list[Span]]]]:
    """Per document the normalised token views of each base of ``names`` (instances in ``bases``),
    and each base's own spans: one ``analyze`` pass per base."""
    views: list[dict] = [{} for _ in docs]
    spans: dict[str, list[list[Span]]] = {}
    for b in names:
        outs = bases[b].analyze(docs)
        if len(outs) != len(docs):
            raise ModelError(f"base {b!r} returned predictions for {len(outs)} of {len(docs)} documents")
        spans[b] = []
        for i, (d, o) in enumerate(zip(docs, outs)):
            views[i][b] = o.tokens.normalized(len(d.tokens), b)
            spans[b].append(sorted(o.spans))
    return views, spans


class LazyBases(abc.Mapping):
    """The model's bases, each loaded from its folder on first use.

    Checksums and base types are verified when the model is loaded; the (large) base state is
    read only when a base is asked for, so ``run --bases crf,rules`` never loads the others and
    the parent process of ``run --jobs N`` (whose workers predict) loads none.
    """

    def __init__(self, classes: Mapping[str, type], files: ModelFiles):
        self._classes = dict(classes)
        self._files = files
        self._loaded: dict[str, object] = {}
        for name, cls in self._classes.items():
            check = getattr(cls, "check_saved", None)
            if check is not None:
                check(files.base(name))  # type and format version now, not mid-run

    def __getitem__(self, name: str):
        if name not in self._loaded:
            cls = self._classes[name]  # KeyError for an unknown base, as a dict would
            self._loaded[name] = cls.from_disk(self._files.base(name), instance_name=name)
        return self._loaded[name]

    def __iter__(self):
        return iter(self._classes)

    def __len__(self) -> int:
        return len(self._classes)

    def loaded(self) -> list[str]:
        """Names of the bases read from disk so far."""
        return list(self._loaded)


def load_model(model_dir: str | Path = DEFAULT_MODEL_DIR) -> Ensemble:
    """Verify (checksums, format version) and load a model directory."""
    path = Path(model_dir)
    meta = verify_model_dir(path)
    files = ModelFiles(path, meta)
    try:
        cfg = json.loads(files.config.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ModelError(f"cannot read config.json ({type(exc).__name__})", path) from None
    classes = {}
    for b in meta.get("bases", []):
        name, btype = b.get("name"), b.get("type")
        try:
            classes[name] = get_base_class(btype)
        except UsageError:
            raise ModelError(f"model needs base type {btype!r}, which this installation does not provide", path) from None
    bases = LazyBases(classes, files)
    stacker = Stacker.load(files.stacker)
    label_maps = LabelMaps.load(files.stacker / "label_maps.json")
    subsets = {key: Stacker.load(path / "subsets" / key) for key in meta.get("subsets", [])}
    for where, st in [("stacker", stacker)] + [(f"subsets/{k}", v) for k, v in subsets.items()]:
        unknown = [b for b in st.bases if b not in classes]
        if unknown:
            raise ModelError(f"{where} uses base {unknown[0]!r}, which meta.json does not list; the model is inconsistent", path)
    return Ensemble(path, meta, cfg, bases, stacker, label_maps, subsets)


def knowledge_ensemble(bases: str | Sequence[str], cfg: dict | None = None) -> Ensemble:
    """The bases that need no training (rules, dictionary, presidio), without a model directory
    and without a stacker: one base's own spans, or several bases' union (``run --bases rules``
    without a model).  ``cfg`` defaults to the default configuration."""
    from multideid.config import load_config

    cfg = cfg if cfg is not None else load_config()
    if bases is None or bases == "all" or bases == ["all"]:
        raise UsageError("name the bases to run without a model (e.g. --bases rules,dictionary)")
    names = select_bases(cfg, bases)
    trained = [n for n in names if getattr(get_base_class(cfg["bases"][n].get("type", n)), "requires_fit", True)]
    if trained:
        raise UsageError(f"base {trained[0]!r} needs training: fit a model with `multideid fit`, or run only bases "
                         "that need none (rules, dictionary, presidio) without a model")
    built = {n: build_base(n, cfg["bases"][n]) for n in names}
    return Ensemble(None, {"bases": [{"name": n, "type": cfg["bases"][n].get("type", n)} for n in names]}, cfg, built,
                    None, LabelMaps())


# --------------------------------------------------------------------------- fitting


def stacking_meta(st: Mapping, folds, trained) -> dict:
    """The ``stacking`` entry of meta.json for stackers trained by ``train_stackers``."""
    stacker = trained.stacker
    return {"folds": len(folds), "seed": int(st.get("seed", 0)), "combiner": st.get("combiner", STACKER),
            "classes": stacker.classes_, "n_features": len(stacker.vocab_),
            "n_training_tokens": trained.n_rows, "thresholds": stacker.thresholds_,
            "threshold_report": stacker.threshold_report_}


def write_stackers(tmp: Path, cfg: dict, trained) -> None:
    """Write the config, the stacker, its label maps and the subset stackers into ``tmp``."""
    files = ModelFiles(tmp)
    files.config.write_text(json.dumps(cfg, indent=1, ensure_ascii=False), encoding="utf-8")
    (tmp / "config.toml").write_text(dump_config(cfg), encoding="utf-8")
    trained.stacker.save(files.stacker)
    trained.label_maps.save(files.stacker / "label_maps.json")
    for key, s in trained.subsets.items():
        s.save(tmp / "subsets" / key)


def fit_model(
    cfg: dict,
    docs: Sequence[Document],
    model_dir: str | Path = DEFAULT_MODEL_DIR,
    *,
    bases: str | Sequence[str] = "all",
    data_source: str = "",
    progress: Progress | None = None,
    jobs: int = 1,
    reuse: str | Path | None = None,
) -> Ensemble:
    """Fit the selected bases and the stacker on ``docs`` and write a model directory.

    Out-of-fold predictions (document-grouped, seeded K-fold shared by all bases) train the
    stacker; the deployed bases are then fitted on all documents
    (:func:`multideid.stacking.training.fit_out_of_fold`).  The stacker's own out-of-fold score
    comes from a second, nested cross-validation over the same folds, whose held-out decisions
    also tune the per-class thresholds when ``min_recall`` is set
    (:func:`multideid.stacking.training.train_stackers`).

    ``jobs > 1`` fits the bases in that many worker processes (one task per base and fold);
    fitted bases come back through their own ``to_disk`` files, never through pickle.

    ``reuse`` names a model fitted on the same corpus with the same folds: the bases it holds
    unchanged are taken over (deployed files and stored out-of-fold decisions) instead of being
    trained again (:mod:`multideid.reuse`).
    """
    progress = progress or _noop
    t0 = time.time()
    model_dir = check_replaceable(model_dir)  # fail before hours of training, not after
    names = select_bases(cfg, bases)
    st = cfg.get("stacking", {})
    docs = list(docs)
    missing = [d.id for d in docs if d.gold is None]
    if missing:
        raise DataError(f"training document {missing[0]!r} has no gold annotations ({len(missing)} such documents)")
    if not any(d.gold for d in docs):
        raise DataError("the training corpus has no gold PHI spans")
    labels = sorted({s.label for d in docs for s in d.gold or []})
    profile = language_profile(d.text for d in docs)
    apply_corpus_language(docs, cfg, recorded_language({"language": profile}))
    cal_path = resolve_calibration(st.get("calibration", ""), data_source)  # a bad path fails before training
    # the package's set is in the generator's label scheme (a small synthetic corpus may lack a class)
    cal_docs = read_calibration(cal_path, None if cal_path == calibration_builtin() else labels) if cal_path else []
    if cal_docs:
        apply_corpus_language(cal_docs, cfg, recorded_language({"language": profile}))
    # with calibration_trains_bases the learned bases train on the calibration documents too, and
    # the stacker reads their out-of-fold decisions on them (each decided by bases that did not see it)
    n_train = len(docs)
    if cal_docs and trains_bases(st):
        docs = docs + cal_docs
        labels = sorted({s.label for d in docs for s in d.gold or []})
    # the bases' folds over all their documents; the stacker's: the same, its training documents only
    all_folds, folds = stacker_folds(n_train, len(docs) - n_train, int(st.get("folds", 5)), int(st.get("seed", 0)))
    digest = corpus_digest(docs)
    plan = plan_reuse(reuse, cfg, names, docs[:n_train], digest) if reuse is not None else None
    reused = plan.reused if plan is not None else []
    if plan is not None:
        progress("reuse", {"bases": reused, "refit": dict(plan.refit), "source": str(plan.source)})

    # bases loaded back from the workers may keep reading their files (the CRF's native model)
    # until the model directory is written: the scratch directory lives until fit_model returns
    with tempfile.TemporaryDirectory(prefix="multideid-fit-") as scratch:
        registry = dict(BASES)
        makers = {n: BaseRecipe(n, cfg["bases"][n], registry) for n in names if n not in reused}
        tokens = [d.tokens for d in docs[:n_train]]
        gbio = [gold_bio(d) for d in docs[:n_train]]
        gold_spans = [sorted(d.gold or []) for d in docs[:n_train]]
        types = {b: cfg["bases"][b].get("type", b) for b in names}
        stacked: dict = {}

        def stack(oof: dict, pool) -> None:
            # runs as soon as the out-of-fold decisions are in, while the workers fit the deployed
            # bases; the stacker's liblinear fits go to the same (warm) workers.  With calibration
            # documents the bases did not train on, the stacker waits for the deployed bases, which
            # decide on them; with calibration_trains_bases their out-of-fold decisions are here.
            views = [make_views({b: oof[b][i] for b in makers}, len(d.tokens)) for i, d in enumerate(docs)]
            if reused:
                old_views = plan.views + (reused_calibration_views(plan.source, plan.reused, n_train, docs)
                                          if len(docs) > n_train else [])
                views = [{b: (old if b in reused else new)[b] for b in names} for new, old in zip(views, old_views)]
            stacked["views"] = views[:n_train]
            if len(docs) > n_train:  # out-of-fold calibration rows: no need to wait for the deployed bases
                stacked["cal"] = CalibrationSet(views[n_train:], [d.tokens for d in cal_docs],
                                                [gold_bio(d) for d in cal_docs], float(st.get("calibration_weight", 1.0)),
                                                float(st.get("calibration_o_weight", 1.0)))
            if not cal_docs or "cal" in stacked:
                progress("stacker", {"bases": names})
                stacked["trained"] = train_stackers(names, st, stacked["views"], tokens, gbio, gold_spans, folds, types,
                                                    progress, jobs=jobs, executor=pool, calibration=stacked.get("cal"))

        cost = stacker_cpu(sum(len(d.tokens) for d in docs), stacker_fits(names, st, len(folds)))
        _oof, fitted, timings = fit_out_of_fold(makers, docs, all_folds, jobs=int(jobs or 1), progress=progress,
                                                scratch=scratch, on_predictions=stack, stacker_cost=cost)
        views = stacked["views"]
        cal = stacked.get("cal")
        if cal_docs and cal is None:
            deployed = {b: fitted[b] for b in makers}
            if reused:  # the bases taken over, loaded once from the source model (verified)
                source = load_model(plan.source)
                deployed.update({b: source.bases[b] for b in reused})
            progress("calibration", {"documents": len(cal_docs)})
            cal = CalibrationSet(analyze_bases(deployed, cal_docs, names)[0], [d.tokens for d in cal_docs],
                                 [gold_bio(d) for d in cal_docs], float(st.get("calibration_weight", 1.0)),
                                 float(st.get("calibration_o_weight", 1.0)))
            progress("stacker", {"bases": names})
            stacked["trained"] = train_stackers(names, st, views, tokens, gbio, gold_spans, folds, types, progress,
                                                jobs=jobs, calibration=cal)
        trained = stacked["trained"]

        meta = {
            "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "versions": library_versions(),
            "labels": labels,
            "bases": [
                {**plan.entries[b], "reused_from": str(plan.source)} if b in reused else
                {
                    "name": b,
                    "type": types[b],
                    "version": str(getattr(fitted[b], "version", "")),
                    "trainable": bool(getattr(fitted[b], "requires_fit", True)),
                    "labels": list(fitted[b].labels),
                    "fit_seconds": timings[b],
                }
                for b in names
            ],
            "stacking": {**stacking_meta(st, folds, trained), "oof_stored": bool(st.get("store_oof", True)),
                         **({"calibration": calibration_meta(st, str(cal_path), cal_docs)} if cal_docs else {})},
            "subsets": sorted(trained.subsets),
            "training_data": {
                "source": data_source,
                "n_docs": n_train,
                "n_spans": sum(len(g) for g in gold_spans),
                "sha256": digest,  # with calibration_trains_bases: over the calibration documents too
                "languages_sha256": languages_digest(docs[:n_train]),
            },
            "oof_scores": trained.oof_scores,
            "fit_seconds": round(time.time() - t0, 1),
            # what `run` compares its input with ([run] language_mismatch), and the digests of
            # the word lists outside the model that its bases and features read (checked at load)
            "language": profile,
            "pins": current_pins(),
            "rules_sha256": rules_digest(),  # fit --reuse refits what reads the rule packs when they change
        }

        def fill(tmp: Path) -> None:
            files = ModelFiles(tmp)
            for b in makers:
                fitted[b].to_disk(files.base(b))
            if reused:
                plan.copy_into(tmp)
            write_stackers(tmp, cfg, trained)
            if st.get("store_oof", True):
                save_oof(tmp / "oof", names, views, tokens, gbio)
                if cal is not None:
                    save_oof(tmp / "oof" / CALIBRATION_DIR, names, cal.views, cal.tokens, cal.gbio)

        progress("save", {"path": str(model_dir)})
        write_model_dir(model_dir, meta, fill)
    if reused:  # the reused bases live in the new directory now (the source may have been replaced)
        return load_model(model_dir)
    meta_full = json.loads((Path(model_dir) / "meta.json").read_text(encoding="utf-8"))
    return Ensemble(Path(model_dir), meta_full, cfg, fitted, trained.stacker, trained.label_maps, trained.subsets)
