"""A crf trained on surrogate copies of the training corpus (issue 16, session 9): measured, not shipped.

A learned tagger trained on a few hundred notes memorises the PHI strings it saw: the crf's
word-identity features for ``García`` or ``Madrid`` carry much of its decision, and on unseen
names it falls back on context.  A *surrogate copy* of a training document is the same text
with the names inside its gold spans replaced by other names of the same class, so a model
trained on the documents plus their copies must lean more on the context, the cue words and
the shape of a span.  The question was whether that makes its errors differ from the crf's.

What a copy changes, inside gold spans only (the text outside them is kept verbatim, the
spans keep their labels and are moved to the new offsets):

* a word (``\\w+`` run) with a digit is replaced by another word of the label's spans with the
  same shape (digits as ``d``: ``03`` -> ``12``, ``2016`` -> ``1987``, so dates stay
  plausible) when the label has at least :data:`MIN_SHAPE_POOL` of them, else every digit is
  replaced by a random digit (a leading non-zero digit stays non-zero) and letters are kept
  (``NHC4711``);
* a word without digits that is a **cue word** of its label (found in at least ``cue_share``
  of the label's training spans, at least 2: ``Hospital``, ``Calle``, ``de``, ``Centro``,
  ``Salud``) is kept;
* any other word is replaced by a word drawn from the label's own non-cue words of the same
  case pattern (``UPPER``, ``Title``, ``lower``, other).

The pool is the training corpus's own gold words (nothing downloaded, no language knowledge).
Copies are seeded: the same documents, ``copies`` and ``seed`` give the same copies.

Result on MEDDOCAN dev (docs/stacking.md, "A crf trained on surrogate copies"): strict F1 .9632
against the crf's .9626, and it still misses 85 % of the crf's misses; in the stacker +0.0006
(p = 0.57).  It does not pay, so the crf has no such parameter; this script reproduces the
measurement of the base alone::

    python benchmarks/surrogate_crf.py --copies 1 --errors crfsur1.tsv --json crfsur1.json
    python benchmarks/learned_bases.py crf --errors crf.tsv
    python benchmarks/miss_overlap.py crf.tsv crfsur1.tsv --gold-spans 5801
"""

from __future__ import annotations

import random
import re
from collections import Counter, defaultdict
from collections.abc import Sequence

from multideid.document import Document, Span
from multideid.errors import DataError

_WORD = re.compile(r"\w+")

#: distinct words of one label and one digit shape needed to draw digit words from them
MIN_SHAPE_POOL = 5


def case_class(word: str) -> str:
    """``upper`` (two or more letters, all upper case), ``title``, ``lower`` or ``other``."""
    if word.isupper() and len(word) > 1:
        return "upper"
    if word[:1].isupper() and (len(word) == 1 or word[1:].islower()):
        return "title"
    if word.islower():
        return "lower"
    return "other"


class SurrogatePools:
    """Per label: its cue words (kept in copies) and its other words by case class (drawn)."""

    def __init__(self, docs: Sequence[Document], cue_share: float = 0.05):
        spans_per_label: Counter = Counter()
        docs_with: dict[str, Counter] = defaultdict(Counter)
        words: dict[str, set] = defaultdict(set)
        digit_words: dict[tuple[str, str], set] = defaultdict(set)
        for d in docs:
            if d.gold is None:
                raise DataError(f"surrogate copies: document {d.id!r} has no gold spans")
            for s in d.gold:
                spans_per_label[s.label] += 1
                found = {m.group(0) for m in _WORD.finditer(d.text[s.start : s.end])}
                ws = {w for w in found if not _has_digit(w)}
                docs_with[s.label].update({w.lower() for w in ws})
                words[s.label].update(ws)
                for w in found - ws:
                    digit_words[(s.label, _digit_shape(w))].add(w)
        self.cues: dict[str, frozenset] = {}
        self.pools: dict[tuple[str, str], list[str]] = {}
        for label, n in spans_per_label.items():
            need = max(2, cue_share * n)
            cues = frozenset(w for w, c in docs_with[label].items() if c >= need)
            self.cues[label] = cues
            by_case: dict[str, list[str]] = defaultdict(list)
            for w in sorted(words[label]):
                if w.lower() not in cues:
                    by_case[case_class(w)].append(w)
            for case, ws in by_case.items():
                self.pools[(label, case)] = ws
        #: (label, digit shape) -> the label's words of that shape (only shapes with enough)
        self.digit_pools: dict[tuple[str, str], list[str]] = {
            key: sorted(ws) for key, ws in digit_words.items() if len(ws) >= MIN_SHAPE_POOL}

    def replace(self, text: str, label: str, rng: random.Random) -> str:
        """``text`` (one gold span of ``label``) with its digits and non-cue words replaced."""
        cues = self.cues.get(label, frozenset())
        out, last = [], 0
        for m in _WORD.finditer(text):
            w = m.group(0)
            out.append(text[last : m.start()])
            last = m.end()
            if _has_digit(w):
                pool = self.digit_pools.get((label, _digit_shape(w)))
                out.append(pool[rng.randrange(len(pool))] if pool else _new_digits(w, rng))
            elif w.lower() in cues:
                out.append(w)
            else:
                pool = self.pools.get((label, case_class(w)))
                out.append(pool[rng.randrange(len(pool))] if pool else w)
        out.append(text[last:])
        return "".join(out)


