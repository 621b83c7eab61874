"""Errors with stable codes and documented exit codes.

Every error a user can provoke with bad input is a :class:`MultideidError`.  The CLI prints
``error[CODE]: <path>:<line>: <message>`` on one line (no traceback) and exits with
``exit_code``.  Messages must never contain PHI: name files, ids and offsets, never text.

Exit codes (documented in the README):

==== ===========================================================
0    success
1    internal error (a bug: please report it)
2    usage error (bad option, unknown format/label/config key)
3    input data error (malformed file, bad offsets, encoding, empty)
4    model error (missing, incompatible, tampered model directory)
5    output error (refusing to overwrite, cannot write)
==== ===========================================================
"""

from __future__ import annotations

from pathlib import Path

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_USAGE = 2
EXIT_DATA = 3
EXIT_MODEL = 4
EXIT_OUTPUT = 5


class MultideidError(Exception):
    """Base class for user-facing errors.

    Parameters
    ----------
    message:
        What is wrong, without PHI (no document text).
    path:
        The file or directory concerned, if any.
    line:
        1-based line number inside ``path``, if known.
    """

    code = "E000"
    exit_code = EXIT_INTERNAL

    def __init__(self, message: str, path: str | Path | None = None, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.path = str(path) if path is not None else None
        self.line = line

    def one_line(self) -> str:
        where = ""
        if self.path:
            where = f"{self.path}:{self.line}: " if self.line else f"{self.path}: "
        msg = " ".join(self.message.split())  # guarantee a single line
        return f"error[{self.code}]: {where}{msg}"

    def __str__(self) -> str:
        return self.one_line()


class UsageError(MultideidError):
    """Bad option, unknown format, unknown label, unknown config key."""

    code = "E100"
    exit_code = EXIT_USAGE


class ConfigError(UsageError):
    code = "E110"


class DataError(MultideidError):
    """Malformed input data (XML, .ann, offsets, encoding, empty files)."""

    code = "E200"
    exit_code = EXIT_DATA


class ModelError(MultideidError):
    """Model directory missing, incompatible, truncated or tampered with."""

    code = "E300"
    exit_code = EXIT_MODEL


class OutputError(MultideidError):
    """Refusing to overwrite, or output cannot be written."""

    code = "E400"
    exit_code = EXIT_OUTPUT
