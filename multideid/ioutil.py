"""Small file helpers shared by commands: atomic writes that never clobber user data."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Iterable

from multideid.errors import OutputError


def real_path(p: str | os.PathLike) -> Path:
    """``p`` made absolute with every symlink resolved (the file that would really be touched)."""
    return Path(os.path.realpath(os.path.expanduser(str(p))))


def is_inside(child: Path, parent: Path) -> bool:
    """Whether ``child`` is ``parent`` or lies below it (both already resolved)."""
    return child == parent or parent in child.parents


def enclosing_model_dir(path: str | os.PathLike) -> Path | None:
    """The multideid model directory that is ``path`` or contains it, if any."""
    from multideid.model import is_model_dir

    p = real_path(path)
    for d in (p, *p.parents):
        if is_model_dir(d):
            return d
    return None


def check_not_in_model(path: str | os.PathLike) -> None:
    """Refuse (OutputError) to write at or inside a multideid model directory: loading the model
    would then refuse the unexpected file (or the model would be gone)."""
    model = enclosing_model_dir(path)
    if model is not None:
        raise OutputError(f"output is inside the multideid model directory {model}; refusing to write there "
                          "(choose another output)", path)


def check_apart_from_inputs(out: str | os.PathLike, inputs: Iterable[tuple[str, str | os.PathLike | None]]) -> None:
    """Refuse (OutputError, even with --overwrite) when ``out`` is, is inside or contains one of
    the ``(option name, path)`` inputs (symlinks resolved): inputs are never modified."""
    o = real_path(out)
    for name, p in inputs:
        if p is None or str(p) == "-":
            continue
        i = real_path(p)
        if is_inside(o, i) or is_inside(i, o):
            how = "is" if o == i else ("is inside" if is_inside(o, i) else "contains")
            raise OutputError(f"output {how} the {name} path {p}; refusing to write there (inputs are never "
                              "modified, even with --overwrite)", out)


def atomic_write_text(path: str | Path, text: str, *, overwrite: bool = False, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` via a temporary sibling and ``os.replace``.

    Refuses (OutputError) to replace an existing file unless ``overwrite``, to replace a
    directory, and to write inside a multideid model directory; a failure leaves no partial
    file behind.
    """
    path = Path(path)
    if path.exists() and not overwrite:
        raise OutputError("output exists; pass --overwrite to replace it", path)
    if path.exists() and path.is_dir():
        raise OutputError("output is a directory", path)
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise OutputError("output directory does not exist", parent)
    check_not_in_model(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=parent)
    except OSError as exc:
        raise OutputError(f"cannot write output ({exc.strerror or type(exc).__name__})", path) from None
    try:
        with os.fdopen(fd, "w", encoding=encoding, newline="") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        if isinstance(exc, OSError):
            raise OutputError(f"cannot write output ({exc.strerror or type(exc).__name__})", path) from None
        raise