def _has_digit(word: str) -> bool:
    return any(c.isdigit() for c in word)


def _digit_shape(word: str) -> str:
    return "".join("d" if c.isdigit() else c for c in word)


def _new_digits(word: str, rng: random.Random) -> str:
    chars = []
    for i, c in enumerate(word):
        if c.isdigit():
            lead = i == 0 or not word[i - 1].isdigit()
            chars.append(str(rng.randint(1, 9)) if lead and c != "0" else str(rng.randint(0, 9)))
        else:
            chars.append(c)
    return "".join(chars)


def surrogate_copy(doc: Document, pools: SurrogatePools, rng: random.Random, suffix: str) -> Document:
    """One copy of ``doc`` (id ``doc.id + suffix``) with every gold span's text replaced."""
    parts, spans, last, shift = [], [], 0, 0
    for s in sorted(doc.gold or [], key=lambda s: (s.start, s.end)):
        if s.start < last:  # overlapping gold (some formats allow it): keep the text as it is
            continue
        new = pools.replace(doc.text[s.start : s.end], s.label, rng)
        parts.append(doc.text[last : s.start])
        parts.append(new)
        start = s.start + shift
        spans.append(Span(start, start + len(new), s.label))
        shift += len(new) - (s.end - s.start)
        last = s.end
    parts.append(doc.text[last:])
    return Document(id=doc.id + suffix, text="".join(parts), gold=spans)


def surrogate_copies(docs: Sequence[Document], copies: int, seed: int = 0, cue_share: float = 0.05) -> list[Document]:
    """``copies`` surrogate copies of every document of ``docs`` (not the documents themselves),
    copy ``k`` of a document with id ``D`` having id ``D~surrogate{k}``."""
    if copies <= 0:
        return []
    pools = SurrogatePools(docs, cue_share)
    out = []
    for k in range(1, copies + 1):
        rng = random.Random(f"{seed}:{k}")
        out.extend(surrogate_copy(d, pools, rng, f"~surrogate{k}") for d in docs)
    return out


def main(argv=None) -> int:
    import argparse
    import json
    import sys
    import time
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from learned_bases import DEFAULT_DATA, peak_mb, read_train_dev, strict_prf, write_errors

    from multideid.base_systems.crf import CRFBase
    from multideid.evaluation import evaluate

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA, help="MEDDOCAN directory with train/ and dev/")
    ap.add_argument("--copies", type=int, default=1, help="surrogate copies of every training document")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--train-limit", type=int, default=0, help="use only the first N training documents")
    ap.add_argument("--dev-limit", type=int, default=0, help="use only the first N dev documents")
    ap.add_argument("--json", type=Path, help="also write the report as JSON here")
    ap.add_argument("--errors", type=Path, help="write strict-match errors (FN/FP with context) as TSV here")
    args = ap.parse_args(argv)
    train, dev = read_train_dev(args.data, args.train_limit, args.dev_limit)
    t = time.perf_counter()
    c = time.process_time()
    docs = train + surrogate_copies(train, args.copies, args.seed)
    base = CRFBase().fit(docs)
    report = {"copies": args.copies, "train_docs": len(train), "fit_docs": len(docs),
              "fit_s": round(time.perf_counter() - t, 1), "fit_cpu_s": round(time.process_time() - c, 1)}
    preds = base.predict(dev)
    report["strict"] = strict_prf(dev, preds)
    blind = evaluate(dev, {d.id: p for d, p in zip(dev, preds)})["token_blind"]["micro"]
    report["token_blind"] = {k: round(blind[k], 4) for k in ("precision", "recall", "f2")}
    report["peak_rss_mb"] = round(peak_mb())
    text = json.dumps(report, indent=2, ensure_ascii=False)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")
    if args.errors:
        write_errors(args.errors, dev, preds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
