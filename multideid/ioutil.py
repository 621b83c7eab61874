"""Small file helpers shared by commands: atomic writes that never clobber user data."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from multideid.errors import OutputError


def atomic_write_text(path: str | Path, text: str, *, overwrite: bool = False, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` via a temporary sibling and ``os.replace``.

    Refuses (OutputError) to replace an existing file unless ``overwrite``; a failure leaves no
    partial file behind.
    """
    path = Path(path)
    if path.exists() and not overwrite:
        raise OutputError("output exists; pass --overwrite to replace it", path)
    if path.exists() and path.is_dir():
        raise OutputError("output is a directory", path)
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise OutputError("output directory does not exist", parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=parent)
    try:
        with os.fdopen(fd, "w", encoding=encoding, newline="") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
