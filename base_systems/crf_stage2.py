"""The CRF's optional second stage: label-consistency features computed from stage-1 output
(the same word or word sequence labelled elsewhere in the document or, through
:class:`Stage2Stats`, in the training corpus; Krishnan & Manning 2006, Aramaki 2006)."""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Sequence

from multideid.tokenizer import split_tag, tag_label

#: longest PHI word sequence remembered for the consistency features
MAX_SEQ_LEN = 8


def majority(counts: Counter) -> str:
    # ties broken by label name so results never depend on insertion order
    return min(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0]


class Stage2Stats:
    """Corpus-level label statistics of (out-of-fold) stage-1 output."""

    def __init__(self):
        self.tok: dict[str, Counter] = {}  # word -> label counts (incl. "O"); PHI-seen words only
        self.seq: dict[tuple[str, ...], Counter] = {}  # PHI word sequence -> label counts

    @staticmethod
    def doc_counts(lows: list[str], tags: list[str]) -> tuple[dict, dict]:
        tok: dict[str, Counter] = defaultdict(Counter)
        for w, t in zip(lows, tags):
            tok[w][tag_label(t)] += 1
        seq: dict[tuple, Counter] = defaultdict(Counter)
        for a, b, lab in bio_runs(tags):
            if b - a <= MAX_SEQ_LEN:
                seq[tuple(lows[a:b])][lab] += 1
        return tok, seq

    def add(self, tok: dict, seq: dict) -> None:
        for w, c in tok.items():
            self.tok.setdefault(w, Counter()).update(c)
        for s, c in seq.items():
            self.seq.setdefault(s, Counter()).update(c)

    def prune(self) -> None:
        """Keep only words that stage 1 labelled as PHI at least once (the rest say "O")."""
        self.tok = {w: c for w, c in self.tok.items() if any(k != "O" for k in c)}

    def to_dict(self) -> dict:
        return {
            "tok": {w: dict(c) for w, c in sorted(self.tok.items())},
            "seq": [[list(s), dict(c)] for s, c in sorted(self.seq.items())],
        }

    @classmethod
    def from_dict(cls, d: dict) -> "Stage2Stats":
        st = cls()
        st.tok = {w: Counter({k: int(v) for k, v in c.items()}) for w, c in d["tok"].items()}
        st.seq = {tuple(s): Counter({k: int(v) for k, v in c.items()}) for s, c in d["seq"]}
        return st


def bio_runs(tags: Sequence[str]) -> list[tuple[int, int, str]]:
    """``(start, end, label)`` token runs of PHI in a BIO sequence."""
    runs = []
    cur, start = "", -1
    for i, t in enumerate(tags):
        p, lab = split_tag(t)
        if p == "O" or p == "B" or lab != cur:
            if cur:
                runs.append((start, i, cur))
            cur, start = (lab, i) if p != "O" else ("", -1)
    if cur:
        runs.append((start, len(tags), cur))
    return runs


def stage2_features(
    lows: list[str],
    tags: list[str],
    stats: Stage2Stats | None,
    exclude: tuple[dict, dict] | None = None,
) -> list[dict]:
    """Consistency features for one document from its stage-1 ``tags``.

    ``exclude`` are this document's own counts, subtracted from the corpus statistics (used
    when building training rows so a document never sees its own labels in the corpus view).
    """
    n = len(lows)
    out: list[dict] = [{"s2.self": t} for t in tags]
    for i in range(n):
        out[i]["s2.-1"] = tags[i - 1] if i > 0 else "BOS"
        out[i]["s2.+1"] = tags[i + 1] if i + 1 < n else "EOS"
    doc_tok, doc_seq = Stage2Stats.doc_counts(lows, tags)
    labels = [tag_label(t) for t in tags]
    # document-level token majority over the *other* occurrences
    for i, w in enumerate(lows):
        c = doc_tok[w]
        if sum(c.values()) > 1:
            others = c.copy()
            others[labels[i]] -= 1
            others = +others
            out[i]["s2.dtok"] = majority(others)
            ents = Counter({k: v for k, v in others.items() if k != "O"})
            if ents:
                out[i]["s2.dtok_ent"] = majority(ents)
    _mark_sequences(lows, doc_seq, out, "s2.dseq")
    if stats is not None:
        ex_tok, ex_seq = exclude if exclude is not None else ({}, {})
        for i, w in enumerate(lows):
            c = stats.tok.get(w)
            if c is None:
                continue
            if w in ex_tok:
                c = +(c - ex_tok[w])
            ents = Counter({k: v for k, v in c.items() if k != "O"})
            if not ents:
                # only words labelled PHI elsewhere in the corpus get corpus features: the
                # saved statistics are pruned to those, so training rows must match
                continue
            out[i]["s2.ctok"] = majority(c)
            out[i]["s2.ctok_ent"] = majority(ents)
        seqs = stats.seq
        if ex_seq:
            seqs = {}
            for s in set(stats.seq) | set(ex_seq):
                c = +(stats.seq[s] - ex_seq.get(s, Counter())) if s in stats.seq else Counter()
                if c:
                    seqs[s] = c
        _mark_sequences(lows, seqs, out, "s2.cseq")
    return out


def _mark_sequences(lows: list[str], seqs: dict, out: list[dict], name: str) -> None:
    """Mark every occurrence in ``lows`` of a known PHI word sequence with its majority label."""
    if not seqs:
        return
    by_first: dict[str, list] = defaultdict(list)
    for s, c in seqs.items():
        if s and any(ch.isalnum() for w in s for ch in w):
            by_first[s[0]].append((s, c))
    n = len(lows)
    for i, w in enumerate(lows):
        cands = by_first.get(w)
        if not cands:
            continue
        for s, c in cands:
            m = len(s)
            if i + m <= n and tuple(lows[i : i + m]) == s:
                lab = majority(c)
                for k in range(i, i + m):
                    # the longest match wins: keep a label already set by a longer sequence
                    prev = out[k].get(name + "_len", 0)
                    if m >= prev:
                        out[k][name] = lab
                        out[k][name + "_pos"] = "B" if k == i else "I"
                        out[k][name + "_len"] = m
    for f in out:
        f.pop(name + "_len", None)
