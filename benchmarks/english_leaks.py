"""Which gold PHI strings survive de-identification by surrogates, per class.

A de-identifier is judged by what it leaks.  Given a gold corpus and the output of
``multideid run --mode surrogate --format jsonl`` on the same documents, this counts, per gold
class, the gold PHI strings of at least ``--min-chars`` characters that still occur in the
surrogate text of their document (case-sensitive, not inside a longer word or number).  A
string counts once per gold span: a name missed once but replaced twice still leaks.

    multideid run -m M gold.jsonl --mode surrogate --format jsonl -o sur.jsonl --quiet
    python benchmarks/english_leaks.py --gold gold.jsonl --surrogate sur.jsonl [--label-map presidio] [--json]

Only document ids, classes and counts are printed, never the strings themselves.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path


def survivors(gold_docs, surrogate_text: dict[str, str], min_chars: int = 4,
              predicted: dict[str, list[tuple[int, int]]] | None = None,
              released: dict[str, list[tuple[int, int]]] | None = None) -> dict[str, list[int]]:
    """Per class ``[gold strings, surviving strings, surviving and not tagged, kept in place]``
    over ``gold_docs``.

    ``surrogate_text`` maps a document id to its surrogate text; a gold document without one
    is an error (a missing output would otherwise read as "nothing leaked").  With
    ``predicted`` (document id -> predicted ``(start, end)`` offsets in the original text), the
    third count keeps only survivors the model did not fully cover: the rest survived although
    tagged (the surrogate kept the value, as date shifting keeps most years and some weekdays,
    or another mention of the same string was missed).  Without it the third count is 0.
    With ``released`` as well (document id -> the surrogate spans on the released text, in the
    order of the merged predicted spans, as ``run --mode surrogate --format jsonl`` writes
    them), the fourth count keeps the tagged survivors whose own replacement still holds the
    string (the surrogate step kept it); the other tagged survivors were written by the
    replacement of *another* span (a shifted weekday landing on another weekday of the note).
    Without it the fourth count is 0."""
    out: dict[str, list[int]] = {}
    for doc in gold_docs:
        if doc.id not in surrogate_text:
            raise KeyError(f"document {doc.id!r} is missing from the surrogate output")
        text = surrogate_text[doc.id]
        covered = None
        owner: list[int] = []
        if predicted is not None:
            covered = bytearray(len(doc.text))
            merged = _merge(predicted.get(doc.id, ()))
            rel = (released or {}).get(doc.id)
            if rel is not None and len(rel) != len(merged):
                raise KeyError(f"document {doc.id!r}: {len(rel)} released spans for {len(merged)} predicted ones")
            owner = [-1] * len(doc.text)
            for i, (a, b) in enumerate(merged):
                covered[a:b] = b"\x01" * (b - a)
                owner[a:b] = [i] * (b - a)
        for s in doc.gold or ():
            value = doc.text[s.start : s.end]
            if len(value.strip()) < min_chars:
                continue
            row = out.setdefault(s.label, [0, 0, 0, 0])
            row[0] += 1
            pat = r"(?<![\w])" + re.escape(value) + r"(?![\w])"
            if re.search(pat, text):
                row[1] += 1
                if covered is not None and not all(covered[s.start : s.end]):
                    row[2] += 1
                elif released is not None and owner and owner[s.start] >= 0:
                    a, b = released[doc.id][owner[s.start]]
                    if re.search(pat, text[a:b]):
                        row[3] += 1
    return out


CAUSES = ("missed", "missed, tagged elsewhere", "boundary", "kept in place", "other mention untagged",
          "written by another span")
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def causes(gold_docs, surrogate_text: dict[str, str], predicted: dict[str, list[tuple[int, int]]],
           released: dict[str, list[tuple[int, int]]], min_chars: int = 4) -> dict[str, Counter]:
    """Why each surviving gold string (as counted by :func:`survivors`) survived, per class.

    One cause per surviving gold span, the first that holds:
    ``missed`` (no predicted span touches it) or ``missed, tagged elsewhere`` (the same string
    is fully tagged at another mention of the note: a propagation gap); ``boundary`` (tagged in
    part: a span too short); ``kept in place`` (its own replacement still holds the string);
    ``other mention untagged`` (tagged and replaced here, but another mention of the note was
    not replaced: a propagation gap); ``written by another span`` (every occurrence left in the
    surrogate text lies in another span's replacement: a surrogate that happens to write this
    original, e.g. a shifted weekday landing on another weekday of the note).  A DATE whose
    string is a weekday name is counted under ``weekday: `` plus its cause.  ``released`` is
    as in :func:`survivors` (required here)."""
    out: dict[str, Counter] = {}
    for doc in gold_docs:
        text = surrogate_text[doc.id]
        merged = _merge(predicted.get(doc.id, ()))
        rel = released.get(doc.id, [])
        if len(rel) != len(merged):
            raise KeyError(f"document {doc.id!r}: {len(rel)} released spans for {len(merged)} predicted ones")
        covered = bytearray(len(doc.text))
        owner = [-1] * len(doc.text)
        for i, (a, b) in enumerate(merged):
            covered[a:b] = b"\x01" * (b - a)
            owner[a:b] = [i] * (b - a)
        in_release = bytearray(len(text))
        for a, b in rel:
            in_release[a:b] = b"\x01" * (b - a)
        for s in doc.gold or ():
            value = doc.text[s.start : s.end]
            if len(value.strip()) < min_chars:
                continue
            pat = re.compile(r"(?<![\w])" + re.escape(value) + r"(?![\w])")
            hits = [m.span() for m in pat.finditer(text)]
            if not hits:
                continue
            if not any(covered[s.start : s.end]):
                elsewhere = any(all(covered[m.start() : m.end()]) for m in pat.finditer(doc.text)
                                if m.start() != s.start)
                cause = "missed, tagged elsewhere" if elsewhere else "missed"
            elif not all(covered[s.start : s.end]):
                cause = "boundary"
            else:
                a, b = rel[owner[s.start]]
                if pat.search(text[a:b]):
                    cause = "kept in place"
                elif any(not all(in_release[x:y]) for x, y in hits):
                    cause = "other mention untagged"
                else:
                    cause = "written by another span"
            if s.label == "DATE" and value.strip().lower() in WEEKDAYS:
                cause = "weekday: " + cause
            out.setdefault(s.label, Counter())[cause] += 1
    return out


def _merge(spans) -> list[tuple[int, int]]:
    """Overlapping spans joined, as the surrogate step joins them before replacing."""
    out: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if out and a < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def _read_jsonl(path: Path) -> tuple[dict[str, str], dict[str, list[tuple[int, int]]]]:
    """Texts and span offsets (in file order) of a ``run --format jsonl`` output."""
    texts: dict[str, str] = {}
    spans: dict[str, list[tuple[int, int]]] = {}
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
                texts[str(rec["id"])] = rec["text"]
                spans[str(rec["id"])] = [(int(sp["start"]), int(sp["end"])) for sp in rec.get("spans", [])]
            except (ValueError, KeyError, TypeError):
                raise SystemExit(f"{path}:{n}: not a JSONL record with 'id', 'text' and spans") from None
    return texts, spans


def _read_surrogates(path: Path) -> dict[str, str]:
    return _read_jsonl(path)[0]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--gold", required=True, type=Path)
    ap.add_argument("--format", default=None, help="gold format (detected when omitted)")
    ap.add_argument("--label-map", default=None)
    ap.add_argument("--surrogate", required=True, type=Path, help="JSONL output of run --mode surrogate")
    ap.add_argument("--pred", type=Path, default=None,
                    help="JSONL output of run (tag mode) on the same documents: adds the causes of survival")
    ap.add_argument("--min-chars", type=int, default=4)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)

    from multideid.io import iter_corpus

    gold = list(iter_corpus(a.gold, a.format, a.label_map, require_gold=True))
    sur_text, released = _read_jsonl(a.surrogate)
    why: dict[str, Counter] = {}
    try:
        table = survivors(gold, sur_text, a.min_chars)
        if a.pred is not None:
            why = causes(gold, sur_text, _read_jsonl(a.pred)[1], released, a.min_chars)
    except KeyError as e:
        print(f"english_leaks: {a.surrogate}: {e.args[0]}", file=sys.stderr)
        return 3
    total = Counter()
    for n, k, *_ in table.values():
        total["n"] += n
        total["k"] += k
    result = {
        "min_chars": a.min_chars,
        "documents": len(gold),
        "all": {"gold": total["n"], "survived": total["k"], "share": total["k"] / max(1, total["n"])},
        "per_class": {c: {"gold": n, "survived": k, "share": k / max(1, n)} for c, (n, k, *_) in sorted(table.items())},
    }
    if a.pred is not None:
        result["causes"] = {c: dict(sorted(v.items())) for c, v in sorted(why.items())}
    if a.json:
        print(json.dumps(result, indent=1))
    else:
        print(f"{'class':<14}{'gold':>7}{'survived':>10}{'share':>9}")
        for c, r in result["per_class"].items():
            print(f"{c:<14}{r['gold']:>7}{r['survived']:>10}{r['share']:>9.1%}")
        r = result["all"]
        print(f"{'all':<14}{r['gold']:>7}{r['survived']:>10}{r['share']:>9.1%}")
        if a.pred is not None:
            total_why: Counter = Counter()
            print("\ncauses of survival (surviving gold strings)")
            for c, v in result["causes"].items():
                total_why.update(v)
                print(f"{c:<14}" + "; ".join(f"{k} {n}" for k, n in v.items()))
            print(f"{'all':<14}" + "; ".join(f"{k} {n}" for k, n in sorted(total_why.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
