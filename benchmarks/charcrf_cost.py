"""What a character-level CRF (Liu et al. 2015) would cost: train on N MEDDOCAN documents, time it.

Characters are the positions; features are the character n-grams in a +-3 window, the
character class, and token-level features projected onto each character (the token in lower
case, its shape, the character's place in the token, the previous token).  Tags are BIO per
character over the corpus's labels; spans are read back from the tags (whitespace trimmed).
This is the measurement the issue asks for before committing to a full base::

    python benchmarks/charcrf_cost.py --train-limit 50 --dev-limit 20 --iterations 50

It prints positions, features per position, training seconds (CPU and wall) and strict P/R/F1
on the dev slice, next to the token CRF's figures for the same slice when ``--crf`` is given.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA = Path(os.environ.get("MULTIDEID_SHARED", REPO.parent / "shared")) / "data" / "meddocan"


def _cls(c: str) -> str:
    return "U" if c.isupper() else "L" if c.isalpha() else "D" if c.isdigit() else "S" if c.isspace() else "P"


def _shape(w: str) -> str:
    out, prev = [], ""
    for c in w:
        k = _cls(c)
        if k != prev:
            out.append(k)
        prev = k
    return "".join(out)


def char_features(doc) -> list[list[str]]:
    text = doc.text
    n = len(text)
    toks = doc.tokens
    tok_of = [-1] * n
    for k, (s, e) in enumerate(zip(toks.starts, toks.ends)):
        for p in range(s, e):
            tok_of[p] = k
    low = text.lower()
    pad = "\x02\x02\x02" + low.replace("\n", "\x03") + "\x04\x04\x04"
    out = []
    for i in range(n):
        j = i + 3
        f = [f"c{d}={pad[j + d]}" for d in range(-3, 4)]
        f += [f"b-1={pad[j - 1:j + 1]}", f"b+1={pad[j:j + 2]}", f"t0={pad[j - 1:j + 2]}", f"k={_cls(text[i])}"]
        k = tok_of[i]
        if k >= 0:
            s, e = toks.starts[k], toks.ends[k]
            pos = "S" if e - s == 1 else "B" if i == s else "E" if i == e - 1 else "I"
            w = toks.words[k]
            f += [f"w={w.lower()}", f"sh={_shape(w)}", f"pos={pos}"]
            if k > 0:
                f.append(f"w-1={toks.words[k - 1].lower()}")
        else:
            f.append("space")
        out.append(f)
    return out


def char_tags(doc) -> list[str]:
    tags = ["O"] * len(doc.text)
    for s in doc.gold or ():
        tags[s.start] = f"B-{s.label}"
        for p in range(s.start + 1, s.end):
            tags[p] = f"I-{s.label}"
    return tags


def spans_from_tags(text: str, tags: list[str]) -> set[tuple[int, int, str]]:
    out, start, lab = set(), None, None

    def close(end):
        if start is not None:
            s, e = start, end
            while e > s and text[e - 1].isspace():
                e -= 1
            if e > s:
                out.add((s, e, lab))

    for i, t in enumerate(tags + ["O"]):
        if t == "O" or t.startswith("B-") or (t.startswith("I-") and t[2:] != lab):
            close(i)
            start, lab = (i, t[2:]) if t != "O" else (None, None)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--train-limit", type=int, default=50)
    ap.add_argument("--dev-limit", type=int, default=20)
    ap.add_argument("--iterations", type=int, default=50)
    a = ap.parse_args(argv)
    import pycrfsuite

    from multideid.io import read_corpus

    train = sorted(read_corpus(a.data / "train", "brat"), key=lambda d: d.id)[: a.train_limit]
    dev = sorted(read_corpus(a.data / "dev", "brat"), key=lambda d: d.id)[: a.dev_limit]
    t0, c0 = time.perf_counter(), time.process_time()
    trainer = pycrfsuite.Trainer(verbose=False)
    positions = nfeat = 0
    for d in train:
        X = char_features(d)
        positions += len(X)
        nfeat += sum(len(x) for x in X)
        trainer.append(X, char_tags(d))
    feat_s = time.perf_counter() - t0
    trainer.set_params({"c1": 0.1, "c2": 0.01, "max_iterations": a.iterations, "feature.possible_transitions": True})
    with tempfile.TemporaryDirectory() as tmp:
        model = str(Path(tmp) / "char.crfsuite")
        trainer.train(model)
        train_wall, train_cpu = time.perf_counter() - t0, time.process_time() - c0
        tagger = pycrfsuite.Tagger()
        tagger.open(model)
        t1 = time.perf_counter()
        tp = fp = fn = 0
        for d in dev:
            pred = spans_from_tags(d.text, tagger.tag(char_features(d)))
            gold = {(s.start, s.end, s.label) for s in d.gold}
            tp, fp, fn = tp + len(pred & gold), fp + len(pred - gold), fn + len(gold - pred)
        pred_s = time.perf_counter() - t1
    p = tp / max(1, tp + fp)
    r = tp / max(1, tp + fn)
    report = {
        "train_docs": len(train), "positions": positions, "features_per_position": round(nfeat / max(1, positions), 1),
        "iterations": a.iterations, "features_s": round(feat_s, 1), "train_wall_s": round(train_wall, 1),
        "train_cpu_s": round(train_cpu, 1), "dev_docs": len(dev), "predict_docs_per_s": round(len(dev) / pred_s, 1),
        "strict": {"precision": round(p, 4), "recall": round(r, 4), "f1": round(2 * p * r / max(1e-9, p + r), 4)},
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
