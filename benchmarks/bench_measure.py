"""Measurement helpers and corpora of ``benchmarks/bench.py``: wall/CPU time and peak RSS/PSS
of a command's whole process tree (``/proc`` sampled), the machine's description, model
directory sizes, and the workloads' documents (read, synthesised, written as JSONL)."""

from __future__ import annotations

import json
import os
import platform
import subprocess
import threading
import time
from pathlib import Path
from typing import Any, Sequence

REPO = Path(__file__).resolve().parents[1]
PAGE = os.sysconf("SC_PAGE_SIZE")


# --------------------------------------------------------------------------- measurement helpers


def dir_size(path: str | Path) -> int:
    """Total size in bytes of the regular files under ``path``."""
    total = 0
    for root, _, files in os.walk(path):
        for f in files:
            p = os.path.join(root, f)
            if not os.path.islink(p):
                total += os.path.getsize(p)
    return total


def _children(pid: int) -> list[int]:
    out: list[int] = []
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{tid}/children") as fh:
                out += [int(x) for x in fh.read().split()]
    except OSError:
        pass
    return out


def _tree_sum(pid: int, measure) -> int:
    """``measure(p)`` summed over ``pid`` and all its descendants (a vanished process counts 0)."""
    total, todo, seen = 0, [pid], set()
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        try:
            total += measure(p)
        except (OSError, ValueError, IndexError):
            continue
        todo += _children(p)
    return total


def _rss(p: int) -> int:
    with open(f"/proc/{p}/statm") as fh:
        return int(fh.read().split()[1]) * PAGE


def _pss(p: int) -> int:
    with open(f"/proc/{p}/smaps_rollup") as fh:
        for line in fh:
            if line.startswith("Pss:"):
                return int(line.split()[1]) * 1024
    return 0


def tree_rss(pid: int) -> int:
    """Resident set size in bytes of ``pid`` and all its descendants (Linux ``/proc``)."""
    return _tree_sum(pid, _rss)


def tree_pss(pid: int) -> int:
    """Proportional set size in bytes of ``pid`` and its descendants: each page shared by k
    processes counts 1/k, so forked workers sharing the parent's model are not counted twice
    (Linux ``/proc/PID/smaps_rollup``; 0 where it is unavailable)."""
    return _tree_sum(pid, _pss)


def measure_command(cmd: Sequence[str], *, env: dict | None = None, cwd: str | Path | None = None,
                    interval: float = 0.1, stdout=subprocess.PIPE) -> dict:
    """Run ``cmd``; wall seconds, peak RSS of the process tree (sampled) and of its largest process.

    ``tree_peak_mb`` is the RSS sum over the command and its workers (pages shared between
    processes counted once per process); ``tree_pss_peak_mb`` the proportional sum (shared pages
    split between their processes: what the machine must hold);
    ``max_rss_mb`` is ``ru_maxrss`` from ``wait4`` (largest single process among the reaped
    tree).  ``stdout`` is returned decoded when captured; a non-zero exit raises RuntimeError
    with the command's last stderr lines.
    """
    t0 = time.perf_counter()
    proc = subprocess.Popen(list(cmd), env=env, cwd=cwd, stdout=stdout, stderr=subprocess.PIPE)
    peak = [0, 0]
    done = threading.Event()

    def sample():
        while not done.is_set():
            peak[0] = max(peak[0], tree_rss(proc.pid))
            peak[1] = max(peak[1], tree_pss(proc.pid))
            done.wait(interval)

    th = threading.Thread(target=sample, daemon=True)
    th.start()
    out_b, err_b = b"", b""
    # read the pipes in threads: a full pipe would block the child
    bufs: dict[str, bytes] = {}

    def drain(name, fh):
        bufs[name] = fh.read() if fh is not None else b""

    readers = [threading.Thread(target=drain, args=("out", proc.stdout)),
               threading.Thread(target=drain, args=("err", proc.stderr))]
    for r in readers:
        r.start()
    _, status, ru = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    done.set()
    th.join()
    for r in readers:
        r.join()
    out_b, err_b = bufs.get("out", b""), bufs.get("err", b"")
    if proc.returncode != 0:
        tail = "\n".join(err_b.decode("utf-8", "replace").splitlines()[-15:])
        raise RuntimeError(f"command failed ({proc.returncode}): {' '.join(map(str, cmd))}\n{tail}")
    return {
        "seconds": round(wall, 3),
        "tree_peak_mb": round(peak[0] / 2**20, 1),
        "tree_pss_peak_mb": round(peak[1] / 2**20, 1),
        "max_rss_mb": round(ru.ru_maxrss / 1024, 1),
        "cpu_s": round(ru.ru_utime + ru.ru_stime, 2),
        "stdout": out_b.decode("utf-8", "replace"),
    }


def machine_info() -> dict:
    """CPU model, cores, memory, Python, load and other Python processes (is the machine busy?)."""
    cpu = ""
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = 0
    try:
        for line in open("/proc/meminfo"):
            if line.startswith("MemTotal"):
                mem = int(line.split()[1]) * 1024
    except OSError:
        pass
    return {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "cpu": cpu or platform.processor(),
        "cores": os.cpu_count(),
        "affinity": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count(),
        "mem_gb": round(mem / 2**30, 1),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "load": [round(x, 2) for x in os.getloadavg()],
        "other_python_processes": other_pythons(),
    }


def other_pythons() -> int:
    """Python processes not belonging to this benchmark (load from other users of the CPU)."""
    me = {os.getpid(), os.getppid()}
    n = 0
    for p in os.listdir("/proc"):
        if not p.isdigit() or int(p) in me:
            continue
        try:
            with open(f"/proc/{p}/cmdline", "rb") as fh:
                cmd = fh.read().split(b"\0")
        except OSError:
            continue
        if cmd and b"python" in os.path.basename(cmd[0]) and not any(b"bench.py" in c for c in cmd):
            n += 1
    return n


# --------------------------------------------------------------------------- corpora


def read_docs(path: str | Path, limit: int | None = None) -> list:
    """Documents of a corpus path in any multideid format (sorted by id for determinism)."""
    from multideid.io import read_corpus

    docs = sorted(read_corpus(str(path)), key=lambda d: d.id)
    return docs[:limit] if limit else docs


def synth_docs(n: int, split: str, seed: int = 0) -> list:
    from multideid.synth import generate_corpus

    return generate_corpus(n, seed=seed, split=split)


def write_jsonl(docs: Sequence, path: str | Path, *, gold: bool) -> Path:
    """Write documents as multideid JSONL (with gold spans for fitting, text only for running)."""
    path = Path(path)
    with path.open("w", encoding="utf-8") as fh:
        for d in docs:
            obj: dict[str, Any] = {"id": d.id, "text": d.text}
            if gold:
                obj["spans"] = [s.to_dict() for s in d.gold or []]
            if d.metadata.get("language"):
                obj["metadata"] = {"language": d.metadata["language"]}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    return path


def available_bases(wanted: Sequence[str] | None = None) -> list[str]:
    """Default (enabled) base instances whose adapter imports and is available on this machine."""
    from multideid.config import DEFAULT_BASES, DEFAULT_DISABLED
    from multideid.errors import UsageError
    from multideid.registry import get_base_class

    out = []
    for b in wanted or [b for b in DEFAULT_BASES if b not in DEFAULT_DISABLED]:
        try:
            ok, _ = get_base_class(b).is_available()
        except (UsageError, ImportError):
            ok = False
        if ok:
            out.append(b)
    return out
