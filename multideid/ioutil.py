"""Where multideid may write, and how: the one output-path rule and the one atomic writer.

Every command that writes (``run``, ``convert``, ``fit --model``, ``restack -o``, ``eval
--out``, ``explain --png``, ``synth``, ``config -o``) goes through two functions here:

* :func:`check_output_path` decides whether a path may be written at all.  Paths are compared
  after resolving symlinks (``os.path.realpath``) and ``..``; an output that is, is inside,
  contains or aliases (hard link: same ``st_dev``/``st_ino``) one of the command's inputs is
  refused even with ``--overwrite``, and so is an output inside a multideid model directory.
* :func:`atomic_path` writes: the output is built in a hidden temporary sibling
  (``.NAME.tmp-XXXXXXXX``) and renamed into place when complete.  The temporary is removed on
  any exception, on SIGTERM, SIGINT and SIGHUP (handlers are installed while a temporary
  exists: they remove every live temporary, then the process exits with 128 + the signal
  number; SIGINT keeps raising ``KeyboardInterrupt``, exit 130) and at interpreter exit.
  Replacing an existing output renames it aside first and puts it back if the new one cannot
  be moved into place; the two renames run with those signals blocked, so a signal never
  leaves neither version in place.  Only SIGKILL (and power loss) can leave a temporary behind:
  hidden ``.NAME.tmp-*`` siblings of the output, safe to delete.
"""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import sys
import threading
import uuid
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterable, Iterator

from multideid.errors import OutputError

# ---------------------------------------------------------------------------------- paths


def real_path(p: str | os.PathLike) -> Path:
    """``p`` made absolute with every symlink and ``..`` resolved (the file really touched)."""
    return Path(os.path.realpath(os.path.expanduser(str(p))))


def is_inside(child: Path, parent: Path) -> bool:
    """Whether ``child`` is ``parent`` or lies below it (both already resolved)."""
    return child == parent or parent in child.parents


def enclosing_model_dir(path: str | os.PathLike, *, parents_only: bool = False) -> Path | None:
    """The multideid model directory that is ``path`` (unless ``parents_only``) or contains it."""
    from multideid.model import is_model_dir

    p = real_path(path)
    for d in ((*p.parents,) if parents_only else (p, *p.parents)):
        if is_model_dir(d):
            return d
    return None


def check_not_in_model(path: str | os.PathLike, *, model_itself_ok: bool = False) -> None:
    """Refuse (OutputError) to write at or inside a multideid model directory: loading the model
    would then refuse the unexpected file (or the model would be gone).  ``model_itself_ok``:
    ``path`` may be a model (a model being replaced by a new one), not a path inside one."""
    model = enclosing_model_dir(path, parents_only=model_itself_ok)
    if model is not None:
        raise OutputError(f"output is inside the multideid model directory {quote_path(model)}; refusing to "
                          "write there (choose another output)", path)


def _identities(p: Path, limit: int = 100_000) -> set[tuple[int, int]]:
    """``(st_dev, st_ino)`` of ``p`` and, for a directory, of the entries directly in it
    (every directory format multideid reads or writes is flat)."""
    out: set[tuple[int, int]] = set()
    try:
        st = p.stat()
    except OSError:
        return out
    out.add((st.st_dev, st.st_ino))
    if p.is_dir():
        try:
            with os.scandir(p) as it:
                for i, e in enumerate(it):
                    if i >= limit:
                        break
                    try:
                        s = e.stat()
                    except OSError:
                        continue
                    out.add((s.st_dev, s.st_ino))
        except OSError:
            pass
    return out


Inputs = Iterable["tuple[str, str | os.PathLike | None]"]


