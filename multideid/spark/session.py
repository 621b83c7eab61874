"""SparkSession set-up for the command line, and clear errors when Spark cannot start."""

from __future__ import annotations

import os
import re
import shutil
import sys
from typing import Optional, Sequence

from multideid.errors import UsageError

#: task attempts given to ``local[N]`` masters (Spark's local mode gives 1: no retry at all)
LOCAL_TASK_ATTEMPTS = 4


def require_pyspark():
    try:
        import pyspark  # noqa: F401
    except ImportError:
        raise UsageError("--engine spark needs PySpark: pip install 'multideid[spark]' (and a Java 17+ runtime)") from None
    return pyspark


def with_retries(master: str) -> str:
    """``local[N]`` -> ``local[N,4]``: a crashed Python worker's task is retried, as on a cluster
    (``spark.task.maxFailures``); ``local[N,F]`` and cluster masters are kept as given."""
    m = re.fullmatch(r"local\[(\d+|\*)\]", master.strip())
    if m:
        return f"local[{m.group(1)},{LOCAL_TASK_ATTEMPTS}]"
    if master.strip() == "local":
        return f"local[1,{LOCAL_TASK_ATTEMPTS}]"
    return master


def parse_conf(pairs: Sequence[str]) -> dict:
    out = {}
    for kv in pairs or ():
        if "=" not in kv or not kv.split("=", 1)[0].strip():
            raise UsageError(f"--spark-conf takes KEY=VALUE (got {kv!r})")
        k, v = kv.split("=", 1)
        out[k.strip()] = v
    return out


def get_session(master: Optional[str] = None, conf: Sequence[str] = (), app_name: str = "multideid"):
    """The active SparkSession (under spark-submit or in a notebook) or a new one.

    ``master``: ``local[N]`` (given task retries, see :func:`with_retries`), ``spark://...``,
    ``yarn``...; without it, the master spark-submit configured, else ``local[*]``.
    """
    require_pyspark()
    from pyspark import SparkConf
    from pyspark.sql import SparkSession

    settings = parse_conf(conf)
    active = SparkSession.getActiveSession()
    if active is not None:
        if master and active.sparkContext.master != with_retries(master):
            raise UsageError(f"a SparkSession with master {active.sparkContext.master} is already running; "
                             f"drop --master or stop it first")
        return active
    if shutil.which("java") is None and not _java_home():
        raise UsageError("--engine spark needs a Java 17+ runtime: none on PATH and JAVA_HOME unset "
                         "(e.g. apt-get install openjdk-17-jre-headless)")
    builder = SparkSession.builder.appName(app_name)
    configured = SparkConf().get("spark.master", None)
    master_url = with_retries(master or configured or "local[*]")
    builder = builder.master(master_url)
    builder = builder.config("spark.ui.showConsoleProgress", "false")  # multideid prints its own progress
    if master_url.startswith("local") and not os.environ.get("PYSPARK_PYTHON") and "spark.pyspark.python" not in settings:
        # local workers run this interpreter (the one with multideid), not whatever python3 is on PATH
        builder = builder.config("spark.pyspark.python", sys.executable)
    for k, v in settings.items():
        builder = builder.config(k, v)
    try:
        spark = builder.getOrCreate()
    except Exception as exc:  # PySparkRuntimeError: JAVA_GATEWAY_EXITED, bad master URL...
        raise UsageError(f"cannot start Spark ({type(exc).__name__}: {' '.join(str(exc).split())[:300]})") from None
    return spark


def _java_home() -> bool:
    home = os.environ.get("JAVA_HOME")
    return bool(home) and os.path.exists(os.path.join(home, "bin", "java"))
