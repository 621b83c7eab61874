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

import re
from pathlib import Path

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_USAGE = 2
EXIT_DATA = 3
EXIT_MODEL = 4
EXIT_OUTPUT = 5


_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def escape_controls(s: str) -> str:
    """``s`` with control characters (newline, tab, escape, line/paragraph separators, lone
    surrogates) written as ``\\n``, ``\\t``, ``\\x1b``, ``\\u2028``...: a file name holding a
    newline cannot split an error line, nor an escape sequence drive the terminal."""

    def rep(m: re.Match) -> str:
        c = m.group()
        return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(c) or (
            f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}")

    return _CONTROLS.sub(rep, s)


def quote_id(value, limit: int = 80) -> str:
    """A document id (or other identifier) for an error message: quoted, control characters
    escaped, cut to ``limit`` characters.  Use only for ids, never for text from a document."""
    s = escape_controls(str(value))
    if len(s) > limit:
        s = s[:limit] + "..."
    return "'" + s.replace("'", "\\'") + "'"


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
            path = escape_controls(self.path)
            where = f"{path}:{self.line}: " if self.line else f"{path}: "
        # one line whatever the message holds; control characters escaped, never interpreted
        msg = escape_controls(" ".join(str(self.message).split()))
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
