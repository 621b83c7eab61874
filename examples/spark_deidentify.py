"""De-identify a table of notes on Spark with multideid: a notebook-style script.

Run it as a notebook (one cell per ``# %%``) or with spark-submit::

    spark-submit --master 'local[2]' examples/spark_deidentify.py --model multideid-model \
        --notes notes.jsonl --out released/

Needs ``pip install 'multideid[spark]'`` on the driver and every executor, and a model
(``multideid fit``).  Without ``--notes`` it makes 200 synthetic notes to work on.
"""

# %% setup
import argparse
import os
import tempfile

from pyspark.sql import SparkSession
from pyspark.sql import functions as F

from multideid.spark import deidentify

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="multideid-model")
ap.add_argument("--notes", help="JSONL or Parquet with columns id, text (default: 200 synthetic notes)")
ap.add_argument("--out", help="where to write the released notes (Parquet); default: show them only")
ap.add_argument("--key-file", help="surrogate key (>= 16 bytes); default: a fresh one for this run")
args, _ = ap.parse_known_args()

spark = SparkSession.builder.appName("multideid-example").getOrCreate()  # spark-submit's master, or local

# %% the notes: one row per note; `patient` lets surrogate dates shift per patient
if args.notes:
    reader = spark.read.parquet if args.notes.rstrip("/").endswith(".parquet") else spark.read.json
    notes = reader(args.notes)
else:
    from multideid.synth import generate_corpus

    docs = generate_corpus(200, seed=1, split="test")
    notes = spark.createDataFrame([(d.id, d.text, f"P{i // 3}") for i, d in enumerate(docs)], "id string, text string, patient string")
notes = notes.repartition(max(2, spark.sparkContext.defaultParallelism * 2), "id")

# %% de-identify: each Python worker loads the model once and reuses it for every batch
key = open(args.key_file, "rb").read().strip() if args.key_file else os.urandom(32)
out = deidentify(notes, args.model, mode="surrogate", key=key,
                 patient_col="patient" if "patient" in notes.columns else None)

# %% what happened: one row per note, with a status; failed notes carry no text
out.groupBy("deid_status").count().show()
out.filter("deid_status != 'ok'").select("id", "deid_status", "deid_error").show(truncate=False)
out.select("id", F.size("deid_spans").alias("phi"), F.substring("deid_text", 1, 60).alias("released")).show(5, truncate=False)

# %% keep only what may be released: the id and the de-identified text of the notes that succeeded
released = out.filter("deid_status = 'ok'").select("id", F.col("deid_text").alias("text"), F.col("deid_spans").alias("spans"))
if args.out:
    released.write.mode("errorifexists").parquet(args.out)
    print(f"released {released.count()} notes to {args.out}")
