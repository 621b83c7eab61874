"""The ``--engine`` switch of ``multideid run`` (kept here so ``commands/run.py`` stays small)."""

from __future__ import annotations

from multideid.errors import UsageError

ENGINES = ("local", "spark")
#: options only the Spark engine reads, with their "not given" values
SPARK_ONLY = {"master": None, "patient_col": None, "resume": False, "buckets": 16, "partitions": None,
              "max_chars": None, "time_limit": None, "spark_conf": []}
#: options only the local engine reads
LOCAL_ONLY = {"jobs": None}


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def refuse_spark_options(opts: dict) -> None:
    """``--engine local``: a Spark option given is a usage error, not silently ignored."""
    given = [k for k, v in SPARK_ONLY.items() if opts.get(k) != v]
    if given:
        raise UsageError(f"{_flag(given[0])} needs --engine spark")


def run_engine_spark(ens, input: str, opts: dict) -> dict:
    """``multideid run --engine spark``: the options of ``run`` -> :func:`multideid.spark.job.run_spark`."""
    if opts["engine"] not in ENGINES:
        raise UsageError(f"unknown engine {opts['engine']!r}; choose one of: {', '.join(ENGINES)}")
    given = [k for k, v in LOCAL_ONLY.items() if opts.get(k) != v]
    if given:
        raise UsageError(f"{_flag(given[0])} is for --engine local; Spark parallelism comes from --master and --partitions")
    if opts.get("patient_col") and (opts.get("mode") or ens.config.get("run", {}).get("mode")) not in ("surrogate",):
        raise UsageError("--patient-col only matters in --mode surrogate (the per-patient date shift)")
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
        buckets=int(opts.get("buckets") or 16), partitions=opts.get("partitions"), max_chars=opts.get("max_chars"),
        time_limit=opts.get("time_limit"), quiet=bool(opts.get("quiet")),
    )
