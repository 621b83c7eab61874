"""De-identify notes on Apache Spark with a multideid model (``pip install 'multideid[spark]'``).

Library API::

    from multideid.spark import deidentify
    out = deidentify(spark.read.parquet("notes/"), "multideid-model", mode="redact")
    out.filter("deid_status = 'ok'").select("id", "deid_text").write.parquet("released/")

Command line: ``multideid run --engine spark --master local[4] notes/ --output out/``
(:mod:`multideid.spark.job`).  Design, guarantees and limits: ``docs/spark.md``.

Modules: :mod:`.api` (driver: checks, model shipping, ``mapInPandas``), :mod:`.worker` (what
each Python worker runs: one model load per process, per-note status), :mod:`.job` (the CLI:
readers, resumable buckets, atomic publication), :mod:`.session` (SparkSession set-up).
"""

from __future__ import annotations

from multideid.spark.api import DEFAULT_TIME_LIMIT, SPANS_DDL, deidentify, spans_type
from multideid.spark.worker import STATUSES, model_digest

__all__ = ["deidentify", "spans_type", "model_digest", "SPANS_DDL", "STATUSES", "DEFAULT_TIME_LIMIT"]