def check_output_path(out: str | os.PathLike, inputs: Inputs = (), *, model_itself_ok: bool = False) -> Path:
    """The one rule for every output path; returns ``out`` resolved (symlinks and ``..``).

    Refuses (OutputError, even with ``--overwrite``) when the output is, is inside, contains or
    is a hard link of one of the ``(option name, path)`` inputs (``None`` and ``-`` are
    skipped), or lies inside a multideid model directory (``model_itself_ok``: it may be a
    model that a new model replaces).  Inputs are never modified.
    """
    o = real_path(out)
    ids_out = None
    for name, p in inputs:
        if p is None or str(p) == "-":
            continue
        i = real_path(p)
        if is_inside(o, i) or is_inside(i, o):
            how = "is" if o == i else ("is inside" if is_inside(o, i) else "contains")
            raise OutputError(f"output {how} the {name} path {quote_path(p)}; refusing to write there (inputs are "
                              "never modified, even with --overwrite)", out)
        if ids_out is None:
            ids_out = _identities(o)
        if ids_out and ids_out & _identities(i):
            raise OutputError(f"output is a hard link of (or holds a hard link to) the {name} path {quote_path(p)}; "
                              "refusing to write there (inputs are never modified)", out)
    check_not_in_model(o, model_itself_ok=model_itself_ok)
    return o


#: earlier name of :func:`check_output_path` (same rule)
def check_apart_from_inputs(out: str | os.PathLike, inputs: Inputs) -> None:
    check_output_path(out, inputs)


def quote_path(p) -> str:
    """A path for an error message: control characters (a newline in a file name) escaped."""
    from multideid.errors import escape_controls

    return escape_controls(str(p))


# ----------------------------------------------------------------------------- temporaries

#: live temporaries: tmp path -> {"target": Path, "old": Path | None, "pid": the creating process}
_LIVE: dict[Path, dict] = {}
_LOCK = threading.RLock()
#: the process that installed the handlers (a forked child inherits them, not their duty)
_handler_pid: int | None = None
_SIGNALS = tuple(s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGINT", None),
                             getattr(signal, "SIGHUP", None)) if s is not None)
_saved_handlers: dict[int, object] = {}
_persistent = False


def _remove(p: Path) -> None:
    try:
        if p.is_dir() and not p.is_symlink():
            shutil.rmtree(p, ignore_errors=True)
        elif p.exists() or p.is_symlink():
            p.unlink()
    except OSError:  # pragma: no cover - best effort cleanup
        pass


def cleanup_temporaries() -> None:
    """Remove every live temporary output of this process (and put back an output that was
    renamed aside for replacement).  Called by the signal handlers and at exit; a no-op in
    forked worker processes, which never own the parent's temporaries."""
    pid = os.getpid()
    with _LOCK:
        for tmp, st in list(_LIVE.items()):
            if st.get("pid") != pid:
                continue
            _remove(tmp)
            old, target = st.get("old"), st["target"]
            if old is not None and old.exists():
                if not (target.exists() or target.is_symlink()):
                    try:
                        os.rename(old, target)
                    except OSError:  # pragma: no cover
                        pass
                else:
                    _remove(old)
            _LIVE.pop(tmp, None)


atexit.register(cleanup_temporaries)


def _on_signal(signum, frame):
    if os.getpid() != _handler_pid:  # a forked worker: behave as if no handler had been installed
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)
        return
    cleanup_temporaries()
    if signum == getattr(signal, "SIGINT", None):
        raise KeyboardInterrupt
    try:
        import sys

        sys.stderr.write(f"interrupted ({signal.Signals(signum).name})\n")
        sys.stderr.flush()
    except Exception:  # noqa: BLE001 - a closed stderr must not keep us from exiting
        pass
    raise SystemExit(128 + signum)


def _install_handlers() -> None:
    global _handler_pid
    if threading.current_thread() is not threading.main_thread():
        return
    if _handler_pid == os.getpid() and _saved_handlers:
        return
    _handler_pid = os.getpid()  # (a forked child that writes takes the handlers over)
    for s in _SIGNALS:
        if s in _saved_handlers:  # inherited from the parent: already ours, originals saved
            continue
        try:
            if signal.getsignal(s) == signal.SIG_IGN:
                continue  # `nohup` (SIGHUP) or a background job (SIGINT): an ignored signal stays ignored
            _saved_handlers[s] = signal.signal(s, _on_signal)
        except (ValueError, OSError):  # pragma: no cover - not allowed here
            pass


