"""Rich consoles for the CLI.

A table printed to a file or a pipe (``multideid eval ... > report.txt``) must keep every digit:
rich would otherwise assume 80 columns there and cut the cells of a wide table to "0.85…".
"""

from __future__ import annotations

import os

from rich.console import Console

#: width when the stream is not a terminal and ``COLUMNS`` is unset: room for the widest table
#: (``eval --compare --per-label`` with every base and combiner)
PIPE_WIDTH = 220


def make_console(*, stderr: bool = False) -> Console:
    """A console on stdout (or stderr) that is only as narrow as a real terminal."""
    console = Console(stderr=stderr)
    if not console.is_terminal and not os.environ.get("COLUMNS"):
        console = Console(stderr=stderr, width=PIPE_WIDTH)
    return console
