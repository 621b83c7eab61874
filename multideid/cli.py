"""The ``multideid`` command line (typer + rich).

Each command lives in its own module under :mod:`multideid.commands` exposing
``register(app)``; commands stay thin and call library functions.  Heavy imports happen inside
the command bodies so ``multideid --help`` answers quickly.

Errors a user can cause are :class:`~multideid.errors.MultideidError`: printed on one line to
stderr (``error[CODE]: path:line: message``), no traceback, exit code from
:mod:`multideid.errors`.  Set ``MULTIDEID_DEBUG=1`` to see tracebacks.
"""

from __future__ import annotations

import importlib
import os
import sys

import typer

from multideid import __version__
from multideid.errors import EXIT_INTERNAL, EXIT_USAGE, MultideidError

COMMAND_MODULES = [
    "multideid.commands.synth",
    "multideid.commands.convert",
    "multideid.commands.evaluate",
    "multideid.commands.bases",
    "multideid.commands.config_cmd",
    "multideid.commands.fit",
    "multideid.commands.restack",
    "multideid.commands.run",
    "multideid.commands.explain",
    "multideid.commands.review",
]

app = typer.Typer(
    name="multideid",
    help="Ensemble de-identification of clinical text: base de-identifiers combined by a stacking SVM.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version_callback(value: bool):
    if value:
        typer.echo(f"multideid {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_version_callback, is_eager=True, help="Show the version and exit."),
):
    """Exit codes: 0 ok, 1 internal error, 2 usage, 3 bad input data, 4 model problem, 5 output problem."""


for _mod in COMMAND_MODULES:
    importlib.import_module(_mod).register(app)


# click's exception classes, wherever this typer takes click from (vendored or not)
_CLICK_USAGE_ERROR = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")


def _click_abort() -> type | tuple:
    import typer.core

    cls = getattr(typer.core, "Abort", None)
    if cls is None:
        try:
            import click

            cls = click.exceptions.Abort
        except (ImportError, AttributeError):
            return ()
    return cls


_CLICK_ABORT = _click_abort()


def _fail(message: str, code: int) -> None:
    sys.stderr.write(message + "\n")
    sys.stderr.flush()
    raise SystemExit(code)


def debug_enabled() -> bool:
    """``MULTIDEID_DEBUG`` is on only for ``1``, ``true``, ``yes`` or ``on`` (any case): ``0``,
    ``false``, ``no`` or empty mean off."""
    return os.environ.get("MULTIDEID_DEBUG", "").strip().lower() in ("1", "true", "yes", "on")


def main(argv: list[str] | None = None) -> None:
    """Console-script entry point."""
    debug = debug_enabled()
    from multideid.ioutil import install_signal_handlers

    install_signal_handlers()  # SIGTERM/SIGHUP unwind (cleanups run), exit 128 + signal
    try:
        # not standalone: a usage error (unknown option, missing argument) reaches us as an
        # exception and becomes one line, like every other error, instead of click's framed box
        rc = app(args=argv, prog_name="multideid", standalone_mode=False)
        raise SystemExit(rc if isinstance(rc, int) else 0)  # as click's standalone mode does
    except _CLICK_USAGE_ERROR as exc:
        if type(exc).__name__ == "NoArgsIsHelpError":  # bare `multideid` / `multideid run`: help
            exc.show()
            raise SystemExit(exc.exit_code) from None
        cmd = exc.ctx.command_path if exc.ctx is not None else "multideid"
        from multideid.errors import escape_controls

        msg = escape_controls(" ".join(exc.format_message().split()))
        _fail(f"error: {msg} (see `{escape_controls(cmd)} --help`)", EXIT_USAGE)
    except _CLICK_ABORT:
        _fail("interrupted", 130)
    except MultideidError as exc:
        if debug:
            raise
        _fail(exc.one_line(), exc.exit_code)
    except KeyboardInterrupt:
        _fail("interrupted", 130)
    except (BrokenPipeError,):
        raise SystemExit(0)
    except SystemExit:
        raise
    except Exception as exc:  # noqa: BLE001 - last line of defence: one line, no traceback, no PHI
        if debug:
            raise
        _fail(
            f"error[E001]: internal error ({type(exc).__name__}); rerun with MULTIDEID_DEBUG=1 for a traceback "
            "and report it",
            EXIT_INTERNAL,
        )