def install_signal_handlers() -> None:
    """Keep the handlers installed for the life of the process (the CLI does this at start):
    SIGTERM and SIGHUP then unwind like Ctrl-C (``SystemExit(128 + signal)``), so every
    ``finally`` and cleanup block runs too (scratch directories of a fit, worker pools)."""
    global _persistent
    _install_handlers()
    _persistent = bool(_saved_handlers)


def _restore_handlers() -> None:
    if _persistent or threading.current_thread() is not threading.main_thread():
        return
    for s, h in list(_saved_handlers.items()):
        try:
            signal.signal(s, h if h is not None else signal.SIG_DFL)
        except (ValueError, OSError, TypeError):  # pragma: no cover
            pass
        _saved_handlers.pop(s, None)


@contextmanager
def _signals_blocked():
    if not hasattr(signal, "pthread_sigmask"):  # pragma: no cover - not POSIX
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, _SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def _register(tmp: Path, target: Path) -> None:
    with _LOCK:
        _install_handlers()  # no-op when this process has them already
        _LIVE[tmp] = {"target": target, "old": None, "pid": os.getpid()}


def _unregister(tmp: Path) -> None:
    with _LOCK:
        _LIVE.pop(tmp, None)
        pid = os.getpid()
        if not any(st.get("pid") == pid for st in _LIVE.values()):
            _restore_handlers()


