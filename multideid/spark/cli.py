"""The ``--engine`` switch of ``multideid run`` (kept here so ``commands/run.py`` stays small)."""

from __future__ import annotations

from multideid.errors import UsageError

ENGINES = ("local", "spark")
#: options only the Spark engine reads, with their "not given" values
SPARK_ONLY = {"master": None, "patient_col": None, "resume": False, "buckets": 16, "partitions": None,
              "time_limit": None, "spark_conf": []}
#: options only the local engine reads
LOCAL_ONLY = {"jobs": None, "language_mismatch": None}


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def check_engine_options(opts: dict) -> None:
    """An unknown engine, or an option the chosen engine does not read, is a usage error (never
    silently ignored)."""
    engine = opts.get("engine")
    if engine not in ENGINES:
        raise UsageError(f"unknown engine {engine!r}; choose one of: {', '.join(ENGINES)}")
    if engine == "local":
        given = [k for k, v in SPARK_ONLY.items() if opts.get(k) != v]
        if given:
            raise UsageError(f"{_flag(given[0])} needs --engine spark")
        return
    given = [k for k, v in LOCAL_ONLY.items() if opts.get(k) != v]
    if given:
        raise UsageError(f"{_flag(given[0])} is for --engine local (Spark parallelism comes from --master and --partitions)")
    if opts.get("patient_col") and (opts.get("mode") or opts["ens"].config.get("run", {}).get("mode")) != "surrogate":
        raise UsageError("--patient-col only matters in --mode surrogate (the per-patient date shift)")


def run_engine_spark(ens, input: str, opts: dict) -> dict:
    """``multideid run --engine spark``: the options of ``run`` -> :func:`multideid.spark.job.run_spark`
    (``opts["chunking"]``: the local run's resolved chunk settings, so both engines agree)."""
    from multideid.spark.job import run_spark

    run_cfg = ens.config.get("run", {})
    mode = opts.get("mode") or run_cfg.get("mode") or "tag"
    key_bytes = None
    if opts.get("key") is not None:
        from multideid.surrogate import read_key_file

        key_bytes = read_key_file(opts["key"])
    return run_spark(
        ens, input, opts.get("output"), master=opts.get("master"), spark_conf=opts.get("spark_conf") or (),
        mode=mode, bases=opts.get("bases") or "all", combiner=opts.get("combiner"), key=key_bytes,
        locale=opts.get("locale"), patient_col=opts.get("patient_col"), in_format=opts.get("in_format"),
        out_format=opts.get("out_format"), overwrite=bool(opts.get("overwrite")), resume=bool(opts.get("resume")),
        buckets=int(opts.get("buckets") or 16), partitions=opts.get("partitions"), chunking=opts.get("chunking"),
        time_limit=opts.get("time_limit"), quiet=bool(opts.get("quiet")),
    )
