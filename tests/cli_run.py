"""The console-script entry point in-process, for the CLI tests."""

from __future__ import annotations


def run_cli(capsys, *argv) -> tuple[int, str, str]:
    """``multideid ARGV`` through :func:`multideid.cli.main`: (exit code, stdout, stderr)."""
    from multideid.cli import main

    capsys.readouterr()
    try:
        main([str(a) for a in argv])
        code = 0
    except SystemExit as exc:
        code = 0 if exc.code is None else exc.code if isinstance(exc.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err