def _fsync(p: Path, *, directory: bool = False) -> None:
    fd = os.open(p, os.O_RDONLY | (getattr(os, "O_DIRECTORY", 0) if directory else 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _os_error(exc: OSError, path) -> OutputError:
    return OutputError(f"cannot write output ({exc.strerror or type(exc).__name__})", path)


@contextmanager
def atomic_path(path: str | os.PathLike, *, kind: str, overwrite: bool = False,
                before_replace: Callable[[Path], None] | None = None, durable: bool = False) -> Iterator[Path]:
    """Yield a temporary sibling of ``path`` (``kind`` ``"dir"``: created; ``"file"``: a path to
    create) and move it into place when the body finishes; see the module docstring.

    An existing ``path`` is replaced only with ``overwrite`` (and never a directory by a file
    or the reverse).  ``before_replace(tmp)`` runs just before an existing output is replaced
    (a last check that it may be).  Every ``OSError`` becomes an :class:`OutputError` (exit 5):
    read-only or full disk, missing permissions.

    A file replaces its old version in one ``os.replace`` (readers see the old or the new file,
    never none); a directory is renamed aside first (a non-empty directory cannot be replaced in
    one step).  ``durable``: the file's bytes and then the directory entry are ``fsync``ed, so
    a power loss keeps the old or the new version (the review file after every action).
    """
    if kind not in ("dir", "file"):
        raise ValueError(kind)
    path = Path(os.path.abspath(os.path.expanduser(str(path))))
    if path.exists() or path.is_symlink():
        if not overwrite:
            raise OutputError("output exists (pass --overwrite to replace it)", path)
        if kind == "dir" and not path.is_dir():
            raise OutputError("output exists and is not a directory", path)
        if kind == "file" and path.is_dir():
            raise OutputError("output exists and is a directory", path)
    parent = path.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _os_error(exc, parent) from None
    tag = uuid.uuid4().hex[:8]
    tmp = parent / f".{path.name}.tmp-{tag}"
    owner = os.getpid()
    _register(tmp, path)
    try:
        if kind == "dir":
            tmp.mkdir()
        yield tmp
        if os.getpid() != owner:  # a forked child leaving the block: the output is its parent's
            return
        if kind == "file" and not tmp.exists():
            raise OutputError("nothing was written", path)
        exists = path.exists() or path.is_symlink()
        if exists and before_replace is not None:
            before_replace(tmp)
        if durable and kind == "file":
            _fsync(tmp)
        with _signals_blocked():
            if kind == "file":
                os.replace(tmp, path)
            elif exists:
                old = parent / f".{path.name}.old-{tag}"
                os.rename(path, old)
                _LIVE[tmp]["old"] = old
                try:
                    os.rename(tmp, path)
                except BaseException:
                    os.rename(old, path)
                    _LIVE[tmp]["old"] = None
                    raise
                _remove(old)
            else:
                os.rename(tmp, path)
        if durable:
            _fsync(parent, directory=True)
    except OSError as exc:
        if os.getpid() == owner:
            _remove(tmp)
        raise _os_error(exc, path) from None
    except BaseException:
        if os.getpid() == owner:  # a forked child unwinding its copy of our stack touches nothing
            _remove(tmp)
        raise
    finally:
        if os.getpid() == owner:
            _unregister(tmp)


@contextmanager
def scratch_dir(near: str | os.PathLike) -> Iterator[Path]:
    """A hidden temporary directory beside ``near`` (same file system, so its files can be
    ``os.replace``d into place), removed when the block ends, on error and on the signals of
    :func:`atomic_path`."""
    near = Path(os.path.abspath(os.path.expanduser(str(near))))
    tmp = near.parent / f".{near.name}.tmp-{uuid.uuid4().hex[:8]}"
    owner = os.getpid()
    _register(tmp, tmp)
    try:
        tmp.mkdir(parents=True)
        yield tmp
    except OSError as exc:
        raise _os_error(exc, near) from None
    finally:
        if os.getpid() == owner:
            _remove(tmp)
            _unregister(tmp)


def atomic_write_text(path: str | Path, text: str, *, overwrite: bool = False, encoding: str = "utf-8",
                      inputs: Inputs = ()) -> None:
    """Write ``text`` to ``path`` atomically (:func:`atomic_path`), after
    :func:`check_output_path` against ``inputs`` (never inside a model directory).  A missing
    parent directory is refused."""
    path = Path(path)
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise OutputError("output directory does not exist", parent)
    check_output_path(path, inputs)
    with atomic_path(path, kind="file", overwrite=overwrite) as tmp:
        with open(tmp, "w", encoding=encoding, newline="") as fh:
            fh.write(text)


#: how errors name standard output
STDOUT = "<stdout>"


class StdoutSink:
    """``sys.stdout`` for the writers, with a failed write or flush (a full disk behind a
    redirection, ``> /dev/full``, an I/O error) turned into :class:`OutputError` (exit 5)
    naming standard output.  A closed pipe (``| head``) still raises ``BrokenPipeError``,
    which the CLI treats as the reader's choice."""

    def __init__(self, stream=None):
        self._stream = stream if stream is not None else sys.stdout

    def write(self, s: str) -> int:
        try:
            return self._stream.write(s)
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise _os_error(exc, STDOUT) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise _os_error(exc, STDOUT) from None


def max_jobs() -> int:
    """The largest ``--jobs`` accepted: 4 worker processes per CPU this process may use."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        cpus = os.cpu_count() or 1
    return 4 * max(1, cpus)


def check_jobs(jobs: int | None) -> None:
    """Refuse (UsageError, exit 2) a ``--jobs`` below 1 or above :func:`max_jobs`: every worker
    is a process holding the model, so ``--jobs 100000`` would fork until the machine stops."""
    if jobs is None:
        return
    from multideid.errors import UsageError

    if jobs < 1:
        raise UsageError(f"--jobs must be at least 1 (got {jobs})")
    if jobs > max_jobs():
        raise UsageError(f"--jobs must be at most {max_jobs()} (4 per CPU of this machine; got {jobs})")
