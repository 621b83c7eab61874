#!/usr/bin/env bash
# back-to-back: local run --jobs 2, spark local[2], spark local[1] on the same notes and model
set -u
# run inside the project virtualenv with the spark extra installed
M=${M:-/tmp/spark-model-en}
IN=${IN:-/tmp/spark-bench/notes10k.jsonl}
O=${O:-/tmp/spark-bench/out}
LOG=${LOG:-spark-bench.log}
mkdir -p $O
t() { local name=$1; shift; rm -rf "$O/$name"; local u0; u0=$(cut -d' ' -f1-3 /proc/loadavg); local s; s=$(date +%s.%N);
      nice -n 10 "$@" > "$O/$name.stdout" 2> "$O/$name.stderr"; local rc=$?; local e; e=$(date +%s.%N);
      echo "$name rc=$rc wall=$(echo "$e - $s" | bc) load_before=[$u0] load_after=[$(cut -d' ' -f1-3 /proc/loadavg)] at=$(date +%T)" >> $LOG; }
echo "=== $(date) model=$M input=$IN ($(wc -l < $IN) docs) nproc=$(nproc)" >> $LOG
for step in ${STEPS:-startup local2 spark2 spark1}; do
  case $step in
    startup) head -1 $IN > /tmp/spark-bench/one.jsonl; t startup1 multideid run --engine spark --master 'local[1]' --model $M /tmp/spark-bench/one.jsonl --output $O/startup1 --mode redact ;;
    local2) t local2 multideid run --model $M $IN --output $O/local2.jsonl --format jsonl --mode redact --jobs 2 --quiet ;;
    spark2) t spark2 multideid run --engine spark --master 'local[2]' --model $M $IN --output $O/spark2 --mode redact ;;
    spark1) t spark1 multideid run --engine spark --master 'local[1]' --model $M $IN --output $O/spark1 --mode redact ;;
  esac
done
